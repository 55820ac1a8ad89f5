/*
 * Memory estimates of libvips work, from a header alone, before a pixel
 * is decoded: what a decoder holds (progressive JPEG coefficients, an
 * interlaced PNG, a WebP or HEIF frame, GIF canvases, a TIFF strip), what
 * a copy in memory costs and what an encoder holds.  The factors come
 * from peak RSS measured with libvips 8.14 (docs/MEMORY.md); each is at
 * or above what was measured.  Not part of libpictor's interface.
 */

#ifndef PT_MEMCOST_H
#define PT_MEMCOST_H

#include <vips/vips.h>

#include "media/media.h"

/* libvips' own buffers of one pipeline, whatever the image */
#define PT_COST_BASE  (16ULL << 20)

typedef struct {
    pt_format           fmt;
    int                 width;       /* one frame or page, as stored */
    int                 height;
    int                 bands;
    int                 sample;      /* bytes per band: 1, 2, 4, 8 */
    int                 frames;      /* pt_media_frames() */
    unsigned            interlaced:1;    /* progressive JPEG, Adam7 PNG */
    unsigned            subsampled:1;    /* JPEG chroma subsampling */
    unsigned long long  file_size;
} pt_cost_src;

/* what a header (pt_media_load, no pixels read) says; path for its size */
void pt_cost_header(pt_cost_src *s, VipsImage *hdr, pt_format fmt,
    const char *path);

/*
 * The decoder of one frame or page, shrunk on load by shrink (JPEG,
 * WebP; 1 elsewhere), streamed; random: the whole decoded image is kept
 * (random access, as for vips_autorot on a loader).
 */
unsigned long long pt_cost_decode(const pt_cost_src *s, int shrink,
    int random);

/* w x h x bands x sample bytes: an image computed into memory */
unsigned long long pt_cost_image(long long w, long long h, int bands,
    int sample);

/* the encoder of fmt writing frames of w x h (8-bit) */
unsigned long long pt_cost_encode(pt_format fmt, long long w, long long h,
    int frames);

#endif /* PT_MEMCOST_H */
