/*
 * A ranged read of a video in a customer bucket, passed on to the
 * provider as a ranged GET (pt_dl_range).
 *
 * Images and small videos come whole through the originals cache and
 * nginx cuts ranges from local files.  A large video would make a
 * player's first seek wait for the whole object, and fill the originals
 * cache with bytes nobody watches, so from video_range_min on (directive
 * pictor_video_range_min) a single range is fetched from the provider as
 * it is asked for, and at most PT_DL_RANGE_MAX bytes of it: an open range
 * ("bytes=a-") is answered with the first part, as players expect, and a
 * closed one too (HTTP lets a 206 carry less; Content-Range says what).
 * The front answers a ranged read of a video original itself, with the
 * render handler and never through its cache (conf/pictor.conf,
 * $pictor_range, @pictor_range).
 *
 * If-Range (RFC 9110 13.1.5) is answered as nginx's range filter answers
 * it for the local files: the range only when the header is the strong
 * ETag of the answer or its Last-Modified date, else the whole (200).
 */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "delivery/delivery_int.h"
#include "media/video_probe.h"
#include "records/storage.h"


#define PT_DL_RANGE_MAX  (8ULL * 1024 * 1024)


/* a decimal number at *p, advanced past it; -1 when none or too big */
static long long
pt_range_num(const char **p)
{
    long long  n;

    if (**p < '0' || **p > '9') {
        return -1;
    }

    for (n = 0; **p >= '0' && **p <= '9'; (*p)++) {
        if (n > (1LL << 50)) {
            return -1;
        }
        n = n * 10 + (**p - '0');
    }

    return n;
}


/*
 * "bytes=a-b", "bytes=a-" or "bytes=-n" against size: PT_OK with *from
 * and *len, PT_ERROR when it cannot be satisfied (416), PT_DECLINED when
 * it is not one valid range (the whole answer, as nginx does with it).
 */
static int
pt_range_parse(const char *h, long long size, long long *from,
    long long *len)
{
    long long    a, b;
    const char  *p;

    if (strncasecmp(h, "bytes=", 6) != 0 || strchr(h, ',') != NULL) {
        return PT_DECLINED;
    }

    p = h + 6;

    while (*p == ' ') {
        p++;
    }

    if (*p == '-') {
        p++;
        b = pt_range_num(&p);
        a = -1;

    } else {
        a = pt_range_num(&p);
        if (a < 0 || *p++ != '-') {
            return PT_DECLINED;
        }
        b = (*p >= '0' && *p <= '9') ? pt_range_num(&p) : -2;
    }

    while (*p == ' ') {
        p++;
    }

    if (*p != '\0' || b == -1 || (a >= 0 && b >= 0 && b < a)) {
        return PT_DECLINED;
    }

    if (a < 0) {
        /* the last b bytes */
        if (b == 0 || size == 0) {
            return PT_ERROR;
        }
        *from = b >= size ? 0 : size - b;
        *len = size - *from;
        return PT_OK;
    }

    if (a >= size) {
        return PT_ERROR;
    }

    *from = a;
    *len = (b < 0 || b >= size ? size - 1 : b) - a + 1;

    return PT_OK;
}


/* Whether the If-Range, if any, lets the range through. */
static int
pt_range_if(pt_dl_req *req, const char *modified)
{
    char       etag[48];
    long long  time;

    if (req->if_range == NULL) {
        return 1;
    }

    pt_dl_validators(req, modified, etag, sizeof(etag), &time);

    /* an entity-tag: strong comparison, a weak one never matches */
    if (req->if_range[0] == '"' || strncmp(req->if_range, "W/", 2) == 0) {
        return strcmp(req->if_range, etag) == 0;
    }

    return time != 0 && req->if_range_time == time;
}


/* 416: nothing of the object lies in the range */
static void
pt_range_unsatisfiable(pt_resp *resp, long long size)
{
    char  cr[64];

    resp->status = 416;
    pt_snprintf(cr, sizeof(cr), "bytes */%lld", size);
    pt_resp_add_header(resp, "Content-Range", pt_strdup(cr));
}


int
pt_dl_range(pt_dl_req *req, pt_resp *resp, pt_store *store,
    const char *key, pt_format fmt, const char *modified)
{
    int             rc;
    char            cr[96];
    size_t          got;
    long long       from, len;
    unsigned char  *data;
    pt_store_stat   st;

    if (req->range == NULL || store->provider == NULL
        || req->conf->video_range_min == 0 || !pt_format_is_video(fmt)
        || !pt_range_if(req, modified))
    {
        return PT_DECLINED;
    }

    memset(&st, 0, sizeof(st));
    rc = store->ops->head(store, key, &st);

    if (rc == PT_STORE_OK
        && st.size < req->conf->video_range_min)
    {
        return PT_DECLINED;
    }

    if (rc == PT_STORE_OK) {
        rc = pt_range_parse(req->range, (long long) st.size, &from, &len);

        if (rc == PT_DECLINED) {
            return PT_DECLINED;
        }

        if (rc == PT_ERROR) {
            pt_range_unsatisfiable(resp, (long long) st.size);
            pt_dl_headers(req, resp, modified);
            return PT_OK;
        }

        if ((unsigned long long) len > PT_DL_RANGE_MAX) {
            len = (long long) PT_DL_RANGE_MAX;
        }

        data = NULL;
        rc = store->ops->get_range(store, key, (off_t) from, (size_t) len,
                                   &data, &got);

        if (rc == PT_STORE_OK && got != (size_t) len) {
            free(data);
            pt_snprintf(store->error, sizeof(store->error), "a ranged GET"
                        " gave %zu bytes of %lld", got, len);
            rc = PT_STORE_ERROR;
        }
    }

    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_ERR, "delivery: a range of %s: %s", key,
               rc == PT_STORE_NOT_FOUND ? "missing" : store->error);
        pt_dl_fail(req, resp, pt_store_problem(rc) == PT_E_NO_SUCH
                              ? PT_E_NO_SUCH : PT_E_BUCKET,
                   rc == PT_STORE_NOT_FOUND ? "no such image"
                   : "the project's bucket cannot be reached");
        return PT_OK;
    }

    resp->status = 206;
    resp->content_type = pt_format_mime(fmt);
    resp->body = (char *) data;
    resp->body_len = (size_t) len;

    pt_snprintf(cr, sizeof(cr), "bytes %lld-%lld/%lld", from,
                from + len - 1, (long long) st.size);
    pt_resp_add_header(resp, "Content-Range", pt_strdup(cr));
    pt_resp_add_header(resp, "Accept-Ranges", pt_strdup("bytes"));
    pt_dl_headers(req, resp, modified);

    return PT_OK;
}
