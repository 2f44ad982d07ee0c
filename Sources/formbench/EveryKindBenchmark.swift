import FormEngine
import Foundation

/// 1b. Load of a form using every row kind and rule (``EveryKindLayout``) of the same row count as
/// the tutorial's, beside the tutorial form's load; the ratio is per row, as the two layouts round
/// up to whole groups differently. Issue #15's target: at most 1.2× the tutorial form.
enum EveryKindBenchmark {
    static func run(size: Int, tutorialRows: Int, stopwatch: Stopwatch, into report: inout Report) throws {
        let rows = EveryKindLayout.cells(rows: size).count
        for (name, _, data) in try EveryKindLayout.files(rows: size) {
            // Loads without a problem, or the figure would time an error path.
            _ = try Form(DescriptorLoader().load(data: data))
            let engine = try stopwatch.median {
                let form = try Form(DescriptorLoader().load(data: data))
                Sink.consume(form.visibleRowCount(in: 0))
            }
            report.record(
                "load.\(name).everyKind", "load \(name): every-kind form, DescriptorLoader + Form", .seconds,
                size: size, engine)
            guard let tutorial = report.value("load.\(name).engine", size: size) else { continue }
            report.record(
                "load.\(name).everyKindRatio", "load \(name): every-kind / tutorial, per row", .ratio,
                size: size,
                (engine / Double(rows)) / (tutorial / Double(tutorialRows)))
        }
    }
}
