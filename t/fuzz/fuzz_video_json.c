/*
 * libFuzzer target for ffprobe's JSON report as the upload reads it
 * (shared/media/video_probe.c: pt_video_parse, pt_video_limits).  ffprobe
 * runs on the uploaded file, so what it prints (tags, side data, numbers
 * as strings) is the file's to shape.  The input is the report; it is
 * parsed without limits, then with limits taken from the first bytes
 * (pixels, seconds).  Besides the sanitizers' checks: an accepted video
 * has sides of 1 to 65535 as displayed, a duration above 0 and at most
 * 1e7 s, has_audio 0 or 1; with limits it is within them, and parsed
 * without them it gives the same result; a refused one has a reason that
 * is terminated, and a limit only refuses what the limitless parse took.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "media/video_probe.h"


/* what the parse said: 0 taken, else the cause */
static int
fuzz_parse(const uint8_t *data, size_t size, const pt_limits *limits,
    pt_video_info *info)
{
    pt_error  e;

    memset(&e, 0x5a, sizeof(e));

    if (pt_video_parse((const char *) data, size, limits, info, &e)
        == PT_OK)
    {
        if (info->width < 1 || info->height < 1 || info->width > 65535
            || info->height > 65535 || !(info->duration > 0)
            || info->duration > 1e7
            || (info->has_audio != 0 && info->has_audio != 1))
        {
            abort();
        }
        return 0;
    }

    if ((e.cause != PT_E_UNREADABLE && e.cause != PT_E_OVER_LIMIT)
        || strnlen(e.detail, sizeof(e.detail)) == 0
        || strnlen(e.detail, sizeof(e.detail)) == sizeof(e.detail))
    {
        abort();
    }

    return e.cause;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int            rc, lrc;
    pt_limits      limits;
    pt_video_info  info, linfo;

    rc = fuzz_parse(data, size, NULL, &info);

    if (rc == PT_E_OVER_LIMIT) {
        abort();                    /* no limit was given */
    }

    /* limits from the first bytes: small enough to be reached */
    memset(&limits, 0, sizeof(limits));
    limits.video_max_pixels = size > 0 ? (unsigned long long) data[0] << 12
                                       : 0;
    limits.video_max_duration = size > 1 ? data[1] / 8.0 : 0;

    lrc = fuzz_parse(data, size, &limits, &linfo);

    if (lrc == 0) {
        if (rc != 0 || memcmp(&info, &linfo, sizeof(info)) != 0
            || (limits.video_max_pixels
                && (unsigned long long) linfo.width * linfo.height
                   > limits.video_max_pixels)
            || (limits.video_max_duration > 0
                && linfo.duration > limits.video_max_duration))
        {
            abort();
        }
    }

    if (lrc == PT_E_OVER_LIMIT && rc != 0) {
        abort();
    }

    return 0;
}
