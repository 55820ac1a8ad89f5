# make bench, section "import": bucket import (issue 17) on the S3
# emulator (t/lib/Pictor/S3Emu.pm), beside its limit, in one run:
#
#   pictord's bucket-import of N objects put straight into the bucket at
#   "{project}/{imageId}" keys (four corpus images in turn: JPEG, PNG,
#   WebP, AVIF), from the POST to Completed, objects/s;
#   the limit: what the import cannot do without, the emulator's LIST of
#   the same objects plus one 64 KB ranged GET per object, by curl alone
#   (one process, keep-alive, signed with --aws-sigv4).
#
# A second import of the same objects (each one skipped: the row exists,
# nothing is read) is reported too: the listing and the bookkeeping alone.

package Pictor::Bench::Import;

use strict;
use warnings;

use Digest::SHA qw(sha256_hex);
use Time::HiRes qw(time);

use Pictor::S3Emu;

my $N = 1000;
my @SRC = ('images/2569067123_aca715a2ee_o.jpg',
    'images/PNG_transparency_demonstration_1.png', 'images/4.webp',
    'images/pitm.avif');
my @B32 = split //, '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

return {
    title => 'Bucket import on the S3 emulator',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $n = $b->scale < 1 ? int($N * $b->scale) || 50 : $N;
        my $emu = Pictor::S3Emu->start($t->dir, bucket => 'bench-import');

        $t->user_create('import-owner@example.com', 'import password 1');
        $t->project_create('bimp', 'import-owner@example.com');
        $t->ctl('plan', 'set', 'bimp', 'pro');
        my $jar = $t->jar;
        $t->login('import-owner@example.com', 'import password 1', $jar);
        my $p = $t->http(PUT => '/api/bimp/storage', jar => $jar,
            json => $emu->storage_body(pathPrefix => ''));
        die "PUT storage: $p->{status} $p->{content}"
            unless $p->{status} == 200;

        $b->log("import: $n objects into the emulator");
        my @bytes = map { Pictor::Test::read_file($t->corpus($_)) } @SRC;
        my @keys;
        for my $i (0 .. $n - 1) {
            my $id = sprintf 'img_01J%s%05d', join('', map {
                $B32[int rand 32] } 1 .. 18), $i;
            push @keys, "bimp/$id";
            $emu->put_object("bimp/$id", $bytes[$i % @bytes]);
        }
        my $total = 0;
        $total += length $bytes[$_ % @bytes] for 0 .. $n - 1;

        $t->write_pictord_conf;
        $t->start_pictord;

        my %r = (n => $n, mb => $total / 1e6);
        $b->settle;
        $r{first} = import_run($b, $jar);
        $b->settle;
        $r{again} = import_run($b, $jar);
        $t->stop_pictord;

        $b->settle;
        $r{curl} = curl_limit($b, $emu, @keys);

        $emu->stop;
        return report($b, \%r);
    },
};

# POST, then the status until Completed: seconds and the counters
sub import_run {
    my ($b, $jar) = @_;
    my $t = $b->t;
    my $t0 = time;
    my $r = $t->http(POST => '/api/bimp/migrations/bucket-import',
        jar => $jar);
    die "POST import: $r->{status} $r->{content}" unless $r->{status} == 202;
    my $id = $r->{json}{jobId};
    my $s;
    while (1) {
        $s = $t->http(GET => "/api/bimp/migrations/$id", jar => $jar)->{json}
            || {};
        last if ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
        select undef, undef, undef, 0.02;
    }
    my $secs = time - $t0;
    die "import $id: $s->{status}" unless $s->{status} eq 'Completed';
    $b->log(sprintf 'import: %d objects in %.2f s (%d taken, %d skipped)',
        $s->{processedObjects}, $secs, $s->{succeededObjects},
        $s->{skippedObjects});
    return { secs => $secs, %$s };
}

# curl alone, one process: the LIST of the objects (pages of 1000, as the
# import asks), then a signed 64 KB ranged GET of each; seconds
sub curl_limit {
    my ($b, $emu, @keys) = @_;
    @keys = sort @keys;             # the listing's order
    my $cfg = $b->t->dir . '/curl-import.cfg';
    my $auth = qq{aws-sigv4 = "aws:amz:} . $emu->region . qq{:s3"\n}
        . 'user = "' . $emu->key_id . ':' . $emu->secret . qq{"\n}
        . 'header = "x-amz-content-sha256: ' . sha256_hex('') . qq{"\n}
        . qq{silent\nfail\n};
    my $base = $emu->endpoint . '/' . $emu->bucket;
    my $txt = $auth;
    for my $page (0 .. int((@keys - 1) / 1000)) {
        # the page's start: the key before it (start-after), as a token
        my $after = $page ? '&start-after=' . $keys[$page * 1000 - 1] : '';
        $after =~ s{/}{%2F}g;
        $txt .= qq{url = "$base?list-type=2&max-keys=1000&prefix=bimp%2F}
            . qq{$after"\noutput = "/dev/null"\n};
    }
    $txt .= "next\n$auth" . qq{range = "0-65535"\n}
        . qq{write-out = "GOT %{http_code} %{size_download}\\n"\n};
    $txt .= qq{url = "$base/$_"\noutput = "/dev/null"\n} for @keys;
    Pictor::Test::write_file($cfg, $txt);
    chmod 0600, $cfg;
    my $t0 = time;
    my $out = $b->cmd('curl', '--config', $cfg);
    my $secs = time - $t0;
    unlink $cfg;
    # every GET a 206 of at most 64 KB: the limit read no more than that
    my @got = $out =~ /^GOT (\d+) (\d+)$/mg;
    my ($n206, $bytes) = (0, 0);
    while (my ($code, $size) = splice @got, 0, 2) {
        $n206++ if $code == 206 && $size <= 65536;
        $bytes += $size;
    }
    die "curl: $n206 ranged answers of " . scalar(@keys) . "\n"
        unless $n206 == @keys;
    return { secs => $secs, bytes => $bytes };
}

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my $n = $r->{n};
    my $imp = $n / ($r->{first}{secs} || 1);
    my $again = $n / ($r->{again}{secs} || 1);
    my $lim = $n / ($r->{curl}{secs} || 1);
    my $md = "The S3 emulator (s3rver behind the SigV4-checking front,"
        . " `t/lib/Pictor/S3Emu.pm`) on loopback; $n objects put straight"
        . " into the bucket at `{project}/{imageId}` keys, four corpus"
        . " images in turn (a 2725×2225 JPEG, a PNG, a WebP, an AVIF; "
        . $num->($r->{mb}) . " MB in all); pictord with the harness's"
        . " configuration (2 workers; one import is one job, on one"
        . " worker).  The import: from the POST to the status"
        . " `Completed`, polled every 20 ms.  The limit: curl alone (one"
        . " process, keep-alive, signed with `--aws-sigv4`) doing the"
        . " requests the import cannot do without: the LIST of the"
        . " objects, pages of 1000, then one 64 KB ranged GET per"
        . " object.\n\n"
        . $b->table(['', 's', 'objects/s'], [
            ['bucket import (each object sniffed, sized, its row written)',
             $num->($r->{first}{secs}), $num->($imp)],
            ['the same again (every object skipped: it has its row)',
             $num->($r->{again}{secs}), $num->($again)],
            ['limit: LIST + one 64 KB ranged GET per object (curl)',
             $num->($r->{curl}{secs}), $num->($lim)]])
        . "\nThe limit's GETs were all 206, "
        . $num->($r->{curl}{bytes} / 1e6) . " MB in all.  Import ÷ limit:"
        . " **" . $num->($imp / ($lim || 1)) . "**.  The"
        . " import also writes each object's row and settles it with the"
        . " counters, a transaction per object (MariaDB with"
        . " `innodb_flush_log_at_trx_commit=1`), which the limit does not;"
        . " taken: $r->{first}{succeededObjects}, skipped:"
        . " $r->{first}{skippedObjects}, failed:"
        . " $r->{first}{failedObjects}.\n";
    return $md;
}

1;
