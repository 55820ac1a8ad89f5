/*
 * Reading a secret file (secretfile.h).
 */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/secretfile.h"


static int
pt_secret_file_check(int fd, const char *path, const char *what, char *err,
    size_t errlen)
{
    struct stat  st;

    if (fstat(fd, &st) == -1) {
        pt_snprintf(err, errlen, "%s %s: %s", what, path, strerror(errno));
        return PT_ERROR;
    }

    if (!S_ISREG(st.st_mode)) {
        pt_snprintf(err, errlen, "%s %s: not a regular file", what, path);
        return PT_ERROR;
    }

    if (st.st_mode & 077) {
        pt_snprintf(err, errlen, "%s %s: mode %04o lets group or others in;"
                    " chmod 600 it", what, path,
                    (unsigned) (st.st_mode & 07777));
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_secret_file_read(const char *path, const char *what, char *buf,
    size_t size, size_t *len, char *err, size_t errlen)
{
    int      fd;
    size_t   got;
    ssize_t  n;

    fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd == -1) {
        pt_snprintf(err, errlen, "%s %s: %s", what, path, strerror(errno));
        return PT_ERROR;
    }

    if (pt_secret_file_check(fd, path, what, err, errlen) != PT_OK) {
        close(fd);
        return PT_ERROR;
    }

    /* up to size - 1 bytes: a file that fills them is too long */
    got = 0;
    n = 0;

    while (got < size - 1) {
        n = read(fd, buf + got, size - 1 - got);
        if (n == -1 && errno == EINTR) {
            continue;
        }

        if (n <= 0) {
            break;
        }

        got += n;
    }

    close(fd);
    buf[got] = '\0';

    if (n == -1) {
        pt_snprintf(err, errlen, "%s %s: %s", what, path, strerror(errno));
        return PT_ERROR;
    }

    if (got == size - 1) {
        pt_snprintf(err, errlen, "%s %s: too long", what, path);
        return PT_ERROR;
    }

    *len = got;

    return PT_OK;
}
