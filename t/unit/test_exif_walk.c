/*
 * Check suite for the IFD walk of shared/media/exif_file.c (pt_exif_walk): the
 * hostile nesting of the security review (1013 EXIF pointers to an IFD
 * of 1024 Interop pointers) is walked in a counted, bounded number of
 * steps as a TIFF file, as an EXIF blob, inside a JPEG's APP1 and as a
 * HEIF Exif item, and BigTIFF files (both byte orders) give their EXIF
 * like classic ones.
 */

#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/pt.h"
#include "media/media.h"


#define IFD_N     1024                    /* the walker's per-IFD maximum */
#define IFD_SIZE  (2 + 12 * IFD_N + 4)
/* 1022 EXIF pointers in IFD0 and 1024 Interop ones: all but two repeat */
#define REPEATED  (1022 + 1024 - 2)

static int  be;                           /* the file being built is MM */


static void
w16(unsigned char *p, unsigned v)
{
    p[be ? 1 : 0] = v & 0xff;
    p[be ? 0 : 1] = (v >> 8) & 0xff;
}


static void
w32(unsigned char *p, uint32_t v)
{
    w16(p + (be ? 2 : 0), v & 0xffff);
    w16(p + (be ? 0 : 2), v >> 16);
}


static void
w64(unsigned char *p, uint64_t v)
{
    w32(p + (be ? 4 : 0), (uint32_t) v);
    w32(p + (be ? 0 : 4), (uint32_t) (v >> 32));
}


/* entry i of the classic IFD at ifd */
static void
entry(unsigned char *ifd, unsigned i, unsigned tag, unsigned type,
    uint32_t count, uint32_t value)
{
    unsigned char  *p;

    p = ifd + 2 + 12 * i;
    w16(p, tag);
    w16(p + 2, type);
    w32(p + 4, count);

    if (type == 3 && count == 1) {
        w16(p + 8, value);                /* a SHORT sits left-justified */
    } else {
        w32(p + 8, value);
    }
}


/* a full IFD of LONG entries of one tag, all pointing at to */
static void
fill(unsigned char *ifd, unsigned tag, uint32_t to)
{
    unsigned  i;

    w16(ifd, IFD_N);

    for (i = 0; i < IFD_N; i++) {
        entry(ifd, i, tag, 4, 1, to);
    }
}


/*
 * The review's structure, little-endian: IFD0 holds Make, Orientation
 * (and a GPS pointer with gps), the rest ExifIfdPointers to one EXIF IFD
 * of 1024 Interop pointers to an IFD of 1024 Interop pointers (to
 * itself); the GPS IFD is 1024 entries of junk.  No IFD but IFD0 holds a
 * tag libexif keeps, so "read already" never stopped the old walk.
 */
static size_t
make_nested(unsigned char *b, int gps)
{
    size_t  exif, interop, gifd, make;

    be = 0;
    exif = 8 + IFD_SIZE;
    interop = exif + IFD_SIZE;
    gifd = interop + IFD_SIZE;
    make = gps ? gifd + IFD_SIZE : gifd;

    memset(b, 0, make + 12);
    memcpy(b, "II*\0", 4);
    w32(b + 4, 8);

    fill(b + 8, 0x8769, exif);
    entry(b + 8, 0, 0x010f, 2, 11, make);
    entry(b + 8, 1, 0x0112, 3, 1, 6);
    if (gps) {
        entry(b + 8, 2, 0x8825, 4, 1, gifd);
        fill(b + gifd, 0xa005, gifd);
    }

    fill(b + exif, 0xa005, interop);
    fill(b + interop, 0xa005, interop);
    memcpy(b + make, "PictorTest", 11);

    return make + 12;
}


static const char *
map_get(const pt_exif *ex, const char *name)
{
    json_t  *v;

    v = json_object_get((json_t *) ex->map, name);

    return v != NULL ? json_string_value(v) : NULL;
}


/* walked: entries read; repeated: pointers to an IFD read already, what
 * makes the probe refuse a JPEG, PNG or WebP before libvips parses it */
static void
check_nested(const pt_exif *ex, unsigned walked, unsigned repeated)
{
    ck_assert_uint_eq(ex->walked, walked);
    ck_assert_uint_eq(ex->repeated, repeated);
    ck_assert_ptr_nonnull(map_get(ex, "Make"));
    ck_assert_str_eq(map_get(ex, "Make"), "PictorTest");
    ck_assert_int_eq(ex->orientation, 6);
}


START_TEST(nested_pointers_tiff)
{
    size_t          len;
    pt_exif         ex;
    unsigned char  *b;

    b = malloc(5 * IFD_SIZE);
    ck_assert_ptr_nonnull(b);

    /* each IFD once: 3 x 1024 entries, not 1022 x 1024 x 1024 */
    len = make_nested(b, 0);
    ck_assert_int_eq(pt_sniff(b, len), PT_FMT_TIFF);
    ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex), PT_OK);
    check_nested(&ex, 3 * IFD_N, REPEATED);
    pt_exif_clear(&ex);

    /* four full IFDs: the most any file makes the walk read */
    len = make_nested(b, 1);
    ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex), PT_OK);
    check_nested(&ex, 4 * IFD_N, REPEATED - 1);
    pt_exif_clear(&ex);

    free(b);
}
END_TEST


START_TEST(nested_pointers_blob)
{
    size_t          len;
    pt_exif         ex;
    unsigned char  *b;

    /* libexif's own loader was just as slow: blobs take the walk too */
    b = malloc(6 + 5 * IFD_SIZE);
    ck_assert_ptr_nonnull(b);
    memcpy(b, "Exif\0\0", 6);

    len = make_nested(b + 6, 0);
    ck_assert_int_eq(pt_exif_parse(b, len + 6, &ex), PT_OK);
    check_nested(&ex, 3 * IFD_N, REPEATED);
    pt_exif_clear(&ex);

    /* a bare TIFF header is a blob as well */
    ck_assert_int_eq(pt_exif_parse(b + 6, len, &ex), PT_OK);
    check_nested(&ex, 3 * IFD_N, REPEATED);
    pt_exif_clear(&ex);

    free(b);
}
END_TEST


START_TEST(nested_pointers_jpeg)
{
    size_t          len, seg;
    pt_exif         ex;
    unsigned char  *b;

    /* SOI, APP1 "Exif\0\0" + the structure (37 KB fit one segment), EOI */
    b = malloc(16 + 4 * IFD_SIZE);
    ck_assert_ptr_nonnull(b);

    len = make_nested(b + 12, 0);
    seg = len + 8;
    ck_assert_uint_lt(seg, 65536);
    memcpy(b, "\xFF\xD8\xFF\xE1", 4);
    b[4] = (unsigned char) (seg >> 8);
    b[5] = seg & 0xff;
    memcpy(b + 6, "Exif\0\0", 6);
    memcpy(b + 12 + len, "\xFF\xD9", 2);

    ck_assert_int_eq(pt_sniff(b, len + 14), PT_FMT_JPEG);
    ck_assert_int_eq(pt_exif_from_file(b, len + 14, PT_FMT_JPEG, &ex),
                     PT_OK);
    check_nested(&ex, 3 * IFD_N, REPEATED);
    pt_exif_clear(&ex);

    free(b);
}
END_TEST


static unsigned char *
put_be32(unsigned char *p, uint32_t v)
{
    p[0] = v >> 24;
    p[1] = (v >> 16) & 0xff;
    p[2] = (v >> 8) & 0xff;
    p[3] = v & 0xff;

    return p + 4;
}


/* an ISO-BMFF box header (full: with version, flags 0); returns the body */
static unsigned char *
box(unsigned char *p, const char *type, size_t len, int version)
{
    p = put_be32(p, (uint32_t) len);
    memcpy(p, type, 4);

    return version < 0 ? p + 4 : put_be32(p + 4, (uint32_t) version << 24);
}


/*
 * A HEIF file with no image, only an Exif item holding "Exif\0\0" and
 * the tlen bytes of tiff: ftyp, meta (hdlr, iinf, iloc, [idat]), [mdat].
 * With idat the item lives in the meta box (iloc version 1, construction
 * method 1), else in mdat (iloc version 0, a file offset).
 */
static size_t
make_heif(unsigned char *b, const unsigned char *tiff, size_t tlen,
    int idat)
{
    size_t          pay, iloc, meta;
    unsigned char  *p, *data;

    pay = 4 + 6 + tlen;
    iloc = idat ? 32 : 30;
    meta = 12 + 33 + 35 + iloc + (idat ? 8 + pay : 0);

    p = box(b, "ftyp", 24, -1);
    memcpy(p, "avif\0\0\0\0mif1avif", 16);

    p = box(b + 24, "meta", meta, 0);
    p = box(p, "hdlr", 33, 0);
    memset(p, 0, 21);
    memcpy(p + 4, "pict", 4);
    p += 21;

    p = box(p, "iinf", 35, 0);
    *p++ = 0;
    *p++ = 1;                             /* one entry */
    p = box(p, "infe", 21, 2);
    memcpy(p, "\0\1\0\0Exif", 9);         /* id 1, no protection, "" */
    p += 9;

    /* 4-byte offsets and lengths; one item: id 1, [method 1 (idat),]
     * data reference 0, one extent */
    p = box(p, "iloc", iloc, idat ? 1 : 0);
    if (idat) {
        memcpy(p, "\x44\0\0\1\0\1\0\1\0\0\0\1", 12);
    } else {
        memcpy(p, "\x44\0\0\1\0\1\0\0\0\1", 10);
    }
    p += idat ? 12 : 10;

    data = p + 8 + 8;                     /* past the extent and a header */
    p = put_be32(p, idat ? 0 : (uint32_t) (data - b));
    p = put_be32(p, (uint32_t) pay);

    p = box(p, idat ? "idat" : "mdat", 8 + pay, -1);
    ck_assert_ptr_eq(p, data);
    p = put_be32(p, 6);                   /* the TIFF header's offset */
    memcpy(p, "Exif\0\0", 6);
    memcpy(p + 6, tiff, tlen);

    return (size_t) (p + 6 + tlen - b);
}


START_TEST(nested_pointers_heif)
{
    int             idat;
    size_t          len, tlen, blen;
    pt_exif         ex;
    unsigned char  *b, *tiff;

    tiff = malloc(4 * IFD_SIZE);
    b = malloc(5 * IFD_SIZE);
    ck_assert_ptr_nonnull(tiff);
    ck_assert_ptr_nonnull(b);
    tlen = make_nested(tiff, 0);

    /* libvips would hand the Exif item to libexif: it is found here */
    for (idat = 0; idat < 2; idat++) {
        len = make_heif(b, tiff, tlen, idat);
        ck_assert_int_eq(pt_sniff(b, len), PT_FMT_AVIF);
        ck_assert_ptr_nonnull(pt_heif_exif(b, len, &blen));
        ck_assert_uint_eq(blen, tlen);
        ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_AVIF, &ex),
                         PT_OK);
        check_nested(&ex, 3 * IFD_N, REPEATED);
        pt_exif_clear(&ex);

        /* cut short anywhere: found or not, never a read past the end */
        for ( /* void */ ; len > 0; len -= 1 + len / 64) {
            (void) pt_heif_exif(b, len, &blen);
        }
    }

    free(b);
    free(tiff);
}
END_TEST


/* a BigTIFF entry at p: the value is 8 bytes, inline when it fits */
static unsigned char *
bentry(unsigned char *p, unsigned tag, unsigned type, uint64_t count,
    uint64_t value)
{
    w16(p, tag);
    w16(p + 2, type);
    w64(p + 4, count);

    if (type == 3) {
        w16(p + 12, (unsigned) value);
    } else {
        w64(p + 12, value);
    }

    return p + 20;
}


/*
 * A BigTIFF: 16-byte header, IFDs of 8-byte counts and 20-byte entries
 * with 8-byte values inline.  IFD0: Make (offset), Orientation (inline)
 * and an ExifIfdPointer of type IFD8; the EXIF IFD: DateTimeOriginal (20
 * bytes at an offset) and OffsetTimeOriginal (7 bytes, inline).
 */
static size_t
make_bigtiff(unsigned char *b, int big_endian)
{
    unsigned char  *p;

    be = big_endian;
    memset(b, 0, 256);
    memcpy(b, be ? "MM\0+" : "II+\0", 4);
    w16(b + 4, 8);
    w64(b + 8, 16);

    /* IFD0 @16: 3 entries, next IFD 0 -> ends at 16 + 8 + 60 + 8 = 92 */
    w64(b + 16, 3);
    p = bentry(b + 24, 0x010f, 2, 11, 160);
    p = bentry(p, 0x0112, 3, 1, 8);
    (void) bentry(p, 0x8769, 18, 1, 96);

    /* EXIF IFD @96: 2 entries -> ends at 96 + 8 + 40 + 8 = 152 */
    w64(b + 96, 2);
    p = bentry(b + 104, 0x9003, 2, 20, 176);
    p = bentry(p, 0x9011, 2, 7, 0);
    memcpy(p - 8, "+02:00", 7);

    memcpy(b + 160, "BigCamera", 10);
    memcpy(b + 176, "2021:06:30 23:30:00", 20);

    return 196;
}


START_TEST(bigtiff)
{
    int             i;
    size_t          len;
    pt_exif         ex;
    unsigned char   b[256];

    for (i = 0; i < 2; i++) {
        len = make_bigtiff(b, i);
        ck_assert_int_eq(pt_sniff(b, len), PT_FMT_TIFF);
        ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex),
                         PT_OK);
        ck_assert_uint_eq(ex.walked, 5);
        ck_assert_uint_eq(ex.repeated, 0);
        ck_assert_ptr_nonnull(map_get(&ex, "Make"));
        ck_assert_str_eq(map_get(&ex, "Make"), "BigCamera");
        ck_assert_int_eq(ex.orientation, 8);
        ck_assert_str_eq(ex.date_created, "2021-06-30T21:30:00Z");
        pt_exif_clear(&ex);

        /* a bad offset size is no BigTIFF: nothing, and no crash */
        b[be ? 5 : 4] = 4;
        ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex),
                         PT_OK);
        ck_assert_uint_eq(ex.walked, 0);
        pt_exif_clear(&ex);

        /* cut short anywhere: PT_OK, never past the end */
        b[be ? 5 : 4] = 8;
        for ( /* void */ ; len > 0; len--) {
            ck_assert_int_eq(pt_exif_from_file(b, len, PT_FMT_TIFF, &ex),
                             PT_OK);
            pt_exif_clear(&ex);
        }
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

    s = suite_create("exif_walk");

    /* no fixture: the walk needs neither libvips nor files */
    tc = tcase_create("walk");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, nested_pointers_tiff);
    tcase_add_test(tc, nested_pointers_blob);
    tcase_add_test(tc, nested_pointers_jpeg);
    tcase_add_test(tc, nested_pointers_heif);
    tcase_add_test(tc, bigtiff);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
