/*
 * Upload probing (pt_probe_file): size, frames and orientation from the
 * header, limits checked before a pixel is decoded, then one full decode
 * at reduced size so that a truncated or corrupt file is refused at
 * upload.
 */

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vips/vips.h>

#include "media/guard.h"
#include "media/media.h"
#include "media/media_load.h"
#include "media/memcost.h"


/* libheif 1.15 refuses a wider or taller image when reading the header */
#define PT_HEIF_SIDE_MAX  16384


/* width x height of one frame against the limits; 0 when within */
static int
pt_probe_limits(int w, int h, const pt_limits *lim, pt_error *e)
{
    unsigned long long  px;

    if (w <= 0 || h <= 0) {
        return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt "
                            "image");
    }

    px = (unsigned long long) w * (unsigned long long) h;

    if (lim->max_pixels != 0 && px > lim->max_pixels) {
        return pt_error_set(e, PT_E_OVER_LIMIT, "image is %dx%d = %.4g MP, "
                            "over the limit of %.4g MP", w, h,
                            (double) px / 1e6,
                            (double) lim->max_pixels / 1e6);
    }

    if (lim->max_input_side != 0
        && ((unsigned) w > lim->max_input_side
            || (unsigned) h > lim->max_input_side))
    {
        return pt_error_set(e, PT_E_OVER_LIMIT, "image is %dx%d, over the "
                            "limit of %u pixels per side", w, h,
                            lim->max_input_side);
    }

    return PT_OK;
}


static int
pt_probe_frames(int frames, const pt_limits *lim, pt_error *e)
{
    if (lim->max_frames != 0 && (unsigned) frames > lim->max_frames) {
        return pt_error_set(e, PT_E_OVER_LIMIT, "image has %d frames, over "
                            "the limit of %u", frames, lim->max_frames);
    }

    return PT_OK;
}


/*
 * libvips parses the EXIF of JPEG, PNG, WebP and HEIF with libexif as it
 * reads the header, and libexif walks a sub-IFD again for every pointer
 * to it that it meets: the review's 1013 x 1024 x 1024 pointers held a
 * thread for minutes.  No camera repeats a pointer, so a blob that does is
 * refused before libvips sees it; this walk is bounded (pt_exif_walk).
 */
static int
pt_probe_exif(const unsigned char *map, size_t len, pt_format fmt,
    pt_error *e)
{
    unsigned  n;
    pt_exif   exif;

    if (pt_exif_from_file(map, len, fmt, &exif) != PT_OK) {
        return pt_error_set(e, PT_E_NOMEM, "out of memory");
    }

    n = exif.repeated;
    pt_exif_clear(&exif);

    if (n == 0) {
        return PT_OK;
    }

    return pt_error_set(e, PT_E_UNREADABLE, "malformed EXIF: IFD pointers "
                        "repeated %u times", n);
}


/*
 * What the container itself declares, before a decoder reads it: libnsgif
 * stops counting at 4096 frames (a GIF of 10,000 said "4097"), and
 * libheif refuses a side over PT_HEIF_SIDE_MAX as a read error, so an
 * oversized AVIF looked corrupt instead of over the limit.  The other
 * formats but TIFF have their EXIF checked.
 */
static int
pt_probe_declared(const char *path, pt_format fmt, const pt_limits *lim,
    pt_error *e)
{
    int                   w, h;
    size_t                len;
    int                   rc;
    const unsigned char  *map;

    if (fmt == PT_FMT_TIFF) {
        return PT_OK;               /* libtiff skips EXIF pointers */
    }

    map = pt_media_map(path, &len);
    if (map == NULL) {
        return PT_OK;               /* the loader will say why */
    }

    rc = PT_OK;

    if (fmt == PT_FMT_GIF) {
        rc = pt_probe_frames(pt_gif_frames(map, len), lim, e);

    } else if ((fmt == PT_FMT_AVIF || fmt == PT_FMT_HEIC)
               && pt_heif_extent(map, len, &w, &h) == PT_OK)
    {
        rc = pt_probe_limits(w, h, lim, e);

        if (rc == PT_OK
            && (w > PT_HEIF_SIDE_MAX || h > PT_HEIF_SIDE_MAX))
        {
            rc = pt_error_set(e, PT_E_OVER_LIMIT, "image is %dx%d, over "
                              "the HEIF decoder's limit of %d pixels per "
                              "side", w, h, PT_HEIF_SIDE_MAX);
        }
    }

    if (rc == PT_OK) {
        rc = pt_probe_exif(map, len, fmt, e);
    }

    pt_media_unmap(map, len);

    return rc;
}


/*
 * How many of the frames to decode.  A few MB of GIF can hold hundreds
 * of frames of 100 MP each; validating them all would cost minutes, so
 * frames are decoded until max_pixels have been, at least one.  A bad
 * frame beyond that is found at delivery instead.
 */
static int
pt_probe_budget(int frames, int w, int h, const pt_limits *lim)
{
    unsigned long long  px, n;

    px = (unsigned long long) w * (unsigned long long) h;

    if (lim->max_pixels == 0 || px == 0) {
        return frames;
    }

    n = lim->max_pixels / px;

    return n < 1 ? 1 : (n < (unsigned long long) frames ? (int) n : frames);
}


/* pulls every pixel of img through the decoder, in bounded memory */
static int
pt_probe_decode(pt_guard *g, VipsImage *img)
{
    double  avg;

    pt_guard_watch(g, img);

    return vips_avg(img, &avg, NULL);
}


/* a TIFF page after the first that cannot be read: logged, tolerated */
static void
pt_probe_tiff_skip(int page)
{
    pt_log(PT_LOG_INFO, "probe: TIFF page %d unreadable, left to page_%d "
           "requests: %s", page, page, vips_error_buffer());
    vips_error_clear();
}


/* a decode that could never be admitted: no render of it could either */
static int
pt_probe_never(unsigned long long need, pt_error *e)
{
    return pt_error_set(e, PT_E_OVER_LIMIT, "decoding this image needs "
                        "about %llu MB of memory, more than the %llu MB "
                        "the server allows", need >> 20,
                        pt_guard_budget() >> 20);
}


/* the full decode's memory, before it starts */
static int
pt_probe_admit(pt_guard *g, const pt_cost_src *src, int shrink, pt_error *e)
{
    unsigned long long  need;

    need = PT_COST_BASE + pt_cost_decode(src, shrink, 0);

    switch (pt_guard_admit(g, need)) {

    case PT_GUARD_NEVER:
        return pt_probe_never(need, e);

    case PT_GUARD_BUSY:
        return pt_error_set(e, PT_E_BUSY, "the server is busy: %llu MB of "
                            "memory to check this image did not free up in "
                            "time", need >> 20);

    default:
        return PT_OK;
    }
}


/*
 * TIFF pages may differ in size: each page's header is checked, then
 * each page is decoded on its own.  Delivery reads one page, the first
 * unless page_N asks, so only page 1 must decode: GeoTIFF/COG writers and
 * scanners leave damaged overviews and thumbnails behind good first
 * pages, and a page_N of a damaged page is refused when asked for.
 */
static int
pt_probe_tiff_pages(pt_guard *g, const char *path, int frames,
    const pt_limits *lim, pt_error *e)
{
    int                 i;
    VipsImage          *img;
    int                 rc;
    unsigned long long  done;

    for (i = 1; i < frames; i++) {
        if (pt_media_load(path, PT_FMT_TIFF, i, 1, 1,
                          VIPS_ACCESS_SEQUENTIAL, &img) != 0)
        {
            pt_probe_tiff_skip(i + 1);
            continue;
        }

        rc = pt_probe_limits(img->Xsize, img->Ysize, lim, e);
        g_object_unref(img);

        if (rc != PT_OK) {
            return rc;
        }
    }

    /* as for animations: pages are decoded up to max_pixels in total */
    done = 0;

    for (i = 0; i < frames; i++) {
        if (pt_media_load(path, PT_FMT_TIFF, i, 1, 1,
                          VIPS_ACCESS_SEQUENTIAL, &img) != 0)
        {
            if (i == 0) {
                goto undecodable;
            }

            pt_probe_tiff_skip(i + 1);
            continue;
        }

        if (i > 0 && lim->max_pixels != 0
            && done + (unsigned long long) img->Xsize * img->Ysize
               > lim->max_pixels)
        {
            g_object_unref(img);
            break;
        }

        done += (unsigned long long) img->Xsize * img->Ysize;

        if (pt_probe_decode(g, img) != 0) {
            g_object_unref(img);

            if (i == 0) {
                goto undecodable;
            }

            pt_probe_tiff_skip(i + 1);
            continue;
        }

        g_object_unref(img);
    }

    return PT_OK;

undecodable:

    return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt image");
}


/*
 * What the header says, before a pixel is read: out's sizes, frames and
 * orientation, and src for the memory estimates.
 */
static int
pt_probe_header(const char *path, pt_format fmt, pt_probe *out,
    pt_cost_src *src, pt_error *e)
{
    int         frames;
    VipsImage  *img;

    /* the header alone: loaders read no pixels until asked */
    if (pt_media_load(path, fmt, 0, 1, 1, VIPS_ACCESS_SEQUENTIAL, &img)
        != 0)
    {
        return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt "
                            "image");
    }

    frames = pt_media_frames(img, fmt);
    pt_cost_header(src, img, fmt, path);
    src->frames = frames;
    out->stored_width = img->Xsize;
    out->stored_height = img->Ysize;
    out->frames = frames;
    out->orientation = vips_image_get_orientation(img);
    out->has_alpha = vips_image_hasalpha(img) ? 1 : 0;
    g_object_unref(img);

    if (out->orientation < 1 || out->orientation > 8) {
        out->orientation = 1;
    }

    if (out->orientation >= 5) {
        out->width = out->stored_height;
        out->height = out->stored_width;

    } else {
        out->width = out->stored_width;
        out->height = out->stored_height;
    }

    return PT_OK;
}


/* JPEG and WebP shrink while decoding; other formats are decoded whole */
static int
pt_probe_shrink(pt_format fmt, int w, int h)
{
    int  shrink;

    if (fmt != PT_FMT_JPEG && fmt != PT_FMT_WEBP) {
        return 1;
    }

    /* libvips 8.14 aborts (an assertion, not an error) when a JPEG
     * shrinks to less than one pixel: small images shrink less */
    for (shrink = 8; shrink > 1; shrink /= 2) {
        if (w / shrink >= 8 && h / shrink >= 8) {
            break;
        }
    }

    return shrink;
}


/* 1 when the JPEG at path is whole by its structure (pt_jpeg_whole) */
static int
pt_probe_jpeg_whole(const char *path)
{
    int           fd, whole;
    void         *map;
    struct stat   st;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return 0;
    }

    whole = 0;

    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        map = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);

        if (map != MAP_FAILED) {
            whole = pt_jpeg_whole(map, (size_t) st.st_size);
            munmap(map, (size_t) st.st_size);
        }
    }

    close(fd);

    return whole;
}


/*
 * The full decode: JPEG and WebP shrink while decoding (every byte
 * of entropy-coded data is still read); the frames of a GIF or WebP
 * animation are decoded too, as many as fit in max_pixels.
 */
static int
pt_probe_full(pt_guard *g, const char *path, pt_format fmt,
    const pt_limits *limits, const pt_probe *out, const pt_cost_src *src,
    pt_error *e)
{
    int                 n, shrink;
    VipsImage          *img;
    int                 rc;
    unsigned long long  need;

    n = (fmt == PT_FMT_GIF || fmt == PT_FMT_WEBP)
        ? pt_probe_budget(out->frames, out->stored_width,
                          out->stored_height, limits)
        : 1;
    shrink = pt_probe_shrink(fmt, out->stored_width, out->stored_height);

    /*
     * What the decode would refuse, the structure shows: no decode, and
     * no memory to wait for.  A file whose decode could never fit is
     * refused all the same, as no render of it could run.
     */
    if (fmt == PT_FMT_JPEG && !limits->full_decode
        && pt_probe_jpeg_whole(path))
    {
        need = PT_COST_BASE + pt_cost_decode(src, shrink, 0);

        return pt_guard_budget() != 0 && need > pt_guard_budget()
               ? pt_probe_never(need, e) : PT_OK;
    }

    rc = pt_probe_admit(g, src, shrink, e);
    if (rc != PT_OK) {
        return rc;
    }

    if (pt_media_load(path, fmt, 0, n, shrink, VIPS_ACCESS_SEQUENTIAL, &img)
        != 0)
    {
        return pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt "
                            "image");
    }

    if (pt_probe_decode(g, img) != 0) {
        rc = pt_error_set(e, PT_E_UNREADABLE, "truncated or corrupt image");
    }

    g_object_unref(img);

    return rc;
}


/* The checks in order, the cheapest first: the first refusal ends them. */
static int
pt_probe_steps(pt_guard *g, const char *path, pt_format fmt,
    const pt_limits *limits, pt_probe *out, pt_error *e)
{
    pt_cost_src       src;
    int               rc;

    rc = pt_probe_declared(path, fmt, limits, e);
    if (rc != PT_OK) {
        return rc;
    }

    rc = pt_probe_header(path, fmt, out, &src, e);
    if (rc != PT_OK) {
        return rc;
    }

    rc = pt_probe_limits(out->stored_width, out->stored_height, limits, e);
    if (rc != PT_OK) {
        return rc;
    }

    rc = pt_probe_frames(out->frames, limits, e);
    if (rc != PT_OK) {
        return rc;
    }

    if (fmt == PT_FMT_TIFF) {
        rc = pt_probe_admit(g, &src, 1, e);

        if (rc == PT_OK) {
            rc = pt_probe_tiff_pages(g, path, out->frames, limits, e);
        }

        return rc;
    }

    if (limits != NULL && limits->header_only) {
        return PT_OK;
    }

    return pt_probe_full(g, path, fmt, limits, out, &src, e);
}


/* Ends the guard and libvips' per-thread state; rc, or BUSY if too late. */
static int
pt_probe_end(pt_guard *g, int rc, const pt_limits *limits,
    pt_error *e)
{
    /*
     * Killed, or failed late: the time limit, not the file, is the cause.
     * A decode may also end past the limit unkilled (libvips checks
     * between work units, and not after the last one): over is over.
     */
    if ((rc == PT_OK || e->cause == PT_E_UNREADABLE)
        && pt_guard_timed_out(g))
    {
        rc = pt_error_set(e, PT_E_BUSY, "checking the image took longer "
                          "than the limit of %g s", limits->timeout);
    }

    pt_guard_end(g);

    if (rc != PT_OK && e->cause == PT_E_UNREADABLE) {
        pt_log(PT_LOG_INFO, "probe: undecodable: %s", vips_error_buffer());
    }

    vips_error_clear();
    vips_thread_shutdown();

    return rc;
}


int
pt_probe_file(const char *path, pt_format fmt, const pt_limits *limits,
    pt_probe *out, pt_error *e)
{
    pt_guard          g;
    struct stat       st;
    int               rc;

    memset(out, 0, sizeof(*out));
    pt_guard_start(&g, limits->timeout);
    out->format = fmt;
    e->detail[0] = '\0';

    if (!pt_format_is_raster(fmt)) {
        return pt_error_set(e, PT_E_UNREADABLE, "unsupported image "
                            "format");
    }

    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
        pt_log(PT_LOG_ERR, "probe: stat \"%s\" failed", path);
        return pt_error_set(e, PT_E_FAULT, "the upload could not be read");
    }

    rc = pt_probe_steps(&g, path, fmt, limits, out, e);

    return pt_probe_end(&g, rc, limits, e);
}
