/*
 * GET /api/openapi.json: the OpenAPI 3.1 document of this API
 * (docs/openapi.json, compiled into libpictor by docs/openapi-embed.sh),
 * public and cacheable, its servers set to this service's base URL.  Pure
 * work on the event loop: the document is parsed once, and the answer for
 * a base URL is kept until another base URL asks.  Anyone may read it,
 * from any origin.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "core/crypto.h"

/* how long a client or a cache may keep the document: an upgrade of the
 * service changes it, and its ETag with it */
#define PT_OPENAPI_MAX_AGE  "public, max-age=3600"


extern const char    pt_openapi_text[];
extern const size_t  pt_openapi_len;


static pthread_mutex_t  pt_openapi_lock = PTHREAD_MUTEX_INITIALIZER;
static json_t          *pt_openapi_doc;
static char            *pt_openapi_base;
static char            *pt_openapi_body;
static char             pt_openapi_etag[48];


/* The answer for base, kept in the statics; PT_OK, or PT_ERROR on no
 * memory or a document that is not JSON (a broken build). */
static int
pt_openapi_render(const char *base)
{
    char          hash[65];
    char         *body, *copy;
    json_t       *servers;
    json_error_t  err;

    if (pt_openapi_body != NULL && strcmp(pt_openapi_base, base) == 0) {
        return PT_OK;
    }

    if (pt_openapi_doc == NULL) {
        pt_openapi_doc = json_loadb(pt_openapi_text, pt_openapi_len, 0,
                                    &err);
        if (pt_openapi_doc == NULL) {
            pt_log(PT_LOG_ALERT, "the embedded OpenAPI document: %s, line"
                   " %d", err.text, err.line);
            return PT_ERROR;
        }
    }

    servers = json_pack("[{s:s, s:s}]", "url", base, "description",
                        "this service (pictor_base_url)");
    if (servers == NULL
        || json_object_set_new(pt_openapi_doc, "servers", servers) != 0)
    {
        return PT_ERROR;
    }

    body = json_dumps(pt_openapi_doc, JSON_COMPACT | JSON_ENSURE_ASCII);
    copy = pt_strdup(base);

    if (body == NULL || copy == NULL) {
        free(body);
        free(copy);
        return PT_ERROR;
    }

    free(pt_openapi_body);
    free(pt_openapi_base);
    pt_openapi_body = body;
    pt_openapi_base = copy;

    pt_sha256_hex(body, strlen(body), hash);
    pt_snprintf(pt_openapi_etag, sizeof(pt_openapi_etag), "\"%.32s\"",
                hash);

    return PT_OK;
}


void
pt_api_openapi(pt_ctx *ctx)
{
    int       rc;
    char     *body;
    pt_resp  *resp = ctx->resp;

    body = NULL;

    pthread_mutex_lock(&pt_openapi_lock);

    rc = pt_openapi_render(ctx->req->base_url ? ctx->req->base_url : "");
    if (rc == PT_OK) {
        body = pt_strdup(pt_openapi_body);
        memcpy(resp->etag, pt_openapi_etag, sizeof(resp->etag));
    }

    pthread_mutex_unlock(&pt_openapi_lock);

    if (body == NULL) {
        resp->etag[0] = '\0';
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return;
    }

    pt_resp_add_header(resp, "Cache-Control", pt_strdup(PT_OPENAPI_MAX_AGE));
    /* public and without credentials: a viewer on another origin (an
     * online editor given this URL) may read it */
    pt_resp_add_header(resp, "Access-Control-Allow-Origin", pt_strdup("*"));

    free(resp->body);
    resp->status = 200;
    resp->content_type = "application/json";
    resp->body = body;
    resp->body_len = strlen(body);
}
