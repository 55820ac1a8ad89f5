/*
 * EPS: validation at upload (docs/API.md "EPS validation" and "EPS
 * processing"), page count, ghostscript's and pdftocairo's command
 * lines (they run in sandbox/), splitting a sheet into designs, and the
 * SVG sanitizer.
 *
 *   eps.c           pt_eps_validate, pt_eps_pages
 *   split.c         pt_split_regions
 *   svg_sheet.c     pt_svg_sheet_*: an SVG sheet's designs
 *   svg_sanitize.c  pt_svg_sanitize
 */

#ifndef PT_EPS_H
#define PT_EPS_H

#include <sys/types.h>

#include "core/problem.h"
#include "core/pt.h"
#include "sandbox/sandbox.h"

#define PT_EPS_MAX_SIZE  (50 * 1024 * 1024)
#define PT_EPS_DPI       300

typedef struct {
    int      dos;            /* DOS EPS binary header C5 D0 D3 C6 */
    int      epsf;           /* "%!PS-Adobe-x.x EPSF-x.x": only then does
                                gs -dEPSCrop crop to the box; otherwise
                                give gs the page size (see eps.c) */
    off_t    ps_offset;      /* the PostScript section */
    off_t    ps_length;
    /* the box gs crops to: %%HiResBoundingBox when valid, else
       %%BoundingBox */
    double   llx, lly, urx, ury;
    int      width;          /* pixels at 300 DPI: round(pt * 300 / 72) */
    int      height;
    int      pages;          /* from %%Pages: (or the trailer), 0 unknown */
} pt_eps_info;

/*
 * Validates the EPS in the file at fd (size bytes): the PostScript (or a
 * DOS EPS's PostScript section, whose offset and length must lie inside
 * the file) starts with "%!PS-Adobe-" and has "%%BoundingBox: llx lly urx
 * ury" within its first 4 KB; "(atend)" or an empty box is refused.
 * PT_OK, or PT_ERROR with e: PT_E_INVALID and a client-facing reason, or
 * PT_E_BODY_SIZE for a file over 50 MB.
 */
int pt_eps_validate(int fd, off_t size, pt_eps_info *info, pt_error *e);

/* Page count from %%Pages: in the header, or the trailer when (atend); 0
 * when the file does not say (then probe with ghostscript). */
int pt_eps_pages(int fd, const pt_eps_info *info);

/*
 * The ghostscript command for an EPS: -dEPSCrop when the file says EPSF,
 * else an explicit page of the box's size with the origin moved (gs only
 * crops files it recognises as EPSF), at 300 DPI, -dSAFER; pages first to
 * last (1-based, 0: from the first, to the end), and a showpage after the
 * file when it output no page (see eps_gs.c).  The strings live in cmd.
 */
typedef struct {
    const char  *argv[32];
    char         dev[64], of[4300], wp[64], hp[64], bp[160], first[32],
                 last[32], src[4200];
} pt_gs_cmd;

void pt_eps_gs_cmd(pt_gs_cmd *cmd, const pt_eps_info *info,
    const char *device, const char *src, const char *out, int first,
    int last);

typedef struct {
    int  x, y, w, h;
} pt_region;

/*
 * docs/API.md "Split": regions of non-whitespace in an RGBA/RGB/gray 8-bit
 * image in memory (width × height × bands, row-major).  A pixel is
 * whitespace when its brightness is >= 245 or it is transparent (alpha 0).
 * Bands of content separated by gaps of at least min_gap are intersected
 * into regions, recursing inside each region so non-grid layouts split per
 * design; regions smaller than min_design on either side are noise.
 * Regions come in reading order (top to bottom, then left to right).
 * Returns the count (≤ max) or PT_ERROR on no memory.
 */
int pt_split_regions(const unsigned char *pixels, int width, int height,
    int bands, int min_gap, int min_design, pt_region *out, int max);

/*
 * The designs of a sanitized SVG sheet (svg_sheet.c and the files it
 * names): its drawing elements' boxes (transforms, clip paths, strokes)
 * in pixels of the page, which is width x height for the root's viewBox,
 * go through pt_split_regions' gap detection; each region's document
 * holds only its elements and the definitions they use, its viewBox
 * tight on the design.
 *
 * pt_svg_sheet_open: NULL when the document cannot be read (err says
 * why) or on no memory.  pt_svg_sheet_designs: the regions, in pixels, in
 * reading order (count ≤ max, or PT_ERROR on no memory).
 * pt_svg_sheet_design: region i's document, malloc'ed (len out), or NULL
 * on no memory.
 */
typedef struct pt_svg_sheet_s  pt_svg_sheet;

pt_svg_sheet *pt_svg_sheet_open(const char *svg, size_t len, int width,
    int height, char *err, size_t errlen);
int pt_svg_sheet_designs(pt_svg_sheet *s, int min_gap, int min_design,
    pt_region *out, int max);
char *pt_svg_sheet_design(pt_svg_sheet *s, int i, size_t *len);
void pt_svg_sheet_free(pt_svg_sheet *s);

/*
 * Sanitises an SVG document by allowlist (libxml2): only known SVG
 * elements and attributes survive; no script, foreignObject, iframe,
 * event handlers, external href/url(), @import; data: URIs only for
 * raster images (image/png, image/jpeg, image/gif, image/webp).
 * Returns a malloc'ed document (len out) or NULL when the input is not
 * well-formed SVG (err says why).
 */
char *pt_svg_sanitize(const char *svg, size_t len, size_t *out_len,
    char *err, size_t errlen);

#endif /* PT_EPS_H */
