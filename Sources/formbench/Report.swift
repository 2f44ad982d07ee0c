import Foundation

/// Everything one run measured: a value per metric and form size, and the issue's targets.
struct Report {
    enum Unit: String {
        case seconds, ratio, bytes, rows
    }

    struct Metric {
        var id: String
        var label: String
        var unit: Unit
        var values: [Int: Double] = [:]
        /// Why the metric has no figures, for the places kept for work not on main yet.
        var missing: String?
    }

    struct Target {
        var label: String
        var measured: Double?
        var limit: Double
        /// `true` when the measured value must be at most the limit, `false` for at least.
        var atMost: Bool

        var isMet: Bool? { measured.map { atMost ? $0 <= limit : $0 >= limit } }
    }

    var sizes: [Int]
    var repetitions: Int
    private(set) var metrics: [Metric] = []
    var targets: [Target] = []

    /// Records `value` for metric `id` at `size`, adding the metric (in first-seen order) if new.
    mutating func record(_ id: String, _ label: String, _ unit: Unit, size: Int, _ value: Double) {
        if let index = metrics.firstIndex(where: { $0.id == id }) {
            metrics[index].values[size] = value
        } else {
            metrics.append(Metric(id: id, label: label, unit: unit, values: [size: value]))
        }
    }

    /// A metric kept in the table without figures, with the reason.
    mutating func placeholder(_ id: String, _ label: String, reason: String) {
        metrics.append(Metric(id: id, label: label, unit: .seconds, missing: reason))
    }

    func value(_ id: String, size: Int) -> Double? {
        metrics.first { $0.id == id }?.values[size]
    }
}

extension Report {
    /// The table for people: one line per metric, one column per size, then the targets.
    var table: String {
        let labelWidth = max(44, (metrics.map(\.label.count).max() ?? 0) + 2)
        let columnWidth = 12
        func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return right ? fill + text : text + fill
        }
        var out = pad("metric", labelWidth, right: false)
        for size in sizes { out += pad(Self.sizeName(size) + " rows", columnWidth) }
        out += "\n" + String(repeating: "-", count: labelWidth + columnWidth * sizes.count) + "\n"
        for metric in metrics {
            out += pad(metric.label, labelWidth, right: false)
            if let missing = metric.missing {
                out += "  " + missing + "\n"
                continue
            }
            for size in sizes {
                out += pad(metric.values[size].map { Self.format($0, metric.unit) } ?? "–", columnWidth)
            }
            out += "\n"
        }
        out += "\ntargets\n"
        for target in targets {
            let verdict: String
            switch target.isMet {
            case true?: verdict = "met"
            case false?: verdict = "MISSED"
            case nil: verdict = "not measured"
            }
            let measured = target.measured.map { Self.format($0, .ratio) } ?? "–"
            let bound = (target.atMost ? "≤ " : "≥ ") + Self.format(target.limit, .ratio)
            out +=
                "  " + pad(target.label, labelWidth - 2, right: false) + pad(measured, columnWidth)
                + pad(bound, columnWidth) + "  " + verdict + "\n"
        }
        return out
    }

    /// The same figures for machines (seconds, ratios and bytes as plain numbers).
    var json: String {
        func number(_ value: Double) -> String { value.isFinite ? String(value) : "null" }
        func string(_ text: String) -> String {
            "\""
                + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                + "\""
        }
        var out = "{\n  \"sizes\": [\(sizes.map(String.init).joined(separator: ", "))],\n"
        out += "  \"repetitions\": \(repetitions),\n  \"metrics\": [\n"
        out += metrics.map { metric in
            var fields = ["\"id\": \(string(metric.id))", "\"label\": \(string(metric.label))"]
            fields.append("\"unit\": \(string(metric.unit.rawValue))")
            if let missing = metric.missing {
                fields.append("\"missing\": \(string(missing))")
            } else {
                let values = sizes.compactMap { size in
                    metric.values[size].map { "\"\(size)\": \(number($0))" }
                }
                fields.append("\"values\": {\(values.joined(separator: ", "))}")
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        out += "\n  ],\n  \"targets\": [\n"
        out += targets.map { target in
            let met = target.isMet.map { $0 ? "true" : "false" } ?? "null"
            return
                "    {\"label\": \(string(target.label)), \"measured\": \(target.measured.map(number) ?? "null"), "
                + "\"limit\": \(number(target.limit)), \"atMost\": \(target.atMost), \"met\": \(met)}"
        }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }

    static func sizeName(_ size: Int) -> String {
        size % 1000 == 0 ? "\(size / 1000)k" : String(size)
    }

    static func format(_ value: Double, _ unit: Unit) -> String {
        switch unit {
        case .ratio: return String(format: "%.2fx", value)
        case .bytes: return String(format: "%.0f B", value)
        case .rows: return String(format: "%.0f", value)
        case .seconds:
            if value >= 1 { return String(format: "%.2f s", value) }
            if value >= 1e-3 { return String(format: "%.2f ms", value * 1e3) }
            if value >= 1e-6 { return String(format: "%.2f µs", value * 1e6) }
            return String(format: "%.0f ns", value * 1e9)
        }
    }
}
