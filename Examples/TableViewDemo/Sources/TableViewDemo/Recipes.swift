import FormEngine
import Foundation

// The recipes of the DocC article "Updating a Table or a List", compiled here against
// stand-ins with UIKit's names (SimulatedTable, SimulatedDiffableSource). The code between
// `recipe:` markers is the article's code, line for line; Scripts/run-examples.sh checks it.

#if !canImport(UIKit)
    typealias UITableView = SimulatedTable
    typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
        SimulatedDiffableSource

    extension IndexPath {
        var section: Int { self[0] }
        var row: Int { self[1] }
    }
#endif

// recipe:batch-updates:begin
/// Applies one change as one batch update, in the order `performBatchUpdates` takes them.
@MainActor
func performBatchUpdates(_ change: FormChange, on tableView: UITableView) {
    tableView.performBatchUpdates {
        tableView.deleteRows(at: change.deletedIndexPaths, with: .fade)
        tableView.insertRows(at: change.insertedIndexPaths, with: .fade)
        for move in change.movedIndexPaths { tableView.moveRow(at: move.from, to: move.to) }
        tableView.reconfigureRows(at: change.reconfiguredIndexPaths)
        tableView.reloadRows(at: change.reloadedIndexPaths, with: .none)
    }
}
// recipe:batch-updates:end

// recipe:snapshot:begin
/// Applies one change to a diffable data source whose items are row keys.
@MainActor
func applySnapshot(
    of form: Form, after change: FormChange, to dataSource: UITableViewDiffableDataSource<Int, RowKey>
) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, RowKey>()
    snapshot.appendSections(Array(0..<form.sectionCount))
    for section in 0..<form.sectionCount {
        snapshot.appendItems(form.visibleKeys(in: section), toSection: section)
    }
    snapshot.reconfigureItems(change.reconfiguredKeys)
    snapshot.reloadItems(change.reloadedKeys)
    dataSource.apply(snapshot, animatingDifferences: true)
}
// recipe:snapshot:end

/// The article's view controller, less what only UIKit has (cells, `viewDidLoad`).
@MainActor
final class FormScreen {
    let controller: FormController
    let tableView: UITableView
    let dataSource: UITableViewDiffableDataSource<Int, RowKey>
    var subscription: FormSubscription?
    var isMovingRow = false

    init(_ controller: FormController) {
        self.controller = controller
        tableView = UITableView { controller.form }
        dataSource = UITableViewDiffableDataSource<Int, RowKey> { controller.form }
        subscription = controller.observe { [weak self] change in
            guard let self else { return }
            // A row the person dragged has moved on screen already (see moveRowAt below).
            if !self.isMovingRow { performBatchUpdates(change, on: self.tableView) }
            applySnapshot(of: self.controller.form, after: change, to: self.dataSource)
        }
    }

    // recipe:move-row:begin
    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        // The table has moved the row already: make the edit, and skip its batch update.
        isMovingRow = true
        defer { isMovingRow = false }
        let offset = destination.row > source.row ? destination.row + 1 : destination.row
        _ = try? controller.apply(
            .moveItems(section: source.section, fromOffsets: [source.row], toOffset: offset))
    }
    // recipe:move-row:end
}
