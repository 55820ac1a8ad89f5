#!/usr/bin/perl

# pictord's purges at Fastly, Cloudflare and a webhook (docs/CDN.md
# "Targets"), each against a strict emulator that checks the request as
# the provider documents it (Pictor::CdnEmu): every invalidation reaches
# every target; a target that fails (503, a closed connection, a hang,
# Cloudflare's "success": false) gets the events later, none lost; two
# pictords send each event once; pictorctl doctor checks each target, and
# a bad token file stops pictord at its start.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(time sleep);
use Pictor::Test;
use Pictor::CdnEmu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my %cdn = map { $_ => Pictor::CdnEmu->start($t->dir, kind => $_,
    hang_secs => 5) } qw(fastly cloudflare webhook);
my @lines = map { $cdn{$_}->purge_line } qw(fastly cloudflare webhook);
$t->start(pictord => 1, pictord_conf => { cdn_purge => \@lines,
    cdn_poll_interval_ms => 100, cdn_timeout_ms => 2000 });

my $P = 'prov';
my $key = $t->project_with_key($P);

sub upload_ok {
    my $r = $t->upload($P, key => $key,
        file => $t->corpus('images/concert_gray.jpg'));
    is($r->{status}, 201, 'upload: 201') or diag($r->{content});
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub purge_ok {
    my ($id) = @_;
    my $r = $t->http(POST => "/api/$P/images/$id/purge", key => $key);
    is($r->{status}, 202, "purge $id: 202");
}

# every target got tag within secs
sub everywhere_ok {
    my ($tag, $name, $secs) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    for my $k (sort keys %cdn) {
        ok($cdn{$k}->wait_purged($tag, $secs // 10), "$name: $k has it")
            or diag(explain([$cdn{$k}->requests]));
    }
}

# --- each provider, as documented -------------------------------------------

my $id = upload_ok();
purge_ok($id);
everywhere_ok("$P/$id", 'a purge');

for my $k (sort keys %cdn) {
    my @bad = grep { $_->{status} >= 300 } $cdn{$k}->requests;
    is(scalar @bad, 0, "$k: every request was as the provider documents")
        or diag(explain(\@bad));
}

my ($hook) = grep { grep { $_ eq "$P/$id" } @{ $_->{tags} } }
    $cdn{webhook}->purges;
ok($hook && @{ $hook->{events} || [] } >= 1
    && !grep({ !defined $_->{id} || $_->{id} !~ /^\d+$/ }
        @{ $hook->{events} }), 'the webhook names each event by its id')
    or diag(explain($hook));

# a transform deleted: its tag
my $r = $t->http(POST => "/api/$P/transforms", key => $key,
    json => { name => 'thumb', parameters => { w => 64 } });
is($r->{status}, 201, 'a named transform: 201');
$r = $t->http(DELETE => "/api/$P/transforms/thumb", key => $key);
is($r->{status}, 204, 'deleted: 204');
everywhere_ok("$P/t/thumb", 'a transform deleted');

# --- failures: the events wait, then arrive -----------------------------------

my %modes = (fastly => [3, 503], cloudflare => [2, 'unsuccessful'],
    webhook => [1, 'close']);
$cdn{$_}->fail(@{ $modes{$_} }) for keys %modes;
my $id2 = upload_ok();
purge_ok($id2);
everywhere_ok("$P/$id2", 'after 503s, success: false, a closed connection',
    30);
for my $k (sort keys %modes) {
    my @failed = grep { $_->{failure} } $cdn{$k}->requests;
    cmp_ok(scalar @failed, '>=', $modes{$k}[0],
        "$k: the failures happened ($modes{$k}[1])");
}

$cdn{fastly}->fail(1, 'hang');
my $id3 = upload_ok();
purge_ok($id3);
everywhere_ok("$P/$id3", 'after a hang past cdn_timeout_ms', 30);

# a provider down for a while: its events wait in the outbox
$cdn{cloudflare}->stop;
my $id4 = upload_ok();
purge_ok($id4);
ok($cdn{fastly}->wait_purged("$P/$id4", 10), 'the others go on meanwhile');
sleep 1;
my $err = $t->sql_value('SELECT last_error FROM cdn_targets WHERE name'
    . " LIKE 'cloudflare%'");
ok(defined $err && length $err, 'the down target\'s error is recorded')
    or diag($err);
$cdn{cloudflare}->restart;
ok($cdn{cloudflare}->wait_purged("$P/$id4", 30),
    'the down target gets the event once it is back');

# --- two pictords: each event once per target ----------------------------------

my @ids = map { upload_ok() } 1 .. 3;
$t->stop_pictord;
my $before = scalar map { @{ $_->{events} } } $cdn{webhook}->purges;
my @seen = map { $_->{id} } map { @{ $_->{events} } } $cdn{webhook}->purges;
purge_ok($_) for @ids;
$t->start_pictord;
my $second = $t->spawn([$t->binary('pictord'), '-c',
    $t->pictord_conf_path], stdout => $t->dir . '/pictord2.log',
    stderr => $t->dir . '/pictord2.log');
for my $n (1 .. 20) {
    purge_ok($ids[$n % 3]);
    sleep 0.05;
}
ok($cdn{webhook}->wait_purged("$P/$_", 20), "two pictords: $_ purged")
    for @ids;
sleep 2;
my @events = map { @{ $_->{events} } } $cdn{webhook}->purges;
my %count;
$count{ $_->{id} }++ for @events;
my @twice = grep { $count{$_} > 1 } sort keys %count;
is_deeply(\@twice, [], 'two pictords sent no event twice')
    or diag("events sent more than once: @twice");
my $expect = $t->sql_value('SELECT COUNT(*) FROM cache_events WHERE cdn_tag IN ('
    . join(',', map { Pictor::Test::sql_quote("$P/$_") } @ids) . ')');
my $got = grep { my $e = $_; grep { $e->{tag} eq "$P/$_" } @ids } @events;
is($got, $expect, "every one of the $expect events reached the webhook");
kill 'TERM', $second;
Pictor::Test::wait_child($second, 10);

# --- doctor, and a bad token file -----------------------------------------

my ($rc, $out) = $t->ctl('doctor');
for my $k (qw(fastly cloudflare webhook)) {
    like($out, qr/^cdn \Q$k\E[^\n]*: ok$/m, "doctor: the $k target takes"
        . ' a purge');
}
$cdn{fastly}->stop;
($rc, $out) = $t->ctl('doctor');
like($out, qr/^cdn fastly[^\n]*: FAIL: /m, 'doctor: a target down fails');
isnt($rc, 0, 'doctor exits non-zero then');
$cdn{fastly}->restart;

# a token file others may read: pictord refuses to start (its own log,
# since an emerg line fails the harness's check of pictord.log)
chmod 0644, $cdn{webhook}->token_file;
my $bad_log = $t->dir . '/pictord-bad.log';
my $bad = $t->spawn([$t->binary('pictord'), '-c', $t->pictord_conf_path],
    stdout => $bad_log, stderr => $bad_log);
my $st = Pictor::Test::wait_child($bad, 10);
ok(defined $st && $st != 0, 'a token file others can read: pictord exits'
    . ' at its start');
like(Pictor::Test::read_file($bad_log) // '',
    qr/cdn_purge webhook secret_file .*chmod 600/,
    'and says which line and what to do');
chmod 0600, $cdn{webhook}->token_file;

$t->done;
