#!/usr/bin/perl

# Video intake through nginx: every corpus video (MP4, QuickTime, WebM)
# uploads with 201, a vid_ id, isVideo, the size as displayed, the
# duration within 0.05 s of ffprobe run here by hand, hasAudio as the
# files are (with and without sound), a video-processing job, and the
# object stored byte for byte.  A rotated copy (made here with ffmpeg, a
# 90 degree display matrix) reports width and height swapped.  Hostile
# files, made here from corpus files (cut short, a huge declared box, an
# ftyp glued to a JPEG, a WebM header on garbage, polyglots: a whole
# video with an HTML page or a ZIP after it) and the limits set by
# the pictor_video_* directives get 422 (415 when not a video at all),
# and none leaves a row, a job, an object or a scratch file behind.

use strict;
use warnings;

use Test::More;
use JSON::PP;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;

for my $tool (qw(ffprobe ffmpeg)) {
    plan skip_all => "$tool not installed" unless -x "/usr/bin/$tool";
}

$t->start(server => 'location /api/lim/ { pictor_api;'
    . ' pictor_video_max_duration 2s; pictor_video_max_pixels 1000000; }');
my $key = $t->project_with_key('vu');
my $lkey = $t->project_with_key('lim');

my $VID_ID = qr/^vid_[0-9A-HJKMNP-TV-Z]{26}$/;
my $UUID = qr/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

sub rows { $t->sql_value('SELECT COUNT(*) FROM images') }
sub jobs { $t->sql_value('SELECT COUNT(*) FROM jobs') }

# ffprobe by hand: the reference for the duration, the size, the sound
sub probe {
    my ($path) = @_;
    my $out = `/usr/bin/ffprobe -v error -print_format json -show_format -show_streams '$path'`;
    my $d = decode_json($out);
    my ($v) = grep { $_->{codec_type} eq 'video' } @{ $d->{streams} };
    return {
        duration => $d->{format}{duration} // $v->{duration},
        width => $v->{width}, height => $v->{height},
        audio => (grep { $_->{codec_type} eq 'audio' } @{ $d->{streams} })
            ? 1 : 0,
    };
}

sub nothing_left {
    my ($what, $rows, $jobs) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @files = $t->storage_files;
    # ffprobe's work directories are empty ones: storage_files skips them
    my @scratch = $t->scratch_left;
    ok(rows() == $rows && jobs() == $jobs && @files == $rows && !@scratch,
        "$what: no row, no job, no object, no scratch file or directory")
        or diag('rows ' . rows() . ', jobs ' . jobs() . ", files: @files,"
            . " scratch: @scratch");
}

###############################################################################
# hostile files first, on an empty project

my $tmp = $t->dir . '/made';
mkdir $tmp;
my $C = $t->corpus_dir . '/video';
my $mov = Pictor::Test::read_file("$C/filetype_fixture.mov");
my $webm = Pictor::Test::read_file("$C/filetype_fixture-null.webm");
my $mp4 = Pictor::Test::read_file("$C/go-mp4_sample_fragmented.mp4");
my $jpeg = Pictor::Test::read_file($t->corpus('images/' . (grep { /\.jpe?g$/i }
    $t->corpus_files('images'))[0]));

my $huge = $mov;
my $at = index($huge, 'mdat') - 4;
substr($huge, $at, 4) = pack('N', 0x7ffffff0);
my $hugemoov = $mov;
$at = index($hugemoov, 'moov') - 4;
substr($hugemoov, $at, 4) = pack('N', 0x7ffffff0);

my @hostile = (
    [ 'mov cut in half', substr($mov, 0, int(length($mov) / 2)), 422 ],
    [ 'mp4 cut in half', substr($mp4, 0, int(length($mp4) / 2)), 422 ],
    [ 'webm cut in half', substr($webm, 0, int(length($webm) / 2)), 422 ],
    [ 'webm, its first 600 bytes', substr($webm, 0, 600), 422 ],
    [ 'mdat declaring 2 GB', $huge, 422 ],
    [ 'moov declaring 2 GB', $hugemoov, 422 ],
    [ 'ftyp box glued to a JPEG', substr($mp4, 0, 32) . $jpeg, 422 ],
    [ 'polyglot: a whole QuickTime file, then an HTML page',
      $mov . '<html><script>alert(document.cookie)</script></html>', 422 ],
    [ 'polyglot: a whole WebM, then a ZIP', $webm . "PK\x03\x04"
      . ("\0" x 26) . 'evil.txt', 422 ],
    [ 'WebM EBML header on garbage', substr($webm, 0, 64)
        . ("\x55" x 50000), 422 ],
    [ 'a Matroska (not WebM) header', "\x1A\x45\xDF\xA3\x93\x42\x82\x88"
        . "matroska" . ("\0" x 64), 415 ],
    [ 'plain text named .mp4', "not a video at all\n" x 100, 415 ],
);

for my $h (@hostile) {
    my ($name, $bytes, $status) = @$h;
    my $r = $t->upload('vu', key => $key, content => $bytes,
        filename => 'hostile.mp4', type => 'video/mp4');
    $t->problem_ok($r, $status, "$name: $status");
    like(($r->{json} || {})->{detail} // '',
        $status == 415 ? qr/not .*video|not accepted/i
                       : qr/video|truncated|box/i,
        "$name: the detail says why");
    nothing_left($name, 0, 0);
}

###############################################################################
# every corpus video

my %expect_audio = (
    'go-mp4_sample_fragmented.mp4' => [ 1, 'video/mp4' ],
    'filetype_fixture.webm'        => [ 1, 'video/webm' ],
    'filetype_fixture-null.webm'   => [ 0, 'video/webm' ],
    'filetype_fixture.mov'         => [ 0, 'video/quicktime' ],
);

my @files = $t->corpus_files('video');
is_deeply([ sort @files ], [ sort keys %expect_audio ],
    'the corpus holds the four videos this test knows');

my $n = 0;
my %id;
for my $f (sort keys %expect_audio) {
    my $path = "$C/$f";
    my $ref = probe($path);
    my $r = $t->upload('vu', key => $key, file => $path,
        filename => 'clip.bin', type => 'application/octet-stream');
    is($r->{status}, 201, "$f: 201") or diag($r->{content});
    my $j = $r->{json} || {};
    $n++;
    $id{$f} = $j->{imageId};
    like($j->{imageId} // '', $VID_ID, "$f: a vid_ id");
    ok($j->{isVideo} && JSON::PP::is_bool($j->{isVideo}), "$f: isVideo");
    ok(!$j->{isEps}, "$f: not isEps");
    is($j->{contentType}, $expect_audio{$f}[1], "$f: contentType");
    is($j->{width}, $ref->{width}, "$f: width as ffprobe says");
    is($j->{height}, $ref->{height}, "$f: height as ffprobe says");
    is($j->{size}, -s $path, "$f: size");
    ok(defined $j->{duration}
        && abs($j->{duration} - $ref->{duration}) <= 0.05,
        "$f: duration $ref->{duration} within 0.05 s")
        or diag("got " . ($j->{duration} // 'none'));
    ok(JSON::PP::is_bool($j->{hasAudio})
        && !!$j->{hasAudio} == !!$expect_audio{$f}[0]
        && $ref->{audio} == $expect_audio{$f}[0],
        "$f: hasAudio " . ($expect_audio{$f}[0] ? 'true' : 'false'));
    like($j->{processingJobId} // '', $UUID, "$f: processingJobId");
    is($t->sql_value("SELECT kind FROM jobs WHERE id = "
        . Pictor::Test::sql_quote($j->{processingJobId} // '')),
        'video-processing', "$f: the job is a video-processing job");
    my ($obj) = grep { m{(?:^|/)\Q$j->{imageId}\E$} } $t->storage_files;
    ok($obj && Pictor::Test::read_file($t->dir . "/storage/$obj")
        eq Pictor::Test::read_file($path), "$f: the object stored as is");
    is($t->sql_value("SELECT CONCAT(is_video, ' ', has_audio, ' ', format)"
        . " FROM images WHERE id = " . Pictor::Test::sql_quote($j->{imageId} // '')),
        "1 $expect_audio{$f}[0] " . ($f =~ /\.(\w+)$/)[0], "$f: the row");
}

###############################################################################
# rotation: a 90 degree display matrix swaps width and height

my $rot = "$tmp/rotated.mov";
system('/usr/bin/ffmpeg', '-v', 'error', '-y', '-i', "$C/filetype_fixture.mov",
    '-c', 'copy', '-metadata:s:v:0', 'rotate=90', $rot) == 0
    or BAIL_OUT('ffmpeg could not make the rotated copy');
my $r = $t->upload('vu', key => $key, file => $rot);
is($r->{status}, 201, 'rotated: 201') or diag($r->{content});
is_deeply([ @{ $r->{json} || {} }{qw(width height)} ], [ 156, 268 ],
    'rotated 268x156 by 90 degrees: 156x268 as displayed');
$n++;

###############################################################################
# the limits, set by directives on /api/lim/

my $big = "$tmp/big.webm";   # 4.2 s at 1920x1080
$r = $t->upload('lim', key => $lkey, file => "$C/filetype_fixture-null.webm");
$t->problem_ok($r, 422, 'over pictor_video_max_pixels: 422');
like(($r->{json} || {})->{detail} // '', qr/1920x1080.*at most 1000000/,
    'the detail names the size and the limit');

system('/usr/bin/ffmpeg', '-v', 'error', '-y', '-i',
    "$C/filetype_fixture-null.webm", '-vf', 'scale=320:180', '-c:v',
    'libvpx', '-b:v', '100k', $big) == 0
    or BAIL_OUT('ffmpeg could not make the small long video');
$r = $t->upload('lim', key => $lkey, file => $big);
$t->problem_ok($r, 422, 'over pictor_video_max_duration: 422');
like(($r->{json} || {})->{detail} // '', qr/lasts 4\.\d+ s; at most 2 s/,
    'the detail names the duration and the limit');

$r = $t->upload('lim', key => $lkey, file => "$C/filetype_fixture.mov");
is($r->{status}, 201, 'within the limits: 201') or diag($r->{content});
$n++;

nothing_left('after the limits', $n, $n);

$t->done;
