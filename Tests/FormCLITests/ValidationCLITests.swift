import Foundation
import TestSupport
import Testing

/// formcli's validation flags on the default form: `--dump --json`'s problems, `--set` saving
/// while problems remain, and `--check-values` on a `--state` file. (The rules themselves are
/// ValidationTests' in FormEngineTests, in process.)
@Suite("formcli validation")
struct ValidationCLITests {
    @Test func dumpJSONCarriesProblems() throws {
        let result = try RulesSupport.run(["--dump", "--json", "--set", "firstName=Ada"])
        #expect(result.status == 0)
        #expect(
            result.out.contains(
                """
                "problems":[
                {"key":"lastName","rule":"required","message":"Last name is required"}],
                "values":{

                """))
    }

    @Test func checkValuesListsProblemsAndExits65() throws {
        let directory = try RulesSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist").path
        let saved = try RulesSupport.run(["--state", state, "--set", "firstName=Ada"])
        #expect(saved.status == 0, "--set saves even while problems remain")
        let checked = try RulesSupport.run(["--check-values", "--state", state])
        #expect(checked.status == 65)
        #expect(
            checked.err.contains("formcli: \(state): section 1, row 3 (lastName): Last name is required\n"))
        #expect(!checked.err.contains("firstName"))
        _ = try RulesSupport.run(["--state", state, "--set", "lastName=Lovelace"])
        let clean = try RulesSupport.run(["--check-values", "--state", state])
        #expect(clean.status == 0)
        #expect(clean.out == "\(state): ok\n")
    }

    @Test func checkValuesNeedsState() throws {
        #expect(try RulesSupport.run(["--check-values"]).status == 64)
        #expect(try RulesSupport.run(["--check-values", "--state", "/nonexistent/x.plist"]).status == 66)
    }
}
