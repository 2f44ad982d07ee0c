import FormEngine

/// Line-mode commands for editable lists (issue 4): edit mode, adding, selecting, moving and
/// deleting items. The engine refuses what edit mode does not allow, with the reason.
extension LineCommand {
    static let edit = LineCommand(
        name: "edit", arguments: "on|off",
        summary: "enter or leave edit mode (moving, selecting and deleting items)",
        run: { session, rest in
            let flag: Bool
            switch rest.trimmingSpaces.lowercased() {
            case "on": flag = true
            case "off": flag = false
            default: throw LineError("edit on|off: say on or off, got '\(rest.trimmingSpaces)'")
            }
            let change = try session.form.applyReporting(.setEditing(flag))
            return .report(ListReport.editing(flag, change: change))
        })

    static let add = LineCommand(
        name: "add", arguments: "SECTION TITLE",
        summary: "add an item titled TITLE to a list (SECTION: its number, title or list key); "
            + "a list of values takes VALUE, a key-value list NAME=VALUE",
        run: { session, rest in
            let (section, text) = try sectionAndTitle(rest, in: session.form)
            let title: String?
            let value: String?
            switch NewItem.entry(of: section, in: session.form) {
            case .title: (title, value) = (text, nil)
            case .value: (title, value) = (nil, text)
            case .titleAndValue:
                guard let equals = text.firstIndex(of: "=") else {
                    throw LineError(
                        "add SECTION NAME=VALUE: a NAME=VALUE is needed after the section, got '\(text)'")
                }
                title = String(text[..<equals]).trimmingSpaces
                value = String(text[text.index(after: equals)...]).trimmingSpaces
                if title?.isEmpty ?? true {
                    throw LineError("add SECTION NAME=VALUE: a NAME is needed before '='")
                }
            }
            let added: NewItem.Added
            do throws(LineError) {
                added = try NewItem.add(&session, section: section, title: title, value: value)
            } catch {
                let name = ListReport.sectionName(section, session.form)
                throw LineError("\(name) (section \(section + 1)): \(error.message)")
            }
            var report = ListReport.added(added.key, in: session.form)
            if let change = added.changes.dropFirst().first {
                report += EditProblems.lines(after: change, edited: added.key, in: session.form)
            }
            return .report(report)
        })

    static let select = LineCommand(
        name: "select", arguments: "KEY",
        summary: "select or deselect an item for delete selected (edit mode)",
        run: { session, rest in
            let key = try singleKey(rest, usage: "select KEY")
            try session.form.applyReporting(.toggleItemSelection(key))
            return .report(ListReport.selection(key, in: session.form))
        })

    static let move = LineCommand(
        name: "move", arguments: "KEY TO",
        summary: "move an item to position TO (1 is the top) of its list (edit mode)",
        run: { session, rest in
            let (word, position) = firstWord(of: rest)
            let usage = "move KEY TO"
            guard !word.isEmpty, !position.trimmingSpaces.isEmpty else {
                throw LineError("\(usage): a KEY and a position are needed")
            }
            guard let to = Int(position.trimmingSpaces) else {
                throw LineError("\(usage): '\(position.trimmingSpaces)' is not a position (1, 2, …)")
            }
            let key = RowKey(word)
            let old = ListPlace.of(key, in: session.form)
            try session.form.applyReporting(.moveItem(key, toPosition: to - 1))
            return .report(ListReport.moved(key, from: old, in: session.form))
        })

    static let delete = LineCommand(
        name: "delete", arguments: "KEY|selected",
        summary: "delete an item, or every selected item (edit mode)",
        run: { session, rest in
            let key = try singleKey(rest, usage: "delete KEY|selected")
            let keys = key == "selected" ? session.form.selectedItemKeys : [key]
            let doomed = keys.compactMap { try? session.form.row($0) }
            let sections = keys.compactMap { ListPlace.of($0, in: session.form)?.section }
            if key == "selected" {
                try session.form.applyReporting(.deleteSelectedItems)
            } else {
                try session.form.applyReporting(.deleteItems([key]))
            }
            return .report(ListReport.deleted(doomed, sections: sections, in: session.form))
        })

    /// Splits `add`'s arguments: the longest run of leading words that names a section (so a
    /// title with spaces such as `Work Experience` works), and the rest: the item's title, its
    /// value or `NAME=VALUE`, as the list's ``SectionDescriptor/ItemEntry`` says.
    static func sectionAndTitle(_ rest: String, in form: Form) throws(LineError) -> (Int, String) {
        let usage = "add SECTION TITLE"
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { throw LineError("\(usage): a SECTION and a TITLE are needed") }
        for count in stride(from: words.count, through: 1, by: -1) {
            let name = words[..<count].joined(separator: " ")
            guard let section = form.section(named: name) else { continue }
            var title = rest.trimmingSpaces
            for _ in 0..<count { title = firstWord(of: title).rest }
            guard !title.isEmpty else {
                let what =
                    switch form.descriptor.sections[section].itemEntry {
                    case .title: "TITLE"
                    case .value: "VALUE"
                    case .titleAndValue: "NAME=VALUE"
                    }
                throw LineError("add SECTION \(what): a \(what) is needed after '\(name)'")
            }
            return (section, title)
        }
        throw LineError(
            "\(usage): no section is called '\(words[0])' (give its number 1-\(form.sectionCount), "
                + "title or list key)")
    }
}
