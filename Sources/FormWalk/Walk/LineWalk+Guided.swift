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
        // The page of a long picker's options shown (a terminal's height at a time).
        var page = 0
        // Once the review was shown, an answer goes back to it rather than on to the next row.
        var revisiting = false
        var next = firstQuestion(after: .start)
        while true {
            guard let (section, question) = next else {
                // Every question asked: done, or back to the first row a problem names.
                let problems = session.form.validate()
                if problems.isEmpty {
                    // Every rule holds: the answers reviewed, any of them asked again.
                    switch try review(failed: &failed) {
                    case .end(let end): return end
                    case .change(let key):
                        revisiting = true
                        next = place(of: key).map { ($0, .row(key)) }
                        continue
                    }
                }
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
                next = (section, .row(key))
                continue
            }
            if shownSection != section {
                shownSection = section
                heading(section)
            }
            guard case .row(let key) = question else {
                switch try askForItem(in: section, failed: &failed) {
                case .ended(let input): return try ending(input, failed: failed)
                case .added(let key): next = (section, .row(key))
                case .filled(let key): next = firstQuestion(after: .row(key))
                case .none: next = firstQuestion(after: .list(section))
                }
                continue
            }
            guard let row = try? session.form.row(key) else {
                next = firstQuestion(after: .row(key))
                continue
            }
            let today = session.form.clock.today()
            let nested = session.form.nestedForm(for: key)
            guard
                let prompt = FieldPrompt.prompt(
                    for: row, today: today, guided: true, offering: nested.map { _ in Self.fieldByField },
                    required: session.form.requirementNow(key))
            else {
                // A note: read-only text between the questions.
                note(row)
                next = firstQuestion(after: .row(key))
                continue
            }
            // The row's description and its numbered options once, before it is first asked.
            let options = FieldPrompt.numberedChoices(of: row)
            let pageSize = options.flatMap { optionsPerPage(of: $0, prompt: "  " + prompt) }
            if key != asked {
                page = 0
                if let help = row.help, !help.isEmpty { report(paragraph(help)) }
                listOptions(options ?? [], page: 0, size: pageSize)
            }
            asked = key
            let input = try read("  " + prompt, .value(key))
            switch input {
            case .interrupted, .hungUp, .end: return try ending(input, failed: failed)
            case .line(let line):
                var text = line.hasSuffix("\r") ? String(line.dropLast()) : line
                if let options, let pageSize, text.trimmingSpaces == "+" {
                    // The next page of a long picker's options (after the last, the first again).
                    page = (page + 1) * pageSize < options.count ? page + 1 : 0
                    listOptions(options, page: page, size: pageSize)
                    continue
                }
                if let nested, text.trimmingSpaces == ">" {
                    switch try fillNested(nested, name: nestedName(of: row, nested), failed: &failed) {
                    case .ended(let input, let value):
                        if let value { _ = try? session.form.apply(.set(key, value)) }
                        return try ending(input, failed: failed)
                    case .value(let value):
                        guard setNested(key, value, failed: &failed) else { continue }
                    }
                } else if let options {
                    guard let chosen = chosen(text, among: options, failed: &failed) else { continue }
                    text = chosen
                }
                if !text.isEmpty, nested == nil || text.trimmingSpaces != ">" {
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
                next = revisiting ? nil : firstQuestion(after: .row(key))
            }
        }
    }

    /// `text` as the option it names (``FieldPrompt/choosing(_:among:)``), as typed without
    /// options; `nil` when it fits several options, which is said as a refusal and counted in
    /// `failed` (the question is asked again).
    private func chosen(_ text: String, among options: [Choice]?, failed: inout Int) -> String? {
        guard let options else { return text }
        do throws(LineError) {
            return try FieldPrompt.choosing(text, among: options)
        } catch {
            failed += 1
            problem("  ✗ " + TerminalText.visible(error.message) + "\n")
            return nil
        }
    }

    /// How many of `options` a page shows when a person answers on a terminal too short for
    /// them all (with a line saying which are shown, and the question, as wide as `prompt`);
    /// `nil` when every option is listed at once (a pipe, or a list that fits).
    private func optionsPerPage(of options: [Choice], prompt: String) -> Int? {
        guard interactive, let height, height > 0 else { return nil }
        let promptLines = width.map { max((displayWidth(of: prompt) + $0 - 1) / $0, 1) } ?? 1
        let size = max(height - 1 - promptLines, 1)
        return options.count > height - promptLines ? size : nil
    }

    /// The numbered options of page `page` (every option when `size` is `nil`), then, for a
    /// page, which are shown and what `+` does (`(1 to 8 of 40; + shows more)`).
    private func listOptions(_ options: [Choice], page: Int, size: Int?) {
        let start = size.map { page * $0 } ?? 0
        let end = size.map { min(start + $0, options.count) } ?? options.count
        guard start < end else { return }
        for number in start..<end {
            report("    \(number + 1). " + TerminalText.visible(options[number].title) + "\n")
        }
        guard size != nil else { return }
        let next = end < options.count ? "+ shows more" : "+ shows the first"
        report("    (\(start + 1) to \(end) of \(options.count); \(next))\n")
    }

    /// How guided mode ends on an input that answers no question: Ctrl-C, a hang-up, or the
    /// end of input (which ends as line mode's does).
    private mutating func ending(_ input: LineInput, failed: Int) throws(FormWalkError) -> WalkEnd {
        switch input {
        case .interrupted: return WalkEnd(kind: .interrupted(signal: SIGINT), failedCommands: failed)
        case .hungUp: return WalkEnd(kind: .interrupted(signal: SIGHUP), failedCommands: failed)
        case .end, .line:
            if interactive { report("\n") }
            return try endOfInput(failed: failed)
        }
    }

    /// What asking whether to add an item to a list gave.
    private enum ItemAnswer {
        /// An item was added: its key, whose question is asked next (its value, or its value
        /// again when the one given has a problem).
        case added(RowKey)
        /// An item was added with its value, which has no problem: the list's question again.
        case filled(RowKey)
        /// The input ended the walk.
        case ended(LineInput)
    }

    /// Asks for another item of the editable list `section` (an empty line adds none), as the
    /// list's ``SectionDescriptor/ItemEntry`` says: its title (its value is asked next, as the
    /// item's own question), its value, or its name then its value. A title or value the list
    /// refuses is said and asked again; nothing is added until the item is whole.
    private mutating func askForItem(in section: Int, failed: inout Int) throws(FormWalkError) -> ItemAnswer?
    {
        let title = session.form.descriptor.sections[section].title ?? ""
        let item = session.form.allRows(in: section).isEmpty ? "an item" : "another item"
        let list = title.isEmpty ? "the list" : title
        let entry = NewItem.entry(of: section, in: session.form)
        var what = entry == .titleAndValue ? "its name," : "its title,"
        var options: [Choice]?
        if entry == .value, let row = NewItem.preview(section: section, in: session.form) {
            // What the value takes, unless plain text: `(its value: a whole number, 1 to 5; or …)`.
            let shape = FieldPrompt.shape(of: row, today: session.form.clock.today(), guided: true)
            what = shape.map { $0 == "text" ? "its value," : "its value: \($0);" } ?? "its value,"
            options = FieldPrompt.numberedChoices(of: row)
            for (number, option) in (options ?? []).enumerated() {
                report("    \(number + 1). " + TerminalText.visible(option.title) + "\n")
            }
        }
        // Items with a form of their own: filled field by field after `>`.
        let itemForm = entry == .value ? newItemForm(section: section, title: nil) : nil
        if itemForm != nil { what += " \(Self.fieldByField)," }
        let prompt = "  Add \(item) to \(list)? (\(what) or Enter for none): "
        while true {
            let input = try read(TerminalText.visible(prompt), nil)
            guard case .line(let line) = input else { return .ended(input) }
            let typed = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if typed.trimmingSpaces.isEmpty { return nil }
            switch entry {
            case .title, .titleAndValue:
                let name = typed.trimmingSpaces
                if entry == .titleAndValue {
                    guard let answer = try askForValue(of: name, in: section, failed: &failed) else {
                        continue
                    }
                    return answer
                }
                do throws(LineError) {
                    let key = try NewItem.add(&session, section: section, title: name, value: nil).key
                    report(ListReport.added(key, in: session.form) + "\n")
                    return .added(key)
                } catch {
                    problem("  ✗ " + TerminalText.visible(error.message) + "\n")
                }
            case .value:
                if let itemForm, typed.trimmingSpaces == ">" {
                    switch try fillNested(itemForm.form, name: itemForm.name, failed: &failed) {
                    case .ended(let input, let value):
                        if let value {
                            _ = try? NewItem.add(&session, section: section, title: nil, setting: value)
                        }
                        return .ended(input)
                    case .value(let value):
                        guard let value else {
                            report("  nothing added (no value)\n")
                            continue
                        }
                        if let answer = addItem(to: section, title: nil, .filled(value), failed: &failed) {
                            return answer
                        }
                        continue
                    }
                }
                guard let text = chosen(typed, among: options, failed: &failed) else { continue }
                if let answer = addItem(to: section, title: nil, .typed(text), failed: &failed) {
                    return answer
                }
            }
        }
    }

    /// Asks for the value of a new item named `name` of the key–value list `section`, until the
    /// list takes it; `nil` (nothing added) when the name is refused, or on an empty answer
    /// when the item would have no value.
    private mutating func askForValue(of name: String, in section: Int, failed: inout Int)
        throws(FormWalkError) -> ItemAnswer?
    {
        // The item as it would be, to ask what its value takes; a name the list refuses is said.
        var trial = session.form
        let key: RowKey
        do throws(EditError) {
            key = try trial.addedItem(section: section, title: name).key
        } catch {
            problem("  ✗ " + TerminalText.visible(error.reason) + "\n")
            return nil
        }
        guard let row = try? trial.row(key) else { return nil }
        let today = session.form.clock.today()
        let itemForm = trial.nestedForm(for: key)
        guard
            let prompt = FieldPrompt.prompt(
                for: row, today: today, guided: true, offering: itemForm.map { _ in Self.fieldByField })
        else {
            // A value a person does not type: the item keeps its template's.
            return addItem(to: section, title: name, .typed(nil), failed: &failed)
        }
        let options = FieldPrompt.numberedChoices(of: row)
        for (number, option) in (options ?? []).enumerated() {
            report("    \(number + 1). " + TerminalText.visible(option.title) + "\n")
        }
        while true {
            let input = try read("  " + prompt, nil)
            guard case .line(let line) = input else { return .ended(input) }
            var text = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if let itemForm, text.trimmingSpaces == ">" {
                let trail = itemTrail(section: section, name: name, number: nil)
                switch try fillNested(itemForm, name: trail, failed: &failed) {
                case .ended(let input, let value):
                    if let value {
                        _ = try? NewItem.add(&session, section: section, title: name, setting: value)
                    }
                    return .ended(input)
                case .value(let value):
                    guard let value else {
                        report("  nothing added (no value)\n")
                        return nil
                    }
                    if let answer = addItem(to: section, title: name, .filled(value), failed: &failed) {
                        return answer
                    }
                    continue
                }
            }
            if text.trimmingSpaces.isEmpty {
                // Enter keeps the starting value, as for a row; without one, nothing is added.
                if row.value != nil { return addItem(to: section, title: name, .typed(nil), failed: &failed) }
                report("  nothing added (no value)\n")
                return nil
            }
            if let options {
                guard let chosen = chosen(text, among: options, failed: &failed) else { continue }
                text = chosen
            }
            if let answer = addItem(to: section, title: name, .typed(text), failed: &failed) { return answer }
        }
    }

    /// A new item's value: text as typed (`nil`: the template's starting value), or what a
    /// nested form gave.
    private enum NewItemValue {
        case typed(String?)
        case filled(Value)
    }

    /// Adds an item whole (``NewItem/add(_:section:title:value:)``, or
    /// ``NewItem/add(_:section:title:setting:)`` for a nested form's value) and reports it; `nil`
    /// when the list refused it, said as a problem and counted in `failed` as a refused answer is
    /// (the question is asked again).
    private mutating func addItem(to section: Int, title: String?, _ value: NewItemValue, failed: inout Int)
        -> ItemAnswer?
    {
        do throws(LineError) {
            let added =
                switch value {
                case .typed(let text): try NewItem.add(&session, section: section, title: title, value: text)
                case .filled(let value):
                    try NewItem.add(&session, section: section, title: title, setting: value)
                }
            var said = ListReport.added(added.key, in: session.form)
            if let change = added.changes.dropFirst().first {
                said += EditProblems.lines(after: change, edited: added.key, in: session.form)
            }
            report(said + "\n")
            let problems = (try? session.form.problems(of: added.key)) ?? []
            return problems.isEmpty ? .filled(added.key) : .added(added.key)
        } catch {
            failed += 1
            problem("  ✗ " + TerminalText.visible(error.message) + "\n")
            return nil
        }
    }

    /// What the review ends with: the walk's end, or the row whose question is asked again.
    private enum ReviewOutcome {
        case end(WalkEnd)
        case change(RowKey)
    }

    /// The review before done: every answer numbered, then a question. An empty answer (or end
    /// of input) is done; a number or a row's key asks that row's question again.
    ///
    /// ```
    /// Review
    ///   1. Destination: Reykjavík
    ///   2. Nights: 2
    /// Enter is done, or the number or key of an answer to change:
    /// ```
    private mutating func review(failed: inout Int) throws(FormWalkError) -> ReviewOutcome {
        let keys = answeredKeys()
        report("Review\n")
        for (index, key) in keys.enumerated() {
            guard let row = try? session.form.row(key) else { continue }
            report("  \(index + 1). " + TerminalText.visible(reviewLine(row)) + "\n")
        }
        while true {
            // In a nested form, Enter goes back to the form under it with the answers.
            let enter = trailNames.isEmpty ? "Enter is done" : "Enter goes back with them"
            let input = try read("\(enter), or the number or key of an answer to change: ", .review)
            switch input {
            case .interrupted:
                return .end(WalkEnd(kind: .interrupted(signal: SIGINT), failedCommands: failed))
            case .hungUp: return .end(WalkEnd(kind: .interrupted(signal: SIGHUP), failedCommands: failed))
            case .end:
                if interactive { report("\n") }
                return .end(try endOfInput(failed: failed))
            case .line(let line):
                let text = (line.hasSuffix("\r") ? String(line.dropLast()) : line).trimmingSpaces
                if text.isEmpty { return .end(try finish(failed: failed)) }
                if let number = Int(text), text.allSatisfy(\.isASCII) {
                    if keys.indices.contains(number - 1) { return .change(keys[number - 1]) }
                } else if let key = keys.first(where: { $0.rawValue == text }) {
                    return .change(key)
                }
                failed += 1
                let range = keys.count == 1 ? "1" : "1 to \(keys.count)"
                problem("  ✗ " + TerminalText.visible("'\(text)' is no answer (\(range), or a key)") + "\n")
            }
        }
    }

    /// The keys of the rows the questions asked, as they stand: active, in form order.
    private func answeredKeys() -> [RowKey] {
        let form = session.form
        let today = form.clock.today()
        var keys: [RowKey] = []
        for section in 0..<form.sectionCount where form.isSectionShown(section) {
            for row in form.allRows(in: section) where form.isActive(row.key) {
                if FieldPrompt.prompt(for: row, today: today) != nil { keys.append(row.key) }
            }
        }
        return keys
    }

    /// `Title: value` for the review: the value as shown (a password's as •, a text area's line
    /// breaks as ⏎), `(empty)` when there is none. An item of a list of values, whose title is
    /// the template's, is titled with its list's.
    private func reviewLine(_ row: Row) -> String {
        var shown = row.value == nil ? row.detail : row.displayValue
        if shown.isEmpty, let value = row.value { shown = value.description }
        if row.control.isTextArea { shown = shown.replacingOccurrences(of: "\n", with: "⏎") }
        var label = row.label
        if let place = ListPlace.of(row.key, in: session.form),
            NewItem.entry(of: place.section, in: session.form) == .value
        {
            label = ListReport.sectionName(place.section, session.form)
        }
        return "\(label): \(shown.isEmpty ? "(empty)" : shown)"
    }

    /// Where guided mode is in the form: before the first question, after a row, or after the
    /// question that adds items to the editable list of a section.
    private enum Spot {
        case start
        case row(RowKey)
        case list(Int)
    }

    /// A question guided mode asks: a row's value, or whether to add an item to a list.
    private enum Question {
        case row(RowKey)
        case addItem
    }

    /// The next question after `spot`, in form order, with its section: a row whose conditions
    /// hold (expanded or not) that a person answers (it has a prompt) or reads (a read-only
    /// `info` or `link` row), and after the rows of an editable list, whether to add an item.
    private func firstQuestion(after spot: Spot) -> (section: Int, question: Question)? {
        let form = session.form
        var passed: Bool
        let start: Int
        switch spot {
        case .start: (passed, start) = (true, 0)
        case .row(let key): (passed, start) = (false, place(of: key) ?? 0)
        case .list(let section): (passed, start) = (true, section + 1)
        }
        for section in start..<form.sectionCount where form.isSectionShown(section) {
            for row in form.allRows(in: section) {
                if !passed {
                    if case .row(let key) = spot { passed = row.key == key }
                    continue
                }
                guard form.isActive(row.key) else { continue }
                if FieldPrompt.prompt(for: row, today: form.clock.today()) != nil || isNote(row) {
                    return (section, .row(row.key))
                }
            }
            passed = true
            if form.descriptor.sections[section].isEditable { return (section, .addItem) }
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
        report(paragraph(value.isEmpty ? row.label : "\(row.label): \(value)"))
    }

    /// `text` indented by two spaces, on as many lines as the terminal's width needs, broken
    /// between words (a word longer than a line has one of its own): a description is read
    /// whole, not cut mid-word at the edge.
    func paragraph(_ text: String) -> String {
        let visible = TerminalText.visible(text)
        guard let width, width > 12 else { return "  " + visible + "\n" }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in visible.split(separator: " ") {
            let length = displayWidth(of: String(word))
            if !line.isEmpty, used + 1 + length > width - 3 {
                lines.append(line)
                line = ""
                used = 0
            }
            line += (line.isEmpty ? "" : " ") + word
            used += (used == 0 ? 0 : 1) + length
        }
        lines.append(line)
        return lines.map { "  " + $0 + "\n" }.joined()
    }
}
