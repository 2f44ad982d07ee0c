import Foundation
import Glibc
import Testing

@testable import FormWalk

/// Line mode's command line redraws a prompt and line wider than the terminal in place: after
/// any number of keys the terminal holds one copy, the caret where the editor has it, at 40 and
/// 80 columns; one that fits is still drawn with CR and spaces only.
@Suite(.serialized) struct CommandLineRedrawTests {
    /// A terminal that wraps as xterm and tmux do (a character past the last column starts the
    /// next row; the cursor waits in the last column until then) and keeps every row it ever
    /// had, scrolled off or not: what a person would find in the scrollback.
    struct WrappingTerminal {
        let columns: Int
        let rows: Int
        /// Every row, the scrollback first; the screen is the last `rows` of them.
        private(set) var lines: [[Character]] = [[]]
        private(set) var row = 0
        /// `columns` while the cursor waits in the last column.
        private(set) var column = 0

        init(columns: Int, rows: Int = 24) {
            self.columns = columns
            self.rows = rows
        }

        /// The rows as text, trailing blanks and blank rows at the end removed.
        var text: [String] {
            var all = lines.map {
                String($0.filter { $0 != "\u{1}" }).replacingOccurrences(of: "\u{0}", with: " ")
            }.map(CommandLineRedrawTests.trimmed)
            while all.last == "" { all.removeLast() }
            return all
        }

        mutating func feed(_ bytes: String) {
            var characters = Array(bytes)[...]
            while let character = characters.popFirst() {
                switch character {
                case "\r": column = 0
                case "\n": down()
                case "\r\n":
                    column = 0
                    down()
                case "\u{1b}":
                    guard characters.popFirst() == "[" else { continue }
                    var number = ""
                    while let next = characters.popFirst() {
                        guard next.isNumber else {
                            control(Int(number) ?? 1, final: next, blank: number.isEmpty)
                            break
                        }
                        number.append(next)
                    }
                default: put(character)
                }
            }
        }

        private mutating func down() {
            row += 1
            if row == lines.count { lines.append([]) }
        }

        private mutating func control(_ number: Int, final: Character, blank: Bool) {
            let top = max(lines.count - rows, 0)
            switch final {
            case "A": row = max(row - number, top)
            case "B": row = min(row + number, lines.count - 1)
            case "C": column = min(column + number, columns - 1)
            case "J":
                lines[row] = Array(lines[row].prefix(column))
                for below in (row + 1)..<lines.count { lines[below] = [] }
                return
            default: Issue.record("unexpected control \(number)\(final)")
            }
            column = min(column, columns - 1)
        }

        private mutating func put(_ character: Character) {
            let width = displayWidth(of: character)
            if column + width > columns {
                column = 0
                down()
            }
            while lines[row].count < column + width { lines[row].append("\u{0}") }
            lines[row][column] = character
            // A wide character's second cell.
            for extra in 1..<max(width, 1) { lines[row][column + extra] = "\u{1}" }
            column += width
        }

        /// Where the caret shows: a waiting cursor shows in the last column.
        var caret: (row: Int, column: Int) { (row, min(column, columns - 1)) }
    }

    /// `line` without the spaces at its end.
    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// `text` as a terminal `columns` wide wraps it, one string a row, with the spaces at the end
    /// of each row removed.
    private static func shown(_ text: String, columns: Int) -> [String] {
        wrapped(text, columns: columns).map(trimmed)
    }

    /// `text` as a terminal `columns` wide wraps it, one string a row.
    private static func wrapped(_ text: String, columns: Int) -> [String] {
        var rows = [""]
        var used = 0
        for character in text {
            let width = displayWidth(of: character)
            if used + width > columns {
                rows.append("")
                used = 0
            }
            rows[rows.count - 1].append(character)
            used += width
        }
        return rows
    }

    /// Types `keys` after `prompt` on the command line, drawing each step on `terminal` as the
    /// reader does; checks after each key that the caret stands where the editor has it.
    private static func type(
        _ keys: [Key], prompt: String, on terminal: inout WrappingTerminal
    ) -> (text: String, draws: [String]) {
        var state = CommandLineState(history: [])
        var drawn = CommandLineReader.Drawn()
        var draws: [String] = []
        let start = terminal.lines.count - 1
        for key in [nil] + keys.map(Optional.some) {
            if let key { _ = state.handle(key) }
            let text = state.editor.text
            let head = String(text.prefix(state.editor.cursor))
            let (bytes, after) = CommandLineReader.redraw(
                prompt: prompt, text: text, head: head, columns: terminal.columns, over: drawn)
            terminal.feed(bytes)
            draws.append(bytes)
            drawn = after
            // The caret is on the cell where the next character typed would land.
            var expected = wrapped(prompt + head, columns: terminal.columns)
            var column = displayWidth(of: expected.last ?? "")
            let next = text.dropFirst(head.count).first.map { max(displayWidth(of: $0), 1) } ?? 1
            if column + next > terminal.columns {
                expected.append("")
                column = 0
            }
            let caret = terminal.caret
            #expect(
                caret.row - start == expected.count - 1 && caret.column == column,
                "after \(String(describing: key)): caret at \(caret), expected row \(expected.count - 1) column \(column)"
            )
        }
        // Enter, then the report: under the line, whatever row the caret was on.
        terminal.feed(CommandLineReader.leaving(drawn) + "report\r\n")
        return (state.editor.text, draws)
    }

    private static func keys(_ text: String) -> [Key] { text.map { .char($0) } }

    @Test(arguments: [40, 80])
    func aLongPromptIsDrawnOnceWhateverIsTyped(columns: Int) {
        // A picker's `fill` prompt of seven rows at 40 columns.
        let prompt =
            "Country ("
            + (1...12).map { "c\($0) = Country number \($0)" }.joined(separator: ", ")
            + "): "
        var terminal = WrappingTerminal(columns: columns)
        terminal.feed("earlier output\r\n")
        var keys = Self.keys("c12, c3")
        keys += [.backspace, .left, .left, .home, .end, .char("4"), .ctrlU] + Self.keys("c1")
        let (text, _) = Self.type(keys, prompt: prompt, on: &terminal)
        #expect(text == "c1")
        #expect(
            terminal.text == ["earlier output"] + Self.shown(prompt + "c1", columns: columns) + ["report"])
    }

    @Test(arguments: [40, 80])
    func aLineWiderThanTheTerminalIsDrawnOnce(columns: Int) {
        // A 96-character `set` typed key by key, then edited in its middle and at its start.
        let line = "set notes " + String(repeating: "abcdefghij", count: 8) + "klmnop"
        #expect(line.count == 96)
        var terminal = WrappingTerminal(columns: columns)
        var keys = Self.keys(line)
        keys +=
            Array(repeating: Key.left, count: 50) + Self.keys("XY") + [.backspace, .home] + Self.keys("#")
        keys += [.end] + Array(repeating: Key.backspace, count: 60)
        let (text, _) = Self.type(keys, prompt: "> ", on: &terminal)
        let expected = "#" + String(line.prefix(37))
        #expect(text == expected)
        #expect(terminal.text == Self.shown("> " + expected, columns: columns) + ["report"])
    }

    @Test func aLineThatFillsItsLastRowPutsTheCaretOnTheNext() {
        var terminal = WrappingTerminal(columns: 40)
        let (text, _) = Self.type(
            Self.keys(String(repeating: "x", count: 78)) + [.home], prompt: "> ", on: &terminal)
        #expect(text.count == 78)
        #expect(terminal.text == Self.shown("> " + text, columns: 40) + ["report"])
    }

    @Test func wideCharactersWrapWhole() {
        var terminal = WrappingTerminal(columns: 40)
        let (text, _) = Self.type(
            Self.keys(String(repeating: "日本", count: 12)), prompt: "名前: ", on: &terminal)
        #expect(terminal.text == Self.shown("名前: " + text, columns: 40) + ["report"])
    }

    @Test func aLineThatFitsIsDrawnWithCarriageReturnsAndSpacesOnly() {
        var terminal = WrappingTerminal(columns: 80)
        let (_, draws) = Self.type(
            Self.keys("tap fullName") + [.backspace, .home], prompt: "> ", on: &terminal)
        #expect(draws.allSatisfy { !$0.contains("\u{1b}") }, "\(draws)")
        #expect(draws.last == "\r> tap fullNam\r> ")
        // Nor on a terminal that cannot move up: the old way, whatever the width.
        let (bytes, _) = CommandLineReader.redraw(
            prompt: "> ", text: String(repeating: "x", count: 100), head: "", columns: nil,
            over: CommandLineReader.Drawn())
        #expect(!bytes.contains("\u{1b}"))
    }

    /// The reader itself on a pseudo-terminal 40 columns wide: a long `fill` prompt answered key
    /// by key leaves one copy of itself.
    @Test func theReaderOnAPseudoTerminal() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        defer {
            close(master)
            close(slave)
        }
        let prompt =
            "Languages (one or more of en = English, de = German, fr = French, separated by commas): "
        final class Outcome: @unchecked Sendable {
            var line: LineInput?
        }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let descriptor = slave
        Thread {
            let reader = CommandLineReader(input: descriptor, output: descriptor)
            outcome.line = try? reader.readLine(prompt: prompt, secure: false)
            finished.signal()
        }.start()
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(30)
        while !String(decoding: bytes, as: UTF8.self).contains("commas): "), Date() < deadline { drain(50) }
        func drain(_ milliseconds: Int32) {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&poller, 1, milliseconds) > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                bytes += buffer.prefix(count)
            }
        }
        for character in "en, de, fr, en, de\u{7f}\u{7f}\u{7f}\u{7f}\r" {
            _ = Array(String(character).utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            drain(20)
        }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        drain(20)
        #expect(outcome.line == .line("en, de, fr, en"))
        var terminal = WrappingTerminal(columns: 40)
        terminal.feed(String(decoding: bytes, as: UTF8.self))
        #expect(terminal.text == Self.shown(prompt + "en, de, fr, en", columns: 40), "\(terminal.text)")
    }
}
