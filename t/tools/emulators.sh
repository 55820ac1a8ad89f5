#!/usr/bin/env bash
# Installs the npm packages the tests run from t/emulators/NAME/, the
# bucket emulators and the OpenAPI linter (each a package.json with its
# package-lock.json pinning every version), into build/emulators/NAME with
# `npm ci` (t/tools/npm_ci.sh), again only when the lock changed.  Without
# arguments every one; else the NAMEs given.  Fails when npm or the
# registry is missing: the storage tests and t/openapi.t cannot run
# without them.
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
    [ -f "t/emulators/$n/package-lock.json" ] \
        || { echo "emulators: no t/emulators/$n" >&2; exit 1; }
    bash t/tools/npm_ci.sh "t/emulators/$n" "build/emulators/$n"
done
