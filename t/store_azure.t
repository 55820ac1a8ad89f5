#!/usr/bin/perl

# The Azure Blob driver (shared/store/store_azure*.c) against azurite, the
# real emulator (Pictor::AzureEmu: strict, it recomputes and checks every
# SharedKey signature), through t/tools/storecli.c.  What the driver wrote
# is read back through Microsoft's own SDK, never through the driver:
# put/get/range/head/open/copy/list (paged)/del, the configured prefix, an
# object the SDK wrote, a SAS instead of the key, a wrong key (DENIED, so
# signatures are checked), a missing container, a 30 MB upload in blocks
# with storecli's peak RSS far below the file, and the emulator stopped
# (UNREACHABLE after the retries) then back (works, data kept).

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);

use lib 't/lib';
use Pictor::Test;
use Pictor::AzureEmu;

my $CLI = "$Pictor::Test::BUILD/t/storecli";
plan skip_all => "no $CLI (make test-build)" unless -x $CLI;

my $t = Pictor::Test->new;
my $az = Pictor::AzureEmu->start($t->dir);
my $dir = $t->dir;
my $PREFIX = 'pfx/';

# storecli with the emulator's configuration plus %$extra: (rc, out, err)
sub cli {
    my ($extra, @args) = @_;
    local %ENV = (%ENV, $az->env(PT_PREFIX => $PREFIX, %$extra));
    return $t->run_cmd([$CLI, @args]);
}

sub spill {
    my ($name, $bytes) = @_;
    my $path = "$dir/$name";
    open my $fh, '>:raw', $path or die "$path: $!";
    print $fh $bytes;
    close $fh or die "$path: $!";
    return $path;
}

sub slurp { Pictor::AzureEmu::slurp($_[0]) }

my $small = "hello azure\n" x 3;
my $bin = join '', map { chr(($_ * 7 + 3) % 256) } 0 .. 99_999;
my $small_f = spill('small.txt', $small);
my $bin_f = spill('bin.dat', $bin);

subtest 'put and get, read back through the SDK' => sub {
    my ($rc, $out, $err) = cli({}, 'put', 'p1/img_a', $bin_f, 'image/png');
    is($rc, 0, 'put') or diag($err);
    my $got = $az->object("${PREFIX}p1/img_a");
    ok(defined $got && $got eq $bin, 'the SDK reads the same bytes under '
        . 'the prefix');
    my $p = $az->props("${PREFIX}p1/img_a");
    is($p->{contentType}, 'image/png', 'content type kept');
    is($p->{size}, length $bin, 'size');
    is_deeply($az->keys(''), ["${PREFIX}p1/img_a"],
        'the one blob is the prefixed key');

    ($rc, $out, $err) = cli({}, 'get', 'p1/img_a', "$dir/get.out");
    is($rc, 0, 'get_file') or diag($err);
    ok(slurp("$dir/get.out") eq $bin, 'get_file bytes');
    ok(!glob("$dir/.pt-azure-*"), 'no temp file left beside it');

    ($rc, $out, $err) = cli({}, 'getmem', 'p1/img_a', "$dir/getmem.out");
    is($rc, 0, 'get into memory') or diag($err);
    ok(slurp("$dir/getmem.out") eq $bin, 'get bytes');

    ($rc, $out, $err) = cli({}, 'putmem', 'p1/mem', $small_f);
    is($rc, 0, 'put from memory') or diag($err);
    is($az->object("${PREFIX}p1/mem"), $small, 'the SDK reads it');
    is($az->props("${PREFIX}p1/mem")->{contentType},
        'application/octet-stream', 'default content type');
};

subtest 'ranges' => sub {
    my ($rc, $out, $err) = cli({}, 'range', 'p1/img_a', 1000, 20,
        "$dir/r1");
    is($rc, 0, 'range') or diag($err);
    is(slurp("$dir/r1"), substr($bin, 1000, 20), 'the bytes of the range');

    ($rc, $out, $err) = cli({}, 'range', 'p1/img_a', 99_990, 100, "$dir/r2");
    is($rc, 0, 'range over the end') or diag($err);
    is(slurp("$dir/r2"), substr($bin, 99_990), 'fewer bytes at the end');

    ($rc, $out, $err) = cli({}, 'range', 'p1/img_a', 200_000, 10, "$dir/r3");
    is($rc, 0, 'range past the end') or diag($err);
    is(slurp("$dir/r3"), '', 'no bytes');

    ($rc, $out, $err) = cli({}, 'range', 'p1/none', 0, 10, "$dir/r4");
    is($rc, 2, 'range of a missing object: not found');
};

subtest 'head and open' => sub {
    my $p = $az->props("${PREFIX}p1/img_a");
    my ($rc, $out, $err) = cli({}, 'head', 'p1/img_a');
    is($rc, 0, 'head') or diag($err);
    my ($size, $etag, $type, $mtime) = split ' ', $out;
    is($size, length $bin, 'size');
    is($etag, $p->{etag}, 'the SDK\'s ETag');
    is($type, 'image/png', 'content type');
    my ($Y, $M, $D, $h, $m, $s) = $p->{lastModified}
        =~ /^(\d+)-(\d+)-(\d+)T(\d+):(\d+):(\d+)/;
    require Time::Local;
    is($mtime, Time::Local::timegm($s, $m, $h, $D, $M - 1, $Y),
        'the SDK\'s Last-Modified');

    ($rc, $out, $err) = cli({}, 'open', 'p1/img_a', "$dir/open.out");
    is($rc, 0, 'open') or diag($err);
    is($out, length($bin) . "\n", 'open\'s size');
    ok(slurp("$dir/open.out") eq $bin, 'the descriptor reads the object');

    ($rc, $out, $err) = cli({}, 'head', 'p1/none');
    is($rc, 2, 'head of a missing object: not found');
    like($err, qr/404 BlobNotFound/, 'the provider\'s code');
    ($rc, $out, $err) = cli({}, 'get', 'p1/none', "$dir/none.out");
    is($rc, 2, 'get of a missing object: not found');
    ok(!-e "$dir/none.out", 'no file made');
    ok(!glob("$dir/.pt-azure-*"), 'no temp file left');
    ($rc) = cli({}, 'open', 'p1/none', "$dir/none2.out");
    is($rc, 2, 'open of a missing object: not found');
};

subtest 'an object the SDK wrote' => sub {
    $az->put_object("${PREFIX}p1/foreign", $small, 'text/plain');
    my ($rc, $out, $err) = cli({}, 'get', 'p1/foreign', "$dir/foreign");
    is($rc, 0, 'get') or diag($err);
    is(slurp("$dir/foreign"), $small, 'its bytes');
};

subtest 'copy' => sub {
    my ($rc, $out, $err) = cli({}, 'copy', 'p1/img_a', 'p1/img_b');
    is($rc, 0, 'copy') or diag($err);
    ok(($az->object("${PREFIX}p1/img_b") // '') eq $bin,
        'the copy holds the bytes');
    is($az->props("${PREFIX}p1/img_b")->{contentType}, 'image/png',
        'and the content type');

    ($rc, $out, $err) = cli({}, 'copy', 'p1/none', 'p1/img_c');
    is($rc, 2, 'copy of a missing object: not found') or diag($err);
    ok(!defined $az->object("${PREFIX}p1/img_c"), 'no copy made');
};

subtest 'list, paged' => sub {
    for my $i (1 .. 7) {
        my ($rc, undef, $err) = cli({}, 'putmem', "p2/k$i", $small_f);
        is($rc, 0, "put p2/k$i") or diag($err);
    }
    my $before = () = $az->requests(qr/comp=list/);
    my ($rc, $out, $err) = cli({ PT_LIST_PAGE => 3 }, 'list', 'p2/');
    is($rc, 0, 'list') or diag($err);
    my @keys = map { (split ' ')[0] } split /\n/, $out;
    is_deeply(\@keys, [map { "p2/k$_" } 1 .. 7],
        'every key, in order, without the prefix');
    my @pages = $az->requests(qr/comp=list&prefix=pfx%2Fp2%2F&maxresults=3/);
    is(scalar(@pages), 3, 'three pages of three asked for');
    is(scalar(() = $az->requests(qr/comp=list/)) - $before, 3,
        'and no other listing');
    my ($line) = grep { /^p2\/k1 / } split /\n/, $out;
    my $p = $az->props("${PREFIX}p2/k1");
    is($line, "p2/k1 " . length($small) . " $p->{etag}",
        'size and ETag as the SDK has them');

    # one page per call, each from the marker the previous one gave
    my ($token, @paged) = ('-');
    my $pg_re = qr/comp=list&prefix=pfx%2Fp2%2F&maxresults=3/;
    my ($pg_before, $mk_before) = (scalar(() = $az->requests($pg_re)),
        scalar(() = $az->requests(qr/comp=list.*&marker=/)));
    for my $i (1 .. 5) {
        ($rc, $out, $err) = cli({}, 'page', 'p2/', $token, 3);
        is($rc, 0, "page $i") or diag($err);
        my @l = split /\n/, $out;
        ($token) = (pop(@l) // '') =~ /^next (\S+)$/;
        push @paged, map { (split ' ')[0] } @l;
        last if !defined $token || $token eq '-';
    }
    is_deeply(\@paged, [map { "p2/k$_" } 1 .. 7],
        'page: every key once, in order');
    is($token, '-', 'page: the last page says so');
    is(scalar(() = $az->requests($pg_re)) - $pg_before, 3,
        'page: one request of three per page');
    is(scalar(() = $az->requests(qr/comp=list.*&marker=/)) - $mk_before, 2,
        'page: the later ones from the marker');

    ($rc, $out) = cli({}, 'list', 'p3/');
    is($rc, 0, 'an empty listing');
    is($out, '', 'nothing');

    ($rc, $out) = cli({}, 'list', '');
    my @all = map { (split ' ')[0] } split /\n/, $out;
    is(scalar(grep { m{^p[12]/} } @all), scalar(@all),
        'the whole listing holds only our keys, unprefixed');
};

subtest 'delete' => sub {
    my ($rc, $out, $err) = cli({}, 'del', 'p1/img_b');
    is($rc, 0, 'delete') or diag($err);
    ok(!defined $az->object("${PREFIX}p1/img_b"), 'gone from the emulator');
    ($rc, $out, $err) = cli({}, 'del', 'p1/img_b');
    is($rc, 0, 'deleting a missing object is OK') or diag($err);
    ($rc) = cli({}, 'head', 'p1/img_b');
    is($rc, 2, 'head: not found');
};

subtest 'another prefix, no prefix' => sub {
    my ($rc, $out, $err) = cli({ PT_PREFIX => 'other/deeper/' }, 'putmem',
        'p9/x', $small_f);
    is($rc, 0, 'put under another prefix') or diag($err);
    is($az->object('other/deeper/p9/x'), $small, 'at {pathPrefix}{key}');
    ($rc, $out, $err) = cli({ PT_PREFIX => '' }, 'putmem', 'p9/y', $small_f);
    is($rc, 0, 'put without a prefix') or diag($err);
    is($az->object('p9/y'), $small, 'at {key}');
    ($rc, $out) = cli({}, 'head', 'p9/x');
    is($rc, 2, 'not seen through the first prefix');
};

subtest 'a SAS instead of the key' => sub {
    my $sas = $az->sas;
    my $conn = 'BlobEndpoint=' . $az->endpoint
        . ";SharedAccessSignature=$sas";
    my ($rc, $out, $err) = cli({ PT_CONN => $conn }, 'put', 'p4/sas',
        $small_f, 'text/plain');
    is($rc, 0, 'put with the SAS') or diag($err);
    is($az->object("${PREFIX}p4/sas"), $small, 'written');
    ($rc, $out, $err) = cli({ PT_CONN => $conn }, 'copy', 'p4/sas',
        'p4/sas2');
    is($rc, 0, 'copy with the SAS (the source URL carries it)')
        or diag($err);
    ($rc, $out, $err) = cli({ PT_CONN => $conn }, 'list', 'p4/');
    is($out, "p4/sas " . length($small) . " "
        . $az->props("${PREFIX}p4/sas")->{etag} . "\np4/sas2 "
        . length($small) . " " . $az->props("${PREFIX}p4/sas2")->{etag}
        . "\n", 'list with the SAS');
    (my $bad = $conn) =~ s/sig=/sig=AAAA/;
    ($rc, $out, $err) = cli({ PT_CONN => $bad }, 'head', 'p4/sas');
    is($rc, 5, 'a forged SAS is refused: denied');
};

subtest 'a wrong key is refused: signatures are checked' => sub {
    # another valid 64-byte key
    my $wrong = 'A' x 86 . '==';
    my $conn = $az->connection_string(key => $wrong);
    my ($rc, $out, $err) = cli({ PT_CONN => $conn }, 'head', 'p1/img_a');
    is($rc, 5, 'head: denied');
    like($err, qr/403/, 'azurite\'s 403');
    unlike($err, qr/AAAA|\Q$Pictor::AzureEmu::KEY\E/,
        'no key in the error');
    ($rc, $out, $err) = cli({ PT_CONN => $conn }, 'putmem', 'p1/evil',
        $small_f);
    is($rc, 5, 'put: denied');
    ok(!defined $az->object("${PREFIX}p1/evil"), 'nothing written');

    ($rc, $out, $err) = cli({ PT_BUCKET => 'no-such-container' }, 'head',
        'p1/img_a');
    is($rc, 5, 'a missing container: denied');
    like($err, qr/ContainerNotFound/, 'with the provider\'s code');

    ($rc, $out, $err) = cli({ PT_CONN => 'AccountName=x;AccountKey=!' },
        'head', 'p1/img_a');
    is($rc, 65, 'an unparseable connection string: configuration');
    like($err, qr/connectionString: AccountName must be/,
        'the error names the field');
};

# peak RSS of a storecli run, kB
sub hwm {
    my ($err) = @_;
    my ($kb) = $err =~ /VmHWM:\s*(\d+)\s*kB/;
    return $kb;
}

subtest '30 MB goes up in blocks, never whole in memory' => sub {
    my $size = 30_000_000;
    my $path = "$dir/big.bin";
    open my $fh, '>:raw', $path or die "$path: $!";
    my $chunk = join '', map { chr(($_ * 131 + 17) % 251) } 0 .. 65_535;
    my $sha = Digest::SHA->new(256);
    my $left = $size;
    my $n = 0;
    while ($left > 0) {
        # every chunk differs, so a block put twice or out of order shows
        my $c = substr(pack('N', $n++) . $chunk, 0, $left < 65_540
            ? $left : 65_540);
        print $fh $c;
        $sha->add($c);
        $left -= length $c;
    }
    close $fh or die "$path: $!";
    my $want = $sha->hexdigest;

    my ($rc, $out, $err) = cli({ PT_REPORT_HWM => 1 }, 'putmem', 'p5/tiny',
        $small_f);
    is($rc, 0, 'a tiny put, for the baseline') or diag($err);
    my $base = hwm($err);

    ($rc, $out, $err) = cli({ PT_REPORT_HWM => 1 }, 'put', 'p5/big', $path,
        'image/jpeg');
    is($rc, 0, 'put 30 MB') or diag($err);
    my $peak = hwm($err);
    ok($base && $peak, "peak RSS reported ($base kB, $peak kB)");
    # the baseline first: a sanitizer build's own memory is in both
    cmp_ok($peak - $base, '<', 30_000_000 / 1024,
        'peak RSS grew by less than the file size');
    cmp_ok($peak - $base, '<', 8 * 1024,
        'the upload adds less than one 8 MiB block to the peak');

    my $p = $az->props("${PREFIX}p5/big");
    is($p->{size}, $size, 'the whole size');
    is($p->{blocks}, 4, 'committed as 4 blocks of 8 MiB');
    is(scalar(() = $az->requests(qr{PUT /\S+/pfx/p5/big\?comp=block&})), 4,
        'four Put Block');
    is(scalar(() = $az->requests(qr{PUT /\S+/pfx/p5/big\?comp=blocklist})),
        1, 'one Put Block List');
    is($p->{contentType}, 'image/jpeg', 'content type on the block list');
    is(sha256_hex($az->object("${PREFIX}p5/big") // ''), $want,
        'the SDK reads the same bytes');

    ($rc, $out, $err) = cli({ PT_REPORT_HWM => 1 }, 'get', 'p5/big',
        "$dir/big.back");
    is($rc, 0, 'get 30 MB') or diag($err);
    cmp_ok(hwm($err) - $base, '<', 8 * 1024,
        'the download streams to the file too');
    open my $bf, '<:raw', "$dir/big.back" or die $!;
    is(Digest::SHA->new(256)->addfile($bf)->hexdigest, $want,
        'the same bytes');
    close $bf;
    unlink "$dir/big.back", $path;
};

subtest 'emulator stopped, then back' => sub {
    $az->stop;
    my ($rc, $out, $err) = cli({ PT_RETRIES => 2 }, 'head', 'p1/img_a');
    is($rc, 4, 'head: unreachable');
    like($err, qr/after 3 tries/, 'after the retries');
    ($rc, $out, $err) = cli({ PT_RETRIES => 1 }, 'putmem', 'p1/down',
        $small_f);
    is($rc, 4, 'put: unreachable');
    ($rc) = cli({ PT_RETRIES => 1 }, 'get', 'p1/img_a', "$dir/down.out");
    is($rc, 4, 'get: unreachable');
    ok(!-e "$dir/down.out", 'no file made');

    $az->restart;
    ($rc, $out, $err) = cli({}, 'get', 'p1/img_a', "$dir/back.out");
    is($rc, 0, 'works again') or diag($err);
    ok(slurp("$dir/back.out") eq $bin, 'the data was kept');
    ($rc, $out, $err) = cli({}, 'putmem', 'p1/back', $small_f);
    is($rc, 0, 'and writes') or diag($err);
};

$az->stop;
$t->done;
