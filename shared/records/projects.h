/*
 * The rows the project routes reply with: a project (slug, plan, owner's
 * email, created_at), its API keys, its strict-transforms switch.  The
 * accounts themselves are made and checked in accounts.h.
 */

#ifndef PT_PROJECTS_H
#define PT_PROJECTS_H

#include "db/db.h"

/* A project's row: slug, plan, email, created_at. */
pt_rows *pt_project_row(pt_db *db, const char *slug);

/* The owner's projects as pt_project_row()s, oldest first. */
pt_rows *pt_projects_of(pt_db *db, unsigned long long owner);

/* The owner's projects' slugs, in their order. */
pt_rows *pt_project_slugs_of(pt_db *db, unsigned long long owner);

/* The project's keys: id, created_at, last_used_at, revoked_at. */
pt_rows *pt_keys_of(pt_db *db, unsigned long long project_id);

/* One key's created_at. */
pt_rows *pt_key_created(pt_db *db, const char *key_id);

/* strict_transforms: 0 or 1, or -1 on error. */
long long pt_project_strict(pt_db *db, unsigned long long project_id);

/* Sets it: the rows changed, or -1. */
long long pt_project_set_strict(pt_db *db, unsigned long long project_id,
    int strict);

#endif /* PT_PROJECTS_H */
