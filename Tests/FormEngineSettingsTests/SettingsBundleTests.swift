import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: reading")
struct SettingsBundleReadingTests {
    @Test func everySpecifierTypeMapsToTheModel() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(bundle.problems.isEmpty, "\(bundle.problems)")
        let sections = bundle.descriptor.sections
        // An untitled group has an empty title; a radio group is a section of its own.
        #expect(sections.map(\.title) == ["", "General", "More", "Speed"])
        #expect(sections[1].footer == "Restart to apply")
        var form = try bundle.makeForm()
        #expect(try form.row("sounds").kind == .toggle(ToggleSettings()))
        #expect(try form.value(of: "sounds") == .bool(true))
        #expect(try form.value(of: "mode") == .bool(true))
        #expect(try form.value(of: "theme") == .choice("theme.2"))
        #expect(try form.row("theme").title == "D")  // ShortTitles in the summary
        #expect(try form.row("theme.2").title == "Dark")
        #expect(try form.row("volume").kind == .slider(SliderSettings(minimum: 0, maximum: 1, step: 0)))
        #expect(try form.value(of: "volume") == .number(0.5))
        let password = try form.row("password")
        #expect(password.isSecure && password.kind == .plainText)
        #expect(sections[1].rows.first { $0.key == "password" }?.unknownKeys == ["IASKPlaceholder"])
        let cache = try form.row("cache")
        #expect(cache.isReadOnly && cache.detail == "Large")
        #expect(try form.value(of: "speed") == .choice("speed.2"))
        // The child pane owns its rows one level deeper, its group as a heading, nested panes deeper still.
        try form.apply(.expandAll)
        let visible = form.visibleRows(in: 1).map { "\($0.depth) \($0.label)" }
        #expect(visible.suffix(5) == ["0 Advanced", "1 Network", "1 Server", "1 Debug", "2 Log"])
        #expect(try form.row("log").depth == 2)
        #expect(try form.row("server").depth == 1)
    }

    @Test func slidersWithStepZeroAreNotRounded() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        var form = try bundle.makeForm()
        try form.apply(.setText("volume", "0.123"))
        #expect(try form.value(of: "volume") == .number(0.123))
        try form.apply(.setText("volume", "7"))
        #expect(try form.value(of: "volume") == .number(1))
    }

    @Test func readOnlyRowsRefuseEdits() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        var form = try SettingsBundleLoader().load(contentsOf: temp.url).makeForm()
        #expect(throws: EditError.self) { try form.apply(.setText("cache", "x")) }
    }

    @Test func aPaneFileInsideTheBundleCanBeTheTopPane() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let url = temp.url.appendingPathComponent("Advanced.plist")
        #expect(SettingsBundleLoader.isSettingsBundle(url.path))
        let bundle = try SettingsBundleLoader().load(contentsOf: url)
        #expect(bundle.descriptor.sections.first?.title == "Network")
        #expect(bundle.fields.map(\.key) == ["server", "log"])
    }

    @Test func binaryPanesLoad() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root", [["Type": "PSTextFieldSpecifier", "Key": "name", "DefaultValue": "Ada"]], binary: true)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(bundle.defaults == ["name": .string("Ada")])
    }

    @Test func aMissingOrMalformedTopPaneIsAnError() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        #expect(throws: LoadError.self) { try SettingsBundleLoader().load(contentsOf: temp.url) }
        try temp.write("Root.plist", "not a plist")
        #expect(throws: LoadError.self) { try SettingsBundleLoader().load(contentsOf: temp.url) }
        try temp.write("Root.plist", "<plist><dict><key>Title</key><string>x</string></dict></plist>")
        do {
            _ = try SettingsBundleLoader().load(contentsOf: temp.url)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.hasSuffix(
                    "Root.plist: key PreferenceSpecifiers: a settings pane needs a PreferenceSpecifiers array"
                ))
        }
    }
}
