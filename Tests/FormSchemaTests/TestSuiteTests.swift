import FormSchema
import Foundation
import TestSupport
import Testing

/// Where the shared corpora are: `../shared/corpus` next to the checkout.
enum SharedCorpus {
    static let root = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
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
        if: SharedCorpus.hasTestSuite,
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
            let groups = try JSONParser.parse(data, file: name).arrayValue ?? []
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
        let verbose = ProcessInfo.processInfo.environment["FORMSCHEMA_VERBOSE"] != nil
        let tally = try Self.run(draft, verbose: verbose)
        let failing = tally.failing.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
        print(
            "JSON Schema Test Suite \(draft): \(tally.passed)/\(tally.total) "
                + String(format: "(%.1f%%)", tally.rate) + "; failing: "
                + (failing.isEmpty ? "none" : failing.joined(separator: ", ")))
        #expect(tally.total > 100)
        #expect(tally.rate >= Self.floors[draft] ?? 100, "\(draft): \(tally.passed)/\(tally.total)")
    }
}
