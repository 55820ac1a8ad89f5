#!/usr/bin/perl

# The database round trips of a delivery miss (issue 14's bench: a miss
# is the render plus what surrounds it), read from MariaDB's general log:
#
# - a project in managed storage with no storage migration: the image's
#   row (with the activations and the kind of store) is the only
#   statement, neither storage_configs nor migrations is read again;
# - a storage migration pending: the store is looked up as before (its
#   configuration and the migration read), and the miss is still served;
# - a current configuration of another provider: the miss never reads
#   the managed store (a configuration that cannot be opened here is a
#   500 naming it, not the managed copy of the original).

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module/)->need_corpus;
$t->start;
my $key = $t->project_with_key('dq');

my $r = $t->upload('dq', key => $key,
    file => $t->corpus('images/missing-exif.jpg'));
is($r->{status}, 201, 'upload: 201') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
my $pid = $t->sql_value("SELECT id FROM projects WHERE slug = 'dq'");

# the statements the server executed while $code ran
sub executed {
    my ($code) = @_;
    $t->sql("SET GLOBAL log_output = 'TABLE'");
    $t->sql('TRUNCATE TABLE mysql.general_log');
    $t->sql('SET GLOBAL general_log = 1');
    my $res = $code->();
    $t->sql('SET GLOBAL general_log = 0');
    my @s = map { $_->[0] } $t->sql("SELECT CONVERT(argument USING utf8mb4)"
        . " FROM mysql.general_log WHERE command_type = 'Execute'"
        . " ORDER BY event_time");
    return ($res, @s);
}

sub miss {
    my ($w, $status, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my ($res, @s) = executed(sub { $t->http(GET => "/dq/$id/w_$w.jpg") });
    my $xc = join ',', Pictor::Test::header_values($res, 'x-cache');
    ok($res->{status} == $status && $xc eq 'MISS', "$name: $status MISS")
        or diag("$res->{status} $xc " . substr($res->{content}, 0, 300));
    # the image's row first, then the statements of its own
    my @row = grep { /FROM projects p JOIN images i/ } @s;
    return ($res, @row,
        grep { !/FROM projects p JOIN images i/
            && /\b(images|storage_configs|migrations)\b/ } @s);
}

###############################################################################
# managed storage, nothing migrating: one statement

my ($res, @s) = miss(60, 200, 'managed store');
is(scalar(grep { /FROM projects p JOIN images i/ } @s), 1,
    'the image row is read once') or diag(join "\n", @s);
is(scalar(grep { /FROM storage_configs|FROM migrations/ } @s[1 .. $#s]), 0,
    'neither the storage configuration nor the migrations are read again')
    or diag(join "\n", @s);
is(scalar(@s), 1, 'and nothing else of images, storage or migrations')
    or diag(join "\n", @s);

###############################################################################
# a storage migration pending (no pictord here to run it): the store is
# the migration's fallback, looked up as before

my $job = '00000000-0000-4000-8000-000000000014';
$t->sql("INSERT INTO jobs (id, project_id, kind) VALUES ('$job', $pid,"
    . " 'storage-migration')");
$t->sql("INSERT INTO migrations (job_id, project_id, type) VALUES ('$job',"
    . " $pid, 'storage-migration')");
$t->sql("INSERT INTO storage_configs (project_id, slot, provider) VALUES"
    . " ($pid, 'migration', 'managed')");

($res, @s) = miss(61, 200, 'during a storage migration');
ok(scalar(grep { /FROM migrations/ } @s) >= 1,
    'the running migration is looked up') or diag(join "\n", @s);
ok(scalar(grep { /FROM storage_configs/ } @s) >= 2,
    'both configurations are read (current, migration)')
    or diag(join "\n", @s);

$t->sql("DELETE FROM jobs WHERE id = '$job'");

###############################################################################
# a current configuration of another provider that this server cannot
# open: never the managed store's copy

$t->sql("INSERT INTO storage_configs (project_id, slot, provider, bucket,"
    . " region, secret_enc) VALUES ($pid, 'current', 's3', 'b', 'eu-1',"
    . " 'not sealed')");

($res, @s) = miss(62, 500, 'a bucket configuration that cannot be opened');
like($res->{content}, qr/cannot be opened on this server/,
    'the problem says so') or diag($res->{content});
ok(scalar(grep { /FROM storage_configs/ } @s) >= 1,
    'the configuration is read') or diag(join "\n", @s);

$t->sql("DELETE FROM storage_configs WHERE project_id = $pid");

# managed again: back to one statement
($res, @s) = miss(63, 200, 'managed again');
is(scalar(@s), 1, 'one statement again') or diag(join "\n", @s);

done_testing();
