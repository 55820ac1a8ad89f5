/*
 * Check suite for shared/media/probe.c and shared/media/strip.c on the team
 * corpus: display sizes after EXIF orientation, frames, refusal of every
 * malformed raster with the right result (pixel floods refused from the
 * header, fast and in little memory), blocked loaders, and stripping that
 * rotates, removes EXIF/XMP/IPTC and keeps the ICC profile and frames.
 */

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <jansson.h>
#include <vips/vips.h>

#include "core/pt.h"
#include "media/media.h"
#include "media_test.h"


typedef struct {
    const char  *file;
    int          width;        /* displayed */
    int          height;
    int          frames;
    int          orientation;
    int          has_alpha;
} probe_case;


static const pt_limits  limits = { .max_pixels = 100000000ULL,
                                   .max_frames = 500 };


static pt_cause
probe(const char *path, pt_format fmt, const pt_limits *lim, pt_probe *pr,
    char *err, size_t errlen)
{
    if (fmt == PT_FMT_LAST) {
        fmt = sniff_file(path);
    }

    return probe_cause(path, fmt, lim != NULL ? lim : &limits, pr, err,
                       errlen);
}


START_TEST(probe_corpus)
{
    size_t           i;
    char             err[256];
    pt_probe         pr;
    pt_cause         rc;
    static const probe_case  c[] = {
        { "images/2569067123_aca715a2ee_o.jpg", 2725, 2225, 1, 1, 0 },
        { "images/4.webp", 1024, 772, 1, 1, 0 },
        { "images/5_webp_a.webp", 300, 300, 1, 1, 1 },
        { "images/PNG_transparency_demonstration_1.png", 300, 225, 1, 1, 1 },
        { "images/Rotating_earth_large.gif", 400, 400, 44, 1, 1 },
        { "images/avif-orientation-6.avif", 3024, 4032, 1, 1, 0 },
        { "images/concert_gray.jpg", 400, 267, 1, 1, 0 },
        { "images/libvips_sample.tif", 290, 442, 1, 1, 0 },
        { "images/libvips_sample_rgb16.png", 290, 442, 1, 1, 0 },
        { "images/missing-exif.jpg", 4032, 3024, 1, 1, 0 },
        /* the primary item is a 4x1 grid of 1024x800 tiles */
        { "images/pitm.avif", 4096, 800, 1, 1, 0 },
        { "images/rotating-squares.webp", 80, 80, 9, 1, 1 },
        { "images/thumbor_image.heic", 256, 256, 1, 1, 0 },
        { "exif/Channel_digital_image_CMYK_color.jpg", 500, 333, 1, 1, 0 },
        { "exif/Landscape_1.jpg", 1800, 1200, 1, 1, 0 },
        { "exif/Landscape_2.jpg", 1800, 1200, 1, 2, 0 },
        { "exif/Landscape_3.jpg", 1800, 1200, 1, 3, 0 },
        { "exif/Landscape_4.jpg", 1800, 1200, 1, 4, 0 },
        { "exif/Landscape_5.jpg", 1800, 1200, 1, 5, 0 },
        { "exif/Landscape_6.jpg", 1800, 1200, 1, 6, 0 },
        { "exif/Landscape_7.jpg", 1800, 1200, 1, 7, 0 },
        { "exif/Landscape_8.jpg", 1800, 1200, 1, 8, 0 },
        { "exif/broken-exif-tag.jpg", 1, 1, 1, 1, 0 },
        { "exif/empty_gps_ifd.jpg", 10, 10, 1, 6, 0 },
        { "exif/exifer_photo_iphonex.jpg", 3024, 4032, 1, 6, 0 },
        { "exif/gopher-exif-orientation-cw90.png", 2224, 1634, 1, 6, 1 },
        { "exif/hopper_orientation_6.webp", 128, 128, 1, 6, 0 },
        { "exif/pillow_exif.png", 512, 512, 1, 1, 0 },
        { "exif/tifftag-photoshop.tiff", 317, 211, 1, 1, 0 },
        { "exif/xmp_test_adobergb.jpg", 2000, 1072, 1, 1, 0 }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        rc = probe(cpath(c[i].file), PT_FMT_LAST, NULL, &pr, err,
                   sizeof(err));

        ck_assert_msg(rc == PT_PASSED, "%s: %d %s", c[i].file, rc, err);
        ck_assert_msg(pr.width == c[i].width && pr.height == c[i].height,
                      "%s: %dx%d", c[i].file, pr.width, pr.height);
        ck_assert_msg(pr.frames == c[i].frames, "%s: %d frames", c[i].file,
                      pr.frames);
        ck_assert_msg(pr.orientation == c[i].orientation, "%s: or %d",
                      c[i].file, pr.orientation);
        ck_assert_msg(pr.has_alpha == c[i].has_alpha, "%s: alpha %d",
                      c[i].file, pr.has_alpha);

        /* stored is display, swapped for orientations 5..8 */
        if (pr.orientation >= 5) {
            ck_assert(pr.stored_width == pr.height
                      && pr.stored_height == pr.width);
        } else {
            ck_assert(pr.stored_width == pr.width
                      && pr.stored_height == pr.height);
        }
    }
}
END_TEST


START_TEST(probe_malformed)
{
    size_t           i;
    char             err[256];
    pt_probe         pr;
    pt_cause         rc;
    static const struct {
        const char       *file;
        pt_format         fmt;         /* PT_FMT_LAST: as sniffed */
        pt_cause          rc;
    } c[] = {
        { "malformed/truncated.jpg", PT_FMT_LAST, PT_E_UNREADABLE },
        { "malformed/corrupt-header.jpg", PT_FMT_LAST, PT_E_UNREADABLE },
        { "malformed/truncated.png", PT_FMT_LAST, PT_E_UNREADABLE },
        { "malformed/xcsn0g01_bad_idat_crc.png", PT_FMT_LAST,
          PT_E_UNREADABLE },
        { "malformed/xhdn0g08_bad_ihdr_crc.png", PT_FMT_LAST,
          PT_E_UNREADABLE },
        /* not sniffed as images; forced through the loaders anyway */
        { "malformed/zero_bytes.jpg", PT_FMT_JPEG, PT_E_UNREADABLE },
        { "malformed/image_invalid.jpg", PT_FMT_JPEG, PT_E_UNREADABLE },
        { "malformed/fixture-json.webp", PT_FMT_WEBP, PT_E_UNREADABLE },
        { "malformed/truncated.png", PT_FMT_JPEG, PT_E_UNREADABLE },
        { "images/4.webp", PT_FMT_HEIC, PT_E_UNREADABLE },
        { "malformed/giant.svg", PT_FMT_LAST, PT_E_UNREADABLE },
        { "malformed/1024-pages.gif", PT_FMT_LAST, PT_E_OVER_LIMIT },
        { "malformed/giant-image.jpg", PT_FMT_LAST,
          PT_E_OVER_LIMIT },
        { "malformed/65536-uint32-limit.png", PT_FMT_LAST,
          PT_E_OVER_LIMIT }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        rc = probe(cpath(c[i].file), c[i].fmt, NULL, &pr, err, sizeof(err));

        ck_assert_msg(rc == c[i].rc, "%s: %d (%s)", c[i].file, rc, err);
        ck_assert_msg(err[0] != '\0' && strchr(err, '/') == NULL,
                      "%s: client text \"%s\"", c[i].file, err);
    }

    rc = probe(cpath("malformed/giant-image.jpg"), PT_FMT_LAST, NULL, &pr,
               err, sizeof(err));
    ck_assert_str_eq(err, "image is 20000x14000 = 280 MP, over the limit "
                     "of 100 MP");

    rc = probe(cpath("malformed/1024-pages.gif"), PT_FMT_LAST, NULL, &pr,
               err, sizeof(err));
    ck_assert_str_eq(err, "image has 1024 frames, over the limit of 500");

    ck_assert_int_eq(probe("/nonexistent/x.jpg", PT_FMT_JPEG, NULL, &pr,
                           err, sizeof(err)), PT_E_FAULT);
}
END_TEST


/* refused from the header: no pixel decoded, little time and memory */
START_TEST(probe_pixel_flood)
{
    double           t0, ms;
    char             err[256];
    pt_probe         pr;
    pt_limits        lim;
    struct rusage    ru;
    pt_cause         rc;

    t0 = now_ms();
    rc = probe(cpath("malformed/65536-uint32-limit.png"), PT_FMT_LAST, NULL,
               &pr, err, sizeof(err));
    ck_assert_int_eq(rc, PT_E_OVER_LIMIT);
    ck_assert_int_eq(pr.stored_width, 65536);
    rc = probe(cpath("malformed/giant-image.jpg"), PT_FMT_LAST, NULL, &pr,
               err, sizeof(err));
    ck_assert_int_eq(rc, PT_E_OVER_LIMIT);
    ms = now_ms() - t0;

    ck_assert_msg(ms < 1000, "took %.0f ms", ms);
    /* the peak of this forked test alone (CK_FORK=no shares it) */
    ck_assert_int_eq(getrusage(RUSAGE_SELF, &ru), 0);
    ck_assert_msg(ru.ru_maxrss < 200 * 1024
                  || (getenv("CK_FORK") != NULL
                      && strcmp(getenv("CK_FORK"), "no") == 0),
                  "peak RSS %ld KB", ru.ru_maxrss);

    /* the side limit, and a frame limit high enough for the GIF */
    lim = limits;
    lim.max_input_side = 2000;
    rc = probe(cpath("images/2569067123_aca715a2ee_o.jpg"), PT_FMT_LAST,
               &lim, &pr, err, sizeof(err));
    ck_assert_int_eq(rc, PT_E_OVER_LIMIT);

    lim = limits;
    lim.max_frames = 1024;
    rc = probe(cpath("malformed/1024-pages.gif"), PT_FMT_LAST, &lim, &pr,
               err, sizeof(err));
    ck_assert_int_eq(rc, PT_PASSED);
    ck_assert_int_eq(pr.frames, 1024);
}
END_TEST


/* a multi-page TIFF: every page is checked and kept; page 1 must decode */
START_TEST(probe_tiff_pages)
{
    FILE           *f;
    char            err[256], src[512];
    size_t          len;
    pt_probe        pr;
    VipsImage      *img;
    unsigned char  *buf;

    ck_assert_int_eq(vips_gifload(cpath("images/Rotating_earth_large.gif"),
                                  &img, "n", 5, NULL), 0);
    ck_assert_int_eq(vips_tiffsave(img, tpath("p.tif"), "compression",
                                   VIPS_FOREIGN_TIFF_COMPRESSION_DEFLATE,
                                   NULL), 0);
    g_object_unref(img);

    pt_snprintf(src, sizeof(src), "%s", tpath("p.tif"));
    ck_assert_int_eq(probe(src, PT_FMT_LAST, NULL, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.frames, 5);
    ck_assert_int_eq(pr.height, 400);

    ck_assert_int_eq(strip_cause(src, tpath("p2.tif"), PT_FMT_TIFF, NULL,
                                   err, sizeof(err)), PT_PASSED);
    ck_assert_int_eq(probe(tpath("p2.tif"), PT_FMT_TIFF, NULL, &pr, err,
                           sizeof(err)), PT_PASSED);
    ck_assert_int_eq(pr.frames, 5);

    /* garbage in the deflate data of the third page (each page's IFD
     * follows its data, so the middle of the file is page data): only
     * page 1, what delivery uses, must decode */
    buf = slurp(src, &len);
    memset(buf + len / 2, 0xff, 64);
    f = fopen(src, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fwrite(buf, 1, len, f), len);
    fclose(f);

    ck_assert_int_eq(probe(src, PT_FMT_TIFF, NULL, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.frames, 5);

    /* and in page 1's, right after the header: refused */
    memset(buf + 16, 0xff, 64);
    f = fopen(src, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fwrite(buf, 1, len, f), len);
    fclose(f);
    free(buf);

    ck_assert_int_eq(probe(src, PT_FMT_TIFF, NULL, &pr, err, sizeof(err)),
                     PT_E_UNREADABLE);
}
END_TEST


/* only JPEG, PNG, WebP, GIF, TIFF and HEIF loaders may run */
START_TEST(probe_blocked_loaders)
{
    FILE       *f;
    VipsImage  *img;

    f = fopen(tpath("x.ppm"), "w");
    ck_assert_ptr_nonnull(f);
    fputs("P3\n1 1\n255\n0 0 0\n", f);
    fclose(f);

    img = vips_image_new_from_file(tpath("x.ppm"), NULL);
    ck_assert_ptr_null(img);
    vips_error_clear();

    img = vips_image_new_from_file(cpath("malformed/svg_with_script.svg"),
                                   NULL);
    ck_assert_ptr_null(img);
    vips_error_clear();

    /* matrixload is not flagged untrusted: only the allow list stops it */
    f = fopen(tpath("x.mat"), "w");
    ck_assert_ptr_nonnull(f);
    fputs("2 2\n1 2\n3 4\n", f);
    fclose(f);

    img = vips_image_new_from_file(tpath("x.mat"), NULL);
    ck_assert_ptr_null(img);
    vips_error_clear();

    /* and an allowed one still works, so the above are not vacuous */
    img = vips_image_new_from_file(cpath("images/4.webp"), NULL);
    ck_assert_ptr_nonnull(img);
    g_object_unref(img);
}
END_TEST


/* strips src into the temp dir; returns the output path */
static const char *
strip(const char *file, const char *out)
{
    char  err[256];

    ck_assert_msg(strip_cause(cpath(file), tpath(out),
                              sniff_file(cpath(file)), NULL, err,
                              sizeof(err))
                  == PT_PASSED, "%s: %s", file, err);

    return tpath(out);
}


static void
assert_no_exif(const char *path)
{
    pt_exif  ex;

    exif_of(path, &ex);
    ck_assert_msg(json_object_size(ex.map) == 0, "%s: %zu EXIF tags", path,
                  json_object_size(ex.map));
    ck_assert_int_eq(ex.orientation, 0);
    ck_assert_int_eq(ex.has_gps, 0);
    pt_exif_clear(&ex);
}


/* mean absolute difference of two same-sized images */
static double
diff(const char *a, const char *b)
{
    double      avg;
    VipsImage  *ia, *ib, *d, *ad;

    ia = vips_image_new_from_file(a, NULL);
    ib = vips_image_new_from_file(b, NULL);
    ck_assert(ia != NULL && ib != NULL);
    ck_assert_int_eq(vips_subtract(ia, ib, &d, NULL), 0);
    ck_assert_int_eq(vips_abs(d, &ad, NULL), 0);
    ck_assert_int_eq(vips_avg(ad, &avg, NULL), 0);

    g_object_unref(ad);
    g_object_unref(d);
    g_object_unref(ib);
    g_object_unref(ia);

    return avg;
}


START_TEST(strip_orientation)
{
    int          n;
    char         file[64], out[64], err[256];
    double       d;
    pt_probe     pr;
    const char  *path;

    for (n = 1; n <= 8; n++) {
        pt_snprintf(file, sizeof(file), "exif/Landscape_%d.jpg", n);
        pt_snprintf(out, sizeof(out), "l%d.jpg", n);
        path = strip(file, out);

        ck_assert_int_eq(sniff_file(path), PT_FMT_JPEG);
        assert_no_exif(path);
        ck_assert_int_eq(probe(path, PT_FMT_JPEG, NULL, &pr, err,
                               sizeof(err)), PT_PASSED);
        ck_assert_int_eq(pr.orientation, 1);
        ck_assert_int_eq(pr.stored_width, 1800);
        ck_assert_int_eq(pr.stored_height, 1200);

        /* upright now: the same picture as Landscape_1 (a mirrored or
         * turned one differs by ~74 levels on average) */
        d = diff(path, cpath("exif/Landscape_1.jpg"));
        ck_assert_msg(d < 8.0, "%s: differs by %.1f", file, d);
    }
}
END_TEST


START_TEST(strip_metadata_icc)
{
    size_t        len;
    VipsImage    *img;
    const void   *icc;
    const char   *path;
    static const char  *gone[] = { "exif-data", "xmp-data", "iptc-data",
                                   "photoshop-data", "orientation" };
    size_t        i;

    path = strip("exif/xmp_test_adobergb.jpg", "adobe.jpg");
    assert_no_exif(path);

    img = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(img);
    for (i = 0; i < sizeof(gone) / sizeof(gone[0]); i++) {
        ck_assert_msg(vips_image_get_typeof(img, gone[i]) == 0, "%s kept",
                      gone[i]);
    }
    ck_assert_int_eq(vips_image_get_blob(img, VIPS_META_ICC_NAME, &icc,
                                         &len), 0);
    ck_assert_ptr_nonnull(memmem(icc, len, "Adobe RGB (1998)", 16));
    g_object_unref(img);

    /* GPS gone, rotated, Display P3 kept */
    path = strip("exif/exifer_photo_iphonex.jpg", "iphone.jpg");
    assert_no_exif(path);
    img = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(img);
    ck_assert_int_eq(img->Xsize, 3024);
    ck_assert_int_eq(img->Ysize, 4032);
    ck_assert(vips_image_get_typeof(img, VIPS_META_ICC_NAME) != 0);
    ck_assert(vips_image_get_typeof(img, VIPS_META_XMP_NAME) == 0);
    g_object_unref(img);

    /* TIFF: EXIF IFD, XMP, IPTC and Photoshop tags go, ICC stays */
    path = strip("exif/tifftag-photoshop.tiff", "t.tiff");
    img = vips_image_new_from_file(path, NULL);
    ck_assert_ptr_nonnull(img);
    ck_assert(vips_image_get_typeof(img, VIPS_META_ICC_NAME) != 0);
    ck_assert(vips_image_get_typeof(img, VIPS_META_XMP_NAME) == 0);
    ck_assert(vips_image_get_typeof(img, VIPS_META_IPTC_NAME) == 0);
    ck_assert(vips_image_get_typeof(img, VIPS_META_PHOTOSHOP_NAME) == 0);
    g_object_unref(img);
}
END_TEST


START_TEST(strip_png_webp_frames)
{
    size_t          len;
    char            err[256], src[512];
    pt_probe        pr;
    VipsImage      *img;
    const char     *path;
    unsigned char  *buf;

    path = strip("exif/gopher-exif-orientation-cw90.png", "g.png");
    buf = slurp(path, &len);
    ck_assert_ptr_null(memmem(buf, len, "eXIf", 4));
    free(buf);
    ck_assert_int_eq(probe(path, PT_FMT_PNG, NULL, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.stored_width, 2224);
    ck_assert_int_eq(pr.has_alpha, 1);

    path = strip("exif/hopper_orientation_6.webp", "h.webp");
    buf = slurp(path, &len);
    ck_assert_ptr_null(memmem(buf, len, "EXIF", 4));
    ck_assert_int_eq(pt_sniff(buf, len), PT_FMT_WEBP);
    free(buf);
    assert_no_exif(path);

    /* animations keep every frame */
    path = strip("images/rotating-squares.webp", "rs.webp");
    ck_assert_int_eq(probe(path, PT_FMT_WEBP, NULL, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.frames, 9);

    path = strip("images/Rotating_earth_large.gif", "re.gif");
    ck_assert_int_eq(probe(path, PT_FMT_GIF, NULL, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.frames, 44);
    ck_assert_int_eq(pr.width, 400);

    /* a lossless WebP stays lossless (VP8L) */
    img = vips_image_new_from_file(cpath("images/5_webp_a.webp"), NULL);
    ck_assert_ptr_nonnull(img);
    ck_assert_int_eq(vips_webpsave(img, tpath("ll.webp"), "lossless", TRUE,
                                   NULL), 0);
    g_object_unref(img);
    /* tpath() returns one static buffer: one call per statement */
    pt_snprintf(src, sizeof(src), "%s", tpath("ll.webp"));
    ck_assert_int_eq(strip_cause(src, tpath("ll2.webp"), PT_FMT_WEBP, NULL,
                                   err, sizeof(err)), PT_PASSED);
    buf = slurp(tpath("ll2.webp"), &len);
    ck_assert_ptr_nonnull(memmem(buf, len, "VP8L", 4));
    free(buf);

    /* lossy stays lossy */
    path = strip("images/4.webp", "4.webp");
    buf = slurp(path, &len);
    ck_assert_ptr_null(memmem(buf, len, "VP8L", 4));
    free(buf);
}
END_TEST


/*
 * HEIF/AVIF: re-encoded with the same codec.  libvips 8.14's heifsave
 * writes its own minimal EXIF block (resolution, size, Orientation 1)
 * unless it strips the ICC profile as well, so only what identifies the
 * camera, the time and the place is checked gone here.
 */
START_TEST(strip_heif)
{
    int          i;
    char        *comp;
    pt_exif      ex;
    VipsImage   *img;
    const char  *path;
    static const char  *src[] = { "images/avif-orientation-6.avif",
                                  "images/thumbor_image.heic" };
    static const char  *out[] = { "o.avif", "o.heic" };
    static const char  *codec[] = { "av1", "hevc" };

    for (i = 0; i < 2; i++) {
        path = strip(src[i], out[i]);
        ck_assert_int_eq(sniff_file(path), sniff_file(cpath(src[i])));

        img = vips_image_new_from_file(path, NULL);
        ck_assert_ptr_nonnull(img);
        ck_assert_int_eq(vips_image_get_string(img, "heif-compression",
                                               (const char **) &comp), 0);
        ck_assert_str_eq(comp, codec[i]);
        g_object_unref(img);

        exif_of(path, &ex);
        ck_assert_ptr_null(map_get(&ex, "Make"));
        ck_assert_ptr_null(map_get(&ex, "DateTimeOriginal"));
        ck_assert_int_eq(ex.has_gps, 0);
        pt_exif_clear(&ex);
    }

    /* the source did carry all of it */
    exif_of(cpath(src[0]), &ex);
    ck_assert_ptr_nonnull(map_get(&ex, "Make"));
    pt_exif_clear(&ex);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("media_vips");

    tc = tcase_create("probe");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, probe_corpus);
    tcase_add_test(tc, probe_malformed);
    tcase_add_test(tc, probe_pixel_flood);
    tcase_add_test(tc, probe_tiff_pages);
    tcase_add_test(tc, probe_blocked_loaders);
    suite_add_tcase(s, tc);

    tc = tcase_create("strip");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, strip_orientation);
    tcase_add_test(tc, strip_metadata_icc);
    tcase_add_test(tc, strip_png_webp_frames);
    tcase_add_test(tc, strip_heif);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
