#!/usr/bin/env bash
# Builds the DocC catalog Sources/FormEngine/FormEngine.docc with the toolchain's own docc and
# fails on any docc warning (broken links, unknown symbols in topics) and on any public symbol
# without a /// comment.
#
# usage: Scripts/build-docs.sh [OUTPUT_DIR]     (default: .build/docs/FormEngine.doccarchive)
# The symbol graphs are built with a separate scratch path (.build/docs/build) so that the extra
# compiler flags do not invalidate the main build.
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/docs
out=${1:-$work/FormEngine.doccarchive}
symbols=$work/symbol-graphs
rm -rf "$out"
mkdir -p "$symbols"

# The compiler writes the graphs only when it compiles, so they are kept between runs; when
# they are missing, the scratch build starts over.
build_graphs() {
    swift build --target FormEngine --scratch-path "$work/build" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public > "$work/build.log" 2>&1 || {
        cat "$work/build.log"
        echo "build-docs: the FormEngine target does not build" >&2
        exit 1
    }
}
start=$(date +%s)
build_graphs
if [ ! -f "$symbols/FormEngine.symbols.json" ]; then
    rm -rf "$work/build"
    build_graphs
fi
built=$(date +%s)

status=0
python3 Scripts/check-doc-coverage.py "$symbols" FormEngine || status=1

docc convert Sources/FormEngine/FormEngine.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name FormEngine \
    --fallback-bundle-identifier org.formengine.FormEngine \
    --output-path "$out" \
    --warnings-as-errors > "$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    echo "build-docs: docc reported problems" >&2
    status=1
}
grep -E 'warning|error' "$work/docc.log" || true
echo "build-docs: symbol graphs in $((built - start))s, docc in $(($(date +%s) - built))s; archive at $out"
exit $status
