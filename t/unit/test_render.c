/*
 * Check suite for pt_render's resize: exact output sizes of every fit on
 * a landscape and a portrait source, w or h alone, dpr, and where cover
 * cuts and contain and pad pad for each gravity, entropy and attention
 * included (synthetic images whose pixels say where they came from).
 * Crop, rot, flip, pages, limits, loaders, q and the timeout are in
 * test_render_ops.c; outputs in test_render_out.c; watermarks in
 * test_render_wm.c.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"


#define LAND      "images/2569067123_aca715a2ee_o.jpg"     /* 2725x2225 */
#define PORTRAIT  "images/libvips_sample.tif"              /* 290x442 */


typedef struct {
    const char  *tokens;
    int          w, h;
} geom_case;


static void
check_sizes(const char *file, const geom_case *c, size_t n)
{
    size_t      i;
    char        path[1024];
    rres        r;
    VipsImage  *img;

    pt_snprintf(path, sizeof(path), "%s", cpath(file));

    for (i = 0; i < n; i++) {
        render_ok(path, "jpg", c[i].tokens, &r);
        ck_assert_msg(r.out.width == c[i].w && r.out.height == c[i].h,
                      "%s %s: %dx%d, want %dx%d", file, c[i].tokens,
                      r.out.width, r.out.height, c[i].w, c[i].h);

        img = decode(&r);
        ck_assert_msg(img->Xsize == c[i].w && img->Ysize == c[i].h,
                      "%s %s: decoded %dx%d", file, c[i].tokens,
                      img->Xsize, img->Ysize);
        g_object_unref(img);
        rfree(&r);
    }
}


START_TEST(fit_landscape)
{
    static const geom_case  c[] = {
        { "w_300,h_200", 245, 200 },
        { "w_300,h_200,fit_inside", 245, 200 },
        { "w_300,h_200,fit_cover", 300, 200 },
        { "w_300,h_200,fit_contain", 300, 200 },
        { "w_300,h_200,fit_fill", 300, 200 },
        { "w_300,h_200,fit_outside", 300, 245 },
        { "w_300,h_200,fit_pad", 300, 200 },
        { "w_300", 300, 245 },
        { "h_200", 245, 200 },
        { "w_300,fit_cover", 300, 245 },
        { "w_300,dpr_2", 600, 490 },
        { "h_100,dpr_1.5", 184, 150 },
        { "w_150,h_100,fit_cover,dpr_3", 450, 300 },
        { "w_3000", 3000, 2450 },                 /* inside enlarges */
        { "w_3000,h_3000,fit_pad", 3000, 3000 },
        { "dpr_2", 2725, 2225 }                   /* nothing to scale */
    };

    check_sizes(LAND, c, sizeof(c) / sizeof(c[0]));
}
END_TEST


START_TEST(fit_portrait)
{
    static const geom_case  c[] = {
        { "w_100,h_100", 66, 100 },
        { "w_100,h_100,fit_cover", 100, 100 },
        { "w_100,h_100,fit_contain", 100, 100 },
        { "w_100,h_100,fit_fill", 100, 100 },
        { "w_100,h_100,fit_outside", 100, 152 },
        { "w_100,h_100,fit_pad", 100, 100 },
        { "w_100", 100, 152 },
        { "h_100", 66, 100 },
        { "h_100,dpr_2", 131, 200 }
    };
    static const geom_case  oriented[] = {
        /* 4032x3024 stored, EXIF orientation 6: 3024x4032 displayed */
        { "w_300", 300, 400 },
        { "h_300", 225, 300 },
        { "w_300,h_300,fit_outside", 300, 400 }
    };

    check_sizes(PORTRAIT, c, sizeof(c) / sizeof(c[0]));
    check_sizes("exif/exifer_photo_iphonex.jpg", oriented,
                sizeof(oriented) / sizeof(oriented[0]));
}
END_TEST


/* w or h alone is the output's side exactly, whatever the rounding */
START_TEST(fit_one_side)
{
    size_t       i, j;
    char         path[1024], tokens[64];
    rres         r;
    const char  *fit[] = { "", ",fit_cover", ",fit_contain", ",fit_fill",
                           ",fit_outside", ",fit_pad" };
    static const struct {
        const char  *file;
        const char  *side;          /* "w_100" */
        int          w, h;
    } c[] = {
        /* 2224x1634 displayed: 73 high would be 99 wide */
        { "exif/gopher-exif-orientation-cw90.png", "w_100", 100, 73 },
        { "exif/gopher-exif-orientation-cw90.png", "h_73", 99, 73 },
        { "exif/gopher-exif-orientation-cw90.png", "w_7", 7, 5 },
        { "exif/gopher-exif-orientation-cw90.png", "h_5", 7, 5 },
        { "images/concert_gray.jpg", "w_333", 333, 222 },
        { "images/concert_gray.jpg", "h_222", 333, 222 },
        { "images/libvips_sample.tif", "w_99", 99, 151 },
        { "images/libvips_sample.tif", "h_151", 99, 151 }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        pt_snprintf(path, sizeof(path), "%s", cpath(c[i].file));

        for (j = 0; j < sizeof(fit) / sizeof(fit[0]); j++) {
            pt_snprintf(tokens, sizeof(tokens), "%s%s", c[i].side, fit[j]);
            render_ok(path, "png", tokens, &r);
            ck_assert_msg(r.out.width == c[i].w && r.out.height == c[i].h,
                          "%s %s: %dx%d", c[i].file, tokens, r.out.width,
                          r.out.height);
            rfree(&r);
        }
    }
}
END_TEST


/* pad never enlarges: a 100x50 white source stays 100 px wide */
START_TEST(fit_pad_contain_pixels)
{
    char        src[512];
    rres        r;
    VipsImage  *img;

    pt_snprintf(src, sizeof(src), "%s",
                synth("white.png", 100, 50, 1, 255.0, NULL, 0));

    render_ok(src, "png", "w_200,h_200,fit_pad,bgcolor_000000", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 50, 100, 0), 255);
    ck_assert_int_eq(px(img, 149, 100, 0), 255);
    ck_assert_int_eq(px(img, 49, 100, 0), 0);
    ck_assert_int_eq(px(img, 150, 100, 0), 0);
    ck_assert_int_eq(px(img, 100, 74, 0), 0);
    ck_assert_int_eq(px(img, 100, 75, 0), 255);
    g_object_unref(img);
    rfree(&r);

    /* contain enlarges to 200x100 */
    render_ok(src, "png", "w_200,h_200,fit_contain,bgcolor_000000", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 2, 100, 0), 255);
    ck_assert_int_eq(px(img, 100, 40, 0), 0);
    ck_assert_int_eq(px(img, 100, 60, 0), 255);
    g_object_unref(img);
    rfree(&r);

    /* a translucent bgcolor gives the padding alpha */
    render_ok(src, "png", "w_200,h_200,fit_pad,bgcolor_ff000080", &r);
    img = decode(&r);
    ck_assert_int_eq(img->Bands, 4);
    ck_assert_int_eq(px(img, 10, 10, 0), 255);
    ck_assert_int_eq(px(img, 10, 10, 1), 0);
    ck_assert_int_eq(px(img, 10, 10, 3), 128);
    ck_assert_int_eq(px(img, 100, 100, 3), 255);
    g_object_unref(img);
    rfree(&r);
}
END_TEST


typedef struct {
    const char  *g;
    double       wide;     /* grey of the square cover keeps: 300x100 */
    double       tall;     /* 100x300 */
} gravity_case;


START_TEST(cover_gravity)
{
    size_t      i;
    char        wide[512], tall[512], tokens[64];
    rres        r;
    VipsImage  *img;
    static const rrect  wr[] = {
        { 0, 0, 100, 100, { 255 } }, { 100, 0, 100, 100, { 128 } }
    };
    static const rrect  tr[] = {
        { 0, 0, 100, 100, { 255 } }, { 0, 100, 100, 100, { 128 } }
    };
    static const gravity_case  c[] = {
        { "center", 128, 128 }, { "north", 128, 255 },
        { "south", 128, 0 }, { "east", 0, 128 }, { "west", 255, 128 },
        { "northeast", 0, 255 }, { "northwest", 255, 255 },
        { "southeast", 0, 0 }, { "southwest", 255, 0 }
    };

    /* left to right (top to bottom): 255, 128, 0 */
    pt_snprintf(wide, sizeof(wide), "%s",
                synth("wide.png", 300, 100, 1, 0.0, wr, 2));
    pt_snprintf(tall, sizeof(tall), "%s",
                synth("tall.png", 100, 300, 1, 0.0, tr, 2));

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        pt_snprintf(tokens, sizeof(tokens), "w_100,h_100,fit_cover,g_%s",
                    c[i].g);

        render_ok(wide, "png", tokens, &r);
        img = decode(&r);
        ck_assert_int_eq(img->Xsize, 100);
        ck_assert_msg(band_avg(img, 0) == c[i].wide, "wide %s: %g",
                      c[i].g, band_avg(img, 0));
        g_object_unref(img);
        rfree(&r);

        render_ok(tall, "png", tokens, &r);
        img = decode(&r);
        ck_assert_int_eq(img->Ysize, 100);
        ck_assert_msg(band_avg(img, 0) == c[i].tall, "tall %s: %g",
                      c[i].g, band_avg(img, 0));
        g_object_unref(img);
        rfree(&r);
    }
}
END_TEST


/*
 * Green at x 300..499 of 500, red on every other 20 px cell; grey on the
 * left.  (libvips' entropy search stops short on wider flat margins.)
 */
static const char *
busy(const char *name)
{
    int    i, x, y;
    rrect  cells[26];

    cells[0] = (rrect) { 300, 0, 200, 100, { 0, 255, 0 } };

    for (i = 1, y = 0; y < 5; y++) {
        for (x = 0; x < 10; x++) {
            if ((x + y) % 2 == 0) {
                cells[i++] = (rrect) { 300 + x * 20, y * 20, 20, 20,
                                       { 255, 0, 0 } };
            }
        }
    }

    return synth(name, 500, 100, 3, 128.0, cells, 26);
}


/* entropy and attention find the checkerboard on flat grey */
START_TEST(cover_smart)
{
    int          i;
    char         src[512];
    rres         r;
    VipsImage   *img;
    const char  *tokens[] = { "w_100,h_100,fit_cover,g_entropy",
                              "w_100,h_100,fit_cover,g_attention" };

    pt_snprintf(src, sizeof(src), "%s", busy("busy.png"));

    for (i = 0; i < 2; i++) {
        render_ok(src, "png", tokens[i], &r);
        img = decode(&r);
        ck_assert_int_eq(img->Xsize, 100);
        /* flat grey has 128 in blue: the crop holds almost none of it */
        ck_assert_msg(band_avg(img, 2) < 20, "%s: blue %g", tokens[i],
                      band_avg(img, 2));
        g_object_unref(img);
        rfree(&r);
    }
}
END_TEST


/* an animation is cut where its first frame is interesting, throughout */
START_TEST(cover_smart_frames)
{
    int          i;
    int          delay[2] = { 100, 100 };
    char         src[512];
    rres         r;
    VipsImage   *f[2], *strip, *anim, *img, *frame;
    const char  *tokens[] = { "w_100,h_100,fit_cover,g_entropy",
                              "w_100,h_100,fit_cover,g_attention" };

    /* frame 2 is frame 1 mirrored: its checkerboard is at the left */
    f[0] = vips_image_new_from_file(busy("busy.png"), NULL);
    ck_assert_ptr_nonnull(f[0]);
    ck_assert_int_eq(vips_flip(f[0], &f[1], VIPS_DIRECTION_HORIZONTAL,
                               NULL), 0);
    ck_assert_int_eq(vips_arrayjoin(f, &strip, 2, "across", 1, NULL), 0);
    ck_assert_int_eq(vips_copy(strip, &anim, NULL), 0);
    vips_image_set_int(anim, VIPS_META_PAGE_HEIGHT, 100);
    vips_image_set_array_int(anim, "delay", delay, 2);
    pt_snprintf(src, sizeof(src), "%s", tpath("busy.gif"));
    ck_assert_int_eq(vips_gifsave(anim, src, NULL), 0);
    g_object_unref(anim);
    g_object_unref(strip);
    g_object_unref(f[1]);
    g_object_unref(f[0]);

    for (i = 0; i < 2; i++) {
        render_ok(src, "webp", tokens[i], &r);
        ck_assert_int_eq(r.out.frames, 2);
        img = decode(&r);
        rfree(&r);

        ck_assert_int_eq(vips_extract_area(img, &frame, 0, 0, 100, 100,
                                           NULL), 0);
        ck_assert_msg(band_avg(frame, 2) < 20, "%s: frame 1", tokens[i]);
        g_object_unref(frame);

        /* the same place in frame 2 is flat grey */
        ck_assert_int_eq(vips_extract_area(img, &frame, 0, 100, 100, 100,
                                           NULL), 0);
        ck_assert_msg(band_avg(frame, 2) > 110, "%s: frame 2 %g", tokens[i],
                      band_avg(frame, 2));
        g_object_unref(frame);
        g_object_unref(img);
    }
}
END_TEST


START_TEST(contain_gravity)
{
    char        src[512];
    rres        r;
    VipsImage  *img;

    pt_snprintf(src, sizeof(src), "%s",
                synth("white3.png", 300, 100, 1, 255.0, NULL, 0));

    render_ok(src, "png", "w_100,h_100,fit_contain,bgcolor_000000,g_north",
              &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 50, 2, 0), 255);
    ck_assert_int_eq(px(img, 50, 97, 0), 0);
    g_object_unref(img);
    rfree(&r);

    render_ok(src, "png", "w_100,h_100,fit_contain,bgcolor_000000,g_south",
              &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 50, 2, 0), 0);
    ck_assert_int_eq(px(img, 50, 97, 0), 255);
    g_object_unref(img);
    rfree(&r);

    render_ok(src, "png", "w_100,h_100,fit_contain,bgcolor_000000", &r);
    img = decode(&r);
    ck_assert_int_eq(px(img, 50, 2, 0), 0);
    ck_assert_int_eq(px(img, 50, 50, 0), 255);
    ck_assert_int_eq(px(img, 50, 97, 0), 0);
    g_object_unref(img);
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

    s = suite_create("render");

    tc = tcase_create("resize");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, fit_landscape);
    tcase_add_test(tc, fit_portrait);
    tcase_add_test(tc, fit_one_side);
    tcase_add_test(tc, fit_pad_contain_pixels);
    tcase_add_test(tc, cover_gravity);
    tcase_add_test(tc, cover_smart);
    tcase_add_test(tc, cover_smart_frames);
    tcase_add_test(tc, contain_gravity);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
