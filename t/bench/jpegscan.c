/*
 * make bench: what a cheaper integrity check of a JPEG upload would cost,
 * beside the probe's decode (docs/PERFORMANCE.md, "Upload throughput").
 * libjpeg alone, in-process, on FILE, ITER times each:
 *
 *   markers  the marker walk: every segment's length followed and every
 *            scan's entropy-coded bytes skipped to the next marker, the
 *            structure a truncation breaks (no Huffman decoding)
 *   coefs    jpeg_read_coefficients: every scan entropy-decoded, no IDCT,
 *            no colour conversion
 *   scale8   jpeg_start_decompress at 1/8 and every scanline read (what
 *            the probe asks libvips for, without libvips)
 *
 *   jpegscan FILE ITER
 *
 * Prints one line per check: stage=NAME n=N p50_us=.. p99_us=..
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "benchutil.h"


/* the marker walk over the whole file; 0, or -1 when it ends early */
static int
js_markers(const unsigned char *p, size_t n)
{
    size_t         i, len;
    unsigned char  m;

    if (n < 4 || p[0] != 0xff || p[1] != 0xd8) {
        return -1;
    }

    for (i = 2; i + 1 < n; ) {
        if (p[i] != 0xff) {
            return -1;
        }

        if (p[i + 1] == 0xd9) {
            return 0;
        }

        if (p[i + 1] == 0xff || p[i + 1] == 0x01
            || (p[i + 1] >= 0xd0 && p[i + 1] <= 0xd7))
        {
            i += p[i + 1] == 0xff ? 1 : 2;
            continue;
        }

        if (i + 3 >= n) {
            return -1;
        }

        m = p[i + 1];
        len = (size_t) p[i + 2] << 8 | p[i + 3];
        i += 2 + len;

        if (m != 0xda) {
            continue;
        }

        /* entropy-coded data: FF 00 and RSTn belong to it */
        for ( ;; ) {
            const unsigned char  *ff;

            ff = i < n ? memchr(p + i, 0xff, n - i) : NULL;
            if (ff == NULL || (size_t) (ff - p) + 1 >= n) {
                return -1;
            }

            i = (size_t) (ff - p);
            if (p[i + 1] == 0x00 || (p[i + 1] >= 0xd0 && p[i + 1] <= 0xd7)) {
                i += 2;
                continue;
            }

            break;
        }
    }

    return -1;
}


static void
js_open(struct jpeg_decompress_struct *d, struct jpeg_error_mgr *jerr,
    const unsigned char *p, size_t n)
{
    d->err = jpeg_std_error(jerr);
    jpeg_create_decompress(d);
    jpeg_mem_src(d, p, (unsigned long) n);
    jpeg_read_header(d, TRUE);
}


static void
js_coefs(const unsigned char *p, size_t n)
{
    struct jpeg_decompress_struct  d;
    struct jpeg_error_mgr          jerr;

    js_open(&d, &jerr, p, n);
    (void) jpeg_read_coefficients(&d);
    jpeg_finish_decompress(&d);
    jpeg_destroy_decompress(&d);
}


static void
js_scale8(const unsigned char *p, size_t n)
{
    struct jpeg_decompress_struct  d;
    struct jpeg_error_mgr          jerr;
    JSAMPARRAY                     row;

    js_open(&d, &jerr, p, n);
    d.scale_num = 1;
    d.scale_denom = 8;
    jpeg_start_decompress(&d);
    row = (*d.mem->alloc_sarray)((j_common_ptr) &d, JPOOL_IMAGE,
                                 d.output_width * d.output_components, 1);
    while (d.output_scanline < d.output_height) {
        jpeg_read_scanlines(&d, row, 1);
    }
    jpeg_finish_decompress(&d);
    jpeg_destroy_decompress(&d);
}



int
main(int argc, char **argv)
{
    int             iter, i, k;
    long            size;
    double          t0, *t[3];
    FILE           *f;
    unsigned char  *p;
    static const char  *names[3] = { "markers", "coefs", "scale8" };

    if (argc != 3 || (iter = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: jpegscan FILE ITER\n");
        return 2;
    }

    f = fopen(argv[1], "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) <= 0) {
        perror(argv[1]);
        return 1;
    }
    rewind(f);
    p = malloc((size_t) size);
    if (p == NULL || fread(p, 1, (size_t) size, f) != (size_t) size) {
        return 1;
    }
    fclose(f);

    if (js_markers(p, (size_t) size) != 0) {
        fprintf(stderr, "jpegscan: %s: the marker walk ends early\n",
                argv[1]);
        return 1;
    }

    for (k = 0; k < 3; k++) {
        t[k] = calloc((size_t) iter, sizeof(double));

        /* one untimed round each: the allocator's first use */
        for (i = -1; i < iter; i++) {
            t0 = bu_now();
            if (k == 0) {
                (void) js_markers(p, (size_t) size);
            } else if (k == 1) {
                js_coefs(p, (size_t) size);
            } else {
                js_scale8(p, (size_t) size);
            }
            if (i >= 0) {
                t[k][i] = bu_now() - t0;
            }
        }

        bu_report(names[k], t[k], (size_t) iter);
    }

    return 0;
}
