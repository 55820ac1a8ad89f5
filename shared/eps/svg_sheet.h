/*
 * Inside the SVG sheet splitter (pt_svg_sheet_* in eps.h), shared by its
 * files:
 *
 *   svg_sheet.c   the document, the grid, the regions and the items'
 *   svg_walk.c    the rendered tree walked into items with their boxes
 *   svg_style.c   what an element's attributes say: transform, paint,
 *                 stroke, display; ids and references
 *   svg_design.c  one region's document
 */

#ifndef PT_SVG_SHEET_H
#define PT_SVG_SHEET_H

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "eps/eps.h"
#include "eps/svg_geom.h"


/* what an element inherits and adds, while walking */
typedef struct {
    pt_svg_matrix  m;             /* user space to page pixels */
    pt_svg_box     clip;          /* page pixels, when clipped */
    int            clipped;
    int            fill;          /* paints its inside */
    int            fill_white;    /* ... with a whitespace-bright colour */
    int            stroke;        /* paints its outline */
    int            stroke_white;
    double         stroke_width;  /* user units */
    double         font_size;
    int            none;          /* display: none */
} pt_svg_state;

/* a drawing element, or one subpath of a path */
typedef struct {
    xmlNode     *node;
    pt_svg_box   box;             /* page pixels; empty: draws nothing */
    size_t       start, end;      /* the subpath's bytes of d; end 0: the
                                     whole element */
    int          relative;        /* the subpath cannot stand alone */
    int          painted;         /* paints something */
    int          white;           /* ... whitespace-bright only */
    int          region;          /* -1: none */
} pt_svg_item;

typedef struct {
    const char  *id;
    xmlNode     *node;
} pt_svg_id;

struct pt_svg_sheet_s {
    xmlDoc         *doc;
    pt_svg_matrix   base;         /* root user space to page pixels */
    double          vb[4];        /* the root's viewBox */
    int             width;        /* the page in pixels */
    int             height;
    pt_svg_item    *items;
    size_t          nitems, cap;
    pt_svg_id      *ids;
    size_t          nids;
    pt_region      *regions;
    int             nregions;
    int             opaque;       /* an item covers the page: white items
                                     are whitespace */
    size_t          budget;       /* elements and subpaths left to
                                     read: <use> chains can multiply
                                     a small document's drawing */
    int             nomem;
    int             toobig;       /* the budget ran out */
};

/* svg_walk.c: items of element n (and its subtree) under parent */
void pt_svg_element(pt_svg_sheet *s, xmlNode *n, const pt_svg_state *parent,
    int depth);

/* svg_style.c; pt_svg_hidden: an element drawn only through a
 * reference (defs, clipPath, symbol...) or never */
int pt_svg_is(const xmlNode *n, const char *name);
int pt_svg_hidden(const xmlNode *n);
int pt_svg_container(const xmlNode *n);
void pt_svg_state_root(pt_svg_state *st, const pt_svg_matrix *base);
void pt_svg_state_transform(pt_svg_state *st, xmlNode *n);
void pt_svg_state_style(pt_svg_state *st, xmlNode *n);
void pt_svg_text_box(xmlNode *n, const pt_svg_state *st, pt_svg_box *b);
int pt_svg_prop_url(xmlNode *n, const char *name, char *id, size_t size);
int pt_svg_prop_is(xmlNode *n, const char *name, const char *value);
int pt_svg_href(xmlNode *n, char *id, size_t size);
int pt_svg_index_ids(xmlDoc *doc, pt_svg_id **ids, size_t *n);
xmlNode *pt_svg_find_id(const pt_svg_id *ids, size_t n, const char *id);
int pt_svg_ref_ids(const char *value, void (*cb)(void *, const char *),
    void *data);

#define pt_svg_sheet_find(s, id)  pt_svg_find_id((s)->ids, (s)->nids, id)

#endif /* PT_SVG_SHEET_H */
