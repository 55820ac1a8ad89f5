/*
 * What a render may cost, decided from the header before the decode:
 *
 * - Memory: decoder (memcost.c), the copies the pipeline keeps in memory
 *   (an oriented source, bg's frame and masks, smartcrop's and rot's
 *   frames, the watermark, wt's text, AVIF's input) and the encoder, for
 *   every frame of an animation.  The sum is admitted against the
 *   process's budget (guard.c): over the whole budget is PT_E_OVER_LIMIT
 *   (it can never fit), no room after the wait PT_E_BUSY.
 * - Animations: all frames together are held to max_output_pixels, the
 *   output limit of one still image.
 * - Encoders libvips cannot stop in the middle: GIF quantises a whole
 *   frame at a time (libimagequant, through cgif) and AV1 (aom) encodes
 *   the whole picture in one call.  Their time is predicted from output
 *   pixels at the slowest rate measured (PT_RENDER_GIF_NS,
 *   PT_RENDER_AVIF_NS); what could not finish within the render timeout
 *   is PT_E_OVER_LIMIT, not a PT_E_BUSY that promises a retry would
 *   work.
 */

#include "render/render_int.h"


/*
 * Nanoseconds per output pixel, summed over frames, on one core of the
 * 2-core test machine with the render pool busy.  gif: 77 (400x400, 44
 * frames), 120 (a 12 MP still), 144 (400x5200, 99 frames), 264
 * (1000x1000, 44 frames).  avif at effort 2: 40 (12 MP), 100 (48 MP).
 */
#define PT_RENDER_GIF_NS   300
#define PT_RENDER_AVIF_NS  150


static pt_format
pt_render_out_container(pt_out_format f)
{
    switch (f) {

    case PT_OUT_JPEG:
        return PT_FMT_JPEG;

    case PT_OUT_WEBP:
        return PT_FMT_WEBP;

    case PT_OUT_AVIF:
        return PT_FMT_AVIF;

    case PT_OUT_GIF:
        return PT_FMT_GIF;

    default:
        /* png, and legacy: png or jpeg, which cost the same */
        return PT_FMT_PNG;
    }
}


static int
pt_render_ns(pt_out_format f)
{
    return f == PT_OUT_GIF ? PT_RENDER_GIF_NS
           : (f == PT_OUT_AVIF ? PT_RENDER_AVIF_NS : 0);
}


/* bytes the whole render holds at its peak */
static unsigned long long
pt_render_need(pt_render_ctx *c, const pt_cost_src *src, int frames,
    int orient)
{
    int                     s, b, z;
    long long               w, h;
    unsigned long long      need, per;
    const pt_render_geom   *g;
    const pt_transform     *t;

    g = &c->geom;
    t = c->t;
    /*
     * WebP's fractional shrink, floored: a decode no smaller than this.
     * A pyramid level or a thumbnail is src itself (render_load.c).
     */
    s = (c->load.kind == PT_LOAD_JPEG || c->load.kind == PT_LOAD_WEBP)
        ? (int) c->load.factor : 1;
    b = src->bands;
    z = src->sample;
    w = ((long long) src->width + s - 1) / s;
    h = ((long long) src->height + s - 1) / s;

    need = PT_COST_BASE + pt_cost_decode(src, s, 0);

    /* render_load.c: an oriented source, every frame, in memory */
    if (orient > 2) {
        need += pt_cost_image(w, h, b, z) * (unsigned long long) frames;
    }

    /* per frame, each kept until the frames are joined */
    per = 0;

    /*
     * render_bg.c: the frame as decoded, 8-bit, in memory, a byte of
     * distance and one of alpha per pixel and the fill's stack (a 12-byte
     * span per 16 pixels at most), all at the frame's size though the
     * mask is often made smaller (its averaged copy then fits in what is
     * left); the copies after it have an alpha band
     */
    if (pt_render_bg_wanted(t)) {
        per += pt_cost_image(w, h, b + 2, 1)
               + pt_cost_image(w, h, 12, 1) / 16;
        b = VIPS_MIN(b + 1, 4);
        z = 1;
    }

    if (pt_render_smart_memory(t)) {
        per += pt_cost_image(g->tw, g->th, b, z);
    }

    if (t->rot != 0 || (t->flip & 2)) {
        per += pt_cost_image(g->bw, g->bh, b, z);
    }

    need += per * (unsigned long long) frames;

    if (c->in->wm_path != NULL) {
        need += pt_cost_image(g->ow, g->oh, 4, 1);
    }

    /* wt: the drawn text, kept for every frame */
    if (pt_render_text_wanted(t)) {
        need += pt_render_text_memory(g->ow, g->oh);
    }

    if (c->format == PT_OUT_AVIF) {
        need += pt_cost_image(g->ow, g->oh, 4, 1);
    }

    return need + pt_cost_encode(pt_render_out_container(c->format), g->ow,
                                 g->oh, frames);
}


int
pt_render_budget(pt_render_ctx *c, const pt_cost_src *src, int animate,
    int orient)
{
    int                  frames;
    double               secs;
    unsigned long long   px, all, need;
    const pt_render_geom *g;

    g = &c->geom;
    frames = animate ? src->frames : 1;
    px = (unsigned long long) g->ow * (unsigned long long) g->oh;
    all = px * (unsigned long long) frames;

    if (animate && c->in->max_output_pixels > 0
        && all > c->in->max_output_pixels)
    {
        return pt_render_fail(c, PT_E_OVER_LIMIT, "the animation would "
                              "be %d frames of %dx%d = %.4g MP, over the "
                              "limit of %.4g MP for all frames together",
                              frames, g->ow, g->oh, (double) all / 1e6,
                              (double) c->in->max_output_pixels / 1e6);
    }

    secs = (double) all * pt_render_ns(c->format) / 1e9;

    if (c->in->timeout > 0 && secs > c->in->timeout) {
        return pt_render_fail(c, PT_E_OVER_LIMIT, "encoding %d frame(s) "
                              "of %dx%d = %.4g MP as %s would take about "
                              "%.3g s, longer than the render timeout of "
                              "%g s", frames, g->ow, g->oh,
                              (double) all / 1e6,
                              pt_out_format_ext(c->format), secs,
                              c->in->timeout);
    }

    need = pt_render_need(c, src, frames, orient);

    switch (pt_guard_admit(&c->guard, need)) {

    case PT_GUARD_NEVER:
        return pt_render_fail(c, PT_E_OVER_LIMIT, "this render needs "
                              "about %llu MB of memory, more than the "
                              "%llu MB the server allows for all renders "
                              "together", need >> 20,
                              pt_guard_budget() >> 20);

    case PT_GUARD_BUSY:
        return pt_render_fail(c, PT_E_BUSY, "the server is busy: "
                              "%llu MB of memory for this render did not "
                              "free up in time", need >> 20);

    default:
        return PT_OK;
    }
}


int
pt_render_avif_time(pt_render_ctx *c, VipsImage *in)
{
    gint64  us;

    if (c->guard.deadline == 0) {
        return PT_OK;
    }

    us = (gint64) in->Xsize * in->Ysize * PT_RENDER_AVIF_NS / 1000;

    /* aom cannot be stopped once it runs: it must end by the deadline */
    if (g_get_monotonic_time() + us > c->guard.deadline) {
        return pt_render_fail(c, PT_E_TIMED_OUT, "render timed out");
    }

    return PT_OK;
}
