/*
 * The one way a file reaches libvips (media_vips.c): the loader of the
 * sniffed format, never one libvips picks by itself, with reduced decodes
 * and frames.  media's probe and strip use it, and render's load and
 * watermark steps.
 */

#ifndef PT_MEDIA_LOAD_H
#define PT_MEDIA_LOAD_H

#include <vips/vips.h>

#include "media/media.h"


/*
 * Opens path with the loader of fmt (never one libvips picks by itself),
 * failing on any decode error.  page and n select frames where the format
 * has them (n = -1: all); shrink > 1 asks for shrink-on-load (JPEG: 2, 4,
 * 8, a fraction floored; WebP: scale 1 / shrink).
 * On success *out is the caller's to g_object_unref.  Returns 0 or -1,
 * like libvips.
 */
int pt_media_load(const char *path, pt_format fmt, int page, int n,
    double shrink, VipsAccess access, VipsImage **out);

/*
 * A reduced decode: less than the whole of the page pt_media_load()
 * would read.  pt_media_load() is pt_media_load_at() with { shrink, -1,
 * 0 }.  A TIFF page pyramid's level is just its page.
 */
typedef struct {
    double  shrink;      /* JPEG, WebP: as pt_media_load()'s; 1: none */
    int     subifd;      /* TIFF: this sub-IFD of the page; -1: the page */
    int     thumbnail;   /* HEIF: the embedded thumbnail (libheif gives
                            the primary image when there is none) */
} pt_media_reduce;

int pt_media_load_at(const char *path, pt_format fmt, int page, int n,
    const pt_media_reduce *r, VipsAccess access, VipsImage **out);

/* frames of an opened image: "n-pages" for GIF, WebP, TIFF; else 1 */
int pt_media_frames(VipsImage *img, pt_format fmt);

#endif /* PT_MEDIA_LOAD_H */
