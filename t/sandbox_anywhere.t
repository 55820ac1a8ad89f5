#!/usr/bin/perl

# Sandboxes work wherever the checkout lives (docs/SANDBOX.md, "Where the
# launcher may live").  A root host drops to uid 65534 before bwrap runs
# and binds the work directory over /tmp, so a launcher under /tmp or a
# 0700 home directory was invisible to bwrap and no sandbox was ever made
# ahead there.  Here the sandbox suites run from copies of this build laid
# out as a checkout under /tmp and under a 0700 home directory, with the
# deployment (storage root, master key) beside them: the unit suites
# test_sandbox_ns and test_sandbox_spare, and t/sandbox_spares.t through
# nginx and pictord with PICTOR_BUILD naming the copy.

use strict;
use warnings;

use Test::More;
use File::Copy qw(copy);
use File::Path qw(make_path remove_tree);
use File::Temp qw(tempdir);
use Pictor::Test;

my $root = $Pictor::Test::ROOT;
my $unit = "$root/build";
my $tbuild = $Pictor::Test::BUILD;

my @suites = qw(test_sandbox_ns test_sandbox_spare);
my @missing = grep { !-x "$unit/t/$_" } @suites;
push @missing, 'pictor-sandbox-exec' unless -x "$unit/pictor-sandbox-exec";
plan(skip_all => "not built in $unit: @missing (make unit)") if @missing;
plan(skip_all => 'bwrap not installed') unless -x '/usr/bin/bwrap';

# the test build: for t/sandbox_spares.t from the copy
my %parts = (
    'pictord'                        => 0755,
    'pictorctl'                      => 0755,
    'pictor-sandbox-exec'            => 0755,
    'nginx/ngx_http_pictor_module.so' => 0644,
);
my @tmissing = grep { !-f "$tbuild/$_" } sort keys %parts;

sub place {
    my ($path, $from, $mode) = @_;
    copy($from, $path) or die "copy $from $path: $!";
    chmod $mode, $path or die "chmod $path: $!";
}

# a checkout's build trees under $top, which the suites run from
sub lay_out {
    my ($top) = @_;
    make_path("$top/checkout/build/t", "$top/checkout/build-test/nginx",
              "$top/tmp");
    chmod 0700, "$top/tmp";
    place("$top/checkout/build/t/$_", "$unit/t/$_", 0755) for @suites;
    place("$top/checkout/build/pictor-sandbox-exec",
          "$unit/pictor-sandbox-exec", 0755);
    return if @tmissing;
    place("$top/checkout/build-test/$_", "$tbuild/$_", $parts{$_})
        for sort keys %parts;
    # the harness would make its own MariaDB template otherwise
    my $tpl = "$tbuild/test-mariadb-template";
    system('cp', '-a', $tpl, "$top/checkout/build-test/") == 0
        or die "cp -a $tpl: $?" if -d "$tpl/mysql";
}

sub run_here {
    my ($name, $top) = @_;

    for my $s (@suites) {
        my $out = `TMPDIR='$top/tmp' '$top/checkout/build/t/$s' 2>&1`;
        is($?, 0, "$name: $s passes") or diag($out);
        like($out, qr/100%: Checks: \d+, Failures: 0, Errors: 0/,
             "$name: $s ran its checks");
    }

  SKIP: {
        skip "not built in $tbuild: @tmissing (make test-build)", 1
            if @tmissing;
        my $out = `PICTOR_BUILD='$top/checkout/build-test' \\
            perl -I '$root/t/lib' '$root/t/sandbox_spares.t' 2>&1`;
        is($?, 0, "$name: t/sandbox_spares.t passes from the copy")
            or diag($out);
    }

    opendir my $dh, "$top/tmp" or die "$top/tmp: $!";
    my @left = grep { !/^\.\.?$/ } readdir $dh;
    closedir $dh;
    is("@left", '', "$name: the suites left nothing in their TMPDIR");
}

# a clone under /tmp, as `git clone` in a temporary directory makes it
my $tmp = tempdir('pictor-where-XXXXXX', DIR => '/tmp', CLEANUP => 1);
chmod 0755, $tmp;
lay_out($tmp);
run_here('under /tmp', $tmp);

# a clone in a home directory of mode 0700 (/root, /home/...), not under
# /tmp: the uid the sandbox runs as cannot traverse it
my $homes = -d '/home' && -w '/home' ? '/home' : '/var/tmp';
my $home = tempdir('pictor-home-XXXXXX', DIR => $homes, CLEANUP => 1);
chmod 0700, $home;
lay_out($home);
run_here("under a 0700 home ($homes)", $home);

remove_tree($tmp, $home);
done_testing();
