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
#include "records/images.h"


#define PICTORD_SVG_MAX      (64 * 1024 * 1024)
#define PICTORD_SVG_DESIGNS  256


static const char *const  pictord_svg_types[] = { "svg", NULL };


static int
pictord_pdftocairo(pictord_worker *w, const char *work, pictord_failure *f)
{
    char               err[512], pdf[4200], svg[4200];
    pt_sandbox         sb;
    const char        *argv[] = {
        "/usr/bin/pdftocairo", "-svg", "-f", "1", "-l", "1", pdf, svg, NULL
    };

    pt_snprintf(pdf, sizeof(pdf), "%s/page.pdf", work);
    pt_snprintf(svg, sizeof(svg), "%s/raw.svg", work);

    memset(&sb, 0, sizeof(sb));
    sb.argv = argv;
    sb.workdir = work;
    sb.timeout_ms = w->conf->eps_timeout * 1000;
    sb.cpu_seconds = w->conf->eps_timeout;
    sb.memory = (unsigned long long) w->conf->eps_memory_mb << 20;
    sb.file_size = 1ULL << 30;

    err[0] = '\0';

    switch (pt_sandbox_run(&sb, err, sizeof(err))) {
    case PT_SANDBOX_OK:
        return PT_OK;
    case PT_SANDBOX_TIMEOUT:
        pictord_fail(f, PT_JOB_E_TIMEOUT, w->conf->eps_timeout,
                     "pdftocairo killed at the time limit");
        return PT_ERROR;
    case PT_SANDBOX_FAILED:
        pictord_fail(f, PT_JOB_E_CONVERT, 0, "pdftocairo failed: %s", err);
        return PT_ERROR;
    default:
        pictord_fail(f, PT_JOB_E_SANDBOX, 0, "pdftocairo did not start:"
                     " %s", err);
        return PT_ERROR;
    }
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


/* The sheet's designs from its raster, in pixels at 300 DPI. */
static int
pictord_svg_regions(pictord_worker *w, pictord_eps_job *ej, const char *work,
    pt_region *regions, int max)
{
    int         n;
    char        key[256], path[4200];
    void       *mem;
    size_t      size;
    pt_rows    *rows;
    VipsImage  *in, *img;

    rows = pt_image_page(w->db, ej->image_id, 1);
    if (rows == NULL || !pt_rows_next(rows)) {
        pt_rows_free(rows);
        return 0;
    }

    (void) pt_image_key(ej->project, pt_rows_str(rows, 0), key, sizeof(key));
    pt_rows_free(rows);

    pt_snprintf(path, sizeof(path), "%s/raster.png", work);

    if (ej->store->ops->get_file(ej->store, key, path) != PT_STORE_OK) {
        return 0;
    }

    in = vips_image_new_from_file(path, NULL);
    if (in == NULL || vips_cast_uchar(in, &img, NULL) != 0) {
        if (in) {
            g_object_unref(in);
        }
        vips_error_clear();
        return 0;
    }

    g_object_unref(in);

    mem = vips_image_write_to_memory(img, &size);
    n = mem ? pt_split_regions(mem, img->Xsize, img->Ysize, img->Bands, 50,
                               100, regions, max)
            : 0;

    g_free(mem);
    g_object_unref(img);
    vips_thread_shutdown();

    return n < 0 ? 0 : n;
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
    int              rc, n, i, clen;
    char             work[4096], path[4200], pdf[4300], type[32];
    char             did[48], err[512];
    char            *raw, *clean, *crop;
    size_t           len, clean_len;
    pt_region       *regions;
    pictord_eps_job  ej;
    pt_derived_ctx   dc;

    raw = NULL;
    clean = NULL;
    regions = NULL;

    if (pictord_eps_begin(w, job, &ej, &dc, work, sizeof(work), f)
        != PT_OK)
    {
        pictord_eps_end(&ej, &dc, work);
        return PICTORD_JOB_FAILED;
    }

    rc = PICTORD_JOB_FAILED;

    pt_snprintf(pdf, sizeof(pdf), "%s/page.pdf", work);

    /* pdftocairo converts the first page only */
    if (pictord_gs(w, &ej, work, pdf, "pdfwrite", 1, f) != PT_OK
        || pictord_pdftocairo(w, work, f) != PT_OK)
    {
        goto done;
    }

    pt_snprintf(path, sizeof(path), "%s/raw.svg", work);

    raw = pictord_read_file(path, PICTORD_SVG_MAX, &len);
    if (raw == NULL) {
        pictord_fail(f, PT_JOB_E_CONVERT, 0, "pdftocairo wrote no usable"
                     " SVG");
        goto done;
    }

    err[0] = '\0';
    clean = pt_svg_sanitize(raw, len, &clean_len, err, sizeof(err));
    if (clean == NULL) {
        pictord_fail(f, PT_JOB_E_SVG, 0, "the SVG was refused: %s", err);
        goto done;
    }

    regions = calloc(PICTORD_SVG_DESIGNS, sizeof(pt_region));
    if (regions == NULL) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "out of memory");
        goto done;
    }

    n = pictord_svg_regions(w, &ej, work, regions, PICTORD_SVG_DESIGNS);
    if (n < 2) {
        n = 0;
    }

    if (pt_derived_remove(w->db, &dc, pictord_svg_types, "svg-") != PT_OK) {
        pictord_fail(f, PT_JOB_E_INTERNAL, 0, "database: %s",
                     pt_db_errmsg(w->db));
        goto done;
    }

    (void) pt_job_progress(w->db, job, (unsigned) n + 1, 0, 0, 0);

    pt_snprintf(path, sizeof(path), "%s/page.svg", work);
    dc.type = "svg";

    if (pictord_write_file(path, clean, clean_len) != PT_OK
        || pt_derived_add(w->db, &dc, path, PT_FMT_SVG, ej.width, ej.height,
                          did, err, sizeof(err)) != PT_OK)
    {
        pictord_fail(f, PT_JOB_E_STORAGE, 0, "svg: %s", err);
        goto done;
    }

    (void) pt_job_progress(w->db, job, (unsigned) n + 1, 1, 1, 0);

    for (i = 0; i < n; i++) {
        crop = pictord_svg_crop(clean, clean_len, &regions[i], &clen);
        pt_snprintf(path, sizeof(path), "%s/design-%d.svg", work, i + 1);
        pt_snprintf(type, sizeof(type), "svg-%d", i + 1);
        dc.type = type;

        if (crop == NULL
            || pictord_write_file(path, crop, (size_t) clen) != PT_OK
            || pt_derived_add(w->db, &dc, path, PT_FMT_SVG, regions[i].w,
                              regions[i].h, did, err, sizeof(err)) != PT_OK)
        {
            xmlFree(crop);
            pictord_fail(f, PT_JOB_E_STORAGE, 0, "svg-%d: %s", i + 1, err);
            goto done;
        }

        xmlFree(crop);
        (void) pt_job_progress(w->db, job, (unsigned) n + 1,
                               (unsigned) i + 2, (unsigned) i + 2, 0);
    }

    rc = pictord_eps_finish(w, job, &dc, NULL, 0, f);

done:

    free(raw);
    free(clean);
    free(regions);
    pictord_eps_end(&ej, &dc, work);

    return rc;
}
