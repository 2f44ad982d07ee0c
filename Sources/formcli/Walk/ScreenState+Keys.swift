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
    }

    /// The role of the row under the cursor for the key map.
    var role: ScreenKeyMap.RowRole {
        // In edit mode an item is moved, selected and deleted rather than typed into.
        if session.form.isEditing, cursorRow?.isItem == true { return .other }
        switch cursorRow?.kind {
        case .text?: return .text
        case .date?: return .date
        default: return .other
        }
    }

    /// Handles one key press.
    mutating func handle(_ key: Key) -> Step {
        if askingToLeave { return answerLeave(key) }
        if prompt != nil { return answerPrompt(key) }
        let action = ScreenKeyMap.action(
            for: key, role: role, fieldModified: field?.isModified ?? false,
            editing: session.form.isEditing, onItem: cursorRow?.isItem ?? false)
        switch action {
        case .interrupt: return .finish(WalkEnd(kind: .interrupted))
        case .done: return done()
        case .toggleEditing: toggleEditing()
        case .addItem: askForItemTitle()
        case .moveItemUp, .moveItemDown: moveItem(by: action == .moveItemUp ? -1 : 1)
        case .deleteItem: askToDelete()
        case .selectItem: selectItem()
        case .up, .down, .pageUp, .pageDown, .first, .last:
            guard commitField() else { break }
            move(action)
        case .tap: tap()
        case .decrease, .increase: adjust(by: action == .increase ? 1 : -1)
        case .edit(let key):
            if var field {
                _ = field.handle(key)
                self.field = field
            }
        case .commit: _ = commitField()
        case .cancelEdit:
            field = nil
            syncField()
            status = Status(text: "edit cancelled", isError: false)
        case .leave: return leave()
        case .ignore: break
        }
        return .stay
    }

    /// Moves the cursor for a movement action.
    mutating func move(_ action: ScreenAction) {
        guard let cursor else { return }
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
        case .last: moveCursor(to: items.count - 1, forward: false)
        default: break
        }
    }

    /// Taps the row under the cursor.
    mutating func tap() {
        guard let row = cursorRow else { return }
        perform(.tap(row.key), on: row.key)
    }

    /// Moves a slider by its step, a date by a day, or collapses/expands a parent.
    mutating func adjust(by direction: Int) {
        guard let row = cursorRow else { return }
        switch row.kind {
        case .slider(let settings):
            let step = settings.step > 0 ? settings.step : (settings.maximum - settings.minimum) / 100
            guard case .number(let value)? = row.value else { return }
            perform(.set(row.key, .number(value + Double(direction) * step)), on: row.key)
        case .date:
            let start: CalendarDate
            if case .date(let date)? = row.value {
                guard let next = date.adding(days: direction) else { return }
                start = next
            } else {
                guard let today = Self.today() else { return }
                start = today
            }
            perform(.set(row.key, .date(start)), on: row.key)
        default:
            guard row.isExpandable, row.isExpanded != (direction > 0) else { return }
            perform(.setExpanded(row.key, direction > 0), on: row.key)
        }
    }

    /// Commits the field under the cursor when it was modified; returns false (and shows why)
    /// when the form refuses the text.
    @discardableResult
    mutating func commitField() -> Bool {
        guard let field, field.isModified else { return true }
        return perform(.setText(field.key, field.editor.text), on: field.key)
    }

    /// Runs an edit, absorbs its change and reports it (or the error) on the status line.
    @discardableResult
    mutating func perform(_ edit: Edit, on key: RowKey) -> Bool {
        do {
            let change = try session.form.apply(edit)
            absorb(change)
            status = Status(
                text: ChangeReport.describe(change, edited: key, in: session.form), isError: false)
            return true
        } catch {
            status = Status(text: LineWalk.message(for: error), isError: true)
            return false
        }
    }

    /// `q`/Esc: leaves at once when nothing would be lost, otherwise asks.
    mutating func leave() -> Step {
        guard commitField() else { return .stay }
        guard session.statePath != nil, session.hasUnsavedChanges else {
            return .finish(WalkEnd(kind: .done))
        }
        askingToLeave = true
        return .stay
    }

    /// The answer to save / discard / stay.
    mutating func answerLeave(_ key: Key) -> Step {
        switch key {
        case .ctrlC: return .finish(WalkEnd(kind: .interrupted))
        case .char("s"), .char("S"), .char("y"), .char("Y"), .enter:
            askingToLeave = false
            do {
                try session.save()
                return .finish(WalkEnd(kind: .done))
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

    /// Today in the local calendar, the day ←/→ start from on an empty date row.
    static func today() -> CalendarDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1)
    }
}
