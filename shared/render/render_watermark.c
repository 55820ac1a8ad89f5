/*
 * The watermark (wm, wm_pos, wm_opacity, wm_scale): an image file drawn
 * over each frame, after blur and sharpen.
 *
 * - wm_scale: its width is that % of the frame's width (1..100, aspect
 *   kept), less if it would then be taller than the frame;
 * - wm_pos: tl t tr l c r bl b br, at a margin of 2% of the frame's
 *   shorter side from the edges it touches (none on a centred axis);
 * - wm_opacity: its alpha times that % (0..100); 0 draws nothing.
 *
 * The file is sniffed (never trusted by name), checked against the input
 * pixel limit, oriented, scaled, made 8-bit sRGB with alpha and kept in
 * memory once per render: every frame of an animation shares it.
 */

#include <stdio.h>

#include "render/render_int.h"
#include "media/media_load.h"


static pt_format
pt_render_wm_sniff(const char *path)
{
    FILE           *f;
    size_t          n;
    unsigned char   buf[4096];

    f = fopen(path, "rb");
    if (f == NULL) {
        return PT_FMT_UNKNOWN;
    }

    n = fread(buf, 1, sizeof(buf), f);
    fclose(f);

    return pt_sniff(buf, n);
}


/* t[0..n) unreffed, NULL ones skipped */
static void
pt_render_wm_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


static int
pt_render_wm_prepare(pt_render_ctx *c, int fw, int fh)
{
    int                 ww, wh;
    double              a[4] = { 1.0, 1.0, 1.0, 1.0 };
    double              b[4] = { 0.0, 0.0, 0.0, 0.0 };
    pt_format           fmt;
    VipsImage          *t[6] = { NULL, NULL, NULL, NULL, NULL, NULL };
    VipsImage          *cur;
    const pt_limits    *lim;

    lim = c->in->limits;
    fmt = pt_render_wm_sniff(c->in->wm_path);

    if (!pt_format_is_raster(fmt)
        || pt_media_load(c->in->wm_path, fmt, 0, 1, 1, VIPS_ACCESS_RANDOM,
                         &t[0])
           != 0)
    {
        pt_log(PT_LOG_ERR, "render: watermark \"%s\" unreadable: %s",
               c->in->wm_path, vips_error_buffer());
        vips_error_clear();
        return pt_render_fail(c, PT_E_UNREADABLE,
                              "the watermark image cannot be read");
    }

    if (lim != NULL && lim->max_pixels > 0
        && (unsigned long long) t[0]->Xsize * t[0]->Ysize > lim->max_pixels)
    {
        pt_render_wm_unref(t, 6);
        return pt_render_fail(c, PT_E_OVER_LIMIT,
                              "the watermark image is over the pixel limit");
    }

    pt_render_watch(c, t[0]);

    if (vips_autorot(t[0], &t[1], NULL) != 0) {
        pt_render_wm_unref(t, 6);
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "watermark");
    }

    ww = VIPS_MAX(1, (int) ((double) fw * c->t->wm_scale / 100.0 + 0.5));
    wh = VIPS_MAX(1, (int) ((double) t[1]->Ysize * ww / t[1]->Xsize + 0.5));

    if (wh > fh) {
        wh = fh;
        ww = VIPS_MAX(1, (int) ((double) t[1]->Xsize * fh / t[1]->Ysize
                                + 0.5));
    }

    if (pt_render_scale(c, t[1], &t[2], ww, wh) != PT_OK
        || pt_render_srgb(c, t[2], &t[3], 1) != PT_OK)
    {
        pt_render_wm_unref(t, 6);
        return PT_ERROR;
    }

    cur = t[3];

    if (!vips_image_hasalpha(cur)) {
        if (vips_addalpha(cur, &t[4], NULL) != 0) {
            pt_render_wm_unref(t, 6);
            return pt_render_vips_fail(c, PT_E_VIPS, "watermark");
        }

        cur = t[4];
    }

    if (c->t->wm_opacity < 100) {
        a[3] = c->t->wm_opacity / 100.0;

        if (vips_linear(cur, &t[5], a, b, 4, "uchar", TRUE, NULL) != 0) {
            pt_render_wm_unref(t, 6);
            return pt_render_vips_fail(c, PT_E_VIPS, "watermark");
        }

        cur = t[5];
    }

    if (pt_render_memory(c, cur, &c->wm) != PT_OK) {
        pt_render_wm_unref(t, 6);
        return PT_ERROR;
    }

    pt_render_wm_unref(t, 6);

    return PT_OK;
}


int
pt_render_watermark(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int         x, y, m, col, row, alpha, rc;
    VipsImage  *t[3] = { NULL, NULL, NULL };
    VipsImage  *base;

    *out = NULL;

    if (c->in->wm_path == NULL || c->t->wm_opacity <= 0) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    if (c->wm == NULL && pt_render_wm_prepare(c, in->Xsize, in->Ysize)
                         != PT_OK)
    {
        return PT_ERROR;
    }

    /* composited in sRGB with alpha; an opaque frame stays opaque */
    if (pt_render_srgb(c, in, &t[0], 1) != PT_OK) {
        return PT_ERROR;
    }

    base = t[0];
    alpha = vips_image_hasalpha(base);
    rc = 0;

    if (!alpha) {
        rc = vips_addalpha(base, &t[1], NULL);
        base = t[1];
    }

    m = VIPS_MIN(in->Xsize, in->Ysize) / 50;
    col = (int) c->t->wm_pos % 3;
    row = (int) c->t->wm_pos / 3;
    x = col == 0 ? m : (col == 1 ? (in->Xsize - c->wm->Xsize) / 2
                                 : in->Xsize - c->wm->Xsize - m);
    y = row == 0 ? m : (row == 1 ? (in->Ysize - c->wm->Ysize) / 2
                                 : in->Ysize - c->wm->Ysize - m);

    if (rc == 0) {
        rc = vips_composite2(base, c->wm, &t[2], VIPS_BLEND_MODE_OVER,
                             "x", VIPS_MAX(0, x), "y", VIPS_MAX(0, y),
                             NULL);
    }

    if (rc == 0 && !alpha) {
        rc = vips_extract_band(t[2], out, 0, "n", 3, NULL);

    } else if (rc == 0) {
        *out = t[2];
        t[2] = NULL;
    }

    pt_render_wm_unref(t, 3);

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_VIPS, "watermark");
}
