#!/usr/bin/env bash
# The public API guard. api/MODULE.api.txt, one for each library product, are the libraries'
# public APIs, one sorted declaration a line (the symbol graphs reduced by
# Scripts/api-declarations.py). This script reads the symbol graphs again and fails, printing
# the difference, when an API differs from its file. A change to the API therefore lands with the file updated (`--update`) in the
# same commit, and then CHANGELOG.md's Unreleased section must change in that commit too: the
# check fails when the baseline changed since BASE but the Unreleased section did not.
#
# usage: Scripts/check-api.sh [--update] [BASE]   (BASE default: HEAD~1, the commit before this one)
# Exit status: 0 the API matches and any change is recorded; 1 it does not; 2 usage.
# The symbol graphs come from the debug build's modules (Scripts/symbol-graphs.sh), as the docs'.
set -euo pipefail
cd "$(dirname "$0")/.."

update=0
if [ "${1:-}" = "--update" ]; then
    update=1
    shift
fi
if [ $# -gt 1 ]; then
    echo "usage: Scripts/check-api.sh [--update] [BASE]" >&2
    exit 2
fi
base=${1:-HEAD~1}
start=$(date +%s)
symbols=$(Scripts/symbol-graphs.sh)
modules=$(cat "$symbols/modules")
current=$(mktemp)
trap 'rm -f "$current"' EXIT
status=0
for module in $modules; do
    baseline=api/$module.api.txt
    python3 Scripts/api-declarations.py "$symbols" "$module" > "$current"
    if [ $update = 1 ]; then
        mkdir -p "$(dirname "$baseline")"
        cp "$current" "$baseline"
        echo "check-api: wrote $baseline ($(wc -l < "$baseline") declarations); say why in CHANGELOG.md's Unreleased section"
        continue
    fi
    if [ ! -f "$baseline" ]; then
        echo "check-api: no $baseline; make it with Scripts/check-api.sh --update" >&2
        status=1
        continue
    fi
    if ! diff -u --label "$baseline (committed)" --label "public API (built)" "$baseline" "$current"; then
        echo "check-api: the public API of $module differs from $baseline. If the change is meant, run" >&2
        echo "  Scripts/check-api.sh --update, commit the file and say why in CHANGELOG.md's Unreleased section" >&2
        status=1
        continue
    fi

    # The baseline matches the code. If it changed since BASE, the changelog must say why.
    unreleased() { awk '/^## \[/ { inside = ($0 ~ /^## \[Unreleased\]/) } inside' ; }
    if git rev-parse --verify --quiet "$base^{commit}" > /dev/null; then
        if ! git diff --quiet "$base" -- "$baseline"; then
            if [ "$(git show "$base:CHANGELOG.md" 2>/dev/null | unreleased)" = "$(unreleased < CHANGELOG.md)" ]; then
                echo "check-api: $baseline changed since $base but CHANGELOG.md's Unreleased section did not;" >&2
                echo "  say there what changed in the public API and why" >&2
                status=1
                continue
            fi
            echo "check-api: the public API of $module changed since $base, recorded in $baseline and CHANGELOG.md"
        fi
    else
        echo "check-api: no commit $base to compare with; the baseline check alone was made"
    fi
    echo "check-api: the public API matches $baseline ($(wc -l < "$baseline") declarations, $(($(date +%s) - start))s)"
done
exit $status
