/*
 * Moving an object from one store to another without holding it in
 * memory (storage migrations, the fallback store's copy): fetch it into a
 * temp file, noting its size and MD5 on the way, then deliver that file
 * and check what the target now holds: the same size, and the same MD5
 * where the target's ETag is one (S3 single-part objects, GCS).
 */

#ifndef PT_STORE_TRANSFER_H
#define PT_STORE_TRANSFER_H

#include "store/store.h"


typedef struct {
    char    path[1024];     /* the temp file; "" once gone */
    off_t   size;
    char    md5[33];        /* hex */
} pt_store_fetched;

/* 1 when etag is an MD5 in hex (32 hex digits, no "-N" part count) */
int pt_store_etag_is_md5(const char *etag);

/*
 * key of from into a new temp file in tmpdir (f->path), with its size and
 * MD5.  PT_STORE_* (from's error in from->error); on failure no file is
 * left.  The caller ends with pt_store_fetched_drop.
 */
int pt_store_fetch(pt_store *from, const char *key, const char *tmpdir,
    pt_store_fetched *f);

/*
 * The fetched file into to as key (content_type may be NULL), then
 * checked with a HEAD: a size or MD5 that differs is PT_STORE_ERROR with
 * to->error saying so.  The temp file is consumed.
 */
int pt_store_deliver(pt_store *to, const char *key, pt_store_fetched *f,
    const char *content_type);

/* Removes the temp file if it is still there. */
void pt_store_fetched_drop(pt_store_fetched *f);

#endif /* PT_STORE_TRANSFER_H */
