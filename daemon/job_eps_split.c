/*
 * "eps-split": cuts the rasterized sheet into designs (docs/API.md "Split",
 * see split.c) and stores each as a derived "split-N" PNG, in reading
 * order.  Running it again replaces the previous split-N assets.
 * payload: {"minGapPx": 50, "minDesignPx": 100}
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vips/vips.h>

#include "pictord_eps.h"


#define PICTORD_SPLIT_MAX  512


static int pictord_split_store(pictord_worker *w, pt_job *job,
    pt_derived_ctx *dc, const char *work, VipsImage *img,
    const pt_region *regions, int n, pictord_failure *f);


int
pictord_job_eps_split(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int              rc, n;
    int              gap, design;
    char             work[4096];
    pt_region       *regions;
    VipsImage       *img;
    pictord_eps_job  ej;
    pt_derived_ctx   dc;

    pictord_split_args(job, &gap, &design);

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    rc = PICTORD_JOB_FAILED;
    img = NULL;

    regions = calloc(PICTORD_SPLIT_MAX, sizeof(pt_region));
    if (regions == NULL) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
        goto done;
    }

    img = pictord_eps_raster(w, &ej, work, f);
    if (img == NULL) {
        goto done;
    }

    n = pictord_eps_regions(img, gap, design, regions, PICTORD_SPLIT_MAX);

    if (n < 0) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");

    } else if (pt_derived_remove(w->db, &dc, NULL, "split-") != PT_OK) {
        pictord_fail_db(f, w);

    } else {
        rc = pictord_split_store(w, job, &dc, work, img, regions, n, f);

        if (rc == PICTORD_JOB_DONE) {
            rc = pictord_eps_finish(w, job, &dc, NULL, 0, f);
        }
    }

done:

    free(regions);
    if (img) {
        g_object_unref(img);
    }
    vips_thread_shutdown();
    pictord_eps_end(&ej, &dc, work);

    return rc;
}


/*
 * Each region of img as a derived "split-N" PNG, in reading order.
 * PICTORD_JOB_DONE when all are stored (the job is not complete yet),
 * else a PICTORD_JOB_* result.
 */
static int
pictord_split_store(pictord_worker *w, pt_job *job, pt_derived_ctx *dc,
    const char *work, VipsImage *img, const pt_region *regions, int n,
    pictord_failure *f)
{
    int         i;
    char        out[4200], type[32], did[48], err[512];
    VipsImage  *crop;

    (void) pt_job_progress(w->db, job, (unsigned) n, 0, 0, 0);

    for (i = 0; i < n; i++) {
        if (pictord_stopping()) {
            return PICTORD_JOB_INTERRUPTED;
        }

        pt_snprintf(out, sizeof(out), "%s/split-%d.png", work, i + 1);
        pt_snprintf(type, sizeof(type), "split-%d", i + 1);

        crop = NULL;

        if (vips_extract_area(img, &crop, regions[i].x, regions[i].y,
                              regions[i].w, regions[i].h, NULL) != 0
            || vips_pngsave(crop, out, "compression", 6, NULL) != 0)
        {
            if (crop) {
                g_object_unref(crop);
            }

            pictord_fail(f, PT_JOB_E_INTERNAL, 0, "region %d cannot be"
                         " saved: %s", i + 1, vips_error_buffer());
            vips_error_clear();
            return PICTORD_JOB_FAILED;
        }

        g_object_unref(crop);
        dc->type = type;
        err[0] = '\0';

        if (pt_derived_add(w->db, dc, out, PT_FMT_PNG, 0, 0, did, err,
                           sizeof(err)) != PT_OK)
        {
            return pictord_fail(f, PT_JOB_E_STORAGE, 0, "region %d: %s",
                                i + 1, err);
        }

        (void) pt_job_progress(w->db, job, (unsigned) n, (unsigned) i + 1,
                               (unsigned) i + 1, 0);
    }

    return PICTORD_JOB_DONE;
}
