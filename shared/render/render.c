/*
 * pt_render(): the frames, the timeout and errors.  Loading is in
 * render_load.c, the operations in render_resize.c, render_adjust.c,
 * render_watermark.c and render_encode.c, the plugins' stages in
 * render_bg.c, render_smartcrop.c, render_filter.c and render_text.c
 * (render_int.h lists them).
 *
 * - An animated GIF or WebP that stays animated (render_load.c says when)
 *   is split by page-height; each frame goes through the single-frame
 *   pipeline below, and the frames are joined again (vips_arrayjoin),
 *   keeping "delay" and "loop", with the new page-height.
 * - Timeout and memory: c->guard (guard.c) watches the loaded image and
 *   kills what is being computed after the deadline; steps also check
 *   the clock.  The memory the render will need, and the work of encoders
 *   libvips cannot stop, are estimated from the header and admitted
 *   before the decode (render_budget.c); the memory is given back here.
 * - libvips' error messages may name files: they go to the log, and the
 *   caller gets a fixed, client-safe detail.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "render/render_int.h"


/* the single-frame pipeline, in the order of docs/API.md "Delivery" */
static const pt_render_op  pt_render_ops[] = {
    pt_render_autorot,
    pt_render_bg,                    /* bg: PreProcess */
    pt_render_crop,
    pt_render_resize,
    pt_render_orient,
    pt_render_blur,
    pt_render_sharpen,
    pt_render_watermark,
    pt_render_filter,                /* filter: PostProcess */
    pt_render_text                   /* wt: last, so nothing filters it */
};


int
pt_render_fail(pt_render_ctx *c, pt_cause kind, const char *fmt, ...)
{
    va_list  ap;

    if (!c->failed) {
        c->failed = 1;
        va_start(ap, fmt);
        pt_error_putv(c->e, kind, fmt, ap);
        va_end(ap);
    }

    return PT_ERROR;
}


int
pt_render_expired(pt_render_ctx *c)
{
    return pt_guard_expired(&c->guard);
}


int
pt_render_vips_fail(pt_render_ctx *c, pt_cause kind, const char *what)
{
    if (pt_guard_timed_out(&c->guard)) {
        vips_error_clear();
        return pt_render_fail(c, PT_E_TIMED_OUT, "render timed out");
    }

    /* libvips' messages may name files: the log only */
    pt_log(kind == PT_E_VIPS ? PT_LOG_ERR : PT_LOG_INFO,
           "render: %s failed: %s", what, vips_error_buffer());
    vips_error_clear();

    if (kind == PT_E_UNREADABLE) {
        return pt_render_fail(c, kind, "truncated or corrupt image");
    }

    return pt_render_fail(c, kind, "the image could not be rendered (%s)",
                          what);
}


void
pt_render_watch(pt_render_ctx *c, VipsImage *img)
{
    pt_guard_watch(&c->guard, img);
}


int
pt_render_memory(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    *out = vips_image_copy_memory(in);

    if (*out == NULL) {
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "decode");
    }

    /* a memory image does not inherit the watch of its source */
    pt_render_watch(c, *out);

    return PT_OK;
}


/* frame is consumed; *out is the frame after the whole pipeline */
static int
pt_render_frame(pt_render_ctx *c, VipsImage *frame, VipsImage **out)
{
    size_t      i;
    VipsImage  *next;

    *out = NULL;

    for (i = 0; i < sizeof(pt_render_ops) / sizeof(pt_render_ops[0]); i++)
    {
        if (pt_render_expired(c)) {
            g_object_unref(frame);
            return pt_render_fail(c, PT_E_TIMED_OUT, "render timed out");
        }

        if (pt_render_ops[i](c, frame, &next) != PT_OK) {
            g_object_unref(frame);
            return PT_ERROR;
        }

        g_object_unref(frame);
        frame = next;
    }

    *out = frame;

    return PT_OK;
}


/* every frame of img through the pipeline, joined again */
static int
pt_render_frames(pt_render_ctx *c, VipsImage *img, int animate,
    VipsImage **out)
{
    int          i, n, ph, rc;
    VipsImage   *frame, *joined, **done;

    *out = NULL;
    ph = animate ? vips_image_get_page_height(img) : img->Ysize;
    n = img->Ysize / ph;
    done = g_new0(VipsImage *, n);
    rc = PT_OK;

    for (i = 0; i < n && rc == PT_OK; i++) {
        if (n == 1) {
            frame = img;
            g_object_ref(img);

        } else if (vips_extract_area(img, &frame, 0, i * ph, img->Xsize, ph,
                                     NULL)
                   != 0)
        {
            rc = pt_render_vips_fail(c, PT_E_VIPS, "frame");
            break;
        }

        rc = pt_render_frame(c, frame, &done[i]);
    }

    joined = NULL;

    if (rc == PT_OK && n > 1
        && vips_arrayjoin(done, &joined, n, "across", 1, NULL) != 0)
    {
        rc = pt_render_vips_fail(c, PT_E_VIPS, "join");
    }

    /* a private copy that says how tall a frame now is */
    if (rc == PT_OK) {
        if (vips_copy(joined != NULL ? joined : done[0], out, NULL) != 0) {
            rc = pt_render_vips_fail(c, PT_E_VIPS, "join");

        } else {
            vips_image_set_int(*out, VIPS_META_PAGE_HEIGHT, done[0]->Ysize);
        }
    }

    if (joined != NULL) {
        g_object_unref(joined);
    }

    for (i = 0; i < n; i++) {
        if (done[i] != NULL) {
            g_object_unref(done[i]);
        }
    }

    g_free(done);

    return rc;
}


int
pt_render(const pt_render_in *in, pt_render_out *out, pt_error *e)
{
    int             rc, animate;
    VipsImage      *img, *result;
    pt_transform    cover;
    pt_render_ctx   c;

    memset(out, 0, sizeof(pt_render_out));
    memset(&c, 0, sizeof(pt_render_ctx));

    img = NULL;
    animate = 0;
    c.in = in;
    c.t = in->t;
    c.format = in->format;

    /* smart_crop with w and h chooses a cover crop (render_smartcrop.c) */
    if (pt_render_smart_cover(in->t)) {
        cover = *in->t;
        cover.fit = PT_FIT_COVER;
        c.t = &cover;
    }
    c.e = e;

    pt_guard_start(&c.guard, in->timeout);

    if (c.format == PT_OUT_NEGOTIATE) {
        rc = pt_render_fail(&c, PT_E_FAULT, "no output format");

    } else {
        rc = pt_render_open(&c, &img, &animate);
    }

    if (rc == PT_OK) {
        rc = pt_render_frames(&c, img, animate, &result);
        g_object_unref(img);

        if (rc == PT_OK) {
            rc = pt_render_encode(&c, result, out);
            g_object_unref(result);
        }
    }

    if (c.wm != NULL) {
        g_object_unref(c.wm);
    }

    if (c.text != NULL) {
        g_object_unref(c.text);
    }

    pt_guard_end(&c.guard);

    if (rc != PT_OK) {
        if (!c.failed) {
            pt_error_put(e, PT_E_FAULT, "the image could not be rendered");
        }
        g_free(out->data);
        memset(out, 0, sizeof(pt_render_out));
    }

    vips_error_clear();
    vips_thread_shutdown();

    return rc;
}
