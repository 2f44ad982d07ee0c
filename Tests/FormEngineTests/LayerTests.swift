import Foundation
import Testing

/// Issue #26: the layers' arrows point one way. ``allowed`` is the design (docs/DESIGN.md draws
/// it): each target of Sources/ and the project's modules it may import. Since issue #37 the
/// compiler holds imports to `Package.swift` (`.ci/run` builds with
/// `--explicit-target-dependency-import-check error`), but only to a target's dependencies and
/// theirs: `import FormPlist` in FormWalk builds, as FormEngine brings FormPlist in. So this holds
/// what it cannot know: `Package.swift`'s dependencies and each file's direct imports against
/// the design. `package` access cannot reach upwards without an import.
@Suite("Layers")
struct LayerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each target of Sources/ → the project's modules it may import.
    static let allowed: [String: Set<String>] = [
        "FormPlist": [],
        "FormDocuments": [],
        "FormEngine": ["FormPlist"],
        "FormStateFiles": ["FormEngine"],
        "FormEngineSettings": ["FormEngine", "FormStateFiles"],
        "FormExamples": ["FormEngine"],
        "FormRendering": ["FormEngine"],
        "FormSchema": ["FormDocuments"],
        "FormSchemaForms": ["FormEngine", "FormDocuments", "FormSchema"],
        "FormWalk": ["FormEngine", "FormRendering"],
        "formcli": [
            "FormEngine", "FormStateFiles", "FormEngineSettings", "FormExamples", "FormRendering", "FormWalk",
            "FormDocuments", "FormSchema", "FormSchemaForms",
        ],
        "formbench": ["FormEngine", "FormRendering", "FormDocuments", "FormSchema", "TestSupport"],
    ]

    static var modules: Set<String> { Set(allowed.keys).union(["TestSupport"]) }

    /// The project modules one Swift file imports (`import X`, `@testable import X`,
    /// `internal import X`, `@_exported import X`).
    static func imports(in text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
            let before = words[..<index]
            guard before.allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
            else { continue }
            let module = words[index + 1]
            if modules.contains(module) { found.insert(module) }
        }
        return found
    }

    @Test("every target of Sources/ is in the design")
    func everyTargetIsKnown() throws {
        let targets = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        )
        .filter { !$0.hasPrefix(".") }
        #expect(
            Set(targets) == Set(Self.allowed.keys),
            "add a new target to LayerTests.allowed and docs/DESIGN.md")
    }

    @Test("no source file imports a module above its own")
    func importsPointDown() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var checked = 0
        for (target, allowed) in Self.allowed {
            let directory = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let above = Self.imports(in: text).subtracting(allowed).subtracting([target])
                #expect(above.isEmpty, "Sources/\(target)/\(file) imports \(above.sorted()), above \(target)")
                checked += 1
            }
        }
        #expect(checked > 100, "read \(checked) source files")
    }

    @Test("Package.swift's dependencies are the design's")
    func packageDependenciesPointDown() throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var seen: Set<String> = []
        // Each `.target(` or `.executableTarget(` call: its name and its dependencies' names.
        for call in manifest.components(separatedBy: "Target(").dropFirst()
            + manifest.components(separatedBy: ".target(").dropFirst()
        {
            guard let nameRange = call.range(of: #"name: "([A-Za-z]+)""#, options: .regularExpression) else {
                continue
            }
            let name = call[nameRange].split(separator: "\"")[1]
            guard let allowed = Self.allowed[String(name)] else { continue }
            seen.insert(String(name))
            let upToEnd = call.prefix { $0 != ")" }
            guard let list = upToEnd.range(of: #"dependencies: \[[^\]]*\]"#, options: .regularExpression)
            else { continue }
            let dependencies = upToEnd[list].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
            let above = Set(dependencies).subtracting(allowed)
            #expect(above.isEmpty, "Package.swift: \(name) depends on \(above.sorted()), above it")
        }
        #expect(seen == Set(Self.allowed.keys), "found the targets \(seen.sorted()) in Package.swift")
    }

    @Test("the import check sees every spelling of an import")
    func importSpellings() {
        let text = """
            import Foundation
            @testable import FormWalk
            internal import FormRendering
            // import FormExamples is only a comment
            let note = "import FormStateFiles"
            """
        #expect(Self.imports(in: text) == ["FormWalk", "FormRendering"])
    }
}
