#!/usr/bin/perl

# EPS pages rasterized on demand, before pictord has run (it is not
# started here), as anyone may ask for them.  Ghostscript runs are counted
# by the line each run writes to error.log.
#  - Four widths of one page asked at once, then other formats: one run;
#    the on-demand raster is kept and every variant comes from it.
#  - A page past the header's %%Pages is 400 with no run, and the front
#    caches the answer (X-Cache: HIT the second time).  Without %%Pages a
#    page the file does not have runs once, then answers 400 from memory;
#    a page over pictor_eps_max_pages (3 here) is 400 with no run.
#  - PostScript that fails: 422 whose detail holds none of its output, run
#    once whatever the width, cached by the front.
#  - A file that draws without showpage (as Pillow's reqd_showpage.eps)
#    renders; one that makes no page at all is 422 with a reason.
#  - pictor_eps_on_demand 1: while a run of PostScript that never ends
#    holds the worker's one slot, another EPS answers 503 with
#    Retry-After and runs nothing; the endless one ends at the render
#    time limit as 422, which is kept too; then the other renders.

use strict;
use warnings;

use Test::More;
use POSIX qw(:sys_wait_h);
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
my $img = Pictor::Image->new($t)->need_tools;
# the endless PostScript below runs as long as the render timeout
my %conf = (render_timeout => '8s',
    http => 'pictor_eps_on_demand 1; pictor_eps_max_pages 3;'
        . ' pictor_eps_failed_ttl 10m;');
$t->start(%conf);
my $key = $t->project_with_key('od');
my $e = Pictor::Eps->new($t, 'od', $key)->need_gs;
my $dir = $t->dir;

sub upload_eps {
    my ($name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('od', key => $key, content => $content,
        filename => "$name.eps");
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'eps_00000000000000000000000000';
}

# ghostscript runs for an image's page so far
sub runs {
    my ($id, $page) = @_;
    my $log = Pictor::Test::read_file("$dir/error.log") // '';
    $page //= 1;
    my @n = $log =~ /EPS \Q$id\E page $page: rasterizing on demand/g;
    return scalar @n;
}

sub header {
    my ($r, $name) = @_;
    my $v = $r->{headers}{lc $name};
    return ref $v ? $v->[0] : $v;
}

sub red_eps {
    my (%o) = @_;
    return Pictor::Eps::simple_eps(%o);
}

###############################################################################
# one run for every variant of a page

my $slow = upload_eps('slow', Pictor::Eps::slow_eps(20_000_000));
my @res = $t->fork_each(4, sub {
    my ($i) = @_;
    my $r = $t->http(GET => "/od/$slow/w_" . (40 + $i) . '.png');
    return "$r->{status} " . length $r->{content};
}, 120);
is(scalar(grep { /^200 \d+$/ && !/ 0$/ } @res), 4,
    'four widths at once: four 200s') or diag(explain \@res);
is(runs($slow), 1, 'four widths at once: one ghostscript run');

my ($d, $f) = $img->get("/od/$slow/w_50.webp");
is($d->{status}, 200, 'another format: 200');
($d, $f) = $img->get("/od/$slow/original.png");
my ($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '417x417', 'original.png: the page at 300 DPI');
is(runs($slow), 1, 'still one run: the raster is kept');
is_deeply([$t->storage_files('.tmp')], [], 'nothing left in storage/.tmp');

###############################################################################
# pages the file does not have

my $two = upload_eps('two', "%!PS-Adobe-3.0 EPSF-3.0\n"
    . "%%BoundingBox: 0 0 100 50\n%%Pages: 2\n%%EndComments\n"
    . "1 0 0 setrgbcolor 0 0 100 50 rectfill showpage\n"
    . "0 0 1 setrgbcolor 0 0 100 50 rectfill showpage\n%%EOF\n");

my $r = $t->http(GET => "/od/$two/page_3,w_60.png");
is($t->problem_ok($r, 400, '%%Pages: 2, page 3: 400'), 'bad-request',
    'page 3: bad-request');
like(($r->{json} || {})->{detail} // '', qr/page 3 is past the last page.*\(2\)/,
    'page 3: the detail says the EPS has 2');
is(header($r, 'x-cache'), 'MISS', 'page 3: a miss first');
$r = $t->http(GET => "/od/$two/page_3,w_60.png");
is($r->{status}, 400, 'page 3 again: 400');
is(header($r, 'x-cache'), 'HIT', 'page 3 again: from the front\'s cache');
$r = $t->http(GET => "/od/$two/page_3,w_61.png");
is($r->{status}, 400, 'page 3 at another width: 400');
is(runs($two, 3), 0, 'page 3: ghostscript never ran');

($d, $f) = $img->get("/od/$two/page_2,w_50.png");
is($d->{status}, 200, 'page 2: 200');
my @px = $f ? $img->point($f, 25, 12) : ();
ok(@px >= 3 && $px[2] > 200 && $px[0] < 50, 'page 2: the blue page')
    or diag('pixel ' . join ',', @px);

my $one = upload_eps('one', red_eps());
$r = $t->http(GET => "/od/$one/page_2,w_60.png");
$t->problem_ok($r, 400, 'no %%Pages, page 2 of 1: 400');
like(($r->{json} || {})->{detail} // '', qr/page 2 is past the last page/,
    'page 2 of 1: the detail says so');
$r = $t->http(GET => "/od/$one/page_2,w_61.png");
is($r->{status}, 400, 'page 2 of 1 at another width: 400');
is(runs($one, 2), 1, 'page 2 of 1: ghostscript ran once');

$r = $t->http(GET => "/od/$one/page_4,w_60.png");
$t->problem_ok($r, 400, 'page 4, over pictor_eps_max_pages 3: 400');
like(($r->{json} || {})->{detail} // '', qr/over the page limit \(3\)/,
    'page 4: the detail names the limit');
is(runs($one, 4), 0, 'page 4: ghostscript never ran');

###############################################################################
# PostScript that fails

# its error handler writes the last words on stderr, where they are kept
my $bad = upload_eps('bad', red_eps(extra =>
    "errordict /handleerror { (SECRET-GS-OUTPUT-7) print flush } put\n"
    . "nosuchoperator\n"));
$r = $t->http(GET => "/od/$bad/w_100.png");
$t->problem_ok($r, 422, 'failing PostScript: 422');
unlike($r->{content}, qr/SECRET|nosuchoperator|undefined|\Q$dir\E/,
    'failing PostScript: nothing of its output, no path');
is(header($r, 'x-cache'), 'MISS', 'failing PostScript: a miss first');
$r = $t->http(GET => "/od/$bad/w_101.png");
$t->problem_ok($r, 422, 'failing PostScript at another width: 422');
$r = $t->http(GET => "/od/$bad/w_100.png");
is(header($r, 'x-cache'), 'HIT', 'failing PostScript again: from the cache');
is(runs($bad), 1, 'failing PostScript: ghostscript ran once');
like(Pictor::Test::read_file("$dir/error.log") // '',
    qr/EPS \Q$bad\E page 1 on demand: ghostscript failed: [^\n]*SECRET-GS-OUTPUT-7/,
    'error.log has ghostscript\'s output');

###############################################################################
# without showpage; no page at all

# as Pillow's reqd_showpage.eps: "%!PS-Adobe-2.0", no showpage
my $noshow = upload_eps('noshow', "%!PS-Adobe-2.0\n%%BoundingBox: 0 0 100 100\n"
    . "1 0 0 setrgbcolor 10 10 80 80 rectfill\n");
($d, $f) = $img->get("/od/$noshow/w_100.png");
is($d->{status}, 200, 'no showpage: 200') or diag(substr($d->{content}, 0, 300));
@px = $f ? $img->point($f, 50, 50) : ();
ok(@px >= 3 && $px[0] > 200 && $px[1] < 50, 'no showpage: the red square')
    or diag('pixel ' . join ',', @px);

my $nopage = upload_eps('nopage', red_eps(extra => "quit\n"));
$r = $t->http(GET => "/od/$nopage/w_100.png");
$t->problem_ok($r, 422, 'no page at all: 422');
like(($r->{json} || {})->{detail} // '', qr/could not rasterize page 1/,
    'no page at all: a reason');

###############################################################################
# one run at a time per worker (pictor_eps_on_demand 1)

my $loop = upload_eps('loop', red_eps(extra => "{ } loop\n"));
my $other = upload_eps('other', red_eps(w => 60, h => 60));

# the limit is per worker: with one, the second request meets the first
$t->stop_nginx;
$t->start_nginx(%conf, worker_processes => 1);

my $out = "$dir/loop.out";
my $pid = fork;
die "fork: $!" unless defined $pid;
if ($pid == 0) {
    $t->{ua} = {};
    my $lr = $t->http(GET => "/od/$loop/w_100.png");
    Pictor::Test::write_file($out, $lr->{status});
    POSIX::_exit(0);
}

ok(Pictor::Test::wait_for(sub { runs($loop) == 1 }, 30, 0.05),
    'the endless EPS is being rasterized');
$r = $t->http(GET => "/od/$other/w_50.png");
$t->problem_ok($r, 503, 'another EPS meanwhile: 503');
like(header($r, 'retry-after') // '', qr/^\d+$/, '503: Retry-After');
is(runs($other), 0, 'another EPS meanwhile: no run');

my $done = Pictor::Test::wait_for(sub { waitpid($pid, WNOHANG) == $pid },
    60, 0.1);
ok($done, 'the endless EPS request ended');
kill 'KILL', $pid unless $done;
is(Pictor::Test::read_file($out), '422', 'the endless EPS: 422 at the time'
    . ' limit');
$r = $t->http(GET => "/od/$loop/w_101.png");
$t->problem_ok($r, 422, 'the endless EPS again: 422');
is(runs($loop), 1, 'the endless EPS: ghostscript ran once');

($d, $f) = $img->get("/od/$other/w_50.png");
is($d->{status}, 200, 'the other EPS afterwards: 200');
is(runs($other), 1, 'the other EPS: one run');

###############################################################################
# DELETE takes the kept rasters

my @kept = grep { m{^\.eps-pages/\Q$slow\E/} } $t->storage_files;
ok(scalar(grep { /\.png$/ } @kept), 'the slow EPS has a kept raster')
    or diag("files: @kept");
$r = $t->http(DELETE => "/api/od/images/$slow", key => $key);
is($r->{status}, 204, 'DELETE the slow EPS: 204');
@kept = grep { m{^\.eps-pages/\Q$slow\E/} } $t->storage_files;
is_deeply(\@kept, [], 'DELETE: its kept rasters are gone');

$t->done;
