/*
 * libFuzzer target for a variant's geometry and its shrink-on-load
 * (shared/render/render_geometry.c), from the header alone: no pixel is
 * decoded.  The input is a source size (two 16-bit sides), a format and
 * a policy byte, then a token list.  Besides the sanitizers' checks it
 * asserts what the loaders rely on: a JPEG's shrink is 1 2 4 or 8, a
 * WebP's at least 1; fast never decodes a region smaller than the target
 * (which would upscale what the peers' rule promises to only shrink),
 * conservative keeps a factor of two.  Build and run: see README.md
 * beside this file.
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
    pt_format          fmt;
    pt_transform       t;
    pt_render_in       in;
    pt_render_ctx      c;
    pt_shrink_policy   p;

    if (size < 6) {
        return 0;
    }

    sw = 1 + (data[0] << 8 | data[1]);
    sh = 1 + (data[2] << 8 | data[3]);
    fmt = fuzz_formats[data[4] % 4];
    p = (data[5] & 1) ? PT_SHRINK_CONSERVATIVE : PT_SHRINK_FAST;
    n = size - 6;

    /* an exact-size copy, so a read past the tokens is seen by ASan */
    tokens = malloc(n ? n : 1);
    if (tokens == NULL) {
        abort();
    }

    memcpy(tokens, data + 6, n);
    pt_transform_init(&t);

    if (pt_transform_parse(&t, tokens, n, err, sizeof(err)) != PT_OK) {
        free(tokens);
        return 0;
    }

    memset(&in, 0, sizeof(in));
    in.t = &t;
    in.max_side = 8192;
    in.max_out_pixels = 50000000ULL;
    in.shrink = p;

    memset(&c, 0, sizeof(c));
    c.in = &in;
    c.t = &t;
    c.err = err;
    c.errlen = sizeof(err);

    if (pt_render_geometry(&c, sw, sh) == PT_OK) {
        fuzz_check(&c.geom, fmt, p, pt_render_shrink(&c.geom, fmt, p));
    }

    free(tokens);

    return 0;
}
