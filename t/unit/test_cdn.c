/*
 * Check suite for the CDN (shared/cdn/): the cache tags' grammar; the
 * cdn_purge lines, a good one of each kind and every refusal, token and
 * secret files among them; HMAC-SHA256 against RFC 4231; a batch's tags;
 * each provider's request as it goes out (method, URL, header lines,
 * body, the webhook's signature checked with OpenSSL) and its answers
 * read, no secret ever quoted; pt_cdn_send() against a real HTTP
 * server on loopback (t/tools/httpd_test.pl): done, retried, refused,
 * unreachable; and against the strict emulator of the prove tests
 * (t/tools/cdn_emu.pl), each kind accepted and its purge recorded, or
 * refused with the provider's words.
 */

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "core/crypto.h"
#include "cdn/cdn_int.h"
#include "files_test.h"
#include "httpd_test.h"


#define TOKEN   "fst_0123456789abcdefABCDEF-_.~"
#define SECRET  "whsec/a b\tc=="


static char  line[8192], err[512];


/* a file of mode in tdir with text; its path */
static const char *
put(const char *name, const char *text, mode_t mode)
{
    int          fd;
    const char  *path;

    path = tpath(name);
    unlink(path);
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t) strlen(text));
    ck_assert_int_eq(fchmod(fd, mode), 0);
    close(fd);

    return path;
}


static void
files_setup(void)
{
    tdir_make("pt-cdn-");
    put("fastly.token", TOKEN "\n", 0600);
    put("cf.token", "cf-token-1\r\n", 0600);
    put("hook.secret", SECRET "\n", 0400);
    put("open.token", TOKEN "\n", 0644);
    put("empty.token", "\n", 0600);
    put("space.token", "two words\n", 0600);
    put("lines.token", "one\ntwo\n", 0600);
}


static void
files_teardown(void)
{
    tdir_remove();
}


/* pt_cdn_target_parse of a line built with printf */
static int
parse(pt_cdn_target *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
parse(pt_cdn_target *t, const char *fmt, ...)
{
    va_list  ap;

    va_start(ap, fmt);
    vsnprintf(line, sizeof(line), fmt, ap);
    va_end(ap);

    err[0] = '\0';

    return pt_cdn_target_parse(t, line, err, sizeof(err));
}


/* the line is refused with words in err */
#define REFUSED(words, ...)                                                  \
    do {                                                                     \
        pt_cdn_target  rt;                                                   \
        ck_assert_int_eq(parse(&rt, __VA_ARGS__), PT_ERROR);                 \
        ck_assert_msg(strstr(err, words) != NULL, "\"%s\": err \"%s\"",      \
                      line, err);                                            \
        ck_assert_msg(strstr(err, TOKEN) == NULL, "a token in err");         \
        ck_assert_uint_eq(rt.secret_len, 0);                                 \
        ck_assert_str_eq(rt.secret, "");                                     \
    } while (0)


/* ---- tags ------------------------------------------------------------- */


START_TEST(tag_each_kind)
{
    char  tag[PT_CDN_TAG_MAX + 1];

    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'p', "shop", NULL), PT_OK);
    ck_assert_str_eq(tag, "shop");
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'i', "shop",
                     "img_01JF0000000000000000000000"), PT_OK);
    ck_assert_str_eq(tag, "shop/img_01JF0000000000000000000000");
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 't', "shop", "thumb"),
                     PT_OK);
    ck_assert_str_eq(tag, "shop/t/thumb");
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'w', "shop", "logo"),
                     PT_OK);
    ck_assert_str_eq(tag, "shop/w/logo");
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'u', "shop", "bg"), PT_OK);
    ck_assert_str_eq(tag, "shop/p/bg");

    /* no such kind; a kind that needs a name without one; no project */
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'x', "shop", "a"),
                     PT_ERROR);
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 't', "shop", NULL),
                     PT_ERROR);
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'i', "shop", ""),
                     PT_ERROR);
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'p', "", NULL), PT_ERROR);
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'p', NULL, NULL),
                     PT_ERROR);
}
END_TEST


START_TEST(tag_too_long)
{
    char  tag[PT_CDN_TAG_MAX + 1], name[200], small[8];

    /* the longest the grammar makes fits: 63 + 3 + 64 */
    memset(name, 'n', 64);
    name[64] = '\0';
    memset(line, 'p', 63);
    line[63] = '\0';
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 't', line, name), PT_OK);
    ck_assert_uint_eq(strlen(tag), 130);

    /* past PT_CDN_TAG_MAX, whatever the buffer */
    memset(name, 'n', 158);
    name[158] = '\0';
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'i', "p", name), PT_OK);
    ck_assert_uint_eq(strlen(tag), PT_CDN_TAG_MAX);
    name[158] = 'n';
    name[159] = '\0';
    ck_assert_int_eq(pt_cdn_tag(tag, sizeof(tag), 'i', "p", name),
                     PT_ERROR);

    /* or past the buffer */
    ck_assert_int_eq(pt_cdn_tag(small, sizeof(small), 'p', "1234567", NULL),
                     PT_OK);
    ck_assert_int_eq(pt_cdn_tag(small, sizeof(small), 'p', "12345678",
                     NULL), PT_ERROR);
    ck_assert_int_eq(pt_cdn_tag(small, 0, 'p', "p", NULL), PT_ERROR);
}
END_TEST


START_TEST(tags_join)
{
    char         out[64], name[8];
    unsigned     i;
    pt_cdn_tags  tags;

    pt_cdn_tags_init(&tags);
    ck_assert_uint_eq(pt_cdn_tags_join(&tags, ' ', out, sizeof(out)), 0);
    ck_assert_str_eq(out, "");

    pt_cdn_tags_add(&tags, 'p', "shop", NULL);
    pt_cdn_tags_add(&tags, 'i', "shop", "img_1");
    pt_cdn_tags_add(&tags, 'p', "shop", NULL);          /* once */
    pt_cdn_tags_add(&tags, 't', "shop", "thumb");
    ck_assert_uint_eq(tags.n, 3);
    ck_assert(!tags.overflow);

    ck_assert_uint_eq(pt_cdn_tags_join(&tags, ' ', out, sizeof(out)), 28);
    ck_assert_str_eq(out, "shop shop/img_1 shop/t/thumb");
    ck_assert_uint_eq(pt_cdn_tags_join(&tags, ',', out, sizeof(out)), 28);
    ck_assert_str_eq(out, "shop,shop/img_1,shop/t/thumb");

    /* too small for them all: none rather than some */
    ck_assert_uint_eq(pt_cdn_tags_join(&tags, ' ', out, 28), 0);
    ck_assert_str_eq(out, "");
    ck_assert_uint_eq(pt_cdn_tags_join(&tags, ' ', out, 29), 28);

    /* a tag that cannot be written, and one too many, are flagged */
    pt_cdn_tags_add(&tags, 'x', "shop", "a");
    ck_assert(tags.overflow);
    ck_assert_uint_eq(tags.n, 3);

    pt_cdn_tags_init(&tags);
    for (i = 0; i < PT_CDN_TAGS_MAX; i++) {
        pt_snprintf(name, sizeof(name), "t%u", i);
        pt_cdn_tags_add(&tags, 't', "shop", name);
    }
    ck_assert_uint_eq(tags.n, PT_CDN_TAGS_MAX);
    ck_assert(!tags.overflow);
    pt_cdn_tags_add(&tags, 'p', "shop", NULL);
    ck_assert_uint_eq(tags.n, PT_CDN_TAGS_MAX);
    ck_assert(tags.overflow);
}
END_TEST


/* ---- targets ---------------------------------------------------------- */


START_TEST(target_xkey)
{
    pt_cdn_target  t;

    ck_assert_int_eq(parse(&t, "xkey http://127.0.0.1:6081/"), PT_OK);
    ck_assert_int_eq(t.kind, PT_CDN_XKEY);
    ck_assert_str_eq(t.url, "http://127.0.0.1:6081/");
    ck_assert_str_eq(t.name, "xkey http://127.0.0.1:6081/");
    ck_assert_str_eq(t.id, "");
    ck_assert_uint_eq(t.secret_len, 0);
    ck_assert_uint_eq(t.max_tags, PT_CDN_XKEY_TAGS);

    /* tabs and runs of spaces separate words; a query stays the URL's */
    ck_assert_int_eq(parse(&t, "  xkey\t https://cache.example/purge?a=b "),
                     PT_OK);
    ck_assert_str_eq(t.url, "https://cache.example/purge?a=b");
    ck_assert_str_eq(t.name, "xkey https://cache.example/purge?a=b");

    pt_cdn_target_wipe(&t);
    ck_assert_str_eq(t.name, "");
    ck_assert_int_eq(t.kind, 0);
}
END_TEST


START_TEST(target_fastly)
{
    pt_cdn_target  t;

    ck_assert_int_eq(parse(&t, "fastly service=SU1Z0isxPaozGVKXdv0eY "
                           "token_file=%s", tpath("fastly.token")), PT_OK);
    ck_assert_int_eq(t.kind, PT_CDN_FASTLY);
    ck_assert_str_eq(t.id, "SU1Z0isxPaozGVKXdv0eY");
    ck_assert_str_eq(t.url, "https://api.fastly.com");
    ck_assert_str_eq(t.name, "fastly service=SU1Z0isxPaozGVKXdv0eY");
    ck_assert_str_eq(t.secret, TOKEN);
    ck_assert_uint_eq(t.secret_len, strlen(TOKEN));
    ck_assert_uint_eq(t.max_tags, 256);

    /* the words in any order; the endpoint's trailing '/' goes, the name
     * stays the service's */
    ck_assert_int_eq(parse(&t, "fastly endpoint=http://127.0.0.1:9000// "
                           "token_file=%s service=a_b-C",
                           tpath("fastly.token")), PT_OK);
    ck_assert_str_eq(t.url, "http://127.0.0.1:9000");
    ck_assert_str_eq(t.name, "fastly service=a_b-C");

    pt_cdn_target_wipe(&t);
    ck_assert_uint_eq(t.secret_len, 0);
    ck_assert_str_eq(t.secret, "");
}
END_TEST


START_TEST(target_cloudflare)
{
    pt_cdn_target  t;

    ck_assert_int_eq(parse(&t, "cloudflare zone=023e105f4ecef8ad9ca31a8372d0"
                           "c353 token_file=%s", tpath("cf.token")), PT_OK);
    ck_assert_int_eq(t.kind, PT_CDN_CLOUDFLARE);
    ck_assert_str_eq(t.url, "https://api.cloudflare.com/client/v4");
    ck_assert_str_eq(t.name,
                     "cloudflare zone=023e105f4ecef8ad9ca31a8372d0c353");
    /* "\r\n" is one line's end */
    ck_assert_str_eq(t.secret, "cf-token-1");
    ck_assert_uint_eq(t.secret_len, 10);
    ck_assert_uint_eq(t.max_tags, 100);
    pt_cdn_target_wipe(&t);
}
END_TEST


START_TEST(target_webhook)
{
    pt_cdn_target  t;

    ck_assert_int_eq(parse(&t, "webhook secret_file=%s "
                           "https://hooks.example/pictor?x=1",
                           tpath("hook.secret")), PT_OK);
    ck_assert_int_eq(t.kind, PT_CDN_WEBHOOK);
    ck_assert_str_eq(t.url, "https://hooks.example/pictor?x=1");
    ck_assert_str_eq(t.name, "webhook https://hooks.example/pictor?x=1");
    /* a webhook's secret is any bytes of its one line */
    ck_assert_str_eq(t.secret, SECRET);
    ck_assert_uint_eq(t.secret_len, strlen(SECRET));
    ck_assert_uint_eq(t.max_tags, 100);
    pt_cdn_target_wipe(&t);
}
END_TEST


START_TEST(target_refused_words)
{
    const char  *tok;

    tok = tpath("fastly.token");

    REFUSED("no kind", "%s", "");
    REFUSED("no kind", "%s", " \t ");
    REFUSED("unknown kind \"akamai\"", "akamai x");
    REFUSED("unknown kind \"?\"", "Fastly service=a token_file=%s", tok);

    REFUSED("xkey: the URL is missing", "xkey");
    REFUSED("xkey: the URL is given twice", "xkey http://a/ http://b/");
    REFUSED("xkey: endpoint= is not one of a URL", "xkey endpoint=http://a/");
    REFUSED("xkey: word 3 is not one of a URL", "xkey http://a/ purge");

    REFUSED("fastly: service= is missing", "fastly token_file=%s", tok);
    REFUSED("fastly: token_file= is missing", "fastly service=abc");
    REFUSED("fastly: service= is given twice",
            "fastly service=a service=a token_file=%s", tok);
    REFUSED("fastly: token_file= is given twice",
            "fastly service=a token_file=%s token_file=%s", tok, tok);
    REFUSED("fastly: endpoint= is given twice",
            "fastly service=a token_file=%s endpoint=http://a "
            "endpoint=http://a", tok);
    REFUSED("fastly: zone= is not one of service=, token_file=, endpoint=",
            "fastly zone=a token_file=%s", tok);
    REFUSED("fastly: word 4 is not one of",
            "fastly service=a token_file=%s https://api.fastly.com", tok);
    REFUSED("cloudflare: service= is not one of zone=",
            "cloudflare service=a token_file=%s", tok);
    REFUSED("webhook: secret_file= is missing", "webhook http://h/");
    REFUSED("webhook: the URL is missing", "webhook secret_file=%s",
            tpath("hook.secret"));
    REFUSED("webhook: token_file= is not one of a URL, secret_file=",
            "webhook http://h/ token_file=%s", tok);

    /* a token written inline is never quoted */
    REFUSED("fastly: token= is not one of",
            "fastly service=a token=" TOKEN);
    REFUSED("fastly: word 3 is not one of", "fastly service=a " TOKEN);
    REFUSED("fastly: word 3 is not one of",
            "fastly service=a %.30s=" TOKEN, "abcdefghijklmnopqrstuvwxyz0123");

    /* the log line is one line: a name with a control character (found
     * by fuzz_cdn) or a digit is not quoted either */
    REFUSED("fastly: word 2 is not one of", "fastly serv\031ce=aba");
    REFUSED("fastly: word 2 is not one of", "fastly s3rvice=aba");
    REFUSED("fastly token_file: the path holds a control character",
            "fastly service=a token_file=/tmp/a\034b");
}
END_TEST


START_TEST(target_refused_values)
{
    char         word[1200];
    const char  *tok;

    tok = tpath("fastly.token");

    REFUSED("fastly: service= takes 1 to 127 of A-Z a-z 0-9 _ -",
            "fastly service=a.b token_file=%s", tok);
    REFUSED("fastly: service= takes", "fastly service=a/b token_file=%s",
            tok);
    REFUSED("fastly: service= is empty", "fastly service= token_file=%s",
            tok);
    memset(word, 'z', 128);
    word[128] = '\0';
    REFUSED("fastly: service= is empty or longer than 127",
            "fastly service=%s token_file=%s", word, tok);
    REFUSED("cloudflare: zone= takes", "cloudflare zone=z%%20 token_file=%s",
            tok);
    REFUSED("fastly: token_file= is empty", "fastly service=a token_file=");

    /* URLs: http or https, a host, printable ASCII, no fragment, no
     * credentials in what becomes the target's name */
    REFUSED("xkey: a URL starts with http:// or https://", "xkey ftp://h/");
    REFUSED("a URL starts with", "xkey HTTP://h/");
    REFUSED("a URL starts with", "webhook file:///etc/passwd "
            "secret_file=%s", tpath("hook.secret"));
    REFUSED("fastly: a URL starts with",
            "fastly service=a token_file=%s endpoint=api.fastly.com", tok);
    REFUSED("xkey: the URL has no host", "xkey http://");
    REFUSED("xkey: the URL has no host", "xkey http:///purge");
    REFUSED("xkey: the URL has no host", "xkey http://:6081/");
    REFUSED("xkey: the URL has no host", "xkey http://@h/");
    REFUSED("user:password@", "xkey http://u:p@h:6081/");
    REFUSED("user:password@", "webhook https://hook@h/ secret_file=%s",
            tpath("hook.secret"));
    REFUSED("xkey: the URL has a #fragment", "xkey http://h/#x");
    REFUSED("xkey: the URL holds a control", "xkey http://h/\x01");
    REFUSED("xkey: the URL holds a control", "xkey http://h/\x7f");
    REFUSED("non-ASCII", "xkey http://h\xc3\xa9/");

    /* the name holds the URL whole, or the target has none */
    memset(word, 'a', 290);
    word[290] = '\0';
    REFUSED("xkey: the URL is longer than 294 characters",
            "xkey http://h/%s", word);
    memset(word, 'a', 1100);
    word[1100] = '\0';
    REFUSED("xkey: the URL is empty or longer than 1023",
            "xkey http://h/%s", word);
    REFUSED("the line is over 4095 characters", "xkey http://h/%4100d", 1);
}
END_TEST


START_TEST(target_refused_files)
{
    char  to[512];

    REFUSED("fastly token_file /nonexistent/t: No such file",
            "fastly service=a token_file=/nonexistent/t");
    REFUSED("mode 0644 lets group or others in",
            "fastly service=a token_file=%s", tpath("open.token"));
    REFUSED("not a regular file", "fastly service=a token_file=%s", tdir);
    REFUSED("fastly token_file", "fastly service=a token_file=%s",
            tpath("empty.token"));
    REFUSED(": empty", "cloudflare zone=a token_file=%s",
            tpath("empty.token"));
    REFUSED("the token holds a space", "fastly service=a token_file=%s",
            tpath("space.token"));
    REFUSED("the token holds a space", "cloudflare zone=a token_file=%s",
            tpath("lines.token"));
    REFUSED("webhook secret_file", "webhook http://h/ secret_file=%s",
            tpath("open.token"));
    REFUSED(": empty", "webhook http://h/ secret_file=%s",
            tpath("empty.token"));

    /* a symbolic link to a good file is not followed */
    pt_snprintf(to, sizeof(to), "%s", tpath("fastly.token"));
    ck_assert_int_eq(symlink(to, tpath("link.token")), 0);
    REFUSED("fastly token_file", "fastly service=a token_file=%s",
            tpath("link.token"));
}
END_TEST


/* ---- HMAC-SHA256 ------------------------------------------------------ */


START_TEST(hmac_rfc4231)
{
    char           out[65];
    unsigned char  key[131];

    /* RFC 4231, 4.2: test case 1 */
    memset(key, 0x0b, 20);
    pt_hmac_sha256_hex(key, 20, "Hi There", 8, out);
    ck_assert_str_eq(out, "b0344c61d8db38535ca8afceaf0bf12b"
                          "881dc200c9833da726e9376c2e32cff7");

    /* 4.3: test case 2, a key shorter than the block */
    pt_hmac_sha256_hex("Jefe", 4, "what do ya want for nothing?", 28, out);
    ck_assert_str_eq(out, "5bdcc146bf60754e6a042426089575c7"
                          "5a003f089d2739839dec58b964ec3843");

    /* 4.7: test case 6, a key longer than the block is hashed first */
    memset(key, 0xaa, sizeof(key));
    pt_hmac_sha256_hex(key, sizeof(key),
                       "Test Using Larger Than Block-Size Key - Hash Key "
                       "First", 54, out);
    ck_assert_str_eq(out, "60e431591ee0b67f0d8a26aacbf5b77f"
                          "8e0bc6213728c5140546040f0ee37f54");
}
END_TEST


/* ---- batches and requests --------------------------------------------- */


static const pt_cdn_event  events[] = {
    { 7, "shop", "2026-12-02T14:05:00.123Z" },
    { 9007199254740993ULL, "shop/img_01JF", NULL },
    { 10, "shop", "2026-12-02T14:05:01.000Z" },
    { 11, "shop/t/thumb", "" }
};

#define NEVENTS  (sizeof(events) / sizeof(events[0]))


static pt_cdn_target  target;


/* a target of kind with the test's token or secret, as parse leaves it */
static const pt_cdn_target *
target_of(pt_cdn_kind kind, const char *url, const char *id,
    const char *secret)
{
    memset(&target, 0, sizeof(target));
    target.kind = kind;
    pt_snprintf(target.url, sizeof(target.url), "%s", url);
    pt_snprintf(target.id, sizeof(target.id), "%s", id);
    pt_snprintf(target.secret, sizeof(target.secret), "%s", secret);
    target.secret_len = strlen(secret);
    target.max_tags = 256;

    return &target;
}


/* rq's header lines, one per line */
static const char *
headers_of(const pt_cdn_req *rq)
{
    static char         buf[8192];
    char               *p;
    struct curl_slist  *l;

    p = buf;
    buf[0] = '\0';

    for (l = rq->headers; l; l = l->next) {
        p += snprintf(p, buf + sizeof(buf) - p, "%s\n", l->data);
    }

    return buf;
}


/* rq built by kind's provider of the test's events */
static void
build(const pt_cdn_target *t, pt_cdn_req *rq)
{
    pt_cdn_batch  b;

    ck_assert_int_eq(pt_cdn_batch_make(&b, events, NEVENTS, t->max_tags, err,
                     sizeof(err)), PT_OK);
    pt_snprintf(b.sent_at, sizeof(b.sent_at), "2026-12-02T14:06:00.000Z");

    ck_assert_int_eq(pt_cdn_provider_of(t->kind)->build(t, &b, rq), PT_OK);
}


START_TEST(batch_tags_once)
{
    pt_cdn_batch  b;

    ck_assert_int_eq(pt_cdn_batch_make(&b, events, NEVENTS, 3, err,
                     sizeof(err)), PT_OK);
    ck_assert_uint_eq(b.nevents, 4);
    ck_assert_uint_eq(b.ntags, 3);
    ck_assert_str_eq(b.tag[0], "shop");
    ck_assert_str_eq(b.tag[1], "shop/img_01JF");
    ck_assert_str_eq(b.tag[2], "shop/t/thumb");

    /* more distinct tags than the target takes */
    ck_assert_int_eq(pt_cdn_batch_make(&b, events, NEVENTS, 2, err,
                     sizeof(err)), PT_ERROR);
    ck_assert_str_eq(err, "more than 2 tags a request");

    ck_assert_int_eq(pt_cdn_batch_make(&b, events, PT_CDN_BATCH_MAX + 1, 256,
                     err, sizeof(err)), PT_ERROR);
    ck_assert_str_eq(err, "257 events, more than 256 a request");
}
END_TEST


static int  warnings;


static void
count_warnings(int level, const char *msg)
{
    warnings += level == PT_LOG_WARN && strstr(msg, "skipped") != NULL;
}


START_TEST(batch_unsendable_tags)
{
    char          long_tag[PT_CDN_TAG_MAX + 2];
    pt_cdn_batch  b;
    pt_cdn_event  bad[] = {
        { 1, "a b", "" }, { 2, "a\r\nX-Evil: 1", "" }, { 3, "a,b", "" },
        { 4, "", "" }, { 5, NULL, "" }, { 6, "caf\xc3\xa9", "" },
        { 7, long_tag, "" }, { 8, "ok/tag", "" }
    };

    memset(long_tag, 't', sizeof(long_tag) - 1);
    long_tag[sizeof(long_tag) - 1] = '\0';

    /* each one left out is said */
    warnings = 0;
    pt_log_set_handler(count_warnings, PT_LOG_DEBUG);
    ck_assert_int_eq(pt_cdn_batch_make(&b, bad, 8, 256, err, sizeof(err)),
                     PT_OK);
    pt_log_set_handler(NULL, PT_LOG_INFO);
    ck_assert_int_eq(warnings, 7);
    ck_assert_uint_eq(b.nevents, 1);
    ck_assert_uint_eq(b.ntags, 1);
    ck_assert_str_eq(b.tag[0], "ok/tag");

    long_tag[PT_CDN_TAG_MAX] = '\0';
    ck_assert(pt_cdn_tag_sendable(long_tag));
    ck_assert(pt_cdn_tag_sendable("pictor_doctor/probe"));
}
END_TEST


START_TEST(request_xkey)
{
    pt_cdn_req  rq;

    build(target_of(PT_CDN_XKEY, "http://127.0.0.1:6081/", "", ""), &rq);

    ck_assert_str_eq(rq.method, "PURGE");
    ck_assert_str_eq(rq.url, "http://127.0.0.1:6081/");
    ck_assert_str_eq(headers_of(&rq),
                     "xkey: shop shop/img_01JF shop/t/thumb\n");
    ck_assert_ptr_null(rq.body);
    ck_assert_uint_eq(rq.body_len, 0);
    pt_cdn_req_free(&rq);
}
END_TEST


START_TEST(request_fastly)
{
    pt_cdn_req  rq;

    build(target_of(PT_CDN_FASTLY, "https://api.fastly.com", "SU1Z0",
                    TOKEN), &rq);

    ck_assert_str_eq(rq.method, "POST");
    ck_assert_str_eq(rq.url, "https://api.fastly.com/service/SU1Z0/purge");
    /* a hard purge: no Fastly-Soft-Purge */
    ck_assert_str_eq(headers_of(&rq),
                     "Fastly-Key: " TOKEN "\n"
                     "Accept: application/json\n"
                     "Content-Type: application/json\n");
    ck_assert_str_eq(rq.body, "{\"surrogate_keys\":[\"shop\","
                              "\"shop/img_01JF\",\"shop/t/thumb\"]}");
    ck_assert_uint_eq(rq.body_len, strlen(rq.body));
    pt_cdn_req_free(&rq);
}
END_TEST


START_TEST(request_cloudflare)
{
    pt_cdn_req  rq;

    build(target_of(PT_CDN_CLOUDFLARE, "https://api.cloudflare.com/client/v4",
                    "023e105f", "cf-token-1"), &rq);

    ck_assert_str_eq(rq.method, "POST");
    ck_assert_str_eq(rq.url, "https://api.cloudflare.com/client/v4/zones/"
                             "023e105f/purge_cache");
    ck_assert_str_eq(headers_of(&rq),
                     "Authorization: Bearer cf-token-1\n"
                     "Content-Type: application/json\n");
    ck_assert_str_eq(rq.body, "{\"tags\":[\"shop\",\"shop/img_01JF\","
                              "\"shop/t/thumb\"]}");
    pt_cdn_req_free(&rq);
}
END_TEST


START_TEST(request_webhook)
{
    char           hex[65], want[160];
    unsigned int   mdlen;
    unsigned char  md[EVP_MAX_MD_SIZE];
    pt_cdn_req     rq;

    build(target_of(PT_CDN_WEBHOOK, "https://hooks.example/p?x=1", "",
                    SECRET), &rq);

    ck_assert_str_eq(rq.method, "POST");
    ck_assert_str_eq(rq.url, "https://hooks.example/p?x=1");

    /* every event, its tag repeated or not; ids as strings (2^53 + 1
     * would lose its last digit in JavaScript); no time is none */
    ck_assert_str_eq(rq.body,
        "{\"type\":\"purge\","
        "\"tags\":[\"shop\",\"shop/img_01JF\",\"shop/t/thumb\"],"
        "\"events\":["
        "{\"id\":\"7\",\"tag\":\"shop\","
        "\"createdAt\":\"2026-12-02T14:05:00.123Z\"},"
        "{\"id\":\"9007199254740993\",\"tag\":\"shop/img_01JF\","
        "\"createdAt\":null},"
        "{\"id\":\"10\",\"tag\":\"shop\","
        "\"createdAt\":\"2026-12-02T14:05:01.000Z\"},"
        "{\"id\":\"11\",\"tag\":\"shop/t/thumb\",\"createdAt\":null}],"
        "\"sentAt\":\"2026-12-02T14:06:00.000Z\"}");

    /* the signature of the very bytes sent, by OpenSSL's own HMAC */
    ck_assert_ptr_nonnull(HMAC(EVP_sha256(), SECRET, strlen(SECRET),
                               (unsigned char *) rq.body, rq.body_len, md,
                               &mdlen));
    pt_hex(md, mdlen, hex);
    pt_snprintf(want, sizeof(want), "Content-Type: application/json\n"
                "X-Pictor-Signature: sha256=%s\n", hex);
    ck_assert_str_eq(headers_of(&rq), want);
    pt_cdn_req_free(&rq);
}
END_TEST


/* ---- answers ---------------------------------------------------------- */


/* p's verdict on an answer of status and body */
static int
answer(const pt_cdn_target *t, long status, const char *body)
{
    pt_http_resp  rs;

    memset(&rs, 0, sizeof(rs));
    rs.status = status;
    rs.body = (unsigned char *) body;
    rs.body_len = body ? strlen(body) : 0;
    err[0] = '\0';

    return pt_cdn_provider_of(t->kind)->answer(t, &rs, err, sizeof(err));
}


START_TEST(answers_2xx)
{
    const pt_cdn_target  *t;

    t = target_of(PT_CDN_XKEY, "http://h/", "", "");
    ck_assert_int_eq(answer(t, 200, "Invalidated 3 objects"), PT_OK);
    ck_assert_int_eq(answer(t, 204, NULL), PT_OK);
    ck_assert_int_eq(answer(t, 302, NULL), PT_ERROR);
    ck_assert_str_eq(err, "xkey: 302");

    /* a page quoted on one line, cut */
    ck_assert_int_eq(answer(t, 405, "<!DOCTYPE html>\n<html>\r\n<title>"
                            "405 Method Not Allowed</title>\n"), PT_ERROR);
    ck_assert_str_eq(err, "xkey: 405 <!DOCTYPE html> <html>  <title>405 "
                          "Method Not Allowed</title>");
    memset(line, 'x', 1000);
    line[1000] = '\0';
    ck_assert_int_eq(answer(t, 500, line), PT_ERROR);
    ck_assert_uint_eq(strlen(err), strlen("xkey: 500 ") + PT_CDN_QUOTE_MAX);

    t = target_of(PT_CDN_WEBHOOK, "http://h/", "", SECRET);
    ck_assert_int_eq(answer(t, 202, "queued"), PT_OK);
    ck_assert_int_eq(answer(t, 401, "bad signature"), PT_ERROR);
    ck_assert_str_eq(err, "webhook: 401 bad signature");

    /* an answer that echoes the secret is not quoted */
    ck_assert_int_eq(answer(t, 400, "you sent " SECRET " wrongly"),
                     PT_ERROR);
    ck_assert_str_eq(err, "webhook: 400");
}
END_TEST


START_TEST(answers_fastly)
{
    const pt_cdn_target  *t;

    t = target_of(PT_CDN_FASTLY, "https://api.fastly.com", "s", TOKEN);
    ck_assert_int_eq(answer(t, 200, "{\"shop\":\"1-1631-1\"}"), PT_OK);
    ck_assert_int_eq(answer(t, 401, "{\"msg\":\"Provided credentials are "
                            "missing or invalid\"}"), PT_ERROR);
    ck_assert_str_eq(err, "fastly: 401 Provided credentials are missing or "
                          "invalid");
    ck_assert_int_eq(answer(t, 400, "{\"msg\":\"Bad request\",\"detail\":"
                            "\"too many keys\\nin one\"}"), PT_ERROR);
    ck_assert_str_eq(err, "fastly: 400 Bad request: too many keys in one");
    ck_assert_int_eq(answer(t, 503, "upstream gone"), PT_ERROR);
    ck_assert_str_eq(err, "fastly: 503 upstream gone");

    /* the token echoed in a message or a detail */
    ck_assert_int_eq(answer(t, 403, "{\"msg\":\"key " TOKEN " is not "
                            "allowed\"}"), PT_ERROR);
    ck_assert_str_eq(err, "fastly: 403");
    ck_assert_int_eq(answer(t, 403, "{\"msg\":\"Forbidden\",\"detail\":"
                            "\"" TOKEN "\"}"), PT_ERROR);
    ck_assert_str_eq(err, "fastly: 403 Forbidden");
}
END_TEST


START_TEST(answers_cloudflare)
{
    const pt_cdn_target  *t;

    t = target_of(PT_CDN_CLOUDFLARE, "https://api.cloudflare.com/client/v4",
                  "z", "cf-token-1");

    ck_assert_int_eq(answer(t, 200, "{\"success\":true,\"errors\":[],"
                            "\"messages\":[],\"result\":{\"id\":\"z\"}}"),
                     PT_OK);

    /* a 200 is not enough: success must be true */
    ck_assert_int_eq(answer(t, 200, "{\"success\":false,\"errors\":[{"
                            "\"code\":1134,\"message\":\"Purge by tag is "
                            "not available\"}],\"messages\":[]}"),
                     PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 200 Purge by tag is not available "
                          "(1134)");
    ck_assert_int_eq(answer(t, 200, "{\"success\":\"true\"}"), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 200 without \"success\": true");
    ck_assert_int_eq(answer(t, 200, "ok"), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 200 ok");
    ck_assert_int_eq(answer(t, 200, NULL), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 200");

    /* nor success without a 2xx */
    ck_assert_int_eq(answer(t, 500, "{\"success\":true}"), PT_ERROR);
    ck_assert_int_eq(answer(t, 403, "{\"success\":false,\"errors\":[{"
                            "\"code\":10000,\"message\":\"Authentication "
                            "error\"}]}"), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 403 Authentication error (10000)");
    ck_assert_int_eq(answer(t, 400, "{\"success\":false,\"errors\":[{"
                            "\"message\":\"two\\nlines\"}]}"), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 400 two lines");

    ck_assert_int_eq(answer(t, 403, "{\"success\":false,\"errors\":[{"
                            "\"code\":9109,\"message\":\"Invalid token "
                            "cf-token-1\"}]}"), PT_ERROR);
    ck_assert_str_eq(err, "cloudflare: 403 (9109)");
}
END_TEST


/* ---- pt_cdn_send against a server ------------------------------------- */


static void
httpd_setup(void)
{
    ck_assert_int_eq(pt_http_global_init(), PT_OK);
    httpd_start();
}


static void
httpd_teardown(void)
{
    pt_http_thread_done();
    httpd_stop();
}


static int
send_to(const pt_cdn_target *t, unsigned n)
{
    pt_store_net  net;

    memset(&net, 0, sizeof(net));
    net.allow_private = 1;
    net.retries = 2;
    net.timeout_ms = 5000;
    err[0] = '\0';

    return pt_cdn_send(t, events, n, &net, err, sizeof(err));
}


START_TEST(send_done_retried_refused)
{
    char  url[256];

    /* the server echoes any path with a 200 */
    target_of(PT_CDN_XKEY, httpd_url(url, sizeof(url), "/purge"), "", "");
    target.max_tags = PT_CDN_XKEY_TAGS;
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_OK);

    target_of(PT_CDN_FASTLY, httpd_url(url, sizeof(url), ""), "svc", TOKEN);
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_OK);

    /* a 503 is tried again */
    target_of(PT_CDN_WEBHOOK, httpd_url(url, sizeof(url),
              "/seq/hook?s=503,200"), "", SECRET);
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_OK);

    /* a 403 is not, and is quoted */
    target_of(PT_CDN_XKEY, httpd_url(url, sizeof(url),
              "/seq/deny?s=403&code=AccessDenied"), "", "");
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_ERROR);
    ck_assert_msg(strncmp(err, "xkey: 403 <?xml", 15) == 0, "%s", err);
    ck_assert_ptr_nonnull(strstr(err, "AccessDenied"));
    ck_assert_ptr_null(strchr(err, '\n'));

    /* nothing sendable is nothing to do: no request */
    {
        pt_cdn_event  bad = { 1, "a b", "" };

        target_of(PT_CDN_XKEY, "http://127.0.0.1:1/", "", "");
        err[0] = '\0';
        warnings = 0;
        pt_log_set_handler(count_warnings, PT_LOG_DEBUG);
        ck_assert_int_eq(pt_cdn_send(&target, &bad, 1, NULL, err,
                                     sizeof(err)), PT_OK);
        pt_log_set_handler(NULL, PT_LOG_INFO);
        ck_assert_int_eq(warnings, 1);
        ck_assert_int_eq(send_to(&target, 0), PT_OK);
    }
}
END_TEST


START_TEST(send_unreachable)
{
    int   port;
    char  url[256];

    port = httpd_port;
    httpd_stop();

    pt_snprintf(url, sizeof(url), "http://127.0.0.1:%d/", port);
    target_of(PT_CDN_FASTLY, url, "svc", TOKEN);
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_ERROR);
    ck_assert_msg(strncmp(err, "fastly: ", 8) == 0, "%s", err);
    ck_assert_ptr_nonnull(strstr(err, "(3 tries)"));
    ck_assert_ptr_null(strstr(err, TOKEN));

    /* a target of no kind */
    target.kind = 0;
    ck_assert_int_eq(send_to(&target, NEVENTS), PT_ERROR);
    ck_assert_str_eq(err, "cdn: no target of kind 0");
}
END_TEST


/* ---- against the emulator of the prove tests -------------------------- */


static pid_t  emu_pid;
static int    emu_port;

static const char  *emu_kinds[] = { "xkey", "fastly", "cloudflare",
                                     "webhook" };


/* t/tools/cdn_emu.pl serving kind with the token "emu-token-1" */
static void
emu_start(const char *kind)
{
    int      p[2];
    char     port[32];
    size_t   n;
    ssize_t  r;

    ck_assert_int_eq(pipe(p), 0);

    emu_pid = fork();
    ck_assert_int_ge(emu_pid, 0);

    if (emu_pid == 0) {
        dup2(p[1], 1);
        close(p[0]);
        close(p[1]);
        execlp("perl", "perl", "t/tools/cdn_emu.pl", kind, tdir,
               "emu-token-1", (char *) NULL);
        _exit(127);
    }

    close(p[1]);

    for (n = 0; n < sizeof(port) - 1; n++) {
        r = read(p[0], port + n, 1);
        if (r != 1 || port[n] == '\n') {
            break;
        }
    }

    port[n] = '\0';
    close(p[0]);

    emu_port = atoi(port);
    ck_assert_msg(emu_port > 0, "t/tools/cdn_emu.pl did not start");
}


static void
emu_setup(void)
{
    ck_assert_int_eq(pt_http_global_init(), PT_OK);
    tdir_make("pt-cdn-emu-");
    put("wrong.token", "wrong-token\n", 0600);
}


static void
emu_teardown(void)
{
    /* the emulator leads a group: its children serve the connections */
    if (emu_pid > 0) {
        kill(-emu_pid, SIGKILL);
        kill(emu_pid, SIGKILL);
        waitpid(emu_pid, NULL, 0);
        emu_pid = 0;
    }

    pt_http_thread_done();
    tdir_remove();
}


/* the cdn_purge line for the emulator of kind, with tf, at path */
static int
emu_target(pt_cdn_target *t, const char *kind, const char *tf,
    const char *path)
{
    if (strcmp(kind, "xkey") == 0) {
        return parse(t, "xkey http://127.0.0.1:%d%s", emu_port, path);
    }

    if (strcmp(kind, "webhook") == 0) {
        return parse(t, "webhook http://127.0.0.1:%d%s secret_file=%s",
                     emu_port, path, tf);
    }

    return parse(t, "%s %s=svc1 token_file=%s endpoint=http://127.0.0.1:%d",
                 kind, strcmp(kind, "fastly") == 0 ? "service" : "zone", tf,
                 emu_port);
}


/* the tags of each purge the emulator of kind accepted, "a b;c d;" */
static const char *
emu_purges(const char *kind)
{
    static char   out[1024];
    char          file[64], *text, *l, *save, *p;
    size_t        len, i;
    json_t       *o, *tags;

    pt_snprintf(file, sizeof(file), "cdnemu-%s-0/purges.jsonl", kind);
    out[0] = '\0';

    if (access(tpath(file), F_OK) != 0) {
        return out;
    }

    text = slurp(tpath(file), &len);
    p = out;

    for (l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
    {
        o = json_loads(l, 0, NULL);
        ck_assert_ptr_nonnull(o);
        tags = json_object_get(o, "tags");

        for (i = 0; i < json_array_size(tags); i++) {
            p += snprintf(p, out + sizeof(out) - p, "%s%s", i ? " " : "",
                          json_string_value(json_array_get(tags, i)));
        }

        p += snprintf(p, out + sizeof(out) - p, ";");
        json_decref(o);
    }

    free(text);

    return out;
}


START_TEST(emulator_accepts)
{
    char            tf[300];
    const char     *kind;
    pt_cdn_target   t;

    kind = emu_kinds[_i];
    emu_start(kind);

    pt_snprintf(tf, sizeof(tf), "%s/cdnemu-%s-0/token", tdir, kind);
    ck_assert_int_eq(emu_target(&t, kind, tf,
                     _i == 0 ? "/" : "/pictor/purge"), PT_OK);

    ck_assert_msg(send_to(&t, NEVENTS) == PT_OK, "%s: %s", kind, err);
    ck_assert_str_eq(emu_purges(kind), "shop shop/img_01JF shop/t/thumb;");

    pt_cdn_target_wipe(&t);
}
END_TEST


START_TEST(emulator_refuses)
{
    const char     *kind;
    pt_cdn_target   t;
    static const char  *want[] = {
        "xkey: 404 404 Not Found",
        "fastly: 401 Provided credentials are missing or invalid",
        "cloudflare: 403 Authentication error (10000)",
        "webhook: 401 {\"error\":\"bad signature\"}"
    };

    kind = emu_kinds[_i];
    emu_start(kind);

    /* the wrong token, or (xkey, which has none) the wrong path */
    ck_assert_int_eq(emu_target(&t, kind, tpath("wrong.token"),
                     _i == 0 ? "/other" : "/pictor/purge"), PT_OK);

    ck_assert_int_eq(send_to(&t, NEVENTS), PT_ERROR);
    ck_assert_str_eq(err, want[_i]);
    ck_assert_str_eq(emu_purges(kind), "");

    pt_cdn_target_wipe(&t);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("cdn");

    tc = tcase_create("tags");
    tcase_add_test(tc, tag_each_kind);
    tcase_add_test(tc, tag_too_long);
    tcase_add_test(tc, tags_join);
    suite_add_tcase(s, tc);

    tc = tcase_create("targets");
    tcase_add_checked_fixture(tc, files_setup, files_teardown);
    tcase_add_test(tc, target_xkey);
    tcase_add_test(tc, target_fastly);
    tcase_add_test(tc, target_cloudflare);
    tcase_add_test(tc, target_webhook);
    tcase_add_test(tc, target_refused_words);
    tcase_add_test(tc, target_refused_values);
    tcase_add_test(tc, target_refused_files);
    suite_add_tcase(s, tc);

    tc = tcase_create("requests");
    tcase_add_test(tc, hmac_rfc4231);
    tcase_add_test(tc, batch_tags_once);
    tcase_add_test(tc, batch_unsendable_tags);
    tcase_add_test(tc, request_xkey);
    tcase_add_test(tc, request_fastly);
    tcase_add_test(tc, request_cloudflare);
    tcase_add_test(tc, request_webhook);
    tcase_add_test(tc, answers_2xx);
    tcase_add_test(tc, answers_fastly);
    tcase_add_test(tc, answers_cloudflare);
    suite_add_tcase(s, tc);

    tc = tcase_create("send");
    tcase_add_checked_fixture(tc, httpd_setup, httpd_teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, send_done_retried_refused);
    tcase_add_test(tc, send_unreachable);
    suite_add_tcase(s, tc);

    tc = tcase_create("emulator");
    tcase_add_checked_fixture(tc, emu_setup, emu_teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, emulator_accepts, 0, 4);
    tcase_add_loop_test(tc, emulator_refuses, 0, 4);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
