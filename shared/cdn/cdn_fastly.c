/*
 * Fastly's purge by surrogate keys, in bulk (docs/CDN.md, "Targets"):
 * POST {endpoint}/service/{id}/purge with the API token in Fastly-Key
 * and {"surrogate_keys": [...]}, up to 256 keys.  A hard purge: without
 * Fastly-Soft-Purge the objects go, rather than turn stale and still be
 * served to a client that may revalidate, which a deleted image must not
 * be.  Any 2xx is done; Fastly answers the purge ids by key, unread.
 */

#include <string.h>

#include "cdn/cdn_int.h"


static int
pt_cdn_fastly_build(const pt_cdn_target *t, const pt_cdn_batch *b,
    pt_cdn_req *rq)
{
    json_t  *body;

    pt_cdn_req_init(rq, "POST");
    pt_snprintf(rq->url, sizeof(rq->url), "%s/service/%s/purge", t->url,
                t->id);

    /* the array is the object's, or freed, whatever fails */
    body = json_object();

    if (json_object_set_new(body, "surrogate_keys", pt_cdn_tags_json(b))
        != 0)
    {
        json_decref(body);
        return PT_ERROR;
    }

    if (pt_cdn_req_header(rq, "Fastly-Key", t->secret) != PT_OK
        || pt_cdn_req_header(rq, "Accept", "application/json") != PT_OK
        || pt_cdn_req_header(rq, "Content-Type", "application/json")
           != PT_OK)
    {
        json_decref(body);
        return PT_ERROR;
    }

    return pt_cdn_req_json(rq, body);
}


/* Fastly's error answer: {"msg": "...", "detail": "..."}, or a page */
static int
pt_cdn_fastly_answer(const pt_cdn_target *t, const pt_http_resp *rs,
    char *err, size_t errlen)
{
    char         q[PT_CDN_QUOTE_MAX + 1], d[PT_CDN_QUOTE_MAX + 1];
    char         text[2 * PT_CDN_QUOTE_MAX + 3];
    json_t      *o;
    const char  *msg, *detail;

    if (pt_cdn_status_ok(rs)) {
        return PT_OK;
    }

    o = rs->body ? json_loads((char *) rs->body, 0, NULL) : NULL;
    msg = json_string_value(json_object_get(o, "msg"));
    detail = json_string_value(json_object_get(o, "detail"));

    if (msg != NULL) {
        pt_cdn_quote(t, msg, strlen(msg), q, sizeof(q));
        pt_cdn_quote(t, detail, detail ? strlen(detail) : 0, d, sizeof(d));
        pt_snprintf(text, sizeof(text), "%s%s%s", q, d[0] ? ": " : "", d);

    } else {
        pt_cdn_quote(t, (char *) rs->body, rs->body_len, text,
                     sizeof(text));
    }

    json_decref(o);

    return pt_cdn_refused(&pt_cdn_fastly, rs, text, err, errlen);
}


const pt_cdn_provider  pt_cdn_fastly = {
    "fastly", pt_cdn_fastly_build, pt_cdn_fastly_answer
};
