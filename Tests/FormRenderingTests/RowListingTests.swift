import Foundation
import Testing

@testable import FormEngine
@testable import FormRendering

/// What a row tells a view (FormEngineTests' `RowViewTests`), as the listings show it: the JSON
/// listing's views, selections, placeholders and descriptions, each row's label and detail, and
/// the text and HTML listings.
@Suite("What a row tells a view, in the listings")
struct RowListingTests {
    static func form(_ json: String) throws -> Form {
        try Form(DescriptorLoader().load(data: Data(json.utf8), file: "form.json"))
    }

    static let signup = """
        [[
          {"key": "email", "kind": "email", "firstTitle": "Email", "placeholder": "you@example.com",
           "description": "Where receipts go", "required": true, "maxLength": 80, "contentType": "emailAddress"},
          {"key": "age", "kind": "stepper", "firstTitle": "Age", "minimum": 18, "maximum": 99, "step": 1},
          {"key": "country", "firstTitle": "Country", "expandable": true, "additionalRows": 2},
          {"key": "fr", "kind": "option", "firstTitle": "France"},
          {"key": "de", "kind": "option", "firstTitle": "Germany"},
          {"key": "topics", "firstTitle": "Topics", "secondTitle": "Topics", "expandable": true,
           "additionalRows": 2, "selection": "multiple", "minimumSelections": 1, "maximumSelections": 2,
           "presentation": "page"},
          {"key": "swift", "kind": "option", "firstTitle": "Swift"},
          {"key": "go", "kind": "option", "firstTitle": "Go"},
          {"key": "size", "kind": "segmented", "firstTitle": "Size", "options": ["S", {"key": "M", "title": "Medium"}]},
          {"key": "site", "kind": "link", "firstTitle": "Site", "value": "https://example.com"},
          {"key": "send", "kind": "button", "firstTitle": "Send", "action": "submit"}
        ]]
        """

    @Test("a picker with only firstTitle is listed with it as its label once something is chosen")
    func pickerKeepsItsTitle() throws {
        var form = try Self.form(Self.signup)
        try form.apply(.tap("fr"))
        let country = try form.row("country")
        #expect(TextDump.line(country).contains("Country: France"), "\(TextDump.line(country))")
    }

    @Test("the JSON dump says what a native picker selects, and a row's placeholder and description")
    func jsonDump() throws {
        var form = try Self.form(Self.signup)
        try form.apply(.expandAll)
        let json = JSONDump.render(form)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(parsed["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        let byKey = Dictionary(
            uniqueKeysWithValues: rows.compactMap { row in (row["key"] as? String).map { ($0, row) } })
        let topics = try #require(byKey["topics"])
        #expect(topics["selection"] as? String == "multiple")
        #expect(topics["minimumSelections"] as? Int == 1 && topics["maximumSelections"] as? Int == 2)
        #expect(topics["view"] as? String == "pickerPage" && topics["presentation"] as? String == "page")
        #expect(byKey["country"]?["view"] as? String == "picker")
        #expect(byKey["country"]?["selection"] as? String == "single")
        #expect((byKey["country"]?["options"] as? [[String: String]])?.first?["title"] == "France")
        let email = try #require(byKey["email"])
        #expect(email["placeholder"] as? String == "you@example.com")
        #expect(email["description"] as? String == "Where receipts go")
        #expect(email["view"] as? String == "textField" && email["required"] as? Bool == true)
        #expect(email["maxLength"] as? Int == 80)
        #expect(byKey["send"]?["action"] as? String == "submit")
    }

    @Test("each JSON row carries the label and detail a view shows, as the text dump does")
    func jsonRowsCarryLabelAndDetail() throws {
        var form = try Self.form(Self.signup)
        try form.apply(.tap("fr"))
        try form.apply(.tap("topics"))
        try form.apply(.tap("swift"))
        let json = JSONDump.render(form)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(parsed["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        for object in rows {
            let key = try #require(object["key"] as? String)
            let row = try form.row(RowKey(key))
            #expect(object["label"] as? String == row.label, "\(key)")
            #expect(object["detail"] as? String == row.detail, "\(key)")
        }
        // A picker with only firstTitle: the text dump's "Country: France", now in the JSON too.
        let country = try #require(rows.first { $0["key"] as? String == "country" })
        #expect(country["title"] as? String == "France")
        #expect(country["label"] as? String == "Country" && country["detail"] as? String == "France")
        let swift = try #require(rows.first { $0["key"] as? String == "swift" })
        #expect(swift["label"] as? String == "Swift" && swift["detail"] as? String == "✓")
        // A password's detail tells nothing of it unless revealed, as its value.
        var secret = try Self.form(#"[[{"key": "pin", "kind": "password", "firstTitle": "PIN"}]]"#)
        try secret.apply(.setText("pin", "1234"))
        #expect(JSONDump.render(secret).contains(#""label":"PIN","detail":"","#))
        #expect(JSONDump.render(secret, reveal: true).contains(#""label":"PIN","detail":"••••","#))
        // They follow subtitle, before depth.
        #expect(json.contains(#""subtitle":"","label":"Country","detail":"France","depth":0"#))
    }

    @Test("the text dump and the HTML page show the placeholder and the description")
    func textAndHTML() throws {
        let form = try Self.form(Self.signup)
        let text = TextDump.render(form)
        #expect(text.contains("· Email: ‹you@example.com›  [email] — Where receipts go"), "\(text)")
        let html = HTMLDump.render(form, name: "form")
        #expect(html.contains("<span class=\"value placeholder\">you@example.com</span>"))
        #expect(html.contains("<p class=\"help\" style=\"--depth:0\">Where receipts go</p>"))
        #expect(html.contains("data-view=\"textField\""))
    }
}
