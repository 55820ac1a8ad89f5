/*
 * libFuzzer target for the upload probe's JPEG shortcut
 * (shared/media/jpeg_whole.c): a file the structure walk calls whole
 * must get the verdict the decode gives, so the input is probed twice
 * (the shortcut, then full_decode) and a difference aborts.  Frames are
 * held to 4 MP so that each decode stays short.
 * Build and run: make fuzz (see README.md beside this file).
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/pt.h"
#include "media/media.h"


static int   fd = -1;
static char  path[64];


static void
quiet(int level, const char *msg)
{
    (void) level;
    (void) msg;
}


int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void) argc;
    (void) argv;

    pt_log_set_handler(quiet, 0);

    if (pt_media_init() != PT_OK) {
        abort();
    }

    /* the probe takes a path: one memory file, rewritten per input */
    fd = memfd_create("fuzz_jpeg_whole", 0);
    if (fd < 0) {
        abort();
    }
    snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);

    return 0;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int        rc[2];
    pt_error   e[2];
    pt_probe   pr[2];
    pt_limits  lim = { .max_pixels = 4000000ULL, .max_frames = 1,
                       .timeout = 10 };

    if (!pt_jpeg_whole(data, size)) {
        return 0;
    }

    if (ftruncate(fd, 0) != 0
        || pwrite(fd, data, size, 0) != (ssize_t) size)
    {
        abort();
    }

    rc[0] = pt_probe_file(path, PT_FMT_JPEG, &lim, &pr[0], &e[0]);
    lim.full_decode = 1;
    rc[1] = pt_probe_file(path, PT_FMT_JPEG, &lim, &pr[1], &e[1]);

    /* a refusal by the time limit is the machine's, not the file's */
    if (rc[0] != rc[1] && e[1].cause != PT_E_BUSY) {
        fprintf(stderr, "whole by its structure, but the decode says: "
                "%s\n", e[1].detail);
        abort();
    }

    return 0;
}
