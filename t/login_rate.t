#!/usr/bin/perl

# Login attempts are rate-limited per client address by nginx limit_req
# (conf/pictor.conf: 10r/m, burst 5, nodelay): rapid attempts end in 429
# problem+json; another address is not affected.  The guesses go to other
# emails, so the per-account count (t/login_throttle.t) stays out of it.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my ($email, $pw) = ('rita@example.com', 'rate limit password 1');
$t->user_create($email, $pw);

my (@status, $limited);
for my $i (1 .. 12) {
    my $r = $t->http(POST => '/api/auth/login', from => '127.0.0.1',
        json => { email => "guess$i\@example.com", password => "wrong $i" });
    push @status, $r->{status};
    if ($r->{status} == 429) {
        $limited = $r;
        last;
    }
}
note("statuses: @status");

is($status[0], 401, 'first wrong password: 401');
ok(@status >= 4 && !grep({ $_ != 401 } @status[0 .. 2]),
    'a few attempts pass before the limit');
ok($limited, '429 within 12 rapid attempts');
$t->problem_ok($limited || { status => 0, content => '' }, 429,
    '429 is problem+json');

my $r = $t->http(POST => '/api/auth/login', from => '127.0.0.1',
    json => { email => $email, password => $pw });
is($r->{status}, 429, 'right password from the limited address: still 429');
ok(!grep(/pictor_session=[^;\s]/,
    Pictor::Test::header_values($r, 'set-cookie')), '429: no session cookie');

$r = $t->http(POST => '/api/auth/login', from => '127.0.0.2',
    json => { email => $email, password => $pw });
is($r->{status}, 200, 'another address: login 200');

$r = $t->http(GET => '/api/auth/me', from => '127.0.0.1');
is($r->{status}, 401, 'other routes are not limited');

$t->done;
