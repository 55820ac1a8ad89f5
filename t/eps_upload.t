#!/usr/bin/perl

# EPS intake: every file of the corpus's eps/ folder.  A valid EPS gets
# 201 with the EPS upload response, its width and height being the page
# ghostscript itself renders at 300 DPI (the test runs gs; the README's
# "px @300" figures can be off by a pixel or two: gs rounds in single
# precision and a valid %%HiResBoundingBox wins); pictord's job then
# stores one PNG per page of exactly that size ("rasterized" for one page,
# "page-N" for several; doretree.ps takes its page count from the
# trailer).  Refusals: no %!PS-Adobe- header, no %%BoundingBox in the
# first 4 KB of the PostScript, (atend), an empty box, every PostScript
# file of malformed/ -> 400 problem+json; over 50 MB -> 413; none leaves a
# row, a job or a file behind.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start(pictord => 1);
my $key = $t->project_with_key('ep');
my $e = Pictor::Eps->new($t, 'ep', $key)->need_gs;

my $EPS_ID = qr/^eps_[0-9A-HJKMNP-TV-Z]{26}$/;
my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
my $ISO  = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

sub rows { $t->sql_value('SELECT COUNT(*) FROM images') }
sub jobs { $t->sql_value('SELECT COUNT(*) FROM jobs') }

sub nothing_left {
    my ($what) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @files = $t->storage_files;
    ok(rows() == 0 && jobs() == 0 && !@files,
        "$what: no row, no job, no file under storage/")
        or diag('rows ' . rows() . ', jobs ' . jobs() . ", files: @files");
}

sub refused {
    my ($status, $name, %up) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('ep', key => $key, %up);
    $t->problem_ok($r, $status, "$name: $status");
    return $r;
}

###############################################################################
# refusals first, on an empty project: nothing may be left behind

my %bad_corpus = (
    'filetype_fixture.eps' => qr/empty|BoundingBox/i,     # 0 0 0 0
    'zero_bb_trailer.eps'  => qr/atend/i,                 # (atend)
);

for my $f (sort keys %bad_corpus) {
    my $r = refused(400, "eps/$f", file => $t->corpus("eps/$f"));
    like(($r->{json} || {})->{detail} // '', $bad_corpus{$f},
        "eps/$f: the detail says why");
}

# every PostScript file of malformed/ (by its first bytes)
my @ps = grep {
    my $b = Pictor::Test::read_file($t->corpus("malformed/$_")) // '';
    $b =~ /\A%!/ || substr($b, 0, 4) eq "\xC5\xD0\xD3\xC6";
} $t->corpus_files('malformed');
cmp_ok(scalar @ps, '>=', 4, 'malformed/ holds PostScript files')
    or diag("found: @ps");
for my $f (@ps) {
    my $r = refused(400, "malformed/$f", file => $t->corpus("malformed/$f"));
    like(($r->{json} || {})->{detail} // '', qr/PS-Adobe|BoundingBox/,
        "malformed/$f: the detail names the rule");
}

# made-up files, one rule each
my $pad = join '', map { "%%Padding: " . ('x' x 60) . "\n" } 1 .. 70;  # 5 KB
my %made = (
    'no PS-Adobe header' => ["%!PS\n%%BoundingBox: 0 0 10 10\nshowpage\n",
        qr/PS-Adobe/],
    'EPSF but no box' => ["%!PS-Adobe-3.0 EPSF-3.0\n%%EndComments\nshowpage\n",
        qr/BoundingBox/],
    'box after the first 4 KB' => ["%!PS-Adobe-3.0 EPSF-3.0\n$pad"
        . "%%BoundingBox: 0 0 10 10\n%%EndComments\nshowpage\n",
        qr/BoundingBox/],
    'box (atend)' => ["%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: (atend)\n"
        . "%%EndComments\nshowpage\n%%Trailer\n%%BoundingBox: 0 0 10 10\n",
        qr/atend/],
    'box of zero width' => ["%!PS-Adobe-3.0 EPSF-3.0\n"
        . "%%BoundingBox: 10 10 10 50\n%%EndComments\nshowpage\n",
        qr/empty/],
    'box upside down' => ["%!PS-Adobe-3.0 EPSF-3.0\n"
        . "%%BoundingBox: 50 50 10 10\n%%EndComments\nshowpage\n",
        qr/empty/],
    'box not numbers' => ["%!PS-Adobe-3.0 EPSF-3.0\n"
        . "%%BoundingBox: a b c d\n%%EndComments\nshowpage\n",
        qr/BoundingBox/],
    # DOS EPS: the header points at a PostScript section
    'DOS EPS pointing outside the file' => [
        "\xC5\xD0\xD3\xC6" . pack('V V V V V V', 30, 100000, 0, 0, 0, 0)
        . "\xff\xff" . "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n",
        qr/DOS|outside/],
    'DOS EPS whose section has no box' => [dos_eps(
        "%!PS-Adobe-3.0 EPSF-3.0\n%%EndComments\nshowpage\n",
        "%%BoundingBox: 0 0 10 10\n"), qr/BoundingBox/],
    'DOS EPS whose section is not PostScript' => [dos_eps(
        "hello\n%%BoundingBox: 0 0 10 10\n", ''), qr/PS-Adobe/],
);

# A DOS EPS: 30-byte header, a fake preview of 8 KB (holding $before, so a
# box there is outside the section), then the PostScript section.
sub dos_eps {
    my ($ps, $before) = @_;
    my $preview = $before . ("\0" x (8192 - length $before));
    return "\xC5\xD0\xD3\xC6"
        . pack('V V V V V V', 30 + 8192, length $ps, 30, 8192, 0, 0)
        . "\xff\xff" . $preview . $ps;
}

for my $name (sort keys %made) {
    my ($content, $re) = @{ $made{$name} };
    my $r = refused(400, $name, content => $content, filename => 'x.eps');
    like(($r->{json} || {})->{detail} // '', $re, "$name: the detail says why")
        or diag($r->{content});
}

# over 50 MB (and under nginx's 64 MB body limit): a valid EPS padded with
# comments; 413 from the EPS rule
my $MB50 = 50 * 1024 * 1024;
my $head = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n"
    . "%%EndComments\n";
my $tail = "0 0 1 setrgbcolor 0 0 10 10 rectfill\nshowpage\n%%EOF\n";
my $line = '% ' . ('p' x 1021) . "\n";          # 1 KB
my $fill = $MB50 - length($head) - length($tail);
my $rest = $fill % 1024;
my $big = $head . ($line x int($fill / 1024))
    . ($rest >= 2 ? '%' . ('q' x ($rest - 2)) . "\n" : "\n" x $rest)
    . $tail;
is(length $big, $MB50, 'made an EPS of exactly 50 MB');
my $r = refused(413, 'EPS of 50 MB + 1 byte',
    content => "$big\n", filename => 'big.eps');
like(($r->{json} || {})->{detail} // '', qr/50 MB/, '413: detail names 50 MB');

nothing_left('after every refusal');

# a box comment that starts inside the first 4 KB counts
my $pad_short = join '', map { "%%Padding: " . ('x' x 60) . "\n" } 1 .. 55;
my $near = "%!PS-Adobe-3.0 EPSF-3.0\n$pad_short"
    . "%%BoundingBox: 0 0 72 36\n%%EndComments\n"
    . "1 0 0 setrgbcolor 0 0 72 36 rectfill\nshowpage\n";
cmp_ok(index($near, '%%BoundingBox'), '<', 4096, 'box at ~4 KB: made');
cmp_ok(index($near, '%%BoundingBox'), '>', 3900, 'box at ~4 KB: near the end');

###############################################################################
# valid files: 201 with gs's size, then pictord's rasters of that size

# name => [path, content or undef]
my %valid;
for my $f ($t->corpus_files('eps')) {
    next if $bad_corpus{$f};
    $valid{"eps/$f"} = [$t->corpus("eps/$f")];
}

# made-up: 2 pages ((atend) resolved from the trailer), 2 pages in the
# header, the box near 4 KB, and exactly 50 MB
my %made_ok = (
    'two pages, (atend)' => "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 50\n"
        . "%%Pages: (atend)\n%%EndComments\n%%Page: 1 1\n"
        . "1 0 0 setrgbcolor 10 10 80 30 rectfill\nshowpage\n%%Page: 2 2\n"
        . "0 0 1 setrgbcolor 10 10 30 30 rectfill\nshowpage\n%%Trailer\n"
        . "%%Pages: 2\n%%EOF\n",
    'three pages' => "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 20 30 92 66\n"
        . "%%Pages: 3\n%%EndComments\n"
        . join('', map { "%%Page: $_ $_\n0 0 0 setrgbcolor 25 35 ${\($_ * 10)}"
            . " 20 rectfill\nshowpage\n" } 1 .. 3) . "%%EOF\n",
    'box near 4 KB' => $near,
    'exactly 50 MB' => $big,
);
for my $name (keys %made_ok) {
    my $p = $t->dir . '/made-' . ($name =~ s/\W+/_/gr) . '.eps';
    Pictor::Test::write_file($p, $made_ok{$name});
    $valid{$name} = [$p];
}
undef $big;

# gs first (the authority), then the uploads
my (%gs, %up);
for my $name (sort keys %valid) {
    my @s = $e->gs_size($valid{$name}[0]);
    ok(@s == 3, "$name: ghostscript renders it") or next;
    $gs{$name} = \@s;
}

# pages of the made-up files, and doretree.ps's trailer: gs agrees
is($gs{'two pages, (atend)'}[2], 2, 'gs: the (atend) file has 2 pages');
is($gs{'three pages'}[2], 3, 'gs: the 3-page file has 3 pages');
is($gs{'eps/doretree.ps'}[2], 1, 'gs: doretree.ps has 1 page');

for my $name (sort keys %valid) {
    my $path = $valid{$name}[0];
    my $bytes = Pictor::Test::read_file($path);
    (my $fn = $path) =~ s{.*/}{};
    my $r = $t->upload('ep', key => $key, content => $bytes,
        filename => $fn);
    my $j = $r->{json} || {};
    is($r->{status}, 201, "$name: 201")
        or diag(substr($r->{content}, 0, 300)), next;
    my @why;
    push @why, "imageId $j->{imageId}" unless ($j->{imageId} // '') =~ $EPS_ID;
    push @why, "url " . ($j->{url} // 'null')
        unless ($j->{url} // '') eq "/ep/" . ($j->{imageId} // '');
    push @why, 'size ' . ($j->{size} // 'null') . ' != ' . length $bytes
        unless ($j->{size} // -1) == length $bytes;
    push @why, 'contentType ' . ($j->{contentType} // 'null')
        unless ($j->{contentType} // '') eq 'application/postscript';
    push @why, 'isEps not true'
        unless JSON::PP::is_bool($j->{isEps}) && $j->{isEps};
    push @why, 'isVideo not false'
        unless JSON::PP::is_bool($j->{isVideo}) && !$j->{isVideo};
    push @why, 'processingJobId ' . ($j->{processingJobId} // 'null')
        unless ($j->{processingJobId} // '') =~ $UUID;
    ok(!@why, "$name: the EPS upload response") or diag(join "\n", map { "  $_" } @why);
    if (my $g = $gs{$name}) {
        is(($j->{width} // 0) . 'x' . ($j->{height} // 0), "$g->[0]x$g->[1]",
            "$name: width x height is gs's page at 300 DPI");
    }
    my $stored = Pictor::Test::read_file($e->object_path($j->{imageId}));
    ok(defined $stored && $stored eq $bytes,
        "$name: the original is stored byte for byte");
    $up{$name} = $j;
}

# every job completes
for my $name (sort keys %up) {
    my $j = $up{$name};
    my $s = $e->wait_job($j->{imageId}, $j->{processingJobId},
        qr/^(?:Completed|Failed)$/, 90);
    is($s->{status}, 'Completed', "$name: job Completed")
        or diag(explain $s);
    is($s->{source}, 'eps-processing', "$name: source eps-processing");
    my $pages = ($gs{$name} || [])->[2] // 1;
    is(join('/', map { $s->{$_} // 'null' }
            qw(totalAssets processedAssets succeededAssets failedAssets)),
        "$pages/$pages/$pages/0", "$name: assets $pages/$pages/$pages/0");
}

# the derived rasters: type, size, the PNG file itself
for my $name (sort keys %up) {
    my $j = $up{$name};
    my $g = $gs{$name} or next;
    my ($w, $h, $pages) = @$g;
    my $d = $e->derived($j->{imageId});
    ok($d, "$name: GET derived 200 with an array") or next;
    my @want = $pages == 1 ? ('rasterized')
        : map { "page-$_" } 1 .. $pages;
    is_deeply([sort map { $_->{derivationType} // '?' } @$d], [sort @want],
        "$name: derived types @want") or diag(explain $d);
    for my $item (@$d) {
        my $type = $item->{derivationType} // '?';
        my $f = $e->object_path($item->{imageId} // 'none');
        my @fs = Pictor::Eps::png_size($t, $f);
        my @why;
        push @why, 'contentType ' . ($item->{contentType} // 'null')
            unless ($item->{contentType} // '') eq 'image/png';
        push @why, "listed ${\($item->{width} // 0)}x${\($item->{height} // 0)}"
            unless ($item->{width} // 0) == $w && ($item->{height} // 0) == $h;
        push @why, 'file ' . (@fs ? "$fs[0]x$fs[1]" : 'not an image')
            unless @fs && $fs[0] == $w && $fs[1] == $h;
        push @why, 'sizeBytes ' . ($item->{sizeBytes} // 'null') . ' != file '
            . (-s $f // 'none')
            unless -f $f && ($item->{sizeBytes} // -1) == -s $f;
        push @why, 'uploadedAt ' . ($item->{uploadedAt} // 'null')
            unless ($item->{uploadedAt} // '') =~ $ISO;
        ok(!@why, "$name: $type is a ${w}x$h PNG as listed")
            or diag(join "\n", map { "  $_" } @why);
    }
    # the parent's page count
    my $img = $t->http(GET => "/api/ep/images/$j->{imageId}", key => $key);
    is(($img->{json} || {})->{frames}, $pages, "$name: frames $pages");
}

$t->done;
