#!/bin/sh
# Makes the packaged configuration from the repository's conf/, so the
# locations, caches and limits have one source: conf/pictor.conf is a whole
# nginx.conf (make run, the tests), a package needs the http {} part as a
# site and the thread pools (main context) as a snippet of their own.
#   pictor-conf.sh CONF_DIR OUT_DIR
set -eu

conf=$1
out=$2
mkdir -p "$out"

# Debian's MariaDB listens on /run/mysqld; make run's private one under
# /var/lib/pictor
db_from='socket=/var/lib/pictor/mysql.sock'
db_to='socket=/run/mysqld/mysqld.sock'

check() {
    grep -q "$2" "$1" || { echo "pictor-conf: $1 has no $2" >&2; exit 1; }
}

check "$conf/pictord.conf" "$db_from"
check "$conf/pictor.conf" "$db_from"
check "$conf/pictor.conf" '^http {$'
check "$conf/pictor.conf" '^thread_pool '

sed "s#$db_from#$db_to#" "$conf/pictord.conf" > "$out/pictord.conf"

{
    echo '# Pictor: the thread pools its nginx module runs database, storage'
    echo '# and image work in (main context).  Enable with'
    echo '#   ln -s /etc/pictor/nginx-threads.conf \'
    echo '#         /etc/nginx/modules-enabled/60-pictor-threads.conf'
    echo
    grep '^thread_pool ' "$conf/pictor.conf"
} > "$out/nginx-threads.conf"

# the body of http {}, one level less indented; Debian's nginx.conf has
# the access log, the delivery log goes beside it, where Debian's
# logrotate of nginx rotates it
log_from='/var/lib/pictor/access.log'
log_to='/var/log/nginx/pictor-delivery.log'
{
    echo '# Pictor: an nginx site (http context), from the project'"'"'s'
    echo '# conf/pictor.conf.  Needs the module (libnginx-mod-http-pictor),'
    echo '# /etc/pictor/nginx-threads.conf enabled and nginx'"'"'s workers'
    echo '# running as pictor ("user pictor;" in /etc/nginx/nginx.conf):'
    echo '# they share /var/lib/pictor with pictord.  See'
    echo '# /usr/share/doc/pictor/docs/OPERATIONS.md.gz, "Installing from'
    echo '# packages".'
    echo
    awk '/^http \{$/ { on = 1; next } on { print }' "$conf/pictor.conf" \
        | sed '$d' \
        | sed -e 's/^    //' -e '/^access_log /d' -e "s#$db_from#$db_to#" \
              -e "s#$log_from#$log_to#"
} > "$out/pictor"

if grep -q "$log_from" "$out/pictor"; then
    echo "pictor-conf: a log left in /var/lib/pictor" >&2
    exit 1
fi
check "$out/pictor" 'pictor_db '
check "$out/pictor" 'pictor_render;'
if grep -q '^access_log\|^thread_pool\|^load_module\|^events' \
        "$out/pictor"; then
    echo "pictor-conf: main-context directives left in the site" >&2
    exit 1
fi
