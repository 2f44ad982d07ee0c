#!/usr/bin/env bash
# Writes the public symbol graphs of the library products (the modules listed below, also written
# to .build/docs/symbol-graphs/modules) to .build/docs/symbol-graphs, for Scripts/build-docs.sh
# and Scripts/check-api.sh. They are read with swift-symbolgraph-extract from the modules of the
# ordinary debug build (`swift build --target` each, which does nothing when `swift build` has
# run), so no second build of the libraries is made.
#
# usage: Scripts/symbol-graphs.sh     (prints the directory)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

symbols=.build/docs/symbol-graphs
log=.build/docs/symbol-graphs.log
# The library products, core first: each has an API baseline (api/MODULE.api.txt) and a DocC
# catalog (Sources/MODULE/MODULE.docc).
libraries="FormEngine FormStateFiles FormEngineSettings FormExamples FormWalk FormSchemaForms"
mkdir -p "$symbols"
: > "$log"
for module in $libraries; do
    swift build --target "$module" >> "$log" 2>&1 || {
        cat "$log"
        echo "symbol-graphs: the $module target does not build" >&2
        exit 1
    }
done
modules="$(swift build --show-bin-path)/Modules"
rm -f "$symbols"/*.symbols.json
echo "$libraries" > "$symbols/modules"
for module in $libraries; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$symbols" >> "$log" 2>&1 || {
        cat "$log"
        echo "symbol-graphs: swift-symbolgraph-extract failed for $module" >&2
        exit 1
    }
done
echo "$symbols"
