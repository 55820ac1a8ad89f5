/*
 * EPS pages rasterized on demand for delivery (eps_demand.h).
 *
 * Each page made is kept at {storage_root}/.eps-pages/{imageId}/{page}.png
 * (a hidden name: never a store object), so the variants of a page are
 * rendered from one ghostscript run whatever their width or format; the
 * image's DELETE and pictord, once it has stored the pages, remove them.
 *
 * One run per image and page: {page}.lock is flock()ed, which excludes
 * other threads (each opens its own description) and other workers alike;
 * whoever gets the lock after a run finds the raster, or the failure.
 * Waiting is bounded by the holder's run, which the sandbox kills at the
 * time limit.
 *
 * At most max_runs ghostscript runs at once per process (an nginx worker):
 * more answer BUSY (503), so anonymous requests cannot fill the render
 * pool with PostScript.  A failure (no such page, a PostScript error, the
 * time limit) is kept in {page}.failed, whose age is its mtime, for
 * failed_ttl seconds: until then the same page of the same file fails the
 * same way without a run.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#include "eps/eps.h"
#include "eps/eps_demand.h"
#include "records/storage.h"


#define PT_EPS_DEMAND_DIR  ".eps-pages"


/* ghostscript runs of this process now */
static atomic_uint  pt_eps_demand_runs;

/* what {page}.failed says, by pt_eps_demand_rc */
static const char *const  pt_eps_demand_kept[] = {
    "", "no-page", "failed", "timeout", NULL
};


/* {root}/.eps-pages/{id}[/{page}{suffix}] */
static void
pt_eps_demand_path(const pt_eps_demand *d, const char *suffix, char *buf,
    size_t size)
{
    if (suffix == NULL) {
        pt_snprintf(buf, size, "%s/" PT_EPS_DEMAND_DIR "/%s",
                    d->storage_root, d->image_id);
        return;
    }

    pt_snprintf(buf, size, "%s/" PT_EPS_DEMAND_DIR "/%s/%d%s",
                d->storage_root, d->image_id, d->page, suffix);
}


/* The kept answer: OK with *fd, a failure still fresh, or -1. */
static int
pt_eps_demand_cached(pt_eps_demand *d, int *fd)
{
    int          f, i;
    char         path[4096], buf[16];
    time_t       age;
    ssize_t      n;
    struct stat  st;

    pt_eps_demand_path(d, ".png", path, sizeof(path));

    *fd = open(path, O_RDONLY | O_CLOEXEC);
    if (*fd >= 0) {
        return PT_EPS_DEMAND_OK;
    }

    if (d->failed_ttl == 0) {
        return -1;
    }

    pt_eps_demand_path(d, ".failed", path, sizeof(path));

    f = open(path, O_RDONLY | O_CLOEXEC);
    if (f < 0) {
        return -1;
    }

    if (fstat(f, &st) != 0) {
        close(f);
        return -1;
    }

    n = read(f, buf, sizeof(buf) - 1);
    close(f);

    age = time(NULL) - st.st_mtime;

    if (n <= 0 || age < 0 || age >= (time_t) d->failed_ttl) {
        return -1;
    }

    buf[n] = '\0';

    for (i = 1; pt_eps_demand_kept[i] != NULL; i++) {
        if (strcmp(buf, pt_eps_demand_kept[i]) == 0) {
            d->ttl_left = d->failed_ttl - (unsigned) age;
            return i;
        }
    }

    return -1;
}


/* A failure worth keeping, written whole (rename) for readers. */
static void
pt_eps_demand_remember(pt_eps_demand *d, pt_eps_demand_rc rc)
{
    int          fd;
    char         tmp[4096], path[4096];
    size_t       len;
    const char  *s;

    if (d->failed_ttl == 0 || rc == PT_EPS_DEMAND_OK
        || rc > PT_EPS_DEMAND_TIMEOUT)
    {
        return;
    }

    /* only the lock's holder writes: a fixed temp name is safe */
    pt_eps_demand_path(d, ".failed.tmp", tmp, sizeof(tmp));
    pt_eps_demand_path(d, ".failed", path, sizeof(path));

    s = pt_eps_demand_kept[rc];
    len = strlen(s);

    fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);

    if (fd < 0 || write(fd, s, len) != (ssize_t) len || close(fd) != 0
        || rename(tmp, path) != 0)
    {
        pt_log(PT_LOG_CRIT, "EPS %s page %d: cannot keep the failure in"
               " \"%s\": %s", d->image_id, d->page, path,
               strerror(errno));
        (void) unlink(tmp);
        return;
    }

    d->ttl_left = d->failed_ttl;
}


/* What ghostscript's run means for the page. */
static pt_eps_demand_rc
pt_eps_demand_result(pt_eps_demand *d, pt_sandbox_result r, const char *out,
    const char *png, const char *err)
{
    struct stat  st;

    switch (r) {

    case PT_SANDBOX_OK:
        if (stat(out, &st) == 0) {
            if (rename(out, png) == 0) {
                return PT_EPS_DEMAND_OK;
            }

            pt_log(PT_LOG_CRIT, "EPS %s page %d: rename(\"%s\") failed: %s",
                   d->image_id, d->page, png, strerror(errno));
            return PT_EPS_DEMAND_ERROR;
        }

        /* past the last page; or the file draws no page at all */
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript made no"
               " page", d->image_id, d->page);
        return d->page > 1 ? PT_EPS_DEMAND_NO_PAGE : PT_EPS_DEMAND_FAILED;

    case PT_SANDBOX_TIMEOUT:
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript killed at"
               " the time limit of %u ms", d->image_id, d->page,
               d->timeout_ms);
        return PT_EPS_DEMAND_TIMEOUT;

    case PT_SANDBOX_FAILED:
        pt_log(PT_LOG_INFO, "EPS %s page %d on demand: ghostscript failed:"
               " %s", d->image_id, d->page, err[0] ? err : "no message");
        return PT_EPS_DEMAND_FAILED;

    default:
        pt_log(PT_LOG_ERR, "EPS %s page %d on demand: ghostscript did not"
               " start: %s", d->image_id, d->page, err);
        return PT_EPS_DEMAND_ERROR;
    }
}


/* One run: the original copied out, ghostscript, the raster kept. */
static pt_eps_demand_rc
pt_eps_demand_run(pt_eps_demand *d)
{
    int                fd, rc;
    char               dir[4096], work[4200], src[4300], out[4300];
    char               png[4096];
    char               err[512];
    pt_gs_cmd          cmd;
    pt_sandbox         sb;
    struct stat        st;
    pt_eps_info        info;
    pt_eps_demand_rc   res;

    if (pt_scratch_dir(d->storage_root, dir, sizeof(dir)) != PT_OK) {
        return PT_EPS_DEMAND_ERROR;
    }

    pt_snprintf(work, sizeof(work), "%s/eps-XXXXXX", dir);

    if (mkdtemp(work) == NULL) {
        pt_log(PT_LOG_CRIT, "mkdtemp(\"%s\") failed: %s", work,
               strerror(errno));
        return PT_EPS_DEMAND_ERROR;
    }

    pt_snprintf(src, sizeof(src), "%s/input.eps", work);
    pt_snprintf(out, sizeof(out), "%s/page.png", work);
    pt_eps_demand_path(d, ".png", png, sizeof(png));

    res = PT_EPS_DEMAND_ERROR;
    err[0] = '\0';

    rc = d->store->ops->get_file(d->store, d->key, src);
    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_ERR, "EPS %s on demand: the original: %s", d->image_id,
               d->store->error);
        goto done;
    }

    fd = open(src, O_RDONLY | O_CLOEXEC);
    rc = fd >= 0 && fstat(fd, &st) == 0
         && pt_eps_validate(fd, st.st_size, &info, err, sizeof(err))
            == PT_OK;

    if (fd >= 0) {
        close(fd);
    }

    if (!rc) {
        pt_log(PT_LOG_ERR, "EPS %s on demand: the original is not a valid"
               " EPS: %s", d->image_id, err);
        res = PT_EPS_DEMAND_FAILED;
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
                               out, png, err);

done:

    (void) unlink(src);
    (void) unlink(out);
    (void) rmdir(work);

    return res;
}


pt_eps_demand_rc
pt_eps_demand_page(pt_eps_demand *d, int *fd)
{
    int   lock, rc;
    char  path[4096];

    d->ttl_left = 0;

    rc = pt_eps_demand_cached(d, fd);
    if (rc >= 0) {
        return rc;
    }

    pt_snprintf(path, sizeof(path), "%s/" PT_EPS_DEMAND_DIR,
                d->storage_root);
    (void) mkdir(path, 0700);
    pt_eps_demand_path(d, NULL, path, sizeof(path));
    (void) mkdir(path, 0700);

    pt_eps_demand_path(d, ".lock", path, sizeof(path));

    lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock < 0) {
        pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
               strerror(errno));
        return PT_EPS_DEMAND_ERROR;
    }

    while (flock(lock, LOCK_EX) != 0) {
        if (errno != EINTR) {
            pt_log(PT_LOG_CRIT, "flock(\"%s\") failed: %s", path,
                   strerror(errno));
            close(lock);
            return PT_EPS_DEMAND_ERROR;
        }
    }

    /* made, or failed, while this thread waited */
    rc = pt_eps_demand_cached(d, fd);

    if (rc < 0) {
        if (atomic_fetch_add(&pt_eps_demand_runs, 1) >= d->max_runs) {
            rc = PT_EPS_DEMAND_BUSY;

        } else {
            rc = pt_eps_demand_run(d);
            pt_eps_demand_remember(d, rc);
        }

        atomic_fetch_sub(&pt_eps_demand_runs, 1);
    }

    if (rc == PT_EPS_DEMAND_OK && *fd < 0) {
        pt_eps_demand_path(d, ".png", path, sizeof(path));

        *fd = open(path, O_RDONLY | O_CLOEXEC);
        if (*fd < 0) {
            pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
                   strerror(errno));
            rc = PT_EPS_DEMAND_ERROR;
        }
    }

    close(lock);

    return rc;
}


void
pt_eps_demand_forget(const char *storage_root, const char *image_id)
{
    DIR            *dir;
    char            path[4096], file[4400];
    struct dirent  *e;
    pt_eps_demand   d;

    memset(&d, 0, sizeof(d));
    d.storage_root = storage_root;
    d.image_id = image_id;
    pt_eps_demand_path(&d, NULL, path, sizeof(path));

    dir = opendir(path);
    if (dir == NULL) {
        return;
    }

    while ((e = readdir(dir)) != NULL) {
        if (e->d_name[0] != '.') {
            pt_snprintf(file, sizeof(file), "%s/%s", path, e->d_name);
            (void) unlink(file);
        }
    }

    closedir(dir);

    if (rmdir(path) != 0 && errno != ENOENT) {
        pt_log(PT_LOG_ERR, "rmdir(\"%s\") failed: %s", path,
               strerror(errno));
    }
}
