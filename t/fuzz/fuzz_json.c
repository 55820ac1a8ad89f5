/*
 * libFuzzer target for the JSON body checks (shared/api/api.c, api_metadata.c,
 * api_transforms.c, presets.c): the input is a request body.  It goes
 * through pt_body_object, then every check a handler runs before the
 * database: PATCH .../metadata (pt_metadata_check), a named transform
 * definition for POST and PUT (pt_preset_body), and the generic field
 * helpers (pt_fields_only, pt_field_str) the other routes use.  Besides
 * the sanitizers' checks it asserts what the client and the database
 * see: a refusal is a 400 problem+json that parses, with its status; an
 * accepted body sets no response, and what would be stored loads again
 * (keywords and maps as JSON, a preset through pt_preset_build, as
 * delivery loads it).  Build and run: make fuzz (see README.md beside this
 * file).
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/pt.h"
#include "api/api.h"
#include "transform/presets.h"
#include "transform/transform.h"


/* the UPDATE's column order (api_metadata.c) of the JSON-valued fields */
#define FUZZ_KEYWORDS  5
#define FUZZ_EXIF      13
#define FUZZ_TAGS      17


static pt_req   fuzz_req;
static pt_resp  fuzz_resp;
static pt_ctx   fuzz_ctx;


static void
fuzz_begin(void)
{
    pt_resp_free(&fuzz_resp);
    pt_resp_init(&fuzz_resp);
}


/* a check said rc: a 400 problem+json, or nothing at all */
static void
fuzz_check_resp(int rc)
{
    json_t  *p;

    if (rc == PT_OK) {
        if (fuzz_resp.status != 0 || fuzz_resp.body != NULL) {
            abort();
        }
        return;
    }

    if (rc != PT_ERROR || fuzz_resp.status != 400 || fuzz_resp.body == NULL
        || strcmp(fuzz_resp.content_type, "application/problem+json") != 0)
    {
        abort();
    }

    p = json_loadb(fuzz_resp.body, fuzz_resp.body_len, 0, NULL);

    if (p == NULL || json_integer_value(json_object_get(p, "status")) != 400
        || !json_is_string(json_object_get(p, "detail")))
    {
        abort();
    }

    json_decref(p);
}


/* stored JSON text that must load again as the given type */
static json_t *
fuzz_reload(const char *text, int array)
{
    json_t  *v;

    v = json_loads(text, 0, NULL);

    if (v == NULL || (array ? !json_is_array(v) : !json_is_object(v))) {
        abort();
    }

    return v;
}


static void
fuzz_metadata(json_t *body)
{
    int    rc;
    char  *vals[PT_METADATA_FIELDS];

    fuzz_begin();
    rc = pt_metadata_check(&fuzz_ctx, body, vals);
    fuzz_check_resp(rc);

    if (rc != PT_OK) {
        return;
    }

    if (vals[FUZZ_KEYWORDS] != NULL) {
        json_decref(fuzz_reload(vals[FUZZ_KEYWORDS], 1));
    }

    if (vals[FUZZ_EXIF] != NULL) {
        json_decref(fuzz_reload(vals[FUZZ_EXIF], 0));
    }

    if (vals[FUZZ_TAGS] != NULL) {
        json_decref(fuzz_reload(vals[FUZZ_TAGS], 0));
    }

    pt_metadata_free(vals);
}


static void
fuzz_preset(json_t *body, const char *path_name)
{
    int            rc;
    char          *params, *locked, err[512];
    json_t        *p, *l;
    const char    *name, *desc;
    pt_transform   t;

    params = NULL;
    locked = NULL;

    fuzz_begin();
    rc = pt_preset_body(&fuzz_ctx, body, path_name, &name, &params, &locked,
                        &desc);
    fuzz_check_resp(rc);

    if (rc != PT_OK) {
        return;
    }

    if (name == NULL || !pt_preset_name_valid(name)
        || (path_name != NULL && strcmp(name, path_name) != 0))
    {
        abort();
    }

    /* what delivery loads from the row must build again */
    p = fuzz_reload(params, 0);
    l = fuzz_reload(locked, 1);

    if (pt_preset_build(p, l, &t, err, sizeof(err)) != PT_OK) {
        abort();
    }

    json_decref(p);
    json_decref(l);
    free(params);
    free(locked);
}


static void
fuzz_fields(json_t *body)
{
    int                        bad, rc;
    const char                *v;
    static const char *const   only[] = { "path", "name", "plan", NULL };

    fuzz_begin();
    fuzz_check_resp(pt_fields_only(&fuzz_ctx, body, only));

    fuzz_begin();
    bad = 0;
    v = pt_field_str(&fuzz_ctx, body, "name", 1, 64, &bad);
    rc = bad ? PT_ERROR : PT_OK;
    fuzz_check_resp(rc);

    if (rc == PT_OK && (v == NULL || strlen(v) > 64)) {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_t  *body;
    char    *copy;

    fuzz_req.path = "/api/fz/img_01J0000000000000000000000/metadata";
    fuzz_req.path_len = strlen(fuzz_req.path);
    fuzz_req.base_url = "http://127.0.0.1";
    fuzz_req.body_fd = -1;
    fuzz_ctx.req = &fuzz_req;
    fuzz_ctx.resp = &fuzz_resp;

    /* the host hands the body NUL-terminated */
    copy = malloc(size + 1);
    if (copy == NULL) {
        abort();
    }

    memcpy(copy, data, size);
    copy[size] = '\0';
    fuzz_req.body = copy;
    fuzz_req.body_len = size;

    fuzz_begin();
    body = pt_body_object(&fuzz_ctx);

    if (body == NULL) {
        fuzz_check_resp(PT_ERROR);

    } else {
        fuzz_check_resp(PT_OK);
        fuzz_metadata(body);
        fuzz_preset(body, NULL);
        fuzz_preset(body, "card");
        fuzz_fields(body);
        json_decref(body);
    }

    pt_resp_free(&fuzz_resp);
    free(copy);

    return 0;
}
