/*
 * db.c, db_rows.c: the connection and result structures they share.
 * Not part of libpictor's interface.
 */

#ifndef PT_DB_INT_H
#define PT_DB_INT_H

#include <mysql.h>

#include "db/db.h"


#define PT_DB_STMT_CACHE  64
#define PT_DB_MAX_PARAMS  32
#define PT_DB_CELL        256


typedef struct {
    const char  *sql;
    MYSQL_STMT  *stmt;
} pt_db_stmt_slot;

struct pt_db_s {
    MYSQL              *mysql;
    const pt_db_conf   *conf;
    pt_db_stmt_slot     cache[PT_DB_STMT_CACHE];
    unsigned            next_slot;
    unsigned long long  insert_id;
    unsigned            errnum;
    char                errmsg[512];
    unsigned            in_tx:1;
    unsigned            broken:1;
};

struct pt_rows_s {
    unsigned    ncols;
    size_t      nrows;
    size_t      cur;        /* 1-based after the first next() */
    char      **cells;      /* nrows * ncols, NULL for SQL NULL */
    size_t     *lens;
};


void pt_db_set_error(pt_db *db, unsigned errnum, const char *msg);
/* Copies every row of the executed statement; NULL on failure. */
pt_rows *pt_db_store(pt_db *db, MYSQL_STMT *stmt);

#endif /* PT_DB_INT_H */
