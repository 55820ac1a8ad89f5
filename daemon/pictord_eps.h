/*
 * What the EPS job kinds (job_eps_processing.c, job_eps_split.c,
 * job_eps_svg.c) share: the parent's row and original, a private work
 * directory, the sandboxed tools, the guarded completion, and the first
 * raster with the designs on it.
 */

#ifndef PICTORD_EPS_H
#define PICTORD_EPS_H

#include <vips/vips.h>

#include "pictord.h"
#include "intake/derived.h"
#include "eps/eps.h"

/* split's minGapPx and minDesignPx by default (docs/API.md "Limits") */
#define PICTORD_SPLIT_GAP     50
#define PICTORD_SPLIT_DESIGN  100

typedef struct {
    char                src[4200];   /* the original, copied into work */
    pt_eps_info         info;
    unsigned long long  project_id;
    char                project[64];
    char                image_id[48];
    int                 width;       /* pixels at 300 DPI */
    int                 height;
    int                 pages;       /* 0: unknown, not rasterized yet */
    pt_store           *store;
    pt_limits           limits;
} pictord_eps_job;

/* Loads the parent, opens its original, makes work (mkdtemp). */
int pictord_eps_begin(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    pt_derived_ctx *dc, char *work, size_t size, pictord_failure *f);

/* Closes, frees, removes the work directory and what is in it. */
void pictord_eps_end(pictord_eps_job *ej, pt_derived_ctx *dc,
    const char *work);

/* ghostscript (pt_eps_gs_cmd) in the sandbox, with pictord.conf's eps
 * limits: device "pngalpha" or "pdfwrite", out a file name or pattern,
 * pages up to last (0: all). */
int pictord_gs(pictord_worker *w, pictord_eps_job *ej, const char *work,
    const char *out, const char *device, int last, pictord_failure *f);

/*
 * A tool (argv, argv[0] a path) in the sandbox in work, with pictord.conf's
 * eps limits.  PT_OK, or PT_ERROR with f set: a time limit, the tool's
 * failure as the kind failed, the sandbox that did not start.
 */
int pictord_tool(pictord_worker *w, const char *work, const char *const *argv,
    const char *name, pt_job_failure failed, pictord_failure *f);

/*
 * Completes the job in one transaction with, when thumb is not NULL, the
 * parent's thumbnail and page count.  A parent deleted meanwhile takes
 * what the job stored with it, and the job fails (PT_JOB_E_GONE).  A
 * PICTORD_JOB_* result.
 */
int pictord_eps_finish(pictord_worker *w, pt_job *job, pt_derived_ctx *dc,
    const char *thumb, int pages, pictord_failure *f);

/*
 * The parent's first raster ("rasterized" or "page-1") fetched into work,
 * as 8-bit pixels (RGBA when it has alpha); the caller unrefs it.  NULL
 * with f set, PT_JOB_E_NOT_READY when eps-processing has not made it yet.
 */
VipsImage *pictord_eps_raster(pictord_worker *w, pictord_eps_job *ej,
    const char *work, pictord_failure *f);

/* Removes a work directory and the files in it (the tools make no
 * subfolders); also the video-processing job's. */
void pictord_rmdir(const char *dir);

/* Removes the work directories in tmpdir named prefix*: what an earlier
 * attempt of the job (its id in prefix) left when its pictord died. */
void pictord_sweep(const char *tmpdir, const char *prefix);

/* The designs on img (pt_split_regions); -1 when out of memory. */
int pictord_eps_regions(VipsImage *img, int gap, int design,
    pt_region *regions, int max);

/* The job's minGapPx and minDesignPx (payload), the defaults of
 * docs/API.md "Limits" when absent: split's and extract-svg's. */
void pictord_split_args(pt_job *job, int *gap, int *design);

#endif /* PICTORD_EPS_H */
