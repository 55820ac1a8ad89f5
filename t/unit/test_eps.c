/*
 * Check suite for shared/eps/eps.c: every corpus EPS is validated and its 300
 * DPI size compared with what ghostscript renders; the malformed
 * PostScript is refused with a reason; hand-built files cover line
 * endings, DOS headers, the 4 KB window, HiRes boxes and page counts.
 * The sandbox has its own suite, test_sandbox.c.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps_test.h"


typedef struct {
    const char  *file;
    int          width, height;
    int          dos, epsf, pages;
} eps_case;


/* sizes as ghostscript 10.0 renders them with -r300 (-dEPSCrop) */
static const eps_case  valid[] = {
    { "eps/doretree.ps", 2550, 2550, 0, 0, 1 },
    { "eps/filetype_fixture2.eps", 1146, 1146, 0, 1, 0 },
    { "eps/fop_barcode.eps", 565, 177, 0, 1, 0 },
    { "eps/fop_img-with-tiff-preview.eps", 71, 71, 1, 1, 0 },
    { "eps/freifunk_bremen_logo.eps", 492, 508, 0, 1, 1 },
    { "eps/golfer.eps", 2375, 2896, 0, 1, 0 },
    { "eps/ijs_state.eps", 3800, 1071, 0, 1, 0 },
    { "eps/illu10_no_preview.eps", 1677, 10197, 0, 1, 1 },
    { "eps/illuCS6_preview.eps", 1677, 10197, 1, 1, 1 },
    { "eps/non_zero_bb.eps", 1500, 1050, 0, 1, 0 },
    { "eps/pil_sample_cmyk.eps", 417, 417, 0, 1, 1 },
    { "eps/pillow_1.eps", 300, 201, 1, 1, 0 },
    { "eps/ridt91.eps", 1583, 833, 0, 1, 0 },
    { "eps/social_media_icons.eps", 1465, 265, 1, 1, 1 },
    { "eps/suse_topbar.eps", 3200, 17, 0, 1, 1 }
};

#define NVALID  (sizeof(valid) / sizeof(valid[0]))


typedef struct {
    const char  *file;
    const char  *reason;
} bad_case;


static const bad_case  invalid[] = {
    { "malformed/filetype_fixture.ps", "%!PS-Adobe-" },
    { "malformed/escher.ps", "%!PS-Adobe-" },
    { "malformed/article9_no_bbox.ps", "first 4 KB" },
    { "malformed/zero_bb_eof_before_boundingbox.eps", "(atend)" },
    { "eps/zero_bb_trailer.eps", "(atend)" },
    { "eps/filetype_fixture.eps", "empty" }
};

#define NINVALID  (sizeof(invalid) / sizeof(invalid[0]))


/* validates bytes written to a temp file */
static int
validate_bytes(const char *data, size_t len, pt_eps_info *info, char *err,
    size_t errlen)
{
    int       fd, rc;
    pt_error  e;

    spill(tpath("t.eps"), data, len);
    fd = open(tpath("t.eps"), O_RDONLY);
    ck_assert_int_ge(fd, 0);

    rc = pt_eps_validate(fd, len, info, &e);
    close(fd);

    /* the only causes an EPS is refused for */
    if (rc != PT_OK) {
        ck_assert(e.cause == PT_E_INVALID || e.cause == PT_E_BODY_SIZE);
    }
    pt_snprintf(err, errlen, "%s", rc == PT_OK ? "" : e.detail);

    return rc;
}


static int
validate_str(const char *s, pt_eps_info *info, char *err)
{
    return validate_bytes(s, strlen(s), info, err, 256);
}


START_TEST(eps_corpus_valid)
{
    size_t       i;
    pt_eps_info  info;

    for (i = 0; i < NVALID; i++) {
        eps_info(cpath(valid[i].file), &info);

        ck_assert_msg(info.width == valid[i].width
                      && info.height == valid[i].height,
                      "%s: %dx%d, expected %dx%d", valid[i].file,
                      info.width, info.height, valid[i].width,
                      valid[i].height);
        ck_assert_int_eq(info.dos, valid[i].dos);
        ck_assert_int_eq(info.epsf, valid[i].epsf);
        ck_assert_msg(info.pages == valid[i].pages, "%s: %d pages",
                      valid[i].file, info.pages);
    }

    /* the HiRes box is the one reported */
    eps_info(cpath("eps/fop_barcode.eps"), &info);
    ck_assert(info.urx > 135.65 && info.urx < 135.66);
    eps_info(cpath("eps/freifunk_bremen_logo.eps"), &info);
    ck_assert(info.lly == -1 && info.ury == 121);
    eps_info(cpath("eps/pillow_1.eps"), &info);
    ck_assert_int_eq(info.ps_offset, 7776);
    ck_assert_int_eq(info.ps_length, 38058);
}
END_TEST


/* the upload's size is ghostscript's: render each and compare */
START_TEST(eps_corpus_matches_gs)
{
    int                w, h, force;
    char               err[512];
    size_t             i;
    pt_eps_info        info;
    pt_sandbox_result  rc;

    for (i = 0; i < NVALID; i++) {
        eps_info(cpath(valid[i].file), &info);

        /* -dEPSCrop where gs honours it, and the explicit page size */
        for (force = 0; force < 2; force++) {
            if (!info.epsf && !force) {
                continue;
            }

            unlink(tpath("gs.png"));
            rc = gs_render(cpath(valid[i].file), &info, "pngalpha",
                           "gs.png", force, err, sizeof(err));
            ck_assert_msg(rc == PT_SANDBOX_OK, "%s: gs %d: %s",
                          valid[i].file, rc, err);

            ck_assert_msg(access(tpath("gs.png"), F_OK) == 0, "%s (%d): no "
                          "PNG; %s", valid[i].file, force, err);
            png_size(tpath("gs.png"), &w, &h);
            ck_assert_msg(w == info.width && h == info.height,
                          "%s (%s): gs %dx%d, validate %dx%d",
                          valid[i].file, force ? "box" : "EPSCrop", w, h,
                          info.width, info.height);
        }
    }
}
END_TEST


START_TEST(eps_malformed_refused)
{
    int          fd;
    size_t       i;
    pt_error     e;
    struct stat  st;
    pt_eps_info  info;

    for (i = 0; i < NINVALID; i++) {
        fd = open(cpath(invalid[i].file), O_RDONLY);
        ck_assert_int_ge(fd, 0);
        ck_assert_int_eq(fstat(fd, &st), 0);

        ck_assert_msg(pt_eps_validate(fd, st.st_size, &info, &e)
                      == PT_ERROR, "%s accepted", invalid[i].file);
        ck_assert_int_eq(e.cause, PT_E_INVALID);
        ck_assert_msg(strstr(e.detail, invalid[i].reason) != NULL,
                      "%s: \"%s\" lacks \"%s\"", invalid[i].file,
                      e.detail, invalid[i].reason);
        close(fd);
    }
}
END_TEST


START_TEST(eps_line_endings_and_numbers)
{
    char         err[256];
    pt_eps_info  info;

    /* CR only, no space after the colon */
    ck_assert_int_eq(validate_str("%!PS-Adobe-2.0 EPSF-1.2\r%%Creator: x\r"
                                  "%%BoundingBox:0 0 72 72\r%%EndComments"
                                  "\r", &info, err), PT_OK);
    ck_assert_int_eq(info.width, 300);

    /* CRLF, tabs, negative, decimals, trailing words */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\r\n"
                                  "%%BoundingBox:\t-10 -20.5 62 51.5 x\r\n",
                                  &info, err), PT_OK);
    ck_assert_int_eq(info.width, 300);
    ck_assert_int_eq(info.height, 300);
    ck_assert(info.lly == -20.5);

    /* rounding: 1 pt is 4.17 px -> 4; 5 pt 20.8 -> 21 */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 1 5\n", &info, err),
                     PT_OK);
    ck_assert_int_eq(info.width, 4);
    ck_assert_int_eq(info.height, 21);

    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 100\n", &info, err),
                     PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "four numbers"));

    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 1e9 10\n", &info,
                                  err), PT_ERROR);
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 0x10 10\n", &info,
                                  err), PT_ERROR);
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 10 10 5 20\n", &info,
                                  err), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "empty"));

    /* too large to rasterize: 30000 pt is 125000 px */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 30000 10\n", &info,
                                  err), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "too large"));

    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: (atend)\n%%EndComments\n"
                                  "%%Trailer\n%%BoundingBox: 0 0 9 9\n",
                                  &info, err), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "BoundingBox is (atend)"));

    ck_assert_int_eq(validate_str("", &info, err), PT_ERROR);
    ck_assert_int_eq(validate_str("%!PS\n%%BoundingBox: 0 0 9 9\n", &info,
                                  err), PT_ERROR);
    ck_assert_int_eq(validate_str(" %!PS-Adobe-3.0\n%%BoundingBox: 0 0 9 "
                                  "9\n", &info, err), PT_ERROR);
}
END_TEST


START_TEST(eps_header_rules)
{
    char         err[256], *big;
    size_t       n;
    pt_eps_info  info;

    /* HiRes wins, before or after; an invalid one is ignored */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%HiResBoundingBox: 0 0 135.6548 42.525"
                                  "\n%%BoundingBox: 0 0 136 43\n", &info,
                                  err), PT_OK);
    ck_assert_int_eq(info.width, 565);
    ck_assert_int_eq(info.height, 177);
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 136 43\n"
                                  "%%HiResBoundingBox: x\n", &info, err),
                     PT_OK);
    ck_assert_int_eq(info.width, 567);

    /* after %%EndComments gs no longer reads it, nor do we */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n%%EndComments"
                                  "\n%%BoundingBox: 0 0 9 9\n", &info, err),
                     PT_ERROR);
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 9 9\n%%EndComments\n"
                                  "%%HiResBoundingBox: 0 0 1 1\n", &info,
                                  err), PT_OK);
    ck_assert_int_eq(info.width, 38);

    /* not EPSF: valid, but gs will not crop by itself */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0\n%%BoundingBox: 0 0 9 9"
                                  "\n%%Pages: 3 1\n", &info, err), PT_OK);
    ck_assert_int_eq(info.epsf, 0);
    ck_assert_int_eq(info.pages, 3);

    /* the comment must start in the first 4096 bytes */
    big = malloc(8192);
    ck_assert_ptr_nonnull(big);
    strcpy(big, "%!PS-Adobe-3.0 EPSF-3.0\n%%Title: ");
    n = strlen(big);
    memset(big + n, 'x', 4093 - n);
    strcpy(big + 4093, "\n%%BoundingBox: 0 0 9 9\n");
    ck_assert_int_eq(strstr(big, "%%Bound") - big, 4094);
    ck_assert_int_eq(validate_str(big, &info, err), PT_OK);

    memmove(big + 4097, big + 4093, strlen(big + 4093) + 1);
    memset(big + 4093, 'x', 4);
    ck_assert_int_eq(strstr(big, "%%Bound") - big, 4098);
    ck_assert_int_eq(validate_str(big, &info, err), PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "first 4 KB"));
    free(big);

    /* (atend) pages: from the trailer, not the header */
    ck_assert_int_eq(validate_str("%!PS-Adobe-3.0 EPSF-3.0\n"
                                  "%%BoundingBox: 0 0 9 9\n%%Pages: (atend)"
                                  "\n%%EndComments\nshowpage\n%%Trailer\n"
                                  "%%Pages: 4\n%%EOF\n", &info, err),
                     PT_OK);
    ck_assert_int_eq(info.pages, 4);
}
END_TEST


START_TEST(eps_dos_header)
{
    char          err[256], buf[256];
    const char   *ps = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 1 2 73 "
                       "74\n";
    size_t        n;
    pt_eps_info   info;
    unsigned int  off, len;

    memset(buf, 0xAA, sizeof(buf));
    memcpy(buf, "\xC5\xD0\xD3\xC6", 4);
    off = 100;
    len = strlen(ps);
    memcpy(buf + 4, &off, 4);           /* little-endian host */
    memcpy(buf + 8, &len, 4);
    memcpy(buf + off, ps, len);
    n = off + len;

    ck_assert_int_eq(validate_bytes(buf, n, &info, err, sizeof(err)),
                     PT_OK);
    ck_assert_int_eq(info.dos, 1);
    ck_assert_int_eq(info.ps_offset, 100);
    ck_assert_int_eq(info.width, 300);

    /* the section must lie inside the file */
    ck_assert_int_eq(validate_bytes(buf, n - 1, &info, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "outside"));
    off = 0xFFFFFFF0;
    memcpy(buf + 4, &off, 4);
    ck_assert_int_eq(validate_bytes(buf, n, &info, err, sizeof(err)),
                     PT_ERROR);
    off = 100;
    memcpy(buf + 4, &off, 4);
    len = 0;
    memcpy(buf + 8, &len, 4);
    ck_assert_int_eq(validate_bytes(buf, n, &info, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_int_eq(validate_bytes(buf, 12, &info, err, sizeof(err)),
                     PT_ERROR);

    /* the section itself must be PostScript */
    len = strlen(ps);
    memcpy(buf + 8, &len, 4);
    buf[off] = '?';
    ck_assert_int_eq(validate_bytes(buf, n, &info, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_ptr_nonnull(strstr(err, "PostScript section"));
}
END_TEST


START_TEST(eps_pages_trailer)
{
    int          fd;
    pt_eps_info  info;

    eps_info(cpath("eps/doretree.ps"), &info);
    fd = open(cpath("eps/doretree.ps"), O_RDONLY);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(pt_eps_pages(fd, &info), 1);
    close(fd);

    eps_info(cpath("eps/golfer.eps"), &info);
    fd = open(cpath("eps/golfer.eps"), O_RDONLY);
    ck_assert_int_eq(pt_eps_pages(fd, &info), 0);
    close(fd);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("eps");

    tc = tcase_create("validate");
    tcase_add_checked_fixture(tc, eps_setup, eps_teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, eps_corpus_valid);
    tcase_add_test(tc, eps_corpus_matches_gs);
    tcase_add_test(tc, eps_malformed_refused);
    tcase_add_test(tc, eps_line_endings_and_numbers);
    tcase_add_test(tc, eps_header_rules);
    tcase_add_test(tc, eps_dos_header);
    tcase_add_test(tc, eps_pages_trailer);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
