/*
 * The Azure driver's listing: List Blobs of the container with the
 * configured prefix plus the caller's, one page per list_page()
 * (maxresults, and the marker of the previous answer's NextMarker);
 * list() is store_list.c's walk of the pages.  Each answer is a
 * small XML document (EnumerationResults/Blobs/Blob) read with libxml2
 * without network or entities; keys go to the callback without the
 * configured prefix, in the service's key order.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "store/store_azure_int.h"
#include "store/store_list.h"


#define PT_AZURE_PAGE      1000               /* objects per request */
#define PT_AZURE_LIST_MAX  (8 * 1024 * 1024)  /* one page's XML */


static pthread_once_t  pt_azure_xml_once = PTHREAD_ONCE_INIT;


static void
pt_azure_xml_init(void)
{
    xmlInitParser();
}


static xmlNodePtr
pt_azure_child(xmlNodePtr node, const char *name)
{
    xmlNodePtr  c;

    for (c = node ? node->children : NULL; c != NULL; c = c->next) {
        if (c->type == XML_ELEMENT_NODE
            && xmlStrEqual(c->name, BAD_CAST name))
        {
            return c;
        }
    }

    return NULL;
}


/* the text of node's child name into buf ("" when absent) */
static void
pt_azure_child_text(xmlNodePtr node, const char *name, char *buf,
    size_t size)
{
    xmlChar  *t;

    buf[0] = '\0';

    t = xmlNodeGetContent(pt_azure_child(node, name));
    if (t != NULL) {
        pt_snprintf(buf, size, "%s", (char *) t);
        xmlFree(t);
    }
}


/* one <Blob> to the callback; 1 when the callback wants no more */
static int
pt_azure_list_blob(pt_azure *az, xmlNodePtr blob, pt_store_list_pt cb,
    void *arg)
{
    int             stop;
    char            buf[80];
    size_t          plen;
    xmlChar        *name;
    xmlNodePtr      props;
    pt_store_stat   st;

    name = xmlNodeGetContent(pt_azure_child(blob, "Name"));
    if (name == NULL) {
        return 0;
    }

    /* a blob outside our prefix is not ours, nor is a name that is no
     * store key ("..", "//", a hidden segment, a control character),
     * which a caller could take for a path */
    plen = strlen(az->prefix);
    if (strncmp((char *) name, az->prefix, plen) != 0
        || !pt_store_key_valid((char *) name + plen))
    {
        pt_store_list_refused(cb, arg, (char *) name);
        xmlFree(name);
        return 0;
    }

    memset(&st, 0, sizeof(st));
    props = pt_azure_child(blob, "Properties");

    pt_azure_child_text(props, "Content-Length", buf, sizeof(buf));
    st.size = pt_http_size(buf);
    pt_azure_child_text(props, "Last-Modified", buf, sizeof(buf));
    st.mtime = buf[0] ? curl_getdate(buf, NULL) : 0;
    if (st.mtime < 0) {
        st.mtime = 0;
    }
    pt_azure_child_text(props, "Content-Type", st.content_type,
                        sizeof(st.content_type));
    pt_azure_child_text(props, "Etag", buf, sizeof(buf));
    plen = strlen(buf);
    if (plen >= 2 && buf[0] == '"' && buf[plen - 1] == '"') {
        buf[plen - 1] = '\0';
        pt_snprintf(st.etag, sizeof(st.etag), "%s", buf + 1);
    } else {
        pt_snprintf(st.etag, sizeof(st.etag), "%s", buf);
    }

    stop = cb(arg, (char *) name + strlen(az->prefix), &st);
    xmlFree(name);

    return stop != 0;
}


/* one page's answer (store_azure_int.h) */
int
pt_azure_list_page(pt_azure *az, const pt_http_resp *rs, pt_store_list_pt cb,
    void *arg, char **marker)
{
    int         stop;
    xmlChar    *next;
    xmlDocPtr   doc;
    xmlNodePtr  root, blobs, blob;

    *marker = NULL;

    doc = xmlReadMemory((const char *) rs->body, (int) rs->body_len, NULL,
                        NULL, XML_PARSE_NONET | XML_PARSE_NOERROR
                              | XML_PARSE_NOWARNING);
    root = doc ? xmlDocGetRootElement(doc) : NULL;

    if (root == NULL
        || !xmlStrEqual(root->name, BAD_CAST "EnumerationResults"))
    {
        pt_azure_fail(az, "azure: list: the answer is not a listing");
        xmlFreeDoc(doc);
        return -1;
    }

    stop = 0;

    blobs = pt_azure_child(root, "Blobs");

    for (blob = blobs ? blobs->children : NULL; blob; blob = blob->next) {
        if (blob->type != XML_ELEMENT_NODE
            || !xmlStrEqual(blob->name, BAD_CAST "Blob"))
        {
            continue;
        }

        if (pt_azure_list_blob(az, blob, cb, arg)) {
            stop = 1;
            break;
        }
    }

    next = stop ? NULL : xmlNodeGetContent(pt_azure_child(root,
                                                          "NextMarker"));
    if (next != NULL && next[0] != '\0') {
        *marker = pt_strdup((char *) next);
    }

    xmlFree(next);
    xmlFreeDoc(doc);

    return stop;
}


/* "restype=container&comp=list&prefix=..&maxresults=..[&marker=..]" */
static char *
pt_azure_list_query(pt_azure *az, const char *prefix, const char *marker,
    unsigned max)
{
    char    *q, *p, *end;
    size_t   size, n;

    size = 3 * (strlen(az->prefix) + strlen(prefix)
                + (marker ? strlen(marker) : 0)) + 128;

    q = malloc(size);
    if (q == NULL) {
        return NULL;
    }

    end = q + size;
    p = pt_cpystr(q, end, "restype=container&comp=list&prefix=");
    if (p == NULL || pt_http_escape(az->prefix, 0, p, end - p) != PT_OK) {
        goto fail;
    }

    n = strlen(p);
    if (pt_http_escape(prefix, 0, p + n, end - p - n) != PT_OK) {
        goto fail;
    }

    p += strlen(p);
    p = pt_cpystr(p, end, "&maxresults=");
    p = pt_cpyint(p, end, (int) max);

    if (marker != NULL && marker[0] != '\0') {
        p = pt_cpystr(p, end, "&marker=");
        if (p == NULL || pt_http_escape(marker, 0, p, end - p) != PT_OK) {
            goto fail;
        }
        p += strlen(p);
    }

    if (p == NULL || p == end) {
        goto fail;
    }

    *p = '\0';

    return q;

fail:

    free(q);
    return NULL;
}


int
pt_azure_page_get(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg)
{
    int              rc, page;
    char            *marker, *query;
    unsigned         max;
    pt_azure        *az = (pt_azure *) s;
    pt_azure_op      op;
    pt_http_resp     rs;
    pt_store_filter  filter;

    /* keys reach the caller only under the listing's prefix */
    pt_store_filter_init(&filter, pg, cb, arg);

    (void) pthread_once(&pt_azure_xml_once, pt_azure_xml_init);

    pg->next[0] = '\0';
    marker = NULL;

    max = az->net.list_page > 0 ? (unsigned) az->net.list_page
                                : PT_AZURE_PAGE;
    if (pg->max > 0 && pg->max < max) {
        max = pg->max;
    }

    query = pt_azure_list_query(az, pg->prefix ? pg->prefix : "", pg->token,
                                max);
    if (query == NULL) {
        pt_azure_fail(az, "azure: out of memory");
        return PT_STORE_ERROR;
    }

    pt_azure_op_init(&op, "GET", NULL);
    op.query = query;
    op.max_body = PT_AZURE_LIST_MAX;

    rc = pt_azure_run(az, &op, &rs);
    free(query);

    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_azure_status(az, &rs, "list");
    }

    if (rc == PT_STORE_OK) {
        page = pt_azure_list_page(az, &rs, pt_store_filter_cb, &filter,
                                  &marker);
        rc = page < 0 ? PT_STORE_ERROR : PT_STORE_OK;
    }

    pt_http_resp_free(&rs);

    if (rc == PT_STORE_OK && marker != NULL) {
        if (strlen(marker) >= sizeof(pg->next)) {
            pt_azure_fail(az, "azure: list: the next marker is too long");
            rc = PT_STORE_ERROR;

        } else {
            pt_snprintf(pg->next, sizeof(pg->next), "%s", marker);
        }
    }

    free(marker);

    return rc;
}
