/*
 * Secret files (the master key, the managed bucket's credentials): a
 * regular file, not a symbolic link, that group and others cannot read,
 * read whole into a caller's buffer.
 */

#ifndef PT_SECRETFILE_H
#define PT_SECRETFILE_H

#include "core/pt.h"

/*
 * Reads path into buf (NUL-terminated, *len bytes before the NUL).  what
 * names the file in err ("master key").  PT_ERROR with err set when the
 * file cannot be read, is not regular, lets group or others in, or holds
 * size - 1 bytes or more.  The caller wipes buf after use.
 */
int pt_secret_file_read(const char *path, const char *what, char *buf,
    size_t size, size_t *len, char *err, size_t errlen);

#endif /* PT_SECRETFILE_H */
