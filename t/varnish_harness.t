#!/usr/bin/perl

# The Varnish of the tests (t/lib/Pictor/Varnish.pm) and its VCL, on a
# backend of this file's own: a Perl HTTP server that tags its answers
# (Surrogate-Key) as Pictor's delivery does and logs every request it
# gets, so a hit is seen both in X-Varnish-Cache and in a request the
# backend never got.
#
# - t/varnish/pictor.vcl: GET cached, a second GET a hit; PURGE with
#   xkey drops the objects of those tags only, the others stay hits; a
#   PURGE from outside the ACL (127.0.0.2) is refused; a PURGE without
#   xkey drops its URL; Surrogate-Key, xkey and the origin's X-Cache stay
#   on the answers; Vary: Accept keeps a variant per Accept.
# - restart: the same port, an empty cache.
# - the gate (purge_url): up relays purges; down refuses connections
#   while varnishd keeps its cache and answers; hang accepts and holds
#   a purge, which arrives once it is up again.
# - conf/varnish/pictor.vcl, the shipped one, on the same backend: the
#   tags never reach the client, Accept reaches the origin as one of
#   three values (and agrees with the origin's negotiation), a Cookie
#   does not make a delivery a pass, the API and ranged reads are passed.
# - stop leaves no process and no listening port.

use strict;
use warnings;

use Test::More;
use IO::Socket::INET;
use IO::Select;
use POSIX ();
use Time::HiRes qw(sleep time);

use Pictor::Test;
use Pictor::Varnish;

Pictor::Varnish->need_varnish;

my $t = Pictor::Test->new;
my $dir = $t->dir;

# ---------------------------------------------------------------------------
# the backend

my $LOG = "$dir/backend.log";
my ($backend_pid, $backend_port) = start_backend();

# What the backend got: lines "METHOD PATH\tAccept\tRange".
sub backend_requests {
    my ($path) = @_;
    my $text = Pictor::Test::read_file($LOG) // '';
    return grep { !defined $path || (split /\t/)[0] =~ / \Q$path\E$/ }
        split /\n/, $text;
}

sub fetches { scalar backend_requests(@_) }

# answers: Cache-Control public, a day; Surrogate-Key by path; the
# origin's own X-Cache; a body that counts the fetches of its path
sub start_backend {
    my $lsn = IO::Socket::INET->new(LocalAddr => '127.0.0.1',
        LocalPort => 0, Proto => 'tcp', Listen => 64, ReuseAddr => 1)
        or die "backend: $@";
    my $port = $lsn->sockport;
    my $parent = $$;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        $SIG{TERM} = sub { POSIX::_exit(0) };
        open my $log, '>>', $LOG or POSIX::_exit(1);
        $log->autoflush(1);
        my %n;
        my $sel = IO::Select->new($lsn);
        while (1) {
            POSIX::_exit(0) if getppid != $parent;
            next unless $sel->can_read(0.5);
            my $c = $lsn->accept or next;
            eval { serve($c, $log, \%n) };
            close $c;
        }
    }
    close $lsn;
    return ($pid, $port);
}

sub serve {
    my ($c, $log, $n) = @_;
    my $head = '';
    my $sel = IO::Select->new($c);
    while ($head !~ /\r\n\r\n/) {
        return unless $sel->can_read(5);
        my $got = sysread($c, my $buf, 8192);
        return unless $got;
        $head .= $buf;
    }
    my ($line, @h) = split /\r\n/, (split /\r\n\r\n/, $head, 2)[0];
    my ($method, $path) = split / /, $line;
    my %h = map { /^([^:]+):\s*(.*)$/ ? (lc $1 => $2) : () } @h;
    my $accept = $h{accept} // '-';
    print $log "$method $path\t$accept\t" . ($h{range} // '-') . "\n";
    my $count = ++$n->{$path};
    my %keys = ('/a' => 'a b', '/c' => 'c', '/vary' => 'v',
        '/api/x' => 'api');
    my @out = ('Cache-Control: public, max-age=86400',
        'X-Cache: ORIGIN', 'Content-Type: text/plain',
        'Connection: close');
    push @out, "Surrogate-Key: $keys{$path}" if $keys{$path};
    push @out, 'Vary: Accept' if $path eq '/vary';
    my $body = "$path fetch $count accept $accept\n";
    print $c "HTTP/1.1 200 OK\r\n" . join('', map { "$_\r\n" } @out)
        . 'Content-Length: ' . length($body) . "\r\n\r\n"
        . ($method eq 'HEAD' ? '' : $body);
}

# ---------------------------------------------------------------------------
# t/varnish/pictor.vcl

my $v = Pictor::Varnish->new(dir => $dir, backend_port => $backend_port);
$v->start;
like($v->url, qr{^http://127\.0\.0\.1:\d+$}, 'url');
isnt($v->purge_port, $v->port, 'the gate has a port of its own');
like(Pictor::Test::read_file($v->vcl_path),
    qr/\.port = "$backend_port";/, 'the VCL names the backend');

my $r = $v->http(GET => '/a');
is($r->{status}, 200, 'GET /a') or diag("$r->{status} $r->{content}");
is($r->{cache}, 'MISS', 'the first GET is a miss');
is($r->{headers}{'surrogate-key'}, 'a b', 'Surrogate-Key is kept');
is($r->{headers}{xkey}, 'a b', 'xkey is the copy of Surrogate-Key');
is($r->{headers}{'x-cache'}, 'ORIGIN', "the origin's X-Cache is its own");
$r = $v->http(GET => '/a');
is($r->{cache}, 'HIT', 'the second GET is a hit');
like($r->{content}, qr/fetch 1 /, 'from the first fetch');
is(fetches('/a'), 1, 'the backend got one GET /a');

is($v->http(GET => '/c')->{cache}, 'MISS', '/c: a miss');
is($v->http(GET => '/c')->{cache}, 'HIT', '/c: then a hit');
is($v->counter('XKEY.g_keys'), 3, 'xkey knows three tags: a b c');

# outside the ACL: 127.0.0.1 and ::1 only, so 127.0.0.2 is refused
$r = $v->purge('a', from => '127.0.0.2');
is($r->{status}, 403, 'a PURGE from 127.0.0.2 is refused');
is($v->http(GET => '/a')->{cache}, 'HIT', '/a is still cached');

$r = $v->purge('a');
is($r->{status}, 200, 'PURGE xkey: a');
is($r->{n}, 1, 'invalidated one object') or diag($r->{reason});
$r = $v->http(GET => '/a');
is($r->{cache}, 'MISS', '/a is a miss after its purge');
like($r->{content}, qr/fetch 2 /, 'fetched again');
is($v->http(GET => '/c')->{cache}, 'HIT', '/c is still a hit');
is($v->http(GET => '/a')->{cache}, 'HIT', '/a is cached again');

# an object's second tag, and two tags in one purge
$r = $v->purge('b c');
is($r->{n}, 2, 'PURGE xkey: b c invalidated /a (by b) and /c');
is($v->http(GET => '/a')->{cache}, 'MISS', '/a: a miss');
is($v->http(GET => '/c')->{cache}, 'MISS', '/c: a miss');
is($v->purge('nothing-tagged')->{n}, 0, 'an unknown tag purges nothing');
is($v->http(GET => '/a')->{cache}, 'HIT', 'nor /a');

# no xkey: the URL's own object
$r = $v->http(PURGE => '/c');
is($r->{status}, 200, 'PURGE /c without xkey');
is($v->http(GET => '/c')->{cache}, 'MISS', '/c: a miss');
is($v->http(GET => '/a')->{cache}, 'HIT', '/a: a hit');
is($v->http(PURGE => '/a', from => '127.0.0.2')->{status}, 403,
    'nor may 127.0.0.2 purge a URL');

# Vary: Accept, passed as sent by this VCL
for my $acc ('image/avif,*/*', 'image/webp,*/*') {
    is($v->http(GET => '/vary', headers => { Accept => $acc })->{cache},
        'MISS', "/vary, $acc: a miss");
}
is($v->http(GET => '/vary', headers => { Accept => 'image/avif,*/*' })
    ->{cache}, 'HIT', '/vary, the first Accept again: a hit');
is($v->purge('v')->{n}, 2, 'one tag purges both variants');

# ---------------------------------------------------------------------------
# restart: the same port, an empty cache

my $port = $v->port;
my $pid = $v->pid;
$v->restart;
is($v->port, $port, 'restart: the same port');
isnt($v->pid, $pid, 'restart: a new varnishd');
ok(!Pictor::Varnish::alive($pid), 'the old one is gone');
my $before = fetches('/a');
is($v->http(GET => '/a')->{cache}, 'MISS', 'after restart /a is a miss');
is(fetches('/a'), $before + 1, 'fetched from the backend');
is($v->http(GET => '/a')->{cache}, 'HIT', 'then a hit');

# ---------------------------------------------------------------------------
# the gate

is($v->gate, 'up', 'the gate is up');
is($v->http(GET => '/c')->{cache}, 'MISS', '/c cached');
$r = $v->purge('c', gate => 1);
is($r->{n}, 1, 'a purge through the gate arrives');
is($v->purge('c', gate => 1, from => '127.0.0.2')->{status}, 403,
    'through the gate the ACL sees the client, 127.0.0.2');

# down: refused, while the cache stays and answers
$v->http(GET => '/c');
is($v->http(GET => '/c')->{cache}, 'HIT', '/c cached again');
$v->down;
is($v->gate, 'down', 'down');
$r = $v->purge('c', gate => 1);
is($r->{status}, 599, 'down: the purge does not get through');
like($r->{content}, qr/refused/i, 'the connection is refused')
    or diag($r->{content});
is($v->http(GET => '/c')->{cache}, 'HIT',
    'down: varnishd still answers, /c still cached');
$r = $v->purge('c', gate => 1);
is($r->{status}, 599, 'down: a retry is refused too');
$v->up;
$r = $v->purge('c', gate => 1);
is($r->{n}, 1, 'up: the retried purge arrives');
is($v->http(GET => '/c')->{cache}, 'MISS', '/c purged');

# hang: connect succeeds, nothing answers; up relays what waited
$v->http(GET => '/c');
$v->hang;
my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
    PeerPort => $v->purge_port, Proto => 'tcp', Timeout => 5);
ok($s, 'hang: a connection is accepted');
$s->autoflush(1);
print $s "PURGE / HTTP/1.1\r\nHost: 127.0.0.1\r\nxkey: c\r\n"
    . "Connection: close\r\n\r\n";
ok(!IO::Select->new($s)->can_read(1), 'hang: no answer within 1 s');
is($v->http(GET => '/c')->{cache}, 'HIT', 'hang: /c still cached');
# (a tag of nothing: this purge too reaches Varnish once the gate is up,
# as a stopped varnishd would read it when continued, and could come
# before the held one)
$r = $v->purge('nothing-tagged', gate => 1, timeout => 1);
is($r->{status}, 599, 'hang: a client with a timeout gives up');
$v->up;
my $answer = '';
my $end = time + 10;
while (time < $end && IO::Select->new($s)->can_read($end - time)) {
    my $got = sysread($s, my $buf, 4096);
    last unless $got;
    $answer .= $buf;
}
like($answer, qr{^HTTP/1\.1 200 Invalidated 1 objects},
    'up: the held purge is relayed and answered') or diag($answer);
close $s;
is($v->http(GET => '/c')->{cache}, 'MISS', '/c purged by it');

# ---------------------------------------------------------------------------
# conf/varnish/pictor.vcl, the shipped VCL

my $shipped = "$Pictor::Test::ROOT/conf/varnish/pictor.vcl";
my $w = Pictor::Varnish->new(dir => $dir, name => 'shipped',
    backend_port => $backend_port, vcl => $shipped);
$w->start;
like(Pictor::Test::read_file($w->vcl_path),
    qr/\.host = "127\.0\.0\.1";\s*\.port = "$backend_port";/,
    'shipped: its backend replaced by the test\'s');

$r = $w->http(GET => '/a');
is($r->{cache}, 'MISS', 'shipped: /a a miss');
ok(!exists $r->{headers}{'surrogate-key'}, 'shipped: no Surrogate-Key');
ok(!exists $r->{headers}{xkey}, 'shipped: no xkey');
is($r->{headers}{'x-cache'}, 'ORIGIN', "shipped: the origin's X-Cache");
is($w->http(GET => '/a')->{cache}, 'HIT', 'shipped: then a hit');
is($w->http(GET => '/a', headers => { Cookie => 'pictor_session=x' })
    ->{cache}, 'HIT', 'shipped: a Cookie does not pass a delivery');
is($w->purge('a', from => '127.0.0.2')->{status}, 403,
    'shipped: 127.0.0.2 may not purge');
is($w->purge('b')->{n}, 1, 'shipped: PURGE xkey: b');
is($w->http(GET => '/a')->{cache}, 'MISS', 'shipped: /a purged');

$before = fetches('/api/x');
$w->http(GET => '/api/x') for 1 .. 2;
is(fetches('/api/x'), $before + 2, 'shipped: the API is never cached');

$w->http(GET => '/a');
$before = fetches('/a');
$r = $w->http(GET => '/a', headers => { Range => 'bytes=0-3' });
is(fetches('/a'), $before + 1, 'shipped: a ranged read is passed');
my ($last) = (backend_requests('/a'))[-1];
is((split /\t/, $last)[2], 'bytes=0-3', 'with its Range');

# Accept: what the origin gets, and the class the origin would choose
# from what the browser sent (a port of pt_out_format_negotiate,
# shared/transform/transform_format.c).  'lower': a range the origin
# takes that the VCL does not, by design (a parameter other than q).
my %CANON = (avif => 'image/avif,image/webp,*/*', webp => 'image/webp,*/*',
    other => '*/*');
my @ACCEPT = (
    # Chrome, Firefox, Safari 16, old browsers, curl
    'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
    'image/avif,image/webp,*/*',
    'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,'
        . 'video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
    'image/webp,*/*',
    'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5',
    '*/*',
    undef,
    'image/*',
    # qvalues
    'image/avif;q=0,image/webp',
    'image/avif ; q=0.5',
    'image/avif;q=0.000,*/*',
    'image/avif;q=0.001',
    'image/avif;q=1.000, image/webp;q=0',
    'image/webp;q=0, image/avif ;q=0.01',
    'image/avif, image/avif;q=0',
    'image/avif;q=0, image/avif',
    'IMAGE/AVIF',
    'image/webp;Q=0.9',
    # malformed: the origin ignores the range
    'image/avif;q=1.5,image/webp',
    'image/avif;q=abc',
    'image/avif x, image/webp',
    'image/avif;q=0.0001',
    'image/avifx,image/webpx',
    # a parameter other than q
    ['image/avif;level=1', 'lower'],
    ['image/webp;x="a,b"', 'lower'],
);
my %seen_class;
for my $case (@ACCEPT) {
    my ($acc, $how) = ref $case ? @$case : ($case, 'same');
    my $label = defined $acc ? $acc : '(none)';
    my $r = $w->http(GET => '/vary',
        headers => { defined $acc ? (Accept => $acc) : () });
    my ($sent) = $r->{content} =~ /accept (.*)$/m;
    my ($class) = grep { $CANON{$_} eq ($sent // '') } sort keys %CANON;
    my $origin = negotiate($acc);
    if ($how eq 'same') {
        is($class, $origin, "shipped: Accept $label: $origin");
    } else {
        my %rank = (other => 0, webp => 1, avif => 2);
        ok(defined $class && $rank{$class} < $rank{$origin},
            "shipped: Accept $label: below the origin's $origin")
            or diag('got ' . ($sent // 'nothing'));
    }
    # each class fetched once, then every Accept of it a hit
    my $want = defined $class && !$seen_class{$class}++ ? 'MISS' : 'HIT';
    is($r->{cache}, $want, "shipped: Accept $label: a " . lc $want);
}
my @vary = map { (split /\t/)[1] } backend_requests('/vary');
my @shipped_vary = @vary[-3 .. -1];
is_deeply([sort @shipped_vary], [sort values %CANON],
    'shipped: the origin got three Accept values, one per class');

# ---------------------------------------------------------------------------
# stop: nothing left

$v->check_log;
$w->check_log;
my @pids = grep { defined } map { ($_->pid, $_->{gate_pid}) } $v, $w;
my @ports = map { ($_->port, $_->admin_port, $_->purge_port) } $v, $w;
$_->stop for $v, $w;
ok(!grep({ Pictor::Varnish::alive($_) } @pids),
    'stopped: no varnishd, no gate');
ok(!grep({ IO::Socket::INET->new(PeerAddr => '127.0.0.1', PeerPort => $_,
        Proto => 'tcp', Timeout => 1) } @ports),
    'stopped: nothing listens on their ports');
$_->stop for $v, $w;        # twice is fine

kill 'TERM', $backend_pid;
waitpid($backend_pid, 0);

$t->done;

# ---------------------------------------------------------------------------

# pt_out_format_negotiate in Perl: avif, webp or other
sub negotiate {
    my ($accept) = @_;
    my %state = (avif => 0, webp => 0);
    for my $range (split /,/, $accept // '', -1) {
        # a quoted parameter may hold a comma: the C parser skips it,
        # these cases have none but x="a,b", which counts for nothing
        my ($type, @params) = split /;/, $range, -1;
        $type =~ s/^[ \t]+|[ \t]+$//g;
        my $bad = $type =~ /[ \t]/;
        my $q = 1000;
        for my $p (@params) {
            my ($name, $value) = $p =~ /^[ \t]*([^=]*?)[ \t]*(?:=[ \t]*(.*?))?[ \t]*$/;
            next unless defined $name && lc $name eq 'q';
            if (($value // '') =~ /^(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/) {
                $q = int($1 * 1000 + 0.5);
            } else {
                $q = -1;
            }
        }
        $bad ||= $q < 0;
        my $k = lc $type eq 'image/avif' ? 'avif'
            : lc $type eq 'image/webp' ? 'webp' : next;
        $state{$k} = $q > 0 ? 1 : -1 if !$bad && $state{$k} >= 0;
    }
    return $state{avif} > 0 ? 'avif' : $state{webp} > 0 ? 'webp' : 'other';
}
