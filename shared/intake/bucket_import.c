/*
 * One object of a bucket import (bucket_import.h).  Which objects are
 * taken: images only (the sniffers of sniff.c), not those that already
 * have a row (their key is an image id with a row, or an earlier import
 * took them).  A key that is not "{project}/{imageId}" gets an id made of
 * the import's start and a hash of the job and key, so that an attempt
 * resumed after a crash copies it to the same key again, leaving no stray
 * copy; the row commits with the object's outcome, so it is made once.
 */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include <jansson.h>

#include "core/crypto.h"
#include "intake/bucket_import.h"
#include "media/media.h"
#include "intake/upload.h"
#include "records/images.h"
#include "records/storage.h"


static int
pt_import_set(pt_import_result *r, pt_migr_state state, const char *fmt,
    const char *arg)
{
    r->state = state;
    pt_snprintf(r->error, sizeof(r->error), fmt, arg);

    return PT_OK;
}


/* the object could not be read or copied: a busy bucket stops the attempt */
static int
pt_import_store_fail(const pt_import_ctx *c, pt_import_result *r, int rc,
    const char *what)
{
    if (rc == PT_STORE_NOT_FOUND) {
        return pt_import_set(r, PT_MIGR_FAILED, "%s: the object is gone",
                             what);
    }

    if (rc == PT_STORE_UNREACHABLE) {
        pt_log(PT_LOG_WARN, "import %s: %s: %s", c->job_id, what,
               c->store->error);
        return PT_BUSY;
    }

    r->state = PT_MIGR_FAILED;
    pt_snprintf(r->error, sizeof(r->error), "%s: %s", what,
                c->store->error);

    return PT_OK;
}


/*
 * 1 when the project has image id, 2 when another project has it (ids
 * are unique across projects), 0 none, PT_ERROR
 */
static int
pt_import_has_row(const pt_import_ctx *c, const char *id)
{
    int       found;
    pt_rows  *rows;

    rows = pt_image_for_job(c->db, id);
    if (rows == NULL) {
        return PT_ERROR;
    }

    found = pt_rows_next(rows);
    if (found && (unsigned long long) pt_rows_int(rows, 4)
                 != c->job->project_id)
    {
        found = 2;
    }

    pt_rows_free(rows);

    return found;
}


/* "img_" + the ULID of the import's start and the job's and key's hash */
static int
pt_import_new_id(const pt_import_ctx *c, const char *key, char *id,
    size_t size)
{
    char           hex[65], ulid[27], *buf;
    size_t         jlen, klen;
    unsigned char  rnd[10];

    jlen = strlen(c->job_id);
    klen = strlen(key);

    buf = malloc(jlen + 1 + klen);
    if (buf == NULL) {
        return PT_ERROR;
    }

    memcpy(buf, c->job_id, jlen);
    buf[jlen] = '\n';
    memcpy(buf + jlen + 1, key, klen);
    pt_sha256_hex(buf, jlen + 1 + klen, hex);
    free(buf);

    /* the hash's first 80 bits */
    hex[2 * sizeof(rnd)] = '\0';
    if (pt_unhex(hex, rnd, sizeof(rnd)) != PT_OK) {
        return PT_ERROR;
    }

    pt_ulid_of(ulid, c->job->created_ms, rnd);
    pt_snprintf(id, size, "img_%s", ulid);

    return PT_OK;
}


/*
 * Which id the object gets: its own (key "{project}/{id}"), or a new one
 * (*copy set).  SKIPPED in r when it already has a row.
 */
static int
pt_import_id(const pt_import_ctx *c, const char *key, pt_import_result *r,
    int *copy)
{
    int          rc;
    size_t       plen;
    const char  *tail;

    *copy = 0;

    /* the listing gives keys under "{project}/" only (store_list.h);
     * one that is not is never read past its end */
    plen = strlen(c->job->project);
    if (strncmp(key, c->job->project, plen) != 0 || key[plen] != '/') {
        return pt_import_set(r, PT_MIGR_FAILED, "%s", "refused: not under"
                             " the project's prefix");
    }

    tail = key + plen + 1;
    *copy = strchr(tail, '/') != NULL || !pt_image_id_valid(tail);

    if (!*copy) {
        pt_snprintf(r->id, sizeof(r->id), "%s", tail);
        rc = pt_import_has_row(c, r->id);
        return rc == 1 ? pt_import_set(r, PT_MIGR_SKIPPED, "%s",
                                       "it already has an image row")
               : rc == 2 ? pt_import_set(r, PT_MIGR_FAILED, "%s",
                                         "its id is another project's")
               : rc;
    }

    rc = pt_import_seen(c->db, c->job->project_id, c->job_id, key);
    if (rc != 0) {
        return rc == 1 ? pt_import_set(r, PT_MIGR_SKIPPED, "%s",
                                       "an earlier import took it")
                       : rc;
    }

    if (pt_import_new_id(c, key, r->id, sizeof(r->id)) != PT_OK) {
        return PT_ERROR;
    }

    /* its row and its outcome commit together, so a row here is not this
     * import's (a hash's 80 bits do not meet another id): leave it be */
    rc = pt_import_has_row(c, r->id);

    return rc >= 1 ? pt_import_set(r, PT_MIGR_SKIPPED, "%s",
                                   "its new id has a row already")
                   : rc;
}


/* The row, as upload makes it, from the first bytes. */
static int
pt_import_row(const pt_import_ctx *c, const char *key, long long size,
    pt_format fmt, const unsigned char *head, size_t got, int w, int h,
    pt_import_result *r)
{
    int              rc, pending;
    char             file_name[256], date[32], *exif_json;
    pt_migr_outcome  out;
    const char   *base;
    pt_exif       exif;
    pt_image_new  img;

    if (pt_exif_from_file(head, got, fmt, &exif) != PT_OK) {
        return PT_ERROR;
    }

    exif_json = exif.map ? json_dumps(exif.map, JSON_COMPACT) : NULL;

    base = strrchr(key, '/');
    pt_file_name_sanitize(base ? base + 1 : key, file_name,
                          sizeof(file_name));

    memset(&img, 0, sizeof(img));
    pt_snprintf(img.id, sizeof(img.id), "%s", r->id);
    img.project_id = c->job->project_id;
    img.format = pt_format_name(fmt);
    img.content_type = pt_format_mime(fmt);
    img.size = size >= 0 ? (unsigned long long) size : got;
    img.width = w;
    img.height = h;
    img.frames = (fmt == PT_FMT_GIF && size >= 0 && (size_t) size == got)
                 ? pt_gif_frames(head, got) : 1;
    img.original_file_name = file_name[0] ? file_name : NULL;
    img.folder = "";
    img.exif_json = exif_json ? exif_json : "{}";
    pt_upload_exif_fields(&exif, date, &img);

    if (img.frames < 1) {
        img.frames = 1;
    }

    /* what may lie past the bytes read waits for its first need */
    pending = size >= 0 && (size_t) size > got
              && (w == 0 || (fmt != PT_FMT_GIF && fmt != PT_FMT_JPEG
                             && (exif.map == NULL
                                 || json_object_size(exif.map) == 0)));

    /* the row and the object's outcome commit together: a row is never
     * there for an object an attempt resumed after a crash would take
     * again, nor counted twice */
    out.key = key;
    out.state = PT_MIGR_SUCCEEDED;
    out.error = NULL;

    rc = pt_db_begin(c->db);

    if (rc == PT_OK) {
        rc = pt_image_insert(c->db, &img);
    }

    if (rc == PT_OK && pending) {
        rc = pt_import_mark_pending(c->db, img.id);
    }

    if (rc == PT_OK && pt_migration_settle(c->db, c->job_id, &out) < 0) {
        rc = PT_ERROR;
    }

    rc = rc == PT_OK ? pt_db_commit(c->db) : PT_ERROR;
    if (rc != PT_OK) {
        pt_db_rollback(c->db);
    }

    free(exif_json);
    pt_exif_clear(&exif);

    if (rc != PT_OK) {
        return PT_ERROR;
    }

    r->settled = 1;

    return pt_import_set(r, PT_MIGR_SUCCEEDED, "%s", "");
}


int
pt_import_object(const pt_import_ctx *c, const char *key, long long size,
    pt_import_result *r)
{
    int             rc, copy, w, h;
    char            dst[256];
    size_t          got;
    pt_format       fmt;
    pt_dims_rc      dims;
    unsigned char  *head;

    memset(r, 0, sizeof(*r));

    rc = pt_import_id(c, key, r, &copy);
    if (rc != PT_OK || r->state != PT_MIGR_PENDING) {
        return rc;
    }

    head = NULL;
    rc = c->store->ops->get_range(c->store, key, 0, PT_IMPORT_HEAD, &head,
                                  &got);
    if (rc != PT_STORE_OK) {
        free(head);
        return pt_import_store_fail(c, r, rc, "reading its first 64 KB");
    }

    fmt = pt_sniff(head, got);

    if (!pt_format_is_raster(fmt)) {
        free(head);
        return pt_import_set(r, PT_MIGR_SKIPPED, "not an image (%s)",
                             fmt == PT_FMT_UNKNOWN ? "unknown"
                                                   : pt_format_mime(fmt));
    }

    dims = pt_header_dims(head, got, fmt, &w, &h);

    /* past the first 64 KB: the row says 0 x 0 rather than all is read */
    if (dims == PT_DIMS_CUT && size >= 0 && (size_t) size > got) {
        w = 0;
        h = 0;

    } else if (dims != PT_DIMS_OK) {
        free(head);
        return pt_import_set(r, PT_MIGR_FAILED, "not a valid %s header",
                             pt_format_name(fmt));
    }

    if (copy) {
        if (pt_image_key(c->job->project, r->id, dst, sizeof(dst))
            != PT_OK)
        {
            free(head);
            return PT_ERROR;
        }

        rc = c->store->ops->copy(c->store, key, dst);
        if (rc != PT_STORE_OK) {
            free(head);
            return pt_import_store_fail(c, r, rc, "copying it");
        }
    }

    rc = pt_import_row(c, key, size, fmt, head, got, w, h, r);
    free(head);

    return rc;
}


/* the EXIF and size of the whole original (mapped) into the row */
static int
pt_import_fill_from(pt_db *db, const char *id, const unsigned char *d,
    size_t len)
{
    int           rc, w, h;
    char          date[32], *exif_json;
    pt_exif       exif;
    pt_format     fmt;
    pt_image_new  img;

    fmt = pt_sniff(d, len < 4096 ? len : 4096);

    if (pt_header_dims(d, len, fmt, &w, &h) != PT_DIMS_OK) {
        w = 0;
        h = 0;
    }

    if (pt_exif_from_file(d, len, fmt, &exif) != PT_OK) {
        return PT_ERROR;
    }

    exif_json = exif.map ? json_dumps(exif.map, JSON_COMPACT) : NULL;
    memset(&img, 0, sizeof(img));
    pt_upload_exif_fields(&exif, date, &img);

    rc = pt_import_fill(db, id, exif_json ? exif_json : "{}",
                        img.date_created, img.has_gps, img.latitude,
                        img.longitude, w, h);

    free(exif_json);
    pt_exif_clear(&exif);

    return rc == PT_ERROR ? PT_ERROR : PT_OK;
}


int
pt_import_first_need(pt_db *db, const char *storage_root,
    unsigned long long project_id, const char *project, const char *id)
{
    int            rc, fd;
    char           key[256];
    void          *map;
    pt_store      *store;
    pt_error       why;
    pt_store_stat  st;

    rc = pt_import_pending(db, project_id, id);
    if (rc != 1) {
        return rc;
    }

    if (pt_image_key(project, id, key, sizeof(key)) != PT_OK) {
        return PT_ERROR;
    }

    store = pt_store_for_project(db, storage_root, project_id, &why);
    if (store == NULL) {
        return PT_BUSY;
    }

    /* remote stores: a downloaded, unlinked temp file */
    rc = store->ops->open(store, key, &fd, &st);
    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_WARN, "image %s: its original cannot be read for its"
               " EXIF: %s", id, store->error);
        store->ops->free(store);
        return PT_BUSY;
    }

    store->ops->free(store);

    map = st.size > 0 ? mmap(NULL, (size_t) st.size, PROT_READ, MAP_PRIVATE,
                             fd, 0)
                      : MAP_FAILED;
    close(fd);

    if (map == MAP_FAILED) {
        return PT_BUSY;
    }

    rc = pt_import_fill_from(db, id, map, (size_t) st.size);
    munmap(map, (size_t) st.size);

    return rc;
}
