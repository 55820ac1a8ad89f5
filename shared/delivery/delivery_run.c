/*
 * One delivery request, in a pool thread.  Errors are problem+json and are
 * not cached by the front server (proxy_cache_valid caches 200 and, briefly,
 * 404), except EPS pages that cannot be made (X-Accel-Expires); successes
 * carry ETag, Last-Modified and Cache-Control.  An EPS page's source comes
 * from delivery_eps.c, a video's poster from delivery_video.c.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/crypto.h"
#include "core/metrics.h"
#include "core/timefmt.h"
#include "delivery/delivery_int.h"
#include "media/video_probe.h"
#include "plugins/budget.h"
#include "plugins/plugins.h"
#include "plugins/usage.h"
#include "plugins/usage_batch.h"
#include "records/images.h"
#include "records/storage.h"
#include "records/storage_config.h"
#include "records/watermarks.h"
#include "store/store_cache.h"
#include "store/store_remote.h"
#include "render/render.h"
#include "transform/presets.h"
#include "transform/signing.h"

/* pt_dl_open(): the download was cut at the size the caller expected */
#define PT_DL_CUT  1


/*
 * ttl > 0: an answer that stays true for ttl seconds (a page the EPS does
 * not have, a remembered failure); X-Accel-Expires lets the front's
 * proxy_cache keep it, though its proxy_cache_valid names 200 and 404
 * only.  Otherwise a 404 may be cached a little by the front, anything
 * else not.
 */
void
pt_dl_fail_ttl(pt_dl_req *req, pt_resp *resp, pt_cause kind,
    const char *detail, unsigned ttl)
{
    char  instance[1024], cc[64];

    pt_snprintf(instance, sizeof(instance), "%.*s", (int) req->path_len,
                req->path);
    pt_resp_problem(resp, kind, req->base_url, instance, detail);
    pt_metrics_render_failed(kind);

    if (ttl) {
        pt_snprintf(cc, sizeof(cc), "public, max-age=%u", ttl);
        pt_resp_add_header(resp, "Cache-Control", pt_strdup(cc));
        pt_snprintf(cc, sizeof(cc), "%u", ttl);
        pt_resp_add_header(resp, "X-Accel-Expires", pt_strdup(cc));

    } else {
        pt_resp_add_header(resp, "Cache-Control",
                           pt_strdup(kind == PT_E_NO_SUCH
                                     ? "public, max-age=10" : "no-store"));
    }
}


void
pt_dl_fail(pt_dl_req *req, pt_resp *resp, pt_cause kind,
    const char *detail)
{
    pt_dl_fail_ttl(req, resp, kind, detail, 0);
}


void
pt_dl_fail_db(pt_dl_req *req, pt_resp *resp, pt_db *db)
{
    const char  *detail;
    pt_cause     kind;

    kind = pt_db_problem(db, 0, &detail);
    pt_dl_fail(req, resp, kind, detail);
}


void
pt_dl_validators(pt_dl_req *req, const char *modified, char *etag,
    size_t size, long long *time)
{
    char       hash[65];
    long long  t;

    pt_sha256_hex(req->key, strlen(req->key), hash);
    pt_snprintf(etag, size, "\"%.32s\"", hash);

    *time = 0;

    t = pt_db_time_parse(modified);
    if (t >= 0) {
        *time = t;
    }
}


/* Headers every successful delivery carries. */
void
pt_dl_headers(pt_dl_req *req, pt_resp *resp, const char *modified)
{
    char  cc[96];

    pt_dl_validators(req, modified, resp->etag, sizeof(resp->etag),
                     &resp->last_modified);

    pt_snprintf(cc, sizeof(cc), "public, max-age=%ld,"
                " stale-while-revalidate=60", (long) req->conf->max_age);
    pt_resp_add_header(resp, "Cache-Control", pt_strdup(cc));

    if (req->negotiated) {
        pt_resp_add_header(resp, "Vary", pt_strdup("Accept"));
    }
}


/*
 * Strict mode: only named transforms and the format, unless the URL is
 * signed with one of the project's two newest keys.
 */
static int
pt_dl_strict(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid, int strict)
{
    int  rc;

    /*
     * A signature is checked whenever it is there: a made-up s_ would
     * otherwise make a new cache entry, and a new render, every time.
     */
    if (req->d.sig[0]) {
        rc = req->conf->master_key == NULL ? 0
             : pt_signing_verify(db, req->conf->master_key, pid, req->d.msg,
                                 req->d.msg_len, req->d.sig);

        if (rc == PT_ERROR) {
            pt_dl_fail_db(req, resp, db);
            return PT_ERROR;
        }

        if (rc == 0) {
            pt_dl_fail(req, resp, PT_E_DENIED, "the signature is"
                       " invalid");
            return PT_ERROR;
        }

        return PT_OK;
    }

    /* strict: named transforms and the format only */
    if (strict && (req->t.set != 0 || req->t.nplugins != 0)) {
        pt_dl_fail(req, resp, PT_E_DENIED, "this project serves only"
                   " named transforms (t_<name>) unless the URL is signed"
                   " with an s_ token");
        return PT_ERROR;
    }

    return PT_OK;
}


/* Named transforms: loaded, then resolved with the URL's own tokens. */
static int
pt_dl_presets(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid)
{
    int           rc;
    char          err[512];
    pt_transform  presets[PT_MAX_PRESETS];
    const pt_transform  *list[PT_MAX_PRESETS];
    unsigned      i;

    if (req->t.npresets == 0) {
        return PT_OK;
    }

    err[0] = '\0';
    rc = pt_presets_load(db, pid, &req->t, presets, err, sizeof(err));

    if (rc == PT_ERROR) {
        pt_dl_fail_db(req, resp, db);
        return PT_ERROR;
    }

    if (rc == 0) {
        pt_dl_fail(req, resp, PT_E_INVALID, err);
        return PT_ERROR;
    }

    for (i = 0; i < req->t.npresets; i++) {
        list[i] = &presets[i];
    }

    pt_tf_resolve(&req->t, &req->t, list, NULL, req->t.npresets);

    return PT_OK;
}


/* The image's row, at its first row; NULL with the answer made. */
static pt_rows *
pt_dl_image(pt_db *db, pt_dl_req *req, pt_resp *resp)
{
    pt_rows  *rows;

    rows = pt_image_for_delivery(db, req->d.project, req->d.id);
    if (rows == NULL) {
        pt_dl_fail_db(req, resp, db);
        return NULL;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pt_dl_fail(req, resp, PT_E_NO_SUCH, "no such image");
        return NULL;
    }

    pt_snprintf(req->parent, sizeof(req->parent), "%s",
                pt_rows_str(rows, 14) ? pt_rows_str(rows, 14) : "");

    return rows;
}


/* The plugins the resolved transform runs, as a mask (plugins.h). */
static unsigned
pt_dl_plugins(const pt_transform *t)
{
    int       i;
    unsigned  n, mask;

    mask = 0;

    for (n = 0; n < t->nplugins; n++) {
        i = pt_tf_plugin(t->plugins[n].prefix);
        if (i >= 0) {
            mask |= 1u << i;
        }
    }

    return mask;
}


/*
 * What the URL asks is allowed (strict mode, signature, plugins) and its
 * named transforms are resolved: PT_OK, or PT_ERROR with the answer made.
 * active: the project's activated plugins (plugins.h), read with the
 * image.
 */
static int
pt_dl_allowed(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid, int strict, unsigned active)
{
    int          idx;
    char         err[256];
    unsigned     i;
    const char  *name;

    if (pt_dl_strict(db, req, resp, pid, strict) != PT_OK) {
        return PT_ERROR;
    }

    if (pt_dl_presets(db, req, resp, pid) != PT_OK) {
        return PT_ERROR;
    }

    /* plugins from the URL or a preset, in token order: the first one
     * the project has not activated is named */
    for (i = 0; i < req->t.nplugins; i++) {
        name = req->t.plugins[i].prefix;
        idx = pt_tf_plugin(name);

        if (idx >= 0 && (active >> idx) & 1) {
            continue;
        }

        pt_snprintf(err, sizeof(err), "plugin \"%s\" is not activated for"
                    " project \"%s\"; activate it with POST /api/%s/plugins"
                    "/%s/activate", name, req->d.project, req->d.project,
                    name);
        pt_dl_fail(req, resp, PT_E_INVALID, err);
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The original could not be opened: 404 when it is not there, 502 naming
 * the provider when the customer's bucket cannot be reached or refuses us
 * (never a read from another store), 500 else.
 */
static void
pt_dl_store_fail(pt_db *db, pt_dl_req *req, pt_resp *resp, pt_store *store,
    const char *key, int rc)
{
    char        detail[320];
    pt_cause    p;
    const char *left;

    p = pt_store_problem(rc);

    /* the storage was removed before a migration took its originals:
     * the image is there, its bytes in a bucket no longer configured */
    left = rc == PT_STORE_NOT_FOUND
           ? pt_storage_conf_left_behind(db, req->project_id) : NULL;

    if (left != NULL) {
        pt_snprintf(detail, sizeof(detail), "the original is in the"
                    " project's previous %s bucket, which is no longer"
                    " configured: migrate it (POST /api/%s/migrations/"
                    "storage) or configure the bucket again", left,
                    req->d.project);
        pt_dl_fail(req, resp, PT_E_STATE, detail);
        return;
    }

    pt_log(rc == PT_STORE_NOT_FOUND ? PT_LOG_ERR : PT_LOG_CRIT,
           "delivery: original %s: %s", key,
           rc == PT_STORE_NOT_FOUND ? "missing" : store->error);

    if (p == PT_E_BUCKET) {
        pt_snprintf(detail, sizeof(detail), "the project's %s bucket %s",
                    store->provider ? store->provider : "storage",
                    rc == PT_STORE_DENIED ? "refused the request"
                                          : "cannot be reached");
        pt_dl_fail(req, resp, p, detail);
        return;
    }

    pt_dl_fail(req, resp, p == PT_E_NO_SUCH ? p : PT_E_FAULT,
               p == PT_E_NO_SUCH ? "no such image" : "internal error");
}


/*
 * The source opened: *fd and *st, from the store at key, or for an EPS
 * the raster of its page (key and *fmt replaced, or *fd made on demand).
 * PT_OK, or PT_ERROR with the answer made.
 */
static int
pt_dl_open(pt_db *db, pt_dl_req *req, pt_resp *resp, pt_store *store,
    char *key, size_t size, pt_format *fmt, int pages, int *fd,
    pt_store_stat *st)
{
    int          rc, other;
    struct stat  sb;

    other = (*fmt == PT_FMT_EPS || pt_format_is_video(*fmt))
            && req->d.kind != PT_DL_ORIGINAL;

    if (*fmt == PT_FMT_SVG && req->d.kind != PT_DL_ORIGINAL) {
        pt_dl_fail(req, resp, PT_E_INVALID, "SVG assets are delivered"
                   " as they are, without transforms");
        return PT_ERROR;
    }

    /* a page or a poster is another object than the original, whose
     * size the caller expected (max_download bounds it instead) */
    if (other) {
        pt_store_expect_size(0);
    }

    if (*fmt == PT_FMT_EPS && req->d.kind != PT_DL_ORIGINAL
        && pt_dl_eps_source(db, req, resp, store, key, size, fmt, pages, fd)
           != PT_OK)
    {
        return PT_ERROR;
    }

    /* a video's variants are rendered from its poster */
    if (pt_format_is_video(*fmt) && req->d.kind != PT_DL_ORIGINAL
        && pt_dl_video_source(db, req, resp, store, key, size, fmt, fd)
           != PT_OK)
    {
        return PT_ERROR;
    }

    if (*fd >= 0) {
        /* a raster made on demand */
        rc = fstat(*fd, &sb) == 0 ? PT_STORE_OK : PT_STORE_ERROR;
        st->size = rc == PT_STORE_OK ? sb.st_size : 0;

    } else {
        rc = store->ops->open(store, key, fd, st);
    }

    if (rc != PT_STORE_OK) {
        /* cut at the row's size: the original may have been replaced
         * under the row, which the caller reads again */
        if (rc == PT_STORE_UNREACHABLE && pt_store_download_was_cut()
            && !other)
        {
            return PT_DL_CUT;
        }

        pt_dl_store_fail(db, req, resp, store, key, rc);
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * pt_dl_open() within the row's size.  strip-exif replaces an original in
 * place before its row commits, and may make it bigger: a download cut at
 * the row's size is tried once more within the size the row has once its
 * writer commits (docs/ROBUSTNESS.md).  A bucket that sends too much of
 * an unchanged row still gets its 502.
 */
static int
pt_dl_open_within(pt_db *db, pt_dl_req *req, pt_resp *resp,
    pt_store *store, char *key, size_t size, pt_format *fmt, pt_rows *rows,
    int *fd, pt_store_stat *st)
{
    int        rc, try;
    long long  bytes, now;

    bytes = pt_rows_int(rows, 13);

    for (try = 0; /* void */; try++) {
        pt_store_expect_size((off_t) bytes);
        rc = pt_dl_open(db, req, resp, store, key, size, fmt,
                        (int) pt_rows_int(rows, 5), fd, st);
        pt_store_expect_size(0);

        if (rc != PT_DL_CUT) {
            return rc;
        }

        now = try == 0 ? pt_image_size_settled(db, req->project_id,
                                                req->d.id)
                       : -1;

        if (now <= 0 || now == bytes) {
            pt_dl_store_fail(db, req, resp, store, key,
                             PT_STORE_UNREACHABLE);
            return PT_ERROR;
        }

        pt_log(PT_LOG_NOTICE, "delivery: original %s replaced under its row"
               " (%lld bytes, now %lld): read again", key, bytes, now);
        bytes = now;
    }
}


/* The original as it is stored: fd becomes the response's to close. */
static void
pt_dl_original(pt_dl_req *req, pt_resp *resp, pt_format fmt, int fd,
    const pt_store_stat *st, const char *modified)
{
    resp->status = 200;
    resp->content_type = pt_format_mime(fmt);
    resp->file_fd = fd;
    resp->file_size = st->size;
    pt_dl_headers(req, resp, modified);

    if (fmt == PT_FMT_SVG) {
        /* a sanitized SVG, and still no way for it to run anything */
        pt_resp_add_header(resp, "Content-Security-Policy",
                           pt_strdup("default-src 'none';"
                                     " style-src 'unsafe-inline'"));
    }
}


/*
 * The watermark that wm_ names, opened from the watermark store: *wfd,
 * and wsrc its path for libvips.  PT_OK (also without wm_), or PT_ERROR
 * with the answer made.
 */
static int
pt_dl_watermark(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid, int *wfd, char *wsrc, size_t size)
{
    int        rc;
    char       err[256], name[PT_WATERMARK_KEY_MAX];
    pt_store  *store;

    if (req->t.wm[0] == '\0') {
        return PT_OK;
    }

    if (pt_watermark_exists(db, pid, req->t.wm) != 1)
    {
        pt_snprintf(err, sizeof(err), "token \"wm_%s\": no watermark"
                    " \"%s\" in project \"%s\"", req->t.wm, req->t.wm,
                    req->d.project);
        pt_dl_fail(req, resp, PT_E_INVALID, err);
        return PT_ERROR;
    }

    store = pt_store_watermarks(req->conf->storage_root);

    rc = store != NULL
         && pt_watermark_key(req->d.project, req->t.wm, name, sizeof(name))
            == PT_OK
         && store->ops->open(store, name, wfd, NULL) == PT_STORE_OK;

    if (store) {
        store->ops->free(store);
    }

    if (!rc) {
        pt_dl_fail(req, resp, PT_E_FAULT, "the watermark could not"
                   " be read");
        return PT_ERROR;
    }

    pt_snprintf(wsrc, size, "/proc/self/fd/%d", *wfd);

    return PT_OK;
}


/*
 * Billing (plugins/usage.h): the render succeeded, so each plugin it ran
 * counts once, in this task, at today's price (unless the location says
 * pictor_plugin_billing off: a deployment that bills nobody).  Counted in
 * the worker's batch (plugins/usage_batch.h), which a flush writes; with
 * pictor_plugin_billing_flush 0, or when memory ran out, written here.  A
 * variant whose use could not be recorded is not served (nor cached):
 * PT_ERROR with the answer made, and a retry renders and records again.
 */
static int
pt_dl_bill(pt_db *db, pt_dl_req *req, pt_resp *resp, unsigned long long pid,
    const char *month)
{
    unsigned  used;

    used = pt_dl_plugins(&req->t);
    if (used == 0 || !req->conf->plugin_billing) {
        return PT_OK;
    }

    if (req->conf->plugin_billing_flush > 0
        && pt_usage_count(pid, used, month) == PT_OK)
    {
        /* a flush that cannot keep up: this task writes the batch */
        if (pt_usage_pending() >= PT_USAGE_BATCH_HIGH) {
            (void) pt_usage_flush(db);
        }

        return PT_OK;
    }

    if (pt_usage_record(db, pid, used, month) != PT_OK) {
        pt_dl_fail_db(req, resp, db);
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The plugin budget (plugins/budget.h): a render that runs plugins
 * reserves their cost against the month's budget first; past it, 402 and
 * no render, no bill.  PT_OK with *cost reserved (0: nothing was), or
 * PT_ERROR with the answer made.
 */
static int
pt_dl_budget(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid, pt_rows *rows, const char *month,
    unsigned *cost)
{
    char                names[64], err[512];
    size_t              n;
    unsigned            used, i;
    pt_budget_rc        rc;
    unsigned long long  budget, spent;

    *cost = 0;
    used = pt_dl_plugins(&req->t);

    if (used == 0 || !req->conf->plugin_billing || pt_rows_is_null(rows, 12)
        || pt_budget_cost(used) == 0)
    {
        return PT_OK;
    }

    budget = strtoull(pt_rows_str(rows, 12), NULL, 10);
    rc = pt_budget_reserve(db, pid, month, budget, pt_budget_cost(used),
                           &spent);

    if (rc == PT_BUDGET_RESERVED) {
        *cost = pt_budget_cost(used);
        return PT_OK;
    }

    if (rc == PT_BUDGET_E_DB) {
        pt_dl_fail_db(req, resp, db);
        return PT_ERROR;
    }

    n = 0;
    names[0] = '\0';

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (used & (1u << i)) {
            pt_snprintf(names + n, sizeof(names) - n, "%s\"%s\"",
                        n ? ", " : "", pt_plugin_at(i)->name);
            n = strlen(names);
        }
    }

    pt_snprintf(err, sizeof(err), "%s %s (%u cents a render) would pass"
                " project \"%s\"'s plugin budget for %s: %llu of %llu cents"
                " used; the owner can raise pluginMonthlyBudgetCents in"
                " /api/%s/settings", (used & (used - 1)) ? "plugins"
                                                         : "plugin",
                names, pt_budget_cost(used),
                req->d.project, month, spent, budget, req->d.project);
    pt_dl_fail(req, resp, PT_E_BUDGET, err);

    return PT_ERROR;
}


/* What the wt plugin may write, from the image's row (borrowed). */
static void
pt_dl_meta(pt_rows *rows, pt_render_meta *meta)
{
    memset(meta, 0, sizeof(pt_render_meta));
    meta->author = pt_rows_str(rows, 6);
    meta->copyright_holder = pt_rows_str(rows, 7);
    meta->date_created = pt_rows_str(rows, 8);
    meta->date_published = pt_rows_str(rows, 9);
}


/* a render in the metrics: its format, time and plugins */
static void
pt_dl_count(pt_dl_req *req, pt_out_format format, uint64_t usec)
{
    unsigned  i, mask;

    pt_metrics_render((unsigned) format - 1, usec);

    mask = pt_dl_plugins(&req->t);

    for (i = 0; i < PT_NPLUGINS; i++) {
        if (mask & (1u << i)) {
            pt_metrics_plugin(i);
        }
    }
}


/* The variant rendered from the source open at fd, which stays open. */
static void
pt_dl_render(pt_db *db, pt_dl_req *req, pt_resp *resp,
    unsigned long long pid, pt_format fmt, int fd, pt_rows *rows)
{
    int                 wfd, rc;
    char                src[64], wsrc[64];
    char                month[PT_MONTH_SIZE];
    uint64_t            start;
    unsigned            cost;
    pt_error            e;
    pt_render_in        in;
    pt_render_out       out;
    pt_render_meta      meta;
    const pt_api_conf  *conf = req->conf;

    wfd = -1;
    wsrc[0] = '\0';

    if (pt_dl_watermark(db, req, resp, pid, &wfd, wsrc, sizeof(wsrc))
        != PT_OK)
    {
        return;
    }

    /* the month of the reservation is the month of the bill */
    pt_usage_month_of(time(NULL), month);

    if (pt_dl_budget(db, req, resp, pid, rows, month, &cost) != PT_OK) {
        if (wfd >= 0) {
            close(wfd);
        }
        return;
    }

    pt_snprintf(src, sizeof(src), "/proc/self/fd/%d", fd);

    memset(&in, 0, sizeof(in));
    in.t = &req->t;
    in.format = req->format;
    in.src_path = src;
    in.src_format = fmt;
    in.wm_path = wsrc[0] ? wsrc : NULL;
    in.limits = &conf->limits;
    in.max_output_side = (int) conf->max_output_side;
    in.max_output_pixels = (unsigned long long) conf->max_output_pixels;
    in.shrink = (pt_shrink_policy) conf->shrink_on_load;
    in.jpeg_baseline = !conf->jpeg_progressive;
    in.timeout = (double) conf->render_timeout / 1000;
    pt_dl_meta(rows, &meta);
    in.meta = &meta;

    memset(&out, 0, sizeof(out));

    start = pt_metrics_clock();

    rc = pt_render(&in, &out, &e);

    if (wfd >= 0) {
        close(wfd);
    }

    if (rc != PT_OK) {
        if (cost) {
            pt_budget_release(db, pid, month, cost);
        }

        pt_dl_fail(req, resp, e.cause, e.detail);
        return;
    }

    pt_dl_count(req, out.format, pt_metrics_clock() - start);

    if (pt_dl_bill(db, req, resp, pid, month) != PT_OK) {
        if (cost) {
            pt_budget_release(db, pid, month, cost);
        }

        free(out.data);                   /* glib's malloc is malloc */
        return;
    }

    resp->status = 200;
    resp->content_type = pt_out_format_mime(out.format);
    resp->body = (char *) out.data;       /* glib's malloc is malloc */
    resp->body_len = out.len;
    pt_dl_headers(req, resp, pt_rows_str(rows, 3));
}


static void
pt_dl_serve(pt_db *db, pt_dl_req *req, pt_resp *resp)
{
    int                 fd, rc;
    char                key[256];
    pt_rows            *rows;
    pt_store           *store;
    pt_format           fmt;
    pt_error            why;
    pt_store_stat       st;
    unsigned long long  pid;

    if (db == NULL) {
        pt_dl_fail_db(req, resp, NULL);
        return;
    }

    rows = pt_dl_image(db, req, resp);
    if (rows == NULL) {
        return;
    }

    pid = (unsigned long long) pt_rows_int(rows, 0);
    req->project_id = pid;
    fmt = pt_format_from_name(pt_rows_str(rows, 1));

    if (pt_dl_allowed(db, req, resp, pid, (int) pt_rows_int(rows, 4),
                      pt_plugin_mask_parse(pt_rows_str(rows, 10)))
        != PT_OK)
    {
        pt_rows_free(rows);
        return;
    }

    store = pt_rows_int(rows, 11) == 1
            ? pt_store_for_managed_project(req->conf->storage_root, pid,
                                           &why)
            : pt_store_for_project(db, req->conf->storage_root, pid, &why);
    if (store == NULL) {
        pt_rows_free(rows);
        pt_dl_fail(req, resp, why.cause, why.detail);
        return;
    }

    (void) pt_image_key(req->d.project, req->d.id, key, sizeof(key));

    /* another node may have rewritten the original (strip-exif) */
    pt_store_cache_version(store, pt_rows_str(rows, 3));

    fd = -1;

    /* a range of a large video in a bucket: straight from the provider */
    if (req->d.kind == PT_DL_ORIGINAL
        && pt_dl_range(req, resp, store, key, fmt, pt_rows_str(rows, 3))
           == PT_OK)
    {
        store->ops->free(store);
        pt_rows_free(rows);
        return;
    }

    /* the row's size: a bucket that sends more is cut there */
    rc = pt_dl_open_within(db, req, resp, store, key, sizeof(key), &fmt,
                           rows, &fd, &st);

    if (rc == PT_OK) {
        if (req->d.kind == PT_DL_ORIGINAL) {
            pt_dl_original(req, resp, fmt, fd, &st, pt_rows_str(rows, 3));
            fd = -1;

            if (pt_format_is_video(fmt)
                && pt_store_file_path(store, key, req->file_path,
                                      sizeof(req->file_path))
                   != PT_STORE_OK)
            {
                req->file_path[0] = '\0';
            }

        } else {
            pt_dl_render(db, req, resp, pid, fmt, fd, rows);
        }
    }

    if (fd >= 0) {
        close(fd);
    }

    store->ops->free(store);
    pt_rows_free(rows);
}


void
pt_dl_run(pt_db *db, pt_dl_req *req, pt_resp *resp)
{
    req->parent[0] = '\0';

    pt_dl_serve(db, req, resp);
    pt_dl_tags(req, resp);
}
