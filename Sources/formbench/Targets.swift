/// The targets, judged from the largest size measured (100k rows in a full run).
enum Targets {
    static func evaluate(_ report: inout Report) {
        guard let large = report.sizes.max(), let small = report.sizes.min() else { return }
        let name = Report.sizeName(large)
        for format in ["xml", "binary"] {
            report.targets.append(
                .init(
                    label: "load \(format) at \(name): engine / PropertyListSerialization",
                    measured: report.value("load.\(format).ratio", size: large), limit: 1.25, atMost: true))
        }
        for format in ["xml", "binary"] {
            report.targets.append(
                .init(
                    label: "load \(format) at \(name): every-kind form / tutorial form, per row",
                    measured: report.value("load.\(format).everyKindRatio", size: large), limit: 1.2,
                    atMost: true))
        }
        let growth = report.value("tap.engine", size: large).flatMap { largeTap in
            report.value("tap.engine", size: small).map { largeTap / $0 }
        }
        report.targets.append(
            .init(
                label: "tap: per tap at \(name) / at \(Report.sizeName(small))", measured: growth, limit: 2,
                atMost: true))
        report.targets.append(
            .init(
                label: "tap at \(name): speedup over tutorial's method",
                measured: report.value("tap.speedup", size: large), limit: 100, atMost: false))
        for (state, label) in [("start", "starting state"), ("expanded", "all expanded")] {
            let ratio = report.value("dump.\(state).json", size: large).flatMap { json in
                report.value("dump.\(state).text", size: large).map { json / $0 }
            }
            report.targets.append(
                .init(
                    label: "dump at \(name), \(label): JSON / text", measured: ratio, limit: 2, atMost: true))
        }
        for operation in ["select", "move", "delete", "add"] {
            report.targets.append(
                .init(
                    label: "list \(operation): per operation at 10k / at 1k",
                    measured: report.value("list.\(operation).growth", size: small), limit: 2,
                    atMost: true))
        }
    }
}
