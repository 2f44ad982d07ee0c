import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: values and defaults")
struct SettingsValuesTests {
    @Test func theRegisteredDefaultsAreEachKeysDefaultValue() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(
            bundle.defaults == [
                "early": .bool(false), "sounds": .bool(true), "mode": .string("pro"),
                "theme": .string("dark"),
                "volume": .real(0.5), "password": .string(""), "cache": .integer(2), "speed": .integer(2),
                "server": .string("example.org"), "log": .bool(true),
            ])
        // An untouched form's state is exactly the registered defaults.
        #expect(bundle.values(of: try bundle.makeForm()) == bundle.defaults)
    }

    @Test func editsShowInTheDefaultsDictionaryAndRestore() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        var form = try bundle.makeForm()
        try bundle.set("mode", text: "basic", in: &form)
        try bundle.set("theme", text: "light", in: &form)
        try bundle.set("speed", text: "Slow", in: &form)
        try bundle.set("volume", text: "0.75", in: &form)
        try form.apply(.tap("sounds"))
        let values = bundle.values(of: form, preserving: ["other": .string("kept")])
        #expect(values["mode"] == .string("basic"))
        #expect(values["theme"] == .string("light"))
        #expect(values["speed"] == .integer(1))
        #expect(values["volume"] == .real(0.75))
        #expect(values["sounds"] == .bool(false))
        #expect(values["other"] == .string("kept"))

        var fresh = try bundle.makeForm()
        let problems = bundle.restore(values, into: &fresh, file: "state.plist")
        #expect(
            problems.map(\.description) == [
                "state.plist: key other: no specifier has this Key; the entry is kept but not used"
            ])
        #expect(bundle.values(of: fresh, preserving: values) == values)
    }

    @Test func entriesThatDoNotFitAreReportedAndKept() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        var form = try bundle.makeForm()
        let saved: [String: PlistValue] = [
            "theme": .string("neon"), "mode": .bool(true), "volume": .string("x"),
        ]
        let problems = bundle.restore(saved, into: &form).map(\.description)
        #expect(problems.count == 3)
        #expect(problems.contains("key theme: 'neon' is none of the Values; the entry is kept but not used"))
        #expect(try form.value(of: "theme") == .choice("theme.2"))
        // Kept as saved until the row is changed; then the form's value is written.
        #expect(bundle.values(of: form, preserving: saved)["theme"] == .string("neon"))
        #expect(bundle.values(of: form, preserving: saved)["volume"] == .string("x"))
        try bundle.set("theme", text: "light", in: &form)
        #expect(bundle.values(of: form, preserving: saved)["theme"] == .string("light"))
    }

    @Test func aNumericPickerValueMatchesByNumber() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Ratio", "Key": "ratio", "DefaultValue": 1.0,
                    "Titles": ["Half", "Whole"], "Values": [0.5, 1.0],
                ]
            ])
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        var form = try bundle.makeForm()
        try bundle.set("ratio", text: "0.50", in: &form)
        #expect(bundle.values(of: form)["ratio"]?.matches(.real(0.5)) == true)
    }

    @Test func aPickerRejectsUnknownValuesListingTheValues() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        var form = try bundle.makeForm()
        #expect(throws: EditError.self) { try bundle.set("theme", text: "neon", in: &form) }
        do {
            try bundle.set("theme", text: "neon", in: &form)
        } catch {
            #expect(error.reason == "'neon' is none of the Values (light, dark) or titles")
        }
    }

    @Test func defaultsFilesRoundTrip() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        let url = temp.directory.appendingPathComponent("defaults.plist")
        let values: [String: PlistValue] = [
            "a": .bool(true), "b": .integer(3), "c": .string("x"), "d": .real(0.5),
        ]
        try DefaultsFile.write(values, to: url)
        #expect(try DefaultsFile.load(contentsOf: url) == values)
    }

    /// A defaults file writes a real as the saved state does: its shortest text.
    @Test func aDefaultsFileWritesARealAsItsShortestText() throws {
        let defaults = String(decoding: try DefaultsFile.data(["volume": .real(0.35)]), as: UTF8.self)
        #expect(defaults.contains("<real>0.35</real>"))
    }
}
