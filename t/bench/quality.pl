# make bench, section "quality": what the shrink-on-load policy costs in
# quality, measured against ipx's on the same photos and sizes.
#
# For each corpus photo in @PHOTOS and width in @WIDTHS, as jpg and webp
# at q 80, three producers:
#   Pictor with `pictor_shrink_on_load conservative` (vips_thumbnail's
#   rule: the decode keeps at least twice the target),
#   Pictor with `pictor_shrink_on_load fast` (the largest JPEG/WebP
#   shrink that stays at or above the target, as sharp),
#   ipx (sharp's fastShrinkOnLoad, its own libvips);
# each output compared by t/bench/quality.c with a reference made from
# the full decode (no shrink-on-load), in linear light, resized with
# lanczos3 to exactly the output's size: SSIM on luma (11x11 Gaussian
# window) and DSSIM = 1/SSIM - 1.
#
# nginx is restarted once per policy (the directive is http-level here;
# the cache key does not hold it, so each policy renders its own upload
# of every photo).  When the module does not know the directive (nginx
# fails to start with it), the Pictor rows are the shipped default only.

package Pictor::Bench::Quality;

use strict;
use warnings;

use File::Copy qw(copy);
use File::Path qw(make_path);
use HTTP::Tiny;
use Time::HiRes qw(sleep);

# large photos without EXIF rotation (ipx does not apply it), of varied
# content and size; the widths include ones where the two policies load
# at different shrinks
my @PHOTOS = (
    'images/missing-exif.jpg',              # 4032x3024, street
    'images/2569067123_aca715a2ee_o.jpg',   # 2725x2225
    'exif/xmp_test_adobergb.jpg',           # 2000x1072, Adobe RGB profile
    'exif/Landscape_1.jpg',                 # 1800x1200
);
my @WIDTHS = (200, 400, 640, 1000);
my @FMT = qw(jpg webp);
my @POLICIES = qw(conservative fast);

return {
    title => 'Quality: shrink-on-load policies against ipx',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $d = $t->dir . '/quality';
        make_path("$d/src", "$d/out");
        my $key = $t->project_with_key('quality');
        my (%ids, %r);

        # one upload of each photo per policy
        for my $pol (@POLICIES) {
            for my $p (@PHOTOS) {
                my $u = $t->upload('quality', file => $t->corpus($p),
                    key => $key);
                die "upload $p: $u->{status} $u->{content}"
                    unless $u->{status} =~ /^20[01]$/;
                my ($id) = $u->{content} =~ /"imageId"\s*:\s*"([^"]+)"/
                    or die "upload $p: no id in $u->{content}";
                $ids{$pol}{$p} = $id;
            }
        }
        my @prod;
        for my $pol (@POLICIES) {
            $b->log("quality: nginx with pictor_shrink_on_load $pol");
            my $ok = eval {
                $b->restart_nginx(
                    http => "pictor_shrink_on_load $pol;");
                1;
            };
            unless ($ok) {
                $r{no_directive} = $@ =~ /(\S.*)/ ? $1 : 'nginx failed';
                last;
            }
            fetch_pictor($b, $ids{$pol}, "$d/out", $pol);
            push @prod, "Pictor $pol";
        }
        $b->restart_nginx;
        if ($r{no_directive}) {
            # the module as built has no such directive: its default only
            fetch_pictor($b, $ids{fast}, "$d/out", 'default');
            @prod = ('Pictor default');
        }

        my $ipx = $b->ipx_start("$d/src");
        if ($ipx->{pid}) {
            copy($t->corpus($_), "$d/src/" . flat($_)) or die "copy: $!"
                for @PHOTOS;
            fetch_ipx($b, $ipx->{base}, "$d/out");
            push @prod, 'ipx';
        }
        $b->ipx_stop($ipx);
        $r{ipx_why} = $ipx->{why};
        $r{ipx_version} = $ipx->{version};

        # compare: one helper run per photo (its full decode made once)
        my $helper = $b->helper('quality');
        for my $p (@PHOTOS) {
            my @out;
            for my $pr (@prod) {
                for my $f (@FMT) {
                    push @out, map { "$d/out/" . name($pr, $p, $_, $f) }
                        @WIDTHS;
                }
            }
            $b->log("quality: comparing $p");
            for my $l (split /\n/, $b->cmd($helper, $t->corpus($p), @out)) {
                my $h = Pictor::Bench::kv($l);
                my ($n) = $h->{file} =~ m{([^/]+)$};
                $r{m}{$n} = $h;
            }
        }
        return report($b, \%r, \@prod);
    },
};

# a corpus path as one file name
sub flat {
    my ($p) = @_;
    (my $n = $p) =~ s{/}{_}g;
    return $n;
}

# the file an output is kept in
sub name {
    my ($prod, $photo, $w, $f) = @_;
    (my $pr = $prod) =~ s/\W+/-/g;
    return "$pr--" . flat($photo) . "--w$w.$f";
}

# GET every photo's w_N,q_80.{jpg,webp} from Pictor (each a MISS, never
# rendered before); right after a restart the render server may answer
# 503 for a moment
sub fetch_pictor {
    my ($b, $ids, $dir, $pol) = @_;
    my $t = $b->t;
    for my $p (@PHOTOS) {
        for my $w (@WIDTHS) {
            for my $f (@FMT) {
                my $url = "/quality/$ids->{$p}/w_$w,q_80.$f";
                my $res;
                for (1 .. 50) {
                    $res = $t->http(GET => $url);
                    last unless $res->{status} == 503;
                    sleep 0.1;
                }
                die "$url: $res->{status}" unless $res->{status} == 200;
                Pictor::Test::write_file("$dir/"
                    . name("Pictor $pol", $p, $w, $f), $res->{content});
            }
        }
    }
}

sub fetch_ipx {
    my ($b, $base, $dir) = @_;
    my $ua = HTTP::Tiny->new(timeout => 60);
    for my $p (@PHOTOS) {
        for my $w (@WIDTHS) {
            for my $f (@FMT) {
                my $url = "$base/w_$w,q_80,f_$f/" . flat($p);
                my $res = $ua->get($url);
                die "$url: $res->{status}" unless $res->{success};
                Pictor::Test::write_file("$dir/" . name('ipx', $p, $w, $f),
                    $res->{content});
            }
        }
    }
}

sub report {
    my ($b, $r, $prod) = @_;
    my $num = sub { defined $_[0] ? sprintf('%.4f', $_[0]) : '–' };
    my $md = 'Each photo resized to each width at q 80 by each producer,'
        . ' compared with a **reference**: the full decode (no'
        . ' shrink-on-load), into linear light (scRGB, through the embedded'
        . ' ICC profile when there is one), `vips_resize` with the lanczos3'
        . ' kernel to exactly the output\'s size, back to 8-bit sRGB'
        . ' (`t/bench/quality.c`).  SSIM on luma (Rec. 601 Y\', the 11×11'
        . ' Gaussian window of σ 1.5, the mean of the map; 1 is identical)'
        . ' and DSSIM = 1/SSIM − 1 (0 is identical, smaller is better).'
        . '  Pictor `conservative` loads a JPEG or WebP at no less than twice'
        . ' the target (vips_thumbnail\'s rule), `fast` at the largest'
        . ' JPEG shrink that stays at or above the target, halved when the'
        . ' integer part of the factor equals it (a 2725-wide photo to 1000'
        . ' loads in full, 1800 to 400 at 1/2), and a WebP at exactly the'
        . ' target\'s scale: the same rules as ipx, which is sharp with'
        . ' `fastShrinkOnLoad` (its default; "known libjpeg rounding'
        . ' errors" in its source).  docs/RENDERING.md says why.  Photos: '
        . join(', ', map { "`$_`" } @PHOTOS) . '; widths '
        . join(', ', @WIDTHS) . ".\n\n";
    $md .= "**No conservative/fast split**: nginx did not start with"
        . " `pictor_shrink_on_load` ($r->{no_directive}); the Pictor rows"
        . " are the module's default.\n\n" if $r->{no_directive};
    $md .= $r->{ipx_why} ? "**ipx not measured**: $r->{ipx_why}.\n\n"
        : "ipx: $r->{ipx_version}.\n\n";

    # per photo and width: DSSIM of each producer
    my @rows;
    for my $f (@FMT) {
        for my $p (@PHOTOS) {
            for my $w (@WIDTHS) {
                my @c = map { $r->{m}{ name($_, $p, $w, $f) } } @$prod;
                my ($o) = grep { defined } @c;
                push @rows, [$f, "`$p`", $w,
                    $o ? "$o->{width}×$o->{height}" : '–',
                    map { $_ ? $num->($_->{dssim}) : '–' } @c];
            }
        }
    }
    $md .= $b->table(['format', 'photo', 'width', 'output',
        map { "$_ DSSIM" } @$prod], \@rows,
        ['---', '---', '---:', '---:', ('---:') x @$prod]);

    # summary per producer and format
    @rows = ();
    my %mean;
    for my $f (@FMT) {
        for my $pr (@$prod) {
            my @m = grep { defined } map {
                my $p = $_;
                map { $r->{m}{ name($pr, $p, $_, $f) } } @WIDTHS
            } @PHOTOS;
            next unless @m;
            my ($ss, $ds, $ws, $wd) = (0, 0, 1, 0);
            for my $x (@m) {
                $ss += $x->{ssim};
                $ds += $x->{dssim};
                $ws = $x->{ssim} if $x->{ssim} < $ws;
                $wd = $x->{dssim} if $x->{dssim} > $wd;
            }
            $mean{$f}{$pr} = $ds / @m;
            push @rows, [$f, $pr, scalar @m, $num->($ss / @m),
                $num->($ws), $num->($ds / @m), $num->($wd)];
        }
    }
    $md .= "\n" . $b->table(['format', 'producer', 'outputs', 'mean SSIM',
        'worst SSIM', 'mean DSSIM', 'worst DSSIM'], \@rows,
        ['---', '---', ('---:') x 5]);

    my $fast = $r->{no_directive} ? 'Pictor default' : 'Pictor fast';
    $md .= "\n";
    for my $f (@FMT) {
        my ($a, $x) = ($mean{$f}{$fast}, $mean{$f}{ipx});
        next unless defined $a && $x;
        my $q = $a / $x;
        $md .= sprintf "**%s: fast ÷ ipx DSSIM = %s** (mean over %d"
            . " outputs; the issue's goal: the default no worse than"
            . " ipx's, ≤ 1: %s)", $f, Pictor::Bench::num($q),
            @PHOTOS * @WIDTHS, $q <= 1 ? 'met' : 'not met';
        my $c = $mean{$f}{'Pictor conservative'};
        $md .= sprintf '; conservative ÷ ipx %s',
            Pictor::Bench::num($c / $x) if defined $c;
        $md .= ".\n\n";
    }
    return $md;
}
1;
