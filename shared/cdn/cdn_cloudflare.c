/*
 * Cloudflare's purge by cache tags (docs/CDN.md, "Targets"): POST
 * {endpoint}/zones/{id}/purge_cache with an API token as a bearer and
 * {"tags": [...]}, up to 100 a request.  Cloudflare's answers are all
 * one envelope, {"success": bool, "errors": [{"code", "message"}],
 * "messages": [], "result": ...}: done is a 2xx whose success is true,
 * as a 200 may still say false; a refusal quotes the first error.
 */

#include <stdlib.h>
#include <string.h>

#include "cdn/cdn_int.h"


static int
pt_cdn_cloudflare_build(const pt_cdn_target *t, const pt_cdn_batch *b,
    pt_cdn_req *rq)
{
    int      rc;
    char    *bearer;
    json_t  *body;
    size_t   len;

    pt_cdn_req_init(rq, "POST");
    pt_snprintf(rq->url, sizeof(rq->url), "%s/zones/%s/purge_cache",
                t->url, t->id);

    /* the array is the object's, or freed, whatever fails */
    body = json_object();

    if (json_object_set_new(body, "tags", pt_cdn_tags_json(b)) != 0) {
        json_decref(body);
        return PT_ERROR;
    }

    len = sizeof("Bearer ") + t->secret_len;
    bearer = malloc(len);
    if (bearer == NULL) {
        json_decref(body);
        return PT_ERROR;
    }

    pt_snprintf(bearer, len, "Bearer %s", t->secret);

    rc = pt_cdn_req_header(rq, "Authorization", bearer);

    explicit_bzero(bearer, len);
    free(bearer);

    if (rc != PT_OK
        || pt_cdn_req_header(rq, "Content-Type", "application/json")
           != PT_OK)
    {
        json_decref(body);
        return PT_ERROR;
    }

    return pt_cdn_req_json(rq, body);
}


/*
 * The words of a refusal: errors[0] as "message (code)" (the message
 * left out if it quotes the token), or the envelope without success, or
 * the body of an answer that is no envelope (a proxy's page).
 */
static void
pt_cdn_cloudflare_error(const pt_cdn_target *t, const pt_http_resp *rs,
    json_t *o, char *out, size_t size)
{
    char         q[PT_CDN_QUOTE_MAX + 1];
    json_t      *e, *code;
    const char  *msg;

    e = json_array_get(json_object_get(o, "errors"), 0);

    if (e == NULL) {
        if (o != NULL) {
            pt_snprintf(out, size, "without \"success\": true");

        } else {
            pt_cdn_quote(t, (char *) rs->body, rs->body_len, out, size);
        }

        return;
    }

    msg = json_string_value(json_object_get(e, "message"));
    code = json_object_get(e, "code");

    pt_cdn_quote(t, msg, msg ? strlen(msg) : 0, q, sizeof(q));

    if (json_is_integer(code)) {
        pt_snprintf(out, size, "%s%s(%lld)", q, q[0] ? " " : "",
                    (long long) json_integer_value(code));

    } else {
        pt_snprintf(out, size, "%s", q);
    }
}


static int
pt_cdn_cloudflare_answer(const pt_cdn_target *t, const pt_http_resp *rs,
    char *err, size_t errlen)
{
    char     what[PT_CDN_QUOTE_MAX + 32];
    json_t  *o;

    o = rs->body ? json_loads((char *) rs->body, 0, NULL) : NULL;

    if (pt_cdn_status_ok(rs) && json_is_true(json_object_get(o, "success")))
    {
        json_decref(o);
        return PT_OK;
    }

    pt_cdn_cloudflare_error(t, rs, o, what, sizeof(what));

    json_decref(o);

    return pt_cdn_refused(&pt_cdn_cloudflare, rs, what, err, errlen);
}


const pt_cdn_provider  pt_cdn_cloudflare = {
    "cloudflare", pt_cdn_cloudflare_build, pt_cdn_cloudflare_answer
};
