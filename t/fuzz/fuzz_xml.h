/*
 * What the XML answers' targets share (fuzz_s3_xml.c, fuzz_azure_xml.c):
 * the object names of a listing found again on their own, with libxml2's
 * XPath, so each target can check that the driver's keys are whole names
 * of the answer; and the whole of a target's input (fuzz_xml_listing):
 * the three reads of a page, then the same body as an error.
 */

#ifndef FUZZ_XML_H
#define FUZZ_XML_H

#include <libxml/parser.h>
#include <libxml/xpath.h>

#include "fuzz_store.h"


/* the content of every node xpath selects in the answer, into names */
static inline void
fuzz_xml_names(const pt_http_resp *rs, const char *xpath, fuzz_list *names)
{
    int                 i;
    xmlChar            *t;
    xmlDocPtr           doc;
    xmlNodeSetPtr       set;
    xmlXPathObjectPtr   r;
    xmlXPathContextPtr  ctx;

    /* the drivers' options: entities stay within libxml2's guard */
    doc = xmlReadMemory((const char *) rs->body, (int) rs->body_len, NULL,
                        NULL, XML_PARSE_NONET | XML_PARSE_NOERROR
                              | XML_PARSE_NOWARNING);
    if (doc == NULL) {
        return;
    }

    ctx = xmlXPathNewContext(doc);
    r = ctx ? xmlXPathEvalExpression(BAD_CAST xpath, ctx) : NULL;
    set = r ? r->nodesetval : NULL;

    for (i = 0; set != NULL && i < set->nodeNr; i++) {
        t = xmlNodeGetContent(set->nodeTab[i]);
        if (t != NULL) {
            fuzz_list_add(names, (const char *) t);
            xmlFree(t);
        }
    }

    xmlXPathFreeObject(r);
    xmlXPathFreeContext(ctx);
    xmlFreeDoc(doc);
}


/* an XML listing's target: what differs between S3's and Azure's */
typedef struct {
    fuzz_page_pt   read;        /* one read of a page, as a 200 */
    int            stop;        /* FUZZ_STOP_* */
    const char    *names;       /* XPath of the answer's object names */
    size_t         driver;      /* the size of the driver fail uses */
    fuzz_fail_pt   fail;        /* the answer as an error */
} fuzz_xml_target;


/* data as a 200 answer's body, read three times as a page, then as an
 * error */
static inline int
fuzz_xml_listing(const fuzz_xml_target *t, const uint8_t *data,
    size_t size)
{
    fuzz_read     r[3];
    fuzz_list     names;
    pt_http_resp  rs;

    fuzz_answer(&rs, data, size);

    memset(&names, 0, sizeof(names));
    fuzz_xml_names(&rs, t->names, &names);

    fuzz_list_reads(&rs, t->read, t->stop, &names, r);
    fuzz_reads_free(r);

    fuzz_error_answer(&rs, t->driver, t->fail);

    pt_http_resp_free(&rs);

    return 0;
}

#endif /* FUZZ_XML_H */
