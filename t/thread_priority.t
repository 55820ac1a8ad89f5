#!/usr/bin/perl

# pictor_thread_priority: the threads that run Pictor's pool tasks, and
# the libvips threads they start, run at a lower priority (nice) than the
# event loop, so cache hits stay fast while renders fill the cores.  Read
# from /proc after real renders through nginx: each worker's event loop
# keeps nice 0, every libvips worker has the configured value; a value
# out of -20..19 is refused by nginx -t.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('prio');

my @ids;
for my $f (qw(images/missing-exif.jpg exif/Landscape_3.jpg)) {
    my $r = $t->upload('prio', key => $key, file => $t->corpus($f));
    is($r->{status}, 201, "upload $f: 201");
    push @ids, ($r->{json} || {})->{imageId} // 'img_none';
}

# the nginx workers of our master: pid => [ { tid, comm, nice, cpu } ]
sub worker_threads {
    my $master = $t->nginx_pid or return {};
    my %w;
    opendir my $dh, '/proc' or return {};
    for my $pid (grep { /^\d+$/ } readdir $dh) {
        my $st = Pictor::Test::read_file("/proc/$pid/stat") // next;
        next unless $st =~ /\) \S+ (\d+)/ && $1 == $master;
        my $cl = Pictor::Test::read_file("/proc/$pid/cmdline") // '';
        next unless $cl =~ /worker process/;
        opendir my $td, "/proc/$pid/task" or next;
        for my $tid (grep { /^\d+$/ } readdir $td) {
            my $s = Pictor::Test::read_file("/proc/$pid/task/$tid/stat")
                // next;
            my ($comm) = $s =~ /\((.*)\)/s;
            $s =~ s/^.*\) //s;
            my @f = split ' ', $s;
            push @{ $w{$pid} }, { tid => $tid, comm => $comm,
                nice => $f[16], cpu => $f[11] + $f[12] };
        }
        closedir $td;
    }
    closedir $dh;
    return \%w;
}

# renders from 8 clients at once, so that both workers' pools take some
sub render_storm {
    my ($tag) = @_;
    my @res = $t->fork_each(8, sub {
        my ($i) = @_;
        my @s;
        for my $id (@ids) {
            my $r = $t->http(GET => "/prio/$id/w_" . (100 + $i)
                . ",q_$tag.webp");
            push @s, $r->{status};
        }
        return join ',', @s;
    });
    is_deeply(\@res, [('200,200') x 8], "$tag: 16 renders answer 200");
}

sub check_threads {
    my ($name, $want) = @_;
    my $w = worker_threads();
    ok(scalar keys %$w, "$name: nginx workers found") or return;
    my (@loops, @vips, @pool);
    for my $pid (sort keys %$w) {
        for my $th (@{ $w->{$pid} }) {
            if ($th->{tid} == $pid) { push @loops, $th }
            elsif ($th->{comm} =~ /^libvips/) { push @vips, $th }
            elsif ($th->{comm} eq 'nginx') { push @pool, $th }
        }
    }
    is_deeply([map { $_->{nice} } @loops], [(0) x @loops],
        "$name: every event loop keeps nice 0");
    ok(scalar @vips, "$name: libvips threads exist (" . @vips . ')');
    is_deeply([map { $_->{nice} } @vips], [($want) x @vips],
        "$name: every libvips thread runs at nice $want")
        or diag(explain \@vips);
    my @busy = grep { $_->{cpu} > 0 } @vips;
    ok(scalar @busy, "$name: the libvips threads did the rendering");
    ok((grep { $_->{nice} == $want } @pool),
        "$name: the pool threads that ran tasks are at nice $want")
        or diag(explain \@pool);
}

render_storm(81);
check_threads('default', 10);

# a chosen value, on fresh workers
$t->stop_nginx;
$t->start_nginx(http => 'pictor_thread_priority 15;');
render_storm(82);
check_threads('pictor_thread_priority 15', 15);

# 0 leaves the threads as the worker
$t->stop_nginx;
$t->start_nginx(http => 'pictor_thread_priority 0;');
render_storm(83);
check_threads('pictor_thread_priority 0', 0);

# out of range: nginx -t refuses the configuration
$t->stop_nginx;
$t->write_nginx_conf(http => 'pictor_thread_priority 20;');
my ($rc, $out, $err) = $t->run_cmd([$t->nginx_cmd('-t')]);
isnt($rc, 0, 'pictor_thread_priority 20: nginx -t fails');
like("$out$err", qr/between -20 and 19 in \S+nginx\.conf:\d+/,
    'pictor_thread_priority 20: the error gives the range and the line');

done_testing;
