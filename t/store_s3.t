#!/usr/bin/perl

# The S3 driver (shared/store/store_s3*.c) against the S3 emulator
# (Pictor::S3Emu: s3rver behind a front that verifies every SigV4
# signature with AWS's own signer), one store operation at a time through
# build-test/t/storecli; every effect is checked through s3rver's own API,
# never through the driver.

use strict;
use warnings;

use Digest::MD5 qw(md5_hex);
use Test::More;

use Pictor::Test;
use Pictor::S3Emu;

my $CLI = "$Pictor::Test::BUILD/t/storecli";
plan skip_all => "not built: $CLI (make test-build)" unless -x $CLI;

my $t = Pictor::Test->new;
my $s3 = Pictor::S3Emu->start($t->dir);
my $d = $t->dir;

# storecli with the emulator's configuration (+ %$env); (exit, out, err)
sub cli {
    my ($env, @args) = @_;
    local %ENV = (%ENV, $s3->env(PT_RETRIES => 1), %$env);
    my ($rc, $out, $err) = $t->run_cmd([$CLI, @args]);
    return ($rc, $out // '', $err // '');
}

sub file {
    my ($name, $bytes) = @_;
    Pictor::Test::write_file("$d/$name", $bytes);
    return "$d/$name";
}

sub slurp { Pictor::Test::read_file("$d/$_[0]") }

sub requests_since {
    my ($n) = @_;
    my @r = $s3->requests;
    return @r[$n .. $#r];
}

my ($rc, $out, $err);
my $body = join '', map { chr(($_ * 7) % 256) } 0 .. 9999;

# --- put, head, get, range, open ------------------------------------------

($rc, $out, $err) = cli({}, 'put', 'p1/img_1', file('one', $body),
    'image/png');
is($rc, 0, 'put_file') or diag $err;
is($s3->object('p1/img_1'), $body, 'the emulator holds the exact bytes');

($rc, $out, $err) = cli({}, 'head', 'p1/img_1');
my ($size, $etag, $ct, $mtime) = split ' ', $out;
is($rc, 0, 'head');
is($size, length $body, 'head: size');
is($etag, md5_hex($body), 'head: ETag without quotes');
is($ct, 'image/png', 'head: content type');
ok($mtime > 1_600_000_000, 'head: Last-Modified');

($rc, $out, $err) = cli({}, 'get', 'p1/img_1', "$d/got");
is($rc, 0, 'get_file');
is(slurp('got'), $body, 'get_file: same bytes');
my @left = glob("$d/.got.s3.*");
is(scalar @left, 0, 'get_file leaves no temp file');

($rc, $out, $err) = cli({}, 'getmem', 'p1/img_1', "$d/gotmem");
is(slurp('gotmem'), $body, 'get into memory');

($rc, $out, $err) = cli({}, 'range', 'p1/img_1', 100, 50, "$d/rng");
is($rc, 0, 'get_range');
is(slurp('rng'), substr($body, 100, 50), 'get_range: the 50 bytes at 100');

($rc, $out, $err) = cli({}, 'range', 'p1/img_1', 9990, 50, "$d/rng2");
is(slurp('rng2'), substr($body, 9990), 'get_range at the end: fewer bytes');

($rc, $out, $err) = cli({}, 'range', 'p1/img_1', 20000, 10, "$d/rng3");
is($rc, 0, 'get_range past the end');
is(slurp('rng3'), '', 'get_range past the end: no bytes');

($rc, $out, $err) = cli({}, 'open', 'p1/img_1', "$d/opened");
is($rc, 0, 'open');
is(slurp('opened'), $body, 'open: the descriptor reads the object');
is($out, length($body) . "\n", 'open: its size');

($rc, $out, $err) = cli({}, 'putmem', 'p1/mem', file('two', 'memory body'));
is($rc, 0, 'put from memory');
is($s3->object('p1/mem'), 'memory body', 'put from memory: the bytes');

# --- missing objects ------------------------------------------------------

($rc) = cli({}, 'get', 'p1/none', "$d/none");
is($rc, 2, 'get of a missing key: not found');
ok(!-e "$d/none", 'get of a missing key: no file');
($rc) = cli({}, 'head', 'p1/none');
is($rc, 2, 'head of a missing key: not found');
($rc) = cli({}, 'open', 'p1/none', "$d/none2");
is($rc, 2, 'open of a missing key: not found');

# --- keys that need escaping ----------------------------------------------

for my $key ('p1/a b', 'p1/c+d', "p1/\xc3\xa9t\xc3\xa9 \xe2\x82\xac",
             'p1/x$y&z=1', 'p1/q?r#s%20t')
{
    ($rc, $out, $err) = cli({}, 'putmem', $key, file('k', "body of $key"));
    is($rc, 0, "put \"$key\"") or diag $err;
    is($s3->object($key), "body of $key", "\"$key\" is that key exactly");
    ($rc) = cli({}, 'getmem', $key, "$d/kg");
    is(slurp('kg'), "body of $key", "get \"$key\"");
}

# --- copy -----------------------------------------------------------------

($rc, $out, $err) = cli({}, 'copy', 'p1/c+d', "p2/c+d \xc3\xa9");
is($rc, 0, 'copy (server side)') or diag $err;
is($s3->object("p2/c+d \xc3\xa9"), 'body of p1/c+d', 'copy: the bytes');
is($s3->object('p1/c+d'), 'body of p1/c+d', 'copy: the source stays');
my @copies = grep { $_->{method} eq 'PUT' && $_->{path} =~ m{/p2/} }
    $s3->requests;
is(scalar @copies, 1, 'copy: one request');
is($copies[0]{bytes}, 0, 'copy: no bytes went up');
($rc) = cli({}, 'copy', 'p1/none', 'p2/none');
is($rc, 2, 'copy of a missing key: not found');

# --- list with pagination -------------------------------------------------

for my $i (1 .. 7) {
    cli({}, 'putmem', "pg/k$i", file('pg', 'x' x $i));
}
my $n = scalar $s3->requests;
($rc, $out, $err) = cli({ PT_LIST_PAGE => 2 }, 'list', 'pg/');
is($rc, 0, 'list') or diag $err;
is_deeply([map { (split ' ')[0] } split /\n/, $out],
    [map { "pg/k$_" } 1 .. 7], 'list: every key in order, once');
is_deeply([map { (split ' ')[1] } split /\n/, $out], [1 .. 7],
    'list: sizes');
my @pages = grep { $_->{query} =~ /list-type=2/ } requests_since($n);
is(scalar @pages, 4, 'list: four pages of two');
is(scalar(grep { $_->{query} =~ /continuation-token=/ } @pages), 3,
    'list: the pages after the first follow the continuation token');
($rc, $out) = cli({}, 'list', 'pg/k7');
is($out, "pg/k7 7 " . md5_hex('x' x 7) . "\n", 'list: prefix and ETag');

# one page at a time, each from the token the previous one gave (what a
# resumed job does, in another process)
my ($token, @paged) = ('-');
$n = scalar $s3->requests;
for my $i (1 .. 5) {
    ($rc, $out, $err) = cli({}, 'page', 'pg/', $token, 3);
    is($rc, 0, "page $i") or diag $err;
    my @l = split /\n/, $out;
    ($token) = (pop(@l) // '') =~ /^next (\S+)$/;
    push @paged, map { (split ' ')[0] } @l;
    last if !defined $token || $token eq '-';
}
is_deeply(\@paged, [map { "pg/k$_" } 1 .. 7],
    'page: three pages of at most 3 give every key once, in order');
is($token, '-', 'page: the last page says so');
@pages = grep { $_->{query} =~ /list-type=2/ } requests_since($n);
is(scalar @pages, 3, 'page: one request per page');
is(scalar(grep { $_->{query} =~ /max-keys=3&/ } @pages), 3,
    'page: the size asked for');

# --- delete ---------------------------------------------------------------

($rc) = cli({}, 'del', 'p1/mem');
is($rc, 0, 'del');
is($s3->object('p1/mem'), undef, 'del: gone from the emulator');
($rc) = cli({}, 'del', 'p1/mem');
is($rc, 0, 'del of a missing key is OK');

# --- the path prefix ------------------------------------------------------

my %pfx = (PT_PREFIX => "tenant \xc3\xa9/a/");
($rc, $out, $err) = cli(\%pfx, 'putmem', 'proj/img', file('pf', 'pfx'));
is($rc, 0, 'put with a path prefix') or diag $err;
is($s3->object("tenant \xc3\xa9/a/proj/img"), 'pfx',
    'the object is at {pathPrefix}{key}');
is($s3->object('proj/img'), undef, 'and not at the bare key');
cli({}, 'putmem', 'tenant x/other', file('pf2', 'other'));
($rc, $out) = cli(\%pfx, 'list', '');
is($out, "proj/img 3 " . md5_hex('pfx') . "\n",
    'list with a prefix: keys without it, nothing outside it');
($rc, $out) = cli(\%pfx, 'getmem', 'proj/img', "$d/pfget");
is(slurp('pfget'), 'pfx', 'get with a path prefix');

# --- refused credentials --------------------------------------------------

$n = scalar $s3->requests;
# the secret is random: change its first character to one it is not
my $wrong = ($s3->secret =~ /^W/ ? 'X' : 'W') . substr($s3->secret, 1);
($rc, $out, $err) = cli({ PT_SECRET => $wrong }, 'putmem', 'p1/bad',
    file('bad', 'nope'));
is($rc, 5, 'a wrong secret: denied');
like($err, qr/SignatureDoesNotMatch/, 'denied: S3\'s code in the error');
unlike($err, qr/\Q$wrong\E|\Q${\ $s3->secret}\E/,
    'no secret in the error text');
my @refused = requests_since($n);
is($refused[0]{status}, 403, 'the front refused the request');
is($refused[0]{code}, 'SignatureDoesNotMatch',
    'the front caught the bad signature');
is($s3->object('p1/bad'), undef, 'nothing stored with a bad signature');

($rc, $out, $err) = cli({ PT_KEY_ID => 'AKIANOTAKEY' }, 'head', 'p1/img_1');
is($rc, 5, 'an unknown key id: denied');
($rc, $out, $err) = cli({ PT_KEY_ID => 'AKIANOTAKEY' }, 'getmem',
    'p1/img_1', "$d/x");
like($err, qr/InvalidAccessKeyId/, 'unknown key id: S3\'s code');
($rc, $out, $err) = cli({ PT_REGION => 'eu-west-3' }, 'getmem', 'p1/img_1',
    "$d/x");
is($rc, 5, 'a wrong region: denied');

# --- bad configurations ---------------------------------------------------

($rc, $out, $err) = cli({ PT_ENDPOINT => 'ftp://127.0.0.1/' }, 'head', 'k');
is($rc, 65, 'an ftp endpoint is refused');
like($err, qr/^storecli: endpoint: /, 'the error names endpoint');
($rc, $out, $err) = cli({ PT_ENDPOINT => 'http://' }, 'head', 'k');
like($err, qr/^storecli: endpoint: /, 'an endpoint without a host');
($rc, $out, $err) = cli({ PT_ENDPOINT => $s3->endpoint . '/path' }, 'head',
    'k');
like($err, qr/^storecli: endpoint: /, 'an endpoint with a path');
($rc, $out, $err) = cli({ PT_BUCKET => 'Bad_Bucket' }, 'head', 'k');
like($err, qr/^storecli: bucket: /, 'a bad bucket name names bucket');
($rc, $out, $err) = cli({ PT_SECRET => '' }, 'head', 'k');
like($err, qr/^storecli: secretAccessKey: /, 'a missing secret');
unlike($err, qr/\Q${\ $s3->secret}\E/, 'no secret in a config error');

# --- retries --------------------------------------------------------------

$s3->fault(method => 'GET', path => '/p1/img_1', status => 503,
    code => 'SlowDown');
$n = scalar $s3->requests;
($rc, $out, $err) = cli({}, 'getmem', 'p1/img_1', "$d/retried");
is($rc, 0, 'a GET throttled once is retried') or diag $err;
is(slurp('retried'), $body, 'the retried GET got the bytes');
my @tries = grep { $_->{method} eq 'GET' } requests_since($n);
is_deeply([map { $_->{status} } @tries], [503, 200], 'SlowDown, then OK');

# --- a 30 MB original goes up in parts ------------------------------------

my $big = "$d/big";
{
    open my $fh, '>', $big or die "$big: $!";
    my $chunk = join '', map { chr(($_ * 31 + 7) % 251) } 0 .. 65535;
    print $fh substr($chunk . $_, 0, 65536) for 1 .. 480;   # 30 MiB
    close $fh;
}
my $big_md5 = do {
    open my $fh, '<', $big or die; binmode $fh;
    Digest::MD5->new->addfile($fh)->hexdigest;
};

my %parts = (PT_PART_SIZE => 5 * 1024 * 1024, PT_REPORT_HWM => 1);
($rc, $out, $err) = cli(\%parts, 'put', 'p1/small', file('sm', 'small'));
my ($hwm_small) = $err =~ /VmHWM:\s+(\d+) kB/;
$n = scalar $s3->requests;
($rc, $out, $err) = cli(\%parts, 'put', 'p1/big', $big);
is($rc, 0, '30 MB put') or diag $err;
my ($hwm_big) = $err =~ /VmHWM:\s+(\d+) kB/;
my $obj = $s3->object('p1/big');
is(length($obj // ''), 30 * 1024 * 1024, 'the emulator holds 30 MB');
is(md5_hex($obj // ''), $big_md5, 'the same 30 MB');
undef $obj;
my @mp = requests_since($n);
is(scalar(grep { $_->{method} eq 'POST' && $_->{query} eq 'uploads=' }
    @mp), 1, 'the emulator saw CreateMultipartUpload');
is(scalar(grep { $_->{method} eq 'PUT' && $_->{query} =~ /^partNumber=\d/ }
    @mp), 6, 'six parts of 5 MiB');
ok(!grep({ $_->{bytes} > 5 * 1024 * 1024 } @mp), 'no request over a part');
is(scalar(grep { $_->{method} eq 'POST' && $_->{query} =~ /^uploadId=/ }
    @mp), 1, 'CompleteMultipartUpload');
ok(defined $hwm_small && defined $hwm_big, 'storecli told its peak RSS');
cmp_ok(($hwm_big // 1e9) - ($hwm_small // 0), '<', 8 * 1024,
    "the upload's peak RSS stays within 8 MB of a tiny one's "
    . "($hwm_big kB vs $hwm_small kB): the file is streamed");

($rc, $out, $err) = cli({ PT_REPORT_HWM => 1 }, 'get', 'p1/big', "$d/bigget");
my ($hwm_get) = $err =~ /VmHWM:\s+(\d+) kB/;
is(-s "$d/bigget", 30 * 1024 * 1024, '30 MB get_file');
cmp_ok(($hwm_get // 1e9) - ($hwm_small // 0), '<', 8 * 1024,
    'the download streams too');
unlink "$d/bigget";

# --- a refused part aborts the upload -------------------------------------

$s3->fault(method => 'PUT', query => 'partNumber', status => 400,
    code => 'InvalidPart', times => 1);
$n = scalar $s3->requests;
($rc, $out, $err) = cli(\%parts, 'put', 'p1/big2', $big);
is($rc, 3, 'a refused part fails the upload');
like($err, qr/InvalidPart/, 'the part\'s error is the one reported');
is($s3->object('p1/big2'), undef, 'no object after a failed upload');
is($s3->uploads, 0, 'no upload left pending: it was aborted');
ok((grep { $_->{method} eq 'DELETE' && $_->{query} =~ /^uploadId=/
    && $_->{status} == 204 } requests_since($n)), 'AbortMultipartUpload');

# --- the emulator stopped, then back --------------------------------------

$s3->stop;
($rc, $out, $err) = cli({ PT_RETRIES => 2 }, 'getmem', 'p1/img_1', "$d/x");
is($rc, 4, 'emulator stopped: unreachable');
like($err, qr/no answer/, 'unreachable: says no answer came');
($rc, $out, $err) = cli({ PT_RETRIES => 2 }, 'put', 'p1/down',
    file('dn', 'down'));
is($rc, 4, 'emulator stopped: a put is unreachable too');

$s3->restart;
($rc, $out, $err) = cli({}, 'getmem', 'p1/img_1', "$d/back");
is($rc, 0, 'emulator back: works again') or diag $err;
is(slurp('back'), $body, 'emulator back: same object');

# --- every key the tests wrote, as s3rver lists them ----------------------

my %keys = map { $_ => 1 } $s3->keys('p1/');
ok($keys{'p1/img_1'} && $keys{'p1/big'} && !$keys{'p1/mem'},
    'the bucket\'s own listing agrees');

$s3->stop;
done_testing();
