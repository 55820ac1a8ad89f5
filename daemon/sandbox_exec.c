/*
 * pictor-sandbox-exec: the first program of a sandbox made ahead of its
 * run (shared/sandbox/sandbox_spare.c).  bwrap starts it inside the finished
 * namespaces, after the seccomp filter, where it waits for one command on
 * PT_SANDBOX_FD_CMD: the tool's rlimits and argv.  It sets the limits and
 * executes the tool, which so inherits every confinement; the sandbox's
 * setup was paid before anyone waited for it.  One command, one tool: a
 * sandbox is never reused.
 *
 * It allocates nothing and sets the limits just before execve(), so
 * they bind the tool alone.
 */

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>

#include "sandbox/sandbox_exec.h"


extern char  **environ;

static char         pt_exec_strings[PT_SANDBOX_EXEC_BYTES];
static char        *pt_exec_argv[PT_SANDBOX_EXEC_ARGS + 1];


static void
pt_exec_say(const char *what, const char *detail)
{
    const char  *parts[] = { "sandbox-exec: ", what, ": ", detail, "\n" };
    size_t       i;

    for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
        if (write(2, parts[i], strlen(parts[i])) < 0) {
            return;
        }
    }
}


/* 0 when len bytes were read; end of file before them is not a command */
static int
pt_exec_read(void *buf, size_t len)
{
    char     *p;
    ssize_t   n;

    p = buf;

    while (len > 0) {
        n = read(PT_SANDBOX_FD_CMD, p, len);

        if (n == -1 && errno == EINTR) {
            continue;
        }

        if (n <= 0) {
            return -1;
        }

        p += n;
        len -= n;
    }

    return 0;
}


/* argv from the strings: exactly argc of them, each NUL-ended */
static int
pt_exec_split(uint32_t argc, uint32_t len)
{
    uint32_t  i, n;
    char     *p, *end;

    if (len == 0 || pt_exec_strings[len - 1] != '\0') {
        return -1;
    }

    p = pt_exec_strings;
    end = pt_exec_strings + len;

    for (n = 0; p < end; n++) {
        if (n == argc) {
            return -1;
        }

        pt_exec_argv[n] = p;
        p += strlen(p) + 1;
    }

    for (i = n; i <= argc; i++) {
        pt_exec_argv[i] = NULL;
    }

    return n == argc ? 0 : -1;
}


static void
pt_exec_limit(int resource, uint64_t soft, uint64_t hard)
{
    struct rlimit  rl;

    if (soft == 0) {
        return;
    }

    rl.rlim_cur = soft;
    rl.rlim_max = hard;

    if (setrlimit(resource, &rl) != 0) {
        pt_exec_say("setrlimit", strerror(errno));
        _exit(127);
    }
}


int
main(void)
{
    pt_sandbox_cmd  cmd;

    /* made: from now on the host may rename the work directory */
    if (write(PT_SANDBOX_FD_CMD, "", 1) != 1) {
        return 127;
    }

    /* the host discards a sandbox it will not use by killing it */
    if (pt_exec_read(&cmd, sizeof(cmd)) != 0) {
        return 0;
    }

    if (cmd.magic != PT_SANDBOX_EXEC_MAGIC || cmd.argc == 0
        || cmd.argc > PT_SANDBOX_EXEC_ARGS || cmd.len > sizeof(pt_exec_strings)
        || pt_exec_read(pt_exec_strings, cmd.len) != 0
        || pt_exec_split(cmd.argc, cmd.len) != 0)
    {
        pt_exec_say("command", "malformed");
        return 127;
    }

    /* the host waits for this: a sandbox that died gives it end of file */
    if (write(PT_SANDBOX_FD_CMD, "", 1) != 1) {
        return 127;
    }

    (void) close(PT_SANDBOX_FD_CMD);

    /* SIGXCPU at the limit, SIGKILL a second later, as sandbox_child.c */
    pt_exec_limit(RLIMIT_CPU, cmd.cpu_seconds, cmd.cpu_seconds + 1);
    pt_exec_limit(RLIMIT_AS, cmd.memory, cmd.memory);
    pt_exec_limit(RLIMIT_FSIZE, cmd.file_size, cmd.file_size);

    execve(pt_exec_argv[0], pt_exec_argv, environ);

    pt_exec_say(pt_exec_argv[0], strerror(errno));

    return 127;
}
