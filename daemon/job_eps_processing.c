/*
 * "eps-processing": rasterizes an uploaded EPS at 300 DPI with ghostscript
 * in the sandbox (alpha-capable PNG device, so transparent artwork stays
 * transparent).  One page gives a "rasterized" derived asset, several give
 * "page-N"; the first becomes the parent's thumbnail and their number its
 * page count.  A file with more than eps_max_pages pages stores none: a
 * few bytes of PostScript can ask for any number.  A retry replaces what
 * an earlier attempt left.
 */

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pictord_eps.h"


static const char *const  pictord_raster_types[] = { "rasterized", NULL };


int
pictord_job_eps_processing(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int              rc, pages, i, max;
    char             work[4096], out[4200], did[48], thumb[48];
    char             type[32], err[512];
    pictord_eps_job  ej;
    pt_derived_ctx   dc;
    struct stat      st;

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    rc = PICTORD_JOB_FAILED;
    thumb[0] = '\0';
    max = (int) w->conf->eps_max_pages;

    /* the header's page count, so a ghostscript failure counts them all */
    (void) pt_job_progress(w->db, job,
                           ej.info.pages > 0 ? (unsigned) ej.info.pages : 1,
                           0, 0, 0);

    pt_snprintf(out, sizeof(out), "%s/page-%%d.png", work);

    /* one page more than the limit: that it is there says "too many" */
    if (pictord_gs(w, &ej, work, out, "pngalpha", max + 1, f) != PT_OK) {
        goto done;
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
        goto done;
    }

    if (pages > max) {
        pictord_fail(f, PT_JOB_E_PAGES, (unsigned) max, "more than %d pages",
                     max);
        goto done;
    }

    if (pt_derived_remove(w->db, &dc, pictord_raster_types, "page-")
        != PT_OK)
    {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "database: %s",
                     pt_db_errmsg(w->db));
        goto done;
    }

    (void) pt_job_progress(w->db, job, (unsigned) pages, 0, 0, 0);

    for (i = 1; i <= pages; i++) {
        if (pictord_stopping()) {
            rc = PICTORD_JOB_INTERRUPTED;
            goto done;
        }

        pt_snprintf(out, sizeof(out), "%s/page-%d.png", work, i);

        if (pages == 1) {
            pt_snprintf(type, sizeof(type), "rasterized");
        } else {
            pt_snprintf(type, sizeof(type), "page-%d", i);
        }

        dc.type = type;
        err[0] = '\0';

        if (pt_derived_add(w->db, &dc, out, PT_FMT_PNG, 0, 0, did, err,
                           sizeof(err)) != PT_OK)
        {
            (void) pt_job_progress(w->db, job, (unsigned) pages,
                                   (unsigned) i, (unsigned) i - 1, 1);
            pictord_fail(f, PT_JOB_E_STORAGE, 0, "page %d: %s", i, err);
            goto done;
        }

        if (i == 1) {
            pt_snprintf(thumb, sizeof(thumb), "%s", did);
        }

        (void) pt_job_progress(w->db, job, (unsigned) pages, (unsigned) i,
                               (unsigned) i, 0);
    }

    rc = pictord_eps_finish(w, job, &dc, thumb, pages, f);

done:

    pictord_eps_end(&ej, &dc, work);

    return rc;
}
