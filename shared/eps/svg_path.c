/*
 * SVG path data and point lists read into device-space boxes, a box per
 * subpath (see svg_geom.h).  Quadratic curves are bounded as the cubics
 * they are, cubics by their extrema after the transform (a Bézier's
 * affine image is the Bézier of the images), arcs by points of their
 * centre parametrisation.
 */

#include <math.h>
#include <string.h>

#include "core/pt.h"
#include "eps/svg_geom.h"


/* points of an arc's centre parametrisation used for its box */
#define PT_SVG_ARC_STEPS  32


typedef struct {
    const char           *d;
    const char           *p;
    const pt_svg_matrix  *m;
    pt_svg_subpath        sp;
    int                   open;       /* a subpath has begun */
    int                   drawn;      /* it has a segment */
    double                x, y;       /* current point */
    double                sx, sy;     /* the subpath's start */
    double                cx, cy;     /* last control point (S, T) */
    char                  last;       /* last command, upper case */
    pt_svg_subpath_cb     cb;
    void                 *data;
    int                   stop;
} pt_svg_path;


/* the extrema of one coordinate of a cubic (p0..p3) within (0, 1) */
static int
pt_svg_cubic_roots(double p0, double p1, double p2, double p3, double *t)
{
    int     n = 0;
    double  a, b, c, disc, q;

    /* derivative / 3: a t^2 + b t + c */
    a = -p0 + 3 * p1 - 3 * p2 + p3;
    b = 2 * (p0 - 2 * p1 + p2);
    c = p1 - p0;

    if (fabs(a) < 1e-12) {
        if (fabs(b) > 1e-12) {
            t[n++] = -c / b;
        }

    } else {
        disc = b * b - 4 * a * c;

        if (disc >= 0) {
            q = sqrt(disc);
            t[n++] = (-b + q) / (2 * a);
            t[n++] = (-b - q) / (2 * a);
        }
    }

    return n;
}


static double
pt_svg_cubic_at(double p0, double p1, double p2, double p3, double t)
{
    double  u = 1 - t;

    return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2
           + t * t * t * p3;
}


/* a cubic from the current point, in user space, into the box */
static void
pt_svg_cubic(pt_svg_path *pp, double x1, double y1, double x2, double y2,
    double x, double y)
{
    int                   k, n;
    double                px[4], py[4], t[4];
    const pt_svg_matrix  *m = pp->m;

    px[0] = m->a * pp->x + m->c * pp->y + m->e;
    py[0] = m->b * pp->x + m->d * pp->y + m->f;
    px[1] = m->a * x1 + m->c * y1 + m->e;
    py[1] = m->b * x1 + m->d * y1 + m->f;
    px[2] = m->a * x2 + m->c * y2 + m->e;
    py[2] = m->b * x2 + m->d * y2 + m->f;
    px[3] = m->a * x + m->c * y + m->e;
    py[3] = m->b * x + m->d * y + m->f;

    pt_svg_box_add(&pp->sp.box, px[0], py[0]);
    pt_svg_box_add(&pp->sp.box, px[3], py[3]);

    /* a Bézier's affine image is the Bézier of the images: extrema in
     * device space */
    n = pt_svg_cubic_roots(px[0], px[1], px[2], px[3], t);
    n += pt_svg_cubic_roots(py[0], py[1], py[2], py[3], t + n);

    for (k = 0; k < n; k++) {
        if (t[k] > 0 && t[k] < 1) {
            pt_svg_box_add(&pp->sp.box,
                           pt_svg_cubic_at(px[0], px[1], px[2], px[3], t[k]),
                           pt_svg_cubic_at(py[0], py[1], py[2], py[3], t[k]));
        }
    }

    pp->drawn = 1;
}


/* SVG's arc (implementation notes F.6.5) sampled into the box */
static void
pt_svg_arc(pt_svg_path *pp, double rx, double ry, double phi, int large,
    int sweep, double x, double y)
{
    int     i;
    double  c, s, dx, dy, x1, y1, l, sq, num, cxp, cyp, cx, cy, t1, dt,
            ux, uy, vx, vy, t;

    rx = fabs(rx);
    ry = fabs(ry);

    if (rx == 0 || ry == 0 || (x == pp->x && y == pp->y)) {
        pt_svg_box_point(&pp->sp.box, pp->m, pp->x, pp->y);
        pt_svg_box_point(&pp->sp.box, pp->m, x, y);
        pp->drawn = 1;
        return;
    }

    c = cos(phi * M_PI / 180);
    s = sin(phi * M_PI / 180);
    dx = (pp->x - x) / 2;
    dy = (pp->y - y) / 2;
    x1 = c * dx + s * dy;
    y1 = -s * dx + c * dy;

    l = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry);
    if (l > 1) {
        rx *= sqrt(l);
        ry *= sqrt(l);
    }

    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
    sq = num > 0 ? sqrt(num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)) : 0;
    sq = large == sweep ? -sq : sq;

    cxp = sq * rx * y1 / ry;
    cyp = -sq * ry * x1 / rx;
    cx = c * cxp - s * cyp + (pp->x + x) / 2;
    cy = s * cxp + c * cyp + (pp->y + y) / 2;

    ux = (x1 - cxp) / rx;
    uy = (y1 - cyp) / ry;
    vx = (-x1 - cxp) / rx;
    vy = (-y1 - cyp) / ry;
    t1 = atan2(uy, ux);
    dt = atan2(vy, vx) - t1;

    if (sweep && dt < 0) {
        dt += 2 * M_PI;
    } else if (!sweep && dt > 0) {
        dt -= 2 * M_PI;
    }

    pt_svg_box_point(&pp->sp.box, pp->m, pp->x, pp->y);
    pt_svg_box_point(&pp->sp.box, pp->m, x, y);

    for (i = 1; i < PT_SVG_ARC_STEPS; i++) {
        t = t1 + dt * i / PT_SVG_ARC_STEPS;
        pt_svg_box_point(&pp->sp.box, pp->m,
                         cx + rx * cos(t) * c - ry * sin(t) * s,
                         cy + rx * cos(t) * s + ry * sin(t) * c);
    }

    pp->drawn = 1;
}


/* the subpath so far to cb */
static void
pt_svg_path_flush(pt_svg_path *pp, const char *end)
{
    if (!pp->open || pp->stop) {
        return;
    }

    pp->sp.end = (size_t) (end - pp->d);

    if (!pp->drawn) {
        pt_svg_box_clear(&pp->sp.box);
    }

    pp->stop = pp->cb(pp->data, &pp->sp) != 0;
    pp->open = 0;
}


static void
pt_svg_line_to(pt_svg_path *pp, double x, double y)
{
    pt_svg_box_point(&pp->sp.box, pp->m, pp->x, pp->y);
    pt_svg_box_point(&pp->sp.box, pp->m, x, y);
    pp->drawn = 1;
    pp->x = x;
    pp->y = y;
}


/* a quadratic from the current point as the cubic it is; T when its
 * control point is the last one's reflection */
static int
pt_svg_quad(pt_svg_path *pp, char up, double ox, double oy)
{
    double  v[4], cx, cy, x, y;

    if (up == 'T') {
        if (pt_svg_numbers(&pp->p, v + 2, 2) != PT_OK) {
            return PT_ERROR;
        }

        cx = pp->last == 'Q' || pp->last == 'T' ? 2 * pp->x - pp->cx : pp->x;
        cy = pp->last == 'Q' || pp->last == 'T' ? 2 * pp->y - pp->cy : pp->y;

    } else {
        if (pt_svg_numbers(&pp->p, v, 4) != PT_OK) {
            return PT_ERROR;
        }

        cx = v[0] + ox;
        cy = v[1] + oy;
    }

    x = v[2] + ox;
    y = v[3] + oy;

    pt_svg_cubic(pp, pp->x + 2.0 / 3 * (cx - pp->x),
                 pp->y + 2.0 / 3 * (cy - pp->y),
                 x + 2.0 / 3 * (cx - x), y + 2.0 / 3 * (cy - y), x, y);
    pp->cx = cx;
    pp->cy = cy;
    pp->x = x;
    pp->y = y;

    return PT_OK;
}


/* a cubic; S when its first control point is the last one's reflection */
static int
pt_svg_curve(pt_svg_path *pp, char up, double ox, double oy)
{
    double  v[6], cx, cy;

    if (up == 'C') {
        if (pt_svg_numbers(&pp->p, v, 6) != PT_OK) {
            return PT_ERROR;
        }

        cx = v[0] + ox;
        cy = v[1] + oy;
        memmove(v, v + 2, 4 * sizeof(double));

    } else {
        if (pt_svg_numbers(&pp->p, v, 4) != PT_OK) {
            return PT_ERROR;
        }

        cx = pp->last == 'C' || pp->last == 'S' ? 2 * pp->x - pp->cx : pp->x;
        cy = pp->last == 'C' || pp->last == 'S' ? 2 * pp->y - pp->cy : pp->y;
    }

    pt_svg_cubic(pp, cx, cy, v[0] + ox, v[1] + oy, v[2] + ox, v[3] + oy);
    pp->cx = v[0] + ox;
    pp->cy = v[1] + oy;
    pp->x = v[2] + ox;
    pp->y = v[3] + oy;

    return PT_OK;
}


/* an arc's arguments; its flags are single digits, maybe unseparated */
static int
pt_svg_arc_cmd(pt_svg_path *pp, double ox, double oy)
{
    int          large, sweep;
    double       v[5];
    const char  *s;

    if (pt_svg_numbers(&pp->p, v, 3) != PT_OK) {
        return PT_ERROR;
    }

    s = pt_svg_sep(pp->p);
    if (s[0] != '0' && s[0] != '1') {
        return PT_ERROR;
    }

    large = s[0] == '1';
    s = pt_svg_sep(s + 1);
    if (s[0] != '0' && s[0] != '1') {
        return PT_ERROR;
    }

    sweep = s[0] == '1';
    pp->p = s + 1;

    if (pt_svg_numbers(&pp->p, v + 3, 2) != PT_OK) {
        return PT_ERROR;
    }

    pt_svg_arc(pp, v[0], v[1], v[2], large, sweep, v[3] + ox, v[4] + oy);
    pp->x = v[3] + ox;
    pp->y = v[4] + oy;

    return PT_OK;
}


/* one segment of command op (its arguments read from pp->p) */
static int
pt_svg_segment(pt_svg_path *pp, char op)
{
    int     rc;
    double  v[2], ox, oy;
    char    up;

    up = op >= 'a' ? (char) (op - 'a' + 'A') : op;
    ox = op >= 'a' ? pp->x : 0;
    oy = op >= 'a' ? pp->y : 0;

    switch (up) {

    case 'L':
        rc = pt_svg_numbers(&pp->p, v, 2);
        if (rc == PT_OK) {
            pt_svg_line_to(pp, v[0] + ox, v[1] + oy);
        }
        break;

    case 'H':
    case 'V':
        rc = pt_svg_number(&pp->p, &v[0]);
        if (rc == PT_OK) {
            pt_svg_line_to(pp, up == 'H' ? v[0] + ox : pp->x,
                           up == 'V' ? v[0] + oy : pp->y);
        }
        break;

    case 'C':
    case 'S':
        rc = pt_svg_curve(pp, up, ox, oy);
        break;

    case 'Q':
    case 'T':
        rc = pt_svg_quad(pp, up, ox, oy);
        break;

    case 'A':
        rc = pt_svg_arc_cmd(pp, ox, oy);
        break;

    default:
        rc = PT_ERROR;
    }

    if (rc == PT_OK) {
        pp->last = up;
    }

    return rc;
}


/* a moveto: a new subpath begins at the command's letter */
static int
pt_svg_move(pt_svg_path *pp, char op, const char *at)
{
    double  v[2];

    if (pt_svg_numbers(&pp->p, v, 2) != PT_OK) {
        return PT_ERROR;
    }

    pt_svg_path_flush(pp, at);

    pp->sp.start = (size_t) (at - pp->d);
    pp->sp.relative = op == 'm' && pp->last != '\0';
    pt_svg_box_clear(&pp->sp.box);
    pp->open = 1;
    pp->drawn = 0;

    pp->x = op == 'm' ? pp->x + v[0] : v[0];
    pp->y = op == 'm' ? pp->y + v[1] : v[1];
    pp->sx = pp->x;
    pp->sy = pp->y;
    pp->last = 'M';

    return PT_OK;
}


int
pt_svg_path_boxes(const char *d, const pt_svg_matrix *m,
    pt_svg_subpath_cb cb, void *data)
{
    int          rc;
    char         op;
    const char  *at;
    pt_svg_path  pp;

    memset(&pp, 0, sizeof(pp));
    pp.d = d;
    pp.p = pt_svg_sep(d);
    pp.m = m;
    pp.cb = cb;
    pp.data = data;
    op = '\0';
    rc = PT_OK;

    while (*pp.p != '\0' && !pp.stop) {
        at = pp.p;

        if (strchr("MmLlHhVvCcSsQqTtAaZz", *pp.p) != NULL) {
            op = *pp.p++;

        } else if (op == '\0' || op == 'Z' || op == 'z') {
            rc = PT_ERROR;     /* numbers without a command */
            break;
        }

        /* a path begins with a moveto */
        if (pp.last == '\0' && op != 'M' && op != 'm') {
            rc = PT_ERROR;
            break;
        }

        if (op == 'Z' || op == 'z') {
            pp.x = pp.sx;
            pp.y = pp.sy;
            pp.last = 'Z';

        } else if (op == 'M' || op == 'm') {
            if (pt_svg_move(&pp, op, at) != PT_OK) {
                rc = PT_ERROR;
                break;
            }

            /* more pairs after a moveto are linetos */
            op = op == 'M' ? 'L' : 'l';

        } else if (pt_svg_segment(&pp, op) != PT_OK) {
            rc = PT_ERROR;
            break;
        }

        pp.p = pt_svg_sep(pp.p);
    }

    pt_svg_path_flush(&pp, pp.p);

    return rc;
}


int
pt_svg_points_box(const char *s, const pt_svg_matrix *m, pt_svg_box *b)
{
    double  v[2];

    for (s = pt_svg_sep(s); *s != '\0'; s = pt_svg_sep(s)) {
        if (pt_svg_numbers(&s, v, 2) != PT_OK) {
            return PT_ERROR;
        }

        pt_svg_box_point(b, m, v[0], v[1]);
    }

    return PT_OK;
}
