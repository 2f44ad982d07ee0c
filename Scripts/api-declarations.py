#!/usr/bin/env python3
"""Reduces a module's symbol graphs in DIR (FormEngine unless MODULE is given) to the public
API as sorted declarations, one a line: `Container.member: declaration`, with `@available` when
a symbol states one. Symbols the compiler synthesizes (default implementations of protocols,
inherited members) are left out, so the listing changes only when the module's own
declarations do. A property or subscript whose setter is less visible than its getter says so,
`{ get private(set) }` or `{ get package(set) }`: the symbol graph's declaration shows such a setter
as `{ get }` when the property is stored and as `{ get set }` when a macro or an accessor makes it
computed (`@Observable`'s), so the access is read from the declaration's line in the source.

usage: Scripts/api-declarations.py SYMBOL_GRAPH_DIR [MODULE] > api/MODULE.api.txt
"""
import json
import pathlib
import re
import sys
import urllib.parse
import urllib.request

SETTER_ACCESS = re.compile(r"\b(private|fileprivate|internal|package)\(set\)")
ACCESSORS = re.compile(r"\s*\{ get( set)? \}$")


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


def setter_access(symbol, sources):
    """The restricted setter access (`private(set)`…) on the declaration's line in the source, or None."""
    if symbol["kind"]["identifier"] not in ("swift.property", "swift.type.property", "swift.subscript"):
        return None
    location = symbol.get("location")
    if not location:
        return None
    path = urllib.request.url2pathname(urllib.parse.urlparse(location["uri"]).path)
    if path not in sources:
        try:
            sources[path] = pathlib.Path(path).read_text().splitlines()
        except OSError:
            sources[path] = []
    lines = sources[path]
    line = location["position"]["line"]
    match = SETTER_ACCESS.search(lines[line]) if line < len(lines) else None
    return match.group(0) if match else None


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
    sources = {}
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
            setter = setter_access(symbol, sources)
            if setter:
                declaration = ACCESSORS.sub("", declaration) + f" {{ get {setter} }}"
            lines.add(f"{name}: {availability(symbol)}{declaration}")
    sys.stdout.write("".join(line + "\n" for line in sorted(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
