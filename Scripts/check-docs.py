#!/usr/bin/env python3
"""Compiles every Swift example in the docs against the libraries' public API.

Usage: Scripts/check-docs.py [--bin-path DIR] [--list] [FILE ...]

The examples are the ```swift blocks of README.md, docs/*.md, the DocC catalogues'
articles (Sources/*/*.docc) and the doc comments (///) of Sources/*/*.swift. Each block is
type-checked as an app would compile it: against the built modules (swift build's
Modules folder, --bin-path, default `swift build --show-bin-path`), without the package's
name, so `package` and internal declarations are out of reach.

How a block is compiled (CONTRIBUTING.md, "Examples in the docs"):
- Every block sees `import Foundation` and every library product (FormEngine, FormWalk,
  FormEngineSettings, FormStateFiles, FormExamples, FormSchemaForms), plus Scripts/doc-check/Platform.swift, a
  few UIKit and SwiftUI stand-ins (Linux has neither), so a view controller or a SwiftUI view
  is checked for its use of FormEngine.
- A block runs in a function of its own (`@MainActor`, `async throws`), so statements and
  local declarations need no scaffolding; a block that declares an extension, a protocol or an
  import is compiled at file scope instead.
- The names an example takes as given (`controller`, `form`, `url`, …) are declared in
  Scripts/doc-check/Givens.swift; a block's own declarations shadow them.
- A block that is a fragment of Package.swift (it calls `.package(`) is checked against
  PackageDescription inside `Package(name:…)`.
The blocks of one document are one module, checked by one compiler run; documents run two
at a time. Exits 1 when a block does not compile, naming the document and line of each error.
"""
import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# FormDocuments is no product: it has no public API, but its package-only declarations' examples
# compile with the package's name.
MODULES = ["Foundation", "FormEngine", "FormWalk", "FormEngineSettings", "FormStateFiles", "FormExamples",
           "FormSchemaForms", "FormDocuments"]
IMPORT = re.compile(r"^import \w+\n", re.M)
# A line at the left margin that only a declaration (or its end) starts.
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s*)*((public|private|fileprivate|internal|final|open)\s+)*"
    r"(struct|class|enum|protocol|extension|func|actor|typealias)\b|^@\w+(\([^)]*\))?\s*$|^[})\]]|^//")
MANIFEST = re.compile(r"\.package\(")


def markdown_blocks(text):
    """(line of the block's first line, code, True) for each ```swift fence of a Markdown file."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        opening = re.match(r"^(\s*)```swift\s*$", lines[index])
        index += 1
        if not opening:
            continue
        indent, start, body = len(opening.group(1)), index + 1, []
        while index < len(lines) and not re.match(r"^\s*```\s*$", lines[index]):
            body.append(lines[index][indent:])
            index += 1
        yield start, "\n".join(body), True


def comment_blocks(text):
    """(line, code, public) for each ```swift fence inside the /// doc comments of a Swift file;
    public: whether the declaration the comment documents is public (or open)."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        opening = re.match(r"^\s*/// ?(\s*)```swift\s*$", lines[index])
        index += 1
        if not opening:
            continue
        indent, start, body = len(opening.group(1)), index + 1, []
        while index < len(lines) and not re.match(r"^\s*///\s*```\s*$", lines[index]):
            body.append(re.sub(r"^\s*/// ?", "", lines[index])[indent:])
            index += 1
        declaration = next((line for line in lines[index + 1:]
                            if not re.match(r"^\s*(///|@|$)", line)), "")
        yield start, "\n".join(body), bool(re.search(r"\b(public|open)\b", declaration))


def documents():
    paths = ["README.md"] + sorted(glob.glob("docs/*.md"))
    paths += sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
    paths += sorted(glob.glob("Sources/**/*.swift", recursive=True))
    return paths


def blocks_of(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        text = file.read()
    return list((comment_blocks if path.endswith(".swift") else markdown_blocks)(text))


def swiftc(arguments, cwd):
    return subprocess.run(["swiftc", *arguments], cwd=cwd, capture_output=True, text=True)


def errors_in(output, sources):
    """The compiler's error lines, with each generated file's line mapped back to its document."""
    found = []
    for line in output.splitlines():
        match = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", line)
        if not match:
            continue
        name, number = os.path.basename(match.group(1)), int(match.group(2))
        if name in sources:
            path, first, offset = sources[name]
            found.append(f"{path.split(' ')[0]}:{first + number - offset - 1}: {match.group(4)}")
        else:
            found.append(f"{name}:{number}: {match.group(4)}")
    return found or [output.strip() or "the compiler failed without an error line"]


def is_declarations(code):
    """Whether every line at the left margin starts a declaration (or ends one, or comments)."""
    margin = [line for line in code.split("\n") if line and not line[0].isspace()]
    return all(DECLARATION.match(line) for line in margin)


def check_document(path, blocks, options, work):
    """Type-checks one document's Swift blocks as one module; returns its errors.

    A block of declarations is compiled at file scope, so the document's other blocks see them
    (a recipe's function, a view's type); any other block is the body of a function of its own.
    The imports a block spells are the ones every block has."""
    folder = os.path.join(work, re.sub(r"[^A-Za-z0-9]", "_", path))
    os.makedirs(folder)
    imports = "".join(f"import {module}\n" for module in MODULES + ["DocPlatform"])
    sources, files, problems = {}, [], []
    for number, (line, code) in enumerate(blocks):
        if MANIFEST.search(code):
            problems += check_manifest(path, line, code, folder)
            continue
        name = f"block{number}.swift"
        code = IMPORT.sub("\n", code)  # keeps the line numbers
        if is_declarations(code):
            head = imports
            text = head + code + "\n"
        else:
            head = imports + f"@MainActor func block{number}() async throws {{\n"
            text = head + code + "\n}\n"
        sources[name] = (path, line, head.count("\n"))
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write(text)
        files.append(name)
    if files:
        givens = os.path.join(ROOT, "Scripts/doc-check/Givens.swift")
        result = swiftc([*options, "-parse-as-library", givens, *files], folder)
        if result.returncode != 0:
            problems += errors_in(result.stderr, sources)
    return problems


def check_manifest(path, line, code, folder):
    """A Package.swift fragment, checked inside `Package(name:…)` against PackageDescription."""
    manifest_api = os.path.join(os.path.dirname(os.path.dirname(shutil_which("swiftc"))),
                                "lib", "swift", "pm", "ManifestAPI")
    head = "import PackageDescription\nlet package = Package(\n    name: \"App\",\n"
    name = f"manifest{line}.swift"
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write(head + code + "\n)\n")
    result = swiftc(["-typecheck", "-swift-version", "6", "-I", manifest_api,
                     "-package-description-version", "6.0", name], folder)
    if result.returncode == 0:
        return []
    return errors_in(result.stderr, {name: (path, line, head.count("\n"))})


def package_name(bin_path):
    """The -package-name swift build gave the modules (SwiftPM derives it from the checkout's folder)."""
    with open(os.path.join(bin_path, "description.json"), encoding="utf-8") as file:
        match = re.search(r'"-package-name",\s*"([^"]+)"', file.read())
    return match.group(1) if match else "formengine"


def shutil_which(command):
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(folder, command)
        if os.access(candidate, os.X_OK):
            return os.path.realpath(candidate)
    sys.exit(f"check-docs: {command} is not on PATH")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin-path", help="swift build's bin path (default: swift build --show-bin-path)")
    parser.add_argument("--list", action="store_true", help="list the blocks and check nothing")
    parser.add_argument("files", nargs="*", help="documents to check (default: all)")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    found = {path: blocks_of(path) for path in (arguments.files or documents())}
    found = {path: blocks for path, blocks in found.items() if blocks}
    if arguments.list:
        for path, blocks in found.items():
            for line, _, is_public in blocks:
                print(f"{path}:{line}" + ("" if is_public else " (package)"))
        return 0
    bin_path = arguments.bin_path or subprocess.run(
        ["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip()
    modules = os.path.join(os.path.abspath(bin_path), "Modules")
    # An app's code is on the main actor unless it says otherwise (Xcode's default for new apps).
    options = ["-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-I", modules]
    # Examples in the comments of package-only declarations are for the package's own code, which
    # sees `package` declarations: they compile with the package's name.
    package_options = options + ["-package-name", package_name(bin_path)]
    with tempfile.TemporaryDirectory() as work:
        platform = os.path.join(work, "platform")
        os.makedirs(platform)
        result = swiftc(["-emit-module", "-module-name", "DocPlatform", "-swift-version", "6",
                         "-parse-as-library", "-emit-module-path", os.path.join(platform, "DocPlatform.swiftmodule"),
                         os.path.join(ROOT, "Scripts/doc-check/Platform.swift")], work)
        if result.returncode != 0:
            sys.exit("check-docs: Scripts/doc-check/Platform.swift does not compile:\n" + result.stderr)
        options += ["-I", platform]
        package_options += ["-I", platform]
        jobs = []
        for path, blocks in found.items():
            public = [(line, code) for line, code, is_public in blocks if is_public]
            internal = [(line, code) for line, code, is_public in blocks if not is_public]
            if public:
                jobs.append((path, public, options))
            if internal:
                jobs.append((path + " (package)", internal, package_options))
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            checks = [pool.submit(check_document, path, blocks, flags, work) for path, blocks, flags in jobs]
            problems = [problem for check in checks for problem in check.result()]
    count = sum(len(blocks) for blocks in found.values())
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-docs: {len(problems)} errors in the {count} Swift blocks of {len(found)} documents")
        return 1
    print(f"check-docs: {count} Swift blocks in {len(found)} documents compile against the public API")
    return 0


if __name__ == "__main__":
    sys.exit(main())
