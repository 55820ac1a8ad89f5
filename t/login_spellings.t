#!/usr/bin/perl

# Every spelling of the login path that reaches the login handler meets
# the per-address limit of `location = /api/auth/login` (10r/m, burst 5):
# nginx normalises what it can (//, /./, %6C, /x/..) into the exact
# location, and the router answers 404 to the rest (a trailing slash, an
# encoded slash or space, another case; /API/ is not even the API, so
# delivery's 405), so no spelling gives unlimited guesses.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start;

my ($email, $pw) = ('sam@example.com', 'spelling test password 1');
$t->user_create($email, $pw);

my $n = 0;

# One POST on its own connection from $from, the request line as given.
sub attempt {
    my ($path, $from, $body) = @_;
    my $req = "POST $path HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        . "Content-Type: application/json\r\n"
        . 'Content-Length: ' . length($body) . "\r\n"
        . "Connection: close\r\n\r\n$body";
    return $t->raw_http($req, from => $from);
}

my @spellings = (
    '/api/auth/login/',
    '/api/auth/login//',
    '/api/auth/login/.',
    '/api/auth/login%2F',
    '/api/auth/login%20',
    '/api//auth/login',
    '/api/auth/./login',
    '/api/auth/x/../login',
    '/api/auth/%6cogin',
    '/api/auth/login?next=/',
    '/API/auth/login',
    '/api/Auth/login',
);

for my $path (@spellings) {
    my $from = $t->next_addr;
    my (%count, $session);

    # a new unknown email each time: only the address limit applies
    for my $i (1 .. 12) {
        $n++;
        my $body = qq({"email": "guess$n\@example.com", "password": "x$i"});
        my $r = attempt($path, $from, $body);
        $count{ $r->{status} // 'none' }++;
    }

    # and the right password last, from the same address
    my $r = attempt($path, $from,
        qq({"email": "$email", "password": "$pw"}));
    $session = ($r->{head} // '') =~ /^set-cookie:\s*pictor_session=[^;\s]/mi;

    my $seen = join ', ', map { "$_ x$count{$_}" } sort keys %count;
    my $reached = $count{401} // 0;
    ok($reached <= 6, "$path: at most 6 of 12 attempts reach the handler")
        or diag("statuses: $seen");
    ok(!grep({ !/^(?:401|404|405|429)$/ } keys %count),
        "$path: only 401, 404, 405 or 429") or diag("statuses: $seen");
    ok(!$session, "$path: no session after the limit");
}

# the exact path, for comparison: limited, then another address logs in
my $from = $t->next_addr;
my @status = map {
    attempt('/api/auth/login', $from,
        qq({"email": "exact$_\@example.com", "password": "x"}))->{status}
} 1 .. 8;
ok(grep({ $_ == 429 } @status), '/api/auth/login: limited')
    or diag("statuses: @status");

my $r = $t->login($email, $pw);
is($r->{status}, 200, 'the right password from a fresh address: 200');

$t->done;
