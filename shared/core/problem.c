/*
 * The public problem types, the one table from cause to type and
 * Retry-After, the problem+json encoder and pt_error.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/problem.h"


/*
 * An overloaded server (503) or a client over its rate (429) is asked to
 * come back after this many seconds; a longer wait a caller knows of
 * (a locked account) replaces it.
 */
#define PT_RETRY_AFTER  5


typedef struct {
    int          status;
    const char  *slug;
    const char  *title;
    const char  *explanation;
} pt_problem_def;


/* the types, in status order; the index is a cause's type */
enum {
    PT_T_BAD_REQUEST = 0, PT_T_MALFORMED_JSON, PT_T_UNAUTHORIZED,
    PT_T_PLUGIN_BUDGET, PT_T_FORBIDDEN, PT_T_NOT_FOUND,
    PT_T_METHOD_NOT_ALLOWED, PT_T_CONFLICT, PT_T_TOO_LARGE,
    PT_T_UNSUPPORTED_MEDIA, PT_T_UNPROCESSABLE, PT_T_TOO_MANY_REQUESTS,
    PT_T_INTERNAL, PT_T_BAD_GATEWAY, PT_T_UNAVAILABLE, PT_T_TIMEOUT,
    PT_T_LAST
};

_Static_assert(PT_T_LAST == PT_PROBLEM_TYPES, "PT_PROBLEM_TYPES");


static const pt_problem_def  pt_problems[PT_T_LAST] = {

    { 400, "bad-request", "Bad Request",
      "The request is invalid: a parameter, field or token has a wrong name,"
      " type or value.  The detail names it." },

    { 400, "malformed-json", "Bad Request",
      "The request body is not valid JSON, or not the JSON object the route"
      " expects." },

    { 401, "unauthorized", "Unauthorized",
      "Credentials are missing or invalid.  Project routes take an X-Api-Key"
      " header; dashboard routes take the pictor_session cookie from"
      " POST /api/auth/login." },

    { 402, "plugin-budget-exhausted", "Payment Required",
      "The variant runs plugins whose cost would pass the project's monthly"
      " plugin budget (pluginMonthlyBudgetCents in its settings).  It is"
      " neither rendered nor billed; variants already cached still serve."
      "  The owner can raise the budget, or wait for the next month (UTC)."
    },

    { 403, "forbidden", "Forbidden",
      "The credentials are valid but do not grant this: an API key of"
      " another project, a user who does not own the project, a route that"
      " needs the owner's session, or a cross-site request." },

    { 404, "not-found", "Not Found",
      "No such route, project, image, transform, folder or job." },

    { 405, "method-not-allowed", "Method Not Allowed",
      "The route exists but not with this method; the Allow header lists"
      " the methods it takes." },

    { 409, "conflict", "Conflict",
      "The name is already taken, or the resource is in a state that does"
      " not allow this change." },

    { 413, "too-large", "Content Too Large",
      "The request body exceeds the limit for this route (JSON bodies:"
      " pictor_json_max_size; uploads: client_max_body_size)." },

    { 415, "unsupported-media-type", "Unsupported Media Type",
      "The content is not a supported format: an upload's type is sniffed"
      " from its bytes, never from the file name or Content-Type; a route"
      " that takes JSON takes it as Content-Type: application/json only." },

    { 422, "unprocessable", "Unprocessable Content",
      "The input is well-formed but cannot be processed: an undecodable or"
      " over-limit image, or a storage configuration that failed"
      " validation." },

    { 429, "too-many-requests", "Too Many Requests",
      "Too many requests from this address, or too many failed logins for"
      " the account; wait for the Retry-After delay and retry." },

    { 500, "internal", "Internal Server Error",
      "An unexpected error.  It has been logged; the response carries no"
      " internals." },

    { 502, "bad-gateway", "Bad Gateway",
      "A customer bucket or another upstream could not be reached.  Pictor"
      " never falls back silently to another store." },

    { 503, "unavailable", "Service Unavailable",
      "Pictor is overloaded (a full queue, too many logins at once) or its"
      " database is unreachable; retry after the Retry-After delay." },

    { 504, "timeout", "Gateway Timeout",
      "An upstream did not answer in time." }
};


typedef struct {
    unsigned char  type;
    unsigned char  retry_after;     /* seconds; 0: no Retry-After */
} pt_cause_def;


/* Every cause's answer.  A status is chosen here and nowhere else. */
static const pt_cause_def  pt_causes[PT_E_LAST] = {
    [0]                     = { PT_T_INTERNAL, 0 },    /* never set */
    [PT_E_INVALID]          = { PT_T_BAD_REQUEST, 0 },
    [PT_E_JSON]             = { PT_T_MALFORMED_JSON, 0 },
    [PT_E_NO_CREDENTIALS]   = { PT_T_UNAUTHORIZED, 0 },
    [PT_E_BUDGET]           = { PT_T_PLUGIN_BUDGET, 0 },
    [PT_E_DENIED]           = { PT_T_FORBIDDEN, 0 },
    [PT_E_NO_SUCH]          = { PT_T_NOT_FOUND, 0 },
    [PT_E_METHOD]           = { PT_T_METHOD_NOT_ALLOWED, 0 },
    [PT_E_TAKEN]            = { PT_T_CONFLICT, 0 },
    [PT_E_STATE]            = { PT_T_CONFLICT, 0 },
    [PT_E_BODY_SIZE]        = { PT_T_TOO_LARGE, 0 },
    [PT_E_FORMAT]           = { PT_T_UNSUPPORTED_MEDIA, 0 },
    [PT_E_UNREADABLE]       = { PT_T_UNPROCESSABLE, 0 },
    [PT_E_OVER_LIMIT]       = { PT_T_UNPROCESSABLE, 0 },
    [PT_E_BUCKET_REFUSED]   = { PT_T_UNPROCESSABLE, 0 },
    [PT_E_RATE]             = { PT_T_TOO_MANY_REQUESTS, PT_RETRY_AFTER },

    [PT_E_NOMEM]            = { PT_T_INTERNAL, 0 },
    [PT_E_NO_MASTER_KEY]    = { PT_T_INTERNAL, 0 },
    [PT_E_VIPS]             = { PT_T_INTERNAL, 0 },
    [PT_E_FAULT]            = { PT_T_INTERNAL, 0 },
    [PT_E_BUCKET]           = { PT_T_BAD_GATEWAY, 0 },
    [PT_E_BUSY]             = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_DB_DOWN]          = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_DISK_FULL]        = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_STORE_DOWN]       = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_NOT_CONFIGURED]   = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_TIMED_OUT]        = { PT_T_UNAVAILABLE, PT_RETRY_AFTER },
    [PT_E_UPSTREAM_TIMEOUT] = { PT_T_TIMEOUT, 0 }
};


static const pt_problem_def *
pt_problem_def_of(pt_cause cause)
{
    return &pt_problems[pt_problem_type(cause)];
}


unsigned
pt_problem_type(pt_cause cause)
{
    return pt_causes[(unsigned) cause < PT_E_LAST ? cause : PT_E_FAULT].type;
}


const char *
pt_problem_type_slug(unsigned type)
{
    return pt_problems[type < PT_T_LAST ? type : PT_T_INTERNAL].slug;
}


int
pt_problem_status(pt_cause cause)
{
    return pt_problem_def_of(cause)->status;
}


const char *
pt_problem_slug(pt_cause cause)
{
    return pt_problem_def_of(cause)->slug;
}


const char *
pt_problem_title(pt_cause cause)
{
    return pt_problem_def_of(cause)->title;
}


unsigned
pt_problem_retry_after(pt_cause cause)
{
    return pt_causes[(unsigned) cause < PT_E_LAST ? cause : PT_E_FAULT]
           .retry_after;
}


const char *
pt_problem_explanation(pt_cause cause)
{
    return pt_problem_def_of(cause)->explanation;
}


int
pt_cause_is_ours(pt_cause cause)
{
    return pt_problem_type(cause) == PT_T_INTERNAL;
}


/* The first cause of a type: the causes are in type order. */
static pt_cause
pt_problem_cause_of_type(unsigned type)
{
    int  i;

    for (i = PT_E_INVALID; i < PT_E_LAST; i++) {
        if (pt_causes[i].type == type) {
            return (pt_cause) i;
        }
    }

    return PT_E_LAST;
}


pt_cause
pt_problem_from_status(int status)
{
    unsigned  t;

    for (t = 0; t < PT_T_LAST; t++) {
        if (pt_problems[t].status == status) {
            return pt_problem_cause_of_type(t);
        }
    }

    return PT_E_FAULT;
}


pt_cause
pt_problem_from_slug(const char *slug, size_t len)
{
    unsigned  t;

    for (t = 0; t < PT_T_LAST; t++) {
        if (strlen(pt_problems[t].slug) == len
            && memcmp(pt_problems[t].slug, slug, len) == 0)
        {
            return pt_problem_cause_of_type(t);
        }
    }

    return PT_E_LAST;
}


void
pt_error_putv(pt_error *e, pt_cause cause, const char *fmt, va_list ap)
{
    if (e != NULL) {
        e->cause = cause;
        e->detail[0] = '\0';

        if (fmt != NULL) {
            vsnprintf(e->detail, sizeof(e->detail), fmt, ap);
        }
    }
}


void
pt_error_put(pt_error *e, pt_cause cause, const char *fmt, ...)
{
    va_list  ap;

    va_start(ap, fmt);
    pt_error_putv(e, cause, fmt, ap);
    va_end(ap);
}


char *
pt_problem_json(pt_cause cause, const char *base_url, const char *detail,
    const char *instance, size_t *len)
{
    char                  *b, *type, *d, *i, *out;
    size_t                 n;
    json_t                *obj;
    const pt_problem_def  *def;

    def = pt_problem_def_of(cause);

    /* the base may come from the Host header and the rest from the
     * request line: any bytes, any length, and still a JSON answer */
    b = pt_utf8_clean(base_url ? base_url : "");
    d = pt_utf8_clean(detail);
    i = pt_utf8_clean(instance);
    type = NULL;
    obj = NULL;

    if (b != NULL) {
        n = strlen(b) + sizeof("/problems/") + strlen(def->slug);
        type = malloc(n);
    }

    if (type != NULL && (d != NULL || detail == NULL)
        && (i != NULL || instance == NULL))
    {
        pt_snprintf(type, n, "%s/problems/%s", b, def->slug);
        obj = json_pack("{s:s, s:s, s:i, s:s?, s:s?}",
                        "type", type,
                        "title", def->title,
                        "status", def->status,
                        "detail", d,
                        "instance", i);
    }

    free(b);
    free(type);
    free(d);
    free(i);

    if (obj == NULL) {
        return NULL;
    }

    out = json_dumps(obj, JSON_COMPACT);
    json_decref(obj);

    if (out && len) {
        *len = strlen(out);
    }

    return out;
}
