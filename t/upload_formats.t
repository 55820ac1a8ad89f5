#!/usr/bin/perl

# Formats and pages at upload, as a client sees them (issue 10):
# - EXIF whose IFD0 holds 1013 ExifIfdPointers to an IFD of 1024 Interop
#   pointers (the review's 37 KB TIFF, and the same in a JPEG's APP1):
#   201 with the legitimate tags for the TIFF, well within HTTP::Tiny's
#   20 s timeout (the hang guard; the old walk took about 22 s of a pool
#   thread); a clean 422 for the JPEG and an AVIF, whose EXIF libvips
#   would hand to libexif (as slow); an AVIF's plain EXIF is still read;
# - BigTIFF ("II+"): 201, delivered like any TIFF;
# - a TIFF whose page 2 is damaged (strip past the end, unknown
#   compression, bad LZW data): 201, page 1 delivered, page_2 a clean 422;
#   a damaged page 1 is still refused;
# - AVIF/HEIC declaring more than pictor_max_pixels (or a side over
#   libheif's 16384): 422 "over the limit", not "corrupt";
# - a GIF of 10,000 frames: 422 naming 10000 frames, not libnsgif's 4097.
# Hostile files are built here with pack() and the vips command line.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('fmt');

sub upload_bytes {
    my ($bytes, $name) = @_;
    return $t->upload('fmt', key => $key, content => $bytes,
        filename => $name);
}

sub created {
    my ($r, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    is($r->{status}, 201, "$name: 201")
        or diag(substr($r->{content} // '', 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

# a 422 problem whose detail matches $re
sub refused {
    my ($r, $re, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    $t->problem_ok($r, 422, "$name: 422 problem");
    my $d = (ref $r->{json} eq 'HASH' ? $r->{json}{detail} : undef) // '';
    like($d, $re, "$name: detail") or diag("  detail: $d");
}

sub meta {
    my ($id) = @_;
    my $r = $t->http(GET => "/api/fmt/images/$id", key => $key);
    return $r->{status} == 200 ? ($r->{json} || {}) : {};
}

# GET a delivery URL: a 200 of the type, with its size (vipsheader)
sub delivered {
    my ($path, $type, $w, $h, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my ($r, $f) = $img->get($path);
    ok($r->{status} == 200 && ($r->{ct} // '') =~ m{^image/\Q$type\E},
        "$name: 200 image/$type")
        or diag("  $path: $r->{status} " . substr($r->{content}, 0, 200));
    return unless $f;
    is(join('x', $img->size($f)), "${w}x$h", "$name: ${w}x$h");
}

# --- TIFF building (little-endian, 8-bit grey strips) --------------------

sub sent { pack('vvVvv', $_[0], 3, 1, $_[1], 0) }     # SHORT, inline
sub lent { pack('vvVV', $_[0], $_[1], $_[2], $_[3]) } # tag type count val

# IFD of an 8x8 grey page: compression, strip offset, next IFD
sub page_ifd {
    my ($comp, $strip, $next) = @_;
    my @e = (sent(0x100, 8), sent(0x101, 8), sent(0x102, 8),
        sent(0x103, $comp), sent(0x106, 1),
        lent(0x111, 4, 1, $strip), sent(0x115, 1), sent(0x116, 8),
        lent(0x117, 4, 1, 64));
    return pack('v', scalar @e) . join('', @e) . pack('V', $next);
}

my $pix1 = join('', map { chr($_ * 4) } 0 .. 63);      # a ramp
my $pix2 = join('', map { chr(255 - $_ * 4) } 0 .. 63);

# Two pages; $bad damages one: 'strip' (offset past the end), 'comp'
# (compression 12345), 'lzw' (garbage LZW data); $which: 1 or 2
sub two_pages {
    my ($bad, $which) = @_;
    my $isz = 2 + 9 * 12 + 4;
    my ($p1, $p2) = (8 + 2 * $isz, 8 + 2 * $isz + 64);
    my @page = ([1, $p1, 8 + $isz], [1, $p2, 0]);
    my $pix = [$pix1, $pix2];
    my $d = $page[$which - 1];
    if ($bad eq 'strip') { $d->[1] = 1_000_000 }
    if ($bad eq 'comp')  { $d->[0] = 12345 }
    if ($bad eq 'lzw')   { $d->[0] = 5; $pix->[$which - 1] = "\xff" x 64 }
    return "II*\0" . pack('V', 8) . page_ifd(@{ $page[0] })
        . page_ifd(@{ $page[1] }) . $pix->[0] . $pix->[1];
}

# The review's file: IFD0 (Make, Orientation, 1013 ExifIfdPointers) ->
# an EXIF IFD of 1024 Interop pointers -> an IFD of 1024 Interop pointers
# to itself.  No IFD but IFD0 has a tag libexif keeps.
sub nested_exif_ifds {
    my ($base, $image) = @_;       # offset of IFD0; the page's own entries
    my $n0 = 1024 - 2 - @$image;
    my $isz = 2 + 12 * 1024 + 4;
    my ($exif, $inter) = ($base + $isz, $base + 2 * $isz);
    my $make = $base + 3 * $isz;
    my @e = (@$image, lent(0x10f, 2, 11, $make), sent(0x112, 1));
    # sorted as TIFF wants: the pointers (0x8769) come last
    @e = sort { unpack('v', $a) <=> unpack('v', $b) } @e;
    push @e, lent(0x8769, 4, 1, $exif) for 1 .. $n0;
    my $b = pack('v', 1024) . join('', @e) . pack('V', 0);
    $b .= pack('v', 1024) . lent(0xa005, 4, 1, $inter) x 1024 . pack('V', 0)
        for 1 .. 2;
    return $b . "PictorTest\0\0";
}

sub nested_tiff {
    my $isz = 2 + 12 * 1024 + 4;
    my $pix = 8 + 3 * $isz + 12;
    my @image = (sent(0x100, 8), sent(0x101, 8), sent(0x102, 8),
        sent(0x103, 1), sent(0x106, 1), lent(0x111, 4, 1, $pix),
        sent(0x115, 1), sent(0x116, 8), lent(0x117, 4, 1, 64));
    return "II*\0" . pack('V', 8) . nested_exif_ifds(8, \@image) . $pix1;
}

# a corpus JPEG with its APP1 segments replaced by one carrying $tiff
sub jpeg_with_exif {
    my ($tiff) = @_;
    my $j = Pictor::Test::read_file($t->corpus('images/concert_gray.jpg'));
    my ($out, $p) = ("\xff\xd8", 2);
    while ($p + 4 <= length $j) {
        my ($ff, $m, $len) = unpack('CCn', substr($j, $p, 4));
        last if $ff != 0xff || $m == 0xda;
        $out .= substr($j, $p, 2 + $len) unless $m == 0xe1;
        $p += 2 + $len;
    }
    my $app1 = "Exif\0\0" . $tiff;
    die 'APP1 too long' if length($app1) + 2 > 65535;
    return substr($out, 0, 2) . "\xff\xe1" . pack('n', length($app1) + 2)
        . $app1 . substr($out, 2) . substr($j, $p);
}

# --- item 3: nested EXIF pointers -----------------------------------------

{
    my $tiff = nested_tiff();
    cmp_ok(length $tiff, '<', 40_000, 'the nested-pointer TIFF is ~37 KB');
    my $id = created(upload_bytes($tiff, 'nested.tif'),
        'TIFF with 1013 x 1024 x 1024 EXIF pointers');
    my $m = meta($id);
    is($m->{exifData}{Make}, 'PictorTest', 'its legitimate Make is read');
    delivered("/fmt/$id/w_4.png", 'png', 4, 4, 'and it is delivered');

    # libvips parses a JPEG's EXIF with libexif, which re-walks: refused
    # before libvips sees it
    my $jpeg = jpeg_with_exif(substr($tiff, 0, length($tiff) - 64));
    refused(upload_bytes($jpeg, 'nested.jpg'),
        qr/^malformed EXIF: IFD pointers repeated 2035 times$/,
        'JPEG whose APP1 holds the same pointers');
    # IFD0 @8 (Make, ExifIfdPointer) -> EXIF IFD @38 (DateTimeOriginal)
    my $plain = "II*\0" . pack('V', 8) . pack('v', 2)
        . lent(0x10f, 2, 11, 56) . lent(0x8769, 4, 1, 38) . pack('V', 0)
        . pack('v', 1) . lent(0x9003, 2, 20, 68) . pack('V', 0)
        . "PictorTest\0\0" . "2021:06:30 23:30:00\0";
    $id = created(upload_bytes(jpeg_with_exif($plain), 'plain.jpg'),
        'a JPEG with plain EXIF');
    $m = meta($id);
    is($m->{exifData}{Make}, 'PictorTest', 'plain EXIF: Make');
    is($m->{dateCreated}, '2021-06-30T23:30:00.000Z',
        'plain EXIF: dateCreated');
}

# the same in a HEIF Exif item (libvips would hand it to libexif too): a
# file of no image but that item, refused for its EXIF before any decoder
sub box { pack('N', 8 + length $_[1]) . $_[0] . $_[1] }
sub fbox { box($_[0], pack('N', $_[1] << 24) . $_[2]) }

sub heif_with_exif {
    my ($tiff) = @_;
    my $pay = pack('N', 6) . "Exif\0\0" . $tiff;
    my $ftyp = box('ftyp', "avif\0\0\0\0mif1avif");
    my $meta = sub {
        my ($off) = @_;
        fbox('meta', 0, fbox('hdlr', 0, "\0" x 4 . 'pict' . "\0" x 13)
            . fbox('iinf', 0, pack('n', 1)
                . fbox('infe', 2, pack('nn', 1, 0) . "Exif\0"))
            . fbox('iloc', 0, pack('CCnnnnNN', 0x44, 0, 1, 1, 0, 1, $off,
                length $pay)));
    };
    my $off = length($ftyp) + length($meta->(0)) + 8;
    return $ftyp . $meta->($off) . box('mdat', $pay);
}

{
    my $tiff = nested_tiff();
    refused(upload_bytes(heif_with_exif(substr($tiff, 0, length($tiff) - 64)),
            'nested.avif'),
        qr/^malformed EXIF: IFD pointers repeated 2035 times$/,
        'AVIF whose Exif item holds the same pointers');

    # a real AVIF's EXIF, now read without libheif
    my $jpeg = $img->path('jpg');
    $img->vips('thumbnail', $t->corpus('exif/exifer_photo_iphonex.jpg'),
        $jpeg, 64);
    my $avif = $img->path('avif');
    $img->vips('copy', $jpeg, $avif);
    my $id = created(upload_bytes(Pictor::Test::read_file($avif), 'ex.avif'),
        'an AVIF with EXIF');
    my $m = meta($id);
    is($m->{exifData}{Make}, 'Apple', 'AVIF EXIF: Make');
    ok(defined $m->{locationLatitude}, 'AVIF EXIF: the GPS position')
        or diag(explain($m));
}

# --- item 15: BigTIFF -------------------------------------------------------

{
    my $big = $img->path('tif');
    $img->vips('tiffsave', $t->corpus('images/libvips_sample.tif'), $big,
        '--bigtiff');
    my $bytes = Pictor::Test::read_file($big);
    is(substr($bytes, 0, 4), "II+\0", 'vips wrote a BigTIFF');
    my $r = upload_bytes($bytes, 'big.tif');
    my $id = created($r, 'BigTIFF');
    is(($r->{json} || {})->{contentType}, 'image/tiff', 'BigTIFF: image/tiff');
    delivered("/fmt/$id/w_145.jpg", 'jpeg', 145, 221, 'BigTIFF w_145.jpg');
    my $o = $t->http(GET => "/fmt/$id");
    ok($o->{status} == 200 && $o->{content} eq $bytes,
        'BigTIFF original: the same bytes');
}

# --- item 15: damaged later pages -----------------------------------------

{
    my $good = two_pages('none', 0);
    my $id = created(upload_bytes($good, 'two.tif'), 'two good pages');
    delivered("/fmt/$id/page_2.png", 'png', 8, 8, 'two good pages: page_2');

    for my $bad (qw(strip comp lzw)) {
        my $r = upload_bytes(two_pages($bad, 2), "bad2-$bad.tif");
        $id = created($r, "page 2 damaged ($bad), page 1 good");
        my ($d, $f) = $img->get("/fmt/$id/w_8.png");
        ok($d->{status} == 200 && $f, "page 2 $bad: page 1 delivered")
            or diag("  $d->{status} " . substr($d->{content}, 0, 200));
        # the ramp of page 1, not page 2's reversed one
        cmp_ok(($img->point($f, 0, 0))[0], '<', 10,
            "page 2 $bad: the pixels of page 1") if $f;
        my $p = $t->http(GET => "/fmt/$id/page_2.png");
        $t->problem_ok($p, 422, "page 2 $bad: page_2 is a clean 422");

        $r = upload_bytes(two_pages($bad, 1), "bad1-$bad.tif");
        refused($r, qr/truncated or corrupt/,
            "page 1 damaged ($bad): refused");
    }

    # stripExif re-encodes every page: one it cannot read is said so (it
    # was "truncated or corrupt" of a file that uploads without it)
    my $rows = $t->sql_value('SELECT COUNT(*) FROM images');
    my $r = $t->upload('fmt', key => $key, content => two_pages('strip', 2),
        filename => 'bad2-strip.tif', fields => [stripExif => 'true']);
    refused($r, qr/pages of this TIFF .* upload it without stripExif/,
        'page 2 damaged, stripExif=true: refused, saying why');
    is($t->sql_value('SELECT COUNT(*) FROM images'), $rows,
        'page 2 damaged, stripExif=true: no row');
    $r = $t->upload('fmt', key => $key, content => $good,
        filename => 'two.tif', fields => [stripExif => 'true']);
    $id = created($r, 'two good pages, stripExif=true');
    delivered("/fmt/$id/page_2.png", 'png', 8, 8,
        'two good pages, stripped: page_2');
}

# --- item 15: HEIF sizes declared over the limit --------------------------

sub patched_heif {
    my ($ext, $w, $h) = @_;
    my $src = $img->solid(64, 48, [0, 128, 255]);
    my $out = $img->path($ext);
    $img->vips('copy', $src, $out);
    my $b = Pictor::Test::read_file($out);
    my $at = index($b, 'ispe');
    die "no ispe in the $ext vips wrote" if $at < 0;
    substr($b, $at + 8, 8) = pack('NN', $w, $h);
    return $b;
}

for my $ext (qw(avif heic)) {
    my $r = upload_bytes(patched_heif($ext, 64, 48), "ok.$ext");
    created($r, "$ext written by vips, untouched");

    $r = upload_bytes(patched_heif($ext, 20000, 20000), "big.$ext");
    refused($r, qr/20000x20000 = 400 MP, over the limit of 100 MP/,
        "$ext declaring 20000x20000");

    $r = upload_bytes(patched_heif($ext, 12000, 12000), "144.$ext");
    refused($r, qr/over the limit of 100 MP/, "$ext declaring 12000x12000");

    $r = upload_bytes(patched_heif($ext, 20000, 100), "wide.$ext");
    refused($r, qr/over the HEIF decoder's limit of 16384 pixels per side/,
        "$ext declaring 20000x100");
}

# --- item 15: GIF frames past the decoder's cap ---------------------------

sub gif_frames {
    my ($n) = @_;
    my $g = 'GIF89a' . pack('vvCCC', 1, 1, 0x80, 0, 0) . "\0\0\0\xff\xff\xff";
    $g .= "\x2c" . pack('vvvvC', 0, 0, 1, 1, 0) . "\x02\x02\x44\x01\x00"
        for 1 .. $n;
    return $g . "\x3b";
}

refused(upload_bytes(gif_frames(10_000), 'many.gif'),
    qr/^image has 10000 frames, over the limit of 500$/,
    'GIF of 10,000 frames: the real count');
refused($t->upload('fmt', key => $key,
        file => $t->corpus('malformed/1024-pages.gif')),
    qr/^image has 1024 frames, over the limit of 500$/,
    'malformed/1024-pages.gif: 1024 frames');

$t->done;
