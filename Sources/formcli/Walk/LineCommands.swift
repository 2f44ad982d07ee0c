import FormEngine
import Foundation

/// The built-in line-mode commands. To add one, add an entry to `all`.
extension LineCommand {
    /// Every command, in the order `help` lists them.
    static let all: [LineCommand] = [help, show, tap, set, edit, add, select, move, delete, done, quit]

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
        summary: "tap a row: expand or collapse it, choose an option, flip a switch",
        run: { session, rest in
            let key = try singleKey(rest, usage: "tap KEY")
            let change = try session.form.tap(key)
            return .report(ChangeReport.describe(change, edited: key, in: session.form))
        })

    static let set = LineCommand(
        name: "set", arguments: "KEY VALUE",
        summary: "set a row from text (the rest of the line; nothing after KEY clears it)",
        run: { session, rest in
            let (word, value) = firstWord(of: rest)
            guard !word.isEmpty else { throw LineError("set KEY VALUE: a KEY is needed") }
            let key = RowKey(word)
            if let row = try? session.form.row(key), let refusal = SliderRange.refusal(row, text: value) {
                throw LineError(refusal)
            }
            let change = try session.set(key, text: value)
            return .report(ChangeReport.describe(change, edited: key, in: session.form))
        })

    static let done = LineCommand(
        name: "done", arguments: "",
        summary: "save to --state (if given) and finish; refused while problems remain",
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
