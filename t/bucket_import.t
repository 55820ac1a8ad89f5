#!/usr/bin/perl

# Bucket import (issue 17, docs/API.md "Migrations"), through nginx and
# pictord, on the S3 emulator, Azure's (azurite) and GCS's: objects put
# straight into the bucket behind Pictor's back, under
# {pathPrefix}{project}/:
#
# - images at "{project}/{imageId}" keys are indexed under that id; images
#   at other keys get a new id and a copy at "{project}/{id}", the
#   original object staying where it was; both with the size the first
#   64 KB declare (EXIF orientation applied, as upload stores it), the
#   object's size and file name; a 40 MB TIFF whose header is in its first
#   64 KB gets its size without more being read, a TIFF whose IFD is at
#   its end gets 0 x 0 ("past the first 64 KB");
# - a video, a text file and an object that already has a row are skipped;
#   objects outside {project}/ are not looked at; an image at another
#   project's id fails, its key in recentErrors;
# - imported images are delivered; the counters add up; a second import
#   skips everything; a second POST while one runs is a 409, as is an
#   import into a project without a customer bucket; prefixFilter;
# - pictord SIGKILLed in the middle of a 150-object import (listing pages
#   of 5): a new pictord resumes it; every object is counted once, no row
#   or copy is made twice.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::AzureEmu;
use Pictor::GcsEmu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { import_page_size => 5,
    lease_seconds => 2, retry_delay_seconds => 1 });

my $s3 = Pictor::S3Emu->start($t->dir, bucket => 'pictor-imp');
my $dir = $t->dir;

$t->user_create('own@example.com', 'owner password 1');
my $own = $t->jar;

my @B32 = split //, '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

sub new_id { 'img_01J' . join '', map { $B32[int rand 32] } 1 .. 23 }

sub corpus_bytes {
    my ($f) = @_;
    return Pictor::Test::read_file($t->corpus($f));
}

sub project {
    my ($p, $body) = @_;
    $t->project_create($p, 'own@example.com');
    $t->ctl_ok('plan', 'set', $p, 'pro');
    return unless $body;
    my $r = $t->http(PUT => "/api/$p/storage", jar => $own, json => $body);
    is($r->{status}, 200, "$p: PUT the bucket: 200") or diag($r->{content});
}

sub start_import {
    my ($p, $json) = @_;
    my $r = $t->http(POST => "/api/$p/migrations/bucket-import", jar => $own,
        (defined $json ? (json => $json) : ()));
    is($r->{status}, 202, "$p: POST bucket-import: 202")
        or diag($r->{content});
    return ($r->{json} || {})->{jobId} // 'none';
}

sub status {
    my ($p, $id) = @_;
    return $t->http(GET => "/api/$p/migrations/$id", jar => $own)->{json}
        || {};
}

sub wait_done {
    my ($p, $id) = @_;
    my $s = {};
    Pictor::Test::wait_for(sub {
        $s = status($p, $id);
        ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
    }, 90, 0.2);
    is($s->{status}, 'Completed', "$p: the import completed")
        or diag(explain($s), Pictor::Test::tail("$dir/pictord.log", 20));
    return $s;
}

# the row of an image: [id, width, height, size, file name, format]
sub row_by_name {
    my ($p, $name) = @_;
    my $v = $t->sql_value("SELECT CONCAT_WS(' ', i.id, i.width, i.height,"
        . " i.size_bytes, i.original_file_name, i.format) FROM images i"
        . " JOIN projects p ON p.id = i.project_id WHERE p.slug = '$p'"
        . " AND i.original_file_name = " . Pictor::Test::sql_quote($name));
    return [split ' ', $v // ''];
}

sub row_by_id {
    my ($id) = @_;
    my $v = $t->sql_value("SELECT CONCAT_WS(' ', id, width, height,"
        . " size_bytes, COALESCE(original_file_name, '-'), format)"
        . " FROM images WHERE id = " . Pictor::Test::sql_quote($id));
    return [split ' ', $v // ''];
}

is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

###############################################################################
# the objects, put straight into the S3 emulator

project('bi', $s3->storage_body(pathPrefix => 'cust/'));

# an uploaded image: its object has a row already
my $up = $t->upload('bi', key => $t->key_create('bi'),
    file => $t->corpus('images/concert_gray.jpg'));
is($up->{status}, 201, 'an upload into the bucket: 201');
my $up_id = ($up->{json} || {})->{imageId} // 'img_none';

my %own_key = (
    new_id() => ['exif/Landscape_6.jpg', 1800, 1200],
    new_id() => ['images/PNG_transparency_demonstration_1.png', 300, 225],
);
my %foreign = (
    'photos/iphone.jpg'    => ['exif/exifer_photo_iphonex.jpg', 3024, 4032],
    'b.webp'               => ['images/4.webp', 1024, 772],
    'deep/er/rot.avif'     => ['images/avif-orientation-6.avif', 3024, 4032],
    'earth.gif'            => ['images/Rotating_earth_large.gif', 400, 400],
    'gopher.png'           => ['exif/gopher-exif-orientation-cw90.png',
                               2224, 1634],
);
for my $id (sort keys %own_key) {
    $s3->put_object("cust/bi/$id", corpus_bytes($own_key{$id}[0]));
}
for my $k (sort keys %foreign) {
    $s3->put_object("cust/bi/$k", corpus_bytes($foreign{$k}[0]));
}

# a 40 MB TIFF, its IFD first (as a scanner writes it): 4000 x 3500 RGB
sub tiff_ifd_first {
    my ($w, $h) = @_;
    my $data = 8 + 2 + 10 * 12 + 4 + 6;
    my @e = ([256, 4, 1, $w], [257, 4, 1, $h], [258, 3, 3, $data - 6],
        [259, 3, 1, 1], [262, 3, 1, 2], [273, 4, 1, $data],
        [277, 3, 1, 3], [278, 4, 1, $h], [279, 4, 1, $w * $h * 3],
        [284, 3, 1, 1]);
    my $b = pack('a2 v V', 'II', 42, 8) . pack('v', scalar @e);
    for my $x (@e) {
        my ($tag, $type, $n, $v) = @$x;
        $b .= pack('v v V', $tag, $type, $n)
            . ($type == 3 && $n == 1 ? pack('v x2', $v) : pack('V', $v));
    }
    $b .= pack('V', 0) . pack('v3', 8, 8, 8);
    return $b . ("\x80" x ($w * $h * 3));
}
my $big = tiff_ifd_first(4000, 3500);
ok(length($big) > 40_000_000, 'the TIFF is over 40 MB');
Pictor::Test::write_file("$dir/big.tif", $big);
my ($rc, $out) = $t->run_cmd(['vipsheader', "$dir/big.tif"]);
like($out // '', qr/4000x3500/, 'libvips reads the hand-made TIFF');
$s3->put_object('cust/bi/scans/big.tif', $big);
undef $big;

# a TIFF libvips writes: its IFD after the pixels, past 64 KB
# a TIFF libvips writes (a photo with EXIF orientation 6): its IFD after
# the pixels, past 64 KB
($rc) = $t->run_cmd(['vips', 'copy', $t->corpus('exif/Landscape_6.jpg'),
    "$dir/late.tif"]);
is($rc, 0, 'vips writes a TIFF');
my $late = Pictor::Test::read_file("$dir/late.tif");
$s3->put_object('cust/bi/late.tif', $late);

# skipped: a video, a text file; never looked at: outside the project
$s3->put_object('cust/bi/clip.mp4',
    corpus_bytes('video/go-mp4_sample_fragmented.mp4'));
$s3->put_object('cust/bi/notes.txt', "not an image\n");
$s3->put_object('cust/other/x.jpg', corpus_bytes('images/concert_gray.jpg'));
$s3->put_object('bi/y.jpg', corpus_bytes('images/concert_gray.jpg'));

my $n_images = 2 + 5 + 2;
my $n_objects = 1 + $n_images + 2;

###############################################################################
# who may start one; a project without a customer bucket

project('mg');
$t->problem_ok($t->http(POST => '/api/bi/migrations/bucket-import',
    key => $t->key_create('bi')), 403, 'with an API key: 403');
my $r = $t->http(POST => '/api/mg/migrations/bucket-import', jar => $own);
$t->problem_ok($r, 409, 'the managed store: 409');
like(($r->{json} || {})->{detail} // '', qr/no customer bucket/,
    '409: the detail says why');
$t->problem_ok($t->http(POST => '/api/bi/migrations/bucket-import',
    jar => $own, json => { prefixFilter => '../x' }), 400,
    'a prefixFilter with "..": 400');
$t->problem_ok($t->http(POST => '/api/bi/migrations/bucket-import',
    jar => $own, json => { other => 1 }), 400, 'an unknown field: 400');

###############################################################################
# the import

$t->stop_pictord;
my $job = start_import('bi');
$t->problem_ok($t->http(POST => '/api/bi/migrations/bucket-import',
    jar => $own), 409, 'a second import while one runs: 409');
$t->start_pictord;

my $s = wait_done('bi', $job);
is($s->{type}, 'bucket-import', 'type bucket-import');
is($s->{totalObjects}, $n_objects, "totalObjects: the $n_objects objects"
    . ' under cust/bi/, nothing outside');
is($s->{processedObjects}, $n_objects, 'processedObjects: all');
is($s->{succeededObjects}, $n_images, "succeededObjects: $n_images images");
is($s->{skippedObjects}, 3, 'skippedObjects: the video, the text, the'
    . ' uploaded one');
is($s->{failedObjects}, 0, 'failedObjects: none')
    or diag(explain($s->{recentErrors}));

for my $id (sort keys %own_key) {
    my ($f, $w, $h) = @{ $own_key{$id} };
    my $size = length corpus_bytes($f);
    is_deeply(row_by_id($id), [$id, $w, $h, $size, $id,
        $f =~ /png$/ ? 'png' : 'jpeg'], "$f at its own id: its row");
}

my %new_id;
for my $k (sort keys %foreign) {
    my ($f, $w, $h) = @{ $foreign{$k} };
    my ($base) = $k =~ m{([^/]+)$};
    my $row = row_by_name('bi', $base);
    my $id = $row->[0] // 'none';
    $new_id{$k} = $id;
    like($id, qr/^img_[0-9A-HJKMNP-TV-Z]{26}$/, "$k: a new image id");
    is("@$row[1 .. 3]", "$w $h " . length(corpus_bytes($f)),
        "$k: size $w x $h and the object's bytes");
    is($s3->object("cust/bi/$id"), corpus_bytes($f),
        "$k: copied to cust/bi/$id");
    ok(defined $s3->object("cust/bi/$k"), "$k: the original stays");
}

my $row = row_by_name('bi', 'big.tif');
is("@$row[1 .. 3]", '4000 3500 ' . (4000 * 3500 * 3 + 140),
    'the 40 MB TIFF: its size from the first 64 KB');
my @big_gets = grep { ($_->{method} // '') eq 'GET'
    && ($_->{path} // '') =~ m{/scans/big\.tif$} } $s3->requests;
is(scalar @big_gets, 1, 'the 40 MB TIFF: one GET');
is(join(' ', map { $_->{status} // '' } @big_gets), '206',
    'the 40 MB TIFF: a range (206), not the whole object')
    or diag(explain(\@big_gets));
$row = row_by_name('bi', 'late.tif');
is("@$row[1 .. 3]", '0 0 ' . length($late),
    'a TIFF whose header is past 64 KB: 0 x 0 in its row');
is($t->sql_value("SELECT import_pending FROM images WHERE id = '"
    . ($row->[0] // '') . "'"), 1, 'marked for its first need');

# its first GET reads the original once: size and EXIF
my $late_id = $row->[0] // 'none';
my $n_get = grep { ($_->{method} // '') eq 'GET'
    && ($_->{path} // '') =~ m{/cust/bi/\Q$late_id\E$} } $s3->requests;
$r = $t->http(GET => "/api/bi/images/$late_id", jar => $own);
is($r->{status}, 200, 'GET the 0 x 0 image: 200');
is(($r->{json} || {})->{width} . 'x' . ($r->{json} || {})->{height},
    '1800x1200', 'at first need: its size, as displayed (orientation 6)');
is(($r->{json} || {})->{exifData}{Orientation} // '', 'Right-top',
    'at first need: its EXIF')
    or diag(explain(($r->{json} || {})->{exifData}));
$r = $t->http(GET => "/api/bi/images/$late_id", jar => $own);
is(($r->{json} || {})->{width}, 1800, 'the second GET: the same');
is((grep { ($_->{method} // '') eq 'GET'
    && ($_->{path} // '') =~ m{/cust/bi/\Q$late_id\E$} } $s3->requests)
    - $n_get, 1, 'the original was read once');
is($t->sql_value("SELECT import_pending FROM images WHERE id = '$late_id'"),
    0, 'the mark is cleared');

is($t->sql_value("SELECT COUNT(*) FROM images WHERE original_file_name IN"
    . " ('clip.mp4', 'notes.txt', 'x.jpg', 'y.jpg')"), 0,
    'no row for the video, the text file, the objects outside');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
    . " p.id = i.project_id WHERE p.slug = 'bi'"), $n_images + 1,
    "the project has the upload and the $n_images imported images");

# delivered like uploads, the 0 x 0 row too (delivery reads the header)
for my $id ((sort keys %own_key), @new_id{'b.webp', 'photos/iphone.jpg'},
    row_by_name('bi', 'late.tif')->[0] // 'none',
    row_by_name('bi', 'big.tif')->[0] // 'none')
{
    $r = $t->http(GET => "/bi/$id/w_64.png");
    is($r->{status}, 200, "$id delivered") or diag(substr($r->{content}, 0,
        300));
    is($r->{headers}{'content-type'}, 'image/png', "$id: as PNG");
}

###############################################################################
# a second import skips everything; prefixFilter

$job = start_import('bi');
$s = wait_done('bi', $job);
is($s->{succeededObjects}, 0, 'again: nothing new');
is($s->{skippedObjects}, $s->{totalObjects}, 'again: every object skipped');
is($s->{totalObjects}, $n_objects + $n_images - 2,
    'again: the copies (all but the two at their own id) are listed too');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
    . " p.id = i.project_id WHERE p.slug = 'bi'"), $n_images + 1,
    'again: no new row');

$s3->put_object('cust/bi/photos/new.jpg',
    corpus_bytes('exif/Landscape_1.jpg'));
$job = start_import('bi', { prefixFilter => 'photos/' });
$s = wait_done('bi', $job);
is($s->{totalObjects}, 2, 'prefixFilter photos/: its two objects only');
is($s->{succeededObjects}, 1, 'prefixFilter: the new one taken in');
is("@{ row_by_name('bi', 'new.jpg') }[1 .. 2]", '1800 1200',
    'prefixFilter: its row');

###############################################################################
# SIGKILL in the middle: the next pictord goes on from the checkpoint

project('rs', $s3->storage_body(pathPrefix => 'cust/'));
my $small = corpus_bytes('exif/empty_gps_ifd.jpg');
$s3->put_object(sprintf('cust/rs/bulk/%03d.jpg', $_), $small) for 1 .. 150;

$job = start_import('rs');
my $mid = {};
Pictor::Test::wait_for(sub {
    $mid = status('rs', $job);
    ($mid->{processedObjects} // 0) > 0;
}, 60, 0.02);
my $st = $t->kill9_pictord;
is_deeply($st, { signal => 9 }, 'pictord SIGKILLed mid-import');
$mid = status('rs', $job);
cmp_ok($mid->{processedObjects}, '<', 150, 'killed before the end')
    or diag(explain($mid));
cmp_ok($mid->{processedObjects}, '>', 0, 'killed after the start');
$t->start_pictord;

$s = wait_done('rs', $job);
is($s->{totalObjects}, 150, 'resumed: 150 objects in all');
is($s->{processedObjects}, 150, 'resumed: processedObjects = total');
is($s->{succeededObjects}, 150, 'resumed: every one taken in once');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
    . " p.id = i.project_id WHERE p.slug = 'rs'"), 150,
    'resumed: 150 rows, none twice');
is($t->sql_value("SELECT COUNT(DISTINCT original_file_name) FROM images i"
    . " JOIN projects p ON p.id = i.project_id WHERE p.slug = 'rs'"), 150,
    'resumed: one row per object');
is(scalar(grep { m{^cust/rs/img_} } $s3->keys('cust/rs/')), 150,
    'resumed: 150 copies in the bucket, none twice');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
    . " p.id = i.project_id WHERE p.slug = 'rs' AND width = 10"), 150,
    'resumed: every row sized (10 x 10)');

###############################################################################
# Azure

my $az = Pictor::AzureEmu->start("$dir/az");
project('az', $az->storage_body(pathPrefix => 'z/'));
my $az_id = new_id();
$az->put_object("z/az/$az_id", corpus_bytes('images/5_webp_a.webp'));
$az->put_object('z/az/in/dir/earth.gif',
    corpus_bytes('images/Rotating_earth_large.gif'));
$az->put_object('z/az/clip.webm', corpus_bytes('video/filetype_fixture.webm'));
# an image at another project's id: ids are unique, it cannot be taken
$az->put_object("z/az/$up_id", corpus_bytes('images/concert_gray.jpg'));

$job = start_import('az');
$s = wait_done('az', $job);
is("$s->{totalObjects} $s->{succeededObjects} $s->{skippedObjects}"
    . " $s->{failedObjects}", '4 2 1 1',
    'azure: 4 objects, 2 images taken in, the video skipped, one failed');
is(scalar @{ $s->{recentErrors} || [] }, 1, 'azure: one recent error');
my $e = ($s->{recentErrors} || [])->[0] || {};
is($e->{key}, "az/$up_id", 'azure: its key');
like($e->{error} // '', qr/another project/, 'azure: why');
is("@{ row_by_id($az_id) }[1 .. 2]", '300 300', 'azure: its own id');
$row = row_by_name('az', 'earth.gif');
is("@$row[1 .. 2]", '400 400', 'azure: the GIF at a foreign key');
ok(defined $az->object("z/az/" . ($row->[0] // 'none')),
    'azure: copied to z/az/{id}');
$r = $t->http(GET => "/az/$az_id/w_32.png");
is($r->{status}, 200, 'azure: delivered');

###############################################################################
# GCS: pages through nextPageToken (import_page_size 5)

my $gcs = Pictor::GcsEmu->start("$dir/gcs");
project('gc', $gcs->storage_body(pathPrefix => 'g/'));
$gcs->put_object(sprintf('g/gc/set/%02d.png', $_),
    corpus_bytes('images/libvips_sample_rgb16.png')) for 1 .. 12;
$gcs->put_object('g/gc/readme.txt', "text\n");

$job = start_import('gc');
$s = wait_done('gc', $job);
is("$s->{totalObjects} $s->{succeededObjects} $s->{skippedObjects}"
    . " $s->{failedObjects}", '13 12 1 0',
    'gcs: 13 objects in three pages, 12 images taken in, the text skipped');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
    . " p.id = i.project_id WHERE p.slug = 'gc' AND width = 290"
    . " AND height = 442"), 12, 'gcs: 12 rows of 290 x 442');
my @list = grep { ($_->{method} // '') eq 'GET'
    && ($_->{path} // '') =~ m{/o$} } $gcs->requests;
is(scalar(grep { ($_->{query} // '') =~ /pageToken=/ } @list), 2,
    'gcs: the second and third pages by their tokens');

$t->done;
