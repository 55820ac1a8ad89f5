/*
 * pictord internals shared by the daemon's main loop and the job kinds:
 * the worker a handler runs on, the handler contract and the kind table.
 */

#ifndef PICTORD_H
#define PICTORD_H

#include <pthread.h>
#include <stdatomic.h>

#include "core/pt.h"
#include "db/db.h"
#include "jobs/jobs.h"
#include "jobs/conffile.h"
#include "core/masterkey.h"


/* What a handler returns. */
enum {
    /* the handler committed its effects and pt_job_complete() together */
    PICTORD_JOB_DONE = 0,
    /* the attempt failed; the worker records reason and maybe retries */
    PICTORD_JOB_FAILED,
    /* pictord is stopping; the worker hands the job back untouched */
    PICTORD_JOB_INTERRUPTED,
    /* pt_job_complete() returned 0: another worker owns the job now, the
     * handler rolled its effects back, nothing is left to record */
    PICTORD_JOB_LOST
};


typedef struct {
    unsigned              n;            /* 0-based, for logs */
    pthread_t             tid;
    const pt_conffile    *conf;
    const unsigned char  *master_key;   /* PT_MASTER_KEY_LEN bytes */
    /* lease owner: worker_id:pid:random:n, one per worker thread */
    char                  owner[128];
    atomic_int            busy;         /* holds a job the keeper renews */
    /*
     * The worker's own connection, open while a handler runs.  A handler
     * that sees PT_DB_E_UNAVAILABLE just fails; the worker reconnects.
     */
    pt_db                *db;
} pictord_worker;


/*
 * Why an attempt failed: the kind decides the reason the job status shows
 * and whether it is retried (shared/jobs/job_failure.c); detail is for the log
 * only.  pictord_fail() fills it.
 */
typedef struct {
    pt_job_failure  kind;
    unsigned        limit;          /* the N in the kind's reason */
    char            detail[1024];
} pictord_failure;


/*
 * A job kind.  Runs one attempt of job (job->attempt is 1-based); on
 * PICTORD_JOB_FAILED says why in f.  Long work polls pictord_stopping()
 * and returns PICTORD_JOB_INTERRUPTED once it is set, after undoing
 * anything not yet committed.
 */
typedef int (*pictord_job_pt)(pictord_worker *w, pt_job *job,
    pictord_failure *f);

typedef struct {
    const char      *name;          /* jobs.kind */
    pictord_job_pt   handler;
    unsigned         test_only:1;   /* only with "test_jobs on" */
} pictord_kind;


/* The lease keeper thread's view (pictord_worker.c). */
typedef struct {
    const pt_conffile    *conf;
    pictord_worker       *workers;      /* conf->workers of them */
    atomic_int            stop;         /* set once every worker is gone */
} pictord_keeper;


/* pictord_kinds.c: NULL when unknown (or test-only and test_jobs off) */
const pictord_kind *pictord_kind_find(const char *name, int test_jobs);

/* The handlers (pictord_job_pt), one file each, named after the kind. */

/* job_eps_processing.c: "eps-processing" */
int pictord_job_eps_processing(pictord_worker *w, pt_job *job,
    pictord_failure *f);

/* job_eps_split.c: "eps-split" */
int pictord_job_eps_split(pictord_worker *w, pt_job *job,
    pictord_failure *f);

/* job_eps_svg.c: "eps-svg" */
int pictord_job_eps_svg(pictord_worker *w, pt_job *job,
    pictord_failure *f);

/* job_video_processing.c: "video-processing" */
int pictord_job_video_processing(pictord_worker *w, pt_job *job,
    pictord_failure *f);

/* job_bucket_import.c: "bucket-import" */
int pictord_job_bucket_import(pictord_worker *w, pt_job *job,
    pictord_failure *f);

/* job_storage_migration.c: "storage-migration" */
int pictord_job_storage_migration(pictord_worker *w, pt_job *job,
    pictord_failure *f);

#if (PT_TEST_BUILD)
/* job_test.c: "test", in test builds only */
int pictord_job_test(pictord_worker *w, pt_job *job, pictord_failure *f);
#endif

/* pictord.c: non-zero once SIGTERM or SIGINT arrived */
int pictord_stopping(void);

/* pictord.c: sleeps ms milliseconds; returns early (non-zero) on stop */
int pictord_sleep(unsigned ms);

/*
 * pictord.c: the wake-up condition the main thread broadcasts when a
 * ZeroMQ message arrives.  pictord_wait() returns early once *stop is set
 * (pictord's own stop flag when NULL) or a wake-up newer than seen (when
 * not 0) came; seen is read with pictord_wakeups_seen() before looking
 * for work, so that no wake-up is missed.
 */
unsigned long pictord_wakeups_seen(void);
int pictord_wait(unsigned long seen, unsigned ms, atomic_int *stop);

/*
 * pictord_worker.c: records kind, limit and the printf detail in f;
 * returns PICTORD_JOB_FAILED.
 */
int pictord_fail(pictord_failure *f, pt_job_failure kind, unsigned limit,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* pictord_worker.c: pictord_fail() with the database's error message */
int pictord_fail_db(pictord_failure *f, pictord_worker *w);

/*
 * pictord_worker.c: the job's original could not be read from its store
 * (rc, the store's error).  Missing because the image was deleted since
 * the job read its row: gone, not retried; else a storage error.
 */
int pictord_fail_original(pictord_failure *f, pictord_worker *w,
    pt_job *job, const char *key, int rc, const char *error);

/*
 * pictord_worker.c: completes job in the transaction the handler began,
 * so that its effects commit with it.  PICTORD_JOB_DONE; PICTORD_JOB_LOST
 * when another worker owns the job now (the effects are rolled back);
 * PICTORD_JOB_FAILED with f set on a database error (rolled back too).
 */
int pictord_complete(pictord_worker *w, pt_job *job, pictord_failure *f);

/* pictord_worker.c: thread bodies (arg: pictord_worker, pictord_keeper) */
void *pictord_worker_main(void *arg);
void *pictord_keeper_main(void *arg);


#endif /* PICTORD_H */
