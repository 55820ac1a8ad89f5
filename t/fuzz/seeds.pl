#!/usr/bin/perl

# Writes the generated seeds of the EXIF and EPS fuzz targets into
# t/fuzz/corpus/exif and t/fuzz/corpus/eps (committed; run again after
# changing this file):  perl t/fuzz/seeds.pl
#
# EXIF: one TIFF structure (IFD0 with Make, Orientation 6 and the EXIF and
# GPS pointers; the EXIF IFD with DateTimeOriginal, OffsetTimeOriginal and
# an Interoperability pointer; GPS 48°51'29.6"N 2°17'40.2"E), little- and
# big-endian, as a TIFF file and inside a JPEG APP1, a PNG eXIf chunk and
# a WebP EXIF chunk.  EPS: plain and DOS EPS headers with the DSC comments
# eps.c reads.  Core Perl only.

use strict;
use warnings;

use Compress::Zlib qw(crc32);
use File::Basename qw(dirname);
use File::Path qw(make_path);

my $DIR = dirname(__FILE__) . '/corpus';

sub put {
    my ($path, $bytes) = @_;
    make_path(dirname("$DIR/$path"));
    open my $fh, '>:raw', "$DIR/$path" or die "$DIR/$path: $!";
    print $fh $bytes;
    close $fh or die "$DIR/$path: $!";
}

# --- EXIF --------------------------------------------------------------------

# entries: [tag, type, count, value bytes]; values over 4 bytes go after
# the IFD, at $base (the IFD's offset in the TIFF)
sub ifd {
    my ($le, $base, $next, @entries) = @_;
    my ($S, $L) = $le ? ('v', 'V') : ('n', 'N');
    my $data_off = $base + 2 + 12 * @entries + 4;
    my ($dir, $data) = (pack($S, scalar @entries), '');
    for my $e (sort { $a->[0] <=> $b->[0] } @entries) {
        my ($tag, $type, $count, $val) = @$e;
        $dir .= pack("$S$S$L", $tag, $type, $count);
        if (length $val <= 4) {
            $dir .= $val . ("\0" x (4 - length $val));
        } else {
            $dir .= pack($L, $data_off + length $data);
            $data .= $val . (length($val) & 1 ? "\0" : '');
        }
    }
    return $dir . pack($L, $next) . $data;
}

sub tiff {
    my ($le) = @_;
    my ($S, $L) = $le ? ('v', 'V') : ('n', 'N');
    my $ascii = sub { [$_[0], 2, length($_[1]) + 1, "$_[1]\0"] };
    my $short = sub { [$_[0], 3, 1, pack($S, $_[1])] };
    my $long  = sub { [$_[0], 4, 1, pack($L, $_[1])] };
    my $rat   = sub { my $t = shift; [$t, 5, @_ / 2, pack("$L*", @_)] };

    # sizes are fixed, so the offsets are known before the bytes
    my $ifd0_off = 8;
    my @ifd0 = ($ascii->(0x010f, 'PictorCam'), $ascii->(0x0110, 'Fuzz 1'),
        $short->(0x0112, 6), $long->(0x8769, 0), $long->(0x8825, 0));
    my $ifd0_len = length ifd($le, $ifd0_off, 0, @ifd0);
    my $exif_off = $ifd0_off + $ifd0_len;
    my @exif = ($ascii->(0x9003, '2024:05:01 12:00:00'),
        $ascii->(0x9011, '+02:00'), $long->(0xa005, 0),
        [0x9000, 7, 4, '0232']);
    my $exif_len = length ifd($le, $exif_off, 0, @exif);
    my $gps_off = $exif_off + $exif_len;
    my @gps = ($ascii->(0x0001, 'N'), $rat->(0x0002, 48, 1, 51, 1, 296, 10),
        $ascii->(0x0003, 'E'), $rat->(0x0004, 2, 1, 17, 1, 402, 10));
    my $gps_len = length ifd($le, $gps_off, 0, @gps);
    my $iop_off = $gps_off + $gps_len;
    my @iop = ($ascii->(0x0001, 'R98'));

    $ifd0[3] = $long->(0x8769, $exif_off);
    $ifd0[4] = $long->(0x8825, $gps_off);
    $exif[2] = $long->(0xa005, $iop_off);

    return ($le ? "II*\0" : "MM\0*") . pack($L, $ifd0_off)
        . ifd($le, $ifd0_off, 0, @ifd0) . ifd($le, $exif_off, 0, @exif)
        . ifd($le, $gps_off, 0, @gps) . ifd($le, $iop_off, 0, @iop);
}

sub png_chunk {
    my ($type, $data) = @_;
    return pack('N', length $data) . $type . $data
        . pack('N', crc32($type . $data));
}

my ($le, $be) = (tiff(1), tiff(0));

put('exif/tiff_le.tif', $le);
put('exif/tiff_be.tif', $be);
put('exif/blob.exif', "Exif\0\0$be");

my $app1 = "Exif\0\0$le";
put('exif/app1.jpg', "\xff\xd8\xff\xe0" . pack('n', 16)
    . "JFIF\0\1\1\0\0\1\0\1\0\0"
    . "\xff\xe1" . pack('n', length($app1) + 2) . $app1
    . "\xff\xda" . pack('n', 8) . "\1\1\0\0\x3f\0" . "\0" x 8 . "\xff\xd9");

put('exif/exif.png', "\x89PNG\r\n\x1a\n"
    . png_chunk('IHDR', pack('NNCCCCC', 1, 1, 8, 6, 0, 0, 0))
    . png_chunk('IDAT', "x\x9cc\0\1\0\0\5\0\1")
    . png_chunk('eXIf', $be) . png_chunk('IEND', ''));

my $vp8x = 'VP8X' . pack('V', 10) . pack('C', 0x08) . "\0\0\0" . "\0\0\0\0\0\0";
my $exif = 'EXIF' . pack('V', length $le) . $le . (length($le) & 1 ? "\0" : '');
my $riff = 'WEBP' . $vp8x . $exif;
put('exif/exif.webp', 'RIFF' . pack('V', length $riff) . $riff);

# --- EPS ---------------------------------------------------------------------

my $ps = <<'PS';
%!PS-Adobe-3.0 EPSF-3.0
%%Creator: t/fuzz/seeds.pl
%%BoundingBox: 0 -1 118 121
%%HiResBoundingBox: 0.25 -0.5 117.75 120.5
%%Pages: (atend)
%%EndComments
newpath 10 10 moveto 100 100 lineto stroke
showpage
%%Trailer
%%Pages: 2
%%EOF
PS
put('eps/plain.eps', $ps);
(my $crlf = $ps) =~ s/\n/\r\n/g;
put('eps/crlf.eps', $crlf);
(my $cr = $ps) =~ s/\n/\r/g;
put('eps/cr.eps', $cr);
put('eps/ps_page.ps', "%!PS-Adobe-1.0\n%%BoundingBox:0 0 612 612\n"
    . "%%Pages: 1\n%%EndComments\nshowpage\n");

# DOS EPS: C5 D0 D3 C6, PostScript offset and length, WMF and TIFF
# offsets and lengths, checksum FFFF; a "preview" before the PostScript
my $preview = "II*\0" . "\0" x 60;
my $head_len = 30;
put('eps/dos.eps', "\xc5\xd0\xd3\xc6"
    . pack('VVVVVV', $head_len + length $preview, length $ps, 0, 0,
        $head_len, length $preview) . "\xff\xff" . $preview . $ps);
