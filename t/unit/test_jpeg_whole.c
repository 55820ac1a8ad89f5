/*
 * The upload's probe with and without its JPEG shortcut
 * (shared/media/jpeg_whole.c): the verdict (taken, or the cause of the
 * refusal) must be the same for every file under the corpus
 * (../shared/corpus, or $PICTOR_CORPUS) and t/ (but the one case decision
 * 0026 names, held to its known difference), and for cut and damaged
 * copies of every corpus JPEG; the shortcut must be taken for the whole
 * ones and never for a file cut short.
 */

#include <dirent.h>

#include "media_test.h"


static pt_limits  lim = { .max_pixels = 100000000ULL, .max_frames = 500,
                          .timeout = 60 };
static int        compared, shortcut;


/* the two probes of path agree; returns the verdict */
static pt_cause
same_verdict(const char *path, pt_format fmt, const char *what)
{
    char       err[2][256];
    pt_cause   c[2];
    pt_probe   pr[2];
    pt_limits  full;

    full = lim;
    full.full_decode = 1;
    c[0] = probe_cause(path, fmt, &full, &pr[0], err[0], sizeof(err[0]));
    c[1] = probe_cause(path, fmt, &lim, &pr[1], err[1], sizeof(err[1]));

    ck_assert_msg(c[0] == c[1], "%s: decode says %d (%s), shortcut %d (%s)",
                  what, c[0], err[0], c[1], err[1]);
    ck_assert_msg(c[0] != PT_PASSED
                  || memcmp(&pr[0], &pr[1], sizeof(pr[0])) == 0,
                  "%s: the probes' results differ", what);
    compared++;

    return c[0];
}


/*
 * The one difference decision 0026 knows of, found by fuzz_jpeg_whole:
 * scan data damaged into 100 bad Huffman codes, which only a decode
 * counts.  Taken at upload; the decode refuses it.
 */
static void
known_difference(const char *path)
{
    char       err[2][256];
    pt_probe   pr;
    pt_limits  full;

    full = lim;
    full.full_decode = 1;
    ck_assert_int_eq(probe_cause(path, PT_FMT_JPEG, &lim, &pr, err[0],
                                 sizeof(err[0])), PT_PASSED);
    ck_assert_int_eq(probe_cause(path, PT_FMT_JPEG, &full, &pr, err[1],
                                 sizeof(err[1])), PT_E_UNREADABLE);
}


static int
visit(const char *path, const struct stat *st, int type, struct FTW *f)
{
    pt_format  fmt;
    size_t     len;
    void      *buf;

    (void) f;

    if (type != FTW_F || !S_ISREG(st->st_mode) || st->st_size == 0) {
        return 0;
    }

    fmt = sniff_file(path);
    if (!pt_format_is_raster(fmt)) {
        return 0;
    }

    if (strstr(path, "bad-huffman-codes") != NULL) {
        known_difference(path);
        return 0;
    }

    (void) same_verdict(path, fmt, path);

    if (fmt == PT_FMT_JPEG) {
        buf = slurp(path, &len);
        shortcut += pt_jpeg_whole(buf, len);
        free(buf);
    }

    return 0;
}


START_TEST(every_file)
{
    compared = 0;
    shortcut = 0;

    walk_test_files(visit);

    /* the corpus has some 40 rasters, 19 of them whole JPEGs */
    ck_assert_msg(compared >= 40, "only %d files compared", compared);
    ck_assert_msg(shortcut >= 15, "the shortcut took only %d", shortcut);
}
END_TEST


/* every corpus JPEG up to 1 MB: cut at many points, and damaged */
static void
damaged_copies(const char *rel)
{
    size_t          len, cut, k;
    unsigned char  *buf, *mut;
    char            what[300];
    const char     *dst;
    unsigned        seed;

    buf = slurp(cpath(rel), &len);
    if (len > 1000000 || pt_sniff(buf, len) != PT_FMT_JPEG) {
        free(buf);
        return;
    }

    dst = tpath("mut.jpg");
    mut = malloc(len + 2);
    ck_assert_ptr_nonnull(mut);

    for (k = 1; k <= 12; k++) {
        cut = len * k / 13;
        ck_assert_int_eq(pt_jpeg_whole(buf, cut), 0);
        spill(dst, buf, cut);
        pt_snprintf(what, sizeof(what), "%s cut at %zu", rel, cut);
        (void) same_verdict(dst, PT_FMT_JPEG, what);

        /* cut, then an EOI: data short of the image, the end marked */
        memcpy(mut, buf, cut);
        mut[cut] = 0xff;
        mut[cut + 1] = 0xd9;
        spill(dst, mut, cut + 2);
        pt_snprintf(what, sizeof(what), "%s cut at %zu + EOI", rel, cut);
        (void) same_verdict(dst, PT_FMT_JPEG, what);
    }

    /* the last two bytes (EOI) gone, then one */
    for (k = 1; k <= 2; k++) {
        spill(dst, buf, len - k);
        pt_snprintf(what, sizeof(what), "%s without its last %zu", rel, k);
        (void) same_verdict(dst, PT_FMT_JPEG, what);
    }

    /* bytes changed, in the headers (the first 2 KB) and anywhere */
    for (seed = 1, k = 0; k < 120; k++) {
        memcpy(mut, buf, len);
        seed = seed * 1103515245 + 12345;
        cut = k < 100 ? seed % (len < 4096 ? len : 4096) : seed % len;
        mut[cut] ^= (unsigned char) (1 + (seed >> 16) % 255);
        spill(dst, mut, len);
        pt_snprintf(what, sizeof(what), "%s byte %zu changed", rel, cut);
        (void) same_verdict(dst, PT_FMT_JPEG, what);
    }

    free(mut);
    free(buf);
}


START_TEST(cut_and_damaged)
{
    static const char  *dirs[] = { "images", "exif", "faces", "malformed" };
    DIR                *d;
    struct dirent      *de;
    char                rel[300];
    size_t              i;

    compared = 0;

    for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
        d = opendir(cpath(dirs[i]));
        ck_assert_ptr_nonnull(d);

        while ((de = readdir(d)) != NULL) {
            if (de->d_name[0] == '.') {
                continue;
            }

            pt_snprintf(rel, sizeof(rel), "%s/%s", dirs[i], de->d_name);
            damaged_copies(rel);
        }

        closedir(d);
    }

    ck_assert_msg(compared >= 2000, "only %d copies compared", compared);
}
END_TEST


/* the walk itself on hand-made structures */
START_TEST(structures)
{
    static const unsigned char  soi_eoi[] = { 0xff, 0xd8, 0xff, 0xd9 };
    size_t                      len;
    unsigned char              *buf;

    ck_assert_int_eq(pt_jpeg_whole(soi_eoi, sizeof(soi_eoi)), 0);
    ck_assert_int_eq(pt_jpeg_whole(soi_eoi, 0), 0);

    buf = slurp(cpath("images/missing-exif.jpg"), &len);
    ck_assert_int_eq(pt_jpeg_whole(buf, len), 1);
    /* trailing bytes after EOI are not read */
    ck_assert_int_eq(pt_jpeg_whole(buf, len - 2), 0);
    free(buf);

    buf = slurp(cpath("malformed/truncated.jpg"), &len);
    ck_assert_int_eq(pt_jpeg_whole(buf, len), 0);
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

    s = suite_create("jpeg_whole");

    tc = tcase_create("verdicts");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, structures);
    tcase_add_test(tc, every_file);
    tcase_add_test(tc, cut_and_damaged);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
