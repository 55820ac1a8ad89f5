/*
 * What a container declares, read from its bytes before a decoder sees
 * them: the frame count of a GIF (pt_gif_frames), the image sizes a
 * HEIF/AVIF file declares (pt_heif_extent) and its Exif item
 * (pt_heif_exif), which libvips would hand to libexif.  The decoders hide
 * both: libnsgif stops counting at its frame cap, libheif refuses a large
 * side as a read error.  Also the read-only file mapping these walks,
 * and EXIF extraction, look at (pt_media_map).  Every walk is bounds-
 * checked and linear in the file's size.
 */

#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "media/media.h"


const unsigned char *
pt_media_map(const char *path, size_t *len)
{
    int          fd;
    void        *map;
    struct stat  st;

    *len = 0;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return NULL;
    }

    if (fstat(fd, &st) != 0 || st.st_size <= 0) {
        close(fd);
        return NULL;
    }

    map = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);

    if (map == MAP_FAILED) {
        return NULL;
    }

    *len = (size_t) st.st_size;

    return map;
}


void
pt_media_unmap(const unsigned char *map, size_t len)
{
    if (map != NULL) {
        munmap((void *) map, len);
    }
}


/* past the data sub-blocks starting at off (up to the empty one) */
static size_t
pt_gif_skip_blocks(const unsigned char *d, size_t len, size_t off)
{
    size_t  n;

    while (off < len) {
        n = d[off];
        off++;

        if (n == 0) {
            return off;
        }

        if (n >= len - off) {
            return len;
        }

        off += n;
    }

    return len;
}


int
pt_gif_frames(const unsigned char *d, size_t len)
{
    int     n;
    size_t  off;

    if (len < 13) {
        return 0;
    }

    /* header and logical screen, then the global colour table */
    off = 13;
    if (d[10] & 0x80) {
        off += (size_t) 3 << ((d[10] & 7) + 1);
    }

    n = 0;

    while (off < len && n < 0x7fffffff) {
        if (d[off] == 0x2c) {
            /* an image: each one is a frame, as the decoders count */
            n++;

            if (len - off < 11) {
                break;
            }

            off += (d[off + 9] & 0x80)
                   ? 10 + ((size_t) 3 << ((d[off + 9] & 7) + 1)) : 10;
            off++;                        /* LZW minimum code size */

        } else if (d[off] == 0x21) {
            off += 2;                     /* introducer and label */

        } else {
            break;                        /* the trailer, or junk */
        }

        off = pt_gif_skip_blocks(d, len, off);
    }

    return n;
}


static uint32_t
pt_be32(const unsigned char *p)
{
    return ((uint32_t) p[0] << 24) | ((uint32_t) p[1] << 16)
           | ((uint32_t) p[2] << 8) | p[3];
}


/*
 * The box at at, inside [at, end): its body is [*body, *next), and the
 * next box starts at *next.  0 when it is malformed or cut short.
 */
static int
pt_bmff_box(const unsigned char *d, size_t at, size_t end, size_t *body,
    size_t *next)
{
    size_t    head;
    uint64_t  size;

    if (end - at < 8) {
        return 0;
    }

    size = pt_be32(d + at);
    head = 8;

    if (size == 1) {                      /* a 64-bit size follows */
        if (end - at < 16) {
            return 0;
        }
        size = ((uint64_t) pt_be32(d + at + 8) << 32)
               | pt_be32(d + at + 12);
        head = 16;

    } else if (size == 0) {               /* to the end of its parent */
        size = end - at;
    }

    if (size < head || size > end - at) {
        return 0;
    }

    *body = at + head;
    *next = at + (size_t) size;

    return 1;
}


/*
 * The first box of type among the boxes in [*off, end): *off becomes its
 * body, *end the body's end.  0 when there is none or a box is malformed.
 */
static int
pt_bmff_find(const unsigned char *d, size_t *off, size_t *end,
    const char *type)
{
    size_t  at, body, next;

    for (at = *off; *end - at >= 8; at = next) {
        if (!pt_bmff_box(d, at, *end, &body, &next)) {
            return 0;
        }

        if (memcmp(d + at + 4, type, 4) == 0) {
            *off = body;
            *end = next;
            return 1;
        }
    }

    return 0;
}


/* the body of the top-level meta box, after its version and flags */
static int
pt_heif_meta(const unsigned char *d, size_t len, size_t *off, size_t *end)
{
    *off = 0;
    *end = len;

    if (!pt_bmff_find(d, off, end, "meta") || *end - *off < 4) {
        return 0;
    }

    *off += 4;

    return 1;
}


int
pt_heif_extent(const unsigned char *d, size_t len, int *w, int *h)
{
    size_t    off, end, at, bend;
    uint32_t  iw, ih, mw, mh;

    /* meta > iprp > ipco */
    if (!pt_heif_meta(d, len, &off, &end)
        || !pt_bmff_find(d, &off, &end, "iprp")
        || !pt_bmff_find(d, &off, &end, "ipco"))
    {
        return PT_ERROR;
    }

    /* every ispe: libheif refuses the file for any one of them */
    mw = 0;
    mh = 0;

    for (at = off; end - at >= 8; at = bend) {
        bend = end;
        if (!pt_bmff_find(d, &at, &bend, "ispe")) {
            break;
        }

        if (bend - at >= 12) {
            iw = pt_be32(d + at + 4);
            ih = pt_be32(d + at + 8);
            mw = iw > mw ? iw : mw;
            mh = ih > mh ? ih : mh;
        }
    }

    *w = mw > 0x7fffffff ? 0x7fffffff : (int) mw;
    *h = mh > 0x7fffffff ? 0x7fffffff : (int) mh;

    return (mw > 0 && mh > 0) ? PT_OK : PT_ERROR;
}


/* big-endian unsigned of n (0..8) bytes */
static uint64_t
pt_be_n(const unsigned char *p, unsigned n)
{
    uint64_t  v;

    for (v = 0; n > 0; n--) {
        v = v << 8 | *p++;
    }

    return v;
}


/* the item id of the first item of type "Exif" in iinf [off, end) */
static int
pt_heif_exif_id(const unsigned char *d, size_t off, size_t end,
    uint32_t *id)
{
    size_t  at, bend, n;

    /* a full box, then the entry count: 2 bytes in version 0, else 4 */
    n = (end - off >= 4 && d[off] == 0) ? 6 : 8;
    if (end - off < n) {
        return 0;
    }

    for (at = off + n; end - at >= 8; at = bend) {
        bend = end;
        if (!pt_bmff_find(d, &at, &bend, "infe")) {
            return 0;
        }

        /* version 2: 16-bit id, protection, type; version 3: 32-bit id */
        if (bend - at >= 12 && d[at] == 2
            && memcmp(d + at + 8, "Exif", 4) == 0)
        {
            *id = (uint32_t) pt_be_n(d + at + 4, 2);
            return 1;
        }

        if (bend - at >= 14 && d[at] == 3
            && memcmp(d + at + 10, "Exif", 4) == 0)
        {
            *id = pt_be32(d + at + 4);
            return 1;
        }
    }

    return 0;
}


/*
 * Where item id's data starts, in iloc [off, end): *where from the file's
 * start (*idat: from the idat box's data), *n bytes (first extent only).
 */
static int
pt_heif_iloc(const unsigned char *d, size_t off, size_t end, uint32_t id,
    uint64_t *where, uint64_t *n, int *idat)
{
    unsigned  v, os, ls, bs, is, method;
    uint32_t  count, iid, ext;
    size_t    need;

    if (end - off < 8) {
        return 0;
    }

    v = d[off];
    os = d[off + 4] >> 4;
    ls = d[off + 4] & 15;
    bs = d[off + 5] >> 4;
    is = (v == 1 || v == 2) ? (d[off + 5] & 15) : 0;
    off += 6;

    if (v > 2 || os > 8 || ls > 8 || bs > 8 || is > 8) {
        return 0;
    }

    count = (uint32_t) pt_be_n(d + off, v < 2 ? 2 : 4);
    off += v < 2 ? 2 : 4;

    for ( /* void */ ; count > 0; count--) {
        /* id, [construction method], data reference, base offset, count */
        need = (v < 2 ? 2 : 4) + (v >= 1 ? 2 : 0) + 2 + bs + 2;
        if (off > end || end - off < need) {
            return 0;
        }

        iid = (uint32_t) pt_be_n(d + off, v < 2 ? 2 : 4);
        off += v < 2 ? 2 : 4;
        method = 0;

        if (v >= 1) {
            method = d[off + 1] & 15;
            off += 2;
        }

        *where = pt_be_n(d + off + 2, bs);
        off += 2 + bs;
        ext = (uint32_t) pt_be_n(d + off, 2);
        off += 2;

        need = (size_t) ext * (is + os + ls);
        if (end - off < need) {
            return 0;
        }

        if (iid == id) {
            if (ext == 0 || method > 1) {
                return 0;
            }

            *where += pt_be_n(d + off + is, os);
            *n = pt_be_n(d + off + is + os, ls);
            *idat = (method == 1);
            return 1;
        }

        off += need;
    }

    return 0;
}


const unsigned char *
pt_heif_exif(const unsigned char *d, size_t len, size_t *blen)
{
    int       idat;
    size_t    off, end, at, aend, base, lim;
    uint32_t  id, hdr;
    uint64_t  where, n;

    if (!pt_heif_meta(d, len, &off, &end)) {
        return NULL;
    }

    at = off;
    aend = end;
    if (!pt_bmff_find(d, &at, &aend, "iinf")
        || !pt_heif_exif_id(d, at, aend, &id))
    {
        return NULL;
    }

    at = off;
    aend = end;
    if (!pt_bmff_find(d, &at, &aend, "iloc")
        || !pt_heif_iloc(d, at, aend, id, &where, &n, &idat))
    {
        return NULL;
    }

    /* the item's bytes: in the file, or in the meta box's idat */
    base = 0;
    lim = len;

    if (idat) {
        base = off;
        lim = end;
        if (!pt_bmff_find(d, &base, &lim, "idat")) {
            return NULL;
        }
    }

    if (where > lim - base) {
        return NULL;
    }

    /* 0 means to the end of the data; a cut-short item gives what is
     * there, the IFD walk checks every offset */
    if (n == 0 || n > lim - base - where) {
        n = lim - base - where;
    }

    if (n < 4) {
        return NULL;
    }

    /* the item starts with the offset of the TIFF header after it */
    at = base + (size_t) where;
    hdr = pt_be32(d + at);
    if (hdr > n - 4) {
        return NULL;
    }

    *blen = (size_t) n - 4 - hdr;

    return d + at + 4 + hdr;
}


/* the primary item's id from pitm [off, end) */
static int
pt_heif_pitm(const unsigned char *d, size_t off, size_t end, uint32_t *id)
{
    if (end - off < 6) {
        return 0;
    }

    if (d[off] == 0) {
        *id = (uint32_t) pt_be_n(d + off + 4, 2);
        return 1;
    }

    if (end - off < 8) {
        return 0;
    }

    *id = pt_be32(d + off + 4);

    return 1;
}


/*
 * Applies to *out the properties ipma [off, end) associates with item id:
 * the size (ispe) and the rotation (irot) of the ipco [pco, pend) boxes.
 */
static void
pt_heif_props(const unsigned char *d, size_t off, size_t end, uint32_t id,
    size_t pco, size_t pend, pt_heif_dims *out)
{
    int       wide;
    size_t    at, box, body, next, isz, n;
    uint32_t  count, iid, index, i;

    if (end - off < 8) {
        return;
    }

    isz = d[off] < 1 ? 2 : 4;
    wide = d[off + 3] & 1;                /* 15-bit property indexes */
    count = pt_be32(d + off + 4);
    off += 8;

    for ( /* void */ ; count > 0; count--) {
        if (end - off < isz + 1) {
            return;
        }

        iid = (uint32_t) pt_be_n(d + off, (unsigned) isz);
        n = d[off + isz];
        off += isz + 1;

        if (end - off < n * (wide ? 2 : 1)) {
            return;
        }

        for ( /* void */ ; iid == id && n > 0; n--) {
            index = wide ? (uint32_t) pt_be_n(d + off, 2) & 0x7fff
                         : d[off] & 0x7fu;
            off += wide ? 2 : 1;

            /* the index-th box of ipco, from 1 */
            box = pco;
            body = pco;
            next = pco;

            for (at = pco, i = 0; i < index; i++) {
                if (!pt_bmff_box(d, at, pend, &body, &next)) {
                    break;
                }
                box = at;
                at = next;
            }

            if (index == 0 || i < index) {
                continue;
            }

            if (memcmp(d + box + 4, "ispe", 4) == 0 && next - body >= 12) {
                out->width = pt_be32(d + body + 4);
                out->height = pt_be32(d + body + 8);

            } else if (memcmp(d + box + 4, "irot", 4) == 0
                       && next - body >= 1)
            {
                out->rotation = (d[body] & 3) * 90;
            }
        }

        if (iid == id) {
            return;
        }

        off += n * (wide ? 2 : 1);
    }
}


int
pt_heif_primary(const unsigned char *d, size_t len, pt_heif_dims *out)
{
    size_t    off, end, at, aend, pco, pend;
    uint32_t  id;

    memset(out, 0, sizeof(*out));

    if (!pt_heif_meta(d, len, &off, &end)) {
        return PT_ERROR;
    }

    at = off;
    aend = end;
    if (!pt_bmff_find(d, &at, &aend, "pitm")
        || !pt_heif_pitm(d, at, aend, &id))
    {
        return PT_ERROR;
    }

    pco = off;
    pend = end;
    at = off;
    aend = end;
    if (!pt_bmff_find(d, &pco, &pend, "iprp")
        || !pt_bmff_find(d, &pco, &pend, "ipco")
        || !pt_bmff_find(d, &at, &aend, "iprp")
        || !pt_bmff_find(d, &at, &aend, "ipma"))
    {
        return PT_ERROR;
    }

    pt_heif_props(d, at, aend, id, pco, pend, out);

    return (out->width > 0 && out->height > 0) ? PT_OK : PT_ERROR;
}
