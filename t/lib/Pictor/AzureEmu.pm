package Pictor::AzureEmu;

# Azure Blob storage for the tests: azurite's blob service (pinned in
# t/emulators/azure, installed by Pictor::Npm) on a free loopback port,
# with its own location directory.  Strict: not --loose, so every request
# must carry a SharedKey signature (or SAS) azurite recomputes and accepts;
# the API version check stays on (the SDK pinned beside it speaks azurite's
# newest version); telemetry off (no network here).  Its access log is
# kept, so a test can count the requests a driver made.
#
#   my $az = Pictor::AzureEmu->start($t->dir);
#   $az->connection_string;     # AccountName/AccountKey/BlobEndpoint
#   $az->container;             # created at start
#   $az->object('pre/p/img');   # bytes read through @azure/storage-blob
#   $az->keys('pre/');          # names, read the same way
#   $az->env(PT_PREFIX => 'pre/');   # for t/tools/storecli.c
#   $az->storage_body(pathPrefix => 'pre/');   # the PUT storage body
#   $az->stop; $az->restart;    # same port, same data
#
# The tests' own view goes through t/emulators/azure/blobtool.js, which
# uses Microsoft's SDK, never Pictor's driver.  Core Perl only.

use strict;
use warnings;

use File::Path qw(make_path);
use IO::Socket::INET;
use JSON::PP;
use POSIX qw(:sys_wait_h);
use Time::HiRes qw(sleep time);

use Pictor::Npm;
use Pictor::Test ();

# azurite's well-known account: public, in every Azure SDK's documents
our $ACCOUNT = 'devstoreaccount1';
our $KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/'
    . 'K1SZFPTOtr/KBHBeksoGMGw==';

my @RUNNING;

sub start {
    my ($class, $dir, %o) = @_;
    my $home = Pictor::Npm::install('azure');
    my $self = bless {
        home      => $home,
        dir       => "$dir/azurite",
        port      => Pictor::Test::free_port(),
        container => $o{container} || 'pictor-test',
        owner     => $$,
    }, $class;
    make_path("$self->{dir}/data");
    $self->_spawn;
    my ($rc, undef, $err) = $self->tool('mkcontainer');
    die "azurite: creating the container: $err" if $rc;
    push @RUNNING, $self;
    return $self;
}

sub port      { $_[0]{port} }
sub container { $_[0]{container} }
sub endpoint  { "http://127.0.0.1:$_[0]{port}/$ACCOUNT" }
sub log_file  { "$_[0]{dir}/azurite.log" }

sub connection_string {
    my ($self, %o) = @_;
    my $key = defined $o{key} ? $o{key} : $KEY;
    return "DefaultEndpointsProtocol=http;AccountName=$ACCOUNT;"
        . "AccountKey=$key;BlobEndpoint=" . $self->endpoint . ';';
}

sub _spawn {
    my ($self) = @_;
    my $log = $self->log_file;
    my @cmd = ("$self->{home}/node_modules/.bin/azurite-blob",
        '--blobHost', '127.0.0.1', '--blobPort', $self->{port},
        '--location', "$self->{dir}/data", '--disableTelemetry');
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        open STDIN, '<', '/dev/null' or POSIX::_exit(126);
        open STDOUT, '>>', $log or POSIX::_exit(126);
        open STDERR, '>&', \*STDOUT or POSIX::_exit(126);
        { no warnings qw(exec); exec { $cmd[0] } @cmd; }
        POSIX::_exit(127);
    }
    $self->{pid} = $pid;
    my $up = Pictor::Test::wait_for(sub {
        die "azurite exited: " . (slurp($log) || '') . "\n"
            if waitpid($pid, WNOHANG) == $pid;
        IO::Socket::INET->new(PeerAddr => '127.0.0.1',
            PeerPort => $self->{port}, Proto => 'tcp');
    }, 60, 0.1);
    die "azurite did not listen on $self->{port}: " . (slurp($log) || '')
        unless $up;
}

# SIGTERM, then SIGKILL after 10 s; the port is free when it returns
sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'TERM', $pid;
    my $end = time + 10;
    while (waitpid($pid, WNOHANG) != $pid) {
        if (time > $end) {
            kill 'KILL', $pid;
            waitpid($pid, 0);
            last;
        }
        sleep 0.05;
    }
}

sub restart {
    my ($self) = @_;
    $self->stop;
    $self->_spawn;
    return $self;
}

# The blob's bytes (its full name, prefix included), undef when missing.
sub object {
    my ($self, $name) = @_;
    my $file = "$self->{dir}/.object";
    unlink $file;
    my ($rc, undef, $err) = $self->tool('get', $name, $file);
    return undef if $rc == 2;
    die "azurite: get $name: $err" if $rc;
    return slurp($file);
}

# Names under prefix, in the service's order.
sub keys {
    my ($self, $prefix) = @_;
    my ($rc, $names, $err) = $self->tool('keys', defined $prefix
        ? $prefix : '');
    die "azurite: keys: $err" if $rc;
    return $names;
}

# {size, etag, contentType, lastModified, blocks}, undef when missing.
sub props {
    my ($self, $name) = @_;
    my ($rc, $p, $err) = $self->tool('props', $name);
    return undef if $rc == 2;
    die "azurite: props $name: $err" if $rc;
    return $p;
}

# Writes a blob through the SDK (an object Pictor did not write).
sub put_object {
    my ($self, $name, $bytes, $type) = @_;
    my $file = "$self->{dir}/.upload";
    open my $fh, '>:raw', $file or die "$file: $!";
    print $fh $bytes;
    close $fh;
    my ($rc, undef, $err) = $self->tool('put', $name, $file,
        defined $type ? $type : ());
    die "azurite: put $name: $err" if $rc;
}

# A container SAS (read, write, delete, list; one hour).
sub sas {
    my ($self) = @_;
    my ($rc, $r, $err) = $self->tool('sas');
    die "azurite: sas: $err" if $rc;
    return $r->{sas};
}

# Runs blobtool.js CMD CONTAINER ARGS: (exit code, decoded JSON or undef,
# stderr).  The connection string goes in the environment, never on the
# command line.
sub tool {
    my ($self, $cmd, @args) = @_;
    local $ENV{AZ_CONN} = $self->connection_string;
    local $ENV{NODE_PATH} = "$self->{home}/node_modules";
    my $tool = "$Pictor::Npm::ROOT/t/emulators/azure/blobtool.js";
    my ($out, $err) = ("$self->{dir}/.tool.out", "$self->{dir}/.tool.err");
    my $pid = fork;
    die "fork: $!" unless defined $pid;
    if ($pid == 0) {
        open STDIN, '<', '/dev/null' or POSIX::_exit(126);
        open STDOUT, '>', $out or POSIX::_exit(126);
        open STDERR, '>', $err or POSIX::_exit(126);
        { no warnings qw(exec); exec "node", $tool, $cmd, $self->{container}, @args; }
        POSIX::_exit(127);
    }
    waitpid($pid, 0);
    my $rc = $? >> 8;
    my $json = slurp($out);
    my $data = $rc == 0 && $json ? JSON::PP->new->decode($json) : undef;
    return ($rc, $data, slurp($err) || '');
}

# Access log lines (requests azurite answered) matching $re.
sub requests {
    my ($self, $re) = @_;
    # azurite logs a request once its answer has gone: under load the
    # line comes a moment after the client has its answer, so the log is
    # read once it has stopped growing (a tenth of a second, 2 s at most)
    my ($size, $end) = (-1, time + 2);
    while (time < $end) {
        my $now = -s $self->log_file // 0;
        last if $now == $size;
        $size = $now;
        sleep 0.1;
    }
    my $log = slurp($self->log_file) || '';
    return grep { $_ =~ $re } split /\n/, $log;
}

# The environment of t/tools/storecli.c for this emulator.
sub env {
    my ($self, %extra) = @_;
    return (
        PT_PROVIDER => 'azureblob',
        PT_CONN     => $self->connection_string,
        PT_BUCKET   => $self->{container},
        %extra,
    );
}

# The body of PUT /api/{project}/storage for this emulator
# (docs/API.md "Storage configuration").
sub storage_body {
    my ($self, %o) = @_;
    return {
        provider         => 'azureblob',
        bucket           => $self->{container},
        pathPrefix       => defined $o{pathPrefix} ? $o{pathPrefix} : '',
        connectionString => $self->connection_string,
    };
}

sub slurp {
    my ($path) = @_;
    open my $fh, '<:raw', $path or return undef;
    local $/;
    my $d = <$fh>;
    return $d;
}

sub DESTROY { $_[0]->stop if $_[0]{pid} && $$ == $_[0]{owner} }

END {
    $_->stop for grep { $_->{pid} && $$ == $_->{owner} } @RUNNING;
}

1;
