/*
 * Check suite for what containers declare before a decoder reads them
 * (shared/media/media_header.c) and the formats around it: BigTIFF sniffing,
 * GIF frame counts past libnsgif's cap of 4096, the image sizes HEIF and
 * AVIF files declare (corpus files, and sizes patched over libheif's own
 * limit), hostile truncations, and the probe's answers for them.
 */

#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "media/media.h"
#include "media_test.h"


/* a GIF of n 1x1 frames; lct: each frame has a local colour table, ext:
 * a graphic control extension before each */
static unsigned char *
make_gif(int n, int lct, int ext, size_t *len)
{
    int             i;
    unsigned char  *b, *p;
    static const unsigned char  head[] = {
        'G', 'I', 'F', '8', '9', 'a', 1, 0, 1, 0, 0x80, 0, 0,
        0, 0, 0, 255, 255, 255
    };
    /* a 1x1 frame: LZW code size 2, clear, index 0, end */
    static const unsigned char  frame[] = {
        0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0
    };
    static const unsigned char  gce[] = {
        0x21, 0xf9, 4, 0, 10, 0, 0, 0
    };

    b = malloc(sizeof(head) + (size_t) n * (sizeof(frame) + 6
                                            + sizeof(gce)) + 1);
    ck_assert_ptr_nonnull(b);

    memcpy(b, head, sizeof(head));
    p = b + sizeof(head);

    for (i = 0; i < n; i++) {
        if (ext) {
            memcpy(p, gce, sizeof(gce));
            p += sizeof(gce);
        }

        memcpy(p, frame, 10);
        if (lct) {
            p[9] = 0x80;                  /* 2 entries: 6 bytes */
            memset(p + 10, 0x2c, 6);      /* bytes that look like frames */
            p += 6;
        }
        memcpy(p + 10, frame + 10, sizeof(frame) - 10);
        p += sizeof(frame);
    }

    *p++ = 0x3b;
    *len = p - b;

    return b;
}


START_TEST(gif_frames)
{
    size_t          len, n;
    unsigned char  *b;

    /* past the decoder's cap: the real count */
    b = make_gif(10000, 0, 0, &len);
    ck_assert_int_eq(pt_sniff(b, len), PT_FMT_GIF);
    ck_assert_int_eq(pt_gif_frames(b, len), 10000);
    free(b);

    b = make_gif(5, 1, 1, &len);
    ck_assert_int_eq(pt_gif_frames(b, len), 5);

    /* cut anywhere: a count of what is there, never a read past it */
    for (n = 0; n < len; n++) {
        ck_assert_int_le(pt_gif_frames(b, n), 5);
    }
    free(b);

    /* the corpus: an animation and a pile of 1x1 frames */
    b = slurp(cpath("images/Rotating_earth_large.gif"), &len);
    ck_assert_int_eq(pt_gif_frames(b, len), 44);
    free(b);

    b = slurp(cpath("malformed/1024-pages.gif"), &len);
    ck_assert_int_eq(pt_gif_frames(b, len), 1024);
    free(b);
}
END_TEST


/* the first ispe of a file set to w x h */
static void
patch_ispe(unsigned char *b, size_t len, uint32_t w, uint32_t h)
{
    unsigned char  *p;

    p = memmem(b, len, "ispe", 4);
    ck_assert_ptr_nonnull(p);

    p[8] = w >> 24;
    p[9] = (w >> 16) & 0xff;
    p[10] = (w >> 8) & 0xff;
    p[11] = w & 0xff;
    p[12] = h >> 24;
    p[13] = (h >> 16) & 0xff;
    p[14] = (h >> 8) & 0xff;
    p[15] = h & 0xff;
}


START_TEST(heif_extent)
{
    int             w, h;
    size_t          len, n;
    unsigned char  *b;

    b = slurp(cpath("images/avif-orientation-6.avif"), &len);
    ck_assert_int_eq(pt_heif_extent(b, len, &w, &h), PT_OK);
    ck_assert_int_eq(w, 3024);
    ck_assert_int_eq(h, 4032);

    patch_ispe(b, len, 20000, 20000);
    ck_assert_int_eq(pt_heif_extent(b, len, &w, &h), PT_OK);
    ck_assert_int_eq(w, 20000);
    ck_assert_int_eq(h, 20000);

    /* cut anywhere: found or not, never a read past the end */
    for (n = 0; n < len && n < 4096; n++) {
        (void) pt_heif_extent(b, n, &w, &h);
    }
    free(b);

    /* a grid: its tiles' sizes do not hide the whole picture */
    b = slurp(cpath("images/pitm.avif"), &len);
    ck_assert_int_eq(pt_heif_extent(b, len, &w, &h), PT_OK);
    ck_assert_int_eq(w, 4096);
    ck_assert_int_eq(h, 800);
    free(b);

    b = slurp(cpath("images/thumbor_image.heic"), &len);
    ck_assert_int_eq(pt_heif_extent(b, len, &w, &h), PT_OK);
    ck_assert_int_eq(w, 256);
    ck_assert_int_eq(h, 256);
    free(b);

    /* not HEIF at all */
    b = slurp(cpath("images/4.webp"), &len);
    ck_assert_int_eq(pt_heif_extent(b, len, &w, &h), PT_ERROR);
    free(b);
}
END_TEST


/* bytes to a file in the test's directory; returns its path */
static const char *
put(const char *name, const unsigned char *b, size_t len)
{
    FILE        *f;
    const char  *path;

    path = tpath(name);
    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(b, 1, len, f), len);
    fclose(f);

    return path;
}


START_TEST(probe_declared)
{
    char               err[256];
    size_t             len;
    pt_probe           pr;
    pt_limits          lim;
    unsigned char     *b;
    const char        *path;

    memset(&lim, 0, sizeof(lim));
    lim.max_pixels = 100000000;
    lim.max_frames = 500;

    /* 10,000 frames: the real count, not the decoder's 4097 */
    b = make_gif(10000, 0, 0, &len);
    path = put("many.gif", b, len);
    free(b);
    ck_assert_int_eq(probe_cause(path, PT_FMT_GIF, &lim, &pr, err,
                                   sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_str_eq(err, "image has 10000 frames, over the limit of 500");

    /* AVIF and HEIC over the pixel limit: not "corrupt" */
    b = slurp(cpath("images/avif-orientation-6.avif"), &len);
    patch_ispe(b, len, 20000, 20000);
    path = put("big.avif", b, len);
    ck_assert_int_eq(probe_cause(path, PT_FMT_AVIF, &lim, &pr, err,
                                   sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_msg(strstr(err, "over the limit of 100 MP") != NULL, "%s",
                  err);

    /* within 100 MP, but wider than libheif reads */
    patch_ispe(b, len, 20000, 100);
    path = put("wide.avif", b, len);
    ck_assert_int_eq(probe_cause(path, PT_FMT_AVIF, &lim, &pr, err,
                                   sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_msg(strstr(err, "limit of 16384 pixels per side") != NULL,
                  "%s", err);
    free(b);

    b = slurp(cpath("images/thumbor_image.heic"), &len);
    patch_ispe(b, len, 12000, 12000);
    path = put("big.heic", b, len);
    ck_assert_int_eq(probe_cause(path, PT_FMT_HEIC, &lim, &pr, err,
                                   sizeof(err)), PT_E_OVER_LIMIT);
    ck_assert_msg(strstr(err, "12000x12000") != NULL, "%s", err);
    free(b);

    /* untouched files still probe */
    ck_assert_int_eq(probe_cause(cpath("images/pitm.avif"), PT_FMT_AVIF,
                                 &lim, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(probe_cause(cpath("images/Rotating_earth_large.gif"),
                                 PT_FMT_GIF, &lim, &pr, err, sizeof(err)),
                     PT_PASSED);
    ck_assert_int_eq(pr.frames, 44);
}
END_TEST


START_TEST(sniff_bigtiff)
{
    ck_assert_int_eq(pt_sniff((const unsigned char *) "II+\0\x08\0\0\0", 8),
                     PT_FMT_TIFF);
    ck_assert_int_eq(pt_sniff((const unsigned char *) "MM\0+\0\x08\0\0", 8),
                     PT_FMT_TIFF);
    ck_assert_int_eq(pt_sniff((const unsigned char *) "II-\0\x08\0\0\0", 8),
                     PT_FMT_UNKNOWN);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("media_formats");

    tc = tcase_create("declared");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, gif_frames);
    tcase_add_test(tc, heif_extent);
    tcase_add_test(tc, probe_declared);
    tcase_add_test(tc, sniff_bigtiff);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
