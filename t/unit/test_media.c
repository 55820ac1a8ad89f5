/*
 * Check suite for shared/media/sniff.c and shared/media/exif.c: every
 * file of the team corpus (../shared/corpus, or $PICTOR_CORPUS) is
 * sniffed, EXIF is read from real JPEG, PNG, WebP, TIFF and AVIF files and
 * from hand-built blobs, and hostile input (truncations, bit flips) must
 * come back PT_OK.
 * Probing and stripping are in test_media_vips.c.
 */

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/pt.h"
#include "media/media.h"
#include "media_test.h"


typedef struct {
    const char  *file;
    pt_format    fmt;
} sniff_case;


static const sniff_case  corpus[] = {
    { "eps/doretree.ps", PT_FMT_PS },
    { "eps/filetype_fixture.eps", PT_FMT_EPS },
    { "eps/filetype_fixture2.eps", PT_FMT_EPS },
    { "eps/fop_barcode.eps", PT_FMT_EPS },
    { "eps/fop_img-with-tiff-preview.eps", PT_FMT_EPS },
    { "eps/freifunk_bremen_logo.eps", PT_FMT_EPS },
    { "eps/golfer.eps", PT_FMT_EPS },
    { "eps/ijs_state.eps", PT_FMT_EPS },
    { "eps/illu10_no_preview.eps", PT_FMT_EPS },
    { "eps/illuCS6_preview.eps", PT_FMT_EPS },
    { "eps/non_zero_bb.eps", PT_FMT_EPS },
    { "eps/pil_sample_cmyk.eps", PT_FMT_EPS },
    { "eps/pillow_1.eps", PT_FMT_EPS },
    { "eps/ridt91.eps", PT_FMT_EPS },
    { "eps/social_media_icons.eps", PT_FMT_EPS },
    { "eps/suse_topbar.eps", PT_FMT_EPS },
    { "eps/zero_bb_trailer.eps", PT_FMT_EPS },
    { "exif/Channel_digital_image_CMYK_color.jpg", PT_FMT_JPEG },
    { "exif/Landscape_1.jpg", PT_FMT_JPEG },
    { "exif/Landscape_2.jpg", PT_FMT_JPEG },
    { "exif/Landscape_3.jpg", PT_FMT_JPEG },
    { "exif/Landscape_4.jpg", PT_FMT_JPEG },
    { "exif/Landscape_5.jpg", PT_FMT_JPEG },
    { "exif/Landscape_6.jpg", PT_FMT_JPEG },
    { "exif/Landscape_7.jpg", PT_FMT_JPEG },
    { "exif/Landscape_8.jpg", PT_FMT_JPEG },
    { "exif/broken-exif-tag.jpg", PT_FMT_JPEG },
    { "exif/empty_gps_ifd.jpg", PT_FMT_JPEG },
    { "exif/exifer_photo_iphonex.jpg", PT_FMT_JPEG },
    { "exif/gopher-exif-orientation-cw90.png", PT_FMT_PNG },
    { "exif/hopper_orientation_6.webp", PT_FMT_WEBP },
    { "exif/pillow_exif.png", PT_FMT_PNG },
    { "exif/tifftag-photoshop.tiff", PT_FMT_TIFF },
    { "exif/xmp_test_adobergb.jpg", PT_FMT_JPEG },
    { "images/2569067123_aca715a2ee_o.jpg", PT_FMT_JPEG },
    { "images/4.webp", PT_FMT_WEBP },
    { "images/5_webp_a.webp", PT_FMT_WEBP },
    { "images/PNG_transparency_demonstration_1.png", PT_FMT_PNG },
    { "images/Rotating_earth_large.gif", PT_FMT_GIF },
    { "images/avif-orientation-6.avif", PT_FMT_AVIF },
    { "images/concert_gray.jpg", PT_FMT_JPEG },
    { "images/libvips_sample.tif", PT_FMT_TIFF },
    { "images/libvips_sample_rgb16.png", PT_FMT_PNG },
    { "images/missing-exif.jpg", PT_FMT_JPEG },
    { "images/pitm.avif", PT_FMT_AVIF },
    { "images/rotating-squares.webp", PT_FMT_WEBP },
    { "images/thumbor_image.heic", PT_FMT_HEIC },
    { "malformed/1024-pages.gif", PT_FMT_GIF },
    { "malformed/65536-uint32-limit.png", PT_FMT_PNG },
    { "malformed/article9_no_bbox.ps", PT_FMT_PS },
    { "malformed/corrupt-header.jpg", PT_FMT_JPEG },
    { "malformed/escher.ps", PT_FMT_PS },
    { "malformed/filetype_fixture.ps", PT_FMT_PS },
    { "malformed/fixture-json.webp", PT_FMT_UNKNOWN },
    { "malformed/giant-image.jpg", PT_FMT_JPEG },
    { "malformed/giant.svg", PT_FMT_SVG },
    { "malformed/image_invalid.jpg", PT_FMT_UNKNOWN },
    { "malformed/looks-like-svg.webp", PT_FMT_WEBP },
    { "malformed/svg_with_script.sanitized.svg", PT_FMT_SVG },
    { "malformed/svg_with_script.svg", PT_FMT_SVG },
    { "malformed/truncated.jpg", PT_FMT_JPEG },
    { "malformed/truncated.png", PT_FMT_PNG },
    { "malformed/xcsn0g01_bad_idat_crc.png", PT_FMT_PNG },
    { "malformed/xhdn0g08_bad_ihdr_crc.png", PT_FMT_PNG },
    { "malformed/zero_bb_eof_before_boundingbox.eps", PT_FMT_EPS },
    { "malformed/zero_bytes.jpg", PT_FMT_UNKNOWN },
    { "video/filetype_fixture-null.webm", PT_FMT_WEBM },
    { "video/filetype_fixture.mov", PT_FMT_MOV },
    { "video/filetype_fixture.webm", PT_FMT_WEBM },
    { "video/go-mp4_sample_fragmented.mp4", PT_FMT_MP4 }
};

#define NCORPUS  (sizeof(corpus) / sizeof(corpus[0]))


START_TEST(sniff_corpus)
{
    size_t          i, k, seen;
    DIR            *d;
    char            rel[512];
    struct dirent  *de;
    static const char  *dirs[] = { "eps", "exif", "images", "malformed",
                                   "video" };

    for (i = 0; i < NCORPUS; i++) {
        ck_assert_msg(sniff_file(cpath(corpus[i].file)) == corpus[i].fmt,
                      "%s sniffed as %s, expected %s", corpus[i].file,
                      pt_format_name(sniff_file(cpath(corpus[i].file))),
                      pt_format_name(corpus[i].fmt));
    }

    /* every corpus file has an expectation above */
    seen = 0;
    for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
        d = opendir(cpath(dirs[i]));
        ck_assert_msg(d != NULL, "no corpus at %s", cpath(dirs[i]));

        while ((de = readdir(d)) != NULL) {
            if (de->d_name[0] == '.') {
                continue;
            }
            pt_snprintf(rel, sizeof(rel), "%s/%s", dirs[i], de->d_name);
            seen++;

            for (k = 0; k < NCORPUS; k++) {
                if (strcmp(corpus[k].file, rel) == 0) {
                    break;
                }
            }
            ck_assert_msg(k < NCORPUS, "%s has no expected format", rel);
        }
        closedir(d);
    }

    ck_assert_uint_eq(seen, NCORPUS);
}
END_TEST


START_TEST(sniff_synthetic)
{
    static const struct {
        const char  *bytes;
        size_t       len;
        pt_format    fmt;
    } c[] = {
        { "RIFF\x10\0\0\0WEBPVP8L", 16, PT_FMT_WEBP },
        { "RIFF\x10\0\0\0WEBPJUNK", 16, PT_FMT_UNKNOWN },
        { "RIFF\x10\0\0\0WEBP", 12, PT_FMT_UNKNOWN },
        { "\0\0\0\x18" "ftypmif1\0\0\0\0mif1heic", 24, PT_FMT_HEIC },
        { "\0\0\0\x18" "ftypmif1\0\0\0\0mif1avif", 24, PT_FMT_AVIF },
        { "\0\0\0\x14" "ftypqt  \0\0\0\0qt  ", 20, PT_FMT_MOV },
        { "\0\0\0\x14" "ftypM4A \0\0\0\0M4A ", 20, PT_FMT_UNKNOWN },
        { "\x1A\x45\xDF\xA3\x88\x42\x82\x85mkv\0\0", 13, PT_FMT_UNKNOWN },
        { "\x1A\x45\xDF\xA3\x87\x42\x82\x84webm", 12, PT_FMT_WEBM },
        { "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- c -->\n<!DOCTYPE svg "
          "[ <!ENTITY a \"b\"> ]>\n<svg xmlns=\"x\"/>", 84, PT_FMT_SVG },
        { "<html><svg>", 11, PT_FMT_UNKNOWN },
        { "<svgfoo>", 8, PT_FMT_UNKNOWN },
        { "<!-- never closed <svg>", 23, PT_FMT_UNKNOWN },
        { "%!PS-Adobe-3.0\n%EPSF-3.0", 24, PT_FMT_PS },
        { "%!PS-Adobe-3.0 EPSF-3.0\r\n", 25, PT_FMT_EPS },
        { "%PDF-1.7", 8, PT_FMT_PDF },
        { "MM\0*\0\0\0\x08", 8, PT_FMT_TIFF },
        { "\xFF\xD8", 2, PT_FMT_UNKNOWN }
    };
    size_t  i;

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        ck_assert_msg(pt_sniff((const unsigned char *) c[i].bytes, c[i].len)
                      == c[i].fmt, "case %zu", i);
    }

    ck_assert_int_eq(pt_sniff(NULL, 0), PT_FMT_UNKNOWN);
    ck_assert_str_eq(pt_format_mime(PT_FMT_JPEG), "image/jpeg");
    ck_assert_str_eq(pt_format_mime(PT_FMT_HEIC), "image/heic");
    ck_assert_str_eq(pt_format_mime(PT_FMT_MOV), "video/quicktime");
    ck_assert_str_eq(pt_format_name(PT_FMT_WEBP), "webp");
    ck_assert_str_eq(pt_format_name((pt_format) 999), "unknown");
    ck_assert_int_eq(pt_format_is_raster(PT_FMT_HEIC), 1);
    ck_assert_int_eq(pt_format_is_raster(PT_FMT_GIF), 1);
    ck_assert_int_eq(pt_format_is_raster(PT_FMT_SVG), 0);
    ck_assert_int_eq(pt_format_is_raster(PT_FMT_UNKNOWN), 0);
}
END_TEST


START_TEST(exif_iphonex)
{
    pt_exif  ex;

    exif_of(cpath("exif/exifer_photo_iphonex.jpg"), &ex);

    ck_assert_str_eq(map_get(&ex, "Make"), "Apple");
    ck_assert_str_eq(map_get(&ex, "Model"), "iPhone X");
    ck_assert_str_eq(map_get(&ex, "DateTimeOriginal"), "2019:08:25 15:07:02");
    ck_assert_str_eq(map_get(&ex, "GPSLatitudeRef"), "N");
    ck_assert_ptr_nonnull(map_get(&ex, "GPSLatitude"));
    ck_assert_ptr_null(json_object_get(ex.map, "MakerNote"));
    ck_assert_int_eq(ex.orientation, 6);
    ck_assert_str_eq(ex.date_created, "2019-08-25T15:07:02Z");
    ck_assert_int_eq(ex.has_gps, 1);
    ck_assert_double_eq_tol(ex.latitude, 40.73963, 1e-4);
    ck_assert_double_eq_tol(ex.longitude, -74.00868, 1e-4);

    pt_exif_clear(&ex);
    ck_assert_ptr_null(ex.map);
}
END_TEST


START_TEST(exif_orientations)
{
    int      n;
    char     file[64];
    pt_exif  ex;

    for (n = 1; n <= 8; n++) {
        pt_snprintf(file, sizeof(file), "exif/Landscape_%d.jpg", n);
        exif_of(cpath(file), &ex);
        ck_assert_msg(ex.orientation == n, "%s: %d", file, ex.orientation);
        ck_assert_ptr_nonnull(map_get(&ex, "Orientation"));
        pt_exif_clear(&ex);
    }

    /* WebP EXIF chunk */
    exif_of(cpath("exif/hopper_orientation_6.webp"), &ex);
    ck_assert_int_eq(ex.orientation, 6);
    pt_exif_clear(&ex);

    /* no EXIF at all: empty map, not an error */
    exif_of(cpath("images/missing-exif.jpg"), &ex);
    ck_assert_int_eq(json_object_size(ex.map), 0);
    ck_assert_int_eq(ex.orientation, 0);
    ck_assert_str_eq(ex.date_created, "");
    pt_exif_clear(&ex);
}
END_TEST


START_TEST(exif_png_chunks)
{
    size_t          len;
    pt_exif         ex;
    unsigned char  *buf, *exif, *idat;

    /* eXIf before IDAT */
    exif_of(cpath("exif/gopher-exif-orientation-cw90.png"), &ex);
    ck_assert_int_eq(ex.orientation, 6);
    pt_exif_clear(&ex);

    /* eXIf after IDAT: make sure the file really is laid out that way */
    buf = slurp(cpath("exif/pillow_exif.png"), &len);
    exif = memmem(buf, len, "eXIf", 4);
    idat = memmem(buf, len, "IDAT", 4);
    ck_assert(exif != NULL && idat != NULL && exif > idat);

    ck_assert_int_eq(pt_exif_from_file(buf, len, PT_FMT_PNG, &ex), PT_OK);
    ck_assert_str_eq(map_get(&ex, "Orientation"), "Top-left");
    ck_assert_int_eq(ex.orientation, 1);
    pt_exif_clear(&ex);
    free(buf);
}
END_TEST


START_TEST(exif_tiff_heif)
{
    pt_exif  ex;

    /* the EXIF IFD of this TIFF lies at 538060, past libexif's 64 KB */
    exif_of(cpath("exif/tifftag-photoshop.tiff"), &ex);
    ck_assert_str_eq(map_get(&ex, "Make"), "FUJIFILM");
    ck_assert_str_eq(map_get(&ex, "Model"), "X-T2");
    ck_assert_str_eq(map_get(&ex, "DateTimeOriginal"), "2018:10:12 14:45:38");
    ck_assert_str_eq(ex.date_created, "2018-10-12T14:45:38Z");
    ck_assert_ptr_null(map_get(&ex, "StripOffsets"));
    ck_assert_ptr_null(map_get(&ex, "ImageWidth"));
    ck_assert_int_eq(ex.has_gps, 0);
    pt_exif_clear(&ex);

    /* AVIF: the Exif item, through libheif */
    exif_of(cpath("images/avif-orientation-6.avif"), &ex);
    ck_assert_str_eq(map_get(&ex, "Model"), "iPhone XS");
    ck_assert_int_eq(ex.has_gps, 1);
    ck_assert(ex.latitude > 50.0 && ex.longitude > 30.0);
    pt_exif_clear(&ex);
}
END_TEST


START_TEST(exif_broken)
{
    pt_exif  ex;

    /* Orientation 0, and a GPS IFD without readable entries */
    exif_of(cpath("exif/broken-exif-tag.jpg"), &ex);
    ck_assert_int_eq(ex.orientation, 0);
    ck_assert_int_eq(ex.has_gps, 0);
    ck_assert_str_eq(map_get(&ex, "Make"), "samsung");
    pt_exif_clear(&ex);

    exif_of(cpath("exif/empty_gps_ifd.jpg"), &ex);
    ck_assert_int_eq(ex.orientation, 6);
    ck_assert_int_eq(ex.has_gps, 0);
    ck_assert_double_eq(ex.latitude, 0.0);
    pt_exif_clear(&ex);

    /* the file ends inside its APP1: what is there is still read */
    exif_of(cpath("malformed/corrupt-header.jpg"), &ex);
    ck_assert_str_eq(map_get(&ex, "Make"), "Canon");
    pt_exif_clear(&ex);
}
END_TEST


/* a little-endian TIFF blob: DateTimeOriginal (+ offset) and S/E GPS */
static size_t
make_blob(unsigned char *b, const char *offset)
{
    static const unsigned char  head[] = {
        'I', 'I', 42, 0, 8, 0, 0, 0,
        /* IFD0 @8: ExifIfdPointer -> 38, GPSInfo -> 68 */
        2, 0, 0x69, 0x87, 4, 0, 1, 0, 0, 0, 38, 0, 0, 0,
        0x25, 0x88, 4, 0, 1, 0, 0, 0, 68, 0, 0, 0, 0, 0, 0, 0,
        /* EXIF IFD @38: DateTimeOriginal @122, OffsetTimeOriginal @142 */
        2, 0, 0x03, 0x90, 2, 0, 20, 0, 0, 0, 122, 0, 0, 0,
        0x11, 0x90, 2, 0, 7, 0, 0, 0, 142, 0, 0, 0, 0, 0, 0, 0,
        /* GPS IFD @68: refs inline, rationals @150 and @174 */
        4, 0, 1, 0, 2, 0, 2, 0, 0, 0, 'S', 0, 0, 0,
        2, 0, 5, 0, 3, 0, 0, 0, 150, 0, 0, 0,
        3, 0, 2, 0, 2, 0, 0, 0, 'E', 0, 0, 0,
        4, 0, 5, 0, 3, 0, 0, 0, 174, 0, 0, 0, 0, 0, 0, 0
    };
    static const uint32_t  rat[12] = { 33, 1, 52, 1, 1800, 100,
                                       151, 1, 12, 1, 36, 1 };
    size_t  i;

    memset(b, 0, 198);
    memcpy(b, head, sizeof(head));
    ck_assert_uint_eq(sizeof(head), 122);
    memcpy(b + 122, "2021:06:30 23:30:00", 20);

    if (offset != NULL) {
        memcpy(b + 142, offset, 7);
    } else {
        b[38] = 1;                        /* drop the offset entry */
    }

    for (i = 0; i < 12; i++) {
        b[150 + i * 4] = rat[i] & 0xff;
        b[151 + i * 4] = (rat[i] >> 8) & 0xff;
    }

    return 198;
}


START_TEST(exif_synthetic)
{
    size_t          len, i;
    pt_exif         ex;
    unsigned char   b[198], *big;
    static const struct {
        const char  *offset;
        const char  *utc;
    } c[] = {
        { "+02:00", "2021-06-30T21:30:00Z" },
        { "-05:00", "2021-07-01T04:30:00Z" },
        { NULL, "2021-06-30T23:30:00Z" },
        { "junk!!", "2021-06-30T23:30:00Z" }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        len = make_blob(b, c[i].offset);

        ck_assert_int_eq(pt_exif_parse(b, len, &ex), PT_OK);
        ck_assert_str_eq(ex.date_created, c[i].utc);
        ck_assert_int_eq(ex.has_gps, 1);
        ck_assert_double_eq_tol(ex.latitude, -33.871667, 1e-5);
        ck_assert_double_eq_tol(ex.longitude, 151.21, 1e-5);
        pt_exif_clear(&ex);

        /* the same bytes as a TIFF file take the IFD walker */
        ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex), PT_OK);
        ck_assert_str_eq(ex.date_created, c[i].utc);
        ck_assert_double_eq_tol(ex.latitude, -33.871667, 1e-5);
        pt_exif_clear(&ex);
    }

    /* over 1 MB: refused, empty */
    big = calloc(1, 1024 * 1024 + 16);
    ck_assert_ptr_nonnull(big);
    memcpy(big, "Exif\0\0", 6);
    memcpy(big + 6, b, sizeof(b));
    ck_assert_int_eq(pt_exif_parse(big, 1024 * 1024 + 16, &ex), PT_OK);
    ck_assert_int_eq(json_object_size(ex.map), 0);
    pt_exif_clear(&ex);
    ck_assert_int_eq(pt_exif_parse(big, 512, &ex), PT_OK);
    ck_assert_int_eq(ex.has_gps, 1);
    pt_exif_clear(&ex);
    free(big);
}
END_TEST


/*
 * Dates outside years 1000-9999 in UTC are unknown (""): strftime wrote
 * "224-05-01T..." or "10000-01-01T...", which is not ISO 8601 and which a
 * DATETIME column does not hold.
 */
START_TEST(exif_date_range)
{
    size_t          len, i;
    pt_exif         ex;
    unsigned char   b[198];
    static const struct {
        const char  *local;
        const char  *offset;
        const char  *utc;
    } c[] = {
        { "0224:05:01 12:00:00", "+00:00", "" },
        { "9999:12:31 23:30:00", "-02:00", "" },
        { "1000:01:01 01:00:00", "+02:00", "" },
        { "1000:01:01 12:00:00", "+02:00", "1000-01-01T10:00:00Z" },
        { "9999:12:31 20:00:00", "-02:00", "9999-12-31T22:00:00Z" }
    };

    for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
        len = make_blob(b, c[i].offset);
        memcpy(b + 122, c[i].local, 20);

        ck_assert_int_eq(pt_exif_parse(b, len, &ex), PT_OK);
        ck_assert_str_eq(ex.date_created, c[i].utc);
        pt_exif_clear(&ex);

        ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex), PT_OK);
        ck_assert_str_eq(ex.date_created, c[i].utc);
        pt_exif_clear(&ex);
    }
}
END_TEST


/* truncations and bit flips: nothing may crash, everything is PT_OK */
START_TEST(exif_hostile)
{
    size_t          len, n, i, k;
    uint32_t        seed;
    pt_exif         ex;
    pt_format       fmt;
    unsigned char   b[198], mut[198], *buf;
    static const char  *files[] = {
        "exif/exifer_photo_iphonex.jpg", "exif/pillow_exif.png",
        "exif/hopper_orientation_6.webp", "exif/tifftag-photoshop.tiff",
        "malformed/corrupt-header.jpg", "malformed/truncated.png"
    };

    for (k = 0; k < sizeof(files) / sizeof(files[0]); k++) {
        buf = slurp(cpath(files[k]), &len);
        fmt = pt_sniff(buf, len);

        for (n = 0; n < len && n < 80000; n += 113) {
            ck_assert_int_eq(pt_exif_from_file(buf, n, fmt, &ex), PT_OK);
            pt_exif_clear(&ex);
        }
        free(buf);
    }

    /* every malformed file, read as each container */
    for (k = 0; k < NCORPUS; k++) {
        if (strncmp(corpus[k].file, "malformed/", 10) != 0) {
            continue;
        }
        buf = slurp(cpath(corpus[k].file), &len);
        for (fmt = PT_FMT_JPEG; fmt <= PT_FMT_TIFF; fmt++) {
            ck_assert_int_eq(pt_exif_from_file(buf, len, fmt, &ex), PT_OK);
            pt_exif_clear(&ex);
        }
        free(buf);
    }

    seed = 2463534242u;
    len = make_blob(b, "+01:00");

    for (i = 0; i < 5000; i++) {
        memcpy(mut, b, len);
        for (k = 0; k < 1 + i % 6; k++) {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            mut[seed % len] ^= (unsigned char) (seed >> 8);
        }
        ck_assert_int_eq(pt_exif_parse(mut, len, &ex), PT_OK);
        pt_exif_clear(&ex);
        ck_assert_int_eq(pt_exif_from_file(mut, len, PT_FMT_TIFF, &ex),
                         PT_OK);
        pt_exif_clear(&ex);
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

    s = suite_create("media");

    tc = tcase_create("sniff");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, sniff_corpus);
    tcase_add_test(tc, sniff_synthetic);
    suite_add_tcase(s, tc);

    tc = tcase_create("exif");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, exif_iphonex);
    tcase_add_test(tc, exif_orientations);
    tcase_add_test(tc, exif_png_chunks);
    tcase_add_test(tc, exif_tiff_heif);
    tcase_add_test(tc, exif_broken);
    tcase_add_test(tc, exif_synthetic);
    tcase_add_test(tc, exif_date_range);
    tcase_add_test(tc, exif_hostile);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
