import FormEngine
import TestSupport

/// 2. Taps (against the tutorial's method) and 3. edits, on a form of one size.
enum InteractionBenchmark {
    /// Taps per timed run.
    static let taps = 2000
    /// Edits per timed run and kind (at least; whole rounds over the chosen rows).
    static let edits = 2000

    static func runTaps(
        _ descriptor: FormDescriptor, cells: [[String: Any]], size: Int, stopwatch: Stopwatch,
        into report: inout Report
    ) throws {
        let rows = descriptor.sections[0].rows
        let expandable = rows.indices.filter { rows[$0].isExpandable }
        var random = SeededGenerator(seed: 7)
        let picks = (0..<taps).compactMap { _ in expandable.randomElement(using: &random) }
        let keys = picks.map { rows[$0].key }

        // A timed run of taps or edits lasts milliseconds, short enough for one preemption by
        // another process on a shared machine to spoil it: take the median of more runs.
        let stopwatch = stopwatch.forShortRuns
        var form = try Form(descriptor)
        let engine = try stopwatch.median(operations: keys.count) {
            for key in keys { Sink.consume(try form.apply(.tap(key)).sections.count) }
        }
        var baseline = TutorialBaseline(cells: cells)
        let tutorial = stopwatch.median(operations: picks.count) {
            for row in picks {
                baseline.tap(section: 0, row: row)
                Sink.consume(baseline.visibleRowsPerSection[0].count)
            }
        }
        report.record("tap.engine", "tap: FormEngine, per tap", .seconds, size: size, engine)
        report.record("tap.tutorial", "tap: tutorial's method, per tap", .seconds, size: size, tutorial)
        report.record(
            "tap.speedup", "tap: speedup over tutorial's method", .ratio, size: size, tutorial / engine)
    }

    static func runEdits(
        _ descriptor: FormDescriptor, size: Int, stopwatch: Stopwatch, into report: inout Report
    ) throws {
        // One control each of a text field, a slider, a switch and a date, named as the dumps
        // name them (`RowControl.viewName`); the tutorial's form has rows of each.
        let edited: [(view: String, values: [Value])] = [
            ("textField", [.text("Ada"), .text("Grace")]),
            ("sliderControl", [.number(3), .number(7)]),
            ("switchControl", [.bool(true), .bool(false)]),
            (
                "datePicker",
                [CalendarDate("1990-03-12"), CalendarDate("2001-07-04")].compactMap { $0.map(Value.date) }
            ),
        ]
        let stopwatch = stopwatch.forShortRuns
        var form = try Form(descriptor)
        let rows = form.allRows(in: 0)
        for (view, values) in edited {
            let id = view
            // Each chosen row is edited once per round and rounds alternate the two values, so
            // every edit changes the row's value (an edit to the same value is a no-op).
            var random = SeededGenerator(seed: 11)
            let keys = rows.filter { $0.control.viewName == view }.shuffled(using: &random).prefix(500)
                .map(\.key)
            guard !keys.isEmpty else { continue }
            let rounds = max(1, (edits + keys.count - 1) / keys.count)
            var round = 0
            let perEdit = try stopwatch.median(operations: rounds * keys.count) {
                for _ in 0..<rounds {
                    let value = values[round % 2]
                    round += 1
                    for key in keys { Sink.consume(try form.apply(.set(key, value)).changedKeys.count) }
                }
            }
            report.record("edit.\(id)", "edit: set \(id), per edit", .seconds, size: size, perEdit)
        }
    }
}
