/// A position on the screen, 0-based, in display columns.
struct ScreenPosition: Equatable, Sendable {
    /// Row from the top, starting at 0.
    var row: Int
    /// Display column from the left, starting at 0.
    var column: Int
}

/// A complete picture of the screen: one `StyledLine` per row from the top, and where the cursor goes.
struct Frame: Equatable, Sendable {
    /// Rows from the top; rows past the screen height are ignored, missing rows are blank.
    var lines: [StyledLine]
    /// Where to show the cursor after drawing, or nil to leave it hidden.
    var cursor: ScreenPosition?

    /// Creates a frame.
    init(lines: [StyledLine], cursor: ScreenPosition? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}

/// A frame differ: remembers what is on the terminal and turns each new `Frame` into the minimal
/// escape output that updates it.
///
/// Only rows whose encoded content changed are rewritten (`ESC[row;1H`, text, `ESC[K`); the first
/// frame and the first frame after `resize` or `invalidate` repaint everything. The cursor is hidden
/// while rows are drawn and then placed (and shown) where the frame asks. The caller writes the
/// returned string with a single `write` so the terminal never shows a half-drawn frame.
struct Screen: Sendable {
    /// Screen height in rows.
    private(set) var rows: Int
    /// Screen width in columns.
    private(set) var columns: Int
    /// Drop colours (the NO_COLOR convention) but keep bold, underline and reverse video.
    var noColor: Bool
    /// The encoded rows currently on the terminal, or nil when the next render must repaint fully.
    private var onScreen: [String]?

    /// Creates a differ for a terminal of the given size; the first render repaints everything.
    init(rows: Int, columns: Int, noColor: Bool = false) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        self.noColor = noColor
        self.onScreen = nil
    }

    /// True when the environment asks for no colour: `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org).
    static func noColorRequested(environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// Records a new terminal size; the next render repaints everything.
    mutating func resize(rows: Int, columns: Int) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        onScreen = nil
    }

    /// Forgets what is on the terminal (for example after another program wrote to it), so the next
    /// render repaints everything.
    mutating func invalidate() {
        onScreen = nil
    }

    /// Returns the escape output that turns the previous frame into `frame`, and remembers `frame`.
    mutating func render(_ frame: Frame) -> String {
        let lines = (0..<rows).map { row in
            row < frame.lines.count
                ? frame.lines[row].encodedFilling(width: columns, noColor: noColor)
                : (text: "", fillsWidth: false)
        }
        let encoded = lines.map(\.text)
        // A line as wide as the screen leaves the cursor on its last cell: erasing from there
        // would wipe that cell, so such a line is written without the erase.
        func line(_ row: Int) -> String {
            Self.moveTo(row: row, column: 0) + encoded[row] + (lines[row].fillsWidth ? "" : "\u{1b}[K")
        }
        var output = ""
        if let previous = onScreen {
            for row in 0..<rows where encoded[row] != previous[row] { output += line(row) }
        } else {
            output += "\u{1b}[0m\u{1b}[H\u{1b}[2J"
            for row in 0..<rows where !encoded[row].isEmpty { output += line(row) }
        }
        if !output.isEmpty {
            output = "\u{1b}[?25l" + output
        }
        onScreen = encoded
        if let cursor = frame.cursor, rows > 0, columns > 0 {
            let row = min(max(cursor.row, 0), rows - 1)
            let column = min(max(cursor.column, 0), columns - 1)
            output += Self.moveTo(row: row, column: column) + "\u{1b}[?25h"
        } else if output.isEmpty {
            // Nothing changed and the cursor stays hidden: still make sure it is hidden.
            output = "\u{1b}[?25l"
        }
        return output
    }

    /// The CUP sequence for a 0-based position (the terminal counts from 1).
    private static func moveTo(row: Int, column: Int) -> String {
        "\u{1b}[\(row + 1);\(column + 1)H"
    }
}
