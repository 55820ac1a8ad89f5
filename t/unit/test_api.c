/*
 * Unit tests of libpictor's nginx-free, database-free parts: route matching,
 * problem+json, validation, encodings, query arguments, database specs.
 */

#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <jansson.h>

#include "api/api.h"
#include "records/accounts.h"
#include "core/crypto.h"


static pt_api_conf  conf_plain;
static pt_api_conf  conf_test = { .test_routes = 1 };


static const pt_route *
match(pt_method m, const char *path, pt_req *req, int *status, char *allow)
{
    memset(req, 0, sizeof(*req));
    req->conf = &conf_plain;

    return pt_route_match(m, path, strlen(path), req, status, allow, 64);
}


START_TEST(test_route_literal_before_capture)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_GET, "/api/projects", &req, &status, allow);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_projects_list);

    r = match(PT_GET, "/api/demo", &req, &status, allow);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_project_get);
    ck_assert_str_eq(req.captures[0], "demo");
    ck_assert_uint_eq(req.ncaptures, 1);
}
END_TEST


START_TEST(test_route_captures)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_DELETE, "/api/shop-1/keys/ab12cd34", &req, &status, allow);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_keys_revoke);
    ck_assert_int_eq(r->auth, PT_AUTH_OWNER);
    ck_assert_str_eq(req.captures[0], "shop-1");
    ck_assert_str_eq(req.captures[1], "ab12cd34");

}
END_TEST


/* only the exact spelling reaches a handler: limits on it cover all */
START_TEST(test_route_exact_only)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_POST, "/api/auth/login/", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);

    r = match(PT_GET, "/api/shop-1/keys/", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);

    r = match(PT_GET, "/api/auth/me/", &req, &status, allow);
    ck_assert_ptr_null(r);

    r = match(PT_GET, "/healthz/", &req, &status, allow);
    ck_assert_ptr_null(r);
}
END_TEST


/* identifiers are printable ASCII; the folder path is UTF-8 */
START_TEST(test_route_capture_bytes)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_GET, "/api/demo/transforms/caf\xc3\xa9", &req, &status,
              allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);

    r = match(PT_GET, "/api/demo /images", &req, &status, allow);
    ck_assert_ptr_null(r);

    r = match(PT_GET, "/api/demo/jobs/\xff", &req, &status, allow);
    ck_assert_ptr_null(r);

    r = match(PT_DELETE, "/api/demo/folders/caf\xc3\xa9/x y", &req,
              &status, allow);
    ck_assert_ptr_nonnull(r);
    ck_assert_str_eq(req.captures[1], "caf\xc3\xa9/x y");

    r = match(PT_DELETE, "/api/demo/folders/a\xed\xa0\x80", &req, &status,
              allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);
}
END_TEST


/* the storage routes take the owner's session only
 * (docs/API.md "Authentication"), and only their methods */
START_TEST(test_route_storage)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;
    unsigned        i;

    static const struct {
        pt_method      m;
        const char    *path;
        pt_handler_pt  h;
        unsigned       flags;
    } rt[] = {
        { PT_GET, "/api/shop/storage", pt_api_storage_get, 0 },
        { PT_PUT, "/api/shop/storage", pt_api_storage_put,
          PT_ROUTE_BODY_JSON },
        { PT_DELETE, "/api/shop/storage", pt_api_storage_delete, 0 },
        { PT_POST, "/api/shop/storage/validate", pt_api_storage_validate,
          PT_ROUTE_BODY_JSON },
        { PT_POST, "/api/shop/storage/health", pt_api_storage_health, 0 },
    };

    for (i = 0; i < sizeof(rt) / sizeof(rt[0]); i++) {
        r = match(rt[i].m, rt[i].path, &req, &status, allow);
        ck_assert_ptr_nonnull(r);
        ck_assert_ptr_eq(r->handler, rt[i].h);
        ck_assert_int_eq(r->auth, PT_AUTH_OWNER);
        ck_assert_uint_eq(r->flags, rt[i].flags);
        ck_assert_str_eq(req.captures[0], "shop");
    }

    r = match(PT_POST, "/api/shop/storage", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);
    ck_assert_str_eq(allow, "GET, PUT, DELETE");

    r = match(PT_GET, "/api/shop/storage/health", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);
    ck_assert_str_eq(allow, "POST");
}
END_TEST


START_TEST(test_utf8)
{
    static const char  *good[] = {
        "", "plain", "caf\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
        "\xef\xbf\xbf", "\xf4\x8f\xbf\xbf", "\xed\x9f\xbf", NULL
    };
    static const char  *bad[] = {
        "\xff", "\x80", "\xc0\xaf", "\xc1\xbf", "\xe0\x80\xaf",
        "\xe0\x9f\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
        "\xf0\x8f\xbf\xbf", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80",
        "\xc3", "a\xe2\x82", "\xc3\x28", NULL
    };
    int  i;

    for (i = 0; good[i]; i++) {
        ck_assert_msg(pt_utf8_valid(good[i], strlen(good[i])), "good %d", i);
    }

    for (i = 0; bad[i]; i++) {
        ck_assert_msg(!pt_utf8_valid(bad[i], strlen(bad[i])), "bad %d", i);
    }

    /* a length cuts a sequence short: not read past */
    ck_assert_uint_eq(pt_utf8_char((const unsigned char *) "\xc3\xa9", 1),
                      0);
    ck_assert_uint_eq(pt_utf8_char((const unsigned char *) "\xc3\xa9", 2),
                      2);
}
END_TEST


START_TEST(test_route_404_405)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_GET, "/api/a/b/c/d", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);

    r = match(PT_PUT, "/api/projects", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);
    ck_assert_str_eq(allow, "GET, POST");

    r = match(PT_DELETE, "/api/auth/login", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);
    ck_assert_str_eq(allow, "POST");

    /* empty segments do not capture */
    r = match(PT_GET, "/api//keys", &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);
}
END_TEST


START_TEST(test_route_capture_too_long)
{
    pt_req          req;
    int             status = 0;
    char            allow[64], path[PT_CAPTURE_LEN + 16];
    const pt_route *r;

    memset(path, 'a', sizeof(path));
    memcpy(path, "/api/", 5);
    path[5 + PT_CAPTURE_LEN] = '\0';

    r = match(PT_GET, path, &req, &status, allow);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 404);
}
END_TEST


START_TEST(test_route_test_routes_gated)
{
    pt_req          req;
    int             status = 0;
    char            allow[64];
    const pt_route *r;

    r = match(PT_POST, "/api/demo/jobs/test", &req, &status, allow);
    ck_assert_ptr_null(r);

    memset(&req, 0, sizeof(req));
    req.conf = &conf_test;
    r = pt_route_match(PT_POST, "/api/demo/jobs/test", 19, &req, &status,
                       allow, sizeof(allow));
#if (PT_TEST_BUILD)
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_job_test);
#else
    /* a production build has no such route, whatever its conf says */
    ck_assert_ptr_null(r);
#endif
}
END_TEST


START_TEST(test_problem_json)
{
    char          *s;
    size_t         len;
    json_t        *o;
    json_error_t   err;

    s = pt_problem_json(PT_E_DENIED, "http://x.test", "no \"way\"",
                        "/api/p", &len);
    ck_assert_ptr_nonnull(s);
    ck_assert_uint_eq(len, strlen(s));

    o = json_loads(s, 0, &err);
    ck_assert_ptr_nonnull(o);
    ck_assert_str_eq(json_string_value(json_object_get(o, "type")),
                     "http://x.test/problems/forbidden");
    ck_assert_str_eq(json_string_value(json_object_get(o, "title")),
                     "Forbidden");
    ck_assert_int_eq(json_integer_value(json_object_get(o, "status")), 403);
    ck_assert_str_eq(json_string_value(json_object_get(o, "detail")),
                     "no \"way\"");
    ck_assert_str_eq(json_string_value(json_object_get(o, "instance")),
                     "/api/p");
    json_decref(o);
    free(s);
}
END_TEST


START_TEST(test_problem_json_any_bytes)
{
    char          *s, base[2048];
    json_t        *o;
    json_error_t   err;

    /* a Host-derived base longer than any fixed buffer, and bytes that
     * are not UTF-8 in every field: still JSON, nothing cut */
    memset(base, 'h', sizeof(base) - 1);
    memcpy(base, "http://", 7);
    base[sizeof(base) - 1] = '\0';

    s = pt_problem_json(PT_E_NO_SUCH, base, "no image \"\xff\"",
                        "/p/\xed\xa0\x80/x", NULL);
    ck_assert_ptr_nonnull(s);

    o = json_loads(s, 0, &err);
    ck_assert_ptr_nonnull(o);
    ck_assert_uint_eq(strlen(json_string_value(json_object_get(o, "type"))),
                      strlen(base) + strlen("/problems/not-found"));
    ck_assert_str_eq(json_string_value(json_object_get(o, "detail")),
                     "no image \"\xef\xbf\xbd\"");
    ck_assert_str_eq(json_string_value(json_object_get(o, "instance")),
                     "/p/\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd/x");
    json_decref(o);
    free(s);
}
END_TEST


START_TEST(test_utf8_clean)
{
    char  *c;

    c = pt_utf8_clean("a\xff" "b\xe6\x97\xa5\xed\xa0\x80");
    ck_assert_str_eq(c, "a\xef\xbf\xbd" "b\xe6\x97\xa5"
                     "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    free(c);
    ck_assert_ptr_null(pt_utf8_clean(NULL));
}
END_TEST


/* Every cause answers with a type; every type is some cause's answer. */
START_TEST(test_problem_maps)
{
    int          i;
    unsigned     t, seen;
    pt_cause     c;
    const char  *slug;

    seen = 0;

    for (i = PT_E_INVALID; i < PT_E_LAST; i++) {
        slug = pt_problem_slug((pt_cause) i);
        c = pt_problem_from_slug(slug, strlen(slug));
        t = pt_problem_type((pt_cause) i);

        ck_assert_int_ne(c, PT_E_LAST);
        ck_assert_uint_eq(pt_problem_type(c), t);
        ck_assert_str_eq(pt_problem_type_slug(t), slug);
        ck_assert_int_eq(pt_problem_status(c), pt_problem_status(i));
        ck_assert_int_ge(pt_problem_status((pt_cause) i), 400);
        ck_assert_ptr_nonnull(pt_problem_explanation((pt_cause) i));
        ck_assert_int_eq(pt_cause_is_ours((pt_cause) i),
                         pt_problem_status((pt_cause) i) == 500);
        seen |= 1u << t;
    }

    ck_assert_uint_eq(seen, (1u << PT_PROBLEM_TYPES) - 1);
    ck_assert_int_eq(pt_problem_status(PT_E_UNREADABLE), 422);
    ck_assert_int_eq(pt_problem_status(PT_E_TIMED_OUT), 503);
    ck_assert_int_eq(pt_problem_status(PT_E_NO_MASTER_KEY), 500);
    ck_assert_int_eq(pt_problem_status(PT_E_NOT_CONFIGURED), 503);
    ck_assert_int_eq(pt_problem_status(PT_E_TAKEN), 409);

    ck_assert_int_eq(pt_problem_from_status(413), PT_E_BODY_SIZE);
    ck_assert_int_eq(pt_problem_from_status(429), PT_E_RATE);
    ck_assert_int_eq(pt_problem_from_status(418), PT_E_FAULT);
    ck_assert_int_eq(pt_problem_from_slug("nope", 4), PT_E_LAST);
}
END_TEST


/* The kind decides Retry-After: every 503 and 429 has it, nothing else. */
START_TEST(test_problem_retry_after)
{
    int           i, status;
    pt_resp       resp;
    const char   *detail;

    for (i = PT_E_INVALID; i < PT_E_LAST; i++) {
        pt_resp_init(&resp);
        pt_resp_problem(&resp, (pt_cause) i, "http://x.test", "/x", NULL);
        status = pt_problem_status((pt_cause) i);

        ck_assert_int_eq(resp.status, status);
        ck_assert_uint_eq(resp.retry_after,
                          status == 503 || status == 429 ? 5 : 0);
        pt_resp_free(&resp);
    }

    /* no connection is the database unreachable: a 503, not a 500 */
    ck_assert_int_eq(pt_db_problem(NULL, 0, &detail), PT_E_DB_DOWN);
    ck_assert_str_eq(detail, "the database is unreachable");
    ck_assert_int_eq(pt_db_problem(NULL, 1, &detail), PT_E_DB_DOWN);
}
END_TEST


START_TEST(test_slugs_plans_emails)
{
    ck_assert(pt_project_slug_valid("demo"));
    ck_assert(pt_project_slug_valid("a1-b2"));
    ck_assert(pt_project_slug_valid("0x"));
    ck_assert(!pt_project_slug_valid("a"));
    ck_assert(!pt_project_slug_valid("-ab"));
    ck_assert(!pt_project_slug_valid("Demo"));
    ck_assert(!pt_project_slug_valid("de_mo"));
    ck_assert(!pt_project_slug_valid("api"));
    ck_assert(!pt_project_slug_valid("problems"));
    ck_assert(!pt_project_slug_valid("dashboard"));
    ck_assert(pt_project_slug_valid("dashboards"));
    ck_assert(!pt_project_slug_valid(
        "a234567890123456789012345678901234567890123456789012345678901234"));
    ck_assert(pt_project_slug_valid(
        "a23456789012345678901234567890123456789012345678901234567890123"));

    ck_assert(pt_plan_valid("free"));
    ck_assert(pt_plan_valid("business"));
    ck_assert(!pt_plan_valid("gold"));

    ck_assert(pt_email_valid("a@b.c"));
    ck_assert(!pt_email_valid("ab.c"));
    ck_assert(!pt_email_valid("a@b@c"));
    ck_assert(!pt_email_valid("a b@c.d"));
}
END_TEST


START_TEST(test_encodings)
{
    char           out[80], uuid[37];
    unsigned char  bin[4];

    pt_base64url((const unsigned char *) "\xfb\xff", 2, out);
    ck_assert_str_eq(out, "-_8");

    pt_hex((const unsigned char *) "\x01\xab", 2, out);
    ck_assert_str_eq(out, "01ab");
    ck_assert_int_eq(pt_unhex("01AbFf00", bin, 4), PT_OK);
    ck_assert_int_eq(bin[1], 0xab);
    ck_assert_int_eq(pt_unhex("01Ab", bin, 4), PT_ERROR);
    ck_assert_int_eq(pt_unhex("zz", bin, 1), PT_ERROR);

    pt_sha256_hex("abc", 3, out);
    ck_assert_str_eq(out, "ba7816bf8f01cfea414140de5dae2223"
                          "b00361a396177a9cb410ff61f20015ad");

    pt_uuid4(uuid);
    ck_assert_uint_eq(strlen(uuid), 36);
    ck_assert_int_eq(uuid[14], '4');
    ck_assert(strchr("89ab", uuid[19]) != NULL);
    ck_assert_int_eq(uuid[8], '-');

    ck_assert_str_eq(pt_iso_time("2026-01-02 03:04:05.678", out,
                                 sizeof(out)), "2026-01-02T03:04:05.678Z");
    ck_assert_str_eq(pt_iso_time("2026-01-02 03:04:05", out, sizeof(out)),
                     "2026-01-02T03:04:05.000Z");
    ck_assert_ptr_null(pt_iso_time("2026", out, sizeof(out)));
}
END_TEST


START_TEST(test_password_hash)
{
    char  hash[PT_PASSWORD_HASH_MAX];

    ck_assert_int_eq(pt_password_hash("correct horse", hash), PT_OK);
    ck_assert(strncmp(hash, "$argon2id$", 10) == 0);
    ck_assert_int_eq(pt_password_verify(hash, "correct horse"), PT_OK);
    ck_assert_int_eq(pt_password_verify(hash, "correct horsE"), PT_ERROR);
}
END_TEST


START_TEST(test_query_args)
{
    pt_req  req;
    char    buf[32], small[4];

    memset(&req, 0, sizeof(req));
    req.query = "a=1&name=hello+w%6Frld&flag&x=%zz&nul=a%00b&bin=%ff"
                "&long=abcd&fits=abc";
    req.query_len = strlen(req.query);

    ck_assert_int_eq(pt_query_get(&req, "a", buf, sizeof(buf)), PT_QUERY_OK);
    ck_assert_str_eq(buf, "1");
    ck_assert_int_eq(pt_query_get(&req, "name", buf, sizeof(buf)),
                     PT_QUERY_OK);
    ck_assert_str_eq(buf, "hello world");
    ck_assert_int_eq(pt_query_get(&req, "flag", buf, sizeof(buf)),
                     PT_QUERY_OK);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(pt_query_get(&req, "x", buf, sizeof(buf)), PT_QUERY_OK);
    ck_assert_str_eq(buf, "%zz");
    ck_assert_int_eq(pt_query_get(&req, "nam", buf, sizeof(buf)),
                     PT_QUERY_ABSENT);
    ck_assert_int_eq(pt_query_get(&req, "b", buf, sizeof(buf)),
                     PT_QUERY_ABSENT);

    /* "a%00b" would be "a", "abcd" cut to "abc": other values, refused */
    ck_assert_int_eq(pt_query_get(&req, "nul", buf, sizeof(buf)),
                     PT_QUERY_BAD);
    ck_assert_int_eq(pt_query_get(&req, "bin", buf, sizeof(buf)),
                     PT_QUERY_BAD);
    ck_assert_int_eq(pt_query_get(&req, "long", small, sizeof(small)),
                     PT_QUERY_BAD);
    ck_assert_int_eq(pt_query_get(&req, "fits", small, sizeof(small)),
                     PT_QUERY_OK);
    ck_assert_str_eq(small, "abc");
}
END_TEST


/* a parameter named twice has no one value: refused, whatever the values */
START_TEST(test_query_repeated)
{
    pt_req  req;
    char    buf[32];

    memset(&req, 0, sizeof(req));
    req.query = "type=eps&sort=oldest&type=video&x=1&x=1&y&y=&types=a"
                "&type%3D=b";
    req.query_len = strlen(req.query);

    ck_assert_int_eq(pt_query_get(&req, "type", buf, sizeof(buf)),
                     PT_QUERY_REPEATED);
    ck_assert_int_eq(pt_query_get(&req, "x", buf, sizeof(buf)),
                     PT_QUERY_REPEATED);
    ck_assert_int_eq(pt_query_get(&req, "y", buf, sizeof(buf)),
                     PT_QUERY_REPEATED);
    ck_assert_int_eq(pt_query_get(&req, "sort", buf, sizeof(buf)),
                     PT_QUERY_OK);
    ck_assert_str_eq(buf, "oldest");
    ck_assert_int_eq(pt_query_get(&req, "types", buf, sizeof(buf)),
                     PT_QUERY_OK);
    ck_assert_str_eq(buf, "a");

    /* a bad first value and a second one: still two values */
    req.query = "type=a%00b&type=eps";
    req.query_len = strlen(req.query);
    ck_assert_int_eq(pt_query_get(&req, "type", buf, sizeof(buf)),
                     PT_QUERY_REPEATED);

    /* one value at the end of the query, empty or not */
    req.query = "a=1&type=";
    req.query_len = strlen(req.query);
    ck_assert_int_eq(pt_query_get(&req, "type", buf, sizeof(buf)),
                     PT_QUERY_OK);
    ck_assert_str_eq(buf, "");
}
END_TEST


/* the listing's query: q filled, or a 400 problem naming the parameter */
static int
images_query(const char *query, pt_image_filter *q, pt_resp *resp)
{
    int            rc;
    pt_req         req;
    pt_ctx         ctx;
    static char    bufs[6][1024];

    memset(&req, 0, sizeof(req));
    memset(&ctx, 0, sizeof(ctx));
    req.path = "/api/demo/images";
    req.path_len = strlen(req.path);
    req.query = query;
    req.query_len = strlen(query);
    req.base_url = "http://pictor.test";
    pt_resp_init(resp);
    ctx.req = &req;
    ctx.resp = resp;

    rc = pt_api_images_query(&ctx, q, bufs);

    if (rc != PT_OK) {
        ck_assert_int_eq(resp->status, 400);
        ck_assert_str_eq(resp->content_type, "application/problem+json");
        ck_assert_ptr_nonnull(resp->body);
    }

    return rc;
}


START_TEST(test_listing_query)
{
    size_t            i;
    json_t           *o;
    pt_resp           resp;
    const char       *detail;
    pt_image_filter   q;
    static const struct {
        const char  *query;
        int          type;
        int          oldest;
    } ok[] = {
        { "", PT_LIST_ALL, 0 },
        { "type=", PT_LIST_ALL, 0 },
        { "type=image", PT_LIST_IMAGES, 0 },
        { "type=images", PT_LIST_IMAGES, 0 },
        { "type=video", PT_LIST_VIDEOS, 0 },
        { "type=eps", PT_LIST_EPS, 0 },
        { "type=eps&sort=oldest", PT_LIST_EPS, 1 },
        { "sort=newest", PT_LIST_ALL, 0 },
        { "sort=", PT_LIST_ALL, 0 },
        { "sort=oldest&limit=3&cursor=img_01ARZ3NDEKTSV4RRFFQ69G5FAV",
          PT_LIST_ALL, 1 },
    };
    static const struct {
        const char  *query;
        const char  *detail;      /* a part of the problem's detail */
    } bad[] = {
        { "type=EPS", "\"type\" must be image, video or eps" },
        { "type=EPS%27", "\"type\" must be image, video or eps" },
        { "type=eps%27", "\"type\" must be image, video or eps" },
        { "type=epss", "\"type\" must be image, video or eps" },
        { "type=%27%20OR%201%3D1", "\"type\" is longer than" },
        { "type=eps&type=video", "\"type\" is given more than once" },
        { "type=eps&type=eps", "\"type\" is given more than once" },
        { "type=&type=", "\"type\" is given more than once" },
        { "sort=name", "\"sort\" must be newest or oldest" },
        { "sort=OLDEST", "\"sort\" must be newest or oldest" },
        { "sort=oldest&sort=newest", "\"sort\" is given more than once" },
        { "limit=5&limit=5", "\"limit\" is given more than once" },
        { "folder=a&folder=b", "\"folder\" is given more than once" },
    };

    for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
        ck_assert_msg(images_query(ok[i].query, &q, &resp) == PT_OK,
                      "%s: refused: %s", ok[i].query,
                      resp.body ? resp.body : "");
        ck_assert_msg(q.type == ok[i].type, "%s: type %d", ok[i].query,
                      q.type);
        ck_assert_msg(q.oldest == ok[i].oldest, "%s: oldest %d",
                      ok[i].query, q.oldest);
        pt_resp_free(&resp);
    }

    ck_assert_int_eq(images_query("sort=oldest&limit=3&cursor="
                                  "img_01ARZ3NDEKTSV4RRFFQ69G5FAV", &q,
                                  &resp), PT_OK);
    ck_assert_int_eq(q.limit, 3);
    ck_assert_str_eq(q.cursor, "img_01ARZ3NDEKTSV4RRFFQ69G5FAV");
    pt_resp_free(&resp);

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        ck_assert_msg(images_query(bad[i].query, &q, &resp) == PT_ERROR,
                      "%s: taken", bad[i].query);
        o = json_loadb(resp.body, resp.body_len, 0, NULL);
        ck_assert_ptr_nonnull(o);
        detail = json_string_value(json_object_get(o, "detail"));
        ck_assert_msg(detail && strstr(detail, bad[i].detail) != NULL,
                      "%s: %s", bad[i].query, resp.body);
        ck_assert_int_eq(json_integer_value(json_object_get(o, "status")),
                         400);
        json_decref(o);
        pt_resp_free(&resp);
    }
}
END_TEST


START_TEST(test_db_conf)
{
    pt_db_conf  c;
    char        err[128];

    err[0] = '\0';
    ck_assert_int_eq(pt_db_conf_parse(&c, "socket=/run/m.sock user=pictor"
                                      " database=pictor", err, sizeof(err)),
                     PT_OK);
    ck_assert_str_eq(c.socket, "/run/m.sock");
    ck_assert_str_eq(c.user, "pictor");
    ck_assert_str_eq(c.database, "pictor");
    ck_assert_ptr_null(c.password);
    pt_db_conf_free(&c);

    ck_assert_int_eq(pt_db_conf_parse(&c, "host=db port=3307 database=x",
                                      err, sizeof(err)), PT_OK);
    ck_assert_uint_eq(c.port, 3307);
    pt_db_conf_free(&c);

    err[0] = '\0';
    ck_assert_int_eq(pt_db_conf_parse(&c, "sock=/x database=y", err,
                                      sizeof(err)), PT_ERROR);
    ck_assert(strstr(err, "sock") != NULL);

    err[0] = '\0';
    ck_assert_int_eq(pt_db_conf_parse(&c, "user=a", err, sizeof(err)),
                     PT_ERROR);
    ck_assert(strstr(err, "database") != NULL);

    err[0] = '\0';
    ck_assert_int_eq(pt_db_conf_parse(&c, "database=x password_file=/none",
                                      err, sizeof(err)), PT_ERROR);
    ck_assert(strstr(err, "password_file") != NULL);
}
END_TEST


static Suite *
api_suite(void)
{
    Suite  *s;
    TCase  *tc;

    s = suite_create("api");
    tc = tcase_create("core");
    tcase_set_timeout(tc, 30);

    tcase_add_test(tc, test_route_literal_before_capture);
    tcase_add_test(tc, test_route_captures);
    tcase_add_test(tc, test_route_exact_only);
    tcase_add_test(tc, test_route_capture_bytes);
    tcase_add_test(tc, test_route_storage);
    tcase_add_test(tc, test_utf8);
    tcase_add_test(tc, test_route_404_405);
    tcase_add_test(tc, test_route_capture_too_long);
    tcase_add_test(tc, test_route_test_routes_gated);
    tcase_add_test(tc, test_problem_json);
    tcase_add_test(tc, test_problem_json_any_bytes);
    tcase_add_test(tc, test_utf8_clean);
    tcase_add_test(tc, test_problem_maps);
    tcase_add_test(tc, test_problem_retry_after);
    tcase_add_test(tc, test_slugs_plans_emails);
    tcase_add_test(tc, test_encodings);
    tcase_add_test(tc, test_password_hash);
    tcase_add_test(tc, test_query_args);
    tcase_add_test(tc, test_query_repeated);
    tcase_add_test(tc, test_listing_query);
    tcase_add_test(tc, test_db_conf);
    suite_add_tcase(s, tc);

    return s;
}


int
main(void)
{
    int       failed;
    SRunner  *sr;

    if (pt_crypto_init() != PT_OK) {
        return EXIT_FAILURE;
    }

    sr = srunner_create(api_suite());
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
