/*
 * "eps-svg": EPS -> PDF (ghostscript pdfwrite keeps the vectors) -> SVG
 * (pdftocairo), both sandboxed, then sanitized by allowlist.  The page
 * becomes the derived "svg"; when the rasterized sheet splits into several
 * designs, each also gets an "svg-N" whose viewBox is cropped to it.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <vips/vips.h>

#include "pictord_eps.h"


#define PICTORD_SVG_MAX      (64 * 1024 * 1024)
#define PICTORD_SVG_DESIGNS  256


static const char *const  pictord_svg_types[] = { "svg", NULL };


static char *pictord_svg_page(pictord_worker *w, pictord_eps_job *ej,
    const char *work, size_t *clean_len, pictord_failure *f);
static int pictord_svg_store(pictord_worker *w, pt_job *job,
    pt_derived_ctx *dc, pictord_eps_job *ej, const char *work,
    const char *clean, size_t clean_len, const pt_region *regions, int n,
    pictord_failure *f);


/* pdftocairo work/page.pdf work/raw.svg: its first page only */
static int
pictord_pdftocairo(pictord_worker *w, const char *work, pictord_failure *f)
{
    char         pdf[4200], svg[4200];
    const char  *argv[] = {
        "/usr/bin/pdftocairo", "-svg", "-f", "1", "-l", "1", pdf, svg, NULL
    };

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


/*
 * The sheet's designs from its raster, in pixels at 300 DPI; -1 with f
 * set when there is no raster or it cannot be read: the job waited for
 * the raster (pt_job_enqueue_after), it never makes only "svg" silently.
 */
static int
pictord_svg_regions(pictord_worker *w, pictord_eps_job *ej, const char *work,
    pt_region *regions, int max, pictord_failure *f)
{
    int         n;
    VipsImage  *img;

    img = pictord_eps_raster(w, ej, work, f);
    if (img == NULL) {
        return -1;
    }

    n = pictord_eps_regions(img, PICTORD_SPLIT_GAP, PICTORD_SPLIT_DESIGN,
                            regions, max);

    g_object_unref(img);
    vips_thread_shutdown();

    if (n < 0) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
    }

    return n;
}


/* The page SVG with its viewBox cropped to a region (points). */
static char *
pictord_svg_crop(const char *svg, size_t len, const pt_region *r,
    int *out_len)
{
    char       buf[128];
    double     s = 72.0 / PT_EPS_DPI;
    xmlDoc    *doc;
    xmlNode   *root;
    xmlChar   *out = NULL;

    doc = xmlReadMemory(svg, (int) len, NULL, NULL, XML_PARSE_NONET);
    if (doc == NULL) {
        return NULL;
    }

    root = xmlDocGetRootElement(doc);

    if (root) {
        pt_snprintf(buf, sizeof(buf), "%.3f %.3f %.3f %.3f", r->x * s,
                    r->y * s, r->w * s, r->h * s);
        xmlSetProp(root, BAD_CAST "viewBox", BAD_CAST buf);
        pt_snprintf(buf, sizeof(buf), "%.3fpt", r->w * s);
        xmlSetProp(root, BAD_CAST "width", BAD_CAST buf);
        pt_snprintf(buf, sizeof(buf), "%.3fpt", r->h * s);
        xmlSetProp(root, BAD_CAST "height", BAD_CAST buf);
        xmlDocDumpMemory(doc, &out, out_len);
    }

    xmlFreeDoc(doc);

    return (char *) out;
}


int
pictord_job_eps_svg(pictord_worker *w, pt_job *job, pictord_failure *f)
{
    int              rc, n;
    char             work[4096];
    char            *clean;
    size_t           clean_len;
    pt_region       *regions;
    pictord_eps_job  ej;
    pt_derived_ctx   dc;

    clean = NULL;
    regions = NULL;

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    rc = PICTORD_JOB_FAILED;

    clean = pictord_svg_page(w, &ej, work, &clean_len, f);
    if (clean == NULL) {
        goto done;
    }

    regions = calloc(PICTORD_SVG_DESIGNS, sizeof(pt_region));
    if (regions == NULL) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
        goto done;
    }

    n = pictord_svg_regions(w, &ej, work, regions, PICTORD_SVG_DESIGNS, f);
    if (n < 0) {
        goto done;
    }

    if (n < 2) {
        n = 0;
    }

    if (pt_derived_remove(w->db, &dc, pictord_svg_types, "svg-") != PT_OK) {
        pictord_fail_db(f, w);
        goto done;
    }

    rc = pictord_svg_store(w, job, &dc, &ej, work, clean, clean_len,
                           regions, n, f);

    if (rc == PICTORD_JOB_DONE) {
        rc = pictord_eps_finish(w, job, &dc, NULL, 0, f);
    }

done:

    free(clean);
    free(regions);
    pictord_eps_end(&ej, &dc, work);

    return rc;
}


/*
 * The first page as a sanitized SVG: ghostscript writes work/page.pdf,
 * pdftocairo work/raw.svg.  NULL with f set.
 */
static char *
pictord_svg_page(pictord_worker *w, pictord_eps_job *ej, const char *work,
    size_t *clean_len, pictord_failure *f)
{
    char    path[4200], err[512];
    char   *raw, *clean;
    size_t  len;

    pt_snprintf(path, sizeof(path), "%s/page.pdf", work);

    /* pdftocairo converts the first page only */
    if (pictord_gs(w, ej, work, path, "pdfwrite", 1, f) != PT_OK
        || pictord_pdftocairo(w, work, f) != PT_OK)
    {
        return NULL;
    }

    pt_snprintf(path, sizeof(path), "%s/raw.svg", work);

    raw = pictord_read_file(path, PICTORD_SVG_MAX, &len);
    if (raw == NULL) {
        pictord_fail(f, PT_JOB_E_CONVERT, 0, "pdftocairo wrote no usable"
                     " SVG");
        return NULL;
    }

    err[0] = '\0';
    clean = pt_svg_sanitize(raw, len, clean_len, err, sizeof(err));
    free(raw);

    if (clean == NULL) {
        pictord_fail(f, PT_JOB_E_SVG, 0, "the SVG was refused: %s", err);
    }

    return clean;
}


/*
 * The page as the derived "svg", then each of the n designs as "svg-N"
 * with its viewBox cropped.  PICTORD_JOB_DONE when all are stored (the
 * job is not complete yet), else PICTORD_JOB_FAILED.
 */
static int
pictord_svg_store(pictord_worker *w, pt_job *job, pt_derived_ctx *dc,
    pictord_eps_job *ej, const char *work, const char *clean,
    size_t clean_len, const pt_region *regions, int n, pictord_failure *f)
{
    int    i, clen;
    char   path[4200], type[32], did[48], err[512];
    char  *crop;

    (void) pt_job_progress(w->db, job, (unsigned) n + 1, 0, 0, 0);

    pt_snprintf(path, sizeof(path), "%s/page.svg", work);
    dc->type = "svg";
    err[0] = '\0';

    if (pictord_write_file(path, clean, clean_len) != PT_OK
        || pt_derived_add(w->db, dc, path, PT_FMT_SVG, ej->width,
                          ej->height, did, err, sizeof(err)) != PT_OK)
    {
        return pictord_fail(f, PT_JOB_E_STORAGE, 0, "svg: %s", err);
    }

    (void) pt_job_progress(w->db, job, (unsigned) n + 1, 1, 1, 0);

    for (i = 0; i < n; i++) {
        crop = pictord_svg_crop(clean, clean_len, &regions[i], &clen);
        pt_snprintf(path, sizeof(path), "%s/design-%d.svg", work, i + 1);
        pt_snprintf(type, sizeof(type), "svg-%d", i + 1);
        dc->type = type;

        if (crop == NULL
            || pictord_write_file(path, crop, (size_t) clen) != PT_OK
            || pt_derived_add(w->db, dc, path, PT_FMT_SVG, regions[i].w,
                              regions[i].h, did, err, sizeof(err)) != PT_OK)
        {
            xmlFree(crop);
            return pictord_fail(f, PT_JOB_E_STORAGE, 0, "svg-%d: %s", i + 1,
                                err);
        }

        xmlFree(crop);
        (void) pt_job_progress(w->db, job, (unsigned) n + 1,
                               (unsigned) i + 2, (unsigned) i + 2, 0);
    }

    return PICTORD_JOB_DONE;
}
