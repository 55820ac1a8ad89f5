/*
 * The migration record (docs/API.md "Migrations" and "Migration status"):
 * one row per storage-migration or bucket-import job
 * (sql/014_migrations.sql), the objects it found and what became of each,
 * its failures, and its one JSON encoder, {jobId, type, status,
 * totalObjects, processedObjects, succeededObjects, failedObjects,
 * skippedObjects, startedAt, completedAt, recentErrors:[{key, error, at}]}.
 *
 * The job (jobs/jobs.h, same id) holds status, lease and times: a
 * migration runs while its job is Pending or Running.  The counters move
 * only in pt_migration_finish, in the transaction that settles the
 * object, so an attempt that resumes after a crash neither loses nor
 * counts an object twice.
 */

#ifndef PT_MIGRATIONS_H
#define PT_MIGRATIONS_H

#include "db/db.h"


typedef enum {
    PT_MIGR_STORAGE = 0,        /* "storage-migration" */
    PT_MIGR_IMPORT              /* "bucket-import" */
} pt_migr_type;

/* What became of an object (migration_objects.state). */
typedef enum {
    PT_MIGR_PENDING = 0,
    PT_MIGR_SUCCEEDED,
    PT_MIGR_FAILED,
    PT_MIGR_SKIPPED
} pt_migr_state;

#define PT_MIGR_RECENT_ERRORS  50
#define PT_MIGR_RECENT         20       /* pt_migrations_recent's, at most */
#define PT_MIGR_KEY_MAX        1024     /* object_key's bytes */

/* The type's name: the job kind, the API's "type". */
const char *pt_migr_type_name(pt_migr_type type);

/*
 * Whether a migration of type runs (its job is Pending or Running) for
 * the project: 1 yes, 0 no, PT_ERROR on a database error.  With lock set,
 * it first locks the project's row (inside the caller's transaction), so
 * that two requests that both saw none cannot both start one: the rule
 * "one migration of a kind at a time per project" (PT_E_STATE).
 */
int pt_migration_running(pt_db *db, unsigned long long project_id,
    pt_migr_type type, int lock);

/*
 * The row of a new migration whose job (id job_id, kind
 * pt_migr_type_name(type)) the caller enqueued in the same transaction.
 * prefix_filter: a bucket import's, or NULL.  PT_OK or PT_ERROR.
 */
int pt_migration_insert(pt_db *db, const char *job_id,
    unsigned long long project_id, pt_migr_type type,
    const char *prefix_filter);

/*
 * Adds n listed objects (keys[i], sizes[i], -1: unknown) as pending; keys
 * already there are left alone, and total_objects grows by the new ones,
 * in one transaction.  checkpoint (may be NULL: unchanged) is saved with
 * them: where the listing goes on after a crash.  PT_OK or PT_ERROR.
 */
int pt_migration_add_objects(pt_db *db, const char *job_id,
    const char *const *keys, const long long *sizes, size_t n,
    const char *checkpoint);

/* The listing is complete: total_objects is final.  PT_OK or PT_ERROR. */
int pt_migration_listed(pt_db *db, const char *job_id);

/* n keys of a listing page refused (store.h's pg->refused): counted, the
 * first in recentErrors; PT_OK or PT_ERROR */
int pt_migration_refused(pt_db *db, const char *job_id, unsigned long n,
    const char *first, const char *prefix);

/*
 * The row's listed flag and checkpoint: 1 listed, 0 not, PT_ERROR.  The
 * checkpoint (NUL-terminated, "" none) goes into buf when it fits.
 */
int pt_migration_resume_point(pt_db *db, const char *job_id, char *buf,
    size_t size);

/* When the migration was created (its fallback began), as a time_t, or
 * -1 on a database error. */
long long pt_migration_started(pt_db *db, const char *job_id);

/*
 * Up to limit pending objects with keys after after ("" from the first),
 * in key order: rows of (object_key, size_bytes); NULL on a database
 * error, else the caller frees them.
 */
pt_rows *pt_migration_pending(pt_db *db, const char *job_id,
    const char *after, unsigned limit);

/*
 * Settles a pending object as state (error: why it failed, for
 * recentErrors) and moves the counters, in one transaction: 1 settled, 0
 * it was settled before (another attempt did it), PT_ERROR.
 */
int pt_migration_finish(pt_db *db, const char *job_id, const char *key,
    pt_migr_state state, const char *error);

/* What became of one object, for pt_migration_finish_n. */
typedef struct {
    const char     *key;
    pt_migr_state   state;        /* PT_MIGR_PENDING: left as it is */
    const char     *error;        /* PT_MIGR_FAILED's reason */
} pt_migr_outcome;

/*
 * The same for n objects in one transaction (one commit for a batch of
 * copies): the number settled now, or PT_ERROR (none is).
 */
long long pt_migration_finish_n(pt_db *db, const char *job_id,
    const pt_migr_outcome *o, size_t n);

/*
 * One outcome in the caller's transaction, so that it commits with what
 * it counts (a bucket import's new image row): 1 settled, 0 it was
 * before, -1 on a database error.
 */
int pt_migration_settle(pt_db *db, const char *job_id,
    const pt_migr_outcome *o);

/*
 * The status object of the project's migration job_id (a json_t the
 * caller decrefs), or NULL: no such migration in the project, or *err set
 * when the database failed or memory ran out.
 */
void *pt_migration_json(pt_db *db, unsigned long long project_id,
    const char *job_id, int *err);

/*
 * The project's PT_MIGR_RECENT latest migrations, newest first, each the
 * status object without recentErrors and with createdAt (a json_t array
 * the caller decrefs); NULL when the database failed or memory ran out.
 */
void *pt_migrations_recent(pt_db *db, unsigned long long project_id);

#endif /* PT_MIGRATIONS_H */
