package Pictor::HostileBucket;

# A bucket server that an attacker runs (t/hostile_bucket.t; docs/
# BUCKETS.md, "What a hostile bucket can do").  It speaks enough of S3's
# path-style REST API (PUT, GET, HEAD, DELETE of objects, ListObjectsV2)
# for Pictor to validate, store and read through it, checks no signature,
# and on the test's word turns hostile:
#
#   list_extra => [keys]      listed besides the real objects (another
#                             project's keys, "../x", control characters)
#   list_endless => 1         every listing page says there is more, with
#                             new keys on each
#   get => { regexp => how }  for matching keys: 'endless' (a body that
#                             never ends), 'drip' (a byte every drip_secs),
#                             'redirect' (302 to redirect_to), 'huge'
#                             (a 64 KB header), 'lie' (Content-Length says
#                             more than is sent)
#   xml => 'malformed'        listings that are not XML
#   put_slow => { regexp => s }  for matching keys, a PUT is stored at
#                             once and answered s seconds later (the
#                             writer's row commits that much later)
#
# The word is a JSON file the server reads on every request, so a test
# changes it without restarting.  Every connection accepted is counted
# (connections()), every request logged (requests()).
#
# Core Perl only.

use strict;
use warnings;

use IO::Socket::INET;
use JSON::PP;
use POSIX ();
use File::Path qw(make_path);
use Time::HiRes qw(sleep time);
use Digest::MD5 qw(md5_hex);

my $JSON = JSON::PP->new->canonical;

sub start {
    my ($class, $dir, %o) = @_;
    my $self = bless { dir => "$dir/hostile", bucket => $o{bucket}
        // 'hostile' }, $class;
    make_path("$self->{dir}/objects");
    $self->set();
    my $srv = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => 0,
        Listen => 64, ReuseAddr => 1, Proto => 'tcp') or die "listen: $@";
    $self->{port} = $srv->sockport;
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        # a group of its own: stop() takes the connections' children too
        POSIX::setpgid(0, 0);
        $SIG{CHLD} = 'IGNORE';
        while (1) {
            my $c = $srv->accept or next;
            $self->log('conns.log', 'connection');
            my $kid = fork;
            if (defined $kid && $kid == 0) {
                close $srv;
                eval { $self->serve($c) };
                POSIX::_exit(0);
            }
            close $c;
        }
    }
    close $srv;
    $self->{pid} = $pid;
    return $self;
}

sub port     { $_[0]{port} }
sub endpoint { 'http://127.0.0.1:' . $_[0]{port} }
sub bucket   { $_[0]{bucket} }

# the hostile behaviour, as above (replaces the previous one)
sub set {
    my ($self, %mode) = @_;
    my $f = "$self->{dir}/mode.json";
    open my $fh, '>', "$f.tmp" or die "$f: $!";
    print $fh $JSON->encode(\%mode);
    close $fh;
    rename "$f.tmp", $f or die "rename $f: $!";
}

sub mode {
    my ($self) = @_;
    open my $fh, '<', "$self->{dir}/mode.json" or return {};
    local $/;
    return eval { $JSON->decode(<$fh>) } || {};
}

sub log {
    my ($self, $file, $line) = @_;
    open my $fh, '>>', "$self->{dir}/$file" or return;
    print $fh "$line\n";
    close $fh;
}

sub lines {
    my ($self, $file) = @_;
    open my $fh, '<', "$self->{dir}/$file" or return ();
    chomp(my @l = <$fh>);
    return @l;
}

sub connections { my @l = $_[0]->lines('conns.log'); scalar @l }
sub requests    { $_[0]->lines('requests.log') }

# a storage PUT body for a project, as the S3 emulator's storage_body
sub storage_body {
    my ($self, %o) = @_;
    return { provider => 's3', bucket => $self->{bucket}, pathPrefix => '',
             region => 'us-east-1', endpoint => $self->endpoint,
             accessKeyId => 'AKIAHOSTILE', secretAccessKey => 'hostile'
                 . 'secret' x 3, %o };
}

# an object put straight into the bucket (the attacker's own bytes)
sub put_object {
    my ($self, $key, $bytes) = @_;
    my $p = $self->path($key);
    (my $d = $p) =~ s{/[^/]*$}{};
    make_path($d);
    open my $fh, '>', $p or die "$p: $!";
    binmode $fh;
    print $fh $bytes;
    close $fh;
}

sub object {
    my ($self, $key) = @_;
    open my $fh, '<', $self->path($key) or return undef;
    binmode $fh;
    local $/;
    return <$fh>;
}

sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'KILL', -$pid;
    kill 'KILL', $pid;
    waitpid $pid, 0;
}

sub DESTROY { $_[0]->stop if $_[0]{pid} && $$ != 0 }

# --- the server ---------------------------------------------------------

sub path {
    my ($self, $key) = @_;
    $key =~ s{\.\.}{__}g;
    return "$self->{dir}/objects/$key";
}

sub unescape {
    my ($s) = @_;
    $s =~ s/%([0-9A-Fa-f]{2})/chr hex $1/ge;
    return $s;
}

sub xml_escape {
    my ($s) = @_;
    $s =~ s/&/&amp;/g;
    $s =~ s/</&lt;/g;
    $s =~ s/>/&gt;/g;
    # XML 1.0 cannot carry most control characters: S3 sends them as
    # character references, which libxml2 refuses as it should
    $s =~ s/([\x00-\x08\x0b\x0c\x0e-\x1f])/sprintf('&#x%x;', ord $1)/ge;
    return $s;
}

sub respond {
    my ($c, $status, $headers, $body) = @_;
    $body //= '';
    my $h = "HTTP/1.1 $status\r\nConnection: close\r\n";
    $h .= "Content-Length: " . length($body) . "\r\n"
        unless grep { /^Content-Length:/i } @$headers;
    $h .= "$_\r\n" for @$headers;
    print $c "$h\r\n$body";
}

sub serve {
    my ($self, $c) = @_;
    binmode $c;
    local $/ = "\r\n";
    my $line = <$c> // return;
    my ($method, $target) = $line =~ m{^(\S+) (\S+) HTTP/1\.[01]};
    return unless $method;
    my %h;
    while (my $l = <$c>) {
        last if $l eq "\r\n";
        $h{lc $1} = $2 if $l =~ /^([^:]+):\s*(.*?)\r\n$/;
    }
    my $body = '';
    if (my $n = $h{'content-length'}) {
        read($c, $body, $n);
    }
    $self->log('requests.log', "$method $target");

    my ($path, $query) = split /\?/, $target, 2;
    $query //= '';
    my %q = map { my ($k, $v) = split /=/, $_, 2; ($k => unescape($v // '')) }
        grep { length } split /&/, $query;
    my $b = $self->{bucket};
    my ($key) = unescape($path) =~ m{^/\Q$b\E/(.*)$};
    my $mode = $self->mode;

    if (!defined $key || $key eq '') {
        return $self->list($c, \%q, $mode) if $method eq 'GET';
        return respond($c, '200 OK', []);
    }
    if ($method eq 'PUT') {
        $self->put_object($key, $body);
        for my $re (keys %{ $mode->{put_slow} || {} }) {
            sleep($mode->{put_slow}{$re}) if $key =~ /$re/;
        }
        return respond($c, '200 OK', ['ETag: "' . md5_hex($body) . '"']);
    }
    if ($method eq 'DELETE') {
        unlink $self->path($key);
        return respond($c, '204 No Content', []);
    }
    my $data = $self->object($key);
    for my $re (keys %{ $mode->{get} || {} }) {
        next unless $key =~ /$re/;
        return $self->hostile_get($c, $method, $mode->{get}{$re}, $mode,
                                  $data);
    }
    return respond($c, '404 Not Found', ['Content-Type: application/xml'],
        '<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>')
        unless defined $data;
    my @hd = ('ETag: "' . md5_hex($data) . '"',
        'Last-Modified: Thu, 01 Jan 2026 00:00:00 GMT',
        'Content-Type: application/octet-stream',
        'Content-Length: ' . length $data);
    return respond($c, '200 OK', \@hd, $method eq 'HEAD' ? '' : $data);
}

sub hostile_get {
    my ($self, $c, $method, $how, $mode, $data) = @_;
    $data //= 'x' x 1000;
    my $etag = 'ETag: "' . md5_hex($data) . '"';
    if ($how eq 'redirect') {
        return respond($c, '302 Found', ['Location: '
            . ($mode->{redirect_to} // 'http://127.0.0.1:1/')]);
    }
    if ($how eq 'huge') {
        return respond($c, '200 OK', [$etag, 'X-Junk: ' . ('j' x 65536)],
                       $data);
    }
    if ($how eq 'lie') {
        # says ten times what it is, sends it, keeps the connection
        print $c "HTTP/1.1 200 OK\r\n$etag\r\nContent-Length: "
            . (10 * length $data) . "\r\n\r\n";
        return if $method eq 'HEAD';
        print $c $data;
        sleep 120;
        return;
    }
    my $size = $mode->{claim_size} // 1 << 30;
    print $c "HTTP/1.1 200 OK\r\n$etag\r\nContent-Length: $size\r\n"
        . "Last-Modified: Thu, 01 Jan 2026 00:00:00 GMT\r\n\r\n";
    return if $method eq 'HEAD';
    $c->autoflush(1);
    if ($how eq 'drip') {
        while (print $c 'x') {
            sleep($mode->{drip_secs} // 5);
        }
        return;
    }
    # endless: as fast as it is read
    my $chunk = 'x' x 65536;
    while (print $c $chunk) { }
}

sub list {
    my ($self, $c, $q, $mode) = @_;
    if (($mode->{xml} // '') eq 'malformed') {
        return respond($c, '200 OK', ['Content-Type: application/xml'],
            '<?xml version="1.0"?><ListBucketResult><Contents><Key>');
    }
    my $prefix = $q->{prefix} // '';
    my @keys;
    my $root = "$self->{dir}/objects";
    my @stack = ('');
    while (@stack) {
        my $rel = pop @stack;
        opendir my $dh, $rel eq '' ? $root : "$root/$rel" or next;
        for my $e (grep { !/^\.\.?$/ } readdir $dh) {
            my $r = $rel eq '' ? $e : "$rel/$e";
            if (-d "$root/$r") { push @stack, $r } else { push @keys, $r }
        }
        closedir $dh;
    }
    @keys = sort grep { index($_, $prefix) == 0 } @keys;
    my $page = $q->{'continuation-token'} // 0;
    push @keys, @{ $mode->{list_extra} || [] } if !$page;
    my $more = 0;
    if ($mode->{list_endless}) {
        # new keys on every page, and always more
        @keys = map { "${prefix}img_endless${page}x$_" } 1 .. 50;
        $more = 1;
    }
    my $x = '<?xml version="1.0" encoding="UTF-8"?>'
        . '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">'
        . "<Name>$self->{bucket}</Name><Prefix>" . xml_escape($prefix)
        . '</Prefix><KeyCount>' . scalar(@keys) . '</KeyCount>'
        . '<MaxKeys>1000</MaxKeys><IsTruncated>'
        . ($more ? 'true' : 'false') . '</IsTruncated>';
    for my $k (@keys) {
        my $d = $self->object($k) // 'x' x 1000;
        $x .= '<Contents><Key>' . xml_escape($k) . '</Key>'
            . '<LastModified>2026-01-01T00:00:00.000Z</LastModified>'
            . '<ETag>&quot;' . md5_hex($d) . '&quot;</ETag><Size>'
            . length($d) . '</Size><StorageClass>STANDARD</StorageClass>'
            . '</Contents>';
    }
    $x .= '<NextContinuationToken>' . ($page + 1)
        . '</NextContinuationToken>' if $more;
    $x .= '</ListBucketResult>';
    return respond($c, '200 OK', ['Content-Type: application/xml'], $x);
}

1;
