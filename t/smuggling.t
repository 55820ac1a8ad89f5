#!/usr/bin/perl

# No request smuggling (docs/SECURITY.md, "Smuggling").  The render server
# is reached over kept-alive connections that the front shares between all
# clients; a request body left unread there is parsed as the next request,
# whose answer then goes to whichever miss the front sends next, and is
# cached under that miss's key.  Every case here carries a pipelined
# request in a body (Content-Length, chunked, after Expect: 100-continue),
# to the front, to the render server directly, and to API routes that take
# no body.  The request must never run (the access log, which both servers
# write, never names it), and the miss sent next on the same client
# connection gets its own variant, also when it comes from the cache.

use strict;
use warnings;

use Test::More;
use IO::Socket::INET;
use IO::Socket::UNIX;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('sm');
my $d = $t->dir;

my $up = $t->upload('sm', key => $key,
                    file => $t->corpus('exif/Landscape_6.jpg'));
is($up->{status}, 201, 'an image to deliver') or diag($up->{content});
my $id = $up->{json}{imageId};

# a request as bytes; a pipelined one inside a body names a width no other
# request asks for, so the access log shows whether it ever ran
sub get_req {
    my ($path, @h) = @_;
    return "GET $path HTTP/1.1\r\nHost: localhost\r\n"
        . join('', map { "$_\r\n" } @h) . "\r\n";
}

sub smuggled { get_req("/sm/$id/w_$_[0].png") }

sub ran {
    my ($marker) = @_;
    my $log = Pictor::Test::read_file("$d/access.log") // '';
    return scalar(() = $log =~ /\Q$marker\E/g);
}

# one response off the socket, by Content-Length or chunked
sub read_response {
    my ($s, $bufref) = @_;
    my $end = time + 15;
    for (;;) {
        my $i = index($$bufref, "\r\n\r\n");
        if ($i >= 0) {
            my $head = substr($$bufref, 0, $i);
            my $rest = substr($$bufref, $i + 4);
            my ($st) = $head =~ m{^HTTP/1\.[01] (\d{3})};
            if ($st && $st =~ /^1/) {
                $$bufref = $rest;
                return { status => $st, head => $head, body => '' };
            }
            if ($head =~ /^content-length:\s*(\d+)/mi
                && length($rest) >= $1)
            {
                my $body = substr($rest, 0, $1);
                $$bufref = substr($rest, $1);
                return { status => $st, head => $head, body => $body };
            }
            if ($head =~ /^transfer-encoding:\s*chunked/mi
                && $rest =~ /\A((?:[0-9a-f]+\r\n.*?\r\n)*?0\r\n\r\n)/si)
            {
                my $raw = $1;
                $$bufref = substr($rest, length $raw);
                my $body = '';
                while ($raw =~ s/\A([0-9a-f]+)\r\n//i) {
                    my $n = hex $1;
                    last if $n == 0;
                    $body .= substr($raw, 0, $n, '');
                    $raw =~ s/\A\r\n//;
                }
                return { status => $st, head => $head, body => $body };
            }
            if ($head !~ /^(?:content-length|transfer-encoding):/mi) {
                $$bufref = $rest;
                return { status => $st, head => $head, body => '' };
            }
        }
        return undef if time > $end;
        my $n = sysread($s, my $chunk, 65536);
        return undef unless $n;
        $$bufref .= $chunk;
    }
}

sub png_width {
    my ($body) = @_;
    return undef unless defined $body && substr($body, 0, 8) eq "\x89PNG\r\n\x1a\n";
    return unpack('N', substr($body, 16, 4));
}

sub front { IO::Socket::INET->new(PeerAddr => '127.0.0.1',
    PeerPort => $t->port, Proto => 'tcp', Timeout => 15)
    or die "connect: $@" }

sub render_server { IO::Socket::UNIX->new(Peer => "$d/render.sock")
    or die "connect render.sock: $!" }

# the miss after the attempt, on the same connection, then from the cache
sub next_miss_ok {
    my ($name, $s, $bufref, $w) = @_;
    syswrite($s, get_req("/sm/$id/w_$w.png", 'Connection: close'));
    my $r = read_response($s, $bufref);
    is($r && $r->{status}, 200, "$name: the next miss is 200");
    is(png_width($r && $r->{body}), $w, "$name: and is its own variant");
    # the render server answered it alone: through the front twice
    my @again = map { $t->http(GET => "/sm/$id/w_$w.png") } 1 .. 2;
    is(png_width($again[1]{content}), $w,
       "$name: its cached answer is its own too");
    like($again[1]{headers}{'x-cache'} // '', qr/HIT/,
         "$name: from the cache");
}

sub body_case {
    my (%c) = @_;
    my $s = $c{socket}->();
    my $buf = '';
    syswrite($s, $c{head});
    if ($c{expect}) {
        my $r = read_response($s, \$buf);
        ok($r, "$c{name}: an answer to the headers alone");
        if ($r && $r->{status} !~ /^1/) {
            is($r->{status}, $c{status}, "$c{name}: $c{status}");
            syswrite($s, $c{body});
            $c{answered} = 1;
        }
    }
    syswrite($s, $c{body}) unless $c{answered};
    unless ($c{answered}) {
        my $r = read_response($s, \$buf);
        is($r && $r->{status}, $c{status}, "$c{name}: $c{status}");
        like($r && $r->{head}, qr/^Allow: GET, HEAD/mi,
             "$c{name}: Allow names GET and HEAD")
            if $c{status} == 405;
    }
    next_miss_ok($c{name}, $s, \$buf, $c{next}) if $c{next};
    close $s;
    is(ran("w_$c{marker}.png"), 0,
       "$c{name}: the request in the body never ran");
}

sub with_length {
    my ($method, $path, $body, @h) = @_;
    return ("$method $path HTTP/1.1\r\nHost: localhost\r\n"
        . join('', map { "$_\r\n" } @h)
        . "Content-Type: text/plain\r\nContent-Length: " . length($body)
        . "\r\n\r\n", $body);
}

sub chunked {
    my ($method, $path, $body) = @_;
    return ("$method $path HTTP/1.1\r\nHost: localhost\r\n"
        . "Transfer-Encoding: chunked\r\n\r\n",
        sprintf("%x\r\n%s\r\n0\r\n\r\n", length $body, $body));
}

# the reproduction of the review: a POST to a delivery URL
my ($h, $b) = with_length(POST => '/sm/front', smuggled(901));
body_case(name => 'POST to the front', socket => \&front, head => $h,
          body => $b, status => 405, marker => 901, next => 301);

($h, $b) = with_length(GET => "/sm/$id/w_302.png", smuggled(902));
body_case(name => 'GET with a body to the front', socket => \&front,
          head => $h, body => $b, status => 200, marker => 902,
          next => 303);

($h, $b) = chunked(GET => "/sm/$id/w_304.png", smuggled(903));
body_case(name => 'GET with a chunked body to the front',
          socket => \&front, head => $h, body => $b, status => 200,
          marker => 903, next => 305);

($h, $b) = chunked(POST => "/sm/$id/w_306.png", smuggled(904));
body_case(name => 'chunked POST to the front', socket => \&front,
          head => $h, body => $b, status => 405, marker => 904,
          next => 307);

($h, $b) = with_length(POST => "/sm/$id/w_308.png", smuggled(905),
                       'Expect: 100-continue');
body_case(name => 'POST with Expect: 100-continue', socket => \&front,
          head => $h, body => $b, status => 405, marker => 905,
          expect => 1, next => 309);

# the render server itself, as a front with another configuration would
# reach it: it drops the body of a request it refuses
($h, $b) = with_length(POST => "/sm/$id/w_310.png", smuggled(906));
body_case(name => 'POST to the render server', socket => \&render_server,
          head => $h, body => $b, status => 405, marker => 906,
          next => 313);

($h, $b) = chunked(PUT => "/sm/$id/w_311.png", smuggled(907));
body_case(name => 'chunked PUT to the render server',
          socket => \&render_server, head => $h, body => $b,
          status => 405, marker => 907, next => 314);

($h, $b) = with_length(GET => "/sm/nope/w_312.png", smuggled(908));
body_case(name => 'a refused GET with a body to the render server',
          socket => \&render_server, head => $h, body => $b,
          status => 404, marker => 908, next => 315);

# API routes that take no body, and answers given before a body is read
my $del = "DELETE /api/sm/images/$id HTTP/1.1\r\nHost: localhost\r\n"
    . "X-Api-Key: $key\r\nContent-Length: 0\r\n\r\n";
for my $c (
    [ 'GET of a listing with a body', 'GET', '/api/sm/images', 200,
      "X-Api-Key: $key" ],
    [ 'a route that does not exist', 'GET', '/api/sm/nothing', 404 ],
    [ 'a method the route does not take', 'PUT', '/api/sm/images', 405 ],
    [ 'a JSON route without a key', 'POST', '/api/sm/transforms', 401 ],
    [ 'a problem page', 'GET', '/problems/not-found', 200 ],
) {
    my ($name, $m, $path, $st, @hdr) = @$c;
    my $s = front();
    my ($head, $body) = with_length($m, $path, $del, @hdr);
    syswrite($s, $head . $body);
    my $buf = '';
    my $r = read_response($s, \$buf);
    is($r && $r->{status}, $st, "$name: $st");
    # what a smuggled request would answer comes before this one's
    syswrite($s, get_req('/healthz', 'Connection: close'));
    $r = read_response($s, \$buf);
    like($r && $r->{body}, qr/"status"/, "$name: the next answer is"
         . " the next request's");
    close $s;
    is(ran("DELETE /api/sm/images"), 0, "$name: no DELETE ran");
    my $img = $t->http(GET => "/api/sm/images/$id", key => $key);
    is($img->{status}, 200,
       "$name: the DELETE in its body never ran (the image is there)");
}

$t->done;
