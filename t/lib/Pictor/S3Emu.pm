package Pictor::S3Emu;

# The S3 emulator of the tests: s3rver (npm, pinned in t/emulators/s3)
# behind t/emulators/s3/front.mjs, which verifies every request's SigV4
# signature with AWS's own @smithy/signature-v4 and answers S3's
# SignatureDoesNotMatch for a bad one (s3rver alone accepts anything).
# One node process on two free loopback ports: the front (the endpoint the
# drivers use) and s3rver itself (what object() and keys() read, so a test
# checks a driver through the emulator's own API, not through the driver).
#
#   my $s3 = Pictor::S3Emu->start($t->dir);
#   my %env = $s3->env(PT_PREFIX => 'p/');       # for build-test/t/storecli
#   is($s3->object('p/k'), $bytes);
#   $s3->stop; $s3->restart;                    # same ports, same data
#   $t->http(PUT => "/api/$p/storage", jar => $jar,
#            json => $s3->storage_body(pathPrefix => 'pfx/'));
#
# The credentials are random per start, with '/' and '+' in the secret as
# AWS's have.  Stopped at exit like the harness's MariaDB.  Core Perl only.

use strict;
use warnings;

use File::Copy qw(copy);
use File::Compare qw(compare);
use File::Path qw(make_path);
use HTTP::Tiny;
use JSON::PP;
use POSIX qw(:sys_wait_h);
use Time::HiRes qw(sleep time);

use Pictor::Npm;
use Pictor::Test ();

our @RUNNING;

my $JSON = JSON::PP->new->utf8->canonical;

sub rnd {
    my ($n, @chars) = @_;
    return join '', map { $chars[rand @chars] } 1 .. $n;
}

# Starts the emulator with a fresh directory under $dir and creates the
# bucket.  Options: bucket, region.
sub start {
    my ($class, $dir, %o) = @_;
    my $home = Pictor::Npm::install('s3');
    # node resolves the front's imports beside it: run it from the install
    my $front = "$Pictor::Npm::ROOT/t/emulators/s3/front.mjs";
    copy($front, "$home/front.mjs") or die "copy $front: $!"
        if compare($front, "$home/front.mjs") != 0;

    my ($front_port, $s3rver_port) = (Pictor::Test::free_port(), 0);
    $s3rver_port = Pictor::Test::free_port()
        until $s3rver_port && $s3rver_port != $front_port;
    my $self = bless {
        dir         => "$dir/s3emu",
        home        => $home,
        front_port  => $front_port,
        s3rver_port => $s3rver_port,
        bucket      => $o{bucket} || 'pictor-test',
        region      => $o{region} || 'us-east-1',
        key_id      => 'AKIA' . rnd(16, 'A' .. 'Z', 2 .. 7),
        secret      => rnd(40, 'A' .. 'Z', 'a' .. 'z', 0 .. 9, '/', '+'),
        owner_pid   => $$,
        ua          => HTTP::Tiny->new(timeout => 30),
    }, $class;
    make_path("$self->{dir}/data");

    $self->run;
    my $r = $self->{ua}->request(PUT => $self->s3rver_url . '/'
        . $self->{bucket});
    die "s3emu: creating bucket $self->{bucket}: $r->{status} "
        . "$r->{content}" unless $r->{success};
    push @RUNNING, $self;
    return $self;
}

sub endpoint   { 'http://127.0.0.1:' . $_[0]{front_port} }
sub s3rver_url { 'http://127.0.0.1:' . $_[0]{s3rver_port} }
sub bucket     { $_[0]{bucket} }
sub region     { $_[0]{region} }
sub key_id     { $_[0]{key_id} }
sub secret     { $_[0]{secret} }
sub log_path   { "$_[0]{dir}/front.log" }
sub pid        { $_[0]{pid} }

# node front.mjs, its configuration (the secret too) in its environment
sub run {
    my ($self) = @_;
    die "s3emu: already running" if $self->{pid};
    my $out = "$self->{dir}/front.out";
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        $ENV{FRONT_PORT}   = $self->{front_port};
        $ENV{S3RVER_PORT}  = $self->{s3rver_port};
        $ENV{S3RVER_DIR}   = "$self->{dir}/data";
        $ENV{FRONT_KEY_ID} = $self->{key_id};
        $ENV{FRONT_SECRET} = $self->{secret};
        $ENV{FRONT_REGION} = $self->{region};
        $ENV{FRONT_LOG}    = $self->log_path;
        chdir $self->{home} or POSIX::_exit(126);
        open STDIN, '<', '/dev/null' or POSIX::_exit(126);
        open STDOUT, '>>', $out or POSIX::_exit(126);
        open STDERR, '>&', \*STDOUT or POSIX::_exit(126);
        # s3rver's continuation tokens are DES-encrypted, which OpenSSL 3
        # keeps in its legacy provider
        { no warnings qw(exec);
          exec 'node', '--openssl-legacy-provider', 'front.mjs'; }
        POSIX::_exit(127);
    }
    $self->{pid} = $pid;

    my $ua = HTTP::Tiny->new(timeout => 2);
    my $up = Pictor::Test::wait_for(sub {
        die "s3emu exited early:\n" . Pictor::Test::tail($out, 20)
            if waitpid($pid, WNOHANG) == $pid;
        # s3rver answers its service listing; the front, anything
        return $ua->get($self->s3rver_url . '/')->{status} == 200
            && $ua->get($self->endpoint . '/')->{status} != 599;
    }, 30, 0.1);
    unless ($up) {
        $self->stop;
        die "s3emu did not come up:\n" . Pictor::Test::tail($out, 20);
    }
    return $self;
}

# The managed store's words (pictor_managed_store, pictord.conf's
# managed_store) for this bucket, its credentials written to $path (0600);
# %o: prefix
sub managed_spec {
    my ($self, $path, %o) = @_;
    Pictor::Test::write_file($path, 'access_key_id=' . $self->key_id
        . "\nsecret_access_key=" . $self->secret . "\n");
    chmod 0600, $path or die "chmod $path: $!";
    return join ' ', 's3', 'bucket=' . $self->bucket,
        'endpoint=' . $self->endpoint, 'region=' . $self->region,
        (defined $o{prefix} ? "prefix=$o{prefix}" : ()),
        "credentials=$path";
}

# SIGTERM, then SIGKILL after 10 s; the data directory stays
sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'TERM', $pid;
    unless (defined Pictor::Test::wait_child($pid, 10)) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
    }
}

sub restart {
    my ($self) = @_;
    $self->stop;
    return $self->run;
}

# The environment of build-test/t/storecli for this emulator, plus %extra
sub env {
    my ($self, %extra) = @_;
    return (
        PT_PROVIDER => 's3',
        PT_BUCKET   => $self->{bucket},
        PT_ENDPOINT => $self->endpoint,
        PT_REGION   => $self->{region},
        PT_KEY_ID   => $self->{key_id},
        PT_SECRET   => $self->{secret},
        %extra,
    );
}

# The request body of PUT /api/{p}/storage for this emulator
# (docs/API.md "Storage configuration"); any field may be given to override
# (pathPrefix, secretAccessKey, ...)
sub storage_body {
    my ($self, %o) = @_;
    return {
        provider        => 's3',
        bucket          => $self->{bucket},
        pathPrefix      => '',
        region          => $self->{region},
        endpoint        => $self->endpoint,
        accessKeyId     => $self->{key_id},
        secretAccessKey => $self->{secret},
        %o,
    };
}

# a key (bytes) as a URL path, each segment escaped
sub escape_key {
    my ($key) = @_;
    $key =~ s{([^A-Za-z0-9\-._~/])}{sprintf '%%%02X', ord $1}ge;
    return $key;
}

# The object's bytes read from s3rver directly; undef when it has none
sub object {
    my ($self, $key) = @_;
    my $r = $self->{ua}->get($self->s3rver_url . "/$self->{bucket}/"
        . escape_key($key));
    return $r->{content} if $r->{status} == 200;
    return undef if $r->{status} == 404;
    die "s3emu: GET $key: $r->{status} $r->{content}";
}

# Writes an object straight into s3rver (not through a driver): what a
# customer's own tools do to their bucket
sub put_object {
    my ($self, $key, $bytes) = @_;
    my $r = $self->{ua}->request(PUT => $self->s3rver_url
        . "/$self->{bucket}/" . escape_key($key), { content => $bytes });
    die "s3emu: PUT $key: $r->{status} $r->{content}" unless $r->{success};
}

sub xml_unescape {
    my ($s) = @_;
    $s =~ s/&#(\d+);/chr $1/ge;
    $s =~ s/&#x([0-9a-fA-F]+);/chr hex $1/ge;
    my %e = (amp => '&', lt => '<', gt => '>', quot => '"', apos => "'");
    $s =~ s/&(amp|lt|gt|quot|apos);/$e{$1}/g;
    return $s;
}

# Every key of the bucket (under $prefix), as s3rver lists them
sub keys {
    my ($self, $prefix) = @_;
    my (@keys, $token);
    while (1) {
        my $url = $self->s3rver_url . "/$self->{bucket}?list-type=2"
            . '&prefix=' . escape_key(defined $prefix ? $prefix : '')
            . (defined $token ? '&continuation-token='
               . escape_key($token) =~ s{/}{%2F}gr : '');
        my $r = $self->{ua}->get($url);
        die "s3emu: list: $r->{status} $r->{content}" unless $r->{success};
        push @keys, map { xml_unescape($_) }
            $r->{content} =~ m{<Key>(.*?)</Key>}gs;
        last unless $r->{content} =~ m{<IsTruncated>true</IsTruncated>};
        ($token) = $r->{content}
            =~ m{<NextContinuationToken>(.*?)</NextContinuationToken>}s;
        die "s3emu: truncated without a token" unless defined $token;
        $token = xml_unescape($token);
    }
    return @keys;
}

# Multipart uploads s3rver still holds (created, neither completed nor
# aborted)
sub uploads {
    my ($self) = @_;
    my $d = "$self->{dir}/data/$self->{bucket}/._S3rver_uploads";
    opendir(my $dh, $d) or return 0;
    my @u = grep { !/^\./ } readdir $dh;
    return scalar @u;
}

# The requests the front saw: { method, path, query, status, code, ... }
sub requests {
    my ($self) = @_;
    open my $fh, '<', $self->log_path or return ();
    return map { $JSON->decode($_) } grep { /\S/ } <$fh>;
}

# The next $o{times} (1) signed requests of method with query name $o{query}
# answer S3's error $o{code} with $o{status}
sub fault {
    my ($self, %o) = @_;
    my $r = $self->{ua}->request(POST => $self->endpoint . '/__front/fault',
        { content => $JSON->encode(\%o) });
    die "s3emu: fault: $r->{status}" unless $r->{status} == 204;
}

END {
    for my $e (@RUNNING) {
        next unless $e && $e->{owner_pid} == $$;
        eval { $e->stop };
    }
}

1;
