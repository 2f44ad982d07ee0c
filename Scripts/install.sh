#!/usr/bin/env bash
# Installs formcli: builds it in release with the Swift standard library linked in
# (--static-swift-stdlib, so it needs no Swift runtime on the machine), then installs under PREFIX
# (default /usr/local; DESTDIR is put in front, for packagers):
#   PREFIX/bin/formcli
#   PREFIX/share/man/man1/formcli.1
#   PREFIX/share/bash-completion/completions/formcli
#   PREFIX/share/zsh/site-functions/_formcli
#   PREFIX/share/fish/vendor_completions.d/formcli.fish
# The completion scripts are what the new binary prints for `formcli --completions SHELL`.
#
# usage: Scripts/install.sh [PREFIX]               build and install
#        Scripts/install.sh --uninstall [PREFIX]   remove exactly those files
set -euo pipefail

usage() { echo "usage: Scripts/install.sh [--uninstall] [PREFIX]" >&2; exit 64; }

uninstall=0
prefix=""
for argument in "$@"; do
    case $argument in
        --uninstall) uninstall=1 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "install.sh: unknown option '$argument'" >&2; usage ;;
        *) [[ -z $prefix ]] || usage; prefix=$argument ;;
    esac
done
prefix=${prefix:-/usr/local}
[[ $prefix == /* ]] || prefix="$PWD/$prefix"
root="${DESTDIR:-}$prefix"

files=(
    "bin/formcli"
    "share/man/man1/formcli.1"
    "share/bash-completion/completions/formcli"
    "share/zsh/site-functions/_formcli"
    "share/fish/vendor_completions.d/formcli.fish"
)

if (( uninstall )); then
    for file in "${files[@]}"; do
        if [[ -e $root/$file || -L $root/$file ]]; then
            rm -f -- "$root/$file"
            echo "removed $root/$file"
        fi
    done
    exit 0
fi

cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null || { echo "install.sh: swift not found; install a Swift 6 toolchain" >&2; exit 69; }

# A build directory of its own, so the static build and `swift build -c release` do not relink
# each other's products back and forth.
build=(swift build -c release --static-swift-stdlib --product formcli --scratch-path .build/static)
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/formcli"

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
# Stripped: symbols are a quarter of the file and a person running it has no use for them.
strip=(); command -v strip >/dev/null && strip=(-s)
install "${strip[@]}" -m 755 "$binary" "$root/bin/formcli"
install -m 644 man/formcli.1 "$root/share/man/man1/formcli.1"
for shell in bash zsh fish; do
    case $shell in
        bash) target="$root/share/bash-completion/completions/formcli" ;;
        zsh) target="$root/share/zsh/site-functions/_formcli" ;;
        fish) target="$root/share/fish/vendor_completions.d/formcli.fish" ;;
    esac
    "$binary" --completions "$shell" > "$target.tmp"
    chmod 644 "$target.tmp"
    mv -f "$target.tmp" "$target"
done
for file in "${files[@]}"; do echo "installed $root/$file"; done
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH; add it to use formcli by name" ;;
esac
