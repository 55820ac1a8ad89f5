#!/usr/bin/perl

# The managed store on an S3-compatible bucket (issue 19 item 1): with
# pictor_managed_store (nginx) and managed_store (pictord.conf) naming the
# S3 emulator, a project without a customer bucket keeps its originals,
# their derived assets and its watermarks in that bucket under the prefix,
# nothing under the storage root:
#
# - upload: the object is at {prefix}{project}/{imageId}, byte for byte;
#   delivery, /original and a transform read it back;
# - a watermark is at {prefix}{project}/watermarks/{name} and is drawn;
# - pictord's EPS job reads the EPS from the bucket and stores its raster
#   there; DELETE removes both;
# - a credentials file that group or others may read, a missing key or an
#   unknown word stop nginx (nginx -t) and pictord from starting.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;
use Pictor::Image;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-managed');
my $img = Pictor::Image->new($t)->need_tools;

my $cred = $t->dir . '/managed.cred';
Pictor::Test::write_file($cred, "# the managed bucket\naccess_key_id = "
    . $emu->key_id . "\nsecret_access_key=" . $emu->secret . "\n");
chmod 0600, $cred or die "chmod: $!";

sub spec {
    my (%o) = @_;
    return join ' ', 's3', 'bucket=' . $emu->bucket,
        'endpoint=' . $emu->endpoint, 'region=' . $emu->region,
        'prefix=m/', 'credentials=' . ($o{cred} // $cred), @{ $o{more} || [] };
}

$t->start(http => 'pictor_managed_store ' . spec() . ';',
    pictord_conf => { managed_store => spec() });

my $key = $t->project_with_key('mb', 'own@example.com');
my $jpg = $t->corpus('images/missing-exif.jpg');
my $bytes = Pictor::Test::read_file($jpg);

my $r = $t->upload('mb', key => $key, file => $jpg);
is($r->{status}, 201, 'upload: 201') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_none';
ok(defined $emu->object("m/mb/$id") && $emu->object("m/mb/$id") eq $bytes,
    'the original is in the managed bucket at {prefix}{project}/{id}');
is_deeply([$t->storage_files('mb')], [], 'nothing under the storage root');

$r = $t->http(GET => "/mb/$id/original");
ok($r->{status} == 200 && $r->{content} eq $bytes,
    '/original: the bytes from the bucket');
my $f;
($r, $f) = $img->get("/mb/$id/w_120.webp");
is($r->{status}, 200, 'a transform: 200') or diag(substr($r->{content}, 0,
    300));
is(($f ? ($img->size($f))[0] : 0), 120, 'a transform: 120 px wide');

# a watermark lives there too, and is drawn
my ($body, $ct) = Pictor::Test::multipart(file => { filename => 'wm.png',
    type => 'image/png', content => Pictor::Test::read_file(
        $img->solid(60, 60, [255, 0, 0])) }, name => 'red');
$r = $t->http(POST => '/api/mb/watermarks', body => $body,
    headers => { 'Content-Type' => $ct }, key => $key);
is($r->{status}, 201, 'watermark: 201') or diag($r->{content});
ok(defined $emu->object('m/mb/watermarks/red'),
    'the watermark is in the bucket at {prefix}{project}/watermarks/{name}');
my $plain = $t->http(GET => "/mb/$id/w_200.png");
my $marked = $t->http(GET => "/mb/$id/w_200,wm_red,wm_pos_c.png");
is($marked->{status}, 200, 'a render with the watermark: 200')
    or diag(substr($marked->{content}, 0, 300));
isnt($marked->{content}, $plain->{content},
    'the watermark read from the bucket is drawn');

# pictord's EPS job: the EPS read from the bucket, its raster stored there
my $e = Pictor::Eps->new($t, 'mb', $key)->need_gs;
my $eps = Pictor::Eps::simple_eps(w => 144, h => 72);
$r = $t->upload('mb', key => $key, content => $eps, filename => 'a.eps');
is($r->{status}, 201, 'EPS upload: 201') or diag($r->{content});
my $eid = ($r->{json} || {})->{imageId} // 'eps_none';
my $job = ($r->{json} || {})->{processingJobId};
is($emu->object("m/mb/$eid"), $eps, 'the EPS is in the bucket');
$t->start_pictord;
my $st = $e->wait_job($eid, $job, qr/^(Completed|Failed)$/, 90);
is($st->{status}, 'Completed', 'the rasterizing job completed')
    or diag(explain($st));
my $raster = ($e->derived_by_type($eid) || {})->{rasterized} || {};
my $rid = $raster->{imageId} // $raster->{id} // 'img_none';
my $png = $emu->object("m/mb/$rid");
ok(defined $png && substr($png, 0, 8) eq "\x89PNG\r\n\x1a\n",
    'the raster is a PNG in the managed bucket');
is_deeply([$t->storage_files('mb')], [], 'still nothing under the root');

is($t->http(DELETE => "/api/mb/images/$eid", key => $key)->{status}, 204,
    'DELETE the EPS: 204');
ok(!defined $emu->object("m/mb/$eid") && !defined $emu->object("m/mb/$rid"),
    'DELETE: the EPS and its raster are gone from the bucket');

# what stops nginx and pictord from starting
$t->stop_pictord;
my $loose = $t->dir . '/loose.cred';
Pictor::Test::write_file($loose, Pictor::Test::read_file($cred));
chmod 0644, $loose;
my $nokey = $t->dir . '/nokey.cred';
Pictor::Test::write_file($nokey, "access_key_id=" . $emu->key_id . "\n");
chmod 0600, $nokey;
# (each refusal logged apart from the run's logs, which must stay clean)
my $conf = $t->dir . '/nginx.conf';
my $pconf = $t->pictord_conf_path;
my $ptext = Pictor::Test::read_file($pconf);
for my $case (
    [spec(cred => $loose), qr/mode 0644 lets group or others in/,
        'a credentials file others may read'],
    [spec(cred => $nokey), qr/access_key_id and secret_access_key/,
        'a credentials file without the secret'],
    [spec(more => ['color=blue']), qr/unknown word "color"/,
        'an unknown word'],
    ['gcs bucket=x credentials=' . $cred, qr/only "s3"/,
        'another provider'],
    [spec(more => ['endpoint=ftp://x']), qr/endpoint/, 'a bad endpoint'],
) {
    my ($spec, $why, $name) = @$case;
    (my $p = $ptext) =~ s/^managed_store .*$/managed_store $spec/m
        or die 'no managed_store in pictord.conf';
    Pictor::Test::write_file("$conf.bad",
        $t->nginx_conf(http => "pictor_managed_store $spec;"));
    Pictor::Test::write_file("$pconf.bad", $p);
    my @cmd = map { $_ eq $conf ? "$conf.bad" : $_ eq $t->dir
        . '/error.log' ? $t->dir . '/refused.log' : $_ } $t->nginx_cmd('-t');
    my ($rc, $out, $err) = $t->run_cmd(\@cmd);
    isnt($rc, 0, "$name: nginx -t fails");
    like("$out$err" . (Pictor::Test::read_file($t->dir . '/refused.log')
        // ''), $why, "$name: nginx says why");
    ($rc, $out, $err) = $t->run_cmd(["$Pictor::Test::BUILD/pictord", '-c',
        "$pconf.bad"]);
    isnt($rc, 0, "$name: pictord exits");
    like("$out$err", $why, "$name: pictord says why");
}

$emu->stop;
$t->done;
