#!/usr/bin/perl

# Secrets stay secret: passwords, API keys, session tokens and the master
# key never reach a log, hashes never reach a response, and what is stored
# is hashed.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/);
$t->start(pictord => 1, test_jobs => 1);

sub rnd { join '', map { ('a' .. 'z', 'A' .. 'Z', 0 .. 9)[rand 62] } 1 .. $_[0] }

my $email = 'sam@example.com';
my $pw    = 'Pw-' . rnd(20);
my $wrong = 'Wrong-' . rnd(20);
$t->user_create($email, $pw);
$t->project_create('sp', $email);

my %secret = (password => $pw, 'wrong password' => $wrong);
my $r;

$r = $t->login($email, $wrong);
is($r->{status}, 401, 'failed login');
my $jar = $t->jar;
$r = $t->login($email, $pw, $jar);
is($r->{status}, 200, 'login');
$secret{'session token'} = $jar->get('pictor_session') // 'no-token';

# keys: one from pictorctl, one from the API, one revoked and then used
my $k1 = $t->key_create('sp');
$r = $t->http(POST => '/api/sp/keys', jar => $jar);
is($r->{status}, 201, 'create key');
my $k2 = ($r->{json} || {})->{key} // 'no-key-2';
$r = $t->http(POST => '/api/sp/keys', jar => $jar);
my $k3 = ($r->{json} || {})->{key} // 'no-key-3';
my $k3id = ($r->{json} || {})->{id} // 'none';
is($t->http(DELETE => "/api/sp/keys/$k3id", jar => $jar)->{status}, 204,
    'revoke a key');
for my $k ([k1 => $k1], [k2 => $k2], [k3 => $k3]) {
    my ($n, $v) = @$k;
    $secret{"key $n"} = $v;
    $secret{"key $n secret"} = $1 if $v =~ /^pk_[A-Za-z0-9]{8}_(.+)$/;
}

is($t->http(GET => '/api/sp', key => $k1)->{status}, 200, 'use key 1');
is($t->http(GET => '/api/sp', key => $k2)->{status}, 200, 'use key 2');
is($t->http(GET => '/api/sp', key => $k3)->{status}, 401,
    'use the revoked key');
is($t->http(GET => '/api/sp', key => "${k1}x")->{status}, 401,
    'use a key with a wrong secret');

# a job, so pictord logs something
$r = $t->http(POST => '/api/sp/jobs/test', key => $k1, json => { sleepMs => 0 });
my $jid = ($r->{json} || {})->{jobId} // 'none';
ok(Pictor::Test::wait_for(sub {
    (($t->http(GET => "/api/sp/jobs/$jid", key => $k1)->{json} || {})
        ->{status} // '') eq 'Completed' }, 20), 'a test job completes');

###############################################################################
# what is stored

my $mk = Pictor::Test::read_file($t->dir . '/master.key') // '';
$mk =~ s/\s+//g;
like($mk, qr/^[0-9a-fA-F]{64}$/, 'master key file holds 32 bytes in hex');
my $mode = (stat($t->dir . '/master.key'))[2] // 0777;
is($mode & 077, 0, 'master key file is not readable by group or others');
$secret{'master key'} = $mk;

my $phash = $t->sql_value("SELECT password_hash FROM users WHERE email = "
    . Pictor::Test::sql_quote($email)) // '';
like($phash, qr/^\$argon2id\$/, 'password stored as an Argon2id hash');
ok(index($phash, $pw) < 0, 'password hash does not contain the password');

my @khash = map { $_->[0] } $t->sql('SELECT key_hash FROM api_keys');
is(scalar @khash, 3, 'three keys stored');
ok(!grep({ !/^[0-9a-f]{64}$/i } @khash), 'keys stored as SHA-256 hex');
my %stored = map { $_ => 1 } @khash;
ok(!grep({ $stored{$_} } values %secret), 'no key stored in the clear');

my @thash = map { $_->[0] } $t->sql('SELECT token_hash FROM sessions');
ok(@thash && !grep({ $_ eq $secret{'session token'} } @thash),
    'session tokens stored hashed');

my %hash = ('password hash' => $phash,
    map { ("key hash $_" => $khash[$_]) } 0 .. $#khash);
$hash{"session hash $_"} = $thash[$_] for 0 .. $#thash;

###############################################################################
# responses

my @get = (
    ['/api/auth/me', jar => $jar],
    ['/api/projects', jar => $jar],
    ['/api/sp', jar => $jar],
    ['/api/sp', key => $k1],
    ['/api/sp/keys', jar => $jar],
    ["/api/sp/jobs/$jid", key => $k1],
    ['/healthz'],
);
for my $g (@get) {
    my ($path, @o) = @$g;
    $r = $t->http(GET => $path, @o);
    my @leak = grep { index($r->{content}, $hash{$_}) >= 0 } sort keys %hash;
    push @leak, grep { length $secret{$_} >= 8
        && index($r->{content}, $secret{$_}) >= 0 } sort keys %secret;
    push @leak, map { "member $_" } hash_members($r->{json});
    is("@leak", '', "GET $path (" . ($o[0] // "public") . "): no hashes or secrets in the body");
}

###############################################################################
# logs, after everything has stopped and flushed

$t->teardown;
my %all = (%secret, %hash);
for my $log (qw(error.log access.log pictord.log)) {
    my $text = Pictor::Test::read_file($t->dir . "/$log");
    ok(defined $text, "$log exists") or next;
    my @leak = grep { length $all{$_} >= 8 && index($text, $all{$_}) >= 0 }
        sort keys %all;
    is("@leak", '', "$log: no passwords, keys, tokens or hashes");
}
ok(length(Pictor::Test::read_file($t->dir . '/access.log') // '') > 0,
    'access.log is not empty (the check above saw the requests)');

$t->done;

# Names of JSON members that look like they hold a hash or a password.
sub hash_members {
    my ($j) = @_;
    my @m;
    if (ref $j eq 'HASH') {
        for my $k (keys %$j) {
            push @m, $k if $k =~ /hash|password|secret/i;
            push @m, hash_members($j->{$k});
        }
    } elsif (ref $j eq 'ARRAY') {
        push @m, hash_members($_) for @$j;
    }
    return @m;
}
