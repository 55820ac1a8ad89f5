package Pictor::Test;

# Integration test harness for Pictor, in the spirit of nginx-tests'
# Test::Nginx: every test file gets a private temp dir, a private MariaDB
# (copied from a template datadir built once), nginx running the template
# of the shipped conf (conf/pictor.conf.in, Pictor::Conf) filled with the
# built module, the dir and a free loopback port, and optionally pictord.
# done() stops everything and fails the test when the logs hold alerts or
# sanitizer reports.
#
#   use Pictor::Test;
#   my $t = Pictor::Test->new->need(qw/module pictorctl/);
#   $t->start(pictord => 1, test_jobs => 1);
#   my $r = $t->http(GET => '/healthz');
#   is($r->{status}, 200, 'healthz');
#   $t->done;
#
# Environment: PICTOR_TEST_KEEP=1 keeps the temp dir (its path is printed);
# PICTOR_TEST_VERBOSE=1 prints log tails even when the file passed.
# PICTOR_BUILD=dir takes the binaries from dir instead of build-test/ (the
# test build, make test-build: the production binaries plus the test job
# kind, its route and directive; make asan: build-asan, also a test build;
# make bench: build/); PICTOR_NGINX=path names the nginx binary.  Every process
# started here writes sanitizer reports to sanitizer/ in the test dir (see
# sanitizer_env), which done() turns into a failure.
#
# Core Perl only.

use strict;
use warnings;

use Test::More ();
use HTTP::Tiny;
use JSON::PP;
use IO::Socket::INET;
use File::Temp qw(tempdir);
use File::Basename qw(dirname);
use File::Path qw(make_path remove_tree);
use Cwd qw(abs_path);
use Fcntl qw(:flock);
use POSIX qw(:sys_wait_h);
use Time::HiRes qw(sleep time);
use Pictor::Conf;
use Pictor::OpenAPI;

our $ROOT = $ENV{PICTOR_ROOT}
    || abs_path(dirname(abs_path(__FILE__)) . '/../../..');
our $BUILD = $ENV{PICTOR_BUILD} ? abs_path($ENV{PICTOR_BUILD})
    || die "PICTOR_BUILD=$ENV{PICTOR_BUILD}: no such directory\n"
    : "$ROOT/build-test";
our $NGINX = $ENV{PICTOR_NGINX} || '/usr/sbin/nginx';
our $JSON = JSON::PP->new->utf8->canonical->allow_nonref;

our @INSTANCES;

# nginx daemonizes; as a child subreaper this process inherits its master
# and reaps it at stop (else a non-reaping PID 1, as in containers, keeps
# a zombie per test file).  Linux prctl(PR_SET_CHILD_SUBREAPER, 1).
{
    my %prctl = (x86_64 => 157, aarch64 => 167);
    my $nr = $^O eq 'linux' ? $prctl{(POSIX::uname())[4]} : undef;
    syscall($nr, 36, 1, 0, 0, 0) if defined $nr;
}

my %BINARY = (
    module    => "$BUILD/nginx/ngx_http_pictor_module.so",
    pictord   => "$BUILD/pictord",
    pictorctl => "$BUILD/pictorctl",
);

# ---------------------------------------------------------------------------
# setup

sub new {
    my ($class, %o) = @_;

    my $keep = $ENV{PICTOR_TEST_KEEP} ? 1 : 0;
    # short: the MariaDB socket path must stay under ~100 characters
    my $dir = tempdir('pictor-XXXXXX', DIR => '/tmp', CLEANUP => !$keep);
    Test::More::diag("test dir: $dir") if $keep;
    make_path("$dir/sanitizer");
    module_runtimes();          # once here, not in every child

    my $self = bless {
        dir       => $dir,
        port      => free_port(),
        metrics_port => free_port(),
        owner_pid => $$,
        addr_n    => 10,
        ua        => {},
        %o,
    }, $class;

    push @INSTANCES, $self;
    return $self;
}

sub dir  { $_[0]{dir} }
sub port { $_[0]{port} }
sub base_url { 'http://127.0.0.1:' . $_[0]{port} }
# the shipped conf's metrics listener (127.0.0.1:9145, rewritten)
sub metrics_port { $_[0]{metrics_port} }

# Skips the whole file unless the named parts are built.
sub need {
    my ($self, @what) = @_;
    my @missing;
    for my $w (@what) {
        my $f = $BINARY{$w} or die "need: unknown part $w";
        push @missing, substr($f, length($BUILD) + 1)
            unless -f $f && ($w eq 'module' || -x $f);
    }
    Test::More::plan(skip_all => "not built in $BUILD: @missing"
        . ($BUILD eq "$ROOT/build-test" ? ' (make test-build)' : ''))
        if @missing;
    stale_check();
    return $self;
}

# A binary of this checkout older than what it is built from runs the code
# before the edit: make's own question mode (make -q) says whether the
# build is current, and the test stops naming the target that rebuilds it
# (make test builds first, so only a prove by hand meets this)
sub stale_check {
    my %how = ("$ROOT/build-test" => ['make test-build',
                                      'BUILD=build-test', 'TEST_BUILD=1'],
               "$ROOT/build" => ['make']);
    my ($target, @vars) = @{ $how{$BUILD} || return };
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        open STDOUT, '>', '/dev/null';
        open STDERR, '>', '/dev/null';
        exec('make', '-q', '-C', $ROOT, @vars, 'all') or POSIX::_exit(127);
    }
    waitpid $pid, 0;
    Test::More::BAIL_OUT("$BUILD is older than its sources: run $target")
        if $? >> 8 == 1;
}

sub free_port {
    my $s = IO::Socket::INET->new(
        LocalAddr => '127.0.0.1', LocalPort => 0, Proto => 'tcp',
        Listen => 1, ReuseAddr => 1,
    ) or die "free_port: $@";
    my $p = $s->sockport;
    close $s;
    return $p;
}

# The effects of the test job kind (daemon/job_test.c): not in the schema
# (sql/009 drops it), as the kind is not in production builds.
our $TEST_JOBS_TABLE = <<'SQL';
CREATE TABLE job_test_effects (
    job_id        CHAR(36) CHARACTER SET ascii NOT NULL,
    worker        VARCHAR(128) NOT NULL,
    created_at    DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    KEY job_test_effects_job (job_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4
SQL

# The usual order: database, conf, init, migrate, nginx, pictord.
#   nginx => 0       no nginx
#   pictord => 1     start pictord too
#   pictord_conf => { name => value }: overrides in pictord.conf
#   test_jobs => 1   the test job kind (a test build's): pictor_test_routes
#                    on in the server, test_jobs on in pictord.conf, and
#                    its table job_test_effects
#   any other name: a slot of nginx.conf (nginx_conf)
sub start {
    my ($self, %o) = @_;
    my %pconf = %{ $o{pictord_conf} || {} };
    if ($o{test_jobs}) {
        $pconf{test_jobs} = 'on';
        $o{server} = join "\n", 'pictor_test_routes on;',
            grep { defined } $o{server};
    }
    $self->start_mariadb unless defined $self->{db_socket};
    $self->write_pictord_conf(%pconf);
    $self->ctl_ok('init');
    $self->ctl_ok('migrate');
    $self->db_service_user;
    $self->sql($TEST_JOBS_TABLE) if $o{test_jobs};
    $self->start_nginx(conf_opts(%o)) unless defined $o{nginx} && !$o{nginx};
    $self->start_pictord if $o{pictord};
    return $self;
}

# The options of start and start_node that are nginx.conf's: all but
# their own.
sub conf_opts {
    my (%o) = @_;
    delete @o{qw(nginx pictord pictord_conf test_jobs)};
    return %o;
}

# ---------------------------------------------------------------------------
# processes

# fork + exec with redirections; returns the pid.  The child never runs END
# blocks (POSIX::_exit when exec fails).
sub spawn {
    my ($self, $cmd, %o) = @_;
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        sanitizer_env($self->{dir}, $cmd->[0]);
        my $in = defined $o{stdin} ? $o{stdin} : '/dev/null';
        open STDIN, '<', $in or POSIX::_exit(126);
        if ($o{stdout}) {
            open STDOUT, $o{append} ? '>>' : '>', $o{stdout}
                or POSIX::_exit(126);
        }
        if ($o{stderr}) {
            if ($o{stdout} && $o{stderr} eq $o{stdout}) {
                open STDERR, '>&', \*STDOUT or POSIX::_exit(126);
            } else {
                open STDERR, $o{append} ? '>>' : '>', $o{stderr}
                    or POSIX::_exit(126);
            }
        }
        { no warnings qw(exec); exec { $cmd->[0] } @$cmd; }
        print STDERR "exec $cmd->[0]: $!\n";
        POSIX::_exit(127);
    }
    return $pid;
}

# The sanitizer runtimes a sanitized module needs (its DT_NEEDED names,
# "libasan.so.8 libubsan.so.1"), '' for a normal build.  The stock nginx
# is not sanitized, so they are preloaded into it: ASan must come first.
my $MODULE_RUNTIMES;
sub module_runtimes {
    return $MODULE_RUNTIMES if defined $MODULE_RUNTIMES;
    my $so = read_file($BINARY{module});
    my %rt = defined $so ? map { $_ => 1 }
        $so =~ /\0(lib(?:asan|ubsan)\.so\.\d+)\0/g : ();
    return $MODULE_RUNTIMES = join ' ', sort keys %rt;
}

# Options of a sanitized build (make asan), set in a child before exec; a
# build without sanitizers ignores them.  The first error ends the
# process.  ASan reports go to files, one per process (sanitizer/asan.PID),
# since stderr may be a temp file run_cmd deletes.  gcc's UBSan runtime
# ignores log_path when ASan is there too: its reports go to stderr, which
# is error.log for nginx, pictord.log for pictord, and is checked by
# run_cmd for the rest.  Leaks are checked in pictord and pictorctl; not
# in nginx, which by design frees neither its cycle nor libvips' caches at
# exit.  ASAN_OPTIONS and UBSAN_OPTIONS from the environment come after the
# defaults, so they may change them; log_path is always ours.
sub sanitizer_env {
    my ($dir, $prog) = @_;
    my $leaks = $prog eq $NGINX ? 0 : 1;
    if ($prog eq $NGINX && length module_runtimes()) {
        $ENV{LD_PRELOAD} = module_runtimes();
    }
    my %user = map { $_ => (defined $ENV{$_} ? ":$ENV{$_}" : '') }
        qw(ASAN_OPTIONS UBSAN_OPTIONS);
    $ENV{ASAN_OPTIONS} = "halt_on_error=1:detect_leaks=$leaks"
        . ":detect_stack_use_after_return=1:check_initialization_order=1"
        . "$user{ASAN_OPTIONS}:log_path=$dir/sanitizer/asan";
    $ENV{UBSAN_OPTIONS} = "halt_on_error=1:print_stacktrace=1"
        . "$user{UBSAN_OPTIONS}";
    # leaks inside libraries, each with its reason in the file
    $ENV{LSAN_OPTIONS} = "suppressions=$ROOT/t/lsan.supp:print_suppressions=0";
}

our $SANITIZER_REPORT = qr/AddressSanitizer|LeakSanitizer|runtime error:/;

# Runs a command to completion: (exit code, stdout, stderr).
sub run_cmd {
    my ($self, $cmd, %o) = @_;
    my $d = $self->{dir};
    my $n = ++$self->{run_n};
    my ($in, $out, $err) = map { "$d/.run$n.$_" } qw(in out err);
    if (defined $o{stdin}) {
        write_file($in, $o{stdin});
        chmod 0600, $in;
    }
    my $pid = $self->spawn($cmd, stdin => (defined $o{stdin} ? $in : undef),
        stdout => $out, stderr => $err);
    waitpid($pid, 0);
    my $status = $?;
    my ($o, $e) = (read_file($out), read_file($err));
    unlink $in, $out, $err;
    # UBSan writes to stderr (see sanitizer_env): keep its report
    write_file("$d/sanitizer/stderr.$n", $e)
        if defined $e && $e =~ $SANITIZER_REPORT;
    my $rc = $status & 127 ? 128 + ($status & 127) : $status >> 8;
    return ($rc, $o, $e);
}

sub alive {
    my ($pid) = @_;
    return 0 unless $pid && kill 0, $pid;
    # a zombie nobody reaps still answers kill 0
    if (open my $fh, '<', "/proc/$pid/stat") {
        my $st = <$fh>;
        return 0 if defined $st && $st =~ /^\d+ \(.*\) Z/s;
    }
    return 1;
}

# Waits for our child pid; returns $? or undef on timeout.
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

# Bounded polling: returns the first true value of $code, or undef.
sub wait_for {
    my ($code, $timeout, $interval) = @_;
    $timeout  = 20  unless defined $timeout;
    $interval = 0.2 unless defined $interval;
    my $end = time + $timeout;
    while (1) {
        my $v = $code->();
        return $v if $v;
        return undef if time > $end;
        sleep $interval;
    }
}

# ---------------------------------------------------------------------------
# MariaDB

# new(db_socket => path): a database server of the test's own making (a
# Galera node: Pictor::Galera), not started here
sub mariadb_socket {
    my ($self) = @_;
    return $self->{db_socket} if defined $self->{db_socket};
    return $self->{peer} ? $self->{peer}->mariadb_socket
        : $self->{dir} . '/mysql.sock';
}

# The database user nginx's workers, pictord and pictorctl connect as, as
# a deployment has it (docs/SECURITY.md, "Least privilege"): rows only,
# no DDL.  Migrations run as root (migrate_database).  One password for
# every node and test: a test database is no secret.
our $DB_PASSWORD = 'pictor-test-service-user';

sub db_password_path { $_[0]{dir} . '/db.password' }

sub db_service_spec {
    my ($self) = @_;
    return 'socket=' . $self->mariadb_socket . ' user=pictor password_file='
        . $self->db_password_path . ' database=pictor';
}

sub db_service_user {
    my ($self) = @_;
    $self->sql("CREATE USER IF NOT EXISTS 'pictor'\@'localhost'"
        . " IDENTIFIED BY '$DB_PASSWORD'; GRANT SELECT, INSERT, UPDATE,"
        . " DELETE, EXECUTE ON pictor.* TO 'pictor'\@'localhost'");
}

# The master key file (pictorctl init makes it): the first node's.
sub master_key_path {
    my ($self) = @_;
    return $self->{peer} ? $self->{peer}->master_key_path
        : $self->{dir} . '/master.key';
}

# Another node of $peer's deployment: its own directory, port, nginx and
# pictord (own logs, cache, scratch space, ZeroMQ socket), on $peer's
# database and master key.  start_node starts it; the managed store must
# be shared for originals to be (pictor_managed_store in the http slot
# and managed_store in pictord_conf).
sub new_node {
    my ($class, $peer, %o) = @_;
    my $self = $class->new(%o);
    $self->{peer} = $peer;
    return $self;
}

#   pictord => 1, pictord_conf => {...}, and slots of nginx.conf as start
sub start_node {
    my ($self, %o) = @_;
    die 'start_node: not made by new_node' unless $self->{peer};
    $self->write_pictord_conf(%{ $o{pictord_conf} || {} });
    $self->start_nginx(conf_opts(%o)) unless defined $o{nginx} && !$o{nginx};
    $self->start_pictord if $o{pictord};
    return $self;
}

# Builds build/test-mariadb-template once (lock file + atomic rename).
sub mariadb_template {
    my $tpl = "$BUILD/test-mariadb-template";
    return $tpl if -d "$tpl/mysql";
    make_path($BUILD);
    open my $lock, '>', "$tpl.lock" or die "$tpl.lock: $!";
    flock($lock, LOCK_EX) or die "flock: $!";
    unless (-d "$tpl/mysql") {
        my $tmp = "$tpl.tmp.$$";
        remove_tree($tmp);
        my $user = getpwuid($>) || 'root';
        my @cmd = ('mariadb-install-db', '--no-defaults',
            "--datadir=$tmp", '--auth-root-authentication-method=normal',
            '--skip-test-db', "--user=$user",
            '--innodb-log-file-size=16M', '--innodb-buffer-pool-size=32M');
        my $out = `@cmd 2>&1`;
        if ($? != 0 || !-d "$tmp/mysql") {
            remove_tree($tmp);
            die "mariadb-install-db failed:\n$out";
        }
        rename $tmp, $tpl or die "rename $tmp: $!";
    }
    close $lock;
    return $tpl;
}

sub start_mariadb {
    my ($self) = @_;
    my $d = $self->{dir};
    my $data = "$d/db";
    unless (-d $data) {
        my $tpl = mariadb_template();
        system('cp', '-a', $tpl, $data) == 0 or die "cp -a $tpl: $?";
    }
    unlink $self->mariadb_socket;
    my @cmd = ('mariadbd', '--no-defaults', "--datadir=$data",
        '--socket=' . $self->mariadb_socket, '--skip-networking',
        "--pid-file=$d/mariadb.pid", "--log-error=$d/mariadb.log",
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--innodb-buffer-pool-size=32M', '--innodb-log-file-size=16M',
        '--innodb-flush-log-at-trx-commit=2');
    # new(mariadb_args => [...]): more mariadbd options, after (so over)
    # these; make bench asks for a bigger buffer pool and durable commits
    push @cmd, @{ $self->{mariadb_args} || [] };
    push @cmd, '--user=root' if $> == 0;
    $self->{mariadb_pid} = $self->spawn(\@cmd,
        stdout => "$d/mariadb.out", stderr => "$d/mariadb.out",
        append => 1);

    my $up = wait_for(sub {
        die "mariadbd exited early:\n" . tail("$d/mariadb.log", 20)
            unless alive($self->{mariadb_pid})
                && !waitpid($self->{mariadb_pid}, WNOHANG);
        return 0 unless -S $self->mariadb_socket;
        my ($rc) = $self->run_cmd([$self->mariadb_cmd(''), '-e',
            'SELECT 1']);
        return $rc == 0;
    }, 30, 0.1);
    die "mariadbd did not come up:\n" . tail("$d/mariadb.log", 20)
        unless $up;

    unless ($self->{db_created}++) {
        my ($rc, $o, $e) = $self->run_cmd([$self->mariadb_cmd(''), '-e',
            'CREATE DATABASE IF NOT EXISTS pictor']);
        die "create database: $e" if $rc;
    }
    return $self;
}

sub stop_mariadb {
    my ($self) = @_;
    my $pid = delete $self->{mariadb_pid} or return;
    kill 'TERM', $pid;
    my $st = wait_child($pid, 60);
    unless (defined $st) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
    }
    return $st;
}

sub mariadb_cmd {
    my ($self, $db) = @_;
    return ('mariadb', '--no-defaults', '-S', $self->mariadb_socket,
        '-uroot', '-N', '-B', (length $db ? ($db) : ()));
}

# Runs SQL in database pictor; returns rows as array refs (NULL => undef).
# Dies on an SQL error.  For inspecting state only.
sub sql {
    my ($self, $q) = @_;
    my ($rc, $out, $err) = $self->run_cmd([$self->mariadb_cmd('pictor'),
        '-e', $q]);
    die "sql failed ($q): $err" if $rc;
    my @rows;
    for my $line (split /\n/, $out) {
        push @rows, [map {
            $_ eq 'NULL' ? undef : unescape_batch($_)
        } split /\t/, $line, -1];
    }
    return @rows;
}

# First column of the first row (or undef).
sub sql_value {
    my ($self, $q) = @_;
    my @r = $self->sql($q);
    return @r ? $r[0][0] : undef;
}

# Index reads the server has made (Handler_read_*, global): around one
# request, how many rows it read; the stack is idle meanwhile but for
# pictord's and the cache poller's few reads.
sub rows_read {
    my ($self) = @_;
    my $n = 0;
    $n += $_->[1] // 0 for $self->sql("SHOW GLOBAL STATUS WHERE"
        . " Variable_name IN ('Handler_read_first', 'Handler_read_key',"
        . " 'Handler_read_last', 'Handler_read_next', 'Handler_read_prev')");
    return $n;
}

sub unescape_batch {
    my ($s) = @_;
    my %m = (n => "\n", t => "\t", 0 => "\0", '\\' => '\\');
    $s =~ s/\\([nt0\\])/$m{$1}/g;
    return $s;
}

sub sql_quote {
    my ($s) = @_;
    $s =~ s/(['\\])/\\$1/g;
    return "'$s'";
}

# ---------------------------------------------------------------------------
# pictord.conf and pictorctl

sub pictord_conf_path { $_[0]{dir} . '/pictord.conf' }

sub write_pictord_conf {
    my ($self, %over) = @_;
    my $d = $self->{dir};
    make_path("$d/storage");
    write_file($self->db_password_path, "$DB_PASSWORD\n");
    chmod 0600, $self->db_password_path;
    my @conf = (
        [database => $self->db_service_spec],
        [migrate_database => 'socket=' . $self->mariadb_socket
            . ' user=root database=pictor'],
        [zmq_endpoint => "ipc://$d/pictord.sock"],
        [master_key_file => $self->master_key_path],
        [storage_root => "$d/storage"],
        [workers => 2],
        [lease_seconds => 2],
        [poll_interval_ms => 200],
        [retry_delay_seconds => 1],
        [shutdown_timeout_seconds => 10],
        [storage_private_networks => 1],
        [sandbox_exec => "$BUILD/pictor-sandbox-exec"],
        [metrics_url => "http://127.0.0.1:$self->{metrics_port}/metrics"],
        [public_url => $self->base_url],
    );
    my %seen;
    my $text = "# written by t/lib/Pictor/Test.pm\n";
    # an array: the directive once per value (cdn_purge)
    my $line = sub {
        my ($k, $v) = @_;
        $text .= sprintf "%-25s %s\n", $k, $_ for ref $v ? @$v : ($v);
    };
    for my $c (@conf) {
        my ($k, $v) = @$c;
        $seen{$k} = 1;
        $v = $over{$k} if exists $over{$k};
        next unless defined $v;
        $line->($k, $v);
    }
    for my $k (sort keys %over) {
        next if $seen{$k} || !defined $over{$k};
        $line->($k, $over{$k});
    }
    write_file($self->pictord_conf_path, $text);
    return $self;
}

# pictorctl -c conf ARGS...; returns (exit code, stdout, stderr).
sub ctl {
    my ($self, @args) = @_;
    my %o = ref $args[-1] eq 'HASH' ? %{ pop @args } : ();
    return $self->run_cmd([$BINARY{pictorctl}, '-c',
        $self->pictord_conf_path, @args], %o);
}

# Same, dying unless it exits 0; returns stdout.
sub ctl_ok {
    my ($self, @args) = @_;
    my ($rc, $out, $err) = $self->ctl(@args);
    die "pictorctl @args: exit $rc\n$out$err" if $rc != 0;
    return $out;
}

sub user_create {
    my ($self, $email, $password) = @_;
    my ($rc, $out, $err) = $self->ctl('user', 'create', $email,
        '--password-stdin', { stdin => "$password\n" });
    die "pictorctl user create $email: exit $rc\n$out$err" if $rc;
    return $self;
}

sub project_create {
    my ($self, $slug, $owner, $plan) = @_;
    $self->ctl_ok('project', 'create', $slug, '--owner', $owner,
        (defined $plan ? ('--plan', $plan) : ()));
    return $self;
}

# Returns the new key (pictorctl prints only the key).
sub key_create {
    my ($self, $slug) = @_;
    my $out = $self->ctl_ok('key', 'create', $slug);
    $out =~ s/^\s+|\s+$//g;
    return $out;
}

# ---------------------------------------------------------------------------
# nginx

# The harness's own switches of a test's nginx.conf, with their defaults:
# the bucket emulators listen on loopback, where production refuses to
# connect; the sandbox launcher is the build's, not the package's.
my %CONF_SWITCH = (
    storage_private_networks => 'on',
    sandbox_exec             => "$BUILD/pictor-sandbox-exec",
);

# The text of a test's nginx.conf: the template conf/pictor.conf.in
# (Pictor::Conf) filled with this test's module, directory, ports,
# database and the checkout's dashboard, then with %o, values of slots by name (%Pictor::Conf::SHIPPED
# lists them):
#   worker_processes => 1, render_memory => '256m', ...  a value
#   main, http, server, render_server  directives added to that block
#   master_key => undef  the line of the slot left out
# or of the harness's switches: storage_private_networks (on, off),
# sandbox_exec (a path, off).  Any other name dies.
sub nginx_conf {
    my ($self, %o) = @_;
    my %sw = %CONF_SWITCH;
    $sw{$_} = delete $o{$_} for grep { exists $o{$_} } keys %sw;
    conf_names_ok(\%sw, keys %o);
    my $port = $self->{port};
    my @main = (($> == 0 ? 'user root;' : ()),
        grep { defined } delete $o{main});
    my @http = ("pictor_storage_private_networks"
        . " $sw{storage_private_networks};",
        "pictor_sandbox_exec $sw{sandbox_exec};",
        grep { defined } delete $o{http});
    return Pictor::Conf::fill({ %Pictor::Conf::SHIPPED,
        module         => $BINARY{module},
        dir            => $self->{dir},
        # another node's database or master key (new_node, db_socket)
        db             => $self->db_service_spec,
        master_key     => $self->master_key_path,
        listen         => "127.0.0.1:$port",
        base_url       => "http://127.0.0.1:$port",
        metrics_listen => "127.0.0.1:$self->{metrics_port}",
        # the checkout's dashboard, not the package's
        dashboard      => "$ROOT/dashboard",
        main           => join("\n", @main),
        http           => join("\n", @http),
        %o,
    });
}

# Dies unless each name is a slot of the template: a test that names what
# the template lacks would otherwise run the shipped value unawares.
sub conf_names_ok {
    my ($switches, @names) = @_;
    my @slots = Pictor::Conf::slots();
    my %slot = map { $_ => 1 } @slots;
    my @unknown = sort grep { !$slot{$_} } @names;
    die 'nginx_conf: no slot ' . join(', ', map { "\@$_\@" } @unknown)
        . " in conf/pictor.conf.in, nor a switch of the harness\n"
        . "  slots: @slots\n"
        . '  switches: ' . join(' ', sort keys %$switches) . "\n"
        if @unknown;
}

# nginx.conf in the test's directory, from nginx_conf(%o), and the
# directories it names.
sub write_nginx_conf {
    my ($self, %o) = @_;
    my $d = $self->{dir};
    my $conf = $self->nginx_conf(%o);

    make_path(map { "$d/tmp/$_" } qw(body proxy fastcgi uwsgi scgi));
    make_path("$d/storage", "$d/logs", "$d/html");
    write_file("$d/nginx.conf", $conf);
    $self->{nginx_conf_written} = 1;
    return $self;
}

sub nginx_cmd {
    my ($self, @args) = @_;
    my $d = $self->{dir};
    return ($NGINX, '-p', "$d/", '-c', "$d/nginx.conf", '-e',
        "$d/error.log", @args);
}

# Live processes whose argv[0] is $tool (e.g. /usr/bin/gs) started by this
# test's nginx or pictord: a sandboxed tool sees its work directory as
# /work, so its arguments no longer say whose it is; its ancestry does.
sub tool_pids {
    my ($self, $tool) = @_;
    my %ours = map { $_ => 1 } grep { defined }
        ($self->nginx_pid, $self->pictord_pid);
    my @pids;
    opendir my $dh, '/proc' or return ();
    for my $p (grep { /^\d+$/ } readdir $dh) {
        my $cmd = read_file("/proc/$p/cmdline") // next;
        next unless ((split /\0/, $cmd)[0] // "") eq $tool;
        next unless alive($p);
        my $q = $p;
        for (1 .. 8) {
            my $st = read_file("/proc/$q/stat") // last;
            ($q) = $st =~ /\) \S+ (\d+)/s or last;
            if ($ours{$q}) {
                push @pids, $p;
                last;
            }
        }
    }
    closedir $dh;
    return @pids;
}

sub nginx_pid {
    my ($self) = @_;
    my $p = read_file($self->{dir} . '/nginx.pid');
    return undef unless defined $p && $p =~ /(\d+)/;
    return $1;
}

# %o: slots of nginx.conf (nginx_conf).  Without them the conf written
# last is kept, so a restart runs what ran before; write_nginx_conf()
# first brings back the shipped values.
sub start_nginx {
    my ($self, %o) = @_;
    my $d = $self->{dir};
    $self->write_nginx_conf(%o) if %o || !$self->{nginx_conf_written};
    my ($rc, $out, $err) = $self->run_cmd([$self->nginx_cmd]);
    die "nginx failed to start (exit $rc):\n$out$err"
        . tail("$d/error.log", 20) if $rc;

    my $ok = wait_for(sub {
        my $pid = $self->nginx_pid;
        return 0 unless $pid && alive($pid);
        my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
            PeerPort => $self->{port}, Proto => 'tcp', Timeout => 1);
        return $s ? 1 : 0;
    }, 15, 0.05);
    die "nginx does not answer on port $self->{port}:\n"
        . tail("$d/error.log", 20) unless $ok;
    $self->{nginx_running} = 1;
    return $self;
}

sub stop_nginx {
    my ($self) = @_;
    return unless delete $self->{nginx_running};
    %{ $self->{ua} } = ();          # close keep-alive connections
    my $pid = $self->nginx_pid or return;
    my $gone = sub { waitpid($pid, WNOHANG); !alive($pid) };
    kill 'QUIT', $pid;
    unless (wait_for($gone, 15, 0.05)) {
        kill 'TERM', $pid;
        unless (wait_for($gone, 5, 0.05)) {
            kill 'KILL', $pid;
            wait_for($gone, 5, 0.05);
        }
    }
    return $self;
}

# ---------------------------------------------------------------------------
# pictord

sub start_pictord {
    my ($self) = @_;
    my $d = $self->{dir};
    die "pictord already running" if $self->{pictord_pid};
    $self->{pictord_pid} = $self->spawn(
        [$BINARY{pictord}, '-c', $self->pictord_conf_path],
        stdout => "$d/pictord.log", stderr => "$d/pictord.log",
        append => 1);
    # it must still be there a moment later (bad config exits at once)
    sleep 0.3;
    my $st = wait_child($self->{pictord_pid}, 0);
    if (defined $st) {
        delete $self->{pictord_pid};
        die "pictord exited at start (status $st):\n"
            . tail("$d/pictord.log", 20);
    }
    return $self;
}

sub pictord_pid { $_[0]{pictord_pid} }

# The path of one of the binaries the tests run (pictord, pictorctl, ...):
# for a second process of its own
sub binary { $BINARY{$_[1]} // die "no binary $_[1]\n" }

# SIGTERM and wait.  Returns { exit => N } or { signal => N } or
# { timeout => 1 } (then it was SIGKILLed).
sub stop_pictord {
    my ($self, $timeout) = @_;
    my $pid = delete $self->{pictord_pid} or return undef;
    kill 'TERM', $pid;
    my $st = wait_child($pid, defined $timeout ? $timeout : 25);
    unless (defined $st) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
        return { timeout => 1 };
    }
    return decode_status($st);
}

sub kill9_pictord {
    my ($self) = @_;
    my $pid = delete $self->{pictord_pid} or return undef;
    kill 'KILL', $pid;
    waitpid($pid, 0);
    return decode_status($?);
}

sub restart_pictord {
    my ($self) = @_;
    $self->stop_pictord;
    return $self->start_pictord;
}

sub decode_status {
    my ($st) = @_;
    return { signal => $st & 127 } if $st & 127;
    return { exit => $st >> 8 };
}

# ---------------------------------------------------------------------------
# HTTP

# The client is HTTP::Tiny with TCP_NODELAY set, as curl and browsers set
# it: HTTP::Tiny writes a request's head and body in two writes, and with
# Nagle on, a small body waits for the head's ACK, which the server delays
# by 40 ms once the keep-alive connection has carried a few short
# exchanges (a poll loop, then an upload).
sub ua {
    my ($self, $from) = @_;
    my $k = defined $from ? $from : '';
    return $self->{ua}{$k} ||= Pictor::Test::UA->new(
        timeout => 20,
        keep_alive => 1,
        max_redirect => 0,
        agent => 'pictor-test/1',
        (defined $from ? (local_address => $from) : ()),
    );
}

# A fresh loopback source address (127.0.0.10, .11, ...), for requests that
# must not share the per-address login rate limit.
sub next_addr {
    my ($self) = @_;
    my $n = $self->{addr_n}++;
    die "out of loopback addresses" if $n > 250;
    return "127.0.0.$n";
}

# http(METHOD => PATH, %opts); opts:
#   headers => {..}   json => data (encoded) or string (sent as is, JSON type)
#   body => string or code ref (chunked)   key => X-Api-Key
#   jar => Pictor::Test::Jar   session => token   origin => Origin
#   from => local address
# Returns { status, reason, headers (lower-case names), content, ct, json }.
sub http {
    my ($self, $method, $path, %o) = @_;
    my %h = %{ $o{headers} || {} };
    $h{'X-Api-Key'} = $o{key} if defined $o{key};
    $h{'Origin'} = $o{origin} if defined $o{origin};
    my @cookies;
    push @cookies, $o{jar}->header if $o{jar} && $o{jar}->header;
    push @cookies, "pictor_session=$o{session}" if defined $o{session};
    $h{'Cookie'} = join('; ', @cookies) if @cookies;
    # as a browser: a change made with the cookie names this origin
    # (origin => undef sends none, origin => '...' another)
    $h{'Origin'} = $self->base_url
        if @cookies && $method !~ /^(?:GET|HEAD)$/ && !exists $o{origin}
           && !grep { lc eq 'origin' } keys %h;

    my %args = (headers => \%h);
    if (exists $o{json}) {
        $args{content} = ref $o{json} ? $JSON->encode($o{json}) : $o{json};
        $h{'Content-Type'} = 'application/json'
            unless grep { lc eq 'content-type' } keys %h;
    } elsif (exists $o{body}) {
        $args{content} = $o{body};
    }

    # metrics => 1: the metrics listener
    my $url = ($o{metrics} ? "http://127.0.0.1:$self->{metrics_port}"
               : $self->base_url) . $path;
    my $res = $self->ua($o{from})->request($method, $url, \%args);

    my $r = {
        status  => $res->{status},
        reason  => $res->{reason},
        headers => $res->{headers} || {},
        content => defined $res->{content} ? $res->{content} : '',
    };
    $r->{ct} = $r->{headers}{'content-type'};
    $r->{ct} = $r->{ct}[0] if ref $r->{ct};
    if (defined $r->{ct} && $r->{ct} =~ m{^application/(?:problem\+)?json}i
        && length $r->{content})
    {
        $r->{json} = eval { $JSON->decode($r->{content}) };
        $r->{json_error} = $@ if $@;
    }
    $o{jar}->update($r) if $o{jar};
    $self->openapi_check($method, $path, $r->{status}, $r->{ct},
        $r->{content}) unless $o{metrics} || $res->{status} == 599;
    return $r;
}

# ---------------------------------------------------------------------------
# the API's answers held to docs/openapi.json (Pictor::OpenAPI)

# Where each test file leaves the count of the answers it checked, per
# operation and status: t/tools/openapi_tally.pl sums them.
our $TALLY_DIR = "$BUILD/openapi-tally";
our %TALLY;

# Checks one answer to a path under /api/, /healthz or /problems/: a
# failure of the test that got it when the document does not allow it (in
# a child of fork_each, done() fails for it).  PICTOR_OPENAPI_CAPTURE=file
# appends every answer there as a JSON line, for the document's examples.
sub openapi_check {
    my ($self, $method, $path, $status, $ct, $body) = @_;
    return unless defined $status && Pictor::OpenAPI::in_scope($path);
    my ($id, $why) = Pictor::OpenAPI::check($method, $path, $status, $ct,
        $body);
    my $line = join("\t", $id, $status, @$why ? 0 : 1) . "\n";
    if (open my $fh, '>>', "$self->{dir}/openapi.tally") {
        print $fh $line;
        close $fh;
    }
    if (my $cap = $ENV{PICTOR_OPENAPI_CAPTURE}) {
        if (open my $fh, '>>', $cap) {
            print $fh $JSON->encode({ method => $method, path => $path,
                status => $status, ct => $ct, op => $id,
                body => substr($body // '', 0, 4000) }) . "\n";
            close $fh;
        }
    }
    return 1 unless @$why;
    my $what = "$method $path: $status " . ($ct // '-') . " answers"
        . " $id as docs/openapi.json does not allow";
    if ($$ != $self->{owner_pid}) {
        if (open my $fh, '>>', "$self->{dir}/openapi.violations") {
            print $fh join("\n  ", $what, @$why) . "\n";
            close $fh;
        }
        return 0;
    }
    local $Test::Builder::Level = $Test::Builder::Level + 2;
    Test::More::ok(0, "openapi: $what");
    Test::More::diag("  $_") for @$why;
    Test::More::diag('  body: ' . substr($body // '', 0, 300));
    return 0;
}

# The counts of this instance's answers into %TALLY (teardown).
sub openapi_collect {
    my ($self) = @_;
    my $f = "$self->{dir}/openapi.tally";
    open my $fh, '<', $f or return;
    while (my $l = <$fh>) {
        chomp $l;
        my ($id, $status, $ok) = split /\t/, $l;
        $TALLY{"$id\t$status\t$ok"}++;
    }
    close $fh;
    unlink $f;
}

# The answers of fork_each's children the document does not allow.
sub openapi_children_ok {
    my ($self) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $v = read_file("$self->{dir}/openapi.violations");
    return unless defined $v && length $v;
    Test::More::ok(0, 'openapi: answers in child processes');
    Test::More::diag($v);
}

sub openapi_write_tally {
    return unless %TALLY;
    (my $name = $0) =~ s{.*/}{};
    make_path($TALLY_DIR);
    my $f = "$TALLY_DIR/$name.tsv";
    open my $fh, '>', "$f.tmp" or return;
    print $fh "$_\t$TALLY{$_}\n" for sort keys %TALLY;
    close $fh;
    rename "$f.tmp", $f;
}

# Header values as a list (Set-Cookie may repeat).
sub header_values {
    my ($r, $name) = @_;
    my $v = $r->{headers}{lc $name};
    return () unless defined $v;
    return ref $v ? @$v : ($v);
}

# A raw HTTP/1.1 request on a new connection; returns
# { status, head, body, raw }.  Reads until the server closes.
sub raw_http {
    my ($self, $request, %o) = @_;
    my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
        PeerPort => $self->{port}, Proto => 'tcp', Timeout => 10,
        (defined $o{from} ? (LocalAddr => $o{from}) : ()))
        or die "connect: $@";
    $s->autoflush(1);
    my @parts = ref $request ? @$request : ($request);
    for my $p (@parts) {
        print $s $p;
        sleep $o{pause} if $o{pause};
    }
    my $raw = '';
    my $end = time + 10;
    local $SIG{ALRM} = sub { die "raw_http timeout\n" };
    while (time < $end) {
        my $buf;
        my $n = eval { alarm 10; my $n = sysread($s, $buf, 65536);
            alarm 0; $n };
        alarm 0;
        last unless $n;
        $raw .= $buf;
        last if response_complete($raw);
    }
    close $s;
    my ($head, $body) = split /\r\n\r\n/, $raw, 2;
    my ($status) = ($head || '') =~ m{^HTTP/1\.[01] (\d{3})};
    $self->raw_openapi_check($parts[0], $raw) if defined $status;
    return { status => $status, head => $head, body => $body,
        raw => $raw };
}

# The first answer of a raw exchange held to the document, when the
# request's line is one (a request the test mangled past its line is
# still answered as the document says).
sub raw_openapi_check {
    my ($self, $request, $raw) = @_;
    my ($method, $path) = $request =~ m{^([A-Z]+) (/\S*) HTTP/1\.[01]\r?\n}
        or return;
    my ($head, $rest, $status) = ('', $raw);
    # past a 100 Continue to the answer
    do {
        my $i = index($rest, "\r\n\r\n");
        return if $i < 0;
        $head = substr($rest, 0, $i);
        $rest = substr($rest, $i + 4);
        ($status) = $head =~ m{^HTTP/1\.[01] (\d{3})} or return;
    } while ($status =~ /^1/);
    my ($ct) = $head =~ /^content-type:\s*([^\r\n]*)/mi;
    my $body = '';
    if ($method eq 'HEAD' || $status =~ /^(?:1\d\d|204|304)$/) {
        $body = '';
    } elsif ($head =~ /^content-length:\s*(\d+)/mi) {
        return if length($rest) < $1;
        $body = substr($rest, 0, $1);
    } elsif ($head =~ /^transfer-encoding:\s*chunked/mi) {
        while ($rest =~ s/^([0-9a-fA-F]+)[^\r\n]*\r\n//) {
            my $n = hex $1;
            last if $n == 0;
            return if length($rest) < $n + 2;
            $body .= substr($rest, 0, $n);
            substr($rest, 0, $n + 2) = '';
        }
    } else {
        $body = $rest;
    }
    $self->openapi_check($method, $path, $status, $ct, $body);
}

# True once raw holds a whole response (by Content-Length or chunked).
sub response_complete {
    my ($raw) = @_;
    my $i = index($raw, "\r\n\r\n");
    return 0 if $i < 0;
    my $head = substr($raw, 0, $i);
    my $body = substr($raw, $i + 4);
    return 1 if $head =~ m{^HTTP/1\.[01] (?:1\d\d|204|304)};
    return length($body) >= $1 if $head =~ /^content-length:\s*(\d+)/mi;
    return $body =~ /(?:^|\r\n)0\r\n\r\n\z/
        if $head =~ /^transfer-encoding:\s*chunked/mi;
    return 0;
}

sub jar { Pictor::Test::Jar->new }

# POST /api/auth/login from a fresh source address (so logins in ordinary
# tests never hit the per-address rate limit); the jar gets the cookie.
sub login {
    my ($self, $email, $password, $jar) = @_;
    return $self->http(POST => '/api/auth/login',
        json => { email => $email, password => $password },
        (defined $jar ? (jar => $jar) : ()), from => $self->next_addr);
}

# One assertion: r is a problem+json of the given status with the RFC 9457
# members, its type under {base}/problems/.  Returns the slug or undef.
sub problem_ok {
    my ($self, $r, $status, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my @why;
    push @why, "status $r->{status}, want $status"
        if ($r->{status} || 0) != $status;
    push @why, 'content-type ' . (defined $r->{ct} ? $r->{ct} : 'none')
        . ', want application/problem+json'
        unless defined $r->{ct} && $r->{ct} =~ m{^application/problem\+json}i;
    my $j = $r->{json};
    my $slug;
    if (ref $j ne 'HASH') {
        push @why, 'body is not a JSON object';
    } else {
        for my $m (qw(type title status detail instance)) {
            push @why, "member $m missing" unless exists $j->{$m};
        }
        push @why, "status member " . (defined $j->{status}
            ? $j->{status} : 'null') . " != $status"
            if !defined $j->{status} || $j->{status} ne $status;
        my $base = quotemeta($self->base_url . '/problems/');
        if (defined $j->{type} && $j->{type} =~ m{^$base([a-z0-9-]+)$}) {
            $slug = $1;
        } else {
            push @why, 'type ' . (defined $j->{type} ? $j->{type} : 'null')
                . ' is not ' . $self->base_url . '/problems/<slug>';
        }
        push @why, 'title empty'
            unless defined $j->{title} && length $j->{title};
    }
    my $ok = Test::More::ok(!@why, $name);
    unless ($ok) {
        Test::More::diag("  $_") for @why;
        Test::More::diag('  body: ' . substr($r->{content}, 0, 400));
    }
    return $ok ? $slug : undef;
}

# ---------------------------------------------------------------------------
# images: corpus, multipart uploads, storage state

# The shared corpus of real files: ../shared/corpus beside the checkout.
sub corpus_dir {
    my $d = "$ROOT/../shared/corpus";
    return -d $d ? abs_path($d) : undef;
}

# Skips the whole file unless the corpus is there.
sub need_corpus {
    my ($self) = @_;
    Test::More::plan(skip_all => "no corpus at $ROOT/../shared/corpus")
        unless defined corpus_dir();
    return $self;
}

# Absolute path of a corpus file ("exif/Landscape_6.jpg").
sub corpus {
    my ($self, $rel) = @_;
    my $d = corpus_dir() or die "no corpus";
    return "$d/$rel";
}

# Sorted base names of the files in a corpus subdirectory.
sub corpus_files {
    my ($self, $sub) = @_;
    my $d = corpus_dir() . "/$sub";
    opendir my $dh, $d or die "$d: $!";
    my @f = sort grep { !/^\./ && -f "$d/$_" } readdir $dh;
    closedir $dh;
    return @f;
}

# A user, a project and an API key in one go; returns the key.
sub project_with_key {
    my ($self, $slug, $email) = @_;
    $email = "$slug\@example.com" unless defined $email;
    $self->user_create($email, "password for $slug 1")
        unless $self->{users}{$email}++;
    $self->project_create($slug, $email);
    return $self->key_create($slug);
}

# multipart/form-data body: ($body, $content_type).  Parts are pairs
# name => value, value a string (a plain field) or a hash
# { filename, content, type } (a file part; " and \ in the filename are
# sent as quoted-pairs).
sub multipart {
    my (@parts) = @_;
    my $b = 'pictor-test-' . join('', map { sprintf '%04x', int rand 65536 }
        1 .. 6);
    my $body = '';
    while (@parts) {
        my ($name, $v) = splice @parts, 0, 2;
        $body .= "--$b\r\n";
        if (ref $v) {
            my $fn = defined $v->{filename} ? $v->{filename} : 'upload.bin';
            $fn =~ s/(["\\])/\\$1/g;        # a quoted-string
            $body .= "Content-Disposition: form-data; name=\"$name\";"
                . " filename=\"$fn\"\r\n";
            $body .= 'Content-Type: '
                . ($v->{type} || 'application/octet-stream') . "\r\n\r\n";
            $body .= $v->{content};
        } else {
            $body .= "Content-Disposition: form-data; name=\"$name\"\r\n\r\n";
            $body .= $v;
        }
        $body .= "\r\n";
    }
    $body .= "--$b--\r\n";
    return ($body, "multipart/form-data; boundary=$b");
}

# POST /api/{project}/upload.  Options:
#   file => path         the file part's content and (base) filename
#   content => bytes     instead of file
#   filename, type       the file part's filename and Content-Type
#   fields => [k => v]   further form fields, in order (after "file")
#   key, jar, from       as for http()
# Returns the http() result.
sub upload {
    my ($self, $project, %o) = @_;
    my $content = $o{content};
    my $fn = $o{filename};
    if (defined $o{file}) {
        $content = read_file($o{file});
        die "upload: cannot read $o{file}" unless defined $content;
        ($fn = $o{file}) =~ s{.*/}{} unless defined $fn;
    }
    die "upload: no content" unless defined $content;
    my ($body, $ct) = multipart(file => { filename => $fn,
        content => $content, type => $o{type} },
        @{ $o{fields} || [] });
    return $self->http(POST => "/api/$project/upload", body => $body,
        headers => { 'Content-Type' => $ct },
        map { exists $o{$_} ? ($_ => $o{$_}) : () } qw(key jar from));
}

# Starts an upload on a raw socket, announcing $o{total} bytes of body
# (default 8 MB) but sending only $o{send} (default half) of a real
# multipart body, then closes the connection.  Returns the number of body
# bytes sent.
sub upload_disconnect {
    my ($self, $project, %o) = @_;
    my $total = $o{total} || 8 * 1024 * 1024;
    my $send = defined $o{send} ? $o{send} : int($total / 2);
    my $b = 'pictor-test-disconnect';
    my $head = "--$b\r\nContent-Disposition: form-data; name=\"file\";"
        . " filename=\"half.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
        . "\xff\xd8\xff\xe0";
    my $tail = "\r\n--$b--\r\n";
    my $filler = $total - length($head) - length($tail);
    die "upload_disconnect: total too small" if $filler < 0;
    my $body_start = $head . ("\0" x ($send > length $head
        ? $send - length $head : 0));
    $body_start = substr($body_start, 0, $send);

    my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
        PeerPort => $self->{port}, Proto => 'tcp', Timeout => 10)
        or die "connect: $@";
    $s->autoflush(1);
    my $req = "POST /api/$project/upload HTTP/1.1\r\n"
        . "Host: 127.0.0.1:$self->{port}\r\n"
        . (defined $o{key} ? "X-Api-Key: $o{key}\r\n" : '')
        . "Content-Type: multipart/form-data; boundary=$b\r\n"
        . "Content-Length: $total\r\n"
        . "Connection: close\r\n\r\n";
    my $sent = 0;
    local $SIG{PIPE} = 'IGNORE';
    if (defined syswrite($s, $req)) {
        my $off = 0;
        while ($off < length $body_start) {
            my $n = syswrite($s, $body_start, 65536, $off);
            last unless $n;
            $off += $n;
        }
        $sent = $off;
    }
    close $s;
    return $sent;
}

# Files (not directories) under $dir/storage, as relative paths, sorted.
sub storage_files {
    my ($self, $sub) = @_;
    my $root = $self->{dir} . '/storage' . (defined $sub ? "/$sub" : '');
    return files_under($root);
}

# What storage/.tmp holds (directories with a trailing /), but the empty
# directory of a sandbox made ahead that a live process keeps waiting
# there (shared/sandbox/sandbox_spare.c): the scratch a failure may not leave.
sub scratch_left {
    my ($self) = @_;
    my $d = $self->{dir} . '/storage/.tmp';
    opendir my $dh, $d or return ();
    my @left;
    for my $e (sort grep { !/^\.\.?$/ } readdir $dh) {
        if ($e =~ /^\.sandbox-(\d+)-/ && alive($1)) {
            opendir my $sh, "$d/$e" or next;
            next unless grep { !/^\.\.?$/ } readdir $sh;
        }
        push @left, -d "$d/$e" ? "$e/" : $e;
    }
    closedir $dh;
    return @left;
}

# nginx's client body temp files still on disk.
sub body_temp_files {
    my ($self) = @_;
    return files_under($self->{dir} . '/tmp/body');
}

sub files_under {
    my ($root) = @_;
    my @out;
    my @stack = ('');
    while (@stack) {
        my $rel = pop @stack;
        my $d = length $rel ? "$root/$rel" : $root;
        opendir my $dh, $d or next;
        for my $e (readdir $dh) {
            next if $e eq '.' || $e eq '..';
            my $r = length $rel ? "$rel/$e" : $e;
            if (-d "$root/$r" && !-l "$root/$r") { push @stack, $r }
            else { push @out, $r }
        }
        closedir $dh;
    }
    return sort @out;
}

# Runs $code->($i) for $i in 0 .. $n-1, each in its own child process, all
# at once; returns their string results in order (undef for a child that
# died or did not finish within $timeout seconds, default 120).
sub fork_each {
    my ($self, $n, $code, $timeout) = @_;
    $timeout = 120 unless defined $timeout;
    my $dir = File::Temp::tempdir('fork-XXXXXX', DIR => $self->{dir},
        CLEANUP => 0);
    my %pid;
    for my $i (0 .. $n - 1) {
        my $pid = fork;
        die "fork: $!" unless defined $pid;
        if ($pid == 0) {
            $self->{ua} = {};       # never share the parent's connections
            my $v = eval { $code->($i) };
            $v = 'died: ' . $@ unless defined $v;
            if (open my $fh, '>', "$dir/$i.tmp") {
                print $fh $v;
                close $fh;
                rename "$dir/$i.tmp", "$dir/$i";
            }
            POSIX::_exit(0);
        }
        $pid{$pid} = $i;
    }
    my $end = time + $timeout;
    # only our own children: nginx, mariadbd and pictord are children too
    while (%pid && time < $end) {
        for my $p (keys %pid) {
            delete $pid{$p} if waitpid($p, WNOHANG) == $p;
        }
        sleep 0.05 if %pid;
    }
    for my $p (keys %pid) {
        kill 'KILL', $p;
        waitpid($p, 0);
    }
    my @res = map { read_file("$dir/$_") } 0 .. $n - 1;
    remove_tree($dir);
    return @res;
}

# ---------------------------------------------------------------------------
# teardown

sub teardown {
    my ($self) = @_;
    return if $self->{torn}++;
    $self->stop_nginx;
    $self->stop_pictord(15);
    $self->stop_mariadb;
    $self->openapi_collect if $$ == $self->{owner_pid};
}

# Log lines that fail a test file.
our $NGINX_BAD   = qr/\[alert\]|\[emerg\]|$SANITIZER_REPORT/;
our $PICTORD_BAD = qr/\[alert\]|\[emerg\]|$SANITIZER_REPORT/;

# The sanitizer reports written so far (paths of non-empty files).
sub sanitizer_reports {
    my ($self) = @_;
    return grep { -s } glob("$self->{dir}/sanitizer/*");
}

sub check_logs {
    my ($self) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $d = $self->{dir};
    for my $c (['error.log', $NGINX_BAD], ['pictord.log', $PICTORD_BAD]) {
        my ($f, $re) = @$c;
        my $text = read_file("$d/$f");
        my @bad = defined $text ? grep { /$re/ } split /\n/, $text : ();
        Test::More::ok(!@bad, "no alerts or sanitizer reports in $f")
            or Test::More::diag(join "\n", map { "  $_" }
                @bad[0 .. ($#bad < 19 ? $#bad : 19)]);
    }
    my @reports = $self->sanitizer_reports;
    Test::More::ok(!@reports, 'no sanitizer report files')
        or Test::More::diag(join '', map { "--- $_\n" . tail($_, 40) }
            @reports);
}

# A node of new_node: stopped, its logs checked (the first node's done
# ends the test).
sub done_node {
    my ($self) = @_;
    $self->teardown;
    $self->check_logs;
}

# Stops everything, checks the logs, done_testing.
sub done {
    my ($self) = @_;
    $self->teardown;
    $self->check_logs;
    $self->openapi_children_ok;
    my $tb = Test::More->builder;
    if (!$tb->is_passing || $ENV{PICTOR_TEST_VERBOSE}) {
        for my $f (qw(error.log pictord.log)) {
            my $p = "$self->{dir}/$f";
            next unless -s $p;
            Test::More::diag("--- tail of $f ---\n" . tail($p, 25));
        }
    }
    Test::More::done_testing();
}

END {
    my $owner;
    for my $t (@INSTANCES) {
        next unless $t && $t->{owner_pid} == $$;
        $owner = 1;
        eval { $t->teardown };
    }
    openapi_write_tally() if $owner;
}

# ---------------------------------------------------------------------------
# files

sub read_file {
    my ($f) = @_;
    open my $fh, '<', $f or return undef;
    local $/;
    my $s = <$fh>;
    return defined $s ? $s : '';
}

sub write_file {
    my ($f, $s) = @_;
    open my $fh, '>', $f or die "$f: $!";
    print $fh $s;
    close $fh or die "$f: $!";
}

sub tail {
    my ($f, $n) = @_;
    my $s = read_file($f);
    return "($f: missing)\n" unless defined $s;
    my @l = split /\n/, $s;
    @l = @l[-$n .. -1] if @l > $n;
    return join("\n", @l) . "\n";
}

# ---------------------------------------------------------------------------

package Pictor::Test::UA;

use parent -norequire, 'HTTP::Tiny';
use Socket qw(IPPROTO_TCP TCP_NODELAY);

# HTTP::Tiny's one place where a connection is made (a private method:
# if a new HTTP::Tiny drops it, this says so instead of doing nothing)
die "HTTP::Tiny $HTTP::Tiny::VERSION has no _open_handle"
    unless HTTP::Tiny->can('_open_handle');

sub _open_handle {
    my ($self, @args) = @_;
    my $h = $self->SUPER::_open_handle(@args);
    setsockopt($h->{fh}, IPPROTO_TCP, TCP_NODELAY, 1)
        or die "TCP_NODELAY: $!" if $h && $h->{fh};
    return $h;
}

package Pictor::Test::Jar;

# A cookie jar for the one-host test server: name => value.

sub new { bless { c => {} }, shift }

sub get { $_[0]{c}{$_[1]} }

sub set { $_[0]{c}{$_[1]} = $_[2] }

sub clear { %{ $_[0]{c} } = () }

sub header {
    my ($self) = @_;
    return join '; ', map { "$_=$self->{c}{$_}" } sort keys %{ $self->{c} };
}

sub update {
    my ($self, $r) = @_;
    for my $sc (Pictor::Test::header_values($r, 'set-cookie')) {
        my ($pair, @attrs) = split /\s*;\s*/, $sc;
        my ($name, $value) = split /=/, $pair, 2;
        next unless defined $name && length $name;
        $value = '' unless defined $value;
        my $expired = $value eq '';
        for my $a (@attrs) {
            $expired = 1 if $a =~ /^max-age\s*=\s*(-?\d+)/i && $1 <= 0;
            $expired = 1 if $a =~ /^expires\s*=.*\b19[0-9][0-9]\b/i;
        }
        if ($expired) { delete $self->{c}{$name} }
        else          { $self->{c}{$name} = $value }
    }
}

1;
