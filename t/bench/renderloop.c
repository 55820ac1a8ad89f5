/*
 * make bench, section plugins: Pictor's own render (pt_render, every
 * libvips call of a miss, plugin stages included) in a loop, in process:
 * no HTTP, database, storage, cache or thread-pool hand-off.  libvips as
 * in nginx: one worker thread per pipeline, no operation cache.  THREADS
 * threads render FILE with TOKENS into EXT for SECONDS.  With WIDTHS
 * ("LO-HI"), every W in TOKENS is a width taken in turn from LO to HI,
 * as the URLs of the run through nginx ask for them.
 *
 *   renderloop FILE EXT TOKENS THREADS SECONDS [WIDTHS]
 *
 * Prints: ops=N seconds=S mean_us=.. cpu_us=.. (the process's CPU time
 * per render over the timed part, every thread: a measure that moves
 * less with the machine's load than the rate)
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "benchutil.h"
#include "media/guard.h"
#include "media/media.h"
#include "render/render.h"
#include "transform/transform.h"


typedef struct {
    const char     *file;
    const char     *tokens;
    int             lo, hi, next;     /* widths; lo == 0: none */
    pt_format       fmt;
    pt_out_format   of;
    pt_transform    t;
    double          until;
    size_t          ops;
    double          busy;
    int             failed;
} rl_thread;


static const pt_limits  rl_limits = { .max_pixels = 100000000ULL,
                                      .max_frames = 500 };


static int
rl_render(rl_thread *r)
{
    int             rc;
    pt_error        e;
    pt_render_in    in;
    pt_render_out   out;
    pt_render_meta  meta;

    memset(&meta, 0, sizeof(meta));
    meta.author = "Bench Photographer";
    meta.date_published = "2026-01-02T03:04:05Z";

    memset(&in, 0, sizeof(in));
    in.t = &r->t;
    in.format = r->of;
    in.src_path = r->file;
    in.src_format = r->fmt;
    in.limits = &rl_limits;
    in.max_output_side = 8192;
    in.max_output_pixels = 50000000ULL;
    in.timeout = 600;
    in.meta = &meta;

    rc = pt_render(&in, &out, &e);
    if (rc != PT_OK) {
        fprintf(stderr, "renderloop: %s\n", e.detail);
    }

    g_free(out.data);

    return rc;
}


/* The tokens with the next width for W (parsed in the timed part, as
 * nginx parses every URL). */
static int
rl_tokens(rl_thread *r)
{
    char        buf[256], err[256], *o;
    const char  *p;

    if (r->lo == 0) {
        return PT_OK;
    }

    o = buf;
    for (p = r->tokens; *p && o < buf + sizeof(buf) - 8; p++) {
        if (*p == 'W') {
            o += sprintf(o, "%d", r->next);
        } else {
            *o++ = *p;
        }
    }
    *o = '\0';

    r->next = r->next >= r->hi ? r->lo : r->next + 1;

    pt_tf_init(&r->t);

    if (pt_tf_parse(&r->t, buf, strlen(buf), err, sizeof(err))
        != PT_OK)
    {
        fprintf(stderr, "renderloop: %s: %s\n", buf, err);
        return PT_ERROR;
    }

    return PT_OK;
}


static void *
rl_main(void *arg)
{
    double      t0;
    rl_thread  *r = arg;

    while (bu_now() < r->until) {
        t0 = bu_now();

        if (rl_tokens(r) != PT_OK) {
            r->failed = 1;
            break;
        }

        if (rl_render(r) != PT_OK) {
            r->failed = 1;
            break;
        }

        r->busy += bu_now() - t0;
        r->ops++;
    }

    vips_thread_shutdown();

    return NULL;
}


/* CPU seconds of the whole process (every thread) */
static double
rl_cpu(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);

    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}


static void
rl_quiet(int level, const char *msg)
{
    (void) level;
    (void) msg;
}


int
main(int argc, char **argv)
{
    int             i, threads;
    char            err[256];
    FILE           *f;
    size_t          n, ops;
    double          t0, secs, busy, cpu0;
    pthread_t      *tid;
    rl_thread      *r;
    unsigned char   head[4096];

    if (argc < 6 || argc > 7 || (threads = atoi(argv[4])) < 1) {
        fprintf(stderr, "usage: renderloop FILE EXT TOKENS THREADS"
                " SECONDS [LO-HI]\n");
        return 2;
    }

    f = fopen(argv[1], "rb");
    if (f == NULL) {
        perror(argv[1]);
        return 1;
    }
    n = fread(head, 1, sizeof(head), f);
    fclose(f);

    pt_log_set_handler(rl_quiet, PT_LOG_ERR);
    if (pt_media_init() != PT_OK) {
        return 1;
    }
    pt_guard_set_budget(1ULL << 40);

    secs = atof(argv[5]);
    r = calloc((size_t) threads, sizeof(rl_thread));
    tid = calloc((size_t) threads, sizeof(pthread_t));

    for (i = 0; i < threads; i++) {
        r[i].file = argv[1];
        r[i].tokens = argv[3];
        r[i].fmt = pt_sniff(head, n);

        if (pt_out_format_from_ext(argv[2], strlen(argv[2]), &r[i].of)
            != PT_OK)
        {
            fprintf(stderr, "renderloop: %s: not a format\n", argv[2]);
            return 2;
        }

        if (argc == 7
            && (sscanf(argv[6], "%d-%d", &r[i].lo, &r[i].hi) != 2
                || r[i].lo < 1 || r[i].hi < r[i].lo))
        {
            fprintf(stderr, "renderloop: widths: LO-HI\n");
            return 2;
        }

        /* the threads start apart, as concurrent URLs do */
        r[i].next = r[i].lo + (r[i].hi - r[i].lo + 1) * i / threads;

        pt_tf_init(&r[i].t);

        if (r[i].lo ? rl_tokens(&r[i]) != PT_OK
            : pt_tf_parse(&r[i].t, argv[3], strlen(argv[3]), err,
                          sizeof(err)) != PT_OK)
        {
            fprintf(stderr, "renderloop: %s\n", r[i].lo ? argv[3] : err);
            return 2;
        }
    }

    /* one untimed render: page cache, libvips' first use */
    if (rl_render(&r[0]) != PT_OK) {
        return 1;
    }

    t0 = bu_now();
    cpu0 = rl_cpu();

    for (i = 0; i < threads; i++) {
        r[i].until = t0 + secs;
        pthread_create(&tid[i], NULL, rl_main, &r[i]);
    }

    ops = 0;
    busy = 0;

    for (i = 0; i < threads; i++) {
        pthread_join(tid[i], NULL);
        if (r[i].failed) {
            return 1;
        }
        ops += r[i].ops;
        busy += r[i].busy;
    }

    secs = bu_now() - t0;
    printf("ops=%zu seconds=%.6f mean_us=%.0f cpu_us=%.0f\n", ops, secs,
           ops ? busy * 1e6 / ops : 0.0,
           ops ? (rl_cpu() - cpu0) * 1e6 / ops : 0.0);

    return 0;
}
