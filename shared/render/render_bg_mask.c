/*
 * The bg plugin's mask (render_bg.c runs it): which pixels of a frame are
 * its background, as an alpha, from each pixel's distance to the
 * border's colour (render_bg_colour.c).
 *
 * - Only the background connected to the frame's edge is removed: a
 *   scanline flood fill (4-connected) from every background pixel of the
 *   outermost ring, in C on the distance bytes, linear in the pixels.  A
 *   hole of the background's colour inside the subject is not reached
 *   and stays opaque.  The fill's stack is held to a span per 16 pixels;
 *   a picture that needs more goes on by raster passes in no more
 *   memory.  A fill past the deadline is the render's timeout.
 * - The subject's edge is soft: pixels past the tolerance by less than
 *   the ramp (ΔE 8, or half the tolerance when that is more) that the
 *   removed region reaches through such pixels within PT_BG_REACH px
 *   (plus 1 per 400 px of the shorter side) take an alpha linear in ΔE,
 *   as a mixed pixel is about as far from the background as the share of
 *   subject it holds.
 * - A source with alpha: its fully transparent pixels count as
 *   background for the fill.
 */

#include <string.h>

#include "render/render_int.h"


/* the soft edge: ΔE 8 past the tolerance at least */
#define PT_BG_RAMP       (8 * PT_RENDER_BG_UNIT)
/* px the soft edge reaches from the removed region, at least */
#define PT_BG_REACH      2

/* a pixel in the alpha buffer while the fill runs */
#define PT_BG_KEEP       0
#define PT_BG_CANDIDATE  1
#define PT_BG_REMOVED    2


typedef struct {
    int                  y, x0, x1;
} pt_bg_span;


/* the run of candidates around x in row y removed, and pushed */
static int
pt_bg_seed(unsigned char *a, int w, int x, int y, GArray *stack,
    size_t cap)
{
    int             x0, x1;
    pt_bg_span      s;
    unsigned char  *row;

    row = a + (size_t) y * w;

    if (row[x] != PT_BG_CANDIDATE) {
        return x;
    }

    for (x0 = x; x0 > 0 && row[x0 - 1] == PT_BG_CANDIDATE; x0--) {
        /* void */
    }

    for (x1 = x; x1 < w - 1 && row[x1 + 1] == PT_BG_CANDIDATE; x1++) {
        /* void */
    }

    memset(row + x0, PT_BG_REMOVED, x1 - x0 + 1);

    if (stack->len >= cap) {
        return -1;
    }

    s.y = y;
    s.x0 = x0;
    s.x1 = x1;
    g_array_append_val(stack, s);

    return x1;
}


/*
 * One raster pass over a, dir 1 forwards, -1 backwards: a candidate
 * whose neighbour already passed (left and above, or right and below)
 * is removed becomes removed.  The count of them.
 */
static size_t
pt_bg_sweep(unsigned char *a, int w, int h, int dir)
{
    int             x, y, x0, y0;
    size_t          n;
    unsigned char  *p;

    n = 0;
    x0 = dir > 0 ? 0 : w - 1;
    y0 = dir > 0 ? 0 : h - 1;

    for (y = y0; y >= 0 && y < h; y += dir) {
        for (x = x0; x >= 0 && x < w; x += dir) {
            p = a + (size_t) y * w + x;

            if (*p == PT_BG_CANDIDATE
                && ((x != x0 && p[-dir] == PT_BG_REMOVED)
                    || (y != y0 && p[-dir * w] == PT_BG_REMOVED)))
            {
                *p = PT_BG_REMOVED;
                n++;
            }
        }
    }

    return n;
}


/*
 * Candidates connected to the frame's edge (4-connected) become
 * REMOVED.  A run of candidates is marked when it is pushed, so it is
 * pushed once.  The stack is held to cap spans: past it (a maze of thin
 * runs that keeps many open at once, as a dithered background can), the
 * fill goes on by raster passes, each way in turn, until one removes
 * nothing more; slower, but in no more memory.
 */
static int
pt_bg_fill(pt_render_ctx *c, unsigned char *a, int w, int h)
{
    int          x, y, ny, k, rc;
    size_t       cap, pops;
    GArray      *stack;
    pt_bg_span   s;

    cap = (size_t) w * h / 16 + 4096;
    stack = g_array_new(FALSE, FALSE, sizeof(pt_bg_span));
    rc = 0;

    for (x = 0; x < w; x++) {
        rc = VIPS_MIN(rc, pt_bg_seed(a, w, x, 0, stack, cap));
        rc = VIPS_MIN(rc, pt_bg_seed(a, w, x, h - 1, stack, cap));
    }

    for (y = 1; y < h - 1; y++) {
        rc = VIPS_MIN(rc, pt_bg_seed(a, w, 0, y, stack, cap));
        rc = VIPS_MIN(rc, pt_bg_seed(a, w, w - 1, y, stack, cap));
    }

    for (pops = 1; stack->len > 0 && rc >= 0; pops++) {
        s = g_array_index(stack, pt_bg_span, stack->len - 1);
        g_array_set_size(stack, stack->len - 1);

        for (k = -1; k <= 1 && rc >= 0; k += 2) {
            ny = s.y + k;

            for (x = s.x0; ny >= 0 && ny < h && x <= s.x1 && rc >= 0; x++) {
                rc = pt_bg_seed(a, w, x, ny, stack, cap);
                x = VIPS_MAX(x, rc);
            }
        }

        if ((pops & 0xffff) == 0 && pt_render_expired(c)) {
            g_array_free(stack, TRUE);
            return pt_render_fail(c, PT_E_TIMED_OUT, "render timed out");
        }
    }

    g_array_free(stack, TRUE);

    /* the stack was full: what it held is marked, not yet spread */
    while (rc < 0) {
        if (pt_render_expired(c)) {
            return pt_render_fail(c, PT_E_TIMED_OUT, "render timed out");
        }

        rc = pt_bg_sweep(a, w, h, 1) + pt_bg_sweep(a, w, h, -1) > 0
             ? -1 : 0;
    }

    return PT_OK;
}


/*
 * One pass of the reach, dir 1 forwards, -1 backwards: an edge pixel
 * (1..254) takes 1 + the least of its 4 neighbours already passed that
 * are not 255 (0 the removed region, 1..254 edge pixels).
 */
static void
pt_bg_reach_pass(unsigned char *a, int w, int h, int dir)
{
    int              x, y, k, nx, ny, v, best;
    unsigned char   *p;
    static const int  dx[4] = { -1, -1, 0, 1 }, dy[4] = { 0, -1, -1, -1 };

    for (y = dir > 0 ? 0 : h - 1; y >= 0 && y < h; y += dir) {
        for (x = dir > 0 ? 0 : w - 1; x >= 0 && x < w; x += dir) {
            p = a + (size_t) y * w + x;

            if (*p == 0 || *p == 255) {
                continue;
            }

            best = *p;

            for (k = 0; k < 4; k++) {
                nx = x + dir * dx[k];
                ny = y + dir * dy[k];

                if (nx < 0 || ny < 0 || nx >= w || ny >= h) {
                    continue;
                }

                v = a[(size_t) ny * w + nx];

                if (v != 255 && v + 1 < best) {
                    best = v + 1;
                }
            }

            *p = (unsigned char) best;
        }
    }
}


/*
 * a (REMOVED or not) becomes the alpha: 0 removed; the edge pixels (past
 * the tolerance by less than the ramp) within reach px of the removed
 * region, through edge pixels, linear in their distance d; 255 else.
 * The reach is a chessboard distance by two passes (one each way), kept
 * in a itself: 0 removed, 1..254 steps, 255 not an edge pixel.
 */
static void
pt_bg_edge(unsigned char *a, const unsigned char *d, int w, int h, int tol)
{
    int     hi, reach;
    size_t  i, n;

    n = (size_t) w * h;
    hi = VIPS_MIN(255, tol + VIPS_MAX(PT_BG_RAMP, tol / 2));
    reach = PT_BG_REACH + VIPS_MIN(w, h) / 400;

    for (i = 0; i < n; i++) {
        a[i] = a[i] == PT_BG_REMOVED ? 0
               : (d[i] > tol && d[i] < hi ? 254 : 255);
    }

    pt_bg_reach_pass(a, w, h, 1);
    pt_bg_reach_pass(a, w, h, -1);

    for (i = 0; i < n; i++) {
        if (a[i] != 0 && a[i] != 255) {
            a[i] = a[i] > reach
                   ? 255
                   : (unsigned char) (((d[i] - tol) * 255 + (hi - tol) / 2)
                                      / (hi - tol));
        }
    }
}


/* a new w x h one-band 8-bit image in memory, to be written */
static VipsImage *
pt_bg_buffer(int w, int h)
{
    VipsImage  *img;

    img = vips_image_new_memory();
    vips_image_init_fields(img, w, h, 1, VIPS_FORMAT_UCHAR,
                           VIPS_CODING_NONE, VIPS_INTERPRETATION_B_W,
                           1.0, 1.0);

    if (vips_image_write_prepare(img) != 0) {
        g_object_unref(img);
        return NULL;
    }

    return img;
}


int
pt_render_bg_mask(pt_render_ctx *c, VipsImage *work, int tol,
    VipsImage **out)
{
    int             x, y, w, h, nb, rc;
    VipsPel        *p;
    VipsImage      *img;
    unsigned char  *a, *d;

    *out = NULL;
    w = work->Xsize;
    h = work->Ysize;
    nb = work->Bands - (vips_image_hasalpha(work) ? 1 : 0);
    img = pt_bg_buffer(w, h);

    if (img == NULL) {
        return pt_render_vips_fail(c, PT_E_VIPS, "background");
    }

    d = g_malloc((size_t) w * h);
    rc = pt_render_bg_distance(work, d);

    if (rc <= 0) {
        g_free(d);
        g_object_unref(img);

        return rc == 0 ? PT_OK
                       : pt_render_vips_fail(c, PT_E_VIPS, "background");
    }

    /* a transparent source pixel counts as background */
    a = VIPS_IMAGE_ADDR(img, 0, 0);

    for (y = 0; y < h; y++) {
        p = VIPS_IMAGE_ADDR(work, 0, y);

        for (x = 0; x < w; x++, p += work->Bands) {
            a[(size_t) y * w + x] =
                (d[(size_t) y * w + x] <= tol || (nb < work->Bands
                                                  && p[nb] == 0))
                ? PT_BG_CANDIDATE : PT_BG_KEEP;
        }
    }

    if (pt_bg_fill(c, a, w, h) != PT_OK) {
        g_free(d);
        g_object_unref(img);
        return PT_ERROR;
    }

    pt_bg_edge(a, d, w, h, tol);
    g_free(d);

    pt_render_watch(c, img);
    *out = img;

    return PT_OK;
}
