#!/usr/bin/perl

# What a render may cost, decided before it starts (pictor_render_memory,
# here 256m for the single worker; the render timeout).
#
# 1. A render whose estimate exceeds the whole budget (a 4000x3000 AVIF of
#    a 12 MP progressive JPEG: ~460 MB) is 422 at once, with a detail
#    that says so.
# 2. Two renders of ~160 MB each at once, where only one fits: the second
#    waits for the first (the log says so) or, after the bounded wait,
#    gets 503 with Retry-After; never anything else.
# 3. Animations: a 99-frame 13x169 animated WebP (made here, ~5 KB) as
#    w_400.gif or .webp would be 99 frames of 400x5200 (206 MP): 422 at
#    once, where it used to time out after 10 s with a 503 promising that
#    a retry would work.  The 44-frame globe as w_1000.gif (44 MP, under
#    the 50 MP for all frames) would quantise for longer than the render
#    timeout: 422.
# 4. AVIF with a short render timeout (300 ms on the render server's
#    /short/ location): a 3 MP AVIF, which aom cannot stop once started,
#    is 422 before any decode.
# Each state is checked by status and detail, never by timing.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
# one worker: one budget for every request of the test
$t->start(worker_processes => 1, render_memory => '256m',
    render_server => <<'CONF');
location /short/ {
    pictor_render;
    pictor_render_timeout 300ms;
}
CONF
my $d = $t->dir;
my $key = $t->project_with_key('res');
my $skey = $t->project_with_key('short', 'short@example.com');

sub upload_ok {
    my ($file, $p, $k) = @_;
    my $r = $t->upload($p // 'res', key => $k // $key, file => $file);
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

sub detail {
    my ($r) = @_;
    return (ref $r->{json} eq 'HASH' ? $r->{json}{detail} : undef) // '';
}

# GET $path: a $status problem whose detail matches $re
sub problem_like {
    my ($path, $status, $re, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    $t->problem_ok($r, $status, "$name: $status problem");
    # a regexp, or pieces of one (qr// . qr//) joined as text
    like(detail($r), ref $re ? $re : qr/$re/, "$name: detail");
    return $r;
}

my $big_file = $t->corpus('images/missing-exif.jpg');     # 4032x3024 prog.
my $big = upload_ok($big_file);

# --- 1. over the whole budget: 422 ------------------------------------------

{
    my $r = problem_like("/res/$big/w_4000.avif", 422,
        qr/needs about \d+ MB of memory, more than the 256 MB/,
        'w_4000.avif of a 12 MP JPEG');
    ok(!defined hdr($r, 'retry-after'), 'no Retry-After on a 422');
    # the same image in a size that fits renders
    my ($ok) = $img->get("/res/$big/w_400.avif");
    ok($ok->{status} == 200, 'w_400.avif of it: 200')
        or diag("  $ok->{status} " . substr($ok->{content}, 0, 200));
}

# --- 2. two renders where only one fits --------------------------------------

{
    my $bar = "$d/barrier";
    mkdir $bar or die "$bar: $!";
    my @res = $t->fork_each(2, sub {
        my ($i) = @_;
        Pictor::Test::write_file("$bar/ready.$i", '');
        for (1 .. 1500) {
            opendir my $dh, $bar or last;
            my $n = grep { /^ready\./ } readdir $dh;
            closedir $dh;
            last if $n >= 2;
            select(undef, undef, undef, 0.01);
        }
        # ~160 MB each: 48 MB of coefficients, a 4.7 MP WebP encode
        my $r = $t->http(GET => "/res/$big/w_" . (2500 - $i) . '.webp');
        return join "\t", $r->{status}, hdr($r, 'retry-after') // '-',
            detail($r);
    }, 120);

    my @st = map { [split /\t/, $_ // 'none'] } @res;
    my @odd = grep { $_->[0] ne '200' && $_->[0] ne '503' } @st;
    ok(!@odd, 'both answered 200 or 503')
        or diag('  ' . join(' | ', map { $_ // 'none' } @res));
    my @busy = grep { $_->[0] eq '503' } @st;
    ok(!grep({ $_->[1] eq '-' || $_->[2] !~ /memory/ } @busy),
        'a 503 says Retry-After and names the memory')
        or diag('  ' . join(' | ', @res));
    ok(scalar(grep { $_->[0] eq '200' } @st) >= 1, 'at least one rendered');
    my $log = Pictor::Test::read_file("$d/error.log") // '';
    my $waited = $log =~ /memory: waited \d+ ms for \d+ MB/;
    ok($waited || @busy, 'the second waited for the first, or got 503')
        or diag('  ' . join(' | ', @res));
    # nothing is held after both: the pair renders again, one after the
    # other
    for my $w (2500, 2499) {
        my $r = $t->http(GET => "/res/$big/w_$w,q_70.webp");
        is($r->{status}, 200, "w_$w again, alone: 200");
    }
}

# --- 3. animations -----------------------------------------------------------

{
    # 99 frames of 13x169, noise so that no two are alike (libwebp merges
    # equal frames), stacked and saved with page-height
    $img->vips('gaussnoise', "$d/noise.v", 13, 169 * 99, '--sigma', 30,
        '--mean', 128);
    $img->vips('cast', "$d/noise.v", "$d/noise8.v", 'uchar');
    $img->vips('bandjoin', join(' ', ("$d/noise8.v") x 3), "$d/noise3.v");
    my $anim = "$d/anim99.webp";
    $img->vips('copy', "$d/noise3.v", "${anim}[page-height=169]");
    is($img->pages($anim), 99, 'the made WebP has 99 frames');
    my $id = upload_ok($anim);

    for my $ext (qw(gif webp)) {
        my $r = problem_like("/res/$id/w_400.$ext", 422,
            qr/99 frames of 400x5200 = 205\.9 MP, over the limit of 50 MP/,
            "99-frame WebP as w_400.$ext");
        ok(!defined hdr($r, 'retry-after'), "w_400.$ext: no Retry-After");
    }
    # one frame of it, or a small animation, is fine
    my ($r) = $img->get("/res/$id/w_400.jpg");
    is($r->{status}, 200, 'w_400.jpg (first frame): 200');
    ($r) = $img->get("/res/$id/w_20.gif");
    is($r->{status}, 200, 'w_20.gif (99 frames of 20x260): 200');

    my $globe = upload_ok($t->corpus('images/Rotating_earth_large.gif'));
    problem_like("/res/$globe/w_1000.gif", 422,
        qr/44 frame\(s\) of 1000x1000 = 44 MP as gif would take about [\d.]+/
        . qr/ s, longer than the render timeout of 10 s/,
        'the globe as w_1000.gif');
    ($r) = $img->get("/res/$globe/w_400.gif");
    is($r->{status}, 200, 'the globe as w_400.gif (7 MP): 200');
}

# --- 4. AVIF under a short render timeout -------------------------------------

{
    my $id = upload_ok($big_file, 'short', $skey);
    problem_like("/short/$id/w_2000.avif", 422,
        qr/as avif would take about [\d.]+ s, longer than the render /
        . qr/timeout of 0\.3 s/,
        'w_2000.avif with a 300 ms timeout');
    my ($r) = $img->get("/short/$id/w_200.avif");
    is($r->{status}, 200, 'w_200.avif there: 200')
        or diag("  $r->{status} " . substr($r->{content}, 0, 200));
}

$t->done;
