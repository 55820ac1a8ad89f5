#!/usr/bin/perl

# Videos delivered and described, through nginx:
#
# - /{p}/{vid} and /{p}/{vid}/original serve the stored bytes with the
#   video's content type, Accept-Ranges: bytes, ETag, Last-Modified and
#   nosniff; byte ranges (first, middle, last, open-ended, suffix) come
#   back 206 byte-exact with their Content-Range, a range past the end is
#   416 with "bytes */size", several ranges give the whole video (200),
#   If-Range with the strong ETag or the Last-Modified date gives the range
#   and anything else the whole video (200);
#   the same from managed storage and from a project on the S3 emulator
#   (t/lib/Pictor/S3Emu.pm), and again once the answer is cached; in the
#   bucket, a video from pictor_video_range_min on is read by one ranged
#   GET per range, a smaller one once through the originals cache;
# - a transform of a video renders from its poster (taken on demand here);
# - metadata: isVideo, duration, hasAudio, thumbnailId (null: no poster
#   yet); PATCH of a video field is refused like any read-only field;
#   JSON-LD is a VideoObject with an ISO 8601 duration; the listing's
#   ?type=video and ?type=image split the project, ?type=eps lists the
#   EPS alone (type=image keeps it), in either ?sort, through its index;
#   ?type=other, a quote, a NUL, a repeated type or sort is a 400 problem
#   naming the parameter.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
plan skip_all => 'ffprobe not installed' unless -x '/usr/bin/ffprobe';
# videos of 300 KB or more in a bucket: ranges as ranged GETs
$t->start(http => 'pictor_video_range_min 300k;');

my $C = $t->corpus_dir . '/video';
my $webm = "$C/filetype_fixture-null.webm";     # 343 KB, 4.24 s
my $bytes = Pictor::Test::read_file($webm);
my $size = length $bytes;

my $key = $t->project_with_key('vd');

sub hdr {
    my ($r, $name) = @_;
    my $v = $r->{headers}{lc $name};
    return ref $v ? $v->[0] : $v;
}

sub upload_ok {
    my ($project, $k, $path) = @_;
    my $r = $t->upload($project, key => $k, file => $path);
    is($r->{status}, 201, "upload $path into $project: 201")
        or diag($r->{content});
    return ($r->{json} || {})->{imageId} // 'vid_none';
}

# the whole set of ranged reads on one video's URL
sub ranges_ok {
    my ($what, $url) = @_;

    # the very first request is ranged: a miss, cut from the upstream's
    # answer while it is cached
    my $first = $t->http(GET => $url, headers => { Range => 'bytes=-1000' });
    is($first->{status}, 206, "$what: a first request, ranged: 206");
    like(hdr($first, 'x-cache') // '', qr/MISS|BYPASS|EXPIRED/,
        "$what: the first request is a miss");
    ok($first->{content} eq substr($bytes, $size - 1000),
        "$what: a first request, ranged: byte-exact");

    for my $pass (1, 2) {       # the second pass comes from the cache
        my $r = $t->http(GET => $url);
        is($r->{status}, 200, "$what pass $pass: 200");
        ok($r->{content} eq $bytes, "$what pass $pass: the stored bytes");
        is(hdr($r, 'content-type'), 'video/webm', "$what: video/webm");
        is(hdr($r, 'accept-ranges'), 'bytes', "$what: Accept-Ranges");
        like(hdr($r, 'etag') // '', qr/^(?:W\/)?"[^"]+"$/, "$what: ETag");
        like(hdr($r, 'last-modified') // '', qr/ GMT$/, "$what:"
            . ' Last-Modified');
        is(hdr($r, 'x-content-type-options'), 'nosniff', "$what: nosniff");

        my @cases = (
            [ 'first',  'bytes=0-99',   0, 100 ],
            [ 'middle', 'bytes=100000-165535', 100000, 65536 ],
            [ 'last',   'bytes=' . ($size - 1) . '-' . ($size - 1),
              $size - 1, 1 ],
            [ 'open',   'bytes=300000-', 300000, $size - 300000 ],
            [ 'suffix', 'bytes=-500', $size - 500, 500 ],
            [ 'past the last byte, clipped',
              'bytes=' . ($size - 10) . '-' . ($size + 1000),
              $size - 10, 10 ],
        );
        for my $c (@cases) {
            my ($name, $range, $from, $len) = @$c;
            $r = $t->http(GET => $url, headers => { Range => $range });
            is($r->{status}, 206, "$what pass $pass, $name ($range): 206");
            is(hdr($r, 'content-range'),
                "bytes $from-" . ($from + $len - 1) . "/$size",
                "$what pass $pass, $name: Content-Range");
            ok($r->{content} eq substr($bytes, $from, $len),
                "$what pass $pass, $name: $len bytes, byte-exact")
                or diag('got ' . length($r->{content}) . ' bytes');
        }

        $r = $t->http(GET => $url, headers => { Range => "bytes=$size-" });
        is($r->{status}, 416, "$what pass $pass: a range past the end: 416");
        is(hdr($r, 'content-range'), "bytes */$size",
            "$what pass $pass: 416 with bytes */size");

        $r = $t->http(GET => $url, headers => { Range => 'bytes=0-9,20-29' });
        is($r->{status}, 200, "$what pass $pass: two ranges: the whole"
            . ' video, 200');
        ok($r->{content} eq $bytes, "$what pass $pass: two ranges: every"
            . ' byte');

        if_range_ok("$what pass $pass", $url);
    }
}

# If-Range (RFC 9110 13.1.5): the range when it names the answer's strong
# ETag or its Last-Modified date, else the whole video (200)
sub if_range_ok {
    my ($what, $url) = @_;
    my $r = $t->http(GET => $url);
    my ($etag, $lm) = (hdr($r, 'etag') // '', hdr($r, 'last-modified'));
    unlike($etag, qr{^W/}, "$what: the ETag is strong");

    for my $c (['its ETag', $etag, 206], ['its Last-Modified', $lm, 206],
               ['another ETag', '"0123456789abcdef"', 200],
               ['its ETag as a weak one', "W/$etag", 200],
               ['another date', 'Sat, 01 Jan 2000 00:00:00 GMT', 200]) {
        my ($name, $v, $status) = @$c;
        $r = $t->http(GET => $url, headers => { Range => 'bytes=1000-1999',
                                                'If-Range' => $v });
        is($r->{status}, $status, "$what: If-Range, $name: $status");
        if ($status == 206) {
            is(hdr($r, 'content-range'), "bytes 1000-1999/$size",
                "$what: If-Range, $name: Content-Range");
            ok($r->{content} eq substr($bytes, 1000, 1000),
                "$what: If-Range, $name: the range, byte-exact");
        } else {
            ok($r->{content} eq $bytes, "$what: If-Range, $name: the whole"
                . ' video');
        }
    }
}

###############################################################################
# managed storage

my $vid = upload_ok('vd', $key, $webm);
ranges_ok('managed /vd/{vid}', "/vd/$vid");
my $vid2 = upload_ok('vd', $key, $webm);
ranges_ok('managed /vd/{vid}/original', "/vd/$vid2/original");
is($t->http(DELETE => "/api/vd/images/$vid2", key => $key)->{status}, 204,
    'DELETE the second copy: 204');

# pictord is not running: the poster is taken on demand (t/video_poster.t)
for my $tr (["/vd/$vid/w_320.webp", qr{^image/webp}],
            ["/vd/$vid/original.jpg", qr{^image/jpeg}]) {
    my $r = $t->http(GET => $tr->[0]);
    is($r->{status}, 200, "$tr->[0]: 200, from the video's poster");
    like($r->{ct} // '', $tr->[1], "$tr->[0]: the asked format");
}

###############################################################################
# metadata, PATCH, JSON-LD, listing

my $r = $t->http(GET => "/api/vd/images/$vid", key => $key);
is($r->{status}, 200, 'GET the video metadata: 200');
my $m = $r->{json} || {};
ok(JSON::PP::is_bool($m->{isVideo}) && $m->{isVideo}, 'isVideo true');
ok(abs(($m->{duration} // 0) - 4.243877) < 0.001, 'duration 4.24 s')
    or diag($m->{duration});
ok(JSON::PP::is_bool($m->{hasAudio}) && !$m->{hasAudio}, 'hasAudio false');
ok(exists $m->{thumbnailId} && !defined $m->{thumbnailId},
    'thumbnailId null: no poster yet');
is($m->{contentType}, 'video/webm', 'contentType video/webm');

for my $f ([ isVideo => JSON::PP::false ], [ duration => 1.5 ],
    [ hasAudio => JSON::PP::true ], [ thumbnailId => 'img_x' ])
{
    $r = $t->http(PATCH => "/api/vd/$vid/metadata", key => $key,
        json => { $f->[0] => $f->[1] });
    $t->problem_ok($r, 400, "PATCH $f->[0]: 400, read-only");
    like(($r->{json} || {})->{detail} // '', qr/\Q$f->[0]\E/,
        "PATCH $f->[0]: the detail names it");
}
$r = $t->http(GET => "/api/vd/images/$vid", key => $key);
is_deeply([ @{ $r->{json} || {} }{qw(isVideo duration hasAudio)} ],
    [ @$m{qw(isVideo duration hasAudio)} ], 'the video fields unchanged');
$r = $t->http(PATCH => "/api/vd/$vid/metadata", key => $key,
    json => { name => 'a clip' });
is($r->{status}, 200, 'PATCH of name still works on a video');

$r = $t->http(GET => "/api/vd/$vid/metadata/jsonld", key => $key);
is($r->{status}, 200, 'JSON-LD: 200');
my $ld = $r->{json} // eval { JSON::PP::decode_json($r->{content}) } // {};
is($ld->{'@type'}, 'VideoObject', 'JSON-LD @type VideoObject');
is($ld->{duration}, 'PT4.244S', 'JSON-LD duration in ISO 8601');
like($ld->{contentUrl} // '', qr{/vd/\Q$vid\E$}, 'JSON-LD contentUrl');
like($ld->{uploadDate} // '', qr/^\d{4}-\d\d-\d\dT/, 'JSON-LD uploadDate');
ok(!exists $ld->{thumbnailUrl}, 'JSON-LD: no thumbnailUrl before a poster');
is($ld->{name}, 'a clip', 'JSON-LD name');

# with a poster (as pictord's job will set it): thumbnailUrl names it
$t->sql("UPDATE images SET thumbnail_id = 'img_01ARZ3NDEKTSV4RRFFQ69G5FAV'"
    . " WHERE id = '$vid'");
$r = $t->http(GET => "/api/vd/$vid/metadata/jsonld", key => $key);
$ld = eval { JSON::PP::decode_json($r->{content}) } // {};
like($ld->{thumbnailUrl} // '',
    qr{/vd/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300\.jpg$},
    'JSON-LD thumbnailUrl: the poster');

my $mov = upload_ok('vd', $key, "$C/filetype_fixture.mov");
$r = $t->http(GET => "/api/vd/$mov/metadata/jsonld", key => $key);
$ld = eval { JSON::PP::decode_json($r->{content}) } // {};
is($ld->{duration}, 'PT0.099S', 'JSON-LD duration of 0.099 s');

my $img = do {
    my $u = $t->upload('vd', key => $key,
        file => $t->corpus('images/concert_gray.jpg'));
    ($u->{json} || {})->{imageId} // 'img_none';
};
$r = $t->http(GET => "/api/vd/$img/metadata/jsonld", key => $key);
$ld = eval { JSON::PP::decode_json($r->{content}) } // {};
is($ld->{'@type'}, 'ImageObject', 'an image is still an ImageObject');
ok(!exists $ld->{duration}, 'an image has no duration');

sub listing {
    my ($q) = @_;
    my $l = $t->http(GET => "/api/vd/images$q", key => $key);
    return ($l->{status}, [ map { $_->{imageId} }
        @{ ($l->{json} || {})->{images} || [] } ]);
}
my ($st, $ids) = listing('');
is_deeply($ids, [ $img, $mov, $vid ], 'listing: all three, newest first');
($st, $ids) = listing('?type=video');
is_deeply($ids, [ $mov, $vid ], '?type=video: the videos');
($st, $ids) = listing('?type=image');
is_deeply($ids, [ $img ], '?type=image: the image');
($st, $ids) = listing('?type=video&limit=1');
is_deeply($ids, [ $mov ], '?type=video&limit=1: the newest video');
($st, $ids) = listing('?type=video&folder=');
is_deeply($ids, [ $mov, $vid ], '?type=video&folder= (the root)');
($st, $ids) = listing('?type=other');
is($st, 400, '?type=other: 400');

# an EPS beside them: ?type=eps lists it alone, ?type=image still has it
# (image is everything but videos), either order
my $eps = do {
    my $u = $t->upload('vd', key => $key,
        file => $t->corpus('eps/fop_barcode.eps'));
    is($u->{status}, 201, 'upload an EPS: 201') or diag($u->{content});
    ($u->{json} || {})->{imageId} // 'eps_none';
};
($st, $ids) = listing('');
is_deeply($ids, [ $eps, $img, $mov, $vid ], 'listing: the EPS too');
($st, $ids) = listing('?type=eps');
is_deeply($ids, [ $eps ], '?type=eps: the EPS alone');
($st, $ids) = listing('?type=image');
is_deeply($ids, [ $eps, $img ], '?type=image: the image and the EPS');
($st, $ids) = listing('?type=video');
is_deeply($ids, [ $mov, $vid ], '?type=video: still the videos');
($st, $ids) = listing('?type=eps&folder=');
is_deeply($ids, [ $eps ], '?type=eps&folder= (the root)');
($st, $ids) = listing('?type=eps&includeDerived=true&sort=oldest');
is_deeply($ids, [ $eps ], '?type=eps&includeDerived=true&sort=oldest');
($st, $ids) = listing('?type=image&sort=oldest');
is_deeply($ids, [ $img, $eps ], '?type=image&sort=oldest: oldest first');
($st, $ids) = listing('?sort=oldest');
is_deeply($ids, [ $vid, $mov, $img, $eps ], '?sort=oldest: all four');
($st, $ids) = listing('?type=');
is_deeply($ids, [ $eps, $img, $mov, $vid ], '?type= (empty): every type');

# hostile spellings: a 400 problem naming the parameter, never a guess
for my $c (
    [ 'type=EPS', qr/"type" must be image, video or eps/ ],
    [ "type=EPS'", qr/"type" must be image, video or eps/ ],
    [ 'type=eps%27', qr/"type" must be image, video or eps/ ],
    [ 'type=%27%20OR%20%271%27%3D%271', qr/"type" is longer than/ ],
    [ 'type=eps%00', qr/"type" .*NUL/ ],
    [ 'type=eps&type=video', qr/"type" is given more than once/ ],
    [ 'type=eps&type=eps', qr/"type" is given more than once/ ],
    [ 'type=&type=', qr/"type" is given more than once/ ],
    [ 'sort=name', qr/"sort" must be newest or oldest/ ],
    [ 'sort=oldest&sort=oldest', qr/"sort" is given more than once/ ],
) {
    my ($q, $detail) = @$c;
    my $l = $t->http(GET => "/api/vd/images?$q", key => $key);
    $t->problem_ok($l, 400, "?$q: a 400 problem");
    like(($l->{json} || {})->{detail} // '', $detail, "?$q: its detail");
}

# 5,000 older images beside the videos, and statistics as a production
# table has them: the plan that matters is the one for a big project
my $pid = $t->sql_value("SELECT id FROM projects WHERE slug = 'vd'");
$t->sql("CREATE TEMPORARY TABLE d AS SELECT i.* FROM images i"
    . " WHERE i.id = '$img';"
    . " CREATE TEMPORARY TABLE dd AS SELECT s.seq AS n, d.* FROM d"
    . " JOIN seq_1_to_5000 s;"
    . " UPDATE dd SET id = CONCAT('img_0', LPAD(n, 25, '0'));"
    . ' ALTER TABLE dd DROP COLUMN n;'
    . ' INSERT INTO images SELECT * FROM dd;'
    . ' ANALYZE TABLE images');
($st, $ids) = listing('?type=video');
is_deeply($ids, [ $mov, $vid ], '?type=video among 5,000 images');
($st, $ids) = listing('?type=image&limit=3');
is_deeply($ids, [ $eps, $img, 'img_0' . ('0' x 21) . '5000' ],
    '?type=image&limit=3 among them: the newest three');
($st, $ids) = listing('?type=eps');
is_deeply($ids, [ $eps ], '?type=eps among 5,000 images');
($st, $ids) = listing('?type=eps&sort=oldest');
is_deeply($ids, [ $eps ], '?type=eps&sort=oldest among 5,000 images');
($st, $ids) = listing('?type=video&sort=oldest&limit=1');
is_deeply($ids, [ $vid ], '?type=video&sort=oldest&limit=1: the oldest'
    . ' video');
my @plan = $t->sql("EXPLAIN SELECT i.* FROM images i WHERE i.project_id >="
    . " $pid AND i.project_id <= $pid AND i.is_video >= 1"
    . " AND i.is_video <= 1 AND i.seq < '~'"
    . " ORDER BY i.project_id DESC, i.is_video DESC, i.seq DESC LIMIT 51");
isnt($plan[0][3] // '', 'ALL', 'EXPLAIN ?type=video: not a full scan')
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
is($plan[0][5] // '', 'images_video', 'EXPLAIN ?type=video: images_video')
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
unlike($plan[0][9] // '', qr/filesort/i, 'EXPLAIN ?type=video: no filesort');

# ?type=eps (the shape images_list.c runs) walks sql/023's images_format,
# newest and oldest first
for my $o ([ '<', 'DESC', '~' ], [ '>', 'ASC', '' ]) {
    my ($lt, $dir, $from) = @$o;
    @plan = $t->sql("EXPLAIN SELECT i.* FROM images i WHERE i.project_id >="
        . " $pid AND i.project_id <= $pid AND i.format >= 'eps'"
        . " AND i.format <= 'eps' AND i.seq $lt '$from'"
        . " ORDER BY i.project_id $dir, i.format $dir, i.seq $dir LIMIT 51");
    isnt($plan[0][3] // '', 'ALL', "EXPLAIN ?type=eps $dir: not a full scan")
        or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
    is($plan[0][5] // '', 'images_format',
        "EXPLAIN ?type=eps $dir: images_format")
        or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
    unlike($plan[0][9] // '', qr/filesort/i,
        "EXPLAIN ?type=eps $dir: no filesort");
}

###############################################################################
# a project on the S3 emulator

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-vd');
$t->user_create('own@example.com', 'owner password 1');
$t->project_create('vs', 'own@example.com');
my $skey = $t->key_create('vs');
my ($rc) = $t->ctl('plan', 'set', 'vs', 'pro');
is($rc, 0, 'the plan of vs: pro');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');
$r = $t->http(PUT => '/api/vs/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 'p/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

# a refused video leaves nothing in the bucket either
my @keys_before = $emu->keys('p/');
$r = $t->upload('vs', key => $skey,
    content => substr($bytes, 0, int($size / 2)), filename => 'cut.webm');
$t->problem_ok($r, 422, 'bucket: a WebM cut in half: 422');
is_deeply([ $emu->keys('p/') ], \@keys_before,
    'bucket: nothing stored for it');
is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p"
    . " ON p.id = i.project_id WHERE p.slug = 'vs'"), 0, 'bucket: no row');

my $svid = upload_ok('vs', $skey, $webm);
ok(($emu->object("p/vs/$svid") // '') eq $bytes,
    'the video is in the bucket as it is');
ranges_ok('bucket /vs/{vid}', "/vs/$svid");

# the front's log of the emulator: GETs of an object
sub gets {
    my ($id) = @_;
    return scalar grep { ($_->{method} // '') eq 'GET'
        && ($_->{path} // '') =~ m{/p/vs/\Q$id\E$} } $emu->requests;
}

# 343 KB, over pictor_video_range_min: each range is a GET of its own
my $before = gets($svid);
for my $range ('bytes=0-1', 'bytes=200000-200009', 'bytes=-3') {
    $r = $t->http(GET => "/vs/$svid", headers => { Range => $range });
    is($r->{status}, 206, "bucket, over the size: $range: 206");
}
is(gets($svid) - $before, 3, 'bucket, over the size: each range is one'
    . ' ranged GET to the provider, nothing cached');

# 3 KB, under it: the originals cache holds it, ranges are cut locally
my $small = upload_ok('vs', $skey, "$C/filetype_fixture.mov");
my $mbytes = Pictor::Test::read_file("$C/filetype_fixture.mov");
for my $range ('bytes=0-1', 'bytes=100-109', 'bytes=-3') {
    $r = $t->http(GET => "/vs/$small", headers => { Range => $range });
    is($r->{status}, 206, "bucket, under the size: $range: 206");
    my ($from, $to) = (hdr($r, 'content-range') // '') =~ /(\d+)-(\d+)/;
    ok(defined $from && $r->{content} eq substr($mbytes, $from,
        $to - $from + 1), "bucket, under the size: $range: byte-exact");
}
cmp_ok(gets($small), '<=', 1, 'bucket, under the size: one GET at most'
    . ' (the originals cache), however many ranges');

$emu->stop;
$t->done;
