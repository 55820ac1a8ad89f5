#!/usr/bin/perl

# Two nodes on a three-node MariaDB Galera cluster (issue 19 item 4): nginx
# and pictord A on Galera node 1, nginx and pictord B on Galera node 2
# (node 3 takes the harness's own checks), the managed store on the S3
# emulator.  On Galera SKIP LOCKED sees one node's locks only, and two
# transactions on different nodes that touch one row meet at COMMIT as a
# certification failure (error 1213): claims, cache generations and usage
# counters must survive it.
#
# - jobs posted on both nodes are each run exactly once by the two
#   pictords (claims that lose certification go on to the next job), also
#   when the pictord running one is SIGKILLed;
# - a named transform changed concurrently on both nodes, over and over:
#   never a 5xx (a handler that lost a conflict is run again), and both
#   nodes end up rendering the last version;
# - a delete on A: B stops serving the variant (cache_events through
#   Galera);
# - plugin uses counted on both nodes' batches: exactly the misses.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(time);
use Pictor::Test;
use Pictor::Galera;
use Pictor::Image;
use Pictor::S3Emu;

plan skip_all => 'galera-4 is not installed (make deps)'
    unless -e '/usr/lib/galera/libgalera_smm.so';

my $probe = Pictor::Test->new->need(qw/module pictorctl pictord/)
    ->need_corpus;
my $g = Pictor::Galera->start($probe->dir);
my $a = Pictor::Test->new(db_socket => $g->socket(1));
my $emu = Pictor::S3Emu->start($a->dir, bucket => 'galera-managed');
my $img = Pictor::Image->new($a)->need_tools;

my $spec = $emu->managed_spec($a->dir . '/managed.cred');
my %node = (http => "pictor_managed_store $spec;",
    pictord_conf => { managed_store => $spec, test_jobs => 'on',
        workers => 3 },
    server => 'pictor_test_routes on;', pictord => 1);

$a->start(%node);
$a->sql($Pictor::Test::TEST_JOBS_TABLE);
my $b = Pictor::Test->new_node($a, db_socket => $g->socket(2));
$b->start_node(%node);
is($g->sql_value(3, "SHOW STATUS LIKE 'wsrep_cluster_size'", 2), 3,
    'three Galera nodes');

my $key = $a->project_with_key('ga', 'own@example.com');
my $jpg = $a->corpus('images/missing-exif.jpg');

sub q3 { $g->sql_value(3, "USE pictor; $_[0]") }  # read on the third node
sub quote { Pictor::Test::sql_quote($_[0] // '') }
sub within {
    my ($cond, $secs) = @_;
    my $t0 = time;
    while (time - $t0 < ($secs // 20)) {
        return 1 if $cond->();
        select(undef, undef, undef, 0.1);
    }
    return 0;
}
sub width_on {
    my ($n, $path) = @_;
    my $r = $n->http(GET => $path);
    return 0 unless $r->{status} == 200;
    my ($w) = $img->size($img->save($r->{content}, 'img'));
    return $w // 0;
}

###############################################################################
# jobs: claims from two Galera nodes

my @jobs = $a->fork_each(8, sub {
    my ($i) = @_;
    my $n = $i % 2 ? $a : $b;
    my @ids;
    for (1 .. 6) {
        my $r = $n->http(POST => '/api/ga/jobs/test', key => $key,
            json => { sleepMs => 50 });
        push @ids, ($r->{json} || {})->{jobId} // "bad:$r->{status}";
    }
    return join ' ', @ids;
});
@jobs = map { split ' ', $_ // '' } @jobs;
is(scalar(grep { !/^bad/ } @jobs), 48, '48 jobs posted on both nodes');
my $in = join ',', map { quote($_) } @jobs;
ok(within(sub { (q3("SELECT COUNT(*) FROM jobs WHERE id IN ($in) AND"
    . " status = 'Completed'") // 0) == 48 }, 60), 'every job completed');
is(q3("SELECT COUNT(*) FROM job_test_effects WHERE job_id IN ($in)"), 48,
    'each job ran exactly once (effects read on the third node)');
is(q3("SELECT COUNT(DISTINCT job_id) FROM job_test_effects WHERE job_id"
    . " IN ($in)"), 48, 'no job twice');
my %owners = map { (/:(\d+):/)[0] => 1 } split /,/, q3('SELECT'
    . ' GROUP_CONCAT(DISTINCT worker) FROM job_test_effects') // '';
ok($owners{$a->pictord_pid} && $owners{$b->pictord_pid},
    'both pictords ran jobs');

my $r = $a->http(POST => '/api/ga/jobs/test', key => $key,
    json => { sleepMs => 4000 });
my $long = ($r->{json} || {})->{jobId};
ok(within(sub { (q3('SELECT status FROM jobs WHERE id = ' . quote($long))
    // '') eq 'Running' }), 'a long job runs');
my $owner = q3('SELECT lease_owner FROM jobs WHERE id = ' . quote($long))
    // '';
my $victim = $owner =~ /:\Q${\ $a->pictord_pid }\E:/ ? $a : $b;
$victim->kill9_pictord;
ok(within(sub { (q3('SELECT status FROM jobs WHERE id = ' . quote($long))
    // '') eq 'Completed' }, 30), 'the SIGKILLed pictord\'s job completed');
is(q3('SELECT COUNT(*) FROM job_test_effects WHERE job_id = '
    . quote($long)), 1, 'and ran exactly once');
$victim->start_pictord;

###############################################################################
# cache generations bumped on both nodes at once: never a 5xx

my $id = ($a->upload('ga', key => $key, file => $jpg)->{json} || {})
    ->{imageId} // 'img_none';
is($a->http(POST => '/api/ga/transforms', key => $key,
    json => { name => 'card', parameters => { w => 40 } })->{status}, 201,
    'named transform card');
my @st = $a->fork_each(6, sub {
    my ($i) = @_;
    my $n = $i % 2 ? $a : $b;
    my @s;
    for my $k (1 .. 8) {
        push @s, $n->http(PUT => '/api/ga/transforms/card', key => $key,
            json => { parameters => { w => 41 + $i } })->{status};
    }
    return join ' ', @s;
});
my %codes;
$codes{$_}++ for map { split ' ', $_ // 'undef' } @st;
is_deeply(\%codes, { 200 => 48 }, '48 concurrent changes on both nodes:'
    . ' all 200') or diag(explain(\%codes));
is($b->http(PUT => '/api/ga/transforms/card', key => $key,
    json => { parameters => { w => 77 } })->{status}, 200, 'a last change');
ok(within(sub { width_on($a, "/ga/$id/t_card.png") == 77
    && width_on($b, "/ga/$id/t_card.png") == 77 }),
    'both nodes render the last version');

is($a->http(DELETE => "/api/ga/images/$id", key => $key)->{status}, 204,
    'DELETE on A');
ok(within(sub { $b->http(GET => "/ga/$id/t_card.png")->{status} == 404 }),
    'B stops serving it');

###############################################################################
# plugin usage counted on both nodes

is($a->http(POST => '/api/ga/plugins/filter/activate', key => $key)
    ->{status}, 200, 'filter activated');
$id = ($b->upload('ga', key => $key, file => $jpg)->{json} || {})
    ->{imageId} // 'img_none';
my @m = $a->fork_each(6, sub {
    my ($i) = @_;
    my $n = $i % 2 ? $a : $b;
    my $ok = 0;
    for my $k (1 .. 5) {
        my $w = 100 + $i * 10 + $k;
        $ok++ if $n->http(GET => "/ga/$id/w_$w,filter_grayscale.jpg")
            ->{status} == 200;
    }
    return $ok;
});
my $served = 0;
$served += $_ // 0 for @m;
is($served, 30, '30 distinct misses with filter, on both nodes');
ok(within(sub { (q3("SELECT COALESCE(SUM(invocations), 0) FROM"
    . " plugin_usage WHERE plugin = 'filter'") // -1) == 30 }),
    'usage counts exactly 30');

$emu->stop;
$b->done_node;
$a->done;
$g->stop;
