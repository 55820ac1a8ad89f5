/*
 * On-demand EPS pages as delivery sources: the page's raster made by
 * pictord, or rasterized now (eps_demand.c), and the answers when it
 * cannot be.
 */

#include <string.h>

#include "delivery/delivery_int.h"
#include "eps/eps_demand.h"
#include "records/images.h"


/* What an on-demand page that could not be made answers. */
static void
pt_dl_eps_fail(pt_dl_req *req, pt_resp *resp, pt_eps_demand *d,
    pt_demand_rc rc)
{
    char  err[160];

    switch (rc) {

    case PT_DEMAND_NO_PAGE:
        pt_snprintf(err, sizeof(err), "page %d is past the last page of"
                    " the EPS", d->page);
        pt_dl_fail_ttl(req, resp, PT_E_INVALID, err, d->ttl_left);
        return;

    case PT_DEMAND_FAILED:
        pt_snprintf(err, sizeof(err), "ghostscript could not rasterize page"
                    " %d of the EPS", d->page);
        pt_dl_fail_ttl(req, resp, PT_E_UNREADABLE, err, d->ttl_left);
        return;

    case PT_DEMAND_TIMEOUT:
        pt_snprintf(err, sizeof(err), "rasterizing page %d of the EPS took"
                    " longer than the render time limit", d->page);
        pt_dl_fail_ttl(req, resp, PT_E_UNREADABLE, err, d->ttl_left);
        return;

    case PT_DEMAND_GONE:
        pt_dl_fail(req, resp, PT_E_NO_SUCH, "no such image (deleted"
                   " while its page was being made)");
        return;

    case PT_DEMAND_BUSY:
        pt_dl_fail(req, resp, PT_E_BUSY, "too many EPS pages are"
                   " being rasterized on demand; retry later");
        return;

    default:
        pt_dl_fail(req, resp, PT_E_FAULT, "internal error");
        return;
    }
}


int
pt_dl_made_source(pt_db *db, pt_dl_req *req, pt_resp *resp, pt_rows *rows,
    char *key, size_t size, pt_format *fmt)
{
    if (rows == NULL) {
        pt_dl_fail_db(req, resp, db);
        return PT_ERROR;
    }

    /* the page is chosen by now: the source has one */
    req->t.set &= ~(1u << PT_K_PAGE);
    req->t.page = 1;
    *fmt = PT_FMT_PNG;

    if (pt_rows_next(rows)) {
        (void) pt_image_key(req->d.project, pt_rows_str(rows, 0), key, size);
        pt_rows_free(rows);
        return 1;
    }

    pt_rows_free(rows);

    return 0;
}


/*
 * An EPS renders from its rasterized page when pictord has made it, else
 * from the page rasterized on demand (eps_demand.c).  A page past the
 * count the row knows (pages, 0 when unknown), or on demand past
 * pictor_eps_max_pages, is refused before any work.  Either key and *fmt
 * are replaced, or *fd is the raster.
 */
int
pt_dl_eps_source(pt_db *db, pt_dl_req *req, pt_resp *resp, pt_store *store,
    char *key, size_t size, pt_format *fmt, int pages, int *fd)
{
    int                 page, made;
    char                err[160];
    pt_eps_demand       d;
    pt_demand_rc        rc;
    const pt_api_conf  *conf = req->conf;

    page = (req->t.set & (1u << PT_K_PAGE)) ? req->t.page : 1;

    if (pages > 0 && page > pages) {
        pt_snprintf(err, sizeof(err), "page %d is past the last page of the"
                    " EPS (%d)", page, pages);
        pt_dl_fail_ttl(req, resp, PT_E_INVALID, err,
                       conf->eps_failed_ttl);
        return PT_ERROR;
    }

    made = pt_dl_made_source(db, req, resp, pt_image_page(db, req->d.id,
                                                          page),
                             key, size, fmt);
    if (made != 0) {
        return made > 0 ? PT_OK : PT_ERROR;
    }

    if (page > (int) conf->eps_max_pages) {
        pt_snprintf(err, sizeof(err), "page %d is over the page limit"
                    " (%lu)", page, conf->eps_max_pages);
        pt_dl_fail_ttl(req, resp, PT_E_INVALID, err,
                       conf->eps_failed_ttl);
        return PT_ERROR;
    }

    memset(&d, 0, sizeof(d));
    d.storage_root = conf->storage_root;
    d.store = store;
    d.key = key;
    d.image_id = req->d.id;
    d.page = page;
    d.max_runs = (unsigned) conf->eps_on_demand;
    d.failed_ttl = (unsigned) conf->eps_failed_ttl;
    d.timeout_ms = (unsigned) conf->render_timeout;

    rc = pt_eps_demand_page(&d, fd);

    if (rc != PT_DEMAND_OK) {
        pt_dl_eps_fail(req, resp, &d, rc);
        return PT_ERROR;
    }

    return PT_OK;
}
