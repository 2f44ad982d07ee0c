import FormEngine
import Foundation

/// `UITableView.RowAnimation`'s cases the recipes use.
enum RowAnimation {
    case fade, none, automatic
}

/// A batch update UIKit would refuse, or a view that no longer shows what the form holds.
struct Mismatch: Error, CustomStringConvertible {
    var description: String
}

/// One cell on screen: the row it was configured with, and what its control shows when the
/// person changed it there (typed text, a dragged slider) and nothing configured it since.
struct Cell {
    var row: Row
    var control: String?

    /// Whether the cell shows what `row` (the form's row now) holds: a cell the person edited
    /// shows the control's value, which must be the row's value; any other shows the row.
    func problem(showing row: Row) -> String? {
        guard let control else { return self.row == row ? nil : "\(row.key) shows stale content" }
        let held: Bool
        switch row.value {
        case .text(let text)?: held = control == text
        case .number(let number)?: held = Double(control) == number
        case nil: held = control.isEmpty
        default: held = control == row.value?.description
        }
        return held ? nil : "\(row.key)'s control shows '\(control)' but the form holds \(row.detail)"
    }

    /// What decides the cell's class: a reconfigured cell must keep it.
    static func kind(of row: Row) -> String {
        switch row.control {
        case .choice(_, .multiple, let presentation): return "choice \(presentation) multiple"
        case .choice(_, .single, let presentation): return "choice \(presentation)"
        case .text(_, let isSecure, _): return isSecure ? "secure text" : "text"
        case .number: return "number"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "dateTime"
        case .segmented: return "segmented"
        case .link: return "link"
        case .button: return "button"
        case let other: return "\(other)"
        }
    }
}

/// What a `UITableView` keeps between updates: its own cells, changed only by the person (who
/// types into a cell or drags a row) and by batch updates, with the checks UIKit makes (an
/// inconsistent update raises `NSInternalInconsistencyException` and ends the app):
/// deletes, moves' sources, reconfigures and reloads name rows before the update, inserts and
/// moves' destinations rows after it; each row at most once on each side; the counts add up; a
/// reconfigured cell keeps its class. Inserted and reloaded rows get new cells, configured from
/// the data source (the form, already edited); reconfigured cells are configured again; all
/// others keep what they show.
@MainActor
final class SimulatedTable {
    private(set) var sections: [[Cell]]
    let dataSource: () -> Form
    private var batch: Batch?
    private(set) var counts = Counts()

    struct Batch {
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        var moved: [(from: IndexPath, to: IndexPath)] = []
        var reconfigured: [IndexPath] = []
        var reloaded: [IndexPath] = []
    }

    /// The calls made, for the summary.
    struct Counts {
        var batches = 0
        var deleted = 0
        var inserted = 0
        var moved = 0
        var reconfigured = 0
        var reloaded = 0
    }

    /// A table that has just called `reloadData()`.
    init(dataSource: @escaping () -> Form) {
        self.dataSource = dataSource
        sections = []
        reloadData()
    }

    func reloadData() {
        let form = dataSource()
        sections = (0..<form.sectionCount).map { form.visibleRows(in: $0).map { Cell(row: $0) } }
    }

    // MARK: The person

    /// The person types `text` into the cell at `indexPath`, or drags its control to it.
    func personEdits(_ indexPath: IndexPath, to text: String) {
        sections[indexPath[0]][indexPath[1]].control = text
    }

    /// The person drags a row to another place: the table moves the cell itself.
    func personMovesRow(at source: IndexPath, to destination: IndexPath) {
        let cell = sections[source[0]].remove(at: source[1])
        sections[destination[0]].insert(cell, at: destination[1])
    }

    // MARK: UITableView's batch updates

    func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        batch = Batch()
        updates()
        let done = batch ?? Batch()
        batch = nil
        do {
            try apply(done)
            completion?(true)
        } catch {
            failures.append(error.description)
            reloadData()  // so that one fault is reported once
        }
    }

    func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch?.deleted += indexPaths
    }

    func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch?.inserted += indexPaths
    }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch?.moved.append((indexPath, newIndexPath))
    }

    func reconfigureRows(at indexPaths: [IndexPath]) {
        batch?.reconfigured += indexPaths
    }

    func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch?.reloaded += indexPaths
    }

    /// What went wrong, in order.
    var failures: [String] = []

    /// Checks every cell against the form; a difference is a failure (and the table reloads).
    func check() {
        let form = dataSource()
        for section in sections.indices {
            let rows = form.visibleRows(in: section)
            guard rows.count == sections[section].count else {
                failures.append(
                    "section \(section) shows \(sections[section].count) rows, the form \(rows.count)")
                reloadData()
                return
            }
            for (cell, row) in zip(sections[section], rows) {
                guard cell.row.key == row.key else {
                    failures.append("section \(section) shows \(cell.row.key) where the form has \(row.key)")
                    reloadData()
                    return
                }
                if let problem = cell.problem(showing: row) {
                    failures.append(problem)
                    reloadData()
                    return
                }
            }
        }
    }

    private func apply(_ batch: Batch) throws(Mismatch) {
        counts.batches += 1
        counts.deleted += batch.deleted.count
        counts.inserted += batch.inserted.count
        counts.moved += batch.moved.count
        counts.reconfigured += batch.reconfigured.count
        counts.reloaded += batch.reloaded.count
        let form = dataSource()
        for section in sections.indices {
            func rows(_ paths: [IndexPath]) -> [Int] { paths.filter { $0[0] == section }.map { $0[1] } }
            let moves = batch.moved.filter { $0.from[0] == section || $0.to[0] == section }
            guard moves.allSatisfy({ $0.from[0] == $0.to[0] }) else {
                throw Mismatch(description: "a move between sections")
            }
            try apply(
                section: section, deleted: rows(batch.deleted), inserted: rows(batch.inserted),
                moved: moves.map { ($0.from[1], $0.to[1]) }, reconfigured: rows(batch.reconfigured),
                reloaded: rows(batch.reloaded), form: form)
        }
    }

    private func apply(
        section: Int, deleted: [Int], inserted: [Int], moved: [(from: Int, to: Int)], reconfigured: [Int],
        reloaded: [Int], form: Form
    ) throws(Mismatch) {
        let old = sections[section]
        let newCount = form.visibleRowCount(in: section)
        let before = deleted + moved.map(\.from) + reconfigured + reloaded
        let after = inserted + moved.map(\.to)
        guard before.allSatisfy({ (0..<old.count).contains($0) }),
            after.allSatisfy({ (0..<newCount).contains($0) })
        else { throw Mismatch(description: "section \(section): a position is out of range") }
        guard Set(before).count == before.count else {
            throw Mismatch(
                description:
                    "section \(section): attempt to delete, move, reconfigure or reload the same row twice")
        }
        guard Set(after).count == after.count else {
            throw Mismatch(description: "section \(section): attempt to insert and move to the same row")
        }
        guard old.count - deleted.count + inserted.count == newCount else {
            throw Mismatch(
                description: "section \(section): invalid number of rows: \(old.count) before, "
                    + "\(deleted.count) deleted, \(inserted.count) inserted, \(newCount) after")
        }
        // The rows neither deleted nor moved keep their order in the slots no insert or move names.
        let gone = Set(deleted + moved.map(\.from))
        var staying = old.indices.filter { !gone.contains($0) }.makeIterator()
        var source: [Int?] = Array(repeating: nil, count: newCount)  // old index of each new row
        var slots = Array(repeating: false, count: newCount)
        for position in inserted { slots[position] = true }
        for move in moved {
            slots[move.to] = true
            source[move.to] = move.from
        }
        for position in source.indices where !slots[position] { source[position] = staying.next() }
        var cells: [Cell] = []
        for (position, from) in source.enumerated() {
            guard let fresh = form.visibleRow(section: section, position: position) else {
                throw Mismatch(description: "section \(section): no row at \(position)")
            }
            guard let from else {
                cells.append(Cell(row: fresh))  // inserted: a new cell
                continue
            }
            var cell = old[from]
            if reloaded.contains(from) {
                cell = Cell(row: fresh)
            } else if reconfigured.contains(from) {
                guard Cell.kind(of: cell.row) == Cell.kind(of: fresh) else {
                    throw Mismatch(
                        description:
                            "section \(section): \(fresh.key) was reconfigured but needs another cell")
                }
                cell = Cell(row: fresh)
            }  // any other cell is kept as it is: the table does not ask the data source again
            cells.append(cell)
        }
        sections[section] = cells
    }
}
