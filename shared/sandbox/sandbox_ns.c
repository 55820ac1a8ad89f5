/*
 * The namespaces a sandboxed tool runs in
 * (docs/decisions/0002-external-tools-sandboxed.md "Decision"):
 * pt_sandbox_configure and the pt_sandbox_ns_* steps of sandbox_int.h.
 *
 * ghostscript's -dSAFER has been bypassed several times; a bypass must
 * find nothing to read or reach.  bubblewrap puts the tool in new user,
 * mount, pid, network, ipc, uts and cgroup namespaces: a root of its own
 * made read-only, /usr and the few /etc and /var pieces that ghostscript,
 * poppler and fontconfig read bound read-only, a private /tmp, a minimal
 * /dev and /proc, and the job's work directory, bound read-write at /work
 * (the tool's arguments say /work for its path), as the only thing of the
 * storage root.  The master key, other tenants' files and the database
 * socket are not in that tree; there is no network; the uid is
 * unprivileged (65534 when the host is root, else the host's own, mapped
 * to 65534).  bwrap loads the seccomp filter (sandbox_filter.c) just
 * before the tool's execve().
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include "sandbox/sandbox_int.h"


#define PT_SANDBOX_BWRAP    "/usr/bin/bwrap"
#define PT_SANDBOX_STR2(n)  #n
#define PT_SANDBOX_STR(n)   PT_SANDBOX_STR2(n)
#define PT_SANDBOX_UID_S    PT_SANDBOX_STR(PT_SANDBOX_UID)
/* the private /tmp lives in memory: TMPDIR is the work directory */
#define PT_SANDBOX_TMPFS    "67108864"


/* read-only pieces the tools need besides /usr, bound when they exist */
static const char  *pt_sandbox_ro[] = {
    "/etc/ld.so.cache",
    "/etc/alternatives",         /* /usr/bin/awk and friends point here */
    "/etc/fonts",
    "/etc/papersize",
    "/etc/localtime",
    "/var/cache/fontconfig",
    "/var/lib/ghostscript",
    NULL
};

/* top-level directories a merged /usr turns into symlinks */
static const char  *pt_sandbox_top[] = {
    "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", NULL
};

typedef struct {
    int   kind;                 /* 0 absent, 1 symlink, 2 directory */
    char  target[256];
} pt_sandbox_top_t;

static pthread_once_t    pt_sandbox_once = PTHREAD_ONCE_INIT;
static pt_sandbox_top_t  pt_sandbox_tops[8];

static pt_sandbox_conf   pt_sandbox_settings;





void
pt_sandbox_configure(const pt_sandbox_conf *conf)
{
    pt_sandbox_settings = *conf;
}


const pt_sandbox_conf *
pt_sandbox_conf_get(void)
{
    return &pt_sandbox_settings;
}


static void
pt_sandbox_tops_init(void)
{
    int          i;
    ssize_t      n;
    struct stat  st;

    for (i = 0; pt_sandbox_top[i] != NULL; i++) {
        if (lstat(pt_sandbox_top[i], &st) != 0) {
            continue;
        }

        if (S_ISDIR(st.st_mode)) {
            pt_sandbox_tops[i].kind = 2;
            continue;
        }

        n = readlink(pt_sandbox_top[i], pt_sandbox_tops[i].target,
                     sizeof(pt_sandbox_tops[i].target) - 1);
        if (S_ISLNK(st.st_mode) && n > 0) {
            pt_sandbox_tops[i].target[n] = '\0';
            pt_sandbox_tops[i].kind = 1;
        }
    }
}


/*
 * A root host: the sandbox's uid must own the work directory and what the
 * caller put in it (the tools make no subdirectories).
 */
static int
pt_sandbox_give(const char *dir)
{
    int             fd, rc;
    DIR            *d;
    struct dirent  *e;

    fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd == -1) {
        return PT_ERROR;
    }

    rc = fchown(fd, PT_SANDBOX_UID, PT_SANDBOX_UID) == 0 ? PT_OK : PT_ERROR;

    d = fdopendir(fd);
    if (d == NULL) {
        close(fd);
        return PT_ERROR;
    }

    while (rc == PT_OK && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }

        if (fchownat(fd, e->d_name, PT_SANDBOX_UID, PT_SANDBOX_UID,
                     AT_SYMLINK_NOFOLLOW) != 0)
        {
            rc = PT_ERROR;
        }
    }

    closedir(d);

    return rc;
}


/* bwrap's options before the per-run ones */
static const char  *pt_sandbox_head[] = {
    "--unshare-all", "--unshare-user", "--disable-userns",
    "--uid", PT_SANDBOX_UID_S, "--gid", PT_SANDBOX_UID_S,
    "--hostname", "sandbox", "--die-with-parent", "--new-session",
    "--clearenv", "--setenv", "PATH", "/usr/bin:/bin",
    "--ro-bind", "/usr", "/usr", NULL
};

static const char  *pt_sandbox_fs[] = {
    "--proc", "/proc", "--dev", "/dev",
    "--size", PT_SANDBOX_TMPFS, "--tmpfs", "/tmp", NULL
};


/* prepare() has checked that the tool's argv leaves room */
static void
pt_sandbox_args(pt_sandbox_ns *ns, int *n, const char *const *list)
{
    while (*list != NULL) {
        ns->argv[(*n)++] = *list++;
    }
}


static void
pt_sandbox_ns_argv(pt_sandbox_ns *ns, const pt_sandbox *sb)
{
    int                     n, i;
    const pt_sandbox_conf  *conf;

    /*
     * The work directory is bound at /work, whatever its host path, so a
     * sandbox can be made before that path is known (sandbox_spare.c);
     * then the root tmpfs bwrap made goes read-only (not the mounts on it).
     */
    const char  *work[] = {
        "--bind", ns->stage ? "/tmp" : sb->workdir, PT_SANDBOX_WORK, NULL
    };

    /*
     * The launcher is copied in from a descriptor the host opened, not
     * bound by its path: bwrap resolves a path as the uid it runs as, which
     * a root host's checkout under /root (0700) or /tmp (hidden by the
     * work directory's bind, see enter()) does not let it see
     * (docs/SANDBOX.md, "Where the launcher may live").
     */
    const char  *exec[] = {
        "--perms", "0555",
        "--ro-bind-data", PT_SANDBOX_STR(PT_SANDBOX_FD_EXEC),
        PT_SANDBOX_EXEC_AT, NULL
    };

    const char  *run[] = {
        "--remount-ro", "/", "--chdir", PT_SANDBOX_WORK,
        "--setenv", "HOME", PT_SANDBOX_WORK,
        "--setenv", "TMPDIR", PT_SANDBOX_WORK,
        "--seccomp", PT_SANDBOX_STR(PT_SANDBOX_FD_SECCOMP),
        "--json-status-fd", PT_SANDBOX_STR(PT_SANDBOX_FD_STATUS), "--", NULL
    };

    conf = pt_sandbox_conf_get();
    n = 0;

    ns->argv[n++] = conf->bwrap ? conf->bwrap : PT_SANDBOX_BWRAP;
    pt_sandbox_args(ns, &n, pt_sandbox_head);

    for (i = 0; pt_sandbox_top[i] != NULL; i++) {
        if (pt_sandbox_tops[i].kind != 0) {
            ns->argv[n++] = pt_sandbox_tops[i].kind == 1 ? "--symlink"
                                                         : "--ro-bind";
            ns->argv[n++] = pt_sandbox_tops[i].kind == 1
                            ? pt_sandbox_tops[i].target : pt_sandbox_top[i];
            ns->argv[n++] = pt_sandbox_top[i];
        }
    }

    for (i = 0; pt_sandbox_ro[i] != NULL; i++) {
        ns->argv[n++] = "--ro-bind-try";
        ns->argv[n++] = pt_sandbox_ro[i];
        ns->argv[n++] = pt_sandbox_ro[i];
    }

    pt_sandbox_args(ns, &n, pt_sandbox_fs);
    pt_sandbox_args(ns, &n, work);

    if (ns->exec != NULL) {
        pt_sandbox_args(ns, &n, exec);
    }

    pt_sandbox_args(ns, &n, run);

    if (ns->exec != NULL) {
        ns->argv[n++] = PT_SANDBOX_EXEC_AT;

    } else {
        pt_sandbox_args(ns, &n, ns->tool);
    }

    ns->argv[n] = NULL;
}


/* a character that may continue a file name mkdtemp(3) made */
#define pt_sandbox_name_char(c)                                              \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z')                \
     || ((c) >= '0' && (c) <= '9') || (c) == '.' || (c) == '-' || (c) == '_')


/*
 * arg with each occurrence of the work directory's path (dir, len bytes)
 * not continued by a name's character (so in "-sOutputFile=dir/out.png",
 * "'dir'", "dir") replaced by /work; into out when not NULL.  The length.
 */
static size_t
pt_sandbox_subst(char *out, const char *arg, const char *dir, size_t len)
{
    size_t  n, w;

    n = 0;
    w = sizeof(PT_SANDBOX_WORK) - 1;

    while (*arg != '\0') {
        if (strncmp(arg, dir, len) == 0
            && !pt_sandbox_name_char(arg[len]))
        {
            if (out != NULL) {
                memcpy(out + n, PT_SANDBOX_WORK, w);
            }

            n += w;
            arg += len;
            continue;
        }

        if (out != NULL) {
            out[n] = *arg;
        }

        n++;
        arg++;
    }

    if (out != NULL) {
        out[n] = '\0';
    }

    return n;
}


int
pt_sandbox_ns_tool(pt_sandbox_ns *ns, const pt_sandbox *sb)
{
    int      i;
    char    *p;
    size_t   len, size;

    len = strlen(sb->workdir);
    while (len > 1 && sb->workdir[len - 1] == '/') {
        len--;
    }

    size = 0;
    for (i = 0; sb->argv[i] != NULL; i++) {
        size += pt_sandbox_subst(NULL, sb->argv[i], sb->workdir, len) + 1;
    }

    free(ns->strings);
    ns->strings = malloc(size);
    if (ns->strings == NULL) {
        return PT_ERROR;
    }

    p = ns->strings;

    for (i = 0; sb->argv[i] != NULL; i++) {
        ns->tool[i] = p;
        p += pt_sandbox_subst(p, sb->argv[i], sb->workdir, len) + 1;
    }

    ns->tool[i] = NULL;

    return PT_OK;
}


int
pt_sandbox_ns_give(const pt_sandbox_ns *ns, const char *dir)
{
    return ns->stage ? pt_sandbox_give(dir) : PT_OK;
}


static int
pt_sandbox_ns_make(pt_sandbox_ns *ns, const pt_sandbox *sb, char *err,
    size_t errlen)
{
    int  argc;

    ns->seccomp = -1;
    ns->execfd = -1;
    ns->status[0] = -1;
    ns->status[1] = -1;
    ns->workdir = sb->workdir;
    ns->stage = geteuid() == 0;

    (void) pthread_once(&pt_sandbox_once, pt_sandbox_tops_init);

    for (argc = 0; sb->argv[argc] != NULL; argc++) { /* void */ }

    /* bwrap's own options take fewer than 90 */
    if (argc > PT_SANDBOX_NS_ARGS - 96) {
        pt_snprintf(err, errlen, "sandbox: too many arguments");
        return PT_ERROR;
    }

    if (ns->stage && pt_sandbox_give(sb->workdir) != PT_OK) {
        pt_snprintf(err, errlen, "cannot give %s to uid %d: %s",
                    sb->workdir, PT_SANDBOX_UID, strerror(errno));
        return errno == EINVAL || errno == EPERM ? PT_SANDBOX_NS_DECLINED
                                                 : PT_ERROR;
    }

    ns->seccomp = pt_sandbox_filter_fd(sb->processes);
    if (ns->seccomp == -1) {
        pt_snprintf(err, errlen, "sandbox: cannot make the seccomp filter");
        return PT_ERROR;
    }

    if (pipe2(ns->status, O_CLOEXEC) == -1
        || fcntl(ns->status[0], F_SETFL, O_NONBLOCK) == -1)
    {
        pt_snprintf(err, errlen, "sandbox: pipe: %s", strerror(errno));
        return PT_ERROR;
    }

    if (ns->exec == NULL && pt_sandbox_ns_tool(ns, sb) != PT_OK) {
        pt_snprintf(err, errlen, "sandbox: no memory");
        return PT_ERROR;
    }

    pt_sandbox_ns_argv(ns, sb);

    return PT_OK;
}


int
pt_sandbox_ns_prepare(pt_sandbox_ns *ns, const pt_sandbox *sb, char *err,
    size_t errlen)
{
    memset(ns, 0, sizeof(pt_sandbox_ns));
    ns->cmd = -1;

    return pt_sandbox_ns_make(ns, sb, err, errlen);
}


int
pt_sandbox_ns_prepare_spare(pt_sandbox_ns *ns, const pt_sandbox *sb,
    const char *exec, int cmd, char *err, size_t errlen)
{
    int  rc;

    memset(ns, 0, sizeof(pt_sandbox_ns));
    ns->exec = exec;
    ns->cmd = cmd;

    rc = pt_sandbox_ns_make(ns, sb, err, errlen);
    if (rc != PT_OK) {
        return rc;
    }

    /* read by bwrap to its end: a new descriptor for every spare */
    ns->execfd = open(exec, O_RDONLY | O_CLOEXEC);
    if (ns->execfd == -1) {
        pt_snprintf(err, errlen, "sandbox: open(\"%s\"): %s", exec,
                    strerror(errno));
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_sandbox_ns_enter(const pt_sandbox_ns *ns)
{
    gid_t  none;

    if (!ns->stage) {
        return 0;
    }

    if (unshare(CLONE_NEWNS) == -1
        || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == -1
        || mount(ns->workdir, "/tmp", NULL, MS_BIND, NULL) == -1)
    {
        return -1;
    }

    /* raw system calls: glibc's wrappers signal other threads */
    none = 0;
    if (syscall(SYS_setgroups, 0, &none) == -1
        || syscall(SYS_setresgid, PT_SANDBOX_UID, PT_SANDBOX_UID,
                   PT_SANDBOX_UID) == -1
        || syscall(SYS_setresuid, PT_SANDBOX_UID, PT_SANDBOX_UID,
                   PT_SANDBOX_UID) == -1)
    {
        return -1;
    }

    /* a change of uid clears it */
    (void) prctl(PR_SET_PDEATHSIG, SIGKILL);

    return 0;
}


int
pt_sandbox_ns_started(pt_sandbox_ns *ns)
{
    char     buf[1024];
    ssize_t  n;

    /* bwrap wrote its first status before it exited: no waiting */
    do {
        n = read(ns->status[0], buf, sizeof(buf) - 1);
    } while (n == -1 && errno == EINTR);

    if (n <= 0) {
        return 0;
    }

    buf[n] = '\0';

    return strstr(buf, "\"child-pid\"") != NULL;
}


void
pt_sandbox_ns_free(pt_sandbox_ns *ns)
{
    free(ns->strings);
    ns->strings = NULL;

    if (ns->cmd != -1) {
        close(ns->cmd);
    }

    if (ns->seccomp != -1) {
        close(ns->seccomp);
    }

    if (ns->execfd != -1) {
        close(ns->execfd);
    }

    if (ns->status[0] != -1) {
        close(ns->status[0]);
    }

    if (ns->status[1] != -1) {
        close(ns->status[1]);
    }

    ns->cmd = -1;
    ns->seccomp = -1;
    ns->execfd = -1;
    ns->status[0] = -1;
    ns->status[1] = -1;
}
