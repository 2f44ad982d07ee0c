/// JSON text written as UTF-8 bytes, piece by piece: appending to a byte array costs a fraction
/// of appending interpolated `String`s, which made the JSON dump several times the text dump.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var out = JSONWriter()
        out.string(text)
        return out.text
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends JSON text as it is (names, punctuation, literals).
    package mutating func raw(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text that needs no escaping (numbers, plain ASCII names).
    package mutating func raw(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string literal: `"` and `\` escaped, line breaks and tabs as
    /// `\n`, `\r`, `\t`, other control characters as `\u00XX`. Works on the UTF-8 bytes, where
    /// every byte of a multi-byte character is 0x80 or more and passes through.
    package mutating func string(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    raw("\\u00")
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a boolean literal.
    package mutating func bool(_ flag: Bool) {
        if flag { raw("true") } else { raw("false") }
    }

    /// Appends a whole number.
    package mutating func integer(_ number: Int) {
        raw(String(number))
    }

    /// Appends `,"name":` — `name` a plain ASCII member name.
    package mutating func member(_ name: StaticString) {
        raw(",\"")
        raw(name)
        raw("\":")
    }

    /// Appends `,"name":"text"` when there is a text, nothing when it is `nil`.
    package mutating func member(_ name: StaticString, ifGiven text: String?) {
        guard let text else { return }
        member(name)
        string(text)
    }

    /// Appends `,"name":number` when there is a number, nothing when it is `nil`.
    package mutating func member(_ name: StaticString, ifGiven number: Int?) {
        guard let number else { return }
        member(name)
        integer(number)
    }

    /// Appends `text` as a JSON string literal, or `null` when it is `nil`.
    package mutating func stringOrNull(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }
}
