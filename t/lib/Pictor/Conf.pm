package Pictor::Conf;

# The nginx.conf template, conf/pictor.conf.in, and its slots.  The shipped
# conf/pictor.conf is the template filled with %SHIPPED (t/tools/conf.pl,
# make conf; t/conf_template.t checks they agree); a test's nginx.conf is
# the same template with the harness's and the test's values
# (Pictor::Test::write_nginx_conf).  So a test names what it changes, and
# nothing hangs on where a line of the shipped conf happens to be.
#
# A slot is @name@.  Alone on its line it is a block slot: each line of
# its value is indented as the slot is, and an empty value leaves no line.
# Inside a line it is replaced by its value, one line only; undef there
# drops the whole line (a directive left out).  Every slot of the template
# needs a value and every value a slot, or fill dies.
#
# Core Perl only.

use strict;
use warnings;

use File::Basename qw(dirname);
use Cwd qw(abs_path);

our $ROOT = $ENV{PICTOR_ROOT}
    || abs_path(dirname(abs_path(__FILE__)) . '/../../..');
our $TEMPLATE = "$ROOT/conf/pictor.conf.in";
our $SHIPPED_CONF = "$ROOT/conf/pictor.conf";

# The values of an installed Pictor.  A new slot gets its shipped value
# here, so conf/pictor.conf stays what it was until its value changes.
our %SHIPPED = (
    # paths
    module         => '/usr/lib/nginx/modules/ngx_http_pictor_module.so',
    dir            => '/var/lib/pictor',
    db             => 'socket=/var/lib/pictor/mysql.sock user=pictor'
                      . ' database=pictor',
    master_key     => '/var/lib/pictor/master.key',
    # the public server, its URL and the metrics listener
    listen         => '127.0.0.1:8080',
    base_url       => 'http://127.0.0.1:8080',
    metrics_listen => '127.0.0.1:9145',
    # workers, pools and limits
    worker_processes   => 2,
    api_threads        => 4,
    api_queue          => 512,
    render_threads     => 2,
    render_thread_pool => 'pictor_render',
    render_memory      => '1g',
    render_timeout     => '10s',
    storage_timeout    => '30s',
    # the header of the cache tags for the CDN (docs/CDN.md)
    cache_tags         => 'surrogate-key',
    # the dashboard's static files (docs/DASHBOARD.md)
    dashboard          => '/usr/share/pictor/dashboard',
    # the commented limit on misses per project: '' uncomments it
    miss_limit_comment => '# ',
    miss_rate          => '20r/s',
    miss_burst         => 40,
    # more directives: main context, http, the public server, the
    # render server
    main           => '',
    http           => '',
    server         => '',
    render_server  => '',
);

sub read_template {
    open my $fh, '<', $TEMPLATE or die "$TEMPLATE: $!\n";
    local $/;
    my $s = <$fh>;
    close $fh;
    return $s;
}

# The slot names of the template, sorted.
sub slots {
    my ($template) = @_;
    $template //= read_template();
    my %s = map { $_ => 1 } $template =~ /@(\w+)@/g;
    return sort keys %s;
}

# The template filled with %$values (every slot of it, no other).
sub fill {
    my ($values, $template) = @_;
    $template //= read_template();
    my %used;
    my @out;
    for my $line (split /^/m, $template) {
        if ($line =~ /^([ \t]*)@(\w+)@[ \t]*\n?\z/) {
            my ($indent, $name) = ($1, $2);
            die "conf: no value for the slot \@$name\@ of $TEMPLATE\n"
                unless exists $values->{$name};
            $used{$name} = 1;
            my $v = $values->{$name} // '';
            push @out, map { /\S/ ? "$indent$_\n" : "\n" } split /\n/, $v;
            next;
        }
        my $drop = 0;
        $line =~ s{@(\w+)@}{
            my $name = $1;
            die "conf: no value for the slot \@$name\@ of $TEMPLATE\n"
                unless exists $values->{$name};
            $used{$name} = 1;
            my $v = $values->{$name};
            $drop = 1 unless defined $v;
            die "conf: \@$name\@ is inside a line: one line only, not"
                . " \"$v\"\n" if defined $v && $v =~ /\n/;
            $v // '';
        }ge;
        push @out, $line unless $drop;
    }
    my @unknown = grep { !$used{$_} } sort keys %$values;
    die 'conf: no slot ' . join(', ', map { "\@$_\@" } @unknown)
        . " in $TEMPLATE (its slots: " . join(' ', slots($template))
        . ")\n" if @unknown;
    return join '', @out;
}

# conf/pictor.conf as it must be.
sub shipped { return fill(\%SHIPPED, @_) }

1;
