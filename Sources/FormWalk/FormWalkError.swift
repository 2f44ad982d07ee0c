import FormEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Why a walk could not go on. A terminal that fails is never taken for an ending.
public enum FormWalkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Reading the input failed with `errno` (`EBADF`: the descriptor is closed; `EIO` from a
    /// pipe or file). A terminal that hangs up is no error: the walk ends
    /// ``FormWalkResult/Ending/interrupted(signal:)`` with `SIGHUP`.
    case cannotRead(errno: Int32)
    /// Writing the output failed with `errno`.
    case cannotWrite(errno: Int32)
    /// The full-screen walk was asked for on input that is not a terminal.
    case notATerminal
    /// The terminal belongs to another process group: the program runs in the background (or
    /// was started in a process group of its own) and may neither read the terminal nor change
    /// its settings.
    case notInForeground
    /// The terminal's settings could not be changed (raw mode), with `errno`.
    case cannotSetUpTerminal(errno: Int32)
    /// No terminal to draw on: the output is not one and `/dev/tty` cannot be opened.
    case noTerminalToDrawOn(errno: Int32)
    /// The saving hook failed where the walk cannot ask again: at the end of line mode's input,
    /// or at its `done`.
    case saveFailed(StateFileError)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case .cannotRead(let code): return "cannot read the input: \(Self.reason(code))"
        case .cannotWrite(let code): return "cannot write the output: \(Self.reason(code))"
        case .notATerminal: return "the full-screen walk needs a terminal as its input"
        case .notInForeground:
            return "the terminal is another process group's (started in the background?)"
        case .cannotSetUpTerminal(let code): return "cannot set up the terminal: \(Self.reason(code))"
        case .noTerminalToDrawOn(let code):
            return "no terminal to draw on (the output is not one, /dev/tty: \(Self.reason(code)))"
        case .saveFailed(let error): return error.description
        }
    }

    /// `strerror`'s text for `code`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
