/*
 * How ffmpeg is asked for one frame, in one place for pictord, on-demand
 * delivery and the tests.
 *
 * The demuxer is forced when the sniffed format says which (a file sniffed
 * as MP4 is read as MP4, never probed into a playlist or a concat list),
 * and only the file protocol is allowed, so an input cannot name another
 * file or a URL.  -ss before -i seeks the input: to the keyframe before,
 * then decoding to the exact time, so a late position costs little.
 * Decoding and filtering run on one thread: the address-space limit is
 * sized for that, and the host's cores serve other requests.  ffmpeg
 * applies the display matrix (rotation) by default (-autorotate), so the
 * frame is as displayed; -frames:v 1 writes one frame of the first video
 * stream that is not an attached picture (0:V:0: cover art is not the
 * video), and past the end of the stream none (exit 0, no file).
 *
 * The same decoded frame goes to a second output, a gray PGM of
 * PT_VIDEO_GRAY_SIDE² pixels (area-averaged), from which the caller reads
 * the frame's mean luma: decoding the PNG again to measure it would cost
 * more than the scale does here (10-30 ms for a 1080p frame).
 */

#include <string.h>

#include "sandbox/sandbox.h"
#include "video/video.h"


#define PT_STR2(n)  #n
#define PT_STR(n)   PT_STR2(n)
#define PT_VIDEO_GRAY_VF                                                    \
    "scale=" PT_STR(PT_VIDEO_GRAY_SIDE) ":" PT_STR(PT_VIDEO_GRAY_SIDE)      \
    ":flags=area,format=gray"


void
pt_video_ffmpeg_cmd(pt_ffmpeg_cmd *c, const char *container, const char *src,
    double at, const char *out, const char *gray)
{
    int  n = 0;

    pt_snprintf(c->ss, sizeof(c->ss), "%.3f", at > 0 ? at : 0.0);
    pt_snprintf(c->in, sizeof(c->in), "%s", src);
    pt_snprintf(c->out, sizeof(c->out), "%s", out);
    pt_snprintf(c->gray, sizeof(c->gray), "%s", gray);

    c->argv[n++] = PT_TOOL_FFMPEG;
    c->argv[n++] = "-nostdin";
    c->argv[n++] = "-hide_banner";
    c->argv[n++] = "-loglevel";
    c->argv[n++] = "error";
    c->argv[n++] = "-filter_threads";
    c->argv[n++] = "1";
    c->argv[n++] = "-protocol_whitelist";
    c->argv[n++] = "file";

    if (container != NULL) {
        c->argv[n++] = "-f";
        c->argv[n++] = container;
    }

    c->argv[n++] = "-threads";
    c->argv[n++] = "1";
    c->argv[n++] = "-ss";
    c->argv[n++] = c->ss;
    c->argv[n++] = "-i";
    c->argv[n++] = c->in;
    /* the gray thumbnail first: the poster stays the last argument */
    c->argv[n++] = "-map";
    c->argv[n++] = "0:V:0";
    c->argv[n++] = "-frames:v";
    c->argv[n++] = "1";
    c->argv[n++] = "-vf";
    c->argv[n++] = PT_VIDEO_GRAY_VF;
    c->argv[n++] = "-c:v";
    c->argv[n++] = "pgm";
    c->argv[n++] = "-f";
    c->argv[n++] = "image2";
    c->argv[n++] = "-y";
    c->argv[n++] = c->gray;
    c->argv[n++] = "-map";
    c->argv[n++] = "0:V:0";
    c->argv[n++] = "-an";
    c->argv[n++] = "-sn";
    c->argv[n++] = "-dn";
    c->argv[n++] = "-frames:v";
    c->argv[n++] = "1";
    c->argv[n++] = "-threads";
    c->argv[n++] = "1";
    c->argv[n++] = "-c:v";
    c->argv[n++] = "png";
    c->argv[n++] = "-pix_fmt";
    c->argv[n++] = "rgb24";
    c->argv[n++] = "-f";
    c->argv[n++] = "image2";
    c->argv[n++] = "-y";
    c->argv[n++] = c->out;
    c->argv[n] = NULL;
}


const char *
pt_video_container(const char *format)
{
    if (format == NULL) {
        return NULL;
    }

    if (strcmp(format, "mp4") == 0 || strcmp(format, "mov") == 0
        || strcmp(format, "quicktime") == 0)
    {
        return "mov";
    }

    if (strcmp(format, "webm") == 0 || strcmp(format, "mkv") == 0) {
        return "matroska";
    }

    return NULL;
}
