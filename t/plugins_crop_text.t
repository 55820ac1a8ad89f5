#!/usr/bin/perl

# The smart_crop and wt plugins through nginx, on real pictures
# (docs/API.md "Plugin URL tokens"; render_smartcrop.c, render_face.c,
# render_text.c).
#
# Where a crop window is: the variant (PNG) is an exact cut of the same
# picture resized to cover (w_RW,h_RH,fit_fill), so its column sums (or
# row sums) are found, unchanged, at one offset among the reference's
# (vips project).  The face boxes are the ones t/unit/test_render_
# smartcrop.c measured by hand (a 20 px grid over each portrait at full
# size).
#
# - smart_crop_face: the known face is inside the window for crops that
#   can hold it; henner's (left of centre) is not the centre crop, whose
#   window cuts his face; no_face.jpg gives g_attention's crop exactly.
# - smart_crop_entropy: a grey picture with one patch of noise: the
#   window lands on the patch.  smart_crop_center: the middle.
# - wt: the changed pixels are bottom right and nowhere else; URL-escaped
#   markup (<b>x) is drawn as typed, not as a bold x; light glyphs and a
#   dark outline; wt_photographer writes the author set by PATCH metadata,
#   wt_copyright "© YEAR HOLDER" with the current year, wt_date the
#   dateCreated: each exactly the same pixels as the words given as
#   wt_<text>.  A cached variant keeps the text it was rendered with.

use strict;
use warnings;

use Test::More;
use POSIX qw(strftime);
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;

my $key = $t->project_with_key('pcw', 'owner@example.com');
my $r;

for my $p (qw(smart_crop wt)) {
    $r = $t->http(POST => "/api/pcw/plugins/$p/activate", key => $key);
    is($r->{status}, 200, "activate $p") or diag($r->{content});
}

sub upload_id {
    my ($file, $name) = @_;
    my $r = $t->upload('pcw', key => $key, file => $file);
    is($r->{status}, 201, "upload $name") or diag($r->{content});
    return ($r->{json} || {})->{imageId} // 'img_none';
}

# GET /pcw/$id/$tokens.png: the saved file, or undef
sub variant {
    my ($id, $tokens, $name) = @_;
    my ($r, $f) = $img->get("/pcw/$id/$tokens.png");
    is($r->{status}, 200, "$name: 200") or diag($r->{content});
    return $f;
}

# column (or row) sums of a PNG, per band, as a flat list
sub sums {
    my ($f, $rows) = @_;
    my $b = $img->path('p');
    $img->vips('project', $f, "$b.c.v", "$b.r.v");
    $img->vips('csvsave', $rows ? "$b.r.v" : "$b.c.v", "$b.csv");
    my @v = grep { length } split /[\s,;]+/,
        Pictor::Test::read_file("$b.csv");
    unlink "$b.c.v", "$b.r.v", "$b.csv";
    return \@v;
}

# The window of $tokens (w_W,h_H,...) in the cover-resized picture of a
# $sw x $sh image: { x, y, w, h, rw, rh }, or undef when not found exactly.
sub window {
    my ($id, $sw, $sh, $tokens, $name) = @_;
    my $f = variant($id, $tokens, $name) or return undef;
    my ($W, $H) = $img->size($f);
    my ($rw, $rh);
    if ($W * $sh <= $H * $sw) {
        ($rw, $rh) = (int(($sw * $H * 2 + $sh) / ($sh * 2)), $H);
    } else {
        ($rw, $rh) = ($W, int(($sh * $W * 2 + $sw) / ($sw * 2)));
    }
    my $ref = variant($id, "w_$rw,h_$rh,fit_fill", "$name: reference")
        or return undef;
    my $across = $rw > $W;
    my ($o, $s) = (sums($f, !$across), sums($ref, !$across));
    my $bands = @$o / ($across ? $W : $H);
    my ($best, $bestd);
    for my $off (0 .. ($across ? $rw - $W : $rh - $H)) {
        my $d = 0;
        for my $i (0 .. $#$o) {
            $d += abs($o->[$i] - $s->[$i + $off * $bands]);
            last if defined $bestd && $d >= $bestd;
        }
        ($best, $bestd) = ($off, $d) if !defined $bestd || $d < $bestd;
    }
    is($bestd, 0, "$name: the variant is an exact cut of the resized"
        . " picture") or return undef;
    return { x => $across ? $best : 0, y => $across ? 0 : $best,
        w => $W, h => $H, rw => $rw, rh => $rh };
}

# a source box [x0, y0, x1, y1] inside the window, scaled
sub holds {
    my ($w, $sw, $box) = @_;
    return 0 unless $w;
    my $s = $w->{rw} / $sw;
    return int($box->[0] * $s) >= $w->{x} && int($box->[1] * $s) >= $w->{y}
        && int($box->[2] * $s + 0.999) <= $w->{x} + $w->{w}
        && int($box->[3] * $s + 0.999) <= $w->{y} + $w->{h};
}

###############################################################################
# smart_crop_face on the portraits

my %FACE = (
    henner_portrait => [120, 60, 440, 430],
    maher_portrait  => [295, 130, 505, 400],
);
my %SIZES = (
    henner_portrait => ['w_300,h_300', 'w_300,h_400', 'w_400,h_250'],
    maher_portrait  => ['w_200,h_400', 'w_400,h_220', 'w_300,h_300'],
);
my %ID;

for my $p (sort keys %FACE) {
    $ID{$p} = upload_id($t->corpus("faces/$p.jpg"), $p);
    for my $size (@{ $SIZES{$p} }) {
        my $w = window($ID{$p}, 800, 533, "$size,smart_crop_face",
            "$p $size");
        ok(holds($w, 800, $FACE{$p}), "$p $size: the face is in the crop")
            or diag(explain($w));
    }
}

{
    my $face = window($ID{henner_portrait}, 800, 533,
        'w_300,h_400,smart_crop_face', 'henner face');
    my $centre = window($ID{henner_portrait}, 800, 533,
        'w_300,h_400,smart_crop_center', 'henner center');
    ok($face && $centre && $face->{x} < $centre->{x} - 20,
        'henner: the face crop lies left of the centre crop');
    ok(!holds($centre, 800, $FACE{henner_portrait}),
        'henner: the centre crop cuts the face the face crop keeps');
    is($centre && $centre->{x}, $centre && int(($centre->{rw} - 300) / 2),
        'smart_crop_center: the middle');
}

# no face: attention's window, exactly
{
    my $id = upload_id($t->corpus('faces/no_face.jpg'), 'no_face');
    for my $size ('w_200,h_400', 'w_400,h_100') {
        my $a = variant($id, "$size,smart_crop_face", "no_face $size face");
        my $b = variant($id, "$size,fit_cover,g_attention",
            "no_face $size attention");
        ok($a && $b && $img->mean_diff($a, $b) == 0,
            "no_face $size: smart_crop_face falls back to attention");
    }
}

###############################################################################
# smart_crop_entropy: one detailed patch

{
    my $b = $img->path('e');
    $img->vips('black', "$b.k.v", 800, 400, '--bands', 3);
    $img->vips('linear', "$b.k.v", "$b.g.v", '1', '128', '--uchar');
    $img->vips('gaussnoise', "$b.n.v", 100, 100, '--sigma', 60, '--mean',
        128);
    $img->vips('cast', "$b.n.v", "$b.nu.v", 'uchar');
    $img->vips('insert', "$b.g.v", "$b.nu.v", "$b.i.v", 600, 150);
    my $png = $img->path('png');
    $img->vips('copy', "$b.i.v", $png, '--interpretation', 'srgb');
    unlink map { "$b.$_" } qw(k.v g.v n.v nu.v i.v);

    my $id = upload_id($png, 'detail.png');
    my $w = window($id, 800, 400, 'w_200,h_200,smart_crop_entropy',
        'entropy');
    ok(holds($w, 800, [600, 150, 700, 250]),
        'smart_crop_entropy: the window holds the detailed patch')
        or diag(explain($w));
    my $c = window($id, 800, 400, 'w_200,h_200,smart_crop_center',
        'entropy centre');
    ok($c && !holds($c, 800, [600, 150, 700, 250]),
        'the centre crop does not');
}

###############################################################################
# wt

my $M = $ID{maher_portrait};

# where $f differs from $base: [x0, y0, x1, y1] (x1, y1 excluded), or undef
sub changed {
    my ($f, $base) = @_;
    my $b = $img->path('d');
    $img->vips('subtract', $f, $base, "$b.s.v");
    $img->vips('abs', "$b.s.v", "$b.a.v");
    $img->vips('bandmean', "$b.a.v", "$b.m.v");
    $img->vips('relational_const', "$b.m.v", "$b.c.v", 'more', 0);
    $img->vips('csvsave', "$b.c.v", "$b.csv");
    my @rows = map { [grep { length } split /[\s,;]+/] }
        grep { /\S/ } split /\n/, Pictor::Test::read_file("$b.csv");
    unlink map { "$b.$_" } qw(s.v a.v m.v c.v csv);
    my ($x0, $y0, $x1, $y1);
    for my $y (0 .. $#rows) {
        for my $x (0 .. $#{ $rows[$y] }) {
            next unless $rows[$y][$x];
            $x0 = $x if !defined $x0 || $x < $x0;
            $y0 = $y if !defined $y0 || $y < $y0;
            $x1 = $x + 1 if !defined $x1 || $x + 1 > $x1;
            $y1 = $y + 1 if !defined $y1 || $y + 1 > $y1;
        }
    }
    return defined $x0 ? [$x0, $y0, $x1, $y1] : undef;
}

my $plain = variant($M, 'w_400', 'plain w_400');

{
    my $f = variant($M, 'w_400,wt_Hello+World', 'wt_Hello+World');
    my $box = changed($f, $plain);
    ok($box, 'wt: the text changed pixels') or diag('none');
    $box ||= [0, 0, 400, 267];
    ok($box->[0] > 200 && $box->[1] > 200 && $box->[2] <= 395
        && $box->[3] <= 262, "wt: only bottom right, inside the margin"
        . " (@$box)");
}

# legible: light glyphs and a dark outline, on white and on black
for my $bg ([255, 'white'], [0, 'black']) {
    my $id = upload_id($img->solid(400, 300, [($bg->[0]) x 3]),
        "$bg->[1].png");
    my $base = variant($id, 'w_400', "$bg->[1] plain");
    my $f = variant($id, 'w_400,wt_Legible', "$bg->[1] wt");
    my $box = changed($f, $base) || [0, 0, 1, 1];
    my $crop = $img->crop($f, $box->[0], $box->[1], $box->[2] - $box->[0],
        $box->[3] - $box->[1]);
    my ($min, $max) = map { $img->vips($_, $crop) + 0 } qw(min max);
    ok($min < 64 && $max > 192,
        "wt on $bg->[1]: light and dark pixels in the text ($min..$max)");
}

# markup is drawn as typed: <b>x is four glyphs, not a bold x
{
    my $x = changed(variant($M, 'w_400,wt_x', 'wt_x'), $plain);
    my $m = changed(variant($M, 'w_400,wt_%3Cb%3Ex', 'wt_<b>x escaped'),
        $plain);
    ok($x && $m && $m->[2] - $m->[0] > 2 * ($x->[2] - $x->[0]),
        'wt_%3Cb%3Ex: drawn literally (four glyphs wide, not one)');
    my $amp = changed(variant($M, 'w_400,wt_%26lt%3B', 'wt_&lt;'), $plain);
    my $lt = changed(variant($M, 'w_400,wt_%3C', 'wt_<'), $plain);
    ok($amp && $lt && $amp->[2] - $amp->[0] > 2 * ($lt->[2] - $lt->[0]),
        'wt_&lt;: drawn as four characters, not as <');
}

# metadata: photographer, copyright, date
sub same_as {
    my ($a, $b, $name) = @_;
    my $fa = variant($M, "w_400,$a", "$name: $a");
    my $fb = variant($M, "w_400,$b", "$name: $b");
    ok($fa && $fb && $img->mean_diff($fa, $fb) == 0,
        "$name: $a draws exactly $b");
}

$r = $t->http(PATCH => "/api/pcw/$M/metadata", key => $key,
    json => { author => 'Jane Doe', copyrightHolder => 'Ada Lovelace',
        dateCreated => '2019-08-25T15:07:02Z' });
is($r->{status}, 200, 'PATCH metadata') or diag($r->{content});

my $year = strftime('%Y', gmtime);
same_as('wt_photographer', 'wt_Jane+Doe', 'photographer');
same_as('wt_copyright', "wt_%C2%A9+$year+Ada+Lovelace", 'copyright');
same_as('wt_date', 'wt_2019-08-25', 'date');
same_as('wt_datetime', 'wt_2019-08-25+15:07', 'datetime');

{
    my $f = variant($M, 'w_400,wt_copyright', 'copyright');
    my $old = variant($M, 'w_400,wt_%C2%A9+' . ($year - 1)
        . '+Ada+Lovelace', 'last year');
    ok($img->mean_diff($f, $old) > 0, 'copyright: not last year');
}

# a cached variant keeps the text it was rendered with
{
    my $before = variant($M, 'w_400,wt_photographer', 'photographer again');
    $r = $t->http(PATCH => "/api/pcw/$M/metadata", key => $key,
        json => { author => 'Someone Else' });
    is($r->{status}, 200, 'PATCH author');
    my ($r2, $f) = $img->get("/pcw/$M/w_400,wt_photographer.png");
    is(scalar(($r2->{headers} || {})->{'x-cache'}) // '', 'HIT',
        'the cached variant is served');
    ok($f && $img->mean_diff($f, $before) == 0,
        'with the text it was rendered with');
    # a new variant (another size) writes the new author
    my $n = variant($M, 'w_401,wt_photographer', 'new variant');
    my $want = variant($M, 'w_401,wt_Someone+Else', 'new author');
    ok($img->mean_diff($n, $want) == 0, 'a new variant has the new author');
}

$t->done;
