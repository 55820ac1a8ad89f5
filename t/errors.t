#!/usr/bin/perl

# Error responses: every error is application/problem+json whose type URL
# resolves at /problems/<slug>; 404 and 405 from the router; malformed JSON;
# bodies over pictor_json_max_size (64k in conf/pictor.conf).

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

$t->user_create('erin@example.com', 'errors test password 1');
my $jar = $t->jar;
my $r = $t->login('erin@example.com', 'errors test password 1', $jar);
is($r->{status}, 200, 'login') or diag($r->{content});

my %slugs;      # slug => status that produced it
my %seen;       # slug => { status => 1 }

sub problem {
    my ($r, $status, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $slug = $t->problem_ok($r, $status, $name);
    if (defined $slug) {
        $slugs{$slug} = $status;
        $seen{$slug}{$status} = 1;
    }
    return $slug;
}

###############################################################################
# router

$r = $t->http(GET => '/api/some-project/no/such/route/here');
problem($r, 404, 'unknown route under /api/: 404');
ok(grep({ ($r->{json}{instance} // '') eq $_ }
    '/api/some-project/no/such/route/here',
    $t->base_url . '/api/some-project/no/such/route/here'),
    '404: instance is the request path')
    or diag('instance: ' . ($r->{json}{instance} // 'null'));

$r = $t->http(GET => '/api/auth/no-such-thing');
problem($r, 404, 'unknown /api/auth/ route: 404');

$r = $t->http(POST => '/api/auth/me');
problem($r, 405, 'POST /api/auth/me: 405');
my $allow = join ',', Pictor::Test::header_values($r, 'allow');
like($allow, qr/\bGET\b/, '405: Allow lists GET');
unlike($allow, qr/\bPOST\b/, '405: Allow does not list POST');

$r = $t->http(DELETE => '/api/projects', jar => $jar);
problem($r, 405, 'DELETE /api/projects: 405');
$allow = join ',', Pictor::Test::header_values($r, 'allow');
ok($allow =~ /\bGET\b/ && $allow =~ /\bPOST\b/,
    '405: Allow lists GET and POST') or diag("Allow: $allow");

$r = $t->http(PUT => '/healthz');
problem($r, 405, 'PUT /healthz: 405');

$r = $t->http(GET => '/api/auth/me');
problem($r, 401, 'no credentials: 401');

###############################################################################
# JSON bodies

$r = $t->http(POST => '/api/projects', jar => $jar, json => '{"name": "x1",');
problem($r, 400, 'truncated JSON: 400');

$r = $t->http(POST => '/api/projects', jar => $jar, json => '["a", "b"]');
problem($r, 400, 'JSON array instead of an object: 400');

$r = $t->http(POST => '/api/projects', jar => $jar, json => "{\"name\": \"\xff\xfe\"}");
problem($r, 400, 'invalid UTF-8 in JSON: 400');

$r = $t->http(POST => '/api/projects', jar => $jar, json => '');
problem($r, 400, 'empty body: 400');

# 64k limit.  Bodies are valid JSON padded with whitespace, so only the
# size can make them fail.  Exactly 64k: accepted.  One byte more: 413, by
# Content-Length and by chunked transfer encoding; nothing is created.
my $limit = 64 * 1024;

sub body_of {
    my ($name, $size) = @_;
    my $head = qq({"name": "$name");
    return $head . (' ' x ($size - length($head) - 1)) . '}';
}

sub chunked {
    my @chunks = unpack '(a8192)*', $_[0];
    return sub { shift @chunks };
}

$r = $t->http(POST => '/api/projects', jar => $jar,
    json => body_of('at-limit', $limit));
is($r->{status}, 201, 'JSON body of exactly 64k: accepted')
    or diag($r->{content});

$r = $t->http(POST => '/api/projects', jar => $jar,
    headers => { 'Content-Type' => 'application/json' },
    body => chunked(body_of('chunked-under', $limit - 1000)));
is($r->{status}, 201, 'chunked JSON body under 64k: accepted')
    or diag($r->{content});

$r = $t->http(POST => '/api/projects', jar => $jar,
    json => body_of('too-big', $limit + 1));
problem($r, 413, 'JSON body of 64k + 1 with Content-Length: 413');

$r = $t->http(POST => '/api/projects', jar => $jar,
    headers => { 'Content-Type' => 'application/json' },
    body => chunked(body_of('too-big-chunked', $limit + 1)));
problem($r, 413, 'JSON body of 64k + 1, chunked: 413');

$r = $t->http(POST => '/api/projects', jar => $jar,
    headers => { 'Content-Type' => 'application/json' },
    body => chunked(body_of('too-big-chunked2', 3 * $limit)));
problem($r, 413, 'JSON body of 192k, chunked: 413');

is($t->sql_value("SELECT COUNT(*) FROM projects WHERE slug LIKE 'too-big%'"),
    0, 'oversized bodies: no project created');

my $cookie = 'pictor_session=' . ($jar->get('pictor_session') // '');
my $raw = $t->raw_http("POST /api/projects HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    . "Cookie: $cookie\r\nContent-Type: application/json\r\n"
    . "Content-Length: 100000000\r\nConnection: close\r\n\r\n");
is($raw->{status}, 413,
    "Content-Length over client_max_body_size: nginx's 413");
like($raw->{head} // '', qr{^content-type:\s*application/problem\+json}mi,
    "nginx's own 413 is problem+json too");

###############################################################################
# bytes that are not UTF-8 in the path: the problem still is JSON, with
# the bad bytes shown as U+FFFD (they were an empty 403 and dropped
# connections: jansson refuses to encode invalid UTF-8)

{
    my $key = $t->project_with_key('utf');
    my @cases = (
        ['/api/%ff', 404, 'an API path (a project slug)'],
        ['/api/utf/images/%ff%fe', 404, "an image id of the API"],
        ['/api/utf/no/%c0%af', 404, 'an unknown route (overlong /)'],
        ['/utf/%ff/w_1.jpg', 404, 'a delivery image id'],
        ['/utf/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_%ed%a0%80.jpg', 400,
            'a delivery token (a surrogate)'],
        ['/problems/%ff', 404, 'a problem type'],
    );
    for my $c (@cases) {
        my ($path, $status, $what) = @$c;
        my $r = $t->http(GET => $path, key => $key);
        problem($r, $status, "not UTF-8 in $what: $status problem");
        like((ref $r->{json} eq 'HASH' ? $r->{json}{instance} : '') // '',
            qr/\x{fffd}/, "not UTF-8 in $what: U+FFFD in the instance");
    }
}

###############################################################################
# type URLs

ok(scalar(keys %slugs) >= 5, 'saw problem types for 400 401 404 405 413')
    or diag(join ' ', %slugs);
for my $slug (sort keys %slugs) {
    $r = $t->http(GET => "/problems/$slug");
    ok($r->{status} == 200 && ($r->{ct} // '') =~ m{^text/plain}
        && length($r->{content}) > 10,
        "type URL /problems/$slug ($slugs{$slug}) explains in text/plain")
        or diag("$r->{status} " . ($r->{ct} // '') . " $r->{content}");
}
is(join(' ', grep { keys %{ $seen{$_} } > 1 } sort keys %seen), '',
    'no problem type is used with two statuses');

$r = $t->http(GET => '/problems/no-such-problem');
is($r->{status}, 404, 'unknown problem type: 404');

# /problems/{slug} is a row of the route table: GET (and HEAD) only
$r = $t->http(POST => '/problems/not-found', json => {});
problem($r, 405, 'POST /problems/not-found: 405');
like(join(', ', Pictor::Test::header_values($r, 'allow')), qr/\bGET\b/,
    'POST /problems/not-found: Allow names GET');

$t->done;
