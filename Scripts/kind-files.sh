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
# string and by `.integer` without a payload after `=`, `:` or a ternary's `?`
# (`style == .integer`), not after an optional chain's `?` (`scalar?.integer`, a member).
# Only a file that handles kinds at all can name one: it names `RowKind`, `.kind`, `kind:` with a
# kind, or a cell's `"kind": "…"` entry. In any other file these spellings are other things'
# names: a Settings bundle's controls (`case slider`, `"switch"` in its messages), a walk key
# map's roles, a property list's tags (`"integer"`). (``RowPresentation``'s cases are named
# apart from the kinds — `.sliderControl`, `.multilineField` — so a view never spells a kind.)
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
    'text|"text"|\.plainText\b'
    'email|"email"'
    'url|"url"'
    'phone|"phone"'
    'password|"password"'
    'textArea|"textArea"'
    'integer|"integer"|(^|[^]A-Za-z0-9_)!?])[=:?] *\.integer([^(A-Za-z0-9_]|$)'
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
# Each kind's leading-dot case reference, where it has one: its own name, or the case that
# stands for it (`.plain` for text, `.toggle` or ToggleStyle's `.switch` for switch).
declare -A dotted=(
    [text]=plain [email]=email [url]=url [phone]=phone [password]=password [textArea]=textArea
    [decimal]=decimal [stepper]=stepper [duration]=duration [slider]=slider [time]=time
    [dateTime]=dateTime [switch]='(toggle|switch)' [check]=check [option]=option [segmented]=segmented
    [info]=info [link]=link [button]=button [file]=file
)

sources=$(find Sources -name '*.swift' | sort)
stripped=$(mktemp -d)
trap 'rm -rf "$stripped"' EXIT
for file in $sources; do
    mkdir -p "$stripped/$(dirname "$file")"
    grep -vE '^[[:space:]]*//' "$file" >"$stripped/$file" || true
done

# `kind:` counts when a RowKind case follows it (`kind: .slider(settings)`), not for another
# type's `kind` (`WalkEnd(kind: .quit)`).
cases='normal|text|plainText|number|date|time|dateTime|toggle|option|slider|segmented|info|link|button|file|custom'
kindFiles=$(cd "$stripped" && grep -lE "RowKind|\.kind\b|\bkind: *\.($cases)\b|\"kind\": *\"" $sources || true)
worst=0
printf '%-10s %5s\n' kind files
for entry in "${kinds[@]}"; do
    name=${entry%%|*}
    pattern=${entry#*|}
    if [ -n "${dotted[$name]:-}" ]; then
        pattern="$pattern|(^|[^]A-Za-z0-9_)?!])\.\`?${dotted[$name]}\`?\b"
    fi
    files=$(cd "$stripped" && grep -lE "$pattern" $kindFiles || true)
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
