#!/usr/bin/perl
# Message filter for git filter-branch (docs/DEVELOPING.md "History"),
# which runs it in a directory of its own, so give it absolute paths:
#   git filter-branch --msg-filter \
#       "perl $PWD/t/tools/history/subject-filter.pl" -- --all
#
# Reads the original commit's hash from $GIT_COMMIT and its message on
# stdin.  If the hash is in the map (subjects.tsv beside this script, or
# the file named by $SUBJECTS_TSV; one "<40-hex hash>\t<new subject>" a
# line), it prints the new subject, a blank line, the old subject line,
# then the rest of the old message unchanged.  Any other message is printed byte
# for byte as it came.  A map that cannot be read or holds a bad line is
# fatal, so filter-branch stops instead of silently keeping old subjects.
use strict;
use warnings;

binmode STDIN;
binmode STDOUT;

use File::Basename qw(dirname);
use File::Spec;
my $map_file = $ENV{SUBJECTS_TSV} // dirname(File::Spec->rel2abs(__FILE__)) . '/subjects.tsv';
my $commit   = $ENV{GIT_COMMIT} // '';

my %new;
open my $fh, '<:raw', $map_file or die "subject-filter: $map_file: $!\n";
while (my $line = <$fh>) {
    $line =~ s/\r?\n\z//;
    next if $line eq '';
    my ($hash, $subject) = split /\t/, $line, 2;
    die "subject-filter: $map_file line $.: not <hash>\\t<subject>\n"
        unless defined $subject && $hash =~ /\A[0-9a-f]{40}\z/
            && $subject ne '' && $subject !~ /[\r\n]/;
    die "subject-filter: $map_file line $.: $hash listed twice\n"
        if exists $new{$hash};
    $new{$hash} = $subject;
}
close $fh;

my $msg = do { local $/; <STDIN> };
$msg = '' unless defined $msg;

if ($commit ne '' && exists $new{$commit}) {
    # The old subject line, its newline if any, and everything after it.
    my ($first, $rest) = $msg =~ /\A([^\n]*\n?)(.*)\z/s;
    $first .= "\n" unless $first =~ /\n\z/;
    print $new{$commit}, "\n\n", $first, $rest;
} else {
    print $msg;
}
