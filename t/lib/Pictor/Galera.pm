package Pictor::Galera;

# A MariaDB Galera cluster on loopback for the tests (issue 19 item 4):
# Debian's mariadbd with galera-4, three nodes by default, each with its
# own socket in DIR/galera/gN.sock.
#
# The nodes start from one state, so no node needs a full state transfer:
# node 1 is bootstrapped from the test template, the pictor database is
# made, node 1 stops cleanly, its data directory is copied to the others,
# then node 1 bootstraps again and the others join with an incremental
# transfer (IST).  Galera still runs the rsync SST script in "bypass" mode
# for that; its rsync daemon, started by root, writes as nobody, so the
# joiners' data directories are open to it and the test directory is
# made traversable (0711).

use strict;
use warnings;

use File::Path qw(make_path remove_tree);
use POSIX qw(:sys_wait_h);
use Pictor::Test;

our @RUNNING;

sub start {
    my ($class, $dir, %o) = @_;
    my $n = $o{nodes} || 3;
    my $base = "$dir/galera";
    make_path($base);
    chmod 0711, $dir;
    chmod 0711, $base;
    my $self = bless { dir => $base, n => $n, pid => {}, owner_pid => $$ },
        $class;
    for my $i (1 .. $n) {
        $self->{port}{$i}{$_} = Pictor::Test::free_port()
            for qw(gcomm ist sst sql);
    }
    push @RUNNING, $self;

    my $tpl = Pictor::Test::mariadb_template();
    system('cp', '-a', $tpl, "$base/g1") == 0 or die "cp -a $tpl: $?";
    $self->start_node(1, new => 1);
    $self->sql(1, 'CREATE DATABASE pictor');
    $self->stop_node(1);
    for my $i (2 .. $n) {
        system('cp', '-a', "$base/g1", "$base/g$i") == 0 or die "cp: $?";
        chmod 0777, "$base/g$i";
    }
    $self->start_node(1, new => 1);
    $self->start_node($_) for 2 .. $n;
    return $self;
}

sub socket { "$_[0]{dir}/g$_[1].sock" }
sub nodes  { $_[0]{n} }

sub mariadbd_args {
    my ($self, $i, %o) = @_;
    my $d = $self->{dir};
    my $p = $self->{port}{$i};
    my $peers = join ',', map { "127.0.0.1:$self->{port}{$_}{gcomm}" }
        1 .. $self->{n};
    my @a = ('mariadbd', '--no-defaults', "--datadir=$d/g$i",
        '--socket=' . $self->socket($i), "--port=$p->{sql}",
        '--bind-address=127.0.0.1', "--pid-file=$d/g$i.pid",
        "--log-error=$d/g$i.log", '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--innodb-buffer-pool-size=32M', '--innodb-log-file-size=16M',
        '--innodb-flush-log-at-trx-commit=2', '--binlog-format=ROW',
        '--innodb-autoinc-lock-mode=2', '--wsrep-on=ON',
        '--wsrep-provider=/usr/lib/galera/libgalera_smm.so',
        '--wsrep-cluster-name=pictor-test',
        "--wsrep-cluster-address=gcomm://$peers",
        "--wsrep-node-address=127.0.0.1:$p->{gcomm}",
        "--wsrep-node-name=g$i",
        "--wsrep-provider-options=gmcast.listen_addr=tcp://127.0.0.1:"
            . "$p->{gcomm};ist.recv_addr=127.0.0.1:$p->{ist};"
            . 'gcache.size=32M',
        '--wsrep-sst-method=rsync',
        "--wsrep-sst-receive-address=127.0.0.1:$p->{sst}");
    push @a, '--wsrep-new-cluster' if $o{new};
    push @a, '--user=root' if $> == 0;
    return @a;
}

# A node's IST and SST ports are free_port()s picked at the start and bound
# only when it joins, seconds later: a client socket of a test running
# beside this one may have taken one meanwhile.  The node then exits with
# "Address already in use"; it starts again on new ones.
sub start_node {
    my ($self, $i, %o) = @_;
    for my $try (1 .. 3) {
        my $ok = eval { $self->start_node_once($i, %o); 1 };
        return $self if $ok;
        my $err = $@;
        die $err unless $try < 3 && $err =~ /Address already in use/;
        $self->{port}{$i}{$_} = Pictor::Test::free_port() for qw(ist sst);
    }
    return $self;
}

sub start_node_once {
    my ($self, $i, %o) = @_;
    my $d = $self->{dir};
    unlink $self->socket($i);
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        open STDIN, '<', '/dev/null';
        open STDOUT, '>>', "$d/g$i.out";
        open STDERR, '>&', \*STDOUT;
        exec($self->mariadbd_args($i, %o)) or POSIX::_exit(127);
    }
    $self->{pid}{$i} = $pid;
    my $ok = Pictor::Test::wait_for(sub {
        die "galera node $i exited:\n" . Pictor::Test::tail("$d/g$i.log", 30)
            if waitpid($pid, WNOHANG) == $pid;
        return 0 unless -S $self->socket($i);
        my $s = $self->sql_value($i, "SHOW STATUS LIKE"
            . " 'wsrep_local_state_comment'", 2) // '';
        return $s eq 'Synced';
    }, 60, 0.2);
    die "galera node $i is not Synced:\n"
        . Pictor::Test::tail("$d/g$i.log", 30) unless $ok;
    return $self;
}

sub stop_node {
    my ($self, $i) = @_;
    my $pid = delete $self->{pid}{$i} or return;
    kill 'TERM', $pid;
    for (1 .. 600) {
        last if waitpid($pid, WNOHANG) == $pid;
        select(undef, undef, undef, 0.1);
    }
    if (kill 0, $pid) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
    }
}

sub stop {
    my ($self) = @_;
    return unless $self->{owner_pid} == $$;
    $self->stop_node($_) for reverse sort keys %{ $self->{pid} };
}

sub sql_cmd {
    my ($self, $i) = @_;
    return ('mariadb', '--no-defaults', '-S', $self->socket($i), '-uroot',
        '-N', '-B');
}

sub sql {
    my ($self, $i, $q) = @_;
    my @cmd = ($self->sql_cmd($i), '-e', $q);
    my $out = `@{[ join ' ', map { "'$_'" } map { s/'/'\\''/gr } @cmd ]} 2>&1`;
    die "galera node $i: $q: $out" if $?;
    return $out;
}

# the column of a one-row answer (col: 1-based), or undef
sub sql_value {
    my ($self, $i, $q, $col) = @_;
    my @cmd = ($self->sql_cmd($i), '-e', $q);
    my $out = `@{[ join ' ', map { "'$_'" } map { s/'/'\\''/gr } @cmd ]} 2>/dev/null`;
    return undef if $? || !defined $out || $out eq '';
    chomp $out;
    my @f = split /\t/, (split /\n/, $out)[0];
    return $f[($col // 1) - 1];
}

END {
    $_->stop for @RUNNING;
}

1;
