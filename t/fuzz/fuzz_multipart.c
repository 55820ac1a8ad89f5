/*
 * libFuzzer target for the multipart/form-data parser: the input is the
 * body, written to a memfd and parsed with a fixed boundary.  Besides the
 * sanitizers' checks it asserts what the callers rely on: every part lies
 * inside the body, in order, holds no delimiter and is followed by one;
 * names are terminated.  Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/multipart.h"


#define FUZZ_BOUNDARY  "b0und"


static void
fuzz_check_parts(int fd, const uint8_t *data, size_t size,
    const pt_part *parts, size_t n)
{
    char    value[64], delim[sizeof(FUZZ_BOUNDARY) + 4];
    off_t   end;
    size_t  i;

    end = 0;

    for (i = 0; i < n; i++) {
        if (parts[i].offset < end || parts[i].length < 0
            || parts[i].offset + parts[i].length + 4
               + (off_t) sizeof(FUZZ_BOUNDARY) - 1 > (off_t) size)
        {
            abort();
        }

        if (pread(fd, delim, sizeof(delim) - 1,
                  parts[i].offset + parts[i].length)
            != (ssize_t) sizeof(delim) - 1
            || memcmp(delim, "\r\n--" FUZZ_BOUNDARY, sizeof(delim) - 1) != 0)
        {
            abort();
        }

        if (strnlen(parts[i].name, sizeof(parts[i].name))
                == sizeof(parts[i].name)
            || strnlen(parts[i].filename, sizeof(parts[i].filename))
                == sizeof(parts[i].filename)
            || strnlen(parts[i].content_type, sizeof(parts[i].content_type))
                == sizeof(parts[i].content_type))
        {
            abort();
        }

        /* the first delimiter after a part's start ends it */
        if (memmem(data + parts[i].offset, parts[i].length, delim,
                   sizeof(delim) - 1))
        {
            abort();
        }

        (void) pt_multipart_value(fd, &parts[i], value, sizeof(value));

        end = parts[i].offset + parts[i].length;
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char       err[256], ct[256], b[80];
    size_t     n, len;
    pt_part    parts[PT_MULTIPART_MAX_PARTS];

    static int  fd = -1;

    if (fd == -1) {
        fd = memfd_create("fuzz_multipart", MFD_CLOEXEC);
        if (fd == -1) {
            abort();
        }
    }

    if (ftruncate(fd, 0) == -1
        || pwrite(fd, data, size, 0) != (ssize_t) size)
    {
        abort();
    }

    if (pt_multipart_parse(fd, 0, size, FUZZ_BOUNDARY, parts,
                           PT_MULTIPART_MAX_PARTS, &n, err, sizeof(err))
        == PT_OK)
    {
        fuzz_check_parts(fd, data, size, parts, n);

    } else if (err[0] == '\0' || n > PT_MULTIPART_MAX_PARTS) {
        abort();
    }

    /* the same bytes as a Content-Type header value */
    len = size < sizeof(ct) - 1 ? size : sizeof(ct) - 1;
    memcpy(ct, data, len);
    ct[len] = '\0';

    if (pt_multipart_boundary(ct, b, sizeof(b)) == PT_OK
        && (strlen(b) < 1 || strlen(b) > 70))
    {
        abort();
    }

    return 0;
}
