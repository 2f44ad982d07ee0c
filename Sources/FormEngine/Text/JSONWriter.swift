/// JSON text written as UTF-8 bytes, piece by piece, into a buffer of its own: appending to it
/// costs a fraction of appending interpolated `String`s (which made the JSON dump several times
/// the text dump) and of appending to a `[UInt8]`, which checks that its storage is unshared and
/// goes through a generic copy on every piece. Not copyable: the buffer has one owner.
package struct JSONWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    package init() {
        capacity = 256
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var out = JSONWriter()
        out.string(text)
        return out.text
    }

    /// The text written so far.
    package var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func ensure(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// Appends one byte.
    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        ensure(1)
        start[count] = byte
        count += 1
    }

    /// Appends the bytes of `buffer`.
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        ensure(buffer.count)
        (start + count).initialize(from: base, count: buffer.count)
        count += buffer.count
    }

    /// Appends JSON text as it is (names, punctuation, literals).
    package mutating func raw(_ piece: StaticString) {
        piece.withUTF8Buffer { append($0) }  // either representation (pointer or one scalar)
    }

    /// Appends text that needs no escaping (numbers, plain ASCII names).
    package mutating func raw(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append($0) }
    }

    /// Appends `text` as a JSON string literal: `"` and `\` escaped, line breaks and tabs as
    /// `\n`, `\r`, `\t`, other control characters as `\u00XX`. Works on the UTF-8 bytes, where
    /// every byte of a multi-byte character is 0x80 or more and passes through.
    package mutating func string(_ text: String) {
        var text = text
        append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    continue
                }
                append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
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
                    append(hex[Int(byte >> 4)])
                    append(hex[Int(byte & 0xF)])
                }
            }
            append(UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        append(UInt8(ascii: "\""))
    }

    /// How many bytes are written so far: the start or end of a piece ``repeating(_:)`` can
    /// write again.
    package var position: Int { count }

    /// Appends again the bytes written at `range` (between two ``position``s): a string literal
    /// written once is repeated without being escaped again.
    package mutating func repeating(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "only written bytes repeat")
        ensure(range.count)
        // The copy goes past everything written, so it never overlaps its source.
        (start + count).initialize(from: start + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Appends a boolean literal.
    package mutating func bool(_ flag: Bool) {
        if flag { raw("true") } else { raw("false") }
    }

    /// Appends a whole number; a single digit (a row's depth, mostly) as one byte.
    package mutating func integer(_ number: Int) {
        if (0...9).contains(number) {
            append(UInt8(ascii: "0") + UInt8(number))
        } else {
            raw(String(number))
        }
    }

    /// Appends `,"name":` — `name` a plain ASCII member name. Its punctuation goes in byte by
    /// byte: the JSON dump writes a dozen members a row, and one short append of a buffer costs
    /// several of a byte.
    package mutating func member(_ name: StaticString) {
        append(UInt8(ascii: ","))
        append(UInt8(ascii: "\""))
        raw(name)
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
    }

    /// Makes room for `count` more bytes at once (a dump knows roughly how much it writes).
    package mutating func reserve(_ extra: Int) {
        ensure(extra)
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
