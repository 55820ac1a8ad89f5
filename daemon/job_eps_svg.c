/*
 * "eps-svg": EPS -> PDF (ghostscript pdfwrite keeps the vectors) -> SVG
 * (pdftocairo, a page at a time), both sandboxed, then sanitized by
 * allowlist.  The first page becomes the derived "svg"; when it holds
 * several designs, each also gets an "svg-N" with its own drawing only
 * (see svg_sheet.c).  A file of several pages gets an "svg-page-N" for
 * each of them too: as many as the raster job made (the job waits for it,
 * pt_job_enqueue_after), which the page cap bounds.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pictord_eps.h"


#define PICTORD_SVG_MAX      (64 * 1024 * 1024)
#define PICTORD_SVG_DESIGNS  256


static const char *const  pictord_svg_types[] = { "svg", NULL };


typedef struct {
    pictord_worker   *w;
    pt_job           *job;
    pictord_eps_job  *ej;
    pt_derived_ctx   *dc;
    const char       *work;
    unsigned          total;     /* assets to make, as known so far */
    unsigned          done;
    pictord_failure  *f;
} pictord_svg_ctx;


static int pictord_svg_pages(pictord_svg_ctx *c);
static char *pictord_svg_page(pictord_svg_ctx *c, int page,
    size_t *clean_len);
static int pictord_svg_designs(pictord_svg_ctx *c, const char *clean,
    size_t clean_len);
static int pictord_svg_add(pictord_svg_ctx *c, const char *type,
    const char *data, size_t len, int width, int height);


/* pdftocairo work/page.pdf work/raw.svg: one page */
static int
pictord_pdftocairo(pictord_worker *w, const char *work, int page,
    pictord_failure *f)
{
    char         pdf[4200], svg[4200], n[16];
    const char  *argv[] = {
        "/usr/bin/pdftocairo", "-svg", "-f", n, "-l", n, pdf, svg, NULL
    };

    pt_snprintf(n, sizeof(n), "%d", page);
    pt_snprintf(pdf, sizeof(pdf), "%s/page.pdf", work);
    pt_snprintf(svg, sizeof(svg), "%s/raw.svg", work);

    return pictord_tool(w, work, argv, "pdftocairo", PT_JOB_E_CONVERT, f);
}


static char *
pictord_read_file(const char *path, size_t max, size_t *len)
{
    FILE         *f;
    char         *buf;
    struct stat   st;

    if (stat(path, &st) != 0 || (size_t) st.st_size > max) {
        return NULL;
    }

    f = fopen(path, "rb");
    buf = f ? malloc((size_t) st.st_size + 1) : NULL;

    if (buf == NULL || fread(buf, 1, (size_t) st.st_size, f)
                       != (size_t) st.st_size)
    {
        free(buf);
        buf = NULL;
    } else {
        buf[st.st_size] = '\0';
        *len = (size_t) st.st_size;
    }

    if (f) {
        fclose(f);
    }

    return buf;
}


static int
pictord_write_file(const char *path, const char *data, size_t len)
{
    FILE  *f;
    int    ok;

    f = fopen(path, "wb");
    if (f == NULL) {
        return PT_ERROR;
    }

    ok = fwrite(data, 1, len, f) == len;
    ok &= fclose(f) == 0;

    return ok ? PT_OK : PT_ERROR;
}


int
pictord_job_eps_svg(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int              rc;
    char             work[4096];
    pictord_eps_job  ej;
    pt_derived_ctx   dc;
    pictord_svg_ctx  c;

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    memset(&c, 0, sizeof(c));
    c.w = w;
    c.job = job;
    c.ej = &ej;
    c.dc = &dc;
    c.work = work;
    c.f = f;

    rc = pictord_svg_pages(&c);

    if (rc == PICTORD_JOB_DONE) {
        rc = pictord_eps_finish(w, job, &dc, NULL, 0, f);
    }

    pictord_eps_end(&ej, &dc, work);

    return rc;
}


/*
 * Every page the raster job made: ghostscript writes them all to
 * work/page.pdf once, then each is converted.  PICTORD_JOB_DONE when all
 * are stored (the job is not complete yet), else a PICTORD_JOB_* result.
 */
static int
pictord_svg_pages(pictord_svg_ctx *c)
{
    int      rc, page, pages;
    char     path[4200], type[32];
    char    *clean;
    size_t   len;

    /* the raster job counted them (the job waited for it) */
    pages = c->ej->pages;
    if (pages <= 0) {
        return pictord_fail(c->f, PT_JOB_E_NOT_READY, 0, "no raster of %s"
                            " yet", c->ej->image_id);
    }

    pages = pages < (int) c->w->conf->eps_max_pages
            ? pages : (int) c->w->conf->eps_max_pages;

    pt_snprintf(path, sizeof(path), "%s/page.pdf", c->work);

    if (pictord_gs(c->w, c->ej, c->work, path, "pdfwrite", pages, c->f)
        != PT_OK)
    {
        return PICTORD_JOB_FAILED;
    }

    if (pt_derived_remove(c->w->db, c->dc, pictord_svg_types, "svg-")
        != PT_OK)
    {
        return pictord_fail_db(c->f, c->w);
    }

    c->total = pages > 1 ? (unsigned) pages + 1 : 1;

    for (page = 1; page <= pages; page++) {
        if (pictord_stopping()) {
            return PICTORD_JOB_INTERRUPTED;
        }

        clean = pictord_svg_page(c, page, &len);
        if (clean == NULL) {
            return PICTORD_JOB_FAILED;
        }

        rc = PICTORD_JOB_DONE;

        if (page == 1) {
            rc = pictord_svg_add(c, "svg", clean, len, c->ej->width,
                                 c->ej->height);

            if (rc == PICTORD_JOB_DONE) {
                rc = pictord_svg_designs(c, clean, len);
            }
        }

        if (rc == PICTORD_JOB_DONE && pages > 1) {
            pt_snprintf(type, sizeof(type), "svg-page-%d", page);
            /* every page is cropped to the file's one box */
            rc = pictord_svg_add(c, type, clean, len, c->ej->width,
                                 c->ej->height);
        }

        free(clean);

        if (rc != PICTORD_JOB_DONE) {
            return rc;
        }
    }

    return PICTORD_JOB_DONE;
}


/*
 * One page as a sanitized SVG: pdftocairo writes work/raw.svg.  NULL with
 * f set.
 */
static char *
pictord_svg_page(pictord_svg_ctx *c, int page, size_t *clean_len)
{
    char    path[4200], err[512];
    char   *raw, *clean;
    size_t  len;

    if (pictord_pdftocairo(c->w, c->work, page, c->f) != PT_OK) {
        return NULL;
    }

    pt_snprintf(path, sizeof(path), "%s/raw.svg", c->work);

    raw = pictord_read_file(path, PICTORD_SVG_MAX, &len);
    if (raw == NULL) {
        pictord_fail(c->f, PT_JOB_E_CONVERT, 0, "pdftocairo wrote no usable"
                     " SVG of page %d", page);
        return NULL;
    }

    err[0] = '\0';
    clean = pt_svg_sanitize(raw, len, clean_len, err, sizeof(err));
    free(raw);

    if (clean == NULL) {
        pictord_fail(c->f, PT_JOB_E_SVG, 0, "the SVG of page %d was"
                     " refused: %s", page, err);
    }

    return clean;
}


/*
 * The designs on the first page, when there are several, each as "svg-N"
 * holding only its own drawing (pt_svg_sheet_design), found in its
 * vectors with the job's minGapPx and minDesignPx as split finds them in
 * the raster.  PICTORD_JOB_DONE
 * when all are stored, else a PICTORD_JOB_* result.
 */
static int
pictord_svg_designs(pictord_svg_ctx *c, const char *clean, size_t clean_len)
{
    int            i, n, rc, gap, size;
    char           type[32], err[256];
    char          *design;
    size_t         len;
    pt_region     *regions;
    pt_svg_sheet  *sheet;

    err[0] = '\0';
    regions = calloc(PICTORD_SVG_DESIGNS, sizeof(pt_region));
    sheet = pt_svg_sheet_open(clean, clean_len, c->ej->width, c->ej->height,
                              err, sizeof(err));

    if (regions == NULL || sheet == NULL) {
        free(regions);
        pt_svg_sheet_free(sheet);

        /* the sanitizer's output parses: memory or its size fail here */
        return pictord_fail(c->f, regions && strcmp(err, "out of memory")
                                  ? PT_JOB_E_SVG_DESIGNS
                                  : PT_JOB_E_INTERNAL,
                            0, "the SVG's designs cannot be read: %s",
                            err[0] ? err : "out of memory");
    }

    pictord_split_args(c->job, &gap, &size);
    n = pt_svg_sheet_designs(sheet, gap, size, regions,
                             PICTORD_SVG_DESIGNS);
    rc = n < 0 ? pictord_fail(c->f, PT_JOB_E_INTERNAL, 0, "out of memory")
               : PICTORD_JOB_DONE;

    if (n > 1) {
        c->total += (unsigned) n;
    }

    for (i = 0; n > 1 && i < n && rc == PICTORD_JOB_DONE; i++) {
        design = pt_svg_sheet_design(sheet, i, &len);
        pt_snprintf(type, sizeof(type), "svg-%d", i + 1);

        rc = design ? pictord_svg_add(c, type, design, len, regions[i].w,
                                      regions[i].h)
                    : pictord_fail(c->f, PT_JOB_E_INTERNAL, 0, "svg-%d: out"
                                   " of memory", i + 1);
        free(design);
    }

    free(regions);
    pt_svg_sheet_free(sheet);

    return rc;
}


/*
 * Stores data as the derived asset type (width x height pixels at 300
 * DPI), counting it done.  PICTORD_JOB_DONE or
 * PICTORD_JOB_FAILED.
 */
static int
pictord_svg_add(pictord_svg_ctx *c, const char *type, const char *data,
    size_t len, int width, int height)
{
    char  path[4200], did[48], err[512];

    pt_snprintf(path, sizeof(path), "%s/%s.svg", c->work, type);
    c->dc->type = type;
    err[0] = '\0';

    if (pictord_write_file(path, data, len) != PT_OK
        || pt_derived_add(c->w->db, c->dc, path, PT_FMT_SVG, width, height,
                          did, err, sizeof(err)) != PT_OK)
    {
        return pictord_fail(c->f, PT_JOB_E_STORAGE, 0, "%s: %s", type,
                            err[0] ? err : "cannot be written");
    }

    c->done++;
    (void) pt_job_progress(c->w->db, c->job, c->total, c->done, c->done, 0);

    return PICTORD_JOB_DONE;
}
