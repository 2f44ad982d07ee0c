import Foundation
import TestSupport
import Testing

/// `--lang` on a form file: its titles from `LANG.lproj/Signup.strings` next to it, in every mode.
@Suite("formcli: localised forms")
struct LocalisedFormTests {
    /// Runs formcli in the fixture's folder (so messages name `Signup.plist`), with only the
    /// given locale variables set.
    static func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws
        -> CLI.Result
    {
        try CLI.run(
            arguments, stdin: stdin, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
            directory: LocalisedForm.directory)
    }

    static let deMistake =
        "formcli: warning: de.lproj/Signup.strings: line 21: expected ';' after \"Home\"; the 19 entries before it are used\n"

    @Test func dumpShowsTheChosenLanguage() throws {
        let result = try Self.run(["--dump", "--lang", "de", "Signup.plist"])
        #expect(result.status == 0)
        #expect(result.stderr == Self.deMistake)
        #expect(
            result.stdout == """
                Registrieren

                Konto
                  · Vollständiger Name  [name]
                  · E-Mail  [email]
                  · (untitled): 12 Mar 1990  [birthday]
                  (Wir geben Ihre Adresse nie weiter.)

                Einstellungen
                  ▸ Land: Frankreich  [country]
                  ▸ Newsletter: Abonniert  [newsletterRow]
                  · 5  [volume]

                Telefonnummern
                  · Home: 555-0100  [phone-1]

                """)
    }

    @Test func jsonDumpTranslatesTitlesAndKeepsKeysAndValues() throws {
        func rows(_ language: String) throws -> [[String: Any]] {
            let result = try Self.run([
                "--dump", "--json", "--expand-all", "--lang", language, "Signup.plist",
            ])
            #expect(result.status == 0)
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let sections = try #require(root["sections"] as? [[String: Any]])
            return sections.flatMap { ($0["rows"] as? [[String: Any]]) ?? [] }
        }
        let german = try rows("de")
        let written = try rows("none")
        #expect(german.map { $0["key"] as? String } == written.map { $0["key"] as? String })
        #expect(german.map { $0["value"].map { "\($0)" } } == written.map { $0["value"].map { "\($0)" } })
        let titles = german.map { $0["title"] as? String ?? "" }
        #expect(titles.contains("Deutschland") && titles.contains("Frankreich") && titles.contains("Italien"))
        #expect(written.map { $0["title"] as? String ?? "" }.contains("Germany"))
    }

    @Test func checkListsUntranslatedStringsAsWarningsAndSucceeds() throws {
        let result = try Self.run(["--check", "--lang", "fr", "Signup.plist"])
        #expect(result.status == 0)
        #expect(result.stdout == "Signup.plist: ok\n")
        let table = "fr.lproj/Signup.strings"
        #expect(
            result.stderr == """
                formcli: warning: Signup.plist: section 1, row 2 (email): no string for 'Email', 'Enter a valid email' in \(table); shown as written
                formcli: warning: Signup.plist: section 2, row 4 (it): no string for 'Italy' in \(table); shown as written
                formcli: warning: Signup.plist: section 2, row 7 (volume): no string for 'Volume' in \(table); shown as written
                formcli: warning: Signup.plist: 3 translation warnings for 'fr'

                """)
    }

    @Test func checkReportsAMalformedTableWithItsLine() throws {
        let result = try Self.run(["--check", "--lang", "de", "Signup.plist"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "formcli: de.lproj/Signup.strings: line 21: expected ';' after \"Home\"; the 19 entries before it are used\n"
        )
    }

    @Test func checkOfALanguageWithoutATableWarnsOnce() throws {
        let result = try Self.run(["--check", "--lang", "ja", "Signup.plist"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("no strings table Signup for language 'ja'"))
        #expect(result.stderr.hasSuffix("formcli: warning: Signup.plist: 1 translation warning for 'ja'\n"))
    }

    @Test func langNoneShowsTheTextAsWrittenWhateverTheEnvironmentSays() throws {
        let result = try Self.run(
            ["--dump", "--lang", "none", "Signup.plist"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("Sign up\n\nAccount\n  · Full name  [name]\n"))
        let check = try Self.run(
            ["--check", "--lang", "none", "Signup.plist"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(check.status == 0 && check.stderr.isEmpty)
    }

    @Test(arguments: [
        (["LANG": "fr_FR.UTF-8"], "Inscription"),
        (["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"], "Registrieren"),
        (["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT", "LC_ALL": "fr_CA"], "Inscription"),
        (["LANG": "C.UTF-8"], "Sign up"),
        ([:], "Sign up"),
    ])
    func theEnvironmentPicksTheLanguageWithoutLang(_ environment: [String: String], _ title: String) throws {
        let result = try Self.run(["--dump", "Signup.plist"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(title + "\n"))
    }

    @Test func htmlShowsTheTranslationAndNamesItsLanguage() throws {
        let result = try Self.run(["--html", "--lang", "fr", "Signup.plist"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<html lang=\"fr\">"))
        #expect(result.stdout.contains("Compte") && !result.stdout.contains(">Account<"))
        let none = try Self.run(["--html", "--lang", "none", "Signup.plist"])
        #expect(none.stdout.contains("<html lang=\"en\">") && none.stdout.contains("Account"))
    }

    @Test func lineModeWalkShowsTranslatedTitlesAndSavesTheSameValues() throws {
        let script = "tap country\nshow\nset country de\nset name Ada\ndone\n"
        let french = try Self.run(["--plain", "--json", "--lang", "fr", "Signup.plist"], stdin: script)
        #expect(french.status == 0)
        #expect(french.stderr.contains("○ Allemagne  [de]") && french.stderr.contains("○ Italy  [it]"))
        let written = try Self.run(["--plain", "--json", "--lang", "none", "Signup.plist"], stdin: script)
        #expect(written.stderr.contains("○ Germany  [de]"))
        #expect(french.stdout == written.stdout)
        #expect(french.stdout.contains("\"country\":\"de\""))
    }

    // Under AddressSanitizer, LeakSanitizer in this formcli child reports the standard input
    // formcli keeps for its life and fails it, although .ci/lsan.supp names it and the same
    // command run by hand with those options passes; the plain `swift test` run keeps it.
    @Test(
        .disabled(
            if: ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil,
            "LeakSanitizer in the child under AddressSanitizer"))
    func aFormFromStandardInputIsShownAsWritten() throws {
        let data = try Data(contentsOf: LocalisedForm.url)
        let result = try Self.run(
            ["--dump", "--lang", "de", "-"], stdin: String(decoding: data, as: UTF8.self))
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("Sign up\n"))
    }
}
