/*
 * "bucket-import" (docs/API.md "Migrations"): indexes the images a
 * customer put straight into the project's bucket under
 * "{pathPrefix}{project}/" (and the import's prefixFilter).  Two phases,
 * both resumable:
 *
 *   listing     one page of the provider's listing at a time; its keys
 *               go into migration_objects with the next page's token as
 *               the checkpoint, in one transaction, so a resumed attempt
 *               asks for the page after the last one recorded;
 *   indexing    the pending objects in key order, each taken in by
 *               intake/bucket_import.h and settled with the counters, so
 *               an object is counted once however often it is tried.
 *
 * A bucket that stops answering fails the attempt (retried: it goes on
 * from there); an object that cannot be taken in is counted in
 * failedObjects with its key in recentErrors, and the import goes on.
 */

#include <stdlib.h>
#include <string.h>

#include "pictord.h"
#include "intake/bucket_import.h"
#include "records/imports.h"
#include "records/migrations.h"
#include "records/storage.h"


/* pending objects read per query while indexing */
#define PICTORD_IMPORT_BATCH  100


typedef struct {
    char       **keys;
    long long   *sizes;
    size_t       n;
    size_t       cap;
    int          nomem;
} pictord_import_page;


static int
pictord_import_collect(void *arg, const char *key, const pt_store_stat *st)
{
    size_t                cap;
    char                **keys;
    long long            *sizes;
    pictord_import_page  *pg = arg;

    if (strlen(key) > PT_MIGR_KEY_MAX) {
        return 0;                 /* no row could hold it */
    }

    if (pg->n == pg->cap) {
        cap = pg->cap ? 2 * pg->cap : 256;
        keys = realloc(pg->keys, cap * sizeof(char *));
        if (keys != NULL) {
            pg->keys = keys;
        }
        sizes = realloc(pg->sizes, cap * sizeof(long long));
        if (sizes != NULL) {
            pg->sizes = sizes;
        }
        if (keys == NULL || sizes == NULL) {
            pg->nomem = 1;
            return 1;
        }
        pg->cap = cap;
    }

    pg->keys[pg->n] = pt_strdup(key);
    if (pg->keys[pg->n] == NULL) {
        pg->nomem = 1;
        return 1;
    }

    pg->sizes[pg->n++] = (long long) st->size;

    return 0;
}


static void
pictord_import_page_clear(pictord_import_page *pg)
{
    size_t  i;

    for (i = 0; i < pg->n; i++) {
        free(pg->keys[i]);
    }

    pg->n = 0;
    pg->nomem = 0;
}


/* The listing, page by page from the checkpoint, into migration_objects. */
static int
pictord_import_list(pictord_worker *w, pt_job *job, pt_store *store,
    const pt_import_job *ij, char *token, pictord_failure *f)
{
    int                   rc;
    char                  prefix[1200];
    unsigned long         pages, objects;
    pt_store_page        *sp;
    pictord_import_page   pg;

    pt_snprintf(prefix, sizeof(prefix), "%s/%s", ij->project,
                ij->prefix_filter);

    sp = malloc(sizeof(*sp));
    if (sp == NULL) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    memset(&pg, 0, sizeof(pg));
    rc = PICTORD_JOB_DONE;
    pages = 0;
    objects = 0;

    while (rc == PICTORD_JOB_DONE) {
        if (pictord_stopping()) {
            rc = PICTORD_JOB_INTERRUPTED;
            break;
        }

        memset(sp, 0, sizeof(*sp));
        sp->prefix = prefix;
        sp->token = token;
        sp->max = w->conf->import_page_size;

        if (store->ops->list_page(store, sp, pictord_import_collect, &pg)
            != PT_STORE_OK || pg.nomem)
        {
            rc = pictord_fail(f, PT_JOB_E_STORAGE, 0, "listing %s: %s",
                              prefix, pg.nomem ? "out of memory"
                                               : store->error);
            break;
        }

        if (sp->refused
            && pt_migration_refused(w->db, job->id, sp->refused,
                                    sp->refused_key, prefix) != PT_OK)
        {
            rc = pictord_fail_db(f, w);
            break;
        }

        pages++;
        objects += pg.n;

        if (pt_migration_add_objects(w->db, job->id,
                                     (const char *const *) pg.keys,
                                     pg.sizes, pg.n, sp->next) != PT_OK
            || (sp->next[0] == '\0'
                && pt_migration_listed(w->db, job->id) != PT_OK))
        {
            rc = pictord_fail_db(f, w);
            break;
        }

        pictord_import_page_clear(&pg);

        if (sp->next[0] == '\0') {
            break;
        }

        /* a bucket that always says there is more ends the job; the
         * count starts again with each attempt from its checkpoint */
        if (pages >= w->conf->listing_max_pages
            || objects >= w->conf->listing_max_objects)
        {
            rc = pictord_fail(f, PT_JOB_E_LISTING, 0, "listing %s goes on"
                              " past listing_max_pages (%u) or"
                              " listing_max_objects (%u): %lu pages, %lu"
                              " objects", prefix, w->conf->listing_max_pages,
                              w->conf->listing_max_objects, pages, objects);
            break;
        }

        pt_snprintf(token, PT_STORE_TOKEN_MAX, "%s", sp->next);
    }

    pictord_import_page_clear(&pg);
    free(pg.keys);
    free(pg.sizes);
    free(sp);

    return rc;
}


/* One pending object taken in and settled. */
static int
pictord_import_one(pictord_worker *w, pt_job *job, const pt_import_ctx *c,
    const char *key, long long size, pictord_failure *f)
{
    int               rc;
    pt_import_result  r;

    rc = pt_import_object(c, key, size, &r);

    if (rc == PT_BUSY) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the bucket does not"
                            " answer: %s", c->store->error);
    }

    if (rc != PT_OK) {
        return pictord_fail_db(f, w);
    }

    if (r.state == PT_MIGR_FAILED) {
        pt_log(PT_LOG_INFO, "import %s: %s: %s", job->id, key, r.error);
    }

    if (!r.settled
        && pt_migration_finish(w->db, job->id, key, r.state, r.error)
           == PT_ERROR)
    {
        return pictord_fail_db(f, w);
    }

    return PICTORD_JOB_DONE;
}


/* The pending objects, in key order. */
static int
pictord_import_index(pictord_worker *w, pt_job *job, const pt_import_ctx *c,
    pictord_failure *f)
{
    int        rc, n;
    char       after[PT_MIGR_KEY_MAX + 1];
    pt_rows   *rows;

    after[0] = '\0';

    for ( ;; ) {
        rows = pt_migration_pending(w->db, job->id, after,
                                    PICTORD_IMPORT_BATCH);
        if (rows == NULL) {
            return pictord_fail_db(f, w);
        }

        rc = PICTORD_JOB_DONE;

        for (n = 0; rc == PICTORD_JOB_DONE && pt_rows_next(rows); n++) {
            if (pictord_stopping()) {
                rc = PICTORD_JOB_INTERRUPTED;
                break;
            }

            pt_snprintf(after, sizeof(after), "%s", pt_rows_str(rows, 0));
            rc = pictord_import_one(w, job, c, after,
                                    pt_rows_is_null(rows, 1)
                                    ? -1 : pt_rows_int(rows, 1), f);
        }

        pt_rows_free(rows);

        if (rc != PICTORD_JOB_DONE || n == 0) {
            return rc;
        }
    }
}


int
pictord_job_bucket_import(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int             rc;
    char           *token;
    pt_store       *store;
    pt_error        why;
    pt_import_ctx   c;
    pt_import_job   ij;

    rc = pt_import_job_load(w->db, job->id, &ij);
    if (rc != 1) {
        return rc == 0 ? pictord_fail(f, PT_JOB_E_GONE, 0, "import %s: no"
                                      " row", job->id)
                       : pictord_fail_db(f, w);
    }

    store = pt_store_for_project(w->db, w->conf->storage_root, ij.project_id,
                                 &why);
    if (store == NULL) {
        return pictord_fail(f, pt_cause_is_ours(why.cause) ? PT_JOB_E_INTERNAL
                                                         : PT_JOB_E_STORAGE,
                            0, "%s", why.detail);
    }

    token = malloc(PT_STORE_TOKEN_MAX);
    if (token == NULL) {
        store->ops->free(store);
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    rc = pt_migration_resume_point(w->db, job->id, token,
                                   PT_STORE_TOKEN_MAX);

    rc = rc == PT_ERROR ? pictord_fail_db(f, w)
         : rc == 0 ? pictord_import_list(w, job, store, &ij, token, f)
         : PICTORD_JOB_DONE;

    free(token);

    if (rc == PICTORD_JOB_DONE) {
        c.db = w->db;
        c.store = store;
        c.job = &ij;
        c.job_id = job->id;
        rc = pictord_import_index(w, job, &c, f);
    }

    store->ops->free(store);

    if (rc != PICTORD_JOB_DONE) {
        return rc;
    }

    if (pt_db_begin(w->db) != PT_OK) {
        return pictord_fail_db(f, w);
    }

    return pictord_complete(w, job, f);
}
