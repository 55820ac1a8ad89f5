/*
 * The originals cache (store_cache.h).  Layout under dir:
 *
 *   dir/.tmp/          fetches on their way in (renamed into place whole)
 *   dir/.locks/HASH    a lock file per entry being fetched: flock() on it
 *                      makes one fetcher of it at a time, and nobody else
 *                      waits on it (a slow bucket of one tenant holds no
 *                      other's fetch); removed by its fetcher, waited for
 *                      PT_CACHE_LOCK_WAIT at most
 *   dir/XY/HASH        entries, HASH = sha256(scope, key, etag, size)
 *
 * An entry's mtime is the last time it was opened (LRU).  A reader holds
 * an open descriptor, so an entry removed by eviction meanwhile stays
 * readable for it.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/crypto.h"
#include "store/store_cache_int.h"
#include "store/store_fallback.h"


static pthread_mutex_t       pt_cache_mutex = PTHREAD_MUTEX_INITIALIZER;
pt_store_cache_stats  pt_cache_stats;


void
pt_cache_count(unsigned long *counter)
{
    pthread_mutex_lock(&pt_cache_mutex);
    (*counter)++;
    pthread_mutex_unlock(&pt_cache_mutex);
}


void
pt_store_cache_stats_get(pt_store_cache_stats *st)
{
    pthread_mutex_lock(&pt_cache_mutex);
    *st = pt_cache_stats;
    pthread_mutex_unlock(&pt_cache_mutex);
}


void
pt_cache_fail(pt_store *s, int err, const char *what, const char *path)
{
    char  ebuf[64];

    pt_snprintf(s->error, sizeof(s->error), "originals cache: %s(\"%s\"):"
                " %s", what, path, strerror_r(err, ebuf, sizeof(ebuf)));
}


/* the entry's hash: what it was made from, every part length-delimited */
static void
pt_cache_hash(pt_store_cache *c, const char *key, const pt_store_stat *st,
    char *hex)
{
    int    n;
    char  *buf;
    size_t len;

    len = strlen(c->scope) + strlen(key) + sizeof(st->etag) + 64;
    buf = malloc(len);
    if (buf == NULL) {
        hex[0] = '\0';
        return;
    }

    /* without an ETag (the local store) the mtime tells versions apart */
    n = snprintf(buf, len, "%s\n%s\n%s\n%lld\n%lld", c->scope, key,
                 st->etag, (long long) st->size,
                 st->etag[0] ? 0LL : (long long) st->mtime);
    pt_sha256_hex(buf, n, hex);
    free(buf);
}


static int
pt_cache_mkdir(pt_store *s, const char *path)
{
    if (mkdir(path, 0700) == -1 && errno != EEXIST) {
        pt_cache_fail(s, errno, "mkdir", path);
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


/* an entry still there: opened, its mtime bumped (LRU) */
static int
pt_cache_try(const char *path, off_t size, int *fd)
{
    struct stat  sb;

    *fd = open(path, O_RDONLY | O_CLOEXEC);
    if (*fd == -1) {
        return 0;
    }

    if (fstat(*fd, &sb) == -1 || sb.st_size != size) {
        close(*fd);
        *fd = -1;
        return 0;
    }

    (void) futimens(*fd, NULL);

    return 1;
}


/* the longest a request waits for another's fetch of the same entry */
#define PT_CACHE_LOCK_WAIT  60


/* the entry's lock, held: its descriptor, -1 (s->error), or -2 when the
 * fetch of another request outlasted the wait */
static int
pt_cache_lock(pt_store_cache *c, const char *hex, char *path, size_t size)
{
    int     fd;
    time_t  end;

    pt_snprintf(path, size, "%s/.locks/%s", c->dir, hex);

    fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd == -1) {
        pt_cache_fail(&c->store, errno, "open", path);
        return -1;
    }

    end = time(NULL) + PT_CACHE_LOCK_WAIT;

    while (flock(fd, LOCK_EX | LOCK_NB) == -1) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            pt_cache_fail(&c->store, errno, "flock", path);
            close(fd);
            return -1;
        }

        if (time(NULL) >= end) {
            close(fd);
            return -2;
        }

        usleep(20000);
    }

    return fd;
}


/* the object into a temp file, renamed to path when whole */
static int
pt_cache_fetch(pt_store_cache *c, const char *key, const char *path,
    const char *hex)
{
    int   rc;
    char  tmp[PATH_MAX];

    pt_snprintf(tmp, sizeof(tmp), "%s/.tmp/%s.%d", c->dir, hex,
                (int) getpid());

    rc = c->inner->ops->get_file(c->inner, key, tmp);
    if (rc != PT_STORE_OK) {
        pt_snprintf(c->store.error, sizeof(c->store.error), "%s",
                    c->inner->error);
        (void) unlink(tmp);
        return rc;
    }

    if (rename(tmp, path) == -1) {
        pt_cache_fail(&c->store, errno, "rename", tmp);
        (void) unlink(tmp);
        return PT_STORE_ERROR;
    }

    pt_cache_count(&pt_cache_stats.fetches);

    return PT_STORE_OK;
}


/* within the validity, the key's pointer names a fresh entry: no HEAD */
static int
pt_cache_fresh(pt_store_cache *c, const char *key, int *fd,
    pt_store_stat *st)
{
    char          path[PATH_MAX];
    pt_cache_key  k;

    if (c->valid <= 0 || pt_cache_key_read(c, key, &k) != PT_OK
        || time(NULL) - k.checked >= c->valid || time(NULL) < k.checked
        || strcmp(k.version, c->version) != 0)
    {
        return 0;
    }

    pt_snprintf(path, sizeof(path), "%s/%.2s/%s", c->dir, k.hex, k.hex + 2);

    if (!pt_cache_try(path, k.st.size, fd)) {
        return 0;
    }

    if (st != NULL) {
        *st = k.st;
    }

    pt_cache_count(&pt_cache_stats.hits);

    return 1;
}


/* pt_cache_entry: the object changed while it was fetched */
#define PT_CACHE_CHANGED  1


/* the entry of the version cur, made when missing: fetched once */
static int
pt_cache_entry(pt_store_cache *c, const char *key, const char *hex,
    const pt_store_stat *cur, int *fd)
{
    int   rc, lock;
    char  path[PATH_MAX], sub[PATH_MAX], lpath[PATH_MAX];

    pt_snprintf(sub, sizeof(sub), "%s/%.2s", c->dir, hex);
    pt_snprintf(path, sizeof(path), "%s/%s", sub, hex + 2);

    if (pt_cache_try(path, cur->size, fd)) {
        pt_cache_count(&pt_cache_stats.hits);
        return PT_STORE_OK;
    }

    if (pt_cache_mkdir(&c->store, sub) != PT_STORE_OK) {
        return PT_STORE_ERROR;
    }

    lock = pt_cache_lock(c, hex, lpath, sizeof(lpath));
    if (lock == -2) {
        pt_snprintf(c->store.error, sizeof(c->store.error), "originals"
                    " cache: \"%.64s\" still being fetched after %d s",
                    key, PT_CACHE_LOCK_WAIT);
        return PT_STORE_UNREACHABLE;
    }

    if (lock == -1) {
        return PT_STORE_ERROR;
    }

    /* the one we waited for may have fetched it */
    if (pt_cache_try(path, cur->size, fd)) {
        close(lock);
        pt_cache_count(&pt_cache_stats.hits);
        return PT_STORE_OK;
    }

    rc = pt_cache_fetch(c, key, path, hex);

    /* whoever waits on this file finds the entry (or fetches it anew) */
    (void) unlink(lpath);
    close(lock);

    if (rc != PT_STORE_OK) {
        return rc;
    }

    if (!pt_cache_try(path, cur->size, fd)) {
        (void) unlink(path);
        pt_snprintf(c->store.error, sizeof(c->store.error), "originals "
                    "cache: \"%s\" changed size while it was fetched", key);
        return PT_CACHE_CHANGED;
    }

    pt_cache_evict(c);

    return PT_STORE_OK;
}


static int
pt_cache_open(pt_store *s, const char *key, int *fd, pt_store_stat *st)
{
    int              rc, try;
    pt_cache_key     k;
    pt_store_stat    cur;
    pt_store_cache  *c = (pt_store_cache *) s;

    if (pt_cache_fresh(c, key, fd, st)) {
        return PT_STORE_OK;
    }

    /* an object replaced between the HEAD and the GET (strip-exif, a
     * migration's copy over an old one) is looked at once more */
    for (try = 0; try < 2; try++) {
        rc = c->inner->ops->head(c->inner, key, &cur);
        if (rc != PT_STORE_OK) {
            pt_snprintf(s->error, sizeof(s->error), "%s", c->inner->error);
            return rc;
        }

        pt_cache_hash(c, key, &cur, k.hex);
        if (k.hex[0] == '\0') {
            pt_snprintf(s->error, sizeof(s->error), "out of memory");
            return PT_STORE_ERROR;
        }

        rc = pt_cache_entry(c, key, k.hex, &cur, fd);
        if (rc != PT_CACHE_CHANGED) {
            break;
        }
    }

    if (rc != PT_STORE_OK) {
        return rc == PT_CACHE_CHANGED ? PT_STORE_ERROR : rc;
    }

    if (st != NULL) {
        *st = cur;
    }

    if (c->valid > 0) {
        k.st = cur;
        memcpy(k.version, c->version, sizeof(k.version));
        pt_cache_key_write(c, key, &k);
    }

    return PT_STORE_OK;
}


/* the inner store's answer, its error text passed on */
static int
pt_cache_pass(pt_store_cache *c, int rc)
{
    if (rc != PT_STORE_OK) {
        pt_snprintf(c->store.error, sizeof(c->store.error), "%s",
                    c->inner->error);
    }

    return rc;
}


static int
pt_cache_put_file(pt_store *s, const char *key, const char *path,
    const char *content_type, int move)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    pt_cache_key_drop(c, key);

    return pt_cache_pass(c, c->inner->ops->put_file(c->inner, key, path,
                                                    content_type, move));
}


static int
pt_cache_put(pt_store *s, const char *key, const void *data, size_t len,
    const char *content_type)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    pt_cache_key_drop(c, key);

    return pt_cache_pass(c, c->inner->ops->put(c->inner, key, data, len,
                                               content_type));
}


static int
pt_cache_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->get(c->inner, key, data, len));
}


static int
pt_cache_get_range(pt_store *s, const char *key, off_t offset, size_t len,
    unsigned char **data, size_t *got)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->get_range(c->inner, key, offset,
                                                     len, data, got));
}


static int
pt_cache_get_file(pt_store *s, const char *key, const char *path)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->get_file(c->inner, key, path));
}


static int
pt_cache_head(pt_store *s, const char *key, pt_store_stat *st)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->head(c->inner, key, st));
}


static int
pt_cache_del(pt_store *s, const char *key)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    pt_cache_key_drop(c, key);

    return pt_cache_pass(c, c->inner->ops->del(c->inner, key));
}


static int
pt_cache_copy(pt_store *s, const char *src, const char *dst)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    pt_cache_key_drop(c, dst);

    return pt_cache_pass(c, c->inner->ops->copy(c->inner, src, dst));
}


static int
pt_cache_list(pt_store *s, const char *prefix, pt_store_list_pt cb,
    void *arg)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->list(c->inner, prefix, cb, arg));
}


static int
pt_cache_list_page(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
    void *arg)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    return pt_cache_pass(c, c->inner->ops->list_page(c->inner, pg, cb, arg));
}


static void
pt_cache_free(pt_store *s)
{
    pt_store_cache  *c = (pt_store_cache *) s;

    if (c == NULL) {
        return;
    }

    if (c->inner != NULL) {
        c->inner->ops->free(c->inner);
    }

    free(c->dir);
    free(c->scope);
    free(c);
}


static const pt_store_ops  pt_store_cache_ops;


void
pt_store_cache_version(pt_store *s, const char *version)
{
    pt_store        *cur, *prev;
    pt_store_cache  *c = (pt_store_cache *) s;

    /* while a migration runs the caches are inside the fallback store */
    if (pt_store_fallback_parts(s, &cur, &prev)) {
        pt_store_cache_version(cur, version);
        pt_store_cache_version(prev, version);
        return;
    }

    if (s != NULL && s->ops == &pt_store_cache_ops) {
        pt_snprintf(c->version, sizeof(c->version), "%s",
                    version ? version : "");
    }
}


static const pt_store_ops  pt_store_cache_ops = {
    .put_file = pt_cache_put_file,
    .put = pt_cache_put,
    .get = pt_cache_get,
    .get_range = pt_cache_get_range,
    .get_file = pt_cache_get_file,
    .open = pt_cache_open,
    .head = pt_cache_head,
    .del = pt_cache_del,
    .copy = pt_cache_copy,
    .list = pt_cache_list,
    .list_page = pt_cache_list_page,
    .free = pt_cache_free
};


pt_store *
pt_store_cache_new(pt_store *inner, const char *dir, off_t max_bytes,
    time_t valid, const char *scope)
{
    char             path[PATH_MAX];
    pt_store_cache  *c;

    c = calloc(1, sizeof(pt_store_cache));
    if (c == NULL) {
        inner->ops->free(inner);
        return NULL;
    }

    c->store.ops = &pt_store_cache_ops;
    c->inner = inner;
    c->max_bytes = max_bytes;
    c->valid = valid;
    c->dir = pt_strdup(dir);
    c->scope = pt_strdup(scope ? scope : "");

    if (c->dir == NULL || c->scope == NULL) {
        pt_cache_free(&c->store);
        return NULL;
    }

    /* failures show at the first open, with their reason */
    (void) mkdir(c->dir, 0700);
    pt_snprintf(path, sizeof(path), "%s/.tmp", c->dir);
    (void) mkdir(path, 0700);
    pt_snprintf(path, sizeof(path), "%s/.locks", c->dir);
    (void) mkdir(path, 0700);

    return &c->store;
}
