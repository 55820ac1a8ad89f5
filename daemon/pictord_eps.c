/*
 * Helpers of the EPS job kinds: the parent and its original in a work
 * directory, the tools in the sandbox with pictord.conf's eps limits, the
 * first raster and the designs on it, and the guarded completion.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "pictord_eps.h"
#include "eps/eps_demand.h"
#include "records/images.h"
#include "records/storage.h"


static int pictord_eps_parent(pictord_worker *w, pt_job *job,
    pictord_eps_job *ej, pictord_failure *f);
static int pictord_eps_workdir(pictord_worker *w, pt_job *job,
    pictord_eps_job *ej, char *work, size_t size, pictord_failure *f);
static int pictord_eps_original(pictord_worker *w, pt_job *job,
    pictord_eps_job *ej, const char *work, pictord_failure *f);


int
pictord_eps_begin(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    pt_derived_ctx *dc, char *work, size_t size, pictord_failure *f)
{
    memset(ej, 0, sizeof(*ej));
    memset(dc, 0, sizeof(*dc));
    work[0] = '\0';

    if (pictord_eps_parent(w, job, ej, f) != PT_OK
        || pictord_eps_workdir(w, job, ej, work, size, f) != PT_OK
        || pictord_eps_original(w, job, ej, work, f) != PT_OK)
    {
        return PT_ERROR;
    }

    dc->project_id = ej->project_id;
    dc->project = ej->project;
    dc->parent = ej->image_id;
    dc->store = ej->store;
    dc->limits = &ej->limits;

    return PT_OK;
}


/* The parent's row: its project, size at 300 DPI, and that it is an EPS. */
static int
pictord_eps_parent(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    pictord_failure *f)
{
    pt_rows  *rows;

    rows = pt_image_for_job(w->db, job->image_id);
    if (rows == NULL) {
        pictord_fail_db(f, w);
        return PT_ERROR;
    }

    /* deleted before the job ran (or while it waited for a retry) */
    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pictord_fail(f, PT_JOB_E_GONE, 0, "image %s is gone",
                     job->image_id);
        return PT_ERROR;
    }

    if (strcmp(pt_rows_str(rows, 1), "eps") != 0) {
        pt_rows_free(rows);
        pictord_fail(f, PT_JOB_E_INVALID, 0, "image %s is not an EPS",
                     job->image_id);
        return PT_ERROR;
    }

    pt_snprintf(ej->project, sizeof(ej->project), "%s",
                pt_rows_str(rows, 0));
    pt_snprintf(ej->image_id, sizeof(ej->image_id), "%s", job->image_id);
    ej->width = (int) pt_rows_int(rows, 2);
    ej->height = (int) pt_rows_int(rows, 3);
    ej->project_id = (unsigned long long) pt_rows_int(rows, 4);
    ej->pages = (int) pt_rows_int(rows, 5);
    pt_rows_free(rows);

    ej->limits.max_pixels = 400000000ULL;
    ej->limits.max_frames = 1;
    /* ghostscript's and libvips' own output: decoding it again to check it
     * would cost as much as the rasterizing */
    ej->limits.header_only = 1;

    return PT_OK;
}


/* The store, and a fresh work directory named for the job (mkdtemp). */
static int
pictord_eps_workdir(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    char *work, size_t size, pictord_failure *f)
{
    char          prefix[64], dir[4096];
    pt_error      why;

    ej->store = pt_store_for_project(w->db, w->conf->storage_root,
                                     ej->project_id, &why);
    if (ej->store == NULL) {
        pictord_fail(f, pt_cause_is_ours(why.cause) ? PT_JOB_E_INTERNAL
                                                  : PT_JOB_E_STORAGE,
                     0, "%s", why.detail);
        return PT_ERROR;
    }

    if (pt_scratch_dir(w->conf->storage_root, dir, sizeof(dir)) != PT_OK) {
        pictord_fail(f, PT_JOB_E_STORAGE, 0, "no scratch directory");
        return PT_ERROR;
    }

    pt_snprintf(prefix, sizeof(prefix), "job-%s-", job->id);
    pictord_sweep(dir, prefix);

    pt_snprintf(work, size, "%s/%sXXXXXX", dir, prefix);

    if (pt_sandbox_mkdtemp(work) == NULL) {
        pictord_fail(f, PT_JOB_E_STORAGE, 0, "mkdtemp(\"%s\"): %s", work,
                     strerror(errno));
        work[0] = '\0';
        return PT_ERROR;
    }

    return PT_OK;
}


/*
 * The original copied into work, where the sandboxed tools may read it
 * (they keep no other descriptor open), and its header checked: the box
 * decides how ghostscript is called.
 */
static int
pictord_eps_original(pictord_worker *w, pt_job *job, pictord_eps_job *ej,
    const char *work, pictord_failure *f)
{
    int          rc, fd;
    char         key[256];
    pt_error     e;
    struct stat  st;

    (void) pt_image_key(ej->project, ej->image_id, key, sizeof(key));
    pt_snprintf(ej->src, sizeof(ej->src), "%s/input.eps", work);

    rc = ej->store->ops->get_file(ej->store, key, ej->src);
    if (rc != PT_STORE_OK) {
        (void) pictord_fail_original(f, w, job, key, rc, ej->store->error);
        return PT_ERROR;
    }

    e.detail[0] = '\0';
    fd = open(ej->src, O_RDONLY | O_CLOEXEC);
    rc = fd >= 0 && fstat(fd, &st) == 0
         && pt_eps_validate(fd, st.st_size, &ej->info, &e) == PT_OK;

    if (fd >= 0) {
        close(fd);
    }

    if (!rc) {
        pictord_fail(f, PT_JOB_E_INVALID, 0, "the original is not a valid"
                     " EPS: %s", e.detail[0] ? e.detail : strerror(errno));
        return PT_ERROR;
    }

    return PT_OK;
}


/* A work directory and the files in it (the tools make no subfolders). */
void
pictord_rmdir(const char *dir)
{
    DIR            *d;
    char            path[4400];
    struct dirent  *e;

    d = opendir(dir);
    if (d == NULL) {
        return;
    }

    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] != '.') {
            pt_snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
            unlink(path);
        }
    }

    closedir(d);
    rmdir(dir);
}


/*
 * Work directories are named for the job: what an earlier attempt left
 * when its pictord died is removed before this attempt (which holds the
 * lease now) starts.
 */
void
pictord_sweep(const char *tmpdir, const char *prefix)
{
    DIR            *d;
    char            path[4400];
    size_t          n;
    struct dirent  *e;

    d = opendir(tmpdir);
    if (d == NULL) {
        return;
    }

    n = strlen(prefix);

    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, prefix, n) == 0) {
            pt_snprintf(path, sizeof(path), "%s/%s", tmpdir, e->d_name);
            pictord_rmdir(path);
        }
    }

    closedir(d);
}


void
pictord_eps_end(pictord_eps_job *ej, pt_derived_ctx *dc, const char *work)
{
    (void) dc;

    if (work[0]) {
        pictord_rmdir(work);
    }

    if (ej->store) {
        ej->store->ops->free(ej->store);
    }
}


int
pictord_gs(pictord_worker *w, pictord_eps_job *ej, const char *work,
    const char *out, const char *device, int last, pictord_failure *f)
{
    pt_gs_cmd  cmd;

    pt_eps_gs_cmd(&cmd, &ej->info, device, ej->src, out, 0, last);

    return pictord_tool(w, work, cmd.argv, "ghostscript", PT_JOB_E_RENDER,
                        f);
}


int
pictord_tool(pictord_worker *w, const char *work, const char *const *argv,
    const char *name, pt_job_failure failed, pictord_failure *f)
{
    char        err[512];
    pt_sandbox  sb;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = work;
    sb.timeout_ms = w->conf->eps_timeout * 1000;
    sb.cpu_seconds = w->conf->eps_timeout;
    sb.memory = (unsigned long long) w->conf->eps_memory_mb << 20;
    sb.file_size = 1ULL << 30;

    err[0] = '\0';

    switch (pt_sandbox_run(&sb, err, sizeof(err))) {

    case PT_SANDBOX_OK:
        return PT_OK;

    case PT_SANDBOX_TIMEOUT:
        pictord_fail(f, PT_JOB_E_TIMEOUT, w->conf->eps_timeout,
                     "%s killed at the time limit of %u s", name,
                     w->conf->eps_timeout);
        return PT_ERROR;

    case PT_SANDBOX_FAILED:
        /* stderr is the uploaded file's to write: the log only */
        pictord_fail(f, failed, 0, "%s failed: %s", name,
                     err[0] ? err : "no message");
        return PT_ERROR;

    default:
        pictord_fail(f, PT_JOB_E_SANDBOX, 0, "%s did not start: %s", name,
                     err);
        return PT_ERROR;
    }
}


int
pictord_eps_finish(pictord_worker *w, pt_job *job, pt_derived_ctx *dc,
    const char *thumb, int pages, pictord_failure *f)
{
    int        rc;
    long long  n;

    if (pt_db_begin(w->db) != PT_OK) {
        goto failed;
    }

    /* the parent's DELETE locks the row too: it waits, or it was first */
    n = pt_image_lock(w->db, dc->project_id, job->image_id);
    if (n < 0) {
        goto failed;
    }

    if (n == 0) {
        pt_db_rollback(w->db);

        /* nothing points at what this job stored: it goes too */
        if (pt_derived_remove(w->db, dc, NULL, "") != PT_OK) {
            pt_log(PT_LOG_ERR, "job %s: assets of deleted image %s not"
                   " removed: %s", job->id, job->image_id,
                   pt_db_errmsg(w->db));
        }

        pt_eps_demand_forget(w->conf->storage_root, job->image_id);

        return pictord_fail(f, PT_JOB_E_GONE, 0, "image %s was deleted"
                            " while the job ran", job->image_id);
    }

    if (thumb && pt_image_set_thumbnail(w->db, job->image_id, thumb, pages)
                 < 0)
    {
        goto failed;
    }

    rc = pictord_complete(w, job, f);

    /* delivery reads the stored pages now, not those made on demand */
    if (rc == PICTORD_JOB_DONE && thumb) {
        pt_eps_demand_forget(w->conf->storage_root, job->image_id);
    }

    return rc;

failed:

    pictord_fail_db(f, w);
    pt_db_rollback(w->db);
    return PICTORD_JOB_FAILED;
}


VipsImage *
pictord_eps_raster(pictord_worker *w, pictord_eps_job *ej, const char *work,
    pictord_failure *f)
{
    char        key[256], path[4200];
    pt_rows    *rows;
    VipsImage  *in, *out;

    rows = pt_image_page(w->db, ej->image_id, 1);
    if (rows == NULL) {
        pictord_fail_db(f, w);
        return NULL;
    }

    if (!pt_rows_next(rows)) {
        pt_rows_free(rows);
        pictord_fail(f, PT_JOB_E_NOT_READY, 0, "no raster of %s yet",
                     ej->image_id);
        return NULL;
    }

    (void) pt_image_key(ej->project, pt_rows_str(rows, 0), key, sizeof(key));
    pt_rows_free(rows);

    pt_snprintf(path, sizeof(path), "%s/raster.png", work);

    if (ej->store->ops->get_file(ej->store, key, path) != PT_STORE_OK) {
        pictord_fail(f, PT_JOB_E_STORAGE, 0, "the raster %s cannot be read:"
                     " %s", key, ej->store->error);
        return NULL;
    }

    in = vips_image_new_from_file(path, "access", VIPS_ACCESS_RANDOM,
                                  NULL);
    if (in == NULL || vips_cast_uchar(in, &out, NULL) != 0) {
        if (in) {
            g_object_unref(in);
        }
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "the raster %s cannot be"
                     " decoded: %s", key, vips_error_buffer());
        vips_error_clear();
        return NULL;
    }

    g_object_unref(in);

    return out;
}


int
pictord_eps_regions(VipsImage *img, int gap, int design, pt_region *regions,
    int max)
{
    int      n;
    void    *mem;
    size_t   size;

    mem = vips_image_write_to_memory(img, &size);
    if (mem == NULL) {
        vips_error_clear();
        return -1;
    }

    n = pt_split_regions(mem, img->Xsize, img->Ysize, img->Bands, gap,
                         design, regions, max);
    g_free(mem);

    return n;
}


void
pictord_split_args(pt_job *job, int *gap, int *design)
{
    json_t  *p;

    *gap = PICTORD_SPLIT_GAP;
    *design = PICTORD_SPLIT_DESIGN;

    if (job->payload) {
        p = json_loads(job->payload, 0, NULL);
        (void) json_unpack(p, "{s?i, s?i}", "minGapPx", gap,
                           "minDesignPx", design);
        json_decref(p);
    }
}
