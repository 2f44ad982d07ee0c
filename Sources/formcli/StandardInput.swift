import FormEngine
import Foundation

/// FORM `-`: the form read from standard input, named `<stdin>` in messages.
enum StandardInput {
    /// How messages name standard input.
    static let name = "<stdin>"

    /// All of standard input, refused once it grows past `limits.maxBytes` (read in pieces, so
    /// an endless stream costs at most the limit).
    static func read(limits: LoadLimits) throws(FormError) -> Data {
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
