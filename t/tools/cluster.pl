#!/usr/bin/perl
# `make cluster`: the multi-node twin of `make run`, on loopback: one
# MariaDB, the S3 emulator as the managed store (pictor_managed_store),
# two nginx with the module (node A, node B) and two pictords, all on the
# production build, with a demo user, project and API key.  Ctrl-C stops
# everything.  A throwaway cluster: its data lives in a temp directory and
# goes when it stops.
#
#   PICTOR_PORT_A (8081), PICTOR_PORT_B (8082)
#   PICTOR_GALERA=1: a three-node MariaDB Galera cluster instead of one
#                    MariaDB, node A on Galera node 1, node B on node 2

use strict;
use warnings;

use Cwd qw(abs_path);
use File::Basename qw(dirname);

my $top;
BEGIN {
    $top = abs_path(dirname(abs_path(__FILE__)) . '/../..');
    $ENV{PICTOR_BUILD} ||= "$top/build";
}
use lib "$top/t/lib";
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::Galera;

my %shipped = (lease_seconds => 30, poll_interval_ms => 1000,
    retry_delay_seconds => 5, shutdown_timeout_seconds => 20);

my ($g, %db);
if ($ENV{PICTOR_GALERA}) {
    my $dir = Pictor::Test->new->dir;
    $g = Pictor::Galera->start($dir);
    %db = (a => $g->socket(1), b => $g->socket(2));
}
my $a = Pictor::Test->new(port => $ENV{PICTOR_PORT_A} || 8081,
    ($g ? (db_socket => $db{a}) : ()));
my $emu = Pictor::S3Emu->start($a->dir, bucket => 'pictor-managed');
my $spec = $emu->managed_spec($a->dir . '/managed.cred');
my %node = (http => "pictor_managed_store $spec;",
    pictord_conf => { %shipped, managed_store => $spec }, pictord => 1);

my $stop = 0;
$SIG{INT} = $SIG{TERM} = sub { $stop = 1 };

$a->start(%node);
my $b = Pictor::Test->new_node($a, port => $ENV{PICTOR_PORT_B} || 8082,
    ($g ? (db_socket => $db{b}) : ()));
$b->start_node(%node);

my $password = join '', map { ('a' .. 'z', 0 .. 9)[rand 36] } 1 .. 20;
$a->user_create('demo@example.com', $password);
$a->project_create('demo', 'demo@example.com', 'pro');
my $key = $a->key_create('demo');
my ($ua, $ub) = ($a->base_url, $b->base_url);
my $photo = abs_path("$top/../shared/corpus/exif/Landscape_6.jpg")
    // '/path/to/photo.jpg';
my $d = $a->dir;

print <<HOWTO;

A Pictor cluster is running (Ctrl-C stops it; its data goes with it):

  node A: $ua    node B: $ub
  @{[ $g ? "a Galera cluster (A on " . $g->socket(1) . ", B on "
      . $g->socket(2) . ")" : "one MariaDB ($d/mysql.sock)" ]},
  two pictords, the managed store on the S3
  emulator at @{[ $emu->endpoint ]} (bucket @{[ $emu->bucket ]})

  API key of project "demo": $key
  Owner: demo\@example.com / $password

  Upload on A, deliver on B:
    id=\$(curl -s -H "X-Api-Key: $key" -F file=\@$photo \\
      $ua/api/demo/upload | sed 's/.*"imageId": *"\\([^"]*\\)".*/\\1/')
    curl -o /tmp/b.webp $ub/demo/\$id/w_400.webp

  Delete on B; A stops serving the variant within about a second:
    curl -X DELETE -H "X-Api-Key: $key" $ub/api/demo/images/\$id
    curl -s -o /dev/null -w '%{http_code}\\n' $ua/demo/\$id/w_400.webp

  Logs: $d/error.log, @{[ $b->dir ]}/error.log (nginx A and B),
        $d/pictord.log, @{[ $b->dir ]}/pictord.log
HOWTO

sleep 1 until $stop;
print "\ncluster: stopping\n";
$b->teardown;
$a->teardown;
$emu->stop;
$g->stop if $g;
