#!/usr/bin/perl

# Failed logins are counted per account in the database, whatever address
# they come from: the pictor_login_failures-th failure in a row locks the
# account (429 problem+json with Retry-After, the right password too),
# attempts while locked do not extend the lock, other accounts are not
# affected, an unknown email is treated the same (no account oracle),
# concurrent guesses are counted one by one, and after the lock a good
# login works and clears the count.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start(http => 'pictor_login_failures 3; pictor_login_lock 10s;'
    . ' pictor_login_lock_max 20s; pictor_login_hashes 16;');

my ($tom, $tpw) = ('tom@example.com', 'throttle test password 1');
my ($ann, $apw) = ('ann@example.com', 'throttle test password 2');
$t->user_create($tom, $tpw);
$t->user_create($ann, $apw);

sub hv { Pictor::Test::header_values(@_) }

# every attempt from a new address: only the per-account count applies
sub login { $t->login(@_) }

sub session { grep { /^pictor_session=[^;\s]/ } hv($_[0], 'set-cookie') }

my $r;

for my $i (1 .. 3) {
    $r = login($tom, "wrong $i");
    is($r->{status}, 401, "wrong password $i (new address each): 401");
}

$r = login($tom, 'wrong 4');
$t->problem_ok($r, 429, 'after 3 failures: 429 problem+json');
my ($wait) = hv($r, 'retry-after');
ok(defined $wait && $wait =~ /^\d+$/ && $wait >= 1 && $wait <= 10,
    'Retry-After within the 10 s lock')
    or diag('Retry-After: ' . ($wait // 'none'));
$wait = 10 unless defined $wait && $wait =~ /^\d+$/;
like($r->{json}{detail} // '', qr/account/, 'detail: the account is locked');

$r = login($tom, $tpw);
is($r->{status}, 429, 'the right password while locked: 429');
ok(!session($r), 'no session while locked');

$r = login(uc $tom, $tpw);
is($r->{status}, 429, 'the email in another case is the same account');

# attempts while locked are refused without counting: the lock only runs
# down, it does not grow with the guesses
my @waits;
for my $i (1 .. 4) {
    $r = login($tom, "locked $i");
    push @waits, (hv($r, 'retry-after'))[0] // 99 if $r->{status} == 429;
}
is(scalar @waits, 4, 'four more attempts while locked: all 429');
ok(!grep({ $waits[$_] > $waits[$_ - 1] } 1 .. $#waits)
    && $waits[0] <= $wait, 'Retry-After never grows while locked')
    or diag("Retry-After: $wait then @waits");
is($t->sql_value("SELECT failures FROM login_failures WHERE email = '$tom'"),
    3, 'the database counted 3 failures, not the refused attempts');

$r = login($ann, $apw);
is($r->{status}, 200, 'another account logs in meanwhile');

# an unknown email goes through the same steps: no account oracle
my @st = map { login('nobody@example.com', "guess $_")->{status} } 1 .. 4;
is("@st", '401 401 401 429', 'an unknown email: 401 x3 then 429');

# concurrent guesses do not slip past the count: each is counted before
# its hash runs, so exactly 3 of 12 at once reach the password check
my $zed = 'zed@example.com';
$t->user_create($zed, 'throttle test password 3');
my @addr = map { $t->next_addr } 1 .. 12;
my @res = $t->fork_each(12, sub {
    $t->http(POST => '/api/auth/login', from => $addr[$_[0]],
        json => { email => $zed, password => "guess $_[0]" })->{status};
});
my %c;
$c{ $_ // 'none' }++ for @res;
is_deeply(\%c, { 401 => 3, 429 => 9 },
    '12 concurrent guesses: 3 checked (401), 9 refused (429)')
    or diag(join ' ', map { "$_ x$c{$_}" } sort keys %c);

# after the lock: the right password works and clears the count
sleep $wait + 1;
$r = login($tom, $tpw);
is($r->{status}, 200, 'after Retry-After: the right password logs in');
ok(session($r), 'and gets a session');
is($t->sql_value(
    "SELECT COUNT(*) FROM login_failures WHERE email = '$tom'"), 0,
    'the success cleared the count');

$r = login($tom, 'wrong again');
is($r->{status}, 401, 'a wrong password after that: 401, not locked');

$t->done;
