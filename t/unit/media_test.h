/*
 * Helpers shared by the media Check suites (test_media.c, test_media_vips.c),
 * on files_test.h (temp dir, corpus paths, whole-file I/O): the checked
 * fixture that initialises libvips in the forked test, a file's format
 * and EXIF.  Static inline so that a suite may leave some unused.
 */

#ifndef PT_T_MEDIA_TEST_H
#define PT_T_MEDIA_TEST_H

#include <check.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "core/pt.h"
#include "media/media.h"
#include "files_test.h"


/* What a probe or a strip made of a file: PT_PASSED when it took it,
 * else the cause; err gets the detail ("" when it passed). */
#define PT_PASSED  PT_E_LAST

static inline pt_cause
probe_cause(const char *path, pt_format fmt, const pt_limits *lim,
    pt_probe *pr, char *err, size_t errlen)
{
    pt_error  e;

    if (pt_probe_file(path, fmt, lim, pr, &e) == PT_OK) {
        pt_snprintf(err, errlen, "%s", "");
        return PT_PASSED;
    }

    pt_snprintf(err, errlen, "%s", e.detail);
    return e.cause;
}


static inline pt_cause
strip_cause(const char *src, const char *dst, pt_format fmt,
    const pt_limits *lim, char *err, size_t errlen)
{
    pt_error  e;

    if (pt_strip_file(src, dst, fmt, lim, &e) == PT_OK) {
        pt_snprintf(err, errlen, "%s", "");
        return PT_PASSED;
    }

    pt_snprintf(err, errlen, "%s", e.detail);
    return e.cause;
}


static inline void
setup(void)
{
    pt_log_set_handler(NULL, PT_LOG_CRIT);      /* probe logs refusals */
    ck_assert_int_eq(pt_media_init(), PT_OK);

    tdir_make("pt_media_");
}


static inline void
teardown(void)
{
    tdir_remove();
}


/* visit (nftw's visitor) on every file under the corpus and t/ */
static inline void
walk_test_files(int (*visit)(const char *, const struct stat *, int,
    struct FTW *))
{
    ck_assert_int_eq(nftw(cpath(""), visit, 16, FTW_PHYS), 0);
    ck_assert_int_eq(nftw("t", visit, 16, FTW_PHYS), 0);
}


static inline pt_format
sniff_file(const char *path)
{
    size_t          len;
    pt_format       fmt;
    unsigned char  *buf;

    buf = slurp(path, &len);
    fmt = pt_sniff(buf, len < 4096 ? len : 4096);
    free(buf);

    return fmt;
}


/* EXIF of a file (sniffed); the caller clears */
static inline void
exif_of(const char *path, pt_exif *ex)
{
    size_t          len;
    unsigned char  *buf;

    buf = slurp(path, &len);
    ck_assert_int_eq(pt_exif_from_file(buf, len, pt_sniff(buf, len), ex),
                     PT_OK);
    free(buf);
}


static inline const char *
map_get(pt_exif *ex, const char *tag)
{
    return json_string_value(json_object_get((json_t *) ex->map, tag));
}

#endif /* PT_T_MEDIA_TEST_H */
