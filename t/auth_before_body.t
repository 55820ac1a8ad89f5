#!/usr/bin/perl

# Credentials are checked before nginx reads a body: an upload announcing
# 60 MB without credentials (or with a bad key, or another project's key)
# gets its 401/403 while the client is still sending, and nginx wrote no
# body temp file for it; a JSON route answers 401 without waiting for its
# body.  The unread body is discarded, so the connection stays usable for
# the next request; with credentials the upload works as before.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use IO::Socket::INET;
use IO::Select;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('abb');
my $other = $t->project_with_key('abb-other', 'other@example.com');

my $BIG = 60 * 1024 * 1024;

# Sends the head of a POST announcing $len body bytes and $send of them,
# then waits (at most 20 s) for a response without sending more.  Returns
# { status, head, temp } with temp the body temp files seen while the
# connection was still open.
sub partial_post {
    my ($path, $len, $send, %h) = @_;
    my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
        PeerPort => $t->port, Proto => 'tcp', Timeout => 10)
        or die "connect: $@";
    $s->autoflush(1);
    local $SIG{PIPE} = 'IGNORE';
    my $head = "POST $path HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        . join('', map { "$_: $h{$_}\r\n" } sort keys %h)
        . "Content-Length: $len\r\n\r\n";
    syswrite($s, $head);
    my $chunk = "\0" x 65536;
    for (my $sent = 0; $sent < $send; $sent += 65536) {
        last unless defined syswrite($s, $chunk);
    }
    my ($raw, $sel) = ('', IO::Select->new($s));
    my $end = time + 20;
    while (time < $end && !Pictor::Test::response_complete($raw)) {
        last unless $sel->can_read(1) || time < $end;
        my $n = sysread($s, my $buf, 65536);
        last if defined $n && $n == 0;
        $raw .= $buf if $n;
    }
    my @temp = $t->body_temp_files;
    close $s;
    # held to docs/openapi.json as http() answers are
    $t->raw_openapi_check($head, $raw);
    my ($status) = $raw =~ m{^HTTP/1\.1 (\d{3})};
    my ($h, $b) = split /\r\n\r\n/, $raw, 2;
    return { status => $status // 0, head => $h // '', body => $b // '',
        temp => \@temp };
}

my $MP = 'multipart/form-data; boundary=xyz';

my $r = partial_post('/api/abb/upload', $BIG, 1024 * 1024,
    'Content-Type' => $MP);
is($r->{status}, 401, 'upload of 60 MB, no credentials: 401 before the body');
like($r->{head}, qr{^content-type: application/problem\+json}mi,
    '401 is problem+json');
is(scalar @{ $r->{temp} }, 0, 'no body temp file was written')
    or diag("temp: @{ $r->{temp} }");

$r = partial_post('/api/abb/upload', $BIG, 1024 * 1024,
    'Content-Type' => $MP, 'X-Api-Key' => 'pk_nonesuch_' . ('x' x 43));
is($r->{status}, 401, 'upload, an invalid key: 401 before the body');
is(scalar @{ $r->{temp} }, 0, 'no body temp file was written');

$r = partial_post('/api/abb/upload', $BIG, 1024 * 1024,
    'Content-Type' => $MP, 'X-Api-Key' => $other);
is($r->{status}, 403, "upload, another project's key: 403 before the body");
is(scalar @{ $r->{temp} }, 0, 'no body temp file was written');

$r = partial_post('/api/abb/upload', $BIG, 1024 * 1024,
    'Content-Type' => $MP, 'Cookie' => 'pictor_session=' . ('x' x 43));
is($r->{status}, 401, 'upload, an unknown session: 401 before the body');

$r = partial_post('/api/abb/watermarks', $BIG, 1024 * 1024,
    'Content-Type' => $MP);
is($r->{status}, 401, 'watermark upload, no credentials: 401 before body');
is(scalar @{ $r->{temp} }, 0, 'no body temp file was written');

# a JSON route: the 401 does not wait for the body
$r = partial_post('/api/abb/transforms', 60000, 0,
    'Content-Type' => 'application/json');
is($r->{status}, 401, 'JSON route, no credentials: 401 without the body');

# keep-alive: the refused body is read and dropped, the next request on
# the same connection is answered as such
my $body = "--xyz\r\nContent-Disposition: form-data; name=\"file\";"
    . " filename=\"a.jpg\"\r\n\r\n" . ("\xff" x 300_000) . "\r\n--xyz--\r\n";
my $two = "POST /api/abb/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    . "Content-Type: $MP\r\nContent-Length: " . length($body) . "\r\n\r\n"
    . $body
    . "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1', PeerPort => $t->port,
    Proto => 'tcp', Timeout => 10) or die "connect: $@";
print $s $two;
my ($raw, $sel) = ('', IO::Select->new($s));
my $end = time + 20;
while (time < $end && $sel->can_read(1)) {
    last unless sysread($s, my $buf, 65536);     # until nginx closes
    $raw .= $buf;
}
close $s;
$t->raw_openapi_check($two, $raw);
my @statuses = $raw =~ m{HTTP/1\.1 (\d{3}) }g;
is("@statuses", "401 200",
    'a refused upload, then a second request on the connection: 401, 200');

# with credentials nothing changed
my $jpg = $t->corpus('exif/Landscape_6.jpg');
$r = $t->upload('abb', key => $key, file => $jpg);
is($r->{status}, 201, 'upload with the key: 201') or diag($r->{content});

my $jar = $t->jar;
$t->login('abb@example.com', 'password for abb 1', $jar);
$r = $t->upload('abb', jar => $jar, file => $jpg,
    fields => [name => 'by cookie']);
is($r->{status}, 201, "upload with the owner's cookie: 201")
    or diag($r->{content});
is(($r->{json} || {})->{imageId} && $t->http(GET => '/api/abb/images/'
    . $r->{json}{imageId}, key => $key)->{json}{name}, 'by cookie',
    'the form was read after the check');

$r = $t->http(POST => '/api/abb/transforms', key => $key,
    json => { name => 'small', parameters => { w => 100 } });
is($r->{status}, 201, 'JSON route with the key: 201') or diag($r->{content});

$r = $t->http(POST => '/api/abb/transforms', jar => $jar,
    origin => 'http://evil.example',
    json => { name => 'evil', parameters => { w => 100 } });
$t->problem_ok($r, 403, 'a foreign Origin with the cookie: 403');

ok(!$t->body_temp_files, 'no body temp file left at the end');

$t->done;
