#!/usr/bin/perl

# The bg and filter plugins through nginx, on real pictures
# (docs/API.md "Plugin URL tokens"; render_bg.c, render_bg_mask.c,
# render_bg_colour.c, render_filter.c).
#
# The corpus has no product shot on a plain background: the test makes
# two in its temp dir with vips, as the corpus README suggests.  The dice
# (images/PNG_transparency_demonstration_1.png) flattened on grey 200 and
# saved as a JPEG (Q 90), and the Go gopher (exif/gopher-exif-orientation-
# cw90.png, 2224x1634 once upright) flattened on white: its eyes and teeth
# are white too, inside the black outline.
#
# - bg: corners transparent, the red die opaque, alpha strictly between
#   0 and 255 on the row from the left edge to the die; bg_100 removes no
#   less than bg_remove, which removes no less than bg_250; the gopher's
#   white eyes and teeth stay opaque; jpg is flattened on white (or
#   bgcolor); webp keeps the alpha.
# - filter: grayscale R = G = B everywhere; vignette corners darker than
#   the centre against the plain render; warm raises R/B, cool lowers it;
#   the alpha of a transparent PNG is the plain render's.
# - Both in one URL, in either token order: the same picture, one cache
#   entry, and one invocation of each in the project's usage.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;

my $key = $t->project_with_key('pbf', 'owner@example.com');
my $r;

for my $p (qw(bg filter)) {
    $r = $t->http(POST => "/api/pbf/plugins/$p/activate", key => $key);
    is($r->{status}, 200, "activate $p") or diag($r->{content});
}

sub upload_id {
    my ($file, $name) = @_;
    my $r = $t->upload('pbf', key => $key, file => $file);
    is($r->{status}, 201, "upload $name") or diag($r->{content});
    return ($r->{json} || {})->{imageId} // 'img_none';
}

# GET /pbf/$id/$tokens.$ext: the saved file, or undef
sub variant {
    my ($id, $tokens, $ext, $name) = @_;
    my ($r, $f) = $img->get("/pbf/$id/$tokens.$ext");
    is($r->{status}, 200, "$name: 200") or diag($r->{content});
    return $f;
}

# band $b of $f as a new .v file
sub band {
    my ($f, $b) = @_;
    my $out = $img->path('v');
    $img->vips('extract_band', $f, $out, $b);
    return $out;
}

# the mean of band $b over the box (x, y, w, h), or of all of it
sub band_avg {
    my ($f, $b, @box) = @_;
    my $src = band($f, $b);
    $src = $img->crop($src, @box) if @box;
    return $img->avg($src);
}

# the share of pixels whose alpha is 0
sub cleared {
    my ($f) = @_;
    my $z = $img->path('v');
    $img->vips('relational_const', band($f, 3), $z, 'equal', 0);
    return $img->avg($z) / 255;
}

# alpha values of row $y from x0 to x1
sub alpha_row {
    my ($f, $y, $x0, $x1) = @_;
    my $c = $img->crop(band($f, 3), $x0, $y, $x1 - $x0 + 1, 1);
    my $csv = $img->path('csv');
    $img->vips('csvsave', $c, $csv);
    return [grep { length } split /[\s,;]+/, Pictor::Test::read_file($csv)];
}

###############################################################################
# the product shots

my $dice = $img->path('jpg');
$img->vips('flatten',
    $t->corpus('images/PNG_transparency_demonstration_1.png'), "$dice.v",
    '--background', '200');
$img->vips('jpegsave', "$dice.v", $dice, '--Q', '90');

# its EXIF orientation (6) kept: delivery turns it upright
my $gopher = $img->path('png');
$img->vips('flatten', $t->corpus('exif/gopher-exif-orientation-cw90.png'),
    $gopher, '--background', '255');

my $DICE = upload_id($dice, 'the dice on grey');
my $GOPHER = upload_id($gopher, 'the gopher on white');
my $ALPHA = upload_id(
    $t->corpus('images/PNG_transparency_demonstration_1.png'),
    'the transparent dice');
my $MAHER = upload_id($t->corpus('faces/maher_portrait.jpg'), 'maher');

###############################################################################
# bg

{
    my $f = variant($DICE, 'bg_remove', 'png', 'dice bg_remove');
    is(join('x', $img->size($f)), '300x225', 'bg: the size is kept');
    is($img->field($f, 'bands'), 4, 'bg: png with alpha');
    for my $c ([0, 0], [299, 0], [0, 224], [299, 224]) {
        is(($img->point($f, @$c))[3], 0, "bg: corner @$c transparent");
    }
    is(($img->point($f, 150, 125))[3], 255, 'bg: the red die is opaque');

    my $row = alpha_row($f, 125, 0, 150);
    is($row->[0], 0, 'bg: the row starts transparent');
    is($row->[-1], 255, 'bg: and ends opaque');
    ok((grep { $_ > 0 && $_ < 255 } @$row), 'bg: alpha between 0 and 255'
        . ' at the edge (not a jagged cut)') or diag("@$row");

    my %gone;
    for my $tk (qw(bg_100 bg_remove bg_250)) {
        my $g = variant($DICE, $tk, 'png', "dice $tk") or next;
        $gone{$tk} = cleared($g);
    }
    ok($gone{bg_100} >= $gone{bg_remove}, 'bg_100 removes no less than'
        . ' bg_remove (lower is more aggressive)') or diag(explain(\%gone));
    ok($gone{bg_remove} >= $gone{bg_250}, 'bg_remove removes no less than'
        . ' bg_250') or diag(explain(\%gone));
    ok($gone{bg_remove} > 0.5 && $gone{bg_remove} < 0.8,
        'bg_remove: the background, about two thirds of the picture')
        or diag(explain(\%gone));
}

{
    my $f = variant($GOPHER, 'bg_remove,w_556', 'png', 'gopher');
    # eyes and teeth, white as the background, inside the outline
    for my $p ([445, 139], [445, 267], [372, 196]) {
        my @px = $img->point($f, @$p);
        is($px[3], 255, "bg: the gopher's white at @$p stays opaque");
        ok($px[0] >= 245 && $px[1] >= 245 && $px[2] >= 245,
            "bg: and it is white") or diag("@px");
    }
    is(($img->point($f, 0, 0))[3], 0, 'bg: the white around it is gone');
}

{
    my $f = variant($DICE, 'bg_remove', 'jpg', 'dice as jpg');
    is($img->field($f, 'bands'), 3, 'jpg: no alpha');
    my @px = $img->point($f, 3, 3);
    ok(!grep({ $_ < 250 } @px), 'jpg: the grey background flattened on'
        . ' white') or diag("@px");

    $f = variant($DICE, 'bg_remove,bgcolor_00ff00', 'jpg', 'on green');
    @px = $img->point($f, 3, 3);
    ok($px[1] > 240 && $px[0] < 16 && $px[2] < 16, 'jpg: on bgcolor')
        or diag("@px");

    $f = variant($DICE, 'bg_remove,w_200', 'webp', 'dice as webp');
    is($img->field($f, 'bands'), 4, 'webp: alpha');
    is(($img->point($f, 1, 1))[3], 0, 'webp: the corner is transparent');
}

###############################################################################
# filter

{
    my $plain = variant($MAHER, 'w_400', 'png', 'maher plain');

    my $g = variant($MAHER, 'w_400,filter_grayscale', 'png', 'grayscale');
    cmp_ok($img->mean_diff(band($g, 0), band($g, 1)), '==', 0,
        'grayscale: R = G');
    cmp_ok($img->mean_diff(band($g, 1), band($g, 2)), '==', 0,
        'grayscale: G = B');
    cmp_ok($img->mean_diff($g, $plain), '>', 1,
        'grayscale: not the plain render');

    my $v = variant($MAHER, 'w_400,filter_vignette', 'png', 'vignette');
    my ($w, $h) = $img->size($v);
    for my $c ([0, 0], [$w - 16, 0], [0, $h - 16], [$w - 16, $h - 16]) {
        my $ratio = band_avg($v, 1, @$c, 16, 16)
            / band_avg($plain, 1, @$c, 16, 16);
        ok($ratio < 0.6, "vignette: corner @$c darker ($ratio)");
    }
    my $mid = band_avg($v, 1, $w / 2 - 10, $h / 2 - 10, 20, 20)
        / band_avg($plain, 1, $w / 2 - 10, $h / 2 - 10, 20, 20);
    ok($mid > 0.97, "vignette: the centre is not ($mid)");

    my $rb = band_avg($plain, 0) / band_avg($plain, 2);
    my $warm = variant($MAHER, 'w_400,filter_warm', 'png', 'warm');
    my $cool = variant($MAHER, 'w_400,filter_cool', 'png', 'cool');
    my $wrb = band_avg($warm, 0) / band_avg($warm, 2);
    my $crb = band_avg($cool, 0) / band_avg($cool, 2);
    ok($wrb > $rb * 1.1, "warm raises R/B ($rb to $wrb)");
    ok($crb < $rb / 1.1, "cool lowers R/B ($rb to $crb)");
}

{
    my $plain = variant($ALPHA, 'w_200', 'png', 'transparent plain');
    for my $fx (qw(sepia vignette contrast)) {
        my $f = variant($ALPHA, "w_200,filter_$fx", 'png', "alpha $fx");
        cmp_ok($img->mean_diff(band($f, 3), band($plain, 3)), '==', 0,
            "filter_$fx: the alpha is untouched");
        cmp_ok($img->mean_diff($f, $plain), '>', 0,
            "filter_$fx: the colour is not");
    }
}

###############################################################################
# both, in either order; one invocation of each

{
    # the uses of the renders above written first (a flush a second):
    # read until two reads a flush apart agree
    my ($before, $prev) = (undef, '');
    for (1 .. 8) {
        $before = $t->http(GET => '/api/pbf/usage', key => $key);
        last if $before->{content} eq $prev;
        $prev = $before->{content};
        select(undef, undef, undef, 1.2);
    }
    my %n0 = map { $_->{plugin} => $_->{invocations} }
        @{ ($before->{json} || {})->{lineItems} || [] };

    my ($r1, $a) = $img->get("/pbf/$DICE/bg_remove,filter_grayscale.png");
    my ($r2, $b) = $img->get("/pbf/$DICE/filter_grayscale,bg_remove.png");
    is($r1->{status}, 200, 'bg and filter: 200');
    is($r2->{headers}{'x-cache'}, 'HIT', 'the other token order: the same'
        . ' cache entry');
    cmp_ok($img->mean_diff($a, $b), '==', 0, 'the same picture');
    is($img->field($a, 'bands'), 4, 'bg ran: alpha');
    cmp_ok($img->mean_diff(band($a, 0), band($a, 2)), '==', 0,
        'filter ran: grey');
    is(($img->point($a, 0, 0))[3], 0, 'bg before filter: the corner is'
        . ' transparent');

    # uses are written by the worker's flush, once a second: polled, then
    # read once more a flush later so that a second count would show
    my %n1;
    my $read = sub {
        my $after = $t->http(GET => '/api/pbf/usage', key => $key);
        %n1 = map { $_->{plugin} => $_->{invocations} }
            @{ ($after->{json} || {})->{lineItems} || [] };
        return ($n1{filter} // 0) > ($n0{filter} // 0);
    };
    Pictor::Test::wait_for($read, 10, 0.2);
    select(undef, undef, undef, 1.5);
    $read->();
    is(($n1{bg} // 0) - ($n0{bg} // 0), 1, 'one bg invocation');
    is(($n1{filter} // 0) - ($n0{filter} // 0), 1,
        'one filter invocation');
}

$t->done;
