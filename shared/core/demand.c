/*
 * Products made on demand for delivery and kept (demand.h).
 *
 * One run per product: {name}.lock is flock()ed, which excludes other
 * threads (each opens its own description) and other workers alike;
 * whoever gets the lock after a run finds the product, or the failure.
 * A failure is kept in {name}.failed, whose age is its mtime.
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#include "core/pt.h"
#include "core/demand.h"


/* what {name}.failed says, by pt_demand_rc: the failures kept */
static const char *const  pt_demand_kept[] = {
    "", "no-page", "failed", "timeout", NULL
};


void
pt_demand_path(const pt_demand *d, const char *suffix, char *buf,
    size_t size)
{
    if (suffix == NULL) {
        pt_snprintf(buf, size, "%s/%s/%s", d->root, d->kind->dir, d->id);
        return;
    }

    pt_snprintf(buf, size, "%s/%s/%s/%s%s", d->root, d->kind->dir, d->id,
                d->name, suffix);
}


/* The failure kept and still fresh, or -1. */
static int
pt_demand_failed(pt_demand *d)
{
    int          f, i;
    char         path[4096], buf[16];
    time_t       age;
    ssize_t      n;
    struct stat  st;

    pt_demand_path(d, ".failed", path, sizeof(path));

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

    for (i = 1; pt_demand_kept[i] != NULL; i++) {
        if (strcmp(buf, pt_demand_kept[i]) == 0) {
            d->ttl_left = d->failed_ttl - (unsigned) age;
            return i;
        }
    }

    return -1;
}


/* The kept answer: 0 with *fd, a failure still fresh, or -1. */
static int
pt_demand_cached(pt_demand *d, int *fd)
{
    char  path[4096];

    pt_demand_path(d, ".png", path, sizeof(path));

    *fd = open(path, O_RDONLY | O_CLOEXEC);
    if (*fd >= 0) {
        return 0;
    }

    return d->failed_ttl == 0 ? -1 : pt_demand_failed(d);
}


/* A failure worth keeping, written whole (rename) for readers. */
static void
pt_demand_remember(pt_demand *d, int rc)
{
    int          fd, n;
    char         tmp[4096], path[4096];
    size_t       len;
    const char  *s;

    for (n = 0; pt_demand_kept[n] != NULL; n++) { /* void */ }

    if (d->failed_ttl == 0 || rc <= 0 || rc >= n) {
        return;
    }

    /* only the lock's holder writes: a fixed temp name is safe */
    pt_demand_path(d, ".failed.tmp", tmp, sizeof(tmp));
    pt_demand_path(d, ".failed", path, sizeof(path));

    s = pt_demand_kept[rc];
    len = strlen(s);

    fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);

    if (fd < 0 || write(fd, s, len) != (ssize_t) len || close(fd) != 0
        || rename(tmp, path) != 0)
    {
        pt_log(PT_LOG_CRIT, "cannot keep the failure in \"%s\": %s", path,
               strerror(errno));
        (void) unlink(tmp);
        return;
    }

    d->ttl_left = d->failed_ttl;
}


int
pt_demand_keep(const char *made, const char *png, int *fd)
{
    *fd = open(made, O_RDONLY | O_CLOEXEC);
    if (*fd < 0) {
        pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", made,
               strerror(errno));
        return -1;
    }

    if (rename(made, png) != 0) {
        /* the folder forgotten while the run went on: served, not kept */
        pt_log(errno == ENOENT ? PT_LOG_INFO : PT_LOG_CRIT, "rename(\"%s\","
               " \"%s\") failed: %s; served without keeping it", made, png,
               strerror(errno));
    }

    return 0;
}


/* The lock of the product, held; -1 when it cannot be. */
static int
pt_demand_lock(pt_demand *d)
{
    int   lock;
    char  path[4096];

    pt_snprintf(path, sizeof(path), "%s/%s", d->root, d->kind->dir);
    (void) mkdir(path, 0700);
    pt_demand_path(d, NULL, path, sizeof(path));
    (void) mkdir(path, 0700);

    pt_demand_path(d, ".lock", path, sizeof(path));

    lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock < 0) {
        pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
               strerror(errno));
        return -1;
    }

    while (flock(lock, LOCK_EX) != 0) {
        if (errno != EINTR) {
            pt_log(PT_LOG_CRIT, "flock(\"%s\") failed: %s", path,
                   strerror(errno));
            close(lock);
            return -1;
        }
    }

    return lock;
}


pt_demand_rc
pt_demand_get(pt_demand *d, int *fd)
{
    int   lock, rc;
    char  path[4096];

    d->ttl_left = 0;

    rc = pt_demand_cached(d, fd);
    if (rc >= 0) {
        return rc;
    }

    lock = pt_demand_lock(d);
    if (lock < 0) {
        return PT_DEMAND_ERROR;
    }

    /* made, or failed, while this thread waited */
    rc = pt_demand_cached(d, fd);

    if (rc < 0) {
        if (atomic_fetch_add(d->kind->runs, 1) >= d->max_runs) {
            rc = PT_DEMAND_BUSY;

        } else {
            pt_demand_path(d, ".png", path, sizeof(path));
            rc = d->kind->run(d->ctx, path, fd);
            pt_demand_remember(d, rc);
        }

        atomic_fetch_sub(d->kind->runs, 1);
    }

    if (rc == 0 && *fd < 0) {
        pt_demand_path(d, ".png", path, sizeof(path));

        *fd = open(path, O_RDONLY | O_CLOEXEC);
        if (*fd < 0) {
            pt_log(PT_LOG_CRIT, "open(\"%s\") failed: %s", path,
                   strerror(errno));
            rc = PT_DEMAND_ERROR;
        }
    }

    close(lock);

    return rc;
}


void
pt_demand_forget(const pt_demand_kind *kind, const char *root,
    const char *id)
{
    DIR            *dir;
    char            path[4096], file[4400];
    pt_demand       d;
    struct dirent  *e;

    memset(&d, 0, sizeof(d));
    d.root = root;
    d.kind = kind;
    d.id = id;
    pt_demand_path(&d, NULL, path, sizeof(path));

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
