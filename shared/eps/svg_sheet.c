/*
 * pt_svg_sheet_*: the designs of an SVG sheet
 * (docs/API.md "SVG extraction"), the same gap detection as the raster
 * split applied to the drawing's boxes projected onto a grid of page
 * pixels.  The items (svg_walk.c) that paint are filled into the grid as
 * their boxes, and pt_split_regions splits it with the caller's minGapPx
 * and minDesignPx.
 *
 * As for the raster, the background decides what is whitespace: on a
 * sheet where no item covers the whole page (transparency around the
 * designs) everything painted is content, white too; when one does (a
 * paper rectangle) items painted white (brightness >= 245) are whitespace
 * like white pixels.  Each painting item then belongs to the region
 * holding its centre, and a whitespace one only to a region it lies
 * inside, so the paper belongs to no design.  Items in no region (noise
 * under minDesignPx) are in no design.  Writing one: svg_design.c.
 */

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eps/svg_sheet.h"


/* a larger grid is made coarser (gap and size scaled alike): its memory
 * stays bounded whatever the page */
#define PT_SVG_GRID_MAX  (32u * 1024 * 1024)
/* elements and subpaths read at most (and so items kept): a <use> of a
 * group of uses of a group... would multiply them without end */
#define PT_SVG_BUDGET    (2u * 1024 * 1024)


static int
pt_svg_viewbox(pt_svg_sheet *s, xmlNode *root)
{
    xmlChar     *a;
    const char  *p;
    int          rc;

    a = xmlGetProp(root, BAD_CAST "viewBox");
    p = (const char *) a;
    rc = p != NULL && pt_svg_numbers(&p, s->vb, 4) == PT_OK
         && s->vb[2] > 0 && s->vb[3] > 0;
    xmlFree(a);

    if (rc) {
        return PT_OK;
    }

    /* no viewBox: user units are the root's width and height */
    s->vb[0] = 0;
    s->vb[1] = 0;
    a = xmlGetProp(root, BAD_CAST "width");
    p = (const char *) a;
    rc = p != NULL && pt_svg_number(&p, &s->vb[2]) == PT_OK && s->vb[2] > 0;
    xmlFree(a);

    a = xmlGetProp(root, BAD_CAST "height");
    p = (const char *) a;
    rc = rc && p != NULL && pt_svg_number(&p, &s->vb[3]) == PT_OK
         && s->vb[3] > 0;
    xmlFree(a);

    return rc ? PT_OK : PT_ERROR;
}


pt_svg_sheet *
pt_svg_sheet_open(const char *svg, size_t len, int width, int height,
    char *err, size_t errlen)
{
    size_t         i;
    xmlNode       *root, *c;
    pt_svg_box    *b;
    pt_svg_sheet  *s;
    pt_svg_state   st;

    s = calloc(1, sizeof(pt_svg_sheet));
    if (s == NULL || len > INT_MAX || width < 1 || height < 1) {
        pt_snprintf(err, errlen, "%s", s ? "bad size" : "out of memory");
        free(s);
        return NULL;
    }

    s->width = width;
    s->height = height;
    s->budget = PT_SVG_BUDGET;
    s->doc = xmlReadMemory(svg, (int) len, NULL, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_NOERROR
                           | XML_PARSE_NOWARNING);
    root = s->doc ? xmlDocGetRootElement(s->doc) : NULL;

    if (root == NULL || strcmp((const char *) root->name, "svg") != 0
        || pt_svg_viewbox(s, root) != PT_OK)
    {
        pt_snprintf(err, errlen, "not an SVG with a viewBox or a size");
        pt_svg_sheet_free(s);
        return NULL;
    }

    pt_svg_matrix_identity(&s->base);
    s->base.a = width / s->vb[2];
    s->base.d = height / s->vb[3];
    s->base.e = -s->vb[0] * s->base.a;
    s->base.f = -s->vb[1] * s->base.d;

    if (pt_svg_index_ids(s->doc, &s->ids, &s->nids) != PT_OK) {
        s->nomem = 1;
    }

    pt_svg_state_root(&st, &s->base);
    pt_svg_state_style(&st, root);

    for (c = root->children; c != NULL && !s->nomem; c = c->next) {
        if (c->type == XML_ELEMENT_NODE) {
            pt_svg_element(s, c, &st, 1);
        }
    }

    if (s->nomem || s->toobig) {
        pt_snprintf(err, errlen, "%s", s->nomem ? "out of memory"
                    : "more than 2 M elements drawn");
        pt_svg_sheet_free(s);
        return NULL;
    }

    for (i = 0; i < s->nitems; i++) {
        b = &s->items[i].box;

        if (s->items[i].painted && b->x0 <= 2 && b->y0 <= 2
            && b->x1 >= width - 2 && b->y1 >= height - 2)
        {
            s->opaque = 1;
        }
    }

    return s;
}


void
pt_svg_sheet_free(pt_svg_sheet *s)
{
    if (s == NULL) {
        return;
    }

    if (s->doc) {
        xmlFreeDoc(s->doc);
    }

    free(s->items);
    free(s->ids);
    free(s->regions);
    free(s);
}


/* paints content: what the grid holds */
static int
pt_svg_content(const pt_svg_sheet *s, const pt_svg_item *it)
{
    return it->painted && !(s->opaque && it->white)
           && !pt_svg_box_empty(&it->box);
}


/* item i's rows and columns in a grid of cells k pixels wide; 0: none */
static int
pt_svg_cells(const pt_svg_item *it, int k, int gw, int gh, int *c)
{
    double  v[4];
    int     j;

    v[0] = floor(it->box.x0 / k);
    v[1] = floor(it->box.y0 / k);
    v[2] = ceil(it->box.x1 / k) - 1;
    v[3] = ceil(it->box.y1 / k) - 1;

    /* a box thinner than a cell still marks the cell it is in */
    v[2] = v[2] < v[0] ? v[0] : v[2];
    v[3] = v[3] < v[1] ? v[1] : v[3];

    for (j = 0; j < 4; j++) {
        v[j] = v[j] < 0 ? 0 : v[j];
        v[j] = v[j] > ((j & 1) ? gh - 1 : gw - 1)
               ? ((j & 1) ? gh - 1 : gw - 1) : v[j];
        c[j] = (int) v[j];
    }

    return it->box.x1 >= 0 && it->box.y1 >= 0 && it->box.x0 < gw * k
           && it->box.y0 < gh * k;
}


/* a box's rows begin (+1) or end (-1) at row, over columns x0..x1 */
typedef struct {
    int  row, x0, x1, delta;
} pt_svg_edge;


static int
pt_svg_edge_cmp(const void *a, const void *b)
{
    const pt_svg_edge  *x = a, *y = b;

    return (x->row > y->row) - (x->row < y->row);
}


/*
 * The grid (gray, 0 content, 255 whitespace), row by row: a running
 * difference row takes each box's columns where its rows begin and gives
 * them back where they end, so a row costs its width plus the boxes that
 * begin or end on it, whatever their size and number.
 */
static unsigned char *
pt_svg_grid(const pt_svg_sheet *s, int k, int gw, int gh)
{
    int             x, y, c[4], run;
    size_t          i, n, e;
    int            *diff;
    pt_svg_edge    *edges;
    unsigned char  *grid, *row;

    grid = malloc((size_t) gw * gh);
    diff = calloc((size_t) gw + 1, sizeof(int));
    edges = malloc((s->nitems * 2 + 1) * sizeof(pt_svg_edge));

    if (grid == NULL || diff == NULL || edges == NULL) {
        free(grid);
        free(diff);
        free(edges);
        return NULL;
    }

    n = 0;

    for (i = 0; i < s->nitems; i++) {
        if (pt_svg_content(s, &s->items[i])
            && pt_svg_cells(&s->items[i], k, gw, gh, c))
        {
            edges[n++] = (pt_svg_edge) { c[1], c[0], c[2], 1 };
            edges[n++] = (pt_svg_edge) { c[3] + 1, c[0], c[2], -1 };
        }
    }

    qsort(edges, n, sizeof(pt_svg_edge), pt_svg_edge_cmp);
    e = 0;

    for (y = 0; y < gh; y++) {
        for (; e < n && edges[e].row <= y; e++) {
            diff[edges[e].x0] += edges[e].delta;
            diff[edges[e].x1 + 1] -= edges[e].delta;
        }

        row = grid + (size_t) y * gw;
        run = 0;

        for (x = 0; x < gw; x++) {
            run += diff[x];
            row[x] = run > 0 ? 0 : 255;
        }
    }

    free(diff);
    free(edges);

    return grid;
}


/* the region of item it, or -1 */
static int
pt_svg_region_of(const pt_svg_sheet *s, const pt_svg_item *it)
{
    int               r;
    double            cx, cy;
    const pt_region  *g;

    if (pt_svg_box_empty(&it->box)) {
        return -1;
    }

    cx = (it->box.x0 + it->box.x1) / 2;
    cy = (it->box.y0 + it->box.y1) / 2;

    for (r = 0; r < s->nregions; r++) {
        g = &s->regions[r];

        if (pt_svg_content(s, it)) {
            if (cx >= g->x - 1 && cx <= g->x + g->w + 1
                && cy >= g->y - 1 && cy <= g->y + g->h + 1)
            {
                return r;
            }

        } else if (it->box.x0 >= g->x - 1 && it->box.x1 <= g->x + g->w + 1
                   && it->box.y0 >= g->y - 1
                   && it->box.y1 <= g->y + g->h + 1)
        {
            return r;
        }
    }

    return -1;
}


int
pt_svg_sheet_designs(pt_svg_sheet *s, int min_gap, int min_design,
    pt_region *out, int max)
{
    int             k, gw, gh, n, r;
    size_t          i;
    unsigned char  *grid;

    for (k = 1; (size_t) ((s->width + k - 1) / k)
                * (size_t) ((s->height + k - 1) / k) > PT_SVG_GRID_MAX; k++)
    {
        /* void */
    }

    gw = (s->width + k - 1) / k;
    gh = (s->height + k - 1) / k;

    free(s->regions);
    s->regions = calloc(max > 0 ? (size_t) max : 1, sizeof(pt_region));
    grid = pt_svg_grid(s, k, gw, gh);

    if (s->regions == NULL || grid == NULL) {
        free(grid);
        return PT_ERROR;
    }

    n = pt_split_regions(grid, gw, gh, 1, (min_gap + k / 2) / k,
                         (min_design + k / 2) / k, s->regions, max);
    free(grid);

    if (n < 0) {
        return PT_ERROR;
    }

    for (r = 0; r < n; r++) {
        s->regions[r].x *= k;
        s->regions[r].y *= k;
        s->regions[r].w = s->regions[r].w * k < s->width - s->regions[r].x
                          ? s->regions[r].w * k
                          : s->width - s->regions[r].x;
        s->regions[r].h = s->regions[r].h * k < s->height - s->regions[r].y
                          ? s->regions[r].h * k
                          : s->height - s->regions[r].y;
        out[r] = s->regions[r];
    }

    s->nregions = n;

    for (i = 0; i < s->nitems; i++) {
        s->items[i].region = pt_svg_region_of(s, &s->items[i]);
    }

    return n;
}
