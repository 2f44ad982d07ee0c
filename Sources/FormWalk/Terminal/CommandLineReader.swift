import FormEngine
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Line mode's command line on a terminal (line mode asked for, or `TERM=dumb`): the line is edited with the
/// ``LineEditor`` the full-screen fields use — ←/→, Home/End, Backspace, Delete, Ctrl-U — and
/// ↑/↓ recall earlier lines.
///
/// The terminal stays in raw mode (no alternate screen, output processing kept) from the
/// reader's creation to its end, so keys typed while a command runs are not echoed in the middle
/// of its report but wait for the next line. A prompt and line that fit on one row of the
/// terminal are redrawn with carriage returns and spaces only, so they work on a dumb terminal
/// too; wider ones, wrapped over several rows, are redrawn in place: up to the first row of the
/// previous draw, cleared to the end of the screen, drawn again (not on a dumb terminal, which
/// cannot move up: there each draw starts on the row the last one ended on). Ctrl-D on an empty line ends the input,
/// Ctrl-C interrupts the walk, Ctrl-Z suspends; a terminal that hangs up (its end of file, or
/// `EIO`) is ``LineInput/hungUp``, never the end of the input. When the terminal cannot be put in raw mode
/// the line is read as the terminal driver edits it.
final class CommandLineReader {
    /// The terminal read from.
    let input: Int32
    /// Where the prompt and the line are echoed.
    let output: Int32
    /// The prompt the walk printed before asking for a line.
    private(set) var prompt: String
    /// Whether the line being read is a secret, drawn as `•`.
    private var secure = false
    /// Whether the line being read answers a question: kept out of the history of commands.
    private var answering = false
    /// The lines entered so far, oldest first.
    private(set) var history: [String] = []
    /// The keys, kept from line to line: one read may bring the next line's keys already.
    private var reader: InputReader
    /// The lines as the terminal driver edits them, when raw mode could not be set.
    private var cooked: DescriptorLines
    /// The terminal in raw mode, or `nil` when it could not be set (lines are then read as the
    /// terminal driver edits them).
    private let terminal: RawTerminal?
    /// Whether the terminal is a dumb one (`TERM=dumb`): no cursor movement but CR.
    private let isDumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"

    /// A reader of `input` echoing to `output` after `prompt`.
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, prompt: String = "> ") {
        self.input = input
        self.output = output
        self.prompt = prompt
        reader = InputReader(fd: input, takeResize: { false })
        cooked = DescriptorLines(fd: input)
        terminal = try? RawTerminal(
            input: input, output: output, alternateScreen: false, keepsTypeahead: true)
    }

    deinit {
        terminal?.restore()
    }

    /// The next line after `prompt` instead of the usual one (`fill KEY`'s question); a
    /// `secure` line is drawn as `•`. Answers are not kept in the history of commands.
    /// - Throws: ``FormWalkError`` when the terminal cannot be read or written.
    /// Tab calls `complete` with the line typed, when given (a `file` row's path).
    func readLine(prompt: String, secure: Bool, complete: Completion? = nil) throws(FormWalkError)
        -> LineInput
    {
        let usual = self.prompt
        (self.prompt, self.secure, answering) = (prompt, secure, true)
        defer { (self.prompt, self.secure, answering) = (usual, false, false) }
        guard let terminal, terminal.isActive else {
            if let code = RawTerminal.writeAll(prompt, to: output) { throw .cannotWrite(errno: code) }
            return try cooked.next()
        }
        return try readLine(complete: complete)
    }

    /// What Tab makes of the line: the new line, and the choices to list when several remain.
    typealias Completion = (String) -> (text: String, candidates: [String])

    /// The next line, without its end.
    /// - Throws: ``FormWalkError`` when the terminal cannot be read or written.
    func readLine(complete: Completion? = nil) throws(FormWalkError) -> LineInput {
        guard let terminal, terminal.isActive else { return try cooked.next() }
        var state = CommandLineState(history: history)
        state.complete = complete
        var shown = Drawn()
        while true {
            shown = try draw(state, over: shown)
            switch reader.nextEvent() {
            case .key(let key):
                switch state.handle(key) {
                case .editing: break
                case .choices(let list):
                    // Under the line, as a shell lists them; the line is drawn again below.
                    RawTerminal.writeAll(Self.leaving(shown) + list + "\r\n", to: output)
                    shown = Drawn()
                case .line(let line):
                    RawTerminal.writeAll(Self.leaving(shown), to: output)
                    if !answering, !line.isEmpty, history.last != line { history.append(line) }
                    return .line(line)
                case .endOfInput:
                    return .end
                case .interrupt:
                    RawTerminal.writeAll("^C" + Self.leaving(shown), to: output)
                    terminal.restore()
                    return .interrupted
                case .suspend:
                    RawTerminal.writeAll(Self.leaving(shown), to: output)
                    terminal.suspend()
                    shown = Drawn()
                }
            case .resize: break
            case .resume:
                terminal.resume()
                shown = Drawn()
            case .endOfInput:
                return state.editor.text.isEmpty ? .end : .line(state.editor.text)
            case .hungUp:
                // What was typed on the line was never entered.
                return .hungUp
            case .failed(let code):
                throw .cannotRead(errno: code)
            case .signal:
                return .interrupted
            }
        }
    }

    /// What a draw of the prompt and the line left on the terminal.
    struct Drawn: Equatable {
        /// The columns drawn, prompt and line.
        var width = 0
        /// The rows they took (more than one once wrapped).
        var rows = 1
        /// The row the caret was left on, counted from the draw's first row.
        var caretRow = 0
        /// The last row holding text (the row under a full last row is drawn empty, for the
        /// caret).
        var lastRow = 0
    }

    /// What puts the cursor at the start of the row under what `drawn` left, whatever row the
    /// caret is on, so that what follows the line (the report) goes under it, not over its rows:
    /// a newline (after moving down to the last row with text), or only a carriage return when the
    /// caret already stands under the text (after a full last row).
    static func leaving(_ drawn: Drawn) -> String {
        if drawn.caretRow > drawn.lastRow { return "\r" }
        let down = drawn.lastRow - drawn.caretRow
        return (down > 0 ? "\u{1b}[\(down)B" : "") + "\r\n"
    }

    /// Redraws the prompt and the line over what the `previous` draw left; returns what this one
    /// left. On one row: CR, text and spaces only. Over several rows (or after several): up to the
    /// previous draw's first row, cleared to the end of the screen, drawn, and the caret placed.
    private func draw(_ state: CommandLineState, over previous: Drawn) throws(FormWalkError) -> Drawn {
        func shown(_ text: String) -> String {
            secure ? String(repeating: "•", count: text.count) : TerminalText.visible(text)
        }
        let text = shown(state.editor.text)
        let head = shown(String(state.editor.text.prefix(state.editor.cursor)))
        let columns = isDumb ? nil : RawTerminal.size(fd: output).map(\.columns)
        let (bytes, drawn) = Self.redraw(
            prompt: prompt, text: text, head: head, columns: columns, over: previous)
        if let code = RawTerminal.writeAll(bytes, to: output) { throw .cannotWrite(errno: code) }
        return drawn
    }

    /// The bytes that redraw `prompt` and `text` with the caret after `head` (the start of
    /// `text`) on a terminal `columns` wide (`nil`: unknown, or one that cannot move up), over
    /// what the `previous` draw left; and what this draw leaves. A pure function, for tests.
    static func redraw(prompt: String, text: String, head: String, columns: Int?, over previous: Drawn)
        -> (bytes: String, drawn: Drawn)
    {
        let line = prompt + text
        let width = displayWidth(of: line)
        guard let columns, columns > 1, width >= columns || previous.rows > 1 || previous.caretRow > 0 else {
            // One row: over the previous draw, spaces wipe what it had beyond this one.
            let blank = String(repeating: " ", count: max(previous.width - width, 0))
            return ("\r" + line + blank + "\r" + prompt + head, Drawn(width: width))
        }
        var bytes = "\r"
        if previous.caretRow > 0 { bytes += "\u{1b}[\(previous.caretRow)A" }
        bytes += "\u{1b}[J" + line
        var end = Self.position(after: line, columns: columns)
        let lastRow = end.row
        if end.column == columns {
            // The cursor waits in the last column (a terminal wraps only at the next character):
            // the row under it is made, for the caret to stand on.
            bytes += "\r\n"
            end = (end.row + 1, 0)
        }
        var caret = end
        if head.count < text.count {
            caret = Self.position(after: prompt + head, columns: columns)
            let next = text[text.index(text.startIndex, offsetBy: head.count)]
            if caret.column + max(displayWidth(of: next), 1) > columns { caret = (caret.row + 1, 0) }
        }
        if end.row > caret.row { bytes += "\u{1b}[\(end.row - caret.row)A" }
        bytes += "\r"
        if caret.column > 0 { bytes += "\u{1b}[\(caret.column)C" }
        return (bytes, Drawn(width: width, rows: end.row + 1, caretRow: caret.row, lastRow: lastRow))
    }

    /// Where the cursor is after `text` is written from the first column of a terminal `columns`
    /// wide that wraps: a character that does not fit on a row starts the next; `column` is
    /// `columns` when the last row is full (the cursor waits in its last column).
    static func position(after text: String, columns: Int) -> (row: Int, column: Int) {
        var row = 0
        var column = 0
        for character in text {
            let width = displayWidth(of: character)
            if column + width > columns {
                row += 1
                column = 0
            }
            column += width
        }
        return (row, column)
    }
}

/// The line being typed and its place in the history, without the terminal (for tests).
struct CommandLineState {
    /// What a key did.
    enum Outcome: Equatable {
        /// The line changed or the caret moved.
        case editing
        /// Enter: the line is done.
        case line(String)
        /// Ctrl-D on an empty line.
        case endOfInput
        /// Ctrl-C.
        case interrupt
        /// Ctrl-Z.
        case suspend
        /// Tab with several completions: these, to be listed (the line keeps what they share).
        case choices(String)
    }

    /// Tab's completion of the line, if it has one (else Tab types a space).
    var complete: CommandLineReader.Completion?

    /// The line and caret.
    var editor = LineEditor()
    /// The earlier lines, oldest first.
    let history: [String]
    /// Which history line is shown (`history.count`: the line being typed).
    private var recalled: Int
    /// The line being typed, kept while older lines are recalled.
    private var draft = ""

    /// A fresh line with `history` to recall.
    init(history: [String]) {
        self.history = history
        recalled = history.count
    }

    /// Applies one key.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .line(editor.text)
        case .ctrlC: return .interrupt
        case .ctrlZ: return .suspend
        case .ctrlD:
            if editor.text.isEmpty { return .endOfInput }
            editor.deleteForward()
        case .up: recall(recalled - 1)
        case .down: recall(recalled + 1)
        case .paste(let text):
            for character in text.prefix(while: { $0 != "\n" && $0 != "\r" }) { editor.insert(character) }
        case .tab:
            guard let complete else {
                editor.insert(" ")
                break
            }
            let (text, candidates) = complete(editor.text)
            editor = LineEditor(text: text)
            if candidates.count > 1 { return .choices(PathCompletion.list(candidates)) }
        default: _ = editor.handle(key)
        }
        return .editing
    }

    private mutating func recall(_ index: Int) {
        guard index >= 0, index <= history.count, index != recalled else { return }
        if recalled == history.count { draft = editor.text }
        recalled = index
        editor = LineEditor(text: index == history.count ? draft : history[index])
    }
}
