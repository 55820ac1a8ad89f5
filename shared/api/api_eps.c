/*
 * EPS operations (docs/API.md "EPS operations"): processing status,
 * derived assets, and queueing split and SVG extraction for pictord.
 */

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/images.h"
#include "jobs/jobs.h"


/* The image's format, or NULL after answering 404. */
static const char *
pt_eps_image(pt_ctx *ctx, const char *id, char *format, size_t size)
{
    pt_rows  *rows;

    if (pt_image_capture(ctx, 1) == NULL) {
        return NULL;
    }

    rows = pt_image_format(ctx->db, ctx->who.project_id, id);

    if (pt_row_or_404(ctx, rows, "no image \"%.64s\" in project \"%s\"",
                      id, ctx->who.project) != PT_OK)
    {
        return NULL;
    }

    pt_snprintf(format, size, "%s", pt_rows_str(rows, 0));
    pt_rows_free(rows);

    return format;
}


void
pt_api_processing_status(pt_ctx *ctx)
{
    int          err = 0, bad = 0;
    char         job[64], format[16];
    json_t      *o;
    const char  *id = ctx->req->captures[1], *jid;
    pt_rows     *rows;

    if (pt_eps_image(ctx, id, format, sizeof(format)) == NULL) {
        return;
    }

    jid = pt_query_arg(ctx, "jobId", job, sizeof(job), &bad);
    if (bad) {
        return;
    }

    rows = pt_job_of_image(ctx->db, ctx->who.project_id, id, jid);
    if (pt_row_or_404(ctx, rows, jid ? "no job \"%.40s\" for this image"
                      : "no processing job for this image%s", jid ? jid : "")
        != PT_OK)
    {
        return;
    }

    o = pt_job_status_json(ctx->db, ctx->who.project_id,
                           pt_rows_str(rows, 0), &err);
    pt_rows_free(rows);

    if (o == NULL) {
        pt_fail_db(ctx);
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, o);
}


void
pt_api_derived(pt_ctx *ctx)
{
    char         format[16];
    const char  *id = ctx->req->captures[1];

    if (pt_eps_image(ctx, id, format, sizeof(format)) == NULL) {
        return;
    }

    pt_reply_list(ctx, pt_image_derived(ctx->db, ctx->who.project_id, id),
                  NULL, pt_derived_json);
}


/* An integer query parameter within [min, max], or dflt when absent. */
static int
pt_int_arg(pt_ctx *ctx, const char *name, long dflt, long min, long max,
    long *out)
{
    int          bad = 0;
    char         buf[32], *end;
    const char  *v;

    v = pt_query_arg(ctx, name, buf, sizeof(buf), &bad);
    if (bad) {
        return PT_ERROR;
    }

    if (v == NULL) {
        *out = dflt;
        return PT_OK;
    }

    *out = strtol(v, &end, 10);

    if (*v == '\0' || *end != '\0' || *out < min || *out > max) {
        pt_fail(ctx, PT_E_INVALID, "query parameter \"%s\" must be an"
                " integer from %ld to %ld", name, min, max);
        return PT_ERROR;
    }

    return PT_OK;
}


static void
pt_eps_queue(pt_ctx *ctx, const char *kind, const char *payload)
{
    char         format[16], job[PT_JOB_ID_LEN + 1], url[512];
    const char  *id = ctx->req->captures[1];

    if (pt_eps_image(ctx, id, format, sizeof(format)) == NULL) {
        return;
    }

    if (strcmp(format, "eps") != 0) {
        pt_fail(ctx, PT_E_INVALID, "image \"%s\" is not an EPS", id);
        return;
    }

    /* both work on the raster: they wait for it, or fail with it */
    if (pt_job_enqueue_after(ctx->db, ctx->who.project_id, id, kind,
                             payload, "eps-processing", job)
        != PT_OK)
    {
        pt_fail_db(ctx);
        return;
    }

    pt_snprintf(url, sizeof(url), "/api/%s/%s/processing-status?jobId=%s",
                ctx->who.project, id, job);
    pt_snprintf(ctx->resp->wake_job, sizeof(ctx->resp->wake_job), "%s",
                job);

    pt_reply_json(ctx, 202, json_pack("{s:s, s:s}", "jobId", job,
                                      "statusUrl", url));
}


/* minGapPx and minDesignPx (defaults 50 and 100, docs/API.md "Limits")
 * as a job payload */
static int
pt_eps_split_args(pt_ctx *ctx, char *payload, size_t size)
{
    long  gap, design;

    if (pt_int_arg(ctx, "minGapPx", 50, 1, 10000, &gap) != PT_OK
        || pt_int_arg(ctx, "minDesignPx", 100, 1, 10000, &design) != PT_OK)
    {
        return PT_ERROR;
    }

    pt_snprintf(payload, size, "{\"minGapPx\": %ld, \"minDesignPx\": %ld}",
                gap, design);

    return PT_OK;
}


void
pt_api_split(pt_ctx *ctx)
{
    char  payload[96];

    if (pt_eps_split_args(ctx, payload, sizeof(payload)) == PT_OK) {
        pt_eps_queue(ctx, "eps-split", payload);
    }
}


/* the designs of svg-N are found as split finds them, with its query */
void
pt_api_extract_svg(pt_ctx *ctx)
{
    char  payload[96];

    if (pt_eps_split_args(ctx, payload, sizeof(payload)) == PT_OK) {
        pt_eps_queue(ctx, "eps-svg", payload);
    }
}
