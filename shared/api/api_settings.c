/*
 * Project settings (owner's session only): GET/PATCH /api/{p}/settings
 * with strictTransforms, and POST /api/{p}/settings/signing-keys/rotate.
 * In strict mode delivery URLs may use only named transforms (and the
 * format) unless signed.  Changing either bumps the project's epoch, so
 * cached variants are checked again under the new rules.  The plugin
 * budget (pluginMonthlyBudgetCents, plugins/budget.h) changes no variant.
 */

#include <string.h>
#include <time.h>

#include <jansson.h>

#include "api/api.h"
#include "core/crypto.h"
#include "plugins/budget.h"
#include "plugins/usage.h"
#include "records/projects.h"
#include "transform/signing.h"
#include "core/timefmt.h"


static void
pt_reply_settings(pt_ctx *ctx)
{
    char       iso[32];
    json_t    *keys, *budget;
    pt_rows   *rows;
    long long  strict, cents;

    strict = pt_project_strict(ctx->db, ctx->who.project_id);
    cents = pt_budget_get(ctx->db, ctx->who.project_id);

    /* the two newest are the valid ones */
    rows = pt_signing_keys_valid(ctx->db, ctx->who.project_id);
    if (strict < 0 || cents < -1 || rows == NULL) {
        pt_rows_free(rows);
        pt_fail_db(ctx);
        return;
    }

    keys = json_array();

    while (keys && pt_rows_next(rows)) {
        json_array_append_new(keys, json_pack("{s:I, s:s?}",
                              "id", (json_int_t) pt_rows_int(rows, 0),
                              "createdAt",
                              pt_iso_time(pt_rows_str(rows, 1), iso,
                                          sizeof(iso))));
    }

    pt_rows_free(rows);

    budget = cents < 0 ? json_null() : json_integer((json_int_t) cents);

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, json_pack("{s:b, s:o, s:o}", "strictTransforms",
                                      (int) strict, "signingKeys",
                                      keys ? keys : json_array(),
                                      "pluginMonthlyBudgetCents",
                                      budget ? budget : json_null()));
}


void
pt_api_settings_get(pt_ctx *ctx)
{
    pt_reply_settings(ctx);
}


/* what JSON integers carry exactly in every client: 2^53 - 1 */
#define PT_BUDGET_MAX  9007199254740991LL


/* pluginMonthlyBudgetCents: null or an integer; *cents -1 for null */
static int
pt_settings_budget(pt_ctx *ctx, json_t *v, long long *cents)
{
    if (json_is_null(v)) {
        *cents = -1;
        return PT_OK;
    }

    if (!json_is_integer(v) || json_integer_value(v) < 0
        || json_integer_value(v) > PT_BUDGET_MAX)
    {
        pt_fail(ctx, PT_E_INVALID, "field \"pluginMonthlyBudgetCents\""
                " must be null (no budget) or a whole number of cents"
                " from 0 to %lld", PT_BUDGET_MAX);
        return PT_ERROR;
    }

    *cents = (long long) json_integer_value(v);

    return PT_OK;
}


void
pt_api_settings_patch(pt_ctx *ctx)
{
    static const char *const  fields[] = {
        "strictTransforms", "pluginMonthlyBudgetCents", NULL
    };
    char                      month[PT_MONTH_SIZE];
    json_t                   *body, *v, *b;
    long long                 cents;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    if (pt_fields_only(ctx, body, fields) != PT_OK) {
        json_decref(body);
        return;
    }

    v = json_object_get(body, "strictTransforms");
    b = json_object_get(body, "pluginMonthlyBudgetCents");

    if (v && !json_is_boolean(v)) {
        json_decref(body);
        pt_fail(ctx, PT_E_INVALID, "field \"strictTransforms\" must be"
                " true or false");
        return;
    }

    if (b && pt_settings_budget(ctx, b, &cents) != PT_OK) {
        json_decref(body);
        return;
    }

    pt_usage_month_of(time(NULL), month);

    if (b && pt_budget_set(ctx->db, ctx->who.project_id, cents, month)
             != PT_OK)
    {
        json_decref(body);
        pt_fail_db(ctx);
        return;
    }

    if (v) {
        if (pt_db_begin(ctx->db) != PT_OK
            || pt_project_set_strict(ctx->db, ctx->who.project_id,
                                     json_is_true(v)) < 0
            || pt_bump(ctx, 'p', ctx->who.project, NULL) != PT_OK
            || pt_db_commit(ctx->db) != PT_OK)
        {
            pt_db_rollback(ctx->db);
            json_decref(body);
            pt_fail_db(ctx);
            return;
        }
    }

    json_decref(body);
    pt_reply_settings(ctx);
}


void
pt_api_signing_rotate(pt_ctx *ctx)
{
    char                iso[32], hex[2 * PT_SIGNING_KEY_LEN + 1];
    pt_rows            *rows;
    unsigned char       key[PT_SIGNING_KEY_LEN];
    unsigned long long  id;

    if (ctx->req->conf->master_key == NULL) {
        pt_log(PT_LOG_ERR, "signing keys need pictor_master_key_file");
        pt_fail(ctx, PT_E_NOT_CONFIGURED, "signing keys are not available:"
                " the server has no master key");
        return;
    }

    if (pt_db_begin(ctx->db) != PT_OK
        || pt_signing_key_create(ctx->db, ctx->req->conf->master_key,
                                 ctx->who.project_id, key, &id) != PT_OK
        || pt_bump(ctx, 'p', ctx->who.project, NULL) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        memset(key, 0, sizeof(key));
        pt_fail_db(ctx);
        return;
    }

    rows = pt_signing_key_created(ctx->db, id);

    /* hex, so that openssl's -macopt hexkey: takes it as it is */
    pt_hex(key, sizeof(key), hex);
    memset(key, 0, sizeof(key));

    /* the only time the key is shown */
    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 201, json_pack("{s:I, s:s, s:s?}",
                  "id", (json_int_t) id, "key", hex, "createdAt",
                  rows && pt_rows_next(rows)
                  ? pt_iso_time(pt_rows_str(rows, 0), iso, sizeof(iso))
                  : NULL));

    memset(hex, 0, sizeof(hex));
    pt_rows_free(rows);
}
