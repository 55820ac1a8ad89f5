/*
 * The job status object of the API (docs/API.md "Processing job status"):
 * one job's row as JSON.
 */

#include <jansson.h>

#include "core/pt.h"
#include "core/timefmt.h"
#include "db/db.h"
#include "jobs/jobs.h"


void *
pt_job_status_json(pt_db *db, unsigned long long project_id,
    const char *id, int *err)
{
    const char  *error;
    json_t      *o;
    pt_rows     *rows;

    *err = 0;

    rows = pt_db_query(db,
               "SELECT id, kind, status, total_assets, processed_assets,"
               " succeeded_assets, failed_assets, attempts, error,"
               " started_at, completed_at, created_at"
               " FROM jobs WHERE id = ? AND project_id = ?",
               "si", id, (long long) project_id);
    if (rows == NULL) {
        *err = 1;
        return NULL;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        return NULL;
    }

    error = pt_rows_str(rows, 8);

    o = json_pack("{s:s, s:s, s:s, s:I, s:I, s:I, s:I, s:I, s:s?, s:o, s:o,"
                  " s:o}",
                  "jobId", pt_rows_str(rows, 0),
                  "source", pt_rows_str(rows, 1),
                  "status", pt_rows_str(rows, 2),
                  "totalAssets", (json_int_t) pt_rows_int(rows, 3),
                  "processedAssets", (json_int_t) pt_rows_int(rows, 4),
                  "succeededAssets", (json_int_t) pt_rows_int(rows, 5),
                  "failedAssets", (json_int_t) pt_rows_int(rows, 6),
                  "attempts", (json_int_t) pt_rows_int(rows, 7),
                  "error", error,
                  "startedAt", pt_iso_time_json(pt_rows_str(rows, 9)),
                  "completedAt", pt_iso_time_json(pt_rows_str(rows, 10)),
                  "createdAt", pt_iso_time_json(pt_rows_str(rows, 11)));

    pt_rows_free(rows);

    if (o == NULL) {
        pt_log(PT_LOG_CRIT, "job %s status: out of memory", id);
        *err = 1;
    }

    return o;
}


pt_rows *
pt_job_of_image(pt_db *db, unsigned long long project_id,
    const char *image_id, const char *job_id)
{
    return pt_db_query(db, "SELECT id FROM jobs WHERE project_id = ?"
                       " AND image_id = ? AND (? IS NULL OR id = ?)"
                       " ORDER BY created_at DESC LIMIT 1", "isss",
                       (long long) project_id, image_id, job_id, job_id);
}


pt_rows *
pt_job_counts(pt_db *db)
{
    return pt_db_query(db, "SELECT kind, status, COUNT(*) FROM jobs"
                       " GROUP BY kind, status ORDER BY kind, status",
                       NULL);
}
