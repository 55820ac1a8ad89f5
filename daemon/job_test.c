/*
 * The test-only job kind "test" (registered with "test_jobs on"; compiled
 * into test builds only, make test-build): sleeps, fails on purpose, then
 * records one row in job_test_effects (a table the test harness creates)
 * in the same transaction that completes the job.  The integration tests
 * use it to prove that a job's effects land exactly once across crashes,
 * lease expiry and retries.
 *
 * payload: {"sleepMs": N, "failTimes": K}, both optional (default 0)
 */

#include <string.h>

#include <jansson.h>

#include "pictord.h"


#define PICTORD_TEST_STEP_MS     50
#define PICTORD_TEST_MAX_SLEEP   3600000     /* 1 hour */


int
pictord_job_test(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    json_t       *payload;
    long long     n;
    json_int_t    sleep_ms, fail_times;
    json_error_t  jerr;

    sleep_ms = 0;
    fail_times = 0;

    if (job->payload != NULL) {
        payload = json_loads(job->payload, 0, &jerr);

        if (payload == NULL
            || json_unpack_ex(payload, &jerr, 0, "{s?I, s?I}",
                              "sleepMs", &sleep_ms,
                              "failTimes", &fail_times) != 0)
        {
            json_decref(payload);
            return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "bad test payload:"
                                " %s", jerr.text);
        }

        json_decref(payload);
    }

    if (sleep_ms < 0 || sleep_ms > PICTORD_TEST_MAX_SLEEP || fail_times < 0) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "bad test payload:"
                            " sleepMs from 0 to %d, failTimes >= 0",
                            PICTORD_TEST_MAX_SLEEP);
    }

    pt_log(PT_LOG_DEBUG, "worker %u: test job %s attempt %u sleeps %lld ms",
           w->n, job->id, job->attempt, (long long) sleep_ms);

    /* in steps, so that a stop request is noticed within one step */
    while (sleep_ms > 0) {
        if (pictord_stopping()) {
            return PICTORD_JOB_INTERRUPTED;
        }

        n = sleep_ms < PICTORD_TEST_STEP_MS ? sleep_ms : PICTORD_TEST_STEP_MS;
        pictord_sleep((unsigned) n);
        sleep_ms -= n;
    }

    if (pictord_stopping()) {
        return PICTORD_JOB_INTERRUPTED;
    }

    if ((json_int_t) job->attempt <= fail_times) {
        return pictord_fail(f, PT_JOB_E_INTERNAL, 0, "test failure on"
                            " attempt %u", job->attempt);
    }

    /*
     * The effect and the completion commit together or not at all: when
     * the lease was lost, another worker runs this job and its effect is
     * the one that must land.
     */
    if (pt_db_begin(w->db) != PT_OK
        || pt_db_exec(w->db, "INSERT INTO job_test_effects (job_id, worker)"
                      " VALUES (?, ?)", "ss", job->id, w->owner) != 1)
    {
        pictord_fail_db(f, w);
        pt_db_rollback(w->db);
        return PICTORD_JOB_FAILED;
    }

    return pictord_complete(w, job, f);
}
