/*
 * One purge at one target (cdn.h): the batch's tags each once, the
 * provider's request built (one file each), sent by store's HTTP client
 * and its answer read.  Here too the helpers the providers share: the
 * request's headers and JSON body, and quoting an answer in err without
 * ever quoting the target's secret.
 *
 * A purge is idempotent, so the request is too (rq.idempotent): the
 * client retries it on transport errors, 5xx and 429 within net's
 * retries; what still fails is the sender's to try again later.
 */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cdn/cdn_int.h"


/* an answer's body is read up to this: Fastly's names each key purged */
#define PT_CDN_ANSWER_MAX  (256 * 1024)


const pt_cdn_provider *
pt_cdn_provider_of(pt_cdn_kind kind)
{
    switch (kind) {
    case PT_CDN_XKEY:
        return &pt_cdn_xkey;
    case PT_CDN_FASTLY:
        return &pt_cdn_fastly;
    case PT_CDN_CLOUDFLARE:
        return &pt_cdn_cloudflare;
    case PT_CDN_WEBHOOK:
        return &pt_cdn_webhook;
    }

    return NULL;
}


/* ---- the batch -------------------------------------------------------- */


int
pt_cdn_tag_sendable(const char *tag)
{
    size_t  n;

    if (tag == NULL || tag[0] == '\0') {
        return 0;
    }

    /* a space or a comma separates tags in xkey's header and in
     * Cloudflare's, a control character would end the header line */
    for (n = 0; tag[n]; n++) {
        if ((unsigned char) tag[n] <= 0x20 || (unsigned char) tag[n] >= 0x7f
            || tag[n] == ',' || n == PT_CDN_TAG_MAX)
        {
            return 0;
        }
    }

    return 1;
}


static int
pt_cdn_batch_has(const pt_cdn_batch *b, const char *tag)
{
    unsigned  i;

    /* at most 256 tags a batch: a plain scan costs less than a sort */
    for (i = 0; i < b->ntags; i++) {
        if (strcmp(b->tag[i], tag) == 0) {
            return 1;
        }
    }

    return 0;
}


int
pt_cdn_batch_make(pt_cdn_batch *b, const pt_cdn_event *events, unsigned n,
    unsigned max, char *err, size_t errlen)
{
    unsigned  i;

    b->nevents = 0;
    b->ntags = 0;

    if (n > PT_CDN_BATCH_MAX) {
        pt_snprintf(err, errlen, "%u events, more than %d a request", n,
                    PT_CDN_BATCH_MAX);
        return PT_ERROR;
    }

    for (i = 0; i < n; i++) {
        /*
         * The grammar's tags never fail this: a row that does was not
         * written by the API.  Failing the batch would stop the target
         * for good on it, so it goes, said once in the log.
         */
        if (!pt_cdn_tag_sendable(events[i].tag)) {
            pt_log(PT_LOG_WARN, "cdn: outbox event %llu has no tag that "
                   "can be sent; skipped", events[i].id);
            continue;
        }

        b->event[b->nevents++] = &events[i];

        if (pt_cdn_batch_has(b, events[i].tag)) {
            continue;
        }

        if (b->ntags == max) {
            pt_snprintf(err, errlen, "more than %u tags a request", max);
            return PT_ERROR;
        }

        b->tag[b->ntags++] = events[i].tag;
    }

    return PT_OK;
}


/* now as "2026-12-02T14:05:00.123Z" */
static void
pt_cdn_now(char *out, size_t size)
{
    char             day[24];
    struct tm        tm;
    struct timespec  ts;

    clock_gettime(CLOCK_REALTIME, &ts);
    gmtime_r(&ts.tv_sec, &tm);
    strftime(day, sizeof(day), "%Y-%m-%dT%H:%M:%S", &tm);
    pt_snprintf(out, size, "%s.%03ldZ", day, ts.tv_nsec / 1000000);
}


/* ---- requests --------------------------------------------------------- */


void
pt_cdn_req_init(pt_cdn_req *rq, const char *method)
{
    memset(rq, 0, sizeof(*rq));
    rq->method = method;
}


int
pt_cdn_req_header(pt_cdn_req *rq, const char *name, const char *value)
{
    char               *line;
    size_t              len;
    struct curl_slist  *l;

    len = strlen(name) + 2 + strlen(value) + 1;
    line = malloc(len);
    if (line == NULL) {
        return PT_ERROR;
    }

    pt_snprintf(line, len, "%s: %s", name, value);

    l = curl_slist_append(rq->headers, line);

    /* curl keeps a copy; this one may be a token's */
    explicit_bzero(line, len);
    free(line);

    if (l == NULL) {
        return PT_ERROR;
    }

    rq->headers = l;

    return PT_OK;
}


int
pt_cdn_req_json(pt_cdn_req *rq, json_t *body)
{
    if (body == NULL) {
        return PT_ERROR;
    }

    rq->body = json_dumps(body, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(body);

    if (rq->body == NULL) {
        return PT_ERROR;
    }

    rq->body_len = strlen(rq->body);

    return PT_OK;
}


void
pt_cdn_req_free(pt_cdn_req *rq)
{
    struct curl_slist  *l;

    for (l = rq->headers; l; l = l->next) {
        explicit_bzero(l->data, strlen(l->data));
    }

    curl_slist_free_all(rq->headers);
    rq->headers = NULL;

    free(rq->body);
    rq->body = NULL;
    rq->body_len = 0;
}


json_t *
pt_cdn_tags_json(const pt_cdn_batch *b)
{
    json_t    *a;
    unsigned   i;

    a = json_array();

    for (i = 0; a != NULL && i < b->ntags; i++) {
        if (json_array_append_new(a, json_string(b->tag[i])) != 0) {
            json_decref(a);
            return NULL;
        }
    }

    return a;
}


/* ---- answers ---------------------------------------------------------- */


int
pt_cdn_status_ok(const pt_http_resp *rs)
{
    return rs->status >= 200 && rs->status <= 299;
}


void
pt_cdn_quote(const pt_cdn_target *t, const char *text, size_t len,
    char *out, size_t size)
{
    size_t  n;

    out[0] = '\0';

    if (text == NULL || size == 0
        || (t->secret_len > 0
            && memmem(text, len, t->secret, t->secret_len) != NULL))
    {
        return;
    }

    n = len < PT_CDN_QUOTE_MAX ? len : PT_CDN_QUOTE_MAX;
    n = n < size - 1 ? n : size - 1;

    /* a NUL in the answer ends the quote as it would the line */
    memcpy(out, text, n);
    out[n] = '\0';
    pt_http_log_text(out);

    /* an HTML page's or a JSON body's trailing newline */
    n = strlen(out);
    while (n > 0 && out[n - 1] == ' ') {
        out[--n] = '\0';
    }
}


int
pt_cdn_refused(const pt_cdn_provider *p, const pt_http_resp *rs,
    const char *what, char *err, size_t errlen)
{
    pt_snprintf(err, errlen, "%s: %ld%s%s", p->name, rs->status,
                what[0] ? " " : "", what);

    return PT_ERROR;
}


int
pt_cdn_answer_2xx(const pt_cdn_provider *p, const pt_cdn_target *t,
    const pt_http_resp *rs, char *err, size_t errlen)
{
    char  q[PT_CDN_QUOTE_MAX + 1];

    if (pt_cdn_status_ok(rs)) {
        return PT_OK;
    }

    pt_cdn_quote(t, (char *) rs->body, rs->body_len, q, sizeof(q));

    return pt_cdn_refused(p, rs, q, err, errlen);
}


/* ---- the send --------------------------------------------------------- */


static int
pt_cdn_request(const pt_cdn_provider *p, const pt_cdn_target *t,
    const pt_cdn_req *rq, const pt_store_net *net, char *err,
    size_t errlen)
{
    int            rc;
    pt_http_req    hr;
    pt_http_resp   rs;

    pt_http_req_init(&hr, rq->method, rq->url);
    hr.headers = rq->headers;
    hr.body = rq->body;
    hr.body_len = rq->body_len;
    hr.max_body = PT_CDN_ANSWER_MAX;
    hr.idempotent = 1;

    if (pt_http_do(&hr, &rs, net) != PT_OK) {
        /* curl's words name the host, never a header */
        if (rs.tries > 1) {
            pt_snprintf(err, errlen, "%s: %s (%d tries)", p->name, rs.error,
                        rs.tries);
        } else {
            pt_snprintf(err, errlen, "%s: %s", p->name, rs.error);
        }

        pt_http_resp_free(&rs);
        return PT_ERROR;
    }

    rc = p->answer(t, &rs, err, errlen);

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_cdn_send(const pt_cdn_target *t, const pt_cdn_event *events, unsigned n,
    const pt_store_net *net, char *err, size_t errlen)
{
    int                     rc;
    char                    why[80];
    pt_cdn_req              rq;
    pt_cdn_batch            b;
    const pt_cdn_provider  *p;

    p = pt_cdn_provider_of(t->kind);
    if (p == NULL) {
        pt_snprintf(err, errlen, "cdn: no target of kind %d", (int) t->kind);
        return PT_ERROR;
    }

    if (pt_cdn_batch_make(&b, events, n, t->max_tags, why, sizeof(why))
        != PT_OK)
    {
        pt_snprintf(err, errlen, "%s: %s", p->name, why);
        return PT_ERROR;
    }

    /* nothing left to purge is a purge done */
    if (b.ntags == 0) {
        return PT_OK;
    }

    pt_cdn_now(b.sent_at, sizeof(b.sent_at));

    if (p->build(t, &b, &rq) != PT_OK) {
        pt_cdn_req_free(&rq);
        pt_snprintf(err, errlen, "%s: out of memory", p->name);
        return PT_ERROR;
    }

    rc = pt_cdn_request(p, t, &rq, net, err, errlen);

    pt_cdn_req_free(&rq);

    return rc;
}
