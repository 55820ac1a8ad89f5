/*
 * Files for the Check suites that read the corpus (eps_test.h,
 * media_test.h build on it): a private temp dir per test, corpus paths
 * ($PICTOR_CORPUS or ../shared/corpus from the repo root), paths in the
 * temp dir, whole-file I/O, and a monotonic clock.  Static inline so that
 * a suite may leave some unused.
 */

#ifndef PT_T_FILES_TEST_H
#define PT_T_FILES_TEST_H

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/pt.h"


static char  tdir[256];


/* a fresh tdir, /tmp/{prefix}XXXXXX */
static inline void
tdir_make(const char *prefix)
{
    pt_snprintf(tdir, sizeof(tdir), "/tmp/%sXXXXXX", prefix);
    ck_assert_ptr_nonnull(mkdtemp(tdir));
}


static inline void
tdir_remove(void)
{
    char  cmd[300];

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/*
 * corpus file -> absolute path (a sandbox runs tools in tdir); one of
 * two static buffers, so two may be used at once
 */
static inline const char *
cpath(const char *file)
{
    static int   k;
    static char  path[2][PATH_MAX];
    char         rel[PATH_MAX];
    const char  *root;

    root = getenv("PICTOR_CORPUS");
    k ^= 1;
    pt_snprintf(rel, sizeof(rel), "%s/%s",
                root != NULL ? root : "../shared/corpus", file);

    if (realpath(rel, path[k]) == NULL) {
        pt_snprintf(path[k], sizeof(path[k]), "%s", rel);
    }

    return path[k];
}


static inline const char *
tpath(const char *file)
{
    static char  path[512];

    pt_snprintf(path, sizeof(path), "%s/%s", tdir, file);
    return path;
}


/*
 * whole file into a malloc'ed buffer, NUL-terminated for text (the
 * caller frees); fails the test
 */
static inline void *
slurp(const char *path, size_t *len)
{
    long   n;
    char  *buf;
    FILE  *f;

    f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);

    buf = malloc(n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(fread(buf, 1, n, f), (size_t) n);
    fclose(f);

    buf[n] = '\0';
    *len = (size_t) n;

    return buf;
}


static inline void
spill(const char *path, const void *data, size_t len)
{
    FILE  *f;

    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fwrite(data, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}


static inline double
now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

#endif /* PT_T_FILES_TEST_H */
