/*
 * The Azure driver's reads: Get Blob whole into memory (small objects),
 * ranged with x-ms-range, into a new file beside its destination (temp
 * file, fsync, rename) and into an unlinked temp file in TMPDIR for
 * open().  An original is streamed to its file by store_http.c, never
 * held in memory.
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
        /* an empty blob has no body: the caller still gets a buffer */
        *data = rs.body ? rs.body : calloc(1, 1);
        *len = rs.body_len;
        rs.body = NULL;
        if (*data == NULL) {
            pt_azure_fail(az, "azure: out of memory");
            rc = PT_STORE_ERROR;
        }
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
        *data = rs.body ? rs.body : calloc(1, 1);
        *got = rs.body_len;
        rs.body = NULL;
        if (*data == NULL) {
            pt_azure_fail(az, "azure: out of memory");
            rc = PT_STORE_ERROR;
        }
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


/* into a temp file beside dst, fsync'ed, renamed: dst is whole or old */
int
pt_azure_get_file(pt_store *s, const char *key, const char *dst)
{
    int           fd, rc;
    char          tmp[PATH_MAX], dir[PATH_MAX];
    pt_azure     *az = (pt_azure *) s;
    pt_http_resp  rs;

    pt_snprintf(dir, sizeof(dir), "%s", dst);
    if (strlen(dst) + 16 > sizeof(tmp)) {
        pt_azure_fail(az, "azure: path too long");
        return PT_STORE_ERROR;
    }

    pt_snprintf(tmp, sizeof(tmp), "%s/.pt-azure-XXXXXX", dirname(dir));

    fd = mkostemp(tmp, O_CLOEXEC);
    if (fd == -1) {
        pt_azure_fail(az, "azure: mkstemp(\"%s\"): %s", tmp, strerror(errno));
        return PT_STORE_ERROR;
    }

    rc = pt_azure_download(az, key, fd, &rs);
    pt_http_resp_free(&rs);

    if (rc == PT_STORE_OK
        && (fchmod(fd, 0644) == -1 || fsync(fd) == -1))
    {
        pt_azure_fail(az, "azure: writing \"%s\": %s", tmp, strerror(errno));
        rc = PT_STORE_ERROR;
    }

    if (close(fd) == -1 && rc == PT_STORE_OK) {
        pt_azure_fail(az, "azure: close(\"%s\"): %s", tmp, strerror(errno));
        rc = PT_STORE_ERROR;
    }

    if (rc == PT_STORE_OK && rename(tmp, dst) == -1) {
        pt_azure_fail(az, "azure: rename to \"%s\": %s", dst,
                      strerror(errno));
        rc = PT_STORE_ERROR;
    }

    if (rc != PT_STORE_OK) {
        (void) unlink(tmp);
    }

    return rc;
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


/* the object downloaded into an unlinked temp file in TMPDIR or /tmp */
int
pt_azure_open(pt_store *s, const char *key, int *fdp, pt_store_stat *st)
{
    int           fd, ro, rc;
    char          tmp[PATH_MAX], proc[64];
    struct stat   sb;
    const char   *dir;
    pt_azure     *az = (pt_azure *) s;
    pt_http_resp  rs;

    dir = getenv("TMPDIR");
    if (dir == NULL || *dir == '\0' || strlen(dir) + 24 > sizeof(tmp)) {
        dir = "/tmp";
    }

    pt_snprintf(tmp, sizeof(tmp), "%s/pt-azure-XXXXXX", dir);

    fd = mkostemp(tmp, O_CLOEXEC);
    if (fd == -1) {
        pt_azure_fail(az, "azure: mkstemp(\"%s\"): %s", tmp, strerror(errno));
        return PT_STORE_ERROR;
    }

    /* gone from the directory at once: nothing to clean after a crash */
    (void) unlink(tmp);

    rc = pt_azure_download(az, key, fd, &rs);

    if (rc == PT_STORE_OK && fstat(fd, &sb) == -1) {
        pt_azure_fail(az, "azure: fstat: %s", strerror(errno));
        rc = PT_STORE_ERROR;
    }

    if (rc != PT_STORE_OK) {
        pt_http_resp_free(&rs);
        close(fd);
        return rc;
    }

    if (st != NULL) {
        pt_azure_stat_of(&rs, st);
        st->size = sb.st_size;
    }

    pt_http_resp_free(&rs);

    /* the caller gets a read-only descriptor, at offset 0 */
    pt_snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
    ro = open(proc, O_RDONLY | O_CLOEXEC);

    if (ro != -1) {
        close(fd);
        fd = ro;

    } else if (lseek(fd, 0, SEEK_SET) == -1) {
        pt_azure_fail(az, "azure: lseek: %s", strerror(errno));
        close(fd);
        return PT_STORE_ERROR;
    }

    *fdp = fd;

    return PT_STORE_OK;
}
