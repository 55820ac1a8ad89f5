#!/usr/bin/perl

# The CDN emulator (t/lib/Pictor/CdnEmu.pm) in the foreground, for the
# unit test of the purge senders (t/unit/test_cdn.c), which so checks its
# requests against the same strict reading as the prove tests do:
#
#   perl t/tools/cdn_emu.pl KIND DIR TOKEN
#
# serves KIND (xkey, fastly, cloudflare, webhook) with service or zone
# "svc1" and TOKEN (the webhook's secret), its files under
# DIR/cdnemu-KIND-0 (token, purges.jsonl, requests.jsonl); prints its
# port on the first line of stdout, then serves until killed.  It leads
# a process group of its own: kill the group, which holds the children
# serving connections.  Core Perl only.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::Bin/../lib";

use POSIX ();

use Pictor::CdnEmu;

$| = 1;

my ($kind, $dir, $token) = @ARGV;
die "usage: cdn_emu.pl KIND DIR TOKEN\n" unless defined $token;

POSIX::setpgid(0, 0);

my $e = Pictor::CdnEmu->new($dir, kind => $kind, id => 'svc1',
                            token => $token);
my $srv = $e->listen;

print $e->port, "\n";

$e->loop($srv);
