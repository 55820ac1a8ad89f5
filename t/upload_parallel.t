#!/usr/bin/perl

# 50 uploads at once (50 forked clients, each on its own connection): all
# land, each with its own id, row and object; storage/.tmp ends empty.

use strict;
use warnings;

use Test::More;
use Digest::SHA qw(sha256_hex);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('par');

my $N = 50;
my @src = map { $t->corpus($_) } qw(images/concert_gray.jpg
    images/PNG_transparency_demonstration_1.png images/5_webp_a.webp
    exif/hopper_orientation_6.webp images/rotating-squares.webp);
my %sha = map { $_ => sha256_hex(Pictor::Test::read_file($_)) } @src;

my @res = $t->fork_each($N, sub {
    my ($i) = @_;
    my $f = $src[$i % @src];
    my $r = $t->upload('par', key => $key, file => $f,
        fields => [customId => "par-$i"]);
    return join ' ', $r->{status}, (($r->{json} || {})->{imageId} // '-');
}, 180);

my (%ids, @bad);
for my $i (0 .. $N - 1) {
    my ($status, $id) = split ' ', $res[$i] // 'none -';
    if ($status ne '201' || $id !~ /^img_[0-9A-HJKMNP-TV-Z]{26}$/) {
        push @bad, "#$i: " . ($res[$i] // 'no result');
        next;
    }
    $ids{$id} = $i;
}
ok(!@bad, "all $N uploads: 201 with an image id") or diag(join "\n", @bad);
is(scalar keys %ids, $N, "$N distinct ids");

is($t->sql_value('SELECT COUNT(*) FROM images'), $N, "$N rows");
is($t->sql_value('SELECT COUNT(DISTINCT custom_id) FROM images'), $N,
    "$N distinct customIds");
my @objects = $t->storage_files('par');
is(scalar @objects, $N, "$N objects under storage/par");
is_deeply([$t->storage_files('.tmp')], [], 'storage/.tmp is empty');

# each id's row, customId and object belong to the same upload
my @wrong;
for my $id (sort keys %ids) {
    my $i = $ids{$id};
    my $f = $src[$i % @src];
    my $r = $t->http(GET => "/api/par/images/$id", key => $key);
    my $m = $r->{json} || {};
    push @wrong, "$id: GET $r->{status}" if $r->{status} != 200;
    push @wrong, "$id: customId " . ($m->{customId} // 'null')
        . ", want par-$i" if ($m->{customId} // '') ne "par-$i";
    my $obj = Pictor::Test::read_file($t->dir . "/storage/par/$id") // '';
    push @wrong, "$id: object differs from $f"
        if sha256_hex($obj) ne $sha{$f};
}
ok(!@wrong, 'every image: its own metadata and bytes')
    or diag(join "\n", @wrong[0 .. ($#wrong < 9 ? $#wrong : 9)]);

$t->done;
