/*
 * EXIF extraction from whole files (pt_exif_from_file): finds the EXIF
 * blob inside a JPEG (APP1), PNG (eXIf, before or after IDAT), WebP (EXIF
 * chunk), TIFF or BigTIFF (its own IFDs) or HEIF/AVIF (Exif item,
 * media_header.c) and hands it to exif.c.  The IFD walk every blob takes
 * (pt_exif_walk) is here too.  Every file is hostile: each walk is
 * bounds-checked, and the IFD walk bounded in steps.
 */

#include <string.h>
#include <stdlib.h>

#include <libexif/exif-data.h>

#include "media/media.h"
#include "media/exif_int.h"


#define PT_EXIF_IFD_MAX    1024           /* entries per TIFF IFD */
#define PT_EXIF_WALK_MAX   4096           /* entries of all IFDs together */
#define PT_EXIF_ENTRY_MAX  65536          /* bytes of one TIFF entry */


typedef struct {
    const unsigned char  *data;
    size_t                len;
    ExifByteOrder         order;
    unsigned              big:1;      /* BigTIFF: 8-byte counts, offsets */
    unsigned              file:1;     /* a TIFF file, not an EXIF blob */
    unsigned              seen;       /* one bit per ExifIfd walked */
    unsigned              walked;     /* entries read, all IFDs */
    unsigned              repeated;   /* pointers to a walked IFD */
    ExifData             *ed;
    ExifMem              *mem;
} pt_tiff_ctx;


static int pt_exif_from_heif(const unsigned char *data, size_t len,
    pt_exif *out);


static uint32_t
pt_be32(const unsigned char *p)
{
    return ((uint32_t) p[0] << 24) | ((uint32_t) p[1] << 16)
           | ((uint32_t) p[2] << 8) | p[3];
}


static uint32_t
pt_le32(const unsigned char *p)
{
    return ((uint32_t) p[3] << 24) | ((uint32_t) p[2] << 16)
           | ((uint32_t) p[1] << 8) | p[0];
}


/*
 * JPEG: walk the markers up to the scan; the first APP1 starting with
 * "Exif\0\0" is the blob (an APP1 may also hold XMP).  A segment cut
 * short by the end of the file gives what is there.
 */
static const unsigned char *
pt_find_jpeg(const unsigned char *d, size_t len, size_t *blen)
{
    size_t         off, seg;
    unsigned char  m;

    off = 2;

    while (off + 4 <= len) {
        if (d[off] != 0xFF) {
            return NULL;
        }

        while (off < len && d[off] == 0xFF) {
            off++;                        /* fill bytes */
        }

        if (off + 3 > len) {
            return NULL;
        }

        m = d[off++];

        if (m == 0xD8 || m == 0x01 || (m >= 0xD0 && m <= 0xD7)) {
            continue;                     /* no length follows */
        }

        if (m == 0xD9 || m == 0xDA) {
            return NULL;                  /* EXIF comes before the scan */
        }

        seg = ((size_t) d[off] << 8) | d[off + 1];
        if (seg < 2) {
            return NULL;
        }

        if (m == 0xE1 && seg >= 8 && len - off >= 8
            && memcmp(d + off + 2, "Exif\0\0", 6) == 0)
        {
            *blen = (seg - 2 < len - off - 2) ? seg - 2 : len - off - 2;
            return d + off + 2;
        }

        off += seg;
    }

    return NULL;
}


/* PNG: every chunk is walked, eXIf may sit before or after IDAT */
static const unsigned char *
pt_find_png(const unsigned char *d, size_t len, size_t *blen)
{
    size_t  off, n;

    off = 8;

    while (off + 8 <= len) {
        n = pt_be32(d + off);

        if (n > 0x7fffffff) {
            return NULL;
        }

        if (memcmp(d + off + 4, "eXIf", 4) == 0) {
            *blen = (n < len - off - 8) ? n : len - off - 8;
            return d + off + 8;
        }

        if (memcmp(d + off + 4, "IEND", 4) == 0 || n > len - off - 8) {
            return NULL;
        }

        off += 8 + n + 4;                 /* length, type, data, CRC */
    }

    return NULL;
}


/* WebP: RIFF chunks after "WEBP", each padded to an even size */
static const unsigned char *
pt_find_webp(const unsigned char *d, size_t len, size_t *blen)
{
    size_t  off, n;

    off = 12;

    while (off + 8 <= len) {
        n = pt_le32(d + off + 4);

        if (memcmp(d + off, "EXIF", 4) == 0) {
            *blen = (n < len - off - 8) ? n : len - off - 8;
            return d + off + 8;
        }

        if (n > len - off - 8) {
            return NULL;
        }

        off += 8 + n + (n & 1);
    }

    return NULL;
}


int
pt_exif_from_file(const unsigned char *data, size_t len, pt_format fmt,
    pt_exif *out)
{
    size_t               blen;
    const unsigned char  *blob;

    blob = NULL;
    blen = 0;

    if (data == NULL || len < 16) {
        return pt_exif_begin(out);
    }

    switch (fmt) {

    case PT_FMT_JPEG:
        blob = pt_find_jpeg(data, len, &blen);
        break;

    case PT_FMT_PNG:
        blob = pt_find_png(data, len, &blen);
        break;

    case PT_FMT_WEBP:
        blob = pt_find_webp(data, len, &blen);
        break;

    case PT_FMT_TIFF:
        return pt_exif_walk(data, len, 1, out);

    case PT_FMT_AVIF:
    case PT_FMT_HEIC:
        return pt_exif_from_heif(data, len, out);

    default:
        break;
    }

    if (blob == NULL) {
        return pt_exif_begin(out);
    }

    return pt_exif_parse(blob, blen, out);
}


/* a TIFF's IFD0 also describes its pixel layout: not photo metadata */
static int
pt_exif_skip_layout(ExifTag tag)
{
    switch ((unsigned) tag) {
    case 0x00fe:    /* NewSubfileType */
    case 0x00ff:    /* SubfileType */
    case 0x0100:    /* ImageWidth */
    case 0x0101:    /* ImageLength */
    case 0x0102:    /* BitsPerSample */
    case 0x0103:    /* Compression */
    case 0x0106:    /* PhotometricInterpretation */
    case 0x010a:    /* FillOrder */
    case 0x0115:    /* SamplesPerPixel */
    case 0x011c:    /* PlanarConfiguration */
    case 0x013d:    /* Predictor */
    case 0x0142:    /* TileWidth */
    case 0x0143:    /* TileLength */
    case 0x0152:    /* ExtraSamples */
    case 0x0153:    /* SampleFormat */
    case 0x015b:    /* JPEGTables */
        return 1;
    default:
        return 0;
    }
}


/* a count or an offset: 8 bytes in a BigTIFF, 4 in a classic TIFF */
static uint64_t
pt_tiff_word(const pt_tiff_ctx *x, const unsigned char *p)
{
    uint64_t  a, b;

    if (!x->big) {
        return exif_get_long(p, x->order);
    }

    a = exif_get_long(p, x->order);
    b = exif_get_long(p + 4, x->order);

    return x->order == EXIF_BYTE_ORDER_INTEL ? (b << 32 | a) : (a << 32 | b);
}


/* the IFD an entry of ifd points to, or EXIF_IFD_COUNT */
static ExifIfd
pt_tiff_sub_ifd(ExifIfd ifd, ExifTag tag)
{
    if (ifd == EXIF_IFD_0 && tag == EXIF_TAG_EXIF_IFD_POINTER) {
        return EXIF_IFD_EXIF;
    }

    if (ifd == EXIF_IFD_0 && tag == EXIF_TAG_GPS_INFO_IFD_POINTER) {
        return EXIF_IFD_GPS;
    }

    if (ifd == EXIF_IFD_EXIF && tag == EXIF_TAG_INTEROPERABILITY_IFD_POINTER)
    {
        return EXIF_IFD_INTEROPERABILITY;
    }

    return EXIF_IFD_COUNT;
}


static void pt_tiff_ifd(pt_tiff_ctx *x, uint64_t off, ExifIfd ifd);


/* one IFD entry (at p) into libexif's IFD, or the IFD it points to */
static void
pt_tiff_entry(pt_tiff_ctx *x, const unsigned char *p, ExifIfd ifd)
{
    size_t                size, voff;
    uint64_t              comps;
    ExifTag               tag;
    ExifIfd               sub;
    ExifEntry            *e;
    ExifFormat            fmt;
    const unsigned char  *v;

    tag = (ExifTag) exif_get_short(p, x->order);
    fmt = (ExifFormat) exif_get_short(p + 2, x->order);
    comps = pt_tiff_word(x, p + 4);
    v = p + (x->big ? 12 : 8);            /* the value, or its offset */

    sub = pt_tiff_sub_ifd(ifd, tag);
    if (sub != EXIF_IFD_COUNT) {
        if (x->seen & (1u << sub)) {
            x->repeated++;                /* no camera writes this */
        }

        /* BigTIFF may point with an 8-byte IFD8 or LONG8 */
        pt_tiff_ifd(x, x->big && (fmt == 16 || fmt == 18)
                       ? pt_tiff_word(x, v) : exif_get_long(v, x->order),
                    sub);
        return;
    }

    size = exif_format_get_size(fmt);
    if (size == 0 || comps > PT_EXIF_ENTRY_MAX / size) {
        return;                           /* unknown format or huge */
    }

    size *= (size_t) comps;
    voff = (size <= (x->big ? 8u : 4u)) ? (size_t) (v - x->data)
                                        : (size_t) pt_tiff_word(x, v);

    if (size == 0 || pt_exif_skip_tag(tag)
        || (ifd == EXIF_IFD_0 && x->file && pt_exif_skip_layout(tag))
        || exif_tag_get_name_in_ifd(tag, ifd) == NULL
        || voff > x->len || size > x->len - voff)
    {
        return;
    }

    e = exif_entry_new_mem(x->mem);
    if (e == NULL) {
        return;
    }

    e->data = exif_mem_alloc(x->mem, (ExifLong) size);
    if (e->data == NULL) {
        exif_entry_unref(e);
        return;
    }

    memcpy(e->data, x->data + voff, size);
    e->tag = tag;
    e->format = fmt;
    e->components = (unsigned long) comps;
    e->size = (unsigned int) size;

    /* the IFD keeps its own reference; a duplicate tag is dropped */
    exif_content_add_entry(x->ed->ifd[ifd], e);
    exif_entry_unref(e);
}


/*
 * The IFDs are read here and handed to libexif entry by entry: TIFF files
 * keep the EXIF IFD anywhere, often after the pixels and beyond the 64 KB
 * libexif reads, and libexif's own walk follows every pointer each time
 * it is met.  Each kind of IFD is walked once, the first pointer winning:
 * 1024 EXIF pointers to an IFD of 1024 Interop pointers were 10^9 steps.
 */
static void
pt_tiff_ifd(pt_tiff_ctx *x, uint64_t off, ExifIfd ifd)
{
    size_t    head, esize, i;
    uint64_t  n;

    if (x->seen & (1u << ifd)) {
        return;
    }

    x->seen |= 1u << ifd;
    head = x->big ? 8 : 2;
    esize = x->big ? 20 : 12;

    if (off < 8 || off > x->len || x->len - off < head) {
        return;
    }

    n = x->big ? pt_tiff_word(x, x->data + off)
               : exif_get_short(x->data + off, x->order);

    if (n > PT_EXIF_IFD_MAX || n * esize > x->len - off - head) {
        return;
    }

    for (i = 0; i < n; i++) {
        if (x->walked >= PT_EXIF_WALK_MAX) {
            return;
        }

        x->walked++;
        pt_tiff_entry(x, x->data + off + head + i * esize, ifd);
    }
}


/* byte order and BigTIFF from the header; the offset of IFD0, 0 if none */
static uint64_t
pt_tiff_header(pt_tiff_ctx *x)
{
    const unsigned char  *d;

    d = x->data;

    if (x->len >= 8 && (memcmp(d, "II*\0", 4) == 0
                        || memcmp(d, "MM\0*", 4) == 0))
    {
        x->order = d[0] == 'I' ? EXIF_BYTE_ORDER_INTEL
                               : EXIF_BYTE_ORDER_MOTOROLA;
        return exif_get_long(d + 4, x->order);
    }

    /* BigTIFF: 43, offset size 8, zero, then an 8-byte offset */
    if (x->len >= 16 && (memcmp(d, "II+\0\x08\0\0\0", 8) == 0
                         || memcmp(d, "MM\0+\0\x08\0\0", 8) == 0))
    {
        x->order = d[0] == 'I' ? EXIF_BYTE_ORDER_INTEL
                               : EXIF_BYTE_ORDER_MOTOROLA;
        x->big = 1;
        return pt_tiff_word(x, d + 8);
    }

    return 0;
}


int
pt_exif_walk(const unsigned char *data, size_t len, int file, pt_exif *out)
{
    uint64_t     ifd0;
    pt_tiff_ctx  x;

    if (pt_exif_begin(out) != PT_OK) {
        return PT_ERROR;
    }

    memset(&x, 0, sizeof(x));
    x.data = data;
    x.len = len;
    x.file = file ? 1 : 0;

    ifd0 = pt_tiff_header(&x);
    if (ifd0 == 0) {
        return PT_OK;
    }

    x.mem = exif_mem_new_default();
    x.ed = exif_data_new_mem(x.mem);
    if (x.mem == NULL || x.ed == NULL) {
        if (x.ed != NULL) {
            exif_data_unref(x.ed);
        }
        if (x.mem != NULL) {
            exif_mem_unref(x.mem);
        }
        pt_exif_clear(out);
        return PT_ERROR;
    }

    /* before any entry exists: setting it later would convert entries */
    exif_data_set_byte_order(x.ed, x.order);

    pt_tiff_ifd(&x, ifd0, EXIF_IFD_0);

    pt_exif_collect(x.ed, out);
    out->walked = x.walked;
    out->repeated = x.repeated;

    exif_data_unref(x.ed);
    exif_mem_unref(x.mem);

    return PT_OK;
}


/* HEIF/AVIF keep EXIF in an item of the ISO-BMFF meta box */
static int
pt_exif_from_heif(const unsigned char *data, size_t len, pt_exif *out)
{
    size_t                blen;
    const unsigned char  *blob;

    blob = pt_heif_exif(data, len, &blen);

    return blob != NULL ? pt_exif_parse(blob, blen, out)
                        : pt_exif_begin(out);
}
