#!/usr/bin/perl

# A customer's bucket is the customer's (docs/BUCKETS.md, "What a hostile
# bucket can do"): an attacker with a pro plan points a project at a
# bucket server of their own (t/lib/Pictor/HostileBucket.pm) and makes it
# lie.  Here:
#
# - a listing that names another project's original and watermark, "..",
#   "//", control characters and a key shorter than "{project}/": a
#   storage migration and a bucket import copy only the attacker's own
#   project's objects; the victim's bytes are unchanged; each refused
#   key is counted (refusedObjects) and shown in recentErrors;
# - a listing that never ends: the migration and the import fail with a
#   clear reason once listing_max_pages is passed, and migration_objects
#   stops growing.

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use POSIX ();
use Time::HiRes qw(time);
use Pictor::Test;
use Pictor::Image;
use Pictor::HostileBucket;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;

# the transfer bounds, small enough to be seen (docs/BUCKETS.md, "Bounds")
my %bounded = (storage_timeout => '3s',
    http => 'pictor_storage_deadline 8s; pictor_storage_min_speed 20k;'
        . ' pictor_storage_min_speed_time 2s;');
$t->start(pictord => 1, pictord_conf => { listing_max_pages => 20 },
          %bounded);
my $hb = Pictor::HostileBucket->start($t->dir, bucket => 'evil');
my $d = $t->dir;

# the victim: an original and a watermark on the managed store
my $vkey = $t->project_with_key('vic', 'victim@example.com');
my $v = $t->upload('vic', key => $vkey,
                   file => $t->corpus('images/concert_gray.jpg'));
is($v->{status}, 201, 'the victim uploads an image') or diag($v->{content});
my $vid = $v->{json}{imageId};
my $img = Pictor::Image->new($t);
my ($wb, $wct) = Pictor::Test::multipart(name => 'logo', file => {
    filename => 'logo.png', type => 'image/png',
    content => Pictor::Test::read_file($img->solid(40, 40, [0, 0, 255])) });
is($t->http(POST => '/api/vic/watermarks', key => $vkey, body => $wb,
            headers => { 'Content-Type' => $wct })->{status}, 201,
   'and a watermark');
my %victim = map { $_ => md5_hex(Pictor::Test::read_file("$d/storage/$_")) }
    "vic/$vid", 'vic/watermarks/logo';

# the attacker: a project on their own bucket
$t->user_create('atk@example.com', 'attacker password 1');
$t->project_create('atk', 'atk@example.com');
my $akey = $t->key_create('atk');
$t->ctl_ok('plan', 'set', 'atk', 'pro');
my $own = $t->jar;
is($t->login('atk@example.com', 'attacker password 1', $own)->{status}, 200,
   'the attacker logs in');
my $r = $t->http(PUT => '/api/atk/storage', jar => $own,
                 json => $hb->storage_body);
is($r->{status}, 200, 'the attacker\'s bucket validates') or diag($r->{content});
my $a = $t->upload('atk', key => $akey,
                   file => $t->corpus('exif/Landscape_1.jpg'));
is($a->{status}, 201, 'an upload into it') or diag($a->{content});
my $aid = $a->{json}{imageId};

# what the bucket will claim to hold: the victim's keys with the
# attacker's bytes, and keys no store has
my $junk = Pictor::Test::read_file($t->corpus('exif/Landscape_2.jpg'));
$hb->put_object($_, $junk) for keys %victim;
$hb->set(list_extra => [keys %victim, 'atk/../vic/x', 'atk//y',
                        "atk/ctl\tz", 'atk', 'at', 'vic/']);

sub wait_job {
    my ($p, $job) = @_;
    my $s = {};
    Pictor::Test::wait_for(sub {
        $s = $t->http(GET => "/api/$p/migrations/$job", jar => $own)->{json}
            || {};
        ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
    }, 60, 0.2);
    return $s;
}

sub victim_unchanged {
    my ($name) = @_;
    my @changed = grep {
        md5_hex(Pictor::Test::read_file("$d/storage/$_") // '') ne $victim{$_}
    } sort keys %victim;
    is_deeply(\@changed, [], "$name: the victim's original and watermark"
              . ' are unchanged');
    my $o = $t->http(GET => "/vic/$vid/original");
    is(md5_hex($o->{content}), $victim{"vic/$vid"},
       "$name: and the victim's original still serves its own bytes");
}

# --- a storage migration from the bucket ----------------------------------

$r = $t->http(DELETE => '/api/atk/storage', jar => $own);
is($r->{status}, 200, 'back to the managed store') or diag($r->{content});
$r = $t->http(POST => '/api/atk/migrations/storage', jar => $own);
is($r->{status}, 202, 'a migration from the bucket: 202')
    or diag($r->{content});
my $s = wait_job('atk', ($r->{json} || {})->{jobId} // 'none');
is($s->{status}, 'Completed', 'the migration completes');
ok(($s->{refusedObjects} // 0) >= 5, 'it refused the foreign and invalid'
   . ' keys (' . ($s->{refusedObjects} // 'none') . ')');
ok((grep { ($_->{error} // '') =~ /^refused: / } @{ $s->{recentErrors} || [] }),
   'recentErrors says so') or diag(explain $s->{recentErrors});
victim_unchanged('migration');
ok(-e "$d/storage/atk/$aid", 'the attacker\'s own original was copied');

# --- a bucket import ----------------------------------------------------------

$r = $t->http(PUT => '/api/atk/storage', jar => $own,
              json => $hb->storage_body);
is($r->{status}, 200, 'the bucket again');
$r = $t->http(POST => '/api/atk/migrations/bucket-import', jar => $own);
is($r->{status}, 202, 'a bucket import: 202') or diag($r->{content});
$s = wait_job('atk', ($r->{json} || {})->{jobId} // 'none');
is($s->{status}, 'Completed', 'the import completes');
ok(($s->{refusedObjects} // 0) >= 5, 'it refused the foreign and invalid'
   . ' keys (' . ($s->{refusedObjects} // 'none') . ')');
victim_unchanged('import');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
   . " p.id = i.project_id WHERE p.slug = 'vic'"), 1,
   'the victim has still its one image');

# --- addresses checked before any connection --------------------------------

my $b2 = $t->upload('atk', key => $akey,
                    file => $t->corpus('images/concert_gray.jpg'));
is($b2->{status}, 201, 'another original in the bucket');
my $id2 = $b2->{json}{imageId};

# a redirect is never followed, to loopback or anywhere
my $other = Pictor::HostileBucket->start("$d/other", bucket => 'x');
$hb->set(get => { $id2 => 'redirect' },
         redirect_to => $other->endpoint . '/x/secret');
$r = $t->http(GET => "/atk/$id2/w_77.png");
$t->problem_ok($r, 502, 'a bucket answering with a redirect: 502');
is($other->connections, 0, 'the redirect was not followed');
$hb->set();

# production's default: private networks off, in nginx and pictord
$t->stop_nginx;
$t->start_nginx(%bounded, storage_private_networks => 'off');
$t->stop_pictord;
$t->write_pictord_conf(listing_max_pages => 20,
                       storage_private_networks => 0);
$t->start_pictord;
my $before = $hb->connections;

my $unreachable = 'the bucket cannot be reached';
$r = $t->http(POST => '/api/atk/storage/validate', jar => $own,
              json => $hb->storage_body);
is(($r->{json} || {})->{error}, $unreachable, 'validate of a loopback bucket');
my $closed = Pictor::Test::free_port();
$r = $t->http(POST => '/api/atk/storage/validate', jar => $own,
              json => $hb->storage_body(
                  endpoint => "http://127.0.0.1:$closed"));
is(($r->{json} || {})->{error}, $unreachable,
   'validate of a closed port: the same message');
$r = $t->http(POST => '/api/atk/storage/validate', jar => $own,
              json => $hb->storage_body(
                  endpoint => 'http://no-such-host.invalid'));
is(($r->{json} || {})->{error}, $unreachable,
   'validate of a name that does not resolve: the same message');
$r = $t->http(PUT => '/api/atk/storage', jar => $own,
              json => $hb->storage_body);
$t->problem_ok($r, 422, 'PUT of a loopback bucket: 422');
like($r->{json}{detail} // '', qr/\Q$unreachable\E$/, 'the same message');
$r = $t->http(POST => '/api/atk/storage/health', jar => $own);
is(($r->{json} || {})->{error}, $unreachable, 'health: the same message');
$r = $t->http(GET => "/atk/$id2/w_78.png");
$t->problem_ok($r, 502, 'a miss of an original in a loopback bucket: 502');
$r = $t->http(POST => '/api/atk/migrations/bucket-import', jar => $own);
$s = wait_job('atk', ($r->{json} || {})->{jobId} // 'none');
is($s->{status}, 'Failed', 'an import from a loopback bucket fails');
$r = $t->http(DELETE => '/api/atk/storage', jar => $own);
is($r->{status}, 200, 'back to the managed store');
$r = $t->http(POST => '/api/atk/migrations/storage', jar => $own);
is($r->{status}, 202, 'a migration from the loopback bucket: 202');
$s = wait_job('atk', ($r->{json} || {})->{jobId} // 'none');
is($s->{status}, 'Failed', 'it fails');
is($hb->connections, $before, 'private networks off: not one connection'
   . ' reached the loopback bucket');
like(Pictor::Test::read_file("$d/error.log") // '',
     qr/127\.0\.0\.1 is on the server's own network/, 'the log says why');

# private networks on again, for what follows, on the bucket again
$t->stop_nginx;
$t->start_nginx(%bounded);
$t->stop_pictord;
$t->write_pictord_conf(listing_max_pages => 20);
$t->start_pictord;
$other->stop;
$r = $t->http(PUT => '/api/atk/storage', jar => $own,
              json => $hb->storage_body);
is($r->{status}, 200, 'the bucket once more') or diag($r->{content});

# --- what a bucket sends is bounded ------------------------------------------

my $cache = "$d/storage/.originals";
sub cache_bytes {
    my $n = 0;
    for my $f (Pictor::Test::files_under($cache)) {
        $n += -s "$cache/$f" // 0;
    }
    return $n;
}
my %sent;
for my $how (qw(endless drip lie huge)) {
    my $u = $t->upload('atk', key => $akey,
                       file => $t->corpus('images/concert_gray.jpg'));
    $sent{$how} = $u->{json}{imageId};
}
my $size = -s $t->corpus('images/concert_gray.jpg');
$hb->set(get => { map { $sent{$_} => $_ } keys %sent }, drip_secs => 1);
my $cache_before = cache_bytes();

for my $how (qw(endless drip lie)) {
    my $t0 = time;
    $r = $t->http(GET => "/atk/$sent{$how}/w_61.png");
    my $took = time - $t0;
    $t->problem_ok($r, 502, "a bucket sending an $how body: 502");
    like($r->{json}{detail} // '', qr/bucket cannot be reached/,
         "$how: the problem says the bucket cannot be reached");
    ok($took < 12, "$how: ended within its bound ($took s)");
}
ok(cache_bytes() - $cache_before <= 3 * $size,
   'the originals cache grew by no more than the objects\' sizes');
like(Pictor::Test::read_file("$d/error.log") // '',
     qr/sent more than the object's $size bytes/,
     'the log says the endless body passed the object\'s size');
$r = $t->http(GET => "/atk/$sent{huge}/w_62.png");
ok($r->{status} == 200 || $r->{status} == 502,
   "a bucket's 64 KB header: $r->{status}, no crash");

# strip-exif replaces an original in place, bigger here, before its row
# commits: a miss in between is cut at the row's size, waits for the
# row and reads the new original within its new size (docs/ROBUSTNESS.md)
{
    my $file = $t->corpus('exif/Landscape_1.jpg');
    my $u = $t->upload('atk', key => $akey, file => $file);
    my $id = $u->{json}{imageId} // 'img_none';
    my $before = $u->{json}{size} // -s $file;
    my $puts = sub { scalar grep { /^PUT .*\Q$id\E/ } $hb->requests };
    my $uploaded = $puts->();
    $hb->set(put_slow => { $id => 1.5 });
    pipe my $rd, my $wr or die "pipe: $!";
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        close $rd;
        $t->{ua} = {};
        my $x = $t->http(POST => "/api/atk/$id/strip-exif", key => $akey);
        print $wr $x->{status};
        close $wr;
        POSIX::_exit(0);
    }
    close $wr;
    ok(Pictor::Test::wait_for(sub { $puts->() > $uploaded }, 10, 0.02),
       'strip-exif has put the stripped original');
    my $g = $t->http(GET => "/atk/$id/w_63.png");
    my $st = do { local $/; <$rd> } // 0;
    waitpid $pid, 0;
    my $after = $t->sql_value("SELECT size_bytes FROM images"
                              . " WHERE id = '$id'") // 0;
    is($st, 200, 'strip-exif: 200');
    ok($after > $before, "the stripped original is bigger ($after >"
       . " $before bytes), as this case needs");
    is($g->{status}, 200, 'a miss while its row was not yet committed: 200')
        or diag($g->{content});
    my @seen = map { /^(\w+) .*\Q$id\E/ ? $1 : () } $hb->requests;
    my ($put) = reverse grep { $seen[$_] eq 'PUT' } 0 .. $#seen;
    my @gets = grep { $_ eq 'GET' } @seen[$put + 1 .. $#seen];
    is(scalar @gets, 2, 'it was cut at the old size, then read again');
    $hb->set(get => { map { $sent{$_} => $_ } keys %sent });
    $r = $t->http(GET => "/atk/$sent{endless}/w_64.png");
    $t->problem_ok($r, 502, 'an endless body of an unchanged row: still 502');
    $hb->set();
}
$hb->set(xml => 'malformed');
$r = $t->http(POST => '/api/atk/migrations/bucket-import', jar => $own);
$s = wait_job('atk', ($r->{json} || {})->{jobId} // 'none');
is($s->{status}, 'Failed', 'an import of a listing that is not XML fails');
$hb->set();

# --- a listing that never ends -----------------------------------------------

$hb->set(list_endless => 1);
$r = $t->http(POST => '/api/atk/migrations/bucket-import', jar => $own);
is($r->{status}, 202, 'an import of an endless listing: 202');
my $job = ($r->{json} || {})->{jobId} // 'none';
$s = wait_job('atk', $job);
is($s->{status}, 'Failed', 'it fails');
like($t->sql_value("SELECT error FROM jobs WHERE id = '$job'") // '',
     qr/listing goes on past the configured limits/,
     'with the reason: the listing goes on past the limits');
my $n = $t->sql_value("SELECT COUNT(*) FROM migration_objects"
                      . " WHERE job_id = '$job'");
ok($n <= 20 * 50 * 3, "migration_objects stopped at $n objects");
is($t->sql_value("SELECT COUNT(*) FROM migration_objects"
                 . " WHERE job_id = '$job'"), $n, 'and stays there');

$r = $t->http(DELETE => '/api/atk/storage', jar => $own);
$r = $t->http(POST => '/api/atk/migrations/storage', jar => $own);
is($r->{status}, 202, 'a migration of an endless listing: 202')
    or diag($r->{content});
$job = ($r->{json} || {})->{jobId} // 'none';
$s = wait_job('atk', $job);
is($s->{status}, 'Failed', 'it fails');
like($t->sql_value("SELECT error FROM jobs WHERE id = '$job'") // '',
     qr/listing goes on past the configured limits/, 'with the reason');

$hb->stop;
$t->done;
