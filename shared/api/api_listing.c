/*
 * GET /api/{p}/images: filters keyword, search (FULLTEXT), folder
 * (+recursive), category, includeDerived; keyset paging on the id (ULIDs
 * sort by time; seq is the ULID without the prefix, so newest first is
 * ORDER BY seq DESC) with limit and cursor.
 *
 * Four fixed statements, one per driving index: image_keywords'
 * (project_id, keyword, seq) for keyword, the FULLTEXT index for search,
 * (project_id, folder, seq) or (project_id, seq) otherwise.  The other
 * filters are residual predicates whose "? IS NULL" arms fold away at
 * execution.
 */

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "api/api.h"
#include "records/folders.h"
#include "records/images.h"


/* the cursor is a real range on seq (the ULID): deep pages stay cheap */
#define PT_LIST_RESIDUAL                                                    \
    " AND (? = 1 OR i.derived = 0)"                                         \
    " AND i.seq < ?"                                                        \
    " AND (? IS NULL OR i.category = ?)"                                    \
    " AND (? IS NULL OR i.folder = ? OR (? = 1 AND i.folder LIKE ?))"


/*
 * With "project_id = ?" MariaDB picks ref access on (project_id, seq),
 * walks the project newest first and filters "seq < cursor" row by row: a
 * page 50,000 rows deep read 50,000 rows.  Bounds on project_id give it no
 * ref to pick, so it takes the range on both parts, and ordering by both
 * (the same order: one project) lets it read that range backwards and stop
 * after the page.
 */
static const char  pt_list_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"
    " WHERE i.project_id >= ? AND i.project_id <= ?" PT_LIST_RESIDUAL
    " ORDER BY i.project_id DESC, i.seq DESC LIMIT ?";

/* a recursive folder: the folder index, never a walk of every project */
static const char  pt_list_tree_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i FORCE INDEX (images_folder)"
    " WHERE i.project_id = ?" PT_LIST_RESIDUAL
    " ORDER BY i.seq DESC LIMIT ?";

/* the same with image_keywords' (project_id, keyword, seq): a keyword's
 * page reads its rows, never every image with the keyword */
static const char  pt_list_keyword_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM image_keywords k"
    " JOIN images i ON i.id = k.image_id"
    " WHERE k.project_id >= ? AND k.project_id <= ?"
    " AND k.keyword >= ? AND k.keyword <= ? AND k.seq < ?" PT_LIST_RESIDUAL
    " ORDER BY k.project_id DESC, k.keyword DESC, k.seq DESC LIMIT ?";

static const char  pt_list_search_sql[] =
    "SELECT " PT_IMAGE_COLUMNS " FROM images i"
    " WHERE MATCH (i.name, i.description, i.caption, i.original_file_name,"
    " i.keywords_text, i.author, i.copyright_holder, i.location_name,"
    " i.category, i.custom_id, i.tags_text) AGAINST (? IN BOOLEAN MODE)"
    " AND i.project_id = ?" PT_LIST_RESIDUAL
    " ORDER BY i.seq DESC LIMIT ?";


typedef struct {
    long long    limit;
    int          derived;
    int          recursive;
    const char  *cursor;
    const char  *category;
    const char  *keyword;
    const char  *search;
    const char  *folder;       /* normalised, or NULL */
    char         like[2 * PT_FOLDER_MAX + 3];
} pt_list_query;


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

    pt_fail(ctx, PT_P_BAD_REQUEST, "query parameter \"%s\" must be true or"
            " false", name);
    return PT_ERROR;
}


static int
pt_list_parse(pt_ctx *ctx, pt_list_query *q, char bufs[6][1024])
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
            pt_fail(ctx, PT_P_BAD_REQUEST, "query parameter \"limit\" must"
                    " be an integer from 1 to 500");
            return PT_ERROR;
        }
    }

    if (!bad) {
        q->cursor = pt_query_arg(ctx, "cursor", bufs[1], 1024, &bad);
    }

    if (q->cursor && !pt_image_id_valid(q->cursor)) {
        pt_fail(ctx, PT_P_BAD_REQUEST, "query parameter \"cursor\" is not a"
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

    if (pt_list_bool(ctx, "includeDerived", &q->derived) != PT_OK
        || pt_list_bool(ctx, "recursive", &q->recursive) != PT_OK)
    {
        return PT_ERROR;
    }

    if (v) {
        if (pt_folder_normalize(v, strlen(v), bufs[5]) != PT_OK) {
            pt_fail(ctx, PT_P_BAD_REQUEST, "query parameter \"folder\" is"
                    " not a valid folder path");
            return PT_ERROR;
        }

        /* recursive from the root is no filter at all */
        if (!(bufs[5][0] == '\0' && q->recursive)) {
            q->folder = bufs[5];
            pt_like_escape(q->folder, q->like);
            strcat(q->like, "/%");
        }
    }

    return PT_OK;
}


void
pt_api_images_list(pt_ctx *ctx)
{
    char            bufs[6][1024];
    const char     *last, *seq;
    json_t         *list, *o;
    pt_rows        *rows;
    pt_list_query   q;
    long long       pid, rec;

    if (pt_list_parse(ctx, &q, bufs) != PT_OK) {
        return;
    }

    pid = (long long) ctx->who.project_id;
    rec = q.recursive;

    /* the ULID of the cursor's id; past every id without one */
    seq = q.cursor ? strchr(q.cursor, '_') + 1 : "~";

    /* one row more than asked tells whether there is a next page */
    if (q.search) {
        rows = pt_db_query(ctx->db, pt_list_search_sql,
                           "siisssssisi", q.search, pid,
                           (long long) q.derived, seq,
                           q.category, q.category, q.folder, q.folder, rec,
                           q.like, q.limit + 1);

    } else if (q.keyword) {
        rows = pt_db_query(ctx->db, pt_list_keyword_sql,
                           "iisssisssssisi", pid, pid, q.keyword,
                           q.keyword, seq, (long long) q.derived, seq,
                           q.category, q.category, q.folder, q.folder, rec,
                           q.like, q.limit + 1);

    } else if (q.folder && rec) {
        rows = pt_db_query(ctx->db, pt_list_tree_sql,
                           "iisssssisi", pid, (long long) q.derived,
                           seq, q.category, q.category,
                           q.folder, q.folder, rec, q.like, q.limit + 1);

    } else {
        rows = pt_db_query(ctx->db, pt_list_sql,
                           "iiisssssisi", pid, pid, (long long) q.derived,
                           seq, q.category, q.category,
                           q.folder, q.folder, rec, q.like, q.limit + 1);
    }

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
