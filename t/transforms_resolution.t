#!/usr/bin/perl

# Named transforms in delivery URLs (the resolution of
# docs/API.md "Named transforms"): the preset's parameters, URL tokens
# overriding them, overrides of locked keys ignored, URL keys the preset
# lacks added unless locked; several t_ tokens left to right (a later preset
# cannot change a key an earlier one locked; locks accumulate), then the
# URL.  Checked on a real image (corpus images/4.webp, 1024x772) by the
# exact output size (vipsheader) and by the bytes being those of the
# equivalent explicit URL.  Unknown t_ and plugin presets are 400 naming the
# token / plugin.  Cache: a preset's version is in the key, so PUT and
# DELETE reach exactly the variants that used it; other variants stay HIT.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;
my $key = $t->project_with_key('res');
my $okey = $t->project_with_key('res-other');

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('res', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub preset_ok {
    my ($name, $params, $locked) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(POST => '/api/res/transforms', key => $key, json => {
        name => $name, parameters => $params,
        (defined $locked ? (locked => $locked) : ()) });
    is($r->{status}, 201, "preset $name: 201") or diag($r->{content});
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

my $id = upload_ok('images/4.webp');             # 1024x772
my $id2 = upload_ok('images/concert_gray.jpg');   # 400x267

# GET; 200 with an image of exactly w x h; returns the response
sub size_is {
    my ($tail, $w, $h, $name, $image) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $u = '/res/' . ($image // $id) . "/$tail";
    my ($r, $f) = $img->get($u);
    my $got = $f ? join('x', $img->size($f)) : "status $r->{status}";
    is($got, "${w}x$h", "$name: $tail is ${w}x$h")
        or diag('  X-Cache ' . (hdr($r, 'x-cache') // 'none')
            . ($f ? '' : '; ' . substr($r->{content}, 0, 300)));
    return $r;
}

# the preset URL renders exactly what the explicit URL renders
sub same_as {
    my ($tail, $explicit, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $a = $t->http(GET => "/res/$id/$tail");
    my $b = $t->http(GET => "/res/$id/$explicit");
    ok($a->{status} == 200 && $b->{status} == 200
        && $a->{content} eq $b->{content},
        "$name: $tail renders as $explicit")
        or diag("  $a->{status} / $b->{status}, "
            . length($a->{content}) . ' / ' . length($b->{content})
            . ' bytes');
}

# 400 problem+json whose detail holds $want
sub bad_ok {
    my ($tail, $want, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => "/res/$id/$tail");
    $t->problem_ok($r, 400, "$name: 400");
    my $d = ref $r->{json} eq 'HASH' ? $r->{json}{detail} // '' : '';
    ok(index($d, $want) >= 0, "$name: detail names $want")
        or diag("  detail: $d");
    return $r;
}

# GET; expects status and X-Cache
sub cache_is {
    my ($path, $status, $xcache, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    my $xc = hdr($r, 'x-cache') // 'none';
    ok($r->{status} == $status && $xc eq $xcache,
        "$name: $status $xcache")
        or diag("  GET $path: $r->{status}, X-Cache $xc"
            . (($r->{ct} // '') =~ m{^image/} ? ''
                : '; ' . substr($r->{content}, 0, 200)));
    return $r;
}

sub dims {
    my ($r) = @_;
    return 'none' unless $r->{status} == 200;
    my $f = $img->save($r->{content}, 'img');
    return join 'x', $img->size($f);
}

size_is('w_300,h_200,fit_fill.png', 300, 200, 'control: explicit fill');
size_is('original.png', 1024, 772, 'control: the original size');

###############################################################################
# one preset: the three steps

preset_ok('fill', { w => 300, h => 200, fit => 'fill' }, ['w']);

size_is('t_fill.png', 300, 200, '(1) the preset alone');
same_as('t_fill.png', 'w_300,h_200,fit_fill.png', '(1) the preset alone');
size_is('t_fill,h_50.png', 300, 50, '(2) URL overrides an unlocked key');
same_as('t_fill,h_50.png', 'w_300,h_50,fit_fill.png', '(2) override');
size_is('h_50,t_fill.png', 300, 50, '(2) token order does not matter');
size_is('t_fill,w_100.png', 300, 200, '(3) an override of a locked key'
    . ' is ignored');
same_as('t_fill,w_100.png', 't_fill.png', '(3) locked w');
size_is('t_fill,w_100,h_50.png', 300, 50, '(2)+(3) locked ignored,'
    . ' unlocked applied');
size_is('t_fill,dpr_2.png', 600, 400, 'URL adds a key the preset lacks');
same_as('t_fill,dpr_2.png', 'w_300,h_200,fit_fill,dpr_2.png',
    'URL adds dpr');
size_is('t_fill.webp', 300, 200, 'another format, same preset');

# a lock on a key the preset does not set: the URL cannot add it
preset_ok('nodpr', { w => 200, h => 100, fit => 'fill' }, ['dpr']);
size_is('t_nodpr.png', 200, 100, 'nodpr alone');
size_is('t_nodpr,dpr_2.png', 200, 100, 'URL cannot add a key the preset'
    . ' locked without setting it');
size_is('t_nodpr,h_50.png', 200, 50, 'nodpr: unlocked h still overridden');

# string and number values alike
preset_ok('strs', { w => '160', h => '90', fit => 'fill', dpr => '1.5' });
size_is('t_strs.png', 240, 135, 'string values, dpr 1.5');


###############################################################################
# a URL token equal to the default, or one that does nothing on its own,
# still overrides the preset: it must not share the preset's cache entry.
# Each case asks for the override first, then the preset alone (each with
# its own preset, so nothing else was cached before).

sub override_ok {
    my ($preset, $params, $over, $explicit, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    preset_ok($preset, $params);
    my $a = $t->http(GET => "/res/$id/t_$preset,$over.png");
    my $b = $t->http(GET => "/res/$id/t_$preset.png");
    my $ea = $t->http(GET => "/res/$id/$explicit->[0].png");
    my $eb = $t->http(GET => "/res/$id/$explicit->[1].png");
    my $ok = ok($a->{status} == 200 && $ea->{status} == 200
        && $a->{content} eq $ea->{content},
        "$name: t_$preset,$over renders as $explicit->[0]");
    diag("  t_$preset,$over: " . dims($a) . ', X-Cache '
        . (hdr($a, 'x-cache') // 'none') . "; $explicit->[0]: "
        . dims($ea)) unless $ok;
    $ok = ok($b->{status} == 200 && $eb->{status} == 200
        && $b->{content} eq $eb->{content},
        "$name: then t_$preset alone renders as $explicit->[1]");
    diag("  t_$preset: " . dims($b) . ', X-Cache '
        . (hdr($b, 'x-cache') // 'none') . "; $explicit->[1]: "
        . dims($eb)) unless $ok;
}

override_ok('ov_fit', { w => 200, h => 100, fit => 'cover' }, 'fit_inside',
    ['w_200,h_100', 'w_200,h_100,fit_cover'], 'fit_inside over fit cover');
override_ok('ov_dpr', { w => 100, h => 50, fit => 'fill', dpr => 2 },
    'dpr_1', ['w_100,h_50,fit_fill', 'w_100,h_50,fit_fill,dpr_2'],
    'dpr_1 over dpr 2');
override_ok('ov_rot', { w => 200, h => 100, fit => 'fill', rot => 90 },
    'rot_0', ['w_200,h_100,fit_fill', 'w_200,h_100,fit_fill,rot_90'],
    'rot_0 over rot 90');
override_ok('ov_g', { w => 200, h => 100, fit => 'cover' }, 'g_north',
    ['w_200,h_100,fit_cover,g_north', 'w_200,h_100,fit_cover'],
    'g_north under the preset\'s fit cover');
override_ok('ov_g2', { w => 200, h => 100, fit => 'cover', g => 'north' },
    'g_center', ['w_200,h_100,fit_cover', 'w_200,h_100,fit_cover,g_north'],
    'g_center over g north');
override_ok('ov_cx', { w => 200, cx => 300 }, 'cx_0',
    ['w_200', 'w_200,cx_300'], 'cx_0 over cx 300');

sub watermark_ok {
    my ($name, $rgb) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $f = $img->solid(60, 40, $rgb);
    my ($body, $ct) = Pictor::Test::multipart(
        file => { filename => 'wm.png', type => 'image/png',
            content => Pictor::Test::read_file($f) },
        name => $name);
    my $r = $t->http(POST => '/api/res/watermarks', key => $key,
        body => $body, headers => { 'Content-Type' => $ct });
    is($r->{status}, 201, "watermark $name: 201") or diag($r->{content});
}

# the watermark from the preset, its position from the URL
watermark_ok('logo', [255, 0, 0]);
override_ok('ov_wm', { w => 300, h => 200, fit => 'fill', wm => 'logo' },
    'wm_pos_tl', ['w_300,h_200,fit_fill,wm_logo,wm_pos_tl',
        'w_300,h_200,fit_fill,wm_logo'], 'wm_pos_tl with the preset\'s wm');

###############################################################################
# several presets

preset_ok('B', { w => 120, h => 80 }, ['h']);
preset_ok('C', { w => 150 });
preset_ok('D', { w => 250 });
preset_ok('E', { q => 50 }, ['w']);

size_is('t_B.png', 106, 80, 'B alone (inside 120x80)');
size_is('t_fill,t_B.png', 300, 80, 'fill then B: w kept (locked by fill),'
    . ' h from B (not locked by fill)');
same_as('t_fill,t_B.png', 'w_300,h_80,fit_fill.png', 'fill then B');
size_is('t_fill,t_B,w_10,h_10.png', 300, 80, 'locks accumulate: the URL'
    . ' changes neither w (fill) nor h (B)');
size_is('t_fill,t_B,dpr_2.png', 600, 160, 'two presets, the URL adds dpr');
size_is('t_B,t_fill.png', 300, 80, 'B then fill: fill changes w (not'
    . ' locked by B) but not h (locked by B)');
size_is('t_B,t_fill,h_40.png', 300, 80, 'B then fill: the URL cannot'
    . ' change h');

size_is('t_C,t_D,h_100,fit_fill.png', 250, 100, 'C then D: the later wins');
size_is('t_D,t_C,h_100,fit_fill.png', 150, 100, 'D then C: the later wins');
size_is('t_C,t_D,w_50,h_100,fit_fill.png', 50, 100, 'no locks: the URL'
    . ' wins over both');

size_is('t_E,t_C.png', 1024, 772, 'E locks w it does not set: a later'
    . ' preset cannot set it');
size_is('t_C,t_E.png', 150, 113, 'C then E: E\'s lock comes after C set w');
size_is('t_C,t_E,w_10.png', 150, 113, 'C then E: the URL cannot change w');

size_is('t_fill,t_B,t_D,w_1,h_1.png', 300, 80, 'three presets: D cannot'
    . ' change w locked by fill; the URL nothing');

# names of 64 characters work in URLs; at most 8 t_ tokens
{
    my $n64 = 'L' x 64;
    preset_ok($n64, { w => 70, h => 30, fit => 'fill' });
    size_is("t_$n64.png", 70, 30, 'a 64-character preset name');
    preset_ok("p$_", { q => 50 + $_ }) for 1 .. 9;
    size_is(join(',', map { "t_p$_" } 1 .. 8) . ',w_100,h_40,fit_fill.png',
        100, 40, 'eight t_ tokens');
    bad_ok(join(',', map { "t_p$_" } 1 .. 9) . '.png', 't_p9',
        'nine t_ tokens');
}

###############################################################################
# unknown, foreign and plugin presets

bad_ok('t_nope.jpg', 't_nope', 'unknown t_');
bad_ok('t_fill,t_nope.jpg', 't_nope', 'unknown t_ after a good one');
bad_ok('t_FILL.jpg', 't_FILL', 'names are case-sensitive');
bad_ok('t_a.b.jpg', 't_a.b', 'a name outside the grammar');

{
    my $r = $t->http(POST => '/api/res-other/transforms', key => $okey,
        json => { name => 'foreign', parameters => { w => 10 } });
    is($r->{status}, 201, 'other project: preset foreign');
    bad_ok('t_foreign.jpg', 't_foreign', "another project's preset");
}

# a 400 for an unknown preset is not kept: creating it makes the URL work
bad_ok('t_late.png', 't_late', 't_late before it exists');
preset_ok('late', { w => 64, h => 48, fit => 'fill' });
size_is('t_late.png', 64, 48, 't_late right after POST');

preset_ok('sepia', { w => 100, filter => 'sepia' });
{
    my $r = bad_ok('t_sepia.jpg', 'plugin "filter"', 'a preset with a'
        . ' plugin');
    like(($r->{json} || {})->{detail} // '', qr/not activated/,
        'plugin preset: "not activated"');
    like(($r->{json} || {})->{detail} // '',
        qr{/api/res/plugins/filter/activate},
        'plugin preset: points to the activate route');
}
preset_ok('nofilter', { w => 100, h => 50, fit => 'fill' }, ['filter']);
bad_ok('filter_sepia.jpg', 'plugin "filter"', 'control: filter_ in the URL');
size_is('t_nofilter,filter_sepia.png', 100, 50, 'a plugin prefix locked by'
    . ' the preset: the URL\'s filter is ignored');

###############################################################################
# cache: versions in the key

preset_ok('inv', { w => 200, h => 100, fit => 'fill' });

my %u = (
    inv     => "/res/$id/t_inv.jpg",
    inv2    => "/res/$id2/t_inv.jpg",
    both    => "/res/$id/t_fill,t_inv.jpg",
    over    => "/res/$id/t_inv,w_80.jpg",
    plain   => "/res/$id/w_200,h_100,fit_fill.jpg",
    fill    => "/res/$id/t_fill.jpg",
);
my %etag;
for my $k (sort keys %u) {
    cache_is($u{$k}, 200, 'MISS', "$k first");
    my $r = cache_is($u{$k}, 200, 'HIT', "$k again");
    $etag{$k} = hdr($r, 'etag') // '';
}
is(dims($t->http(GET => $u{inv})), '200x100', 'inv: 200x100 before PUT');
is(dims($t->http(GET => $u{over})), '80x100', 'inv,w_80: 80x100 before'
    . ' PUT');

# a refused PUT changes nothing
{
    my $r = $t->http(PUT => '/api/res/transforms/inv', key => $key,
        json => { parameters => { w => 0 } });
    is($r->{status}, 400, 'bad PUT: 400');
    cache_is($u{inv}, 200, 'HIT', 'after a refused PUT: still HIT');
}

# PUT new parameters
{
    my $r = $t->http(PUT => '/api/res/transforms/inv', key => $key,
        json => { parameters => { w => 120, h => 60, fit => 'fill' } });
    is($r->{status}, 200, 'PUT inv: 200') or diag($r->{content});
    $r = cache_is($u{inv}, 200, 'MISS', 'after PUT: inv');
    is(dims($r), '120x60', 'after PUT: the new size at once');
    isnt(hdr($r, 'etag'), $etag{inv}, 'after PUT: a new ETag');
    $r = cache_is($u{inv}, 200, 'HIT', 'after PUT: then HIT');
    is(dims($r), '120x60', 'after PUT: HIT has the new size');
    $r = cache_is($u{inv2}, 200, 'MISS', 'after PUT: inv on another image');
    is(dims($r), '120x60', 'after PUT: another image, new size');
    $r = cache_is($u{both}, 200, 'MISS', 'after PUT: fill,inv');
    is(dims($r), '300x60', 'after PUT: fill,inv (w locked by fill)');
    cache_is($u{plain}, 200, 'HIT', 'after PUT: a variant without presets');
    cache_is($u{fill}, 200, 'HIT', 'after PUT: a variant of another preset');
    $r = cache_is($u{over}, 200, 'MISS', 'after PUT: inv,w_80');
    is(dims($r), '80x60', 'after PUT: inv,w_80 is 80x60');
    cache_is($u{over}, 200, 'HIT', 'after PUT: inv,w_80 then HIT');
}

# PUT that changes only the locks
{
    my $r = $t->http(PUT => '/api/res/transforms/inv', key => $key,
        json => { parameters => { w => 120, h => 60, fit => 'fill' },
            locked => ['w'] });
    is($r->{status}, 200, 'PUT inv, only locked changed: 200');
    $r = cache_is($u{over}, 200, 'MISS', 'after the lock: inv,w_80');
    is(dims($r), '120x60', 'after the lock: w_80 ignored');
    cache_is($u{fill}, 200, 'HIT', 'after the lock: other presets HIT');
}

# PUT of the other preset reaches fill,inv but not inv
{
    cache_is($u{both}, 200, 'MISS', 'fill,inv after the lock PUT of inv');
    cache_is($u{both}, 200, 'HIT', 'fill,inv cached again');
    cache_is($u{inv}, 200, 'MISS', 'inv after the lock PUT');
    cache_is($u{inv}, 200, 'HIT', 'inv cached again');
    my $r = $t->http(PUT => '/api/res/transforms/fill', key => $key,
        json => { parameters => { w => 310, h => 200, fit => 'fill' },
            locked => ['w'] });
    is($r->{status}, 200, 'PUT fill: 200');
    $r = cache_is($u{both}, 200, 'MISS', 'after PUT fill: fill,inv');
    is(dims($r), '310x60', 'after PUT fill: fill,inv is 310x60');
    $r = cache_is($u{fill}, 200, 'MISS', 'after PUT fill: fill');
    is(dims($r), '310x200', 'after PUT fill: fill is 310x200');
    cache_is($u{inv}, 200, 'HIT', 'after PUT fill: inv still HIT');
    cache_is($u{plain}, 200, 'HIT', 'after PUT fill: plain still HIT');
}

# DELETE
{
    my $r = $t->http(DELETE => '/api/res/transforms/inv', key => $key);
    is($r->{status}, 204, 'DELETE inv: 204');
    for my $k (qw(inv inv2 both over)) {
        $r = $t->http(GET => $u{$k});
        $t->problem_ok($r, 400, "after DELETE: $k is 400");
        like(($r->{json} || {})->{detail} // '', qr/t_inv/,
            "after DELETE: $k names t_inv");
        isnt(hdr($r, 'x-cache') // '', 'HIT', "after DELETE: $k not from"
            . ' cache');
    }
    cache_is($u{plain}, 200, 'HIT', 'after DELETE: plain still HIT');
    cache_is($u{fill}, 200, 'HIT', 'after DELETE: fill still HIT');

    $r = $t->http(POST => '/api/res/transforms', key => $key,
        json => { name => 'inv', parameters => { w => 64, h => 32,
            fit => 'fill' } });
    is($r->{status}, 201, 'POST inv again: 201');
    $r = cache_is($u{inv}, 200, 'MISS', 'inv recreated: MISS');
    is(dims($r), '64x32', 'inv recreated: the new definition');
    isnt(hdr($r, 'etag'), $etag{inv}, 'inv recreated: not the old ETag');
    cache_is($u{inv}, 200, 'HIT', 'inv recreated: then HIT');
}

###############################################################################
# a watermark used through a preset: deleting or replacing the watermark
# reaches the variants that use it through the preset too

{
    watermark_ok('stamp', [255, 0, 0]);
    preset_ok('stamped', { w => 300, h => 200, fit => 'fill',
        wm => 'stamp', wm_pos => 'tl', wm_scale => 50 });
    my $su = "/res/$id/t_stamped.png";
    my $du = "/res/$id/w_300,h_200,fit_fill,wm_stamp,wm_pos_tl,wm_scale_50"
        . '.png';
    cache_is($su, 200, 'MISS', 'preset watermark: MISS');
    my $a = cache_is($su, 200, 'HIT', 'preset watermark: HIT');
    cache_is($du, 200, 'MISS', 'direct watermark: MISS');
    cache_is($du, 200, 'HIT', 'direct watermark: HIT');
    my @px = $img->point($img->save($a->{content}, 'png'), 5, 5);
    is_deeply([@px[0 .. 2]], [255, 0, 0], 'preset watermark: red at 5,5');

    my $r = $t->http(DELETE => '/api/res/watermarks/stamp', key => $key);
    is($r->{status}, 204, 'DELETE watermark stamp: 204');
    $r = $t->http(GET => $du);
    $t->problem_ok($r, 400, 'after DELETE watermark: the direct URL is 400');
    $r = $t->http(GET => $su);
    ok($r->{status} == 400 && ($r->{ct} // '') =~ m{^application/problem},
        'after DELETE watermark: the preset URL is 400 too')
        or diag("  $r->{status} " . ($r->{ct} // '') . ', X-Cache '
            . (hdr($r, 'x-cache') // 'none'));
    like(($r->{json} || {})->{detail} // '', qr/wm_stamp/,
        'after DELETE watermark: the preset URL names wm_stamp');

    watermark_ok('stamp', [0, 0, 255]);
    $r = $t->http(GET => $su);
    my @bp = $r->{status} == 200
        ? $img->point($img->save($r->{content}, 'png'), 5, 5) : ();
    is_deeply([@bp[0 .. 2]], [0, 0, 255], 'watermark replaced: the preset'
        . ' URL shows the new (blue) one')
        or diag("  $r->{status}, X-Cache " . (hdr($r, 'x-cache') // 'none'));
}

$t->done;
