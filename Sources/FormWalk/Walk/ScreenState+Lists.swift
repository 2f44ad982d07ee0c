import FormEngine
import Foundation

/// A question asked on the full-screen status line.
enum ScreenPrompt: Equatable {
    /// The title of a new item of the list in `section`, being typed (for a key–value list, its
    /// name: its value is asked next).
    case itemTitle(section: Int, editor: LineEditor)
    /// The value of a new item of the list in `section`, being typed: an item of a list of
    /// values (`title` `nil`), or of a key–value list, named `title` (``SectionDescriptor/ItemEntry``).
    case itemValue(section: Int, title: String?, editor: LineEditor)
    /// Whether to delete the item `key`: y deletes, anything else keeps it.
    case confirmDelete(RowKey)
    /// Whether to delete every selected item: y deletes them, anything else keeps them.
    case confirmDeleteSelected([RowKey])
    /// Whether to reset the form (a `reset` button): y resets it, anything else keeps it.
    case confirmReset
    /// The path of a new file to save the answers to (`s` at the leave question of a walk
    /// without a saving hook), being typed; Tab completes it.
    case savePath(editor: LineEditor)
}

/// Editable lists and finishing in the full-screen walk: `e` edit mode, `a` add, `K`/`J` or
/// Shift-↑/↓ move, `d` delete (after y/n), Space select, Ctrl-D done.
extension ScreenState {
    /// `e`: enters or leaves edit mode.
    mutating func toggleEditing() {
        guard commitField() else { return }
        let flag = !session.form.isEditing
        if flag, !session.form.descriptor.sections.contains(where: \.isEditable) {
            status = Status(text: "nothing to edit: this form has no editable list", isError: true)
            return
        }
        guard let change = try? session.form.apply(.setEditing(flag)) else { return }
        absorb(change)
        field = nil
        syncField()
        status = Status(text: ListReport.editing(flag, change: change), isError: false)
    }

    /// `a`: asks for the title of a new item of the list under the cursor (its value, for a
    /// list of values), or says why not.
    mutating func askForItemTitle() {
        guard commitField(), let section = cursorSection else { return }
        do {
            _ = try session.form.items(in: section)
        } catch {
            let name = ListReport.sectionName(section, session.form)
            status = Status(text: "\(name): \(error.reason)", isError: true)
            return
        }
        if NewItem.entry(of: section, in: session.form) == .value {
            // An item whose value has parts of its own: its form, field by field.
            if openNewItem(section: section, title: nil) { return }
            // The status line shows, over the value, only why the item refused one.
            status = Status(text: "", isError: false)
            prompt = .itemValue(section: section, title: nil, editor: LineEditor())
        } else {
            prompt = .itemTitle(section: section, editor: LineEditor())
        }
    }

    /// `K`/`J`, Shift-↑/↓: moves the item under the cursor one place; the cursor follows it.
    mutating func moveItem(by delta: Int) {
        guard let row = cursorRow else { return }
        let old = ListPlace.of(row.key, in: session.form)
        let index = old?.index ?? 0
        if session.form.isEditing, row.isItem, let old, !(0..<old.count).contains(index + delta) {
            let name = ListReport.named(row.key, session.form, byTitle: true)
            status = Status(
                text: "\(name) is already the \(delta < 0 ? "first" : "last") item", isError: false)
            return
        }
        do {
            let change = try session.form.applyReporting(.moveItem(row.key, toPosition: index + delta))
            absorb(change)
            placeCursor(on: row.key)
            status = Status(
                text: ListReport.moved(row.key, from: old, in: session.form, byTitle: true), isError: false)
        } catch {
            status = Status(text: ScreenReport.failure(error, key: row.key, in: session.form), isError: true)
        }
    }

    /// `d`: asks whether to delete the item under the cursor, or says why it cannot be deleted.
    mutating func askToDelete() {
        guard let row = cursorRow else { return }
        let selected = session.form.selectedItemKeys
        if !selected.isEmpty {
            prompt = .confirmDeleteSelected(selected)
            return
        }
        var trial = session.form
        do {
            try trial.applyReporting(.deleteItems([row.key]))
        } catch {
            status = Status(text: ScreenReport.failure(error, key: row.key, in: session.form), isError: true)
            return
        }
        prompt = .confirmDelete(row.key)
    }

    /// Space on an item in edit mode: selects or deselects it.
    mutating func selectItem() {
        guard let row = cursorRow else { return }
        do {
            absorb(try session.form.applyReporting(.toggleItemSelection(row.key)))
            status = Status(
                text: ListReport.selection(row.key, in: session.form, byTitle: true), isError: false)
        } catch {
            status = Status(text: ScreenReport.failure(error, key: row.key, in: session.form), isError: true)
        }
    }

    /// The answer to the question on the status line.
    mutating func answerPrompt(_ key: Key) -> Step {
        if key == .ctrlC { return .finish(WalkEnd(kind: .interrupted(signal: SIGINT))) }
        switch prompt {
        case .itemTitle(let section, var editor)?:
            switch key {
            case .escape:
                prompt = nil
                status = Status(text: "nothing added", isError: false)
            case .enter:
                prompt = nil
                if NewItem.entry(of: section, in: session.form) == .titleAndValue {
                    askForItemValue(section: section, name: editor)
                } else {
                    addItem(section: section, title: editor.text.trimmingSpaces)
                }
            case .paste(let text):
                // A pasted title: its first line, typed.
                for character in text.prefix(while: { $0 != "\n" && $0 != "\r" }) { editor.insert(character) }
                prompt = .itemTitle(section: section, editor: editor)
            default:
                _ = editor.handle(key)
                prompt = .itemTitle(section: section, editor: editor)
            }
        case .itemValue(let section, let title, var editor)?:
            switch key {
            case .escape:
                prompt = nil
                status = Status(text: "nothing added", isError: false)
            case .enter:
                prompt = nil
                addItem(section: section, title: title, value: editor)
            case .paste(let text):
                // A pasted value: its first line, typed.
                for character in text.prefix(while: { $0 != "\n" && $0 != "\r" }) { editor.insert(character) }
                prompt = .itemValue(section: section, title: title, editor: editor)
            default:
                _ = editor.handle(key)
                prompt = .itemValue(section: section, title: title, editor: editor)
            }
        case .confirmDelete(let item)?:
            prompt = nil
            if key == .char("y") || key == .char("Y") {
                delete(item)
            } else {
                status = Status(
                    text: "kept \(ListReport.named(item, session.form, byTitle: true))", isError: false)
            }
        case .confirmDeleteSelected(let keys)?:
            prompt = nil
            if key == .char("y") || key == .char("Y") {
                deleteSelected(keys)
            } else {
                status = Status(text: "kept \(keys.count) selected items", isError: false)
            }
        case .confirmReset?:
            prompt = nil
            if key == .char("y") || key == .char("Y") {
                resetForm()
            } else {
                status = Status(text: "nothing reset", isError: false)
            }
        case .savePath(let editor)?:
            return answerSavePath(key, editor: editor)
        case nil: break
        }
        return .stay
    }

    /// Adds an item titled `title` to `section` and puts the cursor on it.
    mutating func addItem(section: Int, title: String) {
        guard !title.isEmpty else {
            status = Status(text: "nothing added (no title)", isError: false)
            return
        }
        do {
            let (key, change) = try session.form.addedItem(section: section, title: title)
            absorb(change)
            placeCursor(on: key)
            status = Status(text: ListReport.added(key, in: session.form, byTitle: true), isError: false)
        } catch {
            status = Status(text: LineWalk.message(for: FormError(error)), isError: true)
        }
    }

    /// Enter on the name of a new item of a key–value list: asks for its value, or says why
    /// the name is refused, asked again with the name kept.
    mutating func askForItemValue(section: Int, name editor: LineEditor) {
        let name = editor.text.trimmingSpaces
        guard !name.isEmpty else {
            status = Status(text: "nothing added (no name)", isError: false)
            return
        }
        var trial = session.form
        do {
            try trial.addedItem(section: section, title: name)
        } catch {
            status = Status(
                text: "\(ListReport.sectionName(section, session.form)): \(error.reason)", isError: true)
            prompt = .itemTitle(section: section, editor: editor)
            return
        }
        status = Status(text: "", isError: false)
        if openNewItem(section: section, title: name) { return }
        prompt = .itemValue(section: section, title: name, editor: LineEditor())
    }

    /// Enter on the value of a new item (``ScreenPrompt/itemValue(section:title:editor:)``):
    /// adds the item with it and puts the cursor on it. A value the item refuses is said and
    /// asked again, the text kept; an empty one adds the item with its template's value, or
    /// nothing when that has none.
    mutating func addItem(section: Int, title: String?, value editor: LineEditor) {
        var value: String? = editor.text
        if editor.text.trimmingSpaces.isEmpty {
            guard NewItem.preview(section: section, title: title, in: session.form)?.value != nil else {
                status = Status(text: "nothing added (no value)", isError: false)
                return
            }
            value = nil
        }
        do throws(LineError) {
            let added = try NewItem.add(&session, section: section, title: title, value: value)
            for change in added.changes { absorb(change) }
            placeCursor(on: added.key)
            status = Status(
                text: ListReport.added(added.key, in: session.form, byTitle: true), isError: false)
        } catch {
            status = Status(
                text: "\(ListReport.sectionName(section, session.form)): \(error.message)", isError: true)
            prompt = .itemValue(section: section, title: title, editor: editor)
        }
    }

    /// Deletes the item `key`; the cursor goes to the next item, else the one before, else the
    /// row above the list.
    mutating func delete(_ key: RowKey) {
        let place = ListPlace.of(key, in: session.form)
        let doomed = (try? session.form.row(key)).map { [$0] } ?? []
        var neighbour: RowKey?
        if let place {
            let next = place.index + 1 < place.count ? place.index + 1 : place.index - 1
            neighbour =
                next != place.index
                ? session.form.visibleRow(section: place.section, position: next)?.key : nil
        }
        let oldCursor = cursor
        do {
            let change = try session.form.applyReporting(.deleteItems([key]))
            absorb(change)
            if let neighbour {
                placeCursor(on: neighbour)
            } else if let oldCursor {
                moveCursor(to: oldCursor, forward: false)
            }
            status = Status(
                text: ListReport.deleted(
                    doomed, sections: place.map { [$0.section] } ?? [], in: session.form, byTitle: true),
                isError: false)
        } catch {
            status = Status(text: LineWalk.message(for: error), isError: true)
        }
    }

    /// Deletes the selected items `keys` (edit mode's Space, then `d` and y), as line mode's
    /// `delete selected` does; the cursor goes to the nearest row left.
    mutating func deleteSelected(_ keys: [RowKey]) {
        let doomed = keys.compactMap { try? session.form.row($0) }
        let sections = keys.compactMap { ListPlace.of($0, in: session.form)?.section }
        // The cursor stays in its list: on the next item kept, else the one before.
        var neighbour: RowKey?
        if let row = cursorRow, keys.contains(row.key), let place = ListPlace.of(row.key, in: session.form) {
            let kept = (0..<place.count).compactMap {
                session.form.visibleRow(section: place.section, position: $0)?.key
            }
            let after = kept.dropFirst(place.index + 1).first { !keys.contains($0) }
            neighbour = after ?? kept.prefix(place.index).last { !keys.contains($0) }
        }
        let oldCursor = cursor
        do {
            absorb(try session.form.applyReporting(.deleteSelectedItems))
            if let neighbour {
                placeCursor(on: neighbour)
            } else if let oldCursor, cursorRow.map({ keys.contains($0.key) }) ?? true {
                moveCursor(to: oldCursor, forward: false)
            }
            status = Status(
                text: ListReport.deleted(doomed, sections: sections, in: session.form, byTitle: true),
                isError: false)
        } catch {
            status = Status(text: LineWalk.message(for: error), isError: true)
        }
    }

    /// Ctrl-D: finishes when every rule holds (saving through the hook); otherwise refuses, shows the
    /// first problem and puts the cursor on its row, expanding the rows that own it.
    mutating func done() -> Step {
        guard commitField() else { return .stay }
        // A nested form goes back with its problems: they show on the row under it, and that
        // form's own done refuses them (nothing typed is lost on the way).
        if isNested { return .finish(WalkEnd(kind: .done)) }
        checks.refresh(session.form)
        let problems = checks.list
        if let first = problems.first {
            reveal(first.key)
            checks.marksAll = true
            let message = ScreenReport.problem(first.message, key: first.key, in: session.form)
            let count = problems.count > 1 ? " (1 of \(problems.count) problems)" : ""
            status = Status(text: "done refused: \(message)\(count)", isError: true)
            overlay = .problems(offset: 0)
            return .stay
        }
        do {
            try session.save()
        } catch {
            status = Status(text: error.description, isError: true)
            return .stay
        }
        var end = WalkEnd(kind: .done)
        end.saved = session.saves
        return .finish(end)
    }

    /// Puts the cursor on the row `key`, first expanding the collapsed rows that own it.
    mutating func reveal(_ key: RowKey) {
        if placeCursor(on: key) { return }
        for section in 0..<session.form.sectionCount {
            let rows = session.form.allRows(in: section)
            guard let index = rows.firstIndex(where: { $0.key == key }) else { continue }
            var owners: [Row] = []
            var depth = rows[index].depth
            for probe in stride(from: index - 1, through: 0, by: -1) where depth > 0 {
                if rows[probe].depth < depth {
                    owners.append(rows[probe])
                    depth = rows[probe].depth
                }
            }
            for owner in owners.reversed() where !owner.isExpanded {
                if let change = try? session.form.apply(.setExpanded(owner.key, to: true)) { absorb(change) }
            }
            placeCursor(on: key)
            return
        }
    }
}
