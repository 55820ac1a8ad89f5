#!/usr/bin/env bash
# `make deb`: the Debian packages libnginx-mod-http-pictor and pictor in
# build/deb/, from a copy of the work tree (tracked and untracked files,
# not ignored ones), so dpkg-buildpackage's ../ is build/deb/ and nothing
# lands beside the repository.  Then lintian: any warning or error fails;
# what remains is overridden with its reason (debian/*.lintian-overrides).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
out="$top/build/deb"
cd "$top"

# the build's own tools, and t/deb_install.t's (debootstrap, curl), which
# make test runs after this; Build-Depends beyond them are deps.sh's
# packages and dpkg-checkbuilddeps below says if one is missing
pkgs=(debhelper dpkg-dev lintian debootstrap curl)
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null \
        | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "deb: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
        --no-install-recommends "${missing[@]}"
fi
dpkg-checkbuilddeps

# the version says which commit: 0.1.0+git20261124.c661406 (+dirty when
# the tree has changes)
base=$(dpkg-parsechangelog -S Version)
day=$(git log -1 --format=%cd --date=format:%Y%m%d)
version="$base+git$day.$(git rev-parse --short HEAD)"
git diff --quiet HEAD || version="$version.dirty"

rm -rf "$out"
src="$out/pictor-$version"
mkdir -p "$src"
git ls-files -z --cached --others --exclude-standard \
    | tar -C "$top" --null -T - --ignore-failed-read -cf - \
    | tar -C "$src" -xf -
sed -i "1s/($base)/($version)/" "$src/debian/changelog"

echo "deb: building $version in $src"
if ! (cd "$src" && dpkg-buildpackage -b -us -uc -j"$(nproc)") \
        > "$out/build.log" 2>&1; then
    tail -40 "$out/build.log"
    echo "deb: failed, see $out/build.log" >&2
    exit 1
fi
rm -rf "$src"

changes=$(ls "$out"/*.changes)
echo "deb: lintian $changes"
lintian --fail-on error,warning --display-info "$changes"
ls -l "$out"/*.deb
