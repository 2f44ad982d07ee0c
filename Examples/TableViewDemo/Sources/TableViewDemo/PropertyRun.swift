import FormEngine
import Foundation

/// Random edits as a person and an app make them — taps, typing, dragged sliders, list items
/// added, deleted, dragged and moved by code, pickers switched between single and multiple,
/// resets — applied to the views only through the recipes, and checked after every step.
/// Returns the failures (none when the recipes and the change sets agree with UIKit's rules).
@MainActor
func propertyRun(forms: [Form], seeds: Range<Int>, steps: Int) -> (
    failures: [String], counts: SimulatedTable.Counts
) {
    var failures: [String] = []
    var counts = SimulatedTable.Counts()
    let texts = ["", "a", "ada@example.com", "12", "99", "-3", "1.555", "007", "abc", "4.5"]
    for seed in seeds {
        var rng = SeededGenerator(seed: UInt64(seed))
        let demo = Demo(forms[seed % forms.count])
        for step in 0..<steps {
            let form = demo.controller.form
            var rows: [Row] = []
            for section in 0..<form.sectionCount { rows += form.visibleRows(in: section) }
            let lists = (0..<form.sectionCount).filter { form.descriptor.sections[$0].isEditable }
            let name = "seed \(seed) step \(step)"
            demo.step(name, verbose: false) {
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<7:
                    if let row = rows.randomElement(using: &rng) {
                        _ = try? demo.controller.apply(.tap(row.key))
                    }
                case 7..<10:
                    let fields = rows.filter {
                        switch $0.control {
                        case .text, .textArea, .number: return true
                        default: return false
                        }
                    }
                    if let row = fields.randomElement(using: &rng),
                        let text = texts.randomElement(using: &rng)
                    {
                        demo.type(text, into: row.key)
                    }
                case 10..<12:
                    let controls: [(key: RowKey, range: ClosedRange<Double>)] = rows.compactMap {
                        switch $0.control {
                        case .slider(let range, _), .stepper(let range, _): return ($0.key, range)
                        default: return nil
                        }
                    }
                    if let (key, range) = controls.randomElement(using: &rng) {
                        let low = (range.lowerBound.isFinite ? range.lowerBound : 0) - 5
                        let high = (range.upperBound.isFinite ? range.upperBound : 100) + 5
                        demo.drag(key, to: (Double.random(in: low...high, using: &rng) * 4).rounded() / 4)
                    }
                case 12..<17:
                    guard let list = lists.randomElement(using: &rng) else { return }
                    let count = form.visibleRowCount(in: list)
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0: try demo.controller.apply(.setEditing(!form.isEditing))
                    case 1: try demo.controller.apply(.addItem(section: list, title: "item \(step)"))
                    case 2:
                        let items = try form.items(in: list)
                        if let item = items.randomElement(using: &rng) {
                            try demo.controller.apply(.deleteItems([item]))
                        }
                    case 3:
                        guard form.isEditing, count > 1 else { return }
                        let from = Int.random(in: 0..<count, using: &rng)
                        let to = Int.random(in: 0..<count, using: &rng)
                        demo.dragRow(
                            at: IndexPath(indexes: [list, from]), to: IndexPath(indexes: [list, to]))
                    default:
                        guard form.isEditing, count > 0 else { return }
                        let offsets = IndexSet((0..<count).filter { _ in Bool.random(using: &rng) })
                        try demo.controller.apply(
                            .moveItems(
                                section: list, fromOffsets: offsets,
                                toOffset: Int.random(in: 0...count, using: &rng)))
                    }
                case 17, 18:
                    let pickers: [(key: RowKey, mode: SelectionMode)] = rows.compactMap {
                        guard case .choice(_, let mode, _) = $0.control else { return nil }
                        return ($0.key, mode)
                    }
                    if let picker = pickers.randomElement(using: &rng) {
                        let mode: SelectionMode = picker.mode == .single ? .multiple() : .single
                        try demo.controller.apply(.setSelectionMode(of: picker.key, to: mode))
                    }
                default:
                    try demo.controller.perform { $0 = try Form($0.descriptor) }
                }
            }
            if !demo.failures.isEmpty {
                failures.append("\(name): \(demo.failures[0])")
                break
            }
        }
        let seen = demo.screen.tableView.counts
        counts.batches += seen.batches
        counts.deleted += seen.deleted
        counts.inserted += seen.inserted
        counts.moved += seen.moved
        counts.reconfigured += seen.reconfigured
        counts.reloaded += seen.reloaded
    }
    return (failures, counts)
}
