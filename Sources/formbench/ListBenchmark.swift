import FormEngine
import Foundation
import TestSupport

/// 3b. Selection and list edits (issue #4) at list lengths of 1k and 10k: a tap in a multiple
/// picker of N options, and a move and a delete in an editable list of N items. The issue's
/// target is a cost independent of N within 2x.
enum ListBenchmark {
    /// List lengths measured, whatever the form sizes.
    static let lengths = [1000, 10_000]
    /// Operations per timed run.
    static let operations = 200

    /// Records each figure in the column of `column` (the table has one column per form size),
    /// with the list length in its label.
    static func run(stopwatch: Stopwatch, column: Int, into report: inout Report) throws {
        let stopwatch = stopwatch.forShortRuns
        var figures: [String: [Double]] = [:]
        for length in lengths {
            var form = try Form(DescriptorLoader().load(data: try formData(length: length)))
            var random = SeededGenerator(seed: 3)
            let options = (0..<operations).map { _ in RowKey("o\(Int.random(in: 0..<length, using: &random))")
            }
            let select = try stopwatch.median(operations: operations) {
                for key in options { Sink.consume(try form.apply(.tap(key)).changedKeys.count) }
            }
            figures["select", default: []].append(select)

            try form.apply(.setEditing(true))
            let section = form.sectionCount - 1
            // Moves keep the set of items, so their keys are read once, outside the timing.
            let items = try form.items(in: section)
            let move = try stopwatch.median(operations: operations) {
                for _ in 0..<operations {
                    guard let key = items.randomElement(using: &random) else { continue }
                    let position = Int.random(in: 0..<items.count, using: &random)
                    Sink.consume(try form.apply(.moveItem(key, toPosition: position)).changedKeys.count)
                }
            }
            figures["move", default: []].append(move)

            // Each timed run deletes `operations` items, then adds as many back (timed apart).
            let clock = ContinuousClock()
            var deletes: [Double] = []
            var adds: [Double] = []
            for run in 0...stopwatch.repetitions {
                let items = try form.items(in: section).shuffled(using: &random).prefix(operations)
                let deleting = try clock.measure {
                    for key in items { Sink.consume(try form.apply(.deleteItems([key])).changedKeys.count) }
                }
                let adding = try clock.measure {
                    for index in 0..<operations {
                        Sink.consume(
                            try form.apply(.addItem(section: section, title: "Item \(run).\(index)")).sections
                                .count)
                    }
                }
                if run > 0 {
                    deletes.append(deleting.seconds / Double(operations))
                    adds.append(adding.seconds / Double(operations))
                }
            }
            figures["delete", default: []].append(deletes.sorted()[deletes.count / 2])
            figures["add", default: []].append(adds.sorted()[adds.count / 2])
        }
        for (operation, label) in [
            ("select", "select in a multiple picker"), ("move", "move an item"), ("delete", "delete an item"),
            ("add", "add an item"),
        ] {
            guard let small = figures[operation]?.first, let large = figures[operation]?.last else {
                continue
            }
            report.record("list.\(operation).1k", "list of 1k: \(label)", .seconds, size: column, small)
            report.record("list.\(operation).10k", "list of 10k: \(label)", .seconds, size: column, large)
            report.record(
                "list.\(operation).growth", "list: \(operation) at 10k / at 1k", .ratio, size: column,
                large / small)
        }
    }

    /// A form with a multiple picker of `length` options and an editable list of `length` items.
    static func formData(length: Int) throws -> Data {
        // The option, item and template cells, written as data (`Forms/ListParts.plist`).
        let parts: [String: [String: Any]] = BenchForms.read("ListParts")
        let options = (0..<length).map { BenchForms.filled(parts["pickerOption"] ?? [:], ["{i}": "\($0)"]) }
        let picker: [String: Any] = [
            "key": "picker", "kind": "normal", "expandable": true, "expanded": true, "additionalRows": length,
            "selection": "multiple", "secondTitle": "Picker",
        ]
        let template = parts["listTemplate"] ?? [:]
        let items = (0..<length).map {
            BenchForms.filled(parts["listItem"] ?? [:], ["{i}": "\($0)", "{n}": "\($0 + 1)"])
        }
        let root: [String: Any] = [
            "sections": [
                ["title": "Picker", "rows": [picker] + options],
                ["title": "List", "editable": true, "template": template, "rows": items],
            ]
        ]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    }
}
