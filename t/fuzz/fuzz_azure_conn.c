/*
 * libFuzzer target for the Azure connection string
 * (shared/store/store_azure_conn.c): the input is what a customer puts in
 * "connectionString" (the API hands it over NUL-terminated, NUL-free).
 * It goes through pt_azure_conn_parse; what is accepted then makes a
 * request's URL (pt_azure_url) and, with a key, its SharedKey signature
 * (pt_azure_authorization).  Besides the sanitizers' checks:
 *
 * - a refusal names the field and quotes no value (a mistyped element
 *   may be the key): its text holds only what the parser's messages are
 *   made of, letters, digits, spaces, ':' and '=';
 * - an accepted string has an endpoint, http or https without a trailing
 *   '/', query, fragment, user, space or control character; an account
 *   of 3-24 lowercase letters and digits (none only with a SAS and a
 *   BlobEndpoint); a key of 1-PT_AZURE_KEY_MAX bytes that base64 gives
 *   back, or a SAS of query characters: something signs every request;
 * - the URL of a key starts with the endpoint and holds no space or
 *   control character (it goes into the request line).
 *
 * Build and run: see README.md beside this file.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/pt.h"
#include "store/store_azure_int.h"
#include "fuzz_store.h"


static void
fuzz_refused(const char *err)
{
    fuzz_error_text(err, 256);

    if (strspn(err, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                    "0123456789 :=") != strlen(err))
    {
        abort();
    }
}


/* no byte a URL cannot hold as it is: it goes into the request line */
static int
fuzz_url_chars(const char *s, const char *also_bad)
{
    for ( /* void */ ; *s; s++) {
        if ((unsigned char) *s <= 0x20 || (unsigned char) *s >= 0x7f
            || strchr(also_bad, *s) != NULL)
        {
            return 0;
        }
    }

    return 1;
}


static void
fuzz_accepted(pt_azure_conn *conn)
{
    char                 b64[4 * ((PT_AZURE_KEY_MAX + 2) / 3) + 1];
    char                 url[8192], auth[512];
    size_t               n;
    ssize_t              len;
    pt_azure             az;
    unsigned char        key[PT_AZURE_KEY_MAX];
    const char          *host;
    pt_azure_sign_req    r;
    struct curl_slist    date;

    if (conn->endpoint == NULL) {
        abort();
    }

    if (strncasecmp(conn->endpoint, "https://", 8) == 0) {
        host = conn->endpoint + 8;

    } else if (strncasecmp(conn->endpoint, "http://", 7) == 0) {
        host = conn->endpoint + 7;

    } else {
        abort();
    }

    n = strlen(conn->endpoint);

    if (host[0] == '\0' || host[0] == '/' || conn->endpoint[n - 1] == '/'
        || !fuzz_url_chars(conn->endpoint, "?#@"))
    {
        abort();
    }

    if (conn->account != NULL
        && (strlen(conn->account) < 3 || strlen(conn->account) > 24
            || strspn(conn->account, "abcdefghijklmnopqrstuvwxyz0123456789")
               != strlen(conn->account)))
    {
        abort();
    }

    if (conn->account == NULL && (conn->key_len != 0 || conn->sas == NULL)) {
        abort();
    }

    if (conn->sas != NULL
        && (conn->sas[0] == '\0' || !fuzz_url_chars(conn->sas, "?#")))
    {
        abort();
    }

    if (conn->key_len > PT_AZURE_KEY_MAX
        || (conn->key_len == 0 && conn->sas == NULL))
    {
        abort();
    }

    if (conn->key_len > 0) {
        pt_azure_base64_encode(conn->key, conn->key_len, b64);
        len = pt_azure_base64_decode(b64, key, sizeof(key));

        if (len != (ssize_t) conn->key_len
            || memcmp(key, conn->key, conn->key_len) != 0)
        {
            abort();
        }
    }

    memset(&az, 0, sizeof(az));
    az.conn = *conn;
    az.container = "pictor";
    az.prefix = "pfx/";

    if (pt_azure_url(&az, "1/img_01", "comp=block", url, sizeof(url))
        == PT_OK)
    {
        if (strncmp(url, conn->endpoint, n) != 0 || url[n] != '/'
            || !fuzz_url_chars(url, ""))
        {
            abort();
        }
    }

    if (conn->key_len == 0) {
        return;
    }

    date.data = "x-ms-date: Sun, 06 Nov 1994 08:49:37 GMT";
    date.next = NULL;

    memset(&r, 0, sizeof(r));
    r.method = "GET";
    r.url = url;
    r.headers = &date;

    if (pt_azure_url(&az, "1/img_01", NULL, url, sizeof(url)) == PT_OK
        && pt_azure_authorization(&r, conn->account, conn->key,
                                  conn->key_len, auth, sizeof(auth))
           == PT_OK
        && strncmp(auth, "SharedKey ", 10) != 0)
    {
        abort();
    }
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char           *cs, err[256];
    pt_azure_conn   conn;

    cs = fuzz_alloc(size + 1);
    memcpy(cs, data, size);
    cs[size] = '\0';

    err[0] = '\0';

    if (pt_azure_conn_parse(cs, &conn, err, sizeof(err)) == PT_OK) {
        fuzz_accepted(&conn);

    } else {
        fuzz_refused(err);
    }

    pt_azure_conn_free(&conn);
    free(cs);

    return 0;
}
