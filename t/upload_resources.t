#!/usr/bin/perl

# What an upload's probe and strip-exif may cost.
#
# 1. Memory (pictor_render_memory 256m, one worker): a progressive JPEG
#    without chroma subsampling of 8000x6000 (made here, a few hundred KB)
#    holds 288 MB of DCT coefficients while it is decoded: the upload is
#    422 from its header, with a detail that says so, and nothing is
#    stored.  The corpus's 12 MP progressive JPEG (~64 MB) is taken.
# 2. Time (pictor_probe_timeout 1ms on the upload location of project
#    "slowp"): the probe's decode of a 16-bit PNG is killed: 503 with
#    Retry-After, nothing stored.  (A whole JPEG is not decoded at all:
#    shared/media/jpeg_whole.c.)
# 3. Time on strip-exif (1ms on its location in project "slows"): 503
#    with Retry-After, and the original is left as it was.

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start(worker_processes => 1, render_memory => '256m',
    server => <<'CONF');
location = /api/slowp/upload {
    pictor_api;
    pictor_probe_timeout 1ms;
}
location ~ ^/api/slows/[^/]+/strip-exif$ {
    pictor_api;
    pictor_probe_timeout 1ms;
}
CONF
my $d = $t->dir;
my $key = $t->project_with_key('upres');
my $pkey = $t->project_with_key('slowp', 'slowp@example.com');
my $skey = $t->project_with_key('slows', 'slows@example.com');
my $big = $t->corpus('images/missing-exif.jpg');
my $png16 = $t->corpus('images/libvips_sample_rgb16.png');

sub detail {
    my ($r) = @_;
    return (ref $r->{json} eq 'HASH' ? $r->{json}{detail} : undef) // '';
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub images_in {
    my ($p) = @_;
    return $t->sql_value('SELECT COUNT(*) FROM images i JOIN projects p'
        . " ON p.id = i.project_id WHERE p.slug = '$p'");
}

# --- 1. over the memory budget ---------------------------------------------

{
    my $f = "$d/prog444.jpg";
    $img->vips('black', "$d/black.v", 8000, 6000, '--bands', 3);
    $img->vips('jpegsave', "$d/black.v", $f, '--Q', 95, '--interlace',
        '--subsample-mode', 'off');
    is($img->field($f, 'jpeg-chroma-subsample'), '4:4:4',
        'the made JPEG is 4:4:4');
    is($img->field($f, 'interlaced'), '1', 'and progressive');

    my $r = $t->upload('upres', key => $key, file => $f);
    $t->problem_ok($r, 422, '8000x6000 progressive 4:4:4: 422 problem');
    like(detail($r), qr/needs about \d+ MB of memory, more than the 256 MB/,
        '... the detail names the memory');
    is(images_in('upres'), 0, '... and nothing is stored');

    $r = $t->upload('upres', key => $key, file => $big);
    is($r->{status}, 201, 'the 12 MP progressive JPEG: 201')
        or diag(substr($r->{content}, 0, 300));
}

# --- 2. the probe's time limit -------------------------------------------------

{
    my $r = $t->upload('slowp', key => $pkey, file => $png16);
    $t->problem_ok($r, 503, 'probe over 1 ms: 503 problem');
    like(detail($r), qr/took longer than the limit of 0\.001 s/,
        '... the detail names the limit');
    is(hdr($r, 'retry-after'), '5', '... with Retry-After');
    is(images_in('slowp'), 0, '... and nothing is stored');
}

# --- 3. strip-exif's time limit -----------------------------------------------

{
    my $r = $t->upload('slows', key => $skey, file => $big);
    is($r->{status}, 201, 'upload to slows: 201');
    my $id = ($r->{json} || {})->{imageId} // 'img_x';
    my $before = $t->http(GET => "/slows/$id");
    is($before->{status}, 200, 'the original is served');

    $r = $t->http(POST => "/api/slows/$id/strip-exif", key => $skey);
    $t->problem_ok($r, 503, 'strip-exif over 1 ms: 503 problem');
    like(detail($r), qr/re-encoding the image took longer than the limit/,
        '... the detail names the limit');
    is(hdr($r, 'retry-after'), '5', '... with Retry-After');

    my $after = $t->http(GET => "/slows/$id");
    is(sha256_hex($after->{content}), sha256_hex($before->{content}),
        '... and the original is unchanged');
}

$t->done;
