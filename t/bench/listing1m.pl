# make bench, section "listing1m": the listing section (listing.pl) at
# 1,000,000 images in one project, issue 16's scale.  Seeding takes
# minutes (the section reports how long), so "listing" stays the quick
# one; run this one alone with
#   perl -I t/lib t/bench/run.pl -o /tmp/listing-1m.md listing1m

use strict;
use warnings;

my $dir = __FILE__ =~ m{^(.*)/} ? $1 : '.';
my $quick = do "$dir/listing.pl";
die "$dir/listing.pl: " . ($@ || $!) unless $quick;

Pictor::Bench::Listing::section(1_000_000);
