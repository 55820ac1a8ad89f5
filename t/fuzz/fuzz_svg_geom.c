/*
 * libFuzzer target for the SVG sheet splitter's geometry (shared/eps/
 * svg_geom.c, svg_path.c) and the splitter on whole documents
 * (svg_walk.c, svg_style.c, svg_sheet.c, svg_design.c).  The first byte
 * picks what the rest is: path data, a transform list, a points list, or
 * a document.  Beyond the sanitizers it asserts: subpaths come in order
 * within the data and never overlap; no box holds a NaN; a document's
 * regions lie on the page, and each design's document parses again with
 * an <svg> root.  Build and run: see README.md beside this file.
 */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps/svg_geom.h"


#define FUZZ_PAGE_W  200
#define FUZZ_PAGE_H  100


typedef struct {
    size_t  len;
    size_t  end;
} fuzz_path;


static void
fuzz_box_ok(const pt_svg_box *b)
{
    if (isnan(b->x0) || isnan(b->y0) || isnan(b->x1) || isnan(b->y1)) {
        abort();
    }

    if (!pt_svg_box_empty(b)
        && (!isfinite(b->x0) || !isfinite(b->x1) || !isfinite(b->y0)
            || !isfinite(b->y1)))
    {
        abort();
    }
}


static int
fuzz_subpath(void *data, const pt_svg_subpath *sp)
{
    fuzz_path  *p = data;

    if (sp->start < p->end || sp->start >= sp->end || sp->end > p->len) {
        abort();
    }

    p->end = sp->end;
    fuzz_box_ok(&sp->box);

    return 0;
}


static void
fuzz_document(const char *s, size_t len)
{
    int            i, n;
    char           err[256], *out;
    size_t         olen;
    xmlDoc        *doc;
    xmlNode       *root;
    pt_region      r[32];
    pt_svg_sheet  *sheet;

    sheet = pt_svg_sheet_open(s, len, FUZZ_PAGE_W, FUZZ_PAGE_H, err,
                              sizeof(err));
    if (sheet == NULL) {
        return;
    }

    n = pt_svg_sheet_designs(sheet, 5, 5, r, 32);

    for (i = 0; i < n; i++) {
        if (r[i].x < 0 || r[i].y < 0 || r[i].w < 1 || r[i].h < 1
            || r[i].x + r[i].w > FUZZ_PAGE_W
            || r[i].y + r[i].h > FUZZ_PAGE_H)
        {
            abort();
        }

        out = pt_svg_sheet_design(sheet, i, &olen);
        if (out == NULL) {
            continue;
        }

        doc = xmlReadMemory(out, (int) olen, NULL, "UTF-8",
                            XML_PARSE_NONET | XML_PARSE_NOERROR
                            | XML_PARSE_NOWARNING);
        root = doc ? xmlDocGetRootElement(doc) : NULL;

        if (root == NULL || strcmp((const char *) root->name, "svg") != 0) {
            abort();
        }

        xmlFreeDoc(doc);
        free(out);
    }

    pt_svg_sheet_free(sheet);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char           *s;
    fuzz_path       p;
    pt_svg_box      b;
    pt_svg_matrix   m;

    if (size < 1) {
        return 0;
    }

    s = malloc(size);
    if (s == NULL) {
        return 0;
    }

    memcpy(s, data + 1, size - 1);
    s[size - 1] = '\0';
    pt_svg_matrix_identity(&m);

    switch (data[0] % 4) {

    case 0:
        p.len = strlen(s);
        p.end = 0;
        pt_svg_transform_parse("matrix(2 0.5 -0.5 3 10 -20)", &m);
        (void) pt_svg_path_boxes(s, &m, fuzz_subpath, &p);
        break;

    case 1:
        (void) pt_svg_transform_parse(s, &m);
        pt_svg_box_clear(&b);
        pt_svg_box_rect(&b, &m, 0, 0, 10, 10);
        pt_svg_box_ellipse(&b, &m, 5, 5, 3, 4);
        fuzz_box_ok(&b);
        break;

    case 2:
        pt_svg_box_clear(&b);
        (void) pt_svg_points_box(s, &m, &b);
        fuzz_box_ok(&b);
        break;

    default:
        fuzz_document(s, size - 1);
        break;
    }

    free(s);

    return 0;
}
