/*
 * Projects and their API keys: GET/POST /api/projects, GET /api/{p},
 * GET/POST /api/{p}/keys, DELETE /api/{p}/keys/{id}.
 */

#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/accounts.h"
#include "records/projects.h"
#include "core/crypto.h"


static json_t *
pt_time_json(const char *db_time)
{
    char  iso[32];

    return pt_iso_time(db_time, iso, sizeof(iso)) ? json_string(iso)
                                                  : json_null();
}


/* The one encoder of a project: a pt_project_row() (records/projects.h). */
static void *
pt_project_json(pt_rows *rows)
{
    return json_pack("{s:s, s:s, s:s, s:o}",
                     "name", pt_rows_str(rows, 0),
                     "plan", pt_rows_str(rows, 1),
                     "owner", pt_rows_str(rows, 2),
                     "createdAt", pt_time_json(pt_rows_str(rows, 3)));
}


/* The one encoder of an API key (never the key or its hash). */
static json_t *
pt_key_json(const char *id, const char *created, const char *last_used,
    const char *revoked)
{
    char  prefix[16];

    pt_snprintf(prefix, sizeof(prefix), "pk_%s", id);

    return json_pack("{s:s, s:s, s:o, s:o, s:o}",
                     "id", id,
                     "prefix", prefix,
                     "createdAt", pt_time_json(created),
                     "lastUsedAt", pt_time_json(last_used),
                     "revokedAt", pt_time_json(revoked));
}



/* A key's row: id, created_at, last_used_at, revoked_at. */
static void *
pt_key_row_json(pt_rows *rows)
{
    return pt_key_json(pt_rows_str(rows, 0), pt_rows_str(rows, 1),
                       pt_rows_str(rows, 2), pt_rows_str(rows, 3));
}

static void
pt_reply_project(pt_ctx *ctx, int status, const char *slug)
{
    pt_rows  *rows;

    rows = pt_project_row(ctx->db, slug);

    if (pt_row_or_404(ctx, rows, "no project \"%s\"", slug) != PT_OK) {
        return;
    }

    pt_reply_json(ctx, status, pt_project_json(rows));
    pt_rows_free(rows);
}


void
pt_api_projects_list(pt_ctx *ctx)
{
    pt_rows  *rows;

    rows = pt_projects_of(ctx->db, ctx->who.user_id);

    pt_reply_list(ctx, rows, "projects", pt_project_json);
}


void
pt_api_projects_create(pt_ctx *ctx)
{
    static const char *const  fields[] = { "name", "plan", NULL };
    json_t                   *body;
    const char               *name, *plan;
    int                       bad = 0, rc;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    name = pt_field_str(ctx, body, "name", 1, 63, &bad);
    plan = bad ? NULL : pt_field_str(ctx, body, "plan", 0, 16, &bad);

    if (bad || pt_fields_only(ctx, body, fields) != PT_OK) {
        json_decref(body);
        return;
    }

    if (plan == NULL) {
        plan = "free";
    }

    if (!pt_project_slug_valid(name)) {
        pt_fail(ctx, PT_E_INVALID, "field \"name\": \"%s\" must match"
                " ^[a-z0-9][a-z0-9-]{1,62}$ and not be a reserved word"
                " (api, auth, projects, plugins, healthz, problems,"
                " dashboard)", name);

    } else if (!pt_plan_valid(plan)) {
        pt_fail(ctx, PT_E_INVALID, "field \"plan\" must be free, pro or"
                " business");

    } else if (strcmp(plan, "free") != 0) {
        /* a paid plan is the operator's to give, never the user's */
        pt_fail(ctx, PT_E_DENIED, "field \"plan\": a project is created"
                " on the free plan; plans are set by the operator with"
                " pictorctl plan set");

    } else {
        rc = pt_project_create(ctx->db, name, ctx->who.user_id, plan, NULL);

        if (rc != PT_OK) {
            pt_fail_taken(ctx, "project \"%s\" already exists", name);

        } else {
            pt_reply_project(ctx, 201, name);
        }
    }

    json_decref(body);
}


void
pt_api_project_get(pt_ctx *ctx)
{
    pt_reply_project(ctx, 200, ctx->who.project);
}


void
pt_api_keys_list(pt_ctx *ctx)
{
    pt_rows  *rows;

    rows = pt_keys_of(ctx->db, ctx->who.project_id);

    pt_reply_list(ctx, rows, "keys", pt_key_row_json);
}


void
pt_api_keys_create(pt_ctx *ctx)
{
    char      key[PT_API_KEY_LEN + 1], id[PT_KEY_ID_LEN + 1];
    json_t   *obj;
    pt_rows  *rows;

    if (pt_key_create(ctx->db, ctx->who.project_id, key, id) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    rows = pt_key_created(ctx->db, id);
    if (rows == NULL || !pt_rows_next(rows)) {
        pt_rows_free(rows);
        pt_fail_db(ctx);
        return;
    }

    obj = pt_key_json(id, pt_rows_str(rows, 0), NULL, NULL);
    pt_rows_free(rows);

    if (obj) {
        /* the only time the key is ever shown */
        json_object_set_new(obj, "key", json_string(key));
        json_object_del(obj, "lastUsedAt");
        json_object_del(obj, "revokedAt");
    }

    memset(key, 0, sizeof(key));

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 201, obj);
}


void
pt_api_keys_revoke(pt_ctx *ctx)
{
    int  rc;

    rc = pt_key_revoke(ctx->db, ctx->who.project_id, ctx->req->captures[1]);

    if (rc == PT_E_NO_SUCH) {
        pt_fail(ctx, PT_E_NO_SUCH, "no active key \"%s\" in project"
                " \"%s\"", ctx->req->captures[1], ctx->who.project);
        return;
    }

    if (rc != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    pt_reply_empty(ctx, 204);
}
