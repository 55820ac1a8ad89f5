#!/usr/bin/perl

# The GCS driver (shared/store/store_gcs*.c) through storecli against a GCS
# test server, each result checked in the server's own state.
#
# The server (t/emulators/gcs/server.mjs, run by Pictor::GcsEmu) stands in
# for Google Cloud Storage: the firebase-tools Cloud Storage emulator, the
# one Google offers, needs Java 21 and a rules-runtime jar downloaded from
# Google on first use, which cannot be fetched here, and it accepts any
# "Bearer owner" without OAuth.  This one speaks the JSON API as Google
# documents it, verifies the driver's RS256 JWT against the service
# account's public key (made here by openssl genpkey), and refuses every
# request without a live bearer token.

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use HTTP::Tiny;
use JSON::PP;
use MIME::Base64 qw(encode_base64);
use POSIX ();

use Pictor::Test;
use Pictor::GcsEmu;

my $CLI = "$Pictor::Test::BUILD/t/storecli";
plan skip_all => "no $CLI (make test-build)" unless -x $CLI;
plan skip_all => 'node is not installed' unless Pictor::GcsEmu::node();

my $t = Pictor::Test->new;
my $d = $t->dir;
my $gcs = Pictor::GcsEmu->start("$d/gcs");

# storecli with the emulator's environment plus %$env: (exit, out, err)
sub cli {
    my ($env, @args) = @_;
    my %e = $gcs->env(%$env);
    local @ENV{keys %e} = values %e;
    return $t->run_cmd([$CLI, @args]);
}

sub cli_ok {
    my ($env, @args) = @_;
    my ($rc, $out, $err) = cli($env, @args);
    is($rc, 0, "storecli @args[0, 1]") or diag($err);
    return $out;
}

sub file_of {
    my ($name, $bytes) = @_;
    my $f = "$d/$name";
    open my $fh, '>:raw', $f or die "$f: $!";
    print $fh $bytes;
    close $fh;
    return $f;
}

sub slurp {
    my ($f) = @_;
    open my $fh, '<:raw', $f or return undef;
    local $/;
    return scalar <$fh>;
}

# storecli's exit and peak resident set (KiB, its VmHWM at exit)
sub peak_rss {
    my ($env, @args) = @_;
    my ($rc, undef, $err) = cli({ %$env, PT_REPORT_HWM => 1 }, @args);
    my ($kib) = ($err || '') =~ /^VmHWM:\s+(\d+) kB/m;
    return ($rc, $kib);
}

my $data = join '', map { chr(($_ * 7 + 3) % 256) } 0 .. 99_999;
my $in = file_of('in.bin', $data);

subtest 'put_file, simple upload, read back from the server' => sub {
    $gcs->requests;
    cli_ok({}, 'put', 'p1/img_a', $in, 'image/png');
    is($gcs->object('p1/img_a'), $data, 'the server holds the bytes');
    is($gcs->meta('p1/img_a')->{contentType}, 'image/png', 'content type');
    my @up = grep { $_->{method} eq 'POST' && $_->{path} =~ m{^/upload/} }
        $gcs->requests;
    is(scalar @up, 1, 'one upload request');
    is($up[0]{uploadType}, 'media', 'a simple media upload');

    cli_ok({}, 'putmem', 'p1/img_m', $in);
    is($gcs->object('p1/img_m'), $data, 'put from memory');
    is($gcs->meta('p1/img_m')->{contentType}, 'application/octet-stream',
        'no type: octet-stream');

    my $empty = file_of('empty', '');
    cli_ok({}, 'put', 'p1/empty', $empty);
    is($gcs->object('p1/empty'), '', 'an empty object');
};

subtest 'get, getmem, range, open, head' => sub {
    # written by "someone else": the server's files, not our put
    my $name = "p2/a b+c%d\xc3\xa9&=?.jpg";      # UTF-8 bytes
    my $bytes = "JFIF" . ('x' x 5000) . "end";
    $gcs->put_object($name, $bytes, 'image/jpeg');

    $gcs->requests;
    cli_ok({}, 'get', $name, "$d/got");
    is(slurp("$d/got"), $bytes, 'get_file: the bytes of a name with '
        . 'spaces, +, %, & and UTF-8');
    my ($r) = grep { $_->{method} eq 'GET' } $gcs->requests;
    is($r->{path}, '/storage/v1/b/' . $gcs->bucket . '/o/p2%2Fa%20b%2Bc%25d'
        . '%C3%A9%26%3D%3F.jpg', 'the name is one escaped path segment');

    cli_ok({}, 'getmem', $name, "$d/gotm");
    is(slurp("$d/gotm"), $bytes, 'get into memory');

    $gcs->requests;
    cli_ok({}, 'range', $name, 4, 10, "$d/range");
    is(slurp("$d/range"), substr($bytes, 4, 10), 'range 4+10');
    ($r) = grep { $_->{method} eq 'GET' } $gcs->requests;
    is($r->{range}, 'bytes=4-13', 'as an HTTP Range');

    cli_ok({}, 'range', $name, length($bytes) - 3, 100, "$d/range");
    is(slurp("$d/range"), 'end', 'a range over the end is short');
    cli_ok({}, 'range', $name, length($bytes) + 10, 5, "$d/range");
    is(slurp("$d/range"), '', 'a range past the end is empty');

    my $out = cli_ok({}, 'open', $name, "$d/opened");
    is(slurp("$d/opened"), $bytes, 'open: the descriptor holds the bytes');
    is($out, length($bytes) . "\n", 'open: its size');

    $out = cli_ok({}, 'head', $name);
    my ($size, $etag, $type, $mtime) = split ' ', $out;
    is($size, length $bytes, 'head: size');
    is($etag, md5_hex($bytes), 'head: the MD5 as etag');
    is($type, 'image/jpeg', 'head: content type');
    is($mtime, 1714564800, 'head: updated');

    for my $op (['get', "$d/none"], ['getmem', "$d/none"], ['head'],
                ['open', "$d/none"], ['range', 0, 4, "$d/none"]) {
        my ($rc) = cli({}, $op->[0], 'p2/missing', @$op[1 .. $#$op]);
        is($rc, 2, "$op->[0] of a missing object: not found");
    }
    ok(!-e "$d/none", 'no file left by a failed get');
};

subtest 'copy by rewriteTo, in several calls when the server says so' => sub {
    cli_ok({}, 'copy', 'p1/img_a', 'p3/copy');
    is($gcs->object('p3/copy'), $data, 'the copy');

    $gcs->config(rewriteStep => 30_000);
    $gcs->requests;
    cli_ok({}, 'copy', 'p1/img_a', 'p3/copy2');
    $gcs->config(rewriteStep => 0);
    is($gcs->object('p3/copy2'), $data, 'the copy in steps');
    my @rw = grep { $_->{path} =~ m{/rewriteTo/} } $gcs->requests;
    is(scalar @rw, 4, 'four rewriteTo calls for 100000 bytes by 30000');

    my ($rc) = cli({}, 'copy', 'p3/missing', 'p3/copy3');
    is($rc, 2, 'copy of a missing object: not found');
    ok(!defined $gcs->object('p3/copy3'), 'and no copy');
};

subtest 'list pages through nextPageToken' => sub {
    $gcs->put_object("p4/k$_", "v$_") for 1 .. 7;
    $gcs->put_object('p4x', 'outside');
    my $want = join '', map { "p4/k$_ 2 " . md5_hex("v$_") . "\n" } 1 .. 7;

    $gcs->requests;
    my $out = cli_ok({ PT_LIST_PAGE => 3 }, 'list', 'p4/');
    is($out, $want, 'every key, in order, with size and MD5');
    my @pages = grep { $_->{method} eq 'GET' } $gcs->requests;
    is(scalar @pages, 3, 'three pages of three');
    like($pages[0]{query}, qr/[?&]maxResults=3(&|$)/, 'asked for three');
    like($pages[1]{query}, qr/[?&]pageToken=[^&]+/, 'then by pageToken');

    # a server may answer fewer than asked: the driver goes on
    $gcs->config(maxPage => 2);
    $out = cli_ok({}, 'list', 'p4/');
    $gcs->config(maxPage => 1000);
    is($out, $want, 'the same listing from pages of two');
    @pages = grep { $_->{method} eq 'GET' } $gcs->requests;
    is(scalar @pages, 4, 'in four pages');
    like($pages[0]{query}, qr/[?&]maxResults=1000(&|$)/,
        'though a thousand were asked for');

    $out = cli_ok({}, 'list', 'p4/nothing');
    is($out, '', 'an empty listing');

    # one page per call, each from the previous one's token (a job that
    # resumes in another process)
    my ($token, $got, $calls) = ('-', '', 0);
    $gcs->requests;
    while ($calls++ < 5) {
        $out = cli_ok({}, 'page', 'p4/', $token, 3);
        ($token) = $out =~ s/^next (\S+)\n\z//m ? $1 : ('-');
        $got .= $out;
        last if $token eq '-';
    }
    is($got, $want, 'page: every key once, in order, with size and MD5');
    @pages = grep { $_->{method} eq 'GET' } $gcs->requests;
    is(scalar @pages, 3, 'page: one request per page of three');
    like($pages[2]{query}, qr/[?&]pageToken=[^&]+/,
        'page: from the token given back');
};

subtest 'delete' => sub {
    cli_ok({}, 'del', 'p3/copy');
    ok(!defined $gcs->object('p3/copy'), 'gone from the server');
    cli_ok({}, 'del', 'p3/copy');
    my ($rc) = cli({}, 'get', 'p3/copy', "$d/none");
    is($rc, 2, 'then not found');
};

subtest 'pathPrefix' => sub {
    my %p = (PT_PREFIX => 'tenant/x/');
    cli_ok(\%p, 'put', 'proj/img_1', $in, 'image/webp');
    is($gcs->object('tenant/x/proj/img_1'), $data, 'stored under the prefix');
    ok(!defined $gcs->object('proj/img_1'), 'not without it');
    cli_ok(\%p, 'get', 'proj/img_1', "$d/pget");
    is(slurp("$d/pget"), $data, 'read back through the prefix');
    cli_ok(\%p, 'copy', 'proj/img_1', 'proj/img_2');
    ok(defined $gcs->object('tenant/x/proj/img_2'), 'copy inside the prefix');
    my $out = cli_ok(\%p, 'list', '');
    is(join(',', map { (split ' ')[0] } split /\n/, $out),
        'proj/img_1,proj/img_2', 'listed without the prefix');
    cli_ok(\%p, 'del', 'proj/img_2');
    ok(!defined $gcs->object('tenant/x/proj/img_2'), 'deleted under it');
};

subtest 'refused credentials: DENIED' => sub {
    # our client_email, a key the token endpoint does not know
    my $stranger = $gcs->new_key;
    my ($rc, $out, $err) = cli({ sa => { key => $stranger } },
        'head', 'p1/img_a');
    is($rc, 5, 'an unknown key: denied');
    like($err, qr/Invalid JWT Signature/, "Google's reason");
    unlike($err, qr/BEGIN|PRIVATE|MII/, 'no key in the error');

    ($rc, $out, $err) = cli({ sa => { email => 'nobody@x.iam.gserviceaccount'
        . '.com' } }, 'head', 'p1/img_a');
    is($rc, 5, 'an unknown account: denied');

    my $k = $gcs->new_key(register => 1, email => 'other@x.iam', buckets =>
        ['another-bucket']);
    ($rc, $out, $err) = cli({ sa => { key => $k, email => 'other@x.iam' } },
        'put', 'p1/img_z', $in);
    is($rc, 5, 'an account without access to the bucket: denied');
    like($err, qr/403 .*does not have storage\.objects\.create access/,
        'with the reason');
    ok(!defined $gcs->object('p1/img_z'), 'nothing written');

    $gcs->config(refuseTokens => 1);
    ($rc, $out, $err) = cli({}, 'head', 'p1/img_a');
    $gcs->config(refuseTokens => 0);
    is($rc, 5, 'a token endpoint refusing the account: denied');
    like($err, qr/invalid_grant: account disabled/, 'with its reason');

    ($rc, $out, $err) = cli({ PT_BUCKET => 'no-such-bucket' },
        'put', 'p1/img_z', $in);
    is($rc, 5, 'a bucket that does not exist: denied');
    like($err, qr/bucket does not exist/, 'with the reason');

    ($rc, $out, $err) = cli({ PT_BUCKET => 'Not_A_Bucket!' }, 'head', 'x');
    is($rc, 65, 'a malformed bucket name: bad configuration');
    like($err, qr/^storecli: bucket:/, 'naming the field');
};

subtest 'a token refused by the API is replaced once' => sub {
    # every token dies after two requests: a seven-page listing needs four
    $gcs->config(tokenUses => 2, maxPage => 1);
    my $before = $gcs->state->{tokensIssued};
    my $out = cli_ok({}, 'list', 'p4/');
    my $issued = $gcs->state->{tokensIssued} - $before;
    $gcs->config(tokenUses => 0, maxPage => 1000);
    is(scalar(() = $out =~ /^p4\/k\d /mg), 7, 'the whole listing');
    is($issued, 4, 'a new token after each 401');

    # tokens dead on arrival: one retry, not an endless loop
    $gcs->config(tokenTtl => 0);
    $before = $gcs->state->{tokensIssued};
    my ($rc, undef, $err) = cli({}, 'list', 'p4/');
    $issued = $gcs->state->{tokensIssued} - $before;
    $gcs->config(tokenTtl => 3599);
    is($rc, 5, 'a second 401: denied');
    like($err, qr/401 Invalid Credentials/, 'the API said why');
    is($issued, 2, 'after one new token');
};

subtest '30 MB by a resumable session, streamed' => sub {
    my $big = "$d/big.bin";
    system("head -c 31457280 /dev/urandom > '$big'") == 0 or die 'head';
    my $md5 = Digest::MD5->new->addfile(do {
        open my $fh, '<:raw', $big or die; $fh })->hexdigest;

    my ($rc0, $base) = peak_rss({}, 'head', 'p1/img_a');
    is($rc0, 0, 'head for the base RSS');
    ok(defined $base, "storecli reports its VmHWM") or $base = 0;

    $gcs->requests;
    my ($rc, $peak) = peak_rss({}, 'put', 'big/one', $big, 'image/tiff');
    is($rc, 0, 'put of 30 MB');
    my $m = $gcs->meta('big/one');
    is($m->{size}, 30 * 1024 * 1024, 'whole on the server');
    is(Digest::MD5->new->add($gcs->object('big/one'))->hexdigest, $md5,
        'the same bytes');
    is($m->{contentType}, 'image/tiff', 'the content type');
    my @r = $gcs->requests;
    my @start = grep { ($_->{uploadType} || '') eq 'resumable'
        && $_->{method} eq 'POST' } @r;
    my @chunks = grep { $_->{method} eq 'PUT' } @r;
    is(scalar @start, 1, 'one resumable session');
    is_deeply([map { $_->{range} } @chunks], [
        'bytes 0-8388607/31457280', 'bytes 8388608-16777215/31457280',
        'bytes 16777216-25165823/31457280',
        'bytes 25165824-31457279/31457280'], 'four chunks of 8 MiB');
    cmp_ok($peak, '<', $base + 10 * 1024,
        "storecli's peak RSS ($peak KiB) is within 10 MiB of a head's "
        . "($base KiB): the file never sat in memory");

    ($rc, $peak) = peak_rss({}, 'get', 'big/one', "$d/big.out");
    is($rc, 0, 'get of 30 MB');
    is(-s "$d/big.out", 30 * 1024 * 1024, 'the whole file');
    cmp_ok($peak, '<', $base + 10 * 1024, "downloaded streaming ($peak KiB)");
    ($rc, $peak) = peak_rss({}, 'open', 'big/one', "$d/big.out");
    is($rc, 0, 'open of 30 MB');
    cmp_ok($peak, '<', $base + 10 * 1024, "open streams too ($peak KiB)");
    unlink "$d/big.out";

    # the server keeps 256 KiB less of two chunks: resumed from its Range
    $gcs->config(shortChunks => 2);
    cli_ok({}, 'put', 'big/two', $big);
    is(Digest::MD5->new->add($gcs->object('big/two'))->hexdigest, $md5,
        'whole after chunks the server kept only in part');
    @chunks = grep { $_->{method} eq 'PUT' } $gcs->requests;
    is($chunks[1]{range}, 'bytes 8126464-16515071/31457280',
        'the next chunk starts where the server stood');

    # a small part size goes down to a multiple of 256 KiB
    cli_ok({ PT_PART_SIZE => 300_000 }, 'put', 'big/three', $in);
    cli_ok({ PT_PART_SIZE => 70_000 }, 'putmem', 'big/four',
        file_of('mid.bin', $data x 3));
    @chunks = grep { $_->{method} eq 'PUT' } $gcs->requests;
    is(join(',', map { $_->{length} } @chunks), '262144,37856',
        'chunks of 256 KiB from memory');
    is($gcs->object('big/four'), $data x 3, 'put from memory in chunks');
    is($gcs->object('big/three'), $data, 'under the part size: simple');
};

subtest 'a failing session is cancelled' => sub {
    $gcs->config(failChunk => 2);
    my ($rc, undef, $err) = cli({ PT_RETRIES => 1, PT_PART_SIZE => 262144 },
        'put', 'big/fail', file_of('mid2.bin', $data x 6));
    $gcs->config(failChunk => 0);
    is($rc, 4, 'a server failing every try: unreachable');
    like($err, qr/503 Backend Error/, "with the server's reason");
    my @r = $gcs->requests;
    ok((grep { $_->{method} eq 'PUT' && $_->{range} =~ /^bytes \*\// } @r),
        'the session was asked where it stood');
    ok((grep { $_->{method} eq 'DELETE' && $_->{path} =~ m{^/upload/} } @r),
        'then cancelled');
    is($gcs->state->{sessions}, 0, 'no session left open');
    ok(!defined $gcs->object('big/fail'), 'no object');
};

# ---------------------------------------------------------------------------
# the stand-in itself: it must refuse what Google refuses, or the tests
# above would prove nothing about the driver's JWT and tokens

my $JSON = JSON::PP->new->utf8->canonical;
my $ua = HTTP::Tiny->new(timeout => 30);

sub b64u {
    my $s = encode_base64($_[0], '');
    $s =~ tr{+/}{-_};
    $s =~ s/=+$//;
    return $s;
}

# a JWT assertion signed by openssl with $o{key}, claims overridden
sub jwt {
    my (%o) = @_;
    my $key = $o{key} || $gcs->key;
    my $now = time;
    my $in = join '.', map { b64u($JSON->encode($_)) }
        { alg => 'RS256', typ => 'JWT', kid => $gcs->key->{kid} },
        { iss => $gcs->email, aud => $gcs->token_uri, iat => $now,
          exp => $now + 3600,
          scope => 'https://www.googleapis.com/auth/devstorage.read_write',
          %{ $o{claims} || {} } };
    file_of('jwt.in', $in);
    my ($rc, undef, $err) = $t->run_cmd(['openssl', 'dgst', '-sha256',
        '-sign', $key->{file}, '-out', "$d/jwt.sig", "$d/jwt.in"]);
    die "openssl dgst -sign: $err" if $rc;
    return "$in." . b64u(slurp("$d/jwt.sig"));
}

sub grant {
    my ($assertion) = @_;
    my $r = $ua->post_form($gcs->token_uri, {
        grant_type => 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion => $assertion,
    });
    my $body = eval { $JSON->decode($r->{content}) } || {};
    return ($r->{status}, $body);
}

sub api {
    my ($method, $path, $token, %o) = @_;
    my $r = $ua->request($method, $gcs->endpoint . $path, {
        headers => { ($token ? (Authorization => "Bearer $token") : ()),
                     %{ $o{headers} || {} } },
        (defined $o{content} ? (content => $o{content}) : ()),
    });
    return ($r->{status}, $r);
}

subtest 'the stand-in refuses what Google refuses' => sub {
    my ($st, $b) = grant(jwt());
    is($st, 200, 'a good assertion: a token');
    my $tok = $b->{access_token};
    like($tok, qr/^ya29\./, 'a bearer token');
    my $list = '/storage/v1/b/' . $gcs->bucket . '/o';
    is((api(GET => $list, $tok))[0], 200, 'which lists the bucket');

    my ($s401, $r) = api(GET => $list);
    is($s401, 401, 'no token: 401');
    my $e = $JSON->decode($r->{content})->{error};
    is_deeply([$e->{code}, $e->{errors}[0]{reason}], [401, 'authError'],
        "in Google's error shape");
    is((api(GET => $list, 'ya29.forged'))[0], 401, 'an unknown token: 401');

    my %bad = (
        'aud' => [claims => { aud => 'https://oauth2.googleapis.com/token' }],
        'an expired exp' => [claims => { iat => time - 7200,
                                         exp => time - 3600 }],
        'a life over an hour' => [claims => { exp => time + 7200 }],
        'the signature of another key' => [key => $gcs->new_key],
        'another iss' => [claims => { iss => 'x@y.iam.gserviceaccount.com' }],
    );
    for my $what (sort keys %bad) {
        ($st, $b) = grant(jwt(@{ $bad{$what} }));
        is("$st $b->{error}", '400 invalid_grant', "$what: invalid_grant");
    }
    ($st, $b) = grant(jwt(claims => { scope =>
        'https://www.googleapis.com/auth/userinfo.email' }));
    is("$st $b->{error}", '400 invalid_scope', 'no storage scope: refused');
    ($st) = grant('e30.e30.AAAA');
    is($st, 400, 'a forged assertion: refused');

    ($st, $b) = grant(jwt(claims => { scope =>
        'https://www.googleapis.com/auth/devstorage.read_only' }));
    my $ro = $b->{access_token};
    my $up = '/upload/storage/v1/b/' . $gcs->bucket . '/o';
    ($st) = api(POST => "$up?uploadType=media&name=ro", $ro,
        content => 'x');
    is($st, 403, 'a read-only token cannot write');

    my $mp = "--B\r\nContent-Type: application/json\r\n\r\n"
        . '{"name":"mp/one","contentType":"text/plain"}'
        . "\r\n--B\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--\r\n";
    ($st) = api(POST => "$up?uploadType=multipart", $tok, content => $mp,
        headers => { 'Content-Type' => 'multipart/related; boundary=B' });
    is($st, 200, 'a multipart upload');
    is($gcs->object('mp/one'), 'hello', 'stored');
    is($gcs->meta('mp/one')->{contentType}, 'text/plain', 'with its type');

    ($st, $r) = api(POST => "$up?uploadType=resumable&name=rs", $tok,
        content => '');
    my $session = $r->{headers}{location};
    $session =~ s{^\Q${\ $gcs->endpoint }\E}{};
    ($st) = api(PUT => $session, undef, content => 'x' x 1000,
        headers => { 'Content-Range' => 'bytes 0-999/5000' });
    is($st, 400, 'a chunk not a multiple of 256 KiB: 400');
    ($st) = api(PUT => $session, undef, content => 'x' x 1000,
        headers => { 'Content-Range' => 'bytes 10-1009/1010' });
    is($st, 400, 'a chunk not where the session stands: 400');
    ($st, $r) = api(PUT => $session, undef, content => '',
        headers => { 'Content-Range' => 'bytes */1000' });
    is($st, 308, 'a status query: 308');
    ok(!exists $r->{headers}{range}, 'no Range before any byte');
    ($st) = api(PUT => $session, undef, content => 'y' x 1000,
        headers => { 'Content-Range' => 'bytes 0-999/1000' });
    is($st, 200, 'the last chunk: 200');
    is($gcs->object('rs'), 'y' x 1000, 'stored');
};

subtest 'server down: UNREACHABLE; back: works again' => sub {
    $gcs->stop;
    my ($rc, undef, $err) = cli({ PT_RETRIES => 1 }, 'head', 'p1/img_a');
    is($rc, 4, 'unreachable');
    like($err, qr/token_uri/, 'the token endpoint could not be reached');

    $gcs->restart;
    is($gcs->state->{tokensIssued}, 0, 'a new server has issued no token');
    cli_ok({}, 'get', 'p1/img_a', "$d/after");
    is(slurp("$d/after"), $data, 'the object is read again');
    is($gcs->state->{tokensIssued}, 1, 'with a new token');
};

$gcs->stop;
$t->done;
