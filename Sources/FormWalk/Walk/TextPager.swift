import FormEngine

/// A read-only text longer than its line, read in a scrolling pager (as dialog's `--textbox`):
/// the text wrapped to the screen, ↑/↓ a line, PgUp/PgDn (or Space) a screenful, Home/End the
/// start and the end, q, Esc or ← back to the form.
struct TextPager: Equatable {
    /// The title drawn above the text.
    var title: String
    /// The text, its lines as written.
    var text: String
    /// The first wrapped line on screen.
    var offset = 0
}

/// Text cut into lines that fit a width.
enum TextWrap {
    /// `text` wrapped to `width` columns: each of its lines cut at spaces, a word wider than the
    /// width cut where it must; an empty line stays an empty line.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                let candidate = line.isEmpty ? word : line + " " + word
                if displayWidth(of: candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                // A word wider than the line is cut into pieces that fit.
                while displayWidth(of: word) > width {
                    var piece = ""
                    for character in word {
                        if displayWidth(of: piece + String(character)) > width { break }
                        piece.append(character)
                    }
                    if piece.isEmpty, let first = word.first { piece = String(first) }
                    lines.append(piece)
                    word.removeFirst(piece.count)
                }
                line = word
            }
            lines.append(line)
        }
        return lines
    }
}

extension ScreenState {
    /// The text of `row` when it is read-only text (an `info` row, a Settings bundle's heading
    /// with its footer) that does not fit on its line: a value with several lines or wider than
    /// the value column, or a label wider than the label column (the label and the value then);
    /// `nil` when it fits.
    func longText(_ row: Row) -> String? {
        let readOnly = row.control == .info || (row.control == .normal && row.isReadOnly)
        guard readOnly, !row.isExpandable else { return nil }
        func isLong(_ text: String, room: Int) -> Bool {
            text.contains("\n") || displayWidth(of: TerminalText.visible(text)) > room
        }
        if isLong(row.detail, room: valueColumn.width) { return row.detail }
        // `✗ `, the indent, the marker and a space come before the label.
        let labelRoom = valueColumn.start - 2 * row.depth - 4
        guard isLong(row.label, room: labelRoom) else { return nil }
        return row.detail.isEmpty ? row.label : row.label + "\n\n" + row.detail
    }

    /// Opens the pager on the text of the read-only row `row`.
    mutating func openPager(_ row: Row, text: String) {
        overlay = .pager(TextPager(title: ScreenReport.name(row), text: text))
        status = Status(text: "", isError: false)
    }

    /// The pager's text wrapped to the screen.
    func pagerText(_ pager: TextPager) -> [String] {
        // Its line breaks break lines; other control characters are drawn as their pictures.
        let lines = FieldEdit.unixLines(pager.text).split(separator: "\n", omittingEmptySubsequences: false)
        return TextWrap.lines(
            lines.map { TerminalText.visible(String($0)) }.joined(separator: "\n"), width: width - 3)
    }

    /// A key in the pager: scrolling, or back to the form.
    mutating func answerPager(_ key: Key, _ pager: inout TextPager) {
        let room = max(bodyHeight - 1, 1)
        let last = max(pagerText(pager).count - room, 0)
        switch key {
        case .up, .char("k"): pager.offset -= 1
        case .down, .char("j"), .enter: pager.offset += 1
        case .pageUp, .char("b"): pager.offset -= room
        case .pageDown, .char(" "): pager.offset += room
        case .home, .char("g"): pager.offset = 0
        case .end, .char("G"): pager.offset = last
        case .mouse(let event) where event.action == .wheelUp: pager.offset -= 3
        case .mouse(let event) where event.action == .wheelDown: pager.offset += 3
        case .char("q"), .escape, .left, .char("h"), .backspace:
            overlay = nil
            status = Status(text: TerminalText.visible("back from \(pager.title)"), isError: false)
            return
        default: break
        }
        pager.offset = min(max(pager.offset, 0), last)
        overlay = .pager(pager)
    }

    /// The pager's body lines: its title with where it is, then the text from its offset.
    func pagerLines(_ pager: TextPager) -> [StyledLine] {
        let lines = pagerText(pager)
        let room = max(bodyHeight - 1, 1)
        let end = min(pager.offset + room, lines.count)
        let place = lines.count <= room ? "" : "  \(pager.offset + 1)–\(end) of \(lines.count)"
        var shown = [
            StyledLine(spans: [
                Span(" ‹ ", style: theme.footer),
                Span(
                    truncate(
                        TerminalText.visible(pager.title),
                        toWidth: max(width - 3 - displayWidth(of: place), 1)),
                    style: theme.header),
                Span(place, style: theme.footer),
            ])
        ]
        shown += lines.dropFirst(pager.offset).prefix(room).map { StyledLine("  " + $0) }
        return shown
    }

    /// The pager's hint: the scrolling keys while the text is longer than the screen.
    func pagerHint(_ pager: TextPager) -> String {
        let scrolls = pagerText(pager).count > max(bodyHeight - 1, 1)
        // The way back first: it must not be cut on a narrow screen.
        var keys =
            ["q/Esc back"] + (scrolls ? ["↑/↓ line", "PgUp/PgDn page", "Home/End"] : []) + ["^C abort"]
        while keys.count > 1, displayWidth(of: keys.joined(separator: " · ")) > width - 1 {
            keys.removeLast()
        }
        return keys.joined(separator: " · ")
    }
}

/// A text area's text laid out in its box: each of its lines cut to the box's width, and where
/// the caret falls.
struct TextBox: Equatable {
    /// The lines drawn, control characters as their pictures.
    var lines: [String] = []
    /// The line the caret is on.
    var caretLine = 0
    /// The caret's column in that line.
    var caretColumn = 0

    /// Lays out `text` with the caret after `cursor` characters, `width` columns wide (one is
    /// kept free for the caret at a line's end), each line broken after its last space when the
    /// next word does not fit.
    init(text: String, cursor: Int, width: Int) {
        let room = max(width - 1, 1)
        var offset = 0
        for logical in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(TerminalText.visible(String(logical)))
            var start = 0
            repeat {
                var end = start
                var used = 0
                while end < characters.count, used + displayWidth(of: characters[end]) <= room {
                    used += displayWidth(of: characters[end])
                    end += 1
                }
                if end == start, end < characters.count { end += 1 }
                // A full line breaks between words: a space where it ends stays on it (in the
                // column kept for the caret), else it ends after its last space; a word wider
                // than the box is cut.
                if end < characters.count, end > start {
                    if characters[end] == " " {
                        end += 1
                    } else if let space = characters[start..<end].lastIndex(of: " "), space > start {
                        end = space + 1
                    }
                }
                let isLast = end >= characters.count
                if cursor >= offset + start, cursor < offset + end || (isLast && cursor <= offset + end) {
                    caretLine = lines.count
                    caretColumn = displayWidth(of: String(characters[start..<(cursor - offset)]))
                }
                lines.append(String(characters[start..<end]))
                start = end
            } while start < characters.count
            offset += characters.count + 1
        }
    }
}
