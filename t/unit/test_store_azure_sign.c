/*
 * Check suite for the Azure driver's SharedKey signing and configuration
 * (shared/store/store_azure_sign.c, store_azure_conn.c).
 *
 * - The string to sign against Microsoft's worked examples in "Authorize
 *   with Shared Key" (Get Container Metadata with timeout=20, List Blobs
 *   with a repeated include, the canonicalized resource examples), and
 *   the rules the examples do not show (Content-Length empty when zero,
 *   the standard headers' slots, x-ms- headers lowercased, sorted and
 *   whitespace-folded, query values decoded, the emulator's path).
 * - The signature recomputed independently by OpenSSL's command line
 *   (`openssl dgst -sha256 -mac HMAC -macopt hexkey:..`, base64'ed by
 *   `openssl base64`) over the same string: a second implementation, not
 *   a value recorded from this code.  The key is azurite's well-known
 *   development key, public in every Azure SDK, so it may be on a
 *   command line.
 * - Connection strings: each accepted form, and each error naming its
 *   field without echoing a secret.  Container names.
 *
 * t/store_azure.t shows azurite, which checks every signature, accepting
 * them and refusing a wrong key.
 */

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/crypto.h"
#include "store/store_azure_int.h"
#include "store/store_remote.h"


#define DEV_KEY  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz" \
                 "4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
#define MS_DATE  "x-ms-date: Fri, 26 Jun 2015 23:39:12 GMT"


/* headers from a NULL-terminated list of "Name: value" */
static struct curl_slist *
headers_of(const char **h)
{
    struct curl_slist  *l = NULL;

    for (; *h; h++) {
        l = curl_slist_append(l, *h);
        ck_assert_ptr_nonnull(l);
    }

    return l;
}


/* the string to sign of method url with the headers (and content length) */
static char *
sts(const char *method, const char *url, off_t clen, const char **h,
    const char *account)
{
    char               *out;
    pt_azure_sign_req   r;
    struct curl_slist  *l;

    l = headers_of(h);
    r.method = method;
    r.url = url;
    r.content_length = clen;
    r.headers = l;

    ck_assert_int_eq(pt_azure_string_to_sign(&r, account, &out), PT_OK);
    curl_slist_free_all(l);

    return out;
}


/* Microsoft's example: Get Container Metadata, version 2015-02-21 */
START_TEST(ms_container_metadata)
{
    char        *s;
    const char  *h[] = { MS_DATE, "x-ms-version: 2015-02-21", NULL };

    s = sts("GET", "https://myaccount.blob.core.windows.net/mycontainer"
            "?restype=container&comp=metadata&timeout=20", 0, h,
            "myaccount");
    ck_assert_str_eq(s, "GET\n\n\n\n\n\n\n\n\n\n\n\n"
                     "x-ms-date:Fri, 26 Jun 2015 23:39:12 GMT\n"
                     "x-ms-version:2015-02-21\n"
                     "/myaccount/mycontainer\ncomp:metadata\n"
                     "restype:container\ntimeout:20");
    free(s);
}
END_TEST


/* Microsoft's canonicalized resource examples */
START_TEST(ms_canonical_resources)
{
    char        *s;
    const char  *h[] = { NULL };

    /* a repeated parameter: its values sorted, joined by ',' */
    s = sts("GET", "http://myaccount.blob.core.windows.net/mycontainer"
            "?restype=container&comp=list&include=snapshots"
            "&include=metadata&include=uncommittedblobs", 0, h,
            "myaccount");
    ck_assert_str_eq(s, "GET\n\n\n\n\n\n\n\n\n\n\n\n"
                     "/myaccount/mycontainer\ncomp:list\n"
                     "include:metadata,snapshots,uncommittedblobs\n"
                     "restype:container");
    free(s);

    s = sts("GET", "https://myaccount.blob.core.windows.net/mycontainer/"
            "myblob", 0, h, "myaccount");
    ck_assert_str_eq(s, "GET\n\n\n\n\n\n\n\n\n\n\n\n"
                     "/myaccount/mycontainer/myblob");
    free(s);
}
END_TEST


/* the emulator's URL holds the account: it appears twice, path encoded */
START_TEST(emulator_path)
{
    char        *s;
    const char  *h[] = { "x-ms-version: 2021-08-06", NULL };

    s = sts("HEAD", "http://127.0.0.1:10000/devstoreaccount1/pics/pre/"
            "p%20q/img_1", 0, h, "devstoreaccount1");
    ck_assert_str_eq(s, "HEAD\n\n\n\n\n\n\n\n\n\n\n\n"
                     "x-ms-version:2021-08-06\n"
                     "/devstoreaccount1/devstoreaccount1/pics/pre/p%20q/"
                     "img_1");
    free(s);
}
END_TEST


/* the eleven slots in order; a zero Content-Length is an empty line */
START_TEST(standard_slots)
{
    char        *s;
    const char  *h[] = {
        "Range: bytes=0-9", "If-None-Match: \"e1\"",
        "Content-Type: image/png", "content-encoding: gzip",
        "Content-Language: de", "Content-MD5: abc==",
        "If-Match: \"e2\"", "If-Modified-Since: Mon, 01 Jan 2024 "
        "00:00:00 GMT", "If-Unmodified-Since: Tue, 02 Jan 2024 00:00:00 "
        "GMT", "Date: Wed, 03 Jan 2024 00:00:00 GMT", "Accept: */*", NULL
    };
    const char  *none[] = { NULL };

    s = sts("PUT", "https://a1b.blob.core.windows.net/c/k", 1234, h, "a1b");
    ck_assert_str_eq(s, "PUT\ngzip\nde\n1234\nabc==\nimage/png\n"
                     "Wed, 03 Jan 2024 00:00:00 GMT\n"
                     "Mon, 01 Jan 2024 00:00:00 GMT\n\"e2\"\n\"e1\"\n"
                     "Tue, 02 Jan 2024 00:00:00 GMT\nbytes=0-9\n"
                     "/a1b/c/k");
    free(s);

    /* Content-Length 0: empty, as for a GET without a body */
    s = sts("PUT", "https://a1b.blob.core.windows.net/c/k", 0, none, "a1b");
    ck_assert_str_eq(s, "PUT\n\n\n\n\n\n\n\n\n\n\n\n/a1b/c/k");
    free(s);
}
END_TEST


/* x-ms- headers: names lowercased, sorted, values trimmed and folded */
START_TEST(canonical_headers)
{
    char        *s;
    const char  *h[] = {
        "X-MS-Version: 2021-08-06", "x-ms-meta-Note:   two \t  words  ",
        "X-Ms-Date: Fri, 26 Jun 2015 23:39:12 GMT",
        "x-ms-blob-type: BlockBlob", "x-msx-other: not ours",
        "Content-Type: text/plain", NULL
    };

    s = sts("PUT", "https://a1b.blob.core.windows.net/c/k", 5, h, "a1b");
    ck_assert_str_eq(s, "PUT\n\n\n5\n\ntext/plain\n\n\n\n\n\n\n"
                     "x-ms-blob-type:BlockBlob\n"
                     "x-ms-date:Fri, 26 Jun 2015 23:39:12 GMT\n"
                     "x-ms-meta-note:two words\n"
                     "x-ms-version:2021-08-06\n"
                     "/a1b/c/k");
    free(s);
}
END_TEST


/* query names lowercased, values percent-decoded, an empty value kept */
START_TEST(query_decoded)
{
    char        *s;
    const char  *h[] = { NULL };

    s = sts("GET", "https://a1b.blob.core.windows.net/c?Restype=container"
            "&comp=list&prefix=pre%2Fp1%20x&marker=&blockid=cHQtMA%3D%3D",
            0, h, "a1b");
    ck_assert_str_eq(s, "GET\n\n\n\n\n\n\n\n\n\n\n\n/a1b/c\n"
                     "blockid:cHQtMA==\ncomp:list\nmarker:\n"
                     "prefix:pre/p1 x\nrestype:container");
    free(s);

    /* an endpoint without a path: the resource is the account's root */
    s = sts("GET", "https://a1b.blob.core.windows.net?comp=list", 0, h,
            "a1b");
    ck_assert_str_eq(s, "GET\n\n\n\n\n\n\n\n\n\n\n\n/a1b/\ncomp:list");
    free(s);
}
END_TEST


/* OpenSSL's own HMAC over the same string, base64'ed */
static void
openssl_signature(const char *string, const unsigned char *key,
    size_t key_len, char *out, size_t size)
{
    int    fd;
    char   path[] = "/tmp/pt_azure_sts_XXXXXX", hex[2 * PT_AZURE_KEY_MAX + 1],
           cmd[512];
    FILE  *p;

    fd = mkstemp(path);
    ck_assert_int_ne(fd, -1);
    ck_assert_int_eq(write(fd, string, strlen(string)),
                     (ssize_t) strlen(string));
    close(fd);

    pt_hex(key, key_len, hex);
    pt_snprintf(cmd, sizeof(cmd), "openssl dgst -sha256 -mac HMAC -macopt "
                "hexkey:%s -binary < %s | openssl base64 -A", hex, path);

    p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    ck_assert_ptr_nonnull(fgets(out, (int) size, p));
    ck_assert_int_eq(pclose(p), 0);
    unlink(path);

    out[strcspn(out, "\r\n")] = '\0';
}


START_TEST(signature_matches_openssl)
{
    char               *s, auth[256], want[128], expect[256];
    ssize_t             n;
    unsigned char       key[PT_AZURE_KEY_MAX];
    pt_azure_sign_req   r;
    struct curl_slist  *l;
    const char         *h[] = {
        "x-ms-blob-type: BlockBlob", "x-ms-blob-content-type: image/jpeg",
        "x-ms-date: Tue, 24 Nov 2026 04:31:36 GMT",
        "x-ms-version: 2021-08-06", NULL
    };

    n = pt_azure_base64_decode(DEV_KEY, key, sizeof(key));
    ck_assert_int_eq(n, 64);

    l = headers_of(h);
    r.method = "PUT";
    r.url = "http://127.0.0.1:10000/devstoreaccount1/pics/pre/p1/img";
    r.content_length = 6;
    r.headers = l;

    ck_assert_int_eq(pt_azure_string_to_sign(&r, "devstoreaccount1", &s),
                     PT_OK);
    ck_assert_int_eq(pt_azure_authorization(&r, "devstoreaccount1", key, n,
                                            auth, sizeof(auth)), PT_OK);

    openssl_signature(s, key, n, want, sizeof(want));
    pt_snprintf(expect, sizeof(expect), "SharedKey devstoreaccount1:%s",
                want);
    ck_assert_str_eq(auth, expect);

    /* another key signs differently: the key is what keys the HMAC */
    key[0] ^= 1;
    ck_assert_int_eq(pt_azure_authorization(&r, "devstoreaccount1", key, n,
                                            auth, sizeof(auth)), PT_OK);
    ck_assert_str_ne(auth, expect);

    free(s);
    curl_slist_free_all(l);
}
END_TEST


START_TEST(http_date)
{
    char  buf[40];

    pt_azure_http_date(1435361952, buf, sizeof(buf));
    ck_assert_str_eq(buf, "Fri, 26 Jun 2015 23:39:12 GMT");
    pt_azure_http_date(0, buf, sizeof(buf));
    ck_assert_str_eq(buf, "Thu, 01 Jan 1970 00:00:00 GMT");
}
END_TEST


START_TEST(base64_strict)
{
    char           enc[16];
    unsigned char  out[16];

    ck_assert_int_eq(pt_azure_base64_decode("aGk=", out, sizeof(out)), 2);
    ck_assert_int_eq(memcmp(out, "hi", 2), 0);
    ck_assert_int_eq(pt_azure_base64_decode("aGkh", out, sizeof(out)), 3);
    ck_assert_int_eq(pt_azure_base64_decode("aA==", out, sizeof(out)), 1);

    ck_assert_int_eq(pt_azure_base64_decode("", out, sizeof(out)), -1);
    ck_assert_int_eq(pt_azure_base64_decode("aGk", out, sizeof(out)), -1);
    ck_assert_int_eq(pt_azure_base64_decode("a=Gk", out, sizeof(out)), -1);
    ck_assert_int_eq(pt_azure_base64_decode("a-_k", out, sizeof(out)), -1);
    ck_assert_int_eq(pt_azure_base64_decode("aGk=aGk=", out, sizeof(out)),
                     -1);
    ck_assert_int_eq(pt_azure_base64_decode("aGk h", out, sizeof(out)), -1);
    ck_assert_int_eq(pt_azure_base64_decode("aGVsbG8=", out, 4), -1);

    pt_azure_base64_encode((const unsigned char *) "hello", 5, enc);
    ck_assert_str_eq(enc, "aGVsbG8=");
}
END_TEST


/* account, key and endpoint from EndpointSuffix's default */
START_TEST(conn_account_key)
{
    char           err[256];
    pt_azure_conn  c;

    ck_assert_int_eq(pt_azure_conn_parse(
        "DefaultEndpointsProtocol=https;AccountName=pictorstore;"
        "AccountKey=" DEV_KEY ";", &c, err, sizeof(err)), PT_OK);
    ck_assert_str_eq(c.account, "pictorstore");
    ck_assert_str_eq(c.endpoint, "https://pictorstore.blob.core.windows.net");
    ck_assert_uint_eq(c.key_len, 64);
    ck_assert_ptr_null(c.sas);
    pt_azure_conn_free(&c);
    ck_assert_ptr_null(c.account);

    /* names in any case, spaces around, another cloud's suffix, http */
    ck_assert_int_eq(pt_azure_conn_parse(
        " accountname = acct1 ; ACCOUNTKEY=" DEV_KEY
        ";EndpointSuffix=core.chinacloudapi.cn;"
        "DefaultEndpointsProtocol=http;QueueEndpoint=https://q.example",
        &c, err, sizeof(err)), PT_OK);
    ck_assert_str_eq(c.endpoint, "http://acct1.blob.core.chinacloudapi.cn");
    pt_azure_conn_free(&c);

    /* BlobEndpoint wins over the suffix; its trailing '/' goes */
    ck_assert_int_eq(pt_azure_conn_parse(
        "AccountName=devstoreaccount1;AccountKey=" DEV_KEY ";"
        "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1/", &c, err,
        sizeof(err)), PT_OK);
    ck_assert_str_eq(c.endpoint, "http://127.0.0.1:10000/devstoreaccount1");
    pt_azure_conn_free(&c);
}
END_TEST


START_TEST(conn_sas_and_dev)
{
    char           err[256];
    pt_azure_conn  c;

    ck_assert_int_eq(pt_azure_conn_parse(
        "BlobEndpoint=https://acct.blob.core.windows.net;"
        "SharedAccessSignature=?sv=2021-08-06&sp=rwdl&sig=a%2Bb%3D", &c, err,
        sizeof(err)), PT_OK);
    ck_assert_str_eq(c.sas, "sv=2021-08-06&sp=rwdl&sig=a%2Bb%3D");
    ck_assert_uint_eq(c.key_len, 0);
    ck_assert_ptr_null(c.account);
    ck_assert_str_eq(c.endpoint, "https://acct.blob.core.windows.net");
    pt_azure_conn_free(&c);

    /* a SAS with an account name and no endpoint */
    ck_assert_int_eq(pt_azure_conn_parse(
        "AccountName=acct;SharedAccessSignature=sv=1&sig=x", &c, err,
        sizeof(err)), PT_OK);
    ck_assert_str_eq(c.endpoint, "https://acct.blob.core.windows.net");
    pt_azure_conn_free(&c);

    ck_assert_int_eq(pt_azure_conn_parse("UseDevelopmentStorage=true", &c,
                                         err, sizeof(err)), PT_OK);
    ck_assert_str_eq(c.account, "devstoreaccount1");
    ck_assert_str_eq(c.endpoint, "http://127.0.0.1:10000/devstoreaccount1");
    ck_assert_uint_eq(c.key_len, 64);
    pt_azure_conn_free(&c);
}
END_TEST


/* cs must fail with exactly want, which must not hold secret */
static void
conn_refused(const char *cs, const char *want, const char *secret)
{
    char           err[256];
    pt_azure_conn  c;

    err[0] = '\0';
    ck_assert_int_eq(pt_azure_conn_parse(cs, &c, err, sizeof(err)),
                     PT_ERROR);
    ck_assert_str_eq(err, want);
    if (secret != NULL) {
        ck_assert_ptr_null(strstr(err, secret));
    }
    pt_azure_conn_free(&c);
}


START_TEST(conn_errors)
{
    conn_refused(NULL, "connectionString: missing", NULL);
    conn_refused("", "connectionString: missing", NULL);
    conn_refused("AccountName=acct;AccountKey=s3cr3t-not-b64!",
                 "connectionString: AccountKey is not base64", "s3cr3t");
    conn_refused("AccountName=acct;AccountKey=",
                 "connectionString: AccountKey is not base64", NULL);
    conn_refused("AccountKey=" DEV_KEY,
                 "connectionString: AccountName is missing", "Eby8");
    conn_refused("AccountName=acct;EndpointSuffix=core.windows.net",
                 "connectionString: AccountKey or SharedAccessSignature is "
                 "missing", NULL);
    conn_refused("AccountName=Acct;AccountKey=" DEV_KEY,
                 "connectionString: AccountName must be 3 to 24 lowercase "
                 "letters or digits", NULL);
    conn_refused("AccountName=acct;AccountKey=" DEV_KEY
                 ";BlobEndpoint=ftp://x", "connectionString: BlobEndpoint is "
                 "not an http or https URL", NULL);
    conn_refused("AccountName=acct;AccountKey=" DEV_KEY
                 ";BlobEndpoint=https://u:p@x/", "connectionString: "
                 "BlobEndpoint is not an http or https URL", NULL);
    conn_refused("AccountName=acct;AccountKey=" DEV_KEY
                 ";DefaultEndpointsProtocol=gopher", "connectionString: "
                 "DefaultEndpointsProtocol must be http or https", NULL);
    conn_refused("AccountName=acct;AccountKey=" DEV_KEY
                 ";EndpointSuffix=evil/x", "connectionString: "
                 "EndpointSuffix is not a domain name", NULL);
    /* a mistyped element may be the key itself: not echoed */
    conn_refused("AccountName=acct;AccountKey:hunter2hunter2",
                 "connectionString: element 2 is not Name=Value", "hunter2");
    conn_refused("AccountName=acct;accountname=other;AccountKey=" DEV_KEY,
                 "connectionString: AccountName is given twice", NULL);
    conn_refused("UseDevelopmentStorage=false",
                 "connectionString: UseDevelopmentStorage must be true",
                 NULL);
    conn_refused("AccountName=acct;SharedAccessSignature=sv=1 sig=x",
                 "connectionString: SharedAccessSignature is not a query "
                 "string", "sig=x");
}
END_TEST


START_TEST(container_names)
{
    char         err[256];
    const char  *ok[] = { "abc", "pics", "a1-b2-c3", "0ab", NULL };
    const char  *bad[] = { NULL, "", "ab", "Pics", "-abc", "abc-", "a--b",
                           "a_b", "a.b", NULL };
    char         long_name[70];
    int          i;

    for (i = 0; ok[i]; i++) {
        ck_assert_msg(pt_azure_container_valid(ok[i], err, sizeof(err))
                      == PT_OK, "%s refused: %s", ok[i], err);
    }

    for (i = 0; i == 0 || bad[i]; i++) {
        ck_assert_int_eq(pt_azure_container_valid(bad[i], err, sizeof(err)),
                         PT_ERROR);
        ck_assert_msg(strncmp(err, "bucket: ", 8) == 0, "%s", err);
    }

    memset(long_name, 'a', 64);
    long_name[64] = '\0';
    ck_assert_int_eq(pt_azure_container_valid(long_name, err, sizeof(err)),
                     PT_ERROR);
    long_name[63] = '\0';
    ck_assert_int_eq(pt_azure_container_valid(long_name, err, sizeof(err)),
                     PT_OK);
}
END_TEST


/* the constructor: its errors name the field; no network is touched */
START_TEST(driver_new)
{
    char          err[256];
    pt_store     *s;
    pt_store_cfg  cfg;

    memset(&cfg, 0, sizeof(cfg));
    cfg.provider = PT_PROVIDER_AZURE;
    cfg.bucket = "Bad_Name";
    cfg.connection_string = "UseDevelopmentStorage=true";
    ck_assert_ptr_null(pt_store_remote_new(&cfg, err, sizeof(err)));
    ck_assert_msg(strncmp(err, "bucket: ", 8) == 0, "%s", err);

    cfg.bucket = "pics";
    cfg.connection_string = "AccountName=acct;AccountKey=!!!!";
    ck_assert_ptr_null(pt_store_remote_new(&cfg, err, sizeof(err)));
    ck_assert_str_eq(err, "connectionString: AccountKey is not base64");

    cfg.connection_string = "UseDevelopmentStorage=true";
    cfg.prefix = "pre/";
    s = pt_store_remote_new(&cfg, err, sizeof(err));
    ck_assert_ptr_nonnull(s);
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

    s = suite_create("store_azure_sign");

    tc = tcase_create("string to sign");
    tcase_add_test(tc, ms_container_metadata);
    tcase_add_test(tc, ms_canonical_resources);
    tcase_add_test(tc, emulator_path);
    tcase_add_test(tc, standard_slots);
    tcase_add_test(tc, canonical_headers);
    tcase_add_test(tc, query_decoded);
    suite_add_tcase(s, tc);

    tc = tcase_create("signature");
    tcase_add_test(tc, signature_matches_openssl);
    tcase_add_test(tc, http_date);
    tcase_add_test(tc, base64_strict);
    suite_add_tcase(s, tc);

    tc = tcase_create("configuration");
    tcase_add_test(tc, conn_account_key);
    tcase_add_test(tc, conn_sas_and_dev);
    tcase_add_test(tc, conn_errors);
    tcase_add_test(tc, container_names);
    tcase_add_test(tc, driver_new);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
