#!/usr/bin/perl

# The job queue end to end with the test job kind: module inserts the row
# and wakes pictord over ZeroMQ, pictord runs it under a lease.  Retries,
# the attempt limit, a SIGKILLed pictord (lease expires, job reclaimed, its
# effect written once) and a SIGTERMed pictord (job handed back).
# pictord.conf from the harness: lease 2 s, poll 200 ms, retry delay 1 s.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(pictord => 1, test_jobs => 1);

$t->user_create('jo@example.com', 'jobs test password 1');
$t->project_create('pj', 'jo@example.com');
$t->project_create('other', 'jo@example.com');
my $key   = $t->key_create('pj');
my $other = $t->key_create('other');

my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
my $ISO  = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

sub post_job {
    my (%payload) = @_;
    my $r = $t->http(POST => '/api/pj/jobs/test', key => $key,
        json => \%payload);
    return ($r, ($r->{json} || {})->{jobId});
}

sub job {
    my ($id) = @_;
    return $t->http(GET => '/api/pj/jobs/' . ($id // 'none'), key => $key);
}

# Polls until the job has status $want (up to $timeout s); returns the last
# status object.
sub wait_status {
    my ($id, $want, $timeout) = @_;
    my $last = {};
    return $last unless defined $id;
    Pictor::Test::wait_for(sub {
        my $r = job($id);
        $last = $r->{json} || {} if $r->{status} == 200;
        return ($last->{status} // '') eq $want;
    }, $timeout // 20);
    return $last;
}

sub effects {
    my ($id) = @_;
    return $t->sql_value("SELECT COUNT(*) FROM job_test_effects WHERE "
        . "job_id = " . Pictor::Test::sql_quote($id // ''));
}

sub errors_of {
    my ($id) = @_;
    return $t->sql_value("SELECT COUNT(*) FROM job_errors WHERE "
        . "job_id = " . Pictor::Test::sql_quote($id // ''));
}

###############################################################################
# round trip, retry, attempt limit, a job longer than the lease: queued
# together, checked one by one

my ($r, $id) = post_job(sleepMs => 0);
is($r->{status}, 202, 'POST jobs/test: 202') or diag($r->{content});
like($id // '', $UUID, 'jobId is a UUID');
like($r->{json}{statusUrl} // '', qr{/api/pj/jobs/\Q${\($id // 'x')}\E$},
    'statusUrl points at the job status route');
is($t->sql_value("SELECT kind FROM jobs WHERE id = "
    . Pictor::Test::sql_quote($id // '')), 'test',
    'the job row is committed when the request returns');

my (undef, $id_retry) = post_job(sleepMs => 0, failTimes => 1);
my (undef, $id_fail)  = post_job(sleepMs => 0, failTimes => 5);
my (undef, $id_long)  = post_job(sleepMs => 3000);

$r = job($id // 'x');
is($r->{status}, 200, 'GET job: 200');

my $s = wait_status($id, 'Completed');
is($s->{status}, 'Completed', 'job completes') or diag(explain $s);
is($s->{jobId}, $id, 'status: jobId');
is($s->{source}, 'test', 'status: source test');
is($s->{attempts}, 1, 'status: one attempt');
ok(exists $s->{error} && !defined $s->{error}, 'status: error null');
for my $f (qw(totalAssets processedAssets succeededAssets failedAssets)) {
    like($s->{$f} // '', qr/^\d+$/, "status: $f is a number");
}
like($s->{$_} // '', $ISO, "status: $_") for qw(createdAt startedAt completedAt);
is(effects($id), 1, 'one job_test_effects row');

$s = wait_status($id_retry, 'Completed');
is($s->{status}, 'Completed', 'failTimes 1: completes after a retry')
    or diag(explain $s);
is($s->{attempts}, 2, 'failTimes 1: two attempts');
is(effects($id_retry), 1, 'failTimes 1: one job_test_effects row');
is(errors_of($id_retry), 1, 'failTimes 1: one job_errors row');

$s = wait_status($id_fail, 'Failed');
is($s->{status}, 'Failed', 'failTimes 5: Failed') or diag(explain $s);
is($s->{attempts}, 3, 'failTimes 5: after 3 attempts');
ok(defined $s->{error} && !ref $s->{error} && length $s->{error},
    'failTimes 5: reason in error') or diag(explain $s->{error});
like($s->{completedAt} // '', $ISO, 'failTimes 5: completedAt set');
is(effects($id_fail), 0, 'failTimes 5: no job_test_effects row');
is(errors_of($id_fail), 3, 'failTimes 5: three job_errors rows');
# a job that fails as a whole before it knows its total failed one asset
is(join('/', map { $s->{$_} // 'undef' }
        qw(totalAssets processedAssets succeededAssets failedAssets)),
    '1/1/0/1', 'failTimes 5: total/processed/succeeded/failed 1/1/0/1');

$s = wait_status($id_long, 'Completed');
is($s->{status}, 'Completed', 'job longer than the lease completes')
    or diag(explain $s);
is($s->{attempts}, 1, 'job longer than the lease: lease renewed, 1 attempt');
is(effects($id_long), 1, 'job longer than the lease: one effect');

###############################################################################
# access

my $jar = $t->jar;
$t->login('jo@example.com', 'jobs test password 1', $jar);
$r = $t->http(POST => '/api/pj/jobs/test', jar => $jar,
    json => { sleepMs => 0 });
is($r->{status}, 202, 'POST jobs/test with the owner cookie: 202');
my $njobs = $t->sql_value('SELECT COUNT(*) FROM jobs');
$r = $t->http(POST => '/api/pj/jobs/test', jar => $jar,
    origin => 'http://evil.example', json => { sleepMs => 0 });
$t->problem_ok($r, 403, 'POST jobs/test, owner cookie, foreign Origin: 403');
is($t->sql_value('SELECT COUNT(*) FROM jobs'), $njobs,
    'foreign Origin: no job queued');
$r = $t->http(GET => "/api/pj/jobs/$id", jar => $jar);
is($r->{status}, 200, 'GET job with the owner cookie: 200');

$r = $t->http(GET => '/api/pj/jobs/00000000-0000-4000-8000-000000000000',
    key => $key);
$t->problem_ok($r, 404, 'unknown job id: 404');

$r = $t->http(GET => "/api/other/jobs/$id", key => $other);
$t->problem_ok($r, 404, "another project's job id: 404");

$r = $t->http(GET => "/api/pj/jobs/$id", key => $other);
$t->problem_ok($r, 403, "another project's key: 403");

$r = $t->http(GET => "/api/pj/jobs/$id");
$t->problem_ok($r, 401, 'no credentials: 401');

###############################################################################
# pictord SIGKILLed while running a job: the lease expires, a new pictord
# takes the job, its effect is written once

(undef, $id) = post_job(sleepMs => 4000);
$s = wait_status($id, 'Running', 10);
is($s->{status}, 'Running', 'kill -9: job is Running') or diag(explain $s);
my $st = $t->kill9_pictord;
is($t->sql_value("SELECT status FROM jobs WHERE id = "
    . Pictor::Test::sql_quote($id // '')), 'Running',
    'kill -9: row still Running (lease held by the dead process)');
$t->start_pictord;
$s = wait_status($id, 'Completed', 25);
is($s->{status}, 'Completed', 'kill -9: job completed after restart')
    or diag(explain $s);
is($s->{attempts}, 2, 'kill -9: two attempts');
is(effects($id), 1, 'kill -9: exactly one job_test_effects row');

###############################################################################
# pictord SIGTERMed while running a job: exits 0, hands the job back

(undef, $id) = post_job(sleepMs => 4000);
$s = wait_status($id, 'Running', 10);
is($s->{status}, 'Running', 'SIGTERM: job is Running') or diag(explain $s);
$st = $t->stop_pictord(25);
is_deeply($st, { exit => 0 }, 'SIGTERM: pictord exits with status 0')
    or diag(explain $st);
$s = job($id)->{json} || {};
is($s->{status}, 'Pending', 'SIGTERM: job handed back, Pending')
    or diag(explain $s);
is(effects($id), 0, 'SIGTERM: no effect yet');
$t->start_pictord;
$s = wait_status($id, 'Completed', 25);
is($s->{status}, 'Completed', 'SIGTERM: job completed after restart')
    or diag(explain $s);
is($s->{attempts}, 1, 'SIGTERM: the handed-back run spent no attempt');
is(effects($id), 1, 'SIGTERM: exactly one job_test_effects row');

$t->done;
