package Pictor::CdnEmu;

# A strict emulator of the purge APIs pictord sends to (docs/CDN.md,
# "Targets"), one kind per instance: Fastly's bulk purge by surrogate
# keys, Cloudflare's purge by cache tags, a signed webhook receiver, or a
# Varnish with vmod-xkey.  It checks each request as the provider
# documents it (method, path, header names, the token, the JSON body's
# schema; a webhook's HMAC recomputed over the bytes received), answers
# a wrong one with the provider's own error shape (Fastly's {"msg",
# "detail"}, Cloudflare's {"success": false, "errors": [{"code",
# "message"}]}), records every purge it accepts, and can be told to fail
# the next N requests.
#
#   my $cdn = Pictor::CdnEmu->start($t->dir, kind => 'fastly');
#   $t->start(pictord => 1,
#             pictord_conf => { cdn_purge => $cdn->purge_line });
#   ... an API call that invalidates ...
#   ok($cdn->wait_purged("$p/$id", 10), 'purged at the CDN');
#   my @p = $cdn->purges;   # { time, tags => [...], soft, events, ... }
#   $cdn->fail(3, 503);     # the next 3 requests get a 503
#   $cdn->fail(1, 'close'); # ... the connection closed unanswered
#   $cdn->fail(1, 'hang');  # ... no answer for hang_secs (30)
#   $cdn->fail(2, 'unsuccessful');  # Cloudflare: 200, "success": false
#   my @r = $cdn->requests; # every request: method, path, status, why
#
# start's options: kind (xkey, fastly, cloudflare, webhook); id (the
# service or zone, random), token (the token or webhook secret, random),
# path (xkey '/', webhook '/pictor/purge'), port (a free one), hang_secs.
# The token is written to token_file (0600, one line) for the cdn_purge
# line.  Each connection is served by a child of its own, so a hanging
# one does not stop the others; the state between them is in files.
# Stopped at exit, as the harness's other servers.  Core Perl only.

use strict;
use warnings;

use B ();
use Digest::SHA qw(hmac_sha256_hex);
use Fcntl qw(:flock);
use File::Path qw(make_path);
use IO::Socket::INET;
use JSON::PP;
use POSIX ();
use Time::HiRes qw(sleep time);

use Pictor::Test ();

our @RUNNING;

my $JSON = JSON::PP->new->utf8->canonical->allow_nonref;

my %PATH = (xkey => '/', webhook => '/pictor/purge');

# what each provider takes a request (cdn/cdn_int.h agrees)
my %MAX_TAGS = (xkey => 1000, fastly => 256, cloudflare => 100,
                webhook => 1000);

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?Z$/;

sub rnd {
    my ($n) = @_;
    my @c = ('a' .. 'z', 'A' .. 'Z', 0 .. 9);
    return join '', map { $c[rand @c] } 1 .. $n;
}

sub start {
    my ($class, $dir, %o) = @_;
    my $self = $class->new($dir, %o);
    $self->run;
    push @RUNNING, $self;
    return $self;
}

# The emulator's state without a server yet (run starts it; t/tools/
# cdn_emu.pl serves in the foreground with listen and loop)
sub new {
    my ($class, $dir, %o) = @_;
    my $kind = $o{kind} // die "cdnemu: kind => xkey, fastly, cloudflare "
        . "or webhook\n";
    die "cdnemu: no kind $kind\n" unless exists $MAX_TAGS{$kind};
    my $self = bless {
        kind      => $kind,
        id        => $o{id} // rnd(22),
        token     => $o{token} // rnd(40),
        path      => $o{path} // $PATH{$kind} // '',
        port      => $o{port},
        hang_secs => $o{hang_secs} // 30,
        owner_pid => $$,
    }, $class;
    my $n = 0;
    $n++ while -e "$dir/cdnemu-$kind-$n";
    $self->{dir} = "$dir/cdnemu-$kind-$n";
    make_path($self->{dir});
    my $f = $self->token_file;
    open my $fh, '>', $f or die "$f: $!";
    print $fh "$self->{token}\n";
    close $fh;
    chmod 0600, $f or die "chmod $f: $!";
    $self->fail(0);
    return $self;
}

sub kind       { $_[0]{kind} }
sub id         { $_[0]{id} }
sub token      { $_[0]{token} }
sub secret     { $_[0]{token} }
sub port       { $_[0]{port} }
sub dir        { $_[0]{dir} }
sub token_file { "$_[0]{dir}/token" }
sub endpoint   { 'http://127.0.0.1:' . $_[0]{port} }
# the xkey or webhook URL; the API endpoint of the others
sub url        { $_[0]->endpoint . $_[0]{path} }

# The value of a cdn_purge line for this emulator; %o: token_file, id
# (another, to be refused), endpoint
sub purge_line {
    my ($self, %o) = @_;
    my $tf = $o{token_file} // $self->token_file;
    my $id = $o{id} // $self->{id};
    my $ep = $o{endpoint} // $self->endpoint;
    my $k = $self->{kind};
    return "xkey " . $self->url if $k eq 'xkey';
    return "webhook " . $self->url . " secret_file=$tf" if $k eq 'webhook';
    return "$k " . ($k eq 'fastly' ? 'service' : 'zone')
        . "=$id token_file=$tf endpoint=$ep";
}

# Binds the port (the one given, or a free one, kept for restart)
sub listen {
    my ($self) = @_;
    my $srv;
    for my $try (1 .. 5) {
        my $port = $self->{port} // Pictor::Test::free_port();
        $srv = IO::Socket::INET->new(LocalAddr => '127.0.0.1',
            LocalPort => $port, Listen => 64, ReuseAddr => 1,
            Proto => 'tcp');
        if ($srv) {
            $self->{port} = $port;
            last;
        }
        die "cdnemu: listen on $port: $@" if defined $self->{port};
    }
    die "cdnemu: no free port: $@" unless $srv;
    return $srv;
}

sub run {
    my ($self) = @_;
    die "cdnemu: already running" if $self->{pid};
    my $srv = $self->listen;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        $self->loop($srv);
    }
    close $srv;
    $self->{pid} = $pid;
    return $self;
}

# Serves $srv until killed, a child per connection in a process group
# of its own, so that stop takes the children too
sub loop {
    my ($self, $srv) = @_;
    POSIX::setpgid(0, 0);
    $SIG{CHLD} = 'IGNORE';
    $SIG{PIPE} = 'IGNORE';
    while (1) {
        my $c = $srv->accept or next;
        my $kid = fork;
        if (defined $kid && $kid == 0) {
            close $srv;
            eval { $self->serve($c) };
            POSIX::_exit(0);
        }
        close $c;
    }
}

sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'KILL', -$pid;
    kill 'KILL', $pid;
    waitpid $pid, 0;
}

sub restart {
    my ($self) = @_;
    $self->stop;
    return $self->run;
}

sub DESTROY {
    local $?;
    $_[0]->stop if $_[0]{pid} && $$ == $_[0]{owner_pid};
}

# ---------------------------------------------------------------------------
# what the test reads and says

# The next $n requests fail as $how: a status (503, 429, 500, ...: the
# provider's error shape), 'close' (read, then closed unanswered),
# 'hang' (read, then no answer for hang_secs), 'unsuccessful' (Cloudflare
# only: 200 with "success": false).  fail(0) clears it.
sub fail {
    my ($self, $n, $how) = @_;
    $self->locked(sub {
        my $f = "$self->{dir}/fail.json";
        open my $fh, '>', "$f.tmp" or die "$f: $!";
        print $fh $JSON->encode({ n => $n, how => $how // 503 });
        close $fh;
        rename "$f.tmp", $f or die "rename $f: $!";
    });
}

sub lines {
    my ($self, $file) = @_;
    open my $fh, '<', "$self->{dir}/$file" or return ();
    return map { $JSON->decode($_) } grep { /\S/ } <$fh>;
}

# Every purge accepted, oldest first: { time, tags => [...] } and, by
# kind, soft and form (fastly: 'json' or 'header'), events and sentAt
# (webhook)
sub purges   { $_[0]->lines('purges.jsonl') }
# Every request: { time, method, path, status, why (a refusal's reason),
# failure (an injected one) }
sub requests { $_[0]->lines('requests.jsonl') }
# Every tag purged, in order, repeated as purged
sub tags     { map { @{ $_->{tags} } } $_[0]->purges }

# 1 once a purge of $tag was accepted, undef after $timeout seconds
sub wait_purged {
    my ($self, $tag, $timeout) = @_;
    return Pictor::Test::wait_for(sub {
        (grep { $_ eq $tag } $self->tags) ? 1 : 0;
    }, $timeout // 10, 0.05);
}

# The X-Pictor-Signature of $body with this webhook's secret
sub signature { 'sha256=' . hmac_sha256_hex($_[1], $_[0]{token}) }

# ---------------------------------------------------------------------------
# the server

# $code under the emulator's lock: the children share the countdown
sub locked {
    my ($self, $code) = @_;
    open my $lk, '>>', "$self->{dir}/lock" or die "lock: $!";
    flock($lk, LOCK_EX) or die "flock: $!";
    my @r = $code->();
    close $lk;
    return @r;
}

sub append {
    my ($self, $file, $rec) = @_;
    $self->locked(sub {
        open my $fh, '>>', "$self->{dir}/$file" or die "$file: $!";
        print $fh $JSON->encode($rec), "\n";
        close $fh;
    });
}

# the failure of this request, if one is due
sub take_failure {
    my ($self) = @_;
    my ($how) = $self->locked(sub {
        my $f = "$self->{dir}/fail.json";
        open my $fh, '<', $f or return;
        my $s = do { local $/; <$fh> };
        close $fh;
        my $fail = $JSON->decode($s);
        return unless $fail->{n} > 0;
        $fail->{n}--;
        open $fh, '>', "$f.tmp" or die "$f: $!";
        print $fh $JSON->encode($fail);
        close $fh;
        rename "$f.tmp", $f or die "rename $f: $!";
        return $fail->{how};
    });
    return $how;
}

# The request, strictly HTTP/1.1: { method, path, query, headers (lower
# case name => [values]), body }, or a reason it is malformed
sub read_request {
    my ($c) = @_;
    my $buf = '';
    while ($buf !~ /\r\n\r\n/) {
        return (undef, 'no request') if length $buf > 65536;
        my $n = sysread($c, $buf, 65536, length $buf);
        return (undef, 'closed') unless $n;
    }
    my ($head, $body) = split /\r\n\r\n/, $buf, 2;
    my ($start, @lines) = split /\r\n/, $head;
    my ($method, $target) = $start =~ m{^([A-Z]+) (/\S*) HTTP/1\.[01]$}
        or return (undef, 'malformed request line');
    my $token = qr/[!#\$%&'*+.^_`|~0-9A-Za-z-]+/;    # RFC 9110's
    my %h;
    for my $l (@lines) {
        my ($n, $v) = $l =~ /^($token):[ \t]*(.*?)[ \t]*$/
            or return (undef, 'malformed header line');
        push @{ $h{lc $n} }, $v;
    }
    return (undef, 'chunked body') if $h{'transfer-encoding'};
    my $len = $h{'content-length'} ? $h{'content-length'}[0] : 0;
    return (undef, 'bad Content-Length') unless $len =~ /^\d+$/
        && (!$h{'content-length'} || @{ $h{'content-length'} } == 1);
    if (($h{expect}[0] // '') =~ /^100-continue$/i) {
        print $c "HTTP/1.1 100 Continue\r\n\r\n";
    }
    while (length($body) < $len) {
        my $n = sysread($c, $body, $len - length $body, length $body);
        return (undef, 'body cut short') unless $n;
    }
    return (undef, 'body longer than Content-Length') if length $body > $len;
    my ($path, $query) = split /\?/, $target, 2;
    return { method => $method, path => $path, query => $query,
             headers => \%h, body => $body };
}

sub header {
    my ($r, $name) = @_;
    my $v = $r->{headers}{lc $name} or return undef;
    return @$v == 1 ? $v->[0] : join ', ', @$v;
}

sub respond {
    my ($c, $status, $type, $body) = @_;
    print $c "HTTP/1.1 $status X\r\nConnection: close\r\n"
        . "Content-Type: $type\r\nContent-Length: " . length($body)
        . "\r\n\r\n$body";
}

sub serve {
    my ($self, $c) = @_;
    binmode $c;
    local $SIG{ALRM} = sub { die "timeout\n" };
    alarm 20;
    my ($r, $bad) = read_request($c);
    alarm 0;
    my $log = { time => time, method => $r ? $r->{method} : undef,
                path => $r ? $r->{path} : undef };

    if (my $how = $r && $self->take_failure) {
        $log->{failure} = $how;
        $self->append('requests.jsonl', { %$log, status => 0 });
        return close $c if $how eq 'close';
        return sleep $self->{hang_secs} if $how eq 'hang';
        my ($st, $type, $body) = $how eq 'unsuccessful'
            ? (200, $self->error(200, 'unsuccessful', 1134, 'emulated'))
            : ($how, $self->error($how, "emulated $how", 10000,
                                  'failing on purpose'));
        return respond($c, $st, $type, $body);
    }

    my ($st, $type, $body, $purge, $why);
    if ($r) {
        my $check = "check_$self->{kind}";
        ($st, $type, $body, $purge) = $self->$check($r);
        $why = $purge unless ref $purge;
    } else {
        ($st, $type, $body) = (400, $self->error(400, 'Bad request', 6003,
                                                 $bad));
        $why = $bad;
    }
    if (ref $purge) {
        $self->append('purges.jsonl', { time => time, %$purge });
    }
    $self->append('requests.jsonl', { %$log, status => $st,
                                      (defined $why ? (why => $why) : ()) });
    respond($c, $st, $type, $body);
}

# The provider's error answer: (content type, body)
sub error {
    my ($self, $status, $msg, $code, $detail) = @_;
    my $k = $self->{kind};
    return ('application/json', $JSON->encode({ msg => $msg,
        (defined $detail ? (detail => $detail) : ()) })) if $k eq 'fastly';
    return ('application/json', $JSON->encode({ success => JSON::PP::false,
        errors => [{ code => $code, message => $msg }], messages => [],
        result => undef })) if $k eq 'cloudflare';
    return ('application/json', $JSON->encode({ error => $msg }))
        if $k eq 'webhook';
    return ('text/plain', "$status $msg\n");
}

# (status, type, body, the reason) of a refusal
sub refuse {
    my ($self, $status, $msg, $code, $why) = @_;
    return ($status, $self->error($status, $msg, $code, $why),
            $why // $msg);
}

# a JSON string, not a number that looks like one
sub is_string {
    my ($v) = @_;
    return 0 if !defined $v || ref $v;
    my $f = B::svref_2object(\$v)->FLAGS;
    return ($f & B::SVp_POK) && !($f & (B::SVp_IOK | B::SVp_NOK));
}

sub json_body {
    my ($r) = @_;
    my $ct = header($r, 'content-type') // '';
    return (undef, "Content-Type $ct is not application/json")
        unless $ct =~ m{^application/json\s*(?:;.*)?$}i;
    my $v = eval { $JSON->decode($r->{body}) };
    return (undef, 'the body is not JSON') unless defined $v;
    return (undef, 'the body is not a JSON object') unless ref $v eq 'HASH';
    return ($v);
}

# tags: 1..max strings of 1..1024 printable bytes without spaces
sub tags_ok {
    my ($self, $tags, $what) = @_;
    my $max = $MAX_TAGS{ $self->{kind} };
    return "$what is not an array" unless ref $tags eq 'ARRAY';
    return "$what is empty" unless @$tags;
    return "$what has " . @$tags . " tags, more than $max" if @$tags > $max;
    for my $t (@$tags) {
        return "$what holds a non-string" unless is_string($t);
        return "$what holds an empty or long tag"
            unless length $t && length $t <= 1024;
        return "$what holds a space or control character"
            if $t =~ /[\x00-\x20\x7f]/;
    }
    return undef;
}

# Fastly: POST /service/{id}/purge, Fastly-Key, {"surrogate_keys": [...]}
# or the keys in a Surrogate-Key header; 200 a purge id per key
sub check_fastly {
    my ($self, $r) = @_;
    return $self->refuse(405, 'Method not allowed', 0, "$r->{method}")
        unless $r->{method} eq 'POST';
    my ($svc) = $r->{path} =~ m{^/service/([^/]+)/purge$}
        or return $self->refuse(404, 'Record not found', 0,
                                "no route $r->{path}");
    my $key = header($r, 'fastly-key');
    return $self->refuse(401, 'Provided credentials are missing or invalid')
        unless defined $key && $key eq $self->{token};
    return $self->refuse(404, 'Record not found', 0,
                         "Cannot find service '$svc'")
        unless $svc eq $self->{id};

    my ($keys, $form, $why);
    if (defined(my $sk = header($r, 'surrogate-key'))) {
        ($keys, $form) = ([split ' ', $sk], 'header');
    } else {
        my ($o, $bad) = json_body($r);
        return $self->refuse(400, 'Bad request', 0, $bad) unless $o;
        return $self->refuse(400, 'Bad request', 0,
                             'only surrogate_keys is taken')
            unless join(',', sort keys %$o) eq 'surrogate_keys';
        ($keys, $form) = ($o->{surrogate_keys}, 'json');
    }
    $why = $self->tags_ok($keys, 'surrogate_keys');
    return $self->refuse(400, 'Bad request', 0, $why) if $why;

    my $soft = defined header($r, 'fastly-soft-purge') ? 1 : 0;
    my %ids = map { $_ => '1-' . rnd(12) } @$keys;
    return (200, 'application/json', $JSON->encode(\%ids),
            { tags => $keys, soft => $soft, form => $form });
}

# Cloudflare: POST /zones/{id}/purge_cache, Authorization: Bearer,
# {"tags": [...]}; 200 {"success": true, ...}
sub check_cloudflare {
    my ($self, $r) = @_;
    return $self->refuse(405, 'Method not allowed', 10405, $r->{method})
        unless $r->{method} eq 'POST';
    my ($zone) = $r->{path} =~ m{^/zones/([^/]+)/purge_cache$};
    return $self->refuse(400, "Could not route to $r->{path}, perhaps "
                         . 'your object identifier is invalid?', 7003)
        unless defined $zone && $zone eq $self->{id};
    my $auth = header($r, 'authorization');
    return $self->refuse(400, 'Missing X-Auth-Key, X-Auth-Email or '
                         . 'Authorization headers', 9106)
        unless defined $auth;
    my ($token) = $auth =~ /^Bearer ([^\s]+)$/
        or return $self->refuse(400, 'Invalid request headers', 6003,
                                'Invalid format for Authorization header');
    return $self->refuse(403, 'Authentication error', 10000)
        unless $token eq $self->{token};

    my ($o, $bad) = json_body($r);
    return $self->refuse(400, 'Invalid request headers', 6003, $bad)
        if !$o && $bad =~ /Content-Type/;
    return $self->refuse(400, 'Malformed JSON in request body', 1012, $bad)
        unless $o;
    return $self->refuse(400, 'Request must contain one of '
                         . '"purge_everything", "files", "tags", "hosts" or '
                         . '"prefixes"', 1012)
        unless join(',', sort keys %$o) eq 'tags';
    my $why = $self->tags_ok($o->{tags}, 'tags');
    return $self->refuse(400, $why, 1012) if $why;

    return (200, 'application/json', $JSON->encode({
                success => JSON::PP::true, errors => [], messages => [],
                result => { id => $zone } }), { tags => $o->{tags} });
}

# The webhook: POST path, X-Pictor-Signature over the body, the body's
# schema (docs/CDN.md); 200 {"ok": true}
sub check_webhook {
    my ($self, $r) = @_;
    return $self->refuse(405, 'not POST', 0) unless $r->{method} eq 'POST';
    return $self->refuse(404, "no route $r->{path}", 0)
        unless $r->{path} eq $self->{path};
    my $sig = header($r, 'x-pictor-signature') // '';
    return $self->refuse(401, 'missing or malformed X-Pictor-Signature', 0)
        unless $sig =~ /^sha256=[0-9a-f]{64}$/;
    return $self->refuse(401, 'bad signature', 0)
        unless $sig eq $self->signature($r->{body});

    my ($o, $bad) = json_body($r);
    return $self->refuse($bad =~ /Content-Type/ ? 415 : 400, $bad, 0)
        unless $o;
    my $why = $self->webhook_schema($o);
    return $self->refuse(400, $why, 0) if $why;

    return (200, 'application/json', '{"ok":true}',
            { tags => $o->{tags}, events => $o->{events},
              sentAt => $o->{sentAt} });
}

sub webhook_schema {
    my ($self, $o) = @_;
    return 'keys are not exactly type, tags, events, sentAt'
        unless join(',', sort keys %$o) eq 'events,sentAt,tags,type';
    return 'type is not "purge"' unless is_string($o->{type})
        && $o->{type} eq 'purge';
    my $why = $self->tags_ok($o->{tags}, 'tags');
    return $why if $why;
    my %tags = map { $_ => 0 } @{ $o->{tags} };
    return 'tags repeat a tag' unless keys %tags == @{ $o->{tags} };
    return 'events is not a non-empty array'
        unless ref $o->{events} eq 'ARRAY' && @{ $o->{events} };
    for my $e (@{ $o->{events} }) {
        return 'an event is not {id, tag, createdAt}'
            unless ref $e eq 'HASH'
            && join(',', sort keys %$e) eq 'createdAt,id,tag';
        return 'an event id is not a string of digits'
            unless is_string($e->{id}) && $e->{id} =~ /^\d+$/;
        return "event $e->{id}: its tag is not in tags"
            unless is_string($e->{tag}) && exists $tags{ $e->{tag} };
        return "event $e->{id}: createdAt is neither null nor ISO 8601"
            unless !defined $e->{createdAt}
            || (is_string($e->{createdAt}) && $e->{createdAt} =~ $ISO);
        $tags{ $e->{tag} }++;
    }
    return 'a tag has no event' if grep { !$_ } values %tags;
    return 'sentAt is not ISO 8601 UTC' unless is_string($o->{sentAt})
        && $o->{sentAt} =~ $ISO;
    return undef;
}

# Varnish with vmod-xkey: PURGE path with an xkey header, no body
sub check_xkey {
    my ($self, $r) = @_;
    return $self->refuse(405, 'Method Not Allowed', 0, $r->{method})
        unless $r->{method} eq 'PURGE';
    return $self->refuse(404, 'Not Found', 0, "no route $r->{path}")
        unless $r->{path} eq $self->{path};
    my $x = header($r, 'xkey');
    return $self->refuse(400, 'Bad Request', 0, 'no xkey header')
        unless defined $x && $x =~ /\S/;
    return $self->refuse(400, 'Bad Request', 0, 'a body')
        if length $r->{body};
    my @tags = grep { length } split /[ ,]+/, $x;
    return (200, 'text/plain', 'Invalidated ' . @tags . " objects\n",
            { tags => \@tags });
}

END {
    # reaping the servers must not become the test's exit status
    local $?;
    for my $e (@RUNNING) {
        next unless $e && $e->{owner_pid} == $$;
        eval { $e->stop };
    }
}

1;
