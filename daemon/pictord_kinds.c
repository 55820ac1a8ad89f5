/*
 * The one table of job kinds pictord runs.  A new kind is a new file
 * daemon/job_<kind>.c (its name with '_' for '-') defining
 * pictord_job_<kind>(), its prototype in pictord.h and one row here.
 * The test kind exists in test builds only (PT_TEST_BUILD, job_test.c).
 */

#include <string.h>

#include "pictord.h"


static const pictord_kind  pictord_kinds[] = {
    /* name                handler                        test_only */
    { "eps-processing",    pictord_job_eps_processing,    0 },
    { "eps-split",         pictord_job_eps_split,         0 },
    { "eps-svg",           pictord_job_eps_svg,           0 },
    { "video-processing",  pictord_job_video_processing,  0 },
    { "storage-migration", pictord_job_storage_migration, 0 },
    { "bucket-import",     pictord_job_bucket_import,     0 },
#if (PT_TEST_BUILD)
    { "test",              pictord_job_test,              1 },
#endif
    { NULL,                NULL,                          0 }
};


const pictord_kind *
pictord_kind_find(const char *name, int test_jobs)
{
    const pictord_kind  *k;

    for (k = pictord_kinds; k->name != NULL; k++) {
        if (strcmp(k->name, name) == 0) {
            return (k->test_only && !test_jobs) ? NULL : k;
        }
    }

    return NULL;
}
