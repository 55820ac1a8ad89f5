/*
 * Check suite for the bg plugin at pt_render's level (render_bg.c,
 * render_bg_mask.c, render_bg_colour.c), on real pictures.
 *
 * The corpus has no product shot on a plain background, so the tests
 * make them in their temp dir, as the corpus README suggests:
 *
 * - dice: images/PNG_transparency_demonstration_1.png (300x225, four
 *   dice, some blurred, on transparency) flattened on grey 200 and saved
 *   as a JPEG (Q 90, so the background has compression noise).  Its own
 *   alpha is the known answer: where it is 0 the background must go,
 *   where it is 200 or more the subject must stay.
 * - gopher: exif/gopher-exif-orientation-cw90.png (the Go gopher, turned
 *   upright, 2224x1634) flattened on white.  Its eyes and teeth are white
 *   too, the background's colour, but inside the black outline: holes
 *   that must stay opaque.
 */

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "render_test.h"
#include "render/render_int.h"


#define DICE    "images/PNG_transparency_demonstration_1.png"
#define GOPHER  "exif/gopher-exif-orientation-cw90.png"
#define EARTH   "images/Rotating_earth_large.gif"
#define BIG     "images/missing-exif.jpg"                /* 4032x3024 */


/* the corpus file flattened on grey v, saved in tdir as name */
static const char *
flattened(const char *file, double v, const char *name, int autorot)
{
    VipsImage        *src, *rot, *flat;
    VipsArrayDouble  *bg;
    double            ink[3];
    static char       path[512];

    ink[0] = ink[1] = ink[2] = v;
    ck_assert_int_eq(vips_pngload(cpath(file), &src, NULL), 0);

    if (autorot) {
        ck_assert_int_eq(vips_autorot(src, &rot, NULL), 0);
        g_object_unref(src);
        src = rot;
    }

    bg = vips_array_double_new(ink, 3);
    ck_assert_int_eq(vips_flatten(src, &flat, "background", bg, NULL), 0);
    vips_area_unref(VIPS_AREA(bg));
    g_object_unref(src);

    pt_snprintf(path, sizeof(path), "%s", tpath(name));

    if (strstr(name, ".jpg") != NULL) {
        ck_assert_int_eq(vips_jpegsave(flat, path, "Q", 90, NULL), 0);
    } else {
        ck_assert_int_eq(vips_pngsave(flat, path, NULL), 0);
    }

    g_object_unref(flat);

    return path;
}


static VipsImage *
rendered(const char *path, const char *ext, const char *tokens)
{
    rres        r;
    VipsImage  *img;

    render_ok(path, ext, tokens, &r);
    img = decode(&r);
    rfree(&r);

    return img;
}


/* band b of img as bytes (g_free) */
static unsigned char *
band_bytes(VipsImage *img, int b)
{
    size_t          len;
    VipsImage      *one;
    unsigned char  *v;

    ck_assert_int_gt(img->Bands, b);
    ck_assert_int_eq(vips_extract_band(img, &one, b, NULL), 0);
    v = vips_image_write_to_memory(one, &len);
    ck_assert_ptr_nonnull(v);
    ck_assert_uint_eq(len, (size_t) img->Xsize * img->Ysize);
    g_object_unref(one);

    return v;
}


/* pixels of band b equal to v */
static long
count_eq(VipsImage *img, int b, int v)
{
    long            n;
    size_t          i, len;
    unsigned char  *p;

    p = band_bytes(img, b);
    len = (size_t) img->Xsize * img->Ysize;

    for (n = 0, i = 0; i < len; i++) {
        n += p[i] == v;
    }

    g_free(p);

    return n;
}


/* the 4 corners' alpha (band 3) is 0, a margin of m px included */
static void
corners_clear(VipsImage *img, int m, const char *what)
{
    int  i, x, y;

    for (i = 0; i < 4; i++) {
        x = (i & 1) ? img->Xsize - 1 - m : m;
        y = (i & 2) ? img->Ysize - 1 - m : m;
        ck_assert_msg(px(img, x, y, 3) == 0, "%s: corner %d,%d alpha %g",
                      what, x, y, px(img, x, y, 3));
    }
}


/*
 * Along the line from (x0, y0) (transparent) to (x1, y1) (opaque):
 * the alpha starts at 0, ends at 255, and is strictly between somewhere
 */
static void
soft_edge(VipsImage *img, int x0, int y0, int x1, int y1, const char *what)
{
    int     i, n, between;
    double  a;

    n = VIPS_MAX(abs(x1 - x0), abs(y1 - y0));
    between = 0;

    for (i = 0; i <= n; i++) {
        a = px(img, x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n, 3);
        between += a > 0 && a < 255;
    }

    ck_assert_int_eq(px(img, x0, y0, 3), 0);
    ck_assert_int_eq(px(img, x1, y1, 3), 255);
    ck_assert_msg(between > 0, "%s: no alpha between 0 and 255 from %d,%d "
                  "to %d,%d", what, x0, y0, x1, y1);
}


/* the mean alpha (the last band) of a box */
static double
box_alpha(VipsImage *img, int x, int y, int w, int h)
{
    double      v;
    VipsImage  *area, *a;

    ck_assert_int_eq(vips_extract_area(img, &area, x, y, w, h, NULL), 0);
    ck_assert_int_eq(vips_extract_band(area, &a, img->Bands - 1, NULL), 0);
    ck_assert_int_eq(vips_avg(a, &v, NULL), 0);
    g_object_unref(a);
    g_object_unref(area);

    return v;
}


/* the red die's face, well inside the subject */
#define DIE_X  150
#define DIE_Y  125


START_TEST(known_answer)
{
    long            n0, k0, n200, k200;
    size_t          i, len;
    VipsImage      *out, *orig;
    const char     *src;
    unsigned char  *a, *o;

    src = flattened(DICE, 200, "dice.jpg", 0);
    out = rendered(src, "png", "bg_remove");
    ck_assert_int_eq(out->Bands, 4);
    ck_assert_int_eq(out->Xsize, 300);
    ck_assert_int_eq(out->Ysize, 225);

    corners_clear(out, 0, "dice");
    corners_clear(out, 5, "dice");
    ck_assert_int_eq(px(out, DIE_X, DIE_Y, 3), 255);
    soft_edge(out, 0, 0, DIE_X, DIE_Y, "dice, top left");
    soft_edge(out, 299, 224, DIE_X, DIE_Y, "dice, bottom right");

    /* against the picture's own alpha */
    ck_assert_int_eq(vips_pngload(cpath(DICE), &orig, NULL), 0);
    a = band_bytes(out, 3);
    o = band_bytes(orig, 3);
    len = (size_t) out->Xsize * out->Ysize;
    n0 = k0 = n200 = k200 = 0;

    for (i = 0; i < len; i++) {
        if (o[i] == 0) {
            n0++;
            k0 += a[i] == 0;
            ck_assert_msg(a[i] < 128, "background kept at %zu", i);
        }

        if (o[i] >= 200) {
            n200++;
            k200 += a[i] == 255;
            ck_assert_msg(a[i] >= 128, "subject removed at %zu", i);
        }
    }

    /* 99 % of the background fully gone, 99 % of the subject whole */
    ck_assert_msg(k0 * 100 >= n0 * 99, "%ld of %ld", k0, n0);
    ck_assert_msg(k200 * 100 >= n200 * 99, "%ld of %ld", k200, n200);

    g_free(a);
    g_free(o);
    g_object_unref(orig);
    g_object_unref(out);
}
END_TEST


/* lower is more aggressive: it removes no less */
START_TEST(threshold_order)
{
    int          i;
    long         n, prev, first;
    char         tok[16];
    rres         r1, r2;
    VipsImage   *out;
    const char  *src;
    static const int  t[] = { 1, 60, 120, 180, 215, 240, 250, 255 };

    src = flattened(DICE, 200, "dice.jpg", 0);
    prev = -1;
    first = 0;

    for (i = 0; i < (int) (sizeof(t) / sizeof(t[0])); i++) {
        pt_snprintf(tok, sizeof(tok), "bg_%d", t[i]);
        out = rendered(src, "png", tok);
        n = count_eq(out, 3, 0);
        g_object_unref(out);

        if (prev >= 0) {
            ck_assert_msg(n <= prev, "bg_%d removes %ld px, bg_%d %ld", t[i],
                          n, t[i - 1], prev);
        } else {
            first = n;
        }

        prev = n;
    }

    /* JPEG noise: the exact colour alone is far less than ΔE 63 */
    ck_assert_msg(first > prev * 11 / 10, "bg_1 %ld, bg_255 %ld", first,
                  prev);

    /* bg_remove is bg_215 */
    render_ok(src, "png", "bg_remove", &r1);
    render_ok(src, "png", "bg_215", &r2);
    ck_assert_uint_eq(r1.out.len, r2.out.len);
    ck_assert(memcmp(r1.out.data, r2.out.data, r1.out.len) == 0);
    rfree(&r1);
    rfree(&r2);
}
END_TEST


/*
 * bg_255 is the exact colour: a background of (201, 187, 173), between
 * the nodes of the Lab grid the distances are interpolated in, is all
 * removed and nothing else is
 */
START_TEST(exact_colour)
{
    double       one[3] = { 1, 1, 1 };
    double       bg[3] = { 201, 187, 173 };
    double       fg[3] = { 202, 187, 173 };
    double       near[3] = { 201, 187, 175 };
    VipsImage   *black, *img, *out;

    ck_assert_int_eq(vips_black(&black, 300, 200, "bands", 3, NULL), 0);
    ck_assert_int_eq(vips_linear(black, &img, one, bg, 3, "uchar", TRUE,
                                 NULL), 0);
    g_object_unref(black);
    black = vips_image_copy_memory(img);
    g_object_unref(img);
    img = black;
    img->Type = VIPS_INTERPRETATION_sRGB;

    /* one step of red off, in the middle; two of blue, at the right */
    ck_assert_int_eq(vips_draw_rect(img, fg, 3, 100, 50, 100, 100, "fill",
                                    TRUE, NULL), 0);
    ck_assert_int_eq(vips_draw_rect(img, near, 3, 250, 50, 30, 100, "fill",
                                    TRUE, NULL), 0);
    ck_assert_int_eq(vips_pngsave(img, tpath("exact.png"), NULL), 0);
    g_object_unref(img);

    out = rendered(tpath("exact.png"), "png", "bg_255");
    corners_clear(out, 0, "bg_255");
    corners_clear(out, 20, "bg_255");
    ck_assert_int_eq(px(out, 150, 100, 3), 255);
    ck_assert_int_eq(px(out, 265, 100, 3), 255);
    g_object_unref(out);

    /* ΔE 0.4 and 1.1 off: both go at bg_250 (under ΔE 1.5) */
    out = rendered(tpath("exact.png"), "png", "bg_250");
    ck_assert_int_eq(px(out, 150, 100, 3), 0);
    ck_assert_int_eq(px(out, 265, 100, 3), 0);
    g_object_unref(out);
}
END_TEST


/* white inside the outline: the fill from the edge does not reach it */
static void
holes_opaque(VipsImage *out, double s, const char *what)
{
    int     i, x, y;
    /* eyes and teeth of the 2224x1634 gopher */
    static const int  hole[][2] = {
        { 1779, 556 }, { 1779, 1067 }, { 1490, 783 }
    };

    for (i = 0; i < 3; i++) {
        x = (int) (hole[i][0] * s);
        y = (int) (hole[i][1] * s);
        ck_assert_msg(px(out, x, y, 3) == 255, "%s: hole %d,%d alpha %g",
                      what, x, y, px(out, x, y, 3));
        ck_assert_msg(px(out, x, y, 0) >= 245 && px(out, x, y, 1) >= 245
                      && px(out, x, y, 2) >= 245, "%s: %d,%d is not white",
                      what, x, y);
    }

    corners_clear(out, 0, what);
}


START_TEST(holes_stay)
{
    VipsImage   *out;
    const char  *src;

    src = flattened(GOPHER, 255, "gopher.png", 1);

    /* the mask at a quarter of the frame, enlarged by repetition */
    out = rendered(src, "png", "bg_remove,w_556");
    ck_assert_int_eq(out->Xsize, 556);
    holes_opaque(out, 0.25, "w_556");
    g_object_unref(out);

    /* at the frame's own size; and the most aggressive */
    out = rendered(src, "png", "bg_remove");
    ck_assert_int_eq(out->Xsize, 2224);
    ck_assert_int_eq(out->Ysize, 1634);
    holes_opaque(out, 1.0, "full size");
    g_object_unref(out);

    out = rendered(src, "png", "bg_1,w_1112");
    holes_opaque(out, 0.5, "bg_1");
    g_object_unref(out);
}
END_TEST


/*
 * A crop with a resize that shrinks by 4: bg hands on the frame averaged
 * 4 times, and the crop scales its region to it: the subject's pixels
 * are the plain render's, within what averaging changes
 */
START_TEST(crop_averaged)
{
    int          n;
    double       d;
    VipsImage   *plain, *bg, *a, *rgb, *diff, *abs, *mask, *cut;
    const char  *src;
    static const char  crop[] = "cx_1300,cy_300,cw_800,ch_600,w_200";
    char         tok[64];

    src = flattened(GOPHER, 255, "gopher.png", 1);
    plain = rendered(src, "png", crop);
    pt_snprintf(tok, sizeof(tok), "%s,bg_remove", crop);
    bg = rendered(src, "png", tok);
    ck_assert_int_eq(bg->Xsize, plain->Xsize);
    ck_assert_int_eq(bg->Ysize, plain->Ysize);
    ck_assert_int_eq(bg->Bands, 4);

    /* where bg left the picture opaque, the colours are the plain ones */
    ck_assert_int_eq(vips_extract_band(bg, &a, 3, NULL), 0);
    ck_assert_int_eq(vips_extract_band(bg, &rgb, 0, "n", 3, NULL), 0);
    ck_assert_int_eq(vips_subtract(rgb, plain, &diff, NULL), 0);
    ck_assert_int_eq(vips_abs(diff, &abs, NULL), 0);
    ck_assert_int_eq(vips_relational_const1(a, &mask,
                                            VIPS_OPERATION_RELATIONAL_EQUAL,
                                            255, NULL), 0);
    ck_assert_int_eq(vips_ifthenelse(mask, abs, mask, &cut, NULL), 0);
    ck_assert_int_eq(vips_avg(cut, &d, NULL), 0);

    /* most of the window is the gopher; the mean over it alone */
    n = count_eq(bg, 3, 255);
    ck_assert_int_gt(n, bg->Xsize * bg->Ysize / 2);
    d = d * bg->Xsize * bg->Ysize / n;
    ck_assert_msg(d < 2.0, "mean difference %g", d);

    g_object_unref(cut);
    g_object_unref(mask);
    g_object_unref(abs);
    g_object_unref(diff);
    g_object_unref(rgb);
    g_object_unref(a);
    g_object_unref(bg);
    g_object_unref(plain);
}
END_TEST


/* jpg has no alpha: flattened on bgcolor, white by default */
START_TEST(jpg_flattened)
{
    int          i, b, x, y;
    VipsImage   *out;
    const char  *src;
    static const double  red[3] = { 255, 0, 0 };

    src = flattened(DICE, 200, "dice.jpg", 0);

    out = rendered(src, "jpg", "bg_remove");
    ck_assert_int_eq(out->Bands, 3);

    for (i = 0; i < 4; i++) {
        x = (i & 1) ? 295 : 4;
        y = (i & 2) ? 220 : 4;

        /* the source's corners are grey 200 */
        for (b = 0; b < 3; b++) {
            ck_assert_msg(px(out, x, y, b) >= 250, "corner %d,%d band %d: "
                          "%g", x, y, b, px(out, x, y, b));
        }
    }

    /* the red die is still red */
    ck_assert(px(out, DIE_X, DIE_Y, 0) > px(out, DIE_X, DIE_Y, 1) + 60);
    g_object_unref(out);

    out = rendered(src, "jpg", "bg_remove,bgcolor_ff0000");

    for (b = 0; b < 3; b++) {
        ck_assert_msg(abs((int) px(out, 4, 4, b) - (int) red[b]) <= 8,
                      "band %d: %g", b, px(out, 4, 4, b));
    }

    g_object_unref(out);
}
END_TEST


/* png webp avif gif and the negotiated legacy format keep the alpha */
START_TEST(alpha_formats)
{
    int          i;
    rres         r;
    VipsImage   *out;
    const char  *src;
    static const char  *ext[] = { "png", "webp", "avif", "gif" };

    src = flattened(DICE, 200, "dice.jpg", 0);

    for (i = 0; i < 4; i++) {
        out = rendered(src, ext[i], "bg_remove,w_200");
        ck_assert_msg(out->Bands == 4, "%s: %d bands", ext[i], out->Bands);

        /* AV1 is lossy in the alpha too */
        ck_assert_msg(px(out, 2, 2, 3) <= (i == 2 ? 8 : 0), "%s: corner "
                      "%g", ext[i], px(out, 2, 2, 3));
        ck_assert_msg(px(out, DIE_X * 2 / 3, DIE_Y * 2 / 3, 3) >= 247,
                      "%s: centre %g", ext[i],
                      px(out, DIE_X * 2 / 3, DIE_Y * 2 / 3, 3));
        g_object_unref(out);
    }

    render_ok(src, "legacy", "bg_remove", &r);
    ck_assert_int_eq(r.out.format, PT_OUT_PNG);
    rfree(&r);
}
END_TEST


/* a source with alpha keeps it: a transparent border, nothing to add */
START_TEST(alpha_source)
{
    size_t          len;
    VipsImage      *plain, *bg;
    unsigned char  *a, *b;

    plain = rendered(cpath(DICE), "png", "w_200");
    bg = rendered(cpath(DICE), "png", "w_200,bg_remove");
    ck_assert_int_eq(bg->Bands, 4);

    a = band_bytes(plain, 3);
    b = band_bytes(bg, 3);
    len = (size_t) bg->Xsize * bg->Ysize;
    ck_assert(memcmp(a, b, len) == 0);

    g_free(a);
    g_free(b);
    g_object_unref(plain);
    g_object_unref(bg);
}
END_TEST


/* a frame over 4 MP: the mask at half size, smoothed back */
START_TEST(large_frame)
{
    VipsImage   *small, *big;
    VipsImage   *out;
    const char  *src;

    src = flattened(DICE, 200, "dice.png", 0);
    ck_assert_int_eq(vips_pngload(src, &small, NULL), 0);
    ck_assert_int_eq(vips_resize(small, &big, 8.0, NULL), 0);
    ck_assert_int_eq(vips_jpegsave(big, tpath("dice8.jpg"), "Q", 90,
                                   NULL), 0);
    g_object_unref(small);
    g_object_unref(big);

    out = rendered(tpath("dice8.jpg"), "png", "bg_remove");
    ck_assert_int_eq(out->Xsize, 2400);
    corners_clear(out, 0, "2400x1800");
    corners_clear(out, 40, "2400x1800");
    ck_assert_int_eq(px(out, DIE_X * 8, DIE_Y * 8, 3), 255);
    soft_edge(out, 0, 0, DIE_X * 8, DIE_Y * 8, "2400x1800");
    g_object_unref(out);
}
END_TEST


/* every frame of an animation: the black sky goes, the earth stays */
START_TEST(animation)
{
    int          i, n;
    rres         r;
    VipsImage   *out, *frame;

    render_ok(cpath(EARTH), "gif", "bg_remove", &r);
    ck_assert_int_eq(r.out.frames, 44);
    out = decode(&r);
    rfree(&r);
    n = out->Ysize / 400;
    ck_assert_int_eq(n, 44);

    for (i = 0; i < n; i += 11) {
        ck_assert_int_eq(vips_extract_area(out, &frame, 0, i * 400, 400,
                                           400, NULL), 0);
        ck_assert_int_eq(px(frame, 0, 0, 3), 0);
        ck_assert_int_eq(px(frame, 399, 399, 3), 0);
        ck_assert_int_eq(px(frame, 200, 200, 3), 255);
        g_object_unref(frame);
    }

    g_object_unref(out);
}
END_TEST


/*
 * A maze that keeps the fill's stack over its cap (a span per 16 px):
 * white rows, and between them rows of white and black pixels in turn,
 * walled in by black columns; only the top and bottom rows touch the
 * edge.  Every white pixel is connected to them.  The fill goes on by
 * raster passes: the bottom rows are cleared as the top ones.
 */
START_TEST(maze)
{
    int             x, y, w, h;
    double          top, bottom;
    VipsImage      *img, *out;
    unsigned char  *p;

    w = 300;
    h = 201;
    p = g_malloc((size_t) w * h);

    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            p[y * w + x] = (y == 0 || y == h - 1
                            || (x > 0 && x < w - 1
                                && (y % 2 == 0 || x % 2 == 0)))
                           ? 255 : 0;
        }
    }

    img = vips_image_new_from_memory_copy(p, (size_t) w * h, w, h, 1,
                                          VIPS_FORMAT_UCHAR);
    ck_assert_ptr_nonnull(img);
    ck_assert_int_eq(vips_pngsave(img, tpath("maze.png"), NULL), 0);
    g_object_unref(img);
    g_free(p);

    out = rendered(tpath("maze.png"), "png", "bg_remove");
    ck_assert_int_eq(out->Bands, 2);

    /* a quarter of the pixels is black: their alpha, blurred, is left */
    top = box_alpha(out, 10, 2, 280, 40);
    bottom = box_alpha(out, 10, 158, 280, 40);
    ck_assert_msg(top < 90 && bottom < 90, "mean alpha: top %g, bottom %g",
                  top, bottom);
    g_object_unref(out);
}
END_TEST


/* MB from "... needs about N MB of memory ..." */
static long
needs_mb(const char *path, const char *tokens)
{
    long         mb;
    rres         r;
    const char  *p;

    ck_assert_int_eq(render(path, "jpg", tokens, &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    p = strstr(r.err, "needs about ");
    ck_assert_msg(p != NULL, "%s: %s", tokens, r.err);
    ck_assert_int_eq(sscanf(p, "needs about %ld MB", &mb), 1);

    return mb;
}


/*
 * The budget counts bg's frame in memory (3 bytes a pixel here), the
 * distance and alpha bytes (2) and the fill's stack (12 / 16) for the
 * frame as decoded: 4032x3024 whole, or 1008x756 for w_800
 */
START_TEST(budget)
{
    long  plain, bg;

    pt_guard_set_budget(1 << 20);

    plain = needs_mb(cpath(BIG), "q_80");
    bg = needs_mb(cpath(BIG), "q_80,bg_remove");
    ck_assert_msg(bg - plain >= 4032L * 3024 * 5 / (1 << 20) - 1
                  && bg - plain <= 4032L * 3024 * 6 / (1 << 20) + 1,
                  "plain %ld MB, bg %ld MB", plain, bg);

    plain = needs_mb(cpath(BIG), "w_800");
    bg = needs_mb(cpath(BIG), "w_800,bg_remove");
    ck_assert_msg(bg - plain >= 1008L * 756 * 5 / (1 << 20) - 1
                  && bg - plain <= 1008L * 756 * 6 / (1 << 20) + 1,
                  "plain %ld MB, bg %ld MB", plain, bg);

    pt_guard_set_budget(0);
}
END_TEST


/* without its token the stage hands its input on, uncopied */
START_TEST(no_token)
{
    pt_transform  t;

    stage_skipped(pt_render_bg, "w_10,filter_sepia", &t);
    ck_assert(!pt_render_bg_wanted(&t));
}
END_TEST


static Suite *
render_bg_suite(void)
{
    Suite  *s;
    TCase  *tc;

    s = suite_create("render_bg");

    tc = tcase_create("bg");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, known_answer);
    tcase_add_test(tc, threshold_order);
    tcase_add_test(tc, exact_colour);
    tcase_add_test(tc, holes_stay);
    tcase_add_test(tc, crop_averaged);
    tcase_add_test(tc, jpg_flattened);
    tcase_add_test(tc, alpha_formats);
    tcase_add_test(tc, alpha_source);
    tcase_add_test(tc, large_frame);
    tcase_add_test(tc, animation);
    tcase_add_test(tc, maze);
    tcase_add_test(tc, budget);
    tcase_add_test(tc, no_token);
    suite_add_tcase(s, tc);

    return s;
}


int
main(void)
{
    int       failed;
    SRunner  *sr;

    sr = srunner_create(render_bg_suite());
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
