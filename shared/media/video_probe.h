/*
 * Videos at intake (docs/API.md "Video"): ffprobe run in the sandbox
 * (sandbox/sandbox.c, like ghostscript) on an MP4, QuickTime or WebM file the
 * sniffer recognised, its JSON report parsed and checked before anything
 * of it is trusted: one video stream, the displayed size (rotation
 * applied), the duration, whether there is sound, and the limits.
 */

#ifndef PT_VIDEO_PROBE_H
#define PT_VIDEO_PROBE_H

#include "media/media.h"

/* What a video step came to: the probe here, the poster (video/video.h) */
typedef enum {
    PT_VIDEO_OK = 0,
    PT_VIDEO_INVALID,     /* not a playable video (truncated, corrupt), or
                             ffmpeg made something that is not a sane PNG */
    PT_VIDEO_LIMIT,       /* over a configured limit */
    PT_VIDEO_FAILED,      /* ffmpeg failed, or made no frame */
    PT_VIDEO_TIMEOUT,     /* killed at a time or CPU limit */
    PT_VIDEO_ERROR        /* the sandbox or the system failed (logged) */
} pt_video_rc;

typedef struct {
    int     width;        /* as displayed: 90/270 rotation swaps them */
    int     height;
    double  duration;     /* seconds, > 0 */
    int     has_audio;
} pt_video_info;

/* 1 for the formats taken as videos: MP4, QuickTime, WebM. */
int pt_format_is_video(pt_format fmt);

/*
 * Probes the video at path (a file in a scratch directory: the run's
 * work directory is made beside it, and path is linked into it, never
 * copied).  fmt picks ffprobe's demuxer, so a polyglot cannot reach
 * another one.  Any error ffprobe reports (-v error, every packet read)
 * makes the file invalid: that is how a truncated file is told.  err
 * gets a client-facing detail on INVALID and LIMIT.
 */
pt_video_rc pt_video_probe(const char *path, pt_format fmt,
    const pt_limits *limits, pt_video_info *info, char *err,
    size_t errlen);

/* parsing only (video_probe.c; unit tests): ffprobe's JSON report */
pt_video_rc pt_video_parse(const char *json, size_t len,
    const pt_limits *limits, pt_video_info *info, char *err,
    size_t errlen);

/*
 * video_layout.c: the top-level structure must tile the file at path
 * exactly, MP4 and QuickTime boxes (pt_video_boxes) or WebM's EBML
 * elements (pt_video_elements).  PT_VIDEO_OK, INVALID with err, or ERROR
 * when the file cannot be read.
 */
pt_video_rc pt_video_boxes(const char *path, char *err, size_t errlen);
pt_video_rc pt_video_elements(const char *path, char *err, size_t errlen);

#endif /* PT_VIDEO_PROBE_H */
