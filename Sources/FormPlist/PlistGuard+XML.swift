import Foundation

/// The XML half of the guard: one linear scan that bounds nesting, element count and text
/// length, and refuses entity declarations and DOCTYPE internal subsets. It does not validate
/// the XML; Foundation does that afterwards, on input that can no longer exhaust it.
extension PlistGuard {
    private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let entityOpen = Array("<!ENTITY".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)
    private static let instructionOpen = Array("<?".utf8)
    private static let instructionClose = Array("?>".utf8)
    private static let arrayName = Array("array".utf8)
    private static let dictName = Array("dict".utf8)

    /// Where the XML markup starts (after an optional UTF-8 byte-order mark and whitespace), or
    /// nil if the bytes do not start like an XML property list.
    static func xmlStart(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var index = matches(bytes, at: 0, [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, space.contains(bytes[index]) { index += 1 }
        for prefix in ["<?xml", "<!DOCTYPE", "<plist"] where matches(bytes, at: index, Array(prefix.utf8)) {
            return index
        }
        return nil
    }

    /// Scans an XML property list from `start`.
    ///
    /// Nesting is over-counted rather than under-counted where a parser could disagree: every
    /// open tag that does not end in `/>` opens an element, and `<array` or `<dict` followed by
    /// anything but a name character opens a container.
    static func checkXML(
        _ bytes: UnsafeRawBufferPointer, from start: Int, limits: PlistLimits
    ) throws(PlistError) {
        let count = bytes.count
        // Unchecked reads in the hot loop; every index below is compared with `count` first.
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let deep = failure("nested deeper than \(limits.maxDepth) levels")
        let unclosed = failure("XML markup is not closed (truncated?)")
        var index = start
        var containerDepth = 0
        var elementDepth = 0
        var elements = 0
        var textRun = 0
        let common = XMLPlistReader.CommonTags()
        while index < count {
            let open = nextOpen(bytes, from: index)
            textRun += open - index
            guard textRun <= limits.maxStringLength else {
                throw failure("a string is longer than the limit of \(limits.maxStringLength) characters")
            }
            guard open < count else { break }
            index = open
            if let (tag, length) = common.match(bytes, at: index) {
                // The general path below, for a tag whose spelling is known: a name that is
                // not a container's (`</dict>` and `<dict>` excepted), then `>` or `/>`.
                textRun = 0
                switch tag {
                case .close(let element):
                    elementDepth = max(elementDepth - 1, 0)
                    if element == .dict { containerDepth = max(containerDepth - 1, 0) }
                case .open(let element):
                    elements += 1
                    guard elements <= limits.maxObjects else {
                        throw failure("holds more than \(limits.maxObjects) objects")
                    }
                    elementDepth += 1
                    guard elementDepth <= limits.maxDepth + 2 else { throw deep }
                    if element == .dict {
                        containerDepth += 1
                        guard containerDepth <= limits.maxDepth else { throw deep }
                    }
                case .empty:
                    elements += 1
                    guard elements <= limits.maxObjects else {
                        throw failure("holds more than \(limits.maxObjects) objects")
                    }
                }
                index += length
                continue
            }
            let next = index + 1 < count ? base[index + 1] : 0
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?"),
                let after = try skipMarkup(bytes, at: index, textRun: &textRun)
            {
                index = after
                continue
            }
            textRun = 0
            let isClose = next == UInt8(ascii: "/")
            let nameStart = index + (isClose ? 2 : 1)
            var nameEnd = nameStart
            while nameEnd < count, isNameByte(base[nameEnd]) { nameEnd += 1 }
            var end = nameEnd
            while end < count, base[end] != UInt8(ascii: ">") { end += 1 }
            guard end < count else { throw unclosed }
            let length = nameEnd - nameStart
            let isContainer =
                (length == 5 && matches(bytes, at: nameStart, arrayName))
                || (length == 4 && matches(bytes, at: nameStart, dictName))
            if isClose {
                elementDepth = max(elementDepth - 1, 0)
                if isContainer { containerDepth = max(containerDepth - 1, 0) }
            } else {
                elements += 1
                guard elements <= limits.maxObjects else {
                    throw failure("holds more than \(limits.maxObjects) objects")
                }
                let selfClosing = end > index + 1 && base[end - 1] == UInt8(ascii: "/")
                if !selfClosing {
                    // The `<plist>` element and a leaf such as `<string>` sit outside the containers.
                    elementDepth += 1
                    guard elementDepth <= limits.maxDepth + 2 else { throw deep }
                    if isContainer {
                        containerDepth += 1
                        guard containerDepth <= limits.maxDepth else { throw deep }
                    }
                }
            }
            index = end + 1
        }
    }

    /// The index of the first `<` at or after `start`, or `bytes.count`. Eight bytes at a time:
    /// in a property list the next tag is usually a few bytes away, nearer than `memchr` pays off.
    @inline(__always)
    private static func nextOpen(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            // A byte of `word` is zero where the byte is `<`; the lowest flagged byte is exact.
            let word =
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                ^ 0x3C3C_3C3C_3C3C_3C3C
            let flags = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return index
    }

    /// Skips a comment, CDATA section (adding its length to `textRun`), processing instruction
    /// or DOCTYPE at `index` and returns where the scan goes on; refuses entity declarations;
    /// returns nil for any other `<!`, which the caller then counts as an element.
    private static func skipMarkup(
        _ bytes: UnsafeRawBufferPointer, at index: Int, textRun: inout Int
    ) throws(PlistError) -> Int? {
        let unclosed = failure("XML markup is not closed (truncated?)")
        if matches(bytes, at: index, commentOpen) {
            guard let end = find(bytes, commentClose, from: index + 4) else { throw unclosed }
            return end + 3
        }
        if matches(bytes, at: index, cdataOpen) {
            guard let end = find(bytes, cdataClose, from: index + 9) else { throw unclosed }
            textRun += end - (index + 9)
            return end + 3
        }
        if matches(bytes, at: index, entityOpen) {
            throw failure("XML entity declarations are not allowed")
        }
        if matches(bytes, at: index, doctypeOpen) {
            return try skipDoctype(bytes, from: index + 9)
        }
        if matches(bytes, at: index, instructionOpen) {
            guard let end = find(bytes, instructionClose, from: index + 2) else { throw unclosed }
            return end + 2
        }
        return nil
    }

    /// Skips a DOCTYPE declaration whose name starts at `start`; refuses an internal subset.
    private static func skipDoctype(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(PlistError)
        -> Int
    {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return index + 1
            case UInt8(ascii: "["):
                if find(bytes, entityOpen, from: index) != nil {
                    throw failure("XML entity declarations are not allowed")
                }
                throw failure("XML DOCTYPE internal subsets are not allowed")
            default:
                index += 1
            }
        }
        throw failure("XML markup is not closed (truncated?)")
    }

    /// Whether `byte` can be part of an element name (ASCII name characters or any non-ASCII).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
            UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// The first index at or after `start` holding `byte`, found with `memchr`.
    private static func find(_ bytes: UnsafeRawBufferPointer, _ byte: UInt8, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(hit) - base
    }

    /// The first index at or after `start` where `pattern` (not empty) occurs.
    private static func find(_ bytes: UnsafeRawBufferPointer, _ pattern: [UInt8], from start: Int) -> Int? {
        var index = start
        while let hit = find(bytes, pattern[0], from: index) {
            if matches(bytes, at: hit, pattern) { return hit }
            index = hit + 1
        }
        return nil
    }
}
