/*
 * The bg plugin's colours (render_bg_mask.c asks): the background's
 * colour, from the border, and every pixel's distance to it.
 *
 * - The colour is the border's most common one, not a corner pixel:
 *   samples of the outermost ring of pixels and of a ring 1 % of the
 *   shorter side further in go into a CIELAB histogram (cells of
 *   PT_BG_CELL); the densest 3x3x3 block of cells wins, and the colour
 *   is the per-channel median of the samples within ΔE PT_BG_NEAR of it.
 *   A subject touching the border, a shadow in a corner or JPEG noise do
 *   not move it.  Transparent samples (alpha under 128) are left out.
 * - The distance is ΔE*76 (Euclidean in Lab), a byte in steps of
 *   1/PT_RENDER_BG_UNIT, truncated (255: 63.75 or more).  libvips
 *   converts a 33x33x33 grid of sRGB colours to Lab once per frame (256
 *   levels for grey), and
 *   each pixel's Lab is interpolated in that grid (trilinear), in C:
 *   several times cheaper than converting every pixel, and within ΔE 0.2
 *   of it.  Interpolating the squared
 *   distance instead was cheaper still but 3 ΔE off at the background's
 *   own colour, where it is least linear.
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/render_int.h"


/* border samples per ring, at most */
#define PT_BG_SAMPLES    4096
/* Lab histogram: cells of 5 units; L 0..100, a and b -130..135 */
#define PT_BG_CELL       5.0
#define PT_BG_NL         21
#define PT_BG_NAB        53
/* samples this close (ΔE) to the densest cells give the median */
#define PT_BG_NEAR       12.0
/* the RGB grid: nodes at 0, 8, .. 248, 255 */
#define PT_BG_GRID       33
/* distances of the colours met, by a hash of the colour */
#define PT_BG_CACHE_BITS 16
#define PT_BG_CACHE      (1 << PT_BG_CACHE_BITS)


typedef struct {
    float                l, a, b;
} pt_bg_lab;

/* Lab minus the background's, by 8-bit value */
typedef struct {
    int                  nb;         /* 1 grey, 3 sRGB */
    pt_bg_lab           *v;          /* 256, or PT_BG_GRID^3 nodes */
    unsigned char        node[256];  /* the node below each value */
    float                frac[256];  /* and where it lies to the next */
} pt_bg_table;


/*
 * Border samples of work (8-bit, nb colour bands, perhaps alpha): the
 * ring `depth` px in, at most PT_BG_SAMPLES + 4 of it; transparent ones
 * are left out.  Appended to buf (nb bytes each) at *n.
 */
static void
pt_bg_ring(VipsImage *work, int nb, int depth, unsigned char *buf, int *n)
{
    int         x, y, w, h, step, i, k, alpha;
    int         xs[2], ys[2];
    VipsPel    *p;

    w = work->Xsize - 2 * depth;
    h = work->Ysize - 2 * depth;

    if (w <= 0 || h <= 0) {
        return;
    }

    alpha = work->Bands > nb;
    step = (2 * w + 2 * h + PT_BG_SAMPLES - 1) / PT_BG_SAMPLES;
    xs[0] = depth;
    xs[1] = work->Xsize - 1 - depth;
    ys[0] = depth;
    ys[1] = work->Ysize - 1 - depth;

    for (i = 0; i < 4; i++) {
        for (k = 0; k < (i < 2 ? w : h); k += step) {
            x = i < 2 ? depth + k : xs[i - 2];
            y = i < 2 ? ys[i] : depth + k;
            p = VIPS_IMAGE_ADDR(work, x, y);

            if (alpha && p[nb] < 128) {
                continue;
            }

            memcpy(buf + (size_t) *n * nb, p, nb);
            (*n)++;
        }
    }
}


/* n pixels of nb bands (interpretation type) in Lab: g_malloc'ed */
static pt_bg_lab *
pt_bg_to_lab(const unsigned char *px, int n, int nb, VipsInterpretation type)
{
    int         i, rc;
    size_t      size;
    pt_bg_lab  *lab;
    VipsImage  *t[3] = { NULL, NULL, NULL };

    lab = NULL;
    t[0] = vips_image_new_from_memory_copy(px, (size_t) n * nb, n, 1, nb,
                                           VIPS_FORMAT_UCHAR);

    rc = t[0] == NULL
         || vips_copy(t[0], &t[1], "interpretation", type, NULL)
         || vips_colourspace(t[1], &t[2], VIPS_INTERPRETATION_LAB, NULL);

    if (rc == 0) {
        lab = vips_image_write_to_memory(t[2], &size);

        if (lab != NULL && size != (size_t) n * sizeof(pt_bg_lab)) {
            g_free(lab);
            lab = NULL;
        }
    }

    for (i = 0; i < 3; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }

    return lab;
}


static int
pt_bg_cmp(const void *a, const void *b)
{
    float  x, y;

    x = *(const float *) a;
    y = *(const float *) b;

    return (x > y) - (x < y);
}


static int
pt_bg_cell(const pt_bg_lab *s, int *l, int *a, int *b)
{
    *l = VIPS_CLIP(0, (int) (s->l / PT_BG_CELL), PT_BG_NL - 1);
    *a = VIPS_CLIP(0, (int) ((s->a + 130) / PT_BG_CELL), PT_BG_NAB - 1);
    *b = VIPS_CLIP(0, (int) ((s->b + 130) / PT_BG_CELL), PT_BG_NAB - 1);

    return (*l * PT_BG_NAB + *a) * PT_BG_NAB + *b;
}


/* samples in the 3x3x3 cells around (l, a, b) */
static int
pt_bg_block(const unsigned short *hist, int l, int a, int b)
{
    int  i, j, k, sum;

    sum = 0;

    for (i = VIPS_MAX(0, l - 1); i <= VIPS_MIN(PT_BG_NL - 1, l + 1); i++) {
        for (j = VIPS_MAX(0, a - 1); j <= VIPS_MIN(PT_BG_NAB - 1, a + 1);
             j++)
        {
            for (k = VIPS_MAX(0, b - 1);
                 k <= VIPS_MIN(PT_BG_NAB - 1, b + 1); k++)
            {
                sum += hist[(i * PT_BG_NAB + j) * PT_BG_NAB + k];
            }
        }
    }

    return sum;
}


/* the background's Lab from n > 0 samples: densest cells, then median */
static void
pt_bg_estimate(const pt_bg_lab *s, int n, double bg[3])
{
    int              i, m, l, a, b, best, sum, bl, ba, bb;
    float           *ch[3];
    double           c[3], dl, da, db;
    unsigned short  *hist;

    hist = g_new0(unsigned short, PT_BG_NL * PT_BG_NAB * PT_BG_NAB);

    for (i = 0; i < n; i++) {
        hist[pt_bg_cell(&s[i], &l, &a, &b)]++;
    }

    best = -1;
    bl = ba = bb = 0;

    for (i = 0; i < n; i++) {
        pt_bg_cell(&s[i], &l, &a, &b);
        sum = pt_bg_block(hist, l, a, b);

        if (sum > best) {
            best = sum;
            bl = l;
            ba = a;
            bb = b;
        }
    }

    g_free(hist);

    /* the centre of the densest block's middle cell */
    c[0] = (bl + 0.5) * PT_BG_CELL;
    c[1] = (ba + 0.5) * PT_BG_CELL - 130;
    c[2] = (bb + 0.5) * PT_BG_CELL - 130;
    m = 0;

    for (i = 0; i < 3; i++) {
        ch[i] = g_new(float, n);
    }

    for (i = 0; i < n; i++) {
        dl = s[i].l - c[0];
        da = s[i].a - c[1];
        db = s[i].b - c[2];

        if (dl * dl + da * da + db * db <= PT_BG_NEAR * PT_BG_NEAR) {
            ch[0][m] = s[i].l;
            ch[1][m] = s[i].a;
            ch[2][m] = s[i].b;
            m++;
        }
    }

    for (i = 0; i < 3; i++) {
        if (m > 0) {
            qsort(ch[i], m, sizeof(float), pt_bg_cmp);
            bg[i] = ch[i][m / 2];

        } else {
            bg[i] = c[i];
        }

        g_free(ch[i]);
    }
}


/*
 * The background's colour from work's border into bg; 1, or 0 when the
 * border is all transparent; -1 a libvips error.
 */
static int
pt_bg_colour(VipsImage *work, int nb, double bg[3])
{
    int             n, depth;
    pt_bg_lab      *lab;
    unsigned char  *buf;

    n = 0;
    buf = g_malloc((size_t) 2 * (PT_BG_SAMPLES + 4) * nb);

    pt_bg_ring(work, nb, 0, buf, &n);
    depth = VIPS_MIN(work->Xsize, work->Ysize) / 100;

    if (depth > 0) {
        pt_bg_ring(work, nb, depth, buf, &n);
    }

    if (n == 0) {
        g_free(buf);
        return 0;
    }

    /* converted as the grid is (pt_bg_table) */
    lab = pt_bg_to_lab(buf, n, nb, work->Type);
    g_free(buf);

    if (lab == NULL) {
        return -1;
    }

    pt_bg_estimate(lab, n, bg);
    g_free(lab);

    return 1;
}


/* tb: Lab minus bg's of every grey level, or of the RGB grid */
static int
pt_bg_table_make(pt_bg_table *tb, int nb, VipsInterpretation type,
    const double bg[3])
{
    int             i, n, v;
    unsigned char  *px;

    n = nb == 1 ? 256 : PT_BG_GRID * PT_BG_GRID * PT_BG_GRID;
    px = g_malloc((size_t) n * nb);
    tb->nb = nb;

    for (i = 0; i < n; i++) {
        if (nb == 1) {
            px[i] = (unsigned char) i;

        } else {
            /* node k is the value min(255, 8 k); b varies fastest */
            px[i * 3] = VIPS_MIN(255, 8 * (i / (PT_BG_GRID * PT_BG_GRID)));
            px[i * 3 + 1] = VIPS_MIN(255, 8 * (i / PT_BG_GRID % PT_BG_GRID));
            px[i * 3 + 2] = VIPS_MIN(255, 8 * (i % PT_BG_GRID));
        }
    }

    tb->v = pt_bg_to_lab(px, n, nb, type);
    g_free(px);

    if (tb->v == NULL) {
        return -1;
    }

    for (i = 0; i < n; i++) {
        tb->v[i].l -= bg[0];
        tb->v[i].a -= bg[1];
        tb->v[i].b -= bg[2];
    }

    for (v = 0; v < 256; v++) {
        i = VIPS_MIN(v / 8, PT_BG_GRID - 2);
        tb->node[v] = (unsigned char) i;
        tb->frac[v] = (float) (v - 8 * i)
                      / (float) (VIPS_MIN(255, 8 * (i + 1)) - 8 * i);
    }

    return 0;
}


/*
 * The squared ΔE of an RGB pixel: Lab minus the background's,
 * trilinear in the grid (Lab is smooth in sRGB; the squared distance is
 * not linear near the background's colour, where the pixels that matter
 * most are), then its squared length
 */
static inline float
pt_bg_trilinear(const pt_bg_table *tb, const unsigned char *p)
{
    int               i, k;
    float             fr, fg, fb, w[8], l, a, b;
    const pt_bg_lab  *q, *n;
    static const int  off[8] = {
        0, 1, PT_BG_GRID, PT_BG_GRID + 1,
        PT_BG_GRID * PT_BG_GRID, PT_BG_GRID * PT_BG_GRID + 1,
        PT_BG_GRID * PT_BG_GRID + PT_BG_GRID,
        PT_BG_GRID * PT_BG_GRID + PT_BG_GRID + 1
    };

    fr = tb->frac[p[0]];
    fg = tb->frac[p[1]];
    fb = tb->frac[p[2]];
    q = tb->v + (tb->node[p[0]] * PT_BG_GRID + tb->node[p[1]]) * PT_BG_GRID
        + tb->node[p[2]];

    /* the corners' weights, in off's order: b, then g, then r */
    w[0] = (1 - fr) * (1 - fg);
    w[2] = (1 - fr) * fg;
    w[4] = fr * (1 - fg);
    w[6] = fr * fg;

    for (i = 0; i < 8; i += 2) {
        w[i + 1] = w[i] * fb;
        w[i] -= w[i + 1];
    }

    l = a = b = 0;

    for (k = 0; k < 8; k++) {
        n = q + off[k];
        l += w[k] * n->l;
        a += w[k] * n->a;
        b += w[k] * n->b;
    }

    return l * l + a * a + b * b;
}


/*
 * The byte of a squared ΔE, truncated: 0 under ΔE 0.25, so that the
 * background's own colour is 0 whatever the grid's error (under 0.2)
 */
static inline unsigned char
pt_bg_byte(float q)
{
    float  v;

    v = sqrtf(q) * PT_RENDER_BG_UNIT;

    return v >= 255 ? 255 : (unsigned char) v;
}


/*
 * d: each pixel of work's ΔE to the background, as a byte.  RGB: through
 * a cache of the colours met, PT_BG_CACHE entries keyed by the colour
 * (a background and a subject repeat theirs: most pixels hit)
 */
static void
pt_bg_distances(VipsImage *work, const pt_bg_table *tb, unsigned char *d)
{
    int               x, y, bands;
    guint32           rgb, h, *key;
    VipsPel          *p;
    unsigned char    *val;
    const pt_bg_lab  *g;

    bands = work->Bands;

    if (tb->nb == 1) {
        for (y = 0; y < work->Ysize; y++) {
            p = VIPS_IMAGE_ADDR(work, 0, y);

            for (x = 0; x < work->Xsize; x++, p += bands, d++) {
                g = &tb->v[p[0]];
                *d = pt_bg_byte(g->l * g->l + g->a * g->a + g->b * g->b);
            }
        }

        return;
    }

    key = g_new0(guint32, PT_BG_CACHE);
    val = g_new(unsigned char, PT_BG_CACHE);

    for (y = 0; y < work->Ysize; y++) {
        p = VIPS_IMAGE_ADDR(work, 0, y);

        for (x = 0; x < work->Xsize; x++, p += bands, d++) {
            /* bit 24 set: an entry, never 0 */
            rgb = (guint32) p[0] << 16 | (guint32) p[1] << 8 | p[2]
                  | 1u << 24;
            h = (rgb * 2654435761u) >> (32 - PT_BG_CACHE_BITS);

            if (key[h] != rgb) {
                key[h] = rgb;
                val[h] = pt_bg_byte(pt_bg_trilinear(tb, p));
            }

            *d = val[h];
        }
    }

    g_free(key);
    g_free(val);
}


int
pt_render_bg_distance(VipsImage *work, unsigned char *d)
{
    int          nb, rc;
    double       bg[3];
    pt_bg_table  tb;

    nb = work->Bands - (vips_image_hasalpha(work) ? 1 : 0);
    rc = pt_bg_colour(work, nb, bg);

    if (rc <= 0) {
        return rc;
    }

    if (pt_bg_table_make(&tb, nb, work->Type, bg) != 0) {
        return -1;
    }

    pt_bg_distances(work, &tb, d);
    g_free(tb.v);

    return 1;
}
