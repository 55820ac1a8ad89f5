#!/usr/bin/perl

# The Debian package enables the module in every nginx (modules-enabled),
# like Debian's own modules: an nginx whose configuration has no Pictor
# location must start and serve with it loaded, needing no thread_pool,
# and its workers must start no thread (no pool, no libvips) and log
# nothing of Pictor's.

use strict;
use warnings;

use Test::More;
use IO::Socket::INET;
use HTTP::Tiny;
use File::Temp qw(tempdir);
use Time::HiRes qw(sleep);
use Pictor::Test;

my $so = "$Pictor::Test::BUILD/nginx/ngx_http_pictor_module.so";
plan(skip_all => "no module at $so (make test-build)") unless -f $so;

my $d = tempdir('pictor-idle-XXXXXX', TMPDIR => 1, CLEANUP => 1);
my $probe = IO::Socket::INET->new(Listen => 1, LocalAddr => '127.0.0.1',
                                  LocalPort => 0) or die "socket: $!";
my $port = $probe->sockport;
close $probe;

mkdir "$d/logs";
open my $fh, '>', "$d/nginx.conf" or die;
print $fh <<"CONF";
load_module $so;
worker_processes 1;
pid $d/nginx.pid;
error_log $d/error.log info;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path $d/body;
    proxy_temp_path $d/proxy;
    fastcgi_temp_path $d/fastcgi;
    uwsgi_temp_path $d/uwsgi;
    scgi_temp_path $d/scgi;
    server {
        listen 127.0.0.1:$port;
        location / { return 200 "idle\\n"; }
    }
}
CONF
close $fh;

my @nginx = ('nginx', '-p', $d, '-c', "$d/nginx.conf", '-e', "$d/error.log");
if ($> == 0) {
    # as root the workers would be nobody, who cannot write $d
    open my $c, '>>', "$d/nginx.conf" or die;
    print $c "user root;\n";
    close $c;
}

# a sanitized module (make asan) needs its runtimes first in the stock
# nginx, as the harness does; nginx frees nothing at exit by design
if (my $rt = Pictor::Test::module_runtimes()) {
    $ENV{LD_PRELOAD} = $rt;
    $ENV{ASAN_OPTIONS} = 'detect_leaks=0';
}

my $t_out = `@nginx -t 2>&1`;
is($?, 0, 'nginx -t: no thread_pool needed') or diag $t_out;

my $pid = fork // die "fork: $!";
if ($pid == 0) {
    exec @nginx, '-g', 'daemon off;' or die "exec: $!";
}

my $r;
for (1 .. 100) {
    $r = HTTP::Tiny->new(timeout => 5)->get("http://127.0.0.1:$port/");
    last if $r->{status} == 200;
    sleep 0.1;
}
is($r->{status}, 200, 'serves with the module loaded');
is($r->{content}, "idle\n", 'its own content');

# the worker: the master's only child
my @workers = grep {
    open my $s, '<', "/proc/$_/stat" or next;
    # pid (comm) state ppid: comm may hold spaces and parentheses
    ((scalar <$s>) // '') =~ /\) \S (\d+)/ && $1 == $pid;
} map { m{/proc/(\d+)$} } glob '/proc/[0-9]*';
is(scalar @workers, 1, 'one worker');
my @tasks = glob "/proc/$workers[0]/task/*";
is(scalar @tasks, 1, 'the worker runs no thread of Pictor\'s');

kill 'QUIT', $pid;
waitpid $pid, 0;

open my $log, '<', "$d/error.log" or die;
my @pictor = grep { /pictor/ } <$log>;
is_deeply(\@pictor, [], 'nothing of Pictor\'s in the error log');

done_testing;
