#!/usr/bin/perl

# svg-N holds only its own design (issue 18), on the corpus's multi-design
# sheets: social_media_icons.eps (nine white icons on transparency,
# minDesignPx=30), illuCS6_preview.eps and illu10_no_preview.eps (two
# crop marks and a block, the defaults; a DOS EPS and a plain one).
# extract-svg finds as many designs in the vectors as split in the
# raster; each svg-N rasterized alone (libvips, librsvg) matches split-N
# after resizing to its size (mean difference, and a mismatched pair
# differs more); drawn on the whole page, svg-N paints nothing in another
# design's area; the svg-N share no path and each is smaller than the
# page's svg; a sheet on a white paper rectangle splits in its designs,
# the paper in none of them.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start(pictord => 1);
my $key = $t->project_with_key('sd');
my $e = Pictor::Eps->new($t, 'sd', $key)->need_gs;

# mean difference (0..255) under which a rendering is the same design
my $SAME = 16;

sub run_op {
    my ($id, $op, $q, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(POST => "/api/sd/$id/$op$q", key => $key);
    my $job = ($r->{json} || {})->{jobId} // 'none';
    my $s = $e->wait_job($id, $job, qr/^(?:Completed|Failed)$/, 90);
    is($s->{status}, 'Completed', "$name: Completed") or diag(explain $s);
}

sub of_prefix { $e->derived_numbered(@_) }

sub svg_text {
    my ($x) = @_;
    return Pictor::Test::read_file($e->object_path($x->{imageId})) // '';
}

# an SVG document rendered at 300 DPI, flattened on grey: a PNG path
sub render {
    my ($svg) = @_;
    my $f = $img->save($svg, 'svg');
    my $png = $img->path('png');
    $img->vips('copy', "$f\[dpi=300]", $png);
    return $png;
}

sub on_grey {
    my ($f) = @_;
    return $img->op($f, 'flatten', '--background', '128 128 128');
}

# $f resized to w x h
sub resized {
    my ($f, $w, $h) = @_;
    my ($fw, $fh) = $img->size($f);
    return $img->op($f, 'resize', $w / $fw, '--vscale', $h / $fh,
        '--kernel', 'linear');
}

sub root_attr {
    my ($svg, $name) = @_;
    my ($root) = $svg =~ /(<svg\b[^>]*>)/;
    my ($v) = ($root // '') =~ /\s\Q$name\E="([^"]*)"/;
    return $v;
}

# svg-N's area on the page in pixels at 300 DPI, from its viewBox (points)
sub area_px {
    my ($svg) = @_;
    my @v = split ' ', root_attr($svg, 'viewBox') // '';
    return map { int($_ * 300 / 72 + 0.5) } @v;
}

sub sheet_ok {
    my ($name, $file, $q, $want) = @_;

    my $r = $t->upload('sd', key => $key, file => $t->corpus("eps/$file"));
    is($r->{status}, 201, "$name: upload 201") or return;
    my $j = $r->{json} || {};
    my $id = $j->{imageId};
    my $s = $e->wait_job($id, $j->{processingJobId},
        qr/^(?:Completed|Failed)$/, 90);
    is($s->{status}, 'Completed', "$name: rasterized") or return;

    run_op($id, 'split', $q, "$name: split");
    run_op($id, 'extract-svg', $q, "$name: extract-svg");

    my @split = of_prefix($id, 'split-');
    my @svgs = of_prefix($id, 'svg-');
    is(scalar @split, $want, "$name: $want split-N");
    is(scalar @svgs, $want, "$name: $want svg-N, as many as split-N")
        or diag(join ' ', map { $_->{derivationType} } @svgs);
    return unless @svgs == @split && @svgs == $want;

    my $page = svg_text($e->derived_by_type($id)->{svg} || {});
    my @text = map { svg_text($_) } @svgs;

    # each svg-N alone against split-N, and against its neighbour
    my (@diff, @cross, @why);
    my @rend = map { on_grey(render($_)) } @text;
    for my $i (0 .. $#svgs) {
        my $sp = on_grey($e->object_path($split[$i]{imageId}));
        my ($w, $h) = $img->size($sp);
        push @diff, $img->mean_diff(resized($rend[$i], $w, $h), $sp);
        my $o = ($i + 1) % @svgs;
        push @cross, $img->mean_diff(resized($rend[$o], $w, $h), $sp);
        my ($sw, $sh) = ($svgs[$i]{width}, $svgs[$i]{height});
        push @why, "svg-" . ($i + 1) . " ${sw}x$sh, split ${w}x$h"
            if abs($sw - $w) > 0.1 * $w + 4 || abs($sh - $h) > 0.1 * $h + 4;
    }
    ok(!(grep { $_ > $SAME } @diff),
        "$name: each svg-N rendered matches split-N (< $SAME)")
        or diag("mean differences: @diff");
    ok(!@why, "$name: svg-N's size is split-N's (10 %)")
        or diag(join "\n", @why);
    my @close = grep { $cross[$_] <= $diff[$_] } 0 .. $#cross;
    ok(!@close, "$name: a mismatched pair differs more")
        or diag("same @diff / crossed @cross");

    # drawn on the whole page, svg-N paints nothing in another's area
    my $pvb = root_attr($page, 'viewBox');
    my ($pw, $ph) = (root_attr($page, 'width'), root_attr($page, 'height'));
    my @spill;
    for my $i (0 .. $#svgs) {
        (my $whole = $text[$i]) =~ s{(<svg\b[^>]*>)}{
            my $root = $1;
            $root =~ s/\sviewBox="[^"]*"/ viewBox="$pvb"/;
            $root =~ s/\swidth="[^"]*"/ width="$pw"/;
            $root =~ s/\sheight="[^"]*"/ height="$ph"/;
            $root }e;
        my $png = render($whole);
        my $alpha = $img->op($png, 'extract_band', 3);
        my ($aw, $ah) = $img->size($alpha);
        for my $k (grep { $_ != $i } 0 .. $#svgs) {
            my ($x, $y, $w, $h) = area_px($text[$k]);
            $w = $aw - $x if $x + $w > $aw;
            $h = $ah - $y if $y + $h > $ah;
            next if $w < 1 || $h < 1;
            my $a = $img->avg($img->crop($alpha, $x, $y, $w, $h));
            push @spill, 'svg-' . ($i + 1) . ' paints in svg-' . ($k + 1)
                . "'s area ($a)" if $a > 0;
        }
    }
    ok(!@spill, "$name: no svg-N paints in another design's area")
        or diag(join "\n", @spill);

    my %seen;
    my @shared;
    for my $i (0 .. $#text) {
        my %own = map { ($_ => 1) } $text[$i] =~ /<path\b[^>]*\sd="([^"]+)"/g;
        for my $d (keys %own) {
            push @shared, "svg-" . ($i + 1) . " and svg-$seen{$d}"
                if $seen{$d};
            $seen{$d} = $i + 1;
        }
    }
    ok(!@shared, "$name: the svg-N share no path") or diag("@shared");
    ok(!(grep { length($_) >= length($page) } @text),
        "$name: each svg-N is smaller than the page's svg");
}

sheet_ok('social_media_icons', 'social_media_icons.eps', '?minDesignPx=30',
    9);
sheet_ok('illuCS6_preview', 'illuCS6_preview.eps', '', 3);
sheet_ok('illu10_no_preview', 'illu10_no_preview.eps', '', 3);

###############################################################################
# a white paper rectangle under two designs: the paper is whitespace

my $paper = Pictor::Eps::simple_eps(w => 200, h => 100, body =>
    "1 setgray 0 0 200 100 rectfill\n"
    . "1 0 0 setrgbcolor 10 10 70 80 rectfill\n"
    . "0 0 1 setrgbcolor 120 10 70 80 rectfill\n");
my ($pid, $pjob) = $e->upload_ok('paper', $paper);
$e->wait_job($pid, $pjob, qr/^(?:Completed|Failed)$/, 90);
run_op($pid, 'extract-svg', '', 'paper: extract-svg');
my @ps = of_prefix($pid, 'svg-');
is(scalar @ps, 2, 'paper: svg-1, svg-2');
my @fills = map { join ' ', svg_text($_) =~ /fill:\s*rgb\(([^)]*)\)/g } @ps;
is_deeply(\@fills, ['100%,0%,0%', '0%,0%,100%'],
    'paper: svg-1 the red design, svg-2 the blue, without the paper');

$t->done;
