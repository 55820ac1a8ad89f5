/*
 * libFuzzer target for the size read from an image's first bytes
 * (shared/media/header_dims.c, and the HEIF primary item walk of
 * media_header.c): the input is tried as each raster format, as bucket
 * import would after sniffing.  Besides the sanitizers' checks it asserts
 * that a size found is positive, and that the bytes past a header change
 * nothing: a prefix gives the same size (or its quarter turn, when an
 * orientation came late) or "cut", never a different size.
 * Build and run: make fuzz (see README.md beside this file).
 */

#include <stdint.h>
#include <stdlib.h>

#include "core/pt.h"
#include "media/media.h"


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int         w, h, pw, ph;
    pt_format   fmt;
    pt_dims_rc  rc;

    for (fmt = PT_FMT_JPEG; fmt <= PT_FMT_HEIC; fmt++) {
        rc = pt_header_dims(data, size, fmt, &w, &h);

        if (rc == PT_DIMS_OK && (w <= 0 || h <= 0)) {
            abort();
        }

        if (rc != PT_DIMS_OK || size == 0) {
            continue;
        }

        rc = pt_header_dims(data, size / 2, fmt, &pw, &ph);

        if (rc == PT_DIMS_OK
            && !((pw == w && ph == h) || (pw == h && ph == w)))
        {
            abort();
        }
    }

    return 0;
}
