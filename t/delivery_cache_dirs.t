#!/usr/bin/perl

# The variant cache's level directories (proxy_cache_path levels=1:2 as
# shipped) are made when nginx starts, before any miss: no miss makes one
# on a worker's event loop (issue 14's bench: on a new cache nearly every
# early miss did).  A directory already there is kept with what it holds,
# a restart makes again only what is missing, and misses and hits work as
# before.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module/)->need_corpus;
$t->start;
my $cache = $t->dir . '/cache';

# the level directories: [first level names, second level paths]
sub levels {
    opendir my $dh, $cache or return ([], []);
    my @one = sort grep { /^[0-9a-f]$/ && -d "$cache/$_" } readdir $dh;
    my @two;
    for my $a (@one) {
        opendir my $d2, "$cache/$a" or next;
        push @two, map { "$a/$_" }
            grep { /^[0-9a-f]{2}$/ && -d "$cache/$a/$_" } readdir $d2;
    }
    return (\@one, \@two);
}

my ($one, $two) = levels();
is(scalar @$one, 16, 'started: 16 first-level directories');
is(scalar @$two, 16 * 256, 'and 4096 second-level ones');
is(join('', @$one), join('', map { sprintf '%x', $_ } 0 .. 15),
    'named by one hex digit, 0 to f');
ok((grep { $_ eq 'a/ff' } @$two) && (grep { $_ eq '0/00' } @$two),
    'the second level by two (0/00 ... a/ff ...)');

my $key = $t->project_with_key('cd');
my $r = $t->upload('cd', key => $key,
    file => $t->corpus('images/missing-exif.jpg'));
is($r->{status}, 201, 'upload: 201') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';

sub xcache {
    my ($r) = @_;
    return join ',', Pictor::Test::header_values($r, 'x-cache');
}

$r = $t->http(GET => "/cd/$id/w_64.jpg");
is("$r->{status} " . xcache($r), '200 MISS', 'a miss: 200 MISS');
$r = $t->http(GET => "/cd/$id/w_64.jpg");
is("$r->{status} " . xcache($r), '200 HIT', 'again: 200 HIT');

# the entry's file is where nginx puts it, beside what was made at start
my @files = grep { -f } glob "$cache/*/*/*";
is(scalar @files, 1, 'one cached file, in a level directory')
    or diag("@files");

# a restart: a missing directory is made again, the entry is kept
rmdir "$cache/7/7f";
my $other = "$cache/3/c1/keep";
open my $fh, '>', $other or die "$other: $!";
close $fh;
$t->stop_nginx;
$t->start_nginx;
($one, $two) = levels();
is(scalar @$two, 16 * 256, 'restarted: 4096 again (the removed one made)');
ok(-e $other, 'what a directory held is kept');
# (until the new workers have read the cache generations, BYPASS)
Pictor::Test::wait_for(sub {
    $r = $t->http(GET => "/cd/$id/w_64.jpg");
    return xcache($r) ne 'BYPASS';
}, 10, 0.1);
is("$r->{status} " . xcache($r), '200 HIT', 'the entry is still a HIT');

done_testing();
