/*
 * The S3 driver's listing (see store_s3.c): one ListObjectsV2 page of
 * net.list_page keys (fewer when asked) per list_page(), its continuation
 * token the next page's; list() is store_list.c's walk of the pages.
 * Parsed with libxml2.  Keys come back without the configured path
 * prefix.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "store/store_list.h"
#include "store/store_s3_int.h"


static int
pt_s3_is(const xmlNode *n, const char *name)
{
    return n->type == XML_ELEMENT_NODE
           && strcmp((const char *) n->name, name) == 0;
}


/* the text of element n into buf ("" when it has none); its length,
 * size or more when it was cut */
static size_t
pt_s3_text(xmlNode *n, char *buf, size_t size)
{
    size_t    len;
    xmlChar  *t;

    t = xmlNodeGetContent(n);
    len = t ? strlen((const char *) t) : 0;
    pt_snprintf(buf, size, "%s", t ? (const char *) t : "");
    xmlFree(t);

    return len;
}


/* "2009-10-12T17:50:30.000Z" as S3 writes LastModified; 0 when not */
static time_t
pt_s3_iso8601(const char *s)
{
    struct tm  tm;

    memset(&tm, 0, sizeof(tm));

    if (sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon,
               &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
    {
        return 0;
    }

    tm.tm_year -= 1900;
    tm.tm_mon -= 1;

    return timegm(&tm);
}


/* one <Contents>: the callback with the key less the configured prefix */
static void
pt_s3_contents(pt_s3_page *pg, xmlNode *c)
{
    char           key[PT_S3_KEY_MAX + 1], buf[128], *etag;
    size_t         plen, len;
    xmlNode       *n;
    pt_store_stat  st;

    memset(&st, 0, sizeof(st));
    key[0] = '\0';

    for (n = c->children; n; n = n->next) {
        if (pt_s3_is(n, "Key")) {
            /* S3's keys are 1024 bytes at most: cut, a longer one would
             * name another object */
            if (pt_s3_text(n, key, sizeof(key)) >= sizeof(key)) {
                return;
            }

        } else if (pt_s3_is(n, "Size")) {
            pt_s3_text(n, buf, sizeof(buf));
            st.size = pt_http_size(buf);

        } else if (pt_s3_is(n, "LastModified")) {
            pt_s3_text(n, buf, sizeof(buf));
            st.mtime = pt_s3_iso8601(buf);

        } else if (pt_s3_is(n, "ETag")) {
            pt_s3_text(n, buf, sizeof(buf));
            etag = buf;
            len = strlen(etag);
            if (len >= 2 && etag[0] == '"' && etag[len - 1] == '"') {
                etag[len - 1] = '\0';
                etag++;
            }
            pt_snprintf(st.etag, sizeof(st.etag), "%s", etag);
        }
    }

    plen = strlen(pg->s3->prefix);

    /*
     * the bucket's own listing: a key outside our prefix is not ours, nor
     * is a name that is no store key ("..", "//", a hidden segment, a
     * control character), which a caller could take for a path
     */
    if (strncmp(key, pg->s3->prefix, plen) != 0
        || !pt_store_key_valid(key + plen))
    {
        pt_store_list_refused(pg->cb, pg->arg, key);
        return;
    }

    if (pg->cb(pg->arg, key + plen, &st) != 0) {
        pg->stopped = 1;
    }
}


int
pt_s3_page_parse(pt_s3_page *pg, const pt_http_resp *rs)
{
    char      buf[16];
    xmlDoc   *doc;
    xmlNode  *root, *n;

    /*
     * no XML_PARSE_HUGE: it also lifts libxml2's guard against entity
     * amplification, and every xmlNodeGetContent() below would expand a
     * hostile store's few hundred bytes of nested entities ("billion
     * laughs") into gigabytes; a page (PT_S3_XML_MAX) is far within the
     * default limits
     */
    doc = xmlReadMemory((const char *) rs->body, (int) rs->body_len, NULL,
                        NULL, XML_PARSE_NONET | XML_PARSE_NOERROR
                        | XML_PARSE_NOWARNING);
    root = doc ? xmlDocGetRootElement(doc) : NULL;

    if (root == NULL || !pt_s3_is(root, "ListBucketResult")) {
        xmlFreeDoc(doc);
        pt_s3_fail(&pg->s3->store, "LIST: not a ListBucketResult");
        return PT_STORE_ERROR;
    }

    pg->truncated = 0;
    pg->token[0] = '\0';

    for (n = root->children; n && !pg->stopped; n = n->next) {
        if (pt_s3_is(n, "Contents")) {
            pt_s3_contents(pg, n);

        } else if (pt_s3_is(n, "IsTruncated")) {
            pt_s3_text(n, buf, sizeof(buf));
            pg->truncated = strcmp(buf, "true") == 0;

        } else if (pt_s3_is(n, "NextContinuationToken")) {
            pt_s3_text(n, pg->token, sizeof(pg->token));
        }
    }

    xmlFreeDoc(doc);

    if (pg->truncated && !pg->stopped && pg->token[0] == '\0') {
        pt_s3_fail(&pg->s3->store, "LIST: truncated without a token");
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


/* the query of the next page, names in SigV4's order (curl 7.88 signs the
 * query as written) */
static int
pt_s3_page_query(pt_s3_page *pg, const char *full, unsigned max, char *buf,
    size_t size)
{
    int   n;
    char  token[3 * PT_S3_TOKEN_MAX], prefix[3 * PT_S3_PREFIX_MAX
                                              + 3 * PT_S3_KEY_MAX + 8];

    if (pt_http_escape(pg->token, 0, token, sizeof(token)) != PT_OK
        || pt_http_escape(full, 0, prefix, sizeof(prefix)) != PT_OK)
    {
        return PT_ERROR;
    }

    n = snprintf(buf, size, "%s%s%slist-type=2&max-keys=%u&prefix=%s",
                 token[0] ? "continuation-token=" : "", token,
                 token[0] ? "&" : "", max, prefix);

    return n > 0 && (size_t) n < size ? PT_OK : PT_ERROR;
}


/* the prefix as the bucket names it: no control character, not too long */
static int
pt_s3_list_prefix(pt_store *s, const char *prefix, char *full, size_t size)
{
    const char   *p;
    pt_store_s3  *s3 = (pt_store_s3 *) s;

    for (p = prefix; *p; p++) {
        if ((unsigned char) *p < 0x20) {
            break;
        }
    }

    if (*p || strlen(prefix) > PT_S3_KEY_MAX) {
        pt_s3_fail(s, "LIST: invalid prefix \"%.64s\"", prefix);
        return PT_STORE_ERROR;
    }

    pt_snprintf(full, size, "%s%s", s3->prefix, prefix);

    return PT_STORE_OK;
}


int
pt_s3_page_get(pt_store *s, pt_store_page *spg, pt_store_list_pt cb,
    void *arg)
{
    int                 rc;
    char               *query, *url;
    char                full[PT_S3_PREFIX_MAX + PT_S3_KEY_MAX + 2];
    unsigned            max;
    pt_s3_page          pg;
    pt_store_filter     filter;
    pt_http_req         rq;
    pt_http_resp        rs;
    pt_store_s3        *s3 = (pt_store_s3 *) s;
    struct curl_slist  *h;

    spg->next[0] = '\0';

    if (pt_s3_list_prefix(s, spg->prefix ? spg->prefix : "", full,
                          sizeof(full)) != PT_STORE_OK)
    {
        return PT_STORE_ERROR;
    }

    memset(&pg, 0, sizeof(pg));
    pg.s3 = s3;
    /* keys reach the caller only under the listing's prefix */
    pt_store_filter_init(&filter, spg, cb, arg);
    pg.cb = pt_store_filter_cb;
    pg.arg = &filter;
    pt_snprintf(pg.token, sizeof(pg.token), "%s",
                spg->token ? spg->token : "");

    max = spg->max > 0 && spg->max < (unsigned) s3->net.list_page
          ? spg->max : (unsigned) s3->net.list_page;

    query = malloc(2 * PT_S3_URL_MAX + 6 * PT_S3_TOKEN_MAX);
    h = NULL;

    if (query == NULL
        || pt_s3_headers(&h, PT_S3_EMPTY_SHA256, NULL) != PT_OK)
    {
        free(query);
        curl_slist_free_all(h);
        pt_s3_fail(s, "out of memory");
        return PT_STORE_ERROR;
    }

    url = query + PT_S3_URL_MAX + 3 * PT_S3_TOKEN_MAX;

    if (pt_s3_page_query(&pg, full, max, query,
                         PT_S3_URL_MAX + 3 * PT_S3_TOKEN_MAX) != PT_OK
        || pt_s3_url(s3, NULL, query, url,
                     PT_S3_URL_MAX + 3 * PT_S3_TOKEN_MAX)
           != PT_STORE_OK)
    {
        pt_s3_fail(s, "LIST: prefix or token too long");
        rc = PT_STORE_ERROR;
        goto done;
    }

    pt_s3_req(s3, &rq, "GET", url);
    rq.headers = h;
    rq.max_body = PT_S3_XML_MAX;

    rc = pt_http_do(&rq, &rs, &s3->net);
    rc = pt_s3_result(s3, rc, &rs, "LIST", spg->prefix ? spg->prefix : "");

    if (rc == PT_STORE_OK) {
        rc = pt_s3_page_parse(&pg, &rs);
    }

    pt_http_resp_free(&rs);

    if (rc == PT_STORE_OK && pg.truncated) {
        pt_snprintf(spg->next, sizeof(spg->next), "%s", pg.token);
    }

done:

    free(query);
    curl_slist_free_all(h);

    return rc;
}
