import FormDocuments
import FormEngine
import Foundation

/// 1. Load: the bytes decoded, validated and resolved into a `Form`, against the same bytes
/// decoded by `PropertyListSerialization` alone (the floor for any plist loader).
enum LoadBenchmark {
    static func run(
        _ files: [TutorialLayout.File], size: Int, stopwatch: Stopwatch, into report: inout Report
    ) throws {
        for (name, format, data) in files {
            let engine = try stopwatch.median {
                let form = try Form(DescriptorLoader().load(data: data))
                Sink.consume(form.visibleRowCount(in: 0))
            }
            let floor = try stopwatch.median {
                let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
                Sink.consume((plist as? [Any])?.count ?? 0)
            }
            report.record(
                "load.\(name).engine", "load \(name): DescriptorLoader + Form", .seconds, size: size, engine)
            report.record(
                "load.\(name).plist", "load \(name): PropertyListSerialization", .seconds, size: size, floor)
            report.record("load.\(name).ratio", "load \(name): ratio", .ratio, size: size, engine / floor)
            if format == .xml {
                report.record("load.bytes", "file size (xml)", .bytes, size: size, Double(data.count))
                try json(from: data, size: size, stopwatch: stopwatch, into: &report)
            }
        }
    }

    /// The same form as JSON, loaded by FormEngine's JSON reader, against `JSONSerialization`
    /// parsing the same bytes alone.
    private static func json(from xml: Data, size: Int, stopwatch: Stopwatch, into report: inout Report)
        throws
    {
        let root = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let data = try JSONSerialization.data(withJSONObject: root)
        let engine = try stopwatch.median {
            let form = try Form(DescriptorLoader().load(data: data, file: "form.json"))
            Sink.consume(form.visibleRowCount(in: 0))
        }
        let floor = try stopwatch.median {
            let parsed = try JSONSerialization.jsonObject(with: data)
            Sink.consume((parsed as? [Any])?.count ?? 0)
        }
        report.record("load.json.engine", "load json: DescriptorLoader + Form", .seconds, size: size, engine)
        report.record("load.json.floor", "load json: JSONSerialization", .seconds, size: size, floor)
        report.record("load.json.ratio", "load json: ratio", .ratio, size: size, engine / floor)
    }
}
