/*
 * rot, flip, blur and sharpen of one frame, after the resize.
 *
 * - rot: 0, 90, 180, 270 degrees clockwise, after EXIF orientation.
 * - flip: bit 1 mirrors left-right (h), bit 2 top-bottom (v); applied
 *   after rot.
 * - blur: Gaussian, sigma 0.3..100 in output pixels.
 * - sharpen: vips_sharpen (unsharp mask on L*), sigma 0.3..10.
 */

#include "render/render_int.h"


int
pt_render_orient(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int         i, rc;
    VipsAngle   angle;
    VipsImage  *t[3], *cur;

    *out = NULL;

    if (c->t->rot == 0 && c->t->flip == 0) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    t[0] = t[1] = t[2] = NULL;

    /*
     * A turn or a top-bottom mirror reads its input out of order, which
     * a sequential decoder refuses: the resized frame is kept in memory.
     */
    if (c->t->rot != 0 || (c->t->flip & 2)) {
        if (pt_render_memory(c, in, &t[0]) != PT_OK) {
            return PT_ERROR;
        }

        cur = t[0];

    } else {
        cur = in;
    }

    rc = 0;

    if (c->t->rot != 0) {
        angle = c->t->rot == 90 ? VIPS_ANGLE_D90
                : (c->t->rot == 180 ? VIPS_ANGLE_D180 : VIPS_ANGLE_D270);
        rc = vips_rot(cur, &t[1], angle, NULL);
        cur = t[1];
    }

    if (rc == 0 && (c->t->flip & 1)) {
        rc = vips_flip(cur, &t[2], VIPS_DIRECTION_HORIZONTAL, NULL);
        cur = t[2];
    }

    if (rc == 0 && (c->t->flip & 2)) {
        rc = vips_flip(cur, out, VIPS_DIRECTION_VERTICAL, NULL);

    } else if (rc == 0) {
        *out = cur;
        g_object_ref(cur);
    }

    for (i = 0; i < 3; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }

    return rc == 0 ? PT_OK : pt_render_vips_fail(c, PT_E_VIPS, "rot");
}


int
pt_render_blur(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    *out = NULL;

    if (c->t->blur <= 0.0) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    if (vips_gaussblur(in, out, c->t->blur, NULL) != 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "blur");
    }

    return PT_OK;
}


int
pt_render_sharpen(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    int         rc;
    VipsImage  *rgb;

    *out = NULL;

    if (c->t->sharpen <= 0.0) {
        *out = in;
        g_object_ref(in);
        return PT_OK;
    }

    /* sharpen goes through LabS: from a known space, not CMYK or 16-bit */
    if (pt_render_srgb(c, in, &rgb, 0) != PT_OK) {
        return PT_ERROR;
    }

    rc = vips_sharpen(rgb, out, "sigma", c->t->sharpen, NULL);
    g_object_unref(rgb);

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_VIPS, "sharpen");
}
