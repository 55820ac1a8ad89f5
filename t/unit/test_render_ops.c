/*
 * Check suite for pt_render's crop (cx cy cw ch, in displayed pixels),
 * rot and flip, pages, the source and output limits, the loaders (the
 * caller's format, never a guess), q, and the timeout.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"


#define LAND      "images/2569067123_aca715a2ee_o.jpg"     /* 2725x2225 */
#define BIG       "images/missing-exif.jpg"                /* 4032x3024 */


START_TEST(crop_rect)
{
    char        src[512];
    rres        r;
    VipsImage  *img;
    double      min;
    static const rrect  white[] = { { 100, 50, 200, 100, { 255 } } };

    /* black 400x300, white at x 100..299, y 50..149 */
    pt_snprintf(src, sizeof(src), "%s",
                synth("crop.png", 400, 300, 1, 0.0, white, 1));

    render_ok(src, "png", "cx_100,cy_50,cw_200,ch_100", &r);
    ck_assert(r.out.width == 200 && r.out.height == 100);
    img = decode(&r);
    ck_assert_int_eq(vips_min(img, &min, NULL), 0);
    ck_assert_int_eq(min, 255);
    g_object_unref(img);
    rfree(&r);

    /* one pixel further left: the first column is black */
    render_ok(src, "png", "cx_99,cy_50,cw_200,ch_100", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 0, 50, 0), 0);
    ck_assert_int_eq(px(img, 1, 50, 0), 255);
    g_object_unref(img);
    rfree(&r);

    /* a missing cw or ch reaches the edge; crop, then resize */
    render_ok(src, "png", "cx_300", &r);
    ck_assert(r.out.width == 100 && r.out.height == 300);
    rfree(&r);
    render_ok(src, "png", "cx_100,cy_50,cw_200,ch_100,w_50", &r);
    ck_assert(r.out.width == 50 && r.out.height == 25);
    rfree(&r);

    ck_assert_int_eq(render(src, "png", "cx_400", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
    ck_assert_str_eq(r.err, "crop outside the image (400x300)");
    ck_assert_ptr_null(r.out.data);
    ck_assert_int_eq(render(src, "png", "cx_300,cw_101", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
    ck_assert_int_eq(render(src, "png", "cy_1,ch_300", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
}
END_TEST


/* crop is in displayed pixels, with shrink-on-load under it */
START_TEST(crop_oriented)
{
    int          i;
    char         path[1024];
    double       a, b;
    rres         r;
    VipsImage   *full, *part, *want;
    const char  *files[] = { "exif/Landscape_1.jpg", "exif/Landscape_6.jpg",
                             "exif/Landscape_8.jpg" };

    for (i = 0; i < 3; i++) {
        pt_snprintf(path, sizeof(path), "%s", cpath(files[i]));

        render_ok(path, "png", "w_450", &r);
        full = decode(&r);
        rfree(&r);
        ck_assert_int_eq(vips_extract_area(full, &want, 0, 0, 225, 150,
                                           NULL), 0);

        /* the top-left quarter, 900x600 of 1800x1200, at w_225 */
        render_ok(path, "png", "cx_0,cy_0,cw_900,ch_600,w_225", &r);
        ck_assert(r.out.width == 225 && r.out.height == 150);
        part = decode(&r);
        rfree(&r);

        a = band_avg(part, 0) + band_avg(part, 1) + band_avg(part, 2);
        b = band_avg(want, 0) + band_avg(want, 1) + band_avg(want, 2);
        ck_assert_msg(a - b < 6 && b - a < 6, "%s: %g vs %g", files[i],
                      a, b);

        g_object_unref(part);
        g_object_unref(want);
        g_object_unref(full);
    }
}
END_TEST


START_TEST(rot_flip)
{
    size_t      i;
    char        wide[512], tall[512];
    rres        r;
    VipsImage  *img;
    static const rrect  left[] = { { 0, 0, 100, 100, { 255 } } };
    static const rrect  top[] = { { 0, 0, 100, 100, { 255 } } };
    static const struct {
        const char  *tokens;
        int          w, h, x, y;   /* where the white square went */
    } c[] = {
        { "rot_90", 100, 300, 50, 50 },
        { "rot_180", 300, 100, 250, 50 },
        { "rot_270", 100, 300, 50, 250 },
        { "flip_h", 300, 100, 250, 50 },
        { "flip_v", 300, 100, 50, 50 },
        { "flip_hv", 300, 100, 250, 50 },
        { "rot_90,flip_v", 100, 300, 50, 250 }
    };

    pt_snprintf(wide, sizeof(wide), "%s",
                synth("left.png", 300, 100, 1, 0.0, left, 1));
    pt_snprintf(tall, sizeof(tall), "%s",
                synth("top.png", 100, 300, 1, 0.0, top, 1));

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        render_ok(wide, "png", c[i].tokens, &r);
        img = decode(&r);
        ck_assert_msg(img->Xsize == c[i].w && img->Ysize == c[i].h,
                      "%s: %dx%d", c[i].tokens, img->Xsize, img->Ysize);
        ck_assert_msg(px(img, c[i].x, c[i].y, 0) == 255
                      && px(img, c[i].w - 1 - c[i].x, c[i].h - 1 - c[i].y, 0)
                         == 0, "%s", c[i].tokens);
        g_object_unref(img);
        rfree(&r);
    }

    render_ok(tall, "png", "flip_v", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 50, 250, 0), 255);
    ck_assert_int_eq(px(img, 50, 50, 0), 0);
    g_object_unref(img);
    rfree(&r);

    /* rot swaps the sizes of a real resize too */
    render_ok(cpath(LAND), "jpg", "w_300,rot_90", &r);
    ck_assert(r.out.width == 245 && r.out.height == 300);
    rfree(&r);
}
END_TEST


START_TEST(pages)
{
    char        src[512];
    rres        r;
    VipsImage  *page[2], *join, *img;

    /* a two-page TIFF: white then black */
    ck_assert_int_eq(vips_black(&page[1], 64, 64, NULL), 0);
    ck_assert_int_eq(vips_invert(page[1], &page[0], NULL), 0);
    ck_assert_int_eq(vips_arrayjoin(page, &join, 2, "across", 1, NULL), 0);
    pt_snprintf(src, sizeof(src), "%s", tpath("pages.tif"));
    ck_assert_int_eq(vips_tiffsave(join, src, "page_height", 64, NULL), 0);
    g_object_unref(join);
    g_object_unref(page[1]);
    g_object_unref(page[0]);

    render_ok(src, "png", "page_2", &r);
    img = decode(&r);
    ck_assert_int_eq(img->Ysize, 64);
    ck_assert_int_eq(px(img, 10, 10, 0), 0);
    g_object_unref(img);
    rfree(&r);

    render_ok(src, "png", "page_1", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 10, 10, 0), 255);
    g_object_unref(img);
    rfree(&r);

    ck_assert_int_eq(render(src, "png", "page_3", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
    ck_assert_ptr_nonnull(strstr(r.err, "page 3"));
    ck_assert_int_eq(render(cpath(LAND), "jpg", "page_2", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
}
END_TEST


START_TEST(limits)
{
    rres              r;
    ropt              o;
    static const pt_limits  one_mp = { .max_pixels = 1000000ULL,
                                       .max_frames = 500 };

    memset(&o, 0, sizeof(o));
    o.limits = &one_mp;
    ck_assert_int_eq(render_opt(cpath(LAND), "jpg", "w_10", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(r.err, "over the limit of 1 MP"));

    /* a pixel flood is refused from its header, at once */
    ck_assert_int_eq(render(cpath("malformed/65536-uint32-limit.png"),
                            "png", "w_10", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    ck_assert_msg(r.ms < 500, "%g ms", r.ms);

    memset(&o, 0, sizeof(o));
    o.max_output_side = 1000;
    ck_assert_int_eq(render_opt(cpath(LAND), "jpg", "w_1001", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
    ck_assert_ptr_nonnull(strstr(r.err, "1000 pixels per side"));
    ck_assert_int_eq(render_opt(cpath(LAND), "jpg", "w_1000", &o, &r),
                     PT_OK);
    rfree(&r);
    /* no resize: the source's own size is the output's */
    ck_assert_int_eq(render_opt(cpath(LAND), "jpg", "", &o, &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);

    ck_assert_int_eq(render(cpath(LAND), "jpg", "w_8192,h_8192,fit_fill",
                            &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_INVALID);
    ck_assert_ptr_nonnull(strstr(r.err, "over the limit of 50 MP"));
    ck_assert_msg(r.ms < 100, "%g ms", r.ms);
}
END_TEST


START_TEST(loaders)
{
    rres  r;
    ropt  o;

    /* the caller's format picks the decoder: a PNG is no JPEG */
    memset(&o, 0, sizeof(o));
    o.src_format = PT_FMT_JPEG;
    ck_assert_int_eq(render_opt(cpath("exif/pillow_exif.png"), "jpg",
                                "w_10", &o, &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_UNREADABLE);

    o.src_format = PT_FMT_SVG;
    ck_assert_int_eq(render_opt(cpath("malformed/giant.svg"), "png", "w_10",
                                &o, &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_UNREADABLE);
    ck_assert_str_eq(r.err, "unsupported image format");

    /* a truncated file fails while its pixels are computed */
    ck_assert_int_eq(render(cpath("malformed/truncated.jpg"), "jpg",
                            "w_100", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_UNREADABLE);
    ck_assert_ptr_null(r.out.data);
}
END_TEST


START_TEST(quality)
{
    size_t  dflt;
    rres    r;

    render_ok(cpath(LAND), "jpg", "w_400", &r);
    dflt = r.out.len;
    rfree(&r);
    render_ok(cpath(LAND), "jpg", "w_400,q_20", &r);
    ck_assert_msg(r.out.len * 2 < dflt, "%zu vs %zu", r.out.len, dflt);
    rfree(&r);
    render_ok(cpath(LAND), "jpg", "w_400,q_100", &r);
    ck_assert_msg(r.out.len > dflt * 2, "%zu vs %zu", r.out.len, dflt);
    rfree(&r);
}
END_TEST


START_TEST(timeout)
{
    rres  r;
    ropt  o;

    memset(&o, 0, sizeof(o));
    o.timeout = 0.001;
    ck_assert_int_eq(render_opt(cpath(BIG), "jpg", "w_400", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_TIMED_OUT);
    ck_assert_str_eq(r.err, "render timed out");
    ck_assert_ptr_null(r.out.data);

    /*
     * Killed while the pixels are computed: this render takes seconds
     * (a 12 MP blur), and must stop within a work unit of 0.3 s.
     */
    o.timeout = 0.3;
    ck_assert_int_eq(render_opt(cpath(BIG), "jpg", "blur_20", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_TIMED_OUT);
    ck_assert_msg(r.ms > 250 && r.ms < 1500, "%g ms", r.ms);

    /* the next render of the thread works */
    o.timeout = 30;
    ck_assert_int_eq(render_opt(cpath(BIG), "jpg", "w_400", &o, &r), PT_OK);
    rfree(&r);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_ops");

    tc = tcase_create("ops");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, crop_rect);
    tcase_add_test(tc, crop_oriented);
    tcase_add_test(tc, rot_flip);
    tcase_add_test(tc, pages);
    suite_add_tcase(s, tc);

    tc = tcase_create("limits");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, limits);
    tcase_add_test(tc, loaders);
    tcase_add_test(tc, quality);
    tcase_add_test(tc, timeout);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
