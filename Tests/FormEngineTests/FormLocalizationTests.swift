import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Localised forms")
struct FormLocalizationTests {
    static func load(_ language: String?, at url: URL = LocalisedForm.url) throws -> FormDescriptor {
        try DescriptorLoader().load(contentsOf: url, language: language)
    }

    static func row(_ descriptor: FormDescriptor, _ key: String) -> RowDescriptor? {
        descriptor.sections.lazy.flatMap(\.rows).first { $0.key.rawValue == key }
    }

    @Test func titlesSubtitlesOptionsSectionsAndMessagesComeFromTheTable() throws {
        let german = try Self.load("de")
        #expect(german.title == "Registrieren")
        #expect(german.sections[0].title == "Konto")
        #expect(german.sections[0].footer == "Wir geben Ihre Adresse nie weiter.")
        #expect(Self.row(german, "name")?.title == "Vollständiger Name")
        #expect(Self.row(german, "birthday")?.subtitle == "Geburtsdatum")
        #expect(Self.row(german, "country")?.title == "Auswählen")
        #expect(Self.row(german, "de")?.title == "Deutschland")
        #expect(Self.row(german, "name")?.messages.message(for: "required") == "Geben Sie Ihren Namen ein")
        #expect(Self.row(german, "email")?.messages.common == "Geben Sie eine gültige E-Mail-Adresse ein")
        guard case .toggle(let settings)? = Self.row(german, "newsletter")?.kind else {
            Issue.record("newsletter is not a switch")
            return
        }
        #expect(settings.onTitle == "Abonniert" && settings.offTitle == "Nicht abonniert")
        // The live form shows them: a picker's summary, a switch's parent, a rule's message.
        var form = try Form(german)
        #expect(try form.row("country").title == "Frankreich")
        #expect(try form.row("newsletterRow").title == "Abonniert")
        _ = try form.apply(.setText("newsletter", "off"))
        #expect(try form.row("newsletterRow").title == "Nicht abonniert")
        #expect(form.validate().contains { $0.key == "name" && $0.message == "Geben Sie Ihren Namen ein" })
    }

    @Test func keysKindsValuesAndStructureDoNotChange() throws {
        let written = try Self.load(nil)
        for language in ["de", "fr", "it"] {
            let localised = try Self.load(language)
            for (a, b) in zip(written.sections, localised.sections) {
                #expect(a.rows.map(\.key) == b.rows.map(\.key))
                #expect(a.rows.map(\.initialValue) == b.rows.map(\.initialValue))
                #expect(a.rows.map(\.kind.name) == b.rows.map(\.kind.name))
                #expect(a.rows.map(\.childCount) == b.rows.map(\.childCount))
                #expect(a.rows.map(\.rules) == b.rows.map(\.rules))
                #expect(a.template == b.template && a.isEditable == b.isEditable)
            }
            #expect(localised.structure != nil, "the loader's structure is kept")
            #expect(try Form(localised).state() == Form(written).state())
        }
    }

    @Test(arguments: [
        ("de-AT", "Konto"), ("de_DE", "Konto"), ("DE", "Konto"), ("fr-CA", "Compte"), ("fr", "Compte"),
        ("it", "Account"), ("", "Account"),
    ])
    func languagesMatchAsForSettingsBundles(_ language: String, _ title: String) throws {
        #expect(try Self.load(language).sections[0].title == title)
    }

    @Test func noLanguageShowsTheTextAsWrittenAndReadsNothing() throws {
        let localization = FormLocalization(forFormAt: LocalisedForm.url, language: nil)
        #expect(localization.table == nil && localization.strings.isEmpty)
        #expect(localization.problems.isEmpty && localization.warnings.isEmpty)
        #expect(try Self.load(nil).sections[0].title == "Account")
    }

    @Test func aMissingStringStaysAsWrittenAndIsListed() throws {
        let french = try Self.load("fr")
        #expect(Self.row(french, "name")?.title == "Nom complet")
        #expect(Self.row(french, "email")?.title == "Email")
        #expect(Self.row(french, "it")?.title == "Italy")
        let file = LocalisedForm.url.relativePath
        let (_, problems, warnings) = DescriptorLoader().diagnose(
            contentsOf: LocalisedForm.url, language: "fr")
        #expect(problems.isEmpty)
        let table = LocalisedForm.directory.appendingPathComponent("fr.lproj/Signup.strings").path
        #expect(
            warnings.map(\.description) == [
                "\(file): section 1, row 2 (email): no string for 'Email', 'Enter a valid email' in \(table); shown as written",
                "\(file): section 2, row 4 (it): no string for 'Italy' in \(table); shown as written",
                "\(file): section 2, row 7 (volume): no string for 'Volume' in \(table); shown as written",
            ])
    }

    @Test func aTableWithAMistakeIsAProblemNamingItsLineAndKeepsTheEntriesBefore() throws {
        let localization = FormLocalization(forFormAt: LocalisedForm.url, language: "de")
        let table = LocalisedForm.directory.appendingPathComponent("de.lproj/Signup.strings").path
        #expect(
            localization.problems == [
                .malformed(
                    Location(file: table),
                    reason: "line 21: expected ';' after \"Home\"; the 19 entries before it are used")
            ])
        #expect(localization.strings.count == 19 && localization.table == table)
        let (_, problems, warnings) = DescriptorLoader().diagnose(
            contentsOf: LocalisedForm.url, language: "de")
        #expect(problems == localization.problems && warnings.isEmpty)
        // The editable section's items are the user's: shown as written, never listed.
        #expect(Self.row(try Self.load("de"), "phone-1")?.title == "Home")
    }

    @Test func aLanguageWithoutATableIsOneWarning() throws {
        let (_, problems, warnings) = DescriptorLoader().diagnose(
            contentsOf: LocalisedForm.url, language: "ja")
        #expect(problems.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.reason.hasPrefix("no strings table Signup for language 'ja'") == true)
    }

    @Test func aFormWithoutLprojFoldersIsNotLocalised() throws {
        let directory = try LocalisedForm.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["de.lproj", "fr.lproj"] {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(folder))
        }
        let url = directory.appendingPathComponent("Signup.plist")
        let localization = FormLocalization(forFormAt: url, language: "de")
        #expect(localization.table == nil && localization.problems.isEmpty && localization.warnings.isEmpty)
        #expect(try Self.load("de", at: url) == Self.load(nil))
        #expect(DescriptorLoader().diagnose(contentsOf: url, language: "de").warnings.isEmpty)
    }

    @Test func regionalFoldersAndOtherTablesAreFound() throws {
        let directory = try LocalisedForm.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        try manager.moveItem(
            at: directory.appendingPathComponent("fr.lproj"),
            to: directory.appendingPathComponent("fr_CA.lproj"))
        // A table named after another form is not this form's.
        try manager.moveItem(
            at: directory.appendingPathComponent("de.lproj/Signup.strings"),
            to: directory.appendingPathComponent("de.lproj/Other.strings"))
        let url = directory.appendingPathComponent("Signup.plist")
        #expect(try Self.load("fr", at: url).sections[0].title == "Compte")
        #expect(try Self.load("de", at: url).sections[0].title == "Account")
        #expect(FormLocalization(forFormAt: url, language: "de").warnings.count == 1)
    }

    @Test func aTableMayBeASymbolicLinkToAnotherFolder() throws {
        let directory = try LocalisedForm.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shared = directory.appendingPathComponent("shared")
        let manager = FileManager.default
        try manager.createDirectory(at: shared, withIntermediateDirectories: false)
        try manager.moveItem(
            at: directory.appendingPathComponent("fr.lproj"), to: shared.appendingPathComponent("fr"))
        let forms = directory.appendingPathComponent("forms")
        try manager.createDirectory(at: forms, withIntermediateDirectories: false)
        try manager.moveItem(
            at: directory.appendingPathComponent("Signup.plist"),
            to: forms.appendingPathComponent("Signup.plist"))
        try manager.createSymbolicLink(
            atPath: forms.appendingPathComponent("fr.lproj").path, withDestinationPath: "../shared/fr")
        let localization = FormLocalization(
            forFormAt: forms.appendingPathComponent("Signup.plist"), language: "fr")
        #expect(localization.problems.isEmpty)
        #expect(localization.localize("Account") == "Compte")
    }

    @Test func conditionsAndStartingValuesNamingOptionTitlesHoldInEveryLanguage() throws {
        let directory = try LocalisedForm.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Picker.plist")
        let root: [String: Any] = [
            "sections": [
                [
                    "rows": [
                        Fixtures.cell(
                            "country", title: "Choose", subtitle: "Country", children: 2,
                            extra: ["value": "France"]),
                        Fixtures.cell(nil, "option", title: "Germany"),
                        Fixtures.cell(nil, "option", title: "France"),
                        Fixtures.cell(
                            "state", "text", title: "Email",
                            extra: ["visibleWhen": ["key": "country", "equals": "Germany"]]),
                    ]
                ]
            ]
        ]
        try Fixtures.data(root).write(to: url)
        try Data("\"Germany\" = \"Deutschland\";\n\"France\" = \"Frankreich\";\n".utf8)
            .write(to: directory.appendingPathComponent("de.lproj/Picker.strings"))
        var german = try Form(DescriptorLoader().load(contentsOf: url, language: "de"))
        #expect(try german.row("1.3").title == "Frankreich")
        #expect(try german.value(of: "country") == .choice("1.3"))
        #expect(try !german.isVisible("state"))
        _ = try german.apply(.tap("country"))
        _ = try german.apply(.tap("1.2"))
        #expect(try german.row("country").title == "Deutschland")
        #expect(try german.isVisible("state"))
    }

    @Test func aBundlesLprojFoldersGiveTheTable() throws {
        let directory = try LocalisedForm.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = try #require(Bundle(path: directory.path))
        let french = FormLocalization(bundle: bundle, table: "Signup", language: "fr-FR")
        #expect(french.localize("Account") == "Compte")
        #expect(french.localize("Volume") == "Volume")
        #expect(french.problems.isEmpty && french.warnings.isEmpty)
        let missing = FormLocalization(bundle: bundle, table: "Nope", language: "fr")
        #expect(missing.strings.isEmpty && missing.warnings.count == 1)
    }

    @Test func stringsGivenInCodeTranslateAndListWhatTheyLack() throws {
        let written = try Self.load(nil)
        let localization = FormLocalization(language: "x", strings: ["Account": "Konto", "Full name": ""])
        let descriptor = localization.localized(written)
        #expect(descriptor.sections[0].title == "Konto")
        #expect(descriptor.sections[1].title == "Preferences")
        let warnings = localization.untranslated(in: written, file: "Signup.plist")
        #expect(
            warnings.first?.description.hasPrefix("Signup.plist: key title: no string for 'Sign up'") == true)
        let name = warnings.first { $0.location.key == "name" }
        #expect(name?.reason == "no string for 'Enter your name' in the strings given; shown as written")
        #expect(FormLocalization(language: nil, strings: ["a": "b"]).untranslated(in: written).isEmpty)
    }
}
