package Pictor::Bench;

# make bench: what the sections (t/bench/<name>.pl) share.  One object
# holds the stack (a Pictor::Test instance: private MariaDB, nginx with the
# module, all on loopback in a temp dir), the compiled helpers, wrk
# runs, and Markdown formatting.  No timing thresholds anywhere: the bench
# measures and reports, it never fails on a number.
#
#   my $b = Pictor::Bench->new(scale => 1);
#   $b->start;
#   my $r = $b->wrk('/api/p/images', key => $k, conns => 4, seconds => 5);
#   print $b->table([qw(a b)], [[1, 2]]);
#
# Core Perl only (plus the wrk and cc binaries).

use strict;
use warnings;

use Cwd qw(abs_path);
use File::Basename qw(dirname);
use File::Path qw(make_path);
use POSIX ();
use Time::HiRes qw(time);

use Pictor::Test;

our $HERE = dirname(abs_path(__FILE__));
our $ROOT = abs_path("$HERE/../..");

# the libraries libpictor links with (as the Makefile's PKGS)
our $PKGS = 'jansson libsodium libzmq openssl libmariadb vips libexif';

sub new {
    my ($class, %o) = @_;
    my $self = bless {
        scale   => 1,           # multiplies every measuring duration
        t0      => time,
        helpers => {},
        %o,
    }, $class;
    return $self;
}

sub t     { $_[0]{t} }
sub scale { $_[0]{scale} }

# seconds of measuring, scaled (BENCH_SCALE=0.2 for a quick smoke run)
sub secs {
    my ($self, $s) = @_;
    # whole seconds: wrk takes no fractions
    my $v = int($s * $self->{scale} + 0.5);
    return $v < 1 ? 1 : $v;
}

sub log {
    my ($self, $msg) = @_;
    printf STDERR "[bench %6.1fs] %s\n", time - $self->{t0}, $msg;
}

# ---------------------------------------------------------------------------
# the stack

# MariaDB as a production server would run it, not as the tests do: a
# buffer pool that holds the data set, a redo log big enough for the
# seeding, durable commits (innodb_flush_log_at_trx_commit=1, the
# default).  long_query_time=0 and the verbosity only matter while a
# section turns slow_query_log on (it is off otherwise); they are set at
# start because sessions copy them when they connect.
our @MARIADB_ARGS = (
    '--innodb-buffer-pool-size=512M',
    '--innodb-log-file-size=256M',
    '--innodb-flush-log-at-trx-commit=1',
    '--long-query-time=0',
    '--log-slow-verbosity=query_plan,explain',
);

sub start {
    my ($self) = @_;
    my $t = Pictor::Test->new(mariadb_args => \@MARIADB_ARGS);
    $self->{t} = $t;
    $self->log('starting MariaDB and nginx in ' . $t->dir);
    # /bench/sink: nginx reads and discards a request body, answers 204
    $t->start(extra_server => 'location = /bench/sink { return 204; }');
    return $self;
}

sub stop {
    my ($self) = @_;
    $self->{t}->teardown if $self->{t};
}

# ---------------------------------------------------------------------------
# commands and helpers

# Runs a command, dies unless it exits 0; returns stdout.
sub cmd {
    my ($self, @cmd) = @_;
    my ($rc, $out, $err) = $self->{t}
        ? $self->{t}->run_cmd(\@cmd)
        : _run_plain(@cmd);
    die "@cmd: exit $rc\n$out$err" if $rc;
    return $out;
}

sub _run_plain {
    my (@cmd) = @_;
    my $out = `@{[ join ' ', map { _sh_quote($_) } @cmd ]} 2>&1`;
    return ($? >> 8, $out, '');
}

sub _sh_quote {
    my ($s) = @_;
    return $s if $s =~ m{^[\w./=:,+-]+$};
    $s =~ s/'/'\\''/g;
    return "'$s'";
}

# First line of a command's output, or '' (for version strings).
sub first_line {
    my (@cmd) = @_;
    my $out = `@{[ join ' ', map { _sh_quote($_) } @cmd ]} 2>&1`;
    return '' if $? != 0 && !length $out;
    my ($l) = split /\n/, $out;
    return defined $l ? $l : '';
}

# Compiles t/bench/NAME.c into build/bench/NAME (once per run); returns
# the path.  with_lib => 1 links libpictor.a.
sub helper {
    my ($self, $name, %o) = @_;
    return $self->{helpers}{$name} if $self->{helpers}{$name};
    my $out = "$ROOT/build/bench/$name";
    make_path("$ROOT/build/bench");
    my $cflags = `pkg-config --cflags $PKGS`;
    my $libs = `pkg-config --libs $PKGS`;
    chomp($cflags, $libs);
    my @cmd = ('cc', '-std=gnu11', '-O2', '-g', '-Wall', '-Wextra',
        '-D_GNU_SOURCE', "-I$HERE", "-I$ROOT/shared",
        split(' ', $cflags), '-o', $out, "$HERE/$name.c",
        ($o{with_lib} ? "$ROOT/build/libpictor.a" : ()),
        split(' ', $libs), '-lpthread');
    my $msg = `@{[ join ' ', map { _sh_quote($_) } @cmd ]} 2>&1`;
    die "compiling t/bench/$name.c failed:\n$msg" if $?;
    $self->{helpers}{$name} = $out;
    return $out;
}

# Parses "k=v k=v" (one line) into a hash.
sub kv {
    my ($line) = @_;
    my %h;
    $h{$1} = $2 while $line =~ /(\w+)=(\S+)/g;
    return \%h;
}

# ---------------------------------------------------------------------------
# wrk

# One wrk run against the stack.  Options:
#   key => API key     conns => N (threads = min(N, 2))   seconds => S
#   upload => path     (POST path as multipart field "file")
#   warm => S          untimed run first (default 1 s)
# Returns { rps, p50, p90, p99, mean, max (ms), requests, seconds, errors,
# non_2xx }.
sub wrk {
    my ($self, $path, %o) = @_;
    my $conns = $o{conns} || 1;
    my $threads = $conns < 2 ? $conns : 2;
    my $secs = $o{seconds} || 5;
    my $warm = defined $o{warm} ? $o{warm} : 1;
    my @cmd = ('wrk', "-t$threads", "-c$conns", '--timeout', '30s',
        '-s', "$HERE/wrk.lua",
        (defined $o{key} ? ('-H', "X-Api-Key: $o{key}") : ()));
    my @args = ('--', (defined $o{upload} ? ("upload=$o{upload}") : ()));
    my $url = $self->{t}->base_url . $path;

    $self->cmd(@cmd, '-d', "${warm}s", $url, @args) if $warm;
    my $out = $self->cmd(@cmd, '-d', "${secs}s", $url, @args);
    my ($line) = $out =~ /^(WRK .*)$/m
        or die "wrk printed no result line:\n$out";
    my $h = kv($line);
    my $s = $h->{duration_us} / 1e6;
    return {
        requests => $h->{requests},
        seconds  => $s,
        rps      => $s > 0 ? $h->{requests} / $s : 0,
        p50      => $h->{p50_us} / 1000,
        p90      => $h->{p90_us} / 1000,
        p99      => $h->{p99_us} / 1000,
        mean     => $h->{mean_us} / 1000,
        max      => $h->{max_us} / 1000,
        errors   => $h->{connect} + $h->{read} + $h->{write}
                    + $h->{timeout},
        non_2xx  => $h->{status},
    };
}

# ---------------------------------------------------------------------------
# Markdown

sub table {
    my ($self, $head, $rows, $align) = @_;
    $align ||= [map { $_ ? '---:' : '---' } 0 .. $#$head];
    my $s = '| ' . join(' | ', @$head) . " |\n"
        . '|' . join('|', @$align) . "|\n";
    for my $r (@$rows) {
        $s .= '| ' . join(' | ', map { defined $_ ? $_ : '' } @$r) . " |\n";
    }
    return $s;
}

# numbers for tables: 3 significant digits, no exponent
sub num {
    my ($v) = @_;
    return '–' unless defined $v;
    my $a = abs $v;
    return sprintf('%.0f', $v) if $a >= 100;
    return sprintf('%.1f', $v) if $a >= 10;
    return sprintf('%.2f', $v) if $a >= 1;
    return sprintf('%.3f', $v) if $a >= 0.01;
    return sprintf('%.4f', $v);
}

sub ratio {
    my ($a, $b) = @_;
    return '–' unless defined $a && defined $b && $b != 0;
    return num($a / $b);
}

# ---------------------------------------------------------------------------
# the machine

sub git_describe {
    my $d = `git -C '$ROOT' describe --always --dirty 2>/dev/null`;
    chomp $d;
    return length $d ? "commit $d" : 'not a git checkout';
}

sub machine {
    my ($self) = @_;
    my $cpu = '';
    if (open my $fh, '<', '/proc/cpuinfo') {
        while (<$fh>) {
            if (/^model name\s*:\s*(.*)/) { $cpu = $1; last }
        }
    }
    my $mem = '';
    if (open my $fh, '<', '/proc/meminfo') {
        while (<$fh>) {
            if (/^MemTotal:\s*(\d+)\s*kB/) {
                $mem = sprintf '%.1f GiB', $1 / 1024 / 1024;
                last;
            }
        }
    }
    my $dir = $self->{t} ? $self->{t}->dir : '/tmp';
    my $fs = first_line('stat', '-f', '-c', '%T', $dir);
    my $df = `df -P $dir 2>/dev/null`;
    my ($dev) = $df =~ /^(\/\S+)/m;
    my $nginx = first_line('/usr/sbin/nginx', '-v');
    $nginx =~ s/^nginx version:\s*//;
    my $mariadb = $self->{t}
        ? eval { $self->{t}->sql_value('SELECT VERSION()') } : undef;
    my $wrk = first_line('wrk', '--version');
    $wrk =~ s/\s*Copyright.*//;
    return [
        ['date', POSIX::strftime('%Y-%m-%d %H:%M:%S %Z', localtime)],
        ['CPU', $cpu || 'unknown'],
        ['nproc', first_line('nproc')],
        ['memory', $mem],
        ['kernel', first_line('uname', '-sr')],
        ['storage', "$fs on " . ($dev || '?') . ' (the stack\'s temp dir'
            . ' under /tmp)'],
        ['nginx', $nginx],
        ['libvips', first_line('pkg-config', '--modversion', 'vips')],
        ['MariaDB', $mariadb || first_line('mariadbd', '--version')],
        ['wrk', $wrk],
        ['source', git_describe()],
    ];
}

1;
