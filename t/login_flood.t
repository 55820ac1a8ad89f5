#!/usr/bin/perl

# A login flood cannot take the API pool: at most pictor_login_hashes
# password hashes run or wait per worker, further logins are refused at
# once with 503 problem+json and Retry-After, and the other API calls made
# during the flood all answer.  One worker with a small pool (2 threads,
# a queue of 4), so without the cap the logins fill the queue and the
# other calls get 503 too.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/);
$t->start(worker_processes => 1, api_threads => 2, api_queue => 4);

my $key = $t->project_with_key('flood');
my $r = $t->http(GET => '/api/flood/images', key => $key);
is($r->{status}, 200, 'an API call before the flood: 200');

my $LOGINS = 16;      # concurrent clients, each from its own address
my $EACH   = 3;       # logins per client (under the address burst of 5)
my $CALLERS = 2;      # clients making other API calls meanwhile
my $flags = $t->dir . '/flood-flags';
mkdir $flags or die "$flags: $!";
my @addr = map { $t->next_addr } 1 .. $LOGINS;

my @res = $t->fork_each($LOGINS + $CALLERS, sub {
    my ($i) = @_;

    if ($i < $LOGINS) {
        my @out;
        for my $j (1 .. $EACH) {
            my $r = $t->http(POST => '/api/auth/login', from => $addr[$i],
                json => { email => "flood$i-$j\@example.com",
                          password => 'not a password' });
            my $ok503 = $r->{status} == 503
                && ($r->{ct} // '') =~ m{^application/problem\+json}
                && (Pictor::Test::header_values($r, 'retry-after'))[0];
            push @out, $r->{status} . ($r->{status} == 503 && !$ok503
                ? '-bare' : '');
        }
        Pictor::Test::write_file("$flags/done-$i", '');
        return "@out";
    }

    # other API calls until every login client is done (a hang guard
    # bounds the loop; what is checked is only their statuses)
    my (%count, $calls);
    my $end = time + 120;
    while (time < $end) {
        opendir my $dh, $flags or last;
        my $done = grep { /^done-/ } readdir $dh;
        closedir $dh;
        last if $done == $LOGINS && $calls;
        my $r = $t->http(GET => '/api/flood/images', key => $key);
        $count{ $r->{status} }++;
        $calls++;
    }
    return join ' ', map { "$_:$count{$_}" } sort keys %count;
}, 180);

my (%login, @bad);
for my $i (0 .. $LOGINS - 1) {
    my $v = $res[$i] // 'none';
    $login{$_}++ for split ' ', $v;
}
my $ls = join ', ', map { "$_ x$login{$_}" } sort keys %login;
note("logins: $ls");

is(($login{401} // 0) + ($login{503} // 0), $LOGINS * $EACH,
    'every login answered 401 or 503') or diag("logins: $ls");
ok($login{401}, 'some logins ran their hash (401)') or diag("logins: $ls");
ok($login{503}, 'logins beyond the cap: 503 at once') or diag("logins: $ls");
ok(!$login{'503-bare'}, 'each 503 is problem+json with Retry-After')
    or diag("logins: $ls");

for my $i ($LOGINS .. $LOGINS + $CALLERS - 1) {
    my $v = $res[$i] // 'none';
    like($v, qr/^200:\d+$/, "other API calls during the flood: all 200")
        or diag("caller $i: $v");
}

$r = $t->login('flood0-1@example.com', 'whatever');
is($r->{status}, 401, 'after the flood a login runs again');

$t->done;
