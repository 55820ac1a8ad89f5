/*
 * The local store driver's reading half (see store_local.c): get,
 * get_range, get_file, head, del and list.  list walks root in key order,
 * reading each directory whole before descending.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "store/store_local_int.h"


typedef struct {
    char       *name;
    int         dir;
} pt_store_entry;


/* Opens an object for reading: PT_STORE_NOT_FOUND for a missing key or a
 * directory (a key prefix is not an object). */
static int
pt_store_open(pt_store *s, const char *key, int *fd, struct stat *st)
{
    int   err, rc;
    char  path[PATH_MAX];

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    *fd = open(path, O_RDONLY | O_CLOEXEC);

    if (*fd == -1) {
        err = errno;
        pt_store_local_fail(s, err, "open(\"%s\")", path);
        return (err == ENOENT || err == ENOTDIR) ? PT_STORE_NOT_FOUND
                                                 : PT_STORE_ERROR;
    }

    if (fstat(*fd, st) == -1) {
        rc = pt_store_local_fail(s, errno, "fstat(\"%s\")", path);
        close(*fd);
        return rc;
    }

    if (!S_ISREG(st->st_mode)) {
        pt_store_local_fail(s, 0, "\"%s\" is not a file", path);
        close(*fd);
        return PT_STORE_NOT_FOUND;
    }

    return PT_STORE_OK;
}


/* len bytes at offset into a new buffer (got may be less at the end) */
static int
pt_store_read_at(pt_store *s, int fd, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    size_t          n;
    ssize_t         r;
    unsigned char  *buf;

    buf = malloc(len ? len : 1);
    if (buf == NULL) {
        return pt_store_local_fail(s, ENOMEM, "malloc(%zu)", len);
    }

    n = 0;

    while (n < len) {
        r = pread(fd, buf + n, len - n, offset + n);

        if (r == 0) {
            break;
        }

        if (r == -1) {
            if (errno == EINTR) {
                continue;
            }

            pt_store_local_fail(s, errno, "pread()");
            free(buf);
            return PT_STORE_ERROR;
        }

        n += r;
    }

    *data = buf;
    *got = n;

    return PT_STORE_OK;
}


int
pt_store_local_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len)
{
    int          fd, rc;
    struct stat  st;

    rc = pt_store_open(s, key, &fd, &st);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    if ((unsigned long long) st.st_size > SIZE_MAX - 1) {
        close(fd);
        return pt_store_local_fail(s, 0, "object \"%.64s\" too big", key);
    }

    rc = pt_store_read_at(s, fd, 0, st.st_size, data, len);
    close(fd);

    return rc;
}


int
pt_store_local_get_range(pt_store *s, const char *key, off_t offset,
    size_t len, unsigned char **data, size_t *got)
{
    int          fd, rc;
    struct stat  st;

    if (offset < 0) {
        return pt_store_local_fail(s, 0, "negative offset");
    }

    rc = pt_store_open(s, key, &fd, &st);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    if (offset >= st.st_size) {
        len = 0;

    } else if ((unsigned long long) (st.st_size - offset) < len) {
        len = st.st_size - offset;
    }

    rc = pt_store_read_at(s, fd, offset, len, data, got);
    close(fd);

    return rc;
}


int
pt_store_local_get_file(pt_store *s, const char *key, const char *dst)
{
    int          in, out, rc, err;
    struct stat  st;

    rc = pt_store_open(s, key, &in, &st);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    out = open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (out == -1) {
        rc = pt_store_local_fail(s, errno, "open(\"%s\")", dst);
        close(in);
        return rc;
    }

    if (pt_store_local_copy_fd(in, out) == -1) {
        err = errno;
        close(in);
        close(out);
        unlink(dst);
        return pt_store_local_fail(s, err, "copy to \"%s\"", dst);
    }

    close(in);

    if (close(out) == -1) {
        rc = pt_store_local_fail(s, errno, "close(\"%s\")", dst);
        unlink(dst);
        return rc;
    }

    return PT_STORE_OK;
}


static void
pt_store_get_type(const char *path, pt_store_stat *st)
{
    ssize_t  n;

    n = getxattr(path, PT_STORE_XATTR, st->content_type,
                 sizeof(st->content_type) - 1);

    st->content_type[n > 0 ? n : 0] = '\0';
}


int
pt_store_local_open(pt_store *s, const char *key, int *fd,
    pt_store_stat *st)
{
    int          f;
    char         path[PATH_MAX];
    struct stat  sb;

    *fd = -1;

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    f = open(path, O_RDONLY | O_CLOEXEC);
    if (f == -1) {
        if (errno == ENOENT || errno == ENOTDIR) {
            return PT_STORE_NOT_FOUND;
        }
        return pt_store_local_fail(s, errno, "open(\"%s\")", key);
    }

    if (fstat(f, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        close(f);
        return PT_STORE_NOT_FOUND;
    }

    if (st) {
        memset(st, 0, sizeof(*st));
        st->size = sb.st_size;
        st->mtime = sb.st_mtime;
    }

    *fd = f;

    return PT_STORE_OK;
}


int
pt_store_local_head(pt_store *s, const char *key, pt_store_stat *st)
{
    int          err;
    char         path[PATH_MAX];
    struct stat  sb;

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (stat(path, &sb) == -1) {
        err = errno;
        pt_store_local_fail(s, err, "stat(\"%s\")", path);
        return (err == ENOENT || err == ENOTDIR) ? PT_STORE_NOT_FOUND
                                                 : PT_STORE_ERROR;
    }

    if (!S_ISREG(sb.st_mode)) {
        pt_store_local_fail(s, 0, "\"%s\" is not a file", path);
        return PT_STORE_NOT_FOUND;
    }

    memset(st, 0, sizeof(*st));
    st->size = sb.st_size;
    st->mtime = sb.st_mtime;
    pt_store_get_type(path, st);

    return PT_STORE_OK;
}


int
pt_store_local_del(pt_store *s, const char *key)
{
    int   err;
    char  path[PATH_MAX];

    if (pt_store_local_path(s, key, path, sizeof(path)) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    if (unlink(path) == -1) {
        err = errno;

        /* a directory is a key prefix, not an object: nothing to delete.
         * Empty directories stay: removing them would race with a put
         * that has just made them. */
        if (err == ENOENT || err == ENOTDIR || err == EISDIR) {
            return PT_STORE_OK;
        }

        return pt_store_local_fail(s, err, "unlink(\"%s\")", path);
    }

    return pt_store_local_fsync_parent(s, path);
}


/*
 * Key order is byte order of whole keys.  A directory's keys all start
 * with "name/", so siblings sort as if directory names ended in '/'
 * ("a-b" < "a/x" because '-' < '/').
 */
static int
pt_store_entry_cmp(const void *a, const void *b)
{
    const pt_store_entry  *x = a, *y = b;
    const unsigned char   *p, *q;
    unsigned int           c, d;

    p = (const unsigned char *) x->name;
    q = (const unsigned char *) y->name;

    for ( ;; p++, q++) {
        c = *p ? *p : (x->dir ? '/' : 0);
        d = *q ? *q : (y->dir ? '/' : 0);

        if (c != d || c == 0 || c == '/') {
            return (int) c - (int) d;
        }
    }
}


static void
pt_store_entries_free(pt_store_entry *e, size_t n)
{
    size_t  i;

    for (i = 0; i < n; i++) {
        free(e[i].name);
    }

    free(e);
}


/* The sorted entries of dir whose names start with match; hidden names
 * (".tmp", editors' droppings) are never objects. */
static int
pt_store_read_dir(pt_store *s, const char *dir, const char *match,
    pt_store_entry **entries, size_t *count)
{
    int              dfd;
    DIR             *d;
    size_t           n, cap, mlen;
    struct stat      sb;
    struct dirent   *de;
    pt_store_entry  *e, *ne;

    *entries = NULL;
    *count = 0;

    d = opendir(dir);
    if (d == NULL) {
        if (errno == ENOENT || errno == ENOTDIR) {
            return PT_STORE_OK;
        }

        return pt_store_local_fail(s, errno, "opendir(\"%s\")", dir);
    }

    dfd = dirfd(d);
    mlen = strlen(match);
    e = NULL;
    n = 0;
    cap = 0;

    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.' || strncmp(de->d_name, match, mlen) != 0) {
            continue;
        }

        if (fstatat(dfd, de->d_name, &sb, AT_SYMLINK_NOFOLLOW) == -1
            || !(S_ISREG(sb.st_mode) || S_ISDIR(sb.st_mode)))
        {
            continue;
        }

        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            ne = realloc(e, cap * sizeof(pt_store_entry));
            if (ne == NULL) {
                goto nomem;
            }

            e = ne;
        }

        e[n].name = strdup(de->d_name);
        if (e[n].name == NULL) {
            goto nomem;
        }

        e[n++].dir = S_ISDIR(sb.st_mode);
    }

    closedir(d);

    if (n) {
        qsort(e, n, sizeof(pt_store_entry), pt_store_entry_cmp);
    }

    *entries = e;
    *count = n;

    return PT_STORE_OK;

nomem:

    closedir(d);
    pt_store_entries_free(e, n);
    pt_store_local_fail(s, ENOMEM, "listing \"%s\"", dir);

    return PT_STORE_ERROR;
}


/*
 * Lists path (root/key, a directory) with entries filtered by match; path
 * and key are buffers of PATH_MAX bytes extended in place.  Returns
 * PT_STORE_OK, PT_STORE_ERROR, or 1 when the callback asked to stop.
 * Directories are read whole and closed before recursing, so the depth
 * costs no descriptors.
 */
static int
pt_store_walk(pt_store *s, char *path, char *key, const char *match,
    pt_store_list_pt cb, void *arg)
{
    int              rc, n;
    size_t           i, plen, klen, count;
    struct stat      sb;
    pt_store_stat    st;
    pt_store_entry  *e;

    if (pt_store_read_dir(s, path, match, &e, &count) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    plen = strlen(path);
    klen = strlen(key);
    rc = PT_STORE_OK;

    for (i = 0; i < count && rc == PT_STORE_OK; i++) {
        n = snprintf(path + plen, PATH_MAX - plen, "/%s", e[i].name);
        if (n < 0 || (size_t) n >= PATH_MAX - plen) {
            continue;
        }

        n = snprintf(key + klen, PATH_MAX - klen, "%s%s", klen ? "/" : "",
                     e[i].name);
        if (n < 0 || (size_t) n >= PATH_MAX - klen
            || klen + n > PT_STORE_KEY_MAX)
        {
            continue;
        }

        if (e[i].dir) {
            rc = pt_store_walk(s, path, key, "", cb, arg);
            continue;
        }

        /* gone since readdir: a concurrent del */
        if (stat(path, &sb) == -1 || !S_ISREG(sb.st_mode)) {
            continue;
        }

        st.size = sb.st_size;
        st.mtime = sb.st_mtime;
        pt_store_get_type(path, &st);

        if (cb(arg, key, &st) != 0) {
            rc = 1;
        }
    }

    path[plen] = '\0';
    key[klen] = '\0';
    pt_store_entries_free(e, count);

    return rc;
}


int
pt_store_local_list(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg)
{
    pt_store_local  *ls = (pt_store_local *) s;
    int              rc;
    char            *path, *key;
    const char      *slash, *match;
    size_t           dlen;

    if (prefix == NULL) {
        prefix = "";
    }

    /* "p/img_0" lists directory p with names starting "img_0"; the
     * directory part must itself be a valid key */
    slash = strrchr(prefix, '/');
    dlen = slash ? (size_t) (slash - prefix) : 0;
    match = slash ? slash + 1 : prefix;

    if (strlen(prefix) > PT_STORE_KEY_MAX || prefix[0] == '/') {
        return pt_store_local_fail(s, 0, "invalid prefix \"%.64s\"", prefix);
    }

    path = malloc(2 * PATH_MAX);
    if (path == NULL) {
        return pt_store_local_fail(s, ENOMEM, "list");
    }

    key = path + PATH_MAX;
    pt_snprintf(key, PATH_MAX, "%.*s", (int) dlen, prefix);

    if (slash && !pt_store_key_valid(key)) {
        pt_store_local_fail(s, 0, "invalid prefix \"%.64s\"", prefix);
        free(path);
        return PT_STORE_ERROR;
    }

    if (strlen(ls->root) + 1 + dlen >= PATH_MAX) {
        pt_store_local_fail(s, 0, "prefix too long");
        free(path);
        return PT_STORE_ERROR;
    }

    pt_snprintf(path, PATH_MAX, "%s%s%s", ls->root, dlen ? "/" : "", key);

    rc = pt_store_walk(s, path, key, match, cb, arg);
    free(path);

    return rc == PT_STORE_ERROR ? PT_STORE_ERROR : PT_STORE_OK;
}
