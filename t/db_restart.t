#!/usr/bin/perl

# MariaDB goes away and comes back: /healthz and the API answer 503
# problem+json (never 500) while it is down, and recover without restarting
# nginx; pictord rides it out and runs jobs again afterwards.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(pictord => 1, test_jobs => 1);

$t->user_create('dora@example.com', 'db restart password 1');
$t->project_create('dbp', 'dora@example.com');
my $key = $t->key_create('dbp');

my $r = $t->http(GET => '/healthz');
is($r->{status}, 200, 'healthz: 200');
like($r->{ct} // '', qr{^application/json}, 'healthz: JSON');
is($r->{json}{status}, 'ok', 'healthz: status ok');
is($r->{json}{database}, 'ok', 'healthz: database ok');

# use every pool thread's connection before the restart
my @st = map { $t->http(GET => '/api/dbp', key => $key)->{status} } 1 .. 8;
is("@st", join(' ', (200) x 8), 'API with the database up: 200');

my $pid = $t->nginx_pid;
my @workers = worker_pids($pid);

$t->stop_mariadb;

$r = $t->http(GET => '/healthz');
$t->problem_ok($r, 503, 'database down: healthz 503 problem+json');
like(join(',', Pictor::Test::header_values($r, 'retry-after')), qr/^\d+$/,
    'database down: healthz has Retry-After');

$r = $t->http(GET => '/api/dbp', key => $key);
$t->problem_ok($r, 503, 'database down: API route 503, not 500');
unlike($r->{content}, qr/mysql|\bsql\b|\.sock|errno|can.t connect|lost connection|gone away/i,
    'database down: no database error text in the response');

$r = $t->login('dora@example.com', 'db restart password 1');
$t->problem_ok($r, 503, 'database down: login 503');

$r = $t->http(POST => '/api/dbp/jobs/test', key => $key,
    json => { sleepMs => 0 });
$t->problem_ok($r, 503, 'database down: job submission 503');

sleep 1;    # let pictord's poll loop meet the dead database

$t->start_mariadb;

my $ok = Pictor::Test::wait_for(sub {
    $t->http(GET => '/healthz')->{status} == 200;
}, 15, 0.25);
ok($ok, 'database back: healthz 200 again within 15 s');

@st = map { $t->http(GET => '/api/dbp', key => $key)->{status} } 1 .. 8;
is("@st", join(' ', (200) x 8),
    'database back: every API request 200 (stale connections replaced)');

$r = $t->login('dora@example.com', 'db restart password 1');
is($r->{status}, 200, 'database back: login 200');

$r = $t->http(POST => '/api/dbp/jobs/test', key => $key,
    json => { sleepMs => 0 });
is($r->{status}, 202, 'database back: job accepted');
my $jid = ($r->{json} || {})->{jobId} // 'none';
ok(Pictor::Test::wait_for(sub {
    (($t->http(GET => "/api/dbp/jobs/$jid", key => $key)->{json} || {})
        ->{status} // '') eq 'Completed' }, 20),
    'database back: pictord runs the job');
ok(!waitpid($t->pictord_pid, POSIX::WNOHANG()),
    'pictord survived the database restart');

is($t->nginx_pid, $pid, 'same nginx master pid');
ok(Pictor::Test::alive($pid), 'nginx master still running');
is(join(' ', worker_pids($pid)), join(' ', @workers),
    'same nginx workers (none crashed)');

# the storage root gone: healthz is a 503 like the database down, and like
# every 503 it says when to come back
my $root = $t->dir . '/storage';
rename $root, "$root.away" or die "rename $root: $!";
$r = $t->http(GET => '/healthz');
$t->problem_ok($r, 503, 'storage root gone: healthz 503 problem+json');
is(join(',', Pictor::Test::header_values($r, 'retry-after')), '5',
    'storage root gone: healthz has Retry-After');
rename "$root.away", $root or die "rename $root.away: $!";
is($t->http(GET => '/healthz')->{status}, 200,
    'storage root back: healthz 200');

$t->done;

# Children of the master (nginx workers), sorted.
sub worker_pids {
    my ($master) = @_;
    my @w;
    for my $stat (glob '/proc/[0-9]*/stat') {
        open my $fh, '<', $stat or next;
        my $l = <$fh> // next;
        my ($p, $ppid) = $l =~ /^(\d+) \(.*\) \S+ (\d+)/s or next;
        push @w, $p if $ppid == $master;
    }
    return sort { $a <=> $b } @w;
}
