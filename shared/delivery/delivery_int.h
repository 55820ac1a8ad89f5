/*
 * delivery_run.c, delivery_eps.c: the problem answers they share and the
 * EPS page source.  Not part of libpictor's interface.
 */

#ifndef PT_DELIVERY_INT_H
#define PT_DELIVERY_INT_H

#include "delivery/delivery_run.h"
#include "store/store.h"

/* problem answers (delivery_run.c); ttl > 0: the front may cache it */
void pt_dl_fail_ttl(pt_dl_req *req, pt_resp *resp, pt_problem kind,
    const char *detail, unsigned ttl);
void pt_dl_fail(pt_dl_req *req, pt_resp *resp, pt_problem kind,
    const char *detail);
void pt_dl_fail_db(pt_dl_req *req, pt_resp *resp, pt_db *db);

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

#endif /* PT_DELIVERY_INT_H */
