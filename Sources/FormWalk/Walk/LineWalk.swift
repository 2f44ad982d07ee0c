import FormEngine
import FormRendering
import Foundation

/// Line mode: one command a line from stdin, each answered with what changed.
///
/// Used when the input is not a terminal, in ``FormWalkOptions/Mode/line`` mode, or with
/// `TERM=dumb`. The output is plain, stable text. A prompt (`> `) is shown only when the input is
/// a terminal, so a pipe never waits for a person; end of input acts as `done`, except that
/// while rules are broken it saves the progress, lists the problems and ends as incomplete. A
/// terminal that hangs up is not an end of input: the walk ends as interrupted by SIGHUP. A
/// command that fails prints `line N: reason` on the errors' stream and changes nothing.
struct LineWalk {
    /// The form, its state file and what was saved.
    var session: WalkSession
    /// Whether a person types the commands (the input is a terminal): prompts and a greeting.
    var interactive: Bool
    /// Reports go here.
    var report: (String) -> Void
    /// Problems (`line N: …`) go here.
    var problem: (String) -> Void
    /// Reads the next line without its newline.
    var readLine: () throws(FormWalkError) -> LineInput
    /// Reads the answer to a question on a terminal, after the prompt given, masked when the
    /// flag says it is a secret, Tab completing it when a completion is given (a `file` row's
    /// path); `nil` to print the prompt and use `readLine`.
    var askLine: AskLine?

    /// How ``askLine`` reads an answer.
    typealias AskLine = (_ prompt: String, _ secure: Bool, _ complete: CommandLineReader.Completion?)
        throws(FormWalkError) -> LineInput
    /// Where a button's action is announced, as `action: NAME`.
    var announce: (String) -> Void = { _ in }
    /// The actions of the buttons pressed (other than `submit` and `reset`), in order.
    var actions: [ButtonAction] = []

    /// Whether every question is asked in order (guided mode) instead of commands read.
    var guided = false
    /// The output terminal's width, which guided mode wraps descriptions and notes to; nil when
    /// the output is no terminal (a pipe gets each on one line).
    var width: Int?
    /// The output terminal's height, which guided mode lists a long picker's options in pages
    /// of; nil when the output is no terminal.
    var height: Int?
    /// The names of the nested forms this walk is in, outermost first (`steps › Step 1`);
    /// empty for the walk of the form itself.
    var trailNames: [String] = []

    /// Runs the walk to its end. Saving on `done` happens here; a failed save is thrown.
    mutating func run() throws(FormWalkError) -> WalkEnd {
        var end = try guided ? guidedWalk() : walk()
        end.actions = actions
        return end
    }

    private mutating func walk() throws(FormWalkError) -> WalkEnd {
        var failed = 0
        var number = 0
        if interactive {
            report(TextDump.render(session.form, numbered: true) + "type help for the commands\n")
        }
        while true {
            if interactive { report("> ") }
            let input = try readLine()
            if let end = Self.leftAtOnce(input, failed: failed) { return end }
            guard case .line(let line) = input else {
                if interactive { report("\n") }
                break
            }
            number += 1
            var result = execute(line)
            // A button's action, a field offered to a person, or a question may follow.
            followUps: while case .success(let outcome) = result {
                switch outcome {
                case .action(let action):
                    result = self.action(action)
                case .offer(let key, let prompt, let hint):
                    result = .success(interactive ? .ask(.value(key), prompt: prompt) : .report(hint))
                case .ask(let question, let prompt):
                    if case .value(let key) = question, let help = (try? session.form.row(key))?.help,
                        !help.isEmpty
                    {
                        // The row's `description`, a line of help before its prompt.
                        report("  " + TerminalText.visible(help) + "\n")
                    }
                    let input = try read(prompt, question)
                    if let end = Self.leftAtOnce(input, failed: failed) { return end }
                    guard case .line(let answer) = input else {
                        if interactive { report("\n") }
                        return try endOfInput(failed: failed)
                    }
                    number += 1
                    result = self.answer(question, with: answer)
                default:
                    break followUps
                }
            }
            switch result {
            case .success(.report(let text)): report(text + "\n")
            case .success(.finish(.done)): return try finish(failed: failed)
            case .success(.finish(let kind)):
                return WalkEnd(
                    kind: kind, failedCommands: failed, discardedChanges: session.hasUnsavedChanges)
            case .success: break
            case .failure(let error):
                failed += 1
                problem("line \(number): \(TerminalText.visible(error.message))\n")
                for detail in error.details { problem(TerminalText.visible(detail) + "\n") }
            }
        }
        return try endOfInput(failed: failed)
    }

    /// How the walk ends at once on `input`: Ctrl-C interrupts it; a terminal that hung up ends it
    /// as SIGHUP would (nothing saved, and never as done: nobody is left to see the answers).
    private static func leftAtOnce(_ input: LineInput, failed: Int) -> WalkEnd? {
        switch input {
        case .interrupted: return WalkEnd(kind: .interrupted(signal: SIGINT), failedCommands: failed)
        case .hungUp: return WalkEnd(kind: .interrupted(signal: SIGHUP), failedCommands: failed)
        case .line, .end: return nil
        }
    }

    /// The answer to a question: read after the prompt on a terminal (masked for a secret),
    /// else the prompt is printed on a line of its own and the next line read. `question` is
    /// `nil` for a line that answers no ``LineQuestion`` (guided mode's new item's title).
    func read(_ prompt: String, _ question: LineQuestion?) throws(FormWalkError) -> LineInput {
        if interactive, let askLine {
            var complete: CommandLineReader.Completion?
            if case .value(let key)? = question, let row = try? session.form.row(key),
                case .file = row.control
            {
                complete = { text in PathCompletion.complete(text, in: row) }
            }
            return try askLine(prompt, isSecret(question), complete)
        }
        report(interactive ? prompt : prompt.trimmingSpaces + "\n")
        return try readLine()
    }

    /// Whether the answer to `question` is a secret (a password row's value).
    private func isSecret(_ question: LineQuestion?) -> Bool {
        guard case .value(let key)? = question else { return false }
        return (try? session.form.row(key))?.isSecure ?? false
    }

    /// What a tapped button does in line mode: `submit` finishes as `done` does (refused while
    /// problems remain), `reset` asks first, any other action is announced on stdout and the
    /// walk goes on.
    private mutating func action(_ action: ButtonAction) -> Result<LineOutcome, LineError> {
        switch action.name {
        case "submit":
            do {
                return .success(try LineCommand.done.run(&session, ""))
            } catch let error as LineError {
                let message = error.message.replacingOccurrences(of: "done refused", with: "submit refused")
                return .failure(LineError("\(action.key): " + message, details: error.details))
            } catch {
                return .failure(LineError("\(error)"))
            }
        case "reset":
            return .success(.ask(.reset, prompt: "reset every row to its starting value? (y/n) "))
        default:
            actions.append(action)
            announce(TerminalText.visible("action: \(action.name)") + "\n")
            return .success(.silent)
        }
    }

    /// The answer to a question asked by ``LineOutcome/ask(_:prompt:)``.
    private mutating func answer(_ question: LineQuestion, with line: String) -> Result<
        LineOutcome, LineError
    > {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
        switch question {
        case .value(let key):
            guard !text.isEmpty else { return .success(.report("\(key): no change")) }
            do {
                return .success(try LineCommand.setValue(&session, key, text: text))
            } catch {
                return .failure(Self.lineError(error))
            }
        case .review:
            return .success(.silent)
        case .reset:
            guard ["y", "yes"].contains(text.trimmingSpaces.lowercased()) else {
                return .success(.report("reset cancelled"))
            }
            let change: FormChange
            let before = session.form
            do {
                change = try session.form.applyReporting(.resetAll)
            } catch {
                return .failure(Self.lineError(error))
            }
            // The rows whose look the reset changed: not the items it deleted or brought back,
            // nor a row only no longer touched.
            let count = change.changedKeys.filter { key in
                guard let old = try? before.row(key), let new = try? session.form.row(key) else {
                    return false
                }
                return old != new
            }.count
            return .success(.report("reset: \(count == 1 ? "1 row" : "\(count) rows") back to the start"))
        }
    }

    /// End of input: `done` when every rule holds; otherwise the progress is saved all the same
    /// (no typed answer is lost), the problems are listed, and the walk ends as incomplete (65).
    mutating func endOfInput(failed: Int) throws(FormWalkError) -> WalkEnd {
        let problems = session.form.validate()
        // A nested form's answers go back to the form under it, which says what it saves.
        if !trailNames.isEmpty {
            return WalkEnd(kind: problems.isEmpty ? .done : .incomplete, failedCommands: failed)
        }
        guard !problems.isEmpty else { return try finish(failed: failed) }
        do { try session.save() } catch { throw .saveFailed(error) }
        let saved = session.saveName.map { "progress saved to \($0)" } ?? "nothing saved"
        problem("end of input: \(ProblemCount.remain(problems.count)); \(saved)\n")
        for item in problems { problem(TerminalText.visible(item.description) + "\n") }
        var end = WalkEnd(kind: .incomplete, failedCommands: failed)
        end.saved = session.saves
        end.problemsLeft = problems.count
        return end
    }

    /// Saves (through the hook, if any) and ends the walk as `done`.
    mutating func finish(failed: Int) throws(FormWalkError) -> WalkEnd {
        do { try session.save() } catch { throw .saveFailed(error) }
        var end = WalkEnd(kind: .done, failedCommands: failed)
        end.saved = session.saves
        return end
    }

    /// Runs one line: a command, a bare row number, a comment or a blank line.
    mutating func execute(_ line: String) -> Result<LineOutcome, LineError> {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
        let (word, rest) = LineCommand.firstWord(of: text)
        if word.isEmpty || word.hasPrefix("#") { return .success(.silent) }
        do {
            if let number = Int(word), word.allSatisfy(\.isASCII) {
                guard rest.trimmingSpaces.isEmpty else {
                    throw LineError("a row number stands alone; use tap KEY or set KEY VALUE")
                }
                return .success(try tapNumbered(number))
            }
            guard let command = LineCommand.named(word) else {
                throw LineError("unknown command '\(word)' (help lists the commands)")
            }
            return .success(try command.run(&session, rest))
        } catch {
            return .failure(Self.lineError(error))
        }
    }

    /// What a failed command says: a line error as it is, a form error in the walk's words.
    static func lineError(_ error: any Error) -> LineError {
        switch error {
        case let error as LineError: return error
        default:
            if let error = FormError(reporting: error) { return LineError(Self.message(for: error)) }
            return LineError("\(error)")
        }
    }

    /// Taps the row `show` numbers `number`.
    private mutating func tapNumbered(_ number: Int) throws -> LineOutcome {
        guard let key = session.key(numbered: number) else {
            let count = session.visibleRowCount
            throw LineError("no row is numbered \(number) (show numbers 1 to \(count))")
        }
        return try LineCommand.tap.run(&session, key.rawValue)
    }

    /// A form error as line mode shows it: `KEY: reason`, without the section and row numbers
    /// (a script names rows by key).
    static func message(for error: FormError) -> String {
        if case .unknownRow = error { return error.reason }
        if let key = error.location.key { return "\(key): \(error.reason)" }
        return error.description
    }
}
