# make bench, sections "listing" and "listing1m": GET /api/{p}/images
# latency with 100,000 (listing1m: 1,000,000) images in one project, side
# by side with the same SQL run straight
# against MariaDB (the limit: what the API cannot beat), and the plan
# MariaDB used for the API's own execution.
#
# 1. Seed: rows straight from MariaDB's Sequence engine (seq_1_to_N), no
#    uploads, no files (listing reads the database only).
# 2. Capture: with the slow log on (long_query_time=0, log_slow_verbosity
#    query_plan,explain) and nginx restarted, so its pool threads prepare
#    their statements anew and MariaDB logs them with the values, one
#    request per case: the log gives the exact SQL the API ran, its plan
#    (ANALYZE-style, with r_rows) and Rows_examined.  Then the log is
#    turned off and nginx restarted again, so the measured statements are
#    prepared without logging.
# 3. Measure each case with wrk (API) and t/bench/sqlbench.c (the captured
#    SQL as a prepared statement over the same unix socket, rows fetched
#    as strings as libpictor does), at concurrency 1 and 4.
# 4. Check each case against issue 16's bounds: API p50 at most 5 ms and
#    Rows_examined at most 3 times the rows the statement returned.

package Pictor::Bench::Listing;

use strict;
use warnings;

use Time::HiRes qw(time);

my $LIMIT = 50;
my @CONC = (1, 4);
my $API_SECS = 4;       # wrk per case and concurrency (after 1 s warm-up)
my $SQL_SECS = 2;       # sqlbench per case and concurrency
my $MAX_P50_MS = 5;     # issue 16: every case, concurrency 1
my $MAX_EXAMINED = 3;   # issue 16: rows examined per row returned

# the page statement of each driving table (images_list.c)
my $PAGE_FROM = qr/FROM[ ](?:images[ ]i|image_keywords[ ]k|image_folders[ ]f
    |image_words[ ]w)\b/x;

# --- seed data ---------------------------------------------------------------

# Distributions (fixed, so the report can say what each filter matches):
#   folder     the oldest 5,000 rows (seq <= 5000) in archive/2019 and
#              archive/2020 alternately: a subtree of old images only;
#              seq % 1000 = 500 in press/2024 (95 rows); every other row
#              in one of 13 folders by seq % 13 ("catalog" and its 5
#              subfolders: 6/13 of them)
#   category   12, by (seq div 7) % 12
#   keywords   3 distinct of 40 per row, also in image_keywords
#   search     "lighthouse" in the description of 1 row in 100, "outdoor"
#              in 1 in 5, "photograph" in every one, "pier" (a noun of
#              the description and of some names) in about 1 in 28
# Ids: "img_" + a ULID in Crockford base32: 10 characters of millisecond
# time (rows one minute apart, ending a day before now, so ids increase
# with seq and an upload made now is newer) + 16 from MD5(seq).
my @FOLDERS = ('', qw(blog blog/2023 blog/2024 catalog catalog/shoes
    catalog/shoes/summer catalog/shoes/winter catalog/bags catalog/hats
    marketing marketing/banners marketing/social));
my @CATEGORIES = qw(Landscape Portrait Product Food Architecture Travel
    Wildlife Sports Fashion Abstract Event Interior);
my @KEYWORDS = qw(sunset beach mountain forest river city street night
    winter summer autumn spring snow rain fog desert ocean lake bridge
    tower market garden flower tree bird dog cat horse car bicycle train
    boat coffee bread fruit vintage minimal colorful monochrome aerial);
my @ADJ = qw(Golden Quiet Misty Bright Hidden Early Late Silver Wild
    Gentle Rusty Frozen Crowded Empty Distant Warm Cold Northern Southern
    Ancient Modern Lonely Sunny);
my @NOUN = qw(harbor valley meadow alley skyline canyon orchard pier
    village station cathedral lagoon glacier vineyard boulevard plaza
    waterfall island cliff dune marsh quarry bazaar terrace courtyard
    lantern mill ferry);
my @SHOT = qw(Studio Outdoor Street Portrait Aerial);
my @AUTHOR = ('Ana Lima', 'Bo Chen', 'Chidi Okafor', 'Dana Weiss',
    'Emil Novak', 'Fatima Zahra', 'Goran Ilic', 'Hana Sato', 'Ivo Berg');

sub elt {
    my ($expr, @list) = @_;
    return "ELT(1 + ($expr), " . join(', ', map { "'$_'" } @list) . ')';
}

# base32hex digits (what CONV(x, 10, 32) prints) to Crockford's alphabet;
# both sort in ASCII order, so the mapping keeps the order.  Highest
# letter first, so no letter is replaced twice.
sub crockford {
    my ($expr) = @_;
    my @map = qw(V Z U Y T X S W R V Q T P S O R N Q M P L N K M J K I J);
    while (@map) {
        my ($from, $to) = splice @map, 0, 2;
        $expr = "REPLACE($expr, '$from', '$to')";
    }
    return $expr;
}

sub seed_sql {
    my ($pid, $n, $t0ms) = @_;
    my $ts = "($t0ms + s.seq * 60000)";
    my @kw = ('s.seq % 40', '(s.seq % 40 + 1 + (s.seq DIV 40) % 13) % 40',
        '(s.seq % 40 + 14 + (s.seq DIV 520) % 13) % 40');
    my $kwj = 'JSON_ARRAY(' . join(', ', map { elt($_, @KEYWORDS) } @kw)
        . ')';
    my $id = "CONCAT('img_', "
        . crockford("LPAD(CONV($ts, 10, 32), 10, '0')") . ', '
        . crockford("LPAD(CONV(SUBSTR(MD5(s.seq), 1, 10), 16, 32), 8, '0')")
        . ', '
        . crockford("LPAD(CONV(SUBSTR(MD5(s.seq), 11, 10), 16, 32), 8, '0')")
        . ')';
    my $name = 'CONCAT(' . elt('s.seq % ' . @ADJ, @ADJ) . ", ' ', "
        . elt('(s.seq DIV ' . @ADJ . ') % ' . @NOUN, @NOUN) . ", ' ', s.seq)";
    my $desc = 'CONCAT(' . elt('s.seq % ' . @SHOT, @SHOT)
        . ", ' photograph of the ', " . elt('(s.seq DIV 3) % ' . @NOUN, @NOUN)
        . ", IF(s.seq % 100 = 42, ' below the old lighthouse', ''),"
        . " ' taken on a ', "
        . elt('(s.seq DIV 11) % 4', qw(morning afternoon evening night))
        . ", ', catalogue number ', s.seq, '.')";
    my $folder = "CASE WHEN s.seq <= 5000 THEN IF(s.seq % 2 = 1,"
        . " 'archive/2019', 'archive/2020')"
        . " WHEN s.seq % 1000 = 500 THEN 'press/2024'"
        . ' ELSE ' . elt('s.seq % ' . @FOLDERS, @FOLDERS) . ' END';
    my $date = "FROM_UNIXTIME($ts / 1000)";
    my @paths = sort grep { length } @FOLDERS,
        qw(archive archive/2019 archive/2020 press press/2024);

    return (
        ['images',
         'INSERT INTO images (id, project_id, format, content_type,'
         . ' size_bytes, width, height, original_file_name, name,'
         . ' description, category, folder, keywords, keywords_text,'
         . ' author, date_created, date_published, date_modified,'
         . ' exif_data, tags)'
         . " SELECT $id, $pid, 'jpeg', 'image/jpeg',"
         . ' 200000 + (s.seq * 7919) % 3000000, 4032, 3024,'
         . " CONCAT('IMG_', LPAD(s.seq, 6, '0'), '.jpg'), $name, $desc, "
         . elt('(s.seq DIV 7) % ' . @CATEGORIES, @CATEGORIES)
         . ", $folder, $kwj, $kwj, " . elt('s.seq % ' . @AUTHOR, @AUTHOR)
         . ", $date - INTERVAL 1 DAY, $date, $date, '{}', '{}'"
         . " FROM seq_1_to_$n s"],
        ['image_keywords',
         join(";\n", map {
            'INSERT INTO image_keywords (project_id, keyword, image_id)'
            . " SELECT $pid, JSON_UNQUOTE(JSON_EXTRACT(keywords, '\$[$_]')),"
            . " id FROM images WHERE project_id = $pid"
            . " AND JSON_LENGTH(keywords) > $_"
         } 0 .. 2)],
        ['folders',
         'INSERT IGNORE INTO folders (project_id, path) VALUES '
         . join(', ', map { "($pid, '$_')" } @paths)],
        ['ANALYZE TABLE',
         'ANALYZE TABLE images, image_keywords, folders, image_folders,'
         . ' image_words'],
    );
}

# --- the cases ---------------------------------------------------------------

# [label, query string (the cursors filled in later), SQL counting the
# matching rows (PID = project id)]; $cur: the cursors (cursors())
sub cases {
    my ($cur) = @_;
    my $words = "SELECT COUNT(*) FROM image_words WHERE project_id = PID"
        . ' AND word = ';
    my $tree = "SELECT COUNT(*) FROM image_folders WHERE project_id = PID"
        . ' AND folder = ';
    return (
        ['first page', "limit=$LIMIT",
         'SELECT COUNT(*) FROM images WHERE project_id = PID'],
        ["deep page (cursor after $cur->{plain}[1])",
         "limit=$LIMIT&cursor=$cur->{plain}[0]",
         'SELECT COUNT(*) FROM images WHERE project_id = PID'
         . " AND id < '$cur->{plain}[0]'"],
        ['folder=catalog/shoes', "limit=$LIMIT&folder=catalog/shoes",
         "SELECT COUNT(*) FROM images WHERE project_id = PID"
         . " AND folder = 'catalog/shoes'"],
        ['folder=catalog, recursive',
         "limit=$LIMIT&folder=catalog&recursive=true", "$tree 'catalog'"],
        ["folder=catalog, recursive, deep page (cursor after"
         . " $cur->{tree}[1])",
         "limit=$LIMIT&folder=catalog&recursive=true"
         . "&cursor=$cur->{tree}[0]", "$tree 'catalog'"
         . " AND seq < SUBSTRING('$cur->{tree}[0]', 5)"],
        ['folder=archive, recursive (oldest 5%)',
         "limit=$LIMIT&folder=archive&recursive=true", "$tree 'archive'"],
        ['category=Landscape', "limit=$LIMIT&category=Landscape",
         "SELECT COUNT(*) FROM images WHERE project_id = PID"
         . " AND category = 'Landscape'"],
        ["category=Landscape, deep page (cursor after $cur->{cat}[1])",
         "limit=$LIMIT&category=Landscape&cursor=$cur->{cat}[0]",
         "SELECT COUNT(*) FROM images WHERE project_id = PID"
         . " AND category = 'Landscape' AND id < '$cur->{cat}[0]'"],
        ['keyword=sunset', "limit=$LIMIT&keyword=sunset",
         "SELECT COUNT(*) FROM image_keywords WHERE project_id = PID"
         . " AND keyword = 'sunset'"],
        ['search=lighthouse (1%)', "limit=$LIMIT&search=lighthouse",
         "$words 'lighthouse'"],
        ['search=outdoor (20%)', "limit=$LIMIT&search=outdoor",
         "$words 'outdoor'"],
        ["search=outdoor, deep page (cursor after $cur->{word}[1])",
         "limit=$LIMIT&search=outdoor&cursor=$cur->{word}[0]",
         "$words 'outdoor' AND seq < SUBSTRING('$cur->{word}[0]', 5)"],
        ['search=photograph pier (every image, 1 in 28)',
         "limit=$LIMIT&search=photograph+pier", "$words 'pier'"],
    );
}

# The deep pages' cursors, each [id, how many images come before it] at
# the same fraction of the set whatever N: the plain listing's middle, a
# fifth into catalog's subtree (6/13 of the images), half of Landscape's
# (1/12), a tenth into "outdoor"'s (1/5)
sub cursors {
    my ($t, $pid, $n) = @_;
    my %at = (plain => int($n / 2), tree => int($n / 5),
        cat => int($n / 25), word => int($n / 10));
    my %sql = (
        plain => "SELECT id FROM images WHERE project_id = $pid"
            . ' ORDER BY seq DESC',
        tree => "SELECT image_id FROM image_folders WHERE project_id = $pid"
            . " AND folder = 'catalog' ORDER BY seq DESC",
        cat => "SELECT id FROM images WHERE project_id = $pid"
            . " AND category = 'Landscape' ORDER BY seq DESC",
        word => "SELECT image_id FROM image_words WHERE project_id = $pid"
            . " AND word = 'outdoor' ORDER BY seq DESC");
    return { map {
        $_ => [$t->sql_value("$sql{$_} LIMIT 1 OFFSET " . ($at{$_} - 1)),
               commify($at{$_})]
    } keys %at };
}

# --- slow log ----------------------------------------------------------------

# Entries of a slow log file: [{ head => {Rows_examined => .., ...},
# explain => [[cols], [row], ...], sql => text }]
sub slow_entries {
    my ($file) = @_;
    my $text = Pictor::Test::read_file($file);
    return () unless defined $text;
    my @out;
    for my $e (split /^(?=# User\@Host:)/m, $text) {
        next unless $e =~ /^# User\@Host:/;
        my (%h, @explain, @sql);
        for my $l (split /\n/, $e) {
            if ($l =~ /^# explain: (.*)/) {
                push @explain, [split /\t/, $1, -1];
            } elsif ($l =~ /^# /) {
                $h{$1} = $2 while $l =~ /(\w+): (\S+)/g;
            } elsif ($l =~ /^(SET timestamp=|use `)/ || $l eq '#') {
                next;
            } else {
                push @sql, $l;
            }
        }
        my $sql = join "\n", @sql;
        $sql =~ s/;\s*\z//;
        push @out, { head => \%h, explain => \@explain, sql => $sql };
    }
    return @out;
}

# --- the section -------------------------------------------------------------

# The section at $N images (listing: 100,000, the quick one; listing1m.pl:
# 1,000,000)
sub section {
    my ($N) = @_;
    return {
    title => 'Listing and search (' . commify($N)
        . ' images in one project)',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        # its own project: both sizes can run in one bench
        my $slug = $N == 100_000 ? 'listing' : "listing-$N";
        my $key = $t->project_with_key($slug);
        my $pid = $t->sql_value("SELECT id FROM projects"
            . " WHERE slug = '$slug'");

        # seed
        $b->log("seeding $N images");
        my $t0ms = (int(time) - 86400 - $N * 60) * 1000;
        my @seed_times;
        my $seed_t0 = time;
        for my $s (seed_sql($pid, $N, $t0ms)) {
            my $t1 = time;
            $t->sql($s->[1]);
            push @seed_times, [$s->[0], time - $t1];
        }
        my $seed_secs = time - $seed_t0;
        my $rows = $t->sql_value("SELECT COUNT(*) FROM images"
            . " WHERE project_id = $pid");
        my %size = map { $_->[0] => [@$_[1 .. 3]] } $t->sql('SELECT'
            . ' table_name, table_rows, data_length / 1048576,'
            . ' index_length / 1048576 FROM information_schema.tables'
            . " WHERE table_schema = 'pictor' AND table_name IN ('images',"
            . " 'image_keywords', 'image_folders', 'image_words')");
        # table_rows is InnoDB's estimate: count the derived tables
        for my $tb (qw(image_keywords image_folders image_words)) {
            $size{$tb}[0] = $t->sql_value("SELECT COUNT(*) FROM $tb"
                . " WHERE project_id = $pid");
        }
        $size{images}[0] = $rows;
        $b->log(sprintf 'seeded %d rows in %.1f s', $rows, $seed_secs);

        my @cases = cases(cursors($t, $pid, $N));

        # capture the API's own SQL and plan
        $b->log('capturing the SQL and plans of the API');
        my $dir = $t->dir;
        $t->sql('SET GLOBAL slow_query_log = 1');
        $t->stop_nginx;
        $t->start_nginx;
        my $i = 0;
        for my $c (@cases) {
            my $log = "$dir/slow-$slug-" . $i++ . '.log';
            $t->sql("SET GLOBAL slow_query_log_file = '$log'");
            my $r = $t->http(GET => "/api/$slug/images?$c->[1]",
                key => $key);
            die "GET ?$c->[1]: $r->{status} $r->{content}"
                unless $r->{status} == 200;
            $c->[3] = scalar @{ $r->{json}{images} };
            $t->sql("SET GLOBAL slow_query_log_file = '$dir/slow-off.log'");
            my ($e) = grep { $_->{sql} =~ /^SELECT (?:STRAIGHT_JOIN )?i\.id,/
                && $_->{sql} =~ $PAGE_FROM }
                slow_entries($log);
            die "no listing statement in $log" unless $e;
            $c->[4] = $e;
            (my $cnt = $c->[2]) =~ s/\bPID\b/$pid/g;
            $c->[5] = $t->sql_value($cnt);
        }
        $t->sql('SET GLOBAL slow_query_log = 0');
        $t->stop_nginx;
        $t->start_nginx;

        # measure
        my $sqlbench = $b->helper('sqlbench');
        my %res;
        $i = 0;
        for my $c (@cases) {
            my $qf = "$dir/$slug-$i.sql";
            Pictor::Test::write_file($qf, $c->[4]{sql});
            for my $conc (@CONC) {
                $b->log("$c->[0], concurrency $conc");
                my $w = $b->wrk("/api/$slug/images?$c->[1]", key => $key,
                    conns => $conc, seconds => $b->secs($API_SECS));
                my $line = $b->cmd($sqlbench, $t->mariadb_socket, 'pictor',
                    $conc, $b->secs($SQL_SECS), $qf);
                my $s = Pictor::Bench::kv($line);
                $res{$i}{$conc} = { api => $w, sql => $s };
            }
            $i++;
        }
        # fixed and per-row cost, one client: the project route (key and
        # project lookups, no listing) and the first page at limit 1, 50
        # (case 1) and 500; the SQL is case 1's with the LIMIT changed
        my %scale;
        $b->log('fixed and per-row cost');
        $scale{project} = $b->wrk("/api/$slug", key => $key, conns => 1,
            seconds => $b->secs($API_SECS));
        for my $l (1, 500) {
            my $qf = "$dir/$slug-limit$l.sql";
            my $sql = $cases[0][4]{sql};
            $sql =~ s/\bLIMIT \d+\s*\z/'LIMIT ' . ($l + 1)/e
                or die "no LIMIT in: $sql";
            Pictor::Test::write_file($qf, $sql);
            my $w = $b->wrk("/api/$slug/images?limit=$l", key => $key,
                conns => 1, seconds => $b->secs($API_SECS));
            my $s = Pictor::Bench::kv($b->cmd($sqlbench, $t->mariadb_socket,
                'pictor', 1, $b->secs($SQL_SECS), $qf));
            $scale{$l} = { api => $w, sql => $s };
        }
        $scale{$LIMIT} = $res{0}{1};

        # response size: one request
        for my $j (0 .. $#cases) {
            my $r = $t->http(GET => "/api/$slug/images?$cases[$j][1]",
                key => $key);
            $cases[$j][6] = length $r->{content};
        }

        # --- report ---
        my $num = \&Pictor::Bench::num;
        my $ratio = \&Pictor::Bench::ratio;
        my $md = '';
        $md .= sprintf "%s rows seeded in one project with SQL from MariaDB's"
            . " Sequence engine (`INSERT ... SELECT ... FROM seq_1_to_%d`)"
            . " in %.1f s (%s; the images statement includes the triggers"
            . " that write each image's `image_folders` and `image_words`"
            . " rows).  Cursor/filter values and what they match are in the"
            . " second table; every request asks for `limit=%d`.\n\n",
            commify($rows), $N, $seed_secs,
            join(', ', map { sprintf '%s %.1f s', @$_ } @seed_times),
            $LIMIT;
        $md .= $b->table(['table', 'rows (this project)', 'data MB',
            'index MB'], [map {
                [$_, commify($size{$_}[0] // 0),
                 map { $_ > 0 ? $num->($_) : 0 } @{ $size{$_} }[1, 2]]
            } qw(images image_keywords image_folders image_words)],
            ['---', '---:', '---:', '---:']);
        $md .= "\n";

        $md .= "How it is measured: the API with `wrk` (GET with"
            . " `X-Api-Key`, keep-alive, 1 s warm-up, then "
            . $b->secs($API_SECS) . ' s); the limit is the *same SQL text'
            . ' the API executed* (captured from the slow log, values'
            . ' inlined), run by `t/bench/sqlbench.c` as a server-side'
            . ' prepared statement over the same unix socket, rows fetched'
            . ' as strings as libpictor does (5 warm-up executions, then '
            . $b->secs($SQL_SECS) . ' s, one connection per client).'
            . '  API overhead = API p50 − SQL p50: HTTP, the API-key lookup'
            . ' (a SELECT and, at most once a minute, an UPDATE of'
            . ' `last_used_at`), the project lookup, the thread-pool'
            . ' hand-off and the JSON encoding (negative when the two runs'
            . ' differ by more than the overhead: noise, or few samples of'
            . " a slow query; with few samples p99 is the maximum).\n\n";

        my @q;
        for my $j (0 .. $#cases) {
            my $c = $cases[$j];
            (my $qs = "`?$c->[1]`") =~ s/cursor=\w+/cursor=…/g;
            push @q, [$j + 1, $c->[0], $qs,
                commify($c->[5]), $c->[3], $num->($c->[6] / 1000)];
        }
        $md .= $b->table(['#', 'case', 'query', 'matching rows',
            'rows returned', 'response kB'], \@q,
            ['---:', '---', '---', '---:', '---:', '---:']);
        $md .= "\n";

        for my $conc (@CONC) {
            my @rows;
            for my $j (0 .. $#cases) {
                my ($a, $s) = @{ $res{$j}{$conc} }{qw(api sql)};
                my $sp50 = $s->{p50_us} / 1000;
                my $sp99 = $s->{p99_us} / 1000;
                push @rows, [$j + 1, $cases[$j][0],
                    $num->($a->{rps}), $num->($a->{p50}), $num->($a->{p99}),
                    $num->($s->{qps}), $num->($sp50), $num->($sp99),
                    $num->($a->{p50} - $sp50),
                    $ratio->($a->{rps}, $s->{qps}),
                    ($a->{non_2xx} || $a->{errors}
                        ? "$a->{non_2xx} non-2xx, $a->{errors} errors" : '')];
            }
            $md .= "**Concurrency $conc** (wrk -c$conc; sqlbench $conc"
                . " connection" . ($conc > 1 ? 's' : '') . ")\n\n";
            $md .= $b->table(['#', 'case', 'API req/s', 'API p50 ms',
                'API p99 ms', 'SQL q/s', 'SQL p50 ms', 'SQL p99 ms',
                'overhead p50 ms', 'API ÷ SQL req/s', 'notes'], \@rows,
                ['---:', '---', ('---:') x 8, '---']);
            $md .= "\n";
        }

        # fixed and per-row cost
        {
            my @rows = (["`GET /api/$slug` (key and project lookups only)",
                '–', $num->($scale{project}{p50}), '–', '–']);
            for my $l (1, $LIMIT, 500) {
                my ($a, $s) = @{ $scale{$l} }{qw(api sql)};
                push @rows, ["`?limit=$l`", $l, $num->($a->{p50}),
                    $num->($s->{p50_us} / 1000),
                    $num->($a->{p50} - $s->{p50_us} / 1000)];
            }
            my ($a1, $a5) = map { $scale{$_}{api}{p50} } 1, 500;
            my ($s1, $s5) = map { $scale{$_}{sql}{p50_us} / 1000 } 1, 500;
            $md .= "**Fixed and per-row cost** (one client, p50 ms; the"
                . " first page at three page sizes, the SQL being case 1's"
                . " with its LIMIT changed):

";
            $md .= $b->table(['request', 'rows', 'API p50 ms', 'SQL p50 ms',
                'API − SQL ms'], \@rows, ['---', ('---:') x 4]);
            $md .= sprintf "\nEach row past the first costs the API %s µs"
                . " and the SQL %s µs (p50 difference between limit 500"
                . " and limit 1, divided by 499).\n\n",
                $num->(($a5 - $a1) / 499 * 1000),
                $num->(($s5 - $s1) / 499 * 1000);
        }

        # plans
        $md .= "**Plans.** The plan MariaDB used for the API's own"
            . " execution of each case (slow log, `log_slow_verbosity ="
            . " query_plan,explain`: an EXPLAIN with the measured `r_rows`),"
            . " and what that execution read:\n\n";
        my @p;
        my @flags;
        my @bounds;
        for my $j (0 .. $#cases) {
            my $e = $cases[$j][4];
            my ($hdr, @ex) = @{ $e->{explain} };
            my %col;
            @col{@$hdr} = 0 .. $#$hdr if $hdr;
            for my $x (@ex) {
                my $g = sub {
                    my $v = $x->[$col{$_[0]} // 99];
                    return defined $v && length $v ? $v : '–';
                };
                push @p, [$j + 1, $g->('table'), $g->('type'), $g->('key'),
                    $g->('rows'), $g->('r_rows'), $g->('r_filtered'),
                    $g->('Extra')];
            }
            # the query_plan line is only there when one of its flags is
            my %h = (Filesort => 'No', Full_scan => 'No', %{ $e->{head} });
            my $ex = $h{Rows_examined};
            push @p, ['', '', '', '', '', '', '',
                "*Rows_examined $ex, Filesort $h{Filesort},"
                . " Full_scan $h{Full_scan}*"];
            my $sent = $h{Rows_sent} || 1;
            my $p50 = $res{$j}{1}{api}{p50};
            push @bounds, [$j + 1, $cases[$j][0], $num->($p50),
                $num->($res{$j}{1}{sql}{p50_us} / 1000), $ex, $sent,
                $num->($ex / $sent),
                ($p50 <= $MAX_P50_MS && $ex <= $MAX_EXAMINED * $sent
                    ? 'yes' : '**no**')];
            my @why;
            push @why, "reads $ex rows to return $sent"
                if $ex > $MAX_EXAMINED * $sent;
            push @why, 'sorts every match (filesort)'
                if $h{Filesort} eq 'Yes'
                    && $ex > $MAX_EXAMINED * $sent;
            for my $x (@ex) {
                my $type = $x->[$col{type} // 99] // '';
                my $k = $x->[$col{key} // 99] // '?';
                push @why, "walks the whole $k index in order, filtering,"
                    . " until enough rows match (type $type): what it reads"
                    . ' depends on where the matches lie'
                    . ($k eq 'PRIMARY' ? ' (the primary key is the id'
                        . ' alone: it walks every project\'s images)' : '')
                    if $type eq 'index' || $type eq 'ALL';
            }
            push @flags, 'case ' . ($j + 1) . " ($cases[$j][0]): "
                . join('; ', @why)
                if @why;
        }
        $md .= $b->table(['#', 'table', 'type', 'key', 'rows (est.)',
            'r_rows', 'r_filtered %', 'Extra'], \@p,
            ['---:', '---', '---', '---', '---:', '---:', '---:', '---']);
        $md .= "\n";
        if (@flags) {
            $md .= "**Plans that do not scale with the page size** (a case"
                . " is listed when its execution examined more than"
                . " $MAX_EXAMINED rows per row returned, or its plan walks a"
                . " whole index):\n\n"
                . join('', map { "* $_\n" } @flags) . "\n";
        } else {
            $md .= "Every case examined at most $MAX_EXAMINED rows per row"
                . " returned.\n\n";
        }

        $md .= "**Issue 16's bounds** (every case: API p50 at most"
            . " $MAX_P50_MS ms with one client, and the statement's"
            . " Rows_examined at most $MAX_EXAMINED times its Rows_sent, both"
            . " from the slow log of the API's own execution; a row read"
            . " through a join counts once per table, a search's other"
            . " word, looked up on each row, too):"
            . "\n\n";
        $md .= $b->table(['#', 'case', 'API p50 ms', 'SQL p50 ms',
            'Rows_examined', 'Rows_sent', 'examined ÷ sent', 'within'],
            \@bounds, ['---:', '---', ('---:') x 5, '---']);
        $md .= sprintf "\n%d of %d cases within both bounds.\n\n",
            scalar(grep { $_->[7] eq 'yes' } @bounds), scalar @bounds;

        $md .= "<details><summary>The SQL the API executed"
            . " (from the slow log)</summary>\n\n";
        for my $j (0 .. $#cases) {
            (my $sql = $cases[$j][4]{sql})
                =~ s/SELECT (STRAIGHT_JOIN )?i\.id,.*? FROM /
                    'SELECT ' . ($1 \/\/ '') . 'i.id, … FROM '/se;
            $md .= ($j + 1) . ". $cases[$j][0]\n\n```sql\n$sql\n```\n\n";
        }
        $md .= "</details>\n";
        return $md;
    },
    };
}

sub commify {
    my ($n) = @_;
    1 while $n =~ s/^(\d+)(\d{3})/$1,$2/;
    return $n;
}

section(100_000);
