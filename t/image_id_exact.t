#!/usr/bin/perl

# An image is named by its id exactly.  The id column compares without
# case, so routes that looked the id up without checking its form
# (metadata, JSON-LD, processing-status, derived, split, extract-svg)
# acted on the image under another spelling, which then went into job rows
# and derived assets' source ids (and storage keys: a split job of
# "eps_01abc..." could never read the original).  Every other spelling is
# a 404 and changes nothing.

use strict;
use warnings;

use Test::More;
use Pictor::Test;
use Pictor::Eps;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('ids');

my $r = $t->upload('ids', key => $key,
    file => $t->corpus('exif/Landscape_6.jpg'));
is($r->{status}, 201, 'upload a JPEG') or diag($r->{content});
my $img = ($r->{json} || {})->{imageId} // 'img_none';

$r = $t->upload('ids', key => $key, content => Pictor::Eps::simple_eps(),
    filename => 'a.eps');
is($r->{status}, 201, 'upload an EPS') or diag($r->{content});
my $eps = ($r->{json} || {})->{imageId} // 'eps_none';

my $jobs = $t->sql_value('SELECT COUNT(*) FROM jobs');

sub spellings {
    my ($id) = @_;
    my ($prefix, $ulid) = split /_/, $id, 2;
    # one letter of the ULID in lower case (ULIDs have letters: the time
    # part's first characters are digits, the random part rarely all)
    (my $one = $ulid) =~ s/([A-Z])(?=[^A-Z]*\z)/lc $1/e;
    my @s = (uc($prefix) . "_$ulid", $prefix . '_' . lc($ulid));
    push @s, "${prefix}_$one" if $one ne $ulid;
    return grep { $_ ne $id } @s;
}

for my $s (spellings($img)) {
    $r = $t->http(PATCH => "/api/ids/$s/metadata", key => $key,
        json => { name => 'renamed' });
    $t->problem_ok($r, 404, "PATCH metadata of $s: 404");
    $r = $t->http(GET => "/api/ids/$s/metadata/jsonld", key => $key);
    $t->problem_ok($r, 404, "JSON-LD of $s: 404");
}

for my $s (spellings($eps)) {
    for my $op (qw(split extract-svg)) {
        $r = $t->http(POST => "/api/ids/$s/$op", key => $key);
        $t->problem_ok($r, 404, "$op of $s: 404");
    }
    for my $op (qw(processing-status derived)) {
        $r = $t->http(GET => "/api/ids/$s/$op", key => $key);
        $t->problem_ok($r, 404, "$op of $s: 404");
    }
}

is($t->sql_value('SELECT COUNT(*) FROM jobs'), $jobs, 'no job was queued');
$r = $t->http(GET => "/api/ids/images/$img", key => $key);
is(($r->{json} || {})->{name}, undef, 'the name did not change');

# the exact spelling still works
$r = $t->http(PATCH => "/api/ids/$img/metadata", key => $key,
    json => { name => 'renamed' });
is($r->{status}, 200, 'PATCH with the exact id: 200');
$r = $t->http(GET => "/api/ids/$eps/derived", key => $key);
is($r->{status}, 200, 'derived with the exact id: 200');

$t->done;
