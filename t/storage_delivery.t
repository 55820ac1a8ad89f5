#!/usr/bin/perl

# Delivery from a customer bucket (issue 13 items 5 and 6), through nginx
# on the S3 emulator (t/lib/Pictor/S3Emu.pm: s3rver behind a front that
# checks every SigV4 signature and logs every request):
#
# - the originals cache: five variants of a fresh image fetch its original
#   once and check it once (one GET, one HEAD in the emulator's log: within
#   the cache's validity the check is trusted), and so do five concurrent
#   misses of another fresh image; a change made behind Pictor's back is
#   not fetched within the validity, and is once it has passed;
# - an unreachable bucket: a miss that needs the original is a 502
#   problem naming the provider, an upload too (nothing half-stored),
#   while a cached variant is still served, and so is a new variant of an
#   original in the originals cache within its validity; past it, a 502;
#   the emulator back, misses work again without restarting nginx;
# - a bucket that refuses us (requests signed for another region than
#   the bucket's) is a 502 too, never a read from the managed store;
# - with pictor_storage_private_networks off (production's default; the
#   harness turns it on for the emulators), a loopback endpoint fails
#   validation before any request reaches it.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-dl');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('dl', 'own@example.com');
my $key = $t->key_create('dl');
my ($rc) = $t->ctl('plan', 'set', 'dl', 'pro');
is($rc, 0, 'the operator sets the plan to pro');

my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');
my $r = $t->http(PUT => '/api/dl/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'p/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

my $file = $t->corpus('images/concert_gray.jpg');

sub upload {
    my $u = $t->upload('dl', key => $key, file => $file);
    is($u->{status}, 201, 'upload into the bucket: 201')
        or diag($u->{content});
    return ($u->{json} || {})->{imageId} // 'img_none';
}

# the front's log: requests of method on the object of $id
sub count {
    my ($method, $id) = @_;
    return scalar grep { ($_->{method} // '') eq $method
        && ($_->{path} // '') =~ m{/p/dl/\Q$id\E$} } $emu->requests;
}

sub xcache {
    my ($res) = @_;
    my ($v) = grep { defined } map { $res->{headers}{$_} }
        qw(x-cache X-Cache);
    return $v // '';
}

###############################################################################
# the originals cache, its default validity (60 s)

my $id = upload();

for my $w (101 .. 105) {
    $r = $t->http(GET => "/dl/$id/w_$w.jpg");
    is($r->{status}, 200, "variant w_$w: 200")
        or diag(substr($r->{content}, 0, 300));
}
is(count(GET => $id), 1, 'five variants fetched the original once');
is(count(HEAD => $id), 1, 'and checked it once: within the validity the'
    . ' check is trusted');
my @entries = grep { -f } glob($t->dir . '/storage/.originals/*/*');
ok(@entries >= 1, 'the original is in the originals cache on disk');

my $id2 = upload();
my @st = $t->fork_each(5, sub {
    my $x = $t->http(GET => "/dl/$id2/w_" . (200 + $_[0]) . '.webp');
    return $x->{status};
});
is_deeply(\@st, [(200) x 5], 'five concurrent misses of a fresh image: 200');
is(count(GET => $id2), 1, 'five concurrent misses fetched it once');

# a change behind Pictor's back waits for the validity; the new object
# is smaller: a download is cut at the image row's size (docs/BUCKETS.md)
my $small = $t->dir . '/small.jpg';
my ($vrc) = $t->run_cmd(['vips', 'black', $small, 50, 40]);
is($vrc, 0, 'a smaller JPEG to put behind our back');
my $other = Pictor::Test::read_file($small);
ok(length($other) < -s $file, 'smaller than the original');
$emu->put_object("p/dl/$id", $other);
$r = $t->http(GET => "/dl/$id/w_333.jpg");
is($r->{status}, 200, 'a variant after a change behind our back: 200');
is(count(GET => $id), 1, 'within the validity, the change is not fetched');

###############################################################################
# strip-exif on a bucket: the object is replaced in place, and the next
# miss uses the new version at once (a write through Pictor forgets the
# originals cache's check)

my $exif_file = $t->corpus('exif/Landscape_1.jpg');
my $u = $t->upload('dl', key => $key, file => $exif_file);
is($u->{status}, 201, 'upload a photo with EXIF') or diag($u->{content});
my $xid = ($u->{json} || {})->{imageId} // 'img_none';
my $with = $emu->object("p/dl/$xid") // '';
like($with, qr/Exif\0\0/, 'the object in the bucket has EXIF');
is($t->http(GET => "/dl/$xid/w_50.jpg")->{status}, 200,
    'a variant before strip-exif');
my $gets_x = count(GET => $xid);
$r = $t->http(POST => "/api/dl/$xid/strip-exif", key => $key);
ok($r->{status} == 200 || $r->{status} == 202, 'strip-exif: 2xx')
    or diag($r->{content});
my $without = $emu->object("p/dl/$xid") // '';
ok(length $without && $without !~ /Exif\0\0/,
    'strip-exif: the object in the bucket has no EXIF any more');
is($t->http(GET => "/dl/$xid/w_51.jpg")->{status}, 200,
    'a variant after strip-exif');
is(count(GET => $xid), $gets_x + 2, 'strip-exif read the original, and'
    . ' the next miss fetched the new version at once');

###############################################################################
# the bucket unreachable, then back

my $id3 = upload();     # never rendered: its original is not cached

$r = $t->http(GET => "/dl/$id/w_101.jpg");
is($r->{status}, 200, 'a cached variant: 200');
like(xcache($r), qr/HIT/, 'a cached variant: a cache hit');

$emu->stop;

$r = $t->http(GET => "/dl/$id/w_101.jpg");
is($r->{status}, 200, 'bucket down: the cached variant is still served');
$r = $t->http(GET => "/dl/$id/w_444.jpg");
is($r->{status}, 200, 'bucket down: a new variant of an original in the'
    . ' originals cache, within its validity: 200');
$r = $t->http(GET => "/dl/$id3/w_444.jpg");
$t->problem_ok($r, 502, 'bucket down: a miss that needs the original: 502');
like(($r->{json} || {})->{detail} // '', qr/\bS3\b/,
    'bucket down: the detail names the provider');
$r = $t->http(GET => "/dl/$id3/original");
$t->problem_ok($r, 502, 'bucket down: that original is a 502');
my $before = $t->sql_value("SELECT COUNT(*) FROM images");
$r = $t->upload('dl', key => $key, file => $file);
$t->problem_ok($r, 502, 'bucket down: an upload is a 502');
is($t->sql_value("SELECT COUNT(*) FROM images"), $before,
    'bucket down: the failed upload left no row');
ok(!grep({ m{/dl/img_} } $t->storage_files('dl')),
    'bucket down: nothing went to the managed store');

$emu->restart;

$r = $t->http(GET => "/dl/$id3/w_445.jpg");
is($r->{status}, 200, 'bucket back: the miss works without restarting'
    . ' nginx') or diag(substr($r->{content}, 0, 300));

###############################################################################
# a validity of 1 s: past it, a change is fetched and a bucket that is
# down is a 502 even for a cached original

$t->stop_nginx;
$t->start_nginx(http => 'pictor_originals_cache ' . $t->dir
    . '/storage/.originals valid=1s;');
my $gets = count(GET => $id);
sleep 2;
$r = $t->http(GET => "/dl/$id/w_334.jpg");
is($r->{status}, 200, 'past the validity: a variant, 200');
is(count(GET => $id), $gets + 1, 'past the validity: the changed object'
    . ' was fetched');
# a bigger one is more than the row says the object is: cut, a 502
my $id4 = upload();
$emu->put_object("p/dl/$id4", Pictor::Test::read_file(
    $t->corpus('images/missing-exif.jpg')));
$r = $t->http(GET => "/dl/$id4/w_336.jpg");
$t->problem_ok($r, 502, 'a bigger object behind our back: cut at the'
    . ' recorded size, 502');
like(Pictor::Test::read_file($t->dir . '/error.log') // '',
     qr/sent more than the object's \d+ bytes/, 'the log says why');
$emu->stop;
sleep 2;
$r = $t->http(GET => "/dl/$id/w_335.jpg");
$t->problem_ok($r, 502, 'past the validity, bucket down: a 502, not a stale'
    . ' read');
$emu->restart;

###############################################################################
# a bucket that refuses us: a 502, never the managed store

# signed for another region: the front refuses the signature (403)
$t->sql("UPDATE storage_configs SET region = 'eu-west-3'"
    . " WHERE slot = 'current'");
sleep 2;
$r = $t->http(GET => "/dl/$id/w_446.jpg");
$t->problem_ok($r, 502, 'a bucket that refuses us: a 502');
like(($r->{json} || {})->{detail} // '', qr/\bS3 bucket refused\b/,
    'a bucket that refuses us: the detail says so');

my $sentinels = scalar grep { ($_->{path} // '') =~ /pictor-sentinel/ }
    $emu->requests;

###############################################################################
# production's default: a bucket on the server's own network is refused

$t->stop_nginx;
$t->start_nginx(storage_private_networks => 'off');
$r = $t->http(POST => '/api/dl/storage/validate', jar => $own,
    json => $emu->storage_body(pathPrefix => 'p/'));
is(($r->{json} || {})->{success}, JSON::PP::false(),
    'private networks off: a loopback endpoint fails validation');
is(($r->{json} || {})->{error} // '', 'the bucket cannot be reached',
    'private networks off: the one message of an unreachable bucket');
like(Pictor::Test::read_file($t->dir . '/error.log') // '',
     qr/127\.0\.0\.1 is on the server's own network/,
     'private networks off: the log says why');
is(scalar(grep { ($_->{path} // '') =~ /pictor-sentinel/ } $emu->requests),
    $sentinels, 'private networks off: no request reached the emulator');

$emu->stop;
$t->done;
