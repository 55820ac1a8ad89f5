#!/usr/bin/perl

# A project is named by its slug exactly.  The slug column compares
# case-insensitively and ignores trailing spaces, so /api/DEMO/... and
# /api/demo%20/... with the owner's cookie used to act on "demo" while
# storage keys and cache generations used the raw spelling (uploads under
# DEMO/ that could never be delivered, deletes leaving orphans, purges
# that missed demo's variants).  Now any other spelling is a 404 with the
# cookie, as it is a 403 with demo's key, and nothing changes.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('demo');
my $jar = $t->jar;
my $r = $t->login('demo@example.com', 'password for demo 1', $jar);
is($r->{status}, 200, 'owner login');

my $jpg = $t->corpus('exif/Landscape_6.jpg');
$r = $t->upload('demo', key => $key, file => $jpg);
is($r->{status}, 201, 'upload to demo') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_none';

my @before = $t->storage_files;
my $rows = $t->sql_value('SELECT COUNT(*) FROM images');
my $gens = $t->sql_value('SELECT COUNT(*) FROM generations');

for my $p ('DEMO', 'Demo', 'demo%20', 'demo%20%20') {
    $r = $t->upload($p, jar => $jar, file => $jpg);
    $t->problem_ok($r, 404, "upload to /api/$p with the cookie: 404");

    $r = $t->http(GET => "/api/$p/images", jar => $jar);
    $t->problem_ok($r, 404, "list /api/$p/images: 404");

    $r = $t->http(DELETE => "/api/$p/images/$id", jar => $jar);
    $t->problem_ok($r, 404, "delete /api/$p/images/{id}: 404");

    $r = $t->http(POST => "/api/$p/images/$id/purge", jar => $jar);
    $t->problem_ok($r, 404, "purge /api/$p/images/{id}: 404");

    $r = $t->http(PATCH => "/api/$p/$id/metadata", jar => $jar,
        json => { name => 'renamed' });
    $t->problem_ok($r, 404, "metadata /api/$p/{id}: 404");

    $r = $t->http(PATCH => "/api/$p/settings", jar => $jar,
        json => { strictTransforms => JSON::PP::true });
    $t->problem_ok($r, 404, "settings /api/$p: 404");

    $r = $t->http(POST => "/api/$p/settings/signing-keys/rotate",
        jar => $jar);
    $t->problem_ok($r, 404, "key rotation /api/$p: 404");

    # a space is no identifier byte: the router already refuses it
    my $want = $p =~ /%20/ ? 404 : 403;
    $r = $t->http(GET => "/api/$p/images", key => $key);
    $t->problem_ok($r, $want, "list /api/$p with demo's key: $want");
}

is_deeply([$t->storage_files], \@before, 'storage unchanged (no DEMO/)')
    or diag('files: ' . join(' ', $t->storage_files));
is($t->sql_value('SELECT COUNT(*) FROM images'), $rows, 'no row added');
is($t->sql_value('SELECT COUNT(*) FROM generations'), $gens,
    'no cache generation bumped');

$r = $t->http(GET => "/api/demo/images/$id", jar => $jar);
is($r->{status}, 200, 'the image is still there');
is($r->{json}{name}, undef, 'its name unchanged');
$r = $t->http(GET => "/demo/$id");
is($r->{status}, 200, 'and delivered');

# the exact spelling works with the cookie
$r = $t->upload('demo', jar => $jar, file => $jpg);
is($r->{status}, 201, "upload to /api/demo with the owner's cookie: 201");
$r = $t->http(DELETE => "/api/demo/images/$id", jar => $jar);
is($r->{status}, 204, "delete with the owner's cookie: 204");
ok(!grep({ m{^demo/\Q$id\E} } $t->storage_files), 'the object is gone');

$t->done;
