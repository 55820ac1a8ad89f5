/*
 * Check suite for what a libvips operation may spend (guard.c,
 * memcost.c, render_budget.c): admission against the budget (never, at
 * once, after others release, busy at the deadline), the estimates'
 * rules on made images (progressive and subsampled JPEG, interlaced and
 * 16-bit PNG), pt_render, pt_probe_file and pt_strip_file answering 422
 * and busy from their estimates, AVIF refused when aom could not end by
 * the deadline, and the default budget (1 GiB) admitting every probe,
 * render and strip of the corpus.  Each test runs forked, so budgets and
 * holdings do not leak between them.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"
#include "media/guard.h"
#include "media/media_load.h"
#include "media/memcost.h"
#include "render/render_int.h"


#define BIG   "images/missing-exif.jpg"          /* 4032x3024 progressive */
#define MB    (1024ULL * 1024ULL)


START_TEST(admit_rules)
{
    pt_guard  a, b, c;

    /* no budget: everything is admitted */
    pt_guard_start(&a, 0);
    ck_assert_int_eq(pt_guard_admit(&a, 1ULL << 50), PT_GUARD_OK);
    pt_guard_end(&a);

    pt_guard_set_budget(100);
    ck_assert_int_eq(pt_guard_budget(), 100);

    pt_guard_start(&a, 0);
    ck_assert_int_eq(pt_guard_admit(&a, 101), PT_GUARD_NEVER);
    ck_assert_int_eq(pt_guard_admit(&a, 60), PT_GUARD_OK);
    ck_assert_int_eq(a.held, 60);

    /* 60 + 60 > 100: waits, here until its own deadline, then busy */
    pt_guard_start(&b, 0.05);
    ck_assert_int_eq(pt_guard_admit(&b, 60), PT_GUARD_BUSY);
    ck_assert_int_eq(b.held, 0);
    ck_assert_int_eq(pt_guard_admit(&b, 40), PT_GUARD_OK);

    /* given back: room again */
    pt_guard_end(&a);
    ck_assert_int_eq(a.held, 0);
    pt_guard_start(&c, 0.05);
    ck_assert_int_eq(pt_guard_admit(&c, 60), PT_GUARD_OK);
    pt_guard_end(&b);
    pt_guard_end(&c);

    /* everything was returned: the whole budget is free */
    pt_guard_start(&a, 0.05);
    ck_assert_int_eq(pt_guard_admit(&a, 100), PT_GUARD_OK);
    pt_guard_end(&a);
}
END_TEST


static gpointer
admit_thread(gpointer data)
{
    pt_guard  g;
    long      rc;

    (void) data;

    pt_guard_start(&g, 0);
    rc = pt_guard_admit(&g, 80);
    pt_guard_end(&g);

    return (gpointer) rc;
}


START_TEST(admit_after_release)
{
    pt_guard   a;
    GThread   *th;

    pt_guard_set_budget(100);
    pt_guard_start(&a, 0);
    ck_assert_int_eq(pt_guard_admit(&a, 80), PT_GUARD_OK);

    /* the thread needs 80 too: it is admitted once a gives them back */
    th = g_thread_new("admit", admit_thread, NULL);
    g_usleep(100 * 1000);
    pt_guard_end(&a);

    ck_assert_int_eq((long) g_thread_join(th), PT_GUARD_OK);
}
END_TEST


/* a w x h image of bands, saved as file with options; its header */
static void
made(const char *file, int w, int h, int bands, VipsBandFormat fmt,
    const char *opts, pt_cost_src *s)
{
    char        name[600];
    pt_format   pf;
    VipsImage  *black, *cast, *hdr;

    ck_assert_int_eq(vips_black(&black, w, h, "bands", bands, NULL), 0);
    ck_assert_int_eq(vips_cast(black, &cast, fmt, NULL), 0);

    if (bands == 3) {
        cast->Type = fmt == VIPS_FORMAT_USHORT ? VIPS_INTERPRETATION_RGB16
                                               : VIPS_INTERPRETATION_sRGB;
    }

    pt_snprintf(name, sizeof(name), "%s%s", tpath(file), opts);
    ck_assert_int_eq(vips_image_write_to_file(cast, name, NULL), 0);
    g_object_unref(black);
    g_object_unref(cast);

    pf = sniff_file(tpath(file));
    ck_assert_int_eq(pt_media_load(tpath(file), pf, 0, 1, 1,
                                   VIPS_ACCESS_SEQUENTIAL, &hdr), 0);
    pt_cost_header(s, hdr, pf, tpath(file));
    s->frames = 1;
    g_object_unref(hdr);
}


START_TEST(estimates)
{
    pt_cost_src         p444, p420, base, png, pngi, pngi16;
    unsigned long long  rows;

    /* progressive: every coefficient, 2 bytes, whatever the shrink */
    made("p444.jpg", 1600, 1200, 3, VIPS_FORMAT_UCHAR,
         "[interlace,subsample-mode=off]", &p444);
    made("p420.jpg", 1600, 1200, 3, VIPS_FORMAT_UCHAR,
         "[interlace,subsample-mode=on]", &p420);
    made("base.jpg", 1600, 1200, 3, VIPS_FORMAT_UCHAR, "", &base);
    ck_assert(p444.interlaced && !p444.subsampled);
    ck_assert(p420.interlaced && p420.subsampled);
    ck_assert(!base.interlaced);

    rows = pt_cost_decode(&base, 8, 0);
    ck_assert_int_eq(pt_cost_decode(&p444, 8, 0) - rows, 1600 * 1200 * 6);
    ck_assert_int_eq(pt_cost_decode(&p420, 8, 0) - rows, 1600 * 1200 * 4);
    /* baseline streams: a few rows of the shrunk width */
    ck_assert_uint_lt(rows, 1600ULL * 1200 * 3 / 2);

    /* random access keeps the decoded (shrunk) image */
    ck_assert_int_eq(pt_cost_decode(&base, 2, 1) - pt_cost_decode(&base, 2,
                                                                   0),
                     800 * 600 * 3);

    /* Adam7 PNG: decoded whole, 16 bits twice 8 */
    made("plain.png", 1600, 1200, 3, VIPS_FORMAT_UCHAR, "", &png);
    made("i8.png", 1600, 1200, 3, VIPS_FORMAT_UCHAR, "[interlace]", &pngi);
    made("i16.png", 1600, 1200, 3, VIPS_FORMAT_USHORT, "[interlace]",
         &pngi16);
    ck_assert_int_eq(pngi16.sample, 2);
    ck_assert_int_eq(pt_cost_decode(&pngi, 1, 0) - pt_cost_decode(&png, 1, 0),
                     1600 * 1200 * 3);
    ck_assert_int_eq(pt_cost_decode(&pngi16, 1, 0),
                     2 * pt_cost_decode(&pngi, 1, 0));

    /* encoders: a GIF animation costs per frame, a still WebP per pixel */
    ck_assert_uint_gt(pt_cost_encode(PT_FMT_GIF, 400, 400, 44),
                      pt_cost_encode(PT_FMT_GIF, 400, 400, 1) * 5);
    ck_assert_uint_gt(pt_cost_encode(PT_FMT_AVIF, 1000, 1000, 1),
                      pt_cost_encode(PT_FMT_JPEG, 1000, 1000, 1));
}
END_TEST


START_TEST(refusals)
{
    char             err[256];
    rres             r;
    ropt             o;
    pt_guard         hold;
    pt_probe         pr;
    pt_limits        lim = { .max_pixels = 100000000ULL, .max_frames = 500,
                             .timeout = 0.2 };

    /* the 12 MP progressive JPEG holds ~48 MB of coefficients; a probe
     * that takes it whole by its structure refuses it the same */
    pt_guard_set_budget(50 * MB);

    ck_assert_int_eq(render(cpath(BIG), "jpg", "w_400", &r), PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    ck_assert_msg(strstr(r.err, "more than the 50 MB") != NULL, "%s", r.err);
    ck_assert_ptr_null(r.out.data);

    ck_assert_int_eq(probe_cause(cpath(BIG), PT_FMT_JPEG, &lim, &pr, err,
                                   sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(err, "more than the 50 MB"));
    ck_assert_int_eq(strip_cause(cpath(BIG), tpath("s.jpg"), PT_FMT_JPEG,
                                   &lim, err, sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(err, "more than the 50 MB"));

    /* with room for one but 200 MB held elsewhere: busy at the deadline */
    pt_guard_set_budget(256 * MB);
    pt_guard_start(&hold, 0);
    ck_assert_int_eq(pt_guard_admit(&hold, 200 * MB), PT_GUARD_OK);

    memset(&o, 0, sizeof(o));
    o.timeout = 0.2;
    ck_assert_int_eq(render_opt(cpath(BIG), "jpg", "w_400", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_BUSY);
    ck_assert_msg(strstr(r.err, "did not free up in time") != NULL, "%s",
                  r.err);
    /* the structure walk waits for no memory; the decode does */
    ck_assert_int_eq(probe_cause(cpath(BIG), PT_FMT_JPEG, &lim, &pr, err,
                                   sizeof(err)), PT_PASSED);
    lim.full_decode = 1;
    ck_assert_int_eq(probe_cause(cpath(BIG), PT_FMT_JPEG, &lim, &pr, err,
                                   sizeof(err)), PT_E_BUSY);
    ck_assert_int_eq(strip_cause(cpath(BIG), tpath("s.jpg"), PT_FMT_JPEG,
                                   &lim, err, sizeof(err)), PT_E_BUSY);

    /* once given back, all three run */
    pt_guard_end(&hold);
    render_ok(cpath(BIG), "jpg", "w_400", &r);
    rfree(&r);
    lim.timeout = 30;
    ck_assert_int_eq(probe_cause(cpath(BIG), PT_FMT_JPEG, &lim, &pr, err,
                                   sizeof(err)), PT_PASSED);
    ck_assert_int_eq(strip_cause(cpath(BIG), tpath("s.jpg"), PT_FMT_JPEG,
                                   &lim, err, sizeof(err)), PT_PASSED);
}
END_TEST


START_TEST(avif_deadline)
{
    pt_render_ctx  c;
    pt_error       e;
    VipsImage     *img;

    memset(&c, 0, sizeof(c));
    c.e = &e;
    ck_assert_int_eq(vips_black(&img, 4000, 3000, "bands", 3, NULL), 0);

    /* 12 MP of aom cannot end within 10 ms */
    pt_guard_start(&c.guard, 0.01);
    ck_assert_int_eq(pt_render_avif_time(&c, img), PT_ERROR);
    ck_assert_int_eq(e.cause, PT_E_TIMED_OUT);

    memset(&c, 0, sizeof(c));
    pt_guard_start(&c.guard, 60);
    ck_assert_int_eq(pt_render_avif_time(&c, img), PT_OK);

    /* without a deadline nothing is refused */
    memset(&c, 0, sizeof(c));
    pt_guard_start(&c.guard, 0);
    ck_assert_int_eq(pt_render_avif_time(&c, img), PT_OK);

    g_object_unref(img);
}
END_TEST


START_TEST(corpus_default_budget)
{
    size_t           i;
    char             err[256];
    rres             r;
    pt_probe         pr;
    pt_format        f;
    pt_cause         rc;
    pt_limits        lim = { .max_pixels = 100000000ULL, .max_frames = 500 };
    static const char  *files[] = {
        "images/missing-exif.jpg", "images/2569067123_aca715a2ee_o.jpg",
        "images/PNG_transparency_demonstration_1.png",
        "images/Rotating_earth_large.gif", "images/4.webp",
        "images/5_webp_a.webp", "images/rotating-squares.webp",
        "images/pitm.avif", "images/avif-orientation-6.avif",
        "images/libvips_sample_rgb16.png", "images/concert_gray.jpg",
        "images/libvips_sample.tif", "exif/exifer_photo_iphonex.jpg",
        "exif/Landscape_6.jpg", "exif/xmp_test_adobergb.jpg",
        "exif/Channel_digital_image_CMYK_color.jpg",
        "exif/tifftag-photoshop.tiff",
        "exif/gopher-exif-orientation-cw90.png", "exif/pillow_exif.png",
        "exif/hopper_orientation_6.webp"
    };

    pt_guard_set_budget(1024 * MB);

    for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
        f = sniff_file(cpath(files[i]));
        rc = probe_cause(cpath(files[i]), f, &lim, &pr, err, sizeof(err));
        ck_assert_msg(rc == PT_PASSED, "probe %s: %d %s", files[i], rc,
                      err);

        render_ok(cpath(files[i]), f == PT_FMT_GIF ? "gif" : "webp",
                  "w_400", &r);
        rfree(&r);
        render_ok(cpath(files[i]), "avif", "", &r);
        rfree(&r);

        ck_assert_msg(strip_cause(cpath(files[i]), tpath("s.out"), f,
                                    &lim, err, sizeof(err)) == PT_PASSED,
                      "strip %s: %s", files[i], err);
    }
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("guard");

    tc = tcase_create("admission");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, admit_rules);
    tcase_add_test(tc, admit_after_release);
    tcase_add_test(tc, estimates);
    tcase_add_test(tc, refusals);
    tcase_add_test(tc, avif_deadline);
    suite_add_tcase(s, tc);

    tc = tcase_create("corpus");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, corpus_default_budget);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
