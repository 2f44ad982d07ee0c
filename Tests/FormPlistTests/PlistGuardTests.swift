import Foundation
import Testing

@testable import FormEngine
@testable import FormPlist

/// Assembles binary property lists byte by byte, for files no writer would produce.
private struct BinaryPlist {
    var objects: [[UInt8]] = []
    var refSize: UInt8 = 1

    /// Appends an object's bytes and returns its index.
    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    /// An ASCII string object.
    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

    /// An array (0xA_) or set (0xC_) of one-byte references, fewer than 15.
    static func array(_ refs: [Int], marker: UInt8 = 0xA0) -> [UInt8] {
        [marker | UInt8(refs.count)] + refs.map { UInt8($0) }
    }

    /// A dictionary of one-byte references, fewer than 15 entries.
    static func dict(_ keys: [Int], _ values: [Int]) -> [UInt8] {
        [0xD0 | UInt8(keys.count)] + (keys + values).map { UInt8($0) }
    }

    /// The file, with trailer fields overridable to make it lie.
    func data(
        top: UInt64 = 0, offsetSize: UInt8 = 2, count: UInt64? = nil, tableOffset: UInt64? = nil,
        offsets: [Int]? = nil
    ) -> Data {
        var bytes = Array("bplist00".utf8)
        var starts: [Int] = []
        for object in objects {
            starts.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for start in offsets ?? starts {
            bytes += bigEndian(UInt64(start), size: Int(offsetSize))
        }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, refSize]
        bytes += bigEndian(count ?? UInt64(objects.count), size: 8)
        bytes += bigEndian(top, size: 8)
        bytes += bigEndian(tableOffset ?? UInt64(table), size: 8)
        return Data(bytes)
    }

    private func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}

@Suite struct PlistGuardTests {
    /// The reason `check` refuses `data` with, or nil if it passes.
    private func reason(_ data: Data, _ limits: LoadLimits = .default) -> String? {
        do {
            try PlistGuard.check(data, limits: limits)
            return nil
        } catch {
            #expect(error.location == Location())
            return error.reason
        }
    }

    private func xml(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + body + "</plist>").utf8)
    }

    private func nested(_ depth: Int, _ leaf: Any = "leaf") -> Any {
        var value: Any = leaf
        for level in 0..<depth {
            value = level.isMultiple(of: 2) ? [value] as Any : ["k": value] as Any
        }
        return value
    }

    private var validValues: [Any] {
        let mixed: [String: Any] = [
            "name": "Grüße, 世界 🎉", "when": Date(timeIntervalSince1970: 1_234_567_890.5),
            "blob": Data([0, 1, 2, 255]), "pi": 3.25, "big": Int64.max, "small": Int64.min,
            "flag": true, "rows": [["key": "a", "n": 1], ["key": "b", "n": 2], [String: Any]()],
            "empty": [Any](),
        ]
        return [mixed, "just a string", 42, nested(64), [mixed, mixed, ["x": mixed]]]
    }

    @Test func validPlistsPassAndThenParse() throws {
        for value in validValues {
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                let data = try PropertyListSerialization.data(
                    fromPropertyList: value, format: format, options: 0)
                #expect(reason(data) == nil, "\(format)")
                _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            }
        }
    }

    @Test func sharedSubobjectsPassWithoutBlowingUp() throws {
        // Object i is [i+1, i+1]: 2^21 leaves once expanded, but only 22 objects in the file.
        var plist = BinaryPlist()
        for index in 0..<21 { plist.add(BinaryPlist.array([index + 1, index + 1])) }
        plist.add(BinaryPlist.ascii("leaf"))
        #expect(reason(plist.data()) == nil)
        #expect(reason(plist.data(), LoadLimits(maxObjects: 1_000_000)) == "holds more than 1000000 objects")

        var small = BinaryPlist()
        let leaf = 3
        small.add(BinaryPlist.dict([1, 2], [4, 4]))
        small.add(BinaryPlist.ascii("a"))
        small.add(BinaryPlist.ascii("b"))
        small.add(BinaryPlist.ascii("x"))
        small.add(BinaryPlist.array([leaf, leaf, leaf]))
        #expect(reason(small.data()) == nil)
        let value = try PropertyListSerialization.propertyList(from: small.data(), options: [], format: nil)
        #expect((value as? [String: [String]])?["b"] == ["x", "x", "x"])
    }

    @Test func nestingIsLimitedInBothFormats() throws {
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(
                fromPropertyList: nested(65), format: format, options: 0)
            #expect(reason(data) == "nested deeper than 64 levels")
            #expect(reason(data, LoadLimits(maxDepth: 65)) == nil)
        }
        let deep =
            String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
        #expect(reason(xml(deep)) == "nested deeper than 64 levels")
        let unknown = String(repeating: "<x>", count: 100_000)
        #expect(reason(xml(unknown)) == "nested deeper than 64 levels")
        let flat = String(repeating: "<array/><dict/><array></array>", count: 1000)
        #expect(reason(xml("<array>" + flat + "</array>")) == nil)
        let commented = "<!-- " + String(repeating: "<array>", count: 1000) + " -->"
        #expect(reason(xml(commented + "<string><![CDATA[<dict><dict>]]></string>")) == nil)
    }

    @Test func binarySetsAndUIDsAreRefused() {
        var plist = BinaryPlist()
        plist.add(BinaryPlist.array([1]))
        plist.add(BinaryPlist.array([2], marker: 0xC0))
        plist.add(BinaryPlist.ascii("a"))
        #expect(reason(plist.data()) == "binary plist holds a set, which is not supported")
        plist.objects[1] = [0x80, 0x05]
        #expect(reason(plist.data()) == "binary plist holds a UID, which is not supported")
        plist.objects[1] = [0x70]
        #expect(reason(plist.data()) == "binary plist object 1 has an unknown marker 0x70")
    }

    @Test func binaryCyclesAreRefused() {
        var direct = BinaryPlist()
        direct.add(BinaryPlist.array([0]))
        #expect(reason(direct.data()) == "binary plist object 0 references itself")

        var ring = BinaryPlist()
        ring.add(BinaryPlist.ascii("k"))
        ring.add(BinaryPlist.array([2, 0]))
        ring.add(BinaryPlist.dict([0], [3]))
        ring.add(BinaryPlist.array([0, 1]))
        #expect(reason(ring.data(top: 1)) == "binary plist object 1 references itself")
    }

    @Test func binaryReferencesAndOffsetsMustBeInRange() {
        var plist = BinaryPlist()
        plist.add(BinaryPlist.array([1, 9]))
        plist.add(BinaryPlist.ascii("a"))
        #expect(reason(plist.data()) == "binary plist object 0 references object 9, which does not exist")

        plist.objects[0] = BinaryPlist.array([1, 1])
        #expect(reason(plist.data()) == nil)
        #expect(
            reason(plist.data(tableOffset: 5000))?.hasPrefix("binary plist offset table lies outside") == true
        )
        #expect(
            reason(plist.data(tableOffset: .max))?.hasPrefix("binary plist offset table lies outside") == true
        )
        #expect(
            reason(plist.data(offsets: [8, 4000]))?.hasPrefix("binary plist object 1 lies outside") == true)
        #expect(reason(plist.data(offsets: [8, 8]))?.hasPrefix("binary plist object 1 lies outside") == true)
        #expect(
            reason(plist.data(offsets: [4, 11]))?.hasPrefix("binary plist object 0 lies outside") == true)
    }

    @Test func garbageTrailersAreRefused() {
        var plist = BinaryPlist()
        plist.add(BinaryPlist.array([1]))
        plist.add(BinaryPlist.ascii("a"))
        for offsetSize: UInt8 in [0, 9, 255] {
            #expect(reason(plist.data(offsetSize: offsetSize)) != nil)
        }
        plist.refSize = 0
        #expect(reason(plist.data())?.contains("invalid integer sizes") == true)
        plist.refSize = 1
        for count: UInt64 in [0, 3, 1 << 40, .max] {
            #expect(reason(plist.data(count: count)) != nil, "count \(count)")
        }
        #expect(reason(plist.data(top: 2)) != nil)
        #expect(reason(plist.data(top: .max)) != nil)

        var long = BinaryPlist()
        long.add([0x5F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(reason(long.data()) == "binary plist object 0 has an invalid length (truncated?)")
        long.objects[0] = [0xAF, 0x13, 0x0F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(reason(long.data()) == "binary plist object 0 has an invalid length (truncated?)")
        long.objects[0] = [0xAF, 0x12, 0x00, 0x00, 0x00, 0x20]
        #expect(reason(long.data()) == "binary plist object 0 runs past the object area (truncated?)")
    }

    @Test func everyTruncationOfABinaryPlistIsRefused() throws {
        let value: [String: Any] = [
            "a": [1, 2.5, "three", Data([4])], "b": ["c": Date(timeIntervalSince1970: 0)],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        #expect(reason(data) == nil)
        for length in 0..<data.count {
            #expect(reason(data.prefix(length)) != nil, "length \(length)")
        }
    }

    @Test func xmlEntitiesAndInternalSubsetsAreRefused() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY l0 \"lol\">\n"
        for level in 1..<10 {
            laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n"
        }
        laughs += "]>\n<plist version=\"1.0\"><string>&l9;</string></plist>"
        #expect(reason(Data(laughs.utf8)) == "XML entity declarations are not allowed")
        let subset = "<?xml version=\"1.0\"?><!DOCTYPE plist [ ]><plist><true/></plist>"
        #expect(reason(Data(subset.utf8)) == "XML DOCTYPE internal subsets are not allowed")
        #expect(reason(xml("<!ENTITY x \"y\"><string/>")) == "XML entity declarations are not allowed")
    }

    @Test func sizeAndStringLimitsApply() {
        let data = xml("<string>" + String(repeating: "a", count: 2000) + "</string>")
        let size = data.count
        #expect(
            reason(data, LoadLimits(maxBytes: 1000))
                == "file is \(size) bytes, more than the 1000 bytes limit")
        #expect(PlistGuard.sizeText(300 << 20) == "300 MB")
        #expect(PlistGuard.sizeText((256 << 20) + (1 << 19)) == "256.5 MB")
        let short = LoadLimits(maxStringLength: 1000)
        #expect(reason(data, short) == "a string is longer than the limit of 1000 characters")
        #expect(
            reason(xml("<string><![CDATA[" + String(repeating: "b", count: 1500) + "]]></string>"), short)
                != nil)
        var binary = BinaryPlist()
        binary.add([0x5F, 0x11, 0x07, 0xD0] + Array(repeating: 0x61, count: 2000))
        #expect(reason(binary.data()) == nil)
        #expect(reason(binary.data(), short) == "a string is longer than the limit of 1000 characters")
        let many = xml("<array>" + String(repeating: "<true/>", count: 100) + "</array>")
        #expect(reason(many, LoadLimits(maxObjects: 50)) == "holds more than 50 objects")
    }

    @Test func nonPlistsAreRefused() {
        #expect(reason(Data()) == "empty file")
        let notPlist = "not a property list (expected XML or binary)"
        for text in ["hello", "{ a = b; }", "{\"a\": 1}", "bplist0", "\u{FEFF}  <html>"] {
            #expect(reason(Data(text.utf8)) == notPlist, "\(text)")
        }
        #expect(reason(Data("\u{FEFF} \n<plist version=\"1.0\"><true/></plist>".utf8)) == nil)
        #expect(reason(xml("<string>unclosed")) == nil)
        #expect(reason(xml("<!-- unclosed")) == "XML markup is not closed (truncated?)")
    }
}
