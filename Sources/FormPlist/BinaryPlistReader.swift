/// A byte-level reader of binary (`bplist00`) property lists, for the common case only: arrays,
/// dictionaries with string keys, booleans, integers of 1, 2, 4 or 8 bytes, 8-byte reals and
/// ASCII or valid UTF-16 strings.
///
/// It runs only after `PlistGuard` has validated the file (trailer, offset table, lengths and
/// references in bounds, no cycles), so it trusts the structure; anything outside the subset
/// (dates, data, 16-byte integers, 4-byte reals, null, non-ASCII bytes in an ASCII string,
/// unpaired surrogates) makes it give up, and the caller falls back to Foundation.
package struct BinaryPlistReader {
    /// Why reading stopped: the bytes are outside the subset (Foundation will decide).
    package typealias Unsupported = XMLPlistReader.Unsupported

    /// One object, with arrays and dictionaries left unread: their references start at
    /// `refs`, and a dictionary has `count` key references followed by `count` value references.
    enum Object {
        case array(refs: Int, count: Int)
        case dict(refs: Int, count: Int)
        case string(String)
        case bool(Bool)
        case integer(Int)
        case real(Double)
    }

    private let bytes: UnsafeRawBufferPointer
    private let offsetSize: Int
    private let refSize: Int
    private let tableOffset: Int
    /// The top object's index.
    let top: Int
    /// Strings already decoded, by object: binary plists share repeated strings (keys above all).
    private var strings: [String?]

    /// Reads the trailer of a file the guard has accepted.
    package init(bytes: UnsafeRawBufferPointer) throws(Unsupported) {
        guard bytes.count >= 8 + 1 + 1 + 32, bytes.starts(with: "bplist00".utf8) else { throw Unsupported() }
        self.bytes = bytes
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        refSize = Int(bytes[trailer + 7])
        let count = Self.readUInt(bytes, at: trailer + 8, size: 8)
        let top = Self.readUInt(bytes, at: trailer + 16, size: 8)
        let table = Self.readUInt(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(refSize), top < count,
            count <= UInt64(trailer), table <= UInt64(trailer)
        else { throw Unsupported() }
        self.top = Int(top)
        tableOffset = Int(table)
        strings = [String?](repeating: nil, count: Int(count))
    }

    /// The object the `index`-th reference from `refs` points to.
    func ref(_ refs: Int, _ index: Int) -> Int {
        Int(Self.readUInt(bytes, at: refs + index * refSize, size: refSize))
    }

    /// Reads one object (strings are decoded once and then shared).
    mutating func object(_ object: Int) throws(Unsupported) -> Object {
        if let text = strings[object] { return .string(text) }
        let offset = Int(Self.readUInt(bytes, at: tableOffset + object * offsetSize, size: offsetSize))
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch low {
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw Unsupported()
            }
        case 0x1:
            switch low {
            case 0, 1, 2: return .integer(Int(Self.readUInt(bytes, at: offset + 1, size: 1 << low)))
            case 3: return .integer(Int(Int64(bitPattern: Self.readUInt(bytes, at: offset + 1, size: 8))))
            default: throw Unsupported()
            }
        case 0x2:
            guard low == 3 else { throw Unsupported() }
            return .real(Double(bitPattern: Self.readUInt(bytes, at: offset + 1, size: 8)))
        case 0x5:
            let (start, count) = length(at: offset)
            let body = UnsafeRawBufferPointer(rebasing: bytes[start..<start + count])
            guard body.allSatisfy({ $0 < 0x80 }) else { throw Unsupported() }
            let text = String(decoding: body, as: UTF8.self)
            strings[object] = text
            return .string(text)
        case 0x6:
            let (start, count) = length(at: offset)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for unit in 0..<count {
                units.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1]))
            }
            guard let text = String(validating: units, as: UTF16.self) else { throw Unsupported() }
            strings[object] = text
            return .string(text)
        case 0xA:
            let (start, count) = length(at: offset)
            return .array(refs: start, count: count)
        case 0xD:
            let (start, count) = length(at: offset)
            return .dict(refs: start, count: count)
        default: throw Unsupported()
        }
    }

    /// Reads the object as a dictionary key: a string.
    mutating func key(_ object: Int) throws(Unsupported) -> String {
        guard case .string(let text) = try self.object(object) else { throw Unsupported() }
        return text
    }

    /// Checks that the object (and everything in it) lies inside the subset, as reading it would.
    package mutating func skip(_ object: Int) throws(Unsupported) {
        switch try self.object(object) {
        case .array(let refs, let count):
            for index in 0..<count { try skip(ref(refs, index)) }
        case .dict(let refs, let count):
            for index in 0..<count {
                _ = try key(ref(refs, index))
                try skip(ref(refs, count + index))
            }
        default: return
        }
    }

    /// The count in the marker's low nibble or the integer after it, and where the body starts
    /// (validated by the guard).
    private func length(at offset: Int) -> (start: Int, count: Int) {
        let low = Int(bytes[offset] & 0x0F)
        if low != 0xF { return (offset + 1, low) }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        return (offset + 2 + size, Int(Self.readUInt(bytes, at: offset + 2, size: size)))
    }

    /// A big-endian unsigned integer of `size` (1...8) bytes.
    private static func readUInt(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
