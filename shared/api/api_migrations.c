/*
 * The migration routes (docs/API.md "Migrations", owner's session only,
 * docs/API.md "Authentication"): GET /api/{p}/migrations, the latest of
 * both kinds; GET /api/{p}/migrations/{jobId}, the status of either kind
 * (records/migrations.h); and POST
 * /api/{p}/migrations/storage, which copies the originals of the previous
 * store into the current one (daemon/job_storage_migration.c) while reads
 * fall back to the previous store (records/storage.c).
 *
 * pt_migration_start is the one way a migration starts, for both kinds:
 * the project's row locked, 409 while one of the kind runs, the kind's own
 * checks, the job and its row, in one transaction.
 */

#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "jobs/jobs.h"
#include "records/migrations.h"
#include "records/storage_config.h"


/* a migration resumes from its checkpoint: each attempt goes on */
#define PT_MIGR_MAX_ATTEMPTS  10


void
pt_api_migrations_list(pt_ctx *ctx)
{
    json_t  *list;

    list = pt_migrations_recent(ctx->db, ctx->who.project_id);
    if (list == NULL) {
        pt_fail_db(ctx);
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, json_pack("{s:o}", "migrations", list));
}


void
pt_api_migration_get(pt_ctx *ctx)
{
    int      err;
    json_t  *status;

    status = pt_migration_json(ctx->db, ctx->who.project_id,
                               ctx->req->captures[1], &err);

    if (err) {
        pt_fail_db(ctx);
        return;
    }

    if (status == NULL) {
        pt_fail(ctx, PT_E_NO_SUCH, "no migration \"%s\" in project \"%s\"",
                ctx->req->captures[1], ctx->who.project);
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, status);
}


int
pt_migration_start(pt_ctx *ctx, pt_migr_type type, const char *prefix_filter,
    pt_migration_check_pt check)
{
    int          rc;
    char         id[PT_JOB_ID_LEN + 1];
    const char  *name;

    name = pt_migr_type_name(type);

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    rc = pt_migration_running(ctx->db, ctx->who.project_id, type, 1);

    if (rc == 1) {
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_STATE, "a %s already runs in project \"%s\"",
                name, ctx->who.project);
        return PT_ERROR;
    }

    if (rc != 0) {
        goto failed;
    }

    /* the check sets its own problem; a database failure is ours */
    if (check != NULL && check(ctx) != PT_OK) {
        pt_db_rollback(ctx->db);
        return PT_ERROR;
    }

    if (pt_job_enqueue_n(ctx->db, ctx->who.project_id, NULL, name, NULL,
                         PT_MIGR_MAX_ATTEMPTS, id) != PT_OK
        || pt_migration_insert(ctx->db, id, ctx->who.project_id, type,
                               prefix_filter) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        goto failed;
    }

    pt_log(PT_LOG_INFO, "project %s: %s %s queued", ctx->who.project, name,
           id);

    pt_reply_job_at(ctx, "migrations", id);

    return PT_OK;

failed:

    pt_db_rollback(ctx->db);
    pt_fail_db(ctx);
    return PT_ERROR;
}


/* two optional strings are the same: NULL and "" alike */
static int
pt_migr_same(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "") == 0;
}


/*
 * Storage's check: a previous configuration that is not where the
 * originals are now, pinned as the source, and the project's cache
 * generation bumped.  409 otherwise: there is nothing to copy.
 */
static int
pt_migr_storage_check(pt_ctx *ctx)
{
    int              rc, same;
    pt_storage_conf  cur, prev;

    rc = pt_storage_conf_load(ctx->db, NULL, ctx->who.project_id,
                              PT_SCONF_CURRENT, &cur);
    if (rc == PT_SCONF_OK) {
        rc = pt_storage_conf_load(ctx->db, NULL, ctx->who.project_id,
                                  PT_SCONF_PREVIOUS, &prev);
    } else {
        memset(&prev, 0, sizeof(prev));
    }

    same = cur.cfg.provider == prev.cfg.provider
           && pt_migr_same(cur.cfg.bucket, prev.cfg.bucket)
           && pt_migr_same(cur.cfg.prefix, prev.cfg.prefix)
           && pt_migr_same(cur.cfg.endpoint, prev.cfg.endpoint)
           && pt_migr_same(cur.cfg.region, prev.cfg.region);

    pt_storage_conf_free(&cur);
    pt_storage_conf_free(&prev);

    if (rc != PT_SCONF_OK) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    rc = same ? PT_SCONF_NONE : pt_storage_conf_pin(ctx->db,
                                                    ctx->who.project_id);

    if (rc == PT_SCONF_NONE) {
        pt_fail(ctx, PT_E_STATE, "nothing to migrate: the storage of"
                " project \"%s\" did not change (a migration copies the"
                " originals of the previous storage, replaced by PUT or"
                " DELETE /api/%s/storage, into the current one)",
                ctx->who.project, ctx->who.project);
        return PT_ERROR;
    }

    /* a 404 cached since the PUT (the originals were not in the new
     * store then) must not outlive the start of the fallback */
    if (rc != PT_SCONF_OK || pt_bump(ctx, 'p', ctx->who.project, NULL)
                             != PT_OK)
    {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_api_migration_storage(pt_ctx *ctx)
{
    (void) pt_migration_start(ctx, PT_MIGR_STORAGE, NULL,
                              pt_migr_storage_check);
}


int
pt_migration_blocks_storage(pt_ctx *ctx)
{
    int  rc;

    rc = pt_migration_running(ctx->db, ctx->who.project_id, PT_MIGR_STORAGE,
                              1);

    if (rc == 0) {
        return PT_OK;
    }

    if (rc == 1) {
        pt_fail(ctx, PT_E_STATE, "a storage-migration runs in project"
                " \"%s\": its storage changes once it is over (GET"
                " /api/%s/migrations/{jobId})", ctx->who.project,
                ctx->who.project);
    } else {
        pt_fail_db(ctx);
    }

    return PT_ERROR;
}
