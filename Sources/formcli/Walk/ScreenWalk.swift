#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Full-screen mode on a terminal: raw mode and the alternate screen, keys in, frames out.
///
/// Each key goes to ``ScreenState``; the new frame goes through ``Screen``, which writes only the
/// lines that changed, in one write. The terminal is restored on every way out: leaving,
/// Ctrl-C (a key in raw mode), end of input, and SIGINT/SIGTERM/SIGHUP (``RawTerminal``).
enum ScreenWalk {
    /// Walks `session` on the terminal read from `input` and drawn on `output`; returns how the
    /// walk ended and the session as it was left (saved or not).
    /// - Throws: ``RawTerminalError`` when `input` cannot be put in raw mode (nothing was drawn).
    static func run(
        _ session: WalkSession, input: Int32, output: Int32, noColor: Bool
    ) throws(RawTerminalError) -> (WalkEnd, WalkSession) {
        let terminal = try RawTerminal(input: input, output: output)
        defer { terminal.restore() }
        let size = RawTerminal.size(fd: output) ?? RawTerminal.size(fd: input) ?? (rows: 24, columns: 80)
        var state = ScreenState(session: session, height: size.rows, width: size.columns)
        var screen = Screen(rows: size.rows, columns: size.columns, noColor: noColor)
        var reader = InputReader(fd: input)
        while true {
            terminal.writeAll(screen.render(state.frame()))
            switch reader.nextEvent() {
            case .key(let key):
                if case .finish(let end) = state.handle(key) { return (end, state.session) }
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
}
