/*
 * What a bucket import (daemon/job_bucket_import.c) reads besides its
 * migration row (records/migrations.h): the job's project, filter and
 * start, and whether an earlier import of the project already took an
 * object whose key is not an image id (the object stays in the bucket,
 * its copy under a new id has the row).
 */

#ifndef PT_IMPORTS_H
#define PT_IMPORTS_H

#include "db/db.h"


typedef struct {
    unsigned long long  project_id;
    char                project[64];         /* the slug: the keys' top */
    char                prefix_filter[1024]; /* "" for none */
    unsigned long long  created_ms;          /* the import's start, for
                                                the ids it gives */
} pt_import_job;

/* The import job_id's row: 1, 0 when there is none (the project was
 * deleted), PT_ERROR on a database error. */
int pt_import_job_load(pt_db *db, const char *job_id, pt_import_job *out);

/*
 * 1 when another bucket import of the project (not job_id) took key,
 * 0 when none did, PT_ERROR on a database error.
 */
int pt_import_seen(pt_db *db, unsigned long long project_id,
    const char *job_id, const char *key);

/*
 * Image id's EXIF or size lay past what the import read
 * (images.import_pending, sql/017): its first GET reads the original.
 */
int pt_import_mark_pending(pt_db *db, const char *id);

/* 1 when the project's image id is so marked, 0 not, PT_ERROR */
int pt_import_pending(pt_db *db, unsigned long long project_id,
    const char *id);

/*
 * What the whole original gave, into the marked row: exif_json,
 * date_created, the GPS position, and width and height when > 0; the
 * mark cleared.  1 filled, 0 another request did it first, PT_ERROR.
 */
int pt_import_fill(pt_db *db, const char *id, const char *exif_json,
    const char *date_created, int has_gps, double latitude,
    double longitude, int width, int height);

#endif /* PT_IMPORTS_H */
