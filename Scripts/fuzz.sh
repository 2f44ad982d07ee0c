#!/usr/bin/env bash
# Fuzzes FormEngine with libFuzzer for a fixed time.
#
#   Scripts/fuzz.sh [loader|strings] SECONDS [extra libFuzzer flags...]
#
# Compiles the FormEngine sources together with Fuzz/<Target>Fuzzer.swift into one binary (module
# FormEngine) with -sanitize=fuzzer,address, then runs it on a copy of the seed corpus
# Fuzz/corpus/<target> for SECONDS seconds. New inputs go to .build/fuzz/<target>-corpus (kept
# between runs); crashes, leaks and timeouts are written to fuzz-out/ (gitignored) and the script
# exits non-zero. A crash found becomes a fixture under Tests/FormEngineTests/Fixtures/Hostile.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

target=loader
if [[ "${1:-}" == loader || "${1:-}" == strings ]]; then
    target=$1
    shift
fi
seconds=${1:-60}
shift || true

case $target in
    loader) source_file=Fuzz/LoaderFuzzer.swift ;;
    strings) source_file=Fuzz/StringsFuzzer.swift ;;
esac

build=.build/fuzz
mkdir -p "$build" fuzz-out
binary=$build/$target-fuzzer
sources=$(find Sources/FormEngine -name '*.swift' | sort)
# Rebuild only when a source is newer than the binary.
if [[ ! -x $binary ]] || [[ -n $(find Sources/FormEngine "$source_file" -newer "$binary" -name '*.swift') ]]; then
    echo "fuzz.sh: building $binary"
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -module-name FormEngine -O -g \
        $sources "$source_file" -o "$binary" 2>&1 | grep -v 'Cannot export local symbol' || true
    [[ -x $binary ]] || { echo "fuzz.sh: build failed" >&2; exit 1; }
fi

corpus=$build/$target-corpus
mkdir -p "$corpus"
cp -n Fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true

# Foundation leaks a little on failed parses; without this, LeakSanitizer fails the run at exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# -rss_limit_mb bounds memory; -timeout flags any input taking over 10 s as a hang;
# leak detection is off: Foundation's failed plist parses leak a little by design (see README).
exec "$binary" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix=fuzz-out/"$target"- -print_final_stats=1 -detect_leaks=0 "$@"
