import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The fast paths against Foundation on files a byte or a fragment away from valid ones.
@Suite("XML and binary fast paths: mutated files")
struct ByteReaderMutationTests {
    static let fragments = [
        "<key>kind</key>", "<string>text</string>", "<true/>", "<false/>", "<integer>3</integer>",
        "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "&amp;",
        "<key>additionalRows</key>", "<integer>-1</integer>", "<real>2.5</real>", "<string/>", "<dict/>",
        "é", "<", ">", "/", " ", "\n", "<key>isExpandable</key>", "<key>zeta</key>",
    ]

    /// The fragments, and the keys of nested dictionaries.
    static let nestedFragments =
        fragments + [
            "<key>visibleWhen</key>", "<key>message</key>", "<key>template</key>", "<key>oneOf</key>",
            "<key>equals</key>", "<key>isSet</key>", "<key>required</key>", "<array/>",
        ]

    @Test("mutations of the tutorial layout give what PropertyListDecoder gives")
    func mutationsMatchFoundation() throws {
        let group: [[String: Any]] = [
            [
                "expandable": true, "expanded": false, "visible": true, "value": "", "firstTitle": "",
                "secondTitle": "Name 0", "identifier": "idCellNormal", "additionalRows": 2,
            ],
            [
                "expandable": false, "firstTitle": "First", "identifier": "idCellTextfield",
                "additionalRows": 0,
            ],
            ["kind": "slider", "minimum": 1.5, "value": "2", "key": "s"],
        ]
        let base = Array(try Fixtures.data([group, group]))
        Self.expectMutationsMatch(base, fragments: Self.fragments, seed: 3, rounds: 3000)
    }

    @Test("mutations of visibleWhen, message and template give what PropertyListDecoder gives")
    func nestedMutationsMatchFoundation() throws {
        let rows: [[String: Any]] = [
            ["key": "sw", "kind": "switch"],
            [
                "key": "t", "kind": "text", "required": true, "minLength": 2,
                "message": ["required": "R", "minLength": "M"],
                "visibleWhen": ["key": "sw", "equals": true],
            ],
            [
                "key": "u", "kind": "text", "message": "m",
                "visibleWhen": ["key": "p", "oneOf": ["o1", "Two", 3]],
            ],
            ["key": "p", "kind": "normal", "expandable": true, "additionalRows": 2],
            ["key": "o1", "kind": "option", "firstTitle": "One"],
            ["key": "o2", "kind": "option", "firstTitle": "Two"],
        ]
        let list: [String: Any] = [
            "editable": true, "template": ["key": "skill", "kind": "slider", "minimum": 0, "maximum": 5],
            "rows": [["key": "skill-1", "kind": "slider", "maximum": 5]],
        ]
        let root: [String: Any] = ["title": "T", "sections": [["rows": rows], list]]
        let base = Array(try Fixtures.data(root))
        #expect(DescriptorFile.readsXML(Data(base)))
        let read = Self.expectMutationsMatch(base, fragments: Self.nestedFragments, seed: 5, rounds: 3000)
        // Most mutations break the markup; enough of the rest must reach the fast path's records.
        #expect(read >= 120)
    }

    /// Inserts fragments into, deletes from and overwrites bytes of `base`, one to three times
    /// per round, and compares the two paths on each result; returns how many results the XML
    /// fast path read.
    @discardableResult
    static func expectMutationsMatch(_ base: [UInt8], fragments: [String], seed: UInt64, rounds: Int) -> Int {
        var generator = SeededGenerator(seed: seed)
        var read = 0
        for _ in 0..<rounds {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    let fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
                    bytes.insert(contentsOf: Array(fragment.utf8), at: at)
                case 1:
                    let end = min(bytes.count, at + Int.random(in: 1...12, using: &generator))
                    bytes.removeSubrange(at..<end)
                default:
                    if at < bytes.count { bytes[at] = UInt8.random(in: 0x20...0x7E, using: &generator) }
                }
            }
            ByteReaderTests.expectSame(Data(bytes))
            if DescriptorFile.readsXML(Data(bytes)) { read += 1 }
        }
        return read
    }
}
