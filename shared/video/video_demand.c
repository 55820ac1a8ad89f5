/*
 * Video posters taken on demand for delivery (video_demand.h).
 *
 * The poster is kept at {storage_root}/.video-posters/{imageId}/poster.png
 * (a hidden name: never a store object), so the variants of a video are
 * rendered from one ffmpeg search whatever their width or format; the
 * video's DELETE and pictord, once it has stored the poster, remove it.
 *
 * One search per video: poster.lock is flock()ed, which excludes other
 * threads (each opens its own description) and other workers alike;
 * whoever gets the lock after a search finds the poster, or the failure.
 * Waiting is bounded by the holder's search: at most four ffmpeg runs,
 * each killed at the time limit.
 *
 * At most max_runs searches at once per process (an nginx worker): more
 * answer BUSY (503).  A failure (ffmpeg's, the time limit) is kept in
 * poster.failed, whose age is its mtime, for failed_ttl seconds.
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

#include "video/video_demand.h"
#include "records/storage.h"


#define PT_VIDEO_DEMAND_DIR  ".video-posters"


/* searches of this process now */
static atomic_uint  pt_video_demand_runs;

/* what poster.failed says, by pt_video_demand_rc */
static const char *const  pt_video_demand_kept[] = {
    "", "failed", "timeout", NULL
};


/* {root}/.video-posters/{id}[/poster{suffix}] */
static void
pt_video_demand_path(const char *root, const char *id, const char *suffix,
    char *buf, size_t size)
{
    if (suffix == NULL) {
        pt_snprintf(buf, size, "%s/" PT_VIDEO_DEMAND_DIR "/%s", root, id);
        return;
    }

    pt_snprintf(buf, size, "%s/" PT_VIDEO_DEMAND_DIR "/%s/poster%s", root,
                id, suffix);
}


/* The kept answer: OK with *fd, a failure still fresh, or -1. */
static int
pt_video_demand_cached(pt_video_demand *d, int *fd)
{
    int          f, i;
    char         path[4096], buf[16];
    time_t       age;
    ssize_t      n;
    struct stat  st;

    pt_video_demand_path(d->storage_root, d->image_id, ".png", path,
                         sizeof(path));

    *fd = open(path, O_RDONLY | O_CLOEXEC);
    if (*fd >= 0) {
        return PT_VIDEO_DEMAND_OK;
    }

    if (d->failed_ttl == 0) {
        return -1;
    }

    pt_video_demand_path(d->storage_root, d->image_id, ".failed", path,
                         sizeof(path));

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

    for (i = 1; pt_video_demand_kept[i] != NULL; i++) {
        if (strcmp(buf, pt_video_demand_kept[i]) == 0) {
            d->ttl_left = d->failed_ttl - (unsigned) age;
            return i;
        }
    }

    return -1;
}


/* A failure worth keeping, written whole (rename) for readers. */
static void
pt_video_demand_remember(pt_video_demand *d, pt_video_demand_rc rc)
{
    int          fd;
    char         tmp[4096], path[4096];
    size_t       len;
    const char  *s;

    if (d->failed_ttl == 0 || rc == PT_VIDEO_DEMAND_OK
        || rc > PT_VIDEO_DEMAND_TIMEOUT)
    {
        return;
    }

    /* only the lock's holder writes: a fixed temp name is safe */
    pt_video_demand_path(d->storage_root, d->image_id, ".failed.tmp", tmp,
                         sizeof(tmp));
    pt_video_demand_path(d->storage_root, d->image_id, ".failed", path,
                         sizeof(path));

    s = pt_video_demand_kept[rc];
    len = strlen(s);

    fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);

    if (fd < 0 || write(fd, s, len) != (ssize_t) len || close(fd) != 0
        || rename(tmp, path) != 0)
    {
        pt_log(PT_LOG_CRIT, "video %s: cannot keep the failure in \"%s\":"
               " %s", d->image_id, path, strerror(errno));
        (void) unlink(tmp);
        return;
    }

    d->ttl_left = d->failed_ttl;
}


/* What the search means for the poster; a made one is kept. */
static pt_video_demand_rc
pt_video_demand_result(pt_video_demand *d, pt_video_rc r, const char *out,
    const char *err)
{
    char  png[4096];

    switch (r) {

    case PT_VIDEO_OK:
        pt_video_demand_path(d->storage_root, d->image_id, ".png", png,
                             sizeof(png));

        if (rename(out, png) == 0) {
            return PT_VIDEO_DEMAND_OK;
        }

        pt_log(PT_LOG_CRIT, "video %s: rename(\"%s\") failed: %s",
               d->image_id, png, strerror(errno));
        return PT_VIDEO_DEMAND_ERROR;

    case PT_VIDEO_TIMEOUT:
        pt_log(PT_LOG_INFO, "video %s poster on demand: ffmpeg killed at"
               " the time limit of %u ms", d->image_id, d->timeout_ms);
        return PT_VIDEO_DEMAND_TIMEOUT;

    case PT_VIDEO_FAILED:
    case PT_VIDEO_INVALID:
        pt_log(PT_LOG_INFO, "video %s poster on demand: %s", d->image_id,
               err[0] ? err : "no message");
        return PT_VIDEO_DEMAND_FAILED;

    default:
        pt_log(PT_LOG_ERR, "video %s poster on demand: ffmpeg did not"
               " start: %s", d->image_id, err);
        return PT_VIDEO_DEMAND_ERROR;
    }
}


/* One search: the original copied out, the poster taken and kept. */
static pt_video_demand_rc
pt_video_demand_run(pt_video_demand *d)
{
    int                 rc;
    char                dir[4096], work[4200], src[4300], out[4300];
    char                try[4400], err[512];
    pt_video_frame      vf;
    pt_video_demand_rc  res;

    if (pt_scratch_dir(d->storage_root, dir, sizeof(dir)) != PT_OK) {
        return PT_VIDEO_DEMAND_ERROR;
    }

    pt_snprintf(work, sizeof(work), "%s/video-XXXXXX", dir);

    if (mkdtemp(work) == NULL) {
        pt_log(PT_LOG_CRIT, "mkdtemp(\"%s\") failed: %s", work,
               strerror(errno));
        return PT_VIDEO_DEMAND_ERROR;
    }

    pt_snprintf(src, sizeof(src), "%s/input", work);
    pt_snprintf(out, sizeof(out), "%s/poster.png", work);
    pt_snprintf(try, sizeof(try), "%s.try", out);

    res = PT_VIDEO_DEMAND_ERROR;
    err[0] = '\0';

    rc = d->store->ops->get_file(d->store, d->key, src);
    if (rc != PT_STORE_OK) {
        pt_log(PT_LOG_ERR, "video %s on demand: the original: %s",
               d->image_id, d->store->error);
        goto done;
    }

    memset(&vf, 0, sizeof(vf));
    vf.src = src;
    vf.workdir = work;
    vf.container = pt_video_container(d->format);
    vf.duration = d->duration;
    /* the render pool's thread waits: every run within the one limit */
    vf.timeout_ms = d->timeout_ms;
    vf.total_ms = d->timeout_ms;
    vf.cpu_seconds = d->timeout_ms / 1000 + 1;
    vf.memory = (unsigned long long) d->memory_mb << 20;
    vf.max_pixels = d->max_pixels;

    /* one line per search: how often ffmpeg runs can be counted */
    pt_log(PT_LOG_INFO, "video %s: taking the poster on demand",
           d->image_id);

    res = pt_video_demand_result(d, pt_video_poster(&vf, out, err,
                                                    sizeof(err)),
                                 out, err);

done:

    (void) unlink(src);
    (void) unlink(out);
    (void) unlink(try);
    (void) rmdir(work);

    return res;
}


pt_video_demand_rc
pt_video_demand_poster(pt_video_demand *d, int *fd)
{
    int   lock, rc;
    char  path[4096];

    d->ttl_left = 0;

    rc = pt_video_demand_cached(d, fd);
    if (rc >= 0) {
        return rc;
    }

    pt_snprintf(path, sizeof(path), "%s/" PT_VIDEO_DEMAND_DIR,
                d->storage_root);
    (void) mkdir(path, 0700);
    pt_video_demand_path(d->storage_root, d->image_id, NULL, path,
                         sizeof(path));
    (void) mkdir(path, 0700);

    pt_video_demand_path(d->storage_root, d->image_id, ".lock", path,
                         sizeof(path));

    lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock < 0) {
        pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
               strerror(errno));
        return PT_VIDEO_DEMAND_ERROR;
    }

    while (flock(lock, LOCK_EX) != 0) {
        if (errno != EINTR) {
            pt_log(PT_LOG_CRIT, "flock(\"%s\") failed: %s", path,
                   strerror(errno));
            close(lock);
            return PT_VIDEO_DEMAND_ERROR;
        }
    }

    /* made, or failed, while this thread waited */
    rc = pt_video_demand_cached(d, fd);

    if (rc < 0) {
        if (atomic_fetch_add(&pt_video_demand_runs, 1) >= d->max_runs) {
            rc = PT_VIDEO_DEMAND_BUSY;

        } else {
            rc = pt_video_demand_run(d);
            pt_video_demand_remember(d, rc);
        }

        atomic_fetch_sub(&pt_video_demand_runs, 1);
    }

    if (rc == PT_VIDEO_DEMAND_OK && *fd < 0) {
        pt_video_demand_path(d->storage_root, d->image_id, ".png", path,
                             sizeof(path));

        *fd = open(path, O_RDONLY | O_CLOEXEC);
        if (*fd < 0) {
            pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
                   strerror(errno));
            rc = PT_VIDEO_DEMAND_ERROR;
        }
    }

    close(lock);

    return rc;
}


void
pt_video_demand_forget(const char *storage_root, const char *image_id)
{
    DIR            *dir;
    char            path[4096], file[4400];
    struct dirent  *e;

    pt_video_demand_path(storage_root, image_id, NULL, path, sizeof(path));

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
