#!/usr/bin/perl

# The migration routes without pictord (docs/API.md "Migrations" and
# "Authentication"): POST /api/{p}/migrations/storage, GET
# /api/{p}/migrations and GET /api/{p}/migrations/{jobId} take the
# owner's session only; the list has the project's 20 latest, newest
# first, each in the status's shape with createdAt, by an index; nothing to
# migrate (the storage never changed) is a 409; after a PUT of a bucket a
# migration is queued (202 {jobId, statusUrl}), its previous store pinned,
# its status in the shape of docs/API.md "Migration status"; while it runs a
# second one, and any PUT or DELETE of the storage, is a 409; a job of
# another project is a 404.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-mig');

$t->user_create('own@example.com', 'owner password 1');
$t->user_create('other@example.com', 'other password 1');
$t->project_create('mg', 'own@example.com');
$t->project_create('oth', 'other@example.com');
my $key = $t->key_create('mg');
$t->ctl_ok('plan', 'set', 'mg', 'pro');

my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');
my $other = $t->jar;
is($t->login('other@example.com', 'other password 1', $other)->{status},
    200, 'another user logs in');

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

###############################################################################
# who may call

for my $rt ([POST => '/api/mg/migrations/storage'],
    [GET => '/api/mg/migrations'],
    [GET => '/api/mg/migrations/00000000-0000-4000-8000-000000000000'])
{
    my ($m, $p) = @$rt;
    $t->problem_ok($t->http($m => $p), 401, "$m $p without credentials: 401");
    $t->problem_ok($t->http($m => $p, key => $key), 403,
        "$m $p with the project's API key: 403");
    $t->problem_ok($t->http($m => $p, jar => $other), 403,
        "$m $p as another user: 403");
}
$t->problem_ok($t->http(POST => '/api/mg/migrations/storage', jar => $own,
    origin => 'http://evil.example'), 403, 'POST from a foreign Origin: 403');

###############################################################################
# nothing to migrate

my $r = $t->http(POST => '/api/mg/migrations/storage', jar => $own);
$t->problem_ok($r, 409, 'never changed storage: 409');
like(($r->{json} || {})->{detail} // '', qr/nothing to migrate/,
    '409: the detail says there is nothing to migrate');
$t->problem_ok($t->http(GET =>
    '/api/mg/migrations/00000000-0000-4000-8000-000000000000', jar => $own),
    404, 'GET an unknown migration: 404');
is($t->sql_value('SELECT COUNT(*) FROM jobs'), 0, 'no job was queued');
$r = $t->http(GET => '/api/mg/migrations', jar => $own);
is($r->{status}, 200, 'GET migrations: 200');
is_deeply(($r->{json} || {})->{migrations}, [], '... none yet');
like($r->{headers}{'cache-control'} // '', qr/no-store/, '... no-store');
$t->problem_ok($t->http(GET => '/api/nope/migrations', jar => $own), 404,
    'GET migrations of a project that does not exist: 404');

###############################################################################
# a migration queued after a PUT

$r = $t->http(PUT => '/api/mg/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'm/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

$r = $t->http(POST => '/api/mg/migrations/storage', jar => $own);
is($r->{status}, 202, 'POST migrations/storage: 202') or diag($r->{content});
my $id = ($r->{json} || {})->{jobId} // '';
like($id, $UUID, '202: jobId is a UUID');
is(($r->{json} || {})->{statusUrl}, "/api/mg/migrations/$id",
    '202: statusUrl is the migration\'s');
is($t->sql_value("SELECT kind FROM jobs WHERE id = '$id'"),
    'storage-migration', 'the job is of kind storage-migration');
is($t->sql_value("SELECT provider FROM storage_configs WHERE slot ="
    . " 'migration'"), 'managed', 'its source (managed) is pinned');

$r = $t->http(GET => "/api/mg/migrations/$id", jar => $own);
is($r->{status}, 200, 'GET the migration: 200') or diag($r->{content});
is_deeply([sort keys %{ $r->{json} || {} }], [sort qw(jobId type status
    totalObjects processedObjects succeededObjects failedObjects
    skippedObjects refusedObjects startedAt completedAt recentErrors)],
    'the status has the documented fields, and only them');
is($r->{json}{jobId}, $id, 'jobId');
is($r->{json}{type}, 'storage-migration', 'type');
is($r->{json}{status}, 'Pending', 'status Pending (no pictord)');
is($r->{json}{$_}, 0, "$_ 0") for qw(totalObjects processedObjects
    succeededObjects failedObjects skippedObjects);
is($r->{json}{startedAt}, undef, 'startedAt null');
is_deeply($r->{json}{recentErrors}, [], 'recentErrors []');
like($r->{headers}{'cache-control'} // '', qr/no-store/, 'no-store');

$t->problem_ok($t->http(POST => '/api/mg/migrations/storage', jar => $own),
    409, 'a second migration while one runs: 409');
$t->problem_ok($t->http(PUT => '/api/mg/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'n/')), 409,
    'PUT storage while a migration runs: 409');
$t->problem_ok($t->http(DELETE => '/api/mg/storage', jar => $own), 409,
    'DELETE storage while a migration runs: 409');
is($t->sql_value("SELECT path_prefix FROM storage_configs WHERE slot ="
    . " 'current'"), 'm/', 'the storage did not change');
$t->problem_ok($t->http(GET => "/api/oth/migrations/$id", jar => $other),
    404, 'the job through another project: 404');

# the list: this one, in the status's shape with createdAt and without
# recentErrors; another project's list does not have it
$r = $t->http(GET => '/api/mg/migrations', jar => $own);
is($r->{status}, 200, 'GET migrations: 200');
my @list = @{ ($r->{json} || {})->{migrations} || [] };
is_deeply([ map { $_->{jobId} } @list ], [ $id ], 'the list: the migration');
is_deeply([sort keys %{ $list[0] || {} }], [sort qw(jobId type status
    totalObjects processedObjects succeededObjects failedObjects
    skippedObjects refusedObjects startedAt completedAt createdAt)],
    'a list item: the status\'s fields but recentErrors, and createdAt');
like(($list[0] || {})->{createdAt} // '', $ISO, 'createdAt');
is(($list[0] || {})->{status}, 'Pending', 'its status, as GET says');
$r = $t->http(GET => '/api/oth/migrations', jar => $other);
is_deeply(($r->{json} || {})->{migrations}, [],
    'another project\'s list: empty');

# the job ends (as pictord would end it): the storage may change again
$t->sql("UPDATE jobs SET status = 'Completed', completed_at = NOW(3)");
$r = $t->http(GET => "/api/mg/migrations/$id", jar => $own);
like($r->{json}{completedAt} // '', $ISO, 'completedAt once completed');
$r = $t->http(DELETE => '/api/mg/storage', jar => $own);
is($r->{status}, 200, 'DELETE storage once it completed: 200');

# more than 20: the 20 latest, newest first (the job id orders a tie)
$t->sql("INSERT INTO jobs (id, project_id, kind, status, created_at)"
    . " SELECT CONCAT('00000000-0000-4000-8000-', LPAD(s.seq, 12, '0')),"
    . " j.project_id, j.kind, 'Completed', NOW(3) FROM jobs j"
    . " JOIN seq_1_to_25 s WHERE j.id = '$id';"
    . " INSERT INTO migrations (job_id, project_id, type, created_at)"
    . " SELECT CONCAT('00000000-0000-4000-8000-', LPAD(s.seq, 12, '0')),"
    . " m.project_id, m.type, m.created_at + INTERVAL s.seq SECOND"
    . " FROM migrations m JOIN seq_1_to_25 s WHERE m.job_id = '$id'");
$r = $t->http(GET => '/api/mg/migrations', jar => $own);
is_deeply([ map { $_->{jobId} } @{ ($r->{json} || {})->{migrations} || [] } ],
    [ map { sprintf '00000000-0000-4000-8000-%012d', $_ } reverse 6 .. 25 ],
    'the 20 latest of 26, newest first');
my $pid = $t->sql_value("SELECT id FROM projects WHERE slug = 'mg'");
my @plan = $t->sql("EXPLAIN SELECT m.job_id FROM migrations m JOIN jobs j"
    . " ON j.id = m.job_id WHERE m.project_id = $pid"
    . " ORDER BY m.created_at DESC, m.job_id DESC LIMIT 20");
unlike(join(' ', map { $_ // '' } @{ $plan[0] }), qr/filesort/i,
    'EXPLAIN the list: no filesort')
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });

$t->done;
