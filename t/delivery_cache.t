#!/usr/bin/perl

# The front server's cache of variants: a repeated request is a HIT with
# the same ETag and bytes; the key is canonical (token order and default
# values do not matter); If-None-Match answers 304; the headers of a 200;
# Vary: Accept only when the format was negotiated, and the negotiated
# format follows Accept (avif, webp, jpeg; png for a picture with alpha);
# invalidation by versioned keys: DELETE image (no longer served), purge
# and strip-exif (MISS with a new ETag); originals byte for byte and
# original.{ext} converted at full size.

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('cache');

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('cache', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub get {
    my ($path, %h) = @_;
    return $t->http(GET => $path, headers => \%h);
}

# GET; expects status and X-Cache; returns the response
sub cache_is {
    my ($path, $status, $xcache, $name, %h) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = get($path, %h);
    my $xc = hdr($r, 'x-cache') // 'none';
    ok($r->{status} == $status && $xc eq $xcache,
        "$name: $status $xcache")
        or diag("  GET $path: $r->{status}, X-Cache $xc, "
            . ($r->{ct} // 'no type') . (($r->{ct} // '') =~ m{^image/}
                ? '' : '; ' . substr($r->{content}, 0, 200)));
    return $r;
}

my $land_file = 'images/2569067123_aca715a2ee_o.jpg';
my $alpha_file = 'images/PNG_transparency_demonstration_1.png';
my $land = upload_ok($land_file);
my $alpha = upload_ok($alpha_file);
my $other = upload_ok('images/concert_gray.jpg');

my $MON = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
my $HTTP_DATE =
    qr/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (?:$MON) \d{4} [\d:]{8} GMT$/;
my $CC = 'public, max-age=86400, stale-while-revalidate=60';

# --- MISS, then HIT; the headers of a 200 -----------------------------------

my $u = "/cache/$land/w_300,h_200.jpg";
my $r1 = cache_is($u, 200, 'MISS', 'first request');
my $etag = hdr($r1, 'etag') // '';
like($etag, qr/^(?:W\/)?"[^"]+"$/, 'ETag is a quoted entity tag');
like(hdr($r1, 'last-modified') // '', $HTTP_DATE, 'Last-Modified');
is(hdr($r1, 'cache-control'), $CC, "Cache-Control: $CC");
ok(!defined hdr($r1, 'vary'), 'explicit extension: no Vary')
    or diag('  Vary: ' . hdr($r1, 'vary'));
like($r1->{ct} // '', qr{^image/jpeg}, 'Content-Type image/jpeg');

my $r2 = cache_is($u, 200, 'HIT', 'second request');
is(hdr($r2, 'etag'), $etag, 'HIT: same ETag');
ok($r2->{content} eq $r1->{content}, 'HIT: same bytes');
is(hdr($r2, 'cache-control'), $CC, 'HIT: same Cache-Control');

# --- canonical keys --------------------------------------------------------

for my $v ('h_200,w_300', 'w_300,h_200,fit_inside', 'fit_inside,h_200,w_300',
    'w_300,h_200,dpr_1', 'w_300,h_200,rot_0', 'w_300,h_200,page_1',
    'w_300,h_200,g_center')
{
    my $r = cache_is("/cache/$land/$v.jpg", 200, 'HIT', "$v shares the key");
    is(hdr($r, 'etag'), $etag, "$v: same ETag");
}
{
    my $r = cache_is("/cache/$land/w_301,h_200.jpg", 200, 'MISS',
        'w_301,h_200: another variant');
    isnt(hdr($r, 'etag'), $etag, 'w_301,h_200: another ETag');
    $r = cache_is("/cache/$land/w_300,h_200.png", 200, 'MISS',
        'w_300,h_200.png: another format, another variant');
    isnt(hdr($r, 'etag'), $etag, '.png: another ETag');
    cache_is("/cache/$land/w_300,h_200.jpeg", 200, 'HIT',
        '.jpeg and .jpg are one format');
}
{
    my $a = cache_is("/cache/$land/w_200.jpg", 200, 'MISS', 'w_200.jpg');
    my $b = cache_is("/cache/$land/w_200,fit_inside.jpg", 200, 'HIT',
        'w_200,fit_inside HITs w_200');
    is(hdr($b, 'etag'), hdr($a, 'etag'), 'w_200,fit_inside: same ETag');
}

# --- conditional requests ------------------------------------------------

{
    my $r = get($u, 'If-None-Match' => $etag);
    is($r->{status}, 304, 'If-None-Match with the ETag: 304');
    is(length $r->{content}, 0, '304: no body');
    is(hdr($r, 'etag'), $etag, '304: carries the ETag');
    $r = get($u, 'If-None-Match' => '"something-else"');
    is($r->{status}, 200, 'If-None-Match with another tag: 200');
    ok($r->{content} eq $r1->{content}, 'If-None-Match mismatch: the body');
}

# --- negotiation ---------------------------------------------------------

{
    my %accept = (
        avif => 'image/avif,image/webp,image/apng,*/*;q=0.8',
        webp => 'image/webp,*/*;q=0.8',
        jpeg => 'image/png,image/jpeg;q=0.9,*/*;q=0.8',
        'webp (avif refused)' => 'image/avif;q=0,image/webp,*/*',
    );
    my %want = (avif => 'avif', webp => 'webp', jpeg => 'jpeg',
        'webp (avif refused)' => 'webp');
    my %etags;
    my $nu = "/cache/$land/w_160";
    for my $k ('avif', 'webp', 'jpeg', 'webp (avif refused)') {
        my $r = get($nu, Accept => $accept{$k});
        is($r->{status}, 200, "no extension, Accept for $k: 200");
        is(Pictor::Image::magic($r->{content}), $want{$k},
            "Accept for $k: $want{$k} bytes");
        like($r->{ct} // '', qr{^image/$want{$k}\b},
            "Accept for $k: Content-Type image/$want{$k}");
        like(hdr($r, 'vary') // '', qr/\baccept\b/i,
            "Accept for $k: Vary: Accept");
        push @{ $etags{$want{$k}} }, hdr($r, 'etag') // '';
    }
    my $r = get($nu);
    is(Pictor::Image::magic($r->{content}), 'jpeg',
        'no Accept header: jpeg');
    like(hdr($r, 'vary') // '', qr/\baccept\b/i, 'no Accept: Vary: Accept');

    # each negotiated answer is its own cache entry
    $r = cache_is($nu, 200, 'HIT', 'Accept avif again',
        Accept => $accept{avif});
    is(Pictor::Image::magic($r->{content}), 'avif',
        'Accept avif again: avif (not the last answer cached)');
    like(hdr($r, 'vary') // '', qr/\baccept\b/i,
        'negotiated HIT: Vary: Accept');
    $r = cache_is($nu, 200, 'HIT', 'Accept webp again',
        Accept => $accept{webp});
    is(Pictor::Image::magic($r->{content}), 'webp', 'Accept webp again: webp');
    isnt($etags{avif}[0], $etags{webp}[0], 'avif and webp: other ETags');

    # the key holds the negotiated format, so clients whose Accept
    # headers differ but negotiate the same format share one entry (one
    # render), as browsers' Accept strings differ by vendor and version
    my $vu = "/cache/$land/w_170";
    cache_is($vu, 200, 'MISS', 'Accept image/webp,*/*;q=0.8: MISS',
        Accept => 'image/webp,*/*;q=0.8');
    $r = cache_is($vu, 200, 'HIT', 'Accept image/webp (also webp): HIT',
        Accept => 'image/webp');
    is(Pictor::Image::magic($r->{content}), 'webp', 'Accept image/webp: webp');
    cache_is($vu, 200, 'HIT',
        'Accept text/html,image/webp,*/* (also webp): HIT',
        Accept => 'text/html,application/xhtml+xml,image/webp,*/*;q=0.8');
    cache_is($vu, 200, 'MISS', 'Accept */*: MISS (jpeg)', Accept => '*/*');
    $r = cache_is($vu, 200, 'HIT', 'no Accept (also jpeg): HIT');
    is(Pictor::Image::magic($r->{content}), 'jpeg', 'no Accept: jpeg');

    # a client that has the webp answer asks again, now taking avif: the
    # webp ETag does not match the avif representation
    $r = get($nu, Accept => $accept{avif}, 'If-None-Match' => $etags{webp}[0]);
    is($r->{status}, 200, 'If-None-Match with the webp ETag, Accept avif:'
        . ' 200 (not 304)');
    is(Pictor::Image::magic($r->{content}), 'avif', '... and avif');
    $r = get($nu, Accept => $accept{webp}, 'If-None-Match' => $etags{webp}[0]);
    is($r->{status}, 304,
        'If-None-Match with the webp ETag, Accept webp: 304');

    # the explicit extension is not negotiated whatever the Accept
    $r = get("/cache/$land/w_160.webp", Accept => $accept{avif});
    is(Pictor::Image::magic($r->{content}), 'webp',
        '.webp with Accept avif: webp');
    ok(!defined hdr($r, 'vary'), '.webp: no Vary');

    # a picture with alpha: png where the client takes no avif/webp
    my ($ra, $fa) = $img->get("/cache/$alpha/w_150", Accept => '*/*');
    is(Pictor::Image::magic($ra->{content}), 'png',
        'alpha PNG, Accept */*: png');
    like(hdr($ra, 'vary') // '', qr/\baccept\b/i, 'alpha PNG: Vary: Accept');
    is($fa ? $img->field($fa, 'bands') : undef, 4, 'alpha PNG: alpha kept');
    my ($rw, $fw) = $img->get("/cache/$alpha/w_150",
        Accept => 'image/webp,*/*');
    is(Pictor::Image::magic($rw->{content}), 'webp',
        'alpha PNG, Accept webp: webp');
    is($fw ? $img->field($fw, 'bands') : undef, 4, 'alpha WebP: alpha kept');
    my ($rj) = $img->get("/cache/$land/w_150", Accept => '*/*');
    is(Pictor::Image::magic($rj->{content}), 'jpeg',
        'opaque JPEG, Accept */*: jpeg');
}

# --- originals -------------------------------------------------------------

for my $c ([$land, $land_file, 'image/jpeg'],
    [$alpha, $alpha_file, 'image/png'])
{
    my ($id, $file, $ct) = @$c;
    my $want = sha256_hex(Pictor::Test::read_file($t->corpus($file)));
    for my $p ("/cache/$id", "/cache/$id/original") {
        my $r = get($p, Accept => 'image/avif,image/webp,*/*');
        is($r->{status}, 200, "$p: 200");
        is(sha256_hex($r->{content}), $want, "$p: the upload byte for byte");
        like($r->{ct} // '', qr{^\Q$ct\E}, "$p: Content-Type $ct");
        ok(!defined hdr($r, 'vary'), "$p: no Vary");
        ok(defined hdr($r, 'etag'), "$p: ETag");
    }
}
{
    my ($r, $f) = $img->get("/cache/$land/original.webp");
    is(Pictor::Image::magic($r->{content}), 'webp', 'original.webp: webp');
    like($r->{ct} // '', qr{^image/webp}, 'original.webp: Content-Type');
    is(join('x', $f ? $img->size($f) : ()), '2725x2225',
        'original.webp: full size');
    ok(!defined hdr($r, 'vary'), 'original.webp: no Vary');
}
{
    # tokens that are all defaults are the default rendering (issue 10):
    # original.jpg's entry, not a 400 for an empty canonical form
    my $a = cache_is("/cache/$other/original.jpg", 200, 'MISS',
        'original.jpg');
    for my $v ('fit_inside,rot_0', 'dpr_1,page_1') {
        my $b = cache_is("/cache/$other/$v.jpg", 200, 'HIT',
            "$v.jpg: original.jpg's entry");
        is(hdr($b, 'etag'), hdr($a, 'etag'), "$v.jpg: the same ETag");
        ok($b->{content} eq $a->{content}, "$v.jpg: the same bytes");
    }
}

# --- purge -------------------------------------------------------------------

{
    my $pu = "/cache/$land/w_120.jpg";
    my $a = cache_is($pu, 200, 'MISS', 'before purge: MISS');
    my $b = cache_is($pu, 200, 'HIT', 'before purge: HIT');
    my $oe = hdr($b, 'etag') // '';
    my $other_u = "/cache/$other/w_50.jpg";
    cache_is($other_u, 200, 'MISS', 'another image: MISS');
    cache_is($other_u, 200, 'HIT', 'another image: HIT');

    my $r = $t->http(POST => "/api/cache/images/$land/purge");
    $t->problem_ok($r, 401, 'purge without a key: 401');
    my $okey = $t->project_with_key('cache-other', 'cache@example.com');
    $r = $t->http(POST => "/api/cache/images/$land/purge", key => $okey);
    $t->problem_ok($r, 403, "purge with another project's key: 403");
    $r = $t->http(POST => '/api/cache/images/img_01ARZ3NDEKTSV4RRFFQ69G5FAV'
        . '/purge', key => $key);
    $t->problem_ok($r, 404, 'purge of an unknown image: 404');
    $r = $t->http(POST => "/api/cache/images/$land/purge", key => $key);
    is($r->{status}, 202, 'purge: 202') or diag(substr($r->{content}, 0, 300));

    my $c = cache_is($pu, 200, 'MISS', 'after purge: MISS');
    my $ne = hdr($c, 'etag') // '';
    isnt($ne, $oe, 'after purge: a new ETag');
    my $d = cache_is($pu, 200, 'HIT', 'after purge: then HIT');
    is(hdr($d, 'etag'), $ne, 'after purge: the new ETag sticks');
    $r = get($pu, 'If-None-Match' => $oe);
    is($r->{status}, 200, 'after purge: the old ETag no longer gives 304');
    cache_is($u, 200, 'MISS', 'after purge: every variant of the image');
    cache_is("/cache/$land/original", 200, 'MISS',
        'after purge: the original too');
    cache_is($other_u, 200, 'HIT', 'after purge: other images keep theirs');
}

# --- strip-exif --------------------------------------------------------------

{
    my $sid = upload_ok('exif/Landscape_1.jpg');
    my $su = "/cache/$sid/w_100.jpg";
    cache_is($su, 200, 'MISS', 'before strip-exif: MISS');
    my $b = cache_is($su, 200, 'HIT', 'before strip-exif: HIT');
    my $orig = get("/cache/$sid/original");
    ok(index($orig->{content}, "Exif\0\0") >= 0,
        'before strip-exif: the original has EXIF');

    my $r = $t->http(POST => "/api/cache/$sid/strip-exif", key => $key);
    is($r->{status}, 200, 'strip-exif: 200')
        or diag(substr($r->{content}, 0, 300));

    my $c = cache_is($su, 200, 'MISS', 'after strip-exif: MISS');
    isnt(hdr($c, 'etag'), hdr($b, 'etag'), 'after strip-exif: a new ETag');
    cache_is($su, 200, 'HIT', 'after strip-exif: then HIT');
    $orig = cache_is("/cache/$sid/original", 200, 'MISS',
        'after strip-exif: the original is fetched again');
    ok($orig->{status} == 200 && index($orig->{content}, "Exif\0\0") < 0,
        'after strip-exif: the original served has no EXIF');
    ok($orig->{content} eq (Pictor::Test::read_file(
        $t->dir . "/storage/cache/$sid") // ''),
        'after strip-exif: the original served is the stored object');
}

# --- delete ------------------------------------------------------------------

{
    my $did = upload_ok('images/4.webp');
    my $du = "/cache/$did/w_100.jpg";
    cache_is($du, 200, 'MISS', 'before delete: MISS');
    cache_is($du, 200, 'HIT', 'before delete: HIT');
    cache_is("/cache/$did", 200, 'MISS', 'before delete: original');

    my $r = $t->http(DELETE => "/api/cache/images/$did", key => $key);
    is($r->{status}, 204, 'DELETE image: 204');

    $r = get($du);
    $t->problem_ok($r, 404, 'after delete: the variant is 404');
    isnt(hdr($r, 'x-cache') // '', 'HIT', 'after delete: not from cache');
    $r = get("/cache/$did");
    $t->problem_ok($r, 404, 'after delete: the original is 404');
    $r = get("/cache/$did/w_100.webp");
    $t->problem_ok($r, 404, 'after delete: a new variant is 404');
}

$t->done;
