#!/usr/bin/env bash
# Regenerates the README's pictures in docs/images from the built formcli:
#   form.png      formcli --html of the bundled form (a few rows filled in), in Chromium, light
#   settings.png  formcli --html of Tests/…/Phone.bundle, in Chromium, dark
#   walk.svg      the full-screen walk, captured from tmux (80×24) and drawn by Scripts/ansi-to-svg.py
# Needs chromium, tmux and python3. usage: Scripts/make-screenshots.sh [FORMCLI]
set -euo pipefail
cd "$(dirname "$0")/.."
formcli=$(realpath "${1:-.build/debug/formcli}")
[[ -x $formcli ]] || { echo "make-screenshots: no formcli at $formcli (swift build first)" >&2; exit 66; }
chromium=$(command -v chromium || command -v chromium-browser || true)
for tool in "$chromium" tmux python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "make-screenshots: ${tool:-chromium} is not installed" >&2; exit 69; }
done
out=docs/images
scratch=$(mktemp -d)
session="formcli-shot-$$"
trap 'rm -rf "$scratch"; tmux kill-session -t "$session" 2>/dev/null || true' EXIT
mkdir -p "$out"

shoot() { # NAME WIDTH HEIGHT [chromium flags...] -- formcli arguments...
    local name=$1 width=$2 height=$3; shift 3
    local flags=()
    while [[ $1 != -- ]]; do flags+=("$1"); shift; done
    shift
    "$formcli" --html "$@" > "$scratch/$name.html"
    timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$scratch/profile" --force-device-scale-factor=2 --window-size="$width,$height" \
        "${flags[@]}" --screenshot="$out/$name.png" "file://$scratch/$name.html" 2>/dev/null
    echo "$out/$name.png: $(wc -c < "$out/$name.png") bytes"
}

shoot form 390 1010 -- --set firstName=Ada --set dateOfBirthPicker=1990-03-12 --tap fullName --tap maritalStatus \
    --tap married --set spouseName=Charles
shoot settings 390 1240 --force-dark-mode -- Tests/TestSupport/Fixtures/SettingsBundles/Phone.bundle \
    --set username_preference=ada --set password_preference=secret --tap transport_preference

# The walk: expand Full name, type a first name, move down, as a person would.
tmux new-session -d -s "$session" -x 80 -y 24 "TERM=xterm-256color $(printf '%q' "$formcli")"
sleep 1
for keys in Enter j "A d a" Enter j j; do
    # shellcheck disable=SC2086
    tmux send-keys -t "$session" $keys
    sleep 0.3
done
tmux capture-pane -t "$session" -p -e | python3 Scripts/ansi-to-svg.py 80 24 > "$out/walk.svg"
echo "$out/walk.svg: $(wc -c < "$out/walk.svg") bytes"
