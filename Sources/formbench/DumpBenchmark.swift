import FormEngine
import FormRendering

/// 4. Dump: text and JSON of every visible row, with formcli's own renderers (compiled into
/// the library's `Rendering/`), and the answers `--dump --json` ends with, in the starting state
/// and with every row expanded.
enum DumpBenchmark {
    static func run(_ descriptor: FormDescriptor, size: Int, stopwatch: Stopwatch, into report: inout Report)
        throws
    {
        let collapsed = try Form(descriptor)
        var expanded = collapsed
        try expanded.apply(.expandAll)
        for (state, form) in [("start", collapsed), ("expanded", expanded)] {
            let label = state == "start" ? "starting state" : "all expanded"
            report.record(
                "dump.\(state).rows", "dump (\(label)): visible rows", .rows, size: size,
                Double(form.visibleRowCount(in: 0)))
            let rows = stopwatch.median {
                for section in 0..<form.sectionCount { Sink.consume(form.visibleRows(in: section).count) }
            }
            let text = stopwatch.median { Sink.consume(TextDump.render(form).utf8.count) }
            let json = stopwatch.median { Sink.consume(JSONDump.render(form).utf8.count) }
            // What `--dump --json` adds after the rows: the answers (`"values"`).
            let answers = stopwatch.median {
                Sink.consume(form.answers(includingSecure: false).json.utf8.count)
            }
            report.record(
                "dump.\(state).visibleRows", "dump (\(label)): visibleRows(in:)", .seconds, size: size, rows)
            report.record("dump.\(state).text", "dump (\(label)): text", .seconds, size: size, text)
            report.record("dump.\(state).json", "dump (\(label)): JSON", .seconds, size: size, json)
            report.record(
                "dump.\(state).answers", "dump (\(label)): answers JSON", .seconds, size: size, answers)
        }
    }
}
