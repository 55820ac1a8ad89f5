/*
 * Unit tests of the plugin registry and billing without a database: the
 * descriptors' JSON (every field of docs/API.md "Plugin descriptor", both
 * shapes), the registry's order
 * against the grammar's prefixes, activation lists, usage months, the
 * line-item arithmetic and its limits, the usage JSON, pictorctl's text
 * and CSV, and the public routes run end to end (they need no database).
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <check.h>
#include <jansson.h>

#include "api/api.h"
#include "plugins/plugins.h"
#include "plugins/usage.h"
#include "plugins/usage_batch.h"
#include "transform/transform.h"


/* docs/API.md "Plugin descriptor" and its prices and stages */
static const struct {
    const char  *name;
    const char  *stage;
    int          price;
    const char  *param;
    int          required;
    const char  *dflt;
} expect[PT_NPLUGINS] = {
    { "bg",         "PreProcess",  5, "threshold", 0, "remove" },
    { "smart_crop", "PostResize",  3, "mode",      0, "center" },
    { "wt",         "PostProcess", 1, "text",      1, NULL },
    { "filter",     "PostProcess", 2, "name",      1, NULL }
};


/* the object's keys, sorted and joined with ',' */
static void
keys_of(json_t *o, char *out, size_t size)
{
    const char  *k, *names[32];
    json_t      *v;
    size_t       n, i, j;

    n = 0;
    json_object_foreach(o, k, v) {
        if (n < 32) {
            names[n++] = k;
        }
    }

    for (i = 1; i < n; i++) {
        for (j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            k = names[j];
            names[j] = names[j - 1];
            names[j - 1] = k;
        }
    }

    out[0] = '\0';
    for (i = 0; i < n; i++) {
        strncat(out, names[i], size - strlen(out) - 2);
        if (i + 1 < n) {
            strcat(out, ",");
        }
    }
}


static const char *
str(json_t *o, const char *key)
{
    json_t  *v = json_object_get(o, key);

    ck_assert_msg(json_is_string(v), "%s is a string", key);
    ck_assert_msg(json_string_length(v) > 0, "%s is not empty", key);

    return json_string_value(v);
}


START_TEST(test_descriptor_public)
{
    char         keys[512];
    json_t      *o, *params, *pp;
    const char  *name = expect[_i].name;

    ck_assert_ptr_nonnull(pt_plugin_at(_i));
    o = pt_plugin_json(pt_plugin_at(_i), PT_PLUGIN_PUBLIC);
    ck_assert_ptr_nonnull(o);

    keys_of(o, keys, sizeof(keys));
    ck_assert_str_eq(keys, "category,description,displayName,name,"
                     "parameters,priceCentsPerInvocation,stage,urlPrefix,"
                     "vendor");

    ck_assert_str_eq(str(o, "name"), name);
    ck_assert_str_eq(str(o, "urlPrefix"), name);
    ck_assert_str_eq(str(o, "stage"), expect[_i].stage);
    (void) str(o, "displayName");
    (void) str(o, "description");
    (void) str(o, "category");
    (void) str(o, "vendor");
    ck_assert(json_is_integer(json_object_get(o,
                                              "priceCentsPerInvocation")));
    ck_assert_int_eq(json_integer_value(json_object_get(o,
                         "priceCentsPerInvocation")), expect[_i].price);

    params = json_object_get(o, "parameters");
    ck_assert(json_is_array(params));
    ck_assert_uint_eq(json_array_size(params), 1);

    pp = json_array_get(params, 0);
    keys_of(pp, keys, sizeof(keys));
    ck_assert_str_eq(keys, "defaultValue,description,key,required");
    ck_assert_str_eq(str(pp, "key"), expect[_i].param);
    (void) str(pp, "description");
    ck_assert(json_is_boolean(json_object_get(pp, "required")));
    ck_assert_int_eq(json_is_true(json_object_get(pp, "required")),
                     expect[_i].required);

    if (expect[_i].dflt) {
        ck_assert_str_eq(str(pp, "defaultValue"), expect[_i].dflt);
    } else {
        ck_assert(json_is_null(json_object_get(pp, "defaultValue")));
    }

    json_decref(o);
}
END_TEST


START_TEST(test_descriptor_project)
{
    int      on;
    char     keys[512];
    json_t  *o;

    for (on = 0; on <= 1; on++) {
        o = pt_plugin_json(pt_plugin_at(_i), on);
        ck_assert_ptr_nonnull(o);

        keys_of(o, keys, sizeof(keys));
        ck_assert_str_eq(keys, "category,description,displayName,"
                         "isActivated,name,priceCentsPerInvocation,stage,"
                         "urlPrefix,vendor");
        ck_assert(json_is_boolean(json_object_get(o, "isActivated")));
        ck_assert_int_eq(json_is_true(json_object_get(o, "isActivated")),
                         on);
        ck_assert_str_eq(str(o, "name"), expect[_i].name);

        json_decref(o);
    }
}
END_TEST


/* a token's prefix index is its plugin's index: masks agree */
START_TEST(test_registry_order)
{
    unsigned  i;

    for (i = 0; i < PT_NPLUGINS; i++) {
        ck_assert_int_eq(pt_tf_plugin(pt_plugin_at(i)->url_prefix),
                         (int) i);
        ck_assert_ptr_eq(pt_plugin_find(expect[i].name), pt_plugin_at(i));
        ck_assert_uint_eq(pt_plugin_index(pt_plugin_at(i)), i);
    }

    ck_assert_ptr_null(pt_plugin_at(PT_NPLUGINS));
    ck_assert_ptr_null(pt_plugin_find("BG"));
    ck_assert_ptr_null(pt_plugin_find(""));
    ck_assert_ptr_null(pt_plugin_find("filters"));
    ck_assert_ptr_null(pt_plugin_find("smart"));
}
END_TEST


START_TEST(test_mask_parse)
{
    ck_assert_uint_eq(pt_plugin_mask_parse(NULL), 0);
    ck_assert_uint_eq(pt_plugin_mask_parse(""), 0);
    ck_assert_uint_eq(pt_plugin_mask_parse("bg"), 1);
    ck_assert_uint_eq(pt_plugin_mask_parse("filter,bg"), 9);
    ck_assert_uint_eq(pt_plugin_mask_parse("wt,gone,,smart_crop"), 6);
    ck_assert_uint_eq(pt_plugin_mask_parse("bg,smart_crop,wt,filter"), 15);
    ck_assert_uint_eq(pt_plugin_mask_parse("filterfilterfilterfilterfilter"
                                           "filterfilter,wt"), 4);
    ck_assert_uint_eq(pt_plugin_mask_parse("bg "), 0);
}
END_TEST


START_TEST(test_month_parse)
{
    char         m[PT_MONTH_SIZE];
    unsigned     i;
    const char  *bad[] = {
        "", "2026", "2026-3", "2026-13", "2026-00", "1969-12", "26-03",
        "2026/03", "2026-03-01", " 2026-03", "2026-03 ", "2026-0a",
        "+026-03", "-026-03", "2026--3", "２026-03", "10000-01"
    };

    ck_assert_int_eq(pt_usage_month_parse("2026-03", m), PT_OK);
    ck_assert_str_eq(m, "2026-03");
    ck_assert_int_eq(pt_usage_month_parse("1970-01", m), PT_OK);
    ck_assert_str_eq(m, "1970-01");
    ck_assert_int_eq(pt_usage_month_parse("9999-12", m), PT_OK);
    ck_assert_str_eq(m, "9999-12");

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        strcpy(m, "x");
        ck_assert_msg(pt_usage_month_parse(bad[i], m) == PT_ERROR,
                      "\"%s\" refused", bad[i]);
        ck_assert_str_eq(m, "x");
    }

    ck_assert_int_eq(pt_usage_month_parse(NULL, m), PT_ERROR);
}
END_TEST


static time_t
utc(int y, int mo, int d, int h, int mi, int s)
{
    struct tm  tm;

    memset(&tm, 0, sizeof(tm));
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = s;

    return timegm(&tm);
}


START_TEST(test_month_of)
{
    char  m[PT_MONTH_SIZE];

    pt_usage_month_of(0, m);
    ck_assert_str_eq(m, "1970-01");
    pt_usage_month_of(utc(2024, 2, 29, 23, 59, 59), m);
    ck_assert_str_eq(m, "2024-02");
    pt_usage_month_of(utc(2024, 3, 1, 0, 0, 0), m);
    ck_assert_str_eq(m, "2024-03");
    pt_usage_month_of(utc(2026, 12, 31, 23, 59, 59), m);
    ck_assert_str_eq(m, "2026-12");

    /* UTC whatever the local zone says */
    setenv("TZ", "Pacific/Kiritimati", 1);
    tzset();
    pt_usage_month_of(utc(2026, 1, 31, 23, 0, 0), m);
    ck_assert_str_eq(m, "2026-01");
    unsetenv("TZ");
    tzset();
}
END_TEST


START_TEST(test_line_items)
{
    char      keys[256];
    json_t   *o, *items, *it;
    pt_usage  u;

    pt_usage_init(&u, "2026-03");

    ck_assert_int_eq(pt_usage_add(&u, "bg", 3, 5), PT_OK);
    /* the same plugin at another price: a second line item */
    ck_assert_int_eq(pt_usage_add(&u, "bg", 10, 4), PT_OK);
    ck_assert_int_eq(pt_usage_add(&u, "wt", 1, 1), PT_OK);
    ck_assert_int_eq(pt_usage_add(&u, "filter", 0, 2), PT_OK);

    ck_assert_uint_eq(u.nitems, 4);
    ck_assert_uint_eq(u.items[0].amount_cents, 15);
    ck_assert_uint_eq(u.items[1].amount_cents, 40);
    ck_assert_uint_eq(u.items[2].amount_cents, 1);
    ck_assert_uint_eq(u.items[3].amount_cents, 0);
    ck_assert_uint_eq(u.total_cents, 56);

    o = pt_usage_json(&u);
    ck_assert_ptr_nonnull(o);
    keys_of(o, keys, sizeof(keys));
    ck_assert_str_eq(keys, "lineItems,month,totalCents");
    ck_assert_str_eq(json_string_value(json_object_get(o, "month")),
                     "2026-03");
    ck_assert_int_eq(json_integer_value(json_object_get(o, "totalCents")),
                     56);

    items = json_object_get(o, "lineItems");
    ck_assert_uint_eq(json_array_size(items), 4);
    it = json_array_get(items, 1);
    keys_of(it, keys, sizeof(keys));
    ck_assert_str_eq(keys, "amountCents,invocations,plugin,unitPriceCents");
    ck_assert_str_eq(json_string_value(json_object_get(it, "plugin")), "bg");
    ck_assert_int_eq(json_integer_value(json_object_get(it, "invocations")),
                     10);
    ck_assert_int_eq(json_integer_value(json_object_get(it,
                                                        "unitPriceCents")),
                     4);
    ck_assert_int_eq(json_integer_value(json_object_get(it, "amountCents")),
                     40);

    json_decref(o);
    pt_usage_free(&u);
}
END_TEST


START_TEST(test_line_item_limits)
{
    unsigned            i;
    pt_usage            u;
    json_t             *o;
    unsigned long long  max = 9007199254740992ULL;    /* 2^53 */

    pt_usage_init(&u, "2026-04");

    /* invocations x price overflows 64 bits: refused, u unchanged */
    ck_assert_int_eq(pt_usage_add(&u, "bg", 1ULL << 62, 5), PT_ERROR);
    ck_assert_uint_eq(u.nitems, 0);
    ck_assert_uint_eq(u.total_cents, 0);

    /* up to 2^53 cents exactly: JSON's exact integers */
    ck_assert_int_eq(pt_usage_add(&u, "wt", max, 1), PT_OK);
    ck_assert_int_eq(pt_usage_add(&u, "filter", 1, 1), PT_ERROR);
    ck_assert_uint_eq(u.nitems, 1);
    ck_assert_uint_eq(u.total_cents, max);
    ck_assert_int_eq(pt_usage_add(&u, "filter", 0, 2), PT_OK);
    pt_usage_free(&u);

    /* the total passes the limit though no item does */
    pt_usage_init(&u, "2026-04");
    ck_assert_int_eq(pt_usage_add(&u, "bg", max / 5, 5), PT_OK);
    ck_assert_int_eq(pt_usage_add(&u, "wt", 10, 1), PT_ERROR);
    ck_assert_uint_eq(u.nitems, 1);
    pt_usage_free(&u);

    /* many items: the array grows, the sum stays exact */
    pt_usage_init(&u, "2026-04");
    for (i = 0; i < 100; i++) {
        ck_assert_int_eq(pt_usage_add(&u, "smart_crop", i, 3), PT_OK);
    }
    ck_assert_uint_eq(u.nitems, 100);
    ck_assert_uint_eq(u.total_cents, 3 * 99 * 100 / 2);
    ck_assert_uint_eq(u.items[99].amount_cents, 297);

    o = pt_usage_json(&u);
    ck_assert_int_eq(json_integer_value(json_object_get(o, "totalCents")),
                     14850);
    json_decref(o);
    pt_usage_free(&u);

    /* an empty month */
    pt_usage_init(&u, "2025-12");
    o = pt_usage_json(&u);
    ck_assert_uint_eq(json_array_size(json_object_get(o, "lineItems")), 0);
    ck_assert_int_eq(json_integer_value(json_object_get(o, "totalCents")),
                     0);
    json_decref(o);
    pt_usage_free(&u);
}
END_TEST


/* what a writer printed, malloc'ed */
static char *
report(int csv, const pt_usage *u)
{
    char    *buf = NULL;
    size_t   len = 0;
    FILE    *f;

    f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(csv ? pt_usage_write_csv(f, "shop", u)
                         : pt_usage_write_text(f, "shop", u), PT_OK);
    fclose(f);

    return buf;
}


/* s with each run of spaces as one space, in place */
static char *
squeeze(char *s)
{
    char  *r, *w;

    for (r = w = s; *r; r++) {
        if (!(*r == ' ' && (r[1] == ' ' || r[1] == '\n'))) {
            *w++ = *r;
        }
    }
    *w = '\0';

    return s;
}


START_TEST(test_reports)
{
    char      *s;
    pt_usage   u;

    pt_usage_init(&u, "2026-03");
    ck_assert_int_eq(pt_usage_add(&u, "bg", 3, 5), PT_OK);
    ck_assert_int_eq(pt_usage_add(&u, "filter", 1234, 2), PT_OK);

    s = report(1, &u);
    ck_assert_str_eq(s, "project,month,plugin,invocations,unit_price_cents,"
                     "amount_cents\r\n"
                     "shop,2026-03,bg,3,5,15\r\n"
                     "shop,2026-03,filter,1234,2,2468\r\n");
    free(s);

    s = squeeze(report(0, &u));
    ck_assert_msg(strstr(s, "shop") && strstr(s, "2026-03"), "%s", s);
    ck_assert_msg(strstr(s, "\nplugin invocations unit price amount\n"),
                  "%s", s);
    ck_assert_msg(strstr(s, "\nbg 3 0.05 0.15\n") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "\nfilter 1234 0.02 24.68\n") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "\ntotal 24.83\n") != NULL, "%s", s);
    free(s);
    pt_usage_free(&u);

    /* nothing used: the header alone, and a zero total */
    pt_usage_init(&u, "2026-02");
    s = report(1, &u);
    ck_assert_str_eq(s, "project,month,plugin,invocations,unit_price_cents,"
                     "amount_cents\r\n");
    free(s);
    s = report(0, &u);
    ck_assert_msg(strstr(s, "0.00\n") != NULL, "%s", s);
    free(s);
    pt_usage_free(&u);
}
END_TEST


static const pt_route *
match(pt_method m, const char *path, pt_req *req, int *status)
{
    char                allow[64];
    static pt_api_conf  conf;

    memset(req, 0, sizeof(*req));
    req->conf = &conf;
    req->path = path;
    req->path_len = strlen(path);
    req->base_url = "http://pictor.test";

    return pt_route_match(m, path, strlen(path), req, status, allow,
                          sizeof(allow));
}


/* counting in memory: every plugin of a render, from many threads */
typedef struct {
    unsigned long long  pid;
    unsigned            mask;
    int                 n;
} batch_arg;


static void *
batch_thread(void *data)
{
    int         i;
    batch_arg  *a = data;

    for (i = 0; i < a->n; i++) {
        ck_assert_int_eq(pt_usage_count(a->pid + (unsigned) i % 3, a->mask,
                                        i % 2 ? "2026-11" : "2026-12"),
                         PT_OK);
    }

    return NULL;
}


START_TEST(test_usage_batch_count)
{
    int        i;
    pthread_t  th[8];
    batch_arg  a[8];

    ck_assert_uint_eq(pt_usage_pending(), 0);

    /* bits past the last plugin are not plugins: nothing counts */
    ck_assert_int_eq(pt_usage_count(1, 1u << PT_NPLUGINS, "2026-11"), PT_OK);
    ck_assert_uint_eq(pt_usage_pending(), 0);

    for (i = 0; i < 8; i++) {
        a[i].pid = 10 + (unsigned) i;
        a[i].mask = i % 2 ? 0x3 : 0x8;          /* two plugins, or one */
        a[i].n = 5000;
        ck_assert_int_eq(pthread_create(&th[i], NULL, batch_thread, &a[i]),
                         0);
    }

    for (i = 0; i < 8; i++) {
        pthread_join(th[i], NULL);
    }

    /* 4 threads x 5000 renders x 2 plugins + 4 x 5000 x 1: none lost */
    ck_assert_uint_eq(pt_usage_pending(), 4 * 5000 * 2 + 4 * 5000);
}
END_TEST


START_TEST(test_routes)
{
    int             status;
    pt_req          req;
    const pt_route *r;

    r = match(PT_GET, "/api/plugins", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_plugins_list);
    ck_assert_int_eq(r->auth, PT_AUTH_PUBLIC);

    r = match(PT_GET, "/api/plugins/smart_crop", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_plugin_get);
    ck_assert_int_eq(r->auth, PT_AUTH_PUBLIC);
    ck_assert_str_eq(req.captures[0], "smart_crop");

    r = match(PT_GET, "/api/shop/plugins", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_project_plugins);
    ck_assert_int_eq(r->auth, PT_AUTH_PROJECT);

    r = match(PT_POST, "/api/shop/plugins/bg/activate", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_plugin_activate);
    ck_assert_int_eq(r->auth, PT_AUTH_PROJECT);
    ck_assert_str_eq(req.captures[0], "shop");
    ck_assert_str_eq(req.captures[1], "bg");

    r = match(PT_POST, "/api/shop/plugins/wt/deactivate", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_plugin_deactivate);

    r = match(PT_GET, "/api/shop/usage", &req, &status);
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_eq(r->handler, pt_api_usage);
    ck_assert_int_eq(r->auth, PT_AUTH_PROJECT);

    r = match(PT_GET, "/api/shop/plugins/bg/activate", &req, &status);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);

    r = match(PT_POST, "/api/plugins", &req, &status);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(status, 405);
}
END_TEST


/* the public routes need no database: run them whole */
static json_t *
run(const char *path, int *status)
{
    int              st;
    pt_req           req;
    pt_resp          resp;
    json_t          *j;
    const pt_route  *r;

    r = match(PT_GET, path, &req, &st);
    ck_assert_ptr_nonnull(r);
    ck_assert(r->flags & PT_ROUTE_NO_DB);

    pt_resp_init(&resp);
    pt_api_run(r, &req, &resp);
    *status = resp.status;

    j = json_loadb(resp.body, resp.body_len, 0, NULL);
    ck_assert_ptr_nonnull(j);
    pt_resp_free(&resp);

    return j;
}


START_TEST(test_public_routes)
{
    int      status;
    json_t  *j;

    j = run("/api/plugins", &status);
    ck_assert_int_eq(status, 200);
    ck_assert(json_is_array(j));
    ck_assert_uint_eq(json_array_size(j), PT_NPLUGINS);
    ck_assert_str_eq(json_string_value(json_object_get(json_array_get(j, 3),
                                                       "name")), "filter");
    json_decref(j);

    j = run("/api/plugins/wt", &status);
    ck_assert_int_eq(status, 200);
    ck_assert_str_eq(json_string_value(json_object_get(j, "name")), "wt");
    ck_assert(json_is_array(json_object_get(j, "parameters")));
    json_decref(j);

    j = run("/api/plugins/sharpen", &status);
    ck_assert_int_eq(status, 404);
    ck_assert_int_eq(json_integer_value(json_object_get(j, "status")), 404);
    ck_assert_ptr_nonnull(strstr(json_string_value(json_object_get(j,
                                                   "detail")), "sharpen"));
    json_decref(j);
}
END_TEST


static Suite *
plugins_suite(void)
{
    Suite  *s;
    TCase  *tc;

    s = suite_create("plugins");
    tc = tcase_create("core");

    tcase_add_loop_test(tc, test_descriptor_public, 0, PT_NPLUGINS);
    tcase_add_loop_test(tc, test_descriptor_project, 0, PT_NPLUGINS);
    tcase_add_test(tc, test_registry_order);
    tcase_add_test(tc, test_mask_parse);
    tcase_add_test(tc, test_month_parse);
    tcase_add_test(tc, test_month_of);
    tcase_add_test(tc, test_line_items);
    tcase_add_test(tc, test_line_item_limits);
    tcase_add_test(tc, test_reports);
    tcase_add_test(tc, test_usage_batch_count);
    tcase_add_test(tc, test_routes);
    tcase_add_test(tc, test_public_routes);
    suite_add_tcase(s, tc);

    return s;
}


int
main(void)
{
    int       failed;
    SRunner  *sr;

    sr = srunner_create(plugins_suite());
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
