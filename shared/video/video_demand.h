/*
 * A video's poster taken on demand for delivery, before pictord's
 * video-processing job has stored it (docs/API.md "Video": a transform of a
 * video renders from its poster).  The frame is kept, so every variant
 * comes from one ffmpeg run; runs are single-flight per video across
 * threads and workers, capped per process, and a failure is remembered for
 * a while instead of being run again.  The EPS pages' scheme
 * (eps_demand.h).
 */

#ifndef PT_VIDEO_DEMAND_H
#define PT_VIDEO_DEMAND_H

#include "core/demand.h"
#include "store/store.h"
#include "video/video.h"

typedef struct {
    const char  *storage_root;  /* posters live in root/.video-posters,
                                   runs in its scratch directory */
    pt_store    *store;         /* the project's: holds the original */
    const char  *key;           /* the original's key */
    const char  *image_id;      /* a valid image id */
    const char  *format;        /* the row's format: the demuxer */
    double       duration;      /* the row's, 0 when unknown */
    unsigned     max_runs;      /* concurrent ffmpeg runs, process */
    unsigned     failed_ttl;    /* seconds a failure is kept, 0: not */
    unsigned     timeout_ms;    /* the search's wall clock, all its runs
                                   together; each run's CPU one more */
    unsigned     memory_mb;     /* its address space */
    unsigned long long  max_pixels;
    unsigned     ttl_left;      /* out: a failure's remaining seconds */
} pt_video_demand;

/*
 * The poster: from the cache, or taken now (pt_video_poster) when no other
 * thread or worker is taking it (they wait for it).  FAILED and TIMEOUT
 * are kept for d->failed_ttl seconds and come back without a run.  On OK
 * the caller closes *fd.
 */
pt_demand_rc pt_video_demand_poster(pt_video_demand *d, int *fd);

/* Removes a video's poster and failure (deleted, or pictord has stored
 * its poster). */
void pt_video_demand_forget(const char *storage_root, const char *image_id);

#endif /* PT_VIDEO_DEMAND_H */
