/*
 * A progressive JPEG's 1/8 decode without its full-resolution AC scans
 * (shared/media/jpeg_dc.c): wherever pt_jpeg_dc rewrites a file, libjpeg
 * must decode the rewrite at 1/8 to exactly the original's pixels, and
 * pt_media_load at shrink 8 (which takes the rewrite) must give them too.
 * Every JPEG under the corpus and t/, each also re-encoded progressive
 * at 4:2:0, 4:4:4, in grey and with restart intervals; files cut short,
 * damaged, or left unrefined are not rewritten.
 */

#include <vips/vips.h>

#include "media_test.h"
#include "media/jpeg.h"
#include "media/media_load.h"


static int  rewritten, declined;


/* the largest difference between two images' samples; -1: other sizes */
static double
max_diff(VipsImage *a, VipsImage *b)
{
    double      d;
    VipsImage  *t[2];

    if (a->Xsize != b->Xsize || a->Ysize != b->Ysize
        || a->Bands != b->Bands)
    {
        return -1;
    }

    ck_assert_int_eq(vips_subtract(a, b, &t[0], NULL), 0);
    ck_assert_int_eq(vips_abs(t[0], &t[1], NULL), 0);
    ck_assert_int_eq(vips_max(t[1], &d, NULL), 0);
    g_object_unref(t[0]);
    g_object_unref(t[1]);

    return d;
}


static VipsImage *
eighth(const void *buf, size_t len)
{
    VipsImage  *img;

    ck_assert_int_eq(vips_jpegload_buffer((void *) buf, len, &img,
                                          "shrink", 8, "fail_on",
                                          VIPS_FAIL_ON_ERROR, NULL), 0);
    return img;
}


/* a JPEG in memory: rewritten, the same pixels; 1 when it was */
static int
check_same(const unsigned char *buf, size_t len, const char *what)
{
    int             rc;
    size_t          dlen, alen;
    double          d;
    VipsImage      *a, *b, *c;
    unsigned char  *dc, *again;
    pt_jpeg_layout  l;
    const char     *path;

    rc = pt_jpeg_dc(buf, len, &dc, &dlen);
    ck_assert_int_ge(rc, 0);

    if (rc == 0) {
        ck_assert_ptr_null(dc);
        declined++;
        return 0;
    }

    /* the rewrite is whole and smaller, with nothing left to gain */
    ck_assert_msg(pt_jpeg_walk(dc, dlen, &l) == 1, "%s: rewrite not whole",
                  what);
    ck_assert_msg(dlen < len, "%s: rewrite %zu >= %zu", what, dlen, len);
    ck_assert_int_eq(pt_jpeg_dc(dc, dlen, &again, &alen), 0);

    a = eighth(buf, len);
    b = eighth(dc, dlen);
    d = max_diff(a, b);
    ck_assert_msg(d == 0, "%s: the 1/8 decodes differ by %g", what, d);

    /* and the loader takes it, from a file */
    path = tpath("dc.jpg");
    spill(path, buf, len);
    ck_assert_int_eq(pt_media_load(path, PT_FMT_JPEG, 0, 1, 8.0,
                                   VIPS_ACCESS_SEQUENTIAL, &c), 0);
    d = max_diff(a, c);
    ck_assert_msg(d == 0, "%s: pt_media_load differs by %g", what, d);

    g_object_unref(a);
    g_object_unref(b);
    g_object_unref(c);
    free(dc);
    rewritten++;

    return 1;
}


/* buf re-encoded progressive by libvips, with the options given */
static void
check_reencoded(const unsigned char *buf, size_t len, const char *what)
{
    size_t      k, n;
    void       *out;
    char        name[320];
    VipsImage  *img, *grey;

    if (vips_jpegload_buffer((void *) buf, len, &img, "shrink", 4, NULL)
        != 0)
    {
        vips_error_clear();
        return;
    }

    for (k = 0; k < 4; k++) {
        pt_snprintf(name, sizeof(name), "%s as %s", what,
                    k == 0 ? "4:2:0" : k == 1 ? "4:4:4"
                    : k == 2 ? "grey" : "restarts");

        if (k == 2) {
            ck_assert_int_eq(vips_colourspace(img, &grey,
                                              VIPS_INTERPRETATION_B_W,
                                              NULL), 0);
            ck_assert_int_eq(vips_jpegsave_buffer(grey, &out, &n,
                                                  "interlace", TRUE, NULL),
                             0);
            g_object_unref(grey);

        } else {
            ck_assert_int_eq(vips_jpegsave_buffer(img, &out, &n,
                                 "interlace", TRUE, "Q", 90,
                                 "subsample_mode", k == 1
                                 ? VIPS_FOREIGN_SUBSAMPLE_OFF
                                 : VIPS_FOREIGN_SUBSAMPLE_ON,
                                 "restart_interval", k == 3 ? 4 : 0,
                                 NULL), 0);
        }

        /* restart intervals: decoded as they are */
        ck_assert_int_eq(check_same(out, n, name), k == 3 ? 0 : 1);
        g_free(out);
    }

    g_object_unref(img);
}


static int
visit(const char *path, const struct stat *st, int type, struct FTW *f)
{
    size_t          len;
    unsigned char  *buf;

    (void) f;

    if (type != FTW_F || !S_ISREG(st->st_mode) || st->st_size == 0
        || st->st_size > 8000000 || sniff_file(path) != PT_FMT_JPEG)
    {
        return 0;
    }

    buf = slurp(path, &len);
    (void) check_same(buf, len, path);

    /* not the tiny ones: libvips asserts on a shrink to nothing */
    if (len > 20000 && pt_jpeg_whole(buf, len)) {
        check_reencoded(buf, len, path);
    }

    free(buf);

    return 0;
}


START_TEST(every_file)
{
    rewritten = 0;
    declined = 0;

    walk_test_files(visit);

    /* some 18 whole JPEGs of some size, three progressive ones each */
    ck_assert_msg(rewritten >= 50, "only %d rewritten", rewritten);
    ck_assert_msg(declined >= 30, "only %d declined", declined);
}
END_TEST


/* the corpus' progressive photo: cut, unrefined, damaged */
START_TEST(not_rewritten)
{
    size_t          len, k, cut, n;
    unsigned char  *buf, *mut, *dc;
    unsigned        seed;
    VipsImage      *img;
    pt_jpeg_layout  l;

    buf = slurp(cpath("images/missing-exif.jpg"), &len);
    ck_assert_int_eq(pt_jpeg_walk(buf, len, &l), 1);
    ck_assert_int_eq(l.sof, 0xc2);
    ck_assert_int_eq(check_same(buf, len, "missing-exif.jpg"), 1);

    /* the first bytes tell a progressive frame, and a baseline one */
    ck_assert_int_eq(pt_jpeg_progressive(buf, 4096), 1);
    ck_assert_int_eq(pt_jpeg_progressive(buf, 20), 1);
    ck_assert_int_eq(pt_jpeg_progressive(buf + 1, 4096), 0);

    mut = malloc(len + 2);
    ck_assert_ptr_nonnull(mut);

    /* cut anywhere, with or without an EOI after */
    for (k = 1; k <= 40; k++) {
        cut = len * k / 41;
        ck_assert_int_eq(pt_jpeg_dc(buf, cut, &dc, &n), 0);
        memcpy(mut, buf, cut);
        mut[cut] = 0xff;
        mut[cut + 1] = 0xd9;
        ck_assert_int_eq(pt_jpeg_dc(mut, cut + 2, &dc, &n), 0);
    }

    /* without its last scan, the luma's last refinement: unrefined */
    k = (size_t) l.nscans - 1;
    n = l.scan[k].start;
    memcpy(mut, buf, n);
    memcpy(mut + n, buf + l.scan[k].end, len - l.scan[k].end);
    ck_assert_int_eq(pt_jpeg_walk(mut, len - (l.scan[k].end - n), &l), 1);
    ck_assert_int_eq(pt_jpeg_dc(mut, len - (l.scan[k].end - n), &dc, &n),
                     0);

    /* a byte changed: rewritten only when still whole, then the same */
    for (seed = 7, k = 0; k < 60; k++) {
        memcpy(mut, buf, len);
        seed = seed * 1103515245 + 12345;
        cut = seed % (k < 40 ? 2048 : len);
        mut[cut] ^= (unsigned char) (1 + (seed >> 16) % 255);

        if (pt_jpeg_whole(mut, len)
            && vips_jpegload_buffer(mut, len, &img, "fail_on",
                                    VIPS_FAIL_ON_ERROR, NULL) == 0)
        {
            g_object_unref(img);
            (void) check_same(mut, len, "a damaged copy");
        }

        vips_error_clear();
    }

    free(mut);
    free(buf);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("jpeg_dc");

    tc = tcase_create("rewrite");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, not_rewritten);
    tcase_add_test(tc, every_file);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
