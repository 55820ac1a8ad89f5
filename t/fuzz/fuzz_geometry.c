/*
 * libFuzzer target for a variant's geometry and its shrink-on-load
 * (shared/render/render_geometry.c), from the header alone: no pixel is
 * decoded.  The input is a source size (two 16-bit sides), a format and
 * a policy byte, then a token list.  Besides the sanitizers' checks it
 * asserts what the loaders rely on: a JPEG's shrink is 1 2 4 or 8, a
 * WebP's at least 1; fast never decodes a region smaller than the target
 * (which would upscale what the peers' rule promises to only shrink),
 * conservative keeps a factor of two.
 *
 * Reduced frames: bits 2-3 of the format byte (0 in the older seeds)
 * offer a TIFF page pyramid (1), a sub-IFD pyramid (2) or a HEIF
 * thumbnail (3) of the source, and the policy byte's upper bits shape
 * them: a pyramid's levels halve the source with -1 .. +2 pixels (+2
 * ends it), a thumbnail is 1..127/128 of it, perhaps a pixel off its
 * shape.  A level taken must exist, halve the source (to a pixel), and
 * hold the target as fast or conservative promise; a thumbnail must be
 * smaller and of the source's shape (1 %).  Build and run: see
 * README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "transform/transform.h"
#include "render/render_int.h"


static const pt_format  fuzz_formats[] = {
    PT_FMT_JPEG, PT_FMT_WEBP, PT_FMT_PNG, PT_FMT_TIFF
};


/* the reduced frames the input describes */
typedef struct {
    int  sw, sh;         /* the source, oriented */
    int  k;              /* the policy byte >> 1 */
    int  read;           /* levels asked for */
} fuzz_levels;


static int
fuzz_level_size(void *data, int i, int *w, int *h)
{
    int           d;
    fuzz_levels  *f;

    f = data;
    f->read++;

    if (f->k == 0) {
        return 0;
    }

    if (f->read > PT_RENDER_LEVELS) {
        abort();
    }

    /* level i: the source halved i times, -1 .. +2 pixels wide */
    d = ((f->k >> (i % 6)) & 3) - 1;
    *w = (f->sw >> i) + d;
    *h = (f->sh >> i) + (f->k & 1);

    return 1;
}


static int
fuzz_thumb_size(void *data, int i, int *w, int *h)
{
    fuzz_levels  *f;

    /* k/128 of the source, a pixel off its shape when k is odd */
    f = data;
    f->read++;

    if (i != 1 || f->read > 1) {
        abort();
    }

    *w = (int) ((long long) f->sw * f->k / 128);
    *h = (int) ((long long) f->sh * f->k / 128) + (f->k & 1);

    return f->k > 0;
}


/* a level taken is one the source offers and holds the target */
static void
fuzz_check_level(const pt_render_geom *g, pt_shrink_policy p,
    const pt_render_levels *lv, const pt_render_load *l)
{
    int        x, y, w, h, k;
    long long  d;

    if (l->kind == PT_LOAD_FULL) {
        if (l->level != 0 || l->factor != 1.0) {
            abort();
        }

        return;
    }

    if (l->kind != lv->kind || !g->resize || l->level < 1
        || l->level > PT_RENDER_LEVELS || l->w < 1 || l->h < 1)
    {
        abort();
    }

    if (l->kind == PT_LOAD_THUMB) {
        d = (long long) l->w * g->sh - (long long) l->h * g->sw;

        if (l->level != 1 || l->w >= g->sw || l->h >= g->sh
            || (d < 0 ? -d : d) * 100 > (long long) l->h * g->sw)
        {
            abort();
        }

    } else if (l->w < (g->sw >> l->level) - 1
               || l->w > (g->sw >> l->level) + 1
               || l->h < (g->sh >> l->level) - 1
               || l->h > (g->sh >> l->level) + 1)
    {
        abort();
    }

    if (p == PT_SHRINK_FAST) {
        pt_render_region(g, l->w, l->h, &x, &y, &w, &h);

        if (w < g->tw || h < g->th) {
            abort();
        }

        return;
    }

    k = l->kind == PT_LOAD_THUMB ? 2 : 1;

    if ((long long) g->rw * l->w < (long long) k * g->tw * g->sw
        || (long long) g->rh * l->h < (long long) k * g->th * g->sh)
    {
        abort();
    }
}


/* the decoded region still holds the target, a rounding aside */
static void
fuzz_check(const pt_render_geom *g, pt_format fmt, pt_shrink_policy p,
    double s)
{
    double  f;

    if (s < 1.0) {
        abort();
    }

    if (fmt == PT_FMT_JPEG && s != 1.0 && s != 2.0 && s != 4.0 && s != 8.0)
    {
        abort();
    }

    if ((fmt != PT_FMT_JPEG && fmt != PT_FMT_WEBP) && s != 1.0) {
        abort();
    }

    if (s == 1.0) {
        return;
    }

    if (!g->resize || g->tw < 1 || g->th < 1) {
        abort();
    }

    if (g->rw / s + 1.0 < g->tw || g->rh / s + 1.0 < g->th) {
        abort();
    }

    f = VIPS_MIN((double) g->rw / g->tw, (double) g->rh / g->th);

    if (p == PT_SHRINK_CONSERVATIVE && f < 2.0 * s) {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int                sw, sh;
    char               err[256], *tokens;
    size_t             n;
    pt_error           e;
    pt_format          fmt;
    fuzz_levels        fl;
    pt_transform       t;
    pt_render_in       in;
    pt_render_ctx      c;
    pt_render_load     load;
    pt_render_levels   lv;
    pt_shrink_policy   p;

    if (size < 6) {
        return 0;
    }

    sw = 1 + (data[0] << 8 | data[1]);
    sh = 1 + (data[2] << 8 | data[3]);
    fmt = fuzz_formats[data[4] % 4];
    p = (data[5] & 1) ? PT_SHRINK_CONSERVATIVE : PT_SHRINK_FAST;
    lv.kind = PT_LOAD_FULL;
    lv.size = fuzz_level_size;
    lv.data = &fl;

    switch ((data[4] >> 2) & 3) {

    case 1:
        lv.kind = PT_LOAD_PAGE;
        fmt = PT_FMT_TIFF;
        break;

    case 2:
        lv.kind = PT_LOAD_SUBIFD;
        fmt = PT_FMT_TIFF;
        break;

    case 3:
        lv.kind = PT_LOAD_THUMB;
        lv.size = fuzz_thumb_size;
        fmt = PT_FMT_AVIF;
        break;
    }
    n = size - 6;

    /* an exact-size copy, so a read past the tokens is seen by ASan */
    tokens = malloc(n ? n : 1);
    if (tokens == NULL) {
        abort();
    }

    memcpy(tokens, data + 6, n);
    pt_tf_init(&t);

    if (pt_tf_parse(&t, tokens, n, err, sizeof(err)) != PT_OK) {
        free(tokens);
        return 0;
    }

    memset(&in, 0, sizeof(in));
    in.t = &t;
    in.max_output_side = 8192;
    in.max_output_pixels = 50000000ULL;
    in.shrink = p;

    memset(&c, 0, sizeof(c));
    c.in = &in;
    c.t = &t;
    c.e = &e;

    if (pt_render_geometry(&c, sw, sh) == PT_OK) {
        fl.sw = c.geom.sw;
        fl.sh = c.geom.sh;
        fl.k = data[5] >> 1;
        fl.read = 0;
        pt_render_shrink(&c.geom, fmt, p, &lv, &load);

        if (lv.kind != PT_LOAD_FULL) {
            fuzz_check_level(&c.geom, p, &lv, &load);

        } else {
            fuzz_check(&c.geom, fmt, p, load.factor);
        }
    }

    free(tokens);

    return 0;
}
