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
/// while stopped (Ctrl-Z, or a stop from outside), after which it is set up again and redrawn.
/// Bracketed paste is always on, so a paste arrives as text; mouse reports (SGR 1006) are on
/// unless `mouse` is false.
enum ScreenWalk {
    /// Walks `session` on the terminal read from `input` and drawn on `output`; returns how the
    /// walk ended and the session as it was left (saved or not).
    /// - Throws: ``RawTerminalError`` when `input` cannot be put in raw mode (nothing was drawn).
    static func run(
        _ session: WalkSession, input: Int32, output: Int32, noColor: Bool, mouse: Bool = true,
        printsJSON: Bool = false
    ) throws(RawTerminalError) -> (WalkEnd, WalkSession) {
        let terminal = try RawTerminal(input: input, output: output)
        defer { terminal.restore() }
        let modes = "\u{1b}[?2004h" + (mouse ? "\u{1b}[?1000h\u{1b}[?1006h" : "")
        terminal.writeAll(modes)
        let size = RawTerminal.size(fd: output) ?? RawTerminal.size(fd: input) ?? (rows: 24, columns: 80)
        var state = ScreenState(session: session, height: size.rows, width: size.columns)
        state.printsJSON = printsJSON
        // Full screen runs only where TERM is not `dumb`; links are drawn on a terminal only.
        state.hyperlinks = isatty(output) == 1
        var screen = Screen(rows: size.rows, columns: size.columns, noColor: noColor)
        var reader = InputReader(fd: input)
        while true {
            terminal.writeAll(screen.render(state.frame()))
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
            case .endOfInput:
                // Nobody is left to answer a question: leave without saving.
                let end = WalkEnd(kind: .quit, discardedChanges: state.session.hasUnsavedChanges)
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
