/*
 * Serving one delivery request in a pool thread: the project and image
 * rows, the original from the store, the watermark, the render, and the
 * response with its cache headers.  The nginx module computes the cache
 * key on the loop and calls pt_dl_run() in the thread pool.
 */

#ifndef PT_DELIVERY_RUN_H
#define PT_DELIVERY_RUN_H

#include "api/api.h"
#include "delivery/delivery.h"

typedef struct {
    pt_dl_url            d;
    pt_transform         t;          /* parsed from the URL */
    pt_out_format        format;     /* from the extension or Accept */
    int                  negotiated;
    char                 key[PT_CACHE_KEY_MAX];  /* ETag source */
    const pt_api_conf   *conf;
    const char          *base_url;
    const char          *path;       /* for problem "instance" */
    size_t               path_len;
    const char          *range;      /* the Range header, or NULL */
    const char          *if_range;   /* the If-Range header, or NULL */
    long long            if_range_time;  /* its HTTP-date, or -1 */
    /* set when the answer is a video original's own local file, which
     * the host may keep (delivery_memo.h); else "" */
    char                 file_path[1024];
    /* the project's id, once its row is read */
    unsigned long long   project_id;
    /* the image's source (a derived asset's parent), once read; else "" */
    char                 parent[48];
} pt_dl_req;

/* The header that carries an answer's cache tags from the render server
 * to the front, which renames it for the CDN (docs/CDN.md "Tags") */
#define PT_DL_TAGS_HEADER  "X-Pictor-Tags"

/* The answer into resp, with its cache tags (PT_DL_TAGS_HEADER). */
void pt_dl_run(pt_db *db, pt_dl_req *req, pt_resp *resp);

#endif /* PT_DELIVERY_RUN_H */
