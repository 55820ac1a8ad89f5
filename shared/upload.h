/*
 * Taking an image in, whatever brought it (the upload route now; bucket
 * import and derived assets later): sniff, probe, read EXIF, optionally
 * strip, then insert the row and store the object atomically together.
 */

#ifndef PT_UPLOAD_H
#define PT_UPLOAD_H

#include "db.h"
#include "media.h"
#include "problem.h"
#include "store.h"

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
} pt_upload_src;

typedef struct {
    pt_problem          problem;        /* when PT_ERROR */
    char                detail[256];
    char                id[48];
    char                url[256];       /* "/{project}/{imageId}" */
    int                 width;
    int                 height;
    unsigned long long  size;
    const char         *content_type;
} pt_upload_result;

/*
 * PT_OK, or PT_ERROR with res->problem (415, 422, 500 or 503) and a detail
 * for the client.  Nothing is left behind on failure.
 */
int pt_upload_store(pt_db *db, pt_upload_src *src, pt_upload_result *res);

#endif /* PT_UPLOAD_H */
