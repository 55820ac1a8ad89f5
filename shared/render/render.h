/*
 * Rendering a variant with libvips, in the pipeline order of
 * docs/API.md "Delivery": page/frames, EXIF auto-orient, [the bg plugin,
 * PreProcess], crop (cx cy cw ch), resize (w h fit g dpr; the smart_crop
 * plugin, PostResize, places cover's window), rot, flip, blur, sharpen,
 * watermark, [PostProcess plugins: filter, then wt], sRGB, encode with
 * metadata stripped.  Runs in a pool thread; libvips must have been
 * initialised (pt_media_init).  Never touches the database or the store:
 * the caller hands it a source file and a watermark file.
 */

#ifndef PT_RENDER_H
#define PT_RENDER_H

#include "media/media.h"
#include "core/problem.h"
#include "transform/transform.h"

/*
 * Shrink-on-load (JPEG's DCT scaling, WebP's scaled decode).  fast, the
 * default, as sharp, weserv and imgproxy: the smallest decode that stays
 * at or above the target on both axes, vips_resize does the rest.
 * conservative, vips_thumbnail's rule: a block shrink to no less than
 * twice the target.  The two give different bytes for the same URL.
 */
typedef enum {
    PT_SHRINK_FAST = 0,
    PT_SHRINK_CONSERVATIVE
} pt_shrink_policy;

/*
 * What the wt plugin may write of the image (render_text.c): its row's
 * fields as the database gives them, NULL when not set.  Dates are
 * "YYYY-MM-DD HH:MM:SS[.fff]", UTC.
 */
typedef struct {
    const char          *author;            /* wt_photographer */
    const char          *copyright_holder;  /* wt_copyright */
    const char          *date_created;      /* wt_date, wt_datetime */
    const char          *date_published;    /* ... without date_created */
    long long            now;          /* unix time of the render; 0: now */
} pt_render_meta;

typedef struct {
    const pt_transform  *t;            /* resolved */
    pt_out_format        format;       /* never NEGOTIATE; LEGACY allowed */
    const char          *src_path;     /* the original, a local file */
    pt_format            src_format;
    const char          *wm_path;      /* watermark image file, or NULL */
    const pt_limits     *limits;       /* input limits (pixels, frames) */
    int                  max_output_side;    /* pictor_max_output_side */
    unsigned long long   max_output_pixels;  /* pictor_max_output_pixels */
    pt_shrink_policy     shrink;       /* pictor_shrink_on_load */
    int                  jpeg_baseline;  /* pictor_jpeg_progressive off:
                                            every jpg baseline */
    double               timeout;      /* seconds; the render is killed */
    const pt_render_meta *meta;        /* for wt; NULL: nothing known */
} pt_render_in;

typedef struct {
    unsigned char       *data;         /* g_malloc'ed: free with g_free */
    size_t               len;
    pt_out_format        format;       /* LEGACY resolved to JPEG or PNG */
    int                  width;
    int                  height;       /* of one frame */
    int                  frames;
} pt_render_out;

/*
 * PT_OK, or PT_ERROR with e (may be NULL) set: PT_E_INVALID (a parameter
 * the image cannot honour, e.g. a crop outside it, page past the last),
 * PT_E_UNREADABLE (a truncated or corrupt source), PT_E_OVER_LIMIT
 * (pixels, frames, memory), PT_E_BUSY (others hold the memory),
 * PT_E_TIMED_OUT, PT_E_VIPS or PT_E_FAULT; the detail is client-safe.
 */
int pt_render(const pt_render_in *in, pt_render_out *out, pt_error *e);

#endif /* PT_RENDER_H */
