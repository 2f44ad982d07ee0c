#!/usr/bin/env bash
# Whole-process comparison for issue #7 (see Docs/PERFORMANCE.md):
#   1. formcli --dump on a 100k-row form (gen_form.py) against seed_dump.py on the same file
#      (target: formcli at least 5x faster);
#   2. formcli --dump on the default form against a Swift program that only imports Foundation
#      (target: within 1.5x of its start-up).
# Median of $RUNS runs (default 5) of each, wall-clock, measured with bash's own clock.
# usage: Scripts/bench-cli.sh [ROWS]     SHARED=path/to/shared/bench (default ../shared/bench)
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${SHARED:-../shared/bench}
ROWS=${1:-100000}
RUNS=${RUNS:-5}
WORK=$(mktemp -d /tmp/bench-cli.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

swift build -c release --product formcli >&2
FORMCLI=$(swift build -c release --show-bin-path)/formcli

python3 "$SHARED/gen_form.py" "$ROWS" "$WORK/form.plist" >&2
python3 "$SHARED/gen_form.py" "$ROWS" "$WORK/form.bplist" --binary >&2
printf 'import Foundation\nprint(ProcessInfo.processInfo.processIdentifier > 0 ? "" : "x", terminator: "")\n' \
    > "$WORK/hello.swift"
swiftc -O "$WORK/hello.swift" -o "$WORK/hello" 2>/dev/null

# median_seconds CMD...: runs CMD (output discarded) RUNS times after one warm-up, prints the median.
median_seconds() {
    "$@" >/dev/null 2>&1
    local times=()
    for _ in $(seq "$RUNS"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        times+=("$(( (end - start) / 1000 ))")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.4f", a[int((NR + 1) / 2)] / 1e6 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

formcli_xml=$(median_seconds "$FORMCLI" --dump "$WORK/form.plist")
formcli_bin=$(median_seconds "$FORMCLI" --dump "$WORK/form.bplist")
seed_xml=$(median_seconds python3 "$SHARED/seed_dump.py" "$WORK/form.plist")
seed_bin=$(median_seconds python3 "$SHARED/seed_dump.py" "$WORK/form.bplist")
default=$(median_seconds "$FORMCLI" --dump)
hello=$(median_seconds "$WORK/hello")

cat <<TABLE
whole process, median of $RUNS runs ($ROWS rows from gen_form.py)
                                        seconds
formcli --dump FORM.plist (xml)         $formcli_xml
seed_dump.py FORM.plist (xml)           $seed_xml     formcli $(ratio "$seed_xml" "$formcli_xml")x faster (target ≥ 5x)
formcli --dump FORM.bplist (binary)     $formcli_bin
seed_dump.py FORM.bplist (binary)       $seed_bin     formcli $(ratio "$seed_bin" "$formcli_bin")x faster
formcli --dump (default form)           $default
Foundation-only Swift program           $hello     formcli $(ratio "$default" "$hello")x its start-up (target ≤ 1.5x)
TABLE
