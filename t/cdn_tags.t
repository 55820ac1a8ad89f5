#!/usr/bin/perl

# Cache tags for the CDN in front (docs/CDN.md): every delivery answer
# names what it depends on in Surrogate-Key (a variant, a HIT, a 304, an
# original, a cached 404), with its named transforms, watermark and
# plugins; pictor_cache_tags renames the header for Cloudflare and Akamai
# or hides it.  Every invalidation writes its tag into the purge outbox in
# the same transaction; pictor_cdn_outbox off writes none.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('tags');

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('tags', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub tags_of {
    my ($r, $name) = @_;
    my $v = hdr($r, $name // 'surrogate-key');
    return defined $v ? [sort split /[ ,]+/, $v] : [];
}

sub api {
    my ($method, $path, %o) = @_;
    return $t->http($method => "/api/tags$path", key => $key, %o);
}

# the outbox's tags after id $after, in order
sub outbox_after {
    my ($after) = @_;
    return [map { $_->[0] } $t->sql('SELECT cdn_tag FROM cache_events'
        . " WHERE id > $after AND cdn_tag IS NOT NULL ORDER BY id")];
}

sub outbox_top {
    return $t->sql_value('SELECT COALESCE(MAX(id), 0) FROM cache_events');
}

my $photo = upload_ok('images/concert_gray.jpg');
my $other = upload_ok('images/2569067123_aca715a2ee_o.jpg');

# --- the tags of an answer --------------------------------------------------

my $u = "/tags/$photo/w_200.jpg";
my $r = $t->http(GET => $u);
is($r->{status}, 200, 'variant: 200');
is(hdr($r, 'x-cache'), 'MISS', 'variant: a MISS');
is_deeply(tags_of($r), [sort 'tags', "tags/$photo"],
    'a variant names its project and image');
ok(!defined hdr($r, 'x-pictor-tags'), 'the internal header is not served');

$r = $t->http(GET => $u);
is(hdr($r, 'x-cache'), 'HIT', 'again: a HIT');
is_deeply(tags_of($r), [sort 'tags', "tags/$photo"], 'a HIT has them too');

my $etag = hdr($r, 'etag');
$r = $t->http(GET => $u, headers => { 'If-None-Match' => $etag });
is($r->{status}, 304, 'If-None-Match: 304');
is_deeply(tags_of($r), [sort 'tags', "tags/$photo"], 'a 304 has them too');

$r = $t->http(GET => "/tags/$photo");
is($r->{status}, 200, 'original: 200');
is_deeply(tags_of($r), [sort 'tags', "tags/$photo"], 'an original too');

my $absent = 'img_01JAAAAAAAAAAAAAAAAAAAAAAA';
$r = $t->http(GET => "/tags/$absent/w_200.jpg");
is($r->{status}, 404, 'an image not there: 404');
is_deeply(tags_of($r), [sort 'tags', "tags/$absent"],
    'a 404 (cached briefly) names the image it waits for');

# named transform, watermark, plugin
$r = api(POST => '/transforms', json => { name => 'card',
    parameters => { w => 120, h => 80, fit => 'cover' } });
is($r->{status}, 201, 'named transform card: 201')
    or diag($r->{content});
my ($body, $ct) = Pictor::Test::multipart(
    file => { filename => 'wm.png', type => 'image/png',
              content => Pictor::Test::read_file(
                  $img->solid(40, 40, [255, 0, 0])) },
    name => 'logo');
$r = $t->http(POST => '/api/tags/watermarks', key => $key, body => $body,
    headers => { 'Content-Type' => $ct });
is($r->{status}, 201, 'watermark logo: 201') or diag($r->{content});
$r = api(POST => '/plugins/filter/activate');
is($r->{status}, 200, 'filter plugin activated');

$r = $t->http(GET => "/tags/$photo/t_card,wm_logo,filter_grayscale.jpg");
is($r->{status}, 200, 'a variant with all three: 200')
    or diag($r->{content});
is_deeply(tags_of($r), [sort 'tags', "tags/$photo", 'tags/t/card',
    'tags/w/logo', 'tags/p/filter'],
    'it names the transform, the watermark and the plugin');

# --- the outbox ---------------------------------------------------------------

my $jar = $t->jar;
$r = $t->login('tags@example.com', 'password for tags 1', $jar);
is($r->{status}, 200, 'the owner logs in');

my @events = (
    ['purge', sub { api(POST => "/images/$photo/purge") }, ["tags/$photo"]],
    ['strip-exif', sub { api(POST => "/$photo/strip-exif") },
        ["tags/$photo"]],
    ['transform changed', sub { api(PUT => '/transforms/card',
        json => { name => 'card', parameters => { w => 100 } }) },
        ['tags/t/card']],
    ['plugin deactivated', sub { api(POST => '/plugins/filter/deactivate') },
        ['tags/p/filter']],
    ['watermark deleted', sub { api(DELETE => '/watermarks/logo') },
        ['tags/w/logo']],
    ['transform deleted', sub { api(DELETE => '/transforms/card') },
        ['tags/t/card']],
    ['strict mode', sub { $t->http(PATCH => '/api/tags/settings',
        jar => $jar,
        json => { strictTransforms => JSON::PP::true() }) }, ['tags']],
    ['strict mode off', sub { $t->http(PATCH => '/api/tags/settings',
        jar => $jar, json => { strictTransforms => JSON::PP::false() }) },
        ['tags']],
    ['delete', sub { api(DELETE => "/images/$photo") }, ["tags/$photo"]],
);

for my $e (@events) {
    my ($name, $call, $want) = @$e;
    my $top = outbox_top();
    my $res = $call->();
    ok($res->{status} >= 200 && $res->{status} < 300, "$name: 2xx")
        or diag("$res->{status} $res->{content}");
    is_deeply(outbox_after($top), $want, "$name: the outbox has its tag");
}

# a call that changes nothing writes nothing
my $top = outbox_top();
$r = api(POST => '/plugins/filter/deactivate');
is($r->{status}, 200, 'deactivated again: 200');
is_deeply(outbox_after($top), [], 'a repeated deactivate writes nothing');

# --- other headers, and none ----------------------------------------------

my $v = "/tags/$other/w_150.jpg";
for my $case (['cache-tag', 'cache-tag', ','],
    ['edge-cache-tag', 'edge-cache-tag', ','])
{
    my ($value, $header, $sep) = @$case;
    $t->stop_nginx;
    $t->start_nginx(cache_tags => $value);
    $r = $t->http(GET => $v);
    is($r->{status}, 200, "$value: 200");
    is(hdr($r, $header), "tags,tags/$other",
        "pictor_cache_tags $value: $header, comma separated");
    ok(!defined hdr($r, 'surrogate-key'), "$value: no Surrogate-Key");
}

$t->stop_nginx;
$t->start_nginx(cache_tags => 'off', http => 'pictor_cdn_outbox off;');
$r = $t->http(GET => $v);
is($r->{status}, 200, 'off: 200');
ok(!grep({ defined hdr($r, $_) } qw(surrogate-key cache-tag edge-cache-tag
    x-pictor-tags)), 'pictor_cache_tags off: no tags served');
$top = outbox_top();
$r = api(POST => "/images/$other/purge");
is($r->{status}, 202, 'purge with the outbox off: 202');
is_deeply(outbox_after($top), [], 'pictor_cdn_outbox off: nothing written');

$t->done;
