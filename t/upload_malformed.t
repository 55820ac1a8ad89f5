#!/usr/bin/perl

# Hostile and unsupported uploads get a clean 4xx problem+json (415 for
# what is not an accepted image format, 422 for an image that cannot be
# decoded or is over the pixel or frame limit, 400 for a bad form, 413 for
# a body over client_max_body_size) within the client's timeout, and every
# failure leaves no row in images and no file under storage/ (storage/.tmp
# included), also when the client disconnects mid-body.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('bad');

my $r;

sub rows { $t->sql_value('SELECT COUNT(*) FROM images') }

# nothing left behind: no rows, no files under storage/ (.tmp included);
# nginx's body temp file goes when the request ends (bounded wait)
sub nothing_left {
    my ($what) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    is(rows(), 0, "$what: no row in images");
    my @files = $t->storage_files;
    ok(!@files, "$what: no file under storage/")
        or diag("left: @files");
    my $clean = Pictor::Test::wait_for(sub { !$t->body_temp_files }, 10,
        0.1);
    ok($clean, "$what: no client body temp file left")
        or diag('left: ' . join(' ', $t->body_temp_files));
}

# file => status.  looks-like-svg.webp is a valid WebP (a sniffing trap):
# it must be accepted as image/webp, not refused as SVG.
my %want = (
    'truncated.jpg'                      => 422,
    'corrupt-header.jpg'                 => 422,
    'truncated.png'                      => 422,
    'xcsn0g01_bad_idat_crc.png'          => 422,
    'xhdn0g08_bad_ihdr_crc.png'          => 422,
    '65536-uint32-limit.png'             => 422,
    'giant-image.jpg'                    => 422,
    '1024-pages.gif'                     => 422,
    'zero_bytes.jpg'                     => 415,
    'image_invalid.jpg'                  => 415,
    'fixture-json.webp'                  => 415,
    'giant.svg'                          => 415,
    'svg_with_script.svg'                => 415,
    'svg_with_script.sanitized.svg'      => 415,
    # PostScript goes through the EPS rules: no valid header or box, 400
    'filetype_fixture.ps'                => 400,
    'escher.ps'                          => 400,
    'article9_no_bbox.ps'                => 400,
    'zero_bb_eof_before_boundingbox.eps' => 400,
    'looks-like-svg.webp'                => 201,
);

my @files = $t->corpus_files('malformed');
my @unknown = grep { !exists $want{$_} } @files;
ok(!@unknown, 'every file in malformed/ has an expectation')
    or diag("no expectation for: @unknown");
my %on_disk = map { $_ => 1 } @files;
my @gone = grep { !$on_disk{$_} } sort keys %want;
ok(!@gone, 'every expected file is in the corpus') or diag("missing: @gone");

# each refusal on its own: a problem+json of the right status, and not a
# row or a file left (HTTP::Tiny's 20 s timeout bounds the wait: a hang
# shows as status 599)
for my $f (sort keys %want) {
    next if $want{$f} == 201 || !$on_disk{$f};
    $r = $t->upload('bad', key => $key, file => $t->corpus("malformed/$f"));
    $t->problem_ok($r, $want{$f}, "malformed/$f: $want{$f}");
    my @left = $t->storage_files;
    ok(rows() == 0 && !@left, "malformed/$f: nothing left behind")
        or diag('rows ' . rows() . ", files: @left");
}
nothing_left('malformed/ files');

# unsupported formats: a small PDF (EPS is accepted now: t/eps_upload.t;
# the corpus videos too: t/video_upload.t)
my $pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
    . "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n"
    . "trailer << /Root 1 0 R >>\n%%EOF\n";
$r = $t->upload('bad', key => $key, content => $pdf, filename => 'x.jpg',
    type => 'image/jpeg');
$t->problem_ok($r, 415, 'PDF named x.jpg sent as image/jpeg: 415');
$r = $t->upload('bad', key => $key, content => "GIF8" . ("\0" x 16),
    filename => 'x.gif');
ok($r->{status} == 415 || $r->{status} == 422,
    'bytes that only start like GIF: 415 or 422')
    or diag("status $r->{status}");
nothing_left('unsupported formats');

# the sniffing trap is a real WebP
$r = $t->upload('bad', key => $key,
    file => $t->corpus('malformed/looks-like-svg.webp'));
is($r->{status}, 201, 'looks-like-svg.webp (a valid WebP): 201');
is(($r->{json} || {})->{contentType}, 'image/webp',
    'looks-like-svg.webp: image/webp');
my $trap = ($r->{json} || {})->{imageId};
if (defined $trap) {
    is($t->http(DELETE => "/api/bad/images/$trap", key => $key)->{status},
        204, 'delete it again');
}
nothing_left('after deleting the WebP');

###############################################################################
# the form

my $jpeg = Pictor::Test::read_file($t->corpus('images/concert_gray.jpg'));

$r = $t->http(POST => '/api/bad/upload', key => $key, body => $jpeg,
    headers => { 'Content-Type' => 'image/jpeg' });
$t->problem_ok($r, 415, 'raw image/jpeg body (not multipart): 415');
$r = $t->http(POST => '/api/bad/upload', key => $key,
    json => { file => 'x' });
$t->problem_ok($r, 415, 'JSON body: 415');
$r = $t->http(POST => '/api/bad/upload', key => $key, body => '',
    headers => { 'Content-Type' => 'application/x-www-form-urlencoded' });
$t->problem_ok($r, 415, 'urlencoded form: 415');

my ($body, $ct) = Pictor::Test::multipart(name => 'just a name');
$r = $t->http(POST => '/api/bad/upload', key => $key, body => $body,
    headers => { 'Content-Type' => $ct });
my $slug = $t->problem_ok($r, 400, 'no "file" field: 400');
like(($r->{json} || {})->{detail} // '', qr/\bfile\b/,
    'no "file" field: detail names the field');

($body, $ct) = Pictor::Test::multipart(file => { filename => 'a.jpg',
    content => $jpeg }, bogus => 'x');
$r = $t->http(POST => '/api/bad/upload', key => $key, body => $body,
    headers => { 'Content-Type' => $ct });
$t->problem_ok($r, 400, 'unknown field "bogus": 400');
like(($r->{json} || {})->{detail} // '', qr/bogus/,
    'unknown field: detail names it');

for my $bad (['stripExif', 'yes'], ['folder', 'a/../b'],
    ['customId', ''])
{
    $r = $t->upload('bad', key => $key, content => $jpeg,
        fields => [@$bad]);
    $t->problem_ok($r, 400, "$bad->[0]='$bad->[1]': 400");
}

# malformed multipart: no closing boundary, no boundary at all, garbage
($body, $ct) = Pictor::Test::multipart(file => { filename => 'a.jpg',
    content => $jpeg });
(my $open = $body) =~ s/--\r\n\z/\r\n/;
$open =~ s/\r\n--[^\r\n]*\r\n\z//;
$r = $t->http(POST => '/api/bad/upload', key => $key, body => $open,
    headers => { 'Content-Type' => $ct });
$t->problem_ok($r, 400, 'multipart without its closing boundary: 400');
$r = $t->http(POST => '/api/bad/upload', key => $key,
    body => "this is not multipart at all\r\n",
    headers => { 'Content-Type' => $ct });
$t->problem_ok($r, 400, 'multipart type, body without the boundary: 400');
$r = $t->http(POST => '/api/bad/upload', key => $key, body => $body,
    headers => { 'Content-Type' => 'multipart/form-data' });
ok(($r->{status} == 400 || $r->{status} == 415)
    && ($r->{ct} // '') =~ m{^application/problem\+json},
    'multipart/form-data without a boundary parameter: 400 or 415')
    or diag("status $r->{status}");
(my $noname = $body) =~ s/; name="file"//;
$r = $t->http(POST => '/api/bad/upload', key => $key, body => $noname,
    headers => { 'Content-Type' => $ct });
$t->problem_ok($r, 400, 'part without a name: 400');
nothing_left('bad forms');

###############################################################################
# size: client_max_body_size 64m

my $big = 64 * 1024 * 1024 + 1;
$r = $t->raw_http("POST /api/bad/upload HTTP/1.1\r\nHost: localhost\r\n"
    . "X-Api-Key: $key\r\n"
    . "Content-Type: multipart/form-data; boundary=xyz\r\n"
    . "Content-Length: $big\r\nConnection: close\r\n\r\n");
is($r->{status}, 413, 'Content-Length over 64m: 413');
like($r->{head} // '', qr{^content-type:\s*application/problem\+json}mi,
    '413 is problem+json');

{
    # a real 65 MB body (a JPEG header, then padding)
    my ($b2, $ct2) = Pictor::Test::multipart(file => { filename => 'big.jpg',
        content => "\xff\xd8\xff\xe0" . ("\0" x (65 * 1024 * 1024)) });
    $r = $t->http(POST => '/api/bad/upload', key => $key, body => $b2,
        headers => { 'Content-Type' => $ct2 });
    $t->problem_ok($r, 413, '65 MB body: 413');
}
nothing_left('bodies over the limit');

###############################################################################
# the client goes away mid-body

sub gone_away {
    my $log = Pictor::Test::read_file($t->dir . '/error.log') // '';
    my $n = () = $log =~ /client prematurely closed connection/g;
    return $n;
}
my $before = gone_away();
my $sent = $t->upload_disconnect('bad', key => $key,
    total => 8 * 1024 * 1024);
ok($sent > 1024 * 1024, "sent $sent bytes of 8 MB, then closed");
ok(Pictor::Test::wait_for(sub { gone_away() > $before }, 15, 0.1),
    'nginx saw the client go away');
nothing_left('disconnect mid-body');

$sent = $t->upload_disconnect('bad', key => $key, total => 200_000,
    send => 100);
ok($sent == 100, 'sent 100 bytes of 200 KB, then closed');
nothing_left('disconnect after the part headers');

# a client that sends a whole valid upload and hangs up at once: the
# request still ends (nginx logs it in access.log), and the row and the
# object land together or not at all
{
    my ($b3, $ct3) = Pictor::Test::multipart(file => { filename => 'a.jpg',
        content => Pictor::Test::read_file(
            $t->corpus('images/2569067123_aca715a2ee_o.jpg')) });
    my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
        PeerPort => $t->port, Proto => 'tcp', Timeout => 10);
    ok($s, 'connected');
    if ($s) {
        local $SIG{PIPE} = 'IGNORE';
        print $s "POST /api/bad/upload HTTP/1.1\r\nHost: localhost\r\n"
            . "User-Agent: pictor-hangup\r\n"
            . "X-Api-Key: $key\r\nContent-Type: $ct3\r\n"
            . 'Content-Length: ' . length($b3) . "\r\n"
            . "Connection: close\r\n\r\n" . $b3;
        close $s;
    }
    my $ended = Pictor::Test::wait_for(sub {
        (Pictor::Test::read_file($t->dir . '/access.log') // '')
            =~ /"pictor-hangup"/
    }, 20, 0.1);
    ok($ended, 'hang-up after the whole body: the request ends'
        . ' (access.log has it)');
    my $n = rows();
    my @o = grep { !m{^\.tmp/} } $t->storage_files;
    is(scalar @o, $n, "hang-up after the whole body: $n row(s),"
        . ' as many objects') or diag("files: @o");
    is_deeply([$t->storage_files('.tmp')], [],
        'hang-up after the whole body: storage/.tmp is empty');
}

# the server is still fine
$r = $t->upload('bad', key => $key, content => $jpeg, filename => 'ok.jpg');
is($r->{status}, 201, 'a good upload afterwards: 201');

$t->done;
