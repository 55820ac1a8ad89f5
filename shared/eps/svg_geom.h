/*
 * SVG geometry (svg_geom.c): transform lists and path data read into
 * boxes in device space, so that an SVG sheet can be split into designs
 * by its drawing's extent (svg_split.c).  Curves are bounded by their
 * extrema after the transform, arcs by points of their centre
 * parametrisation.  Numbers follow the SVG grammar only (no "inf", "nan"
 * or hex that strtod would take).
 */

#ifndef PT_SVG_GEOM_H
#define PT_SVG_GEOM_H

#include <stddef.h>

/* x' = a x + c y + e, y' = b x + d y + f (SVG's matrix(a b c d e f)) */
typedef struct {
    double  a, b, c, d, e, f;
} pt_svg_matrix;

/* empty while x0 > x1 */
typedef struct {
    double  x0, y0, x1, y1;
} pt_svg_box;

typedef struct {
    size_t      start;       /* the subpath's bytes of d: [start, end) */
    size_t      end;
    int         relative;    /* begins with "m" after another subpath, so
                                it means nothing on its own */
    pt_svg_box  box;         /* empty when it draws no segment */
} pt_svg_subpath;

typedef int (*pt_svg_subpath_cb)(void *data, const pt_svg_subpath *sp);

void pt_svg_matrix_identity(pt_svg_matrix *m);

/* out = outer × inner: inner applies first (a child's transform is inner
 * to its parent's); out may be either operand */
void pt_svg_matrix_mul(pt_svg_matrix *out, const pt_svg_matrix *outer,
    const pt_svg_matrix *inner);

/* The largest factor by which m stretches a length (for stroke widths). */
double pt_svg_matrix_scale(const pt_svg_matrix *m);

/*
 * A transform list ("translate(1 2) scale(3)", matrix, rotate with or
 * without a centre, skewX, skewY) as one matrix.  PT_OK, or PT_ERROR with
 * m the identity when it does not parse (SVG then ignores the attribute).
 */
int pt_svg_transform_parse(const char *s, pt_svg_matrix *m);

void pt_svg_box_clear(pt_svg_box *b);
int pt_svg_box_empty(const pt_svg_box *b);
void pt_svg_box_point(pt_svg_box *b, const pt_svg_matrix *m, double x,
    double y);
void pt_svg_box_union(pt_svg_box *b, const pt_svg_box *o);
void pt_svg_box_intersect(pt_svg_box *b, const pt_svg_box *o);
void pt_svg_box_grow(pt_svg_box *b, double by);

/* The box of the rectangle x, y, w, h under m into b (added). */
void pt_svg_box_rect(pt_svg_box *b, const pt_svg_matrix *m, double x,
    double y, double w, double h);

/* The box of the ellipse cx, cy, rx, ry under m into b (added). */
void pt_svg_box_ellipse(pt_svg_box *b, const pt_svg_matrix *m, double cx,
    double cy, double rx, double ry);

/*
 * Path data d under m: each subpath (from one moveto to the next) with
 * its box goes to cb, in order; cb returning non-zero stops.  PT_OK, or
 * PT_ERROR at the first error in d: as a renderer draws up to the error,
 * the subpaths before it have gone to cb (the one cut short too).
 */
int pt_svg_path_boxes(const char *d, const pt_svg_matrix *m,
    pt_svg_subpath_cb cb, void *data);

/* Points of a "points" list (polyline, polygon) under m into b. */
int pt_svg_points_box(const char *s, const pt_svg_matrix *m, pt_svg_box *b);

/* A number at *s (SVG grammar, after blanks and one comma); PT_OK and *s
 * moved past it, or PT_ERROR.  pt_svg_numbers: n of them into v. */
int pt_svg_number(const char **s, double *v);
int pt_svg_numbers(const char **s, double *v, int n);

/* Past blanks, at most one comma, blanks. */
const char *pt_svg_sep(const char *s);

/* Adds a device-space point (not NaN nor infinite) to b. */
void pt_svg_box_add(pt_svg_box *b, double x, double y);

#endif /* PT_SVG_GEOM_H */
