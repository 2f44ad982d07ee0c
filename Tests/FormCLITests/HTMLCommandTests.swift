import Foundation
import TestSupport
import Testing

@Suite("formcli --html as a process")
struct HTMLCommandTests {
    @Test("--html takes the options --dump takes: --state, --tap, --set, --expand-all")
    func options() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist").path
        #expect(try CLI.run(["--state", state, "--set", "firstName=Grace"]).status == 0)
        let page = try CLI.run(["--html", "--state", state, "--tap", "fullName", "--set", "lastName=Hopper"])
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty)
        #expect(page.stdout.contains("<details data-key=\"fullName\" open>"))
        #expect(page.stdout.contains("<span class=\"value\">Grace Hopper</span>"))
        #expect(!page.stdout.contains("class=\"problems\""))
        let all = try CLI.run(["--html", "--expand-all"])
        #expect(!all.stdout.contains("<details data-key=\"dateOfBirth\">"))
        #expect(all.stdout.contains("<details data-key=\"dateOfBirth\" open>"))
    }

    @Test("a Settings bundle with --lang: translated, and the page's language set")
    func language() throws {
        let page = try CLI.run(["--html", Repository.settingsBundle("Phone.bundle"), "--lang", "fr"])
        #expect(page.status == 0)
        #expect(page.stdout.contains("<html lang=\"fr\">"))
        #expect(page.stdout.contains("<h2>Compte SIP</h2>"))
        #expect(page.stdout.contains(">Nom d&#39;utilisateur<"))
        let english = try CLI.run(["--html", Repository.settingsBundle("Phone.bundle"), "--lang", "none"])
        #expect(english.stdout.contains("<html lang=\"en\">"))
        #expect(page.stdout != english.stdout)
    }

    @Test("mistakes: --json, a missing file, an unknown row")
    func mistakes() throws {
        let json = try CLI.run(["--html", "--json"])
        #expect(json.status == 64)
        #expect(json.stderr.hasPrefix("formcli: --html takes no --json\n"))
        let missing = try CLI.run(["--html", "/nonexistent/form.plist"])
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "formcli: /nonexistent/form.plist: no such file\n")
        let unknown = try CLI.run(["--html", "--tap", "nope"])
        #expect(unknown.status == 65)
        #expect(unknown.stdout.isEmpty)
        #expect(try CLI.run(["--html", "--dump"]).status == 64)
    }
}
