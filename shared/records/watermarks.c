/*
 * The watermark record: its statements and its JSON encoder.
 */

#include <stdio.h>

#include <jansson.h>

#include "records/watermarks.h"
#include "core/crypto.h"
#include "core/timefmt.h"


/* The one encoder of a watermark: a row of PT_WATERMARK_COLUMNS. */
void *
pt_watermark_json(pt_rows *rows)
{
    char  iso[32];

    return json_pack("{s:s, s:s, s:I, s:I, s:I, s:s?}",
                     "name", pt_rows_str(rows, 0),
                     "contentType", pt_rows_str(rows, 1),
                     "width", (json_int_t) pt_rows_int(rows, 2),
                     "height", (json_int_t) pt_rows_int(rows, 3),
                     "sizeBytes", (json_int_t) pt_rows_int(rows, 4),
                     "createdAt", pt_iso_time(pt_rows_str(rows, 5), iso,
                                              sizeof(iso)));
}


int
pt_watermark_key(const char *project, const char *name, char *out,
    size_t size)
{
    int  n;

    n = snprintf(out, size, "%s/watermarks/%s", project, name);

    return n < 0 || (size_t) n >= size ? PT_ERROR : PT_OK;
}


pt_rows *
pt_watermark_find(pt_db *db, unsigned long long project_id,
    const char *name)
{
    return pt_db_query(db, PT_WATERMARK_COLUMNS
                       " WHERE project_id = ? AND name = ?", "is",
                       (long long) project_id, name);
}


pt_rows *
pt_watermark_list(pt_db *db, unsigned long long project_id)
{
    return pt_db_query(db, PT_WATERMARK_COLUMNS
                       " WHERE project_id = ? ORDER BY name", "i",
                       (long long) project_id);
}


long long
pt_watermark_exists(pt_db *db, unsigned long long project_id,
    const char *name)
{
    return pt_db_scalar(db, -1, "SELECT 1 FROM watermarks"
                        " WHERE project_id = ? AND name = ?", "is",
                        (long long) project_id, name);
}


int
pt_watermark_insert(pt_db *db, unsigned long long project_id,
    const char *name, const char *format, const char *content_type,
    int width, int height, unsigned long long size)
{
    char  ulid[27];

    pt_ulid(ulid);

    return pt_db_exec(db, "INSERT INTO watermarks (id, project_id, name,"
                      " format, content_type, width, height, size_bytes)"
                      " VALUES (CONCAT('wm_', ?), ?, ?, ?, ?, ?, ?, ?)",
                      "sisssiii", ulid, (long long) project_id, name,
                      format, content_type, (long long) width,
                      (long long) height, (long long) size)
           == 1 ? PT_OK : PT_ERROR;
}


long long
pt_watermark_delete(pt_db *db, unsigned long long project_id,
    const char *name)
{
    return pt_db_exec(db, "DELETE FROM watermarks WHERE project_id = ?"
                      " AND name = ?", "is", (long long) project_id, name);
}
