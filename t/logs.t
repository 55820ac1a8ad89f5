#!/usr/bin/perl

# The shipped logs (issue 20 item 3): the delivery locations' access log
# (log_format pictor_delivery) says a miss and a hit of one variant apart,
# with the render server's time on the miss only, the image id and the
# format delivered (from the extension, from Accept, "original"); pictord
# logs one line per job state change, with the job's id and kind, the
# same shape for running, retried, completed and failed.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start(pictord => 1, test_jobs => 1,
    pictord_conf => { retry_delay_seconds => 0 });
my $d = $t->dir;

my $key = $t->project_with_key('lg', 'logs@example.com');
my $r = $t->upload('lg', key => $key,
    file => $t->corpus('images/missing-exif.jpg'));
is($r->{status}, 201, 'upload') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_none';

# --- the access log ----------------------------------------------------------

is($t->http(GET => "/lg/$id/w_90.webp")->{status}, 200, 'miss');
is($t->http(GET => "/lg/$id/w_90.webp")->{headers}{'x-cache'}, 'HIT',
    'hit');
is($t->http(GET => "/lg/$id/w_91",
    headers => { Accept => 'image/webp,*/*' })->{status}, 200,
    'a negotiated variant');
is($t->http(GET => "/lg/$id/original")->{status}, 200, 'the original');
is($t->http(GET => "/lg/$id/zz_1.png")->{status}, 400, 'a bad token');
is($t->http(GET => '/metrics', metrics => 1)->{status}, 200, 'a scrape');

my @log = split /\n/, Pictor::Test::read_file("$d/access.log") // '';
sub lines_of {
    my ($path) = @_;
    # the front's lines (the render server logs its own, plain ones)
    return grep { m{^127\.0\.0\.1 .*"GET \Q$path\E HTTP/} } @log;
}

my @v = lines_of("/lg/$id/w_90.webp");
is(scalar @v, 2, 'two lines for the variant') or diag(join "\n", @log);
like($v[0] // '', qr{ 200 \d+ .* cache=MISS render=\d+\.\d{3} image=\Q$id\E format=webp time=\d+\.\d{3}$},
    'the miss: MISS, the render time, image and format');
like($v[1] // '', qr{ 200 \d+ .* cache=HIT render=- image=\Q$id\E format=webp time=},
    'the hit: HIT, no render time');
like((lines_of("/lg/$id/w_91"))[0] // '', qr{ image=\Q$id\E format=webp },
    'a negotiated format is the one Accept gave');
like((lines_of("/lg/$id/original"))[0] // '',
    qr{ image=\Q$id\E format=original }, 'the original: format=original');
like((lines_of("/lg/$id/zz_1.png"))[0] // '',
    qr{ 400 .* image=\Q$id\E format=- }, 'a bad token: the image, no format');
is(scalar(lines_of('/metrics')), 0, 'scrapes are not logged');

# --- pictord's job lines -----------------------------------------------------

sub job_done {
    my ($payload, $want) = @_;
    my $r = $t->http(POST => '/api/lg/jobs/test', key => $key,
        json => $payload);
    is($r->{status}, 202, 'a test job') or diag($r->{content});
    my $jid = ($r->{json} || {})->{jobId} // 'none';
    ok(Pictor::Test::wait_for(sub {
        my $j = $t->http(GET => "/api/lg/jobs/$jid", key => $key)->{json};
        return (($j || {})->{status} // '') eq $want }, 30), "job: $want");
    return $jid;
}

# the state changes of a job, in order: "state attempt"
sub states {
    my ($jid) = @_;
    my $log = Pictor::Test::read_file("$d/pictord.log") // '';
    my @s;
    push @s, "$1 $2" while $log =~
        /\] pictord\[\d+\]: job \Q$jid\E kind=test state=(\w+) attempt=(\d+)\/3 worker=\d+ ms=\d+/g;
    return \@s;
}

my $ok = job_done({ failTimes => 1 }, 'Completed');
is_deeply(states($ok), ['running 1', 'retried 1', 'running 2',
    'completed 2'], 'a job failing once: running, retried, running,'
    . ' completed');

my $bad = job_done({ failTimes => 9 }, 'Failed');
is_deeply(states($bad), ['running 1', 'retried 1', 'running 2',
    'retried 2', 'running 3', 'failed 3'],
    'a job failing for good: the last attempt says failed');
like(Pictor::Test::read_file("$d/pictord.log") // '',
    qr/job \Q$bad\E kind=test state=failed [^\n]*: internal error: test failure on attempt 3/,
    'the failed line has the reason and the detail');

$t->done;
