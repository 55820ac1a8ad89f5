/*
 * Errors by cause, answered as RFC 9457 problem+json.  A pt_cause says
 * what went wrong (an undecodable image, a database that is down, a name
 * already taken); the one table in problem.c gives each cause its public
 * problem type (status, slug, title) and its Retry-After, so no caller
 * picks a status or a header, and only the API and delivery layers speak
 * HTTP at all (docs/decisions/0023-failures-by-cause.md).  A pt_error
 * carries a cause and its client-safe detail through the layers.
 */

#ifndef PT_PROBLEM_H
#define PT_PROBLEM_H

#include <stdarg.h>

#include "core/pt.h"

/* A cause is never 0, PT_OK: a function may return "PT_OK or a cause". */
typedef enum {
    /* the request */
    PT_E_INVALID = 1,       /* a parameter, field, token or header is wrong */
    PT_E_JSON,              /* the body is not the JSON object expected */
    PT_E_NO_CREDENTIALS,    /* no or wrong API key, session or password */
    PT_E_BUDGET,            /* the plugin budget of the month is spent */
    PT_E_DENIED,            /* valid credentials that do not grant this */
    PT_E_NO_SUCH,           /* no such route, project, image, row, file */
    PT_E_METHOD,            /* the route exists, not with this method */
    PT_E_TAKEN,             /* the name or key is already taken */
    PT_E_STATE,             /* the resource's state does not allow it */
    PT_E_BODY_SIZE,         /* the body is over the route's limit */
    PT_E_FORMAT,            /* a format or content type not supported */
    PT_E_UNREADABLE,        /* an image, EPS or video that cannot be decoded */
    PT_E_OVER_LIMIT,        /* pixels, side, frames or memory over a limit */
    PT_E_BUCKET_REFUSED,    /* a bucket configuration failed validation */
    PT_E_RATE,              /* too many requests or failed logins */

    /* the server and what it depends on */
    PT_E_NOMEM,             /* out of memory */
    PT_E_NO_MASTER_KEY,     /* saved secrets this server cannot open */
    PT_E_VIPS,              /* libvips failed on an image it had read */
    PT_E_FAULT,             /* I/O or a broken invariant (logged) */
    PT_E_BUCKET,            /* a customer bucket unreachable or refusing */
    PT_E_BUSY,              /* a full queue or too much work at once */
    PT_E_DB_DOWN,           /* the database is unreachable */
    PT_E_DISK_FULL,         /* the storage root has no room */
    PT_E_STORE_DOWN,        /* the storage root is not writable */
    PT_E_NOT_CONFIGURED,    /* a feature this server is not set up for */
    PT_E_TIMED_OUT,         /* a render over its time budget */
    PT_E_UPSTREAM_TIMEOUT,  /* an upstream that did not answer in time */
    PT_E_LAST
} pt_cause;

/* The public problem types (the slugs of /problems/{slug}). */
#define PT_PROBLEM_TYPES  16

/* What a cause answers: its type's status, slug, title; its Retry-After
 * in seconds (0: none). */
int pt_problem_status(pt_cause cause);
const char *pt_problem_slug(pt_cause cause);
const char *pt_problem_title(pt_cause cause);
unsigned pt_problem_retry_after(pt_cause cause);

/* The index (0 .. PT_PROBLEM_TYPES - 1) of a cause's type, for counters
 * kept per type, and a type's slug. */
unsigned pt_problem_type(pt_cause cause);
const char *pt_problem_type_slug(unsigned type);

/* 1 when the cause is the server's own fault (a 500: no memory, a
 * missing key, a failed libvips call, a broken invariant). */
int pt_cause_is_ours(pt_cause cause);

/* A cause for an HTTP status (nginx's own errors); PT_E_FAULT if none. */
pt_cause pt_problem_from_status(int status);

/* A cause of the type of a slug (GET /problems/{slug}); PT_E_LAST when
 * no type has it. */
pt_cause pt_problem_from_slug(const char *slug, size_t len);

/* The short text/plain explanation served at the type URL. */
const char *pt_problem_explanation(pt_cause cause);

/*
 * The problem+json body, malloc'ed (caller frees), or NULL on no memory.
 * base_url has no trailing slash; detail and instance may be NULL.
 */
char *pt_problem_json(pt_cause cause, const char *base_url,
    const char *detail, const char *instance, size_t *len);


/* An error on its way up: the cause and a detail a client may read. */
typedef struct {
    pt_cause  cause;
    char      detail[300];
} pt_error;

/* Sets e (when not NULL).  pt_error_set is PT_ERROR, visibly to the
 * compiler, so "return pt_error_set(...)" is a failure it can follow. */
void pt_error_put(pt_error *e, pt_cause cause, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void pt_error_putv(pt_error *e, pt_cause cause, const char *fmt,
    va_list ap);
#define pt_error_set(e, cause, ...)                                       \
    (pt_error_put(e, cause, __VA_ARGS__), PT_ERROR)

#endif /* PT_PROBLEM_H */
