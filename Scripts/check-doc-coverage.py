#!/usr/bin/env python3
"""Fails when a public symbol in the given symbol graph files has no documentation comment.

usage: check-doc-coverage.py SYMBOL_GRAPH_DIR [MODULE]

Reads every MODULE*.symbols.json in the directory (the module's own graph and the graphs of its
extensions to other modules), and lists each public or open symbol without a `///` comment of
its own, with its file and line. Symbols the compiler synthesised (protocol default
implementations, memberwise conformances) are skipped: they are documented where they are
declared. Exits 1 when any symbol is undocumented, 0 otherwise.
"""
import json
import pathlib
import sys


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    directory = pathlib.Path(sys.argv[1])
    module = sys.argv[2] if len(sys.argv) > 2 else "FormEngine"
    files = sorted(directory.glob(f"{module}.symbols.json")) + sorted(directory.glob(f"{module}@*.symbols.json"))
    if not files:
        print(f"check-doc-coverage: no {module} symbol graphs in {directory}", file=sys.stderr)
        return 1
    total = 0
    missing = []
    for path in files:
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            location = symbol.get("location")
            if location is None:
                continue  # declared elsewhere (an inherited or synthesised member)
            total += 1
            lines = (symbol.get("docComment") or {}).get("lines") or []
            if not any(line.get("text", "").strip() for line in lines):
                where = location["uri"].split("/Sources/", 1)[-1]
                line = location["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"Sources/{where}:{line}: {name} ({symbol['kind']['displayName']}) has no /// comment")
    for entry in sorted(set(missing)):
        print(entry)
    documented = total - len(set(missing))
    print(f"check-doc-coverage: {documented} of {total} public symbols documented")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
