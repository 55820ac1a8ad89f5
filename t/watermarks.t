#!/usr/bin/perl

# Watermarks: the API (POST multipart "file" + "name" -> 201 with name,
# contentType, width, height, sizeBytes, createdAt; 409 on a taken name;
# 400 on a bad name; GET list and one; DELETE 204), delivery with wm_<name>
# (the watermark's pixels land where wm_pos, wm_scale and wm_opacity say,
# checked on a solid grey picture with a solid red watermark; it goes on
# the output, after rot, and on every frame of an animation) and
# invalidation: after DELETE the variants that used it are not served from
# the cache (wm_<name> is a 400 naming the token), and a new watermark of
# the same name shows up at once; variants without it keep their entries.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('wm');
my $okey = $t->project_with_key('wm-other', 'wm@example.com');

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub wm_post {
    my ($project, $k, @parts) = @_;
    my ($body, $ct) = Pictor::Test::multipart(@parts);
    return $t->http(POST => "/api/$project/watermarks", body => $body,
        headers => { 'Content-Type' => $ct },
        (defined $k ? (key => $k) : ()));
}

sub file_part {
    my ($path, $name) = @_;
    return { filename => $name // 'wm.png', type => 'image/png',
        content => Pictor::Test::read_file($path) };
}

my $red = $img->solid(100, 100, [255, 0, 0]);
my $blue = $img->solid(100, 100, [0, 0, 255]);
my $grey = $img->solid(400, 300, [128, 128, 128]);
my $gif_file = $t->corpus('images/Rotating_earth_large.gif');

# --- API ---------------------------------------------------------------------

my $r = wm_post('wm', $key, file => file_part($red), name => 'red');
is($r->{status}, 201, 'POST watermark: 201')
    or diag(substr($r->{content}, 0, 300));
my $made = $r->{json} || {};
is_deeply([sort keys %$made],
    [sort qw(name contentType width height sizeBytes createdAt)],
    'POST: the members name contentType width height sizeBytes createdAt');
is($made->{name}, 'red', 'POST: name');
is($made->{contentType}, 'image/png', 'POST: contentType image/png');
is($made->{width}, 100, 'POST: width');
is($made->{height}, 100, 'POST: height');
is($made->{sizeBytes}, -s $red, 'POST: sizeBytes is the file size');
like($made->{createdAt} // '', $ISO, 'POST: createdAt ISO 8601 UTC');
ok(-f $t->dir . '/storage/wm/watermarks/red',
    'stored at storage/wm/watermarks/red');

$r = wm_post('wm', $key, file => file_part($blue), name => 'red');
$t->problem_ok($r, 409, 'the same name again: 409');

for my $bad ('bad name', 'a' x 65, '', 'x/y', 'pos_br', 'opacity_5',
    'scale_10', "caf\xc3\xa9")
{
    my $shown = length $bad > 20 ? substr($bad, 0, 8) . '...' : $bad;
    $r = wm_post('wm', $key, file => file_part($red), name => $bad);
    $t->problem_ok($r, 400, "name \"$shown\": 400");
}
$r = wm_post('wm', $key, file => file_part($red));
$t->problem_ok($r, 400, 'no name: 400');
$r = wm_post('wm', $key, name => 'nofile');
$t->problem_ok($r, 400, 'no file: 400');
$r = wm_post('wm', $key, name => 'text',
    file => { filename => 'wm.png', type => 'image/png',
        content => "this is not an image\n" x 20 });
ok(($r->{status} // 0) == 415 || ($r->{status} // 0) == 400,
    'a text file: 415 (or 400)') or diag("  $r->{status}");
$r = wm_post('wm', undef, file => file_part($red), name => 'nokey');
$t->problem_ok($r, 401, 'no key: 401');
$r = wm_post('wm', $okey, file => file_part($red), name => 'foreign');
$t->problem_ok($r, 403, "another project's key: 403");

$r = $t->http(GET => '/api/wm/watermarks', key => $key);
is($r->{status}, 200, 'GET list: 200');
is_deeply($r->{json}, { watermarks => [$made] },
    'GET list: {watermarks: [the one made]}')
    or diag('  ' . substr($r->{content}, 0, 400));
$r = $t->http(GET => '/api/wm/watermarks/red', key => $key);
is($r->{status}, 200, 'GET one: 200');
is_deeply($r->{json}, $made, 'GET one: the POST body');
$r = $t->http(GET => '/api/wm/watermarks/nosuch', key => $key);
$t->problem_ok($r, 404, 'GET unknown: 404');
$r = $t->http(GET => '/api/wm/watermarks', key => $okey);
$t->problem_ok($r, 403, "GET list with another project's key: 403");
$r = $t->http(GET => '/api/wm-other/watermarks', key => $okey);
is_deeply(($r->{json} || {})->{watermarks}, [],
    "the other project's list is empty");

# --- delivery ----------------------------------------------------------------

$r = $t->upload('wm', key => $key, file => $grey, filename => 'grey.png');
is($r->{status}, 201, 'upload a grey 400x300 PNG: 201');
my $id = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';

my $RED = sub { $_[0] > 200 && $_[1] < 60 && $_[2] < 60 };
my $BLUE = sub { $_[0] < 60 && $_[1] < 60 && $_[2] > 200 };
my $GREY = sub { !grep { abs($_ - 128) > 12 } @_[0 .. 2] };

# GET; 200 400x300 PNG; the checks [x, y, test, what]
sub pixels_are {
    my ($tokens, $name, @checks) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my ($r, $f) = $img->get("/wm/$id/$tokens.png");
    unless ($f) {
        fail("$name: 200");
        diag("  $r->{status} " . substr($r->{content}, 0, 300));
        return $r;
    }
    is(join('x', $img->size($f)), '400x300', "$name: 400x300");
    for my $c (@checks) {
        my ($x, $y, $test, $what) = @$c;
        my @p = $img->point($f, $x, $y);
        ok($test->(@p), "$name: ($x,$y) is $what") or diag("  got @p");
    }
    return $r;
}

pixels_are('w_400', 'no watermark',
    [350, 250, $GREY, 'grey'], [50, 50, $GREY, 'grey']);
# default: bottom right, 25% of the width (100 px), opaque
my $first = pixels_are('w_400,wm_red', 'wm_red',
    [350, 250, $RED, 'red (bottom right)'], [50, 50, $GREY, 'grey'],
    [350, 50, $GREY, 'grey (top right)'], [50, 250, $GREY, 'grey']);
pixels_are('w_400,wm_red,wm_pos_tl', 'wm_pos_tl',
    [50, 50, $RED, 'red (top left)'], [350, 250, $GREY, 'grey']);
pixels_are('w_400,wm_red,wm_pos_c', 'wm_pos_c',
    [200, 150, $RED, 'red (centre)'], [20, 20, $GREY, 'grey'],
    [380, 280, $GREY, 'grey']);
pixels_are('w_400,wm_red,wm_pos_tr', 'wm_pos_tr',
    [350, 50, $RED, 'red (top right)'], [50, 250, $GREY, 'grey']);
pixels_are('w_400,wm_red,wm_opacity_0', 'wm_opacity_0',
    [350, 250, $GREY, 'grey (invisible)']);
pixels_are('w_400,wm_red,wm_opacity_50', 'wm_opacity_50',
    [350, 250, sub { abs($_[0] - 191) < 25 && abs($_[1] - 64) < 25
        && abs($_[2] - 64) < 25 }, 'half red, half grey (~191,64,64)']);
pixels_are('w_400,wm_red,wm_scale_50', 'wm_scale_50',
    [250, 180, $RED, 'red (a 200 px watermark)'], [50, 50, $GREY, 'grey']);
pixels_are('w_400,wm_red', 'wm_red again (25%)',
    [250, 180, $GREY, 'grey (a 100 px watermark does not reach)']);

# the watermark goes on the output: after rot, on every frame
{
    my ($r, $f) = $img->get("/wm/$id/w_400,rot_90,wm_red.png");
    is(join('x', $f ? $img->size($f) : ()), '300x400',
        'rot_90,wm_red: 300x400');
    my @p = $f ? $img->point($f, 250, 350) : ();
    ok(@p && $RED->(@p), 'rot_90,wm_red: red at the bottom right of the'
        . ' turned picture') or diag("  got @p");
    @p = $f ? $img->point($f, 250, 50) : ();
    ok(@p && $GREY->(@p), 'rot_90,wm_red: grey at the top right')
        or diag("  got @p");
}
{
    $r = $t->upload('wm', key => $key, file => $gif_file);
    is($r->{status}, 201, 'upload the animated GIF: 201');
    my $gid = ($r->{json} || {})->{imageId} // 'img_0';
    my ($rr, $f) = $img->get("/wm/$gid/w_200,wm_red.webp");
    is($f ? $img->pages($f) : undef, 44,
        'animated GIF with wm_red: 44 frames');
    for my $page (0, 30) {
        my @p;
        if ($f) {
            my $o = $img->path('png');
            $img->vips('copy', "${f}[page=$page]", $o);
            @p = $img->point($o, 180, 180);
        }
        ok(@p && $RED->(@p), 'animated GIF with wm_red: frame '
            . ($page + 1) . ' has the watermark') or diag("  got @p");
    }
}
{
    my $r = $t->http(GET => "/wm/$id/w_400,wm_nosuch.png");
    $t->problem_ok($r, 400, 'wm_nosuch: 400');
    like((ref $r->{json} eq 'HASH' ? $r->{json}{detail} : '') // '',
        qr/wm_nosuch/, 'wm_nosuch: the detail names the token');
}
{
    # a watermark of another project is not there for this one
    my $r = wm_post('wm-other', $okey, file => file_part($red),
        name => 'theirs');
    is($r->{status}, 201, "the other project's watermark: 201");
    $r = $t->http(GET => "/wm/$id/w_400,wm_theirs.png");
    $t->problem_ok($r, 400, "wm_theirs (another project's): 400");
}

# --- invalidation ------------------------------------------------------------

my $wu = "/wm/$id/w_400,wm_red.png";
my $pu = "/wm/$id/w_400.png";
$r = $t->http(GET => $wu);
is(hdr($r, 'x-cache'), 'HIT', 'wm_red variant: cached');
my $old_etag = hdr($r, 'etag') // '';
is(hdr($t->http(GET => $pu), 'x-cache'), 'HIT', 'plain variant: cached');

$r = $t->http(DELETE => '/api/wm/watermarks/red', key => $okey);
$t->problem_ok($r, 403, "DELETE with another project's key: 403");
$r = $t->http(DELETE => '/api/wm/watermarks/red', key => $key);
is($r->{status}, 204, 'DELETE: 204');
is($r->{content}, '', 'DELETE: no body');
ok(!-e $t->dir . '/storage/wm/watermarks/red', 'DELETE: the file is gone');
$r = $t->http(GET => '/api/wm/watermarks/red', key => $key);
$t->problem_ok($r, 404, 'GET after DELETE: 404');
$r = $t->http(DELETE => '/api/wm/watermarks/red', key => $key);
$t->problem_ok($r, 404, 'DELETE again: 404');
$r = $t->http(GET => '/api/wm/watermarks', key => $key);
is_deeply(($r->{json} || {})->{watermarks}, [], 'the list is empty');

for (1 .. 2) {
    $r = $t->http(GET => $wu);
    $t->problem_ok($r, 400, "wm_red after DELETE (try $_): 400");
    like((ref $r->{json} eq 'HASH' ? $r->{json}{detail} : '') // '',
        qr/wm_red/, "wm_red after DELETE (try $_): detail names wm_red");
    isnt(hdr($r, 'x-cache') // '', 'HIT',
        "wm_red after DELETE (try $_): not from the cache");
}
is(hdr($t->http(GET => $pu), 'x-cache'), 'HIT',
    'a variant without the watermark keeps its cache entry');

# the same name, now blue: served at once, under a new key
$r = wm_post('wm', $key, file => file_part($blue), name => 'red');
is($r->{status}, 201, 'a new "red" (blue pixels): 201');
{
    my ($r, $f) = $img->get($wu);
    is(hdr($r, 'x-cache'), 'MISS', 'new "red": MISS');
    isnt(hdr($r, 'etag') // '', $old_etag, 'new "red": a new ETag');
    my @p = $f ? $img->point($f, 350, 250) : ();
    ok(@p && $BLUE->(@p), 'new "red": the watermark is the new (blue) one')
        or diag("  got @p");
    $r = $t->http(GET => $wu);
    is(hdr($r, 'x-cache'), 'HIT', 'new "red": then HIT');
}

# --- the longest names -------------------------------------------------------

# a 63-character slug and a 64-character watermark name: the storage key
# is 139 bytes and must never be cut to a shorter name's ("abcd")
{
    my $slug = 'l' . ('o' x 62);
    my $long = 'abcd' . ('x' x 60);
    my $lkey = $t->project_with_key($slug, 'long@example.com');
    is(wm_post($slug, $lkey, file => file_part($red), name => 'abcd')
        ->{status}, 201, 'long slug: watermark "abcd" (red): 201');
    is(wm_post($slug, $lkey, file => file_part($blue), name => $long)
        ->{status}, 201, 'long slug: a 64-character name (blue): 201');
    my $r = $t->upload($slug, key => $lkey, file => $grey,
        filename => 'grey.png');
    my $lid = ($r->{json} || {})->{imageId} // 'img_0';
    my ($rr, $f) = $img->get("/$slug/$lid/w_400,wm_$long.png");
    my @p = $f ? $img->point($f, 350, 250) : ();
    ok(@p && $BLUE->(@p), 'long slug, long name: its own (blue) watermark,'
        . ' not "abcd"') or diag("  $rr->{status}, got @p");
    ($rr, $f) = $img->get("/$slug/$lid/w_400,wm_abcd.png");
    @p = $f ? $img->point($f, 350, 250) : ();
    ok(@p && $RED->(@p), 'long slug: wm_abcd is red') or diag("  got @p");
    $r = $t->http(DELETE => "/api/$slug/watermarks/$long", key => $lkey);
    is($r->{status}, 204, 'long slug: DELETE the long one: 204');
    ok(!-e $t->dir . "/storage/$slug/watermarks/$long",
        'long slug: its file is gone');
    ok(-e $t->dir . "/storage/$slug/watermarks/abcd",
        'long slug: "abcd" is still there');
}

$t->done;
