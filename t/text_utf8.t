#!/usr/bin/perl

# Text that is not UTF-8 is the client's error, never the strict
# database's 500: invalid bytes (a stray byte, an overlong form, a UTF-16
# surrogate, a code point past U+10FFFF) in an upload's name, customId or
# folder give a 400 problem naming the field; a file name keeps only its
# well-formed characters; JSON bodies with such bytes, lone \u surrogates
# or \u0000 give a 400 on every route that takes text; path segments that
# cannot be an identifier give a 404 whose problem body quotes the path
# safely.  Well-formed UTF-8 (an emoji) still round-trips.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('utf');
my $jar = $t->jar;
my $r = $t->login('utf@example.com', 'password for utf 1', $jar);
is($r->{status}, 200, 'owner login');

my $jpg = $t->corpus('exif/Landscape_6.jpg');

my %bad = (
    'a stray byte'   => "x\xff",
    'an overlong /'  => "x\xc0\xaf",
    'an overlong 3'  => "x\xe0\x80\xaf",
    'a surrogate'    => "x\xed\xa0\x80",
    'past U+10FFFF'  => "x\xf4\x90\x80\x80",
    'a cut sequence' => "x\xe2\x82",
);

sub rows { $t->sql_value('SELECT COUNT(*) FROM images') }

###############################################################################
# multipart text fields

my $rows = rows();
for my $what (sort keys %bad) {
    for my $field (qw(name customId folder)) {
        $r = $t->upload('utf', key => $key, file => $jpg,
            fields => [$field => $bad{$what}]);
        $t->problem_ok($r, 400, "upload, $what in $field: 400");
        like($r->{json}{detail} // '', qr/"\Q$field\E"/,
            "upload, $what in $field: the detail names the field");
    }
}
is(rows(), $rows, 'no row from a refused upload');

$r = $t->upload('utf', key => $key, file => $jpg,
    fields => [name => "a\0b"]);
$t->problem_ok($r, 400, 'upload, a NUL in name: 400');

# the file name is sanitised, not refused: its stray bytes are dropped
for my $what (sort keys %bad) {
    $r = $t->upload('utf', key => $key, file => $jpg,
        filename => "$bad{$what}.jpg");
    is($r->{status}, 201, "upload, $what in the file name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $id = ($r->{json} || {})->{imageId} // 'img_none';
    my $m = $t->http(GET => "/api/utf/images/$id", key => $key)->{json} || {};
    is($m->{originalFileName}, 'x.jpg', "$what dropped from the file name");
}

my $smile = "\xf0\x9f\x98\x80";
$r = $t->upload('utf', key => $key, file => $jpg,
    fields => [name => "smile $smile", customId => "id-$smile",
               folder => "f$smile/g"]);
is($r->{status}, 201, 'upload with an emoji in name, customId, folder: 201')
    or diag(substr($r->{content}, 0, 300));
my $id = ($r->{json} || {})->{imageId} // 'img_none';
my $m = $t->http(GET => "/api/utf/images/$id", key => $key)->{json} || {};
is($m->{name}, "smile \x{1F600}", 'the name round-trips');
is($m->{customId}, "id-\x{1F600}", 'the customId round-trips');
is($m->{folder}, "f\x{1F600}/g", 'the folder round-trips');

###############################################################################
# JSON bodies: raw bytes, lone surrogates and NUL escapes

my @json_bad = (map({ ("\"$bad{$_}\"") } sort keys %bad),
    '"x\ud800"', '"x\udc00y"', '"x\u0000"');

my @routes = (
    [PATCH => "/api/utf/$id/metadata", key => sub { qq({"name": $_[0]}) }],
    [PATCH => "/api/utf/$id/metadata", key =>
        sub { qq({"description": $_[0]}) }],
    [PATCH => "/api/utf/$id/metadata", key =>
        sub { qq({"keywords": ["ok", $_[0]]}) }],
    [PATCH => "/api/utf/$id/metadata", key =>
        sub { qq({"tags": {"k": $_[0]}}) }],
    [PATCH => "/api/utf/$id/metadata", key =>
        sub { qq({"tags": {$_[0]: "v"}}) }],
    [PATCH => "/api/utf/$id/metadata", key =>
        sub { qq({"folder": $_[0]}) }],
    [POST => '/api/utf/transforms', key =>
        sub { qq({"name": "t1", "description": $_[0],)
              . qq( "parameters": {"w": 100}}) }],
    [POST => '/api/utf/transforms', key =>
        sub { qq({"name": $_[0], "parameters": {"w": 100}}) }],
    [POST => '/api/utf/folders', key => sub { qq({"path": $_[0]}) }],
    [POST => '/api/projects', jar => sub { qq({"name": $_[0]}) }],
    [POST => '/api/auth/login', from => sub {
        qq({"email": $_[0], "password": "whatever 1"}) }],
    [POST => '/api/auth/login', from => sub {
        qq({"email": "utf\@example.com", "password": $_[0]}) }],
);

for my $rt (@routes) {
    my ($method, $path, $cred, $make) = @$rt;
    my (@fail, $n);
    my $from = $t->next_addr;
    for my $v (@json_bad) {
        my %o = $cred eq 'key' ? (key => $key)
            : $cred eq 'jar' ? (jar => $jar) : (from => $from);
        my $body = $make->($v);
        my $r = $t->http($method => $path, json => $body, %o);
        $n++;
        push @fail, "$body -> $r->{status}"
            unless $r->{status} == 400 && ref $r->{json} eq 'HASH'
                && ($r->{ct} // '') =~ m{^application/problem\+json};
        # the login limit is per address: a new one now and then
        $from = $t->next_addr if $cred eq 'from' && $n % 4 == 0;
    }
    my $shape = $make->('V');
    ok(!@fail, "$method $path $shape: every bad string is a 400 problem")
        or diag(join "\n", @fail);
}

$m = $t->http(GET => "/api/utf/images/$id", key => $key)->{json} || {};
is($m->{name}, "smile \x{1F600}", 'the refused PATCHes changed nothing');

###############################################################################
# path segments: identifiers are ASCII, the folder path UTF-8

for my $p ("/api/utf/transforms/%FF", "/api/utf/transforms/caf%C3%A9",
    "/api/utf/watermarks/%C0%AF", "/api/utf/jobs/%ED%A0%80",
    "/api/utf/images/img_%F4%90%80%80", "/api/utf%FF/images")
{
    $r = $t->http(GET => $p, key => $key);
    $t->problem_ok($r, 404, "GET $p: 404 problem+json");
}

$r = $t->http(DELETE => '/api/utf/keys/%FF%FE', jar => $jar);
$t->problem_ok($r, 404, 'DELETE /api/utf/keys/%FF%FE: 404 problem+json');

$r = $t->http(DELETE => '/api/utf/folders/a/%ED%A0%80', key => $key);
$t->problem_ok($r, 404, 'DELETE a folder path with a surrogate: 404');
like($r->{json}{instance} // '', qr{^/api/utf/folders/a/\x{FFFD}+$},
    'the instance quotes the stray bytes as U+FFFD');

$r = $t->http(DELETE => "/api/utf/folders/f%F0%9F%98%80", key => $key);
is($r->{status}, 204, 'DELETE a folder with an emoji: 204');

###############################################################################
# query parameters: a value that is not UTF-8, holds a NUL byte or is
# longer than the parameter allows is a 400 naming it, never another value
# (a cut or NUL-ended one) and never the database's 500

$r = $t->upload('utf', key => $key, file => $jpg,
    fields => [folder => 'a', name => 'plain']);
is($r->{status}, 201, 'an image in folder "a"');

for my $c (['category=x%FF', 'category'], ['keyword=%ED%A0%80', 'keyword'],
    ['search=x%C0%AF', 'search'], ['folder=a%00b', 'folder'],
    ['folder=a' . ('%2F' x 1100) . 'b', 'folder'],
    ['category=' . ('c' x 300), 'category'],
    ['includeDerived=%00', 'includeDerived'])
{
    my ($q, $name) = @$c;
    $r = $t->http(GET => "/api/utf/images?$q", key => $key);
    $t->problem_ok($r, 400, "GET /api/utf/images?" . substr($q, 0, 40)
        . ": 400");
    like(($r->{json} || {})->{detail} // '', qr/"\Q$name\E"/,
        "... the detail names $name");
}
$r = $t->http(GET => '/api/utf/images?folder=a', key => $key);
is(scalar @{ ($r->{json} || {})->{images} || [] }, 1,
    'folder=a still lists its image');

$t->done;
