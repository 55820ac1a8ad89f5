
/*
 * The level directories of every file cache (proxy_cache_path levels=),
 * made once at start, in the master, before a worker serves anything.
 * nginx makes a level directory when it first stores a response under it:
 * a mkdir on the worker's event loop, so on a new cache nearly every one
 * of the first thousands of misses paid one or two (ext4 allocating a
 * directory inode: 0.1 to 0.5 ms each, every connection of that worker
 * waiting meanwhile).  Directories that exist are left as they are; a
 * failure only leaves the rest to nginx, as before.  Levels that would
 * make more than NGX_HTTP_PICTOR_CACHE_DIRS directories are left to nginx
 * too (the shipped levels=1:2 make 4,112).
 */


#include "ngx_http_pictor_module.h"

#include <stdio.h>


#define NGX_HTTP_PICTOR_CACHE_DIRS  8192


/* the directories path's levels make, or 0 when there are none */
static ngx_uint_t
ngx_http_pictor_cache_dirs_count(ngx_path_t *path)
{
    ngx_uint_t  i, n, all;

    n = 1;
    all = 0;

    for (i = 0; i < NGX_MAX_PATH_LEVEL && path->level[i] != 0; i++) {
        n <<= 4 * path->level[i];
        all += n;
    }

    return all;
}


/* every directory below dir (len bytes) from level depth on */
static ngx_int_t
ngx_http_pictor_cache_dirs_make(ngx_cycle_t *cycle, ngx_path_t *path,
    u_char *dir, size_t len, ngx_uint_t depth, ngx_uid_t user)
{
    int         w;
    ngx_uint_t  i, n;

    if (depth == NGX_MAX_PATH_LEVEL || path->level[depth] == 0) {
        return NGX_OK;
    }

    w = (int) path->level[depth];
    n = (ngx_uint_t) 1 << (4 * w);

    for (i = 0; i < n; i++) {
        /* as nginx names them: lower-case hex digits of the key's hash */
        (void) snprintf((char *) dir + len, 8, "/%0*lx", w,
                        (unsigned long) i);

        if (ngx_create_dir(dir, 0700) == NGX_FILE_ERROR) {
            if (ngx_errno != NGX_EEXIST) {
                ngx_log_error(NGX_LOG_WARN, cycle->log, ngx_errno,
                              ngx_create_dir_n " \"%s\" failed: the rest"
                              " of the cache's levels are made as nginx"
                              " stores responses", dir);
                return NGX_ERROR;
            }

        } else if (user != (ngx_uid_t) NGX_CONF_UNSET_UINT
                   && chown((const char *) dir, user, -1) == -1)
        {
            /* as ngx_create_paths() does for the cache itself */
            ngx_log_error(NGX_LOG_WARN, cycle->log, ngx_errno,
                          "chown(\"%s\", %d) failed", dir, user);
            return NGX_ERROR;
        }

        if (ngx_http_pictor_cache_dirs_make(cycle, path, dir,
                                            len + 1 + (size_t) w,
                                            depth + 1, user)
            != NGX_OK)
        {
            return NGX_ERROR;
        }
    }

    return NGX_OK;
}


ngx_int_t
ngx_http_pictor_cache_dirs(ngx_cycle_t *cycle)
{
    u_char           *dir;
    ngx_uid_t         user;
    ngx_uint_t        i;
    ngx_path_t      **path;
    ngx_core_conf_t  *ccf;

    ccf = (ngx_core_conf_t *) ngx_get_conf(cycle->conf_ctx, ngx_core_module);
    user = geteuid() == 0 ? ccf->user : (ngx_uid_t) NGX_CONF_UNSET_UINT;

    path = cycle->paths.elts;

    for (i = 0; i < cycle->paths.nelts; i++) {
        /* file caches only: their manager evicts, temp paths have none */
        if (path[i]->manager == NULL
            || ngx_http_pictor_cache_dirs_count(path[i]) == 0
            || ngx_http_pictor_cache_dirs_count(path[i])
               > NGX_HTTP_PICTOR_CACHE_DIRS)
        {
            continue;
        }

        dir = ngx_alloc(path[i]->name.len + 1 + 3 * NGX_MAX_PATH_LEVEL + 8,
                        cycle->log);
        if (dir == NULL) {
            return NGX_OK;
        }

        ngx_memcpy(dir, path[i]->name.data, path[i]->name.len);
        dir[path[i]->name.len] = '\0';

        (void) ngx_http_pictor_cache_dirs_make(cycle, path[i], dir,
                                               path[i]->name.len, 0, user);
        ngx_free(dir);
    }

    return NGX_OK;
}
