/*
 * render*.c: what the files of pt_render() share.  Not part of
 * libpictor's interface.
 *
 *   render.c            pt_render(): frames, timeout, errors
 *   render_load.c       header, limits, page, shrink-on-load, orientation
 *   render_bg.c         the bg plugin: the border's colour made transparent
 *   render_bg_mask.c    bg's mask: the fill from the edge, the soft edge
 *   render_bg_colour.c  bg's colours: the border's, each pixel's distance
 *   render_geometry.c   sizes from the header: crop, fit, dpr, limits
 *   render_resize.c     crop (cx cy cw ch), resize (w h fit g dpr)
 *   render_adjust.c     rot, flip, blur, sharpen
 *   render_watermark.c  wm, wm_pos, wm_opacity, wm_scale
 *   render_smartcrop.c  the smart_crop plugin: cover's crop window
 *   render_face.c       faces by skin tone, for smart_crop_face
 *   render_filter.c     the filter plugin: colour matrices and curves
 *   render_text.c       the wt plugin: a line of text, bottom right
 *   render_encode.c     sRGB, jpeg png webp avif gif
 *   render_budget.c     memory and encoder work, admitted before decoding
 *
 * Every operation takes a borrowed image and gives a new reference in
 * *out (a new ref to the input when it has nothing to do), or returns
 * PT_ERROR with *out NULL and the problem recorded in the context.
 */

#ifndef PT_RENDER_INT_H
#define PT_RENDER_INT_H

#include <vips/vips.h>

#include "media/guard.h"
#include "media/memcost.h"
#include "render/render.h"


/* what one frame becomes, decided from the header before any decoding */
typedef struct {
    int                  sw, sh;     /* a frame of the source, oriented */
    int                  rx, ry;     /* crop region, oriented source px */
    int                  rw, rh;
    int                  tw, th;     /* the region resized */
    int                  bw, bh;     /* the frame: cover crop, contain pad */
    int                  resize;     /* w or h given */
    int                  embed;      /* contain, pad: tw x th in bw x bh */
    int                  ow, oh;     /* the output frame, after rot */
} pt_render_geom;


/*
 * What shrink-on-load decodes instead of the whole frame
 * (pt_render_shrink): a JPEG at 1/2 1/4 1/8, a WebP at a scale, a level
 * of a TIFF pyramid (a page, or a sub-IFD of the first page) or a HEIF
 * file's embedded thumbnail.
 */
typedef enum {
    PT_LOAD_FULL = 0,
    PT_LOAD_JPEG,                    /* jpegload shrink */
    PT_LOAD_WEBP,                    /* webpload scale 1 / factor */
    PT_LOAD_PAGE,                    /* TIFF page `level` */
    PT_LOAD_SUBIFD,                  /* TIFF sub-IFD `level - 1` */
    PT_LOAD_THUMB                    /* HEIF thumbnail (level 1) */
} pt_load_kind;

typedef struct {
    pt_load_kind         kind;
    double               factor;     /* JPEG 2 4 8, WebP > 1; 1 else */
    int                  level;      /* PAGE, SUBIFD: halvings of the
                                        frame; THUMB: 1; 0 else */
    int                  w, h;       /* PAGE, SUBIFD, THUMB: the frame
                                        decoded, oriented; 0 else */
} pt_render_load;

/* a TIFF pyramid's levels read at most, besides the full frame */
#define PT_RENDER_LEVELS  16

/*
 * The reduced frames a source offers, read only when asked: each costs
 * a header read.  size() gives level i's oriented size (i from 1; THUMB
 * has level 1 only) and returns 1, or returns 0 when the source has no
 * such level (no more pages, a page of another orientation or pixel
 * format, no thumbnail).  Whether it is the same picture halved (or a
 * thumbnail of the same shape) is pt_render_shrink's to judge.
 */
typedef struct {
    pt_load_kind         kind;       /* PAGE, SUBIFD, THUMB; FULL: none */
    int                (*size)(void *data, int i, int *w, int *h);
    void                *data;
} pt_render_levels;


typedef struct {
    const pt_render_in  *in;
    const pt_transform  *t;
    pt_out_format        format;     /* LEGACY until encoded */
    pt_render_geom       geom;
    pt_render_load       load;       /* shrink-on-load */

    pt_guard             guard;      /* deadline, memory held */

    VipsImage           *wm;         /* scaled watermark, or NULL */
    VipsImage           *text;       /* wt's drawn text, or NULL */
    int                  smart;      /* smartcrop has chosen, for all */
    int                  smart_x;    /* frames of an animation alike */
    int                  smart_y;

    int                  failed;
    pt_error            *e;          /* the first failure */
} pt_render_ctx;


typedef int (*pt_render_op)(pt_render_ctx *c, VipsImage *in,
    VipsImage **out);


/* render.c: records the first problem; PT_ERROR */
int pt_render_fail(pt_render_ctx *c, pt_cause kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* a libvips call failed: logged, PT_E_TIMED_OUT after the deadline, else
 * kind */
int pt_render_vips_fail(pt_render_ctx *c, pt_cause kind,
    const char *what);
/* the deadline has passed */
int pt_render_expired(pt_render_ctx *c);
/* watches img for the deadline: derived images inherit the watch */
void pt_render_watch(pt_render_ctx *c, VipsImage *img);
/* in computed into memory (for random access), watched */
int pt_render_memory(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_load.c: *img is the source, all frames when *animate */
int pt_render_open(pt_render_ctx *c, VipsImage **img, int *animate);
int pt_render_autorot(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_bg.c: the bg plugin (PreProcess, after orientation) */
int pt_render_bg(pt_render_ctx *c, VipsImage *in, VipsImage **out);
int pt_render_bg_wanted(const pt_transform *t);
/*
 * render_bg_mask.c: *out, an alpha of work's size that removes the
 * background connected to its edge, pixels within tol (ΔE * 4) of the
 * border's colour; work is 8-bit sRGB or grey (perhaps with alpha) in
 * memory.  *out NULL: work's border is all transparent.
 */
int pt_render_bg_mask(pt_render_ctx *c, VipsImage *work, int tol,
    VipsImage **out);
/*
 * render_bg_colour.c: d[] (work's pixels) the ΔE*76 of each to the
 * colour of work's border, times PT_RENDER_BG_UNIT, truncated, 255 at
 * most; 1,
 * 0 when the border is all transparent (d untouched), -1 libvips failed
 */
#define PT_RENDER_BG_UNIT  4
int pt_render_bg_distance(VipsImage *work, unsigned char *d);

/* render_geometry.c: c->geom for a sw x sh (oriented) source frame */
int pt_render_geometry(pt_render_ctx *c, int sw, int sh);
/* lv: NULL, or the levels a TIFF or HEIF source offers */
void pt_render_shrink(const pt_render_geom *g, pt_format fmt,
    pt_shrink_policy policy, const pt_render_levels *lv,
    pt_render_load *out);
void pt_render_region(const pt_render_geom *g, int lw, int lh, int *x,
    int *y, int *w, int *h);

/* render_resize.c */
int pt_render_scale(pt_render_ctx *c, VipsImage *in, VipsImage **out,
    int w, int h);
int pt_render_crop(pt_render_ctx *c, VipsImage *in, VipsImage **out);
int pt_render_resize(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_adjust.c */
int pt_render_orient(pt_render_ctx *c, VipsImage *in, VipsImage **out);
int pt_render_blur(pt_render_ctx *c, VipsImage *in, VipsImage **out);
int pt_render_sharpen(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_watermark.c */
int pt_render_watermark(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_smartcrop.c: the smart_crop plugin (PostResize) */
typedef enum {
    PT_SMART_NONE = 0,               /* no smart_crop token */
    PT_SMART_CENTER,
    PT_SMART_ENTROPY,
    PT_SMART_FACE
} pt_smart_mode;

pt_smart_mode pt_render_smart_mode(const pt_transform *t);
/* t asks smart_crop to choose a cover crop: fit inside becomes cover */
int pt_render_smart_cover(const pt_transform *t);
/* cover's cut needs the resized frame in memory (g or smart_crop) */
int pt_render_smart_memory(const pt_transform *t);
/* cover's cut, when smart_crop chooses the window */
int pt_render_smartcrop(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_face.c: a face's box in the picture searched, and its weight */
typedef struct {
    int                  x, y, w, h;
    double               cx, cy;     /* the centre of its skin */
    double               score;
} pt_face_box;

/* up to max faces of the w x h RGB bytes, best first: count, -1 no mem */
int pt_render_faces(const unsigned char *rgb, int w, int h,
    pt_face_box *out, int max);

/* render_filter.c: the filter plugin (PostProcess, before wt) */
int pt_render_filter(pt_render_ctx *c, VipsImage *in, VipsImage **out);

/* render_text.c: the wt plugin (PostProcess, last before encode) */
int pt_render_text(pt_render_ctx *c, VipsImage *in, VipsImage **out);
int pt_render_text_wanted(const pt_transform *t);
/* the memory the drawn text holds for frames of fw x fh, at most */
unsigned long long pt_render_text_memory(int fw, int fh);
/* the line a wt value writes, g_malloc'ed, unescaped; NULL: nothing */
char *pt_render_text_line(const char *value, const pt_render_meta *m);

/* render_budget.c: before the decode of src (shrink, geometry known) */
int pt_render_budget(pt_render_ctx *c, const pt_cost_src *src, int animate,
    int orient);
/* render_budget.c: an AVIF of in can still be encoded before the deadline */
int pt_render_avif_time(pt_render_ctx *c, VipsImage *in);

/* render_encode.c */
int pt_render_srgb(pt_render_ctx *c, VipsImage *in, VipsImage **out,
    int rgb);
int pt_render_encode(pt_render_ctx *c, VipsImage *in, pt_render_out *out);

#endif /* PT_RENDER_INT_H */
