/*
 * Check suite for the filter plugin at pt_render's level
 * (render_filter.c), on real pictures: each effect against the same
 * render without it (faces/maher_portrait.jpg, a colour portrait on
 * green, as PNG so that nothing is lost to the encoder), the alpha of a
 * transparent PNG left as it was, a grey source, an animation, and the
 * order of the PostProcess stages (wt's text is drawn after the filter).
 */

#include <check.h>
#include <math.h>
#include <string.h>

#include "render_test.h"
#include "render/render_int.h"


#define MAHER  "faces/maher_portrait.jpg"                    /* 800x533 */
#define DICE   "images/PNG_transparency_demonstration_1.png"  /* RGBA */
#define GREY   "images/concert_gray.jpg"                     /* 1 band */
#define EARTH  "images/Rotating_earth_large.gif"             /* 44 frames */


static VipsImage *
rendered(const char *file, const char *ext, const char *tokens)
{
    rres        r;
    VipsImage  *img;

    render_ok(cpath(file), ext, tokens, &r);
    img = decode(&r);
    rfree(&r);

    return img;
}


/* img's pixels as bytes (g_free) */
static unsigned char *
bytes(VipsImage *img)
{
    size_t          len;
    unsigned char  *p;

    ck_assert_int_eq(img->BandFmt, VIPS_FORMAT_UCHAR);
    p = vips_image_write_to_memory(img, &len);
    ck_assert_ptr_nonnull(p);
    ck_assert_uint_eq(len, (size_t) img->Xsize * img->Ysize * img->Bands);

    return p;
}


/* the mean of band b over the w x h box at x, y */
static double
box_avg(VipsImage *img, int b, int x, int y, int w, int h)
{
    double      v;
    VipsImage  *area, *one;

    ck_assert_int_eq(vips_extract_area(img, &area, x, y, w, h, NULL), 0);
    ck_assert_int_eq(vips_extract_band(area, &one, b, NULL), 0);
    ck_assert_int_eq(vips_avg(one, &v, NULL), 0);
    g_object_unref(one);
    g_object_unref(area);

    return v;
}


/* the standard deviation of band b */
static double
band_dev(VipsImage *img, int b)
{
    double      v;
    VipsImage  *one;

    ck_assert_int_eq(vips_extract_band(img, &one, b, NULL), 0);
    ck_assert_int_eq(vips_deviate(one, &v, NULL), 0);
    g_object_unref(one);

    return v;
}


/* the mean HSV saturation */
static double
saturation(VipsImage *img)
{
    double      v;
    VipsImage  *hsv;

    ck_assert_int_eq(vips_sRGB2HSV(img, &hsv, NULL), 0);
    v = band_avg(hsv, 1);
    g_object_unref(hsv);

    return v;
}


/* every pixel's R, G and B equal */
static void
all_grey(VipsImage *img, const char *what)
{
    size_t          i, n;
    unsigned char  *p;

    ck_assert_int_ge(img->Bands, 3);
    p = bytes(img);
    n = (size_t) img->Xsize * img->Ysize;

    for (i = 0; i < n; i++) {
        ck_assert_msg(p[i * img->Bands] == p[i * img->Bands + 1]
                      && p[i * img->Bands + 1] == p[i * img->Bands + 2],
                      "%s: pixel %zu is %d %d %d", what, i,
                      p[i * img->Bands], p[i * img->Bands + 1],
                      p[i * img->Bands + 2]);
    }

    g_free(p);
}


START_TEST(grayscale)
{
    VipsImage  *plain, *f;

    plain = rendered(MAHER, "png", "w_400");
    f = rendered(MAHER, "png", "w_400,filter_grayscale");
    ck_assert_int_eq(f->Bands, 3);
    ck_assert_int_eq(f->Type, VIPS_INTERPRETATION_sRGB);
    all_grey(f, "grayscale");

    /* the picture's luma, not a flat grey */
    ck_assert_double_gt(band_dev(f, 0), 20);
    ck_assert_double_lt(fabs(band_avg(f, 0)
                             - (0.2126 * band_avg(plain, 0)
                                + 0.7152 * band_avg(plain, 1)
                                + 0.0722 * band_avg(plain, 2))), 2.0);

    g_object_unref(plain);
    g_object_unref(f);
}
END_TEST


START_TEST(sepia)
{
    long            mid;
    size_t          i, n;
    VipsImage      *f;
    unsigned char  *p, *q;

    f = rendered(MAHER, "png", "w_400,filter_sepia");
    ck_assert_int_eq(f->Bands, 3);
    p = bytes(f);
    n = (size_t) f->Xsize * f->Ysize;
    mid = 0;

    /* midtones (and everything else): R >= G >= B */
    for (i = 0; i < n; i++) {
        q = p + i * 3;

        if (q[1] >= 40 && q[1] <= 215) {
            mid++;
            ck_assert_msg(q[0] >= q[1] && q[1] >= q[2], "pixel %zu: %d %d "
                          "%d", i, q[0], q[1], q[2]);
        }
    }

    ck_assert_int_gt(mid, (long) n / 2);

    /* a brown tint, not a grey */
    ck_assert_double_gt(band_avg(f, 0), band_avg(f, 2) + 25);

    g_free(p);
    g_object_unref(f);
}
END_TEST


START_TEST(vignette)
{
    int         i, x, y, w, h;
    double      r;
    VipsImage  *plain, *f;

    plain = rendered(MAHER, "png", "w_400");
    f = rendered(MAHER, "png", "w_400,filter_vignette");
    w = f->Xsize;
    h = f->Ysize;

    /* each corner's 12x12 box at about half of the plain one */
    for (i = 0; i < 4; i++) {
        x = (i & 1) ? w - 12 : 0;
        y = (i & 2) ? h - 12 : 0;
        r = box_avg(f, 1, x, y, 12, 12) / box_avg(plain, 1, x, y, 12, 12);
        ck_assert_msg(r < 0.55, "corner %d: %g of the plain render", i, r);
    }

    /* the centre as it was */
    r = box_avg(f, 1, w / 2 - 10, h / 2 - 10, 20, 20)
        / box_avg(plain, 1, w / 2 - 10, h / 2 - 10, 20, 20);
    ck_assert_msg(r > 0.97, "centre: %g of the plain render", r);

    g_object_unref(plain);
    g_object_unref(f);
}
END_TEST


START_TEST(warm_cool)
{
    double      p, w, c;
    VipsImage  *plain, *warm, *cool;

    plain = rendered(MAHER, "png", "w_400");
    warm = rendered(MAHER, "png", "w_400,filter_warm");
    cool = rendered(MAHER, "png", "w_400,filter_cool");

    p = band_avg(plain, 0) / band_avg(plain, 2);
    w = band_avg(warm, 0) / band_avg(warm, 2);
    c = band_avg(cool, 0) / band_avg(cool, 2);
    ck_assert_msg(w > p * 1.1, "R/B: warm %g, plain %g", w, p);
    ck_assert_msg(c < p / 1.1, "R/B: cool %g, plain %g", c, p);

    /* green, the middle, barely moves */
    ck_assert_double_lt(fabs(band_avg(warm, 1) - band_avg(plain, 1)), 1.0);

    g_object_unref(plain);
    g_object_unref(warm);
    g_object_unref(cool);
}
END_TEST


START_TEST(contrast)
{
    int         b;
    VipsImage  *plain, *f;

    plain = rendered(MAHER, "png", "w_400");
    f = rendered(MAHER, "png", "w_400,filter_contrast");

    for (b = 0; b < 3; b++) {
        ck_assert_msg(band_dev(f, b) > band_dev(plain, b) * 1.1,
                      "band %d: %g, plain %g", b, band_dev(f, b),
                      band_dev(plain, b));
    }

    /* an S-curve through mid-grey: the mean stays near */
    ck_assert_double_lt(fabs(band_avg(f, 1) - band_avg(plain, 1)), 12);

    g_object_unref(plain);
    g_object_unref(f);
}
END_TEST


START_TEST(vibrance)
{
    double      p, v;
    VipsImage  *plain, *f;

    plain = rendered(MAHER, "png", "w_400");
    f = rendered(MAHER, "png", "w_400,filter_vibrance");

    p = saturation(plain);
    v = saturation(f);
    ck_assert_msg(v > p * 1.1, "saturation %g, plain %g", v, p);

    /* hue kept: the green background stays green */
    ck_assert(box_avg(f, 1, 0, 0, 30, 30) > box_avg(f, 0, 0, 0, 30, 30));

    g_object_unref(plain);
    g_object_unref(f);
}
END_TEST


/* the alpha of a transparent PNG is the plain render's, byte for byte */
START_TEST(alpha_kept)
{
    int             i;
    char            tok[64];
    size_t          j, n;
    VipsImage      *plain, *f;
    unsigned char  *a, *b;
    static const char  *names[] = {
        "sepia", "grayscale", "vibrance", "contrast", "vignette", "warm",
        "cool"
    };

    plain = rendered(DICE, "png", "w_200");
    ck_assert_int_eq(plain->Bands, 4);
    a = bytes(plain);
    n = (size_t) plain->Xsize * plain->Ysize;

    for (i = 0; i < 7; i++) {
        pt_snprintf(tok, sizeof(tok), "w_200,filter_%s", names[i]);
        f = rendered(DICE, "png", tok);
        ck_assert_int_eq(f->Bands, 4);
        b = bytes(f);

        for (j = 0; j < n; j++) {
            ck_assert_msg(a[j * 4 + 3] == b[j * 4 + 3], "%s: pixel %zu "
                          "alpha %d, plain %d", names[i], j, b[j * 4 + 3],
                          a[j * 4 + 3]);
        }

        /* and the colour did change */
        ck_assert(memcmp(a, b, n * 4) != 0);
        g_free(b);
        g_object_unref(f);
    }

    g_free(a);
    g_object_unref(plain);
}
END_TEST


/* a one-band source becomes sRGB for the effects */
START_TEST(grey_source)
{
    VipsImage  *f;

    f = rendered(GREY, "png", "filter_sepia");
    ck_assert_int_eq(f->Bands, 3);
    ck_assert_double_gt(band_avg(f, 0), band_avg(f, 2) + 10);
    g_object_unref(f);

    f = rendered(GREY, "png", "filter_grayscale");
    all_grey(f, "grey grayscale");
    g_object_unref(f);
}
END_TEST


/*
 * PostProcess in the pipeline's order (docs/API.md "Delivery") whatever
 * the tokens' order: the filter,
 * then wt's white text.  Sepia's blue is 0.937 of white at most, so a
 * pure white pixel can only be the text's.
 */
START_TEST(order)
{
    long            white;
    double          max;
    size_t          i, n;
    rres            r1, r2;
    VipsImage      *f, *blue;
    unsigned char  *p;

    render_ok(cpath(MAHER), "png", "w_400,filter_sepia,wt_Hello", &r1);
    render_ok(cpath(MAHER), "png", "w_400,wt_Hello,filter_sepia", &r2);
    ck_assert_uint_eq(r1.out.len, r2.out.len);
    ck_assert(memcmp(r1.out.data, r2.out.data, r1.out.len) == 0);

    f = decode(&r1);
    p = bytes(f);
    n = (size_t) f->Xsize * f->Ysize;

    for (white = 0, i = 0; i < n; i++) {
        white += p[i * 3] == 255 && p[i * 3 + 1] == 255
                 && p[i * 3 + 2] == 255;
    }

    ck_assert_msg(white > 20, "%ld white pixels", white);
    g_free(p);
    g_object_unref(f);
    rfree(&r1);
    rfree(&r2);

    /* without the text, no pixel's blue reaches 255 */
    f = rendered(MAHER, "png", "w_400,filter_sepia");
    ck_assert_int_eq(vips_extract_band(f, &blue, 2, NULL), 0);
    ck_assert_int_eq(vips_max(blue, &max, NULL), 0);
    ck_assert_double_le(max, 240);
    g_object_unref(blue);
    g_object_unref(f);
}
END_TEST


START_TEST(animation)
{
    rres        r;
    VipsImage  *f;

    render_ok(cpath(EARTH), "gif", "w_200,filter_grayscale", &r);
    ck_assert_int_eq(r.out.frames, 44);
    f = decode(&r);
    rfree(&r);
    ck_assert_int_eq(f->Ysize, 44 * 200);
    all_grey(f, "every frame");
    g_object_unref(f);
}
END_TEST


/* without its token the stage hands its input on, uncopied */
START_TEST(no_token)
{
    pt_transform  t;

    stage_skipped(pt_render_filter, "w_10,bg_remove", &t);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_filter");

    tc = tcase_create("filter");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, grayscale);
    tcase_add_test(tc, sepia);
    tcase_add_test(tc, vignette);
    tcase_add_test(tc, warm_cool);
    tcase_add_test(tc, contrast);
    tcase_add_test(tc, vibrance);
    tcase_add_test(tc, alpha_kept);
    tcase_add_test(tc, grey_source);
    tcase_add_test(tc, order);
    tcase_add_test(tc, animation);
    tcase_add_test(tc, no_token);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
