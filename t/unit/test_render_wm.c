/*
 * Check suite for pt_render's watermark: a red rectangle drawn on a white
 * picture lands at each of the nine positions with the 2% margin, at
 * wm_scale % of the output's width, at wm_opacity, on a grey picture, on
 * every frame of an animation; a file that is no image is refused.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"


#define EARTH  "images/Rotating_earth_large.gif"        /* 44 frames */


/* red wm over white 400x300: the red rectangle's place and size */
static void
check_wm(const char *base, const char *wm, const char *tokens, int x0,
    int y0, int w, int h)
{
    double      g, want;
    rres        r;
    ropt        o;
    VipsImage  *img;

    memset(&o, 0, sizeof(o));
    o.wm = wm;
    ck_assert_msg(render_opt(base, "png", tokens, &o, &r) == PT_OK, "%s: %s",
                  tokens, r.err);
    img = decode(&r);
    rfree(&r);

    ck_assert_msg(px(img, x0 + w / 2, y0 + h / 2, 0) == 255
                  && px(img, x0 + w / 2, y0 + h / 2, 1) == 0, "%s: centre",
                  tokens);
    ck_assert_msg(px(img, x0, y0, 1) == 0
                  && px(img, x0 + w - 1, y0 + h - 1, 1) == 0, "%s: corners",
                  tokens);

    if (x0 > 0) {
        ck_assert_msg(px(img, x0 - 1, y0, 1) == 255, "%s: left", tokens);
    }

    if (y0 + h < img->Ysize) {
        ck_assert_msg(px(img, x0, y0 + h, 1) == 255, "%s: below", tokens);
    }

    /* green is 0 under the watermark alone: its area, exactly */
    g = band_avg(img, 1);
    want = 255.0 * (1.0 - (double) w * h / (img->Xsize * img->Ysize));
    ck_assert_msg(g - want < 0.01 && want - g < 0.01, "%s: area %g vs %g",
                  tokens, g, want);

    g_object_unref(img);
}


START_TEST(watermark)
{
    int         i;
    char        base[512], wm[512], tokens[64];
    rres        r;
    ropt        o;
    VipsImage  *img;
    double      min;
    static const rrect  red[] = { { 0, 0, 100, 50, { 255, 0, 0 } } };
    static const char  *pos[] = { "tl", "t", "tr", "l", "c", "r",
                                  "bl", "b", "br" };
    /* margin 300 / 50 = 6 */
    static const int    xs[] = { 6, 150, 294 }, ys[] = { 6, 125, 244 };

    pt_snprintf(base, sizeof(base), "%s",
                synth("base.png", 400, 300, 3, 255.0, NULL, 0));
    pt_snprintf(wm, sizeof(wm), "%s",
                synth("wm.png", 100, 50, 3, 0.0, red, 1));

    for (i = 0; i < 9; i++) {
        pt_snprintf(tokens, sizeof(tokens), "wm_logo,wm_pos_%s", pos[i]);
        check_wm(base, wm, tokens, xs[i % 3], ys[i / 3], 100, 50);
    }

    /* the default is br; wm_scale is % of the output's width */
    check_wm(base, wm, "wm_logo", 294, 244, 100, 50);
    check_wm(base, wm, "wm_logo,wm_scale_50,wm_pos_tl", 6, 6, 200, 100);
    check_wm(base, wm, "w_200,wm_logo,wm_pos_tl", 3, 3, 50, 25);

    memset(&o, 0, sizeof(o));
    o.wm = wm;
    ck_assert_int_eq(render_opt(base, "png", "wm_logo,wm_opacity_50", &o,
                                &r), PT_OK);
    img = decode(&r);
    rfree(&r);
    ck_assert_int_eq(px(img, 344, 269, 0), 255);
    ck_assert(px(img, 344, 269, 1) > 124 && px(img, 344, 269, 1) < 131);
    g_object_unref(img);

    ck_assert_int_eq(render_opt(base, "png", "wm_logo,wm_opacity_0", &o,
                                &r), PT_OK);
    img = decode(&r);
    rfree(&r);
    ck_assert_int_eq(vips_min(img, &min, NULL), 0);
    ck_assert_int_eq(min, 255);
    g_object_unref(img);

    /* a grey picture gets a red watermark */
    pt_snprintf(base, sizeof(base), "%s",
                synth("grey.png", 400, 300, 1, 128.0, NULL, 0));
    ck_assert_int_eq(render_opt(base, "jpg", "wm_logo,wm_pos_c", &o, &r),
                     PT_OK);
    img = decode(&r);
    rfree(&r);
    ck_assert_int_eq(img->Bands, 3);
    ck_assert(px(img, 200, 150, 0) > 240 && px(img, 200, 150, 1) < 15);
    ck_assert(px(img, 20, 20, 0) > 120 && px(img, 20, 20, 0) < 136);
    g_object_unref(img);

    /* every frame of an animation: 25x13 at 73,85 of each 100x100 */
    ck_assert_int_eq(render_opt(cpath(EARTH), "gif", "w_100,wm_logo", &o,
                                &r), PT_OK);
    ck_assert_int_eq(r.out.frames, 44);
    img = decode(&r);
    rfree(&r);

    for (i = 0; i < 44; i += 43) {
        ck_assert_msg(px(img, 85, i * 100 + 91, 0) > 200
                      && px(img, 85, i * 100 + 91, 1) < 60, "frame %d", i);
    }

    g_object_unref(img);

    /* a watermark file that is no image */
    o.wm = cpath("malformed/fixture-json.webp");
    ck_assert_int_eq(render_opt(base, "jpg", "wm_logo", &o, &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_UNREADABLE);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_wm");

    tc = tcase_create("watermark");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, watermark);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
