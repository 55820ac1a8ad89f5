/*
 * POST /api/{p}/migrations/bucket-import (docs/API.md "Migrations",
 * owner's session only): indexes the images put straight into the
 * project's customer bucket (daemon/job_bucket_import.c).  Optional body
 * {prefixFilter}: only keys under "{project}/{prefixFilter}".  202
 * {jobId}; 409 while an import runs or when the project has no customer
 * bucket (its originals are in the managed store: nothing to import).
 */

#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/storage_config.h"


#define PT_IMPORT_FILTER_MAX  512


/* 409 unless the project's current storage is a customer bucket */
static int
pt_import_check(pt_ctx *ctx)
{
    int              rc, managed;
    pt_storage_conf  cur;

    rc = pt_storage_conf_load(ctx->db, NULL, ctx->who.project_id,
                              PT_SCONF_CURRENT, &cur);
    managed = cur.cfg.provider == PT_PROVIDER_MANAGED;
    pt_storage_conf_free(&cur);

    if (rc != PT_SCONF_OK && rc != PT_SCONF_NONE) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (rc == PT_SCONF_NONE || managed) {
        pt_fail(ctx, PT_E_STATE, "project \"%s\" has no customer bucket"
                " to import from: configure one first (PUT /api/%s/storage)",
                ctx->who.project, ctx->who.project);
        return PT_ERROR;
    }

    return PT_OK;
}


/* a filter is a key's beginning: printable, relative, no ".." segment */
static int
pt_import_filter_ok(const char *s)
{
    const char  *p;

    if (s[0] == '/' || strstr(s, "//") != NULL || strcmp(s, "..") == 0
        || strncmp(s, "../", 3) == 0 || strstr(s, "/../") != NULL)
    {
        return 0;
    }

    for (p = s; *p; p++) {
        if ((unsigned char) *p < 0x20 || *p == 0x7f || *p == '\\') {
            return 0;
        }
    }

    return 1;
}


void
pt_api_migration_import(pt_ctx *ctx)
{
    int                       bad;
    json_t                   *body;
    const char               *filter;
    static const char *const  fields[] = { "prefixFilter", NULL };

    body = NULL;
    filter = NULL;

    if (ctx->req->body != NULL && ctx->req->body_len > 0) {
        body = pt_body_object(ctx);
        if (body == NULL) {
            return;
        }

        bad = 0;
        filter = pt_field_str(ctx, body, "prefixFilter", 0,
                              PT_IMPORT_FILTER_MAX, &bad);

        if (bad || pt_fields_only(ctx, body, fields) != PT_OK) {
            json_decref(body);
            return;
        }

        if (filter != NULL && !pt_import_filter_ok(filter)) {
            pt_fail(ctx, PT_E_INVALID, "prefixFilter must be the start"
                    " of a key under \"%s/\": no leading \"/\", \"//\","
                    " \"..\" segment, backslash or control character",
                    ctx->who.project);
            json_decref(body);
            return;
        }

        if (filter != NULL && filter[0] == '\0') {
            filter = NULL;
        }
    }

    (void) pt_migration_start(ctx, PT_MIGR_IMPORT, filter, pt_import_check);

    json_decref(body);
}
