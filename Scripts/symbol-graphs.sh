#!/usr/bin/env bash
# Writes the public symbol graphs of FormEngine and FormWalk to .build/docs/symbol-graphs, for
# Scripts/build-docs.sh and Scripts/check-api.sh. They are read with swift-symbolgraph-extract
# from the modules of the ordinary debug build (`swift build --target FormWalk`, which does
# nothing when `swift build` has run), so no second build of the libraries is made.
#
# usage: Scripts/symbol-graphs.sh     (prints the directory)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

symbols=.build/docs/symbol-graphs
log=.build/docs/symbol-graphs.log
mkdir -p "$symbols"
swift build --target FormWalk > "$log" 2>&1 || {
    cat "$log"
    echo "symbol-graphs: the FormWalk and FormEngine targets do not build" >&2
    exit 1
}
modules="$(swift build --show-bin-path)/Modules"
rm -f "$symbols"/*.symbols.json
for module in FormEngine FormWalk; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$symbols" >> "$log" 2>&1 || {
        cat "$log"
        echo "symbol-graphs: swift-symbolgraph-extract failed for $module" >&2
        exit 1
    }
done
echo "$symbols"
