#!/usr/bin/perl

# Issue 16: recursive folder listings and search read a page, not every
# match.  image_folders (an image's folder and its ancestors) and
# image_words (its words) stay exact through moves (PATCH folder), image
# deletion, folder (manifest) deletion and a rolled-back transaction:
# after each, the recursive listings are what the images' folders say and
# both tables equal what sql/013's views derive from the images.  Search
# is all of its words, newest first, paged by cursor; stop words, single
# letters, case, accents, Cyrillic, Greek and CJK behave as the README
# says.  A first and a deep page of a recursive folder, of a common word
# and of a rare word with a common one read about their own rows (the
# server's Handler_read_* counters), so a regression to sorting every
# match, or to a common word driving a rare one, fails.

use strict;
use warnings;
use utf8;

use Test::More;
use Time::HiRes qw(sleep);
use Pictor::Test;

binmode(Test::More->builder->$_, ':encoding(UTF-8)')
    for qw(output failure_output todo_output);

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;
my $key = $t->project_with_key('li');
my $pid = $t->sql_value("SELECT id FROM projects WHERE slug = 'li'");
my $jpeg = $t->corpus('images/concert_gray.jpg');
my $r;

sub uri {
    my ($s) = @_;
    utf8::encode($s);
    $s =~ s/([^A-Za-z0-9_.~-])/sprintf '%%%02X', ord $1/ge;
    return $s;
}

sub list {
    my ($p, $k, $query) = @_;
    return $t->http(GET => "/api/$p/images?$query", key => $k);
}

# every id of a query in project li, following the cursors
sub walk {
    my ($query, $limit) = @_;
    my (@ids, $cursor);
    for (1 .. 1000) {
        my $r = list('li', $key, "$query&limit=" . ($limit // 500)
            . (defined $cursor ? '&cursor=' . uri($cursor) : ''));
        return ["HTTP $r->{status}"] unless $r->{status} == 200;
        push @ids, map { $_->{imageId} } @{ ($r->{json} || {})->{images} };
        $cursor = ($r->{json} || {})->{nextCursor};
        last unless defined $cursor;
    }
    return \@ids;
}

my %id;
my %name;

sub names { [map { $name{$_} // $_ } @{ $_[0] }] }

sub upload {
    my ($n, $folder, $meta) = @_;
    my $r = $t->upload('li', key => $key, file => $jpeg,
        filename => lc($n) . '.jpg',
        fields => [defined $folder ? (folder => $folder) : ()]);
    is($r->{status}, 201, "upload $n: 201");
    $id{$n} = ($r->{json} || {})->{imageId} // "missing-$n";
    $name{$id{$n}} = $n;
    if ($meta) {
        $r = $t->http(PATCH => "/api/li/$id{$n}/metadata", key => $key,
            json => $meta);
        is($r->{status}, 200, "PATCH $n: 200") or diag($r->{content});
    }
    sleep 0.01;     # distinct ULID milliseconds: a strict upload order
}

# the derived tables hold exactly what the views derive from the images:
# no row of one missing from the other
sub exact {
    my ($what) = @_;
    for my $tb (['image_folders', 'image_folder_rows', 'folder'],
        ['image_words', 'image_word_rows', 'word'])
    {
        my ($table, $view, $k) = @$tb;
        my $on = "a.project_id = b.project_id AND a.seq = b.seq"
            . " AND a.image_id = b.image_id AND a.$k = b.$k"
            . ($k eq 'word' ? ' COLLATE utf8mb4_unicode_ci' : '');
        my $diff = $t->sql_value("SELECT (SELECT COUNT(*) FROM $table a"
            . " LEFT JOIN $view b ON $on WHERE b.image_id IS NULL)"
            . " + (SELECT COUNT(*) FROM $view b LEFT JOIN $table a ON $on"
            . ' WHERE a.image_id IS NULL)');
        is($diff, 0, "$what: $table is exactly what $view derives");
    }
}

sub folder_is {
    my ($folder, $want, $what) = @_;
    is_deeply(names(walk('folder=' . uri($folder) . '&recursive=true')),
        $want, "$what: $folder recursive: @$want");
}

###############################################################################
# recursive listings through moves and deletes

upload(P => 'p');
upload(Q => 'p/q');
upload(R => 'p/q/r');
upload(PQ => 'pq');          # a sibling whose name starts with "p"
upload(XP => 'x/p');         # a "p" that is not under the root's "p"
upload(ROOT => undef);

folder_is('p', [qw(R Q P)], 'uploaded');
folder_is('p/q', [qw(R Q)], 'uploaded');
folder_is('x', [qw(XP)], 'uploaded');
is($t->sql_value("SELECT COUNT(*) FROM image_folders WHERE image_id ="
    . " '$id{R}'"), 3, 'p/q/r is in three folders');
exact('uploaded');

# moves: out of the subtree, into it, deeper, to the root
for my $m ([R => 'x'], [ROOT => 'p/q'], [PQ => 'p/q/s/t'], [Q => ''],
    [P => 'x/p'])
{
    my ($n, $to) = @$m;
    $r = $t->http(PATCH => "/api/li/$id{$n}/metadata", key => $key,
        json => { folder => $to });
    is($r->{status}, 200, "move $n to '$to': 200") or diag($r->{content});
}
folder_is('p', [qw(ROOT PQ)], 'moved');
folder_is('p/q/s', [qw(PQ)], 'moved');
folder_is('x', [qw(XP R P)], 'moved');
folder_is('x/p', [qw(XP P)], 'moved');
is_deeply(names(walk('folder=')), [qw(Q)], 'moved: the root folder itself'
    . ' (not recursive): Q');
exact('moved');

# deleting an image deletes its rows; deleting a folder from the manifest
# leaves its images where they are
$r = $t->http(DELETE => "/api/li/images/$id{ROOT}", key => $key);
is($r->{status}, 204, 'DELETE ROOT: 204');
folder_is('p', [qw(PQ)], 'image deleted');
is($t->sql_value("SELECT COUNT(*) FROM image_folders WHERE image_id ="
    . " '$id{ROOT}'"), 0, 'image deleted: no folder rows left');
is($t->sql_value("SELECT COUNT(*) FROM image_words WHERE image_id ="
    . " '$id{ROOT}'"), 0, 'image deleted: no word rows left');
$r = $t->http(DELETE => '/api/li/folders/p', key => $key);
is($r->{status}, 204, 'DELETE folder p: 204');
folder_is('p', [qw(PQ)], 'folder deleted from the manifest');
exact('deleted');

# the rows change with the statement that changes the image: a rolled-back
# move leaves them as they were
$t->sql("START TRANSACTION; UPDATE images SET folder = 'elsewhere'"
    . " WHERE id = '$id{XP}'; ROLLBACK");
folder_is('x', [qw(XP R P)], 'rolled-back move');
exact('rolled back');

# rows written by plain SQL (as the tests and the bench seed) get theirs
$t->sql("CREATE TEMPORARY TABLE c AS SELECT * FROM images"
    . " WHERE id = '$id{XP}';"
    . " UPDATE c SET id = 'img_01ARZ3NDEKTSV4RRFFQ69G5FAV',"
    . " folder = 'x/sql';"
    . ' INSERT INTO images SELECT * FROM c');
$name{'img_01ARZ3NDEKTSV4RRFFQ69G5FAV'} = 'SQL';
folder_is('x', [qw(XP R P SQL)], 'a row inserted by SQL');
exact('inserted by SQL');

###############################################################################
# search

my @search = (
    [S1 => { name => 'The Lighthouse keeper', description => 'a b c' }],
    [S2 => { name => 'Москва at night', caption => 'Ελλάδα' }],
    [S3 => { name => '東京タワーの夜景' }],
    [S4 => { name => 'Café au lait', keywords => ['3D'] }],
    [S5 => { description => 'Red car and blue bicycle' }],
    [S6 => { description => 'red bicycle', tags => { colour => 'Crimson' } }],
);
upload($_->[0], 's', $_->[1]) for @search;

my @cases = (
    ['lighthouse'              => [qw(S1)]],
    ['LIGHTHOUSE'              => [qw(S1)], 'case'],
    ['the lighthouse'          => [qw(S1)], 'a stop word is left out'],
    ['the'                     => [], 'stop words only: nothing'],
    ['a'                       => [], 'a single letter only: nothing'],
    ['keeper lighthouse'       => [qw(S1)], 'any order'],
    ['lighthouse*'             => [qw(S1)], 'operators are separators'],
    ['lighthouses'             => [], 'whole words'],
    ['москва'                  => [qw(S2)], 'Cyrillic, any case'],
    ['ΕΛΛΆΔΑ'                  => [qw(S2)], 'Greek, any case'],
    ['東京'                    => [qw(S3)], 'CJK: each character a word'],
    ['タワー'                  => [qw(S3)], 'Katakana'],
    ['京東'                    => [qw(S3)], 'CJK characters in any order'],
    ['大阪'                    => [], 'CJK: other characters'],
    ['cafe'                    => [qw(S4)], 'accents'],
    ['CAFÉ'                    => [qw(S4)], 'accents and case'],
    ['3d'                      => [qw(S4)], 'a two-character word'],
    ['red bicycle'             => [qw(S6 S5)], 'all words, newest first'],
    ['red car'                 => [qw(S5)], 'all words'],
    ['blue, car & red!'        => [qw(S5)], 'punctuation'],
    ['red plane'               => [], 'one word missing'],
    ['crimson'                 => [qw(S6)], 'a tag value'],
    ['s5'                      => [qw(S5)], 'the file name'],
);
for my $c (@cases) {
    my ($q, $want, $why) = @$c;
    is_deeply(names(walk('search=' . uri($q))), $want,
        "search '$q': @$want" . ($why ? " ($why)" : ''));
}
$t->problem_ok(list('li', $key, 'search=' . uri('one two three four five'
    . ' six seven eight nine')), 400, 'search of nine words: 400');
is(list('li', $key, 'search=' . uri('one two three four five six seven'
    . ' eight'))->{status}, 200, 'search of eight words: 200');

# the words follow an edit and a deletion
$r = $t->http(PATCH => "/api/li/$id{S5}/metadata", key => $key,
    json => { description => 'green tram' });
is($r->{status}, 200, 'PATCH S5 description: 200');
is_deeply(names(walk('search=car')), [], 'edited: the old word is gone');
is_deeply(names(walk('search=tram')), [qw(S5)], 'edited: the new word');
$r = $t->http(DELETE => "/api/li/images/$id{S6}", key => $key);
is($r->{status}, 204, 'DELETE S6: 204');
is_deeply(names(walk('search=bicycle')), [], 'deleted: not found');
exact('searched, edited, deleted');

###############################################################################
# sql/013 on a database that already holds images: undo it (as if it had
# never run) and migrate again; the backfill gives every image its rows

my %before = map { $_ => walk('search=' . uri($_)) }
    qw(lighthouse москва tram);
is_deeply([map { names($before{$_}) } qw(lighthouse москва tram)],
    [[qw(S1)], [qw(S2)], [qw(S5)]], 'before: three searches, one image each');
$t->sql('DROP TRIGGER images_index_insert; DROP TRIGGER images_index_update;'
    . ' DROP TRIGGER images_words_update; DROP TRIGGER images_words_delete;'
    . ' DROP VIEW image_folder_rows, image_word_rows;'
    . ' DROP FUNCTION pt_search_words;'
    . ' DROP TABLE image_folders, image_words;'
    . ' ALTER TABLE images ADD FULLTEXT INDEX images_search (name,'
    . ' description, caption, original_file_name, keywords_text, author,'
    . ' copyright_holder, location_name, category, custom_id, tags_text);'
    . " DELETE FROM schema_migrations WHERE version = '013_listing_index'");
$t->ctl_ok('migrate');
is($t->sql_value('SELECT COUNT(*) FROM image_folders'), $t->sql_value(
    "SELECT SUM(CHAR_LENGTH(folder) - CHAR_LENGTH(REPLACE(folder, '/', ''))"
    . " + 1) FROM images WHERE folder <> ''"),
    'backfilled: a folder row per image and folder it is in');
folder_is('x', [qw(XP R P SQL)], 'backfilled');
is_deeply(walk('search=' . uri($_)), $before{$_}, "backfilled: search $_")
    for sort keys %before;
exact('backfilled');

###############################################################################
# a page reads its rows: 5,000 images copied by SQL (the triggers index
# them), in tree/a, tree/a/b or elsewhere, "harbour" in every other one,
# statistics as a production table has them

$t->sql("CREATE TEMPORARY TABLE d AS SELECT * FROM images"
    . " WHERE id = '$id{P}';"
    . " CREATE TEMPORARY TABLE dd AS SELECT s.seq AS n, d.* FROM d"
    . " JOIN seq_1_to_5000 s;"
    . " UPDATE dd SET id = CONCAT('img_0', LPAD(n, 25, '0')),"
    . " folder = ELT(1 + n % 4, 'tree/a', 'tree/a/b', 'other', 'tree'),"
    . " name = NULL, original_file_name = NULL,"
    . " description = IF(n % 2 = 0, CONCAT('harbour at dawn',"
    . " IF(n % 50 = 0, ' pier', '')), 'quiet street');"
    . ' ALTER TABLE dd DROP COLUMN n;'
    . ' INSERT INTO images SELECT * FROM dd;'
    . ' ANALYZE TABLE images, image_folders, image_words');

my @tree = map { $_->[0] } $t->sql("SELECT id FROM images WHERE project_id"
    . " = $pid AND (folder = 'tree' OR folder LIKE 'tree/%')"
    . ' ORDER BY seq DESC');
is(scalar @tree, 3750, 'tree holds 3,750 images');
is_deeply(walk('folder=tree&recursive=true', 333), \@tree,
    'tree recursive, pages of 333: each image once, newest first');
my @harbour = map { $_->[0] } $t->sql("SELECT id FROM images WHERE"
    . " project_id = $pid AND description LIKE 'harbour%'"
    . ' ORDER BY seq DESC');
is_deeply(walk('search=harbour', 333), \@harbour,
    'search harbour, pages of 333: each of its 2,500 once, newest first');

my @pier = map { $_->[0] } $t->sql("SELECT id FROM images WHERE"
    . " project_id = $pid AND description LIKE '%pier'"
    . ' ORDER BY seq DESC');
is(scalar @pier, 100, '100 images by the pier');

# 20 images a page: the page's index rows and image rows are about 45
# reads; sorting every match would read thousands.  Two words: the rarer
# drives, though shorter ("harbour" first would read 50 rows a match).
for my $case (['tree recursive', 'folder=tree&recursive=true', \@tree],
    ['search harbour', 'search=harbour', \@harbour],
    ['search harbour pier', 'search=harbour+pier', \@pier],
    ['search harbour in tree', 'search=harbour&folder=tree&recursive=true',
        [grep { my $i = $_; grep { $_ eq $i } @tree } @harbour]])
{
    my ($name, $q, $all) = @$case;
    for my $skip (0, @$all > 1000 ? 1000 : 50) {
        my $cursor = $skip ? '&cursor=' . uri($all->[$skip - 1]) : '';
        my $before = $t->rows_read;
        my $r = list('li', $key, "$q&limit=20$cursor");
        my $read = $t->rows_read - $before;
        is_deeply([map { $_->{imageId} } @{ ($r->{json} || {})->{images}
            || [] }], [@$all[$skip .. $skip + 19]],
            "$name, page after $skip: the next 20")
            or diag("$r->{status} " . substr($r->{content}, 0, 300));
        cmp_ok($read, '<', 150, "$name, page after $skip: reads $read rows"
            . ' (its own, not the ' . scalar(@$all) . ' matches)');
    }
}

$t->done;
