#!/usr/bin/perl

# Strict mode and signed delivery URLs: GET/PATCH /api/{p}/settings and
# POST /api/{p}/settings/signing-keys/rotate (the owner's cookie only;
# an API key is 403), their shapes (no secret but in the rotate answer);
# in strict mode only t_ tokens and the format are served unless the URL
# carries s_<base64url(HMAC-SHA256(key, path without the s_ token))>,
# signed with one of the two newest keys (so one rotation keeps old URLs,
# two end them); a wrong signature is 403; strict off serves unsigned URLs
# again; toggling strict (and rotating) bumps the project epoch, so a
# variant cached before is checked again.

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(hmac_sha256);
use MIME::Base64 qw(encode_base64);
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;

my $key = $t->project_with_key('sp', 'owner@example.com');
my $okey = $t->project_with_key('sp-other', 'other@example.com');
my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $r;

my $oj = $t->jar;
is($t->login('owner@example.com', 'password for sp 1', $oj)->{status}, 200,
    'owner login');
my $xj = $t->jar;
is($t->login('other@example.com', 'password for sp-other 1', $xj)->{status},
    200, 'other user login');

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub b64url {
    my $s = encode_base64($_[0], '');
    $s =~ tr{+/}{-_};
    $s =~ s/=+$//;
    return $s;
}

# s_ value for a path with a hex key
sub sig {
    my ($hex, $path) = @_;
    return b64url(hmac_sha256($path, pack('H*', $hex)));
}

# "/sp/ID/w_120.jpg" -> "/sp/ID/w_120,s_SIG.jpg" (the signature last)
sub signed {
    my ($hex, $path) = @_;
    my $s = sig($hex, $path);
    (my $u = $path) =~ s{^(.*/[^/.]+)(\.[a-z]+)?$}{$1,s_$s@{[$2 // '']}};
    return $u;
}

# GET; status and X-Cache (undef: any)
sub get_is {
    my ($path, $status, $xcache, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    my $xc = hdr($r, 'x-cache') // 'none';
    my $ok = ok($r->{status} == $status
        && (!defined $xcache || $xc eq $xcache),
        "$name: $status" . (defined $xcache ? " $xcache" : ''));
    diag("  GET $path: $r->{status}, X-Cache $xc"
        . (($r->{ct} // '') =~ m{^image/} ? ''
            : '; ' . substr($r->{content}, 0, 300))) unless $ok;
    return $r;
}

sub forbidden {
    my ($path, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    $t->problem_ok($r, 403, "$name: 403 problem+json");
    isnt(hdr($r, 'x-cache') // '', 'HIT', "$name: not from cache");
    return $r;
}

sub dims {
    my ($r) = @_;
    return 'none' unless $r->{status} == 200;
    return join 'x', $img->size($img->save($r->{content}, 'img'));
}

sub settings { $t->http(GET => '/api/sp/settings', jar => $oj) }
sub strict_set {
    my ($on) = @_;
    return $t->http(PATCH => '/api/sp/settings', jar => $oj,
        json => { strictTransforms => $on ? JSON::PP::true
            : JSON::PP::false });
}
sub rotate {
    return $t->http(POST => '/api/sp/settings/signing-keys/rotate',
        jar => $oj);
}

###############################################################################
# settings: auth matrix

my @routes = (
    [GET => '/api/sp/settings'],
    [PATCH => '/api/sp/settings', { strictTransforms => JSON::PP::true }],
    [POST => '/api/sp/settings/signing-keys/rotate'],
);
for my $rt (@routes) {
    my ($m, $path, $body) = @$rt;
    my @b = $body ? (json => $body) : ();
    $r = $t->http($m => $path, @b);
    $t->problem_ok($r, 401, "$m $path without credentials: 401");
    $r = $t->http($m => $path, @b, key => $key);
    $t->problem_ok($r, 403, "$m $path with the project's API key: 403");
    $r = $t->http($m => $path, @b, key => $okey);
    $t->problem_ok($r, 403, "$m $path with another project's key: 403");
    $r = $t->http($m => $path, @b, jar => $xj);
    $t->problem_ok($r, 403, "$m $path with another user's cookie: 403");
}
$r = $t->http(PATCH => '/api/sp/settings', jar => $oj,
    origin => 'http://evil.example',
    json => { strictTransforms => JSON::PP::true });
$t->problem_ok($r, 403, 'PATCH from a foreign Origin: 403');
$r = $t->http(POST => '/api/sp/settings/signing-keys/rotate', jar => $oj,
    origin => 'http://evil.example');
$t->problem_ok($r, 403, 'rotate from a foreign Origin: 403');
is($t->sql_value('SELECT COUNT(*) FROM signing_keys'), 0,
    'refused rotations made no key');
is($t->sql_value("SELECT strict_transforms FROM projects WHERE slug = 'sp'"),
    0, 'refused PATCHes left strict off');

$r = settings();
is($r->{status}, 200, 'GET settings, owner: 200');
is_deeply($r->{json}, { strictTransforms => JSON::PP::false,
    signingKeys => [], pluginMonthlyBudgetCents => 1000 },
    'GET settings: strict off, no keys, the default plugin budget');

# bad PATCH bodies
for my $b (['{"strictTransforms": "yes"}', 'a string'],
    ['{"strictTransforms": 1}', 'a number'],
    ['{"strictTransforms": null}', 'null'],
    ['{"strict": true}', 'an unknown field'],
    ['{"strictTransforms": true, "signingKeys": []}', 'signingKeys'],
    ['{"strictTransforms": ', 'malformed JSON'],
    ['[true]', 'an array'])
{
    $r = $t->http(PATCH => '/api/sp/settings', jar => $oj, json => $b->[0]);
    $t->problem_ok($r, 400, "PATCH with $b->[1]: 400");
}
is($t->sql_value("SELECT strict_transforms FROM projects WHERE slug = 'sp'"),
    0, 'bad PATCHes left strict off');

###############################################################################
# rotate: the key once

$r = rotate();
is($r->{status}, 201, 'rotate: 201') or diag($r->{content});
my $k1 = $r->{json} || {};
is_deeply([sort keys %$k1], [qw(createdAt id key)],
    'rotate: exactly id, key, createdAt');
like($k1->{key} // '', qr/^[0-9a-f]{64}$/, 'rotate: key is 64 hex chars');
like($k1->{createdAt} // '', $ISO, 'rotate: createdAt ISO 8601');
like(hdr($r, 'cache-control') // '', qr/no-store/, 'rotate: no-store');
$k1->{key} //= '00' x 32;

$r = settings();
is_deeply([map { $_->{id} } @{ ($r->{json} || {})->{signingKeys} || [] }],
    [$k1->{id}], 'settings: the new key listed');
is_deeply([sort keys %{ (($r->{json} || {})->{signingKeys} || [{}])->[0]
    || {} }], [qw(createdAt id)], 'settings: keys as {id, createdAt} only');
ok(index($r->{content}, $k1->{key}) < 0
    && index(lc $r->{content}, 'secret') < 0,
    'settings never carry the secret');
ok(index(join('', map { $_->[0] // '' }
    $t->sql('SELECT HEX(secret_enc) FROM signing_keys')), uc $k1->{key}) < 0,
    'the key is not stored in the clear');

###############################################################################
# delivery before strict

my $up = $t->upload('sp', key => $key, file => $t->corpus('images/4.webp'));
is($up->{status}, 201, 'upload 4.webp (1024x772)');
my $id = ($up->{json} || {})->{imageId} // 'img_00000000000000000000000000';
$r = $t->http(POST => '/api/sp/transforms', key => $key, json => {
    name => 'card', parameters => { w => 200, h => 100, fit => 'fill' } });
is($r->{status}, 201, 'preset card: 201');
$r = $t->upload('sp-other', key => $okey,
    file => $t->corpus('images/concert_gray.jpg'));
my $oid = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';

my $plain = "/sp/$id/w_120.jpg";
get_is($plain, 200, 'MISS', 'strict off: unsigned w_120');
get_is($plain, 200, 'HIT', 'strict off: unsigned w_120 cached');
get_is("/sp/$id/t_card,w_50.jpg", 200, undef, 'strict off: t_card,w_50');
get_is("/sp/$id/t_card.jpg", 200, 'MISS', 'strict off: t_card');
get_is("/sp/$id/t_card.jpg", 200, 'HIT', 'strict off: t_card cached');

###############################################################################
# strict on

$r = strict_set(1);
is($r->{status}, 200, 'PATCH strictTransforms true: 200') or diag($r->{content});
is(($r->{json} || {})->{strictTransforms}, JSON::PP::true,
    'PATCH answers strictTransforms true');
is_deeply([map { $_->{id} } @{ ($r->{json} || {})->{signingKeys} || [] }],
    [$k1->{id}], 'PATCH answers the signing keys too');
is(settings()->{json}{strictTransforms}, JSON::PP::true,
    'GET settings: strict on');

# the variant cached before strict mode is checked again
forbidden($plain, 'strict on: the unsigned w_120 cached before');
forbidden($plain, 'strict on: again');
like(($t->http(GET => $plain)->{json} || {})->{detail} // '', qr/t_/,
    'strict 403: the detail says named transforms');

# only t_ tokens and the format
for my $tail ('t_card.jpg', 't_card.webp', 't_card.png', 't_card') {
    my $rr = get_is("/sp/$id/$tail", 200, undef, "strict on: $tail");
    is(dims($rr), '200x100', "strict on: $tail is 200x100");
}
forbidden("/sp/$id/t_card,w_50.jpg", 'strict on: t_card with w_50');
forbidden("/sp/$id/w_50,t_card.jpg", 'strict on: w_50 before t_card');
forbidden("/sp/$id/h_10.png", 'strict on: h_10');
forbidden("/sp/$id/q_50.jpg", 'strict on: q_50');
forbidden("/sp/$id/filter_sepia.jpg", 'strict on: a plugin token');
forbidden("/sp/$id/w_120", 'strict on: w_120 without extension');
{
    $r = $t->http(GET => "/sp/$id/t_nope.jpg");
    $t->problem_ok($r, 400, 'strict on: unknown t_ is still 400');
}

# a t_-only URL with a made-up s_ token: refused, or at most the t_card
# entry (else anyone can force a new render per request in strict mode)
{
    my $n = 0;
    for my $i (1 .. 3) {
        my $g = sprintf('%043d', $i);
        my $rr = $t->http(GET => "/sp/$id/t_card,s_$g.jpg");
        $n++ if $rr->{status} == 403
            || (hdr($rr, 'x-cache') // '') eq 'HIT';
        diag("  t_card,s_$g: $rr->{status}, X-Cache "
            . (hdr($rr, 'x-cache') // 'none')) if $i == 3 && $n < 3;
    }
    is($n, 3, 'strict on: t_card with made-up signatures is 403 or a HIT'
        . ' of t_card, never a new render');
}

# another project is not strict
get_is("/sp-other/$oid/w_60.jpg", 200, undef,
    'another project: unsigned w_60 still served');

# signed with key 1
my $u1 = signed($k1->{key}, $plain);
like($u1, qr{^/sp/\Q$id\E/w_120,s_[A-Za-z0-9_-]{43}\.jpg$},
    'signed URL shape');
$r = get_is($u1, 200, 'MISS', 'strict on: signed w_120');
is(dims($r), '120x90', 'signed w_120: 120x90');
get_is($u1, 200, 'HIT', 'strict on: signed w_120 cached');

my $s1 = sig($k1->{key}, $plain);
get_is("/sp/$id/s_$s1,w_120.jpg", 200, undef,
    'strict on: the signature first');
my $mid = "/sp/$id/w_120,h_60.jpg";
my $sm = sig($k1->{key}, $mid);
get_is("/sp/$id/w_120,s_$sm,h_60.jpg", 200, undef,
    'strict on: the signature between tokens');
$r = get_is(signed($k1->{key}, "/sp/$id/t_card,w_50.jpg"), 200, undef,
    'strict on: signed t_card,w_50');
is(dims($r), '50x100', 'signed t_card,w_50: 50x100');
get_is(signed($k1->{key}, "/sp/$id/w_90"), 200, undef,
    'strict on: signed, no extension');

# wrong signatures
forbidden("/sp/$id/w_121,s_$s1.jpg", 'a signature of another path');
forbidden("/sp/$id/w_120,s_$s1.png", 'a signature of another format');
forbidden("/sp/$id/w_120,s_" . ('A' x 43) . '.jpg', 'a made-up signature');
forbidden("/sp/$id/w_120,s_" . substr($s1, 0, 42) . '.jpg',
    'a truncated signature');
{
    (my $flip = $s1) =~ s/^(.)/$1 eq 'A' ? 'B' : 'A'/e;
    forbidden("/sp/$id/w_120,s_$flip.jpg", 'one character changed');
}
forbidden("/sp/$id/w_120,s_" . b64url(hmac_sha256($plain, $k1->{key}))
    . '.jpg', 'signed with the hex text as the key');
forbidden("/sp/$id/w_120,s_"
    . b64url(hmac_sha256("/sp/$id/w_120,s_.jpg", pack('H*', $k1->{key})))
    . '.jpg', 'signed over a path still holding s_');
forbidden("/sp/$id/w_120,s_" . b64url(hmac_sha256("sp/$id/w_120.jpg",
    pack('H*', $k1->{key}))) . '.jpg', 'signed without the leading /');
$r = $t->http(GET => "/sp/$id/w_120,s_a,s_b.jpg");
ok($r->{status} == 400 || $r->{status} == 403 || $r->{status} == 404,
    'two s_ tokens: refused') or diag("  $r->{status}");
{
    my $ok = $t->http(POST => '/api/sp-other/settings/signing-keys/rotate',
        jar => $xj);
    is($ok->{status}, 201, 'other project: a key of its own');
    forbidden(signed(($ok->{json} || {})->{key} // '00' x 32, $plain),
        "signed with another project's key");
}

# openssl, as a user would sign on the command line
SKIP: {
    my ($rc, $out) = $t->run_cmd(['bash', '-c', 'command -v openssl']);
    skip 'no openssl', 3 if $rc;
    my $p = "/sp/$id/w_110.jpg";
    my $cmd = "printf '%s' '$p' | openssl dgst -sha256 -mac HMAC"
        . " -macopt hexkey:$k1->{key} -binary | base64 | tr '+/' '-_'"
        . " | tr -d '=\\n'";
    ($rc, $out) = $t->run_cmd(['bash', '-c', $cmd]);
    is($rc, 0, 'openssl one-liner runs');
    is($out, sig($k1->{key}, $p), 'openssl signs as HMAC-SHA256 here');
    get_is("/sp/$id/w_110,s_$out.jpg", 200, undef,
        'the openssl signature is accepted');
}
# the README's one-liner, run as written (KEY and P filled in)
{
    my $readme = Pictor::Test::read_file("$Pictor::Test::ROOT/README.md")
        // '';
    my ($block) = grep { /openssl/ } $readme =~ /```sh\n(.*?)```/gs;
    ok(defined $block, 'README has an openssl one-liner');
    SKIP: {
        skip 'no one-liner in README', 4 unless defined $block;
        my $p = "/sp/$id/w_300,h_200,fit_cover,dpr_1.5.webp";
        my $n = ($block =~ s/^KEY=.*$/KEY=$k1->{key}/m)
            + ($block =~ s/^P=.*$/P="$p"/m);
        is($n, 2, 'README one-liner: KEY= and P= lines to fill in');
        my ($rc, $out, $err) = $t->run_cmd(['bash', '-c',
            'PICTOR_URL=' . $t->base_url . "\n$block"]);
        $out =~ s/\s+\z//;
        my $base = quotemeta $t->base_url;
        ok($rc == 0 && $out =~ m{^$base(/sp/\S+)$},
            'README one-liner prints a URL')
            or diag("  exit $rc: $out$err");
        my $path = $1 // '/none';
        my $rr = get_is($path, 200, undef,
            "README one-liner's URL ($path)");
        is(dims($rr), '450x300', "README one-liner's URL: 450x300 webp");
    }
}

###############################################################################
# rotation: the two newest keys

get_is($u1, 200, 'HIT', 'key 1 URL cached before the rotation');
$r = rotate();
is($r->{status}, 201, 'rotate again: 201');
my $k2 = $r->{json} || {};
$k2->{key} //= '11' x 32;
isnt($k2->{key}, $k1->{key}, 'key 2 differs from key 1');
ok(($k2->{id} // 0) > ($k1->{id} // 0), 'key 2 has a higher id');
is_deeply([map { $_->{id} } @{ settings()->{json}{signingKeys} || [] }],
    [$k2->{id}, $k1->{id}], 'settings: key 2 and key 1, newest first');

get_is($u1, 200, undef, 'after one rotation: key 1 still valid');
my $u2 = signed($k2->{key}, $plain);
get_is($u2, 200, undef, 'after one rotation: key 2 valid');
get_is($u2, 200, 'HIT', 'key 2 URL cached');
get_is($u1, 200, 'HIT', 'key 1 URL cached again');

$r = rotate();
is($r->{status}, 201, 'rotate a third time: 201');
my $k3 = $r->{json} || {};
$k3->{key} //= '22' x 32;
is_deeply([map { $_->{id} } @{ settings()->{json}{signingKeys} || [] }],
    [$k3->{id}, $k2->{id}], 'settings: key 3 and key 2 only');

forbidden($u1, 'after two rotations: key 1 (cached before) refused');
forbidden(signed($k1->{key}, "/sp/$id/w_130.jpg"),
    'after two rotations: a new URL with key 1 refused');
get_is($u2, 200, undef, 'after two rotations: key 2 still valid');
get_is(signed($k3->{key}, $plain), 200, undef,
    'after two rotations: key 3 valid');

###############################################################################
# strict off

$r = strict_set(0);
is($r->{status}, 200, 'PATCH strictTransforms false: 200');
is(($r->{json} || {})->{strictTransforms}, JSON::PP::false,
    'PATCH answers strictTransforms false');
$r = get_is($plain, 200, 'MISS', 'strict off: unsigned w_120 again');
is(dims($r), '120x90', 'strict off: w_120 is 120x90');
get_is($plain, 200, 'HIT', 'strict off: and cached');
get_is("/sp/$id/t_card,w_50.jpg", 200, undef, 'strict off: t_card,w_50');

# on again: the unsigned variant cached while off is refused at once
$r = strict_set(1);
is($r->{status}, 200, 'strict on again: 200');
forbidden($plain, 'strict on again: the cached unsigned variant');
get_is(signed($k3->{key}, $plain), 200, undef,
    'strict on again: signed with key 3');
$r = $t->http(PATCH => '/api/sp/settings', jar => $oj, json => {});
is($r->{status}, 200, 'PATCH {}: 200');
is(($r->{json} || {})->{strictTransforms}, JSON::PP::true,
    'PATCH {}: strict unchanged');

# turning strict off by the API key is refused, strict stays on
$r = $t->http(PATCH => '/api/sp/settings', key => $key,
    json => { strictTransforms => JSON::PP::false });
$t->problem_ok($r, 403, 'PATCH strict off with the API key: 403');
forbidden($plain, 'strict still on after the refused PATCH');

###############################################################################
# without a master key no signing key can be made: a 503 that, as every
# 503, carries Retry-After

$t->stop_nginx;
$t->start_nginx(master_key => undef);     # no pictor_master_key_file
$r = rotate();
$t->problem_ok($r, 503, 'rotate without a master key: 503');
is(hdr($r, 'retry-after'), '5', 'rotate without a master key: Retry-After');

$t->done;
