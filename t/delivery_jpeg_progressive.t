#!/usr/bin/perl

# pictor_jpeg_progressive through nginx (docs/DELIVERY.md "Transform
# tokens", decision 0027).  The default: a jpg over 256x256 pixels is
# progressive (SOF2), a smaller one baseline (SOF0).  Off (a render-server
# location of its own): every jpg is baseline.  The two encodings of one
# render are the same picture (the same coefficients, coded otherwise):
# every decoded sample equal.  WebP is untouched: the same bytes under
# both.  A value other than on or off stops nginx from starting.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;

sub base_location {
    my ($v) = @_;
    return "location /base/ {\n    pictor_render;\n"
        . "    pictor_jpeg_progressive  $v;\n}";
}
$t->start(render_server => base_location('off'));
my %key = (prog => $t->project_with_key('prog'),
    base => $t->project_with_key('base', 'base@example.com'));

# the frame type of a JPEG: the first SOFn marker, walked segment by
# segment (a marker inside entropy data is never reached before it)
sub frame_marker {
    my ($b) = @_;
    return 'not a JPEG' unless defined $b && substr($b, 0, 2) eq "\xff\xd8";
    my $i = 2;
    while ($i + 4 <= length $b) {
        my ($ff, $m, $len) = unpack('CCn', substr($b, $i, 4));
        return sprintf('bad byte at %d', $i) unless $ff == 0xff;
        return sprintf('SOF%d', $m - 0xc0)
            if $m >= 0xc0 && $m <= 0xcf && $m != 0xc4 && $m != 0xc8
            && $m != 0xcc;
        return 'no frame' if $m == 0xda || $m == 0xd9;
        $i += 2 + $len;
    }
    return 'no frame';
}

my %id;
for my $p (qw(prog base)) {
    my $r = $t->upload($p, key => $key{$p},
        file => $t->corpus('images/missing-exif.jpg'));
    is($r->{status}, 201, "$p: the 4032x3024 JPEG uploaded")
        or diag(substr($r->{content}, 0, 300));
    $id{$p} = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

my (%body, %file);
for my $c (['w_600', 'SOF2', 'SOF0'], ['w_295', 'SOF0', 'SOF0'],
           ['w_296', 'SOF2', 'SOF0'], ['w_200,h_200,fit_cover', 'SOF0', 'SOF0'])
{
    my ($tok, %want) = ($c->[0], prog => $c->[1], base => $c->[2]);
    for my $p (qw(prog base)) {
        my ($r, $f) = $img->get("/$p/$id{$p}/$tok.jpg");
        is($r->{status}, 200, "$p $tok.jpg: 200")
            or diag(substr($r->{content} // '', 0, 300));
        is(frame_marker($r->{content}), $want{$p},
            "$p $tok.jpg: $want{$p}"
            . ($want{$p} eq 'SOF2' ? ' (progressive)' : ' (baseline)'));
        $body{$p}{$tok} = $r->{content};
        $file{$p}{$tok} = $f;
    }
}

# 295x221 is 65,195 pixels, not over 256x256 (65,536): baseline in both;
# 296x222 is over
is(join('x', $img->size($file{prog}{w_295})), '295x221', 'w_295 is 295x221');
is(join('x', $img->size($file{prog}{w_296})), '296x222', 'w_296 is 296x222');
is($body{prog}{w_295}, $body{base}{w_295},
    'a baseline render is the same bytes under both settings');

for my $tok (qw(w_600 w_296)) {
    isnt($body{prog}{$tok}, $body{base}{$tok},
        "$tok: progressive and baseline are other bytes");
    is(join('x', $img->size($file{base}{$tok})),
       join('x', $img->size($file{prog}{$tok})), "$tok: the same size");
    cmp_ok($img->mean_diff($file{prog}{$tok}, $file{base}{$tok}), "==", 0,
        "$tok: the same picture, sample for sample");
}

# webp does not hear of it
{
    my ($a) = $img->get("/prog/$id{prog}/w_600.webp");
    my ($b) = $img->get("/base/$id{base}/w_600.webp");
    is($a->{status}, 200, 'w_600.webp: 200');
    ok(defined $a->{content} && $a->{content} eq ($b->{content} // ''),
        'w_600.webp: the same bytes under both');
}

# a value nginx does not know: the configuration is refused
{
    my $conf = $t->dir . '/nginx.conf';
    my $bad = $t->dir . '/bad.conf';
    Pictor::Test::write_file($bad,
        $t->nginx_conf(render_server => base_location('maybe')));
    my @cmd = $t->nginx_cmd('-t');
    s{^\Q$conf\E$}{$bad} for @cmd;
    my ($rc, $out, $err) = $img->run(@cmd);
    isnt($rc, 0, 'pictor_jpeg_progressive maybe: nginx -t fails');
    like($err, qr/invalid value "maybe"/, 'and says which value');
}

done_testing;
