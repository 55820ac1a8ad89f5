# make bench, section "migrate": a storage migration (issue 17) between
# two S3 emulators (t/lib/Pictor/S3Emu.pm, each s3rver behind the
# SigV4-checking front, on loopback), beside its limit in the same run:
#
#   Pictor: 1,000 objects of mixed sizes put straight into the source
#     bucket, the project moved from it to the target bucket, timed from
#     the POST of migrations/storage to the status Completed (pictord with
#     migration_parallel as shipped);
#   curl: the same objects copied by curl alone, as plainly as it goes:
#     one process downloading them all 4 at a time (-Z, keep-alive), then
#     one uploading them all 4 at a time, signed by --aws-sigv4;
#
# objects/s and MB/s of each, Pictor ÷ curl (goal >= 0.7).

package Pictor::Bench::Migrate;

use strict;
use warnings;

use Digest::SHA qw(sha256_hex);
use File::Path qw(make_path remove_tree);
use Time::HiRes qw(sleep time);

use Pictor::S3Emu;

my $N = 1000;
my @SIZES = (2_000, 8_000, 32_000, 128_000, 512_000);   # cycled
my $PAR = 4;
my $GOAL = 0.7;

return {
    title => 'Storage migration between two S3 emulators',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $d = $t->dir;
        my $n = $b->scale < 1 ? int($N * $b->scale) || 50 : $N;

        make_path("$d/msrc", "$d/mdst");
        my $src = Pictor::S3Emu->start("$d/msrc", bucket => 'mig-src');
        my $dst = Pictor::S3Emu->start("$d/mdst", bucket => 'mig-dst');

        my $key = $t->project_with_key('bmig', 'mig-owner@example.com');
        $t->ctl('plan', 'set', 'bmig', 'pro');
        my $jar = $t->jar;
        $t->login('mig-owner@example.com', 'password for bmig 1', $jar);

        $b->log("migrate: $n objects into the source bucket");
        my $pool = join '', map { chr int rand 256 } 1 .. $SIZES[-1] + 64;
        my ($bytes, @keys) = (0);
        for my $i (0 .. $n - 1) {
            my $size = $SIZES[$i % @SIZES];
            my $k = sprintf 'bmig/obj-%05d', $i;
            $src->put_object($k, sprintf('%08d', $i)
                . substr($pool, $i % 64, $size - 8));
            push @keys, $k;
            $bytes += $size;
        }

        my %r = (n => $n, bytes => $bytes);
        for my $emu ($src, $dst) {
            my $p = $t->http(PUT => '/api/bmig/storage', jar => $jar,
                json => $emu->storage_body(pathPrefix => ''));
            die "PUT storage: $p->{status} $p->{content}"
                unless $p->{status} == 200;
        }

        my $started = $t->pictord_pid;
        $t->write_pictord_conf(migration_parallel => $ENV{MIGP}) if $ENV{MIGP};
        $t->start_pictord unless $started;
        $b->settle;

        $b->log('migrate: Pictor');
        my $t0 = time;
        my $p = $t->http(POST => '/api/bmig/migrations/storage', jar => $jar);
        die "POST migration: $p->{status} $p->{content}"
            unless $p->{status} == 202;
        my $job = $p->{json}{jobId};
        my $st;
        while (1) {
            $st = $t->http(GET => "/api/bmig/migrations/$job",
                jar => $jar)->{json};
            last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
            sleep 0.05;
        }
        $r{pictor} = time - $t0;
        $r{status} = $st;
        $t->stop_pictord unless $started;

        $b->log('migrate: curl');
        $b->settle;
        $r{curl} = curl_copy($b, $src, $dst, \@keys);

        $src->stop;
        $dst->stop;
        return report($b, \%r);
    },
};

# A curl config: signed requests, one section per object (--next resets
# the per-transfer options, the signature's payload hash among them).
sub curl_config {
    my ($emu, $items) = @_;
    my $txt = '';
    for my $it (@$items) {
        my ($k, $file, $hash) = @$it;
        $txt .= "next\n" if length $txt;
        $txt .= qq{aws-sigv4 = "aws:amz:} . $emu->region . qq{:s3"\n}
            . 'user = "' . $emu->key_id . ':' . $emu->secret . qq{"\n}
            . qq{header = "x-amz-content-sha256: $hash"\n}
            . qq{silent\nfail\n}
            . 'url = "' . $emu->endpoint . '/' . $emu->bucket . "/$k\"\n"
            . ($hash eq sha256_hex('') ? qq{output = "$file"\n}
               : qq{upload-file = "$file"\noutput = "/dev/null"\n});
    }
    return $txt;
}

# Downloads every key from src, then uploads them all to dst under
# "curl/", $PAR at a time in one curl process each; seconds
sub curl_copy {
    my ($b, $src, $dst, $keys) = @_;
    my $dir = $b->t->dir . '/curlcopy';
    make_path($dir);
    my $empty = sha256_hex('');
    my @get = map { [$_, "$dir/" . s{/}{_}gr, $empty] } @$keys;

    my $cfg = "$dir.get.cfg";
    Pictor::Test::write_file($cfg, curl_config($src, \@get));
    chmod 0600, $cfg;
    my $t0 = time;
    $b->cmd('curl', '-Z', '--parallel-max', $PAR, '--config', $cfg);
    my $down = time - $t0;

    # the payload hashes are what --aws-sigv4 needs beside the file; not
    # timed, as curl would need them whatever copies the bytes
    my @put = map { ["curl/$_->[0]", $_->[1],
        sha256_hex(Pictor::Test::read_file($_->[1]))] } @get;
    Pictor::Test::write_file($cfg, curl_config($dst, \@put));
    $t0 = time;
    $b->cmd('curl', '-Z', '--parallel-max', $PAR, '--config', $cfg);
    my $up = time - $t0;

    unlink $cfg;
    remove_tree($dir);
    return $down + $up;
}

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my $mb = $r->{bytes} / 1e6;
    my $st = $r->{status};
    my $ops = $r->{n} / $r->{pictor};
    my $cops = $r->{n} / $r->{curl};
    my $ratio = $ops / $cops;

    my $md = "$r->{n} objects, sizes cycling through "
        . join(', ', map { $num->($_ / 1000) . ' kB' } @SIZES)
        . ' (' . $num->($mb) . " MB in all), put straight into one S3"
        . " emulator's bucket; the project moved to a second emulator's"
        . " bucket and migrated by pictord (migration_parallel as shipped,"
        . " 4): from the POST to the status Completed.  Beside it, curl"
        . " alone copying the same objects between the same emulators, 4"
        . " transfers at a time, all downloads then all uploads.  Both"
        . " emulators are node on the same two cores.\n\n"
        . $b->table(['copy', 'seconds', 'objects/s', 'MB/s'], [
            ['Pictor storage-migration', $num->($r->{pictor}),
             $num->($ops), $num->($mb / $r->{pictor})],
            ['curl, 4 parallel', $num->($r->{curl}), $num->($cops),
             $num->($mb / $r->{curl})]])
        . "\nPictor ÷ curl: **" . $num->($ratio) . "** (goal ≥ $GOAL: "
        . ($ratio >= $GOAL ? 'met' : 'not met') . ").  The job's counters:"
        . " status $st->{status}, $st->{succeededObjects} succeeded,"
        . " $st->{skippedObjects} skipped, $st->{failedObjects} failed of"
        . " $st->{totalObjects}.  Per object the job does more than the"
        . " copy: a HEAD of the source, a HEAD of the target (an identical"
        . " object is skipped), the MD5 of the bytes, a HEAD after the PUT"
        . " to check size and MD5, and one transaction that settles the"
        . " object and moves the counters.\n";
    return $md;
}
