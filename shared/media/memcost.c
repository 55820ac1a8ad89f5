/*
 * Memory estimates (memcost.h).  The rules, for a W x H frame of B bands
 * of S bytes, shrunk on load to W' x H':
 *
 * - streamed decoders (baseline JPEG, PNG, TIFF strips) hold rows: libvips'
 *   sequential cache and the decoder's strip, at most PT_COST_ROWS rows of
 *   W' x B x S (measured: 100 to 700 rows);
 * - a progressive JPEG holds every DCT coefficient until its last scan,
 *   2 bytes each, whatever the shrink: 2 bytes a pixel per full-size
 *   component, 1 per subsampled chroma component (4:2:2; 4:2:0 needs 0.5),
 *   the picture padded to whole 16x16 MCUs;
 * - an interlaced (Adam7) PNG is decoded whole: W x H x B x S;
 * - WebP decodes a still frame whole, in RGBA and again in libvips:
 *   PT_COST_WEBP bytes a pixel of W' x H'; an animation keeps canvases of
 *   W x H RGBA, as GIF does (PT_COST_CANVASES of them);
 * - TIFF: rows as above, plus one raw strip or tile, which can be as
 *   large as the page but never larger than the file;
 * - HEIF decodes whole: planes and the interleaved copy, PT_COST_HEIF
 *   bytes a pixel per byte of sample.
 *
 * Encoders, per output pixel P of one frame and Pt of all frames:
 * jpeg 4 (a progressive coefficient buffer, the output), png 4, webp 18
 * (still; an animation 8 per P and 1 per Pt), avif 28, gif 12 per P and
 * 2.5 per Pt (cgif keeps what it has written).
 */

#include <string.h>
#include <sys/stat.h>

#include "media/memcost.h"


#define PT_COST_ROWS       1024
#define PT_COST_WEBP       10
#define PT_COST_CANVASES   3
#define PT_COST_HEIF       8


void
pt_cost_header(pt_cost_src *s, VipsImage *hdr, pt_format fmt,
    const char *path)
{
    int          v;
    const char  *sub;
    struct stat  st;

    memset(s, 0, sizeof(pt_cost_src));
    s->fmt = fmt;
    s->width = hdr->Xsize;
    s->height = hdr->Ysize;
    s->bands = hdr->Bands;
    s->sample = (int) vips_format_sizeof(hdr->BandFmt);
    s->frames = 1;

    if (vips_image_get_typeof(hdr, "interlaced") != 0
        && vips_image_get_int(hdr, "interlaced", &v) == 0)
    {
        s->interlaced = v != 0;
    }

    if (vips_image_get_typeof(hdr, "jpeg-chroma-subsample") != 0
        && vips_image_get_string(hdr, "jpeg-chroma-subsample", &sub) == 0)
    {
        s->subsampled = strcmp(sub, "4:4:4") != 0;
    }

    if (path != NULL && stat(path, &st) == 0) {
        s->file_size = (unsigned long long) st.st_size;
    }

    vips_error_clear();
}


unsigned long long
pt_cost_image(long long w, long long h, int bands, int sample)
{
    if (w <= 0 || h <= 0) {
        return 0;
    }

    return (unsigned long long) w * (unsigned long long) h
           * (unsigned long long) (bands > 0 ? bands : 1)
           * (unsigned long long) (sample > 0 ? sample : 1);
}


/* every DCT coefficient of the picture, 2 bytes each */
static unsigned long long
pt_cost_coefficients(const pt_cost_src *s)
{
    unsigned long long  w, h, per;

    w = ((unsigned long long) s->width + 15) / 16 * 16;
    h = ((unsigned long long) s->height + 15) / 16 * 16;

    /* per pixel: 2 for each full-size component, 1 for a subsampled one */
    per = s->subsampled ? 2 + (unsigned long long) (s->bands - 1)
                        : 2 * (unsigned long long) s->bands;

    return w * h * per;
}


unsigned long long
pt_cost_decode(const pt_cost_src *s, int shrink, int random)
{
    long long           w, h;
    unsigned long long  page, rows, cost;

    if (shrink < 1) {
        shrink = 1;
    }

    w = ((long long) s->width + shrink - 1) / shrink;
    h = ((long long) s->height + shrink - 1) / shrink;
    page = pt_cost_image(s->width, s->height, s->bands, s->sample);
    rows = pt_cost_image(w, PT_COST_ROWS, s->bands, s->sample);
    cost = rows;

    switch (s->fmt) {

    case PT_FMT_JPEG:
        if (s->interlaced) {
            cost += pt_cost_coefficients(s);
        }
        break;

    case PT_FMT_PNG:
        if (s->interlaced) {
            cost += page;
        }
        break;

    case PT_FMT_WEBP:
        cost += s->frames > 1
                ? pt_cost_image(s->width, s->height, 4, PT_COST_CANVASES)
                : pt_cost_image(w, h, PT_COST_WEBP, 1);
        break;

    case PT_FMT_GIF:
        cost += pt_cost_image(s->width, s->height, 4, PT_COST_CANVASES);
        break;

    case PT_FMT_TIFF:
        cost += VIPS_MIN(page, s->file_size);
        break;

    case PT_FMT_AVIF:
    case PT_FMT_HEIC:
        cost += pt_cost_image(s->width, s->height, PT_COST_HEIF, s->sample);
        break;

    default:
        cost += page;
        break;
    }

    if (random) {
        cost += pt_cost_image(w, h, s->bands, s->sample);
    }

    return cost;
}


unsigned long long
pt_cost_encode(pt_format fmt, long long w, long long h, int frames)
{
    unsigned long long  p, all;

    p = pt_cost_image(w, h, 1, 1);
    all = p * (unsigned long long) (frames > 1 ? frames : 1);

    switch (fmt) {

    case PT_FMT_JPEG:
    case PT_FMT_PNG:
        return p * 4;

    case PT_FMT_WEBP:
        return frames > 1 ? p * 8 + all : p * 18;

    case PT_FMT_AVIF:
    case PT_FMT_HEIC:
        return p * 28;

    case PT_FMT_GIF:
        return p * 12 + all * 5 / 2;

    default:
        /* TIFF and the rest stream what they write */
        return pt_cost_image(w, PT_COST_ROWS, 4, 2);
    }
}
