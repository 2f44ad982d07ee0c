import FormEngine

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
/// of its report but wait for the next line. The line is redrawn with carriage returns and
/// spaces only, so it works on a dumb terminal too. Ctrl-D on an empty line ends the input,
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
        var shown = 0
        while true {
            shown = try draw(state, over: shown)
            switch reader.nextEvent() {
            case .key(let key):
                switch state.handle(key) {
                case .editing: break
                case .choices(let list):
                    // Under the line, as a shell lists them; the line is drawn again below.
                    RawTerminal.writeAll("\r\n" + list + "\r\n", to: output)
                    shown = 0
                case .line(let line):
                    RawTerminal.writeAll("\r\n", to: output)
                    if !answering, !line.isEmpty, history.last != line { history.append(line) }
                    return .line(line)
                case .endOfInput:
                    return .end
                case .interrupt:
                    RawTerminal.writeAll("^C\r\n", to: output)
                    terminal.restore()
                    return .interrupted
                case .suspend:
                    RawTerminal.writeAll("\r\n", to: output)
                    terminal.suspend()
                    shown = 0
                }
            case .resize: break
            case .resume:
                terminal.resume()
                shown = 0
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

    /// Redraws the prompt and the line over the `previous` columns drawn; returns the columns
    /// drawn now. Only CR, text and spaces: no escape sequences.
    private func draw(_ state: CommandLineState, over previous: Int) throws(FormWalkError) -> Int {
        func shown(_ text: String) -> String {
            secure ? String(repeating: "•", count: text.count) : TerminalText.visible(text)
        }
        let text = shown(state.editor.text)
        let width = displayWidth(of: prompt + text)
        let blank = String(repeating: " ", count: max(previous - width, 0))
        let head = shown(String(state.editor.text.prefix(state.editor.cursor)))
        if let code = RawTerminal.writeAll("\r" + prompt + text + blank + "\r" + prompt + head, to: output) {
            throw .cannotWrite(errno: code)
        }
        return width
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
