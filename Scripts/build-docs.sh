#!/usr/bin/env bash
# Builds the DocC catalog of each library product (Sources/MODULE/MODULE.docc; the list is
# Scripts/symbol-graphs.sh's) with the toolchain's own docc and fails on any docc warning (broken links, unknown symbols in
# topics) and on any public symbol without a /// comment.
#
# usage: Scripts/build-docs.sh [OUTPUT_DIR]     (default: .build/docs; MODULE.doccarchive for each)
# The symbol graphs come from the debug build's modules (Scripts/symbol-graphs.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/docs
out=${1:-$work}
mkdir -p "$out"

start=$(date +%s)
symbols=$(Scripts/symbol-graphs.sh)
built=$(date +%s)

status=0
for module in $(cat "$symbols/modules"); do
    rm -rf "$out/$module.doccarchive"
    python3 Scripts/check-doc-coverage.py "$symbols" "$module" || status=1
    # Each catalog with its own module's graphs only.
    graphs=$work/graphs-$module
    rm -rf "$graphs"
    mkdir -p "$graphs"
    cp "$symbols/$module".symbols.json "$graphs/"
    cp "$symbols/$module"@*.symbols.json "$graphs/" 2> /dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.formengine.$module" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors > "$work/docc-$module.log" 2>&1 || {
        cat "$work/docc-$module.log"
        echo "build-docs: docc reported problems in $module" >&2
        status=1
    }
    grep -E 'warning|error' "$work/docc-$module.log" || true
done
echo "build-docs: symbol graphs in $((built - start))s, docc in $(($(date +%s) - built))s; archives in $out"
exit $status
