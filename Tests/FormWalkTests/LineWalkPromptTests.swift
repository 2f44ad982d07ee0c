import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Line mode fed lines in process: `fill` on a picker offers its choices, and a row's
/// `description` is printed before its prompt.
@Suite struct LineWalkPromptTests {
    /// What a walk of `lines` printed on its output and its errors, and the form it left.
    private func walk(_ json: String, _ lines: [String]) throws -> (
        output: String, errors: String, form: Form
    ) {
        let form = try Form(DescriptorLoader().load(data: Data(json.utf8), file: "form.json"))
        final class Box: @unchecked Sendable {
            var output = ""
            var errors = ""
            var lines: [String] = []
        }
        let box = Box()
        box.lines = lines
        var walk = LineWalk(
            session: WalkSession(form: form), interactive: false,
            report: { box.output += $0 }, problem: { box.errors += $0 },
            readLine: {
                guard !box.lines.isEmpty else { return .end }
                return .line(box.lines.removeFirst())
            })
        _ = try walk.run()
        return (box.output, box.errors, walk.session.form)
    }

    private static let pickers = #"""
        [[{"key": "country", "firstTitle": "Country", "expandable": true, "additionalRows": 2,
           "description": "Where you live now"},
          {"key": "fr", "kind": "option", "firstTitle": "France"},
          {"key": "gb", "kind": "option", "firstTitle": "United Kingdom"},
          {"key": "langs", "firstTitle": "Languages", "expandable": true, "additionalRows": 2,
           "selection": "multiple"},
          {"key": "en", "kind": "option", "firstTitle": "English"},
          {"key": "de", "kind": "option", "firstTitle": "German"}]]
        """#

    @Test func fillOnAPickerOffersItsChoices() throws {
        let (output, errors, form) = try walk(Self.pickers, ["fill country", "gb", "fill langs", "en, de"])
        #expect(!errors.contains("takes no typed value"), "\(errors)")
        #expect(output.contains("Country (fr = France or gb = United Kingdom):"), "\(output)")
        #expect(output.contains("Languages (one or more of en = English, de = German, separated by commas):"))
        #expect(try form.value(of: "country") == .choice("gb"))
        #expect(try form.selectedKeys(of: "langs") == ["en", "de"])
    }

    @Test func aTapStillOpensAPicker() throws {
        let (output, errors, _) = try walk(Self.pickers, ["tap country"])
        #expect(errors.isEmpty, "\(errors)")
        #expect(!output.contains("no change"), "\(output)")
    }

    @Test func aDescriptionIsPrintedBeforeThePrompt() throws {
        let (output, _, _) = try walk(Self.pickers, ["fill country", ""])
        let lines = output.components(separatedBy: "\n")
        let prompt = try #require(lines.firstIndex { $0.hasPrefix("Country (") })
        #expect(prompt > 0 && lines[prompt - 1] == "  Where you live now", "\(lines)")
    }
}
