/*
 * Helpers shared by the suites of work done on demand under a single
 * flight (test_eps_demand.c, test_video_demand.c): the runs counted by
 * the log line each one writes, a local store under tdir holding the
 * original, the asks (DEMAND_ASKS: one request, its result and its file),
 * threads that ask at once, and the checks of what is left in the
 * storage root.  On eps_test.h (tdir, intdir, png_size); static
 * inline so that a suite may leave some unused.
 */

#ifndef PT_T_DEMAND_TEST_H
#define PT_T_DEMAND_TEST_H

#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "store/store.h"
#include "eps_test.h"


#define DEMAND_THREADS  4

static atomic_int    runs;
static const char   *demand_line;     /* the log line of one run */


static inline void
demand_count(int level, const char *msg)
{
    (void) level;

    if (strstr(msg, demand_line) != NULL) {
        atomic_fetch_add(&runs, 1);
    }
}


/* the fixture's setup: runs are counted by line, from 0 */
static inline void
demand_setup(const char *line)
{
    eps_setup();
    demand_line = line;
    atomic_store(&runs, 0);
    pt_log_set_handler(demand_count, PT_LOG_INFO);
}


/* the storage root under tdir (a static buffer) */
static inline const char *
demand_root(void)
{
    static char  root[300];

    pt_snprintf(root, sizeof(root), "%s/storage", tdir);

    return root;
}


/* a local store at demand_root() holding the file at path under key */
static inline pt_store *
demand_store(const char *key, const char *path)
{
    pt_store  *s;

    ck_assert_int_eq(mkdir(demand_root(), 0700), 0);

    s = pt_store_local_new(demand_root());
    ck_assert_ptr_nonnull(s);

    ck_assert_int_eq(s->ops->put_file(s, key, path, NULL, 0), PT_STORE_OK);

    return s;
}


/*
 * fn on each of the DEMAND_THREADS asks (size bytes apart), each in a
 * thread of its own, all at once; returns when all are done
 */
static inline void
demand_race(void *asks, size_t size, void *(*fn)(void *))
{
    int        i;
    pthread_t  tid[DEMAND_THREADS];

    for (i = 0; i < DEMAND_THREADS; i++) {
        ck_assert_int_eq(pthread_create(&tid[i], NULL, fn,
                                        (char *) asks + i * size), 0);
    }

    for (i = 0; i < DEMAND_THREADS; i++) {
        ck_assert_int_eq(pthread_join(tid[i], NULL), 0);
    }
}


/*
 * A suite's asks for its request type demand_t (with failed_ttl and
 * ttl_left), answered by fn(&d, &fd) with rc_t: ask_t, ask() (a thread's
 * function), ask_run() (one ask with a failure lifetime: its result, its
 * file closed) and ask_race() (DEMAND_THREADS asks at once, each answered
 * ok with a file).
 */
#define DEMAND_ASKS(demand_t, rc_t, fn, ok)                                  \
                                                                             \
typedef struct {                                                             \
    demand_t  d;                                                             \
    rc_t      rc;                                                            \
    int       fd;                                                            \
} ask_t;                                                                     \
                                                                             \
static void *                                                                \
ask(void *arg)                                                               \
{                                                                            \
    ask_t  *a = arg;                                                         \
                                                                             \
    a->rc = fn(&a->d, &a->fd);                                               \
                                                                             \
    return NULL;                                                             \
}                                                                            \
                                                                             \
static rc_t                                                                  \
ask_run(ask_t *a, unsigned ttl, unsigned *ttl_left)                          \
{                                                                            \
    a->d.failed_ttl = ttl;                                                   \
    ask(a);                                                                  \
                                                                             \
    if (a->fd >= 0) {                                                        \
        close(a->fd);                                                        \
    }                                                                        \
                                                                             \
    if (ttl_left) {                                                          \
        *ttl_left = a->d.ttl_left;                                           \
    }                                                                        \
                                                                             \
    return a->rc;                                                            \
}                                                                            \
                                                                             \
static void                                                                  \
ask_race(ask_t *a)                                                           \
{                                                                            \
    int  i;                                                                  \
                                                                             \
    demand_race(a, sizeof(ask_t), ask);                                      \
                                                                             \
    for (i = 0; i < DEMAND_THREADS; i++) {                                   \
        ck_assert_int_eq(a[i].rc, ok);                                       \
        ck_assert_int_ge(a[i].fd, 0);                                        \
        close(a[i].fd);                                                      \
    }                                                                        \
}


/* the size of the PNG at dir/file below the storage root */
static inline void
demand_png(const char *dir, const char *file, int w, int h)
{
    int   pw, ph;
    char  path[600];

    pt_snprintf(path, sizeof(path), "%s/%s/%s", demand_root(), dir, file);
    png_size(path, &pw, &ph);

    ck_assert_msg(pw == w && ph == h, "%s: %dx%d, not %dx%d", path, pw, ph,
                  w, h);
}


/* nothing left in the store's scratch directory */
static inline void
demand_no_scratch(void)
{
    char  cmd[600];

    pt_snprintf(cmd, sizeof(cmd), "test -z \"$(ls -A '%s/.tmp')\"",
                demand_root());
    ck_assert_int_eq(system(cmd), 0);
}


/* dir below the storage root is gone */
static inline void
demand_gone(const char *dir)
{
    char  path[600];

    pt_snprintf(path, sizeof(path), "%s/%s", demand_root(), dir);
    ck_assert_int_ne(access(path, F_OK), 0);
}

#endif /* PT_T_DEMAND_TEST_H */
