/*
 * libFuzzer target for the upload probe's JPEG shortcut
 * (shared/media/jpeg_whole.c): a file the structure walk calls whole
 * must get the verdict the decode gives, so the input is probed twice
 * (the shortcut, then full_decode) and a difference aborts.  Frames are
 * held to 4 MP so that each decode stays short.  A whole file that
 * pt_jpeg_dc rewrites (jpeg_dc.c) must decode at 1/8 to the same pixels
 * as the rewrite, or be refused by both.
 * Build and run: make fuzz (see README.md beside this file).
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <setjmp.h>

#include <jpeglib.h>
#include <jerror.h>
#include <vips/vips.h>

#include "core/pt.h"
#include "media/jpeg.h"
#include "media/media.h"


static int   fd = -1;
static char  path[64];


static void
quiet(int level, const char *msg)
{
    (void) level;
    (void) msg;
}


int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;

    pt_log_set_handler(quiet, 0);

    if (pt_media_init() != PT_OK) {
        abort();
    }

    /* the probe takes a path: one memory file, rewritten per input */
    fd = memfd_create("fuzz_jpeg_whole", 0);
    if (fd < 0) {
        abort();
    }
    snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);

    return 0;
}


/*
 * The one refusal a structure cannot foresee (docs/decisions/0026):
 * entropy-coded data so damaged that libjpeg warns of a bad Huffman code
 * 100 times, where libvips gives up.  libjpeg reads the coefficients
 * here and counts its warnings by kind.
 */
typedef struct {
    struct jpeg_error_mgr  pub;
    jmp_buf                jmp;
    long                   bad_codes, others;
} count_err;


static void
count_emit(j_common_ptr cinfo, int level)
{
    count_err  *err = (count_err *) cinfo->err;

    if (level < 0) {
        if (err->pub.msg_code == JWRN_HUFF_BAD_CODE) {
            err->bad_codes++;

        } else {
            err->others++;
        }
    }
}


static void
count_exit(j_common_ptr cinfo)
{
    longjmp(((count_err *) cinfo->err)->jmp, 1);
}


static int
bad_codes_flood(const uint8_t *data, size_t size)
{
    count_err                      err;
    struct jpeg_decompress_struct  cinfo;

    memset(&err, 0, sizeof(err));
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.emit_message = count_emit;
    err.pub.error_exit = count_exit;

    if (setjmp(err.jmp)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }

    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long) size);
    (void) jpeg_read_header(&cinfo, TRUE);
    (void) jpeg_read_coefficients(&cinfo);
    jpeg_destroy_decompress(&cinfo);

    return err.bad_codes + err.others >= 100 && err.bad_codes >= 50;
}


/* the 1/8 decode's samples (g_free), "WxHxB" in *shape; NULL: refused */
static void *
eighth(const void *data, size_t size, size_t *n, char *shape, size_t len)
{
    void       *px;
    VipsImage  *img;

    px = NULL;

    if (vips_jpegload_buffer((void *) data, size, &img, "shrink", 8,
                             "fail_on", VIPS_FAIL_ON_ERROR, NULL) == 0)
    {
        snprintf(shape, len, "%dx%dx%d", img->Xsize, img->Ysize,
                 img->Bands);
        px = vips_image_write_to_memory(img, n);
        g_object_unref(img);
    }

    vips_error_clear();

    return px;
}


/* 0: both refused or the same samples; 1: they differ */
static int
eighths_differ(const uint8_t *data, size_t size, unsigned char *dc,
    size_t len)
{
    int     differ;
    char    shape[2][64];
    void   *px[2];
    size_t  n[2];

    px[0] = eighth(data, size, &n[0], shape[0], sizeof(shape[0]));
    px[1] = eighth(dc, len, &n[1], shape[1], sizeof(shape[1]));

    /* the flood may be in the scans the rewrite leaves out */
    if (px[0] == NULL || px[1] == NULL) {
        differ = px[0] != px[1]
                 && !(px[0] == NULL && bad_codes_flood(data, size));

    } else {
        differ = strcmp(shape[0], shape[1]) != 0 || n[0] != n[1]
                 || memcmp(px[0], px[1], n[0]) != 0;
    }

    g_free(px[0]);
    g_free(px[1]);

    return differ;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int             rc[2];
    size_t          len;
    pt_error        e[2];
    pt_probe        pr[2];
    unsigned char  *dc;
    pt_jpeg_layout  l;
    pt_limits       lim = { .max_pixels = 4000000ULL, .max_frames = 1,
                            .timeout = 10 };

    if (!pt_jpeg_walk(data, size, &l)) {
        return 0;
    }

    /* libvips 8.14 asserts on a 1/8 decode of a side under 8 pixels,
     * which pt_render_shrink never asks for */
    if ((unsigned long long) l.width * l.height <= lim.max_pixels
        && l.width >= 8 && l.height >= 8
        && pt_jpeg_dc(data, size, &dc, &len) == 1)
    {
        if (eighths_differ(data, size, dc, len)) {
            fprintf(stderr, "the rewrite for 1/8 decodes otherwise\n");
            abort();
        }

        free(dc);
    }

    if (ftruncate(fd, 0) != 0
        || pwrite(fd, data, size, 0) != (ssize_t) size)
    {
        abort();
    }

    rc[0] = pt_probe_file(path, PT_FMT_JPEG, &lim, &pr[0], &e[0]);
    lim.full_decode = 1;
    rc[1] = pt_probe_file(path, PT_FMT_JPEG, &lim, &pr[1], &e[1]);

    /* a refusal by the time limit is the machine's, not the file's */
    if (rc[0] != rc[1] && e[1].cause != PT_E_BUSY
        && !(rc[0] == PT_OK && bad_codes_flood(data, size)))
    {
        fprintf(stderr, "whole by its structure, but the decode says: "
                "%s\n", e[1].detail);
        abort();
    }

    return 0;
}
