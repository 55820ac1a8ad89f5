/*
 * Loading for pt_render(): the header first, then the decode.
 *
 * - Source pixels (one frame) and sides over in->limits, a page past the
 *   last, a crop outside the picture and an output over max_side or
 *   max_out_pixels are refused from the header, before decoding; so is
 *   what could never fit in memory or finish (render_budget.c), and the
 *   memory the decode needs is admitted before it starts.
 * - The decoder is the one of in->src_format (pt_media_load), never one
 *   libvips picks, with sequential access and shrink-on-load by the
 *   policy of in->shrink (pt_render_shrink).  We do not call
 *   vips_thumbnail itself: it picks the loader, and crops only after
 *   resizing.
 * - page is 1-based.  An animated GIF or WebP stays animated when the
 *   output can animate (gif, webp) and page is 1 (the default, so
 *   "page_1" and no page render the same, as their cache key is the
 *   same); page_N gives frame N alone, and so does every output that
 *   cannot animate.  Frames over limits->max_frames are refused then.
 * - EXIF orientation is applied first, on each frame (vips_autorot).
 *   Turning reads out of order, which a sequential decoder refuses, so an
 *   oriented source is decoded (shrunk) into memory.  HEIF is turned by
 *   libheif itself.
 */

#include "render/render_int.h"
#include "media/media_int.h"


int
pt_render_autorot(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    if (vips_autorot(in, out, NULL) != 0) {
        return pt_render_vips_fail(c, PT_P_UNPROCESSABLE, "orientation");
    }

    return PT_OK;
}


/* width x height of one source frame against the input limits */
static int
pt_render_check_source(pt_render_ctx *c, int w, int h)
{
    unsigned long long  px;
    const pt_limits    *lim;

    lim = c->in->limits;
    px = (unsigned long long) w * (unsigned long long) h;

    if (lim == NULL) {
        return PT_OK;
    }

    if (lim->max_pixels != 0 && px > lim->max_pixels) {
        return pt_render_fail(c, PT_P_UNPROCESSABLE, "image is %dx%d = "
                              "%.4g MP, over the limit of %.4g MP", w, h,
                              (double) px / 1e6,
                              (double) lim->max_pixels / 1e6);
    }

    if (lim->max_side != 0
        && ((unsigned) w > lim->max_side || (unsigned) h > lim->max_side))
    {
        return pt_render_fail(c, PT_P_UNPROCESSABLE, "image is %dx%d, over "
                              "the limit of %u pixels per side", w, h,
                              lim->max_side);
    }

    return PT_OK;
}


/* header of page (0-based): frames, size, what decoding it costs */
static int
pt_render_header(pt_render_ctx *c, int page, pt_cost_src *src, int *orient)
{
    VipsImage  *hdr;

    if (pt_media_load(c->in->src_path, c->in->src_format, page, 1, 1,
                      VIPS_ACCESS_SEQUENTIAL, &hdr)
        != 0)
    {
        return pt_render_vips_fail(c, PT_P_UNPROCESSABLE, "header");
    }

    pt_cost_header(src, hdr, c->in->src_format, c->in->src_path);
    src->frames = pt_media_frames(hdr, c->in->src_format);
    *orient = vips_image_get_orientation(hdr);
    g_object_unref(hdr);

    if (*orient < 1 || *orient > 8) {
        *orient = 1;
    }

    return PT_OK;
}


/* *img: the source, shrunk on load, all frames when it will animate */
int
pt_render_open(pt_render_ctx *c, VipsImage **img, int *animate)
{
    int                  w, h, frames, orient, page, n, sw, sh;
    pt_format            fmt;
    pt_cost_src          src;
    VipsImage           *loaded;
    const pt_limits     *lim;
    const pt_render_in  *in;

    in = c->in;
    lim = in->limits;
    fmt = in->src_format;
    page = c->t->page > 1 ? c->t->page : 1;
    *img = NULL;

    if (!pt_format_is_raster(fmt)) {
        return pt_render_fail(c, PT_P_UNPROCESSABLE,
                              "unsupported image format");
    }

    if (pt_render_header(c, 0, &src, &orient) != PT_OK) {
        return PT_ERROR;
    }

    frames = src.frames;

    if (page > frames) {
        return pt_render_fail(c, PT_P_BAD_REQUEST, "page %d is past the "
                              "last page of the image (%d)", page, frames);
    }

    *animate = (c->format == PT_OUT_GIF || c->format == PT_OUT_WEBP)
               && (fmt == PT_FMT_GIF || fmt == PT_FMT_WEBP)
               && frames > 1 && page == 1;

    /* TIFF pages may differ in size */
    if (page > 1 && pt_render_header(c, page - 1, &src, &orient) != PT_OK) {
        return PT_ERROR;
    }

    src.frames = frames;
    w = src.width;
    h = src.height;

    if (pt_render_check_source(c, w, h) != PT_OK) {
        return PT_ERROR;
    }

    if (*animate && lim != NULL && lim->max_frames != 0
        && (unsigned) frames > lim->max_frames)
    {
        return pt_render_fail(c, PT_P_UNPROCESSABLE, "image has %d frames, "
                              "over the limit of %u", frames,
                              lim->max_frames);
    }

    sw = orient >= 5 ? h : w;
    sh = orient >= 5 ? w : h;

    if (pt_render_geometry(c, sw, sh) != PT_OK) {
        return PT_ERROR;
    }

    /* libvips 8.14's webpload ignores scale in an animated file */
    c->shrink = (fmt == PT_FMT_WEBP && frames > 1)
                ? 1.0 : pt_render_shrink(&c->geom, fmt, in->shrink);

    if (pt_render_budget(c, &src, *animate, orient) != PT_OK) {
        return PT_ERROR;
    }

    if (pt_media_load(in->src_path, fmt, *animate ? 0 : page - 1,
                      *animate ? -1 : 1, c->shrink, VIPS_ACCESS_SEQUENTIAL,
                      &loaded)
        != 0)
    {
        return pt_render_vips_fail(c, PT_P_UNPROCESSABLE, "load");
    }

    pt_render_watch(c, loaded);

    /* orientations 3..8 turn or mirror top-bottom: out-of-order reads */
    if (orient <= 2) {
        *img = loaded;
        return PT_OK;
    }

    n = pt_render_memory(c, loaded, img);
    g_object_unref(loaded);

    return n;
}
