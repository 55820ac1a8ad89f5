#!/usr/bin/perl

# The packaged pictord.service in a real systemd (docs/SECURITY.md, "Least
# privilege").  systemd-nspawn boots the host's systemd in a container
# (a tmpfs root, the host's /usr) whose only unit is the shipped
# debian/pictor.pictord.service, as shipped but for the paths: pictord
# from this build under /opt/pictor, the test's directory at
# /var/lib/pictor.  nginx and MariaDB run outside, as in every test, and
# reach it through that directory.  Uploads of an EPS and a video give
# pictord jobs that run ghostscript and ffmpeg in the bubblewrap sandbox
# under every hardening option of the unit: both must complete.  The
# process shows the hardening applied (its uid, no capabilities, no new
# privileges, a seccomp filter), and systemd-analyze rates the unit 5.0
# or less.
#
# PICTOR_UNIT_EXTRA="Option=value;...": more options for the unit (how
# each one left out of it was judged: the job then fails).

use strict;
use warnings;

use Test::More;
use File::Copy qw(copy);
use File::Temp qw(tempdir);
use Pictor::Test;

plan skip_all => 'needs root (systemd-nspawn)' unless $> == 0;
for my $tool (qw(/usr/bin/systemd-nspawn /lib/systemd/systemd
                 /usr/bin/systemd-analyze /usr/bin/bwrap /usr/bin/gs
                 /usr/bin/ffmpeg)) {
    plan skip_all => "$tool not installed" unless -x $tool;
}

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
# LeakSanitizer stops the world with ptrace, which the unit's system call
# filter refuses (it is in @debug): a sanitized pictord cannot run there
plan skip_all => 'a sanitized pictord (make asan) cannot run under the'
    . ' unit\'s filter' if `ldd $Pictor::Test::BUILD/pictord 2>/dev/null`
    =~ /libasan/;
my $root = $Pictor::Test::ROOT;
my $unit_src = "$root/debian/pictor.pictord.service";

# --- the unit's rating ------------------------------------------------

my $rating = `systemd-analyze security --offline=yes '$unit_src' 2>&1`;
my ($score) = $rating =~ /Overall exposure level for \S+: ([\d.]+)/;
ok(defined $score && $score <= 5.0,
   'systemd-analyze security: 5.0 or less (' . ($score // '?') . ')')
    or diag($rating);

# --- a container whose only unit is pictord ---------------------------

$t->start(pictord => 0);
my $d = $t->dir;
my $key = $t->project_with_key('su');
my $uid = 64990;
my $ns = tempdir('pictor-ns-XXXXXX', DIR => '/tmp', CLEANUP => 1);

# the unit's user, as the package's postinst makes it
Pictor::Test::write_file("$ns/passwd", "root:x:0:0:root:/root:/bin/sh\n"
    . "pictor:x:$uid:$uid:Pictor:/var/lib/pictor:/usr/sbin/nologin\n");
Pictor::Test::write_file("$ns/group", "root:x:0:\npictor:x:$uid:\n");

# the shipped unit, paths moved; its log where the test reads it
my $unit = Pictor::Test::read_file($unit_src);
$unit =~ s{^ExecStart=/usr/sbin/pictord }{ExecStart=/opt/pictor/pictord }m
    or die 'the unit has no ExecStart of /usr/sbin/pictord';
$unit =~ s{^(\[Service\]\n)}{$1StandardOutput=append:/var/lib/pictor/pictord.log\nStandardError=append:/var/lib/pictor/pictord.log\n}m;
my @extra = split /;/, $ENV{PICTOR_UNIT_EXTRA} // '';
$unit =~ s{^(\[Install\])}{join('', map { "$_\n" } @extra) . "\n$1"}me
    if @extra;
Pictor::Test::write_file("$ns/pictord.service", $unit);
note("extra options: @extra") if @extra;

# pictord.conf for the container's paths
my $conf = Pictor::Test::read_file($t->pictord_conf_path);
$conf =~ s{\Q$d\E}{/var/lib/pictor}g;
$conf =~ s{^sandbox_exec\s.*$}{sandbox_exec /opt/pictor/pictor-sandbox-exec}m;
$conf =~ s{^lease_seconds\s.*$}{lease_seconds 30}m;
Pictor::Test::write_file("$d/pictord.container.conf", $conf);
$unit = Pictor::Test::read_file("$ns/pictord.service");
$unit =~ s{-c /etc/pictor/pictord\.conf}{-c /var/lib/pictor/pictord.container.conf}
    or die 'the unit does not read /etc/pictor/pictord.conf';
Pictor::Test::write_file("$ns/pictord.service", $unit);

# the unit's user owns what pictord writes (nginx's workers run as that
# user in a deployment, as root here: the directories they would make)
mkdir "$d/storage/$_" for '.tmp', 'su';
system('chown', '-R', "$uid:$uid", "$d/storage", $t->master_key_path,
       $t->db_password_path) == 0 or die 'chown';
chmod 0755, $d;
chown $uid, $uid, $d or die "chown $d: $!";

my $build = $Pictor::Test::BUILD;
my @nspawn = ('systemd-nspawn', '-q', '-D', '/', '--volatile=yes',
    '--register=no', '--keep-unit',
    "--bind-ro=$ns/passwd:/etc/passwd", "--bind-ro=$ns/group:/etc/group",
    "--bind-ro=$ns/pictord.service:/etc/systemd/system/pictord.service",
    "--bind-ro=$build:/opt/pictor", "--bind=$d:/var/lib/pictor",
    # the pieces of /etc the tools read (the sandbox binds them in)
    map({ "--bind-ro=$_" } grep { -e } qw(/etc/ld.so.cache /etc/alternatives
        /etc/fonts /etc/papersize /etc/localtime)),
    '-b', 'systemd.unit=pictord.service', 'systemd.firstboot=off');
# /proc/sys writable, as on a host: bwrap --disable-userns writes there
$ENV{SYSTEMD_NSPAWN_API_VFS_WRITABLE} = 1;
my $boot = $t->spawn(\@nspawn, stdout => "$d/nspawn.log",
                     stderr => "$d/nspawn.log", stdin => '/dev/null');

# pictord of the unit: a process of uid $uid whose binary is the build's
sub unit_pid {
    opendir my $dh, '/proc' or return;
    for my $p (grep { /^\d+$/ } readdir $dh) {
        my $st = Pictor::Test::read_file("/proc/$p/status") // next;
        next unless $st =~ /^Uid:\s+$uid\s/m;
        my $cmd = Pictor::Test::read_file("/proc/$p/cmdline") // next;
        return $p if $cmd =~ m{^/opt/pictor/pictord\0};
    }
    return;
}

my $pid;
ok(Pictor::Test::wait_for(sub { $pid = unit_pid() }, 60, 0.2),
   'systemd started pictord.service')
    or diag(Pictor::Test::tail("$d/nspawn.log", 40));

SKIP: {
    skip 'pictord did not start', 16 unless $pid;
    my $st = Pictor::Test::read_file("/proc/$pid/status") // '';
    like($st, qr/^Uid:\s+$uid\s+$uid\s+$uid\s+$uid$/m, 'as user pictor');
    like($st, qr/^CapBnd:\s+0+$/m, 'with no capability to gain');
    like($st, qr/^NoNewPrivs:\s+1$/m, 'no new privileges');
    like($st, qr/^Seccomp:\s+2$/m, "systemd's system call filter");

    # an EPS (ghostscript) and a video (ffprobe at upload in nginx, then
    # ffmpeg in pictord), each a job of pictord's sandbox
    my %job;
    for my $f ('eps/golfer.eps', 'video/filetype_fixture.webm') {
        my $r = $t->upload('su', key => $key, file => $t->corpus($f));
        is($r->{status}, 201, "$f uploaded") or diag($r->{content});
        $job{$f} = $r->{json}{imageId};
    }
    for my $f (sort keys %job) {
        my $state = '';
        Pictor::Test::wait_for(sub {
            my $r = $t->http(GET => "/api/su/$job{$f}/processing-status",
                             key => $key);
            $state = ($r->{json} || {})->{status} // '';
            $state =~ /^(?:Completed|Failed)$/;
        }, 90, 0.3);
        is($state, 'Completed', "$f: pictord's job completed in the unit")
            or diag(Pictor::Test::tail("$d/pictord.log", 30));
    }

    my $eps = $t->http(GET => "/su/$job{'eps/golfer.eps'}/w_200.png");
    is($eps->{status}, 200, 'the EPS renders');

    # the sheet's jobs: libvips and libxml2 in pictord itself
    for my $op ('split', 'extract-svg') {
        my $r = $t->http(POST => "/api/su/$job{'eps/golfer.eps'}/$op",
                         key => $key);
        my $url = ($r->{json} || {})->{statusUrl};
        ok($url, "$op: a job") or diag($r->{content});
        my $state = '';
        Pictor::Test::wait_for(sub {
            my $s = $t->http(GET => $url // '/none', key => $key);
            $state = ($s->{json} || {})->{status} // '';
            $state =~ /^(?:Completed|Failed)$/;
        }, 60, 0.3);
        is($state, 'Completed', "$op: completed in the unit")
            or diag(Pictor::Test::tail("$d/pictord.log", 20));
    }
    my $log = Pictor::Test::read_file("$d/pictord.log") // '';
    unlike($log, qr/unconfined|no namespaces/i,
           'the tools ran confined, none unconfined');
    like($log, qr/started: \d+ workers/, 'the log is the unit\'s pictord');
}

# systemd stops it: SIGTERM to nspawn halts the container
kill 'TERM', $boot;
ok(defined Pictor::Test::wait_child($boot, 60), 'the container halts');
ok(!unit_pid(), 'pictord is gone with it');

$t->done;
