/*
 * Moving an object from one store to another without holding it in
 * memory (storage migrations, the fallback store's copy): open it (a
 * file), noting its size and MD5 on the way, then deliver that file and
 * check what the target now holds: the same size, and the same MD5 where
 * the target's ETag is one (GCS), or the provider's own check of the
 * bytes against their signed SHA-256 (S3).
 */

#ifndef PT_STORE_TRANSFER_H
#define PT_STORE_TRANSFER_H

#include "store/store.h"


typedef struct {
    int            fd;          /* the object's bytes; -1: none */
    pt_store_stat  st;          /* as the source gave them */
    off_t          size;        /* bytes read */
    char           md5[33];     /* hex */
} pt_store_fetched;

/* 1 when etag is an MD5 in hex (32 hex digits, no "-N" part count) */
int pt_store_etag_is_md5(const char *etag);

/*
 * key of from, opened (store.h: the file itself on the managed store, a
 * downloaded anonymous file from a bucket) and read once for its size and
 * MD5.  PT_STORE_* (from's error in from->error); on failure nothing is
 * left open.  The caller ends with pt_store_fetched_drop.
 */
int pt_store_fetch(pt_store *from, const char *key, pt_store_fetched *f);

/*
 * The fetched bytes into to as key, with the source's content type, then
 * checked with a HEAD: a size or MD5 that differs is PT_STORE_ERROR with
 * to->error saying so; no HEAD when to->body_checked (the provider
 * checked the bytes against their signed hash as it took them).  The
 * source is never moved or changed.
 */
int pt_store_deliver(pt_store *to, const char *key, pt_store_fetched *f);

/* Closes what pt_store_fetch opened (again: nothing). */
void pt_store_fetched_drop(pt_store_fetched *f);

#endif /* PT_STORE_TRANSFER_H */
