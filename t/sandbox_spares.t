#!/usr/bin/perl

# Sandboxes made ahead (shared/sandbox/sandbox_spare.c, sandbox_spares.c)
# through nginx and pictord: after a video's first upload, its nginx
# worker keeps a sandbox waiting in storage/.tmp (a .sandbox-<pid>-
# directory, the launcher pictor-sandbox-exec inside); the next upload's
# ffprobe runs in it (it is gone, another takes its place) and reports
# the same as the first; pictord's poster job does the same.  A waiting
# sandbox killed meanwhile costs the next upload nothing but a warning;
# with pictor_sandbox_exec off none is made.  Stopping nginx and pictord
# leaves no sandbox process and no directory behind.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;

for my $tool (qw(ffprobe ffmpeg bwrap)) {
    plan skip_all => "$tool not installed" unless -x "/usr/bin/$tool";
}

# one worker, so uploads find the sandbox it made
$t->start(pictord => 1, worker_processes => 1);
my $key = $t->project_with_key('sp');
my $dir = $t->dir;
my $file = $t->corpus('video/filetype_fixture-null.webm');

# the launchers waiting in sandboxes this test's nginx or pictord made
sub launchers { $t->tool_pids('/sandbox-exec') }

# the spare directories in storage/.tmp, by the pid that made them
sub spare_dirs {
    opendir my $dh, "$dir/storage/.tmp" or return ();
    my @d = sort grep { /^\.sandbox-\d+-/ } readdir $dh;
    closedir $dh;
    return @d;
}

sub upload {
    my ($name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('sp', key => $key, file => $file);
    is($r->{status}, 201, "$name: 201") or diag($r->{content});
    return $r->{json} || {};
}

sub settle {
    my ($n) = @_;
    my @l;
    Pictor::Test::wait_for(sub { @l = launchers(); @l == $n }, 10, 0.02);
    return @l;
}

###############################################################################
# nginx: the first upload's probe makes the sandbox it runs in; one waits
# after it

my $first = upload('first');
my $dur = $first->{duration};
ok(defined $dur && $dur > 0, 'first: a duration') or diag(explain $first);

my $e;
sub poster {
    my ($id) = @_;
    Pictor::Test::wait_for(sub {
        $e = $t->http(GET => "/api/sp/images/$id", key => $key);
        defined(($e->{json} || {})->{thumbnailId});
    }, 30, 0.05);
    return ($e->{json} || {})->{thumbnailId};
}
ok(defined poster($first->{imageId}), 'first: its poster');

my @waiting = settle(2);
is(scalar @waiting, 2, 'after the first upload and its job: a sandbox waits'
    . ' in nginx and one in pictord') or diag("launchers: @waiting");
my @dirs = spare_dirs();
is(scalar @dirs, 2, 'their two directories in storage/.tmp')
    or diag("dirs: @dirs");

# the next upload's ffprobe runs in nginx's: that launcher became ffprobe
# and is gone
my $second = upload('second');
is($second->{duration}, $dur, 'second: the same duration through it');
ok(defined poster($second->{imageId}),
    'second: its poster, made in the sandbox pictord had waiting');
my %before = map { $_ => 1 } @waiting;
my @now;
Pictor::Test::wait_for(sub {
    @now = launchers();
    @now == 2 && !grep { $before{$_} } @now;
}, 10, 0.02);
is(scalar(grep { !$before{$_} } @now), 2,
    'the waiting sandboxes served the upload and its job, and new ones'
    . ' wait') or diag("before: @waiting; now: @now");

###############################################################################
# a waiting sandbox killed: the next upload makes its own

kill 'KILL', @now;
ok(Pictor::Test::wait_for(sub { !grep { Pictor::Test::alive($_) } @now },
    10, 0.02), 'the waiting sandboxes killed');
my $third = upload('third');
is($third->{duration}, $dur, 'third: the same duration without one');
like(Pictor::Test::read_file("$dir/error.log") // '',
    qr/\[warn\].*sandbox: the spare in .* had ended/,
    'error.log: a warning says the waiting sandbox had ended');

###############################################################################
# stopped: nothing left

my @last = settle(2);
is(scalar @last, 2, 'before the stop: two sandboxes wait again');
$t->stop_pictord;
$t->stop_nginx;
ok(Pictor::Test::wait_for(sub { !grep { Pictor::Test::alive($_) } @last },
    10, 0.05), 'stopped: no sandbox process left')
    or diag("left: @last");
is_deeply([spare_dirs()], [], 'stopped: no sandbox directory left');

###############################################################################
# pictor_sandbox_exec off: every sandbox made for its run

$t->start_nginx(worker_processes => 1, sandbox_exec => 'off');
my $off = upload('off');
is($off->{duration}, $dur, 'off: the same duration');
upload('off again');
is(scalar(settle(0)), 0, 'off: no sandbox waits');
is_deeply([spare_dirs()], [], 'off: no sandbox directory');

$t->done;
