/*
 * An image's size from its first bytes (pt_header_dims), for bucket
 * import, which reads 64 KB of an object rather than all of it.  One
 * walker per format, each bounds-checked and linear in the bytes given;
 * running out of bytes before the size is PT_DIMS_CUT, so that a header
 * past the first 64 KB is told apart from a broken one.  The orientation
 * comes from the EXIF finders upload uses (exif_file.c) and from the
 * HEIF primary item's irot (media_header.c), so the size matches what
 * upload's probe stores.
 */

#include <stdint.h>
#include <string.h>

#include "media/media.h"


static uint32_t
pt_dims_be16(const unsigned char *p)
{
    return ((uint32_t) p[0] << 8) | p[1];
}


static uint32_t
pt_dims_le16(const unsigned char *p)
{
    return ((uint32_t) p[1] << 8) | p[0];
}


static uint32_t
pt_dims_be32(const unsigned char *p)
{
    return (pt_dims_be16(p) << 16) | pt_dims_be16(p + 2);
}


static uint32_t
pt_dims_le32(const unsigned char *p)
{
    return (pt_dims_le16(p + 2) << 16) | pt_dims_le16(p);
}


static pt_dims_rc
pt_dims_set(uint32_t w, uint32_t h, uint32_t *ow, uint32_t *oh)
{
    if (w == 0 || h == 0 || w > 0x7fffffff || h > 0x7fffffff) {
        return PT_DIMS_INVALID;
    }

    *ow = w;
    *oh = h;

    return PT_DIMS_OK;
}


/* JPEG: the markers up to the first SOF (APPn, DQT, ... skipped) */
static pt_dims_rc
pt_dims_jpeg(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h)
{
    size_t         off, seg;
    unsigned char  m;

    for (off = 2; /* void */ ; off += seg) {
        if (off >= len) {
            return PT_DIMS_CUT;
        }

        if (d[off] != 0xFF) {
            return PT_DIMS_INVALID;
        }

        while (off < len && d[off] == 0xFF) {
            off++;                        /* fill bytes */
        }

        if (len - off < 3) {
            return PT_DIMS_CUT;
        }

        m = d[off++];

        if (m == 0x01 || (m >= 0xD0 && m <= 0xD8)) {
            seg = 0;                      /* no length follows */
            continue;
        }

        if (m == 0xD9 || m == 0xDA) {
            return PT_DIMS_INVALID;       /* a scan before any frame */
        }

        seg = pt_dims_be16(d + off);
        if (seg < 2) {
            return PT_DIMS_INVALID;
        }

        /* SOF0..15 but DHT (C4), JPG (C8), DAC (CC) */
        if (m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC) {
            if (len - off < 7) {
                return PT_DIMS_CUT;
            }

            if (seg < 7) {
                return PT_DIMS_INVALID;
            }

            return pt_dims_set(pt_dims_be16(d + off + 5),
                               pt_dims_be16(d + off + 3), w, h);
        }
    }
}


/* PNG: IHDR is the first chunk */
static pt_dims_rc
pt_dims_png(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h)
{
    if (len < 24) {
        return PT_DIMS_CUT;
    }

    if (memcmp(d + 12, "IHDR", 4) != 0 || pt_dims_be32(d + 8) != 13) {
        return PT_DIMS_INVALID;
    }

    return pt_dims_set(pt_dims_be32(d + 16), pt_dims_be32(d + 20), w, h);
}


/* WebP: the first chunk after "WEBP" is VP8X, VP8 or VP8L */
static pt_dims_rc
pt_dims_webp(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h)
{
    const unsigned char  *c;

    if (len < 30) {
        return PT_DIMS_CUT;
    }

    c = d + 20;                           /* the first chunk's data */

    if (memcmp(d + 12, "VP8X", 4) == 0) {
        /* flags, 3 reserved bytes, canvas width - 1, height - 1 (24 bit) */
        return pt_dims_set((pt_dims_le32(c + 4) & 0xffffff) + 1,
                           (pt_dims_le32(c + 6) >> 8) + 1, w, h);
    }

    if (memcmp(d + 12, "VP8L", 4) == 0) {
        /* 0x2f, then 14 bits of width - 1 and 14 of height - 1 */
        if (c[0] != 0x2f) {
            return PT_DIMS_INVALID;
        }

        return pt_dims_set((pt_dims_le32(c + 1) & 0x3fff) + 1,
                           ((pt_dims_le32(c + 1) >> 14) & 0x3fff) + 1, w, h);
    }

    if (memcmp(d + 12, "VP8 ", 4) == 0) {
        /* a frame tag (3 bytes), the start code, 14-bit sizes */
        if (c[3] != 0x9d || c[4] != 0x01 || c[5] != 0x2a) {
            return PT_DIMS_INVALID;
        }

        return pt_dims_set(pt_dims_le16(c + 6) & 0x3fff,
                           pt_dims_le16(c + 8) & 0x3fff, w, h);
    }

    return PT_DIMS_INVALID;
}


/* GIF: the logical screen, as libvips reports it */
static pt_dims_rc
pt_dims_gif(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h)
{
    if (len < 10) {
        return PT_DIMS_CUT;
    }

    return pt_dims_set(pt_dims_le16(d + 6), pt_dims_le16(d + 8), w, h);
}


/* TIFF: ImageWidth and ImageLength of the first IFD, classic or BigTIFF */
static pt_dims_rc
pt_dims_tiff(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h)
{
    int       le, big;
    size_t    esz, csz;
    uint64_t  off, n, tag, type, v, i;

    if (len < 16) {
        return PT_DIMS_CUT;
    }

    le = (d[0] == 'I');
    big = (le ? pt_dims_le16(d + 2) : pt_dims_be16(d + 2)) == 43;
    esz = big ? 20 : 12;                  /* an IFD entry */
    csz = big ? 8 : 2;                    /* the entry count */

#define PT_U16(p)  (le ? pt_dims_le16(p) : pt_dims_be16(p))
#define PT_U32(p)  (le ? pt_dims_le32(p) : pt_dims_be32(p))
#define PT_U64(p)  (le ? ((uint64_t) PT_U32((p) + 4) << 32 | PT_U32(p))      \
                       : ((uint64_t) PT_U32(p) << 32 | PT_U32((p) + 4)))

    off = big ? PT_U64(d + 8) : PT_U32(d + 4);

    if (off < (big ? 16 : 8)) {
        return PT_DIMS_INVALID;
    }

    if (off > len || len - off < csz) {
        return PT_DIMS_CUT;
    }

    n = big ? PT_U64(d + off) : PT_U16(d + off);
    off += csz;
    *w = 0;
    *h = 0;

    for (i = 0; i < n; i++, off += esz) {
        if (len - off < esz) {
            return PT_DIMS_CUT;
        }

        tag = PT_U16(d + off);
        type = PT_U16(d + off + 2);
        v = big ? off + 12 : off + 8;     /* the value, when it fits */
        v = type == 3 ? PT_U16(d + v) : type == 4 ? PT_U32(d + v)
            : (big && type == 16) ? PT_U64(d + v) : 0;

        if (tag == 0x100) {
            *w = v > 0x7fffffff ? 0 : (uint32_t) v;

        } else if (tag == 0x101) {
            *h = v > 0x7fffffff ? 0 : (uint32_t) v;
        }

        if (*w != 0 && *h != 0) {
            return PT_DIMS_OK;
        }
    }

#undef PT_U16
#undef PT_U32
#undef PT_U64

    return PT_DIMS_INVALID;
}


/* HEIF/AVIF: the primary item, once the whole meta box is there */
static pt_dims_rc
pt_dims_heif(const unsigned char *d, size_t len, uint32_t *w, uint32_t *h,
    int *turned)
{
    size_t        at;
    uint64_t      size;
    pt_heif_dims  hd;

    /* the top-level boxes up to meta: is it all in the bytes given? */
    for (at = 0; /* void */ ; at += (size_t) size) {
        if (len - at < 16) {
            return PT_DIMS_CUT;
        }

        size = pt_dims_be32(d + at);

        if (size == 1) {
            size = (uint64_t) pt_dims_be32(d + at + 8) << 32
                   | pt_dims_be32(d + at + 12);

        } else if (size == 0) {
            size = UINT64_MAX;            /* to the end of the file */
        }

        if (size < 8) {
            return PT_DIMS_INVALID;
        }

        if (size > len - at) {
            return PT_DIMS_CUT;
        }

        if (memcmp(d + at + 4, "meta", 4) == 0) {
            break;
        }
    }

    if (pt_heif_primary(d, len, &hd) != PT_OK) {
        return PT_DIMS_INVALID;
    }

    *turned = (hd.rotation == 90 || hd.rotation == 270);

    return pt_dims_set(hd.width, hd.height, w, h);
}


/* 1 when EXIF in the bytes given turns the image a quarter (5..8) */
static int
pt_dims_exif_turns(const unsigned char *d, size_t len, pt_format fmt)
{
    int      turned;
    pt_exif  exif;

    if (pt_exif_from_file(d, len, fmt, &exif) != PT_OK) {
        return 0;
    }

    turned = exif.orientation >= 5;
    pt_exif_clear(&exif);

    return turned;
}


pt_dims_rc
pt_header_dims(const unsigned char *d, size_t len, pt_format fmt,
    int *width, int *height)
{
    int         turned;
    uint32_t    w, h;
    pt_dims_rc  rc;

    turned = 0;

    switch (fmt) {

    case PT_FMT_JPEG:
        rc = pt_dims_jpeg(d, len, &w, &h);
        break;

    case PT_FMT_PNG:
        rc = pt_dims_png(d, len, &w, &h);
        break;

    case PT_FMT_WEBP:
        rc = pt_dims_webp(d, len, &w, &h);
        break;

    case PT_FMT_GIF:
        rc = pt_dims_gif(d, len, &w, &h);
        break;

    case PT_FMT_TIFF:
        rc = pt_dims_tiff(d, len, &w, &h);
        break;

    case PT_FMT_AVIF:
    case PT_FMT_HEIC:
        rc = pt_dims_heif(d, len, &w, &h, &turned);
        break;

    default:
        return PT_DIMS_INVALID;
    }

    if (rc != PT_DIMS_OK) {
        return rc;
    }

    /* libvips takes a GIF's and a HEIF's orientation from elsewhere */
    if (fmt != PT_FMT_GIF && fmt != PT_FMT_AVIF && fmt != PT_FMT_HEIC) {
        turned = pt_dims_exif_turns(d, len, fmt);
    }

    *width = (int) (turned ? h : w);
    *height = (int) (turned ? w : h);

    return PT_DIMS_OK;
}
