#!/usr/bin/perl

# The pictor_metrics endpoint (issue 20 item 2): the shipped /metrics is
# on a loopback listener of its own, not on the public server (issue 28); after known work (renders of two formats,
# one with a plugin, failed deliveries, an upload to the managed store on
# the S3 emulator, a job) a second scrape differs from the first by
# exactly that work, every line parses as Prometheus text 0.0.4, counters
# end in _total and each histogram's buckets add up to its count.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-managed');

my $spec = $emu->managed_spec($t->dir . '/managed.cred', prefix => 'm/');

$t->start(pictord => 1, test_jobs => 1,
    http => "pictor_managed_store $spec;",
    pictord_conf => { managed_store => $spec });

my $key = $t->project_with_key('mx', 'metrics@example.com');

my $NAME  = qr/[a-zA-Z_:][a-zA-Z0-9_:]*/;
my $LABEL = qr/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"/;
my $VALUE = qr/(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|[+-]Inf|NaN)/;

# GET /metrics: { "name{labels}" => value }, after checking every line
sub scrape {
    my ($what) = @_;
    my $r = $t->http(GET => '/metrics', metrics => 1);
    is($r->{status}, 200, "$what: 200") or diag($r->{content});
    like($r->{ct} // '', qr{^text/plain; version=0\.0\.4}, "$what: type");

    my (%m, %type, @bad);
    for my $line (split /\n/, $r->{content}) {
        if ($line =~ /^# HELP ($NAME) \S/) {
            next;
        } elsif ($line =~ /^# TYPE ($NAME) (counter|gauge|histogram)$/) {
            $type{$1} = $2;
        } elsif ($line =~ /^($NAME)(\{$LABEL(?:,$LABEL)*\})? ($VALUE)$/) {
            my ($name, $labels, $v) = ($1, $2 // '', $3);
            my $family = $name;
            $family =~ s/_(?:bucket|sum|count)$// unless $type{$name};
            push @bad, "no TYPE before: $line" unless $type{$family};
            push @bad, "counter without _total: $line"
                if ($type{$family} // '') eq 'counter'
                    && $name !~ /_total$/;
            $m{"$name$labels"} = $v;
        } else {
            push @bad, "does not parse: $line";
        }
    }
    is_deeply(\@bad, [], "$what: every line parses") or diag(join "\n", @bad);

    # histograms: buckets never fall, +Inf is the count
    for my $f (qw(jpeg png webp avif gif)) {
        my $l = qq{format="$f"};
        my @b = map { $m{"pictor_render_seconds_bucket{$l,le=\"$_\"}"} }
            qw(0.005 0.01 0.025 0.05 0.1 0.25 0.5 1 2.5 5 10 +Inf);
        my $ok = !grep { !defined } @b;
        $ok &&= $b[$_] <= $b[$_ + 1] for 0 .. $#b - 1;
        ok($ok && $b[-1] == $m{"pictor_render_seconds_count{$l}"}
            && $b[-1] == $m{"pictor_renders_total{$l}"},
            "$what: $f buckets add up to the count");
    }
    return \%m;
}

sub delta {
    my ($a, $b, $k) = @_;
    return ($b->{$k} // 0) - ($a->{$k} // 0);
}

# --- internal side only ------------------------------------------------------

# the public server has none, from loopback either: behind a local proxy
# every client is 127.0.0.1
my $r = $t->http(GET => '/metrics');
isnt($r->{status}, 200, 'the public server: no /metrics');
unlike($r->{content}, qr/^pictor_/m, 'the public server: no metric in it');
$r = $t->http(GET => '/metrics', headers => { 'X-Forwarded-For' => '1.2.3.4' });
unlike($r->{content}, qr/^pictor_/m, 'nor through a proxy');
$r = $t->http(GET => '/', metrics => 1);
is($r->{status}, 404, 'the metrics listener serves /metrics alone');

# --- the work ----------------------------------------------------------------

my $m0 = scrape('first scrape');
ok(defined $m0->{'pictor_thread_pool_queued{pool="pictor"}'}
    && defined $m0->{'pictor_thread_pool_queued{pool="pictor_render"}'},
    'the two pools\' queues are there');
ok($m0->{pictor_cache_zone_pages} > 0
    && $m0->{pictor_cache_zone_pages_used} > 0
    && $m0->{pictor_cache_zone_pages_used} <= $m0->{pictor_cache_zone_pages},
    'the generation zone\'s pages');
is($m0->{pictor_database_up}, 1, 'the database answered');

my $req0 = scalar $emu->requests;

$r = $t->upload('mx', key => $key,
    file => $t->corpus('images/missing-exif.jpg'));
is($r->{status}, 201, 'upload') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_none';

$r = $t->http(POST => '/api/mx/plugins/filter/activate', key => $key);
is($r->{status}, 200, 'activate filter') or diag($r->{content});

# distinct URLs: every one misses the front's cache and renders
for my $u ("w_100.webp", "w_101.webp", "w_102,filter_grayscale.webp",
    "w_100.png", "w_101.png")
{
    $r = $t->http(GET => "/mx/$id/$u");
    is($r->{status}, 200, "render $u") or diag($r->{content});
}
$r = $t->http(GET => "/mx/$id/w_100.png");
is($r->{headers}{'x-cache'}, 'HIT', 'the same URL again is a cache hit');

# deactivating bumps the project's generation (p:mx): a new zone entry
$r = $t->http(POST => '/api/mx/plugins/filter/deactivate', key => $key);
is($r->{status}, 200, 'deactivate filter') or diag($r->{content});

$r = $t->http(GET => "/mx/$id/zz_1.png");
is($r->{status}, 400, 'a bad token: 400');
$r = $t->http(GET => '/mx/img_doesnotexist1/w_10.png');
is($r->{status}, 404, 'a missing image: 404');

my $job = $t->http(POST => '/api/mx/jobs/test', key => $key, json => {});
is($job->{status}, 202, 'a test job') or diag($job->{content});
my $jid = ($job->{json} || {})->{jobId} // 'none';
ok(Pictor::Test::wait_for(sub {
    my $j = $t->http(GET => "/api/mx/jobs/$jid", key => $key)->{json};
    return (($j || {})->{status} // '') eq 'Completed' }, 30),
    'the job completes');

my $s3ops = scalar($emu->requests) - $req0;
my $m1 = scrape('second scrape');

# --- the deltas --------------------------------------------------------------

is(delta($m0, $m1, 'pictor_renders_total{format="webp"}'), 3, 'webp: 3');
is(delta($m0, $m1, 'pictor_renders_total{format="png"}'), 2, 'png: 2');
is(delta($m0, $m1, 'pictor_renders_total{format="jpeg"}'), 0, 'jpeg: 0');
is(delta($m0, $m1, 'pictor_render_seconds_count{format="webp"}'), 3,
    'webp histogram count: 3');
ok(delta($m0, $m1, 'pictor_render_seconds_sum{format="webp"}') > 0,
    'webp render seconds grew');
is(delta($m0, $m1, 'pictor_plugin_invocations_total{plugin="filter"}'), 1,
    'filter: 1 invocation');
is(delta($m0, $m1, 'pictor_plugin_invocations_total{plugin="bg"}'), 0,
    'bg: none');
is(delta($m0, $m1, 'pictor_render_failures_total{kind="bad-request"}'), 1,
    'failures: 1 bad-request');
is(delta($m0, $m1, 'pictor_render_failures_total{kind="not-found"}'), 1,
    'failures: 1 not-found');
is(delta($m0, $m1, 'pictor_render_failures_total{kind="internal"}'), 0,
    'failures: no internal');

# every store operation on the managed bucket is one request the emulator
# saw (no retries here); nothing went to the local driver
ok($s3ops > 0, "the emulator saw $s3ops requests");
is(delta($m0, $m1, 'pictor_store_requests_total{driver="s3"}'), $s3ops,
    's3 store requests: the emulator\'s count');
is(delta($m0, $m1, 'pictor_store_errors_total{driver="s3"}'), 0,
    's3 store errors: 0');
is(delta($m0, $m1, 'pictor_store_requests_total{driver="local"}'), 0,
    'local store requests: 0');

is(delta($m0, $m1, 'pictor_cache_zone_entries'), 1,
    'the generation zone holds one entry more (p:mx)');

is(delta($m0, $m1, 'pictor_jobs{kind="test",status="Completed"}'), 1,
    'jobs: 1 more completed test job');
is($m1->{'pictor_thread_pool_queued{pool="pictor_render"}'}, 0,
    'nothing queued once the work is done');

# --- one pool for API calls and renders ---------------------------------------

# without pictor_render_thread_pool renders run in the API pool: it is
# one series, not the same labels twice
my $n = Pictor::Test->new_node($t);
$n->start_node(render_thread_pool => undef);
$r = $n->http(GET => '/metrics', metrics => 1);
is($r->{status}, 200, 'one pool: 200');
my @pools = $r->{content} =~ /^pictor_thread_pool_queued\{pool="([^"]*)"\}/mg;
is_deeply(\@pools, ['pictor'], 'one pool: one series, named pictor');
$n->done_node;

$t->done;
