import FormEngine
import Foundation
import TestSupport
import Testing

/// `userInfo`: an app's own data on a cell, carried untouched to `Row` and the JSON dump.
@Suite struct UserInfoTests {
    /// Made on each use: a `static let` would stay allocated at exit, which LeakSanitizer reports.
    static var info: PlistValue {
        .dictionary([
            "icon": .string("envelope"), "tint": .array([.real(0.2), .integer(1)]), "badge": .bool(true),
        ])
    }

    static func sections() -> [[String: Any]] {
        let info: [String: Any] = ["icon": "envelope", "tint": [0.2, 1 as Int] as [Any], "badge": true]
        return [
            [
                "rows": [["key": "email", "kind": "email", "userInfo": info]],
                "editable": true,
                "template": ["key": "phone", "kind": "phone", "userInfo": "a plain string"],
            ]
        ]
    }

    @Test func aPlistCellsUserInfoReachesTheRowWithNoWarning() throws {
        let found = DescriptorLoader().diagnose(
            data: try RulesSupport.data(Self.sections()), file: "info.plist")
        #expect(found.problems.isEmpty && found.warnings.isEmpty, "\(found.problems) \(found.warnings)")
        var form = try Form(#require(found.descriptor))
        #expect(try form.row("email").userInfo == Self.info)
        let added = try form.addedItem(section: 0, title: "Home")
        #expect(try form.row(added.key).userInfo == .string("a plain string"), "items take the template's")
    }

    @Test func aJSONDescriptorsObjectIsTheSameUserInfo() throws {
        let text =
            #"{"sections": [{"rows": [{"key": "email", "kind": "email", "#
            + #""userInfo": {"icon": "envelope", "tint": [0.2, 1], "badge": true}}]}]}"#
        let found = DescriptorLoader().diagnose(data: Data(text.utf8), file: "info.json")
        #expect(found.warnings.isEmpty)
        #expect(try Form(#require(found.descriptor)).row("email").userInfo == Self.info)
    }

    @Test func theBuilderSetsUserInfo() throws {
        let built = try FormDescriptor {
            FormSection { Cell.email("email", "").userInfo(["icon": .string("envelope")]) }
        }
        #expect(built.sections[0].rows[0].userInfo == .dictionary(["icon": .string("envelope")]))
    }
}
