/*
 * GET /api/{p}/images: the query parameters checked, a page of images
 * (records/images_list.c) and its nextCursor.
 */

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/folders.h"
#include "records/images.h"


static int
pt_list_bool(pt_ctx *ctx, const char *name, int *out)
{
    int          bad = 0;
    char         buf[8];
    const char  *v;

    v = pt_query_arg(ctx, name, buf, sizeof(buf), &bad);
    *out = 0;

    if (bad) {
        return PT_ERROR;
    }

    if (v == NULL || strcmp(v, "false") == 0 || strcmp(v, "0") == 0) {
        return PT_OK;
    }

    if (v[0] == '\0' || strcmp(v, "true") == 0 || strcmp(v, "1") == 0) {
        *out = 1;
        return PT_OK;
    }

    pt_fail(ctx, PT_E_INVALID, "query parameter \"%s\" must be true or"
            " false", name);
    return PT_ERROR;
}


/*
 * ?type=image|video|eps (image and video in the plural too); absent or
 * empty: every type.  image is everything but videos, EPS included (what
 * it was before eps existed); eps is the EPS and PostScript originals.
 * docs/API.md "Image listing".
 */
static int
pt_list_type(pt_ctx *ctx, int *out)
{
    int          bad = 0;
    char         buf[8];
    const char  *v;

    v = pt_query_arg(ctx, "type", buf, sizeof(buf), &bad);
    *out = PT_LIST_ALL;

    if (bad) {
        return PT_ERROR;
    }

    if (v == NULL || v[0] == '\0') {
        return PT_OK;
    }

    if (strcmp(v, "image") == 0 || strcmp(v, "images") == 0) {
        *out = PT_LIST_IMAGES;
        return PT_OK;
    }

    if (strcmp(v, "video") == 0 || strcmp(v, "videos") == 0) {
        *out = PT_LIST_VIDEOS;
        return PT_OK;
    }

    if (strcmp(v, "eps") == 0) {
        *out = PT_LIST_EPS;
        return PT_OK;
    }

    pt_fail(ctx, PT_E_INVALID, "query parameter \"type\" must be image,"
            " video or eps");
    return PT_ERROR;
}


/* ?sort=newest|oldest; absent or empty: newest first */
static int
pt_list_sort(pt_ctx *ctx, int *oldest)
{
    int          bad = 0;
    char         buf[8];
    const char  *v;

    v = pt_query_arg(ctx, "sort", buf, sizeof(buf), &bad);
    *oldest = 0;

    if (bad) {
        return PT_ERROR;
    }

    if (v == NULL || v[0] == '\0' || strcmp(v, "newest") == 0) {
        return PT_OK;
    }

    if (strcmp(v, "oldest") == 0) {
        *oldest = 1;
        return PT_OK;
    }

    pt_fail(ctx, PT_E_INVALID, "query parameter \"sort\" must be newest"
            " or oldest");
    return PT_ERROR;
}


int
pt_api_images_query(pt_ctx *ctx, pt_image_filter *q, char bufs[6][1024])
{
    int          bad = 0;
    char        *end;
    const char  *v;

    memset(q, 0, sizeof(*q));
    q->limit = 50;

    v = pt_query_arg(ctx, "limit", bufs[0], 1024, &bad);
    if (v) {
        q->limit = strtoll(v, &end, 10);
        if (*v == '\0' || *end != '\0' || q->limit < 1 || q->limit > 500) {
            pt_fail(ctx, PT_E_INVALID, "query parameter \"limit\" must"
                    " be an integer from 1 to 500");
            return PT_ERROR;
        }
    }

    if (!bad) {
        q->cursor = pt_query_arg(ctx, "cursor", bufs[1], 1024, &bad);
    }

    if (q->cursor && !pt_image_id_valid(q->cursor)) {
        pt_fail(ctx, PT_E_INVALID, "query parameter \"cursor\" is not a"
                " cursor this API returned");
        return PT_ERROR;
    }

    /* each stops at the first bad parameter: one problem per answer */
    if (!bad) {
        q->category = pt_query_arg(ctx, "category", bufs[2], 256, &bad);
    }

    if (!bad) {
        q->keyword = pt_query_arg(ctx, "keyword", bufs[3], 256, &bad);
    }

    if (!bad) {
        q->search = pt_query_arg(ctx, "search", bufs[4], 512, &bad);
    }

    if (!bad) {
        v = pt_query_arg(ctx, "folder", bufs[5], 1024, &bad);
    }

    if (bad) {
        return PT_ERROR;
    }

    if (q->keyword && q->keyword[0] == '\0') {
        q->keyword = NULL;
    }

    if (q->search && q->search[0] == '\0') {
        q->search = NULL;
    }

    if (pt_list_type(ctx, &q->type) != PT_OK
        || pt_list_sort(ctx, &q->oldest) != PT_OK
        || pt_list_bool(ctx, "includeDerived", &q->derived) != PT_OK
        || pt_list_bool(ctx, "recursive", &q->recursive) != PT_OK)
    {
        return PT_ERROR;
    }

    if (v) {
        if (pt_folder_normalize(v, strlen(v), bufs[5]) != PT_OK) {
            pt_fail(ctx, PT_E_INVALID, "query parameter \"folder\" is"
                    " not a valid folder path");
            return PT_ERROR;
        }

        /* recursive from the root is no filter at all */
        if (!(bufs[5][0] == '\0' && q->recursive)) {
            q->folder = bufs[5];
        }
    }

    return PT_OK;
}


void
pt_api_images_list(pt_ctx *ctx)
{
    char             bufs[6][1024];
    long long        n;
    const char      *last;
    json_t          *list, *o;
    pt_rows         *rows;
    pt_image_filter  q;

    if (pt_api_images_query(ctx, &q, bufs) != PT_OK) {
        return;
    }

    n = q.search ? pt_image_search_words(ctx->db, ctx->who.project_id, &q)
                 : 0;
    if (n < 0) {
        pt_fail_db(ctx);
        return;
    }

    if (n > PT_SEARCH_WORDS) {
        pt_fail(ctx, PT_E_INVALID, "query parameter \"search\" has %lld"
                " words: at most %d", n, PT_SEARCH_WORDS);
        return;
    }

    rows = pt_image_list(ctx->db, ctx->who.project_id, &q);
    if (rows == NULL) {
        pt_fail_db(ctx);
        return;
    }

    list = json_array();
    last = NULL;

    while (list && (long long) json_array_size(list) < q.limit
           && pt_rows_next(rows))
    {
        o = pt_image_json(rows, ctx->who.project, ctx->req->base_url);
        json_array_append_new(list, o);
        last = json_string_value(json_object_get(o, "imageId"));
    }

    o = json_pack("{s:o, s:s?}", "images", list ? list : json_array(),
                  "nextCursor",
                  pt_rows_count(rows) > (size_t) q.limit ? last : NULL);

    pt_rows_free(rows);

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, 200, o);
}
