#!/usr/bin/perl

# Every customer-bucket provider end to end through nginx, the way a
# project's owner and its users meet it (issue 13, "Tests"), on the real
# emulators: S3 (s3rver behind a front that checks every SigV4 signature),
# Azure Blob (azurite, SharedKey checked) and GCS (t/emulators/gcs's
# strict JSON-API server, which stands in for Google because the
# firebase-tools emulator cannot run offline; it checks every JWT and
# bearer token).  For each provider, on a project of its own:
#
# - PUT storage refused on the free plan (403); with bad credentials a 422
#   carrying the provider's reason; validate and PUT with good ones; GET
#   shows no secret; health healthy;
# - an upload lands in the bucket under {pathPrefix}{project}/{imageId}
#   (read back through the emulator's own API), five variants of it fetch
#   the original once (the originals cache), DELETE removes the object;
# - a 30 MB original goes up (in parts, blocks or a resumable session)
#   without the nginx worker's peak RSS growing by anything like its size;
# - the emulator stopped: a cached variant still 200, a miss that needs
#   the original a 502 problem naming the provider; back: misses work
#   without a restart;
# - no secret in any response or in the error log.

use strict;
use warnings;

use POSIX ();
use Test::More;
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::AzureEmu;
use Pictor::GcsEmu;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;

$t->user_create('own@example.com', 'owner password 1');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

my $photo = $t->corpus('images/concert_gray.jpg');
my $photo_bytes = Pictor::Test::read_file($photo);
my $big = big_jpeg($t->dir . '/big.jpg', 30 * 1024 * 1024);
my $big_size = -s $big;
my @secrets;
my @responses;

sub req {
    my $r = $t->http(@_);
    push @responses, $r;
    return $r;
}

# A JPEG of $bytes bytes whose pixels are few: 64x64, then APP15
# segments of filler that every decoder skips; so a worker holding the
# file whole would show in its RSS, and its probe and render would not.
sub big_jpeg {
    my ($path, $bytes) = @_;
    my $small = $t->dir . '/small.jpg';
    system('vips', 'black', $small . '[Q=90]', 64, 64) == 0
        or die "vips black failed";
    my $jpg = Pictor::Test::read_file($small);
    my $seg = "\xFF\xEF" . pack('n', 65535) . ('P' x 65533);
    my $n = int(($bytes - length $jpg) / length($seg)) + 1;
    Pictor::Test::write_file($path,
        substr($jpg, 0, 2) . ($seg x $n) . substr($jpg, 2));
    return $path;
}

# The highest sum of the nginx workers' RssAnon (kB) seen every 10 ms
# while $code runs
sub anon_peak {
    my ($code) = @_;
    my $out = $t->dir . '/anon_peak';
    unlink $out;
    my $master = $t->nginx_pid;
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        my $max = 0;
        local $SIG{TERM} = sub {
            Pictor::Test::write_file($out, $max);
            POSIX::_exit(0);
        };
        while (1) {
            my $sum = 0;
            opendir my $dh, '/proc' or POSIX::_exit(1);
            for my $p (grep { /^\d+$/ } readdir $dh) {
                my $st = Pictor::Test::read_file("/proc/$p/stat") // next;
                next unless $st =~ /\) \S+ (\d+)/ && $1 == $master;
                my $s = Pictor::Test::read_file("/proc/$p/status") // next;
                $sum += $1 if $s =~ /^RssAnon:\s+(\d+)/m;
            }
            closedir $dh;
            $max = $sum if $sum > $max;
            select undef, undef, undef, 0.01;
        }
    }
    select undef, undef, undef, 0.1;
    $code->();
    kill 'TERM', $pid;
    waitpid $pid, 0;
    return Pictor::Test::read_file($out) // 0;
}

my %PROVIDER = (
    S3 => {
        start => sub { Pictor::S3Emu->start($t->dir, bucket => 'cust-s3') },
        bad => sub { +{ %{ $_[0]->storage_body(pathPrefix => 'p/') },
            secretAccessKey => 'wrong' . $_[0]->secret } },
        reason => qr/SignatureDoesNotMatch/,
        secrets => sub { ($_[0]->secret) },
        # a download of the object (not a HEAD)
        fetches => sub {
            my ($e, $k) = @_;
            scalar grep { ($_->{method} // '') eq 'GET'
                && ($_->{path} // '') =~ m{/\Q$k\E$} } $e->requests;
        },
        has => sub { $_[0]->object($_[1]) },
        size => sub { my $o = $_[0]->object($_[1]); defined $o
            ? length $o : undef },
    },
    AzureBlob => {
        start => sub { Pictor::AzureEmu->start($t->dir . '/az') },
        bad => sub { +{ %{ $_[0]->storage_body(pathPrefix => 'p/') },
            connectionString => $_[0]->connection_string(
                key => 'd3JvbmcgYWNjb3VudCBrZXkgZm9yIHRoZSB0ZXN0IQ==') } },
        reason => qr/AuthenticationFailed|Server failed to authenticate/,
        secrets => sub { ($Pictor::AzureEmu::KEY) },
        fetches => sub {
            my ($e, $k) = @_;
            scalar $e->requests(qr{"GET /[^"]*/\Q$k\E[ ?"]});
        },
        has => sub { $_[0]->object($_[1]) },
        size => sub { my $o = $_[0]->object($_[1]); defined $o
            ? length $o : undef },
    },
    GCS => {
        start => sub { Pictor::GcsEmu->start($t->dir . '/gcs') },
        bad => sub {
            my ($e) = @_;
            my $b = $e->storage_body(pathPrefix => 'p/');
            # a key the token endpoint does not know
            $b->{serviceAccountJson} = $e->service_account_json(
                key => $e->new_key);
            return $b;
        },
        reason => qr/\S/,
        secrets => sub { ($_[0]->key->{pem} =~ /^([A-Za-z0-9+\/]{40,})$/m) },
        fetches => sub {
            my ($e, $k) = @_;
            (my $enc = $k) =~ s{/}{%2F}g;
            # requests() gives those since its last call: keep them all
            push @{ $e->{all_requests} }, $e->requests;
            scalar grep { ($_->{method} // '') eq 'GET'
                && ($_->{query} // '') =~ /alt=media/
                && ($_->{path} // '') =~ m{/o/\Q$enc\E$}i }
                @{ $e->{all_requests} };
        },
        has => sub { $_[0]->object($_[1]) },
        size => sub { my $o = $_[0]->object($_[1]); defined $o
            ? length $o : undef },
    },
);

for my $name (qw(S3 AzureBlob GCS)) {
    subtest $name => sub { provider($name, $PROVIDER{$name}) };
}

my $log = Pictor::Test::read_file($t->dir . '/error.log') // '';
for my $s (grep { defined && length > 8 } @secrets) {
    ok(index($log, $s) < 0, 'no secret in the error log');
    ok(!grep({ index($_->{content}, $s) >= 0 } @responses),
        'no secret in any response');
}

$t->done;


sub provider {
    my ($name, $p) = @_;
    my $emu = $p->{start}->();
    push @secrets, $p->{secrets}->($emu);
    my $slug = lc "c-$name";
    $t->project_create($slug, 'own@example.com');
    my $key = $t->key_create($slug);
    my $good = $emu->storage_body(pathPrefix => 'p/');

    my $r = req(PUT => "/api/$slug/storage", jar => $own, json => $good);
    $t->problem_ok($r, 403, 'PUT on the free plan: 403');
    my ($rc) = $t->ctl('plan', 'set', $slug, 'business');
    is($rc, 0, 'the operator sets the plan to business');

    $r = req(PUT => "/api/$slug/storage", jar => $own,
        json => $p->{bad}->($emu));
    $t->problem_ok($r, 422, 'PUT with bad credentials: 422');
    like(($r->{json} || {})->{detail} // '', $p->{reason},
        'PUT with bad credentials: the provider\'s reason');

    $r = req(POST => "/api/$slug/storage/validate", jar => $own,
        json => $good);
    is(($r->{json} || {})->{success}, JSON::PP::true(), 'validate: success')
        or diag($r->{content});
    $r = req(PUT => "/api/$slug/storage", jar => $own, json => $good);
    is($r->{status}, 200, 'PUT good credentials: 200') or diag($r->{content});
    $r = req(GET => "/api/$slug/storage", jar => $own);
    is(($r->{json} || {})->{provider}, $name, "GET: provider $name");
    ok(!grep({ /secret|key|connection|serviceAccount/i }
        keys %{ $r->{json} || {} }), 'GET: no credential field');
    $r = req(POST => "/api/$slug/storage/health", jar => $own);
    is(($r->{json} || {})->{healthy}, JSON::PP::true(), 'health: healthy')
        or diag($r->{content});

    # an upload, its variants, its deletion
    $r = $t->upload($slug, key => $key, file => $photo);
    is($r->{status}, 201, 'upload: 201') or diag($r->{content});
    my $id = ($r->{json} || {})->{imageId} // 'img_none';
    my $k = "p/$slug/$id";
    is($p->{has}->($emu, $k), $photo_bytes,
        'upload: the object under {pathPrefix}{project}/{imageId}');
    my $f0 = $p->{fetches}->($emu, $k);     # the test's own read above
    for my $w (101 .. 105) {
        is($t->http(GET => "/$slug/$id/w_$w.jpg")->{status}, 200,
            "variant w_$w: 200");
    }
    is($p->{fetches}->($emu, $k) - $f0, 1, 'five variants fetched it once');

    # a 30 MB original: streamed up, not held (the workers' anonymous
    # memory sampled during the upload; file pages mapped to read the
    # upload's headers are the page cache's, not a copy)
    my $base = anon_peak(sub { select undef, undef, undef, 0.3 });
    my $peak = anon_peak(sub {
        $r = $t->upload($slug, key => $key, file => $big);
    });
    is($r->{status}, 201, '30 MB upload: 201') or diag($r->{content});
    my $bid = ($r->{json} || {})->{imageId} // 'img_none';
    is($p->{size}->($emu, "p/$slug/$bid"), $big_size,
        '30 MB upload: the whole object is in the bucket');
    cmp_ok($peak - $base, '<', 16 * 1024,
        '30 MB upload: the workers\' anonymous memory grew by less than'
        . ' 16 MB') or diag("before $base kB, during $peak kB");

    # the emulator down and back (an image never rendered: its original
    # is not in the originals cache)
    $r = $t->upload($slug, key => $key, file => $photo);
    my $cold = ($r->{json} || {})->{imageId} // 'img_none';
    my $cached = $t->http(GET => "/$slug/$id/w_101.jpg");
    $emu->stop;
    $r = $t->http(GET => "/$slug/$id/w_101.jpg");
    is($r->{status}, 200, 'emulator down: a cached variant is still 200');
    is($r->{content}, $cached->{content}, 'emulator down: the same bytes');
    $r = $t->http(GET => "/$slug/$cold/w_120.jpg");
    $t->problem_ok($r, 502, 'emulator down: a miss needing the original'
        . ' is a 502');
    like(($r->{json} || {})->{detail} // '', qr/\Q$name\E/,
        'emulator down: the detail names the provider');
    $emu->restart;
    is($t->http(GET => "/$slug/$cold/w_121.jpg")->{status}, 200,
        'emulator back: the miss works without a restart');

    is($t->http(DELETE => "/api/$slug/images/$id", key => $key)->{status},
        204, 'DELETE the image: 204');
    ok(!defined $p->{has}->($emu, $k), 'DELETE: the object is gone');
    $emu->stop;
}
