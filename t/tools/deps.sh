#!/usr/bin/env bash
# Installs the Debian packages Pictor builds, runs and tests with.  Skips
# what is already there, so a second run costs a dpkg query.
set -euo pipefail

pkgs=(
    build-essential pkg-config
    nginx nginx-dev libnginx-mod-http-image-filter
    libpcre2-dev zlib1g-dev libssl-dev
    mariadb-server mariadb-client libmariadb-dev
    libjansson-dev libzmq3-dev libsodium-dev libcurl4-openssl-dev
    libexif-dev libxml2-dev libvips-dev libvips-tools
    ghostscript poppler-utils ffmpeg fonts-dejavu-core
    bubblewrap libseccomp-dev
    check perl wrk hyperfine
    # test inputs: heif-enc (an AVIF with a thumbnail), tiffcp (TIFF pages),
    # jpegtran (a progressive JPEG's baseline twin)
    libheif-examples libtiff-tools libjpeg-turbo-progs
    # openssl(1): test_store_azure_sign recomputes SharedKey signatures
    openssl
    clang libclang-rt-14-dev
    # make galera: a three-node MariaDB Galera cluster on loopback
    galera-4 rsync lsof
    # t/systemd_unit.t: the packaged unit in a real systemd (nspawn)
    systemd systemd-container
    # t/dashboard.t: the dashboard in a real browser, headless
    chromium
)

# Packages whose service is not wanted: the tests start their own, on
# ports of their own, and a service would listen where an operator's may
# (installed apart, below, with service starts refused)
quiet=(
    # the tests' Varnish in front of nginx (t/lib/Pictor/Varnish.pm), and
    # vmod-xkey for its purges by tag; the service would take 6081, 6082
    varnish varnish-modules
)

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null \
        | grep -q 'install ok installed'
}

missing=()
for p in "${pkgs[@]}"; do
    installed "$p" || missing+=("$p")
done
missing_quiet=()
for p in "${quiet[@]}"; do
    installed "$p" || missing_quiet+=("$p")
done

# node and npm run the bucket emulators (t/tools/emulators.sh); a machine
# that has them from elsewhere keeps its own
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    missing+=(nodejs npm)
fi

if [ ${#missing[@]} -eq 0 ] && [ ${#missing_quiet[@]} -eq 0 ]; then
    echo "deps: all $(( ${#pkgs[@]} + ${#quiet[@]} )) Debian packages present"
    exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq

if [ ${#missing[@]} -gt 0 ]; then
    echo "deps: installing ${missing[*]}"
    # no recommends: keeps the install small, and a stock nginx service is
    # not wanted running on port 80
    $sudo apt-get install -y -q --no-install-recommends \
        -o Dpkg::Options::=--force-confdef "${missing[@]}"
fi

if [ ${#missing_quiet[@]} -gt 0 ]; then
    echo "deps: installing ${missing_quiet[*]} (their services not started)"
    # varnish's postinst starts its service: by invoke-rc.d and
    # /etc/init.d/varnish where systemd does not run (a container or CI
    # job, where varnishd would stay on 6081 and 6082, and a port taken
    # fails the install), by deb-systemd-invoke where it does.  Both ask
    # /usr/sbin/policy-rc.d first, and 101 is "not allowed": one is put
    # there for this install alone, unless the machine has its own
    # (Docker's images have one that refuses every start)
    policy=/usr/sbin/policy-rc.d
    own_policy=""
    if [ ! -e "$policy" ]; then
        own_policy=1
        trap '$sudo rm -f "$policy"' EXIT
        printf '#!/bin/sh\n# t/tools/deps.sh, for one install\nexit 101\n' \
            | $sudo tee "$policy" >/dev/null
        $sudo chmod 755 "$policy"
    fi
    $sudo apt-get install -y -q --no-install-recommends \
        -o Dpkg::Options::=--force-confdef "${missing_quiet[@]}"
    if [ -n "$own_policy" ]; then
        $sudo rm -f "$policy"
        trap - EXIT
    fi
    # a policy of the machine's own may have let it start: stopped, and
    # with systemd, disabled (the install enabled it for the next boot)
    if [ -d /run/systemd/system ]; then
        $sudo systemctl disable --now varnish.service varnishncsa.service \
            >/dev/null 2>&1 || true
    elif [ -x /etc/init.d/varnish ]; then
        $sudo /etc/init.d/varnishncsa stop >/dev/null 2>&1 || true
        $sudo /etc/init.d/varnish stop >/dev/null 2>&1 || true
    fi
fi
