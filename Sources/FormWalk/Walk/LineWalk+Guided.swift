import FormEngine
import Foundation

/// Guided mode: every row a person answers is asked in order as a question, the next one
/// worked out after each answer (an answer can show or hide rows). See
/// ``FormWalkOptions/Mode/guided``.
///
/// ```
/// Account
///   Name (text): Ada
/// name = Ada
///   Email (an email address, name@example.com): ada@example
/// email = ada@example
///   ✗ email (format): Email must be an email address
///   Email (an email address, name@example.com) [ada@example]: ada@example.com
/// ```
extension LineWalk {
    /// Asks every question in order, then ends as `done` when every rule holds; a question whose
    /// answer leaves the row with a problem is asked again. End of input ends as line mode's
    /// does: `done` when every rule holds, else the progress saved and the problems listed.
    mutating func guidedWalk() throws(FormWalkError) -> WalkEnd {
        var failed = 0
        var shownSection: Int?
        var asked: RowKey?
        var next = firstQuestion(after: nil)
        while true {
            guard let (section, key) = next else {
                // Every question asked: done, or back to the first row a problem names.
                let problems = session.form.validate()
                if problems.isEmpty { return try finish(failed: failed) }
                let form = session.form
                let today = form.clock.today()
                let askable = problems.first { problem in
                    (try? form.row(problem.key)).flatMap { FieldPrompt.prompt(for: $0, today: today) } != nil
                }
                guard let key = askable?.key, let section = place(of: key) else {
                    return try endOfInput(failed: failed)
                }
                problem(ProblemCount.remain(problems.count) + "\n")
                for item in problems { problem("  ✗ " + TerminalText.visible(item.description) + "\n") }
                next = (section, key)
                continue
            }
            if shownSection != section {
                shownSection = section
                heading(section)
            }
            guard let row = try? session.form.row(key) else {
                next = firstQuestion(after: key)
                continue
            }
            guard let prompt = FieldPrompt.prompt(for: row, today: session.form.clock.today()) else {
                // A note: read-only text between the questions.
                note(row)
                next = firstQuestion(after: key)
                continue
            }
            // The row's description once, before it is first asked.
            if key != asked, let help = row.help, !help.isEmpty {
                report("  " + TerminalText.visible(help) + "\n")
            }
            asked = key
            let input = try read("  " + prompt, .value(key))
            switch input {
            case .interrupted: return WalkEnd(kind: .interrupted(signal: SIGINT), failedCommands: failed)
            case .hungUp: return WalkEnd(kind: .interrupted(signal: SIGHUP), failedCommands: failed)
            case .end:
                if interactive { report("\n") }
                return try endOfInput(failed: failed)
            case .line(let line):
                let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
                if !text.isEmpty {
                    do {
                        if case .report(let said) = try LineCommand.setValue(&session, key, text: text) {
                            report(said + "\n")
                        }
                    } catch {
                        failed += 1
                        problem("  ✗ " + TerminalText.visible(Self.lineError(error).message) + "\n")
                        continue
                    }
                }
                let problems = (try? session.form.problems(of: key)) ?? []
                if !problems.isEmpty {
                    if text.isEmpty {
                        for item in problems { problem("  ✗ " + TerminalText.visible(item.message) + "\n") }
                    }
                    continue
                }
                next = firstQuestion(after: key)
            }
        }
    }

    /// The next row to ask or show after `key` (from the start when `nil`), in form order, with
    /// its section: a row whose conditions hold (expanded or not) that a person answers (it has
    /// a prompt) or reads (a read-only `info` or `link` row).
    private func firstQuestion(after key: RowKey?) -> (section: Int, key: RowKey)? {
        let form = session.form
        var passed = key == nil
        let start = key.flatMap { place(of: $0) } ?? 0
        for section in start..<form.sectionCount where form.isSectionShown(section) {
            for row in form.allRows(in: section) {
                if !passed {
                    passed = row.key == key
                    continue
                }
                guard form.isActive(row.key) else { continue }
                if FieldPrompt.prompt(for: row, today: form.clock.today()) != nil || isNote(row) {
                    return (section, row.key)
                }
            }
            passed = true
        }
        return nil
    }

    /// The section the row `key` is in, or `nil` when there is none such.
    private func place(of key: RowKey) -> Int? {
        (try? session.form.ref(key))?.section
    }

    /// Whether `row` is read, not answered: an `info` or `link` row.
    private func isNote(_ row: Row) -> Bool {
        guard row.isReadOnly, !row.isExpandable else { return false }
        switch row.control {
        case .info, .link: return true
        default: return false
        }
    }

    /// A section's title as a heading, before its first question.
    private func heading(_ section: Int) {
        guard let title = session.form.descriptor.sections[section].title, !title.isEmpty else { return }
        report(TerminalText.visible(title) + "\n")
    }

    /// A read-only row, shown as `Title: value` (a link's URL).
    private func note(_ row: Row) {
        var value = row.detail
        if case .link(let url?) = row.control { value = url }
        let text = value.isEmpty ? row.label : "\(row.label): \(value)"
        report("  " + TerminalText.visible(text) + "\n")
    }
}
