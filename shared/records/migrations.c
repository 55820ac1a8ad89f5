/*
 * The migrations rows (sql/014_migrations.sql): creating, listing objects
 * into, settling objects of and encoding a migration.  Prepared
 * statements only; every multi-statement change in one transaction.
 */

#include <string.h>

#include <jansson.h>

#include "core/timefmt.h"
#include "records/migrations.h"


static const char  *pt_migr_types[] = { "storage-migration", "bucket-import" };
static const char  *pt_migr_states[] = {
    "pending", "succeeded", "failed", "skipped"
};

/* the counter an outcome moves, besides processed_objects */
static const char  *pt_migr_counters[] = {
    NULL,
    "UPDATE migrations SET processed_objects = processed_objects + 1,"
    " succeeded_objects = succeeded_objects + 1 WHERE job_id = ?",
    "UPDATE migrations SET processed_objects = processed_objects + 1,"
    " failed_objects = failed_objects + 1 WHERE job_id = ?",
    "UPDATE migrations SET processed_objects = processed_objects + 1,"
    " skipped_objects = skipped_objects + 1 WHERE job_id = ?"
};


const char *
pt_migr_type_name(pt_migr_type type)
{
    return pt_migr_types[type];
}


int
pt_migration_running(pt_db *db, unsigned long long project_id,
    pt_migr_type type, int lock)
{
    long long  n;
    pt_rows   *rows;

    if (lock) {
        rows = pt_db_query(db, "SELECT id FROM projects WHERE id = ?"
                           " FOR UPDATE", "i", (long long) project_id);
        if (rows == NULL) {
            return PT_ERROR;
        }

        pt_rows_free(rows);
    }

    n = pt_db_scalar(db, -1,
            "SELECT COUNT(*) FROM migrations m JOIN jobs j ON j.id = m.job_id"
            " WHERE m.project_id = ? AND m.type = ?"
            " AND j.status IN ('Pending', 'Running')",
            "is", (long long) project_id, pt_migr_types[type]);

    if (n < 0) {
        return PT_ERROR;
    }

    return n > 0;
}


int
pt_migration_insert(pt_db *db, const char *job_id,
    unsigned long long project_id, pt_migr_type type,
    const char *prefix_filter)
{
    if (pt_db_exec(db, "INSERT INTO migrations (job_id, project_id, type,"
                   " prefix_filter) VALUES (?, ?, ?, ?)", "siss", job_id,
                   (long long) project_id, pt_migr_types[type],
                   prefix_filter)
        != 1)
    {
        pt_log(PT_LOG_ERR, "migration %s: %s", job_id, pt_db_errmsg(db));
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_migration_add_objects(pt_db *db, const char *job_id,
    const char *const *keys, const long long *sizes, size_t n,
    const char *checkpoint)
{
    size_t     i;
    long long  rc, added;

    if (pt_db_begin(db) != PT_OK) {
        goto failed;
    }

    added = 0;

    for (i = 0; i < n; i++) {
        rc = sizes[i] < 0
             ? pt_db_exec(db, "INSERT IGNORE INTO migration_objects (job_id,"
                          " object_key) VALUES (?, ?)", "ss", job_id,
                          keys[i])
             : pt_db_exec(db, "INSERT IGNORE INTO migration_objects (job_id,"
                          " object_key, size_bytes) VALUES (?, ?, ?)", "ssi",
                          job_id, keys[i], sizes[i]);
        if (rc < 0) {
            goto failed;
        }

        added += rc;
    }

    if (pt_db_exec(db, "UPDATE migrations SET total_objects = total_objects"
                   " + ?, checkpoint = COALESCE(?, checkpoint)"
                   " WHERE job_id = ?", "iss", added, checkpoint, job_id)
        < 0
        || pt_db_commit(db) != PT_OK)
    {
        goto failed;
    }

    return PT_OK;

failed:

    pt_log(PT_LOG_ERR, "migration %s: listing: %s", job_id,
           pt_db_errmsg(db));
    pt_db_rollback(db);
    return PT_ERROR;
}


int
pt_migration_refused(pt_db *db, const char *job_id, unsigned long n,
    const char *first, const char *prefix)
{
    char  err[1000];

    pt_snprintf(err, sizeof(err), "refused: the bucket listed %lu key(s)"
                " outside \"%s\" or not a valid key, this one first; it"
                " was not copied", n, prefix);

    if (pt_db_begin(db) != PT_OK
        || pt_db_exec(db, "UPDATE migrations SET refused_objects ="
                      " refused_objects + ? WHERE job_id = ?", "is",
                      (long long) n, job_id) < 0
        || pt_db_exec(db, "INSERT INTO migration_errors (job_id, object_key,"
                      " error) VALUES (?, ?, ?)", "sss", job_id, first, err)
           != 1
        || pt_db_commit(db) != PT_OK)
    {
        pt_log(PT_LOG_ERR, "migration %s: refused keys: %s", job_id,
               pt_db_errmsg(db));
        pt_db_rollback(db);
        return PT_ERROR;
    }

    pt_log(PT_LOG_WARN, "migration %s: the bucket listed %lu key(s) outside"
           " \"%s\", refused (the first: %s)", job_id, n, prefix, first);

    return PT_OK;
}


int
pt_migration_listed(pt_db *db, const char *job_id)
{
    if (pt_db_exec(db, "UPDATE migrations SET listed = 1 WHERE job_id = ?",
                   "s", job_id) < 0)
    {
        pt_log(PT_LOG_ERR, "migration %s: %s", job_id, pt_db_errmsg(db));
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_migration_resume_point(pt_db *db, const char *job_id, char *buf,
    size_t size)
{
    int          listed;
    size_t       len;
    pt_rows     *rows;
    const char  *s;

    rows = pt_db_query(db, "SELECT listed, checkpoint FROM migrations"
                       " WHERE job_id = ?", "s", job_id);
    if (rows == NULL) {
        return PT_ERROR;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pt_log(PT_LOG_ERR, "migration %s: no row", job_id);
        return PT_ERROR;
    }

    listed = pt_rows_int(rows, 0) != 0;
    s = pt_rows_str(rows, 1);
    len = s ? pt_rows_len(rows, 1) : 0;
    buf[0] = '\0';

    if (len < size && (s == NULL || memchr(s, '\0', len) == NULL)) {
        memcpy(buf, s ? s : "", len);
        buf[len] = '\0';
    }

    pt_rows_free(rows);

    return listed;
}


long long
pt_migration_started(pt_db *db, const char *job_id)
{
    return pt_db_scalar(db, -1, "SELECT FLOOR(UNIX_TIMESTAMP(created_at))"
                        " FROM migrations WHERE job_id = ?", "s", job_id);
}


pt_rows *
pt_migration_pending(pt_db *db, const char *job_id, const char *after,
    unsigned limit)
{
    return pt_db_query(db, "SELECT object_key, size_bytes"
                       " FROM migration_objects WHERE job_id = ?"
                       " AND state = 'pending' AND object_key > ?"
                       " ORDER BY object_key LIMIT ?", "ssi", job_id, after,
                       (long long) limit);
}


int
pt_migration_finish(pt_db *db, const char *job_id, const char *key,
    pt_migr_state state, const char *error)
{
    pt_migr_outcome  o;

    o.key = key;
    o.state = state;
    o.error = error;

    return (int) pt_migration_finish_n(db, job_id, &o, 1);
}


int
pt_migration_settle(pt_db *db, const char *job_id, const pt_migr_outcome *o)
{
    long long  n;

    /* only from pending: a second attempt's outcome does not count */
    n = pt_db_exec(db, "UPDATE migration_objects SET state = ?"
                   " WHERE job_id = ? AND object_key = ?"
                   " AND state = 'pending'", "sss",
                   pt_migr_states[o->state], job_id, o->key);
    if (n <= 0) {
        return (int) n;
    }

    if (pt_db_exec(db, pt_migr_counters[o->state], "s", job_id) != 1) {
        return -1;
    }

    if (o->state == PT_MIGR_FAILED
        && pt_db_exec(db, "INSERT INTO migration_errors (job_id, object_key,"
                      " error) VALUES (?, ?, LEFT(?, 1000))", "sss", job_id,
                      o->key, o->error ? o->error : "failed")
           != 1)
    {
        return -1;
    }

    return 1;
}


long long
pt_migration_finish_n(pt_db *db, const char *job_id,
    const pt_migr_outcome *o, size_t n)
{
    int        rc;
    size_t     i;
    long long  settled;

    if (pt_db_begin(db) != PT_OK) {
        goto failed;
    }

    settled = 0;

    for (i = 0; i < n; i++) {
        if (o[i].state == PT_MIGR_PENDING) {
            continue;
        }

        rc = pt_migration_settle(db, job_id, &o[i]);
        if (rc < 0) {
            goto failed;
        }

        settled += rc;
    }

    if (pt_db_commit(db) != PT_OK) {
        goto failed;
    }

    return settled;

failed:

    pt_log(PT_LOG_ERR, "migration %s: settling %zu objects: %s", job_id, n,
           pt_db_errmsg(db));
    pt_db_rollback(db);
    return PT_ERROR;
}


/* recentErrors: the last PT_MIGR_RECENT_ERRORS, oldest first */
static json_t *
pt_migr_errors(pt_db *db, const char *job_id)
{
    json_t   *a, *e;
    pt_rows  *rows;

    rows = pt_db_query(db, "SELECT object_key, error, created_at FROM"
                       " (SELECT id, object_key, error, created_at"
                       " FROM migration_errors WHERE job_id = ?"
                       " ORDER BY id DESC LIMIT ?) r ORDER BY id", "si",
                       job_id, (long long) PT_MIGR_RECENT_ERRORS);
    if (rows == NULL) {
        return NULL;
    }

    a = json_array();

    while (a != NULL && pt_rows_next(rows)) {
        /* a key that is not UTF-8 (an imported bucket's) is shown with
         * its bad bytes replaced, never dropped */
        e = json_pack("{s:s%, s:s, s:o}",
                      "key", pt_rows_str(rows, 0), pt_rows_len(rows, 0),
                      "error", pt_rows_str(rows, 1),
                      "at", pt_iso_time_json(pt_rows_str(rows, 2)));
        if (e == NULL) {
            e = json_pack("{s:s, s:s, s:o}", "key", "(not UTF-8)",
                          "error", pt_rows_str(rows, 1),
                          "at", pt_iso_time_json(pt_rows_str(rows, 2)));
        }

        if (e == NULL || json_array_append_new(a, e) != 0) {
            json_decref(a);
            a = NULL;
        }
    }

    pt_rows_free(rows);

    return a;
}


/* the columns pt_migr_status reads, in its order */
#define PT_MIGR_COLUMNS                                                     \
    "m.job_id, m.type, j.status, m.total_objects, m.processed_objects,"     \
    " m.succeeded_objects, m.failed_objects, m.skipped_objects,"            \
    " j.started_at, j.completed_at, m.refused_objects, m.created_at"


/* docs/API.md "Migration status" without recentErrors, from a row */
static json_t *
pt_migr_status(pt_rows *rows)
{
    return json_pack("{s:s, s:s, s:s, s:I, s:I, s:I, s:I, s:I, s:I, s:o,"
                     " s:o}",
                     "jobId", pt_rows_str(rows, 0),
                     "type", pt_rows_str(rows, 1),
                     "status", pt_rows_str(rows, 2),
                     "totalObjects", (json_int_t) pt_rows_int(rows, 3),
                     "processedObjects", (json_int_t) pt_rows_int(rows, 4),
                     "succeededObjects", (json_int_t) pt_rows_int(rows, 5),
                     "failedObjects", (json_int_t) pt_rows_int(rows, 6),
                     "skippedObjects", (json_int_t) pt_rows_int(rows, 7),
                     "refusedObjects", (json_int_t) pt_rows_int(rows, 10),
                     "startedAt", pt_iso_time_json(pt_rows_str(rows, 8)),
                     "completedAt", pt_iso_time_json(pt_rows_str(rows, 9)));
}


void *
pt_migration_json(pt_db *db, unsigned long long project_id,
    const char *job_id, int *err)
{
    json_t   *o, *errors;
    pt_rows  *rows;

    *err = 0;

    rows = pt_db_query(db, "SELECT " PT_MIGR_COLUMNS
                       " FROM migrations m JOIN jobs j ON j.id = m.job_id"
                       " WHERE m.job_id = ? AND m.project_id = ?",
                       "si", job_id, (long long) project_id);
    if (rows == NULL) {
        *err = 1;
        return NULL;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        return NULL;
    }

    errors = pt_migr_errors(db, job_id);
    if (errors == NULL) {
        pt_rows_free(rows);
        *err = 1;
        return NULL;
    }

    o = pt_migr_status(rows);

    if (o == NULL || json_object_set_new(o, "recentErrors", errors) != 0) {
        if (o == NULL) {
            json_decref(errors);
        }
        json_decref(o);
        o = NULL;
    }

    pt_rows_free(rows);

    if (o == NULL) {
        pt_log(PT_LOG_CRIT, "migration %s status: out of memory", job_id);
        *err = 1;
    }

    return o;
}


void *
pt_migrations_recent(pt_db *db, unsigned long long project_id)
{
    json_t   *a, *o;
    pt_rows  *rows;

    /* sql/024's (project_id, created_at), read backwards for the LIMIT;
     * the job id orders two made in the same millisecond */
    rows = pt_db_query(db, "SELECT " PT_MIGR_COLUMNS
                       " FROM migrations m JOIN jobs j ON j.id = m.job_id"
                       " WHERE m.project_id = ?"
                       " ORDER BY m.created_at DESC, m.job_id DESC LIMIT ?",
                       "ii", (long long) project_id,
                       (long long) PT_MIGR_RECENT);
    if (rows == NULL) {
        return NULL;
    }

    a = json_array();

    while (a != NULL && pt_rows_next(rows)) {
        o = pt_migr_status(rows);

        if (o != NULL
            && json_object_set_new(o, "createdAt",
                   pt_iso_time_json(pt_rows_str(rows, 11))) != 0)
        {
            json_decref(o);
            o = NULL;
        }

        /* json_array_append_new frees o when it fails */
        if (o == NULL || json_array_append_new(a, o) != 0) {
            json_decref(a);
            a = NULL;
        }
    }

    pt_rows_free(rows);

    if (a == NULL) {
        pt_log(PT_LOG_CRIT, "project %llu migrations: out of memory",
               project_id);
    }

    return a;
}
