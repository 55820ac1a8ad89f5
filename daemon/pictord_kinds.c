/*
 * The one table of job kinds pictord runs.  A new kind is a new file
 * daemon/job_<name>.c defining PICTORD_JOB_HANDLER(<name>), plus its
 * declaration and one row here.
 */

#include <string.h>

#include "pictord.h"


PICTORD_JOB_HANDLER(test);
PICTORD_JOB_HANDLER(eps_processing);
PICTORD_JOB_HANDLER(eps_split);
PICTORD_JOB_HANDLER(eps_svg);


static const pictord_kind  pictord_kinds[] = {
    /* name               handler             test_only */
    { "test",             pictord_job_test,   1 },
    { "eps-processing",   pictord_job_eps_processing, 0 },
    { "eps-split",        pictord_job_eps_split, 0 },
    { "eps-svg",          pictord_job_eps_svg, 0 },
    { NULL,               NULL,               0 }
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
