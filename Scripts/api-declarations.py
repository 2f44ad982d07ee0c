#!/usr/bin/env python3
"""Reduces a module's symbol graphs in DIR (FormEngine unless MODULE is given) to the public
API as sorted declarations, one a line: `Container.member: declaration`, with `@available` when
a symbol states one. Symbols the compiler synthesizes (default implementations of protocols,
inherited members) are left out, so the listing changes only when the module's own
declarations do.

usage: Scripts/api-declarations.py SYMBOL_GRAPH_DIR [MODULE] > api/MODULE.api.txt
"""
import json
import pathlib
import sys


def availability(symbol):
    parts = []
    for item in symbol.get("availability", []):
        domain = item.get("domain", "*")
        introduced = item.get("introduced")
        if introduced:
            version = ".".join(str(introduced.get(k, 0)) for k in ("major", "minor", "patch"))
            while version.endswith(".0") and version.count(".") > 0:
                version = version[: -len(".0")]
            parts.append(f"{domain} {version}")
        elif item.get("isUnconditionallyUnavailable"):
            parts.append(f"{domain} unavailable")
        elif item.get("isUnconditionallyDeprecated"):
            parts.append(f"{domain} deprecated")
    return f"@available({', '.join(sorted(parts))}) " if parts else ""


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    directory = pathlib.Path(sys.argv[1])
    module = sys.argv[2] if len(sys.argv) == 3 else "FormEngine"
    files = sorted(directory.glob(f"{module}.symbols.json")) + sorted(directory.glob(f"{module}@*.symbols.json"))
    if not files:
        print(f"api-declarations: no {module} symbol graph in {directory}", file=sys.stderr)
        return 1
    lines = set()
    for path in files:
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            name = ".".join(symbol["pathComponents"])
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            lines.add(f"{name}: {availability(symbol)}{declaration}")
    sys.stdout.write("".join(line + "\n" for line in sorted(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
