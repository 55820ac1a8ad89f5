/*
 * SharedKey for the Blob service, as Microsoft's "Authorize with Shared
 * Key" describes it for version 2009-09-19 and later:
 *
 *   VERB \n Content-Encoding \n Content-Language \n Content-Length \n
 *   Content-MD5 \n Content-Type \n Date \n If-Modified-Since \n If-Match \n
 *   If-None-Match \n If-Unmodified-Since \n Range \n
 *   CanonicalizedHeaders CanonicalizedResource
 *
 * Content-Length is empty when zero (versions 2015-02-21 and later); the
 * x-ms- headers are lowercased, sorted and "name:value\n" each; the
 * resource is "/{account}{escaped path}" then "\nname:value" per query
 * parameter, names lowercased and sorted, values decoded, several values
 * of one name sorted and joined by ','.  The signature is the base64 of
 * HMAC-SHA256 over that string with the decoded account key.
 */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "store/store_azure_int.h"


/* a growing string; on no memory it stays failed and frees itself */
typedef struct {
    char    *p;
    size_t   len;
    size_t   cap;
    int      failed;
} pt_azure_buf;


/* a header or query parameter, as pointers into the caller's strings */
typedef struct {
    char    *name;
    char    *value;
} pt_azure_pair;


static const char  *pt_azure_standard[] = {
    "Content-Encoding", "Content-Language", NULL /* Content-Length */,
    "Content-MD5", "Content-Type", "Date", "If-Modified-Since", "If-Match",
    "If-None-Match", "If-Unmodified-Since", "Range"
};


static void
pt_azure_add(pt_azure_buf *b, const char *s, size_t n)
{
    char    *p;
    size_t   cap;

    if (b->failed) {
        return;
    }

    if (b->len + n + 1 > b->cap) {
        cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1) {
            cap *= 2;
        }

        p = realloc(b->p, cap);
        if (p == NULL) {
            free(b->p);
            b->p = NULL;
            b->failed = 1;
            return;
        }

        b->p = p;
        b->cap = cap;
    }

    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}


static void
pt_azure_adds(pt_azure_buf *b, const char *s)
{
    pt_azure_add(b, s, strlen(s));
}


/* the value of header name in headers, "" when absent */
static const char *
pt_azure_header(const struct curl_slist *headers, const char *name,
    size_t *len)
{
    size_t        n;
    const char   *v, *end;

    n = strlen(name);

    for (; headers != NULL; headers = headers->next) {
        if (strncasecmp(headers->data, name, n) != 0
            || headers->data[n] != ':')
        {
            continue;
        }

        v = headers->data + n + 1;
        while (*v == ' ' || *v == '\t') {
            v++;
        }

        end = v + strlen(v);
        while (end > v && (end[-1] == ' ' || end[-1] == '\t')) {
            end--;
        }

        *len = end - v;
        return v;
    }

    *len = 0;
    return "";
}


static int
pt_azure_pair_cmp(const void *a, const void *b)
{
    const pt_azure_pair  *x = a, *y = b;
    int                   rc;

    rc = strcmp(x->name, y->name);

    return rc ? rc : strcmp(x->value, y->value);
}


/*
 * "x-ms-name:value\n" per x-ms- header, sorted; runs of spaces and tabs in
 * a value become one space, as the document asks.
 */
static int
pt_azure_canon_headers(const struct curl_slist *headers, pt_azure_buf *b)
{
    int                       rc;
    char                     *v, *o, *colon;
    size_t                    n, i;
    pt_azure_pair            *pairs;
    const struct curl_slist  *l;

    n = 0;
    for (l = headers; l != NULL; l = l->next) {
        n += strncasecmp(l->data, "x-ms-", 5) == 0
             && strchr(l->data, ':') != NULL;
    }

    if (n == 0) {
        return PT_OK;
    }

    pairs = calloc(n, sizeof(pt_azure_pair));
    if (pairs == NULL) {
        return PT_ERROR;
    }

    rc = PT_OK;
    i = 0;

    for (l = headers; l != NULL && i < n; l = l->next) {
        if (strncasecmp(l->data, "x-ms-", 5) != 0
            || (colon = strchr(l->data, ':')) == NULL)
        {
            continue;
        }

        pairs[i].name = pt_strndup(l->data, colon - l->data);
        pairs[i].value = pt_strdup(colon + 1);
        if (pairs[i].name == NULL || pairs[i].value == NULL) {
            rc = PT_ERROR;
            i++;
            break;
        }

        for (o = pairs[i].name; *o; o++) {
            *o = tolower((unsigned char) *o);
        }

        /* trim, and one space for each run of linear whitespace */
        for (v = pairs[i].value, o = v; *v; v++) {
            if (*v == ' ' || *v == '\t') {
                if (o > pairs[i].value && o[-1] != ' ') {
                    *o++ = ' ';
                }
                continue;
            }
            *o++ = *v;
        }

        while (o > pairs[i].value && o[-1] == ' ') {
            o--;
        }
        *o = '\0';

        i++;
    }

    if (rc == PT_OK) {
        qsort(pairs, n, sizeof(pt_azure_pair), pt_azure_pair_cmp);

        for (i = 0; i < n; i++) {
            pt_azure_adds(b, pairs[i].name);
            pt_azure_add(b, ":", 1);
            pt_azure_adds(b, pairs[i].value);
            pt_azure_add(b, "\n", 1);
        }
    }

    for (i = 0; i < n; i++) {
        free(pairs[i].name);
        free(pairs[i].value);
    }

    free(pairs);

    return rc;
}


static int
pt_azure_hexval(int c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }

    c = tolower(c);

    return (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
}


/* percent-decodes s in place ('+' is a space, as azurite reads it) */
static void
pt_azure_unescape(char *s)
{
    int    h, l;
    char  *o;

    for (o = s; *s; s++) {
        if (*s == '%' && (h = pt_azure_hexval((unsigned char) s[1])) >= 0
            && (l = pt_azure_hexval((unsigned char) s[2])) >= 0)
        {
            *o++ = (char) (h * 16 + l);
            s += 2;

        } else {
            *o++ = *s == '+' ? ' ' : *s;
        }
    }

    *o = '\0';
}


/* "\nname:v1,v2" per parameter of query (a private copy, cut up here) */
static int
pt_azure_canon_query(char *query, pt_azure_buf *b)
{
    char           *p, *next, *eq;
    size_t          n, i;
    pt_azure_pair  *pairs;

    n = 1;
    for (p = query; *p; p++) {
        n += *p == '&';
    }

    pairs = calloc(n, sizeof(pt_azure_pair));
    if (pairs == NULL) {
        return PT_ERROR;
    }

    i = 0;

    for (p = query; p != NULL; p = next) {
        next = strchr(p, '&');
        if (next != NULL) {
            *next++ = '\0';
        }

        if (*p == '\0') {
            continue;
        }

        eq = strchr(p, '=');
        if (eq != NULL) {
            *eq++ = '\0';
        }

        pairs[i].name = p;
        pairs[i].value = eq ? eq : p + strlen(p);
        pt_azure_unescape(pairs[i].name);
        pt_azure_unescape(pairs[i].value);

        for (eq = pairs[i].name; *eq; eq++) {
            *eq = tolower((unsigned char) *eq);
        }

        i++;
    }

    n = i;
    qsort(pairs, n, sizeof(pt_azure_pair), pt_azure_pair_cmp);

    for (i = 0; i < n; i++) {
        if (i > 0 && strcmp(pairs[i].name, pairs[i - 1].name) == 0) {
            pt_azure_add(b, ",", 1);

        } else {
            pt_azure_add(b, "\n", 1);
            pt_azure_adds(b, pairs[i].name);
            pt_azure_add(b, ":", 1);
        }

        pt_azure_adds(b, pairs[i].value);
    }

    free(pairs);

    return PT_OK;
}


/* "/{account}{path}" and the query's lines, from an absolute URL */
static int
pt_azure_canon_resource(const char *url, const char *account,
    pt_azure_buf *b)
{
    int          rc;
    char        *query;
    const char  *p, *path, *q;

    p = strstr(url, "://");
    if (p == NULL) {
        return PT_ERROR;
    }

    path = p + 3 + strcspn(p + 3, "/?#");
    q = path + strcspn(path, "?#");

    pt_azure_add(b, "/", 1);
    pt_azure_adds(b, account);

    if (q == path) {
        pt_azure_add(b, "/", 1);

    } else {
        pt_azure_add(b, path, q - path);
    }

    if (*q != '?') {
        return PT_OK;
    }

    query = pt_strndup(q + 1, strcspn(q + 1, "#"));
    if (query == NULL) {
        return PT_ERROR;
    }

    rc = pt_azure_canon_query(query, b);
    free(query);

    return rc;
}


int
pt_azure_string_to_sign(const pt_azure_sign_req *r, const char *account,
    char **out)
{
    char          num[32];
    size_t        i, len;
    const char   *v;
    pt_azure_buf  b;

    memset(&b, 0, sizeof(b));
    *out = NULL;

    pt_azure_adds(&b, r->method);

    for (i = 0; i < sizeof(pt_azure_standard) / sizeof(char *); i++) {
        pt_azure_add(&b, "\n", 1);

        if (pt_azure_standard[i] == NULL) {
            if (r->content_length > 0) {
                pt_snprintf(num, sizeof(num), "%lld",
                            (long long) r->content_length);
                pt_azure_adds(&b, num);
            }
            continue;
        }

        v = pt_azure_header(r->headers, pt_azure_standard[i], &len);
        pt_azure_add(&b, v, len);
    }

    pt_azure_add(&b, "\n", 1);

    if (pt_azure_canon_headers(r->headers, &b) != PT_OK
        || pt_azure_canon_resource(r->url, account, &b) != PT_OK
        || b.failed)
    {
        free(b.p);
        return PT_ERROR;
    }

    *out = b.p;

    return PT_OK;
}


int
pt_azure_authorization(const pt_azure_sign_req *r, const char *account,
    const unsigned char *key, size_t key_len, char *auth, size_t size)
{
    char           *sts, sig[4 * ((EVP_MAX_MD_SIZE + 2) / 3) + 1];
    unsigned int    mdlen;
    unsigned char   md[EVP_MAX_MD_SIZE];

    if (pt_azure_string_to_sign(r, account, &sts) != PT_OK) {
        return PT_ERROR;
    }

    mdlen = 0;
    if (HMAC(EVP_sha256(), key, (int) key_len, (unsigned char *) sts,
             strlen(sts), md, &mdlen) == NULL)
    {
        free(sts);
        return PT_ERROR;
    }

    free(sts);
    pt_azure_base64_encode(md, mdlen, sig);
    OPENSSL_cleanse(md, sizeof(md));

    if (strlen(account) + strlen(sig) + 12 > size) {
        return PT_ERROR;
    }

    pt_snprintf(auth, size, "SharedKey %s:%s", account, sig);

    return PT_OK;
}


void
pt_azure_http_date(time_t t, char *buf, size_t size)
{
    struct tm           tm;
    static const char  *days[] = {
        "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
    };
    static const char  *months[] = {
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"
    };

    gmtime_r(&t, &tm);
    pt_snprintf(buf, size, "%s, %02d %s %04d %02d:%02d:%02d GMT",
                days[tm.tm_wday], tm.tm_mday, months[tm.tm_mon],
                tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
}
