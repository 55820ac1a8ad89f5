/*
 * libFuzzer target for what the GCS driver reads of Google's JSON
 * answers (shared/store/store_gcs_read.c, store_gcs.c): the input is an
 * answer's body, as a hostile or broken service could send it.  As a 200
 * it goes through pt_gcs_json, then as a listing's page through
 * pt_gcs_list_page three times (fuzz_store.h: without a prefix, with
 * one, with a callback that stops) and as an object's metadata through
 * pt_gcs_stat_json, and as the token endpoint's answer through
 * pt_gcs_token_answer; as an error answer (400, 403, 404, 409 or 503, by
 * the input's length) through pt_gcs_fail, which reads Google's
 * {"error": {"message"}}, and pt_gcs_oauth_error, which reads OAuth2's
 * error and error_description.  Besides the sanitizers' checks: the
 * listing's keys are store keys and whole names of the page (no NUL cut
 * them short), the prefix is taken off, the three reads agree; a stat's
 * strings are terminated and its size is not negative; an access token
 * holds no space or control character (it goes into a header); an error
 * is mapped to a failure, with an error text that holds no control
 * character.  Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/pt.h"
#include "store/store_gcs_int.h"
#include "fuzz_store.h"


static void
fuzz_page(const void *page, const char *prefix, fuzz_read *r)
{
    pt_gcs  g;

    memset(&g, 0, sizeof(g));
    g.prefix = (char *) prefix;

    r->rc = pt_gcs_list_page(&g, (json_t *) page, fuzz_list_cb, &r->keys);

    if ((r->rc != PT_STORE_OK && r->rc != 1)
        || (r->rc == 1) != r->keys.stopped)
    {
        abort();
    }
}


/* the object names of the page: items' string names, without a NUL */
static void
fuzz_names(json_t *page, fuzz_list *names)
{
    size_t   i;
    json_t  *item, *name;

    json_array_foreach(json_object_get(page, "items"), i, item) {
        name = json_object_get(item, "name");

        if (json_is_string(name)
            && strlen(json_string_value(name)) == json_string_length(name))
        {
            fuzz_list_add(names, json_string_value(name));
        }
    }
}


static void
fuzz_list_pages(json_t *page)
{
    fuzz_read  r[3];
    fuzz_list  names;

    memset(&names, 0, sizeof(names));
    fuzz_names(page, &names);

    fuzz_list_reads(page, fuzz_page, FUZZ_STOP_OK, &names, r);

    /* a page read whole is read: only a stop ends it early */
    if (r[0].rc != PT_STORE_OK) {
        abort();
    }

    fuzz_reads_free(r);
}


static void
fuzz_answer_ok(const pt_http_resp *rs)
{
    json_t         *o;
    pt_gcs          g;
    pt_store_stat   st;

    memset(&g, 0, sizeof(g));
    g.prefix = "";

    o = pt_gcs_json(&g, rs);
    if (o == NULL) {
        fuzz_error_text(g.store.error, sizeof(g.store.error));
        return;
    }

    fuzz_list_pages(o);

    memset(&st, 0x55, sizeof(st));
    pt_gcs_stat_json(o, &st);

    if (st.size < 0
        || memchr(st.content_type, '\0', sizeof(st.content_type)) == NULL
        || memchr(st.etag, '\0', sizeof(st.etag)) == NULL)
    {
        abort();
    }

    json_decref(o);
}


/* the same body from the token endpoint: a 200, then a refusal */
static void
fuzz_token(const pt_http_resp *rs)
{
    int          rc;
    long         expires;
    char         token[PT_GCS_TOKEN_MAX], err[256], msg[200];
    const char  *t;

    expires = 0;
    err[0] = '\0';

    rc = pt_gcs_token_answer(rs, token, sizeof(token), &expires, err,
                             sizeof(err));

    if (rc == PT_STORE_OK) {
        /* it goes into "Authorization: Bearer {token}" */
        if (token[0] == '\0' || expires <= 0) {
            abort();
        }

        for (t = token; *t; t++) {
            if ((unsigned char) *t <= 0x20 || *t == 0x7f) {
                abort();
            }
        }

    } else {
        fuzz_failure(rc);
        fuzz_error_text(err, sizeof(err));
    }

    pt_gcs_oauth_error(rs, msg, sizeof(msg));
    fuzz_error_text(msg, sizeof(msg));
}


static int
fuzz_fail(pt_store *s, const pt_http_resp *rs)
{
    pt_gcs  *g = (pt_gcs *) s;

    g->prefix = "";

    return pt_gcs_fail(g, rs, "GET", "1/img_01", PT_STORE_NOT_FOUND);
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pt_http_resp  rs;

    fuzz_answer(&rs, data, size);

    fuzz_answer_ok(&rs);
    fuzz_token(&rs);
    fuzz_error_answer(&rs, sizeof(pt_gcs), fuzz_fail);

    pt_http_resp_free(&rs);

    return 0;
}
