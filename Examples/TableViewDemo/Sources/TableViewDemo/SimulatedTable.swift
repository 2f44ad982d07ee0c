import FormEngine

/// What a `UITableView` keeps between updates: its own copy of each section's rows, changed only
/// by batch updates — deletes and reloads at positions before the update, inserts at positions
/// after it — with the checks UIKit makes (an inconsistent update crashes an app).
struct SimulatedTable {
    /// A batch update UIKit would refuse, or a table that no longer shows what the form holds.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    /// The rows on screen, per section.
    private(set) var sections: [[Row]]

    /// A table that has just called `reloadData()`.
    init(showing form: Form) {
        sections = (0..<form.sectionCount).map { form.visibleRows(in: $0) }
    }

    /// Applies `change` as `performBatchUpdates` does, asking `form` (the data source, already
    /// edited) for the content of inserted and reloaded rows, then checks the table against it.
    mutating func performBatchUpdates(_ change: FormChange, dataSource form: Form) throws(Mismatch) {
        for update in change.sections {
            try apply(update, dataSource: form)
        }
        for section in sections.indices where sections[section] != form.visibleRows(in: section) {
            let shown = sections[section].map { "\($0.key)=\($0.detail)" }
            let wanted = form.visibleRows(in: section).map { "\($0.key)=\($0.detail)" }
            throw Mismatch(description: "section \(section) shows \(shown) but the form has \(wanted)")
        }
    }

    private mutating func apply(_ update: FormChange.Section, dataSource form: Form) throws(Mismatch) {
        let section = update.section
        guard sections.indices.contains(section) else {
            throw Mismatch(description: "section \(section) does not exist")
        }
        let oldCount = sections[section].count
        let newCount = form.visibleRowCount(in: section)
        guard update.deleted.allSatisfy({ $0 >= 0 && $0 < oldCount }),
            update.reloaded.allSatisfy({ $0 >= 0 && $0 < oldCount }),
            update.inserted.allSatisfy({ $0 >= 0 && $0 < newCount })
        else { throw Mismatch(description: "section \(section): a position is out of range") }
        guard Set(update.deleted).isDisjoint(with: update.reloaded) else {
            throw Mismatch(description: "section \(section): a row is both deleted and reloaded")
        }
        guard oldCount - update.deleted.count + update.inserted.count == newCount else {
            throw Mismatch(
                description: "section \(section): invalid number of rows: \(oldCount) before, "
                    + "\(update.deleted.count) deleted, \(update.inserted.count) inserted, \(newCount) after")
        }
        // Where each reloaded row ends up once the deletes and inserts are done.
        let reloadedAfter = update.reloaded.map { old -> Int in
            var position = old - update.deleted.filter { $0 < old }.count
            for inserted in update.inserted.sorted() where inserted <= position { position += 1 }
            return position
        }
        for position in update.deleted.sorted(by: >) { sections[section].remove(at: position) }
        for position in update.inserted.sorted() {
            guard let row = form.visibleRow(section: section, position: position) else {
                throw Mismatch(description: "section \(section): no row at inserted position \(position)")
            }
            sections[section].insert(row, at: position)
        }
        for position in reloadedAfter {
            guard let row = form.visibleRow(section: section, position: position) else {
                throw Mismatch(description: "section \(section): no row at reloaded position \(position)")
            }
            sections[section][position] = row
        }
    }
}
