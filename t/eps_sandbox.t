#!/usr/bin/perl

# ghostscript in its sandbox, seen from outside while it runs, both where
# pictord runs it (the eps-processing job) and where nginx does (a page
# rasterized on demand): a slow EPS, frozen with SIGSTOP while it is
# looked at.  It has mount, network, pid, ipc, uts and user namespaces of
# its own, an unprivileged uid (65534: pictord and nginx run as root
# here), a seccomp filter, no new privileges, no capabilities; in its root
# (/proc/PID/root) there is its work directory with its input, and neither
# the master key, nor the database socket, nor any tenant's original, nor
# anything else of the storage root or of /etc beyond what it needs.
# Both runs then finish and deliver.
#
# PostScript that tries to read the master key, list the storage root,
# open %pipe% and see the database socket paints a mark for each attempt
# that worked: its job completes and the raster has no mark.
# (test_sandbox_ns.c runs the same attempts with -dNOSAFER.)
#
# Where the sandbox cannot be made (pictord in a user namespace without
# uid 65534) jobs fail saying so, or, with sandbox_unconfined on, run with
# a warning; nginx knows pictor_sandbox_unconfined.

use strict;
use warnings;

use IO::Socket::INET;
use Test::More;
use Pictor::Test;
use Pictor::Image;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
my $img = Pictor::Image->new($t)->need_tools;
$t->start(pictord => 1);
my $key = $t->project_with_key('sb');
my $e = Pictor::Eps->new($t, 'sb', $key)->need_gs;
my $dir = $t->dir;

# pids of ghostscript itself (not bwrap) that this test's pictord or nginx
# started
sub our_gs { $t->tool_pids('/usr/bin/gs') }

sub upload_eps {
    my ($name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->upload('sb', key => $key, content => $content,
        filename => "$name.eps");
    is($r->{status}, 201, "upload $name: 201")
        or diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    $j->{imageId} //= 'eps_00000000000000000000000000';
    return $j;
}

# What the frozen ghostscript $pid has and sees; $id is an original of
# this project it must not see.
sub inspect {
    my ($name, $pid, $id) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;

    my $st = Pictor::Test::read_file("/proc/$pid/status") // '';
    my ($uid) = $st =~ /^Uid:\s+(\d+)/m;
    if ($> == 0) {
        is($uid, 65534, "$name: uid 65534, not the host's root");
    } else {
        is($uid, $>, "$name: the host's own unprivileged uid");
    }
    like($st, qr/^Seccomp:\s+2$/m, "$name: a seccomp filter");
    like($st, qr/^NoNewPrivs:\s+1$/m, "$name: no new privileges");
    like($st, qr/^CapEff:\s+0+$/m, "$name: no capabilities");

    for my $ns (qw(mnt net pid ipc uts user)) {
        my $its = readlink("/proc/$pid/ns/$ns") // 'none';
        isnt($its, readlink("/proc/self/ns/$ns") // '',
            "$name: a $ns namespace of its own");
    }

    my @argv = split /\0/, Pictor::Test::read_file("/proc/$pid/cmdline");
    my ($input) = grep { m{/input\.eps$} } @argv;
    my $root = "/proc/$pid/root";
    ok(defined $input && -f "$root$input", "$name: sees its input")
        or diag("argv: @argv");
    (my $work = $input // '') =~ s{/[^/]+$}{};
    is($work, '/work', "$name: its work directory is /work");
    ok(-d "$root$work" && -w _, "$name: its work directory, writable");

    ok(!-e "$root$dir/master.key", "$name: no master key");
    ok(!-e "$root$dir/mysql.sock", "$name: no database socket");
    ok(!-e "$root$dir/storage/sb/$id", "$name: not the project's original");
    ok(!-e "$root$dir", "$name: nothing of the test's directory, the"
        . " storage root's included");
    ok(!-e "$root/etc/passwd" && !-e "$root/root" && !-e "$root/home",
        "$name: no /etc/passwd, /root, /home");
    ok(-d "$root/usr/share/ghostscript", "$name: its own files, read-only");
}

sub freeze_gs {
    my ($name) = @_;
    my @gs;
    Pictor::Test::wait_for(sub { @gs = our_gs(); scalar @gs }, 30, 0.02);
    ok(@gs == 1, "$name: ghostscript runs") or diag("pids: @gs");
    kill 'STOP', @gs if @gs;
    return $gs[0];
}

###############################################################################
# pictord's job

my $slow = upload_eps('slow', Pictor::Eps::slow_eps(100_000_000));
my $sid = $slow->{imageId};
my $pid = freeze_gs('job');
inspect('job', $pid, $sid) if $pid;
kill 'CONT', $pid if $pid;

my $s = $e->wait_job($sid, $slow->{processingJobId},
    qr/^(?:Completed|Failed)$/, 90);
is($s->{status}, 'Completed', 'job: Completed in the sandbox')
    or diag(explain $s);
is_deeply([map { $_->{derivationType} } @{ $e->derived($sid) || [] }],
    ['rasterized'], 'job: its raster');

###############################################################################
# nginx: a page rasterized on demand (pictord stopped, so no raster yet)

$t->stop_pictord;
my $od = upload_eps('ondemand', Pictor::Eps::slow_eps(40_000_000));
my $oid = $od->{imageId};

my $c = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
    PeerPort => $t->port, Timeout => 10) or die "connect: $!";
print $c "GET /sb/$oid/w_50.png HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    . "Connection: close\r\n\r\n";

$pid = freeze_gs('on demand');
inspect('on demand', $pid, $oid) if $pid;
kill 'CONT', $pid if $pid;

my $resp = '';
{
    local $SIG{ALRM} = sub { die "on demand: no answer\n" };
    alarm 60;
    local $/;
    $resp = <$c> // '';
    alarm 0;
}
close $c;
like($resp, qr{^HTTP/1\.1 200 }, 'on demand: 200 from the sandboxed page')
    or diag(substr($resp, 0, 300));
like($resp, qr{\r\nContent-Type: image/png\r\n}i, 'on demand: a PNG');

###############################################################################
# PostScript after what the sandbox hides: a mark for each success

$t->start_pictord;
my $attack = <<"EOF";
%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 100 100
%%EndComments
/hit { 0 setgray 20 mul 0 20 60 rectfill } def
{ ($dir/master.key) (r) file closefile } stopped not { 0 hit } if
/n 0 def
{ ($dir/storage/*) { (/.tmp/) search { pop pop pop }
  { pop /n n 1 add def } ifelse } 1000 string filenameforall } stopped pop
n 0 gt { 1 hit } if
{ (%pipe%id) (r) file closefile } stopped not { 2 hit } if
{ ($dir/mysql.sock) status } stopped { false } if
{ pop pop pop pop 3 hit } if
0.5 setgray 80 80 20 20 rectfill
showpage
EOF
my $atk = upload_eps('attack', $attack);
$s = $e->wait_job($atk->{imageId}, $atk->{processingJobId},
    qr/^(?:Completed|Failed)$/, 60);
is($s->{status}, 'Completed', 'attack: Completed') or diag(explain $s);
my $r = $e->derived_by_type($atk->{imageId})->{rasterized};
my $f = $r ? $e->object_path($r->{imageId}) : undef;
my ($w, $h) = $f ? $img->size($f) : ();
is(($w // 0) . 'x' . ($h // 0), '417x417', 'attack: 100 pt at 300 DPI');
my $px = sub { int(($_[0] * 300 / 72) + 0.5) };
SKIP: {
    skip 'no raster', 5 unless $w;
    # the PostScript ran to its end
    my @done = $img->point($f, $px->(90), $h - $px->(90));
    ok(abs($done[0] - 128) < 8 && ($done[3] // 255) == 255,
        'attack: the end mark is there') or diag("pixel: @done");
    my $i = 0;
    for my $what ('master key read', 'storage root listed', '%pipe% opened',
                  'database socket seen')
    {
        my @p = $img->point($f, $px->($i * 20 + 10), $h - $px->(30));
        is($p[3] // 255, 0, "attack: no mark: $what") or diag("pixel: @p");
        $i++;
    }
}

###############################################################################
# A host where the sandbox cannot be made: pictord in a user namespace of
# its own (root there, as in some containers) where uid 65534 does not
# exist.  It fails closed, saying why, unless sandbox_unconfined is on.

sub pictord_in_userns {
    my $d = $t->dir;
    $t->stop_pictord;
    $t->{pictord_pid} = $t->spawn(['/usr/bin/unshare', '--user',
        '--map-root-user', "$Pictor::Test::BUILD/pictord", '-c',
        $t->pictord_conf_path], stdout => "$d/pictord.log",
        stderr => "$d/pictord.log", append => 1);
}

SKIP: {
    skip 'needs root and unshare(1)', 7
        unless $> == 0 && -x '/usr/bin/unshare';

    pictord_in_userns();
    my $j = upload_eps('closed', Pictor::Eps::simple_eps());
    $s = $e->wait_job($j->{imageId}, $j->{processingJobId},
        qr/^(?:Completed|Failed)$/, 60);
    is($s->{status}, 'Failed', 'no namespaces: the job fails')
        or diag(explain $s);
    like($s->{error} // '', qr/^the sandbox could not be started$/,
        'no namespaces: its error says so') or diag($s->{error});
    my $log = Pictor::Test::read_file("$dir/pictord.log") // '';
    like($log,
        qr{\[error\][^\n]*cannot confine /usr/bin/gs, so it is not run},
        'no namespaces: pictord.log has the error');

    $t->stop_pictord;
    $t->write_pictord_conf(sandbox_unconfined => 'on');
    pictord_in_userns();
    $j = upload_eps('unconfined', Pictor::Eps::simple_eps());
    $s = $e->wait_job($j->{imageId}, $j->{processingJobId},
        qr/^(?:Completed|Failed)$/, 60);
    is($s->{status}, 'Completed', 'sandbox_unconfined on: it runs')
        or diag(explain $s);
    $log = Pictor::Test::read_file("$dir/pictord.log") // '';
    like($log, qr/\[warn\][^\n]*running it with rlimits only/,
        'sandbox_unconfined on: with a warning');
    $t->stop_pictord;
}

###############################################################################
# pictor_sandbox_unconfined: a flag of the http block

$t->stop_nginx;
# nginx -t's own log: a refused configuration is no alert of the service
my @test = map { s{/error\.log$}{/error-t.log}r } $t->nginx_cmd('-t');
$t->write_nginx_conf(http => 'pictor_sandbox_unconfined on;');
my ($rc, $out, $err) = $t->run_cmd(\@test);
is($rc, 0, 'pictor_sandbox_unconfined on: nginx -t accepts it')
    or diag("$out$err");
$t->write_nginx_conf(http => 'pictor_sandbox_unconfined maybe;');
($rc, $out, $err) = $t->run_cmd(\@test);
isnt($rc, 0, 'pictor_sandbox_unconfined maybe: refused');

$t->done;
