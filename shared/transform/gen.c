/*
 * Cache generations: events and the latest value per key.
 */

#include <string.h>

#include "transform/gen.h"


int
pt_gen_key(char *out, size_t size, char kind, const char *project,
    const char *name)
{
    char  *p, *end, sep[2];

    if (size == 0) {
        return PT_ERROR;
    }

    sep[0] = kind;
    sep[1] = ':';
    end = out + (size - 1 < PT_GEN_KEY_MAX ? size - 1 : PT_GEN_KEY_MAX);

    p = pt_cpymem(out, end, sep, 2);
    p = pt_cpystr(p, end, project);

    if (name) {
        p = pt_cpymem(p, end, "/", 1);
        p = pt_cpystr(p, end, name);
    }

    if (p == NULL) {
        return PT_ERROR;
    }

    *p = '\0';

    return PT_OK;
}


int
pt_gen_bump(pt_db *db, const char *key, const char *cdn_tag,
    unsigned long long *gen)
{
    if (pt_db_exec(db, "INSERT INTO cache_events (gen_key, cdn_tag)"
                   " VALUES (?, ?)", "ss", key, cdn_tag) != 1)
    {
        return PT_ERROR;
    }

    *gen = pt_db_insert_id(db);

    if (pt_db_exec(db, "INSERT INTO generations (gen_key, generation)"
                   " VALUES (?, ?) ON DUPLICATE KEY UPDATE generation ="
                   " GREATEST(generation, VALUES(generation))", "si", key,
                   (long long) *gen) < 0)
    {
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_gen_load(pt_db *db, pt_gen_pt cb, void *arg, unsigned long long *last)
{
    pt_rows  *rows;

    /* the event high-water mark first: later events are polled */
    *last = (unsigned long long) pt_db_scalar(db, 0, "SELECT"
                                              " COALESCE(MAX(id), 0)"
                                              " FROM cache_events", NULL);

    rows = pt_db_query(db, "SELECT gen_key, generation FROM generations",
                       NULL);
    if (rows == NULL) {
        return PT_ERROR;
    }

    while (pt_rows_next(rows)) {
        cb(arg, pt_rows_str(rows, 0), pt_rows_len(rows, 0),
           (unsigned long long) pt_rows_int(rows, 1));
    }

    pt_rows_free(rows);

    return PT_OK;
}


int
pt_gen_poll(pt_db *db, unsigned long long *last, unsigned limit,
    pt_gen_pt cb, void *arg)
{
    pt_rows  *rows;

    rows = pt_db_query(db, "SELECT id, gen_key FROM cache_events"
                       " WHERE id > ? ORDER BY id LIMIT ?", "ii",
                       (long long) *last, (long long) limit);
    if (rows == NULL) {
        return PT_ERROR;
    }

    while (pt_rows_next(rows)) {
        *last = (unsigned long long) pt_rows_int(rows, 0);
        cb(arg, pt_rows_str(rows, 1), pt_rows_len(rows, 1), *last);
    }

    pt_rows_free(rows);

    return PT_OK;
}


int
pt_gen_prune(pt_db *db, unsigned seconds)
{
    return pt_db_exec(db, "DELETE FROM cache_events WHERE created_at <"
                      " NOW(3) - INTERVAL ? SECOND LIMIT 10000", "i",
                      (long long) seconds) < 0 ? PT_ERROR : PT_OK;
}
