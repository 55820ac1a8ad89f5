/*
 * pictorctl doctor (pictorctl_doctor.h).  Each check says what it found
 * and, when it fails, what to do; none changes the deployment but for a
 * probe file it removes again.  pictord's reachability is that its
 * ZeroMQ socket accepts a connection: the module's wake-ups are one-way
 * PUSH messages, so there is nothing to answer a ping, and a socket that
 * accepts is what a wake-up needs.
 */

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "core/masterkey.h"
#include "core/pt.h"
#include "sandbox/sandbox.h"
#include "records/managed.h"
#include "store/store_remote.h"
#include "pictorctl_doctor.h"


void
pt_doctor_say(pt_doctor *d, const char *check, const char *fmt, ...)
{
    va_list  ap;

    if (strncmp(fmt, "FAIL", 4) == 0) {
        d->failed++;
    }

    printf("%s: ", check);

    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);

    putchar('\n');
}


static void
pt_doctor_master_key(pt_doctor *d)
{
    char           err[512];
    unsigned char  key[PT_MASTER_KEY_LEN];

    if (d->conf->master_key_file == NULL) {
        pt_doctor_say(d, "master key", "skipped (no master_key_file:"
                      " customer buckets cannot be used)");
        return;
    }

    /* the loader refuses a key that group or others may read */
    if (pt_master_key_load(d->conf->master_key_file, key, err, sizeof(err))
        != PT_OK)
    {
        pt_doctor_say(d, "master key", "FAIL: %s", err);
        return;
    }

    explicit_bzero(key, sizeof(key));
    pt_doctor_say(d, "master key", "ok");
}


/* a HEAD of a key no one writes: "not found" is the bucket answering */
static void
pt_doctor_managed(pt_doctor *d)
{
    int                rc;
    char               err[512];
    pt_store          *s;
    pt_store_cfg       cfg;
    pt_store_net       net;
    pt_store_stat      st;
    pt_managed_bucket  mb;

    if (d->conf->managed_store == NULL) {
        pt_doctor_say(d, "managed bucket credentials",
                      "skipped (no managed_store)");
        pt_doctor_say(d, "managed bucket", "skipped (no managed_store)");
        return;
    }

    if (pt_managed_bucket_parse(d->conf->managed_store, &mb, err,
                                sizeof(err))
        != PT_OK)
    {
        pt_doctor_say(d, "managed bucket credentials", "FAIL: %s", err);
        pt_doctor_say(d, "managed bucket", "skipped (no credentials)");
        return;
    }

    pt_doctor_say(d, "managed bucket credentials", "ok");

    memset(&net, 0, sizeof(net));
    net.connect_timeout_ms = d->conf->storage_connect_timeout_ms;
    net.timeout_ms = d->conf->storage_timeout_ms;
    net.retries = 1;
    net.allow_private = (int) d->conf->storage_private_networks;
    pt_managed_bucket_cfg(&mb, &net, &cfg);

    s = pt_store_remote_new(&cfg, err, sizeof(err));
    if (s == NULL) {
        pt_managed_bucket_wipe(&mb);
        pt_doctor_say(d, "managed bucket", "FAIL: %s", err);
        return;
    }

    rc = s->ops->head(s, "pictor-doctor/probe", &st);

    if (rc == PT_STORE_OK || rc == PT_STORE_NOT_FOUND) {
        pt_doctor_say(d, "managed bucket", "ok");

    } else {
        pt_doctor_say(d, "managed bucket", "FAIL: bucket %s: %s", mb.bucket,
                      s->error[0] ? s->error : "no answer");
    }

    s->ops->free(s);
    pt_managed_bucket_wipe(&mb);
}


static void
pt_doctor_database(pt_doctor *d)
{
    char                 err[512];
    long long            n;
    unsigned             missing;
    const char          *first;
    const pt_migration  *m;

    d->db = pt_db_open(&d->conf->db, err, sizeof(err));
    if (d->db == NULL) {
        pt_doctor_say(d, "database", "FAIL: %s", err);
        pt_doctor_say(d, "database migrated", "skipped (no database)");
        return;
    }

    pt_doctor_say(d, "database", "ok");

    missing = 0;
    first = NULL;

    for (m = pt_migrations; m->name != NULL; m++) {
        n = pt_db_scalar(d->db, -1, "SELECT COUNT(*) FROM schema_migrations"
                         " WHERE version = ?", "s", m->name);
        if (n < 0 && missing == 0 && m == pt_migrations) {
            pt_doctor_say(d, "database migrated", "FAIL: no schema"
                          " (schema_migrations: %s): run pictorctl migrate",
                          pt_db_errmsg(d->db));
            return;
        }

        if (n != 1) {
            first = first ? first : m->name;
            missing++;
        }
    }

    if (missing) {
        pt_doctor_say(d, "database migrated", "FAIL: %u migration(s) not"
                      " applied, from %s: run pictorctl migrate", missing,
                      first);
        return;
    }

    pt_doctor_say(d, "database migrated", "ok");
}


/* a probe file made and removed: access() says yes to root everywhere */
static void
pt_doctor_storage(pt_doctor *d)
{
    int    fd;
    char   path[4200];

    if (d->conf->storage_root == NULL) {
        pt_doctor_say(d, "storage root", "FAIL: no storage_root");
        return;
    }

    pt_snprintf(path, sizeof(path), "%s/.pictor-doctor.XXXXXX",
                d->conf->storage_root);

    fd = mkstemp(path);
    if (fd == -1 || write(fd, "x", 1) != 1) {
        pt_doctor_say(d, "storage root", "FAIL: %s is not writable: %s",
                      d->conf->storage_root, strerror(errno));
        if (fd != -1) {
            close(fd);
            unlink(path);
        }
        return;
    }

    close(fd);
    unlink(path);

    pt_doctor_say(d, "storage root", "ok");
}


/* ipc://PATH: a Unix stream socket; tcp://HOST:PORT: TCP, 2 s at most */
static int
pt_doctor_connect(const char *endpoint, char *err, size_t errlen)
{
    int                  fd, rc;
    char                 host[256], *port;
    struct pollfd        pfd;
    struct addrinfo      hints, *ai;
    struct sockaddr_un   sun;

    if (strncmp(endpoint, "ipc://", 6) == 0) {
        memset(&sun, 0, sizeof(sun));
        sun.sun_family = AF_UNIX;

        if (strlen(endpoint + 6) >= sizeof(sun.sun_path)) {
            pt_snprintf(err, errlen, "%s: path too long", endpoint);
            return PT_ERROR;
        }

        strcpy(sun.sun_path, endpoint + 6);

        fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        rc = (fd == -1) ? -1
             : connect(fd, (struct sockaddr *) &sun, sizeof(sun));
        goto done;
    }

    pt_snprintf(host, sizeof(host), "%s", endpoint + 6);
    port = strrchr(host, ':');

    if (strncmp(endpoint, "tcp://", 6) != 0 || port == NULL) {
        pt_snprintf(err, errlen, "%s: not ipc:// or tcp://HOST:PORT",
                    endpoint);
        return PT_ERROR;
    }

    *port++ = '\0';

    memset(&hints, 0, sizeof(hints));
    hints.ai_socktype = SOCK_STREAM;

    if (getaddrinfo(host, port, &hints, &ai) != 0) {
        pt_snprintf(err, errlen, "%s: cannot resolve %s", endpoint, host);
        return PT_ERROR;
    }

    fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK,
                0);
    rc = (fd == -1) ? -1 : connect(fd, ai->ai_addr, ai->ai_addrlen);

    if (rc == -1 && errno == EINPROGRESS) {
        pfd.fd = fd;
        pfd.events = POLLOUT;
        rc = poll(&pfd, 1, 2000) == 1 ? 0 : -1;
        errno = ETIMEDOUT;

        if (rc == 0) {
            socklen_t  len = sizeof(int);

            if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &rc, &len) != 0
                || rc != 0)
            {
                errno = rc ? rc : errno;
                rc = -1;
            }
        }
    }

    freeaddrinfo(ai);

done:

    if (rc == -1) {
        pt_snprintf(err, errlen, "%s: %s", endpoint, strerror(errno));
    }

    if (fd != -1) {
        close(fd);
    }

    return rc == 0 ? PT_OK : PT_ERROR;
}


static void
pt_doctor_pictord(pt_doctor *d)
{
    char  err[512];

    if (d->conf->zmq_endpoint == NULL) {
        pt_doctor_say(d, "pictord", "skipped (no zmq_endpoint: pictord"
                      " polls for jobs)");
        return;
    }

    if (pt_doctor_connect(d->conf->zmq_endpoint, err, sizeof(err))
        != PT_OK)
    {
        pt_doctor_say(d, "pictord", "FAIL: nothing accepts wake-ups at %s"
                      " (is pictord running?)", err);
        return;
    }

    pt_doctor_say(d, "pictord", "ok");
}


/* a confined run of true(1), as EPS and video jobs run their tools */
static void
pt_doctor_sandbox(pt_doctor *d)
{
    char                dir[64], err[512];
    pt_sandbox          sb;
    pt_sandbox_conf     sc;
    pt_sandbox_result   rc;
    const char         *argv[] = { "/bin/true", NULL };

    pt_snprintf(dir, sizeof(dir), "/tmp/pictor-doctor.XXXXXX");

    if (mkdtemp(dir) == NULL) {
        pt_doctor_say(d, "sandbox", "FAIL: mkdtemp: %s", strerror(errno));
        return;
    }

    /* confined or nothing: an unconfined run proves no sandbox; one run,
     * so none is made ahead */
    memset(&sc, 0, sizeof(sc));
    sc.exec = "";
    pt_sandbox_configure(&sc);

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = dir;
    sb.timeout_ms = 10000;
    sb.cpu_seconds = 5;
    sb.memory = 256ULL * 1024 * 1024;
    sb.file_size = 1024 * 1024;

    err[0] = '\0';
    rc = pt_sandbox_run(&sb, err, sizeof(err));
    rmdir(dir);

    if (rc != PT_SANDBOX_OK) {
        pt_doctor_say(d, "sandbox", "FAIL: %s%s", err[0] ? err
                      : "true(1) did not succeed in the sandbox",
                      d->conf->sandbox_unconfined
                      ? " (sandbox_unconfined on: tools run unconfined)"
                      : " (EPS and video jobs will fail)");
        return;
    }

    pt_doctor_say(d, "sandbox", "ok");
}


/* the launcher of sandboxes made ahead: without it runs are slower only */
static void
pt_doctor_launcher(pt_doctor *d)
{
    const char  *exec;

    exec = d->conf->sandbox_exec ? d->conf->sandbox_exec
                                 : PT_SANDBOX_EXEC_PATH;

    if (exec[0] == '\0') {
        pt_doctor_say(d, "sandbox launcher", "skipped (sandbox_exec off)");

    } else if (access(exec, X_OK) != 0) {
        pt_doctor_say(d, "sandbox launcher", "WARN: %s: %s (every sandbox"
                      " is made for its run, 5-8 ms later)", exec,
                      strerror(errno));

    } else {
        pt_doctor_say(d, "sandbox launcher", "ok");
    }
}


static void
pt_doctor_tool(pt_doctor *d, const char *check, const char *path,
    const char *package)
{
    if (access(path, X_OK) != 0) {
        pt_doctor_say(d, check, "FAIL: %s: %s (apt-get install %s)", path,
                      strerror(errno), package);
        return;
    }

    pt_doctor_say(d, check, "ok");
}


int
pictorctl_doctor(const pt_conffile *conf)
{
    pt_doctor  d;

    memset(&d, 0, sizeof(d));
    d.conf = conf;

    pt_doctor_master_key(&d);
    pt_doctor_managed(&d);
    pt_doctor_database(&d);
    pt_doctor_grants(&d);
    pt_doctor_storage(&d);
    pt_doctor_pictord(&d);
    pt_doctor_sandbox(&d);
    pt_doctor_launcher(&d);
    pt_doctor_tool(&d, "ghostscript", PT_TOOL_GS, "ghostscript");
    pt_doctor_tool(&d, "ffmpeg", PT_TOOL_FFMPEG, "ffmpeg");
    pt_doctor_tool(&d, "ffprobe", PT_TOOL_FFPROBE, "ffmpeg");
    pt_doctor_metrics(&d);
    pt_doctor_cdn(&d);

    pt_db_close(d.db);

    if (d.failed) {
        printf("%u check(s) failed\n", d.failed);
        return 1;
    }

    printf("all checks passed\n");

    return 0;
}
