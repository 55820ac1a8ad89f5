# The Debian packages on a fresh Debian 12: a minbase root made by
# debootstrap (cached in build/debroot/, one tarball a day), the two .debs
# of build/deb/ installed with apt, MariaDB, pictord and nginx started by
# hand in the root with the packaged configuration (never the host's own
# nginx), pictorctl init/migrate, a user, project and key, then uploads
# (a JPEG, an EPS pictord rasterizes in its sandbox) and variants over
# HTTP on a loopback port.  Run by make test and `make deb-test`; skipped
# without .debs, root or a reachable mirror.
use strict;
use warnings;
use Test::More;
use HTTP::Tiny;
use JSON::PP;
use IO::Socket::INET;
use File::Path qw(make_path);
use Time::HiRes qw(time sleep);
use lib 't/lib';
use Pictor::Test ();

my $ROOT    = $Pictor::Test::ROOT;
my $CACHE   = "$ROOT/build/debroot";
my $MIRROR  = $ENV{PICTOR_DEB_MIRROR} || 'http://deb.debian.org/debian';
my $started = time;

my @debs = grep { !/-dbgsym_/ } glob "$ROOT/build/deb/*.deb";
plan skip_all => 'no packages in build/deb/: make deb first' unless @debs;
plan skip_all => 'needs root (debootstrap, chroot)' unless $> == 0;
# make asan and others point the harness at their own build; the packages
# are make deb's, tested once by make test
plan skip_all => 'PICTOR_BUILD is set: the packages are not its build'
    if $ENV{PICTOR_BUILD};
plan skip_all => 'needs debootstrap' unless -x '/usr/sbin/debootstrap';
my $corpus = Pictor::Test::corpus_dir()
    or plan skip_all => 'no corpus';

my ($root, @mounts, @pids, $in_root_pid);

# whatever happens: processes of the root stopped, mounts gone, root gone
sub cleanup {
    return unless defined $root;
    # the daemons started here and whatever they started (nginx's workers)
    my @all = descendants(@pids, $in_root_pid // ());
    kill 'TERM', @all if @all;
    for my $pid (@pids) {
        for (1 .. 50) { last if waitpid($pid, 1) != 0; sleep 0.1 }
    }
    kill 'KILL', grep { kill 0, $_ } @all;
    @pids = ();
    system('umount', '-l', $_) for reverse @mounts;
    @mounts = ();
    # never remove through a mount still there
    if (!grep { (split ' ')[1] =~ /^\Q$root\E/ } `cat /proc/mounts`) {
        system('rm', '-rf', '--one-file-system', $root);
    } else {
        diag "mounts left under $root; not removed";
    }
    undef $root;
}
END { my $rc = $?; cleanup(); $? = $rc }

sub descendants {
    my @todo = @_;
    my (%kids, @found);
    for my $stat (glob '/proc/[0-9]*/stat') {
        open my $fh, '<', $stat or next;
        # pid (comm) state ppid: comm may hold spaces and parentheses
        push @{ $kids{$2} }, $1
            if (<$fh> // '') =~ /^(\d+) .*\) \S (\d+)/s;
    }
    while (defined(my $p = shift @todo)) {
        push @found, $p;
        push @todo, @{ $kids{$p} || [] };
    }
    return @found;
}
$SIG{$_} = sub { cleanup(); exit 1 } for qw(INT TERM);

# The root is entered by pivot_root in a mount namespace of its own, not
# by chroot: the kernel refuses user namespaces to a chrooted process, and
# the sandbox (bwrap) makes one.  The mounts made below come along.
sub enter {
    my @cmd = @_;
    return ('unshare', '-m', '--propagation', 'private', 'sh', '-ec',
            'mount --rbind "$0" "$0"; cd "$0"; pivot_root . .oldroot; '
            . 'umount -l /.oldroot; exec "$@"', $root, @cmd);
}

# a command in the root, as sh -c
sub in_root {
    my ($script) = @_;
    my $pid = open my $fh, '-|' // die "fork: $!";
    if ($pid == 0) {
        open STDERR, '>&', \*STDOUT or die;
        %ENV = (PATH => '/usr/sbin:/usr/bin:/sbin:/bin', LANG => 'C.UTF-8');
        exec enter('/bin/sh', '-ec', $script);
        die "exec: $!";
    }
    $in_root_pid = $pid;
    my $out = do { local $/; <$fh> } // '';
    close $fh;
    undef $in_root_pid;
    return ($? == 0, $out);
}

sub in_root_ok {
    my ($name, $script) = @_;
    my ($ok, $out) = in_root($script);
    ok($ok, $name) or diag $out;
    return $out;
}

# a daemon in the root, in the background; its output in the root's /tmp
sub spawn {
    my ($log, @cmd) = @_;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        open STDOUT, '>', "$root/tmp/$log" or die;
        open STDERR, '>&', \*STDOUT or die;
        %ENV = (PATH => '/usr/sbin:/usr/bin:/sbin:/bin', LANG => 'C.UTF-8');
        exec enter(@cmd);
        die "exec: $!";
    }
    push @pids, $pid;
    return $pid;
}

# --- the base root: debootstrap once a day ---
make_path($CACHE);
my @day = gmtime;
my $tar = sprintf '%s/bookworm-%04d%02d%02d.tar', $CACHE, $day[5] + 1900,
    $day[4] + 1, $day[3];
if (!-s $tar) {
    my $tmp = "$CACHE/bootstrap.$$";
    system('rm', '-rf', '--one-file-system', $tmp);
    my $t0 = time;
    if (system("debootstrap --variant=minbase bookworm $tmp $MIRROR "
               . "> $CACHE/debootstrap.log 2>&1") != 0) {
        system('rm', '-rf', '--one-file-system', $tmp);
        plan skip_all => "debootstrap cannot reach $MIRROR "
            . "(build/debroot/debootstrap.log)";
    }
    # the suites the host builds against: shlibs may need their versions
    open my $fh, '>', "$tmp/etc/apt/sources.list" or die;
    print $fh "deb $MIRROR bookworm main\n",
        "deb $MIRROR bookworm-updates main\n",
        "deb http://deb.debian.org/debian-security bookworm-security main\n";
    close $fh;
    system("tar -C $tmp -cf $tar.part . && mv $tar.part $tar") == 0
        or die "tar of the root failed";
    system('rm', '-rf', '--one-file-system', $tmp);
    unlink grep { $_ ne $tar } glob "$CACHE/bookworm-*.tar";
    diag sprintf 'debootstrap: %.0f s', time - $t0;
}

# --- a fresh root from it, with /proc and the apt archive cache ---
$root = "$CACHE/root.$$";
make_path($root);
system("tar -C $root -xf $tar") == 0 or BAIL_OUT("untar $tar");
make_path("$CACHE/archives/partial");
for my $m (['-t', 'proc', 'proc', "$root/proc"],
           ['-t', 'tmpfs', 'tmpfs', "$root/dev/shm"],
           ['--bind', "$CACHE/archives", "$root/var/cache/apt/archives"]) {
    make_path($m->[-1]);
    system('mount', @$m) == 0 or BAIL_OUT("mount @$m");
    push @mounts, $m->[-1];
}
system("cp /etc/resolv.conf $root/etc/resolv.conf");
# packages' scripts start no service: nginx would take port 80 of the host
open my $prc, '>', "$root/usr/sbin/policy-rc.d" or die;
print $prc "#!/bin/sh\nexit 101\n";
close $prc;
chmod 0755, "$root/usr/sbin/policy-rc.d";
make_path("$root/tmp/debs", "$root/.oldroot");
system('cp', @debs, "$root/tmp/debs/") == 0 or die;

# --- the packages ---
my $t_install = time;
my ($updated, $apt_out) = in_root('apt-get update -q');
if (!$updated) {
    diag $apt_out;
    cleanup();
    plan skip_all => "apt-get update cannot reach $MIRROR";
}
in_root_ok 'apt-get install of the two packages',
    'DEBIAN_FRONTEND=noninteractive apt-get install -y -q '
    . '--no-install-recommends /tmp/debs/*.deb mariadb-server nginx';
diag sprintf 'install: %.0f s', time - $t_install;

ok(-f "$root/usr/lib/nginx/modules/ngx_http_pictor_module.so", 'module');
is(readlink("$root/etc/nginx/modules-enabled/50-mod-http-pictor.conf"),
   '/usr/share/nginx/modules-available/mod-http-pictor.conf',
   'module enabled by default');
my $user = in_root_ok 'pictor user', 'id pictor';
like($user, qr/uid=\d+\(pictor\) gid=\d+\(pictor\)/, 'pictor system user');
my @st = stat "$root/var/lib/pictor";
is(sprintf('%04o', $st[2] & 07777), '0750', '/var/lib/pictor 0750');
my ($ok, $owner) = in_root('stat -c %U:%G /var/lib/pictor');
is($owner, "pictor:pictor\n", '/var/lib/pictor is pictor:pictor');
ok(-f "$root/lib/systemd/system/pictord.service", 'systemd unit');
for my $f (qw(/etc/pictor/pictord.conf /etc/nginx/sites-available/pictor)) {
    my ($c) = in_root("grep -qx $f /var/lib/dpkg/info/pictor.conffiles");
    ok($c, "$f is a conffile");
}

# the module is enabled in Debian's stock configuration, which must still
# pass (it has no Pictor location)
in_root_ok 'stock nginx -t with the module enabled', 'nginx -t';

# --- MariaDB, the database and its user (unix_socket: OS user pictor) ---
in_root_ok 'mariadb runtime dir',
    'mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld';
spawn('mariadb.log', 'mariadbd', '--user=mysql', '--skip-networking',
      '--socket=/run/mysqld/mysqld.sock');
my $up = 0;
for (1 .. 100) {
    ($up) = in_root('mariadb-admin ping');
    last if $up;
    sleep 0.2;
}
ok($up, 'mariadb up') or BAIL_OUT(`cat $root/tmp/mariadb.log`);
in_root_ok 'database and user', q{mariadb -e "
    CREATE DATABASE pictor CHARACTER SET utf8mb4
        COLLATE utf8mb4_unicode_ci;
    CREATE USER pictor@localhost IDENTIFIED VIA unix_socket;
    GRANT SELECT, INSERT, UPDATE, DELETE, EXECUTE ON pictor.*
        TO pictor@localhost"};

# --- pictorctl, as the pictor user; migrations as root (DDL) ---
my $ctl = 'runuser -u pictor -- pictorctl';
in_root_ok 'pictorctl init', "$ctl init";
@st = stat "$root/var/lib/pictor/master.key";
is(sprintf('%04o', $st[2] & 07777), '0600', 'master key 0600');
in_root_ok 'pictorctl migrate, as root (migrate_database)',
    'pictorctl migrate';
my ($altered) = in_root('runuser -u pictor -- mariadb pictor -e'
    . ' "ALTER TABLE images ADD COLUMN x INT"');
ok(!$altered, 'pictor\'s database user cannot change the schema');
in_root_ok 'user', "echo 'a long password 1' | $ctl user create "
    . "demo\@example.com --password-stdin";
in_root_ok 'project', "$ctl project create demo --owner demo\@example.com";
my $key = in_root_ok 'key', "$ctl key create demo 2>/tmp/key.err";
chomp $key;

# --- nginx as the README says, on a free loopback port ---
my $probe = IO::Socket::INET->new(Listen => 1, LocalAddr => '127.0.0.1',
                                  LocalPort => 0) or die;
my $port = $probe->sockport;
my $mprobe = IO::Socket::INET->new(Listen => 1, LocalAddr => '127.0.0.1',
                                   LocalPort => 0) or die;
my $mport = $mprobe->sockport;
close $probe;
close $mprobe;
in_root_ok 'site enabled', join ' && ',
    q{sed -i 's/^user www-data;/user pictor;/' /etc/nginx/nginx.conf},
    'ln -s /etc/pictor/nginx-threads.conf '
    . '/etc/nginx/modules-enabled/60-pictor-threads.conf',
    'ln -s /etc/nginx/sites-available/pictor /etc/nginx/sites-enabled/',
    'rm -f /etc/nginx/sites-enabled/default',
    "sed -i -e 's/127.0.0.1:8080/127.0.0.1:$port/g' "
    . "-e 's/127.0.0.1:9145/127.0.0.1:$mport/g' "
    . '/etc/nginx/sites-available/pictor';
in_root_ok 'nginx -t', 'nginx -t';

spawn('pictord.log', 'runuser', '-u', 'pictor', '--', 'pictord', '-c',
      '/etc/pictor/pictord.conf');
spawn('nginx.log', 'nginx', '-g', 'daemon off;');

my $http = HTTP::Tiny->new(timeout => 30);
my $base = "http://127.0.0.1:$port";
my $r;
for (1 .. 100) {
    $r = $http->get("$base/healthz");
    last if $r->{status} == 200;
    sleep 0.2;
}
is($r->{status}, 200, 'healthz') or diag $r->{content},
    `cat $root/tmp/nginx.log $root/var/log/nginx/error.log`;

# --- the dashboard, from /usr/share/pictor/dashboard ---
$r = $http->get("$base/dashboard/");
is($r->{status}, 200, 'the dashboard from the package');
like($r->{content} // '', qr/<script type="module" src="js\/app.js">/,
     'the dashboard is its index.html');
like($r->{headers}{'content-security-policy'} // '',
     qr/default-src 'self'/, 'the dashboard has its CSP');
$r = $http->get("$base/dashboard/js/app.js");
like($r->{headers}{'content-type'} // '', qr{^application/javascript},
     'the dashboard\'s modules are JavaScript');

# --- the OpenAPI document: served, and installed as the repository's ---
$r = $http->get("$base/api/openapi.json");
is($r->{status}, 200, 'the OpenAPI document from the package');
is((eval { decode_json($r->{content}) } || {})->{openapi}, '3.1.0',
   'it is OpenAPI 3.1');
{
    my $read = sub {
        open my $fh, '<:raw', $_[0] or return undef;
        local $/;
        return scalar <$fh>;
    };
    my $installed = $read->("$root/usr/share/pictor/openapi.json");
    ok(defined $installed, 'the package installs '
       . '/usr/share/pictor/openapi.json');
    ok(defined $installed && $installed eq ($read->('docs/openapi.json')
       // ''), 'the installed document is docs/openapi.json');
}

# --- an upload and a variant ---
my $file = "$corpus/exif/Landscape_1.jpg";
# POST /upload of a file (curl: multipart); its JSON and the raw answer
sub upload {
    my ($path) = @_;
    my $out = `curl -s -H 'X-Api-Key: $key' -F file=\@$path \\
        $base/api/demo/upload`;
    return ((eval { decode_json($out) } || {}), $out);
}

my ($img, $up_out) = upload($file);
ok($img->{imageId}, 'upload answers an image id') or diag $up_out;
$r = $http->get("$base/demo/$img->{imageId}/w_200.webp");
is($r->{status}, 200, 'variant 200') or diag $r->{content},
    `tail -20 $root/var/log/nginx/error.log`;
like($r->{content} // '', qr/\ARIFF....WEBP/s, 'variant is a WebP');
my ($wok, $size) = in_root('find /var/lib/pictor/storage -type f '
    . '-user pictor | wc -l');
cmp_ok($size, '>', 0, 'the original is stored as pictor');
# an EPS: pictord (as pictor) rasterizes it in the sandbox into the
# storage nginx's workers (as pictor) made
my $eps = "$corpus/eps/golfer.eps";
my ($epsj, $eps_out) = upload($eps);
ok($epsj->{processingJobId}, 'EPS upload answers a job') or diag $eps_out;
my $state = '';
for (1 .. 300) {
    $r = $http->get("$base/api/demo/" . ($epsj->{imageId} // 'x')
        . '/processing-status', { headers => { 'X-Api-Key' => $key } });
    $state = (eval { decode_json($r->{content}) } || {})->{status} // '';
    last if $state =~ /^(Completed|Failed)$/;
    sleep 0.2;
}
is($state, 'Completed', 'pictord rasterized the EPS in its sandbox')
    or diag $r->{content}, `tail -20 $root/tmp/pictord.log`;
$r = $http->get("$base/demo/" . ($epsj->{imageId} // 'x') . '/w_200.png');
is($r->{status}, 200, 'EPS variant 200');
like($r->{content} // '', qr/\A\x89PNG/, 'EPS variant is a PNG');

# the packaged site's metrics, on their own loopback listener, after that
# work; the public server has none
$r = $http->get("http://127.0.0.1:$mport/metrics");
is($r->{status}, 200, 'metrics on their own listener');
like($r->{content} // '', qr/^pictor_database_up 1$/m,
     'metrics: the database is up');
unlike($http->get("$base/metrics")->{content} // '', qr/^pictor_/m,
       'the public server serves no metrics');

my (undef, $doc) = in_root("$ctl doctor 2>&1 || true");
like($doc // '', qr/^database privileges: ok$/m,
     'doctor: the service user holds rows only');

ok(kill(0, $pids[1]), 'pictord still running')
    or diag `cat $root/tmp/pictord.log`;

cleanup();
ok(!-e "$CACHE/root.$$", 'root removed');
diag sprintf 'deb_install: %.0f s in all', time - $started;
done_testing;
