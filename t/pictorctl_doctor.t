#!/usr/bin/perl

# pictorctl doctor (issue 20 item 3): on the test deployment (nginx,
# pictord, a migrated database) every check says ok and it exits 0; each
# deliberate breakage makes its check say FAIL with the reason, and exit
# 1, while the others stay ok: a master key group and others may read,
# pictord stopped, a migration not applied, a read-only storage root; with
# a managed bucket (the S3 emulator), credentials others may read and the
# bucket gone.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(pictord => 1);
my $d = $t->dir;

my @CHECKS = ('master key', 'managed bucket credentials', 'managed bucket',
    'database', 'database migrated', 'database privileges', 'storage root',
    'pictord', 'sandbox',
    'sandbox launcher', 'ghostscript', 'ffmpeg', 'ffprobe', 'metrics',
    'metrics not public');

# (exit, { check => its verdict }, stdout)
sub doctor {
    my (@wrap) = @_;
    my ($rc, $out, $err) = @wrap
        ? $t->run_cmd([@wrap, "$Pictor::Test::BUILD/pictorctl", '-c',
            $t->pictord_conf_path, 'doctor'])
        : $t->ctl('doctor');
    my %v = map { /^([^:]+): (.*)$/ ? ($1 => $2) : () } split /\n/, $out // '';
    return ($rc, \%v, ($out // '') . ($err // ''));
}

# every check but $broken is ok (or skipped, for the managed bucket)
sub others_ok {
    my ($v, $broken, $name) = @_;
    my @bad = grep { $_ ne $broken && ($v->{$_} // '') !~ /^(?:ok|skipped)/ }
        @CHECKS;
    is_deeply(\@bad, [], "$name: the other checks pass");
}

my ($rc, $v, $out) = doctor();
is($rc, 0, 'all well: exit 0') or diag($out);
is(scalar(grep { exists $v->{$_} } @CHECKS), scalar @CHECKS,
    'one line per check') or diag($out);
is_deeply([grep { $v->{$_} !~ /^ok\b/ } grep { !/managed/ } @CHECKS], [],
    'all well: every check ok') or diag($out);
like($v->{'managed bucket'} // '', qr/^skipped \(no managed_store\)/,
    'no managed bucket: skipped');
like($out, qr/^all checks passed$/m, 'all well: says so');
note($out);

# --- the master key: group and others may read it -----------------------

my $mk = $t->master_key_path;
chmod 0644, $mk or die "chmod: $!";
($rc, $v, $out) = doctor();
is($rc, 1, 'master key 0644: exit 1');
like($v->{'master key'} // '', qr/^FAIL: .*\Q$mk\E.*(?:group|others|mode)/i,
    'master key 0644: FAIL naming the file and its mode') or diag($out);
others_ok($v, 'master key', 'master key 0644');
chmod 0600, $mk or die "chmod: $!";

# --- pictord stopped ----------------------------------------------------

$t->stop_pictord;
($rc, $v, $out) = doctor();
is($rc, 1, 'pictord stopped: exit 1');
like($v->{pictord} // '', qr/^FAIL: nothing accepts wake-ups at ipc:\/\/\Q$d\E\/pictord\.sock: .*is pictord running/,
    'pictord stopped: FAIL naming the endpoint') or diag($out);
others_ok($v, 'pictord', 'pictord stopped');
$t->start_pictord;
ok(Pictor::Test::wait_for(sub { (doctor())[1]{pictord} eq 'ok' }, 20),
    'pictord started again: ok');

# --- a migration not applied --------------------------------------------

my $last = $t->sql_value('SELECT version FROM schema_migrations'
    . ' ORDER BY version DESC LIMIT 1');
my $at = $t->sql_value('SELECT applied_at FROM schema_migrations WHERE'
    . ' version = ' . Pictor::Test::sql_quote($last));
$t->sql('DELETE FROM schema_migrations WHERE version = '
    . Pictor::Test::sql_quote($last));
($rc, $v, $out) = doctor();
is($rc, 1, 'a migration missing: exit 1');
like($v->{'database migrated'} // '',
    qr/^FAIL: 1 migration\(s\) not applied, from \Q$last\E: run pictorctl migrate$/,
    'a migration missing: FAIL naming it') or diag($out);
is($v->{database}, 'ok', 'the database itself is reachable');
others_ok($v, 'database migrated', 'a migration missing');
$t->sql('INSERT INTO schema_migrations (version, applied_at) VALUES ('
    . Pictor::Test::sql_quote($last) . ', ' . Pictor::Test::sql_quote($at)
    . ')');

# --- the service's database user may change the schema -----------------

$t->sql("GRANT ALTER, DROP ON pictor.* TO 'pictor'\@'localhost'");
($rc, $v, $out) = doctor();
is($rc, 1, 'database user with DDL: exit 1');
like($v->{'database privileges'} // '',
     qr/^FAIL: database's user may (?:ALTER, DROP|DROP, ALTER); .*SELECT, INSERT, UPDATE, DELETE/,
     'database user with DDL: FAIL naming ALTER and DROP') or diag($out);
others_ok($v, 'database privileges', 'database user with DDL');
$t->sql("REVOKE ALTER, DROP ON pictor.* FROM 'pictor'\@'localhost'");
$t->sql("GRANT RELOAD ON *.* TO 'pictor'\@'localhost' WITH GRANT OPTION");
($rc, $v, $out) = doctor();
like($v->{'database privileges'} // '', qr/^FAIL: database's user may RELOAD, GRANT OPTION/,
     'a global right and GRANT OPTION: FAIL') or diag($out);
$t->sql("REVOKE RELOAD, GRANT OPTION ON *.* FROM 'pictor'\@'localhost'");
($rc, $v, $out) = doctor();
is($v->{'database privileges'}, 'ok', 'rows only: ok') or diag($out);

# the service's user cannot change the schema, migrate_database's can
my ($mrc, $mout, $merr) = $t->run_cmd(['mariadb', '--no-defaults', '-S',
    $t->mariadb_socket, '-upictor', "-p$Pictor::Test::DB_PASSWORD", 'pictor',
    '-e', 'ALTER TABLE images ADD COLUMN x INT']);
isnt($mrc, 0, 'the service user cannot ALTER a table');
like($merr, qr/denied/i, 'refused by the server');
($rc) = $t->ctl('migrate');
is($rc, 0, 'pictorctl migrate runs as migrate_database');

# --- the sandbox launcher: missing is slower, not broken; off is skipped

$t->write_pictord_conf(sandbox_exec => '/nonexistent/pictor-sandbox-exec');
($rc, $v, $out) = doctor();
is($rc, 0, 'no sandbox launcher: still exit 0') or diag($out);
like($v->{'sandbox launcher'} // '',
    qr{^WARN: /nonexistent/pictor-sandbox-exec: No such file.*made for its run},
    'no sandbox launcher: WARN naming the path') or diag($out);
$t->write_pictord_conf(sandbox_exec => 'off');
($rc, $v, $out) = doctor();
like($v->{'sandbox launcher'} // '', qr/^skipped \(sandbox_exec off\)/,
    'sandbox_exec off: skipped') or diag($out);
$t->write_pictord_conf;

# --- the metrics: where they answer; the public server serving them fails

($rc, $v, $out) = doctor();
my $murl = 'http://127.0.0.1:' . $t->metrics_port . '/metrics';
is($v->{metrics}, "ok (served at $murl)", 'metrics: says where') or diag($out);
$t->stop_nginx;
$t->start_nginx(server => 'location = /metrics { pictor_metrics; }');
($rc, $v, $out) = doctor();
is($rc, 1, 'metrics on the public server: exit 1');
like($v->{'metrics not public'} // '', qr{^FAIL: \Q${\ $t->base_url}\E/metrics serves the metrics},
     'metrics on the public server: FAIL naming the URL') or diag($out);
others_ok($v, 'metrics not public', 'metrics on the public server');
$t->stop_nginx;
$t->write_nginx_conf->start_nginx;      # the shipped values again
$t->stop_nginx;
($rc, $v, $out) = doctor();
like($v->{metrics} // '', qr/^WARN: nothing answers at \Q$murl\E/,
     'nginx stopped: metrics WARN') or diag($out);
$t->start_nginx;

# --- the storage root read-only -----------------------------------------

SKIP: {
    # root writes through any mode: a read-only bind mount in a private
    # mount namespace stops it, as a read-only filesystem would
    my ($urc) = $t->run_cmd(['unshare', '-m', 'true']);
    skip 'no mount namespaces (unshare -m)', 3 if $urc != 0;

    ($rc, $v, $out) = doctor('unshare', '-m', 'sh', '-c',
        'mount --bind -o ro "$0" "$0" && exec "$@"', "$d/storage");
    is($rc, 1, 'storage root read-only: exit 1');
    like($v->{'storage root'} // '',
        qr/^FAIL: \Q$d\E\/storage is not writable: Read-only file system$/,
        'storage root read-only: FAIL with the reason') or diag($out);
    others_ok($v, 'storage root', 'storage root read-only');
}

($rc, $v, $out) = doctor();
is($rc, 0, 'all repaired: exit 0') or diag($out);

# --- the managed bucket ------------------------------------------------------

my $emu = Pictor::S3Emu->start($d, bucket => 'pictor-doctor');
my $cred = "$d/managed.cred";
$t->write_pictord_conf(managed_store => $emu->managed_spec($cred));

($rc, $v, $out) = doctor();
is($rc, 0, 'a managed bucket: exit 0') or diag($out);
ok(($v->{'managed bucket credentials'} // '') eq 'ok'
    && ($v->{'managed bucket'} // '') eq 'ok',
    'a managed bucket: credentials and bucket ok') or diag($out);

chmod 0644, $cred or die "chmod: $!";
($rc, $v, $out) = doctor();
is($rc, 1, 'credentials 0644: exit 1');
like($v->{'managed bucket credentials'} // '', qr/^FAIL: .*\Q$cred\E/,
    'credentials 0644: FAIL naming the file') or diag($out);
chmod 0600, $cred or die "chmod: $!";

$emu->stop;
($rc, $v, $out) = doctor();
is($rc, 1, 'the bucket gone: exit 1');
like($v->{'managed bucket'} // '',
    qr/^FAIL: bucket pictor-doctor: .*Couldn't connect to server/,
    'the bucket gone: FAIL with the reason') or diag($out);
others_ok($v, 'managed bucket', 'the bucket gone');

$t->done;
