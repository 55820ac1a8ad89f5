/*
 * A bucket import's reads (records/imports.h), prepared statements only.
 */

#include <string.h>

#include "records/imports.h"


int
pt_import_job_load(pt_db *db, const char *job_id, pt_import_job *out)
{
    pt_rows     *rows;
    const char  *s;

    memset(out, 0, sizeof(*out));

    rows = pt_db_query(db, "SELECT m.project_id, p.slug,"
                       " COALESCE(m.prefix_filter, ''),"
                       " FLOOR(UNIX_TIMESTAMP(m.created_at) * 1000)"
                       " FROM migrations m JOIN projects p"
                       " ON p.id = m.project_id"
                       " WHERE m.job_id = ? AND m.type = 'bucket-import'",
                       "s", job_id);
    if (rows == NULL) {
        return PT_ERROR;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        return 0;
    }

    out->project_id = (unsigned long long) pt_rows_int(rows, 0);
    s = pt_rows_str(rows, 1);
    pt_snprintf(out->project, sizeof(out->project), "%s", s ? s : "");
    s = pt_rows_str(rows, 2);
    pt_snprintf(out->prefix_filter, sizeof(out->prefix_filter), "%s",
                s ? s : "");
    out->created_ms = (unsigned long long) pt_rows_int(rows, 3);
    pt_rows_free(rows);

    return 1;
}


int
pt_import_seen(pt_db *db, unsigned long long project_id, const char *job_id,
    const char *key)
{
    long long  n;

    n = pt_db_scalar(db, -1,
            "SELECT COUNT(*) FROM migration_objects o JOIN migrations m"
            " ON m.job_id = o.job_id WHERE m.project_id = ?"
            " AND m.type = 'bucket-import' AND o.job_id <> ?"
            " AND o.object_key = ? AND o.state = 'succeeded'",
            "iss", (long long) project_id, job_id, key);

    return n < 0 ? PT_ERROR : n > 0;
}


int
pt_import_mark_pending(pt_db *db, const char *id)
{
    return pt_db_exec(db, "UPDATE images SET import_pending = 1"
                      " WHERE id = ?", "s", id) == 1 ? PT_OK : PT_ERROR;
}


int
pt_import_pending(pt_db *db, unsigned long long project_id, const char *id)
{
    long long  n;

    n = pt_db_scalar(db, -1, "SELECT COUNT(*) FROM images WHERE id = ?"
                     " AND project_id = ? AND import_pending = 1", "si", id,
                     (long long) project_id);

    return n < 0 ? PT_ERROR : n > 0;
}


int
pt_import_fill(pt_db *db, const char *id, const char *exif_json,
    const char *date_created, int has_gps, double latitude,
    double longitude, int width, int height)
{
    long long  n;

    n = pt_db_exec(db, "UPDATE images SET exif_data = ?,"
                   " date_created = COALESCE(?, date_created),"
                   " location_latitude = IF(?, ?, location_latitude),"
                   " location_longitude = IF(?, ?, location_longitude),"
                   " width = IF(? > 0, ?, width),"
                   " height = IF(? > 0, ?, height), import_pending = 0"
                   " WHERE id = ? AND import_pending = 1", "ssididiiiis",
                   exif_json, date_created, (long long) has_gps, latitude,
                   (long long) has_gps, longitude, (long long) width,
                   (long long) width, (long long) height, (long long) height,
                   id);

    return n < 0 ? PT_ERROR : n > 0;
}
