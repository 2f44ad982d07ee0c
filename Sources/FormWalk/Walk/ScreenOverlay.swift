import FormEngine
import Foundation

/// What covers the body of the full-screen walk for a while.
enum ScreenOverlay: Equatable {
    /// `?`/F1: every key, for the row under the cursor and in general; scrolled by `offset`.
    case help(offset: Int)
    /// Ctrl-D refused: every problem, by row label; scrolled by `offset`.
    case problems(offset: Int)
    /// `/`: the options of a picker whose labels hold what is typed.
    case filter(OptionFilter)
    /// The options of a picker presented as a page (`presentation: page`).
    case page(OptionPage)
    /// A read-only text too long for its line, in a scrolling pager.
    case pager(TextPager)
    /// Enter on a date row: a month calendar.
    case calendar(DateCalendar)
    /// The review page of a form walked a page at a time: every answer, before done.
    case review(ReviewPage)

    /// `?`/F1 from the top.
    static let help = ScreenOverlay.help(offset: 0)
}

/// The `/` filter of a picker's options, as huh and fzf filter: typing narrows the list, ↑/↓
/// choose among what is left, Enter taps it, Esc closes.
struct OptionFilter: Equatable {
    /// The picker whose options are filtered.
    var picker: RowKey
    /// Every option of the picker, in order.
    var options: [Row]
    /// What is typed.
    var editor = LineEditor()
    /// The highlighted option among the matches.
    var selected = 0
    /// The picker's page the filter was opened on, which it goes back to; `nil` when it was
    /// opened on the form.
    var page: OptionPage?

    /// The options whose labels hold the typed letters in order (`rkjv` finds Reykjavík),
    /// ignoring case and diacritics, the best match first (``FuzzyMatch``); every option, in
    /// order, while nothing is typed.
    var matches: [Row] { scored.map(\.option) }

    /// The matches with the positions of the characters that matched in each label.
    var scored: [(option: Row, positions: [Int])] {
        let text = editor.text
        guard !text.isEmpty else { return options.map { ($0, []) } }
        let query = FuzzyMatch.folded(text)
        return options.enumerated().compactMap { index, option in
            FuzzyMatch(query: query, in: option.label).map { (index, option, $0) }
        }
        .sorted { $0.2.score != $1.2.score ? $0.2.score > $1.2.score : $0.0 < $1.0 }
        .map { ($0.1, $0.2.positions) }
    }
}

/// How well typed letters match a label as a subsequence, as fuzzy finders rank: each matched
/// character counts, more when it follows the previous match or starts a word, less for every
/// character skipped between matches; the best of the alignments that start at each place the
/// first letter matches.
struct FuzzyMatch: Equatable {
    /// Higher is better.
    var score: Int
    /// The indices of the label's characters that matched, in order.
    var positions: [Int]

    /// The match of `query` (``folded(_:)``) in `label`, or `nil` when the label does not hold
    /// its characters in order.
    init?(query: [String], in label: String) {
        let characters = Array(label)
        let folded = characters.map { Self.folded(String($0)).first ?? "" }
        guard !query.isEmpty, query.count <= folded.count else { return nil }
        var best: FuzzyMatch?
        for start in folded.indices where folded[start] == query[0] {
            var positions = [start]
            var next = start + 1
            for letter in query.dropFirst() {
                guard let found = folded[next...].firstIndex(of: letter) else { break }
                positions.append(found)
                next = found + 1
            }
            guard positions.count == query.count else { break }
            let candidate = FuzzyMatch(score: Self.score(positions, in: characters), positions: positions)
            if candidate.score > best?.score ?? .min { best = candidate }
        }
        guard let best else { return nil }
        self = best
    }

    private init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }

    /// Each character of `text`, without case or diacritics (`Í` → `i`).
    static func folded(_ text: String) -> [String] {
        text.map { String($0).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
    }

    private static func score(_ positions: [Int], in characters: [Character]) -> Int {
        var score = 0
        for (index, position) in positions.enumerated() {
            score += 16
            if index > 0, positions[index - 1] == position - 1 { score += 12 }
            if position == 0 || !(characters[position - 1].isLetter || characters[position - 1].isNumber) {
                score += 10
            }
            if index > 0 { score -= position - positions[index - 1] - 1 }
        }
        return score
    }
}

/// Opening, answering and drawing the overlays.
extension ScreenState {
    /// `/`: filters the options of the picker under the cursor (or of the option's picker), or
    /// of the picker whose `page` is open.
    mutating func openFilter(on page: OptionPage? = nil, typing character: Character? = nil) {
        guard let row = cursorRow else { return }
        let picker: Row?
        if row.control.selectionMode != nil {
            picker = row
        } else if row.control.isOption {
            picker = ScreenReport.owner(of: row.key, in: session.form)
        } else {
            picker = nil
        }
        guard let picker, let section = cursorSection else {
            status = Status(text: "/ filters the options of a picker: go to one first", isError: true)
            return
        }
        let rows = session.form.allRows(in: section)
        guard let start = rows.firstIndex(where: { $0.key == picker.key }) else { return }
        let options = rows[(start + 1)...].prefix { $0.depth > picker.depth }.filter {
            $0.control.isOption && $0.depth == picker.depth + 1
        }
        var filter = OptionFilter(picker: picker.key, options: Array(options), page: page)
        if let character { filter.editor.insert(character) }
        overlay = .filter(filter)
    }

    /// A key while an overlay is shown.
    mutating func answerOverlay(_ key: Key) -> Step {
        if key == .ctrlC { return .finish(WalkEnd(kind: .interrupted(signal: SIGINT))) }
        switch overlay {
        case .help(let offset)?:
            overlay = scrolled(key, offset: offset).map { .help(offset: $0) }
        case .problems(let offset)?:
            overlay = scrolled(key, offset: offset).map { .problems(offset: $0) }
        case .filter(var filter)?:
            answerFilter(key, &filter)
        case .page(var page)?:
            answerPage(key, &page)
        case .pager(var pager)?:
            answerPager(key, &pager)
        case .calendar(let calendar)?:
            answerCalendar(key, calendar)
        case .review(var review)?:
            return answerReview(key, &review)
        case nil: break
        }
        return .stay
    }

    /// The new offset of a scrolled overlay, or `nil` when the key closes it.
    private func scrolled(_ key: Key, offset: Int) -> Int? {
        switch key {
        case .up, .char("k"): return max(offset - 1, 0)
        case .down, .char("j"): return offset + 1
        case .pageUp: return max(offset - max(bodyHeight - 2, 1), 0)
        case .pageDown, .char(" "): return offset + max(bodyHeight - 2, 1)
        case .mouse(let event) where event.action == .wheelUp: return max(offset - 3, 0)
        case .mouse(let event) where event.action == .wheelDown: return offset + 3
        default: return nil
        }
    }

    private mutating func answerFilter(_ key: Key, _ filter: inout OptionFilter) {
        switch key {
        case .escape:
            overlay = filter.page.map { .page($0) }
            status = Status(text: "filter closed", isError: false)
            return
        case .up: filter.selected = max(filter.selected - 1, 0)
        case .down: filter.selected += 1
        case .enter:
            let matches = filter.matches
            guard filter.selected < matches.count else { break }
            let option = matches[filter.selected]
            overlay = nil
            guard perform(.tap(option.key), on: option.key) else { return }
            guard var page = filter.page else {
                placeCursor(on: option.key)
                return
            }
            // From a page: a single choice is made, back to the form; several go back to the
            // page, on the option just chosen.
            if case .multiple? = (try? session.form.row(filter.picker))?.control.selectionMode {
                page.selected = page.options.firstIndex(of: option.key) ?? page.selected
                overlay = .page(page)
            } else {
                placeCursor(on: filter.picker)
            }
            return
        case .paste(let text):
            for character in text.prefix(while: { $0 != "\n" && $0 != "\r" }) {
                filter.editor.insert(character)
            }
            filter.selected = 0
        default:
            if filter.editor.handle(key) { filter.selected = 0 }
        }
        filter.selected = min(filter.selected, max(filter.matches.count - 1, 0))
        overlay = .filter(filter)
    }

    /// Whether the help or the problem list has more lines than the body shows (so ↑/↓ and PgDn
    /// scroll it).
    var overlayScrolls: Bool {
        let room = max(bodyHeight - 1, 1)
        switch overlay {
        case .help?: return helpText().count > room
        case .problems?: return problemLines().count > room
        default: return false
        }
    }

    /// The body lines of the overlay, `bodyHeight` at most, and the caret when text is typed.
    func overlayLines() -> ([StyledLine], ScreenPosition?) {
        switch overlay {
        case .help(let offset)?:
            return (page(helpText(), offset: offset, title: "Keys (any other key closes)"), nil)
        case .problems(let offset)?:
            let count = checks.list.count
            let title = "\(count) problem\(count == 1 ? "" : "s") (any key closes)"
            return (page(problemLines(), offset: offset, title: title), nil)
        case .filter(let filter)?: return filterLines(filter)
        case .page(let page)?: return (pageLines(page), nil)
        case .pager(let pager)?: return (pagerLines(pager), nil)
        case .calendar(let calendar)?: return (calendarLines(calendar), nil)
        case .review(let review)?: return (reviewLines(review), nil)
        case nil: return ([], nil)
        }
    }

    /// The problem list's lines: each problem after `✗`, wrapped at spaces to the screen's width
    /// (its later lines indented under its first word) rather than cut.
    private func problemLines() -> [String] {
        checks.list.flatMap { problem in
            let text = TerminalText.visible(
                "  ✗ " + ScreenReport.problem(problem.message, key: problem.key, in: session.form))
            return Self.wrapAll(text, width: width, indent: "    ")
        }
    }

    private func page(_ lines: [String], offset: Int, title: String) -> [StyledLine] {
        let room = max(bodyHeight - 1, 1)
        let start = min(offset, max(lines.count - room, 0))
        var shown = [StyledLine(" " + title, style: theme.header)]
        shown += lines.dropFirst(start).prefix(room).map { StyledLine($0) }
        if start + room < lines.count, let last = shown.indices.last {
            shown[last] = StyledLine("  ↓ more (↓/PgDn)", style: theme.footer)
        }
        return shown
    }

    private func filterLines(_ filter: OptionFilter) -> ([StyledLine], ScreenPosition?) {
        let name = (try? session.form.row(filter.picker)).map(ScreenReport.name) ?? filter.picker.rawValue
        let label = " Filter \(TerminalText.visible(name)): "
        let view = filter.editor.render(width: max(width - displayWidth(of: label) - 1, 1))
        var lines = [
            StyledLine(spans: [
                Span(label, style: TextStyle(bold: true)), Span(view.text, style: theme.field),
            ])
        ]
        let matches = filter.scored
        let room = max(bodyHeight - 1, 1)
        let start = max(filter.selected - room + 1, 0)
        var several = false
        if case .multiple? = (try? session.form.row(filter.picker))?.control.selectionMode { several = true }
        for (index, match) in matches.enumerated().dropFirst(start).prefix(room) {
            let option = match.option
            let mark = several ? (option.isSelected ? "☑" : "☐") : (option.isSelected ? "●" : "○")
            let selected = index == filter.selected
            let style = selected ? theme.cursor : TextStyle.plain
            var matched = style
            matched.bold = true
            matched.underline = true
            // The characters that matched, bold and underlined: runs of each.
            var spans = [Span("   \(mark) ", style: style)]
            var run = ""
            var runMatched = false
            for (position, character) in option.label.enumerated() {
                let isMatched = match.positions.contains(position)
                if isMatched != runMatched, !run.isEmpty {
                    spans.append(Span(TerminalText.visible(run), style: runMatched ? matched : style))
                    run = ""
                }
                runMatched = isMatched
                run.append(character)
            }
            if !run.isEmpty {
                spans.append(Span(TerminalText.visible(run), style: runMatched ? matched : style))
            }
            lines.append(StyledLine(spans: spans, fill: selected ? theme.cursor : nil))
        }
        if matches.isEmpty { lines.append(StyledLine("   (no option matches)", style: theme.footer)) }
        let caret = ScreenPosition(row: 1, column: displayWidth(of: label) + view.cursorColumn)
        return (lines, caret)
    }

    /// The help screen: the keys of the row under the cursor, then every key, in two columns
    /// when the screen is wide enough, else each key above its words (wrapped to the width).
    func helpText() -> [String] {
        var keys: [(String, String)] = [
            ("↑/↓ k/j Tab/Shift-Tab", "previous / next row (a typed field is kept)"),
            ("PgUp/PgDn Home/End g/G", "a screenful; the first / last row"),
            ("Enter/Space", "expand or collapse, choose, flip a switch or a checkbox, press a button"),
            ("←/→ -/+ h/l", "slider or stepper by its step, date by a day, segmented choice, close/open"),
            (
                "Shift-←/→ m/M, y/Y",
                "a date a month back / on, a year back / on (within its allowed range; an empty date starts inside it)"
            ),
            (
                "Enter on a date",
                "a month calendar: ←/→ a day, ↑/↓ a week, PgUp/PgDn a month (days outside the allowed range dim), Enter chooses, Esc closes, a digit types the date instead"
            ),
            (
                "type on a text row",
                "edit in place (←/→ Home/End Backspace Delete ^U); Enter keeps it and goes to the next row, Esc undoes it"
            ),
            (
                "Tab on a path",
                "complete it from the file system (several: they are listed on the status line)"
            ),
            ("digits on a slider", "type a number; Enter sets it (refused outside the range)"),
            (
                "numbers, times",
                "typed as shown while empty: 42, 1234.5, 90m or 1:30, HH:mm, yyyy-MM-ddTHH:mm; a wrong type is refused and stays to be fixed, a value out of range is kept and marked ✗"
            ),
            (
                "in a text area",
                "typed in a box under the row: Enter a new line, ↑/↓ between lines (off the first or last to the row beside), Tab keeps the text and goes on, ^E edits it in $VISUAL or $EDITOR (vi if neither is set)"
            ),
            ("Enter on a link", "show its address (drawn as a link where the terminal can)"),
            (
                "Enter on long read-only text",
                "read it in a pager: ↑/↓ a line, PgUp/PgDn or Space a page, Home/End, q or Esc back"
            ),
            (
                "buttons",
                "submit finishes as ^D does; reset asks (y) and puts every answer back; others are shown, and reported when the walk ends"
            ),
            ("› pickers", "open their options as a page: ↑/↓, Enter chooses, / filters, Esc or ← back"),
            (
                "letters on a picker, or /",
                "filter its options by the letters in order (rkjv finds Reykjavík), best first; Enter chooses, Esc clears (j/k/g/G/h/l/q keep their meaning: / then)"
            ),
            ("a or ^N", "add an item to the list under the cursor"),
            (
                "Enter or ^O on JSON text",
                "fill the value field by field in a form of its own, the trail of forms on the top line (a new item of such a list opens one too); there ^D goes back with it, problems and all (they show on the row), Esc asks before losing changes"
            ),
            (
                "e or ^E",
                "(not on a text area) edit mode: K/J or Shift-↑/↓ move an item, Space selects, d deletes it (or the selected items)"
            ),
            ("mouse", "click a row to go there and tap it; the wheel scrolls"),
            ("? or F1", "this help"),
            (
                "^D",
                "done: save (when the program saves) and leave (refused, listing the problems, while rules are broken)"
            ),
            (
                "q or Esc",
                "leave (asks before losing answers; where offered, s saves them to a new file whose path you type, Tab completing it)"
            ),
            ("^Z", "suspend (fg resumes)"),
            ("^C", "abort: nothing saved"),
        ]
        var lines: [String] = []
        if !status.text.isEmpty {
            // The status line cuts a long message at the screen's width: here it is whole.
            lines.append(" Last message:")
            lines += wrap((status.isError ? "✗ " : "") + status.text, width: width - 4).map { "   " + $0 }
        }
        lines += [" On this row:"] + hintKeys().map { "   " + $0 } + [" Everywhere:"]
        if page != nil {
            keys.insert(contentsOf: Self.pageKeys, at: keys.count - 4)
        }
        let column = (keys.map { displayWidth(of: $0.0) }.max() ?? 0) + 5
        let wide = width >= column + 30
        for (key, words) in keys {
            if wide {
                lines += wrap(words, width: width - column - 1).enumerated().map { index, part in
                    (index == 0 ? pad("   " + key, toWidth: column) : String(repeating: " ", count: column))
                        + part
                }
            } else {
                lines.append("   " + key)
                lines += wrap(words, width: width - 7).map { "       " + $0 }
            }
        }
        lines.append(" Marks:")
        let marks =
            "* required · ✗ a rule fails, once the row was touched or after ^D (its message shows while the "
            + "cursor is on the row) · ⏎ a new line in a text area · ▸/▾ closed/open · ○/● one choice · "
            + "☐/☑ several choices · [ ]/[x] checkbox · › opens a page · [M] the segment chosen · "
            + "− 2 + a stepper · … more lines (a message cut on the status line shows whole at the top of this help) · ▲/▼ more rows above/below"
        lines += wrap(marks, width: width - 4).map { "   " + $0 }
        return lines
    }

    /// The keys of a form walked a page at a time, in the help before `^D`'s line.
    static let pageKeys: [(String, String)] = [
        (
            "^D on a page",
            "the next page (the line at the top says which of how many); after the last, the review of every answer"
        ),
        ("↑ on a page's first row, ↓ on its last", "the page before / after"),
        (
            "on the review",
            "↑/↓ choose an answer, ⏎ goes to it to change it (^D then comes back), ^D done, Esc or ← the last page, q leave"
        ),
    ]

    /// `text` cut into lines of at most `width` columns (10 at least) at spaces.
    private func wrap(_ text: String, width: Int) -> [String] {
        TextWrap.lines(text, width: max(width, 10))
    }
}
