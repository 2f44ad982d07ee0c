#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Reads key presses from a terminal descriptor with `poll(2)`, decoding them with a `KeyDecoder`.
///
/// A lone ESC is reported as `.escape` once no further byte arrives within `escapeTimeout`
/// milliseconds. Resizes are reported from a flag (normally the SIGWINCH flag of `RawTerminal`):
/// the reader checks it before each wait, after `poll` is interrupted (EINTR) and at least every
/// `resizeCheckInterval` milliseconds, because the signal may be delivered to another thread and then
/// never interrupts this thread's `poll`.
struct InputReader {
    /// What happened on the input side.
    enum Event: Equatable, Sendable {
        /// A key was pressed.
        case key(Key)
        /// The terminal was resized; query the new size and repaint.
        case resize
        /// The process was continued after a stop: re-enter raw mode and repaint.
        case resume
        /// The input was closed (`read` returned 0) on a descriptor that is not a terminal; no
        /// more events will come except `.endOfInput`.
        case endOfInput
        /// The terminal hung up: `read` returned 0 (end of file, which a terminal in raw mode
        /// never gives otherwise) or failed with `EIO`; no more events will come except this one.
        case hungUp
        /// Reading failed with `errno` (`EBADF`: closed); no more events will come except this
        /// one.
        case failed(errno: Int32)
        /// A SIGTERM or SIGHUP (or SIGINT from outside) arrived while the walk asked to be told
        /// (``TerminalSignals/catchesFatalSignals``); the terminal is restored already.
        case signal(Int32)
    }

    /// The descriptor read from.
    let fd: Int32
    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    let escapeTimeout: Int32
    /// Upper bound on each `poll` wait so the resize flag is seen promptly, in milliseconds.
    let resizeCheckInterval: Int32
    /// Returns and clears the "resize happened" flag.
    private let takeResize: () -> Bool
    /// Returns and clears the "continued after a stop" flag.
    private let takeResume: () -> Bool
    /// Decoder holding partial input between reads.
    private var decoder = KeyDecoder()
    /// Keys decoded but not yet returned.
    private var queued: [Key] = []
    /// True once read returned 0 or failed.
    private var reachedEnd = false
    /// The `errno` of the failed read or poll, if one failed.
    private var failure: Int32?
    /// Whether `fd` was a terminal when the reader was made (once hung up, `isatty` says no).
    private let isTerminal: Bool

    /// Creates a reader on `fd`; by default resizes come from `RawTerminal.takeResize`.
    init(
        fd: Int32 = STDIN_FILENO, escapeTimeout: Int32 = 50, resizeCheckInterval: Int32 = 250,
        takeResize: @escaping () -> Bool = RawTerminal.takeResize,
        takeResume: @escaping () -> Bool = RawTerminal.takeResume
    ) {
        self.takeResume = takeResume
        self.fd = fd
        self.escapeTimeout = escapeTimeout
        self.resizeCheckInterval = resizeCheckInterval
        self.takeResize = takeResize
        isTerminal = isatty(fd) == 1
    }

    /// Blocks until the next key, a resize, or the end of input.
    mutating func nextEvent() -> Event {
        while true {
            if !queued.isEmpty {
                return .key(queued.removeFirst())
            }
            if let signal = TerminalSignals.takeCaughtSignal() {
                return .signal(signal)
            }
            if takeResume() {
                return .resume
            }
            if takeResize() {
                return .resize
            }
            if reachedEnd {
                queued = decoder.flushPendingEscape()
                guard queued.isEmpty else { continue }
                if isTerminal, failure == nil || failure == EIO { return .hungUp }
                return failure.map { .failed(errno: $0) } ?? .endOfInput
            }
            let waitingForEscape = decoder.hasPendingEscape
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, waitingForEscape ? escapeTimeout : resizeCheckInterval)
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = errno
                reachedEnd = true
            } else if ready == 0 {
                if waitingForEscape { queued = decoder.flushPendingEscape() }
            } else if descriptor.revents & Int16(POLLNVAL) != 0 {
                failure = EBADF
                reachedEnd = true
            } else {
                readAvailable()
            }
        }
    }

    /// Reads what is available and decodes it; marks the end on EOF or a hard error.
    private mutating func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            queued += decoder.feed(Array(buffer.prefix(count)))
        } else if count == 0 {
            reachedEnd = true
        } else if errno != EINTR && errno != EAGAIN {
            failure = errno
            reachedEnd = true
        }
    }
}
