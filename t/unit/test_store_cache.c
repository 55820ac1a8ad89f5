/*
 * Check suite for the originals cache (shared/store/store_cache.c).  The
 * store behind it is the real local driver, seen through a thin counting
 * store that logs each fetch (get_file) to a file with O_APPEND, so that
 * threads and forked processes count into one place, and makes each fetch
 * slow enough for concurrent opens to overlap.
 */

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/pt.h"
#include "store/store.h"
#include "store/store_cache.h"


static char  tdir[256];
static char  cdir[300];
static char  fetch_log[300];
static char  head_log[300];


/* the counting store: local underneath, every get_file logged */
typedef struct {
    pt_store   store;
    pt_store  *local;
    int        fail_get;
} counting;


static void
log_line(const char *path)
{
    int  fd;

    fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, "x\n", 2), 2);
    close(fd);
}


static int
c_head(pt_store *s, const char *key, pt_store_stat *st)
{
    counting  *c = (counting *) s;
    int        rc = c->local->ops->head(c->local, key, st);

    log_line(head_log);

    pt_snprintf(s->error, sizeof(s->error), "%s", c->local->error);
    return rc;
}


static int
c_get_file(pt_store *s, const char *key, const char *path)
{
    int        fd;
    counting  *c = (counting *) s;

    log_line(fetch_log);

    usleep(100000);

    if (c->fail_get) {
        /* a fetch that dies half way: a partial file left behind */
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ck_assert_int_eq(write(fd, "par", 3), 3);
        close(fd);
        pt_snprintf(s->error, sizeof(s->error), "connection reset");
        return PT_STORE_UNREACHABLE;
    }

    return c->local->ops->get_file(c->local, key, path);
}


static int
c_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *ct)
{
    counting  *c = (counting *) s;

    return c->local->ops->put(c->local, key, data, len, ct);
}


static int
c_del(pt_store *s, const char *key)
{
    counting  *c = (counting *) s;

    return c->local->ops->del(c->local, key);
}


static void
c_free(pt_store *s)
{
    counting  *c = (counting *) s;

    c->local->ops->free(c->local);
    free(c);
}


static const pt_store_ops  counting_ops = {
    .head = c_head,
    .get_file = c_get_file,
    .put = c_put,
    .del = c_del,
    .free = c_free
};


static pt_store *
cache_valid(off_t max, int fail_get, time_t valid)
{
    char       root[300];
    counting  *c;

    pt_snprintf(root, sizeof(root), "%s/bucket", tdir);

    c = calloc(1, sizeof(counting));
    ck_assert_ptr_nonnull(c);
    c->store.ops = &counting_ops;
    c->local = pt_store_local_new(root);
    c->fail_get = fail_get;
    ck_assert_ptr_nonnull(c->local);

    return pt_store_cache_new(&c->store, cdir, max, valid,
                              "project 7, config 1");
}


/* a HEAD before every use */
static pt_store *
cache_new(off_t max, int fail_get)
{
    return cache_valid(max, fail_get, 0);
}


static int
lines(const char *path)
{
    int    n;
    FILE  *f;
    char   line[8];

    f = fopen(path, "r");
    if (f == NULL) {
        return 0;
    }

    for (n = 0; fgets(line, sizeof(line), f); n++) {
        /* count */
    }

    fclose(f);

    return n;
}


static int
fetches(void)
{
    return lines(fetch_log);
}


/* files under dir (recursively, but not in .locks or .keys) */
static int
files_in(const char *dir)
{
    int             n;
    DIR            *d;
    char            sub[600];
    struct stat     sb;
    struct dirent  *de;

    d = opendir(dir);
    if (d == NULL) {
        return 0;
    }

    n = 0;

    while ((de = readdir(d)) != NULL) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0
            || strcmp(de->d_name, ".locks") == 0
            || strcmp(de->d_name, ".keys") == 0)
        {
            continue;
        }

        pt_snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name);
        ck_assert_int_eq(stat(sub, &sb), 0);
        n += S_ISDIR(sb.st_mode) ? files_in(sub) : 1;
    }

    closedir(d);

    return n;
}


static void
assert_open(pt_store *s, const char *key, const char *want)
{
    int            fd;
    char           buf[256];
    ssize_t        n;
    pt_store_stat  st;

    ck_assert_int_eq(s->ops->open(s, key, &fd, &st), PT_STORE_OK);
    n = read(fd, buf, sizeof(buf) - 1);
    close(fd);
    ck_assert_int_ge(n, 0);
    buf[n] = '\0';
    ck_assert_str_eq(buf, want);
    ck_assert_int_eq(st.size, (off_t) strlen(want));
}


static void
setup(void)
{
    char  root[300];

    pt_snprintf(tdir, sizeof(tdir), "/tmp/pt_ocache_XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tdir));
    pt_snprintf(cdir, sizeof(cdir), "%s/cache", tdir);
    pt_snprintf(fetch_log, sizeof(fetch_log), "%s/fetches", tdir);
    pt_snprintf(head_log, sizeof(head_log), "%s/heads", tdir);
    pt_snprintf(root, sizeof(root), "%s/bucket", tdir);
    ck_assert_int_eq(mkdir(root, 0755), 0);
}


static void
teardown(void)
{
    char  cmd[300];

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
    ck_assert_int_eq(system(cmd), 0);
}


/* five opens of one original fetch it once */
START_TEST(fetched_once)
{
    int        i;
    pt_store  *s = cache_new(1 << 20, 0);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "original", 8, NULL),
                     PT_STORE_OK);

    for (i = 0; i < 5; i++) {
        assert_open(s, "p/img_1", "original");
    }

    ck_assert_int_eq(fetches(), 1);
    s->ops->free(s);
}
END_TEST


/* a changed object is a new version: fetched again, never the old bytes */
START_TEST(changed_object)
{
    pt_store  *s = cache_new(1 << 20, 0);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "one", 3, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    ck_assert_int_eq(s->ops->put(s, "p/img_1", "second", 6, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "second");
    ck_assert_int_eq(fetches(), 2);
    s->ops->free(s);
}
END_TEST


static void *
open_thread(void *arg)
{
    assert_open(arg, "p/img_1", "shared original");
    return NULL;
}


/* concurrent misses of one original, in threads and in two processes,
 * fetch it once */
START_TEST(concurrent_fetch_once)
{
    int        i, status;
    pid_t      pid[2];
    pthread_t  th[8];
    pt_store  *s = cache_new(1 << 20, 0);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "shared original", 15, NULL),
                     PT_STORE_OK);

    for (i = 0; i < 2; i++) {
        pid[i] = fork();
        ck_assert_int_ge(pid[i], 0);

        if (pid[i] == 0) {
            for (int j = 0; j < 4; j++) {
                ck_assert_int_eq(pthread_create(&th[j], NULL, open_thread,
                                                s), 0);
            }
            for (int j = 0; j < 4; j++) {
                pthread_join(th[j], NULL);
            }
            _exit(0);
        }
    }

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(pthread_create(&th[i], NULL, open_thread, s), 0);
    }

    for (i = 0; i < 8; i++) {
        pthread_join(th[i], NULL);
    }

    for (i = 0; i < 2; i++) {
        ck_assert_int_eq(waitpid(pid[i], &status, 0), pid[i]);
        ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }

    ck_assert_int_eq(fetches(), 1);
    s->ops->free(s);
}
END_TEST


/* over its size, the least recently opened entries go first */
START_TEST(lru_eviction)
{
    char            body[101];
    pt_store       *s = cache_new(250, 0);

    memset(body, 'x', 100);
    body[100] = '\0';

    ck_assert_int_eq(s->ops->put(s, "p/a", body, 100, NULL), PT_STORE_OK);
    ck_assert_int_eq(s->ops->put(s, "p/b", body, 100, NULL), PT_STORE_OK);
    ck_assert_int_eq(s->ops->put(s, "p/c", body, 100, NULL), PT_STORE_OK);

    assert_open(s, "p/a", body);
    /* a second apart in mtime order, whatever the clock's resolution */
    sleep(1);
    assert_open(s, "p/b", body);
    sleep(1);
    assert_open(s, "p/a", body);      /* a used again: b is now oldest */
    ck_assert_int_eq(fetches(), 2);
    sleep(1);
    assert_open(s, "p/c", body);      /* 300 > 250: b goes */
    ck_assert_int_eq(fetches(), 3);
    ck_assert_int_eq(files_in(cdir), 2);

    assert_open(s, "p/a", body);
    assert_open(s, "p/c", body);
    ck_assert_int_eq(fetches(), 3);
    assert_open(s, "p/b", body);
    ck_assert_int_eq(fetches(), 4);

    s->ops->free(s);
}
END_TEST


/* a missing object is NOT_FOUND and caches nothing; a failed fetch
 * leaves no entry and no temp file, and keeps the store's reason */
START_TEST(failures_leave_nothing)
{
    int        fd;
    pt_store  *s = cache_new(1 << 20, 1);

    ck_assert_int_eq(s->ops->open(s, "p/none", &fd, NULL),
                     PT_STORE_NOT_FOUND);
    ck_assert_int_eq(fetches(), 0);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "original", 8, NULL),
                     PT_STORE_OK);
    ck_assert_int_eq(s->ops->open(s, "p/img_1", &fd, NULL),
                     PT_STORE_UNREACHABLE);
    ck_assert_str_eq(s->error, "connection reset");
    ck_assert_int_eq(files_in(cdir), 0);
    s->ops->free(s);
}
END_TEST


/* within the validity, opens trust the last HEAD: no request at all */
START_TEST(valid_skips_head)
{
    int        i;
    pt_store  *s = cache_valid(1 << 20, 0, 60);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "original", 8, NULL),
                     PT_STORE_OK);

    for (i = 0; i < 5; i++) {
        assert_open(s, "p/img_1", "original");
    }

    ck_assert_int_eq(lines(head_log), 1);
    ck_assert_int_eq(fetches(), 1);
    s->ops->free(s);
}
END_TEST


/* a write through the cache forgets the key at once: the next open asks
 * again and gets the new version; a delete likewise */
START_TEST(writes_forget_the_key)
{
    int        fd;
    pt_store  *s = cache_valid(1 << 20, 0, 60);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "one", 3, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    ck_assert_int_eq(s->ops->put(s, "p/img_1", "second", 6, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "second");
    ck_assert_int_eq(lines(head_log), 2);

    ck_assert_int_eq(s->ops->del(s, "p/img_1"), PT_STORE_OK);
    ck_assert_int_eq(s->ops->open(s, "p/img_1", &fd, NULL),
                     PT_STORE_NOT_FOUND);
    s->ops->free(s);
}
END_TEST


/* a change behind the cache's back is seen once the validity has passed */
START_TEST(validity_passes)
{
    char       root[300];
    pt_store  *s = cache_valid(1 << 20, 0, 1);
    pt_store  *behind;

    pt_snprintf(root, sizeof(root), "%s/bucket", tdir);
    behind = pt_store_local_new(root);
    ck_assert_ptr_nonnull(behind);

    ck_assert_int_eq(s->ops->put(s, "p/img_1", "one", 3, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    ck_assert_int_eq(behind->ops->put(behind, "p/img_1", "other", 5, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    sleep(2);
    assert_open(s, "p/img_1", "other");
    ck_assert_int_eq(fetches(), 2);

    behind->ops->free(behind);
    s->ops->free(s);
}
END_TEST


/* another node rewrote the object (a new version in the database): the
 * next open asks again at once, within the validity; the same version
 * trusts the HEAD as before */
START_TEST(version_changes)
{
    char       root[300];
    pt_store  *s = cache_valid(1 << 20, 0, 60);
    pt_store  *behind;

    pt_snprintf(root, sizeof(root), "%s/bucket", tdir);
    behind = pt_store_local_new(root);
    ck_assert_ptr_nonnull(behind);

    pt_store_cache_version(s, "2026-11-24 07:00:00.000");
    ck_assert_int_eq(s->ops->put(s, "p/img_1", "one", 3, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    assert_open(s, "p/img_1", "one");
    ck_assert_int_eq(lines(head_log), 1);

    ck_assert_int_eq(behind->ops->put(behind, "p/img_1", "other", 5, NULL),
                     PT_STORE_OK);
    assert_open(s, "p/img_1", "one");
    pt_store_cache_version(s, "2026-11-24 07:00:01.250");
    assert_open(s, "p/img_1", "other");
    assert_open(s, "p/img_1", "other");
    ck_assert_int_eq(lines(head_log), 2);
    ck_assert_int_eq(fetches(), 2);

    behind->ops->free(behind);
    s->ops->free(s);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *su;
    TCase    *tc;
    SRunner  *sr;

    su = suite_create("store_cache");
    tc = tcase_create("cache");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, fetched_once);
    tcase_add_test(tc, changed_object);
    tcase_add_test(tc, concurrent_fetch_once);
    tcase_add_test(tc, lru_eviction);
    tcase_add_test(tc, failures_leave_nothing);
    tcase_add_test(tc, valid_skips_head);
    tcase_add_test(tc, writes_forget_the_key);
    tcase_add_test(tc, validity_passes);
    tcase_add_test(tc, version_changes);
    suite_add_tcase(su, tc);

    sr = srunner_create(su);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
