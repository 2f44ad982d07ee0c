#!/usr/bin/env bash
# Builds and runs every package under Examples/ against this checkout of FormEngine, after
# checking that the README's embedding example is the file the example package compiles. An
# example with a driver, Scripts/drive-NAME.py, is run by it (mkproject: its walk filled through
# a pseudo-terminal and the printed configuration checked).
# Exits non-zero when the docs and the code differ, a build fails, or an example fails its checks.
# Every example builds into one scratch directory, .build/examples (gitignored), so FormEngine,
# which each depends on by path with the same flags, is compiled once for all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

doc=README.md
code=Examples/TableViewDemo/Sources/TableViewDemo/EmbeddingExample.swift
block=$(mktemp)
trap 'rm -f "$block"' EXIT
# The lines between the markers, less the ```swift fence lines.
awk '/<!-- embed:end -->/ { inside = 0 }
     inside && !/^```/ { print }
     /<!-- embed:begin -->/ { inside = 1 }' "$doc" > "$block"
if [ ! -s "$block" ]; then
    echo "run-examples: no <!-- embed:begin --> ... <!-- embed:end --> block in $doc" >&2
    exit 1
fi
if ! diff -u --label "$doc (embed block)" --label "$code" "$block" "$code"; then
    echo "run-examples: the embedding example in $doc differs from $code; make them identical" >&2
    exit 1
fi
echo "run-examples: $doc embedding example matches $code"

# The DocC recipes are the code the table-view demo compiles and runs: each block between
# `// recipe:NAME:begin` and `// recipe:NAME:end` in Recipes.swift, dedented, is a code block
# of the article.
python3 - Examples/TableViewDemo/Sources/TableViewDemo/Recipes.swift \
    Sources/FormEngine/FormEngine.docc/UpdatingTablesAndLists.md <<'PY'
import re, sys, textwrap
code, article = (open(path).read() for path in sys.argv[1:3])
blocks = re.findall(r"^[ ]*// recipe:([\w-]+):begin\n(.*?)^[ ]*// recipe:\1:end", code, re.S | re.M)
fences = re.findall(r"^```swift\n(.*?)^```", article, re.S | re.M)
missing = [name for name, body in blocks if textwrap.dedent(body) not in fences]
if not blocks or missing:
    sys.exit(f"run-examples: recipes {missing or 'none found'} differ between {sys.argv[1]} and {sys.argv[2]}")
print(f"run-examples: {len(blocks)} DocC recipes match {sys.argv[1]}")
PY

scratch="$PWD/.build/examples"
for package in Examples/*/; do
    name=$(basename "$package")
    echo "run-examples: building $name"
    start=$(date +%s)
    # A second try covers SwiftPM's stale plan after a file of FormEngine was deleted
    # ("missing inputs"): the failed build re-plans, the next one succeeds.
    if ! swift build --package-path "$package" --scratch-path "$scratch" > "$block" 2>&1 \
        && ! swift build --package-path "$package" --scratch-path "$scratch" > "$block" 2>&1; then
        cat "$block"
        echo "run-examples: $name does not build" >&2
        exit 1
    fi
    built=$(date +%s)
    if [ -f "Scripts/drive-$name.py" ]; then
        # An interactive example: a person's keys on a pseudo-terminal, its output checked.
        python3 "Scripts/drive-$name.py" "$scratch/debug/$name"
    else
        "$scratch/debug/$name"
    fi
    echo "run-examples: $name built in $((built - start))s, ran in $(($(date +%s) - built))s"
done
