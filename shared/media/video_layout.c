/*
 * The containers' top-level structure, read before any tool runs
 * (pt_video_boxes, pt_video_elements): a video must end where its
 * structure says.  ffprobe is lenient by design (a player should play
 * what it can), so a file cut short inside its last box, one declaring a
 * box larger than itself, or one with another file glued after it (a
 * polyglot) would pass it.
 */

#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "media/video_probe.h"


/*
 * MP4 and QuickTime: the top-level boxes must tile the file exactly.
 * ffprobe takes a moov box declared larger than the file as it is, so a
 * file cut inside its last box, or one declaring a huge size, is caught
 * here, before any tool runs.  Size 0 means "to the end of the file".
 */
int
pt_video_boxes(const char *path, pt_error *e)
{
    int                 fd;
    off_t               off, size;
    unsigned            n;
    struct stat         st;
    unsigned char       h[16];
    unsigned long long  box;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1 || fstat(fd, &st) != 0) {
        if (fd != -1) {
            close(fd);
        }
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }

    size = st.st_size;

    for (off = 0, n = 0; off < size && n < 100000; off += (off_t) box, n++) {
        if (size - off < 8 || pread(fd, h, 16, off) < 8) {
            break;
        }

        box = ((unsigned long long) h[0] << 24) | (h[1] << 16)
              | (h[2] << 8) | h[3];

        if (box == 1) {
            if (size - off < 16) {
                break;
            }

            box = ((unsigned long long) h[8] << 56)
                  | ((unsigned long long) h[9] << 48)
                  | ((unsigned long long) h[10] << 40)
                  | ((unsigned long long) h[11] << 32)
                  | ((unsigned long long) h[12] << 24) | (h[13] << 16)
                  | (h[14] << 8) | h[15];

        } else if (box == 0) {
            box = (unsigned long long) (size - off);
        }

        if (box < 8 || box > (unsigned long long) (size - off)) {
            break;
        }
    }

    close(fd);

    if (off == size) {
        return PT_OK;
    }

    return pt_error_set(e, PT_E_UNREADABLE, "the video is truncated: a box"
                        " runs past the end of the file");
}


/*
 * An EBML variable-length integer at p (len bytes): its length, 0 when
 * malformed; *val with the length marker (an id) or without (a size),
 * *unknown when a size has every value bit set (Matroska: "to the end").
 */
static size_t
pt_video_vint(const unsigned char *p, size_t len, int id, uint64_t *val,
    int *unknown)
{
    size_t    n, i;
    unsigned  mask;
    uint64_t  ones;

    if (len == 0 || p[0] == 0) {
        return 0;
    }

    for (n = 1, mask = 0x80; (p[0] & mask) == 0; n++, mask >>= 1) {
        /* p[0] != 0: found within 8 steps */
    }

    if (n > len || (id && n > 4)) {
        return 0;
    }

    *val = id ? p[0] : (p[0] & (mask - 1));
    ones = mask - 1;

    for (i = 1; i < n; i++) {
        *val = (*val << 8) | p[i];
        ones = (ones << 8) | 0xff;
    }

    *unknown = !id && *val == ones;

    return n;
}


/*
 * WebM: the top-level elements (the EBML header, Segments, Void) must
 * tile the file exactly, as MP4's boxes do: a Segment declared larger
 * than the file is a file cut short, and bytes after the last element are
 * another file glued on (a polyglot).  A Segment of unknown size runs to
 * the end of the file, as a live recording's does.
 */
int
pt_video_elements(const char *path, pt_error *e)
{
    int            fd, unknown;
    off_t          off, size;
    size_t         n, m;
    ssize_t        got;
    uint64_t       id, len;
    unsigned       count;
    struct stat    st;
    unsigned char  h[12];

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1 || fstat(fd, &st) != 0) {
        if (fd != -1) {
            close(fd);
        }
        return pt_error_set(e, PT_E_FAULT, "internal error");
    }

    size = st.st_size;

    for (off = 0, count = 0; off < size && count < 1000; count++) {
        got = pread(fd, h, sizeof(h), off);
        if (got <= 0) {
            break;
        }

        n = pt_video_vint(h, (size_t) got, 1, &id, &unknown);
        m = n ? pt_video_vint(h + n, (size_t) got - n, 0, &len, &unknown)
              : 0;

        if (m == 0 || (id != 0x1A45DFA3 && id != 0x18538067 && id != 0xEC))
        {
            break;
        }

        off += (off_t) (n + m);

        if (unknown && id == 0x18538067) {
            off = size;
            break;
        }

        if (unknown || len > (uint64_t) (size - off)) {
            off = -1;               /* a header at the very end too */
            break;
        }

        off += (off_t) len;
    }

    close(fd);

    if (off == size) {
        return PT_OK;
    }

    return pt_error_set(e, PT_E_UNREADABLE, "the video does not end where"
                        " its elements say: cut short, or followed by other"
                        " data");
}
