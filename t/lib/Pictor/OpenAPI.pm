package Pictor::OpenAPI;

# Holds the API's answers to docs/openapi.json: Pictor::Test's http() and
# raw_http() hand every response to a path under /api/, /healthz or
# /problems/ to check(), which finds the operations of the document that
# match the method and path and says what of the status, the content type
# and the body the document does not allow.  The document is read and its
# paths compiled once per process.
#
# The schemas are JSON Schema 2020-12 as OpenAPI 3.1 has them, held by the
# small validator below, which knows the keywords the document uses and
# refuses any other (keywords(), run by t/openapi.t): a keyword it would
# silently skip would let answers through that the document forbids.
#
# Core Perl only.

use strict;
use warnings;

use B ();
use Cwd qw(abs_path);
use File::Basename qw(dirname);
use JSON::PP ();

our $ROOT = abs_path(dirname(abs_path(__FILE__)) . '/../../..');
# PICTOR_OPENAPI=file: another document (a draft) to hold the answers to
our $PATH = $ENV{PICTOR_OPENAPI} || "$ROOT/docs/openapi.json";

my $JSON = JSON::PP->new->utf8->allow_nonref;
my ($DOC, @OPS);

my @METHODS = qw(get put post delete patch head options);

# the paths whose answers are held to the document: the API's
sub in_scope {
    my ($path) = @_;
    return nginx_uri($path) =~ m{^/(?:api/|healthz$|problems/)};
}

# The document, decoded (dies when it is missing or not JSON).
sub doc {
    return $DOC if $DOC;
    open my $fh, '<', $PATH or die "$PATH: $!";
    local $/;
    my $text = <$fh>;
    close $fh;
    $DOC = $JSON->decode($text);
    compile();
    return $DOC;
}

# Every operation: { method, path, id, op, re }.
sub operations {
    doc();
    return @OPS;
}

sub compile {
    @OPS = ();
    my $paths = $DOC->{paths} || {};
    for my $p (sort keys %$paths) {
        my $item = $paths->{$p};
        # delivery URLs answer images, not the API: never held here
        next if $item->{'x-pictor-delivery'};
        for my $m (@METHODS) {
            my $op = $item->{$m} or next;
            my %rest = map { $_->{name} => 1 }
                grep { ($_->{'x-pictor-capture'} // '') eq 'rest' }
                map { resolve($_) }
                @{ $item->{parameters} || [] }, @{ $op->{parameters} || [] };
            my $re = join '', map {
                /^\{(.+)\}$/ ? ($rest{$1} ? '(.+)' : '([^/]+)')
                             : quotemeta($_)
            } split m{(/)}, $p;
            push @OPS, { method => uc $m, path => $p, op => $op,
                id => $op->{operationId} // "$m $p", re => qr/^$re$/ };
        }
    }
}

# A $ref of the document (#/a/b), followed until it is not one.
sub resolve {
    my ($node) = @_;
    my $n = 0;
    while (ref $node eq 'HASH' && defined $node->{'$ref'}) {
        my $ref = $node->{'$ref'};
        die "openapi: only local refs: $ref" unless $ref =~ m{^#/(.*)};
        $node = $DOC;
        for my $k (split m{/}, $1) {
            $k =~ s/~1/\//g;
            $k =~ s/~0/~/g;
            die "openapi: $ref points nowhere" unless ref $node eq 'HASH'
                && exists $node->{$k};
            $node = $node->{$k};
        }
        die "openapi: $ref loops" if ++$n > 20;
    }
    return $node;
}

# check(METHOD, path, status, content type, body): (the operation's id,
# [what the document does not allow]).  The id is '(no route)' for a path
# no operation has (a 404 problem is then due) and '(no method)' for a
# method the path has not (a 405 problem).
sub check {
    my @r = eval { check_one(@_) };
    return @r if @r;
    return ('(document)', ["the check died: $@"]);
}

sub check_one {
    my ($method, $path, $status, $ct, $body) = @_;
    doc();
    $path = nginx_uri($path);
    $method = uc $method;
    # HEAD: GET's status and headers, no body to hold
    $body = undef if $method eq 'HEAD';
    my @path_ops = grep { $path =~ $_->{re} } @OPS;
    my @ops = grep { $_->{method} eq $method } @path_ops;
    unless (@ops) {
        my ($id, $want) = @path_ops ? ('(no method)', 405)
                                    : ('(no route)', 404);
        my @why = problem_errors($status, $ct, $body, [$want]);
        return ($id, \@why);
    }
    my @all;
    for my $o (@ops) {
        my @why = response_errors($o, $status, $ct, $body);
        return ($o->{id}, []) unless @why;
        push @all, map { "$o->{id}: $_" } @why;
    }
    return ($ops[0]{id}, \@all);
}

# The path as nginx hands it to the router: without the query, %XX
# decoded, slashes merged, "." and ".." segments resolved.
sub nginx_uri {
    my ($path) = @_;
    $path =~ s/\?.*//s;
    $path =~ s/%([0-9A-Fa-f]{2})/chr hex $1/ge;
    $path =~ s{/+}{/}g;
    my @out;
    for my $seg (split m{/}, $path, -1) {
        if ($seg eq '.') { next }
        if ($seg eq '..') { pop @out if @out > 1; next }
        push @out, $seg;
    }
    my $u = join '/', @out;
    $u .= '/' if $path =~ m{/\.\.?$};
    return $u;
}

# An answer outside any operation: a problem of one of the statuses.
sub problem_errors {
    my ($status, $ct, $body, $statuses) = @_;
    my @why;
    push @why, "status $status, want " . join(' or ', @$statuses)
        unless grep { $_ == $status } @$statuses;
    my $schema = { '$ref' => '#/components/schemas/Problem' };
    push @why, body_errors('application/problem+json', $schema, $ct, $body);
    return @why;
}

sub response_errors {
    my ($o, $status, $ct, $body) = @_;
    my $responses = $o->{op}{responses} || {};
    my $r = $responses->{$status} // $responses->{substr($status, 0, 1)
        . 'XX'} // $responses->{default};
    return "status $status is not one of its responses ("
        . join(', ', sort keys %$responses) . ')' unless $r;
    $r = resolve($r);
    my $content = $r->{content};
    unless ($content && %$content) {
        return defined $body && length $body
            ? "status $status has no body in the document, got "
              . length($body) . ' bytes' : ();
    }
    my $mt = lc($ct // '');
    $mt =~ s/\s*;.*//s;
    my $media = $content->{$mt};
    return "content type " . ($ct // 'none') . " is not one of status "
        . "${status}'s (" . join(', ', sort keys %$content) . ')'
        unless $media;
    return body_errors($mt, $media->{schema}, $ct, $body);
}

sub body_errors {
    my ($mt, $schema, $ct, $body) = @_;
    my $have = lc($ct // '');
    $have =~ s/\s*;.*//s;
    return "content type " . ($ct // 'none') . ", want $mt" if $have ne $mt;
    return () unless $schema && defined $body;
    my $data;
    if ($mt =~ m{^application/(?:.+\+)?json$}) {
        $data = eval { $JSON->decode($body // '') };
        return "body is not JSON: " . ($@ =~ s/ at \S+ line \d+.*//sr)
            if $@;
    } else {
        $data = $body // '';
    }
    my @why;
    validate($schema, $data, '', \@why);
    return @why;
}

# ---------------------------------------------------------------------------
# JSON Schema, the keywords the document uses

my %ANNOTATION = map { $_ => 1 } qw(title description examples example
    default deprecated readOnly writeOnly $comment contentMediaType
    externalDocs xml discriminator);
my %KEYWORD = map { $_ => 1 } qw($ref type properties required
    additionalProperties items enum const pattern minimum maximum
    minLength maxLength minItems maxItems oneOf anyOf allOf format
    propertyNames);

# The keywords of every schema of the document that the validator does not
# know: [where, keyword] pairs.
sub keywords {
    doc();
    my @bad;
    my $walk;
    $walk = sub {
        my ($node, $where, $in_schema) = @_;
        if (ref $node eq 'ARRAY') {
            $walk->($node->[$_], "$where/$_", $in_schema) for 0 .. $#$node;
            return;
        }
        return unless ref $node eq 'HASH';
        if ($in_schema) {
            for my $k (sort keys %$node) {
                next if $k =~ /^x-/;
                push @bad, [$where, $k]
                    unless $KEYWORD{$k} || $ANNOTATION{$k};
            }
            for my $k (qw(items additionalProperties propertyNames)) {
                $walk->($node->{$k}, "$where/$k", 1) if ref $node->{$k};
            }
            for my $k (qw(oneOf anyOf allOf)) {
                $walk->($node->{$k}, "$where/$k", 1) if $node->{$k};
            }
            if (ref $node->{properties} eq 'HASH') {
                $walk->($node->{properties}{$_}, "$where/properties/$_", 1)
                    for sort keys %{ $node->{properties} };
            }
            return;
        }
        for my $k (sort keys %$node) {
            next if $k eq 'example' || $k eq 'examples';
            my $schema = $k eq 'schema'
                || ($where eq '/components/schemas');
            $walk->($node->{$k}, "$where/$k", $schema);
        }
    };
    $walk->($DOC, '', 0);
    return @bad;
}

my %FORMAT = (
    'date-time' => qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?
                      (?:Z|[+-]\d\d:\d\d)$/x,
    'uuid'      => qr/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
);

sub json_type {
    my ($v) = @_;
    return 'null' unless defined $v;
    return 'boolean' if JSON::PP::is_bool($v);
    return 'object' if ref $v eq 'HASH';
    return 'array' if ref $v eq 'ARRAY';
    return 'other' if ref $v;
    my $f = B::svref_2object(\$v)->FLAGS;
    return 'string' if $f & B::SVf_POK
        && !($f & (B::SVf_IOK | B::SVf_NOK));
    return $v == int($v) ? 'integer' : 'number';
}

sub show {
    my ($v) = @_;
    my $s = eval { $JSON->canonical->encode($v) } // "$v";
    return length $s > 80 ? substr($s, 0, 77) . '...' : $s;
}

# Appends what data breaks of schema to $why, each with its JSON pointer.
sub validate {
    my ($schema, $data, $at, $why) = @_;
    return if @$why >= 8;
    my $s = $schema;
    if (ref $s eq 'HASH' && defined $s->{'$ref'}) {
        $s = resolve($s);
    }
    return if !ref $s && $s;            # true: anything
    unless (ref $s eq 'HASH') {
        push @$why, ($at || '/') . ': nothing is allowed here';
        return;
    }
    my $where = $at || '/';
    my $t = json_type($data);

    if (defined $s->{type}) {
        my @types = ref $s->{type} ? @{ $s->{type} } : ($s->{type});
        my $ok = grep { $_ eq $t || ($_ eq 'number' && $t eq 'integer') }
            @types;
        unless ($ok) {
            push @$why, "$where: " . show($data) . " is $t, want "
                . join(' or ', @types);
            return;
        }
    }
    if (exists $s->{const}) {
        push @$why, "$where: " . show($data) . ' is not '
            . show($s->{const}) unless same($data, $s->{const});
    }
    if ($s->{enum}) {
        push @$why, "$where: " . show($data) . ' is not one of '
            . join(', ', map { show($_) } @{ $s->{enum} })
            unless grep { same($data, $_) } @{ $s->{enum} };
    }
    if ($t eq 'string') {
        my $len = length $data;
        push @$why, "$where: " . show($data) . " is shorter than"
            . " $s->{minLength}" if defined $s->{minLength}
            && $len < $s->{minLength};
        push @$why, "$where: " . show($data) . " is longer than"
            . " $s->{maxLength}" if defined $s->{maxLength}
            && $len > $s->{maxLength};
        push @$why, "$where: " . show($data) . " does not match"
            . " $s->{pattern}" if defined $s->{pattern}
            && $data !~ /$s->{pattern}/;
        my $f = defined $s->{format} && $FORMAT{$s->{format}};
        push @$why, "$where: " . show($data) . " is not a $s->{format}"
            if $f && $data !~ $f;
    }
    if ($t eq 'integer' || $t eq 'number') {
        push @$why, "$where: $data is below $s->{minimum}"
            if defined $s->{minimum} && $data < $s->{minimum};
        push @$why, "$where: $data is above $s->{maximum}"
            if defined $s->{maximum} && $data > $s->{maximum};
    }
    if ($t eq 'object') {
        for my $k (@{ $s->{required} || [] }) {
            push @$why, "$where: member $k is missing"
                unless exists $data->{$k};
        }
        my $props = $s->{properties} || {};
        for my $k (sort keys %$data) {
            if ($s->{propertyNames}) {
                validate($s->{propertyNames}, $k, "$at/$k (name)", $why);
            }
            if (exists $props->{$k}) {
                validate($props->{$k}, $data->{$k}, "$at/$k", $why);
            } elsif (defined $s->{additionalProperties}) {
                my $ap = $s->{additionalProperties};
                if (!ref $ap || JSON::PP::is_bool($ap)) {
                    push @$why, "$where: member $k is not in the document"
                        unless $ap;
                } else {
                    validate($ap, $data->{$k}, "$at/$k", $why);
                }
            }
        }
    }
    if ($t eq 'array') {
        push @$why, "$where: " . scalar(@$data) . " items, fewer than"
            . " $s->{minItems}" if defined $s->{minItems}
            && @$data < $s->{minItems};
        push @$why, "$where: " . scalar(@$data) . " items, more than"
            . " $s->{maxItems}" if defined $s->{maxItems}
            && @$data > $s->{maxItems};
        if (defined $s->{items}) {
            validate($s->{items}, $data->[$_], "$at/$_", $why)
                for 0 .. $#$data;
        }
    }
    for my $sub (@{ $s->{allOf} || [] }) {
        validate($sub, $data, $at, $why);
    }
    if ($s->{anyOf} || $s->{oneOf}) {
        my $list = $s->{anyOf} || $s->{oneOf};
        my (@fit, @first);
        for my $sub (@$list) {
            my @w;
            validate($sub, $data, $at, \@w);
            push @fit, $sub unless @w;
            @first = @w if !@first && @w;
        }
        if (!@fit) {
            push @$why, "$where: " . show($data) . ' fits none of '
                . ($s->{anyOf} ? 'anyOf' : 'oneOf') . ' (first: '
                . ($first[0] // '') . ')';
        } elsif ($s->{oneOf} && @fit > 1) {
            push @$why, "$where: " . show($data) . ' fits ' . scalar(@fit)
                . ' of oneOf';
        }
    }
}

sub same {
    my ($a, $b) = @_;
    my $c = $JSON->canonical;
    return $c->encode($a) eq $c->encode($b);
}

1;
