#!/usr/bin/perl

# Delivery URLs that cannot be served: a bad token or value is a 400
# problem whose detail names the token; unknown project or image (or
# another project's image) 404; t_<name> (no such named transform) and
# plugin tokens (not activated: the detail names the plugin and the
# project and points to the activate route) 400; outputs over 8192 per
# side or 50 megapixels, crops outside the picture and pages past the
# last 400; sources over the render server's limits 422; smaller
# configured output limits (pictor_max_output_side, _pixels) refuse with
# 400 what the defaults allow.  No error is served from the cache.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
# smaller input limits on the render server only (the front, which takes
# the uploads, keeps the defaults): 8 MP and 40 frames; and project "lim"
# renders under smaller output limits
$t->start(render_server => <<'CONF');
pictor_max_pixels  8000000;
pictor_max_frames  40;
location /lim/ {
    pictor_render;
    pictor_max_output_side    1000;
    pictor_max_output_pixels  500000;
}
CONF
my $key = $t->project_with_key('err');
my $okey = $t->project_with_key('err-other', 'err@example.com');
my $lkey = $t->project_with_key('lim', 'err@example.com');

sub upload_ok {
    my ($file, $p, $k) = @_;
    my $r = $t->upload($p // 'err', key => $k // $key,
        file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

# 2725x2225, 6.1 MP: under the 8 MP limit
my $id = upload_ok('images/2569067123_aca715a2ee_o.jpg');
my $gif = upload_ok('images/Rotating_earth_large.gif');
my $big = upload_ok('images/missing-exif.jpg');          # 4032x3024
my $foreign = upload_ok('images/concert_gray.jpg', 'err-other', $okey);

# problem_ok plus: the detail contains $want (a string or a regexp)
sub problem_like {
    my ($path, $status, $want, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    $t->problem_ok($r, $status, "$name: $status problem");
    my $d = (ref $r->{json} eq 'HASH' ? $r->{json}{detail} : undef) // '';
    if (defined $want) {
        my $ok = ref $want ? $d =~ $want : index($d, $want) >= 0;
        ok($ok, "$name: detail names " . (ref $want ? $want : "\"$want\""))
            or diag("  detail: $d");
    }
    return $r;
}

# --- bad tokens --------------------------------------------------------------

my @bad = qw(w_0 w_8193 w_abc w_-1 w_01 w_1.5 h_0 h_8193 dpr_0 dpr_5 dpr_4.5
    dpr_1. fit_stretch fit_Cover g_up g_Center cx_-1 cw_0 ch_0 q_0 q_101
    blur_0.2 blur_101 sharpen_0.2 sharpen_11 rot_45 rot_360 rot_-90 flip_x
    flip_hh bgcolor_ggg000 bgcolor_12345 bgcolor_1234567 page_0 wm_opacity_101
    wm_scale_0 wm_scale_101 wm_pos_zz wm_pos_ wm_ foo_1 W_300 w w_ zz);
for my $tok (@bad) {
    problem_like("/err/$id/$tok.jpg", 400, $tok, "token $tok");
}
problem_like("/err/$id/w_300,fit_bogus.png", 400, 'fit_bogus',
    'w_300,fit_bogus: names the bad one');
problem_like("/err/$id/fit_cover,h_0", 400, 'h_0',
    'fit_cover,h_0 (negotiated): names h_0');
problem_like("/err/$id/w_100,w_200.jpg", 400, qr/\bw_(?:100|200)\b/,
    'a key twice');
problem_like("/err/$id/w_100,,h_100.jpg", 400, undef, 'an empty token');
problem_like("/err/$id/w_100,.jpg", 400, undef, 'a trailing comma');
problem_like("/err/$id/filter_nope.jpg", 400, 'filter_nope',
    'a bad plugin value');
problem_like("/err/$id/wm_no%20such.jpg", 400, undef,
    'a watermark name with a space');

# --- unknown project or image ------------------------------------------------

my $ghost = 'img_01ARZ3NDEKTSV4RRFFQ69G5FAV';
problem_like("/no-such-project/$id/w_100.jpg", 404, undef,
    'unknown project');
problem_like("/no-such-project/$id", 404, undef,
    'unknown project, original');
problem_like("/err/$ghost/w_100.jpg", 404, undef, 'unknown image');
problem_like("/err/$ghost", 404, undef, 'unknown image, original');
problem_like("/err/$ghost/original.webp", 404, undef,
    'unknown image, original.webp');
problem_like("/err/not-an-id/w_100.jpg", 404, undef, 'malformed image id');
problem_like("/err/$foreign/w_100.jpg", 404, undef,
    "another project's image");
problem_like("/err/$foreign", 404, undef, "another project's original");
problem_like("/err-other/$id/w_100.jpg", 404, undef,
    'this image under another project');

# --- named transforms and plugins --------------------------------------------

problem_like("/err/$id/t_card.jpg", 400, 't_card', 't_card');
problem_like("/err/$id/w_100,t_card.jpg", 400, 't_card', 'w_100,t_card');

for my $p (['bg_remove', 'bg'], ['bg_40', 'bg'],
    ['smart_crop_face', 'smart_crop'], ['wt_copyright', 'wt'],
    ['filter_sepia', 'filter'])
{
    my ($tok, $plugin) = @$p;
    my $r = problem_like("/err/$id/w_100,$tok.png", 400, undef,
        "plugin token $tok");
    my $d = (ref $r->{json} eq 'HASH' ? $r->{json}{detail} : '') // '';
    like($d, qr/\b\Q$plugin\E\b/, "$tok: detail names the plugin $plugin");
    like($d, qr/\berr\b/, "$tok: detail names the project");
    like($d, qr{/api/err/plugins/\Q$plugin\E/activate},
        "$tok: detail points to POST /api/err/plugins/$plugin/activate");
}

# --- output limits, crops, pages -------------------------------------------

my $LIMIT = qr/\b(?:50 ?MP|megapixels?|8192)\b/i;

problem_like("/err/$id/w_8192,h_8192,fit_fill.jpg", 400, $LIMIT,
    '8192x8192 (67 MP) output');
problem_like("/err/$id/w_8192,h_8192,fit_cover.jpg", 400, $LIMIT,
    '8192x8192 cover output');
problem_like("/err/$id/w_8192.jpg", 400, $LIMIT,
    'w_8192 on 2725x2225: 8192x6689 (55 MP) output');
problem_like("/err/$id/w_5000,dpr_2.jpg", 400, $LIMIT,
    'w_5000,dpr_2: 10000 wide');
problem_like("/err/$id/h_3000,dpr_3.jpg", 400, $LIMIT,
    'h_3000,dpr_3: 9000 high');
problem_like("/err/$id/w_8192,h_100,fit_outside.jpg", 400, $LIMIT,
    'outside 8192x100: 8192 x 6689');
problem_like("/err/$id/cx_3000.jpg", 400, qr/crop/i,
    'crop starting right of the picture');
problem_like("/err/$id/cx_2000,cw_1000.jpg", 400, qr/crop/i,
    'crop reaching past the right edge');
problem_like("/err/$id/cy_2000,ch_300.jpg", 400, qr/crop/i,
    'crop reaching past the bottom edge');
problem_like("/err/$gif/page_45.jpg", 400, qr/page/i, 'page 45 of 44');
problem_like("/err/$id/page_2.jpg", 400, qr/page/i,
    'page 2 of a still image');

# --- configured output limits: 1000 per side, 0.5 MP under /lim/ ------------

{
    my $lid = upload_ok('images/2569067123_aca715a2ee_o.jpg', 'lim', $lkey);
    for my $tok ('w_1200', 'h_1200', 'w_900', 'w_400,dpr_3') {
        my $r = $t->http(GET => "/err/$id/$tok.jpg");
        is($r->{status}, 200, "$tok under the default output limits: 200");
    }
    problem_like("/lim/$lid/w_1200.jpg", 400, qr/\b1000\b/,
        'w_1200 over pictor_max_output_side 1000');
    problem_like("/lim/$lid/h_1200.jpg", 400, qr/\b1000\b/,
        'h_1200 over pictor_max_output_side 1000');
    problem_like("/lim/$lid/w_400,dpr_3.jpg", 400, qr/\b1000\b/,
        'w_400,dpr_3: 1200 wide, over pictor_max_output_side 1000');
    problem_like("/lim/$lid/w_900.jpg", 400, qr/0\.5 ?MP|megapixel/i,
        'w_900: 900x735 over pictor_max_output_pixels 500000');
    my $r = $t->http(GET => "/lim/$lid/w_600.jpg");
    is($r->{status}, 200, 'w_600 (600x490) within both: 200');
}

# --- sources over the render server's limits: 422 ----------------------------

problem_like("/err/$big/w_100.jpg", 422, qr/limit|MP|frames/i,
    '12 MP source over an 8 MP pictor_max_pixels');
problem_like("/err/$big/original.webp", 422, qr/limit|MP|frames/i,
    '12 MP source converted: over the limit too');
problem_like("/err/$gif/w_100.gif", 422, qr/limit|MP|frames/i,
    '44 frames over a 40-frame pictor_max_frames');
{
    my $r = $t->http(GET => "/err/$big");
    is($r->{status}, 200, 'the original of an over-limit source is served'
        . ' as is (no decoding)');
}

# --- errors are not cached ---------------------------------------------------

for my $c (["/err/$id/w_0.jpg", 400], ["/err/$id/t_card.jpg", 400],
    ["/err/$id/w_100,bg_remove.png", 400], ["/err/$id/cx_3000.jpg", 400],
    ["/err/$id/w_8192.jpg", 400], ["/err/$big/w_100.jpg", 422])
{
    my ($p, $st) = @$c;
    my @xc;
    for (1 .. 3) {
        my $r = $t->http(GET => $p);
        push @xc, ($r->{status} // '') . ' ' . (hdr($r, 'x-cache') // '-');
    }
    ok(!grep({ !/^$st / } @xc) && !grep({ /HIT|STALE|UPDATING/ } @xc),
        "$p three times: $st, never from the cache") or diag("  @xc");
}

$t->done;
