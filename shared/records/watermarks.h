/*
 * The watermark record (docs/API.md "Watermarks"): its columns, its one
 * JSON encoder and its storage key.  Watermarks are always on the managed
 * store, whatever store the project's originals are on.
 */

#ifndef PT_WATERMARKS_H
#define PT_WATERMARKS_H

#include "db/db.h"

#define PT_WATERMARK_COLUMNS \
    "SELECT name, content_type, width, height, size_bytes, created_at" \
    " FROM watermarks"

/* The one encoder of a watermark: a row of PT_WATERMARK_COLUMNS. */
void *pt_watermark_json(pt_rows *rows);

/*
 * The statements on watermarks.  Rows: NULL on a database error, else the
 * caller frees them.  Counts: -1 on a database error.
 */

/* The watermark name of the project, as PT_WATERMARK_COLUMNS (or none). */
pt_rows *pt_watermark_find(pt_db *db, unsigned long long project_id,
    const char *name);

/* The project's watermarks by name, as PT_WATERMARK_COLUMNS. */
pt_rows *pt_watermark_list(pt_db *db, unsigned long long project_id);

/* 1 when the project has the watermark, 0 when not. */
long long pt_watermark_exists(pt_db *db, unsigned long long project_id,
    const char *name);

/*
 * A new watermark's row, with a new id: PT_OK, or PT_ERROR (pt_db_error()
 * says PT_DB_E_DUPLICATE when the project has one of that name).
 */
int pt_watermark_insert(pt_db *db, unsigned long long project_id,
    const char *name, const char *format, const char *content_type,
    int width, int height, unsigned long long size);

/* Deletes the watermark's row: 1, or 0 when there is none. */
long long pt_watermark_delete(pt_db *db, unsigned long long project_id,
    const char *name);

/*
 * "{project}/watermarks/{name}" into out; PT_ERROR if it does not fit,
 * never a shorter key that could name another watermark.
 */
#define PT_WATERMARK_KEY_MAX  (63 + sizeof("/watermarks/") + 64)

int pt_watermark_key(const char *project, const char *name, char *out,
    size_t size);

#endif /* PT_WATERMARKS_H */
