#!/usr/bin/perl

# A storage migration into a bucket that throttles (issue 17): the S3
# emulator's front (t/lib/Pictor/S3Emu.pm) answers 503 SlowDown to a run
# of PUTs, more than the driver's own retries (storage_retries) absorb;
# the job backs off and tries the object again, and completes with every
# object copied and none failed.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(sleep);
use Pictor::Test;
use Pictor::S3Emu;

my $t = Pictor::Test->new->need(qw/module pictord pictorctl/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { migration_parallel => 2,
    storage_retries => 1 });

my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-thr');

$t->user_create('own@example.com', 'owner password 1');
$t->project_create('th', 'own@example.com');
my $key = $t->key_create('th');
$t->ctl_ok('plan', 'set', 'th', 'pro');
my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');

my @ids;
for (1 .. 10) {
    my $u = $t->upload('th', key => $key,
        file => $t->corpus('images/concert_gray.jpg'));
    push @ids, ($u->{json} || {})->{imageId} // 'img_none';
}

my $r = $t->http(PUT => '/api/th/storage', jar => $own,
    json => $emu->storage_body(pathPrefix => 't/'));
is($r->{status}, 200, 'PUT the bucket: 200') or diag($r->{content});

sub migrate {
    my $x = $t->http(POST => '/api/th/migrations/storage', jar => $own);
    is($x->{status}, 202, 'POST migrations/storage: 202')
        or diag($x->{content});
    my $job = ($x->{json} || {})->{jobId} // 'none';
    my $st;
    for (1 .. 900) {
        $st = $t->http(GET => "/api/th/migrations/$job", jar => $own)->{json};
        last if ($st->{status} // '') =~ /^(Completed|Failed)$/;
        sleep 0.2;
    }
    return ($job, $st);
}

sub slowdowns {
    return scalar grep { ($_->{status} // 0) == 503
        && ($_->{method} // '') eq 'PUT' } $emu->requests;
}

###############################################################################
# throttled: 6 PUTs in a row answer 503 SlowDown

$emu->fault(method => 'PUT', path => '/t/th/', status => 503,
    code => 'SlowDown', times => 6);
my ($job, $st) = migrate();
is($st->{status}, 'Completed', 'the migration completed')
    or diag(explain($st));
is(slowdowns(), 6, 'through six 503 SlowDown answers');
is($st->{succeededObjects}, 10, 'every object copied');
is($st->{failedObjects}, 0, 'none failed');
is(scalar(() = $emu->keys('t/th/')), 10, 'all ten are in the bucket');
like(Pictor::Test::read_file($t->dir . '/pictord.log') // '',
    qr/migration \Q$job\E: "th\/img_\w+" try 1/,
    'the job tried an object again after a throttled try (its log)');

$t->done;
