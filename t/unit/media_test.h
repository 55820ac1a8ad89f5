/*
 * Helpers shared by the media Check suites (test_media.c, test_media_vips.c):
 * the checked fixture that initialises libvips in the forked test, corpus
 * paths ($PICTOR_CORPUS or ../shared/corpus from the repo root) and file
 * reading.  Static inline so that a suite may leave some unused.
 */

#ifndef PT_T_MEDIA_TEST_H
#define PT_T_MEDIA_TEST_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "core/pt.h"
#include "media/media.h"


static char  tdir[256];


static inline void
setup(void)
{
    pt_log_set_handler(NULL, PT_LOG_CRIT);      /* probe logs refusals */
    ck_assert_int_eq(pt_media_init(), PT_OK);

    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_media_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
}


static inline void
teardown(void)
{
    char  cmd[300];

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* corpus file -> path (static buffer) */
static inline const char *
cpath(const char *file)
{
    static char  path[1024];
    const char  *root;

    root = getenv("PICTOR_CORPUS");
    pt_snprintf(path, sizeof(path), "%s/%s",
                root != NULL ? root : "../shared/corpus", file);

    return path;
}


static inline const char *
tpath(const char *file)
{
    static char  path[512];

    pt_snprintf(path, sizeof(path), "%s/%s", tdir, file);
    return path;
}


/* whole file into a malloc'ed buffer (the caller frees); fails the test */
static inline unsigned char *
slurp(const char *path, size_t *len)
{
    long            n;
    FILE           *f;
    unsigned char  *buf;

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

    *len = (size_t) n;
    return buf;
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


static inline double
now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

#endif /* PT_T_MEDIA_TEST_H */
