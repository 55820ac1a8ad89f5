/*
 * "eps-processing": rasterizes an uploaded EPS at 300 DPI with ghostscript
 * in the sandbox (alpha-capable PNG device, so transparent artwork stays
 * transparent).  One page gives a "rasterized" derived asset, several give
 * "page-N"; the first becomes the parent's thumbnail and their number its
 * page count.  A file with more than eps_max_pages pages stores none: a
 * few bytes of PostScript can ask for any number.  A retry replaces what
 * an earlier attempt left.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pictord_eps.h"


static const char *const  pictord_raster_types[] = { "rasterized", NULL };


static int pictord_eps_pages(pictord_worker *w, pt_job *job,
    pictord_eps_job *ej, const char *work, pictord_failure *f);
static int pictord_eps_store(pictord_worker *w, pt_job *job,
    pt_derived_ctx *dc, const char *work, int pages, char *thumb,
    pictord_failure *f);


int
pictord_job_eps_processing(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int              rc, pages;
    char             work[4096], thumb[48];
    pictord_eps_job  ej;
    pt_derived_ctx   dc;

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    pages = pictord_eps_pages(w, job, &ej, work, f);

    if (pages <= 0) {
        rc = PICTORD_JOB_FAILED;

    } else if (pt_derived_remove(w->db, &dc, pictord_raster_types, "page-")
               != PT_OK)
    {
        rc = pictord_fail_db(f, w);

    } else {
        rc = pictord_eps_store(w, job, &dc, work, pages, thumb, f);

        if (rc == PICTORD_JOB_DONE) {
            rc = pictord_eps_finish(w, job, &dc, thumb, pages, f);
        }
    }

    pictord_eps_end(&ej, &dc, work);

    return rc;
}


/*
 * ghostscript writes work/page-N.png, one page more than the limit at
 * most: that it is there says "too many".  The pages written, or 0 with f
 * set.
 */
static int
pictord_eps_pages(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    const char *work, pictord_failure *f)
{
    int          pages, max;
    char         out[4200];
    struct stat  st;

    max = (int) w->conf->eps_max_pages;

    /* the header's page count, so a ghostscript failure counts them all */
    (void) pt_job_progress(w->db, job,
                           ej->info.pages > 0 ? (unsigned) ej->info.pages
                                              : 1,
                           0, 0, 0);

    pt_snprintf(out, sizeof(out), "%s/page-%%d.png", work);

    if (pictord_gs(w, ej, work, out, "pngalpha", max + 1, f) != PT_OK) {
        return 0;
    }

    /* the pages ghostscript wrote are the page count's probe */
    for (pages = 0; ; pages++) {
        pt_snprintf(out, sizeof(out), "%s/page-%d.png", work, pages + 1);
        if (stat(out, &st) != 0) {
            break;
        }
    }

    if (pages == 0) {
        pictord_fail(f, PT_JOB_E_NO_PAGE, 0, "ghostscript produced no page");
        return 0;
    }

    if (pages > max) {
        pictord_fail(f, PT_JOB_E_PAGES, (unsigned) max, "more than %d pages",
                     max);
        return 0;
    }

    return pages;
}


/*
 * Each page as a derived asset, "rasterized" when it is the only one,
 * else "page-N"; thumb (48 bytes, an id of pt_derived_add) gets the first
 * one's id.  PICTORD_JOB_DONE when all are stored (the job is not complete
 * yet), else a PICTORD_JOB_* result.
 */
static int
pictord_eps_store(pictord_worker *w, pt_job *job, pt_derived_ctx *dc,
    const char *work, int pages, char *thumb, pictord_failure *f)
{
    int   i;
    char  out[4200], did[48], type[32], err[512];

    (void) pt_job_progress(w->db, job, (unsigned) pages, 0, 0, 0);

    for (i = 1; i <= pages; i++) {
        if (pictord_stopping()) {
            return PICTORD_JOB_INTERRUPTED;
        }

        pt_snprintf(out, sizeof(out), "%s/page-%d.png", work, i);

        if (pages == 1) {
            pt_snprintf(type, sizeof(type), "rasterized");
        } else {
            pt_snprintf(type, sizeof(type), "page-%d", i);
        }

        dc->type = type;
        err[0] = '\0';

        /* the first page's id is the thumbnail's */
        if (pt_derived_add(w->db, dc, out, PT_FMT_PNG, 0, 0,
                           i == 1 ? thumb : did, err, sizeof(err))
            != PT_OK)
        {
            (void) pt_job_progress(w->db, job, (unsigned) pages,
                                   (unsigned) i, (unsigned) i - 1, 1);
            return pictord_fail(f, PT_JOB_E_STORAGE, 0, "page %d: %s", i,
                                err);
        }

        (void) pt_job_progress(w->db, job, (unsigned) pages, (unsigned) i,
                               (unsigned) i, 0);
    }

    return PICTORD_JOB_DONE;
}
