import FormEngine

/// One line-mode command: its name, how to call it, and what it does.
///
/// The commands live in one table, ``LineCommand/all``; a new command (issue 4's `edit on|off`,
/// `add SECTION TITLE`, `move KEY TO`, `delete KEY`, `delete selected`) is one more entry there,
/// and `help` lists it with no other change.
struct LineCommand: Sendable {
    /// The first word of the line.
    let name: String
    /// The arguments as `help` shows them, e.g. `KEY VALUE`.
    let arguments: String
    /// One line for `help`.
    let summary: String
    /// Runs the command with the rest of the line (leading spaces removed, the rest verbatim).
    let run: @Sendable (_ session: inout WalkSession, _ rest: String) throws -> LineOutcome

    /// The command called `name`, if any.
    static func named(_ name: String) -> LineCommand? {
        all.first { $0.name == name }
    }
}

/// What a line-mode command asks the walk to do next.
enum LineOutcome: Equatable {
    /// Print this text (one or more lines, no trailing newline) and read the next command.
    case report(String)
    /// Print nothing and read the next command.
    case silent
    /// End the walk this way.
    case finish(WalkEnd.Kind)
    /// Print the prompt and take the next line as the answer to the question (`fill KEY`, a
    /// reset's confirmation).
    case ask(LineQuestion, prompt: String)
    /// A row that takes typed text was tapped: a person is asked for its value as by `fill`;
    /// a script, which might not mean the next line as the answer, is told how to set it.
    case offer(RowKey, prompt: String, hint: String)
    /// A button was tapped: `submit` finishes, `reset` asks first, others are announced.
    case action(ButtonAction)
}

/// What the next line answers, after ``LineOutcome/ask(_:prompt:)``.
enum LineQuestion: Equatable {
    /// The new value of the row (empty: keep it).
    case value(RowKey)
    /// Whether to put every row back to its starting value (`y` or `yes`).
    case reset
    /// Guided mode's review: done, or the number or key of an answer to change.
    case review
}

/// A line-mode command that cannot run, with the reason printed as `line N: reason`.
struct LineError: Error, Equatable {
    /// What is wrong, one line.
    var message: String
    /// Lines printed under the message, one each (the problems that refuse `done`).
    var details: [String] = []

    /// Creates an error with its one-line reason and the lines that follow it.
    init(_ message: String, details: [String] = []) {
        self.message = message
        self.details = details
    }
}

/// `1 problem remains`, `3 problems remain`.
package enum ProblemCount {
    /// The count with its noun and verb.
    package static func remain(_ count: Int) -> String {
        count == 1 ? "1 problem remains" : "\(count) problems remain"
    }
}

extension LineCommand {
    /// Splits off the first word of `text`: the word and the rest with its leading spaces removed.
    static func firstWord(of text: String) -> (word: String, rest: String) {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" }
        let rest = trimmed.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
        return (String(word), String(rest))
    }

    /// The one key a command takes, or a `LineError` naming the command's usage.
    static func singleKey(_ rest: String, usage: String) throws(LineError) -> RowKey {
        let (word, extra) = firstWord(of: rest)
        guard !word.isEmpty else { throw LineError("\(usage): a KEY is needed") }
        guard extra.trimmingSpaces.isEmpty else { throw LineError("\(usage): one KEY only, got '\(rest)'") }
        return RowKey(word)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
