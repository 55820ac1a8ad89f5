#!/usr/bin/perl

# Every delivery response says X-Content-Type-Options: nosniff, exactly
# once: an original that is a JPEG with an HTML page appended (a polyglot
# an attacker uploads to get script run on the service's origin) must
# never be sniffed into text/html by a browser.  Originals, variants on a
# miss and on a hit, 304s, problems from the render server and the
# front's own problems, and API answers.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('sniff');

my $jpeg = Pictor::Test::read_file(
    $t->corpus('images/2569067123_aca715a2ee_o.jpg'));
my $html = "<html><body><script>alert(document.cookie)</script>"
    . "</body></html>\n";

my $r = $t->upload('sniff', key => $key, content => $jpeg . $html,
    filename => 'polyglot.jpg');
is($r->{status}, 201, 'a JPEG with HTML appended is a JPEG: 201')
    or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';

sub nosniff_ok {
    my ($r, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @v = Pictor::Test::header_values($r, 'X-Content-Type-Options');
    is_deeply(\@v, ['nosniff'], "$name: one X-Content-Type-Options: nosniff")
        or diag("status $r->{status}, values: @v");
}

$r = $t->http(GET => "/sniff/$id");
is($r->{status}, 200, 'original: 200');
is($r->{ct}, 'image/jpeg', 'original: image/jpeg');
ok(index($r->{content}, '<script>') > 0, 'original: the bytes as uploaded');
nosniff_ok($r, 'original');

$r = $t->http(GET => "/sniff/$id/original");
nosniff_ok($r, '/original');

$r = $t->http(GET => "/sniff/$id/w_120.webp");
is($r->{status}, 200, 'variant: 200');
is($r->{headers}{'x-cache'}, 'MISS', 'variant: a miss first');
nosniff_ok($r, 'variant, miss');

my $etag = $r->{headers}{etag};
$r = $t->http(GET => "/sniff/$id/w_120.webp");
is($r->{headers}{'x-cache'}, 'HIT', 'variant: then a hit');
nosniff_ok($r, 'variant, hit');

$r = $t->http(GET => "/sniff/$id/w_120.webp",
    headers => { 'If-None-Match' => $etag });
is($r->{status}, 304, 'If-None-Match: 304');
nosniff_ok($r, '304');

$r = $t->http(GET => "/sniff/$id/w_0.webp");
$t->problem_ok($r, 400, 'bad token: 400');
nosniff_ok($r, 'render server problem');

$r = $t->http(GET => '/sniff/img_01ARZ3NDEKTSV4RRFFQ69G5FAV');
$t->problem_ok($r, 404, 'unknown image: 404');
nosniff_ok($r, 'unknown image');

$r = $t->http(GET => "/api/sniff/images/$id", key => $key);
is($r->{status}, 200, 'metadata: 200');
nosniff_ok($r, 'API answer');

$r = $t->http(GET => "/api/sniff/images/$id");
$t->problem_ok($r, 401, 'API without a key: 401');
nosniff_ok($r, 'API problem');

$t->done;
