#!/usr/bin/perl

# How EPS jobs end when the file or the image is the problem.
#  - PostScript that fails writing its own text to stderr: the job is
#    Failed after one attempt with the fixed reason "ghostscript could not
#    render the file"; neither that text nor a path of the server is in
#    the job status (pictord.log has the details).
#  - A file that draws without showpage (as Pillow's reqd_showpage.eps) is
#    rasterized: Completed, delivered 200.  One that makes no page at all
#    is Failed at once, "ghostscript made no page of the file".
#  - eps_max_pages: a few bytes asking for 100000 pages make a Failed job
#    "over the page limit (200)" that stored nothing; with eps_max_pages 5
#    the same says 5, and a 3-page file is Completed with 3 pages, which
#    become the image's page count (frames).
#  - An EPS deleted while its job waits (pictord stopped): the job is
#    Failed at once, "the image was deleted", no attempt made, even after
#    pictord starts; deleted while its job runs: the job ends Failed the
#    same way and leaves no derived row or file behind.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
my $img = Pictor::Image->new($t)->need_tools;
$t->start(pictord => 1);
my $key = $t->project_with_key('jf');
my $e = Pictor::Eps->new($t, 'jf', $key)->need_gs;
my $dir = $t->dir;

sub upload_eps {
    my ($name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('jf', key => $key, content => $content,
        filename => "$name.eps");
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    return ($j->{imageId} // 'eps_00000000000000000000000000',
        $j->{processingJobId} // '00000000-0000-4000-8000-000000000000');
}

sub job {
    my ($job) = @_;
    my $r = $t->http(GET => "/api/jf/jobs/$job", key => $key);
    return $r->{status} == 200 ? $r->{json} || {} : {};
}

sub wait_end {
    my ($job) = @_;
    my $s = {};
    Pictor::Test::wait_for(sub {
        $s = job($job);
        ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
    }, 90, 0.2);
    return $s;
}

sub derived_rows {
    my ($id) = @_;
    return $t->sql_value('SELECT COUNT(*) FROM images WHERE source_asset_id'
        . ' = ' . Pictor::Test::sql_quote($id));
}

# the stored objects are exactly the image rows' (no orphan file)
sub objects_ok {
    my ($name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @files = grep { !m{^\.} } $t->storage_files;
    my @rows = sort map { "jf/$_->[0]" } $t->sql('SELECT id FROM images');
    is_deeply(\@files, \@rows, $name);
}

sub job_errors {
    my ($job) = @_;
    return join "\n", map { $_->[0] } $t->sql('SELECT error FROM job_errors'
        . ' WHERE job_id = ' . Pictor::Test::sql_quote($job));
}

###############################################################################
# the file's own words stay out of the job status

# its error handler writes the last words on stderr, where they are kept
my ($bad, $bad_job) = upload_eps('bad', Pictor::Eps::simple_eps(extra =>
    "errordict /handleerror { (SECRET-PS-TEXT /etc/passwd) print flush }"
    . " put\nnosuchoperator\n"));
my $s = wait_end($bad_job);
is($s->{status}, 'Failed', 'failing PostScript: Failed') or diag(explain $s);
is($s->{attempts}, 1, 'failing PostScript: not retried');
is($s->{error}, 'ghostscript could not render the file',
    'failing PostScript: the fixed reason');
my $all = Pictor::Test::read_file("$dir/pictord.log") // '';
for my $path ("/api/jf/jobs/$bad_job", "/api/jf/$bad/processing-status") {
    unlike($t->http(GET => $path, key => $key)->{content},
        qr/SECRET|passwd|nosuch|\Q$dir\E/,
        "$path: no PostScript output, no path");
}
unlike(job_errors($bad_job), qr/SECRET|passwd|nosuch|\Q$dir\E/,
    'job_errors: no PostScript output, no path');
like($all, qr/\Q$bad_job\E[^\n]*ghostscript could not render the file:[^\n]*SECRET-PS-TEXT/,
    'pictord.log: the reason and the details');

###############################################################################
# without showpage: rasterized; no page at all: Failed at once

my ($noshow, $noshow_job) = upload_eps('noshow',
    "%!PS-Adobe-2.0\n%%BoundingBox: 0 0 100 100\n"
    . "1 0 0 setrgbcolor 10 10 80 80 rectfill\n");
$s = wait_end($noshow_job);
is($s->{status}, 'Completed', 'no showpage: Completed') or diag(explain $s);
my $by = $e->derived_by_type($noshow);
ok($by->{rasterized}, 'no showpage: a "rasterized" asset');
my ($d, $f) = $img->get("/jf/$noshow/w_100.png");
is($d->{status}, 200, 'no showpage: delivered 200');
my @px = $f ? $img->point($f, 50, 50) : ();
ok(@px >= 3 && $px[0] > 200 && $px[1] < 50, 'no showpage: the red square')
    or diag('pixel ' . join ',', @px);

my ($nopage, $nopage_job) = upload_eps('nopage',
    Pictor::Eps::simple_eps(extra => "quit\n"));
$s = wait_end($nopage_job);
is($s->{status}, 'Failed', 'no page at all: Failed') or diag(explain $s);
is($s->{attempts}, 1, 'no page at all: not retried');
is($s->{error}, 'ghostscript made no page of the file',
    'no page at all: the fixed reason');
$d = $t->http(GET => "/jf/$nopage/w_100.png");
$t->problem_ok($d, 422, 'no page at all: delivery 422');
like(($d->{json} || {})->{detail} // '', qr/could not rasterize page 1/,
    'no page at all: delivery says why');

###############################################################################
# eps_max_pages

my $many = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 20 20\n"
    . "%%EndComments\n1 1 100000 { pop showpage } for\n%%EOF\n";
my ($m1, $m1_job) = upload_eps('100000 pages', $many);
$s = wait_end($m1_job);
is($s->{status}, 'Failed', '100000 pages: Failed') or diag(explain $s);
is($s->{error}, 'over the page limit (200)', '100000 pages: the default'
    . ' limit named');
is($s->{attempts}, 1, '100000 pages: not retried');
is(derived_rows($m1), 0, '100000 pages: no derived row');
objects_ok('100000 pages: no file stored');

$t->stop_pictord;
$t->write_pictord_conf(eps_max_pages => 5);
$t->start_pictord;

my ($m2, $m2_job) = upload_eps('100000 pages, limit 5', $many);
$s = wait_end($m2_job);
is($s->{status}, 'Failed', 'limit 5: Failed') or diag(explain $s);
is($s->{error}, 'over the page limit (5)', 'limit 5: named');
is(derived_rows($m2), 0, 'limit 5: no derived row');
objects_ok('limit 5: no file stored');

my $three = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 20 20\n"
    . "%%EndComments\n1 1 3 { pop 0 0 20 20 rectfill showpage } for\n%%EOF\n";
my ($m3, $m3_job) = upload_eps('3 pages', $three);
my $meta = $t->http(GET => "/api/jf/images/$m3", key => $key)->{json} || {};
ok(exists $meta->{frames} && !defined $meta->{frames},
    '3 pages, no %%Pages: frames null (unknown) before the job')
    or diag(explain $meta->{frames});
$s = wait_end($m3_job);
is($s->{status}, 'Completed', '3 pages, limit 5: Completed')
    or diag(explain $s);
is_deeply([sort keys %{ $e->derived_by_type($m3) }],
    ['page-1', 'page-2', 'page-3'], '3 pages: page-1..3');
$meta = $t->http(GET => "/api/jf/images/$m3", key => $key)->{json} || {};
is($meta->{frames}, 3, '3 pages: frames 3 after the job');
$d = $t->http(GET => "/jf/$m3/page_4,w_10.png");
$t->problem_ok($d, 400, '3 pages: page 4 refused');
like(($d->{json} || {})->{detail} // '', qr/past the last page.*\(3\)/,
    '3 pages: page 4 is past the last page (3)');

###############################################################################
# deleted while the job waits: Failed at once, never run

$t->stop_pictord;
my ($gone, $gone_job) = upload_eps('deleted while pending',
    Pictor::Eps::simple_eps());
is(job($gone_job)->{status}, 'Pending', 'pictord stopped: Pending');
my $r = $t->http(DELETE => "/api/jf/images/$gone", key => $key);
is($r->{status}, 204, 'DELETE: 204');
$s = job($gone_job);
is($s->{status}, 'Failed', 'after DELETE: Failed at once') or diag(explain $s);
is($s->{error}, 'the image was deleted', 'after DELETE: the reason');
is($s->{attempts}, 0, 'after DELETE: no attempt');
ok(defined $s->{completedAt}, 'after DELETE: completedAt set');

$t->start_pictord;
# a job pictord can claim comes after: once it is done, the other was seen
my ($later, $later_job) = upload_eps('later', Pictor::Eps::simple_eps());
is(wait_end($later_job)->{status}, 'Completed', 'a later job: Completed');
$s = job($gone_job);
is(join('/', $s->{status} // '', $s->{attempts} // ''), 'Failed/0',
    'pictord running: the deleted image\'s job still Failed, never tried');

###############################################################################
# deleted while the job runs: it ends, and leaves nothing

my ($run, $run_job) = upload_eps('deleted while running',
    Pictor::Eps::slow_eps(150_000_000));
$s = $e->wait_job($run, $run_job, qr/^(?:Running|Completed|Failed)$/, 30);
is($s->{status}, 'Running', 'slow EPS: Running') or diag(explain $s);
$r = $t->http(DELETE => "/api/jf/images/$run", key => $key);
is($r->{status}, 204, 'DELETE while Running: 204');
$s = wait_end($run_job);
is($s->{status}, 'Failed', 'deleted while Running: Failed')
    or diag(explain $s);
is($s->{error}, 'the image was deleted', 'deleted while Running: the reason');
is($s->{attempts}, 1, 'deleted while Running: not retried');
is(derived_rows($run), 0, 'deleted while Running: no derived row');
is_deeply([grep { /\Q$run\E/ } $t->storage_files], [],
    'deleted while Running: no file of it');
objects_ok('deleted while Running: no orphan object');

$t->done;
