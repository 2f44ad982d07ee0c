/// What a key press asks the full-screen walk to do.
///
/// New keys are new cases here and new lines in
/// ``ScreenKeyMap/action(for:role:fieldModified:editing:onItem:)``.
enum ScreenAction: Equatable {
    /// Move the cursor one row up / down.
    case up, down
    /// Move the cursor a screenful up / down.
    case pageUp, pageDown
    /// Move the cursor to the first / last row.
    case first, last
    /// Tap the row: expand or collapse, choose, flip.
    case tap
    /// Slider or stepper one step down / up; date one day back / on; the choice before / after
    /// on a segmented row; collapse / expand a parent.
    case decrease, increase
    /// A date so many months back (negative) or on: Shift-←/→ and `m`/`M` a month, `y`/`Y` a
    /// year.
    case stepDate(months: Int)
    /// Pass the key to the field being edited.
    case edit(Key)
    /// Commit the field being edited and move to the next row (Enter on a text, date or typed
    /// slider row).
    case commit
    /// Throw away what was typed in the field.
    case cancelEdit
    /// Leave the walk (asking first when there are unsaved changes and a state file).
    case leave
    /// Ctrl-C: leave at once, saving nothing.
    case interrupt
    /// Ctrl-D: finish — refused, jumping to the first problem, while rules are broken; saves through
    /// the hook otherwise.
    case done
    /// Enter or leave edit mode.
    case toggleEditing
    /// Ask for a title and add an item to the list under the cursor.
    case addItem
    /// Open the nested form of the row under the cursor (^O; Enter too, when nothing is typed).
    case openNested
    /// Move the item under the cursor one place up / down (edit mode).
    case moveItemUp, moveItemDown
    /// Ask, then delete the item under the cursor (edit mode).
    case deleteItem
    /// Select or deselect the item under the cursor (edit mode).
    case selectItem
    /// `?`/F1: the help screen.
    case help
    /// Ctrl-Z: suspend (the terminal restored, the process stopped).
    case suspend
    /// Text pasted (bracketed paste): typed into the field, never read as keys.
    case paste(String)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// `/` on a picker or its options: filter the options by what is typed.
    case filter
    /// A letter or digit on a picker or its options: filter its options, starting with it.
    case filterTyping(Character)
    /// Ctrl-E on a text area: edit its text in `$VISUAL`/`$EDITOR`.
    case openEditor
    /// Tab on a `file` row: complete the path typed (on an empty one: the next row).
    case complete
    /// A letter or digit on a row that is not typed into: said on the status line, so that what a
    /// person types on the wrong row does not vanish unseen.
    case notTyped
    /// Nothing.
    case ignore
}

/// The key bindings of the full-screen walk, in one place.
enum ScreenKeyMap {
    /// The kind of row under the cursor, as far as keys care.
    enum RowRole: Equatable {
        /// A row typed into (text, email, url, phone, password, integer, decimal, duration, time,
        /// date and time): typing edits in place.
        case text
        /// A several-line text field (`multilineField`): typing edits in place and Enter types a newline; ↑/↓ move between its
        /// lines (and off its first or last line to the row beside), Tab keeps the text and goes
        /// to the next row, Ctrl-E opens `$VISUAL`/`$EDITOR`.
        case multiline
        /// A `file` row: typed into as text; Tab completes the path from the file system.
        case path
        /// A date row: typing edits `yyyy-MM-dd`; until something is typed, ←/→ change the day,
        /// Shift-←/→ and `m`/`M` the month, `y`/`Y` the year.
        case date
        /// A slider or a stepper: ←/→ (and -/+) move it by its step until a number is typed;
        /// digits start a typed number.
        case slider
        /// A picker or one of its options: a letter or digit (but the moving keys `j`, `k`,
        /// `g`, `G`, `h`, `l` and `q`) opens the filter with it typed.
        case picker
        /// Any other row.
        case other
    }

    /// The action for `key` on a row of `role`; `fieldModified` tells whether the field under the
    /// cursor holds typed, uncommitted text, `editing` whether the form is in edit mode and
    /// `onItem` whether the cursor is on an item of an editable list.
    static func action(
        for key: Key, role: RowRole, fieldModified: Bool, editing: Bool = false, onItem: Bool = false
    ) -> ScreenAction {
        if editing, onItem {
            switch key {
            case .shiftUp, .char("K"): return .moveItemUp
            case .shiftDown, .char("J"): return .moveItemDown
            case .char("d"): return .deleteItem
            case .char(" "): return .selectItem
            default: break
            }
        }
        if role == .multiline, key == .ctrlE { return .openEditor }
        if role == .path, key == .tab { return .complete }
        switch key {
        case .ctrlC: return .interrupt
        case .ctrlD: return .done
        case .ctrlZ: return .suspend
        case .f1: return .help
        case .paste(let text): return .paste(text)
        case .mouse(let event): return .mouse(event)
        case .shiftTab: return .up
        case .ctrlE: return .toggleEditing
        case .ctrlN: return .addItem
        case .ctrlO: return .openNested
        case .up, .shiftUp: return .up
        case .down, .shiftDown, .tab: return .down
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        default: break
        }
        if role == .picker, case .char(let character) = key, Self.startsFilter(character) {
            return .filterTyping(character)
        }
        if role == .slider, !fieldModified {
            switch key {
            case .char(let character) where character.isNumber || character == ".": return .edit(key)
            case .enter: return .commit
            default: break
            }
        } else if role != .other, role != .picker {
            switch key {
            case .enter: return role == .multiline ? .edit(key) : .commit
            case .escape: return fieldModified ? .cancelEdit : .leave
            case .left where role == .date && !fieldModified: return .decrease
            case .right where role == .date && !fieldModified: return .increase
            case .shiftLeft where role == .date && !fieldModified: return .stepDate(months: -1)
            case .shiftRight where role == .date && !fieldModified: return .stepDate(months: 1)
            case .char("m") where role == .date && !fieldModified: return .stepDate(months: -1)
            case .char("M") where role == .date && !fieldModified: return .stepDate(months: 1)
            case .char("y") where role == .date && !fieldModified: return .stepDate(months: -12)
            case .char("Y") where role == .date && !fieldModified: return .stepDate(months: 12)
            case .char, .backspace, .delete, .ctrlU, .left, .right, .home, .end: return .edit(key)
            default: return .ignore
            }
        }
        switch key {
        case .char("k"): return .up
        case .char("j"): return .down
        case .home, .char("g"): return .first
        case .end, .char("G"): return .last
        case .enter, .char(" "): return .tap
        case .left, .shiftLeft, .char("-"), .char("h"): return .decrease
        case .right, .shiftRight, .char("+"), .char("="), .char("l"): return .increase
        case .char("e"): return .toggleEditing
        case .char("a"): return .addItem
        case .char("K"): return .moveItemUp
        case .char("J"): return .moveItemDown
        case .char("d"): return .deleteItem
        case .char("q"), .escape: return .leave
        case .char("?"): return .help
        case .char("/"): return .filter
        case .char(let character) where character.isLetter || character.isNumber: return .notTyped
        default: return .ignore
        }
    }

    /// Whether typing `character` on a picker starts its filter: a letter or digit that is not
    /// one of the keys that move, open, close or leave (`j`, `k`, `g`, `G`, `h`, `l`, `q`).
    static func startsFilter(_ character: Character) -> Bool {
        (character.isLetter || character.isNumber) && !"jkgGhlq".contains(character)
    }
}
