#!/usr/bin/perl

# Video posters (issue 15): through nginx and pictord with the corpus
# videos and one made here with ffmpeg (1 s of black, then colour).
#  - Before the video-processing job runs (pictord not started), a
#    transform of the video renders from the frame taken on demand: five
#    requests at once run ffmpeg once (each search writes one line to
#    error.log), and the frame is not the black first one.
#  - Then pictord runs the job: Completed, the derived image "poster" is
#    listed, thumbnailId points at it, it is delivered, decodes and is not
#    black; the on-demand frame is forgotten and transforms come from the
#    poster with no further ffmpeg run.
#  - A video whose frame cannot be taken (its object spoilt after the
#    upload) answers 422 without ffmpeg's output, searched once whatever
#    the width; DELETE forgets the failure.
#  - The job run again (as after a crash before its completion) replaces
#    the poster: one row, the old object gone, thumbnailId follows.
#  - A spoilt video's job fails at once with a fixed reason and stores
#    nothing; no work directory is left.
#  - DELETE removes the poster's row and object.
#  - A video on a customer bucket (the S3 emulator) gets its poster into
#    the bucket, read from there.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
plan skip_all => 'no ffmpeg' unless -x '/usr/bin/ffmpeg';
my $img = Pictor::Image->new($t)->need_tools;
$t->start(http =>
    'pictor_video_on_demand 1; pictor_video_memory 512m;');
my $key = $t->project_with_key('vp');
my $e = Pictor::Eps->new($t, 'vp', $key);
my $dir = $t->dir;

# on-demand searches so far for a video
sub searches {
    my ($id) = @_;
    my $log = Pictor::Test::read_file("$dir/error.log") // '';
    my @n = $log =~ /video \Q$id\E: taking the poster on demand/g;
    return scalar @n;
}

sub upload_video {
    my ($name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('vp', key => $key, content => $content,
        filename => $name);
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    return ($j->{imageId} // 'vid_none', $j->{processingJobId});
}

sub png_luma {
    my ($f) = @_;
    return 0 unless $f;
    return $img->avg($f);
}

###############################################################################
# a video whose first second is black

my ($rc, $out) = $t->run_cmd(['ffmpeg', '-loglevel', 'error', '-f', 'lavfi',
    '-i', 'color=black:s=320x240:d=1:r=25', '-f', 'lavfi', '-i',
    'color=orange:s=320x240:d=1:r=25', '-filter_complex',
    '[0:v][1:v]concat=n=2:v=1[v]', '-map', '[v]', '-c:v', 'libx264',
    '-pix_fmt', 'yuv420p', "$dir/black.mp4"]);
is($rc, 0, 'ffmpeg made black.mp4') or diag($out);
my $black = Pictor::Test::read_file("$dir/black.mp4");

my ($vid, $job) = upload_video('black.mp4', $black);

# pictord not started: five requests at once, one ffmpeg search
my @res = $t->fork_each(5, sub {
    my ($i) = @_;
    my $r = $t->http(GET => "/vp/$vid/w_" . (100 + $i) . '.png');
    return "$r->{status} " . length $r->{content};
}, 120);
is(scalar(grep { /^200 \d+$/ && !/ 0$/ } @res), 5,
    'five transforms at once before the job: five 200s')
    or diag(explain \@res);
is(searches($vid), 1, 'five transforms at once: ffmpeg searched once');

my ($d, $f) = $img->get("/vp/$vid/w_160.webp");
is($d->{status}, 200, 'w_160.webp on demand: 200');
my ($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '160x120', 'w_160: the frame resized');
cmp_ok(png_luma($f), '>', 60, 'on demand: not the black first frame');
is(searches($vid), 1, 'another format: still one search (the frame is'
    . ' kept)');
ok(-e "$dir/storage/.video-posters/$vid/poster.png",
    'the frame taken on demand is kept under storage/.video-posters');

###############################################################################
# a frame that cannot be taken: 422, remembered, forgotten on DELETE

my ($bad) = upload_video('bad.mp4', $black);
# the stored object spoilt behind the service's back (the upload checked
# it): ffmpeg reads garbage
Pictor::Test::write_file("$dir/storage/vp/$bad", 'x' x 5000);
my $r = $t->http(GET => "/vp/$bad/w_100.png");
$t->problem_ok($r, 422, 'a frame that cannot be taken: 422');
unlike($r->{content}, qr/ffmpeg: |Invalid data|moov/i,
    '422: none of ffmpeg\'s output in the answer');
$r = $t->http(GET => "/vp/$bad/w_101.png");
is($r->{status}, 422, 'another width: 422');
is(searches($bad), 1, 'the failure is remembered: one search');
ok(-e "$dir/storage/.video-posters/$bad/poster.failed",
    'the failure is kept under storage/.video-posters');
is($t->http(DELETE => "/api/vp/images/$bad", key => $key)->{status}, 204,
    'DELETE the spoilt video: 204');
ok(!-e "$dir/storage/.video-posters/$bad", 'DELETE: its failure is'
    . ' forgotten');

# a spoilt video whose job will fail
my ($spoilt, $sjob) = upload_video('spoilt.mp4', $black);
Pictor::Test::write_file("$dir/storage/vp/$spoilt", 'x' x 5000);

###############################################################################
# the job

$t->start_pictord;
my $st = $e->wait_job($vid, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the video-processing job completed')
    or diag(explain($st));

my $poster = ($e->derived_by_type($vid) || {})->{poster} || {};
my $pid = $poster->{imageId} // $poster->{id} // 'img_none';
like($pid, qr/^img_/, 'the poster is listed as a derived image "poster"')
    or diag(explain($e->derived($vid)));

$r = $t->http(GET => "/api/vp/images/$vid", key => $key);
is(($r->{json} || {})->{thumbnailId}, $pid, 'thumbnailId is the poster');

($d, $f) = $img->get("/vp/$pid");
is($d->{status}, 200, 'the poster is delivered');
is($f ? $img->loader($f) : '', 'pngload', 'the poster is a PNG');
($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '320x240', 'the poster: the video\'s size');
cmp_ok(png_luma($f), '>', 60, 'the poster is not black');

ok(!-e "$dir/storage/.video-posters/$vid",
    'the on-demand frame is forgotten once the poster is stored');

($d, $f) = $img->get("/vp/$vid/w_80.webp");
is($d->{status}, 200, 'a transform after the job: 200');
($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '80x60', 'after the job: from the poster');
cmp_ok(png_luma($f), '>', 60, 'after the job: not black');
is(searches($vid), 1, 'after the job: no on-demand search');

# the spoilt video's job: failed at once (the same file fails the same
# way), with a fixed reason, nothing stored
$st = $e->wait_job($spoilt, $sjob, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Failed', 'a spoilt video: the job failed');
is($st->{error}, 'ffmpeg could not take a frame of the video',
    'a spoilt video: the reason, none of ffmpeg\'s output');
is($st->{attempts}, 1, 'a spoilt video: not retried');
is_deeply($e->derived($spoilt), [], 'a spoilt video: no poster');
$r = $t->http(GET => "/api/vp/images/$spoilt", key => $key);
ok(exists(($r->{json} || {})->{thumbnailId})
    && !defined $r->{json}{thumbnailId}, 'a spoilt video: thumbnailId null');
is_deeply([$t->storage_files('.tmp')], [],
    'no work directory left in storage/.tmp');

# the job run again, as after a crash between storing the poster and
# completing: the poster is replaced, not added to
$t->sql("UPDATE jobs SET status = 'Pending', attempts = 0, lease_owner"
    . " = NULL, lease_expires_at = NULL, completed_at = NULL WHERE id = "
    . Pictor::Test::sql_quote($job));
$st = $e->wait_job($vid, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the job run again: Completed')
    or diag(explain($st));
my @again = grep { ($_->{derivationType} // '') eq 'poster' }
    @{ $e->derived($vid) || [] };
is(scalar @again, 1, 'run again: one poster');
my $pid2 = ($again[0] || {})->{imageId} // 'img_none';
isnt($pid2, $pid, 'run again: a new poster');
is(($t->http(GET => "/api/vp/images/$vid", key => $key)->{json} || {})
    ->{thumbnailId}, $pid2, 'run again: thumbnailId is the new poster');
ok(!-e "$dir/storage/vp/$pid" && -e "$dir/storage/vp/$pid2",
    'run again: the old poster\'s object is gone, the new one stored');
$pid = $pid2;


###############################################################################
# every corpus video gets a poster

my %posters;
for my $file (qw(go-mp4_sample_fragmented.mp4 filetype_fixture.webm
                 filetype_fixture-null.webm filetype_fixture.mov)) {
    my ($id, $j) = upload_video($file,
        Pictor::Test::read_file($t->corpus("video/$file")));
    $posters{$file} = [$id, $j];
}

for my $file (sort keys %posters) {
    my ($id, $j) = @{ $posters{$file} };
    my $s = $e->wait_job($id, $j, qr/^(Completed|Failed)$/, 90);
    is($s->{status}, 'Completed', "$file: the job completed")
        or diag(explain($s));
    my $r = $t->http(GET => "/api/vp/images/$id", key => $key);
    my $json = $r->{json} || {};
    my $tid = $json->{thumbnailId} // 'img_none';
    my ($d, $f) = $img->get("/vp/$tid");
    is($d->{status}, 200, "$file: the poster is delivered");
    my ($w, $h) = $f ? $img->size($f) : ();
    is(($w // 0) . 'x' . ($h // 0), ($json->{width} // '?') . 'x'
        . ($json->{height} // '?'), "$file: the poster has the video's"
        . " displayed size");
    cmp_ok(png_luma($f), '>', 16, "$file: the poster is not black");
}

###############################################################################
# DELETE takes the poster

my $obj = "$dir/storage/vp/$pid";
ok(-e $obj, 'the poster\'s object is stored');
is($t->http(DELETE => "/api/vp/images/$vid", key => $key)->{status}, 204,
    'DELETE the video: 204');
is($t->sql_value('SELECT COUNT(*) FROM images WHERE id = '
    . Pictor::Test::sql_quote($pid)), 0, 'DELETE: the poster\'s row is gone');
ok(!-e $obj, 'DELETE: the poster\'s object is gone');
is($t->http(GET => "/vp/$pid")->{status}, 404, 'DELETE: the poster is 404');

###############################################################################
# a customer bucket

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'vid-bucket');
$t->user_create('own@example.com', 'owner password 1');
$t->project_create('vb', 'own@example.com');
my $bkey = $t->key_create('vb');
$t->ctl('plan', 'set', 'vb', 'pro');
my $own = $t->jar;
$t->login('own@example.com', 'owner password 1', $own);
$r = $t->http(PUT => '/api/vb/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'c/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

$r = $t->upload('vb', key => $bkey, content => $black,
    filename => 'black.mp4');
is($r->{status}, 201, 'video upload to the bucket: 201')
    or diag($r->{content});
my $bid = ($r->{json} || {})->{imageId} // 'vid_none';
my $bjob = ($r->{json} || {})->{processingJobId};
is($emu->object("c/vb/$bid"), $black, 'the video is in the bucket');

my $be = Pictor::Eps->new($t, 'vb', $bkey);
$st = $be->wait_job($bid, $bjob, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'bucket: the job completed')
    or diag(explain($st));
my $bp = ($be->derived_by_type($bid) || {})->{poster} || {};
my $bpid = $bp->{imageId} // $bp->{id} // 'img_none';
my $png = $emu->object("c/vb/$bpid");
ok(defined $png && substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n",
    'bucket: the poster is a PNG in the bucket') or diag(explain($bp));
ok(!grep({ m{^vb/} } $t->storage_files), 'bucket: nothing on the managed'
    . ' store');
($d, $f) = $img->get("/vb/$bid/w_64.png");
is($d->{status}, 200, 'bucket: a transform of the video: 200');
cmp_ok(png_luma($f), '>', 60, 'bucket: from the poster, not black');

is($t->http(DELETE => "/api/vb/images/$bid", key => $bkey)->{status}, 204,
    'bucket: DELETE 204');
ok(!defined $emu->object("c/vb/$bpid"), 'bucket: DELETE took the poster');

$emu->stop;
$t->done;
