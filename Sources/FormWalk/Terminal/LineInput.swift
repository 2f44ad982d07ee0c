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
}

/// Lines read with `read(2)` from a descriptor that is not a terminal (a pipe, a file), so that
/// a closed or failing input is an error, not the end of the input.
struct DescriptorLines {
    /// The descriptor read from.
    let fd: Int32
    /// Bytes read past the last line returned.
    private var buffer: [UInt8] = []
    /// Whether `read` returned 0.
    private var ended = false

    /// Lines from `fd`.
    init(fd: Int32) {
        self.fd = fd
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
            } else if errno != EINTR && errno != EAGAIN {
                throw .cannotRead(errno: errno)
            }
        }
    }
}
