import FormEngine
import Foundation

/// FORM `-`: the form read from standard input, named `<stdin>` in messages.
enum StandardInput {
    /// How messages name standard input.
    static let name = "<stdin>"

    /// What the first ``read(limits:)`` gave: standard input is read once, whoever asks first
    /// (the check whether FORM `-` is a JSON Schema, then the loader).
    /// A plain global: formcli reads its FORM on the main thread, before any walk starts (and
    /// LeakSanitizer cannot see a value kept inside a `Mutex`).
    nonisolated(unsafe) private static var first: Result<Data, FormError>?

    /// All of standard input, refused once it grows past `limits.maxBytes` (read in pieces, so
    /// an endless stream costs at most the limit). Read once: a second call gives the same.
    static func read(limits: LoadLimits) throws(FormError) -> Data {
        if let known = first { return try known.get() }
        let result = Result { () throws(FormError) in try readAll(limits: limits) }
        first = result
        return try result.get()
    }

    private static func readAll(limits: LoadLimits) throws(FormError) -> Data {
        var data = Data()
        let input = FileHandle.standardInput
        while true {
            let piece: Data?
            do {
                piece = try input.read(upToCount: 1 << 16)
            } catch {
                throw .unreadable(Location(file: name), reason: "cannot be read (I/O error)")
            }
            guard let piece, !piece.isEmpty else { return data }
            data.append(piece)
            if data.count > limits.maxBytes {
                throw .malformed(
                    Location(file: name), reason: "input is more than the \(limits.maxBytes)-byte limit")
            }
        }
    }
}
