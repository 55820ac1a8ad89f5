/*
 * Store to store through a temp file (store_transfer.h).
 */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
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


/* size and MD5 of the file at path, read in blocks; PT_ERROR (errno) */
static int
pt_store_md5_file(const char *path, off_t *size, char *hex)
{
    int            fd, ok;
    ssize_t        n;
    unsigned int   len;
    unsigned char  buf[65536], md[EVP_MAX_MD_SIZE];
    EVP_MD_CTX    *ctx;

    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return PT_ERROR;
    }

    ctx = EVP_MD_CTX_new();
    ok = ctx != NULL && EVP_DigestInit_ex(ctx, EVP_md5(), NULL) == 1;
    *size = 0;

    while (ok && (n = read(fd, buf, sizeof(buf))) != 0) {
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
    close(fd);

    if (!ok) {
        return PT_ERROR;
    }

    pt_hex(md, 16, hex);

    return PT_OK;
}


int
pt_store_fetch(pt_store *from, const char *key, const char *tmpdir,
    pt_store_fetched *f)
{
    int   rc;
    char  name[17];

    memset(f, 0, sizeof(pt_store_fetched));

    pt_random_alnum(name, 16);
    name[16] = '\0';
    pt_snprintf(f->path, sizeof(f->path), "%s/xfer-%s", tmpdir, name);

    rc = from->ops->get_file(from, key, f->path);

    if (rc == PT_STORE_OK
        && pt_store_md5_file(f->path, &f->size, f->md5) != PT_OK)
    {
        pt_snprintf(from->error, sizeof(from->error), "reading the copy of"
                    " \"%s\" at %s: %s", key, f->path, strerror(errno));
        rc = PT_STORE_ERROR;
    }

    if (rc != PT_STORE_OK) {
        pt_store_fetched_drop(f);
    }

    return rc;
}


int
pt_store_deliver(pt_store *to, const char *key, pt_store_fetched *f,
    const char *content_type)
{
    int            rc;
    pt_store_stat  st;

    rc = to->ops->put_file(to, key, f->path, content_type, 1);
    pt_store_fetched_drop(f);

    if (rc != PT_STORE_OK) {
        return rc;
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
    if (f->path[0] != '\0') {
        (void) unlink(f->path);
        f->path[0] = '\0';
    }
}
