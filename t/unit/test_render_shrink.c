/*
 * Check suite for shrink-on-load (pictor_shrink_on_load): the factor each
 * policy picks for a source size, tokens (w h dpr fit crop) and format,
 * with the rounding edges; then a 4032x3024 photo through pt_render at
 * w_400 under both policies: the requested size, different bytes, and
 * both close to a reference made from the full decode.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"
#include "render/render_int.h"


#define PHOTO  "images/missing-exif.jpg"                   /* 4032x3024 */


typedef struct {
    int          sw, sh;
    const char  *tokens;
    pt_format    fmt;
    double       fast, conservative;
} shrink_case;


static const shrink_case  shrink_cases[] = {
    /* 4032 at 1/8 is 504: the peers' rule takes it down to the target,
     * but a level less where the whole factor is the shrink (sharp) */
    { 4032, 3024, "w_400", PT_FMT_JPEG, 8, 4 },
    { 4032, 3024, "w_448", PT_FMT_JPEG, 8, 4 },
    { 4032, 3024, "w_449", PT_FMT_JPEG, 4, 4 },
    { 4032, 3024, "w_504", PT_FMT_JPEG, 4, 4 },
    { 4032, 3024, "w_505", PT_FMT_JPEG, 4, 2 },
    { 4032, 3024, "w_1008", PT_FMT_JPEG, 2, 2 },
    { 4032, 3024, "w_1009", PT_FMT_JPEG, 2, 1 },
    { 4032, 3024, "w_2016", PT_FMT_JPEG, 1, 1 },
    { 2725, 2225, "w_1000", PT_FMT_JPEG, 1, 1 },
    { 2725, 2225, "w_908", PT_FMT_JPEG, 2, 1 },
    { 4032, 3024, "w_2017", PT_FMT_JPEG, 1, 1 },
    { 4032, 3024, "h_378", PT_FMT_JPEG, 4, 4 },
    { 4032, 3024, "h_379", PT_FMT_JPEG, 4, 2 },
    { 4032, 3024, "w_100", PT_FMT_JPEG, 8, 8 },
    /* libvips 8.14 rounds down: 2725 at 1/8 is 340, not 341 */
    { 2725, 2225, "w_340", PT_FMT_JPEG, 4, 4 },
    { 2725, 2225, "w_300", PT_FMT_JPEG, 8, 4 },
    { 2725, 2225, "w_341", PT_FMT_JPEG, 4, 2 },
    /* dpr multiplies the target first */
    { 4032, 3024, "w_200,dpr_2", PT_FMT_JPEG, 8, 4 },
    { 4032, 3024, "w_253,dpr_2", PT_FMT_JPEG, 4, 2 },
    /* two sides: cover and fill need both, inside the smaller box */
    { 4032, 3024, "w_400,h_400,fit_cover", PT_FMT_JPEG, 4, 2 },
    { 4032, 3024, "w_400,h_400,fit_fill", PT_FMT_JPEG, 4, 2 },
    { 4032, 3024, "w_400,h_400,fit_inside", PT_FMT_JPEG, 8, 4 },
    { 4032, 3024, "w_400,h_400,fit_outside", PT_FMT_JPEG, 4, 2 },
    { 4032, 3024, "w_400,h_400,fit_contain", PT_FMT_JPEG, 8, 4 },
    { 3024, 4032, "w_400,h_400,fit_cover", PT_FMT_JPEG, 4, 2 },
    /* a crop: the region after the shrink must still cover the target */
    { 4032, 3024, "cx_0,cy_0,cw_2016,ch_1512,w_252", PT_FMT_JPEG, 4, 4 },
    { 4032, 3024, "cx_0,cy_0,cw_2016,ch_1512,w_224", PT_FMT_JPEG, 8, 4 },
    { 4032, 3024, "cx_0,cy_0,cw_2016,ch_1512,w_253", PT_FMT_JPEG, 4, 2 },
    /* no resize, an enlargement, pad of a smaller source: none */
    { 4032, 3024, "q_80", PT_FMT_JPEG, 1, 1 },
    { 400, 300, "w_800", PT_FMT_JPEG, 1, 1 },
    { 400, 300, "w_800,h_800,fit_pad", PT_FMT_JPEG, 1, 1 },
    /* other formats decode whole */
    { 4032, 3024, "w_400", PT_FMT_PNG, 1, 1 },
    { 4032, 3024, "w_400", PT_FMT_TIFF, 1, 1 },
    /* WebP's scale brings the region to the target itself */
    { 1024, 772, "w_300", PT_FMT_WEBP, 1024.0 / 300, 1 },
    { 1024, 772, "w_200", PT_FMT_WEBP, 772.0 / 151, 2 },   /* 200x151 */
    { 1024, 772, "h_193", PT_FMT_WEBP, 772.0 / 193, 2 },
    { 1024, 772, "w_1024", PT_FMT_WEBP, 1, 1 }
};


static double
shrink_of(const shrink_case *sc, pt_shrink_policy policy)
{
    rgeom           g;
    pt_render_load  load;

    geometry(&g, sc->sw, sc->sh, sc->tokens, policy);

    pt_render_shrink(&g.c.geom, sc->fmt, policy, NULL, &load);
    ck_assert_int_eq(load.kind, load.factor > 1.0
                                ? (sc->fmt == PT_FMT_JPEG ? PT_LOAD_JPEG
                                                          : PT_LOAD_WEBP)
                                : PT_LOAD_FULL);

    return load.factor;
}


START_TEST(shrink_choice)
{
    double              got, want;
    const shrink_case  *sc;

    sc = &shrink_cases[_i];

    got = shrink_of(sc, PT_SHRINK_FAST);
    want = sc->fast;
    ck_assert_msg(got > want - 1e-3 && got < want + 1e-3,
                  "fast %dx%d %s (format %d): %g, want %g", sc->sw, sc->sh,
                  sc->tokens, (int) sc->fmt, got, want);

    got = shrink_of(sc, PT_SHRINK_CONSERVATIVE);
    want = sc->conservative;
    ck_assert_msg(got > want - 1e-3 && got < want + 1e-3,
                  "conservative %dx%d %s (format %d): %g, want %g", sc->sw,
                  sc->sh, sc->tokens, (int) sc->fmt, got, want);
}
END_TEST


START_TEST(photo_both_policies)
{
    int         i;
    double      d[2];
    char        path[1024];
    ropt        o;
    rres        r[2];
    VipsImage  *full, *ref, *img;

    pt_snprintf(path, sizeof(path), "%s", cpath(PHOTO));

    /* the reference: every pixel decoded, lanczos3 to 400x300 */
    ck_assert_int_eq(vips_jpegload(path, &full, NULL), 0);
    ck_assert_int_eq(full->Xsize, 4032);
    ck_assert_int_eq(vips_resize(full, &ref, 400.0 / 4032, NULL), 0);
    ck_assert_int_eq(ref->Xsize, 400);
    ck_assert_int_eq(ref->Ysize, 300);

    for (i = 0; i < 2; i++) {
        memset(&o, 0, sizeof(o));
        o.shrink = i == 0 ? PT_SHRINK_FAST : PT_SHRINK_CONSERVATIVE;
        ck_assert_msg(render_opt(path, "jpg", "w_400,q_90", &o, &r[i])
                      == PT_OK, "policy %d: %s", i, r[i].err);
        ck_assert_int_eq(r[i].out.width, 400);
        ck_assert_int_eq(r[i].out.height, 300);

        img = decode(&r[i]);
        ck_assert_int_eq(img->Xsize, 400);
        ck_assert_int_eq(img->Ysize, 300);
        d[i] = absdiff(img, ref);
        g_object_unref(img);
    }

    /* the two decodes differ, so do the bytes; both look like the photo */
    ck_assert_msg(r[0].out.len != r[1].out.len
                  || memcmp(r[0].out.data, r[1].out.data, r[0].out.len)
                     != 0, "fast and conservative gave the same bytes");
    ck_assert_msg(d[0] < 3.0 && d[1] < 3.0, "mean difference from the "
                  "reference: fast %.3f, conservative %.3f", d[0], d[1]);

    rfree(&r[0]);
    rfree(&r[1]);
    g_object_unref(ref);
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

    s = suite_create("render_shrink");

    tc = tcase_create("choice");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, shrink_choice, 0,
                        sizeof(shrink_cases) / sizeof(shrink_cases[0]));
    suite_add_tcase(s, tc);

    tc = tcase_create("photo");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, photo_both_policies);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
