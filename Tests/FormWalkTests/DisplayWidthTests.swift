import Testing

@testable import FormWalk

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("Nguyễn Văn Hải", 14),
        ("日本語の設定", 12),
        ("ｱｲｳ", 3),  // halfwidth katakana
        ("ＡＢ", 4),  // fullwidth Latin
        ("한국어", 6),
        ("👍", 2),
        ("👍🏽", 2),
        ("👨‍👩‍👧", 2),
        ("🇻🇳", 2),
        ("❤️", 2),
        ("©", 1),
        ("1️⃣", 2),
        ("e\u{301}", 1),
        ("\u{301}", 0),
        ("\u{200D}", 0),
        ("\u{FE0F}", 0),
        ("a\u{200B}b", 2),
        ("Số điện thoại: 📞", 17),
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(displayWidth(of: text) == expected)
    }

    @Test func vietnameseNFCAndNFDHaveTheSameWidth() {
        let nfc = "Nguy\u{1EC5}n V\u{103}n H\u{1EA3}i"
        let nfd = "Nguye\u{302}\u{303}n Va\u{306}n Ha\u{309}i"
        #expect(nfc.unicodeScalars.count == 14)
        #expect(nfd.unicodeScalars.count == 18)
        #expect(displayWidth(of: nfc) == 14)
        #expect(displayWidth(of: nfd) == 14)
        #expect(nfd.count == 14)
    }

    @Test func decomposedHangulSyllableIsWide() {
        #expect(displayWidth(of: "\u{1112}\u{1161}\u{11AB}") == 2)
    }

    @Test func characterWidths() {
        #expect(displayWidth(of: Character("a")) == 1)
        #expect(displayWidth(of: Character("語")) == 2)
        #expect(displayWidth(of: Character("👨‍👩‍👧")) == 2)
        #expect(displayWidth(of: Character("\u{7}")) == 0)
    }

    @Test(arguments: [
        ("hello", 10, "hello"),
        ("hello", 5, "hello"),
        ("hello world", 8, "hello w…"),
        ("hello", 1, "…"),
        ("hello", 0, ""),
        ("日本語の設定", 6, "日本…"),
        ("日本語の設定", 5, "日本…"),
        ("日本語の設定", 4, "日…"),
        ("Nguye\u{302}\u{303}n Văn", 6, "Nguye\u{302}\u{303}…"),
        ("ab👨‍👩‍👧cd", 5, "ab👨‍👩‍👧…"),
    ])
    func truncation(_ text: String, _ width: Int, _ expected: String) {
        let result = truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(displayWidth(of: result) <= max(width, 0))
    }

    @Test func padding() {
        #expect(pad("ab", toWidth: 4) == "ab  ")
        #expect(pad("日本", toWidth: 5) == "日本 ")
        #expect(pad("toolong", toWidth: 3) == "toolong")
        #expect(fit("日本語の設定", toWidth: 5) == "日本…")
        #expect(fit("日本語の設定", toWidth: 6) == "日本… ")
        #expect(displayWidth(of: fit("日本語の設定", toWidth: 6)) == 6)
        #expect(fit("ab", toWidth: 3) == "ab ")
    }
}
