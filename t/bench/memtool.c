/*
 * Memory estimates against what libvips really holds (docs/MEMORY.md):
 * one render, upload probe or strip of FILE in this fresh process, as
 * nginx runs it (libvips with one thread per pipeline, no cache).  The
 * peak RSS rise (VmHWM, reset through /proc/self/clear_refs just before)
 * is printed beside the estimate pt_guard admitted (its debug log line).
 *
 *   memtool render FILE EXT TOKENS     e.g. memtool render a.jpg jpg w_400
 *   memtool probe FILE
 *   memtool strip FILE
 *
 * Prints: op=.. rc=.. est_kb=.. rise_kb=.. ms=.. err=..
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "benchutil.h"
#include "media/guard.h"
#include "media/media.h"
#include "render/render.h"
#include "transform/transform.h"


static long  mt_est_kb = -1;


static void
mt_log(int level, const char *msg)
{
    long  kb;

    if (level == PT_LOG_DEBUG
        && sscanf(msg, "memory: %ld KB admitted", &kb) == 1)
    {
        mt_est_kb = kb;
    }
}


static long
mt_status_kb(const char *key)
{
    long   v;
    char   line[256];
    FILE  *f;

    v = -1;
    f = fopen("/proc/self/status", "r");

    while (f != NULL && fgets(line, sizeof(line), f) != NULL) {
        if (strncmp(line, key, strlen(key)) == 0) {
            v = atol(line + strlen(key));
        }
    }

    if (f != NULL) {
        fclose(f);
    }

    return v;
}


static int
mt_render(const char *file, pt_format fmt, const char *ext,
    const char *tokens, const pt_limits *lim, char *err, size_t errlen)
{
    int            rc;
    pt_error       e;
    pt_transform   t;
    pt_render_in   in;
    pt_render_out  out;
    pt_out_format  of;

    pt_tf_init(&t);

    if (pt_tf_parse(&t, tokens, strlen(tokens), err, errlen) != PT_OK
        || pt_out_format_from_ext(ext, strlen(ext), &of) != PT_OK)
    {
        return PT_ERROR;
    }

    memset(&in, 0, sizeof(in));
    in.t = &t;
    in.format = of;
    in.src_path = file;
    in.src_format = fmt;
    in.limits = lim;
    in.max_output_side = 8192;
    in.max_output_pixels = 50000000ULL;
    in.timeout = 600;

    rc = pt_render(&in, &out, &e);
    if (rc != PT_OK) {
        pt_snprintf(err, errlen, "%s", e.detail);
    }
    g_free(out.data);

    return rc;
}


int
main(int argc, char **argv)
{
    int            rc;
    long           before;
    char           err[256];
    pt_error       e;
    double         t0;
    FILE          *f;
    size_t         n;
    pt_probe       probe;
    pt_format      fmt;
    pt_limits      lim = { .max_pixels = 100000000ULL,
                           .max_frames = 500 };
    unsigned char  head[4096];

    if (argc < 3 || (strcmp(argv[1], "render") == 0 && argc != 5)) {
        fprintf(stderr, "usage: memtool render FILE EXT TOKENS\n"
                "       memtool probe|strip FILE\n");
        return 2;
    }

    f = fopen(argv[2], "rb");
    if (f == NULL) {
        perror(argv[2]);
        return 1;
    }

    n = fread(head, 1, sizeof(head), f);
    fclose(f);
    fmt = pt_sniff(head, n);

    pt_log_set_handler(mt_log, PT_LOG_DEBUG);

    if (pt_media_init() != PT_OK) {
        return 1;
    }

    /* a budget nothing reaches: admission runs, and logs its estimate */
    pt_guard_set_budget(1ULL << 50);
    err[0] = '\0';

    before = mt_status_kb("VmRSS:");
    f = fopen("/proc/self/clear_refs", "w");
    if (f != NULL) {
        fputs("5", f);
        fclose(f);
    }

    t0 = bu_now();

    if (strcmp(argv[1], "probe") == 0) {
        rc = pt_probe_file(argv[2], fmt, &lim, &probe, &e);
        pt_snprintf(err, sizeof(err), "%s", rc == PT_OK ? "" : e.detail);

    } else if (strcmp(argv[1], "strip") == 0) {
        rc = pt_strip_file(argv[2], "/dev/null", fmt, &lim, &e);
        pt_snprintf(err, sizeof(err), "%s", rc == PT_OK ? "" : e.detail);

    } else {
        rc = mt_render(argv[2], fmt, argv[3], argv[4], &lim, err,
                       sizeof(err));
    }

    printf("op=%s rc=%d est_kb=%ld rise_kb=%ld ms=%.0f err=%s\n", argv[1],
           rc, mt_est_kb, mt_status_kb("VmHWM:") - before,
           (bu_now() - t0) * 1e3, err[0] ? err : "-");

    return 0;
}
