/*
 * The sentinel cycle: put, get, compare, delete.
 */

#include <stdlib.h>
#include <string.h>

#include "core/crypto.h"
#include "store/store_check.h"


#define PT_SENTINEL_LEN  64


static const char *
pt_check_reason(pt_store *s)
{
    return s->error[0] ? s->error : "no reason given";
}


/*
 * What the client is told of a bucket that could not be reached: one
 * text for a refused address, a closed port, a name that does not
 * resolve and a timeout alike, or validate would tell the server's
 * network apart (docs/BUCKETS.md); the driver's detail goes to the log.
 */
static int
pt_check_unreachable(int rc, const char *project, char *err, size_t size)
{
    if (rc == PT_STORE_UNREACHABLE) {
        pt_log(PT_LOG_WARN, "storage check of project %s: %s", project, err);
        pt_snprintf(err, size, "the bucket cannot be reached");
    }

    return rc;
}


static int pt_store_check_cycle(pt_store *s, const char *project, char *err,
    size_t size);


int
pt_store_check(pt_store *s, const char *project, char *err, size_t size)
{
    return pt_check_unreachable(pt_store_check_cycle(s, project, err, size),
                                project, err, size);
}


static int
pt_store_check_cycle(pt_store *s, const char *project, char *err,
    size_t size)
{
    int             rc, del;
    char            key[256], rnd[17], body[PT_SENTINEL_LEN + 1];
    size_t          len;
    unsigned char   r[8], bytes[PT_SENTINEL_LEN / 2], *got;

    pt_random(r, sizeof(r));
    pt_hex(r, sizeof(r), rnd);
    pt_snprintf(key, sizeof(key), "%s/" PT_SENTINEL_NAME "%s", project, rnd);

    /* what is written is random too: an old object cannot pass for it */
    pt_random(bytes, sizeof(bytes));
    pt_hex(bytes, sizeof(bytes), body);

    s->error[0] = '\0';
    rc = s->ops->put(s, key, body, PT_SENTINEL_LEN, "text/plain");

    if (rc != PT_STORE_OK) {
        pt_snprintf(err, size, "writing the sentinel object %s failed: %s",
                    key, pt_check_reason(s));
        return rc;
    }

    got = NULL;
    len = 0;
    s->error[0] = '\0';
    rc = s->ops->get(s, key, &got, &len);

    if (rc != PT_STORE_OK) {
        pt_snprintf(err, size, "reading the sentinel object %s back"
                    " failed: %s", key,
                    rc == PT_STORE_NOT_FOUND ? "not found after it was"
                    " written" : pt_check_reason(s));

    } else if (len != PT_SENTINEL_LEN || memcmp(got, body, len) != 0) {
        pt_snprintf(err, size, "the sentinel object %s read back differs"
                    " from the one written (%zu bytes, %d written)", key,
                    len, PT_SENTINEL_LEN);
        rc = PT_STORE_ERROR;
    }

    free(got);

    s->error[0] = '\0';
    del = s->ops->del(s, key);

    if (del != PT_STORE_OK && rc == PT_STORE_OK) {
        pt_snprintf(err, size, "deleting the sentinel object %s failed: %s",
                    key, pt_check_reason(s));
        rc = del;
    }

    return rc;
}
