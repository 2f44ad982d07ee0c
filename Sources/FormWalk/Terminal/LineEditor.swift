/// The part of a `LineEditor`'s text that fits in a field, as produced by `LineEditor.render`.
struct FieldView: Equatable, Sendable {
    /// The visible text; never wider than the field.
    var text: String
    /// The cursor position in display columns from the field's left edge.
    var cursorColumn: Int
    /// Index (in Characters) of the first visible character; pass it back to the next `render` call
    /// so the field scrolls only when the cursor would leave it.
    var firstVisible: Int
}

/// A single-line text editor: text plus a cursor, both counted in Characters (grapheme clusters).
///
/// Editing a grapheme never splits it: inserting a combining mark after "e" yields the one
/// Character "é", and the cursor stays after it.
struct LineEditor: Equatable, Sendable {
    /// The edited text.
    private(set) var text: String
    /// The cursor position, 0...text.count, in Characters.
    private(set) var cursor: Int

    /// Creates an editor holding `text` with the cursor at the end (or at `cursor`, clamped).
    init(text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(cursor ?? text.count, 0), text.count)
    }

    /// The String index of the Character at `offset`.
    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }

    /// Inserts `character` at the cursor and moves the cursor after it.
    mutating func insert(_ character: Character) {
        let split = index(cursor)
        var head = String(text[..<split])
        head.append(character)
        text = head + text[split...]
        cursor = head.count
    }

    /// Deletes the Character before the cursor.
    mutating func backspace() {
        guard cursor > 0 else { return }
        text.remove(at: index(cursor - 1))
        cursor -= 1
    }

    /// Deletes the Character under (after) the cursor.
    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(cursor))
    }

    /// Moves the cursor one Character left.
    mutating func moveLeft() { cursor = max(cursor - 1, 0) }

    /// Moves the cursor one Character right.
    mutating func moveRight() { cursor = min(cursor + 1, text.count) }

    /// Moves the cursor to the start of the text.
    mutating func home() { cursor = 0 }

    /// Moves the cursor to the end of the text.
    mutating func end() { cursor = text.count }

    /// Deletes everything before the cursor (Ctrl-U), leaving the cursor at the start.
    mutating func clear() {
        text.removeSubrange(text.startIndex..<index(cursor))
        cursor = 0
    }

    /// Applies an editing key. Returns true when the key was consumed; navigation keys that belong to
    /// the form (up, down, enter, tab, escape, Ctrl-C, Ctrl-D, pages, …) return false.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .char(let character):
            insert(character)
        case .backspace:
            backspace()
        case .delete:
            deleteForward()
        case .left:
            moveLeft()
        case .right:
            moveRight()
        case .home:
            home()
        case .end:
            end()
        case .ctrlU:
            clear()
        default:
            return false
        }
        return true
    }

    /// Lays the text out in a field `width` columns wide, scrolling horizontally so the cursor is
    /// visible. At the end of the text the cursor needs one free column of its own.
    ///
    /// - Parameter previousFirstVisible: the `firstVisible` of the previous render, so the view only
    ///   scrolls when needed; 0 for a fresh field.
    func render(width: Int, previousFirstVisible: Int = 0) -> FieldView {
        let characters = Array(text)
        let widths = characters.map { displayWidth(of: $0) }
        let cursorCell = cursor < widths.count ? max(widths[cursor], 1) : 1
        var start = min(max(previousFirstVisible, 0), cursor)
        // Scroll right until the cursor cell fits.
        while start < cursor && widths[start..<cursor].reduce(0, +) + cursorCell > width {
            start += 1
        }
        // Scroll back left while everything from `start - 1` to the end (plus cursor cell) still fits.
        let trailing = cursor == characters.count ? 1 : 0
        while start > 0 && widths[(start - 1)...].reduce(0, +) + trailing <= width {
            start -= 1
        }
        var visible = ""
        var used = 0
        for offset in start..<characters.count {
            if used + widths[offset] > width { break }
            visible.append(characters[offset])
            used += widths[offset]
        }
        let column = min(widths[start..<cursor].reduce(0, +), max(width - 1, 0))
        return FieldView(text: visible, cursorColumn: column, firstVisible: start)
    }
}
