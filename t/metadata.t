#!/usr/bin/perl

# One image's metadata: GET carries every field (null when unknown, [] or
# {} for empty collections); PATCH changes only the supplied updatable
# fields and refuses, naming the field, read-only, unknown or mistyped
# ones (and then changes nothing); DELETE removes row and object;
# strip-exif (the route and the upload flag) removes EXIF from the stored
# bytes, keeps the ICC profile and the display size; JSON-LD's shape.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('meta');
my $other = $t->project_with_key('meta-other', 'meta@example.com');

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
my $r;

my @FIELDS = qw(imageId projectId url originalFileName contentType sizeBytes
    width height name description caption category folder keywords author
    copyrightHolder copyrightYear license dateCreated datePublished
    dateModified representativeOfPage exifData locationLatitude
    locationLongitude locationName tags customId isVideo duration hasAudio
    thumbnailId sourceAssetId derivationType frames);

sub upload_ok {
    my ($file, @fields) = @_;
    my $r = $t->upload('meta', key => $key, file => $t->corpus($file),
        fields => \@fields);
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

sub meta {
    my ($id) = @_;
    my $r = $t->http(GET => "/api/meta/images/$id", key => $key);
    return $r->{status} == 200 ? ($r->{json} || {}) : {};
}

sub patch {
    my ($id, $body) = @_;
    return $t->http(PATCH => "/api/meta/$id/metadata", key => $key,
        json => $body);
}

sub stored { Pictor::Test::read_file($t->dir . "/storage/meta/$_[0]") // '' }

sub is_bool {
    my ($v, $want, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    ok(JSON::PP::is_bool($v) && ($v ? 1 : 0) == $want, $name)
        or diag('got ' . (defined $v ? "'$v'" : 'undef'));
}

# JPEG segments before the scan: [marker, payload]
sub jpeg_segments {
    my ($b) = @_;
    my @seg;
    return () unless substr($b, 0, 2) eq "\xff\xd8";
    my $p = 2;
    while ($p + 4 <= length $b) {
        my ($ff, $m, $len) = unpack('CCn', substr($b, $p, 4));
        last unless $ff == 0xff;
        push @seg, [$m, substr($b, $p + 4, $len - 2)];
        last if $m == 0xda;
        $p += 2 + $len;
    }
    return @seg;
}

sub jpeg_has_exif {
    grep { $_->[0] == 0xe1 && $_->[1] =~ /^Exif\0\0/ } jpeg_segments($_[0]);
}

# for diagnostics: what Exif APP1 is still there
sub exif_note {
    my @e = grep { $_->[0] == 0xe1 && $_->[1] =~ /^Exif\0\0/ }
        jpeg_segments($_[0]);
    return @e ? 'still an Exif APP1 of ' . length($e[0][1]) . ' bytes'
        : 'no Exif APP1';
}

sub jpeg_has_icc {
    grep { $_->[0] == 0xe2 && $_->[1] =~ /^ICC_PROFILE\0/ }
        jpeg_segments($_[0]);
}

# stored pixel size from the SOF: (width, height)
sub jpeg_size {
    for my $s (jpeg_segments($_[0])) {
        my $m = $s->[0];
        next unless $m >= 0xc0 && $m <= 0xcf && $m != 0xc4 && $m != 0xc8
            && $m != 0xcc;
        my ($h, $w) = unpack('x n n', $s->[1]);
        return ($w, $h);
    }
    return (0, 0);
}

sub png_chunks {
    my ($b) = @_;
    my @c;
    my $p = 8;
    while ($p + 8 <= length $b) {
        my ($len, $type) = unpack('N a4', substr($b, $p, 8));
        push @c, $type;
        $p += 12 + $len;
    }
    return @c;
}

sub webp_chunks {
    my ($b) = @_;
    my @c;
    my $p = 12;
    while ($p + 8 <= length $b) {
        my ($type, $len) = unpack('a4 V', substr($b, $p, 8));
        push @c, $type;
        $p += 8 + $len + ($len & 1);
    }
    return @c;
}

###############################################################################
# GET

my $id = upload_ok('exif/exifer_photo_iphonex.jpg',
    name => 'Upload name', customId => 'ext-42');
my $m = meta($id);
my @missing = grep { !exists $m->{$_} } @FIELDS;
ok(!@missing, 'GET: every field is present') or diag("missing: @missing");
is($m->{imageId}, $id, 'imageId');
is($m->{projectId}, 'meta', 'projectId is the project slug');
like($m->{url} // '', qr{^(?:https?://[^/]+)?/meta/\Q$id\E$}, 'url');
is($m->{name}, 'Upload name', 'name from the upload form');
is($m->{customId}, 'ext-42', 'customId from the upload form');
is($m->{folder}, '', 'folder "" (root)');
is_deeply($m->{keywords}, [], 'keywords []');
is_deeply($m->{tags}, {}, 'tags {}');
is($m->{exifData}{Make}, 'Apple', 'exifData.Make');
ok(!defined $m->{$_}, "$_ null") for qw(description caption category author
    copyrightHolder copyrightYear license locationName duration thumbnailId
    sourceAssetId derivationType);
is_bool($m->{representativeOfPage}, 0, 'representativeOfPage false');
is_bool($m->{isVideo}, 0, 'isVideo false');
like($m->{$_} // '', $ISO, "$_ ISO 8601 UTC") for qw(datePublished
    dateModified dateCreated);

$r = $t->http(GET => '/api/meta/images/img_01ARZ3NDEKTSV4RRFFQ69G5FAV',
    key => $key);
$t->problem_ok($r, 404, 'GET unknown id: 404');
$r = $t->http(GET => "/api/meta/images/$id");
$t->problem_ok($r, 401, 'GET without a key: 401');
$r = $t->http(GET => "/api/meta/images/$id", key => $other);
$t->problem_ok($r, 403, "GET with another project's key: 403");
$r = $t->http(GET => "/api/meta-other/images/$id", key => $other);
$t->problem_ok($r, 404, 'GET through another project: 404');

# file names lose their path components
for my $fn ('../../etc/passwd.jpg', '/abs/dir/photo.jpg',
    'C:\\Users\\x\\win.jpg')
{
    my $r = $t->upload('meta', key => $key, filename => $fn,
        file => $t->corpus('images/concert_gray.jpg'));
    my $want = ($fn =~ m{([^/\\]+)$})[0];
    my $got = meta(($r->{json} || {})->{imageId} // 'x')->{originalFileName};
    is($got, $want, "originalFileName of '$fn' is '$want'");
}

###############################################################################
# PATCH

my $before = meta($id);
sleep 1.1;      # dateModified has to be able to move
my %set = (
    name => 'Sunset over the river',
    description => 'A long description',
    caption => 'Alt text here',
    category => 'landscape',
    keywords => ['sunset', 'river'],
    author => 'Ada Lovelace',
    copyrightHolder => 'Example Corp',
    copyrightYear => 2020,
    license => 'https://creativecommons.org/licenses/by/4.0/',
    representativeOfPage => JSON::PP::true,
    exifData => { Make => 'Patched' },
    locationLatitude => -33.8568,
    locationLongitude => 151.2153,
    locationName => 'Sydney Opera House',
    tags => { shoot => 'spring', client => 'acme' },
);
$r = patch($id, \%set);
is($r->{status}, 200, 'PATCH every simple field: 200')
    or diag(substr($r->{content}, 0, 400));
my $p = $r->{json} || {};
@missing = grep { !exists $p->{$_} } @FIELDS;
ok(!@missing, 'PATCH returns the full metadata') or diag("missing: @missing");
for my $f (sort keys %set) {
    my $want = $set{$f};
    if (ref $want eq 'ARRAY' || ref $want eq 'HASH') {
        is_deeply($p->{$f}, $want, "PATCH $f");
    } elsif (JSON::PP::is_bool($want)) {
        is_bool($p->{$f}, 1, "PATCH $f");
    } elsif ($f =~ /^location(?:Latitude|Longitude)$/) {
        ok(defined $p->{$f} && abs($p->{$f} - $want) < 1e-9, "PATCH $f")
            or diag('got ' . ($p->{$f} // 'null'));
    } else {
        is($p->{$f}, $want, "PATCH $f");
    }
}
ok(($p->{dateModified} // '') gt ($before->{dateModified} // ''),
    'PATCH moves dateModified')
    or diag("$before->{dateModified} -> " . ($p->{dateModified} // 'null'));
is($p->{datePublished}, $before->{datePublished},
    'datePublished untouched');
is_deeply(meta($id), $p, 'GET shows what PATCH returned');

# only supplied fields change; maps and arrays replace
$r = patch($id, { name => 'Renamed', keywords => ['only'],
    tags => { single => 'one' } });
$p = $r->{json} || {};
is($p->{name}, 'Renamed', 'second PATCH: name');
is_deeply($p->{keywords}, ['only'], 'keywords are replaced');
is_deeply($p->{tags}, { single => 'one' }, 'tags are replaced');
is($p->{description}, $set{description}, 'description untouched');
is($p->{author}, $set{author}, 'author untouched');
is($p->{copyrightYear}, 2020, 'copyrightYear untouched');
is_deeply($p->{exifData}, { Make => 'Patched' }, 'exifData untouched');

$r = patch($id, {});
is($r->{status}, 200, 'empty PATCH: 200');
is(($r->{json} || {})->{name}, 'Renamed', 'empty PATCH changes nothing');

# dates, folder normalisation, root
$r = patch($id, { dateCreated => '2021-03-04T05:06:07+02:00',
    datePublished => '2022-01-02T03:04:05Z' });
is($r->{status}, 200, 'PATCH dates: 200')
    or diag(substr($r->{content}, 0, 300));
like(($r->{json} || {})->{dateCreated} // '',
    qr/^2021-03-04T03:06:07(?:\.0+)?Z$/, 'dateCreated normalised to UTC');
like(($r->{json} || {})->{datePublished} // '',
    qr/^2022-01-02T03:04:05(?:\.0+)?Z$/, 'datePublished');
$r = patch($id, { folder => '/trips//2020/' });
is(($r->{json} || {})->{folder}, 'trips/2020', 'folder is normalised');
$r = patch($id, { folder => '' });
is(($r->{json} || {})->{folder}, '', 'folder "" moves to root');

# refused: read-only, unknown, wrong type; a refused PATCH changes nothing
my $keep = meta($id);
my @readonly = (imageId => 'img_01ARZ3NDEKTSV4RRFFQ69G5FAV',
    projectId => 'x', url => '/x', originalFileName => 'x.jpg',
    contentType => 'image/png', sizeBytes => 1, width => 1, height => 1,
    customId => 'new', isVideo => JSON::PP::true, duration => 1.5,
    hasAudio => JSON::PP::false, thumbnailId => 'img_x',
    sourceAssetId => 'img_x', derivationType => 'x', dateModified =>
    '2020-01-01T00:00:00Z');
while (my ($f, $v) = splice @readonly, 0, 2) {
    $r = patch($id, { name => 'must not stick', $f => $v });
    $t->problem_ok($r, 400, "PATCH read-only $f: 400");
    like(($r->{json} || {})->{detail} // '', qr/\b\Q$f\E\b/,
        "PATCH read-only $f: detail names it");
}
for my $bad (
    [colour => 'red'],
    [copyrightYear => '2020'],
    [copyrightYear => 20.5],
    [keywords => 'a'],
    [keywords => [1, 2]],
    [representativeOfPage => 'yes'],
    [locationLatitude => 200],
    [locationLatitude => -90.5],
    [locationLatitude => '40'],
    [locationLongitude => 181],
    [tags => { a => 1 }],
    [tags => ['a']],
    [exifData => 'x'],
    [dateCreated => 'yesterday'],
    [datePublished => 12345],
    [name => 5],
    [folder => 'a/../b'],
)
{
    my ($f, $v) = @$bad;
    $r = patch($id, { name => 'must not stick', $f => $v });
    my $shown = ref $v ? $Pictor::Test::JSON->encode($v) : $v;
    $t->problem_ok($r, 400, "PATCH $f = $shown: 400");
    like(($r->{json} || {})->{detail} // '', qr/\b\Q$f\E\b/,
        "PATCH $f = $shown: detail names it");
}
$r = patch($id, '{"name": "x",');
$t->problem_ok($r, 400, 'PATCH malformed JSON: 400');
$r = patch($id, '["name"]');
$t->problem_ok($r, 400, 'PATCH a JSON array: 400');
is_deeply(meta($id), $keep, 'refused PATCHes changed nothing');

$r = patch('img_01ARZ3NDEKTSV4RRFFQ69G5FAV', { name => 'x' });
$t->problem_ok($r, 404, 'PATCH unknown id: 404');
$r = $t->http(PATCH => "/api/meta/$id/metadata", key => $other,
    json => { name => 'x' });
$t->problem_ok($r, 403, "PATCH with another project's key: 403");

###############################################################################
# JSON-LD

sub jsonld {
    my ($id) = @_;
    my $r = $t->http(GET => "/api/meta/$id/metadata/jsonld", key => $key);
    my $ld = eval { $Pictor::Test::JSON->decode($r->{content}) };
    return ($r, ref $ld eq 'HASH' ? $ld : {});
}

$r = patch($id, { name => 'Sunset', description => 'Over the river',
    author => 'Ada Lovelace', copyrightHolder => 'Example Corp',
    copyrightYear => 2020, license => 'https://example.com/license',
    keywords => ['sunset', 'river'], locationName => 'Sydney',
    locationLatitude => -33.85, locationLongitude => 151.21,
    dateCreated => '2021-03-04T05:06:07Z' });
is($r->{status}, 200, 'PATCH for JSON-LD: 200');
my $cur = $r->{json} || {};

my $ld;
($r, $ld) = jsonld($id);
is($r->{status}, 200, 'JSON-LD: 200');
like($r->{ct} // '', qr{^application/ld\+json}, 'JSON-LD: application/ld+json');
is($ld->{'@context'}, 'https://schema.org', '@context');
is($ld->{'@type'}, 'ImageObject', '@type ImageObject');
like($ld->{contentUrl} // '', qr{^https?://[^/]+/meta/\Q$id\E$},
    'contentUrl: absolute URL of the image');
like($ld->{thumbnailUrl} // '', qr{^https?://[^/]+/meta/\Q$id\E\b},
    'thumbnailUrl: a delivery URL of the image');
is($ld->{name}, 'Sunset', 'name');
is($ld->{description}, 'Over the river', 'description');
for my $d (qw(width height)) {
    is_deeply($ld->{$d}, { '@type' => 'QuantitativeValue',
        value => $cur->{$d}, unitCode => 'E37' }, "$d: QuantitativeValue");
}
is($ld->{encodingFormat}, 'image/jpeg', 'encodingFormat');
like($ld->{contentSize} // '', qr/^\d+(?:\.\d+)?\s?(?:B|[kK]B|MB|GB)$/,
    'contentSize is human readable');
is($ld->{uploadDate}, $cur->{datePublished}, 'uploadDate');
like($ld->{dateCreated} // '', qr/^2021-03-04T05:06:07(?:\.0+)?Z$/,
    'dateCreated');
for my $who (qw(author creator)) {
    is_deeply($ld->{$who}, { '@type' => 'Person', name => 'Ada Lovelace' },
        "$who: Person");
}
my $holder = $ld->{copyrightHolder};
is(ref $holder ? $holder->{name} : $holder, 'Example Corp',
    'copyrightHolder');
is($ld->{copyrightYear}, 2020, 'copyrightYear');
ok(defined $ld->{copyrightNotice} && length $ld->{copyrightNotice},
    'copyrightNotice');
ok(defined $ld->{creditText} && length $ld->{creditText}, 'creditText');
is($ld->{license}, 'https://example.com/license', 'license');
my $kw = $ld->{keywords};
my @kw = ref $kw ? @$kw : split /\s*,\s*/, $kw // '';
is_deeply([sort @kw], ['river', 'sunset'], 'keywords');
my $loc = $ld->{contentLocation} || {};
is($loc->{'@type'}, 'Place', 'contentLocation: Place');
is($loc->{name}, 'Sydney', 'contentLocation name');
is(($loc->{geo} || {})->{'@type'}, 'GeoCoordinates', 'geo: GeoCoordinates');
ok(abs((($loc->{geo} || {})->{latitude} // 0) - -33.85) < 1e-9
    && abs((($loc->{geo} || {})->{longitude} // 0) - 151.21) < 1e-9,
    'geo latitude and longitude');

# a bare image: no author, no place
my $bare = upload_ok('exif/Landscape_1.jpg');
($r, $ld) = jsonld($bare);
is($r->{status}, 200, 'JSON-LD of a bare image: 200');
ok(!defined $ld->{$_}, "bare image: no $_") for qw(author creator
    copyrightHolder contentLocation);
is(($ld->{width} || {})->{value}, 1800, 'bare image: width 1800');

($r) = jsonld('img_01ARZ3NDEKTSV4RRFFQ69G5FAV');
$t->problem_ok($r, 404, 'JSON-LD of an unknown id: 404');

###############################################################################
# strip-exif

my $l6 = upload_ok('exif/Landscape_6.jpg');
my $m6 = meta($l6);
is("$m6->{width}x$m6->{height}", '1800x1200', 'Landscape_6: 1800x1200');
ok(scalar jpeg_has_exif(stored($l6)), 'Landscape_6: stored with EXIF');
sleep 1.1;
$r = $t->http(POST => "/api/meta/$l6/strip-exif", key => $key);
is($r->{status}, 200, 'strip-exif: 200')
    or diag(substr($r->{content}, 0, 300));
my $s6 = $r->{json} || {};
@missing = grep { !exists $s6->{$_} } @FIELDS;
ok(!@missing, 'strip-exif returns the full metadata')
    or diag("missing: @missing");
is_deeply($s6->{exifData}, {}, 'strip-exif: exifData {}');
ok(($s6->{dateModified} // '') gt $m6->{dateModified},
    'strip-exif: dateModified later');
is("$s6->{width}x$s6->{height}", '1800x1200',
    'strip-exif: display size unchanged');
my $bytes = stored($l6);
ok(!jpeg_has_exif($bytes), 'strip-exif: stored JPEG has no Exif APP1')
    or diag(exif_note($bytes));
is(join('x', jpeg_size($bytes)), '1800x1200',
    'strip-exif: stored pixels are upright (orientation baked in)');
is($s6->{sizeBytes}, length $bytes, 'strip-exif: sizeBytes is the new size');
is_deeply(meta($l6)->{exifData}, {}, 'strip-exif: GET shows exifData {}');

my $icc = upload_ok('exif/xmp_test_adobergb.jpg');
$r = $t->http(POST => "/api/meta/$icc/strip-exif", key => $key);
is($r->{status}, 200, 'strip-exif Adobe RGB JPEG: 200');
$bytes = stored($icc);
ok(!jpeg_has_exif($bytes), 'Adobe RGB: no Exif APP1 any more')
    or diag(exif_note($bytes));
ok(scalar jpeg_has_icc($bytes), 'Adobe RGB: ICC_PROFILE APP2 kept');
like($bytes, qr/Adobe RGB/, 'Adobe RGB: the profile is Adobe RGB');

my $png = upload_ok('exif/gopher-exif-orientation-cw90.png');
$r = $t->http(POST => "/api/meta/$png/strip-exif", key => $key);
is($r->{status}, 200, 'strip-exif PNG with eXIf: 200');
ok(!grep({ $_ eq 'eXIf' } png_chunks(stored($png))),
    'PNG: no eXIf chunk any more');
is(join('x', map { ($r->{json} || {})->{$_} // '?' } qw(width height)),
    '2224x1634', 'PNG: display size unchanged');

my $webp = upload_ok('exif/hopper_orientation_6.webp');
$r = $t->http(POST => "/api/meta/$webp/strip-exif", key => $key);
is($r->{status}, 200, 'strip-exif WebP with EXIF: 200');
ok(!grep({ $_ eq 'EXIF' } webp_chunks(stored($webp))),
    'WebP: no EXIF chunk any more');

# at upload
my $up = upload_ok('exif/exifer_photo_iphonex.jpg', stripExif => 'true');
$m = meta($up);
is_deeply($m->{exifData}, {}, 'stripExif=true: exifData {} at once');
is("$m->{width}x$m->{height}", '3024x4032',
    'stripExif=true: display size 3024x4032');
$bytes = stored($up);
ok(!jpeg_has_exif($bytes), 'stripExif=true: stored JPEG has no Exif APP1')
    or diag(exif_note($bytes));
is(join('x', jpeg_size($bytes)), '3024x4032',
    'stripExif=true: stored pixels upright');
is($m->{sizeBytes}, length $bytes, 'stripExif=true: sizeBytes');

my $kept = upload_ok('exif/exifer_photo_iphonex.jpg', stripExif => 'false');
is(meta($kept)->{exifData}{Make}, 'Apple', 'stripExif=false: EXIF kept');

$r = $t->http(POST => '/api/meta/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/strip-exif',
    key => $key);
$t->problem_ok($r, 404, 'strip-exif unknown id: 404');
is_deeply([$t->storage_files('.tmp')], [], 'storage/.tmp is empty');

###############################################################################
# DELETE

$r = $t->http(DELETE => "/api/meta/images/$id", key => $other);
$t->problem_ok($r, 403, "DELETE with another project's key: 403");
ok(-f $t->dir . "/storage/meta/$id", 'refused DELETE: object still there');

$r = $t->http(DELETE => "/api/meta/images/$id", key => $key);
is($r->{status}, 204, 'DELETE: 204');
is($r->{content}, '', 'DELETE: no body');
is($t->sql_value("SELECT COUNT(*) FROM images WHERE id = '$id'"), 0,
    'DELETE: row gone');
is($t->sql_value("SELECT COUNT(*) FROM image_keywords WHERE image_id = '$id'"),
    0, 'DELETE: keyword rows gone');
ok(!-e $t->dir . "/storage/meta/$id", 'DELETE: object gone');
$r = $t->http(GET => "/api/meta/images/$id", key => $key);
$t->problem_ok($r, 404, 'GET after DELETE: 404');
$r = $t->http(DELETE => "/api/meta/images/$id", key => $key);
$t->problem_ok($r, 404, 'DELETE again: 404');
($r) = jsonld($id);
$t->problem_ok($r, 404, 'JSON-LD after DELETE: 404');
ok(meta($bare)->{imageId}, 'other images are still there');

$t->done;
