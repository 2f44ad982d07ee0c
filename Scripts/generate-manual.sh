#!/usr/bin/env bash
# Writes man/formcli.1's generated parts (SYNOPSIS and the Modes, Options and Limits lists, between
# its BEGIN GENERATED and END GENERATED lines) anew from Sources/formcli/OptionTable.swift; the
# prose around them stays as written. ManPageTests fails while the committed page differs.
# usage: Scripts/generate-manual.sh [FORMCLI]   (default: builds formcli and uses that)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
if [[ -z $binary ]]; then
    swift build --product formcli >&2
    binary=$(swift build --show-bin-path)/formcli
fi
"$binary" --generate-manual man/formcli.1 > man/formcli.1.tmp
mv man/formcli.1.tmp man/formcli.1
