import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: localisation")
struct LocalisationTests {
    @Test func oldStyleStringsParse() throws {
        let text = #"""
            /* A block
               comment */
            "Sounds" = "T\U00f6ne"; // line comment
            bare_key = "tab\there \"quoted\" back\\slash\nline";
            "Same";
            "Emoji" = "\UD83D\UDE00 \101";
            """#
        let table = try StringsFile.parse(Data(text.utf8), file: "x.strings", limits: .default)
        #expect(table.entries["Sounds"] == "Töne")
        #expect(table.entries["bare_key"] == "tab\there \"quoted\" back\\slash\nline")
        #expect(table.entries["Same"] == "Same")
        #expect(table.entries["Emoji"] == "😀 A")
    }

    @Test func utf16StringsWithAByteOrderMarkParse() throws {
        var data = Data([0xFF, 0xFE])
        data.append("\"Dark\" = \"Dunkel\";".data(using: .utf16LittleEndian) ?? Data())
        let table = try StringsFile.parse(data, file: "x.strings", limits: .default)
        #expect(table.entries == ["Dark": "Dunkel"])
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", "line 1: expected ';' after \"a\""),
        ("\"a\" = \"b;\n", "line 1: string is never closed"),
        ("/* open\n\n", "line 1: comment is never closed"),
        ("\n\n= \"b\";", "line 3: expected a key, found '='"),
        ("\"a\" = \"\\U12\";", "line 1: \\U needs four hex digits"),
    ])
    func mistakesNameTheirLine(_ text: String, _ reason: String) {
        #expect(throws: FormError.malformed(Location(file: "x.strings"), reason: reason)) {
            try StringsFile.parse(Data(text.utf8), file: "x.strings", limits: .default)
        }
    }

    func localisedBundle(_ temp: TemporaryBundle) throws {
        try temp.pane(
            "Root",
            [
                ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": "Footer"],
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "d",
                    "Titles": ["Light", "Dark"], "Values": ["l", "d"],
                ],
                ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
            ], extra: ["StringsTable": "Main"])
        try temp.pane(
            "More",
            [["Type": "PSToggleSwitchSpecifier", "Title": "Log", "Key": "log", "DefaultValue": true]],
            extra: ["StringsTable": "More"])
        try temp.write(
            "de.lproj/Main.strings",
            "\"General\" = \"Allgemein\";\n\"Footer\" = \"Fußzeile\";\n\"Theme\" = \"Design\";\n"
                + "\"Light\" = \"Hell\";\n\"Dark\" = \"Dunkel\";\n\"More\" = \"Mehr\";")
        let xml = try PropertyListSerialization.data(
            fromPropertyList: ["Log": "Protokoll"], format: .xml, options: 0)
        try temp.write("de.lproj/More.strings", xml)
    }

    @Test func titlesComeFromTheChosenLanguageInBothFormats() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try localisedBundle(temp)
        let bundle = try SettingsBundleLoader(language: "de-AT").load(contentsOf: temp.url)
        #expect(bundle.problems.isEmpty, "\(bundle.problems)")
        let section = bundle.descriptor.sections[0]
        #expect(section.title == "Allgemein" && section.footer == "Fußzeile")
        let form = try bundle.makeForm()
        #expect(try form.row("theme").title == "Dunkel")
        #expect(try form.row("theme").subtitle == "Design")
        #expect(try form.row("log").title == "Protokoll")
    }

    @Test func binaryStringsTablesAreRead() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try localisedBundle(temp)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["Log": "Journal"], format: .binary, options: 0)
        try temp.write("fr.lproj/More.strings", binary)
        let bundle = try SettingsBundleLoader(language: "fr").load(contentsOf: temp.url)
        #expect(try bundle.makeForm().row("log").title == "Journal")
        // No fr (nor Base, nor en) table for Main: a warning, once; titles are shown as written.
        #expect(bundle.problems.isEmpty)
        #expect(
            bundle.warnings.map(\.description) == [
                "\(temp.path)/Main.strings: no strings table Main for language 'fr' (nor its fallbacks); "
                    + "titles are shown as written"
            ])
        #expect(bundle.descriptor.sections[0].title == "General")
    }

    @Test func missingStringsAreListedPerSpecifier() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try localisedBundle(temp)
        try temp.write("de.lproj/Main.strings", "\"General\" = \"Allgemein\";")
        let bundle = try SettingsBundleLoader(language: "de").load(contentsOf: temp.url)
        #expect(bundle.problems.isEmpty)
        #expect(
            bundle.warnings.map(\.description) == [
                "\(temp.path)/Root.plist: specifier 1: no string for 'Footer' in de.lproj/Main.strings; shown as written",
                "\(temp.path)/Root.plist: specifier 2 (theme): no string for 'Theme', 'Light', 'Dark' in de.lproj/Main.strings; shown as written",
                "\(temp.path)/Root.plist: specifier 3: no string for 'More' in de.lproj/Main.strings; shown as written",
            ])
    }

    @Test func withoutALanguageTitlesAreTheKeys() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try localisedBundle(temp)
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(bundle.problems.isEmpty)
        #expect(bundle.descriptor.sections[0].title == "General")
    }
}
