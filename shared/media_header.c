/*
 * What a container declares, read from its bytes before a decoder sees
 * them: the frame count of a GIF (pt_gif_frames) and the largest image
 * size a HEIF/AVIF file declares (pt_heif_extent).  The decoders hide
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

#include "media.h"


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
 * The first box of type among the boxes in [*off, end): *off becomes its
 * body, *end the body's end.  0 when there is none or a box is malformed.
 */
static int
pt_bmff_find(const unsigned char *d, size_t *off, size_t *end,
    const char *type)
{
    size_t    at, head;
    uint64_t  size;

    for (at = *off; *end - at >= 8; at += (size_t) size) {
        size = pt_be32(d + at);
        head = 8;

        if (size == 1) {                  /* a 64-bit size follows */
            if (*end - at < 16) {
                return 0;
            }
            size = ((uint64_t) pt_be32(d + at + 8) << 32)
                   | pt_be32(d + at + 12);
            head = 16;

        } else if (size == 0) {           /* to the end of its parent */
            size = *end - at;
        }

        if (size < head || size > *end - at) {
            return 0;
        }

        if (memcmp(d + at + 4, type, 4) == 0) {
            *off = at + head;
            *end = at + (size_t) size;
            return 1;
        }
    }

    return 0;
}


int
pt_heif_extent(const unsigned char *d, size_t len, int *w, int *h)
{
    size_t    off, end, at, bend;
    uint32_t  iw, ih, mw, mh;

    off = 0;
    end = len;

    /* meta (a full box: version and flags first) > iprp > ipco */
    if (!pt_bmff_find(d, &off, &end, "meta") || end - off < 4) {
        return PT_ERROR;
    }

    off += 4;

    if (!pt_bmff_find(d, &off, &end, "iprp")
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
