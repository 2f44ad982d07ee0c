import Foundation
import TestSupport
import Testing

/// formcli reports a load error, a state-file error and an edit error as it did when all were
/// `FormError`s: the same line, the same exit status, whichever path the error took.
@Suite("Error domains: formcli")
struct ErrorDomainCLITests {
    /// A Settings bundle is loaded outside formcli's typed paths: its `LoadError` still exits 66
    /// when a file is missing and 65 when it is not a property list.
    @Test func aBundlesLoadErrorKeepsItsStatusAndLine() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        let missing = try CLI.run(["--dump", temp.path])
        #expect(missing.status == 66)
        #expect(missing.stderr == "formcli: \(temp.path)/Root.plist: no such file in the bundle\n")
        try temp.write("Root.plist", "nope")
        let malformed = try CLI.run(["--dump", temp.path])
        #expect(malformed.status == 65)
        #expect(
            malformed.stderr
                == "formcli: \(temp.path)/Root.plist: not a property list (expected XML or binary)\n")
    }

    /// A state file that cannot be written exits 73 naming it; an edit that is refused exits 65.
    @Test func aStateFileErrorAndAnEditErrorKeepTheirStatus() throws {
        let state = "/nonexistent/directory/state.plist"
        let save = try CLI.run(["--set", "firstName=Ada", "--state", state])
        #expect(save.status == 73)
        #expect(
            save.stderr
                == "formcli: \(state): cannot create a file in /nonexistent/directory: No such file or directory\n"
        )
        let edit = try CLI.run(["--dump", "--set", "experienceSlider=lots"])
        #expect(edit.status == 65)
        #expect(
            edit.stderr
                == "formcli: CellDescriptor.plist (--set experienceSlider=lots): section 3, row 2 (experienceSlider): 'lots' is not a number\n"
        )
    }
}
