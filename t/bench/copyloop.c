/*
 * make bench: the upper limit for uploads.  Copies SRC into DSTDIR again
 * and again the way the local store lands an object: a temp file in
 * TMPDIR (same filesystem), copy_file_range (read/write where it cannot),
 * fchmod, fsync, close, rename into DSTDIR, fsync DSTDIR.  THREADS loops
 * at once for SECONDS (or MAXOPS copies in all, whichever comes first).
 *
 *   copyloop SRC DSTDIR TMPDIR THREADS SECONDS MAXOPS
 *
 * Prints one line: ops=N seconds=S p50_us=.. p99_us=.. bytes=B
 */

#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "benchutil.h"


static const char    *src, *dstdir, *tmpdir;
static double         deadline;
static long           maxops;
static long           started;
static pthread_mutex_t  mu = PTHREAD_MUTEX_INITIALIZER;


static int
copy_fd(int in, int out)
{
    ssize_t  n;
    char     buf[1 << 16];

    for ( ;; ) {
        n = copy_file_range(in, NULL, out, NULL, 1 << 30, 0);
        if (n > 0) {
            continue;
        }
        if (n == 0) {
            return 0;
        }
        if (errno == EINTR) {
            continue;
        }
        break;
    }

    for ( ;; ) {
        n = read(in, buf, sizeof(buf));
        if (n == 0) {
            return 0;
        }
        if (n < 0) {
            return -1;
        }
        if (write(out, buf, (size_t) n) != n) {
            return -1;
        }
    }
}


static int
one_copy(int tid, long i)
{
    int   in, out, dfd;
    char  tmp[4096], dst[4096];

    snprintf(tmp, sizeof(tmp), "%s/put-XXXXXX", tmpdir);
    snprintf(dst, sizeof(dst), "%s/copy-%d-%ld", dstdir, tid, i);

    in = open(src, O_RDONLY | O_CLOEXEC);
    out = mkostemp(tmp, O_CLOEXEC);
    if (in < 0 || out < 0) {
        return -1;
    }

    if (copy_fd(in, out) != 0 || fchmod(out, 0644) != 0
        || fsync(out) != 0)
    {
        return -1;
    }

    close(in);
    close(out);

    if (rename(tmp, dst) != 0) {
        return -1;
    }

    dfd = open(dstdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0 || fsync(dfd) != 0) {
        return -1;
    }

    close(dfd);

    return 0;
}


typedef struct {
    int     id;
    int     failed;
    bu_lat  lat;
} worker;


static void *
run(void *arg)
{
    worker  *w = arg;
    long     i;
    double   t0;

    for (i = 0; ; i++) {
        pthread_mutex_lock(&mu);
        if (started >= maxops || bu_now() >= deadline) {
            pthread_mutex_unlock(&mu);
            break;
        }
        started++;
        pthread_mutex_unlock(&mu);

        t0 = bu_now();
        if (one_copy(w->id, i) != 0) {
            w->failed = errno ? errno : EIO;
            break;
        }
        bu_lat_add(&w->lat, bu_now() - t0);
    }

    return NULL;
}


int
main(int argc, char **argv)
{
    int          nt, i;
    double       secs, t0, el;
    bu_lat       all = { 0 };
    size_t       j;
    worker      *w;
    pthread_t   *th;
    struct stat  st;

    if (argc != 7) {
        fprintf(stderr, "usage: copyloop SRC DSTDIR TMPDIR THREADS SECONDS"
                " MAXOPS\n");
        return 2;
    }

    src = argv[1];
    dstdir = argv[2];
    tmpdir = argv[3];
    nt = atoi(argv[4]);
    secs = atof(argv[5]);
    maxops = atol(argv[6]);

    if (stat(src, &st) != 0 || nt < 1) {
        fprintf(stderr, "copyloop: bad arguments\n");
        return 2;
    }

    mkdir(dstdir, 0755);
    mkdir(tmpdir, 0700);

    w = calloc((size_t) nt, sizeof(worker));
    th = calloc((size_t) nt, sizeof(pthread_t));

    t0 = bu_now();
    deadline = t0 + secs;

    for (i = 0; i < nt; i++) {
        w[i].id = i;
        pthread_create(&th[i], NULL, run, &w[i]);
    }

    for (i = 0; i < nt; i++) {
        pthread_join(th[i], NULL);
    }

    el = bu_now() - t0;

    for (i = 0; i < nt; i++) {
        if (w[i].failed) {
            fprintf(stderr, "copyloop: %s\n", strerror(w[i].failed));
            return 1;
        }
        for (j = 0; j < w[i].lat.n; j++) {
            bu_lat_add(&all, w[i].lat.v[j]);
        }
    }

    bu_sort(all.v, all.n);

    printf("ops=%zu seconds=%.3f p50_us=%.0f p99_us=%.0f bytes=%lld\n",
           all.n, el, bu_pct(all.v, all.n, 50) * 1e6,
           bu_pct(all.v, all.n, 99) * 1e6, (long long) st.st_size);

    return 0;
}
