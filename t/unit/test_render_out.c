/*
 * Check suite for what pt_render gives back: every output format decodes
 * with the right decoder and size and carries no metadata, LEGACY and
 * alpha, animations (frames, delays, page_N), EXIF orientation (a dHash
 * of all eight Landscape_N.jpg) and colour (CMYK, 16-bit, grey).
 * Geometry is in test_render.c and test_render_ops.c, watermarks in
 * test_render_wm.c.
 */

#include <check.h>
#include <string.h>

#include "render_test.h"
#include "media/media_load.h"


#define LAND   "images/2569067123_aca715a2ee_o.jpg"     /* 2725x2225 */
#define EARTH  "images/Rotating_earth_large.gif"        /* 44 frames */
#define SQUARES "images/rotating-squares.webp"          /* 9 frames */


START_TEST(formats)
{
    size_t      i;
    char        path[1024];
    rres        r;
    VipsImage  *img;
    const char *loader;
    static const struct {
        const char     *ext;
        pt_out_format   f;
        const char     *loader;
    } c[] = {
        { "jpg", PT_OUT_JPEG, "jpegload_buffer" },
        { "png", PT_OUT_PNG, "pngload_buffer" },
        { "webp", PT_OUT_WEBP, "webpload_buffer" },
        { "avif", PT_OUT_AVIF, "heifload_buffer" },
        { "gif", PT_OUT_GIF, "gifload_buffer" },
        { "legacy", PT_OUT_JPEG, "jpegload_buffer" }
    };

    /* EXIF, XMP, IPTC, a Display P3 profile: none may be in an output */
    pt_snprintf(path, sizeof(path), "%s",
                cpath("exif/exifer_photo_iphonex.jpg"));

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        render_ok(path, c[i].ext, "w_200", &r);
        ck_assert_int_eq(r.out.format, c[i].f);
        ck_assert(r.out.width == 200 && r.out.height == 267);
        ck_assert_int_eq(r.out.frames, 1);

        img = decode(&r);
        ck_assert_int_eq(vips_image_get_string(img, "vips-loader", &loader),
                         0);
        ck_assert_msg(strcmp(loader, c[i].loader) == 0, "%s: %s",
                      c[i].ext, loader);
        ck_assert(img->Xsize == 200 && img->Ysize == 267);
        ck_assert_msg(vips_image_get_typeof(img, VIPS_META_EXIF_NAME) == 0
                      && vips_image_get_typeof(img, VIPS_META_XMP_NAME) == 0
                      && vips_image_get_typeof(img, VIPS_META_IPTC_NAME) == 0
                      && vips_image_get_typeof(img, VIPS_META_ICC_NAME)
                         == 0, "%s keeps metadata", c[i].ext);
        g_object_unref(img);
        rfree(&r);
    }
}
END_TEST


START_TEST(alpha)
{
    char        path[1024];
    rres        r;
    VipsImage  *img, *src;

    pt_snprintf(path, sizeof(path), "%s",
                cpath("images/PNG_transparency_demonstration_1.png"));

    /* the corner of the source is transparent */
    src = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(src);
    ck_assert_int_eq(px(src, 0, 0, 3), 0);
    g_object_unref(src);

    render_ok(path, "legacy", "", &r);
    ck_assert_int_eq(r.out.format, PT_OUT_PNG);
    img = decode(&r);
    ck_assert_int_eq(img->Bands, 4);
    ck_assert_int_eq(px(img, 0, 0, 3), 0);
    g_object_unref(img);
    rfree(&r);

    /* jpeg flattens onto bgcolor, white by default */
    render_ok(path, "jpg", "", &r);
    img = decode(&r);
    ck_assert_int_eq(img->Bands, 3);
    ck_assert(px(img, 0, 0, 0) > 250 && px(img, 0, 0, 2) > 250);
    g_object_unref(img);
    rfree(&r);

    render_ok(path, "jpg", "bgcolor_ff0000", &r);
    img = decode(&r);
    ck_assert(px(img, 0, 0, 0) > 240 && px(img, 0, 0, 1) < 15);
    g_object_unref(img);
    rfree(&r);

    render_ok(path, "webp", "w_100", &r);
    img = decode(&r);
    ck_assert_int_eq(img->Bands, 4);
    g_object_unref(img);
    rfree(&r);
}
END_TEST


static void
check_frames(const char *file, const char *ext, const char *tokens,
    int frames, int side)
{
    int         n, sn, i, *delay, *sdelay;
    char        path[1024];
    rres        r;
    VipsImage  *img, *src;

    pt_snprintf(path, sizeof(path), "%s", cpath(file));
    render_ok(path, ext, tokens, &r);
    ck_assert_msg(r.out.frames == frames, "%s %s: %d frames", file, ext,
                  r.out.frames);
    ck_assert(r.out.width == side && r.out.height == side);

    img = decode(&r);
    ck_assert_msg(vips_image_get_n_pages(img) == frames
                  || (frames == 1 && img->Ysize == side),
                  "%s %s: n-pages %d", file, ext,
                  vips_image_get_n_pages(img));
    ck_assert_int_eq(img->Ysize, side * frames);

    if (frames > 1) {
        /* the same delays as the source's */
        ck_assert_int_eq(pt_media_load(path, sniff_file(path), 0, -1, 1,
                                       VIPS_ACCESS_SEQUENTIAL, &src), 0);
        ck_assert_int_eq(vips_image_get_array_int(img, "delay", &delay, &n),
                         0);
        ck_assert_int_eq(vips_image_get_array_int(src, "delay", &sdelay,
                                                  &sn), 0);
        ck_assert_int_eq(n, sn);

        for (i = 0; i < n; i++) {
            ck_assert_int_eq(delay[i], sdelay[i]);
        }

        g_object_unref(src);
    }

    g_object_unref(img);
    rfree(&r);
}


START_TEST(animation)
{
    rres               r;
    ropt               o;
    static const pt_limits  ten = { .max_pixels = 100000000ULL,
                                    .max_frames = 10 };

    check_frames(EARTH, "gif", "w_100", 44, 100);
    check_frames(EARTH, "webp", "w_100", 44, 100);
    check_frames(SQUARES, "webp", "w_40", 9, 40);
    check_frames(SQUARES, "gif", "w_40", 9, 40);
    check_frames(SQUARES, "webp", "w_40,h_40,fit_cover,rot_90", 9, 40);

    check_frames(EARTH, "jpg", "w_100", 1, 100);
    check_frames(EARTH, "png", "w_100", 1, 100);
    check_frames(EARTH, "avif", "w_100", 1, 100);
    check_frames(SQUARES, "png", "w_40", 1, 40);
    /* page_N: that frame alone, even where the output could animate */
    check_frames(EARTH, "gif", "w_100,page_3", 1, 100);

    memset(&o, 0, sizeof(o));
    o.limits = &ten;
    ck_assert_int_eq(render_opt(cpath(EARTH), "gif", "w_100", &o, &r),
                     PT_ERROR);
    ck_assert_int_eq(r.kind, PT_E_OVER_LIMIT);
    ck_assert_ptr_nonnull(strstr(r.err, "44 frames"));
    ck_assert_int_eq(render_opt(cpath(EARTH), "jpg", "w_100", &o, &r),
                     PT_OK);
    rfree(&r);
}
END_TEST


/* render once, decoded */
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


START_TEST(animation_pages_differ)
{
    VipsImage  *dflt, *p1, *p20;

    dflt = rendered(EARTH, "png", "w_100");
    p1 = rendered(EARTH, "png", "w_100,page_1");
    p20 = rendered(EARTH, "png", "w_100,page_20");

    ck_assert_msg(absdiff(dflt, p1) == 0, "page_1 is not the default");
    ck_assert_msg(absdiff(dflt, p20) > 1, "page_20 is frame 1");

    g_object_unref(p20);
    g_object_unref(p1);
    g_object_unref(dflt);
}
END_TEST


/* dHash: 64 bits from a 9x8 grey thumbnail, left < right per pixel */
static guint64
dhash(VipsImage *img)
{
    int             x, y;
    size_t          n;
    guint64         h;
    VipsImage      *grey, *small;
    unsigned char  *p;

    ck_assert_int_eq(vips_colourspace(img, &grey, VIPS_INTERPRETATION_B_W,
                                      NULL), 0);
    ck_assert_int_eq(vips_thumbnail_image(grey, &small, 9, "height", 8,
                                          "size", VIPS_SIZE_FORCE, NULL),
                     0);
    p = vips_image_write_to_memory(small, &n);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(n, 72);

    h = 0;

    for (y = 0; y < 8; y++) {
        for (x = 0; x < 8; x++) {
            h = (h << 1) | (p[y * 9 + x] < p[y * 9 + x + 1]);
        }
    }

    g_free(p);
    g_object_unref(small);
    g_object_unref(grey);

    return h;
}


START_TEST(orientation)
{
    int         i, j, d, worst;
    char        file[64];
    guint64     h[8], wrong;
    VipsImage  *img;

    for (i = 0; i < 8; i++) {
        pt_snprintf(file, sizeof(file), "exif/Landscape_%d.jpg", i + 1);
        img = rendered(file, "jpg", "w_300");
        ck_assert_msg(img->Xsize == 300 && img->Ysize == 200, "%s: %dx%d",
                      file, img->Xsize, img->Ysize);
        h[i] = dhash(img);
        g_object_unref(img);
    }

    worst = 0;

    for (i = 0; i < 8; i++) {
        for (j = i + 1; j < 8; j++) {
            d = __builtin_popcountll(h[i] ^ h[j]);
            ck_assert_msg(d <= 6, "Landscape_%d vs _%d: %d bits", i + 1,
                          j + 1, d);
            worst = VIPS_MAX(worst, d);
        }
    }

    /* the control: a picture turned the wrong way is far from them all */
    img = rendered("exif/Landscape_6.jpg", "jpg", "w_300,rot_180");
    wrong = dhash(img);
    g_object_unref(img);

    for (i = 0; i < 8; i++) {
        d = __builtin_popcountll(h[i] ^ wrong);
        ck_assert_msg(d >= 20 && d > worst * 3, "rot_180 vs _%d: %d bits",
                      i + 1, d);
    }

    img = rendered("exif/Landscape_3.jpg", "jpg", "w_300,flip_h");
    wrong = dhash(img);
    g_object_unref(img);
    d = __builtin_popcountll(h[0] ^ wrong);
    ck_assert_msg(d >= 20, "flip_h: %d bits", d);
}
END_TEST


START_TEST(colour)
{
    int         b;
    double      want, got, min;
    char        path[1024];
    VipsImage  *img, *src, *ref, *grey;

    /*
     * CMYK with a SWOP profile: 3-band sRGB, within a few levels of
     * libvips' own built-in CMYK conversion, and black stays black.
     */
    img = rendered("exif/Channel_digital_image_CMYK_color.jpg", "jpg",
                   "w_250");
    ck_assert_int_eq(img->Bands, 3);
    pt_snprintf(path, sizeof(path), "%s",
                cpath("exif/Channel_digital_image_CMYK_color.jpg"));
    src = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(src);
    ck_assert_int_eq(src->Type, VIPS_INTERPRETATION_CMYK);
    ck_assert_int_eq(vips_colourspace(src, &ref, VIPS_INTERPRETATION_sRGB,
                                      NULL), 0);

    for (b = 0; b < 3; b++) {
        want = band_avg(ref, b);
        got = band_avg(img, b);
        ck_assert_msg(got - want < 8 && want - got < 8, "band %d: %g vs %g",
                      b, got, want);
    }

    ck_assert_int_eq(vips_colourspace(img, &grey, VIPS_INTERPRETATION_B_W,
                                      NULL), 0);
    ck_assert_int_eq(vips_min(grey, &min, NULL), 0);
    ck_assert_msg(min < 12, "darkest %g", min);
    g_object_unref(grey);
    g_object_unref(ref);
    g_object_unref(src);
    g_object_unref(img);

    /* 16-bit RGB: 8-bit out, same tones */
    img = rendered("images/libvips_sample_rgb16.png", "png", "");
    ck_assert_int_eq(img->BandFmt, VIPS_FORMAT_UCHAR);
    ck_assert_int_eq(img->Bands, 3);
    pt_snprintf(path, sizeof(path), "%s",
                cpath("images/libvips_sample_rgb16.png"));
    src = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(src);
    ck_assert_int_eq(src->BandFmt, VIPS_FORMAT_USHORT);
    want = band_avg(src, 1) / 257.0;
    got = band_avg(img, 1);
    ck_assert_msg(got - want < 2 && want - got < 2, "%g vs %g", got, want);
    g_object_unref(src);
    g_object_unref(img);

    /* grey stays one band, same tones */
    img = rendered("images/concert_gray.jpg", "jpg", "");
    ck_assert_int_eq(img->Bands, 1);
    pt_snprintf(path, sizeof(path), "%s", cpath("images/concert_gray.jpg"));
    src = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(src);
    want = band_avg(src, 0);
    got = band_avg(img, 0);
    ck_assert_msg(got - want < 2 && want - got < 2, "%g vs %g", got, want);
    g_object_unref(src);
    g_object_unref(img);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("render_out");

    tc = tcase_create("output");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, formats);
    tcase_add_test(tc, alpha);
    tcase_add_test(tc, animation);
    tcase_add_test(tc, animation_pages_differ);
    tcase_add_test(tc, orientation);
    tcase_add_test(tc, colour);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
