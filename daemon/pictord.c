/*
 * pictord: the job daemon.  The main thread reads the configuration, binds
 * the ZeroMQ PULL socket the module pushes job ids to, and wakes the
 * workers whenever a message arrives.  Each worker thread claims due jobs
 * from MariaDB on its own connection and runs the kind's handler; while
 * nothing is due it polls every poll_interval_ms, so a lost message only
 * delays a job.  A keeper thread renews the leases of running jobs.
 */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <zmq.h>

#include "core/pt.h"
#include "core/crypto.h"
#include "sandbox/sandbox.h"
#include <libxml/parser.h>

#include "media/media.h"
#include "records/storage.h"
#include "store/store_http.h"
#include "pictord.h"
#include "pictord_cdn.h"


#define PICTORD_POLL_MS       200     /* how fast a signal is noticed */


typedef struct {
    pt_conffile      conf;
    unsigned char    master_key[PT_MASTER_KEY_LEN];
    pictord_worker  *workers;
    pthread_t        keeper_tid;
    pictord_keeper   keeper;
    void            *zmq_ctx;
    void            *zmq_sock;
} pictord_ctx;


static int pictord_args(int argc, char **argv, const char **path);
static int pictord_init(pictord_ctx *ctx, const char *path);
static int pictord_workers_init(pictord_ctx *ctx, char *rnd);
static int pictord_start(pictord_ctx *ctx, unsigned *started,
    const char *rnd);
static void pictord_log_stderr(int level, const char *msg);
static void pictord_on_signal(int signo);
static int pictord_signals(void);
static int pictord_zmq_open(pictord_ctx *ctx);
static void pictord_zmq_drain(pictord_ctx *ctx);
static void pictord_wake_all(void);
static void pictord_shutdown(pictord_ctx *ctx, unsigned started);


static volatile sig_atomic_t  pictord_signal;
static atomic_int             pictord_stop;

/*
 * wakeups counts broadcasts, so a worker never misses one that came while
 * it was claiming; it starts at 1 because 0 means "no wake-up to wait for"
 */
static pthread_mutex_t        pictord_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t         pictord_cond;
static unsigned long          pictord_wakeups = 1;


int
main(int argc, char **argv)
{
    int           rc;
    char          rnd[9];
    unsigned      started;
    const char   *path;
    pictord_ctx   ctx;

    rc = pictord_args(argc, argv, &path);
    if (rc != -1) {
        return rc;
    }

    pt_log_set_handler(pictord_log_stderr, PT_LOG_INFO);

    memset(&ctx, 0, sizeof(pictord_ctx));

    if (pictord_init(&ctx, path) != PT_OK
        || pictord_signals() != PT_OK || pictord_zmq_open(&ctx) != PT_OK
        || pictord_workers_init(&ctx, rnd) != PT_OK
        || pictord_start(&ctx, &started, rnd) != PT_OK)
    {
        pt_conffile_free(&ctx.conf);
        return 1;
    }

    pt_log(PT_LOG_NOTICE, "started: %u workers, lease %us, owner %s:%d:%s, "
           "%s%s", started, ctx.conf.lease_seconds, ctx.conf.worker_id,
           (int) getpid(), rnd,
           ctx.conf.zmq_endpoint ? ctx.conf.zmq_endpoint : "no zmq_endpoint",
           ctx.conf.test_jobs ? ", test jobs on" : "");

    while (!pictord_signal) {
        if (ctx.zmq_sock == NULL) {
            pictord_wait(0, PICTORD_POLL_MS, NULL);
            continue;
        }

        pictord_zmq_drain(&ctx);
    }

    pt_log(PT_LOG_NOTICE, "signal %d received, stopping",
           (int) pictord_signal);

    pictord_shutdown(&ctx, started);

    return 0;
}


/* -c and PICTOR_CONF: -1 to go on with *path, else the exit code */
static int
pictord_args(int argc, char **argv, const char **path)
{
    int  opt;

    *path = getenv("PICTOR_CONF");
    if (*path == NULL || (*path)[0] == '\0') {
        *path = "/etc/pictor/pictord.conf";
    }

    while ((opt = getopt(argc, argv, "c:h")) != -1) {
        switch (opt) {
        case 'c':
            *path = optarg;
            break;
        case 'h':
            printf("usage: pictord [-c /path/pictord.conf]\n");
            return 0;
        default:
            fprintf(stderr, "usage: pictord [-c /path/pictord.conf]\n");
            return 2;
        }
    }

    if (optind != argc) {
        fprintf(stderr, "usage: pictord [-c /path/pictord.conf]\n");
        return 2;
    }

    return -1;
}


/* The stores' settings (records/storage.h), before any thread starts. */
static int
pictord_storage_init(pictord_ctx *ctx)
{
    char                 err[512];
    pt_managed_bucket    mb;
    pt_storage_settings  s;

    memset(&s, 0, sizeof(s));
    memset(&mb, 0, sizeof(mb));

    if (ctx->conf.managed_store != NULL) {
        if (pt_managed_bucket_parse(ctx->conf.managed_store, &mb, err,
                                    sizeof(err))
            != PT_OK)
        {
            pt_log(PT_LOG_EMERG, "managed_store: %s", err);
            return PT_ERROR;
        }

        s.managed = &mb;
    }

    s.master_key = ctx->master_key;
    s.net.connect_timeout_ms = ctx->conf.storage_connect_timeout_ms;
    s.net.timeout_ms = ctx->conf.storage_timeout_ms;
    s.net.deadline_ms = ctx->conf.storage_deadline_ms;
    s.net.min_speed = ctx->conf.storage_min_speed;
    s.net.min_speed_ms = ctx->conf.storage_min_speed_ms;
    s.net.max_download = (off_t) ctx->conf.storage_max_download_mb << 20;
    s.net.retries = (int) ctx->conf.storage_retries;
    s.net.part_size = (size_t) ctx->conf.storage_part_size_mb << 20;
    s.net.allow_private = ctx->conf.storage_private_networks != 0;

    pt_storage_init(&s);

    /* pt_storage_init kept its own copy */
    pt_managed_bucket_wipe(&mb);

    return PT_OK;
}


/*
 * The configuration, the sandbox, the libraries and the master key, all
 * before any thread starts.  PT_ERROR once the reason is logged.
 */
static int
pictord_init(pictord_ctx *ctx, const char *path)
{
    char                err[1024];
    pt_sandbox_conf     sandbox;
    pthread_condattr_t  attr;

    if (pt_conffile_load(&ctx->conf, path, err, sizeof(err)) != PT_OK) {
        pt_log(PT_LOG_EMERG, "%s", err);
        return PT_ERROR;
    }

    pt_log_set_handler(pictord_log_stderr, ctx->conf.log_level);

    sandbox.bwrap = NULL;
    sandbox.exec = ctx->conf.sandbox_exec;
    sandbox.unconfined = ctx->conf.sandbox_unconfined;
    pt_sandbox_configure(&sandbox);

    if (ctx->conf.db.socket == NULL && ctx->conf.db.host == NULL
        && ctx->conf.db.user == NULL && ctx->conf.db.database == NULL)
    {
        pt_log(PT_LOG_EMERG, "%s: no \"database\" directive", path);
        return PT_ERROR;
    }

    /* libvips (split, derived assets) and libxml2 (SVG) before threads */
    if (pt_crypto_init() != PT_OK || pt_db_library_init() != PT_OK
        || pt_media_init() != PT_OK || pt_http_global_init() != PT_OK)
    {
        pt_log(PT_LOG_EMERG, "library initialisation failed");
        return PT_ERROR;
    }

    xmlInitParser();

    if (pt_master_key_load(ctx->conf.master_key_file, ctx->master_key, err,
                           sizeof(err))
        != PT_OK)
    {
        pt_log(PT_LOG_EMERG, "%s", err);
        return PT_ERROR;
    }

    if (pictord_storage_init(ctx) != PT_OK
        || pictord_cdn_init(&ctx->conf) != PT_OK)
    {
        return PT_ERROR;
    }

    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&pictord_cond, &attr);
    pthread_condattr_destroy(&attr);

    return PT_OK;
}


/* The workers' slots, each with its lease owner; rnd gets the run's part. */
static int
pictord_workers_init(pictord_ctx *ctx, char *rnd)
{
    unsigned  i;

    ctx->workers = calloc(ctx->conf.workers, sizeof(pictord_worker));
    if (ctx->workers == NULL) {
        pt_log(PT_LOG_EMERG, "out of memory");
        return PT_ERROR;
    }

    /* a fresh owner per run: a restarted pictord never renews old leases */
    pt_random_alnum(rnd, 8);

    for (i = 0; i < ctx->conf.workers; i++) {
        ctx->workers[i].n = i;
        ctx->workers[i].conf = &ctx->conf;
        ctx->workers[i].master_key = ctx->master_key;
        pt_snprintf(ctx->workers[i].owner, sizeof(ctx->workers[i].owner),
                    "%s:%d:%s:%u", ctx->conf.worker_id, (int) getpid(), rnd,
                    i);
    }

    return PT_OK;
}


/*
 * The lease keeper, then the workers: *started of them.  A worker that
 * cannot start stops the daemon as a signal would, after the others.
 */
static int
pictord_start(pictord_ctx *ctx, unsigned *started, const char *rnd)
{
    char      owner[128];
    unsigned  i;
    sigset_t  all, old;

    /* only the main thread takes the signals */
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);

    *started = 0;

    ctx->keeper.conf = &ctx->conf;
    ctx->keeper.workers = ctx->workers;

    if (pthread_create(&ctx->keeper_tid, NULL, pictord_keeper_main,
                       &ctx->keeper)
        != 0)
    {
        pt_log(PT_LOG_EMERG, "cannot start the lease keeper thread");
        return PT_ERROR;
    }

    for (i = 0; i < ctx->conf.workers; i++) {
        if (pthread_create(&ctx->workers[i].tid, NULL, pictord_worker_main,
                           &ctx->workers[i])
            != 0)
        {
            pt_log(PT_LOG_ALERT, "cannot start worker %u", i);
            pictord_signal = SIGTERM;
            break;
        }

        (*started)++;
    }

    pt_snprintf(owner, sizeof(owner), "%s:%d:%s", ctx->conf.worker_id,
                (int) getpid(), rnd);

    if (pictord_cdn_start(owner) != PT_OK) {
        pictord_signal = SIGTERM;
    }

    pthread_sigmask(SIG_SETMASK, &old, NULL);

    return PT_OK;
}


static void
pictord_log_stderr(int level, const char *msg)
{
    char              ts[32];
    struct tm         tm;
    struct timespec   now;

    static const char  *names[] = { "", "emerg", "alert", "crit", "error",
                                    "warn", "notice", "info", "debug" };

    clock_gettime(CLOCK_REALTIME, &now);
    gmtime_r(&now.tv_sec, &tm);
    strftime(ts, sizeof(ts), "%Y-%m-%dT%H:%M:%S", &tm);

    /* one fprintf per line: stdio locks the stream, lines stay whole */
    fprintf(stderr, "%s.%03ldZ [%s] pictord[%d]: %s\n", ts,
            now.tv_nsec / 1000000,
            names[level >= 1 && level <= 8 ? level : 4], (int) getpid(),
            msg);
}


static void
pictord_on_signal(int signo)
{
    pictord_signal = signo;
}


static int
pictord_signals(void)
{
    struct sigaction  sa;

    memset(&sa, 0, sizeof(sa));
    sigemptyset(&sa.sa_mask);

    sa.sa_handler = pictord_on_signal;

    if (sigaction(SIGTERM, &sa, NULL) != 0
        || sigaction(SIGINT, &sa, NULL) != 0)
    {
        pt_log(PT_LOG_EMERG, "sigaction() failed: %s", strerror(errno));
        return PT_ERROR;
    }

    /* a dead database socket must fail a write, not kill the process */
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);

    /* there is nothing to reload: a stray SIGHUP must not stop jobs */
    sigaction(SIGHUP, &sa, NULL);

    return PT_OK;
}


static int
pictord_zmq_open(pictord_ctx *ctx)
{
    int  linger;

    if (ctx->conf.zmq_endpoint == NULL) {
        pt_log(PT_LOG_NOTICE, "no zmq_endpoint: polling for jobs only");
        return PT_OK;
    }

    ctx->zmq_ctx = zmq_ctx_new();
    if (ctx->zmq_ctx == NULL) {
        pt_log(PT_LOG_EMERG, "zmq_ctx_new() failed: %s",
               zmq_strerror(zmq_errno()));
        return PT_ERROR;
    }

    ctx->zmq_sock = zmq_socket(ctx->zmq_ctx, ZMQ_PULL);
    if (ctx->zmq_sock == NULL) {
        pt_log(PT_LOG_EMERG, "zmq_socket() failed: %s",
               zmq_strerror(zmq_errno()));
        return PT_ERROR;
    }

    linger = 0;
    zmq_setsockopt(ctx->zmq_sock, ZMQ_LINGER, &linger, sizeof(linger));

    if (zmq_bind(ctx->zmq_sock, ctx->conf.zmq_endpoint) != 0) {
        pt_log(PT_LOG_EMERG, "zmq_bind(\"%s\") failed: %s",
               ctx->conf.zmq_endpoint, zmq_strerror(zmq_errno()));
        return PT_ERROR;
    }

    return PT_OK;
}


/* Waits up to PICTORD_POLL_MS for messages; any message wakes the workers */

static void
pictord_zmq_drain(pictord_ctx *ctx)
{
    int             n, woken;
    size_t          i, len;
    zmq_msg_t       msg;
    zmq_pollitem_t  item;
    char            id[PT_JOB_ID_LEN + 1];
    const char     *data;

    item.socket = ctx->zmq_sock;
    item.fd = -1;
    item.events = ZMQ_POLLIN;
    item.revents = 0;

    n = zmq_poll(&item, 1, PICTORD_POLL_MS);

    if (n == -1) {
        if (zmq_errno() != EINTR) {
            pt_log(PT_LOG_CRIT, "zmq_poll() failed: %s",
                   zmq_strerror(zmq_errno()));
            pictord_wait(0, PICTORD_POLL_MS, NULL);
        }

        return;
    }

    if (n == 0 || !(item.revents & ZMQ_POLLIN)) {
        return;
    }

    woken = 0;

    for ( ;; ) {
        zmq_msg_init(&msg);

        if (zmq_msg_recv(&msg, ctx->zmq_sock, ZMQ_DONTWAIT) == -1) {
            zmq_msg_close(&msg);
            break;
        }

        /* the content is only logged: the job row is the truth */
        data = zmq_msg_data(&msg);
        len = zmq_msg_size(&msg);

        for (i = 0; i < len && i < PT_JOB_ID_LEN; i++) {
            id[i] = (data[i] >= 0x21 && data[i] <= 0x7e) ? data[i] : '?';
        }
        id[i] = '\0';

        pt_log(PT_LOG_DEBUG, "wake-up for job \"%s\"", id);

        zmq_msg_close(&msg);
        woken = 1;
    }

    if (woken) {
        pictord_wake_all();
    }
}


static void
pictord_wake_all(void)
{
    pthread_mutex_lock(&pictord_mutex);
    pictord_wakeups++;
    pthread_cond_broadcast(&pictord_cond);
    pthread_mutex_unlock(&pictord_mutex);
}


unsigned long
pictord_wakeups_seen(void)
{
    unsigned long  n;

    pthread_mutex_lock(&pictord_mutex);
    n = pictord_wakeups;
    pthread_mutex_unlock(&pictord_mutex);

    return n;
}


/*
 * Sleeps up to ms on the shared condition.  Returns early once *stop is
 * set (pictord's stop flag when stop is NULL), or when seen is non-zero
 * and a wake-up newer than seen arrived.
 */

int
pictord_wait(unsigned long seen, unsigned ms, atomic_int *stop)
{
    int              woken;
    struct timespec  deadline;

    if (stop == NULL) {
        stop = &pictord_stop;
    }

    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_sec += ms / 1000;
    deadline.tv_nsec += (long) (ms % 1000) * 1000000;

    if (deadline.tv_nsec >= 1000000000) {
        deadline.tv_sec++;
        deadline.tv_nsec -= 1000000000;
    }

    pthread_mutex_lock(&pictord_mutex);

    for ( ;; ) {
        woken = atomic_load(stop) || (seen != 0 && pictord_wakeups != seen);

        if (woken) {
            break;
        }

        if (pthread_cond_timedwait(&pictord_cond, &pictord_mutex, &deadline)
            == ETIMEDOUT)
        {
            break;
        }
    }

    pthread_mutex_unlock(&pictord_mutex);

    return woken;
}


int
pictord_stopping(void)
{
    return atomic_load(&pictord_stop);
}


int
pictord_sleep(unsigned ms)
{
    return pictord_wait(0, ms, NULL);
}


static void
pictord_shutdown(pictord_ctx *ctx, unsigned started)
{
    unsigned         i, left;
    struct timespec  deadline;

    atomic_store(&pictord_stop, 1);
    pictord_wake_all();

    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += ctx->conf.shutdown_seconds;

    left = 0;

    for (i = 0; i < started; i++) {
        if (pthread_timedjoin_np(ctx->workers[i].tid, NULL, &deadline) != 0)
        {
            left++;
        }
    }

    /* the workers' waiting sandboxes died with them: their directories */
    if (!left) {
        pt_sandbox_spares_close();
    }

    if (ctx->zmq_sock != NULL) {
        zmq_close(ctx->zmq_sock);
    }

    if (ctx->zmq_ctx != NULL) {
        zmq_ctx_term(ctx->zmq_ctx);
    }

    if (left) {
        /*
         * Their jobs stay Running under a lease nobody renews once we
         * are gone, and are claimed again when it expires.
         */
        pt_log(PT_LOG_WARN, "%u workers still busy after %us, exiting; "
               "their jobs will be retried when their leases expire", left,
               ctx->conf.shutdown_seconds);
        _exit(0);
    }

    atomic_store(&ctx->keeper.stop, 1);
    pictord_wake_all();
    pthread_join(ctx->keeper_tid, NULL);
    pictord_cdn_stop();

    explicit_bzero(ctx->master_key, sizeof(ctx->master_key));
    free(ctx->workers);
    pt_conffile_free(&ctx->conf);

    pt_log(PT_LOG_NOTICE, "stopped");
}
