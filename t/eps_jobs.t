#!/usr/bin/perl

# The "eps-processing" job end to end: processing-status through Pending
# (pictord stopped), Running (a slow EPS) and Completed; the derived list;
# the first raster as the parent's thumbnailId; derived assets hidden from
# the listing unless includeDerived=true; delivery of a derived raster and
# of the EPS itself with transforms, rasterized on demand before the job
# ran and from the stored raster after; DELETE of the parent removes the
# derived rows and every file.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
$t->start;                                  # pictord not yet
my $key = $t->project_with_key('ej');
my $e = Pictor::Eps->new($t, 'ej', $key)->need_gs;

my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
my $ISO  = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

sub upload_ok {
    my ($name, %o) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('ej', key => $key, %o);
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    $j->{imageId} //= 'eps_00000000000000000000000000';
    $j->{processingJobId} //= '00000000-0000-4000-8000-000000000000';
    return $j;
}

sub tmp_files { $t->storage_files('.tmp') }

sub counts {
    my ($s) = @_;
    return join '/', map { $s->{$_} // 'null' }
        qw(totalAssets processedAssets succeededAssets failedAssets);
}

# the size a w_N resize gives a W x H picture: N x round(N * H / W), +-1
sub near_size {
    my ($got_w, $got_h, $w, $want_w, $want_h, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    ok(defined $got_w && $got_w == $want_w && abs($got_h - $want_h) <= 1,
        $name) or diag('  got ' . ($got_w // '?') . 'x' . ($got_h // '?')
            . ", want ${want_w}x$want_h");
}

my $ridt = $t->corpus('eps/ridt91.eps');
my ($rw, $rh) = $e->gs_size($ridt);
ok($rw && $rh, "gs renders ridt91.eps (${\($rw // 0)}x${\($rh // 0)})");

###############################################################################
# pictord stopped: the job waits, Pending

my $up_a = upload_ok('ridt91.eps', file => $ridt);
my $aid = $up_a->{imageId};
like($up_a->{processingJobId}, $UUID, 'processingJobId is a UUID');

my $r = $e->status($aid);
is($r->{status}, 200, 'processing-status: 200') or diag($r->{content});
my $s = $r->{json} || {};
is($s->{jobId}, $up_a->{processingJobId}, 'status: jobId is the upload\'s');
is($s->{source}, 'eps-processing', 'status: source eps-processing');
is($s->{status}, 'Pending', 'no pictord: Pending');
is($s->{attempts}, 0, 'Pending: 0 attempts');
ok(exists $s->{completedAt} && !defined $s->{completedAt},
    'Pending: completedAt null');
ok(exists $s->{startedAt} && !defined $s->{startedAt},
    'Pending: startedAt null');
ok(exists $s->{error} && !defined $s->{error}, 'Pending: error null');
for my $f (qw(totalAssets processedAssets succeededAssets failedAssets)) {
    like($s->{$f} // '', qr/^\d+$/, "Pending: $f is a number");
}

$r = $e->status($aid, $up_a->{processingJobId});
is(($r->{json} || {})->{jobId}, $up_a->{processingJobId},
    'processing-status?jobId=: that job');
$r = $e->status($aid, '00000000-0000-4000-8000-000000000000');
$t->problem_ok($r, 404, 'processing-status?jobId= unknown: 404');
$r = $t->http(GET => '/api/ej/eps_00000000000000000000000000/processing-status',
    key => $key);
$t->problem_ok($r, 404, 'processing-status of an unknown image: 404');
$r = $t->http(GET => "/api/ej/$aid/processing-status");
is($r->{status}, 401, 'processing-status without a key: 401');

is_deeply($e->derived($aid), [], 'Pending: derived is []');
$r = $t->http(GET => "/api/ej/images/$aid", key => $key);
ok(exists(($r->{json} || {})->{thumbnailId})
    && !defined $r->{json}{thumbnailId}, 'Pending: thumbnailId null');

# delivery before the job ran: rasterized on demand at 300 DPI
my ($d, $f) = $img->get("/ej/$aid/w_300.png");
is($d->{status}, 200, 'EPS w_300.png before the job: 200')
    or diag(substr($d->{content}, 0, 300));
like($d->{ct} // '', qr{^image/png}, 'on demand: image/png');
my ($ow, $oh) = $f ? $img->size($f) : ();
near_size($ow, $oh, 300, 300, int(300 * $rh / $rw + 0.5),
    'on demand: 300 wide, the EPS\'s aspect ratio');
my $on_demand_hash = $f ? $img->dhash($f) : '';
($d, $f) = $img->get("/ej/$aid/original.png");
($ow, $oh) = $f ? $img->size($f) : ();
is(($ow // 0) . 'x' . ($oh // 0), "${rw}x$rh",
    'on demand original.png: gs\'s page at 300 DPI')
    or diag("  $d->{status} " . substr($d->{content}, 0, 200));
is_deeply($e->derived($aid), [], 'on demand: no derived asset stored');
is_deeply([tmp_files()], [], 'on demand: nothing left in storage/.tmp');
is($e->status($aid)->{json}{status}, 'Pending', 'on demand: job still Pending');

###############################################################################
# pictord started: Completed

$t->start_pictord;
$s = $e->wait_job($aid, $up_a->{processingJobId}, qr/^(?:Completed|Failed)$/);
is($s->{status}, 'Completed', 'ridt91: Completed') or diag(explain $s);
is($s->{attempts}, 1, 'Completed: 1 attempt');
ok(exists $s->{error} && !defined $s->{error}, 'Completed: error null');
like($s->{startedAt} // '', $ISO, 'Completed: startedAt');
like($s->{completedAt} // '', $ISO, 'Completed: completedAt');
ok(($s->{startedAt} // 'z') le ($s->{completedAt} // ''),
    'startedAt <= completedAt');
is(counts($s), '1/1/1/0', 'Completed: assets 1/1/1/0');

my $list = $e->derived($aid) || [];
is(scalar @$list, 1, 'derived: one item') or diag(explain $list);
my $der = $list->[0] || {};
my $did = $der->{imageId} // 'img_00000000000000000000000000';
like($did, qr/^img_[0-9A-HJKMNP-TV-Z]{26}$/, 'derived imageId');
is($der->{derivationType}, 'rasterized', 'derivationType rasterized');
is($der->{contentType}, 'image/png', 'contentType image/png');
is(($der->{width} // 0) . 'x' . ($der->{height} // 0), "${rw}x$rh",
    'derived width x height = gs\'s page');
is($der->{sizeBytes}, -s $e->object_path($did), 'sizeBytes = the file');
like($der->{uploadedAt} // '', $ISO, 'uploadedAt');

$r = $t->http(GET => "/api/ej/images/$aid", key => $key);
is(($r->{json} || {})->{thumbnailId}, $did,
    'the parent\'s thumbnailId is the raster');
$r = $t->http(GET => "/api/ej/images/$did", key => $key);
is(($r->{json} || {})->{sourceAssetId}, $aid, 'the raster\'s sourceAssetId');
is(($r->{json} || {})->{derivationType}, 'rasterized',
    'the raster\'s derivationType');

# delivery of the derived raster
($d, $f) = $img->get("/ej/$did/w_100.png");
is($d->{status}, 200, 'derived w_100.png: 200');
($ow, $oh) = $f ? $img->size($f) : ();
near_size($ow, $oh, 100, 100, int(100 * $rh / $rw + 0.5),
    'derived w_100.png: 100 wide');
$d = $t->http(GET => "/ej/$did");
ok($d->{status} == 200 && ($d->{ct} // '') =~ m{^image/png}
    && $d->{content} eq (Pictor::Test::read_file($e->object_path($did)) // ''),
    'derived original: the stored PNG byte for byte');

# the EPS delivered from the raster gives the same picture as on demand
($d, $f) = $img->get("/ej/$aid/w_301.png");
is($d->{status}, 200, 'EPS w_301.png after the job: 200');
my $raster_hash = $f ? $img->dhash($f) : '';
ok(length $on_demand_hash && length $raster_hash
    && Pictor::Image::hamming($on_demand_hash, $raster_hash) <= 4,
    'on demand and from the raster: the same picture');

###############################################################################
# a slow EPS: Running, then Completed; delivery then comes from the raster

my $slow = upload_ok('slow EPS',
    content => Pictor::Eps::slow_eps(100_000_000), filename => 'slow.eps');
$s = $e->wait_job($slow->{imageId}, $slow->{processingJobId},
    qr/^(?:Running|Completed|Failed)$/, 20);
is($s->{status}, 'Running', 'slow EPS: Running') or diag(explain $s);
like($s->{startedAt} // '', $ISO, 'Running: startedAt set');
ok(exists $s->{completedAt} && !defined $s->{completedAt},
    'Running: completedAt null');
is($s->{attempts}, 1, 'Running: attempt 1');
$s = $e->wait_job($slow->{imageId}, $slow->{processingJobId},
    qr/^(?:Completed|Failed)$/, 60);
is($s->{status}, 'Completed', 'slow EPS: Completed') or diag(explain $s);
is(counts($s), '1/1/1/0', 'slow EPS: assets 1/1/1/0');

# with the original gone, only the stored raster can answer
my $sid = $slow->{imageId};
ok(unlink($e->object_path($sid)), 'slow EPS: original removed from storage');
($d, $f) = $img->get("/ej/$sid/w_200.png");
is($d->{status}, 200, 'EPS w_200.png with the raster stored: 200 without'
    . ' the original') or diag(substr($d->{content}, 0, 300));
($ow, $oh) = $f ? $img->size($f) : ();
near_size($ow, $oh, 200, 200, 200, 'from the raster: 200x200');

###############################################################################
# several pages: page-N, the first is the thumbnail

my $two = upload_ok('two-page EPS', filename => 'two.eps', content =>
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 50\n%%Pages: 2\n"
    . "%%EndComments\n%%Page: 1 1\n1 0 0 setrgbcolor 0 0 100 50 rectfill\n"
    . "showpage\n%%Page: 2 2\n0 0 1 setrgbcolor 0 0 100 50 rectfill\n"
    . "showpage\n%%EOF\n");
$s = $e->wait_job($two->{imageId}, $two->{processingJobId},
    qr/^(?:Completed|Failed)$/);
is($s->{status}, 'Completed', 'two pages: Completed') or diag(explain $s);
is(counts($s), '2/2/2/0', 'two pages: assets 2/2/2/0');
my $by = $e->derived_by_type($two->{imageId});
is_deeply([sort keys %$by], ['page-1', 'page-2'], 'two pages: page-1, page-2');
$r = $t->http(GET => "/api/ej/images/$two->{imageId}", key => $key);
is(($r->{json} || {})->{thumbnailId}, ($by->{'page-1'} || {})->{imageId},
    'two pages: thumbnailId is page-1');
# page 1 red, page 2 blue
for my $p (1, 2) {
    my $pid = ($by->{"page-$p"} || {})->{imageId} // 'none';
    ($d, $f) = $img->get("/ej/$pid/w_50.png");
    my @px = $f ? $img->point($f, 25, 12) : ();
    my $want = $p == 1 ? [255, 0, 0] : [0, 0, 255];
    ok(@px >= 3 && abs($px[0] - $want->[0]) < 20 && abs($px[1] - $want->[1]) < 20
        && abs($px[2] - $want->[2]) < 20, "page-$p delivered, the right page")
        or diag('  ' . ($d->{status}) . ' pixel ' . join(',', @px));
}

###############################################################################
# the listing hides derived assets unless includeDerived=true

sub listed {
    my ($q) = @_;
    my $r = $t->http(GET => "/api/ej/images?limit=500$q", key => $key);
    return {} unless $r->{status} == 200
        && ref(($r->{json} || {})->{images}) eq 'ARRAY';
    return { map { (($_->{imageId} // '?') => 1) } @{ $r->{json}{images} } };
}

my @parents = ($aid, $sid, $two->{imageId});
my @derived = map { $_->{imageId} } map { @{ $e->derived($_) || [] } } @parents;
is(scalar @derived, 4, 'four derived assets in all');
my $plain = listed('');
ok((grep { $plain->{$_} } @parents) == 3, 'listing: the EPS parents');
ok(!(grep { $plain->{$_} } @derived), 'listing: no derived asset')
    or diag(explain [grep { $plain->{$_} } @derived]);
my $all = listed('&includeDerived=true');
ok((grep { $all->{$_} } @parents, @derived) == 7,
    'includeDerived=true: parents and derived assets');

###############################################################################
# DELETE the parent: rows and files of it and its derived assets go

my $tid = $two->{imageId};
my @tder = map { $_->{imageId} } values %$by;
ok(-f $e->object_path($tid) && !(grep { !-f $e->object_path($_) } @tder),
    'before DELETE: the files exist');
$r = $t->http(DELETE => "/api/ej/images/$tid", key => $key);
is($r->{status}, 204, 'DELETE the two-page EPS: 204');
is($t->sql_value("SELECT COUNT(*) FROM images WHERE id = '$tid'"
    . " OR source_asset_id = '$tid'"), 0, 'DELETE: no row of it or its pages');
ok(!(grep { -e $e->object_path($_) } $tid, @tder),
    'DELETE: no file of it or its pages')
    or diag(join ' ', grep { -e $e->object_path($_) } $tid, @tder);
for my $x (@tder) {
    $r = $t->http(GET => "/api/ej/images/$x", key => $key);
    $t->problem_ok($r, 404, "DELETE: derived $x is gone (API)");
    $r = $t->http(GET => "/ej/$x/w_50.png");
    is($r->{status}, 404, "DELETE: derived $x is no longer delivered");
}
$r = $t->http(GET => "/ej/$tid/w_50.png");
is($r->{status}, 404, 'DELETE: the EPS is no longer delivered');
$r = $t->http(GET => "/api/ej/$tid/derived", key => $key);
$t->problem_ok($r, 404, 'DELETE: derived of a deleted EPS: 404');

# the other parents' files are still there, nothing else in storage
$r = $t->http(DELETE => "/api/ej/images/$aid", key => $key);
is($r->{status}, 204, 'DELETE ridt91: 204');
my @left = $t->storage_files;
is_deeply(\@left, ["ej/" . ($e->derived($sid) || [{}])->[0]{imageId}],
    'storage: only the slow EPS\'s raster is left (its original was removed)')
    or diag("left: @left");

$t->done;
