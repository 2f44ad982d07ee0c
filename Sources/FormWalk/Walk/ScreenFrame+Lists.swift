import FormEngine

/// Drawing what editable lists add to the full-screen walk: the question on the status line and
/// the edit-mode keys in the hint bar.
extension ScreenState {
    /// The status line while a question is asked, and the caret column when a title is typed;
    /// `nil` when nothing is asked.
    mutating func promptLine() -> (StyledLine, Int?)? {
        switch prompt {
        case .itemTitle(let section, let editor)?:
            var label = " New item in \(ListReport.sectionName(section, session.form)): "
            if NewItem.entry(of: section, in: session.form) == .titleAndValue {
                label = " Name of a new item in \(ListReport.sectionName(section, session.form)): "
            }
            let start = displayWidth(of: label)
            let view = editor.render(width: max(width - start - 1, 1))
            let line = StyledLine(spans: [
                Span(label, style: TextStyle(bold: true)), Span(view.text, style: theme.field),
            ])
            return (line, start + view.cursorColumn)
        case .itemValue(let section, let title, let editor)?:
            let list = ListReport.sectionName(section, session.form)
            let label =
                title.map { " Value of \(TerminalText.visible($0)) in \(list): " }
                ?? " New item in \(list), its value: "
            let start = displayWidth(of: label)
            let view = editor.render(width: max(width - start - 1, 1))
            let line = StyledLine(spans: [
                Span(label, style: TextStyle(bold: true)), Span(view.text, style: theme.field),
            ])
            return (line, start + view.cursorColumn)
        case .confirmDelete(let key)?:
            let text = " Delete \(ListReport.named(key, session.form, byTitle: true))?  y delete · n keep"
            return (StyledLine(text, style: TextStyle(bold: true)), nil)
        case .confirmDeleteSelected(let keys)?:
            let names = keys.map { ListReport.named($0, session.form, byTitle: true) }
            let noun =
                switch names.count {
                case 1: names[0]
                case 2: "\(names[0]) and \(names[1])"
                default: "\(names.count) items (\(names.joined(separator: ", ")))"
                }
            return (StyledLine(" Delete \(noun)?  y delete · n keep", style: TextStyle(bold: true)), nil)
        case .confirmReset?:
            let text = " Reset every answer to its starting value?  y reset · n keep"
            return (StyledLine(text, style: TextStyle(bold: true)), nil)
        case .savePath(let editor)?:
            let label = " Save to: "
            let start = displayWidth(of: label)
            let view = editor.render(width: max(width - start - 1, 1))
            let line = StyledLine(spans: [
                Span(label, style: TextStyle(bold: true)), Span(view.text, style: theme.field),
            ])
            return (line, start + view.cursorColumn)
        case nil:
            return nil
        }
    }

    /// The hint bar while a question is asked.
    /// The hint bar while a question is asked: the fullest words that fit, every choice kept
    /// (`^C abort`, which every screen has, gives way first).
    func promptHint(_ prompt: ScreenPrompt) -> String {
        let variants: [String]
        switch prompt {
        case .itemTitle(let section, _):
            if NewItem.entry(of: section, in: session.form) == .titleAndValue {
                variants = [
                    "type the name · ⏎ then its value · Esc cancel · ^C abort",
                    "type the name · ⏎ then its value · Esc cancel", "⏎ then its value · Esc cancel",
                ]
            } else {
                variants = [
                    "type the title · ⏎ add · Esc cancel · ^C abort", "type the title · ⏎ add · Esc cancel",
                ]
            }
        case .itemValue(let section, let title, _):
            // What the value takes, as line mode's prompt shows it (`a whole number, 1 to 5`).
            let row = NewItem.preview(section: section, title: title, in: session.form)
            let shape = row.flatMap { FieldPrompt.shape(of: $0, today: session.form.clock.today()) }
            let typed = shape.map { "type the value (\($0))" } ?? "type the value"
            variants = [
                "\(typed) · ⏎ add · Esc cancel · ^C abort", "\(typed) · ⏎ add · Esc cancel",
                "type the value · ⏎ add · Esc cancel",
            ]
        case .confirmDelete, .confirmDeleteSelected:
            variants = ["y delete · any other key keeps it · ^C abort", "y delete · any other key keeps it"]
        case .confirmReset:
            variants = [
                "y reset · any other key keeps the answers · ^C abort",
                "y reset · any other key keeps the answers",
                "y reset · any other key keeps them",
            ]
        case .savePath:
            variants = [
                "type a new file's path · Tab complete · ⏎ save and leave · Esc back",
                "Tab complete · ⏎ save and leave · Esc back", "Tab complete · ⏎ save · Esc back",
            ]
        }
        return variants.first { displayWidth(of: $0) < width } ?? variants.last ?? ""
    }

    /// The hint bar on an item in edit mode, the list's own keys first (↑/↓ are not repeated:
    /// the help lists them, and Shift-↑/↓ beside K/J).
    func itemHint() -> String {
        let selected = session.form.selectedItemKeys.count
        let delete = selected > 0 ? "d delete \(selected) selected" : "d delete"
        return ["Space select", delete, "a add", "e end editing", "K/J reorder", "q leave"]
            .joined(separator: " · ")
    }

    /// The list keys that work on the row under the cursor (none on a text or date row, where
    /// letters are typed).
    func listKeys() -> [String] {
        // On a text or date row letters are typed, so the list keys are their Ctrl forms.
        let (add, edit) = role == .other ? ("a", "e") : ("^N", "^E")
        let editable = cursorSection.map { session.form.descriptor.sections[$0].isEditable } ?? false
        // In a text area ^E opens the editor: edit mode is reached from another row.
        if field?.isMultiline == true { return editable && !session.form.isEditing ? ["\(add) add"] : [] }
        if session.form.isEditing {
            return editable ? ["\(add) add", "\(edit) end editing"] : ["\(edit) end editing"]
        }
        return editable ? ["\(add) add", "\(edit) edit list"] : []
    }
}
