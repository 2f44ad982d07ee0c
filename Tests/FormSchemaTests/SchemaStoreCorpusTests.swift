import FormSchema
import Foundation
import Testing

/// The SchemaStore corpus (`../shared/corpus/json-schema`: 74 schemas, their valid and invalid
/// instances, and `refs/` for the schemas they reference by URL): every schema loads, every valid
/// instance validates, every invalid one fails, above a floor. Skipped when the corpus is absent.
@Suite(
    "SchemaStore corpus",
    .enabled(
        if: SharedCorpus.required || SharedCorpus.hasSchemaStore,
        "no JSON Schema corpus at ../shared/corpus/json-schema"))
struct SchemaStoreCorpusTests {
    struct Figures {
        var schemas = 0
        var loaded = 0
        var valid = (passed: 0, total: 0)
        var invalid = (passed: 0, total: 0)
        var failures: [String] = []
        /// Invalid instances that only a `format` assertion rejects (the oracle, Python
        /// `jsonschema` without a format checker, accepts them too).
        var formatOnly: [String] = []
    }

    /// Loads each schema once and validates each of its instances.
    static func run() throws -> Figures {
        let root = SharedCorpus.schemaStore
        let catalogue = root.appendingPathComponent("refs")
        var figures = Figures()
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        for name in names where name != "refs" {
            let folder = root.appendingPathComponent(name)
            let schemaFile = folder.appendingPathComponent("schema.json")
            guard FileManager.default.fileExists(atPath: schemaFile.path) else { continue }
            figures.schemas += 1
            let schema: JSONSchema
            let formats: JSONSchema
            do {
                schema = try JSONSchema(contentsOf: schemaFile, catalogue: catalogue)
                formats = try JSONSchema(
                    contentsOf: schemaFile, catalogue: catalogue, options: SchemaOptions(assertFormat: true))
                figures.loaded += 1
            } catch {
                figures.failures.append("\(name): does not load: \(error)")
                continue
            }
            for (kind, expected) in [("valid", true), ("invalid", false)] {
                let instances = folder.appendingPathComponent(kind)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: instances.path)) ?? []
                for file in files.sorted() where file.hasSuffix(".json") {
                    let problems: [SchemaProblem]
                    do {
                        problems = try schema.validate(
                            data: Data(contentsOf: instances.appendingPathComponent(file)), file: file)
                    } catch {
                        figures.failures.append("\(name)/\(kind)/\(file): \(error)")
                        if expected { figures.valid.total += 1 } else { figures.invalid.total += 1 }
                        continue
                    }
                    let ok = problems.isEmpty == expected
                    if expected {
                        figures.valid.total += 1
                        figures.valid.passed += ok ? 1 : 0
                    } else {
                        figures.invalid.total += 1
                        figures.invalid.passed += ok ? 1 : 0
                    }
                    let data = try Data(contentsOf: instances.appendingPathComponent(file))
                    if !ok, !expected, try !formats.validate(data: data, file: file).isEmpty {
                        figures.formatOnly.append("\(name)/\(kind)/\(file)")
                    } else if !ok {
                        let why = problems.prefix(3).map(\.description).joined(separator: "; ")
                        figures.failures.append(
                            "\(name)/\(kind)/\(file): \(expected ? why : "no problem found")")
                    }
                }
            }
        }
        return figures
    }

    @Test("schemas load; valid instances validate and invalid ones fail, above the floor")
    func corpus() throws {
        try #require(SharedCorpus.hasSchemaStore, "no JSON Schema corpus at \(SharedCorpus.schemaStore.path)")
        let figures = try Self.run()
        print(
            "SchemaStore corpus: \(figures.loaded)/\(figures.schemas) schemas load; valid instances "
                + "\(figures.valid.passed)/\(figures.valid.total); invalid instances "
                + "\(figures.invalid.passed)/\(figures.invalid.total)")
        for failure in figures.failures { print("  \(failure)") }
        print("  rejected only when format asserts: \(figures.formatOnly.joined(separator: ", "))")
        #expect(figures.schemas >= 70)
        #expect(figures.loaded >= figures.schemas)
        #expect(figures.valid.passed >= figures.valid.total - 0)
        #expect(figures.invalid.passed + figures.formatOnly.count >= figures.invalid.total - 0)
    }
}
