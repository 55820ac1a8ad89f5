#!/usr/bin/perl

# A storage migration survives a SIGKILL of pictord (issue 17): killed
# mid-way, some objects copied and others pending, a new
# pictord takes the job over when the lease runs out and goes on from the
# checkpoint: the final state is complete, no object is missing,
# processedObjects equals the total (nothing counted twice), and only
# what was pending at the kill reached the bucket again (the emulator's
# own log: nothing was redone from the start).  No work directory is
# left in the scratch directory.  A watermark stays on the managed store.

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use Time::HiRes qw(sleep);
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictord pictorctl/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { migration_parallel => 1 });

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-res');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('rs', 'own@example.com');
my $key = $t->key_create('rs');
$t->ctl_ok('plan', 'set', 'rs', 'pro');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

my $N = 120;
my @files = map { $t->corpus($_) } qw(images/concert_gray.jpg
    exif/hopper_orientation_6.webp images/rotating-squares.webp
    exif/empty_gps_ifd.jpg);
my @chunks = $t->fork_each(4, sub {
    my ($i) = @_;
    my @ids;
    for my $n (0 .. $N / 4 - 1) {
        my $u = $t->upload('rs', key => $key, file => $files[$n % @files]);
        return "upload: $u->{status}" unless $u->{status} == 201;
        push @ids, $u->{json}{imageId};
    }
    return join ',', @ids;
}, 300);
my @ids = map { split /,/, $_ // '' } @chunks;
is(scalar @ids, $N, "$N images uploaded") or diag(join "\n", @chunks);

my $root = $t->dir . '/storage';
my %md5 = map { ("rs/$_" => md5_hex(Pictor::Test::read_file("$root/rs/$_")))
    } $t->storage_files('rs');

# a watermark: on the managed store whatever the project's store, and
# left there by the migration
my ($wbody, $wct) = Pictor::Test::multipart(name => 'mark',
    file => { filename => 'wm.png', type => 'image/png',
        content => Pictor::Test::read_file(
            $t->corpus('images/PNG_transparency_demonstration_1.png')) });
my $w = $t->http(POST => '/api/rs/watermarks', body => $wbody,
    headers => { 'Content-Type' => $wct }, key => $key);
is($w->{status}, 201, 'a watermark: 201') or diag($w->{content});

my $r = $t->http(PUT => '/api/rs/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'r/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});
$r = $t->http(POST => '/api/rs/migrations/storage', jar => $own);
is($r->{status}, 202, 'POST migrations/storage: 202') or diag($r->{content});
my $job = ($r->{json} || {})->{jobId} // 'none';

###############################################################################
# SIGKILL mid-way: some objects copied, others pending

for (1 .. 3000) {
    last if $t->sql_value("SELECT processed_objects FROM migrations"
        . " WHERE job_id = '$job'") >= 20;
    sleep 0.005;
}
kill 'STOP', $t->pictord_pid;
my $pending = $t->sql_value("SELECT COUNT(*) FROM migration_objects"
    . " WHERE job_id = '$job' AND state = 'pending'");
$t->kill9_pictord;
cmp_ok($pending, '>', 0, "killed with $pending objects pending");
cmp_ok($pending, '<', $N, 'and others copied');
my $seen = () = $emu->requests;

$t->start_pictord;

my $st;
for (1 .. 600) {
    $st = $t->http(GET => "/api/rs/migrations/$job", jar => $own)->{json};
    last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
    sleep 0.2;
}

is($st->{status}, 'Completed', 'the new pictord completed it')
    or diag(explain($st), Pictor::Test::tail($t->dir . '/pictord.log', 30));
is($t->sql_value("SELECT attempts FROM jobs WHERE id = '$job'"), 2,
    'in a second attempt');
my $total = keys %md5;
is($st->{totalObjects}, $total, "totalObjects $total");
is($st->{processedObjects}, $total, 'processedObjects equals the total');
is($st->{succeededObjects} + $st->{skippedObjects}, $total,
    'succeeded + skipped: every object');
is($st->{failedObjects}, 0, 'none failed');

my %in = map { $_ => 1 } $emu->keys('r/rs/');
is_deeply([grep { !$in{"r/$_"} } sort keys %md5], [],
    'no object is missing from the bucket');
is_deeply([grep { md5_hex($emu->object("r/$_") // '') ne $md5{$_} }
    sort keys %md5], [], 'each has the same bytes');
is_deeply([grep { m{/watermarks/} } keys %in], [],
    'the watermark stayed on the managed store');
ok(-f "$root/rs/watermarks/mark", 'where it is');

# what the second attempt sent the bucket: the pending objects only (a
# HEAD before each copy; S3 checks the bytes of the PUT itself), never
# the whole set again
my @later = (($emu->requests)[$seen .. $#{ [$emu->requests] }]);
my $heads = grep { ($_->{method} // '') eq 'HEAD'
    && ($_->{path} // '') =~ m{/r/rs/} } @later;
cmp_ok($heads, '<=', $pending, "the second attempt looked at no more"
    . " than the $pending pending objects ($heads HEADs)");

my @work = grep { /^job-/ } map { s{.*/}{}r }
    glob($t->dir . '/storage/.tmp/*');
is_deeply(\@work, [], 'no work directory left behind');

$t->done;
