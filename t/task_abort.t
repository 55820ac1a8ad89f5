#!/usr/bin/perl

# A client that goes away while its request's task runs in the thread pool:
# nginx terminates the request (499 in the access log) once the task is
# done, no response is built for it, and the worker neither crashes nor
# logs an alert.  Renders are asked of the render server directly (the
# front's proxy_cache would keep fetching a cacheable answer for its
# cache), each a slow one (blur_40 on a 6 MP image); the client closes
# once the request is sent.  Counted, not timed: every aborted request
# must end with 499, and the server answers as before afterwards.

use strict;
use warnings;

use IO::Socket::UNIX;
use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('abort');

my $r = $t->upload('abort', key => $key,
    file => $t->corpus('images/2569067123_aca715a2ee_o.jpg'));
is($r->{status}, 201, 'upload a 2725x2225 JPEG: 201')
    or diag(substr($r->{content} // '', 0, 300));
my $id = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';

my $sock = $t->dir . '/render.sock';
my $workers = join ' ', sort(worker_pids());
my $n = 4;

for my $i (1 .. $n) {
    my $c = IO::Socket::UNIX->new(Peer => $sock, Type => SOCK_STREAM)
        or die "connect $sock: $!";
    print $c "GET /abort/$id/blur_40,q_$i.jpg HTTP/1.1\r\n"
        . "Host: pictor-render\r\n\r\n";
    # the request is read at once; its render takes far longer than this
    select(undef, undef, undef, 0.3);
    close $c;
}

my @lines;
my $all = Pictor::Test::wait_for(sub {
    @lines = grep { m{/abort/\Q$id\E/blur_40,q_\d\.jpg} }
        split /\n/, Pictor::Test::read_file($t->dir . '/access.log') // '';
    return @lines >= $n;
}, 60, 0.2);
ok($all, "all $n aborted renders logged") or diag(join "\n", @lines);
is(scalar(grep { m{" 499 } } @lines), $n,
    'each ended as a request its client closed: 499')
    or diag(join "\n", @lines);

$r = $t->http(GET => '/healthz');
is($r->{status}, 200, '/healthz answers afterwards');
$r = $t->http(GET => "/abort/$id/w_100.jpg");
is($r->{status}, 200, 'a render answers afterwards');
is(join(' ', sort(worker_pids())), $workers, 'no worker was replaced');

$t->done;


# the nginx workers: children of the master
sub worker_pids {
    my $master = $t->nginx_pid;
    my @pids;
    for my $stat (glob '/proc/[0-9]*/stat') {
        my $s = Pictor::Test::read_file($stat) // next;
        my ($pid, $ppid) = $s =~ /^(\d+) \(.*\) \S+ (\d+)/s or next;
        push @pids, $pid if $ppid == $master;
    }
    return @pids;
}
