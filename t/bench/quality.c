/*
 * make bench: how close a resized image is to the best resize of its
 * source, for the quality section (t/bench/quality.pl).
 *
 *   quality SOURCE OUTPUT...
 *       one line per OUTPUT:
 *       file=OUTPUT width=W height=H ssim=S dssim=D
 *
 * The reference for an output of W x H is made from SOURCE decoded in
 * full (no shrink-on-load), into linear light (scRGB; through the
 * embedded ICC profile when there is one, as Pictor and sharp both make
 * sRGB of such sources), resized by vips_resize with the lanczos3
 * kernel to exactly W x H, and back to 8-bit sRGB.  Outputs of the same
 * size share one reference.
 *
 * SSIM (Wang et al. 2004) on luma (Rec. 601 Y' of the 8-bit values,
 * L = 255, K1 = 0.01, K2 = 0.03) with the 11x11 Gaussian window,
 * sigma 1.5, over every position where the window fits; the mean of
 * the map.  DSSIM = 1 / SSIM - 1 (0: identical).
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vips/vips.h>


#define QU_WIN   11
#define QU_HALF  5
#define QU_REFS  64


typedef struct {
    int     width;
    int     height;
    float  *luma;
} qu_ref;


static VipsImage  *qu_linear;           /* the source in scRGB */
static qu_ref      qu_refs[QU_REFS];
static int         qu_nrefs;


/* drops the images of t[0 .. n - 1] that were made */
static void
qu_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


/* luma of an image as 8-bit sRGB; g_malloc'ed floats, w x h */
static float *
qu_luma(VipsImage *in, int *w, int *h)
{
    VipsImage  *t[4] = { NULL, NULL, NULL, NULL };
    VipsImage  *im = in;
    float      *y = NULL;
    guchar     *px;
    size_t      len, i, n;
    int         bands;

    if (vips_image_hasalpha(im)) {
        if (vips_flatten(im, &t[0], NULL) != 0) {
            goto done;
        }
        im = t[0];
    }
    if (vips_colourspace(im, &t[1], VIPS_INTERPRETATION_sRGB, NULL) != 0
        || vips_cast_uchar(t[1], &t[2], NULL) != 0)
    {
        goto done;
    }
    px = vips_image_write_to_memory(t[2], &len);
    if (px == NULL) {
        goto done;
    }
    *w = t[2]->Xsize;
    *h = t[2]->Ysize;
    bands = t[2]->Bands;
    n = (size_t) *w * *h;
    y = g_malloc(n * sizeof(float));
    for (i = 0; i < n; i++) {
        guchar *p = px + i * bands;

        y[i] = bands >= 3
               ? 0.299f * p[0] + 0.587f * p[1] + 0.114f * p[2]
               : p[0];
    }
    g_free(px);

done:
    qu_unref(t, 4);
    return y;
}


/* the source decoded in full, in linear light */
static int
qu_load_source(const char *file)
{
    VipsImage  *src, *lab = NULL;
    int         rc;

    src = vips_image_new_from_file(file, "access", VIPS_ACCESS_RANDOM,
                                   NULL);
    if (src == NULL) {
        return -1;
    }
    if (vips_image_get_typeof(src, VIPS_META_ICC_NAME) != 0) {
        rc = vips_icc_import(src, &lab, "embedded", TRUE, NULL) != 0
             || vips_colourspace(lab, &qu_linear,
                                 VIPS_INTERPRETATION_scRGB, NULL) != 0;
    } else {
        rc = vips_colourspace(src, &qu_linear, VIPS_INTERPRETATION_scRGB,
                              NULL) != 0;
    }
    if (lab != NULL) {
        g_object_unref(lab);
    }
    g_object_unref(src);
    if (rc == 0) {
        /* decode once: every reference resizes the same pixels */
        VipsImage *mem = vips_image_copy_memory(qu_linear);

        g_object_unref(qu_linear);
        qu_linear = mem;
    }
    return rc || qu_linear == NULL ? -1 : 0;
}


/* the reference luma for w x h (made once per size) */
static float *
qu_reference(int w, int h)
{
    VipsImage  *t[3] = { NULL, NULL, NULL };
    float      *y = NULL;
    int         i, rw, rh;
    double      hs, vs;

    for (i = 0; i < qu_nrefs; i++) {
        if (qu_refs[i].width == w && qu_refs[i].height == h) {
            return qu_refs[i].luma;
        }
    }
    if (qu_nrefs == QU_REFS) {
        return NULL;
    }
    hs = (double) w / qu_linear->Xsize;
    vs = (double) h / qu_linear->Ysize;
    if (vips_resize(qu_linear, &t[0], hs, "vscale", vs,
                    "kernel", VIPS_KERNEL_LANCZOS3, NULL) != 0)
    {
        goto done;
    }
    /* vips_resize rounds; a pixel more or less is cut or repeated */
    if (vips_embed(t[0], &t[1], 0, 0, w, h, "extend", VIPS_EXTEND_COPY,
                   NULL) != 0)
    {
        goto done;
    }
    y = qu_luma(t[1], &rw, &rh);
    if (y != NULL) {
        qu_refs[qu_nrefs].width = w;
        qu_refs[qu_nrefs].height = h;
        qu_refs[qu_nrefs++].luma = y;
    }

done:
    qu_unref(t, 3);
    return y;
}


/*
 * The 11x11 Gaussian blur of a w x h plane where it fits: out is
 * (w - 10) x (h - 10).  Separable; tmp holds (w - 10) x h.
 */
static void
qu_blur(const float *in, float *out, float *tmp, int w, int h,
    const double *k)
{
    int     x, y, i, ow, oh;
    double  s;

    ow = w - 2 * QU_HALF;
    oh = h - 2 * QU_HALF;
    for (y = 0; y < h; y++) {
        for (x = 0; x < ow; x++) {
            s = 0;
            for (i = 0; i < QU_WIN; i++) {
                s += k[i] * in[(size_t) y * w + x + i];
            }
            tmp[(size_t) y * ow + x] = s;
        }
    }
    for (y = 0; y < oh; y++) {
        for (x = 0; x < ow; x++) {
            s = 0;
            for (i = 0; i < QU_WIN; i++) {
                s += k[i] * tmp[(size_t) (y + i) * ow + x];
            }
            out[(size_t) y * ow + x] = s;
        }
    }
}


/* mean SSIM of two w x h luma planes; -1 when too small for the window */
static double
qu_ssim(const float *a, const float *b, int w, int h)
{
    const double  c1 = (0.01 * 255) * (0.01 * 255);
    const double  c2 = (0.03 * 255) * (0.03 * 255);
    double        k[QU_WIN], ks = 0, sum = 0;
    float        *buf, *prod, *tmp, *m[5];
    size_t        n, on, i;
    int           j;

    if (w <= 2 * QU_HALF || h <= 2 * QU_HALF) {
        return -1;
    }
    for (j = 0; j < QU_WIN; j++) {
        k[j] = exp(-(double) (j - QU_HALF) * (j - QU_HALF) / (2 * 1.5 * 1.5));
        ks += k[j];
    }
    for (j = 0; j < QU_WIN; j++) {
        k[j] /= ks;
    }
    n = (size_t) w * h;
    on = (size_t) (w - 2 * QU_HALF) * (h - 2 * QU_HALF);
    buf = g_malloc((n * 2 + on * 5) * sizeof(float));
    prod = buf;
    tmp = buf + n;
    for (j = 0; j < 5; j++) {
        m[j] = buf + 2 * n + j * on;
    }
    qu_blur(a, m[0], tmp, w, h, k);
    qu_blur(b, m[1], tmp, w, h, k);
    for (j = 0; j < 3; j++) {
        const float *p = j == 1 ? b : a, *q = j == 0 ? a : b;

        for (i = 0; i < n; i++) {
            prod[i] = p[i] * q[i];
        }
        qu_blur(prod, m[2 + j], tmp, w, h, k);
    }
    for (i = 0; i < on; i++) {
        double mx = m[0][i], my = m[1][i];
        double vx = m[2][i] - mx * mx, vy = m[3][i] - my * my;
        double cv = m[4][i] - mx * my;

        sum += (2 * mx * my + c1) * (2 * cv + c2)
               / ((mx * mx + my * my + c1) * (vx + vy + c2));
    }
    g_free(buf);
    return sum / on;
}


static int
qu_compare(const char *file)
{
    VipsImage  *im;
    float      *y, *ref;
    int         w, h;
    double      s;

    im = vips_image_new_from_file(file, "access", VIPS_ACCESS_SEQUENTIAL,
                                  NULL);
    if (im == NULL) {
        return -1;
    }
    y = qu_luma(im, &w, &h);
    g_object_unref(im);
    if (y == NULL) {
        return -1;
    }
    ref = qu_reference(w, h);
    if (ref == NULL) {
        g_free(y);
        return -1;
    }
    s = qu_ssim(ref, y, w, h);
    g_free(y);
    if (s <= 0) {
        fprintf(stderr, "%s: %dx%d is too small\n", file, w, h);
        return -1;
    }
    printf("file=%s width=%d height=%d ssim=%.6f dssim=%.6f\n", file, w, h,
           s, 1 / s - 1);
    return 0;
}


int
main(int argc, char **argv)
{
    int  i;

    if (VIPS_INIT(argv[0]) != 0) {
        vips_error_exit(NULL);
    }
    if (argc < 3) {
        fprintf(stderr, "usage: quality SOURCE OUTPUT...\n");
        return 2;
    }
    if (qu_load_source(argv[1]) != 0) {
        vips_error_exit("%s", argv[1]);
    }
    for (i = 2; i < argc; i++) {
        if (qu_compare(argv[i]) != 0) {
            vips_error_exit("%s", argv[i]);
        }
    }
    return 0;
}
