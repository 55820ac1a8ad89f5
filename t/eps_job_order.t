#!/usr/bin/perl

# Split and extract-svg requested before the raster is made (issue 18):
# they wait for the eps-processing job (jobs.depends_on) and run once it
# completed, on their first attempt, with no "not rasterized yet" failure
# on record; when rasterizing failed (the corpus's article9_no_bbox.ps,
# which ghostscript cannot render, behind an EPS header) they fail at once
# with its reason, without an attempt of their own (not after three
# retries).  A split requested after the raster runs at once as before.
# extract-svg of a file over the page cap fails with the raster's reason.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { eps_max_pages => 5 });
my $key = $t->project_with_key('jo');
my $e = Pictor::Eps->new($t, 'jo', $key)->need_gs;

# the loop makes the raster take long enough for the requests to come
# first; the test checks that they did, it does not rely on a duration
my $SLOW = "0 1 30000000 { pop } for\n";

sub post_op {
    my ($id, $op, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(POST => "/api/jo/$id/$op", key => $key);
    is($r->{status}, 202, "$name: 202") or diag($r->{content});
    return ($r->{json} || {})->{jobId}
        // '00000000-0000-4000-8000-000000000000';
}

# the job's status object once it is over
sub wait_end {
    my ($id, $job) = @_;
    return $e->wait_job($id, $job, qr/^(?:Completed|Failed)$/, 90);
}

sub sq { Pictor::Test::sql_quote($_[0]) }

# 1 when job $a was queued before job $b ended
sub queued_before_end {
    my ($a, $b) = @_;
    return $t->sql_value('SELECT (SELECT created_at FROM jobs WHERE id = '
        . sq($a) . ') < (SELECT completed_at FROM jobs WHERE id = ' . sq($b)
        . ')');
}

# 1 when job $a started after job $b ended
sub started_after_end {
    my ($a, $b) = @_;
    return $t->sql_value('SELECT (SELECT started_at FROM jobs WHERE id = '
        . sq($a) . ') >= (SELECT completed_at FROM jobs WHERE id = ' . sq($b)
        . ')');
}

sub job_errors {
    my ($job) = @_;
    return join "\n", map { $_->[0] } $t->sql('SELECT error FROM job_errors'
        . ' WHERE job_id = ' . sq($job));
}

###############################################################################
# split and extract-svg right after the upload: they wait, then run

my ($id, $raster) = $e->upload_ok('two', Pictor::Eps::simple_eps(w => 200,
    h => 100, extra => $SLOW, body =>
        "1 0 0 setrgbcolor 10 10 70 80 rectfill\n"
        . "0 0 1 setrgbcolor 120 10 70 80 rectfill\n"));
my $split = post_op($id, 'split', 'split right after the upload');
my $svg = post_op($id, 'extract-svg', 'extract-svg right after the upload');
is($t->sql_value('SELECT depends_on FROM jobs WHERE id = ' . sq($split)),
    $raster, 'split: depends on the raster job');

my $rs = wait_end($id, $raster);
is($rs->{status}, 'Completed', 'raster: Completed') or diag(explain $rs);
ok(queued_before_end($split, $raster) && queued_before_end($svg, $raster),
    'split and extract-svg were queued before the raster was made');

for my $c ([$split, 'split'], [$svg, 'extract-svg']) {
    my ($job, $name) = @$c;
    my $s = wait_end($id, $job);
    is($s->{status}, 'Completed', "$name: Completed") or diag(explain $s);
    is($s->{attempts}, 1, "$name: on its first attempt");
    is(job_errors($job), '', "$name: no failed attempt on record");
    ok(started_after_end($job, $raster), "$name: started after the raster");
}

my $by = $e->derived_by_type($id);
is_deeply([sort grep { /^(?:split|svg)/ } keys %$by],
    ['split-1', 'split-2', 'svg', 'svg-1', 'svg-2'],
    'split-1, split-2, svg, svg-1, svg-2');

# after the raster: at once, as before
my $again = post_op($id, 'split', 'split after the raster');
my $s = wait_end($id, $again);
is($s->{status}, 'Completed', 'split after the raster: Completed');
is($s->{attempts}, 1, 'split after the raster: first attempt');

###############################################################################
# the raster fails: split and extract-svg fail at once with its reason

# the corpus's article9_no_bbox.ps (CJK fonts ghostscript cannot find:
# an unrecoverable error) behind an EPS header, so that upload takes it
my $a9 = Pictor::Test::read_file(
    $t->corpus('malformed/article9_no_bbox.ps')) // '';
ok(length $a9, 'corpus: article9_no_bbox.ps');
my ($bad, $bad_raster) = $e->upload_ok('bad',
    "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 612 792\n%%EndComments\n"
    . $SLOW . $a9);
my $bsplit = post_op($bad, 'split', 'split of a failing EPS');
my $bsvg = post_op($bad, 'extract-svg', 'extract-svg of a failing EPS');

$rs = wait_end($bad, $bad_raster);
is($rs->{status}, 'Failed', 'failing raster: Failed') or diag(explain $rs);
is($rs->{error}, 'ghostscript could not render the file',
    'failing raster: its reason');
ok(queued_before_end($bsplit, $bad_raster)
    && queued_before_end($bsvg, $bad_raster),
    'split and extract-svg were queued before the raster failed');

for my $c ([$bsplit, 'split'], [$bsvg, 'extract-svg']) {
    my ($job, $name) = @$c;
    my $s = wait_end($bad, $job);
    is($s->{status}, 'Failed', "$name: Failed") or diag(explain $s);
    is($s->{error}, 'ghostscript could not render the file',
        "$name: the raster's reason");
    is($s->{attempts}, 0, "$name: no attempt of its own (not retried)");
    unlike(job_errors($job), qr/not rasterized/,
        "$name: never failed as not rasterized yet");
}

# requested after the raster failed: the same, at once
my $late = post_op($bad, 'split', 'split after the raster failed');
$s = wait_end($bad, $late);
is($s->{status} . ' ' . ($s->{attempts} // '?'), 'Failed 0',
    'split after the raster failed: Failed, no attempt');
is($s->{error}, 'ghostscript could not render the file',
    'split after the raster failed: its reason');
is($e->derived($bad) && scalar @{ $e->derived($bad) }, 0,
    'failing EPS: no derived asset');

###############################################################################
# the page cap: extract-svg of a file over eps_max_pages (5 here) fails
# with the raster's reason, making no svg-page-N

my ($many, $many_raster) = $e->upload_ok('seven pages',
    Pictor::Eps::simple_eps(extra => $SLOW
        . "1 1 6 { pop 0 0 100 100 rectfill showpage } for\n"));
my $msvg = post_op($many, 'extract-svg', 'extract-svg of seven pages');
$s = wait_end($many, $msvg);
is($s->{status} . ' ' . ($s->{error} // ''), 'Failed over the page limit (5)',
    'seven pages: extract-svg Failed, over the page limit (5)');
is($e->derived($many) && scalar @{ $e->derived($many) }, 0,
    'seven pages: no svg-page-N, no derived asset');

$t->done;
