import Testing

@testable import FormWalk

/// A byte sequence and the single key it must decode to.
struct KeyCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let key: Key

    init(_ text: String, _ key: Key) {
        self.bytes = Array(text.utf8)
        self.key = key
    }

    init(bytes: [UInt8], _ key: Key) {
        self.bytes = bytes
        self.key = key
    }

    var testDescription: String { "\(bytes) -> \(key)" }
}

private let esc = "\u{1b}"

private let keyCases: [KeyCase] = [
    KeyCase("\(esc)[A", .up), KeyCase("\(esc)[B", .down),
    KeyCase("\(esc)[C", .right), KeyCase("\(esc)[D", .left),
    KeyCase("\(esc)OA", .up), KeyCase("\(esc)OB", .down),
    KeyCase("\(esc)OC", .right), KeyCase("\(esc)OD", .left),
    KeyCase("\(esc)[1;2A", .shiftUp), KeyCase("\(esc)[1;2B", .shiftDown),
    KeyCase("\(esc)[1;2D", .shiftLeft), KeyCase("\(esc)[1;2C", .shiftRight),
    KeyCase("\(esc)[H", .home), KeyCase("\(esc)[F", .end),
    KeyCase("\(esc)OH", .home), KeyCase("\(esc)OF", .end),
    KeyCase("\(esc)[1~", .home), KeyCase("\(esc)[7~", .home),
    KeyCase("\(esc)[4~", .end), KeyCase("\(esc)[8~", .end),
    KeyCase("\(esc)[5~", .pageUp), KeyCase("\(esc)[6~", .pageDown),
    KeyCase("\(esc)[3~", .delete),
    KeyCase("\r", .enter), KeyCase("\n", .enter), KeyCase("\t", .tab),
    KeyCase(bytes: [0x7f], .backspace), KeyCase(bytes: [0x08], .backspace),
    KeyCase(bytes: [0x03], .ctrlC), KeyCase(bytes: [0x04], .ctrlD), KeyCase(bytes: [0x15], .ctrlU),
    KeyCase(bytes: [0x05], .ctrlE), KeyCase(bytes: [0x0e], .ctrlN),
    KeyCase(" ", .char(" ")), KeyCase("a", .char("a")), KeyCase("~", .char("~")),
    KeyCase("ễ", .char("ễ")), KeyCase("日", .char("日")), KeyCase("👍", .char("👍")),
    KeyCase("\(esc)[2~", .unknown(Array("\(esc)[2~".utf8))),
    KeyCase("\(esc)[1;5A", .unknown(Array("\(esc)[1;5A".utf8))),
    KeyCase("\(esc)OP", .f1), KeyCase("\(esc)[11~", .f1), KeyCase("\(esc)[Z", .shiftTab),
    KeyCase(bytes: [0x1a], .ctrlZ),
    // A bracketed paste is text, whatever it holds: Enter, q, an arrow key's bytes.
    KeyCase("\(esc)[200~q\r\(esc)[Ax\(esc)[201~", .paste("q\r\(esc)[Ax")),
    KeyCase("\(esc)[<0;5;3M", .mouse(MouseEvent(action: .press, row: 2, column: 4))),
    KeyCase("\(esc)[<64;1;1M", .mouse(MouseEvent(action: .wheelUp, row: 0, column: 0))),
    KeyCase("\(esc)[<65;10;20M", .mouse(MouseEvent(action: .wheelDown, row: 19, column: 9))),
    KeyCase("\(esc)[<0;5;3m", .mouse(MouseEvent(action: .other, row: 2, column: 4))),
    KeyCase(bytes: [0x01], .unknown([0x01])),
]

@Suite struct KeyDecoderTests {
    @Test func anUnfinishedPasteIsNotAnEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\(esc)[200~ab".utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape, "a slow paste is not flushed as Esc")
        #expect(decoder.feed(Array("c\(esc)[201~".utf8)) == [.paste("abc")])
    }

    @Test(arguments: keyCases)
    func decodesWholeSequence(_ testCase: KeyCase) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(testCase.bytes) == [testCase.key])
        #expect(!decoder.hasPendingEscape)
    }

    @Test(arguments: keyCases)
    func decodesSequenceSplitAtEveryBoundary(_ testCase: KeyCase) {
        for split in 0...testCase.bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.feed(Array(testCase.bytes[..<split]))
            let second = decoder.feed(Array(testCase.bytes[split...]))
            #expect(first + second == [testCase.key], "split at \(split)")
        }
    }

    @Test(arguments: keyCases)
    func decodesSequenceFedOneByteAtATime(_ testCase: KeyCase) {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in testCase.bytes {
            keys += decoder.feed([byte])
        }
        #expect(keys == [testCase.key])
    }

    @Test func decodesSeveralKeysInOneRead() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array("a\(esc)[Bé\r\(esc)OA".utf8))
        #expect(keys == [.char("a"), .down, .char("é"), .enter, .up])
    }

    @Test func keepsSplitUTF8BetweenReads() {
        var decoder = KeyDecoder()
        let bytes = Array("x日本".utf8)
        #expect(decoder.feed(Array(bytes[0..<3])) == [.char("x")])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array(bytes[3..<5])) == [.char("日")])
        #expect(decoder.feed(Array(bytes[5...])) == [.char("本")])
    }

    @Test func decomposedInputArrivesScalarByScalar() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("e\u{301}".utf8)) == [.char("e"), .char("\u{301}")])
    }

    @Test func invalidUTF8IsUnknown() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xff]) == [.unknown([0xff])])
        #expect(decoder.feed([0xc3, 0x41]) == [.unknown([0xc3]), .char("A")])
        #expect(decoder.feed([0xed, 0xa0, 0x80]) == [.unknown([0xed, 0xa0, 0x80])])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
    }

    @Test func partialSequenceFlushesAsEscapeThenCharacters() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\(esc)[".utf8)).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape, .char("[")])
    }

    @Test func escapeFollowedByOrdinaryKeyIsEscapeThenKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\(esc)x".utf8)) == [.escape, .char("x")])
        #expect(decoder.feed([0x1b, 0x1b]) == [.escape])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.feed(Array("[A".utf8)) == [.up])
    }

    @Test func overlongSequenceIsAbandoned() {
        var decoder = KeyDecoder()
        let bytes = [0x1b, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40)
        let keys = decoder.feed(bytes)
        #expect(keys.first.map { if case .unknown = $0 { true } else { false } } == true)
        #expect(!decoder.hasPendingEscape)
    }
}
