/*
 * Watermarks: POST /api/{p}/watermarks (multipart "file", "name"),
 * GET list and one, DELETE.  Always on managed storage, at
 * "{project}/watermarks/{name}".  Creating or deleting one bumps its
 * generation, so every variant that used the name gets a new cache key.
 */

#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "api/api.h"
#include "records/presets.h"
#include "records/storage.h"
#include "records/watermarks.h"
#include "media/media.h"
#include "media/multipart.h"


static int
pt_watermark_name_valid(const char *name)
{
    size_t  i, n = strlen(name);

    if (n < 1 || n > 64) {
        return 0;
    }

    /* "wm_pos_x" is the wm_pos key: such a name could never be asked for */
    if (strncmp(name, "pos_", 4) == 0 || strncmp(name, "opacity_", 8) == 0
        || strncmp(name, "scale_", 6) == 0)
    {
        return 0;
    }

    for (i = 0; i < n; i++) {
        if (!((name[i] >= 'a' && name[i] <= 'z')
              || (name[i] >= 'A' && name[i] <= 'Z')
              || (name[i] >= '0' && name[i] <= '9')
              || name[i] == '_' || name[i] == '-'))
        {
            return 0;
        }
    }

    return 1;
}


static void
pt_reply_watermark(pt_ctx *ctx, int status, const char *name)
{
    pt_rows  *rows;

    rows = pt_watermark_find(ctx->db, ctx->who.project_id, name);

    if (pt_row_or_404(ctx, rows, "no watermark \"%.64s\" in project"
                      " \"%s\"", name, ctx->who.project) != PT_OK)
    {
        return;
    }

    pt_reply_json(ctx, status, pt_watermark_json(rows));
    pt_rows_free(rows);
}


/*
 * A preset may name the watermark: the front's cache key cannot see that,
 * so such presets get new versions too.
 */
static int
pt_watermark_bump(pt_ctx *ctx, const char *name)
{
    int       rc = PT_OK;
    pt_rows  *rows;

    if (pt_bump(ctx, 'w', ctx->who.project, name) != PT_OK) {
        return PT_ERROR;
    }

    rows = pt_presets_with_watermark(ctx->db, ctx->who.project_id, name);
    if (rows == NULL) {
        return PT_ERROR;
    }

    while (rc == PT_OK && pt_rows_next(rows)) {
        rc = pt_bump(ctx, 't', ctx->who.project, pt_rows_str(rows, 0));
    }

    pt_rows_free(rows);

    return rc;
}


void
pt_api_watermarks_list(pt_ctx *ctx)
{
    pt_reply_list(ctx, pt_watermark_list(ctx->db, ctx->who.project_id),
                  "watermarks", pt_watermark_json);
}


void
pt_api_watermark_get(pt_ctx *ctx)
{
    pt_reply_watermark(ctx, 200, ctx->req->captures[1]);
}


/*
 * The form has "file" and a valid "name" and nothing else: PT_OK with the
 * name copied and *file set, or PT_ERROR with the reply made.
 */
static int
pt_watermark_form(pt_ctx *ctx, const pt_part *parts, size_t nparts,
    char *name, size_t size, const pt_part **file)
{
    size_t          i;
    const pt_part  *pname;

    for (i = 0; i < nparts; i++) {
        if (strcmp(parts[i].name, "file") != 0
            && strcmp(parts[i].name, "name") != 0)
        {
            pt_fail(ctx, PT_E_INVALID, "unknown form field \"%.63s\";"
                    " expected file and name", parts[i].name);
            return PT_ERROR;
        }
    }

    *file = pt_multipart_find(parts, nparts, "file");
    pname = pt_multipart_find(parts, nparts, "name");

    if (*file == NULL || pname == NULL
        || pt_multipart_value(ctx->req->body_fd, pname, name, size)
           != PT_OK
        || !pt_watermark_name_valid(name))
    {
        pt_fail(ctx, PT_E_INVALID, "fields \"file\" and \"name\""
                " (^[A-Za-z0-9_-]{1,64}$, not starting with pos_,"
                " opacity_ or scale_) are required");
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The uploaded file at path is a raster image that decodes within the
 * limits: PT_OK with its format, probe and stat, or PT_ERROR with the
 * reply made.
 */
static int
pt_watermark_check(pt_ctx *ctx, const char *path, pt_format *fmt,
    pt_probe *probe, struct stat *st)
{
    unsigned char    head[64];
    int              fd, rc;
    ssize_t          n;
    pt_error         e;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    n = fd >= 0 ? pread(fd, head, sizeof(head), 0) : -1;
    if (fd >= 0) {
        close(fd);
    }

    *fmt = n > 0 ? pt_sniff(head, (size_t) n) : PT_FMT_UNKNOWN;

    if (!pt_format_is_raster(*fmt)) {
        pt_fail(ctx, PT_E_FORMAT, "a watermark is a PNG, WebP,"
                " JPEG, GIF, TIFF, AVIF or HEIC image");
        return PT_ERROR;
    }

    rc = pt_probe_file(path, *fmt, &ctx->req->conf->limits, probe, &e);

    if (rc != PT_OK && e.cause == PT_E_BUSY) {
        pt_fail(ctx, PT_E_BUSY, "%s", e.detail);
        return PT_ERROR;
    }

    if (rc != PT_OK || stat(path, st) != 0) {
        pt_fail(ctx, PT_E_UNREADABLE, "%s", rc != PT_OK && e.detail[0]
                                            ? e.detail
                                            : "the image cannot be decoded");
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The row, the bumps and the object at path, committed together:
 * PT_OK, or PT_ERROR with the reply made and nothing left behind.
 */
static int
pt_watermark_save(pt_ctx *ctx, pt_store *store, const char *name,
    const char *path, pt_format fmt, const pt_probe *probe,
    const struct stat *st)
{
    char  key[PT_WATERMARK_KEY_MAX];

    (void) pt_watermark_key(ctx->who.project, name, key, sizeof(key));

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    if (pt_watermark_insert(ctx->db, ctx->who.project_id, name,
                            pt_format_name(fmt), pt_format_mime(fmt),
                            probe->width, probe->height,
                            (unsigned long long) st->st_size)
        != PT_OK)
    {
        pt_fail_taken(ctx, "watermark \"%s\" already exists; delete it"
                      " first", name);
        pt_db_rollback(ctx->db);
        return PT_ERROR;
    }

    if (pt_watermark_bump(ctx, name) != PT_OK
        || store->ops->put_file(store, key, path, pt_format_mime(fmt), 1)
           != PT_STORE_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_FAULT, "internal error");
        return PT_ERROR;
    }

    if (pt_db_commit(ctx->db) != PT_OK) {
        (void) store->ops->del(store, key);
        pt_fail_db(ctx);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_api_watermarks_create(pt_ctx *ctx)
{
    char            name[80], path[4096];
    size_t          nparts;
    pt_part         parts[PT_MULTIPART_MAX_PARTS];
    pt_store       *store;
    pt_probe        probe;
    pt_format       fmt;
    struct stat     st;
    const pt_part  *file;

    if (pt_form_parse(ctx, parts, &nparts) != PT_OK) {
        return;
    }

    if (pt_watermark_form(ctx, parts, nparts, name, sizeof(name), &file)
        != PT_OK)
    {
        return;
    }

    store = pt_store_watermarks(ctx->req->conf->storage_root);
    if (store == NULL) {
        pt_fail(ctx, PT_E_NOMEM, "out of memory");
        return;
    }

    if (pt_form_file(ctx, file, path, sizeof(path)) != PT_OK) {
        store->ops->free(store);
        pt_fail_errno(ctx, errno);
        return;
    }

    if (pt_watermark_check(ctx, path, &fmt, &probe, &st) == PT_OK
        && pt_watermark_save(ctx, store, name, path, fmt, &probe, &st)
           == PT_OK)
    {
        pt_reply_watermark(ctx, 201, name);
    }

    unlink(path);
    store->ops->free(store);
}


void
pt_api_watermark_delete(pt_ctx *ctx)
{
    char         key[PT_WATERMARK_KEY_MAX];
    long long    n;
    pt_store    *store;
    const char  *name = ctx->req->captures[1];

    if (pt_db_begin(ctx->db) != PT_OK) {
        pt_fail_db(ctx);
        return;
    }

    n = pt_watermark_delete(ctx->db, ctx->who.project_id, name);

    if (n == 0) {
        pt_db_rollback(ctx->db);
        pt_fail(ctx, PT_E_NO_SUCH, "no watermark \"%.64s\" in project"
                " \"%s\"", name, ctx->who.project);
        return;
    }

    if (n < 0 || pt_watermark_bump(ctx, name) != PT_OK
        || pt_db_commit(ctx->db) != PT_OK)
    {
        pt_db_rollback(ctx->db);
        pt_fail_db(ctx);
        return;
    }

    store = pt_store_watermarks(ctx->req->conf->storage_root);

    if (store && pt_watermark_key(ctx->who.project, name, key, sizeof(key))
                 == PT_OK
        && store->ops->del(store, key) != PT_STORE_OK)
    {
        pt_log(PT_LOG_ERR, "deleting watermark %s failed: %s", key,
               store->error);
    }

    if (store) {
        store->ops->free(store);
    }

    pt_reply_empty(ctx, 204);
}
