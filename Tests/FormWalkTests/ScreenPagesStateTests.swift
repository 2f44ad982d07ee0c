import FormEngine
import Foundation
import Testing

@testable import FormWalk

/// Pages without a terminal: the descriptor's `pages` key and the builder's option, the help's
/// page keys, a page whose section an answer hides, and the review's lines and keys.
@Suite struct ScreenPagesStateTests {
    private static func form(pages: Bool = true) throws -> Form {
        try Form(
            FormDescriptor(title: "Trip", pages: pages) {
                FormSection("Who") {
                    Cell.text("name", "Name")
                    Cell.toggle("car", "Rent a car")
                }
                FormSection("Car") {
                    Cell.text("licence", "Licence")
                }
                .visible(when: .equals("car", .bool(true)))
                FormSection("Contact") {
                    Cell.text("email", "Email")
                }
            })
    }

    private func paged(height: Int = 24, width: Int = 80) throws -> ScreenState {
        var state = ScreenState(session: WalkSession(form: try Self.form()), height: height, width: width)
        state.startPages()
        return state
    }

    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func theBuilderAndTheFileSayPagesAlike() throws {
        #expect(try Self.form().descriptor.pages)
        #expect(try !Self.form(pages: false).descriptor.pages)
        let json = #"{"pages": true, "sections": [{"rows": [{"key": "a", "kind": "text"}]}]}"#
        #expect(try DescriptorLoader().load(data: Data(json.utf8)).pages)
        let plain = #"{"sections": [{"rows": [{"key": "a", "kind": "text"}]}]}"#
        #expect(try !DescriptorLoader().load(data: Data(plain.utf8)).pages)
        // The plist readers (XML and binary) read the same key.
        let root: [String: Any] = ["pages": true, "sections": [["rows": [["key": "a", "kind": "text"]]]]]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            #expect(try DescriptorLoader().load(data: data).pages, "\(format)")
        }
    }

    @Test func theHelpListsThePageKeysOnlyOnPages() throws {
        var state = try paged()
        #expect(state.helpText().contains { $0.contains("^D on a page") })
        let whole = ScreenState(session: WalkSession(form: try Self.form()), height: 24, width: 80)
        #expect(!whole.helpText().contains { $0.contains("^D on a page") })
        #expect(text(&state)[1] == " 1 of 2")
    }

    @Test func aPageWhoseSectionIsHiddenGivesWayToTheNext() throws {
        var state = try paged()
        _ = state.handle(.down)
        _ = state.handle(.char(" "))
        #expect(text(&state)[1] == " 1 of 3")
        _ = state.handle(.ctrlD)
        #expect(state.page == 1)
        // Back on the first page, the switch off: the car page is gone from the count.
        _ = state.handle(.up)
        #expect(state.page == 0)
        _ = state.handle(.char(" "))
        #expect(text(&state)[1] == " 1 of 2")
        _ = state.handle(.ctrlD)
        #expect(state.page == 2, "the hidden section is skipped")
    }

    @Test func theReviewListsAnswersAndEnterGoesToOne() throws {
        var state = try paged()
        for character in "Ada" { _ = state.handle(.char(character)) }
        _ = state.handle(.ctrlD)
        _ = state.handle(.ctrlD)
        guard case .review? = state.overlay else {
            Issue.record("the review after the last page")
            return
        }
        let lines = text(&state)
        #expect(lines[1] == " Review: every answer before done")
        #expect(lines[2] == " Who")
        #expect(lines[3].hasPrefix("    Name") && lines[3].hasSuffix("Ada"))
        #expect(lines[4].hasPrefix("    Rent a car") && lines[4].hasSuffix("off"))
        #expect(lines[5] == " Contact")
        #expect(lines[6].hasPrefix("    Email") && lines[6].hasSuffix("(empty)"))
        _ = state.handle(.down)
        _ = state.handle(.down)
        _ = state.handle(.enter)
        #expect(state.overlay == nil)
        #expect(state.page == 2)
        #expect(state.cursorRow?.key == "email")
        _ = state.handle(.ctrlD)
        guard case .review? = state.overlay else {
            Issue.record("^D after a change made from the review goes back to it")
            return
        }
        #expect(state.handle(.ctrlD) != .stay, "done from the review")
    }
}

/// A `note` row in the full screen without a terminal: wrapped over lines that the cursor never
/// stops on, rewrapped when the screen is resized; and the builder's `Cell.note`.
@Suite struct ScreenNoteStateTests {
    private static let text = "Read this before you answer: every field below is checked as you type it."

    private static func form() throws -> Form {
        try Form(
            FormDescriptor(title: "Notes") {
                FormSection("One") {
                    Cell.text("a", "First")
                    Cell.note("n", text)
                    Cell.text("b", "Second")
                }
            })
    }

    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func aNoteWrapsAndIsNoStop() throws {
        var state = ScreenState(session: WalkSession(form: try Self.form()), height: 10, width: 40)
        let lines = text(&state)
        let note = lines.filter { $0.hasPrefix("   ") && !$0.contains("First") && !$0.contains("Second") }
        #expect(note.count == 3, "\(lines)")
        #expect(note.allSatisfy { $0.count <= 40 })
        #expect(note.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == Self.text)
        #expect(state.cursorRow?.key == "a")
        _ = state.handle(.down)
        #expect(state.cursorRow?.key == "b", "the note is passed over")
        _ = state.handle(.up)
        #expect(state.cursorRow?.key == "a")
        state.resize(height: 10, width: 100)
        let wide = text(&state).filter {
            $0.hasPrefix("   ") && !$0.contains("First") && !$0.contains("Second")
        }
        #expect(wide.count == 1, "one line at 100 columns: \(wide)")
        #expect(state.cursorRow?.key == "a")
    }

    @Test func aNoteIsInfoToEveryRenderer() throws {
        let row = try Self.form().row("n")
        #expect(row.control == .info)
        #expect(row.label == Self.text)
        #expect(try Self.form().descriptor.sections[0].rows[1].kind == .note)
    }
}
