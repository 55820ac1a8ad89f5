/*
 * EXIF extraction from whole files (pt_exif_from_file): finds the EXIF
 * blob inside a JPEG (APP1), PNG (eXIf, before or after IDAT), WebP (EXIF
 * chunk), TIFF (its own IFDs) or HEIF/AVIF (Exif item, via libvips) and
 * hands it to exif.c.  Every file is hostile: each walk is bounds-checked.
 */

#include <string.h>
#include <stdlib.h>

#include <libexif/exif-data.h>
#include <vips/vips.h>

#include "media.h"
#include "exif_int.h"


#define PT_EXIF_IFD_MAX    1024           /* entries per TIFF IFD */
#define PT_EXIF_ENTRY_MAX  65536          /* bytes of one TIFF entry */


typedef struct {
    const unsigned char  *data;
    size_t                len;
    ExifByteOrder         order;
    ExifData             *ed;
    ExifMem              *mem;
} pt_tiff_ctx;


static int pt_exif_from_tiff(const unsigned char *data, size_t len,
    pt_exif *out);
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
        return pt_exif_from_tiff(data, len, out);

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


/*
 * TIFF files keep the EXIF IFD anywhere in the file, often after the
 * pixels and beyond the 64 KB libexif reads, so the IFDs are read here
 * and handed to libexif entry by entry.
 */
static void
pt_tiff_ifd(pt_tiff_ctx *x, size_t off, ExifIfd ifd)
{
    size_t                n, i, size, voff;
    uint64_t              total;
    uint32_t              comps;
    ExifTag               tag;
    ExifEntry            *e;
    ExifFormat            fmt;
    const unsigned char  *p;

    if (off < 8 || off > x->len - 2 || x->ed->ifd[ifd]->count > 0) {
        return;                           /* bad offset, or read already */
    }

    n = exif_get_short(x->data + off, x->order);
    if (n > PT_EXIF_IFD_MAX || n * 12 > x->len - off - 2) {
        return;
    }

    for (i = 0; i < n; i++) {
        p = x->data + off + 2 + i * 12;
        tag = (ExifTag) exif_get_short(p, x->order);
        fmt = (ExifFormat) exif_get_short(p + 2, x->order);
        comps = exif_get_long(p + 4, x->order);

        total = (uint64_t) exif_format_get_size(fmt) * comps;
        if (total == 0 || total > PT_EXIF_ENTRY_MAX) {
            continue;                     /* unknown format or huge */
        }

        size = (size_t) total;
        voff = (size <= 4) ? (size_t) (p + 8 - x->data)
                           : exif_get_long(p + 8, x->order);

        if (ifd == EXIF_IFD_0 && tag == EXIF_TAG_EXIF_IFD_POINTER) {
            pt_tiff_ifd(x, exif_get_long(p + 8, x->order), EXIF_IFD_EXIF);
            continue;
        }

        if (ifd == EXIF_IFD_0 && tag == EXIF_TAG_GPS_INFO_IFD_POINTER) {
            pt_tiff_ifd(x, exif_get_long(p + 8, x->order), EXIF_IFD_GPS);
            continue;
        }

        if (ifd == EXIF_IFD_EXIF
            && tag == EXIF_TAG_INTEROPERABILITY_IFD_POINTER)
        {
            pt_tiff_ifd(x, exif_get_long(p + 8, x->order),
                        EXIF_IFD_INTEROPERABILITY);
            continue;
        }

        if (pt_exif_skip_tag(tag)
            || (ifd == EXIF_IFD_0 && pt_exif_skip_layout(tag))
            || exif_tag_get_name_in_ifd(tag, ifd) == NULL
            || voff > x->len || size > x->len - voff)
        {
            continue;
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
        e->components = comps;
        e->size = (unsigned int) size;

        /* the IFD keeps its own reference; a duplicate tag is dropped */
        exif_content_add_entry(x->ed->ifd[ifd], e);
        exif_entry_unref(e);
    }
}


static int
pt_exif_from_tiff(const unsigned char *data, size_t len, pt_exif *out)
{
    pt_tiff_ctx  x;

    if (pt_exif_begin(out) != PT_OK) {
        return PT_ERROR;
    }

    x.data = data;
    x.len = len;

    if (memcmp(data, "II*\0", 4) == 0) {
        x.order = EXIF_BYTE_ORDER_INTEL;

    } else if (memcmp(data, "MM\0*", 4) == 0) {
        x.order = EXIF_BYTE_ORDER_MOTOROLA;

    } else {
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

    pt_tiff_ifd(&x, exif_get_long(data + 4, x.order), EXIF_IFD_0);

    pt_exif_collect(x.ed, out);

    exif_data_unref(x.ed);
    exif_mem_unref(x.mem);

    return PT_OK;
}


/*
 * HEIF/AVIF keep EXIF in an item of the ISO-BMFF meta box.  libheif,
 * through libvips, finds it; libvips must be initialised.  Only the
 * header is read: no pixels are decoded.
 */
static int
pt_exif_from_heif(const unsigned char *data, size_t len, pt_exif *out)
{
    int          rc;
    size_t       blen;
    VipsImage   *img;
    const void  *blob;

    img = NULL;

    if (vips_heifload_buffer((void *) data, len, &img, NULL) != 0) {
        rc = pt_exif_begin(out);

    } else if (vips_image_get_typeof(img, VIPS_META_EXIF_NAME) == 0
               || vips_image_get_blob(img, VIPS_META_EXIF_NAME, &blob,
                                      &blen) != 0)
    {
        rc = pt_exif_begin(out);

    } else {
        rc = pt_exif_parse(blob, blen, out);
    }

    if (img != NULL) {
        g_object_unref(img);
    }

    /* this may run in an nginx pool thread, like probing */
    vips_error_clear();
    vips_thread_shutdown();

    return rc;
}
