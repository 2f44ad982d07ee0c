import FormEngine

/// The page of a picker presented as a page (`presentation: page`), as Eureka's push rows and
/// Settings' multi-value rows show their options: the options cover the body, ↑/↓ move, Enter
/// or Space chooses (a single choice goes back at once), `/` filters them, Esc, ← or q go back.
struct OptionPage: Equatable {
    /// The picker.
    var picker: RowKey
    /// Its options, in order.
    var options: [RowKey]
    /// The highlighted option.
    var selected = 0
}

extension ScreenState {
    /// Opens the page of the picker `row`, the highlight on its chosen option.
    mutating func openPage(of row: Row) {
        guard commitField(), let section = cursorSection else { return }
        let rows = session.form.allRows(in: section)
        guard let start = rows.firstIndex(where: { $0.key == row.key }) else { return }
        let options = rows[(start + 1)...].prefix { $0.depth > row.depth }.filter {
            $0.control.isOption && $0.depth == row.depth + 1
        }
        guard !options.isEmpty else {
            status = Status(
                text: TerminalText.visible("\(ScreenReport.name(row)) has no options"), isError: true)
            return
        }
        let chosen = options.firstIndex(where: \.isSelected) ?? 0
        overlay = .page(OptionPage(picker: row.key, options: options.map(\.key), selected: chosen))
        status = Status(text: "", isError: false)
    }

    /// A key on a picker's page.
    mutating func answerPage(_ key: Key, _ page: inout OptionPage) {
        switch key {
        case .up, .char("k"), .shiftTab: page.selected = max(page.selected - 1, 0)
        case .down, .char("j"), .tab: page.selected = min(page.selected + 1, page.options.count - 1)
        case .home, .char("g"): page.selected = 0
        case .end, .char("G"): page.selected = page.options.count - 1
        case .pageUp: page.selected = max(page.selected - max(bodyHeight - 2, 1), 0)
        case .pageDown: page.selected = min(page.selected + max(bodyHeight - 2, 1), page.options.count - 1)
        case .enter, .char(" "), .right:
            guard page.options.indices.contains(page.selected) else { break }
            let option = page.options[page.selected]
            guard perform(.tap(option), on: option) else { break }
            // The picker may be named by its choice, so the option is named instead.
            if let row = try? session.form.row(option) {
                let name = TerminalText.visible(ScreenReport.name(row))
                status = Status(text: row.isSelected ? "chose \(name)" : "\(name) not chosen", isError: false)
            }
            // One choice: done, back to the form; several: stay to choose more.
            if case .multiple? = (try? session.form.row(page.picker))?.control.selectionMode {
                break
            }
            overlay = nil
            placeCursor(on: page.picker)
            return
        case .char("/"):
            openFilter(on: page)
            return
        case .char(let character) where ScreenKeyMap.startsFilter(character):
            openFilter(on: page, typing: character)
            return
        case .escape, .left, .char("q"), .char("h"), .backspace:
            overlay = nil
            placeCursor(on: page.picker)
            let name = (try? session.form.row(page.picker)).map(ScreenReport.name) ?? page.picker.rawValue
            status = Status(text: TerminalText.visible("back from \(name)"), isError: false)
            return
        default: break
        }
        overlay = .page(page)
    }

    /// The page's lines: the picker's name, then its options with their marks, scrolled to keep
    /// the highlight in view.
    func pageLines(_ page: OptionPage) -> [StyledLine] {
        let picker = try? session.form.row(page.picker)
        let name = picker.map(ScreenReport.name) ?? page.picker.rawValue
        let multiple: Bool
        if case .multiple? = picker?.control.selectionMode { multiple = true } else { multiple = false }
        var lines = [
            StyledLine(spans: [
                Span(" ‹ ", style: theme.footer), Span(TerminalText.visible(name), style: theme.header),
            ])
        ]
        let room = max(bodyHeight - 1, 1)
        let start = max(page.selected - room + 1, 0)
        for (index, key) in page.options.enumerated().dropFirst(start).prefix(room) {
            guard let option = try? session.form.row(key) else { continue }
            let mark = multiple ? (option.isSelected ? "☑" : "☐") : (option.isSelected ? "●" : "○")
            let text = "   \(mark) " + TerminalText.visible(ScreenReport.name(option))
            let selected = index == page.selected
            lines.append(
                StyledLine(text, style: selected ? theme.cursor : .plain, fill: selected ? theme.cursor : nil)
            )
        }
        return lines
    }
}
