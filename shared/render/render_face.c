/*
 * Faces by skin tone, for smart_crop_face (render_smartcrop.c): where in an
 * 8-bit RGB picture the skin-coloured regions of a face's size and shape
 * are, most likely first.  No model, no training data:
 * docs/API.md "Plugin URL tokens" asks for skin tone, and a colour rule
 * with a few shape tests keeps the face of a portrait and the faces of a
 * group in frame, which is what a crop needs; eyes or a profile are never
 * looked for.
 *
 * - A pixel is skin when both rules agree: Chai and Ngan's box in the
 *   chroma plane of YCbCr (BT.601, full range: Cb 77..127, Cr 133..173)
 *   and Kovac's daylight rule in RGB (R > 95, G > 40, B > 20, R the
 *   largest by more than 15, a spread of more than 15).  Either alone
 *   takes wood, sand and brick; together they leave fewer of them.
 * - A 3x3 majority vote takes speckle out and closes the small gaps of
 *   eyebrows and glasses' rims; 4-connected regions are then labelled.
 * - A region may be a face when it is large enough (PT_FACE_MIN_AREA of
 *   the picture, and 8 px a side), roughly upright (height 0.5 to 3
 *   widths: a face with its neck), solid (it fills 30 % of its box: an
 *   arm across the picture does not) and shaded: the luma of a real face
 *   varies (PT_FACE_MIN_SPREAD), a drawing's flat skin fill does not;
 *   and not across the picture (over 80 % of both sides): that is a
 *   background of skin's colour, sand or straw.
 * - Its box is the region's top: at most 1.3 times as tall as wide, for
 *   the neck and chest below a face are skin too.  Regions whose boxes
 *   overlap are one face (glasses and beards cut faces in two).
 * - Its score is its area weighted toward the upper centre, where
 *   portraits and group photos put faces; hands and arms are lower and
 *   to the side.  Regions under PT_FACE_KEEP of the best are dropped.
 */

#include <stdlib.h>
#include <string.h>

#include "render/render_int.h"


/* a region's area, in 1/10000 of the picture, to be a face */
#define PT_FACE_MIN_AREA    15
/* standard deviation of a face's luma, 8-bit */
#define PT_FACE_MIN_SPREAD  7.0
/* a face scores at least this share of the best one */
#define PT_FACE_KEEP        0.2


typedef struct {
    int      x0, y0, x1, y1;     /* inclusive */
    long     n;
    double   sy, syy;            /* sum of luma and of its square */
    double   sx, sxy;            /* sums of x and y, for the centre */
} pt_face_region;


/* 1 when the pixel r g b is skin by both rules */
static int
pt_face_skin(int r, int g, int b)
{
    int  cb, cr, mx, mn;

    mx = r > g ? (r > b ? r : b) : (g > b ? g : b);
    mn = r < g ? (r < b ? r : b) : (g < b ? g : b);

    if (r <= 95 || g <= 40 || b <= 20 || mx - mn <= 15 || r - g <= 15
        || r <= b)
    {
        return 0;
    }

    /* BT.601 full range, times 1000 */
    cb = 128000 - 168736 * r / 1000 - 331264 * g / 1000 + 500 * b;
    cr = 128000 + 500 * r - 418688 * g / 1000 - 81312 * b / 1000;

    return cb >= 77000 && cb <= 127000 && cr >= 133000 && cr <= 173000;
}


/* the skin mask, voted over 3x3 (5 of 9) into out; w x h bytes each */
static void
pt_face_mask(const unsigned char *rgb, int w, int h, unsigned char *raw,
    unsigned char *out)
{
    int                   x, y, dx, dy, n;
    const unsigned char  *p;

    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            p = rgb + ((size_t) y * w + x) * 3;
            raw[(size_t) y * w + x] = (unsigned char) pt_face_skin(p[0],
                                                                   p[1],
                                                                   p[2]);
        }
    }

    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            n = 0;

            for (dy = -1; dy <= 1; dy++) {
                for (dx = -1; dx <= 1; dx++) {
                    if (y + dy >= 0 && y + dy < h && x + dx >= 0
                        && x + dx < w)
                    {
                        n += raw[(size_t) (y + dy) * w + x + dx];
                    }
                }
            }

            out[(size_t) y * w + x] = n >= 5;
        }
    }
}


static double
pt_face_luma(const unsigned char *p)
{
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
}


/*
 * The region of skin at (x, y), flooded with an explicit stack (stack
 * has room for every pixel); its pixels are cleared in mask.
 */
static void
pt_face_flood(const unsigned char *rgb, unsigned char *mask, int w, int h,
    int x, int y, int *stack, pt_face_region *r)
{
    int     top, i, px, py;
    double  l;

    memset(r, 0, sizeof(pt_face_region));
    r->x0 = r->x1 = x;
    r->y0 = r->y1 = y;

    top = 0;
    stack[top++] = y * w + x;
    mask[y * w + x] = 0;

    while (top > 0) {
        i = stack[--top];
        px = i % w;
        py = i / w;

        l = pt_face_luma(rgb + (size_t) i * 3);
        r->n++;
        r->sy += l;
        r->syy += l * l;
        r->sx += px;
        r->sxy += py;
        r->x0 = px < r->x0 ? px : r->x0;
        r->x1 = px > r->x1 ? px : r->x1;
        r->y0 = py < r->y0 ? py : r->y0;
        r->y1 = py > r->y1 ? py : r->y1;

        if (px > 0 && mask[i - 1]) {
            mask[i - 1] = 0;
            stack[top++] = i - 1;
        }

        if (px < w - 1 && mask[i + 1]) {
            mask[i + 1] = 0;
            stack[top++] = i + 1;
        }

        if (py > 0 && mask[i - w]) {
            mask[i - w] = 0;
            stack[top++] = i - w;
        }

        if (py < h - 1 && mask[i + w]) {
            mask[i + w] = 0;
            stack[top++] = i + w;
        }
    }
}


/* the region as a face (box and score), or 0 when it cannot be one */
static int
pt_face_judge(const pt_face_region *r, int w, int h, pt_face_box *f)
{
    int     bw, bh;
    double  mean, var, cx, cy, up, mid;

    bw = r->x1 - r->x0 + 1;
    bh = r->y1 - r->y0 + 1;

    if (r->n * 10000 < (long) PT_FACE_MIN_AREA * w * h || bw < 8 || bh < 8
        || bh * 2 < bw || bh > bw * 3 || r->n * 10 < (long) bw * bh * 3)
    {
        return 0;
    }

    /* a region across the picture is a background of skin's colour
     * (sand, straw, wood, a wall), a face in it is lost to it */
    if (bw * 10 > w * 8 && bh * 10 > h * 8) {
        return 0;
    }

    mean = r->sy / r->n;
    var = r->syy / r->n - mean * mean;

    if (var < PT_FACE_MIN_SPREAD * PT_FACE_MIN_SPREAD) {
        return 0;
    }

    f->x = r->x0;
    f->y = r->y0;
    f->w = bw;
    f->h = bh * 10 > bw * 13 ? bw * 13 / 10 : bh;

    f->cx = r->sx / r->n;
    f->cy = r->sxy / r->n;

    /* the weight: 1.5 at the top centre, 0.5 at the bottom corners */
    cx = f->cx / w;
    cy = f->cy / h;
    up = 1.0 - cy;
    mid = 1.0 - 2.0 * (cx > 0.5 ? cx - 0.5 : 0.5 - cx);
    f->score = r->n * (0.5 + 0.5 * up + 0.5 * mid);

    return 1;
}


/*
 * Boxes that overlap are one face (glasses or a beard cut a face in
 * two): joined, their scores added, their centres weighed by them.
 * Returns the new count.
 */
static int
pt_face_merge(pt_face_box *f, int n)
{
    int  i, j, x1, y1, again;

    do {
        again = 0;

        for (i = 0; i < n; i++) {
            for (j = i + 1; j < n; j++) {
                if (f[j].x >= f[i].x + f[i].w || f[i].x >= f[j].x + f[j].w
                    || f[j].y >= f[i].y + f[i].h
                    || f[i].y >= f[j].y + f[j].h)
                {
                    continue;
                }

                f[i].cx = (f[i].cx * f[i].score + f[j].cx * f[j].score)
                          / (f[i].score + f[j].score);
                f[i].cy = (f[i].cy * f[i].score + f[j].cy * f[j].score)
                          / (f[i].score + f[j].score);
                x1 = VIPS_MAX(f[i].x + f[i].w, f[j].x + f[j].w);
                y1 = VIPS_MAX(f[i].y + f[i].h, f[j].y + f[j].h);
                f[i].x = VIPS_MIN(f[i].x, f[j].x);
                f[i].y = VIPS_MIN(f[i].y, f[j].y);
                f[i].w = x1 - f[i].x;
                f[i].h = y1 - f[i].y;
                f[i].score += f[j].score;
                f[j] = f[--n];
                again = 1;
                j--;
            }
        }
    } while (again);

    return n;
}


static int
pt_face_cmp(const void *a, const void *b)
{
    double  sa, sb;

    sa = ((const pt_face_box *) a)->score;
    sb = ((const pt_face_box *) b)->score;

    return sa < sb ? 1 : (sa > sb ? -1 : 0);
}


int
pt_render_faces(const unsigned char *rgb, int w, int h, pt_face_box *out,
    int max)
{
    int             x, y, n, i, keep, *stack;
    size_t          npx;
    pt_face_box     f, *all;
    unsigned char  *raw, *mask;
    pt_face_region  r;

    if (w < 8 || h < 8 || max < 1) {
        return 0;
    }

    npx = (size_t) w * h;
    raw = malloc(npx);
    mask = malloc(npx);
    stack = malloc(npx * sizeof(int));
    all = malloc(npx / 64 * sizeof(pt_face_box) + sizeof(pt_face_box));

    if (raw == NULL || mask == NULL || stack == NULL || all == NULL) {
        free(raw);
        free(mask);
        free(stack);
        free(all);
        return -1;
    }

    pt_face_mask(rgb, w, h, raw, mask);
    n = 0;

    /* a face is at least 8 x 8, so 1 per 64 px leaves room for all */
    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            if (!mask[(size_t) y * w + x]) {
                continue;
            }

            pt_face_flood(rgb, mask, w, h, x, y, stack, &r);

            if (pt_face_judge(&r, w, h, &f) && (size_t) n < npx / 64 + 1) {
                all[n++] = f;
            }
        }
    }

    n = pt_face_merge(all, n);
    qsort(all, n, sizeof(pt_face_box), pt_face_cmp);

    keep = 0;

    for (i = 0; i < n && keep < max; i++) {
        if (all[i].score < all[0].score * PT_FACE_KEEP) {
            break;
        }

        out[keep++] = all[i];
    }

    free(raw);
    free(mask);
    free(stack);
    free(all);

    return keep;
}
