extension XMLPlistReader {
    /// The tags a property list is mostly made of, recognised by their whole spelling without
    /// scanning a name. Whatever matches reads exactly as the general path would read it (an
    /// exact spelling leaves nothing to interpret); anything else gives `nil` and is read in full.
    /// Shared by the reader and the guard's XML scan, made once per scan rather than looked up
    /// in a global on every tag.
    final class CommonTags {
        private let openKey = Spelling("<key>", .open(.key))
        private let closeKey = Spelling("</key>", .close(.key))
        private let openString = Spelling("<string>", .open(.string))
        private let closeString = Spelling("</string>", .close(.string))
        private let openInteger = Spelling("<integer>", .open(.integer))
        private let closeInteger = Spelling("</integer>", .close(.integer))
        private let openDict = Spelling("<dict>", .open(.dict))
        private let closeDict = Spelling("</dict>", .close(.dict))
        private let emptyTrue = Spelling("<true/>", .empty(.true))
        private let emptyFalse = Spelling("<false/>", .empty(.false))

        /// The common tag spelled at `index`, if any. Near the end of the bytes (the last ten)
        /// nothing matches.
        @inline(__always)
        func match(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (tag: Tag, count: Int)? {
            guard index >= 0, index + 10 <= bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            let spelling: Spelling
            switch bytes[index + 1] {
            case UInt8(ascii: "k"): spelling = openKey
            case UInt8(ascii: "s"): spelling = openString
            case UInt8(ascii: "t"): spelling = emptyTrue
            case UInt8(ascii: "f"): spelling = emptyFalse
            case UInt8(ascii: "i"): spelling = openInteger
            case UInt8(ascii: "d"): spelling = openDict
            case UInt8(ascii: "/"):
                switch bytes[index + 2] {
                case UInt8(ascii: "k"): spelling = closeKey
                case UInt8(ascii: "s"): spelling = closeString
                case UInt8(ascii: "i"): spelling = closeInteger
                case UInt8(ascii: "d"): spelling = closeDict
                default: return nil
                }
            default: return nil
            }
            let head = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let tail = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt16.self))
            guard head & spelling.headMask == spelling.head, tail & spelling.tailMask == spelling.tail else {
                return nil
            }
            return (spelling.tag, spelling.count)
        }
    }

    /// A tag's spelling (at most ten bytes) as two little-endian numbers to compare bytes with,
    /// and the tag it spells.
    struct Spelling {
        private(set) var head: UInt64 = 0
        private(set) var headMask: UInt64 = 0
        private(set) var tail: UInt16 = 0
        private(set) var tailMask: UInt16 = 0
        /// How many bytes the tag takes.
        let count: Int
        let tag: Tag

        init(_ text: StaticString, _ tag: Tag) {
            count = text.utf8CodeUnitCount
            self.tag = tag
            text.withUTF8Buffer { bytes in
                for (offset, byte) in bytes.enumerated() {
                    if offset < 8 {
                        head |= UInt64(byte) << (8 * UInt64(offset))
                        headMask |= 0xFF << (8 * UInt64(offset))
                    } else {
                        tail |= UInt16(byte) << (8 * UInt16(offset - 8))
                        tailMask |= 0xFF << (8 * UInt16(offset - 8))
                    }
                }
            }
        }
    }
}
