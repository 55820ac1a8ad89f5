/*
 * The job queue in MariaDB: enqueue, claim under a lease, renew, complete,
 * fail, release and progress (the status object: job_status.c).
 *
 * Every change to a claimed job is guarded by the claim itself: the job id,
 * the lease owner, status Running and the attempt number.  The attempt
 * number makes a claim unique even when one process (one owner) claims the
 * same job twice because its own lease ran out, so a stale worker can
 * never complete, fail or release a job that was claimed again since.
 */

#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "db/db.h"
#include "core/crypto.h"
#include "core/timefmt.h"
#include "jobs/jobs.h"


/* how many candidates one look at the queue considers */
#define PT_JOB_CANDIDATES  8
/* how often the look is repeated when every candidate was taken */
#define PT_JOB_ROUNDS      4

/* a job waiting for another is due once that one is over (ended either
 * way: a failed one fails it at the claim, pt_job_claim_one) */
#define PT_JOB_DUE                                                           \
    "((status = 'Pending' AND run_after <= NOW(3))"                          \
    " OR (status = 'Running' AND lease_expires_at < NOW(3)))"                \
    " AND (depends_on IS NULL OR NOT EXISTS (SELECT 1 FROM jobs d"           \
    " WHERE d.id = jobs.depends_on AND d.status IN ('Pending', 'Running')))"

#define PT_JOB_GUARD                                                         \
    " WHERE id = ? AND lease_owner = ? AND status = 'Running'"               \
    " AND attempts = ?"

/*
 * docs/API.md "States and transitions": a Failed job's failedAssets tells
 * how many failed.  When a job fails for good (final true) every asset it
 * did not produce counts as failed, and a job that failed before it knew
 * its total failed one: the whole.  Each counter reads only columns
 * assigned after it.
 */
#define PT_JOB_FAILED_COUNTERS(final)                                        \
    " failed_assets = IF(" final ", GREATEST(total_assets, 1)"               \
    " - LEAST(succeeded_assets, GREATEST(total_assets, 1)), failed_assets)," \
    " processed_assets = IF(" final ", GREATEST(total_assets, 1),"           \
    " processed_assets),"                                                    \
    " total_assets = IF(" final ", GREATEST(total_assets, 1), total_assets)"


static int pt_job_claim_one(pt_db *db, const char *id, const char *owner,
    unsigned lease_sec, pt_job *job);
static int pt_job_fail_claimed(pt_db *db, const char *id,
    long long attempts, const char *reason);
static int pt_job_dependency_failed(pt_db *db, const char *id,
    const char *depends_on, long long attempts);
static int pt_job_from_row(pt_job *job, const char *id, pt_rows *rows,
    long long attempts, long long max_attempts);
static int pt_job_insert(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    const char *after_kind, unsigned max_attempts, char *id);


int
pt_job_enqueue(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload, char *id)
{
    return pt_job_insert(db, project_id, image_id, kind, payload, NULL,
                         PT_JOB_MAX_ATTEMPTS, id);
}


int
pt_job_enqueue_n(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    unsigned max_attempts, char *id)
{
    return pt_job_insert(db, project_id, image_id, kind, payload, NULL,
                         max_attempts, id);
}


int
pt_job_enqueue_after(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    const char *after_kind, char *id)
{
    return pt_job_insert(db, project_id, image_id, kind, payload, after_kind,
                         PT_JOB_MAX_ATTEMPTS, id);
}


/* The image's latest job of after_kind into after ("" when none). */
static int
pt_job_latest(pt_db *db, const char *image_id, const char *after_kind,
    char *after)
{
    pt_rows  *rows;

    after[0] = '\0';

    if (after_kind == NULL || image_id == NULL) {
        return PT_OK;
    }

    rows = pt_db_query(db,
               "SELECT id FROM jobs WHERE image_id = ? AND kind = ?"
               " ORDER BY created_at DESC LIMIT 1",
               "ss", image_id, after_kind);
    if (rows == NULL) {
        return PT_ERROR;
    }

    if (pt_rows_next(rows) && pt_rows_str(rows, 0) != NULL) {
        pt_snprintf(after, PT_JOB_ID_LEN + 1, "%s", pt_rows_str(rows, 0));
    }

    pt_rows_free(rows);

    return PT_OK;
}


static int
pt_job_insert(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    const char *after_kind, unsigned max_attempts, char *id)
{
    char       after[PT_JOB_ID_LEN + 1];
    long long  n;

    pt_uuid4(id);

    if (image_id != NULL && image_id[0] == '\0') {
        image_id = NULL;
    }

    if (pt_job_latest(db, image_id, after_kind, after) != PT_OK) {
        pt_log(PT_LOG_ERR, "enqueue %s job: %s", kind, pt_db_errmsg(db));
        return PT_ERROR;
    }

    n = pt_db_exec(db,
            "INSERT INTO jobs (id, project_id, image_id, kind, payload,"
            " depends_on, max_attempts) VALUES (?, ?, ?, ?, ?, ?, ?)",
            "sissssi", id, (long long) project_id, image_id, kind, payload,
            after[0] ? after : NULL, (long long) max_attempts);

    if (n != 1) {
        pt_log(PT_LOG_ERR, "enqueue %s job: %s", kind, pt_db_errmsg(db));
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * Two steps, so that a claim locks one row only.  A single
 * "SELECT ... ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED" sorts
 * every due row and so locks them all until the claim commits: concurrent
 * claimers then skip every due job and go back to sleep.  Instead a plain
 * read lists a few due candidates, oldest first, and each is then locked
 * by primary key with the due condition checked again on the latest
 * committed row; SKIP LOCKED passes over one another worker is claiming.
 */

int
pt_job_claim(pt_db *db, const char *owner, unsigned lease_sec,
    pt_job *job)
{
    int        rc, round;
    size_t     i, n;
    char       ids[PT_JOB_CANDIDATES][PT_JOB_ID_LEN + 1];
    pt_rows   *rows;

    for (round = 0; round < PT_JOB_ROUNDS; round++) {

        rows = pt_db_query(db,
                   "SELECT id FROM jobs WHERE " PT_JOB_DUE
                   " ORDER BY created_at LIMIT ?",
                   "i", (long long) PT_JOB_CANDIDATES);
        if (rows == NULL) {
            return PT_ERROR;
        }

        n = 0;
        while (n < PT_JOB_CANDIDATES && pt_rows_next(rows)) {
            pt_snprintf(ids[n], sizeof(ids[n]), "%s",
                        pt_rows_str(rows, 0) ? pt_rows_str(rows, 0) : "");
            n++;
        }

        pt_rows_free(rows);

        if (n == 0) {
            return 0;
        }

        for (i = 0; i < n; i++) {
            rc = pt_job_claim_one(db, ids[i], owner, lease_sec, job);

            /* 0: taken by another worker or failed for good; go on */
            if (rc != 0) {
                return rc;
            }
        }

        if (n < PT_JOB_CANDIDATES) {
            /* the list was short: nothing else is due right now */
            return 0;
        }
    }

    return 0;
}


/*
 * A claim's transaction that failed: 0 when the job went to another
 * Galera node (it is theirs), PT_ERROR on any other database error.  The
 * transaction is rolled back either way.
 */
static int
pt_job_claim_lost(pt_db *db, const char *id)
{
    /*
     * On Galera, SKIP LOCKED sees only this node's locks: a worker on
     * another node may claim the same job, and the later COMMIT loses
     * certification.  The job is the other worker's.
     */
    if (pt_db_error(db) == PT_DB_E_CONFLICT) {
        pt_log(PT_LOG_INFO, "claim job %s: taken on another node", id);
        pt_db_rollback(db);
        return 0;
    }

    pt_log(PT_LOG_ERR, "claim job %s: %s", id, pt_db_errmsg(db));
    pt_db_rollback(db);
    return PT_ERROR;
}


/* The lease of a locked job, committed: PT_OK or PT_ERROR. */
static int
pt_job_lease(pt_db *db, const char *id, const char *owner,
    unsigned lease_sec)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET status = 'Running', attempts = attempts + 1,"
            " lease_owner = ?, lease_expires_at = NOW(3) + INTERVAL ? SECOND,"
            " started_at = COALESCE(started_at, NOW(3))"
            " WHERE id = ?",
            "sis", owner, (long long) lease_sec, id);

    return n == 1 && pt_db_commit(db) == PT_OK ? PT_OK : PT_ERROR;
}


/*
 * Claims job id if it is still due: 1 when claimed (job filled), 0 when
 * it is no longer ours to take (locked or claimed by another worker or
 * Galera node, or failed here: its last attempt spent or its dependency
 * failed), PT_ERROR on a database error.
 */
static int
pt_job_claim_one(pt_db *db, const char *id, const char *owner,
    unsigned lease_sec, pt_job *job)
{
    char        reason[128], after[PT_JOB_ID_LEN + 1];
    long long   attempts, max_attempts, n;
    const char *s;
    pt_rows    *rows;

    if (pt_db_begin(db) != PT_OK) {
        return PT_ERROR;
    }

    rows = pt_db_query(db,
               "SELECT id, project_id, kind, payload, image_id, status,"
               " attempts, max_attempts, depends_on FROM jobs"
               " WHERE id = ? AND " PT_JOB_DUE " FOR UPDATE SKIP LOCKED",
               "s", id);
    if (rows == NULL) {
        goto failed;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pt_db_rollback(db);
        return 0;
    }

    attempts = pt_rows_int(rows, 6);
    max_attempts = pt_rows_int(rows, 7);
    s = pt_rows_str(rows, 5);

    if (s != NULL && strcmp(s, "Running") == 0 && attempts >= max_attempts) {
        pt_rows_free(rows);
        pt_snprintf(reason, sizeof(reason),
                    "lease expired after %lld attempts (worker died?)",
                    attempts);

        if (pt_job_fail_claimed(db, id, attempts, reason) != PT_OK) {
            goto failed;
        }

        return 0;
    }

    s = pt_rows_str(rows, 8);
    pt_snprintf(after, sizeof(after), "%s", s ? s : "");

    n = pt_job_from_row(job, id, rows, attempts, max_attempts);
    pt_rows_free(rows);

    if (n != PT_OK) {
        pt_db_rollback(db);
        pt_log(PT_LOG_CRIT, "claim job %s: out of memory", id);
        return PT_ERROR;
    }

    if (after[0]) {
        n = pt_job_dependency_failed(db, id, after, attempts);

        if (n != 0) {
            pt_job_clear(job);

            if (n == PT_ERROR) {
                goto failed;
            }

            return 0;
        }
    }

    if (pt_job_lease(db, id, owner, lease_sec) != PT_OK) {
        pt_job_clear(job);
        goto failed;
    }

    return 1;

failed:

    return pt_job_claim_lost(db, id);
}


/*
 * The job id waits for depends_on, which is over (PT_JOB_DUE).  When that
 * one failed, this one cannot run (a split without its raster): it fails
 * for good with the same reason, without spending an attempt.  1 when it
 * failed (the claim's transaction committed), 0 when it may run,
 * PT_ERROR on a database error.
 */

static int
pt_job_dependency_failed(pt_db *db, const char *id, const char *depends_on,
    long long attempts)
{
    int          failed;
    char         reason[256];
    const char  *s;
    pt_rows     *rows;

    rows = pt_db_query(db, "SELECT status, error FROM jobs WHERE id = ?",
                       "s", depends_on);
    if (rows == NULL) {
        return PT_ERROR;
    }

    failed = pt_rows_next(rows) && (s = pt_rows_str(rows, 0)) != NULL
             && strcmp(s, "Failed") == 0;

    if (failed) {
        s = pt_rows_str(rows, 1);
        pt_snprintf(reason, sizeof(reason), "%s", s ? s : "internal error");
    }

    pt_rows_free(rows);

    if (!failed) {
        return 0;
    }

    if (pt_job_fail_claimed(db, id, attempts, reason) != PT_OK) {
        return PT_ERROR;
    }

    return 1;
}


/*
 * Fails the job the claim has locked for good, with reason: a Running job
 * whose lease ran out on its last attempt died with its worker (retrying
 * again could kill the next worker too), or a job whose dependency failed.
 * Commits the claim's transaction; PT_OK or PT_ERROR.
 */

static int
pt_job_fail_claimed(pt_db *db, const char *id, long long attempts,
    const char *reason)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET status = 'Failed', error = ?,"
            " completed_at = NOW(3), lease_expires_at = NULL,"
            PT_JOB_FAILED_COUNTERS("TRUE")
            " WHERE id = ?",
            "ss", reason, id);
    if (n < 0) {
        return PT_ERROR;
    }

    n = pt_db_exec(db,
            "INSERT INTO job_errors (job_id, attempt, error)"
            " VALUES (?, ?, ?)",
            "sis", id, attempts, reason);
    if (n < 0 || pt_db_commit(db) != PT_OK) {
        return PT_ERROR;
    }

    pt_log(PT_LOG_WARN, "job %s failed: %s", id, reason);

    return PT_OK;
}


/* job from the claim's row, as its next attempt; PT_ERROR out of memory */

static int
pt_job_from_row(pt_job *job, const char *id, pt_rows *rows,
    long long attempts, long long max_attempts)
{
    const char  *s;

    memset(job, 0, sizeof(pt_job));

    pt_snprintf(job->id, sizeof(job->id), "%s", id);
    job->project_id = (unsigned long long) pt_rows_int(rows, 1);
    s = pt_rows_str(rows, 2);
    pt_snprintf(job->kind, sizeof(job->kind), "%s", s ? s : "");
    s = pt_rows_str(rows, 4);
    pt_snprintf(job->image_id, sizeof(job->image_id), "%s", s ? s : "");
    job->attempt = (unsigned) attempts + 1;
    job->max_attempts = (unsigned) max_attempts;

    s = pt_rows_str(rows, 3);
    if (s != NULL) {
        job->payload = pt_strndup(s, pt_rows_len(rows, 3));
        if (job->payload == NULL) {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


void
pt_job_clear(pt_job *job)
{
    free(job->payload);
    job->payload = NULL;
}


long long
pt_job_renew(pt_db *db, const char *owner, unsigned lease_sec)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET lease_expires_at = NOW(3) + INTERVAL ? SECOND"
            " WHERE lease_owner = ? AND status = 'Running'",
            "is", (long long) lease_sec, owner);

    if (n < 0) {
        pt_log(PT_LOG_ERR, "renew leases of %s: %s", owner,
               pt_db_errmsg(db));
        return -1;
    }

    return n;
}


int
pt_job_complete(pt_db *db, const pt_job *job, const char *owner,
    const char *result_json)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET status = 'Completed', result = ?, error = NULL,"
            " completed_at = NOW(3), lease_expires_at = NULL"
            PT_JOB_GUARD,
            "sssi", result_json, job->id, owner, (long long) job->attempt);

    if (n < 0) {
        pt_log(PT_LOG_ERR, "complete job %s: %s", job->id, pt_db_errmsg(db));
        return PT_ERROR;
    }

    if (n == 0) {
        pt_log(PT_LOG_WARN, "job %s attempt %u: lease lost, not completed",
               job->id, job->attempt);
        return 0;
    }

    return 1;
}


/*
 * Returns 1 when recorded, 0 when the lease was lost (the failure is then
 * not recorded: the job belongs to someone else), PT_ERROR on a database
 * error.  The status and its error land together with the job_errors row.
 */

int
pt_job_fail(pt_db *db, const pt_job *job, const char *owner,
    const char *reason, int final, unsigned retry_sec)
{
    long long  n;

    if (pt_db_begin(db) != PT_OK) {
        goto failed;
    }

    /*
     * attempts is not changed here, so each IF() sees the same value; a
     * final failure spends the attempts left first (assignments run left
     * to right), so every IF() after it sees the last attempt.
     */
    n = pt_db_exec(db,
            "UPDATE jobs SET"
            " max_attempts = IF(?, attempts, max_attempts),"
            " status = IF(attempts >= max_attempts, 'Failed', 'Pending'),"
            " completed_at = IF(attempts >= max_attempts, NOW(3), NULL),"
            " run_after = NOW(3) + INTERVAL ? SECOND,"
            " error = ?, lease_expires_at = NULL,"
            PT_JOB_FAILED_COUNTERS("attempts >= max_attempts")
            PT_JOB_GUARD,
            "iisssi", (long long) (final != 0), (long long) retry_sec,
            reason, job->id, owner, (long long) job->attempt);
    if (n < 0) {
        goto failed;
    }

    if (n == 0) {
        pt_db_rollback(db);
        pt_log(PT_LOG_WARN, "job %s attempt %u: lease lost, failure \"%s\""
               " not recorded", job->id, job->attempt, reason);
        return 0;
    }

    n = pt_db_exec(db,
            "INSERT INTO job_errors (job_id, attempt, error) VALUES (?, ?, ?)",
            "sis", job->id, (long long) job->attempt, reason);
    if (n < 0) {
        goto failed;
    }

    if (pt_db_commit(db) != PT_OK) {
        goto failed;
    }

    return 1;

failed:

    pt_log(PT_LOG_ERR, "fail job %s: %s", job->id, pt_db_errmsg(db));
    pt_db_rollback(db);
    return PT_ERROR;
}


long long
pt_job_fail_image(pt_db *db, unsigned long long project_id,
    const char *image_id)
{
    char       reason[64];
    long long  n;

    (void) pt_job_failure_reason(PT_JOB_E_GONE, 0, reason, sizeof(reason));

    n = pt_db_exec(db,
            "UPDATE jobs SET status = 'Failed', error = ?,"
            " completed_at = NOW(3), lease_expires_at = NULL,"
            PT_JOB_FAILED_COUNTERS("TRUE")
            " WHERE project_id = ? AND image_id = ? AND status = 'Pending'",
            "sis", reason, (long long) project_id, image_id);

    if (n < 0) {
        pt_log(PT_LOG_ERR, "fail the jobs of image %s: %s", image_id,
               pt_db_errmsg(db));
    }

    return n;
}


/* Returns 1 when handed back, 0 when the lease was lost, or PT_ERROR. */

int
pt_job_release(pt_db *db, const pt_job *job, const char *owner)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET status = 'Pending', attempts = attempts - 1,"
            " run_after = NOW(3), lease_expires_at = NULL"
            PT_JOB_GUARD,
            "ssi", job->id, owner, (long long) job->attempt);

    if (n < 0) {
        pt_log(PT_LOG_ERR, "release job %s: %s", job->id, pt_db_errmsg(db));
        return PT_ERROR;
    }

    return n == 1;
}


/*
 * No owner in the signature: the attempt number identifies the claim, so
 * a stale worker's counters do not overwrite the current run's.
 */

int
pt_job_progress(pt_db *db, const pt_job *job, unsigned total,
    unsigned processed, unsigned succeeded, unsigned failed)
{
    long long  n;

    n = pt_db_exec(db,
            "UPDATE jobs SET total_assets = ?, processed_assets = ?,"
            " succeeded_assets = ?, failed_assets = ?"
            " WHERE id = ? AND status = 'Running' AND attempts = ?",
            "iiiisi", (long long) total, (long long) processed,
            (long long) succeeded, (long long) failed, job->id,
            (long long) job->attempt);

    if (n < 0) {
        pt_log(PT_LOG_ERR, "progress of job %s: %s", job->id,
               pt_db_errmsg(db));
        return PT_ERROR;
    }

    return PT_OK;
}
