/*
 * Storage of originals behind one interface.  Drivers: local filesystem
 * (store_local.c) and the customer buckets of store_remote.h (S3 and
 * S3-compatible, Azure Blob, GCS), which implement the same operations.
 * Keys look like "{project}/{imageId}"; a remote driver puts its
 * configured path prefix in front.  Every put is atomic: readers see the
 * old object or the whole new one, never a part.
 *
 * Hosts get a store from records/storage.h, which picks the driver; only
 * it and the tests name one.
 */

#ifndef PT_STORE_H
#define PT_STORE_H

#include <sys/types.h>

#include "core/pt.h"

typedef enum {
    PT_STORE_OK = 0,
    PT_STORE_NOT_FOUND = -1,
    PT_STORE_ERROR = -2,        /* I/O, no memory, bad key */
    PT_STORE_UNREACHABLE = -3,  /* a remote store did not answer (502) */
    PT_STORE_DENIED = -4,       /* the provider refused our credentials or
                                   permissions (validation: 422) */
    PT_STORE_FULL = -5          /* no space left, or the quota (503) */
} pt_store_rc;

/* what a client is told of PT_STORE_FULL */
#define PT_STORE_FULL_DETAIL  "the storage is full; retry later"

typedef struct pt_store_s pt_store;

typedef struct {
    off_t   size;
    time_t  mtime;
    char    content_type[128];  /* "" when the store does not keep it */
    char    etag[80];           /* the provider's ETag, quotes removed; ""
                                   when the store has none (local) */
} pt_store_stat;

/* Called per object by list(); return non-zero to stop early. */
typedef int (*pt_store_list_pt)(void *arg, const char *key,
    const pt_store_stat *st);

/* S3's continuation tokens are the longest (1024 bytes documented) */
#define PT_STORE_TOKEN_MAX  2048

/*
 * One page of a listing (list_page()).  The token is the provider's own
 * (S3 continuation token, Azure marker, GCS pageToken; local: the last
 * key given), so a caller may keep next and go on later, in another
 * process: a job's checkpoint.
 */
typedef struct {
    const char  *prefix;
    const char  *token;          /* NULL or "": the first page */
    unsigned     max;            /* objects at most; 0: the driver's page
                                    size (remote: list_page of the
                                    configuration) */
    char         next[PT_STORE_TOKEN_MAX];  /* the next page's token; ""
                                               after the last */
    /* out: keys the bucket listed that were refused (outside the
     * listing's prefix, or no store key: "..", "//", a control
     * character), and the first of them, escaped, for the log */
    unsigned long  refused;
    char           refused_key[128];
} pt_store_page;

typedef struct {
    /* Stores the file at path under key.  With move set the driver may
     * consume path (rename); otherwise path is left as it was. */
    int   (*put_file)(pt_store *s, const char *key, const char *path,
                      const char *content_type, int move);
    int   (*put)(pt_store *s, const char *key, const void *data, size_t len,
                 const char *content_type);
    /* Whole object into a malloc'ed buffer (caller frees). */
    int   (*get)(pt_store *s, const char *key, unsigned char **data,
                 size_t *len);
    /* len bytes from offset (fewer at the end); malloc'ed buffer. */
    int   (*get_range)(pt_store *s, const char *key, off_t offset,
                       size_t len, unsigned char **data, size_t *got);
    /* Whole object into a new local file at path (for libvips, tools). */
    int   (*get_file)(pt_store *s, const char *key, const char *path);
    /* A read-only descriptor of the object at offset 0, for sendfile and
     * libvips (local: the file itself; remote drivers: a downloaded,
     * unlinked temp file).  The caller closes it. */
    int   (*open)(pt_store *s, const char *key, int *fd, pt_store_stat *st);
    int   (*head)(pt_store *s, const char *key, pt_store_stat *st);
    /* Deleting a missing object is PT_STORE_OK. */
    int   (*del)(pt_store *s, const char *key);
    /* dst becomes a copy of src inside the same store (server side where
     * the provider can); PT_STORE_NOT_FOUND when src is missing. */
    int   (*copy)(pt_store *s, const char *src, const char *dst);
    /* Objects whose key starts with prefix, in key order; a remote driver
     * pages through the provider's listing itself. */
    int   (*list)(pt_store *s, const char *prefix, pt_store_list_pt cb,
                  void *arg);
    /* One page of list(), one provider request: pg->next is set, unless
     * the callback stopped the page (then it is not to be used). */
    int   (*list_page)(pt_store *s, pt_store_page *pg, pt_store_list_pt cb,
                       void *arg);
    /* The object's own file, for a store that keeps objects as files
     * (local); NULL for the others.  Use pt_store_file_path(). */
    int   (*file_path)(pt_store *s, const char *key, char *buf,
                       size_t size);
    void  (*free)(pt_store *s);
} pt_store_ops;

struct pt_store_s {
    const pt_store_ops  *ops;
    char                 error[256];   /* last failure, for logs */
    const char          *provider;     /* read form ("S3", ...) for error
                                          details; NULL: the managed store */
    unsigned             body_checked:1;  /* the provider checks each
                                             put's bytes against a checksum
                                             sent with them (S3's signed
                                             SHA-256): a put that succeeded
                                             stored exactly those bytes */
};

/*
 * The local driver: objects are files under root ("root/{key}"), written
 * to root/.tmp first, fsync'ed and renamed.  Keys must be relative, without
 * "..", empty or hidden segments.  NULL on no memory.
 */
pt_store *pt_store_local_new(const char *root);

/*
 * The local driver's staging directory for root ("root/.tmp", on root's
 * filesystem) into buf; PT_ERROR if it does not fit.  Hosts reach it as
 * their scratch directory (records/storage.h).
 */
int pt_store_local_tmpdir(const char *root, char *buf, size_t size);

/*
 * The object's own file when the store keeps objects as files (the local
 * driver, also behind the counting store) into buf: PT_STORE_OK, else
 * PT_STORE_ERROR (another driver, a bad key, a long path).  Hosts may
 * reopen it without the store.
 */
int pt_store_file_path(pt_store *s, const char *key, char *buf,
    size_t size);

/*
 * len bytes of in from offset off to out's offset: copy_file_range where
 * the kernel can, read/write where it cannot (another filesystem: a body
 * temp path and a storage root on two disks).  0, or -1 with errno
 * (ENOSPC, EDQUOT when the disk is full; EIO for a short input).
 */
int pt_store_copy_range(int in, off_t off, off_t len, int out);

/* 1 when key is a safe relative key (no "..", "//", leading '/' or '.') */
int pt_store_key_valid(const char *key);

#endif /* PT_STORE_H */
