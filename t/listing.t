#!/usr/bin/perl

# GET /api/{p}/images: the filters (keyword exact, search FULLTEXT over
# every searchable field, folder exact or recursive, category,
# includeDerived), newest first or with sort=oldest oldest first, bad
# parameters 400 (a parameter given twice too), and keyset paging: 1,000
# images (5 uploaded, 995 copied rows) come back each exactly once
# whatever the page size and in either order, also when an upload lands
# mid-walk, by keyword too.  A page deep in 5,000 images reads its own
# rows only (the server's index reads) in either order, and the plain
# listing query uses an index both ways.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(sleep);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('lf');
my $pkey = $t->project_with_key('lp', 'lf@example.com');

my $r;
my $jpeg = $t->corpus('images/concert_gray.jpg');

sub list {
    my ($p, $k, $query) = @_;
    return $t->http(GET => "/api/$p/images" . (length $query ? "?$query" : ''),
        key => $k);
}

# ids listed for a query in project lf (one page of up to 500)
sub ids_for {
    my ($query) = @_;
    my $r = list('lf', $key, join('&', 'limit=500', $query // ()));
    return ['HTTP ' . $r->{status}] unless $r->{status} == 200
        && ref(($r->{json} || {})->{images}) eq 'ARRAY';
    return [map { $_->{imageId} // '?' } @{ $r->{json}{images} }];
}

###############################################################################
# filters (project lf)

# name => [upload fields, PATCH body]
my @spec = (
    [A => [filename => 'plain-a.jpg', folder => 'a'],
        { keywords => ['sunset', 'beach'], category => 'nature',
          name => 'Pelican portrait' }],
    [B => [filename => 'plain-b.jpg', folder => 'a/b'],
        { keywords => ['sunset'], category => 'urban',
          description => 'Jar of marmalade', tags => { mood => 'melancholy' } }],
    [C => [filename => 'plain-c.jpg', folder => 'a/b/c'],
        { keywords => ['sun'], caption => 'A quixotic caption',
          category => 'astronomy' }],
    [D => [filename => 'plain-d.jpg', folder => 'ab'],
        { keywords => ['beach', 'lighthouse'], author => 'Hildegard Bingen' }],
    [E => [filename => 'zebrafinch.jpg'],
        { copyrightHolder => 'Globex Corporation' }],
    [F => [filename => 'plain-f.jpg', customId => 'walrusbadge'],
        { locationName => 'Timbuktu' }],
);

my (%id, @order);
for my $s (@spec) {
    my ($n, $form, $patch) = @$s;
    my %form = @$form;
    my $fn = delete $form{filename};
    $r = $t->upload('lf', key => $key, file => $jpeg, filename => $fn,
        fields => [%form]);
    is($r->{status}, 201, "upload $n: 201");
    $id{$n} = ($r->{json} || {})->{imageId} // "missing-$n";
    push @order, $n;
    $r = $t->http(PATCH => "/api/lf/$id{$n}/metadata", key => $key,
        json => $patch);
    is($r->{status}, 200, "PATCH $n: 200") or diag($r->{content});
    sleep 0.01;     # distinct ULID milliseconds: a strict upload order
}
my %name = reverse %id;

sub names { [map { $name{$_} // $_ } @{ $_[0] }] }

$r = list('lf', $key, '');
is($r->{status}, 200, 'list: 200');
my $j = $r->{json} || {};
ok(exists $j->{nextCursor} && !defined $j->{nextCursor},
    'list: nextCursor null on the only page');
is_deeply(names([map { $_->{imageId} } @{ $j->{images} || [] }]),
    [reverse @order], 'list: every image, newest first');
my $first = ($j->{images} || [])->[0] || {};
is_deeply($first, $t->http(GET => "/api/lf/images/$id{F}",
    key => $key)->{json}, 'list items are full metadata objects');

my @cases = (
    ['keyword=sunset'             => [qw(B A)]],
    ['keyword=sun'                => [qw(C)]],
    ['keyword=beach'              => [qw(D A)]],
    ['keyword=nosuchkeyword'      => []],
    ['search=Pelican'             => [qw(A)]],    # name
    ['search=marmalade'           => [qw(B)]],    # description
    ['search=quixotic'            => [qw(C)]],    # caption
    ['search=zebrafinch'          => [qw(E)]],    # originalFileName
    ['search=lighthouse'          => [qw(D)]],    # keywords
    ['search=Hildegard'           => [qw(D)]],    # author
    ['search=Globex'              => [qw(E)]],    # copyrightHolder
    ['search=Timbuktu'            => [qw(F)]],    # locationName
    ['search=astronomy'           => [qw(C)]],    # category
    ['search=walrusbadge'         => [qw(F)]],    # customId
    ['search=melancholy'          => [qw(B)]],    # tag value
    ['search=nothingmatchesthis'  => []],
    ['folder=a'                   => [qw(A)]],
    ['folder=a&recursive=true'    => [qw(C B A)]],
    ['folder=a%2Fb'               => [qw(B)]],
    ['folder=a%2Fb&recursive=true' => [qw(C B)]],
    ['folder=ab&recursive=true'   => [qw(D)]],
    ['folder=a&recursive=false'   => [qw(A)]],
    ['folder=nope'                => []],
    ['category=nature'            => [qw(A)]],
    ['category=astronomy'         => [qw(C)]],
    ['keyword=sunset&folder=a&recursive=true' => [qw(B A)]],
    ['keyword=sunset&category=urban' => [qw(B)]],
    ['keyword=beach&folder=ab'    => [qw(D)]],
    ['search=marmalade&folder=a'  => []],
);
for my $c (@cases) {
    my ($q, $want) = @$c;
    is_deeply(names(ids_for($q)), $want, "?$q: @$want");
}

# a derived asset (as an EPS rasterization will make) is left out unless
# includeDerived=true
my $derived = 'img_' . '01ZZZZZZZZ' . 'ZZZZZZZZZZZZZZZZ';
$t->sql("CREATE TEMPORARY TABLE c AS SELECT * FROM images"
    . " WHERE id = '$id{A}';"
    . " UPDATE c SET id = '$derived', derived = 1,"
    . " source_asset_id = '$id{A}', derivation_type = 'rasterized';"
    . " INSERT INTO images SELECT * FROM c;");
is_deeply(names(ids_for('')), [reverse @order],
    'derived asset left out by default');
is_deeply(names(ids_for('includeDerived=false')), [reverse @order],
    'includeDerived=false: left out');
is_deeply(names(ids_for('includeDerived=true')), [$derived, reverse @order],
    'includeDerived=true: included');
$r = $t->http(GET => "/api/lf/images/$derived", key => $key);
is(($r->{json} || {})->{sourceAssetId}, $id{A},
    'derived asset: sourceAssetId');

# the filters oldest first
for my $c (['sort=oldest' => [@order]],
    ['sort=oldest&keyword=sunset' => [qw(A B)]],
    ['sort=oldest&folder=a&recursive=true' => [qw(A B C)]],
    ['sort=oldest&search=sunset' => [qw(A B)]],
    ['sort=oldest&folder=a' => [qw(A)]],
    ['sort=oldest&category=urban' => [qw(B)]],
    ['sort=newest&keyword=beach' => [qw(D A)]])
{
    my ($q, $want) = @$c;
    is_deeply(names(ids_for($q)), $want, "?$q: @$want");
}

# bad parameters
for my $q (qw(limit=0 limit=501 limit=abc limit=-1 limit=1.5 limit=
    cursor=%21%21garbage%21%21 recursive=maybe includeDerived=2
    sort=Oldest sort=name sort=oldest&sort=newest limit=5&limit=5
    keyword=a&keyword=b))
{
    $t->problem_ok(list('lf', $key, $q), 400, "?$q: 400");
}
$r = list('lf', $key, 'limit=1');
is(scalar @{ ($r->{json} || {})->{images} || [] }, 1, 'limit=1: one image');
ok(defined(($r->{json} || {})->{nextCursor}), 'limit=1: a nextCursor');

# auth
$t->problem_ok(list('lf', undef, ''), 401, 'list without a key: 401');
$t->problem_ok(list('lf', $pkey, ''), 403, "list with another project's"
    . ' key: 403');

###############################################################################
# paging (project lp): 5 uploads, 995 copies

my @up;
for my $f (qw(images/concert_gray.jpg exif/hopper_orientation_6.webp
    images/5_webp_a.webp images/PNG_transparency_demonstration_1.png
    exif/empty_gps_ifd.jpg))
{
    $r = $t->upload('lp', key => $pkey, file => $t->corpus($f));
    is($r->{status}, 201, "lp: upload $f");
    push @up, ($r->{json} || {})->{imageId} // 'missing';
    sleep 0.01;
}

# ULID-shaped ids: a 2020 timestamp and a counter, all older than uploads
my @B32 = split //, '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
sub b32 {
    my ($n, $width) = @_;
    my $s = '';
    for (1 .. $width) { $s = $B32[$n % 32] . $s; $n = int($n / 32) }
    return $s;
}
my $ts = b32(1577836800000, 10);        # 2020-01-01T00:00:00Z in ms
my @copies = map { "img_$ts" . b32($_ * 7919, 16) } 1 .. 995;
$t->sql("CREATE TEMPORARY TABLE ids (id VARCHAR(40) CHARACTER SET ascii);"
    . ' INSERT INTO ids VALUES ' . join(',', map { "('$_')" } @copies) . ';'
    . " CREATE TEMPORARY TABLE c AS SELECT ids.id AS new_id, i.*"
    . " FROM images i JOIN ids WHERE i.id = '$up[0]';"
    . ' UPDATE c SET id = new_id;'
    . ' ALTER TABLE c DROP COLUMN new_id;'
    . ' INSERT INTO images SELECT * FROM c;');
my $pid = $t->sql_value("SELECT id FROM projects WHERE slug = 'lp'");
is($t->sql_value("SELECT COUNT(*) FROM images WHERE project_id = $pid"),
    1000, 'lp: 1,000 rows');
my %all = map { $_ => 1 } @up, @copies;
my @want_order = sort { $b cmp $a } keys %all;

# walks every page; returns (ids in order, pages, error)
sub walk {
    my ($limit, $mid, $sort) = @_;
    my (@ids, $cursor);
    my $pages = 0;
    while (1) {
        my $q = join '&', (defined $limit ? "limit=$limit" : ()),
            (defined $sort ? "sort=$sort" : ()),
            (defined $cursor ? 'cursor=' . uri($cursor) : ());
        my $r = list('lp', $pkey, $q);
        return (\@ids, $pages, "HTTP $r->{status} at page " . ($pages + 1)
            . ": $r->{content}") unless $r->{status} == 200;
        my $j = $r->{json} || {};
        $pages++;
        push @ids, map { $_->{imageId} } @{ $j->{images} || [] };
        $mid->() if $mid && $pages == 1;
        $cursor = $j->{nextCursor};
        last unless defined $cursor;
        return (\@ids, $pages, 'more than 2,000 pages') if $pages > 2000;
    }
    return (\@ids, $pages, undef);
}

sub uri {
    my ($s) = @_;
    $s =~ s/([^A-Za-z0-9_.~-])/sprintf '%%%02X', ord $1/ge;
    return $s;
}

for my $limit (37, undef, 500, 1) {
    my $name = 'limit=' . ($limit // 'default');
    my ($ids, $pages, $err) = walk($limit);
    ok(!defined $err, "$name: every page 200") or diag($err);
    my %seen;
    my @dup = grep { $seen{$_}++ } @$ids;
    is(scalar @$ids, 1000, "$name: 1,000 images");
    ok(!@dup, "$name: none twice") or diag("twice: @dup[0 .. 4]");
    is_deeply($ids, \@want_order, "$name: each once, newest first");
    my $per = $limit // 50;
    ok($pages == int((1000 + $per - 1) / $per)
        || $pages == int(1000 / $per) + 1,
        "$name: $pages pages");
}
{
    my $r = list('lp', $pkey, '');
    is(scalar @{ ($r->{json} || {})->{images} || [] }, 50,
        'default limit: 50');
}

# the other way: sort=oldest pages the same 1,000 from the other end, and
# sort=newest is the default spelled out
for my $c ([37, 'oldest'], [500, 'oldest'], [1, 'oldest'], [50, 'newest']) {
    my ($limit, $sort) = @$c;
    my $name = "sort=$sort&limit=$limit";
    my ($ids, $pages, $err) = walk($limit, undef, $sort);
    ok(!defined $err, "$name: every page 200") or diag($err);
    is_deeply($ids, $sort eq 'oldest' ? [reverse @want_order] : \@want_order,
        "$name: each of the 1,000 once, $sort first");
}

# an upload landing mid-walk is not seen (it is newer than the cursor)
my $late;
my ($ids, $pages, $err) = walk(100, sub {
    my $r = $t->upload('lp', key => $pkey, file => $jpeg);
    $late = ($r->{json} || {})->{imageId};
});
ok(defined $late, 'mid-walk upload: 201');
ok(!defined $err, 'mid-walk: every page 200') or diag($err);
is_deeply($ids, \@want_order,
    'mid-walk: the 1,000 images each once, the new one not among them');

# oldest first, an upload landing mid-walk is on the last page (it is the
# newest): the 1,001 each once, then it
my $late2;
($ids, $pages, $err) = walk(100, sub {
    my $r = $t->upload('lp', key => $pkey, file => $jpeg);
    $late2 = ($r->{json} || {})->{imageId};
}, 'oldest');
ok(defined $late2, 'oldest first, mid-walk upload: 201');
ok(!defined $err, 'oldest first, mid-walk: every page 200') or diag($err);
is_deeply($ids, [reverse(@want_order), $late, $late2],
    'oldest first, mid-walk: every image once, the new one last');

###############################################################################
# a page reads its rows, not what comes before its cursor: the server's
# index reads (Handler_read_*, global) around one deep page; the stack is
# idle meanwhile but for pictord's and the cache poller's few reads

$t->sql("INSERT INTO image_keywords (project_id, keyword, image_id)"
    . " SELECT project_id, 'bulk', id FROM images WHERE project_id = $pid"
    . " AND id LIKE 'img_$ts%'");
{
    my ($kids, $kpages, $kerr);
    my (@ids, $cursor);
    while (1) {
        my $r = list('lp', $pkey, 'keyword=bulk&limit=64'
            . (defined $cursor ? '&cursor=' . uri($cursor) : ''));
        ($kerr = "HTTP $r->{status}"), last unless $r->{status} == 200;
        push @ids, map { $_->{imageId} } @{ ($r->{json} || {})->{images} };
        $cursor = ($r->{json} || {})->{nextCursor};
        last unless defined $cursor && @ids < 2000;
    }
    ok(!defined $kerr, '?keyword=bulk: every page 200') or diag($kerr);
    is_deeply(\@ids, [sort { $b cmp $a } @copies],
        '?keyword=bulk: the 995 copies each once, newest first');

    (@ids, $cursor) = ();
    $kerr = undef;
    while (1) {
        my $r = list('lp', $pkey, 'keyword=bulk&sort=oldest&limit=64'
            . (defined $cursor ? '&cursor=' . uri($cursor) : ''));
        ($kerr = "HTTP $r->{status}"), last unless $r->{status} == 200;
        push @ids, map { $_->{imageId} } @{ ($r->{json} || {})->{images} };
        $cursor = ($r->{json} || {})->{nextCursor};
        last unless defined $cursor && @ids < 2000;
    }
    ok(!defined $kerr, '?keyword=bulk&sort=oldest: every page 200')
        or diag($kerr);
    is_deeply(\@ids, [sort { $a cmp $b } @copies],
        '?keyword=bulk&sort=oldest: the 995 copies each once, oldest first');
}

# 5,000 images in a project of their own, a keyword on every fourth, and
# statistics as a production table has them: then MariaDB's choice between
# walking the project and seeking to the cursor is the one that matters
my $dkey = $t->project_with_key('deep');
my $dpid = $t->sql_value("SELECT id FROM projects WHERE slug = 'deep'");
$t->sql("CREATE TEMPORARY TABLE d AS SELECT i.* FROM images i"
    . " WHERE i.id = '$up[0]';"
    . " CREATE TEMPORARY TABLE dd AS SELECT s.seq AS n, d.* FROM d"
    . " JOIN seq_1_to_5000 s;"
    . " UPDATE dd SET id = CONCAT('img_0', LPAD(n, 25, '0')),"
    . " project_id = $dpid;"
    . ' ALTER TABLE dd DROP COLUMN n;'
    . ' INSERT INTO images SELECT * FROM dd;'
    . " INSERT INTO image_keywords (project_id, keyword, image_id)"
    . " SELECT $dpid, 'deep', id FROM images WHERE project_id = $dpid"
    . " AND RIGHT(id, 1) IN ('0', '4', '8');"
    . ' ANALYZE TABLE images, image_keywords');

for my $case (['plain', '', 2500], ['keyword', 'keyword=deep&', 750],
    ['plain oldest first', 'sort=oldest&', 2500],
    ['keyword oldest first', 'sort=oldest&keyword=deep&', 750])
{
    my ($name, $q, $skip) = @$case;
    my ($r, $cursor);
    for (1 .. $skip / 250) {
        $r = list('deep', $dkey, "${q}limit=250"
            . (defined $cursor ? '&cursor=' . uri($cursor) : ''));
        $cursor = ($r->{json} || {})->{nextCursor} // '';
    }
    my $before = $t->rows_read;
    $r = list('deep', $dkey, "${q}limit=10&cursor=" . uri($cursor));
    my $read = $t->rows_read - $before;
    is(scalar @{ ($r->{json} || {})->{images} || [] }, 10,
        "$name deep page: 10 images")
        or diag("$r->{status} " . substr($r->{content}, 0, 300));
    cmp_ok($read, '<', 200, "$name page after $skip images: reads $read"
        . " rows (its own, not the $skip before it)");
}

###############################################################################
# the plain listing query (the shape api_listing.c runs) walks an index

my @plan = $t->sql("EXPLAIN SELECT i.* FROM images i WHERE i.project_id >="
    . " $pid AND i.project_id <= $pid AND i.seq < '~'"
    . " ORDER BY i.project_id DESC, i.seq DESC LIMIT 51");
my $type = $plan[0][3] // '';
isnt($type, 'ALL', "EXPLAIN listing: type $type, not a full scan")
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
unlike($plan[0][9] // '', qr/filesort/i, 'EXPLAIN listing: no filesort')
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
@plan = $t->sql("EXPLAIN SELECT i.* FROM images i WHERE i.project_id >="
    . " $pid AND i.project_id <= $pid AND i.seq > ''"
    . " ORDER BY i.project_id ASC, i.seq ASC LIMIT 51");
isnt($plan[0][3] // '', 'ALL', 'EXPLAIN listing oldest first: not a full'
    . ' scan') or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
unlike($plan[0][9] // '', qr/filesort/i, 'EXPLAIN listing oldest first:'
    . ' no filesort') or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });
my $lpid = $t->sql_value("SELECT id FROM projects WHERE slug = 'lf'");
@plan = $t->sql("EXPLAIN SELECT i.* FROM images i WHERE i.project_id >="
    . " $lpid AND i.project_id <= $lpid AND i.seq < '~'"
    . " ORDER BY i.project_id DESC, i.seq DESC LIMIT 51");
isnt($plan[0][3] // '', 'ALL', 'EXPLAIN listing of the small project:'
    . ' not a full scan')
    or diag(join "\t", map { $_ // 'NULL' } @{ $plan[0] });

$t->done;
