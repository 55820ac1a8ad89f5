package Pictor::GcsEmu;

# The GCS test server of the driver and route tests: t/emulators/gcs/
# server.mjs, a strict stand-in for Cloud Storage's JSON API and Google's
# OAuth2 token endpoint (its header says why it stands in for the
# firebase-tools emulator, which cannot run here).  It runs under node on
# a free loopback port with its state in a directory of the test's, and
# is started and stopped like MariaDB.
#
#   my $gcs = Pictor::GcsEmu->start("$dir/gcs");
#   $gcs->service_account_json;          # the key's JSON, token_uri ours
#   my %env = $gcs->env(PT_PREFIX => 'p/');   # for build-test/t/storecli
#   $gcs->object('p/a/b');               # bytes, from the server's files
#   $gcs->keys;                          # every object name, sorted
#   $gcs->config(tokenTtl => 2);         # see server.mjs's config
#   $gcs->stop; $gcs->restart;           # objects stay on disk
#
# The service account's RSA key is made here with `openssl genpkey` (no
# key is in the repository) and its public half registered with the
# server, which verifies every JWT against it.  Core Perl only.

use strict;
use warnings;

use Cwd qw(abs_path);
use Digest::MD5 qw(md5_base64);
use Digest::SHA qw(sha256_hex);
use File::Basename qw(dirname);
use File::Path qw(make_path);
use HTTP::Tiny;
use JSON::PP;
use POSIX qw(:sys_wait_h);
use Time::HiRes qw(sleep time);

use Pictor::Test;

our $ROOT = abs_path(dirname(__FILE__) . '/../../..');
our $SERVER = "$ROOT/t/emulators/gcs/server.mjs";
our $EMAIL = 'pictor-test@pictor-emu.iam.gserviceaccount.com';

my $JSON = JSON::PP->new->utf8->canonical;
my @RUNNING;

# node, or undef: the test skips without it
sub node {
    for my $d (split /:/, $ENV{PATH} || '/usr/bin') {
        return "$d/node" if -x "$d/node";
    }
    return undef;
}

sub start {
    my ($class, $dir, %o) = @_;
    make_path("$dir/state");
    my $self = bless {
        dir    => $dir,
        port   => Pictor::Test::free_port(),
        bucket => $o{bucket} || 'pictor-gcs-test',
        ua     => HTTP::Tiny->new(timeout => 30, keep_alive => 0),
    }, $class;
    $self->{key} = $self->new_key(register => 1);
    $self->launch;
    push @RUNNING, $self;
    return $self;
}

sub bucket    { $_[0]{bucket} }
sub port      { $_[0]{port} }
sub endpoint  { 'http://127.0.0.1:' . $_[0]{port} }
sub token_uri { $_[0]->endpoint . '/token' }
sub email     { $EMAIL }

sub launch {
    my ($self) = @_;
    my $node = node() or die "GcsEmu: node is not installed\n";
    my $log = "$self->{dir}/server.log";
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        open STDIN, '<', '/dev/null';
        open STDOUT, '>>', $log or POSIX::_exit(126);
        open STDERR, '>&', \*STDOUT;
        {
            no warnings qw(exec);
            exec $node, $SERVER, '--dir', "$self->{dir}/state",
                '--port', $self->{port}, '--bucket', $self->{bucket};
        }
        POSIX::_exit(127);
    }
    $self->{pid} = $pid;
    my $up = Pictor::Test::wait_for(sub {
        die "GcsEmu: the server exited:\n" . Pictor::Test::tail($log, 20)
            if waitpid($pid, WNOHANG) == $pid;
        my $r = $self->{ua}->get($self->endpoint . '/_emu/state');
        return $r->{status} == 200;
    }, 30, 0.1);
    die "GcsEmu: no answer on port $self->{port}\n" unless $up;
    return $self;
}

sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'TERM', $pid;
    my $st = Pictor::Test::wait_child($pid, 10);
    unless (defined $st) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
    }
    return $self;
}

# The same port and state directory: objects and accounts are kept, tokens
# and upload sessions (in the server's memory) are not.
sub restart {
    my ($self) = @_;
    $self->stop;
    return $self->launch;
}

END {
    $_->stop for grep { $_->{pid} } @RUNNING;
}

# ---------------------------------------------------------------------------
# service accounts

# The registered key of the default service account
sub key { $_[0]{key} }

# A new 2048-bit RSA key: {file, pem, pub, kid}; registered with the server for
# $o{email} (ours by default) when $o{register}.
sub new_key {
    my ($self, %o) = @_;
    my $n = ++$self->{keys_made};
    my ($priv, $pub) = map { "$self->{dir}/key$n.$_" } qw(pem pub);
    system('openssl', 'genpkey', '-algorithm', 'RSA', '-pkeyopt',
        'rsa_keygen_bits:2048', '-out', $priv, '-quiet') == 0
        or die "openssl genpkey failed\n";
    chmod 0600, $priv;
    system('openssl', 'pkey', '-in', $priv, '-pubout', '-out', $pub) == 0
        or die "openssl pkey -pubout failed\n";
    my $key = {
        file => $priv,
        pem => Pictor::Test::read_file($priv),
        pub => Pictor::Test::read_file($pub),
        kid => sha256_hex("kid$n$$" . time),
    };
    $self->register($o{email} || $EMAIL, $key, $o{buckets})
        if $o{register};
    return $key;
}

# accounts.json: email -> {keys: {kid: public PEM}, buckets?}
sub register {
    my ($self, $email, $key, $buckets) = @_;
    my $f = "$self->{dir}/state/accounts.json";
    my $acc = -f $f ? $JSON->decode(Pictor::Test::read_file($f)) : {};
    $acc->{$email}{keys}{$key->{kid}} = $key->{pub};
    $acc->{$email}{buckets} = $buckets if $buckets;
    Pictor::Test::write_file("$f.tmp", $JSON->encode($acc));
    rename "$f.tmp", $f or die "rename $f: $!";
}

# The service account's JSON key as Google issues it, token_uri ours.
# key => a new_key() (default: the registered one), email => ...
sub service_account_json {
    my ($self, %o) = @_;
    my $key = $o{key} || $self->{key};
    my $email = $o{email} || $EMAIL;
    return $JSON->encode({
        type => 'service_account',
        project_id => 'pictor-emu',
        private_key_id => $key->{kid},
        private_key => $key->{pem},
        client_email => $email,
        client_id => '100000000000000000001',
        auth_uri => 'https://accounts.google.com/o/oauth2/auth',
        token_uri => $self->token_uri,
        auth_provider_x509_cert_url =>
            'https://www.googleapis.com/oauth2/v1/certs',
        universe_domain => 'googleapis.com',
        %{ $o{extra} || {} },
    });
}

# The JSON in a 0600 file (storecli reads PT_SA_FILE: no secret in argv)
sub sa_file {
    my ($self, %o) = @_;
    my $f = "$self->{dir}/sa" . ++$self->{sa_n} . '.json';
    Pictor::Test::write_file($f, $self->service_account_json(%o));
    chmod 0600, $f;
    return $f;
}

# storecli's environment; sa => {service_account_json options}
sub env {
    my ($self, %extra) = @_;
    my $sa = delete $extra{sa} || {};
    return (
        PT_PROVIDER => 'gcs',
        PT_BUCKET   => $self->{bucket},
        PT_ENDPOINT => $self->endpoint,
        PT_SA_FILE  => $self->sa_file(%$sa),
        PT_PREFIX   => '',
        %extra,
    );
}

# The PUT storage body (docs/API.md "Storage configuration"); endpoint
# points the driver at this server
sub storage_body {
    my ($self, %o) = @_;
    return {
        provider => 'gcs',
        bucket => $self->{bucket},
        pathPrefix => defined $o{pathPrefix} ? $o{pathPrefix} : '',
        serviceAccountJson => $self->service_account_json,
        endpoint => $self->endpoint,
    };
}

# ---------------------------------------------------------------------------
# the server's own state

# Object names here are UTF-8 bytes, as storecli takes them.
sub obj_file {
    my ($self, $name, $ext) = @_;
    return "$self->{dir}/state/data/$self->{bucket}/"
        . sha256_hex($name) . ".$ext";
}

# An object's bytes (full name, prefix included), undef when absent
sub object {
    my ($self, $name) = @_;
    return undef unless -f $self->obj_file($name, 'json');
    my $f = $self->obj_file($name, 'bin');
    open my $fh, '<:raw', $f or return undef;
    local $/;
    my $s = <$fh>;
    return defined $s ? $s : '';
}

# Its metadata as the server keeps it (contentType, size, md5Hash...)
sub meta {
    my ($self, $name) = @_;
    my $s = Pictor::Test::read_file($self->obj_file($name, 'json'));
    return defined $s ? $JSON->decode($s) : undef;
}

sub keys {
    my ($self) = @_;
    my $d = "$self->{dir}/state/data/$self->{bucket}";
    opendir my $dh, $d or return ();
    my @names = map {
        my $n = $JSON->decode(Pictor::Test::read_file("$d/$_"))->{name};
        utf8::encode($n);
        $n;
    } grep { /\.json$/ } readdir $dh;
    return sort @names;
}

# An object put straight into the server's files, as if another client
# had uploaded it
sub put_object {
    my ($self, $name, $bytes, $type) = @_;
    my $gen = int(time * 1e6);
    utf8::decode(my $chars = $name);
    my $meta = {
        name => $chars, bucket => $self->{bucket}, generation => "$gen",
        metageneration => '1',
        contentType => $type || 'application/octet-stream',
        size => length($bytes) . '', md5Hash => md5_base64($bytes) . '==',
        crc32c => 'AAAAAA==', etag => "e$gen",
        timeCreated => '2024-05-01T12:00:00.000Z',
        updated => '2024-05-01T12:00:00.000Z',
    };
    my $bin = $self->obj_file($name, 'bin');
    open my $fh, '>:raw', $bin or die "$bin: $!";
    print $fh $bytes;
    close $fh;
    Pictor::Test::write_file($self->obj_file($name, 'json'),
        $JSON->encode($meta));
    return $meta;
}

sub state {
    my ($self) = @_;
    my $r = $self->{ua}->get($self->endpoint . '/_emu/state');
    die "GcsEmu state: $r->{status}\n" unless $r->{status} == 200;
    return $JSON->decode($r->{content});
}

# Changes the server's behaviour (server.mjs, config); revoke => 1 also
# forgets every token issued so far
sub config {
    my ($self, %c) = @_;
    my $revoke = delete $c{revoke};
    my $r = $self->{ua}->post($self->endpoint . '/_emu/config'
        . ($revoke ? '?revoke=1' : ''), {
            content => $JSON->encode(\%c),
            headers => { 'Content-Type' => 'application/json' },
        });
    die "GcsEmu config: $r->{status}\n" unless $r->{status} == 200;
    return $JSON->decode($r->{content});
}

# The requests the server saw since the last call (method, path,
# uploadType, range, length)
sub requests {
    my ($self) = @_;
    my $all = $self->state->{requests};
    my @new = @$all[($self->{seen} || 0) .. $#$all];
    $self->{seen} = @$all;
    return grep { $_->{path} !~ m{^/_emu/} } @new;
}

1;
