/// The guard's UTF-8 check for XML property lists.
///
/// Foundation's XML plist decoder traps (a fatal error in `BufferView._decodeScalar`) on some
/// invalid UTF-8 inside an element such as `<integer>`, found by fuzzing; so XML is accepted
/// only as well-formed UTF-8, which is also the only encoding `xmlStart` recognises.
extension PlistGuard {
    /// Throws unless `bytes` from `start` are well-formed UTF-8 (no overlong forms, surrogates or
    /// scalars past U+10FFFF), naming the offset of the first bad byte.
    static func checkUTF8(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(PlistError) {
        let count = bytes.count
        var index = start
        while index < count {
            // ASCII runs, eight bytes at a time: nearly all of a form is ASCII.
            while index + 8 <= count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The allowed range of the first continuation byte, and how many follow the lead.
            let (low, high, length): (UInt8, UInt8, Int)
            switch lead {
            case 0xC2...0xDF: (low, high, length) = (0x80, 0xBF, 2)
            case 0xE0: (low, high, length) = (0xA0, 0xBF, 3)
            case 0xE1...0xEC, 0xEE...0xEF: (low, high, length) = (0x80, 0xBF, 3)
            case 0xED: (low, high, length) = (0x80, 0x9F, 3)
            case 0xF0: (low, high, length) = (0x90, 0xBF, 4)
            case 0xF1...0xF3: (low, high, length) = (0x80, 0xBF, 4)
            case 0xF4: (low, high, length) = (0x80, 0x8F, 4)
            default: throw invalidUTF8(at: index)
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else {
                throw invalidUTF8(at: index)
            }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
                throw invalidUTF8(at: index)
            }
            index += length
        }
    }

    private static func invalidUTF8(at offset: Int) -> PlistError {
        failure("XML is not valid UTF-8 (at byte \(offset))")
    }
}
