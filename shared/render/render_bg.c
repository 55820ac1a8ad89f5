/*
 * The bg plugin (docs/API.md "Plugin URL tokens", stage PreProcess): a
 * uniform background made transparent, on the decoded frame after EXIF
 * orientation, before the crop and the resize.  Which pixels: the
 * background connected to the frame's edge (render_bg_mask.c), within the
 * tolerance of the border's most common colour (render_bg_colour.c).
 *
 * - bg_<t>, t from 1 to 255, is a similarity to the background's colour: a
 *   pixel is background when 255 - floor(4 ΔE) >= t (ΔE*76), that is when
 *   its ΔE is under (256 - t) / 4, so a lower t removes more
 *   (docs/API.md "Plugin URL tokens": lower is more aggressive): bg_255 the
 *   exact colour (under ΔE 0.25), bg_1 anything under ΔE 63.75.  bg_remove
 *   is bg_215, under ΔE 10.25: JPEG noise and a soft studio gradient are
 *   background, a pale subject on white mostly is not.
 * - The mask is made no finer than the output needs: the frame (already
 *   shrunk on load) is averaged down by a whole factor f (vips_shrink)
 *   as long as it stays at least as large as the output; that smaller
 *   frame and its alpha are what bg hands on (the crop scales its region
 *   to it as to a frame shrunk on load, the resize shrinks it by what is
 *   left), so an alpha band is carried through f^2 times fewer pixels.
 *   Only when the frame would be over PT_BG_WORK pixels is the mask made
 *   smaller than the output: its pixels are then repeated back to the
 *   frame's size and smoothed by a blur of f / 2.  An alpha at the size
 *   of the frame handed on is blurred by PT_BG_SIGMA px.  The edge is
 *   never a jagged 0/255 cut.
 * - A source with alpha keeps it: the new alpha multiplies it.
 * - The result is 8-bit sRGB (or grey) with alpha.  png, webp and avif
 *   keep the alpha, gif as on/off transparency; jpg has none, so the
 *   encoder flattens the picture on bgcolor (white by default), as it
 *   does any alpha.
 * - Memory: the frame handed on, 8-bit, in memory (the mask reads it
 *   several times, a sequential decoder gives it once), the mask's own
 *   averaged copy when it is smaller, a byte of distance and one of
 *   alpha per pixel of the mask, and the fill's stack: render_budget.c
 *   counts them, as if at the decoded frame's size, for every frame.
 * - Cost (docs/RENDERING.md): about 20 ms on a 4032x3024 JPEG at w_800
 *   (the frame decoded at 1008x756), half of it the alpha band carried
 *   through the resize and the encoder.
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/render_int.h"


/* bg_remove: tolerance 255 - 215 = 40 (ΔE under 10.25) */
#define PT_BG_REMOVE     215
/* the mask's pixels at most (the frame is averaged down to fit) */
#define PT_BG_WORK       4000000.0
/* the blur of an alpha made at the frame's own size */
#define PT_BG_SIGMA      0.8


static const char *
pt_bg_token(const pt_transform *t)
{
    unsigned  i;

    for (i = 0; i < t->nplugins && i < PT_MAX_PLUGINS; i++) {
        if (strcmp(t->plugins[i].prefix, "bg") == 0) {
            return t->plugins[i].value;
        }
    }

    return NULL;
}


int
pt_render_bg_wanted(const pt_transform *t)
{
    return pt_bg_token(t) != NULL;
}


/* the tolerance in distance bytes: 255 - t (the grammar checked t) */
static int
pt_bg_tolerance(const char *v)
{
    int  t;

    t = strcmp(v, "remove") == 0 ? PT_BG_REMOVE : atoi(v);

    return 255 - VIPS_CLIP(1, t, 255);
}


/*
 * The whole factor the frame (w x h) is averaged down by for the mask;
 * *fine: the output is finer than that (the factor keeps the mask under
 * PT_BG_WORK pixels), the frame must keep its own size.
 */
static int
pt_bg_factor(pt_render_ctx *c, int w, int h, int *fine)
{
    int                    f, least;
    double                 fx, fy;
    const pt_render_geom  *g;

    g = &c->geom;

    /* frame pixels per output pixel, the finer axis */
    fx = (double) w / VIPS_MAX(1, g->sw) * g->rw / VIPS_MAX(1, g->tw);
    fy = (double) h / VIPS_MAX(1, g->sh) * g->rh / VIPS_MAX(1, g->th);
    f = VIPS_MAX(1, (int) VIPS_MIN(fx, fy));
    least = (int) ceil(sqrt((double) w * h / PT_BG_WORK));
    *fine = least > f;

    return VIPS_MAX(f, least);
}


/* t[0 .. n) unreffed, NULL ones skipped */
static void
pt_bg_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


/*
 * The alpha for a frame of w x h from the mask: blurred at its own size;
 * enlarged f times (each pixel repeated, vips_zoom) and smoothed by a
 * blur of f / 2 for a frame that keeps its size
 */
static int
pt_bg_smooth(VipsImage *mask, int f, int w, int h, VipsImage **out)
{
    int         rc;
    VipsImage  *t[2] = { NULL, NULL };

    if (mask->Xsize == w && mask->Ysize == h) {
        return vips_gaussblur(mask, out, PT_BG_SIGMA,
                              "precision", VIPS_PRECISION_INTEGER, NULL);
    }

    /* the frame's last (w % f) columns and rows were averaged away */
    rc = vips_zoom(mask, &t[0], f, f, NULL)
         || vips_embed(t[0], &t[1], 0, 0, w, h, "extend", VIPS_EXTEND_COPY,
                       NULL)
         || vips_gaussblur(t[1], out, f / 2.0,
                           "precision", VIPS_PRECISION_INTEGER, NULL);

    pt_bg_unref(t, 2);

    return rc;
}


/*
 * frame (8-bit, nb colour bands, perhaps alpha) with the alpha of mask
 * (made f times smaller than frame, or at its size), which multiplies
 * frame's own
 */
static int
pt_bg_join(VipsImage *frame, int nb, VipsImage *mask, int f,
    VipsImage **out)
{
    int         rc;
    VipsImage  *t[6] = { NULL };

    rc = pt_bg_smooth(mask, f, frame->Xsize, frame->Ysize, &t[0])
         || vips_extract_band(frame, &t[1], 0, "n", nb, NULL);

    if (rc == 0 && frame->Bands > nb) {
        rc = vips_extract_band(frame, &t[2], nb, NULL)
             || vips_multiply(t[0], t[2], &t[3], NULL)
             || vips_linear1(t[3], &t[4], 1.0 / 255, 0.5, "uchar", TRUE,
                             NULL);
    }

    if (rc == 0) {
        rc = vips_bandjoin2(t[1], t[4] != NULL ? t[4] : t[0], &t[5], NULL)
             || vips_copy(t[5], out, "interpretation", frame->Type, NULL);
    }

    pt_bg_unref(t, 6);

    return rc;
}


/* *out: in averaged f times (f 1: as it is), in memory */
static int
pt_bg_memory(pt_render_ctx *c, VipsImage *in, int f, VipsImage **out)
{
    int         rc;
    VipsImage  *small;

    if (f == 1) {
        return pt_render_memory(c, in, out);
    }

    if (vips_shrink(in, &small, f, f, NULL) != 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "background");
    }

    rc = pt_render_memory(c, small, out);
    g_object_unref(small);

    return rc;
}


int
pt_render_bg(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int          f, fine, nb, rc;
    const char  *v;
    VipsImage   *srgb, *mem, *work, *mask;

    *out = NULL;
    v = pt_bg_token(c->t);

    if (v == NULL) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    /* 8-bit sRGB or grey, in memory: the mask reads it several times */
    if (pt_render_srgb(c, in, &srgb, 0) != PT_OK) {
        return PT_ERROR;
    }

    f = pt_bg_factor(c, srgb->Xsize, srgb->Ysize, &fine);

    /*
     * Unless the output is finer than the mask, the averaged frame goes
     * on (the crop scales its region to it, as to a frame shrunk on
     * load; the resize would average as much): the full frame is never
     * kept, and the resize has f^2 times fewer pixels to carry, alpha
     * and all.
     */
    rc = pt_bg_memory(c, srgb, fine ? 1 : f, &mem);
    g_object_unref(srgb);

    if (rc != PT_OK) {
        return PT_ERROR;
    }

    if (fine) {
        rc = pt_bg_memory(c, mem, f, &work);

    } else {
        work = mem;
        g_object_ref(work);
    }

    if (rc == PT_OK) {
        rc = pt_render_expired(c)
             ? pt_render_fail(c, PT_E_TIMED_OUT, "render timed out")
             : pt_render_bg_mask(c, work, pt_bg_tolerance(v), &mask);
        g_object_unref(work);
    }

    if (rc != PT_OK) {
        g_object_unref(mem);
        return PT_ERROR;
    }

    /* a border all transparent: the background is gone already */
    if (mask == NULL) {
        *out = mem;
        return PT_OK;
    }

    nb = mem->Bands - (vips_image_hasalpha(mem) ? 1 : 0);
    rc = pt_bg_join(mem, nb, mask, f, out);
    g_object_unref(mask);
    g_object_unref(mem);

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_VIPS, "background");
}
