import FormEngine

/// Drawing the full-screen walk: a title line, the body (section headers, rows indented by depth
/// with ▸/▾ markers and their values in a column on the right), a status line and a hint bar.
///
/// ```
///  Profile                                   s.plist · unsaved
///  Personal
///    ▾ Full name                Ada Lovelace
///        First name             Ada▏
/// ```
extension ScreenState {
    /// The styles used.
    enum Style {
        static let title = TextStyle(bold: true)
        static let header = TextStyle(foreground: .cyan, bold: true, underline: true)
        static let footer = TextStyle(dim: true)
        static let value = TextStyle(foreground: .green)
        static let placeholder = TextStyle(dim: true)
        static let cursor = TextStyle(reverse: true)
        static let field = TextStyle(underline: true)
        static let error = TextStyle(foreground: .red, bold: true)
        static let hint = TextStyle(reverse: true)
    }

    /// The whole screen as a frame; the `Screen` differ writes only the lines that changed.
    /// Only the rows on screen are read from the form.
    mutating func frame() -> Frame {
        var lines: [StyledLine] = [titleLine()]
        var caret: ScreenPosition?
        let visible = items.indices.dropFirst(top).prefix(bodyHeight)
        for index in visible {
            let (line, column) = bodyLine(index)
            if let column { caret = ScreenPosition(row: lines.count, column: column) }
            lines.append(line)
        }
        while lines.count < height - 2 { lines.append(StyledLine("")) }
        if let (line, column) = promptLine() {
            caret = column.map { ScreenPosition(row: lines.count, column: $0) }
            lines.append(line)
        } else {
            lines.append(statusLine())
        }
        lines.append(StyledLine(" " + hint(), style: Style.hint, fill: Style.hint))
        return Frame(lines: Array(lines.prefix(max(height, 0))), cursor: askingToLeave ? nil : caret)
    }

    /// Where the value column starts and how wide it is.
    var valueColumn: (start: Int, width: Int) {
        let valueWidth = min(max(width * 2 / 5, 12), 48)
        return (max(width - valueWidth - 1, 0), max(min(valueWidth, width - 1), 0))
    }

    private func titleLine() -> StyledLine {
        let title = session.form.descriptor.title ?? "Form"
        var right = ""
        if let path = session.statePath {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if session.hasUnsavedChanges {
                right = "\(name) · unsaved"
            } else {
                right = session.saved == nil ? "\(name) · new" : "\(name) · saved"
            }
        } else if session.hasUnsavedChanges {
            right = "not saved (no --state)"
        }
        if session.form.isEditing { right = right.isEmpty ? "editing" : "editing · \(right)" }
        let room = max(width - displayWidth(of: right) - 2, 1)
        let left = fit(" " + title, toWidth: room)
        return StyledLine(spans: [
            Span(left, style: Style.title), Span(" " + right + " ", style: Style.footer),
        ])
    }

    /// One body line, and the caret column when it holds the field being edited.
    private mutating func bodyLine(_ index: Int) -> (StyledLine, Int?) {
        switch items[index] {
        case .gap: return (StyledLine(""), nil)
        case .header(let section):
            let title = session.form.descriptor.sections[section].title ?? "Section \(section + 1)"
            return (StyledLine(spans: [Span(" "), Span(title, style: Style.header)]), nil)
        case .footer(let section):
            let footer = session.form.descriptor.sections[section].footer ?? ""
            return (StyledLine("   " + footer, style: Style.footer), nil)
        case .emptyList:
            let text = "    (no items: a adds one)"
            return (
                StyledLine(
                    text, style: index == cursor ? Style.cursor : Style.footer,
                    fill: index == cursor ? Style.cursor : nil), nil
            )
        case .row(let section, let position, _):
            guard let row = session.form.visibleRow(section: section, position: position) else {
                return (StyledLine(""), nil)
            }
            return rowLine(row, isCursor: index == cursor)
        }
    }

    /// A row: indent, marker, label on the left; value (or the field) in the value column.
    private mutating func rowLine(_ row: Row, isCursor: Bool) -> (StyledLine, Int?) {
        let (start, valueWidth) = valueColumn
        let marker: String
        if row.isExpandable {
            marker = row.isExpanded ? "▾" : "▸"
        } else if case .option = row.kind {
            marker = row.isSelected ? "●" : "○"
        } else if row.isItem, session.form.isEditing {
            marker = row.isSelected ? "◉" : "◌"
        } else {
            marker = " "
        }
        let indent = String(repeating: "  ", count: row.depth)
        let label = row.label.isEmpty ? row.key.rawValue : row.label
        let left = fit("  \(indent)\(marker) \(label)", toWidth: start)
        let base = isCursor ? Style.cursor : TextStyle.plain
        var spans = [Span(left, style: base), Span(" ", style: base)]
        var caret: Int?
        if isCursor, var field, field.key == row.key {
            let view = field.render(width: valueWidth)
            self.field = field
            spans.append(Span(pad(view.text, toWidth: valueWidth), style: Style.field))
            caret = start + 1 + view.cursorColumn
        } else {
            var style = isCursor ? Style.cursor : Style.value
            var text = valueText(row)
            if text.isEmpty, case .text = row.kind {
                text = "(empty)"
                style = isCursor ? Style.cursor : Style.placeholder
            }
            spans.append(Span(fit(text, toWidth: valueWidth), style: style))
        }
        return (StyledLine(spans: spans, fill: isCursor ? Style.cursor : nil), caret)
    }

    /// The value column's text: the detail, with a slider's position drawn as a bar.
    private func valueText(_ row: Row) -> String {
        if case .option = row.kind { return row.isSelected ? "✓" : "" }
        guard case .slider(let settings) = row.kind, case .number(let value)? = row.value,
            settings.maximum > settings.minimum
        else { return row.detail }
        let cells = 10
        let filled = Int(
            ((value - settings.minimum) / (settings.maximum - settings.minimum) * Double(cells)).rounded())
        let bar = String(repeating: "■", count: filled) + String(repeating: "□", count: cells - filled)
        return "\(bar) \(row.displayValue)"
    }

    private func statusLine() -> StyledLine {
        if askingToLeave {
            let name = session.statePath?.split(separator: "/").last.map(String.init) ?? "the state file"
            let problems = session.form.validate().count
            let note = problems == 0 ? "" : " (\(ProblemCount.remain(problems)))"
            return StyledLine(
                " Save changes to \(name)?\(note)  s save · d discard · Esc stay",
                style: TextStyle(bold: true))
        }
        if status.isError { return StyledLine(" ✗ " + status.text, style: Style.error) }
        return StyledLine(status.text.isEmpty ? "" : " " + status.text)
    }

    /// The keys that do something on the row under the cursor.
    func hint() -> String {
        if askingToLeave { return "s save and leave · d discard and leave · Esc stay" }
        if let prompt { return promptHint(prompt) }
        let row = cursorRow
        if session.form.isEditing, row?.isItem == true { return itemHint() }
        var keys: [String] = []
        switch row?.kind {
        case .text?: keys = ["type to edit", "⏎ keep", "Esc undo/leave"]
        case .date?: keys = ["type yyyy-MM-dd", "←/→ day", "⏎ keep", "Esc undo/leave"]
        case .slider?: keys = ["←/→ or -/+ adjust", "q leave"]
        case .toggle?: keys = ["⏎/Space flip", "q leave"]
        case .option?: keys = ["⏎/Space choose", "q leave"]
        default:
            keys = row?.isExpandable == true ? ["⏎/Space expand/collapse", "q leave"] : ["q leave"]
        }
        keys.insert(contentsOf: listKeys(), at: max(keys.count - 1, 0))
        return (["↑/↓ move"] + keys + ["^D done", "^C abort", "PgUp/PgDn page"]).joined(separator: " · ")
    }
}
