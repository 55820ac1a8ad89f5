/*
 * Helpers of the render Check suites (test_render*.c):
 * one call renders a file with a token list, decoding the result back,
 * reading pixels, and synthetic images drawn with libvips so that a test
 * knows which pixel must land where; the geometry of a token list from a
 * source's size alone (what pt_render_shrink reads); a stage left out.
 * Builds on media_test.h (fixture, corpus paths).
 */

#ifndef PT_T_RENDER_TEST_H
#define PT_T_RENDER_TEST_H

#include <vips/vips.h>

#include "media_test.h"
#include "render/render.h"
#include "render/render_int.h"
#include "transform/transform.h"


typedef struct {
    const char          *wm;           /* watermark file, or NULL */
    const pt_limits     *limits;       /* NULL: 100 MP, 500 frames */
    int                  max_output_side;    /* 0: 8192 */
    unsigned long long   max_output_pixels;  /* 0: 50 MP */
    double               timeout;      /* 0: 30 s */
    pt_format            src_format;   /* PT_FMT_UNKNOWN: sniffed */
    pt_shrink_policy     shrink;       /* 0: fast */
    const pt_render_meta *meta;        /* for wt; NULL: none */
} ropt;


typedef struct {
    int            rc;
    pt_cause       kind;
    char           err[256];
    pt_error       e;
    pt_render_out  out;
    double         ms;
} rres;


static const pt_limits  rlimits = { .max_pixels = 100000000ULL,
                                    .max_frames = 500 };


/* path as ext ("jpg", ..., or "legacy") with tokens; r->out to rfree() */
static inline int
render_opt(const char *path, const char *ext, const char *tokens,
    const ropt *o, rres *r)
{
    double         t0;
    char           perr[256];
    pt_transform   t;
    pt_render_in   in;
    pt_out_format  f;

    memset(r, 0, sizeof(rres));
    pt_tf_init(&t);
    ck_assert_msg(pt_tf_parse(&t, tokens, strlen(tokens), perr,
                              sizeof(perr)) == PT_OK,
                  "%s: %s", tokens, perr);

    if (strcmp(ext, "legacy") == 0) {
        f = PT_OUT_LEGACY;
    } else {
        ck_assert_int_eq(pt_out_format_from_ext(ext, strlen(ext), &f),
                         PT_OK);
    }

    memset(&in, 0, sizeof(in));
    in.t = &t;
    in.format = f;
    in.src_path = path;
    in.src_format = (o != NULL && o->src_format != PT_FMT_UNKNOWN)
                    ? o->src_format : sniff_file(path);
    in.wm_path = o != NULL ? o->wm : NULL;
    in.limits = (o != NULL && o->limits != NULL) ? o->limits : &rlimits;
    in.max_output_side = (o != NULL && o->max_output_side > 0)
                         ? o->max_output_side : 8192;
    in.max_output_pixels = (o != NULL && o->max_output_pixels > 0)
                           ? o->max_output_pixels : 50000000ULL;
    in.timeout = (o != NULL && o->timeout > 0) ? o->timeout : 30.0;
    in.shrink = o != NULL ? o->shrink : PT_SHRINK_FAST;
    in.meta = o != NULL ? o->meta : NULL;

    t0 = now_ms();
    r->rc = pt_render(&in, &r->out, &r->e);
    r->kind = r->e.cause;
    pt_snprintf(r->err, sizeof(r->err), "%s", r->rc == PT_OK ? ""
                                                        : r->e.detail);
    r->ms = now_ms() - t0;

    return r->rc;
}


static inline int
render(const char *path, const char *ext, const char *tokens, rres *r)
{
    return render_opt(path, ext, tokens, NULL, r);
}


/* renders and fails the test unless it worked */
static inline void
render_ok(const char *path, const char *ext, const char *tokens, rres *r)
{
    ck_assert_msg(render(path, ext, tokens, r) == PT_OK, "%s %s: %s",
                  tokens, ext, r->err);
}


static inline void
rfree(rres *r)
{
    g_free(r->out.data);
    r->out.data = NULL;
}


/* the output decoded (all frames of gif and webp) into memory; the caller
 * unrefs */
static inline VipsImage *
decode(const rres *r)
{
    VipsImage  *img, *mem;

    if (r->out.format == PT_OUT_GIF) {
        ck_assert_int_eq(vips_gifload_buffer(r->out.data, r->out.len, &img,
                                             "n", -1, NULL), 0);
    } else if (r->out.format == PT_OUT_WEBP) {
        ck_assert_int_eq(vips_webpload_buffer(r->out.data, r->out.len,
                                              &img, "n", -1, NULL), 0);
    } else {
        img = vips_image_new_from_buffer(r->out.data, r->out.len, "",
                                         NULL);
    }

    ck_assert_msg(img != NULL, "decode: %s", vips_error_buffer());

    /* decoded now: the image no longer needs r->out.data */
    mem = vips_image_copy_memory(img);
    ck_assert_msg(mem != NULL, "decode: %s", vips_error_buffer());
    g_object_unref(img);

    return mem;
}


static inline double
px(VipsImage *img, int x, int y, int band)
{
    int      n;
    double   v, *vec;

    ck_assert_int_eq(vips_getpoint(img, &vec, &n, x, y, NULL), 0);
    ck_assert_int_gt(n, band);
    v = vec[band];
    g_free(vec);

    return v;
}


static inline double
band_avg(VipsImage *img, int band)
{
    double      v;
    VipsImage  *b;

    ck_assert_int_eq(vips_extract_band(img, &b, band, NULL), 0);
    ck_assert_int_eq(vips_avg(b, &v, NULL), 0);
    g_object_unref(b);

    return v;
}


/* mean absolute difference of two images of the same size, all bands */
static inline double
absdiff(VipsImage *a, VipsImage *b)
{
    double      d;
    VipsImage  *sub, *abs;

    ck_assert_int_eq(vips_subtract(a, b, &sub, NULL), 0);
    ck_assert_int_eq(vips_abs(sub, &abs, NULL), 0);
    ck_assert_int_eq(vips_avg(abs, &d, NULL), 0);
    g_object_unref(abs);
    g_object_unref(sub);

    return d;
}


/* one rectangle of a synthetic image: x y w h and a value per band */
typedef struct {
    int     x, y, w, h;
    double  v[3];
} rrect;


/* w x h of bands (1 or 3) at value bg, rectangles drawn, saved as PNG */
static inline const char *
synth(const char *name, int w, int h, int bands, double bg,
    const rrect *r, int n)
{
    int         i;
    double      ink[3];
    VipsImage  *black, *lin, *img;

    ck_assert_int_eq(vips_black(&black, w, h, "bands", bands, NULL), 0);
    ck_assert_int_eq(vips_linear1(black, &lin, 1.0, bg, "uchar", TRUE,
                                  NULL), 0);
    img = vips_image_copy_memory(lin);
    ck_assert_ptr_nonnull(img);
    g_object_unref(black);
    g_object_unref(lin);

    for (i = 0; i < n; i++) {
        ink[0] = r[i].v[0];
        ink[1] = bands == 3 ? r[i].v[1] : 0;
        ink[2] = bands == 3 ? r[i].v[2] : 0;
        ck_assert_int_eq(vips_draw_rect(img, ink, bands, r[i].x, r[i].y,
                                        r[i].w, r[i].h, "fill", TRUE,
                                        NULL), 0);
    }

    if (bands == 3) {
        img->Type = VIPS_INTERPRETATION_sRGB;
    }

    ck_assert_int_eq(vips_pngsave(img, tpath(name), NULL), 0);
    g_object_unref(img);

    return tpath(name);
}


/* a geometry from a header alone: the context points into the struct */
typedef struct {
    char           err[256];
    pt_error       e;
    pt_transform   t;
    pt_render_in   in;
    pt_render_ctx  c;
} rgeom;


/* tokens' geometry for a sw x sh source under policy; fails the test */
static inline void
geometry(rgeom *g, int sw, int sh, const char *tokens,
    pt_shrink_policy policy)
{
    pt_tf_init(&g->t);
    ck_assert_msg(pt_tf_parse(&g->t, tokens, strlen(tokens), g->err,
                              sizeof(g->err)) == PT_OK,
                  "%s: %s", tokens, g->err);

    memset(&g->in, 0, sizeof(g->in));
    g->in.t = &g->t;
    g->in.max_output_side = 8192;
    g->in.max_output_pixels = 50000000ULL;
    g->in.shrink = policy;

    memset(&g->c, 0, sizeof(g->c));
    g->c.in = &g->in;
    g->c.t = &g->t;
    g->c.e = &g->e;

    ck_assert_msg(pt_render_geometry(&g->c, sw, sh) == PT_OK,
                  "%dx%d %s: %s", sw, sh, tokens, g->e.detail);
}


/*
 * A stage (pt_render_bg, pt_render_filter) run for tokens without its
 * own: it hands its input on, uncopied.  t holds the parsed tokens.
 */
static inline void
stage_skipped(int (*stage)(pt_render_ctx *c, VipsImage *in,
    VipsImage **out), const char *tokens, pt_transform *t)
{
    char           err[64];
    VipsImage     *in, *out;
    pt_render_ctx  c;

    pt_tf_init(t);
    ck_assert_int_eq(pt_tf_parse(t, tokens, strlen(tokens), err,
                                 sizeof(err)), PT_OK);
    memset(&c, 0, sizeof(c));
    c.t = t;
    ck_assert_int_eq(vips_black(&in, 10, 10, NULL), 0);

    ck_assert_int_eq(stage(&c, in, &out), PT_OK);
    ck_assert_ptr_eq(out, in);
    g_object_unref(out);
    g_object_unref(in);
}

#endif /* PT_T_RENDER_TEST_H */
