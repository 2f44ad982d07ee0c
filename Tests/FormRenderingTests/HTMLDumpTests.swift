import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings
@testable import FormRendering

@Suite("HTMLDump: a form as an HTML page")
struct HTMLDumpTests {
    @Test("the page is self-contained: inline CSS, no script, no network, light and dark")
    func selfContained() throws {
        let html = HTMLDump.render(try Fixtures.defaultForm, name: "CellDescriptor")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>"))
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("name=\"viewport\""))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link"))
    }

    @Test("expandable rows are <details>, open exactly where the form is expanded")
    func detailsFollowState() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.tap("fullName"))
        try form.apply(.setText("firstName", "Ada"))
        let html = HTMLDump.render(form, name: "x")
        #expect(html.contains("<details data-key=\"fullName\" open>"))
        #expect(html.contains("<details data-key=\"maritalStatus\">"))
        // Children of a collapsed row are still on the page, inside its <details>.
        #expect(html.contains("data-key=\"married\""))
        #expect(html.contains("<span class=\"value\">Ada</span>"))
        try form.apply(.expandAll)
        let expanded = HTMLDump.render(form, name: "x")
        #expect(!expanded.contains("<details data-key=\"maritalStatus\">"))
        #expect(expanded.contains("<details data-key=\"maritalStatus\" open>"))
    }

    @Test("controls: switch, slider, checkmark, date, required marker, problem")
    func controls() throws {
        let form = try Fixtures.form([
            [
                Fixtures.cell("on", "switch", title: "Wi-Fi", extra: ["value": true]),
                Fixtures.cell("level", "slider", title: "Level", extra: ["value": 5, "maximum": 10]),
                Fixtures.cell("day", "date", title: "Day", extra: ["value": "1990-03-12"]),
                Fixtures.cell("name", "text", title: "Name", extra: ["required": true]),
                Fixtures.cell(
                    "color", title: "Colour", children: 2, expanded: true, extra: ["value": "red"]),
                Fixtures.cell("red", "option", title: "Red"),
                Fixtures.cell("blue", "option", title: "Blue"),
            ]
        ])
        let html = HTMLDump.render(form, name: "x")
        #expect(html.contains("<span class=\"switch on\" role=\"switch\" aria-checked=\"true\">"))
        #expect(html.contains("style=\"width:50.0%\""))
        #expect(html.contains("class=\"value pill\""))
        #expect(html.contains("Name<span class=\"required\""))
        #expect(html.contains("<p class=\"problem\""))
        #expect(html.contains("<aside class=\"problems\""))
        let red = try #require(html.range(of: "data-key=\"red\""))
        let blue = try #require(html.range(of: "data-key=\"blue\""))
        #expect(html[red.upperBound..<blue.lowerBound].contains("class=\"check\""))
        #expect(!html[blue.upperBound...].prefix(200).contains("class=\"check\""))
    }

    @Test("titles are data: markup and quotes are escaped, control characters made visible")
    func escaping() throws {
        let form = try Fixtures.form([
            "title": "<script>alert(1)</script>",
            "sections": [
                [
                    "title": "A & B \"quoted\" 'single'",
                    "rows": [Fixtures.cell("k\"<>", title: "<img src=x onerror=alert(1)>\u{1b}[31m")],
                ]
            ],
        ])
        let html = HTMLDump.render(form, name: "x")
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("A &amp; B &quot;quoted&quot; &#39;single&#39;"))
        #expect(!html.contains("<img"))
        #expect(html.contains("data-key=\"k&quot;&lt;&gt;\""))
        #expect(html.contains("␛[31m"))
        #expect(!html.contains("\u{1b}"))
    }

    @Test("a Settings bundle's child pane is a link to a section of its own, with its groups")
    func settingsPanes() throws {
        let bundle = try SettingsBundleLoader().load(
            contentsOf: URL(fileURLWithPath: Repository.settingsBundle("Phone.bundle")))
        let html = HTMLDump.render(try bundle.makeForm(), name: "Phone")
        #expect(html.contains("<a class=\"row link\" href=\"#pane-1\""))
        #expect(html.contains("<section class=\"pane\" id=\"pane-1\""))
        let pane = try #require(html.range(of: "id=\"pane-1\""))
        let after = html[pane.upperBound...]
        #expect(after.contains("<h1>Audio codecs</h1>"))
        #expect(after.contains("<h2>Narrowband</h2>"))
        #expect(after.contains("data-key=\"pcmu_preference\""))
        #expect(after.contains("<p class=\"footer\">Uses more bandwidth</p>"))
        // The untitled slider has no label: the slider takes the row.
        let slider = try #require(html.range(of: "data-key=\"mic_gain_preference\""))
        #expect(html[slider.upperBound...].prefix(120).contains("><span class=\"slider\""))
        // The pane's rows are drawn once, in the pane, not also under its row.
        #expect(html.components(separatedBy: "data-key=\"pcmu_preference\"").count == 2)
    }

    @Test("a secure field shows dots, never its text")
    func secureField() throws {
        let bundle = try SettingsBundleLoader().load(
            contentsOf: URL(fileURLWithPath: Repository.settingsBundle("Phone.bundle")))
        var form = try bundle.makeForm()
        try bundle.set("password_preference", text: "hunter2", in: &form)
        let html = HTMLDump.render(form, name: "Phone")
        #expect(html.contains("<span class=\"value secure\">•••••••</span>"))
        #expect(!html.contains("hunter2"))
    }

    @Test("row anchors are ids made of safe characters only")
    func anchors() throws {
        let form = try Fixtures.form([[Fixtures.cell("a/b#ü", title: "T", extra: ["required": true])]])
        let html = HTMLDump.render(form, name: "x")
        #expect(html.contains("id=\"row-a~2Fb~23~C3~BC\""))
        #expect(html.contains("href=\"#row-a~2Fb~23~C3~BC\""))
    }
}
