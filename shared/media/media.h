/*
 * What an uploaded file is and what it holds, without nginx and without the
 * database: format sniffing by magic bytes, EXIF extraction (libexif),
 * probing and validating with libvips, and stripping metadata.
 *
 *   sniff.c  pt_sniff()       magic bytes -> pt_format
 *   media_header.c            what a GIF or HEIF declares, before decoding
 *   header_dims.c             an image's size from its first bytes
 *   exif.c   pt_exif_*()      EXIF blob of a file -> string map + fields
 *            (exif_file.c finds the blob inside each container)
 *   media_vips.c              pt_media_init(), the loaders (media_load.h)
 *   jpeg_whole.c, jpeg_dc.c   a JPEG's structure walked, a progressive
 *                             one rewritten for its 1/8 decode (jpeg.h)
 *   probe.c  pt_probe_file()  header limits, one cheap full decode
 *   strip.c  pt_strip_file()  orientation applied, EXIF/XMP/IPTC removed
 *
 * libvips must have been initialised by the caller (after fork in nginx),
 * with pt_media_init().
 */

#ifndef PT_MEDIA_H
#define PT_MEDIA_H

#include "core/problem.h"
#include "core/pt.h"

typedef enum {
    PT_FMT_UNKNOWN = 0,
    PT_FMT_JPEG,
    PT_FMT_PNG,
    PT_FMT_WEBP,
    PT_FMT_GIF,
    PT_FMT_TIFF,
    PT_FMT_AVIF,
    PT_FMT_HEIC,
    /* recognised so they can be refused or routed to later features */
    PT_FMT_EPS,         /* %!PS-Adobe-... EPSF, or DOS EPS C5 D0 D3 C6 */
    PT_FMT_PS,          /* other PostScript */
    PT_FMT_PDF,
    PT_FMT_SVG,
    PT_FMT_MP4,
    PT_FMT_MOV,
    PT_FMT_WEBM,
    PT_FMT_LAST
} pt_format;

/* Looks at the first bytes only (give at least 64, ideally 4096). */
pt_format pt_sniff(const unsigned char *buf, size_t len);
const char *pt_format_mime(pt_format fmt);       /* "image/jpeg" */
const char *pt_format_name(pt_format fmt);       /* "jpeg" */
/* the format pt_format_name() calls name (a row's format); else UNKNOWN */
pt_format pt_format_from_name(const char *name);
/* 1 for the raster formats upload accepts today (JPEG..HEIC) */
int pt_format_is_raster(pt_format fmt);


/* --- what the container declares --- */

/* The file read-only in memory; NULL when unreadable or empty. */
const unsigned char *pt_media_map(const char *path, size_t *len);
void pt_media_unmap(const unsigned char *map, size_t len);

/*
 * Images (frames) in a GIF, counted up to the trailer or the end of the
 * data; libnsgif, and so libvips, stops counting past 4096.
 */
int pt_gif_frames(const unsigned char *d, size_t len);

/*
 * The widest and the tallest image a HEIF/AVIF file declares (ispe),
 * primary item, tiles and thumbnails alike: libheif refuses the file for
 * any one of them.  PT_ERROR when none is found.
 */
int pt_heif_extent(const unsigned char *d, size_t len, int *w, int *h);

/*
 * The EXIF of a HEIF/AVIF file: the bytes of its first "Exif" item from
 * the TIFF header on (*blen of them), or NULL.  Read here rather than
 * through libheif, because libvips parses what libheif finds with libexif.
 */
const unsigned char *pt_heif_exif(const unsigned char *d, size_t len,
    size_t *blen);

/*
 * What a HEIF/AVIF file's primary item declares: its size (ispe) and its
 * rotation (irot, anticlockwise degrees), which libheif applies.
 * PT_ERROR when the meta box does not give both.
 */
typedef struct {
    unsigned  width;
    unsigned  height;
    unsigned  rotation;     /* 0, 90, 180, 270 */
} pt_heif_dims;

int pt_heif_primary(const unsigned char *d, size_t len, pt_heif_dims *out);


/* --- dimensions from the first bytes (header_dims.c) --- */

typedef enum {
    PT_DIMS_OK = 0,
    PT_DIMS_CUT,          /* the header goes on past the bytes given */
    PT_DIMS_INVALID       /* not the format, or no size in its header */
} pt_dims_rc;

/*
 * The size an image declares, from its first bytes (bucket import reads
 * 64 KB): JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X, GIF screen, TIFF first
 * IFD, HEIF/AVIF primary ispe.  Width and height are as displayed, as
 * upload stores them: swapped by an EXIF orientation of 5..8 (JPEG, PNG,
 * WebP, TIFF) or by irot (HEIF/AVIF), when that is in the bytes given.
 * No decoder runs; every read is bounds-checked.
 */
pt_dims_rc pt_header_dims(const unsigned char *d, size_t len, pt_format fmt,
    int *width, int *height);


/* --- EXIF --- */

typedef struct {
    void     *map;             /* json_t object: tag name -> text value */
    int       orientation;     /* 1..8; 0 when absent or invalid */
    char      date_created[32];/* ISO 8601 UTC "...Z", "" when unknown */
    int       has_gps;
    double    latitude;        /* south negative */
    double    longitude;       /* west negative */
    unsigned  walked;          /* IFD entries read: bounded, for tests */
    unsigned  repeated;        /* pointers to an IFD met again: libexif
                                  (in libvips) walks it again for each */
} pt_exif;

/*
 * Finds the EXIF blob inside a whole file in memory (JPEG APP1, PNG eXIf
 * before or after IDAT, WebP EXIF chunk, TIFF IFDs, HEIF/AVIF Exif item)
 * and parses it.  A file without EXIF gives an empty map and PT_OK;
 * PT_ERROR only on no memory.  Free with pt_exif_clear().
 */
int pt_exif_from_file(const unsigned char *data, size_t len, pt_format fmt,
    pt_exif *out);
/* Parses an EXIF blob ("Exif\0\0" + TIFF, or bare TIFF header). */
int pt_exif_parse(const unsigned char *blob, size_t len, pt_exif *out);
void pt_exif_clear(pt_exif *exif);


/* --- libvips --- */

/*
 * Once per process, after fork (nginx init_process, a pictord worker, a
 * forked unit test): starts libvips with no operation cache and one
 * thread per pipeline, and blocks every loader except JPEG, PNG, WebP,
 * GIF, TIFF and HEIF (AVIF/HEIC), so a file can reach no other decoder.
 * Calling it again is harmless.  PT_OK or PT_ERROR.
 */
int pt_media_init(void);


/* --- probing --- */

typedef struct {
    unsigned long long  max_pixels;   /* width * height of one frame */
    unsigned            max_frames;
    unsigned            max_input_side;  /* 0: no limit */
    /* files Pictor made itself (pictord's rasters and crops): the header
     * is checked, the full decode is skipped */
    unsigned            header_only:1;
    /* a JPEG is decoded even when its structure shows it whole (the
     * tests that compare the two verdicts) */
    unsigned            full_decode:1;
    double              timeout;      /* s, one probe or strip; 0: none */
    /* videos (video_probe.h): checked from ffprobe's report */
    double              video_max_duration;  /* s; 0: no limit */
    unsigned long long  video_max_pixels;    /* one frame; 0: no limit */
    unsigned            video_timeout_ms;    /* ffprobe's wall clock */
    unsigned            video_memory_mb;     /* its address space; 0:
                                                1024 */
} pt_limits;

/*
 * A video's frame size and duration (0: not checked) against the limits'
 * video_max_pixels and video_max_duration (video_probe.c): PT_OK, or
 * PT_ERROR with e (PT_E_OVER_LIMIT).  The upload's probe and pictord's
 * video job both hold a video to them.
 */
int pt_video_limits(const pt_limits *limits, long long w, long long h,
    double duration, pt_error *e);

typedef struct {
    pt_format  format;
    int        width;          /* as displayed: after EXIF orientation */
    int        height;
    int        stored_width;   /* as stored in the file */
    int        stored_height;
    int        frames;         /* 1 unless animated / multi-page */
    int        orientation;    /* 1..8 */
    int        has_alpha;
} pt_probe;

/*
 * Reads the header (limits are checked before any pixel is decoded), then
 * decodes once through shrink-on-load so that a truncated or corrupt file
 * is refused now and not at first delivery; a JPEG whose structure shows
 * it whole (pt_jpeg_whole) is not decoded.  The decode's memory is
 * admitted first (guard.h) and it is killed after limits->timeout.
 * PT_OK, or PT_ERROR with e set: PT_E_UNREADABLE (truncated, corrupt,
 * unsupported), PT_E_OVER_LIMIT (pixels, side or frames from the header,
 * or more memory than the budget), PT_E_BUSY (no memory free now, or
 * timed out), PT_E_NOMEM or PT_E_FAULT; the detail names no path.
 */
int pt_probe_file(const char *path, pt_format fmt, const pt_limits *limits,
    pt_probe *out, pt_error *e);

/*
 * 1 when the n bytes at p are a JPEG that libjpeg decodes to its end
 * without an error, as far as its structure shows (jpeg_whole.c): every
 * segment, table and scan header as libjpeg checks them, every scan's
 * data present up to EOI.  0 when only a decode can tell.
 */
int pt_jpeg_whole(const unsigned char *p, size_t n);


/* --- stripping --- */

/*
 * Writes dst: src with its EXIF orientation applied to the pixels, EXIF,
 * XMP and IPTC removed, the ICC profile kept, in the same format (all
 * frames of an animation kept).  Memory is admitted as for a probe and
 * limits->timeout (limits may be NULL: none) applies.  PT_OK, or
 * PT_ERROR with e set: PT_E_BUSY (no memory free now, or timed out),
 * PT_E_OVER_LIMIT (more memory or time than the limits allow at all),
 * PT_E_UNREADABLE (the image cannot be re-encoded), PT_E_NOMEM.
 */
int pt_strip_file(const char *src, const char *dst, pt_format fmt,
    const pt_limits *limits, pt_error *e);

/*
 * Drops the EXIF and XMP chunks (and ICCP unless keep_icc) of a WebP file
 * in place, clearing their VP8X flags; returns the new length.  libvips
 * 8.14's webpsave writes EXIF even with strip set.
 */
size_t pt_webp_drop_chunks(unsigned char *b, size_t len, int keep_icc);

#endif /* PT_MEDIA_H */
