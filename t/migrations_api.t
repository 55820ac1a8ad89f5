#!/usr/bin/perl

# The migration routes without pictord (docs/API.md "Migrations" and
# "Authentication"): POST /api/{p}/migrations/storage and GET
# /api/{p}/migrations/{jobId} take the owner's session only; nothing to
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

# the job ends (as pictord would end it): the storage may change again
$t->sql("UPDATE jobs SET status = 'Completed', completed_at = NOW(3)");
$r = $t->http(GET => "/api/mg/migrations/$id", jar => $own);
like($r->{json}{completedAt} // '', $ISO, 'completedAt once completed');
$r = $t->http(DELETE => '/api/mg/storage', jar => $own);
is($r->{status}, 200, 'DELETE storage once it completed: 200');

$t->done;
