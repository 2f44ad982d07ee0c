/// A byte-level reader of XML property lists, for the common case only: UTF-8, the plain
/// `<?xml?>` and `<!DOCTYPE>` prolog, and `plist`, `array`, `dict`, `key`, `string`, `integer`,
/// `real`, `true` and `false` elements with plain decimal numbers and the five named entities.
///
/// It never guesses: anything outside that subset (comments, CDATA, `date`, `data`, numeric
/// character references, hex numbers, `\r`, other encodings, malformed markup) makes it give up,
/// and the caller falls back to Foundation, which then decides, so results and messages stay
/// exactly Foundation's.
package struct XMLPlistReader {
    /// The elements the reader knows.
    package enum Element {
        case plist, array, dict, key, string, integer, real, `true`, `false`
    }

    /// A tag: `<name>`, `<name/>` or `</name>`.
    package enum Tag: Equatable {
        case open(Element)
        case empty(Element)
        case close(Element)
    }

    /// Why reading stopped: the bytes are outside the subset (Foundation will decide).
    package struct Unsupported: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    private let common = CommonTags()

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    mutating func atEnd() -> Bool {
        skipSpace()
        return index == bytes.count
    }

    /// Reads `<?xml ...?>` (UTF-8 only), `<!DOCTYPE ...>` (without an internal subset) and the
    /// opening `<plist ...>` tag.
    mutating func prolog() throws(Unsupported) {
        skipSpace()
        if starts(with: "<?xml") {
            let end = try find("?>")
            let declaration = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
            // UTF-8 written plainly, once; any other spelling of the encoding (`"UTF-8B"`,
            // mismatched quotes, spaces around `=`) is Foundation's to judge.
            if declaration.contains("encoding") {
                let plain =
                    declaration.contains("encoding=\"utf-8\"") || declaration.contains("encoding='utf-8'")
                guard plain, declaration.components(separatedBy: "encoding").count == 2 else {
                    throw Unsupported()
                }
            }
            index = end + 2
            skipSpace()
        }
        if starts(with: "<!DOCTYPE") {
            let end = try find(">")
            if bytes[index..<end].contains(UInt8(ascii: "[")) { throw Unsupported() }
            index = end + 1
            skipSpace()
        }
        guard starts(with: "<plist"), index + 6 < bytes.count,
            bytes[index + 6] == UInt8(ascii: ">") || bytes[index + 6] == UInt8(ascii: " ")
        else { throw Unsupported() }
        let end = try find(">")
        // `<plist/>` holds nothing, and Foundation refuses what follows it.
        guard bytes[end - 1] != UInt8(ascii: "/") else { throw Unsupported() }
        index = end + 1
    }

    /// The next tag, after whitespace.
    mutating func tag() throws(Unsupported) -> Tag {
        skipSpace()
        if let tag = commonTag() { return tag }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw Unsupported() }
        index += 1
        let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard let element = Self.element(bytes[start..<index]) else { throw Unsupported() }
        guard index < bytes.count else { throw Unsupported() }
        if bytes[index] == UInt8(ascii: ">") {
            index += 1
            return closing ? .close(element) : .open(element)
        }
        guard !closing, bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: ">")
        else { throw Unsupported() }
        index += 2
        return .empty(element)
    }

    /// A tag the file spells exactly as one of the common ones, read without scanning a name.
    private mutating func commonTag() -> Tag? {
        guard let (tag, count) = common.match(UnsafeRawBufferPointer(bytes), at: index) else { return nil }
        index += count
        return tag
    }

    /// Text as the file has it, between an opening tag and its closing tag.
    package struct RawText {
        /// The bytes, entities not yet replaced.
        var bytes: Slice<UnsafeBufferPointer<UInt8>>
        /// Whether the bytes are ASCII without `&` or `\r`, and so are the text itself.
        var isPlain: Bool

        /// The text, with the five named entities replaced.
        func decoded() throws(Unsupported) -> String {
            if isPlain { return String(decoding: bytes, as: UTF8.self) }
            return try XMLPlistReader.decodeText(bytes)
        }
    }

    /// The text up to the closing tag of `element`, with the five named entities replaced.
    mutating func text(closing element: Element) throws(Unsupported) -> String {
        try rawText(closing: element).decoded()
    }

    /// The text up to the closing tag of `element`, as the file has it.
    mutating func rawText(closing element: Element) throws(Unsupported) -> RawText {
        let start = index
        var plain = true
        // Eight bytes at a time while none is `<`, `&`, `\r` or non-ASCII, as in most text.
        let words = UnsafeRawBufferPointer(bytes)
        while index + 8 <= words.count {
            let word = UInt64(littleEndian: words.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            guard word & 0x8080_8080_8080_8080 == 0, !Self.has(UInt8(ascii: "<"), in: word),
                !Self.has(UInt8(ascii: "&"), in: word), !Self.has(UInt8(ascii: "\r"), in: word)
            else { break }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") || byte >= 0x80 { plain = false }
            index += 1
        }
        let raw = bytes[start..<index]
        guard try tag() == .close(element) else { throw Unsupported() }
        return RawText(bytes: raw, isPlain: plain)
    }

    /// An `<integer>`'s text: plain decimal digits with an optional minus, that fit an `Int`.
    /// Read from the bytes: text that needs decoding (an entity, non-ASCII) is never a number.
    mutating func integer() throws(Unsupported) -> Int {
        let text = try rawText(closing: .integer)
        let negative = text.bytes.first == UInt8(ascii: "-")
        let digits = text.bytes.dropFirst(negative ? 1 : 0)
        guard text.isPlain, !digits.isEmpty, digits.count <= 18 else { throw Unsupported() }
        var number = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw Unsupported() }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -number : number
    }

    /// A `<real>`'s text: decimal digits with an optional minus and fraction.
    mutating func real() throws(Unsupported) -> Double {
        let text = try text(closing: .real)
        var seenDigit = false
        var seenPoint = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): seenDigit = true
            case UInt8(ascii: "-") where offset == 0: break
            case UInt8(ascii: ".") where seenDigit && !seenPoint: seenPoint = true
            default: throw Unsupported()
            }
        }
        guard seenDigit, text.utf8.last != UInt8(ascii: "."), let number = Double(text) else {
            throw Unsupported()
        }
        return number
    }

    /// Skips the value that `tag` opens, checking it as thoroughly as reading it would.
    mutating func skipValue(_ tag: Tag) throws(Unsupported) {
        switch tag {
        case .empty(.array), .empty(.dict), .empty(.string), .empty(.true), .empty(.false): return
        case .open(.string): _ = try text(closing: .string)
        case .open(.integer): _ = try integer()
        case .open(.real): _ = try real()
        case .open(.array):
            while true {
                let next = try self.tag()
                if next == .close(.array) { return }
                try skipValue(next)
            }
        case .open(.dict):
            while (try key()) != nil { try skipValue(try self.tag()) }
        default: throw Unsupported()
        }
    }

    /// The next key of a dictionary, or `nil` at its closing tag.
    mutating func key() throws(Unsupported) -> String? {
        try rawKey()?.decoded()
    }

    /// The next key of a dictionary as the file has it, or `nil` at its closing tag.
    mutating func rawKey() throws(Unsupported) -> RawText? {
        switch try tag() {
        case .close(.dict): return nil
        case .open(.key): return try rawText(closing: .key)
        case .empty(.key): return RawText(bytes: bytes[index..<index], isPlain: true)
        default: throw Unsupported()
        }
    }

    /// Whether any of the eight bytes of `word` is `byte`.
    private static func has(_ byte: UInt8, in word: UInt64) -> Bool {
        let bytes = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (bytes &- 0x0101_0101_0101_0101) & ~bytes & 0x8080_8080_8080_8080 != 0
    }

    private mutating func skipSpace() {
        var at = index
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default:
                index = at
                return
            }
        }
        index = at
    }

    /// Whether the bytes at `index` spell `prefix` (a literal of several characters).
    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let spelling = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != spelling[offset] { return false }
        return true
    }

    /// The index where `marker` next starts.
    private func find(_ marker: StaticString) throws(Unsupported) -> Int {
        let found = marker.withUTF8Buffer { needle -> Int? in
            var at = index
            while at + needle.count <= bytes.count {
                if bytes[at] == needle[0], bytes[at..<at + needle.count].elementsEqual(needle) { return at }
                at += 1
            }
            return nil
        }
        guard let found else { throw Unsupported() }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The element a tag names, told apart by length and first letter, then checked in full.
    private static func element(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Element? {
        guard let first = name.first else { return nil }
        let candidate: (Element, StaticString)
        switch (name.count, first) {
        case (3, UInt8(ascii: "k")): candidate = (.key, "key")
        case (4, UInt8(ascii: "d")): candidate = (.dict, "dict")
        case (4, UInt8(ascii: "r")): candidate = (.real, "real")
        case (4, UInt8(ascii: "t")): candidate = (.true, "true")
        case (5, UInt8(ascii: "a")): candidate = (.array, "array")
        case (5, UInt8(ascii: "f")): candidate = (.false, "false")
        case (5, UInt8(ascii: "p")): candidate = (.plist, "plist")
        case (6, UInt8(ascii: "s")): candidate = (.string, "string")
        case (7, UInt8(ascii: "i")): candidate = (.integer, "integer")
        default: return nil
        }
        return candidate.1.withUTF8Buffer { spelled in
            var offset = 1
            while offset < spelled.count {
                if name[name.startIndex + offset] != spelled[offset] { return nil }
                offset += 1
            }
            return candidate.0
        }
    }

    /// Text with `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`, in valid UTF-8 without `\r`.
    fileprivate static func decodeText(_ raw: Slice<UnsafeBufferPointer<UInt8>>) throws(Unsupported) -> String
    {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var at = raw.startIndex
        while at < raw.endIndex {
            let byte = raw[at]
            if byte == UInt8(ascii: "\r") { throw Unsupported() }
            guard byte == UInt8(ascii: "&") else {
                out.append(byte)
                at += 1
                continue
            }
            guard let semicolon = raw[at...].firstIndex(of: UInt8(ascii: ";")) else { throw Unsupported() }
            switch String(decoding: raw[(at + 1)..<semicolon], as: UTF8.self) {
            case "amp": out.append(UInt8(ascii: "&"))
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default: throw Unsupported()
            }
            at = semicolon + 1
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw Unsupported() }
        return text
    }
}
