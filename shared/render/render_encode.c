/*
 * Colour and encoding: every variant leaves as 8-bit sRGB (or 8-bit grey)
 * with no metadata at all: no EXIF, XMP, IPTC, ICC, comments (AVIF keeps
 * its nclx "colr" box, which only says sRGB).
 *
 * Colour:
 * - An embedded ICC profile is honoured: vips_icc_transform to sRGB with
 *   embedded=TRUE (CMYK JPEG with its SWOP profile, Adobe RGB, Display
 *   P3), perceptual intent as sharp does: libvips 8.14 has no black point
 *   compensation, and relative intent lifts a CMYK black to grey 23.  A
 *   profile lcms refuses falls back to vips_colourspace, which knows
 *   sRGB, RGB16, CMYK (a built-in profile), Lab, ...
 * - Grey stays one band (smaller files, same picture: a grey profile's
 *   tone curve is not applied); it becomes sRGB only where colour is
 *   needed (a coloured bgcolor, a watermark).
 * - 16-bit becomes 8-bit.
 *
 * Encoders, q overriding Q where there is one:
 *   jpeg  Q 80, optimize_coding; progressive when the frame is over
 *         256x256 px (smaller there, and shown early; baseline is smaller
 *         for thumbnails) unless pictor_jpeg_progressive is off; alpha
 *         flattened onto bgcolor
 *   png   compression 6, truecolour (no palette: exact, and fast)
 *   webp  Q 80, effort 4; an animation keeps its frames, delays, loop
 *   avif  AV1 in HEIF (aom), Q 50, 8 bits, effort 2 (aom speed 7):
 *         chosen for latency; see PT_RENDER_AVIF_EFFORT; one frame;
 *         computed into memory first, as aom cannot be interrupted
 *   gif   cgif with its defaults; an animation keeps frames and delays
 * LEGACY (negotiated, no avif or webp accepted): png when the result has
 * alpha, else jpeg.
 */

#include <string.h>

#include "render/render_int.h"


#define PT_RENDER_JPEG_Q      80
#define PT_RENDER_WEBP_Q      80
#define PT_RENDER_AVIF_Q      50
/*
 * Encoding 400x300 on one core: effort 0 8 ms, 2 28 ms, 4 (the default)
 * 180 ms, 6 430 ms, 9 1.5 s; the files were 4.3 to 5.3 KB, effort 2's
 * the smallest.
 */
#define PT_RENDER_AVIF_EFFORT 2


int
pt_render_srgb(pt_render_ctx *c, VipsImage *in, VipsImage **out, int rgb)
{
    int                  i, rc, grey, icc;
    VipsImage           *t[2], *cur;
    VipsInterpretation   type;

    *out = NULL;
    t[0] = t[1] = NULL;

    type = vips_image_guess_interpretation(in);
    icc = vips_image_get_typeof(in, VIPS_META_ICC_NAME) != 0;
    grey = in->Bands - (vips_image_hasalpha(in) ? 1 : 0) == 1;
    cur = NULL;
    rc = 0;

    if (grey && !rgb) {
        if (type == VIPS_INTERPRETATION_B_W
            && in->BandFmt == VIPS_FORMAT_UCHAR && !icc)
        {
            *out = in;
            g_object_ref(in);
            return PT_OK;
        }

        rc = vips_colourspace(in, &t[0], VIPS_INTERPRETATION_B_W, NULL);
        cur = t[0];

    } else {
        if (type == VIPS_INTERPRETATION_sRGB
            && in->BandFmt == VIPS_FORMAT_UCHAR && !icc)
        {
            *out = in;
            g_object_ref(in);
            return PT_OK;
        }

        if (icc) {
            if (vips_icc_transform(in, &t[0], "srgb", "embedded", TRUE,
                                   "intent", VIPS_INTENT_PERCEPTUAL,
                                   "depth", 8, NULL)
                == 0)
            {
                cur = t[0];

            } else {
                pt_log(PT_LOG_INFO, "render: embedded profile refused: %s",
                       vips_error_buffer());
                vips_error_clear();
            }
        }

        if (cur == NULL) {
            rc = vips_colourspace(in, &t[0], VIPS_INTERPRETATION_sRGB,
                                  NULL);
            cur = t[0];
        }
    }

    if (rc == 0 && cur->BandFmt != VIPS_FORMAT_UCHAR) {
        rc = vips_cast(cur, &t[1], VIPS_FORMAT_UCHAR, NULL);
        cur = t[1];
    }

    /* a private copy whose profile is gone: converting again is a no-op */
    if (rc == 0) {
        rc = vips_copy(cur, out, NULL);
    }

    if (rc == 0) {
        vips_image_remove(*out, VIPS_META_ICC_NAME);
    }

    for (i = 0; i < 2; i++) {
        if (t[i] != NULL) {
            g_object_unref(t[i]);
        }
    }

    return rc == 0 ? PT_OK
                   : pt_render_vips_fail(c, PT_E_UNREADABLE, "colour");
}


/*
 * libvips 8.14.1's webpsave ignores strip=TRUE (EXIF with GPS, XMP went
 * out): the metadata fields themselves are removed from the image the
 * savers see, whatever the format.  webpsave still writes a fresh EXIF
 * (Orientation 1, resolution): see pt_webp_drop_chunks.
 */
static void
pt_render_strip(VipsImage *img)
{
    int     i;
    char  **fields;

    fields = vips_image_get_fields(img);

    for (i = 0; fields[i] != NULL; i++) {
        if (strncmp(fields[i], "exif-", 5) == 0
            || strncmp(fields[i], "png-comment-", 12) == 0
            || strcmp(fields[i], VIPS_META_XMP_NAME) == 0
            || strcmp(fields[i], VIPS_META_IPTC_NAME) == 0
            || strcmp(fields[i], VIPS_META_PHOTOSHOP_NAME) == 0
            || strcmp(fields[i], VIPS_META_ICC_NAME) == 0
            || strcmp(fields[i], VIPS_META_IMAGEDESCRIPTION) == 0
            || strcmp(fields[i], VIPS_META_ORIENTATION) == 0
            || strcmp(fields[i], "gif-comment") == 0
            || strcmp(fields[i], "jpeg-thumbnail-data") == 0)
        {
            vips_image_remove(img, fields[i]);
        }
    }

    g_strfreev(fields);
}


/*
 * Progressive is smaller above 256x256 (1-2.5 % for 600-1600 px photos at
 * Q 80) and shows early; it costs the encoder a pass per scan, 2-4 % of
 * a miss.  pictor_jpeg_progressive off trades those bytes for the CPU
 * (docs/decisions/0027-jpeg-progressive-default.md).
 */
static int
pt_render_progressive(pt_render_ctx *c, VipsImage *img)
{
    return !c->in->jpeg_baseline
           && (long long) img->Xsize * img->Ysize > 256 * 256;
}


static int
pt_render_jpeg(pt_render_ctx *c, VipsImage *in, void **buf, size_t *len)
{
    int               rc, n;
    double            bg[3];
    unsigned          rgba;
    VipsImage        *flat;
    VipsArrayDouble  *bga;

    rgba = c->t->bgcolor;
    flat = in;

    if (vips_image_hasalpha(in)) {
        bg[0] = (rgba >> 24) & 0xff;
        bg[1] = (rgba >> 16) & 0xff;
        bg[2] = (rgba >> 8) & 0xff;
        n = 3;

        if (in->Bands == 2) {
            bg[0] = 0.2126 * bg[0] + 0.7152 * bg[1] + 0.0722 * bg[2];
            n = 1;
        }

        bga = vips_array_double_new(bg, n);
        rc = vips_flatten(in, &flat, "background", bga, NULL);
        vips_area_unref(VIPS_AREA(bga));

        if (rc != 0) {
            return -1;
        }
    }

    rc = vips_jpegsave_buffer(flat, buf, len,
                              "Q", c->t->q > 0 ? c->t->q : PT_RENDER_JPEG_Q,
                              "optimize_coding", TRUE,
                              "interlace", pt_render_progressive(c, flat),
                              "strip", TRUE, NULL);

    if (flat != in) {
        g_object_unref(flat);
    }

    return rc;
}


static int
pt_render_save(pt_render_ctx *c, VipsImage *in, pt_out_format fmt,
    void **buf, size_t *len)
{
    int  q;

    q = c->t->q;

    switch (fmt) {

    case PT_OUT_JPEG:
        return pt_render_jpeg(c, in, buf, len);

    case PT_OUT_PNG:
        return vips_pngsave_buffer(in, buf, len, "compression", 6,
                                   "palette", FALSE, "strip", TRUE, NULL);

    case PT_OUT_WEBP:
        if (vips_webpsave_buffer(in, buf, len,
                                 "Q", q > 0 ? q : PT_RENDER_WEBP_Q,
                                 "effort", 4, "strip", TRUE, NULL)
            != 0)
        {
            return -1;
        }

        *len = pt_webp_drop_chunks(*buf, *len, 0);
        return 0;

    case PT_OUT_AVIF:
        return vips_heifsave_buffer(in, buf, len,
                                    "compression",
                                    VIPS_FOREIGN_HEIF_COMPRESSION_AV1,
                                    "Q", q > 0 ? q : PT_RENDER_AVIF_Q,
                                    "effort", PT_RENDER_AVIF_EFFORT,
                                    "bitdepth", 8, "strip", TRUE, NULL);

    case PT_OUT_GIF:
        return vips_gifsave_buffer(in, buf, len, "strip", TRUE, NULL);

    default:
        vips_error("pictor", "no encoder for output format %d", (int) fmt);
        return -1;
    }
}


int
pt_render_encode(pt_render_ctx *c, VipsImage *in, pt_render_out *out)
{
    int            rc, ph;
    void          *buf;
    size_t         len;
    VipsImage     *srgb, *rgb, *mem;
    pt_out_format  fmt;

    if (pt_render_srgb(c, in, &srgb, 0) != PT_OK) {
        return PT_ERROR;
    }

    /* a private copy whose metadata can go */
    rc = vips_copy(srgb, &rgb, NULL);
    g_object_unref(srgb);

    if (rc != 0) {
        return pt_render_vips_fail(c, PT_E_VIPS, "copy");
    }

    pt_render_strip(rgb);

    fmt = c->format;

    if (fmt == PT_OUT_LEGACY) {
        fmt = vips_image_hasalpha(rgb) ? PT_OUT_PNG : PT_OUT_JPEG;
    }

    /*
     * aom cannot be stopped once it runs: the pixels are computed first,
     * where the deadline reaches them, and the encode starts only if it
     * can end in the time left.
     */
    if (fmt == PT_OUT_AVIF) {
        rc = pt_render_memory(c, rgb, &mem);
        g_object_unref(rgb);

        if (rc != PT_OK) {
            return PT_ERROR;
        }

        rgb = mem;

        if (pt_render_avif_time(c, rgb) != PT_OK) {
            g_object_unref(rgb);
            return PT_ERROR;
        }
    }

    ph = vips_image_get_page_height(rgb);
    buf = NULL;
    len = 0;

    /* the pixels are computed here: decoding errors surface now */
    rc = pt_render_save(c, rgb, fmt, &buf, &len);

    if (rc != 0) {
        g_free(buf);
        g_object_unref(rgb);
        return pt_render_vips_fail(c, PT_E_UNREADABLE, "encode");
    }

    out->data = buf;
    out->len = len;
    out->format = fmt;
    out->width = rgb->Xsize;
    out->height = ph;
    out->frames = rgb->Ysize / ph;

    g_object_unref(rgb);

    return PT_OK;
}
