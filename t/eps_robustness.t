#!/usr/bin/perl

# EPS jobs when things go wrong.
#  - PostScript that never ends ({ } loop): ghostscript is killed at
#    eps_timeout_seconds (2 here) and the job ends Failed at once, with
#    "timed out after 2 s" as its error: the same file would take as long
#    again, so it is not retried; no derived row or file, nothing left in
#    storage/.tmp, no ghostscript left running.
#  - pictord SIGKILLed while ghostscript rasterizes a slow (finite) EPS:
#    its ghostscript dies with it, the lease (2 s) expires, a new pictord
#    runs the job again and it completes exactly once: one "rasterized"
#    row, one object, no orphan file under storage/ (storage/.tmp
#    included).

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(pictord => 1, pictord_conf => {
    eps_timeout_seconds => 2, retry_delay_seconds => 1, lease_seconds => 2 });
my $key = $t->project_with_key('er');
my $e = Pictor::Eps->new($t, 'er', $key)->need_gs;
my $dir = $t->dir;

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

# pids of ghostscript processes this test's pictord started; whether they
# are gone is asked of the pids themselves (a killed pictord's would no
# longer be its descendants)
sub our_gs { $t->tool_pids('/usr/bin/gs') }
sub live { grep { Pictor::Test::alive($_) } @_ }

sub derived_rows {
    my ($id) = @_;
    return $t->sql_value('SELECT COUNT(*) FROM images WHERE source_asset_id = '
        . Pictor::Test::sql_quote($id));
}

sub upload_eps {
    my ($name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('er', key => $key, content => $content,
        filename => "$name.eps");
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    $j->{imageId} //= 'eps_00000000000000000000000000';
    return $j;
}

###############################################################################
# never ends: killed at the time limit, Failed without a retry

my $loop = upload_eps('loop', "%!PS-Adobe-3.0 EPSF-3.0\n"
    . "%%BoundingBox: 0 0 100 100\n{ } loop\n");
my $lid = $loop->{imageId};

my $s = $e->wait_job($lid, $loop->{processingJobId}, 'Running', 20);
is($s->{status}, 'Running', 'loop: Running');
my @loop_gs;
Pictor::Test::wait_for(sub { @loop_gs = our_gs(); scalar @loop_gs }, 5, 0.05);
ok(@loop_gs, 'loop: ghostscript runs');

$s = $e->wait_job($lid, $loop->{processingJobId},
    qr/^(?:Completed|Failed)$/, 60);
is($s->{status}, 'Failed', 'loop: Failed') or diag(explain $s);
is($s->{attempts}, 1, 'loop: after 1 attempt, not retried');
is($s->{error}, 'timed out after 2 s', 'loop: the error names the time limit')
    or diag(explain $s->{error});
like($s->{completedAt} // '', $ISO, 'loop: completedAt set');
is($s->{succeededAssets}, 0, 'loop: succeededAssets 0');
# docs/API.md "States and transitions" (a failed job's failedAssets tells
# how many failed): the page the header announces was not produced, so it
# counts as failed
is(join('/', map { $s->{$_} // 'undef' }
        qw(totalAssets processedAssets succeededAssets failedAssets)),
    '1/1/0/1', 'loop: total/processed/succeeded/failed 1/1/0/1');
is($t->sql_value('SELECT COUNT(*) FROM job_errors WHERE job_id = '
    . Pictor::Test::sql_quote($loop->{processingJobId} // '')), 1,
    'loop: one job_errors row, for the one attempt');
is_deeply($e->derived($lid), [], 'loop: derived is []');
is(derived_rows($lid), 0, 'loop: no derived row');
my @files = $t->storage_files;
is_deeply(\@files, ["er/$lid"], 'loop: only the original under storage/')
    or diag("files: @files");
ok(Pictor::Test::wait_for(sub { !our_gs() && !live(@loop_gs) }, 5, 0.1),
    'loop: no ghostscript left running')
    or diag('pids: ' . join ' ', our_gs(), live(@loop_gs));
my $img = $t->http(GET => "/api/er/images/$lid", key => $key)->{json} || {};
ok(exists $img->{thumbnailId} && !defined $img->{thumbnailId},
    'loop: no thumbnail');
my $log = Pictor::Test::read_file("$dir/pictord.log") // '';
my @killed = $log =~ /(\Q$loop->{processingJobId}\E[^\n]*time limit[^\n]*)/g;
is(scalar @killed, 1, 'pictord.log: one attempt killed at the time limit')
    or diag(Pictor::Test::tail("$dir/pictord.log", 15));

###############################################################################
# pictord SIGKILLed mid-job: the job completes exactly once after restart

# a longer time limit for a slow but finite EPS
$t->stop_pictord;
$t->write_pictord_conf(eps_timeout_seconds => 60, retry_delay_seconds => 1,
    lease_seconds => 2);
$t->start_pictord;

my $slow = upload_eps('slow', Pictor::Eps::slow_eps(150_000_000));
my $sid = $slow->{imageId};
$s = $e->wait_job($sid, $slow->{processingJobId}, qr/^(?:Running|Completed|Failed)$/, 20);
is($s->{status}, 'Running', 'slow: Running') or diag(explain $s);
my @gs = ();
Pictor::Test::wait_for(sub { @gs = our_gs(); scalar @gs }, 10, 0.05);
ok(@gs, 'slow: ghostscript is rasterizing');
my @work = $t->storage_files('.tmp');
ok(@work, 'slow: the job has files in storage/.tmp') or diag('none');

my $st = $t->kill9_pictord;
is_deeply($st, { signal => 9 }, 'pictord SIGKILLed');
is($e->status($sid, $slow->{processingJobId})->{json}{status}, 'Running',
    'after SIGKILL: still Running (lease held by the dead process)');
ok(Pictor::Test::wait_for(sub { !live(@gs) }, 10, 0.05),
    'after SIGKILL: its ghostscript is gone too')
    or diag(map { "left: " . (Pictor::Test::read_file("/proc/$_/stat") // $_)
        . "\n" } live(@gs));
is(derived_rows($sid), 0, 'after SIGKILL: no derived row yet');

$t->start_pictord;
$s = $e->wait_job($sid, $slow->{processingJobId},
    qr/^(?:Completed|Failed)$/, 60);
is($s->{status}, 'Completed', 'after restart: Completed') or diag(explain $s);
is($s->{attempts}, 2, 'after restart: 2 attempts');
is(join('/', map { $s->{$_} // 'null' }
        qw(totalAssets processedAssets succeededAssets failedAssets)),
    '1/1/1/0', 'after restart: assets 1/1/1/0');
my $d = $e->derived($sid) || [];
is_deeply([map { $_->{derivationType} } @$d], ['rasterized'],
    'exactly one derived asset, "rasterized"') or diag(explain $d);
is(derived_rows($sid), 1, 'exactly one derived row');
my $did = ($d->[0] || {})->{imageId} // 'none';
my $thumb = ($t->http(GET => "/api/er/images/$sid", key => $key)->{json}
    || {})->{thumbnailId};
is($thumb, $did, 'thumbnailId is that raster');

@files = grep { !m{^\.tmp/} } $t->storage_files;
is_deeply(\@files, [sort "er/$lid", "er/$sid", "er/$did"],
    'storage/: the two originals and the one raster, one object each')
    or diag("files: @files");
my @left = $t->scratch_left;
my @tmp = $t->storage_files('.tmp');
ok(!@left && !@tmp, 'storage/.tmp: no orphan file or work directory left'
    . ' by the killed run') or diag("left: @left; files: @tmp");

$t->done;
