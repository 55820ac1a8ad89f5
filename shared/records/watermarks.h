/*
 * The watermark record (DESIGN §6 "Watermarks"): its columns, its one JSON
 * encoder and its storage key.  Watermarks are always on the managed
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
 * "{project}/watermarks/{name}" into out; PT_ERROR if it does not fit,
 * never a shorter key that could name another watermark.
 */
#define PT_WATERMARK_KEY_MAX  (63 + sizeof("/watermarks/") + 64)

int pt_watermark_key(const char *project, const char *name, char *out,
    size_t size);

#endif /* PT_WATERMARKS_H */
