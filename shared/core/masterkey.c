/*
 * The master key file: 64 lowercase hex characters and an optional newline,
 * mode 0600.  Loading refuses a file that group or others could read;
 * creating never replaces an existing key (that would make every stored
 * credential unreadable).
 */

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pt.h"
#include "core/crypto.h"
#include "core/masterkey.h"
#include "core/secretfile.h"


#define PT_MASTER_KEY_HEX  (2 * PT_MASTER_KEY_LEN)


int
pt_master_key_load(const char *path, unsigned char *key, char *err,
    size_t errlen)
{
    int     rc;
    char    buf[PT_MASTER_KEY_HEX + 3];
    size_t  len;

    /* room for one byte more than a valid file holds, to see a longer one */
    if (pt_secret_file_read(path, "master key", buf, sizeof(buf), &len, err,
                            errlen)
        != PT_OK)
    {
        if (strstr(err, ": too long") != NULL) {
            pt_snprintf(err, errlen, "master key %s: not %d hex characters",
                        path, PT_MASTER_KEY_HEX);
        }

        explicit_bzero(buf, sizeof(buf));
        return PT_ERROR;
    }

    rc = PT_ERROR;

    if (len == PT_MASTER_KEY_HEX + 1 && buf[PT_MASTER_KEY_HEX] == '\n') {
        buf[PT_MASTER_KEY_HEX] = '\0';
    }

    /* pt_unhex() wants exactly 64 hex digits up to the NUL */
    if (pt_unhex(buf, key, PT_MASTER_KEY_LEN) == PT_OK) {
        rc = PT_OK;

    } else {
        pt_snprintf(err, errlen, "master key %s: not %d hex characters",
                    path, PT_MASTER_KEY_HEX);
    }

    explicit_bzero(buf, sizeof(buf));

    return rc;
}


int
pt_master_key_create(const char *path, char *err, size_t errlen)
{
    int            fd;
    char           tmp[4096], dir[4096], hex[PT_MASTER_KEY_HEX + 2], *d;
    size_t         len;
    ssize_t        n;
    struct stat    st;
    unsigned char  key[PT_MASTER_KEY_LEN];

    if (lstat(path, &st) == 0) {
        return PT_OK;
    }

    if (errno != ENOENT) {
        pt_snprintf(err, errlen, "master key %s: %s", path, strerror(errno));
        return PT_ERROR;
    }

    if (strlen(path) + 16 > sizeof(tmp)) {
        pt_snprintf(err, errlen, "master key %s: path too long", path);
        return PT_ERROR;
    }

    /* the temporary file lives beside the key so that link() is atomic */
    pt_snprintf(dir, sizeof(dir), "%s", path);
    d = dirname(dir);
    pt_snprintf(tmp, sizeof(tmp), "%s/.master.key.XXXXXX", d);

    fd = mkstemp(tmp);
    if (fd == -1) {
        pt_snprintf(err, errlen, "master key %s: cannot create a file in %s: "
                    "%s", path, d, strerror(errno));
        return PT_ERROR;
    }

    pt_random(key, sizeof(key));
    pt_hex(key, sizeof(key), hex);
    explicit_bzero(key, sizeof(key));

    len = PT_MASTER_KEY_HEX;
    hex[len++] = '\n';

    errno = EIO;    /* what a short write() reports */
    n = -1;

    if (fchmod(fd, 0600) == 0) {
        n = write(fd, hex, len);
    }

    explicit_bzero(hex, sizeof(hex));

    if (n != (ssize_t) len || fsync(fd) != 0) {
        pt_snprintf(err, errlen, "master key %s: writing %s failed: %s",
                    path, tmp, strerror(errno));
        close(fd);
        unlink(tmp);
        return PT_ERROR;
    }

    if (close(fd) != 0) {
        pt_snprintf(err, errlen, "master key %s: %s", path, strerror(errno));
        unlink(tmp);
        return PT_ERROR;
    }

    /*
     * link() rather than rename(): it fails with EEXIST instead of
     * replacing a key another process created meanwhile.
     */
    if (link(tmp, path) != 0 && errno != EEXIST) {
        pt_snprintf(err, errlen, "master key %s: %s", path, strerror(errno));
        unlink(tmp);
        return PT_ERROR;
    }

    unlink(tmp);

    /* make the new directory entry durable too */
    fd = open(d, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd != -1) {
        (void) fsync(fd);
        close(fd);
    }

    return PT_OK;
}
