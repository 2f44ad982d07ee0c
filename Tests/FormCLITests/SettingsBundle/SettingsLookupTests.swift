import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings
@testable import formcli

/// `Player.bundle` is modelled on media players' bundles: table keys as titles
/// (`SETTINGS_PLAYBACK_SPEED`), a UTF-16 `en` table, `pt-br`, `no` and `zh-Hans` folders, a `de`
/// table missing its last `;`, a pane without `StringsTable`, a pane in a subfolder,
/// `Root~ipad.plist` and `SupportedUserInterfaceIdioms`.
enum Player {
    static let url = RealisticBundleTests.fixtures.appendingPathComponent("Player.bundle")
    static var path: String { url.path }

    static func load(_ language: String?, idiom: SettingsIdiom = .phone) throws -> SettingsBundle {
        try SettingsBundleLoader(language: language, idiom: idiom).load(contentsOf: url)
    }

    static func speedTitle(_ language: String?) throws -> String {
        try makeRow(language, "playback_speed").subtitle
    }

    static func makeRow(_ language: String?, _ key: RowKey) throws -> Row {
        try load(language).makeForm().row(key)
    }
}

@Suite("Settings bundle: files found as iOS finds them")
struct SettingsLookupTests {
    @Test(arguments: [
        ("pt_BR", "Velocidade de reprodução"), ("pt-BR", "Velocidade de reprodução"),
        ("PT-br", "Velocidade de reprodução"), ("pt", "Velocidade de reprodução"),
        ("nb", "Avspillingshastighet"), ("nb-NO", "Avspillingshastighet"), ("zh-Hans-CN", "播放速度"),
        ("de-AT", "Wiedergabegeschwindigkeit"), ("fr", "Playback speed"), ("en-GB", "Playback speed"),
    ])
    func lprojFoldersMatchAsTheSystemMatchesThem(_ language: String, _ title: String) throws {
        #expect(try Player.speedTitle(language) == title)
    }

    @Test func theFallbackChainEndsWithBaseThenEnglish() {
        #expect(LanguageMatch.chain(for: "zh_Hans_TW") == ["zh-hans-tw", "zh-hans", "zh", "base", "en"])
        #expect(LanguageMatch.chain(for: "no") == ["no", "nb", "base", "en"])
        #expect(LanguageMatch.normalise("English") == "en")
    }

    @Test func theEnvironmentChoosesTheLanguageAndNoneShowsTitlesAsWritten() throws {
        #expect(FormEnvironment.language(["LANG": "pt_BR.UTF-8"]) == "pt-BR")
        #expect(FormEnvironment.language(["LC_ALL": "de_AT@euro", "LANG": "fr_FR"]) == "de-AT")
        #expect(FormEnvironment.language(["LC_MESSAGES": "nb_NO.UTF-8"]) == "nb-NO")
        #expect(FormEnvironment.language(["LANG": "C.UTF-8"]) == "en")
        #expect(FormEnvironment.language([:]) == "en")
        let portuguese = try CLI.run(["--dump", Player.path], environment: ["LANG": "pt_BR.UTF-8"])
        #expect(portuguese.stdout.contains("Velocidade de reprodução: Normal  [playback_speed]"))
        let english = try CLI.run(["--dump", Player.path], environment: ["LANG": "C"])
        #expect(english.stdout.contains("Playback speed: Normal  [playback_speed]"))
        let raw = try CLI.run(["--dump", Player.path, "--lang", "none"], environment: ["LANG": "pt_BR"])
        #expect(raw.stdout.contains("SETTINGS_PLAYBACK_SPEED: SPEED_NORMAL  [playback_speed]"))
        #expect(raw.stderr.isEmpty, "\(raw.stderr)")
    }

    @Test func aTableMissingItsLastSemicolonIsReportedAndKeepsTheEntriesBeforeIt() throws {
        let bundle = try Player.load("de")
        #expect(try bundle.makeForm().row("playback_speed").subtitle == "Wiedergabegeschwindigkeit")
        let problems = bundle.problems.map(\.description)
        #expect(
            problems.contains {
                $0.hasSuffix(
                    "de.lproj/Root.strings: line 4: expected ';' after \"SETTINGS_LICENSES\"; "
                        + "the 2 entries before it are used")
            })
        #expect(bundle.warnings.contains { $0.description.contains("'SETTINGS_LICENSES'") })
    }

    @Test func aMacRomanTableIsReadAndReported() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [["Type": "PSToggleSwitchSpecifier", "Key": "s", "Title": "Speed", "DefaultValue": true]],
            extra: ["StringsTable": "Root"])
        // "velocità" in Mac OS Roman (0x88 = à), and no ';' after the last entry.
        let bytes = Array("\"Speed\" = \"velocit".utf8) + [0x88] + Array("\";\n\"Other\" = \"x\"\n".utf8)
        try temp.write("it.lproj/Root.strings", Data(bytes))
        let bundle = try SettingsBundleLoader(language: "it").load(contentsOf: temp.url)
        #expect(try bundle.makeForm().row("s").title == "velocità")
        #expect(
            bundle.problems.map(\.description) == [
                "\(temp.path)/it.lproj/Root.strings: not UTF-8 or UTF-16 text; read as Mac OS Roman; and "
                    + "line 2: expected ';' after \"Other\"; the entry before it is used"
            ])
    }

    @Test func aPaneWithoutStringsTableIsNotLocalised() throws {
        let bundle = try Player.load("pt-BR")
        #expect(bundle.problems.isEmpty, "\(bundle.problems)")
        #expect(!bundle.warnings.contains { $0.description.contains("About.plist") })
        #expect(try bundle.makeForm().row("nickname").title == "SETTINGS_NICK")
    }

    @Test func missingTranslationsAreWarningsWithACountAndDoNotFailTheCheck() throws {
        let result = try CLI.run(["--check", "--lang", "zh-Hans", Player.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Player.bundle: ok"))
        #expect(result.stderr.contains("warning: "))
        #expect(result.stderr.contains("Player.bundle: 5 translation warnings for 'zh-Hans'"))
        // A schema violation stays an error.
        let broken = try CLI.run(["--check", "--lang", "de", Player.path])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("line 4: expected ';'"))
    }

    @Test func aPaneInASubfolderOpensByItself() throws {
        let result = try CLI.run([
            "--dump", Player.path + "/com.example.Licenses/Down.plist", "--lang", "none",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Player\n\nDown\n  (MIT License)\n")
    }

    @Test func aPaneOrDotNamedFromInsideTheBundleOpens() throws {
        let pane = try CLI.run(["--dump", "About.plist", "--lang", "none"], directory: Player.url)
        #expect(pane.status == 0, "\(pane.stderr)")
        #expect(pane.stdout.contains("· Version: 2.1  [version]"))
        let dot = try CLI.run(["--dump", ".", "--lang", "none"], directory: Player.url)
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(dot.stdout.hasPrefix("Player\n\n  ▸ SETTINGS_PLAYBACK_SPEED"))
        let check = try CLI.run(["--check", ".", "--lang", "pt-BR"], directory: Player.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == ".: ok\n")
    }

    @Test func theIdiomPicksThePaneVariantAndHidesSpecifiers() throws {
        let phone = try Player.load("en")
        #expect(phone.field("pip") != nil)
        #expect(phone.field("split_view") == nil)
        let pad = try Player.load("en", idiom: .pad)
        #expect(pad.descriptor.sections.first?.title == "iPad")
        #expect(pad.defaults == ["split_view": .bool(true)])
        let result = try CLI.run(["--defaults", "--json", "--idiom", "pad", Player.path])
        #expect(result.stdout == "{\n\"split_view\":true}\n")
        let bad = try CLI.run(["--dump", "--idiom", "watch", Player.path])
        #expect(bad.status == 64)
    }

    @Test func aBundleWithOnlyDeviceRootsOpensOnEachDevice() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root~iphone", [["Type": "PSToggleSwitchSpecifier", "Key": "small", "DefaultValue": true]])
        try temp.pane(
            "Root~ipad", [["Type": "PSToggleSwitchSpecifier", "Key": "large", "DefaultValue": true]])
        let phone = try CLI.run(["--dump", temp.path])
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(phone.stdout.contains("[small]"))
        let pad = try CLI.run(["--dump", "--idiom", "pad", temp.path])
        #expect(pad.stdout.contains("[large]"))
        let check = try CLI.run(["--check", temp.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func keysDifferingOnlyByIdiomAreNoDuplicates() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                [
                    "Type": "PSTitleValueSpecifier", "Key": "github", "DefaultValue": "a",
                    "SupportedUserInterfaceIdioms": ["Pad"],
                ],
                [
                    "Type": "PSTitleValueSpecifier", "Key": "github", "DefaultValue": "b",
                    "SupportedUserInterfaceIdioms": ["Phone"],
                ],
            ])
        for idiom in SettingsIdiom.allCases {
            let bundle = try SettingsBundleLoader(idiom: idiom).load(contentsOf: temp.url)
            #expect(bundle.problems.isEmpty, "\(bundle.problems)")
            #expect(bundle.defaults["github"] == .string(idiom == .pad ? "a" : "b"))
        }
    }
}
