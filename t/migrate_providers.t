#!/usr/bin/perl

# Storage migrations between providers (issue 17): images uploaded into an
# S3 bucket (t/lib/Pictor/S3Emu.pm) move to Azure Blob (AzureEmu.pm), then
# back to the managed store.  After each: the counters add up, every
# object is in the target with the same bytes (read through the
# emulator's own API or the filesystem), every image is delivered, and
# nothing was deleted from the source.  An old copy of the same size but
# other bytes in the target is replaced.

use strict;
use warnings;

use Test::More;
use Digest::MD5 qw(md5_hex);
use Time::HiRes qw(sleep);
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::AzureEmu;

my $t = Pictor::Test->new->need(qw/module pictord pictorctl/)->need_corpus;
$t->start(pictord => 1);

my $s3 = Pictor::S3Emu->start($t->dir, bucket => 'pictor-pv');
my $az = Pictor::AzureEmu->start($t->dir, container => 'pictor-pv');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('pv', 'own@example.com');
my $key = $t->key_create('pv');
$t->ctl_ok('plan', 'set', 'pv', 'pro');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

sub migrate {
    my ($what) = @_;
    my $r = $t->http(POST => '/api/pv/migrations/storage', jar => $own);
    is($r->{status}, 202, "$what: 202") or diag($r->{content});
    my $job = ($r->{json} || {})->{jobId} // 'none';
    my $st;
    for (1 .. 600) {
        $st = $t->http(GET => "/api/pv/migrations/$job", jar => $own)->{json};
        last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
        sleep 0.2;
    }
    is($st->{status}, 'Completed', "$what: completed")
        or diag(explain($st));
    return $st;
}

sub counters_ok {
    my ($st, $n, $what) = @_;
    is($st->{totalObjects}, $n, "$what: totalObjects $n");
    is($st->{processedObjects}, $n, "$what: processedObjects $n");
    is($st->{succeededObjects}, $n, "$what: succeededObjects $n");
    is($st->{failedObjects} + $st->{skippedObjects}, 0,
        "$what: none failed or skipped");
}

###############################################################################
# images in the S3 bucket

my $r = $t->http(PUT => '/api/pv/storage', jar => $own,
    json => $s3->storage_body(pathPrefix => 's/'));
is($r->{status}, 200, 'PUT S3: 200') or diag($r->{content});

my %md5;
my @ids;
for my $f (qw(images/concert_gray.jpg exif/hopper_orientation_6.webp
    images/5_webp_a.webp images/PNG_transparency_demonstration_1.png
    images/rotating-squares.webp exif/empty_gps_ifd.jpg))
{
    my $bytes = Pictor::Test::read_file($t->corpus($f));
    my $u = $t->upload('pv', key => $key, file => $t->corpus($f));
    is($u->{status}, 201, "upload $f into S3") or diag($u->{content});
    my $id = ($u->{json} || {})->{imageId} // 'img_none';
    push @ids, $id;
    $md5{"pv/$id"} = md5_hex($bytes);
}
is_deeply([sort $s3->keys('s/pv/')], [sort map { "s/$_" } keys %md5],
    'the originals are in the S3 bucket');

###############################################################################
# S3 to Azure

$r = $t->http(PUT => '/api/pv/storage', jar => $own,
    json => $az->storage_body(pathPrefix => 'a/'));
is($r->{status}, 200, 'PUT Azure: 200') or diag($r->{content});
counters_ok(migrate('S3 to Azure'), scalar keys %md5, 'S3 to Azure');

is_deeply([sort @{ $az->keys('a/pv/') || [] }],
    [sort map { "a/$_" } keys %md5], 'every object is in the container');
is_deeply([grep { md5_hex($az->object("a/$_") // '') ne $md5{$_} }
    sort keys %md5], [], 'with the same bytes (read through the SDK)');
is(scalar(() = $s3->keys('s/pv/')), scalar keys %md5,
    'nothing was deleted from the S3 bucket');

# the fallback is gone: an object removed from the S3 bucket changes
# nothing, the container serves
$s3->stop;
is_deeply([grep { $t->http(GET => "/pv/$_/w_41.png")->{status} != 200 }
    @ids], [], 'every image is delivered from Azure (S3 stopped)');

###############################################################################
# Azure back to managed

# an old copy on the managed store of the very size, other bytes: the
# managed store keeps no checksum, so its bytes are compared and it is
# replaced
my $root = $t->dir . '/storage';
my $old = Pictor::Test::read_file($t->corpus('images/concert_gray.jpg'));
my ($oid) = grep { $md5{"pv/$_"} eq md5_hex($old) } @ids;
substr($old, -3, 1) = chr(ord(substr($old, -3, 1)) ^ 0xff);
mkdir "$root/pv";
Pictor::Test::write_file("$root/pv/$oid", $old);
utime time - 3600, time - 3600, "$root/pv/$oid";

$r = $t->http(DELETE => '/api/pv/storage', jar => $own);
is($r->{status}, 200, 'DELETE storage (back to managed): 200');
counters_ok(migrate('Azure to managed'), scalar keys %md5,
    'Azure to managed');

is_deeply([grep { md5_hex(Pictor::Test::read_file("$root/$_") // '')
    ne $md5{$_} } sort keys %md5], [],
    'every object is on the managed store with the same bytes (the old'
    . ' copy of the same size replaced)');

$az->stop;
is_deeply([grep { $t->http(GET => "/pv/$_/original")->{status} != 200 }
    @ids], [], 'every original is delivered from the managed store'
    . ' (Azure stopped)');

$t->done;
