/*
 * Crop (cx cy cw ch) and resize (w h dpr fit g) of one frame, to the
 * geometry render_geometry.c decided from the header: the crop region in
 * the pixels of the (perhaps shrunk-on-load) frame, vips_resize to the
 * exact size (lanczos3, premultiplied when there is alpha), then cover's
 * cut by g (entropy and attention with vips_smartcrop) or contain's and
 * pad's padding with bgcolor at g (centre for entropy and attention).
 */

#include "render/render_int.h"


/* where g puts a smaller rectangle in a larger one: 0 left/top .. 1 */
static const double  pt_render_gx[] = {
    0.5, 0.5, 0.5, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.5, 0.5
};
static const double  pt_render_gy[] = {
    0.5, 0.0, 1.0, 0.5, 0.5, 0.0, 0.0, 1.0, 1.0, 0.5, 0.5
};


/* in resized to exactly w x h; alpha premultiplied while resampling */
int
pt_render_scale(pt_render_ctx *c, VipsImage *in, VipsImage **out, int w,
    int h)
{
    int         i, rc, alpha;
    VipsImage  *t[4], *cur;

    *out = NULL;

    if (in->Xsize == w && in->Ysize == h) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    for (i = 0; i < 4; i++) {
        t[i] = NULL;
    }

    alpha = vips_image_hasalpha(in);
    cur = in;
    rc = 0;

    if (alpha) {
        rc = vips_premultiply(cur, &t[0], NULL);
        cur = t[0];
    }

    if (rc == 0) {
        rc = vips_resize(cur, &t[1], (double) w / in->Xsize,
                         "vscale", (double) h / in->Ysize, NULL);
        cur = t[1];
    }

    if (rc == 0 && alpha) {
        rc = vips_unpremultiply(cur, &t[2], NULL)
             || vips_cast(t[2], &t[3], in->BandFmt, NULL);
        cur = t[3];
    }

    /* vips_resize rounds each side: a pixel more or less is evened out */
    if (rc == 0 && (cur->Xsize != w || cur->Ysize != h)) {
        rc = vips_gravity(cur, out, VIPS_COMPASS_DIRECTION_CENTRE, w, h,
                          "extend", VIPS_EXTEND_COPY, NULL);

    } else if (rc == 0) {
        *out = cur;
        g_object_ref(cur);
    }

    for (i = 0; i < 4; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_VIPS, "resize");
}


/* the crop region, in the pixels of in (which may be shrunk on load) */
int
pt_render_crop(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                    x, y, w, h;
    const pt_render_geom  *g;

    g = &c->geom;
    *out = NULL;

    if (g->rx == 0 && g->ry == 0 && g->rw == g->sw && g->rh == g->sh) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    pt_render_region(g, in->Xsize, in->Ysize, &x, &y, &w, &h);

    if (vips_extract_area(in, out, x, y, w, h, NULL) != 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "crop");
    }

    return PT_OK;
}


/* contain, pad: tw x th placed by g in bw x bh of bgcolor */
static int
pt_render_embed(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                    i, n, rc, x, y, colour;
    double                 bg[4];
    unsigned               rgba;
    VipsImage             *t[2], *cur;
    VipsArrayDouble       *bga;
    const pt_render_geom  *g;

    g = &c->geom;
    rgba = c->t->bgcolor;
    t[0] = t[1] = NULL;
    *out = NULL;

    bg[0] = (rgba >> 24) & 0xff;
    bg[1] = (rgba >> 16) & 0xff;
    bg[2] = (rgba >> 8) & 0xff;
    bg[3] = rgba & 0xff;
    colour = (bg[0] != bg[1] || bg[1] != bg[2]);

    /* the background is given in 8-bit sRGB (or grey) values */
    if (pt_render_srgb(c, in, &t[0], colour) != PT_OK) {
        return PT_ERROR;
    }

    cur = t[0];
    rc = 0;

    if (bg[3] < 255 && !vips_image_hasalpha(cur)) {
        rc = vips_addalpha(cur, &t[1], NULL);
        cur = t[1];
    }

    if (rc == 0) {
        n = cur->Bands;

        if (n <= 2) {
            bg[1] = bg[3];
        }

        bga = vips_array_double_new(bg, n);
        x = (int) ((g->bw - g->tw) * pt_render_gx[c->t->g]);
        y = (int) ((g->bh - g->th) * pt_render_gy[c->t->g]);

        rc = vips_embed(cur, out, x, y, g->bw, g->bh,
                        "extend", VIPS_EXTEND_BACKGROUND,
                        "background", bga, NULL);
        vips_area_unref(VIPS_AREA(bga));
    }

    for (i = 0; i < 2; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }

    return rc == 0 ? PT_OK : pt_render_vips_fail(c, PT_E_VIPS, "embed");
}


/*
 * cover: bw x bh cut from tw x th by g, or by the smart_crop plugin
 * (render_smartcrop.c).  entropy and attention choose on the first frame;
 * the others of an animation are cut at the same place.
 */
static int
pt_render_cut(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                    x, y, rc;
    VipsImage             *mem;
    VipsInteresting        how;
    const pt_render_geom  *g;

    g = &c->geom;
    *out = NULL;

    /* the smart_crop plugin chooses instead of g */
    if (pt_render_smart_mode(c->t) != PT_SMART_NONE) {
        return pt_render_smartcrop(c, in, out);
    }

    if ((c->t->g == PT_G_ENTROPY || c->t->g == PT_G_ATTENTION)
        && !c->smart)
    {
        how = c->t->g == PT_G_ENTROPY ? VIPS_INTERESTING_ENTROPY
                                      : VIPS_INTERESTING_ATTENTION;

        /* smartcrop reads the image many times: once from memory */
        if (pt_render_memory(c, in, &mem) != PT_OK) {
            return PT_ERROR;
        }

        rc = vips_smartcrop(mem, out, g->bw, g->bh, "interesting", how,
                            NULL);
        g_object_unref(mem);

        if (rc == 0) {
            /* the result is an extract_area: its offsets say where */
            c->smart = 1;
            c->smart_x = VIPS_CLIP(0, -(*out)->Xoffset, in->Xsize - g->bw);
            c->smart_y = VIPS_CLIP(0, -(*out)->Yoffset, in->Ysize - g->bh);
        }

    } else {
        if (c->smart) {
            x = c->smart_x;
            y = c->smart_y;

        } else {
            x = (int) ((in->Xsize - g->bw) * pt_render_gx[c->t->g]);
            y = (int) ((in->Ysize - g->bh) * pt_render_gy[c->t->g]);
        }

        rc = vips_extract_area(in, out, x, y, g->bw, g->bh, NULL);
    }

    return rc == 0 ? PT_OK : pt_render_vips_fail(c, PT_E_VIPS, "crop");
}


int
pt_render_resize(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                    rc;
    VipsImage             *sized;
    const pt_render_geom  *g;

    g = &c->geom;
    *out = NULL;

    if (!g->resize) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    if (pt_render_scale(c, in, &sized, g->tw, g->th) != PT_OK) {
        return PT_ERROR;
    }

    if (g->embed) {
        rc = pt_render_embed(c, sized, out);

    } else if (g->bw != g->tw || g->bh != g->th) {
        rc = pt_render_cut(c, sized, out);

    } else {
        *out = sized;
        return PT_OK;
    }

    g_object_unref(sized);

    return rc;
}
