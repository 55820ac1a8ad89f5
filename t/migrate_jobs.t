#!/usr/bin/perl

# pictord's jobs while a storage migration runs (issue 17: "reads try
# the new store first, then the old ... EPS jobs"), through nginx and
# pictord on the S3 emulator: an EPS and a video uploaded on the managed
# store, the project then moved to a bucket and its migration queued but
# held back (its job due later), so that the fallback store is what every
# reader meets: the rasterizing job reads the EPS and the poster job the
# video from the managed store, and both write their PNG to the bucket; a
# transform and the original are delivered; then the migration runs and
# the EPS and the video join their derived images in the bucket.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(sleep);
use Pictor::Test;
use Pictor::Eps;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start;
my $emu = Pictor::S3Emu->start($t->dir, bucket => 'eps-mig');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('em', 'own@example.com');
my $key = $t->key_create('em');
$t->ctl('plan', 'set', 'em', 'pro');
my $own = $t->jar;
$t->login('own@example.com', 'owner password 1', $own);

my $e = Pictor::Eps->new($t, 'em', $key)->need_gs;
my $eps = Pictor::Eps::simple_eps(w => 144, h => 72);

my $r = $t->upload('em', key => $key, content => $eps, filename => 'a.eps');
is($r->{status}, 201, 'EPS upload on the managed store: 201')
    or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'eps_none';
my $job = ($r->{json} || {})->{processingJobId};
ok(-f $t->dir . "/storage/em/$id", 'the EPS is on the managed store');

my $video = Pictor::Test::read_file(
    $t->corpus('video/go-mp4_sample_fragmented.mp4'));
$r = $t->upload('em', key => $key, content => $video,
    filename => 'v.mp4');
is($r->{status}, 201, 'video upload on the managed store: 201')
    or diag(substr($r->{content}, 0, 300));
my $vid = ($r->{json} || {})->{imageId} // 'vid_none';
my $vjob = ($r->{json} || {})->{processingJobId};

$r = $t->http(PUT => '/api/em/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'c/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});
$r = $t->http(POST => '/api/em/migrations/storage', jar => $own);
is($r->{status}, 202, 'POST migrations/storage: 202') or diag($r->{content});
my $mig = ($r->{json} || {})->{jobId} // 'none';
# held back: the fallback is on while its job waits
$t->sql("UPDATE jobs SET run_after = NOW(3) + INTERVAL 1 HOUR"
    . " WHERE id = '$mig'");

$r = $t->http(GET => "/em/$id/original");
is($r->{status}, 200, 'the original, from the managed store: 200');
is($r->{content}, $eps, 'its bytes');

$t->start_pictord;
my $st = $e->wait_job($id, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the rasterizing job completed, reading the'
    . ' EPS through the fallback') or diag(explain($st));

my $raster = ($e->derived_by_type($id) || {})->{rasterized} || {};
my $rid = $raster->{imageId} // $raster->{id} // 'img_none';
my $png = $emu->object("c/em/$rid");
ok(defined $png && substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n",
    'its PNG went to the bucket') or diag(explain($raster));
ok(!-e $t->dir . "/storage/em/$rid", 'not to the managed store');
ok(!defined $emu->object("c/em/$id"), 'the EPS is not in the bucket yet');

$st = $e->wait_job($vid, $vjob, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the poster job completed, reading the'
    . ' video through the fallback') or diag(explain($st));
my $poster = ($e->derived_by_type($vid) || {})->{poster} || {};
my $pid = $poster->{imageId} // $poster->{id} // 'img_none';
$png = $emu->object("c/em/$pid");
ok(defined $png && substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n",
    'the poster went to the bucket') or diag(explain($poster));
ok(!defined $emu->object("c/em/$vid"), 'the video is not in the bucket yet');

$r = $t->http(GET => "/em/$id/w_90.png");
is($r->{status}, 200, 'a transform of it meanwhile: 200');

# the migration runs now
$t->sql("UPDATE jobs SET run_after = NOW(3) WHERE id = '$mig'");
for (1 .. 300) {
    $st = $t->http(GET => "/api/em/migrations/$mig", jar => $own)->{json};
    last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
    sleep 0.2;
}
is($st->{status}, 'Completed', 'then the migration completed')
    or diag(explain($st));
is($st->{failedObjects}, 0, 'nothing failed');
is($emu->object("c/em/$id"), $eps, 'the EPS is in the bucket, as sent');
ok(($emu->object("c/em/$vid") // '') eq $video,
    'the video too');

unlink $t->dir . "/storage/em/$id";
$r = $t->http(GET => "/em/$id/w_91.png");
is($r->{status}, 200, 'afterwards, from the bucket alone: 200');

$emu->stop;
$t->done;
