/*
 * Errors as RFC 9457 problem+json.  A pt_problem kind says what went wrong;
 * the one table in problem.c maps it to the HTTP status, slug, title and
 * Retry-After, so every error of the module and the daemon is spelled the
 * same way and no caller decides a status or a header by hand.
 */

#ifndef PT_PROBLEM_H
#define PT_PROBLEM_H

#include "core/pt.h"

typedef enum {
    PT_P_BAD_REQUEST = 0,    /* 400 */
    PT_P_MALFORMED_JSON,     /* 400 */
    PT_P_UNAUTHORIZED,       /* 401 */
    PT_P_PLUGIN_BUDGET,      /* 402 */
    PT_P_FORBIDDEN,          /* 403 */
    PT_P_NOT_FOUND,          /* 404 */
    PT_P_METHOD_NOT_ALLOWED, /* 405 */
    PT_P_CONFLICT,           /* 409 */
    PT_P_TOO_LARGE,          /* 413 */
    PT_P_UNSUPPORTED_MEDIA,  /* 415 */
    PT_P_UNPROCESSABLE,      /* 422 */
    PT_P_TOO_MANY_REQUESTS,  /* 429 */
    PT_P_INTERNAL,           /* 500 */
    PT_P_BAD_GATEWAY,        /* 502 */
    PT_P_UNAVAILABLE,        /* 503 */
    PT_P_TIMEOUT,            /* 504 */
    PT_P_LAST
} pt_problem;

int pt_problem_status(pt_problem kind);
const char *pt_problem_slug(pt_problem kind);
const char *pt_problem_title(pt_problem kind);

/* Seconds a client should wait before it retries (Retry-After); 0: none. */
unsigned pt_problem_retry_after(pt_problem kind);

/* The kind for an HTTP status (for nginx's own errors); INTERNAL if none. */
pt_problem pt_problem_from_status(int status);

/* Kind for a slug (GET /problems/{slug}); PT_P_LAST when unknown. */
pt_problem pt_problem_from_slug(const char *slug, size_t len);

/* The short text/plain explanation served at the type URL. */
const char *pt_problem_explanation(pt_problem kind);

/*
 * The problem+json body, malloc'ed (caller frees), or NULL on no memory.
 * base_url has no trailing slash; detail and instance may be NULL.
 */
char *pt_problem_json(pt_problem kind, const char *base_url,
    const char *detail, const char *instance, size_t *len);

#endif /* PT_PROBLEM_H */
