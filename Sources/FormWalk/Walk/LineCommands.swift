import FormEngine
import FormRendering
import Foundation

/// The built-in line-mode commands. To add one, add an entry to `all`.
extension LineCommand {
    /// Every command, in the order `help` lists them.
    static let all: [LineCommand] = [help, show, tap, set, fill, edit, add, select, move, delete, done, quit]

    static let help = LineCommand(
        name: "help", arguments: "", summary: "list the commands",
        run: { _, _ in .report(helpText) })

    static let show = LineCommand(
        name: "show", arguments: "", summary: "list the visible rows, numbered",
        run: { session, _ in
            var text = TextDump.render(session.form, numbered: true)
            if text.hasSuffix("\n") { text.removeLast() }
            return .report(text)
        })

    static let tap = LineCommand(
        name: "tap", arguments: "KEY",
        summary: "tap a row: expand or collapse it, choose an option, flip a switch, press a button",
        run: { session, rest in
            let key = try singleKey(rest, usage: "tap KEY")
            let row = try session.form.row(key)
            if case .link = row.control {
                return .report("\(key): a link, read-only: \(row.displayValue)")
            }
            if row.control == .info { return .report("\(key): read-only: \(row.displayValue)") }
            if FieldPrompt.isTyped(row),
                let prompt = FieldPrompt.prompt(for: row, today: session.form.clock.today()),
                let shape = FieldPrompt.shape(of: row, today: session.form.clock.today())
            {
                let hint = "no change: \(key) takes \(shape); set \(key) VALUE or fill \(key)"
                return .offer(key, prompt: prompt, hint: TerminalText.visible(hint))
            }
            let wasExpanded = try? session.form.isExpanded(key)
            let change = try session.form.applyReporting(.tap(key))
            if let action = change.action { return .action(action) }
            let report = ChangeReport.describe(change, edited: key, in: session.form)
            // Opening or closing a row (a picker's options) changes no value: nothing new can be
            // wrong, and a rule that fails still (a picker's minimum) waits for `done`.
            let value = try? session.form.row(key).value
            if row.isExpandable, (try? session.form.isExpanded(key)) != wasExpanded, value == row.value {
                return .report(report)
            }
            return .report(report + EditProblems.lines(after: change, edited: key, in: session.form))
        })

    static let set = LineCommand(
        name: "set", arguments: "KEY VALUE",
        summary: "set a row from text (the rest of the line; nothing after KEY clears it)",
        run: { session, rest in
            let (word, value) = firstWord(of: rest)
            guard !word.isEmpty else { throw LineError("set KEY VALUE: a KEY is needed") }
            let key = RowKey(word)
            return try setValue(&session, key, text: value)
        })

    static let fill = LineCommand(
        name: "fill", arguments: "KEY",
        summary: "ask for a row's value, showing what it takes; the next line is the answer",
        run: { session, rest in
            let key = try singleKey(rest, usage: "fill KEY")
            let row = try session.form.row(key)
            guard let prompt = FieldPrompt.prompt(for: row, today: session.form.clock.today()) else {
                if row.isReadOnly { throw LineError("\(key): the row is read-only") }
                throw LineError("\(key): \(row.kindPhrase) takes no typed value; tap it instead")
            }
            return .ask(.value(key), prompt: prompt)
        })

    /// Sets the row `key` from `text` (a text area's `\n` and `\\` escapes decoded) and reports
    /// the change, with the problems the new value has: it is kept all the same.
    static func setValue(_ session: inout WalkSession, _ key: RowKey, text: String) throws -> LineOutcome {
        let change = try setText(&session, key, text: text)
        return .report(
            ChangeReport.describe(change, edited: key, in: session.form)
                + EditProblems.lines(after: change, edited: key, in: session.form))
    }

    /// Sets the row `key` from `text` as `set KEY VALUE` does (a slider's range checked, a text
    /// area's `\n` and `\\` escapes decoded) and returns the change.
    static func setText(_ session: inout WalkSession, _ key: RowKey, text: String) throws -> FormChange {
        var text = text
        if let row = try? session.form.row(key) {
            if let refusal = SliderRange.refusal(row, text: text) { throw LineError(refusal) }
            if row.control.isTextArea { text = LineEscapes.decode(text) }
        }
        return try session.set(key, text: text)
    }

    static let done = LineCommand(
        name: "done", arguments: "",
        summary: "save (when the program saves) and finish; refused while problems remain",
        run: { session, _ in
            let problems = session.form.validate()
            guard problems.isEmpty else {
                throw LineError(
                    "done refused: \(ProblemCount.remain(problems.count))",
                    details: problems.map(\.description))
            }
            return .finish(.done)
        })

    static let quit = LineCommand(
        name: "quit", arguments: "", summary: "finish without saving",
        run: { _, _ in .finish(.quit) })

    /// What `help` prints.
    static var helpText: String {
        let usages = all.map { $0.arguments.isEmpty ? $0.name : "\($0.name) \($0.arguments)" } + ["NUMBER"]
        let width = usages.map(\.count).max() ?? 0
        var lines = ["commands:"]
        for (usage, command) in zip(usages, all) {
            lines.append(
                "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        lines.append(
            "  " + "NUMBER".padding(toLength: width, withPad: " ", startingAt: 0)
                + "  tap the row numbered NUMBER by show")
        lines.append("end of input acts as done (saving progress even while problems remain);")
        lines.append("lines starting with # are ignored")
        return lines.joined(separator: "\n")
    }
}
