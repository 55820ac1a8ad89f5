/*
 * Check suite for S3 request signing.  libcurl signs (CURLOPT_AWS_SIGV4
 * through store_http.c); this suite sends requests through pt_http_do()
 * to a loopback server that echoes them (t/tools/httpd_test.pl) and
 * compares the Authorization header curl wrote with AWS's published ones:
 *
 * - the SigV4 test suite ("aws-sig-v4-test-suite": credential AKIDEXAMPLE,
 *   20150830T123600Z, us-east-1, service "service", host
 *   example.amazonaws.com), the vectors curl 7.88 can reproduce;
 * - the S3 API reference's examples ("Signature Calculations for the
 *   Authorization Header": AKIAIOSFODNN7EXAMPLE, 20130524T000000Z), which
 *   sign x-amz-content-sha256 as the driver does.
 *
 * The date is fixed by giving X-Amz-Date (curl signs with it; it also
 * sends its own copy, so the driver never gives one); the host by a Host
 * header (curl signs the one sent).  What curl 7.88 cannot reproduce:
 * - get-vanilla-query-order-*: it signs the query as written, unsorted.
 *   The driver writes its queries in canonical order; the vector is
 *   checked with its query written so.
 * - a bare query name ("?lifecycle"): signed without '='; the driver
 *   writes "uploads=".
 * - post-x-www-form-urlencoded*: a streamed body (our read callback) is
 *   hashed as empty unless x-amz-content-sha256 says otherwise, and that
 *   header, signed, is not in those vectors.  S3 requires it anyway: the
 *   S3 PUT example covers a signed body.
 * - get-header-key-duplicate, get-header-value-multiline: curl does not
 *   join repeated headers; the driver sends none.
 * - get-slash*, get-relative*, get-space-normalized's normalisation: not
 *   S3's rules (S3 signs the path as sent).
 *
 * Also: the driver's payload hashes (empty body, memory, a file range),
 * its URLs (escaped keys, prefix, virtual-host or path-style) and the
 * checks of its configuration.
 */

#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/store_s3_int.h"
#include "httpd_test.h"


#define SUITE_SIGV4  "aws:amz:us-east-1:service"
#define SUITE_USER   "AKIDEXAMPLE:wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"
#define SUITE_HOST   "Host: example.amazonaws.com"
#define SUITE_DATE   "X-Amz-Date: 20150830T123600Z"
#define SUITE_AUTH                                                          \
    "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/"   \
    "aws4_request, SignedHeaders="

#define S3_SIGV4     "aws:amz:us-east-1:s3"
#define S3_USER      "AKIAIOSFODNN7EXAMPLE:"                                \
                     "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
#define S3_HOST      "Host: examplebucket.s3.amazonaws.com"
#define S3_DATE      "X-Amz-Date: 20130524T000000Z"
#define S3_AUTH                                                             \
    "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/"  \
    "s3/aws4_request, SignedHeaders="

#define WELCOME      "Welcome to Amazon S3."
#define WELCOME_SHA                                                         \
    "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072"


static void
setup(void)
{
    ck_assert_int_eq(pt_http_global_init(), PT_OK);
    httpd_start();
}


static void
teardown(void)
{
    pt_http_thread_done();
    httpd_stop();
}


/* the value of header name in an echoed request ("" when absent) */
static const char *
header_of(const char *req, const char *name, char *buf, size_t size)
{
    size_t       n;
    const char  *p, *e;

    n = strlen(name);

    for (p = strstr(req, "\r\n"); p; p = strstr(p + 2, "\r\n")) {
        if (strncasecmp(p + 2, name, n) == 0 && p[2 + n] == ':') {
            p += 2 + n + 1;
            while (*p == ' ') {
                p++;
            }
            e = strstr(p, "\r\n");
            return pt_snprintf(buf, size, "%.*s",
                               (int) (e ? (size_t) (e - p) : strlen(p)), p);
        }
    }

    return pt_snprintf(buf, size, "%s", "");
}


/*
 * The request as the server got it, sent by pt_http_do() to target (path
 * and query as sent) signed with sigv4/user; headers NULL-terminated;
 * body from memory or NULL.  The caller frees.
 */
static char *
sent(const char *sigv4, const char *user, const char *method,
    const char *target, const char **headers, const char *body)
{
    char               *got, url[600];
    pt_http_req         rq;
    pt_http_resp        rs;
    pt_store_net        net;
    struct curl_slist  *h, *n;

    h = NULL;
    for ( /* void */ ; *headers; headers++) {
        n = curl_slist_append(h, *headers);
        ck_assert_ptr_nonnull(n);
        h = n;
    }

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    net.retries = -1;
    httpd_url(url, sizeof(url), target);

    pt_http_req_init(&rq, method, url);
    rq.aws_sigv4 = sigv4;
    rq.userpwd = user;
    rq.headers = h;
    rq.body = body;
    rq.body_len = body ? strlen(body) : 0;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    got = (char *) rs.body;
    rs.body = NULL;
    pt_http_resp_free(&rs);
    curl_slist_free_all(h);

    return got;
}


/* the Authorization curl wrote for the request must be want */
static void
vector(const char *sigv4, const char *user, const char *method,
    const char *target, const char **headers, const char *body,
    const char *want)
{
    char  *req, auth[512];

    req = sent(sigv4, user, method, target, headers, body);
    header_of(req, "Authorization", auth, sizeof(auth));
    ck_assert_str_eq(auth, want);
    free(req);
}


#define SUITE(method, target, signed, sig, ...)                             \
    do {                                                                    \
        const char  *h_[] = { SUITE_HOST, SUITE_DATE, __VA_ARGS__ };        \
        vector(SUITE_SIGV4, SUITE_USER, method, target, h_, NULL,           \
               SUITE_AUTH signed ", Signature=" sig);                       \
    } while (0)


START_TEST(suite_get_vanilla)
{
    SUITE("GET", "/", "host;x-amz-date",
          "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
          NULL);
}
END_TEST


START_TEST(suite_get_vanilla_query_order_key_case)
{
    /* the vector's "?Param2=value2&Param1=value1", written in canonical
     * order as the driver writes its queries */
    SUITE("GET", "/?Param1=value1&Param2=value2", "host;x-amz-date",
          "b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500",
          NULL);
}
END_TEST


START_TEST(suite_get_vanilla_empty_query_key)
{
    SUITE("GET", "/?Param1=value1", "host;x-amz-date",
          "a67d582fa61cc504c4bae71f336f98b97f1ea3c7a6bfe1b6e45aec72011b9aeb",
          NULL);
}
END_TEST


START_TEST(suite_get_space)
{
    char  path[64];

    ck_assert_int_eq(pt_http_escape("/example space/", 1, path,
                                    sizeof(path)), PT_OK);
    SUITE("GET", path, "host;x-amz-date",
          "652487583200325589f1fba4c7e578f72c47cb61beeca81406b39ddec1366741",
          NULL);
}
END_TEST


START_TEST(suite_get_utf8)
{
    char  path[64];

    ck_assert_int_eq(pt_http_escape("/\xe1\x88\xb4", 1, path, sizeof(path)),
                     PT_OK);
    ck_assert_str_eq(path, "/%E1%88%B4");
    SUITE("GET", path, "host;x-amz-date",
          "8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85",
          NULL);
}
END_TEST


START_TEST(suite_get_unreserved)
{
    char  path[128];

    ck_assert_int_eq(pt_http_escape("/-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWX"
                                    "YZabcdefghijklmnopqrstuvwxyz", 1, path,
                                    sizeof(path)), PT_OK);
    SUITE("GET", path, "host;x-amz-date",
          "07ef7494c76fa4850883e2b006601f940f8a34d404d0cfa977f52a65bbf5f24f",
          NULL);
}
END_TEST


START_TEST(suite_get_header_value_trim)
{
    SUITE("GET", "/", "host;my-header1;my-header2;x-amz-date",
          "acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736",
          "My-Header1: value1", "My-Header2: \"a   b   c\"", NULL);
}
END_TEST


START_TEST(suite_post_vanilla)
{
    SUITE("POST", "/", "host;x-amz-date",
          "5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b",
          NULL);
}
END_TEST


START_TEST(suite_post_vanilla_query)
{
    SUITE("POST", "/?Param1=value1", "host;x-amz-date",
          "28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11",
          NULL);
}
END_TEST


START_TEST(s3_get_object_range)
{
    const char  *h[] = { S3_HOST, S3_DATE, "Range: bytes=0-9",
                         "x-amz-content-sha256: " PT_S3_EMPTY_SHA256, NULL };

    vector(S3_SIGV4, S3_USER, "GET", "/test.txt", h, NULL,
           S3_AUTH "host;range;x-amz-content-sha256;x-amz-date, Signature="
           "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
}
END_TEST


START_TEST(s3_put_object)
{
    char         *req, buf[256], path[64], sha[PT_S3_SHA256_HEX];
    const char   *h[] = { S3_HOST, S3_DATE,
                          "Date: Fri, 24 May 2013 00:00:00 GMT",
                          "x-amz-storage-class: REDUCED_REDUNDANCY",
                          "x-amz-content-sha256: " WELCOME_SHA, NULL };

    /* the payload hash the driver would send */
    ck_assert_int_eq(pt_s3_sha256_hex(WELCOME, strlen(WELCOME), sha), PT_OK);
    ck_assert_str_eq(sha, WELCOME_SHA);

    ck_assert_int_eq(pt_http_escape("/test$file.text", 1, path,
                                    sizeof(path)), PT_OK);
    req = sent(S3_SIGV4, S3_USER, "PUT", path, h, WELCOME);

    /* a signed body upload: no "expect" among the signed headers (curl
     * 7.88 would sign an "Expect:" removal line the server never sees) */
    ck_assert_str_eq(header_of(req, "Authorization", buf, sizeof(buf)),
                     S3_AUTH "date;host;x-amz-content-sha256;x-amz-date;"
                     "x-amz-storage-class, Signature=98ad721746da40c64f1a55b"
                     "78f14c238d841ea1380cd77a1b5971af0ece108bd");
    ck_assert_ptr_nonnull(strstr(req, "\r\n\r\n" WELCOME));
    free(req);
}
END_TEST


START_TEST(s3_get_bucket_lifecycle)
{
    const char  *h[] = { S3_HOST, S3_DATE,
                         "x-amz-content-sha256: " PT_S3_EMPTY_SHA256, NULL };

    /* S3's "?lifecycle", written "lifecycle=" as curl 7.88 needs */
    vector(S3_SIGV4, S3_USER, "GET", "/?lifecycle=", h, NULL,
           S3_AUTH "host;x-amz-content-sha256;x-amz-date, Signature="
           "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
}
END_TEST


START_TEST(s3_list_objects)
{
    const char  *h[] = { S3_HOST, S3_DATE,
                         "x-amz-content-sha256: " PT_S3_EMPTY_SHA256, NULL };

    vector(S3_SIGV4, S3_USER, "GET", "/?max-keys=2&prefix=J", h, NULL,
           S3_AUTH "host;x-amz-content-sha256;x-amz-date, Signature="
           "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
}
END_TEST


START_TEST(curl_writes_the_date)
{
    char        *req, buf[256];
    const char  *h[] = { "x-amz-content-sha256: " PT_S3_EMPTY_SHA256, NULL };

    /* as the driver sends: no X-Amz-Date of ours, curl writes one, once */
    req = sent(S3_SIGV4, S3_USER, "GET", "/k", h, NULL);
    header_of(req, "X-Amz-Date", buf, sizeof(buf));
    ck_assert_int_eq(strlen(buf), 16);
    ck_assert_ptr_null(strstr(strstr(req, "X-Amz-Date:") + 1,
                              "X-Amz-Date:"));
    ck_assert_ptr_nonnull(strstr(header_of(req, "Authorization", buf,
                                           sizeof(buf)),
                                 "SignedHeaders=host;x-amz-content-sha256;"
                                 "x-amz-date, "));
    free(req);
}
END_TEST


START_TEST(payload_hashes)
{
    int    fd;
    char   sha[PT_S3_SHA256_HEX];
    char   path[] = "/tmp/pt_s3_sha_XXXXXX";

    ck_assert_int_eq(pt_s3_sha256_hex("", 0, sha), PT_OK);
    ck_assert_str_eq(sha, PT_S3_EMPTY_SHA256);

    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    unlink(path);
    ck_assert_int_eq(write(fd, "xx" WELCOME "yy", 25), 25);

    /* a file range, as a part */
    ck_assert_int_eq(pt_s3_sha256_fd(fd, 2, strlen(WELCOME), sha), PT_OK);
    ck_assert_str_eq(sha, WELCOME_SHA);
    ck_assert_int_eq(pt_s3_sha256_fd(fd, 0, 0, sha), PT_OK);
    ck_assert_str_eq(sha, PT_S3_EMPTY_SHA256);

    /* a file shorter than said is an error, not a hash of less */
    errno = 0;
    ck_assert_int_eq(pt_s3_sha256_fd(fd, 10, 100, sha), PT_ERROR);
    ck_assert_int_eq(errno, EIO);
    close(fd);
}
END_TEST


/* a driver of the given configuration, or NULL with err */
static pt_store *
s3_new(const char *bucket, const char *region, const char *endpoint,
    const char *key_id, const char *secret, const char *prefix, char *err,
    size_t size)
{
    pt_store_cfg  cfg;

    memset(&cfg, 0, sizeof(cfg));
    cfg.provider = PT_PROVIDER_S3;
    cfg.bucket = bucket;
    cfg.region = region;
    cfg.endpoint = endpoint;
    cfg.access_key_id = key_id;
    cfg.secret_access_key = secret;
    cfg.prefix = prefix;
    err[0] = '\0';

    return pt_store_remote_new(&cfg, err, size);
}


#define SECRET  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETKEY"


/* err starts with field and never holds the secret */
static void
refused(const char *field, const char *bucket, const char *region,
    const char *endpoint, const char *key_id, const char *secret,
    const char *prefix)
{
    char  err[256];

    ck_assert_ptr_null(s3_new(bucket, region, endpoint, key_id, secret,
                              prefix, err, sizeof(err)));
    ck_assert_msg(strncmp(err, field, strlen(field)) == 0
                  && err[strlen(field)] == ':', "want %s: got \"%s\"",
                  field, err);
    ck_assert_ptr_null(strstr(err, "SECRETKEY"));
}


START_TEST(config_checks)
{
    const char  *ep = "http://127.0.0.1:9000";

    refused("bucket", NULL, "us-east-1", NULL, "AK", SECRET, NULL);
    refused("bucket", "", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "ab", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "Upper", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "under_score", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "192.168.1.10", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "a..b", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "-abc", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "abc-", NULL, ep, "AK", SECRET, NULL);
    refused("bucket", "xn--abc", NULL, ep, "AK", SECRET, NULL);
    refused("region", "bucket", NULL, NULL, "AK", SECRET, NULL);
    refused("region", "bucket", "eu west", NULL, "AK", SECRET, NULL);
    refused("endpoint", "bucket", NULL, "ftp://h", "AK", SECRET, NULL);
    refused("endpoint", "bucket", NULL, "http://", "AK", SECRET, NULL);
    refused("endpoint", "bucket", NULL, "not a url", "AK", SECRET, NULL);
    refused("endpoint", "bucket", NULL, "http://h/path", "AK", SECRET,
            NULL);
    refused("endpoint", "bucket", NULL, "http://u:p@h", "AK", SECRET, NULL);
    refused("endpoint", "bucket", NULL, "http://h/?q=1", "AK", SECRET, NULL);
    refused("accessKeyId", "bucket", NULL, ep, NULL, SECRET, NULL);
    refused("accessKeyId", "bucket", NULL, ep, "a:b", SECRET, NULL);
    refused("accessKeyId", "bucket", NULL, ep, "a b", SECRET, NULL);
    refused("secretAccessKey", "bucket", NULL, ep, "AK", "", NULL);
    refused("pathPrefix", "bucket", NULL, ep, "AK", SECRET, "/abs/");
    refused("pathPrefix", "bucket", NULL, ep, "AK", SECRET, "a\nb/");
}
END_TEST


START_TEST(urls)
{
    char          err[256], url[PT_S3_URL_MAX];
    pt_store     *s;
    pt_store_s3  *s3;

    /* S3-compatible: path-style under the endpoint, us-east-1 */
    s = s3_new("pictor-test", NULL, "http://127.0.0.1:9000/", "AK", SECRET,
               NULL, err, sizeof(err));
    ck_assert_msg(s != NULL, "%s", err);
    s3 = (pt_store_s3 *) s;
    ck_assert_str_eq(s3->base, "http://127.0.0.1:9000/pictor-test");
    ck_assert_str_eq(s3->sigv4, "aws:amz:us-east-1:s3");
    ck_assert_int_eq(s3->net.part_size, PT_S3_PART_DEFAULT);
    ck_assert_int_eq(s3->net.list_page, PT_S3_LIST_PAGE);

    ck_assert_int_eq(pt_s3_url(s3, "p/a b+c/\xc3\xa9", NULL, url,
                               sizeof(url)), PT_STORE_OK);
    ck_assert_str_eq(url, "http://127.0.0.1:9000/pictor-test/p/a%20b%2Bc/"
                          "%C3%A9");
    ck_assert_int_eq(pt_s3_url(s3, "k", "uploads=", url, sizeof(url)),
                     PT_STORE_OK);
    ck_assert_str_eq(url, "http://127.0.0.1:9000/pictor-test/k?uploads=");
    ck_assert_int_eq(pt_s3_url(s3, NULL, "list-type=2", url, sizeof(url)),
                     PT_STORE_OK);
    ck_assert_str_eq(url, "http://127.0.0.1:9000/pictor-test/?list-type=2");
    ck_assert_int_eq(pt_s3_url(s3, "../x", NULL, url, sizeof(url)),
                     PT_STORE_ERROR);
    ck_assert_int_eq(pt_s3_url(s3, "a//b", NULL, url, sizeof(url)),
                     PT_STORE_ERROR);
    s->ops->free(s);

    /* AWS: virtual-host style, the prefix in front of the key */
    s = s3_new("my-bucket", "eu-west-1", NULL, "AK", SECRET, "pre fix/",
               err, sizeof(err));
    ck_assert_msg(s != NULL, "%s", err);
    s3 = (pt_store_s3 *) s;
    ck_assert_str_eq(s3->sigv4, "aws:amz:eu-west-1:s3");
    ck_assert_int_eq(pt_s3_url(s3, "proj/img", NULL, url, sizeof(url)),
                     PT_STORE_OK);
    ck_assert_str_eq(url, "https://my-bucket.s3.eu-west-1.amazonaws.com/"
                          "pre%20fix/proj/img");
    s->ops->free(s);

    /* a dotted bucket would not match AWS's certificate: path-style */
    s = s3_new("my.bucket", "eu-west-1", NULL, "AK", SECRET, NULL, err,
               sizeof(err));
    ck_assert_msg(s != NULL, "%s", err);
    ck_assert_str_eq(((pt_store_s3 *) s)->base,
                     "https://s3.eu-west-1.amazonaws.com/my.bucket");
    s->ops->free(s);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("store_s3_sign");

    tc = tcase_create("sigv4");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, suite_get_vanilla);
    tcase_add_test(tc, suite_get_vanilla_query_order_key_case);
    tcase_add_test(tc, suite_get_vanilla_empty_query_key);
    tcase_add_test(tc, suite_get_space);
    tcase_add_test(tc, suite_get_utf8);
    tcase_add_test(tc, suite_get_unreserved);
    tcase_add_test(tc, suite_get_header_value_trim);
    tcase_add_test(tc, suite_post_vanilla);
    tcase_add_test(tc, suite_post_vanilla_query);
    tcase_add_test(tc, s3_get_object_range);
    tcase_add_test(tc, s3_put_object);
    tcase_add_test(tc, s3_get_bucket_lifecycle);
    tcase_add_test(tc, s3_list_objects);
    tcase_add_test(tc, curl_writes_the_date);
    suite_add_tcase(s, tc);

    tc = tcase_create("driver");
    tcase_add_test(tc, payload_hashes);
    tcase_add_test(tc, config_checks);
    tcase_add_test(tc, urls);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
