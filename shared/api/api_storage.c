/*
 * The storage routes (docs/API.md "Storage (customer buckets)", owner's
 * session only): GET/PUT/DELETE /api/{p}/storage, POST
 * /api/{p}/storage/validate and /api/{p}/storage/health.
 *
 * PUT: plan, body, the driver's own checks, the sentinel cycle
 * (store/store_check.h), then the sealed save with the previous
 * configuration snapshotted and the project's epoch bumped, in one
 * transaction.  Validate runs the same steps up to the cycle and saves
 * nothing.  Both are refused on the free plan: they make this server
 * connect to an address the caller chooses.  Health runs the cycle on
 * the saved configuration and keeps the result; on the managed store it
 * checks the storage root the same way and keeps nothing (GET shows only
 * the provider there).  No credential is ever in a reply or a log line.
 */

#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "api/api_storage.h"
#include "core/timefmt.h"
#include "records/storage.h"
#include "records/storage_config.h"
#include "store/store_check.h"


/* PUT and validate: Pro and Business only (docs/API.md "Limits"). */
static int
pt_storage_plan_ok(pt_ctx *ctx)
{
    if (strcmp(ctx->who.plan, "pro") == 0
        || strcmp(ctx->who.plan, "business") == 0)
    {
        return PT_OK;
    }

    pt_fail(ctx, PT_E_DENIED, "customer buckets need the pro or business"
            " plan; project \"%s\" is on the %s plan (plans are set by the"
            " operator with pictorctl plan set)", ctx->who.project,
            ctx->who.plan);

    return PT_ERROR;
}


/*
 * The body of PUT or validate, and the driver it configures: NULL after a
 * 400 (a field, or what the driver's constructor refuses) or a 500.
 * *body must be decref'ed by the caller after the store is freed.
 */
static pt_store *
pt_storage_driver(pt_ctx *ctx, json_t **body, pt_store_cfg *cfg)
{
    char        err[256];
    size_t      n;
    pt_store   *s;
    const char *why;

    *body = pt_body_object(ctx);
    if (*body == NULL) {
        return NULL;
    }

    if (pt_storage_body(*body, cfg, err, sizeof(err)) != PT_OK) {
        pt_fail(ctx, PT_E_INVALID, "%s", err);
        return NULL;
    }

    err[0] = '\0';
    s = pt_store_for_config(cfg, ctx->req->conf->storage_root, err,
                            sizeof(err));

    if (s == NULL) {
        if (strcmp(err, "out of memory") == 0) {
            pt_fail(ctx, PT_E_NOMEM, "out of memory");
            return NULL;
        }

        /* the constructors say "field: why" (store_remote.h) */
        n = strcspn(err, ":");

        if (err[n] == ':' && json_object_getn(*body, err, n) != NULL) {
            why = err + n + 1;
            why += *why == ' ';

            pt_fail(ctx, PT_E_INVALID, "field \"%.*s\": %s (the %s"
                    " driver)", (int) n, err, why,
                    pt_provider_read_form(cfg->provider));

        } else {
            pt_fail(ctx, PT_E_INVALID, "the %s configuration is"
                    " refused: %s", pt_provider_read_form(cfg->provider),
                    err[0] ? err : "no reason given");
        }
    }

    return s;
}


void
pt_api_storage_get(pt_ctx *ctx)
{
    int              rc;
    pt_storage_conf  sc;

    /* no master key: GET opens no credential */
    rc = pt_storage_conf_load(ctx->db, NULL, ctx->who.project_id,
                              PT_SCONF_CURRENT, &sc);

    if (rc == PT_SCONF_E_DB) {
        pt_fail_db(ctx);

    } else if (rc != PT_SCONF_OK) {
        pt_fail(ctx, PT_E_FAULT, "the project's storage configuration"
                " cannot be read (see the error log)");

    } else {
        pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
        pt_reply_json(ctx, 200, pt_storage_read_json(&sc));
    }

    pt_storage_conf_free(&sc);
}


void
pt_api_storage_put(pt_ctx *ctx)
{
    int            rc;
    char           err[512], now[32];
    json_t        *body;
    pt_store      *s;
    pt_store_cfg   cfg;
    const char    *name;

    if (pt_storage_plan_ok(ctx) != PT_OK) {
        return;
    }

    if (pt_storage_master_key() == NULL) {
        pt_log(PT_LOG_ERR, "customer buckets need pictor_master_key_file");
        pt_fail(ctx, PT_E_NOT_CONFIGURED, "customer buckets are not available:"
                " the server has no master key");
        return;
    }

    body = NULL;
    s = pt_storage_driver(ctx, &body, &cfg);

    if (s == NULL) {
        json_decref(body);
        return;
    }

    name = pt_provider_read_form(cfg.provider);

    rc = pt_store_check(s, ctx->who.project, err, sizeof(err));
    s->ops->free(s);

    if (rc != PT_STORE_OK) {
        json_decref(body);
        pt_fail(ctx, PT_E_BUCKET_REFUSED, "the %s bucket failed validation:"
                " %s", name, err);
        return;
    }

    pt_storage_now(now, sizeof(now));

    if (pt_db_begin(ctx->db) != PT_OK) {
        json_decref(body);
        pt_fail_db(ctx);
        return;
    }

    if (pt_migration_blocks_storage(ctx) != PT_OK) {
        pt_db_rollback(ctx->db);
        json_decref(body);
        return;
    }

    if (pt_storage_conf_save(ctx->db, pt_storage_master_key(),
                             ctx->who.project_id, &cfg, now)
           != PT_SCONF_OK
        || pt_bump(ctx, 'p', ctx->who.project, NULL) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        json_decref(body);
        pt_fail_db(ctx);
        return;
    }

    json_decref(body);

    pt_log(PT_LOG_INFO, "project %s keeps its originals in a %s bucket from"
           " now on", ctx->who.project, name);

    pt_reply_json(ctx, 200, json_pack("{s:b, s:s}", "configured", 1,
                                      "provider", name));
}


void
pt_api_storage_delete(pt_ctx *ctx)
{
    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    if (pt_migration_blocks_storage(ctx) != PT_OK) {
        pt_db_rollback(ctx->db);
        return;
    }

    if (pt_storage_conf_delete(ctx->db, ctx->who.project_id)
           != PT_SCONF_OK
        || pt_bump(ctx, 'p', ctx->who.project, NULL) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    pt_reply_json(ctx, 200, json_pack("{s:s}", "provider",
                                      pt_provider_read_form(
                                          PT_PROVIDER_MANAGED)));
}


void
pt_api_storage_validate(pt_ctx *ctx)
{
    int            rc;
    char           err[512];
    json_t        *body;
    pt_store      *s;
    pt_store_cfg   cfg;

    if (pt_storage_plan_ok(ctx) != PT_OK) {
        return;
    }

    body = NULL;
    s = pt_storage_driver(ctx, &body, &cfg);

    if (s == NULL) {
        json_decref(body);
        return;
    }

    rc = pt_store_check(s, ctx->who.project, err, sizeof(err));
    s->ops->free(s);
    json_decref(body);

    pt_reply_json(ctx, 200, json_pack("{s:b, s:s?}", "success",
                                      rc == PT_STORE_OK, "error",
                                      rc == PT_STORE_OK ? NULL : err));
}


/* The cycle on the saved configuration: NULL healthy, or err. */
static const char *
pt_storage_health_run(pt_ctx *ctx, pt_storage_conf *sc, int rc, char *err,
    size_t size)
{
    char       why[256];
    pt_store  *s;

    if (rc == PT_SCONF_E_OPEN) {
        pt_snprintf(err, size, "the saved configuration cannot be opened on"
                    " this server (see its error log)");
        return err;
    }

    if (sc->cfg.provider != PT_PROVIDER_MANAGED
        && pt_storage_master_key() == NULL)
    {
        pt_snprintf(err, size, "the server has no master key");
        return err;
    }

    why[0] = '\0';
    s = pt_store_for_config(&sc->cfg, ctx->req->conf->storage_root, why,
                            sizeof(why));
    if (s == NULL) {
        pt_snprintf(err, size, "the %s driver refuses the saved"
                    " configuration: %s",
                    pt_provider_read_form(sc->cfg.provider), why);
        return err;
    }

    rc = pt_store_check(s, ctx->who.project, err, size);
    s->ops->free(s);

    return rc == PT_STORE_OK ? NULL : err;
}


void
pt_api_storage_health(pt_ctx *ctx)
{
    int              rc;
    char             err[512], now[32], iso[32];
    const char      *error;
    pt_storage_conf  sc;

    rc = pt_storage_conf_load(ctx->db, pt_storage_master_key(),
                              ctx->who.project_id, PT_SCONF_CURRENT, &sc);

    if (rc == PT_SCONF_E_DB || rc == PT_SCONF_E_NOMEM) {
        pt_storage_conf_free(&sc);

        if (rc == PT_SCONF_E_DB) {
            pt_fail_db(ctx);
        } else {
            pt_fail(ctx, PT_E_NOMEM, "out of memory");
        }

        return;
    }

    error = pt_storage_health_run(ctx, &sc, rc, err, sizeof(err));
    pt_storage_now(now, sizeof(now));

    if (sc.cfg.provider != PT_PROVIDER_MANAGED
        && pt_storage_conf_health(ctx->db, ctx->who.project_id, now, error)
           != PT_SCONF_OK)
    {
        pt_storage_conf_free(&sc);
        pt_fail_db(ctx);
        return;
    }

    pt_storage_conf_free(&sc);

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, json_pack("{s:b, s:s?, s:s?}",
                                      "healthy", error == NULL,
                                      "error", error,
                                      "checkedAt",
                                      pt_iso_time(now, iso, sizeof(iso))));
}
