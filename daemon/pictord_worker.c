/*
 * pictord's threads: workers that claim and run jobs, each on its own
 * database connection, and the keeper that renews their leases.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/pt.h"
#include "records/images.h"
#include "store/store_http.h"
#include "pictord.h"


#define PICTORD_RECONNECT_MS  1000


static int pictord_db_ready(pt_db **db, const pt_db_conf *conf,
    const char *who, int *down);
static void pictord_db_failed(pt_db **db, const char *who, int *down);
static void pictord_run(pictord_worker *w, pt_job *job);


/*
 * Opens *db when it is closed.  Logs the first failure of a series and
 * the recovery only, so that a long outage does not flood the log.
 */

static int
pictord_db_ready(pt_db **db, const pt_db_conf *conf, const char *who,
    int *down)
{
    char  err[512];

    if (*db != NULL) {
        return PT_OK;
    }

    *db = pt_db_open(conf, err, sizeof(err));

    if (*db == NULL) {
        if (!*down) {
            pt_log(PT_LOG_ERR, "%s: database unavailable, retrying: %s",
                   who, err);
            *down = 1;
        }

        return PT_ERROR;
    }

    if (*down) {
        pt_log(PT_LOG_NOTICE, "%s: database available again", who);
        *down = 0;
    }

    return PT_OK;
}


/* After a failed call: a lost connection is dropped, to be reopened. */

static void
pictord_db_failed(pt_db **db, const char *who, int *down)
{
    if (*db == NULL || pt_db_error(*db) != PT_DB_E_UNAVAILABLE) {
        return;
    }

    pt_log(PT_LOG_ERR, "%s: database connection lost: %s", who,
           pt_db_errmsg(*db));

    pt_db_close(*db);
    *db = NULL;
    *down = 1;
}


void *
pictord_worker_main(void *arg)
{
    int              rc, down;
    char             who[32];
    pt_job           job;
    unsigned long    seen;
    pictord_worker  *w;

    w = arg;
    down = 0;
    pt_snprintf(who, sizeof(who), "worker %u", w->n);

    while (!pictord_stopping()) {

        if (pictord_db_ready(&w->db, &w->conf->db, who, &down) != PT_OK) {
            pictord_sleep(PICTORD_RECONNECT_MS);
            continue;
        }

        /* read before the claim: a wake-up during the claim is not lost */
        seen = pictord_wakeups_seen();

        rc = pt_job_claim(w->db, w->owner, w->conf->lease_seconds, &job);

        if (rc == PT_ERROR) {
            pictord_db_failed(&w->db, who, &down);
            pictord_wait(seen, w->conf->poll_ms, NULL);
            continue;
        }

        if (rc == 0) {
            pictord_wait(seen, w->conf->poll_ms, NULL);
            continue;
        }

        atomic_store(&w->busy, 1);

        pictord_run(w, &job);

        atomic_store(&w->busy, 0);

        pt_job_clear(&job);

        if (w->db != NULL && pt_db_error(w->db) == PT_DB_E_UNAVAILABLE) {
            pictord_db_failed(&w->db, who, &down);
        }
    }

    if (w->db != NULL) {
        pt_db_close(w->db);
        w->db = NULL;
    }

    /* this thread's curl handle (customer buckets) */
    pt_http_thread_done();

    return NULL;
}


int
pictord_fail(pictord_failure *f, pt_job_failure kind, unsigned limit,
    const char *fmt, ...)
{
    va_list  args;

    f->kind = kind;
    f->limit = limit;

    va_start(args, fmt);
    (void) vsnprintf(f->detail, sizeof(f->detail), fmt, args);
    va_end(args);

    return PICTORD_JOB_FAILED;
}


int
pictord_fail_db(pictord_failure *f, pictord_worker *w)
{
    return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "database: %s",
                        pt_db_errmsg(w->db));
}


int
pictord_fail_original(pictord_failure *f, pictord_worker *w, pt_job *job,
    const char *key, int rc, const char *error)
{
    int       gone;
    pt_rows  *rows;

    if (rc != PT_STORE_NOT_FOUND) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the original %s cannot"
                            " be read: %s", key, error);
    }

    /* a DELETE between the job's row and here removed the object first */
    rows = pt_image_for_job(w->db, job->image_id);
    if (rows == NULL) {
        return pictord_fail_db(f, w);
    }

    gone = !pt_rows_next(rows);
    pt_rows_free(rows);

    if (gone) {
        return pictord_fail(f, PT_JOB_E_GONE, 0, "image %s was deleted as"
                            " the job began", job->image_id);
    }

    return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the original %s cannot be"
                        " read: missing", key);
}


int
pictord_complete(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int  rc;

    rc = pt_job_complete(w->db, job, w->owner, NULL);

    if (rc == 0) {
        pt_db_rollback(w->db);
        return PICTORD_JOB_LOST;
    }

    if (rc != 1 || pt_db_commit(w->db) != PT_OK) {
        pictord_fail_db(f, w);
        pt_db_rollback(w->db);
        return PICTORD_JOB_FAILED;
    }

    return PICTORD_JOB_DONE;
}


/*
 * The one log line of a job's state change, the same shape for each, so
 * a job's history is a grep for its id: running (claimed), completed,
 * retried (failed, will run again), failed (for good), released (handed
 * back at shutdown), lost (its lease expired: another pictord may run it).
 */
static void pictord_job_log(pictord_worker *w, pt_job *job, int level,
    const char *state, long ms, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static void
pictord_job_log(pictord_worker *w, pt_job *job, int level,
    const char *state, long ms, const char *fmt, ...)
{
    char     why[1024];
    va_list  ap;

    why[0] = '\0';

    if (fmt != NULL) {
        va_start(ap, fmt);
        vsnprintf(why, sizeof(why), fmt, ap);
        va_end(ap);
    }

    pt_log(level, "job %s kind=%s state=%s attempt=%u/%u worker=%u"
           " ms=%ld%s%s", job->id, job->kind, state, job->attempt,
           job->max_attempts, w->n, ms, why[0] ? ": " : "", why);
}


static void
pictord_run(pictord_worker *w, pt_job *job)
{
    int                  rc, r, final;
    char                 reason[128];
    long                 ms;
    struct timespec      t0, t1;
    pictord_failure      f;
    const pictord_kind  *kind;

    pictord_job_log(w, job, PT_LOG_INFO, "running", 0, NULL);

    clock_gettime(CLOCK_MONOTONIC, &t0);
    memset(&f, 0, sizeof(f));

    kind = pictord_kind_find(job->kind, w->conf->test_jobs);

    if (kind == NULL) {
        /* another pictord sharing the database may know it: retry */
        rc = pictord_fail(&f, PT_JOB_E_INTERNAL, 0, "unknown job kind"
                          " \"%s\"", job->kind);

    } else {
        rc = kind->handler(w, job, &f);
    }

    clock_gettime(CLOCK_MONOTONIC, &t1);
    ms = (t1.tv_sec - t0.tv_sec) * 1000
         + (t1.tv_nsec - t0.tv_nsec) / 1000000;

    switch (rc) {

    case PICTORD_JOB_DONE:
        pictord_job_log(w, job, PT_LOG_INFO, "completed", ms, NULL);
        return;

    case PICTORD_JOB_LOST:
        pictord_job_log(w, job, PT_LOG_WARN, "lost", ms,
                        "its lease expired; its effects were rolled back");
        return;

    case PICTORD_JOB_INTERRUPTED:
        r = pt_job_release(w->db, job, w->owner);
        pictord_job_log(w, job, r == 1 ? PT_LOG_NOTICE : PT_LOG_WARN,
                        "released", ms, "%s", r == 1 ? "handed back"
                        : "could not hand back");
        return;

    default:
        /* clients read the kind's fixed reason; the log gets the detail */
        (void) pt_job_failure_reason(f.kind, f.limit, reason,
                                     sizeof(reason));
        final = pt_job_failure_final(f.kind);

        r = pt_job_fail(w->db, job, w->owner, reason, final,
                        w->conf->retry_seconds);

        pictord_job_log(w, job, PT_LOG_WARN,
                        (r == 1 && !final
                         && job->attempt < job->max_attempts)
                        ? "retried" : "failed", ms, "%s: %s%s", reason,
                        f.detail[0] ? f.detail : "no detail",
                        r != 1 ? " (not recorded)" : "");
        return;
    }
}


/*
 * Renews the leases of busy workers every third of the lease, on its own
 * connection, so a long handler never loses its job.  It runs until every
 * worker has stopped: a handler that cannot be interrupted keeps its lease
 * while it finishes during shutdown.
 */

void *
pictord_keeper_main(void *arg)
{
    int              down;
    unsigned         i, ms;
    pt_db           *db;
    long long        n;
    pictord_keeper  *ctx;

    ctx = arg;
    db = NULL;
    down = 0;

    ms = ctx->conf->lease_seconds * 1000 / 3;
    if (ms < 200) {
        ms = 200;
    }

    while (!atomic_load(&ctx->stop)) {

        pictord_wait(0, ms, &ctx->stop);

        if (atomic_load(&ctx->stop)) {
            break;
        }

        if (pictord_db_ready(&db, &ctx->conf->db, "lease keeper", &down)
            != PT_OK)
        {
            continue;
        }

        for (i = 0; i < ctx->conf->workers; i++) {
            if (!atomic_load(&ctx->workers[i].busy)) {
                continue;
            }

            n = pt_job_renew(db, ctx->workers[i].owner,
                             ctx->conf->lease_seconds);

            if (n < 0) {
                pictord_db_failed(&db, "lease keeper", &down);
                break;
            }
        }
    }

    if (db != NULL) {
        pt_db_close(db);
    }

    return NULL;
}
