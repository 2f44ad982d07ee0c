import FormEngine
import Foundation

/// The in-place editor of the row under the cursor that is typed into: text (of every format),
/// date, time, date and time, number, duration, slider and stepper rows.
///
/// It is made from the row's value whenever the cursor lands on the row, takes typed keys through
/// a ``LineEditor``, and is committed with Enter or on leaving the row. The form changes only on
/// commit, so a half-typed date never reaches it.
struct FieldEdit: Equatable {
    /// The row being edited.
    let key: RowKey
    /// The text and caret.
    var editor: LineEditor
    /// The text the row held when editing began.
    let original: String
    /// The first visible character, kept between renders so the field scrolls smoothly.
    var firstVisible = 0
    /// Whether the first character typed replaces the value instead of extending it: a date, a
    /// slider's number and a secret (whose old value cannot be seen) are always typed whole.
    let retypedWhole: Bool
    /// Whether the text is a secret, shown as `•` while it is typed.
    let isSecure: Bool
    /// Whether the text may hold several lines (`textArea`): Enter types a newline; it is drawn
    /// in a box of lines under its row.
    var isMultiline = false
    /// The most characters the text may have (`maxLength`), if limited.
    let maxLength: Int?
    /// Whether a character was typed since the editor was made.
    private(set) var hasTyped = false
    /// Whether a key reached a text area since the cursor landed on it. The first Enter on an
    /// untouched area opens it, as Enter opens every other row, rather than typing a newline
    /// before its text.
    private(set) var isOpened = false

    /// An editor for `row`, or `nil` when the row is not typed into.
    init?(row: Row, maxLength: Int? = nil) {
        var retypedWhole: Bool
        switch row.control {
        case .text, .file: retypedWhole = false
        case .textArea:
            retypedWhole = false
            isMultiline = true
        case .date, .slider, .number, .stepper, .time, .dateTime:
            retypedWhole = true
        default: return nil
        }
        key = row.key
        isSecure = row.isSecure
        // A secret shows only `•`: what is typed replaces it, as a password field does.
        if isSecure { retypedWhole = true }
        self.retypedWhole = retypedWhole
        self.maxLength = maxLength
        // A duration is edited as it is shown (`1:30:00`), which reads back the same.
        if case .number(.duration, _, _, _) = row.control, row.value != nil {
            original = row.displayValue
        } else {
            original = row.value?.description ?? ""
        }
        editor = LineEditor(text: original)
    }

    /// Passes a key to the editor; on a date or slider row the first character typed starts a
    /// new value. Returns false when the key was not taken: a character past `maxLength`
    /// (``isFull``) or a key the editor does not know.
    mutating func handle(_ key: Key) -> Bool {
        if retypedWhole, !isModified, !hasTyped, case .char = key {
            editor = LineEditor(text: "")
        }
        // Backspace on a secret not yet retyped clears it: its characters cannot be seen.
        if isSecure, !isModified, !hasTyped, key == .backspace || key == .delete {
            editor = LineEditor(text: "")
            hasTyped = true
            return true
        }
        // Typing `1` on a row holding 1 leaves the text as it was, but the next digit extends it.
        if case .char = key { hasTyped = true }
        if case .char = key, isFull { return false }
        let opening = isMultiline && !isOpened && !isModified
        isOpened = true
        if key == .enter, isMultiline {
            // Enter on an area untouched since the cursor landed opens it: no newline.
            if opening { return true }
            guard !isFull else { return false }
            editor.insert("\n")
            return true
        }
        return editor.handle(key)
    }

    /// Moves the caret of a multi-line text one line up (-1) or down (1), to the same column or
    /// the end of a shorter line; false when it is on the first (last) line already.
    mutating func moveLine(by direction: Int) -> Bool {
        let characters = Array(editor.text)
        let cursor = editor.cursor
        // Where each line starts, in characters.
        var starts = [0]
        for (index, character) in characters.enumerated() where character == "\n" { starts.append(index + 1) }
        guard let line = starts.lastIndex(where: { $0 <= cursor }) else { return false }
        let target = line + direction
        guard starts.indices.contains(target) else { return false }
        let column = cursor - starts[line]
        let end = target + 1 < starts.count ? starts[target + 1] - 1 : characters.count
        editor = LineEditor(text: editor.text, cursor: min(starts[target] + column, end))
        return true
    }

    /// Whether the text holds `maxLength` characters already.
    var isFull: Bool { maxLength.map { editor.text.count >= $0 } ?? false }

    /// Types the first line of `text` (a paste; every line in a `textArea`), up to `maxLength`;
    /// returns whether anything was cut (further lines, or characters past the limit).
    mutating func paste(_ text: String) -> Bool {
        let line =
            isMultiline
            ? Substring(Self.unixLines(text))
            : text.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        // Line ends after the only line (a terminal's paste of a whole line) cut nothing.
        var cut = text.dropFirst(line.count).contains { !$0.isNewline }
        if retypedWhole, !isModified, !hasTyped { editor = LineEditor(text: "") }
        hasTyped = true
        isOpened = true
        for character in line {
            guard !isFull else {
                cut = true
                break
            }
            // A tab or other control character in a paste is not typed (a newline is, in a
            // `textArea`).
            if character == "\n"
                || character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f })
            {
                editor.insert(character)
            }
        }
        return cut
    }

    /// `text` with its line ends (`\r\n`, `\r`) written `\n`.
    static func unixLines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Whether the text differs from the row's value.
    var isModified: Bool { editor.text != original }

    /// Lays the field out `width` columns wide, remembering the scroll position.
    mutating func render(width: Int) -> FieldView {
        // A secret is laid out as one `•` a character, the caret where it is; control
        // characters as their visible stand-ins, so they are measured as drawn.
        // (A `textArea` is drawn in its box, ``TextBox``.)
        let text =
            isSecure ? String(repeating: "•", count: editor.text.count) : TerminalText.visible(editor.text)
        let shown = LineEditor(text: text, cursor: editor.cursor)
        let view = shown.render(width: width, previousFirstVisible: firstVisible)
        firstVisible = view.firstVisible
        return view
    }
}
