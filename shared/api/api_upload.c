/*
 * POST /api/{p}/upload: multipart field "file" (+ stripExif, folder, name,
 * customId).  The body is a temp file of nginx's; the file part is copied
 * into the scratch directory, sniffed, probed (limits, one cheap
 * decode), its EXIF read, optionally stripped, then the row and the object
 * land together: the row is inserted in a transaction, the object renamed
 * into place, then the transaction commits.  Any failure leaves neither.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "api/api.h"
#include "core/crypto.h"
#include "records/folders.h"
#include "records/images.h"
#include "media/multipart.h"
#include "records/storage.h"
#include "intake/upload.h"


static const char *const  pt_upload_fields[] = {
    "file", "stripExif", "folder", "name", "customId", NULL
};


/* The small text fields of the form, validated. */
typedef struct {
    int    strip;
    char   folder[PT_FOLDER_MAX + 1];
    char   name[513];
    char   custom_id[256];
    int    has_name;
    int    has_custom_id;
} pt_upload_form;


/*
 * A text field into buf: what the database stores must be UTF-8 (strict
 * mode refuses anything else), so a stray byte is the client's 400.
 */
static int
pt_upload_text(pt_ctx *ctx, const pt_part *p, char *buf, size_t size)
{
    if (p->length < 0 || (unsigned long long) p->length >= size) {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" is longer than %zu"
                " bytes", p->name, size - 1);
        return PT_ERROR;
    }

    if (pt_multipart_value(ctx->req->body_fd, p, buf, size) != PT_OK
        || !pt_utf8_valid(buf, strlen(buf)))
    {
        pt_fail(ctx, PT_E_INVALID, "field \"%s\" must be UTF-8 text"
                " without NUL bytes", p->name);
        return PT_ERROR;
    }

    return PT_OK;
}


static int
pt_upload_read_form(pt_ctx *ctx, const pt_part *parts, size_t n,
    pt_upload_form *form)
{
    int             fd = ctx->req->body_fd;
    char            buf[PT_FOLDER_MAX + 1];
    size_t          i, j;
    const pt_part  *p;

    memset(form, 0, sizeof(*form));

    for (i = 0; i < n; i++) {
        for (j = 0; pt_upload_fields[j]; j++) {
            if (strcmp(parts[i].name, pt_upload_fields[j]) == 0) {
                break;
            }
        }

        if (pt_upload_fields[j] == NULL) {
            pt_fail(ctx, PT_E_INVALID, "unknown form field \"%.63s\";"
                    " expected file, stripExif, folder, name, customId",
                    parts[i].name);
            return PT_ERROR;
        }
    }

    p = pt_multipart_find(parts, n, "stripExif");
    if (p) {
        if (pt_multipart_value(fd, p, buf, sizeof(buf)) != PT_OK
            || !(strcmp(buf, "true") == 0 || strcmp(buf, "false") == 0
                 || strcmp(buf, "1") == 0 || strcmp(buf, "0") == 0))
        {
            pt_fail(ctx, PT_E_INVALID, "field \"stripExif\" must be"
                    " true or false");
            return PT_ERROR;
        }

        form->strip = buf[0] == 't' || buf[0] == '1';
    }

    p = pt_multipart_find(parts, n, "folder");
    if (p) {
        if (pt_multipart_value(fd, p, buf, sizeof(buf)) != PT_OK
            || pt_folder_normalize(buf, strlen(buf), form->folder) != PT_OK)
        {
            pt_fail(ctx, PT_E_INVALID, "field \"folder\" must be a path"
                    " of at most %d bytes without \"..\" or control"
                    " characters", PT_FOLDER_MAX);
            return PT_ERROR;
        }
    }

    p = pt_multipart_find(parts, n, "name");
    if (p) {
        if (pt_upload_text(ctx, p, form->name, sizeof(form->name))
            != PT_OK)
        {
            return PT_ERROR;
        }
        form->has_name = 1;
    }

    p = pt_multipart_find(parts, n, "customId");
    if (p) {
        if (pt_upload_text(ctx, p, form->custom_id, sizeof(form->custom_id))
            != PT_OK)
        {
            return PT_ERROR;
        }

        if (form->custom_id[0] == '\0') {
            pt_fail(ctx, PT_E_INVALID, "field \"customId\" must be 1 to"
                    " 255 bytes");
            return PT_ERROR;
        }
        form->has_custom_id = 1;
    }

    return PT_OK;
}


/* Copies the file part into a new scratch file; its path into path. */
int
pt_form_file(pt_ctx *ctx, const pt_part *part, char *path, size_t size)
{
    int   out, err, rc;
    char  dir[4096];

    if (pt_scratch_dir(ctx->req->conf->storage_root, dir, sizeof(dir))
        != PT_OK)
    {
        path[0] = '\0';
        return PT_ERROR;
    }

    pt_snprintf(path, size, "%s/upload-XXXXXX", dir);

    out = mkstemp(path);
    if (out == -1) {
        err = errno;
        pt_log(PT_LOG_CRIT, "mkstemp(\"%s\") failed: %s", path,
               strerror(err));
        path[0] = '\0';
        errno = err;
        return PT_ERROR;
    }

    rc = pt_store_copy_range(ctx->req->body_fd, part->offset, part->length,
                             out);
    err = errno;

    if (close(out) != 0 && rc == 0) {
        rc = -1;
        err = errno;
    }

    if (rc != 0) {
        pt_log(err == ENOSPC || err == EDQUOT ? PT_LOG_ERR : PT_LOG_CRIT,
               "copying the upload failed: %s", strerror(err));
        unlink(path);
        path[0] = '\0';
        errno = err;
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_form_parse(pt_ctx *ctx, pt_part *parts, size_t *nparts)
{
    char  boundary[128], err[256];

    if (ctx->req->content_type == NULL
        || pt_multipart_boundary(ctx->req->content_type, boundary,
                                 sizeof(boundary)) != PT_OK)
    {
        pt_fail(ctx, PT_E_FORMAT, "send multipart/form-data,"
                " the image in the field \"file\"");
        return PT_ERROR;
    }

    if (ctx->req->body_fd < 0) {
        pt_fail(ctx, PT_E_INVALID, "the request has no body");
        return PT_ERROR;
    }

    err[0] = '\0';

    if (pt_multipart_parse(ctx->req->body_fd, 0, ctx->req->body_size,
                           boundary, parts, PT_MULTIPART_MAX_PARTS, nparts,
                           err, sizeof(err))
        != PT_OK)
    {
        pt_fail(ctx, PT_E_INVALID, "malformed multipart body: %s", err);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_api_upload(pt_ctx *ctx)
{
    int              rc;
    size_t           nparts;
    pt_part          parts[PT_MULTIPART_MAX_PARTS];
    const pt_part   *file;
    pt_upload_form   form;
    pt_upload_src    src;
    pt_error         why;
    pt_upload_result res;
    json_t          *out;

    if (pt_form_parse(ctx, parts, &nparts) != PT_OK) {
        return;
    }

    file = pt_multipart_find(parts, nparts, "file");
    if (file == NULL) {
        pt_fail(ctx, PT_E_INVALID, "field \"file\" is required");
        return;
    }

    if (pt_upload_read_form(ctx, parts, nparts, &form) != PT_OK) {
        return;
    }

    memset(&src, 0, sizeof(src));
    src.project_id = ctx->who.project_id;
    src.project = ctx->who.project;
    src.strip = form.strip;
    src.folder = form.folder;
    src.name = form.has_name ? form.name : NULL;
    src.custom_id = form.has_custom_id ? form.custom_id : NULL;
    src.file_name = file->filename[0] ? file->filename : NULL;
    src.limits = &ctx->req->conf->limits;

    src.store = pt_store_for_project(ctx->db, ctx->req->conf->storage_root,
                                     ctx->who.project_id, &why);
    if (src.store == NULL) {
        pt_fail(ctx, why.cause, "%s", why.detail);
        return;
    }

    if (pt_form_file(ctx, file, src.path, sizeof(src.path))
        != PT_OK)
    {
        src.store->ops->free(src.store);
        pt_fail_errno(ctx, errno);
        return;
    }

    rc = pt_upload_store(ctx->db, &src, &res);

    unlink(src.path);
    src.store->ops->free(src.store);

    if (rc != PT_OK) {
        if (res.error.cause == PT_E_FAULT) {
            pt_fail_db(ctx);
        } else {
            pt_fail(ctx, res.error.cause, "%s", res.error.detail);
        }
        return;
    }

    out = json_pack("{s:s, s:s, s:i, s:i, s:I, s:s, s:b, s:b}",
                    "imageId", res.id,
                    "url", res.url,
                    "width", res.width,
                    "height", res.height,
                    "size", (json_int_t) res.size,
                    "contentType", res.content_type,
                    "isEps", res.is_eps,
                    "isVideo", res.is_video);

    if (out && res.is_video) {
        json_object_set_new(out, "duration", json_real(res.duration));
        json_object_set_new(out, "hasAudio", json_boolean(res.has_audio));
    }

    /* an EPS or a video: its job is committed; wake pictord up */
    if (out && res.job_id[0]) {
        json_object_set_new(out, "processingJobId", json_string(res.job_id));
        pt_snprintf(ctx->resp->wake_job, sizeof(ctx->resp->wake_job), "%s",
                    res.job_id);
    }

    pt_reply_json(ctx, 201, out);
}
