/*
 * libFuzzer target for the SVG sanitizer (shared/eps/svg_sanitize.c).  The
 * input is a document.  Besides the sanitizers' checks it asserts what
 * the service relies on when it stores the output: a sanitized document
 * parses again, sanitizing it again changes nothing, and a walk of it
 * that is independent of the sanitizer's tables finds no script,
 * foreignObject, iframe, link or animation element, no event handler
 * attribute and no href other than "#id" or a raster data: URI.  Build
 * and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "core/pt.h"
#include "eps/eps.h"


static const char  *fuzz_banned[] = {
    "script", "foreignObject", "iframe", "a", "animate", "set",
    "animateMotion", "animateTransform", "handler", "listener", NULL
};


static void
fuzz_check_tree(xmlNodePtr node)
{
    xmlChar      *v;
    xmlAttrPtr    a;
    const char   *p;
    const char  **b;

    for (; node != NULL; node = node->next) {
        if (node->type == XML_COMMENT_NODE || node->type == XML_PI_NODE
            || node->type == XML_ENTITY_REF_NODE)
        {
            abort();
        }

        if (node->type != XML_ELEMENT_NODE) {
            continue;
        }

        for (b = fuzz_banned; *b != NULL; b++) {
            if (strcmp((const char *) node->name, *b) == 0) {
                abort();
            }
        }

        for (a = node->properties; a != NULL; a = a->next) {
            if (strncasecmp((const char *) a->name, "on", 2) == 0) {
                abort();
            }

            if (strcmp((const char *) a->name, "href") != 0) {
                continue;
            }

            v = xmlNodeGetContent((xmlNodePtr) a);
            if (v == NULL) {
                continue;
            }

            p = (const char *) v + strspn((const char *) v, " \t\r\n");

            if (*p != '#' && strncasecmp(p, "data:image/", 11) != 0) {
                abort();
            }

            xmlFree(v);
        }

        fuzz_check_tree(node->children);
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char       *out, *again, err[256];
    size_t      len, len2;
    xmlDocPtr   doc;

    out = pt_svg_sanitize((const char *) data, size, &len, err, sizeof(err));

    if (out == NULL) {
        if (err[0] == '\0') {
            abort();
        }

        return 0;
    }

    if (strlen(out) != len) {
        abort();
    }

    again = pt_svg_sanitize(out, len, &len2, err, sizeof(err));
    if (again == NULL || len2 != len || memcmp(again, out, len) != 0) {
        abort();
    }

    doc = xmlReadMemory(out, (int) len, NULL, "UTF-8",
                        XML_PARSE_NONET | XML_PARSE_NOERROR
                        | XML_PARSE_NOWARNING);
    if (doc == NULL) {
        abort();
    }

    fuzz_check_tree(doc->children);
    xmlFreeDoc(doc);

    free(again);
    free(out);

    return 0;
}
