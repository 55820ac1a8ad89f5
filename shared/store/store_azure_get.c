/*
 * The Azure driver's reads: Get Blob whole into memory (small objects),
 * ranged with x-ms-range, and into a file for get_file and open (the
 * drivers' common ways, store_remote_file.c).  An original is streamed to
 * its file by store_http.c, never held in memory.
 */

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_azure_int.h"


#define PT_AZURE_GET_MAX     (32 * 1024 * 1024)  /* get(): small objects */


int
pt_azure_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len)
{
    int           rc;
    pt_azure     *az = (pt_azure *) s;
    pt_azure_op   op;
    pt_http_resp  rs;

    pt_azure_op_init(&op, "GET", key);
    op.max_body = PT_AZURE_GET_MAX;

    rc = pt_azure_run(az, &op, &rs);
    if (rc == PT_STORE_OK && rs.status != 200) {
        rc = pt_azure_status(az, &rs, key);
    }

    if (rc == PT_STORE_OK) {
        rc = pt_store_remote_take_body(s, &rs, data, len);
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_azure_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    int                 rc;
    char                range[80];
    pt_azure           *az = (pt_azure *) s;
    pt_azure_op         op;
    pt_http_resp        rs;
    struct curl_slist   hdr;

    if (offset < 0) {
        pt_azure_fail(az, "azure: negative offset");
        return PT_STORE_ERROR;
    }

    pt_azure_op_init(&op, "GET", key);

    if (len > 0) {
        pt_snprintf(range, sizeof(range), "x-ms-range: bytes=%lld-%lld",
                    (long long) offset, (long long) offset + len - 1);
        hdr.data = range;
        hdr.next = NULL;
        op.extra = &hdr;
        op.max_body = len;

    } else {
        /* nothing to read, but the object must exist */
        op.method = "HEAD";
    }

    rc = pt_azure_run(az, &op, &rs);

    if (rc == PT_STORE_OK && rs.status == 416) {
        /* the range starts past the end: fewer bytes, here none */
        pt_http_resp_free(&rs);
        rs.status = 200;
    }

    if (rc == PT_STORE_OK && rs.status != 206 && rs.status != 200) {
        rc = pt_azure_status(az, &rs, key);
    }

    if (rc == PT_STORE_OK) {
        rc = pt_store_remote_take_body(s, &rs, data, got);
    }

    pt_http_resp_free(&rs);

    return rc;
}


/* Get Blob into fd from its current offset */
static int
pt_azure_download(pt_azure *az, const char *key, int fd, pt_http_resp *rs)
{
    int          rc;
    pt_azure_op  op;

    pt_azure_op_init(&op, "GET", key);
    op.sink_fd = fd;

    rc = pt_azure_run(az, &op, rs);
    if (rc == PT_STORE_OK && rs->status != 200) {
        rc = pt_azure_status(az, rs, key);
    }

    return rc;
}


/* the drivers' download (store_http.h): fd whole, st from the answer */
static int
pt_azure_download_to(pt_store *s, const char *key, int fd,
    pt_store_stat *st)
{
    int           rc;
    struct stat   sb;
    pt_azure     *az = (pt_azure *) s;
    pt_http_resp  rs;

    rc = pt_azure_download(az, key, fd, &rs);

    if (rc == PT_STORE_OK && st != NULL) {
        if (fstat(fd, &sb) == -1) {
            pt_azure_fail(az, "azure: fstat: %s", strerror(errno));
            rc = PT_STORE_ERROR;

        } else {
            pt_azure_stat_of(&rs, st);
            st->size = sb.st_size;
        }
    }

    pt_http_resp_free(&rs);

    return rc;
}


int
pt_azure_get_file(pt_store *s, const char *key, const char *dst)
{
    return pt_store_remote_get_file(s, key, dst, pt_azure_download_to);
}


int
pt_azure_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    return pt_store_remote_open(s, key, fd, st, pt_azure_download_to);
}


void
pt_azure_stat_of(const pt_http_resp *rs, pt_store_stat *st)
{
    memset(st, 0, sizeof(*st));
    st->size = rs->content_length > 0 ? rs->content_length : 0;
    st->mtime = rs->last_modified;
    pt_snprintf(st->content_type, sizeof(st->content_type), "%s",
                rs->content_type);
    pt_snprintf(st->etag, sizeof(st->etag), "%s", rs->etag);
}
