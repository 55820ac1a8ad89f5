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
use File::Copy qw(copy);
use File::Path qw(make_path);
use POSIX ();
use Time::HiRes qw(time);

# the production binaries (build/), not the tests' build-test/
BEGIN {
    $ENV{PICTOR_BUILD} ||= abs_path(dirname(abs_path(__FILE__)) . '/../..')
        . '/build';
}

use Pictor::Test;

our $HERE = dirname(abs_path(__FILE__));
our $ROOT = abs_path("$HERE/../..");

# the libraries libpictor links with (as the Makefile's PKGS)
our $PKGS = 'jansson libsodium libzmq openssl libmariadb vips libexif'
    . ' libxml-2.0 libseccomp libcurl';

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

# Debian's image_filter module (libnginx-mod-http-image-filter), the
# delivery section's other limit; the stack starts without it when absent
our $IMAGE_FILTER = '/usr/lib/nginx/modules/ngx_http_image_filter_module.so';

sub start {
    my ($self) = @_;
    my $t = Pictor::Test->new(mariadb_args => \@MARIADB_ARGS);
    $self->{t} = $t;
    my $d = $t->dir;
    my $port = $t->port;
    $self->log('starting MariaDB and nginx in ' . $d);
    $self->{image_filter} = -f $IMAGE_FILTER;
    my $conf = Pictor::Test::read_file("$ROOT/conf/pictor.conf") // '';
    my ($zone) = $conf =~ /keys_zone=(\w+):/;
    $zone ||= 'pictor_variants';
    # in the public server, beside Pictor's locations:
    #   /bench/sink          nginx reads and discards a request body (204)
    #   /bench/static/       files under $d/html/bench/static, by root
    #   /bench/pcache/       the same files through proxy_cache (Pictor's
    #                        zone, keyed by $uri): nginx's own cost of a hit
    #   /bench/image_filter/ files under $d/html/bench/image_filter,
    #                        resized to 400 wide by image_filter per request
    my $extra = "location = /bench/sink { return 204; }\n"
        . "location /bench/static/ { root $d/html; }\n"
        . "location /bench/pcache/ {\n"
        . "    proxy_pass http://127.0.0.1:$port/bench/static/;\n"
        . "    proxy_http_version 1.1;\n"
        . "    proxy_set_header Connection \"\";\n"
        . "    proxy_cache $zone;\n"
        . "    proxy_cache_key \$uri;\n"
        . "    proxy_cache_valid 200 1d;\n"
        . "    add_header X-Cache \$upstream_cache_status always;\n"
        . "}\n";
    $extra .= "location /bench/image_filter/ { root $d/html;"
        . ' image_filter resize 400 -; image_filter_jpeg_quality 80;'
        . " image_filter_buffer 20M; }\n" if $self->{image_filter};
    $self->{nginx_opts} = { server => $extra,
        ($self->{image_filter}
            ? (main => "load_module $IMAGE_FILTER;") : ()) };
    $t->start(%{ $self->{nginx_opts} });
    return $self;
}

# Stops nginx and starts it again with the bench's locations; %o: slots
# of nginx.conf as for Pictor::Test::nginx_conf (render_threads => 1,
# http => '...'); without options, the shipped configuration again.
sub restart_nginx {
    my ($self, %o) = @_;
    my $t = $self->{t};
    $t->stop_nginx;
    $t->start_nginx(%{ $self->{nginx_opts} }, %o);
    return $self;
}

sub have_image_filter { $_[0]{image_filter} }

# Threads of the render pool and worker processes in the nginx.conf the
# stack runs (each worker has its own pools): (threads, workers).
sub render_threads {
    my ($self) = @_;
    my $c = Pictor::Test::read_file($self->{t}->dir . '/nginx.conf') // '';
    my ($n) = $c =~ /^\s*thread_pool\s+pictor_render\s+threads=(\d+)/m;
    my ($w) = $c =~ /^\s*worker_processes\s+(\d+)/m;
    return ($n || 2, $w || 1);
}

# The nginx worker processes of the stack (children of the master whose
# title says "worker process"), sorted.
sub nginx_workers {
    my ($self) = @_;
    my $master = $self->{t}->nginx_pid or return ();
    my @w;
    opendir my $dh, '/proc' or return ();
    for my $pid (grep { /^\d+$/ } readdir $dh) {
        open my $fh, '<', "/proc/$pid/stat" or next;
        my $st = <$fh>;
        next unless defined $st && $st =~ /\) \S+ (\d+)/ && $1 == $master;
        open my $ch, '<', "/proc/$pid/cmdline" or next;
        my $cl = do { local $/; <$ch> } // '';
        push @w, $pid if $cl =~ /worker process/;
    }
    closedir $dh;
    return sort { $a <=> $b } @w;
}

# A "Name:  N kB" field of /proc/PID/status, in kB (undef when gone).
sub proc_kb {
    my ($pid, $field) = @_;
    open my $fh, '<', "/proc/$pid/status" or return undef;
    while (<$fh>) {
        return $1 if /^\Q$field\E:\s+(\d+)\s+kB/;
    }
    return undef;
}

# CPU time (clock ticks, utime + stime) of each thread of PID: tid => n.
sub thread_ticks {
    my ($pid) = @_;
    my %t;
    opendir my $dh, "/proc/$pid/task" or return {};
    for my $tid (grep { /^\d+$/ } readdir $dh) {
        open my $fh, '<', "/proc/$pid/task/$tid/stat" or next;
        my $st = <$fh> // next;
        $st =~ s/^.*\) //s;
        my @f = split ' ', $st;
        $t{$tid} = $f[11] + $f[12];     # fields 14 and 15 of stat
    }
    closedir $dh;
    return \%t;
}

# Waits (at most $max seconds, default 15) until the nginx workers are
# idle: under 5 % of a core over 0.25 s.  Work a previous run left queued
# (renders, image_filter resizes) must not spill into the next one.
sub settle {
    my ($self, $max) = @_;
    my $hz = POSIX::sysconf(POSIX::_SC_CLK_TCK()) || 100;
    my $end = time + ($max // 15);
    my $total = sub {
        my $n = 0;
        for my $p ($self->nginx_workers) {
            my $t = thread_ticks($p);
            $n += $_ for values %$t;
        }
        return $n;
    };
    while (time < $end) {
        my $a = $total->();
        select undef, undef, undef, 0.25;
        return 1 if ($total->() - $a) / $hz < 0.0125;
    }
    return 0;
}

# Waits (at most $max s, default 15) until the whole machine is idle: less
# than 5 % of its CPU time busy over a quarter second (/proc/stat), so
# nothing of the stack's own (pictord's threads, processes it started,
# MariaDB's background work) still runs into the next timed step.  1 when
# it was, 0 at the limit.
sub settle_machine {
    my ($self, $max) = @_;
    my $end = time + ($max // 15);
    my $read = sub {
        open my $fh, '<', '/proc/stat' or return (0, 0);
        my $l = <$fh> // '';
        my @f = (split ' ', $l)[1 .. 8];
        my $total = 0;
        $total += $_ // 0 for @f;
        return ($total, ($f[3] // 0) + ($f[4] // 0));
    };
    while (time < $end) {
        my ($t0, $i0) = $read->();
        select undef, undef, undef, 0.25;
        my ($t1, $i1) = $read->();
        my $dt = $t1 - $t0;
        return 1 if $dt > 0 && ($dt - ($i1 - $i0)) / $dt < 0.05;
    }
    return 0;
}

# CPU time (clock ticks, utime + stime, all threads) of the processes.
sub procs_ticks {
    my (@pids) = @_;
    my $n = 0;
    for my $pid (@pids) {
        open my $fh, '<', "/proc/$pid/stat" or next;
        my $st = <$fh> // next;
        $st =~ s/^.*\) //s;
        my @f = split ' ', $st;
        $n += $f[11] + $f[12];
    }
    return $n;
}

# RSS and PSS (kB) of the processes together, from /proc/PID/smaps_rollup:
# [rss, pss].  PSS shares each page among the processes that map it, so
# a server of several processes is not counted twice for the same pages.
sub procs_mem {
    my (@pids) = @_;
    my ($rss, $pss) = (0, 0);
    for my $pid (@pids) {
        open my $fh, '<', "/proc/$pid/smaps_rollup" or next;
        while (<$fh>) {
            $rss += $1 if /^Rss:\s+(\d+)/;
            $pss += $1 if /^Pss:\s+(\d+)/;
        }
    }
    return [$rss, $pss];
}

# Resets the peak RSS (VmHWM) of PID to its current RSS (Linux >= 4.0);
# false when not allowed.
sub reset_hwm {
    my ($pid) = @_;
    open my $fh, '>', "/proc/$pid/clear_refs" or return 0;
    print $fh "5";
    return close $fh;
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
        split(' ', $libs), @{ $o{libs} // [] }, '-lpthread', '-lm');
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
# ipx

# ipx, the peer image server (sections peers and quality): installs the
# version pinned by t/bench/ipx/package-lock.json into build/bench/ipx
# (npm ci, again only when the lock changed) and starts
# t/bench/ipxserve.mjs there on a free loopback port serving the files of
# $dir (%o: avif_effort, given to sharp's AVIF encoder; see
# ipxserve.mjs).  Returns { pid, base, version }, or { why } when it cannot (no
# node or npm, the registry unreachable): the sections then skip ipx.
sub ipx_start {
    my ($self, $dir, %o) = @_;
    my $inst = "$ROOT/build/bench/ipx";
    for my $bin (qw(node npm)) {
        return { why => "`$bin` is not installed" }
            unless grep { -x "$_/$bin" } split /:/, $ENV{PATH};
    }
    make_path($inst);
    my $lock = "$HERE/ipx/package-lock.json";
    my $have = Pictor::Test::read_file("$inst/package-lock.json") // '';
    if ($have ne (Pictor::Test::read_file($lock) // '')
        || !-d "$inst/node_modules/ipx") {
        $self->log("npm ci: ipx into $inst");
        copy("$HERE/ipx/package.json", "$inst/package.json")
            or die "copy: $!";
        copy($lock, "$inst/package-lock.json") or die "copy: $!";
        my $out = `cd '$inst' && timeout 300 npm ci --no-audit --no-fund 2>&1`;
        if ($?) {
            unlink "$inst/package-lock.json";
            my ($last) = reverse grep { /\S/ } split /\n/, $out;
            return { why => 'npm ci failed (registry not reachable?): '
                . ($last // "exit $?") };
        }
    }
    copy("$HERE/ipxserve.mjs", "$inst/serve.mjs") or die "copy: $!";
    my $version = Pictor::Test::read_file(
        "$inst/node_modules/ipx/package.json") // '';
    ($version) = $version =~ /"version":\s*"([^"]+)"/;
    my $sharp = Pictor::Test::read_file(
        "$inst/node_modules/sharp/package.json") // '';
    ($sharp) = $sharp =~ /"version":\s*"([^"]+)"/;
    my $port = Pictor::Test::free_port();
    # a log of its own: an earlier run's "ready" must not be read as this
    my $log = $self->t->dir . '/ipx-' . ++$self->{ipx_n} . '.log';
    my @effort = defined $o{avif_effort} ? ($o{avif_effort}) : ();
    my $pid = $self->t->spawn(['node', "$inst/serve.mjs", $dir, $port,
        @effort], stdout => $log, stderr => $log);
    my $ok = Pictor::Test::wait_for(sub {
        (Pictor::Test::read_file($log) // '') =~ /^ready$/m
    }, 20, 0.1);
    unless ($ok) {
        kill 'TERM', $pid;
        waitpid $pid, 0;
        return { why => 'ipx did not start: '
            . (Pictor::Test::read_file($log) // '') };
    }
    return { pid => $pid, base => "http://127.0.0.1:$port",
        version => "ipx $version, sharp " . ($sharp // '?')
        . ' (its own libvips), node ' . first_line('node',
        '--version') };
}

sub ipx_stop {
    my ($self, $ipx) = @_;
    return unless $ipx->{pid};
    kill 'TERM', $ipx->{pid};
    waitpid $ipx->{pid}, 0;
}

# ---------------------------------------------------------------------------
# wrk

# One wrk run against the stack.  Options:
#   key => API key     conns => N (threads = min(N, 2))   seconds => S
#   upload => path     (POST path as multipart field "file")
#   method => M        another method than GET, without a body
#   paths => file      GET each path listed in file once (wrk.lua), the
#                      X-Cache header of the responses counted
#   warm => S          untimed run first (default 1 s; never with paths)
#   base => URL        another server than the stack's (http://127.0.0.1:N)
# Returns { rps, p50, p90, p99, mean, max (ms), requests, seconds, errors,
# non_2xx } and, with paths, { misses, hits, other, wrapped, spilled }.
sub wrk {
    my ($self, $path, %o) = @_;
    my $run = $self->wrk_start($path, %o);
    return $self->wrk_finish($run);
}

# wrk's command line for a run of $secs seconds
sub _wrk_cmd {
    my ($self, $path, $secs, %o) = @_;
    my $conns = $o{conns} || 1;
    my $threads = $conns < 2 ? $conns : 2;
    return ['wrk', "-t$threads", "-c$conns", '--timeout', '30s',
        '-s', "$HERE/wrk.lua",
        (defined $o{key} ? ('-H', "X-Api-Key: $o{key}") : ()),
        '-d', "${secs}s", ($o{base} // $self->{t}->base_url) . $path,
        '--', (defined $o{upload} ? ("upload=$o{upload}") : ()),
        (defined $o{method} ? ("method=$o{method}") : ()),
        (defined $o{paths} ? ("paths=$o{paths}", "threads=$threads") : ()),
        (defined $o{range} ? ("range=$o{range}") : ())];
}

# The same, started in the background (for two runs at once); returns a
# handle for wrk_finish.  The warm-up, if any, runs first, in the
# foreground.
sub wrk_start {
    my ($self, $path, %o) = @_;
    my $warm = defined $o{warm} ? $o{warm} : 1;
    $warm = 0 if $o{paths};
    $self->cmd(@{ $self->_wrk_cmd($path, $warm, %o) }) if $warm;
    my $cmd = $self->_wrk_cmd($path, $o{seconds} || 5, %o);
    my $out = $self->{t}->dir . '/.wrk' . ++$self->{wrk_n} . '.out';
    my $pid = $self->{t}->spawn($cmd, stdout => $out, stderr => $out);
    return { pid => $pid, out => $out, cmd => $cmd };
}

# $run->{status}: the wait status when the caller has reaped wrk itself
sub wrk_finish {
    my ($self, $run) = @_;
    unless (defined $run->{status}) {
        waitpid($run->{pid}, 0);
        $run->{status} = $?;
    }
    my $rc = $run->{status} >> 8;
    my $out = Pictor::Test::read_file($run->{out}) // '';
    unlink $run->{out};
    die "@{ $run->{cmd} }: exit $rc\n$out" if $rc;
    my ($line) = $out =~ /^(WRK .*)$/m
        or die "wrk printed no result line:\n$out";
    my $h = kv($line);
    my $s = $h->{duration_us} / 1e6;
    return {
        requests => $h->{requests},
        bytes    => $h->{bytes},
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
        (map { defined $h->{$_} ? ($_ => $h->{$_}) : () }
            qw(misses hits other wrapped spilled)),
    };
}

# ---------------------------------------------------------------------------
# pictord's jobs (sections eps and video)

# name => value of conf/pictord.conf for the timings the tests shorten
sub shipped_pictord_conf {
    my $c = Pictor::Test::read_file("$ROOT/conf/pictord.conf") // '';
    my %o;
    for my $k (qw(workers lease_seconds poll_interval_ms
        retry_delay_seconds))
    {
        $o{$k} = $1 if $c =~ /^\s*\Q$k\E\s+(\S+)/m;
    }
    return %o;
}

# seconds between two DATETIME(3) columns of a job, from MariaDB itself;
# done: completed_at as Unix seconds (Pictor writes UTC, and MariaDB
# reads the machine's clock, the one Time::HiRes::time reads)
sub job_times {
    my ($self, $job) = @_;
    my ($row) = $self->{t}->sql("SET time_zone = '+00:00'; SELECT status,"
        . " TIMESTAMPDIFF(MICROSECOND, created_at, started_at),"
        . " TIMESTAMPDIFF(MICROSECOND, started_at, completed_at),"
        . " TIMESTAMPDIFF(MICROSECOND, created_at, completed_at),"
        . " attempts, total_assets, error, UNIX_TIMESTAMP(completed_at)"
        . " FROM jobs WHERE id = " . Pictor::Test::sql_quote($job));
    die "no job $job" unless $row;
    return { status => $row->[0], wait => ($row->[1] // 0) / 1e6,
        run => ($row->[2] // 0) / 1e6, total => ($row->[3] // 0) / 1e6,
        attempts => $row->[4], assets => $row->[5], error => $row->[6],
        done => $row->[7] };
}

# polls processing-status every $poll s until the job is Completed or
# Failed (at most 180 s); returns the status
sub wait_job {
    my ($self, $project, $key, $id, $job, $poll) = @_;
    my $t = $self->{t};
    my $status = '';
    my $end = time + 180;
    while (time < $end) {
        my $r = $t->http(GET => "/api/$project/$id/processing-status"
            . "?jobId=$job", key => $key);
        $status = $r->{json}{status} // '' if ($r->{status} || 0) == 200;
        return $status if $status eq 'Completed' || $status eq 'Failed';
        select undef, undef, undef, $poll;
    }
    return "timeout ($status)";
}

# An upload that queues a job, to the job's end: the job's times, the
# upload request's seconds, "seen" (the client from sending the upload to
# the first Completed), sum (the upload + completed_at - created_at: it
# counts twice the upload's end after its job row was inserted, the
# commit and the reply) and e2e (from sending the upload to completed_at,
# once each).
sub upload_job {
    my ($self, $project, $key, $file, $poll) = @_;
    my $t = $self->{t};
    # the request is built before the clock starts, as the tools' input is
    # copied before theirs: a client sends bytes it has
    my $content = Pictor::Test::read_file($file)
        // die "upload_job: cannot read $file";
    (my $name = $file) =~ s{.*/}{};
    my ($body, $ct) = Pictor::Test::multipart(file => { filename => $name,
        content => $content });
    my $t0 = time;
    my $up = $t->http(POST => "/api/$project/upload", body => $body,
        headers => { 'Content-Type' => $ct }, key => $key);
    my $t1 = time;
    die "upload $file: $up->{status} $up->{content}"
        unless $up->{status} == 201 && $up->{json}{processingJobId};
    my ($id, $job) = @{ $up->{json} }{qw(imageId processingJobId)};
    my $st = $self->wait_job($project, $key, $id, $job, $poll);
    my $seen = time - $t0;
    my $j = $self->job_times($job);
    die "the job of $file: $st: " . ($j->{error} // '')
        unless $st eq 'Completed';
    return { %$j, id => $id, upload => $t1 - $t0, seen => $seen,
        sum => ($t1 - $t0) + $j->{total},
        e2e => defined $j->{done} ? $j->{done} - $t0 : undef };
}

# A tool by hand as the sandbox runs it: in $work with its environment
# (PATH, HOME and TMPDIR the work dir), stdin, stdout and stderr on
# /dev/null; dies unless it exits 0; the seconds it took.
sub run_by_hand {
    my ($self, $work, @argv) = @_;
    my $t0 = time;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        chdir $work or POSIX::_exit(126);
        %ENV = (PATH => '/usr/bin:/bin', HOME => $work, TMPDIR => $work);
        open STDIN, '<', '/dev/null';
        open STDOUT, '>', '/dev/null';
        open STDERR, '>', '/dev/null';
        { no warnings 'exec'; exec { $argv[0] } @argv; }
        POSIX::_exit(127);
    }
    waitpid($pid, 0);
    die "$argv[0] by hand: status $?" if $?;
    return time - $t0;
}

# the p-quantile (0.5, 0.99) of a sorted list: its ceil(n * p)-th value
sub pct {
    my ($v, $p) = @_;
    return $v->[POSIX::ceil(@$v * $p) - 1];
}

sub median {
    my @v = sort { $a <=> $b } @_;
    return undef unless @v;
    return @v % 2 ? $v[$#v / 2] : ($v[@v / 2 - 1] + $v[@v / 2]) / 2;
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
