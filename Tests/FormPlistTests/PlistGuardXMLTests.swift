import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormPlist

/// The guard's XML scan against the plain byte-by-byte scan it replaced (kept here as the
/// reference): every input, hostile or not, must get the same verdict and the same reason.
@Suite("Guard: XML scan")
struct PlistGuardXMLTests {
    /// Random documents made of the fragments property lists (and hostile files) are made of.
    static let fragments = [
        "<key>", "</key>", "<dict>", "</dict>", "<dict/>", "<array>", "</array>", "<array/>", "<string>",
        "</string>", "<string/>", "<integer>", "</integer>", "<true/>", "<false/>", "<real>", "</real>",
        "text", "a longer run of text", "\n\t\t", " ", "<!-- c -->", "<!--", "-->", "<![CDATA[x]]>",
        "<![CDATA[", "]]>", "<?pi?>", "<?", "<!DOCTYPE plist>", "<!DOCTYPE", "[", "<!ENTITY", "<!x>",
        "<arrayx>", "<dictionary>", "<dict attr='1'>", "</dict >", "<dict\t>", "<array/ >", "<ke y>",
        "<", ">", "/", "/>", "</", "&amp;", "é", "<é>", "</é>", "<dict", "<keys>", "</keys>", "<key/>",
        "<true />", "<plist version=\"1.0\">", "</plist>",
    ]

    static func document(_ generator: inout SeededGenerator) -> [UInt8] {
        var text = Bool.random(using: &generator) ? "<?xml version=\"1.0\"?>\n<plist>" : "<plist>"
        for _ in 0..<Int.random(in: 0...60, using: &generator) {
            text += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        }
        return Array(text.utf8)
    }

    static func verdict(_ check: (UnsafeRawBufferPointer) throws(PlistError) -> Void, _ bytes: [UInt8])
        -> String?
    {
        bytes.withUnsafeBytes { raw in
            do throws(PlistError) {
                try check(raw)
                return nil
            } catch {
                return error.reason
            }
        }
    }

    @Test("random documents and every truncation of them get the reference's verdict")
    func sameAsReference() {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<3000 {
            let bytes = Self.document(&generator)
            let limits = LoadLimits(
                maxDepth: Int.random(in: 1...6, using: &generator),
                maxObjects: Int.random(in: 1...40, using: &generator),
                maxStringLength: Int.random(in: 1...30, using: &generator))
            for end in [bytes.count]
                + (round % 10 == 0 ? Array(0..<bytes.count) : Array(max(0, bytes.count - 12)..<bytes.count))
            {
                let prefix = Array(bytes[..<end])
                let expected = Self.verdict(
                    { (raw) throws(PlistError) in try Reference.check(raw, from: 0, limits: limits.plist) },
                    prefix)
                let actual = Self.verdict(
                    { (raw) throws(PlistError) in try PlistGuard.checkXML(raw, from: 0, limits: limits.plist)
                    },
                    prefix)
                #expect(actual == expected, "\(String(decoding: prefix, as: UTF8.self))")
            }
        }
    }

    @Test("the tutorial's layout passes, and its limits bite where the reference's do")
    func tutorialLayout() throws {
        let data = try Fixtures.data([
            [["expandable": true, "additionalRows": 1, "firstTitle": "A"], ["value": "b"]]
        ])
        let bytes = Array(data)
        for limits in [
            LoadLimits(), LoadLimits(maxDepth: 1), LoadLimits(maxDepth: 2), LoadLimits(maxObjects: 9),
            LoadLimits(maxStringLength: 1),
        ] {
            let expected = Self.verdict(
                { (raw) throws(PlistError) in try Reference.check(raw, from: 0, limits: limits.plist) }, bytes
            )
            let actual = Self.verdict(
                { (raw) throws(PlistError) in try PlistGuard.checkXML(raw, from: 0, limits: limits.plist) },
                bytes)
            #expect(actual == expected)
        }
    }
}

/// The scan as it was before tags were matched by their spelling and `<` found eight bytes at a
/// time.
private enum Reference {
    static func failure(_ reason: String) -> PlistError { PlistGuard.failure(reason) }
    static func matches(_ bytes: UnsafeRawBufferPointer, at offset: Int, _ pattern: [UInt8]) -> Bool {
        PlistGuard.matches(bytes, at: offset, pattern)
    }
    static let commentOpen = Array("<!--".utf8)
    static let commentClose = Array("-->".utf8)
    static let cdataOpen = Array("<![CDATA[".utf8)
    static let cdataClose = Array("]]>".utf8)
    static let entityOpen = Array("<!ENTITY".utf8)
    static let doctypeOpen = Array("<!DOCTYPE".utf8)
    static let instructionOpen = Array("<?".utf8)
    static let instructionClose = Array("?>".utf8)
    static let arrayName = Array("array".utf8)
    static let dictName = Array("dict".utf8)

    /// Scans an XML property list from `start`.
    ///
    /// Nesting is over-counted rather than under-counted where a parser could disagree: every
    /// open tag that does not end in `/>` opens an element, and `<array` or `<dict` followed by
    /// anything but a name character opens a container.
    static func check(
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
        while index < count {
            let open = find(bytes, UInt8(ascii: "<"), from: index) ?? count
            textRun += open - index
            guard textRun <= limits.maxStringLength else {
                throw failure("a string is longer than the limit of \(limits.maxStringLength) characters")
            }
            guard open < count else { break }
            index = open
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

    /// Skips a comment, CDATA section (adding its length to `textRun`), processing instruction
    /// or DOCTYPE at `index` and returns where the scan goes on; refuses entity declarations;
    /// returns nil for any other `<!`, which the caller then counts as an element.
    static func skipMarkup(
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
    static func skipDoctype(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(PlistError) -> Int {
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
    static func isNameByte(_ byte: UInt8) -> Bool {
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
    static func find(_ bytes: UnsafeRawBufferPointer, _ byte: UInt8, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(hit) - base
    }

    /// The first index at or after `start` where `pattern` (not empty) occurs.
    static func find(_ bytes: UnsafeRawBufferPointer, _ pattern: [UInt8], from start: Int) -> Int? {
        var index = start
        while let hit = find(bytes, pattern[0], from: index) {
            if matches(bytes, at: hit, pattern) { return hit }
            index = hit + 1
        }
        return nil
    }
}
