#!/usr/bin/perl

# The video-processing job commits once (issue 26): the poster's object is
# stored first, then its row, the removal of an earlier poster,
# thumbnailId, the job's counters and its completion land in one
# transaction.  A mariadb session holds the video's row locked, so the job
# waits at that commit with its poster stored:
#  - meanwhile the job is Running, the poster's object is stored and no
#    poster row is visible;
#  - pictord SIGKILLed there: no poster row; the next attempt completes
#    with exactly one poster, thumbnailId on it and the counters 1/1/1/0
#    (the killed attempt's object stays without a row, as an upload's
#    killed between its put and its commit);
#  - the video deleted first (the session deletes its row while the job
#    waits):
#    the job fails "the image was deleted" after one attempt, and leaves no
#    poster row or object;
#  - the video's DELETE queued behind the job: the job completes, then the
#    DELETE takes the video and its poster, rows and objects.

use strict;
use warnings;

use POSIX ();
use Test::More;
use Pictor::Test;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
plan skip_all => 'no ffmpeg' unless -x '/usr/bin/ffmpeg';
$t->start;
my $key = $t->project_with_key('vc');
my $e = Pictor::Eps->new($t, 'vc', $key);
my $dir = $t->dir;
my $q = \&Pictor::Test::sql_quote;

my ($rc, $out) = $t->run_cmd(['ffmpeg', '-loglevel', 'error', '-f', 'lavfi',
    '-i', 'color=orange:s=160x120:d=1:r=25', '-c:v', 'libx264',
    '-pix_fmt', 'yuv420p', "$dir/orange.mp4"]);
is($rc, 0, 'ffmpeg made orange.mp4') or diag($out);
my $video = Pictor::Test::read_file("$dir/orange.mp4");

# a video uploaded while pictord is stopped: its job waits
sub upload_video {
    my ($name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('vc', key => $key, content => $video,
        filename => "$name.mp4");
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    return ($j->{imageId} // 'vid_none', $j->{processingJobId} // 'none');
}

# a mariadb session holding the video's row (FOR UPDATE) until it is told
sub lock_video {
    my ($id) = @_;
    pipe(my $r, my $w) or die "pipe: $!";
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        close $w;
        open STDIN, '<&', $r or POSIX::_exit(126);
        open STDOUT, '>>', "$dir/session.out" or POSIX::_exit(126);
        open STDERR, '>&', \*STDOUT or POSIX::_exit(126);
        exec($t->mariadb_cmd(''), '--unbuffered', 'pictor')
            or POSIX::_exit(127);
    }
    close $r;
    $w->autoflush(1);
    print $w "BEGIN; SELECT CONCAT('held ', id) FROM images WHERE id = "
        . $q->($id) . " FOR UPDATE;\n";
    ok(Pictor::Test::wait_for(sub {
        (Pictor::Test::read_file("$dir/session.out") // '') =~ /held \Q$id\E/;
    }, 20, 0.05), "the session holds $id");
    return { pid => $pid, w => $w };
}

sub unlock {
    my ($s, $sql) = @_;
    my $w = $s->{w};
    print $w ($sql // '') . "COMMIT;\n";
    close $w;
    waitpid($s->{pid}, 0);
}

# the server's transactions that match
sub trx {
    my ($where) = @_;
    return $t->sql_value('SELECT COUNT(*) FROM information_schema.innodb_trx'
        . " WHERE $where");
}

sub wait_lock_waits {
    my ($n, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    ok(Pictor::Test::wait_for(sub { trx("trx_state = 'LOCK WAIT'") >= $n },
        90, 0.05), $name);
}

sub poster_rows {
    my ($id) = @_;
    return $t->sql_value('SELECT COUNT(*) FROM images WHERE source_asset_id'
        . ' = ' . $q->($id));
}

# the stored objects that are posters (img_), whatever their rows
sub poster_objects {
    return sort grep { m{^vc/img_} } $t->storage_files;
}

sub job_row {
    my ($job) = @_;
    my ($row) = $t->sql('SELECT status, error, attempts, total_assets,'
        . ' processed_assets, succeeded_assets, failed_assets FROM jobs'
        . ' WHERE id = ' . $q->($job));
    return $row || [];
}

###############################################################################
# the job waits at its commit, then pictord is SIGKILLed

my ($vid, $job) = upload_video('killed');
my $s = lock_video($vid);
$t->start_pictord;
wait_lock_waits(1, 'the job waits for the video\'s row');
is(job_row($job)->[0], 'Running', 'waiting: the job is Running');
my @early = poster_objects();
is(scalar @early, 1, 'waiting: the poster\'s object is stored first');
is(poster_rows($vid), 0, 'waiting: no poster row is visible');
is($t->sql_value('SELECT thumbnail_id FROM images WHERE id = '
    . $q->($vid)), undef, 'waiting: no thumbnailId');

is_deeply($t->kill9_pictord, { signal => 9 }, 'pictord SIGKILLed there');
unlock($s);
is(poster_rows($vid), 0, 'killed: no poster row');

$t->start_pictord;
my $st = $e->wait_job($vid, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the next attempt completed')
    or diag(explain($st));
is($st->{attempts}, 2, 'the next attempt: the second');
is(poster_rows($vid), 1, 'one poster row');
my $pid = $t->sql_value('SELECT id FROM images WHERE source_asset_id = '
    . $q->($vid)) // 'img_none';
is($t->sql_value('SELECT thumbnail_id FROM images WHERE id = '
    . $q->($vid)), $pid, 'thumbnailId is that poster');
ok(-e "$dir/storage/vc/$pid", 'its object is stored');
is(join('/', @{$st}{qw(totalAssets processedAssets succeededAssets
    failedAssets)}), '1/1/1/0', 'completed: counters 1/1/1/0');
$t->stop_pictord;

###############################################################################
# the video deleted while the job waits at its commit

my @before = sort $t->storage_files;
my ($gone, $gjob) = upload_video('deleted');
$s = lock_video($gone);
$t->start_pictord;
wait_lock_waits(1, 'deleted: the job waits for the video\'s row');
unlock($s, 'DELETE FROM images WHERE id = ' . $q->($gone) . ';');
Pictor::Test::wait_for(sub { job_row($gjob)->[0] =~ /^(Completed|Failed)$/ },
    60, 0.1);
my $row = job_row($gjob);
is($row->[0], 'Failed', 'deleted: the job failed');
is($row->[1], 'the image was deleted', 'deleted: the reason');
is($row->[2], 1, 'deleted: not retried');
is(poster_rows($gone), 0, 'deleted: no poster row');
is_deeply([sort $t->storage_files], [sort @before, "vc/$gone"],
    'deleted: no poster object left (the video\'s own stays: the session'
    . ' deleted its row only)');
$t->stop_pictord;

###############################################################################
# the video's DELETE waits behind the job

@before = sort $t->storage_files;
my ($late, $ljob) = upload_video('deleted late');
$s = lock_video($late);
$t->start_pictord;
wait_lock_waits(1, 'late: the job waits for the video\'s row');
my $del = fork;
die "fork: $!" unless defined $del;
if ($del == 0) {
    $t->{ua} = {};
    my $r = $t->http(DELETE => "/api/vc/images/$late", key => $key);
    Pictor::Test::write_file("$dir/late.out", "$r->{status} $r->{content}");
    POSIX::_exit($r->{status} == 204 ? 0 : 1);
}
# the DELETE's locking read of the video and what derives from it
ok(Pictor::Test::wait_for(sub { $t->sql_value('SELECT COUNT(*) FROM'
    . ' information_schema.processlist WHERE info LIKE'
    . " 'SELECT id FROM images WHERE project_id = ? AND (id = ?%'") >= 1 },
    20, 0.05), 'late: the DELETE waits too');
unlock($s);
waitpid($del, 0);
is($?, 0, 'late: DELETE 204')
    or diag(Pictor::Test::read_file("$dir/late.out"));
$row = job_row($ljob);
is($row->[0], 'Completed', 'late: the job completed first');
is(poster_rows($late), 0, 'late: the DELETE took the poster\'s row');
is($t->sql_value('SELECT COUNT(*) FROM images WHERE id = ' . $q->($late)),
    0, 'late: and the video\'s');
is_deeply([sort $t->storage_files], \@before,
    'late: no object of either left');

$t->done;
