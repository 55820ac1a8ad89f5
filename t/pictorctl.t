#!/usr/bin/perl

# pictorctl against a private MariaDB: init and migrate are repeatable, and
# the documented exit codes (0 ok, 1 error, 2 usage, 3 not found, 4 exists).

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/pictorctl/);
$t->start(nginx => 0);

my ($rc, $out, $err);

($rc) = $t->ctl('migrate');
is($rc, 0, 'migrate twice: exit 0');
ok($t->sql_value('SELECT COUNT(*) FROM schema_migrations') >= 1,
    'schema_migrations records the migrations');
my $mk = Pictor::Test::read_file($t->dir . '/master.key');
($rc) = $t->ctl('init');
is($rc, 0, 'init twice: exit 0');
is(Pictor::Test::read_file($t->dir . '/master.key'), $mk,
    'init twice: master key unchanged');

($rc) = $t->ctl('user', 'create', 'ctl@example.com', '--password-stdin',
    { stdin => "ctl password 1\n" });
is($rc, 0, 'user create: exit 0');
($rc) = $t->ctl('user', 'create', 'ctl@example.com', '--password-stdin',
    { stdin => "ctl password 1\n" });
is($rc, 4, 'user create, exists: exit 4');
($rc) = $t->ctl('user', 'create', 'not-an-email', '--password-stdin',
    { stdin => "ctl password 1\n" });
ok($rc == 1 || $rc == 2, "user create, bad email: exit 1 or 2 (got $rc)");

($rc) = $t->ctl('project', 'create', 'ctlp', '--owner', 'ctl@example.com');
is($rc, 0, 'project create: exit 0');
is($t->sql_value("SELECT plan FROM projects WHERE slug = 'ctlp'"), 'free',
    'project create: plan free by default');
($rc) = $t->ctl('project', 'create', 'ctlp', '--owner', 'ctl@example.com');
is($rc, 4, 'project create, exists: exit 4');
($rc) = $t->ctl('project', 'create', 'ctlq', '--owner', 'nobody@example.com');
is($rc, 3, 'project create, unknown owner: exit 3');
($rc) = $t->ctl('project', 'create', 'Bad_Name', '--owner', 'ctl@example.com');
ok($rc == 1 || $rc == 2, "project create, invalid name: exit 1 or 2 (got $rc)");
($rc) = $t->ctl('project', 'create', 'ctlb', '--owner', 'ctl@example.com',
    '--plan', 'business');
is($t->sql_value("SELECT plan FROM projects WHERE slug = 'ctlb'"), 'business',
    'project create --plan business');

($rc) = $t->ctl('plan', 'set', 'ctlp', 'pro');
is($rc, 0, 'plan set: exit 0');
is($t->sql_value("SELECT plan FROM projects WHERE slug = 'ctlp'"), 'pro',
    'plan set: stored');
($rc) = $t->ctl('plan', 'set', 'ctlp', 'gold');
ok($rc == 1 || $rc == 2, "plan set, unknown plan: exit 1 or 2 (got $rc)");
is($t->sql_value("SELECT plan FROM projects WHERE slug = 'ctlp'"), 'pro',
    'plan set, unknown plan: plan unchanged');
($rc) = $t->ctl('plan', 'set', 'nope', 'pro');
is($rc, 3, 'plan set, unknown project: exit 3');

($rc, $out) = $t->ctl('key', 'create', 'ctlp');
is($rc, 0, 'key create: exit 0');
like($out, qr/^pk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{20,}\n?$/,
    'key create prints only the key');
my ($id) = $out =~ /^pk_([A-Za-z0-9]{8})_/;
($rc) = $t->ctl('key', 'create', 'nope');
is($rc, 3, 'key create, unknown project: exit 3');
($rc, $out) = $t->ctl('key', 'list', 'ctlp');
ok($rc == 0 && defined $id && index($out, $id) >= 0, 'key list shows the id');
($rc) = $t->ctl('key', 'revoke', 'ctlp', 'zzzzzzzz');
is($rc, 3, 'key revoke, unknown id: exit 3');
($rc) = $t->ctl('key', 'revoke', 'ctlp', $id // 'none');
is($rc, 0, 'key revoke: exit 0');
ok(defined $t->sql_value("SELECT revoked_at FROM api_keys WHERE id = "
    . Pictor::Test::sql_quote($id // '')), 'key revoke: revoked_at set');

($rc) = $t->ctl('frobnicate');
is($rc, 2, 'unknown command: exit 2');
($rc) = $t->ctl('project', 'create');
is($rc, 2, 'missing argument: exit 2');

$t->done;
