/*
 * The route table of the REST API and its matcher.  A pattern segment
 * "{x}" captures one path segment: an identifier (slug, id, name) of
 * printable ASCII.  "{*}" captures the rest of the path (a folder), UTF-8.
 * A path matches only in its exact form: "/api/auth/login/" is not the
 * login route, so whatever nginx applies to a location (limit_req) covers
 * every request that reaches a handler.  Matching is pure string work so
 * the module runs it on the event loop.
 */

#include <string.h>

#include "api/api.h"


static const pt_route  pt_routes[] = {

    { PT_GET,    "/problems/{slug}",        PT_AUTH_PUBLIC, PT_ROUTE_NO_DB,
      pt_api_problem_page },
    { PT_GET,    "/healthz",                PT_AUTH_PUBLIC, 0,
      pt_api_healthz },

    { PT_POST,   "/api/auth/login",         PT_AUTH_PUBLIC,
      PT_ROUTE_BODY_JSON | PT_ROUTE_HASH, pt_api_login },
    { PT_POST,   "/api/auth/logout",        PT_AUTH_PUBLIC,
      PT_ROUTE_SESSION_OPT, pt_api_logout },
    { PT_GET,    "/api/auth/me",            PT_AUTH_USER, 0, pt_api_me },

    { PT_GET,    "/api/projects",           PT_AUTH_USER, 0,
      pt_api_projects_list },

    /* the document of this table (docs/openapi.json); a project name
     * has no dot, so it is never a project */
    { PT_GET,    "/api/openapi.json",       PT_AUTH_PUBLIC, PT_ROUTE_NO_DB,
      pt_api_openapi },

    /* before "/api/{p}/...": "plugins" is a reserved project name */
    { PT_GET,    "/api/plugins",            PT_AUTH_PUBLIC, PT_ROUTE_NO_DB,
      pt_api_plugins_list },
    { PT_GET,    "/api/plugins/{name}",     PT_AUTH_PUBLIC, PT_ROUTE_NO_DB,
      pt_api_plugin_get },
    { PT_POST,   "/api/projects",           PT_AUTH_USER,
      PT_ROUTE_BODY_JSON, pt_api_projects_create },

    { PT_GET,    "/api/{p}",                PT_AUTH_PROJECT, 0,
      pt_api_project_get },

    { PT_GET,    "/api/{p}/keys",           PT_AUTH_OWNER, 0,
      pt_api_keys_list },
    { PT_POST,   "/api/{p}/keys",           PT_AUTH_OWNER, 0,
      pt_api_keys_create },
    { PT_DELETE, "/api/{p}/keys/{id}",      PT_AUTH_OWNER, 0,
      pt_api_keys_revoke },

    { PT_POST,   "/api/{p}/upload",         PT_AUTH_PROJECT,
      PT_ROUTE_BODY_FILE, pt_api_upload },
    { PT_GET,    "/api/{p}/images",         PT_AUTH_PROJECT, 0,
      pt_api_images_list },
    { PT_GET,    "/api/{p}/images/{id}",    PT_AUTH_PROJECT, 0,
      pt_api_image_get },
    { PT_DELETE, "/api/{p}/images/{id}",    PT_AUTH_PROJECT, 0,
      pt_api_image_delete },
    { PT_POST,   "/api/{p}/images/{id}/purge", PT_AUTH_PROJECT, 0,
      pt_api_image_purge },
    { PT_POST,   "/api/{p}/{id}/strip-exif", PT_AUTH_PROJECT, 0,
      pt_api_strip_exif },
    { PT_GET,    "/api/{p}/{id}/processing-status", PT_AUTH_PROJECT, 0,
      pt_api_processing_status },
    { PT_GET,    "/api/{p}/{id}/derived",   PT_AUTH_PROJECT, 0,
      pt_api_derived },
    { PT_POST,   "/api/{p}/{id}/split",     PT_AUTH_PROJECT, 0,
      pt_api_split },
    { PT_POST,   "/api/{p}/{id}/extract-svg", PT_AUTH_PROJECT, 0,
      pt_api_extract_svg },
    { PT_PATCH,  "/api/{p}/{id}/metadata",  PT_AUTH_PROJECT,
      PT_ROUTE_BODY_JSON, pt_api_metadata_patch },
    { PT_GET,    "/api/{p}/{id}/metadata/jsonld", PT_AUTH_PROJECT, 0,
      pt_api_metadata_jsonld },
    { PT_GET,    "/api/{p}/watermarks",     PT_AUTH_PROJECT, 0,
      pt_api_watermarks_list },
    { PT_POST,   "/api/{p}/watermarks",     PT_AUTH_PROJECT,
      PT_ROUTE_BODY_FILE, pt_api_watermarks_create },
    { PT_GET,    "/api/{p}/watermarks/{name}", PT_AUTH_PROJECT, 0,
      pt_api_watermark_get },
    { PT_DELETE, "/api/{p}/watermarks/{name}", PT_AUTH_PROJECT, 0,
      pt_api_watermark_delete },
    { PT_GET,    "/api/{p}/transforms",     PT_AUTH_PROJECT, 0,
      pt_api_transforms_list },
    { PT_POST,   "/api/{p}/transforms",     PT_AUTH_PROJECT,
      PT_ROUTE_BODY_JSON, pt_api_transforms_create },
    { PT_GET,    "/api/{p}/transforms/{name}", PT_AUTH_PROJECT, 0,
      pt_api_transform_get },
    { PT_PUT,    "/api/{p}/transforms/{name}", PT_AUTH_PROJECT,
      PT_ROUTE_BODY_JSON, pt_api_transform_put },
    { PT_DELETE, "/api/{p}/transforms/{name}", PT_AUTH_PROJECT, 0,
      pt_api_transform_delete },
    { PT_GET,    "/api/{p}/settings",       PT_AUTH_OWNER, 0,
      pt_api_settings_get },
    { PT_PATCH,  "/api/{p}/settings",       PT_AUTH_OWNER,
      PT_ROUTE_BODY_JSON, pt_api_settings_patch },
    { PT_POST,   "/api/{p}/settings/signing-keys/rotate", PT_AUTH_OWNER, 0,
      pt_api_signing_rotate },
    { PT_GET,    "/api/{p}/storage",        PT_AUTH_OWNER, 0,
      pt_api_storage_get },
    { PT_PUT,    "/api/{p}/storage",        PT_AUTH_OWNER,
      PT_ROUTE_BODY_JSON, pt_api_storage_put },
    { PT_DELETE, "/api/{p}/storage",        PT_AUTH_OWNER, 0,
      pt_api_storage_delete },
    { PT_POST,   "/api/{p}/storage/validate", PT_AUTH_OWNER,
      PT_ROUTE_BODY_JSON, pt_api_storage_validate },
    { PT_POST,   "/api/{p}/storage/health", PT_AUTH_OWNER, 0,
      pt_api_storage_health },
    { PT_GET,    "/api/{p}/migrations",     PT_AUTH_OWNER, 0,
      pt_api_migrations_list },
    { PT_POST,   "/api/{p}/migrations/storage", PT_AUTH_OWNER, 0,
      pt_api_migration_storage },
    { PT_POST,   "/api/{p}/migrations/bucket-import", PT_AUTH_OWNER,
      PT_ROUTE_BODY_JSON, pt_api_migration_import },
    { PT_GET,    "/api/{p}/migrations/{id}", PT_AUTH_OWNER, 0,
      pt_api_migration_get },
    { PT_GET,    "/api/{p}/folders",        PT_AUTH_PROJECT, 0,
      pt_api_folders_list },
    { PT_POST,   "/api/{p}/folders",        PT_AUTH_PROJECT,
      PT_ROUTE_BODY_JSON, pt_api_folders_create },
    { PT_DELETE, "/api/{p}/folders/{*}",    PT_AUTH_PROJECT, 0,
      pt_api_folders_delete },

    { PT_GET,    "/api/{p}/plugins",        PT_AUTH_PROJECT, 0,
      pt_api_project_plugins },
    { PT_POST,   "/api/{p}/plugins/{name}/activate", PT_AUTH_PROJECT, 0,
      pt_api_plugin_activate },
    { PT_POST,   "/api/{p}/plugins/{name}/deactivate", PT_AUTH_PROJECT, 0,
      pt_api_plugin_deactivate },
    { PT_GET,    "/api/{p}/usage",          PT_AUTH_PROJECT, 0,
      pt_api_usage },

    { PT_GET,    "/api/{p}/jobs/{id}",      PT_AUTH_PROJECT, 0,
      pt_api_job_get },
#if (PT_TEST_BUILD)
    { PT_POST,   "/api/{p}/jobs/test",      PT_AUTH_PROJECT,
      PT_ROUTE_BODY_JSON | PT_ROUTE_TEST, pt_api_job_test },
#endif

    { 0, NULL, 0, 0, NULL }
};


static const char  *pt_method_names[] = {
    "", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", ""
};


/*
 * A capture holds what the database compares with ASCII identifiers or
 * UTF-8 folder paths: any other byte could never match, and would reach
 * the database as a string it refuses.
 */
static int
pt_capture_ok(const char *s, size_t len, int rest)
{
    size_t  i;

    if (rest) {
        return pt_utf8_valid(s, len);
    }

    for (i = 0; i < len; i++) {
        if ((unsigned char) s[i] <= 0x20 || (unsigned char) s[i] >= 0x7f) {
            return 0;
        }
    }

    return 1;
}


/* 1 when path matches pattern; captures go to req (may be NULL). */
static int
pt_route_path(const char *pattern, const char *path, size_t len,
    pt_req *req)
{
    const char  *p = pattern, *s = path, *end = path + len, *seg;
    unsigned     n = 0;
    size_t       slen;

    while (*p && s < end) {
        if (p[0] == '{') {
            seg = s;
            /* "{*}" takes the rest of the path, slashes included */
            while (s < end && (*s != '/' || p[1] == '*')) {
                s++;
            }

            slen = s - seg;
            if (slen == 0 || slen >= PT_CAPTURE_LEN
                || n >= PT_MAX_CAPTURES
                || !pt_capture_ok(seg, slen, p[1] == '*'))
            {
                return 0;
            }

            if (req) {
                memcpy(req->captures[n], seg, slen);
                req->captures[n][slen] = '\0';
            }

            n++;
            p = strchr(p, '}');
            if (p == NULL) {
                return 0;
            }
            p++;
            continue;
        }

        if (*p != *s) {
            return 0;
        }

        p++;
        s++;
    }

    if (*p != '\0' || s != end) {
        return 0;
    }

    if (req) {
        req->ncaptures = n;
    }

    return 1;
}


const pt_route *
pt_route_match(pt_method method, const char *path, size_t len, pt_req *req,
    int *status, char *allow, size_t allow_len)
{
    const pt_route  *r;
    size_t           used = 0;
    int              test_routes;

    test_routes = req && req->conf && req->conf->test_routes;

    /* literal routes first: "/api/projects" is not project "projects" */
    for (r = pt_routes; r->pattern; r++) {
        if ((r->flags & PT_ROUTE_TEST) && !test_routes) {
            continue;
        }

        if (strchr(r->pattern, '{') == NULL && r->method == method
            && pt_route_path(r->pattern, path, len, req))
        {
            return r;
        }
    }

    for (r = pt_routes; r->pattern; r++) {
        if ((r->flags & PT_ROUTE_TEST) && !test_routes) {
            continue;
        }

        if (r->method == method && pt_route_path(r->pattern, path, len, req))
        {
            return r;
        }
    }

    /* the path may exist with other methods: 405 and Allow */
    if (allow_len) {
        allow[0] = '\0';
    }

    for (r = pt_routes; r->pattern; r++) {
        if ((r->flags & PT_ROUTE_TEST) && !test_routes) {
            continue;
        }

        if (!pt_route_path(r->pattern, path, len, NULL)) {
            continue;
        }

        if (used + 10 < allow_len && strstr(allow,
                                            pt_method_names[r->method]) == NULL)
        {
            pt_snprintf(allow + used, allow_len - used, "%s%s",
                        used ? ", " : "", pt_method_names[r->method]);
            used = strlen(allow);
        }
    }

    *status = used ? 405 : 404;

    return NULL;
}
