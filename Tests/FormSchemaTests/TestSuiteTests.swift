import FormDocuments
import FormSchema
import Foundation
import TestSupport
import Testing

/// Where the shared corpora are: `../shared/corpus` next to the checkout, or the folder
/// `FORMENGINE_CORPUS` names (as `.ci/run` sets it), where they must then be: the suites below
/// run and fail when a corpus is missing, instead of being skipped.
enum SharedCorpus {
    static let required = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] != nil
    static let root: URL = {
        if let corpus = ProcessInfo.processInfo.environment["FORMENGINE_CORPUS"] {
            return URL(fileURLWithPath: corpus)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()
    static let testSuite = root.appendingPathComponent("json-schema-test-suite")
    static let schemaStore = root.appendingPathComponent("json-schema")
    static var hasTestSuite: Bool {
        FileManager.default.fileExists(atPath: testSuite.appendingPathComponent("tests/draft7").path)
    }
    static var hasSchemaStore: Bool {
        FileManager.default.fileExists(atPath: schemaStore.appendingPathComponent("README.md").path)
    }
}

/// The official JSON Schema Test Suite (`../shared/corpus/json-schema-test-suite`, next to the
/// checkout): every case outside `optional/`, per draft, against a pass-rate floor so that a
/// regression fails. Skipped, saying so, when the suite is not there.
@Suite(
    "JSON Schema Test Suite",
    .enabled(
        if: SharedCorpus.required || SharedCorpus.hasTestSuite,
        "no JSON Schema Test Suite at ../shared/corpus/json-schema-test-suite next to the checkout"))
struct TestSuiteTests {
    static let directory = SharedCorpus.testSuite

    /// The lowest pass rate (cases passed / cases) each draft must keep, in percent.
    /// What fails: the cases that validate against the drafts' metaschemas (not bundled, and
    /// never fetched), and 2019-09/2020-12 `$vocabulary` (every vocabulary is always on).
    static let floors: [String: Double] = [
        "draft4": 99.6, "draft6": 99.7, "draft7": 99.7, "draft2019-09": 99.7, "draft2020-12": 99.7,
    ]

    struct Tally {
        var passed = 0
        var total = 0
        var failing: [String: Int] = [:]
        /// Cases where `isValid` and `validate(_:).isEmpty` differ.
        var disagreements = 0
        var rate: Double { total == 0 ? 0 : Double(passed) * 100 / Double(total) }
    }

    /// Runs every case of `draft`, returning the tally and printing what fails.
    static func run(_ draft: String, verbose: Bool = false) throws -> Tally {
        let folder = directory.appendingPathComponent("tests/\(draft)")
        let remotes = ["http://localhost:1234/": directory.appendingPathComponent("remotes")]
        var tally = Tally()
        let drafts: [String: SchemaDraft] = [
            "draft4": .draft4, "draft6": .draft6, "draft7": .draft7, "draft2019-09": .draft2019,
        ]
        let options = SchemaOptions(defaultDraft: drafts[draft] ?? .draft2020)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        for name in files.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let groups = try JSONValue.parse(data, file: name).arrayValue ?? []
            for group in groups {
                let cases = group["tests"]?.arrayValue ?? []
                let schema: JSONSchema?
                do {
                    schema = try JSONSchema(
                        value: group["schema"] ?? .bool(true), file: name, remotes: remotes, options: options)
                } catch {
                    schema = nil
                }
                for test in cases {
                    tally.total += 1
                    let expected = test["valid"]?.boolValue ?? true
                    let actual = schema.map { $0.isValid(test["data"] ?? .null) }
                    // The quiet walk and the full one agree.
                    if let schema, schema.validate(test["data"] ?? .null).isEmpty != actual {
                        tally.disagreements += 1
                    }
                    if actual == expected {
                        tally.passed += 1
                    } else {
                        tally.failing[name, default: 0] += 1
                        if verbose {
                            print(
                                "FAIL \(draft)/\(name): \(group["description"]?.stringValue ?? "") / "
                                    + "\(test["description"]?.stringValue ?? "")")
                        }
                    }
                }
            }
        }
        return tally
    }

    @Test(
        "each draft passes at least its floor",
        arguments: ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"])
    func draft(_ draft: String) throws {
        try #require(SharedCorpus.hasTestSuite, "no JSON Schema Test Suite at \(Self.directory.path)")
        let verbose = ProcessInfo.processInfo.environment["FORMSCHEMA_VERBOSE"] != nil
        let tally = try Self.run(draft, verbose: verbose)
        let failing = tally.failing.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
        print(
            "JSON Schema Test Suite \(draft): \(tally.passed)/\(tally.total) "
                + String(format: "(%.1f%%)", tally.rate) + "; failing: "
                + (failing.isEmpty ? "none" : failing.joined(separator: ", ")))
        #expect(tally.total > 100)
        #expect(tally.disagreements == 0)
        #expect(tally.rate >= Self.floors[draft] ?? 100, "\(draft): \(tally.passed)/\(tally.total)")
    }
}

/// The Test Suite's `optional/` cases, for the record: the `format` files of the formats
/// ``SchemaOptions/assertFormat`` checks (with it on), and the other optional files (bignum,
/// ECMA-262 regexes, float overflow…). Figures are printed; the floors only catch regressions.
@Suite(
    "JSON Schema Test Suite, optional",
    .enabled(
        if: SharedCorpus.required || SharedCorpus.hasTestSuite,
        "no JSON Schema Test Suite at ../shared/corpus/json-schema-test-suite next to the checkout"))
struct OptionalTestSuiteTests {
    static let formats = [
        "date", "date-time", "time", "email", "hostname", "ipv4", "ipv6", "uri", "uuid", "regex", "duration",
    ]

    /// Runs the cases of `files` in `folder` with `options`: passed, total, failing files.
    static func run(_ folder: URL, files: [String], options: SchemaOptions) throws -> (Int, Int, [String]) {
        let remotes = ["http://localhost:1234/": SharedCorpus.testSuite.appendingPathComponent("remotes")]
        var passed = 0
        var total = 0
        var failing: [String: Int] = [:]
        for name in files {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { continue }
            for group in try JSONValue.parse(data, file: name).arrayValue ?? [] {
                let schema = try? JSONSchema(
                    value: group["schema"] ?? .bool(true), file: name, remotes: remotes, options: options)
                for test in group["tests"]?.arrayValue ?? [] {
                    total += 1
                    if schema.map({ $0.isValid(test["data"] ?? .null) }) == test["valid"]?.boolValue {
                        passed += 1
                    } else {
                        failing[name, default: 0] += 1
                        if ProcessInfo.processInfo.environment["FORMSCHEMA_VERBOSE"] != nil {
                            print(
                                "FAIL \(name): \(group["description"]?.stringValue ?? "") / \(test["data"] ?? .null)"
                            )
                        }
                    }
                }
            }
        }
        return (passed, total, failing.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" })
    }

    @Test(
        "the optional cases, per draft",
        arguments: ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"])
    func optional(_ draft: String) throws {
        try #require(SharedCorpus.hasTestSuite, "no JSON Schema Test Suite at \(SharedCorpus.testSuite.path)")
        let drafts: [String: SchemaDraft] = [
            "draft4": .draft4, "draft6": .draft6, "draft7": .draft7, "draft2019-09": .draft2019,
        ]
        let folder = SharedCorpus.testSuite.appendingPathComponent("tests/\(draft)/optional")
        let formatFolder = folder.appendingPathComponent("format")
        let formatFiles = Self.formats.map { "\($0).json" }
        let asserting = SchemaOptions(assertFormat: true, defaultDraft: drafts[draft] ?? .draft2020)
        let (formatPassed, formatTotal, formatFailing) = try Self.run(
            formatFolder, files: formatFiles, options: asserting)
        let others = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        .sorted()
        let plain = SchemaOptions(defaultDraft: drafts[draft] ?? .draft2020)
        let (passed, total, failing) = try Self.run(folder, files: others, options: plain)
        print(
            "Test Suite \(draft) optional/format (asserting): \(formatPassed)/\(formatTotal); failing: "
                + formatFailing.joined(separator: ", "))
        print("Test Suite \(draft) optional: \(passed)/\(total); failing: " + failing.joined(separator: ", "))
        #expect(formatTotal > 100)
        #expect(Double(formatPassed) >= Double(formatTotal) * 0.93)
        #expect(Double(passed) >= Double(total) * 0.96)
    }
}
