# make bench, section "plugins" (issue 14): each plugin's misses through
# nginx against the same render in a raw in-process loop, and the cost of
# recording plugin uses for billing.
#
#   per plugin: the URL's tokens with a distinct width per request (every
#   request a miss, each URL once, 2 clients, wrk paths=) against
#   t/bench/renderloop.c: pt_render itself (every libvips call of the
#   miss, the plugin's stage included) on 2 threads as the render pool,
#   at the same widths in turn, without HTTP, database, storage or cache
#   (goal >= 0.85);
#   billing: the same wt misses with pictor_plugin_billing on (the shipped
#   batch, flushed each second) and off, side by side in one nginx, in
#   alternating pairs of short runs, the median pair's on ÷ off (goal
#   >= 0.98); then the same with flush 0 (a transaction per miss).

package Pictor::Bench::Plugins;

use strict;
use warnings;

use POSIX qw(ceil);
use POSIX ();
use List::Util qw(min max);

my $SECS = 8;
my $RAW_SECS = 4;
my $MAX_RATE = 400;     # req/s no case reaches: sizes the URL lists
my %GOAL = (raw => 0.85, billing => 0.98);
# pairs as shipped, and with flush 0 (the design before the batch)
my %BILL_ROUNDS = (shipped => 16, each => 6);
my $BILL_SECS = 4;
my $HZ = POSIX::sysconf(POSIX::_SC_CLK_TCK()) || 100;

# name, source, extension, tokens around the width (W), widths
my @CASES = (
    ['none (plain resize)', 'images/missing-exif.jpg', 'jpg', 'w_W',
        [500 .. 799]],
    ['filter_grayscale', 'images/missing-exif.jpg', 'jpg',
        'w_W,filter_grayscale', [500 .. 799]],
    ['filter_vignette', 'images/missing-exif.jpg', 'jpg',
        'w_W,filter_vignette', [500 .. 799]],
    ['wt_copyright', 'images/missing-exif.jpg', 'jpg', 'w_W,wt_copyright',
        [500 .. 799]],
    ['smart_crop_face', 'faces/henner_portrait.jpg', 'jpg',
        'w_W,h_W,smart_crop_face', [200 .. 499]],
    # the corpus README's known answer: the transparency demonstration
    # flattened on white (made in the run's directory)
    ['bg_remove', 'bg-on-white.jpg', 'png', 'w_W,bg_remove',
        [300 .. 599]],
);

return {
    title => 'Plugins: misses against the raw render, and billing',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $key = $t->project_with_key('plug');
        # a budget no run reaches: every miss reserves its cost as a
        # project with a budget does (new projects have one)
        $t->sql('UPDATE projects SET plugin_monthly_budget_cents'
            . " = 100000000000 WHERE slug = 'plug'");
        for my $p (qw(bg smart_crop wt filter)) {
            my $r = $t->http(POST => "/api/plug/plugins/$p/activate",
                key => $key);
            die "activate $p: $r->{status}" unless $r->{status} == 200;
        }
        my $loop = $b->helper('renderloop', with_lib => 1);
        my %file = map { $_->[1] => $t->corpus($_->[1]) }
            grep { $_->[1] =~ m{/} } @CASES;
        $file{'bg-on-white.jpg'} = $t->dir . '/bg-on-white.jpg';
        $b->cmd('vips', 'flatten', $t->corpus(
            'images/PNG_transparency_demonstration_1.png'),
            $file{'bg-on-white.jpg'}, '--background', '255');
        my ($threads) = $b->render_threads;
        my (%id, @rows);
        # BENCH_PLUGINS=billing: the billing part alone (while tuning it)
        for my $c (($ENV{BENCH_PLUGINS} // '') eq 'billing' ? () : @CASES) {
            my ($name, $src, $ext, $tok, $widths) = @$c;
            # copies enough that no URL repeats in a run
            my $need = ceil($MAX_RATE * $b->secs($SECS) / @$widths);
            $id{$src} ||= [map { upload($t, $key, $file{$src}) } 1 .. $need];
            my $list = paths($b, $id{$src}, $ext, $tok, $widths, $name);
            $b->log("plugins: $name through nginx");
            # as before the raw run: what the uploads and the previous
            # case left queued is not counted against this one
            $b->settle;
            # CPU of the stack serving the misses (nginx, MariaDB)
            my @stack = ($t->nginx_pid, $b->nginx_workers,
                $t->{mariadb_pid});
            my $cpu0 = Pictor::Bench::procs_ticks(@stack);
            my $w = $b->wrk('/', paths => $list, conns => 2,
                seconds => $b->secs($SECS));
            my $cpu = (Pictor::Bench::procs_ticks(@stack) - $cpu0) / $HZ;
            $b->log("plugins: $name raw, $threads threads");
            $b->settle;
            my $x = Pictor::Bench::kv($b->cmd($loop, $file{$src}, $ext,
                $tok, $threads, $b->secs($RAW_SECS),
                "$widths->[0]-$widths->[-1]"));
            push @rows, { name => $name, tokens => $tok, ext => $ext,
                src => $src, w => $w, raw => $x->{ops} / $x->{seconds},
                raw_ms => $x->{mean_us} / 1000,
                cpu_ms => $cpu * 1000 / ($w->{requests} || 1),
                raw_cpu_ms => $x->{cpu_us} / 1000 };
        }

        # BENCH_PLUGINS=raw: the per-plugin rows alone
        return report($b, \@rows, undef)
            if ($ENV{BENCH_PLUGINS} // '') eq 'raw';

        # billing on and off in one nginx, side by side: the front's
        # /bill-on/ and /bill-off/ are the render handler itself with
        # pictor_plugin_billing on and off (no cache: every request a
        # render), run in short alternating rounds, each round's ratio
        # against its neighbour.  Rounds of separate nginx runs differed by
        # ±10 % here, more than the cost measured.
        my ($src, $ext, $tok) = ('images/missing-exif.jpg', 'jpg',
            'w_W,wt_copyright');
        my @w = 500 .. 799;
        my %bill;
        for my $flush (qw(shipped each)) {
            $b->restart_nginx(server => bill_locations(),
                ($flush eq 'each'
                    ? (http => 'pictor_plugin_billing_flush 0;')
                    : ()));
            $bill{$flush} = bill_rounds($b, $t, $key, $file{$src}, $ext,
                $tok, \@w, $flush);
        }
        $b->restart_nginx;
        return report($b, \@rows, \%bill);
    },
};

# the front's two render locations, billing on and off
sub bill_locations {
    return join ' ', map {
        "location /bill-$_/ { rewrite ^/bill-$_(/.*)\$ \$1 break;"
        . " pictor_render; pictor_plugin_billing $_; }" } qw(on off);
}

# BILL_ROUNDS{name} pairs of BILL_SECS s runs, on and off in turn (the
# order swapped every pair), the same copies every run: { on, off (summed runs),
# ratios (each pair's on ÷ off), median }
sub bill_rounds {
    my ($bench, $t, $key, $file, $ext, $tok, $w, $name) = @_;
    my $need = ceil($MAX_RATE * $bench->secs($BILL_SECS) / @$w);
    my (%sum, @ratios);
    # these locations cache nothing: the same URLs render every time, so
    # one set of copies serves every run, and no upload runs between them
    my @ids = map { upload($t, $key, $file) } 1 .. $need;
    for my $r (1 .. $BILL_ROUNDS{$name}) {
        my %rps;
        for my $state ($r % 2 ? qw(on off) : qw(off on)) {
            my $list = paths($bench, \@ids, $ext, $tok, $w, "bill-$name-$r",
                "/bill-$state");
            # CPU of nginx and MariaDB (the batch's writes): what the
            # other work on the machine does not move, unlike req/s
            my @pids = ($t->nginx_pid, $bench->nginx_workers,
                $t->{mariadb_pid});
            $bench->settle;
            my $cpu0 = Pictor::Bench::procs_ticks(@pids);
            my $run = $bench->wrk('/', paths => $list, conns => 2,
                seconds => $bench->secs($BILL_SECS));
            die "billing $state: $run->{non_2xx} answers not 2xx"
                if $run->{non_2xx};
            $rps{$state} = $run->{rps};
            $sum{$state}{$_} += $run->{$_} for qw(requests seconds);
            $sum{$state}{cpu} += (Pictor::Bench::procs_ticks(@pids) - $cpu0)
                / $HZ;
        }
        push @ratios, $rps{on} / ($rps{off} || 1);
        $bench->log(sprintf 'plugins: billing (%s), pair %d: on %.1f, off %.1f'
            . ' req/s', $name, $r, $rps{on}, $rps{off});
    }
    my @by = sort { $a <=> $b } @ratios;
    return {
        (map { $_ => $sum{$_}{requests} / ($sum{$_}{seconds} || 1) }
            qw(on off)),
        (map { ("${_}_cpu_ms" => 1000 * $sum{$_}{cpu}
            / ($sum{$_}{requests} || 1)) } qw(on off)),
        ratios => \@ratios,
        median => ($by[$#by / 2] + $by[@by / 2]) / 2,
    };
}

sub upload {
    my ($t, $key, $file) = @_;
    my $u = $t->upload('plug', key => $key, file => $file);
    die "upload: $u->{status} $u->{content}" unless $u->{status} == 201;
    return $u->{json}{imageId};
}

# every width's URL on every copy, shuffled by copy
sub paths {
    my ($b, $ids, $ext, $tok, $widths, $name, $prefix) = @_;
    (my $file = $name) =~ s/\W+/_/g;
    $file = $b->t->dir . "/plugins-$file";
    my @urls;
    for my $id (@$ids) {
        for my $w (@$widths) {
            (my $tokens = $tok) =~ s/W/$w/g;
            push @urls, ($prefix // '') . "/plug/$id/$tokens.$ext\n";
        }
    }
    Pictor::Test::write_file($file, join '', @urls);
    return $file;
}

sub report {
    my ($b, $rows, $bill) = @_;
    my $num = \&Pictor::Bench::num;
    my $md = "Each case's URL with a distinct width per request (each URL"
        . " once: every response a miss, `X-Cache` counted), 2 clients, "
        . $b->secs($SECS) . " s with wrk, the plugins activated for the"
        . " project.  **Raw**: `t/bench/renderloop.c`, `pt_render` itself"
        . " on as many threads as the render pool has (every libvips call"
        . " of the miss, the plugin stage included) at the same widths in"
        . " turn, " . $b->secs($RAW_SECS) . " s, without HTTP, database, storage or"
        . " cache.  Ratio goal ≥ $GOAL{raw}.  CPU ms per miss: the"
        . " CPU time (utime + stime, every thread, from `/proc`) of nginx"
        . " (master and workers) and MariaDB over the run, divided by its"
        . " responses; raw, the loop's own process CPU time per render"
        . " (`CLOCK_PROCESS_CPUTIME_ID`).  The rates move with whatever"
        . " else the machine runs during each run (the two sides are"
        . " measured one after the other); the CPU per miss much less.\n\n";
    $md .= $b->table(['case', 'source', 'URL', 'req/s', 'p50 ms',
        'MISS / responses', 'raw /s', 'raw ms', 'Pictor ÷ raw',
        'CPU ms per miss, Pictor / raw'], [
        map { my $r = $_; my $ratio = $r->{w}{rps} / ($r->{raw} || 1);
            [$r->{name}, "`$r->{src}`", "`$r->{tokens}.$r->{ext}`",
             $num->($r->{w}{rps}), $num->($r->{w}{p50}),
             ($r->{w}{misses} // '?') . ' / ' . $r->{w}{requests},
             $num->($r->{raw}), $num->($r->{raw_ms}),
             '**' . $num->($ratio) . '**'
             . ($ratio >= $GOAL{raw} ? '' : ' (goal not met)'),
             $num->($r->{cpu_ms}) . ' / ' . $num->($r->{raw_cpu_ms})] }
            @$rows]);
    return $md . "\nBilling: not measured in this run"
        . " (`BENCH_PLUGINS=raw`).\n" unless $bill;
    my ($sh, $ea) = @$bill{qw(shipped each)};
    my %label = (shipped => 'on as shipped (counted in the worker,'
        . ' flushed each second)', each => 'on with'
        . ' `pictor_plugin_billing_flush 0` (a transaction per miss)');
    $md .= "\n**Billing**: the `wt_copyright` misses in one nginx through"
        . " two locations of the front that are the render handler itself"
        . " (no proxy, no cache: every request a render), one with"
        . " `pictor_plugin_billing on` and one with `off`, run in turn:"
        . " $BILL_ROUNDS{shipped} pairs of " . $b->secs($BILL_SECS)
        . " s runs"
        . " (2 clients, the order swapped every pair; the same copies"
        . " every run, since nothing is cached, and nothing else running:"
        . " nginx settled before each run), each pair's on ÷ off, and the"
        . " median pair.  Then the same, $BILL_ROUNDS{each} pairs, in an"
        . " nginx with `pictor_plugin_billing_flush 0` (one"
        . " INSERT ... ON DUPLICATE KEY UPDATE and a durable COMMIT per"
        . " miss, the design before the batch):\n\n"
        . $b->table(['billing', 'on req/s', 'off req/s',
            'median pair on ÷ off', 'all runs on ÷ off', 'pairs on ÷ off',
            'CPU ms per request on / off', 'off ÷ on CPU per request'], [
            map { my $x = $bill->{$_};
                [$label{$_}, $num->($x->{on}), $num->($x->{off}),
                 '**' . $num->($x->{median}) . '**',
                 $num->($x->{on} / ($x->{off} || 1)),
                 join(', ', map { $num->($_) } @{ $x->{ratios} }),
                 $num->($x->{on_cpu_ms}) . ' / ' . $num->($x->{off_cpu_ms}),
                 '**' . $num->($x->{off_cpu_ms} / ($x->{on_cpu_ms} || 1))
                 . '**'] }
            qw(shipped each)])
        . "\nCPU is nginx's (master and workers, render threads included)"
        . " and MariaDB's, from /proc, over each run: on these two cores"
        . " throughput is the cores over the CPU per request, and unlike"
        . " req/s it does not move with other work on the machine.  On ÷"
        . " off as shipped: median pair **" . $num->($sh->{median})
        . "**, CPU per request off ÷ on **"
        . $num->($sh->{off_cpu_ms} / ($sh->{on_cpu_ms} || 1)) . "** (goal"
        . " ≥ $GOAL{billing}: "
        . (min($sh->{median}, $sh->{off_cpu_ms} / ($sh->{on_cpu_ms} || 1))
           >= $GOAL{billing} ? 'met by both'
           : max($sh->{median}, $sh->{off_cpu_ms} / ($sh->{on_cpu_ms} || 1))
           >= $GOAL{billing} ? 'met by one' : 'not met')
        . "); with flush 0: " . $num->($ea->{median}) . " and "
        . $num->($ea->{off_cpu_ms} / ($ea->{on_cpu_ms} || 1)) . ".\n";
    return $md;
}

1;
