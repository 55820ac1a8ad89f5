/*
 * store_local.c, store_local_read.c: the local driver's state and the
 * helpers its writing and reading halves share.  Not part of libpictor's
 * interface; users see store.h.
 */

#ifndef PT_STORE_LOCAL_INT_H
#define PT_STORE_LOCAL_INT_H

#include "store/store.h"


#define PT_STORE_KEY_MAX    1024
#define PT_STORE_XATTR      "user.pictor.content_type"
#define PT_STORE_BUF        65536
/* pictord may run as another user than the nginx workers; root's own mode
 * is what keeps strangers out */
#define PT_STORE_FILE_MODE  0644
#define PT_STORE_DIR_MODE   0755


typedef struct {
    pt_store   store;       /* first: a pt_store * is a pt_store_local * */
    char      *root;        /* without a trailing '/' */
    char      *tmpdir;      /* root/.tmp */
} pt_store_local;


/* s->error = fmt ": " strerror(err) (no strerror part when err is 0);
 * PT_STORE_FULL when err says the disk or the quota is full, else
 * PT_STORE_ERROR */
int pt_store_local_fail(pt_store *s, int err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* root/key into buf; PT_STORE_ERROR for a bad key or a long path */
int pt_store_local_path(pt_store *s, const char *key, char *buf,
    size_t size);
/* fsync of the directory holding path (path is restored on return) */
int pt_store_local_fsync_parent(pt_store *s, char *path);
/* copies in to out from their current offsets; -1 with errno */
int pt_store_local_copy_fd(int in, int out);

int pt_store_local_get(pt_store *s, const char *key, unsigned char **data,
    size_t *len);
int pt_store_local_get_range(pt_store *s, const char *key, off_t offset,
    size_t len, unsigned char **data, size_t *got);
int pt_store_local_get_file(pt_store *s, const char *key, const char *dst);
int pt_store_local_open(pt_store *s, const char *key, int *fd,
    pt_store_stat *st);
int pt_store_local_head(pt_store *s, const char *key, pt_store_stat *st);
int pt_store_local_del(pt_store *s, const char *key);
int pt_store_local_list(pt_store *s, const char *prefix,
    pt_store_list_pt cb, void *arg);

#endif /* PT_STORE_LOCAL_INT_H */
