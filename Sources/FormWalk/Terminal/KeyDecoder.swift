/// Turns raw terminal input bytes into `Key`s.
///
/// Input arrives in arbitrary chunks, so the decoder keeps incomplete input between calls to
/// `feed(_:)`: a UTF-8 character split across reads, or an escape sequence split across reads.
///
/// A lone ESC byte is ambiguous (the Escape key, or the start of a sequence whose remaining bytes have
/// not arrived yet). The decoder therefore never reports `.escape` on its own; when `hasPendingEscape`
/// is true and no more bytes arrive within a short timeout (about 50 ms), the reader calls
/// `flushPendingEscape()`.
struct KeyDecoder: Sendable {
    /// Bytes received but not yet decoded (always an incomplete prefix of a key).
    private var pending: [UInt8] = []

    /// Escape sequences longer than this are abandoned and reported as `.unknown`.
    private static let maximumSequenceLength = 32

    /// Creates a decoder with no pending input.
    init() {}

    /// True when the pending input starts with ESC and is waiting for more bytes (not inside a
    /// bracketed paste, which waits for its end marker however long it takes).
    var hasPendingEscape: Bool { pending.first == 0x1b && !pending.starts(with: Self.pasteStart) }

    /// The markers of a bracketed paste.
    static let pasteStart: [UInt8] = Array("\u{1b}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1b}[201~".utf8)

    /// Decodes as many keys as possible from the pending input plus `bytes`.
    mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending, at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Resolves pending input that starts with ESC after the timeout expired.
    ///
    /// The ESC is reported as `.escape`; any bytes after it (for example `[` from an Alt-[ press)
    /// are decoded again as ordinary input. Returns no keys when nothing is pending behind an ESC.
    mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else { return [] }
        let rest = Array(pending.dropFirst())
        pending = []
        return [.escape] + feed(rest)
    }

    /// Decodes one key at `start`.
    ///
    /// Returns nil when the input is an incomplete prefix; otherwise the key (nil for bytes that are
    /// consumed silently) and the number of bytes consumed.
    private static func decode(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1b:
            return decodeEscape(bytes, at: start)
        case 0x0d, 0x0a:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7f, 0x08:
            return (.backspace, 1)
        case 0x03:
            return (.ctrlC, 1)
        case 0x04:
            return (.ctrlD, 1)
        case 0x05:
            return (.ctrlE, 1)
        case 0x0e:
            return (.ctrlN, 1)
        case 0x0f:
            return (.ctrlO, 1)
        case 0x15:
            return (.ctrlU, 1)
        case 0x1a:
            return (.ctrlZ, 1)
        case 0x00..<0x20:
            return (.unknown([byte]), 1)
        case 0x20..<0x80:
            return (.char(Character(Unicode.Scalar(byte))), 1)
        default:
            return decodeUTF8(bytes, at: start)
        }
    }

    /// Decodes a multi-byte UTF-8 character starting at `start`.
    private static func decodeUTF8(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xc2...0xdf: length = 2
        case 0xe0...0xef: length = 3
        case 0xf0...0xf4: length = 4
        default: return (.unknown([lead]), 1)
        }
        var index = start + 1
        while index < start + length {
            guard index < bytes.count else { return nil }
            guard bytes[index] & 0xc0 == 0x80 else {
                return (.unknown(Array(bytes[start..<index])), index - start)
            }
            index += 1
        }
        let slice = Array(bytes[start..<index])
        guard let string = String(validating: slice, as: UTF8.self), let character = string.first else {
            return (.unknown(slice), length)
        }
        return (.char(character), length)
    }

    /// Decodes an ESC-introduced sequence (CSI `ESC [` or SS3 `ESC O`) starting at `start`.
    private static func decodeEscape(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, at: start)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return nil }
            let key = ss3Key(bytes[start + 2]) ?? .unknown(Array(bytes[start...start + 2]))
            return (key, 3)
        default:
            // ESC followed by something else: a lone Escape typed just before another key.
            return (.escape, 1)
        }
    }

    /// Decodes `ESC [ params intermediates final`.
    private static func decodeCSI(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        if bytes[start...].starts(with: pasteStart) { return decodePaste(bytes, at: start) }
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7e).contains(byte) {
                let sequence = Array(bytes[start...index])
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                let key = csiKey(parameters: parameters, final: byte) ?? .unknown(sequence)
                return (key, index - start + 1)
            }
            guard (0x20...0x3f).contains(byte) else {
                // Not a valid CSI byte: give up on the sequence before this byte.
                return (.unknown(Array(bytes[start..<index])), index - start)
            }
            index += 1
            if index - start >= maximumSequenceLength {
                return (.unknown(Array(bytes[start..<index])), index - start)
            }
        }
        return nil
    }

    /// Decodes a bracketed paste: everything up to the end marker is text, whatever it holds.
    private static func decodePaste(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        let body = start + pasteStart.count
        var index = body
        while index + pasteEnd.count <= bytes.count {
            if bytes[index] == 0x1b, bytes[index...].starts(with: pasteEnd) {
                let text = String(decoding: bytes[body..<index], as: UTF8.self)
                return (.paste(text), index + pasteEnd.count - start)
            }
            index += 1
        }
        return nil
    }

    /// Decodes an SGR 1006 mouse report's parameters (`<b;x;y`) and final (`M` press, `m`
    /// release).
    private static func mouseKey(parameters: String, final: UInt8) -> Key? {
        let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let action: MouseEvent.Action
        switch (numbers[0], final) {
        case (0, UInt8(ascii: "M")): action = .press
        case (64, _): action = .wheelUp
        case (65, _): action = .wheelDown
        default: action = .other
        }
        return .mouse(MouseEvent(action: action, row: numbers[2] - 1, column: numbers[1] - 1))
    }

    /// Maps an SS3 final byte to a key.
    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .f1
        default: return nil
        }
    }

    /// Maps CSI parameters and final byte to a key, or nil when unsupported.
    private static func csiKey(parameters: String, final: UInt8) -> Key? {
        if parameters.hasPrefix("<") { return mouseKey(parameters: parameters, final: final) }
        if parameters.isEmpty, final == UInt8(ascii: "Z") { return .shiftTab }
        if final == UInt8(ascii: "~") {
            switch parameters {
            case "11": return .f1
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        }
        switch parameters {
        case "", "1":
            return ss3Key(final)
        case "1;2":
            if final == UInt8(ascii: "A") { return .shiftUp }
            if final == UInt8(ascii: "B") { return .shiftDown }
            if final == UInt8(ascii: "D") { return .shiftLeft }
            if final == UInt8(ascii: "C") { return .shiftRight }
            return nil
        default:
            return nil
        }
    }
}
