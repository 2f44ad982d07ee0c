import Testing

@testable import FormEngine

/// `RowKey.isValidName` (the loader's check of a `key`) checks ASCII keys byte by byte; it must
/// say what the character-by-character check says for every text.
@Suite("row key names")
struct RowKeyNameTests {
    static func slow(_ text: String) -> Bool {
        !text.isEmpty && !text.contains { $0 == "=" || $0.isWhitespace }
    }

    @Test("every ASCII character, alone and inside a key, is judged as Character.isWhitespace judges it")
    func ascii() {
        for scalar in (0..<128).compactMap(Unicode.Scalar.init) {
            for text in [String(scalar), "a\(scalar)b", "key\(scalar)"] {
                #expect(RowKey.isValidName(text) == Self.slow(text), "\(scalar.value)")
            }
        }
    }

    @Test("non-ASCII keys: letters pass, Unicode white space and = fail")
    func unicode() {
        let texts = [
            "", "émail", "名前", "a\u{00A0}b", "a\u{2003}b", "a\u{3000}", "\u{0085}", "ü=1", "a\r\nb",
            "x\u{200B}y",
            "👩‍💻", "skill-1",
        ]
        for text in texts {
            #expect(RowKey.isValidName(text) == Self.slow(text), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(RowKey.isValidName("émail") && !RowKey.isValidName("a\u{00A0}b") && !RowKey.isValidName(""))
    }
}
