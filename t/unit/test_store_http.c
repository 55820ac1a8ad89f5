/*
 * Check suite for the remote drivers' HTTP client (shared/store/
 * store_http.c) against a real HTTP server on a loopback socket
 * (t/tools/httpd_test.pl, scripted per path): retries of idempotent
 * requests on 503, 429 and S3's SlowDown and none for a POST, the file
 * sink rewound after a broken try (the file holds one body), an error
 * answer kept out of the file, the memory cap, the stall timeout, bodies
 * from a file range and sent again on a dead kept-alive connection,
 * header lookup and escaping; the reading of a provider's sizes and the
 * cleaning of its messages for the log.
 */

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_http.h"
#include "httpd_test.h"


static char  url[256];


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


/* GET (or method) of path with retries; rs is the caller's to free */
static int
run(const char *method, const char *path, int idempotent, int retries,
    pt_http_resp *rs)
{
    pt_http_req   rq;
    pt_store_net  net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    net.retries = retries;
    net.timeout_ms = 5000;

    pt_http_req_init(&rq, method, httpd_url(url, sizeof(url), path));
    rq.idempotent = idempotent;

    return pt_http_do(&rq, rs, &net);
}


/* the server's count of requests to /seq/NAME or /cut/NAME */
static int
hits(const char *name)
{
    int           n;
    char          path[64];
    pt_http_resp  rs;

    pt_snprintf(path, sizeof(path), "/hits/%s", name);
    ck_assert_int_eq(run("GET", path, 1, -1, &rs), PT_OK);
    n = atoi((char *) rs.body);
    pt_http_resp_free(&rs);

    return n;
}


/* the server's body pattern: "ABC...Z" repeated */
static int
is_pattern(const unsigned char *p, size_t len)
{
    size_t  i;

    for (i = 0; i < len; i++) {
        if (p[i] != 'A' + i % 26) {
            return 0;
        }
    }

    return 1;
}


START_TEST(retry_503_then_ok)
{
    pt_http_resp  rs;

    ck_assert_int_eq(run("GET", "/seq/a?s=503,503,200", 1, 3, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_int_eq(rs.tries, 3);
    ck_assert_str_eq((char *) rs.body, "ok a 3");
    pt_http_resp_free(&rs);
    ck_assert_int_eq(hits("a"), 3);
}
END_TEST


START_TEST(retries_run_out)
{
    pt_http_resp  rs;

    /* the last answer is the caller's to map: PT_OK with the 503 */
    ck_assert_int_eq(run("GET", "/seq/b?s=503", 1, 2, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 503);
    ck_assert_int_eq(rs.tries, 3);
    ck_assert_ptr_nonnull(strstr((char *) rs.body, "InternalError"));
    pt_http_resp_free(&rs);
    ck_assert_int_eq(hits("b"), 3);
}
END_TEST


START_TEST(no_retry_when_not_idempotent)
{
    pt_http_resp  rs;

    ck_assert_int_eq(run("POST", "/seq/c?s=503,200", 0, 3, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 503);
    ck_assert_int_eq(rs.tries, 1);
    pt_http_resp_free(&rs);
    ck_assert_int_eq(hits("c"), 1);
}
END_TEST


START_TEST(retry_429)
{
    pt_http_resp  rs;

    ck_assert_int_eq(run("GET", "/seq/d?s=429,200", 1, 3, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_int_eq(rs.tries, 2);
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(retry_slowdown_not_other_400)
{
    pt_http_resp  rs;

    ck_assert_int_eq(run("GET", "/seq/e?s=400,200&code=SlowDown", 1, 3, &rs),
                     PT_OK);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_int_eq(rs.tries, 2);
    pt_http_resp_free(&rs);

    ck_assert_int_eq(run("GET", "/seq/f?s=400,200&code=InvalidArgument", 1,
                         3, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 400);
    ck_assert_int_eq(rs.tries, 1);
    pt_http_resp_free(&rs);
}
END_TEST


/* a temp file holding "KEEP" with its offset after it */
static int
sink_file(void)
{
    int   fd;
    char  path[] = "/tmp/pt_http_sink_XXXXXX";

    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    unlink(path);
    ck_assert_int_eq(write(fd, "KEEP", 4), 4);

    return fd;
}


static unsigned char *
file_bytes(int fd, size_t *len)
{
    struct stat     sb;
    unsigned char  *p;

    ck_assert_int_eq(fstat(fd, &sb), 0);
    p = malloc(sb.st_size + 1);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(pread(fd, p, sb.st_size, 0), sb.st_size);
    *len = sb.st_size;

    return p;
}


START_TEST(file_sink_rewound_after_a_broken_try)
{
    int             fd;
    size_t          len;
    pt_http_req     rq;
    pt_http_resp    rs;
    pt_store_net    net;
    unsigned char  *p;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    fd = sink_file();

    /* the first answer breaks off halfway: its half must not stay */
    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url),
                                           "/cut/g?size=100000"));
    rq.idempotent = 1;
    rq.sink_fd = fd;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_int_eq(rs.tries, 2);
    ck_assert_ptr_null(rs.body);
    pt_http_resp_free(&rs);

    p = file_bytes(fd, &len);
    ck_assert_int_eq(len, 4 + 100000);
    ck_assert_int_eq(memcmp(p, "KEEP", 4), 0);
    ck_assert(is_pattern(p + 4, 100000));
    free(p);
    close(fd);
}
END_TEST


START_TEST(error_answer_never_in_the_file)
{
    int             fd;
    size_t          len;
    pt_http_req     rq;
    pt_http_resp    rs;
    pt_store_net    net;
    unsigned char  *p;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    fd = sink_file();

    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url),
                                           "/seq/h?s=404&code=NoSuchKey"));
    rq.idempotent = 1;
    rq.sink_fd = fd;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 404);
    ck_assert_ptr_nonnull(rs.body);
    ck_assert_ptr_nonnull(strstr((char *) rs.body, "<Code>NoSuchKey<"));
    pt_http_resp_free(&rs);

    p = file_bytes(fd, &len);
    ck_assert_int_eq(len, 4);
    free(p);
    close(fd);
}
END_TEST


START_TEST(memory_cap)
{
    pt_http_req   rq;
    pt_http_resp  rs;
    pt_store_net  net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */

    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url),
                                           "/big?size=1000"));
    rq.max_body = 1000;
    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.body_len, 1000);
    ck_assert(is_pattern(rs.body, 1000));
    ck_assert_int_eq(rs.body[1000], '\0');
    pt_http_resp_free(&rs);

    /* one byte over: an error of ours, not retried, never truncated */
    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url),
                                           "/big?size=1001"));
    rq.max_body = 1000;
    rq.idempotent = 1;
    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.local_error, 1);
    ck_assert_int_eq(rs.tries, 1);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_ptr_nonnull(strstr(rs.error, "over 1000 bytes"));
    pt_http_resp_free(&rs);

    /* without max_body: the default cap */
    pt_snprintf(url, sizeof(url), "http://127.0.0.1:%d/big?size=%d",
                httpd_port, PT_HTTP_BODY_MAX + 1);
    pt_http_req_init(&rq, "GET", url);
    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.local_error, 1);
    pt_http_resp_free(&rs);
}
END_TEST


/* a bucket is never on the server's own network unless allowed: the
 * loopback test server is refused before anything is sent, once */
START_TEST(private_address_refused)
{
    pt_http_req   rq;
    pt_http_resp  rs;
    pt_store_net  net;

    memset(&net, 0, sizeof(net));
    net.retries = 3;

    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url), "/ok"));
    rq.idempotent = 1;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.status, 0);
    ck_assert_int_eq(rs.tries, 1);
    ck_assert_ptr_nonnull(strstr(rs.error, "127.0.0.1 is on the server's"
                                 " own network"));
    pt_http_resp_free(&rs);

    net.allow_private = 1;
    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(private_addresses)
{
    static const char *const  private[] = {
        "127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1",
        "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1",
        "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1",
        "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1",
        "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a9fe:a9fe",
        "192.0.2.1", "198.51.100.7", "203.0.113.200", "::127.0.0.1",
        "::8.8.8.8", "2002:7f00:1::1", "2002:808:808::1", "2001:0:1::1",
        "2001:db8::1", "64:ff9b:1::a00:1", "100::1", "fec0::1",
        "fefe::1", "not an address", NULL
    };
    static const char *const  public[] = {
        "8.8.8.8", "172.32.0.1", "172.15.255.255", "192.169.0.1",
        "100.128.0.1", "52.216.0.1", "2600:1f18::1", "::ffff:8.8.8.8",
        "2001:4860:4860::8888", NULL
    };
    int  i;

    for (i = 0; private[i]; i++) {
        ck_assert_msg(pt_store_addr_private(private[i]), "%s", private[i]);
    }

    for (i = 0; public[i]; i++) {
        ck_assert_msg(!pt_store_addr_private(public[i]), "%s", public[i]);
    }
}
END_TEST


START_TEST(stall_times_out)
{
    pt_http_req   rq;
    pt_http_resp  rs;
    pt_store_net  net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    net.timeout_ms = 1000;
    net.retries = -1;

    /* 10 bytes of 1000, then silence: an error, not a hang */
    pt_http_req_init(&rq, "GET", httpd_url(url, sizeof(url), "/stall"));
    rq.idempotent = 1;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.status, 0);
    ck_assert_int_eq(rs.local_error, 0);
    ck_assert_int_eq(rs.tries, 1);
    ck_assert_str_eq(rs.error, "no progress for 1000 ms");
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(no_server)
{
    int           port;
    pt_http_req   rq;
    pt_http_resp  rs;
    pt_store_net  net;

    /* a port nobody listens on any more */
    port = httpd_port;
    httpd_stop();

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    net.retries = 2;
    pt_snprintf(url, sizeof(url), "http://127.0.0.1:%d/x", port);
    pt_http_req_init(&rq, "GET", url);
    rq.idempotent = 1;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.status, 0);
    ck_assert_int_eq(rs.local_error, 0);
    ck_assert_int_eq(rs.tries, 3);
    ck_assert_str_ne(rs.error, "");
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(header_lookup)
{
    char          buf[64];
    pt_http_resp  rs;

    ck_assert_int_eq(run("GET", "/headers", 1, -1, &rs), PT_OK);
    ck_assert_int_eq(rs.status, 200);

    ck_assert_ptr_nonnull(pt_http_header(&rs, "x-test-one", buf,
                                         sizeof(buf)));
    ck_assert_str_eq(buf, "value one");
    ck_assert_ptr_nonnull(pt_http_header(&rs, "X-AMZ-REQUEST-ID", buf,
                                         sizeof(buf)));
    ck_assert_str_eq(buf, "R1");
    ck_assert_ptr_null(pt_http_header(&rs, "x-test", buf, sizeof(buf)));
    ck_assert_ptr_null(pt_http_header(&rs, "x-missing", buf, sizeof(buf)));

    /* a small buffer gets a cut, terminated value */
    ck_assert_ptr_nonnull(pt_http_header(&rs, "X-Test-One", buf, 4));
    ck_assert_str_eq(buf, "val");

    ck_assert_str_eq(rs.etag, "abc123");
    ck_assert_str_eq(rs.content_type, "text/x-test");
    ck_assert_int_eq(rs.last_modified, 1445412480);
    ck_assert_int_eq(rs.content_length, 1);
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(body_from_a_file_range)
{
    int            fd;
    char          *body;
    char           path[] = "/tmp/pt_http_body_XXXXXX";
    pt_http_req    rq;
    pt_http_resp   rs;
    pt_store_net   net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */
    fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    unlink(path);
    ck_assert_int_eq(write(fd, "0123456789abcdefghij", 20), 20);

    pt_http_req_init(&rq, "PUT", httpd_url(url, sizeof(url), "/echo"));
    rq.body_fd = fd;
    rq.body_off = 5;
    rq.body_len = 10;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    body = strstr((char *) rs.body, "\r\n\r\n");
    ck_assert_ptr_nonnull(body);
    ck_assert_str_eq(body + 4, "56789abcde");
    ck_assert_ptr_nonnull(strstr((char *) rs.body, "Content-Length: 10"));
    /* no 100-continue round trip for an unsigned request */
    ck_assert_ptr_null(strstr((char *) rs.body, "Expect:"));
    pt_http_resp_free(&rs);

    /* a file shorter than body_len is an error of ours, never a body */
    rq.body_off = 15;
    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_ERROR);
    ck_assert_int_eq(rs.local_error, 1);
    ck_assert_ptr_nonnull(strstr(rs.error, "reading the body"));
    pt_http_resp_free(&rs);

    close(fd);
}
END_TEST


START_TEST(body_resent_on_a_dead_connection)
{
    char          *body;
    pt_http_req    rq;
    pt_http_resp   rs;
    pt_store_net   net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;       /* the test server is on loopback */

    /* a kept-alive connection the server then drops unanswered: curl
     * sends the PUT again on a new one, from the body's start */
    ck_assert_int_eq(run("GET", "/keepalive", 0, -1, &rs), PT_OK);
    ck_assert_str_eq((char *) rs.body, "alive");
    pt_http_resp_free(&rs);

    pt_http_req_init(&rq, "PUT", httpd_url(url, sizeof(url), "/echo"));
    rq.body = "the whole body";
    rq.body_len = 14;

    ck_assert_int_eq(pt_http_do(&rq, &rs, &net), PT_OK);
    ck_assert_int_eq(rs.status, 200);
    ck_assert_int_eq(rs.tries, 1);
    body = strstr((char *) rs.body, "\r\n\r\n");
    ck_assert_ptr_nonnull(body);
    ck_assert_str_eq(body + 4, "the whole body");
    pt_http_resp_free(&rs);
}
END_TEST


START_TEST(escape)
{
    char  buf[64];

    ck_assert_int_eq(pt_http_escape("a b/c~d+e$\xc3\xa9", 1, buf,
                                    sizeof(buf)), PT_OK);
    ck_assert_str_eq(buf, "a%20b/c~d%2Be%24%C3%A9");

    ck_assert_int_eq(pt_http_escape("a/b=c&d", 0, buf, sizeof(buf)), PT_OK);
    ck_assert_str_eq(buf, "a%2Fb%3Dc%26d");

    ck_assert_int_eq(pt_http_escape("AZaz09-._~", 0, buf, sizeof(buf)),
                     PT_OK);
    ck_assert_str_eq(buf, "AZaz09-._~");

    ck_assert_int_eq(pt_http_escape("", 0, buf, sizeof(buf)), PT_OK);
    ck_assert_str_eq(buf, "");

    /* exactly fitting, then one byte short */
    ck_assert_int_eq(pt_http_escape("a b", 0, buf, 6), PT_OK);
    ck_assert_str_eq(buf, "a%20b");
    ck_assert_int_eq(pt_http_escape("a b", 0, buf, 5), PT_ERROR);
    ck_assert_int_eq(pt_http_escape("ab", 0, buf, 2), PT_ERROR);
    ck_assert_int_eq(pt_http_escape("", 0, buf, 1), PT_OK);
}
END_TEST


/* what a provider writes for a size: digits, else 0 (no size given) */
START_TEST(provider_size)
{
    ck_assert_int_eq(pt_http_size("434234"), 434234);
    ck_assert_int_eq(pt_http_size("0"), 0);
    ck_assert_int_eq(pt_http_size("9223372036854775807"),
                     9223372036854775807LL);

    /* strtoll made -3 of the first (the GCS fuzz target's finding) */
    ck_assert_int_eq(pt_http_size("-3"), 0);
    ck_assert_int_eq(pt_http_size("+3"), 0);
    ck_assert_int_eq(pt_http_size(" 3"), 0);
    ck_assert_int_eq(pt_http_size("3 "), 0);
    ck_assert_int_eq(pt_http_size("3e9"), 0);
    ck_assert_int_eq(pt_http_size("9223372036854775808"), 0);
    ck_assert_int_eq(pt_http_size("99999999999999999999999"), 0);
    ck_assert_int_eq(pt_http_size(""), 0);
    ck_assert_int_eq(pt_http_size(NULL), 0);
}
END_TEST


/* a provider's message goes into the log as one line */
START_TEST(log_text)
{
    char  buf[64];

    pt_snprintf(buf, sizeof(buf), "S3 GET: HTTP 400 Bad: one\r\ntwo\tthree"
                "\x1b[31m\x7f\xc3\xa9");
    pt_http_log_text(buf);
    ck_assert_str_eq(buf, "S3 GET: HTTP 400 Bad: one  two three [31m \xc3\xa9");
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("store_http");

    tc = tcase_create("http");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, retry_503_then_ok);
    tcase_add_test(tc, retries_run_out);
    tcase_add_test(tc, no_retry_when_not_idempotent);
    tcase_add_test(tc, retry_429);
    tcase_add_test(tc, retry_slowdown_not_other_400);
    tcase_add_test(tc, file_sink_rewound_after_a_broken_try);
    tcase_add_test(tc, error_answer_never_in_the_file);
    tcase_add_test(tc, memory_cap);
    tcase_add_test(tc, stall_times_out);
    tcase_add_test(tc, no_server);
    tcase_add_test(tc, header_lookup);
    tcase_add_test(tc, body_from_a_file_range);
    tcase_add_test(tc, body_resent_on_a_dead_connection);
    tcase_add_test(tc, escape);
    tcase_add_test(tc, provider_size);
    tcase_add_test(tc, log_text);
    tcase_add_test(tc, private_address_refused);
    tcase_add_test(tc, private_addresses);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
