import FormEngine

/// What a `UITableViewDiffableDataSource` keeps, following the DocC recipe "Updating tables and
/// lists": row keys as item identifiers, a snapshot built from `Form.visibleKeys(in:)` after each
/// change, and the items whose keys are in `FormChange.changedKeys` reconfigured. A cell is
/// configured when its item appears and when it is reconfigured, never otherwise — so a row whose
/// look changed (a value, a title, a chevron) but is missing from `changedKeys` keeps its old look,
/// and the check after every change catches it.
struct SimulatedDiffableSource {
    /// The item identifiers of the applied snapshot, per section.
    private(set) var snapshot: [[RowKey]]
    /// The row each visible cell was last configured with.
    private var cells: [RowKey: Row] = [:]

    /// A data source that has just applied its first snapshot.
    init(showing form: Form) {
        snapshot = []
        update(FormChange(), form: form)
    }

    /// Applies the recipe for `change` (the form already edited), then checks every cell
    /// against the form.
    mutating func apply(_ change: FormChange, form: Form) throws(SimulatedTable.Mismatch) {
        update(change, form: form)
        for section in 0..<form.sectionCount {
            let shown = snapshot[section].compactMap { cells[$0] }
            let wanted = form.visibleRows(in: section)
            guard shown != wanted else { continue }
            let stale = zip(shown, wanted).first { $0 != $1 }.map { "\($0.0.key)" } ?? "the item count"
            throw SimulatedTable.Mismatch(
                description: "diffable section \(section): \(stale) shows stale content after the snapshot")
        }
    }

    private mutating func update(_ change: FormChange, form: Form) {
        let keys = (0..<form.sectionCount).map { form.visibleKeys(in: $0) }
        var visible: Set<RowKey> = []
        for section in keys.indices {
            for (position, key) in keys[section].enumerated() {
                visible.insert(key)
                // A new item is configured; an item kept from the last snapshot is not.
                if cells[key] == nil { cells[key] = form.visibleRow(section: section, position: position) }
            }
        }
        cells = cells.filter { visible.contains($0.key) }
        // snapshot.reconfigureItems(change.changedKeys.filter(snapshot.itemIdentifiers.contains))
        for key in change.changedKeys where visible.contains(key) {
            cells[key] = try? form.row(key)
        }
        snapshot = keys
    }
}
