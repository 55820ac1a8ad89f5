#!/usr/bin/perl

# Animated sources stay animated when the output format can animate: the
# 44-frame GIF as .gif and .webp keeps 44 frames (resized frame by frame,
# with the source's frame delays), the 9-frame WebP keeps 9; a format
# that cannot animate (.jpg, .png) and page_N give one frame.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('anim');

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('anim', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

my $gif_file = $t->corpus('images/Rotating_earth_large.gif');
my $webp_file = $t->corpus('images/rotating-squares.webp');
my $gif = upload_ok('images/Rotating_earth_large.gif');
my $webp = upload_ok('images/rotating-squares.webp');

# sanity: the corpus files are what the README says
is($img->pages($gif_file), 44, 'corpus GIF has 44 frames');
is($img->pages($webp_file), 9, 'corpus WebP has 9 frames');

# GET, 200, format, frames, frame size; returns the file
sub frames_is {
    my ($url, $fmt, $pages, $fw, $fh, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my ($r, $f) = $img->get($url);
    unless ($f) {
        fail("$name: 200");
        diag("  GET $url: $r->{status} " . substr($r->{content}, 0, 300));
        return undef;
    }
    is(Pictor::Image::magic($r->{content}), $fmt, "$name: $fmt");
    is($img->pages($f), $pages, "$name: $pages frame(s)");
    my ($w, $h) = $img->size($f);
    ok(defined $w && $w == $fw && $h == $fh, "$name: frames ${fw}x$fh")
        or diag('  got ' . ($w // '?') . 'x' . ($h // '?'));
    return $f;
}

my $src_delay = $img->field($gif_file, 'delay');

for my $ext (qw(gif webp)) {
    my $f = frames_is("/anim/$gif/w_200.$ext", $ext, 44, 200, 200,
        "GIF as w_200.$ext");
    next unless $f;
    is($img->field($f, 'delay'), $src_delay,
        "GIF as w_200.$ext: the source's frame delays");
    # the frames are not one frame repeated: the earth turns
    my $first = $img->path('png');
    my $mid = $img->path('png');
    $img->vips('copy', "${f}[page=0]", $first);
    $img->vips('copy', "${f}[page=22]", $mid);
    cmp_ok(Pictor::Image::hamming($img->dhash($first), $img->dhash($mid)),
        '>', 6, "GIF as w_200.$ext: frame 23 differs from frame 1");
}
frames_is("/anim/$gif/original.gif", 'gif', 44, 400, 400,
    'GIF as original.gif');
frames_is("/anim/$gif/original.webp", 'webp', 44, 400, 400,
    'GIF as original.webp');

for my $ext (qw(webp gif)) {
    frames_is("/anim/$webp/w_40.$ext", $ext, 9, 40, 40,
        "animated WebP as w_40.$ext");
}
frames_is("/anim/$webp/original.webp", 'webp', 9, 80, 80,
    'animated WebP as original.webp');

# formats that cannot animate, and one page
frames_is("/anim/$gif/w_200.jpg", 'jpeg', 1, 200, 200, 'GIF as .jpg');
frames_is("/anim/$gif/w_200.png", 'png', 1, 200, 200, 'GIF as .png');
frames_is("/anim/$webp/w_40.jpg", 'jpeg', 1, 40, 40, 'animated WebP as .jpg');
frames_is("/anim/$gif/page_2,w_200.gif", 'gif', 1, 200, 200,
    'GIF page_2 as .gif');
frames_is("/anim/$webp/page_9.webp", 'webp', 1, 80, 80,
    'animated WebP page_9 as .webp');

# negotiated: a client that takes WebP gets the animation
{
    my ($r, $f) = $img->get("/anim/$gif/w_100",
        Accept => 'image/webp,*/*;q=0.8');
    is(Pictor::Image::magic($r->{content}), 'webp',
        'GIF negotiated with Accept image/webp: webp');
    is($f ? $img->pages($f) : undef, 44, 'negotiated WebP: 44 frames');
}

# the original is the original: byte for byte, every frame
{
    my $r = $t->http(GET => "/anim/$gif");
    ok($r->{status} == 200
        && $r->{content} eq Pictor::Test::read_file($gif_file),
        'GIF original: byte-identical') or diag("  status $r->{status}");
}

$t->done;
