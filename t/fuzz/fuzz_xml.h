/*
 * What the XML answers' targets share (fuzz_s3_xml.c, fuzz_azure_xml.c):
 * the object names of a listing found again on their own, with libxml2's
 * XPath, so each target can check that the driver's keys are whole names
 * of the answer.
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

#endif /* FUZZ_XML_H */
