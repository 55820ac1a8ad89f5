/*
 * delivery_run.c, delivery_eps.c: the problem answers they share and the
 * EPS page source.  Not part of libpictor's interface.
 */

#ifndef PT_DELIVERY_INT_H
#define PT_DELIVERY_INT_H

#include "delivery/delivery_run.h"
#include "store/store.h"

/* problem answers (delivery_run.c); ttl > 0: the front may cache it */
void pt_dl_fail_ttl(pt_dl_req *req, pt_resp *resp, pt_cause kind,
    const char *detail, unsigned ttl);
void pt_dl_fail(pt_dl_req *req, pt_resp *resp, pt_cause kind,
    const char *detail);
void pt_dl_fail_db(pt_dl_req *req, pt_resp *resp, pt_db *db);

/* ETag, Last-Modified (modified: the row's date_modified), Cache-Control
 * of a delivered answer (delivery_run.c) */
void pt_dl_headers(pt_dl_req *req, pt_resp *resp, const char *modified);

/* The answer's ETag (with its quotes) and Last-Modified time (0: none),
 * as pt_dl_headers sets them. */
void pt_dl_validators(pt_dl_req *req, const char *modified, char *etag,
    size_t size, long long *time);

/*
 * delivery_eps.c: a source pictord made for an original, an EPS page's
 * raster or a video's poster, whose id rows hold when it exists (NULL: a
 * database error).  The page is chosen by then, the source is a PNG.  1:
 * key is the source's; 0: not made yet; PT_ERROR with the answer made.
 */
int pt_dl_made_source(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_rows *rows, char *key, size_t size, pt_format *fmt);

/*
 * delivery_eps.c: the source of an EPS page, key and *fmt replaced by its
 * raster's or *fd the raster made on demand; PT_ERROR with the answer
 * made.
 */
int pt_dl_eps_source(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_store *store, char *key, size_t size, pt_format *fmt, int pages,
    int *fd);

/*
 * delivery_video.c: the source of a transform of a video, key and *fmt
 * replaced by its poster's or *fd the poster taken on demand; PT_ERROR
 * with the answer made.
 */
int pt_dl_video_source(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_store *store, char *key, size_t size, pt_format *fmt, int *fd);

/*
 * delivery_range.c: a ranged read of a video in a customer bucket passed
 * on to the provider.  PT_OK with the answer made (206, 416, or a
 * problem), or PT_DECLINED: serve the whole original as usual (no single
 * valid range, a managed store, an object under video_range_min).
 */
#define PT_DECLINED  1

int pt_dl_range(pt_dl_req *req, pt_resp *resp, pt_store *store,
    const char *key, pt_format fmt, const char *modified);

/*
 * delivery_tags.c: the answer's cache tags, space separated, in
 * PT_DL_TAGS_HEADER; the module's header filter renames it for the CDN
 * (pictor_cache_tags), and the render server passes it on as it is.
 */
void pt_dl_tags(const pt_dl_req *req, pt_resp *resp);

#endif /* PT_DELIVERY_INT_H */
