#!/usr/bin/env bash
# `make run`: a private MariaDB, pictord and nginx with the Pictor module,
# all under var/, with a demo user, project and API key.  Ctrl-C or SIGTERM
# stops all three.  A second run reuses var/, so data survives.
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
var="$top/var"
port="${PICTOR_PORT:-8080}"
build="$top/build"
ctl="$build/pictorctl"

mkdir -p "$var"/tmp/{body,proxy,fastcgi,uwsgi,scgi} "$var/storage" "$var/log"
chmod 700 "$var"

if [ ${#var} -gt 90 ]; then
    echo "run: $var is too long a path for a unix socket; clone to a" \
         "shorter path" >&2
    exit 1
fi

root_opts=()
[ "$(id -u)" -eq 0 ] && root_opts=(--user=root)

pids=()
stop() {
    trap - INT TERM EXIT
    echo
    echo "run: stopping nginx, pictord and MariaDB"
    [ -f "$var/nginx.pid" ] && \
        nginx -p "$var" -c "$var/nginx.conf" -s quit 2>/dev/null || true
    [ -n "${pictord_pid:-}" ] && kill -TERM "$pictord_pid" 2>/dev/null || true
    [ -n "${nginx_pid:-}" ] && wait "$nginx_pid" 2>/dev/null || true
    [ -n "${pictord_pid:-}" ] && wait "$pictord_pid" 2>/dev/null || true
    [ -n "${mariadb_pid:-}" ] && kill -TERM "$mariadb_pid" 2>/dev/null || true
    [ -n "${mariadb_pid:-}" ] && wait "$mariadb_pid" 2>/dev/null || true
    echo "run: stopped; data stays in $var"
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

# --- MariaDB: unix socket only, utf8mb4 ---
if [ ! -d "$var/mysql" ]; then
    echo "run: creating the database in $var/mysql"
    mariadb-install-db --no-defaults --datadir="$var/mysql" \
        --auth-root-authentication-method=normal --skip-test-db \
        "${root_opts[@]}" > "$var/log/mariadb-install.log" 2>&1
fi

mariadbd --no-defaults --datadir="$var/mysql" --socket="$var/mysql.sock" \
    --skip-networking --pid-file="$var/mysqld.pid" \
    --log-error="$var/log/mariadb.log" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    "${root_opts[@]}" &
mariadb_pid=$!

for _ in $(seq 1 120); do
    mariadb-admin --no-defaults -S "$var/mysql.sock" -uroot ping \
        >/dev/null 2>&1 && break
    kill -0 "$mariadb_pid" 2>/dev/null || {
        echo "run: MariaDB did not start; see $var/log/mariadb.log" >&2
        exit 1
    }
    sleep 0.25
done

mariadb --no-defaults -S "$var/mysql.sock" -uroot -e \
    "CREATE DATABASE IF NOT EXISTS pictor CHARACTER SET utf8mb4
     COLLATE utf8mb4_unicode_ci"

# the service's database user: rows only, no DDL (docs/SECURITY.md);
# pictorctl migrate runs as root (migrate_database)
if [ ! -s "$var/db.password" ]; then
    (umask 077; head -c 18 /dev/urandom | base64 | tr -d '/+=\n' \
        > "$var/db.password")
fi
dbpw=$(cat "$var/db.password")
mariadb --no-defaults -S "$var/mysql.sock" -uroot -e \
    "CREATE USER IF NOT EXISTS pictor@localhost IDENTIFIED BY '$dbpw';
     ALTER USER pictor@localhost IDENTIFIED BY '$dbpw';
     GRANT SELECT, INSERT, UPDATE, DELETE, EXECUTE ON pictor.*
         TO pictor@localhost"

# --- configuration from the shipped samples, with var/ paths ---
dbuser="user=pictor password_file=$var/db.password"
sed -e "s#/var/lib/pictor#$var#g" -e "s#user=pictor#$dbuser#" \
    -e "s#127.0.0.1:8080#127.0.0.1:$port#g" \
    "$top/conf/pictord.conf" > "$var/pictord.conf"
# the sandbox launcher of this build, not the package's
echo "sandbox_exec $build/pictor-sandbox-exec" >> "$var/pictord.conf"

# nginx.conf: the template of conf/pictor.conf, its slots filled for var/
# (docs/DEVELOPING.md, "A test's nginx.conf")
main=""
[ "$(id -u)" -eq 0 ] && main="user root;"
perl "$top/t/tools/conf.pl" \
    module="$build/nginx/ngx_http_pictor_module.so" dir="$var" \
    db="socket=$var/mysql.sock $dbuser database=pictor" \
    master_key="$var/master.key" \
    listen="127.0.0.1:$port" base_url="http://127.0.0.1:$port" \
    dashboard="$top/dashboard" \
    main="$main" http="pictor_sandbox_exec $build/pictor-sandbox-exec;" \
    > "$var/nginx.conf"

export PICTOR_CONF="$var/pictord.conf"

"$ctl" init
"$ctl" migrate

# --- demo account, once ---
if [ ! -s "$var/demo.env" ]; then
    email="demo@example.com"
    password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=' | head -c 20)
    printf '%s\n' "$password" | "$ctl" user create "$email" --password-stdin
    "$ctl" project create demo --owner "$email" --plan pro
    key=$("$ctl" key create demo)
    umask 077
    cat > "$var/demo.env" <<ENV
PICTOR_URL=http://127.0.0.1:$port
PICTOR_PROJECT=demo
PICTOR_API_KEY=$key
PICTOR_EMAIL=$email
PICTOR_PASSWORD=$password
ENV
fi

# the port may differ from the first run
sed -i "s#^PICTOR_URL=.*#PICTOR_URL=http://127.0.0.1:$port#" "$var/demo.env"

# --- pictord and nginx in the foreground of this script ---
"$build/pictord" -c "$var/pictord.conf" 2>> "$var/log/pictord.log" &
pictord_pid=$!

nginx -t -q -p "$var" -c "$var/nginx.conf" -e "$var/error.log"
nginx -p "$var" -c "$var/nginx.conf" -e "$var/error.log" -g 'daemon off;' &
nginx_pid=$!

for _ in $(seq 1 40); do
    curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
    sleep 0.25
done

# shellcheck disable=SC1091
. "$var/demo.env"

# a photo for the first upload: the shared corpus when it is there
photo="$top/../shared/corpus/exif/Landscape_6.jpg"
if [ -f "$photo" ]; then
    photo=$(realpath "$photo")
else
    photo=/path/to/photo.jpg
fi

cat <<HOWTO

Pictor is running on $PICTOR_URL  (Ctrl-C stops it; data stays in var/)

  The dashboard:     $PICTOR_URL/
    log in as        $PICTOR_EMAIL
    password         $PICTOR_PASSWORD

  Credentials are in var/demo.env:
    . var/demo.env

  Health:            curl $PICTOR_URL/healthz
  Project info:      curl -H "X-Api-Key: \$PICTOR_API_KEY" $PICTOR_URL/api/demo
  Log in (cookie):   curl -c /tmp/pictor.jar -H 'Content-Type: application/json' \\
                       -d "{\"email\":\"\$PICTOR_EMAIL\",\"password\":\"\$PICTOR_PASSWORD\"}" \\
                       $PICTOR_URL/api/auth/login
  Who am I:          curl -b /tmp/pictor.jar $PICTOR_URL/api/auth/me
  New API key:       curl -b /tmp/pictor.jar -H "Origin: $PICTOR_URL" \\
                       -X POST $PICTOR_URL/api/demo/keys
  (a change made with the cookie names this origin, as a browser does)

  Logs: var/error.log (nginx), var/log/pictord.log, var/log/mariadb.log
  Metrics: curl http://127.0.0.1:9145/metrics  (loopback only)

  Upload a photo (201 {"imageId": ..., "url": ...}):
    curl -H "X-Api-Key: \$PICTOR_API_KEY" -F file=@$photo \\
      $PICTOR_URL/api/demo/upload

  Open it resized: $PICTOR_URL/demo/{imageId}/w_400.webp
  (w_, h_, fit_cover, q_, ... and the format: docs/DELIVERY.md), e.g.
    id=\$(curl -s -H "X-Api-Key: \$PICTOR_API_KEY" -F file=@$photo \\
      $PICTOR_URL/api/demo/upload | sed 's/.*"imageId": *"\([^"]*\)".*/\1/')
    curl -o /tmp/w_400.webp $PICTOR_URL/demo/\$id/w_400.webp
HOWTO

wait "$nginx_pid"
