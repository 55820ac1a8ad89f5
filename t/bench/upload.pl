# make bench, section "upload": POST /api/{p}/upload throughput for one
# large and one small corpus image at concurrency 1 and 2, side by side
# with its limit, copying the same bytes on the same disk the way the
# store lands an object (t/bench/copyloop.c: temp file, fsync, rename,
# directory fsync, same concurrency), with nginx receiving and discarding
# the same request (HTTP alone) and with the upload's CPU work alone
# (t/bench/stages.c: libpictor's sniff, probe and EXIF in-process).

package Pictor::Bench::Upload;

use strict;
use warnings;

use File::Path qw(remove_tree);

my @FILES = ('images/missing-exif.jpg', 'images/4.webp');
my @CONC = (1, 2);
my $API_SECS = 6;       # wrk uploads per file and concurrency (after 1 s)
my $SINK_SECS = 3;      # wrk to /bench/sink
my $COPY_SECS = 3;      # copyloop

return {
    title => 'Upload throughput',
    run => sub {
        my ($b) = @_;
        my $t = $b->t;
        my $key = $t->project_with_key('upload');
        my $pid = $t->sql_value("SELECT id FROM projects"
            . " WHERE slug = 'upload'");
        my $storage = $t->dir . '/storage';
        my $copyloop = $b->helper('copyloop');
        my $stages = $b->helper('stages', with_lib => 1);
        my $jpegscan = $b->helper('jpegscan', libs => ['-ljpeg']);
        # image rows, once no request cut off by wrk's end is still landing
        my $count = sub {
            my $q = "SELECT COUNT(*) FROM images WHERE project_id = $pid";
            my ($n, $same) = ($t->sql_value($q), 0);
            for (1 .. 50) {
                select undef, undef, undef, 0.1;
                my $m = $t->sql_value($q);
                $same = $m == $n ? $same + 1 : 0;
                $n = $m;
                last if $same >= 3;
            }
            return $n;
        };

        my (%res, %info);
        for my $rel (@FILES) {
            my $file = $t->corpus($rel);
            my $size = -s $file;
            my $r = $t->upload('upload', key => $key, file => $file);
            die "upload $rel: $r->{status} $r->{content}"
                unless $r->{status} == 201;
            $info{$rel} = { size => $size, w => $r->{json}{width},
                h => $r->{json}{height}, type => $r->{json}{contentType} };

            for my $conc (@CONC) {
                $b->log("upload $rel, concurrency $conc");
                # Pictor; rows counted around the measured run only
                $b->wrk("/api/upload/upload", key => $key, upload => $file,
                    conns => $conc, seconds => 1, warm => 0);
                my $before = $count->();
                my $w = $b->wrk("/api/upload/upload", key => $key,
                    upload => $file, conns => $conc,
                    seconds => $b->secs($API_SECS),
                    warm => 0);
                $w->{landed} = $count->() - $before;

                # HTTP alone: nginx reads and discards the same request
                my $sink = $b->wrk('/bench/sink', upload => $file,
                    conns => $conc, seconds => $b->secs($SINK_SECS));

                # the limit: the same bytes copied into the same storage
                my $line = $b->cmd($copyloop, $file, "$storage/bench-copy",
                    "$storage/.tmp", $conc, $b->secs($COPY_SECS), 1_000_000);
                my $cp = Pictor::Bench::kv($line);
                remove_tree("$storage/bench-copy");

                $res{$rel}{$conc} = { api => $w, sink => $sink, copy => $cp };
            }

            my %st;
            for my $l (split /\n/, $b->cmd($stages, $file, 20)) {
                my $h = Pictor::Bench::kv($l);
                $st{$h->{stage}} = $h;
            }
            if ($file =~ /\.jpe?g$/i) {
                for my $l (split /\n/, $b->cmd($jpegscan, $file, 20)) {
                    my $h = Pictor::Bench::kv($l);
                    $st{"jpeg_$h->{stage}"} = $h;
                }
            }
            $info{$rel}{stages} = \%st;
        }

        # --- report ---
        my $num = \&Pictor::Bench::num;
        my $ratio = \&Pictor::Bench::ratio;
        my $mb = sub { $_[0] * $_[1] / 1e6 };     # rate x bytes -> MB/s
        my $md = '';

        $md .= "The same file POSTed again and again as the multipart field"
            . " `file` (wrk, keep-alive, `X-Api-Key`; 1 s warm-up, then "
            . $b->secs($API_SECS) . ' s).  MB/s counts the image bytes'
            . ' (not the multipart framing), 1 MB = 10^6 bytes.  **Limit**:'
            . ' `t/bench/copyloop.c` copies the same file into the same'
            . ' storage directory the way the store lands an object (temp'
            . ' file in `storage/.tmp`, `copy_file_range`, fsync, rename'
            . ' into place, fsync of the directory) with as many threads as'
            . ' there are clients, for ' . $b->secs($COPY_SECS) . " s.\n\n";
        $md .= $b->table(['file', 'size', 'pixels', 'type'],
            [map { [ "`$_`", $num->($info{$_}{size} / 1e6) . ' MB',
                "$info{$_}{w}×$info{$_}{h}", $info{$_}{type} ] } @FILES],
            ['---', '---:', '---:', '---']);
        $md .= "\n";

        my @rows;
        for my $rel (@FILES) {
            my $sz = $info{$rel}{size};
            for my $conc (@CONC) {
                my ($a, $c) = @{ $res{$rel}{$conc} }{qw(api copy)};
                my $crate = $c->{seconds} > 0 ? $c->{ops} / $c->{seconds} : 0;
                my $note = '';
                $note .= "$a->{non_2xx} non-2xx " if $a->{non_2xx};
                $note .= "$a->{errors} socket errors " if $a->{errors};
                push @rows, ["`$rel`", $conc, $num->($a->{rps}),
                    $num->($mb->($a->{rps}, $sz)), $num->($a->{p50}),
                    $num->($a->{p99}), "$a->{requests} / $a->{landed}",
                    $num->($crate), $num->($mb->($crate, $sz)),
                    $num->($c->{p50_us} / 1000), $num->($c->{p99_us} / 1000),
                    $ratio->($a->{rps}, $crate) . ($note ? " ($note)" : '')];
            }
        }
        $md .= $b->table(['file', 'clients', 'Pictor uploads/s',
            'Pictor MB/s', 'p50 ms', 'p99 ms', 'responses / rows',
            'copy /s', 'copy MB/s', 'copy p50 ms', 'copy p99 ms',
            'ratio Pictor ÷ copy MB/s'], \@rows,
            ['---', ('---:') x 11]);
        $md .= "\n\"responses / rows\": responses wrk counted in the"
            . ' measured run / image rows that landed meanwhile (equal, or'
            . ' more rows by at most the number of clients: requests cut'
            . " off by wrk's end still complete on the server).\n\n";

        # HTTP alone
        @rows = ();
        for my $rel (@FILES) {
            my $sz = $info{$rel}{size};
            for my $conc (@CONC) {
                my ($a, $s) = @{ $res{$rel}{$conc} }{qw(api sink)};
                push @rows, ["`$rel`", $conc, $num->($s->{rps}),
                    $num->($mb->($s->{rps}, $sz)), $num->($s->{p50}),
                    $num->($s->{p99}), $ratio->($a->{rps}, $s->{rps})];
            }
        }
        $md .= "**HTTP alone** (not a limit for the upload, a part of it):"
            . " the same requests to `location = /bench/sink { return 204;"
            . " }`, where nginx reads the body into memory and discards it"
            . ' (' . $b->secs($SINK_SECS) . " s):\n\n";
        $md .= $b->table(['file', 'clients', 'req/s', 'MB/s', 'p50 ms',
            'p99 ms', 'ratio Pictor ÷ HTTP alone'], \@rows,
            ['---', ('---:') x 6]);
        $md .= "\n";

        # where the time goes, one client
        @rows = ();
        for my $rel (@FILES) {
            my $st = $info{$rel}{stages};
            my $r1 = $res{$rel}{1};
            my @parts = (
                ['HTTP (sink p50)', $r1->{sink}{p50}],
                ['copy', $r1->{copy}{p50_us} / 1000],
                ['probe', $st->{probe}{p50_us} / 1000],
                ['EXIF', $st->{exif}{p50_us} / 1000],
                ['sniff', $st->{sniff}{p50_us} / 1000],
            );
            my $sum = 0;
            $sum += $_->[1] for @parts;
            push @rows, ["`$rel`", (map { $num->($_->[1]) } @parts),
                $num->($sum), $num->($r1->{api}{p50}),
                $num->($r1->{api}{p50} - $sum)];
        }
        $md .= "**Where one upload's time goes** (one client, p50 ms; the"
            . ' probe, EXIF and sniff columns are libpictor\'s own'
            . ' functions run in-process by `t/bench/stages.c`, 20 times,'
            . ' libvips with one thread as in nginx).  The remainder is'
            . ' what the columns do not measure: nginx writing the body to'
            . ' its temp file, multipart parsing, the key and project'
            . ' lookups, the INSERT and COMMIT (a redo-log fsync), the'
            . ' thread-pool hand-off and the JSON reply (the columns are'
            . " separate runs: noise can make it negative).\n\n";
        $md .= $b->table(['file', 'HTTP alone', 'copy+fsync+rename',
            'probe', 'EXIF', 'sniff', 'sum', 'Pictor p50', 'remainder'],
            \@rows, ['---', ('---:') x 8]);
        $md .= "\n";

        # the probe's ways to check an image, p50 ms, one thread
        @rows = ();
        for my $rel (@FILES) {
            my $st = $info{$rel}{stages};
            my $ms = sub { defined $_[0] ? $num->($_[0]{p50_us} / 1000)
                : '–' };
            push @rows, ["`$rel`", $ms->($st->{probe}),
                $ms->($st->{probe_decode}), $ms->($st->{jpeg_markers}),
                $ms->($st->{jpeg_coefs}), $ms->($st->{jpeg_scale8})];
        }
        $md .= "**The probe's check, and what others would cost** (p50 ms,"
            . ' in-process, 20 times): the probe as shipped (a whole JPEG'
            . ' by its structure, `shared/media/jpeg_whole.c`; any other'
            . ' file by its decode); the same probe made to decode'
            . ' (`full_decode`, as every upload was before); and for a'
            . ' JPEG, libjpeg alone (`t/bench/jpegscan.c`): the marker'
            . ' walk alone, the coefficient read (every scan'
            . ' entropy-decoded, no IDCT) and a decode at 1/8.  The'
            . ' entropy decoding is the decode\'s cost, so only a check'
            . " that needs none is much cheaper.\n\n";
        $md .= $b->table(['file', 'probe', 'probe with its decode',
            'marker walk', 'coefficient read', 'decode at 1/8'], \@rows,
            ['---', ('---:') x 5]);
        $md .= "\n";

        $md .= <<'EOT';
What an upload does beyond copying the bytes (`shared/api/api_upload.c`,
`shared/intake/upload.c`, `shared/store/store_local.c`), in order:

1. nginx reads the body into a client body temp file
   (`client_body_buffer_size 64k`, so any real image goes to disk; no
   fsync), then hands the request to the thread pool;
2. API key lookup (SELECT, and at most once a minute per key an UPDATE of
   `last_used_at`) and project lookup;
3. multipart parse over the temp file, form fields checked;
4. `copy_file_range` of the file part into `storage/.tmp` (a second copy
   of the bytes, in the page cache);
5. magic-byte sniff of the first 4 KB;
6. probe: the libvips header and limits, then for a JPEG the walk of its
   markers, tables and scans (`shared/media/jpeg_whole.c`); a JPEG that
   walk cannot vouch for, and every other format, is decoded once through
   shrink-on-load (JPEG `shrink` up to 8, WebP `scale`; every
   entropy-coded byte is still decoded) pulled through `vips_avg`, one
   thread;
7. EXIF: mmap and libexif parse into JSON;
8. MariaDB transaction: INSERT of the image row (and the folder);
9. fsync of the file, rename into `storage/{project}/{id}`, fsync of the
   directory (exactly what the copy limit does);
10. COMMIT (a redo-log fsync with `innodb_flush_log_at_trx_commit=1`);
11. the JSON reply (201).
EOT
        return $md;
    },
};
