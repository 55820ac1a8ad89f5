/*
 * pt_svg_sanitize: the allowlist sanitizer for SVG
 * (docs/API.md "SVG extraction") with libxml2.  The document is parsed
 * without entity substitution, network or DTD loading, as UTF-8 whatever it
 * declares; any entity declaration or internal subset refuses it (billion
 * laughs, XXE).  Then a walk keeps only SVG elements of the table below,
 * and on them only the listed attributes:
 *
 *   - script, foreignObject, iframe, animate/set, metadata, fonts, and
 *     anything unknown or in another namespace go with their subtree;
 *   - <a> becomes <g>: the drawing stays, the link goes;
 *   - href / xlink:href only as a same-document "#id" reference, or on
 *     <image> and <feImage> a base64 data: URI of PNG, JPEG, GIF or WebP;
 *   - every value is CSS-checked: url() only as url(#id), no
 *     javascript:, expression(), backslash escapes or comments;
 *   - style="" keeps the declarations of allowed properties only;
 *     <style> survives only without @rules and any non-local url();
 *   - comments, processing instructions and the DOCTYPE are dropped.
 */

#include <ctype.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "eps/eps.h"


#define PT_SVG_NS    "http://www.w3.org/2000/svg"
#define PT_XLINK_NS  "http://www.w3.org/1999/xlink"
#define PT_SVG_HREF  0x01        /* may carry a local "#id" href */
#define PT_SVG_DATA  0x02        /* may carry a raster data: URI */
#define PT_SVG_LINK  0x04        /* <a>: turned into <g> */
#define PT_SVG_CSS   0x08        /* <style>: the sheet is checked */


typedef struct {
    const char  *name;
    unsigned     flags;
} pt_svg_element;


static const pt_svg_element  pt_svg_elements[] = {
    { "svg", 0 }, { "g", 0 }, { "defs", 0 }, { "symbol", 0 },
    { "use", PT_SVG_HREF }, { "image", PT_SVG_HREF | PT_SVG_DATA },
    { "switch", 0 }, { "title", 0 }, { "desc", 0 }, { "a", PT_SVG_LINK },
    { "style", PT_SVG_CSS },
    { "path", 0 }, { "rect", 0 }, { "circle", 0 }, { "ellipse", 0 },
    { "line", 0 }, { "polyline", 0 }, { "polygon", 0 },
    { "text", 0 }, { "tspan", 0 }, { "textPath", PT_SVG_HREF },
    { "clipPath", 0 }, { "mask", 0 }, { "marker", 0 },
    { "pattern", PT_SVG_HREF }, { "linearGradient", PT_SVG_HREF },
    { "radialGradient", PT_SVG_HREF }, { "stop", 0 },
    { "filter", PT_SVG_HREF }, { "feBlend", 0 }, { "feColorMatrix", 0 },
    { "feComponentTransfer", 0 }, { "feComposite", 0 },
    { "feConvolveMatrix", 0 }, { "feDiffuseLighting", 0 },
    { "feDisplacementMap", 0 }, { "feDistantLight", 0 },
    { "feDropShadow", 0 }, { "feFlood", 0 }, { "feFuncA", 0 },
    { "feFuncB", 0 }, { "feFuncG", 0 }, { "feFuncR", 0 },
    { "feGaussianBlur", 0 }, { "feImage", PT_SVG_HREF | PT_SVG_DATA },
    { "feMerge", 0 }, { "feMergeNode", 0 }, { "feMorphology", 0 },
    { "feOffset", 0 }, { "fePointLight", 0 },
    { "feSpecularLighting", 0 }, { "feSpotLight", 0 }, { "feTile", 0 },
    { "feTurbulence", 0 },
    { NULL, 0 }
};


/* attributes without a namespace; also the CSS properties of style="" */
static const char  *pt_svg_attrs[] = {
    "id", "class", "style", "transform", "viewBox", "preserveAspectRatio",
    "version", "baseProfile", "width", "height", "x", "y", "x1", "y1",
    "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr", "d",
    "points", "pathLength", "href",
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
    "stroke-opacity", "stroke-linecap", "stroke-linejoin",
    "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
    "opacity", "color", "color-interpolation",
    "color-interpolation-filters", "color-rendering", "shape-rendering",
    "text-rendering", "image-rendering", "clip-path", "clip-rule",
    "clipPathUnits", "mask", "maskUnits", "maskContentUnits", "filter",
    "filterUnits", "primitiveUnits", "display", "visibility", "overflow",
    "paint-order", "vector-effect", "mix-blend-mode", "isolation",
    "font", "font-family", "font-size", "font-size-adjust", "font-stretch",
    "font-style", "font-variant", "font-weight", "letter-spacing",
    "word-spacing", "white-space", "text-anchor", "text-decoration",
    "dominant-baseline", "alignment-baseline", "baseline-shift",
    "writing-mode", "direction", "unicode-bidi", "lengthAdjust",
    "textLength", "dx", "dy", "rotate", "startOffset", "method",
    "spacing", "side",
    "offset", "stop-color", "stop-opacity", "gradientUnits",
    "gradientTransform", "spreadMethod", "patternUnits",
    "patternContentUnits", "patternTransform",
    "marker", "marker-start", "marker-mid", "marker-end", "markerWidth",
    "markerHeight", "markerUnits", "refX", "refY", "orient",
    "systemLanguage", "flood-color", "flood-opacity", "lighting-color",
    "in", "in2", "result", "stdDeviation", "type", "values", "tableValues",
    "slope", "intercept", "amplitude", "exponent", "operator", "k1", "k2",
    "k3", "k4", "mode", "order", "kernelMatrix", "divisor", "bias",
    "targetX", "targetY", "edgeMode", "kernelUnitLength", "preserveAlpha",
    "surfaceScale", "diffuseConstant", "specularConstant",
    "specularExponent", "scale", "xChannelSelector", "yChannelSelector",
    "azimuth", "elevation", "z", "pointsAtX", "pointsAtY", "pointsAtZ",
    "limitingConeAngle", "baseFrequency", "numOctaves", "seed",
    "stitchTiles", "radius",
    NULL
};


/* in values, these would fetch, run script or hide a word from us */
static const char  *pt_svg_css_banned[] = {
    "javascript:", "vbscript:", "expression", "image(", "image-set(",
    "cross-fade(", "element(", "src(", "\\", "/*", "<", NULL
};


static pthread_once_t  pt_svg_once = PTHREAD_ONCE_INIT;


static void
pt_svg_init(void)
{
    xmlInitParser();
}


static const pt_svg_element *
pt_svg_element_find(const xmlChar *name)
{
    const pt_svg_element  *e;

    for (e = pt_svg_elements; e->name != NULL; e++) {
        if (strcmp(e->name, (const char *) name) == 0) {
            return e;
        }
    }

    return NULL;
}


static int
pt_svg_attr_allowed(const char *name, size_t len)
{
    const char  **a;

    for (a = pt_svg_attrs; *a != NULL; a++) {
        if (strlen(*a) == len && memcmp(*a, name, len) == 0) {
            return 1;
        }
    }

    return 0;
}


/* case-insensitive strstr */
static const char *
pt_svg_find(const char *s, const char *word)
{
    size_t  n;

    n = strlen(word);

    for ( /* void */ ; *s != '\0'; s++) {
        if (strncasecmp(s, word, n) == 0) {
            return s;
        }
    }

    return NULL;
}


/*
 * A CSS value or sheet: url() only as url(#...), nothing in the banned
 * list; a sheet (<style>) also has no at-rules.
 */
static int
pt_svg_css_ok(const char *v, int sheet)
{
    const char   *p, **b;

    if (sheet && strchr(v, '@') != NULL) {
        return 0;
    }

    for (b = pt_svg_css_banned; *b != NULL; b++) {
        if (pt_svg_find(v, *b) != NULL) {
            return 0;
        }
    }

    for (p = v; (p = pt_svg_find(p, "url(")) != NULL; /* void */ ) {
        p += 4;

        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'
               || *p == '\f' || *p == '"' || *p == '\'')
        {
            p++;
        }

        if (*p != '#') {
            return 0;
        }
    }

    return 1;
}


/* a base64 data: URI of a raster format browsers decode safely */
static int
pt_svg_data_ok(const char *v)
{
    size_t              n;
    const char         *p, **t;
    static const char  *types[] = {
        "data:image/png;base64,", "data:image/jpeg;base64,",
        "data:image/jpg;base64,", "data:image/gif;base64,",
        "data:image/webp;base64,", NULL
    };

    for (t = types; *t != NULL; t++) {
        n = strlen(*t);

        if (strncasecmp(v, *t, n) == 0) {
            break;
        }
    }

    if (*t == NULL) {
        return 0;
    }

    for (p = v + n; *p != '\0'; p++) {
        if (!isalnum((unsigned char) *p) && strchr("+/= \t\r\n", *p) == NULL)
        {
            return 0;
        }
    }

    return 1;
}


static int
pt_svg_href_ok(const char *v, unsigned flags)
{
    const char  *p;

    while (*v == ' ' || *v == '\t' || *v == '\r' || *v == '\n') {
        v++;
    }

    if (*v == '#') {
        /* a fragment, nothing that could be read as a scheme or a path */
        for (p = v + 1; *p != '\0'; p++) {
            if (strchr(":/\\ \t\r\n()'\"", *p) != NULL) {
                return 0;
            }
        }

        return p > v + 1;
    }

    return (flags & PT_SVG_DATA) && pt_svg_data_ok(v);
}


/*
 * style="": the declarations of allowed properties with clean values, or
 * NULL when none is left.  malloc'ed; the caller frees.
 */
static char *
pt_svg_style(const char *v)
{
    char        *out, *decl, *copy, *save, *colon, *prop, *val, *e;
    size_t       n;

    copy = strdup(v);
    out = malloc(strlen(v) + 1);

    if (copy == NULL || out == NULL) {
        free(copy);
        free(out);
        return NULL;
    }

    n = 0;

    for (decl = strtok_r(copy, ";", &save); decl != NULL;
         decl = strtok_r(NULL, ";", &save))
    {
        colon = strchr(decl, ':');
        if (colon == NULL) {
            continue;
        }

        *colon = '\0';
        prop = decl;
        val = colon + 1;

        while (isspace((unsigned char) *prop)) {
            prop++;
        }

        for (e = colon; e > prop && isspace((unsigned char) e[-1]); e--) {
            /* void */
        }

        *e = '\0';

        if (strcmp(prop, "href") == 0 || strcmp(prop, "style") == 0
            || !pt_svg_attr_allowed(prop, strlen(prop))
            || !pt_svg_css_ok(val, 0))
        {
            continue;
        }

        n += sprintf(out + n, "%s%s:%s", n ? ";" : "", prop, val);
    }

    free(copy);

    if (n == 0) {
        free(out);
        return NULL;
    }

    return out;
}


/* filters the attributes of an allowed element */
static void
pt_svg_attributes(xmlNodePtr node, unsigned flags)
{
    int         keep;
    char       *style;
    xmlChar    *value;
    xmlAttrPtr  attr, next;

    for (attr = node->properties; attr != NULL; attr = next) {
        next = attr->next;
        keep = 0;
        value = xmlNodeGetContent((xmlNodePtr) attr);

        if (value == NULL) {
            /* no memory or no value: either way it goes */

        } else if (strcmp((const char *) attr->name, "href") == 0
                   && (attr->ns == NULL
                       || xmlStrEqual(attr->ns->href, BAD_CAST PT_XLINK_NS)))
        {
            keep = (flags & (PT_SVG_HREF | PT_SVG_DATA))
                   && pt_svg_href_ok((const char *) value, flags);

        } else if (attr->ns != NULL) {
            keep = xmlStrEqual(attr->ns->href, XML_XML_NAMESPACE)
                   && (xmlStrEqual(attr->name, BAD_CAST "space")
                       || xmlStrEqual(attr->name, BAD_CAST "lang"));

        } else if (strcmp((const char *) attr->name, "style") == 0) {
            style = pt_svg_style((const char *) value);

            if (style != NULL) {
                keep = xmlSetProp(node, BAD_CAST "style", BAD_CAST style)
                       != NULL;
                free(style);
            }

        } else {
            keep = pt_svg_attr_allowed((const char *) attr->name,
                                       strlen((const char *) attr->name))
                   && pt_svg_css_ok((const char *) value, 0);
        }

        xmlFree(value);

        if (!keep) {
            xmlRemoveProp(attr);
        }
    }
}


static void
pt_svg_remove(xmlNodePtr node)
{
    xmlUnlinkNode(node);
    xmlFreeNode(node);
}


/* 1 to keep an element, after filtering it and its subtree */
static int
pt_svg_element_walk(xmlNodePtr node)
{
    int                    keep;
    xmlChar               *sheet;
    xmlNodePtr             child, next;
    const pt_svg_element  *e;

    if (node->ns == NULL || !xmlStrEqual(node->ns->href, BAD_CAST PT_SVG_NS))
    {
        return 0;
    }

    e = pt_svg_element_find(node->name);
    if (e == NULL) {
        return 0;
    }

    if (e->flags & PT_SVG_LINK) {
        xmlNodeSetName(node, BAD_CAST "g");
    }

    pt_svg_attributes(node, e->flags);

    for (child = node->children; child != NULL; child = next) {
        next = child->next;

        switch (child->type) {

        case XML_ELEMENT_NODE:
            keep = !(e->flags & PT_SVG_CSS) && pt_svg_element_walk(child);
            break;

        case XML_TEXT_NODE:
        case XML_CDATA_SECTION_NODE:
            keep = 1;
            break;

        default:
            /* comments, processing instructions, entity references */
            keep = 0;
        }

        if (!keep) {
            pt_svg_remove(child);
        }
    }

    if (e->flags & PT_SVG_CSS) {
        sheet = xmlNodeGetContent(node);
        keep = sheet != NULL && pt_svg_css_ok((const char *) sheet, 1);
        xmlFree(sheet);

        return keep;
    }

    return 1;
}


/*
 * Drops namespace declarations other than SVG, XLink and XML: after the
 * walk no element or attribute of the tree uses them.
 */
static void
pt_svg_namespaces(xmlNodePtr node)
{
    xmlNsPtr    ns, next, *prev;
    xmlNodePtr  child;

    for (; node != NULL; node = node->next) {
        if (node->type != XML_ELEMENT_NODE) {
            continue;
        }

        prev = &node->nsDef;

        for (ns = node->nsDef; ns != NULL; ns = next) {
            next = ns->next;

            if (xmlStrEqual(ns->href, BAD_CAST PT_SVG_NS)
                || xmlStrEqual(ns->href, BAD_CAST PT_XLINK_NS)
                || xmlStrEqual(ns->href, XML_XML_NAMESPACE))
            {
                prev = &ns->next;
                continue;
            }

            *prev = next;
            ns->next = NULL;
            xmlFreeNs(ns);
        }

        child = node->children;
        pt_svg_namespaces(child);
    }
}


/* refuses what could declare entities before libxml2 sees it */
static int
pt_svg_precheck(const char *svg, size_t len, char *err, size_t errlen)
{
    if (len == 0 || len > INT_MAX) {
        pt_snprintf(err, errlen, "SVG is empty or too large");
        return PT_ERROR;
    }

    if (memchr(svg, '\0', len) != NULL) {
        pt_snprintf(err, errlen, "SVG must be UTF-8 (it holds NUL bytes)");
        return PT_ERROR;
    }

    if (memmem(svg, len, "<!ENTITY", 8) != NULL) {
        pt_snprintf(err, errlen, "SVG declares entities");
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * Parses without entity substitution, DTD loading or network (no
 * XML_PARSE_NOENT, no DTDLOAD, XML_PARSE_NONET) and without XML_PARSE_HUGE,
 * so libxml2's size and depth limits stay.  NULL with err set when the
 * document is not well-formed.
 */
static xmlDocPtr
pt_svg_parse(const char *svg, size_t len, char *err, size_t errlen)
{
    char              *nl;
    xmlDocPtr          doc;
    xmlErrorPtr        xe;
    xmlParserCtxtPtr   ctxt;

    ctxt = xmlNewParserCtxt();
    if (ctxt == NULL) {
        pt_snprintf(err, errlen, "no memory");
        return NULL;
    }

    doc = xmlCtxtReadMemory(ctxt, svg, (int) len, NULL, "UTF-8",
                            XML_PARSE_NONET | XML_PARSE_NOERROR
                            | XML_PARSE_NOWARNING | XML_PARSE_IGNORE_ENC);

    if (doc == NULL) {
        xe = xmlCtxtGetLastError(ctxt);
        pt_snprintf(err, errlen, "SVG is not well-formed: %s",
                    xe != NULL && xe->message != NULL ? xe->message
                                                      : "parse error");
        nl = strchr(err, '\n');
        if (nl != NULL) {
            *nl = '\0';
        }
    }

    xmlFreeParserCtxt(ctxt);

    return doc;
}


/*
 * The <svg> root in the SVG namespace, alone in the document: a DTD with
 * declarations refuses it; the DOCTYPE, comments and processing
 * instructions around the root go.  NULL with err set when refused.
 */
static xmlNodePtr
pt_svg_root(xmlDocPtr doc, char *err, size_t errlen)
{
    xmlNodePtr  root, node, next;

    if ((doc->intSubset != NULL && doc->intSubset->children != NULL)
        || doc->extSubset != NULL)
    {
        pt_snprintf(err, errlen, "SVG has a DTD with declarations");
        return NULL;
    }

    root = xmlDocGetRootElement(doc);

    if (root == NULL || !xmlStrEqual(root->name, BAD_CAST "svg")
        || root->ns == NULL
        || !xmlStrEqual(root->ns->href, BAD_CAST PT_SVG_NS))
    {
        pt_snprintf(err, errlen, "not an SVG document: the root element "
                    "must be <svg> in the SVG namespace");
        return NULL;
    }

    for (node = doc->children; node != NULL; node = next) {
        next = node->next;

        if (node != root) {
            pt_svg_remove(node);
        }
    }

    doc->intSubset = NULL;

    return root;
}


/* the document as a NUL-terminated UTF-8 string of *out_len bytes */
static char *
pt_svg_dump(xmlDocPtr doc, size_t *out_len, char *err, size_t errlen)
{
    int       size;
    char     *out;
    xmlChar  *mem;

    xmlDocDumpMemoryEnc(doc, &mem, &size, "UTF-8");

    if (mem == NULL) {
        pt_snprintf(err, errlen, "no memory");
        return NULL;
    }

    out = malloc(size + 1);

    if (out == NULL) {
        pt_snprintf(err, errlen, "no memory");

    } else {
        memcpy(out, mem, size);
        out[size] = '\0';
        *out_len = size;
    }

    xmlFree(mem);

    return out;
}


char *
pt_svg_sanitize(const char *svg, size_t len, size_t *out_len, char *err,
    size_t errlen)
{
    char        *out;
    xmlDocPtr    doc;
    xmlNodePtr   root;

    if (pt_svg_precheck(svg, len, err, errlen) != PT_OK) {
        return NULL;
    }

    pthread_once(&pt_svg_once, pt_svg_init);

    doc = pt_svg_parse(svg, len, err, errlen);
    if (doc == NULL) {
        return NULL;
    }

    out = NULL;
    root = pt_svg_root(doc, err, errlen);

    if (root != NULL) {
        (void) pt_svg_element_walk(root);
        pt_svg_namespaces(root);
        out = pt_svg_dump(doc, out_len, err, errlen);
    }

    xmlFreeDoc(doc);

    return out;
}
