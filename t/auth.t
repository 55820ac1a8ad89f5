#!/usr/bin/perl

# Dashboard login, sessions, projects and API keys, and the 401/403 matrix
# of docs/API.md "Authentication".

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my ($alice, $apw) = ('alice@example.com', 'correct horse battery 1');
my ($bob,   $bpw) = ('bob@example.com',   'Tr0ub4dor&3 staple');
$t->user_create($alice, $apw);
$t->user_create($bob, $bpw);
my $alice_id = $t->sql_value(
    "SELECT id FROM users WHERE email = '$alice'");

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $r;

sub hv { Pictor::Test::header_values(@_) }

###############################################################################
# login, me

$r = $t->http(GET => '/api/auth/me');
$t->problem_ok($r, 401, 'me without a cookie: 401');

$r = $t->http(GET => '/api/auth/me', session => 'x' x 43);
$t->problem_ok($r, 401, 'me with an unknown session token: 401');

$r = $t->login($alice, 'not the password');
$t->problem_ok($r, 401, 'login, wrong password: 401');
ok(!grep(/pictor_session=[^;\s]/, hv($r, 'set-cookie')),
    'login, wrong password: no session cookie');

$r = $t->login('nobody@example.com', $apw);
$t->problem_ok($r, 401, 'login, unknown user: 401');

$r = $t->http(POST => '/api/auth/login', json => '{"email": "a@b.c",',
    from => $t->next_addr);
$t->problem_ok($r, 400, 'login, malformed JSON: 400');

$r = $t->http(POST => '/api/auth/login', json => { email => $alice },
    from => $t->next_addr);
$t->problem_ok($r, 400, 'login, no password: 400');

$r = $t->http(POST => '/api/auth/login', json => { password => $apw },
    from => $t->next_addr);
$t->problem_ok($r, 400, 'login, no email: 400');

$r = $t->http(POST => '/api/auth/login',
    json => { email => $alice, password => 12345 }, from => $t->next_addr);
$t->problem_ok($r, 400, 'login, password not a string: 400');

my $aj = $t->jar;
$r = $t->login($alice, $apw, $aj);
is($r->{status}, 200, 'login alice: 200');
is($r->{json}{email}, $alice, 'login alice: email in body');
my @sc = grep { /^pictor_session=/ } hv($r, 'set-cookie');
is(scalar @sc, 1, 'login alice: one pictor_session cookie');
$sc[0] = '' unless defined $sc[0];
like($sc[0], qr/;\s*HttpOnly\s*(?:;|$)/i, 'session cookie is HttpOnly');
like($sc[0], qr/;\s*SameSite=Lax\s*(?:;|$)/i, 'session cookie is SameSite=Lax');
like($sc[0], qr/;\s*Path=\/\s*(?:;|$)/i, 'session cookie has Path=/');
my $atoken = $aj->get('pictor_session');
ok(defined $atoken && length $atoken >= 32, 'session token is long');

$r = $t->http(GET => '/api/auth/me', jar => $aj);
is($r->{status}, 200, 'me with cookie: 200');
is($r->{json}{email}, $alice, 'me: email');

my $bj = $t->jar;
$r = $t->login($bob, $bpw, $bj);
is($r->{status}, 200, 'login bob: 200');

###############################################################################
# projects

$r = $t->http(POST => '/api/projects', jar => $aj, json => { name => 'alpha' });
is($r->{status}, 201, 'create project alpha: 201')
    or diag($r->{content});
my $p = $r->{json} || {};
is($p->{name}, 'alpha', 'created project: name');
is($p->{plan}, 'free', 'created project: default plan free');
ok(defined $p->{owner}
    && ($p->{owner} eq $alice || $p->{owner} eq $alice_id),
    'created project: owner is alice')
    or diag('owner: ' . (defined $p->{owner} ? $p->{owner} : 'null'));
like($p->{createdAt} // '', $ISO, 'created project: createdAt ISO 8601 Z');

# plans are the operator's (pictorctl plan set): no user gives a project
# a paid plan, but "free" may be said
for my $paid (qw(pro business)) {
    $r = $t->http(POST => '/api/projects', jar => $aj,
        json => { name => "alpha-$paid", plan => $paid });
    $t->problem_ok($r, 403, "create project with plan $paid: 403");
    like(($r->{json} || {})->{detail} // '', qr/pictorctl plan set/,
        "plan $paid: the detail says who sets plans");
}
is($t->sql_value("SELECT COUNT(*) FROM projects WHERE slug LIKE 'alpha-%'"),
    0, 'paid plan refused: no project created');
$r = $t->http(POST => '/api/projects', jar => $aj,
    json => { name => 'alpha-free', plan => 'free' });
is($r->{status}, 201, 'create project with plan free: 201');
is($r->{json}{plan}, 'free', 'created project: plan free');

$r = $t->http(POST => '/api/projects', jar => $aj, origin => $t->base_url,
    json => { name => 'same-origin' });
is($r->{status}, 201, 'create project with a same-site Origin: 201');

$r = $t->http(POST => '/api/projects', jar => $aj,
    origin => 'http://evil.example', json => { name => 'evil-origin' });
$t->problem_ok($r, 403, 'create project with a foreign Origin: 403');
is($t->sql_value("SELECT COUNT(*) FROM projects WHERE slug = 'evil-origin'"),
    0, 'foreign Origin: no project created');

$r = $t->http(POST => '/api/projects', jar => $aj, json => { name => 'ab' });
is($r->{status}, 201, 'shortest name (2 characters): 201');
my $n63 = 'b' . ('c' x 62);
$r = $t->http(POST => '/api/projects', jar => $aj, json => { name => $n63 });
is($r->{status}, 201, 'longest name (63 characters): 201');

for my $bad ('x', 'b' . ('c' x 63), 'Upper', '-lead', 'has_underscore',
    'has space', 'caf' . "\x{e9}", '', qw(api auth projects plugins healthz
    problems))
{
    $r = $t->http(POST => '/api/projects', jar => $aj,
        json => { name => $bad });
    $t->problem_ok($r, 400, "invalid project name '$bad': 400");
}
is($t->sql_value("SELECT COUNT(*) FROM projects WHERE slug IN "
    . "('x', 'api', 'problems', 'Upper', '-lead')"), 0,
    'invalid names: nothing stored');

$r = $t->http(POST => '/api/projects', jar => $aj,
    json => { name => 'gold-plan', plan => 'gold' });
$t->problem_ok($r, 400, 'unknown plan: 400');
$r = $t->http(POST => '/api/projects', jar => $aj, json => {});
$t->problem_ok($r, 400, 'no name: 400');
$r = $t->http(POST => '/api/projects', jar => $aj, json => { name => 7 });
$t->problem_ok($r, 400, 'name not a string: 400');

$r = $t->http(POST => '/api/projects', jar => $aj, json => { name => 'alpha' });
$t->problem_ok($r, 409, 'name taken by the same user: 409');
$r = $t->http(POST => '/api/projects', jar => $bj, json => { name => 'alpha' });
$t->problem_ok($r, 409, 'name taken by another user: 409');
is($r->{json}{detail}, 'project "alpha" already exists',
    '409: the detail names the project taken');

$r = $t->http(POST => '/api/projects', json => { name => 'no-cookie' });
$t->problem_ok($r, 401, 'create project without a cookie: 401');

$r = $t->http(POST => '/api/projects', jar => $bj, json => { name => 'bravo' });
is($r->{status}, 201, 'bob creates bravo: 201');

my $ka = $t->key_create('alpha');
my $kb = $t->key_create('bravo');
like($ka, qr/^pk_[A-Za-z0-9]{8}_\S+$/, 'pictorctl key create prints a key');

$r = $t->http(POST => '/api/projects', key => $ka,
    json => { name => 'key-only' });
$t->problem_ok($r, 401, 'create project with only an API key: 401');

$r = $t->http(GET => '/api/projects', jar => $aj);
is($r->{status}, 200, 'list projects: 200');
my @list = @{ ($r->{json} || {})->{projects} || [] };
is_deeply([sort map { $_->{name} } @list],
    [sort 'alpha', 'alpha-free', 'same-origin', 'ab', $n63],
    'list projects: alice sees exactly her projects');
ok(!grep({ !(exists $_->{name} && exists $_->{plan} && exists $_->{owner}
        && exists $_->{createdAt}) } @list) && @list,
    'list projects: each has name, plan, owner, createdAt');

$r = $t->http(GET => '/api/projects', jar => $bj);
is_deeply([map { $_->{name} } @{ ($r->{json} || {})->{projects} || [] }],
    ['bravo'], 'list projects: bob sees only bravo');

$r = $t->http(GET => '/api/projects');
$t->problem_ok($r, 401, 'list projects without a cookie: 401');

###############################################################################
# project info and the 401/403/404 matrix

$r = $t->http(GET => '/api/alpha', key => $ka);
is($r->{status}, 200, 'project info with its key: 200');
is($r->{json}{name}, 'alpha', 'project info: name');
is($r->{json}{plan}, 'free', 'project info: plan');
ok(exists $r->{json}{owner}, 'project info: owner');
like($r->{json}{createdAt} // '', $ISO, 'project info: createdAt');

$r = $t->http(GET => '/api/alpha', jar => $aj);
is($r->{status}, 200, 'project info with the owner cookie: 200');

$r = $t->http(GET => '/api/alpha');
$t->problem_ok($r, 401, 'project info without credentials: 401');

$r = $t->http(GET => '/api/alpha', key => 'pk_zzzzzzzz_' . ('x' x 43));
$t->problem_ok($r, 401, 'unknown key: 401');

$r = $t->http(GET => '/api/alpha', key => 'hello');
$t->problem_ok($r, 401, 'malformed key: 401');

(my $ka_bad = $ka) =~ s/(.)$/$1 eq 'A' ? 'B' : 'A'/e;
$r = $t->http(GET => '/api/alpha', key => $ka_bad);
$t->problem_ok($r, 401, 'right key id, wrong secret: 401');

$r = $t->http(GET => '/api/bravo', key => $ka);
$t->problem_ok($r, 403, "key of alpha on bravo (exists): 403");

$r = $t->http(GET => '/api/no-such-project', key => $ka);
$t->problem_ok($r, 403, "key of alpha on a project that does not exist: 403");

$r = $t->http(GET => '/api/alpha', jar => $bj);
$t->problem_ok($r, 403, "another user's cookie: 403");

$r = $t->http(GET => '/api/no-such-project', jar => $aj);
$t->problem_ok($r, 404, 'owner cookie on a project that does not exist: 404');

###############################################################################
# keys

$r = $t->http(POST => '/api/alpha/keys', jar => $aj);
is($r->{status}, 201, 'create key: 201') or diag($r->{content});
my $k = $r->{json} || {};
my $key = $k->{key} // '';
like($key, qr/^pk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{20,}$/,
    'created key looks like pk_<8>_<secret>');
my ($kid_in_key) = $key =~ /^pk_([A-Za-z0-9]{8})_/;
is($k->{id}, $kid_in_key, 'created key: id is the 8 characters in the key');
ok(defined $k->{prefix} && length $k->{prefix}
    && substr($key, 0, length $k->{prefix}) eq $k->{prefix}
    && length $k->{prefix} < length $key,
    'created key: prefix is a proper prefix of the key');
like($k->{createdAt} // '', $ISO, 'created key: createdAt');
my $kid = $k->{id} // 'none';

$r = $t->http(GET => '/api/alpha', key => $key);
is($r->{status}, 200, 'new key works');

$r = $t->http(GET => '/api/alpha/keys', jar => $aj);
is($r->{status}, 200, 'list keys: 200');
my @keys = @{ ($r->{json} || {})->{keys} || [] };
my ($mine) = grep { ($_->{id} // '') eq $kid } @keys;
ok($mine, 'list keys: the new key is listed');
$mine ||= {};
ok((!grep { !exists $mine->{$_} }
    qw(id prefix createdAt lastUsedAt revokedAt)),
    'list keys: id, prefix, createdAt, lastUsedAt, revokedAt');
ok(defined $mine->{lastUsedAt}, 'list keys: lastUsedAt set after use');
ok(!defined $mine->{revokedAt}, 'list keys: not revoked');
is(scalar(grep { exists $_->{key} } @keys), 0, 'list keys: no key member');
my ($secret) = $key =~ /^pk_[A-Za-z0-9]{8}_(.+)$/;
my $hash = $t->sql_value("SELECT key_hash FROM api_keys WHERE id = "
    . Pictor::Test::sql_quote($kid));
ok(defined $secret && index($r->{content}, $secret) < 0
    && defined $hash && index($r->{content}, $hash) < 0,
    'list keys: neither the secret nor the hash in the body');
is(scalar @keys, 2, 'list keys: alpha has two keys (pictorctl and API)');

# owner-only routes
$r = $t->http(GET => '/api/alpha/keys', key => $ka);
$t->problem_ok($r, 403, 'list keys with an API key: 403');
$r = $t->http(POST => '/api/alpha/keys', key => $ka);
$t->problem_ok($r, 403, 'create key with an API key: 403');
$r = $t->http(DELETE => "/api/alpha/keys/$kid", key => $ka);
$t->problem_ok($r, 403, 'revoke key with an API key: 403');
$r = $t->http(GET => '/api/alpha/keys', jar => $bj);
$t->problem_ok($r, 403, "list keys with another user's cookie: 403");
$r = $t->http(POST => '/api/alpha/keys', jar => $bj);
$t->problem_ok($r, 403, "create key with another user's cookie: 403");
$r = $t->http(GET => '/api/alpha/keys');
$t->problem_ok($r, 401, 'list keys without credentials: 401');

my $nkeys = $t->sql_value('SELECT COUNT(*) FROM api_keys');
$r = $t->http(POST => '/api/alpha/keys', jar => $aj,
    origin => 'http://evil.example');
$t->problem_ok($r, 403, 'create key with a foreign Origin: 403');
is($t->sql_value('SELECT COUNT(*) FROM api_keys'), $nkeys,
    'foreign Origin: no key created');

$r = $t->http(DELETE => "/api/alpha/keys/$kid", jar => $aj,
    origin => 'http://evil.example');
$t->problem_ok($r, 403, 'revoke key with a foreign Origin: 403');
$r = $t->http(GET => '/api/alpha', key => $key);
is($r->{status}, 200, 'foreign Origin: key still works');

my ($kb_id) = $kb =~ /^pk_([A-Za-z0-9]{8})_/;
$r = $t->http(DELETE => "/api/alpha/keys/$kb_id", jar => $aj);
$t->problem_ok($r, 404, "revoke another project's key id: 404");
$r = $t->http(GET => '/api/bravo', key => $kb);
is($r->{status}, 200, "another project's key: still works");

$r = $t->http(DELETE => '/api/alpha/keys/zzzzzzzz', jar => $aj);
$t->problem_ok($r, 404, 'revoke an unknown key id: 404');

$r = $t->http(DELETE => "/api/alpha/keys/$kid", jar => $aj);
is($r->{status}, 204, 'revoke key: 204');
is($r->{content}, '', 'revoke key: empty body');
$r = $t->http(GET => '/api/alpha', key => $key);
$t->problem_ok($r, 401, 'revoked key: 401');
$r = $t->http(GET => '/api/alpha/keys', jar => $aj);
($mine) = grep { ($_->{id} // '') eq $kid }
    @{ ($r->{json} || {})->{keys} || [] };
ok($mine && defined $mine->{revokedAt}, 'list keys: revokedAt set');

# pictorctl keys
my $kc = $t->key_create('alpha');
my ($kc_id) = $kc =~ /^pk_([A-Za-z0-9]{8})_/;
my ($rc, $out) = $t->ctl('key', 'list', 'alpha');
ok($rc == 0 && defined $kc_id && index($out, $kc_id) >= 0,
    'pictorctl key list shows the key id');
ok(index($out, $kc) < 0, 'pictorctl key list does not print the key');
($rc) = $t->ctl('key', 'revoke', 'alpha', $kc_id // 'none');
is($rc, 0, 'pictorctl key revoke: exit 0');
$r = $t->http(GET => '/api/alpha', key => $kc);
$t->problem_ok($r, 401, 'key revoked by pictorctl: 401');

###############################################################################
# logout

$r = $t->http(POST => '/api/auth/logout', jar => $aj,
    origin => 'http://evil.example');
$t->problem_ok($r, 403, 'logout with a foreign Origin: 403');
is($t->http(GET => '/api/auth/me', jar => $aj)->{status}, 200,
    'foreign-Origin logout: session still valid');

$r = $t->http(POST => '/api/auth/logout', jar => $aj);
is($r->{status}, 204, 'logout: 204');
@sc = grep { /^pictor_session=/ } hv($r, 'set-cookie');
ok(@sc && $sc[0] =~ /^pictor_session=(?:;|$)|max-age=0|expires=[^;]*19[0-9][0-9]/i,
    'logout clears the cookie') or diag("Set-Cookie: @sc");
$r = $t->http(GET => '/api/auth/me', session => $atoken);
$t->problem_ok($r, 401, 'me with the old token after logout: 401');
$r = $t->http(GET => '/api/alpha', session => $atoken);
$t->problem_ok($r, 401, 'project route with the old token after logout: 401');

$r = $t->http(GET => '/api/auth/me', jar => $bj);
is($r->{status}, 200, "alice's logout leaves bob's session alone");

$t->done;
