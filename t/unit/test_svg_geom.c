/*
 * Check suite for the SVG sheet splitter: shared/eps/svg_geom.c and
 * svg_path.c (numbers, transform lists, path boxes: lines, curves past
 * their end points, arcs, subpaths and their bytes, errors), then
 * svg_walk.c, svg_style.c, svg_sheet.c and svg_design.c on hand-made
 * sheets: designs found by their gap, a path shared by two designs split
 * by subpath, transforms, clip paths, strokes, <use> of a symbol, a paper
 * rectangle that is whitespace, white designs on transparency, noise
 * under minDesignPx, and what each design's document keeps.
 */

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "eps/svg_geom.h"


#define MAXS  16


typedef struct {
    int             n;
    pt_svg_subpath  sp[MAXS];
} subpaths;


static int
collect(void *data, const pt_svg_subpath *sp)
{
    subpaths  *s = data;

    if (s->n < MAXS) {
        s->sp[s->n] = *sp;
    }

    s->n++;

    return 0;
}


static int
boxes(const char *d, const pt_svg_matrix *m, subpaths *s)
{
    pt_svg_matrix  id;

    memset(s, 0, sizeof(*s));
    pt_svg_matrix_identity(&id);

    return pt_svg_path_boxes(d, m ? m : &id, collect, s);
}


#define ck_near(a, b)  ck_assert_msg(fabs((a) - (b)) < 1e-3,               \
                                     "%s = %f, not %f", #a, (double) (a),  \
                                     (double) (b))

#define ck_box(bx, X0, Y0, X1, Y1)                                          \
    do {                                                                     \
        ck_near((bx).x0, X0); ck_near((bx).y0, Y0);                          \
        ck_near((bx).x1, X1); ck_near((bx).y1, Y1);                          \
    } while (0)


START_TEST(geom_numbers)
{
    double       v;
    const char  *s;

    s = " ,1.5e2x";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_near(v, 150);
    ck_assert_str_eq(s, "x");

    /* "1.5.5" is two numbers, "-.5" one, "1e" a number then "e" */
    s = "1.5.5";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_near(v, 1.5);
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_near(v, 0.5);

    s = "-.5";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_near(v, -0.5);

    s = "1e";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_assert_str_eq(s, "e");

    /* what strtod takes and SVG does not */
    s = "inf";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_ERROR);
    s = "nan";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_ERROR);
    s = "0x10";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_OK);
    ck_near(v, 0);
    s = "1e999";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_ERROR);
    s = ",,1";
    ck_assert_int_eq(pt_svg_number(&s, &v), PT_ERROR);
}
END_TEST


START_TEST(geom_transforms)
{
    pt_svg_box     b;
    pt_svg_matrix  m;

    ck_assert_int_eq(pt_svg_transform_parse("translate(10 20) scale(2)",
                                            &m), PT_OK);
    pt_svg_box_clear(&b);
    pt_svg_box_point(&b, &m, 1, 1);
    ck_box(b, 12, 22, 12, 22);

    ck_assert_int_eq(pt_svg_transform_parse("matrix(0.24,0,0,-0.24,0,695)",
                                            &m), PT_OK);
    pt_svg_box_clear(&b);
    pt_svg_box_point(&b, &m, 100, 100);
    ck_box(b, 24, 671, 24, 671);

    /* about a centre: (20, 10) turns about (10, 10) to (10, 20) */
    ck_assert_int_eq(pt_svg_transform_parse("rotate(90, 10 10)", &m), PT_OK);
    pt_svg_box_clear(&b);
    pt_svg_box_point(&b, &m, 20, 10);
    ck_box(b, 10, 20, 10, 20);

    ck_assert_int_eq(pt_svg_transform_parse("skewX(45)", &m), PT_OK);
    pt_svg_box_clear(&b);
    pt_svg_box_point(&b, &m, 0, 10);
    ck_box(b, 10, 10, 10, 10);

    ck_assert_int_eq(pt_svg_transform_parse("scale(2)", &m), PT_OK);
    ck_near(pt_svg_matrix_scale(&m), 2);

    /* SVG ignores a list that does not parse */
    ck_assert_int_eq(pt_svg_transform_parse("translate(1 2) bogus(3)", &m),
                     PT_ERROR);
    ck_near(m.e, 0);
    ck_assert_int_eq(pt_svg_transform_parse("rotate(1 2)", &m), PT_ERROR);
    ck_assert_int_eq(pt_svg_transform_parse("scale()", &m), PT_ERROR);
    ck_assert_int_eq(pt_svg_transform_parse("matrix(1 2 3)", &m), PT_ERROR);
    ck_assert_int_eq(pt_svg_transform_parse("", &m), PT_OK);
}
END_TEST


START_TEST(geom_paths)
{
    subpaths       s;
    pt_svg_matrix  m;
    const char    *d;

    ck_assert_int_eq(boxes("M 10 10 L 20 30 H 5 V 0 Z", NULL, &s), PT_OK);
    ck_assert_int_eq(s.n, 1);
    ck_box(s.sp[0].box, 5, 0, 20, 30);

    /* a cubic's box holds its extremum, not its control points: from
     * (0,0) to (10,0) with controls at y 10 it peaks at y 7.5 */
    ck_assert_int_eq(boxes("M0,0C0,10 10,10 10,0", NULL, &s), PT_OK);
    ck_box(s.sp[0].box, 0, 0, 10, 7.5);

    /* smooth and quadratic ones, relative: a quadratic to (10,0) with its
     * control at (5,10) peaks at y 5 */
    ck_assert_int_eq(boxes("m0 0q5 10 10 0t10 0", NULL, &s), PT_OK);
    ck_box(s.sp[0].box, 0, -5, 20, 5);

    /* a half circle of radius 5 from (0,0) to (10,0), sweeping down */
    ck_assert_int_eq(boxes("M0 0A5 5 0 0 1 10 0", NULL, &s), PT_OK);
    ck_assert(fabs(s.sp[0].box.y1 - 5) < 0.1 || fabs(s.sp[0].box.y0 + 5)
              < 0.1);
    ck_near(s.sp[0].box.x0, 0);
    ck_near(s.sp[0].box.x1, 10);

    /* flags without separators */
    ck_assert_int_eq(boxes("M0 0a5 5 0 1110 0", NULL, &s), PT_OK);
    ck_assert_int_eq(s.n, 1);

    /* subpaths and their bytes; a relative moveto after the first one
     * cannot stand alone */
    d = "M 0 0 L 1 1 Z M 100 100 L 101 101 m 5 5 l 1 1";
    ck_assert_int_eq(boxes(d, NULL, &s), PT_OK);
    ck_assert_int_eq(s.n, 3);
    ck_assert_int_eq(strncmp(d + s.sp[0].start, "M 0 0 L 1 1 Z ",
                             s.sp[0].end - s.sp[0].start), 0);
    ck_assert_int_eq(strncmp(d + s.sp[1].start, "M 100 100 L 101 101 ",
                             s.sp[1].end - s.sp[1].start), 0);
    ck_assert_int_eq(s.sp[0].relative, 0);
    ck_assert_int_eq(s.sp[2].relative, 1);
    ck_box(s.sp[2].box, 106, 106, 107, 107);

    /* a moveto alone draws nothing */
    ck_assert_int_eq(boxes("M 5 5", NULL, &s), PT_OK);
    ck_assert_int_eq(s.n, 1);
    ck_assert(pt_svg_box_empty(&s.sp[0].box));

    /* transformed: the box in device space */
    pt_svg_transform_parse("translate(100 0) scale(2 3)", &m);
    ck_assert_int_eq(boxes("M 0 0 L 10 10", &m, &s), PT_OK);
    ck_box(s.sp[0].box, 100, 0, 120, 30);

    /* errors: what came before stands */
    ck_assert_int_eq(boxes("M 0 0 L 10 10 L 5", NULL, &s), PT_ERROR);
    ck_assert_int_eq(s.n, 1);
    ck_box(s.sp[0].box, 0, 0, 10, 10);
    ck_assert_int_eq(boxes("L 0 0", NULL, &s), PT_ERROR);
    ck_assert_int_eq(s.n, 0);
    ck_assert_int_eq(boxes("M 0 0 Z 5 5", NULL, &s), PT_ERROR);
    ck_assert_int_eq(boxes("M 0 0 A 5 5 0 2 0 1 1", NULL, &s), PT_ERROR);
    ck_assert_int_eq(boxes("M 0 0 X", NULL, &s), PT_ERROR);
    ck_assert_int_eq(boxes("", NULL, &s), PT_OK);
    ck_assert_int_eq(s.n, 0);
}
END_TEST


/* a sheet of 400 x 200 user units on a 400 x 200 pixel page */
#define SVG_HEAD                                                             \
    "<svg xmlns=\"http://www.w3.org/2000/svg\""                              \
    " xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"96pt\""           \
    " height=\"48pt\" viewBox=\"0 0 400 200\">"


static pt_svg_sheet *
sheet(const char *body, int gap, int design, pt_region *r, int *n)
{
    char           err[256], *svg;
    size_t         len;
    pt_svg_sheet  *s;

    len = strlen(SVG_HEAD) + strlen(body) + 8;
    svg = malloc(len);
    ck_assert_ptr_nonnull(svg);
    pt_snprintf(svg, len, "%s%s</svg>", SVG_HEAD, body);

    s = pt_svg_sheet_open(svg, strlen(svg), 400, 200, err, sizeof(err));
    free(svg);
    ck_assert_msg(s != NULL, "open: %s", err);

    *n = pt_svg_sheet_designs(s, gap, design, r, MAXS);

    return s;
}


/* region i's document, static */
static const char *
design(pt_svg_sheet *s, int i)
{
    size_t       len;
    static char  *out;

    free(out);
    out = pt_svg_sheet_design(s, i, &len);
    ck_assert_ptr_nonnull(out);
    ck_assert_uint_eq(strlen(out), len);

    return out;
}


#define ck_region(r, X, Y, W, H)                                             \
    ck_assert_msg(abs((r).x - (X)) <= 1 && abs((r).y - (Y)) <= 1              \
                  && abs((r).w - (W)) <= 2 && abs((r).h - (H)) <= 2,          \
                  "region %d,%d %dx%d, not %d,%d %dx%d", (r).x, (r).y,        \
                  (r).w, (r).h, X, Y, W, H)


START_TEST(sheet_gap)
{
    int            n;
    pt_region      r[MAXS];
    pt_svg_sheet  *s;

    /* two squares 100 apart, one path each */
    s = sheet("<path id=\"a\" d=\"M10 10H110V110H10Z\"/>"
              "<path id=\"b\" d=\"M210 10H310V110H210Z\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    ck_region(r[0], 10, 10, 100, 100);
    ck_region(r[1], 210, 10, 100, 100);
    ck_assert_ptr_nonnull(strstr(design(s, 0), "id=\"a\""));
    ck_assert_ptr_null(strstr(design(s, 0), "id=\"b\""));
    ck_assert_ptr_nonnull(strstr(design(s, 1), "id=\"b\""));
    ck_assert_ptr_null(strstr(design(s, 1), "id=\"a\""));

    /* the viewBox is on the design, the size in points at 300 DPI */
    ck_assert_ptr_nonnull(strstr(design(s, 1), "viewBox=\"210.0000"
                                 " 10.0000 100.0000 100.0000\""));
    ck_assert_ptr_nonnull(strstr(design(s, 1), "width=\"24.000pt\""));
    pt_svg_sheet_free(s);

    /* a gap under minGapPx: one design */
    s = sheet("<path d=\"M10 10H110V110H10Z\"/>"
              "<path d=\"M210 10H310V110H210Z\"/>", 101, 50, r, &n);
    ck_assert_int_eq(n, 1);
    pt_svg_sheet_free(s);

    /* noise under minDesignPx is in no design */
    s = sheet("<path d=\"M10 10H110V110H10Z\"/>"
              "<path d=\"M210 10H310V110H210Z\"/>"
              "<path id=\"dot\" d=\"M200 180H205V185H200Z\"/>", 50, 50, r,
              &n);
    ck_assert_int_eq(n, 2);
    ck_assert_ptr_null(strstr(design(s, 0), "dot"));
    ck_assert_ptr_null(strstr(design(s, 1), "dot"));
    pt_svg_sheet_free(s);
}
END_TEST


START_TEST(sheet_shared_path)
{
    int            n;
    const char    *d;
    pt_region      r[MAXS];
    pt_svg_sheet  *s;

    /* one path, two designs (with a hole in the first): each keeps its own
     * subpaths */
    s = sheet("<g fill=\"red\"><path d=\"M10 10H110V110H10Z"
              " M40 40H60V60H40Z M210 10H310V110H210Z\"/></g>", 50, 50, r,
              &n);
    ck_assert_int_eq(n, 2);
    d = design(s, 0);
    ck_assert_ptr_nonnull(strstr(d, "d=\"M10 10H110V110H10Z M40 40H60V60H40Z"
                                 " \""));
    d = design(s, 1);
    ck_assert_ptr_nonnull(strstr(d, "d=\"M210 10H310V110H210Z\""));
    ck_assert_ptr_nonnull(strstr(d, "fill=\"red\""));
    pt_svg_sheet_free(s);
}
END_TEST


START_TEST(sheet_geometry)
{
    int            n;
    pt_region      r[MAXS];
    pt_svg_sheet  *s;

    /* a transform moves a design; a stroke widens it */
    s = sheet("<path d=\"M0 0H100V100H0Z\" transform=\"translate(10 10)\"/>"
              "<path d=\"M210 10H310V110H210Z\" style=\"fill:none;"
              "stroke:#000;stroke-width:10\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    ck_region(r[0], 10, 10, 100, 100);
    /* half the width times sqrt(2) each side */
    ck_region(r[1], 203, 3, 114, 114);
    pt_svg_sheet_free(s);

    /* a clip path cuts a large drawing down to its box */
    s = sheet("<defs><clipPath id=\"c\"><path d=\"M10 10H110V110H10Z\"/>"
              "</clipPath></defs>"
              "<g clip-path=\"url(#c)\"><path d=\"M0 0H190V190H0Z\"/></g>"
              "<path d=\"M250 10H350V110H250Z\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    ck_region(r[0], 10, 10, 100, 100);
    /* the design keeps the clip path it uses, not what it does not */
    ck_assert_ptr_nonnull(strstr(design(s, 0), "<clipPath id=\"c\""));
    ck_assert_ptr_null(strstr(design(s, 1), "clipPath"));
    pt_svg_sheet_free(s);

    /* <use> of a symbol (pdftocairo's glyphs) at x, y */
    s = sheet("<defs><symbol id=\"g1\" overflow=\"visible\">"
              "<path d=\"M0 0H100V100H0Z\"/></symbol>"
              "<symbol id=\"unused\"><path d=\"M0 0H1V1Z\"/></symbol></defs>"
              "<use xlink:href=\"#g1\" x=\"10\" y=\"10\"/>"
              "<use xlink:href=\"#g1\" x=\"250\" y=\"50\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    ck_region(r[0], 10, 10, 100, 100);
    ck_region(r[1], 250, 50, 100, 100);
    ck_assert_ptr_nonnull(strstr(design(s, 1), "id=\"g1\""));
    ck_assert_ptr_null(strstr(design(s, 1), "unused"));
    ck_assert_ptr_null(strstr(design(s, 1), "x=\"10\""));
    pt_svg_sheet_free(s);

    /* a <use> of a drawing of another design: that drawing is kept as a
     * definition, not drawn */
    s = sheet("<path id=\"a\" d=\"M10 10H110V110H10Z\"/>"
              "<use href=\"#a\" x=\"240\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    ck_region(r[1], 250, 10, 100, 100);
    ck_assert_ptr_nonnull(strstr(design(s, 1), "<defs><path id=\"a\""));
    ck_assert_ptr_null(strstr(design(s, 0), "<use"));
    ck_assert_ptr_null(strstr(design(s, 0), "<defs"));
    pt_svg_sheet_free(s);
}
END_TEST


START_TEST(sheet_background)
{
    int            n;
    const char    *d;
    pt_region      r[MAXS];
    pt_svg_sheet  *s;

    /* white paper under two designs: whitespace, in neither */
    s = sheet("<rect id=\"paper\" width=\"400\" height=\"200\""
              " fill=\"#ffffff\"/>"
              "<rect x=\"10\" y=\"10\" width=\"100\" height=\"100\""
              " fill=\"rgb(100%,0%,0%)\"/>"
              "<rect x=\"250\" y=\"10\" width=\"100\" height=\"100\""
              " style=\"fill:rgb(0,0,255)\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    d = design(s, 0);
    ck_assert_ptr_null(strstr(d, "paper"));
    ck_assert_ptr_nonnull(strstr(d, "100%,0%,0%"));
    pt_svg_sheet_free(s);

    /* the same with white as numbers, in a style */
    s = sheet("<rect id=\"paper\" width=\"400\" height=\"200\""
              " style=\"fill: rgb(255, 255, 255)\"/>"
              "<rect x=\"10\" y=\"10\" width=\"100\" height=\"100\"/>"
              "<rect x=\"250\" y=\"10\" width=\"100\" height=\"100\"/>",
              50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    pt_svg_sheet_free(s);

    /* white designs on transparency are content */
    s = sheet("<g style=\"fill:white\"><rect x=\"10\" y=\"10\" width=\"100\""
              " height=\"100\"/><rect x=\"250\" y=\"10\" width=\"100\""
              " height=\"100\"/></g>", 50, 50, r, &n);
    ck_assert_int_eq(n, 2);
    pt_svg_sheet_free(s);

    /* hidden and unpainted elements fill nothing */
    s = sheet("<rect x=\"10\" y=\"10\" width=\"100\" height=\"100\"/>"
              "<rect x=\"250\" y=\"10\" width=\"100\" height=\"100\""
              " display=\"none\"/>"
              "<rect x=\"250\" y=\"10\" width=\"100\" height=\"100\""
              " style=\"fill:none\"/>", 50, 50, r, &n);
    ck_assert_int_eq(n, 1);
    pt_svg_sheet_free(s);
}
END_TEST


START_TEST(sheet_refused)
{
    int    i, j;
    char   err[256], *bomb, *p;

    ck_assert_ptr_null(pt_svg_sheet_open("<svg", 4, 10, 10, err,
                                         sizeof(err)));
    ck_assert_ptr_null(pt_svg_sheet_open("<html/>", 7, 10, 10, err,
                                         sizeof(err)));
    /* no viewBox nor size */
    ck_assert_ptr_null(pt_svg_sheet_open("<svg/>", 6, 10, 10, err,
                                         sizeof(err)));
    ck_assert_ptr_null(pt_svg_sheet_open("<svg viewBox=\"0 0 0 1\"/>", 24,
                                         10, 10, err, sizeof(err)));

    /* <use> of groups of uses: 10^8 rectangles from a few hundred bytes,
     * refused once 2 M are read, not drawn */
    bomb = malloc(8192);
    ck_assert_ptr_nonnull(bomb);
    p = bomb + sprintf(bomb, "%s<defs><g id=\"g0\">", SVG_HEAD);

    for (j = 0; j < 10; j++) {
        p += sprintf(p, "<rect width=\"1\" height=\"1\"/>");
    }

    for (i = 1; i <= 8; i++) {
        p += sprintf(p, "</g><g id=\"g%d\">", i);

        for (j = 0; j < 10; j++) {
            p += sprintf(p, "<use href=\"#g%d\"/>", i - 1);
        }
    }

    p += sprintf(p, "</g></defs><use href=\"#g8\"/></svg>");

    ck_assert_ptr_null(pt_svg_sheet_open(bomb, (size_t) (p - bomb), 400, 200,
                                         err, sizeof(err)));
    ck_assert_str_eq(err, "more than 2 M elements drawn");
    free(bomb);
}
END_TEST


int
main(void)
{
    int       failed;
    Suite    *s;
    TCase    *tc;
    SRunner  *sr;

    s = suite_create("svg_geom");

    tc = tcase_create("geometry");
    tcase_add_test(tc, geom_numbers);
    tcase_add_test(tc, geom_transforms);
    tcase_add_test(tc, geom_paths);
    suite_add_tcase(s, tc);

    tc = tcase_create("sheet");
    tcase_add_test(tc, sheet_gap);
    tcase_add_test(tc, sheet_shared_path);
    tcase_add_test(tc, sheet_geometry);
    tcase_add_test(tc, sheet_background);
    tcase_add_test(tc, sheet_refused);
    suite_add_tcase(s, tc);

    sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);

    return failed == 0 ? 0 : 1;
}
