import FormEngine
import Foundation

/// `NSDiffableDataSourceSnapshot`'s calls the recipe makes, with its names, so that the recipe
/// compiles here as it is in the article.
struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private(set) var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []

    mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers += identifiers
    }

    mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType) {
        items[section, default: []] += identifiers
    }

    func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        items[section] ?? []
    }

    mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }
}

/// What a `UITableViewDiffableDataSource` keeps: the applied snapshot and a cell per item, with
/// the checks UIKit makes when a snapshot is applied (an identifier twice, or reconfiguring or
/// reloading an item the snapshot does not hold, raises an exception). Items new to the snapshot
/// get new cells; reconfigured items are configured again and must keep their cell's class;
/// reloaded items get new cells; every other item keeps what its cell shows.
@MainActor
final class SimulatedDiffableSource {
    private(set) var snapshot = NSDiffableDataSourceSnapshot<Int, RowKey>()
    private var cells: [RowKey: Cell] = [:]
    let dataSource: () -> Form
    var failures: [String] = []

    init(dataSource: @escaping () -> Form) {
        self.dataSource = dataSource
        applyFirstSnapshot()
    }

    func applyFirstSnapshot() {
        let form = dataSource()
        var first = NSDiffableDataSourceSnapshot<Int, RowKey>()
        first.appendSections(Array(0..<form.sectionCount))
        for section in 0..<form.sectionCount {
            first.appendItems(form.visibleKeys(in: section), toSection: section)
        }
        cells = [:]
        snapshot = NSDiffableDataSourceSnapshot()
        apply(first, animatingDifferences: false)
    }

    /// The person types into, or drags the control of, the cell of `key`.
    func personEdits(_ key: RowKey, to text: String) {
        cells[key]?.control = text
    }

    func apply(_ next: NSDiffableDataSourceSnapshot<Int, RowKey>, animatingDifferences: Bool) {
        do {
            try take(next)
        } catch {
            failures.append(error.description)
            applyFirstSnapshot()
        }
    }

    private func take(_ next: NSDiffableDataSourceSnapshot<Int, RowKey>) throws(Mismatch) {
        let form = dataSource()
        let all = next.sectionIdentifiers.flatMap { next.itemIdentifiers(inSection: $0) }
        let present = Set(all)
        guard present.count == all.count else {
            throw Mismatch(description: "diffable: an item identifier twice")
        }
        for key in next.reconfiguredItemIdentifiers + next.reloadedItemIdentifiers
        where !present.contains(key) {
            throw Mismatch(
                description: "diffable: \(key) is reconfigured or reloaded but not in the snapshot")
        }
        let reloaded = Set(next.reloadedItemIdentifiers)
        let reconfigured = Set(next.reconfiguredItemIdentifiers)
        var kept: [RowKey: Cell] = [:]
        for key in all {
            guard let row = try? form.row(key) else { throw Mismatch(description: "diffable: no row \(key)") }
            if let cell = cells[key], !reloaded.contains(key) {
                if reconfigured.contains(key) {
                    guard Cell.kind(of: cell.row) == Cell.kind(of: row) else {
                        throw Mismatch(
                            description: "diffable: \(key) was reconfigured but needs another cell")
                    }
                    kept[key] = Cell(row: row)
                } else {
                    kept[key] = cell
                }
            } else {
                kept[key] = Cell(row: row)
            }
        }
        cells = kept
        snapshot = next
    }

    /// Checks every cell against the form.
    func check() {
        let form = dataSource()
        for section in 0..<form.sectionCount {
            guard snapshot.itemIdentifiers(inSection: section) == form.visibleKeys(in: section) else {
                failures.append("diffable section \(section): the snapshot's items are not the visible rows")
                applyFirstSnapshot()
                return
            }
            for row in form.visibleRows(in: section) {
                if let problem = cells[row.key]?.problem(showing: row) {
                    failures.append("diffable: \(problem)")
                    applyFirstSnapshot()
                    return
                }
            }
        }
    }
}
