/*
 * pt_split_regions: finds the designs on a rasterized EPS sheet
 * (docs/API.md "Split"; the recursion is
 * docs/decisions/0016-split-recursion-and-transparency.md "Decision").  Row
 * and column projections count content pixels; runs of content separated by
 * at least min_gap whitespace lines are bands; row bands x column bands are
 * cells; each cell is trimmed to its content and split again the same way,
 * so that sheets not laid out in a grid (a wide design above two narrow
 * ones) still give one region per design.  A cell that no longer splits is
 * a region; cells smaller than min_design on a side are noise.
 *
 * Whitespace.  docs/API.md "Split" starts from brightness >= 245; that
 * alone assumes designs on white paper.  ghostscript's pngalpha leaves
 * unpainted paper transparent, and a sheet may hold white designs on
 * transparency (corpus social_media_icons.eps: nine white icons) which the
 * brightness rule would see as all whitespace.  So the background is
 * decided per image:
 *   - an image with an alpha band and some transparent pixels (alpha <
 *     16) has transparency as its background: a pixel is whitespace iff
 *     its alpha is below 16, whatever its colour;
 *   - otherwise (no alpha band, or fully opaque) a pixel is whitespace
 *     iff its brightness, Rec. 601 luma after compositing any partial
 *     alpha over white, is >= 245.
 */

#include <stdlib.h>
#include <string.h>

#include "eps/eps.h"


#define PT_SPLIT_WHITE   245
#define PT_SPLIT_ALPHA   16
/* a split per level makes cells strictly smaller; this only bounds the
 * stack on adversarial input */
#define PT_SPLIT_DEPTH   64


typedef struct {
    int  lo, hi;             /* inclusive */
} pt_split_band;


typedef struct {
    unsigned char  *mask;    /* 1 content, 0 whitespace */
    int             width;
    int             min_gap;
    int             min_design;
    int            *proj;    /* max(width, height) counters */
    pt_region      *out;
    int             max;
    int             n;
    int             nomem;
} pt_split_ctx;


static int
pt_split_alpha_mode(const unsigned char *px, size_t npx, int bands)
{
    size_t  i;

    if (bands != 2 && bands != 4) {
        return 0;
    }

    for (i = 0; i < npx; i++) {
        if (px[i * bands + bands - 1] < PT_SPLIT_ALPHA) {
            return 1;
        }
    }

    return 0;
}


static unsigned char *
pt_split_mask(const unsigned char *px, int width, int height, int bands)
{
    int                   alpha_mode;
    size_t                i, npx;
    unsigned              a, y, c;
    unsigned char        *mask;
    const unsigned char  *p;

    npx = (size_t) width * height;

    mask = malloc(npx);
    if (mask == NULL) {
        return NULL;
    }

    alpha_mode = pt_split_alpha_mode(px, npx, bands);

    for (i = 0; i < npx; i++) {
        p = px + i * bands;
        a = (bands == 2 || bands == 4) ? p[bands - 1] : 255;

        if (alpha_mode) {
            mask[i] = a >= PT_SPLIT_ALPHA;
            continue;
        }

        if (bands >= 3) {
            y = (299 * p[0] + 587 * p[1] + 114 * p[2] + 500) / 1000;

        } else {
            y = p[0];
        }

        /* over white: partial alpha lightens */
        c = (y * a + 255 * (255 - a) + 127) / 255;

        mask[i] = c < PT_SPLIT_WHITE;
    }

    return mask;
}


/* content bands of proj[0..n), offset by base; malloc'ed, *nb set */
static pt_split_band *
pt_split_bands(const int *proj, int n, int base, int min_gap, int *nb)
{
    int             i, k, start, last;
    pt_split_band  *b;

    b = malloc(((size_t) n / 2 + 1) * sizeof(pt_split_band));
    if (b == NULL) {
        return NULL;
    }

    k = 0;
    start = -1;
    last = -1;

    for (i = 0; i < n; i++) {
        if (proj[i] == 0) {
            continue;
        }

        if (start != -1 && i - last - 1 >= min_gap) {
            b[k].lo = base + start;
            b[k].hi = base + last;
            k++;
            start = -1;
        }

        if (start == -1) {
            start = i;
        }

        last = i;
    }

    if (start != -1) {
        b[k].lo = base + start;
        b[k].hi = base + last;
        k++;
    }

    *nb = k;

    return b;
}


static void
pt_split_project(pt_split_ctx *ctx, const pt_region *r, int rows)
{
    int                   i, j;
    const unsigned char  *m;

    if (rows) {
        for (j = 0; j < r->h; j++) {
            m = ctx->mask + (size_t) (r->y + j) * ctx->width + r->x;
            ctx->proj[j] = 0;

            for (i = 0; i < r->w; i++) {
                ctx->proj[j] += m[i];
            }
        }

        return;
    }

    memset(ctx->proj, 0, r->w * sizeof(int));

    for (j = 0; j < r->h; j++) {
        m = ctx->mask + (size_t) (r->y + j) * ctx->width + r->x;

        for (i = 0; i < r->w; i++) {
            ctx->proj[i] += m[i];
        }
    }
}


/* the content bounding box inside r; 0 when r holds none */
static int
pt_split_trim(pt_split_ctx *ctx, pt_region *r)
{
    int                   i, j, x0, y0, x1, y1;
    const unsigned char  *m;

    x0 = r->x + r->w;
    y0 = r->y + r->h;
    x1 = -1;
    y1 = -1;

    for (j = r->y; j < r->y + r->h; j++) {
        m = ctx->mask + (size_t) j * ctx->width;

        for (i = r->x; i < r->x + r->w; i++) {
            if (m[i]) {
                x0 = i < x0 ? i : x0;
                x1 = i > x1 ? i : x1;
                y0 = j < y0 ? j : y0;
                y1 = j;
            }
        }
    }

    if (x1 == -1) {
        return 0;
    }

    r->x = x0;
    r->y = y0;
    r->w = x1 - x0 + 1;
    r->h = y1 - y0 + 1;

    return 1;
}


static void
pt_split_emit(pt_split_ctx *ctx, const pt_region *r)
{
    if (r->w < ctx->min_design || r->h < ctx->min_design) {
        return;
    }

    if (ctx->n < ctx->max) {
        ctx->out[ctx->n] = *r;
    }

    ctx->n++;
}


/* splits r (of which some pixel is content) into cells, in reading order */
static void
pt_split_rect(pt_split_ctx *ctx, const pt_region *r, int depth)
{
    int             nr, nc, i, k;
    pt_region       cell;
    pt_split_band  *rb, *cb;

    if (ctx->nomem || ctx->n >= ctx->max) {
        return;
    }

    pt_split_project(ctx, r, 1);
    rb = pt_split_bands(ctx->proj, r->h, r->y, ctx->min_gap, &nr);

    pt_split_project(ctx, r, 0);
    cb = pt_split_bands(ctx->proj, r->w, r->x, ctx->min_gap, &nc);

    if (rb == NULL || cb == NULL) {
        ctx->nomem = 1;
        goto done;
    }

    /* one band each way: the bands are the content box, nothing splits */
    if ((nr == 1 && nc == 1) || depth >= PT_SPLIT_DEPTH) {
        cell = *r;

        if (nr >= 1 && nc >= 1) {
            cell.x = cb[0].lo;
            cell.w = cb[nc - 1].hi - cb[0].lo + 1;
            cell.y = rb[0].lo;
            cell.h = rb[nr - 1].hi - rb[0].lo + 1;
            pt_split_emit(ctx, &cell);
        }

        goto done;
    }

    for (i = 0; i < nr; i++) {
        for (k = 0; k < nc; k++) {
            cell.x = cb[k].lo;
            cell.y = rb[i].lo;
            cell.w = cb[k].hi - cb[k].lo + 1;
            cell.h = rb[i].hi - rb[i].lo + 1;

            /* too small to hold a design, or no content at all */
            if (cell.w < ctx->min_design || cell.h < ctx->min_design
                || !pt_split_trim(ctx, &cell)
                || cell.w < ctx->min_design || cell.h < ctx->min_design)
            {
                continue;
            }

            pt_split_rect(ctx, &cell, depth + 1);
        }
    }

done:

    free(rb);
    free(cb);
}


int
pt_split_regions(const unsigned char *pixels, int width, int height,
    int bands, int min_gap, int min_design, pt_region *out, int max)
{
    pt_region     all;
    pt_split_ctx  ctx;

    if (pixels == NULL || width < 1 || height < 1 || bands < 1 || bands > 4
        || max < 0 || (max > 0 && out == NULL))
    {
        return PT_ERROR;
    }

    memset(&ctx, 0, sizeof(pt_split_ctx));
    ctx.width = width;
    ctx.min_gap = min_gap > 1 ? min_gap : 1;
    ctx.min_design = min_design > 1 ? min_design : 1;
    ctx.out = out;
    ctx.max = max;

    ctx.mask = pt_split_mask(pixels, width, height, bands);
    ctx.proj = malloc((width > height ? width : height) * sizeof(int));

    if (ctx.mask == NULL || ctx.proj == NULL) {
        free(ctx.mask);
        free(ctx.proj);
        return PT_ERROR;
    }

    all.x = 0;
    all.y = 0;
    all.w = width;
    all.h = height;

    if (pt_split_trim(&ctx, &all)) {
        pt_split_rect(&ctx, &all, 0);
    }

    free(ctx.mask);
    free(ctx.proj);

    if (ctx.nomem) {
        return PT_ERROR;
    }

    return ctx.n < max ? ctx.n : max;
}
