#!/usr/bin/perl

# pictor_shrink_on_load through nginx: a 4032x3024 JPEG at w_400 and a
# 1024x772 WebP at w_300 under the default (fast) and under conservative
# (a render-server location of its own) have the requested size, differ
# in bytes, and stay close to a reference made from the full decode with
# lanczos3 (mean absolute difference per sample, 0..255, under a bound
# that catches a wrong picture).  A value other
# than fast or conservative stops nginx from starting.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Image;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
# project "cons" renders under another policy
sub cons {
    my ($policy) = @_;
    return "location /cons/ {\n    pictor_render;\n"
        . "    pictor_shrink_on_load  $policy;\n}";
}
$t->start(render_server => cons('conservative'));
my %key = (fast => $t->project_with_key('fast'),
    cons => $t->project_with_key('cons', 'cons@example.com'));

sub upload_ok {
    my ($p, $file) = @_;
    my $r = $t->upload($p, key => $key{$p}, file => $t->corpus($file));
    is($r->{status}, 201, "$p: upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

# the bound is the sanity of a picture, not a quality goal (that is make
# bench's): a shifted or garbled render is tens off.  WebP's lossy encode
# of this detailed picture alone is about 5 off.
for my $c (['images/missing-exif.jpg', 'w_400', 400, 300, 'jpegload', 3],
           ['images/4.webp', 'w_300', 300, 226, 'webpload', 8])
{
    my ($file, $tok, $w, $h, $loader, $bound) = @$c;
    my $ext = $file =~ /\.webp$/ ? 'webp' : 'jpg';

    # the reference: every pixel decoded, lanczos3 to the same size
    my $ref = $img->path('png');
    my ($sw) = $img->size($t->corpus($file));
    $img->vips('resize', $t->corpus($file), $ref, $w / $sw);
    my ($rw, $rh) = $img->size($ref);
    is("${rw}x$rh", "${w}x$h", "$file: the reference is ${w}x$h");

    my %body;
    for my $p (qw(fast cons)) {
        my $id = upload_ok($p, $file);
        my ($r, $f) = $img->get("/$p/$id/$tok.$ext");
        is($r->{status}, 200, "$p $file $tok.$ext: 200")
            or diag(substr($r->{content} // '', 0, 300));
        next unless $f;
        $body{$p} = $r->{content};
        is($img->loader($f), $loader, "$p $file $tok: a $ext");
        is(join('x', $img->size($f)), "${w}x$h", "$p $file $tok: ${w}x$h");
        my $d = $img->mean_diff($f, $ref);
        cmp_ok($d, '<', $bound,
            "$p $file $tok: close to the reference ($d)");
    }

    ok(defined $body{fast} && defined $body{cons}
        && $body{fast} ne $body{cons},
        "$file $tok: fast and conservative give different bytes");
}

# a value nginx does not know: the configuration is refused
{
    my $conf = $t->dir . '/nginx.conf';
    my $bad = $t->dir . '/bad.conf';
    Pictor::Test::write_file($bad,
        $t->nginx_conf(render_server => cons('quick')));
    my @cmd = $t->nginx_cmd('-t');
    s{^\Q$conf\E$}{$bad} for @cmd;
    my ($rc, $out, $err) = $img->run(@cmd);
    isnt($rc, 0, 'pictor_shrink_on_load quick: nginx -t fails');
    like($err, qr/invalid value "quick"/, 'and says which value');
}

done_testing;
