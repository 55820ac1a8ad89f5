/*
 * Check suite for the reduced frames of shrink-on-load: which level of a
 * TIFF pyramid or whether a HEIF thumbnail each policy takes, from sizes
 * alone (the edges: a target of exactly a level's size, crop, dpr, fit,
 * levels that stop halving, a thumbnail of another shape), and how many
 * level headers that costs; then real files through pt_render.
 *
 * That the level was decoded shows through the input limit, which holds
 * for the frame decoded: a 4032x3024 photo (12.2 MP) over a limit of
 * 2 MP renders at w_300 from its 504x378 level, and is refused at w_1009
 * (its 2016x1512 level is 3 MP), as is page_2 (that page, whole); the
 * memory budget likewise admits the level and not the full frame.  The
 * renders stay close to a full decode resized with lanczos3.
 */

#include <check.h>
#include <string.h>
#include <unistd.h>

#include "render_test.h"
#include "render/render_int.h"
#include "media/guard.h"


#define PHOTO  "images/missing-exif.jpg"                   /* 4032x3024 */
#define MB     (1024ULL * 1024ULL)


typedef struct {
    int            sw, sh;           /* the source, oriented */
    pt_load_kind   kind;
    int            n;                /* levels offered (THUMB: 1) */
    int            w[8], h[8];       /* level 1 .. n */
    const char    *tokens;
    int            fast, conservative;   /* level taken; 0: the frame */
} level_case;


/* the levels vips tiffsave --pyramid writes for 4032x3024 (floored) */
#define PYR(kind)                                                         \
    4032, 3024, kind, 5, { 2016, 1008, 504, 252, 126 },                   \
    { 1512, 756, 378, 189, 94 }


static const level_case  level_cases[] = {
    /* the smallest level that still holds the target */
    { PYR(PT_LOAD_PAGE), "w_300", 3, 3 },
    { PYR(PT_LOAD_SUBIFD), "w_300", 3, 3 },
    /* exactly a level's size: that level, nothing left to resize */
    { PYR(PT_LOAD_PAGE), "w_252", 4, 4 },
    { PYR(PT_LOAD_PAGE), "w_253", 3, 3 },
    { PYR(PT_LOAD_PAGE), "h_189", 4, 4 },
    { PYR(PT_LOAD_PAGE), "h_190", 3, 3 },
    { PYR(PT_LOAD_PAGE), "w_2016", 1, 1 },
    { PYR(PT_LOAD_PAGE), "w_2017", 0, 0 },
    { PYR(PT_LOAD_PAGE), "w_100", 5, 5 },
    /* 126 wide is 95 high (94.5): the floored 126x94 is a pixel short,
     * which vips_thumbnail (width only) would take and stretch */
    { PYR(PT_LOAD_PAGE), "w_126", 4, 4 },
    /* dpr multiplies the target first */
    { PYR(PT_LOAD_PAGE), "w_150,dpr_2", 3, 3 },
    { PYR(PT_LOAD_PAGE), "w_126,dpr_2", 4, 4 },
    /* fits: cover needs both sides (533x400), inside the smaller box */
    { PYR(PT_LOAD_PAGE), "w_400,h_400,fit_cover", 2, 2 },
    { PYR(PT_LOAD_PAGE), "w_400,h_400,fit_inside", 3, 3 },
    { PYR(PT_LOAD_PAGE), "w_400,h_400,fit_fill", 2, 2 },
    { PYR(PT_LOAD_PAGE), "w_400,h_400,fit_contain", 3, 3 },
    /* a crop: the region in the level must hold the target */
    { PYR(PT_LOAD_PAGE), "cx_0,cy_0,cw_2016,ch_1512,w_252", 3, 3 },
    { PYR(PT_LOAD_PAGE), "cx_0,cy_0,cw_2016,ch_1512,w_253", 2, 2 },
    /* fast counts the crop's rounding (1003/4 = 250.75 is 251 pixels);
     * conservative, as vips_thumbnail, the region unrounded */
    { PYR(PT_LOAD_PAGE), "cx_0,cy_0,cw_1003,ch_756,w_251", 2, 1 },
    /* no resize: the frame */
    { PYR(PT_LOAD_PAGE), "q_80", 0, 0 },
    { PYR(PT_LOAD_PAGE), "cx_0,cy_0,cw_100,ch_100", 0, 0 },
    /* a pixel either way of a halving is a level, two are not: the
     * pyramid ends before the first page that does not halve */
    { 4032, 3024, PT_LOAD_PAGE, 3, { 2017, 1007, 505 }, { 1513, 755, 379 },
      "w_300", 3, 3 },
    { 4032, 3024, PT_LOAD_PAGE, 3, { 2016, 1010, 504 }, { 1512, 756, 378 },
      "w_300", 1, 1 },
    /* a multi-page TIFF of pages of one size is no pyramid */
    { 4032, 3024, PT_LOAD_PAGE, 3, { 4032, 4032, 4032 }, { 3024, 3024, 3024 },
      "w_300", 0, 0 },
    /* levels below 2 pixels are not levels */
    { 3, 2, PT_LOAD_PAGE, 1, { 1 }, { 1 }, "w_1", 0, 0 },
    /* a HEIF thumbnail: fast takes it when it covers, conservative when
     * it holds twice the target */
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "w_200", 1, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "w_160", 1, 1 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "w_320", 1, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "w_321", 0, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "h_240", 1, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 },
      "w_300,h_300,fit_cover", 0, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 240 },
      "cx_0,cy_0,cw_2016,ch_1512,w_160", 1, 0 },
    /* rotated by libheif (irot), the thumbnail too: the shape after */
    { 3024, 4032, PT_LOAD_THUMB, 1, { 240 }, { 320 }, "h_300", 1, 0 },
    { 3024, 4032, PT_LOAD_THUMB, 1, { 320 }, { 240 }, "h_200", 0, 0 },
    /* within 1 % of the shape (4:3 at 320 is 240; 237 is 1.3 % off) */
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 238 }, "w_100", 1, 1 },
    { 4032, 3024, PT_LOAD_THUMB, 1, { 320 }, { 237 }, "w_100", 0, 0 },
    /* libheif gives the primary image when there is no thumbnail */
    { 4032, 3024, PT_LOAD_THUMB, 1, { 4032 }, { 3024 }, "w_100", 0, 0 },
    { 4032, 3024, PT_LOAD_THUMB, 0, { 0 }, { 0 }, "w_100", 0, 0 }
};


typedef struct {
    const level_case  *lc;
    int                read;         /* headers asked for */
    int                last;         /* the highest level asked for */
} level_src;


static int
level_size(void *data, int i, int *w, int *h)
{
    level_src  *s;

    s = data;
    s->read++;
    s->last = i;

    if (i < 1 || i > s->lc->n) {
        return 0;
    }

    *w = s->lc->w[i - 1];
    *h = s->lc->h[i - 1];

    return 1;
}


static int
level_of(const level_case *lc, pt_shrink_policy policy, level_src *src)
{
    rgeom             g;
    pt_render_load    load;
    pt_render_levels  lv;

    geometry(&g, lc->sw, lc->sh, lc->tokens, policy);

    memset(src, 0, sizeof(level_src));
    src->lc = lc;
    lv.kind = lc->kind;
    lv.size = level_size;
    lv.data = src;

    pt_render_shrink(&g.c.geom, lc->kind == PT_LOAD_THUMB ? PT_FMT_AVIF
                                                          : PT_FMT_TIFF,
                     policy, &lv, &load);

    if (load.level == 0) {
        ck_assert_int_eq(load.kind, PT_LOAD_FULL);
        ck_assert(load.factor == 1.0);
        return 0;
    }

    ck_assert_int_eq(load.kind, lc->kind);
    ck_assert_int_eq(load.w, lc->w[load.level - 1]);
    ck_assert_int_eq(load.h, lc->h[load.level - 1]);

    return load.level;
}


START_TEST(level_choice)
{
    int                got, pol;
    level_src          src;
    const level_case  *lc;

    lc = &level_cases[_i];

    for (pol = 0; pol < 2; pol++) {
        got = level_of(lc, pol == 0 ? PT_SHRINK_FAST
                                    : PT_SHRINK_CONSERVATIVE, &src);
        ck_assert_msg(got == (pol == 0 ? lc->fast : lc->conservative),
                      "%s %dx%d %s (kind %d): level %d, want %d",
                      pol == 0 ? "fast" : "conservative", lc->sw, lc->sh,
                      lc->tokens, (int) lc->kind, got,
                      pol == 0 ? lc->fast : lc->conservative);

        /* headers are read down to the first level that fails, no further;
         * none without a resize; a thumbnail has one */
        ck_assert_msg(src.last <= got + 1 && src.read == src.last,
                      "%s: %d headers read for level %d", lc->tokens,
                      src.read, got);
        ck_assert_int_le(src.read, lc->kind == PT_LOAD_THUMB ? 1 : 16);
    }
}
END_TEST


/* a pyramid of 64 levels, each exactly half: 16 headers at most */
static int
deep_size(void *data, int i, int *w, int *h)
{
    int  *read;

    read = data;
    (*read)++;
    *w = 1 << (30 - i);
    *h = 1 << (30 - i);

    return i <= 64;
}


START_TEST(level_bound)
{
    int               read;
    pt_render_geom    g;
    pt_render_load    load;
    pt_render_levels  lv;

    memset(&g, 0, sizeof(g));
    g.sw = g.sh = g.rw = g.rh = 1 << 30;
    g.tw = g.th = 2;
    g.resize = 1;
    read = 0;
    lv.kind = PT_LOAD_PAGE;
    lv.size = deep_size;
    lv.data = &read;

    pt_render_shrink(&g, PT_FMT_TIFF, PT_SHRINK_FAST, &lv, &load);
    ck_assert_int_eq(read, PT_RENDER_LEVELS);
    ck_assert_int_eq(load.level, PT_RENDER_LEVELS);

    /* JPEG and PNG never ask */
    read = 0;
    pt_render_shrink(&g, PT_FMT_JPEG, PT_SHRINK_FAST, &lv, &load);
    ck_assert_int_eq(load.kind, PT_LOAD_JPEG);
    pt_render_shrink(&g, PT_FMT_PNG, PT_SHRINK_FAST, NULL, &load);
    ck_assert_int_eq(load.kind, PT_LOAD_FULL);
    ck_assert_int_eq(read, 0);
}
END_TEST


/* ---- real files through pt_render ---- */

static const pt_limits  lim_2mp = { .max_pixels = 2000000ULL,
                                    .max_frames = 500 };


/* the photo as a tiled pyramid TIFF (pages, or sub-IFDs) in tdir */
static const char *
make_pyramid(const char *name, int subifd)
{
    VipsImage  *full;

    ck_assert_int_eq(vips_jpegload(cpath(PHOTO), &full, NULL), 0);
    ck_assert_int_eq(vips_tiffsave(full, tpath(name), "tile", TRUE,
                                   "pyramid", TRUE, "subifd", subifd,
                                   "compression",
                                   VIPS_FOREIGN_TIFF_COMPRESSION_JPEG,
                                   NULL), 0);
    g_object_unref(full);

    return tpath(name);
}


/* the photo, every pixel decoded, lanczos3 to w wide */
static VipsImage *
reference(int w)
{
    VipsImage  *full, *ref;

    ck_assert_int_eq(vips_jpegload(cpath(PHOTO), &full, NULL), 0);
    ck_assert_int_eq(vips_resize(full, &ref, (double) w / 4032, NULL), 0);
    g_object_unref(full);

    return ref;
}


/* renders, and when ref is given, close to it */
static void
render_close(const char *path, const char *tokens, const ropt *o,
    VipsImage *ref, double bound)
{
    double      d;
    rres        r;
    VipsImage  *img;

    ck_assert_msg(render_opt(path, "png", tokens, o, &r) == PT_OK,
                  "%s %s: %s", path, tokens, r.err);

    if (ref == NULL) {
        rfree(&r);
        return;
    }

    img = decode(&r);
    ck_assert_int_eq(img->Xsize, ref->Xsize);
    ck_assert_int_eq(img->Ysize, ref->Ysize);
    d = absdiff(img, ref);
    ck_assert_msg(d < bound, "%s %s: %.3f from the full decode", path,
                  tokens, d);
    g_object_unref(img);
    rfree(&r);
}


static void
render_refused(const char *path, const char *tokens, const ropt *o,
    const char *why)
{
    rres  r;

    ck_assert_msg(render_opt(path, "png", tokens, o, &r) != PT_OK,
                  "%s %s: rendered", path, tokens);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    ck_assert_msg(strstr(r.err, why) != NULL, "%s %s: %s", path, tokens,
                  r.err);
    rfree(&r);
}


START_TEST(tiff_pyramid_limits)
{
    int          sub;
    ropt         o;
    const char  *path;
    VipsImage   *ref;

    ref = reference(300);

    for (sub = 0; sub < 2; sub++) {
        path = make_pyramid(sub ? "subifd.tif" : "pages.tif", sub);

        memset(&o, 0, sizeof(o));
        o.limits = &lim_2mp;

        /* 504x378 decoded, under 2 MP; the 12.2 MP page would be over */
        render_close(path, "w_300", &o, ref, 3.0);
        render_close(path, "page_1,w_300", &o, ref, 3.0);
        o.shrink = PT_SHRINK_CONSERVATIVE;
        render_close(path, "w_300", &o, ref, 3.0);
        o.shrink = PT_SHRINK_FAST;

        /* 2016x1512 is the smallest level that holds 1009: 3 MP */
        render_refused(path, "w_1009", &o, "image is 2016x1512");
        render_refused(path, "q_80", &o, "image is 4032x3024");
    }

    /* page_2 is that page, whole: the level at half size */
    render_refused(tpath("pages.tif"), "page_2,w_300", &o,
                   "image is 2016x1512");
    g_object_unref(ref);
}
END_TEST


/*
 * The full page painted red, the levels the photo's (tiffcp, of
 * libtiff-tools, joins the pages): a render from a level is the photo,
 * one from the full page red.  A decode of the full page where a level
 * was chosen could not pass.
 */
START_TEST(tiff_pyramid_painted)
{
    char         cmd[1200];
    rres         r;
    VipsImage   *black, *red, *img, *ref;
    const rrect  all = { 0, 0, 4032, 3024, { 255, 0, 0 } };

    if (access("/usr/bin/tiffcp", X_OK) != 0) {
        fprintf(stderr, "tiff_pyramid_painted: no tiffcp (libtiff-tools), "
                "not run\n");
        return;
    }

    make_pyramid("pages.tif", 0);
    synth("red.png", 4032, 3024, 3, 0, &all, 1);
    ck_assert_int_eq(vips_pngload(tpath("red.png"), &black, NULL), 0);
    ck_assert_int_eq(vips_copy(black, &red, NULL), 0);
    ck_assert_int_eq(vips_tiffsave(red, tpath("red.tif"), "tile", TRUE,
                                   "compression",
                                   VIPS_FOREIGN_TIFF_COMPRESSION_JPEG,
                                   NULL), 0);
    g_object_unref(red);
    g_object_unref(black);

    pt_snprintf(cmd, sizeof(cmd), "cd '%s' && /usr/bin/tiffcp red.tif "
                "pages.tif,1,2,3,4,5 painted.tif", tdir);
    ck_assert_msg(system(cmd) == 0, "%s", cmd);

    ref = reference(300);
    render_close(tpath("painted.tif"), "w_300", NULL, ref, 3.0);
    render_close(tpath("painted.tif"), "w_2016", NULL, NULL, 0);
    g_object_unref(ref);

    ck_assert_msg(render_opt(tpath("painted.tif"), "png", "w_2017", NULL,
                             &r) == PT_OK, "%s", r.err);
    img = decode(&r);
    ck_assert_msg(band_avg(img, 0) > 250 && band_avg(img, 1) < 5,
                  "w_2017 is the full page, red");
    g_object_unref(img);
    rfree(&r);
}
END_TEST


/* two pages of one size: a multi-page TIFF, no pyramid */
START_TEST(tiff_multipage)
{
    double       red, green;
    rres         r;
    ropt         o;
    VipsImage   *in, *two;
    VipsImage   *img;
    const rrect  pages[] = { { 0, 0, 2000, 1500, { 255, 0, 0 } },
                             { 0, 1500, 2000, 1500, { 0, 255, 0 } } };

    /* page 1 red, page 2 green, as the pages of one TIFF */
    synth("two.png", 2000, 3000, 3, 0, pages, 2);
    ck_assert_int_eq(vips_pngload(tpath("two.png"), &in, NULL), 0);
    ck_assert_int_eq(vips_copy(in, &two, NULL), 0);
    vips_image_set_int(two, VIPS_META_PAGE_HEIGHT, 1500);
    ck_assert_int_eq(vips_tiffsave(two, tpath("two.tif"), NULL), 0);
    g_object_unref(two);
    g_object_unref(in);

    memset(&o, 0, sizeof(o));
    o.limits = &lim_2mp;
    render_refused(tpath("two.tif"), "w_100", &o, "image is 2000x1500");

    /* without the limit: page 1, red */
    ck_assert_msg(render_opt(tpath("two.tif"), "png", "w_100", NULL, &r)
                  == PT_OK, "%s", r.err);
    img = decode(&r);
    ck_assert_int_eq(img->Xsize, 100);
    ck_assert_int_eq(img->Ysize, 75);
    red = band_avg(img, 0);
    green = band_avg(img, 1);
    ck_assert_msg(red > 250 && green < 5, "page 1 is red: %g %g", red,
                  green);
    g_object_unref(img);
    rfree(&r);
}
END_TEST


/* the memory budget counts the level: the full frame would not fit */
START_TEST(tiff_pyramid_budget)
{
    ropt         o;
    VipsImage   *ref, *full;

    ref = reference(300);
    make_pyramid("pages.tif", 0);

    ck_assert_int_eq(vips_jpegload(cpath(PHOTO), &full, NULL), 0);
    ck_assert_int_eq(vips_tiffsave(full, tpath("flat.tif"), "tile", TRUE,
                                   "compression",
                                   VIPS_FOREIGN_TIFF_COMPRESSION_JPEG,
                                   NULL), 0);
    g_object_unref(full);

    /* 16 MB of libvips, then rows: 12 MB of 4032-wide, 1.5 of 504 */
    pt_guard_set_budget(24 * MB);
    memset(&o, 0, sizeof(o));
    render_close(tpath("pages.tif"), "w_300", &o, ref, 3.0);
    render_refused(tpath("flat.tif"), "w_300", &o, "memory");
    pt_guard_set_budget(0);
    g_object_unref(ref);
}
END_TEST


/* heif-enc (libheif-examples) writes an AVIF with a thumbnail */
static int
heif_enc(const char *jpeg, const char *name, int thumb)
{
    char  cmd[1200], t[32], out[512];

    if (access("/usr/bin/heif-enc", X_OK) != 0) {
        return 0;
    }

    /* tpath's buffer is static: jpeg may be in it */
    pt_snprintf(out, sizeof(out), "%s/%s", tdir, name);
    pt_snprintf(t, sizeof(t), thumb > 0 ? "-t %d" : "", thumb);
    pt_snprintf(cmd, sizeof(cmd), "/usr/bin/heif-enc -A -q 70 -p speed=9 "
                "%s -o '%s' '%s' >/dev/null 2>&1", t, out, jpeg);
    ck_assert_msg(system(cmd) == 0, "%s", cmd);

    return 1;
}


START_TEST(heif_thumbnail)
{
    rres         r;
    ropt         o;
    char         jpeg[512];
    VipsImage   *full, *small, *ref;

    /* 1613x1210 (1.95 MP) with a 320x240 thumbnail, and without */
    ck_assert_int_eq(vips_jpegload(cpath(PHOTO), &full, NULL), 0);
    ck_assert_int_eq(vips_resize(full, &small, 0.4, NULL), 0);
    pt_snprintf(jpeg, sizeof(jpeg), "%s", tpath("small.jpg"));
    ck_assert_int_eq(vips_jpegsave(small, jpeg, "Q", 95, NULL), 0);

    if (!heif_enc(jpeg, "thumb.avif", 320)
        || !heif_enc(jpeg, "none.avif", 0))
    {
        fprintf(stderr, "heif_thumbnail: no heif-enc (libheif-examples), "
                "not run\n");
        g_object_unref(small);
        g_object_unref(full);
        return;
    }

    ck_assert_int_eq(vips_resize(small, &ref, 200.0 / 1613, NULL), 0);
    ck_assert_int_eq(ref->Xsize, 200);

    memset(&o, 0, sizeof(o));
    o.limits = &(pt_limits) { .max_pixels = 1000000ULL, .max_frames = 10 };

    /* the thumbnail (0.08 MP) is decoded: the limit allows it */
    render_close(tpath("thumb.avif"), "w_200", &o, ref, 4.0);
    render_close(tpath("thumb.avif"), "w_320", &o, NULL, 0);

    /* it does not cover 321, nor twice 200 (conservative): 1613x1210 */
    render_refused(tpath("thumb.avif"), "w_321", &o, "image is 1613x1210");
    o.shrink = PT_SHRINK_CONSERVATIVE;
    render_refused(tpath("thumb.avif"), "w_200", &o, "image is 1613x1210");
    render_close(tpath("thumb.avif"), "w_160", &o, NULL, 0);
    o.shrink = PT_SHRINK_FAST;

    /* no thumbnail: libheif's answer is the primary image */
    render_refused(tpath("none.avif"), "w_200", &o, "image is 1613x1210");

    /* and without the limit, the primary image serves w_400 */
    ck_assert_msg(render_opt(tpath("thumb.avif"), "png", "w_400", NULL, &r)
                  == PT_OK, "%s", r.err);
    ck_assert_int_eq(r.out.width, 400);
    rfree(&r);

    g_object_unref(ref);
    g_object_unref(small);
    g_object_unref(full);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_pyramid");

    tc = tcase_create("choice");
    tcase_add_loop_test(tc, level_choice, 0,
                        sizeof(level_cases) / sizeof(level_cases[0]));
    tcase_add_test(tc, level_bound);
    suite_add_tcase(s, tc);

    tc = tcase_create("files");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, tiff_pyramid_limits);
    tcase_add_test(tc, tiff_pyramid_painted);
    tcase_add_test(tc, tiff_multipage);
    tcase_add_test(tc, tiff_pyramid_budget);
    tcase_add_test(tc, heif_thumbnail);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
