/*
 * The one table of job failure kinds: the fixed reason a client reads in
 * a job's "error", and whether a retry can help.  Handlers name a kind;
 * what actually happened (database messages, storage paths, strerror,
 * ghostscript's stderr, which the uploaded PostScript controls) goes only
 * to the log, so none of it reaches an API response.
 *
 * A kind is final when the same input fails the same way: a PostScript
 * error, a file that makes no page, too many pages, a run killed at the
 * time limit (the same file takes as long again, and each attempt would
 * cost the whole limit), an image that was deleted.  Those fail the job
 * at once; database, storage and internal errors are retried.
 */

#include "core/pt.h"
#include "jobs/jobs.h"


typedef struct {
    const char  *reason;        /* printf format; %u is the limit */
    unsigned     final:1;
} pt_job_failure_def;


static const pt_job_failure_def  pt_job_failures[PT_JOB_E_LAST] = {
    /* PT_JOB_E_INTERNAL */   { "internal error", 0 },
    /* PT_JOB_E_STORAGE */    { "storage error", 0 },
    /* PT_JOB_E_NOT_READY */  { "the EPS is not rasterized yet", 0 },
    /* PT_JOB_E_GONE */       { "the image was deleted", 1 },
    /* PT_JOB_E_INVALID */    { "the file is not a valid EPS", 1 },
    /* PT_JOB_E_RENDER */     { "ghostscript could not render the file", 1 },
    /* PT_JOB_E_TIMEOUT */    { "timed out after %u s", 1 },
    /* PT_JOB_E_NO_PAGE */    { "ghostscript made no page of the file", 1 },
    /* PT_JOB_E_PAGES */      { "over the page limit (%u)", 1 },
    /* PT_JOB_E_CONVERT */    { "pdftocairo could not convert the file", 1 },
    /* PT_JOB_E_SVG */        { "the SVG could not be made safe", 1 },
    /* PT_JOB_E_SANDBOX */    { "the sandbox could not be started", 0 },
    /* PT_JOB_E_FRAME */      { "ffmpeg could not take a frame of the video",
                                1 },
    /* PT_JOB_E_NOT_VIDEO */  { "the image is not a video", 1 },
    /* PT_JOB_E_SVG_DESIGNS */
                              { "the SVG is too complex to split into"
                                " designs", 1 },
    /* PT_JOB_E_VIDEO_LIMIT */
                              { "the video is over a configured limit", 1 },
    /* PT_JOB_E_LISTING */    { "the bucket's listing goes on past the"
                                " configured limits (listing_max_pages,"
                                " listing_max_objects)", 1 }
};


const char *
pt_job_failure_reason(pt_job_failure kind, unsigned limit, char *buf,
    size_t size)
{
    if ((unsigned) kind >= PT_JOB_E_LAST) {
        kind = PT_JOB_E_INTERNAL;
    }

    /* the formats are the table's own, with at most one %u */
    pt_snprintf(buf, size, pt_job_failures[kind].reason, limit);

    return buf;
}


int
pt_job_failure_final(pt_job_failure kind)
{
    return (unsigned) kind < PT_JOB_E_LAST && pt_job_failures[kind].final;
}
