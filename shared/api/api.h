/*
 * The REST API without nginx: a route table, the request a route sees and
 * the response it fills.  The nginx module matches a route on the event
 * loop (no I/O); for a route with a body it runs pt_api_auth() in a pool
 * thread before reading the body, then runs pt_api_run() there; everything
 * that touches the database happens inside these two.
 */

#ifndef PT_API_H
#define PT_API_H

#include <sys/types.h>

#include "core/pt.h"
#include "db/db.h"
#include "core/problem.h"
#include "store/store.h"
#include "media/media.h"
#include "records/accounts.h"
#include "records/images.h"
#include "records/migrations.h"

typedef enum {
    PT_GET = 1,
    PT_POST,
    PT_PUT,
    PT_PATCH,
    PT_DELETE,
    PT_HEAD,
    PT_OTHER
} pt_method;

/* Who may call a route (docs/API.md "Authentication"). */
typedef enum {
    PT_AUTH_PUBLIC = 0,      /* anyone */
    PT_AUTH_USER,            /* any logged-in user (session cookie) */
    PT_AUTH_PROJECT,         /* the project's API key or its owner's cookie */
    PT_AUTH_OWNER            /* the project owner's cookie only */
} pt_auth_level;

/* route flags */
#define PT_ROUTE_BODY_JSON   0x01   /* reads a JSON body (size-limited) */
#define PT_ROUTE_NO_DB       0x02   /* answered on the event loop */
#define PT_ROUTE_TEST        0x04   /* only with pictor_test_routes on
                                       (a directive of test builds) */
#define PT_ROUTE_SESSION_OPT 0x08   /* reads the cookie but needs none */
#define PT_ROUTE_BODY_FILE   0x10   /* body kept in a temp file (uploads) */
#define PT_ROUTE_HASH        0x20   /* runs a password hash (capped) */

#define PT_MAX_CAPTURES  4
#define PT_CAPTURE_LEN   1024   /* "{*}" captures the rest of the path */

/*
 * Settings the host hands to every request, one field per setting, named
 * after its directive (pictor_max_output_side: max_output_side).  The
 * location's directives write into their fields directly, so each is as
 * wide as the nginx slot that sets it: long for a number or a flag,
 * unsigned long for a count, an enum or milliseconds, off_t for a size,
 * time_t for seconds (the module checks the widths when it compiles).
 */
typedef struct {
    /* the host's main settings, the same in every location */
    const pt_db_conf     *db;
    const char           *storage_root;
    const unsigned char  *master_key;         /* 32 bytes, or NULL */
    time_t                session_ttl;
    pt_login_limits       login;              /* failed logins per account */
    unsigned long         plugin_billing_flush;  /* ms; 0: each render
                                                    writes its own
                                                    (plugins/usage_batch.h) */
    unsigned long         eps_on_demand;      /* ghostscript runs per
                                                 worker */
    unsigned long         video_on_demand;    /* ffmpeg poster searches
                                                 per worker */
    off_t                 video_memory;       /* an on-demand ffmpeg run's
                                                 address space */
    pt_limits             limits;             /* input images, from
                                                 pictor_max_pixels and the
                                                 other input limits */

    /* the location's directives */
    long                  max_output_side;    /* rendered pixels per side */
    off_t                 max_output_pixels;  /* rendered pixels, all
                                                 frames */
    unsigned long         shrink_on_load;     /* pt_shrink_policy
                                                 (render.h) */
    long                  jpeg_progressive;   /* 1: jpg over 256x256 is
                                                 progressive */
    long                  plugin_billing;     /* 1: plugin uses recorded */
    time_t                max_age;            /* delivery Cache-Control */
    unsigned long         render_timeout;     /* ms */
    unsigned long         eps_max_pages;      /* pages delivered on
                                                 demand */
    time_t                eps_failed_ttl;     /* a failed page is kept */
    /* a ranged read of a video this large or larger in a customer bucket
     * is a ranged GET to the provider; 0: never (delivery_range.c) */
    off_t                 video_range_min;
    long                  cookie_secure;
    long                  test_routes;
    long                  cdn_outbox;         /* 1: invalidations are
                                                 written for pictord to
                                                 purge at the CDN */
} pt_api_conf;

typedef struct {
    pt_method           method;
    const char         *path;          /* without the query string */
    size_t              path_len;
    const char         *query;         /* raw, may be NULL */
    size_t              query_len;
    char                captures[PT_MAX_CAPTURES][PT_CAPTURE_LEN];
    unsigned            ncaptures;

    const char         *base_url;      /* scheme://host[:port], no slash */
    const char         *api_key;       /* X-Api-Key, or NULL */
    const char         *session;       /* pictor_session cookie, or NULL */
    const char         *origin;        /* Origin header, or NULL */
    const char         *fetch_site;    /* Sec-Fetch-Site, or NULL */
    const char         *remote_addr;

    const char         *body;          /* JSON body (NUL-terminated) */
    size_t              body_len;
    int                 body_fd;       /* upload body in a file, or -1 */
    off_t               body_size;
    const char         *content_type;  /* Content-Type header, or NULL */
    unsigned            has_body:1;    /* Content-Length > 0 or chunked */

    /* the caller, as pt_api_auth() found it before the body was read;
     * NULL: pt_api_run() checks the credentials itself */
    const struct pt_principal_s  *who;

    const pt_api_conf  *conf;
} pt_req;

#define PT_MAX_HEADERS 8

typedef struct {
    int                 status;
    const char         *content_type;  /* static string */
    char               *body;          /* malloc'ed, or NULL */
    size_t              body_len;
    /* extra headers: names static, values malloc'ed */
    const char         *header_name[PT_MAX_HEADERS];
    char               *header_value[PT_MAX_HEADERS];
    unsigned            nheaders;
    /* Retry-After in seconds, 0: none; set from the problem's kind */
    unsigned            retry_after;
    /* a job committed by this request: the host wakes pictord up */
    char                wake_job[40];
    /* cache generations bumped by this request: the host applies them to
     * its shared memory at once (other nodes poll cache_events) */
    char                bump_key[4][201];
    unsigned long long  bump_gen[4];
    unsigned            nbumps;
    /* delivery: a file to send instead of body (closed by the host) */
    int                 file_fd;
    long long           file_size;
    char                etag[48];           /* with quotes, or "" */
    long long           last_modified;      /* time_t, or 0 */
} pt_resp;

/* Who the credentials say the caller is, once checked. */
typedef struct pt_principal_s {
    unsigned long long  user_id;       /* 0: no session */
    char                email[256];
    unsigned long long  project_id;    /* 0: no project route */
    char                project[64];
    char                plan[16];
    unsigned            via_key:1;
    unsigned            is_owner:1;
} pt_principal;

typedef struct pt_ctx_s pt_ctx;

typedef void (*pt_handler_pt)(pt_ctx *ctx);

typedef struct {
    pt_method       method;
    const char     *pattern;     /* "/api/{p}/keys/{id}" */
    pt_auth_level   auth;
    unsigned        flags;
    pt_handler_pt   handler;
} pt_route;

struct pt_ctx_s {
    pt_req         *req;
    pt_resp        *resp;
    const pt_route *route;
    pt_db          *db;
    pt_principal    who;
    unsigned        conflict:1;  /* failed on a deadlock: run it again */
};

/*
 * Finds the route for method and path.  Returns it and fills the captures,
 * or NULL with *status 404 (no such path) or 405 (path known, method not;
 * allow then lists the methods, e.g. "GET, POST").
 */
const pt_route *pt_route_match(pt_method method, const char *path,
    size_t len, pt_req *req, int *status, char *allow, size_t allow_len);

/*
 * The credential check the route declares, alone: PT_OK with who filled,
 * or PT_ERROR with resp holding the problem (401, 403, 404, 503).  Run
 * before reading a body, so no anonymous client makes the host store one.
 */
int pt_api_auth(const pt_route *route, pt_req *req, pt_resp *resp,
    pt_principal *who);

/* Runs the route: auth check (unless req->who), then the handler. */
void pt_api_run(const pt_route *route, pt_req *req, pt_resp *resp);

/* A zeroed response (file_fd -1). */
void pt_resp_init(pt_resp *resp);
/* Frees what resp owns (closes file_fd). */
void pt_resp_free(pt_resp *resp);

/*
 * Bumps a cache generation in the current transaction, records it in
 * resp for the host; with pictor_cdn_outbox its event names the cache tag
 * it invalidates, for pictord to purge at the CDN (records/cdn_outbox.h).
 * kind: 'i' an image (project is then the image id), 'p' the project, 't'
 * a named transform, 'w' a watermark.
 */
int pt_bump(pt_ctx *ctx, char kind, const char *project, const char *name);
/* The same, purging tag (cdn/cdn.h's kind and name) at the CDN instead */
int pt_bump_tagged(pt_ctx *ctx, char kind, const char *project,
    const char *name, char tag_kind, const char *tag_name);

/* --- helpers for handlers --- */

/* The route's credential check on ctx->req: fills ctx->who, or sets the
 * problem (401, 403, 404, 503) and returns PT_ERROR. */
int pt_api_check(pt_ctx *ctx);

/*
 * Sets resp to a problem+json; detail is printf-style (may be NULL).  The
 * kind decides the status and Retry-After (problem.c), nothing else.
 */
void pt_fail(pt_ctx *ctx, pt_cause kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/*
 * The same for a failed database call, by what failed (pt_db_problem):
 * pt_fail_db for a call that takes no name, pt_fail_taken for one that
 * claims a unique name: a name already taken is then a 409 with the
 * printf-style detail.
 */
void pt_fail_db(pt_ctx *ctx);
/*
 * The same for a failed store operation rc (store.h) on the project's
 * store: 502 naming the customer's bucket when it cannot be reached or
 * refuses us, 404 for a missing object (what: "the original"), 503 when
 * the disk is full, else 500.
 * The store's own error text goes to the log, never to the client.
 */
void pt_fail_store(pt_ctx *ctx, pt_store *store, int rc, const char *what);

/* a local file operation's errno: 503 when the disk is full, else 500 */
void pt_fail_errno(pt_ctx *ctx, int err);
void pt_fail_taken(pt_ctx *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/*
 * What a failed database call is to the client (db NULL: no connection):
 * unreachable PT_E_BUSY, a unique key taken PT_E_TAKEN when the
 * caller claims a name (taken), else PT_E_FAULT.  *detail: the
 * client-safe text of a 503 or 500 (the database's message is logged).
 */
pt_cause pt_db_problem(pt_db *db, int taken, const char **detail);
/* Fills resp with a problem outside a handler (router 404/405, nginx). */
void pt_resp_problem(pt_resp *resp, pt_cause kind, const char *base_url,
    const char *instance, const char *detail);

/* Takes ownership of the jansson value (json_t *) and sends it. */
void pt_reply_json(pt_ctx *ctx, int status, void *json);
void pt_reply_empty(pt_ctx *ctx, int status);
int pt_resp_add_header(pt_resp *resp, const char *name, char *value);

/*
 * Replies from rows (api_reply.c).  pt_row_or_404: PT_OK with rows at
 * their first row (the caller frees them), or PT_ERROR with the reply made
 * and rows freed: the database's problem when rows is NULL (the record
 * function failed), else a 404 whose detail is printf-style.
 * pt_reply_list: 200 with the array of encode(row) for every row, as
 * {key: [...]} unless key is NULL; frees rows; NULL rows as above.
 */
typedef void *(*pt_row_json_pt)(pt_rows *rows);

int pt_row_or_404(pt_ctx *ctx, pt_rows *rows, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void pt_reply_list(pt_ctx *ctx, pt_rows *rows, const char *key,
    pt_row_json_pt encode);

/* Parses the JSON object body; on failure has already set a 400. */
void *pt_body_object(pt_ctx *ctx);

/*
 * Body fields.  pt_field_str returns the string value, or NULL: absent (and
 * not required) or a problem already set (*bad is then 1).
 * pt_fields_only sets a 400 naming the first field not in the NULL-ended
 * list and returns PT_ERROR.
 */
const char *pt_field_str(pt_ctx *ctx, void *obj, const char *name,
    int required, size_t max_len, int *bad);
int pt_fields_only(pt_ctx *ctx, void *obj, const char *const *allowed);

/*
 * multipart/form-data bodies (uploads): parses the body file into parts
 * (PT_MULTIPART_MAX_PARTS room) or sets a 415/400; copies a file part into
 * a new file in the scratch directory (path out).
 */
struct pt_part_s;
int pt_form_parse(pt_ctx *ctx, struct pt_part_s *parts, size_t *nparts);
int pt_form_file(pt_ctx *ctx, const struct pt_part_s *part, char *path,
    size_t size);

/*
 * The image id captured at n, or NULL after a 404 when it is not an id in
 * its exact form: the database compares ids without case, and another
 * spelling would reach storage keys and job rows.
 */
const char *pt_image_capture(pt_ctx *ctx, unsigned n);

/*
 * Query parameters.  pt_query_get decodes one into buf: PT_QUERY_ABSENT,
 * PT_QUERY_OK, PT_QUERY_BAD when it does not fit in size, holds a NUL
 * byte or is not UTF-8 (a value cut short or at a NUL would be another
 * value), or PT_QUERY_REPEATED when the query names it more than once.
 * pt_query_arg returns the value, or NULL: absent, or a 400 naming the
 * parameter already set (*bad is then 1).
 */
enum {
    PT_QUERY_ABSENT = 0,
    PT_QUERY_OK,
    PT_QUERY_BAD,
    PT_QUERY_REPEATED
};

int pt_query_get(const pt_req *req, const char *name, char *buf,
    size_t size);
const char *pt_query_arg(pt_ctx *ctx, const char *name, char *buf,
    size_t size, int *bad);

/*
 * The listing's query parameters into q (api_listing.c, docs/API.md
 * "Image listing"): PT_OK, or PT_ERROR with a 400 naming the first bad
 * parameter in ctx->resp.  q's strings point into bufs; no database.
 */
int pt_api_images_query(pt_ctx *ctx, pt_image_filter *q,
    char bufs[6][1024]);

/* route handlers, one file per resource */
void pt_api_problem_page(pt_ctx *ctx);
void pt_api_healthz(pt_ctx *ctx);
void pt_api_openapi(pt_ctx *ctx);                   /* api_openapi.c */
void pt_api_login(pt_ctx *ctx);
void pt_api_logout(pt_ctx *ctx);
void pt_api_me(pt_ctx *ctx);
void pt_api_projects_list(pt_ctx *ctx);
void pt_api_projects_create(pt_ctx *ctx);
void pt_api_project_get(pt_ctx *ctx);
void pt_api_keys_list(pt_ctx *ctx);
void pt_api_keys_create(pt_ctx *ctx);
void pt_api_keys_revoke(pt_ctx *ctx);
void pt_api_job_get(pt_ctx *ctx);
void pt_api_upload(pt_ctx *ctx);
void pt_api_images_list(pt_ctx *ctx);
void pt_api_image_get(pt_ctx *ctx);
void pt_api_image_delete(pt_ctx *ctx);
void pt_api_image_purge(pt_ctx *ctx);
void pt_api_strip_exif(pt_ctx *ctx);
void pt_api_metadata_patch(pt_ctx *ctx);
void pt_api_metadata_jsonld(pt_ctx *ctx);
void pt_api_watermarks_list(pt_ctx *ctx);
void pt_api_watermarks_create(pt_ctx *ctx);
void pt_api_watermark_get(pt_ctx *ctx);
void pt_api_watermark_delete(pt_ctx *ctx);
void pt_api_transforms_list(pt_ctx *ctx);
void pt_api_transforms_create(pt_ctx *ctx);
void pt_api_transform_get(pt_ctx *ctx);
void pt_api_transform_put(pt_ctx *ctx);
void pt_api_transform_delete(pt_ctx *ctx);
void pt_api_settings_get(pt_ctx *ctx);
void pt_api_settings_patch(pt_ctx *ctx);
void pt_api_signing_rotate(pt_ctx *ctx);
void pt_api_processing_status(pt_ctx *ctx);
void pt_api_derived(pt_ctx *ctx);
void pt_api_split(pt_ctx *ctx);
void pt_api_extract_svg(pt_ctx *ctx);
void pt_api_folders_list(pt_ctx *ctx);
void pt_api_folders_create(pt_ctx *ctx);
void pt_api_folders_delete(pt_ctx *ctx);
void pt_api_storage_get(pt_ctx *ctx);
void pt_api_storage_put(pt_ctx *ctx);
void pt_api_storage_delete(pt_ctx *ctx);
void pt_api_storage_validate(pt_ctx *ctx);
void pt_api_storage_health(pt_ctx *ctx);
void pt_api_plugins_list(pt_ctx *ctx);
void pt_api_plugin_get(pt_ctx *ctx);
void pt_api_project_plugins(pt_ctx *ctx);
void pt_api_plugin_activate(pt_ctx *ctx);
void pt_api_plugin_deactivate(pt_ctx *ctx);
void pt_api_usage(pt_ctx *ctx);
void pt_api_migrations_list(pt_ctx *ctx);
void pt_api_migration_get(pt_ctx *ctx);
void pt_api_migration_storage(pt_ctx *ctx);
void pt_api_migration_import(pt_ctx *ctx);          /* api_import.c */
#if (PT_TEST_BUILD)
void pt_api_job_test(pt_ctx *ctx);
#endif

/*
 * JSON body checks that need no database, run before the first query
 * (and fuzzed by t/fuzz/fuzz_json.c).  PT_OK, or PT_ERROR with a 400 set.
 *
 * pt_metadata_check: a PATCH .../metadata body.  vals[i] gets the text to
 * store for each supplied field (malloc'ed; NULL for SQL NULL or a field
 * not supplied), in the UPDATE's column order; pt_metadata_free frees.
 *
 * pt_preset_body: a named transform definition (path_name: PUT's name,
 * NULL for POST); on success *params and *locked are JSON text (free()),
 * *name and *desc point into body.
 */
#define PT_METADATA_FIELDS  18
int pt_metadata_check(pt_ctx *ctx, void *body, char **vals);
void pt_metadata_free(char **vals);
int pt_preset_body(pt_ctx *ctx, void *body, const char *path_name,
    const char **name, char **params, char **locked, const char **desc);

/* 202 {jobId, statusUrl} for a committed job, and wake pictord. */
void pt_reply_job(pt_ctx *ctx, const char *id);
/* The same with statusUrl /api/{p}/{collection}/{id}. */
void pt_reply_job_at(pt_ctx *ctx, const char *collection, const char *id);

/*
 * Migrations (api_migrations.c).  pt_migration_start: the one way a
 * migration of type starts: in one transaction, the project locked, 409
 * while one of the type runs, then check (NULL: none; it sets its own
 * problem and returns PT_ERROR to refuse), the job and its row; 202
 * {jobId, statusUrl}.  PT_OK, or PT_ERROR with the problem set.
 * pt_migration_blocks_storage: 409 while a storage migration runs (PUT
 * and DELETE storage), in the caller's transaction; PT_OK when none.
 */
typedef int (*pt_migration_check_pt)(pt_ctx *ctx);

int pt_migration_start(pt_ctx *ctx, pt_migr_type type,
    const char *prefix_filter, pt_migration_check_pt check);
int pt_migration_blocks_storage(pt_ctx *ctx);
/* 200/201 with the image metadata, or 404. */
void pt_reply_image(pt_ctx *ctx, int status, const char *id);
/* The image's row as PT_IMAGE_COLUMNS (locked when for_update; the caller
 * frees it), or NULL after a 404 or the database's problem. */
pt_rows *pt_image_row(pt_ctx *ctx, const char *id, int for_update);
/* The image's metadata (a json_t the caller decrefs), or NULL after a 404
 * or a 500. */
void *pt_image_load(pt_ctx *ctx, const char *id);

#endif /* PT_API_H */
