import FormEngine
import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The walk a person trusts, without a terminal: what is typed is kept, problems show where they
/// are, and the hint shows the way out of a field.
@Suite struct ScreenFieldFeedbackTests {
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

    /// Issue #32: after a refused Ctrl-D every ✗ row's message shows; moving off a row shows the
    /// message of the row just left, not of the row landed on.
    @Test func afterARefusedDoneTheRowJustLeftShowsItsOwnMessage() throws {
        var descriptor = try DescriptorLoader().load(
            data: RulesSupport.data([
                [
                    "rows": [
                        [
                            "key": "username", "kind": "text", "firstTitle": "Username", "required": true,
                            "minLength": 3,
                        ],
                        ["key": "email", "kind": "email", "firstTitle": "Email", "required": true],
                    ]
                ]
            ]), file: "test.plist")
        descriptor.title = "Sign up"
        var screen = ScreenState(session: WalkSession(form: try Form(descriptor)), height: 24, width: 80)
        press([.ctrlD], &screen)
        #expect(screen.status.text.hasPrefix("done refused: Username"), "\(screen.status.text)")
        press([.escape], &screen)  // closes the list of problems
        #expect(screen.overlay == nil)
        #expect(screen.cursorRow?.key == "username")
        press(type("ab") + [.down], &screen)
        #expect(screen.cursorRow?.key == "email")
        #expect(screen.status.isError)
        #expect(screen.status.text.hasPrefix("Username"), "the row just left: \(screen.status.text)")
        #expect(!screen.status.text.contains("Email"), "\(screen.status.text)")
        press([.up], &screen)
        #expect(screen.status.text == "Email is required", "the row just left again")
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

    // MARK: Glitches

    private static let bundled: Form = {
        do {
            return try Form(DescriptorLoader.bundledDefault())
        } catch {
            preconditionFailure("the bundled form loads: \(error)")
        }
    }()

    private func screen(_ form: Form, height: Int = 30, width: Int = 80) -> ScreenState {
        ScreenState(session: WalkSession(form: form), height: height, width: width)
    }

    private func go(to key: RowKey, _ state: inout ScreenState) throws {
        let placed = state.placeCursor(on: key)
        try #require(placed, "\(key) is on screen")
    }

    @Test func anIntegerRowsErrorShowsAWholeNumber() throws {
        var state = screen(try Fixtures.everyKindForm(), height: 40)
        try go(to: "age", &state)
        press(type("abc") + [.enter], &state)
        #expect(state.status.text == "Age: 'abc' is not a number (write it like 1234)")
        try go(to: "height", &state)
        press(type("x") + [.enter], &state)
        #expect(state.status.text.hasSuffix("(write it like 1234.5)"))
    }

    @Test func aMultiplePickerWithNothingChosenSaysSoAndItsFilterShowsCheckboxes() throws {
        var state = screen(Self.bundled)
        try go(to: "languages", &state)
        let parent = try #require(text(&state).first { $0.contains("Languages") })
        #expect(parent.hasSuffix("0 of 3 chosen"), "\(parent)")
        press([.char("/")] + type("e"), &state)
        let lines = text(&state)
        #expect(lines.contains { $0.hasPrefix("   ☐ ") })
        #expect(!lines.contains { $0.hasPrefix("   ○ ") })
    }

    @Test func aTextAreasNewlineIsOneMarkInTheFieldAndTheStatus() throws {
        var state = screen(try Fixtures.everyKindForm(), height: 40)
        try go(to: "bio", &state)
        press(type("one") + [.enter] + type("two") + [.tab], &state)
        #expect(state.status.text == "About you = one⏎two")
        try go(to: "bio", &state)
        // In its box a newline is a new line, not a mark.
        let lines = text(&state)
        #expect(
            lines.contains { $0.hasSuffix("│ one") } && lines.contains { $0.hasSuffix("│ two") }, "\(lines)")
    }

    @Test func editingModeNeedsAnEditableList() throws {
        var state = screen(try Fixtures.everyKindForm(), height: 40)
        try go(to: "version", &state)
        press([.char("e")], &state)
        #expect(!state.session.form.isEditing)
        #expect(state.status == .init(text: "nothing to edit: this form has no editable list", isError: true))
    }

    @Test func listMessagesNameItemsByTitle() throws {
        var state = screen(Self.bundled)
        press([.end, .char("e"), .char("a")] + type("Rust") + [.enter], &state)
        #expect(state.status.text == "added \"Rust\" to Skills: item 2 of 2")
        press([.char("d")], &state)
        #expect(text(&state)[28] == " Delete \"Rust\"?  y delete · n keep")
    }

    @Test func deletingTheSelectedItemsKeepsTheCursorInTheList() throws {
        var state = screen(Self.bundled)
        press([.end, .char("e")], &state)
        for title in ["Rust", "Go", "C"] { press([.char("a")] + type(title) + [.enter], &state) }
        // Select Go and C (the last two), delete them.
        press([.up, .char(" "), .down, .char(" "), .char("d"), .char("y")], &state)
        #expect(state.session.form.isEditing)
        #expect(state.cursorRow?.title == "Rust", "the item before them, not the form's first row")
        #expect(!state.hint().contains("↑/↓ move"), "not repeated")
        #expect(state.hint().hasPrefix("Space select · d delete · a add · e end editing"), "\(state.hint())")
    }

    @Test func aPastedLongLineIsNotCalledTheFirstLine() throws {
        var state = screen(Self.bundled)
        let long = String(repeating: "a", count: 200)
        press([.enter, .down, .paste(long + "\n")], &state)
        #expect(state.field?.editor.text == long)
        #expect(!state.status.text.contains("first line"))
        press([.ctrlU, .paste("one\ntwo")], &state)
        #expect(state.status.text == "pasted the first line only")
    }

    @Test func aDateTimeReadsLikeADate() throws {
        var state = screen(try Fixtures.everyKindForm(), height: 40)
        try go(to: "meeting", &state)
        press(type("2026-12-05T10:00") + [.enter], &state)
        #expect(text(&state).contains { $0.contains("Meeting") && $0.hasSuffix("5 Dec 2026 10:00") })
    }

    @Test func theHelpSaysScrollOnlyWhenItScrolls() throws {
        var tall = screen(try form(), height: 200)
        press([.f1], &tall)
        #expect(tall.hint() == "any key closes")
        var short = screen(try form(), height: 12)
        press([.f1], &short)
        #expect(short.hint() == "↑/↓ PgDn scroll · other keys close")
    }

    @Test func aSegmentedRowShowsTheChosenSegmentAtFortyColumns() throws {
        let form = try RulesSupport.form([
            [
                "rows": [
                    [
                        "key": "level", "kind": "segmented", "firstTitle": "Level",
                        "options": ["Beginner", "Regular", "Advanced", "Expert"], "value": "Expert",
                    ]
                ]
            ]
        ])
        var state = screen(form, height: 10, width: 40)
        let line = try #require(text(&state).first { $0.contains("Level") })
        #expect(line.hasSuffix("[Expert]"), "\(line)")
        #expect(line.contains("…"))
        var wide = screen(form, height: 10, width: 120)
        #expect(
            try #require(text(&wide).first { $0.contains("Level") }).hasSuffix(
                "Beginner | Regular | Advanced | [Expert]"))
    }
}
