import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Checks as you type in the full-screen walk: a field with a format says its problem from
/// the first character and clears it once the text passes; half-typed text a row cannot hold
/// yet is said only once the row has shown a problem.
@Suite struct ScreenTypingChecksTests {
    private func state() throws -> ScreenState {
        let json = #"""
            [[{"key": "email", "kind": "email", "firstTitle": "Email"},
              {"key": "code", "kind": "text", "firstTitle": "Code", "pattern": "[A-Z]{3}"},
              {"key": "born", "kind": "date", "firstTitle": "Born", "required": true},
              {"key": "note", "kind": "text", "firstTitle": "Note"}]]
            """#
        let form = try Form(DescriptorLoader().load(data: Data(json.utf8), file: "f.json"))
        return ScreenState(session: WalkSession(form: form), height: 24, width: 80)
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { .char($0) } }

    @Test func aFormatIsCheckedFromTheFirstCharacterAndClearedWhenItPasses() throws {
        var screen = try state()
        press(type("ada"), &screen)
        #expect(screen.status.isError)
        #expect(screen.status.text.hasPrefix("Email"), "\(screen.status.text)")
        press(type("@example.com"), &screen)
        #expect(screen.status.text.isEmpty && !screen.status.isError, "cleared once it passes")
        #expect(try screen.session.form.value(of: "email") == nil, "nothing is set before the row is left")
        press([.down] + type("ab"), &screen)
        #expect(screen.status.isError && screen.status.text.hasPrefix("Code"), "\(screen.status.text)")
        press([.backspace, .backspace] + type("ABC"), &screen)
        #expect(!screen.status.isError)
    }

    @Test func halfTypedTextIsSaidOnlyOnceTheRowHasShownAProblem() throws {
        var screen = try state()
        press([.down, .down] + type("1990-0"), &screen)
        #expect(!screen.status.isError, "a day being typed is not refused: \(screen.status.text)")
        press([.escape, .ctrlD, .escape], &screen)
        #expect(screen.cursorRow?.key == "born", "^D went to the row with the problem")
        press(type("1990-0"), &screen)
        #expect(screen.status.isError, "after a problem was shown, every key is checked")
        press(type("5-01"), &screen)
        #expect(!screen.status.isError, "\(screen.status.text)")
    }

    @Test func aRowWithoutAFormatSaysNothingWhileTyped() throws {
        var screen = try state()
        press([.down, .down, .down] + type("anything"), &screen)
        #expect(screen.status.text.isEmpty)
    }
}
