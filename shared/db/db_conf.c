/*
 * The database spec of pictor_db and pictord.conf:
 * "socket=/run/mysqld.sock user=pictor password_file=/etc/x database=pictor".
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db.h"


static int
pt_db_read_secret(const char *path, char **out, char *err, size_t errlen)
{
    FILE    *f;
    char     buf[512];
    size_t   n;

    f = fopen(path, "r");
    if (f == NULL) {
        pt_snprintf(err, errlen, "cannot open password_file \"%s\": %s",
                    path, strerror(errno));
        return PT_ERROR;
    }

    n = fread(buf, 1, sizeof(buf) - 1, f);
    fclose(f);

    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) {
        n--;
    }

    buf[n] = '\0';
    *out = pt_strdup(buf);

    return *out ? PT_OK : PT_ERROR;
}


int
pt_db_conf_parse(pt_db_conf *conf, const char *spec, char *err,
    size_t errlen)
{
    const char  *p, *end, *eq;
    char        *name, *value, **field;
    int          rc;

    memset(conf, 0, sizeof(*conf));
    conf->connect_timeout = 2;
    conf->rw_timeout = 30;

    for (p = spec; *p; p = end) {
        while (*p == ' ' || *p == '\t') {
            p++;
        }

        if (*p == '\0') {
            break;
        }

        for (end = p; *end && *end != ' ' && *end != '\t'; end++) {
            /* void */
        }

        eq = memchr(p, '=', end - p);
        if (eq == NULL || eq == p) {
            pt_snprintf(err, errlen, "expected name=value, got \"%.*s\"",
                        (int) (end - p), p);
            pt_db_conf_free(conf);
            return PT_ERROR;
        }

        name = pt_strndup(p, eq - p);
        value = pt_strndup(eq + 1, end - eq - 1);
        if (name == NULL || value == NULL) {
            free(name);
            free(value);
            pt_db_conf_free(conf);
            return PT_ERROR;
        }

        field = NULL;
        rc = PT_OK;

        if (strcmp(name, "socket") == 0) {
            field = &conf->socket;
        } else if (strcmp(name, "host") == 0) {
            field = &conf->host;
        } else if (strcmp(name, "user") == 0) {
            field = &conf->user;
        } else if (strcmp(name, "password") == 0) {
            field = &conf->password;
        } else if (strcmp(name, "database") == 0) {
            field = &conf->database;
        } else if (strcmp(name, "password_file") == 0) {
            free(conf->password);
            rc = pt_db_read_secret(value, &conf->password, err, errlen);
        } else if (strcmp(name, "port") == 0) {
            conf->port = (unsigned) atoi(value);
            rc = conf->port > 0 && conf->port < 65536 ? PT_OK : PT_ERROR;
        } else if (strcmp(name, "connect_timeout") == 0) {
            conf->connect_timeout = (unsigned) atoi(value);
        } else if (strcmp(name, "timeout") == 0) {
            conf->rw_timeout = (unsigned) atoi(value);
        } else {
            pt_snprintf(err, errlen, "unknown database parameter \"%s\"",
                        name);
            rc = PT_ERROR;
        }

        if (field) {
            free(*field);
            *field = value;
            value = NULL;
        }

        if (rc != PT_OK && err[0] == '\0') {
            pt_snprintf(err, errlen, "invalid value for \"%s\"", name);
        }

        free(name);
        free(value);

        if (rc != PT_OK) {
            pt_db_conf_free(conf);
            return PT_ERROR;
        }
    }

    if (conf->database == NULL) {
        pt_snprintf(err, errlen, "database spec needs database=NAME");
        pt_db_conf_free(conf);
        return PT_ERROR;
    }

    return PT_OK;
}


void
pt_db_conf_free(pt_db_conf *conf)
{
    free(conf->socket);
    free(conf->host);
    free(conf->user);
    if (conf->password) {
        memset(conf->password, 0, strlen(conf->password));
        free(conf->password);
    }
    free(conf->database);
    memset(conf, 0, sizeof(*conf));
}
