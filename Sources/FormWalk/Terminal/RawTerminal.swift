#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Why the terminal could not be put into raw mode.
enum RawTerminalError: Error, Equatable {
    /// `tcgetattr` failed (typically: the descriptor is not a terminal); carries errno.
    case notATerminal(Int32)
    /// `tcsetattr` failed; carries errno.
    case cannotSetAttributes(Int32)
}

/// A terminal in raw mode on the alternate screen, restored by `restore()` or on SIGINT/SIGTERM/SIGHUP.
///
/// Raw mode here means: no line buffering (ICANON), no echo, no signal keys (ISIG off, so Ctrl-C
/// arrives as byte 3 and the caller decides), no flow control or CR→NL input translation, 8-bit
/// characters, `read` returning as soon as one byte is available (VMIN 1, VTIME 0).
/// Output processing (OPOST with ONLCR) is deliberately kept, so "\n" still moves to the start of the
/// next line; the `Screen` addresses rows absolutely anyway.
///
/// Only one raw session should be active per process: the signal handlers restore a single saved
/// state (see `TerminalSignals`).
final class RawTerminal {
    /// The terminal descriptor whose settings were changed.
    let input: Int32
    /// Where screen-control sequences are written.
    let output: Int32
    /// The settings found on entry, restored byte for byte.
    let original: termios
    /// Whether the alternate screen was entered (and must be left).
    private let usesAlternateScreen: Bool
    /// `TCSAFLUSH`, or `TCSADRAIN` when input typed ahead must survive entering and leaving.
    private let action: Int32
    /// The signal actions replaced on entry, put back by `restore()`.
    private var previousActions: [(Int32, sigaction)] = []
    /// False once `restore()` ran.
    private(set) var isActive = true

    /// Exit status a caller should use after Ctrl-C (the shell's 128 + SIGINT convention).
    static let interruptExitStatus: Int32 = 130

    /// Saves the current settings of `input`, switches it to raw mode, installs the restoring signal
    /// handlers and (unless disabled) enters the alternate screen with the cursor hidden.
    init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, alternateScreen: Bool = true,
        handleSignals: Bool = true, keepsTypeahead: Bool = false
    ) throws(RawTerminalError) {
        action = keepsTypeahead ? TCSADRAIN : TCSAFLUSH
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .notATerminal(errno) }
        self.input = input
        self.output = output
        self.original = saved
        self.usesAlternateScreen = alternateScreen
        if handleSignals {
            TerminalSignals.arm(
                saved: saved, input: input, output: output, alternateScreen: alternateScreen,
                keepsTypeahead: keepsTypeahead)
            for signalNumber in TerminalSignals.fatalSignals {
                let previous = TerminalSignals.install(TerminalSignals.fatalHandler, for: signalNumber)
                previousActions.append((signalNumber, previous))
            }
            let previous = TerminalSignals.install(TerminalSignals.resizeHandler, for: SIGWINCH)
            previousActions.append((SIGWINCH, previous))
            previousActions.append(
                (SIGTSTP, TerminalSignals.install(TerminalSignals.stopHandler, for: SIGTSTP)))
            previousActions.append(
                (SIGCONT, TerminalSignals.install(TerminalSignals.continueHandler, for: SIGCONT)))
        }
        var raw = Self.makeRaw(saved)
        guard tcsetattr(input, action, &raw) == 0 else {
            let code = errno
            restore()
            throw .cannotSetAttributes(code)
        }
        if alternateScreen {
            // Autowrap off (DECAWM): a line whose width a terminal counts differently from us
            // (an emoji sequence it draws wider) is clipped instead of wrapping onto the next row.
            writeAll(Self.enterSequence)
        }
    }

    /// Written on entry: the alternate screen, autowrap off, the cursor hidden.
    static let enterSequence = "\u{1b}[?1049h\u{1b}[?7l\u{1b}[?25l"

    /// Ctrl-Z: restores the terminal and stops the process as the shell expects (SIGTSTP, whose
    /// handler restores and stops); returns once the process is continued, raw mode back on.
    func suspend() {
        guard isActive else { return }
        if previousActions.isEmpty {
            var saved = original
            _ = tcsetattr(input, TCSAFLUSH, &saved)
            if usesAlternateScreen { writeAll(TerminalSignals.leaveSequence.description) }
            _ = raise(SIGSTOP)
        } else {
            _ = raise(SIGTSTP)
        }
        resume()
    }

    /// Gives the terminal back as it was found (its settings, the main screen) while another
    /// program runs on it (an editor); ``resume()`` takes it again. The signal handlers stay.
    func pause() {
        guard isActive else { return }
        var saved = original
        _ = tcsetattr(input, TCSAFLUSH, &saved)
        if usesAlternateScreen { writeAll(TerminalSignals.leaveSequence.description) }
    }

    /// After a stop and continue: raw mode and the alternate screen again. The caller redraws
    /// everything (``Screen/invalidate()``) and turns its modes (paste, mouse) back on.
    func resume() {
        guard isActive else { return }
        var raw = Self.makeRaw(original)
        _ = tcsetattr(input, TCSAFLUSH, &raw)
        if usesAlternateScreen { writeAll(Self.enterSequence) }
    }

    /// Whether the process was continued after a stop since the last call (clears the flag).
    static func takeResume() -> Bool {
        TerminalSignals.takeResume()
    }

    deinit {
        restore()
    }

    /// Returns `settings` changed to raw mode as described on the type (a pure function).
    static func makeRaw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        // c_cc is a fixed-size C array imported as a tuple; VMIN/VTIME differ between glibc and Darwin,
        // so index it through raw bytes using the platform constants.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// Restores exactly the saved settings (TCSAFLUSH), shows the cursor, leaves the alternate screen
    /// and puts back the previous signal actions. Safe to call more than once.
    func restore() {
        guard isActive else { return }
        isActive = false
        if previousActions.isEmpty {
            var saved = original
            _ = tcsetattr(input, action, &saved)
            if usesAlternateScreen {
                writeAll(TerminalSignals.leaveSequence.description)
            }
        } else {
            // Same code path as the signal handlers: termios, then the leave sequence.
            TerminalSignals.restoreIfArmed()
            for (signalNumber, action) in previousActions {
                TerminalSignals.reinstall(action, for: signalNumber)
            }
            previousActions = []
        }
    }

    /// The terminal size of `fd` as (rows, columns), or nil when unknown or zero.
    static func size(fd: Int32 = STDOUT_FILENO) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return nil
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Whether SIGWINCH arrived since the last call (clears the flag). Poll it from the main loop.
    static func takeResize() -> Bool {
        TerminalSignals.takeResize()
    }

    /// Writes `text` completely to `output`, retrying on short writes and EINTR.
    /// - Returns: `nil` when all was written, else the `errno` of the failed write.
    @discardableResult
    func writeAll(_ text: String) -> Int32? {
        Self.writeAll(text, to: output)
    }

    /// Writes `text` completely to `fd`, retrying on short writes and EINTR.
    /// - Returns: `nil` when all was written, else the `errno` of the failed write.
    @discardableResult
    static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = write(fd, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    failure = written < 0 ? errno : EIO
                    return
                }
            }
        }
        return failure
    }
}
