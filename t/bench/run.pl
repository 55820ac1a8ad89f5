#!/usr/bin/perl

# make bench: starts a private stack (Pictor::Test: MariaDB, nginx with
# the module, on loopback in a temp dir), runs each section side by side
# with its limit, and writes docs/PERFORMANCE.md.  Never part of make
# test; no timing thresholds: it reports, it does not judge.
#
#   perl -I t/lib t/bench/run.pl [-o FILE] [SECTION...]
#
# A section is t/bench/<name>.pl returning
#   { title => '...', run => sub { my ($bench) = @_; ...; return $markdown } }
# and is listed in @SECTIONS below (order = order in the report).
#
# Environment: BENCH_SCALE=0.2 shortens every measurement (a smoke run;
# numbers are then noisier); PICTOR_TEST_KEEP=1 keeps the temp dir.

use strict;
use warnings;

use Cwd qw(abs_path);
use File::Basename qw(dirname);
use File::Path qw(make_path);
use Time::HiRes qw(time);

# t/bench/lib.pm by its path: as "lib.pm" on @INC it would shadow lib.pm
my $HERE;
BEGIN {
    $HERE = dirname(abs_path(__FILE__));
    unshift @INC, "$HERE/../lib";
    require "$HERE/lib.pm";
}

my @SECTIONS = qw(upload listing listing1m delivery peers quality buckets
    migrate import plugins eps video cluster cdn);

my $out = "$Pictor::Bench::ROOT/docs/PERFORMANCE.md";
my @only;
while (@ARGV) {
    my $a = shift @ARGV;
    if ($a eq '-o') { $out = shift @ARGV }
    elsif ($a =~ /^-/) { die "usage: $0 [-o FILE] [SECTION...]\n" }
    else { push @only, $a }
}
for my $s (@only) {
    die "unknown section $s (have: @SECTIONS)\n"
        unless grep { $_ eq $s } @SECTIONS;
}
my @run = @only ? @only : @SECTIONS;

for my $b (qw(nginx/ngx_http_pictor_module.so pictorctl libpictor.a)) {
    die "not built: build/$b (run make)\n"
        unless -f "$Pictor::Bench::ROOT/build/$b";
}
for my $bin (qw(wrk cc mariadb mariadbd)) {
    die "$bin not found (make deps installs it)\n"
        unless grep { -x "$_/$bin" } split /:/, $ENV{PATH};
}
die "no corpus at $Pictor::Bench::ROOT/../shared/corpus\n"
    unless defined Pictor::Test::corpus_dir();

sub loadavg {
    open my $fh, '<', '/proc/loadavg' or return '?';
    my @l = split ' ', scalar <$fh>;
    return "@l[0 .. 2]";
}
my $load_before = loadavg();

my $scale = $ENV{BENCH_SCALE} || 1;
my $bench = Pictor::Bench->new(scale => $scale);
my $started = time;

$SIG{INT} = $SIG{TERM} = sub { $bench->stop; exit 130 };

$bench->start;

my @parts;
for my $name (@run) {
    my $file = "$Pictor::Bench::HERE/$name.pl";
    my $sec = do $file;
    die "$file: $@" if $@;
    die "$file: $!" unless defined $sec;
    die "$file: does not return { title, run }"
        unless ref $sec eq 'HASH' && ref $sec->{run} eq 'CODE';
    $bench->log("section $name: $sec->{title}");
    my $load = loadavg();
    my $t0 = time;
    my $md = $sec->{run}->($bench);
    push @parts, { name => $name, title => $sec->{title}, md => $md,
        secs => time - $t0, load => (split ' ', $load)[0] };
}

my $machine = $bench->machine;
push @$machine, ['load average (1, 5, 15 min)',
    "$load_before before the run, " . loadavg() . ' after it (the'
    . ' bench itself loads the machine; much more than that before means'
    . ' something else was running)'];
$bench->stop;
my $total = time - $started;

my $doc = <<"EOT";
# Pictor performance

Written by `make bench` (`t/bench/run.pl`); do not edit by hand, run it
again.  Every number below comes from one run on the machine described
here: a private MariaDB and nginx with the Pictor module, started by the
test harness (`t/lib/Pictor/Test.pm`) in a temp dir, all traffic on
loopback, client and server sharing the same cores.  Each measurement
stands next to its limit, measured in the same run, so the ratios say
more than the absolute numbers.  Nothing here is a pass/fail threshold.

## Machine

EOT
$doc .= $bench->table(['', ''], $machine, ['---', '---']);
my $nginx_conf = Pictor::Test::read_file("$Pictor::Bench::ROOT/conf/pictor.conf")
    // '';
my @pools = $nginx_conf =~ /^\s*(thread_pool\s+\w+\s+threads=\d+)/mg;
my ($workers) = $nginx_conf =~ /^\s*(worker_processes\s+\d+)/m;
s/\s+/ /g for grep { defined } $workers, @pools;
$doc .= "\nStack as the tests start it (the shipped `conf/pictor.conf`:"
    . ' `' . join('`, `', grep { defined } $workers, @pools) . '`, each'
    . ' worker with its own pools), except MariaDB: mariadbd with `'
    . join(' ', @Pictor::Bench::MARIADB_ARGS[0 .. 2]) . '`'
    . ' (production-like durability; the tests run with a 32M pool and'
    . " `flush_log_at_trx_commit=2`).  The bench adds locations of its own"
    . ' to the public server (`/bench/...`: a body sink, static files,'
    . ' a plain proxy_cache, image_filter).  pictord runs only during the'
    . " migrate and import sections (the harness's configuration) and the"
    . " EPS section"
    . " (`conf/pictord.conf`'s timings); ipx (node) only"
    . " during the peers and quality sections.\n\n";
$doc .= sprintf "Run time: %.0f s in all (%s)%s.  The 1-minute load"
    . " average as each section started: %s.\n\n", $total,
    join(', ', map { sprintf '%s %.0f s', $_->{name}, $_->{secs} } @parts),
    ($scale != 1 ? ", BENCH_SCALE=$scale" : ''),
    join(', ', map { "$_->{name} $_->{load}" } @parts);
$doc .= "Contents: " . join(', ', map { "[$_->{title}](#"
    . anchor($_->{title}) . ')' } @parts) . ".\n\n";
for my $p (@parts) {
    $doc .= "## $p->{title}\n\n$p->{md}\n";
}

make_path(dirname($out));      # docs/ is not in a fresh clone when empty
open my $fh, '>', "$out.tmp" or die "$out.tmp: $!";
print $fh $doc;
close $fh or die "$out.tmp: $!";
rename "$out.tmp", $out or die "rename $out: $!";
$bench->log(sprintf 'wrote %s (%.0f s)', $out, $total);

sub anchor {
    my ($t) = @_;
    $t = lc $t;
    $t =~ s/[^a-z0-9 -]//g;
    $t =~ s/ /-/g;
    return $t;
}
