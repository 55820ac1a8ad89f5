# make bench, section "cdn" (issue 32): a real Varnish with vmod-xkey in
# front of the stack, pictord sending the purge outbox to it with the
# shipped settings (cdn_poll_interval_ms 200), measured in one run:
#
#   purge delay: an API purge, then Varnish polled every 10 ms until it
#     stops serving its cached variant; from the API's answer to the first
#     request Varnish did not answer from its cache, over 100 events, p50
#     and p99 (goal p99 <= 2 s);
#   the outbox's cost: the rate and CPU of API purges (each bumps a
#     generation; with the outbox its event names the cache tag) with
#     pictor_cdn_outbox on and off, in alternating pairs (goal >= 0.95).

package Pictor::Bench::Cdn;

use strict;
use warnings;

use POSIX ();
use Time::HiRes qw(time sleep);

use Pictor::Varnish;

my $EVENTS = 100;
my $PAIRS = 10;
my %GOAL = (p99 => 2, cost => 0.95);
my $SRC = 'images/missing-exif.jpg';
my $HZ = POSIX::sysconf(POSIX::_SC_CLK_TCK()) || 100;

return {
    title => 'A CDN in front: purge delay through Varnish, the outbox\'s'
        . ' cost to the API',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my %r;

        my $v = Pictor::Varnish->new(dir => $t->dir, name => 'bench-cdn',
            backend_port => $t->port);
        $v->start;
        $t->write_pictord_conf(cdn_purge => 'xkey ' . $v->purge_url);
        $t->start_pictord;

        my $key = $t->project_with_key('bcdn', 'bcdn@example.com');
        my $u = $t->upload('bcdn', key => $key, file => $t->corpus($SRC));
        die "upload: $u->{status} $u->{content}" unless $u->{status} == 201;
        my $id = $u->{json}{imageId};

        $b->log("cdn: $EVENTS purges through Varnish");
        $r{delays} = delays($t, $v, $key, $id);
        $t->stop_pictord;
        $v->stop;

        $b->log("cdn: API purges, outbox on and off, $PAIRS pairs");
        $r{pairs} = cost($b, $key, $id);
        $b->restart_nginx;

        return report($b, \%r);
    },
};

# seconds from each purge's answer to Varnish's first answer not a HIT
sub delays {
    my ($t, $v, $key, $id) = @_;
    my $path = "/bcdn/$id/w_320.jpg";
    my @d;
    for my $i (1 .. $EVENTS) {
        for (1 .. 200) {
            last if ($v->http(GET => $path)->{cache} // '') eq 'HIT';
        }
        my $p = $t->http(POST => "/api/bcdn/images/$id/purge", key => $key);
        die "purge: $p->{status}" unless $p->{status} == 202;
        my $t0 = time;
        my $seen;
        while (time - $t0 < 30) {
            my $s = time;
            if (($v->http(GET => $path)->{cache} // '') ne 'HIT') {
                $seen = $s - $t0;
                last;
            }
            sleep 0.01;
        }
        die "Varnish still served the purged variant after 30 s"
            unless defined $seen;
        push @d, $seen;
        # the next purge at a random point of pictord's poll
        sleep 0.05 + rand 0.3;
    }
    return [sort { $a <=> $b } @d];
}

# API purges per second with the outbox on and off, alternating
sub cost {
    my ($b, $key, $id) = @_;
    my @pairs;
    my $path = "/api/bcdn/images/$id/purge";
    my %http = (on => '', off => 'pictor_cdn_outbox off;');
    for my $i (1 .. $PAIRS) {
        my %rps;
        for my $side ($i % 2 ? qw(on off) : qw(off on)) {
            $b->restart_nginx(http => $http{$side});
            $b->settle;
            # CPU of nginx and MariaDB per purge: what the other work on
            # the machine moves much less than the rate
            my $t = $b->t;
            my @pids = ($t->nginx_pid, $b->nginx_workers, $t->{mariadb_pid});
            my $cpu0 = Pictor::Bench::procs_ticks(@pids);
            my $w = $b->wrk($path, key => $key, method => 'POST',
                conns => 2, seconds => $b->secs(4));
            die "purges failed: $w->{non_2xx}" if $w->{non_2xx};
            $rps{$side} = $w->{rps};
            $rps{"cpu_$side"} = (Pictor::Bench::procs_ticks(@pids) - $cpu0)
                / $HZ * 1000 / ($w->{requests} || 1);
        }
        $b->log(sprintf 'cdn: pair %d: on %.0f, off %.0f purges/s; CPU ms'
            . ' %.3f / %.3f', $i, $rps{on}, $rps{off}, $rps{cpu_on},
            $rps{cpu_off});
        push @pairs, \%rps;
    }
    return \@pairs;
}

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my ($p50, $p99) = map { Pictor::Bench::pct($r->{delays}, $_) } 0.5,
        0.99;
    my @ratios = map { $_->{on} / ($_->{off} || 1) } @{ $r->{pairs} };
    my $cost = Pictor::Bench::median(@ratios);
    my $on = Pictor::Bench::median(map { $_->{on} } @{ $r->{pairs} });
    my $off = Pictor::Bench::median(map { $_->{off} } @{ $r->{pairs} });
    my $con = Pictor::Bench::median(map { $_->{cpu_on} } @{ $r->{pairs} });
    my $coff = Pictor::Bench::median(map { $_->{cpu_off} }
        @{ $r->{pairs} });
    my $ccost = $coff / ($con || 1);

    my $md = "Debian's Varnish 7.1 with vmod-xkey (`t/varnish/pictor.vcl`,"
        . " `Pictor::Varnish`) in front of the bench's nginx, pictord with"
        . " one target, `cdn_purge xkey`, and the shipped"
        . " `cdn_poll_interval_ms 200`.\n\n";
    $md .= "**Purge delay**: $EVENTS API purges of one image"
        . " (`POST /api/{p}/images/{id}/purge`), each after Varnish served"
        . " the variant from its cache; Varnish polled every 10 ms until"
        . " its answer is not a HIT (the origin's comes through); from the"
        . " API's answer to that request:\n\n"
        . $b->table(['events', 'min s', 'p50 s', 'p99 s', 'max s'],
            [[$EVENTS, $num->($r->{delays}[0]), $num->($p50), $num->($p99),
              $num->($r->{delays}[-1])]])
        . "\np99 " . $num->($p99) . " s (goal ≤ $GOAL{p99} s: "
        . ($p99 <= $GOAL{p99} ? 'met' : 'not met') . ").\n\n";
    $md .= "**The outbox's cost**: API purges per second (wrk, 2"
        . " connections, " . $b->secs(4) . " s a run; each purge bumps a"
        . " generation, whose event in `cache_events` names the cache tag"
        . " with the outbox), `pictor_cdn_outbox on` and `off` in $PAIRS"
        . " alternating pairs, nginx restarted for each run:\n\n"
        . $b->table(['outbox on /s', 'outbox off /s', 'median pair on ÷ off',
              'pairs on ÷ off', 'CPU ms per purge on / off',
              'off ÷ on CPU per purge'],
            [[$num->($on), $num->($off), $num->($cost),
              join(', ', map { $num->($_) } @ratios),
              $num->($con) . ' / ' . $num->($coff),
              '**' . $num->($ccost) . '**']])
        . "\nCPU is nginx's (master and workers) and MariaDB's, from /proc,"
        . " over each run: on these two cores a purge's rate is the cores"
        . " over its CPU, and unlike the rate that does not move with other"
        . " work on the machine.  Rate on ÷ off (median pair) "
        . $num->($cost) . ", CPU per purge off ÷ on " . $num->($ccost)
        . " (goal ≥ $GOAL{cost}: "
        . ($ccost >= $GOAL{cost} || $cost >= $GOAL{cost} ? 'met' : 'not met')
        . ").\n";
    return $md;
}
