/*
 * Loading for pt_render(): the header first, then the decode.
 *
 * - Source pixels (one frame) and sides over in->limits, a page past the
 *   last, a crop outside the picture and an output over max_output_side or
 *   max_output_pixels are refused from the header, before decoding; so is
 *   what could never fit in memory or finish (render_budget.c), and the
 *   memory the decode needs is admitted before it starts.
 * - The decoder is the one of in->src_format (pt_media_load), never one
 *   libvips picks, with sequential access and shrink-on-load by the
 *   policy of in->shrink (pt_render_shrink).  We do not call
 *   vips_thumbnail itself: it picks the loader, and crops only after
 *   resizing.
 * - A TIFF pyramid (pages or sub-IFDs that halve the first page, as vips
 *   tiffsave --pyramid writes them) and a HEIF file's embedded thumbnail
 *   are reduced frames: when a resize lets pt_render_shrink take one,
 *   that frame is what is decoded, what the input limits and the memory
 *   budget count, and what the crop is taken from (pt_render_region
 *   scales it).  Only the default page: page_N still means page N, so on
 *   a page pyramid page_2 is the level at half size.  The limits then
 *   hold for the frame decoded, not the full one: that is what they
 *   protect, and the upload has checked the full one.
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
#include "media/media_load.h"


int
pt_render_autorot(pt_render_ctx *c, VipsImage *in, VipsImage **out)
{
    if (vips_autorot(in, out, NULL) != 0) {
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "orientation");
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
        return pt_render_fail(c, PT_E_OVER_LIMIT, "image is %dx%d = "
                              "%.4g MP, over the limit of %.4g MP", w, h,
                              (double) px / 1e6,
                              (double) lim->max_pixels / 1e6);
    }

    if (lim->max_input_side != 0
        && ((unsigned) w > lim->max_input_side
            || (unsigned) h > lim->max_input_side))
    {
        return pt_render_fail(c, PT_E_OVER_LIMIT, "image is %dx%d, over "
                              "the limit of %u pixels per side", w, h,
                              lim->max_input_side);
    }

    return PT_OK;
}


/* what a header says: pt_render_open's and each reduced frame's */
typedef struct {
    pt_cost_src          src;        /* src.frames: pt_media_frames */
    int                  orient;     /* 1..8 */
    int                  subifds;    /* TIFF: "n-subifds" */
} pt_render_hdr;


/* a header of page (0-based), reduced by r; -1 with a libvips error */
static int
pt_render_peek(pt_render_ctx *c, int page, const pt_media_reduce *r,
    pt_render_hdr *h)
{
    VipsImage  *hdr;

    if (pt_media_load_at(c->in->src_path, c->in->src_format, page, 1, r,
                         VIPS_ACCESS_SEQUENTIAL, &hdr)
        != 0)
    {
        return -1;
    }

    pt_cost_header(&h->src, hdr, c->in->src_format, c->in->src_path);
    h->src.frames = pt_media_frames(hdr, c->in->src_format);
    h->orient = vips_image_get_orientation(hdr);
    h->subifds = c->in->src_format == PT_FMT_TIFF
                 ? vips_image_get_n_subifds(hdr) : 0;
    g_object_unref(hdr);

    if (h->orient < 1 || h->orient > 8) {
        h->orient = 1;
    }

    return 0;
}


/* header of page (0-based): frames, size, what decoding it costs */
static int
pt_render_header(pt_render_ctx *c, int page, pt_render_hdr *h)
{
    pt_media_reduce  whole = { 1.0, -1, 0 };

    if (pt_render_peek(c, page, &whole, h) != 0) {
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "header");
    }

    return PT_OK;
}


/* pt_render_levels' data: the first page and what each level said */
typedef struct {
    pt_render_ctx       *c;
    pt_load_kind         kind;
    const pt_render_hdr *full;
    pt_cost_src          src[PT_RENDER_LEVELS + 1];
} pt_render_lvdata;


/*
 * Level i of a TIFF pyramid or the HEIF thumbnail, from its header.  A
 * header that does not load is no level (vips_thumbnail's rule: it may
 * not be a pyramid at all); nor is one of another orientation, as the
 * crop and vips_autorot would then disagree, nor one of other bands or
 * sample size (a thumbnail without the alpha, an 8-bit one of a 10-bit
 * picture).  libheif's thumbnail with thumbnail=TRUE is the primary
 * image when the file has none: pt_render_shrink sees the full size.
 */
static int
pt_render_level_size(void *data, int i, int *w, int *h)
{
    int                page;
    pt_render_hdr      lh;
    pt_media_reduce    r = { 1.0, -1, 0 };
    pt_render_lvdata  *d;

    d = data;
    page = 0;

    if (d->kind == PT_LOAD_PAGE) {
        /* n-pages: no header read for a page the file does not have */
        if (i >= d->full->src.frames) {
            return 0;
        }

        page = i;

    } else if (d->kind == PT_LOAD_SUBIFD) {
        if (i > d->full->subifds) {
            return 0;
        }

        r.subifd = i - 1;

    } else {
        r.thumbnail = 1;
    }

    if (pt_render_peek(d->c, page, &r, &lh) != 0) {
        vips_error_clear();
        return 0;
    }

    if (lh.orient != d->full->orient
        || lh.src.bands != d->full->src.bands
        || lh.src.sample != d->full->src.sample)
    {
        return 0;
    }

    d->src[i] = lh.src;
    *w = lh.orient >= 5 ? lh.src.height : lh.src.width;
    *h = lh.orient >= 5 ? lh.src.width : lh.src.height;

    return 1;
}


/* c->load by the policy, from the reduced frames the source offers */
static void
pt_render_choose(pt_render_ctx *c, int page, int frames,
    pt_render_lvdata *d)
{
    pt_format          fmt;
    pt_render_levels   lv;

    fmt = c->in->src_format;
    lv.kind = PT_LOAD_FULL;
    lv.size = pt_render_level_size;
    lv.data = d;

    /* a sub-IFD pyramid shows from the first page's header alone */
    if (fmt == PT_FMT_TIFF && page == 1) {
        lv.kind = d->full->subifds > 0 ? PT_LOAD_SUBIFD
                  : (frames > 1 ? PT_LOAD_PAGE : PT_LOAD_FULL);

    } else if (fmt == PT_FMT_AVIF || fmt == PT_FMT_HEIC) {
        lv.kind = PT_LOAD_THUMB;
    }

    d->kind = lv.kind;

    /* libvips 8.14's webpload ignores scale in an animated file */
    if (fmt == PT_FMT_WEBP && frames > 1) {
        pt_render_shrink(&c->geom, PT_FMT_UNKNOWN, c->in->shrink, NULL,
                         &c->load);
        return;
    }

    pt_render_shrink(&c->geom, fmt, c->in->shrink, &lv, &c->load);
}


/*
 * The header of the page rendered: its frames, whether it animates, the
 * source checked against the limits (a TIFF or HEIF whose first page may
 * be read at a smaller level is checked once the level is chosen).
 */
static int
pt_render_source(pt_render_ctx *c, int page, pt_render_hdr *hd,
    int *frames, int *animate, int *reduced)
{
    pt_format         fmt;
    const pt_limits  *lim;

    fmt = c->in->src_format;
    lim = c->in->limits;

    if (!pt_format_is_raster(fmt)) {
        return pt_render_fail(c, PT_E_UNREADABLE,
                              "unsupported image format");
    }

    if (pt_render_header(c, 0, hd) != PT_OK) {
        return PT_ERROR;
    }

    *frames = hd->src.frames;

    if (page > *frames) {
        return pt_render_fail(c, PT_E_INVALID, "page %d is past the "
                              "last page of the image (%d)", page, *frames);
    }

    *animate = (c->format == PT_OUT_GIF || c->format == PT_OUT_WEBP)
               && (fmt == PT_FMT_GIF || fmt == PT_FMT_WEBP)
               && *frames > 1 && page == 1;

    /* TIFF pages may differ in size */
    if (page > 1 && pt_render_header(c, page - 1, hd) != PT_OK) {
        return PT_ERROR;
    }

    hd->src.frames = *frames;

    *reduced = page == 1 && (fmt == PT_FMT_TIFF || fmt == PT_FMT_AVIF
                             || fmt == PT_FMT_HEIC);

    if (!*reduced
        && pt_render_check_source(c, hd->src.width, hd->src.height)
           != PT_OK)
    {
        return PT_ERROR;
    }

    if (*animate && lim != NULL && lim->max_frames != 0
        && (unsigned) *frames > lim->max_frames)
    {
        return pt_render_fail(c, PT_E_OVER_LIMIT, "image has %d frames, "
                              "over the limit of %u", *frames,
                              lim->max_frames);
    }

    return PT_OK;
}


/* the chosen level decoded, checked to be the frame its header gave */
static int
pt_render_decode(pt_render_ctx *c, int page, int animate, int orient,
    VipsImage **loaded)
{
    int              n;
    pt_media_reduce  r;

    r.shrink = c->load.factor;
    r.subifd = c->load.kind == PT_LOAD_SUBIFD ? c->load.level - 1 : -1;
    r.thumbnail = c->load.kind == PT_LOAD_THUMB;
    n = c->load.kind == PT_LOAD_PAGE ? c->load.level : page - 1;

    if (pt_media_load_at(c->in->src_path, c->in->src_format,
                         animate ? 0 : n, animate ? -1 : 1, &r,
                         VIPS_ACCESS_SEQUENTIAL, loaded)
        != 0)
    {
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "load");
    }

    pt_render_watch(c, *loaded);

    /*
     * A reduced frame is what its header said, or the limits and the
     * budget were counted for another (a file replaced in between)
     */
    if (c->load.level > 0
        && ((*loaded)->Xsize != (orient >= 5 ? c->load.h : c->load.w)
            || (*loaded)->Ysize != (orient >= 5 ? c->load.w : c->load.h)))
    {
        g_object_unref(*loaded);
        *loaded = NULL;
        return pt_render_fail(c, PT_E_UNREADABLE, "the reduced frame "
                              "decoded is not the one its header gave");
    }

    return PT_OK;
}


/* *img: the source, shrunk on load, all frames when it will animate */
int
pt_render_open(pt_render_ctx *c, VipsImage **img, int *animate)
{
    int               frames = 1, orient, page, n, sw, sh, reduced = 0;
    pt_cost_src       src;
    VipsImage        *loaded;
    pt_render_hdr     hd;
    pt_render_lvdata  lvd;

    page = c->t->page > 1 ? c->t->page : 1;
    *img = NULL;

    if (pt_render_source(c, page, &hd, &frames, animate, &reduced)
        != PT_OK)
    {
        return PT_ERROR;
    }

    src = hd.src;
    orient = hd.orient;
    sw = orient >= 5 ? src.height : src.width;
    sh = orient >= 5 ? src.width : src.height;

    if (pt_render_geometry(c, sw, sh) != PT_OK) {
        return PT_ERROR;
    }

    lvd.c = c;
    lvd.full = &hd;
    pt_render_choose(c, page, frames, &lvd);

    if (c->load.level > 0) {
        src = lvd.src[c->load.level];
        src.frames = frames;
    }

    if (reduced && pt_render_check_source(c, src.width, src.height)
                   != PT_OK)
    {
        return PT_ERROR;
    }

    if (pt_render_budget(c, &src, *animate, orient) != PT_OK
        || pt_render_decode(c, page, *animate, orient, &loaded) != PT_OK)
    {
        return PT_ERROR;
    }

    /* orientations 3..8 turn or mirror top-bottom: out-of-order reads */
    if (orient <= 2) {
        *img = loaded;
        return PT_OK;
    }

    n = pt_render_memory(c, loaded, img);
    g_object_unref(loaded);

    return n;
}
