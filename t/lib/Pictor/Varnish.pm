package Pictor::Varnish;

# A real Varnish (varnishd and vmod-xkey, Debian's varnish and
# varnish-modules: make deps) in front of a test's nginx, for the purges
# by cache tag of issue 32.
#
#   use Pictor::Test;
#   use Pictor::Varnish;
#   my $t = Pictor::Test->new->need(qw/module pictord/);
#   Pictor::Varnish->need_varnish;
#   my $v = Pictor::Varnish->new(dir => $t->dir, backend_port => $t->port);
#   $t->start(pictord => 1, pictord_conf => {
#       cdn_purge => 'xkey ' . $v->purge_url });
#   $v->start;
#   my $r = $v->http(GET => '/demo/img_01H.../w_300');
#   is($r->{cache}, 'MISS', 'first a miss');     # X-Varnish-Cache
#   is($v->http(GET => '/demo/img_01H.../w_300')->{cache}, 'HIT', 'a hit');
#   is($v->purge('demo/img_01H...')->{n}, 1, 'purged by hand');
#   $v->down;        # purges refused; the cache keeps its objects
#   ...              # events happen, pictord's purges fail and wait
#   $v->up;          # purges get through again: pictord's retries arrive
#   $v->restart;     # the same port, an empty cache
#   $v->stop;        # or nothing: an END block stops what is running
#
# Methods: start, stop, restart, port, url, purge_port, purge_url (the
# gate's, below), down, hang, up, gate (its state), http (a request to
# varnishd or through the gate), purge (PURGE with xkey), counter (one
# of varnishstat's), adm (varnishadm), check_log (one assertion: no
# panic), pid, log_path, vcl_path, workdir.
#
# What runs, under dir/NAME (NAME "varnish" unless new says name =>):
#
#   varnishd -F (in the foreground, this process's child) with -j none
#   (no privilege change: the same as root here and as a user in CI, and
#   the test's 0700 directory stays readable to it), -a 127.0.0.1:port,
#   -T 127.0.0.1:admin_port with a secret file (varnishadm: adm), -n a
#   working directory, -s malloc,64m, a small thread pool; the VCL is
#   t/varnish/pictor.vcl written out with the backend filled in
#   (backend_host, default 127.0.0.1, and backend_port).  Its log is
#   varnishd.log.
#
#   The gate: a small TCP relay of this file's own (Pictor::Varnish::Gate,
#   a Perl child) on purge_port, in front of varnishd's port: the address
#   to give pictord (purge_url).  Varnish keeps its cache in memory, so a
#   varnishd that is really down has lost it when it comes back, and "the
#   purges sent while it was away arrive when it is back" could never be
#   seen on an object.  Closing the gate instead makes Varnish unreachable
#   for purges only: down() closes its listening socket and its
#   connections (connect() is refused, as from a stopped varnishd); hang()
#   stops accepting and relaying (connect() succeeds, nothing answers, as
#   from a varnishd stopped with SIGSTOP: the client's timeout fires, and
#   what it had sent is still relayed at up(), as a continued varnishd
#   would read it); up() opens it again.  Meanwhile url() (varnishd
#   itself) keeps answering, so a test can look at what is cached.  The
#   gate connects to varnishd from the client's own loopback address, so
#   Varnish's purge ACL sees the real client (127.0.0.2 is refused
#   through the gate as directly).
#
# Processes are children of this process, stopped by stop() or by the
# END block below (of the process that made them: a forked child never
# stops its parent's), and sent SIGTERM by the kernel if this process
# dies without either (PR_SET_PDEATHSIG): no varnishd outlives a test.
#
# need_varnish (a class method or function) skips the test file when
# varnishd, varnishadm, varnishstat or the xkey vmod is missing, except
# under CI (CI set in the environment), where it fails it: CI installs
# them (make deps), so a skip there would hide that these tests never
# ran.
#
# Core Perl only.

use strict;
use warnings;

use HTTP::Tiny;
use IO::Socket::INET;
use File::Basename qw(dirname);
use File::Path qw(make_path remove_tree);
use File::Temp ();
use Cwd qw(abs_path);
use POSIX qw(:sys_wait_h);
use Time::HiRes qw(sleep time);

use Pictor::Test ();

our $ROOT = $ENV{PICTOR_ROOT}
    || abs_path(dirname(abs_path(__FILE__)) . '/../../..');
our $LIB = abs_path(dirname(abs_path(__FILE__)) . '/..');
our $VARNISHD = $ENV{PICTOR_VARNISHD} || '/usr/sbin/varnishd';
our $VARNISHADM = '/usr/bin/varnishadm';
our $VARNISHSTAT = '/usr/bin/varnishstat';
our $TEMPLATE = "$ROOT/t/varnish/pictor.vcl";

our @INSTANCES;

# ---------------------------------------------------------------------------
# the skip

# Why Varnish cannot run here, or undef: the binaries, and a VCL that
# imports xkey compiled to C (varnishd -C: the VCL compiler finds the
# vmod or says it cannot, in about 0.4 s).
sub missing {
    for my $b ($VARNISHD, $VARNISHADM, $VARNISHSTAT) {
        return "no $b (apt-get install varnish: make deps)" unless -x $b;
    }
    my $tmp = File::Temp::tempdir('varnish-need-XXXXXX', DIR => '/tmp',
        CLEANUP => 1);
    write_file("$tmp/need.vcl", "vcl 4.1;\nimport xkey;\n"
        . "backend default none;\n");
    my ($rc, $out) = run([$VARNISHD, '-C', '-j', 'none', '-n', "$tmp/work",
        '-f', "$tmp/need.vcl"]);
    remove_tree($tmp);
    return undef if $rc == 0;
    my ($why) = $out =~ /(Could not find VMOD[^\n]*)/;
    return ($why ? "vmod-xkey: $why" : "varnishd -C failed: "
        . join(' ', (split /\n/, $out)[0 .. 2]))
        . ' (apt-get install varnish-modules: make deps)';
}

sub need_varnish {
    my $why = missing();
    return $_[0] unless defined $why;
    require Test::More;
    if ($ENV{CI}) {
        Test::More::plan(tests => 1);
        Test::More::fail("Varnish is needed under CI: $why");
        exit 1;
    }
    Test::More::plan(skip_all => $why);
}

# ---------------------------------------------------------------------------
# setup

#   dir => the test's directory (required)
#   backend_port => the origin's port (required), backend_host (127.0.0.1)
#   name => subdirectory and label ("varnish"), for more than one
#   vcl => a VCL file instead of t/varnish/pictor.vcl: its @backend_host@
#          and @backend_port@ filled, or, without them, the .host and
#          .port of its one "backend default" (conf/varnish/pictor.vcl)
#   params => [name => value, ...]: more -p options, after the harness's
#   storage => -s ("malloc,64m")
sub new {
    my ($class, %o) = @_;
    die "Pictor::Varnish->new: dir is required\n" unless $o{dir};
    die "Pictor::Varnish->new: backend_port is required\n"
        unless $o{backend_port};
    my $self = bless {
        name         => 'varnish',
        backend_host => '127.0.0.1',
        vcl          => $TEMPLATE,
        storage      => 'malloc,64m',
        params       => [],
        %o,
        owner_pid    => $$,
    }, $class;
    @$self{qw(port admin_port purge_port)} = free_ports(3);
    $self->{wd} = "$self->{dir}/$self->{name}";
    push @INSTANCES, $self;
    return $self;
}

sub port       { $_[0]{port} }
sub url        { 'http://127.0.0.1:' . $_[0]{port} }
sub admin_port { $_[0]{admin_port} }
# the gate's: what pictord is given (cdn_purge xkey URL/)
sub purge_port { $_[0]{purge_port} }
sub purge_url  { 'http://127.0.0.1:' . $_[0]{purge_port} . '/' }
sub workdir    { $_[0]{wd} }
sub log_path   { $_[0]{wd} . '/varnishd.log' }
sub vcl_path   { $_[0]{wd} . '/pictor.vcl' }
sub pid        { $_[0]{pid} }
sub running    { $_[0]{pid} ? 1 : 0 }
# the gate's state: up, down or hang
sub gate       { $_[0]{gate_mode} }

# The VCL varnishd runs: the template with the backend filled in.
sub vcl_text {
    my ($self) = @_;
    my $src = read_file($self->{vcl})
        // die "Pictor::Varnish: cannot read $self->{vcl}: $!\n";
    my %v = (backend_host => $self->{backend_host},
        backend_port => $self->{backend_port});
    if ($src =~ /\@backend_(?:host|port)\@/) {
        $src =~ s/\@(backend_host|backend_port)\@/$v{$1}/g;
        die "Pictor::Varnish: $self->{vcl} has a slot the harness does not"
            . " fill: $1\n" if $src =~ /(\@[a-z_]+\@)/;
        return $src;
    }
    my $n = $src =~ s~(backend\s+default\s*\{[^}]*?\.host\s*=\s*)"[^"]*"
                      ([^}]*?\.port\s*=\s*)"[^"]*"
                     ~$1"$v{backend_host}"$2"$v{backend_port}"~xs;
    die "Pictor::Varnish: $self->{vcl} has neither \@backend_host\@ and"
        . " \@backend_port\@ nor a backend default with .host and .port\n"
        unless $n;
    return $src;
}

# ---------------------------------------------------------------------------
# varnishd

sub start {
    my ($self) = @_;
    die "Pictor::Varnish: $self->{name} already running\n" if $self->{pid};
    my $wd = $self->{wd};
    make_path($wd);
    write_file($self->vcl_path, $self->vcl_text);
    unless (-s "$wd/secret") {
        write_file("$wd/secret", join '', map { ('a' .. 'z')[rand 26] }
            1 .. 32);
        chmod 0600, "$wd/secret";
    }
    # -n: a fresh one each start, so a restart's cache and logs are new
    remove_tree("$wd/work");
    my @cmd = ($VARNISHD, '-F', '-j', 'none', '-n', "$wd/work",
        '-a', "127.0.0.1:$self->{port}",
        '-T', "127.0.0.1:$self->{admin_port}", '-S', "$wd/secret",
        '-f', $self->vcl_path, '-s', $self->{storage},
        '-i', $self->{name},
        # a test sends a few requests: 10 threads, not 2 pools of 100;
        # and 4 MB of shared log (varnishlog -n WORKDIR), not 80
        '-p', 'thread_pools=1', '-p', 'thread_pool_min=10',
        '-p', 'thread_pool_max=100', '-p', 'vsl_space=4M',
        map({ ('-p', "$_->[0]=$_->[1]") } pairs(@{ $self->{params} })));
    $self->{pid} = spawn(\@cmd, $self->log_path);

    my $up = wait_for(sub {
        if (waitpid($self->{pid}, WNOHANG) == $self->{pid}) {
            delete $self->{pid};
            die "varnishd exited at start (status $?):\n"
                . tail($self->log_path, 20);
        }
        my ($rc, $out) = $self->adm('status');
        return 0 unless $rc == 0 && $out =~ /Child in state running/;
        my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
            PeerPort => $self->{port}, Proto => 'tcp', Timeout => 1);
        return $s ? 1 : 0;
    # the VCL is compiled by cc first: slow on a loaded machine
    }, 60, 0.1);
    unless ($up) {
        $self->stop_varnishd;
        die "varnishd does not answer on port $self->{port}:\n"
            . tail($self->log_path, 20);
    }
    $self->start_gate unless $self->{gate_pid};
    return $self;
}

# varnishd and the gate stopped (a no-op for what is not running)
sub stop {
    my ($self) = @_;
    $self->stop_gate;
    return $self->stop_varnishd;
}

# SIGTERM to the manager, which stops its cache process and exits; after
# 15 s SIGKILL to both.
sub stop_varnishd {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return $self;
    my @kids = children_of($pid);
    kill 'TERM', $pid;
    unless (defined wait_child($pid, 15)) {
        kill 'KILL', $pid, @kids;
        waitpid($pid, 0);
    }
    # the cache process goes with its manager; one left over (the
    # manager killed) is killed, and reaped here when this process is a
    # subreaper (Pictor::Test makes it one)
    for my $k (@kids) {
        my $gone = sub { waitpid($k, WNOHANG); !alive($k) };
        next if wait_for($gone, 5, 0.05);
        kill 'KILL', $k;
        wait_for($gone, 5, 0.05);
    }
    return $self;
}

# A new varnishd on the same ports with the VCL written out again (a
# backend_port or backend_host given here is used): its cache is empty.
# The gate stays as it is (down stays down).
sub restart {
    my ($self, %o) = @_;
    $self->{$_} = $o{$_} for grep { exists $o{$_} }
        qw(backend_host backend_port);
    $self->stop_varnishd;
    return $self->start;
}

# varnishadm on the admin port: (exit code, output)
sub adm {
    my ($self, @args) = @_;
    return run([$VARNISHADM, '-t', '5', '-T',
        "127.0.0.1:$self->{admin_port}", '-S', "$self->{wd}/secret",
        @args]);
}

# A counter of varnishstat (MAIN.n_object, XKEY.g_keys, ...), or undef.
sub counter {
    my ($self, $name) = @_;
    my ($rc, $out) = run([$VARNISHSTAT, '-n', "$self->{wd}/work", '-1',
        '-f', $name]);
    return undef if $rc;
    return $out =~ /^\Q$name\E\s+(\d+)/m ? $1 : undef;
}

# The log's lines that say the cache process failed: a panic, a child
# that died or was killed, an assertion.
sub log_problems {
    my ($self) = @_;
    my $text = read_file($self->log_path) // return ();
    my $bad = qr/panic|Child \(\d+\) (?:died|not responding)/i;
    $bad = qr/$bad|Assert error|Wrong turn|signal \d+/i;
    return grep { /$bad/ } split /\n/, $text;
}

# One assertion: no problem in varnishd's log.
sub check_log {
    my ($self) = @_;
    require Test::More;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @bad = $self->log_problems;
    Test::More::ok(!@bad, "no panic or dead child in $self->{name}'s log")
        or Test::More::diag(join "\n", map { "  $_" } @bad);
}

# ---------------------------------------------------------------------------
# requests

# http(METHOD => PATH, %o) to varnishd; %o:
#   headers => {..}   body => string
#   from => local address (127.0.0.2: outside the purge ACL)
#   gate => 1         through the gate (purge_port) instead
# Returns { status, reason, headers (lower-case names), content, cache }
# where cache is X-Varnish-Cache (HIT, MISS) or undef; status 599 when it
# could not connect (HTTP::Tiny's own).
sub http {
    my ($self, $method, $path, %o) = @_;
    my $ua = HTTP::Tiny->new(timeout => $o{timeout} || 10, keep_alive => 0,
        max_redirect => 0, agent => 'pictor-test-varnish/1',
        (defined $o{from} ? (local_address => $o{from}) : ()));
    my $port = $o{gate} ? $self->{purge_port} : $self->{port};
    my $res = $ua->request($method, "http://127.0.0.1:$port$path", {
        headers => $o{headers} || {},
        (defined $o{body} ? (content => $o{body}) : ()) });
    my $h = $res->{headers} || {};
    return {
        status  => $res->{status},
        reason  => $res->{reason},
        headers => $h,
        content => defined $res->{content} ? $res->{content} : '',
        cache   => $h->{'x-varnish-cache'},
    };
}

# PURGE / with xkey: the tags, as pictord sends it.  %o as http (gate,
# from).  The answer has n: how many objects were invalidated, from
# "200 Invalidated N objects" (undef otherwise).
sub purge {
    my ($self, $tags, %o) = @_;
    my $r = $self->http(PURGE => '/', %o,
        headers => { xkey => ref $tags ? join(' ', @$tags) : $tags });
    ($r->{n}) = ($r->{reason} // '') =~ /^Invalidated (\d+) objects/;
    return $r;
}

# ---------------------------------------------------------------------------
# the gate (see the top)

sub start_gate {
    my ($self) = @_;
    my $gd = "$self->{wd}/gate";
    make_path($gd);
    unlink "$gd/mode", "$gd/state";
    $self->{gate_pid} = spawn([$^X, "-I$LIB", '-MPictor::Varnish', '-e',
        'Pictor::Varnish::Gate::main(@ARGV)', $self->{purge_port},
        $self->{port}, $gd], "$self->{wd}/gate.log");
    $self->wait_gate('up');
    return $self;
}

sub stop_gate {
    my ($self) = @_;
    my $pid = delete $self->{gate_pid} or return $self;
    kill 'TERM', $pid;
    unless (defined wait_child($pid, 5)) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
    }
    return $self;
}

sub set_gate {
    my ($self, $mode) = @_;
    die "Pictor::Varnish: no gate running\n" unless $self->{gate_pid};
    my $gd = "$self->{wd}/gate";
    write_file("$gd/mode.tmp", "$mode\n");
    rename "$gd/mode.tmp", "$gd/mode" or die "rename $gd/mode: $!";
    kill 'HUP', $self->{gate_pid};
    return $self->wait_gate($mode);
}

sub wait_gate {
    my ($self, $mode) = @_;
    my $gd = "$self->{wd}/gate";
    my $state;
    my $ok = wait_for(sub {
        if (waitpid($self->{gate_pid}, WNOHANG) == $self->{gate_pid}) {
            delete $self->{gate_pid};
            die "the gate exited:\n" . tail("$self->{wd}/gate.log", 20);
        }
        $state = read_file("$gd/state") // '';
        chomp $state;
        return $state eq $mode;
    }, 10, 0.02);
    die "the gate did not go $mode (state: $state):\n"
        . tail("$self->{wd}/gate.log", 20) unless $ok;
    $self->{gate_mode} = $mode;
    return $self;
}

# purge_port refuses connections; what it held is closed
sub down { $_[0]->set_gate('down') }
# purge_port accepts connections and never answers (nor reads)
sub hang { $_[0]->set_gate('hang') }
# purge_port relays to varnishd again (held connections too, after hang)
sub up   { $_[0]->set_gate('up') }

sub DESTROY { }

END {
    # waiting for the children must not become the test's exit status
    local $?;
    for my $v (@INSTANCES) {
        next unless $v && $v->{owner_pid} == $$;
        eval { $v->stop };
    }
}

# ---------------------------------------------------------------------------
# helpers (core Perl only; Pictor::Test has their like, this module does
# not need it loaded)

# n distinct ports: each socket is held until all are bound (one closed
# at once may be handed out again to the next)
sub free_ports {
    my ($n) = @_;
    my @s = map {
        IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => 0,
            Proto => 'tcp', Listen => 1, ReuseAddr => 1)
            or die "free_ports: $@";
    } 1 .. $n;
    return map { $_->sockport } @s;
}

sub pairs {
    my @kv = @_;
    my @out;
    push @out, [splice @kv, 0, 2] while @kv;
    return @out;
}

# Linux prctl(PR_SET_PDEATHSIG, SIGTERM) in a child before exec: it gets
# SIGTERM when this process dies, however it dies (a test killed by
# prove's timeout or by hand leaves no varnishd behind); exec keeps it
my %PRCTL = (x86_64 => 157, aarch64 => 167);
my $PRCTL_NR = $^O eq 'linux' ? $PRCTL{(POSIX::uname())[4]} : undef;

# fork + exec, stdin /dev/null, stdout and stderr appended to $log
sub spawn {
    my ($cmd, $log) = @_;
    my $parent = $$;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        if (defined $PRCTL_NR) {
            syscall($PRCTL_NR, 1, 15, 0, 0, 0);
            # the parent may have died before the prctl
            POSIX::_exit(0) if getppid != $parent;
        }
        open STDIN, '<', '/dev/null' or POSIX::_exit(126);
        open STDOUT, '>>', $log or POSIX::_exit(126);
        open STDERR, '>&', \*STDOUT or POSIX::_exit(126);
        { no warnings qw(exec); exec { $cmd->[0] } @$cmd; }
        print STDERR "exec $cmd->[0]: $!\n";
        POSIX::_exit(127);
    }
    return $pid;
}

# runs to completion: (exit code, stdout and stderr together)
sub run {
    my ($cmd) = @_;
    my $pid = open(my $fh, '-|') // die "fork: $!";
    if ($pid == 0) {
        open STDIN, '<', '/dev/null';
        open STDERR, '>&', \*STDOUT;
        { no warnings qw(exec); exec { $cmd->[0] } @$cmd; }
        print "exec $cmd->[0]: $!\n";
        POSIX::_exit(127);
    }
    local $/;
    my $out = <$fh> // '';
    close $fh;
    my $st = $?;
    return ($st & 127 ? 128 + ($st & 127) : $st >> 8, $out);
}

sub children_of {
    my ($ppid) = @_;
    my @kids;
    opendir my $dh, '/proc' or return ();
    for my $p (grep { /^\d+$/ } readdir $dh) {
        my $st = read_file("/proc/$p/stat") // next;
        push @kids, $p if $st =~ /\) \S+ (\d+)/s && $1 == $ppid;
    }
    closedir $dh;
    return @kids;
}

sub alive {
    my ($pid) = @_;
    return 0 unless $pid && kill 0, $pid;
    my $st = read_file("/proc/$pid/stat");
    return 0 if defined $st && $st =~ /^\d+ \(.*\) Z/s;
    return 1;
}

sub wait_child {
    my ($pid, $timeout) = @_;
    my $end = time + $timeout;
    while (1) {
        my $r = waitpid($pid, WNOHANG);
        return $? if $r == $pid;
        return -1 if $r < 0;
        return undef if time > $end;
        sleep 0.05;
    }
}

sub wait_for {
    my ($code, $timeout, $interval) = @_;
    my $end = time + $timeout;
    while (1) {
        my $v = $code->();
        return $v if $v;
        return undef if time > $end;
        sleep $interval;
    }
}

# the harness's file helpers, under this package's names (the gate uses
# them too)
*read_file = \&Pictor::Test::read_file;
*write_file = \&Pictor::Test::write_file;
*tail = \&Pictor::Test::tail;

# ---------------------------------------------------------------------------

package Pictor::Varnish::Gate;

# The gate's process: relays TCP from 127.0.0.1:LISTEN to
# 127.0.0.1:TARGET, each connection from the client's own address; on
# SIGHUP it reads DIR/mode (up, down, hang), applies it and writes it to
# DIR/state.  Exits on SIGTERM or when its parent is gone.

use strict;
use warnings;

use IO::Socket::INET;
use IO::Select;
use Socket qw(SHUT_WR);
use POSIX ();

my ($LISTEN, $TARGET, $DIR);
my $lsn;            # the listening socket, undef while down
my %end;            # fileno => { fh, buf (to write to fh), eof, peer }

sub main {
    ($LISTEN, $TARGET, $DIR) = @_;
    my $parent = getppid;
    my ($hup, $term) = (0, 0);
    $SIG{HUP} = sub { $hup = 1 };
    $SIG{TERM} = $SIG{INT} = sub { $term = 1 };
    $SIG{PIPE} = 'IGNORE';
    my $mode = 'up';
    open_listener() or die "gate: listen 127.0.0.1:$LISTEN: $@\n";
    set_state('up');

    until ($term) {
        POSIX::_exit(0) if getppid != $parent;
        if ($hup) {
            $hup = 0;
            my $want = Pictor::Varnish::read_file("$DIR/mode") // '';
            chomp $want;
            if ($want eq 'down') {
                close_all();
            } elsif ($want eq 'up' || $want eq 'hang') {
                unless ($lsn || open_listener()) {
                    set_state("error: listen 127.0.0.1:$LISTEN: $@");
                    next;
                }
            } else {
                set_state("error: no mode $want");
                next;
            }
            $mode = $want;
            set_state($mode);
        }
        # hang: nothing read, written or accepted (the kernel's backlog
        # completes new connections, as for a stopped process)
        if ($mode ne 'up') {
            select(undef, undef, undef, 0.2);
            next;
        }
        my $rs = IO::Select->new($lsn);
        my $ws = IO::Select->new;
        for my $e (values %end) {
            $rs->add($e->{fh}) unless $e->{eof};
            $ws->add($e->{fh}) if length $e->{buf};
        }
        my ($r, $w) = IO::Select->select($rs, $ws, undef, 0.2);
        for my $fh (@{ $w || [] }) {
            my $e = owner($fh) or next;
            my $n = syswrite($fh, $e->{buf});
            unless (defined $n) { drop($e); next }
            substr($e->{buf}, 0, $n) = '';
            shutdown($fh, SHUT_WR) if !length $e->{buf} && $e->{peer}{eof};
        }
        for my $fh (@{ $r || [] }) {
            if ($fh == $lsn) {
                accept_one();
                next;
            }
            my $e = owner($fh) or next;
            my $n = sysread($fh, my $data, 65536);
            if ($n) {
                $e->{peer}{buf} .= $data;
                next;
            }
            $e->{eof} = 1;
            if ($e->{peer}{eof}) {
                drop($e);
            } elsif (!length $e->{peer}{buf}) {
                shutdown($e->{peer}{fh}, SHUT_WR);
            }
        }
        # both sides done and flushed
        for my $e (values %end) {
            next unless $e->{fh};
            drop($e) if $e->{eof} && $e->{peer}{eof} && !length $e->{buf}
                && !length $e->{peer}{buf};
        }
    }
    close_all();
    POSIX::_exit(0);
}

sub open_listener {
    $lsn = IO::Socket::INET->new(LocalAddr => '127.0.0.1',
        LocalPort => $LISTEN, Proto => 'tcp', Listen => 128,
        ReuseAddr => 1);
    return $lsn;
}

sub accept_one {
    my $c = $lsn->accept or return;
    # from the client's own loopback address: Varnish's ACL sees it
    my $u = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
        PeerPort => $TARGET, LocalAddr => $c->peerhost, Proto => 'tcp',
        Timeout => 5);
    unless ($u) {
        close $c;           # varnishd itself not there: refused too
        return;
    }
    $_->blocking(0) for $c, $u;
    my $ce = { fh => $c, buf => '', eof => 0 };
    my $ue = { fh => $u, buf => '', eof => 0 };
    $ce->{peer} = $ue;
    $ue->{peer} = $ce;
    $end{fileno $c} = $ce;
    $end{fileno $u} = $ue;
}

# the end of a handle still open (one dropped meanwhile has none)
sub owner {
    my ($fh) = @_;
    my $n = fileno $fh;
    return defined $n ? $end{$n} : undef;
}

sub drop {
    my ($e) = @_;
    for my $x ($e, $e->{peer}) {
        next unless $x->{fh};
        delete $end{fileno $x->{fh}};
        close $x->{fh};
        $x->{fh} = undef;
    }
    delete $e->{peer}{peer};
    delete $e->{peer};
}

sub close_all {
    # drop() deletes from %end: walk a copy
    my @open = grep { $_->{fh} } values %end;
    drop($_) for @open;
    %end = ();
    close $lsn if $lsn;
    $lsn = undef;
}

sub set_state {
    my ($s) = @_;
    Pictor::Varnish::write_file("$DIR/state.tmp", "$s\n");
    rename "$DIR/state.tmp", "$DIR/state";
}

1;
