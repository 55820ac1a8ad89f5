#!/usr/bin/perl

# docs/openapi.json, the OpenAPI 3.1 document of the API: it lints clean
# with redocly (pinned in t/emulators/redocly/), it has every route of
# shared/api/routes.c and no other, with the route's auth level, its
# body and the problem types of shared/core/problem.c; docs/API.md's
# route tables agree with it; its examples hold to its own schemas; and
# GET /api/openapi.json serves it, cacheable, with servers set to the
# service's base URL.  Every answer the suite gets is held to it by the
# harness (Pictor::OpenAPI, from Pictor::Test's http()).

use strict;
use warnings;

use Test::More;
use File::Basename qw(dirname);
use Cwd qw(abs_path);
use JSON::PP;

use lib dirname(__FILE__) . '/lib';
use Pictor::Test;
use Pictor::OpenAPI;
use Pictor::Npm;

my $root = abs_path(dirname(__FILE__) . '/..');
my $doc = Pictor::OpenAPI::doc();
my $paths = $doc->{paths};

sub slurp {
    my ($f) = @_;
    open my $fh, '<', "$root/$f" or die "$f: $!";
    local $/;
    return scalar <$fh>;
}

# a path with its parameters' names left out: /api/{}/keys/{}
sub shape {
    my ($p) = @_;
    $p =~ s/\{[^}]*\}/{}/g;
    return $p;
}

is($doc->{openapi}, '3.1.0', 'an OpenAPI 3.1 document');

# --- the validator knows every keyword the document uses
my @unknown = Pictor::OpenAPI::keywords();
ok(!@unknown, 'every schema keyword is one the harness validates')
    or diag(join "\n", map { "  $_->[0]: $_->[1]" } @unknown);

# --- redocly lint
SKIP: {
    my $dir = eval { Pictor::Npm::install('redocly') };
    skip "redocly: $@", 1 unless $dir;
    my $bin = "$dir/node_modules/.bin/redocly";
    local $ENV{REDOCLY_TELEMETRY} = 'off';
    local $ENV{REDOCLY_SUPPRESS_UPDATE_NOTICE} = 'true';
    my $conf = "$root/t/emulators/redocly/redocly.yaml";
    my $cmd = "'$bin' lint --config '$conf' --format=stylish"
        . " '$Pictor::OpenAPI::PATH' 2>&1";
    my $out = `$cmd`;
    my $rc = $? >> 8;
    my ($warnings) = $out =~ /You have (\d+) warnings?/;
    ok($rc == 0 && $out =~ /Your API description is valid/ && !$warnings,
        'redocly lint: valid, no error, no warning')
        or diag(join "\n", grep { !/[║╔╚]/ } split /\n/, $out);
}

# --- the route table
my $table = slurp('shared/api/routes.c');
my %routes;
while ($table =~ /\{\s*PT_(GET|POST|PUT|PATCH|DELETE),\s*"([^"]+)",\s*
                   PT_AUTH_(\w+),\s*([^,]+?),\s*(\w+)\s*\}/gx)
{
    my ($m, $p, $auth, $flags) = ($1, $2, lc $3, $4);
    $routes{"$m " . shape($p)} = { method => $m, path => $p, auth => $auth,
        flags => $flags };
}
cmp_ok(scalar keys %routes, '>=', 50, 'routes.c read: '
    . scalar(keys %routes) . ' routes');

my %ops;
for my $p (sort keys %$paths) {
    next if $paths->{$p}{'x-pictor-delivery'};
    for my $m (qw(get put post delete patch)) {
        my $op = $paths->{$p}{$m} or next;
        $ops{uc($m) . ' ' . shape($p)} = { path => $p, op => $op,
            item => $paths->{$p} };
    }
}

my %security = (
    public  => '[]',
    user    => '[{"session":[]}]',
    project => '[{"apiKey":[]},{"session":[]}]',
    owner   => '[{"session":[]}]',
);
my $canon = JSON::PP->new->canonical;

for my $k (sort keys %routes) {
    my $r = $routes{$k};
    my $o = $ops{$k};
    ok($o, "$r->{method} $r->{path} is documented") or next;
    my $op = $o->{op};
    my @why;
    push @why, "x-pictor-auth " . ($op->{'x-pictor-auth'} // 'none')
        . ", routes.c says $r->{auth}"
        if ($op->{'x-pictor-auth'} // '') ne $r->{auth};
    push @why, 'security ' . $canon->encode($op->{security} // 'none')
        . ", want $security{$r->{auth}}"
        if $canon->encode($op->{security} // 'none') ne $security{$r->{auth}};
    my $test = $r->{flags} =~ /PT_ROUTE_TEST/ ? 1 : 0;
    push @why, 'x-pictor-test-build does not match PT_ROUTE_TEST'
        if $test != ($op->{'x-pictor-test-build'} ? 1 : 0);
    my $body = $op->{requestBody} ? $op->{requestBody}{content} : {};
    push @why, 'a JSON route without an application/json body'
        if $r->{flags} =~ /PT_ROUTE_BODY_JSON/ && !$body->{'application/json'};
    push @why, 'an upload without a multipart/form-data body'
        if $r->{flags} =~ /PT_ROUTE_BODY_FILE/
            && !$body->{'multipart/form-data'};
    push @why, 'a body the route does not read'
        if %$body && $r->{flags} !~ /PT_ROUTE_BODY_(?:JSON|FILE)/;
    # "{*}" takes the rest of the path: its parameter says so
    if ($r->{path} =~ /\{\*\}/) {
        my @rest = grep { ($_->{'x-pictor-capture'} // '') eq 'rest' }
            @{ $op->{parameters} || [] };
        push @why, 'the {*} capture has no x-pictor-capture: rest' unless @rest;
    }
    for my $st (sort keys %{ $op->{responses} }) {
        next unless $st =~ /^[45]/;
        my $resp = Pictor::OpenAPI::resolve($op->{responses}{$st});
        my $c = $resp->{content} || {};
        push @why, "$st is not a problem+json"
            unless keys %$c == 1 && $c->{'application/problem+json'};
    }
    if ($r->{auth} ne 'public') {
        push @why, "no $_ response" for grep { !$op->{responses}{$_} }
            $r->{auth} eq 'user' ? (401) : (401, 403, 404);
    }
    ok(!@why, "$r->{method} $r->{path}: as routes.c has it")
        or diag(join "\n", map { "  $_" } @why);
}

for my $k (sort keys %ops) {
    ok($routes{$k}, "$k of the document is a route of routes.c");
}

my %ids;
for my $k (sort keys %ops) {
    $ids{$ops{$k}{op}{operationId} // ''}++;
}
ok(!grep({ $ids{$_} > 1 || $_ eq '' } keys %ids),
    'every operation has an operationId of its own');

# --- the problem types
my $problem = slurp('shared/core/problem.c');
my @slugs = $problem =~ /\{\s*\d{3},\s*"([a-z-]+)",/g;
is(scalar @slugs, 16, 'problem.c read: 16 problem types');
my $type = $doc->{components}{schemas}{Problem}{properties}{type};
is_deeply([sort @{ $type->{'x-pictor-problem-slugs'} }], [sort @slugs],
    'x-pictor-problem-slugs are problem.c\'s');
for my $s (@slugs) {
    like("http://127.0.0.1:8080/problems/$s", qr/$type->{pattern}/,
        "type pattern takes $s");
}
unlike('http://127.0.0.1:8080/problems/no-such', qr/$type->{pattern}/,
    'type pattern refuses another slug');
is_deeply([sort @{ $paths->{'/problems/{slug}'}{get}{parameters}[0]{schema}
    {enum} }], [sort @slugs], '/problems/{slug} takes those slugs');

# --- the examples hold to their schemas
my $examples = 0;
for my $p (sort keys %$paths) {
    for my $m (sort keys %{ $paths->{$p} }) {
        my $op = $paths->{$p}{$m};
        next unless ref $op eq 'HASH' && $op->{responses};
        for my $st (sort keys %{ $op->{responses} }) {
            my $c = Pictor::OpenAPI::resolve($op->{responses}{$st})->{content}
                or next;
            for my $mt (sort keys %$c) {
                my $ex = $c->{$mt}{examples} or next;
                for my $name (sort keys %$ex) {
                    my @why;
                    Pictor::OpenAPI::validate($c->{$mt}{schema},
                        $ex->{$name}{value}, '', \@why);
                    $examples++;
                    ok(!@why, "example $name of $op->{operationId} $st")
                        or diag(join "\n", map { "  $_" } @why);
                }
            }
        }
    }
}
cmp_ok($examples, '>=', 30, "$examples examples");

# --- docs/API.md's route tables
my $api = slurp('docs/API.md');
my %who = (public => 'public', user => 'user', 'key or owner' => 'project',
    owner => 'owner');
my (%rows, $owner_only);
for my $line (split /\n/, $api) {
    $owner_only = 1 if $line =~ /^All owner only\./;
    $owner_only = 0 if $line =~ /^#/;
    next unless $line =~ /^\|\s*((?:GET|POST|PUT|PATCH|DELETE)(?:,\s*HEAD)?)
                          \s*\|\s*`([^`]+)`((?:\s+and\s+`[^`]+`)?)
                          \s*\|\s*(.*?)\s*\|\s*$/x;
    my ($methods, $p, $and, $rest) = ($1, $2, $3, $4);
    my @p = ($p, $and =~ /`([^`]+)`/g);
    for my $m (split /,\s*/, $methods) {
        for my $path (@p) {
            my ($auth, $result);
            if ($rest =~ /^(public|user|key or owner|owner)\s*\|\s*(.*)$/) {
                ($auth, $result) = ($who{$1}, $2);
            } else {
                ($auth, $result) = ($owner_only ? 'owner' : undef, $rest);
            }
            $rows{"$m " . shape($path)} = { auth => $auth,
                result => $result, path => $path };
        }
    }
}

my %delivery = map { shape($_) => $paths->{$_} }
    grep { $paths->{$_}{'x-pictor-delivery'} } keys %$paths;
my %status_word = map { $_ => 1 } qw(200 201 202 204 206 304 400 401 402
    403 404 405 409 413 415 416 422 429 500 502 503 504);

for my $k (sort keys %rows) {
    my $row = $rows{$k};
    my ($m, $shape) = split / /, $k, 2;
    if ($row->{path} !~ m{^/(?:api/|healthz|problems/)}) {
        # delivery: /{p}/{id}/original.{ext} is a {transforms}.{format}
        my $d = $shape;
        $d =~ s#^(/\{\}/\{\}/)[^/]+\.\{\}$#$1\{\}.\{\}#;
        $d =~ s#^(/\{\}/\{\}/)[^/.]+$#$1\{\}#;
        ok($delivery{$d} && $delivery{$d}{lc $m},
            "API.md's $m $row->{path} is a documented delivery URL");
        next;
    }
    my $o = $ops{$k};
    ok($o, "API.md's $m $row->{path} is in the document") or next;
    my @why;
    push @why, "who is " . ($row->{auth} // 'not said') . ", the document"
        . " says $o->{op}{'x-pictor-auth'}"
        if ($row->{auth} // '') ne $o->{op}{'x-pictor-auth'};
    my %said = map { $_ => 1 } grep { $status_word{$_} }
        $row->{result} =~ /\b(\d{3})\b/g;
    push @why, "API.md names $_, not a response of the document"
        for grep { !$o->{op}{responses}{$_} } sort keys %said;
    ok(!@why, "API.md's $m $row->{path} agrees with the document")
        or diag(join "\n", map { "  $_" } @why);
}
for my $k (sort keys %ops) {
    ok($rows{$k}, "$k has a row in API.md's tables");
}

# --- served
my $t = Pictor::Test->new->need('module');
$t->start;

my $r = $t->http(GET => '/api/openapi.json');
is($r->{status}, 200, 'GET /api/openapi.json');
like($r->{ct}, qr{^application/json}, 'as application/json');
like($r->{headers}{'cache-control'} // '', qr/^public, max-age=\d+$/,
    'cacheable by anyone');
my $etag = $r->{headers}{etag};
like($etag // '', qr/^"[0-9a-f]{32}"$/, 'with an ETag');
is($r->{headers}{'access-control-allow-origin'}, '*',
    'readable from any origin');
my $served = $r->{json};
is_deeply($served->{servers}, [{ url => $t->base_url,
    description => 'this service (pictor_base_url)' }],
    'servers: the base URL');
my %want = %$doc;
delete $want{servers};
my %got = %{ $served || {} };
delete $got{servers};
is_deeply(\%got, \%want, 'the rest is docs/openapi.json as it is');

my $again = $t->http(GET => '/api/openapi.json');
is($again->{headers}{etag}, $etag, 'the same ETag again');
my $nm = $t->http(GET => '/api/openapi.json',
    headers => { 'If-None-Match' => $etag });
is($nm->{status}, 304, 'If-None-Match: 304');
is($nm->{content}, '', 'without a body');

$t->done;
