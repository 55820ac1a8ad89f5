/*
 * The job kind "storage-migration" (docs/API.md "Migrations", and the
 * storage migration row of docs/API.md "States and transitions"): copies
 * every object of the project ("{project}/..." : originals and the
 * derived assets stored with them; not watermarks, always on the managed
 * store) from the store pinned when the migration started (storage slot
 * 'migration') into the project's current store, under the same key.
 * Nothing is deleted from the previous store.
 *
 * 1. Listing: the source's objects go into migration_objects as pending
 *    (records/migrations.h), a page per transaction; a listing cut short
 *    starts again and adds nothing twice.
 * 2. Copying (daemon/pictord_migrate.c): migration_parallel threads,
 *    each with its own connection and stores, take pending keys in key
 *    order.  An object already in the target with the same bytes (size,
 *    then MD5 or the bytes themselves) is skipped, and so is one the
 *    target got since the migration began (written through the fallback
 *    store: newer than the source's); otherwise it is opened (a bucket's
 *    object downloaded into an anonymous file, never into memory), put
 *    and checked (store/store_transfer.h).  Outcomes are settled with the
 *    counters, 32 to a commit.  A transient failure is retried with
 *    backoff; an object missing from the source fails (recentErrors)
 *    unless its image was deleted meanwhile (skipped); a
 *    store that stays unreachable or refuses us ends the attempt with the
 *    object still pending, for the next attempt to go on from.
 * 3. The job completes: the fallback reads end (records/storage.c).
 *
 * A crash or SIGKILL loses only the objects in flight and the outcomes
 * not yet settled: they are pending still, and the next attempt finds
 * them in the target (skipped) or copies them again.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "pictord_migrate.h"
#include "records/migrations.h"
#include "records/storage.h"
#include "records/storage_config.h"
#include "records/watermarks.h"


#define PICTORD_MIG_LIST_BATCH   500


/* The listing's pages into migration_objects. */
typedef struct {
    pictord_worker  *w;
    pt_job          *job;
    char            *keys[PICTORD_MIG_LIST_BATCH];
    long long        sizes[PICTORD_MIG_LIST_BATCH];
    size_t           n;
    int              failed;
    unsigned long    listed;          /* objects the listing gave */
    char             watermarks[PT_WATERMARK_KEY_MAX];  /* their prefix */
} pictord_mig_list;


static int
pictord_mig_list_flush(pictord_mig_list *l)
{
    size_t  i;
    int     rc;

    if (l->n == 0) {
        return PT_OK;
    }

    rc = pt_migration_add_objects(l->w->db, l->job->id,
                                  (const char *const *) l->keys, l->sizes,
                                  l->n, l->keys[l->n - 1]);

    for (i = 0; i < l->n; i++) {
        free(l->keys[i]);
    }

    l->n = 0;

    return rc;
}


static int
pictord_mig_list_one(void *arg, const char *key, const pt_store_stat *st)
{
    pictord_mig_list  *l = arg;

    if (pictord_stopping()) {
        return 1;
    }

    /* watermarks live on the managed store whatever the project's */
    if (strncmp(key, l->watermarks, strlen(l->watermarks)) == 0) {
        return 0;
    }

    if (strlen(key) > PT_MIGR_KEY_MAX) {
        pt_log(PT_LOG_WARN, "migration %s: key \"%.64s...\" too long,"
               " left out", l->job->id, key);
        return 0;
    }

    l->keys[l->n] = pt_strdup(key);
    if (l->keys[l->n] == NULL) {
        l->failed = 1;
        return 1;
    }

    l->listed++;

    l->sizes[l->n++] = st ? (long long) st->size : -1;

    if (l->n == PICTORD_MIG_LIST_BATCH
        && pictord_mig_list_flush(l) != PT_OK)
    {
        l->failed = 1;
        return 1;
    }

    return 0;
}


/*
 * The listing's pages, each held to the bounds (a bucket whose listing
 * never ends ends the job: *bound, with f set) and its refused keys
 * recorded.  PT_STORE_* of the listing.
 */
static int
pictord_mig_list_pages(pictord_worker *w, pt_job *job, pt_store *src,
    const char *prefix, pictord_mig_list *l, pictord_failure *f, int *bound)
{
    int             rc;
    char           *token;
    unsigned long   pages;
    pt_store_page  *sp;

    sp = malloc(sizeof(*sp) + PT_STORE_TOKEN_MAX);
    if (sp == NULL) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    token = (char *) (sp + 1);
    token[0] = '\0';
    pages = 0;

    do {
        memset(sp, 0, sizeof(*sp));
        sp->prefix = prefix;
        sp->token = token;

        rc = src->ops->list_page(src, sp, pictord_mig_list_one, l);
        if (rc != PT_STORE_OK || l->failed || pictord_stopping()) {
            break;
        }

        if (sp->refused
            && pt_migration_refused(w->db, job->id, sp->refused,
                                    sp->refused_key, prefix) != PT_OK)
        {
            l->failed = 1;
            break;
        }

        pages++;

        if (sp->next[0] != '\0'
            && (pages >= w->conf->listing_max_pages
                || l->listed >= w->conf->listing_max_objects))
        {
            (void) pictord_fail(f, PT_JOB_E_LISTING, 0, "the previous"
                                " store's listing goes on past"
                                " listing_max_pages (%u) or"
                                " listing_max_objects (%u): %lu pages, %lu"
                                " objects so far",
                                w->conf->listing_max_pages,
                                w->conf->listing_max_objects, pages,
                                l->listed);
            *bound = 1;
            break;
        }

        pt_snprintf(token, PT_STORE_TOKEN_MAX, "%s", sp->next);

    } while (token[0] != '\0');

    free(sp);

    return rc;
}


/* Lists the source into migration_objects unless an attempt did. */
static int
pictord_mig_list_all(pictord_worker *w, pt_job *job, pt_store *src,
    const char *project, pictord_failure *f)
{
    int                rc, i, bound;
    char               prefix[128], cp[8];
    pictord_mig_list  *l;

    rc = pt_migration_resume_point(w->db, job->id, cp, sizeof(cp));
    if (rc == PT_ERROR) {
        return pictord_fail_db(f, w);
    }

    if (rc == 1) {
        return PT_OK;
    }

    l = calloc(1, sizeof(pictord_mig_list));
    if (l == NULL) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    l->w = w;
    l->job = job;

    pt_snprintf(prefix, sizeof(prefix), "%s/", project);
    (void) pt_watermark_key(project, "", l->watermarks,
                            sizeof(l->watermarks));
    bound = 0;
    rc = pictord_mig_list_pages(w, job, src, prefix, l, f, &bound);

    if (rc == PT_STORE_OK && !bound && !l->failed && !pictord_stopping()) {
        rc = pictord_mig_list_flush(l) == PT_OK
             && pt_migration_listed(w->db, job->id) == PT_OK
             ? PT_STORE_OK : PT_STORE_ERROR;
        l->failed = rc != PT_STORE_OK;
    }

    for (i = 0; i < (int) l->n; i++) {
        free(l->keys[i]);
    }

    i = l->failed;
    free(l);

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    if (i) {
        return pictord_fail_db(f, w);
    }

    if (bound) {
        return PICTORD_JOB_FAILED;
    }

    if (rc != PT_STORE_OK) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "listing the previous"
                            " store: %s", src->error);
    }

    return PT_OK;
}


/* The two configurations, opened with the master key; PT_OK or f set. */
static int
pictord_mig_configs(pictord_worker *w, pt_job *job, pt_storage_conf *src,
    pt_storage_conf *dst, pictord_failure *f)
{
    int  rc;

    rc = pt_storage_conf_load(w->db, w->master_key, job->project_id,
                              PT_SCONF_MIGRATION, src);
    if (rc == PT_SCONF_OK) {
        rc = pt_storage_conf_load(w->db, w->master_key, job->project_id,
                                  PT_SCONF_CURRENT, dst);
    } else {
        memset(dst, 0, sizeof(pt_storage_conf));
    }

    if (rc == PT_SCONF_E_DB) {
        return pictord_fail_db(f, w);
    }

    if (rc != PT_SCONF_OK) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "the storage"
                            " configurations of project %llu cannot be"
                            " opened", job->project_id);
    }

    return PT_OK;
}


/* Lists, then copies, then completes. */
static int
pictord_mig_run(pictord_mig *mig, const char *project, pictord_failure *f)
{
    int        rc;
    char       err[256];
    pt_store  *src;
    long long  t0, t1;

    src = pt_store_for_config(mig->src_cfg, mig->w->conf->storage_root, err,
                              sizeof(err));
    if (src == NULL) {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "the previous store:"
                            " %s", err);
    }

    t0 = pictord_mig_ms();
    rc = pictord_mig_list_all(mig->w, mig->job, src, project, f);
    src->ops->free(src);

    if (rc != PT_OK) {
        return rc;
    }

    t1 = pictord_mig_ms();
    rc = pictord_mig_copy(mig, f);
    if (rc != PT_OK) {
        return rc;
    }

    pt_log(PT_LOG_INFO, "migration %s: listed in %lld ms, copied in %lld ms"
           " (%u at a time)", mig->job->id, t1 - t0, pictord_mig_ms() - t1,
           mig->w->conf->migration_parallel);

    /* the switch is done with the job: reads no longer fall back */
    if (pt_db_begin(mig->w->db) != PT_OK
        || pt_storage_conf_switched(mig->w->db, mig->job->project_id)
           != PT_SCONF_OK)
    {
        pt_db_rollback(mig->w->db);
        return pictord_fail_db(f, mig->w);
    }

    return pictord_complete(mig->w, mig->job, f);
}


int
pictord_job_storage_migration(pictord_worker *w, pt_job *job,
    pictord_failure *f)
{
    int              rc;
    char             project[64];
    pt_rows         *rows;
    pictord_mig      mig;
    pt_storage_conf  src, dst;

    rows = pt_db_query(w->db, "SELECT slug FROM projects WHERE id = ?", "i",
                       (long long) job->project_id);
    if (rows == NULL) {
        return pictord_fail_db(f, w);
    }

    rc = pt_rows_next(rows);
    pt_snprintf(project, sizeof(project), "%s",
                rc ? pt_rows_str(rows, 0) : "");
    pt_rows_free(rows);

    if (!rc) {
        return pictord_fail(f, PT_JOB_E_GONE, 0, "no project %llu",
                            job->project_id);
    }

    if (pictord_mig_configs(w, job, &src, &dst, f) != PT_OK) {
        pt_storage_conf_free(&src);
        pt_storage_conf_free(&dst);
        return PICTORD_JOB_FAILED;
    }

    memset(&mig, 0, sizeof(pictord_mig));
    mig.w = w;
    mig.job = job;
    mig.src_cfg = &src.cfg;
    mig.dst_cfg = &dst.cfg;
    pthread_mutex_init(&mig.mu, NULL);

    mig.since = pt_migration_started(w->db, job->id);

    rc = mig.since < 0 ? pictord_fail_db(f, w)
                       : pictord_mig_run(&mig, project, f);

    pthread_mutex_destroy(&mig.mu);
    pt_storage_conf_free(&src);
    pt_storage_conf_free(&dst);

    if (rc == PICTORD_JOB_DONE) {
        pt_log(PT_LOG_INFO, "migration %s of project %s completed", job->id,
               project);
    }

    return rc;
}
