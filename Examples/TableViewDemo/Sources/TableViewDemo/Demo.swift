import FormEngine

/// Drives a form through code and replays every change on a ``SimulatedTable``, printing each
/// batch update and checking the table against the form after every step.
@MainActor
final class Demo {
    let controller: FormController
    private var table: SimulatedTable
    private var diffable: SimulatedDiffableSource
    private var subscription: FormSubscription?
    private(set) var batchRows = 0
    private(set) var sectionReloadRows = 0
    private(set) var failures: [String] = []

    init(_ form: Form) {
        controller = FormController(form)
        table = SimulatedTable(showing: form)
        diffable = SimulatedDiffableSource(showing: form)
        // The table listens like any observer: it never asks what a step did.
        subscription = controller.observe { [weak self] change in self?.show(change) }
    }

    /// Runs one step, by name; a refused edit is a failure of the demo.
    func step(_ name: String, _ body: () throws -> Void) {
        print("▸ \(name)")
        do {
            try body()
        } catch {
            failures.append("\(name): \(error)")
            print("  ✗ \(error)")
        }
    }

    private func show(_ change: FormChange) {
        let form = controller.form
        for update in change.sections {
            let title = form.descriptor.sections[update.section].title ?? "section \(update.section)"
            // Cells the table configures: inserted and reloaded rows; a section reload redraws all.
            let drawn = update.inserted.count + update.reloaded.count
            let whole = form.visibleRowCount(in: update.section)
            batchRows += drawn
            sectionReloadRows += whole
            print(
                "  \(title): delete \(update.deleted) insert \(update.inserted) reload \(update.reloaded)"
                    + " — draws \(drawn) cell(s); reloadSections would draw \(whole)")
        }
        do {
            try table.performBatchUpdates(change, dataSource: form)
            let rows = table.sections.map(\.count).reduce(0, +)
            print("  ✓ table matches form.visibleRows(in:) (\(rows) rows)")
        } catch {
            failures.append(error.description)
            print("  ✗ \(error)")
            table = SimulatedTable(showing: form)  // reloadData, so one fault is reported once
        }
        do {
            try diffable.apply(change, form: form)
            print("  ✓ diffable snapshot + reconfigured changedKeys match the form")
        } catch {
            failures.append(error.description)
            print("  ✗ \(error)")
            diffable = SimulatedDiffableSource(showing: form)
        }
    }
}
