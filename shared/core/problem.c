/*
 * The one table of error kinds and the problem+json encoder.
 */

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
    unsigned     retry_after;     /* seconds; 0: no Retry-After */
    const char  *explanation;
} pt_problem_def;


static const pt_problem_def  pt_problems[PT_P_LAST] = {

    { 400, "bad-request", "Bad Request", 0,
      "The request is invalid: a parameter, field or token has a wrong name,"
      " type or value.  The detail names it." },

    { 400, "malformed-json", "Bad Request", 0,
      "The request body is not valid JSON, or not the JSON object the route"
      " expects." },

    { 401, "unauthorized", "Unauthorized", 0,
      "Credentials are missing or invalid.  Project routes take an X-Api-Key"
      " header; dashboard routes take the pictor_session cookie from"
      " POST /api/auth/login." },

    { 402, "plugin-budget-exhausted", "Payment Required", 0,
      "The variant runs plugins whose cost would pass the project's monthly"
      " plugin budget (pluginMonthlyBudgetCents in its settings).  It is"
      " neither rendered nor billed; variants already cached still serve."
      "  The owner can raise the budget, or wait for the next month (UTC)."
    },

    { 403, "forbidden", "Forbidden", 0,
      "The credentials are valid but do not grant this: an API key of"
      " another project, a user who does not own the project, a route that"
      " needs the owner's session, or a cross-site request." },

    { 404, "not-found", "Not Found", 0,
      "No such route, project, image, transform, folder or job." },

    { 405, "method-not-allowed", "Method Not Allowed", 0,
      "The route exists but not with this method; the Allow header lists"
      " the methods it takes." },

    { 409, "conflict", "Conflict", 0,
      "The name is already taken, or the resource is in a state that does"
      " not allow this change." },

    { 413, "too-large", "Content Too Large", 0,
      "The request body exceeds the limit for this route (JSON bodies:"
      " pictor_json_max_size; uploads: client_max_body_size)." },

    { 415, "unsupported-media-type", "Unsupported Media Type", 0,
      "The content is not a supported format: an upload's type is sniffed"
      " from its bytes, never from the file name or Content-Type; a route"
      " that takes JSON takes it as Content-Type: application/json only." },

    { 422, "unprocessable", "Unprocessable Content", 0,
      "The input is well-formed but cannot be processed: an undecodable or"
      " over-limit image, or a storage configuration that failed"
      " validation." },

    { 429, "too-many-requests", "Too Many Requests", PT_RETRY_AFTER,
      "Too many requests from this address, or too many failed logins for"
      " the account; wait for the Retry-After delay and retry." },

    { 500, "internal", "Internal Server Error", 0,
      "An unexpected error.  It has been logged; the response carries no"
      " internals." },

    { 502, "bad-gateway", "Bad Gateway", 0,
      "A customer bucket or another upstream could not be reached.  Pictor"
      " never falls back silently to another store." },

    { 503, "unavailable", "Service Unavailable", PT_RETRY_AFTER,
      "Pictor is overloaded (a full queue, too many logins at once) or its"
      " database is unreachable; retry after the Retry-After delay." },

    { 504, "timeout", "Gateway Timeout", 0,
      "An upstream did not answer in time." }
};


int
pt_problem_status(pt_problem kind)
{
    return kind < PT_P_LAST ? pt_problems[kind].status : 500;
}


const char *
pt_problem_slug(pt_problem kind)
{
    return pt_problems[kind < PT_P_LAST ? kind : PT_P_INTERNAL].slug;
}


const char *
pt_problem_title(pt_problem kind)
{
    return pt_problems[kind < PT_P_LAST ? kind : PT_P_INTERNAL].title;
}


unsigned
pt_problem_retry_after(pt_problem kind)
{
    return pt_problems[kind < PT_P_LAST ? kind : PT_P_INTERNAL].retry_after;
}


const char *
pt_problem_explanation(pt_problem kind)
{
    return pt_problems[kind < PT_P_LAST ? kind : PT_P_INTERNAL].explanation;
}


pt_problem
pt_problem_from_status(int status)
{
    int  i;

    for (i = 0; i < PT_P_LAST; i++) {
        if (pt_problems[i].status == status) {
            return (pt_problem) i;
        }
    }

    return PT_P_INTERNAL;
}


pt_problem
pt_problem_from_slug(const char *slug, size_t len)
{
    int  i;

    for (i = 0; i < PT_P_LAST; i++) {
        if (strlen(pt_problems[i].slug) == len
            && memcmp(pt_problems[i].slug, slug, len) == 0)
        {
            return (pt_problem) i;
        }
    }

    return PT_P_LAST;
}


char *
pt_problem_json(pt_problem kind, const char *base_url, const char *detail,
    const char *instance, size_t *len)
{
    char    *b, *type, *d, *i, *out;
    size_t   n;
    json_t  *obj;

    if (kind >= PT_P_LAST) {
        kind = PT_P_INTERNAL;
    }

    /* the base may come from the Host header and the rest from the
     * request line: any bytes, any length, and still a JSON answer */
    b = pt_utf8_clean(base_url ? base_url : "");
    d = pt_utf8_clean(detail);
    i = pt_utf8_clean(instance);
    type = NULL;
    obj = NULL;

    if (b != NULL) {
        n = strlen(b) + sizeof("/problems/") + strlen(pt_problems[kind].slug);
        type = malloc(n);
    }

    if (type != NULL && (d != NULL || detail == NULL)
        && (i != NULL || instance == NULL))
    {
        pt_snprintf(type, n, "%s/problems/%s", b, pt_problems[kind].slug);
        obj = json_pack("{s:s, s:s, s:i, s:s?, s:s?}",
                        "type", type,
                        "title", pt_problems[kind].title,
                        "status", pt_problems[kind].status,
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
