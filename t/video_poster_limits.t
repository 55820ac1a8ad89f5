#!/usr/bin/perl

# The bounds of video posters taken on demand (issue 15):
#  - pictor_video_on_demand 0: a transform of a video before its poster
#    exists is a 503 with Retry-After and runs no ffmpeg, and is not kept
#    as a failure: once pictord has stored the poster, the same URL
#    renders from it (stored posters need no on-demand slot);
#  - pictor_video_memory under 64m is refused by nginx -t;
#  - pictord.conf's video_max_pixels and video_max_duration_seconds hold
#    the job to the upload's limits: over either, the job fails at once
#    ("the video is over a configured limit", one attempt, no ffmpeg run,
#    no poster), and with the defaults the same video completes.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
plan skip_all => 'no ffmpeg' unless -x '/usr/bin/ffmpeg';
my $img = Pictor::Image->new($t)->need_tools;
$t->start(http => 'pictor_video_on_demand 0;');
my $key = $t->project_with_key('vl');
my $e = Pictor::Eps->new($t, 'vl', $key);
my $dir = $t->dir;

sub header {
    my ($r, $name) = @_;
    my $v = $r->{headers}{lc $name};
    return ref $v ? $v->[0] : $v;
}

my $file = 'filetype_fixture-null.webm';
my $r = $t->upload('vl', key => $key, filename => $file,
    content => Pictor::Test::read_file($t->corpus("video/$file")));
is($r->{status}, 201, 'upload: 201') or diag($r->{content});
my $vid = ($r->{json} || {})->{imageId} // 'vid_none';
my $job = ($r->{json} || {})->{processingJobId};

$r = $t->http(GET => "/vl/$vid/w_200.png");
$t->problem_ok($r, 503, 'no on-demand slot: 503');
like(header($r, 'retry-after') // '', qr/^\d+$/, '503: Retry-After');
my $log = Pictor::Test::read_file("$dir/error.log") // '';
unlike($log, qr/video \Q$vid\E: taking the poster on demand/,
    '503: no ffmpeg search');
ok(!-e "$dir/storage/.video-posters/$vid/poster.failed",
    '503: not kept as a failure');

$t->start_pictord;
my $st = $e->wait_job($vid, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the job completed') or diag(explain($st));

my ($d, $f) = $img->get("/vl/$vid/w_200.png");
is($d->{status}, 200, 'the same URL after the job: 200, from the poster');
my ($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '200x113', 'the poster resized');
cmp_ok($f ? $img->avg($f) : 0, '>', 16, 'not black');

# pictord.conf's limits: the job runs no ffmpeg for a video over them
sub job_with {
    my ($what, %conf) = @_;
    $t->stop_pictord;
    $t->write_pictord_conf(%conf);
    $t->start_pictord;
    my $r = $t->upload('vl', key => $key, filename => $file,
        content => Pictor::Test::read_file($t->corpus("video/$file")));
    is($r->{status}, 201, "$what: upload: 201") or diag($r->{content});
    my $id = ($r->{json} || {})->{imageId} // 'vid_none';
    return ($id, $e->wait_job($id, ($r->{json} || {})->{processingJobId},
                              qr/^(Completed|Failed)$/, 90));
}

# 1920x1080 and 4.24 s
for my $c (['video_max_pixels 2073599', video_max_pixels => 2073599],
           ['video_max_duration_seconds 4', video_max_duration_seconds => 4])
{
    my ($what, %conf) = @$c;
    my ($id, $js) = job_with($what, %conf);
    is($js->{status}, 'Failed', "$what: the job failed") or diag(explain($js));
    is($js->{error}, 'the video is over a configured limit', "$what: why");
    is($js->{attempts}, 1, "$what: not retried");
    is_deeply([ keys %{ $e->derived_by_type($id) } ], [], "$what: no poster");
}
my $plog = Pictor::Test::read_file("$dir/pictord.log") // '';
like($plog, qr/2073600 pixels; at most 2073599 are accepted/,
    'pictord\'s log: the frame size against video_max_pixels');
like($plog, qr/lasts 4\.\d+ s; at most 4 s are accepted/,
    'pictord\'s log: the duration against video_max_duration_seconds');

my ($ok_id, $ok_js) = job_with('video_max_pixels 2073600',
    video_max_pixels => 2073600, video_max_duration_seconds => 5);
is($ok_js->{status}, 'Completed', 'at the limits: the job completed')
    or diag(explain($ok_js));

# a configuration nginx refuses
{
    my $conf = "$dir/nginx.conf";
    my $bad = "$dir/bad.conf";
    Pictor::Test::write_file($bad, $t->nginx_conf(
        http => 'pictor_video_on_demand 0; pictor_video_memory 1m;'));
    my @cmd = $t->nginx_cmd('-t');
    s{^\Q$conf\E$}{$bad} for @cmd;
    # its [emerg] line is expected: not in the log $t->done checks
    s{^\Q$dir/error.log\E$}{$dir/bad.log} for @cmd;
    my ($rc, $out, $err) = $img->run(@cmd);
    isnt($rc, 0, 'pictor_video_memory 1m: nginx -t fails');
    like($err // '', qr/pictor_video_memory must be at least 64m/,
        'pictor_video_memory 1m: the reason');
}

$t->done;
