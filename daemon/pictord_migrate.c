/*
 * The storage-migration job's copier (pictord_migrate.h): threads that
 * take pending keys in key order from pages read by whichever thread
 * finds the last one used up, copy each object (store/store_transfer.h)
 * and settle outcomes in batches (records/migrations.h).
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "pictord_migrate.h"
#include "records/images.h"
#include "records/storage.h"
#include "store/store_http.h"
#include "store/store_transfer.h"


#define PICTORD_MIG_PAGE         256
#define PICTORD_MIG_TRIES        5       /* per object, transient failures */
#define PICTORD_MIG_BACKOFF_MS   500     /* doubled at each try */
#define PICTORD_MIG_BATCH        32      /* outcomes settled in one commit */
#define PICTORD_MIG_BATCH_MS     250     /* at the latest this long after
                                            the first of them */


/*
 * A copier's outcomes not yet settled: one commit for several objects.
 * A crash loses at most these settlements, never the copies: the next
 * attempt finds those objects in the target, newer than the migration's
 * start, and settles them as skipped.
 */
typedef struct {
    pt_migr_outcome  o[PICTORD_MIG_BATCH];
    char             keys[PICTORD_MIG_BATCH][PT_MIGR_KEY_MAX + 1];
    char             errors[PICTORD_MIG_BATCH][512];
    size_t           n;
    long long        first_ms;
} pictord_mig_batch;


long long
pictord_mig_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}


/* The next pending key into key (a page from the database when the last
 * one is used up): 1, or 0 when none is left or the attempt ends. */
static int
pictord_mig_next(pictord_mig *mig, pt_db *db, char *key, size_t size,
    long long *bytes)
{
    int       got;
    size_t    i;
    pt_rows  *rows;

    pthread_mutex_lock(&mig->mu);

    if (mig->next == mig->npage && !mig->drained && !mig->abort) {
        for (i = 0; i < mig->npage; i++) {
            free(mig->page[i]);
        }

        mig->npage = mig->next = 0;

        rows = pt_migration_pending(db, mig->job->id, mig->after,
                                    PICTORD_MIG_PAGE);
        if (rows == NULL) {
            mig->abort = 1;
            mig->why = PT_JOB_E_INTERNAL;
            pt_snprintf(mig->detail, sizeof(mig->detail), "pending objects:"
                        " %s", pt_db_errmsg(db));
        }

        while (rows && mig->npage < PICTORD_MIG_PAGE && pt_rows_next(rows)) {
            mig->page[mig->npage] = pt_strndup(pt_rows_str(rows, 0),
                                               pt_rows_len(rows, 0));
            mig->sizes[mig->npage] = pt_rows_is_null(rows, 1)
                                     ? -1 : pt_rows_int(rows, 1);
            if (mig->page[mig->npage] != NULL) {
                mig->npage++;
            }
        }

        if (rows) {
            pt_rows_free(rows);
        }

        mig->drained = mig->npage == 0;
    }

    got = mig->next < mig->npage && !mig->abort;

    if (got) {
        *bytes = mig->sizes[mig->next];
        pt_snprintf(key, size, "%s", mig->page[mig->next++]);
        pt_snprintf(mig->after, sizeof(mig->after), "%s", key);
    }

    pthread_mutex_unlock(&mig->mu);

    return got;
}


/*
 * Whether the target already holds the object: 1 yes, 0 no, -1 it holds
 * an older one of the size listed (size < 0: unknown) to compare once the
 * bytes are read, or a store error (< -1).  An object the target got
 * since the migration began is newer than the source's: written through
 * the fallback store (strip-exif, a job's output) or copied by an earlier
 * attempt; it is kept as it is.
 */
static int
pictord_mig_present(pictord_mig *mig, pt_store *dst, const char *key,
    long long size, pt_store_stat *dstat)
{
    int  rc;

    rc = dst->ops->head(dst, key, dstat);
    if (rc == PT_STORE_NOT_FOUND) {
        return 0;
    }

    if (rc != PT_STORE_OK) {
        return rc;
    }

    if ((long long) dstat->mtime >= mig->since) {
        return 1;
    }

    if (size >= 0 && dstat->size != size) {
        return 0;
    }

    /* an older copy of the same size: the bytes tell */
    return -1;
}


/*
 * Whether the target's older copy at key holds the fetched bytes: its
 * MD5 when its ETag is one, else its own bytes read (the managed store's
 * file, a bucket's object without an MD5: a rare case, an old copy of the
 * very size).  1 same, 0 not, or a store error (< 0).
 */
static int
pictord_mig_same(pt_store *dst, const char *key, const pt_store_stat *dstat,
    const pt_store_fetched *f)
{
    int               rc, same;
    pt_store_fetched  t;

    if (dstat->size != f->size) {
        return 0;
    }

    if (pt_store_etag_is_md5(dstat->etag)) {
        return strcasecmp(f->md5, dstat->etag) == 0;
    }

    rc = pt_store_fetch(dst, key, &t);
    if (rc == PT_STORE_NOT_FOUND) {
        return 0;
    }

    if (rc != PT_STORE_OK) {
        return rc;
    }

    same = t.size == f->size && strcmp(t.md5, f->md5) == 0;
    pt_store_fetched_drop(&t);

    return same;
}


/* One try at one object: PT_MIGR_SUCCEEDED or _SKIPPED, or a store rc
 * (NOT_FOUND: missing in the source), the reason in err. */
static int
pictord_mig_copy_one(pictord_mig *mig, pt_store *src, pt_store *dst,
    const char *key, long long size, char *err, size_t len)
{
    int               rc, present;
    pt_store_stat     dstat;
    pt_store_fetched  f;

    present = pictord_mig_present(mig, dst, key, size, &dstat);
    if (present == 1) {
        return PT_MIGR_SKIPPED;
    }

    if (present < -1) {
        pt_snprintf(err, len, "%s", dst->error);
        return present;
    }

    /* the listing's size: a source that sends more is cut there */
    pt_store_expect_size(size > 0 ? (off_t) size : 0);
    rc = pt_store_fetch(src, key, &f);
    pt_store_expect_size(0);

    if (rc != PT_STORE_OK) {
        pt_snprintf(err, len, "%s", rc == PT_STORE_NOT_FOUND
                    ? "not found in the previous store" : src->error);
        return rc;
    }

    rc = present == -1 ? pictord_mig_same(dst, key, &dstat, &f) : 0;

    if (rc != 0) {
        pt_store_fetched_drop(&f);

        if (rc == 1) {
            return PT_MIGR_SKIPPED;
        }

        pt_snprintf(err, len, "%s", dst->error);
        return rc;
    }

    rc = pt_store_deliver(dst, key, &f);
    pt_store_fetched_drop(&f);

    if (rc != PT_STORE_OK) {
        pt_snprintf(err, len, "%s", dst->error);
        return rc;
    }

    return PT_MIGR_SUCCEEDED;
}


static void
pictord_mig_abort(pictord_mig *mig, pt_job_failure why, const char *detail)
{
    pthread_mutex_lock(&mig->mu);
    mig->abort = 1;
    mig->why = why;
    pt_snprintf(mig->detail, sizeof(mig->detail), "%s", detail);
    pthread_mutex_unlock(&mig->mu);
}


/* Settles the batch's outcomes; PT_ERROR (the attempt ends) on a
 * database error. */
static int
pictord_mig_flush(pictord_mig *mig, pt_db *db, pictord_mig_batch *b)
{
    long long  rc;

    if (b->n == 0) {
        return PT_OK;
    }

    rc = pt_migration_finish_n(db, mig->job->id, b->o, b->n);
    b->n = 0;

    if (rc == PT_ERROR) {
        pictord_mig_abort(mig, PT_JOB_E_INTERNAL, "settling objects failed"
                          " (see the log)");
        return PT_ERROR;
    }

    return PT_OK;
}


/* An outcome into the batch, settled when it is full or old enough. */
static int
pictord_mig_settle(pictord_mig *mig, pt_db *db, pictord_mig_batch *b,
    const char *key, pt_migr_state state, const char *error)
{
    pt_migr_outcome  *o;

    if (b->n == 0) {
        b->first_ms = pictord_mig_ms();
    }

    o = &b->o[b->n];
    pt_snprintf(b->keys[b->n], sizeof(b->keys[0]), "%s", key);
    pt_snprintf(b->errors[b->n], sizeof(b->errors[0]), "%s",
                error ? error : "");
    o->key = b->keys[b->n];
    o->state = state;
    o->error = b->errors[b->n];
    b->n++;

    if (b->n < PICTORD_MIG_BATCH
        && pictord_mig_ms() - b->first_ms < PICTORD_MIG_BATCH_MS)
    {
        return PT_OK;
    }

    return pictord_mig_flush(mig, db, b);
}


/*
 * Whether key ("{project}/{imageId}") is the object of an image deleted
 * since the listing (a delete removes it from both stores): nothing to
 * copy, not a failure.  An object the source lost while its image is
 * still there is one.
 */
static int
pictord_mig_deleted(pictord_mig *mig, pt_db *db, const char *key)
{
    int          gone;
    pt_rows     *rows;
    const char  *id;

    id = strchr(key, '/');
    if (id == NULL || strchr(++id, '/') != NULL || !pt_image_id_valid(id)) {
        return 0;
    }

    rows = pt_image_format(db, mig->job->project_id, id);
    if (rows == NULL) {
        return 0;
    }

    gone = !pt_rows_next(rows);
    pt_rows_free(rows);

    return gone;
}


/* One object, tried again on transient failures; settled unless the
 * attempt must end (then it stays pending).  PT_OK or PT_ERROR. */
static int
pictord_mig_object(pictord_mig *mig, pt_db *db, pictord_mig_batch *b,
    pt_store *src, pt_store *dst, const char *key, long long size)
{
    int       rc, try;
    char      err[512];
    unsigned  ms;

    ms = PICTORD_MIG_BACKOFF_MS;
    err[0] = '\0';

    for (try = 1; ; try++) {
        rc = pictord_mig_copy_one(mig, src, dst, key, size, err, sizeof(err));

        if (rc == PT_MIGR_SUCCEEDED || rc == PT_MIGR_SKIPPED
            || rc == PT_STORE_NOT_FOUND || try == PICTORD_MIG_TRIES
            || pictord_stopping())
        {
            break;
        }

        pt_log(PT_LOG_WARN, "migration %s: \"%s\" try %d: %s", mig->job->id,
               key, try, err);

        if (pictord_sleep(ms)) {
            break;
        }

        ms *= 2;
    }

    if (rc != PT_MIGR_SUCCEEDED && rc != PT_MIGR_SKIPPED) {
        if (pictord_stopping()) {
            return PT_ERROR;
        }

        /* the store itself is out of reach or refuses us: the attempt
         * ends, the object waits for the next one */
        if (rc == PT_STORE_UNREACHABLE || rc == PT_STORE_DENIED) {
            pictord_mig_abort(mig, PT_JOB_E_STORAGE, err);
            return PT_ERROR;
        }

        if (rc == PT_STORE_NOT_FOUND && pictord_mig_deleted(mig, db, key)) {
            return pictord_mig_settle(mig, db, b, key, PT_MIGR_SKIPPED, NULL);
        }

        pt_log(PT_LOG_ERR, "migration %s: \"%s\" failed: %s", mig->job->id,
               key, err);
        rc = PT_MIGR_FAILED;
    }

    return pictord_mig_settle(mig, db, b, key, rc, err);
}


/* A copier thread: its own connection and stores. */
static void *
pictord_mig_thread(void *arg)
{
    char               key[PT_MIGR_KEY_MAX + 1], err[256];
    pt_db             *db;
    pt_store          *src, *dst;
    long long          size;
    pictord_mig       *mig = arg;
    pictord_mig_batch  *b;

    b = calloc(1, sizeof(pictord_mig_batch));
    db = pt_db_open(&mig->w->conf->db, err, sizeof(err));
    src = pt_store_for_config(mig->src_cfg, mig->w->conf->storage_root, err,
                              sizeof(err));
    dst = pt_store_for_config(mig->dst_cfg, mig->w->conf->storage_root, err,
                              sizeof(err));

    if (b == NULL || db == NULL || src == NULL || dst == NULL) {
        pictord_mig_abort(mig, PT_JOB_E_INTERNAL,
                          b == NULL ? "out of memory"
                          : db == NULL ? "no database connection for a"
                                         " copier"
                          : err);

    } else {
        while (!pictord_stopping()
               && pictord_mig_next(mig, db, key, sizeof(key), &size))
        {
            if (pictord_mig_object(mig, db, b, src, dst, key, size) != PT_OK) {
                break;
            }
        }

        /* what was copied is settled, also when the attempt ends */
        (void) pictord_mig_flush(mig, db, b);
    }

    free(b);

    if (src) {
        src->ops->free(src);
    }

    if (dst) {
        dst->ops->free(dst);
    }

    if (db) {
        pt_db_close(db);
    }

    /* this thread's curl handle, kept for its requests */
    pt_http_thread_done();

    return NULL;
}


int
pictord_mig_copy(pictord_mig *mig, pictord_failure *f)
{
    size_t     i, n, started;
    pthread_t  tids[64];

    n = mig->w->conf->migration_parallel;
    n = n == 0 ? 1 : (n > 64 ? 64 : n);

    mig->page = calloc(PICTORD_MIG_PAGE, sizeof(char *));
    mig->sizes = calloc(PICTORD_MIG_PAGE, sizeof(long long));
    if (mig->page == NULL || mig->sizes == NULL) {
        free(mig->page);
        free(mig->sizes);
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    for (started = 0; started < n; started++) {
        if (pthread_create(&tids[started], NULL, pictord_mig_thread, mig)
            != 0)
        {
            pictord_mig_abort(mig, PT_JOB_E_INTERNAL, "pthread_create failed");
            break;
        }
    }

    for (i = 0; i < started; i++) {
        pthread_join(tids[i], NULL);
    }

    for (i = 0; i < mig->npage; i++) {
        free(mig->page[i]);
    }

    free(mig->page);
    free(mig->sizes);

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    if (mig->abort) {
        return pictord_fail(f, mig->why, 0, "%s", mig->detail);
    }

    return PT_OK;
}
