#!/usr/bin/perl

# Splitting a rasterized EPS sheet into designs (split-N) and extracting
# SVGs (svg, svg-N, svg-page-N for each page of a multi-page file): the
# 202 answers and their statusUrl, parameter checks, the corpus's multi-
# and single-design files, made-up sheets for the whitespace rule (>= 245
# on an opaque sheet, transparency on a pngalpha raster) and minGapPx,
# re-runs replacing the previous results, SVG delivery headers and what
# the sanitized SVG may hold, no transforms on an SVG, a hostile SVG
# refused at upload, and DELETE of the parent removing every derived
# asset.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start(pictord => 1);
my $key = $t->project_with_key('es');
my $e = Pictor::Eps->new($t, 'es', $key)->need_gs;

my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
my $CSP = "default-src 'none'; style-src 'unsafe-inline'";

sub upload_eps {
    my ($name, %o) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('es', key => $key, %o);
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    return $r->{json} || { imageId => 'eps_00000000000000000000000000' };
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

# POST an operation; returns the job id (undef unless 202 + jobId + url)
sub post_op {
    my ($id, $op, $query, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(POST => "/api/es/$id/$op" . ($query // ''), key => $key);
    my $j = $r->{json} || {};
    my $ok = ok($r->{status} == 202 && ($j->{jobId} // '') =~ $UUID
        && ($j->{statusUrl} // '') =~ m{^/api/es/\Q$id\E/processing-status},
        "$name: 202 with jobId and statusUrl")
        or diag("$r->{status} $r->{content}");
    return $ok ? $j : undef;
}

# POST + wait Completed; returns the status object
sub run_op {
    my ($id, $op, $query, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $j = post_op($id, $op, $query, $name) or return {};
    my $s = {};
    Pictor::Test::wait_for(sub {
        my $r = $t->http(GET => $j->{statusUrl}, key => $key);
        $s = $r->{json} || {} if $r->{status} == 200;
        return ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
    }, 60, 0.2);
    is($s->{status}, 'Completed', "$name: Completed") or diag(explain $s);
    is($s->{jobId}, $j->{jobId}, "$name: statusUrl reports that job");
    return $s;
}

sub of_prefix { $e->derived_numbered(@_) }

sub wait_raster {
    my ($j, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $s = $e->wait_job($j->{imageId}, $j->{processingJobId},
        qr/^(?:Completed|Failed)$/);
    is($s->{status}, 'Completed', "$name: rasterized") or diag(explain $s);
}

# two designs 40 pt (167 px) apart, 70x80 pt (292x333 px) each: red left,
# blue right; $bg paints the paper, $bridge joins them with a grey strip
sub two_designs {
    my (%o) = @_;
    return Pictor::Eps::simple_eps(w => 200, h => 100, body =>
        ($o{bg} ? "1 setgray 0 0 200 100 rectfill\n" : '')
        . (defined $o{bridge} ? "$o{bridge} setgray 80 45 40 10 rectfill\n"
            : '')
        . "1 0 0 setrgbcolor 10 10 70 80 rectfill\n"
        . "0 0 1 setrgbcolor 120 10 70 80 rectfill\n");
}

###############################################################################
# uploads

my %id;
my %up = (
    social => ['file', $t->corpus('eps/social_media_icons.eps')],
    barcode => ['file', $t->corpus('eps/fop_barcode.eps')],
    golfer => ['file', $t->corpus('eps/golfer.eps')],
    ridt => ['file', $t->corpus('eps/ridt91.eps')],
    two => ['content', two_designs()],
    two_white => ['content', two_designs(bg => 1)],
    bridge_247 => ['content', two_designs(bg => 1, bridge => '0.97')],
    bridge_240 => ['content', two_designs(bg => 1, bridge => '0.94')],
);
my %job;
for my $n (sort keys %up) {
    my ($how, $v) = @{ $up{$n} };
    my $j = upload_eps($n, $how => $v, filename => "$n.eps");
    $id{$n} = $j->{imageId};
    $job{$n} = $j;
}
wait_raster($job{$_}, $_) for sort keys %job;

my $png = $t->upload('es', key => $key,
    file => $t->corpus('images/PNG_transparency_demonstration_1.png'));
is($png->{status}, 201, 'upload a PNG: 201');
my $png_id = ($png->{json} || {})->{imageId} // 'img_00000000000000000000000000';

###############################################################################
# parameters and targets

my $njobs = $t->sql_value('SELECT COUNT(*) FROM jobs');
for my $p (qw(minGapPx minDesignPx)) {
    for my $v ('0', '-1', 'x', '10001', '', '1.5', '50x', '99999999999999999999') {
        my $r = $t->http(POST => "/api/es/$id{golfer}/split?$p=$v",
            key => $key);
        $t->problem_ok($r, 400, "split $p=$v: 400");
    }
}
my $r = $t->http(POST => "/api/es/$png_id/split", key => $key);
$t->problem_ok($r, 400, 'split of a PNG: 400');
$r = $t->http(POST => "/api/es/$png_id/extract-svg", key => $key);
$t->problem_ok($r, 400, 'extract-svg of a PNG: 400');
my $raster = ($e->derived_by_type($id{golfer})->{rasterized} || {})->{imageId}
    // 'img_00000000000000000000000000';
$r = $t->http(POST => "/api/es/$raster/split", key => $key);
$t->problem_ok($r, 400, 'split of a derived raster: 400');
$r = $t->http(POST => '/api/es/eps_00000000000000000000000000/split',
    key => $key);
$t->problem_ok($r, 404, 'split of an unknown image: 404');
$r = $t->http(POST => "/api/es/$id{golfer}/split");
is($r->{status}, 401, 'split without a key: 401');
is($t->sql_value('SELECT COUNT(*) FROM jobs'), $njobs,
    'refused operations queue no job');

# the limits themselves are accepted
my $s = run_op($id{golfer}, 'split', '?minGapPx=10000&minDesignPx=1',
    'split golfer minGapPx=10000 minDesignPx=1');
is($s->{source}, 'eps-split', 'split job: source eps-split');
my @g = of_prefix($id{golfer}, 'split-');
is(scalar @g, 1,
    'golfer, minGapPx=10000: one region');

###############################################################################
# corpus: one design each with the defaults; social_media_icons: none with
# the defaults (its icons are 38-83 px), nine with minDesignPx=30

for my $n (qw(barcode golfer ridt)) {
    run_op($id{$n}, 'split', '', "split $n (defaults)");
    my @s = of_prefix($id{$n}, 'split-');
    is(scalar @s, 1, "$n: 1 region with the defaults")
        or diag(explain [map { "$_->{width}x$_->{height}" } @s]);
}

run_op($id{social}, 'split', '', 'split social (defaults)');
my @sd = of_prefix($id{social}, 'split-');
is(scalar @sd, 0,
    'social: no region with minDesignPx 100 (icons discarded as noise)');

$s = run_op($id{social}, 'split', '?minDesignPx=30', 'split social 30');
my @first = of_prefix($id{social}, 'split-');
is(scalar @first, 9, 'social, minDesignPx=30: 9 regions')
    or diag(explain [map { "$_->{width}x$_->{height}" } @first]);
is_deeply([map { $_->{derivationType} } @first],
    [map { "split-$_" } 1 .. 9], 'split-1 .. split-9');
is(($s->{totalAssets} // 0) . '/' . ($s->{succeededAssets} // 0), '9/9',
    'social: status totals 9/9');
my @why;
for my $x (@first) {
    my $f = $e->object_path($x->{imageId});
    my @fs = Pictor::Eps::png_size($t, $f);
    push @why, "$x->{derivationType}: listed $x->{width}x$x->{height}, file "
        . (@fs ? "$fs[0]x$fs[1]" : 'none')
        unless @fs && $fs[0] == $x->{width} && $fs[1] == $x->{height};
    push @why, "$x->{derivationType}: $x->{width}x$x->{height} is not an icon"
        unless $x->{width} >= 30 && $x->{height} >= 30
            && $x->{width} <= 100 && $x->{height} <= 100;
    push @why, "$x->{derivationType}: contentType $x->{contentType}"
        unless ($x->{contentType} // '') eq 'image/png';
}
ok(!@why, 'social: each region is a stored PNG of one icon (30..100 px)')
    or diag(join "\n", @why);

# re-run: replaced, not added
run_op($id{social}, 'split', '?minDesignPx=30', 'split social 30 again');
my @second = of_prefix($id{social}, 'split-');
is(scalar @second, 9, 're-run: still 9 regions');
my %old = map { ($_->{imageId} => 1) } @first;
ok(!(grep { $old{$_->{imageId}} } @second), 're-run: new assets');
ok(!(grep { -e $e->object_path($_) } keys %old),
    're-run: the previous files are gone');
is($t->sql_value('SELECT COUNT(*) FROM images WHERE id IN ('
    . join(',', map { Pictor::Test::sql_quote($_) } keys %old) . ')'), 0,
    're-run: the previous rows are gone');
ok(!(grep { $_->{derivationType} !~ /^(?:rasterized|split-\d)$/ }
    @{ $e->derived($id{social}) || [] }), 're-run: no other derived asset');
is(scalar(grep { $_->{derivationType} eq 'rasterized' }
    @{ $e->derived($id{social}) || [] }), 1, 're-run: the raster stays');

# a region is deliverable
($r, my $f) = $img->get("/es/$second[0]{imageId}/w_20.png");
is($r->{status}, 200, 'split-1 w_20.png: 200');
my ($ow) = $f ? $img->size($f) : ();
is($ow, 20, 'split-1 w_20.png: 20 wide');

###############################################################################
# made-up sheets: the whitespace rule, the gap, reading order

sub regions_of {
    my ($n, $q) = @_;
    run_op($id{$n}, 'split', $q, "split $n" . ($q || ''));
    return of_prefix($id{$n}, 'split-');
}

for my $n (qw(two two_white bridge_247)) {
    my @s = regions_of($n, '');
    is(scalar @s, 2, "$n: 2 regions") or next;
    my @bad = grep { abs($_->{width} - 292) > 3 || abs($_->{height} - 333) > 3 }
        @s;
    ok(!@bad, "$n: each region is one 292x333 design")
        or diag(join ' ', map { "$_->{width}x$_->{height}" } @s);
    # reading order: red then blue
    my @col;
    for my $x (@s) {
        my ($rr, $ff) = $img->get("/es/$x->{imageId}/original.png");
        my @px = $ff ? $img->point($ff, 146, 166) : ();
        push @col, @px >= 3 ? ($px[0] > 200 && $px[2] < 50 ? 'red'
            : $px[2] > 200 && $px[0] < 50 ? 'blue' : "@px") : 'none';
    }
    is("@col", 'red blue', "$n: split-1 red, split-2 blue");
}
my @s240 = regions_of('bridge_240', '');
is(scalar @s240, 1, 'a 240-bright strip between the designs is content:'
    . ' 1 region');
my @gap = regions_of('two', '?minGapPx=200');
is(scalar @gap, 1, 'a 167 px gap with minGapPx=200: 1 region');
@gap = regions_of('two', '?minGapPx=160');
is(scalar @gap, 2, 'a 167 px gap with minGapPx=160: 2 regions');
@gap = regions_of('two', '?minDesignPx=300');
is(scalar @gap, 0, 'designs ~293 px wide with minDesignPx=300: none');

###############################################################################
# SVG extraction

sub svg_ok {
    my ($x, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => "/es/$x->{imageId}");
    is($r->{status}, 200, "$name: delivered");
    like($r->{ct} // '', qr{^image/svg\+xml}, "$name: image/svg+xml");
    is(hdr($r, 'content-security-policy'), $CSP, "$name: CSP");
    is(hdr($r, 'x-content-type-options'), 'nosniff', "$name: nosniff");
    my $b = $r->{content};
    my @bad;
    push @bad, 'no <svg' unless $b =~ /<svg[\s>]/;
    push @bad, 'no <path' unless $b =~ /<path[\s>\/]/;
    push @bad, '<script' if $b =~ /<script/i;
    push @bad, 'foreignObject' if $b =~ /foreignObject/i;
    push @bad, 'javascript:' if $b =~ /javascript\s*:/i;
    push @bad, "on* attribute ($1)" if $b =~ /\s(on[a-z]+)\s*=/i;
    my @ext = grep { !/^#/ } $b =~ /href\s*=\s*["']([^"']*)["']/gi;
    push @bad, "external href @ext" if @ext;
    ok(!@bad, "$name: sanitized SVG with paths") or diag(join ', ', @bad);
    return $b;
}

# golfer: one design -> svg only
$s = run_op($id{golfer}, 'extract-svg', '', 'extract-svg golfer');
is($s->{source}, 'eps-svg', 'svg job: source eps-svg');
my $by = $e->derived_by_type($id{golfer});
ok($by->{svg}, 'golfer: an "svg" asset');
ok(!(grep { /^svg-/ } keys %$by), 'golfer: no svg-N (one design)')
    or diag(join ' ', keys %$by);
my $gsvg = $by->{svg} || {};
is($gsvg->{contentType}, 'image/svg+xml', 'svg contentType image/svg+xml');
my ($gw, $gh) = $e->gs_size($t->corpus('eps/golfer.eps'));
is(($gsvg->{width} // 0) . 'x' . ($gsvg->{height} // 0), "${gw}x$gh",
    'svg width x height = the page at 300 DPI');
is($gsvg->{sizeBytes}, -s $e->object_path($gsvg->{imageId} // 'none'),
    'svg sizeBytes = the file');
svg_ok($gsvg, 'golfer svg');
$r = $t->http(GET => "/es/$gsvg->{imageId}/w_100.png");
$t->problem_ok($r, 400, 'a transform on an SVG asset: 400');
$r = $t->http(GET => "/es/$gsvg->{imageId}/original.png");
is($r->{status}, 400, 'original.png of an SVG asset: 400');

# re-run replaces the svg
my $old_svg = $gsvg->{imageId} // 'none';
run_op($id{golfer}, 'extract-svg', '', 'extract-svg golfer again');
my @svgs = grep { $_->{derivationType} eq 'svg' }
    @{ $e->derived($id{golfer}) || [] };
ok(@svgs == 1 && $svgs[0]{imageId} ne $old_svg && !-e $e->object_path($old_svg),
    'extract-svg again: one new svg, the old one gone');

# two designs -> svg, svg-1, svg-2
run_op($id{two}, 'extract-svg', '', 'extract-svg two designs');
$by = $e->derived_by_type($id{two});
is_deeply([sort grep { /^svg/ } keys %$by], ['svg', 'svg-1', 'svg-2'],
    'two designs: svg, svg-1, svg-2');
svg_ok($by->{svg} || {}, 'two designs svg');
for my $n (1, 2) {
    my $x = $by->{"svg-$n"} || {};
    my $b = svg_ok($x, "svg-$n");
    ok(abs(($x->{width} // 0) - 292) <= 3 && abs(($x->{height} // 0) - 333) <= 3,
        "svg-$n: the design's size") or diag("$x->{width}x$x->{height}");
    my ($vb) = $b =~ /<svg[^>]*\sviewBox="([^"]+)"/;
    my @v = split ' ', $vb // '';
    my $want_x = $n == 1 ? 10 : 120;
    ok(@v == 4 && abs($v[0] - $want_x) < 2 && abs($v[2] - 70) < 2,
        "svg-$n: viewBox on its design (x $want_x, 70 pt wide)")
        or diag('viewBox ' . ($vb // 'none'));
}

# social: with the default split parameters it holds no design >= 100 px
run_op($id{social}, 'extract-svg', '', 'extract-svg social');
$by = $e->derived_by_type($id{social});
ok($by->{svg} && !(grep { /^svg-/ } keys %$by),
    'social: svg, no svg-N (no design at the default minDesignPx)')
    or diag(join ' ', keys %$by);
svg_ok($by->{svg} || {}, 'social svg');

# three pages: svg (page 1), svg-page-1..3, each its own page's colour
my $three = upload_eps('three pages', filename => 'three.eps', content =>
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 50\n%%Pages: 3\n"
    . "%%EndComments\n"
    . join('', map { "%%Page: $_->[0] $_->[0]\n$_->[1] setrgbcolor"
        . " 0 0 100 50 rectfill\nshowpage\n" }
        [1, '1 0 0'], [2, '0 0 1'], [3, '0 1 0'])
    . "%%EOF\n");
wait_raster($three, 'three pages');
run_op($three->{imageId}, 'extract-svg', '', 'extract-svg three pages');
$by = $e->derived_by_type($three->{imageId});
is_deeply([sort grep { /^svg/ } keys %$by],
    ['svg', 'svg-page-1', 'svg-page-2', 'svg-page-3'],
    'three pages: svg, svg-page-1 .. svg-page-3');
my %colour = (1 => '100%,0%,0%', 2 => '0%,0%,100%', 3 => '0%,100%,0%');
for my $p (1 .. 3) {
    my $x = $by->{"svg-page-$p"} || {};
    my $b = svg_ok($x, "svg-page-$p");
    my @fills = $b =~ /fill:\s*rgb\(([^)]*)\)/g;
    is("@fills", $colour{$p}, "svg-page-$p: page $p (its colour only)");
    is(($x->{width} // 0) . 'x' . ($x->{height} // 0), '417x208',
        "svg-page-$p: the page's size at 300 DPI");
}
my @f1 = (svg_ok($by->{svg} || {}, 'three pages svg')
    =~ /fill:\s*rgb\(([^)]*)\)/g);
is("@f1", $colour{1}, 'three pages: svg is page 1');

# a hostile EPS: a javascript: link, markup in text
my $hostile = upload_eps('hostile EPS', filename => 'hostile.eps', content =>
    Pictor::Eps::simple_eps(w => 200, h => 100, body =>
        "[ /Rect [10 10 190 90] /Border [0 0 0] /Action << /Subtype /URI"
        . " /URI (javascript:alert\\(1\\)) >> /Subtype /Link /ANN pdfmark\n"
        . "/Helvetica findfont 12 scalefont setfont 10 50 moveto\n"
        . "(<script>alert\\(1\\)</script> onload=x) show\n"
        . "0 0 1 setrgbcolor 10 10 50 20 rectfill\n"));
wait_raster($hostile, 'hostile EPS');
run_op($hostile->{imageId}, 'extract-svg', '', 'extract-svg hostile');
svg_ok($e->derived_by_type($hostile->{imageId})->{svg} || {}, 'hostile svg');

# a hostile SVG upload is refused
$r = $t->upload('es', key => $key,
    file => $t->corpus('malformed/svg_with_script.svg'));
$t->problem_ok($r, 415, 'upload svg_with_script.svg: 415');

###############################################################################
# DELETE the parent: raster, split-N, svg, svg-N all go

my @all = map { $_->{imageId} } @{ $e->derived($id{two}) || [] };
cmp_ok(scalar @all, '>=', 4, 'two designs: raster, splits and svgs');
$r = $t->http(DELETE => "/api/es/images/$id{two}", key => $key);
is($r->{status}, 204, 'DELETE two designs: 204');
is($t->sql_value("SELECT COUNT(*) FROM images WHERE source_asset_id = "
    . Pictor::Test::sql_quote($id{two})), 0, 'DELETE: no derived row');
ok(!(grep { -e $e->object_path($_) } $id{two}, @all),
    'DELETE: no file of the parent or its derived assets');

my @tmp = $t->storage_files('.tmp');
is_deeply(\@tmp, [], 'nothing left in storage/.tmp') or diag("@tmp");

$t->done;
