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

#endif /* PT_IMPORTS_H */
