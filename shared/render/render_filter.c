/*
 * The filter plugin (docs/API.md "Plugin URL tokens", stage PostProcess):
 * one colour effect on every frame, after the watermark and before wt's
 * text (which stays white).  It works on 8-bit sRGB values (a grey picture
 * becomes sRGB first); an alpha band is set aside and joined again
 * untouched, and the result is 8-bit sRGB.
 *
 *   sepia      the sepia matrix of CSS Filter Effects (amount 1), by
 *              vips_recomb: R >= G >= B, clipping included
 *   grayscale  Rec. 709 luma on every band (vips_recomb): R = G = B
 *   vibrance   chroma raised where it is low: a and b of Lab times 1 +
 *              0.6 (1 - C / 60) below C 60, unchanged above, so hue and
 *              lightness stay; dull colours gain, vivid ones and skin
 *              move little
 *   contrast   an S-curve through mid-grey (a logistic of gain 6 scaled
 *              so that black and white stay), one LUT (vips_maplut)
 *   vignette   every pixel times 1 - 0.6 u^2, u the squared distance to
 *              the centre over the corners' (an ellipse of the frame's
 *              shape): corners at 40 %, the middle of a side at 85 %
 *   warm       tone curves (vips_maplut): R gamma 0.87, B gamma 1.15; R/B
 *              rises everywhere but in pure black and white, which stay
 *   cool       the reverse: R gamma 1.15, B gamma 0.87
 */

#include <math.h>
#include <string.h>

#include "render/render_int.h"


typedef enum {
    PT_FILTER_NONE = 0,
    PT_FILTER_SEPIA,
    PT_FILTER_GRAYSCALE,
    PT_FILTER_VIBRANCE,
    PT_FILTER_CONTRAST,
    PT_FILTER_VIGNETTE,
    PT_FILTER_WARM,
    PT_FILTER_COOL
} pt_filter_kind;


/* the grammar's values (transform.c), in pt_filter_kind's order */
static const char  *pt_filter_names[] = {
    "", "sepia", "grayscale", "vibrance", "contrast", "vignette", "warm",
    "cool"
};

/* CSS Filter Effects 1, sepia(1) */
static const double  pt_filter_sepia_m[9] = {
    0.393, 0.769, 0.189,
    0.349, 0.686, 0.168,
    0.272, 0.534, 0.131
};

/* Rec. 709 luma, the same on every row */
static const double  pt_filter_grey_m[9] = {
    0.2126, 0.7152, 0.0722,
    0.2126, 0.7152, 0.0722,
    0.2126, 0.7152, 0.0722
};

#define PT_VIBRANCE_GAIN   0.6     /* chroma gain at C 0 */
#define PT_VIBRANCE_CHROMA 60.0    /* no gain from this chroma up */
#define PT_CONTRAST_GAIN   6.0     /* the logistic's gain */
#define PT_VIGNETTE_DARK   0.6     /* the corners' darkening */
#define PT_GAMMA_RAISE     0.87    /* gamma of the raised band */
#define PT_GAMMA_LOWER     1.15    /* gamma of the lowered band */


static pt_filter_kind
pt_filter_of(const pt_transform *t)
{
    unsigned  i, k;

    for (i = 0; i < t->nplugins && i < PT_MAX_PLUGINS; i++) {
        if (strcmp(t->plugins[i].prefix, "filter") != 0) {
            continue;
        }

        for (k = 1; k <= PT_FILTER_COOL; k++) {
            if (strcmp(t->plugins[i].value, pt_filter_names[k]) == 0) {
                return (pt_filter_kind) k;
            }
        }
    }

    return PT_FILTER_NONE;
}


static void
pt_filter_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


/* rgb times the 3x3 matrix m, rounded to 8 bits */
static int
pt_filter_recomb(VipsImage *rgb, const double *m, VipsImage **out)
{
    int         rc;
    VipsImage  *t[2] = { NULL, NULL };

    t[0] = vips_image_new_matrix_from_array(3, 3, m, 9);
    rc = t[0] == NULL
         || vips_recomb(rgb, &t[1], t[0], NULL)
         || vips_linear1(t[1], out, 1.0, 0.5, "uchar", TRUE, NULL);

    pt_filter_unref(t, 2);

    return rc;
}


/* one band's curve: gamma g, or the contrast S-curve when g is 0 */
static unsigned char
pt_filter_curve(int i, double g)
{
    double  x, lo, hi, y;

    x = i / 255.0;

    if (g > 0) {
        y = pow(x, g);

    } else {
        lo = 1.0 / (1.0 + exp(PT_CONTRAST_GAIN / 2));
        hi = 1.0 / (1.0 + exp(-PT_CONTRAST_GAIN / 2));
        y = (1.0 / (1.0 + exp(-PT_CONTRAST_GAIN * (x - 0.5))) - lo)
            / (hi - lo);
    }

    return (unsigned char) VIPS_CLIP(0, (int) (y * 255 + 0.5), 255);
}


/* each band through its curve (gammas g[3], 0: contrast) */
static int
pt_filter_lut(VipsImage *rgb, const double g[3], VipsImage **out)
{
    int             i, b, rc;
    VipsImage      *lut;
    unsigned char   v[256 * 3];

    for (i = 0; i < 256; i++) {
        for (b = 0; b < 3; b++) {
            v[i * 3 + b] = pt_filter_curve(i, g[b]);
        }
    }

    lut = vips_image_new_from_memory_copy(v, sizeof(v), 256, 1, 3,
                                          VIPS_FORMAT_UCHAR);
    if (lut == NULL) {
        return -1;
    }

    rc = vips_maplut(rgb, out, lut, NULL);
    g_object_unref(lut);

    return rc;
}


/* chroma raised where it is low: a and b scaled in Lab, hue kept */
static int
pt_filter_vibrance(VipsImage *rgb, VipsImage **out)
{
    int         rc;
    VipsImage  *t[13] = { NULL };

    /*
     * C = sqrt(a^2 + b^2); gain = k (1 - C / Cmax), kept where it is
     * positive (times a 0/255 mask of gain > 0, over 255); a, b times
     * 1 + gain.  No LCh: its hue angle costs an atan2 and a sin and cos
     * a pixel, and the hue does not change.
     */
    rc = vips_colourspace(rgb, &t[0], VIPS_INTERPRETATION_LAB, NULL)
         || vips_extract_band(t[0], &t[1], 1, "n", 2, NULL)
         || vips_multiply(t[1], t[1], &t[2], NULL)
         || vips_bandmean(t[2], &t[3], NULL)
         || vips_pow_const1(t[3], &t[4], 0.5, NULL)
         || vips_linear1(t[4], &t[5],
                         -PT_VIBRANCE_GAIN * G_SQRT2 / PT_VIBRANCE_CHROMA,
                         PT_VIBRANCE_GAIN, NULL)
         || vips_relational_const1(t[5], &t[6],
                                   VIPS_OPERATION_RELATIONAL_MORE, 0.0,
                                   NULL)
         || vips_multiply(t[5], t[6], &t[7], NULL)
         || vips_linear1(t[7], &t[8], 1.0 / 255, 1.0, NULL)
         || vips_multiply(t[1], t[8], &t[9], NULL)
         || vips_extract_band(t[0], &t[10], 0, NULL)
         || vips_bandjoin2(t[10], t[9], &t[11], NULL)
         || vips_copy(t[11], &t[12], "interpretation",
                      VIPS_INTERPRETATION_LAB, NULL)
         || vips_colourspace(t[12], out, VIPS_INTERPRETATION_sRGB, NULL);

    pt_filter_unref(t, 13);

    return rc;
}


/* rgb times 1 - s u^2, u = (dx/hw)^2 + (dy/hh)^2 over 2 */
static int
pt_filter_vignette(VipsImage *rgb, VipsImage **out)
{
    int         rc;
    double      a[2], b[2], hw, hh;
    VipsImage  *t[7] = { NULL };

    hw = rgb->Xsize / 2.0;
    hh = rgb->Ysize / 2.0;

    /* pixel centres: (x + 0.5 - hw) / hw */
    a[0] = 1.0 / hw;
    a[1] = 1.0 / hh;
    b[0] = (0.5 - hw) / hw;
    b[1] = (0.5 - hh) / hh;

    rc = vips_xyz(&t[0], rgb->Xsize, rgb->Ysize, NULL)
         || vips_linear(t[0], &t[1], a, b, 2, NULL)
         || vips_multiply(t[1], t[1], &t[2], NULL)
         || vips_bandmean(t[2], &t[3], NULL)
         || vips_multiply(t[3], t[3], &t[4], NULL)
         || vips_linear1(t[4], &t[5], -PT_VIGNETTE_DARK, 1.0, NULL)
         || vips_multiply(rgb, t[5], &t[6], NULL)
         || vips_linear1(t[6], out, 1.0, 0.5, "uchar", TRUE, NULL);

    pt_filter_unref(t, 7);

    return rc;
}


/* the effect on 8-bit sRGB without alpha */
static int
pt_filter_apply(pt_filter_kind kind, VipsImage *rgb, VipsImage **out)
{
    static const double  contrast[3] = { 0, 0, 0 };
    static const double  warm[3] = { PT_GAMMA_RAISE, 1.0, PT_GAMMA_LOWER };
    static const double  cool[3] = { PT_GAMMA_LOWER, 1.0, PT_GAMMA_RAISE };

    switch (kind) {

    case PT_FILTER_SEPIA:
        return pt_filter_recomb(rgb, pt_filter_sepia_m, out);

    case PT_FILTER_GRAYSCALE:
        return pt_filter_recomb(rgb, pt_filter_grey_m, out);

    case PT_FILTER_VIBRANCE:
        return pt_filter_vibrance(rgb, out);

    case PT_FILTER_CONTRAST:
        return pt_filter_lut(rgb, contrast, out);

    case PT_FILTER_VIGNETTE:
        return pt_filter_vignette(rgb, out);

    case PT_FILTER_WARM:
        return pt_filter_lut(rgb, warm, out);

    default:
        return pt_filter_lut(rgb, cool, out);
    }
}


int
pt_render_filter(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int              rc, alpha;
    VipsImage       *t[5] = { NULL };
    pt_filter_kind   kind;

    *out = NULL;
    kind = pt_filter_of(c->t);

    if (kind == PT_FILTER_NONE) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    if (pt_render_srgb(c, in, &t[0], 1) != PT_OK) {
        return PT_ERROR;
    }

    alpha = vips_image_hasalpha(t[0]);

    /* the colour bands alone; the alpha is joined again as it was */
    rc = vips_extract_band(t[0], &t[1], 0, "n", 3, NULL)
         || pt_filter_apply(kind, t[1], &t[2]);

    if (rc == 0 && alpha) {
        rc = vips_extract_band(t[0], &t[3], 3, NULL)
             || vips_bandjoin2(t[2], t[3], &t[4], NULL);
    }

    if (rc == 0) {
        rc = vips_copy(alpha ? t[4] : t[2], out,
                       "interpretation", VIPS_INTERPRETATION_sRGB, NULL);
    }

    pt_filter_unref(t, 5);

    return rc == 0 ? PT_OK : pt_render_vips_fail(c, PT_E_VIPS, "filter");
}
