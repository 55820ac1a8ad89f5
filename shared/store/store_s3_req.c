/*
 * The S3 driver's requests (see store_s3.c): URLs of escaped keys,
 * signed requests, payload hashes and the mapping of S3's answers, its
 * error Codes included, to the store's results.
 */

#include <errno.h>
#include <openssl/evp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "store/store_s3_int.h"

void
pt_s3_fail(pt_store *s, const char *fmt, ...)
{
    char     msg[240];
    va_list  ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);

    pt_snprintf(s->error, sizeof(s->error), "S3 %s", msg);
    pt_http_log_text(s->error);
}


int
pt_s3_url(pt_store_s3 *s3, const char *key, const char *query, char *buf,
    size_t size)
{
    int     n;
    char    full[PT_S3_PREFIX_MAX + PT_S3_KEY_MAX + 2];
    char    esc[3 * sizeof(full)];

    if (key == NULL) {
        n = snprintf(buf, size, "%s/%s%s", s3->base, query ? "?" : "",
                     query ? query : "");
        goto done;
    }

    if (!pt_store_key_valid(key)) {
        pt_s3_fail(&s3->store, "invalid key \"%.64s\"", key);
        return PT_STORE_ERROR;
    }

    n = snprintf(full, sizeof(full), "%s%s", s3->prefix, key);
    if (n < 0 || (size_t) n > PT_S3_KEY_MAX
        || pt_http_escape(full, 1, esc, sizeof(esc)) != PT_OK)
    {
        pt_s3_fail(&s3->store, "key too long \"%.64s\"", key);
        return PT_STORE_ERROR;
    }

    n = snprintf(buf, size, "%s/%s%s%s", s3->base, esc, query ? "?" : "",
                 query ? query : "");

done:

    if (n < 0 || (size_t) n >= size) {
        pt_s3_fail(&s3->store, "URL too long for \"%.64s\"",
                   key ? key : "");
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


void
pt_s3_req(pt_store_s3 *s3, pt_http_req *rq, const char *method,
    const char *url)
{
    pt_http_req_init(rq, method, url);
    rq->aws_sigv4 = s3->sigv4;
    rq->userpwd = s3->userpwd;
    rq->idempotent = 1;
}


int
pt_s3_headers(struct curl_slist **l, const char *sha, const char *ct)
{
    char                line[256];
    struct curl_slist  *n;

    pt_snprintf(line, sizeof(line), "x-amz-content-sha256: %s", sha);
    if ((n = curl_slist_append(*l, line)) == NULL) {
        return PT_ERROR;
    }
    *l = n;

    if (ct == NULL) {
        return PT_OK;
    }

    pt_snprintf(line, sizeof(line), "Content-Type: %s", ct);
    if ((n = curl_slist_append(*l, line)) == NULL) {
        return PT_ERROR;
    }
    *l = n;

    return PT_OK;
}


/* S3 error codes that say our credentials or their rights are refused */
static int
pt_s3_denied_code(const char *code)
{
    static const char  *codes[] = {
        "AccessDenied", "SignatureDoesNotMatch", "InvalidAccessKeyId",
        "NoSuchBucket", "AuthorizationHeaderMalformed", "PermanentRedirect",
        "InvalidToken", "ExpiredToken", "AllAccessDisabled",
        "AccountProblem", "RequestTimeTooSkewed", NULL
    };
    const char        **c;

    for (c = codes; *c; c++) {
        if (strcmp(code, *c) == 0) {
            return 1;
        }
    }

    return 0;
}


int
pt_s3_result(pt_store_s3 *s3, int rc, const pt_http_resp *rs,
    const char *op, const char *key)
{
    long     st;
    char     code[64], msg[160];
    pt_store  *s = &s3->store;

    if (key == NULL) {
        key = "";
    }

    if (rc != PT_OK) {
        pt_s3_fail(s, "%s \"%.64s\": %s%s", op, key, rs->error,
                   rs->local_error ? "" : " (no answer)");
        return rs->local_error ? PT_STORE_ERROR : PT_STORE_UNREACHABLE;
    }

    st = rs->status;
    if (st >= 200 && st < 300) {
        return PT_STORE_OK;
    }

    code[0] = msg[0] = '\0';
    if (rs->body) {
        (void) pt_s3_xml_text(rs->body, rs->body_len, "Code", code,
                              sizeof(code));
        (void) pt_s3_xml_text(rs->body, rs->body_len, "Message", msg,
                              sizeof(msg));
    }

    pt_s3_fail(s, "%s \"%.64s\": HTTP %ld%s%s%s%s", op, key, st,
               code[0] ? " " : "", code, msg[0] ? ": " : "", msg);

    if (strcmp(code, "NoSuchBucket") == 0) {
        return PT_STORE_DENIED;
    }

    if (st == 404 || strcmp(code, "NoSuchKey") == 0) {
        return PT_STORE_NOT_FOUND;
    }

    if (st == 401 || st == 403 || pt_s3_denied_code(code)) {
        return PT_STORE_DENIED;
    }

    /* a HEAD's refusal has no body to name it: a 400 there is the wrong
     * region's AuthorizationHeaderMalformed, a 301 the bucket elsewhere */
    if (code[0] == '\0' && (st == 400 || st == 301 || st == 307)) {
        return PT_STORE_DENIED;
    }

    if (st >= 500 || st == 429 || strcmp(code, "SlowDown") == 0) {
        return PT_STORE_UNREACHABLE;
    }

    /* a 4xx is S3 refusing what we asked: ours to look at, a 500; any
     * other answer (a redirect, which is never followed; a status of its
     * own making) is the bucket's doing, a 502 */
    return st >= 400 ? PT_STORE_ERROR : PT_STORE_UNREACHABLE;
}


static xmlNode *
pt_s3_xml_find(xmlNode *n, const char *name)
{
    xmlNode  *c, *f;

    for ( /* void */ ; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE) {
            continue;
        }

        if (strcmp((const char *) n->name, name) == 0) {
            return n;
        }

        for (c = n->children; c; c = c->next) {
            f = pt_s3_xml_find(c, name);
            if (f) {
                return f;
            }
        }
    }

    return NULL;
}


int
pt_s3_xml_text(const unsigned char *body, size_t len, const char *name,
    char *buf, size_t size)
{
    int       rc;
    xmlDoc   *doc;
    xmlNode  *n;
    xmlChar  *text;

    if (len == 0 || len > PT_S3_XML_MAX) {
        return PT_ERROR;
    }

    doc = xmlReadMemory((const char *) body, (int) len, NULL, NULL,
                        XML_PARSE_NONET | XML_PARSE_NOERROR
                        | XML_PARSE_NOWARNING);
    if (doc == NULL) {
        return PT_ERROR;
    }

    rc = PT_ERROR;
    n = pt_s3_xml_find(xmlDocGetRootElement(doc), name);

    if (n && (text = xmlNodeGetContent(n)) != NULL) {
        pt_snprintf(buf, size, "%s", (const char *) text);
        xmlFree(text);
        rc = PT_OK;
    }

    xmlFreeDoc(doc);

    return rc;
}


static void
pt_s3_hex(const unsigned char *md, char hex[PT_S3_SHA256_HEX])
{
    int                 i;
    static const char   digits[] = "0123456789abcdef";

    for (i = 0; i < 32; i++) {
        hex[2 * i] = digits[md[i] >> 4];
        hex[2 * i + 1] = digits[md[i] & 0xf];
    }

    hex[64] = '\0';
}


int
pt_s3_sha256_hex(const void *p, size_t len, char hex[PT_S3_SHA256_HEX])
{
    unsigned int   n;
    unsigned char  md[EVP_MAX_MD_SIZE];

    if (EVP_Digest(p, len, md, &n, EVP_sha256(), NULL) != 1) {
        errno = ENOMEM;
        return PT_ERROR;
    }

    pt_s3_hex(md, hex);

    return PT_OK;
}


int
pt_s3_sha256_fd(int fd, off_t off, size_t len, char hex[PT_S3_SHA256_HEX])
{
    int            rc;
    size_t         want;
    ssize_t        n;
    unsigned int   mdlen;
    EVP_MD_CTX    *ctx;
    unsigned char  md[EVP_MAX_MD_SIZE], buf[65536];

    ctx = EVP_MD_CTX_new();
    if (ctx == NULL || EVP_DigestInit_ex(ctx, EVP_sha256(), NULL) != 1) {
        EVP_MD_CTX_free(ctx);
        errno = ENOMEM;
        return PT_ERROR;
    }

    rc = PT_OK;

    while (len > 0) {
        want = len < sizeof(buf) ? len : sizeof(buf);
        n = pread(fd, buf, want, off);

        if (n == -1 && errno == EINTR) {
            continue;
        }

        if (n <= 0) {
            if (n == 0) {
                errno = EIO;    /* the file is shorter than it was */
            }
            rc = PT_ERROR;
            break;
        }

        (void) EVP_DigestUpdate(ctx, buf, n);
        off += n;
        len -= n;
    }

    if (rc == PT_OK && EVP_DigestFinal_ex(ctx, md, &mdlen) == 1) {
        pt_s3_hex(md, hex);
    }

    EVP_MD_CTX_free(ctx);

    return rc;
}
