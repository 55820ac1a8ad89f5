/*
 * SVG geometry: numbers, transform lists and boxes (see svg_geom.h; path
 * data in svg_path.c).  The input is a sanitized document
 * of any origin: every number is checked against SVG's grammar, and a
 * box never holds a NaN or an infinity (such a point is left out).
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "eps/svg_geom.h"




void
pt_svg_matrix_identity(pt_svg_matrix *m)
{
    m->a = 1; m->b = 0; m->c = 0; m->d = 1; m->e = 0; m->f = 0;
}


void
pt_svg_matrix_mul(pt_svg_matrix *out, const pt_svg_matrix *o,
    const pt_svg_matrix *i)
{
    pt_svg_matrix  r;

    r.a = o->a * i->a + o->c * i->b;
    r.b = o->b * i->a + o->d * i->b;
    r.c = o->a * i->c + o->c * i->d;
    r.d = o->b * i->c + o->d * i->d;
    r.e = o->a * i->e + o->c * i->f + o->e;
    r.f = o->b * i->e + o->d * i->f + o->f;

    *out = r;
}


double
pt_svg_matrix_scale(const pt_svg_matrix *m)
{
    double  sx, sy;

    sx = sqrt(m->a * m->a + m->b * m->b);
    sy = sqrt(m->c * m->c + m->d * m->d);

    return sx > sy ? sx : sy;
}


static const char *
pt_svg_blank(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n') {
        s++;
    }

    return s;
}


const char *
pt_svg_sep(const char *s)
{
    s = pt_svg_blank(s);

    if (*s == ',') {
        s = pt_svg_blank(s + 1);
    }

    return s;
}


int
pt_svg_number(const char **sp, double *v)
{
    char         buf[64];
    size_t       n;
    const char  *s, *start;
    int          digits;

    s = pt_svg_sep(*sp);
    start = s;
    digits = 0;

    if (*s == '+' || *s == '-') {
        s++;
    }

    for (; *s >= '0' && *s <= '9'; s++) {
        digits++;
    }

    if (*s == '.') {
        for (s++; *s >= '0' && *s <= '9'; s++) {
            digits++;
        }
    }

    if (digits == 0) {
        return PT_ERROR;
    }

    if ((*s == 'e' || *s == 'E')
        && ((s[1] >= '0' && s[1] <= '9')
            || ((s[1] == '+' || s[1] == '-') && s[2] >= '0' && s[2] <= '9')))
    {
        for (s += 2; *s >= '0' && *s <= '9'; s++) { /* void */ }
    }

    n = (size_t) (s - start);
    if (n >= sizeof(buf)) {
        return PT_ERROR;
    }

    memcpy(buf, start, n);
    buf[n] = '\0';
    *v = strtod(buf, NULL);

    if (!isfinite(*v)) {
        return PT_ERROR;
    }

    *sp = s;

    return PT_OK;
}


int
pt_svg_numbers(const char **s, double *v, int n)
{
    int  i;

    for (i = 0; i < n; i++) {
        if (pt_svg_number(s, &v[i]) != PT_OK) {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


void
pt_svg_box_clear(pt_svg_box *b)
{
    b->x0 = 1;
    b->y0 = 1;
    b->x1 = 0;
    b->y1 = 0;
}


int
pt_svg_box_empty(const pt_svg_box *b)
{
    return !(b->x0 <= b->x1 && b->y0 <= b->y1);
}


void
pt_svg_box_add(pt_svg_box *b, double x, double y)
{
    if (!isfinite(x) || !isfinite(y)) {
        return;
    }

    if (pt_svg_box_empty(b)) {
        b->x0 = b->x1 = x;
        b->y0 = b->y1 = y;
        return;
    }

    b->x0 = x < b->x0 ? x : b->x0;
    b->x1 = x > b->x1 ? x : b->x1;
    b->y0 = y < b->y0 ? y : b->y0;
    b->y1 = y > b->y1 ? y : b->y1;
}


void
pt_svg_box_point(pt_svg_box *b, const pt_svg_matrix *m, double x, double y)
{
    pt_svg_box_add(b, m->a * x + m->c * y + m->e, m->b * x + m->d * y + m->f);
}


void
pt_svg_box_union(pt_svg_box *b, const pt_svg_box *o)
{
    if (!pt_svg_box_empty(o)) {
        pt_svg_box_add(b, o->x0, o->y0);
        pt_svg_box_add(b, o->x1, o->y1);
    }
}


void
pt_svg_box_intersect(pt_svg_box *b, const pt_svg_box *o)
{
    if (pt_svg_box_empty(b) || pt_svg_box_empty(o)) {
        pt_svg_box_clear(b);
        return;
    }

    b->x0 = o->x0 > b->x0 ? o->x0 : b->x0;
    b->y0 = o->y0 > b->y0 ? o->y0 : b->y0;
    b->x1 = o->x1 < b->x1 ? o->x1 : b->x1;
    b->y1 = o->y1 < b->y1 ? o->y1 : b->y1;
}


void
pt_svg_box_grow(pt_svg_box *b, double by)
{
    if (!pt_svg_box_empty(b) && isfinite(by) && by > 0) {
        b->x0 -= by;
        b->y0 -= by;
        b->x1 += by;
        b->y1 += by;
    }
}


void
pt_svg_box_rect(pt_svg_box *b, const pt_svg_matrix *m, double x, double y,
    double w, double h)
{
    pt_svg_box_point(b, m, x, y);
    pt_svg_box_point(b, m, x + w, y);
    pt_svg_box_point(b, m, x, y + h);
    pt_svg_box_point(b, m, x + w, y + h);
}


void
pt_svg_box_ellipse(pt_svg_box *b, const pt_svg_matrix *m, double cx,
    double cy, double rx, double ry)
{
    double  hx, hy;

    /* the extent of an affine image of an ellipse, exactly */
    hx = sqrt(m->a * m->a * rx * rx + m->c * m->c * ry * ry);
    hy = sqrt(m->b * m->b * rx * rx + m->d * m->d * ry * ry);

    pt_svg_box_add(b, m->a * cx + m->c * cy + m->e - hx,
                   m->b * cx + m->d * cy + m->f - hy);
    pt_svg_box_add(b, m->a * cx + m->c * cy + m->e + hx,
                   m->b * cx + m->d * cy + m->f + hy);
}


/* one transform of a list: name(args) */
static int
pt_svg_transform_one(const char **sp, pt_svg_matrix *t)
{
    int          n, max;
    double       v[6], r, c, s0;
    size_t       len;
    const char  *s, *name;

    static const struct {
        const char  *name;
        int          min, max;
    } kinds[] = {
        { "matrix", 6, 6 }, { "translate", 1, 2 }, { "scale", 1, 2 },
        { "rotate", 1, 3 }, { "skewX", 1, 1 }, { "skewY", 1, 1 },
        { NULL, 0, 0 }
    };

    s = *sp;
    name = s;

    while ((*s >= 'a' && *s <= 'z') || *s == 'X' || *s == 'Y') {
        s++;
    }

    len = (size_t) (s - name);

    for (n = 0; kinds[n].name != NULL; n++) {
        if (strlen(kinds[n].name) == len
            && strncmp(kinds[n].name, name, len) == 0)
        {
            break;
        }
    }

    s = pt_svg_blank(s);
    if (kinds[n].name == NULL || *s++ != '(') {
        return PT_ERROR;
    }

    max = kinds[n].max;

    for (len = 0; (int) len < max; len++) {
        if (pt_svg_number(&s, &v[len]) != PT_OK) {
            break;
        }
    }

    s = pt_svg_blank(s);
    if (*s++ != ')' || (int) len < kinds[n].min || (n == 3 && len == 2)) {
        return PT_ERROR;
    }

    pt_svg_matrix_identity(t);

    switch (n) {

    case 0:
        t->a = v[0]; t->b = v[1]; t->c = v[2]; t->d = v[3];
        t->e = v[4]; t->f = v[5];
        break;

    case 1:
        t->e = v[0];
        t->f = len == 2 ? v[1] : 0;
        break;

    case 2:
        t->a = v[0];
        t->d = len == 2 ? v[1] : v[0];
        break;

    case 3:
        r = v[0] * M_PI / 180;
        c = cos(r);
        s0 = sin(r);
        t->a = c; t->b = s0; t->c = -s0; t->d = c;

        /* about a centre: translate(cx cy) rotate translate(-cx -cy) */
        if (len == 3) {
            t->e = v[1] - c * v[1] + s0 * v[2];
            t->f = v[2] - s0 * v[1] - c * v[2];
        }
        break;

    case 4:
        t->c = tan(v[0] * M_PI / 180);
        break;

    default:
        t->b = tan(v[0] * M_PI / 180);
        break;
    }

    *sp = s;

    return PT_OK;
}


int
pt_svg_transform_parse(const char *s, pt_svg_matrix *m)
{
    pt_svg_matrix  t;

    pt_svg_matrix_identity(m);

    for (s = pt_svg_blank(s); *s != '\0'; s = pt_svg_sep(s)) {
        if (pt_svg_transform_one(&s, &t) != PT_OK) {
            pt_svg_matrix_identity(m);
            return PT_ERROR;
        }

        /* the list applies right to left: later ones are inner */
        pt_svg_matrix_mul(m, m, &t);
    }

    return PT_OK;
}
