#!/usr/bin/env bash
# Builds the DocC catalogs Sources/FormEngine/FormEngine.docc and Sources/FormWalk/FormWalk.docc
# with the toolchain's own docc and fails on any docc warning (broken links, unknown symbols in
# topics) and on any public symbol without a /// comment.
#
# usage: Scripts/build-docs.sh [OUTPUT_DIR]     (default: .build/docs; FormEngine.doccarchive and
#                                                FormWalk.doccarchive in it)
# The symbol graphs are built with a separate scratch path (.build/docs/build) so that the extra
# compiler flags do not invalidate the main build.
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/docs
out=${1:-$work}
symbols=$work/symbol-graphs
rm -rf "$out/FormEngine.doccarchive" "$out/FormWalk.doccarchive"
mkdir -p "$symbols" "$out"

# The compiler writes the graphs only when it compiles, so they are kept between runs; when
# they are missing, the scratch build starts over.
build_graphs() {
    swift build --target FormWalk --scratch-path "$work/build" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public > "$work/build.log" 2>&1 || {
        cat "$work/build.log"
        echo "build-docs: the FormWalk and FormEngine targets do not build" >&2
        exit 1
    }
}
start=$(date +%s)
build_graphs
if [ ! -f "$symbols/FormEngine.symbols.json" ] || [ ! -f "$symbols/FormWalk.symbols.json" ]; then
    rm -rf "$work/build"
    build_graphs
fi
built=$(date +%s)

status=0
for module in FormEngine FormWalk; do
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
