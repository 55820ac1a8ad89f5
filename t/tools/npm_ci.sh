#!/usr/bin/env bash
# One npm-installed helper of the tests: SRC (a directory with a
# package.json and the package-lock.json pinning every version) installed
# into DST with `npm ci`, again only when the lock changed.  Fails when
# npm or the registry is missing.
#   npm_ci.sh SRC DST       (paths relative to the top of the checkout)
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

src=$1
dst=$2
[ -f "$src/package-lock.json" ] || { echo "npm: no $src/package-lock.json" >&2; exit 1; }
if cmp -s "$src/package-lock.json" "$dst/package-lock.json" \
        && [ -d "$dst/node_modules" ]; then
    exit 0
fi
command -v npm >/dev/null || { echo "npm: npm is missing" >&2; exit 1; }
echo "npm: npm ci $src into $dst"
mkdir -p "$dst"
rm -f "$dst/package-lock.json"
cp "$src/package.json" "$src/package-lock.json" "$dst/"
# the lock stays only after a finished install: it is the mark
if ! (cd "$dst" && timeout 600 npm ci --no-audit --no-fund \
        --loglevel=error); then
    rm -f "$dst/package-lock.json"
    echo "npm: npm ci $src failed" >&2
    exit 1
fi
