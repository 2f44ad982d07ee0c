#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What reading the next line brought.
enum LineInput: Equatable {
    /// A line, without its end.
    case line(String)
    /// The end of the input (or Ctrl-D on an empty line).
    case end
    /// Ctrl-C on the command line.
    case interrupted
    /// The terminal hung up: its end of file (other than Ctrl-D on an empty line) or `EIO`.
    case hungUp
}

/// Lines read with `read(2)` from a descriptor that is not a terminal (a pipe, a file), so that
/// a closed or failing input is an error, not the end of the input; or from a terminal the
/// driver edits (raw mode could not be set), where an end of file after which the terminal
/// answers no more, or `EIO`, is a hang-up, not Ctrl-D.
struct DescriptorLines {
    /// The descriptor read from.
    let fd: Int32
    /// Bytes read past the last line returned.
    private var buffer: [UInt8] = []
    /// Whether `read` returned 0.
    private var ended = false
    /// Whether the terminal hung up.
    private var hungUp = false
    /// Whether `fd` was a terminal when made (once hung up, `isatty` says no).
    private let isTerminal: Bool

    /// Lines from `fd`.
    init(fd: Int32) {
        self.fd = fd
        isTerminal = isatty(fd) == 1
    }

    /// The next line without its `\n`; the last line may lack one; `.end` after it.
    /// - Throws: ``FormWalkError/cannotRead(errno:)`` when `read` fails.
    mutating func next() throws(FormWalkError) -> LineInput {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            if ended {
                // Half a line typed before a hang-up was never entered.
                if hungUp { return .hungUp }
                guard !buffer.isEmpty else { return .end }
                defer { buffer = [] }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk.prefix(count)
            } else if count == 0 {
                ended = true
                // Ctrl-D leaves the terminal as it was; a hang-up leaves none to ask.
                var settings = termios()
                hungUp = isTerminal && tcgetattr(fd, &settings) != 0
            } else if isTerminal, errno == EIO {
                (ended, hungUp) = (true, true)
            } else if errno != EINTR && errno != EAGAIN {
                throw .cannotRead(errno: errno)
            }
        }
    }
}
