/*
 * GET /healthz: the database answers through the pool, the storage root is
 * writable.  503 otherwise, so a load balancer takes the node out.
 */

#include <unistd.h>

#include <jansson.h>

#include "api/api.h"


void
pt_api_healthz(pt_ctx *ctx)
{
    const char  *root = ctx->req->conf->storage_root;

    if (pt_db_ping(ctx->db) != PT_OK) {
        pt_fail(ctx, PT_E_DB_DOWN, "the database is unreachable");
        return;
    }

    if (root && access(root, W_OK | X_OK) != 0) {
        pt_log(PT_LOG_ERR, "healthz: storage root \"%s\" is not writable",
               root);
        pt_fail(ctx, PT_E_STORE_DOWN, "the storage root is not writable");
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, json_pack("{s:s, s:s, s:s}", "status", "ok",
                                      "database", "ok", "storage",
                                      root ? "ok" : "unconfigured"));
}
