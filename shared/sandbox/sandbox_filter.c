/*
 * The seccomp filter a sandboxed tool runs under
 * (docs/decisions/0002-external-tools-sandboxed.md "Decision"), made with
 * libseccomp and loaded by bwrap just before the tool's execve(): EPERM
 * for what a rasterizer never needs, every socket, new processes (unless
 * the caller allows them), new namespaces and mounts, ptrace and
 * cross-process memory access, kernel keyrings, bpf, perf, io_uring,
 * userfaultfd, module and kexec loading, clock and host changes,
 * personality changes and terminal injection.  Other architectures'
 * system calls kill the process.
 */

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#include <seccomp.h>

#include "sandbox/sandbox_int.h"


static pthread_mutex_t   pt_sandbox_bpf_lock = PTHREAD_MUTEX_INITIALIZER;
static char             *pt_sandbox_bpf[2];
static size_t            pt_sandbox_bpf_len[2];


/* system calls denied outright */
static const int  pt_sandbox_denied[] = {
    SCMP_SYS(socket), SCMP_SYS(socketpair),
    SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv),
    SCMP_SYS(process_vm_writev), SCMP_SYS(pidfd_getfd), SCMP_SYS(kcmp),
    SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root),
    SCMP_SYS(chroot), SCMP_SYS(move_mount), SCMP_SYS(open_tree),
    SCMP_SYS(fsopen), SCMP_SYS(fsconfig), SCMP_SYS(fsmount),
    SCMP_SYS(fspick), SCMP_SYS(mount_setattr),
    SCMP_SYS(unshare), SCMP_SYS(setns),
    SCMP_SYS(keyctl), SCMP_SYS(add_key), SCMP_SYS(request_key),
    SCMP_SYS(bpf), SCMP_SYS(perf_event_open), SCMP_SYS(userfaultfd),
    SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter),
    SCMP_SYS(io_uring_register),
    SCMP_SYS(kexec_load), SCMP_SYS(kexec_file_load), SCMP_SYS(reboot),
    SCMP_SYS(init_module), SCMP_SYS(finit_module), SCMP_SYS(delete_module),
    SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at),
    SCMP_SYS(swapon), SCMP_SYS(swapoff), SCMP_SYS(acct), SCMP_SYS(quotactl),
    SCMP_SYS(syslog), SCMP_SYS(vhangup), SCMP_SYS(uselib),
    SCMP_SYS(lookup_dcookie), SCMP_SYS(fanotify_init),
    SCMP_SYS(settimeofday), SCMP_SYS(clock_settime), SCMP_SYS(clock_adjtime),
    SCMP_SYS(adjtimex), SCMP_SYS(sethostname), SCMP_SYS(setdomainname),
    SCMP_SYS(iopl), SCMP_SYS(ioperm)
};

/* clone() flags that would make namespaces (flags are A0 on x86_64 and
 * arm64, the architectures Pictor runs on) */
static const unsigned long  pt_sandbox_newns[] = {
    CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWUTS,
    CLONE_NEWIPC, CLONE_NEWCGROUP
};


static int
pt_sandbox_rules(scmp_filter_ctx ctx, int processes)
{
    size_t  i;
    int     rc;

    rc = 0;

    for (i = 0; i < sizeof(pt_sandbox_denied) / sizeof(int); i++) {
        rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM),
                               pt_sandbox_denied[i], 0);
    }

    for (i = 0; i < sizeof(pt_sandbox_newns) / sizeof(long); i++) {
        rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone),
                               1, SCMP_A0(SCMP_CMP_MASKED_EQ,
                                          pt_sandbox_newns[i],
                                          pt_sandbox_newns[i]));
    }

    /* clone3() takes its flags in memory, where a filter cannot look:
     * ENOSYS makes glibc fall back to clone() */
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);

    if (!processes) {
        /* threads only: fork(), vfork(), posix_spawn() and so
         * PostScript's %pipe% fail */
        rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone),
                               1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD,
                                          0));
        rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(fork),
                               0);
        rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(vfork),
                               0);
    }

    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(personality),
                           1, SCMP_A0(SCMP_CMP_NE, 0));
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                           SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu,
                                   TIOCSTI));
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                           SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu,
                                   TIOCLINUX));

    return rc == 0 ? PT_OK : PT_ERROR;
}


/* the BPF program for the filter, made once per variant */
static int
pt_sandbox_bpf_make(int processes)
{
    int              fd, rc;
    off_t            len;
    char            *buf;
    scmp_filter_ctx  ctx;

    ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (ctx == NULL) {
        return PT_ERROR;
    }

    fd = -1;
    buf = NULL;
    rc = PT_ERROR;

    if (pt_sandbox_rules(ctx, processes) != PT_OK) {
        goto done;
    }

    fd = memfd_create("pictor-bpf", MFD_CLOEXEC);
    if (fd == -1 || seccomp_export_bpf(ctx, fd) != 0) {
        goto done;
    }

    len = lseek(fd, 0, SEEK_END);
    buf = len > 0 ? malloc(len) : NULL;

    if (buf == NULL || pread(fd, buf, len, 0) != len) {
        free(buf);
        goto done;
    }

    pt_sandbox_bpf[processes] = buf;
    pt_sandbox_bpf_len[processes] = len;
    rc = PT_OK;

done:

    if (fd != -1) {
        close(fd);
    }

    seccomp_release(ctx);

    return rc;
}


/* a memfd holding the filter, read by bwrap from its start */
int
pt_sandbox_filter_fd(int processes)
{
    int  fd, p;

    p = processes ? 1 : 0;

    pthread_mutex_lock(&pt_sandbox_bpf_lock);

    if (pt_sandbox_bpf[p] == NULL && pt_sandbox_bpf_make(p) != PT_OK) {
        pthread_mutex_unlock(&pt_sandbox_bpf_lock);
        return -1;
    }

    pthread_mutex_unlock(&pt_sandbox_bpf_lock);

    fd = memfd_create("pictor-seccomp", MFD_CLOEXEC);
    if (fd == -1) {
        return -1;
    }

    if (write(fd, pt_sandbox_bpf[p], pt_sandbox_bpf_len[p])
        != (ssize_t) pt_sandbox_bpf_len[p]
        || lseek(fd, 0, SEEK_SET) != 0)
    {
        close(fd);
        return -1;
    }

    return fd;
}
