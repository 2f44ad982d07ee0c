#!/usr/bin/env bash
# Semantic versioning guard: compares the public API of the FormEngine library with the last
# release tag and fails on any breaking change (a removed or changed public declaration).
# Before the first tag there is nothing to compare with, and the check is skipped.
#
# usage: Scripts/check-api.sh [BASELINE]     (default: the last tag, `git describe --tags --abbrev=0`)
# Known, intended breaks (for a major release) go one message per line in .api-breakage-allowlist.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=${1:-$(git describe --tags --abbrev=0 2>/dev/null || true)}
if [ -z "$baseline" ]; then
    echo "check-api: no tag yet; API check skipped"
    exit 0
fi
allow=()
[ -f .api-breakage-allowlist ] && allow=(--breakage-allowlist-path .api-breakage-allowlist)
echo "check-api: comparing the FormEngine product with $baseline"
start=$(date +%s)
# A scratch path of its own keeps the main build's flags (and its incremental state) untouched.
swift package --scratch-path .build/api-check diagnose-api-breaking-changes "$baseline" \
    --products FormEngine "${allow[@]}"
echo "check-api: no breaking change since $baseline ($(($(date +%s) - start))s)"
