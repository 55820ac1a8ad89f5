#!/usr/bin/perl

# pictord.service's hardening keeps the sandbox working: bubblewrap makes
# user, mount, pid, net, ipc, uts and cgroup namespaces and mounts a new
# /proc for ghostscript, pdftocairo and ffmpeg.  The unit must set none of
# the options that forbid that, every option it sets must be one judged
# here, and bwrap must run under those that touch mounts and privileges
# (ProtectSystem=strict as a read-only root, PrivateTmp, ProtectHome,
# NoNewPrivileges, a user that is not root), emulated with unshare and
# setpriv since there is no systemd to start the unit.

use strict;
use warnings;

use Test::More;
use Pictor::Test ();

my $unit = "$Pictor::Test::ROOT/debian/pictor.pictord.service";
open my $fh, '<', $unit or die "$unit: $!";
my %set;
while (<$fh>) {
    # a repeated option (SystemCallFilter) adds to the first
    $set{$1} = exists $set{$1} ? "$set{$1}\n$2" : $2 if /^(\w+)=(.*)$/;
}
close $fh;

# what the brief of the unit asks for
is($set{User}, 'pictor', 'runs as pictor');
is($set{ProtectSystem}, 'strict', 'ProtectSystem=strict');
is($set{ReadWritePaths}, '/var/lib/pictor', 'writes /var/lib/pictor only');
is($set{PrivateTmp}, 'yes', 'PrivateTmp');
is($set{NoNewPrivileges}, 'yes', 'NoNewPrivileges');
is($set{Restart}, 'on-failure', 'restarts on failure');

# they stop bwrap (t/systemd_unit.t tried each in a real systemd, the
# unit says why): namespaces refused, /proc/sys read-only or hidden
for my $k (qw(RestrictNamespaces ProtectKernelTunables ProcSubset
              ProtectHostname PrivateNetwork)) {
    ok(!exists $set{$k}, "no $k");
}
is($set{CapabilityBoundingSet}, '', 'no capability in the bounding set');
like($set{RestrictAddressFamilies} // '', qr/\bAF_NETLINK\b/,
     'netlink allowed: bwrap brings up the sandbox loopback');
like($set{SystemCallFilter} // '', qr/\@mount\b/,
     'mounts allowed: bwrap makes the sandbox');

# every key is judged: tried in t/systemd_unit.t, emulated below, or not
# hardening
my %known = map { $_ => 1 } qw(
    Description Documentation After Type User Group ExecStart
    TimeoutStopSec Restart RestartSec UMask WantedBy
    ProtectSystem ReadWritePaths PrivateTmp NoNewPrivileges ProtectHome
    RestrictSUIDSGID RestrictRealtime LockPersonality
    PrivateDevices PrivateUsers PrivateMounts ProtectClock
    ProtectKernelModules ProtectKernelLogs ProtectControlGroups ProtectProc
    CapabilityBoundingSet RestrictAddressFamilies MemoryDenyWriteExecute
    RemoveIPC KeyringMode SystemCallArchitectures SystemCallFilter
    SystemCallErrorNumber);
my @unknown = grep { !$known{$_} } sort keys %set;
is_deeply(\@unknown, [], 'no option this test has not judged');

SKIP: {
    skip 'needs root to emulate the unit (unshare -m)', 2 unless $> == 0;
    my @bwrap = qw(bwrap --unshare-all --unshare-user --disable-userns
                   --die-with-parent --new-session
                   --ro-bind /usr /usr --symlink usr/lib64 /lib64
                   --symlink usr/lib /lib --symlink usr/bin /bin
                   --proc /proc --dev /dev --tmpfs /tmp);
    my @as_user = qw(setpriv --reuid=nobody --regid=nogroup --clear-groups
                     --no-new-privs);
    my $plain = `@as_user @bwrap /bin/sh -c 'echo ok' 2>&1`;
    skip "bwrap cannot make namespaces here: $plain", 2
        unless $plain eq "ok\n";

    my $emulated = join ' && ',
        'mount --make-rprivate /',
        'mount -o remount,bind,ro /',             # ProtectSystem=strict
        'mount -t tmpfs tmpfs /tmp',              # PrivateTmp
        'mount -t tmpfs -o ro tmpfs /home',       # ProtectHome
        "@as_user @bwrap /bin/sh -c 'ls /proc/1/stat && echo ok'";
    my $out = `unshare -m sh -c "$emulated" 2>&1`;
    is($out, "/proc/1/stat\nok\n", 'bwrap runs under the unit\'s hardening');

    # the check can fail: /proc partly covered, as ProtectKernelTunables
    $out = `unshare -m sh -c 'mount --bind -o ro /proc/sys /proc/sys &&
        @as_user @bwrap /bin/true' 2>&1`;
    like($out, qr/proc/, 'a covered /proc stops bwrap (why the unit has'
         . ' no ProtectKernelTunables)');
}

done_testing;
