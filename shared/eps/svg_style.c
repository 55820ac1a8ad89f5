/*
 * What an SVG element's attributes and style="" say, for the sheet
 * splitter (svg_sheet.h): its transform, whether it paints a fill or a
 * stroke and whether that is whitespace-bright, its stroke width and
 * font size, display; and the document's ids and the references between
 * elements (href="#id", url(#id)).  A style="" declaration wins over the
 * attribute of the same name, as in CSS.
 */

#include <stdlib.h>
#include <string.h>

#include "eps/svg_sheet.h"


/* whitespace: brightness >= 245 of 255 (docs/API.md "Split") */
#define PT_SVG_WHITE  245


int
pt_svg_is(const xmlNode *n, const char *name)
{
    return n->type == XML_ELEMENT_NODE
           && strcmp((const char *) n->name, name) == 0;
}


/* a group: its children are drawn (a nested svg as a group) */
int
pt_svg_container(const xmlNode *n)
{
    return pt_svg_is(n, "g") || pt_svg_is(n, "svg") || pt_svg_is(n, "switch")
           || pt_svg_is(n, "a");
}


/* drawn only through a reference, or never */
int
pt_svg_hidden(const xmlNode *n)
{
    static const char  *names[] = {
        "defs", "clipPath", "mask", "symbol", "marker", "pattern",
        "linearGradient", "radialGradient", "filter", "style", "title",
        "desc", NULL
    };
    const char  **p;

    for (p = names; *p != NULL; p++) {
        if (pt_svg_is(n, *p)) {
            return 1;
        }
    }

    return 0;
}


/* property name of n (style="" first, then the attribute) into out */
static int
pt_svg_prop(xmlNode *n, const char *name, char *out, size_t size)
{
    size_t       len, nl;
    xmlChar     *st, *a;
    const char  *p, *e, *colon;

    nl = strlen(name);
    st = xmlGetProp(n, BAD_CAST "style");

    for (p = (const char *) st; p != NULL && *p != '\0'; p = e) {
        e = strchr(p, ';');
        e = e ? e + 1 : p + strlen(p);
        p += strspn(p, " \t\r\n");
        colon = memchr(p, ':', (size_t) (e - p));

        if (colon == NULL || strncmp(p, name, nl) != 0
            || strspn(p + nl, " \t\r\n") != (size_t) (colon - p - nl))
        {
            continue;
        }

        p = colon + 1 + strspn(colon + 1, " \t\r\n");
        len = (size_t) (e - p) - (e[-1] == ';');

        while (len > 0 && strchr(" \t\r\n", p[len - 1]) != NULL) {
            len--;
        }

        pt_snprintf(out, size, "%.*s", (int) len, p);
        xmlFree(st);
        return 1;
    }

    xmlFree(st);

    a = xmlGetProp(n, BAD_CAST name);
    if (a == NULL) {
        return 0;
    }

    pt_snprintf(out, size, "%s", (const char *) a);
    xmlFree(a);

    return 1;
}


int
pt_svg_prop_is(xmlNode *n, const char *name, const char *value)
{
    char  v[64];

    return pt_svg_prop(n, name, v, sizeof(v)) && strcmp(v, value) == 0;
}


/* the brightness of a paint, or -1 for none; 0 when not a plain colour
 * (a gradient, currentColor): content */
static int
pt_svg_paint(const char *v)
{
    int          i;
    double       c[3];
    unsigned     hex;
    const char  *p;

    if (strcmp(v, "none") == 0 || strcmp(v, "transparent") == 0) {
        return -1;
    }

    if (strcmp(v, "white") == 0) {
        return 255;
    }

    if (v[0] == '#' && strspn(v + 1, "0123456789abcdefABCDEF") == 6
        && v[7] == '\0')
    {
        hex = (unsigned) strtoul(v + 1, NULL, 16);
        c[0] = (hex >> 16) & 0xff;
        c[1] = (hex >> 8) & 0xff;
        c[2] = hex & 0xff;

    } else if (v[0] == '#' && strspn(v + 1, "0123456789abcdefABCDEF") == 3
               && v[4] == '\0')
    {
        hex = (unsigned) strtoul(v + 1, NULL, 16);
        c[0] = ((hex >> 8) & 0xf) * 17;
        c[1] = ((hex >> 4) & 0xf) * 17;
        c[2] = (hex & 0xf) * 17;

    } else if (strncmp(v, "rgb(", 4) == 0) {
        p = v + 4;

        /* three numbers, each maybe a percentage */
        for (i = 0; i < 3; i++) {
            if (pt_svg_number(&p, &c[i]) != PT_OK) {
                return 0;
            }

            if (*p == '%') {
                c[i] *= 2.55;
                p++;
            }
        }

    } else {
        return 0;
    }

    /* Rec. 601 luma, as the raster split */
    return (int) ((299 * c[0] + 587 * c[1] + 114 * c[2]) / 1000 + 0.5);
}


void
pt_svg_state_root(pt_svg_state *st, const pt_svg_matrix *base)
{
    memset(st, 0, sizeof(*st));
    st->m = *base;
    st->fill = 1;                /* SVG's initial fill: black */
    st->stroke_width = 1;
    st->font_size = 16;
    pt_svg_box_clear(&st->clip);
}


void
pt_svg_state_transform(pt_svg_state *st, xmlNode *n)
{
    xmlChar        *a;
    pt_svg_matrix   t;

    a = xmlGetProp(n, BAD_CAST "transform");
    if (a == NULL) {
        return;
    }

    if (pt_svg_transform_parse((const char *) a, &t) == PT_OK) {
        pt_svg_matrix_mul(&st->m, &st->m, &t);
    }

    xmlFree(a);
}


void
pt_svg_state_style(pt_svg_state *st, xmlNode *n)
{
    int          y;
    char         v[256];
    double       d;
    const char  *p;

    if (pt_svg_prop(n, "fill", v, sizeof(v))) {
        y = pt_svg_paint(v);
        st->fill = y >= 0;
        st->fill_white = y >= PT_SVG_WHITE;
    }

    if (pt_svg_prop(n, "stroke", v, sizeof(v))) {
        y = pt_svg_paint(v);
        st->stroke = y >= 0;
        st->stroke_white = y >= PT_SVG_WHITE;
    }

    p = v;
    if (pt_svg_prop(n, "stroke-width", v, sizeof(v))
        && pt_svg_number(&p, &d) == PT_OK && d >= 0)
    {
        st->stroke_width = d;
    }

    p = v;
    if (pt_svg_prop(n, "font-size", v, sizeof(v))
        && pt_svg_number(&p, &d) == PT_OK && d >= 0)
    {
        st->font_size = d;
    }

    if (pt_svg_prop_is(n, "display", "none")
        || pt_svg_prop_is(n, "visibility", "hidden"))
    {
        st->none = 1;
    }
}


/* text: no font metrics here, so a generous box from x, y and the size */
void
pt_svg_text_box(xmlNode *n, const pt_svg_state *st, pt_svg_box *b)
{
    double        x, y, fs, w;
    size_t        chars;
    xmlChar      *a, *t;
    const char   *p;
    const unsigned char  *u;

    x = 0;
    y = 0;
    a = xmlGetProp(n, BAD_CAST "x");
    p = (const char *) a;
    if (p != NULL) {
        (void) pt_svg_number(&p, &x);
    }
    xmlFree(a);

    a = xmlGetProp(n, BAD_CAST "y");
    p = (const char *) a;
    if (p != NULL) {
        (void) pt_svg_number(&p, &y);
    }
    xmlFree(a);

    t = xmlNodeGetContent(n);
    chars = 0;

    for (u = t; u != NULL && *u != '\0'; u++) {
        chars += (*u & 0xc0) != 0x80;
    }

    xmlFree(t);

    if (chars == 0) {
        return;
    }

    fs = st->font_size;
    w = (double) chars * fs;
    pt_svg_box_rect(b, &st->m, x - fs / 2, y - fs * 1.2, w + fs,
                    fs * 1.6);
}


/* "url(#id)" at v into id */
static int
pt_svg_url(const char *v, char *id, size_t size)
{
    size_t       n;
    const char  *e;

    v += strspn(v, " \t\r\n");
    if (strncmp(v, "url(", 4) != 0) {
        return PT_ERROR;
    }

    v += 4 + strspn(v + 4, " \t\r\n'\"");
    if (*v != '#') {
        return PT_ERROR;
    }

    v++;
    e = v + strcspn(v, ")'\" \t\r\n");
    n = (size_t) (e - v);

    if (n == 0 || n >= size) {
        return PT_ERROR;
    }

    memcpy(id, v, n);
    id[n] = '\0';

    return PT_OK;
}


int
pt_svg_prop_url(xmlNode *n, const char *name, char *id, size_t size)
{
    char  v[512];

    if (!pt_svg_prop(n, name, v, sizeof(v))) {
        return PT_ERROR;
    }

    return pt_svg_url(v, id, size);
}


int
pt_svg_href(xmlNode *n, char *id, size_t size)
{
    xmlAttr  *a;
    xmlChar  *v;
    int       rc;

    for (a = n->properties; a != NULL; a = a->next) {
        if (strcmp((const char *) a->name, "href") == 0) {
            break;
        }
    }

    if (a == NULL) {
        return PT_ERROR;
    }

    v = xmlNodeGetContent((xmlNode *) a);
    rc = PT_ERROR;

    if (v != NULL && v[0] == '#' && v[1] != '\0'
        && strlen((const char *) v + 1) < size)
    {
        pt_snprintf(id, size, "%s", (const char *) v + 1);
        rc = PT_OK;
    }

    xmlFree(v);

    return rc;
}


int
pt_svg_ref_ids(const char *v, void (*cb)(void *, const char *), void *data)
{
    char         id[256];
    const char  *p;
    int          n = 0;

    if (v[0] == '#' && v[1] != '\0' && strlen(v + 1) < sizeof(id)) {
        cb(data, v + 1);
        return 1;
    }

    for (p = strstr(v, "url("); p != NULL; p = strstr(p + 4, "url(")) {
        if (pt_svg_url(p, id, sizeof(id)) == PT_OK) {
            cb(data, id);
            n++;
        }
    }

    return n;
}


static int
pt_svg_id_cmp(const void *a, const void *b)
{
    return strcmp(((const pt_svg_id *) a)->id, ((const pt_svg_id *) b)->id);
}


static int
pt_svg_ids_walk(xmlNode *n, pt_svg_id **ids, size_t *count, size_t *cap)
{
    xmlAttr    *a;
    pt_svg_id  *p;

    for (; n != NULL; n = n->next) {
        if (n->type != XML_ELEMENT_NODE) {
            continue;
        }

        for (a = n->properties; a != NULL; a = a->next) {
            if (strcmp((const char *) a->name, "id") != 0 || a->ns != NULL
                || a->children == NULL || a->children->content == NULL)
            {
                continue;
            }

            if (*count == *cap) {
                p = realloc(*ids, (*cap * 2 + 64) * sizeof(pt_svg_id));
                if (p == NULL) {
                    return PT_ERROR;
                }

                *ids = p;
                *cap = *cap * 2 + 64;
            }

            (*ids)[*count].id = (const char *) a->children->content;
            (*ids)[*count].node = n;
            (*count)++;
        }

        if (pt_svg_ids_walk(n->children, ids, count, cap) != PT_OK) {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


/* the document's ids, sorted (the strings are the document's) */
int
pt_svg_index_ids(xmlDoc *doc, pt_svg_id **ids, size_t *n)
{
    size_t  cap = 0;

    *ids = NULL;
    *n = 0;

    if (pt_svg_ids_walk(doc->children, ids, n, &cap) != PT_OK) {
        free(*ids);
        *ids = NULL;
        *n = 0;
        return PT_ERROR;
    }

    /* a duplicated id finds one of its elements (pdftocairo makes none) */
    if (*n > 1) {
        qsort(*ids, *n, sizeof(pt_svg_id), pt_svg_id_cmp);
    }

    return PT_OK;
}


xmlNode *
pt_svg_find_id(const pt_svg_id *ids, size_t n, const char *id)
{
    pt_svg_id   key;
    pt_svg_id  *f;

    if (n == 0) {
        return NULL;
    }

    key.id = id;
    key.node = NULL;

    f = bsearch(&key, ids, n, sizeof(pt_svg_id), pt_svg_id_cmp);

    return f ? f->node : NULL;
}
