import FormEngine
import FormExamples
import FormWalk
import Foundation
import Testing

/// Guided mode on the sign-up example, run in process on pipes: one answer a line fills every
/// row it asks, an option taken by number and an item added to a list. (`formcli --guided`'s
/// `--json` document and its usage errors are GuidedCLITests'.)
@Suite struct SignupGuidedWalkTests {
    @Test func theSignUpExampleIsFilledFromAPipe() throws {
        let answers = [
            "Ada Lovelace", "ada", "ada@example.com", "secret123", "secret123", "", "1990-05-01", "1",
            "", "", "", "", "", "", "", "", "", "", "Work", "+44 20 7946 0958", "", "", "y",
        ]
        let (result, output, errors) = try ScriptedWalk.run(
            answers.joined(separator: "\n") + "\n", on: Form(BundledExample.signup.descriptor()),
            mode: .guided)
        #expect(result.succeeded, "\(output)\(errors)")
        let form = result.form
        #expect(try form.value(of: "username") == .text("ada"))
        #expect(try form.value(of: "country") == .choice("fr"), "the first option, by number")
        let state = form.state()
        let phones = try #require(state.items["phone"], "an item added to the list")
        #expect(phones.map { state.values[$0.key] } == [.string("+44 20 7946 0958")])
        #expect(try form.value(of: "acceptTerms") == .bool(true))
        #expect(output.contains("Full name (required, text):"), "a required question says so")
    }
}
