/*
 * Format sniffing by magic bytes (pt_sniff) and the MIME type and short
 * name of each format.  Only the first bytes of a file are looked at; the
 * file name and the client's Content-Type are never trusted.
 */

#include <string.h>

#include "media/media.h"


/* A text format's prologue is looked for in this many bytes at most. */
#define PT_SNIFF_TEXT_MAX  4096


static const char  *pt_format_mimes[PT_FMT_LAST] = {
    "application/octet-stream",
    "image/jpeg",
    "image/png",
    "image/webp",
    "image/gif",
    "image/tiff",
    "image/avif",
    "image/heic",
    "application/postscript",
    "application/postscript",
    "application/pdf",
    "image/svg+xml",
    "video/mp4",
    "video/quicktime",
    "video/webm"
};

static const char  *pt_format_names[PT_FMT_LAST] = {
    "unknown", "jpeg", "png", "webp", "gif", "tiff", "avif", "heic",
    "eps", "ps", "pdf", "svg", "mp4", "mov", "webm"
};


static int
pt_has(const unsigned char *buf, size_t len, size_t off, const char *magic,
    size_t mlen)
{
    return off <= len && len - off >= mlen
           && memcmp(buf + off, magic, mlen) == 0;
}


/* brand of an ISO-BMFF "ftyp" box -> format, PT_FMT_UNKNOWN if foreign */
static pt_format
pt_sniff_brand(const unsigned char *b)
{
    static const char  *avif[] = { "avif", "avis" };
    static const char  *heic[] = { "heic", "heix", "heim", "heis", "hevc",
                                   "hevx" };
    static const char  *mp4[] = { "mp41", "mp42", "isom", "iso2", "iso3",
                                  "iso4", "iso5", "iso6", "avc1", "M4V ",
                                  "dash", "mp4 " };
    size_t              i;

    for (i = 0; i < sizeof(avif) / sizeof(avif[0]); i++) {
        if (memcmp(b, avif[i], 4) == 0) {
            return PT_FMT_AVIF;
        }
    }

    for (i = 0; i < sizeof(heic) / sizeof(heic[0]); i++) {
        if (memcmp(b, heic[i], 4) == 0) {
            return PT_FMT_HEIC;
        }
    }

    for (i = 0; i < sizeof(mp4) / sizeof(mp4[0]); i++) {
        if (memcmp(b, mp4[i], 4) == 0) {
            return PT_FMT_MP4;
        }
    }

    if (memcmp(b, "qt  ", 4) == 0) {
        return PT_FMT_MOV;
    }

    return PT_FMT_UNKNOWN;
}


/*
 * ISO-BMFF: the major brand decides; a generic major brand (mif1, msf1,
 * miaf, ...) is resolved through the compatible brands, where an image
 * brand wins over a video one because HEIF files also list "iso8" etc.
 */
static pt_format
pt_sniff_ftyp(const unsigned char *buf, size_t len)
{
    size_t     box, off;
    pt_format  fmt, best;

    box = ((size_t) buf[0] << 24) | ((size_t) buf[1] << 16)
          | ((size_t) buf[2] << 8) | buf[3];

    if (box < 16) {
        return PT_FMT_UNKNOWN;
    }

    fmt = pt_sniff_brand(buf + 8);
    if (fmt != PT_FMT_UNKNOWN) {
        return fmt;
    }

    if (box > len) {
        box = len;
    }

    best = PT_FMT_UNKNOWN;

    for (off = 16; off + 4 <= box; off += 4) {
        fmt = pt_sniff_brand(buf + off);

        if (fmt == PT_FMT_AVIF || fmt == PT_FMT_HEIC) {
            return fmt;
        }

        if (best == PT_FMT_UNKNOWN) {
            best = fmt;
        }
    }

    return best;
}


/* EBML variable-length integer; returns its length, 0 if malformed */
static size_t
pt_ebml_vint(const unsigned char *p, size_t len, int keep_marker,
    uint64_t *val)
{
    size_t    n, i;
    unsigned  mask;

    if (len == 0 || p[0] == 0) {
        return 0;
    }

    for (n = 1, mask = 0x80; (p[0] & mask) == 0; n++, mask >>= 1) {
        /* p[0] != 0, so a bit is found within 8 steps */
    }

    if (n > len) {
        return 0;
    }

    *val = keep_marker ? p[0] : (p[0] & (mask - 1));

    for (i = 1; i < n; i++) {
        *val = (*val << 8) | p[i];
    }

    return n;
}


/* Matroska family: the EBML header's DocType must say "webm" */
static pt_format
pt_sniff_ebml(const unsigned char *buf, size_t len)
{
    size_t          off, end, n;
    uint64_t        id, size;

    off = 4;
    n = pt_ebml_vint(buf + off, len - off, 0, &size);
    if (n == 0) {
        return PT_FMT_UNKNOWN;
    }

    off += n;
    end = (size < len - off) ? off + (size_t) size : len;

    while (off < end) {
        n = pt_ebml_vint(buf + off, end - off, 1, &id);
        if (n == 0) {
            break;
        }
        off += n;

        n = pt_ebml_vint(buf + off, end - off, 0, &size);
        if (n == 0 || size > end - off - n) {
            break;
        }
        off += n;

        if (id == 0x4282) {
            /* DocType is a string, possibly NUL padded */
            return (size >= 4 && memcmp(buf + off, "webm", 4) == 0
                    && (size == 4 || buf[off + 4] == '\0'))
                   ? PT_FMT_WEBM : PT_FMT_UNKNOWN;
        }

        off += (size_t) size;
    }

    return PT_FMT_UNKNOWN;
}


/* "%!PS-Adobe-x.y EPSF-x.y" on the first line makes it EPS */
static pt_format
pt_sniff_ps(const unsigned char *buf, size_t len)
{
    size_t  i;

    if (!pt_has(buf, len, 0, "%!PS-Adobe-", 11)) {
        return PT_FMT_PS;
    }

    for (i = 11; i + 4 <= len && i < 256; i++) {
        if (buf[i] == '\r' || buf[i] == '\n') {
            break;
        }

        if (memcmp(buf + i, "EPSF", 4) == 0) {
            return PT_FMT_EPS;
        }
    }

    return PT_FMT_PS;
}


static size_t
pt_skip_space(const unsigned char *buf, size_t len, size_t off)
{
    while (off < len && (buf[off] == ' ' || buf[off] == '\t'
                         || buf[off] == '\r' || buf[off] == '\n'))
    {
        off++;
    }

    return off;
}


/* offset just past the first "end" at or after off, or 0 when not found */
static size_t
pt_skip_past(const unsigned char *buf, size_t len, size_t off,
    const char *end)
{
    size_t  n;

    n = strlen(end);

    for ( /* void */ ; off + n <= len; off++) {
        if (memcmp(buf + off, end, n) == 0) {
            return off + n;
        }
    }

    return 0;
}


/* "<!DOCTYPE ...>" with an optional internal subset in brackets */
static size_t
pt_skip_doctype(const unsigned char *buf, size_t len, size_t off)
{
    int  subset;

    subset = 0;

    for ( /* void */ ; off < len; off++) {
        if (buf[off] == '[') {
            subset = 1;

        } else if (buf[off] == ']') {
            subset = 0;

        } else if (buf[off] == '>' && !subset) {
            return off + 1;
        }
    }

    return 0;
}


/*
 * SVG: an optional BOM, then any of whitespace, the XML declaration,
 * processing instructions, comments and a doctype, then the root "<svg".
 * Anything else first (a byte of binary data, a "<html") means not SVG,
 * which is why a WebP carrying "<svg" in its pixels is never SVG.
 */
static int
pt_sniff_svg(const unsigned char *buf, size_t len)
{
    size_t  off;

    if (len > PT_SNIFF_TEXT_MAX) {
        len = PT_SNIFF_TEXT_MAX;
    }

    off = pt_has(buf, len, 0, "\xEF\xBB\xBF", 3) ? 3 : 0;

    for ( ;; ) {
        off = pt_skip_space(buf, len, off);

        if (pt_has(buf, len, off, "<?", 2)) {
            off = pt_skip_past(buf, len, off + 2, "?>");

        } else if (pt_has(buf, len, off, "<!--", 4)) {
            off = pt_skip_past(buf, len, off + 4, "-->");

        } else if (pt_has(buf, len, off, "<!DOCTYPE", 9)) {
            off = pt_skip_doctype(buf, len, off + 9);

        } else {
            break;
        }

        if (off == 0) {
            return 0;
        }
    }

    if (!pt_has(buf, len, off, "<svg", 4)) {
        return 0;
    }

    off += 4;

    return off == len || buf[off] == ' ' || buf[off] == '\t'
           || buf[off] == '\r' || buf[off] == '\n' || buf[off] == '>'
           || buf[off] == '/';
}


pt_format
pt_sniff(const unsigned char *buf, size_t len)
{
    if (buf == NULL || len == 0) {
        return PT_FMT_UNKNOWN;
    }

    if (pt_has(buf, len, 0, "\xFF\xD8\xFF", 3)) {
        return PT_FMT_JPEG;
    }

    if (pt_has(buf, len, 0, "\x89PNG\r\n\x1A\n", 8)) {
        return PT_FMT_PNG;
    }

    if (pt_has(buf, len, 0, "GIF87a", 6) || pt_has(buf, len, 0, "GIF89a", 6))
    {
        return PT_FMT_GIF;
    }

    if (pt_has(buf, len, 0, "RIFF", 4) && pt_has(buf, len, 8, "WEBP", 4)) {
        /* the first chunk must be one of WebP's three bitstream headers */
        if (pt_has(buf, len, 12, "VP8 ", 4) || pt_has(buf, len, 12, "VP8L", 4)
            || pt_has(buf, len, 12, "VP8X", 4))
        {
            return PT_FMT_WEBP;
        }

        return PT_FMT_UNKNOWN;
    }

    /* classic TIFF, then BigTIFF (43: 8-byte offsets), which libtiff
     * reads as well */
    if (pt_has(buf, len, 0, "II*\0", 4) || pt_has(buf, len, 0, "MM\0*", 4)
        || pt_has(buf, len, 0, "II+\0", 4) || pt_has(buf, len, 0, "MM\0+", 4))
    {
        return PT_FMT_TIFF;
    }

    if (len >= 16 && pt_has(buf, len, 4, "ftyp", 4)) {
        return pt_sniff_ftyp(buf, len);
    }

    if (pt_has(buf, len, 0, "\x1A\x45\xDF\xA3", 4)) {
        return pt_sniff_ebml(buf, len);
    }

    if (pt_has(buf, len, 0, "%PDF-", 5)) {
        return PT_FMT_PDF;
    }

    if (pt_has(buf, len, 0, "\xC5\xD0\xD3\xC6", 4)) {
        return PT_FMT_EPS;
    }

    if (pt_has(buf, len, 0, "%!", 2)) {
        return pt_sniff_ps(buf, len);
    }

    if (pt_sniff_svg(buf, len)) {
        return PT_FMT_SVG;
    }

    return PT_FMT_UNKNOWN;
}


const char *
pt_format_mime(pt_format fmt)
{
    if ((unsigned) fmt >= PT_FMT_LAST) {
        fmt = PT_FMT_UNKNOWN;
    }

    return pt_format_mimes[fmt];
}


const char *
pt_format_name(pt_format fmt)
{
    if ((unsigned) fmt >= PT_FMT_LAST) {
        fmt = PT_FMT_UNKNOWN;
    }

    return pt_format_names[fmt];
}


pt_format
pt_format_from_name(const char *name)
{
    pt_format  f;

    for (f = PT_FMT_JPEG; f < PT_FMT_LAST; f++) {
        if (strcmp(pt_format_names[f], name) == 0) {
            return f;
        }
    }

    return PT_FMT_UNKNOWN;
}


int
pt_format_is_raster(pt_format fmt)
{
    return fmt >= PT_FMT_JPEG && fmt <= PT_FMT_HEIC;
}
