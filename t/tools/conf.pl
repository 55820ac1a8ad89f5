#!/usr/bin/perl

# The nginx.conf template, conf/pictor.conf.in, filled (t/lib/Pictor/Conf.pm).
#   conf.pl --write             conf/pictor.conf: the shipped values
#                               (make conf)
#   conf.pl [name=value ...]    to stdout: the shipped values but these
#                               (t/tools/run.sh, make run)
# A value of a block slot (main, http, server, render_server) may hold
# several lines.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::Bin/../lib";
use Pictor::Conf;

if (@ARGV == 1 && $ARGV[0] eq '--write') {
    my $conf = Pictor::Conf::shipped();
    my $path = $Pictor::Conf::SHIPPED_CONF;
    my $tmp = "$path.tmp.$$";
    open my $fh, '>', $tmp or die "$tmp: $!\n";
    print $fh $conf or die "$tmp: $!\n";
    close $fh or die "$tmp: $!\n";
    rename $tmp, $path or die "rename $tmp: $!\n";
    print "conf.pl: wrote $path\n";
    exit 0;
}

my %v = %Pictor::Conf::SHIPPED;
for my $a (@ARGV) {
    my ($name, $value) = $a =~ /\A(\w+)=(.*)\z/s
        or die "usage: conf.pl --write | conf.pl [name=value ...]\n";
    $v{$name} = $value;
}
print Pictor::Conf::fill(\%v);
