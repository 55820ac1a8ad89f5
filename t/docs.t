#!/usr/bin/perl

# The documentation holds together (docs/DEVELOPING.md, "Documentation").
# No build, no server: plain files only, so this never skips.
#
# - README.md is the front door: at most 300 lines, and it links every
#   page docs/*.md.
# - docs/decisions/README.md links every decision docs/decisions/*.md
#   (checked once that folder exists).
# - Every relative link of README.md and docs/**/*.md names a file that
#   exists, and its #anchor, when it has one, a heading of that file.
# - No file of the repository cites the design and specification
#   documents that lived outside it, beside the clone (the test corpus
#   beside the clone is another matter: tests may read it).
# - Every citation of a section, docs/<NAME>.md followed by a quoted
#   heading (optionally after a comma, possibly on the next comment
#   line), in code, tests, SQL, configuration and documentation, names a
#   file that exists and a heading of it, compared without case.
#
# Each failure names the file and line.

use strict;
use warnings;

use Test::More;
use File::Find ();
use File::Basename qw(dirname);
use Cwd qw(abs_path);
use Encode ();

my $root = abs_path(dirname(__FILE__) . '/..');

# folders that hold build output, never sources
my $BUILD_DIRS = qr{^(?:build[^/]*|debian/build|debian/\.debhelper|var|node_modules|\.git)(?:/|$)};

# --- helpers ------------------------------------------------------------------

sub slurp {
    my ($path) = @_;
    open(my $fh, '<:raw', $path) or return undef;
    local $/;
    my $s = <$fh>;
    close $fh;
    return $s;
}

sub line_of {
    my ($text, $pos) = @_;
    return 1 + (substr($text, 0, $pos) =~ tr/\n//);
}

# a/b/../c -> a/c; undef when it climbs out of the repository
sub canon {
    my ($path) = @_;
    my @out;
    for my $p (split m{/+}, $path) {
        next if $p eq '' || $p eq '.';
        if ($p eq '..') {
            return undef unless @out;
            pop @out;
        } else {
            push @out, $p;
        }
    }
    return join('/', @out);
}

# The files of the repository, relative to its root: what git tracks,
# and new files it does not ignore (pages not committed yet); without git,
# every file outside the build folders.
sub repo_files {
    my @files;
    if (-e "$root/.git" && open(my $git, '-|', 'git', '-C', $root,
            'ls-files', '-z', '--cached', '--others', '--exclude-standard'))
    {
        local $/ = "\0";
        while (my $f = <$git>) {
            chomp $f;
            push @files, $f;
        }
        close $git;
        return grep { !/$BUILD_DIRS/ && -f "$root/$_" } @files
            if $? == 0 && @files;
        @files = ();
    }
    File::Find::find({ no_chdir => 1, wanted => sub {
        return if $File::Find::name eq $root;
        my $rel = substr($File::Find::name, length($root) + 1);
        if (-d $_) {
            $File::Find::prune = 1 if $rel =~ $BUILD_DIRS;
            return;
        }
        push @files, $rel;
    } }, $root);
    return grep { !/$BUILD_DIRS/ } @files;
}

# Headings of a markdown file, outside code fences: [line, text].
my %heading_cache;
sub headings {
    my ($rel) = @_;
    return $heading_cache{$rel} if $heading_cache{$rel};
    my $text = slurp("$root/$rel") // '';
    my (@h, $fence);
    my $n = 0;
    for my $line (split /\n/, $text) {
        $n++;
        if ($line =~ /^\s{0,3}(```|~~~)/) {
            if (!defined $fence) {
                $fence = $1;
            } elsif ($line =~ /^\s{0,3}\Q$fence\E\s*$/) {
                undef $fence;
            }
            next;
        }
        next if defined $fence;
        push @h, [$n, $1] if $line =~ /^\s{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
    }
    return $heading_cache{$rel} = \@h;
}

# GitHub's anchors of a file's headings (lower case, punctuation dropped,
# spaces as hyphens, -1, -2 ... for repeats).
my %anchor_cache;
sub anchors {
    my ($rel) = @_;
    return $anchor_cache{$rel} if $anchor_cache{$rel};
    my (%a, %seen);
    for my $h (@{ headings($rel) }) {
        my $t = Encode::decode('UTF-8', $h->[1]);
        $t =~ s/!?\[([^\]]*)\]\([^)]*\)/$1/g;     # links keep their text
        $t =~ s/<[^>]+>//g;                       # HTML tags
        $t = lc $t;
        $t =~ s/[^\p{L}\p{M}\p{N}\p{Pc} -]//g;
        $t =~ tr/ /-/;
        my $slug = $seen{$t}++ ? "$t-" . ($seen{$t} - 1) : $t;
        $a{Encode::encode('UTF-8', $slug)} = 1;
    }
    return $anchor_cache{$rel} = \%a;
}

# A markdown file's links outside code: [line, target].
sub md_links {
    my ($rel) = @_;
    my $text = slurp("$root/$rel") // '';
    my @lines = split /\n/, $text, -1;
    my $fence;
    for my $l (@lines) {              # blank out code, keep line numbers
        if ($l =~ /^\s{0,3}(```|~~~)/) {
            if (!defined $fence) {
                $fence = $1;
            } elsif ($l =~ /^\s{0,3}\Q$fence\E\s*$/) {
                undef $fence;
            }
            $l = '';
            next;
        }
        $l = '' if defined $fence;
    }
    $text = join("\n", @lines);
    $text =~ s/(`+)(?:(?!\1).)+?\1/' ' x length($&)/gse;   # inline code
    my @links;
    while ($text =~ /!?\[(?:[^\]\\\n]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g) {
        push @links, [line_of($text, $-[0]), $1];
    }
    while ($text =~ /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/mg) {
        push @links, [line_of($text, $-[0]), $1];
    }
    return @links;
}

# A link's target as a path from the root and an anchor, or () when it
# leaves the repository (a URL, mailto:).
sub resolve {
    my ($from, $target) = @_;
    return () if $target =~ m{^[A-Za-z][A-Za-z0-9+.-]*:} || $target =~ m{^//};
    my ($path, $anchor) = $target =~ /^([^#]*)(?:#(.*))?$/;
    $path =~ s/%([0-9A-Fa-f]{2})/chr(hex($1))/ge;
    my $dir = dirname($from);
    $dir = '' if $dir eq '.';
    my $full = $path eq '' ? $from
             : $path =~ m{^/} ? canon($path)
             : canon(($dir eq '' ? '' : "$dir/") . $path);
    return ($full, $anchor);
}

# --- the markdown files -------------------------------------------------------

my @docs_top = sort map { substr($_, length($root) + 1) }
    glob("$root/docs/*.md");
my @md;
File::Find::find({ no_chdir => 1, wanted => sub {
    push @md, substr($File::Find::name, length($root) + 1)
        if -f $_ && /\.md$/;
} }, "$root/docs") if -d "$root/docs";
@md = ('README.md', sort @md);

ok(-f "$root/README.md", 'README.md exists');

# --- README: short, and the table of contents ---------------------------------

{
    my $text = slurp("$root/README.md") // '';
    my $lines = () = $text =~ /\n/g;
    $lines++ if length($text) && $text !~ /\n\z/;
    cmp_ok($lines, '<=', 300, "README.md has at most 300 lines ($lines)");

    my %linked;
    for my $l (md_links('README.md')) {
        my ($path) = resolve('README.md', $l->[1]);
        $linked{$path} = 1 if defined $path;
    }
    my @unlinked = grep { !$linked{$_} } @docs_top;
    ok(!@unlinked, 'README.md links every docs/*.md page')
        or diag(map { "  $_: not linked from README.md\n" } @unlinked);
}

# --- decisions: their index links each of them ---------------------------------

SKIP: {
    skip 'docs/decisions/ does not exist yet', 1 unless -d "$root/docs/decisions";
    my $index = 'docs/decisions/README.md';
    my @decisions = sort grep { $_ ne $index }
        map { substr($_, length($root) + 1) } glob("$root/docs/decisions/*.md");
    my %linked;
    if (-f "$root/$index") {
        for my $l (md_links($index)) {
            my ($path) = resolve($index, $l->[1]);
            $linked{$path} = 1 if defined $path;
        }
    }
    my @bad = -f "$root/$index"
        ? map { "  $_: not linked from $index\n" } grep { !$linked{$_} } @decisions
        : ("  $index: missing (docs/decisions/ exists)\n");
    ok(!@bad, "$index links every decision") or diag(@bad);
}

# --- relative links point to files (and headings) that exist -------------------

{
    my @bad;
    for my $f (@md) {
        for my $l (md_links($f)) {
            my ($line, $target) = @$l;
            my ($path, $anchor) = resolve($f, $target);
            next unless defined $path || $target =~ /^\.\./;
            if (!defined $path) {
                push @bad, "  $f:$line: ($target) leaves the repository\n";
                next;
            }
            if (!-e "$root/$path") {
                push @bad, "  $f:$line: ($target): no file $path\n";
                next;
            }
            next unless defined $anchor && length $anchor && $path =~ /\.md$/;
            push @bad, "  $f:$line: ($target): no heading of $path has the"
                . " anchor #$anchor\n"
                unless anchors($path)->{lc $anchor};
        }
    }
    ok(!@bad, 'relative links of README.md and docs/ point to files and headings'
        . ' that exist') or diag(@bad);
}

# --- no citation of the documents outside the repository -----------------------

my @files = repo_files();
ok(scalar(@files), 'the repository lists its files (' . scalar(@files) . ')');

# built from pieces, so this file does not match itself
my ($D, $S) = ('DESIGN', 'SPEC');
my $gap = qr{(?:[ \t]|\n[ \t]*(?:\*|\#+|//|--|;)?)};
my @forbidden = (
    [qr{\.\./shared/$D}, "../shared/$D"],
    [qr{\.\./shared/$S}, "../shared/$S"],
    [qr{\b$D$gap+\xC2\xA7}, "$D \xC2\xA7n"],
    [qr{\b$S$gap+"}, "$S \"...\""],
);
{
    my @bad;
    for my $f (@files) {
        my $text = slurp("$root/$f");
        next unless defined $text;
        next if index(substr($text, 0, 8192), "\0") >= 0;   # binary
        for my $p (@forbidden) {
            while ($text =~ /$p->[0]/g) {
                push @bad, "  $f:" . line_of($text, $-[0])
                    . ": cites $p->[1] (cite docs/ARCHITECTURE.md, docs/API.md"
                    . " or docs/decisions/README.md)\n";
            }
        }
    }
    ok(!@bad, 'no file cites the design or specification documents outside'
        . ' the repository') or diag(@bad);
}

# --- citations of sections name headings that exist ----------------------------

{
    my $cites = 0;
    my @bad;
    my $kinds = qr{\.(?:c|h|pm|t|pl|sql|md|sh|mk|conf|service)$|(?:^|/)Makefile$};
    for my $f (grep { /$kinds/ } @files) {
        my $text = slurp("$root/$f");
        next unless defined $text;
        while ($text =~ m{(?<![\w./-])(docs/[\w./-]+?\.md)(?:\]\([^)\s]*\))?,?$gap+"([^"\n]+)"}g) {
            my ($page, $section, $at) = ($1, $2, $-[0]);
            $cites++;
            my $line = line_of($text, $at);
            if (!-f "$root/$page") {
                push @bad, "  $f:$line: cites $page \"$section\": no such file\n";
                next;
            }
            next if grep { lc($_->[1]) eq lc($section) } @{ headings($page) };
            push @bad, "  $f:$line: cites $page \"$section\": not a heading of"
                . " $page\n";
        }
    }
    ok(!@bad, "citations of docs/ sections name existing headings ($cites)")
        or diag(@bad);
}

done_testing();
