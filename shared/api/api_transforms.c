/*
 * Named transforms: POST/GET /api/{p}/transforms, GET/PUT/DELETE
 * /api/{p}/transforms/{name}.  Definitions are checked with the delivery
 * grammar; every change bumps the preset's generation, so exactly the
 * variants that used it get new cache keys.
 */

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/presets.h"
#include "transform/presets.h"
#include "core/timefmt.h"


/* The one encoder of a named transform. */
static json_t *
pt_preset_json(pt_rows *rows, int with_updated)
{
    char     created[32], updated[32];
    json_t  *o;

    o = json_pack("{s:s, s:o, s:o, s:s?, s:s?}",
                  "name", pt_rows_str(rows, 0),
                  "parameters", json_loads(pt_rows_str(rows, 1), 0, NULL),
                  "locked", json_loads(pt_rows_str(rows, 2), 0, NULL),
                  "description", pt_rows_str(rows, 3),
                  "createdAt", pt_iso_time(pt_rows_str(rows, 4), created,
                                           sizeof(created)));

    if (o && with_updated) {
        json_object_set_new(o, "updatedAt",
                            json_string(pt_iso_time(pt_rows_str(rows, 5),
                                                    updated,
                                                    sizeof(updated))));
    }

    return o;
}



/* A listed named transform: with its updatedAt. */
static void *
pt_preset_row_json(pt_rows *rows)
{
    return pt_preset_json(rows, 1);
}

static void
pt_reply_preset(pt_ctx *ctx, int status, const char *name, int with_updated)
{
    pt_rows  *rows;

    rows = pt_preset_row(ctx->db, ctx->who.project_id, name);

    if (pt_row_or_404(ctx, rows, "no named transform \"%.64s\" in"
                      " project \"%s\"", name, ctx->who.project) != PT_OK)
    {
        return;
    }

    pt_reply_json(ctx, status, pt_preset_json(rows, with_updated));
    pt_rows_free(rows);
}


int
pt_preset_body(pt_ctx *ctx, void *body, const char *path_name,
    const char **name, char **params, char **locked, const char **desc)
{
    static const char *const  fields[] = {
        "name", "parameters", "locked", "description", NULL
    };
    char                      err[512];
    int                       bad = 0;
    json_t                   *l;
    pt_transform              t;

    if (pt_fields_only(ctx, body, fields) != PT_OK) {
        return PT_ERROR;
    }

    *name = pt_field_str(ctx, body, "name", path_name == NULL, 64, &bad);
    if (bad) {
        return PT_ERROR;
    }

    if (path_name) {
        if (*name && strcmp(*name, path_name) != 0) {
            pt_fail(ctx, PT_E_INVALID, "field \"name\" must match the"
                    " URL (renaming is DELETE and POST)");
            return PT_ERROR;
        }
        *name = path_name;

    } else if (!pt_preset_name_valid(*name)) {
        pt_fail(ctx, PT_E_INVALID, "field \"name\" must match"
                " ^[A-Za-z0-9_-]{1,64}$");
        return PT_ERROR;
    }

    *desc = pt_field_str(ctx, body, "description", 0, 4096, &bad);
    if (bad) {
        return PT_ERROR;
    }

    if (json_object_get(body, "parameters") == NULL) {
        pt_fail(ctx, PT_E_INVALID, "field \"parameters\" is required");
        return PT_ERROR;
    }

    l = json_object_get(body, "locked");
    err[0] = '\0';

    if (pt_preset_build(json_object_get(body, "parameters"), l, &t, err,
                        sizeof(err)) != PT_OK)
    {
        pt_fail(ctx, PT_E_INVALID, "%s", err);
        return PT_ERROR;
    }

    *params = json_dumps(json_object_get(body, "parameters"),
                         JSON_COMPACT);
    *locked = l && !json_is_null(l) ? json_dumps(l, JSON_COMPACT)
                                    : strdup("[]");

    if (*params == NULL || *locked == NULL) {
        free(*params);
        free(*locked);
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_api_transforms_list(pt_ctx *ctx)
{
    pt_rows  *rows;

    rows = pt_preset_rows(ctx->db, ctx->who.project_id);

    pt_reply_list(ctx, rows, "transforms", pt_preset_row_json);
}


void
pt_api_transform_get(pt_ctx *ctx)
{
    pt_reply_preset(ctx, 200, ctx->req->captures[1], 1);
}


/* POST (path_name NULL) and PUT share the checks and the bump. */
static void
pt_preset_write(pt_ctx *ctx, const char *path_name)
{
    char        *params = NULL, *locked = NULL;
    json_t      *body;
    long long    n;
    const char  *name, *desc;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    if (pt_preset_body(ctx, body, path_name, &name, &params, &locked, &desc)
        != PT_OK)
    {
        json_decref(body);
        return;
    }

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        goto done;
    }

    if (path_name == NULL) {
        n = pt_preset_insert(ctx->db, ctx->who.project_id, name, params,
                             locked, desc);
    } else {
        n = pt_preset_update(ctx->db, ctx->who.project_id, name, params,
                             locked, desc);
    }

    if (n == 0) {
        /* only the UPDATE can match no row */
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_NO_SUCH, "no named transform \"%s\" in"
                " project \"%s\"", name, ctx->who.project);
        goto done;
    }

    if (n < 0) {
        pt_fail_taken(ctx, "named transform \"%s\" already exists;"
                      " PUT /api/%s/transforms/%s replaces it", name,
                      ctx->who.project, name);
        pt_db_rollback(ctx->db);
        goto done;
    }

    if (pt_bump(ctx, 't', ctx->who.project, name) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        goto done;
    }

    pt_reply_preset(ctx, path_name ? 200 : 201, name, path_name != NULL);

done:

    free(params);
    free(locked);
    json_decref(body);
}


void
pt_api_transforms_create(pt_ctx *ctx)
{
    pt_preset_write(ctx, NULL);
}


void
pt_api_transform_put(pt_ctx *ctx)
{
    pt_preset_write(ctx, ctx->req->captures[1]);
}


void
pt_api_transform_delete(pt_ctx *ctx)
{
    long long    n;
    const char  *name = ctx->req->captures[1];

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    n = pt_preset_delete(ctx->db, ctx->who.project_id, name);

    if (n == 0) {
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_NO_SUCH, "no named transform \"%.64s\" in"
                " project \"%s\"", name, ctx->who.project);
        return;
    }

    if (n < 0 || pt_bump(ctx, 't', ctx->who.project, name) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    pt_reply_empty(ctx, 204);
}
