import FormEngine
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The walk a person trusts, without a terminal: what is typed is kept, problems show where they
/// are, and the hint shows the way out of a field.
@Suite struct ScreenTrustStateTests {
    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { .char($0) } }

    /// A name (required), a secret holding `1988`, an email (required) and a code.
    private func form() throws -> Form {
        let sections: [[String: Any]] = [
            [
                "title": "Person",
                "rows": [
                    ["key": "name", "kind": "text", "firstTitle": "Name", "required": true],
                    ["key": "secret", "kind": "text", "firstTitle": "Secret", "value": "1988"],
                    ["key": "email", "kind": "email", "firstTitle": "Email", "required": true],
                    ["key": "code", "kind": "text", "firstTitle": "Code"],
                ],
            ]
        ]
        var descriptor = try DescriptorLoader().load(data: RulesSupport.data(sections), file: "test.plist")
        descriptor.sections[0].rows[1].isSecure = true
        return try Form(descriptor)
    }

    private func state(height: Int = 24, width: Int = 80) throws -> ScreenState {
        ScreenState(session: WalkSession(form: try form()), height: height, width: width)
    }

    @Test func typingIntoASecretReplacesItsHiddenValue() throws {
        var screen = try state()
        press([.down], &screen)
        #expect(text(&screen).contains { $0.hasPrefix("    Secret") && $0.hasSuffix("••••") })
        press(type("hunter2") + [.enter], &screen)
        #expect(try screen.session.form.value(of: "secret") == .text("hunter2"))
        press([.up, .backspace] + type("x") + [.enter], &screen)
        #expect(try screen.session.form.value(of: "secret") == .text("x"), "Backspace cleared it")
    }

    @Test func arrowingPastEmptyRequiredRowsDoesNotMarkThem() throws {
        var screen = try state()
        press([.down, .down, .down], &screen)
        #expect(!text(&screen).contains { $0.hasPrefix("✗") }, "nothing touched, nothing marked")
        #expect(!screen.status.isError)
        // Typed into, emptied and left: marked.
        press([.up] + type("a") + [.backspace, .down], &screen)
        #expect(text(&screen).contains { $0.hasPrefix("✗   Email *") })
        #expect(screen.status == .init(text: "Email is required", isError: true))
    }

    @Test func theProblemShownIsTheOneOfTheRowUnderTheCursor() throws {
        var screen = try state()
        press(type("a") + [.backspace, .down, .down] + type("ada@") + [.enter], &screen)
        // The cursor is on Code; the email's message shows, as it was just left.
        #expect(screen.cursorRow?.key == "code")
        #expect(screen.status.text.hasPrefix("Email"))
        // Back on Name, a ✗ row: its message, not the email's.
        press([.up, .up, .up], &screen)
        #expect(screen.cursorRow?.key == "name")
        #expect(screen.status == .init(text: "Name is required", isError: true))
        press([.down, .down], &screen)
        #expect(screen.status.isError && screen.status.text.hasPrefix("Email"))
    }

    @Test func onATextRowTheHintShowsTheWayOutNotQuestionMark() throws {
        var screen = try state()
        let hint = screen.hint()
        #expect(hint.hasSuffix("Esc undo/leave · ^D done · F1 help"), "\(hint)")
        #expect(!hint.contains("? help"))
        var narrow = try state(height: 10, width: 40)
        #expect(narrow.hint().contains("Esc undo/leave"))
        _ = narrow.frame()
        press([.char("?")], &screen)
        #expect(screen.overlay == nil && screen.field?.editor.text == "?", "? is typed")
    }
}
