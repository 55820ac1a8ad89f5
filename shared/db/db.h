/*
 * MariaDB access: connection settings, one connection per thread, prepared
 * statements only.  Every value reaches the server as a bound parameter,
 * never inside the SQL text.  Result columns are fetched as strings.
 *
 * Parameter types for the variadic calls, one letter per value:
 *   s  const char *          (NULL binds SQL NULL)
 *   b  const char *, size_t  (bytes with length)
 *   i  long long
 *   d  double
 */

#ifndef PT_DB_H
#define PT_DB_H

#include "core/problem.h"
#include "core/pt.h"

typedef struct {
    char      *socket;       /* unix socket path, or NULL to use host/port */
    char      *host;
    unsigned   port;
    char      *user;
    char      *password;     /* from password= or password_file= */
    char      *database;
    unsigned   connect_timeout;  /* seconds */
    unsigned   rw_timeout;       /* seconds */
} pt_db_conf;

typedef struct pt_db_s    pt_db;
typedef struct pt_rows_s  pt_rows;

/* How a failed call failed: decides 503 vs 409 vs 500 in the API. */
typedef enum {
    PT_DB_E_NONE = 0,
    PT_DB_E_UNAVAILABLE,     /* cannot connect / connection lost */
    PT_DB_E_DUPLICATE,       /* unique key violated */
    PT_DB_E_CONFLICT,        /* a deadlock, or a Galera certification
                                failure: the transaction was rolled back
                                and may simply be run again */
    PT_DB_E_OTHER
} pt_db_err;

/*
 * "socket=/run/mysqld.sock user=pictor password_file=/etc/x database=pictor"
 * or "host=127.0.0.1 port=3306 ...".  Fills conf (strings malloc'ed; free
 * with pt_db_conf_free).  On error writes a message into err.
 */
int pt_db_conf_parse(pt_db_conf *conf, const char *spec, char *err,
    size_t errlen);
void pt_db_conf_free(pt_db_conf *conf);

/* Process-wide setup; call once before any thread connects. */
int pt_db_library_init(void);

/* A private connection (pictorctl, pictord threads).  NULL on failure. */
pt_db *pt_db_open(const pt_db_conf *conf, char *err, size_t errlen);
void pt_db_close(pt_db *db);

/*
 * The calling thread's connection, opened on first use and reopened after
 * the server went away; closed when the thread exits.  NULL when the server
 * cannot be reached.
 */
pt_db *pt_db_thread(const pt_db_conf *conf);

/* Allow several statements per call: only for migrations. */
int pt_db_exec_script(pt_db *db, const char *sql, size_t len);

/* Returns affected rows (>= 0) or PT_ERROR. */
long long pt_db_exec(pt_db *db, const char *sql, const char *types, ...);

/* Returns buffered rows (free with pt_rows_free) or NULL on error. */
pt_rows *pt_db_query(pt_db *db, const char *sql, const char *types, ...);

/* The server answers: PT_OK, or PT_ERROR (healthz) */
int pt_db_ping(pt_db *db);

int pt_db_begin(pt_db *db);
int pt_db_commit(pt_db *db);
void pt_db_rollback(pt_db *db);

unsigned long long pt_db_insert_id(pt_db *db);

/* Cause and text of the last failure on db (text is for logs only). */
pt_db_err pt_db_error(pt_db *db);
const char *pt_db_errmsg(pt_db *db);

/* The last failure as a cause: PT_E_DB_DOWN (also when db is NULL),
 * PT_E_TAKEN (a unique key), else PT_E_FAULT. */
pt_cause pt_db_cause(pt_db *db);

/* 1 when rc, a PT_OK-or-cause answer, is the database's own failure. */
#define pt_db_failed(rc)  ((rc) == PT_E_DB_DOWN || (rc) == PT_E_FAULT)

/* 1 when a row was fetched, 0 at the end. */
int pt_rows_next(pt_rows *rows);
size_t pt_rows_count(pt_rows *rows);
/* Back before the first row. */
void pt_rows_rewind(pt_rows *rows);
/* NULL for SQL NULL; valid until the next pt_rows_next or free. */
const char *pt_rows_str(pt_rows *rows, unsigned col);
size_t pt_rows_len(pt_rows *rows, unsigned col);
long long pt_rows_int(pt_rows *rows, unsigned col);
int pt_rows_is_null(pt_rows *rows, unsigned col);
void pt_rows_free(pt_rows *rows);

/* Convenience: first column of the first row as an integer, or dflt. */
long long pt_db_scalar(pt_db *db, long long dflt, const char *sql,
    const char *types, ...);

#endif /* PT_DB_H */
