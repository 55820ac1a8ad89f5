/*
 * One sandbox made ahead of its run (sandbox_int.h's pt_sandbox_spare_*;
 * sandbox_spares.c keeps them and hands them out).
 *
 * Making a sandbox costs 5-8 ms before the tool's first instruction: the
 * reporter forked from a large host, bwrap executed, seven namespaces,
 * twenty mounts.  A video upload runs ffprobe and its poster job ffmpeg,
 * each waiting on that.  A spare is that work done before anyone waits:
 * bwrap has built the sandbox around an empty work directory and started
 * the launcher (daemon/sandbox_exec.c) inside, after the seccomp filter,
 * where it blocks reading its command socket.  The run sends the tool's
 * argv and rlimits, and the launcher executes the tool at once.
 *
 * A spare serves one run and is then gone, as a sandbox made for the run
 * would be: no tool ever sees another's files, processes or namespaces.
 */

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/wait.h>

#include "sandbox/sandbox_int.h"


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
void
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


/* a new spare around a new empty directory in dir, or NULL */
pt_sandbox_spare *
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

    pt_snprintf(sp->path, sizeof(sp->path),
                "%s/" PT_SANDBOX_SPARE_PREFIX "%d-XXXXXX", dir,
                (int) getpid());

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
    close(sp->ns.execfd);
    sp->ns.execfd = -1;

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
int
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

    pt_sandbox_reap(sp->reporter);

    pt_sandbox_ns_free(&sp->ns);
    free(sp);

    *fallback = unconfinable;

    return rc;
}
