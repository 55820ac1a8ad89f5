/*
 * make bench: what the upload spends on the image itself, in-process and
 * without HTTP, database or storage: libpictor's own sniff (first 4 KB +
 * pt_sniff), probe (pt_probe_file as the upload runs it: header, limits,
 * then a whole JPEG's structure walk or one shrink-on-load decode of
 * every pixel, libvips with one thread as in nginx), the same probe with
 * full_decode (probe_decode: what it was before jpeg_whole.c) and EXIF
 * (mmap + pt_exif_from_file), each run ITER times on FILE.
 *
 *   stages FILE ITER
 *
 * Prints one line per stage: stage=NAME n=N p50_us=.. p99_us=..
 */

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "media/media.h"
#include "benchutil.h"


static void
quiet(int level, const char *msg)
{
    (void) level;
    (void) msg;
}



int
main(int argc, char **argv)
{
    int              fd, iter, i;
    pt_error         e;
    void            *map;
    double           t0, *ts, *tp, *td, *te;
    ssize_t          n;
    pt_exif          exif;
    pt_probe         probe;
    pt_format        fmt = PT_FMT_UNKNOWN;
    pt_limits        lim = { .max_pixels = 100000000ULL,
                             .max_frames = 500 };
    pt_limits        full = { .max_pixels = 100000000ULL,
                              .max_frames = 500, .full_decode = 1 };
    struct stat      st;
    unsigned char    head[4096];

    if (argc != 3 || (iter = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: stages FILE ITER\n");
        return 2;
    }

    pt_log_set_handler(quiet, 0);

    if (pt_media_init() != PT_OK) {
        return 1;
    }

    ts = calloc((size_t) iter, sizeof(double));
    tp = calloc((size_t) iter, sizeof(double));
    td = calloc((size_t) iter, sizeof(double));
    te = calloc((size_t) iter, sizeof(double));

    /* one untimed round: page cache, libvips' and libexif's first use */
    for (i = -1; i < iter; i++) {
        t0 = bu_now();
        fd = open(argv[1], O_RDONLY);
        if (fd < 0) {
            perror(argv[1]);
            return 1;
        }
        n = pread(fd, head, sizeof(head), 0);
        close(fd);
        fmt = n > 0 ? pt_sniff(head, (size_t) n) : PT_FMT_UNKNOWN;
        if (i >= 0) {
            ts[i] = bu_now() - t0;
        }

        t0 = bu_now();
        if (pt_probe_file(argv[1], fmt, &lim, &probe, &e) != PT_OK) {
            fprintf(stderr, "stages: probe: %s\n", e.detail);
            return 1;
        }
        if (i >= 0) {
            tp[i] = bu_now() - t0;
        }

        t0 = bu_now();
        if (pt_probe_file(argv[1], fmt, &full, &probe, &e) != PT_OK) {
            fprintf(stderr, "stages: probe: %s\n", e.detail);
            return 1;
        }
        if (i >= 0) {
            td[i] = bu_now() - t0;
        }

        t0 = bu_now();
        fd = open(argv[1], O_RDONLY);
        if (fd < 0 || fstat(fd, &st) != 0) {
            return 1;
        }
        map = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        close(fd);
        if (map == MAP_FAILED
            || pt_exif_from_file(map, (size_t) st.st_size, fmt, &exif)
               != PT_OK)
        {
            return 1;
        }
        munmap(map, (size_t) st.st_size);
        pt_exif_clear(&exif);
        if (i >= 0) {
            te[i] = bu_now() - t0;
        }
    }

    bu_report("sniff", ts, (size_t) iter);
    bu_report("probe", tp, (size_t) iter);
    bu_report("probe_decode", td, (size_t) iter);
    bu_report("exif", te, (size_t) iter);

    return 0;
}
