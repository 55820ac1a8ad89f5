#!/usr/bin/perl

# Every real file in the corpus's exif/ and images/ uploads: 201 with the
# DISPLAY width and height (EXIF orientations 5-8 swap them), the sniffed
# content type, the original stored byte for byte, and the EXIF-derived
# fields where the corpus README states them (orientation, dates, GPS,
# camera make; PNG eXIf before and after IDAT, WebP EXIF, TIFF EXIF IFD).
# HEIC is accepted (the issue asks for it, whatever the README says).

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('corpus');

my $ID  = qr/^img_[0-9A-HJKMNP-TV-Z]{26}$/;
my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

# libexif's text for the Orientation values
my @ORIENT = (undef, 'Top-left', 'Top-right', 'Bottom-right', 'Bottom-left',
    'Left-top', 'Right-top', 'Right-bottom', 'Left-bottom');

# file => [display width, display height, content type, { extra checks }]
#   orientation => N     exifData.Orientation is N (number or libexif text)
#   exif => { tag => text }
#   no_exif => 1         exifData is {}
#   no_gps => 1          locationLatitude/Longitude null
#   frames => N
my %want = (
    (map { ("exif/Landscape_$_.jpg" =>
        [1800, 1200, 'image/jpeg', { orientation => $_ }]) } 1 .. 8),
    'exif/exifer_photo_iphonex.jpg' => [3024, 4032, 'image/jpeg', {
        orientation => 6,
        exif => { Make => 'Apple', Model => 'iPhone X',
            DateTimeOriginal => '2019:08:25 15:07:02' },
        date => qr/^2019-08-25T15:07:02(?:\.\d+)?Z$/,
        gps => [40.73963, -74.00868] }],
    'exif/empty_gps_ifd.jpg' => [10, 10, 'image/jpeg', {
        orientation => 6, exif => { Make => 'Xiaomi' }, no_gps => 1 }],
    'exif/broken-exif-tag.jpg' => [1, 1, 'image/jpeg', {
        exif => { Make => 'samsung' }, no_gps => 1 }],
    'exif/xmp_test_adobergb.jpg' => [2000, 1072, 'image/jpeg', {
        exif => { Make => 'Canon',
            DateTimeOriginal => '2018:10:27 13:27:23' },
        no_gps => 1 }],
    'exif/Channel_digital_image_CMYK_color.jpg' => [500, 333, 'image/jpeg', {
        orientation => 1,
        exif => { Make => 'Canon',
            DateTimeOriginal => '2004:03:20 14:54:55' } }],
    'exif/tifftag-photoshop.tiff' => [317, 211, 'image/tiff', {
        exif => { Make => 'FUJIFILM',
            DateTimeOriginal => '2018:10:12 14:45:38' },
        date => qr/^2018-10-12T14:45:38(?:\.0+)?Z$/ }],
    'exif/gopher-exif-orientation-cw90.png' =>
        [2224, 1634, 'image/png', { orientation => 6 }],
    'exif/pillow_exif.png' => [512, 512, 'image/png', { orientation => 1 }],
    'exif/hopper_orientation_6.webp' =>
        [128, 128, 'image/webp', { orientation => 6 }],

    'images/missing-exif.jpg' => [4032, 3024, 'image/jpeg', {
        no_exif => 1, no_gps => 1 }],
    'images/2569067123_aca715a2ee_o.jpg' => [2725, 2225, 'image/jpeg', {}],
    'images/PNG_transparency_demonstration_1.png' =>
        [300, 225, 'image/png', {}],
    'images/Rotating_earth_large.gif' =>
        [400, 400, 'image/gif', { frames => 44 }],
    'images/4.webp' => [1024, 772, 'image/webp', {}],
    'images/5_webp_a.webp' => [300, 300, 'image/webp', {}],
    'images/rotating-squares.webp' =>
        [80, 80, 'image/webp', { frames => 9 }],
    # The README says 1024x800, but that is one tile: the primary item
    # (pitm -> item 5) is a 4x1 grid whose ispe is 4096x800, and libheif
    # renders 4096x800.
    'images/pitm.avif' => [4096, 800, 'image/avif', {}],
    'images/avif-orientation-6.avif' => [3024, 4032, 'image/avif', {}],
    'images/libvips_sample_rgb16.png' => [290, 442, 'image/png', {}],
    'images/concert_gray.jpg' => [400, 267, 'image/jpeg', {}],
    'images/libvips_sample.tif' => [290, 442, 'image/tiff', {}],
    'images/thumbor_image.heic' => [256, 256, 'image/heic', {}],
);

# a corpus file without an expectation fails rather than being skipped
my @files = ((map { "exif/$_" } $t->corpus_files('exif')),
    (map { "images/$_" } $t->corpus_files('images')));
my @unknown = grep { !$want{$_} } @files;
ok(!@unknown, 'every corpus file in exif/ and images/ has an expectation')
    or diag("no expectation for: @unknown");
my %on_disk = map { $_ => 1 } @files;
my @gone = grep { !$on_disk{$_} } sort keys %want;
ok(!@gone, 'every expected file is in the corpus') or diag("missing: @gone");

sub is_false {
    my ($v, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    ok(JSON::PP::is_bool($v) && !$v, $name)
        or diag('got ' . (defined $v ? "'$v'" : 'undef'));
}

my %ids;
for my $f (sort keys %want) {
    next unless $on_disk{$f};
    my ($w, $h, $ct, $x) = @{ $want{$f} };
    my $path = $t->corpus($f);
    (my $base = $f) =~ s{.*/}{};

    my $r = $t->upload('corpus', key => $key, file => $path);
    is($r->{status}, 201, "$f: upload 201")
        or do { diag(substr($r->{content}, 0, 400)); next };
    my $u = $r->{json} || {};
    my $id = $u->{imageId} // '';
    like($id, $ID, "$f: imageId is img_ + ULID");
    ok(!$ids{$id}++, "$f: imageId is new");
    is($u->{url}, "/corpus/$id", "$f: url");
    is($u->{width}, $w, "$f: width $w");
    is($u->{height}, $h, "$f: height $h");
    is($u->{contentType}, $ct, "$f: contentType $ct");
    is_false($u->{isEps}, "$f: isEps false");
    is_false($u->{isVideo}, "$f: isVideo false");

    my $obj = $t->dir . "/storage/corpus/$id";
    ok(-f $obj, "$f: object stored at storage/corpus/{id}");
    is($u->{size}, -s $obj, "$f: size is the stored object's size");
    my $orig = Pictor::Test::read_file($path);
    my $stored = Pictor::Test::read_file($obj) // '';
    ok(sha256_hex($stored) eq sha256_hex($orig),
        "$f: original stored byte for byte");

    $r = $t->http(GET => "/api/corpus/images/$id", key => $key);
    is($r->{status}, 200, "$f: GET metadata 200")
        or do { diag(substr($r->{content}, 0, 400)); next };
    my $m = $r->{json} || {};
    is($m->{imageId}, $id, "$f: metadata imageId");
    is($m->{width}, $w, "$f: metadata width");
    is($m->{height}, $h, "$f: metadata height");
    is($m->{contentType}, $ct, "$f: metadata contentType");
    is($m->{sizeBytes}, -s $obj, "$f: metadata sizeBytes");
    is($m->{originalFileName}, $base, "$f: originalFileName");
    like($m->{datePublished} // '', $ISO, "$f: datePublished ISO UTC");
    is(ref $m->{exifData}, 'HASH', "$f: exifData is an object");
    my $exif = ref $m->{exifData} eq 'HASH' ? $m->{exifData} : {};

    if (defined(my $o = $x->{orientation})) {
        like($exif->{Orientation} // '', qr/^(?:$o|\Q$ORIENT[$o]\E)$/,
            "$f: exifData.Orientation $o ($ORIENT[$o])");
    }
    for my $tag (sort keys %{ $x->{exif} || {} }) {
        is($exif->{$tag}, $x->{exif}{$tag}, "$f: exifData.$tag");
    }
    if ($x->{no_exif}) {
        is_deeply($exif, {}, "$f: exifData is {}");
        ok(!defined $m->{dateCreated}, "$f: dateCreated null");
    }
    if ($x->{date}) {
        like($m->{dateCreated} // '', $x->{date},
            "$f: dateCreated from DateTimeOriginal");
    }
    if (my $g = $x->{gps}) {
        ok(defined $m->{locationLatitude}
            && abs($m->{locationLatitude} - $g->[0]) < 1e-3,
            "$f: locationLatitude ~ $g->[0]")
            or diag('got ' . ($m->{locationLatitude} // 'null'));
        ok(defined $m->{locationLongitude}
            && abs($m->{locationLongitude} - $g->[1]) < 1e-3,
            "$f: locationLongitude ~ $g->[1] (W is negative)")
            or diag('got ' . ($m->{locationLongitude} // 'null'));
    }
    if ($x->{no_gps}) {
        ok(!defined $m->{locationLatitude} && !defined $m->{locationLongitude},
            "$f: no location")
            or diag('got ' . ($m->{locationLatitude} // 'null') . ', '
                . ($m->{locationLongitude} // 'null'));
    }
    if (defined $x->{frames}) {
        is($m->{frames}, $x->{frames}, "$f: frames $x->{frames}");
    }
}

# content is sniffed: the name and the part's Content-Type do not count
my $r = $t->upload('corpus', key => $key,
    file => $t->corpus('images/concert_gray.jpg'),
    filename => 'really-a-jpeg.png', type => 'image/png');
is($r->{status}, 201, 'JPEG named .png sent as image/png: 201');
is(($r->{json} || {})->{contentType}, 'image/jpeg',
    'JPEG named .png: contentType image/jpeg');

$r = $t->upload('corpus', key => $key,
    file => $t->corpus('images/PNG_transparency_demonstration_1.png'),
    filename => 'noextension', type => 'application/octet-stream');
is(($r->{json} || {})->{contentType}, 'image/png',
    'PNG without extension as application/octet-stream: image/png');

my $n = scalar(keys %ids) + 2;
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p"
    . " ON p.id = i.project_id WHERE p.slug = 'corpus'"), $n,
    "$n rows in images");
is(scalar(grep { !m{^\.tmp/} } $t->storage_files), $n, "$n stored objects");
is_deeply([$t->storage_files('.tmp')], [], 'storage/.tmp is empty');

# another project's key may not upload here; no key at all is a 401
my $other = $t->project_with_key('other', 'corpus@example.com');
$r = $t->upload('corpus', key => $other,
    file => $t->corpus('images/concert_gray.jpg'));
$t->problem_ok($r, 403, "another project's key: 403");
$r = $t->upload('corpus', file => $t->corpus('images/concert_gray.jpg'));
$t->problem_ok($r, 401, 'no key: 401');
is($t->sql_value('SELECT COUNT(*) FROM images'), $n,
    'refused uploads: no rows');

$t->done;
