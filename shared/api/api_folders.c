/*
 * Folders: GET/POST /api/{p}/folders, DELETE /api/{p}/folders/{path...}.
 * The manifest only: deleting a folder never touches images.
 */

#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/folders.h"


/* A folder is listed as its path. */
static void *
pt_folder_json(pt_rows *rows)
{
    return json_string(pt_rows_str(rows, 0));
}


void
pt_api_folders_list(pt_ctx *ctx)
{
    pt_rows  *rows;

    rows = pt_folders_of(ctx->db, ctx->who.project_id);

    pt_reply_list(ctx, rows, NULL, pt_folder_json);
}


void
pt_api_folders_create(pt_ctx *ctx)
{
    static const char *const  fields[] = { "path", NULL };
    int                       bad = 0, created;
    char                      path[PT_FOLDER_MAX + 1];
    json_t                   *body;
    const char               *in;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    in = pt_field_str(ctx, body, "path", 1, 4 * PT_FOLDER_MAX, &bad);

    if (bad || pt_fields_only(ctx, body, fields) != PT_OK) {
        json_decref(body);
        return;
    }

    if (pt_folder_normalize(in, strlen(in), path) != PT_OK
        || path[0] == '\0')
    {
        json_decref(body);
        pt_fail(ctx, PT_E_INVALID, "field \"path\" must be a non-root"
                " folder path of at most %d bytes, without \"..\" or"
                " control characters", PT_FOLDER_MAX);
        return;
    }

    json_decref(body);

    if (pt_folder_add(ctx->db, ctx->who.project_id, path, &created)
        != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    pt_reply_json(ctx, created ? 201 : 200, json_pack("{s:s}", "path", path));
}


void
pt_api_folders_delete(pt_ctx *ctx)
{
    char        path[PT_FOLDER_MAX + 1];
    long long   removed;
    const char *in = ctx->req->captures[1];

    if (pt_folder_normalize(in, strlen(in), path) != PT_OK
        || path[0] == '\0')
    {
        pt_fail(ctx, PT_E_INVALID, "not a valid folder path");
        return;
    }

    if (pt_folder_remove(ctx->db, ctx->who.project_id, path, &removed)
        != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    if (removed == 0) {
        pt_fail(ctx, PT_E_NO_SUCH, "no folder \"%s\" in project \"%s\"",
                path, ctx->who.project);
        return;
    }

    pt_reply_empty(ctx, 204);
}
