/*
 * A signed webhook (docs/CDN.md, "Targets"): POST the URL with a JSON
 * body naming the tags and the events they come from,
 *
 *   {"type": "purge", "tags": [...],
 *    "events": [{"id": "123", "tag": "...", "createdAt": "..."}],
 *    "sentAt": "2026-12-02T14:05:00.123Z"}
 *
 * and X-Pictor-Signature: sha256= the lowercase hex HMAC-SHA256 of the
 * body's bytes with the secret.  The time is inside the body, so the
 * signature covers it and a receiver may refuse an old request replayed;
 * ids are strings, as a JavaScript receiver would round a BIGINT.  Any
 * 2xx is done.
 */

#include "core/crypto.h"
#include "cdn/cdn_int.h"


static json_t *
pt_cdn_webhook_event(const pt_cdn_event *ev)
{
    char     id[24];
    json_t  *o;

    pt_snprintf(id, sizeof(id), "%llu", ev->id);

    o = json_object();

    /* a created_at left empty (a probe's) is none */
    if (o == NULL
        || json_object_set_new(o, "id", json_string(id)) != 0
        || json_object_set_new(o, "tag", json_string(ev->tag)) != 0
        || json_object_set_new(o, "createdAt",
                               ev->created_at && ev->created_at[0]
                               ? json_string(ev->created_at)
                               : json_null())
           != 0)
    {
        json_decref(o);
        return NULL;
    }

    return o;
}


static json_t *
pt_cdn_webhook_body(const pt_cdn_batch *b)
{
    json_t    *body, *events;
    unsigned   i;

    body = json_object();
    events = json_array();

    if (body == NULL || events == NULL
        || json_object_set_new(body, "type", json_string("purge")) != 0
        || json_object_set_new(body, "tags", pt_cdn_tags_json(b)) != 0)
    {
        json_decref(events);
        json_decref(body);
        return NULL;
    }

    for (i = 0; i < b->nevents; i++) {
        if (json_array_append_new(events, pt_cdn_webhook_event(b->event[i]))
            != 0)
        {
            json_decref(events);
            json_decref(body);
            return NULL;
        }
    }

    if (json_object_set_new(body, "events", events) != 0
        || json_object_set_new(body, "sentAt", json_string(b->sent_at))
           != 0)
    {
        json_decref(body);
        return NULL;
    }

    return body;
}


static int
pt_cdn_webhook_build(const pt_cdn_target *t, const pt_cdn_batch *b,
    pt_cdn_req *rq)
{
    char  mac[65], sig[sizeof("sha256=") + 64];

    pt_cdn_req_init(rq, "POST");
    pt_snprintf(rq->url, sizeof(rq->url), "%s", t->url);

    if (pt_cdn_req_json(rq, pt_cdn_webhook_body(b)) != PT_OK) {
        return PT_ERROR;
    }

    /* the bytes sent, exactly: the receiver hashes what it reads */
    pt_hmac_sha256_hex(t->secret, t->secret_len, rq->body, rq->body_len,
                       mac);
    pt_snprintf(sig, sizeof(sig), "sha256=%s", mac);

    if (pt_cdn_req_header(rq, "Content-Type", "application/json") != PT_OK
        || pt_cdn_req_header(rq, "X-Pictor-Signature", sig) != PT_OK)
    {
        return PT_ERROR;
    }

    return PT_OK;
}


static int
pt_cdn_webhook_answer(const pt_cdn_target *t, const pt_http_resp *rs,
    char *err, size_t errlen)
{
    return pt_cdn_answer_2xx(&pt_cdn_webhook, t, rs, err, errlen);
}


const pt_cdn_provider  pt_cdn_webhook = {
    "webhook", pt_cdn_webhook_build, pt_cdn_webhook_answer
};
