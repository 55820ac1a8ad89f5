#!/usr/bin/perl

# Cookie routes (docs/SECURITY.md, "Cookie routes").  A change made with
# the session cookie is taken only with an Origin that is this service, or
# Sec-Fetch-Site: same-origin when a browser sends no Origin; neither is
# 403 and changes nothing.  Reads are never refused, and API keys (which a
# browser never sends by itself) need neither.  Routes that take JSON take
# it only as application/json (415 otherwise), so no cross-site form is
# ever parsed as JSON.  The session cookie is HttpOnly, SameSite=Lax, and
# Secure when the service's base URL is https.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my ($email, $pw) = ('owner@example.com', 'a long enough password 1');
$t->user_create($email, $pw);
my $jar = $t->jar;
my $r = $t->login($email, $pw, $jar);
is($r->{status}, 200, 'logged in') or diag($r->{content});

sub hv { Pictor::Test::header_values(@_) }

my ($cookie) = grep { /^pictor_session=[^;\s]/ } hv($r, 'set-cookie');
like($cookie, qr/;\s*HttpOnly\b/i, 'the cookie is HttpOnly');
like($cookie, qr/;\s*SameSite=(?:Lax|Strict)\b/i, 'the cookie is SameSite');
unlike($cookie, qr/;\s*Secure\b/i, 'not Secure over plain http');

sub projects { $t->sql_value("SELECT COUNT(*) FROM projects") }

sub create {
    my ($name, %o) = @_;
    return $t->http(POST => '/api/projects', jar => $jar,
                    json => { name => $name }, %o);
}

# the origin rule, each case with what it changed
my $before = projects();
$r = create('no-origin', origin => undef);
$t->problem_ok($r, 403, 'cookie, no Origin, no Sec-Fetch-Site: 403');
like($r->{json}{detail} // '', qr/Origin.*Sec-Fetch-Site/,
     'the detail says what to send');
$r = create('cross-site', origin => undef,
            headers => { 'Sec-Fetch-Site' => 'cross-site' });
$t->problem_ok($r, 403, 'cookie, Sec-Fetch-Site: cross-site: 403');
$r = create('same-site', origin => undef,
            headers => { 'Sec-Fetch-Site' => 'same-site' });
$t->problem_ok($r, 403, 'cookie, Sec-Fetch-Site: same-site (a sibling'
               . ' host): 403');
$r = create('evil', origin => 'http://evil.example');
$t->problem_ok($r, 403, 'cookie, a foreign Origin: 403');
$r = create('evil2', origin => 'http://evil.example',
            headers => { 'Sec-Fetch-Site' => 'same-origin' });
$t->problem_ok($r, 403, 'cookie, a foreign Origin beats Sec-Fetch-Site');
$r = create('nul', origin => 'null');
$t->problem_ok($r, 403, 'cookie, Origin: null (a sandboxed frame): 403');
$r = create('port', origin => 'http://127.0.0.1:1');
$t->problem_ok($r, 403, 'cookie, our host on another port: 403');
is(projects(), $before, 'none of the refused requests made a project');

$r = create('fetch-same', origin => undef,
            headers => { 'Sec-Fetch-Site' => 'same-origin' });
is($r->{status}, 201, 'cookie, no Origin, Sec-Fetch-Site: same-origin: 201');
$r = create('with-origin', origin => $t->base_url);
is($r->{status}, 201, 'cookie, our Origin: 201');

# the other methods, on an owner route
my $key = $t->key_create('with-origin');
my ($kid) = $key =~ /^pk_([A-Za-z0-9]{8})_/;
$r = $t->http(DELETE => "/api/with-origin/keys/$kid", jar => $jar,
              origin => undef);
$t->problem_ok($r, 403, 'DELETE with the cookie and no Origin: 403');
$r = $t->http(PATCH => '/api/with-origin/settings', jar => $jar,
              origin => undef, json => { strictTransforms => JSON::PP::true() });
$t->problem_ok($r, 403, 'PATCH with the cookie and no Origin: 403');
$r = $t->http(GET => '/api/with-origin', key => $key);
is($r->{status}, 200, 'the key survived');
$r = $t->http(GET => '/api/with-origin/settings', jar => $jar,
              origin => undef);
is($r->{status}, 200, 'GET with the cookie needs no Origin');
is($r->{json}{strictTransforms} ? 1 : 0, 0, 'and strict is still off');

# API keys: a script's, never sent by a browser on its own
$r = $t->http(POST => '/api/with-origin/transforms', key => $key,
              json => { name => 'card', parameters => { w => 300 } });
is($r->{status}, 201, 'an API key needs no Origin') or diag($r->{content});

# JSON routes take application/json only
my $nt = $t->sql_value("SELECT COUNT(*) FROM named_transforms");
for my $ct ('text/plain', 'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x', 'application/jsonx',
            'text/json')
{
    $r = $t->http(POST => '/api/with-origin/transforms', key => $key,
                  headers => { 'Content-Type' => $ct },
                  body => '{"name": "form", "parameters": {"w": 10}}');
    $t->problem_ok($r, 415, "a JSON route sent as $ct: 415");
}
$r = $t->http(POST => '/api/with-origin/transforms', key => $key,
              body => '{"name": "form", "parameters": {"w": 10}}');
$t->problem_ok($r, 415, 'a JSON body with no Content-Type: 415');
is($t->sql_value("SELECT COUNT(*) FROM named_transforms"), $nt,
   'none of them made a transform');
$r = $t->http(POST => '/api/with-origin/transforms', key => $key,
              headers => { 'Content-Type' => 'Application/JSON; charset=utf-8' },
              body => '{"name": "typed", "parameters": {"w": 10}}');
is($r->{status}, 201, 'application/json with a charset, any case: 201');

# a cross-site form with the cookie: refused whatever it says
$r = $t->http(POST => '/api/projects', jar => $jar,
              origin => 'http://evil.example',
              headers => { 'Content-Type' => 'text/plain' },
              body => '{"name": "formed"}');
$t->problem_ok($r, 403, 'a cross-site text/plain form with the cookie');
$r = $t->http(POST => '/api/projects', jar => $jar,
              headers => { 'Content-Type' => 'text/plain' },
              body => '{"name": "formed"}');
$t->problem_ok($r, 415, 'a same-origin text/plain body: 415');

# the login: a script sends no Origin; a cross-site form is refused
$r = $t->http(POST => '/api/auth/login', from => $t->next_addr,
              headers => { 'Content-Type' => 'text/plain' },
              body => qq({"email": "$email", "password": "$pw"}));
$t->problem_ok($r, 415, 'login as text/plain: 415');
$r = $t->http(POST => '/api/auth/login', from => $t->next_addr,
              headers => { 'Sec-Fetch-Site' => 'cross-site' },
              json => { email => $email, password => $pw });
$t->problem_ok($r, 403, 'login from a cross-site page: 403');
$r = $t->http(POST => '/api/auth/login', from => $t->next_addr,
              json => { email => $email, password => $pw });
is($r->{status}, 200, 'login from a script: 200');

# behind HTTPS (the base URL a TLS front gives): the cookie is Secure, and
# the origin is the https one
$t->stop_nginx;
$t->start_nginx(base_url => 'https://images.example');
my $sj = $t->jar;
$r = $t->login($email, $pw, $sj);
is($r->{status}, 200, 'behind https: logged in');
($cookie) = grep { /^pictor_session=[^;\s]/ } hv($r, 'set-cookie');
like($cookie // '', qr/;\s*Secure\b/i, 'behind https: the cookie is Secure');
my $stok = $sj->get('pictor_session');
$r = $t->http(POST => '/api/projects', session => $stok,
              json => { name => 'plain-origin' });
is($r->{status}, 403, 'behind https: the http origin is another');
$r = $t->http(POST => '/api/projects', session => $stok,
              origin => 'https://images.example',
              json => { name => 'tls-origin' });
is($r->{status}, 201, 'behind https: the https origin is ours');

$t->done;
