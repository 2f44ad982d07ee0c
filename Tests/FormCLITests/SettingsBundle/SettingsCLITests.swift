import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: formcli")
struct SettingsCLITests {
    @Test func dumpJSONIncludesTheDefaultsDictionary() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let result = try CLI.run([
            "--dump", "--json", temp.path, "--set", "theme=light", "--set", "mode=basic",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"{"key":"theme","kind":"normal","title":"L","subtitle":"Theme""#))
        #expect(result.stdout.contains(#""secure":true"#))
        #expect(
            result.stdout.hasSuffix(
                """
                "values":{
                "cache":2,
                "early":false,
                "log":true,
                "mode":"basic",
                "password":"",
                "server":"example.org",
                "sounds":true,
                "speed":2,
                "theme":"light",
                "volume":0.5}}

                """))
    }

    @Test func stateIsAFlatDefaultsPlistThatRoundTrips() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let state = temp.directory.appendingPathComponent("state.plist").path
        let first = try CLI.run([temp.path, "--state", state, "--set", "volume=0.25", "--tap", "sounds"])
        #expect(first.status == 0, "\(first.stderr)")
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved["volume"] == .real(0.25))
        #expect(saved["sounds"] == .bool(false))
        #expect(saved["mode"] == .string("pro"))
        let again = try CLI.run(["--dump", temp.path, "--state", state])
        #expect(again.status == 0)
        #expect(again.stdout.contains("· Sounds: off  [sounds]"))
        #expect(again.stdout.contains("  · 0.25  [volume]"))
    }

    @Test func untouchedInvalidDefaultsAreNotWrittenSoTheNextWalkDoesNotWarn() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                [
                    "Type": "PSMultiValueSpecifier", "Key": "theme", "Title": "Theme", "DefaultValue": "neon",
                    "Values": ["light", "dark"], "Titles": ["Light", "Dark"],
                ],
                [
                    "Type": "PSToggleSwitchSpecifier", "Key": "sounds", "Title": "Sounds",
                    "DefaultValue": true,
                ],
            ])
        let state = temp.directory.appendingPathComponent("state.plist").path
        let walk = try CLI.run([temp.path, "--plain", "--state", state], stdin: "set sounds off\ndone\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved == ["sounds": .bool(false)], "the untouched 'neon' is not written")
        let again = try CLI.run([temp.path, "--plain", "--state", state], stdin: "done\n")
        #expect(again.status == 0)
        #expect(!again.stderr.contains("state.plist"), "no warning about the state: \(again.stderr)")
        // A default the person chose stays written.
        let chosen = try CLI.run([temp.path, "--state", state, "--set", "theme=dark"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))["theme"] == .string("dark"))
    }

    @Test func aPipedWalkFillsAndSavesTheDefaultsDictionary() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try writeKitchenSink(temp)
        let state = temp.directory.appendingPathComponent("walk.plist").path
        let result = try CLI.run(
            [temp.path, "--state", state, "--json"],
            stdin: "set theme light\nset mode basic\ntap sounds\nset nothing 1\ndone\n")
        #expect(result.status == 65, "the unknown key fails its line; the rest stands")
        #expect(result.stderr.contains("line 4: "))
        #expect(result.stdout.hasPrefix("{\"values\":{"))
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved["theme"] == .string("light"))
        #expect(saved["mode"] == .string("basic"))
        #expect(saved["sounds"] == .bool(false))
        #expect(saved["expanded"] == nil, "a defaults dictionary holds values only")
    }

    @Test func defaultsPrintsAPlistOrJSON() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on", "DefaultValue": true],
                ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "DefaultValue": "Ada"],
            ])
        let xml = try CLI.run(["--defaults", temp.path])
        #expect(xml.status == 0)
        let parsed = try PropertyListSerialization.propertyList(from: Data(xml.stdout.utf8), format: nil)
        #expect((parsed as? [String: Any])?["name"] as? String == "Ada")
        let json = try CLI.run(["--defaults", "--json", temp.path + "/"])
        #expect(json.stdout == "{\n\"name\":\"Ada\",\n\"on\":true}\n")
        let plain = try CLI.run(["--defaults", "Resources/CellDescriptor.plist"])
        #expect(plain.status == 64)
    }

    @Test func checkListsEveryProblemAndExits65() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                [
                    "Type": "PSSliderSpecifier", "Key": "level", "DefaultValue": 12, "MinimumValue": 0,
                    "MaximumValue": 10,
                ],
                ["Type": "PSButtonSpecifier", "Title": "Go"],
            ])
        let result = try CLI.run(["--check", temp.path])
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                formcli: \(temp.path)/Root.plist: specifier 1 (level): DefaultValue 12 is outside 0...10
                formcli: \(temp.path)/Root.plist: specifier 2: unsupported specifier type 'PSButtonSpecifier'; shown as a read-only row

                """)
        try temp.pane("Root", [["Type": "PSTextFieldSpecifier", "Key": "name"]])
        let clean = try CLI.run(["--check", temp.path + "/Root.plist"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "\(temp.path)/Root.plist: ok\n")
    }

    @Test func langTranslatesTitles() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [["Type": "PSToggleSwitchSpecifier", "Title": "Sounds", "Key": "s", "DefaultValue": true]],
            extra: ["StringsTable": "Root"])
        try temp.write("it.lproj/Root.strings", "\"Sounds\" = \"Suoni\";")
        let result = try CLI.run(["--dump", "--lang", "it", temp.path])
        #expect(result.stdout == "Settings\n\n  · Suoni: on  [s]\n")
    }

    @Test func anEscapingPaneFailsTheDump() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane("Root", [["Type": "PSChildPaneSpecifier", "Title": "Out", "File": "../../etc/passwd"]])
        let result = try CLI.run(["--dump", temp.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("child pane File: '..' is not allowed"))
    }
}

@Suite("Settings bundle: realistic bundles")
struct RealisticBundleTests {
    static let fixtures = Repository.settingsBundles

    @Test(arguments: ["Phone", "Reader", "Tracker"])
    func eachLoadsAndSaysWhatItDoesNotSupport(_ name: String) throws {
        let url = Self.fixtures.appendingPathComponent("\(name).bundle")
        let bundle = try SettingsBundleLoader(language: "fr").load(contentsOf: url)
        var form = try bundle.makeForm()
        try form.apply(.expandAll)
        #expect(!bundle.fields.isEmpty)
        // Untouched, every entry is its registered default as written (Tracker's slider default
        // lies outside its range: the slider shows 1, the app still reads 1.5) — but for a
        // default the row cannot take (Reader's integer 3 is none of its string Values), left
        // out so the next walk does not warn about it.
        let expected = bundle.defaults.filter { key, value in
            guard let field = bundle.field(key) else { return false }
            do {
                _ = try bundle.typedValue(value, for: field)
                return true
            } catch {
                return false
            }
        }
        if name == "Reader" { #expect(expected["bookmarks_delay"] == nil) }
        #expect(bundle.values(of: form) == expected)
        let problems = bundle.problems.map(\.description)
        switch name {
        case "Phone":
            #expect(try form.row("transport_preference").subtitle == "Transport")
            #expect(bundle.descriptor.sections.first?.title == "Compte SIP")
            // Codecs.plist has no StringsTable: not localised. The untranslated transports warn.
            #expect(problems.isEmpty, "\(problems)")
            #expect(bundle.warnings.count == 1)
        case "Reader":
            #expect(problems.contains { $0.contains("DefaultValue 3 (an integer) is none of Values") })
        default:
            #expect(
                bundle.unsupportedTypes == [
                    "IASKDatePickerSpecifier", "IASKTextViewSpecifier", "IASKButtonSpecifier",
                    "IASKOpenURLSpecifier",
                ])
            // Root~ipad.plist is the pane on an iPad, no problem on a phone.
            #expect(!problems.contains { $0.contains("Root~ipad.plist") })
            let pad = try SettingsBundleLoader(language: "fr", idiom: .pad).load(contentsOf: url)
            #expect(pad.descriptor != bundle.descriptor)
            #expect(problems.contains { $0.contains("(sensitivity): DefaultValue 1.5 is outside 0...1") })
        }
    }
}
