/*
 * Check suite for the GCS driver's service account and tokens
 * (shared/store/store_gcs_sa.c, store_gcs_token.c):
 *
 * - the JWT assertion: its header and claims decoded and compared, and its
 *   RS256 signature verified by `openssl dgst -sha256 -verify` run as a
 *   subprocess with the public half of a key `openssl genpkey` made for
 *   this run (and refused once one byte of the signed text changes);
 * - service-account JSON that is wrong in one field: the error names the
 *   field and never quotes the key; the driver's constructor likewise for
 *   bucket, endpoint and pathPrefix, and the API base and part size it
 *   settles on;
 * - the process-wide token cache, with the clock and the fetch replaced:
 *   eight threads asking at once cause one fetch and share its token; a
 *   token is refreshed with under five minutes left (half the life of a
 *   short one); a 401's drop forgets only the token it names; a key that
 *   merely claims another's client_email gets a token of its own.
 */

#include <check.h>
#include <jansson.h>
#include <pthread.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pt.h"
#include "store/store_gcs_int.h"
#include "store/store_remote.h"


#define EMAIL  "pictor-unit@pictor-emu.iam.gserviceaccount.com"
#define URI    "http://127.0.0.1:9/token"


static char  kdir[64];       /* the keys of this run (made in main) */


static char *
slurp(const char *path)
{
    FILE   *f;
    char   *buf;
    long    n;

    f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    rewind(f);
    buf = malloc(n + 1);
    ck_assert_uint_eq(fread(buf, 1, n, f), (size_t) n);
    buf[n] = '\0';
    fclose(f);

    return buf;
}


static void
spill(const char *path, const void *data, size_t len)
{
    FILE  *f;

    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(data, 1, len, f), len);
    fclose(f);
}


/* a service account's JSON with the PEM of kdir/name; NULL fields out */
static char *
sa_json(const char *name, const char *type, const char *email,
    const char *uri)
{
    char    path[128], *pem, *s;
    json_t *o;

    pt_snprintf(path, sizeof(path), "%s/%s", kdir, name);
    pem = slurp(path);

    o = json_object();
    if (type) {
        json_object_set_new(o, "type", json_string(type));
    }
    json_object_set_new(o, "private_key_id", json_string("kid-1"));
    json_object_set_new(o, "private_key", json_string(pem));
    if (email) {
        json_object_set_new(o, "client_email", json_string(email));
    }
    if (uri) {
        json_object_set_new(o, "token_uri", json_string(uri));
    }

    s = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    free(pem);

    return s;
}


static void
sa_load(pt_gcs_sa *sa, const char *key)
{
    char  err[256], *js;

    js = sa_json(key, "service_account", EMAIL, URI);
    ck_assert_msg(pt_gcs_sa_parse(sa, js, err, sizeof(err)) == PT_OK,
                  "parse: %s", err);
    free(js);
}


static json_t *
b64_json(const char *part, size_t len)
{
    size_t          n;
    json_t         *o;
    unsigned char   buf[16384];

    ck_assert_int_eq(sodium_base642bin(buf, sizeof(buf), part, len, NULL,
                     &n, NULL, sodium_base64_VARIANT_URLSAFE_NO_PADDING), 0);
    o = json_loadb((char *) buf, n, 0, NULL);
    ck_assert_ptr_nonnull(o);

    return o;
}


/* openssl dgst -verify of data against sig with rsa.pub: its exit code */
static int
openssl_verify(const char *data, size_t len, const unsigned char *sig,
    size_t slen)
{
    char  path[128], cmd[512];

    pt_snprintf(path, sizeof(path), "%s/signed", kdir);
    spill(path, data, len);
    pt_snprintf(path, sizeof(path), "%s/sig", kdir);
    spill(path, sig, slen);

    pt_snprintf(cmd, sizeof(cmd), "openssl dgst -sha256 -verify %s/rsa.pub "
                "-signature %s/sig %s/signed >/dev/null 2>&1", kdir, kdir,
                kdir);

    return system(cmd);
}


START_TEST(jwt_claims_and_signature)
{
    char           *jwt, *dot1, *dot2, err[256];
    size_t          slen;
    json_t         *h, *c;
    pt_gcs_sa       sa;
    unsigned char   sig[1024];

    sa_load(&sa, "rsa.pem");

    jwt = pt_gcs_jwt(&sa, 1700000000, err, sizeof(err));
    ck_assert_msg(jwt != NULL, "jwt: %s", err);

    dot1 = strchr(jwt, '.');
    ck_assert_ptr_nonnull(dot1);
    dot2 = strchr(dot1 + 1, '.');
    ck_assert_ptr_nonnull(dot2);
    ck_assert_ptr_null(strchr(dot2 + 1, '.'));

    h = b64_json(jwt, dot1 - jwt);
    ck_assert_str_eq(json_string_value(json_object_get(h, "alg")), "RS256");
    ck_assert_str_eq(json_string_value(json_object_get(h, "typ")), "JWT");
    ck_assert_str_eq(json_string_value(json_object_get(h, "kid")), "kid-1");
    json_decref(h);

    c = b64_json(dot1 + 1, dot2 - dot1 - 1);
    ck_assert_str_eq(json_string_value(json_object_get(c, "iss")), EMAIL);
    ck_assert_str_eq(json_string_value(json_object_get(c, "aud")), URI);
    ck_assert_str_eq(json_string_value(json_object_get(c, "scope")),
                     "https://www.googleapis.com/auth/devstorage.read_write");
    ck_assert_int_eq(json_integer_value(json_object_get(c, "iat")),
                     1700000000);
    ck_assert_int_eq(json_integer_value(json_object_get(c, "exp")),
                     1700000000 + 3600);
    json_decref(c);

    ck_assert_int_eq(sodium_base642bin(sig, sizeof(sig), dot2 + 1,
                     strlen(dot2 + 1), NULL, &slen, NULL,
                     sodium_base64_VARIANT_URLSAFE_NO_PADDING), 0);
    ck_assert_uint_eq(slen, 256);      /* a 2048-bit key's signature */

    /* what Google checks: RS256 over "header.claims" with the public key */
    ck_assert_int_eq(openssl_verify(jwt, dot2 - jwt, sig, slen), 0);

    /* and the check can fail: one changed byte of the claims */
    dot1[3] ^= 1;
    ck_assert_int_ne(openssl_verify(jwt, dot2 - jwt, sig, slen), 0);

    free(jwt);
    pt_gcs_sa_free(&sa);
}
END_TEST


/* n copies of c, then tail, in a new string */
static char *
repeat(char c, size_t n, const char *tail)
{
    char  *s;

    s = malloc(n + strlen(tail) + 1);
    ck_assert_ptr_nonnull(s);
    memset(s, c, n);
    strcpy(s + n, tail);

    return s;
}


/* a claim of the token c decoded is exactly want */
static void
claim_is(json_t *c, const char *name, const char *want)
{
    ck_assert_str_eq(json_string_value(json_object_get(c, name)), want);
}


/*
 * The JWT's buffer is sized from what JSON makes of the fields: a quote
 * or a backslash becomes two bytes, a control character six (\u0001).
 * Fields as long as parsing allows, made only of those, fit (ASan, in
 * make asan, sees any write past the buffer) and decode to themselves.
 */
START_TEST(jwt_escaped_fields_fit)
{
    int         i;
    char       *jwt, *dot1, *dot2, err[256];
    char        fill[] = { '"', '\\', '\x01', '\x1f' };
    json_t     *h, *c;
    pt_gcs_sa   sa;

    for (i = 0; i < 4; i++) {
        sa_load(&sa, "rsa.pem");

        /* as parsing caps them: 320, 1024 and 128 bytes */
        free(sa.client_email);
        sa.client_email = repeat(fill[i], 318, "@x");
        free(sa.token_uri);
        sa.token_uri = repeat(fill[i], 1016, "https://");
        free(sa.key_id);
        sa.key_id = repeat(fill[i], 128, "");

        jwt = pt_gcs_jwt(&sa, 1700000000, err, sizeof(err));
        ck_assert_msg(jwt != NULL, "jwt: %s", err);

        dot1 = strchr(jwt, '.');
        ck_assert_ptr_nonnull(dot1);
        dot2 = strchr(dot1 + 1, '.');
        ck_assert_ptr_nonnull(dot2);

        h = b64_json(jwt, dot1 - jwt);
        claim_is(h, "kid", sa.key_id);
        json_decref(h);

        c = b64_json(dot1 + 1, dot2 - dot1 - 1);
        claim_is(c, "iss", sa.client_email);
        claim_is(c, "aud", sa.token_uri);
        json_decref(c);

        free(jwt);
        pt_gcs_sa_free(&sa);
    }
}
END_TEST


/* parse of js fails with err containing want, never the key's text */
static void
sa_refused(char *js, const char *want)
{
    char       err[256];
    pt_gcs_sa  sa;

    ck_assert_int_eq(pt_gcs_sa_parse(&sa, js, err, sizeof(err)), PT_ERROR);
    ck_assert_msg(strstr(err, want) != NULL, "\"%s\" lacks \"%s\"", err,
                  want);
    ck_assert_msg(strstr(err, "serviceAccountJson") == err, "%s", err);
    ck_assert_ptr_null(strstr(err, "BEGIN"));
    ck_assert_ptr_null(strstr(err, "MII"));
    free(js);
}


START_TEST(sa_errors_name_the_field)
{
    char  *js;

    sa_refused(pt_strdup("{\"type\": \"service_account\", \"private_key\": "
                         "\"-----BEGIN PRIVATE KEY-----\\nMIIsecret"), "JSON");
    sa_refused(pt_strdup("[1, 2]"), "JSON object");
    sa_refused(sa_json("rsa.pem", NULL, EMAIL, URI), "type");
    sa_refused(sa_json("rsa.pem", "authorized_user", EMAIL, URI), "type");
    sa_refused(sa_json("rsa.pem", "service_account", NULL, URI),
               "client_email");
    sa_refused(sa_json("rsa.pem", "service_account", "nobody", URI),
               "client_email");
    sa_refused(sa_json("rsa.pem", "service_account", EMAIL, "ftp://x/t"),
               "token_uri");
    sa_refused(sa_json("ec.pem", "service_account", EMAIL, URI),
               "private_key is not an RSA key");
    sa_refused(sa_json("rsa1024.pem", "service_account", EMAIL, URI),
               "private_key is shorter than 2048 bits");
    sa_refused(sa_json("garbage.pem", "service_account", EMAIL, URI),
               "private_key is not an unencrypted PEM private key");
    sa_refused(pt_strdup("{\"type\": \"service_account\", \"client_email\": "
                         "\"a@b\"}"), "private_key is missing");

    /* token_uri defaults to Google's */
    js = sa_json("rsa.pem", "service_account", EMAIL, NULL);
    {
        char       err[256];
        pt_gcs_sa  sa;

        ck_assert_int_eq(pt_gcs_sa_parse(&sa, js, err, sizeof(err)), PT_OK);
        ck_assert_str_eq(sa.token_uri, "https://oauth2.googleapis.com/token");
        pt_gcs_sa_free(&sa);
    }
    free(js);
}
END_TEST


/* pt_store_gcs_new of cfg: the driver, or NULL with err holding want */
static pt_gcs *
gcs_new(pt_store_cfg *cfg, const char *want)
{
    char       err[256];
    pt_store  *s;

    err[0] = '\0';
    s = pt_store_gcs_new(cfg, err, sizeof(err));

    if (want == NULL) {
        ck_assert_msg(s != NULL, "gcs_new: %s", err);
    } else {
        ck_assert_ptr_null(s);
        ck_assert_msg(strstr(err, want) == err, "\"%s\" is not \"%s...\"",
                      err, want);
    }

    return (pt_gcs *) s;
}


START_TEST(constructor_fields)
{
    char          *js, *uni, *big;
    pt_gcs        *g;
    pt_store_cfg   cfg;

    js = sa_json("rsa.pem", "service_account", EMAIL, URI);
    memset(&cfg, 0, sizeof(cfg));
    cfg.provider = PT_PROVIDER_GCS;
    cfg.bucket = "pictor-originals";
    cfg.service_account_json = js;

    g = gcs_new(&cfg, NULL);
    ck_assert_str_eq(g->api, "https://storage.googleapis.com");
    ck_assert_str_eq(g->prefix, "");
    ck_assert_uint_eq(g->part, 8 * 1024 * 1024);
    g->store.ops->free(&g->store);

    /* endpoint: the API base, without its trailing slash */
    cfg.endpoint = "http://127.0.0.1:4443/";
    cfg.prefix = "tenant/";
    cfg.net.part_size = 300000;
    g = gcs_new(&cfg, NULL);
    ck_assert_str_eq(g->api, "http://127.0.0.1:4443");
    ck_assert_str_eq(g->prefix, "tenant/");
    ck_assert_uint_eq(g->part, 262144);      /* a multiple of 256 KiB */
    g->store.ops->free(&g->store);

    cfg.endpoint = "ftp://127.0.0.1/";
    gcs_new(&cfg, "endpoint:");
    cfg.endpoint = "https://";
    gcs_new(&cfg, "endpoint:");
    cfg.endpoint = "https://h/x?y";
    gcs_new(&cfg, "endpoint:");
    cfg.endpoint = NULL;

    cfg.bucket = "No_Such";
    gcs_new(&cfg, "bucket:");
    cfg.bucket = "ab";
    gcs_new(&cfg, "bucket:");
    cfg.bucket = "-abc";
    gcs_new(&cfg, "bucket:");
    cfg.bucket = NULL;
    gcs_new(&cfg, "bucket:");
    cfg.bucket = "a.b..c";
    gcs_new(&cfg, "bucket:");
    cfg.bucket = "pictor.originals.example.com";
    g = gcs_new(&cfg, NULL);
    g->store.ops->free(&g->store);

    big = malloc(600);
    memset(big, 'p', 599);
    big[599] = '\0';
    cfg.prefix = big;
    gcs_new(&cfg, "pathPrefix:");
    cfg.prefix = NULL;
    free(big);

    cfg.service_account_json = NULL;
    gcs_new(&cfg, "serviceAccountJson: missing");

    /* a key of another universe speaks to that universe's storage */
    uni = malloc(strlen(js) + 64);
    pt_snprintf(uni, strlen(js) + 64, "%.*s,\"universe_domain\":"
                "\"example.test\"}", (int) strlen(js) - 1, js);
    cfg.service_account_json = uni;
    g = gcs_new(&cfg, NULL);
    ck_assert_str_eq(g->api, "https://storage.example.test");
    g->store.ops->free(&g->store);

    free(uni);
    free(js);
}
END_TEST


/* ---- the cache, with a clock and a fetch of the test's ----------------- */


static time_t           fake_now = 1700000000;
static long             fake_life = 3599;
static int              fake_rc = PT_STORE_OK;
static int              fetches;
static int              fetch_delay_ms;
static pthread_mutex_t  fmu = PTHREAD_MUTEX_INITIALIZER;


static time_t
fake_clock(void)
{
    return fake_now;
}


static int
fake_fetch(const pt_gcs_sa *sa, const pt_store_net *net, time_t now,
    char *token, size_t size, long *expires_in, char *err, size_t esize)
{
    int  n;

    (void) sa;
    (void) net;
    (void) now;

    pthread_mutex_lock(&fmu);
    n = ++fetches;
    pthread_mutex_unlock(&fmu);

    /* long enough for the other threads to find this fetch under way */
    if (fetch_delay_ms) {
        usleep(fetch_delay_ms * 1000);
    }

    if (fake_rc != PT_STORE_OK) {
        pt_snprintf(err, esize, "refused");
        return fake_rc;
    }

    pt_snprintf(token, size, "tok-%d", n);
    *expires_in = fake_life;

    return PT_STORE_OK;
}


static void
cache_setup(void)
{
    fake_now = 1700000000;
    fake_life = 3599;
    fake_rc = PT_STORE_OK;
    fetches = 0;
    fetch_delay_ms = 0;
    pt_gcs_token_forget();
    pt_gcs_token_hooks(fake_clock, fake_fetch);
}


static void
cache_teardown(void)
{
    pt_gcs_token_hooks(NULL, NULL);
    pt_gcs_token_forget();
}


/* the token now, PT_STORE_OK asserted */
static const char *
token_of(const pt_gcs_sa *sa)
{
    static char  tok[PT_GCS_TOKEN_MAX];
    char         err[256];

    ck_assert_msg(pt_gcs_token(sa, NULL, tok, sizeof(tok), err, sizeof(err))
                  == PT_STORE_OK, "token: %s", err);

    return tok;
}


typedef struct {
    const pt_gcs_sa  *sa;
    char              tok[64];
    int               rc;
} asker;


static void *
ask(void *arg)
{
    char    err[256];
    asker  *a = arg;

    a->rc = pt_gcs_token(a->sa, NULL, a->tok, sizeof(a->tok), err,
                         sizeof(err));
    return NULL;
}


START_TEST(threads_share_one_fetch)
{
    int         i;
    asker       a[8];
    pthread_t   t[8];
    pt_gcs_sa   sa;

    sa_load(&sa, "rsa.pem");
    fetch_delay_ms = 300;

    for (i = 0; i < 8; i++) {
        a[i].sa = &sa;
        ck_assert_int_eq(pthread_create(&t[i], NULL, ask, &a[i]), 0);
    }

    for (i = 0; i < 8; i++) {
        pthread_join(t[i], NULL);
        ck_assert_int_eq(a[i].rc, PT_STORE_OK);
        ck_assert_str_eq(a[i].tok, "tok-1");
    }

    ck_assert_int_eq(fetches, 1);
    pt_gcs_sa_free(&sa);
}
END_TEST


START_TEST(refresh_near_expiry)
{
    pt_gcs_sa  sa;

    sa_load(&sa, "rsa.pem");

    ck_assert_str_eq(token_of(&sa), "tok-1");

    /* 301 s left: still good */
    fake_now += 3599 - 301;
    ck_assert_str_eq(token_of(&sa), "tok-1");
    ck_assert_int_eq(fetches, 1);

    /* 299 s left: a new one */
    fake_now += 2;
    ck_assert_str_eq(token_of(&sa), "tok-2");
    ck_assert_int_eq(fetches, 2);
    ck_assert_str_eq(token_of(&sa), "tok-2");

    /* a token living a minute is used for its first half */
    fake_life = 60;
    fake_now += 3600;
    ck_assert_str_eq(token_of(&sa), "tok-3");
    fake_now += 29;
    ck_assert_str_eq(token_of(&sa), "tok-3");
    fake_now += 2;
    ck_assert_str_eq(token_of(&sa), "tok-4");

    pt_gcs_sa_free(&sa);
}
END_TEST


START_TEST(drop_forgets_only_that_token)
{
    pt_gcs_sa  sa;

    sa_load(&sa, "rsa.pem");

    ck_assert_str_eq(token_of(&sa), "tok-1");

    /* a late 401 for a token already replaced changes nothing */
    pt_gcs_token_drop(&sa, "tok-0");
    ck_assert_str_eq(token_of(&sa), "tok-1");

    pt_gcs_token_drop(&sa, "tok-1");
    ck_assert_str_eq(token_of(&sa), "tok-2");
    ck_assert_int_eq(fetches, 2);

    pt_gcs_sa_free(&sa);
}
END_TEST


START_TEST(keys_do_not_share_tokens)
{
    pt_gcs_sa  a, b;

    /* b names a's client_email and token_uri with a key of its own */
    sa_load(&a, "rsa.pem");
    sa_load(&b, "rsa2.pem");
    ck_assert_str_eq(a.client_email, b.client_email);

    ck_assert_str_eq(token_of(&a), "tok-1");
    ck_assert_str_eq(token_of(&b), "tok-2");
    ck_assert_str_eq(token_of(&a), "tok-1");
    ck_assert_int_eq(fetches, 2);

    pt_gcs_sa_free(&a);
    pt_gcs_sa_free(&b);
}
END_TEST


START_TEST(refusal_is_not_cached)
{
    char       tok[64], err[256];
    pt_gcs_sa  sa;

    sa_load(&sa, "rsa.pem");

    fake_rc = PT_STORE_DENIED;
    ck_assert_int_eq(pt_gcs_token(&sa, NULL, tok, sizeof(tok), err,
                                  sizeof(err)), PT_STORE_DENIED);
    ck_assert_str_eq(err, "refused");

    fake_rc = PT_STORE_OK;
    ck_assert_str_eq(token_of(&sa), "tok-2");

    pt_gcs_sa_free(&sa);
}
END_TEST


/* outside any test: a failure ends the run */
static void
openssl_key(const char *name, const char *args)
{
    char  cmd[512];

    pt_snprintf(cmd, sizeof(cmd), "openssl genpkey %s -out %s/%s -quiet "
                "2>/dev/null", args, kdir, name);
    if (system(cmd) != 0) {
        fprintf(stderr, "%s failed\n", cmd);
        exit(1);
    }
}


int
main(void)
{
    int       failed;
    char      cmd[256];
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    pt_snprintf(kdir, sizeof(kdir), "/tmp/pt_gcs_XXXXXX");
    if (mkdtemp(kdir) == NULL) {
        perror("mkdtemp");
        return 1;
    }

    openssl_key("rsa.pem", "-algorithm RSA -pkeyopt rsa_keygen_bits:2048");
    openssl_key("rsa2.pem", "-algorithm RSA -pkeyopt rsa_keygen_bits:2048");
    openssl_key("rsa1024.pem", "-algorithm RSA -pkeyopt "
                "rsa_keygen_bits:1024");
    openssl_key("ec.pem", "-algorithm EC -pkeyopt ec_paramgen_curve:P-256");
    pt_snprintf(cmd, sizeof(cmd), "openssl pkey -in %s/rsa.pem -pubout "
                "-out %s/rsa.pub && printf '%%s\\n' '-----BEGIN PRIVATE "
                "KEY-----' MIIBVgIBADANBgkqhkiG9w0BAQ '-----END PRIVATE "
                "KEY-----' > %s/garbage.pem", kdir, kdir, kdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "%s failed\n", cmd);
        return 1;
    }

    s = suite_create("store_gcs_token");

    tc = tcase_create("service account");
    tcase_add_test(tc, jwt_claims_and_signature);
    tcase_add_test(tc, jwt_escaped_fields_fit);
    tcase_add_test(tc, sa_errors_name_the_field);
    tcase_add_test(tc, constructor_fields);
    suite_add_tcase(s, tc);

    tc = tcase_create("cache");
    tcase_add_checked_fixture(tc, cache_setup, cache_teardown);
    tcase_add_test(tc, threads_share_one_fetch);
    tcase_add_test(tc, refresh_near_expiry);
    tcase_add_test(tc, drop_forgets_only_that_token);
    tcase_add_test(tc, keys_do_not_share_tokens);
    tcase_add_test(tc, refusal_is_not_cached);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    pt_snprintf(cmd, sizeof(cmd), "rm -rf '%s'", kdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "%s failed\n", cmd);
    }

    return failed == 0 ? 0 : 1;
}
