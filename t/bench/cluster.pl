# make bench, section "cluster" (issue 19): two nodes on the bench's
# MariaDB, the managed store on the S3 emulator, measured in one run:
#
#   invalidation delay: a purge on node A, then node B polled every 10 ms
#     until it refuses its cached variant (X-Cache MISS); the time from the
#     purge's answer to the first request that missed, over 100 events,
#     p50 and p99 (goal p99 <= 1.5 s with the shipped 1 s poll);
#   job throughput: small EPS files rasterized by one pictord, then by
#     two (one per node), one worker each so that each pictord is one
#     process on one of the machine's two cores (goal >= 1.7x);
#   the S3 managed store's cost: one client uploading, then one client
#     making first misses, on the local managed directory and on the
#     bucket (the emulator on the same two cores).

package Pictor::Bench::Cluster;

use strict;
use warnings;

use Time::HiRes qw(time sleep);

use Pictor::Eps;
use Pictor::S3Emu;

my $EVENTS = 100;
my $EPS = 40;
my $SEQ = 20;
my %GOAL = (p99 => 1.5, jobs => 1.7);
my $SRC = 'images/missing-exif.jpg';

return {
    title => 'Several nodes: invalidation delay, jobs on two pictords,'
        . ' the S3 managed store',
    run => sub {
        my ($b) = @_;
        my $na = $b->t;
        my $src = $na->corpus($SRC);
        my %r;

        # the S3 managed store's cost, local first (the bench's node)
        my $lkey = $na->project_with_key('clocal', 'cl-owner@example.com');
        $b->log('cluster: uploads and first misses, managed directory');
        $b->settle;
        ($r{up_local}, $r{miss_local}) = up_miss($na, 'clocal', $lkey, $src);

        my $emu = Pictor::S3Emu->start($na->dir, bucket => 'bench-managed');
        my $spec = $emu->managed_spec($na->dir . '/bench-managed.cred');
        my $http = "pictor_managed_store $spec;";
        $b->restart_nginx(http => $http);
        my $n2 = Pictor::Test->new_node($na);
        $n2->start_node(http => $http, pictord_conf => {
            managed_store => $spec, workers => 1 });
        $na->write_pictord_conf(managed_store => $spec, workers => 1);

        my $key = $na->project_with_key('clus', 'cl-owner@example.com');
        $b->log('cluster: uploads and first misses, S3 managed store');
        $b->settle;
        ($r{up_s3}, $r{miss_s3}) = up_miss($na, 'clus', $key, $src);

        $b->log("cluster: $EVENTS invalidations from A to B");
        $r{delays} = delays($na, $n2, $key, $src);

        $b->log("cluster: $EPS EPS jobs on one pictord, then on two");
        $r{one} = eps_jobs($b, $na, $key, [$na]);
        $r{two} = eps_jobs($b, $na, $key, [$na, $n2]);

        $n2->teardown;
        $b->restart_nginx;
        $emu->stop;
        return report($b, \%r);
    },
};

# mean ms of $SEQ uploads, then of $SEQ first misses (one client)
sub up_miss {
    my ($t, $slug, $key, $src) = @_;
    my (@ids, $t0);
    $t0 = time;
    for (1 .. $SEQ) {
        my $u = $t->upload($slug, key => $key, file => $src);
        die "upload: $u->{status} $u->{content}" unless $u->{status} == 201;
        push @ids, $u->{json}{imageId};
    }
    my $up = (time - $t0) * 1000 / $SEQ;
    $t0 = time;
    for my $id (@ids) {
        my $x = $t->http(GET => "/$slug/$id/w_640.jpg");
        die "miss: $x->{status}" unless $x->{status} == 200;
    }
    return ($up, (time - $t0) * 1000 / $SEQ);
}

sub xcache { scalar(($_[0]{headers} || {})->{'x-cache'}) // '' }

# seconds from each purge's answer on A to B's first MISS
sub delays {
    my ($na, $n2, $key, $src) = @_;
    my $u = $na->upload('clus', key => $key, file => $src);
    die "upload: $u->{status}" unless $u->{status} == 201;
    my $id = $u->{json}{imageId};
    my $path = "/clus/$id/w_320.jpg";
    my @d;
    for my $i (1 .. $EVENTS) {
        for (1 .. 200) {
            last if xcache($n2->http(GET => $path)) eq 'HIT';
        }
        my $p = $na->http(POST => "/api/clus/images/$id/purge", key => $key);
        die "purge: $p->{status}" unless $p->{status} == 202;
        my $t0 = time;
        my $seen;
        while (time - $t0 < 10) {
            my $s = time;
            if (xcache($n2->http(GET => $path)) ne 'HIT') {
                $seen = $s - $t0;
                last;
            }
            sleep 0.01;
        }
        die "B still served the purged variant after 10 s" unless defined $seen;
        push @d, $seen;
        # the next purge at a random point of the poller's second (the
        # MISS just seen came right after a poll)
        sleep 0.05 + rand 1.0;
    }
    return [sort { $a <=> $b } @d];
}

# seconds for $EPS small EPS files rasterized by the given nodes' pictords
sub eps_jobs {
    my ($b, $na, $key, $nodes) = @_;
    my @jobs;
    for my $i (1 .. $EPS) {
        my $eps = Pictor::Eps::simple_eps(w => 400 + $i, h => 300,
            body => join '', map { sprintf "%.2f %.2f %.2f setrgbcolor"
                . " %d %d 40 30 rectfill\n", ($_ % 7) / 7, ($_ % 5) / 5,
                ($_ % 3) / 3, ($_ * 37) % 360, ($_ * 53) % 260 } 1 .. 200);
        my $u = $na->upload('clus', key => $key, content => $eps,
            filename => "j$i.eps");
        die "eps upload: $u->{status} $u->{content}"
            unless $u->{status} == 201;
        push @jobs, $u->{json}{processingJobId};
    }
    my $in = join ',', map { Pictor::Test::sql_quote($_) } @jobs;
    # held until every pictord runs, then released at once: neither
    # pictord's start-up nor a head start is in the time
    $na->sql("UPDATE jobs SET run_after = NOW(3) + INTERVAL 1 HOUR WHERE id"
        . " IN ($in)");
    $b->settle;
    $_->start_pictord for @$nodes;
    my $t0 = $na->sql_value('SELECT NOW(6)');
    $na->sql("UPDATE jobs SET run_after = NOW(3) WHERE id IN ($in)");
    Pictor::Test::wait_for(sub {
        $na->sql_value("SELECT COUNT(*) FROM jobs WHERE id IN ($in) AND"
            . " status IN ('Completed', 'Failed')") == $EPS
    }, 600, 0.05) or die "EPS jobs did not finish";
    my $failed = $na->sql_value("SELECT COUNT(*) FROM jobs WHERE id IN ($in)"
        . " AND status = 'Failed'");
    die "$failed EPS jobs failed" if $failed;
    # from the release to the last one done, by the database's clock
    my $secs = $na->sql_value('SELECT TIMESTAMPDIFF(MICROSECOND, '
        . Pictor::Test::sql_quote($t0) . ", MAX(completed_at)) / 1e6 FROM"
        . " jobs WHERE id IN ($in)");
    $_->stop_pictord for @$nodes;
    return $secs;
}

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my ($p50, $p99) = map { Pictor::Bench::pct($r->{delays}, $_) } 0.5,
        0.99;
    my $x = $r->{one} / ($r->{two} || 1);
    my $md = "Node A (the bench's nginx) and node B (a second nginx and"
        . " pictord, `Pictor::Test->new_node`) on one MariaDB, the managed"
        . " store on the S3 emulator (`pictor_managed_store`), all on the"
        . " machine's two cores.\n\n";
    $md .= "**Invalidation delay**: $EVENTS purges on A; B polled every"
        . " 10 ms until it stops serving its cached variant (the first"
        . " request that is not a HIT); from the purge's answer to that"
        . " request, with the shipped poll of `cache_events` once a second:"
        . "\n\n" . $b->table(['events', 'min s', 'p50 s', 'p99 s', 'max s'],
            [[$EVENTS, $num->($r->{delays}[0]), $num->($p50), $num->($p99),
              $num->($r->{delays}[-1])]])
        . "\np99 " . $num->($p99) . " s (goal ≤ $GOAL{p99} s: "
        . ($p99 <= $GOAL{p99} ? 'met' : 'not met') . ").\n\n";
    $md .= "**Jobs**: $EPS small EPS files (about 400×300 pt, 200"
        . " rectangles) uploaded with no pictord running, then rasterized"
        . " (`eps-processing`: ghostscript in the sandbox, the PNG stored in"
        . " the bucket) by one pictord, then $EPS more by two (one per"
        . " node), one worker each; the jobs are held until the pictords"
        . " run, then released at once, and timed from the release to the"
        . " last one done by the database's clock:\n\n"
        . $b->table(['pictords', 'seconds', 'jobs/s'], [
            [1, $num->($r->{one}), $num->($EPS / $r->{one})],
            [2, $num->($r->{two}), $num->($EPS / $r->{two})]])
        . "\nTwo ÷ one: **" . $num->($x) . "×** (goal ≥ $GOAL{jobs}×, two"
        . " processes on two cores: " . ($x >= $GOAL{jobs} ? 'met'
        : 'not met') . ").\n\n";
    $md .= "**The S3 managed store's cost**: $SEQ uploads of `$SRC`, then"
        . " a first miss (`w_640.jpg`) of each, one client, mean ms:\n\n"
        . $b->table(['managed store', 'upload ms', 'first miss ms'], [
            ['directory', $num->($r->{up_local}), $num->($r->{miss_local})],
            ['S3 emulator', $num->($r->{up_s3}), $num->($r->{miss_s3})],
            ['S3 ÷ directory', $num->($r->{up_s3} / ($r->{up_local} || 1)),
             $num->($r->{miss_s3} / ($r->{miss_local} || 1))]]);
    return $md;
}

1;
