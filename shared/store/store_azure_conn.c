/*
 * The Azure driver's configuration: the storage connection string
 * ("DefaultEndpointsProtocol=https;AccountName=...;AccountKey=...;
 * EndpointSuffix=core.windows.net", or BlobEndpoint=..., or
 * SharedAccessSignature=..., or UseDevelopmentStorage=true), the
 * container's naming rules and strict base64.  An error names the field
 * and never holds a value: a mistyped element may be the key itself.
 */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <openssl/crypto.h>

#include "store/store_azure_int.h"


/* The elements we read; others (QueueEndpoint, ...) are allowed and left */
enum {
    PT_AZ_PROTOCOL = 0,
    PT_AZ_ACCOUNT,
    PT_AZ_KEY,
    PT_AZ_BLOB_ENDPOINT,
    PT_AZ_SUFFIX,
    PT_AZ_SAS,
    PT_AZ_DEV,
    PT_AZ_N
};

static const char  *pt_azure_fields[PT_AZ_N] = {
    "DefaultEndpointsProtocol", "AccountName", "AccountKey", "BlobEndpoint",
    "EndpointSuffix", "SharedAccessSignature", "UseDevelopmentStorage"
};

/* azurite's well-known key: public, in every Azure SDK's documentation */
static const char   pt_azure_dev_key[] =
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/"
    "K1SZFPTOtr/KBHBeksoGMGw==";

static const char   pt_b64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";


ssize_t
pt_azure_base64_decode(const char *in, unsigned char *out, size_t size)
{
    int          i, v, pad;
    size_t       len, n, o;
    uint32_t     acc;
    const char  *p;

    len = strlen(in);
    if (len == 0 || len % 4 != 0) {
        return -1;
    }

    pad = (in[len - 1] == '=') + (len > 1 && in[len - 2] == '=');
    if ((len / 4) * 3 - pad > size) {
        return -1;
    }

    o = 0;

    for (n = 0; n < len; n += 4) {
        acc = 0;

        for (i = 0; i < 4; i++) {
            if (in[n + i] == '=' && n + 4 == len && i >= 4 - pad) {
                v = 0;

            } else {
                p = in[n + i] ? strchr(pt_b64, in[n + i]) : NULL;
                if (p == NULL) {
                    return -1;
                }
                v = (int) (p - pt_b64);
            }

            acc = (acc << 6) | (uint32_t) v;
        }

        out[o++] = (unsigned char) (acc >> 16);
        if (n + 4 < len || pad < 2) {
            out[o++] = (unsigned char) (acc >> 8);
        }
        if (n + 4 < len || pad < 1) {
            out[o++] = (unsigned char) acc;
        }
    }

    return (ssize_t) o;
}


size_t
pt_azure_base64_encode(const unsigned char *in, size_t len, char *out)
{
    size_t    i, o;
    uint32_t  acc;

    for (i = 0, o = 0; i < len; i += 3) {
        acc = (uint32_t) in[i] << 16;
        if (i + 1 < len) {
            acc |= (uint32_t) in[i + 1] << 8;
        }
        if (i + 2 < len) {
            acc |= in[i + 2];
        }

        out[o++] = pt_b64[(acc >> 18) & 63];
        out[o++] = pt_b64[(acc >> 12) & 63];
        out[o++] = i + 1 < len ? pt_b64[(acc >> 6) & 63] : '=';
        out[o++] = i + 2 < len ? pt_b64[acc & 63] : '=';
    }

    out[o] = '\0';

    return o;
}


void
pt_azure_conn_free(pt_azure_conn *conn)
{
    free(conn->account);
    free(conn->endpoint);

    if (conn->sas != NULL) {
        OPENSSL_cleanse(conn->sas, strlen(conn->sas));
        free(conn->sas);
    }

    OPENSSL_cleanse(conn->key, sizeof(conn->key));
    memset(conn, 0, sizeof(*conn));
}


static char *
pt_azure_trim(char *s, char *end)
{
    while (s < end && isspace((unsigned char) *s)) {
        s++;
    }

    while (end > s && isspace((unsigned char) end[-1])) {
        end--;
    }

    *end = '\0';

    return s;
}


/*
 * Splits cs (a private copy) at ';' into the known fields' values; the
 * names are case-insensitive as in Microsoft's SDKs.
 */
static int
pt_azure_split(char *cs, char **v, char *err, size_t size)
{
    int    i, n;
    char  *el, *next, *eq, *name;

    n = 0;

    for (el = cs; el != NULL; el = next) {
        next = strchr(el, ';');
        if (next != NULL) {
            *next++ = '\0';
        }

        n++;
        el = pt_azure_trim(el, el + strlen(el));
        if (*el == '\0') {
            continue;
        }

        eq = strchr(el, '=');
        if (eq == NULL || eq == el) {
            pt_snprintf(err, size, "connectionString: element %d is not "
                        "Name=Value", n);
            return PT_ERROR;
        }

        name = pt_azure_trim(el, eq);

        for (i = 0; i < PT_AZ_N; i++) {
            if (strcasecmp(name, pt_azure_fields[i]) == 0) {
                break;
            }
        }

        if (i == PT_AZ_N) {
            continue;
        }

        if (v[i] != NULL) {
            pt_snprintf(err, size, "connectionString: %s is given twice",
                        pt_azure_fields[i]);
            return PT_ERROR;
        }

        v[i] = pt_azure_trim(eq + 1, eq + 1 + strlen(eq + 1));
    }

    return PT_OK;
}


/* 3-24 lowercase letters and digits: it becomes a host name */
static int
pt_azure_account_valid(const char *a)
{
    size_t  n;

    for (n = 0; a[n]; n++) {
        if (!islower((unsigned char) a[n]) && !isdigit((unsigned char) a[n]))
        {
            return 0;
        }
    }

    return n >= 3 && n <= 24;
}


/* a DNS suffix: letters, digits, '-' and '.', no empty label */
static int
pt_azure_suffix_valid(const char *s)
{
    size_t  n;

    if (*s == '\0' || *s == '.' || strstr(s, "..") != NULL) {
        return 0;
    }

    for (n = 0; s[n]; n++) {
        if (!isalnum((unsigned char) s[n]) && s[n] != '-' && s[n] != '.') {
            return 0;
        }
    }

    return s[n - 1] != '.';
}


/* an http(s) URL with a host, no query, fragment or credentials */
static int
pt_azure_endpoint_valid(const char *e)
{
    const char  *host;

    if (strncasecmp(e, "https://", 8) == 0) {
        host = e + 8;

    } else if (strncasecmp(e, "http://", 7) == 0) {
        host = e + 7;

    } else {
        return 0;
    }

    if (*host == '\0' || *host == '/' || strpbrk(e, "?#@ \t") != NULL) {
        return 0;
    }

    for (; *e; e++) {
        if ((unsigned char) *e <= 0x20 || (unsigned char) *e >= 0x7f) {
            return 0;
        }
    }

    return 1;
}


/* query characters only: it is appended to every URL as it is */
static int
pt_azure_sas_valid(const char *s)
{
    if (*s == '\0') {
        return 0;
    }

    for (; *s; s++) {
        if ((unsigned char) *s <= 0x20 || (unsigned char) *s >= 0x7f
            || *s == '#' || *s == '?')
        {
            return 0;
        }
    }

    return 1;
}


static int
pt_azure_conn_key(pt_azure_conn *conn, const char *key, char *err,
    size_t size)
{
    ssize_t  n;

    n = pt_azure_base64_decode(key, conn->key, sizeof(conn->key));
    if (n <= 0) {
        OPENSSL_cleanse(conn->key, sizeof(conn->key));
        pt_snprintf(err, size, "connectionString: AccountKey is not "
                    "base64");
        return PT_ERROR;
    }

    conn->key_len = n;

    return PT_OK;
}


static int
pt_azure_conn_fields(char **v, pt_azure_conn *conn, char *err, size_t size)
{
    size_t       n;
    const char  *proto, *suffix;

    if (v[PT_AZ_DEV] != NULL) {
        if (strcasecmp(v[PT_AZ_DEV], "true") != 0) {
            pt_snprintf(err, size, "connectionString: UseDevelopmentStorage "
                        "must be true");
            return PT_ERROR;
        }

        conn->account = pt_strdup(PT_AZURE_DEV_ACCOUNT);
        conn->endpoint = pt_strdup(PT_AZURE_DEV_ENDPOINT);
        return pt_azure_conn_key(conn, pt_azure_dev_key, err, size);
    }

    if (v[PT_AZ_KEY] == NULL && v[PT_AZ_SAS] == NULL) {
        pt_snprintf(err, size, "connectionString: AccountKey or "
                    "SharedAccessSignature is missing");
        return PT_ERROR;
    }

    if (v[PT_AZ_ACCOUNT] != NULL) {
        if (!pt_azure_account_valid(v[PT_AZ_ACCOUNT])) {
            pt_snprintf(err, size, "connectionString: AccountName must be 3 "
                        "to 24 lowercase letters or digits");
            return PT_ERROR;
        }
        conn->account = pt_strdup(v[PT_AZ_ACCOUNT]);

    } else if (v[PT_AZ_KEY] != NULL || v[PT_AZ_BLOB_ENDPOINT] == NULL) {
        pt_snprintf(err, size, "connectionString: AccountName is missing");
        return PT_ERROR;
    }

    if (v[PT_AZ_BLOB_ENDPOINT] != NULL) {
        if (!pt_azure_endpoint_valid(v[PT_AZ_BLOB_ENDPOINT])) {
            pt_snprintf(err, size, "connectionString: BlobEndpoint is not "
                        "an http or https URL");
            return PT_ERROR;
        }

        conn->endpoint = pt_strdup(v[PT_AZ_BLOB_ENDPOINT]);
        if (conn->endpoint != NULL) {
            n = strlen(conn->endpoint);
            while (n > 0 && conn->endpoint[n - 1] == '/') {
                conn->endpoint[--n] = '\0';
            }
        }

    } else {
        proto = v[PT_AZ_PROTOCOL] ? v[PT_AZ_PROTOCOL] : "https";
        if (strcmp(proto, "https") != 0 && strcmp(proto, "http") != 0) {
            pt_snprintf(err, size, "connectionString: DefaultEndpoints"
                        "Protocol must be http or https");
            return PT_ERROR;
        }

        suffix = v[PT_AZ_SUFFIX] ? v[PT_AZ_SUFFIX] : "core.windows.net";
        if (!pt_azure_suffix_valid(suffix)) {
            pt_snprintf(err, size, "connectionString: EndpointSuffix is not "
                        "a domain name");
            return PT_ERROR;
        }

        n = strlen(proto) + strlen(conn->account) + strlen(suffix) + 16;
        conn->endpoint = malloc(n);
        if (conn->endpoint != NULL) {
            pt_snprintf(conn->endpoint, n, "%s://%s.blob.%s", proto,
                        conn->account, suffix);
        }
    }

    if (v[PT_AZ_SAS] != NULL) {
        if (!pt_azure_sas_valid(v[PT_AZ_SAS] + (v[PT_AZ_SAS][0] == '?'))) {
            pt_snprintf(err, size, "connectionString: SharedAccessSignature "
                        "is not a query string");
            return PT_ERROR;
        }
        conn->sas = pt_strdup(v[PT_AZ_SAS] + (v[PT_AZ_SAS][0] == '?'));
    }

    /* a key signs every request; a SAS alone goes on every URL */
    if (v[PT_AZ_KEY] != NULL
        && pt_azure_conn_key(conn, v[PT_AZ_KEY], err, size) != PT_OK)
    {
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_azure_conn_parse(const char *cs, pt_azure_conn *conn, char *err,
    size_t size)
{
    int    rc;
    char  *copy, *v[PT_AZ_N];

    memset(conn, 0, sizeof(*conn));
    memset(v, 0, sizeof(v));

    if (cs == NULL || *cs == '\0') {
        pt_snprintf(err, size, "connectionString: missing");
        return PT_ERROR;
    }

    copy = pt_strdup(cs);
    if (copy == NULL) {
        pt_snprintf(err, size, "out of memory");
        return PT_ERROR;
    }

    rc = pt_azure_split(copy, v, err, size);
    if (rc == PT_OK) {
        rc = pt_azure_conn_fields(v, conn, err, size);
    }

    if (rc == PT_OK
        && (conn->endpoint == NULL
            || (conn->account == NULL && (v[PT_AZ_ACCOUNT] || v[PT_AZ_DEV]))
            || (conn->sas == NULL && v[PT_AZ_SAS] && !v[PT_AZ_DEV])))
    {
        pt_snprintf(err, size, "out of memory");
        rc = PT_ERROR;
    }

    OPENSSL_cleanse(copy, strlen(cs));
    free(copy);

    return rc;
}


/*
 * 3-63 characters, lowercase letters, digits and '-', starting and ending
 * with a letter or digit, no "--" (Azure's "Naming and referencing
 * containers").
 */
int
pt_azure_container_valid(const char *name, char *err, size_t size)
{
    size_t  n;

    if (name == NULL || *name == '\0') {
        pt_snprintf(err, size, "bucket: missing");
        return PT_ERROR;
    }

    for (n = 0; name[n]; n++) {
        if (!islower((unsigned char) name[n])
            && !isdigit((unsigned char) name[n]) && name[n] != '-')
        {
            pt_snprintf(err, size, "bucket: an Azure container name holds "
                        "only lowercase letters, digits and '-'");
            return PT_ERROR;
        }
    }

    if (n < 3 || n > 63) {
        pt_snprintf(err, size, "bucket: an Azure container name is 3 to 63 "
                    "characters long");
        return PT_ERROR;
    }

    if (name[0] == '-' || name[n - 1] == '-' || strstr(name, "--") != NULL) {
        pt_snprintf(err, size, "bucket: an Azure container name starts and "
                    "ends with a letter or digit and has no \"--\"");
        return PT_ERROR;
    }

    return PT_OK;
}
