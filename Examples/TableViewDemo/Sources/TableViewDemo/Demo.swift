import FormEngine
import Foundation

/// Drives a form through code and the person's gestures, and checks after every step that the
/// table and the diffable data source, updated only by the recipes, show what the form holds.
@MainActor
final class Demo {
    let screen: FormScreen
    var controller: FormController { screen.controller }
    private(set) var steps = 0

    init(_ form: Form) {
        screen = FormScreen(FormController(form))
    }

    var failures: [String] { screen.tableView.failures + screen.dataSource.failures }

    /// Runs one step, by name (printed when `verbose`); a refused edit is a failure of the demo.
    func step(_ name: String, verbose: Bool = true, _ body: () throws -> Void) {
        if verbose { print("▸ \(name)") }
        steps += 1
        let before = failures.count
        do {
            try body()
        } catch {
            screen.tableView.failures.append("\(name): \(error)")
        }
        check()
        if verbose {
            let counts = screen.tableView.counts
            print(
                "  \(failures.count == before ? "✓" : "✗ \(failures.last ?? "")") (\(counts.batches) batches)"
            )
        }
    }

    /// Checks both views against the form.
    func check() {
        screen.tableView.check()
        screen.dataSource.check()
    }

    /// The person types `text` into the row `key` (or drags its control to it): the control
    /// shows it at once, then the app reports it to the form. A refused value is shown as an
    /// error and the control reset, as an app would.
    func type(_ text: String, into key: RowKey) {
        guard let path = try? controller.form.indexPath(of: key) else { return }
        screen.tableView.personEdits(path, to: text)
        screen.dataSource.personEdits(key, to: text)
        do {
            try controller.apply(.setText(key, text))
        } catch {
            screen.tableView.reloadData()
            screen.dataSource.applyFirstSnapshot()
        }
    }

    /// The person drags a slider or a stepper to `number`.
    func drag(_ key: RowKey, to number: Double) {
        guard let path = try? controller.form.indexPath(of: key) else { return }
        screen.tableView.personEdits(path, to: "\(number)")
        screen.dataSource.personEdits(key, to: "\(number)")
        do {
            try controller.apply(.set(key, .number(number)))
        } catch {
            screen.tableView.reloadData()
            screen.dataSource.applyFirstSnapshot()
        }
    }

    /// The person drags an item to another place in its list (edit mode).
    func dragRow(at source: IndexPath, to destination: IndexPath) {
        screen.tableView.personMovesRow(at: source, to: destination)
        screen.tableView(screen.tableView, moveRowAt: source, to: destination)
    }
}
