/*
 * make bench, EPS section: libpictor's own EPS pieces in-process (links
 * build/libpictor.a).
 *
 *   epstool argv FILE OUT
 *       validates FILE as the upload does (pt_eps_validate) and prints the
 *       ghostscript command pictord's eps-processing job runs for it
 *       (pt_eps_gs_cmd, device pngalpha, all pages), one argument a line
 *
 *   epstool split PNG ITER DIR [MIN_GAP MIN_DESIGN]
 *       what the eps-split job does with the raster, without database or
 *       store, each stage ITER times: decode (libvips load, cast to 8
 *       bits, write to memory, as daemon/job_eps_split.c), split
 *       (pt_split_regions on those pixels; defaults 50 and 100 as the
 *       job's) and crops (extract_area + pngsave compression 6 of every
 *       region into DIR, as the job does before storing each)
 *       stage=NAME n=N p50_us=.. p99_us=.. [regions=.. size=WxHxB]
 */

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vips/vips.h>

#include "eps/eps.h"
#include "benchutil.h"


#define ET_MAX  512


static void
quiet(int level, const char *msg)
{
    (void) level;
    (void) msg;
}


static void
report(const char *name, double *v, size_t n, const char *extra)
{
    bu_sort(v, n);
    printf("stage=%s n=%zu p50_us=%.0f p99_us=%.0f%s%s\n", name, n,
           bu_pct(v, n, 50) * 1e6, bu_pct(v, n, 99) * 1e6,
           extra[0] ? " " : "", extra);
}


static int
et_argv(const char *file, const char *out)
{
    int          fd, i;
    pt_error     e;
    pt_gs_cmd    cmd;
    pt_eps_info  info;
    struct stat  st;

    fd = open(file, O_RDONLY);
    if (fd < 0 || fstat(fd, &st) != 0) {
        perror(file);
        return 1;
    }

    if (pt_eps_validate(fd, st.st_size, &info, &e) != PT_OK) {
        fprintf(stderr, "epstool: %s: %s\n", file, e.detail);
        return 1;
    }

    close(fd);
    pt_eps_gs_cmd(&cmd, &info, "pngalpha", file, out, 0, 0);

    for (i = 0; cmd.argv[i] != NULL; i++) {
        printf("%s\n", cmd.argv[i]);
    }

    return 0;
}


static int
et_split(const char *png, int iter, const char *dir, int gap, int design)
{
    int          i, k, n;
    char         path[4200], extra[128];
    void        *mem;
    size_t       size;
    double       t0, *td, *ts, *tc;
    VipsImage   *in, *img, *crop;
    pt_region   *regions;

    td = calloc((size_t) iter, sizeof(double));
    ts = calloc((size_t) iter, sizeof(double));
    tc = calloc((size_t) iter, sizeof(double));
    regions = calloc(ET_MAX, sizeof(pt_region));
    n = 0;
    img = NULL;

    /* one untimed round: page cache, libvips' first use */
    for (i = -1; i < iter; i++) {
        t0 = bu_now();
        in = vips_image_new_from_file(png, "access", VIPS_ACCESS_RANDOM,
                                      NULL);
        if (in == NULL || vips_cast_uchar(in, &img, NULL) != 0) {
            fprintf(stderr, "epstool: %s\n", vips_error_buffer());
            return 1;
        }
        g_object_unref(in);
        mem = vips_image_write_to_memory(img, &size);
        if (mem == NULL) {
            fprintf(stderr, "epstool: %s\n", vips_error_buffer());
            return 1;
        }
        if (i >= 0) {
            td[i] = bu_now() - t0;
        }

        t0 = bu_now();
        n = pt_split_regions(mem, img->Xsize, img->Ysize, img->Bands, gap,
                             design, regions, ET_MAX);
        if (n < 0) {
            fprintf(stderr, "epstool: pt_split_regions failed\n");
            return 1;
        }
        if (i >= 0) {
            ts[i] = bu_now() - t0;
        }

        t0 = bu_now();
        for (k = 0; k < n; k++) {
            snprintf(path, sizeof(path), "%s/split-%d.png", dir, k + 1);
            if (vips_extract_area(img, &crop, regions[k].x, regions[k].y,
                                  regions[k].w, regions[k].h, NULL) != 0
                || vips_pngsave(crop, path, "compression", 6, NULL) != 0)
            {
                fprintf(stderr, "epstool: %s\n", vips_error_buffer());
                return 1;
            }
            g_object_unref(crop);
            unlink(path);
        }
        if (i >= 0) {
            tc[i] = bu_now() - t0;
        }

        g_free(mem);
        if (i < iter - 1) {
            g_object_unref(img);
        }
    }

    snprintf(extra, sizeof(extra), "size=%dx%dx%d", img->Xsize, img->Ysize,
             img->Bands);
    report("decode", td, (size_t) iter, extra);
    snprintf(extra, sizeof(extra), "regions=%d", n);
    report("split", ts, (size_t) iter, extra);
    report("crops", tc, (size_t) iter, extra);
    g_object_unref(img);

    return 0;
}


int
main(int argc, char **argv)
{
    pt_log_set_handler(quiet, 0);

    if (argc == 4 && strcmp(argv[1], "argv") == 0) {
        return et_argv(argv[2], argv[3]);
    }

    if ((argc == 5 || argc == 7) && strcmp(argv[1], "split") == 0
        && atoi(argv[3]) > 0)
    {
        if (VIPS_INIT(argv[0]) != 0) {
            return 1;
        }
        /* one libvips thread, as pictord's workers (pt_media_init) */
        vips_concurrency_set(1);
        vips_cache_set_max(0);
        return et_split(argv[2], atoi(argv[3]), argv[4],
                        argc == 7 ? atoi(argv[5]) : 50,
                        argc == 7 ? atoi(argv[6]) : 100);
    }

    fprintf(stderr, "usage: epstool argv FILE OUT\n"
            "       epstool split PNG ITER DIR [MIN_GAP MIN_DESIGN]\n");
    return 2;
}
