/*
 * Jobs seen from the API: GET /api/{p}/jobs/{id} (status of any job of the
 * project) and, in a test build (PT_TEST_BUILD) with pictor_test_routes on,
 * POST /api/{p}/jobs/test which queues the test-only kind that proves the
 * module → row → ZeroMQ → pictord → status path.
 */

#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "jobs/jobs.h"


void
pt_api_job_get(pt_ctx *ctx)
{
    json_t  *status;
    int      err = 0;

    status = pt_job_status_json(ctx->db, ctx->who.project_id,
                                ctx->req->captures[1], &err);

    if (err) {
        pt_fail_db(ctx);
        return;
    }

    if (status == NULL) {
        pt_fail(ctx, PT_E_NO_SUCH, "no job \"%s\" in project \"%s\"",
                ctx->req->captures[1], ctx->who.project);
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, status);
}


/* 202 {jobId, statusUrl} for a queued job; the host wakes pictord. */
void
pt_reply_job(pt_ctx *ctx, const char *id)
{
    pt_reply_job_at(ctx, "jobs", id);
}


void
pt_reply_job_at(pt_ctx *ctx, const char *collection, const char *id)
{
    char  url[256];

    pt_snprintf(url, sizeof(url), "/api/%s/%s/%s", ctx->who.project,
                collection, id);
    pt_snprintf(ctx->resp->wake_job, sizeof(ctx->resp->wake_job), "%s", id);

    pt_reply_json(ctx, 202, json_pack("{s:s, s:s}", "jobId", id,
                                      "statusUrl", url));
}


#if (PT_TEST_BUILD)

void
pt_api_job_test(pt_ctx *ctx)
{
    static const char *const  fields[] = { "sleepMs", "failTimes", NULL };
    json_t                   *body, *v;
    const char               *names[2] = { "sleepMs", "failTimes" };
    json_int_t                vals[2] = { 0, 0 };
    char                      payload[128], id[PT_JOB_ID_LEN + 1];
    int                       i;

    body = pt_body_object(ctx);
    if (body == NULL) {
        return;
    }

    if (pt_fields_only(ctx, body, fields) != PT_OK) {
        json_decref(body);
        return;
    }

    for (i = 0; i < 2; i++) {
        v = json_object_get(body, names[i]);

        if (v == NULL) {
            continue;
        }

        if (!json_is_integer(v) || json_integer_value(v) < 0
            || json_integer_value(v) > 600000)
        {
            json_decref(body);
            pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be an integer"
                    " from 0 to 600000", names[i]);
            return;
        }

        vals[i] = json_integer_value(v);
    }

    json_decref(body);

    pt_snprintf(payload, sizeof(payload), "{\"sleepMs\": %lld,"
                " \"failTimes\": %lld}", (long long) vals[0],
                (long long) vals[1]);

    if (pt_job_enqueue(ctx->db, ctx->who.project_id, NULL, "test", payload,
                       id)
        != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    pt_reply_job(ctx, id);
}

#endif
