#!/usr/bin/perl

# Faults on purpose (docs/ROBUSTNESS.md, "Faults").  A client keeps
# uploading, asking for new variants and listing while, one at a time:
#
#   MariaDB is stopped and started again
#   pictord is SIGKILLed while EPS and split jobs run, and started again
#   an nginx worker is SIGKILLed
#   the disk under the storage root fills up (a small tmpfs), then frees
#   the customer's bucket (the S3 emulator) is stopped and started again
#
# While it lasts the answers are clear (503, or 502 for the bucket; a
# killed worker's connections are cut), never a 500; afterwards everything
# works again without a restart of nginx, and nothing that was acknowledged
# is lost: every 201 upload is there with its original, every job runs to
# its end once (no duplicate derived assets).  PICTOR_FAULT_SECONDS
# (default 2) is how long each fault lasts.

use strict;
use warnings;

# the tmpfs is mounted in a mount namespace of this test's own: it goes
# with the test, whatever happens to it
BEGIN {
    if ($> == 0 && !$ENV{PICTOR_FAULTS_NS} && -x '/usr/bin/unshare'
        && system('unshare -m true 2>/dev/null') == 0)
    {
        $ENV{PICTOR_FAULTS_NS} = 1;
        my $lib = $INC[0] =~ m{^/} ? $INC[0] : "$ENV{PWD}/$INC[0]";
        exec 'unshare', '-m', '--propagation', 'private', $^X,
            map({ ('-I', $_ =~ m{^/} ? $_ : "$ENV{PWD}/$_") }
                grep { !ref } @INC), $0, @ARGV;
    }
}

use Test::More;
use JSON::PP;
use POSIX ();
use Time::HiRes qw(time sleep);
use Pictor::Test;
use Pictor::Eps;
use Pictor::S3Emu;

my $SECS = $ENV{PICTOR_FAULT_SECONDS} // 2;
my $JSON = JSON::PP->new->canonical;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
plan skip_all => 'gs not installed' unless -x '/usr/bin/gs';
my $d = $t->dir;
my $emu = Pictor::S3Emu->start($d, bucket => 'pictor-faults');
$t->start(pictord => 1);
my $P = 'fl';
my $key = $t->project_with_key($P, 'faults@example.com');
my $jpeg = Pictor::Test::read_file($t->corpus('images/missing-exif.jpg'));

# --- a client that keeps working -----------------------------------------

# In a child until $stop exists: uploads (to $project), new variants of
# what it uploaded, listings.  Every answer [time, op, status, id].
sub load {
    my ($project, $pkey, $stop, $out) = @_;
    my $pid = fork // die "fork: $!";
    return $pid if $pid;
    $t->{ua} = {};
    my (@ev, @ids);
    my $n = 0;
    while (!-e $stop) {
        $n++;
        my $t0 = time;
        if ($n % 3 == 1 || !@ids) {
            my $r = $t->upload($project, key => $pkey, content => $jpeg,
                               filename => "l$n.jpg");
            my $id = ($r->{json} || {})->{imageId};
            push @ids, $id if $r->{status} == 201 && $id;
            push @ev, [$t0, 'upload', $r->{status}, $id // ''];
        } elsif ($n % 3 == 2) {
            my $id = $ids[rand @ids];
            my $r = $t->http(GET => "/$project/$id/w_" . (50 + $n % 400)
                             . '.png');
            push @ev, [$t0, 'variant', $r->{status}, $id];
        } else {
            my $r = $t->http(GET => "/api/$project/images?limit=5",
                             key => $pkey);
            push @ev, [$t0, 'list', $r->{status}, ''];
        }
        sleep 0.02;
    }
    Pictor::Test::write_file($out, $JSON->encode(\@ev));
    POSIX::_exit(0);
}

# The load around $fault, which returns when the fault is over; the
# answers, and when the fault ended
sub under_load {
    my ($name, $fault, %o) = @_;
    (my $tag = $name) =~ s/\W+/-/g;
    my $stop = "$d/$tag.stop";
    my $out = "$d/$tag.json";
    my $pid = load($o{project} // $P, $o{key} // $key, $stop, $out);
    sleep 1;
    my $from = time;
    $fault->();
    my $over = time;
    sleep 2.5;
    Pictor::Test::write_file($stop, '');
    waitpid $pid, 0;
    my $ev = eval { $JSON->decode(Pictor::Test::read_file($out) // '') }
        || [];
    return ($ev, $from, $over);
}

# what the answers must be: @allowed while it lasts, 2xx once it is
# over (a second for things to settle), never a 500
sub judge {
    my ($name, $ev, $from, $over, @allowed) = @_;
    my $instant = $allowed[0] eq 'instant' ? shift @allowed : 0;
    my %ok = map { $_ => 1 } 200, 201, @allowed;
    my (%seen, @bad, @late);
    for my $e (@$ev) {
        my ($t0, $op, $st) = @$e;
        $seen{$st}++;
        push @bad, "$op: $st" unless $ok{$st};
        push @late, "$op: $st" if $t0 > $over + 1 && $st !~ /^2/;
    }
    note("$name: " . join ', ', map { "$_: $seen{$_}" } sort keys %seen);
    ok(@$ev > 10, "$name: the client kept working (" . scalar(@$ev)
       . ' requests)');
    is_deeply(\@bad, [], "$name: only clear answers ("
              . join(' ', 200, 201, @allowed) . ')');
    is_deeply(\@late, [], "$name: everything works again without a"
              . ' restart');
    ok(scalar(grep { $_->[0] > $from && $_->[0] < $over } @$ev) > 0,
       "$name: requests were made while it lasted") unless $instant;
}

# every acknowledged upload is there, with its original
sub kept {
    my ($name, $ev, $project, $pkey) = @_;
    my @lost;
    for my $e (grep { $_->[1] eq 'upload' && $_->[2] == 201 } @$ev) {
        my $r = $t->http(GET => "/api/$project/images/$e->[3]",
                         key => $pkey);
        my $o = $t->http(GET => "/$project/$e->[3]/original");
        push @lost, "$e->[3]: row $r->{status}, original $o->{status}"
            unless $r->{status} == 200 && $o->{status} == 200
                && length($o->{content}) == length($jpeg);
    }
    is_deeply(\@lost, [], "$name: every 201 upload is there with its"
              . ' original');
}

# --- MariaDB restarted ------------------------------------------------

my ($ev, $from, $over) = under_load('MariaDB restarted', sub {
    $t->stop_mariadb;
    sleep $SECS;
    $t->start_mariadb;
});
judge('MariaDB restarted', $ev, $from, $over, 503);
kept('MariaDB restarted', $ev, $P, $key);

# --- pictord killed while jobs run ---------------------------------------

my $eps = Pictor::Eps->new($t, $P, $key);
my $sheet = ($eps->upload_ok('sheet',
    Pictor::Test::read_file($t->corpus('eps/golfer.eps'))))[0];
$eps->wait_job($sheet, undef, 'Completed', 60);
my @eps = map { ($eps->upload_ok("slow$_", Pictor::Eps::slow_eps(20000000)))[0] }
    1 .. 3;
my $split = $t->http(POST => "/api/$P/$sheet/split", key => $key);
is($split->{status}, 202, 'a split job: 202');
ok(Pictor::Test::wait_for(sub {
    $t->sql_value("SELECT COUNT(*) FROM jobs WHERE status = 'Running'") > 0
}, 10, 0.05), 'jobs are running');
my $killed = $t->kill9_pictord;
ok($killed && ($killed->{signal} // 0) == 9, 'pictord SIGKILLed while'
   . ' the jobs run');
sleep $SECS;
$t->start_pictord;
for my $id (@eps, $sheet) {
    my $s = $eps->wait_job($id, undef, qr/^(?:Completed|Failed)$/, 90);
    is($s->{status}, 'Completed', "pictord killed: $id completed");
}
my $url = ($split->{json} || {})->{statusUrl} // '/none';
ok(Pictor::Test::wait_for(sub {
    ($t->http(GET => $url, key => $key)->{json}{status} // '') eq 'Completed'
}, 90, 0.3), 'pictord killed: the split job (202) completed');
for my $id (@eps, $sheet) {
    my %types;
    $types{$_->{derivationType}}++ for @{ $eps->derived($id) || [] };
    is_deeply([grep { $types{$_} > 1 } sort keys %types], [],
              "pictord killed: $id has each derived asset once");
}
is($t->sql_value("SELECT COUNT(*) FROM jobs WHERE status = 'Running'"), 0,
   'pictord killed: no job left Running');

# --- an nginx worker killed ------------------------------------------------

sub workers {
    my $master = $t->nginx_pid;
    opendir my $dh, '/proc' or return;
    my @w;
    for my $p (grep { /^\d+$/ } readdir $dh) {
        my $st = Pictor::Test::read_file("/proc/$p/stat") // next;
        my ($ppid) = $st =~ /\) \S+ (\d+)/;
        my $cmd = Pictor::Test::read_file("/proc/$p/cmdline") // '';
        push @w, $p if ($ppid // 0) == $master && $cmd =~ /worker process/;
    }
    return @w;
}

my @before = workers();
($ev, $from, $over) = under_load('an nginx worker killed', sub {
    kill 'KILL', $before[0];
    # the master starts another
    Pictor::Test::wait_for(sub { scalar(workers()) == scalar(@before) },
                           10, 0.1);
});
# a request on the killed worker's connection gets no answer (599 is the
# client's own "no response")
judge('an nginx worker killed', $ev, $from, $over, 'instant', 599);
kept('an nginx worker killed', $ev, $P, $key);
is(scalar(workers()), scalar(@before), 'the master replaced the worker');

# --- the disk full ---------------------------------------------------------

SKIP: {
    skip 'no mount namespace of the test\'s own', 8
        unless $ENV{PICTOR_FAULTS_NS};
    my $fp = 'full';
    my $fkey = $t->project_with_key($fp, 'faults@example.com');
    # a fresh storage root of 12 MB under the running nginx and pictord
    system('mount', '-t', 'tmpfs', '-o', 'size=12m', 'tmpfs',
           "$d/storage") == 0 or die 'mount tmpfs';
    mkdir "$d/storage/.tmp", 0700;
    my (@ok, @st);
    for my $n (1 .. 80) {
        my $r = $t->upload($fp, key => $fkey, content => $jpeg,
                           filename => "f$n.jpg");
        push @st, $r->{status};
        push @ok, $r->{json}{imageId} if $r->{status} == 201;
        last if $r->{status} != 201 && @st > 3 && $st[-2] != 201;
    }
    my ($full) = grep { $_ != 201 } @st;
    ok(@ok > 3, 'disk filling: uploads while there is room ('
       . scalar(@ok) . ')');
    is($full, 503, 'the disk full: 503');
    my $r = $t->upload($fp, key => $fkey, content => $jpeg);
    my $slug = $t->problem_ok($r, 503, 'the disk full: a problem');
    like($r->{json}{detail} // '', qr/full|space/i,
         'the detail says the storage is full');
    ok($r->{headers}{'retry-after'}, 'with Retry-After');
    is($t->sql_value("SELECT COUNT(*) FROM images i JOIN projects p ON"
       . " p.id = i.project_id WHERE p.slug = '$fp'"), scalar(@ok),
       'a refused upload left no row');
    # room again: the images deleted
    $t->http(DELETE => "/api/$fp/images/$_", key => $fkey)
        for @ok[0 .. $#ok / 2];
    $r = $t->upload($fp, key => $fkey, content => $jpeg);
    is($r->{status}, 201, 'room again: uploads work without a restart')
        or diag($r->{content});
    my @lost = grep { $t->http(GET => "/$fp/$_/original")->{status} != 200 }
        @ok[$#ok / 2 + 1 .. $#ok];
    is_deeply(\@lost, [], 'the disk full: the acknowledged uploads are'
              . ' there');
    system('umount', '-l', "$d/storage") == 0 or die 'umount';
}

# --- the bucket stopped ----------------------------------------------------

my $bp = 'bk';
my $bkey = $t->project_with_key($bp, 'faults@example.com');
$t->ctl_ok('plan', 'set', $bp, 'pro');
my $own = $t->jar;
$t->login('faults@example.com', "password for $P 1", $own);
my $put = $t->http(PUT => "/api/$bp/storage", jar => $own,
                   json => $emu->storage_body(pathPrefix => 'f/'));
is($put->{status}, 200, 'a project on the bucket') or diag($put->{content});
($ev, $from, $over) = under_load('the bucket stopped', sub {
    $emu->stop;
    sleep $SECS;
    $emu->run;
}, project => $bp, key => $bkey);
judge('the bucket stopped', $ev, $from, $over, 502);
kept('the bucket stopped', $ev, $bp, $bkey);

# the worker killed on purpose is the one alert nginx may log
$Pictor::Test::NGINX_BAD = qr/\[alert\](?!.* worker process \d+ exited on signal 9$)|\[emerg\]|$Pictor::Test::SANITIZER_REPORT/;

$t->done;
