/*
 * The credential check every route declares (docs/API.md "Authentication"):
 * the project's API key, the session cookie, the project's owner, and the
 * Origin of cookie requests that change state.
 */

#include <string.h>
#include <strings.h>

#include "api/api.h"
#include "records/accounts.h"


/*
 * scheme://host[:port] of base (which may go on with a path): the length
 * of its origin, or 0
 */
static size_t
pt_origin_len(const char *base)
{
    const char  *p, *slash;

    p = strstr(base, "://");
    if (p == NULL) {
        return 0;
    }

    slash = strchr(p + 3, '/');

    return slash ? (size_t) (slash - base) : strlen(base);
}


static int
pt_origin_same(const pt_req *req)
{
    size_t  n;

    n = req->base_url ? pt_origin_len(req->base_url) : 0;

    return n && strlen(req->origin) == n
           && strncasecmp(req->origin, req->base_url, n) == 0;
}


/*
 * CSRF (docs/SECURITY.md, "Cookie routes").  A state change with the
 * session cookie must say it comes from this service: an Origin that is
 * ours, or, from a browser that sends none, Sec-Fetch-Site: same-origin.
 * A request that says neither is refused: a script with the cookie sends
 * Origin as a browser would.  Reads are never refused.
 */
static int
pt_origin_ok(pt_ctx *ctx)
{
    pt_req  *req = ctx->req;

    if (req->method == PT_GET || req->method == PT_HEAD) {
        return 1;
    }

    if (req->origin != NULL) {
        return pt_origin_same(req);
    }

    return req->fetch_site != NULL
           && strcmp(req->fetch_site, "same-origin") == 0;
}


/*
 * A public route that takes no cookie (the login): a script sends no
 * Origin; a browser's cross-site form is refused by what it says.
 */
static int
pt_origin_public_ok(pt_ctx *ctx)
{
    pt_req  *req = ctx->req;

    if (req->method == PT_GET || req->method == PT_HEAD) {
        return 1;
    }

    if (req->origin != NULL) {
        return pt_origin_same(req);
    }

    return req->fetch_site == NULL
           || strcmp(req->fetch_site, "cross-site") != 0;
}


/*
 * Routes that take JSON take it as application/json only: a cross-site
 * form can send text/plain, urlencoded or multipart, never this, so
 * nothing a form posts is ever parsed as JSON.  A body-less request may
 * name no type; the handler says a body is required.
 */
static int
pt_json_type_ok(const pt_req *req)
{
    size_t  n;

    if (req->content_type == NULL) {
        return !req->has_body;
    }

    n = sizeof("application/json") - 1;

    return strncasecmp(req->content_type, "application/json", n) == 0
           && (req->content_type[n] == '\0' || req->content_type[n] == ';'
               || req->content_type[n] == ' ' || req->content_type[n] == '\t');
}


static int
pt_auth_session(pt_ctx *ctx)
{
    int  rc;

    rc = pt_session_check(ctx->db, ctx->req->session, &ctx->who.user_id,
                          ctx->who.email, sizeof(ctx->who.email));

    if (pt_db_failed(rc)) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (rc != PT_OK) {
        ctx->who.user_id = 0;
        pt_fail(ctx, PT_E_NO_CREDENTIALS, "the session is invalid or expired;"
                " log in again with POST /api/auth/login");
        return PT_ERROR;
    }

    if (!pt_origin_ok(ctx)) {
        if (ctx->req->origin != NULL) {
            pt_fail(ctx, PT_E_DENIED, "cross-site request refused: Origin"
                    " \"%s\" is not this service", ctx->req->origin);
        } else {
            pt_fail(ctx, PT_E_DENIED, "cross-site request refused: a"
                    " change made with the session cookie needs an Origin"
                    " header naming this service, or Sec-Fetch-Site:"
                    " same-origin");
        }
        return PT_ERROR;
    }

    return PT_OK;
}


/* The project named in the path, for a logged-in user: 404 or 403. */
static int
pt_auth_owner(pt_ctx *ctx)
{
    unsigned long long  owner;
    int                 rc;
    const char         *slug = ctx->req->captures[0];

    rc = pt_project_find(ctx->db, slug, &ctx->who.project_id, &owner,
                         ctx->who.plan, sizeof(ctx->who.plan));

    if (pt_db_failed(rc)) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (rc != PT_OK) {
        pt_fail(ctx, PT_E_NO_SUCH, "no project \"%s\"", slug);
        return PT_ERROR;
    }

    if (owner != ctx->who.user_id) {
        pt_fail(ctx, PT_E_DENIED, "you do not own project \"%s\"", slug);
        return PT_ERROR;
    }

    pt_snprintf(ctx->who.project, sizeof(ctx->who.project), "%s", slug);
    ctx->who.is_owner = 1;

    return PT_OK;
}


static int
pt_auth_key(pt_ctx *ctx)
{
    int                 rc;
    unsigned long long  project_id;
    char                slug[64];

    rc = pt_key_check(ctx->db, ctx->req->api_key, &project_id, slug,
                      sizeof(slug));

    if (pt_db_failed(rc)) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (rc != PT_OK) {
        pt_fail(ctx, PT_E_NO_CREDENTIALS, "the API key is invalid or revoked");
        return PT_ERROR;
    }

    /* decided before looking the path's project up: no existence oracle */
    if (strcmp(slug, ctx->req->captures[0]) != 0) {
        pt_fail(ctx, PT_E_DENIED, "the API key belongs to another project");
        return PT_ERROR;
    }

    if (ctx->route->auth == PT_AUTH_OWNER) {
        pt_fail(ctx, PT_E_DENIED, "this route needs the project owner's"
                " session (POST /api/auth/login), not an API key");
        return PT_ERROR;
    }

    ctx->who.project_id = project_id;
    ctx->who.via_key = 1;
    pt_snprintf(ctx->who.project, sizeof(ctx->who.project), "%s", slug);

    if (pt_db_failed(pt_project_find(ctx->db, slug, &project_id, NULL,
                                     ctx->who.plan, sizeof(ctx->who.plan))))
    {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    return PT_OK;
}


static int
pt_api_credentials(pt_ctx *ctx)
{
    pt_req  *req = ctx->req;

    switch (ctx->route->auth) {

    case PT_AUTH_PUBLIC:
        if (!pt_origin_public_ok(ctx)) {
            pt_fail(ctx, PT_E_DENIED, "cross-site request refused");
            return PT_ERROR;
        }

        if ((ctx->route->flags & PT_ROUTE_SESSION_OPT) && req->session) {
            (void) pt_session_check(ctx->db, req->session, &ctx->who.user_id,
                                    ctx->who.email, sizeof(ctx->who.email));
        }

        return PT_OK;

    case PT_AUTH_USER:
        if (req->session == NULL) {
            pt_fail(ctx, PT_E_NO_CREDENTIALS, "this route needs a session:"
                    " log in with POST /api/auth/login%s",
                    req->api_key ? " (API keys are for project routes)" : "");
            return PT_ERROR;
        }

        return pt_auth_session(ctx);

    case PT_AUTH_PROJECT:
        if (req->api_key) {
            return pt_auth_key(ctx);
        }

        if (req->session) {
            if (pt_auth_session(ctx) != PT_OK) {
                return PT_ERROR;
            }

            return pt_auth_owner(ctx);
        }

        pt_fail(ctx, PT_E_NO_CREDENTIALS, "send the project's API key in"
                " X-Api-Key, or log in as the project owner");
        return PT_ERROR;

    case PT_AUTH_OWNER:
        if (req->session) {
            if (pt_auth_session(ctx) != PT_OK) {
                return PT_ERROR;
            }

            return pt_auth_owner(ctx);
        }

        if (req->api_key) {
            /* an invalid key is 401, a valid one lacks the right: 403 */
            return pt_auth_key(ctx);
        }

        pt_fail(ctx, PT_E_NO_CREDENTIALS, "this route needs the project"
                " owner's session: log in with POST /api/auth/login");
        return PT_ERROR;
    }

    return PT_ERROR;
}


int
pt_api_check(pt_ctx *ctx)
{
    if (pt_api_credentials(ctx) != PT_OK) {
        return PT_ERROR;
    }

    if ((ctx->route->flags & PT_ROUTE_BODY_JSON)
        && !pt_json_type_ok(ctx->req))
    {
        pt_fail(ctx, PT_E_FORMAT, "this route takes a JSON body"
                " sent as Content-Type: application/json, not \"%s\"",
                ctx->req->content_type ? ctx->req->content_type : "");
        return PT_ERROR;
    }

    return PT_OK;
}
