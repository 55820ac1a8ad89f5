#!/usr/bin/perl

# The workers' memo of video originals (shared/delivery/delivery_memo.c),
# through nginx: once a worker has answered a range of a video from its
# local file, the next ranges of that video are sent from the same file
# without a thread-pool task, a database query or a store open (counted by
# /metrics' local store requests); and the memo never serves what the
# full path would not:
#
# - a deleted video is 404 at once (its generation is in the key);
# - a file replaced on disk under the same key is noticed (inode, size,
#   mtime) and the new bytes are served, through the full path;
# - a storage change (the project's generation) misses the memo too.

use strict;
use warnings;

use Test::More;
use JSON::PP ();
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
plan skip_all => 'ffprobe not installed' unless -x '/usr/bin/ffprobe';
$t->start;

my $webm = $t->corpus_dir . '/video/filetype_fixture-null.webm';
my $bytes = Pictor::Test::read_file($webm);
my $size = length $bytes;
my $key = $t->project_with_key('vm');

sub local_opens {
    my $r = $t->http(GET => '/metrics', metrics => 1);
    die "metrics: $r->{status}" unless $r->{status} == 200;
    return $r->{content} =~ /^pictor_store_requests_total\{driver="local"\}
        \s+(\d+)$/mx ? $1 : 0;
}

sub range {
    my ($url, $from, $len) = @_;
    return $t->http(GET => $url, headers => {
        Range => "bytes=$from-" . ($from + $len - 1) });
}

my $r = $t->upload('vm', key => $key, file => $webm);
is($r->{status}, 201, 'a video uploaded') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'vid_none';
my $url = "/vm/$id";

# every worker answers a few ranges: each keeps the answer
for my $i (0 .. 7) {
    $r = range($url, $i * 1000, 1000);
    is($r->{status}, 206, "warm-up range $i: 206");
}

# then ranges at every offset: byte-exact, and (nearly) no store opens
my ($n, $exact) = (40, 0);
my $before = local_opens();
for my $i (0 .. $n - 1) {
    my $from = ($i * 7919) % ($size - 4096);
    $r = range($url, $from, 4096);
    $exact++ if $r->{status} == 206 && $r->{content} eq
        substr($bytes, $from, 4096)
        && ($r->{headers}{'content-range'} // '')
           eq "bytes $from-" . ($from + 4095) . "/$size";
}
my $opens = local_opens() - $before;
is($exact, $n, "$n ranges: 206, byte-exact, with their Content-Range");
cmp_ok($opens, '<', $n / 4, "$n ranges: served from the kept file"
    . " ($opens store opens)");

# the file replaced under the same key, without Pictor knowing: the memo
# sees another file and the full path serves what is there now
my ($path) = grep { m{/\Q$id\E$} } map { "$t->{dir}/storage/$_" }
    $t->storage_files;
ok($path && -f $path, 'the stored file found');
my $other = reverse $bytes;
Pictor::Test::write_file("$path.new", $other);
rename "$path.new", $path or die "rename: $!";
my $fresh = 0;
for my $i (0 .. 7) {
    $r = range($url, 0, 100);
    $fresh++ if $r->{status} == 206 && $r->{content} eq substr($other, 0, 100);
}
is($fresh, 8, 'a replaced file: its own bytes every time, never the kept'
    . ' answer');
Pictor::Test::write_file("$path.new", $bytes);
rename "$path.new", $path or die "rename: $!";

# a delete: 404 at once, on every worker
for my $i (0 .. 7) {
    range($url, 0, 100);
}
$r = $t->http(DELETE => "/api/vm/images/$id", key => $key);
is($r->{status}, 204, 'the video deleted');
my @after = map { range($url, 0, 100)->{status} } 0 .. 7;
is_deeply(\@after, [(404) x 8], 'deleted: every range is 404 at once');

# a second video, then the project's epoch moved by its settings: the
# memo's answers for the old key are not used (the key changed), and the
# ranges still come byte-exact through the full path
$r = $t->upload('vm', key => $key, file => $webm);
my $id2 = ($r->{json} || {})->{imageId} // 'vid_none';
range("/vm/$id2", 0, 100) for 0 .. 7;
my $jar = $t->jar;
is($t->login('vm@example.com', 'password for vm 1', $jar)->{status}, 200,
    'the owner logs in');
$before = local_opens();
$r = $t->http(PATCH => '/api/vm/settings', jar => $jar,
    json => { strictTransforms => JSON::PP::true() });
is($r->{status}, 200, 'strict mode on (the project\'s epoch moves)');
my $ok = 0;
for my $i (0 .. 3) {
    my $x = range("/vm/$id2", 10, 10);
    $ok++ if $x->{status} == 206 && $x->{content} eq substr($bytes, 10, 10);
}
is($ok, 4, 'after a settings change: ranges byte-exact (an original is'
    . ' allowed in strict mode)');
cmp_ok(local_opens() - $before, '>=', 1, 'after a settings change: the'
    . ' full path again (the store opened)');

done_testing;
