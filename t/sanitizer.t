#!/usr/bin/perl

# The harness catches sanitizer reports (make asan): every process it
# starts writes them into sanitizer/ of the test dir, where done() looks.
# A small program with a heap overflow or a signed overflow, built
# with the sanitizers, must leave reports there; with a sanitized build the
# stock nginx runs with the runtimes preloaded and the module loaded.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
my $d = $t->dir;

# --- what a child gets ---------------------------------------------------

my ($rc, $out) = $t->run_cmd(['/bin/sh', '-c',
    'printf "%s\n%s\n" "$ASAN_OPTIONS" "$UBSAN_OPTIONS"']);
my ($asan, $ubsan) = split /\n/, $out;
like($asan, qr/(?:^|:)log_path=\Q$d\E\/sanitizer\/asan$/,
    'ASan reports go to the test dir');
like($asan, qr/(?:^|:)halt_on_error=1(?::|$)/, 'ASan stops at the first');
like($asan, qr/(?:^|:)detect_leaks=1(?::|$)/, 'leaks checked outside nginx');
like($ubsan, qr/(?:^|:)halt_on_error=1(?::|$)/, 'UBSan stops at the first');
is(scalar $t->sanitizer_reports, 0, 'no reports yet');

# --- real reports ----------------------------------------------------------

my $src = "$d/bug.c";
Pictor::Test::write_file($src, <<'C');
#include <limits.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    char  *p;
    int    i = INT_MAX - 2 + argc;      /* argc 3 overflows */

    if (argv[1][0] == 'h') {
        p = malloc(8);
        memset(p, 0, 8 + argc);         /* past the end */
        free(p);
        return 0;
    }

    return i + argc == 0;
}
C

my $cc = $ENV{CC} || 'cc';
($rc, undef, my $err) = $t->run_cmd([$cc, '-g', '-O0',
    '-fsanitize=address,undefined', '-fno-sanitize-recover=undefined',
    '-o', "$d/bug", $src]);
SKIP: {
    skip "$cc cannot build with sanitizers: $err", 4 if $rc;

    ($rc) = $t->run_cmd(["$d/bug", 'int', 'overflow']);
    my @r = $t->sanitizer_reports;
    is(scalar @r, 1, 'signed overflow: one report') or diag("@r");
    like(join('', map { Pictor::Test::read_file($_) } @r),
        qr/runtime error: signed integer overflow/, 'it is UBSan\'s');
    unlink @r;

    ($rc) = $t->run_cmd(["$d/bug", 'heap']);
    isnt($rc, 0, 'heap overflow: the process stops');
    @r = $t->sanitizer_reports;
    like(join('', map { Pictor::Test::read_file($_) } @r),
        qr/AddressSanitizer: heap-buffer-overflow/, 'ASan\'s report');
    unlink @r;
}

# --- nginx with a sanitized module -----------------------------------------

SKIP: {
    skip 'the module is not sanitized (make asan builds one)', 2
        unless length Pictor::Test::module_runtimes();

    $t->start;
    my $r = $t->http(GET => '/healthz');
    is($r->{status}, 200, 'nginx serves with the sanitized module');

    my $maps = Pictor::Test::read_file('/proc/' . $t->nginx_pid . '/maps');
    like($maps, qr/libasan\.so/, 'nginx runs the ASan runtime');
}

$t->done;
