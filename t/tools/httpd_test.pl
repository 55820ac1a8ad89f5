#!/usr/bin/perl

# A scripted HTTP/1.1 server on a free loopback port, for the unit tests of
# the remote drivers' HTTP client (t/unit/test_store_http.c) and of SigV4
# signing (t/unit/test_store_s3_sign.c).  Real sockets: it prints its port
# on the first line of stdout, then answers one request per connection
# (Connection: close), one connection at a time, until killed.
#
#   /seq/NAME?s=503,200[&code=C]  the k-th request to NAME gets the k-th
#                                 status (the last repeats); 200: "ok NAME
#                                 k"; others: S3's error XML with code C
#   /hits/NAME                    how many requests NAME has had
#   /cut/NAME?size=N              first request: Content-Length N, half of
#                                 the body, then the connection closes;
#                                 later ones: the N bytes whole
#   /big?size=N                   200 with N bytes
#   /stall                        Content-Length 1000, 10 bytes, then
#                                 nothing for 5 s
#   /keepalive                    200 "alive", the connection kept open;
#                                 the next request on it is read and
#                                 dropped (the connection closes unanswered)
#   /headers                      200 with known headers
#   anything else                 200, the request as received (request
#                                 line, headers, blank line, body): the
#                                 signing tests echo any path
#
# Bodies are bytes of the pattern "ABC...Z" repeated.  Core Perl only.

use strict;
use warnings;

use IO::Socket::INET;

$| = 1;
$SIG{PIPE} = 'IGNORE';

my $srv = IO::Socket::INET->new(
    LocalAddr => '127.0.0.1', LocalPort => 0, Proto => 'tcp',
    Listen => 16, ReuseAddr => 1,
) or die "httpd_test: $@";

print $srv->sockport, "\n";

my %hits;

sub pattern {
    my ($n) = @_;
    my $s = join '', 'A' .. 'Z';
    return substr($s x (int($n / 26) + 1), 0, $n);
}

sub reply {
    my ($c, $status, $body, @headers) = @_;
    my $head = "HTTP/1.1 $status X\r\n"
        . join('', map { "$_\r\n" } @headers)
        . 'Content-Length: ' . length($body) . "\r\n"
        . "Connection: close\r\n\r\n";
    print $c $head, $body;
}

sub s3_error {
    my ($code) = @_;
    return '<?xml version="1.0" encoding="UTF-8"?>' . "\n<Error><Code>"
        . $code . '</Code><Message>scripted ' . $code
        . '</Message></Error>';
}

# the request: (method, target, raw head, body)
sub read_request {
    my ($c) = @_;
    my $buf = '';
    while ($buf !~ /\r\n\r\n/) {
        my $n = sysread($c, $buf, 65536, length $buf);
        return unless $n;
    }
    my ($head, $rest) = split /\r\n\r\n/, $buf, 2;
    my ($method, $target) = $head =~ m{^(\S+) (\S+)};
    my ($len) = $head =~ /^Content-Length:\s*(\d+)/mi;
    $len ||= 0;
    if ($head =~ /^Expect:\s*100-continue/mi) {
        print $c "HTTP/1.1 100 Continue\r\n\r\n";
    }
    while (length($rest) < $len) {
        my $n = sysread($c, $rest, $len - length $rest, length $rest);
        last unless $n;
    }
    return ($method, $target, $head, $rest);
}

sub handle {
    my ($c) = @_;
    my ($method, $target, $head, $body) = read_request($c);
    return unless defined $method;
    my ($path, $query) = split /\?/, $target, 2;
    my %q = map { split /=/, $_, 2 } split /&/, $query // '';

    if ($path =~ m{^/seq/(\w+)$}) {
        my $k = ++$hits{$1};
        my @s = split /,/, $q{s} // '200';
        my $st = $s[$k - 1] // $s[-1];
        return reply($c, $st, "ok $1 $k") if $st == 200;
        return reply($c, $st, s3_error($q{code} // 'InternalError'),
            'Content-Type: application/xml');
    }
    if ($path =~ m{^/hits/(\w+)$}) {
        return reply($c, 200, $hits{$1} // 0);
    }
    if ($path =~ m{^/cut/(\w+)$}) {
        my $k = ++$hits{$1};
        my $n = $q{size} // 1000;
        return reply($c, 200, pattern($n)) if $k > 1;
        print $c "HTTP/1.1 200 OK\r\nContent-Length: $n\r\n"
            . "Connection: close\r\n\r\n", pattern(int($n / 2));
        return;
    }
    if ($path eq '/big') {
        return reply($c, 200, pattern($q{size} // 0));
    }
    if ($path eq '/stall') {
        print $c "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n"
            . "Connection: close\r\n\r\n", pattern(10);
        sleep 5;
        return;
    }
    if ($path eq '/keepalive') {
        print $c "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nalive";
        read_request($c);
        return;
    }
    if ($path eq '/headers') {
        return reply($c, 200, 'h', 'X-Test-One: value one',
            'ETag: "abc123"', 'Content-Type: text/x-test',
            'Last-Modified: Wed, 21 Oct 2015 07:28:00 GMT',
            'x-amz-request-id:   R1  ');
    }
    return reply($c, 200, "$head\r\n\r\n$body");
}

while (my $c = $srv->accept) {
    handle($c);
    close $c;
}
