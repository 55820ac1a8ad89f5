#!/usr/bin/perl

# Commit subjects a reader can scan (docs/DEVELOPING.md "History"): every
# commit after 498679e has a subject of at most 72 characters that names
# its folder or area first.  The earlier ones have their short subjects
# in t/tools/history/subjects.tsv, checked here too.

use strict;
use warnings;

use Test::More;
use File::Basename qw(dirname);
use Cwd qw(abs_path);

my $root = abs_path(dirname(__FILE__) . '/..');
my $base = '498679e';

sub git { my $out = `git -C '$root' @_ 2>/dev/null`; return $? ? undef : $out }

plan skip_all => 'not a git checkout with its history'
    unless defined git('rev-parse', '--verify', '-q', "$base^{commit}");

my @log = split /\n/, git('log', '--format=%h%x09%s', "$base..HEAD") // '';
for my $l (@log) {
    my ($h, $s) = split /\t/, $l, 2;
    ok(length($s) <= 72, "$h: at most 72 characters (" . length($s) . ')');
    like($s, qr/^(?:[\w.\/-]+(?:, [\w.\/-]+)*(?: [\w.\/-]+)?: |Merge |Revert )/,
         "$h: names its area first");
}

my $map = "$root/t/tools/history/subjects.tsv";
open(my $fh, '<', $map) or die "$map: $!";
my ($n, $long) = (0, 0);
while (my $line = <$fh>) {
    chomp $line;
    my ($hash, $s) = split /\t/, $line, 2;
    $n++;
    $long++ if !defined $s || length($s) > 72 || $hash !~ /^[0-9a-f]{40}$/;
}
close $fh;
cmp_ok($n, '>', 400, "the map of the earlier subjects has $n lines");
is($long, 0, 'each is a hash and a subject of at most 72 characters');

done_testing;
