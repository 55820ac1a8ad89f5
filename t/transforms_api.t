#!/usr/bin/perl

# Named transforms, the REST side (docs/API.md "Named transforms"):
# POST/GET/PUT/DELETE /api/{p}/transforms[/{name}], their statuses and
# shapes (POST shape, plus updatedAt on GET and PUT), bad bodies refused
# with the offending field named (parameters.w, locked[0], ...) and
# nothing stored, 409 on a duplicate, PUT replacing every field, projects
# kept apart, and the auth matrix (API key or the owner's cookie).

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(sleep);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my $key = $t->project_with_key('tf', 'owner@example.com');
my $okey = $t->project_with_key('tf-other', 'other@example.com');
my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $r;

sub post { $t->http(POST => '/api/tf/transforms', key => $key, json => $_[0]) }
sub get1 { $t->http(GET => "/api/tf/transforms/$_[0]", key => $key) }
sub put1 {
    $t->http(PUT => "/api/tf/transforms/$_[0]", key => $key, json => $_[1]);
}
sub list {
    my $r = $t->http(GET => '/api/tf/transforms', key => $key);
    return $r->{status} == 200 && ref $r->{json} eq 'HASH'
        && ref $r->{json}{transforms} eq 'ARRAY'
        ? $r->{json}{transforms} : undef;
}
sub rows {
    return $t->sql_value('SELECT COUNT(*) FROM named_transforms');
}

# 400 problem+json whose detail holds $field
sub bad_ok {
    my ($r, $field, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    $t->problem_ok($r, 400, "$name: 400");
    my $d = ref $r->{json} eq 'HASH' ? $r->{json}{detail} // '' : '';
    ok(index($d, $field) >= 0, "$name: detail names $field")
        or diag("  detail: $d");
}

###############################################################################
# create

my %card = (
    name => 'card',
    parameters => { w => 300, h => '200', fit => 'cover', q => 80 },
    locked => ['w', 'fit'],
    description => "Product card \x{e9}t\x{e9} \x{1F5BC}",
);
$r = post(\%card);
is($r->{status}, 201, 'POST card: 201') or diag($r->{content});
like($r->{ct} // '', qr{^application/json}, 'POST: JSON');
my $c = $r->{json} || {};
is_deeply([sort keys %$c],
    [qw(createdAt description locked name parameters)],
    'POST: exactly name, parameters, locked, description, createdAt');
is($c->{name}, 'card', 'POST: name');
is_deeply($c->{parameters}, $card{parameters},
    'POST: parameters as given (numbers stay numbers, strings strings)');
is_deeply($c->{locked}, ['w', 'fit'], 'POST: locked as given');
is($c->{description}, $card{description},
    'POST: description (UTF-8 round trip)');
like($c->{createdAt} // '', $ISO, 'POST: createdAt ISO 8601 UTC');
is(rows(), 1, 'POST: one row');

# optional fields absent: locked [], description null
$r = post({ name => 'Plain_1-x', parameters => { w => 120 } });
is($r->{status}, 201, 'POST without locked and description: 201')
    or diag($r->{content});
is_deeply(($r->{json} || {})->{locked}, [], 'no locked: []');
ok(exists(($r->{json} || {})->{description})
    && !defined $r->{json}{description}, 'no description: null');

# the whole grammar, plugin keys and prefixes in locked
$r = post({ name => 'everything', parameters => {
    w => 640, h => 480, dpr => 1.5, fit => 'pad', g => 'northeast',
    cx => 10, cy => 20, cw => 300, ch => 200, q => '75', blur => 0.5,
    sharpen => '1.25', rot => 270, flip => 'hv', bgcolor => 'FF8800',
    page => 1, wm => 'logo', wm_pos => 'tl', wm_opacity => 40,
    wm_scale => 30 },
    locked => [qw(w h dpr fit g cx cy cw ch q blur sharpen rot flip
        bgcolor page wm wm_pos wm_opacity wm_scale)] });
is($r->{status}, 201, 'POST with every core key, all locked: 201')
    or diag($r->{content});
$r = post({ name => 'sepia', parameters => { w => 100, filter => 'sepia' },
    locked => ['filter', 'bg', 'smart_crop', 'wt'] });
is($r->{status}, 201, 'POST with a plugin key and plugin prefixes locked: 201')
    or diag($r->{content});
is_deeply(($r->{json} || {})->{parameters}, { w => 100, filter => 'sepia' },
    'plugin parameters kept');
$r = post({ name => 'plugins', parameters => { bg => 40,
    smart_crop => 'face', wt => 'hello+world' } });
is($r->{status}, 201, 'POST with bg, smart_crop, wt: 201')
    or diag($r->{content});

# a lock on a key the preset does not set
$r = post({ name => 'nodpr', parameters => { w => 100 }, locked => ['dpr'] });
is($r->{status}, 201, 'POST locking a key it does not set: 201')
    or diag($r->{content});

# names: case matters (t_Card and t_card are two tokens)
$r = post({ name => 'Card', parameters => { w => 50 } });
is($r->{status}, 201, 'POST Card beside card: 201') or diag($r->{content});
my $n64 = 'n' x 64;
$r = post({ name => $n64, parameters => { w => 50 } });
is($r->{status}, 201, 'POST a 64-character name: 201') or diag($r->{content});

# duplicate
my $before = rows();
$r = post({ name => 'card', parameters => { w => 1 } });
$t->problem_ok($r, 409, 'POST an existing name: 409');
is(get1('card')->{json}{parameters}{w}, 300,
    '409: the existing definition is untouched');

###############################################################################
# bad bodies: 400 naming the field, nothing stored

$before = rows();
my @bad = (
    ['not JSON', '{"name": "x", ', 'JSON'],
    ['an array body', '[1, 2]', 'object'],
    ['no name', { parameters => { w => 1 } }, 'name'],
    ['name null', { name => undef, parameters => { w => 1 } }, 'name'],
    ['name a number', { name => 12, parameters => { w => 1 } }, 'name'],
    ['name empty', { name => '', parameters => { w => 1 } }, 'name'],
    ['name with a space', { name => 'a b', parameters => { w => 1 } },
        'name'],
    ['name with a dot', { name => 'a.b', parameters => { w => 1 } }, 'name'],
    ['name with a comma', { name => 'a,b', parameters => { w => 1 } },
        'name'],
    ['name with a slash', { name => 'a/b', parameters => { w => 1 } },
        'name'],
    ['name not ASCII', { name => "caf\x{e9}", parameters => { w => 1 } },
        'name'],
    ['name of 65', { name => 'n' x 65, parameters => { w => 1 } }, 'name'],
    ['no parameters', { name => 'x' }, 'parameters'],
    ['parameters a string', { name => 'x', parameters => 'w_100' },
        'parameters'],
    ['parameters an array', { name => 'x', parameters => [['w', 1]] },
        'parameters'],
    ['parameters null', { name => 'x', parameters => undef }, 'parameters'],
    ['w 0', { name => 'x', parameters => { w => 0 } }, 'parameters.w'],
    ['w 8193', { name => 'x', parameters => { w => 8193 } }, 'parameters.w'],
    ['w negative', { name => 'x', parameters => { w => -10 } },
        'parameters.w'],
    ['w true', { name => 'x', parameters => { w => JSON::PP::true } },
        'parameters.w'],
    ['w null', { name => 'x', parameters => { w => undef } },
        'parameters.w'],
    ['w an object', { name => 'x', parameters => { w => { v => 1 } } },
        'parameters.w'],
    ['w "300px"', { name => 'x', parameters => { w => '300px' } },
        'parameters.w'],
    ['w 300.5', { name => 'x', parameters => { w => 300.5 } },
        'parameters.w'],
    ['h bad among good', { name => 'x',
        parameters => { w => 10, h => 'tall', q => 50 } }, 'parameters.h'],
    ['fit unknown', { name => 'x', parameters => { fit => 'stretch' } },
        'parameters.fit'],
    ['q 0', { name => 'x', parameters => { q => 0 } }, 'parameters.q'],
    ['dpr 5', { name => 'x', parameters => { dpr => 5 } }, 'parameters.dpr'],
    ['rot 45', { name => 'x', parameters => { rot => 45 } },
        'parameters.rot'],
    ['bgcolor red', { name => 'x', parameters => { bgcolor => 'red' } },
        'parameters.bgcolor'],
    ['unknown key', { name => 'x', parameters => { width => 100 } },
        'parameters.width'],
    ['a t key', { name => 'x', parameters => { t => 'card' } },
        'parameters.t'],
    ['plugin value', { name => 'x', parameters => { filter => 'blue' } },
        'parameters.filter'],
    ['plugin value smuggling a token', { name => 'x',
        parameters => { filter => 'sepia,w_1' } }, 'parameters.filter'],
    ['bg 0', { name => 'x', parameters => { bg => 0 } }, 'parameters.bg'],
    ['locked unknown', { name => 'x', parameters => { w => 1 },
        locked => ['width'] }, 'locked[0]'],
    ['locked second unknown', { name => 'x', parameters => { w => 1 },
        locked => ['w', 'nope'] }, 'locked[1]'],
    ['locked a number', { name => 'x', parameters => { w => 1 },
        locked => ['w', 'h', 3] }, 'locked[2]'],
    ['locked t', { name => 'x', parameters => { w => 1 }, locked => ['t'] },
        'locked[0]'],
    ['locked a string', { name => 'x', parameters => { w => 1 },
        locked => 'w' }, 'locked'],
    ['locked an object', { name => 'x', parameters => { w => 1 },
        locked => { w => JSON::PP::true } }, 'locked'],
    ['description a number', { name => 'x', parameters => { w => 1 },
        description => 5 }, 'description'],
    ['description too long', { name => 'x', parameters => { w => 1 },
        description => 'd' x 4097 }, 'description'],
    ['unknown field', { name => 'x', parameters => { w => 1 },
        extra => 1 }, 'extra'],
    ['createdAt sent', { name => 'x', parameters => { w => 1 },
        createdAt => '2020-01-01T00:00:00Z' }, 'createdAt'],
    ['a duplicate JSON member', '{"name": "x", "parameters": {"w": 1},'
        . ' "name": "y"}', 'name'],
);
for my $b (@bad) {
    my ($what, $body, $field) = @$b;
    bad_ok(post($body), $field, "POST, $what");
}
is(rows(), $before, 'no bad body stored a row');
is(get1('x')->{status}, 404, 'and GET of the name tried is 404');

###############################################################################
# read

$r = get1('card');
is($r->{status}, 200, 'GET card: 200');
my $g = $r->{json} || {};
is_deeply([sort keys %$g],
    [qw(createdAt description locked name parameters updatedAt)],
    'GET one: the POST shape plus updatedAt');
is_deeply($g->{parameters}, $card{parameters}, 'GET: parameters');
is_deeply($g->{locked}, ['w', 'fit'], 'GET: locked');
is($g->{description}, $card{description}, 'GET: description');
is($g->{createdAt}, $c->{createdAt}, 'GET: createdAt as POST said');
like($g->{updatedAt} // '', $ISO, 'GET: updatedAt ISO 8601 UTC');

$r = get1('nope');
$t->problem_ok($r, 404, 'GET unknown: 404');
$r = get1('CARD');
$t->problem_ok($r, 404, 'GET CARD (case differs): 404');
is(get1('Card')->{json}{parameters}{w}, 50, 'GET Card: its own definition');

my $l = list();
ok($l, 'GET list: 200 {transforms: [...]}');
my %by = map { $_->{name} => $_ } @{ $l || [] };
is_deeply([sort keys %by],
    [sort('card', 'Card', 'Plain_1-x', 'everything', 'sepia', 'plugins',
        'nodpr', $n64)], 'list: every transform, once');
is_deeply([sort keys %{ $by{card} || {} }],
    [qw(createdAt description locked name parameters updatedAt)],
    'list items: the GET shape');
is_deeply($by{card}{parameters}, $card{parameters}, 'list: parameters');
is_deeply($by{card}{locked}, ['w', 'fit'], 'list: locked');

###############################################################################
# PUT: full replacement

sleep 0.05;
$r = put1('card', { parameters => { w => 500 }, locked => ['h'],
    description => 'wide' });
is($r->{status}, 200, 'PUT card: 200') or diag($r->{content});
my $p = $r->{json} || {};
is_deeply([sort keys %$p],
    [qw(createdAt description locked name parameters updatedAt)],
    'PUT: the POST shape plus updatedAt');
is($p->{name}, 'card', 'PUT: name from the URL');
is_deeply($p->{parameters}, { w => 500 },
    'PUT: parameters replaced (h, fit, q gone)');
is_deeply($p->{locked}, ['h'], 'PUT: locked replaced');
is($p->{description}, 'wide', 'PUT: description replaced');
is($p->{createdAt}, $c->{createdAt}, 'PUT: createdAt kept');
ok(($p->{updatedAt} // '') gt ($g->{updatedAt} // 'z'),
    'PUT: updatedAt moved on')
    or diag("  before $g->{updatedAt}, after " . ($p->{updatedAt} // 'none'));
is_deeply(get1('card')->{json}{parameters}, { w => 500 },
    'GET after PUT: the new parameters');

# missing locked and description are reset
$r = put1('card', { name => 'card', parameters => { h => 90 } });
is($r->{status}, 200, 'PUT with name equal to the URL, no locked or'
    . ' description: 200') or diag($r->{content});
is_deeply(($r->{json} || {})->{locked}, [], 'PUT: a missing locked is []');
ok(exists(($r->{json} || {})->{description})
    && !defined $r->{json}{description},
    'PUT: a missing description is null');
$g = get1('card')->{json} || {};
is_deeply([$g->{parameters}, $g->{locked}, $g->{description}],
    [{ h => 90 }, [], undef], 'GET after PUT: reset as PUT said');

# the same definition again is still 200 (not 404 for "no row changed")
$r = put1('card', { parameters => { h => 90 } });
is($r->{status}, 200, 'PUT the same definition twice: 200')
    or diag($r->{content});

# renaming, bad bodies, unknown names
my $snap = get1('card')->{content};
$r = put1('card', { name => 'other', parameters => { w => 1 } });
bad_ok($r, 'name', 'PUT with another name');
$r = put1('card', { parameters => { w => 0 } });
bad_ok($r, 'parameters.w', 'PUT with w 0');
$r = put1('card', { parameters => { w => 1 }, locked => ['zoom'] });
bad_ok($r, 'locked[0]', 'PUT with locked zoom');
$r = put1('card', { locked => ['w'] });
bad_ok($r, 'parameters', 'PUT without parameters');
$r = put1('card', { parameters => { w => 1 }, extra => 1 });
bad_ok($r, 'extra', 'PUT with an unknown field');
$r = put1('card', '{"parameters": ');
bad_ok($r, 'JSON', 'PUT with malformed JSON');
is(get1('card')->{content}, $snap, 'bad PUTs left card as it was');

$r = put1('nope', { parameters => { w => 1 } });
$t->problem_ok($r, 404, 'PUT unknown: 404');
is(get1('nope')->{status}, 404, 'PUT unknown created nothing');
$r = put1('nope', { parameters => { w => 0 } });
ok($r->{status} == 400 || $r->{status} == 404,
    'PUT unknown with a bad body: 400 or 404')
    or diag("  $r->{status}");

###############################################################################
# DELETE

$before = rows();
$r = $t->http(DELETE => "/api/tf/transforms/Plain_1-x", key => $key);
is($r->{status}, 204, 'DELETE: 204');
is(length $r->{content}, 0, 'DELETE: no body');
$t->problem_ok(get1('Plain_1-x'), 404, 'GET after DELETE: 404');
is(rows(), $before - 1, 'DELETE: the row is gone');
ok(!grep({ $_->{name} eq 'Plain_1-x' } @{ list() || [] }),
    'DELETE: gone from the list');
$r = $t->http(DELETE => "/api/tf/transforms/Plain_1-x", key => $key);
$t->problem_ok($r, 404, 'DELETE again: 404');
$r = $t->http(DELETE => "/api/tf/transforms/never", key => $key);
$t->problem_ok($r, 404, 'DELETE unknown: 404');

# the name is free again
$r = post({ name => 'Plain_1-x', parameters => { h => 10 } });
is($r->{status}, 201, 'POST the deleted name again: 201')
    or diag($r->{content});
is_deeply(($r->{json} || {})->{parameters}, { h => 10 },
    'the new definition, not the old one');

###############################################################################
# projects are apart

$r = $t->http(GET => '/api/tf-other/transforms', key => $okey);
is($r->{status}, 200, 'other project: list 200');
is_deeply(($r->{json} || {})->{transforms}, [],
    "other project: none of tf's transforms");
$r = $t->http(GET => '/api/tf-other/transforms/card', key => $okey);
$t->problem_ok($r, 404, "other project: GET tf's card is 404");
$r = $t->http(POST => '/api/tf-other/transforms', key => $okey,
    json => { name => 'card', parameters => { w => 7 } });
is($r->{status}, 201, 'other project: its own card (no 409)')
    or diag($r->{content});
is_deeply(get1('card')->{json}{parameters}, { h => 90 },
    "tf's card untouched by the other project's");
$r = $t->http(DELETE => '/api/tf-other/transforms/card', key => $okey);
is($r->{status}, 204, "other project: DELETE its card");
is(get1('card')->{status}, 200, "tf's card survives the other's DELETE");

###############################################################################
# auth

my @routes = (
    [GET => '/api/tf/transforms'],
    [POST => '/api/tf/transforms', { name => 'authx', parameters => { w => 1 } }],
    [GET => '/api/tf/transforms/card'],
    [PUT => '/api/tf/transforms/card', { parameters => { w => 2 } }],
    [DELETE => '/api/tf/transforms/card'],
);
$before = rows();
$snap = get1('card')->{content};
for my $rt (@routes) {
    my ($m, $path, $body) = @$rt;
    my @b = $body ? (json => $body) : ();
    $r = $t->http($m => $path, @b);
    $t->problem_ok($r, 401, "$m $path without credentials: 401");
    $r = $t->http($m => $path, @b, key => 'pk_AAAAAAAA_' . 'x' x 32);
    $t->problem_ok($r, 401, "$m $path with an unknown key: 401");
    $r = $t->http($m => $path, @b, key => $okey);
    $t->problem_ok($r, 403, "$m $path with another project's key: 403");
}
is(rows(), $before, 'refused requests changed no row');
is(get1('card')->{content}, $snap, 'refused requests left card as it was');

my $oj = $t->jar;
is($t->login('owner@example.com', 'password for tf 1', $oj)->{status}, 200,
    'owner login');
my $xj = $t->jar;
is($t->login('other@example.com', 'password for tf-other 1', $xj)->{status},
    200, 'other user login');

$r = $t->http(GET => '/api/tf/transforms', jar => $oj);
is($r->{status}, 200, 'owner cookie: list 200');
$r = $t->http(POST => '/api/tf/transforms', jar => $oj,
    json => { name => 'bycookie', parameters => { w => 3 } });
is($r->{status}, 201, 'owner cookie: POST 201') or diag($r->{content});
$r = $t->http(PUT => '/api/tf/transforms/bycookie', jar => $oj,
    json => { parameters => { w => 4 } });
is($r->{status}, 200, 'owner cookie: PUT 200') or diag($r->{content});
$r = $t->http(GET => '/api/tf/transforms/bycookie', jar => $oj);
is(($r->{json} || {})->{parameters}{w}, 4, 'owner cookie: GET sees the PUT');
$r = $t->http(POST => '/api/tf/transforms', jar => $oj,
    origin => 'http://evil.example',
    json => { name => 'evil', parameters => { w => 3 } });
$t->problem_ok($r, 403, 'owner cookie from a foreign Origin: POST 403');
is(get1('evil')->{status}, 404, 'foreign Origin: nothing created');
$r = $t->http(DELETE => '/api/tf/transforms/bycookie', jar => $oj,
    origin => 'http://evil.example');
$t->problem_ok($r, 403, 'owner cookie from a foreign Origin: DELETE 403');
$r = $t->http(DELETE => '/api/tf/transforms/bycookie', jar => $oj,
    origin => $t->base_url);
is($r->{status}, 204, 'owner cookie, same Origin: DELETE 204');

for my $rt (@routes) {
    my ($m, $path, $body) = @$rt;
    $r = $t->http($m => $path, ($body ? (json => $body) : ()), jar => $xj);
    $t->problem_ok($r, 403, "$m $path with another user's cookie: 403");
}
is(get1('card')->{content}, $snap, "another user's cookie changed nothing");

$t->done;
