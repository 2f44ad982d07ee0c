import FormEngine
import Foundation

/// stdout and stderr for formcli: results go to stdout in one write; messages go to stderr
/// prefixed with the program's name, one line each, with control characters from the files they
/// quote made visible (``TerminalText/visible(_:)``).
enum Console {
    static func out(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    /// Writes `text` to stdout in full; `false` when that failed (stdout closed, a full disk),
    /// with `errno` set.
    static func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                if written == 0 { errno = EIO }
                return false
            }
        }
        return true
    }

    static func error(_ message: String) {
        try? FileHandle.standardError.write(
            contentsOf: Data("formcli: \(TerminalText.visible(message))\n".utf8))
    }

    static func warning(_ message: String) {
        try? FileHandle.standardError.write(
            contentsOf: Data("formcli: warning: \(TerminalText.visible(message))\n".utf8))
    }
}
