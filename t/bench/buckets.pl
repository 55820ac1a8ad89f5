# make bench, section "buckets": customer buckets (issue 13) on the S3
# emulator (t/lib/Pictor/S3Emu.pm: s3rver behind the SigV4-checking
# front, on loopback), each beside its limit, in one run:
#
#   warm miss: variants of images whose original is already in the
#     originals cache (each miss still HEADs the object), distinct widths,
#     wrk with 2 clients, against the same misses of the same images on
#     the managed store (goal >= 0.95);
#   cold miss: one client, each request the first of a fresh image (the
#     original fetched from the bucket, then rendered), against the time
#     of the same GET by curl alone plus a managed-store miss;
#   the driver's upload: put_file of the photo, N times on one thread
#     (t/bench/storeloop.c), against curl PUTting the same bytes to the
#     same emulator N times in one process (signed by curl's --aws-sigv4,
#     keep-alive) (goal >= 0.8); and the API's whole upload to the bucket
#     against the same upload to the managed store, for what the bucket
#     adds to an upload (the probe's decode dominates both).

package Pictor::Bench::Buckets;

use strict;
use warnings;

use Digest::SHA qw(sha256_hex);
use File::Path qw(make_path);
use Time::HiRes qw(time);

use Pictor::S3Emu;

my $SRC = 'images/missing-exif.jpg';
my $SECS = 8;           # wrk per warm-miss run
my $COLD = 40;          # fresh images for the cold misses
my $PUTS = 40;          # uploads by the driver and by curl
my %GOAL = (warm => 0.95, put => 0.8);

return {
    title => 'Customer buckets: misses and uploads on the S3 emulator',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $d = $t->dir;
        my $src = $t->corpus($SRC);
        my $emu = Pictor::S3Emu->start($d, bucket => 'bench-bucket');
        my %r = (size => -s $src);

        my $mkey = $t->project_with_key('bman', 'bench-owner@example.com');
        my $skey = $t->project_with_key('bs3', 'bench-owner@example.com');
        $t->ctl('plan', 'set', 'bs3', 'pro');
        my $jar = $t->jar;
        $t->login('bench-owner@example.com', 'password for bman 1', $jar);
        my $p = $t->http(PUT => '/api/bs3/storage', jar => $jar,
            json => $emu->storage_body(pathPrefix => ''));
        die "PUT storage: $p->{status} $p->{content}"
            unless $p->{status} == 200;

        $b->log('buckets: uploads');
        my @man = map { upload($t, 'bman', $mkey, $src) } 1 .. 4;
        my @s3 = map { upload($t, 'bs3', $skey, $src) } 1 .. 4;

        # warm: each bucket original fetched once before the run
        for my $id (@s3) {
            my $x = $t->http(GET => "/bs3/$id/w_100.jpg");
            die "prime: $x->{status}" unless $x->{status} == 200;
        }
        # interleaved, best of two each: other work on the two cores
        # must not land on one side only
        for my $round (1, 2) {
            for my $side (['warm_man', 'bman', \@man],
                ['warm_s3', 'bs3', \@s3])
            {
                my $w = warm($b, $side->[1], $side->[2], $round);
                $r{$side->[0]} = $w if !$r{$side->[0]}
                    || $w->{rps} > $r{$side->[0]}{rps};
            }
        }

        # cold: fresh images, one client
        $b->log("buckets: $COLD cold misses");
        my @fresh = map { upload($t, 'bs3', $skey, $src) } 1 .. $COLD;
        $b->settle;
        $r{cold} = sequential($t, map { "/bs3/$_/w_640.jpg" } @fresh);
        my @mfresh = map { upload($t, 'bman', $mkey, $src) } 1 .. $COLD;
        $b->settle;
        $r{cold_man} = sequential($t, map { "/bman/$_/w_640.jpg" } @mfresh);
        $r{curl_get} = curl_loop($b, $emu, 'GET',
            map { "bs3/$_" } @fresh);

        # the driver's upload against curl's
        $b->log("buckets: $PUTS puts by the driver and by curl");
        $b->settle;
        my $loop = $b->helper('storeloop', with_lib => 1);
        my %env = (PT_ENDPOINT => $emu->endpoint, PT_BUCKET => $emu->bucket,
            PT_REGION => $emu->region, PT_KEY_ID => $emu->key_id,
            PT_SECRET => $emu->secret);
        my $x = Pictor::Bench::kv(do {
            local @ENV{keys %env} = values %env;
            $b->cmd($loop, 'put', $src, $PUTS);
        });
        $r{put} = $x->{ops} / $x->{seconds};
        $b->settle;
        $r{curl_put} = curl_loop($b, $emu, 'PUT', $src,
            map { "bench/curl-$_" } 1 .. $PUTS);

        # the API's upload, bucket and managed
        $b->settle;
        $r{api_s3} = $b->wrk("/api/bs3/upload", key => $skey,
            upload => $src, seconds => $b->secs(5))->{rps};
        $b->settle;
        $r{api_man} = $b->wrk("/api/bman/upload", key => $mkey,
            upload => $src, seconds => $b->secs(5))->{rps};

        $emu->stop;
        return report($b, \%r);
    },
};

sub upload {
    my ($t, $slug, $key, $src) = @_;
    my $u = $t->upload($slug, key => $key, file => $src);
    die "upload: $u->{status} $u->{content}" unless $u->{status} == 201;
    return $u->{json}{imageId};
}

# distinct widths over the images, 2 clients, each URL once
sub warm {
    my ($b, $slug, $ids, $round) = @_;
    my $list = $b->t->dir . "/warm-$slug";
    # each round its own widths: every request a miss
    my @w = $round == 1 ? (300 .. 899) : (900 .. 1499);
    Pictor::Test::write_file($list, join '', map {
        my $w = $_;
        map { "/$slug/$_/w_$w.jpg\n" } @$ids
    } @w);
    $b->log("buckets: warm misses on $slug");
    my $w = $b->wrk('/', paths => $list, conns => 2,
        seconds => $b->secs($SECS));
    return $w;
}

# one request after another: mean ms
sub sequential {
    my ($t, @paths) = @_;
    my $t0 = time;
    for my $path (@paths) {
        my $x = $t->http(GET => $path);
        die "GET $path: $x->{status} $x->{content}" unless $x->{status} == 200;
    }
    return (time - $t0) * 1000 / @paths;
}

# curl alone, one process, keep-alive, signed: GET keys, or PUT file as
# keys; mean ms per request
sub curl_loop {
    my ($b, $emu, $method, @rest) = @_;
    my $file = $method eq 'PUT' ? shift @rest : undef;
    my $hash = $file ? sha256_hex(Pictor::Test::read_file($file))
        : sha256_hex('');
    my $cfg = $b->t->dir . "/curl-$method.cfg";
    my $txt = qq{aws-sigv4 = "aws:amz:} . $emu->region . qq{:s3"\n}
        . 'user = "' . $emu->key_id . ':' . $emu->secret . qq{"\n}
        . qq{header = "x-amz-content-sha256: $hash"\n}
        . qq{silent\nfail\n};
    for my $k (@rest) {
        $txt .= 'url = "' . $emu->endpoint . '/' . $emu->bucket . "/$k\"\n"
            . ($file ? qq{upload-file = "$file"\n} : '')
            . qq{output = "/dev/null"\n};
    }
    Pictor::Test::write_file($cfg, $txt);
    chmod 0600, $cfg;
    my $t0 = time;
    $b->cmd('curl', '--config', $cfg);
    my $ms = (time - $t0) * 1000 / @rest;
    unlink $cfg;
    return $ms;
}

sub report {
    my ($b, $r) = @_;
    my $num = \&Pictor::Bench::num;
    my $ratio = \&Pictor::Bench::ratio;
    my $mb = $num->($r->{size} / 1e6);
    my $md = "The S3 emulator (s3rver behind the front that checks every"
        . " SigV4 signature, `t/lib/Pictor/S3Emu.pm`) on loopback, the"
        . " bucket's project and a managed project side by side, the same"
        . " photo `$SRC` ($mb MB, 4032×3024) in both.  The emulator is node"
        . " on the same two cores as nginx, so a remote bucket's network"
        . " time is not in these numbers, and its CPU is.\n\n";

    my $wr = $r->{warm_s3}{rps} / ($r->{warm_man}{rps} || 1);
    $md .= "**Warm misses** (the original in the originals cache, checked"
        . " by a HEAD within the cache's validity), distinct widths over 4"
        . " images, 2 clients, " . $b->secs($SECS) . " s with wrk, two"
        . " rounds interleaved (managed, bucket, managed, bucket; widths"
        . " 300..899 then 900..1499), the better round of each:\n\n"
        . $b->table(['store', 'req/s', 'p50 ms', 'p99 ms',
            'MISS / responses'], [
            map { my $w = $r->{$_->[1]};
                [$_->[0], $num->($w->{rps}), $num->($w->{p50}),
                 $num->($w->{p99}),
                 ($w->{misses} // '?') . ' / ' . $w->{requests}] }
            (['managed', 'warm_man'], ['S3 bucket', 'warm_s3'])])
        . "\nBucket ÷ managed: **" . $num->($wr) . "** (goal ≥ $GOAL{warm}: "
        . ($wr >= $GOAL{warm} ? 'met' : 'not met') . ").\n\n";

    my $limit = $r->{curl_get} + $r->{cold_man};
    $md .= "**Cold misses**: one client, $COLD fresh images, each request"
        . " the first of its image (`w_640.jpg`): the original fetched from"
        . " the bucket into the originals cache, then rendered.  The limit"
        . " is the same GET by curl alone (one process, keep-alive, signed"
        . " with `--aws-sigv4`) plus the same miss on the managed store:\n\n"
        . $b->table(['', 'ms per request'], [
            ['cold miss from the bucket', $num->($r->{cold})],
            ['curl GET of the object', $num->($r->{curl_get})],
            ['managed-store miss', $num->($r->{cold_man})],
            ['limit: curl GET + managed miss', $num->($limit)]])
        . "\nLimit ÷ cold miss: **" . $ratio->($limit, $r->{cold})
        . "** (1.0 would be no cost beyond the fetch and the render).\n\n";

    my $curl_rate = 1000 / $r->{curl_put};
    my $pr = $r->{put} / $curl_rate;
    $md .= "**Uploads**: the S3 driver's `put_file` of the photo, $PUTS"
        . " times on one thread (`t/bench/storeloop.c`: the SHA-256 of the"
        . " body for `x-amz-content-sha256`, the signed PUT, keep-alive)"
        . " against curl PUTting the same bytes $PUTS times in one process"
        . " (signed by `--aws-sigv4`, the same header):\n\n"
        . $b->table(['', 'uploads/s', 'MB/s'], [
            ['S3 driver put_file', $num->($r->{put}),
             $num->($r->{put} * $r->{size} / 1e6)],
            ['curl PUT', $num->($curl_rate),
             $num->($curl_rate * $r->{size} / 1e6)]])
        . "\nDriver ÷ curl: **" . $num->($pr) . "** (goal ≥ $GOAL{put}: "
        . ($pr >= $GOAL{put} ? 'met' : 'not met') . ").\n\n"
        . "The API's whole upload (`POST /api/{p}/images`, 1 client, wrk,"
        . " " . $b->secs(5) . " s): to the bucket " . $num->($r->{api_s3})
        . "/s, to the managed store " . $num->($r->{api_man}) . "/s, ratio "
        . $ratio->($r->{api_s3}, $r->{api_man}) . "; both are mostly the"
        . " probe's decode of the 12-megapixel photo (section Upload"
        . " throughput).\n";
    return $md;
}

1;
