/*
 * One image: GET and DELETE /api/{p}/images/{id} (its jobs end and its
 * on-demand EPS pages go with it), and POST /api/{p}/{id}/strip-exif.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "api/api.h"
#include "eps/eps_demand.h"
#include "intake/bucket_import.h"
#include "records/images.h"
#include "jobs/jobs.h"
#include "records/storage.h"
#include "video/video_demand.h"


/* 404 for a malformed id too: ids are not secret but not guessable */
const char *
pt_image_capture(pt_ctx *ctx, unsigned n)
{
    const char  *id = ctx->req->captures[n];

    if (!pt_image_id_valid(id)) {
        pt_fail(ctx, PT_E_NO_SUCH, "no image \"%.64s\" in project \"%s\"",
                id, ctx->who.project);
        return NULL;
    }

    return id;
}


pt_rows *
pt_image_row(pt_ctx *ctx, const char *id, int for_update)
{
    pt_rows  *rows;

    rows = pt_image_find(ctx->db, ctx->who.project_id, id, for_update);

    if (pt_row_or_404(ctx, rows, "no image \"%.64s\" in project \"%s\"",
                      id, ctx->who.project) != PT_OK)
    {
        return NULL;
    }

    return rows;
}


void *
pt_image_load(pt_ctx *ctx, const char *id)
{
    json_t   *o;
    pt_rows  *rows;

    rows = pt_image_row(ctx, id, 0);
    if (rows == NULL) {
        return NULL;
    }

    o = pt_image_json(rows, ctx->who.project, ctx->req->base_url);
    pt_rows_free(rows);

    if (o == NULL) {
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
    }

    return o;
}


/* Replies with the image's metadata, or 404. */
void
pt_reply_image(pt_ctx *ctx, int status, const char *id)
{
    json_t  *o;

    o = pt_image_load(ctx, id);
    if (o == NULL) {
        return;
    }

    pt_resp_add_header(ctx->resp, "Cache-Control", pt_strdup("no-store"));
    pt_reply_json(ctx, status, o);
}


void
pt_api_image_get(pt_ctx *ctx)
{
    const char  *id = pt_image_capture(ctx, 1);

    if (id == NULL) {
        return;
    }

    /* an imported image's EXIF past its first 64 KB: read at first need;
     * an original that cannot be read now leaves it for a later GET */
    if (pt_import_first_need(ctx->db, ctx->req->conf->storage_root,
                             ctx->who.project_id, ctx->who.project, id)
        == PT_ERROR)
    {
        pt_fail_db(ctx);
        return;
    }

    pt_reply_image(ctx, 200, id);
}


void
pt_api_image_delete(pt_ctx *ctx)
{
    char          key[256];
    const char   *id;
    pt_rows      *rows;
    pt_store     *store;
    pt_error      why;
    long long     n;

    id = pt_image_capture(ctx, 1);
    if (id == NULL) {
        return;
    }

    /* the image and the assets derived from it, rows first */
    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    n = pt_image_delete(ctx->db, ctx->who.project_id, id, &rows);
    if (rows == NULL) {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    /* its jobs end now rather than retry work on a file that is gone */
    if (n > 0 && pt_job_fail_image(ctx->db, ctx->who.project_id, id) < 0) {
        n = -1;
    }

    /* cached variants of every deleted image stop being served */
    while (n > 0 && pt_rows_next(rows)) {
        if (pt_bump(ctx, 'i', pt_rows_str(rows, 0), NULL) != PT_OK) {
            n = -1;
        }
    }

    if (n < 0 || pt_db_commit(ctx->db) != PT_OK) {
        pt_rows_free(rows);
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    if (n == 0) {
        pt_rows_free(rows);
        pt_fail(ctx, PT_E_NO_SUCH, "no image \"%s\" in project \"%s\"", id,
                ctx->who.project);
        return;
    }

    /* objects after the commit: a failure leaves an orphan, never a row
     * that points at nothing */
    store = pt_store_for_project(ctx->db, ctx->req->conf->storage_root,
                                 ctx->who.project_id, &why);
    if (store == NULL) {
        pt_log(PT_LOG_ERR, "the objects of image %s were not deleted: %s",
               id, why.detail);
    }

    pt_rows_rewind(rows);

    while (store && pt_rows_next(rows)) {
        if (pt_image_key(ctx->who.project, pt_rows_str(rows, 0), key,
                         sizeof(key)) == PT_OK
            && store->ops->del(store, key) != PT_STORE_OK)
        {
            pt_log(PT_LOG_ERR, "deleting object %s failed: %s", key,
                   store->error);
        }
    }

    if (store) {
        store->ops->free(store);
    }

    pt_eps_demand_forget(ctx->req->conf->storage_root, id);
    pt_video_demand_forget(ctx->req->conf->storage_root, id);

    pt_rows_free(rows);
    pt_reply_empty(ctx, 204);
}


/* The stored format of image id: PT_OK, or PT_ERROR with the reply made. */
static int
pt_strip_exif_format(pt_ctx *ctx, const char *id, pt_format *fmt)
{
    pt_rows  *rows;

    rows = pt_image_format(ctx->db, ctx->who.project_id, id);

    if (pt_row_or_404(ctx, rows, "no image \"%s\" in project \"%s\"", id,
                      ctx->who.project) != PT_OK)
    {
        return PT_ERROR;
    }

    *fmt = pt_format_from_name(pt_rows_str(rows, 0));
    pt_rows_free(rows);

    return PT_OK;
}


/*
 * The original copied to src, re-encoded into dst and dst probed as an
 * upload is: PT_OK with dst's probe and stat, or PT_ERROR with the reply
 * made.
 */
static int
pt_strip_exif_reencode(pt_ctx *ctx, pt_store *store, const char *key,
    const char *src, const char *dst, pt_format fmt, pt_probe *probe,
    struct stat *st)
{
    int        rc;
    pt_error   e;

    rc = store->ops->get_file(store, key, src);
    if (rc != PT_STORE_OK) {
        pt_fail_store(ctx, store, rc, "strip-exif: the original");
        return PT_ERROR;
    }

    rc = pt_strip_file(src, dst, fmt, &ctx->req->conf->limits, &e);

    if (rc == PT_OK) {
        rc = pt_probe_file(dst, fmt, &ctx->req->conf->limits, probe, &e);
    }

    if (rc != PT_OK && e.cause == PT_E_BUSY) {
        pt_fail(ctx, PT_E_BUSY, "%s", e.detail);
        return PT_ERROR;
    }

    if (rc != PT_OK || stat(dst, st) != 0) {
        pt_fail(ctx, PT_E_UNREADABLE, "the image could not be"
                " re-encoded: %s", rc != PT_OK && e.detail[0]
                                   ? e.detail : "unknown error");
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * dst replaces the object at key and the row follows it: the row changes
 * only if the object does, and the other way round.  PT_OK, or PT_ERROR
 * with the reply made.
 */
static int
pt_strip_exif_replace(pt_ctx *ctx, pt_store *store, const char *key,
    const char *id, const char *dst, const pt_probe *probe,
    const struct stat *st)
{
    int  rc;

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (pt_image_set_stripped(ctx->db, ctx->who.project_id, id,
                              (unsigned long long) st->st_size,
                              probe->width, probe->height) != 1
        || pt_bump(ctx, 'i', id, NULL) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    rc = store->ops->put_file(store, key, dst, NULL, 1);
    if (rc != PT_STORE_OK) {
        pt_db_rollback(ctx->db);
        pt_fail_store(ctx, store, rc, "strip-exif: the stripped original");
        return PT_ERROR;
    }

    if (pt_db_commit(ctx->db) != PT_OK) {
        pt_log(PT_LOG_ALERT, "strip-exif: %s replaced but its row was not"
               " updated", key);
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_api_strip_exif(pt_ctx *ctx)
{
    int           fd;
    char          key[256], dir[4096], src[4200], dst[4300];
    const char   *id;
    pt_store     *store;
    pt_error      why;
    pt_probe      probe;
    pt_format     fmt;
    struct stat   st;

    id = pt_image_capture(ctx, 1);
    if (id == NULL) {
        return;
    }

    if (pt_strip_exif_format(ctx, id, &fmt) != PT_OK) {
        return;
    }

    store = pt_store_for_project(ctx->db, ctx->req->conf->storage_root,
                                 ctx->who.project_id, &why);
    if (store == NULL) {
        pt_fail(ctx, why.cause, "%s", why.detail);
        return;
    }

    (void) pt_image_key(ctx->who.project, id, key, sizeof(key));

    fd = -1;

    if (pt_scratch_dir(ctx->req->conf->storage_root, dir, sizeof(dir))
        == PT_OK)
    {
        pt_snprintf(src, sizeof(src), "%s/strip-src-XXXXXX", dir);
        fd = mkstemp(src);
    }

    if (fd == -1) {
        store->ops->free(store);
        pt_fail(ctx, PT_E_FAULT, "internal error");
        return;
    }

    close(fd);
    pt_snprintf(dst, sizeof(dst), "%s.out", src);

    if (pt_strip_exif_reencode(ctx, store, key, src, dst, fmt, &probe, &st)
        == PT_OK
        && pt_strip_exif_replace(ctx, store, key, id, dst, &probe, &st)
           == PT_OK)
    {
        pt_reply_image(ctx, 200, id);
    }

    unlink(src);
    unlink(dst);
    store->ops->free(store);
}


void
pt_api_image_purge(pt_ctx *ctx)
{
    const char  *id;
    long long    n;

    id = pt_image_capture(ctx, 1);
    if (id == NULL) {
        return;
    }

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    /* the cache key's generation lives in the generations table */
    n = pt_image_lock(ctx->db, ctx->who.project_id, id);

    if (n == 0) {
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_NO_SUCH, "no image \"%s\" in project \"%s\"", id,
                ctx->who.project);
        return;
    }

    if (n < 0 || pt_bump(ctx, 'i', id, NULL) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    pt_reply_json(ctx, 202, json_pack("{s:s, s:s}", "imageId", id,
                                      "status", "purged"));
}
