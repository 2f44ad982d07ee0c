#!/usr/bin/env bash
# Fuzzes FormEngine with libFuzzer for a fixed time.
#
#   Scripts/fuzz.sh [TARGET] SECONDS [extra libFuzzer flags...]
#   Scripts/fuzz.sh all SECONDS [extra libFuzzer flags...]
#   Scripts/fuzz.sh --build-only
#
# Targets (default loader):
#   loader    descriptor files (Fuzz/LoaderFuzzer.swift)
#   strings   Settings bundles' .strings tables (Fuzz/StringsFuzzer.swift)
#   state     saved state files against the bundled form, and merging saves (Fuzz/StateFuzzer.swift)
#   settings  a Settings bundle: Root.plist, a strings table and a child pane, cut at lines `%%`
#             (Fuzz/SettingsBundleFuzzer.swift)
#   lines     line mode's command language on the bundled form (Fuzz/LineModeFuzzer.swift)
#   keys      the full-screen walk's terminal key decoder (Fuzz/KeyDecoderFuzzer.swift)
#   schema    JSON Schema: a schema, a line `%%` and an instance, read and validated
#             (Fuzz/SchemaFuzzer.swift)
# `all` runs every target in turn for SECONDS each and fails when any fails.
# `--build-only` builds the two binaries (when a source is newer) and runs nothing: do that first
# when several runs start at once, so that they do not build the same binary side by side.
#
# The six FormEngine targets share one binary, .build/fuzz/formengine-fuzzer: the sources of every
# library target (Sources/Form*), formcli's but main.swift, Fuzz/FuzzTarget.swift and every
# Fuzz/*Fuzzer.swift but the key decoder's, compiled as one module (FormEngine; their imports of
# each other dropped) with -sanitize=fuzzer,address; FORMENGINE_FUZZ_TARGET picks the target at
# run time. The key decoder's binary, .build/fuzz/keys-fuzzer, holds its two files alone. A binary is rebuilt
# when a source is newer, from a snapshot of the sources. Each run starts from a copy of the seed
# corpus Fuzz/corpus/<target> for SECONDS seconds; new inputs go to .build/fuzz/<target>-corpus
# (kept between runs); crashes, leaks and timeouts are written to fuzz-out/ (gitignored) and the
# script exits non-zero. An input found becomes a fixture: Fuzz/crashes/<target>-NAME (replayed by
# FuzzFixtureTests) or, for descriptors, Tests/FormCLITests/Fixtures/Hostile.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

targets=(loader strings state settings lines keys schema)

target=loader
build_only=0
case "${1:-}" in
    --build-only)
        build_only=1
        shift
        ;;
    loader | strings | state | settings | lines | keys | schema | all)
        target=$1
        shift
        ;;
esac
seconds=${1:-60}
shift || true

build=.build/fuzz
mkdir -p "$build" fuzz-out

# Builds the binary target $1 runs in, when a source is newer than it; prints its path.
build_target() {
    local name=$1 module=FormEngine sources dirs binary
    if [[ $name == keys ]]; then
        module=KeyDecoderFuzz
        binary=$build/keys-fuzzer
        dirs="Sources/FormWalk/Terminal/Key.swift Sources/FormWalk/Terminal/KeyDecoder.swift Fuzz/KeyDecoderFuzzer.swift"
        sources=$dirs
    else
        binary=$build/formengine-fuzzer
        # Every library target's sources (Sources/Form*), formcli's and the fuzzers'.
        dirs="$(find Sources -mindepth 1 -maxdepth 1 -type d -name 'Form*' | sort | tr '\n' ' ')Sources/formcli Fuzz"
        # shellcheck disable=SC2086
        sources=$(find $dirs -name '*.swift' \
            ! -path Sources/formcli/main.swift ! -path Fuzz/KeyDecoderFuzzer.swift | sort)
    fi
    # shellcheck disable=SC2086
    if [[ ! -x $binary ]] || [[ -n $(find $dirs -newer "$binary" -name '*.swift') ]]; then
        echo "fuzz.sh: building $binary" >&2
        rm -f "$binary"
        # Compile a snapshot, so that editing a source during the (long) build cannot break it.
        local snapshot=$PWD/$binary-sources scratch=$PWD/$binary-scratch
        rm -rf "$snapshot" "$scratch"
        mkdir -p "$snapshot" "$scratch"
        # shellcheck disable=SC2086
        cp --parents $sources "$snapshot"/
        # One module holds every library's sources, so imports of the others go (the snapshot's).
        find "$snapshot" -name '*.swift' -exec sed -i -E '/^(@testable )?import Form[A-Za-z]*$/d' {} +
        # One whole-module compile (its code generation on two threads), not one compiler per file,
        # each of which would parse every file again. It runs in a scratch directory, where a
        # whole-module build with -g leaves its module files.
        # shellcheck disable=SC2086
        (cd "$scratch" && swiftc -sanitize=fuzzer,address -parse-as-library -module-name $module \
            -package-name FormEngine -O -g -wmo -num-threads 2 \
            $(cd "$snapshot" && find . -name '*.swift' | sort | sed "s|^\./|$snapshot/|") -o "$OLDPWD/$binary") 2>&1 \
            | grep -v -e 'Cannot export local symbol' -e 'ignoring import' -e '^ *[0-9]* |' -e '^ *[|^`]' -e '^$' >&2 || true
        [[ -x $binary ]] || { echo "fuzz.sh: build of $binary failed" >&2; return 1; }
    fi
    echo "$binary"
}

# Real Settings bundles from ../shared/corpus (third-party files, some without a licence, so they
# are read in place and never committed): each becomes a seed of its Root.plist and English table.
shared_settings_seeds() {
    local into=$1 bundle root strings candidate
    for bundle in ../shared/corpus/settings-bundles/*/*.bundle; do
        [[ -d $bundle ]] || continue
        root="" strings=""
        for candidate in "$bundle"/Root.plist "$bundle"/Root~*.plist; do
            if [[ -z $root && -f $candidate ]]; then root=$candidate; fi
        done
        [[ -n $root ]] || continue
        for candidate in "$bundle"/en*.lproj/Root.strings; do
            if [[ -z $strings && -f $candidate ]]; then strings=$candidate; fi
        done
        { cat "$root"; if [[ -n $strings ]]; then printf '\n%%%%\n'; cat "$strings"; fi; } \
            > "$into/shared-$(basename "$(dirname "$bundle")").txt"
    done
}

# Runs target $1 for $seconds seconds with the remaining arguments as extra flags.
run_target() {
    local name=$1 binary
    shift
    binary=$(build_target "$name") || return 1
    local corpus=$build/$name-corpus
    mkdir -p "$corpus"
    cp -n Fuzz/corpus/"$name"/* "$corpus"/ 2>/dev/null || true
    if [[ $name == settings ]]; then shared_settings_seeds "$corpus"; fi
    echo "fuzz.sh: fuzzing $name for $seconds s" >&2
    # Foundation leaks a little on failed parses; without this, LeakSanitizer fails the run at exit.
    # -rss_limit_mb bounds memory; -timeout flags any input taking over 10 s as a hang;
    # leak detection is off: Foundation's failed plist parses leak a little by design (see README).
    FORMENGINE_FUZZ_TARGET=$name ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" "$corpus" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix=fuzz-out/"$name"- -print_final_stats=1 -detect_leaks=0 "$@"
}

if ((build_only)); then
    build_target loader > /dev/null
    build_target keys > /dev/null
    exit 0
fi
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
