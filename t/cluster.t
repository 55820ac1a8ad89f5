#!/usr/bin/perl

# Two nodes of one deployment (issue 19 item 3): two nginx with the module
# and two pictords on one MariaDB, the managed store on the S3 emulator
# (pictor_managed_store), driven over HTTP on both nodes:
#
# - upload on A, deliver on B (variant and original);
# - delete on A: B stops serving its cached variant; a named transform
#   changed on B: A renders the new version; a purge on B, a watermark
#   replaced on A and strip-exif on A likewise (cache_events, polled each
#   second); the project's store changed on A: B writes and reads there;
# - both pictords take jobs posted on both nodes, each job runs exactly
#   once, also when the pictord running one is SIGKILLed;
# - node A's nginx stopped: B keeps serving and accepting uploads;
# - the database restarted: both nodes recover without restarts.
#
# How long each change took to reach the other node is printed (diag),
# never asserted: make bench measures it (section cluster).

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(time);
use Pictor::Test;
use Pictor::Image;
use Pictor::S3Emu;

my $a = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $emu = Pictor::S3Emu->start($a->dir, bucket => 'cluster-managed');
my $img = Pictor::Image->new($a)->need_tools;

my $spec = $emu->managed_spec($a->dir . '/managed.cred', prefix => 'n/');
my %node = (http => "pictor_managed_store $spec;",
    pictord_conf => { managed_store => $spec, test_jobs => 'on' },
    server => 'pictor_test_routes on;', pictord => 1);

$a->start(%node);
$a->sql($Pictor::Test::TEST_JOBS_TABLE);
my $b = Pictor::Test->new_node($a);
$b->start_node(%node);

my $key = $a->project_with_key('cl', 'own@example.com');
my $jpg = $a->corpus('images/missing-exif.jpg');
my $bytes = Pictor::Test::read_file($jpg);

sub upload_on {
    my ($n) = @_;
    my $r = $n->upload('cl', key => $key, file => $jpg);
    die "upload: $r->{status} $r->{content}" unless $r->{status} == 201;
    return $r->{json}{imageId};
}

sub xcache { scalar(($_[0]{headers} || {})->{'x-cache'}) // '' }

# polls $cond up to 15 s; returns the seconds it took, or undef
sub within {
    my ($cond) = @_;
    my $t0 = time;
    while (time - $t0 < 15) {
        return time - $t0 if $cond->();
        select(undef, undef, undef, 0.05);
    }
    return undef;
}

sub width_on {
    my ($n, $path) = @_;
    my $r = $n->http(GET => $path);
    return 0 unless $r->{status} == 200;
    my ($w) = $img->size($img->save($r->{content}, 'img'));
    return $w // 0;
}

###############################################################################
# upload on A, deliver on B

my $id = upload_on($a);
my $r = $b->http(GET => "/cl/$id/original");
ok($r->{status} == 200 && $r->{content} eq $bytes,
    'uploaded on A: B serves the original');
is(width_on($b, "/cl/$id/w_140.webp"), 140, 'uploaded on A: B renders it');
is(xcache($b->http(GET => "/cl/$id/w_140.webp")), 'HIT',
    'B caches the variant');

###############################################################################
# invalidation across nodes

is($a->http(DELETE => "/api/cl/images/$id", key => $key)->{status}, 204,
    'DELETE on A: 204');
my $s = within(sub { $b->http(GET => "/cl/$id/w_140.webp")->{status} == 404 });
ok(defined $s, 'deleted on A: B stops serving the cached variant');
diag(sprintf 'delete reached B in %.2f s', $s // -1);

$id = upload_on($b);
is($a->http(POST => '/api/cl/transforms', key => $key,
    json => { name => 'card', parameters => { w => 50 } })->{status}, 201,
    'named transform card made on A');
is(width_on($a, "/cl/$id/t_card.png"), 50, 'A renders card at 50 px');
is(xcache($a->http(GET => "/cl/$id/t_card.png")), 'HIT', 'and caches it');
is($b->http(PUT => '/api/cl/transforms/card', key => $key,
    json => { parameters => { w => 80 } })->{status}, 200,
    'card changed on B');
$s = within(sub { width_on($a, "/cl/$id/t_card.png") == 80 });
ok(defined $s, 'changed on B: A renders the new version');
diag(sprintf 'transform change reached A in %.2f s', $s // -1);

is(width_on($a, "/cl/$id/w_90.png"), 90, 'A caches w_90');
is(xcache($a->http(GET => "/cl/$id/w_90.png")), 'HIT', 'a HIT on A');
is($b->http(POST => "/api/cl/images/$id/purge", key => $key)->{status},
    202, 'purge on B: 202');
$s = within(sub { xcache($a->http(GET => "/cl/$id/w_90.png")) eq 'MISS' });
ok(defined $s, 'purged on B: A renders anew');

# a watermark replaced on A: B draws the new one
sub wm_put {
    my ($n, $rgb) = @_;
    my ($body, $ct) = Pictor::Test::multipart(file => { filename => 'w.png',
        type => 'image/png', content => Pictor::Test::read_file(
            $img->solid(64, 64, $rgb)) }, name => 'mark');
    $n->http(DELETE => '/api/cl/watermarks/mark', key => $key);
    return $n->http(POST => '/api/cl/watermarks', body => $body,
        headers => { 'Content-Type' => $ct }, key => $key)->{status};
}
sub centre_red {
    my ($n) = @_;
    my $r = $n->http(GET => "/cl/$id/w_200,wm_mark,wm_pos_c,wm_scale_30.png");
    return -1 unless $r->{status} == 200;
    my $f = $img->save($r->{content}, 'png');
    my @p = $img->point($f, 100, int(($img->size($f))[1] / 2));
    return $p[0] // -1;
}
is(wm_put($a, [255, 0, 0]), 201, 'watermark "mark" (red) on A');
ok(centre_red($b) > 200, 'B draws it red');
is(wm_put($a, [0, 0, 255]), 201, 'watermark "mark" replaced (blue) on A');
$s = within(sub { my $c = centre_red($b); $c >= 0 && $c < 60 });
ok(defined $s, 'replaced on A: B draws the new one');

# strip-exif on A: B renders anew and serves the stripped original
my $eid = ($a->upload('cl', key => $key, file => $a->corpus(
    'exif/Landscape_1.jpg'))->{json} || {})->{imageId} // 'img_none';
ok(index($b->http(GET => "/cl/$eid/original")->{content}, "Exif\0\0") >= 0,
    'B serves the original with its EXIF');
is(width_on($b, "/cl/$eid/w_70.jpg"), 70, 'B caches w_70');
is(xcache($b->http(GET => "/cl/$eid/w_70.jpg")), 'HIT', 'a HIT on B');
is($a->http(POST => "/api/cl/$eid/strip-exif", key => $key)->{status}, 200,
    'strip-exif on A');
ok(defined within(sub { xcache($b->http(GET => "/cl/$eid/w_70.jpg"))
    eq 'MISS' }), 'stripped on A: B renders anew');
my $o = $b->http(GET => "/cl/$eid/original");
ok($o->{status} == 200 && index($o->{content}, "Exif\0\0") < 0,
    'and B serves the stripped original');

# the project's store changed on A: B writes and reads the new bucket
my $cust = Pictor::S3Emu->start($a->dir . '/cust', bucket => 'customer');
$a->ctl('plan', 'set', 'cl', 'pro');
my $jar = $a->jar;
$a->login('own@example.com', 'password for cl 1', $jar);
is($a->http(PUT => '/api/cl/storage', jar => $jar,
    json => $cust->storage_body(pathPrefix => 'c/'))->{status}, 200,
    'PUT storage on A: the customer bucket');
my $cid = upload_on($b);
ok(defined $cust->object("c/cl/$cid"),
    'an upload on B lands in the customer bucket');
ok(!defined $emu->object("n/cl/$cid"), 'not in the managed store');
is(width_on($a, "/cl/$cid/w_55.png"), 55, 'A renders it from there');
is($b->http(DELETE => '/api/cl/storage', jar => $jar)->{status}, 200,
    'DELETE storage on B: back to the managed store');
$cid = upload_on($a);
ok(defined $emu->object("n/cl/$cid"), 'an upload on A lands there again');
$cust->stop;

###############################################################################
# jobs: both pictords, every job once

sub post_job {
    my ($n, %p) = @_;
    my $r = $n->http(POST => '/api/cl/jobs/test', key => $key, json => \%p);
    return ($r->{json} || {})->{jobId};
}
sub job_status {
    my ($id) = @_;
    return $a->sql_value('SELECT status FROM jobs WHERE id = '
        . Pictor::Test::sql_quote($id // '')) // '';
}

my @jobs = map { post_job($_ % 2 ? $a : $b, sleepMs => 200) } 1 .. 24;
is(scalar(grep { defined } @jobs), 24, '24 test jobs posted on both nodes');
ok(defined within(sub { !grep { job_status($_) ne 'Completed' } @jobs }),
    'every job completed');
my $in = join ',', map { Pictor::Test::sql_quote($_) } grep { defined } @jobs;
is($a->sql_value("SELECT COUNT(*) FROM job_test_effects WHERE job_id IN"
    . " ($in)"), 24, 'each job ran exactly once');
my @pids = map { /:(\d+):/ ? $1 : () } split /\n/, $a->sql_value(
    'SELECT GROUP_CONCAT(DISTINCT worker SEPARATOR "\n") FROM'
    . " job_test_effects WHERE job_id IN ($in)") // '';
my %by = map { $_ => 1 } @pids;
ok($by{$a->pictord_pid} && $by{$b->pictord_pid},
    'both pictords took jobs') or diag("workers: @pids");

# the pictord running a job is SIGKILLed: the other one finishes it, once
my $long = post_job($a, sleepMs => 4000);
ok(defined within(sub { job_status($long) eq 'Running' }), 'a long job runs');
my $owner = $a->sql_value('SELECT lease_owner FROM jobs WHERE id = '
    . Pictor::Test::sql_quote($long)) // '';
my ($victim, $other) = $owner =~ /:\Q${\ $a->pictord_pid }\E:/ ? ($a, $b)
    : ($b, $a);
$victim->kill9_pictord;
ok(defined within(sub { job_status($long) eq 'Completed' }),
    'the SIGKILLed pictord\'s job completed on the other');
is($a->sql_value('SELECT COUNT(*) FROM job_test_effects WHERE job_id = '
    . Pictor::Test::sql_quote($long)), 1, 'and ran exactly once');
like($a->sql_value('SELECT worker FROM job_test_effects WHERE job_id = '
    . Pictor::Test::sql_quote($long)) // '',
    qr/:\Q${\ $other->pictord_pid }\E:/, 'on the surviving pictord');
$victim->start_pictord;

###############################################################################
# one nginx node down, then the database restarted

$a->stop_nginx;
my $id2 = upload_on($b);
is(width_on($b, "/cl/$id2/w_60.png"), 60, 'A stopped: B uploads and serves');

$a->stop_mariadb;
my $down = $b->http(GET => "/cl/$id2/w_61.png");
ok($down->{status} >= 500 && $down->{status} != 500,
    "database down: B answers $down->{status} (problem, not a crash)");
$a->start_mariadb;
$a->start_nginx;
ok(defined within(sub { width_on($b, "/cl/$id2/w_62.png") == 62 }),
    'database back: B serves again without a restart');
ok(defined within(sub { width_on($a, "/cl/$id2/w_63.png") == 63 }),
    'and A');
my $j = post_job($b, sleepMs => 10);
ok(defined within(sub { job_status($j) eq 'Completed' }),
    'and the pictords take jobs again');

$emu->stop;
$b->done_node;
$a->done;
