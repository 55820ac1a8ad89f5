/*
 * Check suite for the storage routes' database-free parts
 * (shared/api/api_storage_body.c): every body a PUT or validate refuses
 * is refused with a detail naming the field, and never quoting a
 * credential; the bodies of each provider that are right pass; the read
 * form of GET has every field, null when unknown, and no credential.
 */

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api_storage.h"


#define SECRET  "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY"


/* pt_storage_body on the JSON text; the detail into err. */
static int
parse(const char *text, pt_store_cfg *cfg, char *err, size_t size,
    json_t **keep)
{
    int           rc;
    json_t       *body;
    json_error_t  je;

    body = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    ck_assert_msg(body != NULL, "test body does not parse: %s: %s", text,
                  je.text);

    err[0] = '\0';
    rc = pt_storage_body(body, cfg, err, size);

    if (keep) {
        *keep = body;
    } else {
        json_decref(body);
    }

    return rc;
}


/* The body is refused and the detail names field (quoted). */
static void
refused(const char *text, const char *field)
{
    char          err[512], quoted[80];
    pt_store_cfg  cfg;

    ck_assert_msg(parse(text, &cfg, err, sizeof(err), NULL) == PT_ERROR,
                  "accepted: %s", text);

    pt_snprintf(quoted, sizeof(quoted), "\"%s\"", field);
    ck_assert_msg(strstr(err, quoted) != NULL,
                  "%s: detail \"%s\" does not name %s", text, err, quoted);

    /* a detail never quotes a credential */
    ck_assert_msg(strstr(err, SECRET) == NULL, "%s: detail quotes the"
                  " secret: %s", text, err);
}


#define S3_KEYS  "\"accessKeyId\":\"AKIDEXAMPLE\",\"secretAccessKey\":\"" \
                 SECRET "\""


START_TEST(body_s3_ok)
{
    char          err[512];
    json_t       *body;
    pt_store_cfg  cfg;

    ck_assert_int_eq(parse("{\"provider\":\"s3\",\"bucket\":\"photos\","
                           "\"region\":\"eu-west-3\",\"pathPrefix\":"
                           "\"customers/acme/\"," S3_KEYS "}", &cfg, err,
                           sizeof(err), &body), PT_OK);
    ck_assert_int_eq(cfg.provider, PT_PROVIDER_S3);
    ck_assert_str_eq(cfg.bucket, "photos");
    ck_assert_str_eq(cfg.region, "eu-west-3");
    ck_assert_str_eq(cfg.prefix, "customers/acme/");
    ck_assert_ptr_null(cfg.endpoint);
    ck_assert_str_eq(cfg.access_key_id, "AKIDEXAMPLE");
    ck_assert_str_eq(cfg.secret_access_key, SECRET);
    json_decref(body);

    /* S3-compatible: an endpoint instead of a region; null fields are
     * as absent ones */
    ck_assert_int_eq(parse("{\"provider\":\"s3\",\"bucket\":\"b.1\","
                           "\"region\":null,\"pathPrefix\":null,"
                           "\"endpoint\":\"http://127.0.0.1:9000\","
                           S3_KEYS "}", &cfg, err, sizeof(err), &body),
                     PT_OK);
    ck_assert_ptr_null(cfg.region);
    ck_assert_ptr_null(cfg.prefix);
    ck_assert_str_eq(cfg.endpoint, "http://127.0.0.1:9000");
    json_decref(body);

    /* both, an IPv6 host, a path */
    ck_assert_int_eq(parse("{\"provider\":\"s3\",\"bucket\":\"b\","
                           "\"region\":\"auto\",\"endpoint\":"
                           "\"https://[::1]:9000/minio\"," S3_KEYS "}",
                           &cfg, err, sizeof(err), NULL), PT_OK);
    ck_assert_int_eq(parse("{\"provider\":\"s3\",\"bucket\":\"b\","
                           "\"endpoint\":\"HTTPS://acct.r2.example.com\","
                           S3_KEYS "}", &cfg, err, sizeof(err), NULL),
                     PT_OK);
}
END_TEST


START_TEST(body_azure_gcs_ok)
{
    char          err[512];
    json_t       *body;
    pt_store_cfg  cfg;

    ck_assert_int_eq(parse("{\"provider\":\"azureblob\",\"bucket\":"
                           "\"originals\",\"connectionString\":"
                           "\"DefaultEndpointsProtocol=https;AccountName=a;"
                           "AccountKey=" SECRET "\"}", &cfg, err,
                           sizeof(err), &body), PT_OK);
    ck_assert_int_eq(cfg.provider, PT_PROVIDER_AZURE);
    ck_assert_str_eq(cfg.bucket, "originals");
    ck_assert_ptr_nonnull(strstr(cfg.connection_string, SECRET));
    json_decref(body);

    ck_assert_int_eq(parse("{\"provider\":\"gcs\",\"bucket\":\"my_bucket\","
                           "\"pathPrefix\":\"\",\"serviceAccountJson\":"
                           "\"{\\\"type\\\":\\\"service_account\\\"}\"}",
                           &cfg, err, sizeof(err), &body), PT_OK);
    ck_assert_int_eq(cfg.provider, PT_PROVIDER_GCS);
    ck_assert_str_eq(cfg.service_account_json,
                     "{\"type\":\"service_account\"}");
    ck_assert_ptr_null(cfg.endpoint);
    json_decref(body);

    /* GCS: an endpoint is the JSON API's base (a test server) */
    ck_assert_int_eq(parse("{\"provider\":\"gcs\",\"bucket\":\"b\","
                           "\"endpoint\":\"http://127.0.0.1:4443\","
                           "\"serviceAccountJson\":\"{}\"}",
                           &cfg, err, sizeof(err), &body), PT_OK);
    ck_assert_str_eq(cfg.endpoint, "http://127.0.0.1:4443");
    json_decref(body);
    refused("{\"provider\":\"gcs\",\"bucket\":\"b\",\"endpoint\":"
            "\"ftp://h\",\"serviceAccountJson\":\"{}\"}", "endpoint");
}
END_TEST


/* every 400 names its field */
START_TEST(body_refused)
{
    /* the provider */
    refused("{}", "provider");
    refused("{\"bucket\":\"b\"}", "provider");
    refused("{\"provider\":\"dropbox\",\"bucket\":\"b\"}", "provider");
    refused("{\"provider\":\"S3\",\"bucket\":\"b\"}", "provider");
    refused("{\"provider\":3,\"bucket\":\"b\"}", "provider");

    /* unknown fields, and fields of another provider */
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            S3_KEYS ",\"acl\":\"public\"}", "acl");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            S3_KEYS ",\"connectionString\":\"x\"}", "connectionString");
    refused("{\"provider\":\"azureblob\",\"bucket\":\"b\",\"region\":"
            "\"r\",\"connectionString\":\"x\"}", "region");
    refused("{\"provider\":\"gcs\",\"bucket\":\"b\",\"accessKeyId\":\"x\","
            "\"serviceAccountJson\":\"{}\"}", "accessKeyId");

    /* the bucket */
    refused("{\"provider\":\"s3\",\"region\":\"r\"," S3_KEYS "}", "bucket");
    refused("{\"provider\":\"s3\",\"bucket\":\"\",\"region\":\"r\","
            S3_KEYS "}", "bucket");
    refused("{\"provider\":\"s3\",\"bucket\":\"a/b\",\"region\":\"r\","
            S3_KEYS "}", "bucket");
    refused("{\"provider\":\"s3\",\"bucket\":[\"b\"],\"region\":\"r\","
            S3_KEYS "}", "bucket");

    /* the path prefix */
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"pathPrefix\":\"/abs/\"," S3_KEYS "}", "pathPrefix");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"pathPrefix\":\"a//b/\"," S3_KEYS "}", "pathPrefix");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"pathPrefix\":\"a/../b/\"," S3_KEYS "}", "pathPrefix");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"pathPrefix\":\"a\\nb\"," S3_KEYS "}", "pathPrefix");

    /* S3: a region or an endpoint, and both keys */
    refused("{\"provider\":\"s3\",\"bucket\":\"b\"," S3_KEYS "}", "region");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"\","
            S3_KEYS "}", "region");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":"
            "\"US East 1\"," S3_KEYS "}", "region");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"secretAccessKey\":\"" SECRET "\"}", "accessKeyId");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"accessKeyId\":\"AKID\"}", "secretAccessKey");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"accessKeyId\":\"AKID\",\"secretAccessKey\":\"\"}",
            "secretAccessKey");
    refused("{\"provider\":\"s3\",\"bucket\":\"b\",\"region\":\"r\","
            "\"accessKeyId\":\"AKID\",\"secretAccessKey\":\"" SECRET
            "\\r\"}", "secretAccessKey");
}
END_TEST


/* a malformed endpoint URL: http or https, a host, no credentials */
START_TEST(body_endpoint_refused)
{
    static const char *const  bad[] = {
        "ftp://127.0.0.1:9000", "127.0.0.1:9000", "http://", "http:///b",
        "http://:9000", "http://user:pw@127.0.0.1:9000",
        "http://127.0.0.1:0", "http://127.0.0.1:65536", "http://h:x",
        "http://h:", "http://h:-1", "http://h/p?x=1", "http://h/p#f",
        "http://h st", "http://[::1", "http://-h", "javascript:alert(1)",
        NULL
    };

    char      text[256];
    unsigned  i;

    for (i = 0; bad[i]; i++) {
        pt_snprintf(text, sizeof(text), "{\"provider\":\"s3\",\"bucket\":"
                    "\"b\",\"endpoint\":\"%s\"," S3_KEYS "}", bad[i]);
        refused(text, "endpoint");
    }
}
END_TEST


START_TEST(body_azure_gcs_refused)
{
    refused("{\"provider\":\"azureblob\",\"bucket\":\"b\"}",
            "connectionString");
    refused("{\"provider\":\"azureblob\",\"bucket\":\"b\","
            "\"connectionString\":\"\"}", "connectionString");
    refused("{\"provider\":\"azureblob\",\"bucket\":\"b\","
            "\"connectionString\":{\"AccountName\":\"a\"}}",
            "connectionString");

    refused("{\"provider\":\"gcs\",\"bucket\":\"b\"}", "serviceAccountJson");
    refused("{\"provider\":\"gcs\",\"bucket\":\"b\",\"serviceAccountJson\":"
            "\"not json " SECRET "\"}", "serviceAccountJson");
    refused("{\"provider\":\"gcs\",\"bucket\":\"b\",\"serviceAccountJson\":"
            "\"[1,2]\"}", "serviceAccountJson");
    /* a string holding the key, as docs/API.md "Storage configuration"
     * says, not the object itself */
    refused("{\"provider\":\"gcs\",\"bucket\":\"b\",\"serviceAccountJson\":"
            "{\"type\":\"service_account\"}}", "serviceAccountJson");
}
END_TEST


/* over each field's size: refused, the size said */
START_TEST(body_too_long)
{
    char    *text, *big;
    size_t   n = 20000;

    big = malloc(n + 1);
    memset(big, 'a', n);
    big[n] = '\0';

    text = malloc(n + 256);

    sprintf(text, "{\"provider\":\"s3\",\"bucket\":\"%s\",\"region\":\"r\","
            S3_KEYS "}", big + n - 256);
    refused(text, "bucket");

    sprintf(text, "{\"provider\":\"azureblob\",\"bucket\":\"b\","
            "\"connectionString\":\"%s\"}", big + n - 4097);
    refused(text, "connectionString");

    sprintf(text, "{\"provider\":\"gcs\",\"bucket\":\"b\","
            "\"serviceAccountJson\":\"%s\"}", big + n - 16385);
    refused(text, "serviceAccountJson");

    free(text);
    free(big);
}
END_TEST


static const char *
member(json_t *obj, const char *name)
{
    return json_string_value(json_object_get(obj, name));
}


START_TEST(read_form)
{
    char             *text;
    json_t           *j;
    pt_storage_conf   sc;

    /* managed: the provider alone */
    memset(&sc, 0, sizeof(sc));
    j = pt_storage_read_json(&sc);
    text = json_dumps(j, JSON_COMPACT);
    ck_assert_str_eq(text, "{\"provider\":\"Managed\"}");
    free(text);
    json_decref(j);

    /* S3, credentials loaded: every field, no credential */
    memset(&sc, 0, sizeof(sc));
    sc.cfg.provider = PT_PROVIDER_S3;
    sc.cfg.bucket = "photos";
    sc.cfg.prefix = "acme/";
    sc.cfg.region = "eu-west-3";
    sc.cfg.access_key_id = "AKIDEXAMPLE";
    sc.cfg.secret_access_key = SECRET;
    sc.validated = 1;
    pt_snprintf(sc.checked_at, sizeof(sc.checked_at),
                "2026-11-21 18:37:16.123");
    pt_snprintf(sc.health, sizeof(sc.health), "healthy");

    j = pt_storage_read_json(&sc);
    ck_assert_ptr_nonnull(j);
    ck_assert_uint_eq(json_object_size(j), 8);
    ck_assert_str_eq(member(j, "provider"), "S3");
    ck_assert_str_eq(member(j, "bucket"), "photos");
    ck_assert_str_eq(member(j, "pathPrefix"), "acme/");
    ck_assert_str_eq(member(j, "region"), "eu-west-3");
    ck_assert(json_is_null(json_object_get(j, "endpoint")));
    ck_assert(json_is_true(json_object_get(j, "validated")));
    ck_assert_str_eq(member(j, "lastHealthCheck"),
                     "2026-11-21T18:37:16.123Z");
    ck_assert_str_eq(member(j, "lastHealthCheckResult"), "healthy");

    text = json_dumps(j, JSON_COMPACT);
    ck_assert_ptr_null(strstr(text, SECRET));
    ck_assert_ptr_null(strstr(text, "AKIDEXAMPLE"));
    free(text);
    json_decref(j);

    /* Azure, never checked: nulls, not missing members */
    memset(&sc, 0, sizeof(sc));
    sc.cfg.provider = PT_PROVIDER_AZURE;
    sc.cfg.bucket = "originals";
    sc.cfg.connection_string = "AccountKey=" SECRET;

    j = pt_storage_read_json(&sc);
    ck_assert_uint_eq(json_object_size(j), 8);
    ck_assert_str_eq(member(j, "provider"), "AzureBlob");
    ck_assert(json_is_null(json_object_get(j, "pathPrefix")));
    ck_assert(json_is_null(json_object_get(j, "region")));
    ck_assert(json_is_false(json_object_get(j, "validated")));
    ck_assert(json_is_null(json_object_get(j, "lastHealthCheck")));
    ck_assert(json_is_null(json_object_get(j, "lastHealthCheckResult")));

    text = json_dumps(j, JSON_COMPACT);
    ck_assert_ptr_null(strstr(text, SECRET));
    free(text);
    json_decref(j);

    /* GCS, an S3-compatible endpoint */
    memset(&sc, 0, sizeof(sc));
    sc.cfg.provider = PT_PROVIDER_GCS;
    sc.cfg.bucket = "b";
    j = pt_storage_read_json(&sc);
    ck_assert_str_eq(member(j, "provider"), "GCS");
    json_decref(j);

    sc.cfg.provider = PT_PROVIDER_S3;
    sc.cfg.endpoint = "http://127.0.0.1:9000";
    j = pt_storage_read_json(&sc);
    ck_assert_str_eq(member(j, "endpoint"), "http://127.0.0.1:9000");
    json_decref(j);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("storage_api");

    tc = tcase_create("body");
    tcase_add_test(tc, body_s3_ok);
    tcase_add_test(tc, body_azure_gcs_ok);
    tcase_add_test(tc, body_refused);
    tcase_add_test(tc, body_endpoint_refused);
    tcase_add_test(tc, body_azure_gcs_refused);
    tcase_add_test(tc, body_too_long);
    suite_add_tcase(s, tc);

    tc = tcase_create("read_form");
    tcase_add_test(tc, read_form);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
