/*
 * The originals cache's eviction (store_cache_int.h): entries are the
 * regular files of dir/XY/; their mtime is their last use.
 */

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_cache_int.h"


typedef struct {
    char        path[PATH_MAX];
    time_t      mtime;
    off_t       size;
} pt_cache_entry;


static int
pt_cache_entry_cmp(const void *a, const void *b)
{
    const pt_cache_entry  *x = a, *y = b;

    return (x->mtime > y->mtime) - (x->mtime < y->mtime);
}


/* entries of one XY directory appended to *v */
static int
pt_cache_scan_dir(const char *dir, pt_cache_entry **v, size_t *n,
    size_t *cap, off_t *total)
{
    DIR             *d;
    struct stat      sb;
    struct dirent   *de;
    pt_cache_entry  *e;

    d = opendir(dir);
    if (d == NULL) {
        return PT_OK;
    }

    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') {
            continue;
        }

        if (*n == *cap) {
            *cap = *cap ? *cap * 2 : 256;
            e = realloc(*v, *cap * sizeof(pt_cache_entry));
            if (e == NULL) {
                closedir(d);
                return PT_ERROR;
            }
            *v = e;
        }

        e = &(*v)[*n];
        pt_snprintf(e->path, sizeof(e->path), "%s/%s", dir, de->d_name);

        if (stat(e->path, &sb) == -1 || !S_ISREG(sb.st_mode)) {
            continue;
        }

        e->mtime = sb.st_mtime;
        e->size = sb.st_size;
        *total += sb.st_size;
        (*n)++;
    }

    closedir(d);

    return PT_OK;
}


/* least recently opened entries out until 90 % of the size is left */
void
pt_cache_evict(pt_store_cache *c)
{
    int              i;
    DIR             *d;
    char             sub[PATH_MAX];
    off_t            total, keep;
    size_t           n, cap, k;
    struct dirent   *de;
    pt_cache_entry  *v;

    d = opendir(c->dir);
    if (d == NULL) {
        return;
    }

    v = NULL;
    n = cap = 0;
    total = 0;
    i = PT_OK;

    while (i == PT_OK && (de = readdir(d)) != NULL) {
        if (de->d_name[0] != '.') {
            pt_snprintf(sub, sizeof(sub), "%s/%s", c->dir, de->d_name);
            i = pt_cache_scan_dir(sub, &v, &n, &cap, &total);
        }
    }

    closedir(d);

    if (total > c->max_bytes && i == PT_OK) {
        qsort(v, n, sizeof(pt_cache_entry), pt_cache_entry_cmp);
        keep = c->max_bytes / 10 * 9;

        for (k = 0; k < n && total > keep; k++) {
            if (unlink(v[k].path) == 0) {
                total -= v[k].size;
                pt_cache_count(&pt_cache_stats.evictions);
            }
        }
    }

    free(v);
}
