import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// One table of yes/no words: a descriptor's strings and a switch set from text read the same.
@Suite("Yes/no words")
struct BooleanWordsTests {
    static let words: [(String, Bool?)] = [
        ("true", true), ("yes", true), ("y", true), ("on", true), ("1", true), ("TRUE", true), (" On ", true),
        ("false", false), ("no", false), ("N", false), ("off", false), ("0", false), ("Off", false),
        ("\tno", false),
        ("maybe", nil), ("", nil), ("2", nil), ("o n", nil),
    ]

    @Test("a descriptor's string and a switch set from text accept the same words", arguments: words)
    func sameEverywhere(_ word: String, _ expected: Bool?) throws {
        #expect(BooleanWords.flag(word) == expected)
        #expect(PlistScalar.string(word).bool == expected)
        #expect((try? ToggleHandler.parse(word)) == expected)
        let descriptor = try? Fixtures.descriptor([
            [
                ["key": "parent", "expandable": word, "additionalRows": 1],
                ["key": "child", "kind": "switch", "value": word],
            ]
        ])
        if let expected {
            let rows = try #require(descriptor).sections[0].rows
            #expect(rows[0].isExpandable == expected)
            #expect(rows[1].initialValue == .bool(expected))
            var form = try Fixtures.defaultForm
            _ = try form.apply(.setText("married", word))
            #expect(try form.value(of: "married") == .bool(expected))
        } else {
            #expect(descriptor == nil)
        }
    }
}
