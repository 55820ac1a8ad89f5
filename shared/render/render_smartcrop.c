/*
 * The smart_crop plugin (docs/API.md "Plugin URL tokens", stage
 * PostResize): with w and h it chooses where cover's crop window sits
 * instead of gravity g.  It looks at the picture already resized to cover
 * (small, and what the window is cut from), so its cost follows the output,
 * not the original.
 *
 * - smart_crop_center: the window in the middle, whatever g says.
 * - smart_crop_entropy: libvips' entropy strategy (vips_smartcrop): the
 *   edges with less detail are trimmed until the window is left.
 * - smart_crop_face: faces by skin tone (render_face.c), searched at
 *   PT_SMART_SIDE px at most.  The window holds as many of them as fit,
 *   best first (pt_smart_offset); when not even the best fits, it is
 *   centred on that face (across on its skin, down at 40 % of its box,
 *   where the eyes are).  No face: the window libvips' attention
 *   strategy chooses (edges, saturation and skin), as g_attention.
 *
 * Cover crops only: with both w and h and fit inside (the default, which
 * the canonical form cannot tell from fit_inside) the render becomes a
 * cover crop (pt_render_smart_cover); with one side, or with contain,
 * pad, fill or outside, nothing is cut and the token changes nothing.
 * Every frame of an animation is cut where the first was.
 */

#include <string.h>

#include "render/render_int.h"


/* the longer side of the picture the faces are searched in */
#define PT_SMART_SIDE   320
#define PT_SMART_FACES  16


pt_smart_mode
pt_render_smart_mode(const pt_transform *t)
{
    unsigned     i;
    const char  *v;

    for (i = 0; i < t->nplugins && i < PT_MAX_PLUGINS; i++) {
        if (strcmp(t->plugins[i].prefix, "smart_crop") != 0) {
            continue;
        }

        v = t->plugins[i].value;

        return strcmp(v, "face") == 0 ? PT_SMART_FACE
               : (strcmp(v, "entropy") == 0 ? PT_SMART_ENTROPY
                                            : PT_SMART_CENTER);
    }

    return PT_SMART_NONE;
}


int
pt_render_smart_cover(const pt_transform *t)
{
    return t->w > 0 && t->h > 0 && t->fit == PT_FIT_INSIDE
           && pt_render_smart_mode(t) != PT_SMART_NONE;
}


int
pt_render_smart_memory(const pt_transform *t)
{
    pt_smart_mode  mode;

    if (t->fit != PT_FIT_COVER) {
        return 0;
    }

    mode = pt_render_smart_mode(t);

    return mode == PT_SMART_NONE
           ? (t->g == PT_G_ENTROPY || t->g == PT_G_ATTENTION)
           : mode != PT_SMART_CENTER;
}


/* where a window of win px starts on an axis of len px, centred on m */
static int
pt_smart_centre(double m, int win, int len)
{
    return VIPS_CLIP(0, (int) (m - win / 2.0 + 0.5), len - win);
}


/*
 * The window's offset on the axis it slides along (x when horiz): the
 * faces (best first) are taken while the span of those taken fits in
 * win, and the window is centred on that span; when the best face alone
 * does not fit, it is centred on the face's eyes: across, the centre of
 * its skin (its box may hold an ear or hair on one side); down, 40 % of
 * its box.
 */
static int
pt_smart_offset(const pt_face_box *f, int n, int horiz, int win, int len)
{
    int  i, a, b, lo, hi;

    lo = horiz ? f[0].x : f[0].y;
    hi = lo + (horiz ? f[0].w : f[0].h);

    if (hi - lo > win) {
        return pt_smart_centre(horiz ? f[0].cx : lo + (hi - lo) * 0.4, win,
                               len);
    }

    for (i = 1; i < n; i++) {
        a = horiz ? f[i].x : f[i].y;
        b = a + (horiz ? f[i].w : f[i].h);

        if (VIPS_MAX(hi, b) - VIPS_MIN(lo, a) <= win) {
            lo = VIPS_MIN(lo, a);
            hi = VIPS_MAX(hi, b);
        }
    }

    return pt_smart_centre((lo + hi) / 2.0, win, len);
}


/* t[0..n) unreffed, NULL ones skipped */
static void
pt_smart_unref(VipsImage **t, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }
}


/*
 * The faces of in (a memory image), in its pixels: their count, 0 when
 * none, PT_ERROR when libvips failed.
 */
static int
pt_smart_faces(pt_render_ctx *c, VipsImage *in, pt_face_box *f, int max)
{
    int               i, n, rc;
    double            s, bg[3] = { 0.0, 0.0, 0.0 };
    size_t            len;
    VipsImage        *t[4] = { NULL, NULL, NULL, NULL };
    VipsImage        *cur;
    unsigned char    *rgb;
    VipsArrayDouble  *black;

    s = (double) PT_SMART_SIDE / VIPS_MAX(in->Xsize, in->Ysize);
    cur = in;
    rc = 0;

    if (s < 1.0) {
        rc = vips_resize(in, &t[0], s, "kernel", VIPS_KERNEL_LINEAR, NULL);
        cur = t[0];

    } else {
        s = 1.0;
    }

    if (rc == 0 && pt_render_srgb(c, cur, &t[1], 1) != PT_OK) {
        pt_smart_unref(t, 4);
        return PT_ERROR;
    }

    if (rc == 0) {
        cur = t[1];

        /* transparent pixels are no skin, whatever colour they hold */
        if (vips_image_hasalpha(cur)) {
            black = vips_array_double_new(bg, 3);
            rc = vips_flatten(cur, &t[2], "background", black, NULL)
                 || vips_cast(t[2], &t[3], VIPS_FORMAT_UCHAR, NULL);
            vips_area_unref(VIPS_AREA(black));
            cur = t[3];
        }
    }

    rgb = NULL;

    if (rc == 0) {
        rgb = vips_image_write_to_memory(cur, &len);
    }

    n = rgb != NULL ? pt_render_faces(rgb, cur->Xsize, cur->Ysize, f, max)
                    : PT_ERROR;
    g_free(rgb);
    pt_smart_unref(t, 4);

    if (n < 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "smart_crop");
    }

    for (i = 0; i < n; i++) {
        f[i].cx /= s;
        f[i].cy /= s;
        f[i].x = (int) (f[i].x / s);
        f[i].y = (int) (f[i].y / s);
        f[i].w = (int) (f[i].w / s + 0.5);
        f[i].h = (int) (f[i].h / s + 0.5);
    }

    return n;
}


/* the window of mem libvips' strategy how chooses: c->smart_x, smart_y */
static int
pt_smart_vips(pt_render_ctx *c, VipsImage *mem, VipsInteresting how)
{
    VipsImage             *cut;
    const pt_render_geom  *g;

    g = &c->geom;

    if (vips_smartcrop(mem, &cut, g->bw, g->bh, "interesting", how, NULL)
        != 0)
    {
        return pt_render_vips_fail(c, PT_E_VIPS, "smart_crop");
    }

    /* the result is an extract_area: its offsets say where */
    c->smart_x = VIPS_CLIP(0, -cut->Xoffset, mem->Xsize - g->bw);
    c->smart_y = VIPS_CLIP(0, -cut->Yoffset, mem->Ysize - g->bh);
    g_object_unref(cut);

    return PT_OK;
}


/* the window around the faces of mem, else attention's */
static int
pt_smart_face(pt_render_ctx *c, VipsImage *mem)
{
    int                    n;
    pt_face_box            f[PT_SMART_FACES];
    const pt_render_geom  *g;

    g = &c->geom;
    n = pt_smart_faces(c, mem, f, PT_SMART_FACES);

    if (n < 0) {
        return PT_ERROR;
    }

    if (n == 0) {
        return pt_smart_vips(c, mem, VIPS_INTERESTING_ATTENTION);
    }

    /* cover's window spans the whole of one axis: it slides on the other */
    c->smart_x = 0;
    c->smart_y = 0;

    if (mem->Xsize > g->bw) {
        c->smart_x = pt_smart_offset(f, n, 1, g->bw, mem->Xsize);

    } else if (mem->Ysize > g->bh) {
        c->smart_y = pt_smart_offset(f, n, 0, g->bh, mem->Ysize);
    }

    return PT_OK;
}


int
pt_render_smartcrop(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int                    rc;
    VipsImage             *mem, *src;
    pt_smart_mode          mode;
    const pt_render_geom  *g;

    g = &c->geom;
    mode = pt_render_smart_mode(c->t);
    *out = NULL;
    src = in;
    mem = NULL;

    if (!c->smart && mode == PT_SMART_CENTER) {
        c->smart_x = (in->Xsize - g->bw) / 2;
        c->smart_y = (in->Ysize - g->bh) / 2;

    } else if (!c->smart) {
        /* both strategies read the picture many times: once from memory */
        if (pt_render_memory(c, in, &mem) != PT_OK) {
            return PT_ERROR;
        }

        rc = mode == PT_SMART_FACE
             ? pt_smart_face(c, mem)
             : pt_smart_vips(c, mem, VIPS_INTERESTING_ENTROPY);

        if (rc != PT_OK) {
            g_object_unref(mem);
            return PT_ERROR;
        }

        src = mem;
    }

    c->smart = 1;
    rc = vips_extract_area(src, out, c->smart_x, c->smart_y, g->bw, g->bh,
                           NULL);

    if (mem != NULL) {
        g_object_unref(mem);
    }

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_VIPS, "smart_crop");
}
