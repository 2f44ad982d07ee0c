import FormEngine
import Foundation
import TestSupport
import Testing

/// Issue #22: the `file` kind through formcli: `--check`, `--dump` (text and JSON), `--set` into
/// saved state, `--check-values` and `--html`.
@Suite("The file kind in formcli")
struct FileKindCLITests {
    @Test("a file row is checked, set, dumped and validated")
    func endToEnd() throws {
        let directory = try CLI.temporaryDirectory()
        let plan = directory.appendingPathComponent("plan.pdf")
        try Data("%PDF".utf8).write(to: plan)
        let form = directory.appendingPathComponent("form.json")
        try Data(
            #"""
            [[{"key": "plan", "kind": "file", "firstTitle": "Plan", "mustExist": true,
               "extensions": ["pdf"], "placeholder": "~/plan.pdf", "description": "From your coach"}]]
            """#.utf8
        ).write(to: form)
        let check = try CLI.run(["--check", form.path])
        #expect(check.status == 0 && check.stderr == "", "\(check.stderr)")
        let empty = try CLI.run(["--dump", form.path])
        #expect(empty.stdout.contains("· Plan: ‹~/plan.pdf›  [plan] — From your coach"), "\(empty.stdout)")

        let state = directory.appendingPathComponent("state.plist").path
        let set = try CLI.run(["--state", state, "--set", "plan=\(plan.path)", form.path])
        #expect(set.status == 0, "\(set.stderr)")
        let dump = try CLI.run(["--dump", "--state", state, form.path])
        #expect(dump.stdout.contains("· Plan: \(plan.path)  [plan]"), "\(dump.stdout)")
        let json = try CLI.run(["--dump", "--json", "--state", state, form.path])
        #expect(json.stdout.contains(#""view":"path""#))
        #expect(json.stdout.contains(#""mustExist":true,"directory":false,"extensions":["pdf"]"#))
        #expect(json.stdout.contains(#""problems":[]"#), "\(json.stdout)")
        #expect(try CLI.run(["--check-values", "--state", state, form.path]).status == 0)
        #expect(try CLI.run(["--html", "--state", state, form.path]).stdout.contains("data-view=\"path\""))

        // The file goes away: the saved path stays, and is a problem, not a refusal.
        try FileManager.default.removeItem(at: plan)
        let missing = try CLI.run(["--dump", "--json", "--state", state, form.path])
        #expect(missing.status == 0)
        let problem = #""rule":"mustExist","message":"Plan: no file at \#(plan.path)""#
        #expect(missing.stdout.contains(problem), "\(missing.stdout)")
        let values = try CLI.run(["--check-values", "--state", state, form.path])
        #expect(values.status != 0, "\(values.stdout) \(values.stderr)")
        #expect((values.stdout + values.stderr).contains("no file at"))
        let wrong = try CLI.run(["--state", state, "--set", "plan=notes.txt", form.path])
        #expect(wrong.status == 65, "--set reports a value that breaks a rule, as for every kind")
        #expect(wrong.stderr.contains("Plan must end in .pdf"), "\(wrong.stderr)")
    }
}
