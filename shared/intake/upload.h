/*
 * intake/: new images in, whatever brought them (the upload route here,
 * a job's derived assets in derived.h, a bucket's objects in
 * bucket_import.h): sniffed, probed and read with media/, then the row
 * inserted and the object stored atomically together.  The part of the
 * media pipeline that uses the database.
 */

#ifndef PT_UPLOAD_H
#define PT_UPLOAD_H

#include "db/db.h"
#include "media/media.h"
#include "core/problem.h"
#include "records/images.h"
#include "store/store.h"

typedef struct {
    unsigned long long  project_id;
    const char         *project;        /* slug: the object key's prefix */
    pt_store           *store;
    char                path[4096];     /* scratch file with the bytes;
                                           the caller unlinks it */
    int                 strip;          /* remove EXIF/XMP/IPTC first */
    const char         *folder;         /* normalised; NULL or "" = root */
    const char         *name;
    const char         *custom_id;
    const char         *file_name;      /* as the client named it */
    const pt_limits    *limits;
    /* derived assets (pictord): the parent, the derivation type, and for
     * files pictord made itself and sniffing would refuse (sanitized
     * SVG) the format and size */
    const char         *source_asset_id;
    const char         *derivation_type;
    pt_format           trusted_format;
    int                 width;
    int                 height;
    /* the caller commits the row with rows of its own (a video's poster
     * with thumbnailId and its job's completion): the object is stored
     * first, then the row inserted in a transaction left open; on PT_OK
     * the caller commits it, or rolls it back and deletes the object */
    int                 caller_commits;
} pt_upload_src;

typedef struct {
    pt_error            error;          /* when PT_ERROR */
    char                id[48];
    char                url[256];       /* "/{project}/{imageId}" */
    int                 width;
    int                 height;
    unsigned long long  size;
    const char         *content_type;
    int                 is_eps;
    int                 is_video;       /* then duration and has_audio */
    double              duration;
    int                 has_audio;
    char                job_id[40];     /* the queued job, or "" */
} pt_upload_result;

/*
 * PT_OK, or PT_ERROR with res->error: PT_E_INVALID (an EPS without a
 * usable header), PT_E_BODY_SIZE (an EPS over 50 MB), PT_E_FORMAT,
 * PT_E_UNREADABLE, PT_E_OVER_LIMIT, PT_E_BUSY, PT_E_DISK_FULL,
 * PT_E_BUCKET or PT_E_FAULT, and a detail for the client.  Nothing is
 * left behind on failure.  An EPS is stored as it is, sized at 300 DPI,
 * and an "eps-processing" job is queued in the same transaction; a video
 * (MP4, QuickTime, WebM) is probed by ffprobe in the sandbox, stored as it
 * is, and a "video-processing" job (its poster) is queued likewise.
 */
int pt_upload_store(pt_db *db, pt_upload_src *src, pt_upload_result *res);

/*
 * The row's fields EXIF gives (date created, GPS), for every intake
 * (bucket import too); date (32 bytes) holds the date img points to.
 */
void pt_upload_exif_fields(const pt_exif *exif, char *date,
    pt_image_new *img);

#endif /* PT_UPLOAD_H */
