/*
 * Plugins (docs/API.md "Plugins"):
 *   GET  /api/plugins                          public, every descriptor
 *   GET  /api/plugins/{name}                   public, one, or 404
 *   GET  /api/{p}/plugins                      with isActivated
 *   POST /api/{p}/plugins/{name}/activate      200 {name, status}
 *   POST /api/{p}/plugins/{name}/deactivate    200 {name, status}
 * Both POSTs are idempotent.  No plan is needed: plugins are paid per use
 * (docs/API.md "Plugins"), not by plan.  Deactivating bumps the project's
 * cache epoch, so no variant rendered with the plugin is served again.
 */

#include <jansson.h>

#include "api/api.h"
#include "plugins/plugins.h"


/* The plugin the path names, or NULL after a 404. */
static const pt_plugin *
pt_plugin_capture(pt_ctx *ctx, unsigned n)
{
    const pt_plugin  *p;

    p = pt_plugin_find(ctx->req->captures[n]);

    if (p == NULL) {
        pt_fail(ctx, PT_E_NO_SUCH, "no plugin \"%.64s\"; GET /api/plugins"
                " lists them", ctx->req->captures[n]);
    }

    return p;
}


void
pt_api_plugins_list(pt_ctx *ctx)
{
    unsigned  i;
    json_t   *list;

    list = json_array();

    for (i = 0; list != NULL && i < PT_NPLUGINS; i++) {
        if (json_array_append_new(list, pt_plugin_json(pt_plugin_at(i),
                                                       PT_PLUGIN_PUBLIC))
            != 0)
        {
            json_decref(list);
            list = NULL;
        }
    }

    pt_reply_json(ctx, 200, list);
}


void
pt_api_plugin_get(pt_ctx *ctx)
{
    const pt_plugin  *p;

    p = pt_plugin_capture(ctx, 0);
    if (p == NULL) {
        return;
    }

    pt_reply_json(ctx, 200, pt_plugin_json(p, PT_PLUGIN_PUBLIC));
}


void
pt_api_project_plugins(pt_ctx *ctx)
{
    unsigned   i;
    json_t    *list;
    long long  mask;

    mask = pt_plugin_mask(ctx->db, ctx->who.project_id);
    if (mask < 0) {
        pt_fail_db(ctx);
        return;
    }

    list = json_array();

    for (i = 0; list != NULL && i < PT_NPLUGINS; i++) {
        if (json_array_append_new(list,
                                  pt_plugin_json(pt_plugin_at(i),
                                                 (mask >> i) & 1))
            != 0)
        {
            json_decref(list);
            list = NULL;
        }
    }

    pt_reply_json(ctx, 200, list);
}


static void
pt_reply_plugin_status(pt_ctx *ctx, const pt_plugin *p, const char *status)
{
    pt_reply_json(ctx, 200, json_pack("{s:s, s:s}", "name", p->name,
                                      "status", status));
}


void
pt_api_plugin_activate(pt_ctx *ctx)
{
    const pt_plugin  *p;

    p = pt_plugin_capture(ctx, 1);
    if (p == NULL) {
        return;
    }

    /* variants that asked for it were 400s, never cached: no bump */
    if (pt_plugin_activate(ctx->db, ctx->who.project_id, p) < 0) {
        pt_fail_db(ctx);
        return;
    }

    pt_reply_plugin_status(ctx, p, "activated");
}


void
pt_api_plugin_deactivate(pt_ctx *ctx)
{
    long long         n;
    const pt_plugin  *p;

    p = pt_plugin_capture(ctx, 1);
    if (p == NULL) {
        return;
    }

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    n = pt_plugin_deactivate(ctx->db, ctx->who.project_id, p);

    /*
     * The cache key cannot tell which variants used the plugin (a named
     * transform may hold it), so the whole project's epoch moves; only
     * when it was active, so a repeated deactivate costs nothing.  The
     * CDN's answers do name their plugins: only theirs are purged.
     */
    if (n < 0
        || (n > 0 && pt_bump_tagged(ctx, 'p', ctx->who.project, NULL, 'u',
                                    p->name) != PT_OK)
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    pt_reply_plugin_status(ctx, p, "deactivated");
}
