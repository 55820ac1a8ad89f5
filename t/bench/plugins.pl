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
#   batch, flushed each second), off, and on with flush 0 (a transaction
#   per miss), five rounds in a rotating order, the median round of each
#   (goal for on ÷ off >= 0.98).

package Pictor::Bench::Plugins;

use strict;
use warnings;

use POSIX qw(ceil);

my $SECS = 8;
my $RAW_SECS = 4;
my $MAX_RATE = 400;     # req/s no case reaches: sizes the URL lists
my %GOAL = (raw => 0.85, billing => 0.98);
my $BILL_ROUNDS = 5;
my $BILL_SECS = 6;

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
        for my $c (@CASES) {
            my ($name, $src, $ext, $tok, $widths) = @$c;
            # copies enough that no URL repeats in a run
            my $need = ceil($MAX_RATE * $b->secs($SECS) / @$widths);
            $id{$src} ||= [map { upload($t, $key, $file{$src}) } 1 .. $need];
            my $list = paths($b, $id{$src}, $ext, $tok, $widths, $name);
            $b->log("plugins: $name through nginx");
            my $w = $b->wrk('/', paths => $list, conns => 2,
                seconds => $b->secs($SECS));
            $b->log("plugins: $name raw, $threads threads");
            $b->settle;
            my $x = Pictor::Bench::kv($b->cmd($loop, $file{$src}, $ext,
                $tok, $threads, $b->secs($RAW_SECS),
                "$widths->[0]-$widths->[-1]"));
            push @rows, { name => $name, tokens => $tok, ext => $ext,
                src => $src, w => $w, raw => $x->{ops} / $x->{seconds},
                raw_ms => $x->{mean_us} / 1000 };
        }

        # billing on and off, interleaved
        my ($src, $ext, $tok) = ('images/missing-exif.jpg', 'jpg',
            'w_W,wt_copyright');
        my %bill;
        my $round = 0;
        my @w = 500 .. 799;
        my $need = ceil($MAX_RATE * $b->secs($SECS) / @w);
        my %conf = (on => 'pictor_plugin_billing on;',
            off => 'pictor_plugin_billing off;',
            each => 'pictor_plugin_billing on;'
                . ' pictor_plugin_billing_flush 0;');
        # five rounds, each state in every position of the order: rounds
        # of one state differ by ±10 % here, more than the cost measured,
        # so the median of five is compared, not the best of two
        my %runs;
        my @order = qw(on off each);
        for my $r (1 .. $BILL_ROUNDS) {
            for my $state (@order[map { ($_ + $r) % 3 } 0 .. 2]) {
                $round++;
                # the same widths each round, on fresh copies: all misses
                my @ids = map { upload($t, $key, $file{$src}) } 1 .. $need;
                $b->restart_nginx(extra_http => $conf{$state});
                my $list = paths($b, \@ids, $ext, $tok, \@w, "bill$round");
                my $w = $b->wrk('/', paths => $list, conns => 2,
                    seconds => $b->secs($BILL_SECS));
                $b->log(sprintf 'plugins: billing %s, round %d: %.1f req/s',
                    $state, $r, $w->{rps});
                push @{ $runs{$state} }, $w;
            }
        }
        for my $state (keys %runs) {
            my @by = sort { $a->{rps} <=> $b->{rps} } @{ $runs{$state} };
            $bill{$state} = $by[$#by / 2];
            $bill{$state}{all} = [map { $_->{rps} } @{ $runs{$state} }];
        }
        $b->restart_nginx;
        return report($b, \@rows, \%bill);
    },
};

sub upload {
    my ($t, $key, $file) = @_;
    my $u = $t->upload('plug', key => $key, file => $file);
    die "upload: $u->{status} $u->{content}" unless $u->{status} == 201;
    return $u->{json}{imageId};
}

# every width's URL on every copy, shuffled by copy
sub paths {
    my ($b, $ids, $ext, $tok, $widths, $name) = @_;
    (my $file = $name) =~ s/\W+/_/g;
    $file = $b->t->dir . "/plugins-$file";
    my @urls;
    for my $id (@$ids) {
        for my $w (@$widths) {
            (my $tokens = $tok) =~ s/W/$w/g;
            push @urls, "/plug/$id/$tokens.$ext\n";
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
        . " cache.  Ratio goal ≥ $GOAL{raw}.\n\n";
    $md .= $b->table(['case', 'source', 'URL', 'req/s', 'p50 ms',
        'MISS / responses', 'raw /s', 'raw ms', 'Pictor ÷ raw'], [
        map { my $r = $_; my $ratio = $r->{w}{rps} / ($r->{raw} || 1);
            [$r->{name}, "`$r->{src}`", "`$r->{tokens}.$r->{ext}`",
             $num->($r->{w}{rps}), $num->($r->{w}{p50}),
             ($r->{w}{misses} // '?') . ' / ' . $r->{w}{requests},
             $num->($r->{raw}), $num->($r->{raw_ms}),
             '**' . $num->($ratio) . '**'
             . ($ratio >= $GOAL{raw} ? '' : ' (goal not met)')] } @$rows]);
    my $br = $bill->{on}{rps} / ($bill->{off}{rps} || 1);
    my $be = $bill->{each}{rps} / ($bill->{off}{rps} || 1);
    my %label = (on => 'on (shipped: counted in the worker, flushed'
        . ' each second)', off => 'off', each => 'on, flush 0 (a'
        . ' transaction per miss)');
    $md .= "\n**Billing**: the `wt_copyright` misses with"
        . " `pictor_plugin_billing on` as shipped (each use counted in the"
        . " worker's batch in the render task, written once a second),"
        . " `off`, and `on` with `pictor_plugin_billing_flush 0` (one INSERT"
        . " ... ON DUPLICATE KEY UPDATE and a durable COMMIT per miss),"
        . " $BILL_ROUNDS rounds of " . $b->secs($BILL_SECS) . " s, the"
        . " three states in a rotating order, the median round of each"
        . " (every round's req/s in the last column):\n\n"
        . $b->table(['billing', 'req/s', 'p50 ms', 'p99 ms', '÷ off',
            'rounds req/s'], [
            map { [$label{$_}, $num->($bill->{$_}{rps}),
                   $num->($bill->{$_}{p50}), $num->($bill->{$_}{p99}),
                   $num->($bill->{$_}{rps} / ($bill->{off}{rps} || 1)),
                   join(', ', map { $num->($_) } @{ $bill->{$_}{all} })] }
            qw(on off each)])
        . "\nOn ÷ off: **" . $num->($br) . "** (goal ≥ $GOAL{billing}: "
        . ($br >= $GOAL{billing} ? 'met' : 'not met') . "); flush 0 ÷ off: "
        . $num->($be) . ".\n";
    return $md;
}

1;
