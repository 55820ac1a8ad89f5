/*
 * The job queue in MariaDB.  The module enqueues (the committed row is the
 * truth; a ZeroMQ message only wakes pictord up).  pictord claims due jobs
 * with FOR UPDATE SKIP LOCKED under a lease it renews, so several pictord
 * processes can share one database and a crashed one's jobs are reclaimed
 * when its lease expires.  A job gets PT_JOB_MAX_ATTEMPTS tries.
 */

#ifndef PT_JOBS_H
#define PT_JOBS_H

#include "db/db.h"

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

/*
 * Why an attempt failed (job_failure.c).  A client sees only the kind's
 * fixed reason: the details (database messages, paths, a tool's stderr,
 * which the uploaded file controls) go to the log.  A kind is final when
 * a retry would fail the same way: the job then fails at once.
 */
typedef enum {
    PT_JOB_E_INTERNAL = 0,   /* "internal error"; retried */
    PT_JOB_E_STORAGE,        /* "storage error"; retried */
    PT_JOB_E_NOT_READY,      /* "the EPS is not rasterized yet"; retried */
    PT_JOB_E_GONE,           /* "the image was deleted" */
    PT_JOB_E_INVALID,        /* "the file is not a valid EPS" */
    PT_JOB_E_RENDER,         /* "ghostscript could not render the file" */
    PT_JOB_E_TIMEOUT,        /* "timed out after N s" */
    PT_JOB_E_NO_PAGE,        /* "ghostscript made no page of the file" */
    PT_JOB_E_PAGES,          /* "over the page limit (N)" */
    PT_JOB_E_CONVERT,        /* "pdftocairo could not convert the file" */
    PT_JOB_E_SVG,            /* "the SVG could not be made safe" */
    PT_JOB_E_SANDBOX,        /* "the sandbox could not be started";
                                retried: the host may be fixed */
    PT_JOB_E_FRAME,          /* "ffmpeg could not take a frame of the
                                video" */
    PT_JOB_E_NOT_VIDEO,      /* "the image is not a video" */
    PT_JOB_E_SVG_DESIGNS,    /* "the SVG is too complex to split into
                                designs" */
    PT_JOB_E_VIDEO_LIMIT,    /* "the video is over a configured limit" */
    PT_JOB_E_LISTING,        /* "the bucket's listing goes on past the
                                configured limits" */
    PT_JOB_E_LAST
} pt_job_failure;

/* The client-facing reason of kind (limit: the N it names) into buf. */
const char *pt_job_failure_reason(pt_job_failure kind, unsigned limit,
    char *buf, size_t size);

/* Non-zero when a retry cannot help. */
int pt_job_failure_final(pt_job_failure kind);

/* Inserts a Pending job; id out is a new UUID.  PT_OK or PT_ERROR. */
int pt_job_enqueue(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload, char *id);
/*
 * The same with max_attempts tries: a job that checkpoints its work
 * (migrations) survives more crashes, each attempt going on from the last.
 */
int pt_job_enqueue_n(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    unsigned max_attempts, char *id);

/*
 * The same, waiting for the image's latest job of after_kind (when it has
 * one): the job is claimed only once that one is over, and fails at once
 * with its reason when it failed (a split waits for the raster).
 */
int pt_job_enqueue_after(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *kind, const char *payload,
    const char *after_kind, char *id);

/*
 * Claims one due job (Pending and due, or Running with an expired lease) for
 * owner, leasing it for lease_sec.  Returns 1 and fills job, 0 when none is
 * due, PT_ERROR on a database error.  A reclaimed job already at its last
 * attempt, or one whose dependency failed, is marked Failed instead, and
 * the search goes on.
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
 * when this was the last attempt or final is set.  The reason is also kept
 * in job_errors.
 */
int pt_job_fail(pt_db *db, const pt_job *job, const char *owner,
    const char *reason, int final, unsigned retry_sec);

/*
 * The image's Pending jobs fail at once with PT_JOB_E_GONE's reason (its
 * DELETE, in the caller's transaction): none waits for a retry of work on
 * a file that is gone.  Returns the rows changed or PT_ERROR.
 */
long long pt_job_fail_image(pt_db *db, unsigned long long project_id,
    const char *image_id);

/* Hands a job back without spending an attempt (graceful shutdown). */
int pt_job_release(pt_db *db, const pt_job *job, const char *owner);

/* Progress counters of docs/API.md "Processing job status". */
int pt_job_progress(pt_db *db, const pt_job *job, unsigned total,
    unsigned processed, unsigned succeeded, unsigned failed);

/*
 * The job status object (docs/API.md "Processing job status"), as a jansson
 * value (json_t *, caller decrefs), or NULL when there is no such job in
 * project.  *err is set when the database failed.
 */
void *pt_job_status_json(pt_db *db, unsigned long long project_id,
    const char *id, int *err);

/* The image's newest job, or job_id when it is one of the image's: id. */
pt_rows *pt_job_of_image(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *job_id);

/* How many jobs of each kind are in each state: kind, status, count. */
pt_rows *pt_job_counts(pt_db *db);

#endif /* PT_JOBS_H */
