/*
 * The originals cache's key pointers (store_cache_int.h): for each key,
 * the entry of the version a HEAD last found and when.  Within the
 * cache's validity an open trusts it and asks the bucket nothing; every
 * write to the key through Pictor drops it first, so only changes made
 * to the bucket behind Pictor's back wait for the validity to pass.
 *
 * A pointer is a small text file, dir/.keys/XY/HASH(scope, key):
 * "hex\nsize\nmtime\netag\ncontent-type\nversion\n" (the caller's
 * version: pt_store_cache_version), its mtime the time of the HEAD;
 * written to dir/.tmp and renamed, so a reader sees a whole one.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/crypto.h"
#include "store/store_cache_int.h"


static int
pt_cache_key_path(pt_store_cache *c, const char *key, char *path,
    size_t size, int make)
{
    char    hex[65], *buf;
    size_t  len;

    len = strlen(c->scope) + strlen(key) + 2;
    buf = malloc(len);
    if (buf == NULL) {
        return PT_ERROR;
    }

    pt_snprintf(buf, len, "%s\n%s", c->scope, key);
    pt_sha256_hex(buf, len - 1, hex);
    free(buf);

    if (make) {
        pt_snprintf(path, size, "%s/.keys", c->dir);
        (void) mkdir(path, 0700);
        pt_snprintf(path, size, "%s/.keys/%.2s", c->dir, hex);
        (void) mkdir(path, 0700);
    }

    pt_snprintf(path, size, "%s/.keys/%.2s/%s", c->dir, hex, hex + 2);

    return PT_OK;
}


/* line n (0-based) of text into buf */
static void
pt_cache_line(const char *text, int n, char *buf, size_t size)
{
    size_t       len;
    const char  *p, *e;

    for (p = text; n > 0 && p != NULL; n--) {
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }

    buf[0] = '\0';

    if (p == NULL) {
        return;
    }

    e = strchr(p, '\n');
    len = e ? (size_t) (e - p) : strlen(p);
    if (len >= size) {
        len = size - 1;
    }

    memcpy(buf, p, len);
    buf[len] = '\0';
}


int
pt_cache_key_read(pt_store_cache *c, const char *key, pt_cache_key *k)
{
    int          fd;
    char         path[PATH_MAX], text[512], num[32];
    ssize_t      n;
    struct stat  sb;

    if (pt_cache_key_path(c, key, path, sizeof(path), 0) != PT_OK) {
        return PT_ERROR;
    }

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return PT_ERROR;
    }

    n = fstat(fd, &sb) == 0 ? read(fd, text, sizeof(text) - 1) : -1;
    close(fd);

    if (n <= 0) {
        return PT_ERROR;
    }

    text[n] = '\0';
    memset(k, 0, sizeof(*k));
    pt_cache_line(text, 0, k->hex, sizeof(k->hex));
    pt_cache_line(text, 1, num, sizeof(num));
    k->st.size = strtoll(num, NULL, 10);
    pt_cache_line(text, 2, num, sizeof(num));
    k->st.mtime = strtoll(num, NULL, 10);
    pt_cache_line(text, 3, k->st.etag, sizeof(k->st.etag));
    pt_cache_line(text, 4, k->st.content_type, sizeof(k->st.content_type));
    pt_cache_line(text, 5, k->version, sizeof(k->version));
    k->checked = sb.st_mtime;

    return strlen(k->hex) == 64 ? PT_OK : PT_ERROR;
}


void
pt_cache_key_write(pt_store_cache *c, const char *key, const pt_cache_key *k)
{
    int   fd, n, ok;
    char  path[PATH_MAX], tmp[PATH_MAX], text[512];

    if (pt_cache_key_path(c, key, path, sizeof(path), 1) != PT_OK) {
        return;
    }

    n = snprintf(text, sizeof(text), "%s\n%lld\n%lld\n%s\n%s\n%s\n",
                 k->hex, (long long) k->st.size, (long long) k->st.mtime,
                 k->st.etag, k->st.content_type, k->version);
    /* threads of one process may write the same key's pointer */
    pt_snprintf(tmp, sizeof(tmp), "%s/.tmp/%.16s.key.%d.%d", c->dir,
                k->hex, (int) getpid(), (int) gettid());

    if (n <= 0 || n >= (int) sizeof(text)) {
        return;
    }

    fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd == -1) {
        return;
    }

    ok = write(fd, text, n) == n;
    ok = close(fd) == 0 && ok;

    /* a pointer is only a shortcut: any failure just leaves none */
    if (!ok || rename(tmp, path) != 0) {
        (void) unlink(tmp);
    }
}


void
pt_cache_key_drop(pt_store_cache *c, const char *key)
{
    char  path[PATH_MAX];

    if (pt_cache_key_path(c, key, path, sizeof(path), 0) == PT_OK) {
        (void) unlink(path);
    }
}
