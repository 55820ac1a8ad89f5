/*
 * Inside the purge senders, for shared/cdn/ and t/unit/test_cdn.c only:
 * a batch made ready to send (cdn_send.c), the one request a provider
 * builds of it, and each provider's row (cdn_xkey.c, cdn_fastly.c,
 * cdn_cloudflare.c, cdn_webhook.c).  A builder is pure, no network and
 * no clock, so the unit test checks every provider's request as it goes
 * out; pt_cdn_send() alone runs it.
 */

#ifndef PT_CDN_INT_H
#define PT_CDN_INT_H

#include <jansson.h>

#include "cdn/cdn.h"
#include "store/store_http.h"


/*
 * Tags per request, each provider's limit (docs/CDN.md, "Targets"):
 * Fastly's bulk purge takes 256 surrogate keys; Cloudflare's purge by
 * tags 100 operations a request, on every plan; Varnish refuses a
 * request header line over http_req_hdr_len, 8 KB by default, and 32
 * tags of PT_CDN_TAG_MAX stay under it (about 4 KB with the grammar's
 * longest, 130 characters); a webhook, as Cloudflare.
 */
#define PT_CDN_XKEY_TAGS        32
#define PT_CDN_FASTLY_TAGS      256
#define PT_CDN_CLOUDFLARE_TAGS  100
#define PT_CDN_WEBHOOK_TAGS     100

/* events of one pt_cdn_send() at most: the largest limit */
#define PT_CDN_BATCH_MAX        PT_CDN_FASTLY_TAGS

/* what a provider's answer is quoted with, at most, in err */
#define PT_CDN_QUOTE_MAX        120


/* the events of one send that can be sent, and their tags each once */
typedef struct {
    const pt_cdn_event  *event[PT_CDN_BATCH_MAX];
    unsigned             nevents;
    const char          *tag[PT_CDN_BATCH_MAX];
    unsigned             ntags;
    char                 sent_at[32];    /* "2026-12-02T14:05:00.123Z" */
} pt_cdn_batch;

/* one request as a builder writes it; freed by pt_cdn_req_free() */
typedef struct {
    const char          *method;
    char                 url[1280];      /* an endpoint and a path */
    struct curl_slist   *headers;        /* may hold the token */
    char                *body;           /* malloc'ed; NULL: none */
    size_t               body_len;
} pt_cdn_req;

typedef struct {
    const char  *name;       /* "fastly": what err starts with */

    /* b's request to t into rq: PT_OK, or PT_ERROR (no memory) with rq
     * left for pt_cdn_req_free() */
    int        (*build)(const pt_cdn_target *t, const pt_cdn_batch *b,
                        pt_cdn_req *rq);

    /* PT_OK when the answer says the purge was done, else PT_ERROR with
     * err set ("fastly: 403 ...") */
    int        (*answer)(const pt_cdn_target *t, const pt_http_resp *rs,
                         char *err, size_t errlen);
} pt_cdn_provider;


extern const pt_cdn_provider  pt_cdn_xkey;
extern const pt_cdn_provider  pt_cdn_fastly;
extern const pt_cdn_provider  pt_cdn_cloudflare;
extern const pt_cdn_provider  pt_cdn_webhook;


/* the provider of kind, NULL for none */
const pt_cdn_provider *pt_cdn_provider_of(pt_cdn_kind kind);

/*
 * events[0..n) into b, for a target taking max tags a request: each tag
 * once, in order; a tag outside the grammar's characters (printable
 * ASCII, no ',', at most PT_CDN_TAG_MAX) is left out and logged, as it
 * would make a malformed request.  b->sent_at is the caller's.  PT_ERROR
 * with err set when more than max tags or PT_CDN_BATCH_MAX events remain.
 */
int pt_cdn_batch_make(pt_cdn_batch *b, const pt_cdn_event *events,
    unsigned n, unsigned max, char *err, size_t errlen);

/* 1 when tag may go into a request */
int pt_cdn_tag_sendable(const char *tag);

void pt_cdn_req_init(pt_cdn_req *rq, const char *method);
/* "name: value" appended; PT_OK or PT_ERROR (no memory) */
int pt_cdn_req_header(pt_cdn_req *rq, const char *name, const char *value);
/* body, taken (decref'ed here), as rq's compact JSON body */
int pt_cdn_req_json(pt_cdn_req *rq, json_t *body);
/* the headers wiped first: one may hold the token */
void pt_cdn_req_free(pt_cdn_req *rq);

/* b's tags as a new JSON array of strings; NULL on no memory */
json_t *pt_cdn_tags_json(const pt_cdn_batch *b);

/* 1 for a 2xx answer */
int pt_cdn_status_ok(const pt_http_resp *rs);

/*
 * A provider's words (a message, a body) for err, into out: one line, at
 * most PT_CDN_QUOTE_MAX characters; "" when they hold t's secret, which
 * an answer may echo and err must never carry.
 */
void pt_cdn_quote(const pt_cdn_target *t, const char *text, size_t len,
    char *out, size_t size);

/* "{name}: {status} {what}" into err; PT_ERROR */
int pt_cdn_refused(const pt_cdn_provider *p, const pt_http_resp *rs,
    const char *what, char *err, size_t errlen);

/* the answer of xkey and webhook: a 2xx, or refused with the body quoted */
int pt_cdn_answer_2xx(const pt_cdn_provider *p, const pt_cdn_target *t,
    const pt_http_resp *rs, char *err, size_t errlen);

#endif /* PT_CDN_INT_H */
