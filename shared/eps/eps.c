/*
 * EPS validation at upload (pt_eps_validate) and page counting
 * (pt_eps_pages): docs/API.md "EPS validation".  Only the first 4 KB of
 * the PostScript and, for "%%Pages: (atend)", its last 4 KB are read.
 *
 * The 4 KB rule is applied to the PostScript section: for a DOS EPS
 * (binary header C5 D0 D3 C6, then the section's offset and length as
 * little-endian u32) that is the section the header points at, not the
 * start of the file, because the TIFF/WMF preview before it may be any
 * size (corpus pillow_1.eps has its %%BoundingBox 7.9 KB into the file
 * but 147 bytes into its PostScript).
 *
 * The pixel size must be what ghostscript makes of the file with
 * "-r300 -dEPSCrop", so the header is read the way gs_epsf.ps reads it:
 * DSC comments up to %%EndComments, %%BeginProlog or %%BeginSetup; a
 * valid %%HiResBoundingBox wins over %%BoundingBox wherever it stands;
 * the page is (urx - llx) x (ury - lly) points in single precision (gs
 * reals are floats) and the device is (int) (points * 300 / 72 + 0.5)
 * pixels (gx_device_set_hwsize_from_media).  For corpus fop_barcode.eps
 * that is 565x177 from the HiRes box, where the integer box would give
 * 567x179.
 *
 * gs crops only files whose first line says "EPSF" (info->epsf); for
 * another "%!PS-Adobe-" file (corpus doretree.ps) -dEPSCrop is ignored
 * and gs renders its default page (A4 here, 2479x3508).  The rasterizer
 * then sets the page from this box itself: -dDEVICEWIDTHPOINTS=w
 * -dDEVICEHEIGHTPOINTS=h -dFIXEDMEDIA -c "<< /BeginPage { pop -llx -lly
 * translate } >> setpagedevice" -f file (t/unit/eps_test.h, gs_render).
 */

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "eps/eps.h"


#define PT_EPS_WINDOW      4096
/* a comment that starts inside the window is read to its end */
#define PT_EPS_SLACK       256
#define PT_EPS_DOS_HEADER  30
/* 1e7 points is 2.6 km: beyond that a box is nonsense, and the pixel
 * size would overflow an int */
#define PT_EPS_MAX_COORD   1e7
#define PT_EPS_MAX_SIDE    100000


typedef struct {
    int     have_box;
    int     atend;           /* %%BoundingBox: (atend) */
    int     bad_box;         /* a %%BoundingBox that does not parse */
    int     have_hires;
    int     pages;           /* -1 (atend), 0 not given */
    double  box[4];
    double  hires[4];
} pt_eps_header;


static uint32_t
pt_eps_le32(const unsigned char *p)
{
    return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16
           | (uint32_t) p[3] << 24;
}


/*
 * Finds the PostScript section: the whole file, or for a DOS EPS the
 * section its header names, which must lie inside the file.
 */
static int
pt_eps_section(int fd, off_t size, pt_eps_info *info, pt_error *e)
{
    ssize_t        n;
    uint32_t       off, len;
    unsigned char  hdr[PT_EPS_DOS_HEADER];

    n = pt_pread(fd, hdr, sizeof(hdr), 0);
    if (n == -1) {
        return pt_error_set(e, PT_E_INVALID, "the file could not be read");
    }

    if (n < 4 || memcmp(hdr, "\xC5\xD0\xD3\xC6", 4) != 0) {
        info->dos = 0;
        info->ps_offset = 0;
        info->ps_length = size;
        return PT_OK;
    }

    if (n < PT_EPS_DOS_HEADER) {
        return pt_error_set(e, PT_E_INVALID, "DOS EPS header is truncated");
    }

    off = pt_eps_le32(hdr + 4);
    len = pt_eps_le32(hdr + 8);

    if (off < PT_EPS_DOS_HEADER || len == 0 || (off_t) off > size
        || (off_t) len > size - (off_t) off)
    {
        return pt_error_set(e, PT_E_INVALID, "DOS EPS header points outside"
                            " the file (PostScript at %u, %u bytes; file"
                            " %lld bytes)", off, len, (long long) size);
    }

    info->dos = 1;
    info->ps_offset = off;
    info->ps_length = len;

    return PT_OK;
}


/* the next line of [p, end): its end (before CR, LF or CRLF) and *next */
static const char *
pt_eps_line(const char *p, const char *end, const char **next)
{
    const char  *e;

    for (e = p; e < end && *e != '\r' && *e != '\n'; e++) {
        /* void */
    }

    *next = e;

    if (*next < end && **next == '\r') {
        (*next)++;
    }

    if (*next < end && **next == '\n') {
        (*next)++;
    }

    return e;
}


static int
pt_eps_prefix(const char *p, const char *end, const char *s)
{
    size_t  n;

    n = strlen(s);

    return (size_t) (end - p) >= n && memcmp(p, s, n) == 0;
}


static int
pt_eps_space(int c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\0';
}


/* a PostScript decimal number: [+-]digits[.digits][(e|E)[+-]digits] */
static int
pt_eps_number(const char **pp, const char *end, double *v)
{
    char         num[64];
    size_t       n;
    const char  *p, *s;
    int          digits;

    p = *pp;

    while (p < end && pt_eps_space(*p)) {
        p++;
    }

    s = p;
    digits = 0;

    if (p < end && (*p == '+' || *p == '-')) {
        p++;
    }

    for ( /* void */ ; p < end && *p >= '0' && *p <= '9'; p++) {
        digits++;
    }

    if (p < end && *p == '.') {
        for (p++; p < end && *p >= '0' && *p <= '9'; p++) {
            digits++;
        }
    }

    if (digits == 0) {
        return PT_ERROR;
    }

    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;

        if (p < end && (*p == '+' || *p == '-')) {
            p++;
        }

        for (digits = 0; p < end && *p >= '0' && *p <= '9'; p++) {
            digits++;
        }

        if (digits == 0) {
            return PT_ERROR;
        }
    }

    /* the number ends at a space or the end of the line */
    n = p - s;
    if (n >= sizeof(num) || (p < end && !pt_eps_space(*p))) {
        return PT_ERROR;
    }

    memcpy(num, s, n);
    num[n] = '\0';

    *v = strtod(num, NULL);
    *pp = p;

    return isfinite(*v) && fabs(*v) <= PT_EPS_MAX_COORD ? PT_OK : PT_ERROR;
}


/* "llx lly urx ury" after the colon; more words after them are ignored,
 * as ghostscript does */
static int
pt_eps_box(const char *p, const char *end, double box[4])
{
    int  i;

    for (i = 0; i < 4; i++) {
        if (pt_eps_number(&p, end, &box[i]) != PT_OK) {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


static int
pt_eps_atend(const char *p, const char *end)
{
    while (p < end && pt_eps_space(*p)) {
        p++;
    }

    return pt_eps_prefix(p, end, "(atend)");
}


/* %%Pages: N [order]; -1 for (atend), 0 when it says nothing usable */
static int
pt_eps_pages_value(const char *p, const char *end)
{
    double  v;

    if (pt_eps_atend(p, end)) {
        return -1;
    }

    if (pt_eps_number(&p, end, &v) != PT_OK || v < 1 || v > 100000
        || v != floor(v))
    {
        return 0;
    }

    return (int) v;
}


/*
 * The header comments of the window [buf, buf + len), lines starting in
 * the first "limit" bytes; like gs_epsf.ps it stops at %%EndComments,
 * %%BeginProlog or %%BeginSetup.
 */
static void
pt_eps_scan(const char *buf, size_t len, size_t limit, pt_eps_header *h)
{
    double       box[4];
    const char  *p, *e, *next, *end;

    end = buf + len;

    for (p = buf; p < end && (size_t) (p - buf) < limit; p = next) {
        e = pt_eps_line(p, end, &next);

        if (!pt_eps_prefix(p, e, "%%")) {
            continue;
        }

        if (pt_eps_prefix(p, e, "%%EndComments")
            || pt_eps_prefix(p, e, "%%BeginProlog")
            || pt_eps_prefix(p, e, "%%BeginSetup"))
        {
            break;
        }

        if (pt_eps_prefix(p, e, "%%BoundingBox:")) {
            /* the first one counts */
            if (h->have_box || h->atend || h->bad_box) {
                continue;
            }

            p += sizeof("%%BoundingBox:") - 1;

            if (pt_eps_atend(p, e)) {
                h->atend = 1;

            } else if (pt_eps_box(p, e, h->box) == PT_OK) {
                h->have_box = 1;

            } else {
                h->bad_box = 1;
            }

            continue;
        }

        if (pt_eps_prefix(p, e, "%%HiResBoundingBox:")) {
            /* the first valid one counts; gs ignores invalid ones */
            if (!h->have_hires
                && pt_eps_box(p + sizeof("%%HiResBoundingBox:") - 1, e, box)
                   == PT_OK)
            {
                memcpy(h->hires, box, sizeof(box));
                h->have_hires = 1;
            }

            continue;
        }

        if (pt_eps_prefix(p, e, "%%Pages:") && h->pages == 0) {
            h->pages = pt_eps_pages_value(p + sizeof("%%Pages:") - 1, e);
        }
    }
}


/* pixels at 300 DPI for a side of the box, as ghostscript sizes it */
static int
pt_eps_pixels(double lo, double hi)
{
    float   side;

    side = (float) hi - (float) lo;

    return (int) ((double) side * PT_EPS_DPI / 72.0 + 0.5);
}


/* the header window of the section: 4 KB plus slack, NUL-terminated */
static int
pt_eps_window(int fd, const pt_eps_info *info, char *buf, size_t *len)
{
    ssize_t  n;
    size_t   want;

    want = PT_EPS_WINDOW + PT_EPS_SLACK;
    if ((off_t) want > info->ps_length) {
        want = info->ps_length;
    }

    n = pt_pread(fd, buf, want, info->ps_offset);
    if (n == -1) {
        return PT_ERROR;
    }

    buf[n] = '\0';
    *len = n;

    return PT_OK;
}


int
pt_eps_validate(int fd, off_t size, pt_eps_info *info, pt_error *e)
{
    char            buf[PT_EPS_WINDOW + PT_EPS_SLACK + 1];
    size_t          len;
    const double   *b;
    pt_eps_header   h;

    memset(info, 0, sizeof(pt_eps_info));

    if (size > PT_EPS_MAX_SIZE) {
        return pt_error_set(e, PT_E_BODY_SIZE, "EPS is larger than %d MB",
                            PT_EPS_MAX_SIZE / (1024 * 1024));
    }

    if (pt_eps_section(fd, size, info, e) != PT_OK) {
        return PT_ERROR;
    }

    if (pt_eps_window(fd, info, buf, &len) != PT_OK) {
        return pt_error_set(e, PT_E_INVALID, "the file could not be read");
    }

    if (!pt_eps_prefix(buf, buf + len, "%!PS-Adobe-")) {
        return pt_error_set(e, PT_E_INVALID, "not an EPS file: the %s does "
                            "not start with %%!PS-Adobe-",
                            info->dos ? "PostScript section" : "file");
    }

    /* gs crops to the box only for "%!PS-Adobe-x.x EPSF-x.x" */
    info->epsf = memmem(buf, len < 23 ? len : 23, "EPSF", 4) != NULL;

    memset(&h, 0, sizeof(pt_eps_header));
    pt_eps_scan(buf, len, PT_EPS_WINDOW, &h);

    if (h.atend) {
        return pt_error_set(e, PT_E_INVALID, "BoundingBox is (atend): the "
                            "%%%%BoundingBox comment must give llx lly urx "
                            "ury in the header, within the first 4 KB");
    }

    if (h.bad_box) {
        return pt_error_set(e, PT_E_INVALID, "malformed %%%%BoundingBox: four "
                            "numbers llx lly urx ury expected");
    }

    if (!h.have_box) {
        return pt_error_set(e, PT_E_INVALID, "no %%%%BoundingBox comment in "
                            "the header within the first 4 KB of the %s",
                            info->dos ? "PostScript section" : "file");
    }

    b = h.have_hires ? h.hires : h.box;

    info->llx = b[0];
    info->lly = b[1];
    info->urx = b[2];
    info->ury = b[3];
    info->width = pt_eps_pixels(b[0], b[2]);
    info->height = pt_eps_pixels(b[1], b[3]);

    if (info->width < 1 || info->height < 1) {
        return pt_error_set(e, PT_E_INVALID, "%sBoundingBox %g %g %g %g is "
                            "empty", h.have_hires ? "HiRes" : "", b[0], b[1],
                            b[2], b[3]);
    }

    if (info->width > PT_EPS_MAX_SIDE || info->height > PT_EPS_MAX_SIDE) {
        return pt_error_set(e, PT_E_INVALID, "BoundingBox is too large: %dx%d "
                            "pixels at 300 DPI, at most %d per side",
                            info->width, info->height, PT_EPS_MAX_SIDE);
    }

    info->pages = h.pages > 0 ? h.pages : 0;

    if (h.pages == -1) {
        info->pages = pt_eps_pages(fd, info);
    }

    return PT_OK;
}


/*
 * "%%Pages:" of the trailer: the first one after the last %%Trailer in
 * the section's last 4 KB, or without %%Trailer the last usable one.
 */
static int
pt_eps_trailer_pages(int fd, const pt_eps_info *info)
{
    int          pages, v;
    char         buf[PT_EPS_WINDOW + 1];
    off_t        off;
    ssize_t      n;
    const char  *p, *e, *next, *end, *trailer;

    off = info->ps_length > PT_EPS_WINDOW ? info->ps_length - PT_EPS_WINDOW
                                          : 0;

    n = pt_pread(fd, buf, info->ps_length - off, info->ps_offset + off);
    if (n <= 0) {
        return 0;
    }

    buf[n] = '\0';
    end = buf + n;
    trailer = NULL;

    for (p = buf; p < end; p = next) {
        e = pt_eps_line(p, end, &next);

        if (pt_eps_prefix(p, e, "%%Trailer")) {
            trailer = p;
        }
    }

    pages = 0;

    for (p = trailer != NULL ? trailer : buf; p < end; p = next) {
        e = pt_eps_line(p, end, &next);

        if (!pt_eps_prefix(p, e, "%%Pages:")) {
            continue;
        }

        v = pt_eps_pages_value(p + sizeof("%%Pages:") - 1, e);
        if (v > 0) {
            pages = v;

            if (trailer != NULL) {
                break;
            }
        }
    }

    return pages;
}


int
pt_eps_pages(int fd, const pt_eps_info *info)
{
    char           buf[PT_EPS_WINDOW + PT_EPS_SLACK + 1];
    size_t         len;
    pt_eps_header  h;

    if (pt_eps_window(fd, info, buf, &len) != PT_OK) {
        return 0;
    }

    memset(&h, 0, sizeof(pt_eps_header));
    pt_eps_scan(buf, len, PT_EPS_WINDOW, &h);

    if (h.pages == -1) {
        return pt_eps_trailer_pages(fd, info);
    }

    return h.pages;
}
