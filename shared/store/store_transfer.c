/*
 * Store to store through a temp file (store_transfer.h).
 */

#include <errno.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <openssl/evp.h>

#include "core/crypto.h"
#include "store/store_transfer.h"


int
pt_store_etag_is_md5(const char *etag)
{
    size_t  n;

    n = strspn(etag, "0123456789abcdefABCDEF");

    return n == 32 && etag[n] == '\0';
}


/* size and MD5 of the file at fd, read in blocks from offset 0 */
static int
pt_store_md5_fd(int fd, off_t *size, char *hex)
{
    int            ok;
    ssize_t        n;
    unsigned int   len;
    unsigned char  buf[65536], md[EVP_MAX_MD_SIZE];
    EVP_MD_CTX    *ctx;

    ctx = EVP_MD_CTX_new();
    ok = ctx != NULL && EVP_DigestInit_ex(ctx, EVP_md5(), NULL) == 1;
    *size = 0;

    while (ok && (n = pread(fd, buf, sizeof(buf), *size)) != 0) {
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            ok = 0;
            break;
        }

        ok = EVP_DigestUpdate(ctx, buf, (size_t) n) == 1;
        *size += n;
    }

    ok = ok && EVP_DigestFinal_ex(ctx, md, &len) == 1 && len == 16;

    EVP_MD_CTX_free(ctx);

    if (!ok) {
        return PT_ERROR;
    }

    pt_hex(md, 16, hex);

    return PT_OK;
}


int
pt_store_fetch(pt_store *from, const char *key, pt_store_fetched *f)
{
    int            rc;
    pt_store_stat  st;

    memset(f, 0, sizeof(pt_store_fetched));

    rc = from->ops->open(from, key, &f->fd, &f->st);
    if (rc != PT_STORE_OK) {
        f->fd = -1;
        return rc;
    }

    /* the managed store keeps the type beside the file (a HEAD is a
     * getxattr there); a bucket gave it with the object */
    if (f->st.content_type[0] == '\0'
        && from->ops->head(from, key, &st) == PT_STORE_OK)
    {
        memcpy(f->st.content_type, st.content_type,
               sizeof(st.content_type));
    }

    if (pt_store_md5_fd(f->fd, &f->size, f->md5) != PT_OK) {
        pt_snprintf(from->error, sizeof(from->error), "reading \"%s\": %s",
                    key, strerror(errno));
        pt_store_fetched_drop(f);
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


int
pt_store_deliver(pt_store *to, const char *key, pt_store_fetched *f)
{
    int            rc;
    char           path[64];
    pt_store_stat  st;

    /* the driver reads a path: the descriptor's, never moved */
    pt_snprintf(path, sizeof(path), "/proc/self/fd/%d", f->fd);

    rc = to->ops->put_file(to, key, path, f->st.content_type[0]
                           ? f->st.content_type : NULL, 0);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    /* a provider that checked the body has verified the copy already */
    if (to->body_checked) {
        return PT_STORE_OK;
    }

    rc = to->ops->head(to, key, &st);
    if (rc != PT_STORE_OK) {
        return rc;
    }

    if (st.size != f->size) {
        pt_snprintf(to->error, sizeof(to->error), "the copy of \"%s\" holds"
                    " %lld bytes, not %lld", key, (long long) st.size,
                    (long long) f->size);
        return PT_STORE_ERROR;
    }

    if (pt_store_etag_is_md5(st.etag) && strcasecmp(st.etag, f->md5) != 0) {
        pt_snprintf(to->error, sizeof(to->error), "the copy of \"%s\" has"
                    " the MD5 %s, not %s", key, st.etag, f->md5);
        return PT_STORE_ERROR;
    }

    return PT_STORE_OK;
}


void
pt_store_fetched_drop(pt_store_fetched *f)
{
    if (f->fd >= 0) {
        close(f->fd);
        f->fd = -1;
    }
}
