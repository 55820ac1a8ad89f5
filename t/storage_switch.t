#!/usr/bin/perl

# Switching stores takes nothing offline (docs/BUCKETS.md, "Switching
# stores"), for S3, Azure Blob and GCS (the emulators): images uploaded on
# the managed store; PUT of the bucket; every old image is still 200
# (its original, a variant cached before, a variant asked for the first
# time) before any migration, new uploads go to the bucket; a migration;
# still 200, and the bucket holds every original with its bytes.  Then
# DELETE of the storage: an original that is only in the bucket answers a
# problem naming the cause, never "no such image".

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::AzureEmu;
use Pictor::GcsEmu;

my $t = Pictor::Test->new->need(qw/module pictord pictorctl/)->need_corpus;
$t->start(pictord => 1);
$t->user_create('sw@example.com', 'switch password 1');
my $own = $t->jar;

my @files = qw(images/concert_gray.jpg exif/Landscape_3.jpg
               images/PNG_transparency_demonstration_1.png);

sub migrate {
    my ($p, $what) = @_;
    my $r = $t->http(POST => "/api/$p/migrations/storage", jar => $own);
    is($r->{status}, 202, "$what: migration 202") or diag($r->{content});
    my $job = ($r->{json} || {})->{jobId} // 'none';
    my $st = {};
    Pictor::Test::wait_for(sub {
        $st = $t->http(GET => "/api/$p/migrations/$job", jar => $own)->{json}
            || {};
        ($st->{status} // '') =~ /^(?:Completed|Failed)$/;
    }, 120, 0.2);
    is($st->{status}, 'Completed', "$what: migration completed")
        or diag(explain $st);
}

sub all_served {
    my ($p, $ids, $n, $what) = @_;
    my @bad;
    for my $id (@$ids) {
        for my $path ("/$p/$id/original", "/$p/$id/w_100.png",
                      "/$p/$id/w_" . (110 + $n) . '.webp')
        {
            my $r = $t->http(GET => $path);
            push @bad, "$path: $r->{status}" if $r->{status} != 200;
        }
    }
    is_deeply(\@bad, [], "$what: every image's original and variants 200");
}

my %EMU = (
    s3 => sub { Pictor::S3Emu->start($t->dir, bucket => 'sw-s3') },
    azure => sub { Pictor::AzureEmu->start($t->dir . '/az') },
    gcs => sub { Pictor::GcsEmu->start($t->dir . '/gcs') },
);

$t->login('sw@example.com', 'switch password 1', $own);

for my $name (qw(s3 azure gcs)) {
    my $emu = $EMU{$name}->();
    my $p = "sw$name";
    $t->project_create($p, 'sw@example.com');
    my $key = $t->key_create($p);
    $t->ctl_ok('plan', 'set', $p, 'pro');

    my (@ids, %md5);
    for my $f (@files) {
        my $u = $t->upload($p, key => $key, file => $t->corpus($f));
        is($u->{status}, 201, "$name: upload $f on the managed store");
        push @ids, $u->{json}{imageId};
        $md5{"$p/$u->{json}{imageId}"} =
            md5_hex(Pictor::Test::read_file($t->corpus($f)));
    }
    all_served($p, \@ids, 0, "$name: on the managed store");

    my $r = $t->http(PUT => "/api/$p/storage", jar => $own,
                     json => $emu->storage_body(pathPrefix => 'sw/'));
    is($r->{status}, 200, "$name: PUT the bucket") or diag($r->{content});
    all_served($p, \@ids, 1, "$name: after the PUT, before a migration");

    my $u = $t->upload($p, key => $key, file => $t->corpus($files[0]));
    is($u->{status}, 201, "$name: an upload after the PUT");
    my $new = $u->{json}{imageId};
    ok(defined $emu->object("sw/$p/$new"), "$name: it went to the bucket");
    ok(!-e $t->dir . "/storage/$p/$new", "$name: not to the managed store");
    $md5{"$p/$new"} = md5_hex(Pictor::Test::read_file($t->corpus($files[0])));
    push @ids, $new;

    migrate($p, $name);
    all_served($p, \@ids, 2, "$name: after the migration");
    my @wrong = grep { md5_hex($emu->object("sw/$_") // '') ne $md5{$_} }
        sort keys %md5;
    is_deeply(\@wrong, [], "$name: the bucket holds every original, its"
              . ' bytes');

    # the storage removed: a new upload goes to the managed store, one
    # that is only in the bucket says where it is
    $r = $t->http(DELETE => "/api/$p/storage", jar => $own);
    is($r->{status}, 200, "$name: DELETE the storage");
    $r = $t->http(GET => "/$p/$new/w_120.png");
    my $slug = $t->problem_ok($r, 409, "$name: a bucket-only original: 409");
    like($r->{json}{detail} // '', qr/previous \S+ bucket, which is no longer configured: migrate it .* or configure the bucket again/,
         "$name: the problem names the cause, not 'no such image'");
    $emu->stop;
}

$t->done;
