#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Full-screen mode on a terminal: raw mode and the alternate screen, keys in, frames out.
///
/// Each key goes to ``ScreenState``; the new frame goes through ``Screen``, which writes only the
/// lines that changed, in one write. The terminal is restored on every way out: leaving,
/// Ctrl-C (a key in raw mode), end of input, and SIGINT/SIGTERM/SIGHUP (``RawTerminal``); and
/// while stopped (Ctrl-Z, or a stop from outside) and while a text area is edited in the
/// person's editor, after which it is set up again and redrawn.
/// Bracketed paste is always on, so a paste arrives as text; mouse reports (SGR 1006) are on
/// unless the options turn them off. A SIGINT, SIGTERM or SIGHUP ends the walk as interrupted, and
/// so does a terminal that hangs up without a SIGHUP reaching the walk (blocked, or sent later by
/// the shell): its end of file, or `EIO` reading or drawing, ends it as interrupted by SIGHUP.
enum ScreenWalk {
    /// Walks `session` on the terminal read from `input` and drawn on `output`; returns how the
    /// walk ended and the session as it was left (saved or not).
    /// - Throws: ``FormWalkError`` when `input` cannot be put in raw mode (nothing was drawn), or
    ///   reading or drawing fails (the terminal is restored first).
    static func run(_ session: WalkSession, input: Int32, output: Int32, options: FormWalkOptions)
        throws(FormWalkError) -> (WalkEnd, WalkSession)
    {
        let terminal: RawTerminal
        do {
            terminal = try RawTerminal(input: input, output: output)
        } catch {
            switch error {
            case .notATerminal: throw .notATerminal
            case .cannotSetAttributes(let code): throw .cannotSetUpTerminal(errno: code)
            }
        }
        TerminalSignals.catchesFatalSignals.store(true, ordering: .sequentiallyConsistent)
        defer {
            terminal.restore()
            TerminalSignals.catchesFatalSignals.store(false, ordering: .sequentiallyConsistent)
            _ = TerminalSignals.takeCaughtSignal()
        }
        let modes = "\u{1b}[?2004h" + (options.mouse ? "\u{1b}[?1000h\u{1b}[?1006h" : "")
        if let code = terminal.writeAll(modes) { throw .cannotWrite(errno: code) }
        let size = RawTerminal.size(fd: output) ?? RawTerminal.size(fd: input) ?? (rows: 24, columns: 80)
        var state = ScreenState(session: session, height: size.rows, width: size.columns)
        state.title = options.title
        if options.pages || session.form.descriptor.pages { state.startPages() }
        state.theme = options.theme
        // Full screen runs only where TERM is not `dumb`; links are drawn on a terminal only.
        state.hyperlinks = isatty(output) == 1
        var screen = Screen(rows: size.rows, columns: size.columns, noColor: !options.color)
        var reader = InputReader(fd: input)
        // Cut off by a hang-up or SIGTERM, the text being typed in a row is kept in the form when
        // the row takes it, so the program can keep what was typed; Ctrl-C leaves it out.
        let interrupted = { (signal: Int32, state: ScreenState) in
            var state = state
            if signal != SIGINT { state.keepTypedText() }
            return (WalkEnd(kind: .interrupted(signal: signal), actions: state.actions), state.session)
        }
        let hungUp = { (state: ScreenState) in interrupted(SIGHUP, state) }
        while true {
            if let signal = TerminalSignals.takeCaughtSignal() { return interrupted(signal, state) }
            if let code = terminal.writeAll(screen.render(state.frame())) {
                if code == EIO { return hungUp(state) }
                throw .cannotWrite(errno: code)
            }
            switch reader.nextEvent() {
            case .key(let key):
                switch state.handle(key) {
                case .finish(var end):
                    end.actions = state.actions
                    return (end, state.session)
                case .suspend:
                    terminal.suspend()
                    terminal.writeAll(modes)
                    resized(&state, &screen, output: output)
                case .editExternally(let text):
                    // The editor has the terminal as a shell gives it; the walk takes it back.
                    terminal.pause()
                    let result = ExternalEditor.edit(text, input: input, output: output)
                    terminal.resume()
                    terminal.writeAll(modes)
                    resized(&state, &screen, output: output)
                    state.finishEditing(result)
                case .stay: break
                }
            case .resume:
                // Stopped and continued from outside (kill -STOP, then fg or kill -CONT).
                terminal.resume()
                terminal.writeAll(modes)
                resized(&state, &screen, output: output)
            case .resize:
                let size = RawTerminal.size(fd: output) ?? (rows: state.height, columns: state.width)
                state.resize(height: size.rows, width: size.columns)
                screen.resize(rows: size.rows, columns: size.columns)
            case .signal(let signal): return interrupted(signal, state)
            case .hungUp:
                // Nobody is left to answer: nothing is saved, and the answers are not done.
                return hungUp(state)
            case .failed(let code):
                throw .cannotRead(errno: code)
            case .endOfInput:
                // Nobody is left to answer a question: leave without saving.
                let end = WalkEnd(kind: .quit, discardedChanges: state.hasUnsavedWork)
                return (end, state.session)
            }
        }
    }

    /// Reads the size again and repaints everything (after a stop, the screen is stale).
    private static func resized(_ state: inout ScreenState, _ screen: inout Screen, output: Int32) {
        let size = RawTerminal.size(fd: output) ?? (rows: state.height, columns: state.width)
        state.resize(height: size.rows, width: size.columns)
        screen.resize(rows: size.rows, columns: size.columns)
    }
}
