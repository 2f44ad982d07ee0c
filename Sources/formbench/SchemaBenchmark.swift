import FormDocuments
import FormSchema
import Foundation

/// `formbench --schemas DIR` (issue #36): the JSON Schema validator on a corpus laid out as
/// `../shared/corpus/json-schema` is (`NAME/schema.json`, `NAME/valid/*.json`,
/// `NAME/invalid/*.json`, `refs/` the catalogue). Times loading every schema (parse, index, the
/// referenced schemas, patterns compiled) and validating every instance (parsed once, outside the
/// timing) against its schema, loaded once.
enum SchemaBenchmark {
    struct Case {
        let name: String
        let schema: Data
        let instances: [Data]
    }

    static func run(directory: URL, stopwatch: Stopwatch) throws {
        let catalogue = directory.appendingPathComponent("refs")
        var cases: [Case] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
            let folder = directory.appendingPathComponent(name)
            guard let schema = try? Data(contentsOf: folder.appendingPathComponent("schema.json")) else {
                continue
            }
            var instances: [Data] = []
            for kind in ["valid", "invalid"] {
                let sub = folder.appendingPathComponent(kind)
                for file in ((try? FileManager.default.contentsOfDirectory(atPath: sub.path)) ?? []).sorted()
                where file.hasSuffix(".json") {
                    instances.append(try Data(contentsOf: sub.appendingPathComponent(file)))
                }
            }
            cases.append(Case(name: name, schema: schema, instances: instances))
        }
        guard !cases.isEmpty else {
            throw SchemaError(file: directory.path, pointer: nil, message: "no NAME/schema.json")
        }
        func loadAll() throws -> [JSONSchema] {
            try cases.map {
                try JSONSchema(data: $0.schema, file: $0.name + "/schema.json", catalogue: catalogue)
            }
        }
        let schemas = try loadAll()
        let parsed = try cases.map { try $0.instances.map { try JSONValue.parse($0) } }
        let instanceCount = parsed.reduce(0) { $0 + $1.count }
        let schemaBytes = cases.reduce(0) { $0 + $1.schema.count }
        let load = try stopwatch.median { Sink.consume(try loadAll().count) }
        var invalid = 0
        let validate = stopwatch.median {
            invalid = 0
            for (schema, instances) in zip(schemas, parsed) {
                for instance in instances where !schema.validate(instance).isEmpty { invalid += 1 }
            }
        }
        let check = stopwatch.median {
            for (schema, instances) in zip(schemas, parsed) {
                for instance in instances { Sink.consume(schema.isValid(instance) ? 1 : 0) }
            }
        }
        let clock = ContinuousClock()
        let slowest = zip(cases, zip(schemas, parsed)).map { item in
            let (entry, (schema, instances)) = item
            let elapsed = clock.measure {
                for instance in instances { Sink.consume(schema.validate(instance).count) }
            }
            return (entry.name, elapsed.seconds)
        }.sorted { $0.1 > $1.1 }.prefix(3)
        print(
            String(
                format: """
                    JSON Schema corpus %@: %d schemas (%.1f MB, with refs/ as the catalogue), %d instances (%d invalid)
                      load every schema:        %8.1f ms  (%.2f ms a schema)
                      validate every instance:  %8.1f ms  (%.1f µs an instance, with every problem's message)
                      isValid, every instance:  %8.1f ms  (%.1f µs an instance, stopping at the first problem)
                    %d repetitions (median, after %d warm-up)
                    """, directory.path, cases.count, Double(schemaBytes) / 1e6, instanceCount, invalid,
                load * 1000, load * 1000 / Double(cases.count), validate * 1000,
                validate * 1e6 / Double(max(1, instanceCount)), check * 1000,
                check * 1e6 / Double(max(1, instanceCount)), stopwatch.repetitions, stopwatch.warmUp))
        let named = slowest.map { String(format: "%@ %.1f ms", $0.0, $0.1 * 1000) }
        print("  the slowest schemas to validate against: " + named.joined(separator: ", "))
    }
}
