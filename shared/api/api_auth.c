/*
 * Dashboard login: POST /api/auth/login, POST /api/auth/logout,
 * GET /api/auth/me.  The session lives in the pictor_session cookie.  A
 * login passes the account's failure count (login_throttle.c) before its
 * password is hashed.
 */

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "api/api.h"
#include "records/accounts.h"
#include "records/projects.h"


static char *
pt_session_cookie(pt_ctx *ctx, const char *token, unsigned max_age)
{
    int   secure;
    char  buf[256];

    /* behind HTTPS (the service's own base URL says so) or when told */
    secure = ctx->req->conf->cookie_secure
             || (ctx->req->base_url != NULL
                 && strncasecmp(ctx->req->base_url, "https://", 8) == 0);

    pt_snprintf(buf, sizeof(buf), "pictor_session=%s; Path=/; Max-Age=%u;"
                " HttpOnly; SameSite=Lax%s", token, max_age,
                secure ? "; Secure" : "");

    return pt_strdup(buf);
}


/* The user object of /api/auth/me and login. */
static json_t *
pt_user_json(pt_ctx *ctx)
{
    json_t   *projects;
    pt_rows  *rows;

    rows = pt_project_slugs_of(ctx->db, ctx->who.user_id);
    if (rows == NULL) {
        return NULL;
    }

    projects = json_array();

    while (projects && pt_rows_next(rows)) {
        json_array_append_new(projects, json_string(pt_rows_str(rows, 0)));
    }

    pt_rows_free(rows);

    return json_pack("{s:I, s:s, s:o}",
                     "userId", (json_int_t) ctx->who.user_id,
                     "email", ctx->who.email,
                     "projects", projects ? projects : json_array());
}


void
pt_api_login(pt_ctx *ctx)
{
    static const char *const  fields[] = { "email", "password", NULL };
    json_t                   *body, *user;
    const char               *email, *password;
    char                      token[PT_SESSION_TOKEN_LEN + 1];
    int                       bad = 0, rc;
    unsigned                  retry;
    const pt_login_limits    *limits = &ctx->req->conf->login;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    email = pt_field_str(ctx, body, "email", 1, 254, &bad);
    password = bad ? NULL : pt_field_str(ctx, body, "password", 1, 1024,
                                         &bad);

    if (bad || pt_fields_only(ctx, body, fields) != PT_OK) {
        json_decref(body);
        return;
    }

    rc = pt_login_begin(ctx->db, email, limits, &retry);

    if (rc == PT_E_RATE) {
        json_decref(body);
        pt_fail(ctx, PT_E_RATE, "too many failed logins for"
                " this account; retry in %u s", retry);
        /* the lock's own end, not the kind's usual wait */
        ctx->resp->retry_after = retry;
        return;
    }

    if (rc == PT_OK) {
        rc = pt_user_verify(ctx->db, email, password, &ctx->who.user_id);
    }

    if (rc == PT_OK) {
        rc = pt_login_reset(ctx->db, email, limits);
    }

    if (pt_db_failed(rc)) {
        json_decref(body);
        pt_fail_db(ctx);
        return;
    }

    if (rc != PT_OK) {
        json_decref(body);
        pt_fail(ctx, PT_E_NO_CREDENTIALS, "wrong email or password");
        return;
    }

    pt_snprintf(ctx->who.email, sizeof(ctx->who.email), "%s", email);
    json_decref(body);

    if (pt_session_create(ctx->db, ctx->who.user_id,
                          (unsigned) ctx->req->conf->session_ttl, token)
        != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    user = pt_user_json(ctx);
    if (user == NULL) {
        pt_fail_db(ctx);
        return;
    }

    pt_resp_add_header(ctx->resp, "Set-Cookie",
                       pt_session_cookie(ctx, token,
                                         ctx->req->conf->session_ttl));
    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, user);
}


void
pt_api_logout(pt_ctx *ctx)
{
    if (ctx->req->session
        && pt_session_delete(ctx->db, ctx->req->session) != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    /* the cookie goes whether or not the session was still valid */
    pt_resp_add_header(ctx->resp, "Set-Cookie",
                       pt_session_cookie(ctx, "", 0));
    pt_reply_empty(ctx, 204);
}


void
pt_api_me(pt_ctx *ctx)
{
    json_t  *user;

    user = pt_user_json(ctx);
    if (user == NULL) {
        pt_fail_db(ctx);
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, user);
}
