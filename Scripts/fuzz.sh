#!/usr/bin/env bash
# Fuzzes FormEngine with libFuzzer for a fixed time.
#
#   Scripts/fuzz.sh [TARGET] SECONDS [extra libFuzzer flags...]
#   Scripts/fuzz.sh all SECONDS [extra libFuzzer flags...]
#
# Targets (default loader):
#   loader    descriptor files (Fuzz/LoaderFuzzer.swift)
#   strings   Settings bundles' .strings tables (Fuzz/StringsFuzzer.swift)
#   state     saved state files against the bundled form, and merging saves (Fuzz/StateFuzzer.swift)
#   settings  a Settings bundle: Root.plist, a strings table and a child pane, cut at lines `%%`
#             (Fuzz/SettingsBundleFuzzer.swift)
#   lines     line mode's command language on the bundled form (Fuzz/LineModeFuzzer.swift)
#   keys      the full-screen walk's terminal key decoder (Fuzz/KeyDecoderFuzzer.swift)
# `all` runs every target in turn for SECONDS each and fails when any fails.
#
# Compiles the sources a target needs together with its Fuzz/<Name>Fuzzer.swift into one binary
# with -sanitize=fuzzer,address (the FormEngine sources as module FormEngine; `lines` adds
# formcli's sources but main.swift; `keys` compiles the two decoder files alone), then runs it on a
# copy of the seed corpus Fuzz/corpus/<target> for SECONDS seconds. New inputs go to
# .build/fuzz/<target>-corpus (kept between runs); crashes, leaks and timeouts are written to
# fuzz-out/ (gitignored) and the script exits non-zero. A crash found becomes a fixture under
# Fuzz/crashes and Tests/FormEngineTests/Fixtures, and a test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

targets=(loader strings state settings lines keys)

target=loader
case "${1:-}" in
    loader | strings | state | settings | lines | keys | all)
        target=$1
        shift
        ;;
esac
seconds=${1:-60}
shift || true

build=.build/fuzz
mkdir -p "$build" fuzz-out

# Builds the binary for target $1 when a source is newer than it; prints its path.
build_target() {
    local name=$1 source_file module=FormEngine sources dirs
    case $name in
        loader) source_file=Fuzz/LoaderFuzzer.swift ;;
        strings) source_file=Fuzz/StringsFuzzer.swift ;;
        state) source_file=Fuzz/StateFuzzer.swift ;;
        settings) source_file=Fuzz/SettingsBundleFuzzer.swift ;;
        lines) source_file=Fuzz/LineModeFuzzer.swift ;;
        keys) source_file=Fuzz/KeyDecoderFuzzer.swift ;;
    esac
    case $name in
        lines)
            dirs="Sources/FormEngine Sources/formcli"
            sources=$(find Sources/FormEngine Sources/formcli -name '*.swift' ! -path Sources/formcli/main.swift | sort)
            ;;
        keys)
            module=KeyDecoderFuzz
            dirs="Sources/formcli/Terminal/Key.swift Sources/formcli/Terminal/KeyDecoder.swift"
            sources=$dirs
            ;;
        *)
            dirs=Sources/FormEngine
            sources=$(find Sources/FormEngine -name '*.swift' | sort)
            ;;
    esac
    local binary=$build/$name-fuzzer
    # shellcheck disable=SC2086
    if [[ ! -x $binary ]] || [[ -n $(find $dirs "$source_file" -newer "$binary" -name '*.swift') ]]; then
        echo "fuzz.sh: building $binary" >&2
        rm -f "$binary"
        # Compile a snapshot, so that editing a source during the (long) build cannot break it.
        local snapshot=$build/$name-sources
        rm -rf "$snapshot"
        mkdir -p "$snapshot"
        # shellcheck disable=SC2086
        cp --parents $sources "$source_file" "$snapshot"/
        sources=$(cd "$snapshot" && find . -name '*.swift' ! -path "./$source_file" | sort | sed "s|^\./|$snapshot/|")
        source_file=$snapshot/$source_file
        # `lines` compiles formcli's files into module FormEngine, whose `import FormEngine` is
        # then ignored with a warning.
        # shellcheck disable=SC2086
        swiftc -sanitize=fuzzer,address -parse-as-library -module-name $module -O -g \
            $sources "$source_file" -o "$binary" 2>&1 \
            | grep -v -e 'Cannot export local symbol' -e 'ignoring import' -e '^import FormEngine' -e '^ *\^' >&2 || true
        [[ -x $binary ]] || { echo "fuzz.sh: build of $name failed" >&2; return 1; }
    fi
    echo "$binary"
}

# Runs target $1 for $seconds seconds with the remaining arguments as extra flags.
run_target() {
    local name=$1 binary
    shift
    binary=$(build_target "$name") || return 1
    local corpus=$build/$name-corpus
    mkdir -p "$corpus"
    cp -n Fuzz/corpus/"$name"/* "$corpus"/ 2>/dev/null || true
    echo "fuzz.sh: fuzzing $name for $seconds s" >&2
    # Foundation leaks a little on failed parses; without this, LeakSanitizer fails the run at exit.
    # -rss_limit_mb bounds memory; -timeout flags any input taking over 10 s as a hang;
    # leak detection is off: Foundation's failed plist parses leak a little by design (see README).
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" "$corpus" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix=fuzz-out/"$name"- -print_final_stats=1 -detect_leaks=0 "$@"
}

if [[ $target == all ]]; then
    failed=()
    for name in "${targets[@]}"; do
        run_target "$name" "$@" || failed+=("$name")
    done
    if ((${#failed[@]} > 0)); then
        echo "fuzz.sh: failed: ${failed[*]} (inputs in fuzz-out/)" >&2
        exit 1
    fi
    exit 0
fi
run_target "$target" "$@"
