/*
 * A bounded multipart/form-data parser over a file (nginx keeps upload
 * bodies in temp files; they are never loaded whole into memory).  It
 * records where each part's content lies; the caller reads small fields
 * with pread and copies file parts with copy_file_range/sendfile.
 */

#ifndef PT_MULTIPART_H
#define PT_MULTIPART_H

#include <sys/types.h>

#include "core/pt.h"

#define PT_MULTIPART_MAX_PARTS    16
#define PT_MULTIPART_MAX_HEADERS  8192   /* bytes of headers per part */

typedef struct pt_part_s {
    char    name[64];          /* form field name */
    char    filename[256];     /* "" when not a file part (raw, unsafe) */
    char    content_type[128]; /* "" when absent */
    off_t   offset;            /* content start in the file */
    off_t   length;            /* content length */
} pt_part;

/*
 * The boundary from a Content-Type header value
 * ("multipart/form-data; boundary=..." with or without quotes).
 * PT_OK or PT_ERROR when not multipart/form-data or no valid boundary.
 */
int pt_multipart_boundary(const char *content_type, char *boundary,
    size_t size);

/*
 * Parses size bytes of fd from offset.  Fills up to max parts; PT_OK or
 * PT_ERROR with a reason for the client in err (malformed, too many parts,
 * headers too long, no closing boundary, ...).
 */
int pt_multipart_parse(int fd, off_t offset, off_t size,
    const char *boundary, pt_part *parts, size_t max, size_t *nparts,
    char *err, size_t errlen);

/* The named part, or NULL. */
const pt_part *pt_multipart_find(const pt_part *parts, size_t n,
    const char *name);

/*
 * A small field's value, NUL-terminated, into buf (PT_ERROR when longer
 * than size - 1 or on a read error).
 */
int pt_multipart_value(int fd, const pt_part *part, char *buf, size_t size);

#endif /* PT_MULTIPART_H */
