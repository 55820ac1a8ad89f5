#!/usr/bin/perl

# A storage migration from the managed store to a bucket (issue 17),
# through nginx and pictord, on the S3 emulator (t/lib/Pictor/S3Emu.pm):
#
# - 300 uploaded images of mixed formats; after PUT storage the POST
#   queues the job, and a reader loop running the whole time (originals
#   and variants of every image) sees no 404 and no 5xx: reads fall back
#   to the managed store until each object is copied;
# - one object deleted from the managed store behind Pictor's back is
#   counted in failedObjects with its key in recentErrors, and the job
#   completes for the rest; an image deleted through the API meanwhile
#   is skipped, not failed;
# - a stale copy in the bucket from before the migration is replaced;
#   strip-exif of an image not copied yet reads it through the fallback
#   store and writes the bucket, and that newer version is kept;
# - the counters add up, and every object is in the bucket with the same
#   bytes, read through s3rver itself;
# - once completed the fallback is gone: with the managed copies moved
#   away, every image is still delivered (from the bucket), and the one
#   that failed is a 404.

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use POSIX ();
use Time::HiRes qw(sleep);
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictord pictorctl/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { migration_parallel => 4 });

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-mig');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('mg', 'own@example.com');
my $key = $t->key_create('mg');
$t->ctl_ok('plan', 'set', 'mg', 'pro');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $N = 300;

###############################################################################
# 300 images of mixed formats on the managed store

my @files = map { $t->corpus($_) } qw(images/concert_gray.jpg
    images/PNG_transparency_demonstration_1.png images/5_webp_a.webp
    images/rotating-squares.webp exif/hopper_orientation_6.webp
    exif/empty_gps_ifd.jpg);
push @files, $t->corpus('images/libvips_sample.tif');

my @chunks = $t->fork_each(4, sub {
    my ($i) = @_;
    my @ids;
    for my $n (0 .. $N / 4 - 1) {
        my $k = $i * ($N / 4) + $n;
        # one TIFF in fifty: the large ones
        my $f = $k % 50 == 49 ? $files[-1] : $files[$k % ($#files)];
        my $u = $t->upload('mg', key => $key, file => $f);
        return "upload $k: $u->{status}" unless $u->{status} == 201;
        push @ids, $u->{json}{imageId} . ($f =~ /\.jpg$/ ? ':jpg' : '')
            . ($f =~ /empty_gps/ ? ':exif' : '');
    }
    return join ',', @ids;
}, 300);
my @ids = map { split /,/, $_ // '' } @chunks;
my %jpg = map { /^(\w+):jpg/ ? ($1 => 1) : () } @ids;
my %exif = map { /^(\w+):jpg:exif$/ ? ($1 => 1) : () } @ids;
s/:.*$// for @ids;
is(scalar @ids, $N, "$N images uploaded") or diag(join "\n", @chunks);

my $root = $t->dir . '/storage';
my @objects = $t->storage_files('mg');
cmp_ok(scalar @objects, '>=', $N, 'the managed store holds them');
my %md5 = map { ("mg/$_" => md5_hex(Pictor::Test::read_file("$root/mg/$_")))
    } @objects;

# another version of a JPEG original (bytes after its end: still the
# same image to a decoder)
sub other_version {
    my ($id) = @_;
    return Pictor::Test::read_file("$root/mg/$id") . "other version $id";
}

# a stale copy of one image already in the bucket, from before the
# migration: it is replaced by the original
my ($stale) = grep { $jpg{$_} } @ids;
$emu->put_object("m/mg/$stale", other_version($stale));
sleep 1.1;     # a second before the migration

###############################################################################
# PUT the bucket: new images go there, old ones are not found there yet

my $r = $t->http(PUT => '/api/mg/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'm/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

# between the PUT and the POST the originals come from the store before
# (docs/BUCKETS.md, "Switching stores")
my ($probe) = grep { $_ ne $stale } @ids;
is($t->http(GET => "/mg/$probe/w_50.png")->{status}, 200,
    'before the migration starts: still served');

$r = $t->http(POST => '/api/mg/migrations/storage', jar => $own);
is($r->{status}, 202, 'POST migrations/storage: 202') or diag($r->{content});
is($t->http(GET => "/mg/$probe/w_50.png")->{status}, 200,
    'once it started: the same URL is served');
my $job = ($r->{json} || {})->{jobId} // 'none';

# the reader, from the POST on (the fallback store of
# docs/API.md "States and transitions" serves what is not copied yet): every
# image, original and a variant, until told to stop
my $stop = $t->dir . '/reader.stop';
my $out = $t->dir . '/reader.out';
my $reader = fork;
die "fork: $!" unless defined $reader;
if ($reader == 0) {
    $t->{ua} = {};
    my ($n, @bad) = (0);
    my $i = 0;
    while (!-e $stop || $n < 2 * @ids) {
        my $id = $ids[$i++ % @ids];
        for my $p ("/mg/$id/original", "/mg/$id/w_" . (40 + $n % 7) . '.png')
        {
            my $x = $t->http(GET => $p);
            $n++;
            push @bad, "$p: $x->{status}" if $x->{status} != 200;
        }
    }
    Pictor::Test::write_file($out, join("\n", $n, @bad));
    POSIX::_exit(0);
}

# once listed, one object still to copy is removed behind Pictor's back
# (pictord stopped meanwhile, so that it is still pending when it goes)
for (1 .. 600) {
    last if $t->sql_value("SELECT listed FROM migrations WHERE job_id ="
        . " '$job'");
    sleep 0.05;
}
kill 'STOP', $t->pictord_pid;
my ($gone_key, @pending) = map { $_->[0] } $t->sql("SELECT object_key"
    . " FROM migration_objects WHERE job_id = '$job' AND state = 'pending'"
    . " ORDER BY object_key DESC LIMIT 100");
my ($newer_key) = grep { m{^mg/(\w+)$} && $exif{$1} } @pending;
ok(defined $newer_key, 'objects are still pending once listed')
    or ($gone_key, $newer_key) = ('mg/none', 'mg/none2');
unlink "$root/$gone_key";
delete $md5{$gone_key};
(my $gone = $gone_key) =~ s{^mg/}{};

# and strip-exif of an image not copied yet: it reads the managed copy
# through the fallback store and writes the bucket; that newer version
# stays, the migration does not put the old one back
(my $newer = $newer_key) =~ s{^mg/}{};
$r = $t->http(POST => "/api/mg/$newer/strip-exif", key => $key);
is($r->{status}, 200, 'strip-exif of an image still to copy: 200')
    or diag($r->{content});
my $stripped = $emu->object("m/$newer_key") // '';
isnt(md5_hex($stripped), $md5{$newer_key},
    'its stripped version went to the bucket');
ok(-f "$root/$newer_key", 'the managed copy is left as it was');
$md5{$newer_key} = md5_hex($stripped);

# and an image deleted through the API: gone from both stores, it is
# nothing to copy, not a failure
my ($del_key) = grep { $_ ne $newer_key } @pending;
(my $deleted = $del_key) =~ s{^mg/}{};
is($t->http(DELETE => "/api/mg/images/$deleted", key => $key)->{status},
    204, 'DELETE of an image still to copy: 204');
ok(!-e "$root/$del_key", 'it is gone from the managed store');
delete $md5{$del_key};
kill 'CONT', $t->pictord_pid;

my $st;
for (1 .. 600) {
    $st = $t->http(GET => "/api/mg/migrations/$job", jar => $own)->{json};
    last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
    sleep 0.2;
}

Pictor::Test::write_file($stop, '');
waitpid($reader, 0);
my ($reads, @bad) = split /\n/, Pictor::Test::read_file($out) // '0';

is($st->{status}, 'Completed', 'the migration completed')
    or diag(explain($st), Pictor::Test::tail($t->dir . '/pictord.log', 30));
cmp_ok($reads, '>=', 2 * @ids, "the reader read $reads times, every image"
    . ' at least once');
# the stale copy in the bucket is bigger than the row's original: cut at
# the recorded size (a 502) until the migration replaces it
is_deeply([grep { !m{/mg/(\Q$gone\E|\Q$deleted\E)/}
                  && !m{/mg/\Q$stale\E/.*: 502$} } @bad], [],
    'during the migration: no 404 and no 5xx (but for the images removed,'
    . ' and the stale copy)');

###############################################################################
# the counters and the bucket

my $total = scalar(keys %md5) + 2;     # and the two removed
is($st->{totalObjects}, $total, "totalObjects: every object listed ($total)");
is($st->{processedObjects}, $total, 'processedObjects: all of them');
is($st->{succeededObjects} + $st->{skippedObjects} + $st->{failedObjects},
    $st->{processedObjects}, 'succeeded + skipped + failed = processed');
is($st->{failedObjects}, 1, 'failedObjects: the one removed behind our back');
is($st->{skippedObjects}, 2, 'skippedObjects: the one stripped meanwhile'
    . ' and the one deleted');
is(scalar @{ $st->{recentErrors} }, 1, 'one recent error');
is($st->{recentErrors}[0]{key}, $gone_key, 'it names the missing key');
like($st->{recentErrors}[0]{error}, qr/not found/, 'and says why');
like($st->{recentErrors}[0]{at}, $ISO, 'and when');
like($st->{$_}, $ISO, "$_ is set") for qw(startedAt completedAt);

my %in = map { $_ => 1 } $emu->keys('m/mg/');
my @missing = grep { !$in{"m/$_"} } sort keys %md5;
is_deeply(\@missing, [], 'every object is in the bucket');
my @differ = grep { md5_hex($emu->object("m/$_") // '') ne $md5{$_} }
    sort keys %md5;
is_deeply(\@differ, [], 'each with the same bytes (read through s3rver):'
    . ' the stale copy replaced, the stripped one kept');
ok(!$in{"m/mg/$gone"}, 'the missing one was not made up');
ok(!$in{"m/$del_key"}, 'nor the deleted one');

###############################################################################
# the fallback is gone: the bucket alone serves every image

rename "$root/mg", "$root/mg.moved" or die "rename: $!";
my @after = grep { $_->[1] != 200 } map {
    my $x = $t->http(GET => "/mg/$_/w_33.jpg");
    [$_, $x->{status}];
} grep { $_ ne $gone && $_ ne $deleted } @ids[0 .. 20];
is_deeply(\@after, [], 'after it, new variants come from the bucket')
    or diag(explain(\@after));
my ($still) = grep { $_ ne $gone && $_ ne $deleted } @ids[21 .. 23];
is($t->http(GET => "/mg/$still/original")->{status}, 200,
    'and originals');
is($t->http(GET => "/mg/$gone/original")->{status}, 404,
    'the image whose original was lost: 404');

$r = $t->http(POST => '/api/mg/migrations/storage', jar => $own);
is($r->{status}, 202, 'a second migration may run once the first is over')
    or diag($r->{content});

$t->done;
