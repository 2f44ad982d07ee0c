import Foundation
import TestSupport
import Testing

/// Every real descriptor file in the shared corpus (`../shared/corpus/descriptors`, next to the
/// checkout, as CI has it; `FORMENGINE_CORPUS` names another corpus folder) loads: `--check`
/// exits 0 (warnings allowed), and a piped line-mode walk taps its first row and ends cleanly.
///
/// The corpus is not part of the repository: on a fresh clone with nothing beside it the suite is
/// skipped, saying so. When `FORMENGINE_CORPUS` is set (as `.ci/run` sets it) the corpus must be
/// there, and ``corpusIsThere()`` fails if it is not.
@Suite(
    "Corpus descriptors",
    .enabled(
        if: Corpus.required || !Corpus.files.isEmpty,
        """
        no corpus of real descriptor files at ../shared/corpus next to the checkout; \
        set FORMENGINE_CORPUS=/path/to/corpus (the folder holding descriptors/) to check that each \
        one loads, passes --check and can be walked
        """))
struct CorpusDescriptorTests {
    static let directory = Corpus.directory
    static let files = Corpus.files

    @Test("the corpus is there, with its descriptor files")
    func corpusIsThere() {
        #expect(
            Self.files.count >= 8,
            "no corpus at \(Self.directory.path) (FORMENGINE_CORPUS names the folder holding descriptors/)")
    }

    @Test("--check exits 0 on every file; only warnings on stderr", arguments: files)
    func checks(_ name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let result = try CLI.run(["--check", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(path): ok\n")
        for line in result.stderr.split(separator: "\n") {
            #expect(line.hasPrefix("formcli: warning: \(path): "), "\(line)")
        }
    }

    @Test("a piped walk taps the first row and ends cleanly", arguments: files)
    func walks(_ name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let state = try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
        let result = try CLI.run([path, "--plain", "--state", state], stdin: "show\n1\nshow\ndone\n")
        #expect(result.status == 0, "\(result.stderr)")
        // stdout is the answers' alone: from a pipe, the reports go to stderr, after the
        // warnings the form's loading gives.
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let warnings = lines.filter { $0.hasPrefix("formcli: warning: ") }
        let reports = lines.drop { $0.hasPrefix("formcli: warning: ") }
        #expect(
            reports.first == "Section 1" && reports.dropFirst().first?.hasPrefix("   1 ") == true,
            "\(result.stderr)")
        // Tapping row 1 reports what it did on its own line: expanded, a value set, or no change
        // for a plain row (for a text row, with how to set it).
        #expect(
            reports.contains { $0.hasPrefix("expanded ") || $0.contains(" = ") || $0.hasPrefix("no change") },
            "\(result.stderr)")
        // Warnings are told once, not once per command.
        #expect(Set(warnings).count == warnings.count)
        for line in warnings { #expect(line.hasPrefix("formcli: warning: \(path): "), "\(line)") }
    }

    @Test("the flat array of cells loads as one untitled section")
    func flatArray() throws {
        let name = "hitbear518__SwiftAccountBook__SwiftAccountBook__SettingsCellDescriptors.plist"
        let path = Self.directory.appendingPathComponent(name).path
        let result = try CLI.run(["--dump", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Section 1\n"))
        #expect(!result.stdout.contains("Section 2"))
    }

    @Test("the app's own identifiers load as plain rows, with one warning each; --strict fails on them")
    func appIdentifiers() throws {
        let name = "RuiqingQiu__UCSD-CSSA-WHAT-TO-EAT__UCSD-CSSA-What-To-Eat__CellDescriptor.plist"
        let path = Self.directory.appendingPathComponent(name).path
        let result = try CLI.run(["--check", path])
        #expect(result.status == 0)
        let identifiers = result.stderr.split(separator: "\n").filter { $0.contains("unknown identifier") }
        #expect(identifiers.count == 2, "\(result.stderr)")
        #expect(
            identifiers.contains {
                $0.contains("section 1, row 2: unknown identifier 'idItemCell'")
                    && $0.contains("loaded as a plain row")
            })
        let strict = try CLI.run(["--check", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stdout == "")
        #expect(
            strict.stderr.hasSuffix(
                "formcli: \(path): \(strict.stderr.split(separator: "\n").count - 1) warnings (--strict)\n"))
    }
}

/// Where the corpus is, and what it holds.
enum Corpus {
    /// Whether the environment names a corpus (`FORMENGINE_CORPUS`), which must then be there.
    static let required = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] != nil

    /// The corpus's `descriptors` folder.
    static let directory: URL = {
        if let corpus = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] {
            return URL(fileURLWithPath: corpus).appendingPathComponent("descriptors")
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/descriptors")
    }()

    /// The corpus's descriptor files, by name; empty when the corpus is missing.
    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.hasSuffix(".plist") || $0.hasSuffix(".json")
        }.sorted()
}
