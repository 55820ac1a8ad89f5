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
# two rounds interleaved, each on objects of its own, the better of each;
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
        my %r = (n => $n, pictor => [], curl => []);

        my $started = $t->pictord_pid;
        $t->start_pictord unless $started;

        # two rounds interleaved (curl, Pictor, curl, Pictor), each on
        # objects of its own, the better of each: other work on the two
        # cores must not land on one side only
        for my $round (1, 2) {
            my $p = "bmig$round";
            $t->project_with_key($p, "mig-owner$round\@example.com");
            $t->ctl('plan', 'set', $p, 'pro');
            my $jar = $t->jar;
            $t->login("mig-owner$round\@example.com", "password for $p 1",
                $jar);

            $b->log("migrate: $n objects into the source bucket ($p)");
            my @keys;
            $r{bytes} = fill($src, $p, $n, \@keys);
            for my $emu ($src, $dst) {
                my $x = $t->http(PUT => "/api/$p/storage", jar => $jar,
                    json => $emu->storage_body(pathPrefix => ''));
                die "PUT storage: $x->{status} $x->{content}"
                    unless $x->{status} == 200;
            }

            $b->log("migrate: curl ($round)");
            $b->settle;
            push @{ $r{curl} }, curl_copy($b, $src, $dst, \@keys);

            $b->log("migrate: Pictor ($round)");
            $b->settle;
            my ($secs, $st) = migrate($t, $p, $jar);
            push @{ $r{pictor} }, $secs;
            $r{status} = $st;
        }

        $t->stop_pictord unless $started;
        $src->stop;
        $dst->stop;
        return report($b, \%r);
    },
};

# n objects of the cycled sizes under "{p}/", straight into the bucket;
# their keys into keys, their bytes in all returned
sub fill {
    my ($emu, $p, $n, $keys) = @_;
    my $pool = join '', map { chr int rand 256 } 1 .. $SIZES[-1] + 64;
    my $bytes = 0;
    for my $i (0 .. $n - 1) {
        my $size = $SIZES[$i % @SIZES];
        my $k = sprintf '%s/obj-%05d', $p, $i;
        $emu->put_object($k, sprintf('%08d', $i)
            . substr($pool, $i % 64, $size - 8));
        push @$keys, $k;
        $bytes += $size;
    }
    return $bytes;
}

# POST migrations/storage to Completed: seconds and the last status
sub migrate {
    my ($t, $p, $jar) = @_;
    my $t0 = time;
    my $x = $t->http(POST => "/api/$p/migrations/storage", jar => $jar);
    die "POST migration: $x->{status} $x->{content}"
        unless $x->{status} == 202;
    my $job = $x->{json}{jobId};
    my $st;
    while (1) {
        $st = $t->http(GET => "/api/$p/migrations/$job", jar => $jar)->{json};
        last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
        sleep 0.05;
    }
    return (time - $t0, $st);
}

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

    # the payload hashes a signed PUT needs (curl takes them as a
    # header), by Digest::SHA's C code: timed, as Pictor's are
    $t0 = time;
    my @put = map { ["curl/$_->[0]", $_->[1],
        sha256_hex(Pictor::Test::read_file($_->[1]))] } @get;
    Pictor::Test::write_file($cfg, curl_config($dst, \@put));
    $b->cmd('curl', '-Z', '--parallel-max', $PAR, '--config', $cfg);
    my $up = time - $t0;

    unlink $cfg;
    remove_tree($dir);
    return $down + $up;
}

sub report {
    my ($bench, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my $mb = $r->{bytes} / 1e6;
    my $st = $r->{status};
    my ($ps) = sort { $a <=> $b } @{ $r->{pictor} };
    my ($cs) = sort { $a <=> $b } @{ $r->{curl} };
    my $ops = $r->{n} / $ps;
    my $cops = $r->{n} / $cs;
    my $ratio = $ops / $cops;

    my $md = "$r->{n} objects, sizes cycling through "
        . join(', ', map { $num->($_ / 1000) . ' kB' } @SIZES)
        . ' (' . $num->($mb) . " MB in all), put straight into one S3"
        . " emulator's bucket; the project moved to a second emulator's"
        . " bucket and migrated by pictord (migration_parallel as shipped,"
        . " 4): from the POST to the status Completed.  Beside it, curl"
        . " alone copying the same objects between the same emulators, 4"
        . " transfers at a time, all downloads then all uploads (with the"
        . " SHA-256 of each body, which a signed PUT needs).  Two rounds"
        . " interleaved (curl, Pictor, curl, Pictor), each on 1,000 objects"
        . " of its own, the better of each (seconds: Pictor "
        . join(', ', map { $num->($_) } @{ $r->{pictor} }) . '; curl '
        . join(', ', map { $num->($_) } @{ $r->{curl} }) . ").  Both"
        . " emulators are node (a signature-checking front and s3rver) on"
        . " the same two cores.\n\n"
        . $bench->table(['copy', 'seconds', 'objects/s', 'MB/s'], [
            ['Pictor storage-migration', $num->($ps), $num->($ops),
             $num->($mb / $ps)],
            ['curl, 4 parallel', $num->($cs), $num->($cops),
             $num->($mb / $cs)]])
        . "\nPictor ÷ curl: **" . $num->($ratio) . "** (goal ≥ $GOAL: "
        . ($ratio >= $GOAL ? 'met' : 'not met') . ").  The job's counters:"
        . " status $st->{status}, $st->{succeededObjects} succeeded,"
        . " $st->{skippedObjects} skipped, $st->{failedObjects} failed of"
        . " $st->{totalObjects} (the last round).  Per object the job"
        . " does more than the copy: a HEAD of the target (an object"
        . " already there and identical, or newer than the migration, is"
        . " kept), the MD5 of the bytes, and its share of a transaction"
        . " that settles 32 objects and moves the counters; S3 checks the"
        . " PUT's bytes against their signed SHA-256, so no HEAD follows"
        . " there (other targets get one, for size and MD5).\n";
    return $md;
}
