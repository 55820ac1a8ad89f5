#!/usr/bin/perl

# The production build (make: build/) has no test job kind, route or
# directive: nginx -t with its module refuses pictor_test_routes, its
# pictord refuses test_jobs, and the migrated schema has no table of the
# test kind.  The test build (build-test/, which the other files run)
# accepts both.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $prod = "$Pictor::Test::ROOT/build";
my %bin = (
    module  => "$prod/nginx/ngx_http_pictor_module.so",
    pictord => "$prod/pictord",
);
my @missing = grep { !-f $bin{$_} } sort keys %bin;
plan(skip_all => "production build not built: @missing (make)") if @missing;
plan(skip_all => 'PICTOR_BUILD is the production build')
    if $Pictor::Test::BUILD eq $prod;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(nginx => 0);
my $d = $t->dir;

is($t->sql_value("SELECT COUNT(*) FROM information_schema.tables"
    . " WHERE table_schema = 'pictor'"
    . " AND table_name = 'job_test_effects'"), 0,
    'migrated schema: no job_test_effects');

# nginx -t, its messages in their own log (error.log must stay clean)
sub nginx_t {
    my (%o) = @_;
    $t->write_nginx_conf(%o);
    unlink "$d/t.log";
    my @cmd = $t->nginx_cmd('-t');
    $cmd[-2] = "$d/t.log";          # -e
    my ($rc, $out, $err) = $t->run_cmd(\@cmd);
    return ($rc, ($err // '') . (Pictor::Test::read_file("$d/t.log") // ''));
}

my ($rc, $log) = nginx_t(module => $bin{module},
    server => 'pictor_test_routes on;');
isnt($rc, 0, 'production module: nginx -t refuses pictor_test_routes');
like($log, qr/unknown directive "pictor_test_routes"/,
    'production module: an unknown directive') or diag($log);

($rc, $log) = nginx_t(module => $bin{module});
is($rc, 0, 'production module: nginx -t passes without it') or diag($log);

($rc, $log) = nginx_t(server => 'pictor_test_routes on;');
is($rc, 0, 'test build module: nginx -t accepts pictor_test_routes')
    or diag($log);

# pictord: the conf file is read first, so a refusal exits at once
$t->write_pictord_conf(test_jobs => 'on');
my $out;
($rc, $out, $log) = $t->run_cmd([$bin{pictord}, '-c',
    $t->pictord_conf_path]);
is($rc, 1, 'production pictord: test_jobs on, exit 1');
like($log, qr/"test_jobs": this pictord is not a test build/,
    'production pictord: says it is not a test build') or diag($log);

$t->write_pictord_conf;
my $pid = $t->spawn([$bin{pictord}, '-c', $t->pictord_conf_path],
    stdout => "$d/prod-pictord.log", stderr => "$d/prod-pictord.log");
ok(!defined Pictor::Test::wait_child($pid, 1),
    'production pictord: runs without test_jobs')
    or diag(Pictor::Test::tail("$d/prod-pictord.log", 20));
kill 'TERM', $pid;
is(Pictor::Test::wait_child($pid, 15), 0,
    'production pictord: SIGTERM, exit 0');

$t->done;
