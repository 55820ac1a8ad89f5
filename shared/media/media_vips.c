/*
 * libvips for Pictor: its set-up in each process (pt_media_init) and the
 * loaders every decode goes through (media_load.h).
 */

#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vips/vips.h>

#include "media/jpeg.h"
#include "media/media.h"
#include "media/media_load.h"


/*
 * A progressive JPEG is read whole for its 1/8 decode up to this size
 * (the coefficients libjpeg keeps of it take several times more)
 */
#define PT_MEDIA_DC_MAX   (64 * 1024 * 1024)
#define PT_MEDIA_DC_HEAD  4096


/* loader families a file may reach; all others are blocked */
static const char  *pt_media_allowed[] = {
    "VipsForeignLoadJpeg",
    "VipsForeignLoadPng",
    "VipsForeignLoadWebp",
    "VipsForeignLoadNsgif",
    "VipsForeignLoadTiff",
    "VipsForeignLoadHeif"
};


static int
pt_media_free(void *data, void *area)
{
    (void) area;

    free(data);

    return 0;
}


/* libvips' warnings may name files: server log only, never the client */
static void
pt_media_log(const gchar *domain, GLogLevelFlags level, const gchar *msg,
    gpointer data)
{
    (void) data;
    (void) level;

    pt_log(PT_LOG_DEBUG, "%s: %s", domain != NULL ? domain : "glib", msg);
}


int
pt_media_init(void)
{
    size_t  i;

    if (VIPS_INIT("pictor") != 0) {
        pt_log(PT_LOG_ALERT, "libvips init failed: %s", vips_error_buffer());
        vips_error_clear();
        return PT_ERROR;
    }

    /*
     * nginx dlclose()s its modules when a worker exits, while pool
     * threads may still be running thread-local destructors (glib's
     * GPrivate, libvips' per-thread state): a jump into unmapped code.
     * libvips, and with it glib, stays loaded for the whole process.
     */
    if (dlopen("libvips.so.42", RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE)
        == NULL)
    {
        pt_log(PT_LOG_WARN, "libvips could not be pinned: %s", dlerror());
    }

    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE
                      | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                      pt_media_log, NULL);

    /* the cache would keep decoded uploads alive between requests */
    vips_cache_set_max(0);
    vips_concurrency_set(1);

    /* an allow list: magick, svg, pdf, matlab, fits, openslide, vips
     * native, csv, matrix, ppm, ... stay blocked */
    vips_operation_block_set("VipsForeignLoad", TRUE);

    for (i = 0; i < sizeof(pt_media_allowed) / sizeof(char *); i++) {
        vips_operation_block_set(pt_media_allowed[i], FALSE);
    }

    vips_block_untrusted_set(TRUE);

    return PT_OK;
}


/* the rewrite of the file at path for its 1/8 decode; NULL: none */
static VipsBlob *
pt_media_dc_blob(const char *path)
{
    int             fd;
    size_t          n, len;
    struct stat     st;
    unsigned char   head[PT_MEDIA_DC_HEAD], *buf, *dc;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return NULL;
    }

    buf = NULL;
    dc = NULL;

    if (fstat(fd, &st) != 0 || st.st_size < 4
        || st.st_size > PT_MEDIA_DC_MAX)
    {
        goto done;
    }

    n = (size_t) st.st_size;

    /* a baseline file, most photos, is told from its first bytes */
    len = n < sizeof(head) ? n : sizeof(head);

    if (pt_pread(fd, head, len, 0) != (long) len
        || !pt_jpeg_progressive(head, len))
    {
        goto done;
    }

    buf = malloc(n);

    if (buf == NULL || pt_pread(fd, buf, n, 0) != (long) n
        || pt_jpeg_dc(buf, n, &dc, &len) != 1)
    {
        dc = NULL;
    }

done:

    free(buf);
    (void) close(fd);

    return dc != NULL ? vips_blob_new(pt_media_free, dc, len) : NULL;
}


/*
 * JPEG at shrink 8: a progressive file rewritten without the AC scans
 * that decode reads nothing of (jpeg_dc.c), else the file as it is
 */
static int
pt_media_jpeg_eighth(const char *path, VipsAccess access, VipsImage **out)
{
    int          rc;
    VipsBlob    *blob;
    VipsSource  *src;

    blob = pt_media_dc_blob(path);

    if (blob == NULL) {
        return vips_jpegload(path, out, "access", access,
                             "fail_on", VIPS_FAIL_ON_ERROR, "shrink", 8,
                             NULL);
    }

    src = vips_source_new_from_blob(blob);
    vips_area_unref(VIPS_AREA(blob));

    if (src == NULL) {
        return -1;
    }

    rc = vips_jpegload_source(src, out, "access", access,
                              "fail_on", VIPS_FAIL_ON_ERROR, "shrink", 8,
                              NULL);
    g_object_unref(src);

    return rc;
}


int
pt_media_load(const char *path, pt_format fmt, int page, int n,
    double shrink, VipsAccess access, VipsImage **out)
{
    pt_media_reduce  r;

    r.shrink = shrink;
    r.subifd = -1;
    r.thumbnail = 0;

    return pt_media_load_at(path, fmt, page, n, &r, access, out);
}


int
pt_media_load_at(const char *path, pt_format fmt, int page, int n,
    const pt_media_reduce *r, VipsAccess access, VipsImage **out)
{
    double  shrink;

    shrink = r->shrink;
    *out = NULL;

    switch (fmt) {

    case PT_FMT_JPEG:
        if ((int) shrink == 8) {
            return pt_media_jpeg_eighth(path, access, out);
        }

        return vips_jpegload(path, out, "access", access,
                             "fail_on", VIPS_FAIL_ON_ERROR,
                             "shrink", shrink > 1.0 ? (int) shrink : 1, NULL);

    case PT_FMT_PNG:
        return vips_pngload(path, out, "access", access,
                            "fail_on", VIPS_FAIL_ON_ERROR, NULL);

    case PT_FMT_WEBP:
        return vips_webpload(path, out, "access", access,
                             "fail_on", VIPS_FAIL_ON_ERROR,
                             "page", page, "n", n,
                             "scale", shrink > 1.0 ? 1.0 / shrink : 1.0, NULL);

    case PT_FMT_GIF:
        return vips_gifload(path, out, "access", access,
                            "fail_on", VIPS_FAIL_ON_ERROR,
                            "page", page, "n", n, NULL);

    case PT_FMT_TIFF:
        return vips_tiffload(path, out, "access", access,
                             "fail_on", VIPS_FAIL_ON_ERROR,
                             "page", page, "n", n,
                             "subifd", r->subifd >= 0 ? r->subifd : -1,
                             NULL);

    case PT_FMT_AVIF:
    case PT_FMT_HEIC:
        /* no page: libheif then gives the primary item (pitm) */
        return vips_heifload(path, out, "access", access,
                             "fail_on", VIPS_FAIL_ON_ERROR,
                             "thumbnail", r->thumbnail ? TRUE : FALSE,
                             NULL);

    default:
        vips_error("pictor", "not a raster format");
        return -1;
    }
}


int
pt_media_frames(VipsImage *img, pt_format fmt)
{
    int  n;

    /*
     * HEIF's "n-pages" counts top-level items (grid tiles that are not
     * hidden, alternatives), not frames: one primary image is used.
     */
    if (fmt != PT_FMT_GIF && fmt != PT_FMT_WEBP && fmt != PT_FMT_TIFF) {
        return 1;
    }

    if (vips_image_get_typeof(img, VIPS_META_N_PAGES) == 0
        || vips_image_get_int(img, VIPS_META_N_PAGES, &n) != 0 || n < 1)
    {
        vips_error_clear();
        return 1;
    }

    return n;
}
