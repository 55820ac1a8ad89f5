/*
 * Helpers shared by the EPS Check suites (test_eps.c, test_split.c,
 * test_svg.c), on files_test.h (temp dir, corpus paths, whole-file I/O):
 * the fixture, a PNG's size from its IHDR, copies into the temp dir (all
 * a sandboxed tool sees of the tests' files), and ghostscript run through
 * pt_sandbox_run.  Static inline so that a suite may leave some unused.
 */

#ifndef PT_T_EPS_TEST_H
#define PT_T_EPS_TEST_H

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/pt.h"
#include "eps/eps.h"
#include "files_test.h"


static inline void
eps_setup(void)
{
    pt_log_set_handler(NULL, PT_LOG_CRIT);

    tdir_make("pt_eps_");
}


static inline void
eps_teardown(void)
{
    tdir_remove();
}


/*
 * A copy of the file at path in tdir, under its own name, as the services
 * copy an original into the work directory: the sandbox shows a tool
 * nothing outside it and the system paths.  Returns the copy's path (a
 * static buffer).
 */
static inline const char *
intdir(const char *path)
{
    char         *data;
    size_t        len;
    const char   *base;
    static char   copy[512];

    base = strrchr(path, '/');
    pt_snprintf(copy, sizeof(copy), "%s/%s", tdir,
                base != NULL ? base + 1 : path);

    if (strcmp(copy, path) != 0) {
        data = slurp(path, &len);
        spill(copy, data, len);
        free(data);
    }

    return copy;
}


/* width and height from a PNG's IHDR; fails the test if not a PNG */
static inline void
png_size(const char *path, int *w, int *h)
{
    FILE           *f;
    unsigned char   b[24];

    f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "no PNG at %s", path);
    ck_assert_int_eq(fread(b, 1, 24, f), 24);
    fclose(f);

    ck_assert(memcmp(b, "\x89PNG\r\n\x1a\n", 8) == 0);
    ck_assert(memcmp(b + 12, "IHDR", 4) == 0);

    *w = b[16] << 24 | b[17] << 16 | b[18] << 8 | b[19];
    *h = b[20] << 24 | b[21] << 16 | b[22] << 8 | b[23];
}


/* the state letter of /proc/<pid>/stat, 0 when the process is gone */
static inline int
proc_state(int pid)
{
    int    n;
    char   path[64], buf[512], *p;
    FILE  *f;

    pt_snprintf(path, sizeof(path), "/proc/%d/stat", pid);

    f = fopen(path, "r");
    if (f == NULL) {
        return 0;
    }

    n = fread(buf, 1, sizeof(buf) - 1, f);
    fclose(f);
    buf[n > 0 ? n : 0] = '\0';

    p = strrchr(buf, ')');

    return p != NULL && p[1] == ' ' ? p[2] : '?';
}


/*
 * Rasterizes an EPS to tdir/out with ghostscript at 300 DPI, the way the
 * service should: -dEPSCrop for "EPSF" files; otherwise (gs ignores the
 * box then), or with force_box, the page size and origin from the
 * validated box.  Not -dNOEPS there: it would also drop the showpage gs
 * adds for an EPSF file that has none (ridt91.eps, filetype_fixture2).
 */
static inline pt_sandbox_result
gs_render(const char *eps, const pt_eps_info *info, const char *device,
    const char *out, int force_box, char *err, size_t errlen)
{
    int          n;
    char         dev[64], of[600], wp[64], hp[64], bp[160];
    const char  *argv[24];
    pt_sandbox   sb;

    pt_snprintf(dev, sizeof(dev), "-sDEVICE=%s", device);
    pt_snprintf(of, sizeof(of), "-sOutputFile=%s", out);
    eps = intdir(eps);

    n = 0;
    argv[n++] = "/usr/bin/gs";
    argv[n++] = "-q";
    argv[n++] = "-dSAFER";
    argv[n++] = "-dBATCH";
    argv[n++] = "-dNOPAUSE";
    argv[n++] = "-sstdout=%stderr";
    argv[n++] = "-r300";
    argv[n++] = dev;
    argv[n++] = of;

    if (info->epsf && !force_box) {
        argv[n++] = "-dEPSCrop";
        argv[n++] = eps;

    } else {
        pt_snprintf(wp, sizeof(wp), "-dDEVICEWIDTHPOINTS=%.6g",
                    (double) ((float) info->urx - (float) info->llx));
        pt_snprintf(hp, sizeof(hp), "-dDEVICEHEIGHTPOINTS=%.6g",
                    (double) ((float) info->ury - (float) info->lly));
        pt_snprintf(bp, sizeof(bp), "<< /BeginPage { pop %.6g %.6g "
                    "translate } >> setpagedevice", -info->llx, -info->lly);
        argv[n++] = wp;
        argv[n++] = hp;
        argv[n++] = "-dFIXEDMEDIA";
        argv[n++] = "-c";
        argv[n++] = bp;
        argv[n++] = "-f";
        argv[n++] = eps;
    }

    argv[n] = NULL;

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = tdir;
    sb.timeout_ms = 60000;
    sb.cpu_seconds = 60;
    sb.memory = 2ULL << 30;
    sb.file_size = 512ULL << 20;

    return pt_sandbox_run(&sb, err, errlen);
}


/* validates a corpus EPS; fails the test when it is refused */
static inline void
eps_info(const char *eps, pt_eps_info *info)
{
    int        fd;
    FILE      *f;
    pt_error   e;

    f = fopen(eps, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", eps);
    fd = fileno(f);
    fseek(f, 0, SEEK_END);

    ck_assert_msg(pt_eps_validate(fd, ftell(f), info, &e) == PT_OK,
                  "%s: %s", eps, e.detail);
    fclose(f);
}

#endif /* PT_T_EPS_TEST_H */
