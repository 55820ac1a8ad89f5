/*
 * The process's sandboxes made ahead (sandbox_spare.c): pt_sandbox_mkdtemp
 * and the pt_sandbox_spare_* steps of sandbox_int.h that keep them.
 *
 * Each process keeps, per parent directory of work directories, one
 * spare waiting.  pt_sandbox_mkdtemp hands its directory out, renamed to
 * the caller's name (the bind follows the directory, and inside the
 * sandbox it is /work whatever its name); the caller puts its files in
 * it, and pt_sandbox_run finds the spare by that directory.  A moment
 * after each run a thread of this file's own makes the next, while the
 * caller goes on.
 *
 * Spares are made only once a confined run worked in the process (bwrap
 * can make namespaces here), only for runs that start no processes (the
 * filter they are made with), and only when the launcher is installed.
 * A spare that died while waiting is dropped and the run made the usual
 * way; one whose caller gave up its directory without a run is killed
 * when the next directory is asked for.  Empty directories of spares
 * whose process is gone are removed when the next process makes a spare
 * beside them.
 */

#include <errno.h>
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "sandbox/sandbox_int.h"


#define PT_SPARE_DIRS    4
#define PT_SPARE_TAKEN   8
#define PT_SPARE_REAP    32
/* how long a spare still being made is waited for */
#define PT_SPARE_WAIT_MS 2000
/*
 * A spare is made this long after the run that asked for it, and only
 * when no run of the process is on: at once, its bwrap (5 ms of CPU over
 * several processes) would compete with what the run was part of and goes
 * on without it, an upload's commit and answer, the poster job that
 * upload wakes; while runs follow each other (jobs back to back) it would
 * compete with them.  On a small machine that cost more than the spare
 * saves.  Runs closer together than this make their own, as without
 * spares.
 */
#define PT_SPARE_DELAY_MS 150


typedef struct {
    char               dir[PT_SANDBOX_SPARE_PATH];   /* "" a free slot */
    pt_sandbox_spare  *ready;
    long long          wanted;               /* when, monotonic ms; 0 not */
    int                making;
    int                swept;
} pt_spare_slot;


static pthread_mutex_t    pt_spare_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t     pt_spare_cond = PTHREAD_COND_INITIALIZER;
static pthread_t          pt_spare_maker;
static int                pt_spare_maker_on;
static int                pt_spare_stop;
static pt_spare_slot      pt_spare_slots[PT_SPARE_DIRS];
static pt_sandbox_spare  *pt_spare_taken[PT_SPARE_TAKEN];
static int                pt_spare_works;
static int                pt_spare_busy;
static pid_t              pt_spare_reap[PT_SPARE_REAP];
static int                pt_spare_reaps;


/* the launcher, or NULL when spares are off or it is not installed */
static const char *
pt_sandbox_spare_exec(void)
{
    const char  *exec;

    exec = pt_sandbox_conf_get()->exec;
    if (exec == NULL) {
        exec = PT_SANDBOX_EXEC_PATH;
    }

    return exec[0] == '/' && access(exec, X_OK) == 0 ? exec : NULL;
}


/* workdir's parent directory into dir; PT_ERROR when it has none */
static int
pt_sandbox_spare_parent(const char *workdir, char *dir)
{
    const char  *slash;

    slash = strrchr(workdir, '/');
    if (slash == NULL || slash == workdir
        || (size_t) (slash - workdir) >= PT_SANDBOX_SPARE_PATH - 64)
    {
        return PT_ERROR;
    }

    memcpy(dir, workdir, slash - workdir);
    dir[slash - workdir] = '\0';

    return PT_OK;
}


/* the empty directories of spares whose process is gone */
static void
pt_sandbox_spare_sweep(const char *dir)
{
    long            pid;
    char            path[PT_SANDBOX_SPARE_PATH + 300], *end;
    size_t          n;
    DIR            *d;
    struct dirent  *e;

    d = opendir(dir);
    if (d == NULL) {
        return;
    }

    n = sizeof(PT_SANDBOX_SPARE_PREFIX) - 1;

    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, PT_SANDBOX_SPARE_PREFIX, n) != 0) {
            continue;
        }

        pid = strtol(e->d_name + n, &end, 10);

        if (*end != '-' || pid <= 0 || pid == (long) getpid()
            || kill((pid_t) pid, 0) == 0 || errno != ESRCH)
        {
            continue;
        }

        pt_snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
        (void) rmdir(path);
    }

    closedir(d);
}


/*
 * The ready spare of dir, now the caller's, or NULL.  Its directory may
 * be renamed only once bwrap has bound it (a path until then), so a spare
 * made a moment ago is waited for; it is still sooner than a new one.
 */
static pt_sandbox_spare *
pt_sandbox_spare_take(const char *dir)
{
    int                i;
    pt_sandbox_spare  *sp;

    sp = NULL;

    pthread_mutex_lock(&pt_spare_lock);

    for (i = 0; i < PT_SPARE_DIRS; i++) {
        if (pt_spare_slots[i].ready != NULL
            && strcmp(pt_spare_slots[i].dir, dir) == 0)
        {
            sp = pt_spare_slots[i].ready;
            pt_spare_slots[i].ready = NULL;
            break;
        }
    }

    pthread_mutex_unlock(&pt_spare_lock);

    if (sp != NULL
        && pt_sandbox_spare_byte(sp, pt_sandbox_now_ms() + PT_SPARE_WAIT_MS)
           != PT_OK)
    {
        pt_log(PT_LOG_WARN, "sandbox: the spare in %s had ended", dir);
        pt_sandbox_spare_drop(sp, 1);
        sp = NULL;
    }

    return sp;
}


/*
 * Among the taken: out those whose caller removed the directory without a
 * run, and sp (if not NULL) in, in place of the oldest when all are held.
 */
static void
pt_sandbox_spare_hold(pt_sandbox_spare *sp)
{
    int                i, n, free_slot;
    struct stat        st;
    pt_sandbox_spare  *drop[PT_SPARE_TAKEN + 1];

    n = 0;
    free_slot = -1;

    pthread_mutex_lock(&pt_spare_lock);

    for (i = 0; i < PT_SPARE_TAKEN; i++) {
        if (pt_spare_taken[i] != NULL
            && lstat(pt_spare_taken[i]->path, &st) != 0)
        {
            drop[n++] = pt_spare_taken[i];
            pt_spare_taken[i] = NULL;
        }

        if (pt_spare_taken[i] == NULL && free_slot == -1) {
            free_slot = i;
        }
    }

    if (sp != NULL) {
        if (free_slot == -1) {
            free_slot = 0;
            drop[n++] = pt_spare_taken[0];
        }

        pt_spare_taken[free_slot] = sp;
    }

    pthread_mutex_unlock(&pt_spare_lock);

    for (i = 0; i < n; i++) {
        pt_sandbox_spare_drop(drop[i], 0);
    }
}


char *
pt_sandbox_mkdtemp(char *tmpl)
{
    char               dir[PT_SANDBOX_SPARE_PATH];
    pt_sandbox_spare  *sp;

    sp = NULL;

    if (strlen(tmpl) < PT_SANDBOX_SPARE_PATH
        && pt_sandbox_spare_parent(tmpl, dir) == PT_OK)
    {
        pt_sandbox_spare_hold(NULL);
        sp = pt_sandbox_spare_take(dir);
    }

    if (mkdtemp(tmpl) == NULL) {
        if (sp != NULL) {
            pt_sandbox_spare_drop(sp, 1);
        }

        return NULL;
    }

    if (sp == NULL) {
        return tmpl;
    }

    /* onto the empty directory just made: the name is the caller's */
    if (rename(sp->path, tmpl) != 0) {
        pt_log(PT_LOG_WARN, "sandbox: rename(\"%s\", \"%s\") failed: %s",
               sp->path, tmpl, strerror(errno));
        pt_sandbox_spare_drop(sp, 1);
        return tmpl;
    }

    pt_snprintf(sp->path, sizeof(sp->path), "%s", tmpl);
    pt_sandbox_spare_hold(sp);

    return tmpl;
}


pt_sandbox_spare *
pt_sandbox_spare_claim(const char *workdir)
{
    int                i;
    pt_sandbox_spare  *sp;

    sp = NULL;

    pthread_mutex_lock(&pt_spare_lock);

    for (i = 0; i < PT_SPARE_TAKEN; i++) {
        if (pt_spare_taken[i] != NULL
            && strcmp(pt_spare_taken[i]->path, workdir) == 0)
        {
            sp = pt_spare_taken[i];
            pt_spare_taken[i] = NULL;
            break;
        }
    }

    pthread_mutex_unlock(&pt_spare_lock);

    return sp;
}


/*
 * Under the lock, which it drops while it waits: the reporters handed
 * over by pt_sandbox_reap.  A reporter is a copy of its host, and tearing
 * a large address space down takes a millisecond or more after it wrote
 * the tool's status; the run's caller need not wait for that.
 */
static void
pt_sandbox_spare_reap_all(void)
{
    pid_t  pid;

    while (pt_spare_reaps > 0) {
        pid = pt_spare_reap[--pt_spare_reaps];

        pthread_mutex_unlock(&pt_spare_lock);

        /* an nginx worker may have reaped it already: ECHILD */
        while (waitpid(pid, NULL, 0) == -1 && errno == EINTR) {
            /* void */
        }

        pthread_mutex_lock(&pt_spare_lock);
    }
}


/* under the lock: the slot wanted longest, or -1 */
static int
pt_sandbox_spare_next(void)
{
    int  i, next;

    next = -1;

    for (i = 0; i < PT_SPARE_DIRS; i++) {
        if (pt_spare_slots[i].wanted
            && (next == -1
                || pt_spare_slots[i].wanted < pt_spare_slots[next].wanted))
        {
            next = i;
        }
    }

    return next;
}


/*
 * Under the lock: 0 when slot i's spare is due (PT_SPARE_DELAY_MS after it
 * was wanted, no run on), else waits until it may be (or something else
 * is asked of the maker) and returns -1.
 */
static int
pt_sandbox_spare_due(int i)
{
    long long        left;
    struct timespec  ts;

    if (pt_spare_busy > 0) {
        pthread_cond_wait(&pt_spare_cond, &pt_spare_lock);
        return -1;
    }

    left = pt_spare_slots[i].wanted + PT_SPARE_DELAY_MS
           - pt_sandbox_now_ms();

    if (left <= 0) {
        return 0;
    }

    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += left / 1000;
    ts.tv_nsec += (left % 1000) * 1000000;

    if (ts.tv_nsec >= 1000000000) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000;
    }

    (void) pthread_cond_timedwait(&pt_spare_cond, &pt_spare_lock, &ts);

    return -1;
}


/*
 * The maker thread: spares are made here, not in the thread of the run
 * that used the last one, so that run's caller goes on at once (forking a
 * large host takes milliseconds) and the new sandbox is built while the
 * caller stores and answers.  Its reporters live as long as it does, the
 * process's life (they die with the thread that forked them).
 */
static void *
pt_sandbox_spare_maker(void *arg)
{
    int                i, fresh;
    char               dir[PT_SANDBOX_SPARE_PATH];
    const char        *exec;
    pt_sandbox_spare  *sp;

    (void) arg;

    pthread_mutex_lock(&pt_spare_lock);

    for ( ;; ) {
        pt_sandbox_spare_reap_all();

        i = pt_sandbox_spare_next();

        if (pt_spare_stop) {
            break;
        }

        if (i == -1) {
            pthread_cond_wait(&pt_spare_cond, &pt_spare_lock);
            continue;
        }

        if (pt_sandbox_spare_due(i) != 0) {
            continue;
        }

        pt_spare_slots[i].wanted = 0;
        pt_spare_slots[i].making = 1;
        fresh = !pt_spare_slots[i].swept;
        pt_spare_slots[i].swept = 1;
        pt_snprintf(dir, sizeof(dir), "%s", pt_spare_slots[i].dir);

        pthread_mutex_unlock(&pt_spare_lock);

        /* the first in this directory cleans up after processes gone */
        if (fresh) {
            pt_sandbox_spare_sweep(dir);
        }

        exec = pt_sandbox_spare_exec();
        sp = exec != NULL ? pt_sandbox_spare_make(dir, exec) : NULL;

        pthread_mutex_lock(&pt_spare_lock);

        pt_spare_slots[i].ready = sp;
        pt_spare_slots[i].making = 0;
    }

    pthread_mutex_unlock(&pt_spare_lock);

    return NULL;
}


/* under the lock; signals go to the host's other threads, not this one */
static int
pt_sandbox_spare_maker_start(void)
{
    int       rc;
    sigset_t  all, old;

    if (pt_spare_maker_on) {
        return PT_OK;
    }

    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    rc = pthread_create(&pt_spare_maker, NULL, pt_sandbox_spare_maker, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);

    if (rc != 0) {
        pt_log(PT_LOG_WARN, "sandbox: no thread for spares: %s",
               strerror(rc));
        return PT_ERROR;
    }

    pt_spare_maker_on = 1;

    return PT_OK;
}


void
pt_sandbox_spare_busy(int n)
{
    pthread_mutex_lock(&pt_spare_lock);

    pt_spare_busy += n;

    if (pt_spare_busy == 0) {
        pthread_cond_signal(&pt_spare_cond);
    }

    pthread_mutex_unlock(&pt_spare_lock);
}


void
pt_sandbox_reap(pid_t pid)
{
    int  queued;

    pthread_mutex_lock(&pt_spare_lock);

    queued = !pt_spare_stop && pt_spare_reaps < PT_SPARE_REAP
             && pt_sandbox_spare_maker_start() == PT_OK;

    if (queued) {
        pt_spare_reap[pt_spare_reaps++] = pid;
        pthread_cond_signal(&pt_spare_cond);
    }

    pthread_mutex_unlock(&pt_spare_lock);

    if (!queued) {
        while (waitpid(pid, NULL, 0) == -1 && errno == EINTR) {
            /* void */
        }
    }
}


void
pt_sandbox_spare_want(const char *workdir)
{
    int   i, slot;
    char  dir[PT_SANDBOX_SPARE_PATH];

    if (pt_sandbox_spare_parent(workdir, dir) != PT_OK) {
        return;
    }

    slot = -1;

    pthread_mutex_lock(&pt_spare_lock);

    for (i = 0; i < PT_SPARE_DIRS && pt_spare_works && !pt_spare_stop; i++) {
        if (strcmp(pt_spare_slots[i].dir, dir) == 0) {
            slot = i;
            break;
        }

        if (slot == -1 && pt_spare_slots[i].dir[0] == '\0') {
            slot = i;
        }
    }

    if (slot != -1 && pt_spare_slots[slot].ready == NULL
        && !pt_spare_slots[slot].making
        && pt_sandbox_spare_maker_start() == PT_OK)
    {
        pt_snprintf(pt_spare_slots[slot].dir, PT_SANDBOX_SPARE_PATH, "%s", dir);
        pt_spare_slots[slot].wanted = pt_sandbox_now_ms();
        pthread_cond_signal(&pt_spare_cond);
    }

    pthread_mutex_unlock(&pt_spare_lock);
}


void
pt_sandbox_spare_works(const char *workdir)
{
    pthread_mutex_lock(&pt_spare_lock);
    pt_spare_works = !pt_spare_stop;
    pthread_mutex_unlock(&pt_spare_lock);

    pt_sandbox_spare_want(workdir);
}


void
pt_sandbox_spares_close(void)
{
    int                i, n;
    pt_sandbox_spare  *drop[PT_SPARE_DIRS + PT_SPARE_TAKEN];
    int                remove[PT_SPARE_DIRS + PT_SPARE_TAKEN];

    n = 0;

    /* the maker finishes the spare it is making, if any, and ends */
    pthread_mutex_lock(&pt_spare_lock);
    pt_spare_stop = 1;
    pthread_cond_signal(&pt_spare_cond);
    pthread_mutex_unlock(&pt_spare_lock);

    if (pt_spare_maker_on) {
        pthread_join(pt_spare_maker, NULL);
        pt_spare_maker_on = 0;
    }

    pthread_mutex_lock(&pt_spare_lock);

    for (i = 0; i < PT_SPARE_DIRS; i++) {
        if (pt_spare_slots[i].ready != NULL) {
            remove[n] = 1;
            drop[n++] = pt_spare_slots[i].ready;
            pt_spare_slots[i].ready = NULL;
        }
    }

    for (i = 0; i < PT_SPARE_TAKEN; i++) {
        if (pt_spare_taken[i] != NULL) {
            remove[n] = 0;
            drop[n++] = pt_spare_taken[i];
            pt_spare_taken[i] = NULL;
        }
    }

    pt_spare_works = 0;
    pt_spare_stop = 0;

    pthread_mutex_unlock(&pt_spare_lock);

    for (i = 0; i < n; i++) {
        pt_sandbox_spare_drop(drop[i], remove[i]);
    }
}
