# make bench, section "peers": the issue's miss workload side by side
# with ipx (the Node image server on sharp, pinned in
# t/bench/ipx/package.json) and the raw libvips loop, in one run:
#
#   the same 4032x3024 JPEG, every request a distinct width 300..899 at
#   q 80 (the widths shuffled once, the same order for every server), as
#   jpg, webp and avif, with 2 and 8 clients;
#   Pictor: /peers/{id}/w_N,q_80.{jpg,webp,avif}, each URL once (every
#   response's X-Cache counted: all should be MISS; each run has its own
#   uploaded copies, so no run hits what another rendered);
#   Pictor again with pictor_jpeg_progressive off, jpg only: ipx's
#   encoding (baseline);
#   every run $REPS times, the servers alternating, the best kept;
#   ipx: /w_N,q_80,f_{jpg,webp,avif}/source.jpg on the same file (ipx
#   keeps no result between requests; t/bench/ipxserve.mjs turns sharp's
#   operation cache off too, and gives its AVIF encoder Pictor's effort
#   and chroma subsampling);
#   raw: t/bench/vipsloop.c at one width of each shrink band (see
#   raw_mix), combined in the proportions the widths fall in; Pictor's
#   loader (the 1/8 band from the rewrite without luma AC scans,
#   shared/media/jpeg_dc.c), and libvips alone (--plain, the file) for
#   the 1/8 band, the only one where the two differ.
#
# For each server: req/s, latency, CPU ms per request of its process tree
# (utime + stime from /proc/PID/stat before and after: nginx's master
# and workers; the node process) and the peak of its tree's RSS and PSS
# (/proc/PID/smaps_rollup, sampled every 0.2 s during the run).
#
# ipx is installed and started by Pictor::Bench::ipx_start (lib.pm);
# without npm or the registry the ipx rows are skipped and the report
# says why.

package Pictor::Bench::Peers;

use strict;
use warnings;

use File::Copy qw(copy);
use File::Path qw(make_path);
use POSIX qw(ceil);
use Time::HiRes qw(time sleep);

my $SRC = 'images/missing-exif.jpg';
my @FMT = qw(jpg webp avif);
my $BASE = 'jpg-baseline';      # Pictor's jpg with sharp's encoding
my @CONC = (2, 8);
my @WIDTHS = (300 .. 899);
my $SECS = 10;          # wrk per server, format and concurrency
my $REPS = 2;           # runs of each, alternating servers: the best kept
my $RAW_SECS = 3;       # vipsloop per format and width
my $MAX_RATE = 200;     # req/s no server reaches here: sizes the lists

# the goals of docs/PERFORMANCE.md (req/s ÷ ipx at 8 clients), reported
# against, never asserted
my %GOAL = (jpg => 1.1, webp => 1.1, avif => 1.0);
my $GOAL_CONC = 8;

# Pictor's AVIF effort (shared/render/render_encode.c), given to ipx too
my $AVIF_EFFORT = 2;

return {
    title => 'Delivery: misses side by side with ipx',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $d = $t->dir;
        my $key = $t->project_with_key('peers');
        my $src = "$d/peers/source.jpg";
        make_path("$d/peers");
        copy($t->corpus($SRC), $src) or die "copy: $!";
        my @order = shuffled(@WIDTHS);

        # enough distinct URLs per run that nothing repeats: copies of
        # their own for each concurrency and repetition
        my $per = ceil($MAX_RATE * $b->secs($SECS) / @WIDTHS);
        my @ids = upload_copies($b, $key, $src, $per * @CONC * $REPS);
        my %r = (per => $per, widths => \@order);

        my $ipx = $b->ipx_start("$d/peers", avif_effort => $AVIF_EFFORT);
        $r{ipx_why} = $ipx->{why};
        $r{ipx_version} = $ipx->{version};

        for my $i (0 .. $#CONC) {
            my $conc = $CONC[$i];
            for my $f (@FMT) {
                for my $k (0 .. $REPS - 1) {
                    my $slot = ($i * $REPS + $k) * $per;
                    push @{ $r{runs}{pictor}{$f}{$conc} }, pictor_run($b,
                        [@ids[$slot .. $slot + $per - 1]], \@order, $f,
                        $conc, $f);
                    next unless $ipx->{pid};
                    my $list = "$d/peers/ipx-$f";
                    Pictor::Test::write_file($list, join '',
                        map { "/w_$_,q_80,f_$f/source.jpg\n" } @order);
                    $b->log("peers: ipx $f, $conc clients");
                    push @{ $r{runs}{ipx}{$f}{$conc} }, measure($b,
                        [$ipx->{pid}], paths => $list, conns => $conc,
                        base => $ipx->{base});
                }
            }
        }
        baseline_runs($b, \%r, $key, $src, $per, \@order);
        $b->ipx_stop($ipx);
        keep_best(\%r);
        $r{raw}{$_} = raw_mix($b, $src, $_) for @FMT;
        return report($b, \%r);
    },
};

# Pictor's jpg as sharp encodes it, baseline (pictor_jpeg_progressive off,
# docs/decisions/0027): nginx restarted with it, copies of its own
# uploaded so every request is a miss, then the shipped configuration
# again.  Its rows are $r->{pictor}{$BASE}.
sub baseline_runs {
    my ($b, $r, $key, $src, $per, $order) = @_;
    $b->restart_nginx(http => 'pictor_jpeg_progressive off;');
    my @ids = upload_copies($b, $key, $src, $per * @CONC * $REPS);
    for my $i (0 .. $#CONC) {
        for my $k (0 .. $REPS - 1) {
            my $slot = ($i * $REPS + $k) * $per;
            push @{ $r->{runs}{pictor}{$BASE}{$CONC[$i]} }, pictor_run($b,
                [@ids[$slot .. $slot + $per - 1]], $order, 'jpg',
                $CONC[$i], $BASE);
        }
    }
    $b->restart_nginx;
}

# $n copies of $src uploaded to project peers: their image ids
sub upload_copies {
    my ($b, $key, $src, $n) = @_;
    my @ids;
    for (1 .. $n) {
        my $u = $b->t->upload('peers', file => $src, key => $key);
        die "upload: $u->{status} $u->{content}"
            unless $u->{status} == 201 || $u->{status} == 200;
        push @ids, $u->{json}{imageId};
    }
    return @ids;
}

# One Pictor run: every width of @$order once for each of @$ids, as $f
sub pictor_run {
    my ($b, $ids, $order, $f, $conc, $tag) = @_;
    my $list = $b->t->dir . "/peers/pictor-c$conc-$tag";
    Pictor::Test::write_file($list, join '', map {
        my $id = $_;
        map { "/peers/$id/w_$_,q_80.$f\n" } @$order
    } @$ids);
    $b->log("peers: Pictor $tag, $conc clients");
    return measure($b, [nginx_tree($b)], paths => $list, conns => $conc);
}

# the run of each server, format and concurrency with the most req/s:
# the host's other tenants only ever slow a run down
sub keep_best {
    my ($r) = @_;
    for my $s (keys %{ $r->{runs} }) {
        for my $f (keys %{ $r->{runs}{$s} }) {
            for my $c (keys %{ $r->{runs}{$s}{$f} }) {
                my @w = sort { $b->{rps} <=> $a->{rps} }
                    @{ $r->{runs}{$s}{$f}{$c} };
                $r->{$s}{$f}{$c} = $w[0];
                $w[0]{others} = [map { $_->{rps} } @w[1 .. $#w]];
            }
        }
    }
}

# a fixed permutation (the same in every run and for every server)
sub shuffled {
    my (@a) = @_;
    my $x = 12345;
    for (my $i = $#a; $i > 0; $i--) {
        $x = ($x * 1103515245 + 12345) % 2147483648;
        my $j = $x % ($i + 1);
        @a[$i, $j] = @a[$j, $i];
    }
    return @a;
}

# nginx's master and workers
sub nginx_tree {
    my ($b) = @_;
    return ($b->t->nginx_pid, $b->nginx_workers);
}

# One wrk run (%o for Pictor::Bench::wrk) with the CPU of the process
# tree @$pids before and after and its RSS/PSS sampled meanwhile.
sub measure {
    my ($b, $pids, %o) = @_;
    my $hz = POSIX::sysconf(POSIX::_SC_CLK_TCK()) || 100;
    $b->settle;
    my $mem0 = Pictor::Bench::procs_mem(@$pids);
    my $cpu0 = Pictor::Bench::procs_ticks(@$pids);
    my $run = $b->wrk_start('/', %o, seconds => $b->secs($SECS));
    my @peak = @$mem0;
    while (waitpid($run->{pid}, POSIX::WNOHANG()) == 0) {
        my $m = Pictor::Bench::procs_mem(@$pids);
        $peak[$_] = $m->[$_] for grep { $m->[$_] > $peak[$_] } 0, 1;
        sleep 0.2;
    }
    $run->{status} = $?;
    my $cpu = (Pictor::Bench::procs_ticks(@$pids) - $cpu0) / $hz;
    my $w = $b->wrk_finish($run);
    $w->{cpu_ms} = $w->{requests} ? $cpu * 1000 / $w->{requests} : undef;
    $w->{cpu_s} = $cpu;
    $w->{rss0} = $mem0->[0];
    $w->{pss0} = $mem0->[1];
    $w->{rss} = $peak[0];
    $w->{pss} = $peak[1];
    return $w;
}

# --- the raw loop ------------------------------------------------------------

# fast's JPEG shrink for a 4032x3024 source to width $w (vipsloop's and
# pt_render_shrink's rule: the largest of 8 4 2 still covering the
# target, halved where the whole factor is the shrink)
sub fast_shrink {
    my ($w) = @_;
    my ($sw, $sh) = (4032, 3024);
    my $th = int(($sh * $w * 2 + $sw) / ($sw * 2));
    my $f = $sw / $w < $sh / $th ? $sw / $w : $sh / $th;
    my $s = 8;
    $s /= 2 while $s > 1 && (int($sw / $s) < $w || int($sh / $s) < $th);
    return $s > 1 && int($f) == $s ? $s / 2 : $s;
}

# vipsloop at one width of each group of widths that load at one shrink,
# each for $RAW_SECS, combined as the rate of the whole mix:
# 1 / sum(share / rate).
sub raw_mix {
    my ($b, $src, $f) = @_;
    my $vipsloop = $b->helper('vipsloop', with_lib => 1);
    my ($threads) = $b->render_threads;
    my %band;
    for my $w (@WIDTHS) {
        push @{ $band{ fast_shrink($w) } }, $w;
    }
    my ($inv, $pinv, @parts) = (0, 0);
    my $loop = sub {
        my ($w, @plain) = @_;
        $b->settle;
        my $x = Pictor::Bench::kv($b->cmd($vipsloop, @plain, '--shrink',
            'fast', 'loop', $src, $f, $w, $threads, $b->secs($RAW_SECS)));
        return $x->{ops} / $x->{seconds};
    };
    for my $k (reverse sort keys %band) {
        my @w = @{ $band{$k} };
        my $mid = $w[int(@w / 2)];
        $b->log("peers: vipsloop $f w $mid, $threads threads");
        my $rps = $loop->($mid);
        my $plain = $k == 8 ? $loop->($mid, '--plain') : $rps;
        $inv += (@w / @WIDTHS) / $rps;
        $pinv += (@w / @WIDTHS) / $plain;
        push @parts, { width => $mid, share => @w / @WIDTHS, rps => $rps,
                       plain => $plain };
    }
    return { rps => 1 / $inv, plain => 1 / $pinv, parts => \@parts,
             threads => $threads };
}

# --- report ----------------------------------------------------------------

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my $mb = sub { defined $_[0] ? $num->($_[0] / 1024) : '–' };
    my $md = "The issue's workload: `$SRC` (4032×3024 JPEG), every request"
        . ' a distinct width 300..899 at q 80 (the 600 widths shuffled once,'
        . ' the same order for every server), jpg, webp and avif, 2 and 8'
        . ' clients,'
        . ' ' . $b->secs($SECS) . " s per run with wrk (`paths=`), no"
        . " warm-up.  Pictor: `/peers/{id}/w_N,q_80.{jpg,webp,avif}`, each"
        . " URL"
        . " once; each run has its own $r->{per} uploaded copies,"
        . ' so every request should be a cache MISS (the `X-Cache` of each'
        . ' response is counted).  ipx:'
        . ' `/w_N,q_80,f_{jpg,webp,avif}/source.jpg`'
        . ' served by `t/bench/ipxserve.mjs` (`createIPX` + `ipxFSStorage` +'
        . ' `createIPXNodeServer`, the same file in a directory; ipx keeps no'
        . ' result between requests and sharp\'s operation cache is off, so'
        . ' every request is real work; sharp\'s threads and libuv\'s pool'
        . ' as they come).  CPU ms/req: utime + stime of the server\'s'
        . ' process tree (nginx master and workers; the node process) over'
        . ' the run, divided by its responses.  Peak RSS/PSS: the tree\'s'
        . ' summed `Rss`/`Pss` of `/proc/PID/smaps_rollup`, sampled every'
        . " 0.2 s during the run (its value before the run in brackets)."
        . " Each server, format and concurrency ran $REPS times, the"
        . ' servers alternating; the table keeps the run with the most'
        . ' req/s (the others\' req/s in brackets): this machine is a'
        . ' virtual one whose host\'s other work only ever slows a run.'
        . "\n\n";
    $md .= $r->{ipx_why}
        ? "**ipx not measured**: $r->{ipx_why}.\n\n"
        : "ipx: $r->{ipx_version}, installed by `npm ci` from"
          . " `t/bench/ipx/package-lock.json` into `build/bench/ipx/`.\n\n";
    my @rows;
    for my $f (@FMT, $BASE) {
        for my $conc (@CONC) {
            for my $s (qw(pictor ipx)) {
                my $w = $r->{$s}{$f}{$conc} or next;
                push @rows, [$f eq $BASE ? 'jpg' : $f, $conc,
                    $s eq 'ipx' ? 'ipx' : $f eq $BASE
                    ? 'Pictor, `pictor_jpeg_progressive off`' : 'Pictor',
                    $num->($w->{rps}) . (@{ $w->{others} || [] }
                        ? ' (' . join(', ', map { $num->($_) }
                                      @{ $w->{others} }) . ')' : ''),
                    $num->($w->{p50}), $num->($w->{p99}),
                    ($s eq 'pictor' ? ($w->{misses} // 0) : 'no cache')
                    . " / $w->{requests}"
                    . ($w->{non_2xx} || $w->{errors}
                        ? " ($w->{non_2xx} ≥ 400, $w->{errors} errors)"
                        : ''),
                    $num->($w->{cpu_ms}),
                    $mb->($w->{rss}) . ' (' . $mb->($w->{rss0}) . ')',
                    $mb->($w->{pss}) . ' (' . $mb->($w->{pss0}) . ')'];
            }
        }
    }
    $md .= $b->table(['format', 'clients', 'server', 'req/s', 'p50 ms',
        'p99 ms', 'MISS / responses', 'CPU ms/req', 'peak RSS MB',
        'peak PSS MB'], \@rows, ['---', '---:', '---', ('---:') x 7]);

    my $raw = $r->{raw};
    $md .= "\nRaw libvips: `t/bench/vipsloop.c --shrink fast` (`pt_render`'s"
        . ' calls, through Pictor\'s loader, with its default shrink-on-load, '
        . "$raw->{jpg}{threads} threads as the render pool) cannot vary the"
        . ' width per call, so it ran at the middle width of each group of'
        . ' widths that load at one JPEG shrink, and the rate of the whole'
        . ' mix is'
        . ' 1 ÷ Σ(share ÷ rate): '
        . join('; ', map {
            my $f = $_;
            "$f " . join(', ', map {
                sprintf('w %d (%.0f %% of the widths) %s/s%s', $_->{width},
                    $_->{share} * 100, $num->($_->{rps}),
                    $_->{plain} != $_->{rps} ? ' (libvips alone '
                    . $num->($_->{plain}) . '/s)' : '')
            } @{ $raw->{$f}{parts} }) . ' → ' . $num->($raw->{$f}{rps})
            . '/s (libvips alone ' . $num->($raw->{$f}{plain}) . '/s)'
        } @FMT) . ".  At 1/8 Pictor's loader decodes a progressive JPEG"
        . ' from a rewrite without its luma AC scans, which that decode'
        . ' reads nothing of (docs/decisions/0028-jpeg-eighth-without-ac.md);'
        . ' libvips alone (`--plain`) decodes the file, as ipx does.'
        . "\n\n";

    @rows = ();
    for my $f (@FMT, $BASE) {
        for my $conc (@CONC) {
            my $p = $r->{pictor}{$f}{$conc} or next;
            my $base = $f eq $BASE;
            my $g = $GOAL{$base ? 'jpg' : $f};
            my $x = $r->{ipx}{$base ? 'jpg' : $f}{$conc};
            my $q = $x ? $p->{rps} / ($x->{rps} || 1) : undef;
            my $c = $x && $x->{cpu_ms} ? $p->{cpu_ms} / $x->{cpu_ms}
                : undef;
            # the raw loop encodes progressive: no limit for baseline
            push @rows, [$base ? 'jpg, baseline as sharp' : $f, $conc,
                defined $q ? '**' . $num->($q) . '**' : '–',
                defined $c ? $num->($c) : '–',
                $base ? '–' : $num->($p->{rps} / ($raw->{$f}{rps} || 1)),
                $base ? '–' : $num->($p->{rps} / ($raw->{$f}{plain} || 1)),
                defined $q && $conc == $GOAL_CONC ? "≥ $g: "
                    . ($q >= $g ? 'met' : 'not met')
                    . ($base ? ' (the same encoding)' : '') : '–'];
        }
    }
    $md .= $b->table(['format', 'clients', 'Pictor ÷ ipx (req/s)',
        'Pictor ÷ ipx (CPU ms/req; goal for jpg ≤ 1)',
        'Pictor ÷ raw libvips (req/s)',
        'Pictor ÷ libvips alone (req/s)', 'issue\'s goal (req/s)'], \@rows,
        ['---', ('---:') x 5, '---']);
    $md .= "\nThe jpg rows: Pictor writes progressive JPEG over 256×256"
        . ' pixels (1-2.5 % smaller, shown early), ipx baseline; the'
        . ' `pictor_jpeg_progressive off` rows are Pictor restarted with'
        . ' baseline output, on copies of their own, so the same encoding'
        . ' is compared (docs/decisions/0027-jpeg-progressive-default.md).'
        . "\n";
    $md .= "\nAVIF: both at AV1 effort $AVIF_EFFORT (aom), 8 bits, 4:2:0"
        . ' (sharp\'s own defaults, effort 4 and 4:4:4, are not ipx'
        . ' modifiers: `t/bench/ipxserve.mjs` sets them in sharp\'s'
        . ' `avif()`).  ';
    $md .= "ipx runs on its own, newer libvips and libwebp (bundled by"
        . ' sharp), Pictor and the raw loop on the system\'s; sharp loads'
        . ' JPEG at the largest shrink that stays at or above the target,'
        . ' halved when the factor\'s integer part equals it, and WebP at'
        . ' the target\'s scale (`fastShrinkOnLoad`).  The two servers ran'
        . ' one after the'
        . ' other on the same cores as wrk; no server ran while another was'
        . " measured.\n";
    return $md;
}
1;
