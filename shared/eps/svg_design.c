/*
 * pt_svg_sheet_design: one region's document.  A copy of the sheet keeps
 * of the rendered tree only the items in the region (a path shared by
 * several designs keeps its own subpaths), drops the groups left empty,
 * then the definitions nothing kept refers to (directly or through
 * another definition; <style> stays), and gets a viewBox tight on the
 * region.
 */

#include <stdlib.h>
#include <string.h>

#include "eps/svg_sheet.h"


/* the items of one element of the sheet: items[first .. first + n) */
typedef struct {
    size_t  first;
    size_t  n;
} pt_svg_node_items;


typedef struct {
    pt_svg_sheet       *s;
    int                 region;
    pt_svg_id          *ids;      /* the copy's */
    size_t              nids;
    xmlNode           **queue;    /* referenced, to scan */
    size_t              nqueue, cap;
    xmlNode            *parked;   /* <defs> of dropped elements with an id */
    int                 nomem;
} pt_svg_design_ctx;


/* unlinks and frees k, and the blank text after it (its line), moving
 * the walk's next nodes (of the copy, and of the original beside it) */
static void
pt_svg_drop(xmlNode *k, xmlNode **kn, xmlNode **on)
{
    xmlNode  *t;

    t = *kn;

    if (t != NULL && t->type == XML_TEXT_NODE && xmlIsBlankNode(t)) {
        *kn = t->next;

        if (on != NULL && *on != NULL) {
            *on = (*on)->next;
        }

        xmlUnlinkNode(t);
        xmlFreeNode(t);
    }

    xmlUnlinkNode(k);
    xmlFreeNode(k);
}


/* copy's d: the subpaths of the region; 0 when it keeps the whole d */
static int
pt_svg_keep_subpaths(pt_svg_design_ctx *c, xmlNode *orig, xmlNode *copy,
    const pt_svg_node_items *ni)
{
    size_t        i, len, olen;
    char         *d;
    xmlChar      *od;
    pt_svg_item  *it;

    od = xmlGetProp(orig, BAD_CAST "d");
    olen = od ? strlen((const char *) od) : 0;
    d = malloc(olen + 1);

    if (od == NULL || d == NULL) {
        xmlFree(od);
        free(d);
        c->nomem = d == NULL;
        return 0;
    }

    len = 0;

    for (i = ni->first; i < ni->first + ni->n; i++) {
        it = &c->s->items[i];

        if (it->region == c->region && it->end <= olen) {
            memcpy(d + len, od + it->start, it->end - it->start);
            len += it->end - it->start;
        }
    }

    d[len] = '\0';
    xmlSetProp(copy, BAD_CAST "d", BAD_CAST d);
    free(d);
    xmlFree(od);

    return 1;
}


/* what becomes of copy, the copy of a drawing element: 1 keep, 0 drop */
static int
pt_svg_keep_item(pt_svg_design_ctx *c, xmlNode *orig, xmlNode *copy)
{
    size_t              i, in, drawn;
    int                 alone;
    pt_svg_item        *it;
    pt_svg_node_items  *ni = orig->_private;

    if (ni == NULL) {
        return 0;           /* draws nothing */
    }

    in = 0;
    drawn = 0;
    alone = 1;

    for (i = ni->first; i < ni->first + ni->n; i++) {
        it = &c->s->items[i];

        if (pt_svg_box_empty(&it->box)) {
            continue;
        }

        drawn++;

        if (it->region == c->region) {
            in++;
            alone &= !it->relative;
        }
    }

    if (in == 0) {
        return 0;
    }

    /* a path shared with other designs: its subpaths here only (one that
     * moves relative to another stays whole) */
    if (in < drawn && c->s->items[ni->first].end != 0 && alone) {
        (void) pt_svg_keep_subpaths(c, orig, copy, ni);
    }

    return 1;
}


/*
 * A dropped element with an id may be what a kept <use> draws: it moves
 * into a <defs> of its own (first in the root, where a use still finds
 * it and nothing else draws it); the definitions' pruning then removes it
 * when nothing refers to it.
 */
static int
pt_svg_park(pt_svg_design_ctx *c, xmlNode *copy, xmlNode *k)
{
    xmlNode  *root;

    if (c->parked == NULL) {
        for (root = copy; root->parent != NULL
                          && root->parent->type == XML_ELEMENT_NODE;
             root = root->parent)
        {
            /* void */
        }

        c->parked = xmlNewDocNode(root->doc, root->ns, BAD_CAST "defs",
                                  NULL);
        if (c->parked == NULL) {
            return PT_ERROR;
        }

        if (root->children != NULL) {
            xmlAddPrevSibling(root->children, c->parked);
        } else {
            xmlAddChild(root, c->parked);
        }
    }

    xmlUnlinkNode(k);
    xmlAddChild(c->parked, k);

    return PT_OK;
}


/* the rendered tree of the copy, walked beside the original's */
static int
pt_svg_keep_tree(pt_svg_design_ctx *c, xmlNode *orig, xmlNode *copy)
{
    int       kept;
    xmlNode  *o, *k, *on, *kn;

    kept = 0;

    for (o = orig->children, k = copy->children; o != NULL && k != NULL;
         o = on, k = kn)
    {
        on = o->next;
        kn = k->next;

        if (o->type != XML_ELEMENT_NODE || pt_svg_hidden(o)) {
            continue;
        }

        if (pt_svg_container(o) ? pt_svg_keep_tree(c, o, k)
                                   : pt_svg_keep_item(c, o, k))
        {
            kept++;
            continue;
        }

        if (xmlHasProp(k, BAD_CAST "id") && pt_svg_park(c, copy, k) == PT_OK)
        {
            continue;
        }

        pt_svg_drop(k, &kn, &on);
    }

    return kept;
}


static void
pt_svg_mark(void *data, const char *id)
{
    xmlNode            *n, **q;
    pt_svg_design_ctx  *c = data;

    n = pt_svg_find_id(c->ids, c->nids, id);
    if (n == NULL || n->_private != NULL) {
        return;
    }

    if (c->nqueue == c->cap) {
        q = realloc(c->queue, (c->cap * 2 + 32) * sizeof(xmlNode *));
        if (q == NULL) {
            c->nomem = 1;
            return;
        }

        c->queue = q;
        c->cap = c->cap * 2 + 32;
    }

    n->_private = n;                    /* referenced */
    c->queue[c->nqueue++] = n;
}


/* the references of n and its subtree (skip_defs: not into definitions) */
static void
pt_svg_refs(pt_svg_design_ctx *c, xmlNode *n, int skip_defs)
{
    xmlAttr  *a;
    xmlChar  *v;
    xmlNode  *k;

    for (a = n->properties; a != NULL; a = a->next) {
        v = xmlNodeGetContent((xmlNode *) a);
        if (v != NULL) {
            (void) pt_svg_ref_ids((const char *) v, pt_svg_mark, c);
        }
        xmlFree(v);
    }

    for (k = n->children; k != NULL; k = k->next) {
        if (k->type == XML_ELEMENT_NODE && !(skip_defs && pt_svg_hidden(k)))
        {
            pt_svg_refs(c, k, skip_defs);
        }
    }
}


/* drops the definitions under n nothing refers to; 1 when some stay */
static int
pt_svg_prune(xmlNode *n, int in_defs)
{
    int       kept;
    xmlNode  *k, *next;

    kept = 0;

    for (k = n->children; k != NULL; k = next) {
        next = k->next;

        if (k->type != XML_ELEMENT_NODE) {
            continue;
        }

        if (k->_private != NULL || strcmp((const char *) k->name, "style")
                                   == 0)
        {
            kept++;

        } else if (in_defs || pt_svg_hidden(k)) {
            if (pt_svg_prune(k, 1)) {
                kept++;
            } else {
                pt_svg_drop(k, &next, NULL);
            }

        } else {
            /* rendered: what stays was decided by pt_svg_keep_tree */
            (void) pt_svg_prune(k, 0);
            kept++;
        }
    }

    return kept;
}


static void
pt_svg_clear_private(xmlNode *n)
{
    for (; n != NULL; n = n->next) {
        n->_private = NULL;
        if (n->type == XML_ELEMENT_NODE) {
            pt_svg_clear_private(n->children);
        }
    }
}


static void
pt_svg_viewbox_set(pt_svg_sheet *s, xmlNode *root, const pt_region *r)
{
    char  buf[160];

    pt_snprintf(buf, sizeof(buf), "%.4f %.4f %.4f %.4f",
                s->vb[0] + r->x / s->base.a, s->vb[1] + r->y / s->base.d,
                r->w / s->base.a, r->h / s->base.d);
    xmlSetProp(root, BAD_CAST "viewBox", BAD_CAST buf);
    pt_snprintf(buf, sizeof(buf), "%.3fpt", r->w * 72.0 / PT_EPS_DPI);
    xmlSetProp(root, BAD_CAST "width", BAD_CAST buf);
    pt_snprintf(buf, sizeof(buf), "%.3fpt", r->h * 72.0 / PT_EPS_DPI);
    xmlSetProp(root, BAD_CAST "height", BAD_CAST buf);
}


static char *
pt_svg_dump(xmlDoc *doc, size_t *len)
{
    int       n;
    char     *out;
    xmlChar  *mem;

    mem = NULL;
    xmlDocDumpMemory(doc, &mem, &n);

    out = mem ? malloc((size_t) n + 1) : NULL;
    if (out != NULL) {
        memcpy(out, mem, (size_t) n + 1);
        *len = (size_t) n;
    }

    xmlFree(mem);

    return out;
}


char *
pt_svg_sheet_design(pt_svg_sheet *s, int region, size_t *len)
{
    char                *out;
    size_t               i, j, nn;
    xmlDoc              *copy;
    xmlNode             *root;
    pt_svg_node_items   *ni;
    pt_svg_design_ctx    c;

    if (region < 0 || region >= s->nregions) {
        return NULL;
    }

    ni = calloc(s->nitems + 1, sizeof(pt_svg_node_items));
    copy = ni ? xmlCopyDoc(s->doc, 1) : NULL;
    root = copy ? xmlDocGetRootElement(copy) : NULL;

    if (root == NULL) {
        free(ni);
        if (copy) {
            xmlFreeDoc(copy);
        }
        return NULL;
    }

    /* each element's run of items, on the original's nodes */
    pt_svg_clear_private(s->doc->children);
    nn = 0;

    for (i = 0; i < s->nitems; i = j) {
        for (j = i; j < s->nitems && s->items[j].node == s->items[i].node;
             j++)
        {
            /* void */
        }

        ni[nn].first = i;
        ni[nn].n = j - i;
        s->items[i].node->_private = &ni[nn++];
    }

    memset(&c, 0, sizeof(c));
    c.s = s;
    c.region = region;

    (void) pt_svg_keep_tree(&c, xmlDocGetRootElement(s->doc), root);
    pt_svg_clear_private(s->doc->children);
    free(ni);

    /* what the kept drawing refers to, and what that refers to */
    pt_svg_clear_private(copy->children);

    if (pt_svg_index_ids(copy, &c.ids, &c.nids) != PT_OK) {
        c.nomem = 1;
    }

    pt_svg_refs(&c, root, 1);

    for (i = 0; i < c.nqueue && !c.nomem; i++) {
        pt_svg_refs(&c, c.queue[i], 0);
    }

    out = NULL;

    if (!c.nomem) {
        (void) pt_svg_prune(root, 0);
        pt_svg_clear_private(copy->children);
        pt_svg_viewbox_set(s, root, &s->regions[region]);
        out = pt_svg_dump(copy, len);
    }

    free(c.ids);
    free(c.queue);
    xmlFreeDoc(copy);

    return out;
}
