import FormWalk

/// Just enough of a VT100 to read back what `formcli` drew: cursor addressing (`CSI r;c H`),
/// erase (`CSI 2J`, `CSI K`), text with wide characters, CR/LF; colours, cursor visibility, the
/// alternate screen switch and OSC strings (hyperlinks) are recorded but not drawn.
package struct ScreenGrid {
    /// Screen size.
    package var rows = 24
    package var columns = 80
    /// The cells; a wide character's second cell holds "".
    package private(set) var cells: [[String]] = []
    /// Where the next character goes.
    package private(set) var row = 0
    package private(set) var column = 0
    /// Whether the program is on the alternate screen.
    package private(set) var alternate = false
    /// Every SGR parameter list seen, e.g. "0;32".
    package private(set) var styles: [String] = []
    /// Every OSC string seen, without `ESC ]` and its end, e.g. "8;;https://example.com".
    package private(set) var oscs: [String] = []
    /// Whether a line feed on the last row scrolls the screen up a line, as a terminal does
    /// with line mode's output; `false` (the default): the cursor stays on the last row.
    package var scrolls = false

    package init(rows: Int = 60, columns: Int = 200) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen's lines, trailing spaces removed.
    package var lines: [String] {
        cells.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen as text, without trailing blank lines.
    package var text: String {
        var all = lines
        while all.last?.isEmpty == true { all.removeLast() }
        return all.joined(separator: "\n")
    }

    /// Interprets `output`.
    package mutating func feed(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1b}":
                if characters.first == "]" {
                    // An OSC string (a hyperlink): up to BEL or ESC \, drawing nothing; kept.
                    characters.removeFirst()
                    var osc = ""
                    while let next = characters.popFirst() {
                        if next == "\u{7}" { break }
                        if next == "\u{1b}", characters.first == "\\" {
                            characters.removeFirst()
                            break
                        }
                        osc.append(next)
                    }
                    oscs.append(osc)
                    continue
                }
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.popFirst() {
                    if let ascii = next.asciiValue, (0x40...0x7e).contains(ascii) {
                        control(parameters, final: next)
                        break
                    }
                    parameters.append(next)
                }
            case "\r\n", "\n":
                if scrolls, row == rows - 1 {
                    cells.removeFirst()
                    cells.append(Array(repeating: " ", count: columns))
                }
                row = min(row + 1, rows - 1)
                column = 0
            case "\r": column = 0
            default: put(character)
            }
        }
    }

    private mutating func control(_ parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            row = min(max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), rows - 1)
            column = min(max((numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1, 0), columns - 1)
        case "J":
            if parameters == "2" {
                cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            }
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        case "m": styles.append(parameters)
        case "h", "l":
            if parameters == "?1049" { alternate = final == "h" }
        default: break
        }
    }

    private mutating func put(_ character: Character) {
        let width = displayWidth(of: character)
        guard width > 0, column + width <= columns else { return }
        cells[row][column] = String(character)
        if width == 2 { cells[row][column + 1] = "" }
        // Autowrap is off (DECAWM, as formcli sets it): after the last cell the cursor stays on
        // it, so an erase to the end of the line there wipes that cell, as xterm and tmux do.
        column = min(column + width, columns - 1)
    }
}
