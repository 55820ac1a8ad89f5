/*
 * MariaDB through prepared statements only.  Statements are prepared once per
 * connection and cached by their SQL text's address (callers pass string
 * literals).  Results are copied out of the statement at once, so a cached
 * statement can run again while the caller still walks the rows.
 */

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mysql.h>
#include <errmsg.h>
#include <mysqld_error.h>

#include "db/db_int.h"


static pthread_key_t   pt_db_key;
static pthread_once_t  pt_db_key_once = PTHREAD_ONCE_INIT;
static __thread pt_db *pt_db_tls;


int
pt_db_library_init(void)
{
    return mysql_library_init(0, NULL, NULL) == 0 ? PT_OK : PT_ERROR;
}


/* --- connections --- */

void
pt_db_set_error(pt_db *db, unsigned errnum, const char *msg)
{
    db->errnum = errnum;
    pt_snprintf(db->errmsg, sizeof(db->errmsg), "%s", msg ? msg : "");

    if (pt_db_error(db) == PT_DB_E_UNAVAILABLE) {
        db->broken = 1;
    }
}


static void
pt_db_disconnect(pt_db *db)
{
    unsigned  i;

    for (i = 0; i < PT_DB_STMT_CACHE; i++) {
        if (db->cache[i].stmt) {
            mysql_stmt_close(db->cache[i].stmt);
        }
        db->cache[i].stmt = NULL;
        db->cache[i].sql = NULL;
    }

    if (db->mysql) {
        mysql_close(db->mysql);
        db->mysql = NULL;
    }

    db->in_tx = 0;
}


static int
pt_db_connect(pt_db *db)
{
    const pt_db_conf  *c = db->conf;
    MYSQL             *m;
    my_bool            off = 0;

    m = mysql_init(NULL);
    if (m == NULL) {
        pt_db_set_error(db, CR_OUT_OF_MEMORY, "out of memory");
        return PT_ERROR;
    }

    mysql_options(m, MYSQL_OPT_CONNECT_TIMEOUT, &c->connect_timeout);
    mysql_options(m, MYSQL_OPT_READ_TIMEOUT, &c->rw_timeout);
    mysql_options(m, MYSQL_OPT_WRITE_TIMEOUT, &c->rw_timeout);
    mysql_options(m, MYSQL_OPT_RECONNECT, &off);
    mysql_options(m, MYSQL_SET_CHARSET_NAME, "utf8mb4");
    mysql_options(m, MYSQL_INIT_COMMAND, "SET time_zone = '+00:00'");

    if (mysql_real_connect(m, c->socket ? NULL : c->host, c->user,
                           c->password, c->database, c->port, c->socket,
                           CLIENT_FOUND_ROWS)
        == NULL)
    {
        pt_db_set_error(db, mysql_errno(m), mysql_error(m));
        mysql_close(m);
        db->broken = 1;
        return PT_ERROR;
    }

    db->mysql = m;
    db->broken = 0;
    db->errnum = 0;

    return PT_OK;
}


pt_db *
pt_db_open(const pt_db_conf *conf, char *err, size_t errlen)
{
    pt_db  *db;

    db = calloc(1, sizeof(pt_db));
    if (db == NULL) {
        pt_snprintf(err, errlen, "out of memory");
        return NULL;
    }

    db->conf = conf;

    if (pt_db_connect(db) != PT_OK) {
        pt_snprintf(err, errlen, "%s", db->errmsg);
        free(db);
        return NULL;
    }

    return db;
}


void
pt_db_close(pt_db *db)
{
    if (db == NULL) {
        return;
    }

    pt_db_disconnect(db);
    free(db);
}


static void
pt_db_thread_exit(void *data)
{
    pt_db_close(data);
}


static void
pt_db_make_key(void)
{
    (void) pthread_key_create(&pt_db_key, pt_db_thread_exit);
}


pt_db *
pt_db_thread(const pt_db_conf *conf)
{
    pt_db  *db;

    (void) pthread_once(&pt_db_key_once, pt_db_make_key);

    db = pt_db_tls;

    if (db == NULL) {
        db = calloc(1, sizeof(pt_db));
        if (db == NULL) {
            return NULL;
        }

        db->conf = conf;
        db->broken = 1;
        pt_db_tls = db;
        (void) pthread_setspecific(pt_db_key, db);
    }

    if (db->broken || db->mysql == NULL) {
        pt_db_disconnect(db);

        if (pt_db_connect(db) != PT_OK) {
            pt_log(PT_LOG_ERR, "database connect failed: %s", db->errmsg);
            return NULL;
        }
    }

    return db;
}


pt_db_err
pt_db_error(pt_db *db)
{
    switch (db->errnum) {

    case 0:
        return PT_DB_E_NONE;

    case CR_CONNECTION_ERROR:
    case CR_CONN_HOST_ERROR:
    case CR_SERVER_GONE_ERROR:
    case CR_SERVER_LOST:
    case CR_SERVER_LOST_EXTENDED:
    case CR_COMMANDS_OUT_OF_SYNC:
    case ER_CONNECTION_KILLED:
    case ER_SERVER_SHUTDOWN:
    case ER_CON_COUNT_ERROR:
    case ER_NET_READ_ERROR:
    case ER_NET_WRITE_INTERRUPTED:
        return PT_DB_E_UNAVAILABLE;

    case ER_DUP_ENTRY:
        return PT_DB_E_DUPLICATE;

    case ER_LOCK_DEADLOCK:
        return PT_DB_E_CONFLICT;

    default:
        return PT_DB_E_OTHER;
    }
}


pt_cause
pt_db_cause(pt_db *db)
{
    switch (db != NULL ? pt_db_error(db) : PT_DB_E_UNAVAILABLE) {

    case PT_DB_E_UNAVAILABLE:
        return PT_E_DB_DOWN;

    case PT_DB_E_DUPLICATE:
        return PT_E_TAKEN;

    default:
        return PT_E_FAULT;
    }
}


const char *
pt_db_errmsg(pt_db *db)
{
    return db->errmsg;
}


/* --- statements --- */

static MYSQL_STMT *
pt_db_prepare(pt_db *db, const char *sql)
{
    unsigned         i;
    MYSQL_STMT      *stmt;
    pt_db_stmt_slot *slot;

    for (i = 0; i < PT_DB_STMT_CACHE; i++) {
        if (db->cache[i].sql == sql) {
            return db->cache[i].stmt;
        }
    }

    stmt = mysql_stmt_init(db->mysql);
    if (stmt == NULL) {
        pt_db_set_error(db, mysql_errno(db->mysql), mysql_error(db->mysql));
        return NULL;
    }

    if (mysql_stmt_prepare(stmt, sql, strlen(sql)) != 0) {
        pt_db_set_error(db, mysql_stmt_errno(stmt), mysql_stmt_error(stmt));
        mysql_stmt_close(stmt);
        return NULL;
    }

    /* round robin eviction: the set of statements is small and fixed */
    slot = &db->cache[db->next_slot];
    db->next_slot = (db->next_slot + 1) % PT_DB_STMT_CACHE;

    if (slot->stmt) {
        mysql_stmt_close(slot->stmt);
    }

    slot->sql = sql;
    slot->stmt = stmt;

    return stmt;
}


static void
pt_db_forget(pt_db *db, MYSQL_STMT *stmt)
{
    unsigned  i;

    for (i = 0; i < PT_DB_STMT_CACHE; i++) {
        if (db->cache[i].stmt == stmt) {
            mysql_stmt_close(stmt);
            db->cache[i].stmt = NULL;
            db->cache[i].sql = NULL;
            return;
        }
    }
}


typedef struct {
    MYSQL_BIND     bind[PT_DB_MAX_PARAMS];
    long long      ints[PT_DB_MAX_PARAMS];
    double         dbls[PT_DB_MAX_PARAMS];
    unsigned long  lens[PT_DB_MAX_PARAMS];
} pt_db_params;


static int
pt_db_bind(pt_db_params *p, const char *types, va_list ap)
{
    unsigned     i, n;
    const char  *s;
    MYSQL_BIND  *b;

    n = types ? strlen(types) : 0;
    if (n > PT_DB_MAX_PARAMS) {
        return PT_ERROR;
    }

    memset(p->bind, 0, sizeof(MYSQL_BIND) * n);

    for (i = 0; i < n; i++) {
        b = &p->bind[i];

        switch (types[i]) {

        case 's':
        case 'b':
            s = va_arg(ap, const char *);
            p->lens[i] = types[i] == 'b' ? va_arg(ap, size_t)
                                         : (s ? strlen(s) : 0);
            if (s == NULL) {
                b->buffer_type = MYSQL_TYPE_NULL;
                break;
            }
            b->buffer_type = MYSQL_TYPE_STRING;
            b->buffer = (void *) s;
            b->buffer_length = p->lens[i];
            b->length = &p->lens[i];
            break;

        case 'i':
            p->ints[i] = va_arg(ap, long long);
            b->buffer_type = MYSQL_TYPE_LONGLONG;
            b->buffer = &p->ints[i];
            break;

        case 'd':
            p->dbls[i] = va_arg(ap, double);
            b->buffer_type = MYSQL_TYPE_DOUBLE;
            b->buffer = &p->dbls[i];
            break;

        default:
            return PT_ERROR;
        }
    }

    return (int) n;
}


/*
 * Prepares, binds and executes; on a lost connection outside a transaction
 * reconnects and tries once more.  want_rows: store the result set.
 */
static int
pt_db_run(pt_db *db, const char *sql, const char *types, va_list ap,
    pt_rows **rows, long long *affected)
{
    int           attempt, n;
    va_list       aq;
    MYSQL_STMT   *stmt;
    pt_db_params  params;

    for (attempt = 0; attempt < 2; attempt++) {

        if (db->mysql == NULL || db->broken) {
            if (db->in_tx) {
                return PT_ERROR;
            }

            pt_db_disconnect(db);

            if (pt_db_connect(db) != PT_OK) {
                return PT_ERROR;
            }
        }

        db->errnum = 0;

        stmt = pt_db_prepare(db, sql);

        if (stmt) {
            va_copy(aq, ap);
            n = pt_db_bind(&params, types, aq);
            va_end(aq);

            if (n < 0 || (unsigned long) n != mysql_stmt_param_count(stmt)) {
                pt_log(PT_LOG_ALERT, "bad parameters for \"%s\"", sql);
                pt_db_set_error(db, CR_UNKNOWN_ERROR, "bad parameters");
                return PT_ERROR;
            }

            if ((n == 0 || mysql_stmt_bind_param(stmt, params.bind) == 0)
                && mysql_stmt_execute(stmt) == 0)
            {
                if (affected) {
                    *affected = (long long) mysql_stmt_affected_rows(stmt);
                }

                db->insert_id = mysql_stmt_insert_id(stmt);

                if (rows) {
                    *rows = pt_db_store(db, stmt);
                    if (*rows == NULL) {
                        if (db->errnum == 0) {
                            pt_db_set_error(db, CR_OUT_OF_MEMORY,
                                            "out of memory");
                        }
                        return PT_ERROR;
                    }

                } else {
                    /* a result set nobody asked for must not linger */
                    mysql_stmt_free_result(stmt);
                }

                return PT_OK;
            }

            pt_db_set_error(db, mysql_stmt_errno(stmt),
                            mysql_stmt_error(stmt));
            pt_db_forget(db, stmt);
        }

        if (pt_db_error(db) != PT_DB_E_UNAVAILABLE || db->in_tx) {
            break;
        }

        db->broken = 1;
    }

    if (pt_db_error(db) != PT_DB_E_DUPLICATE) {
        pt_log(PT_LOG_ERR, "database: %s", db->errmsg);
    }

    return PT_ERROR;
}


long long
pt_db_exec(pt_db *db, const char *sql, const char *types, ...)
{
    int        rc;
    va_list    ap;
    long long  affected = 0;

    va_start(ap, types);
    rc = pt_db_run(db, sql, types, ap, NULL, &affected);
    va_end(ap);

    return rc == PT_OK ? affected : PT_ERROR;
}


pt_rows *
pt_db_query(pt_db *db, const char *sql, const char *types, ...)
{
    int       rc;
    va_list   ap;
    pt_rows  *rows = NULL;

    va_start(ap, types);
    rc = pt_db_run(db, sql, types, ap, &rows, NULL);
    va_end(ap);

    return rc == PT_OK ? rows : NULL;
}


long long
pt_db_scalar(pt_db *db, long long dflt, const char *sql, const char *types,
    ...)
{
    int        rc;
    va_list    ap;
    pt_rows   *rows = NULL;
    long long  v = dflt;

    va_start(ap, types);
    rc = pt_db_run(db, sql, types, ap, &rows, NULL);
    va_end(ap);

    if (rc != PT_OK) {
        return dflt;
    }

    if (pt_rows_next(rows) && !pt_rows_is_null(rows, 0)) {
        v = pt_rows_int(rows, 0);
    }

    pt_rows_free(rows);

    return v;
}


static int
pt_db_simple(pt_db *db, const char *sql)
{
    if (db->mysql == NULL || db->broken) {
        if (db->in_tx) {
            return PT_ERROR;
        }

        pt_db_disconnect(db);

        if (pt_db_connect(db) != PT_OK) {
            return PT_ERROR;
        }
    }

    if (mysql_real_query(db->mysql, sql, strlen(sql)) != 0) {
        pt_db_set_error(db, mysql_errno(db->mysql), mysql_error(db->mysql));
        pt_log(PT_LOG_ERR, "database: %s", db->errmsg);
        return PT_ERROR;
    }

    return PT_OK;
}


int
pt_db_ping(pt_db *db)
{
    return pt_db_scalar(db, -1, "SELECT 1", NULL) == 1 ? PT_OK : PT_ERROR;
}


int
pt_db_begin(pt_db *db)
{
    if (pt_db_simple(db, "START TRANSACTION") != PT_OK) {
        return PT_ERROR;
    }

    db->in_tx = 1;

    return PT_OK;
}


int
pt_db_commit(pt_db *db)
{
    int  rc;

    rc = pt_db_simple(db, "COMMIT");
    db->in_tx = 0;

    return rc;
}


void
pt_db_rollback(pt_db *db)
{
    if (db->mysql && !db->broken) {
        (void) mysql_real_query(db->mysql, "ROLLBACK", 8);
    }

    db->in_tx = 0;
}


unsigned long long
pt_db_insert_id(pt_db *db)
{
    /* with the binary protocol the id belongs to the statement */
    return db->insert_id;
}


int
pt_db_exec_script(pt_db *db, const char *sql, size_t len)
{
    int         status;
    MYSQL_RES  *res;

    if (pt_db_simple(db, "SELECT 1") != PT_OK) {
        return PT_ERROR;
    }

    res = mysql_store_result(db->mysql);
    if (res) {
        mysql_free_result(res);
    }

    if (mysql_set_server_option(db->mysql, MYSQL_OPTION_MULTI_STATEMENTS_ON)
        != 0)
    {
        pt_db_set_error(db, mysql_errno(db->mysql), mysql_error(db->mysql));
        return PT_ERROR;
    }

    status = mysql_real_query(db->mysql, sql, len);

    for ( ;; ) {
        if (status != 0) {
            pt_db_set_error(db, mysql_errno(db->mysql),
                            mysql_error(db->mysql));
            break;
        }

        res = mysql_store_result(db->mysql);
        if (res) {
            mysql_free_result(res);
        }

        status = mysql_next_result(db->mysql);
        if (status == -1) {
            status = 0;
            break;
        }

        if (status > 0) {
            continue;
        }
    }

    (void) mysql_set_server_option(db->mysql,
                                   MYSQL_OPTION_MULTI_STATEMENTS_OFF);

    return status == 0 ? PT_OK : PT_ERROR;
}
