/*
 * The job queue in MariaDB.  The module enqueues (the committed row is the
 * truth; a ZeroMQ message only wakes pictord up).  pictord claims due jobs
 * with FOR UPDATE SKIP LOCKED under a lease it renews, so several pictord
 * processes can share one database and a crashed one's jobs are reclaimed
 * when its lease expires.  A job gets PT_JOB_MAX_ATTEMPTS tries.
 */

#ifndef PT_JOBS_H
#define PT_JOBS_H

#include "db.h"

#define PT_JOB_ID_LEN        36
#define PT_JOB_MAX_ATTEMPTS   3

typedef struct {
    char                id[PT_JOB_ID_LEN + 1];
    unsigned long long  project_id;
    char                kind[33];
    char               *payload;        /* JSON text, malloc'ed, may be NULL */
    char                image_id[41];   /* "" when none */
    unsigned            attempt;        /* 1-based, this run */
    unsigned            max_attempts;
} pt_job;

/* Inserts a Pending job; id out is a new UUID.  PT_OK or PT_ERROR. */
int pt_job_enqueue(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload, char *id);

/*
 * Claims one due job (Pending and due, or Running with an expired lease) for
 * owner, leasing it for lease_sec.  Returns 1 and fills job, 0 when none is
 * due, PT_ERROR on a database error.  A reclaimed job already at its last
 * attempt is marked Failed instead, and the search goes on.
 */
int pt_job_claim(pt_db *db, const char *owner, unsigned lease_sec,
    pt_job *job);
void pt_job_clear(pt_job *job);

/* Extends the lease of every Running job of owner.  Returns rows or -1. */
long long pt_job_renew(pt_db *db, const char *owner, unsigned lease_sec);

/*
 * Completion, guarded by the lease: 1 when this owner still held the job and
 * it is now Completed, 0 when the lease was lost (another worker has it),
 * PT_ERROR on a database error.  Call inside the transaction that commits
 * the job's effects so that effects and status land together.
 */
int pt_job_complete(pt_db *db, const pt_job *job, const char *owner,
    const char *result_json);

/*
 * A failed attempt: back to Pending after retry_sec, or Failed with reason
 * when this was the last attempt.  The reason is also kept in job_errors.
 */
int pt_job_fail(pt_db *db, const pt_job *job, const char *owner,
    const char *reason, unsigned retry_sec);

/* Hands a job back without spending an attempt (graceful shutdown). */
int pt_job_release(pt_db *db, const pt_job *job, const char *owner);

/* Progress counters for SPEC's processing job status. */
int pt_job_progress(pt_db *db, const pt_job *job, unsigned total,
    unsigned processed, unsigned succeeded, unsigned failed);

/*
 * The job status object (SPEC "Processing job status"), as a jansson value
 * (json_t *, caller decrefs), or NULL when there is no such job in project.
 * *err is set when the database failed.
 */
void *pt_job_status_json(pt_db *db, unsigned long long project_id,
    const char *id, int *err);

#endif /* PT_JOBS_H */
