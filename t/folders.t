#!/usr/bin/perl

# The folder manifest: GET lists sorted paths; POST normalises a path and
# adds it with its ancestors (201, 200 when it was there); DELETE removes
# a path and its descendants from the manifest only (204, 404 when
# unknown); uploading into a folder or PATCHing one adds it too.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('fold');
my $other = $t->project_with_key('fold-other', 'fold@example.com');

my $r;

sub folders {
    my $r = $t->http(GET => '/api/fold/folders', key => $key);
    return ref $r->{json} eq 'ARRAY' ? $r->{json} : ['(not an array)'];
}

sub create {
    my ($path, $k) = @_;
    return $t->http(POST => '/api/fold/folders', key => $k // $key,
        json => ref $path ? $path : { path => $path });
}

$r = $t->http(GET => '/api/fold/folders', key => $key);
is($r->{status}, 200, 'GET folders: 200');
like($r->{ct} // '', qr{^application/json}, 'GET folders: JSON');
is_deeply($r->{json}, [], 'no folders yet: []');

$r = create('a/b/c');
is($r->{status}, 201, 'POST a/b/c: 201');
is_deeply($r->{json}, { path => 'a/b/c' }, 'POST a/b/c: {"path":"a/b/c"}');
is_deeply(folders(), ['a', 'a/b', 'a/b/c'], 'ancestors a and a/b appear');

$r = create('a/b/c');
is($r->{status}, 200, 'POST a/b/c again: 200');
is_deeply($r->{json}, { path => 'a/b/c' }, 'again: same body');
$r = create('a/b');
is($r->{status}, 200, 'POST an existing ancestor: 200');

$r = create('/x//y/');
is($r->{status}, 201, 'POST /x//y/: 201');
is_deeply($r->{json}, { path => 'x/y' }, '/x//y/ is normalised to x/y');

$r = create('ab');
is($r->{status}, 201, 'POST ab: 201');
$r = create('m/n');
is_deeply(folders(), ['a', 'a/b', 'a/b/c', 'ab', 'm', 'm/n', 'x', 'x/y'],
    'GET: sorted, no duplicates');

for my $bad ('..', 'a/../b', '../x', 'a/..', 'z' x 513) {
    $r = create($bad);
    $t->problem_ok($r, 400, 'POST ' . substr($bad, 0, 20) . ': 400');
}
$r = create({});
$t->problem_ok($r, 400, 'POST without path: 400');
$r = create({ path => 7 });
$t->problem_ok($r, 400, 'POST path not a string: 400');
$r = create({ path => 'ok', extra => 1 });
$t->problem_ok($r, 400, 'POST with an unknown member: 400');
$r = $t->http(POST => '/api/fold/folders', key => $key, json => '{"path":');
$t->problem_ok($r, 400, 'POST malformed JSON: 400');
ok(!grep({ $_ eq 'ok' || /\.\./ } @{ folders() }),
    'refused POSTs added nothing');

# auth and isolation
$r = $t->http(GET => '/api/fold/folders');
$t->problem_ok($r, 401, 'GET without a key: 401');
$r = create('q', $other);
$t->problem_ok($r, 403, "POST with another project's key: 403");
$r = $t->http(GET => '/api/fold-other/folders', key => $other);
is_deeply($r->{json}, [], "another project's manifest is its own");

# images in a folder keep it when the folder is deleted
$r = $t->upload('fold', key => $key,
    file => $t->corpus('images/concert_gray.jpg'),
    fields => [folder => 'a/b/c']);
is($r->{status}, 201, 'upload into a/b/c: 201');
my $in_c = ($r->{json} || {})->{imageId} // 'none';

$r = $t->http(DELETE => '/api/fold/folders/a/b', key => $key);
is($r->{status}, 204, 'DELETE a/b: 204');
is($r->{content}, '', 'DELETE: no body');
is_deeply(folders(), ['a', 'ab', 'm', 'm/n', 'x', 'x/y'],
    'a/b and a/b/c are gone; a and ab stay');
$r = $t->http(GET => "/api/fold/images/$in_c", key => $key);
is(($r->{json} || {})->{folder}, 'a/b/c', 'the image keeps folder a/b/c');

$r = $t->http(DELETE => '/api/fold/folders/a/b', key => $key);
$t->problem_ok($r, 404, 'DELETE a/b again: 404');
$r = $t->http(DELETE => '/api/fold/folders/nope', key => $key);
$t->problem_ok($r, 404, 'DELETE unknown: 404');
$r = $t->http(DELETE => '/api/fold/folders/x', key => $other);
$t->problem_ok($r, 403, "DELETE with another project's key: 403");

$r = create('with space/inner');
is($r->{status}, 201, 'POST "with space/inner": 201');
$r = $t->http(DELETE => '/api/fold/folders/with%20space', key => $key);
is($r->{status}, 204, 'DELETE with%20space (percent-encoded): 204');
ok(!grep({ /^with space/ } @{ folders() }),
    '"with space" and its child are gone');

# uploads and PATCH add folders (and ancestors), normalised
$r = $t->upload('fold', key => $key,
    file => $t->corpus('images/concert_gray.jpg'),
    fields => [folder => '/p//q/']);
is($r->{status}, 201, 'upload into /p//q/: 201');
my $img = ($r->{json} || {})->{imageId} // 'none';
$r = $t->http(GET => "/api/fold/images/$img", key => $key);
is(($r->{json} || {})->{folder}, 'p/q', 'upload folder is normalised');
my %have = map { $_ => 1 } @{ folders() };
ok($have{p} && $have{'p/q'}, 'upload added p and p/q to the manifest');

$r = $t->http(PATCH => "/api/fold/$img/metadata", key => $key,
    json => { folder => 'r/s/t' });
is($r->{status}, 200, 'PATCH folder r/s/t: 200');
%have = map { $_ => 1 } @{ folders() };
ok($have{r} && $have{'r/s'} && $have{'r/s/t'},
    'PATCH added r, r/s and r/s/t to the manifest');
ok($have{'p/q'}, 'moving the image out leaves p/q in the manifest');

$r = $t->http(PATCH => "/api/fold/$img/metadata", key => $key,
    json => { folder => '' });
is(($r->{json} || {})->{folder}, '', 'PATCH folder "": back at the root');
ok(!grep({ $_ eq '' } @{ folders() }), 'the root is not a manifest entry');

my $list = folders();
is_deeply($list, [sort @$list], 'GET stays sorted');

$t->done;
