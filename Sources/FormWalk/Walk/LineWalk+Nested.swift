import FormEngine
import Foundation

/// Nested forms in guided mode: a row whose value has parts of its own (a JSON text row of a
/// JSON Schema form), or a new item of a list of them, is asked with `or > to fill it field by
/// field`; `>` walks the row's nested form (``Form/nestedForm(for:)``) as guided mode walks a
/// form, its lines indented under the trail of forms, its review's Enter going back with the
/// value, which is set in the row as any answer is.
///
/// ```
///   Add an item to steps? (its value, > to fill it field by field, or Enter for none): >
/// steps › Step 1, field by field:
///     Name (text): checkout
///   name = checkout
/// ```
extension LineWalk {
    /// What filling a nested form gave.
    enum NestedFill {
        /// Its review's Enter: the value it stands for (`nil` for none).
        case value(Value?)
        /// The input ended the walk inside it; `value` is what was typed in it, to keep
        /// (`nil` after Ctrl-C, which keeps nothing).
        case ended(LineInput, value: Value?)
    }

    /// What a question offering a nested form adds to its shape.
    static let fieldByField = "> to fill it field by field"

    /// Walks `nested`, named `name` in the trail, as a guided walk of its own on the same input
    /// and output, indented two columns more; its refused answers count in `failed`.
    mutating func fillNested(_ nested: NestedForm, name: String, failed: inout Int) throws(FormWalkError)
        -> NestedFill
    {
        let trail = (trailNames + [name]).joined(separator: " › ")
        report(TerminalText.visible("\(trail), field by field:") + "\n")
        let output = LineIndent()
        let errors = LineIndent()
        let report = self.report
        let problem = self.problem
        var askLine: AskLine?
        if let ask = self.askLine {
            askLine = {
                (prompt: String, secure: Bool, complete: CommandLineReader.Completion?) throws(FormWalkError)
                    -> LineInput in
                try ask("  " + prompt, secure, complete)
            }
        }
        var walk = LineWalk(
            session: WalkSession(form: nested.form), interactive: interactive,
            report: { report(output.indented($0)) }, problem: { problem(errors.indented($0)) },
            readLine: readLine, askLine: askLine, announce: announce)
        walk.guided = true
        walk.width = width.map { max($0 - 2, 1) }
        walk.trailNames = trailNames + [name]
        let end = try walk.run()
        failed += end.failedCommands
        actions += end.actions
        let value = nested.value(of: walk.session.form)
        switch end.kind {
        case .done: return .value(value)
        case .interrupted(let signal) where signal == SIGINT: return .ended(.interrupted, value: nil)
        case .interrupted: return .ended(.hungUp, value: value)
        case .incomplete, .quit: return .ended(.end, value: value)
        }
    }

    /// Sets the row `key` to a nested form's value, reported as an answer is; false (said, and
    /// counted in `failed`) when the form refuses it.
    mutating func setNested(_ key: RowKey, _ value: Value?, failed: inout Int) -> Bool {
        do throws(FormError) {
            let change = try session.form.applyReporting(.set(key, value))
            report(
                ChangeReport.describe(change, edited: key, in: session.form)
                    + EditProblems.lines(after: change, edited: key, in: session.form) + "\n")
            return true
        } catch {
            failed += 1
            problem("  ✗ " + TerminalText.visible(Self.message(for: error)) + "\n")
            return false
        }
    }

    /// The nested form of a new item of `section` titled `title` (the template's when `nil`),
    /// with its name in the trail; `nil` when its items have none.
    func newItemForm(section: Int, title: String?) -> (form: NestedForm, name: String)? {
        var trial = session.form
        let template = session.form.descriptor.sections[section].template
        guard let key = try? trial.addedItem(section: section, title: title ?? template?.title ?? "").key,
            let nested = trial.nestedForm(for: key)
        else { return nil }
        let count = (try? session.form.items(in: section).count) ?? 0
        return (
            nested, itemTrail(section: section, name: nested.title, number: title == nil ? count + 1 : nil)
        )
    }

    /// The name in the trail of the row `row`'s nested form: `steps › Step 2` for an item.
    func nestedName(of row: Row, _ nested: NestedForm) -> String {
        let name = nested.title.isEmpty ? row.key.rawValue : nested.title
        guard let place = ListPlace.of(row.key, in: session.form) else { return name }
        return itemTrail(section: place.section, name: name, number: place.index + 1)
    }

    /// `steps › Step 2`: an item's name, after its list's title when it has one.
    func itemTrail(section: Int, name: String, number: Int?) -> String {
        let list = session.form.descriptor.sections[section].title ?? ""
        let item = number.map { "\(name) \($0)" } ?? name
        return list.isEmpty ? item : "\(list) › \(item)"
    }
}

/// Indents every line of what a nested walk writes by two columns, across writes (a prompt and
/// its answer's newline come in separate ones).
final class LineIndent {
    /// Whether the next character starts a line.
    private var atLineStart = true

    /// `text` with two spaces before each line it starts.
    func indented(_ text: String) -> String {
        var result = ""
        for character in text {
            if atLineStart, character != "\n" { result += "  " }
            result.append(character)
            atLineStart = character == "\n"
        }
        return result
    }
}
