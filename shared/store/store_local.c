/*
 * The local filesystem store driver (store.h), its writing half and
 * constructor; reads and listing are in store_local_read.c.  Objects are
 * regular files at root/{key}.  Writes go to a temp file in root/.tmp, are
 * fsync'ed and renamed into place, then the parent directory is fsync'ed,
 * so a reader or a crash sees the old object or the whole new one.  The
 * content type lives in the "user.pictor.content_type" xattr where the
 * filesystem has xattrs.  No static buffers: any operation may run in
 * several threads at once.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "store/store_local_int.h"
#include "store/store_list.h"


int
pt_store_local_fail(pt_store *s, int err, const char *fmt, ...)
{
    char     msg[192], ebuf[64];
    va_list  ap;

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);

    if (err) {
        pt_snprintf(s->error, sizeof(s->error), "%s: %s", msg,
                    strerror_r(err, ebuf, sizeof(ebuf)));
    } else {
        pt_snprintf(s->error, sizeof(s->error), "%s", msg);
    }

    return err == ENOSPC || err == EDQUOT ? PT_STORE_FULL : PT_STORE_ERROR;
}


int
pt_store_file_path(pt_store *s, const char *key, char *buf, size_t size)
{
    if (s->ops->file_path == NULL) {
        return PT_STORE_ERROR;
    }

    return s->ops->file_path(s, key, buf, size);
}


int
pt_store_key_valid(const char *key)
{
    size_t       len;
    const char  *p, *seg;

    if (key == NULL) {
        return 0;
    }

    len = strnlen(key, PT_STORE_KEY_MAX + 1);
    if (len == 0 || len > PT_STORE_KEY_MAX) {
        return 0;
    }

    /* an empty segment catches "//", a leading or a trailing '/'; a
     * leading dot catches ".", ".." and hidden names such as ".tmp" */
    seg = key;

    for (p = key; ; p++) {
        if ((unsigned char) *p < 0x20 && *p != '\0') {
            return 0;
        }

        if (*p == 0x7f) {
            return 0;
        }

        if (*p == '/' || *p == '\0') {
            if (p == seg || *seg == '.') {
                return 0;
            }

            if (*p == '\0') {
                return 1;
            }

            seg = p + 1;
        }
    }
}


int
pt_store_local_path(pt_store *s, const char *key, char *buf, size_t size)
{
    pt_store_local  *ls = (pt_store_local *) s;
    int              n;

    if (!pt_store_key_valid(key)) {
        return pt_store_local_fail(s, 0, "invalid key \"%.64s\"",
                            key ? key : "(null)");
    }

    n = snprintf(buf, size, "%s/%s", ls->root, key);
    if (n < 0 || (size_t) n >= size) {
        return pt_store_local_fail(s, 0, "path too long for key"
                                   " \"%.64s\"", key);
    }

    return PT_STORE_OK;
}


static int
pt_store_fsync_dir(pt_store *s, const char *dir)
{
    int  fd, err;

    fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd == -1) {
        return pt_store_local_fail(s, errno, "open(\"%s\")", dir);
    }

    if (fsync(fd) == -1) {
        err = errno;
        close(fd);
        return pt_store_local_fail(s, err, "fsync(\"%s\")", dir);
    }

    close(fd);

    return PT_STORE_OK;
}


int
pt_store_local_fsync_parent(pt_store *s, char *path)
{
    int    rc;
    char  *slash;

    slash = strrchr(path, '/');
    if (slash == NULL) {
        return PT_STORE_OK;
    }

    *slash = '\0';
    rc = pt_store_fsync_dir(s, slash == path ? "/" : path);
    *slash = '/';

    return rc;
}


/* Creates the missing directories between root and the object at path; a
 * directory made here is made durable by fsync'ing its parent. */
static int
pt_store_mkdirs(pt_store *s, char *path)
{
    pt_store_local  *ls = (pt_store_local *) s;
    int              rc;
    char            *p, *last;

    last = strrchr(path, '/');
    rc = PT_STORE_OK;

    for (p = path + strlen(ls->root) + 1; p <= last; p++) {
        if (*p != '/') {
            continue;
        }

        *p = '\0';

        if (mkdir(path, PT_STORE_DIR_MODE) == 0) {
            rc = pt_store_local_fsync_parent(s, path);

        } else if (errno != EEXIST) {
            pt_store_local_fail(s, errno, "mkdir(\"%s\")", path);
            rc = PT_STORE_ERROR;
        }

        *p = '/';

        if (rc != PT_STORE_OK) {
            return rc;
        }
    }

    return PT_STORE_OK;
}


static int
pt_store_write_all(int fd, const unsigned char *p, size_t len)
{
    ssize_t  n;

    while (len > 0) {
        n = write(fd, p, len);

        if (n == -1) {
            if (errno == EINTR) {
                continue;
            }

            return -1;
        }

        p += n;
        len -= n;
    }

    return 0;
}


int
pt_store_copy_range(int in, off_t off, off_t len, int out)
{
    ssize_t         n;
    unsigned char  *buf;

    while (len > 0) {
        n = copy_file_range(in, &off, out, NULL, (size_t) len, 0);

        if (n > 0) {
            len -= n;
            continue;
        }

        if (n == 0) {
            errno = EIO;
            return -1;
        }

        if (errno == EINTR) {
            continue;
        }

        if (errno != EXDEV && errno != ENOSYS && errno != EINVAL
            && errno != EOPNOTSUPP && errno != EBADF)
        {
            return -1;
        }

        break;
    }

    if (len == 0) {
        return 0;
    }

    buf = malloc(PT_STORE_BUF);
    if (buf == NULL) {
        errno = ENOMEM;
        return -1;
    }

    while (len > 0) {
        n = pread(in, buf, len < PT_STORE_BUF ? (size_t) len : PT_STORE_BUF,
                  off);

        if (n == -1 && errno == EINTR) {
            continue;
        }

        if (n <= 0) {
            if (n == 0) {
                errno = EIO;
            }
            free(buf);
            return -1;
        }

        if (pt_store_write_all(out, buf, n) == -1) {
            free(buf);
            return -1;
        }

        off += n;
        len -= n;
    }

    free(buf);

    return 0;
}


/* Copies the rest of in to out: copy_file_range where the kernel can,
 * read/write where it cannot (another filesystem, old kernel). */
int
pt_store_local_copy_fd(int in, int out)
{
    int             rc;
    ssize_t         n;
    unsigned char  *buf;

    for ( ;; ) {
        n = copy_file_range(in, NULL, out, NULL, 1 << 30, 0);

        if (n > 0) {
            continue;
        }

        if (n == 0) {
            return 0;
        }

        if (errno == EINTR) {
            continue;
        }

        if (errno != EXDEV && errno != ENOSYS && errno != EINVAL
            && errno != EOPNOTSUPP && errno != EBADF)
        {
            return -1;
        }

        break;
    }

    /* copy_file_range moved both offsets; go on from there */
    buf = malloc(PT_STORE_BUF);
    if (buf == NULL) {
        errno = ENOMEM;
        return -1;
    }

    rc = 0;

    for ( ;; ) {
        n = read(in, buf, PT_STORE_BUF);

        if (n == 0) {
            break;
        }

        if (n == -1) {
            if (errno == EINTR) {
                continue;
            }

            rc = -1;
            break;
        }

        if (pt_store_write_all(out, buf, n) == -1) {
            rc = -1;
            break;
        }
    }

    free(buf);

    return rc;
}


static void
pt_store_set_type(int fd, const char *content_type)
{
    size_t  len;

    if (content_type == NULL || content_type[0] == '\0') {
        return;
    }

    len = strlen(content_type);
    if (len >= sizeof(((pt_store_stat *) 0)->content_type)) {
        return;
    }

    /* best effort: without xattrs (tmpfs as non-root, some NFS) head()
     * simply reports "" */
    (void) fsetxattr(fd, PT_STORE_XATTR, content_type, len, 0);
}


static int
pt_store_tmpfile(pt_store *s, char *tmp, size_t size)
{
    pt_store_local  *ls = (pt_store_local *) s;
    int              fd;

    pt_snprintf(tmp, size, "%s/put-XXXXXX", ls->tmpdir);

    fd = mkostemp(tmp, O_CLOEXEC);

    if (fd == -1 && errno == ENOENT) {
        if (mkdir(ls->tmpdir, 0700) == -1 && errno != EEXIST) {
            pt_store_local_fail(s, errno, "mkdir(\"%s\")", ls->tmpdir);
            return -1;
        }

        pt_snprintf(tmp, size, "%s/put-XXXXXX", ls->tmpdir);
        fd = mkostemp(tmp, O_CLOEXEC);
    }

    if (fd == -1) {
        pt_store_local_fail(s, errno, "mkstemp(\"%s\")", tmp);
    }

    return fd;
}


/* fsync's fd and closes it, then renames tmp to the object's path; tmp is
 * removed on any failure */
static int
pt_store_commit(pt_store *s, int fd, const char *tmp, char *path,
    const char *content_type)
{
    int  err;

    pt_store_set_type(fd, content_type);

    if (fchmod(fd, PT_STORE_FILE_MODE) == -1 || fsync(fd) == -1) {
        err = errno;
        close(fd);
        unlink(tmp);
        return pt_store_local_fail(s, err, "fsync(\"%s\")", tmp);
    }

    if (close(fd) == -1) {
        err = errno;
        unlink(tmp);
        return pt_store_local_fail(s, err, "close(\"%s\")", tmp);
    }

    if (pt_store_mkdirs(s, path) != PT_STORE_OK) {
        unlink(tmp);
        return PT_STORE_ERROR;
    }

    if (rename(tmp, path) == -1) {
        err = errno;
        unlink(tmp);
        return pt_store_local_fail(s, err, "rename(\"%s\", \"%s\")", tmp, path);
    }

    return pt_store_local_fsync_parent(s, path);
}


static int
pt_store_local_put(pt_store *s, const char *key, const void *data,
    size_t len, const char *content_type)
{
    int   fd, err;
    char  path[PATH_MAX], tmp[PATH_MAX];

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    fd = pt_store_tmpfile(s, tmp, sizeof(tmp));
    if (fd == -1) {
        return PT_STORE_ERROR;
    }

    if (pt_store_write_all(fd, data, len) == -1) {
        err = errno;
        close(fd);
        unlink(tmp);
        return pt_store_local_fail(s, err, "write(\"%s\")", tmp);
    }

    return pt_store_commit(s, fd, tmp, path, content_type);
}


/* Renames src into place when it lies on root's filesystem; PT_STORE_OK,
 * PT_STORE_ERROR, or 1 when a copy is needed instead. */
static int
pt_store_move(pt_store *s, int fd, const char *src, char *path,
    const char *content_type)
{
    pt_store_local  *ls = (pt_store_local *) s;
    int              err;
    struct stat      sst, rst;

    if (fstat(fd, &sst) == -1 || stat(ls->root, &rst) == -1) {
        return pt_store_local_fail(s, errno, "stat(\"%s\")", src);
    }

    if (sst.st_dev != rst.st_dev || !S_ISREG(sst.st_mode)) {
        return 1;
    }

    pt_store_set_type(fd, content_type);

    if (fchmod(fd, PT_STORE_FILE_MODE) == -1 || fsync(fd) == -1) {
        return pt_store_local_fail(s, errno, "fsync(\"%s\")", src);
    }

    if (pt_store_mkdirs(s, path) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (rename(src, path) == -1) {
        err = errno;

        /* the same st_dev seen through two mounts (bind mounts) */
        if (err == EXDEV) {
            return 1;
        }

        return pt_store_local_fail(s, err, "rename(\"%s\", \"%s\")", src, path);
    }

    return pt_store_local_fsync_parent(s, path);
}


static int
pt_store_local_put_file(pt_store *s, const char *key, const char *src,
    const char *content_type, int move)
{
    int   in, out, rc, err;
    char  path[PATH_MAX], tmp[PATH_MAX];

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    in = open(src, O_RDONLY | O_CLOEXEC);
    if (in == -1) {
        return pt_store_local_fail(s, errno, "open(\"%s\")", src);
    }

    if (move) {
        rc = pt_store_move(s, in, src, path, content_type);
        if (rc != 1) {
            close(in);
            return rc;
        }
    }

    out = pt_store_tmpfile(s, tmp, sizeof(tmp));
    if (out == -1) {
        close(in);
        return PT_STORE_ERROR;
    }

    if (pt_store_local_copy_fd(in, out) == -1) {
        err = errno;
        close(in);
        close(out);
        unlink(tmp);
        return pt_store_local_fail(s, err, "copy(\"%s\", \"%s\")", src, tmp);
    }

    close(in);

    rc = pt_store_commit(s, out, tmp, path, content_type);

    /* move means the caller gave path away, whichever way it went */
    if (rc == PT_STORE_OK && move) {
        (void) unlink(src);
    }

    return rc;
}


static void
pt_store_local_free(pt_store *s)
{
    pt_store_local  *ls = (pt_store_local *) s;

    if (ls == NULL) {
        return;
    }

    free(ls->root);
    free(ls->tmpdir);
    free(ls);
}


/* a copy through the staging directory, with src's content type */
static int
pt_store_local_copy(pt_store *s, const char *src, const char *dst)
{
    int            rc;
    char           path[PATH_MAX];
    pt_store_stat  st;

    rc = pt_store_local_head(s, src, &st);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    if (pt_store_local_path(s, src, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    return pt_store_local_put_file(s, dst, path,
                                   st.content_type[0] ? st.content_type
                                                      : NULL, 0);
}


static const pt_store_ops  pt_store_local_ops = {
    .put_file = pt_store_local_put_file,
    .put = pt_store_local_put,
    .get = pt_store_local_get,
    .get_range = pt_store_local_get_range,
    .get_file = pt_store_local_get_file,
    .open = pt_store_local_open,
    .head = pt_store_local_head,
    .del = pt_store_local_del,
    .copy = pt_store_local_copy,
    .list = pt_store_local_list,
    .list_page = pt_store_list_position,
    .file_path = pt_store_local_path,
    .free = pt_store_local_free
};


/* root's length without trailing slashes: "/srv/pictor/" is "/srv/pictor" */
static size_t
pt_store_local_root_len(const char *root)
{
    size_t  len;

    len = strlen(root);
    while (len > 1 && root[len - 1] == '/') {
        len--;
    }

    return len;
}


pt_store *
pt_store_local_new(const char *root)
{
    size_t           len;
    pt_store_local  *ls;

    ls = calloc(1, sizeof(pt_store_local));
    if (ls == NULL) {
        return NULL;
    }

    ls->store.ops = &pt_store_local_ops;

    len = pt_store_local_root_len(root);

    ls->root = pt_strndup(root, len);
    ls->tmpdir = malloc(len + sizeof("/.tmp"));

    if (ls->root == NULL || ls->tmpdir == NULL) {
        pt_store_local_free(&ls->store);
        return NULL;
    }

    (void) pt_store_local_tmpdir(root, ls->tmpdir, len + sizeof("/.tmp"));

    /* made now when possible, else on the first put */
    (void) mkdir(ls->tmpdir, 0700);

    return &ls->store;
}


int
pt_store_local_tmpdir(const char *root, char *buf, size_t size)
{
    int     n;
    size_t  len;

    len = pt_store_local_root_len(root);

    /* "/" gives "/.tmp", not "//.tmp" */
    n = snprintf(buf, size, "%.*s/.tmp",
                 len == 1 && root[0] == '/' ? 0 : (int) len, root);

    return n < 0 || (size_t) n >= size ? PT_ERROR : PT_OK;
}

