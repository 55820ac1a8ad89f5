#!/usr/bin/env bash
# Installs the bucket emulators the tests run (t/emulators/NAME/, each a
# package.json with its package-lock.json pinning every version) into
# build/emulators/NAME with `npm ci`, again only when the lock changed.
# Without arguments every emulator; else the NAMEs given.  Fails when npm
# or the registry is missing: the storage tests cannot run without them.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    for d in t/emulators/*/; do
        [ -f "$d/package-lock.json" ] && names+=("$(basename "$d")")
    done
fi

for n in "${names[@]}"; do
    src="t/emulators/$n"
    dst="build/emulators/$n"
    [ -f "$src/package-lock.json" ] || { echo "emulators: no $src" >&2; exit 1; }
    if cmp -s "$src/package-lock.json" "$dst/package-lock.json" \
            && [ -d "$dst/node_modules" ]; then
        continue
    fi
    command -v npm >/dev/null || { echo "emulators: npm is missing" >&2; exit 1; }
    echo "emulators: npm ci $n into $dst"
    mkdir -p "$dst"
    rm -f "$dst/package-lock.json"
    cp "$src/package.json" "$src/package-lock.json" "$dst/"
    # the lock stays only after a finished install: it is the mark
    if ! (cd "$dst" && timeout 600 npm ci --no-audit --no-fund \
            --loglevel=error); then
        rm -f "$dst/package-lock.json"
        echo "emulators: npm ci $n failed" >&2
        exit 1
    fi
done
