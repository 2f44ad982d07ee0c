import Foundation
import Testing

@testable import FormEngine

/// The fast paths against Foundation on files a byte or a fragment away from valid ones.
@Suite("XML and binary fast paths: mutated files")
struct FastLoaderMutationTests {
    static let fragments = [
        "<key>kind</key>", "<string>text</string>", "<true/>", "<false/>", "<integer>3</integer>",
        "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "&amp;",
        "<key>additionalRows</key>", "<integer>-1</integer>", "<real>2.5</real>", "<string/>", "<dict/>",
        "é", "<", ">", "/", " ", "\n", "<key>isExpandable</key>", "<key>zeta</key>",
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
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<3000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
                    bytes.insert(contentsOf: Array(fragment.utf8), at: at)
                case 1:
                    let end = min(bytes.count, at + Int.random(in: 1...12, using: &generator))
                    bytes.removeSubrange(at..<end)
                default:
                    if at < bytes.count { bytes[at] = UInt8.random(in: 0x20...0x7E, using: &generator) }
                }
            }
            FastLoaderTests.expectSame(Data(bytes))
        }
    }
}
