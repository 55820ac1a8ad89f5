/*
 * The job kind "storage-migration" (SPEC "Migrations", the storage
 * migration row of "States and transitions"): copies every object of the
 * project ("{project}/..." : originals and the derived assets stored with
 * them) from the store pinned when the migration started (storage slot
 * 'migration') into the project's current store, under the same key.
 * Nothing is deleted from the previous store.
 *
 * 1. Listing: the source's objects go into migration_objects as pending
 *    (records/migrations.h), a page per transaction; a listing cut short
 *    starts again and adds nothing twice.
 * 2. Copying: migration_parallel threads, each with its own connection
 *    and stores, take pending keys in key order and settle each one in
 *    its own transaction with the counters.  An object already in the
 *    target with the same size (and MD5 where the target has one) is
 *    skipped, and so is one the target got since the migration began
 *    (written through the fallback store: newer than the source's); otherwise it is opened (a bucket's object downloaded into
 *    an anonymous file, never into memory), put and checked
 *    (store/store_transfer.h).  A transient failure is retried with
 *    backoff; an object missing from the source fails (recentErrors); a
 *    store that stays unreachable or refuses us ends the attempt with the
 *    object still pending, for the next attempt to go on from.
 * 3. The job completes: the fallback reads end (records/storage.c).
 *
 * A crash or SIGKILL loses only the objects in flight: they are pending
 * still, and the next attempt finds them in the target (skipped) or
 * copies them again.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "pictord.h"
#include "records/migrations.h"
#include "records/storage.h"
#include "records/storage_config.h"
#include "store/store_transfer.h"


#define PT_MJ_LIST_BATCH   500
#define PT_MJ_PAGE         256
#define PT_MJ_TRIES        5       /* per object, transient failures */
#define PT_MJ_BACKOFF_MS   500     /* doubled at each try */
#define PT_MJ_BATCH        32      /* outcomes settled in one commit */
#define PT_MJ_BATCH_MS     250     /* at the latest this long after the
                                      first of them */


typedef struct {
    pictord_worker    *w;
    pt_job            *job;
    const pt_store_cfg *src_cfg;
    const pt_store_cfg *dst_cfg;
    long long          since;          /* target objects this new are kept
                                          (time_t: the second the
                                          migration began, as
                                          Last-Modified has no fraction) */

    pthread_mutex_t    mu;
    char             **page;           /* pending keys not handed out */
    long long         *sizes;          /* theirs as listed, -1 unknown */
    size_t             npage, next;
    char               after[PT_MIGR_KEY_MAX + 1];
    unsigned           drained:1;      /* no pending key after "after" */
    unsigned           abort:1;        /* the attempt ends */
    pt_job_failure     why;            /* when abort */
    char               detail[512];
} pt_mj;


/*
 * A copier's outcomes not yet settled: one commit for several objects.
 * A crash loses at most these settlements, never the copies: the next
 * attempt finds those objects in the target, newer than the migration's
 * start, and settles them as skipped.
 */
typedef struct {
    pt_migr_outcome  o[PT_MJ_BATCH];
    char             keys[PT_MJ_BATCH][PT_MIGR_KEY_MAX + 1];
    char             errors[PT_MJ_BATCH][512];
    size_t           n;
    long long        first_ms;
} pt_mj_batch;


static long long
pt_mj_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}


/* The listing's pages into migration_objects. */
typedef struct {
    pictord_worker  *w;
    pt_job          *job;
    char            *keys[PT_MJ_LIST_BATCH];
    long long        sizes[PT_MJ_LIST_BATCH];
    size_t           n;
    int              failed;
} pt_mj_list;


static int
pt_mj_list_flush(pt_mj_list *l)
{
    size_t  i;
    int     rc;

    if (l->n == 0) {
        return PT_OK;
    }

    rc = pt_migration_add_objects(l->w->db, l->job->id,
                                  (const char *const *) l->keys, l->sizes,
                                  l->n, l->keys[l->n - 1]);

    for (i = 0; i < l->n; i++) {
        free(l->keys[i]);
    }

    l->n = 0;

    return rc;
}


static int
pt_mj_list_one(void *arg, const char *key, const pt_store_stat *st)
{
    pt_mj_list  *l = arg;

    if (pictord_stopping()) {
        return 1;
    }

    if (strlen(key) > PT_MIGR_KEY_MAX) {
        pt_log(PT_LOG_WARN, "migration %s: key \"%.64s...\" too long,"
               " left out", l->job->id, key);
        return 0;
    }

    l->keys[l->n] = pt_strdup(key);
    if (l->keys[l->n] == NULL) {
        l->failed = 1;
        return 1;
    }

    l->sizes[l->n++] = st ? (long long) st->size : -1;

    if (l->n == PT_MJ_LIST_BATCH && pt_mj_list_flush(l) != PT_OK) {
        l->failed = 1;
        return 1;
    }

    return 0;
}


/* Lists the source into migration_objects unless an attempt did. */
static int
pt_mj_list_all(pictord_worker *w, pt_job *job, pt_store *src,
    const char *project, pictord_failure *f)
{
    int          rc, i;
    char         prefix[128], cp[8];
    pt_mj_list  *l;

    rc = pt_migration_resume_point(w->db, job->id, cp, sizeof(cp));
    if (rc == PT_ERROR) {
        return pictord_fail_db(f, w);
    }

    if (rc == 1) {
        return PT_OK;
    }

    l = calloc(1, sizeof(pt_mj_list));
    if (l == NULL) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    l->w = w;
    l->job = job;

    pt_snprintf(prefix, sizeof(prefix), "%s/", project);
    rc = src->ops->list(src, prefix, pt_mj_list_one, l);

    if (rc == PT_STORE_OK && !l->failed && !pictord_stopping()) {
        rc = pt_mj_list_flush(l) == PT_OK
             && pt_migration_listed(w->db, job->id) == PT_OK
             ? PT_STORE_OK : PT_STORE_ERROR;
        l->failed = rc != PT_STORE_OK;
    }

    for (i = 0; i < (int) l->n; i++) {
        free(l->keys[i]);
    }

    i = l->failed;
    free(l);

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    if (i) {
        return pictord_fail_db(f, w);
    }

    if (rc != PT_STORE_OK) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "listing the previous"
                            " store: %s", src->error);
    }

    return PT_OK;
}


/* The next pending key into key (a page from the database when the last
 * one is used up): 1, or 0 when none is left or the attempt ends. */
static int
pt_mj_next(pt_mj *mj, pt_db *db, char *key, size_t size, long long *bytes)
{
    int       got;
    size_t    i;
    pt_rows  *rows;

    pthread_mutex_lock(&mj->mu);

    if (mj->next == mj->npage && !mj->drained && !mj->abort) {
        for (i = 0; i < mj->npage; i++) {
            free(mj->page[i]);
        }

        mj->npage = mj->next = 0;

        rows = pt_migration_pending(db, mj->job->id, mj->after, PT_MJ_PAGE);
        if (rows == NULL) {
            mj->abort = 1;
            mj->why = PT_JOB_E_INTERNAL;
            pt_snprintf(mj->detail, sizeof(mj->detail), "pending objects:"
                        " %s", pt_db_errmsg(db));
        }

        while (rows && mj->npage < PT_MJ_PAGE && pt_rows_next(rows)) {
            mj->page[mj->npage] = pt_strndup(pt_rows_str(rows, 0),
                                             pt_rows_len(rows, 0));
            mj->sizes[mj->npage] = pt_rows_is_null(rows, 1)
                                   ? -1 : pt_rows_int(rows, 1);
            if (mj->page[mj->npage] != NULL) {
                mj->npage++;
            }
        }

        if (rows) {
            pt_rows_free(rows);
        }

        mj->drained = mj->npage == 0;
    }

    got = mj->next < mj->npage && !mj->abort;

    if (got) {
        *bytes = mj->sizes[mj->next];
        pt_snprintf(key, size, "%s", mj->page[mj->next++]);
        pt_snprintf(mj->after, sizeof(mj->after), "%s", key);
    }

    pthread_mutex_unlock(&mj->mu);

    return got;
}


/*
 * Whether the target already holds the object: 1 yes, 0 no, -1 it holds
 * one of the size listed (size < 0: unknown) with an MD5 to compare once
 * the bytes are read, or a store error (< -1).  An object the target got
 * since the migration began is newer than the source's: written through
 * the fallback store (strip-exif, a job's output) or copied by an earlier
 * attempt; it is kept as it is.
 */
static int
pt_mj_present(pt_mj *mj, pt_store *dst, const char *key, long long size,
    pt_store_stat *dstat)
{
    int  rc;

    rc = dst->ops->head(dst, key, dstat);
    if (rc == PT_STORE_NOT_FOUND) {
        return 0;
    }

    if (rc != PT_STORE_OK) {
        return rc;
    }

    if ((long long) dstat->mtime >= mj->since) {
        return 1;
    }

    if (size >= 0 && dstat->size != size) {
        return 0;
    }

    /* without a checksum on the target's side the size is all it tells */
    return pt_store_etag_is_md5(dstat->etag) || size < 0 ? -1 : 1;
}


/* One try at one object: PT_MIGR_SUCCEEDED or _SKIPPED, or a store rc
 * (NOT_FOUND: missing in the source), the reason in err. */
static int
pt_mj_copy(pt_mj *mj, pt_store *src, pt_store *dst, const char *key,
    long long size, char *err, size_t len)
{
    int               rc, present;
    pt_store_stat     dstat;
    pt_store_fetched  f;

    present = pt_mj_present(mj, dst, key, size, &dstat);
    if (present == 1) {
        return PT_MIGR_SKIPPED;
    }

    if (present < -1) {
        pt_snprintf(err, len, "%s", dst->error);
        return present;
    }

    rc = pt_store_fetch(src, key, &f);
    if (rc != PT_STORE_OK) {
        pt_snprintf(err, len, "%s", rc == PT_STORE_NOT_FOUND
                    ? "not found in the previous store" : src->error);
        return rc;
    }

    if (present == -1 && dstat.size == f.size
        && (pt_store_etag_is_md5(dstat.etag)
            ? strcasecmp(f.md5, dstat.etag) == 0 : 1))
    {
        pt_store_fetched_drop(&f);
        return PT_MIGR_SKIPPED;
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
pt_mj_abort(pt_mj *mj, pt_job_failure why, const char *detail)
{
    pthread_mutex_lock(&mj->mu);
    mj->abort = 1;
    mj->why = why;
    pt_snprintf(mj->detail, sizeof(mj->detail), "%s", detail);
    pthread_mutex_unlock(&mj->mu);
}


/* Settles the batch's outcomes; PT_ERROR (the attempt ends) on a
 * database error. */
static int
pt_mj_flush(pt_mj *mj, pt_db *db, pt_mj_batch *b)
{
    long long  rc;

    if (b->n == 0) {
        return PT_OK;
    }

    rc = pt_migration_finish_n(db, mj->job->id, b->o, b->n);
    b->n = 0;

    if (rc == PT_ERROR) {
        pt_mj_abort(mj, PT_JOB_E_INTERNAL, "settling objects failed (see"
                    " the log)");
        return PT_ERROR;
    }

    return PT_OK;
}


/* An outcome into the batch, settled when it is full or old enough. */
static int
pt_mj_settle(pt_mj *mj, pt_db *db, pt_mj_batch *b, const char *key,
    pt_migr_state state, const char *error)
{
    pt_migr_outcome  *o;

    if (b->n == 0) {
        b->first_ms = pt_mj_ms();
    }

    o = &b->o[b->n];
    pt_snprintf(b->keys[b->n], sizeof(b->keys[0]), "%s", key);
    pt_snprintf(b->errors[b->n], sizeof(b->errors[0]), "%s",
                error ? error : "");
    o->key = b->keys[b->n];
    o->state = state;
    o->error = b->errors[b->n];
    b->n++;

    if (b->n < PT_MJ_BATCH && pt_mj_ms() - b->first_ms < PT_MJ_BATCH_MS) {
        return PT_OK;
    }

    return pt_mj_flush(mj, db, b);
}


/* One object, tried again on transient failures; settled unless the
 * attempt must end (then it stays pending).  PT_OK or PT_ERROR. */
static int
pt_mj_object(pt_mj *mj, pt_db *db, pt_mj_batch *b, pt_store *src,
    pt_store *dst, const char *key, long long size)
{
    int       rc, try;
    char      err[512];
    unsigned  ms;

    ms = PT_MJ_BACKOFF_MS;
    err[0] = '\0';

    for (try = 1; ; try++) {
        rc = pt_mj_copy(mj, src, dst, key, size, err, sizeof(err));

        if (rc == PT_MIGR_SUCCEEDED || rc == PT_MIGR_SKIPPED
            || rc == PT_STORE_NOT_FOUND || try == PT_MJ_TRIES
            || pictord_stopping())
        {
            break;
        }

        pt_log(PT_LOG_WARN, "migration %s: \"%s\" try %d: %s", mj->job->id,
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
            pt_mj_abort(mj, PT_JOB_E_STORAGE, err);
            return PT_ERROR;
        }

        pt_log(PT_LOG_ERR, "migration %s: \"%s\" failed: %s", mj->job->id,
               key, err);
        rc = PT_MIGR_FAILED;
    }

    return pt_mj_settle(mj, db, b, key, rc, err);
}


/* A copier thread: its own connection and stores. */
static void *
pt_mj_thread(void *arg)
{
    char          key[PT_MIGR_KEY_MAX + 1], err[256];
    pt_db        *db;
    pt_mj        *mj = arg;
    pt_store     *src, *dst;
    long long     size;
    pt_mj_batch  *b;

    b = calloc(1, sizeof(pt_mj_batch));
    db = pt_db_open(&mj->w->conf->db, err, sizeof(err));
    src = pt_store_for_config(mj->src_cfg, mj->w->conf->storage_root, err,
                              sizeof(err));
    dst = pt_store_for_config(mj->dst_cfg, mj->w->conf->storage_root, err,
                              sizeof(err));

    if (b == NULL || db == NULL || src == NULL || dst == NULL) {
        pt_mj_abort(mj, PT_JOB_E_INTERNAL, b == NULL ? "out of memory"
                    : db == NULL ? "no database connection for a copier"
                    : err);

    } else {
        while (!pictord_stopping()
               && pt_mj_next(mj, db, key, sizeof(key), &size))
        {
            if (pt_mj_object(mj, db, b, src, dst, key, size) != PT_OK) {
                break;
            }
        }

        /* what was copied is settled, also when the attempt ends */
        (void) pt_mj_flush(mj, db, b);
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

    return NULL;
}


/* The copier threads over every pending object; PT_OK when all ran. */
static int
pt_mj_copy_all(pt_mj *mj, pictord_failure *f)
{
    size_t     i, n, started;
    pthread_t  tids[64];

    n = mj->w->conf->migration_parallel;
    n = n == 0 ? 1 : (n > 64 ? 64 : n);

    mj->page = calloc(PT_MJ_PAGE, sizeof(char *));
    mj->sizes = calloc(PT_MJ_PAGE, sizeof(long long));
    if (mj->page == NULL || mj->sizes == NULL) {
        free(mj->page);
        free(mj->sizes);
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    for (started = 0; started < n; started++) {
        if (pthread_create(&tids[started], NULL, pt_mj_thread, mj) != 0) {
            pt_mj_abort(mj, PT_JOB_E_INTERNAL, "pthread_create failed");
            break;
        }
    }

    for (i = 0; i < started; i++) {
        pthread_join(tids[i], NULL);
    }

    for (i = 0; i < mj->npage; i++) {
        free(mj->page[i]);
    }

    free(mj->page);
    free(mj->sizes);

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    if (mj->abort) {
        return pictord_fail(f, mj->why, 0, "%s", mj->detail);
    }

    return PT_OK;
}


/* The two configurations, opened with the master key; PT_OK or f set. */
static int
pt_mj_configs(pictord_worker *w, pt_job *job, pt_storage_conf *src,
    pt_storage_conf *dst, pictord_failure *f)
{
    int  rc;

    rc = pt_storage_conf_load(w->db, w->master_key, job->project_id,
                              PT_SCONF_MIGRATION, src);
    if (rc == PT_SCONF_OK) {
        rc = pt_storage_conf_load(w->db, w->master_key, job->project_id,
                                  PT_SCONF_CURRENT, dst);
    } else {
        memset(dst, 0, sizeof(pt_storage_conf));
    }

    if (rc == PT_SCONF_E_DB) {
        return pictord_fail_db(f, w);
    }

    if (rc != PT_SCONF_OK) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "the storage"
                            " configurations of project %llu cannot be"
                            " opened", job->project_id);
    }

    return PT_OK;
}


/* Lists, then copies, then completes. */
static int
pt_mj_run(pt_mj *mj, const char *project, pictord_failure *f)
{
    int        rc;
    char       err[256];
    pt_store  *src;
    long long  t0, t1;

    src = pt_store_for_config(mj->src_cfg, mj->w->conf->storage_root, err,
                              sizeof(err));
    if (src == NULL) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the previous store:"
                            " %s", err);
    }

    t0 = pt_mj_ms();
    rc = pt_mj_list_all(mj->w, mj->job, src, project, f);
    src->ops->free(src);

    if (rc != PT_OK) {
        return rc;
    }

    t1 = pt_mj_ms();
    rc = pt_mj_copy_all(mj, f);
    if (rc != PT_OK) {
        return rc;
    }

    pt_log(PT_LOG_INFO, "migration %s: listed in %lld ms, copied in %lld ms"
           " (%u at a time)", mj->job->id, t1 - t0, pt_mj_ms() - t1,
           mj->w->conf->migration_parallel);

    if (pt_db_begin(mj->w->db) != PT_OK) {
        return pictord_fail_db(f, mj->w);
    }

    return pictord_complete(mj->w, mj->job, f);
}


int
pictord_job_storage_migration(pictord_worker *w, pt_job *job,
    pictord_failure *f)
{
    int              rc;
    char             project[64];
    pt_mj            mj;
    pt_rows         *rows;
    pt_storage_conf  src, dst;

    rows = pt_db_query(w->db, "SELECT slug FROM projects WHERE id = ?", "i",
                       (long long) job->project_id);
    if (rows == NULL) {
        return pictord_fail_db(f, w);
    }

    rc = pt_rows_next(rows);
    pt_snprintf(project, sizeof(project), "%s",
                rc ? pt_rows_str(rows, 0) : "");
    pt_rows_free(rows);

    if (!rc) {
        return pictord_fail(f, PT_JOB_E_GONE, 0, "no project %llu",
                            job->project_id);
    }

    if (pt_mj_configs(w, job, &src, &dst, f) != PT_OK) {
        pt_storage_conf_free(&src);
        pt_storage_conf_free(&dst);
        return PICTORD_JOB_FAILED;
    }

    memset(&mj, 0, sizeof(pt_mj));
    mj.w = w;
    mj.job = job;
    mj.src_cfg = &src.cfg;
    mj.dst_cfg = &dst.cfg;
    pthread_mutex_init(&mj.mu, NULL);

    mj.since = pt_migration_started(w->db, job->id);

    rc = mj.since < 0 ? pictord_fail_db(f, w) : pt_mj_run(&mj, project, f);

    pthread_mutex_destroy(&mj.mu);
    pt_storage_conf_free(&src);
    pt_storage_conf_free(&dst);

    if (rc == PICTORD_JOB_DONE) {
        pt_log(PT_LOG_INFO, "migration %s of project %s completed", job->id,
               project);
    }

    return rc;
}
