import FormEngine
import Foundation
import TestSupport
import Testing

/// formcli's `--set`, `--tap`, `--state`, `--dump` and `--check` on a multiple picker and an
/// editable list of the default form: the state file they write and read, the listing they
/// print, and the statuses. (The picker's and the list's own rules are SelectionTests' and
/// ListTests' in FormEngineTests.)
@Suite struct SelectionListCLITests {
    @Test func aMultiplePickerIsSavedByStateAndDumped() throws {
        let directory = try RulesSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist").path
        #expect(try RulesSupport.run(["--state", state, "--set", "languages=french,German"]).status == 0)
        #expect(try RulesSupport.run(["--state", state, "--tap", "english"]).status == 0)
        let dump = try RulesSupport.run(["--dump", "--json", "--state", state])
        #expect(dump.out.contains(#""key":"languages","kind":"normal","title":"French, German, English""#))
        #expect(dump.out.contains(#""value":["french","german","english"]"#))
        let refused = try RulesSupport.run(["--state", state, "--tap", "spanish"])
        #expect(refused.status == 65)
        #expect(refused.err.contains("at most 3 options can be selected in 'Languages'"))
    }

    @Test func checkAndDumpRefuseAConditionalItemAlike() throws {
        let directory = try RulesSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sections = RulesSupport.skills(["A"])
        var rows = sections[1]["rows"] as? [[String: Any]] ?? []
        rows[0]["visibleWhen"] = ["key": "name", "isSet": true]
        sections[1]["rows"] = rows
        let form = directory.appendingPathComponent("form.plist")
        try Fixtures.data(["sections": sections]).write(to: form)
        let message =
            "\(form.path): section 2, row 1 (skill-1): an item of an editable section cannot have visibleWhen"
        for mode in ["--check", "--dump"] {
            let result = try RulesSupport.run([mode, form.path])
            #expect(result.status == 65, "\(mode)")
            #expect(result.err.contains(message), "\(mode): \(result.err)")
        }
    }

    @Test func savedItemsAreSetByKeyAndDumpedInOrder() throws {
        let directory = try RulesSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.plist")
        let state = FormState(items: [
            "skill": [
                SavedItem(key: "skill-2", title: "Go", order: 0),
                SavedItem(key: "skill-1", title: "Swift", order: 1),
            ]
        ])
        try state.write(to: path)
        let set = try RulesSupport.run(["--state", path.path, "--set", "skill-2=5"])
        #expect(set.status == 0)
        let dump = try RulesSupport.run(["--dump", "--state", path.path])
        #expect(dump.out.contains("Skills\n  · Go: 5  [skill-2]\n  · Swift: 3  [skill-1]\n"))
        let json = try RulesSupport.run(["--dump", "--json", "--state", path.path])
        #expect(
            json.out.contains(
                #""key":"skill-2","kind":"slider","title":"Go","subtitle":"","label":"Go","detail":"5","depth":0,"#
            ))
        #expect(json.out.contains(#""value":5,"item":true,"selected":false,"view":"sliderControl"}"#))
        let reread = try FormState.load(contentsOf: path)
        #expect(reread.items["skill"]?.map(\.key) == ["skill-2", "skill-1"])
    }
}
