/*
 * Running a route in a pool thread: the database connection, the credential
 * check every route declares (api_credentials.c), and the helpers handlers
 * use to answer; the /problems/{slug} pages, which need no database.
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <time.h>

#include <jansson.h>

#include "api/api.h"
#include "cdn/cdn.h"
#include "records/storage.h"
#include "transform/gen.h"

/* runs of a handler that lost a transaction conflict, and the longest
 * pause before the last run (ms) */
#define PT_API_TRIES    10
#define PT_API_BACKOFF 128


/* The context a route runs in, with its database connection (or a 503). */
static int
pt_api_ctx(pt_ctx *ctx, const pt_route *route, pt_req *req, pt_resp *resp)
{
    memset(ctx, 0, sizeof(*ctx));
    ctx->req = req;
    ctx->resp = resp;
    ctx->route = route;

    if (route->flags & PT_ROUTE_NO_DB) {
        return PT_OK;
    }

    ctx->db = req->conf->db ? pt_db_thread(req->conf->db) : NULL;

    if (ctx->db == NULL) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_api_auth(const pt_route *route, pt_req *req, pt_resp *resp,
    pt_principal *who)
{
    pt_ctx  ctx;

    if (pt_api_ctx(&ctx, route, req, resp) != PT_OK
        || pt_api_check(&ctx) != PT_OK)
    {
        return PT_ERROR;
    }

    *who = ctx.who;

    return PT_OK;
}


/*
 * A pause of up to 2^try ms (PT_API_BACKOFF at most), its length drawn
 * from the clock: clients that collided do not all come back together
 * and collide again.  In a pool thread, never on an event loop.
 */
static void
pt_api_backoff(int try)
{
    long             cap;
    struct timespec  now, ts;

    cap = 1L << (try < 7 ? try : 7);
    cap = cap < PT_API_BACKOFF ? cap : PT_API_BACKOFF;

    (void) clock_gettime(CLOCK_MONOTONIC, &now);

    ts.tv_sec = 0;
    ts.tv_nsec = (now.tv_nsec / 1000 % (cap * 1000)) * 1000;
    (void) nanosleep(&ts, NULL);
}


/*
 * The route's handler; run again (PT_API_TRIES runs at most, after a
 * growing random pause) when it failed on a deadlock or a Galera
 * certification conflict, which rolled its transaction back: a client
 * never sees a 500 for a race it did not lose, even when several clients
 * on several nodes change the same row at once.  Not for file bodies: an
 * upload may have consumed its temp file.
 */
static void
pt_api_handle(pt_ctx *ctx)
{
    int  try;

    for (try = 1; /* void */ ; try++) {
        ctx->conflict = 0;
        ctx->route->handler(ctx);

        if (!ctx->conflict || (ctx->route->flags & PT_ROUTE_BODY_FILE)) {
            return;
        }

        if (try == PT_API_TRIES) {
            pt_log(PT_LOG_WARN, "%s: a transaction conflict on each of %d"
                   " runs, given up", ctx->route->pattern, try);
            return;
        }

        pt_log(PT_LOG_INFO, "%s: a transaction conflict, run again",
               ctx->route->pattern);
        pt_resp_free(ctx->resp);
        pt_resp_init(ctx->resp);
        pt_api_backoff(try);
    }
}


void
pt_api_run(const pt_route *route, pt_req *req, pt_resp *resp)
{
    pt_ctx  ctx;

    if (pt_api_ctx(&ctx, route, req, resp) != PT_OK) {
        return;
    }

    if (req->who) {
        ctx.who = *req->who;

    } else if (pt_api_check(&ctx) != PT_OK) {
        return;
    }

    pt_api_handle(&ctx);

    if (resp->status == 0) {
        pt_log(PT_LOG_ALERT, "route %s answered nothing", route->pattern);
        pt_fail(&ctx, PT_E_FAULT, NULL);
    }
}


/* GET /problems/{slug}: what an error type means, in plain text. */
void
pt_api_problem_page(pt_ctx *ctx)
{
    char        text[1024];
    const char *slug;
    pt_cause    kind;
    pt_resp    *resp = ctx->resp;

    slug = ctx->req->captures[0];
    kind = pt_problem_from_slug(slug, strlen(slug));

    if (kind == PT_E_LAST) {
        pt_fail(ctx, PT_E_NO_SUCH, "no such problem type");
        return;
    }

    pt_snprintf(text, sizeof(text), "%s (%d)\n\n%s\n",
                pt_problem_title(kind), pt_problem_status(kind),
                pt_problem_explanation(kind));

    resp->body = pt_strdup(text);
    if (resp->body == NULL) {
        pt_fail(ctx, PT_E_FAULT, NULL);
        return;
    }

    resp->status = 200;
    resp->content_type = "text/plain; charset=utf-8";
    resp->body_len = strlen(text);
}


/* --- answering --- */

void
pt_resp_problem(pt_resp *resp, pt_cause kind, const char *base_url,
    const char *instance, const char *detail)
{
    free(resp->body);

    resp->status = pt_problem_status(kind);
    resp->retry_after = pt_problem_retry_after(kind);
    resp->content_type = "application/problem+json";
    resp->body = pt_problem_json(kind, base_url, detail, instance,
                                 &resp->body_len);

    if (resp->body == NULL) {
        resp->body_len = 0;
    }
}


static void
pt_failv(pt_ctx *ctx, pt_cause kind, const char *fmt, va_list ap)
{
    char  detail[1024], instance[1024];

    if (fmt) {
        vsnprintf(detail, sizeof(detail), fmt, ap);
    }

    pt_snprintf(instance, sizeof(instance), "%.*s",
                (int) ctx->req->path_len, ctx->req->path);

    pt_resp_problem(ctx->resp, kind, ctx->req->base_url, instance,
                    fmt ? detail : NULL);
}


void
pt_fail(pt_ctx *ctx, pt_cause kind, const char *fmt, ...)
{
    va_list  ap;

    va_start(ap, fmt);
    pt_failv(ctx, kind, fmt, ap);
    va_end(ap);
}


pt_cause
pt_db_problem(pt_db *db, int taken, const char **detail)
{
    pt_db_err  err;

    err = db ? pt_db_error(db) : PT_DB_E_UNAVAILABLE;

    if (err == PT_DB_E_UNAVAILABLE) {
        *detail = "the database is unreachable";
        return PT_E_DB_DOWN;
    }

    if (err == PT_DB_E_DUPLICATE && taken) {
        *detail = NULL;
        return PT_E_TAKEN;
    }

    /* the database's message went to the log, never to the client */
    *detail = "internal error";
    return PT_E_FAULT;
}


/* A failure on a deadlock or a certification conflict: pt_api_handle
 * runs the handler again. */
static void
pt_note_conflict(pt_ctx *ctx)
{
    if (ctx->db != NULL && pt_db_error(ctx->db) == PT_DB_E_CONFLICT) {
        ctx->conflict = 1;
    }
}


void
pt_fail_db(pt_ctx *ctx)
{
    const char  *detail;
    pt_cause     kind;

    kind = pt_db_problem(ctx->db, 0, &detail);
    pt_fail(ctx, kind, "%s", detail);
    pt_note_conflict(ctx);
}


void
pt_fail_store(pt_ctx *ctx, pt_store *store, int rc, const char *what)
{
    pt_cause     kind;
    const char  *name;

    kind = pt_store_problem(rc);
    name = store->provider ? store->provider : "storage";

    pt_log(kind == PT_E_NO_SUCH ? PT_LOG_ERR : PT_LOG_CRIT, "%s of project"
           " %s: %s", what, ctx->who.project, store->error);

    switch (kind) {
    case PT_E_BUCKET:
        pt_fail(ctx, kind, "the project's %s bucket %s", name,
                rc == PT_STORE_DENIED ? "refused the request"
                                      : "cannot be reached");
        break;
    case PT_E_DISK_FULL:
        pt_fail(ctx, kind, PT_STORE_FULL_DETAIL);
        break;
    case PT_E_NO_SUCH:
        pt_fail(ctx, kind, "%s is missing from the project's store", what);
        break;
    default:
        pt_fail(ctx, PT_E_FAULT, "internal error");
    }
}


void
pt_fail_errno(pt_ctx *ctx, int err)
{
    if (err == ENOSPC || err == EDQUOT) {
        pt_fail(ctx, PT_E_DISK_FULL, PT_STORE_FULL_DETAIL);
        return;
    }

    pt_fail(ctx, PT_E_FAULT, "internal error");
}


void
pt_fail_taken(pt_ctx *ctx, const char *fmt, ...)
{
    va_list      ap;
    const char  *detail;
    pt_cause     kind;

    kind = pt_db_problem(ctx->db, 1, &detail);

    /* a name taken has the caller's detail; pt_db_problem gives none */
    if (kind != PT_E_TAKEN) {
        pt_fail(ctx, kind, "%s", detail);
        pt_note_conflict(ctx);
        return;
    }

    va_start(ap, fmt);
    pt_failv(ctx, kind, fmt, ap);
    va_end(ap);
}


void
pt_reply_json(pt_ctx *ctx, int status, void *json)
{
    json_t   *value = json;
    pt_resp  *resp = ctx->resp;

    if (value == NULL) {
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return;
    }

    free(resp->body);
    /* 15 digits: 40.739625, not 40.739625000000004 */
    resp->body = json_dumps(value, JSON_COMPACT | JSON_ENSURE_ASCII
                                   | JSON_REAL_PRECISION(15));
    json_decref(value);

    if (resp->body == NULL) {
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return;
    }

    resp->status = status;
    resp->content_type = "application/json";
    resp->body_len = strlen(resp->body);
}


void
pt_reply_empty(pt_ctx *ctx, int status)
{
    free(ctx->resp->body);
    ctx->resp->body = NULL;
    ctx->resp->body_len = 0;
    ctx->resp->status = status;
    ctx->resp->content_type = NULL;
}


int
pt_resp_add_header(pt_resp *resp, const char *name, char *value)
{
    if (value == NULL || resp->nheaders == PT_MAX_HEADERS) {
        free(value);
        return PT_ERROR;
    }

    resp->header_name[resp->nheaders] = name;
    resp->header_value[resp->nheaders] = value;
    resp->nheaders++;

    return PT_OK;
}


void
pt_resp_init(pt_resp *resp)
{
    memset(resp, 0, sizeof(*resp));
    resp->file_fd = -1;
}


void
pt_resp_free(pt_resp *resp)
{
    unsigned  i;

    free(resp->body);

    if (resp->file_fd >= 0) {
        close(resp->file_fd);
    }

    for (i = 0; i < resp->nheaders; i++) {
        free(resp->header_value[i]);
    }

    memset(resp, 0, sizeof(*resp));
    resp->file_fd = -1;
}


int
pt_bump(pt_ctx *ctx, char kind, const char *project, const char *name)
{
    /* an image's generation key has its id alone; its tag the project */
    if (kind == 'i') {
        return pt_bump_tagged(ctx, kind, project, NULL, 'i', project);
    }

    return pt_bump_tagged(ctx, kind, project, name, kind, name);
}


int
pt_bump_tagged(pt_ctx *ctx, char kind, const char *project,
    const char *name, char tag_kind, const char *tag_name)
{
    pt_resp             *resp = ctx->resp;
    char                 key[PT_GEN_KEY_MAX + 1], tag[PT_CDN_TAG_MAX + 1];
    const char          *cdn;
    unsigned long long   gen;

    cdn = ctx->req->conf->cdn_outbox ? tag : NULL;

    /* the event is the outbox's row: the CDN hears of exactly what
     * happened, in the same statement */
    if (pt_gen_key(key, sizeof(key), kind, project, name) != PT_OK
        || (cdn != NULL
            && pt_cdn_tag(tag, sizeof(tag), tag_kind, ctx->who.project,
                          tag_name) != PT_OK)
        || pt_gen_bump(ctx->db, key, cdn, &gen) != PT_OK)
    {
        return PT_ERROR;
    }

    /* more than four: the poller applies the rest within a second */
    if (resp->nbumps < 4) {
        pt_snprintf(resp->bump_key[resp->nbumps], sizeof(resp->bump_key[0]),
                    "%s", key);
        resp->bump_gen[resp->nbumps] = gen;
        resp->nbumps++;
    }

    return PT_OK;
}


void *
pt_body_object(pt_ctx *ctx)
{
    json_t        *obj;
    json_error_t   err;

    if (ctx->req->body == NULL || ctx->req->body_len == 0) {
        pt_fail(ctx, PT_E_JSON, "a JSON object body is required");
        return NULL;
    }

    obj = json_loadb(ctx->req->body, ctx->req->body_len,
                     JSON_REJECT_DUPLICATES, &err);
    if (obj == NULL) {
        pt_fail(ctx, PT_E_JSON, "malformed JSON at line %d,"
                " column %d: %s", err.line, err.column, err.text);
        return NULL;
    }

    if (!json_is_object(obj)) {
        json_decref(obj);
        pt_fail(ctx, PT_E_JSON, "the body must be a JSON object");
        return NULL;
    }

    return obj;
}


static int
pt_unhex_digit(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }

    c |= 0x20;

    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}


/* The value between p and end, decoded into buf (size > 0). */
static int
pt_query_decode(const char *p, const char *end, char *buf, size_t size)
{
    size_t  o = 0;
    int     hi, lo;

    for ( /* void */ ; p < end; p++) {
        if (o + 1 >= size) {
            return PT_QUERY_BAD;
        }

        if (*p == '+') {
            buf[o++] = ' ';

        } else if (*p == '%' && end - p > 2
                   && (hi = pt_unhex_digit(p[1])) >= 0
                   && (lo = pt_unhex_digit(p[2])) >= 0)
        {
            buf[o++] = (char) (hi << 4 | lo);
            p += 2;

        } else {
            buf[o++] = *p;
        }
    }

    buf[o] = '\0';

    return memchr(buf, '\0', o) == NULL && pt_utf8_valid(buf, o)
           ? PT_QUERY_OK : PT_QUERY_BAD;
}


int
pt_query_get(const pt_req *req, const char *name, char *buf, size_t size)
{
    int          found = 0, rc = PT_QUERY_ABSENT;
    const char  *p, *end, *amp, *eq;
    size_t       nlen;

    if (req->query == NULL || size == 0) {
        return PT_QUERY_ABSENT;
    }

    nlen = strlen(name);
    end = req->query + req->query_len;

    for (p = req->query; p < end; p = amp + 1) {
        amp = memchr(p, '&', end - p);
        if (amp == NULL) {
            amp = end;
        }

        eq = memchr(p, '=', amp - p);

        if ((size_t) ((eq ? eq : amp) - p) != nlen
            || memcmp(p, name, nlen) != 0)
        {
            continue;
        }

        if (found) {
            /* two values: which one a proxy or a cache saw is anyone's
             * guess, so neither is taken */
            return PT_QUERY_REPEATED;
        }

        found = 1;
        rc = pt_query_decode(eq ? eq + 1 : amp, amp, buf, size);
    }

    return found ? rc : PT_QUERY_ABSENT;
}


const char *
pt_query_arg(pt_ctx *ctx, const char *name, char *buf, size_t size,
    int *bad)
{
    switch (pt_query_get(ctx->req, name, buf, size)) {

    case PT_QUERY_OK:
        return buf;

    case PT_QUERY_BAD:
        pt_fail(ctx, PT_E_INVALID, "query parameter \"%s\" is longer"
                " than %zu bytes, holds a NUL byte or is not UTF-8", name,
                size - 1);
        *bad = 1;
        return NULL;

    case PT_QUERY_REPEATED:
        pt_fail(ctx, PT_E_INVALID, "query parameter \"%s\" is given more"
                " than once", name);
        *bad = 1;
        return NULL;

    default:
        return NULL;
    }
}


const char *
pt_field_str(pt_ctx *ctx, void *obj, const char *name, int required,
    size_t max_len, int *bad)
{
    json_t  *v;

    v = json_object_get(obj, name);

    if (v == NULL || json_is_null(v)) {
        if (required) {
            pt_fail(ctx, PT_E_INVALID, "field \"%s\" is required", name);
            *bad = 1;
        }
        return NULL;
    }

    if (!json_is_string(v)) {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be a string", name);
        *bad = 1;
        return NULL;
    }

    if (json_string_length(v) > max_len
        || strlen(json_string_value(v)) != json_string_length(v))
    {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" is too long or holds"
                " a NUL byte (at most %zu bytes)", name, max_len);
        *bad = 1;
        return NULL;
    }

    return json_string_value(v);
}


int
pt_fields_only(pt_ctx *ctx, void *obj, const char *const *allowed)
{
    const char   *key;
    json_t       *v;
    unsigned      i;

    json_object_foreach((json_t *) obj, key, v) {
        for (i = 0; allowed[i]; i++) {
            if (strcmp(key, allowed[i]) == 0) {
                break;
            }
        }

        if (allowed[i] == NULL) {
            pt_fail(ctx, PT_E_INVALID, "unknown field \"%s\"", key);
            return PT_ERROR;
        }
    }

    return PT_OK;
}
