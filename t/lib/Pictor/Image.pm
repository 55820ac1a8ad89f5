package Pictor::Image;

# Looking at delivered images from the delivery tests, with the libvips
# command line tools (package libvips-tools: vips, vipsheader) on files in
# the test's temp dir; no Perl image modules.
#
#   my $img = Pictor::Image->new($t);          # $t: a Pictor::Test
#   my $f = $img->save($r->{content}, 'png');  # a file in the temp dir
#   my ($w, $h) = $img->size($f);
#   my $n = $img->field($f, 'n-pages');
#   my @px = $img->point($f, 10, 10);          # (r, g, b[, a])
#   my $hash = $img->dhash($f);                # 64 '0'/'1' characters
#   my $d = $img->mean_diff($f, $ref);         # 0..255, same sizes
#   Pictor::Image::hamming($a, $b);
#   my $wm = $img->solid(100, 100, [255, 0, 0]);   # a red PNG
#
# Core Perl only.

use strict;
use warnings;

use Test::More ();

sub new {
    my ($class, $t) = @_;
    return bless { t => $t, n => 0 }, $class;
}

# True when the libvips command line tools are installed.
sub have_tools {
    for my $p (split /:/, $ENV{PATH} || '/usr/bin:/bin') {
        return 1 if -x "$p/vips" && -x "$p/vipsheader";
    }
    return 0;
}

# Skips the whole test file without the tools.
sub need_tools {
    my ($self) = @_;
    Test::More::plan(skip_all => 'no vips/vipsheader (libvips-tools)')
        unless have_tools();
    return $self;
}

sub path {
    my ($self, $ext) = @_;
    my $n = ++$self->{n};
    return $self->{t}->dir . "/img$n.$ext";
}

# Writes bytes to a new file; returns its path.
sub save {
    my ($self, $bytes, $ext) = @_;
    my $f = $self->path(defined $ext ? $ext : 'bin');
    Pictor::Test::write_file($f, defined $bytes ? $bytes : '');
    return $f;
}

# GET a delivery URL; returns (http() result, path of the body saved in
# the temp dir or undef unless 200).  Headers as for http().
sub get {
    my ($self, $url, %h) = @_;
    my $r = $self->{t}->http(GET => $url, headers => \%h);
    my $f = ($r->{status} || 0) == 200 ? $self->save($r->{content}, 'img')
        : undef;
    return ($r, $f);
}

# Runs a command: (exit code, stdout, stderr).
sub run {
    my ($self, @cmd) = @_;
    return $self->{t}->run_cmd(\@cmd);
}

# vips ARGS...; dies with its stderr when it fails (the tests make their
# own inputs with it, a failure there is the harness's).
sub vips {
    my ($self, @args) = @_;
    my ($rc, $out, $err) = $self->run('vips', @args);
    die "vips @args: exit $rc: $err" if $rc;
    return $out;
}

# A header field as text, or undef when the file does not load or has no
# such field.
sub field {
    my ($self, $f, $name) = @_;
    my ($rc, $out) = $self->run('vipsheader', '-f', $name, $f);
    return undef if $rc;
    $out =~ s/\s+\z//;
    return $out;
}

# (width, height) of the first frame, or () when the file does not load.
sub size {
    my ($self, $f) = @_;
    my $w = $self->field($f, 'width');
    my $h = $self->field($f, 'height');
    return () unless defined $w && defined $h;
    return ($w + 0, $h + 0);
}

# The libvips loader that reads the file ("jpegload", "pngload",
# "webpload", "heifload", "gifload"), or undef.
sub loader {
    my ($self, $f) = @_;
    my $l = $self->field($f, 'vips-loader');
    $l =~ s/_(?:source|buffer|file)$// if defined $l;
    return $l;
}

# Frames in the file (1 for a still image), or undef.
sub pages {
    my ($self, $f) = @_;
    my $n = $self->field($f, 'n-pages');
    return 1 if !defined $n && defined $self->field($f, 'width');
    return $n;
}

# The format by its first bytes: jpeg png webp gif avif heic, or undef.
sub magic {
    my ($bytes) = @_;
    return undef unless defined $bytes && length $bytes >= 12;
    return 'jpeg' if substr($bytes, 0, 3) eq "\xff\xd8\xff";
    return 'png' if substr($bytes, 0, 8) eq "\x89PNG\r\n\x1a\n";
    return 'gif' if substr($bytes, 0, 6) =~ /^GIF8[79]a$/;
    return 'webp' if substr($bytes, 0, 4) eq 'RIFF'
        && substr($bytes, 8, 4) eq 'WEBP';
    if (substr($bytes, 4, 4) eq 'ftyp') {
        my $brand = substr($bytes, 8, 4);
        return 'avif' if $brand =~ /^avi[fs]$/;
        return 'heic' if $brand =~ /^(?:heic|heix|mif1|msf1)$/;
    }
    return undef;
}

# The pixel at (x, y) as numbers, one per band.
sub point {
    my ($self, $f, $x, $y) = @_;
    my $out = $self->vips('getpoint', $f, $x, $y);
    return map { $_ + 0 } grep { length } split /\s+/, $out;
}

# The mean of all bands and pixels.
sub avg {
    my ($self, $f) = @_;
    my $out = $self->vips('avg', $f);
    $out =~ s/\s+//g;
    return $out + 0;
}

# Mean absolute difference of two images of one size, every band and
# pixel (0..255 for 8-bit); 255 when vips cannot say.
sub mean_diff {
    my ($self, $a, $b) = @_;
    my $d = $self->path('v');
    $self->vips('subtract', $a, $b, "$d.s.v");
    $self->vips('abs', "$d.s.v", "$d.a.v");
    my ($rc, $out) = $self->run('vips', 'avg', "$d.a.v");
    unlink "$d.s.v", "$d.a.v";
    return $rc == 0 && $out =~ /^\s*([0-9.eE+-]+)/ ? $1 : 255;
}

# 9x8 grayscale values of the picture (flattened on white, alpha gone):
# an array of 8 rows of 9 numbers.
sub thumb_9x8 {
    my ($self, $f) = @_;
    my $b = $self->path('dh');
    # flatten first: for RGBA the alpha band is not part of the picture
    my $bands = $self->field($f, 'bands') || 3;
    my $src = $f;
    if ($bands == 2 || $bands == 4) {
        $self->vips('flatten', $f, "$b.flat.v", '--background', '255');
        $src = "$b.flat.v";
    }
    $self->vips('thumbnail', $src, "$b.t.v", 9, '--height', 8,
        '--size', 'force');
    $self->vips('colourspace', "$b.t.v", "$b.g.v", 'b-w');
    $self->vips('extract_band', "$b.g.v", "$b.e.v", 0);
    $self->vips('csvsave', "$b.e.v", "$b.csv");
    my $csv = Pictor::Test::read_file("$b.csv");
    unlink map { "$b.$_" } qw(flat.v t.v g.v e.v csv);
    my @rows = map { [grep { length } split /[\s,;]+/] }
        grep { /\S/ } split /\n/, $csv;
    die "thumb_9x8 $f: got " . scalar(@rows) . " rows"
        unless @rows == 8 && !grep { @$_ != 9 } @rows;
    return \@rows;
}

# 64-bit difference hash: bit = left pixel darker than its right
# neighbour, row by row.  Returned as a string of 64 '0'/'1'.
sub dhash {
    my ($self, $f) = @_;
    my $rows = $self->thumb_9x8($f);
    my $h = '';
    for my $y (0 .. 7) {
        for my $x (0 .. 7) {
            $h .= $rows->[$y][$x] < $rows->[$y][$x + 1] ? '1' : '0';
        }
    }
    return $h;
}

sub hamming {
    my ($a, $b) = @_;
    return 64 unless defined $a && defined $b
        && length $a == 64 && length $b == 64;
    return ($a ^ $b) =~ tr/\x01//;
}

# A solid w x h PNG of [r, g, b] (or [r, g, b, a]); returns its path.
sub solid {
    my ($self, $w, $h, $rgb) = @_;
    my $b = $self->path('solid');
    my $bands = scalar @$rgb;
    $self->vips('black', "$b.v", $w, $h, '--bands', $bands);
    $self->vips('linear', "$b.v", "$b.l.v", join(' ', (1) x $bands),
        join(' ', @$rgb));
    my $out = $self->path('png');
    $self->vips('cast', "$b.l.v", "$out.v", 'uchar');
    # tag it sRGB (a 3- or 4-band uchar "multiband" saves the same, but
    # say what it is)
    $self->vips('copy', "$out.v", $out, '--interpretation', 'srgb');
    unlink "$b.v", "$b.l.v", "$out.v";
    return $out;
}

# $f with a libvips operation applied (rot d90, flip horizontal, crop ...),
# saved as PNG; returns the new path.
sub op {
    my ($self, $f, $op, @args) = @_;
    my $out = $self->path('png');
    $self->vips($op, $f, $out, @args);
    return $out;
}

# Crop of $f (x y w h), as PNG.
sub crop {
    my ($self, $f, @rect) = @_;
    my $out = $self->path('png');
    $self->vips('crop', $f, $out, @rect);
    return $out;
}

1;
