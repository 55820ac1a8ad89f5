#!/usr/bin/perl

# EPS on a customer bucket (issue 13 item 4: "uploads (and EPS derived
# assets ...)" go to the project's current store), through nginx and
# pictord on the S3 emulator: the EPS lands in the bucket, a transform of
# it is rasterized on demand from the bucket before the job has run,
# pictord's rasterizing job reads the EPS from the bucket and stores its
# PNG there under {pathPrefix}{project}/{derivedId}, nothing reaches the
# managed store, and deleting the EPS removes both objects from the
# bucket.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start;
my $emu = Pictor::S3Emu->start($t->dir, bucket => 'eps-bucket');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('eb', 'own@example.com');
my $key = $t->key_create('eb');
$t->ctl('plan', 'set', 'eb', 'pro');
my $own = $t->jar;
$t->login('own@example.com', 'owner password 1', $own);
my $r = $t->http(PUT => '/api/eb/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'c/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

my $e = Pictor::Eps->new($t, 'eb', $key)->need_gs;
my $eps = Pictor::Eps::simple_eps(w => 144, h => 72);

$r = $t->upload('eb', key => $key, content => $eps, filename => 'a.eps');
is($r->{status}, 201, 'EPS upload: 201') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'eps_none';
my $job = ($r->{json} || {})->{processingJobId};
is($emu->object("c/eb/$id"), $eps, 'the EPS is in the bucket, as sent');

# pictord not started yet: the transform is rasterized on demand
$r = $t->http(GET => "/eb/$id/w_100.png");
is($r->{status}, 200, 'a transform before the job ran: 200 (on demand from'
    . ' the bucket)') or diag(substr($r->{content}, 0, 300));
like($r->{ct} // '', qr{^image/png}, 'a transform before the job: png');

$t->start_pictord;
my $st = $e->wait_job($id, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the rasterizing job completed')
    or diag(explain($st));

my $raster = ($e->derived_by_type($id) || {})->{rasterized} || {};
my $rid = $raster->{imageId} // $raster->{id} // 'img_none';
my $png = $emu->object("c/eb/$rid");
ok(defined $png && substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n",
    'the derived raster is a PNG in the bucket under'
    . ' {pathPrefix}{project}/{derivedId}') or diag(explain($raster));
ok(!grep({ m{^eb/} } $t->storage_files), 'nothing on the managed store');

$r = $t->http(GET => "/eb/$id/w_120.webp");
is($r->{status}, 200, 'a transform after the job: 200');

is($t->http(DELETE => "/api/eb/images/$id", key => $key)->{status}, 204,
    'DELETE the EPS: 204');
ok(!defined $emu->object("c/eb/$id"), 'DELETE: the EPS is gone from the'
    . ' bucket');
ok(!defined $emu->object("c/eb/$rid"), 'DELETE: its raster too');

$emu->stop;
$t->done;
