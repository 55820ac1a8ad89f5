/*
 * libFuzzer target for the EPS header reader (shared/eps/eps.c): the input is
 * an uploaded file, written to a memfd and validated as upload does
 * (pt_eps_validate: the DOS EPS binary header and its section, the 4 KB
 * window, %%BoundingBox / %%HiResBoundingBox, %%Pages and its trailer),
 * then counted again with pt_eps_pages as pictord does.  Besides the
 * sanitizers' checks it asserts what pictord and delivery rely on: an
 * accepted file's PostScript section lies inside the file, its box is
 * finite and not empty, its pixel size is what the box gives at 300 DPI
 * (1..100000 per side), its page count is not negative; a refused file
 * has a reason.  Build and run: make fuzz (see README.md beside this file).
 */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/pt.h"
#include "eps/eps.h"


static void
fuzz_check_info(int fd, const pt_eps_info *info, size_t size)
{
    double  w, h;

    if (info->ps_offset < 0 || info->ps_length <= 0
        || (size_t) info->ps_offset > size
        || (size_t) info->ps_length > size - (size_t) info->ps_offset)
    {
        abort();
    }

    if (!isfinite(info->llx) || !isfinite(info->lly)
        || !isfinite(info->urx) || !isfinite(info->ury)
        || info->urx <= info->llx || info->ury <= info->lly)
    {
        abort();
    }

    if (info->width < 1 || info->height < 1 || info->width > 100000
        || info->height > 100000)
    {
        abort();
    }

    /* gs's single-precision points at 300 DPI, rounded: within a pixel */
    w = (double) ((float) info->urx - (float) info->llx) * PT_EPS_DPI / 72;
    h = (double) ((float) info->ury - (float) info->lly) * PT_EPS_DPI / 72;

    if (fabs(w - info->width) > 1.0 || fabs(h - info->height) > 1.0) {
        abort();
    }

    if (info->pages < 0 || pt_eps_pages(fd, info) < 0) {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pt_error     e;
    pt_eps_info  info;

    static int   fd = -1;

    if (fd == -1) {
        fd = memfd_create("fuzz_eps", MFD_CLOEXEC);
        if (fd == -1) {
            abort();
        }
    }

    if (ftruncate(fd, 0) == -1
        || pwrite(fd, data, size, 0) != (ssize_t) size)
    {
        abort();
    }

    memset(&e, 0x5a, sizeof(e));

    if (pt_eps_validate(fd, (off_t) size, &info, &e) == PT_OK) {
        fuzz_check_info(fd, &info, size);

    } else if ((e.cause != PT_E_INVALID && e.cause != PT_E_BODY_SIZE)
               || strnlen(e.detail, sizeof(e.detail)) == 0
               || strnlen(e.detail, sizeof(e.detail)) == sizeof(e.detail))
    {
        abort();
    }

    return 0;
}
