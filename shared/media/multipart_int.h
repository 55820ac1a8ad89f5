/*
 * multipart.c, multipart_header.c: what the body scanner and the header
 * parser share.  Not part of libpictor's interface.
 */

#ifndef PT_MULTIPART_INT_H
#define PT_MULTIPART_INT_H

#include "media/multipart.h"


#define PT_MULTIPART_BOUNDARY_MAX  70                       /* RFC 2046 */

#define pt_multipart_ws(c)  ((c) == ' ' || (c) == '\t')


/*
 * Fills part's name, filename and content_type from a part's header block
 * h: NUL-terminated lines each ending in CRLF (h is modified).  PT_OK, or
 * PT_ERROR with a reason for the client in err.
 */
int pt_multipart_headers(char *h, pt_part *part, char *err, size_t errlen);

#endif /* PT_MULTIPART_INT_H */
