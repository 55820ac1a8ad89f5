# The npm-installed helpers of the tests (t/emulators/NAME: the bucket
# emulators and the OpenAPI linter, installed by t/tools/emulators.sh into
# build/emulators/NAME; t/browser into build/browser): install on first
# use, so one prove file runs alone too.
package Pictor::Npm;

use strict;
use warnings;

use Cwd qw(abs_path);
use File::Basename qw(dirname);

our $ROOT = abs_path(dirname(__FILE__) . '/../../..');

# build/emulators/NAME, installed; dies with npm's complaint otherwise
sub install {
    my ($name) = @_;
    my $out = `bash '$ROOT/t/tools/emulators.sh' '$name' 2>&1`;
    die "emulator $name: $out" if $?;
    return "$ROOT/build/emulators/$name";
}

# build/browser: the browser test's puppeteer-core and axe-core
# (t/browser), installed; dies with npm's complaint otherwise
sub browser {
    my $out = `bash '$ROOT/t/tools/npm_ci.sh' t/browser build/browser 2>&1`;
    die "t/browser: $out" if $?;
    return "$ROOT/build/browser";
}

1;
