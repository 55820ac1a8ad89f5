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
 * makes the file invalid: that is how a truncated file is told.  PT_OK,
 * or PT_ERROR with e set: PT_E_UNREADABLE (not a playable video),
 * PT_E_OVER_LIMIT (a configured limit), PT_E_FAULT (the sandbox or the
 * system failed; logged); the detail is for the client.
 */
int pt_video_probe(const char *path, pt_format fmt, const pt_limits *limits,
    pt_video_info *info, pt_error *e);

/* parsing only (video_probe.c; unit tests): ffprobe's JSON report */
int pt_video_parse(const char *json, size_t len, const pt_limits *limits,
    pt_video_info *info, pt_error *e);

/*
 * video_layout.c: the top-level structure must tile the file at path
 * exactly, MP4 and QuickTime boxes (pt_video_boxes) or WebM's EBML
 * elements (pt_video_elements).  PT_OK, or PT_ERROR with e:
 * PT_E_UNREADABLE, or PT_E_FAULT when the file cannot be read.
 */
int pt_video_boxes(const char *path, pt_error *e);
int pt_video_elements(const char *path, pt_error *e);

#endif /* PT_VIDEO_PROBE_H */
