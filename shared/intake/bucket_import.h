/*
 * One object of a customer's bucket taken in as an image, for bucket import
 * (daemon/job_bucket_import.c; docs/API.md "Migrations"): sniffed and sized
 * from its first 64 KB (one ranged GET), its EXIF read from the same bytes,
 * copied to "{project}/{imageId}" when its key is not that, and given the
 * row an upload would (records/images.h).  The object itself is never
 * changed.
 */

#ifndef PT_BUCKET_IMPORT_H
#define PT_BUCKET_IMPORT_H

#include "db/db.h"
#include "records/imports.h"
#include "records/migrations.h"
#include "store/store.h"

/* what an import reads of each object */
#define PT_IMPORT_HEAD  65536

typedef struct {
    pt_db                *db;
    pt_store             *store;
    const pt_import_job  *job;
    const char           *job_id;
} pt_import_ctx;

typedef struct {
    pt_migr_state  state;        /* SUCCEEDED, SKIPPED or FAILED */
    char           error[256];   /* why it failed or was skipped */
    char           id[48];       /* the image's id when SUCCEEDED */
    int            settled;      /* the outcome is recorded already: with
                                    the row, in its transaction */
} pt_import_result;

/*
 * Takes key (listed under "{project}/", size bytes, -1 unknown) in:
 * PT_OK with r set; PT_BUSY when the bucket does not answer (the attempt
 * stops, to go on later); PT_ERROR on a database error.  A new row is
 * committed with the object's outcome (r->settled); other outcomes are
 * the caller's to settle.  Running it again for the same job and key
 * gives the same image id (the copy lands on the same key) and no second
 * row.
 */
int pt_import_object(const pt_import_ctx *c, const char *key,
    long long size, pt_import_result *r);

/*
 * At first need (GET /api/{p}/images/{id}): an imported image whose EXIF
 * or size lay past the first 64 KB (records/imports.h) gets them from the
 * whole original, read once from the project's store.  PT_OK (nothing
 * to do, or done), PT_BUSY when the original cannot be read now (the row
 * keeps its mark: a later GET tries again), PT_ERROR on a database error.
 */
int pt_import_first_need(pt_db *db, const char *storage_root,
    unsigned long long project_id, const char *project, const char *id);

#endif /* PT_BUCKET_IMPORT_H */
