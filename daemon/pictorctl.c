/*
 * pictorctl: the admin command line.  Creates the master key, applies the
 * schema migrations compiled into it, manages users, projects, plans and
 * API keys through the same libpictor functions the API uses, and reports
 * a project's plugin usage for invoicing.
 *
 * Exit codes: 0 ok, 1 runtime error (database unreachable, ...), 2 usage
 * or invalid argument, 3 not found, 4 already exists.  Secrets appear on
 * stdout only once, when they are created; notes go to stderr.
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/pt.h"
#include "db/db.h"
#include "core/crypto.h"
#include "jobs/conffile.h"
#include "core/masterkey.h"
#include "records/accounts.h"
#include "plugins/usage.h"
#include "pictorctl_doctor.h"




#define PICTORCTL_OK         0
#define PICTORCTL_ERROR      1
#define PICTORCTL_USAGE      2
#define PICTORCTL_NOT_FOUND  3
#define PICTORCTL_EXISTS     4

#define PICTORCTL_PASSWORD_LEN  20


typedef struct {
    pt_conffile   conf;
    pt_db        *db;
} pictorctl_ctx;


static void pictorctl_log(int level, const char *msg);
static void pictorctl_error(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
static int pictorctl_usage(void);
static int pictorctl_connect(pictorctl_ctx *ctx);
static int pictorctl_acct_error(pictorctl_ctx *ctx, int rc,
    const char *what);
static int pictorctl_project(pictorctl_ctx *ctx, const char *slug,
    unsigned long long *id);
static int pictorctl_init(pictorctl_ctx *ctx);
static int pictorctl_migrate(pictorctl_ctx *ctx);
static int pictorctl_user_create(pictorctl_ctx *ctx, int argc, char **argv);
static int pictorctl_project_create(pictorctl_ctx *ctx, int argc,
    char **argv);
static int pictorctl_plan_set(pictorctl_ctx *ctx, int argc, char **argv);
static int pictorctl_key(pictorctl_ctx *ctx, int argc, char **argv);
static int pictorctl_key_list(pictorctl_ctx *ctx, unsigned long long id);
static int pictorctl_plugin_usage(pictorctl_ctx *ctx, int argc,
    char **argv);


static const char  pictorctl_usage_text[] =
    "usage: pictorctl [-c FILE] COMMAND\n"
    "\n"
    "  init                          create the master key file if missing\n"
    "  migrate                       apply pending schema migrations\n"
    "  doctor                        check the deployment, one line per\n"
    "                                check; exit 1 when one fails\n"
    "  user create EMAIL [--password-stdin]\n"
    "                                without --password-stdin a random\n"
    "                                password is printed once on stdout\n"
    "  project create SLUG --owner EMAIL [--plan free|pro|business]\n"
    "  plan set SLUG PLAN\n"
    "  key create SLUG               print a new API key on stdout\n"
    "  key list SLUG                 id, created, last used, revoked\n"
    "  key revoke SLUG ID\n"
    "  usage SLUG [--month YYYY-MM] [--csv]\n"
    "                                plugin invocations and amounts of a\n"
    "                                UTC month (default: this one)\n"
    "\n"
    "FILE defaults to $PICTOR_CONF, then /etc/pictor/pictord.conf.\n"
    "Exit codes: 0 ok, 1 error, 2 usage, 3 not found, 4 already exists.\n";


int
main(int argc, char **argv)
{
    int            rc;
    char           err[1024];
    const char    *path, *cmd, *sub;
    pictorctl_ctx  ctx;

    path = getenv("PICTOR_CONF");
    if (path == NULL || path[0] == '\0') {
        path = "/etc/pictor/pictord.conf";
    }

    argv++;
    argc--;

    while (argc > 0 && argv[0][0] == '-') {
        if (strcmp(argv[0], "-c") == 0 && argc > 1) {
            path = argv[1];
            argv += 2;
            argc -= 2;

        } else if (strcmp(argv[0], "-h") == 0
                   || strcmp(argv[0], "--help") == 0)
        {
            fputs(pictorctl_usage_text, stdout);
            return PICTORCTL_OK;

        } else {
            return pictorctl_usage();
        }
    }

    if (argc < 1) {
        return pictorctl_usage();
    }

    cmd = argv[0];
    sub = argc > 1 ? argv[1] : "";

    /* libpictor logs database errors that pictorctl reports itself */
    pt_log_set_handler(pictorctl_log, PT_LOG_CRIT);

    memset(&ctx, 0, sizeof(pictorctl_ctx));

    if (pt_conffile_load(&ctx.conf, path, err, sizeof(err)) != PT_OK) {
        pictorctl_error("%s", err);
        return PICTORCTL_ERROR;
    }

    if (pt_crypto_init() != PT_OK || pt_db_library_init() != PT_OK) {
        pictorctl_error("library initialisation failed");
        pt_conffile_free(&ctx.conf);
        return PICTORCTL_ERROR;
    }

    if (strcmp(cmd, "init") == 0 && argc == 1) {
        rc = pictorctl_init(&ctx);

    } else if (strcmp(cmd, "migrate") == 0 && argc == 1) {
        rc = pictorctl_migrate(&ctx);

    } else if (strcmp(cmd, "doctor") == 0 && argc == 1) {
        rc = pictorctl_doctor(&ctx.conf);

    } else if (strcmp(cmd, "user") == 0 && strcmp(sub, "create") == 0) {
        rc = pictorctl_user_create(&ctx, argc - 2, argv + 2);

    } else if (strcmp(cmd, "project") == 0 && strcmp(sub, "create") == 0) {
        rc = pictorctl_project_create(&ctx, argc - 2, argv + 2);

    } else if (strcmp(cmd, "plan") == 0 && strcmp(sub, "set") == 0) {
        rc = pictorctl_plan_set(&ctx, argc - 2, argv + 2);

    } else if (strcmp(cmd, "key") == 0) {
        rc = pictorctl_key(&ctx, argc - 1, argv + 1);

    } else if (strcmp(cmd, "usage") == 0) {
        rc = pictorctl_plugin_usage(&ctx, argc - 1, argv + 1);

    } else {
        rc = pictorctl_usage();
    }

    pt_db_close(ctx.db);
    pt_conffile_free(&ctx.conf);

    return rc;
}


static void
pictorctl_log(int level, const char *msg)
{
    (void) level;

    fprintf(stderr, "pictorctl: %s\n", msg);
}


static void
pictorctl_error(const char *fmt, ...)
{
    va_list  ap;

    fputs("pictorctl: ", stderr);

    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);

    fputc('\n', stderr);
}


static int
pictorctl_usage(void)
{
    fputs(pictorctl_usage_text, stderr);
    return PICTORCTL_USAGE;
}


/* the service's user; for migrations (ddl), migrate_database's if set */
static int
pictorctl_connect_as(pictorctl_ctx *ctx, int ddl)
{
    char               err[512];
    const pt_db_conf  *db;

    db = ddl && ctx->conf.migrate_db.database != NULL ? &ctx->conf.migrate_db
                                                      : &ctx->conf.db;

    if (db->database == NULL) {
        pictorctl_error("no \"database\" directive in the configuration");
        return PICTORCTL_ERROR;
    }

    ctx->db = pt_db_open(db, err, sizeof(err));
    if (ctx->db == NULL) {
        pictorctl_error("cannot connect to the database%s: %s",
                        db == &ctx->conf.migrate_db
                        ? " (migrate_database)" : "", err);
        return PICTORCTL_ERROR;
    }

    return PICTORCTL_OK;
}


static int
pictorctl_connect(pictorctl_ctx *ctx)
{
    return pictorctl_connect_as(ctx, 0);
}


/* Maps an accounts.h result to an exit code, saying why on stderr. */

static int
pictorctl_acct_error(pictorctl_ctx *ctx, int rc, const char *what)
{
    switch (rc) {

    case PT_OK:
        return PICTORCTL_OK;

    case PT_E_INVALID:
        pictorctl_error("%s: invalid", what);
        return PICTORCTL_USAGE;

    case PT_E_TAKEN:
        pictorctl_error("%s: already exists", what);
        return PICTORCTL_EXISTS;

    case PT_E_NO_SUCH:
        pictorctl_error("%s: not found", what);
        return PICTORCTL_NOT_FOUND;

    case PT_E_NOMEM:
        pictorctl_error("%s: out of memory", what);
        return PICTORCTL_ERROR;

    default:
        pictorctl_error("%s: database error: %s", what,
                        ctx->db ? pt_db_errmsg(ctx->db) : "no connection");
        return PICTORCTL_ERROR;
    }
}


static int
pictorctl_project(pictorctl_ctx *ctx, const char *slug,
    unsigned long long *id)
{
    int   rc;
    char  what[128];

    rc = pt_project_find(ctx->db, slug, id, NULL, NULL, 0);

    pt_snprintf(what, sizeof(what), "project \"%s\"", slug);

    return pictorctl_acct_error(ctx, rc, what);
}


static int
pictorctl_init(pictorctl_ctx *ctx)
{
    char         err[1024];
    const char  *path;
    struct stat  st;

    path = ctx->conf.master_key_file;

    if (stat(path, &st) == 0) {
        fprintf(stderr, "pictorctl: master key %s exists, kept\n", path);
        return PICTORCTL_OK;
    }

    if (pt_master_key_create(path, err, sizeof(err)) != PT_OK) {
        pictorctl_error("%s", err);
        return PICTORCTL_ERROR;
    }

    fprintf(stderr, "pictorctl: created master key %s\n", path);

    return PICTORCTL_OK;
}


/*
 * Applies, in order, each embedded migration not yet in
 * schema_migrations.  A named lock keeps two concurrent runs (two hosts
 * deploying at once) from applying the same migration twice.  DDL commits
 * implicitly in MariaDB, so a migration that fails half-way is not
 * recorded and its error is shown for a person to look at.
 */

static int
pictorctl_migrate(pictorctl_ctx *ctx)
{
    int                  rc, applied;
    long long            n;
    const pt_migration  *m;

    /* DDL: a user of its own (docs/SECURITY.md, "Least privilege") */
    if (pictorctl_connect_as(ctx, 1) != PICTORCTL_OK) {
        return PICTORCTL_ERROR;
    }

    if (pt_db_scalar(ctx->db, 0, "SELECT GET_LOCK('pictor.migrate', 60)",
                     "")
        != 1)
    {
        pictorctl_error("cannot take the migration lock (another migrate "
                        "running?): %s", pt_db_errmsg(ctx->db));
        return PICTORCTL_ERROR;
    }

    rc = PICTORCTL_ERROR;
    applied = 0;

    if (pt_db_exec(ctx->db,
                   "CREATE TABLE IF NOT EXISTS schema_migrations ("
                   " version VARCHAR(64) NOT NULL PRIMARY KEY,"
                   " applied_at DATETIME(3) NOT NULL"
                   ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4", "")
        < 0)
    {
        pictorctl_error("cannot create schema_migrations: %s",
                        pt_db_errmsg(ctx->db));
        goto done;
    }

    for (m = pt_migrations; m->name != NULL; m++) {
        n = pt_db_scalar(ctx->db, -1, "SELECT COUNT(*) FROM schema_migrations"
                         " WHERE version = ?", "s", m->name);
        if (n < 0) {
            pictorctl_error("cannot read schema_migrations: %s",
                            pt_db_errmsg(ctx->db));
            goto done;
        }

        if (n > 0) {
            continue;
        }

        if (pt_db_exec_script(ctx->db, m->sql, strlen(m->sql)) != PT_OK) {
            pictorctl_error("migration %s failed: %s", m->name,
                            pt_db_errmsg(ctx->db));
            goto done;
        }

        if (pt_db_exec(ctx->db, "INSERT INTO schema_migrations"
                       " (version, applied_at) VALUES (?, NOW(3))", "s",
                       m->name)
            != 1)
        {
            pictorctl_error("migration %s applied but not recorded: %s",
                            m->name, pt_db_errmsg(ctx->db));
            goto done;
        }

        printf("applied %s\n", m->name);
        applied++;
    }

    if (applied == 0) {
        printf("schema is up to date\n");
    }

    rc = PICTORCTL_OK;

done:

    (void) pt_db_scalar(ctx->db, 0, "SELECT RELEASE_LOCK('pictor.migrate')",
                        "");

    return rc;
}


static int
pictorctl_user_create(pictorctl_ctx *ctx, int argc, char **argv)
{
    int                 rc, from_stdin;
    char                password[1100], what[300];
    size_t              len;
    const char         *email;
    unsigned long long  id;

    if (argc < 1 || argc > 2) {
        return pictorctl_usage();
    }

    email = argv[0];
    from_stdin = 0;

    if (argc == 2) {
        if (strcmp(argv[1], "--password-stdin") != 0) {
            return pictorctl_usage();
        }

        from_stdin = 1;
    }

    if (!pt_email_valid(email)) {
        pictorctl_error("invalid email \"%s\"", email);
        return PICTORCTL_USAGE;
    }

    if (from_stdin) {
        /* the first line; one byte more than allowed to see a longer one */
        if (fgets(password, sizeof(password), stdin) == NULL) {
            pictorctl_error("no password on stdin");
            return PICTORCTL_USAGE;
        }

        len = strlen(password);
        while (len > 0
               && (password[len - 1] == '\n' || password[len - 1] == '\r'))
        {
            password[--len] = '\0';
        }

        if (len < 8 || len > 1024) {
            explicit_bzero(password, sizeof(password));
            pictorctl_error("the password must be 8 to 1024 characters");
            return PICTORCTL_USAGE;
        }

    } else {
        pt_random_alnum(password, PICTORCTL_PASSWORD_LEN);
    }

    if (pictorctl_connect(ctx) != PICTORCTL_OK) {
        explicit_bzero(password, sizeof(password));
        return PICTORCTL_ERROR;
    }

    rc = pt_user_create(ctx->db, email, password, &id);

    pt_snprintf(what, sizeof(what), "user \"%s\"", email);
    rc = pictorctl_acct_error(ctx, rc, what);

    if (rc == PICTORCTL_OK) {
        if (!from_stdin) {
            printf("%s\n", password);
        }

        fprintf(stderr, "pictorctl: created user %s (id %llu)\n", email, id);
    }

    explicit_bzero(password, sizeof(password));

    return rc;
}


static int
pictorctl_project_create(pictorctl_ctx *ctx, int argc, char **argv)
{
    int                 i, rc;
    char                what[300];
    const char         *slug, *owner, *plan;
    unsigned long long  owner_id, id;

    if (argc < 1) {
        return pictorctl_usage();
    }

    slug = argv[0];
    owner = NULL;
    plan = "free";

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--owner") == 0 && i + 1 < argc) {
            owner = argv[++i];

        } else if (strcmp(argv[i], "--plan") == 0 && i + 1 < argc) {
            plan = argv[++i];

        } else {
            return pictorctl_usage();
        }
    }

    if (owner == NULL) {
        pictorctl_error("project create needs --owner EMAIL");
        return PICTORCTL_USAGE;
    }

    if (!pt_project_slug_valid(slug)) {
        pictorctl_error("invalid project slug \"%s\" (2 to 63 of a-z, 0-9 "
                        "and '-', not starting with '-', not reserved)",
                        slug);
        return PICTORCTL_USAGE;
    }

    if (!pt_plan_valid(plan)) {
        pictorctl_error("invalid plan \"%s\" (free, pro or business)", plan);
        return PICTORCTL_USAGE;
    }

    if (pictorctl_connect(ctx) != PICTORCTL_OK) {
        return PICTORCTL_ERROR;
    }

    pt_snprintf(what, sizeof(what), "user \"%s\"", owner);
    rc = pictorctl_acct_error(ctx, pt_user_find(ctx->db, owner, &owner_id),
                              what);
    if (rc != PICTORCTL_OK) {
        return rc;
    }

    pt_snprintf(what, sizeof(what), "project \"%s\"", slug);
    rc = pictorctl_acct_error(ctx,
                              pt_project_create(ctx->db, slug, owner_id,
                                                plan, &id),
                              what);

    if (rc == PICTORCTL_OK) {
        fprintf(stderr, "pictorctl: created project %s (id %llu, plan %s, "
                "owner %s)\n", slug, id, plan, owner);
    }

    return rc;
}


static int
pictorctl_plan_set(pictorctl_ctx *ctx, int argc, char **argv)
{
    int   rc;
    char  what[128];

    if (argc != 2) {
        return pictorctl_usage();
    }

    if (!pt_plan_valid(argv[1])) {
        pictorctl_error("invalid plan \"%s\" (free, pro or business)",
                        argv[1]);
        return PICTORCTL_USAGE;
    }

    if (pictorctl_connect(ctx) != PICTORCTL_OK) {
        return PICTORCTL_ERROR;
    }

    pt_snprintf(what, sizeof(what), "project \"%s\"", argv[0]);
    rc = pictorctl_acct_error(ctx, pt_plan_set(ctx->db, argv[0], argv[1]),
                              what);

    if (rc == PICTORCTL_OK) {
        fprintf(stderr, "pictorctl: project %s is on plan %s\n", argv[0],
                argv[1]);
    }

    return rc;
}


static int
pictorctl_key(pictorctl_ctx *ctx, int argc, char **argv)
{
    int                 rc;
    char                key[PT_API_KEY_LEN + 1], id[PT_KEY_ID_LEN + 1];
    char                what[128];
    unsigned long long  project_id;

    if (argc < 2
        || !((strcmp(argv[0], "create") == 0 && argc == 2)
             || (strcmp(argv[0], "list") == 0 && argc == 2)
             || (strcmp(argv[0], "revoke") == 0 && argc == 3)))
    {
        return pictorctl_usage();
    }

    if (pictorctl_connect(ctx) != PICTORCTL_OK) {
        return PICTORCTL_ERROR;
    }

    rc = pictorctl_project(ctx, argv[1], &project_id);
    if (rc != PICTORCTL_OK) {
        return rc;
    }

    if (strcmp(argv[0], "list") == 0) {
        return pictorctl_key_list(ctx, project_id);
    }

    if (strcmp(argv[0], "revoke") == 0) {
        pt_snprintf(what, sizeof(what), "active key \"%s\" of project "
                    "\"%s\"", argv[2], argv[1]);
        rc = pictorctl_acct_error(ctx,
                                  pt_key_revoke(ctx->db, project_id,
                                                argv[2]),
                                  what);
        if (rc == PICTORCTL_OK) {
            fprintf(stderr, "pictorctl: revoked key %s\n", argv[2]);
        }

        return rc;
    }

    pt_snprintf(what, sizeof(what), "key for project \"%s\"", argv[1]);
    rc = pictorctl_acct_error(ctx,
                              pt_key_create(ctx->db, project_id, key, id),
                              what);

    if (rc == PICTORCTL_OK) {
        printf("%s\n", key);
        fprintf(stderr, "pictorctl: created key %s for project %s\n", id,
                argv[1]);
    }

    explicit_bzero(key, sizeof(key));

    return rc;
}


/*
 * accounts.h has no listing function, and this is read-only and used
 * nowhere else, so the query lives here.  "-" stands for never.
 */

static int
pictorctl_key_list(pictorctl_ctx *ctx, unsigned long long id)
{
    char         t[3][32];
    unsigned     i;
    pt_rows     *rows;

    rows = pt_db_query(ctx->db,
               "SELECT id, created_at, last_used_at, revoked_at"
               " FROM api_keys WHERE project_id = ?"
               " ORDER BY created_at, id",
               "i", (long long) id);
    if (rows == NULL) {
        pictorctl_error("cannot list keys: %s", pt_db_errmsg(ctx->db));
        return PICTORCTL_ERROR;
    }

    while (pt_rows_next(rows)) {
        for (i = 0; i < 3; i++) {
            if (pt_iso_time(pt_rows_str(rows, i + 1), t[i], sizeof(t[i]))
                == NULL)
            {
                pt_snprintf(t[i], sizeof(t[i]), "-");
            }
        }

        printf("%s\t%s\t%s\t%s\n", pt_rows_str(rows, 0), t[0], t[1], t[2]);
    }

    pt_rows_free(rows);

    return PICTORCTL_OK;
}


/*
 * usage SLUG [--month YYYY-MM] [--csv]: what GET /api/{p}/usage answers,
 * for the operator's invoicing (usage.h has the rules and the formats).
 */

static int
pictorctl_plugin_usage(pictorctl_ctx *ctx, int argc, char **argv)
{
    int                 i, rc, csv;
    char                month[PT_MONTH_SIZE];
    pt_usage            u;
    unsigned long long  id;

    if (argc < 1) {
        return pictorctl_usage();
    }

    csv = 0;
    pt_usage_month_of(time(NULL), month);

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--csv") == 0) {
            csv = 1;

        } else if (strcmp(argv[i], "--month") == 0 && i + 1 < argc) {
            if (pt_usage_month_parse(argv[++i], month) != PT_OK) {
                pictorctl_error("invalid month \"%s\" (YYYY-MM, 1970-01 to"
                                " 9999-12)", argv[i]);
                return PICTORCTL_USAGE;
            }

        } else {
            return pictorctl_usage();
        }
    }

    if (pictorctl_connect(ctx) != PICTORCTL_OK) {
        return PICTORCTL_ERROR;
    }

    rc = pictorctl_project(ctx, argv[0], &id);
    if (rc != PICTORCTL_OK) {
        return rc;
    }

    pt_usage_init(&u, month);

    if (pt_usage_read(ctx->db, id, &u) != PT_OK) {
        pictorctl_error("cannot read the usage: %s",
                        pt_db_error(ctx->db) != PT_DB_E_NONE
                        ? pt_db_errmsg(ctx->db) : "amounts too large");
        pt_usage_free(&u);
        return PICTORCTL_ERROR;
    }

    rc = csv ? pt_usage_write_csv(stdout, argv[0], &u)
             : pt_usage_write_text(stdout, argv[0], &u);

    pt_usage_free(&u);

    if (rc != PT_OK) {
        pictorctl_error("cannot write the report: %s", strerror(errno));
        return PICTORCTL_ERROR;
    }

    return PICTORCTL_OK;
}
