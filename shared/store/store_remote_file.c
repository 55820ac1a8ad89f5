/*
 * What every remote driver does the same way around its one download
 * (store_remote.h): get_file into a temp file beside the destination,
 * fsync'ed and renamed, so the path holds the old file or the whole new
 * one; open into an anonymous file handed back read-only at offset 0; an
 * answer's body handed over as the caller's buffer.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_http.h"


static void
pt_remote_fail(pt_store *s, const char *key, const char *what,
    const char *path)
{
    pt_snprintf(s->error, sizeof(s->error), "GET \"%.64s\": %s(\"%s\"): %s",
                key, what, path, strerror(errno));
}


/* the directory holding path, fsync'ed: the rename is durable */
static int
pt_remote_fsync_dir(const char *path)
{
    int          fd, rc;
    char         dir[PATH_MAX];
    const char  *slash;

    slash = strrchr(path, '/');
    pt_snprintf(dir, sizeof(dir), "%.*s",
                slash ? (int) (slash == path ? 1 : slash - path) : 1,
                slash ? path : ".");

    fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd == -1) {
        return PT_ERROR;
    }

    rc = fsync(fd);
    close(fd);

    return rc == 0 ? PT_OK : PT_ERROR;
}


int
pt_store_remote_get_file(pt_store *s, const char *key, const char *path,
    pt_store_download_pt download)
{
    int          fd, rc;
    char         tmp[PATH_MAX];
    const char  *slash;

    /* in path's directory, so the rename stays on one filesystem */
    slash = strrchr(path, '/');
    if (snprintf(tmp, sizeof(tmp), "%.*s.%s.XXXXXX",
                 slash ? (int) (slash - path + 1) : 0, path,
                 slash ? slash + 1 : path) >= (int) sizeof(tmp))
    {
        pt_snprintf(s->error, sizeof(s->error), "GET \"%.64s\": path too"
                    " long", key);
        return PT_STORE_ERROR;
    }

    fd = mkostemp(tmp, O_CLOEXEC);
    if (fd == -1) {
        pt_remote_fail(s, key, "mkstemp", tmp);
        return PT_STORE_ERROR;
    }

    rc = download(s, key, fd, NULL);

    if (rc == PT_STORE_OK
        && (fchmod(fd, 0644) == -1 || fsync(fd) == -1
            || rename(tmp, path) == -1 || pt_remote_fsync_dir(path) != PT_OK))
    {
        pt_remote_fail(s, key, "writing", path);
        rc = PT_STORE_ERROR;
    }

    if (rc != PT_STORE_OK) {
        (void) unlink(tmp);
    }

    close(fd);

    return rc;
}


/* a file nobody can open by name, in TMPDIR or /tmp */
static int
pt_remote_anon_file(pt_store *s, const char *key)
{
    int          fd;
    char         tmp[PATH_MAX];
    const char  *dir;

    dir = getenv("TMPDIR");
    if (dir == NULL || dir[0] == '\0' || strlen(dir) + 24 > sizeof(tmp)) {
        dir = "/tmp";
    }

    fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (fd != -1) {
        return fd;
    }

    /* filesystems without O_TMPFILE */
    pt_snprintf(tmp, sizeof(tmp), "%s/pictor-get-XXXXXX", dir);
    fd = mkostemp(tmp, O_CLOEXEC);
    if (fd == -1) {
        pt_remote_fail(s, key, "mkstemp", tmp);
        return -1;
    }

    (void) unlink(tmp);

    return fd;
}


int
pt_store_remote_open(pt_store *s, const char *key, int *fd,
    pt_store_stat *st, pt_store_download_pt download)
{
    int   f, ro, rc;
    char  self[64];

    *fd = -1;

    f = pt_remote_anon_file(s, key);
    if (f == -1) {
        return PT_STORE_ERROR;
    }

    rc = download(s, key, f, st);
    if (rc != PT_STORE_OK) {
        close(f);
        return rc;
    }

    /* the contract is a read-only descriptor at offset 0 */
    pt_snprintf(self, sizeof(self), "/proc/self/fd/%d", f);
    ro = open(self, O_RDONLY | O_CLOEXEC);

    if (ro != -1) {
        close(f);
        f = ro;

    } else if (lseek(f, 0, SEEK_SET) == -1) {
        pt_remote_fail(s, key, "lseek", self);
        close(f);
        return PT_STORE_ERROR;
    }

    *fd = f;

    return PT_STORE_OK;
}


int
pt_store_remote_take_body(pt_store *s, pt_http_resp *rs,
    unsigned char **data, size_t *len)
{
    /* an empty object has no body at all: the caller still gets a buffer */
    *data = rs->body ? rs->body : calloc(1, 1);
    *len = rs->body_len;
    rs->body = NULL;
    rs->body_len = 0;

    if (*data == NULL) {
        pt_snprintf(s->error, sizeof(s->error), "out of memory");
        *len = 0;
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}
