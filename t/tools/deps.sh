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
    # test inputs: heif-enc (an AVIF with a thumbnail), tiffcp (TIFF pages)
    libheif-examples libtiff-tools
    # openssl(1): test_store_azure_sign recomputes SharedKey signatures
    openssl
    clang libclang-rt-14-dev
    # make galera: a three-node MariaDB Galera cluster on loopback
    galera-4 rsync lsof
    # t/systemd_unit.t: the packaged unit in a real systemd (nspawn)
    systemd systemd-container
)

missing=()
for p in "${pkgs[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null \
            | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done

# node and npm run the bucket emulators (t/tools/emulators.sh); a machine
# that has them from elsewhere keeps its own
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    missing+=(nodejs npm)
fi

if [ ${#missing[@]} -eq 0 ]; then
    echo "deps: all ${#pkgs[@]} Debian packages present"
    exit 0
fi

echo "deps: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# no recommends: keeps the install small, and a stock nginx service is not
# wanted running on port 80
$sudo apt-get install -y -q --no-install-recommends \
    -o Dpkg::Options::=--force-confdef "${missing[@]}"
