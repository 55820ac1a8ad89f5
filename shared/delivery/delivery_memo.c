/*
 * The per-process memo of video originals' answers (delivery_memo.h):
 * PT_DL_MEMO_SLOTS direct-mapped slots, a new entry taking its key's slot.
 * Players ask for many ranges of the same few videos; a small table that
 * forgets is enough, and never needs a lock or a sweep of its own.
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "delivery/delivery.h"
#include "delivery/delivery_memo.h"


typedef struct {
    const void  *scope;         /* NULL: the slot is free */
    char         key[PT_CACHE_KEY_MAX];
    char         path[PATH_MAX];
    dev_t        dev;
    ino_t        ino;
    off_t        size;
    time_t       mtime;
    time_t       at;
    int          status;
    const char  *content_type;
    char         etag[48];
    long long    last_modified;
    const char  *header_name[PT_MAX_HEADERS];
    char        *header_value[PT_MAX_HEADERS];
    unsigned     nheaders;
} pt_dl_memo_entry;


static pt_dl_memo_entry  *pt_dl_memo;


static pt_dl_memo_entry *
pt_dl_memo_slot(const char *key)
{
    uint32_t  h;

    /* FNV-1a: the keys differ in their ids and generations */
    for (h = 2166136261u; *key; key++) {
        h = (h ^ (unsigned char) *key) * 16777619u;
    }

    return &pt_dl_memo[h % PT_DL_MEMO_SLOTS];
}


static void
pt_dl_memo_drop(pt_dl_memo_entry *e)
{
    unsigned  i;

    for (i = 0; i < e->nheaders; i++) {
        free(e->header_value[i]);
    }

    e->nheaders = 0;
    e->scope = NULL;
}


int
pt_dl_memo_put(const void *scope, const char *key, const char *path,
    const pt_resp *resp, time_t now)
{
    unsigned           i;
    struct stat        sb;
    pt_dl_memo_entry  *e;

    if (pt_dl_memo == NULL) {
        pt_dl_memo = calloc(PT_DL_MEMO_SLOTS, sizeof(pt_dl_memo_entry));
        if (pt_dl_memo == NULL) {
            return PT_ERROR;
        }
    }

    if (scope == NULL || resp->status != 200 || resp->file_fd < 0
        || strlen(key) >= sizeof(e->key) || strlen(path) >= sizeof(e->path)
        || fstat(resp->file_fd, &sb) != 0 || !S_ISREG(sb.st_mode))
    {
        return PT_ERROR;
    }

    e = pt_dl_memo_slot(key);
    pt_dl_memo_drop(e);

    for (i = 0; i < resp->nheaders; i++) {
        e->header_name[i] = resp->header_name[i];
        e->header_value[i] = pt_strdup(resp->header_value[i]);

        if (e->header_value[i] == NULL) {
            e->nheaders = i;
            pt_dl_memo_drop(e);
            return PT_ERROR;
        }
    }

    e->nheaders = resp->nheaders;
    strcpy(e->key, key);
    strcpy(e->path, path);
    e->dev = sb.st_dev;
    e->ino = sb.st_ino;
    e->size = sb.st_size;
    e->mtime = sb.st_mtime;
    e->at = now;
    e->status = resp->status;
    e->content_type = resp->content_type;
    memcpy(e->etag, resp->etag, sizeof(e->etag));
    e->last_modified = resp->last_modified;
    e->scope = scope;

    return PT_OK;
}


/* The entry's file, if it is still the one kept: its descriptor, or -1. */
static int
pt_dl_memo_open(const pt_dl_memo_entry *e)
{
    int          fd;
    struct stat  sb;

    fd = open(e->path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return -1;
    }

    if (fstat(fd, &sb) != 0 || sb.st_dev != e->dev || sb.st_ino != e->ino
        || sb.st_size != e->size || sb.st_mtime != e->mtime)
    {
        close(fd);
        return -1;
    }

    return fd;
}


int
pt_dl_memo_get(const void *scope, const char *key, pt_resp *resp,
    time_t now)
{
    int                fd;
    unsigned           i;
    pt_dl_memo_entry  *e;

    if (pt_dl_memo == NULL || scope == NULL) {
        return PT_ERROR;
    }

    e = pt_dl_memo_slot(key);

    if (e->scope != scope || strcmp(e->key, key) != 0) {
        return PT_ERROR;
    }

    fd = (now - e->at >= PT_DL_MEMO_TTL || now < e->at) ? -1
         : pt_dl_memo_open(e);

    if (fd < 0) {
        pt_dl_memo_drop(e);
        return PT_ERROR;
    }

    for (i = 0; i < e->nheaders; i++) {
        if (pt_resp_add_header(resp, e->header_name[i],
                               pt_strdup(e->header_value[i]))
            != PT_OK)
        {
            close(fd);
            pt_resp_free(resp);
            return PT_ERROR;
        }
    }

    resp->status = e->status;
    resp->content_type = e->content_type;
    resp->file_fd = fd;
    resp->file_size = e->size;
    memcpy(resp->etag, e->etag, sizeof(resp->etag));
    resp->last_modified = e->last_modified;

    return PT_OK;
}


void
pt_dl_memo_clear(void)
{
    unsigned  i;

    if (pt_dl_memo == NULL) {
        return;
    }

    for (i = 0; i < PT_DL_MEMO_SLOTS; i++) {
        pt_dl_memo_drop(&pt_dl_memo[i]);
    }

    free(pt_dl_memo);
    pt_dl_memo = NULL;
}
