/*
 * The rendered tree of an SVG sheet walked into items (svg_sheet.h):
 * defs, clip paths, masks, symbols and the like are reached only through
 * references.  Each element is seen with its transform, clip box and
 * stroke: every drawing element is an item with its box in page pixels,
 * a path one item per subpath (a sheet's designs may share one path), a
 * <use> the box of what it references.  A clip path's box is the box of
 * its children, and clips the boxes under it; a stroke grows a box by
 * half its width, times sqrt(2) for the corners of square caps and
 * joins.
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eps/svg_sheet.h"


/* <use> chains and nesting deeper than this are not followed */
#define PT_SVG_DEPTH      64


static void pt_svg_walk(pt_svg_sheet *s, xmlNode *parent,
    const pt_svg_state *st, int depth);


static double
pt_svg_attr_num(xmlNode *n, const char *name, double dflt)
{
    double       v;
    xmlChar     *a;
    const char  *p;

    a = xmlGetProp(n, BAD_CAST name);
    if (a == NULL) {
        return dflt;
    }

    p = (const char *) a;
    if (pt_svg_number(&p, &v) != PT_OK) {
        v = dflt;
    }

    xmlFree(a);

    return v;
}


/* the box of a referenced element drawn under st (a <use>, a clip path) */
static void
pt_svg_measure(pt_svg_sheet *s, xmlNode *n, const pt_svg_state *st,
    int depth, pt_svg_box *box)
{
    size_t  first, i;

    first = s->nitems;

    pt_svg_element(s, n, st, depth);

    for (i = first; i < s->nitems; i++) {
        pt_svg_box_union(box, &s->items[i].box);
    }

    s->nitems = first;
}


/* the clip box of a clip-path reference into st (page pixels) */
static void
pt_svg_clip(pt_svg_sheet *s, xmlNode *n, pt_svg_state *st, int depth)
{
    char           id[256];
    xmlNode       *clip, *c;
    pt_svg_box     box;
    pt_svg_state   cs;

    if (pt_svg_prop_url(n, "clip-path", id, sizeof(id)) != PT_OK) {
        return;
    }

    clip = pt_svg_sheet_find(s, id);
    if (clip == NULL || !pt_svg_is(clip, "clipPath")
        || pt_svg_prop_is(clip, "clipPathUnits", "objectBoundingBox"))
    {
        return;
    }

    /* its children in the user space of the element it clips */
    memset(&cs, 0, sizeof(cs));
    cs.m = st->m;
    cs.fill = 1;
    pt_svg_box_clear(&cs.clip);
    pt_svg_state_transform(&cs, clip);
    pt_svg_box_clear(&box);

    for (c = clip->children; c != NULL; c = c->next) {
        if (c->type == XML_ELEMENT_NODE) {
            pt_svg_measure(s, c, &cs, depth + 1, &box);
        }
    }

    /* an empty box clips everything away */
    if (st->clipped) {
        pt_svg_box_intersect(&st->clip, &box);

    } else {
        st->clip = box;
        st->clipped = 1;
    }
}


/* a new item of node n with box b (page pixels) under st */
static void
pt_svg_item_add(pt_svg_sheet *s, xmlNode *n, pt_svg_box *b,
    const pt_svg_state *st, size_t start, size_t end)
{
    pt_svg_item  *it;

    if (st->stroke) {
        pt_svg_box_grow(b, st->stroke_width / 2 * M_SQRT2
                           * pt_svg_matrix_scale(&st->m));
    }

    if (st->clipped) {
        pt_svg_box_intersect(b, &st->clip);
    }

    if (s->budget == 0) {
        s->toobig = 1;
        return;
    }

    s->budget--;

    if (s->nitems == s->cap) {
        it = realloc(s->items, (s->cap * 2 + 64) * sizeof(pt_svg_item));
        if (it == NULL) {
            s->nomem = 1;
            return;
        }

        s->items = it;
        s->cap = s->cap * 2 + 64;
    }

    it = &s->items[s->nitems++];
    memset(it, 0, sizeof(*it));
    it->node = n;
    it->box = *b;
    it->start = start;
    it->end = end;
    it->region = -1;
    it->painted = st->fill || st->stroke;
    it->white = (!st->fill || st->fill_white)
                && (!st->stroke || st->stroke_white);
}


typedef struct {
    pt_svg_sheet        *s;
    xmlNode             *n;
    const pt_svg_state  *st;
} pt_svg_path_ctx;


static int
pt_svg_subpath_item(void *data, const pt_svg_subpath *sp)
{
    pt_svg_box        b;
    pt_svg_path_ctx  *c = data;

    b = sp->box;
    pt_svg_item_add(c->s, c->n, &b, c->st, sp->start, sp->end);
    c->s->items[c->s->nitems - 1].relative = sp->relative;

    return c->s->nomem || c->s->toobig;
}


static void
pt_svg_shape(pt_svg_sheet *s, xmlNode *n, const pt_svg_state *st)
{
    double           x, y, w, h;
    xmlChar         *a;
    pt_svg_box       b;
    pt_svg_path_ctx  pc;

    pt_svg_box_clear(&b);

    if (pt_svg_is(n, "path")) {
        a = xmlGetProp(n, BAD_CAST "d");
        pc.s = s;
        pc.n = n;
        pc.st = st;

        /* what draws before an error in d is drawn */
        (void) pt_svg_path_boxes(a ? (const char *) a : "", &st->m,
                                 pt_svg_subpath_item, &pc);
        xmlFree(a);
        return;
    }

    if (pt_svg_is(n, "rect") || pt_svg_is(n, "image")) {
        x = pt_svg_attr_num(n, "x", 0);
        y = pt_svg_attr_num(n, "y", 0);
        w = pt_svg_attr_num(n, "width", 0);
        h = pt_svg_attr_num(n, "height", 0);

        if (w > 0 && h > 0) {
            pt_svg_box_rect(&b, &st->m, x, y, w, h);
        }

    } else if (pt_svg_is(n, "circle") || pt_svg_is(n, "ellipse")) {
        x = pt_svg_attr_num(n, "r", 0);
        w = pt_svg_is(n, "circle") ? x : pt_svg_attr_num(n, "rx", 0);
        h = pt_svg_is(n, "circle") ? x : pt_svg_attr_num(n, "ry", 0);

        if (w > 0 && h > 0) {
            pt_svg_box_ellipse(&b, &st->m, pt_svg_attr_num(n, "cx", 0),
                               pt_svg_attr_num(n, "cy", 0), w, h);
        }

    } else if (pt_svg_is(n, "line")) {
        pt_svg_box_point(&b, &st->m, pt_svg_attr_num(n, "x1", 0),
                         pt_svg_attr_num(n, "y1", 0));
        pt_svg_box_point(&b, &st->m, pt_svg_attr_num(n, "x2", 0),
                         pt_svg_attr_num(n, "y2", 0));

    } else if (pt_svg_is(n, "polyline") || pt_svg_is(n, "polygon")) {
        a = xmlGetProp(n, BAD_CAST "points");
        (void) pt_svg_points_box(a ? (const char *) a : "", &st->m, &b);
        xmlFree(a);

    } else if (pt_svg_is(n, "text")) {
        pt_svg_text_box(n, st, &b);

    } else {
        return;
    }

    pt_svg_item_add(s, n, &b, st, 0, 0);
}


/* <use>: one item, the box of what it references at its x, y */
static void
pt_svg_use(pt_svg_sheet *s, xmlNode *n, const pt_svg_state *st, int depth)
{
    char           id[256];
    xmlNode       *ref, *c;
    pt_svg_box     b;
    pt_svg_state   us;
    pt_svg_matrix  t;

    if (pt_svg_href(n, id, sizeof(id)) != PT_OK) {
        return;
    }

    ref = pt_svg_sheet_find(s, id);
    if (ref == NULL) {
        return;
    }

    us = *st;
    pt_svg_matrix_identity(&t);
    t.e = pt_svg_attr_num(n, "x", 0);
    t.f = pt_svg_attr_num(n, "y", 0);
    pt_svg_matrix_mul(&us.m, &us.m, &t);
    us.clipped = 0;
    pt_svg_box_clear(&b);

    if (pt_svg_is(ref, "symbol")) {
        pt_svg_state_style(&us, ref);

        for (c = ref->children; c != NULL; c = c->next) {
            if (c->type == XML_ELEMENT_NODE) {
                pt_svg_measure(s, c, &us, depth + 1, &b);
            }
        }

    } else {
        pt_svg_measure(s, ref, &us, depth + 1, &b);
    }

    /* the stroke is in the referenced boxes already */
    us = *st;
    us.stroke = 0;
    us.fill = 1;
    pt_svg_item_add(s, n, &b, &us, 0, 0);
}


/* one element n under its parent's state */
void
pt_svg_element(pt_svg_sheet *s, xmlNode *n, const pt_svg_state *parent,
    int depth)
{
    pt_svg_state  st;

    if (depth > PT_SVG_DEPTH || s->nomem || s->toobig || pt_svg_hidden(n)) {
        return;
    }

    if (s->budget == 0) {
        s->toobig = 1;
        return;
    }

    s->budget--;

    st = *parent;
    pt_svg_state_transform(&st, n);
    pt_svg_state_style(&st, n);

    if (st.none) {
        return;
    }

    pt_svg_clip(s, n, &st, depth);

    if (pt_svg_container(n)) {
        pt_svg_walk(s, n, &st, depth + 1);

    } else if (pt_svg_is(n, "use")) {
        pt_svg_use(s, n, &st, depth);

    } else {
        pt_svg_shape(s, n, &st);
    }
}


static void
pt_svg_walk(pt_svg_sheet *s, xmlNode *parent, const pt_svg_state *st,
    int depth)
{
    xmlNode  *c;

    for (c = parent->children; c != NULL; c = c->next) {
        if (c->type == XML_ELEMENT_NODE) {
            pt_svg_element(s, c, st, depth);
        }
    }
}
