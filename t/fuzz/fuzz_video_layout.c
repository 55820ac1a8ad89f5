/*
 * libFuzzer target for the containers' top-level structure as the upload
 * reads it before any tool runs (shared/media/video_layout.c:
 * pt_video_boxes for MP4 and QuickTime, pt_video_elements for WebM).  The
 * input is a whole file, written to a memfd and read through its /proc
 * path, by both walks.  Besides the sanitizers' checks: a file is never a
 * read error; a refusal has a terminated reason; an accepted file tiles
 * exactly, so the walk again over the file with one more byte glued on is
 * refused, unless a box or Segment runs "to the end of the file" (size 0,
 * unknown size), which is checked by an independent walk of the boxes.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "core/pt.h"
#include "media/video_probe.h"


typedef int (*fuzz_walk_pt)(const char *path, pt_error *e);


static int   fuzz_fd = -1;
static char  fuzz_path[64];


static void
fuzz_write(const uint8_t *data, size_t size, int extra)
{
    if (ftruncate(fuzz_fd, 0) == -1
        || (size && pwrite(fuzz_fd, data, size, 0) != (ssize_t) size)
        || (extra && pwrite(fuzz_fd, "", 1, (off_t) size) != 1))
    {
        abort();
    }
}


/* PT_OK, or PT_ERROR for a file refused with a reason; else aborts */
static int
fuzz_walk(fuzz_walk_pt walk)
{
    int       rc;
    pt_error  e;

    memset(&e, 0x5a, sizeof(e));
    rc = walk(fuzz_path, &e);

    if (rc != PT_OK
        && (e.cause != PT_E_UNREADABLE
            || strnlen(e.detail, sizeof(e.detail)) == 0
            || strnlen(e.detail, sizeof(e.detail)) == sizeof(e.detail)))
    {
        abort();
    }

    return rc;
}


/* Whether the boxes tile data with an explicit size for the last one:
 * then a byte glued on cannot be accepted. */
static int
fuzz_boxes_closed(const uint8_t *p, size_t size)
{
    size_t              off;
    unsigned long long  box;

    for (off = 0; off < size; off += box) {
        if (size - off < 8) {
            return 0;
        }

        box = (unsigned long long) p[off] << 24 | p[off + 1] << 16
              | p[off + 2] << 8 | p[off + 3];

        if (box == 0) {
            return 0;               /* to the end of the file */
        }

        if (box == 1) {
            if (size - off < 16) {
                return 0;
            }
            box = (unsigned long long) p[off + 8] << 56
                  | (unsigned long long) p[off + 9] << 48
                  | (unsigned long long) p[off + 10] << 40
                  | (unsigned long long) p[off + 11] << 32
                  | (unsigned long long) p[off + 12] << 24
                  | p[off + 13] << 16 | p[off + 14] << 8 | p[off + 15];
        }

        if (box < 8 || box > size - off) {
            return 0;
        }
    }

    return 1;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int  boxes;

    if (fuzz_fd == -1) {
        fuzz_fd = memfd_create("fuzz_video_layout", MFD_CLOEXEC);
        if (fuzz_fd == -1) {
            abort();
        }
        pt_snprintf(fuzz_path, sizeof(fuzz_path), "/proc/self/fd/%d",
                    fuzz_fd);
    }

    fuzz_write(data, size, 0);
    boxes = fuzz_walk(pt_video_boxes);
    (void) fuzz_walk(pt_video_elements);

    /* the independent walk agrees with an acceptance it can judge */
    if (fuzz_boxes_closed(data, size) && boxes != PT_OK) {
        abort();
    }

    fuzz_write(data, size, 1);

    if (boxes == PT_OK && fuzz_boxes_closed(data, size)
        && fuzz_walk(pt_video_boxes) == PT_OK)
    {
        abort();
    }

    return 0;
}
