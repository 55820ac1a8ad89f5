/*
 * The geometry of crop (cx cy cw ch) and resize (w h dpr fit g), from the
 * header alone: a crop outside the picture and an output over the limits
 * are refused before a pixel is decoded, and JPEG and WebP shrink on
 * load, a TIFF pyramid's level or a HEIF thumbnail is chosen, by the
 * policy of pictor_shrink_on_load (pt_render_shrink).
 *
 * Rules:
 * - cx cy default to 0; a missing cw or ch reaches the right or bottom
 *   edge; the rectangle is in source pixels after EXIF orientation.
 * - w and h are multiplied by dpr.  Only one of them: the other follows
 *   the aspect ratio of the (cropped) source, rounded, and every fit
 *   gives that box (pad: padded to it when the source is smaller).
 *   Neither: no resize (dpr alone changes nothing).
 * - inside: within w x h, enlarged if smaller.  outside: covers w x h.
 *   cover: covers, then cut to w x h by g (entropy and attention with
 *   vips_smartcrop).  fill: stretched.  contain: within, then padded to
 *   w x h with bgcolor at g (centre for entropy/attention).  pad: as
 *   contain, but never enlarged.
 */

#include <limits.h>

#include "render/render_int.h"


/* a * b / d rounded, clamped to 1 .. INT_MAX */
static int
pt_render_prop(long long a, long long b, long long d)
{
    long long  v;

    v = (a * b * 2 + d) / (d * 2);

    return v < 1 ? 1 : (v > INT_MAX ? INT_MAX : (int) v);
}


static int
pt_render_dim(int v, double dpr)
{
    double  d;

    /* no libm in libpictor: values are positive, a cast floors */
    d = (double) (long long) (v * (dpr >= 1.0 ? dpr : 1.0) + 0.5);

    return d > INT_MAX / 4 ? INT_MAX / 4 : (int) d;
}


/* tw x th: rw x rh scaled to touch W x H from inside (or outside) */
static void
pt_render_touch(pt_render_geom *g, int W, int H, int outside)
{
    int  width_bound;

    width_bound = (long long) W * g->rh <= (long long) H * g->rw;

    if (width_bound != outside) {
        g->tw = W;
        g->th = pt_render_prop(g->rh, W, g->rw);

    } else {
        g->th = H;
        g->tw = pt_render_prop(g->rw, H, g->rh);
    }
}


static int
pt_render_limits(pt_render_ctx *c, int w, int h, const char *what)
{
    unsigned long long  px;
    const pt_render_in *in;

    in = c->in;
    px = (unsigned long long) w * (unsigned long long) h;

    if (in->max_output_side > 0
        && (w > in->max_output_side || h > in->max_output_side))
    {
        return pt_render_fail(c, PT_E_INVALID, "%s would be %dx%d, "
                              "over the limit of %d pixels per side",
                              what, w, h, in->max_output_side);
    }

    if (in->max_output_pixels > 0 && px > in->max_output_pixels) {
        return pt_render_fail(c, PT_E_INVALID, "%s would be %dx%d = "
                              "%.4g MP, over the limit of %.4g MP", what,
                              w, h, (double) px / 1e6,
                              (double) in->max_output_pixels / 1e6);
    }

    return PT_OK;
}


int
pt_render_geometry(pt_render_ctx *c, int sw, int sh)
{
    int                  W, H, single;
    pt_render_geom      *g;
    const pt_transform  *t;

    t = c->t;
    g = &c->geom;
    g->sw = sw;
    g->sh = sh;

    if (t->cx < 0 || t->cy < 0 || t->cw < 0 || t->ch < 0
        || t->cx >= sw || t->cy >= sh
        || (long long) t->cx + t->cw > sw || (long long) t->cy + t->ch > sh)
    {
        return pt_render_fail(c, PT_E_INVALID,
                              "crop outside the image (%dx%d)", sw, sh);
    }

    g->rx = t->cx;
    g->ry = t->cy;
    g->rw = t->cw > 0 ? t->cw : sw - t->cx;
    g->rh = t->ch > 0 ? t->ch : sh - t->cy;

    W = t->w > 0 ? pt_render_dim(t->w, t->dpr) : 0;
    H = t->h > 0 ? pt_render_dim(t->h, t->dpr) : 0;

    g->resize = (W > 0 || H > 0);
    g->embed = 0;
    single = (W == 0 || H == 0);

    if (!g->resize) {
        W = g->rw;
        H = g->rh;

    } else if (W == 0) {
        W = pt_render_prop(g->rw, H, g->rh);

    } else if (H == 0) {
        H = pt_render_prop(g->rh, W, g->rw);
    }

    g->bw = W;
    g->bh = H;
    g->tw = W;
    g->th = H;

    /*
     * One side given: the box has the source's aspect already, and
     * touching it again could round the given side away (2224x1634 at
     * w_100 is 100x73, while 73 high is 99 wide).
     */
    if (single && t->fit != PT_FIT_PAD) {
        /* every fit gives the box */

    } else if (t->fit == PT_FIT_COVER) {
        pt_render_touch(g, W, H, 1);

    } else if (t->fit == PT_FIT_OUTSIDE) {
        pt_render_touch(g, W, H, 1);
        g->bw = g->tw;
        g->bh = g->th;

    } else if (t->fit == PT_FIT_PAD || t->fit == PT_FIT_CONTAIN) {
        if (t->fit == PT_FIT_PAD && g->rw <= W && g->rh <= H) {
            g->tw = g->rw;
            g->th = g->rh;

        } else if (!single) {
            pt_render_touch(g, W, H, 0);
        }

        g->embed = (g->tw != W || g->th != H);

    } else if (t->fit != PT_FIT_FILL) {      /* inside */
        pt_render_touch(g, W, H, 0);
        g->bw = g->tw;
        g->bh = g->th;
    }

    g->ow = (t->rot == 90 || t->rot == 270) ? g->bh : g->bw;
    g->oh = (t->rot == 90 || t->rot == 270) ? g->bw : g->bh;

    /* smartcrop needs the whole resized image in memory */
    if (pt_render_smart_memory(t)
        && pt_render_limits(c, g->tw, g->th, "the image before the crop")
           != PT_OK)
    {
        return PT_ERROR;
    }

    return pt_render_limits(c, g->ow, g->oh, "the output");
}


/* the crop region in the pixels of a frame decoded at lw x lh */
void
pt_render_region(const pt_render_geom *g, int lw, int lh, int *x, int *y,
    int *w, int *h)
{
    double  fx, fy;

    fx = (double) lw / g->sw;
    fy = (double) lh / g->sh;

    *x = VIPS_CLIP(0, (int) (g->rx * fx), lw - 1);
    *y = VIPS_CLIP(0, (int) (g->ry * fy), lh - 1);
    *w = VIPS_CLIP(1, (int) (g->rw * fx + 0.5), lw - *x);
    *h = VIPS_CLIP(1, (int) (g->rh * fy + 0.5), lh - *y);
}


/* the region of a frame decoded at lw x lh still covers tw x th */
static int
pt_render_covers(const pt_render_geom *g, int lw, int lh)
{
    int  x, y, w, h;

    pt_render_region(g, lw, lh, &x, &y, &w, &h);

    return w >= g->tw && h >= g->th;
}


/*
 * fast, as sharp's fastShrinkOnLoad and weserv: the largest of JPEG's
 * 1/8 1/4 1/2 whose decode still has the target's pixels on both axes,
 * vips_resize's lanczos3 does the rest.  libvips 8.14's jpegload rounds
 * a scaled side down (2725 at 1/8 is 340, where libjpeg alone gives 341;
 * 4032 is 504 either way), and so do we, which stays right if a libvips
 * rounds up: 4032 wide to 504 loads at 1/8 and needs no resize, to 505
 * at 1/4.  The test is on the region the crop then takes.  As sharp,
 * a level less when the whole factor is the shrink itself (4032 to
 * 449..504 loads at 1/4, 2725 to 1000 whole): a decode at exactly or just
 * above the target leaves libjpeg's scaled IDCT, softer than lanczos3,
 * doing the resize (make bench, section quality: without this rule fast
 * was 3-5 % further from the reference than ipx).
 */
static double
pt_render_shrink_jpeg(const pt_render_geom *g)
{
    int     s;
    double  f;

    f = VIPS_MIN((double) g->rw / g->tw, (double) g->rh / g->th);

    for (s = 8; s > 1; s /= 2) {
        if (pt_render_covers(g, g->sw / s, g->sh / s)) {
            return (int) f == s ? s / 2 : s;
        }
    }

    return 1.0;
}


/*
 * fast, as sharp and weserv: webpload's scale brings the region to the
 * target itself.  libvips 8.14 rounds a scaled side to the nearest pixel,
 * a half down (1024 at 0.29931640625, 306.5, is 306): predicted so, and
 * when that rounding or the crop's would leave a pixel short, a pixel
 * more.
 */
static double
pt_render_shrink_webp(const pt_render_geom *g)
{
    int     i;
    double  f;

    for (i = 0; i < 2; i++) {
        f = VIPS_MIN((double) g->rw / (g->tw + i),
                     (double) g->rh / (g->th + i));

        if (f <= 1.0) {
            break;
        }

        if (pt_render_covers(g, (int) (g->sw / f + 0.4999),
                             (int) (g->sh / f + 0.4999)))
        {
            return f;
        }
    }

    return 1.0;
}


/* the region, unrounded, in a frame of lw x lh holds k times the target */
static int
pt_render_holds(const pt_render_geom *g, int lw, int lh, int k)
{
    return (long long) g->rw * lw >= (long long) k * g->tw * g->sw
           && (long long) g->rh * lh >= (long long) k * g->th * g->sh;
}


/*
 * Level i of a pyramid is the frame halved i times, give or take the
 * pixel each writer rounds differently (vips tiffsave floors: 189, 94).
 * libvips 8.14's vips_thumbnail allows 5 pixels; a level read for the
 * crop and resize of this frame should have its aspect, so 1.
 */
static int
pt_render_halves(const pt_render_geom *g, int i, int w, int h)
{
    int  ew, eh;

    ew = g->sw >> i;
    eh = g->sh >> i;

    return w >= 2 && h >= 2 && w >= ew - 1 && w <= ew + 1
           && h >= eh - 1 && h <= eh + 1;
}


/* w x h has the frame's aspect ratio within 1 % */
static int
pt_render_same_aspect(const pt_render_geom *g, int w, int h)
{
    long long  d;

    d = (long long) w * g->sh - (long long) h * g->sw;

    return (d < 0 ? -d : d) * 100 <= (long long) h * g->sw;
}


/*
 * A TIFF pyramid: the smallest level that still covers the target, as
 * JPEG's fast rule, but levels are made by averaging (vips tiffsave) and
 * not by a scaled IDCT, so without its "a level less".  conservative is
 * libvips 8.14's vips_thumbnail: the smallest level whose unrounded
 * region is no smaller than the target (a shrink of at least 1), the
 * same level but at the crop's rounding.  Levels are read from the
 * largest down, and no further than the first that fails: a page that
 * does not halve the one before ends the pyramid there, so a multi-page
 * TIFF of other pages loads its first page whole.
 *
 * A HEIF thumbnail: used when smaller than the frame, of its shape, and
 * covering the target (fast) or twice the target (conservative, the
 * rule of its JPEG shrink).
 */
static void
pt_render_shrink_level(const pt_render_geom *g, pt_shrink_policy policy,
    const pt_render_levels *lv, pt_render_load *out)
{
    int  i, w, h, fits;

    for (i = 1; i <= PT_RENDER_LEVELS; i++) {
        if (!lv->size(lv->data, i, &w, &h) || w < 1 || h < 1) {
            return;
        }

        if (lv->kind == PT_LOAD_THUMB) {
            fits = w < g->sw && h < g->sh && pt_render_same_aspect(g, w, h)
                   && (policy == PT_SHRINK_FAST ? pt_render_covers(g, w, h)
                                                : pt_render_holds(g, w, h, 2));

        } else {
            fits = pt_render_halves(g, i, w, h)
                   && (policy == PT_SHRINK_FAST ? pt_render_covers(g, w, h)
                                                : pt_render_holds(g, w, h, 1));
        }

        if (!fits) {
            return;
        }

        out->kind = lv->kind;
        out->level = i;
        out->w = w;
        out->h = h;

        if (lv->kind == PT_LOAD_THUMB) {
            return;
        }
    }
}


/*
 * What to decode of the frame g was made for: a JPEG's shrink (1 2 4
 * or 8), a still WebP's scale (>= 1), a TIFF pyramid's level or a HEIF
 * thumbnail offered by lv; else the whole frame.  conservative is
 * vips_thumbnail's rule: a block shrink to no less than twice the
 * target, so that vips_resize still has a factor of two to smooth what
 * the block shrink leaves.
 */
void
pt_render_shrink(const pt_render_geom *g, pt_format fmt,
    pt_shrink_policy policy, const pt_render_levels *lv,
    pt_render_load *out)
{
    double  f;

    out->kind = PT_LOAD_FULL;
    out->factor = 1.0;
    out->level = 0;
    out->w = 0;
    out->h = 0;

    if (!g->resize) {
        return;
    }

    if (fmt != PT_FMT_JPEG && fmt != PT_FMT_WEBP) {
        if (lv != NULL && lv->kind != PT_LOAD_FULL && lv->size != NULL) {
            pt_render_shrink_level(g, policy, lv, out);
        }

        return;
    }

    if (policy == PT_SHRINK_FAST) {
        f = fmt == PT_FMT_JPEG ? pt_render_shrink_jpeg(g)
                               : pt_render_shrink_webp(g);

    } else {
        f = VIPS_MIN((double) g->rw / g->tw, (double) g->rh / g->th);
        f = f >= 16.0 ? 8 : (f >= 8.0 ? 4 : (f >= 4.0 ? 2 : 1));
    }

    if (f > 1.0) {
        out->kind = fmt == PT_FMT_JPEG ? PT_LOAD_JPEG : PT_LOAD_WEBP;
        out->factor = f;
    }
}
