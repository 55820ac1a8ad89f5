#!/usr/bin/perl

# What a variant looks like: the exact output size of every fit mode with
# w and h on a landscape and a portrait image, w only, h only, dpr, a
# crop before the resize (and that it is the right region), rot and flip
# (sizes and pixels), page; every output format decodes as itself; EXIF
# orientation is applied before anything (the eight exif/Landscape_N.jpg
# give one picture, by a 64-bit dHash, also cropped and with gravity:
# crops are in the upright picture's pixels) and not left in the variant;
# q, blur and sharpen change the bytes.
#
# Expected sizes come from the fit semantics, not from the renderer: the
# side that follows the aspect ratio may be rounded either way (|got -
# exact| < 1), a side the URL asks for is exact.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('geo');

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('geo', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

my %src = (
    land  => ['images/2569067123_aca715a2ee_o.jpg', 2725, 2225],
    port  => ['images/libvips_sample.tif', 290, 442],
    # stored 4032x3024 with EXIF Orientation 6: displayed 3024x4032
    phone => ['exif/exifer_photo_iphonex.jpg', 3024, 4032],
    l6    => ['exif/Landscape_6.jpg', 1800, 1200],
);
my %id = map { $_ => upload_ok($src{$_}[0]) } sort keys %src;

# The size a variant must have: (w, h), each maybe fractional.
sub expect {
    my ($sw, $sh, %o) = @_;
    my $dpr = $o{dpr} || 1;
    my $w = $o{w} ? $o{w} * $dpr : undef;
    my $h = $o{h} ? $o{h} * $dpr : undef;
    my $fit = $o{fit} || 'inside';
    my ($ow, $oh);
    if ($o{cw} || $o{ch}) {
        ($sw, $sh) = ($o{cw} || $sw - ($o{cx} || 0),
            $o{ch} || $sh - ($o{cy} || 0));
    }
    if (!$w && !$h) {
        ($ow, $oh) = ($sw, $sh);
    } elsif (!$h) {
        ($ow, $oh) = ($w, $sh * $w / $sw);
    } elsif (!$w) {
        ($ow, $oh) = ($sw * $h / $sh, $h);
    } elsif ($fit eq 'inside' || $fit eq 'outside') {
        my $width_bound = $w / $sw <= $h / $sh;
        $width_bound = !$width_bound if $fit eq 'outside';
        ($ow, $oh) = $width_bound ? ($w, $sh * $w / $sw)
                                  : ($sw * $h / $sh, $h);
    } else {                # cover contain fill pad: exactly w x h
        ($ow, $oh) = ($w, $h);
    }
    ($ow, $oh) = ($oh, $ow) if $o{rot} && ($o{rot} == 90 || $o{rot} == 270);
    return ($ow, $oh);
}

sub near { abs($_[0] - $_[1]) < 1 }

# GET url, expect 200 and the size; returns the saved file or undef.
sub size_is {
    my ($url, $ew, $eh, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my ($r, $f) = $img->get($url);
    unless ($f) {
        fail("$name: 200");
        diag("GET $url: $r->{status} " . substr($r->{content}, 0, 300));
        return undef;
    }
    my ($w, $h) = $img->size($f);
    my $ok = ok(defined $w && near($w, $ew) && near($h, $eh),
        sprintf('%s: %s x %s', $name, fmt($ew), fmt($eh)));
    diag(sprintf '  GET %s: got %sx%s', $url, $w // '?', $h // '?')
        unless $ok;
    return $f;
}

sub fmt { my $v = shift; $v == int $v ? $v : sprintf '%.2f', $v }

# tokens "w_300,h_200,fit_cover" => (w => 300, h => 200, fit => 'cover')
sub opts { map { /^([a-z]+)_(.*)$/ ? ($1, $2) : () } split /,/, $_[0] }

# --- fit modes, w only, h only, dpr, enlargement -------------------------

my @cases = (
    'w_300,h_200',
    (map { "w_300,h_200,fit_$_" } qw(inside cover contain fill outside pad)),
    'w_300', 'h_200', 'w_150,h_100,dpr_2', 'w_300,h_200,fit_cover,dpr_2',
    'w_200,dpr_1.5', 'w_600,h_600', 'w_600,h_600,fit_outside',
    'w_120,h_400,fit_fill',
);
for my $s (qw(land port)) {
    my ($file, $sw, $sh) = @{ $src{$s} };
    for my $c (@cases) {
        my ($ew, $eh) = expect($sw, $sh, opts($c));
        size_is("/geo/$id{$s}/$c.png", $ew, $eh, "$s ${sw}x$sh $c");
    }
}

# pad never enlarges: the 290x442 picture stays 290x442 in a 600x900
# canvas of bgcolor; contain enlarges it to 590x900
{
    my $u = "/geo/$id{port}/w_600,h_900,bgcolor_ff0000";
    my $pad = size_is("$u,fit_pad.png", 600, 900, 'port pad 600x900');
    my $con = size_is("$u,fit_contain.png", 600, 900,
        'port contain 600x900');
    if ($pad) {
        my @p = $img->point($pad, 100, 450);
        ok($p[0] > 200 && $p[1] < 60 && $p[2] < 60,
            'pad: (100,450) is the red background (not enlarged)')
            or diag("  got @p");
        @p = $img->point($pad, 160, 450);
        ok(!($p[0] > 200 && $p[1] < 60 && $p[2] < 60),
            'pad: (160,450) is the picture, centred')
            or diag("  got @p");
    }
    if ($con) {
        my @p = $img->point($con, 100, 450);
        ok(!($p[0] > 200 && $p[1] < 60 && $p[2] < 60),
            'contain: (100,450) is the picture (enlarged)')
            or diag("  got @p");
    }
}

# contain pads with bgcolor; cover crops by g
{
    my $f = size_is("/geo/$id{land}/w_300,h_200,fit_contain,"
        . "bgcolor_00ff00.png", 300, 200, 'land contain bgcolor');
    if ($f) {
        my @p = $img->point($f, 5, 100);
        ok($p[0] < 60 && $p[1] > 200 && $p[2] < 60,
            'contain: the side bands are bgcolor 00ff00') or diag("  got @p");
    }

    # the 2725x2225 picture at height 400 is 490x400; g picks the strip
    my $local = $img->path('png');
    $img->vips('thumbnail', $t->corpus($src{land}[0]), $local, 10000,
        '--height', 400);
    my ($lw) = $img->size($local);
    my $west = $img->dhash($img->crop($local, 0, 0, 100, 400));
    my $east = $img->dhash($img->crop($local, $lw - 100, 0, 100, 400));
    cmp_ok(Pictor::Image::hamming($west, $east), '>', 16,
        'control: the west and east strips differ');
    for my $g ([west => $west, $east], [east => $east, $west]) {
        my ($name, $want, $other) = @$g;
        my $f = size_is("/geo/$id{land}/w_100,h_400,fit_cover,g_$name.png",
            100, 400, "cover g_$name");
        next unless $f;
        my $h = $img->dhash($f);
        cmp_ok(Pictor::Image::hamming($h, $want), '<=', 8,
            "cover g_$name: the $name strip");
        cmp_ok(Pictor::Image::hamming($h, $other), '>', 16,
            "cover g_$name: not the other strip");
    }
}

# --- crop before resize ---------------------------------------------------

{
    my $orig = $t->corpus($src{land}[0]);
    my $f = size_is("/geo/$id{land}/cx_1000,cy_500,cw_800,ch_600.png",
        800, 600, 'crop 800x600 at (1000,500)');
    if ($f) {
        my $want = $img->dhash($img->crop($orig, 1000, 500, 800, 600));
        my $other = $img->dhash($img->crop($orig, 0, 0, 800, 600));
        my $h = $img->dhash($f);
        cmp_ok(Pictor::Image::hamming($h, $want), '<=', 8,
            'crop: the region at (1000,500)');
        cmp_ok(Pictor::Image::hamming($h, $other), '>', 12,
            'crop: not the region at (0,0)');
    }
    size_is("/geo/$id{land}/cx_1000,cy_500,cw_800,ch_600,w_200.png",
        200, 150, 'crop 800x600 then w_200');
    size_is("/geo/$id{land}/cx_2000.png", 725, 2225,
        'cx alone: the crop reaches the right edge');
    size_is("/geo/$id{land}/cy_2000.png", 2725, 225,
        'cy alone: the crop reaches the bottom edge');
    size_is("/geo/$id{land}/cw_100,ch_50.png", 100, 50,
        'cw ch alone: from (0,0)');
}

# --- rot and flip ---------------------------------------------------------

{
    my ($sw, $sh) = @{ $src{land} }[1, 2];
    my $base = size_is("/geo/$id{land}/w_300.png", expect($sw, $sh, w => 300),
        'land w_300');
    for my $rot (0, 90, 180, 270) {
        my $f = size_is("/geo/$id{land}/w_300,rot_$rot.png",
            expect($sw, $sh, w => 300, rot => $rot), "w_300,rot_$rot");
        next unless $f && $base;
        next unless $rot;
        my $h = $img->dhash($f);
        my $want = $img->dhash($img->op($base, 'rot', "d$rot"));
        cmp_ok(Pictor::Image::hamming($h, $want), '<=', 8,
            "rot_$rot: turned $rot degrees clockwise");
        next if $rot == 180;
        my $back = $img->dhash($img->op($base, 'rot', 'd' . (360 - $rot)));
        cmp_ok(Pictor::Image::hamming($h, $back), '>', 16,
            "rot_$rot: not turned the other way");
    }
    size_is("/geo/$id{land}/w_300,h_200,fit_fill,rot_90.png", 200, 300,
        'w_300,h_200,fit_fill,rot_90');

    my %flip = (h => ['flip', 'horizontal'], v => ['flip', 'vertical'],
        hv => ['rot', 'd180']);
    for my $fl (sort keys %flip) {
        my $f = size_is("/geo/$id{land}/w_300,flip_$fl.png",
            expect($sw, $sh, w => 300), "w_300,flip_$fl");
        next unless $f && $base;
        my $h = $img->dhash($f);
        cmp_ok(Pictor::Image::hamming($h,
            $img->dhash($img->op($base, @{ $flip{$fl} }))), '<=', 8,
            "flip_$fl: mirrored (@{ $flip{$fl} })");
        cmp_ok(Pictor::Image::hamming($h, $img->dhash($base)), '>', 16,
            "flip_$fl: differs from the unflipped variant");
    }
}

# --- EXIF orientation: applied first, not left in the output ---------------

size_is("/geo/$id{phone}/w_300.png", 300, 400,
    'Orientation 6 (stored 4032x3024), w_300');
size_is("/geo/$id{phone}/w_300,h_300,fit_fill,rot_90.png", 300, 300,
    'Orientation 6 + rot_90 + fill');
size_is("/geo/$id{l6}/w_300.png", 300, 200,
    'Landscape_6 (stored 1200x1800), w_300');
{
    my ($r, $f) = $img->get("/geo/$id{l6}/w_300.jpg");
    if ($f) {
        my $o = $img->field($f, 'orientation');
        ok(!defined $o || $o == 1,
            'variant carries no EXIF orientation (it would turn twice)')
            or diag("  orientation $o");
        ok(!defined $img->field($f, 'exif-data'),
            'variant carries no EXIF at all');
    } else {
        fail('Landscape_6 w_300.jpg: 200') for 1 .. 2;
    }
}

# The eight orientations are one picture
my %l;      # Landscape_N => imageId
{
    my (@h, $ctl);
    for my $n (1 .. 8) {
        my $id = $l{$n} = upload_ok("exif/Landscape_$n.jpg");
        my $f = size_is("/geo/$id/w_200.png", 200, 1200 * 200 / 1800,
            "Landscape_$n w_200.png");
        push @h, $f ? $img->dhash($f) : undef;
        next unless $n == 1 && $f;
        # the control: the same picture upside down
        $ctl = $img->dhash($img->op($f, 'rot', 'd180'));
        my ($r, $g) = $img->get("/geo/$id/w_200,rot_180.png");
        cmp_ok(Pictor::Image::hamming($g ? $img->dhash($g) : undef, $ctl),
            '<=', 8, 'Landscape_1 rot_180 matches the picture turned'
            . ' locally');
    }
    my @bad;
    for my $i (0 .. 7) {
        for my $j ($i + 1 .. 7) {
            my $d = Pictor::Image::hamming($h[$i], $h[$j]);
            push @bad, sprintf('%d-%d: %d', $i + 1, $j + 1, $d) if $d > 8;
        }
    }
    ok(!@bad, 'Landscape_1..8 w_200: every pair within Hamming 8')
        or diag("  @bad");
    my @near = grep { Pictor::Image::hamming($h[$_], $ctl) <= 20 } 0 .. 7;
    ok(defined $ctl && !@near,
        'the upside-down control is > 20 away from each of them')
        or diag('  close: ' . join(' ', map { $_ + 1 . ': '
            . Pictor::Image::hamming($h[$_], $ctl) } @near));
}

# Crops and gravity are in the upright picture's pixels, whatever the
# orientation: each Landscape_N gives Landscape_1's result, in size and
# in picture; Landscape_1's own result is checked against a local crop of
# the file (Orientation 1: stored upright).
{
    my $l1 = $t->corpus('exif/Landscape_1.jpg');
    # [tokens, width, height, the same region of Landscape_1 or undef]
    my @T = (
        ['cx_0,cy_0,cw_1800,ch_300', 1800, 300, [0, 0, 1800, 300]],
        ['cx_0,cy_900,cw_1800,ch_300', 1800, 300, [0, 900, 1800, 300]],
        ['cx_900,cy_0,cw_900,ch_1200,w_300', 300, 400, [900, 0, 900, 1200]],
        ['cw_1000', 1000, 1200, [0, 0, 1000, 1200]],
        ['ch_400', 1800, 400, [0, 0, 1800, 400]],
        ['cx_300,cy_200,cw_600,ch_600', 600, 600, [300, 200, 600, 600]],
        ['w_300,h_100,fit_cover,g_north', 300, 100, undef],
        ['w_300,h_100,fit_cover,g_south', 300, 100, undef],
    );
    my %ref;
    for my $c (@T) {
        my ($tok, $w, $h, $rect) = @$c;
        my @bad;
        for my $n (1 .. 8) {
            my ($r, $f) = $img->get("/geo/$l{$n}/$tok.png");
            unless ($f) {
                push @bad, "$n: $r->{status}";
                next;
            }
            my ($gw, $gh) = $img->size($f);
            my $hash = $img->dhash($f);
            if ($n == 1) {
                $ref{$tok} = $hash;
                if ($rect) {
                    my $d = Pictor::Image::hamming($hash,
                        $img->dhash($img->crop($l1, @$rect)));
                    push @bad, "1: Hamming $d from the local crop" if $d > 8;
                }
            }
            push @bad, "$n: ${gw}x$gh" if $gw != $w || $gh != $h;
            my $d = Pictor::Image::hamming($hash, $ref{$tok});
            push @bad, "$n: Hamming $d from Landscape_1" if $d > 8;
        }
        ok(!@bad, "Landscape_1..8 $tok: ${w}x$h, one picture")
            or diag(join "\n", map { "  $_" } @bad);
    }
    # the controls: north and south, top and bottom strips differ
    cmp_ok(Pictor::Image::hamming($ref{'w_300,h_100,fit_cover,g_north'},
        $ref{'w_300,h_100,fit_cover,g_south'}), '>', 12,
        'control: g_north and g_south strips differ');
    cmp_ok(Pictor::Image::hamming($ref{'cx_0,cy_0,cw_1800,ch_300'},
        $ref{'cx_0,cy_900,cw_1800,ch_300'}), '>', 12,
        'control: top and bottom crops differ');
    # a square crop of the iPhone photo (Orientation 6) stays square
    size_is("/geo/$id{phone}/cw_1000,ch_1000.png", 1000, 1000,
        'Orientation 6 photo, cw_1000,ch_1000');
    size_is("/geo/$id{phone}/cw_3024,ch_100.png", 3024, 100,
        'Orientation 6 photo, cw_3024,ch_100 (full display width)');
}

# --- page ------------------------------------------------------------------

{
    my $gif = $t->corpus('images/Rotating_earth_large.gif');
    my $id = upload_ok('images/Rotating_earth_large.gif');
    my $f = size_is("/geo/$id/page_23.png", 400, 400, 'gif page_23');
    if ($f) {
        is($img->pages($f), 1, 'page_23: one frame');
        my $want = $img->path('png');
        $img->vips('copy', "${gif}[page=22]", $want);
        my $first = $img->path('png');
        $img->vips('copy', "${gif}[page=0]", $first);
        my $h = $img->dhash($f);
        cmp_ok(Pictor::Image::hamming($h, $img->dhash($want)), '<=', 6,
            'page_23 is frame 23');
        cmp_ok(Pictor::Image::hamming($h, $img->dhash($want)), '<',
            Pictor::Image::hamming($h, $img->dhash($first)),
            'page_23 is closer to frame 23 than to frame 1');
    }
    size_is("/geo/$id/page_44,w_100.png", 100, 100, 'gif page_44,w_100');
}

# --- every output format --------------------------------------------------

{
    my ($sw, $sh) = @{ $src{land} }[1, 2];
    my %want = (jpg => ['jpeg', 'image/jpeg', 'jpegload'],
        jpeg => ['jpeg', 'image/jpeg', 'jpegload'],
        png => ['png', 'image/png', 'pngload'],
        webp => ['webp', 'image/webp', 'webpload'],
        avif => ['avif', 'image/avif', 'heifload'],
        gif => ['gif', 'image/gif', 'gifload']);
    for my $ext (qw(jpg jpeg png webp avif gif)) {
        my ($magic, $ct, $loader) = @{ $want{$ext} };
        my ($r, $f) = $img->get("/geo/$id{land}/w_100.$ext");
        is($r->{status}, 200, ".$ext: 200")
            or do { diag(substr($r->{content}, 0, 300)); next };
        like($r->{ct} // '', qr{^\Q$ct\E(?:;|$)}, ".$ext: Content-Type $ct");
        is(Pictor::Image::magic($r->{content}), $magic,
            ".$ext: the bytes are $magic");
        is($img->loader($f), $loader, ".$ext: decodes with $loader");
        my ($w, $h) = $img->size($f);
        ok(defined $w && $w == 100 && near($h, $sh * 100 / $sw),
            ".$ext: 100 x " . fmt($sh * 100 / $sw))
            or diag('  got ' . ($w // '?') . 'x' . ($h // '?'));
        is($img->field($f, 'heif-compression'), 'av1', '.avif: AV1')
            if $ext eq 'avif';
    }
}

# --- q, blur and sharpen change the bytes ---------------------------------

{
    my ($r10) = $img->get("/geo/$id{land}/w_400,q_10.jpg");
    my ($r90) = $img->get("/geo/$id{land}/w_400,q_90.jpg");
    ok($r10->{status} == 200 && $r90->{status} == 200
        && length($r10->{content}) < length($r90->{content}) / 2,
        'q_10 is less than half the bytes of q_90')
        or diag("  $r10->{status} " . length($r10->{content}) . " vs"
            . " $r90->{status} " . length($r90->{content}));
    my ($plain) = $img->get("/geo/$id{land}/w_400.png");
    my ($blur) = $img->get("/geo/$id{land}/w_400,blur_10.png");
    my ($sharp) = $img->get("/geo/$id{land}/w_400,sharpen_5.png");
    ok($plain->{status} == 200 && $blur->{status} == 200
        && length($blur->{content}) < length($plain->{content}) * 0.8,
        'blur_10 compresses (PNG) to less than 80% of the plain variant')
        or diag("  $blur->{status} " . length($blur->{content}) . " vs"
            . " $plain->{status} " . length($plain->{content}));
    ok($sharp->{status} == 200
        && length($sharp->{content}) > length($plain->{content}),
        'sharpen_5 adds detail (a bigger PNG than the plain variant)')
        or diag("  $sharp->{status} " . length($sharp->{content}) . " vs "
            . length($plain->{content}));
}

$t->done;
