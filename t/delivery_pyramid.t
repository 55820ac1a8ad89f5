#!/usr/bin/perl

# Shrink-on-load of reduced frames through nginx: a TIFF pyramid (vips
# tiffsave --pyramid, its levels as pages, and --subifd) and an AVIF with
# an embedded thumbnail (heif-enc -t), all made here from the corpus
# photo (4032x3024) in the test's temp dir.
#
# That the small frame is what was decoded shows two ways, neither a
# timing:
# - pictor_max_pixels holds for the frame decoded.  Project "lim" renders
#   under 1.5 MP (render server only; the uploads passed the default):
#   w_300 of a pyramid decodes its 504x378 level and is served, w_1009
#   needs the 2016x1512 level (3 MP) and is refused, so is page_2 (that
#   page, whole); an AVIF of 1613x1210 (1.95 MP) is served at w_200 from
#   its 320x240 thumbnail, refused at w_321 and without a thumbnail.
# - A pyramid whose full page is painted red (tiffcp joins a red page to
#   the photo's levels): w_300 is the photo, w_2017 (no level holds it)
#   red.
# Each rendered picture is compared with the full decode resized by
# lanczos3 (mean absolute difference per sample, 0..255): the bound
# catches a wrong or shifted picture (tens off), not quality; the AVIF's
# thumbnail is its own lossy encode (3.5 off at w_200).

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start(render_server => <<'CONF');
location /lim/ {
    pictor_render;
    pictor_max_pixels  1500000;
}
CONF
my %key = (full => $t->project_with_key('full'),
    lim => $t->project_with_key('lim', 'full@example.com'));

sub have {
    my ($tool) = @_;
    return scalar grep { -x "$_/$tool" } split /:/, $ENV{PATH} || '/usr/bin';
}

sub upload_ok {
    my ($p, $file) = @_;
    my $r = $t->upload($p, key => $key{$p}, file => $file);
    (my $name = $file) =~ s{.*/}{};
    is($r->{status}, 201, "$p: upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

# GET as PNG: the size, then close to $ref under $bound
sub close_ok {
    my ($url, $ref, $bound, $what) = @_;
    my ($r, $f) = $img->get($url);
    is($r->{status}, 200, "$what: 200")
        or diag(substr($r->{content} // '', 0, 300));
    return unless $f;
    my ($w, $h) = $img->size($f);
    my ($rw, $rh) = $img->size($ref);
    is("${w}x$h", "${rw}x$rh", "$what: ${rw}x$rh");
    my $d = $img->mean_diff($f, $ref);
    cmp_ok($d, '<', $bound, "$what: close to the full decode ($d)");
}

sub refused_ok {
    my ($url, $frame, $what) = @_;
    my $r = $t->http(GET => $url);
    $t->problem_ok($r, 422, "$what: 422");
    like(($r->{json} || {})->{detail} // '', qr/image is \Q$frame\E/,
        "$what: the frame that would be decoded is $frame");
}

my $photo = $t->corpus('images/missing-exif.jpg');
my $dir = $t->dir;

# the reference: every pixel decoded, lanczos3 to 300 wide (300x225)
my $ref = "$dir/ref300.png";
$img->vips('resize', $photo, $ref, 300 / 4032);

# --- TIFF pyramids: pages and sub-IFDs ------------------------------------

my %tif = (pages => "$dir/pages.tif", subifd => "$dir/subifd.tif");
$img->vips('tiffsave', $photo, $tif{pages}, '--pyramid', '--tile',
    '--compression', 'jpeg');
$img->vips('tiffsave', $photo, $tif{subifd}, '--pyramid', '--tile',
    '--subifd', '--compression', 'jpeg');
is($img->pages($tif{pages}), 6, 'pages.tif: 6 pages, 4032 to 126 wide');
is($img->field($tif{subifd}, 'n-subifds'), 5, 'subifd.tif: 5 sub-IFDs');

for my $kind (qw(pages subifd)) {
    my %id = map { $_ => upload_ok($_, $tif{$kind}) } qw(full lim);

    close_ok("/full/$id{full}/w_300.png", $ref, 3, "$kind w_300");
    close_ok("/lim/$id{lim}/w_300.png", $ref, 3,
        "$kind w_300 under 1.5 MP (the 504x378 level)");
    refused_ok("/lim/$id{lim}/w_1009.png", '2016x1512',
        "$kind w_1009 under 1.5 MP");
    refused_ok("/lim/$id{lim}/q_80.png", '4032x3024',
        "$kind without a resize under 1.5 MP");

    if ($kind eq 'pages') {
        refused_ok("/lim/$id{lim}/page_2,w_300.png", '2016x1512',
            'page_2 is the second page, whole');
        my ($r, $f) = $img->get("/full/$id{full}/page_2,w_300.png");
        is($r->{status}, 200, 'page_2,w_300 without the limit: 200');
    }
}

# --- a pyramid whose full page is red ---------------------------------------

SKIP: {
    skip 'no tiffcp (libtiff-tools; make deps)', 7 unless have('tiffcp');

    my $red = $img->solid(4032, 3024, [255, 0, 0]);
    $img->vips('tiffsave', $red, "$dir/red.tif", '--tile',
        '--compression', 'jpeg');
    my ($rc, $out, $err) = $img->run('tiffcp', "$dir/red.tif",
        "$tif{pages},1,2,3,4,5", "$dir/painted.tif");
    is($rc, 0, 'tiffcp: the red page and the levels joined') or diag($err);
    my $id = upload_ok('full', "$dir/painted.tif");

    close_ok("/full/$id/w_300.png", $ref, 3, 'painted w_300 is the photo');
    my ($r, $f) = $img->get("/full/$id/w_2017.png");
    is($r->{status}, 200, 'painted w_2017: 200');
    my @px = $f ? $img->point($f, 1000, 700) : ();
    ok(@px >= 3 && $px[0] > 250 && $px[1] < 5 && $px[2] < 5,
        "painted w_2017 decodes the full page: red (@px)");
}

# --- AVIF with an embedded thumbnail ----------------------------------------

SKIP: {
    skip 'no heif-enc (libheif-examples; make deps)', 18
        unless have('heif-enc');

    # 1613x1210 (1.95 MP), with a 320x240 thumbnail and without
    my $small = "$dir/small.jpg";
    $img->vips('resize', $photo, $small, 0.4);
    for my $a (['thumb.avif', '-t', 320], ['none.avif']) {
        my ($name, @o) = @$a;
        my ($rc, $out, $err) = $img->run('heif-enc', '-A', '-q', 70,
            '-p', 'speed=9', @o, '-o', "$dir/$name", $small);
        is($rc, 0, "heif-enc $name") or diag($err);
    }
    my ($rc, $info) = $img->run('heif-info', "$dir/thumb.avif");
    like($info, qr/thumbnail: 320x240/, 'thumb.avif has a 320x240 thumbnail');

    my $ref200 = "$dir/ref200.png";
    $img->vips('resize', $small, $ref200, 200 / 1613);

    my %id = map { $_ => upload_ok($_, "$dir/thumb.avif") } qw(full lim);
    my $none = upload_ok('lim', "$dir/none.avif");

    close_ok("/lim/$id{lim}/w_200.png", $ref200, 6,
        'AVIF w_200 under 1.5 MP (the 320x240 thumbnail)');
    close_ok("/full/$id{full}/w_200.png", $ref200, 6, 'AVIF w_200');
    refused_ok("/lim/$id{lim}/w_321.png", '1613x1210',
        'AVIF w_321: the thumbnail does not cover it');
    refused_ok("/lim/$none/w_200.png", '1613x1210',
        'AVIF without a thumbnail: w_200 decodes the image');

    my ($r, $f) = $img->get("/full/$id{full}/w_400.png");
    is($r->{status}, 200, 'AVIF w_400 from the image itself: 200');
    is(join('x', $f ? $img->size($f) : ()), '400x300', 'AVIF w_400: 400x300');
}

done_testing;
