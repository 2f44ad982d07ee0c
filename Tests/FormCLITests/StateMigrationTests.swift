import Foundation
import TestSupport
import Testing

/// A state saved with an older version of a form, loaded with the newer one through formcli: what
/// still fits loads, what does not is reported key by key, and nothing is lost on the next save.
@Suite("State from an older form")
struct StateMigrationTests {
    /// Version 1: a name, a newsletter switch, a colour picker with three options, a 0–10 slider.
    static let version1 = """
        <plist version="1.0"><array><array>
        <dict><key>key</key><string>name</string><key>kind</key><string>text</string></dict>
        <dict><key>key</key><string>newsletter</string><key>kind</key><string>switch</string></dict>
        <dict><key>key</key><string>color</string><key>expandable</key><true/>
          <key>additionalRows</key><integer>3</integer></dict>
        <dict><key>key</key><string>red</string><key>kind</key><string>option</string></dict>
        <dict><key>key</key><string>green</string><key>kind</key><string>option</string></dict>
        <dict><key>key</key><string>blue</string><key>kind</key><string>option</string></dict>
        <dict><key>key</key><string>level</string><key>kind</key><string>slider</string>
          <key>maximum</key><integer>10</integer></dict>
        <dict><key>key</key><string>city</string><key>kind</key><string>text</string></dict>
        </array></array></plist>
        """

    /// Version 2: `name` renamed `fullName`, `newsletter` now a text row, `blue` removed, the
    /// slider's maximum lowered to 5; `city` unchanged.
    static let version2 = """
        <plist version="1.0"><array><array>
        <dict><key>key</key><string>fullName</string><key>kind</key><string>text</string></dict>
        <dict><key>key</key><string>newsletter</string><key>kind</key><string>text</string></dict>
        <dict><key>key</key><string>color</string><key>expandable</key><true/>
          <key>additionalRows</key><integer>2</integer></dict>
        <dict><key>key</key><string>red</string><key>kind</key><string>option</string></dict>
        <dict><key>key</key><string>green</string><key>kind</key><string>option</string></dict>
        <dict><key>key</key><string>level</string><key>kind</key><string>slider</string>
          <key>maximum</key><integer>5</integer></dict>
        <dict><key>key</key><string>city</string><key>kind</key><string>text</string></dict>
        </array></array></plist>
        """

    @Test("renamed key, changed kind, removed option and narrowed range are each reported; the rest loads")
    func olderVersion() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.version1.utf8).write(to: directory.appendingPathComponent("v1.plist"))
        try Data(Self.version2.utf8).write(to: directory.appendingPathComponent("v2.plist"))
        let save = try CLI.run(
            [
                "v1.plist", "--state", "s.plist", "--set", "name=Ada", "--set", "newsletter=on",
                "--set", "color=blue", "--set", "level=8", "--set", "city=London",
            ], directory: directory)
        #expect(save.status == 0, "\(save.stderr)")

        let dump = try CLI.run(["--dump", "v2.plist", "--state", "s.plist"], directory: directory)
        #expect(dump.status == 0, "\(dump.stderr)")
        let warnings = dump.stderr.split(separator: "\n").map(String.init)
        #expect(
            warnings.sorted() == [
                "formcli: warning: s.plist: key name: no row has this key; the entry is kept but not used",
                "formcli: warning: s.plist: section 1, row 2 (newsletter): a text row cannot hold a boolean; "
                    + "the entry is kept but not used",
                "formcli: warning: s.plist: section 1, row 3 (color): 'blue' is not one of the picker's "
                    + "options; the entry is kept but not used",
                "formcli: warning: s.plist: section 1, row 6 (level): the saved 8 is outside the slider's "
                    + "range or off its step; loaded as 5",
            ])
        #expect(dump.stdout.contains("(untitled): London  [city]"))
        #expect(dump.stdout.contains("  · 5  [level]"))

        // Saving with the new form keeps the entries it could not take, for the old form's sake.
        let again = try CLI.run(
            ["v2.plist", "--state", "s.plist", "--set", "fullName=Ada Lovelace"], directory: directory)
        #expect(again.status == 0, "\(again.stderr)")
        let saved = try String(contentsOf: directory.appendingPathComponent("s.plist"), encoding: .utf8)
        for kept in ["<key>name</key>", "<key>newsletter</key>", "<string>blue</string>", "<string>London"] {
            #expect(saved.contains(kept), "\(kept) kept")
        }
        #expect(saved.contains("<string>Ada Lovelace</string>"))
    }

    @Test("a state from another form entirely loads nothing and names every key")
    func anotherForm() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.version2.utf8).write(to: directory.appendingPathComponent("v2.plist"))
        let other = try CLI.run(
            ["--state", "s.plist", "--set", "firstName=Ada", "--set", "lastName=L"],
            directory: directory)
        #expect(other.status == 0, "\(other.stderr)")
        let dump = try CLI.run(["--dump", "v2.plist", "--state", "s.plist"], directory: directory)
        #expect(dump.status == 0)
        #expect(dump.stderr.contains("key firstName: no row has this key"))
        #expect(dump.stderr.contains("key lastName: no row has this key"))
    }
}
