import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormRendering

/// What the core's tests set up, as the listings show it: an app's kind, a file row, a cell's
/// `userInfo` and a hidden section (their behaviour: AppKindTests, FileKindTests, UserInfoTests
/// and CombinedConditionTests in FormEngineTests).
@Suite("The listings of kinds, user info and hidden sections")
struct ListingTests {
    static func appKindForm() throws -> Form {
        var loader = DescriptorLoader()
        loader.kinds = [StarRating()]
        let rows: [[String: Any]] = [["key": "stars", "kind": "rating", "firstTitle": "Stars", "stars": 3]]
        return try Form(try loader.load(data: try Fixtures.data(["sections": [["rows": rows]]])))
    }

    @Test func theListingsShowItByItsNameAndDisplay() throws {
        var form = try Self.appKindForm()
        try form.apply(.setText("stars", "2"))
        let text = TextDump.render(form)
        #expect(text.contains("Stars: ★★☆  [stars]"), "\(text)")
        let json = JSONDump.render(form)
        #expect(json.contains("\"kind\":\"rating\""), "\(json)")
        #expect(json.contains("\"detail\":\"★★☆\""), "\(json)")
        #expect(json.contains("\"value\":2,\"view\":\"stepperControl\""), "\(json)")
    }

    @Test("the listings carry a file row's path, its view and its settings")
    func fileRow() throws {
        var form = try Form(
            DescriptorLoader().load(
                data: Data(
                    #"[[{"key": "config", "kind": "file", "firstTitle": "Config", "extensions": ["plist"]}]]"#
                        .utf8),
                file: "form.json"))
        try form.apply(.setText("config", "~/a.plist"))
        #expect(TextDump.render(form).contains("· Config: ~/a.plist  [config]"))
        let json = JSONDump.render(form)
        #expect(
            json.contains(
                #""kind":"file","title":"Config","subtitle":"","label":"Config","detail":"~/a.plist","depth":0,"expandable":false,"expanded":false,"value":"~/a.plist""#
            ),
            "\(json)")
        #expect(
            json.contains(#""view":"path""#)
                && json.contains(#""mustExist":false,"directory":false,"extensions":["plist"]"#))
        #expect(HTMLDump.render(form, name: "f").contains("data-view=\"path\""))
    }

    @Test func aCellsUserInfoReachesTheJSONListing() throws {
        let cell: [String: Any] = [
            "key": "email", "kind": "email",
            "userInfo": ["icon": "envelope", "tint": [0.2, 1 as Int] as [Any], "badge": true],
        ]
        let form = try RulesSupport.form([["rows": [cell]]])
        let json = JSONDump.render(form)
        #expect(json.contains(#""userInfo":{"badge":true,"icon":"envelope","tint":[0.2,1]}"#), "\(json)")
    }

    @Test func dumpsLeaveOutAHiddenSection() throws {
        var form = try CombinedConditionForm.form()
        let text = TextDump.render(form)
        #expect(text == "You\n  · Married: off  [married]\n  · Pets: off  [pets]\n  ▸ Country  [country]\n")
        let json = JSONDump.render(form)
        #expect(
            json.contains(
                "{\"title\":\"Spouse\",\"footer\":\"Only for married couples.\",\"hidden\":true,\"rows\":[]}")
        )
        #expect(json.contains("{\"title\":\"You\",\"footer\":null,\"rows\":["))
        let html = HTMLDump.render(form, name: "test")
        #expect(!html.contains("Spouse") && html.contains("id=\"section-1\""))
        try form.apply(.set("married", .bool(true)))
        #expect(TextDump.render(form).contains("\n\nSpouse\n  · (untitled)  [spouseName]\n"))
        #expect(
            JSONDump.render(form).contains(
                "{\"title\":\"Spouse\",\"footer\":\"Only for married couples.\",\"rows\":["))
        #expect(HTMLDump.render(form, name: "test").contains("id=\"section-2\""))
    }
}
