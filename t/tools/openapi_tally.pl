#!/usr/bin/perl
# The count of the API's answers the prove suite held to docs/openapi.json
# (t/lib/Pictor/Test.pm leaves one file per test file in
# build-test/openapi-tally/, or under PICTOR_BUILD): answers checked, how
# many the document did not allow, and which of its operations the suite
# answered.  make itest prints it after prove.
#
#   perl t/tools/openapi_tally.pl [tally dir]

use strict;
use warnings;

use File::Basename qw(dirname);
use Cwd qw(abs_path);

use lib dirname(abs_path(__FILE__)) . '/../lib';
use Pictor::OpenAPI;

my $root = abs_path(dirname(abs_path(__FILE__)) . '/../..');
my $dir = shift // ($ENV{PICTOR_BUILD} ? abs_path($ENV{PICTOR_BUILD})
    : "$root/build-test") . '/openapi-tally';

my (%op, %status, $n, $bad, $files);
for my $f (sort glob("$dir/*.tsv")) {
    open my $fh, '<', $f or die "$f: $!";
    $files++;
    while (my $l = <$fh>) {
        chomp $l;
        my ($id, $st, $ok, $count) = split /\t/, $l;
        $n += $count;
        $bad += $count unless $ok;
        $op{$id} += $count;
        $status{"$id $st"} += $count;
    }
}
die "openapi tally: nothing in $dir (run the prove suite first)\n"
    unless $files;

my @ops = map { $_->{id} } Pictor::OpenAPI::operations();
my @answered = grep { $op{$_} } @ops;
my @missed = grep { !$op{$_} } @ops;
my $pairs = grep { !/^\(/ } keys %status;

printf "openapi: %d answers checked in %d test files, %d not allowed by"
    . " the document\n", $n, $files, $bad // 0;
printf "openapi: %d of %d operations answered (%d operation-status"
    . " pairs)%s\n", scalar @answered, scalar @ops, $pairs,
    @missed ? '; none for: ' . join(', ', @missed) : '';
printf "openapi: %d answers outside any operation: %s\n",
    ($op{'(no route)'} // 0) + ($op{'(no method)'} // 0),
    join(', ', map { "$_ $op{$_}" } grep { /^\(/ } sort keys %op)
    if grep { /^\(/ } keys %op;
