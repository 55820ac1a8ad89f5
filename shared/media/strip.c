/*
 * Metadata stripping (pt_strip_file): the EXIF orientation is applied to
 * the pixels, then EXIF, XMP and IPTC are removed and the image is saved
 * again in its own format with its ICC profile, every frame kept.  The
 * memory of the decode and the encode is admitted first (guard.h), the
 * decode is killed after limits->timeout, and encoders that cannot be
 * stopped (GIF frame by frame, AVIF and HEIC whole) start only when they
 * can end in time.
 */

#include <stdio.h>
#include <string.h>

#include <vips/vips.h>

#include "media/guard.h"
#include "media/media.h"
#include "media/media_load.h"
#include "media/memcost.h"


/*
 * Nanoseconds per pixel (all frames) of the encoders libvips does not
 * interrupt, at their slowest measured here: cgif 77 to 264, aom at
 * effort 0 about 140 (12 MP in 1.7 s), x265 about 2500 (12 MP in 30 s).
 */
static int
pt_strip_ns(pt_format fmt)
{
    switch (fmt) {

    case PT_FMT_GIF:
    case PT_FMT_AVIF:
        return 300;

    case PT_FMT_HEIC:
        return 3000;

    default:
        return 0;
    }
}


static uint32_t
pt_strip_le32(const unsigned char *p)
{
    return ((uint32_t) p[3] << 24) | ((uint32_t) p[2] << 16)
           | ((uint32_t) p[1] << 8) | p[0];
}


/*
 * 1 when a WebP's bitstream is VP8L (lossless), so that stripping does
 * not turn it lossy; a lossy file is saved at Q 95.  Walks the RIFF
 * chunks (ICCP, EXIF, ... may come first); an animation is judged by
 * its first frame.
 */
static int
pt_strip_webp_lossless(const char *path)
{
    int            lossless;
    long           off;
    FILE          *f;
    uint32_t       n;
    unsigned char  h[24];

    f = fopen(path, "rb");
    if (f == NULL) {
        return 0;
    }

    lossless = 0;
    off = 12;

    while (fseek(f, off, SEEK_SET) == 0 && fread(h, 1, 8, f) == 8) {
        n = pt_strip_le32(h + 4);

        if (memcmp(h, "VP8L", 4) == 0) {
            lossless = 1;
            break;
        }

        if (memcmp(h, "VP8 ", 4) == 0 || memcmp(h, "ALPH", 4) == 0) {
            break;
        }

        if (memcmp(h, "ANMF", 4) == 0) {
            /* 16 bytes of frame header, then the frame's first chunk */
            if (fread(h, 1, 20, f) == 20) {
                lossless = memcmp(h + 16, "VP8L", 4) == 0;
            }
            break;
        }

        if (n > 0x7ffffff0u - (unsigned long) off) {
            break;
        }

        off += 8 + (long) n + (long) (n & 1);
    }

    fclose(f);

    return lossless;
}


/* metadata that goes: EXIF (and what libvips parsed out of it), XMP,
 * IPTC, Photoshop resources, and PNG text chunks carrying any of them */
static int
pt_strip_field(const char *name)
{
    if (strcmp(name, VIPS_META_EXIF_NAME) == 0
        || strcmp(name, VIPS_META_XMP_NAME) == 0
        || strcmp(name, VIPS_META_IPTC_NAME) == 0
        || strcmp(name, VIPS_META_PHOTOSHOP_NAME) == 0
        || strcmp(name, VIPS_META_ORIENTATION) == 0
        || strcmp(name, "jpeg-thumbnail-data") == 0
        || strncmp(name, "exif-", 5) == 0)
    {
        return 1;
    }

    return strncmp(name, "png-comment-", 12) == 0
           && (strcasestr(name, "exif") != NULL
               || strcasestr(name, "xmp") != NULL
               || strcasestr(name, "iptc") != NULL
               || strcasestr(name, "app1") != NULL);
}


/*
 * libvips 8.14's JPEG, WebP and HEIF savers write a fresh EXIF block
 * (resolution, dimensions, Orientation 1) when the image has none, and
 * their "strip" also drops the ICC profile.  So JPEG and WebP are saved
 * to memory and the EXIF is cut out of the container here.
 */
static size_t
pt_strip_jpeg_exif(unsigned char *b, size_t len)
{
    size_t         in, out, seg;
    unsigned char  m;

    in = 2;
    out = 2;

    while (in + 4 <= len && b[in] == 0xFF) {
        m = b[in + 1];
        seg = ((size_t) b[in + 2] << 8) | b[in + 3];

        if (m == 0xDA || m == 0xD9 || seg < 2 || seg > len - in - 2) {
            break;                        /* the scan: copied as it is */
        }

        if (!(m == 0xE1 && seg >= 8 && memcmp(b + in + 4, "Exif\0\0", 6)
              == 0))
        {
            memmove(b + out, b + in, seg + 2);
            out += seg + 2;
        }

        in += seg + 2;
    }

    memmove(b + out, b + in, len - in);

    return out + len - in;
}


size_t
pt_webp_drop_chunks(unsigned char *b, size_t len, int keep_icc)
{
    size_t    in, out, n, total;
    uint32_t  riff;
    int       drop;

    if (len < 12 || memcmp(b, "RIFF", 4) != 0
        || memcmp(b + 8, "WEBP", 4) != 0)
    {
        return len;
    }

    in = 12;
    out = 12;

    while (in + 8 <= len) {
        n = pt_strip_le32(b + in + 4);
        if (n > len - in - 8) {
            break;
        }

        total = 8 + n + (n & 1);
        if (total > len - in) {
            total = len - in;
        }

        if (memcmp(b + in, "VP8X", 4) == 0 && n >= 1) {
            /* the EXIF and XMP flags, and ICC's unless it stays */
            b[in + 8] &= ~(0x08 | 0x04 | (keep_icc ? 0 : 0x20));
        }

        drop = memcmp(b + in, "EXIF", 4) == 0
               || memcmp(b + in, "XMP ", 4) == 0
               || (!keep_icc && memcmp(b + in, "ICCP", 4) == 0);

        if (!drop) {
            memmove(b + out, b + in, total);
            out += total;
        }

        in += total;
    }

    memmove(b + out, b + in, len - in);
    out += len - in;

    riff = (uint32_t) (out - 8);
    b[4] = riff & 0xff;
    b[5] = (riff >> 8) & 0xff;
    b[6] = (riff >> 16) & 0xff;
    b[7] = (riff >> 24) & 0xff;

    return out;
}


static int
pt_strip_write(const char *dst, const unsigned char *buf, size_t len)
{
    FILE  *f;

    f = fopen(dst, "wb");
    if (f == NULL) {
        vips_error("pictor", "cannot create the output file");
        return -1;
    }

    if (fwrite(buf, 1, len, f) != len) {
        fclose(f);
        vips_error("pictor", "cannot write the output file");
        return -1;
    }

    if (fclose(f) != 0) {
        vips_error("pictor", "cannot write the output file");
        return -1;
    }

    return 0;
}


static int
pt_strip_save(VipsImage *img, const char *dst, pt_format fmt, int lossless)
{
    int     rc;
    void   *buf;
    size_t  len;

    buf = NULL;

    switch (fmt) {

    case PT_FMT_JPEG:
        if (vips_jpegsave_buffer(img, &buf, &len, "Q", 95,
                                 "optimize_coding", TRUE, NULL) != 0)
        {
            return -1;
        }

        len = pt_strip_jpeg_exif(buf, len);
        rc = pt_strip_write(dst, buf, len);
        g_free(buf);
        return rc;

    case PT_FMT_PNG:
        return vips_pngsave(img, dst, NULL);

    case PT_FMT_WEBP:
        rc = lossless
             ? vips_webpsave_buffer(img, &buf, &len, "lossless", TRUE, NULL)
             : vips_webpsave_buffer(img, &buf, &len, "Q", 95, NULL);
        if (rc != 0) {
            return -1;
        }

        len = pt_webp_drop_chunks(buf, len, 1);
        rc = pt_strip_write(dst, buf, len);
        g_free(buf);
        return rc;

    case PT_FMT_GIF:
        return vips_gifsave(img, dst, NULL);

    case PT_FMT_TIFF:
        return vips_tiffsave(img, dst, "compression",
                             VIPS_FOREIGN_TIFF_COMPRESSION_DEFLATE, NULL);

    case PT_FMT_AVIF:
        /* aom at the default effort takes over a minute for 12 MP on
         * one core; effort 0 (aom speed 9) about two seconds */
        return vips_heifsave(img, dst, "Q", 90, "compression",
                             VIPS_FOREIGN_HEIF_COMPRESSION_AV1, "effort", 0,
                             NULL);

    case PT_FMT_HEIC:
        /* x265 through libheif 1.15 ignores effort: ~30 s for 12 MP */
        return vips_heifsave(img, dst, "Q", 90, "compression",
                             VIPS_FOREIGN_HEIF_COMPRESSION_HEVC, NULL);

    default:
        vips_error("pictor", "not a raster format");
        return -1;
    }
}


/*
 * Memory for the decode and the encode of every frame, and the time of an
 * encoder that cannot be stopped: PT_OK, or PT_ERROR with e set.
 */
static int
pt_strip_admit(pt_guard *g, const pt_cost_src *s, int random, pt_error *e)
{
    double              secs;
    unsigned long long  need, px;

    px = (unsigned long long) s->width * (unsigned long long) s->height
         * (unsigned long long) s->frames;
    secs = (double) px * pt_strip_ns(s->fmt) / 1e9;

    if (g->deadline != 0 && secs > 0
        && g_get_monotonic_time() + (gint64) (secs * 1e6) > g->deadline)
    {
        return pt_error_set(e, PT_E_OVER_LIMIT, "re-encoding %.4g MP as %s "
                            "would take about %.3g s, longer than the limit",
                            (double) px / 1e6, pt_format_name(s->fmt), secs);
    }

    need = PT_COST_BASE + pt_cost_decode(s, 1, random)
           + pt_cost_encode(s->fmt, s->width, s->height, s->frames);

    switch (pt_guard_admit(g, need)) {

    case PT_GUARD_NEVER:
        return pt_error_set(e, PT_E_OVER_LIMIT, "re-encoding this image needs "
                            "about %llu MB of memory, more than the %llu MB "
                            "the server allows", need >> 20,
                            pt_guard_budget() >> 20);

    case PT_GUARD_BUSY:
        return pt_error_set(e, PT_E_BUSY, "the server is busy: %llu MB of "
                            "memory to re-encode this image did not free up "
                            "in time", need >> 20);

    default:
        return PT_OK;
    }
}


/* The header: frames, orientation and the cost estimate's source. */
static int
pt_strip_header(const char *src, pt_format fmt, pt_cost_src *cost,
    int *orientation, pt_error *e)
{
    int         frames;
    VipsImage  *img;

    if (pt_media_load(src, fmt, 0, 1, 1, VIPS_ACCESS_SEQUENTIAL, &img)
        != 0)
    {
        return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt image");
    }

    frames = pt_media_frames(img, fmt);
    *orientation = vips_image_get_orientation(img);
    pt_cost_header(cost, img, fmt, src);
    cost->frames = frames;
    g_object_unref(img);

    return PT_OK;
}


/*
 * Opens src for the re-encode, watched by the guard, and applies the
 * orientation when access is random.  *img and *rot are the caller's to
 * unref, also on failure.
 */
static int
pt_strip_open(pt_guard *g, const char *src, pt_format fmt, int n,
    VipsAccess access, VipsImage **img, VipsImage **rot, pt_error *e)
{
    if (pt_media_load(src, fmt, 0, n, 1, access, img) != 0) {
        return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt image");
    }

    pt_guard_watch(g, *img);

    if (access == VIPS_ACCESS_RANDOM) {
        if (vips_autorot(*img, rot, NULL) != 0) {
            return pt_error_set(e, PT_E_UNREADABLE, "cannot apply the "
                                "orientation");
        }

    } else {
        *rot = *img;
        g_object_ref(*rot);
    }

    return PT_OK;
}


/*
 * A copy of rot without the metadata that goes (pt_strip_field), saved
 * to dst.  *copy is the caller's to unref, also on failure.
 */
static int
pt_strip_resave(VipsImage *rot, const char *src, const char *dst,
    pt_format fmt, VipsImage **copy, pt_error *e)
{
    int     i, lossless;
    char  **fields;

    /* metadata is changed on a private copy, never on a shared image */
    if (vips_copy(rot, copy, NULL) != 0) {
        return pt_error_set(e, PT_E_NOMEM, "out of memory");
    }

    fields = vips_image_get_fields(*copy);

    for (i = 0; fields[i] != NULL; i++) {
        if (pt_strip_field(fields[i])) {
            vips_image_remove(*copy, fields[i]);
        }
    }

    g_strfreev(fields);

    lossless = (fmt == PT_FMT_WEBP) ? pt_strip_webp_lossless(src) : 0;

    if (pt_strip_save(*copy, dst, fmt, lossless) != 0) {
        return pt_error_set(e, PT_E_UNREADABLE, "cannot write the %s image",
                            pt_format_name(fmt));
    }

    return PT_OK;
}


int
pt_strip_file(const char *src, const char *dst, pt_format fmt,
    const pt_limits *limits, pt_error *e)
{
    int           rc, orientation, n;
    pt_guard      g;
    VipsImage    *img, *rot, *copy;
    VipsAccess    access;
    pt_cost_src   cost;

    img = NULL;
    rot = NULL;
    copy = NULL;
    e->detail[0] = '\0';
    pt_guard_start(&g, limits != NULL ? limits->timeout : 0);

    if (!pt_format_is_raster(fmt)) {
        return pt_error_set(e, PT_E_UNREADABLE, "unsupported image format");
    }

    /* the header first: how many frames, and is there a rotation */
    rc = pt_strip_header(src, fmt, &cost, &orientation, e);
    if (rc != PT_OK) {
        goto done;
    }

    /*
     * Rotating needs the whole image (random access); a plain re-save
     * streams.  Frames of an animation share one orientation, but
     * rotating a stack of frames as one tall image would scramble it, so
     * only a single frame is rotated (an oriented animation is rare).
     */
    n = (cost.frames > 1) ? -1 : 1;
    access = (cost.frames == 1 && orientation > 1 && orientation <= 8)
             ? VIPS_ACCESS_RANDOM : VIPS_ACCESS_SEQUENTIAL;

    rc = pt_strip_admit(&g, &cost, access == VIPS_ACCESS_RANDOM, e);
    if (rc != PT_OK) {
        goto done;
    }

    rc = pt_strip_open(&g, src, fmt, n, access, &img, &rot, e);

    if (rc == PT_OK) {
        rc = pt_strip_resave(rot, src, dst, fmt, &copy, e);
    }

    /*
     * Page 1 decodes (the probe saw to it), so the other pages of a TIFF
     * cannot be one image (sizes differ, as a COG's overviews) or one is
     * damaged; dropping pages silently would lose what the client sent.
     */
    if (rc == PT_ERROR && fmt == PT_FMT_TIFF && n == -1) {
        pt_error_put(e, PT_E_UNREADABLE, "the pages of this TIFF differ in"
                     " size or one after the first is damaged, so it"
                     " cannot be re-encoded without its metadata; upload it"
                     " without stripExif");
    }

done:

    /* killed, or ended past the limit unkilled (as in probe.c) */
    if ((rc == PT_OK || e->cause != PT_E_BUSY) && pt_guard_timed_out(&g)) {
        rc = pt_error_set(e, PT_E_BUSY, "re-encoding the image took longer "
                          "than the limit of %g s", limits->timeout);
    }

    if (rc != PT_OK && e->cause != PT_E_BUSY) {
        pt_log(PT_LOG_ERR, "strip: %s: %s", e->detail, vips_error_buffer());
    }

    if (copy != NULL) {
        g_object_unref(copy);
    }

    if (rot != NULL) {
        g_object_unref(rot);
    }

    if (img != NULL) {
        g_object_unref(img);
    }

    pt_guard_end(&g);
    vips_error_clear();
    vips_thread_shutdown();

    return rc;
}
