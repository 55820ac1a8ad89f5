#!/usr/bin/perl

# The CDN emulator of the tests (t/lib/Pictor/CdnEmu.pm) on its own: for
# each kind, a request as the provider documents it is accepted and
# recorded, and each way of getting it wrong (the token, the path, the
# method, the content type, the body's schema, a webhook's signature) is
# refused in the provider's error shape and recorded as no purge; the
# failures it is told to make (a status, a closed connection, a hang,
# Cloudflare's 200 without success) come for as many requests as said,
# a hanging one holding up no other.  Needs no build.

use strict;
use warnings;

use Digest::SHA qw(hmac_sha256_hex);
use File::Temp qw(tempdir);
use HTTP::Tiny;
use JSON::PP;
use Test::More;
use Time::HiRes qw(time);

use Pictor::CdnEmu;

my $dir = tempdir('cdnemu-XXXXXX', DIR => '/tmp', CLEANUP => 1);
my $ua = HTTP::Tiny->new(timeout => 10);
my $J = JSON::PP->new->utf8->canonical;
my $JSONCT = 'application/json';

sub req {
    my ($method, $url, $headers, $body) = @_;
    return $ua->request($method, $url, { headers => $headers // {},
        (defined $body ? (content => $body) : ()) });
}

sub json_of { my $v = eval { $J->decode($_[0]{content}) }; $v }

subtest 'fastly' => sub {
    my $e = Pictor::CdnEmu->start($dir, kind => 'fastly');
    my $url = $e->endpoint . '/service/' . $e->id . '/purge';
    my %h = ('Fastly-Key' => $e->token, 'Content-Type' => $JSONCT,
             Accept => $JSONCT);

    is($e->purge_line, 'fastly service=' . $e->id . ' token_file='
       . $e->token_file . ' endpoint=' . $e->endpoint, 'the cdn_purge line');
    like($e->endpoint, qr{^http://127\.0\.0\.1:\d+$}, 'on loopback');
    is((stat $e->token_file)[2] & 07777, 0600, 'the token file is 0600');
    open my $fh, '<', $e->token_file or die;
    is(scalar <$fh>, $e->token . "\n", 'the token on one line');

    my $r = req(POST => $url, \%h, '{"surrogate_keys":["shop","shop/i"]}');
    is($r->{status}, 200, 'a purge as Fastly documents it');
    is_deeply([sort keys %{ json_of($r) }], ['shop', 'shop/i'],
              'a purge id per key');
    is_deeply([$e->tags], ['shop', 'shop/i'], 'recorded');
    my ($p) = $e->purges;
    is($p->{soft}, 0, 'a hard purge');
    is($p->{form}, 'json', 'the keys in the body');

    $r = req(POST => $url, { %h, 'Fastly-Soft-Purge' => 1,
             'Surrogate-Key' => 'a b' });
    is($r->{status}, 200, 'keys in a Surrogate-Key header');
    is_deeply(($e->purges)[1], { %{ ($e->purges)[1] }, tags => ['a', 'b'],
              soft => 1, form => 'header' }, 'recorded as soft');

    my $body = '{"surrogate_keys":["x"]}';
    my @bad = (
        [401, 'Provided credentials are missing or invalid',
         POST => $url, { %h, 'Fastly-Key' => 'nope' }, $body],
        [401, 'Provided credentials', POST => $url,
         { 'Content-Type' => $JSONCT }, $body],
        [404, 'Record not found', POST => $e->endpoint . '/service/other/'
         . 'purge', \%h, $body],
        [404, 'Record not found', POST => $e->endpoint . '/purge/x', \%h,
         $body],
        [405, 'Method not allowed', GET => $url, \%h, undef],
        [400, 'Bad request', POST => $url,
         { %h, 'Content-Type' => 'text/plain' }, $body],
        [400, 'Bad request', POST => $url, \%h, '{"surrogate_keys":'],
        [400, 'Bad request', POST => $url, \%h, '{"surrogate_keys":"x"}'],
        [400, 'Bad request', POST => $url, \%h, '{"surrogate_keys":[]}'],
        [400, 'Bad request', POST => $url, \%h, '{"surrogate_keys":[1]}'],
        [400, 'Bad request', POST => $url, \%h,
         '{"surrogate_keys":["a b"]}'],
        [400, 'Bad request', POST => $url, \%h,
         '{"surrogate_keys":["x"],"soft":true}'],
        [400, 'Bad request', POST => $url, \%h, $J->encode(
         { surrogate_keys => [map { "k$_" } 1 .. 257] })],
    );
    for my $b (@bad) {
        my ($st, $msg, @rq) = @$b;
        my $r = req(@rq);
        is($r->{status}, $st, "$rq[0] $rq[1]: $st");
        is(json_of($r)->{msg} // '', $msg, '... Fastly\'s {"msg"}')
            if $msg !~ / /;
        like(json_of($r)->{msg} // '', qr/^\Q$msg/, '... its message');
    }
    is(scalar(my @p = $e->purges), 2, 'no refusal was a purge');
    my @r = $e->requests;
    is(scalar @r, 2 + @bad, 'every request logged');
    is($r[2]{why}, 'Provided credentials are missing or invalid',
       'with the reason of a refusal');
    ok(!(grep { ($_->{why} // '') =~ /\Q${\ $e->token }/ } @r),
       'the token is in no log line');
    $e->stop;
};

subtest 'cloudflare' => sub {
    my $e = Pictor::CdnEmu->start($dir, kind => 'cloudflare');
    my $url = $e->endpoint . '/zones/' . $e->id . '/purge_cache';
    my %h = (Authorization => 'Bearer ' . $e->token,
             'Content-Type' => $JSONCT);

    like($e->purge_line, qr{^cloudflare zone=\w+ token_file=\S+ endpoint=},
         'the cdn_purge line');

    my $r = req(POST => $url, \%h, '{"tags":["shop","shop/t/x"]}');
    is($r->{status}, 200, 'a purge by tags');
    is_deeply(json_of($r), { success => JSON::PP::true, errors => [],
              messages => [], result => { id => $e->id } },
              'the envelope with success true');
    is_deeply([$e->tags], ['shop', 'shop/t/x'], 'recorded');

    my $body = '{"tags":["x"]}';
    my @bad = (
        [403, 10000, POST => $url, { %h, Authorization => 'Bearer nope' },
         $body],
        [400, 9106, POST => $url, { 'Content-Type' => $JSONCT }, $body],
        [400, 6003, POST => $url, { %h, Authorization => 'Basic eDp5' },
         $body],
        [400, 7003, POST => $e->endpoint . '/zones/other/purge_cache', \%h,
         $body],
        [400, 7003, POST => $e->endpoint . '/zones/' . $e->id . '/purge',
         \%h, $body],
        [405, 10405, PUT => $url, \%h, $body],
        [400, 6003, POST => $url, { %h, 'Content-Type' => 'text/plain' },
         $body],
        [400, 1012, POST => $url, \%h, 'tags=x'],
        [400, 1012, POST => $url, \%h, '{"files":["http://h/x"]}'],
        [400, 1012, POST => $url, \%h, '{"tags":["x"],"hosts":["h"]}'],
        [400, 1012, POST => $url, \%h, '{"tags":[]}'],
        [400, 1012, POST => $url, \%h, '{"tags":[7]}'],
        [400, 1012, POST => $url, \%h,
         $J->encode({ tags => [map { "t$_" } 1 .. 101] })],
    );
    for my $b (@bad) {
        my ($st, $code, @rq) = @$b;
        my $r = req(@rq);
        my $o = json_of($r) // {};
        is($r->{status}, $st, "$rq[0] $rq[1]: $st");
        ok(JSON::PP::is_bool($o->{success}) && !$o->{success},
           '... "success": false');
        is($o->{errors}[0]{code}, $code, "... error $code");
        ok(length $o->{errors}[0]{message}, '... with a message');
        is_deeply($o->{messages}, [], '... in the envelope');
    }
    is(scalar(my @p = $e->purges), 1, 'no refusal was a purge');
    $e->stop;
};

# a webhook body as docs/CDN.md gives it, with %o over it
sub hook_body {
    my (%o) = @_;
    return $J->encode({ type => 'purge', tags => ['shop', 'shop/i'],
        events => [{ id => '7', tag => 'shop',
                     createdAt => '2026-12-02T14:05:00.123Z' },
                   { id => '9007199254740993', tag => 'shop/i',
                     createdAt => undef }],
        sentAt => '2026-12-02T14:06:00.000Z', %o });
}

subtest 'webhook' => sub {
    my $e = Pictor::CdnEmu->start($dir, kind => 'webhook',
                                  token => 'whsec/a b');
    my $url = $e->url;

    is($e->purge_line, "webhook $url secret_file=" . $e->token_file,
       'the cdn_purge line');
    my $body = hook_body();
    is($e->signature($body), 'sha256=' . hmac_sha256_hex($body,
       'whsec/a b'), 'the signature is the hex HMAC-SHA256 of the body');

    my $sign = sub { ('Content-Type' => $JSONCT,
                      'X-Pictor-Signature' => $e->signature($_[0])) };
    my $r = req(POST => $url, { $sign->($body) }, $body);
    is($r->{status}, 200, 'a signed purge');
    my ($p) = $e->purges;
    is_deeply($p->{tags}, ['shop', 'shop/i'], 'its tags recorded');
    is($p->{events}[1]{id}, '9007199254740993', 'its events');
    is($p->{sentAt}, '2026-12-02T14:06:00.000Z', 'its time');

    my @bad = (
        [401, 'bad signature', { 'Content-Type' => $JSONCT,
          'X-Pictor-Signature' => $e->signature($body . ' ') }, $body],
        [401, 'missing', { 'Content-Type' => $JSONCT }, $body],
        [401, 'missing', { 'Content-Type' => $JSONCT,
          'X-Pictor-Signature' => uc $e->signature($body) }, $body],
        [415, 'Content-Type', { $sign->($body),
          'Content-Type' => 'text/plain' }, $body],
        [400, 'not JSON', undef, '{"type":'],
        [400, 'keys', undef, hook_body(extra => 1)],
        [400, 'type', undef, hook_body(type => 'purge_all')],
        [400, 'repeat', undef, hook_body(tags => ['shop', 'shop', 'shop/i'])],
        [400, 'id is not a string', undef, hook_body(events => [
          { id => 7, tag => 'shop', createdAt => undef },
          { id => '8', tag => 'shop/i', createdAt => undef }])],
        [400, 'not in tags', undef, hook_body(events => [
          { id => '7', tag => 'other', createdAt => undef }])],
        [400, 'has no event', undef, hook_body(events => [
          { id => '7', tag => 'shop', createdAt => undef }])],
        [400, 'createdAt', undef, hook_body(events => [
          { id => '7', tag => 'shop', createdAt => '2026-12-02 14:05' },
          { id => '8', tag => 'shop/i', createdAt => undef }])],
        [400, 'sentAt', undef, hook_body(sentAt => 1764684360)],
    );
    for my $b (@bad) {
        my ($st, $why, $h, $body) = @$b;
        my $r = req(POST => $url, $h // { $sign->($body) }, $body);
        is($r->{status}, $st, "$st: $why");
        like(json_of($r)->{error} // '', qr/\Q$why/, '... {"error"} says');
    }
    is(req(POST => $e->endpoint . '/other', { $sign->($body) },
           $body)->{status}, 404, 'another path: 404');
    is(req(PUT => $url, { $sign->($body) }, $body)->{status}, 405,
       'PUT: 405');
    is(scalar(my @p = $e->purges), 1, 'no refusal was a purge');
    $e->stop;
};

subtest 'xkey' => sub {
    my $e = Pictor::CdnEmu->start($dir, kind => 'xkey');
    is($e->purge_line, 'xkey ' . $e->endpoint . '/', 'the cdn_purge line');

    my $r = req(PURGE => $e->url, { xkey => 'shop shop/i' });
    is($r->{status}, 200, 'PURGE with xkey');
    is($r->{content}, "Invalidated 2 objects\n", 'as the VCL answers');
    is_deeply([$e->tags], ['shop', 'shop/i'], 'recorded');

    is(req(GET => $e->url, { xkey => 'a' })->{status}, 405, 'GET: 405');
    is(req(PURGE => $e->url)->{status}, 400, 'no xkey: 400');
    is(req(PURGE => $e->url, { xkey => ' ' })->{status}, 400,
       'an empty xkey: 400');
    is(req(PURGE => $e->url, { xkey => 'a' }, 'body')->{status}, 400,
       'a body: 400');
    is(req(PURGE => $e->endpoint . '/x', { xkey => 'a' })->{status}, 404,
       'another path: 404');
    is(scalar(my @p = $e->purges), 1, 'no refusal was a purge');
    $e->stop;
};

subtest 'failures on demand' => sub {
    my $e = Pictor::CdnEmu->start($dir, kind => 'fastly', hang_secs => 5);
    my $url = $e->endpoint . '/service/' . $e->id . '/purge';
    my @good = (POST => $url, { 'Fastly-Key' => $e->token,
                'Content-Type' => $JSONCT }, '{"surrogate_keys":["k"]}');

    $e->fail(2, 503);
    my $r = req(@good);
    is($r->{status}, 503, 'told to: 503');
    is(json_of($r)->{msg}, 'emulated 503', "... in Fastly's shape");
    is(req(@good)->{status}, 503, 'twice');
    is(req(@good)->{status}, 200, 'then done');
    is(scalar(my @p = $e->purges), 1, 'only the one done is a purge');
    is_deeply([map { $_->{failure} // '' } $e->requests], [503, 503, ''],
              'the failures logged');

    $e->fail(1, 429);
    is(req(@good)->{status}, 429, 'told to: 429');

    $e->fail(1, 'close');
    $r = req(@good);
    is($r->{status}, 599, 'a connection closed unanswered');
    is(req(@good)->{status}, 200, 'then done');

    $e->fail(1, 'hang');
    my $t0 = time;
    $r = HTTP::Tiny->new(timeout => 1)->request(@good[0, 1],
        { headers => $good[2], content => $good[3] });
    is($r->{status}, 599, 'a request that hangs times out');
    ok(time - $t0 < 4, '... at the client\'s timeout');
    is(req(@good)->{status}, 200, 'a hanging one holds up no other');

    # restart keeps the port and what was recorded
    my $port = $e->port;
    $e->restart;
    is($e->port, $port, 'restarted on the same port');
    is(req(@good)->{status}, 200, 'and serving');
    is(scalar(@p = $e->purges), 4, 'the record kept');

    $e->stop;
    is(req(@good)->{status}, 599, 'stopped: nothing listens');

    my $c = Pictor::CdnEmu->start($dir, kind => 'cloudflare');
    my @cf = (POST => $c->endpoint . '/zones/' . $c->id . '/purge_cache',
              { Authorization => 'Bearer ' . $c->token,
                'Content-Type' => $JSONCT }, '{"tags":["x"]}');
    $c->fail(1, 'unsuccessful');
    $r = req(@cf);
    is($r->{status}, 200, 'Cloudflare: a 200 ...');
    ok(!json_of($r)->{success}, '... with "success": false');
    $c->fail(1, 500);
    is(json_of(req(@cf))->{errors}[0]{code}, 10000,
       "a 500 in Cloudflare's shape");
    is(req(@cf)->{status}, 200, 'then done');
    $c->stop;
};

done_testing;
