/*
 * multipart/form-data (RFC 7578 over RFC 2046) parsed from a file with
 * pread, one window of PT_MULTIPART_CHUNK bytes at a time: memory stays
 * bounded whatever the body's size.  Only where each part's content lies
 * is recorded; the caller reads or copies it.  Lines must end in CRLF.
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "media/multipart_int.h"


/* overridable so the fuzzer can cross window borders often */
#ifndef PT_MULTIPART_CHUNK
#define PT_MULTIPART_CHUNK  65536
#endif

/* CRLF "--" boundary */
#define PT_MULTIPART_DELIM_MAX     (4 + PT_MULTIPART_BOUNDARY_MAX)
/* after a boundary: "--" or transport padding then CRLF */
#define PT_MULTIPART_LINE_MAX      256

#if (PT_MULTIPART_CHUNK < 2 * PT_MULTIPART_LINE_MAX)
#error PT_MULTIPART_CHUNK too small
#endif


typedef struct {
    int             fd;
    off_t           base;       /* the body's offset in the file */
    off_t           size;       /* the body's size */
    unsigned char  *buf;        /* PT_MULTIPART_CHUNK bytes */
    char           *hdr;        /* PT_MULTIPART_MAX_HEADERS + 3 bytes */
    char           *err;
    size_t          errlen;
    char            delim[PT_MULTIPART_DELIM_MAX + 1];
    size_t          dlen;
} pt_multipart_body;


/* Up to want bytes of the body at pos (fewer at its end); -1 on error. */
static ssize_t
pt_multipart_read(pt_multipart_body *mp, off_t pos, void *buf, size_t want)
{
    size_t   got;
    ssize_t  n;

    if (pos >= mp->size) {
        return 0;
    }

    if ((off_t) want > mp->size - pos) {
        want = mp->size - pos;
    }

    got = 0;

    while (got < want) {
        n = pread(mp->fd, (char *) buf + got, want - got,
                  mp->base + pos + got);

        if (n == 0) {
            break;
        }

        if (n == -1) {
            if (errno == EINTR) {
                continue;
            }

            pt_snprintf(mp->err, mp->errlen, "cannot read the body: %s",
                        strerror(errno));
            return -1;
        }

        got += n;
    }

    return got;
}


/*
 * The first delimiter (CRLF "--" boundary) at or after pos: *found is its
 * position or -1.  Windows overlap by dlen - 1 bytes, so a delimiter
 * across a window border is found in the next one.
 */
static int
pt_multipart_delimiter(pt_multipart_body *mp, off_t pos, off_t *found)
{
    ssize_t         n;
    unsigned char  *p;

    for ( ;; ) {
        n = pt_multipart_read(mp, pos, mp->buf, PT_MULTIPART_CHUNK);
        if (n == -1) {
            return PT_ERROR;
        }

        if ((size_t) n < mp->dlen) {
            *found = -1;
            return PT_OK;
        }

        p = memmem(mp->buf, n, mp->delim, mp->dlen);
        if (p) {
            *found = pos + (p - mp->buf);
            return PT_OK;
        }

        pos += n - mp->dlen + 1;
    }
}


/* The headers of the part starting at pos; *content is where its content
 * starts (after the empty line). */
static int
pt_multipart_part_head(pt_multipart_body *mp, off_t pos, pt_part *part,
    off_t *content)
{
    char     *h, *crlf2;
    size_t    i, len, want;
    ssize_t   n;

    h = mp->hdr;
    want = PT_MULTIPART_MAX_HEADERS + 2;

    n = pt_multipart_read(mp, pos, h, want);
    if (n == -1) {
        return PT_ERROR;
    }

    if (n >= 2 && h[0] == '\r' && h[1] == '\n') {
        h[0] = '\0';
        *content = pos + 2;
        return pt_multipart_headers(h, part, mp->err, mp->errlen);
    }

    crlf2 = memmem(h, n, "\r\n\r\n", 4);
    len = crlf2 ? (size_t) (crlf2 - h) + 2 : (size_t) n;

    for (i = 0; i < len; i++) {
        if (h[i] == '\n' && (i == 0 || h[i - 1] != '\r')) {
            pt_snprintf(mp->err, mp->errlen, "bare LF in part headers: "
                        "lines must end with CRLF");
            return PT_ERROR;
        }

        if (h[i] == '\0') {
            pt_snprintf(mp->err, mp->errlen, "NUL in part headers");
            return PT_ERROR;
        }
    }

    if (crlf2 == NULL) {
        if ((size_t) n < want) {
            pt_snprintf(mp->err, mp->errlen, "truncated multipart body "
                        "(in part headers)");
        } else {
            pt_snprintf(mp->err, mp->errlen, "part headers too long "
                        "(max %d bytes)", PT_MULTIPART_MAX_HEADERS);
        }

        return PT_ERROR;
    }

    h[len] = '\0';
    *content = pos + len + 2;

    return pt_multipart_headers(h, part, mp->err, mp->errlen);
}


/*
 * After a dash-boundary ending at *pos: 1 for the close delimiter ("--"),
 * PT_OK for a part's delimiter line (*pos moves past its CRLF), or
 * PT_ERROR.
 */
static int
pt_multipart_after_boundary(pt_multipart_body *mp, off_t *pos)
{
    size_t          i;
    ssize_t         n;
    unsigned char  *b;

    b = mp->buf;

    n = pt_multipart_read(mp, *pos, b, PT_MULTIPART_LINE_MAX);
    if (n == -1) {
        return PT_ERROR;
    }

    if (n >= 2 && b[0] == '-' && b[1] == '-') {
        return 1;
    }

    /* transport padding (RFC 2046): linear white space before CRLF */
    for (i = 0; i < (size_t) n && pt_multipart_ws(b[i]); i++) { /* void */ }

    if (i + 1 < (size_t) n && b[i] == '\r' && b[i + 1] == '\n') {
        *pos += i + 2;
        return PT_OK;
    }

    if (i < (size_t) n && b[i] == '\n') {
        pt_snprintf(mp->err, mp->errlen, "bare LF after boundary: lines "
                    "must end with CRLF");

    } else if ((size_t) n < PT_MULTIPART_LINE_MAX
               && (i == (size_t) n
                   || (i + 1 == (size_t) n && (b[i] == '\r' || b[i] == '-'))))
    {
        pt_snprintf(mp->err, mp->errlen, "truncated multipart body "
                    "(no closing boundary)");

    } else {
        pt_snprintf(mp->err, mp->errlen, "malformed boundary line");
    }

    return PT_ERROR;
}


static int
pt_multipart_parts(pt_multipart_body *mp, pt_part *parts, size_t max,
    size_t *nparts)
{
    int       rc;
    off_t     pos, content, found;
    ssize_t   n;
    pt_part  *part;

    /* the first delimiter may open the body without its CRLF */
    n = pt_multipart_read(mp, 0, mp->buf, mp->dlen - 2);
    if (n == -1) {
        return PT_ERROR;
    }

    if ((size_t) n == mp->dlen - 2
        && memcmp(mp->buf, mp->delim + 2, mp->dlen - 2) == 0)
    {
        pos = mp->dlen - 2;

    } else {
        if (pt_multipart_delimiter(mp, 0, &found) != PT_OK) {
            return PT_ERROR;
        }

        if (found == -1) {
            pt_snprintf(mp->err, mp->errlen, "no multipart boundary in the "
                        "body");
            return PT_ERROR;
        }

        pos = found + mp->dlen;
    }

    for ( ;; ) {
        rc = pt_multipart_after_boundary(mp, &pos);
        if (rc != PT_OK) {
            /* the epilogue after the close delimiter is ignored */
            return rc == 1 ? PT_OK : PT_ERROR;
        }

        if (*nparts == max) {
            pt_snprintf(mp->err, mp->errlen, "too many parts (max %zu)",
                        max);
            return PT_ERROR;
        }

        part = &parts[*nparts];
        memset(part, 0, sizeof(pt_part));

        if (pt_multipart_part_head(mp, pos, part, &content) != PT_OK
            || pt_multipart_delimiter(mp, content, &found) != PT_OK)
        {
            return PT_ERROR;
        }

        if (found == -1) {
            pt_snprintf(mp->err, mp->errlen, "truncated multipart body "
                        "(no closing boundary)");
            return PT_ERROR;
        }

        part->offset = mp->base + content;
        part->length = found - content;
        (*nparts)++;

        pos = found + mp->dlen;
    }
}


int
pt_multipart_parse(int fd, off_t offset, off_t size, const char *boundary,
    pt_part *parts, size_t max, size_t *nparts, char *err, size_t errlen)
{
    int     rc;
    pt_multipart_body   mp;
    size_t  blen;

    *nparts = 0;

    blen = strnlen(boundary, PT_MULTIPART_BOUNDARY_MAX + 1);
    if (blen == 0 || blen > PT_MULTIPART_BOUNDARY_MAX || offset < 0
        || size < 0)
    {
        pt_snprintf(err, errlen, "bad multipart boundary");
        return PT_ERROR;
    }

    mp.fd = fd;
    mp.base = offset;
    mp.size = size;
    mp.err = err;
    mp.errlen = errlen;
    mp.dlen = 4 + blen;
    memcpy(mp.delim, "\r\n--", 4);
    memcpy(mp.delim + 4, boundary, blen + 1);

    mp.buf = malloc(PT_MULTIPART_CHUNK + PT_MULTIPART_MAX_HEADERS + 3);
    if (mp.buf == NULL) {
        pt_snprintf(err, errlen, "out of memory");
        return PT_ERROR;
    }

    mp.hdr = (char *) mp.buf + PT_MULTIPART_CHUNK;

    rc = pt_multipart_parts(&mp, parts, max, nparts);

    free(mp.buf);

    return rc;
}


const pt_part *
pt_multipart_find(const pt_part *parts, size_t n, const char *name)
{
    size_t  i;

    for (i = 0; i < n; i++) {
        if (strcmp(parts[i].name, name) == 0) {
            return &parts[i];
        }
    }

    return NULL;
}


int
pt_multipart_value(int fd, const pt_part *part, char *buf, size_t size)
{
    size_t   got;
    ssize_t  n;

    if (part->length < 0 || (unsigned long long) part->length >= size) {
        return PT_ERROR;
    }

    for (got = 0; got < (size_t) part->length; got += n) {
        n = pread(fd, buf + got, part->length - got, part->offset + got);

        if (n == -1 && errno == EINTR) {
            n = 0;
            continue;
        }

        if (n <= 0) {
            return PT_ERROR;
        }
    }

    buf[got] = '\0';

    /* a NUL would silently cut the value short */
    return memchr(buf, '\0', got) ? PT_ERROR : PT_OK;
}
