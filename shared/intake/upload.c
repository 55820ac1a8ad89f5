/*
 * The image intake pipeline shared by every way an image comes in.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "core/crypto.h"
#include "eps/eps.h"
#include "records/folders.h"
#include "records/images.h"
#include "records/storage.h"
#include "jobs/jobs.h"
#include "intake/upload.h"
#include "media/video_probe.h"


static int
pt_upload_fail(pt_upload_result *res, pt_cause kind, const char *detail)
{
    return pt_error_set(&res->error, kind, "%s", detail);
}


/* the original could not be stored: PT_E_BUCKET names the customer's
 * bucket */
static int
pt_upload_store_fail(pt_upload_result *res, pt_store *store, int rc)
{
    if (rc == PT_STORE_FULL) {
        return pt_upload_fail(res, PT_E_DISK_FULL, PT_STORE_FULL_DETAIL);
    }

    if (pt_store_problem(rc) != PT_E_BUCKET) {
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    return pt_error_set(&res->error, PT_E_BUCKET, "the project's %s bucket"
                        " %s", store->provider ? store->provider : "storage",
                        rc == PT_STORE_DENIED ? "refused the original"
                                              : "cannot be reached");
}


static pt_format
pt_upload_sniff(const char *path)
{
    int            fd;
    ssize_t        n;
    unsigned char  head[4096];

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return PT_FMT_UNKNOWN;
    }

    n = pread(fd, head, sizeof(head), 0);
    close(fd);

    return n > 0 ? pt_sniff(head, (size_t) n) : PT_FMT_UNKNOWN;
}


/* EXIF of the file as JSON text (malloc'ed) and the derived fields. */
static char *
pt_upload_exif(const char *path, pt_format fmt, pt_exif *exif)
{
    int                   rc;
    char                 *json;
    size_t                len;
    const unsigned char  *map;

    memset(exif, 0, sizeof(*exif));

    map = pt_media_map(path, &len);
    if (map == NULL) {
        return NULL;
    }

    rc = pt_exif_from_file(map, len, fmt, exif);
    pt_media_unmap(map, len);

    if (rc != PT_OK) {
        return NULL;
    }

    json = exif->map ? json_dumps(exif->map, JSON_COMPACT) : NULL;

    return json ? json : pt_strdup("{}");
}


static int
pt_upload_probe(const char *path, pt_format fmt, const pt_limits *limits,
    pt_probe *probe, pt_upload_result *res)
{
    if (pt_probe_file(path, fmt, limits, probe, &res->error) == PT_OK) {
        return PT_OK;
    }

    /* the server's own failure was logged; the client learns no more */
    if (pt_cause_is_ours(res->error.cause)) {
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    if (res->error.detail[0] == '\0') {
        return pt_upload_fail(res, res->error.cause,
                              "the image cannot be decoded");
    }

    return PT_ERROR;
}


/*
 * A new image's id and url in res and the fields every intake sets in img;
 * file_name (256 bytes) holds the sanitised name img points to.
 */
static void
pt_upload_image(pt_upload_src *src, pt_upload_result *res,
    const char *prefix, pt_format fmt, unsigned long long size,
    char *file_name, pt_image_new *img)
{
    char  ulid[27];

    pt_ulid(ulid);
    pt_snprintf(res->id, sizeof(res->id), "%s_%s", prefix, ulid);
    pt_snprintf(res->url, sizeof(res->url), "/%s/%s", src->project, res->id);

    file_name[0] = '\0';
    if (src->file_name) {
        pt_file_name_sanitize(src->file_name, file_name, 256);
    }

    memset(img, 0, sizeof(*img));
    pt_snprintf(img->id, sizeof(img->id), "%s", res->id);
    img->project_id = src->project_id;
    img->format = pt_format_name(fmt);
    img->content_type = pt_format_mime(fmt);
    img->size = size;
    img->frames = 1;
    img->original_file_name = file_name[0] ? file_name : NULL;
    img->name = src->name;
    img->folder = src->folder ? src->folder : "";
    img->custom_id = src->custom_id;
    img->exif_json = "{}";
    img->source_asset_id = src->source_asset_id;
    img->derivation_type = src->derivation_type;
}


void
pt_upload_exif_fields(const pt_exif *exif, char *date, pt_image_new *img)
{
    img->date_created = exif->date_created[0]
                        && pt_iso_parse(exif->date_created, date, 32)
                           == PT_OK ? date : NULL;
    img->has_gps = exif->has_gps;
    img->latitude = exif->latitude;
    img->longitude = exif->longitude;
}


/*
 * The caller's commit (src->caller_commits): the object stored, then the
 * row inserted in a transaction left open.  Not the reverse, so that the
 * rows the caller locks next are not held while the object is written
 * (a customer bucket's put may take seconds).  A crash before the
 * caller's commit leaves an object without a row, as a crash between
 * pt_upload_commit's put and commit does.
 */
static int
pt_upload_commit_open(pt_db *db, pt_upload_src *src, const pt_image_new *img,
    const char *path, const char *key, pt_upload_result *res)
{
    int  rc;

    rc = src->store->ops->put_file(src->store, key, path, img->content_type,
                                   1);
    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_CRIT, "storing %s failed: %s", key,
               src->store->error);
        return pt_upload_store_fail(res, src->store, rc);
    }

    if (pt_db_begin(db) != PT_OK || pt_image_insert(db, img) != PT_OK) {
        pt_db_rollback(db);
        (void) src->store->ops->del(src->store, key);
        return pt_upload_fail(res, PT_E_FAULT, "database");
    }

    return PT_OK;
}


/* What the caller is answered of an image that landed. */
static int
pt_upload_landed(const pt_image_new *img, pt_upload_result *res)
{
    res->width = img->width;
    res->height = img->height;
    res->size = img->size;
    res->content_type = img->content_type;

    return PT_OK;
}


/* Row, job and object land together, or none of them; res says what
 * landed. */
static int
pt_upload_commit(pt_db *db, pt_upload_src *src, const pt_image_new *img,
    const char *path, const char *job_kind, pt_upload_result *res)
{
    int   rc;
    char  key[256];

    if (pt_image_key(src->project, img->id, key, sizeof(key)) != PT_OK) {
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    /* derived assets only: no folder, no job */
    if (src->caller_commits) {
        rc = pt_upload_commit_open(db, src, img, path, key, res);
        return rc == PT_OK ? pt_upload_landed(img, res) : rc;
    }

    /* the caller tells an unreachable database from other failures */
    if (pt_db_begin(db) != PT_OK) {
        return pt_upload_fail(res, PT_E_FAULT, "database");
    }

    if (pt_image_insert(db, img) != PT_OK
        || (img->folder[0]
            && pt_folder_add(db, src->project_id, img->folder, NULL)
               != PT_OK)
        || (job_kind
            && pt_job_enqueue(db, src->project_id, img->id, job_kind, NULL,
                              res->job_id) != PT_OK))
    {
        pt_db_rollback(db);
        return pt_upload_fail(res, PT_E_FAULT, "database");
    }

    rc = src->store->ops->put_file(src->store, key, path, img->content_type,
                                   1);
    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_CRIT, "storing %s failed: %s", key,
               src->store->error);
        pt_db_rollback(db);
        return pt_upload_store_fail(res, src->store, rc);
    }

    if (pt_db_commit(db) != PT_OK) {
        /* the row did not land: neither may the object */
        (void) src->store->ops->del(src->store, key);
        return pt_upload_fail(res, PT_E_FAULT, "database");
    }

    return pt_upload_landed(img, res);
}


/* An EPS: validated (PT_E_INVALID), sized at 300 DPI, rasterized later
 * by pictord. */
static int
pt_upload_eps(pt_db *db, pt_upload_src *src, pt_upload_result *res)
{
    int           fd;
    char          file_name[256];
    struct stat   st;
    pt_eps_info   info;
    pt_image_new  img;

    fd = open(src->path, O_RDONLY | O_CLOEXEC);
    if (fd == -1 || fstat(fd, &st) != 0) {
        if (fd != -1) {
            close(fd);
        }
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    if (st.st_size > PT_EPS_MAX_SIZE) {
        close(fd);
        return pt_upload_fail(res, PT_E_BODY_SIZE, "an EPS file may be at"
                              " most 50 MB");
    }

    if (pt_eps_validate(fd, st.st_size, &info, &res->error) != PT_OK) {
        close(fd);
        return PT_ERROR;
    }

    close(fd);

    pt_upload_image(src, res, "eps", PT_FMT_EPS,
                    (unsigned long long) st.st_size, file_name, &img);
    img.width = info.width;
    img.height = info.height;
    /* without %%Pages the count is unknown until pictord has counted */
    img.frames = info.pages;

    if (pt_upload_commit(db, src, &img, src->path, "eps-processing", res)
        != PT_OK)
    {
        return PT_ERROR;
    }

    res->is_eps = 1;

    return PT_OK;
}


/*
 * A video: probed by ffprobe in the sandbox (PT_E_UNREADABLE when it is
 * not a playable video or is over a limit), stored as it is, its poster
 * left to pictord's "video-processing" job, queued in the same
 * transaction.
 */
static int
pt_upload_video(pt_db *db, pt_upload_src *src, pt_format fmt,
    pt_upload_result *res)
{
    char           file_name[256];
    struct stat    st;
    pt_image_new   img;
    pt_video_info  info;

    if (stat(src->path, &st) != 0) {
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    if (pt_video_probe(src->path, fmt, src->limits, &info, &res->error)
        != PT_OK)
    {
        return PT_ERROR;
    }

    pt_upload_image(src, res, "vid", fmt, (unsigned long long) st.st_size,
                    file_name, &img);
    img.width = info.width;
    img.height = info.height;
    img.is_video = 1;
    img.duration = info.duration;
    img.has_audio = info.has_audio;

    if (pt_upload_commit(db, src, &img, src->path, "video-processing", res)
        != PT_OK)
    {
        return PT_ERROR;
    }

    res->is_video = 1;
    res->duration = info.duration;
    res->has_audio = info.has_audio;

    return PT_OK;
}


/* An SVG pictord made and sanitized: no probe (libvips may not load SVG). */
static int
pt_upload_svg(pt_db *db, pt_upload_src *src, pt_upload_result *res)
{
    char          file_name[256];
    struct stat   st;
    pt_image_new  img;

    if (stat(src->path, &st) != 0) {
        return pt_upload_fail(res, PT_E_FAULT, "internal error");
    }

    pt_upload_image(src, res, "img", PT_FMT_SVG,
                    (unsigned long long) st.st_size, file_name, &img);
    img.width = src->width;
    img.height = src->height;

    if (pt_upload_commit(db, src, &img, src->path, NULL, res) != PT_OK) {
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The raster at src->path probed, then either stripped into stripped (a
 * ".strip" file beside it, probed again; *exif_json "{}") or its EXIF read
 * into exif and *exif_json (malloc'ed; NULL on no memory).  PT_OK, or
 * PT_ERROR with res filled and no stripped file left.
 */
static int
pt_upload_prepare(pt_upload_src *src, pt_format fmt, pt_probe *probe,
    char *stripped, size_t size, pt_exif *exif, char **exif_json,
    pt_upload_result *res)
{
    int  rc;

    if (pt_upload_probe(src->path, fmt, src->limits, probe, res) != PT_OK) {
        return PT_ERROR;
    }

    if (!src->strip) {
        *exif_json = pt_upload_exif(src->path, fmt, exif);
        return PT_OK;
    }

    pt_snprintf(stripped, size, "%s.strip", src->path);
    rc = pt_strip_file(src->path, stripped, fmt, src->limits, &res->error);

    if (rc != PT_OK
        || pt_upload_probe(stripped, fmt, src->limits, probe, res) != PT_OK)
    {
        unlink(stripped);
        stripped[0] = '\0';
        return PT_ERROR;
    }

    *exif_json = pt_strdup("{}");

    return PT_OK;
}


int
pt_upload_store(pt_db *db, pt_upload_src *src, pt_upload_result *res)
{
    int            rc;
    char           stripped[4096], date[32];
    char           file_name[256], *exif_json;
    pt_exif        exif;
    pt_probe       probe;
    pt_format      fmt;
    struct stat    st;
    pt_image_new   img;
    const char    *path;

    memset(res, 0, sizeof(*res));
    memset(&exif, 0, sizeof(exif));
    stripped[0] = '\0';
    exif_json = NULL;

    if (src->trusted_format == PT_FMT_SVG) {
        return pt_upload_svg(db, src, res);
    }

    fmt = pt_upload_sniff(src->path);

    if (fmt == PT_FMT_UNKNOWN) {
        return pt_upload_fail(res, PT_E_FORMAT, "the content is"
                              " not a JPEG, PNG, WebP, GIF, TIFF, AVIF or"
                              " HEIC image, nor an MP4, QuickTime or WebM"
                              " video");
    }

    /* derived assets are images; a video comes from a client only */
    if (pt_format_is_video(fmt) && src->source_asset_id == NULL) {
        return pt_upload_video(db, src, fmt, res);
    }

    /* the EPS rules (docs/API.md "EPS validation") decide, not the
     * sniffer's EPSF guess */
    if (fmt == PT_FMT_EPS || fmt == PT_FMT_PS) {
        return pt_upload_eps(db, src, res);
    }

    if (!pt_format_is_raster(fmt)) {
        return pt_error_set(&res->error, PT_E_FORMAT, "%s content is not"
                            " accepted; upload JPEG, PNG, WebP, GIF, TIFF,"
                            " AVIF, HEIC, MP4, QuickTime or WebM",
                            pt_format_mime(fmt));
    }

    if (pt_upload_prepare(src, fmt, &probe, stripped, sizeof(stripped),
                          &exif, &exif_json, res) != PT_OK)
    {
        return PT_ERROR;
    }

    path = stripped[0] ? stripped : src->path;

    if (exif_json == NULL || stat(path, &st) != 0) {
        rc = pt_upload_fail(res, PT_E_FAULT, "internal error");
        goto done;
    }

    pt_upload_image(src, res, "img", fmt, (unsigned long long) st.st_size,
                    file_name, &img);
    img.width = probe.width;
    img.height = probe.height;
    img.frames = probe.frames;
    img.exif_json = exif_json;
    pt_upload_exif_fields(&exif, date, &img);

    if (pt_upload_commit(db, src, &img, path, NULL, res) != PT_OK) {
        rc = PT_ERROR;
        goto done;
    }

    rc = PT_OK;

done:

    if (stripped[0]) {
        unlink(stripped);
    }

    free(exif_json);
    pt_exif_clear(&exif);

    return rc;
}
