/*
 * Virtual folders: path normalisation and the per-project manifest.
 */

#ifndef PT_FOLDERS_H
#define PT_FOLDERS_H

#include "db/db.h"

#define PT_FOLDER_MAX  512

/*
 * Normalises in into out (PT_FOLDER_MAX + 1 bytes): no leading or trailing
 * '/', empty and "." segments dropped.  PT_ERROR for "..", control
 * characters, invalid UTF-8 or more than PT_FOLDER_MAX bytes; "" is root.
 * out may be in itself (normalising in place).
 */
int pt_folder_normalize(const char *in, size_t len, char *out);

/*
 * Adds path and its ancestors to the manifest.  *created (may be NULL) is
 * 1 when path itself was new.  Root ("") is never stored.
 */
int pt_folder_add(pt_db *db, unsigned long long project_id, const char *path,
    int *created);

/* Removes path and its descendants; *removed rows (0: not found). */
int pt_folder_remove(pt_db *db, unsigned long long project_id,
    const char *path, long long *removed);

/* The project's folders, in order: path. */
pt_rows *pt_folders_of(pt_db *db, unsigned long long project_id);

/* Escapes LIKE wildcards of s into out (2 * strlen + 1 bytes). */
void pt_like_escape(const char *s, char *out);

#endif /* PT_FOLDERS_H */
