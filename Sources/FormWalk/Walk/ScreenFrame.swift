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
    /// The whole screen as a frame; the `Screen` differ writes only the lines that changed.
    /// Only the rows on screen are read from the form.
    mutating func frame() -> Frame {
        if !nestedLevel.isEmpty { return nestedLevel[0].state.frame() }
        updateNestedOffer()
        var lines: [StyledLine] = [titleLine()]
        var caret: ScreenPosition?
        // The line on screen of the cursor's row, so a two-line status keeps it in view.
        var cursorLine: Int?
        if overlay != nil {
            let (body, position) = overlayLines()
            lines += body.prefix(bodyHeight)
            caret = position.map { ScreenPosition(row: $0.row, column: $0.column) }
        } else {
            // Under the cursor's row: its text area's box and its description, kept on screen.
            let (extras, extrasCaret) = linesUnderCursor()
            if !extras.isEmpty { makeRoom(below: extras.count) }
            let visible = items.indices.dropFirst(top).prefix(bodyHeight)
            for index in visible {
                let (line, column) = bodyLine(index)
                if let column { caret = ScreenPosition(row: lines.count, column: column) }
                if index == cursor { cursorLine = lines.count }
                lines.append(line)
                if index == cursor {
                    if let extrasCaret {
                        caret = ScreenPosition(row: lines.count + extrasCaret.row, column: extrasCaret.column)
                    }
                    lines += extras
                }
            }
            lines = Array(lines.prefix(1 + bodyHeight))
        }
        let prompted = promptLine()
        // Over a path being typed, the message of its last Tab (the paths to choose from).
        var status = prompted == nil ? statusLines() : []
        if case .savePath? = prompt, !self.status.text.isEmpty { status = statusLines() }
        // Over a new item's value typed again, why the item refused it.
        if case .itemValue? = prompt, self.status.isError { status = statusLines() }
        let hints = hintLines()
        // Below 5 lines, one status line and one hint line; above, a line more for each that
        // needs two, taken from the body: its last line, or its first when the cursor's row (or
        // the caret) is on the last.
        let statusRows = height > 4 ? max(status.count + (prompted == nil ? 0 : 1), 1) : 1
        let hintRows = height > 4 ? hints.count : min(hints.count, 1)
        let bodyEnd = height - statusRows - hintRows
        droppedTopLines = 0
        while lines.count > max(bodyEnd, 1) {
            let last = lines.count - 1
            if last > 1, cursorLine == last || caret?.row == last {
                lines.remove(at: 1)
                if overlay == nil { droppedTopLines += 1 }
                caret = caret.map { ScreenPosition(row: $0.row - 1, column: $0.column) }
                cursorLine = cursorLine.map { $0 - 1 }
            } else {
                lines.remove(at: last)
                if caret?.row == last { caret = nil }
            }
        }
        while lines.count < bodyEnd { lines.append(StyledLine("")) }
        if let (line, column) = prompted {
            lines += status.prefix(statusRows - 1)
            caret = column.map { ScreenPosition(row: lines.count, column: $0) }
            lines.append(line)
        } else {
            lines += status.prefix(statusRows)
        }
        for hint in hints.prefix(hintRows) {
            lines.append(StyledLine(" " + hint, style: theme.hint, fill: theme.hint))
        }
        return Frame(lines: Array(lines.prefix(max(height, 0))), cursor: askingToLeave ? nil : caret)
    }

    /// Where the value column starts and how wide it is.
    var valueColumn: (start: Int, width: Int) {
        let valueWidth = min(max(width * 2 / 5, 12), 48)
        return (max(width - valueWidth - 1, 0), max(min(valueWidth, width - 1), 0))
    }

    private func titleLine() -> StyledLine {
        let title = self.title ?? session.form.descriptor.title ?? "Form"
        var right = ""
        if let name = session.saveName {
            if session.hasUnsavedChanges {
                right = "\(name) · unsaved"
            } else {
                right = session.hasSaved ? "\(name) · saved" : "\(name) · new"
            }
        }
        if session.form.isEditing { right = right.isEmpty ? "editing" : "editing · \(right)" }
        let room = max(width - displayWidth(of: right) - 2, 1)
        var shown = TerminalText.visible(title)
        if isNested, displayWidth(of: " " + shown) > room {
            // A nested form's trail gives way from its start: where you are stays in sight.
            var parts = shown.components(separatedBy: " › ")
            while parts.count > 1, displayWidth(of: " … › " + parts.joined(separator: " › ")) > room {
                parts.removeFirst()
            }
            shown = "… › " + parts.joined(separator: " › ")
        }
        let left = fit(" " + shown, toWidth: room)
        return StyledLine(spans: [
            Span(left, style: theme.title), Span(" " + right + " ", style: theme.footer),
        ])
    }

    /// One body line, and the caret column when it holds the field being edited.
    private mutating func bodyLine(_ index: Int) -> (StyledLine, Int?) {
        switch items[index] {
        case .gap: return (StyledLine(""), nil)
        case .note(let section, let position, _, let line):
            guard let row = session.form.visibleRow(section: section, position: position),
                let noteWidth
            else { return (StyledLine(""), nil) }
            let lines = ScreenItem.noteLines(row, width: noteWidth)
            return (StyledLine("   " + (lines.indices.contains(line) ? lines[line] : "")), nil)
        case .progress:
            let sections = pageSections
            let number = page.flatMap { sections.firstIndex(of: $0) }.map { $0 + 1 } ?? 1
            return (StyledLine(" \(number) of \(sections.count)", style: theme.footer), nil)
        case .header(let section):
            let title = session.form.descriptor.sections[section].title ?? ""
            let shown = fit(TerminalText.visible(title), toWidth: max(width - 1, 0))
            return (StyledLine(spans: [Span(" "), Span(shown, style: theme.header)]), nil)
        case .footer(let section):
            let footer = session.form.descriptor.sections[section].footer ?? ""
            return (StyledLine("   " + footer, style: theme.footer), nil)
        case .emptyList:
            let text = "    (no items: a adds one)"
            return (
                StyledLine(
                    text, style: index == cursor ? theme.cursor : theme.footer,
                    fill: index == cursor ? theme.cursor : nil), nil
            )
        case .row(let section, let position, _):
            guard let row = session.form.visibleRow(section: section, position: position) else {
                return (StyledLine(""), nil)
            }
            return rowLine(row, isCursor: index == cursor, at: index)
        }
    }

    /// A row: indent, marker, label on the left; value (or the field) in the value column.
    private mutating func rowLine(_ row: Row, isCursor: Bool, at index: Int) -> (StyledLine, Int?) {
        let (start, valueWidth) = valueColumn
        let marker: String
        if row.isExpandable, presentsAsPage(row) {
            marker = "›"
        } else if row.isExpandable {
            marker = row.isExpanded ? "▾" : "▸"
        } else if row.control == .check {
            marker = row.value == .bool(true) ? "[x]" : "[ ]"
        } else if row.control.isOption {
            if case .multiple? = pickerMode(above: index, depth: row.depth) {
                marker = row.isSelected ? "☑" : "☐"
            } else {
                marker = row.isSelected ? "●" : "○"
            }
        } else if row.isItem, session.form.isEditing {
            marker = row.isSelected ? "◉" : "◌"
        } else {
            marker = " "
        }
        let indent = String(repeating: "  ", count: row.depth)
        // An untitled slider has no label (its value alone, as iOS draws it); other rows without
        // a title are named by their key.
        var label = TerminalText.visible(
            row.label.isEmpty && !row.control.isSlider ? row.key.rawValue : row.label)
        if case .button = row.control { label = "[ \(label) ]" }
        let problem = checks.shownProblem(row.key)
        let required =
            checks.isRequired(row.key, section: Self.section(of: items[index]), in: session.form)
            ? " *" : ""
        let leftText = "\(problem == nil ? " " : "✗") \(indent)\(marker) \(label)\(required)"
        let left = fit(leftText, toWidth: start)
        let base = isCursor ? theme.cursor : TextStyle.plain
        var spans = [
            Span(left, style: problem != nil && !isCursor ? theme.error : base), Span(" ", style: base),
        ]
        var caret: Int?
        let typed =
            field.map { $0.isModified || $0.hasTyped || !$0.retypedWhole || row.value == nil } ?? false
        if isCursor, let field, field.key == row.key, field.isMultiline {
            // A text area is edited in its box, under the row.
            var style = theme.placeholder
            style.reverse = true
            spans.append(Span(fit("(editing below)", toWidth: valueWidth), style: style))
        } else if isCursor, var field, field.key == row.key, typed || !isSteppedControl(row) {
            let view = field.render(width: valueWidth)
            self.field = field
            if view.text.isEmpty, let shape = row.placeholder ?? Self.shape(of: row) {
                // Nothing typed yet: the shape expected, dimmed, under the caret.
                var style = theme.field
                style.dim = true
                spans.append(Span(pad(fit(shape, toWidth: valueWidth), toWidth: valueWidth), style: style))
            } else {
                spans.append(Span(pad(view.text, toWidth: valueWidth), style: theme.field))
            }
            caret = start + 1 + view.cursorColumn
        } else {
            var style = isCursor ? theme.cursor : theme.value
            var text = TerminalText.visible(valueText(row))
            if text.isEmpty, let placeholder = row.placeholder, !placeholder.isEmpty {
                // What the descriptor says an empty field shows, dimmed.
                text = TerminalText.visible(placeholder)
                style = isCursor ? theme.cursor : theme.placeholder
            } else if text.isEmpty, Self.isTextField(row.control) {
                text = "(empty)"
                style = isCursor ? theme.cursor : theme.placeholder
            } else if text.isEmpty, let shape = Self.shape(of: row) {
                text = shape
                style = isCursor ? theme.cursor : theme.placeholder
            }
            var shown = fit(text, toWidth: valueWidth)
            // A label too long for its column takes the room a short value leaves, the value
            // still whole after it (and a space between them).
            let over = displayWidth(of: leftText) - start
            let spare = valueWidth - displayWidth(of: text) - 1
            if over > 0, spare > 0 {
                let give = min(over, spare)
                spans[0].text = fit(leftText, toWidth: start + give)
                shown = fit(text, toWidth: valueWidth - give)
            }
            if hyperlinks, case .link(let url?) = row.control {
                // The address alone is the link; the padding after it is not.
                let address = String(shown.reversed().drop { $0 == " " }.reversed())
                spans.append(Span(address, style: style, link: url))
                spans.append(Span(String(repeating: " ", count: shown.count - address.count), style: style))
            } else {
                spans.append(Span(shown, style: style))
            }
        }
        return (StyledLine(spans: spans, fill: isCursor ? theme.cursor : nil), caret)
    }

    /// The lines drawn under the row under the cursor: a text area's box (several lines,
    /// wrapped, the caret in it) and the row's `description`; the caret's place among them.
    func linesUnderCursor() -> ([StyledLine], ScreenPosition?) {
        guard overlay == nil, let row = cursorRow else { return ([], nil) }
        let indent = String(repeating: " ", count: 2 * row.depth + 4)
        var lines: [StyledLine] = []
        var caret: ScreenPosition?
        if let field, field.key == row.key, field.isMultiline {
            let boxWidth = max(width - indent.count - 3, 4)
            let box = TextBox(text: field.editor.text, cursor: field.editor.cursor, width: boxWidth)
            let rows = min(max(box.lines.count, 3), 6, max(bodyHeight - 2, 1))
            let start = min(max(box.caretLine - rows + 1, 0), max(box.lines.count - rows, 0))
            for index in start..<(start + rows) {
                let text = box.lines.indices.contains(index) ? box.lines[index] : ""
                lines.append(
                    StyledLine(spans: [
                        Span(indent + "│ ", style: theme.footer),
                        Span(pad(text, toWidth: boxWidth), style: theme.field),
                    ]))
            }
            caret = ScreenPosition(row: box.caretLine - start, column: indent.count + 2 + box.caretColumn)
        }
        if let help = row.help, !help.isEmpty, bodyHeight > lines.count + 2 {
            let room = max(width - indent.count - 1, 1)
            lines.append(
                StyledLine(indent + truncate(TerminalText.visible(help), toWidth: room), style: theme.footer))
        }
        return (lines, caret)
    }

    /// Whether the row is a slider or a stepper, drawn as a control until a number is typed.
    private func isSteppedControl(_ row: Row) -> Bool {
        switch row.control {
        case .slider, .stepper: return true
        default: return false
        }
    }

    /// Whether `control` is text typed in (one line, masked or not, or several).
    static func isTextField(_ control: RowControl) -> Bool {
        switch control {
        case .text, .textArea: return true
        default: return false
        }
    }

    /// The selection mode of the picker owning the option at `index` (of `depth`): the closest
    /// row above it that is less deep.
    private func pickerMode(above index: Int, depth: Int) -> SelectionMode? {
        var probe = index - 1
        while probe >= 0 {
            if case .row(let section, let position, _) = items[probe],
                let row = session.form.visibleRow(section: section, position: position), row.depth < depth
            {
                return row.control.selectionMode
            }
            if case .header = items[probe] { return nil }
            probe -= 1
        }
        return nil
    }

    /// The value column's text: the detail, with a slider's position drawn as a bar and a
    /// multiple picker's count against its limit (`2 of 3 chosen: Swift, Go`).
    func valueText(_ row: Row) -> String {
        switch row.control {
        case .option: return row.isSelected ? "✓" : ""
        case .check: return ""
        case .button: return ""
        case .segmented(let options):
            // Every choice inline, the chosen one in brackets: `S | [M] | Large`; on a narrow
            // screen the choices around the chosen one, `… | [Expert]`.
            return Self.segments(options, value: row.value, width: valueColumn.width)
        case .dateTime:
            // Read as a date is: `5 Dec 2026 10:00`.
            return Self.readableDateTime(row.displayValue)
        case .stepper:
            return row.value == nil ? "" : "− \(row.displayValue) +"
        case .textArea:
            // The first line, and `…` when there are more.
            let lines = row.displayValue.split(separator: "\n", omittingEmptySubsequences: false)
            guard let first = lines.first, lines.count > 1 else { return row.displayValue }
            return first + " …"
        default: break
        }
        if let limits = row.control.selectionMode?.limits {
            let count = (try? session.form.selectedKeys(of: row.key).count) ?? 0
            let chosen = limits.maximum.map { "\(count) of \($0) chosen" } ?? "\(count) chosen"
            // Nothing chosen: the count alone, not the picker's placeholder (`0 chosen: Choose`).
            return row.detail.isEmpty || count == 0 ? chosen : "\(chosen): \(row.detail)"
        }
        guard case .slider(let range, _) = row.control, case .number(let value)? = row.value,
            range.upperBound > range.lowerBound
        else { return row.detail }
        let (minimum, maximum) = (range.lowerBound, range.upperBound)
        let cells = 10
        let filled = Int(((value - minimum) / (maximum - minimum) * Double(cells)).rounded())
        let bar = String(repeating: "■", count: filled) + String(repeating: "□", count: cells - filled)
        return "\(bar) \(row.displayValue)"
    }

    /// A segmented row's choices in `width` columns: all of them when they fit, else as many
    /// around the chosen one as fit, `…` standing for the others.
    static func segments(_ choices: [Choice], value: Value?, width: Int) -> String {
        let titles = choices.map { value == .choice($0.key) ? "[\($0.title)]" : $0.title }
        let full = titles.joined(separator: " | ")
        guard displayWidth(of: full) > width,
            let chosen = choices.firstIndex(where: { value == .choice($0.key) })
        else { return full }
        func text(_ low: Int, _ high: Int) -> String {
            (low > 0 ? "… | " : "") + titles[low...high].joined(separator: " | ")
                + (high < titles.count - 1 ? " | …" : "")
        }
        var (low, high) = (chosen, chosen)
        var grew = true
        while grew {
            grew = false
            if high + 1 < titles.count, displayWidth(of: text(low, high + 1)) <= width {
                high += 1
                grew = true
            }
            if low > 0, displayWidth(of: text(low - 1, high)) <= width {
                low -= 1
                grew = true
            }
        }
        return text(low, high)
    }

    /// A row's value as the status line says it: a text area's line breaks as `⏎` (as in the
    /// dump and line mode), a date and time as on the row, `5 Dec 2026 10:00`.
    static func statusValue(_ row: Row) -> String {
        switch row.control {
        case .textArea: return row.displayValue.replacingOccurrences(of: "\n", with: "⏎")
        case .dateTime: return readableDateTime(row.displayValue)
        default: return row.displayValue
        }
    }

    /// `2026-12-05T10:00` as `5 Dec 2026 10:00`, as dates read; other text as it is.
    static func readableDateTime(_ text: String) -> String {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return text }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return text }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(day) \(months[month - 1]) \(year) \(parts[1])"
    }

    /// The leave question's choices without a saving hook, from the fullest words to the
    /// shortest; every variant names every choice (`s` only when the walk saves to a file, `^D`
    /// only when done would be accepted).
    private func leaveChoices() -> [[String]] {
        if isNested {
            // A nested form's changes go back with ^D, problems and all.
            return [["d discard", "Esc stay", "^D keep them"], ["d discard", "Esc", "^D keep"]]
        }
        let file = session.savingToFile != nil
        let done = session.form.validate().isEmpty
        func choices(_ save: String, _ discard: String, _ stay: String, _ finish: String) -> [String] {
            (file ? [save] : []) + [discard, stay] + (done ? [finish] : [])
        }
        return [
            choices("s save to a file…", "d discard", "Esc stay", "^D done keeps them"),
            choices("s save to file…", "d discard", "Esc stay", "^D done"),
            choices("s save", "d discard", "Esc stay", "^D done"),
            choices("s save", "d discard", "Esc", "^D done"),
        ]
    }

    /// The leave question on the status line: the question whole, then its note and its
    /// choices in the fullest words that fit; the hint bar names every choice whatever the width.
    private func leaveQuestion() -> [StyledLine] {
        let question: String
        var note = ""
        let variants: [[String]]
        if let name = session.saveName {
            let problems = session.form.validate().count
            question = " Save changes to \(TerminalText.visible(name))?"
            note = problems == 0 ? "" : " (\(ProblemCount.remain(problems)))"
            variants = [["s save", "d discard", "Esc stay"]]
        } else if let nestedName {
            question = " Close \(nestedName) and lose its changes?"
            variants = leaveChoices()
        } else {
            question = " Leave and lose your answers?"
            variants = leaveChoices()
        }
        let candidates =
            variants.map { question + note + "  " + $0.joined(separator: " · ") }
            + variants.map { question + "  " + $0.joined(separator: " · ") } + [question + note, question]
        let line = candidates.first { displayWidth(of: $0) <= width } ?? question
        return [StyledLine(fit(line, toWidth: width), style: TextStyle(bold: true))]
    }

    /// The status line, or more when its message does not fit on one: the message wrapped at
    /// spaces, on up to a third of the screen's height (two lines at least, four at most; the
    /// last cut with `…` only past that), the counts on the right given up.
    private func statusLines() -> [StyledLine] {
        if askingToLeave { return leaveQuestion() }
        // On the right: how many problems remain, and where the screen is in the form.
        var right: [String] = []
        if checks.count > 0 {
            let count = checks.count
            right.append("\(count) problem\(count == 1 ? "" : "s") — ^D lists them")
        }
        if items.count > bodyHeight, overlay == nil {
            let above = top > 0 ? "▲" : " "
            let below = top + bodyHeight < items.count ? "▼" : " "
            let percent = items.count <= bodyHeight ? 100 : min(100, (top + bodyHeight) * 100 / items.count)
            right.append("\(above)\(below) \(percent)%")
        }
        var text = " " + (status.isError ? "✗ " : "") + status.text
        if let row = cursorRow, !status.isError, status.text.isEmpty,
            let problem = checks.shownProblem(row.key)
        {
            text = " ✗ " + ScreenReport.problem(problem, key: row.key, in: session.form)
        }
        var tail = right.isEmpty ? "" : "  " + right.joined(separator: "  ") + " "
        let style = status.isError || text.hasPrefix(" ✗") ? theme.error : TextStyle.plain
        let visible = TerminalText.visible(text)
        if displayWidth(of: visible) > width, height > 4 {
            let wrapped = Self.wrapAll(
                visible, width: width, indent: text.hasPrefix(" ✗") ? "   " : " ",
                limit: min(max(height / 3, 2), 4))
            return wrapped.map { StyledLine(spans: [Span(fit($0, toWidth: width), style: style)]) }
        }
        // The message comes first: the counts give way when both do not fit.
        if displayWidth(of: visible) + displayWidth(of: tail) > width { tail = "" }
        let room = max(width - displayWidth(of: tail), 1)
        if text == " " { text = "" }
        return [
            StyledLine(spans: [
                Span(fit(TerminalText.visible(text), toWidth: room), style: style),
                Span(tail, style: theme.footer),
            ])
        ]
    }

    /// `text` in two lines of `width` columns: the first broken at the last space that fits (or
    /// mid-word when there is none), the second starting with `indent`, as long as it is.
    static func wrap(_ text: String, width: Int, indent: String) -> (String, String) {
        var used = 0
        var cut = text.startIndex
        var lastSpace: String.Index?
        for index in text.indices {
            let next = displayWidth(of: text[index])
            if used + next > width { break }
            if text[index] == " ", index > text.startIndex, used > indent.count { lastSpace = index }
            used += next
            cut = text.index(after: index)
        }
        let breakAt = cut < text.endIndex ? (lastSpace ?? cut) : cut
        let first = String(text[..<breakAt])
        var rest = text[breakAt...]
        while rest.first == " " { rest = rest.dropFirst() }
        return (first, indent + rest)
    }

    /// `text` in lines of `width` columns, each broken as ``wrap(_:width:indent:)`` breaks the
    /// first, the lines after the first starting with `indent`; `limit` lines at most, the last
    /// holding the rest however long (the caller cuts it).
    static func wrapAll(_ text: String, width: Int, indent: String, limit: Int = .max) -> [String] {
        var lines: [String] = []
        var rest = text
        while displayWidth(of: rest) > width, lines.count < limit - 1 {
            let (first, second) = wrap(rest, width: width, indent: indent)
            // A line that cannot be broken any further stays whole, to be cut.
            guard !first.trimmingCharacters(in: .whitespaces).isEmpty, second != rest else { break }
            lines.append(first)
            rest = second
        }
        return lines + [rest]
    }

    /// The keys that do something on the row under the cursor, for the hint bar and the help.
    func hintKeys() -> [String] {
        let row = cursorRow
        if session.form.isEditing, row?.isItem == true { return itemHint().components(separatedBy: " · ") }
        var keys: [String]
        if case .file? = row?.control {
            keys = ["type a path", "Tab complete", "⏎ keep, next", "Esc undo/leave"]
        } else if let row, offersNested(row) {
            keys = nestedHintKeys
        } else if let row, let kindKeys = kindHintKeys(row) {
            keys = kindKeys
        } else {
            keys = commonHintKeys(row)
        }
        keys.insert(contentsOf: listKeys(), at: max(keys.count - 1, 0))
        if let row, checks.isRequired(row.key, section: cursorSection, in: session.form) {
            keys.insert("* required", at: 0)
        }
        return keys
    }

    /// The keys of the rows every form has (text, date, slider, switch, pickers).
    private func commonHintKeys(_ row: Row?) -> [String] {
        var keys: [String]
        switch row?.control {
        case .text?, .textArea?:
            keys = ["type to edit", "⏎ keep, next", "Esc undo/leave"]
        case .date?:
            let enter = field?.isModified == true ? "⏎ keep, next" : "⏎ calendar"
            keys = ["←/→ day, m/M month, y/Y year", "type yyyy-MM-dd", enter, "Esc undo/leave"]
        case .slider?: keys = ["←/→ or -/+ adjust", "type a number", "q leave"]
        case .toggle?, .check?: keys = ["⏎/Space flip", "q leave"]
        case .option?: keys = ["⏎/Space choose", "/ filter", "q leave"]
        default:
            if row?.control.selectionMode != nil {
                keys = ["⏎/Space open/close", "/ filter", "q leave"]
            } else {
                keys = row?.isExpandable == true ? ["⏎/Space expand/collapse", "q leave"] : ["q leave"]
            }
        }
        return keys
    }

    /// The hint bar in one line, or in two: when the line ``hint()`` draws leaves out a key the
    /// row offers (the keys every row has — `↑/↓ move`, `q leave`, `^C abort`, `PgUp/PgDn page`
    /// — and `* required` may give way, as the help names them), the row's keys in fewer words
    /// on one line, else on two (`^D done` and the help key ending the second), in full words
    /// and then in fewer. Only a screen too narrow for two lines of them drops one.
    func hintLines() -> [String] {
        let one = hint()
        guard !askingToLeave, prompt == nil, overlay == nil, height > 4 else { return [one] }
        let onItem = session.form.isEditing && cursorRow?.isItem == true
        let optional: Set = ["↑/↓ move", "q leave", "^C abort", "PgUp/PgDn page", "* required"]
        var keys = (onItem ? itemHint().components(separatedBy: " · ") : hintKeys()).map(Self.withoutSpace)
        keys.removeAll { optional.contains($0) }
        let typing = role != .other && (role != .slider || field?.isModified == true)
        let tail = (typing ? ["Esc undo/leave", doneHint, "F1 help"] : [doneHint, "? help"])
        if typing { keys.removeAll { $0 == "Esc undo/leave" } }
        let shown = Set(one.components(separatedBy: " · ").map(Self.withoutSpace))
        if (keys + tail).allSatisfy({ shown.contains($0) }) { return [one] }
        let room = width - 1
        let short = keys.compactMap(Self.shortKey)
        let shortTail = tail.compactMap(Self.shortKey)
        let oneShort = (short + shortTail).joined(separator: " · ")
        if displayWidth(of: oneShort) <= room { return [oneShort] }
        /// The keys in two lines, the tail whole at the end of the second; `nil` when they need more.
        func lines(_ keys: [String], _ tail: [String]) -> [String]? {
            var result = [""]
            for unit in keys + [tail.joined(separator: " · ")] {
                let last = result[result.count - 1]
                let joined = last.isEmpty ? unit : last + " · " + unit
                if displayWidth(of: joined) <= room {
                    result[result.count - 1] = joined
                } else {
                    guard displayWidth(of: unit) <= room, !last.isEmpty else { return nil }
                    result.append(unit)
                }
            }
            return result.count <= 2 ? result : nil
        }
        return lines(keys, tail) ?? lines(short, shortTail) ?? [one]
    }

    /// A key's hint without Space beside ⏎ (the help names it).
    static func withoutSpace(_ key: String) -> String {
        key.replacingOccurrences(of: "⏎/Space/→ ", with: "⏎ ").replacingOccurrences(
            of: "⏎/Space ", with: "⏎ ")
    }

    /// A key's hint in fewer words, for a narrow hint bar; `nil` for what needs no key named
    /// (`type to edit`: a text row is typed into; a date's shape, drawn in its value column).
    static func shortKey(_ key: String) -> String? {
        let short = [
            "type to edit": nil,
            "←/→ day, m/M month, y/Y year": "←/→ day m/M month y/Y year",
            "⏎ keep, next": "⏎ keep",
            "Esc undo/leave": "Esc undo",
            // The value column shows the shape while the date is empty.
            "type yyyy-MM-dd": nil,
            "type a path": "a path",
            "type HH:mm": "HH:mm",
            "type yyyy-MM-ddTHH:mm": "yyyy-MM-ddTHH:mm",
            "type a whole number": "a number",
            "type a number (1234.5)": "a number",
            "type a number": "a number",
            "type 90m, 1:30 or 5400": "90m/1:30/5400",
            "←/→ or -/+ adjust": "←/→ adjust",
            "←/→ or -/+ step": "←/→ step",
            "⏎ open/close": "⏎ open",
            "⏎ open the options": "⏎ options",
            "⏎ expand/collapse": "⏎ expand",
            "⏎ check/uncheck": "⏎ check",
            "Tab keep, next": "Tab keep",
            "⏎/^O fill field by field": "⏎/^O fields",
            "^O keep, fill field by field": "^O fields",
        ]
        if let entry = short[key] { return entry }
        return key
    }

    /// What ^D does: `done`, or on a page the next page or the review.
    var doneHint: String {
        if isNested { return "^D back" }
        guard let page else { return "^D done" }
        return returnsToReview || pageSections.last == page ? "^D review" : "^D next"
    }

    /// The hint bar: the keys of the row under the cursor, shortened from the right to fit, but
    /// always ending with `^D done` and `? help` — on a row typed into, `Esc undo/leave`,
    /// `^D done` and `F1 help`, as `?` and `q` are typed there.
    func hint() -> String {
        if askingToLeave {
            var variants: [[String]]
            if session.saves {
                variants = [
                    ["s save and leave", "d discard and leave", "Esc stay"],
                    ["s save", "d discard", "Esc stay"],
                ]
            } else {
                // Every choice the question offers, in the fullest words that fit.
                // One validation a frame for the choices (`^D done` only when done is allowed).
                let choices = leaveChoices()
                var full = choices.first ?? []
                if let discard = full.firstIndex(of: "d discard") {
                    full[discard] = isNested ? "d discard and close" : "d discard and leave"
                }
                variants = [full] + choices
            }
            let texts = variants.map { $0.joined(separator: " · ") }
            return texts.first { displayWidth(of: $0) < width } ?? texts.last ?? ""
        }
        if let prompt { return promptHint(prompt) }
        if case .filter? = overlay { return "type to filter · ↑/↓ choose · ⏎ tap · Esc close" }
        if case .pager(let pager)? = overlay { return pagerHint(pager) }
        if case .calendar? = overlay {
            let keys = "←/→ day · ↑/↓ week · PgUp/PgDn month · ⏎ choose · Esc close"
            return displayWidth(of: keys) < width ? keys : "←/→ day ↑/↓ week PgUp/PgDn month ⏎ Esc"
        }
        if case .page? = overlay { return "↑/↓ move · ⏎/Space choose · / filter · Esc/← back · ^C abort" }
        if case .review? = overlay { return reviewHint() }
        if overlay != nil { return overlayScrolls ? "↑/↓ PgDn scroll · other keys close" : "any key closes" }
        // In edit mode on an item, the list's keys come first: ↑/↓ are known by then.
        let onItem = session.form.isEditing && cursorRow?.isItem == true
        // In a text area ↑/↓ move between its lines, which its own keys say.
        var keys =
            (onItem || role == .multiline ? [] : ["↑/↓ move"]) + hintKeys() + ["^C abort", "PgUp/PgDn page"]
        // On a row typed into, `?` and `q` are typed: the way out and F1 are shown instead.
        let typing = role != .other && (role != .slider || field?.isModified == true)
        let tail = typing ? ["Esc undo/leave", doneHint, "F1 help"] : [doneHint, "? help"]
        if typing { keys.removeAll { $0 == "Esc undo/leave" } }
        func text() -> String { (keys + tail).joined(separator: " · ") }
        func tooWide() -> Bool { displayWidth(of: text()) > width - 1 }
        // What gives way, in order: the keys every row has (^C, PgUp/PgDn), then Space beside
        // ⏎ (the help names it), then ↑/↓, then the row's own keys from the right.
        while tooWide(), let last = keys.last, ["^C abort", "PgUp/PgDn page"].contains(last) {
            keys.removeLast()
        }
        if tooWide() {
            keys = keys.map {
                $0.replacingOccurrences(of: "⏎/Space/→ ", with: "⏎ ").replacingOccurrences(
                    of: "⏎/Space ", with: "⏎ ")
            }
        }
        while keys.count > 1, tooWide() {
            if keys.first == "↑/↓ move" { keys.removeFirst() } else { keys.removeLast() }
        }
        if displayWidth(of: text()) > width - 1 { return tail.joined(separator: " · ") }
        return text()
    }
}
