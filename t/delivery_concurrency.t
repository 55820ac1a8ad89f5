#!/usr/bin/perl

# Concurrency of delivery.
#
# 1. 50 clients ask at the same moment for one variant nobody has asked
#    for: proxy_cache_lock lets exactly one request through to the render
#    server (its access log, added for this test, has one line for the
#    URL), exactly one client sees MISS and the rest HIT, all with the
#    same ETag and bytes.
# 2. A storm of 200 concurrent misses of distinct variants while /healthz
#    and a cached variant are fetched again and again: every one of those
#    is answered (200, within the client's 20 s timeout; the cached one is
#    a HIT), so the renders never hold up the event loop.  No timing
#    thresholds beyond the client timeout.

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);
use Time::HiRes qw(sleep time);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $d = $t->dir;
my $render_log = "$d/render_access.log";
$t->start(render_server => "access_log  $render_log;");
my $key = $t->project_with_key('conc');

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload('conc', key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub hdr {
    my ($r, $name) = @_;
    my @v = Pictor::Test::header_values($r, $name);
    return @v ? join(', ', @v) : undef;
}

# Render server access log lines whose request is GET $path.
sub render_hits {
    my ($path) = @_;
    my $log = Pictor::Test::read_file($render_log) // '';
    return scalar grep { /"GET \Q$path\E HTTP/ } split /\n/, $log;
}

# Children wait here until all of them exist (bounded: 15 s).
sub barrier {
    my ($dir, $n, $i) = @_;
    Pictor::Test::write_file("$dir/ready.$i", '');
    my $end = time + 15;
    while (time < $end) {
        opendir my $dh, $dir or last;
        my $c = grep { /^ready\./ } readdir $dh;
        closedir $dh;
        return 1 if $c >= $n;
        sleep 0.01;
    }
    return 0;
}

# a big progressive JPEG (4032x3024): a render takes a while
my $big = upload_ok('images/missing-exif.jpg');
my $land = upload_ok('images/2569067123_aca715a2ee_o.jpg');

# --- 1. one render for 50 identical concurrent misses -----------------------

{
    my $path = "/conc/$big/w_2000,h_1500,fit_cover,sharpen_1.jpg";
    my $bar = "$d/barrier1";
    mkdir $bar or die "$bar: $!";
    my @res = $t->fork_each(50, sub {
        my ($i) = @_;
        barrier($bar, 50, $i) or return 'barrier timeout';
        my $r = $t->http(GET => $path);
        return join ' ', $r->{status}, hdr($r, 'x-cache') // '-',
            hdr($r, 'etag') // '-', sha256_hex($r->{content});
    }, 120);

    my @bad = grep { !defined || !/^200 / } @res;
    ok(!@bad, '50 identical concurrent requests: all 200')
        or diag('  ' . join("\n  ", map { $_ // 'no result' }
            @bad[0 .. ($#bad < 5 ? $#bad : 5)]));
    my @parts = map { [split / /, $_ // ''] } @res;
    my %xc;
    $xc{ $_->[1] // '-' }++ for @parts;
    is($xc{MISS} // 0, 1, 'exactly one MISS')
        or diag('  X-Cache: '
            . join(', ', map { "$_ x$xc{$_}" } sort keys %xc));
    is(($xc{HIT} // 0), 49, 'the other 49 are HITs')
        or diag('  X-Cache: '
            . join(', ', map { "$_ x$xc{$_}" } sort keys %xc));
    my %etag = map { ($_->[2] // '-') => 1 } @parts;
    is(scalar keys %etag, 1, 'one ETag for all 50')
        or diag('  ' . join(' ', sort keys %etag));
    my %body = map { ($_->[3] // '-') => 1 } @parts;
    is(scalar keys %body, 1, 'the same bytes for all 50');

    # the render server logs when a request ends; give it a moment
    Pictor::Test::wait_for(sub { render_hits($path) >= 1 }, 10, 0.1);
    is(render_hits($path), 1, 'the render server saw the URL exactly once');
}

# --- 2. a storm of misses does not hold up the event loop --------------------

{
    my $hit = "/conc/$land/w_64.jpg";
    $t->http(GET => $hit);
    my $r = $t->http(GET => $hit);
    is(hdr($r, 'x-cache'), 'HIT', 'the watched variant is cached');

    my $N = 200;
    my $M = 4;            # watchers
    my $bar = "$d/barrier2";
    my $done = "$d/storm_done";
    mkdir $bar or die "$bar: $!";
    mkdir $done or die "$done: $!";

    my $count_done = sub {
        opendir my $dh, $done or return 0;
        my $c = grep { /^\d+$/ } readdir $dh;
        closedir $dh;
        return $c;
    };

    my @res = $t->fork_each($N + $M, sub {
        my ($i) = @_;
        barrier($bar, $N + $M, $i) or return 'barrier timeout';
        if ($i < $N) {
            # distinct variants: another width each, big and small sources
            my $id = $i % 2 ? $big : $land;
            my $r = $t->http(GET => "/conc/$id/w_" . (100 + $i) . ',q_'
                . (50 + $i % 40) . '.jpg');
            Pictor::Test::write_file("$done/$i", '');
            return "storm $r->{status} " . (hdr($r, 'x-cache') // '-')
                . ($r->{status} == 200 ? ''
                    : ' ' . substr($r->{content}, 0, 120));
        }
        # a watcher: /healthz and the cached variant, over and over, until
        # the storm is over (at most 400 rounds)
        my @out;
        for my $round (1 .. 400) {
            my $before = $count_done->();
            my $h = $t->http(GET => '/healthz');
            my $c = $t->http(GET => $hit);
            push @out, join ':', $before, $h->{status},
                $c->{status}, hdr($c, 'x-cache') // '-';
            last if $count_done->() >= $N;
            sleep 0.02;
        }
        return 'watch ' . join(' ', @out);
    }, 300);

    my @storm = @res[0 .. $N - 1];
    my @bad = grep { !defined || !/^storm 200 MISS$/ } @storm;
    ok(!@bad, "$N distinct concurrent misses: all 200 MISS")
        or diag('  ' . scalar(@bad) . " not: \n  " . join("\n  ",
            map { $_ // 'no result (client gave up)' }
            @bad[0 .. ($#bad < 9 ? $#bad : 9)]));

    my (@samples, @watch_bad);
    for my $w (@res[$N .. $N + $M - 1]) {
        if (!defined $w || $w !~ /^watch /) {
            push @watch_bad, $w // 'watcher gave no result';
            next;
        }
        for my $s (split / /, substr($w, 6)) {
            my ($before, $hs, $cs, $xc) = split /:/, $s;
            push @samples, [$before, $hs, $cs, $xc];
        }
    }
    ok(!@watch_bad, 'every watcher finished') or diag("  @watch_bad");
    # samples taken after some storm requests had finished and before
    # the last: the watchers really ran in the middle of the storm
    my @during = grep { $_->[0] > 0 && $_->[0] < $N } @samples;
    cmp_ok(scalar @during, '>=', $M,
        'the watchers fetched while the storm was on');
    my @hz = grep { $_->[1] != 200 } @samples;
    ok(!@hz, 'every /healthz answered 200 (599 would be a 20 s timeout)')
        or diag('  ' . scalar(@hz) . ' of ' . scalar(@samples) . ': '
            . join(' ', map { $_->[1] } @hz[0 .. ($#hz < 9 ? $#hz : 9)]));
    my @ch = grep { $_->[2] != 200 || $_->[3] ne 'HIT' } @samples;
    ok(!@ch, 'every fetch of the cached variant answered 200 HIT')
        or diag('  ' . scalar(@ch) . ' of ' . scalar(@samples) . ': '
            . join(' ', map { "$_->[2]/$_->[3]" }
                @ch[0 .. ($#ch < 9 ? $#ch : 9)]));

    # each distinct variant was rendered once
    Pictor::Test::wait_for(sub {
        my $log = Pictor::Test::read_file($render_log) // '';
        (() = $log =~ /"GET \/conc\/img_\w+\/w_\d+,q_\d+\.jpg HTTP/g) >= $N;
    }, 10, 0.1);
    my $log = Pictor::Test::read_file($render_log) // '';
    my @lines = $log =~ /"GET (\/conc\/img_\w+\/w_\d+,q_\d+\.jpg) HTTP/g;
    my %seen;
    $seen{$_}++ for @lines;
    is(scalar(keys %seen), $N, "the render server saw $N distinct URLs");
    ok(!grep({ $_ != 1 } values %seen), 'each of them once');

    # and afterwards everything is still fine
    $r = $t->http(GET => '/healthz');
    is($r->{status}, 200, 'after the storm: /healthz 200');
}

$t->done;
