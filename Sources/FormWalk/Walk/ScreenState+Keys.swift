import FormEngine
import Foundation

/// Key handling of the full-screen walk.
extension ScreenState {
    /// What the walk does after a key.
    enum Step: Equatable {
        /// Keep going (redraw).
        case stay
        /// The walk is over.
        case finish(WalkEnd)
        /// Ctrl-Z: restore the terminal and stop; redraw everything once continued.
        case suspend
        /// Ctrl-E on a text area: give the terminal back and edit this text in the person's
        /// editor, then hand the result to ``finishEditing(_:)``.
        case editExternally(String)
    }

    /// The role of the row under the cursor for the key map.
    var role: ScreenKeyMap.RowRole {
        // In edit mode an item is moved, selected and deleted rather than typed into.
        if session.form.isEditing, cursorRow?.isItem == true { return .other }
        switch cursorRow?.control {
        case .file?: return .path
        case .text?, .number?, .time?, .dateTime?: return .text
        case .textArea?: return .multiline
        case .stepper?, .slider?: return .slider
        case .date?: return .date
        case .choice?, .option?: return .picker
        default: return .other
        }
    }

    /// Handles one key press.
    mutating func handle(_ key: Key) -> Step {
        if !nestedLevel.isEmpty { return handleNested(key) }
        if key == .ctrlZ { return .suspend }
        if overlay != nil { return answerOverlay(key) }
        if askingToLeave { return answerLeave(key) }
        if prompt != nil { return answerPrompt(key) }
        if key == .enter, role == .date, field?.isModified != true {
            openCalendar()
            return .stay
        }
        updateNestedOffer()
        if key == .enter, field?.isModified != true, !session.form.isEditing, let row = cursorRow,
            offersNested(row)
        {
            openNested()
            return .stay
        }
        let action = ScreenKeyMap.action(
            for: key, role: role, fieldModified: field?.isModified ?? false,
            editing: session.form.isEditing, onItem: cursorRow?.isItem ?? false)
        switch action {
        case .interrupt: return .finish(WalkEnd(kind: .interrupted(signal: SIGINT)))
        case .done: return page == nil ? done() : advance()
        case .suspend: return .suspend
        case .toggleEditing: toggleEditing()
        case .addItem: askForItemTitle()
        case .openNested: openNested()
        case .moveItemUp, .moveItemDown: moveItem(by: action == .moveItemUp ? -1 : 1)
        case .deleteItem: askToDelete()
        case .selectItem: selectItem()
        case .up where role == .multiline && moveFieldLine(by: -1): break
        case .down where role == .multiline && moveFieldLine(by: 1): break
        case .up, .down, .pageUp, .pageDown, .first, .last:
            guard commitField() else { break }
            move(action)
        case .tap: return tap()
        case .decrease, .increase: adjust(by: action == .increase ? 1 : -1)
        case .stepDate(let months): stepDate(months: months, days: 0)
        case .edit(let key): type(key)
        case .commit:
            // Enter keeps the text and goes on to the next row, as form tools do.
            guard commitField() else { break }
            move(.down)
        case .cancelEdit:
            field = nil
            syncField()
            status = Status(text: "edit cancelled", isError: false)
        case .leave: return leave()
        case .help: overlay = .help
        case .filter: openFilter()
        case .filterTyping(let character): openFilter(typing: character)
        case .complete:
            guard field?.editor.text.isEmpty == false else {
                if commitField() { move(.down) }
                break
            }
            completePath()
        case .openEditor:
            if let field { return .editExternally(field.editor.text) }
        case .paste(let text): paste(text)
        case .mouse(let event): return click(event)
        case .notTyped:
            guard let row = cursorRow else { break }
            status =
                row.control == .info
                ? Self.readOnlyStatus(row)
                : Status(
                    text: TerminalText.visible(
                        "\(ScreenReport.name(row)) is not typed into (? lists the keys)"),
                    isError: true)
        case .ignore: break
        }
        return .stay
    }

    /// A key for the field under the cursor; a character past `maxLength` is refused with a note.
    mutating func type(_ key: Key) {
        guard var field else { return }
        checks.touch(field.key)
        if !field.handle(key), case .char = key, field.isFull, let limit = field.maxLength {
            let name = ScreenReport.label(field.key, in: session.form)
            status = Status(text: "\(name): at most \(limit) characters", isError: true)
        } else {
            checkAsTyped(field)
        }
        self.field = field
    }

    /// Checks as you type: once the row has shown a problem, or from its first character when
    /// it checks a format, its first problem with the text typed so far is on the status line,
    /// updated on every key, and the line cleared once the text passes. Text the row cannot
    /// hold yet (a half-typed day) is said only once the row has shown a problem.
    private mutating func checkAsTyped(_ field: FieldEdit) {
        let form = session.form
        let shown = checks.shownProblem(field.key) != nil
        guard shown || form.checksFormat(of: field.key) else { return }
        let text = field.editor.text
        if let first = form.problems(of: field.key, typing: text, refusals: shown).first {
            status = Status(text: ScreenReport.problem(first, key: field.key, in: form), isError: true)
        } else if status.isError {
            status = Status(text: "", isError: false)
        }
    }

    /// ↑/↓ in a text area: the caret a line up or down when there is one; false on its first
    /// (last) line, where the key goes to the row above (below).
    mutating func moveFieldLine(by direction: Int) -> Bool {
        guard var field, field.isMultiline, field.moveLine(by: direction) else { return false }
        self.field = field
        return true
    }

    /// Tab on a `file` row: the path completed from the file system as far as it is certain,
    /// the paths to choose from on the status line when several remain.
    mutating func completePath() {
        guard var field, let row = cursorRow else { return }
        let typed = field.editor.text
        let (text, candidates) = PathCompletion.complete(typed, in: row)
        field.editor = LineEditor(text: text)
        self.field = field
        checks.touch(field.key)
        switch candidates.count {
        case 0:
            status = Status(text: TerminalText.visible("no path starts with \(typed)"), isError: true)
        case 1: status = Status(text: "", isError: false)
        default:
            status = Status(
                text: "\(candidates.count) paths: " + PathCompletion.list(candidates), isError: false)
        }
    }

    /// The text area's text as the editor left it (kept, as Enter keeps typed text), or why the
    /// editor gave nothing back (the text stays as it was).
    mutating func finishEditing(_ result: Result<String, EditorFailure>) {
        if !nestedLevel.isEmpty { return nestedLevel[0].state.finishEditing(result) }
        guard let field else { return }
        switch result {
        case .failure(let failure):
            status = Status(text: TerminalText.visible(failure.message), isError: true)
        case .success(let text):
            // Kept whole, as line mode's `set` keeps a value that breaks a rule: a text longer
            // than `maxLength` is marked ✗ with its message, and done is refused until it is fixed.
            guard text != field.original else {
                status = Status(text: "no change from the editor", isError: false)
                return
            }
            guard perform(.setText(field.key, text), on: field.key) else { return }
            if let limit = field.maxLength, text.count > limit {
                checks.leave(field.key)
                let problem = checks.shownProblem(field.key) ?? "at most \(limit) characters"
                let count = text.count
                status = Status(
                    text: ScreenReport.problem(problem, key: field.key, in: session.form)
                        + "; the editor's \(count) characters are kept",
                    isError: true)
            }
        }
    }

    /// A bracketed paste: its first line is typed into the field under the cursor (or the title
    /// being asked for); it is never read as keys.
    mutating func paste(_ text: String) {
        guard var field else {
            status = Status(text: "paste ignored: the row under the cursor takes no text", isError: true)
            return
        }
        checks.touch(field.key)
        if field.paste(text) {
            let limit = field.maxLength.map { " (at most \($0) characters)" } ?? ""
            status = Status(text: "pasted the first line only\(limit)", isError: false)
        }
        self.field = field
    }

    /// Moves the cursor for a movement action.
    mutating func move(_ action: ScreenAction) {
        guard let cursor else { return }
        // The row being left is checked: its problems are marked from now on, and its message
        // is the one shown (after a refused Ctrl-D every ✗ row's is, and the row landed on
        // must not cover the one just typed into).
        var leftShowsProblem = false
        if let key = items[cursor].key {
            checks.leave(key)
            if let problem = checks.shownProblem(key) {
                status = Status(
                    text: ScreenReport.problem(problem, key: key, in: session.form), isError: true)
                leftShowsProblem = true
            }
        }
        let left = self.cursor
        defer { if self.cursor != left, !leftShowsProblem { showCursorProblem() } }
        // On a page, past its first or last row: the page before or after.
        if page != nil, action == .up || action == .down {
            let ahead = action == .down ? items[(cursor + 1)...] : items[..<cursor]
            if !ahead.contains(where: \.isSelectable), turnPage(by: action == .down ? 1 : -1) { return }
        }
        switch action {
        case .up: moveCursor(to: cursor - 1, forward: false)
        case .down: moveCursor(to: cursor + 1, forward: true)
        case .pageUp:
            scroll(by: -bodyHeight)
            moveCursor(to: cursor - bodyHeight, forward: false)
        case .pageDown:
            scroll(by: bodyHeight)
            moveCursor(to: cursor + bodyHeight, forward: true)
        case .first: moveCursor(to: 0, forward: true)
        case .last:
            moveCursor(to: items.count - 1, forward: false)
            // Show the end of the form, a last footer included.
            scroll(by: items.count)
        default: break
        }
    }

    /// Puts the marked problem of the row just landed on on the status line, in place of the
    /// message of the row left: a ✗ row's message shows while the cursor is on it.
    mutating func showCursorProblem() {
        guard let row = cursorRow, let problem = checks.shownProblem(row.key) else { return }
        status = Status(text: ScreenReport.problem(problem, key: row.key, in: session.form), isError: true)
    }

    /// Taps the row under the cursor: as the form taps it, but a picker presented as a page
    /// opens its page, a segmented row takes its next choice, and a button, an `info` or a
    /// `link` row answer as ``tapKind(_:)`` says.
    /// A button's tap reports its action (``press(_:action:)``), which may finish the walk.
    mutating func tap() -> Step {
        guard let row = cursorRow else { return .stay }
        if tapKind(row) { return .stay }
        if case .button = row.control {
            do {
                if let action = try session.form.applyReporting(.tap(row.key)).action {
                    return press(row, action: action.name)
                }
            } catch {
                status = Status(
                    text: ScreenReport.failure(error, key: row.key, in: session.form), isError: true)
            }
            return .stay
        }
        perform(.tap(row.key), on: row.key)
        return .stay
    }

    /// Moves a slider or a stepper by its step, a date by a day (``stepDate(months:days:)``), a
    /// segmented row to the choice beside it, or collapses/expands a parent.
    mutating func adjust(by direction: Int) {
        guard let row = cursorRow else { return }
        switch row.control {
        case .stepper(let range, let step):
            self.step(row, range: range, step: step, by: direction)
        case .segmented(let options):
            choose(row, options, by: direction, wrapping: false)
        case .slider(let range, let step):
            let (minimum, maximum) = (range.lowerBound, range.upperBound)
            let step = step > 0 ? step : (maximum - minimum) / 100
            guard case .number(let value)? = row.value else { return }
            let end = direction > 0 ? maximum : minimum
            if direction > 0 ? value >= end : value <= end {
                let which = direction > 0 ? "maximum" : "minimum"
                status = Status(
                    text: "\(ScreenReport.name(row)) is at its \(which), \(Value.number(end))", isError: false
                )
                return
            }
            perform(.set(row.key, .number(value + Double(direction) * step)), on: row.key)
        case .date: stepDate(months: 0, days: direction)
        default:
            if direction > 0, presentsAsPage(row) { return openPage(of: row) }
            guard row.isExpandable, row.isExpanded != (direction > 0) else { return }
            perform(.setExpanded(row.key, to: direction > 0), on: row.key)
        }
    }

    /// Commits the field under the cursor when it was modified; returns false (and shows why)
    /// when the form refuses the text.
    @discardableResult
    mutating func commitField() -> Bool {
        guard let field, field.isModified else { return true }
        if let row = try? session.form.row(field.key),
            let refusal = SliderRange.refusal(row, text: field.editor.text)
        {
            status = Status(text: refusal, isError: true)
            return false
        }
        return perform(.setText(field.key, field.editor.text), on: field.key)
    }

    /// Puts the text being typed in the row under the cursor into the form, when the row takes
    /// it (a walk cut off keeps it); nothing is shown.
    mutating func keepTypedText() {
        keepNestedWork()
        guard let field, field.isModified else { return }
        _ = try? session.set(field.key, text: field.editor.text)
    }

    /// Runs an edit, absorbs its change and reports it (or the error) on the status line.
    @discardableResult
    mutating func perform(_ edit: Edit, on key: RowKey) -> Bool {
        let old = items
        checks.touch(key)
        do {
            let change = try session.form.applyReporting(edit)
            absorb(change)
            status = Status(
                text: ScreenReport.describe(change, edited: key, old: old, in: session.form), isError: false)
            if let row = cursorRow, row.key == key, row.isExpanded {
                let shown = change.sections.reduce(0) { $0 + $1.inserted.count }
                scrollToChildren(count: shown)
            }
            return true
        } catch {
            status = Status(text: ScreenReport.failure(error, key: key, in: session.form), isError: true)
            return false
        }
    }

    /// `q`/Esc: leaves at once (abandoned) when nothing would be lost, otherwise asks: save or
    /// discard with a saving hook; discard or stay without one.
    mutating func leave() -> Step {
        guard commitField() else { return .stay }
        let loses = session.saves ? session.hasUnsavedChanges : session.hasChangedAnswers
        guard loses else { return .finish(WalkEnd(kind: .quit)) }
        askingToLeave = true
        return .stay
    }

    /// The answer to save / discard / stay.
    mutating func answerLeave(_ key: Key) -> Step {
        switch key {
        case .ctrlC: return .finish(WalkEnd(kind: .interrupted(signal: SIGINT)))
        case .ctrlD where isNested:
            // A nested form's changes kept: back to the form under it with them.
            askingToLeave = false
            return done()
        case .char("s"), .char("S"), .char("y"), .char("Y"), .enter:
            guard session.saves else {
                guard session.savingToFile != nil, key == .char("s") || key == .char("S") else {
                    return .stay
                }
                askingToLeave = false
                prompt = .savePath(editor: LineEditor())
                status = Status(text: "", isError: false)
                return .stay
            }
            askingToLeave = false
            do {
                try session.save()
                // Saved with rules broken: the progress is kept, and the walk ends as line mode's
                // does at end of input (65).
                let problems = session.form.validate().count
                var end = WalkEnd(kind: problems == 0 ? .done : .incomplete)
                end.saved = true
                end.problemsLeft = problems
                return .finish(end)
            } catch {
                status = Status(text: error.description, isError: true)
                return .stay
            }
        case .char("d"), .char("D"), .char("n"), .char("N"):
            return .finish(WalkEnd(kind: .quit, discardedChanges: true))
        default:
            askingToLeave = false
            status = Status(text: "", isError: false)
            return .stay
        }
    }

    /// A key for the path being typed after `s save to a file…`: Tab completes it, Enter saves
    /// and leaves (as `s` does with a saving hook), Esc goes back to the leave question.
    mutating func answerSavePath(_ key: Key, editor: LineEditor) -> Step {
        var editor = editor
        switch key {
        case .escape:
            prompt = nil
            askingToLeave = true
        case .tab:
            let typed = editor.text
            let (text, candidates) = PathCompletion.complete(typed, settings: FileSettings())
            editor = LineEditor(text: text)
            prompt = .savePath(editor: editor)
            switch candidates.count {
            case 0: status = Status(text: TerminalText.visible("no path starts with \(typed)"), isError: true)
            case 1: status = Status(text: "", isError: false)
            default:
                status = Status(
                    text: "\(candidates.count) paths: " + PathCompletion.list(candidates), isError: false)
            }
        case .enter:
            let path = editor.text.trimmingSpaces
            guard !path.isEmpty else {
                status = Status(text: "type the path of a new file (Esc goes back)", isError: true)
                return .stay
            }
            do {
                try session.save(toFile: path)
            } catch {
                status = Status(text: TerminalText.visible(error.description), isError: true)
                return .stay
            }
            prompt = nil
            let problems = session.form.validate().count
            var end = WalkEnd(kind: problems == 0 ? .done : .incomplete)
            end.saved = true
            end.problemsLeft = problems
            return .finish(end)
        case .paste(let text):
            for character in text.prefix(while: { $0 != "\n" && $0 != "\r" }) { editor.insert(character) }
            prompt = .savePath(editor: editor)
        default:
            _ = editor.handle(key)
            prompt = .savePath(editor: editor)
        }
        return .stay
    }

    /// Moves the date under the cursor so many months and days, staying within its allowed
    /// range; an empty date starts on today, or on the nearest end of its range when today is
    /// outside it (a `today-18y` maximum starts there).
    mutating func stepDate(months: Int, days: Int) {
        guard let row = cursorRow, case .date(let earliestDay, let latestDay) = row.control else { return }
        let today = session.form.clock.today()
        let earliest = earliestDay?.resolved(today: today)
        let latest = latestDay?.resolved(today: today)
        func inRange(_ day: CalendarDate) -> CalendarDate {
            if let latest, latest < day { return latest }
            if let earliest, day < earliest { return earliest }
            return day
        }
        guard case .date(let date)? = row.value else {
            perform(.set(row.key, .date(inRange(today))), on: row.key)
            return
        }
        guard let moved = date.adding(years: 0, months: months, days: days) else { return }
        let next = inRange(moved)
        if next == date {
            let which = months + days > 0 ? "latest" : "earliest"
            status = Status(
                text: TerminalText.visible(
                    "\(ScreenReport.name(row)) is at its \(which) day, \(row.displayValue)"),
                isError: false)
            return
        }
        perform(.set(row.key, .date(next)), on: row.key)
    }
}
