/*
 * pt_header_dims (shared/media/header_dims.c): every raster image of the
 * corpus, from its first 64 KB, gives the size upload's probe (libvips,
 * the whole file) stores; every shorter prefix gives that size or "cut",
 * never a wrong one; headers past 64 KB (a CMYK JPEG's ICC profile, a
 * TIFF written by libvips) say so; TIFF in both byte orders
 * and BigTIFF; damaged headers are refused.
 */

#include <check.h>
#include <stdint.h>

#include "media_test.h"


#define PT_T_HEAD  65536


static const char  *images[] = {
    "images/missing-exif.jpg",
    "images/2569067123_aca715a2ee_o.jpg",
    "images/PNG_transparency_demonstration_1.png",
    "images/Rotating_earth_large.gif",
    "images/4.webp",
    "images/5_webp_a.webp",
    "images/rotating-squares.webp",
    "images/pitm.avif",
    "images/avif-orientation-6.avif",
    "images/libvips_sample_rgb16.png",
    "images/concert_gray.jpg",
    "images/thumbor_image.heic",
    "exif/Landscape_1.jpg",
    "exif/Landscape_3.jpg",
    "exif/Landscape_5.jpg",
    "exif/Landscape_6.jpg",
    "exif/Landscape_8.jpg",
    "exif/exifer_photo_iphonex.jpg",
    "exif/empty_gps_ifd.jpg",
    "exif/broken-exif-tag.jpg",
    "exif/xmp_test_adobergb.jpg",
    "exif/tifftag-photoshop.tiff",
    "exif/gopher-exif-orientation-cw90.png",
    "exif/hopper_orientation_6.webp",
    "malformed/giant-image.jpg",
    "malformed/65536-uint32-limit.png",
    "malformed/1024-pages.gif",
    NULL
};


/* what upload's probe says of the whole file: header only, no limits */
static void
probe_dims(const char *path, pt_format fmt, int *w, int *h)
{
    char       err[256];
    pt_probe   pr;
    pt_limits  lim;

    memset(&lim, 0, sizeof(lim));
    lim.max_pixels = 1ULL << 40;
    lim.max_frames = 100000;
    lim.header_only = 1;

    ck_assert_msg(probe_cause(path, fmt, &lim, &pr, err, sizeof(err))
                  == PT_PASSED, "%s: %s", path, err);
    *w = pr.width;
    *h = pr.height;
}


START_TEST(corpus_matches_probe)
{
    int             i, w, h, pw, ph;
    size_t          len, n;
    pt_format       fmt;
    const char     *path;
    unsigned char  *b;

    for (i = 0; images[i] != NULL; i++) {
        path = cpath(images[i]);
        b = slurp(path, &len);
        fmt = pt_sniff(b, len);
        ck_assert_msg(pt_format_is_raster(fmt), "%s", images[i]);
        probe_dims(path, fmt, &pw, &ph);

        n = len < PT_T_HEAD ? len : PT_T_HEAD;
        ck_assert_msg(pt_header_dims(b, n, fmt, &w, &h) == PT_DIMS_OK,
                      "%s", images[i]);
        ck_assert_msg(w == pw && h == ph, "%s: %dx%d, probe %dx%d",
                      images[i], w, h, pw, ph);
        free(b);
    }
}
END_TEST


/*
 * Each prefix up to 64 KB: the size or "cut".  Only the orientation may
 * still be unknown on a short prefix (PNG's eXIf can come late).
 */
START_TEST(prefixes_cut_or_right)
{
    int             i, w, h, pw, ph;
    size_t          len, n, step;
    pt_format       fmt;
    pt_dims_rc      rc;
    unsigned char  *b;

    for (i = 0; images[i] != NULL; i++) {
        b = slurp(cpath(images[i]), &len);
        fmt = pt_sniff(b, len);
        ck_assert_int_eq(pt_header_dims(b, len < PT_T_HEAD ? len : PT_T_HEAD,
                                        fmt, &pw, &ph), PT_DIMS_OK);

        for (n = 0; n < len && n < PT_T_HEAD; n += step) {
            step = n < 2048 ? 1 : 61;
            rc = pt_header_dims(b, n, fmt, &w, &h);

            if (rc == PT_DIMS_OK) {
                ck_assert_msg((w == pw && h == ph) || (w == ph && h == pw),
                              "%s at %zu: %dx%d", images[i], n, w, h);
            } else {
                ck_assert_msg(rc == PT_DIMS_CUT, "%s at %zu: %d",
                              images[i], n, rc);
            }
        }

        free(b);
    }
}
END_TEST


/* a JPEG whose SOF sits after 100 KB of comments */
START_TEST(jpeg_header_past_64k)
{
    int             w, h;
    size_t          len, at, i;
    unsigned char  *b, *big;

    b = slurp(cpath("images/concert_gray.jpg"), &len);
    big = malloc(len + 2 * 65537);
    ck_assert_ptr_nonnull(big);

    memcpy(big, b, 2);
    at = 2;

    for (i = 0; i < 2; i++) {
        big[at] = 0xFF;
        big[at + 1] = 0xFE;             /* COM, 65533 bytes */
        big[at + 2] = 0xFF;
        big[at + 3] = 0xFF;
        memset(big + at + 4, 'x', 65533);
        at += 65537;
    }

    memcpy(big + at, b + 2, len - 2);

    ck_assert_int_eq(pt_header_dims(big, PT_T_HEAD, PT_FMT_JPEG, &w, &h),
                     PT_DIMS_CUT);
    ck_assert_int_eq(pt_header_dims(big, at + len - 2, PT_FMT_JPEG,
                                    &w, &h), PT_DIMS_OK);
    ck_assert_int_eq(w, 400);
    ck_assert_int_eq(h, 267);

    free(big);
    free(b);
}
END_TEST


/* file's header is cut in its first 64 KB, and gives w x h whole */
static void
assert_past_64k(const char *file, pt_format fmt, int want_w, int want_h)
{
    int             w, h;
    size_t          len;
    unsigned char  *b;

    b = slurp(cpath(file), &len);
    ck_assert_int_gt(len, PT_T_HEAD);
    ck_assert_int_eq(pt_header_dims(b, PT_T_HEAD, fmt, &w, &h),
                     PT_DIMS_CUT);
    ck_assert_int_eq(pt_header_dims(b, len, fmt, &w, &h), PT_DIMS_OK);
    ck_assert_int_eq(w, want_w);
    ck_assert_int_eq(h, want_h);
    free(b);
}


/*
 * Real ones: a CMYK JPEG's ICC profile takes 550 KB of APP2 first;
 * libvips writes a TIFF's IFD after the pixels
 */
START_TEST(real_headers_past_64k)
{
    assert_past_64k("exif/Channel_digital_image_CMYK_color.jpg", PT_FMT_JPEG,
                    500, 333);
    assert_past_64k("images/libvips_sample.tif", PT_FMT_TIFF, 290, 442);
}
END_TEST


/* hand-made headers: big-endian, BigTIFF, LONG sizes, Orientation 6 */
START_TEST(tiff_byte_orders)
{
    int                   w, h;
    static unsigned char  mm[] = {
        'M', 'M', 0, 42, 0, 0, 0, 8,  0, 3,
        0x01, 0x00, 0, 4, 0, 0, 0, 1, 0, 0, 0x12, 0x34,     /* LONG */
        0x01, 0x01, 0, 3, 0, 0, 0, 1, 0x05, 0x67, 0, 0,     /* SHORT */
        0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0,           /* orient. */
        0, 0, 0, 0
    };
    static unsigned char  big[] = {
        'I', 'I', 43, 0, 8, 0, 0, 0,  16, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0,
        0x00, 0x01, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0,  200, 0, 0, 0, 0, 0, 0, 0,
        0x01, 0x01, 16, 0, 1, 0, 0, 0, 0, 0, 0, 0,  100, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0
    };

    /* 0x1234 x 0x567, turned a quarter by its orientation */
    ck_assert_int_eq(pt_header_dims(mm, sizeof(mm), PT_FMT_TIFF, &w, &h),
                     PT_DIMS_OK);
    ck_assert_int_eq(w, 0x567);
    ck_assert_int_eq(h, 0x1234);

    ck_assert_int_eq(pt_header_dims(big, sizeof(big), PT_FMT_TIFF, &w, &h),
                     PT_DIMS_OK);
    ck_assert_int_eq(w, 200);
    ck_assert_int_eq(h, 100);

    /* the IFD offset past the bytes given */
    mm[7] = 200;
    ck_assert_int_eq(pt_header_dims(mm, sizeof(mm), PT_FMT_TIFF, &w, &h),
                     PT_DIMS_CUT);
}
END_TEST


/* zero sizes, a wrong chunk, a scan before any frame */
START_TEST(damaged_headers)
{
    int             w, h;
    size_t          len;
    unsigned char  *b;

    b = slurp(cpath("images/PNG_transparency_demonstration_1.png"), &len);
    memset(b + 16, 0, 4);
    ck_assert_int_eq(pt_header_dims(b, len, PT_FMT_PNG, &w, &h),
                     PT_DIMS_INVALID);
    memcpy(b + 12, "IDAT", 4);
    ck_assert_int_eq(pt_header_dims(b, len, PT_FMT_PNG, &w, &h),
                     PT_DIMS_INVALID);
    free(b);

    ck_assert_int_eq(pt_header_dims((const unsigned char *)
                                    "\xff\xd8\xff\xda\0\x08", 6, PT_FMT_JPEG,
                                    &w, &h), PT_DIMS_INVALID);
    ck_assert_int_eq(pt_header_dims((const unsigned char *) "GIF89a\0\0\1\0",
                                    10, PT_FMT_GIF, &w, &h), PT_DIMS_INVALID);

    /* not a raster format */
    ck_assert_int_eq(pt_header_dims((const unsigned char *) "%PDF-1.4", 8,
                                    PT_FMT_PDF, &w, &h), PT_DIMS_INVALID);

    /* malformed/truncated.jpg declares 2725x2225 in its first 10,000 */
    b = slurp(cpath("malformed/truncated.jpg"), &len);
    ck_assert_int_eq(pt_header_dims(b, len, PT_FMT_JPEG, &w, &h),
                     PT_DIMS_OK);
    ck_assert_int_eq(w, 2725);
    ck_assert_int_eq(h, 2225);
    free(b);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("header_dims");

    tc = tcase_create("dims");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, corpus_matches_probe);
    tcase_add_test(tc, prefixes_cut_or_right);
    tcase_add_test(tc, jpeg_header_past_64k);
    tcase_add_test(tc, real_headers_past_64k);
    tcase_add_test(tc, tiff_byte_orders);
    tcase_add_test(tc, damaged_headers);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
