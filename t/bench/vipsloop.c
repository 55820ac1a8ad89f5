/*
 * make bench: the delivery limit.  The libvips calls one Pictor render of
 * "w_WIDTH.FORMAT" makes for a JPEG or WebP without EXIF orientation
 * (shared/render_load.c, render_resize.c, render_encode.c), without
 * HTTP, database, storage, cache or thread-pool hand-off:
 *
 *   load through Pictor's loader (pt_media_load: at 1/8 a progressive
 *     JPEG is decoded from a rewrite without its luma AC scans,
 *     shared/media/jpeg_dc.c), or with --plain libvips' jpegload of the
 *     file, libvips alone;
 *   with shrink-on-load by pt_render_shrink's policy (--shrink):
 *     fast, the default (pictor_shrink_on_load's): the largest of 8 4 2
 *     whose decode (libvips rounds down) is still at least the target on
 *     both axes, halved where the whole factor is the shrink itself (as
 *     sharp); conservative (vips_thumbnail's rule): 8 when the source
 *     is >= 16x the target, 4 at >= 8x, 2 at >= 4x; sequential, fail_on
 *     error
 *   vips_resize to exactly WIDTH x round(H * WIDTH / W)
 *   sRGB (icc_transform when there is a profile, else colourspace when
 *     not 8-bit sRGB already), metadata removed
 *   jpeg: Q 80, optimize_coding, progressive over 256x256, strip
 *   webp: Q 80, effort 4, strip
 *   avif: AV1, Q 80, effort 2, 8 bits, strip (render_encode.c's)
 *
 * libvips as in nginx: one worker thread per operation
 * (vips_concurrency_set(1)), no operation cache.  THREADS threads loop
 * for SECONDS (as many as the render pool has: two).
 *
 * Every command may be preceded by --plain, then --shrink
 * fast|conservative.
 *
 *   vipsloop loop FILE FORMAT WIDTH THREADS SECONDS [OUT]
 *       ops=N seconds=S p50_us=.. p99_us=.. mean_us=.. bytes=LEN
 *       OUT: the last result is written there (to compare with Pictor's)
 *   vipsloop rss FILE FORMAT WIDTH
 *       one operation in this fresh process; the peak RSS during it
 *       (VmHWM, reset through /proc/self/clear_refs just before):
 *       rss_before_kb=.. hwm_kb=.. us=..
 *   vipsloop gen OUT WIDTH HEIGHT Q PROGRESSIVE
 *       a WIDTHxHEIGHT sRGB JPEG that is not trivial to code: three
 *       gradients with Gaussian noise (sigma 12), Q, baseline or
 *       progressive (0/1)
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vips/vips.h>

#include "benchutil.h"
#include "media/media_load.h"


enum { VL_JPG, VL_WEBP, VL_AVIF };


typedef struct {
    const char  *file;
    int          fmt;
    int          width;
    double       until;
    bu_lat       lat;
    size_t       ops;
    void        *last;
    size_t       last_len;
    int          failed;
} vl_thread;


static int  vl_shrink = 1;
static int  vl_conservative;     /* --shrink conservative */
static int  vl_plain;            /* --plain: libvips' jpegload alone */
static int  vl_tw, vl_th;


static int
vl_format(const char *name)
{
    if (strcmp(name, "webp") == 0) {
        return VL_WEBP;
    }

    return strcmp(name, "avif") == 0 ? VL_AVIF : VL_JPG;
}


/* one render; *buf is g_malloc'ed */
static int
vl_render(const char *file, int fmt, void **buf, size_t *len)
{
    int          rc, icc;
    VipsImage   *in, *sized, *srgb, *out;

    *buf = NULL;
    in = sized = srgb = out = NULL;

    rc = vl_plain
         ? vips_jpegload(file, &in, "access", VIPS_ACCESS_SEQUENTIAL,
                         "fail_on", VIPS_FAIL_ON_ERROR,
                         "shrink", vl_shrink, NULL)
         : pt_media_load(file, PT_FMT_JPEG, 0, 1, vl_shrink,
                         VIPS_ACCESS_SEQUENTIAL, &in);

    if (rc == 0) {
        rc = vips_resize(in, &sized, (double) vl_tw / in->Xsize,
                         "vscale", (double) vl_th / in->Ysize, NULL);
    }

    if (rc == 0) {
        icc = vips_image_get_typeof(sized, VIPS_META_ICC_NAME) != 0;

        if (icc) {
            rc = vips_icc_transform(sized, &srgb, "srgb", "embedded", TRUE,
                                    "intent", VIPS_INTENT_PERCEPTUAL,
                                    "depth", 8, NULL);

        } else if (vips_image_guess_interpretation(sized)
                   != VIPS_INTERPRETATION_sRGB
                   || sized->BandFmt != VIPS_FORMAT_UCHAR)
        {
            rc = vips_colourspace(sized, &srgb, VIPS_INTERPRETATION_sRGB,
                                  NULL);

        } else {
            srgb = sized;
            g_object_ref(srgb);
        }
    }

    /* a private copy whose metadata can go, as pt_render_encode */
    if (rc == 0) {
        rc = vips_copy(srgb, &out, NULL);
    }

    if (rc == 0) {
        vips_image_remove(out, VIPS_META_ICC_NAME);
        vips_image_remove(out, VIPS_META_EXIF_NAME);
        vips_image_remove(out, VIPS_META_XMP_NAME);

        if (fmt == VL_WEBP) {
            rc = vips_webpsave_buffer(out, buf, len, "Q", 80, "effort", 4,
                                      "strip", TRUE, NULL);

        } else if (fmt == VL_AVIF) {
            rc = vips_heifsave_buffer(out, buf, len, "compression",
                                      VIPS_FOREIGN_HEIF_COMPRESSION_AV1,
                                      "Q", 80, "effort", 2, "bitdepth", 8,
                                      "strip", TRUE, NULL);

        } else {
            rc = vips_jpegsave_buffer(out, buf, len, "Q", 80,
                                      "optimize_coding", TRUE,
                                      "interlace",
                                      (long long) out->Xsize * out->Ysize
                                      > 256 * 256,
                                      "strip", TRUE, NULL);
        }
    }

    if (out) {
        g_object_unref(out);
    }
    if (srgb) {
        g_object_unref(srgb);
    }
    if (sized) {
        g_object_unref(sized);
    }
    if (in) {
        g_object_unref(in);
    }

    return rc;
}


static void *
vl_main(void *arg)
{
    void       *buf;
    size_t      len;
    double      t0;
    vl_thread  *t = arg;

    while (bu_now() < t->until) {
        t0 = bu_now();

        if (vl_render(t->file, t->fmt, &buf, &len) != 0) {
            t->failed = 1;
            break;
        }

        bu_lat_add(&t->lat, bu_now() - t0);
        t->ops++;
        g_free(t->last);
        t->last = buf;
        t->last_len = len;
    }

    vips_thread_shutdown();

    return NULL;
}


/* shrink-on-load and the target size, from the header, as Pictor */
static int
vl_geometry(const char *file, int width)
{
    double      f;
    VipsImage  *hdr;

    if (vips_jpegload(file, &hdr, "access", VIPS_ACCESS_SEQUENTIAL, NULL)
        != 0)
    {
        return -1;
    }

    vl_tw = width;
    vl_th = (int) (((long long) hdr->Ysize * width * 2 + hdr->Xsize)
                   / (hdr->Xsize * 2));
    f = (double) hdr->Xsize / vl_tw;
    if ((double) hdr->Ysize / vl_th < f) {
        f = (double) hdr->Ysize / vl_th;
    }

    if (vl_conservative) {
        vl_shrink = f >= 16.0 ? 8 : (f >= 8.0 ? 4 : (f >= 4.0 ? 2 : 1));

    } else {
        for (vl_shrink = 8; vl_shrink > 1; vl_shrink /= 2) {
            if (hdr->Xsize / vl_shrink >= vl_tw
                && hdr->Ysize / vl_shrink >= vl_th)
            {
                break;
            }
        }

        /* a level less where the whole factor is the shrink (sharp's) */
        if (vl_shrink > 1 && (int) f == vl_shrink) {
            vl_shrink /= 2;
        }
    }

    g_object_unref(hdr);

    return 0;
}


static long
vl_status_kb(const char *field)
{
    char   line[256];
    long   v = -1;
    FILE  *f;

    f = fopen("/proc/self/status", "r");
    if (f == NULL) {
        return -1;
    }

    while (fgets(line, sizeof(line), f)) {
        if (strncmp(line, field, strlen(field)) == 0) {
            v = atol(line + strlen(field) + 1);
            break;
        }
    }

    fclose(f);

    return v;
}


static int
vl_gen(const char *out, int w, int h, int q, int progressive)
{
    int         rc;
    VipsImage  *xy, *bands[3], *noise, *sum, *joined, *u8;
    VipsImage  *xb, *yb, *t1, *t2, *t3;

    /* red: x gradient, green: y gradient, blue: x+y; noise on all */
    rc = vips_xyz(&xy, w, h, NULL);
    rc = rc || vips_extract_band(xy, &xb, 0, NULL);
    rc = rc || vips_extract_band(xy, &yb, 1, NULL);
    rc = rc || vips_linear1(xb, &t1, 255.0 / w, 0, NULL);
    rc = rc || vips_linear1(yb, &t2, 255.0 / h, 0, NULL);
    rc = rc || vips_add(t1, t2, &sum, NULL);
    rc = rc || vips_linear1(sum, &t3, 0.5, 0, NULL);
    if (rc) {
        return -1;
    }
    bands[0] = t1;
    bands[1] = t2;
    bands[2] = t3;
    rc = vips_bandjoin(bands, &joined, 3, NULL);
    rc = rc || vips_gaussnoise(&noise, w, h, "sigma", 12.0, "mean", 0.0,
                               NULL);
    if (rc) {
        return -1;
    }
    g_object_unref(t3);
    rc = vips_add(joined, noise, &t3, NULL);
    rc = rc || vips_cast(t3, &t1, VIPS_FORMAT_UCHAR, NULL);
    rc = rc || vips_copy(t1, &u8, "interpretation",
                         VIPS_INTERPRETATION_sRGB, NULL);
    if (rc) {
        return -1;
    }

    /* a one-off: the images are left to the process's exit */
    return vips_jpegsave(u8, out, "Q", q, "interlace", progressive,
                         "strip", TRUE, NULL);
}


/* rss FILE jpg|webp|avif WIDTH: one render's peak RSS */
static int
vl_cmd_rss(char **argv)
{
    int      fmt, width;
    long     before;
    void    *buf;
    size_t   len;
    double   t0, secs;
    FILE    *f;

    fmt = vl_format(argv[3]);
    width = atoi(argv[4]);
    if (vl_geometry(argv[2], width) != 0) {
        fprintf(stderr, "vipsloop: %s\n", vips_error_buffer());
        return 1;
    }
    before = vl_status_kb("VmRSS:");
    /* 5: reset the peak RSS (VmHWM) to the current RSS */
    f = fopen("/proc/self/clear_refs", "w");
    if (f != NULL) {
        fputs("5", f);
        fclose(f);
    }
    t0 = bu_now();
    if (vl_render(argv[2], fmt, &buf, &len) != 0) {
        fprintf(stderr, "vipsloop: %s\n", vips_error_buffer());
        return 1;
    }
    secs = bu_now() - t0;
    printf("rss_before_kb=%ld hwm_kb=%ld us=%.0f bytes=%zu\n", before,
           vl_status_kb("VmHWM:"), secs * 1e6, len);

    return 0;
}


/* loop FILE jpg|webp|avif WIDTH THREADS SECONDS [OUT]: renders per second */
static int
vl_cmd_loop(int argc, char **argv)
{
    int         i, n, fmt, width, threads;
    void       *buf;
    size_t      len, ops, total;
    double      t0, secs, sum;
    FILE       *f;
    bu_lat      all;
    pthread_t  *tid;
    vl_thread  *t;

    fmt = vl_format(argv[3]);
    width = atoi(argv[4]);
    threads = atoi(argv[5]);
    secs = atof(argv[6]);

    if (threads < 1 || width < 1 || vl_geometry(argv[2], width) != 0) {
        fprintf(stderr, "vipsloop: bad arguments or file: %s\n",
                vips_error_buffer());
        return 1;
    }

    /* one untimed render: page cache, libvips' first use */
    if (vl_render(argv[2], fmt, &buf, &len) != 0) {
        fprintf(stderr, "vipsloop: %s\n", vips_error_buffer());
        return 1;
    }
    g_free(buf);

    t = calloc((size_t) threads, sizeof(vl_thread));
    tid = calloc((size_t) threads, sizeof(pthread_t));
    t0 = bu_now();

    for (i = 0; i < threads; i++) {
        t[i].file = argv[2];
        t[i].fmt = fmt;
        t[i].width = width;
        t[i].until = t0 + secs;
        pthread_create(&tid[i], NULL, vl_main, &t[i]);
    }

    memset(&all, 0, sizeof(all));
    ops = 0;
    total = 0;

    for (i = 0; i < threads; i++) {
        pthread_join(tid[i], NULL);
        if (t[i].failed) {
            fprintf(stderr, "vipsloop: %s\n", vips_error_buffer());
            return 1;
        }
        ops += t[i].ops;
        for (n = 0; (size_t) n < t[i].lat.n; n++) {
            bu_lat_add(&all, t[i].lat.v[n]);
        }
    }

    /* the last operation of each thread may end after the deadline */
    secs = bu_now() - t0;
    sum = 0;
    for (n = 0; (size_t) n < all.n; n++) {
        sum += all.v[n];
    }
    bu_sort(all.v, all.n);

    if (argc == 8 && t[0].last != NULL) {
        f = fopen(argv[7], "wb");
        if (f == NULL || fwrite(t[0].last, 1, t[0].last_len, f)
                         != t[0].last_len)
        {
            perror(argv[7]);
            return 1;
        }
        fclose(f);
    }
    total = t[0].last_len;

    printf("ops=%zu seconds=%.3f p50_us=%.0f p99_us=%.0f mean_us=%.0f"
           " bytes=%zu shrink=%d out=%dx%d\n", ops, secs,
           bu_pct(all.v, all.n, 50) * 1e6, bu_pct(all.v, all.n, 99) * 1e6,
           all.n ? sum / all.n * 1e6 : 0, total, vl_shrink, vl_tw, vl_th);

    return 0;
}


int
main(int argc, char **argv)
{
    if (VIPS_INIT(argv[0]) != 0) {
        fprintf(stderr, "vipsloop: %s\n", vips_error_buffer());
        return 1;
    }

    vips_concurrency_set(1);
    vips_cache_set_max(0);

    if (argc > 2 && strcmp(argv[1], "--plain") == 0) {
        vl_plain = 1;
        argv[1] = argv[0];
        argv++;
        argc--;
    }

    if (argc > 3 && strcmp(argv[1], "--shrink") == 0) {
        vl_conservative = strcmp(argv[2], "conservative") == 0;

        if (!vl_conservative && strcmp(argv[2], "fast") != 0) {
            fprintf(stderr, "vipsloop: --shrink fast|conservative\n");
            return 2;
        }

        argv[2] = argv[0];
        argv += 2;
        argc -= 2;
    }

    if (argc == 7 && strcmp(argv[1], "gen") == 0) {
        vips_concurrency_set(0);    /* a one-off: all cores */
        if (vl_gen(argv[2], atoi(argv[3]), atoi(argv[4]), atoi(argv[5]),
                   atoi(argv[6])) != 0)
        {
            fprintf(stderr, "vipsloop gen: %s\n", vips_error_buffer());
            return 1;
        }
        return 0;
    }

    if (argc == 5 && strcmp(argv[1], "rss") == 0) {
        return vl_cmd_rss(argv);
    }

    if ((argc != 7 && argc != 8) || strcmp(argv[1], "loop") != 0) {
        fprintf(stderr, "usage: vipsloop [--plain] [--shrink fast|"
                "conservative] loop FILE jpg|webp|avif WIDTH THREADS"
                " SECONDS [OUT]\n"
                "       vipsloop [--shrink ...] rss FILE jpg|webp|avif WIDTH\n"
                "       vipsloop gen OUT WIDTH HEIGHT Q PROGRESSIVE\n");
        return 2;
    }

    return vl_cmd_loop(argc, argv);
}
