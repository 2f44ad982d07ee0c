#!/usr/bin/env bash
# Counts, for each row kind of the descriptor vocabulary, the Swift source files under Sources/
# that name it, and prints the table. A kind's behaviour should live in one unit
# (Sources/FormEngine/Kinds/…), so a kind named in many files is spread over the code base.
#
# A file "names" a kind when, outside whole-line comments (`//`, `///`), it holds one of the
# kind's spellings:
#   - the kind's name as a string literal ("segmented"), as the loader reads it;
#   - a leading-dot reference to the enum case that stands for the kind (`.segmented`,
#     `case .textArea`, `` .`switch` ``), not a member access (`value.toggle()`);
#   - the settings type only that kind has (`SliderSettings`, `DateTimeSettings`, …).
# Kinds whose RowKind case shares its name with a Value case (`text`, `date`) are matched by
# what is theirs alone (the TextFormat case `.plain`, `DateSettings`) and the string literal;
# `integer`, whose name is also a property-list value's (`PlistValue.integer(_:)`), by its
# string and by `.integer` without a payload after `=`, `:` or `?` (`style == .integer`).
# Leading-dot references count only in a file that handles kinds at all (it names `RowKind`,
# `.kind` or `kind:`): views switch on a row's presentation (``RowPresentation``), whose cases
# share names with kinds (`.slider`, `.textArea`), and a view that names no kind is not one.
#
# usage: Scripts/kind-files.sh [--max N] [--list]
#   --max N  exit 1 when any kind is named in more than N files
#   --list   also print the files for each kind
set -euo pipefail
cd "$(dirname "$0")/.."

max=""
list=0
while [ $# -gt 0 ]; do
    case "$1" in
    --max) max=${2:?--max needs a number}; shift 2 ;;
    --list) list=1; shift ;;
    *) echo "usage: Scripts/kind-files.sh [--max N] [--list]" >&2; exit 2 ;;
    esac
done

# kind|extended regular expression (leading-dot case references are added below)
kinds=(
    'text|"text"|\.plainText\b|(^|[^]A-Za-z0-9_)?!])\.plain\b'
    'email|"email"'
    'url|"url"'
    'phone|"phone"'
    'password|"password"'
    'textArea|"textArea"'
    'integer|"integer"|[=:?] *\.integer([^(A-Za-z0-9_]|$)'
    'decimal|"decimal"'
    'stepper|"stepper"'
    'duration|"duration"'
    'slider|"slider"|SliderSettings'
    'date|"date"|\bDateSettings\b'
    'time|"time"|TimeSettings\b'
    'dateTime|"dateTime"|DateTimeSettings'
    'switch|"switch"|ToggleSettings'
    'check|"check"'
    'option|"option"'
    'segmented|"segmented"'
    'info|"info"'
    'link|"link"'
    'button|"button"'
    'file|"file"|FileSettings'
)
# Kinds whose own case name is also their leading-dot reference.
dotted=" email url phone password textArea decimal stepper duration slider time dateTime switch check option segmented info link button file "
# The leading-dot reference of a kind whose RowKind case has another name (`switch` is `.toggle`).
caseName() {
    case "$1" in
    switch) echo toggle ;;
    *) echo "$1" ;;
    esac
}

sources=$(find Sources -name '*.swift' | sort)
stripped=$(mktemp -d)
trap 'rm -rf "$stripped"' EXIT
for file in $sources; do
    mkdir -p "$stripped/$(dirname "$file")"
    grep -vE '^[[:space:]]*//' "$file" >"$stripped/$file" || true
done

kindFiles=$(cd "$stripped" && grep -lE 'RowKind|\.kind\b|\bkind:' $sources || true)
worst=0
printf '%-10s %5s\n' kind files
for entry in "${kinds[@]}"; do
    name=${entry%%|*}
    pattern=${entry#*|}
    files=$(cd "$stripped" && grep -lE "$pattern" $sources || true)
    if [[ $dotted == *" $name "* ]]; then
        dot="(^|[^]A-Za-z0-9_)?!])\.\`?($name|$(caseName "$name"))\`?\b"
        more=$(cd "$stripped" && grep -lE "$dot" $kindFiles || true)
        files=$(printf '%s\n%s\n' "$files" "$more" | grep . | sort -u || true)
    fi
    count=$(printf '%s' "$files" | grep -c . || true)
    printf '%-10s %5d\n' "$name" "$count"
    if [ "$list" = 1 ] && [ -n "$files" ]; then
        printf '%s\n' "$files" | sed 's/^/    /'
    fi
    [ "$count" -gt "$worst" ] && worst=$count
done
if [ -n "$max" ] && [ "$worst" -gt "$max" ]; then
    echo "a kind is named in $worst source files; at most $max allowed" >&2
    exit 1
fi
