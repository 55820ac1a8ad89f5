/*
 * EPS pages rasterized on demand for delivery (eps_demand.h).
 *
 * Each page made is kept at {storage_root}/.eps-pages/{imageId}/{page}.png
 * (a hidden name: never a store object), so the variants of a page are
 * rendered from one ghostscript run whatever their width or format; the
 * image's DELETE and pictord, once it has stored the pages, remove them.
 *
 * One run per image and page (core/demand.h): waiting is bounded by the
 * holder's run, which the sandbox kills at the time limit.
 *
 * At most max_runs ghostscript runs at once per process (an nginx worker):
 * more answer PT_DEMAND_BUSY, so anonymous requests cannot fill the render
 * pool with PostScript.  A failure (no such page, a PostScript error, the
 * time limit) is kept in {page}.failed, whose age is its mtime, for
 * failed_ttl seconds: until then the same page of the same file fails the
 * same way without a run.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "core/demand.h"
#include "eps/eps.h"
#include "eps/eps_demand.h"
#include "records/storage.h"


#define PT_EPS_DEMAND_DIR  ".eps-pages"


/* ghostscript runs of this process now */
static atomic_uint  pt_eps_demand_runs;


/* What ghostscript's run means for the page. */
static pt_demand_rc
pt_eps_demand_result(pt_eps_demand *d, pt_sandbox_result r, const char *out,
    const char *png, const char *err, int *fd)
{
    struct stat  st;

    switch (r) {

    case PT_SANDBOX_OK:
        if (stat(out, &st) == 0) {
            return pt_demand_keep(out, png, fd) == 0 ? PT_DEMAND_OK
                                                     : PT_DEMAND_ERROR;
        }

        /* past the last page; or the file draws no page at all */
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript made no"
               " page", d->image_id, d->page);
        return d->page > 1 ? PT_DEMAND_NO_PAGE : PT_DEMAND_FAILED;

    case PT_SANDBOX_TIMEOUT:
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript killed at"
               " the time limit of %u ms", d->image_id, d->page,
               d->timeout_ms);
        return PT_DEMAND_TIMEOUT;

    case PT_SANDBOX_FAILED:
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript failed:"
               " %s", d->image_id, d->page, err[0] ? err : "no message");
        return PT_DEMAND_FAILED;

    default:
        pt_log(PT_LOG_ERR, "EPS %s page %d on demand: ghostscript did not"
               " start: %s", d->image_id, d->page, err);
        return PT_DEMAND_ERROR;
    }
}


/* One run: the original copied out, ghostscript, the raster kept. */
static pt_demand_rc
pt_eps_demand_run(void *ctx, const char *png, int *pfd)
{
    pt_eps_demand     *d = ctx;
    int                fd, rc;
    char               dir[4096], work[4200], src[4300], out[4300];
    char               err[512];
    pt_error           e;
    pt_gs_cmd          cmd;
    pt_sandbox         sb;
    struct stat        st;
    pt_eps_info        info;
    pt_demand_rc       res;

    if (pt_scratch_dir(d->storage_root, dir, sizeof(dir)) != PT_OK) {
        return PT_DEMAND_ERROR;
    }

    pt_snprintf(work, sizeof(work), "%s/eps-XXXXXX", dir);

    if (pt_sandbox_mkdtemp(work) == NULL) {
        pt_log(PT_LOG_CRIT, "mkdtemp(\"%s\") failed: %s", work,
               strerror(errno));
        return PT_DEMAND_ERROR;
    }

    pt_snprintf(src, sizeof(src), "%s/input.eps", work);
    pt_snprintf(out, sizeof(out), "%s/page.png", work);

    res = PT_DEMAND_ERROR;
    err[0] = '\0';
    e.detail[0] = '\0';

    rc = d->store->ops->get_file(d->store, d->key, src);
    if (rc == PT_STORE_NOT_FOUND) {
        /* deleted since delivery read its row */
        res = PT_DEMAND_GONE;
        goto done;
    }

    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_ERR, "EPS %s on demand: the original: %s", d->image_id,
               d->store->error);
        goto done;
    }

    fd = open(src, O_RDONLY | O_CLOEXEC);
    rc = fd >= 0 && fstat(fd, &st) == 0
         && pt_eps_validate(fd, st.st_size, &info, &e) == PT_OK;

    if (fd >= 0) {
        close(fd);
    }

    if (!rc) {
        pt_log(PT_LOG_ERR, "EPS %s on demand: the original is not a valid"
               " EPS: %s", d->image_id, e.detail);
        res = PT_DEMAND_FAILED;
        goto done;
    }

    pt_eps_gs_cmd(&cmd, &info, "pngalpha", src, out, d->page, d->page);

    memset(&sb, 0, sizeof(sb));
    sb.argv = cmd.argv;
    sb.workdir = work;
    sb.timeout_ms = d->timeout_ms;
    sb.cpu_seconds = d->timeout_ms / 1000 + 1;
    sb.memory = 2ULL << 30;
    sb.file_size = 1ULL << 30;

    /* one line per run: how often ghostscript runs can be counted */
    pt_log(PT_LOG_INFO, "EPS %s page %d: rasterizing on demand",
           d->image_id, d->page);

    res = pt_eps_demand_result(d, pt_sandbox_run(&sb, err, sizeof(err)),
                               out, png, err, pfd);

done:

    (void) unlink(src);
    (void) unlink(out);
    (void) rmdir(work);

    return res;
}


static const pt_demand_kind  pt_eps_demand_kind = {
    PT_EPS_DEMAND_DIR, &pt_eps_demand_runs, pt_eps_demand_run
};


pt_demand_rc
pt_eps_demand_page(pt_eps_demand *d, int *fd)
{
    int        rc;
    char       name[16];
    pt_demand  dm;

    pt_snprintf(name, sizeof(name), "%d", d->page);

    /* the kind, where, max_runs, failed_ttl, the run's context */
    dm = (pt_demand) { &pt_eps_demand_kind, d->storage_root, d->image_id,
                       name, d->max_runs, d->failed_ttl, d, 0 };

    rc = pt_demand_get(&dm, fd);
    d->ttl_left = dm.ttl_left;

    return rc;
}


void
pt_eps_demand_forget(const char *storage_root, const char *image_id)
{
    pt_demand_forget(&pt_eps_demand_kind, storage_root, image_id);
}
