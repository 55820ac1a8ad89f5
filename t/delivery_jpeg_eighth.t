#!/usr/bin/perl

# A progressive JPEG decoded at 1/8 without its full-resolution AC scans
# (shared/media/jpeg_dc.c, decision 0028), through nginx.  jpegtran makes
# each progressive file's twin: the same coefficients coded baseline,
# which libjpeg decodes the ordinary way to the same pixels.  Every
# render of the pair must be the same bytes: at 1/8 (the rewrite), at 1/4
# and 1/2 (no rewrite), as jpg and webp, at 4:2:0, 4:4:4, in grey, with
# EXIF orientation, and with restart intervals (not rewritten).  Hostile:
# the stored original cut short or damaged after its upload answers a
# problem, never a crash or a 500, and the worker serves the next image.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
plan(skip_all => 'no jpegtran (libjpeg-turbo-progs)')
    unless -x '/usr/bin/jpegtran';

$t->start;
my $key = $t->project_with_key('eighth');

sub ok_run {
    my ($what, @cmd) = @_;
    my ($rc, $out, $err) = $img->run(@cmd);
    is($rc, 0, $what) or diag($err);
}

sub frame_sof {
    my ($f) = @_;
    my $b = Pictor::Test::read_file($f);
    my $i = 2;
    while ($i + 4 <= length $b) {
        my ($ff, $m, $len) = unpack('CCn', substr($b, $i, 4));
        last unless $ff == 0xff;
        return $m if $m >= 0xc0 && $m <= 0xc2;
        $i += 2 + $len;
    }
    return 0;
}

# the pairs: [name, progressive file, baseline twin, tokens]
my $d = $t->dir;
my $photo = $t->corpus('images/missing-exif.jpg');        # 4032x3024 4:2:0
my @pairs;
ok_run('4:4:4 progressive made', 'vips', 'copy', $photo,
    "$d/p444.jpg[Q=90,interlace,subsample-mode=off]");
ok_run('grey progressive made', 'vips', 'colourspace', $photo,
    "$d/pgrey.jpg[Q=85,interlace]", 'b-w');
ok_run('oriented progressive made', 'jpegtran', '-progressive', '-copy',
    'all', '-outfile', "$d/p6.jpg", $t->corpus('exif/Landscape_6.jpg'));
ok_run('restart intervals made', 'jpegtran', '-progressive', '-restart',
    '2', '-copy', 'all', '-outfile', "$d/prst.jpg", $photo);
for my $p (['4:2:0', $photo], ['4:4:4', "$d/p444.jpg"],
           ['grey', "$d/pgrey.jpg"], ['orientation 6', "$d/p6.jpg"],
           ['restarts', "$d/prst.jpg"])
{
    (my $tag = $p->[0]) =~ s/\W//g;
    ok_run("$p->[0]: its baseline twin", 'jpegtran', '-copy', 'all',
        '-outfile', "$d/b$tag.jpg", $p->[1]);
    is(frame_sof($p->[1]), 0xc2, "$p->[0]: the source is progressive");
    is(frame_sof("$d/b$tag.jpg"), 0xc0, "$p->[0]: the twin is baseline");
    push @pairs, [$p->[0], $p->[1], "$d/b$tag.jpg"];
}

sub upload {
    my ($file, $what) = @_;
    my $r = $t->upload('eighth', key => $key, file => $file);
    is($r->{status}, 201, "$what uploaded")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

# 4032 wide: w_300 and w_500 load at 1/8, w_700 at 1/4, w_1200 at 1/2;
# Landscape_6 is stored 1200x1800, 1800x1200 once turned: w_140 at 1/8
my %id;
for my $p (@pairs) {
    my ($name, $prog, $base) = @$p;
    my @tok = $name eq 'orientation 6'
        ? ('w_140.jpg', 'w_140,h_140,fit_cover.webp', 'w_500.jpg')
        : ('w_300.jpg', 'w_500.webp', 'w_300,h_300,fit_cover.jpg',
           'w_700.jpg', 'w_1200.webp');
    my %i = (prog => upload($prog, "$name progressive"),
             base => upload($base, "$name baseline twin"));
    $id{$name} = \%i;
    for my $tok (@tok) {
        my ($a, $fa) = $img->get("/eighth/$i{prog}/$tok");
        my ($b) = $img->get("/eighth/$i{base}/$tok");
        is($a->{status}, 200, "$name $tok: 200")
            or diag(substr($a->{content} // '', 0, 300));
        ok(defined $a->{content} && $a->{content} eq ($b->{content} // ''),
            "$name $tok: the same bytes as the baseline twin's");
    }
}

# a size that shows the orientation was applied: 1800 wide turned
{
    my ($r, $f) = $img->get("/eighth/$id{'orientation 6'}{prog}/w_150.jpg");
    is(join('x', $img->size($f)), '150x100',
        'orientation 6 at 1/8: turned upright (150x100)');
}

# hostile: the stored original replaced after its upload
sub stored_of {
    my ($id) = @_;
    my @f = grep { /\Q$id\E/ && !m{^\.} } $t->storage_files;
    return @f ? $t->dir . "/storage/$f[0]" : undef;
}

my $bytes = Pictor::Test::read_file($photo);
my %hostile = (
    'cut in its AC scans' => substr($bytes, 0, int(length($bytes) * 0.7)),
    'cut, then an EOI' => substr($bytes, 0, int(length($bytes) * 0.5))
        . "\xff\xd9",
    'a scan header damaged' => do {
        my $b = $bytes;
        my $at = rindex($b, "\xff\xda");
        substr($b, $at + 5, 1, "\x09");     # a component not in the frame
        $b;
    },
);
my $n = 0;
for my $what (sort keys %hostile) {
    my $id = upload($photo, "a copy to damage ($what)");
    my $f = stored_of($id);
    ok(defined $f && -f $f, "$what: the stored original found")
        or next;
    Pictor::Test::write_file($f, $hostile{$what});
    $n++;
    my $r = $t->http(GET => "/eighth/$id/w_3$n" . "0.jpg");
    my $s = $r->{status} // 0;
    ok(($s >= 400 && $s != 500 && $s < 600) || $s == 200,
        "$what: w_3${n}0.jpg answers $s, no 500");
    like(Pictor::Test::header_values($r, 'Content-Type') // '',
        qr{^(application/problem\+json|image/jpeg)},
        "$what: a problem or an image");
    my $ok = $t->http(GET => "/eighth/$id{'4:2:0'}{prog}/w_33$n.jpg");
    is($ok->{status}, 200, "$what: the next image still renders");
}

done_testing;
