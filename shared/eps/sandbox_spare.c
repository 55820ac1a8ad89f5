/*
 * Sandboxes made ahead of their runs (sandbox_int.h's pt_sandbox_spare_*
 * and pt_sandbox_mkdtemp).
 *
 * Making a sandbox costs 5-8 ms before the tool's first instruction: the
 * reporter forked from a large host, bwrap executed, seven namespaces,
 * twenty mounts.  A video upload runs ffprobe and its poster job ffmpeg,
 * each waiting on that.  So each process keeps, per parent directory of
 * work directories, one sandbox made and waiting: bwrap has built it
 * around an empty work directory and started the launcher
 * (daemon/sandbox_exec.c) inside, after the seccomp filter, where it
 * blocks reading its command socket.  pt_sandbox_mkdtemp hands that
 * directory out (renamed to the caller's name: the bind follows the
 * directory, and inside the sandbox it is /work whatever its name), the
 * caller puts its files in it, and pt_sandbox_run sends the tool's argv
 * and rlimits: the launcher executes the tool at once.  After the run a
 * thread of the sandbox's own makes the next spare, while the caller
 * goes on.
 *
 * A spare serves one run and is then gone, as a sandbox made for the run
 * would be: no tool ever sees another's files, processes or namespaces.
 * Spares are made only once a confined run worked in the process (bwrap
 * can make namespaces here), only for runs that start no processes (the
 * filter they are made with), and only when the launcher is installed.
 * A spare that died while waiting is dropped and the run made the usual
 * way.  Empty directories of spares whose process is gone are removed when
 * the next process makes a spare beside them.
 */

#include <errno.h>
#include <dirent.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>

#include "eps/sandbox_int.h"


#define PT_SPARE_PATH    4200
#define PT_SPARE_DIRS    4
#define PT_SPARE_TAKEN   8
#define PT_SPARE_PREFIX  ".sandbox-"
/* how long a spare still being made is waited for */
#define PT_SPARE_WAIT_MS 2000


struct pt_sandbox_spare_s {
    char           path[PT_SPARE_PATH];   /* its work directory */
    pid_t          reporter;
    pid_t          tool;                  /* bwrap's, 0 until read */
    int            fds[3];                /* stderr, exec status, results */
    int            cmd;                   /* the host's end */
    pt_sandbox_ns  ns;
};

typedef struct {
    char               dir[PT_SPARE_PATH];   /* "" a free slot */
    pt_sandbox_spare  *ready;
    int                wanted;
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
        || (size_t) (slash - workdir) >= PT_SPARE_PATH - 64)
    {
        return PT_ERROR;
    }

    memcpy(dir, workdir, slash - workdir);
    dir[slash - workdir] = '\0';

    return PT_OK;
}


/* bwrap's pid, which the reporter writes at once; 0 if it never came */
static pid_t
pt_sandbox_spare_pid(pt_sandbox_spare *sp)
{
    ssize_t  n;

    if (sp->tool == 0) {
        do {
            n = read(sp->fds[2], &sp->tool, sizeof(pid_t));
        } while (n == -1 && errno == EINTR);

        if (n != sizeof(pid_t)) {
            sp->tool = 0;
        }
    }

    return sp->tool;
}


/* killed (bwrap's group: the namespaces go with it), reaped, freed */
static void
pt_sandbox_spare_drop(pt_sandbox_spare *sp, int remove)
{
    int    i;
    pid_t  tool;

    tool = pt_sandbox_spare_pid(sp);
    if (tool > 0) {
        (void) kill(-tool, SIGKILL);
    }

    for (i = 0; i < 3; i++) {
        close(sp->fds[i]);
    }

    close(sp->cmd);

    while (waitpid(sp->reporter, NULL, 0) == -1 && errno == EINTR) {
        /* void */
    }

    pt_sandbox_ns_free(&sp->ns);

    if (remove) {
        (void) rmdir(sp->path);
    }

    free(sp);
}


/* the empty directories of spares whose process is gone */
static void
pt_sandbox_spare_sweep(const char *dir)
{
    long            pid;
    char            path[PT_SPARE_PATH + 300], *end;
    DIR            *d;
    struct dirent  *e;

    d = opendir(dir);
    if (d == NULL) {
        return;
    }

    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, PT_SPARE_PREFIX, sizeof(PT_SPARE_PREFIX) - 1)
            != 0)
        {
            continue;
        }

        pid = strtol(e->d_name + sizeof(PT_SPARE_PREFIX) - 1, &end, 10);

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


/* a new spare around a new empty directory in dir, or NULL */
static pt_sandbox_spare *
pt_sandbox_spare_make(const char *dir, const char *exec)
{
    int                sv[2];
    char               err[512], *envp[2];
    pt_sandbox         sb;
    pt_sandbox_spare  *sp;
    const char        *argv[2];

    sp = calloc(1, sizeof(pt_sandbox_spare));
    if (sp == NULL) {
        return NULL;
    }

    pt_snprintf(sp->path, sizeof(sp->path), "%s/" PT_SPARE_PREFIX "%d-XXXXXX",
                dir, (int) getpid());

    if (mkdtemp(sp->path) == NULL) {
        pt_log(PT_LOG_ERR, "sandbox: mkdtemp(\"%s\") failed: %s", sp->path,
               strerror(errno));
        free(sp);
        return NULL;
    }

    /* the filter of runs that start no processes; the run's own limits
     * come with its command */
    memset(&sb, 0, sizeof(sb));
    argv[0] = PT_SANDBOX_EXEC_AT;
    argv[1] = NULL;
    sb.argv = argv;
    sb.workdir = sp->path;

    envp[0] = (char *) "PATH=/usr/bin:/bin";
    envp[1] = NULL;

    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) == -1) {
        goto failed;
    }

    sp->cmd = sv[0];

    if (pt_sandbox_ns_prepare_spare(&sp->ns, &sb, exec, sv[1], err,
                                    sizeof(err)) != PT_OK
        || pt_sandbox_fork(&sb, &sp->ns, envp, sp->fds, &sp->reporter, err,
                           sizeof(err)) != PT_SANDBOX_OK)
    {
        pt_log(PT_LOG_WARN, "sandbox: no spare made: %s", err);
        pt_sandbox_ns_free(&sp->ns);
        close(sp->cmd);
        goto failed;
    }

    /* the child has its copies */
    close(sp->ns.cmd);
    sp->ns.cmd = -1;

    return sp;

failed:

    (void) rmdir(sp->path);
    free(sp);

    return NULL;
}


/*
 * One byte from the launcher, by the deadline: it writes one when bwrap
 * has made the sandbox and started it, one when it has the command.  End
 * of file when it died, once the rest of its sandbox, which holds the
 * socket as well, has gone too.
 */
static int
pt_sandbox_spare_byte(pt_sandbox_spare *sp, long long deadline)
{
    char           b;
    ssize_t        n;
    long long      left;
    struct pollfd  pfd;

    pfd.fd = sp->cmd;
    pfd.events = POLLIN;

    for ( ;; ) {
        left = deadline - pt_sandbox_now_ms();
        if (left <= 0) {
            return PT_ERROR;
        }

        n = poll(&pfd, 1, left > 1000 ? 1000 : (int) left);

        if (n == -1 && errno != EINTR) {
            return PT_ERROR;
        }

        if (n > 0) {
            break;
        }
    }

    do {
        n = recv(sp->cmd, &b, 1, 0);
    } while (n == -1 && errno == EINTR);

    return n == 1 ? PT_OK : PT_ERROR;
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
    char               dir[PT_SPARE_PATH];
    pt_sandbox_spare  *sp;

    sp = NULL;

    if (strlen(tmpl) < PT_SPARE_PATH
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


/* the command: the rlimits, then the argv strings, which lie in a row */
static int
pt_sandbox_spare_send(pt_sandbox_spare *sp, const pt_sandbox *sb)
{
    int             argc;
    size_t          len, off;
    ssize_t         n;
    struct iovec    iov[2];
    struct msghdr   msg;
    pt_sandbox_cmd  cmd;

    len = 0;
    for (argc = 0; sp->ns.tool[argc] != NULL; argc++) {
        len += strlen(sp->ns.tool[argc]) + 1;
    }

    if (argc > PT_SANDBOX_EXEC_ARGS || len > PT_SANDBOX_EXEC_BYTES) {
        return PT_ERROR;
    }

    memset(&cmd, 0, sizeof(cmd));
    cmd.magic = PT_SANDBOX_EXEC_MAGIC;
    cmd.argc = argc;
    cmd.len = len;
    cmd.cpu_seconds = sb->cpu_seconds;
    cmd.memory = sb->memory;
    cmd.file_size = sb->file_size;

    for (off = 0; off < sizeof(cmd) + len; off += n) {
        iov[0].iov_base = (char *) &cmd + (off < sizeof(cmd) ? off
                                                             : sizeof(cmd));
        iov[0].iov_len = off < sizeof(cmd) ? sizeof(cmd) - off : 0;
        iov[1].iov_base = sp->ns.strings + (off > sizeof(cmd)
                                            ? off - sizeof(cmd) : 0);
        iov[1].iov_len = len - (off > sizeof(cmd) ? off - sizeof(cmd) : 0);

        memset(&msg, 0, sizeof(msg));
        msg.msg_iov = iov;
        msg.msg_iovlen = 2;

        /* a spare that died while waiting: EPIPE, no SIGPIPE */
        n = sendmsg(sp->cmd, &msg, MSG_NOSIGNAL);

        if (n == -1 && errno == EINTR) {
            n = 0;
            continue;
        }

        if (n <= 0) {
            return PT_ERROR;
        }
    }

    return PT_OK;
}


pt_sandbox_result
pt_sandbox_spare_run(pt_sandbox_spare *sp, const pt_sandbox *sb, char *err,
    size_t errlen, int *fallback)
{
    int                i, unconfinable;
    pid_t              tool;
    unsigned           timeout;
    long long          deadline;
    pt_sandbox_result  rc;

    *fallback = 0;

    timeout = pt_sandbox_timeout(sb);
    deadline = pt_sandbox_now_ms() + timeout;

    /* a root host gives the files the caller put there to the tool's uid */
    if (sb->processes
        || pt_sandbox_ns_give(&sp->ns, sp->path) != PT_OK
        || pt_sandbox_ns_tool(&sp->ns, sb) != PT_OK
        || pt_sandbox_spare_send(sp, sb) != PT_OK
        || pt_sandbox_spare_byte(sp, deadline) != PT_OK)
    {
        pt_log(PT_LOG_WARN, "sandbox: the spare in %s had ended; the run"
               " makes its own", sb->workdir);
        pt_sandbox_spare_drop(sp, 0);
        *fallback = 1;
        return PT_SANDBOX_ERROR;
    }

    unconfinable = 0;
    rc = pt_sandbox_started(sb, &sp->ns, sp->fds[2], sp->fds[1], &tool, err,
                            errlen, &unconfinable);

    if (rc == PT_SANDBOX_OK) {
        rc = pt_sandbox_finish(sb, &sp->ns, sp->fds[2], sp->fds[0], tool,
                               deadline, timeout, err, errlen,
                               &unconfinable);
    }

    /* the next, by the maker thread while this caller goes on */
    pt_sandbox_spare_want(sb->workdir);

    /* a spare is never reused */
    for (i = 0; i < 3; i++) {
        close(sp->fds[i]);
    }

    close(sp->cmd);

    while (waitpid(sp->reporter, NULL, 0) == -1 && errno == EINTR) {
        /* void */
    }

    pt_sandbox_ns_free(&sp->ns);
    free(sp);

    *fallback = unconfinable;

    return rc;
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
    char               dir[PT_SPARE_PATH];
    const char        *exec;
    pt_sandbox_spare  *sp;

    (void) arg;

    pthread_mutex_lock(&pt_spare_lock);

    for ( ;; ) {
        for (i = 0; i < PT_SPARE_DIRS; i++) {
            if (pt_spare_slots[i].wanted) {
                break;
            }
        }

        if (pt_spare_stop) {
            break;
        }

        if (i == PT_SPARE_DIRS) {
            pthread_cond_wait(&pt_spare_cond, &pt_spare_lock);
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
pt_sandbox_spare_want(const char *workdir)
{
    int   i, slot;
    char  dir[PT_SPARE_PATH];

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
        pt_snprintf(pt_spare_slots[slot].dir, PT_SPARE_PATH, "%s", dir);
        pt_spare_slots[slot].wanted = 1;
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
