import FormEngine
import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormWalk

/// The full-screen walk's list keys, Ctrl-D done and multiple pickers, without a terminal.
@Suite struct ScreenListTests {
    private static let defaultForm: Form = {
        do {
            return try Form(DescriptorLoader.bundledDefault())
        } catch {
            preconditionFailure("the bundled form loads: \(error)")
        }
    }()

    private func state(_ form: Form = defaultForm, statePath: String? = nil) -> ScreenState {
        ScreenState(
            session: WalkSession(form: form, statePath: statePath), height: 30, width: 100)
    }

    private func press(_ keys: [Key], _ state: inout ScreenState) {
        for key in keys { _ = state.handle(key) }
    }

    private func type(_ text: String) -> [Key] { text.map { .char($0) } }

    /// The frame's lines as plain text, trailing spaces removed.
    private func text(_ state: inout ScreenState) -> [String] {
        state.frame().lines.map { line in
            String(line.spans.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    private func items(_ screen: ScreenState) throws -> [RowKey] {
        try screen.session.form.items(in: 3)
    }

    @Test func anEmptiedListKeepsARowTheCursorCanReachToAddAgain() throws {
        var screen = state()
        press([.end, .char("e"), .char("d"), .char("y")], &screen)
        #expect(try items(screen).isEmpty)
        #expect(screen.cursorSection == 3, "the cursor stays in the emptied list")
        #expect(text(&screen).contains("    (no items: a adds one)"))
        press([.char("e"), .home, .end], &screen)
        #expect(screen.cursorSection == 3, "End reaches the empty list")
        press([.char("a")] + type("Rust") + [.enter], &screen)
        #expect(try items(screen).count == 1)
        #expect(screen.cursorRow?.title == "Rust")
    }

    @Test func keyMapBindsTheListKeysOnlyWhereTheyMakeSense() {
        let map = ScreenKeyMap.self
        #expect(map.action(for: .char("e"), role: .other, fieldModified: false) == .toggleEditing)
        #expect(map.action(for: .char("e"), role: .text, fieldModified: false) == .edit(.char("e")))
        #expect(map.action(for: .char("a"), role: .other, fieldModified: false) == .addItem)
        #expect(map.action(for: .shiftUp, role: .other, fieldModified: false) == .up, "outside edit mode")
        #expect(
            map.action(for: .shiftUp, role: .other, fieldModified: false, editing: true) == .up, "not an item"
        )
        #expect(
            map.action(for: .shiftUp, role: .other, fieldModified: false, editing: true, onItem: true)
                == .moveItemUp)
        #expect(
            map.action(for: .shiftDown, role: .other, fieldModified: false, editing: true, onItem: true)
                == .moveItemDown)
        #expect(map.action(for: .char("K"), role: .other, fieldModified: false) == .moveItemUp)
        #expect(map.action(for: .char("J"), role: .other, fieldModified: false) == .moveItemDown)
        #expect(map.action(for: .char("d"), role: .other, fieldModified: false) == .deleteItem)
        #expect(map.action(for: .char(" "), role: .other, fieldModified: false, editing: true) == .tap)
        #expect(
            map.action(for: .char(" "), role: .other, fieldModified: false, editing: true, onItem: true)
                == .selectItem)
        #expect(map.action(for: .ctrlD, role: .text, fieldModified: true) == .done)
        #expect(map.action(for: .ctrlD, role: .other, fieldModified: false) == .done)
    }

    @Test func editAddMoveSelectAndDelete() throws {
        var screen = state()
        press([.end, .char("e")], &screen)
        #expect(screen.session.form.isEditing)
        #expect(screen.status.text == "edit mode on")
        #expect(text(&screen)[0].hasSuffix("editing"))
        #expect(screen.hint().contains("K/J reorder"))
        // a: the title is typed on the status line; Enter adds, and the cursor lands on the item.
        press([.char("a")] + type("Rust"), &screen)
        var lines = text(&screen)
        #expect(lines[28] == " New item in Skills: Rust")
        #expect(screen.frame().cursor == ScreenPosition(row: 28, column: 25), "the caret follows the title")
        press([.enter], &screen)
        #expect(try items(screen) == ["skill-1", "skill-2"])
        #expect(screen.cursorRow?.key == "skill-2")
        #expect(screen.status.text == "added \"Rust\" to Skills: item 2 of 2")
        // K moves it up, the cursor follows; K again says it is already first; Shift-↓ moves it back.
        press([.char("K")], &screen)
        #expect(try items(screen) == ["skill-2", "skill-1"])
        #expect(screen.cursorRow?.key == "skill-2")
        #expect(screen.status.text == "moved \"Rust\" from 2 to 1 in Skills")
        press([.char("K")], &screen)
        #expect(screen.status.text == "\"Rust\" is already the first item")
        #expect(!screen.status.isError)
        press([.shiftDown], &screen)
        #expect(try items(screen) == ["skill-1", "skill-2"])
        #expect(screen.cursorRow?.key == "skill-2")
        // Space selects; the marker shows it.
        press([.char(" ")], &screen)
        #expect(screen.session.form.selectedItemKeys == ["skill-2"])
        lines = text(&screen)
        #expect(lines.contains { $0.hasPrefix("  ◉ Rust") })
        #expect(lines.contains { $0.hasPrefix("  ◌ Swift") })
        // With a selection, d asks about the selected items; n keeps them. Space deselects.
        press([.char("d")], &screen)
        #expect(text(&screen)[28] == " Delete \"Rust\"?  y delete · n keep")
        press([.char("n")], &screen)
        #expect(screen.status.text == "kept 1 selected items")
        press([.char(" ")], &screen)
        #expect(screen.session.form.selectedItemKeys.isEmpty)
        // d asks; n keeps; d y deletes and the cursor goes to the item before.
        press([.char("d")], &screen)
        #expect(text(&screen)[28] == " Delete \"Rust\"?  y delete · n keep")
        press([.char("n")], &screen)
        #expect(screen.status.text == "kept \"Rust\"")
        #expect(try items(screen) == ["skill-1", "skill-2"])
        press([.char("d"), .char("y")], &screen)
        #expect(try items(screen) == ["skill-1"])
        #expect(screen.cursorRow?.key == "skill-1")
        #expect(screen.status.text == "deleted \"Rust\" from Skills: 1 item left")
        press([.char("e")], &screen)
        #expect(!screen.session.form.isEditing)
        #expect(screen.status.text == "edit mode off")
    }

    @Test func listKeysAreRefusedWithTheReason() throws {
        var screen = state()
        press([.char("a")], &screen)
        #expect(screen.prompt == nil)
        #expect(screen.status == .init(text: "Personal: the section is not an editable list", isError: true))
        press([.char("d")], &screen)
        #expect(screen.prompt == nil, "no question when the answer could only be refused")
        #expect(
            screen.status.text == "Full name: only items of an editable list can be deleted", "named by label"
        )
        press([.end, .char("K")], &screen)
        #expect(screen.status == .init(text: "Swift: items can be moved only in edit mode", isError: true))
        press([.char("d")], &screen)
        #expect(screen.prompt != nil, "an item is deleted outside edit mode too, after a question")
        press([.char("n")], &screen)
        #expect(screen.prompt == nil)
        press([.char("a"), .escape], &screen)
        #expect(screen.status.text == "nothing added")
        press([.char("a"), .char(" "), .enter], &screen)
        #expect(screen.status.text == "nothing added (no title)")
        #expect(try items(screen) == ["skill-1"])
    }

    @Test func editModeOnATextItemMovesInsteadOfTyping() throws {
        let template = RowDescriptor(key: "stop", kind: .plainText, title: "Stop")
        let rows = ["A", "B"].enumerated().map { index, title in
            RowDescriptor(key: RowKey("stop-\(index + 1)"), kind: .plainText, title: title)
        }
        let form = try Form(
            FormDescriptor(
                title: "Trip",
                sections: [
                    SectionDescriptor(title: "Stops", rows: rows, isEditable: true, template: template)
                ]))
        var screen = state(form)
        #expect(screen.field != nil, "a text item is typed into outside edit mode")
        press([.down, .char("e")], &screen)
        #expect(screen.field?.editor.text == "e")
        press([.backspace, .up], &screen)
        #expect(screen.field != nil)
        // On a text row letters are typed; the list keys have Ctrl forms that work there.
        #expect(screen.hint().contains("^N add · ^E edit list"))
        press([.ctrlE], &screen)
        #expect(screen.session.form.isEditing)
        #expect(screen.field == nil)
        press([.down, .char("K")], &screen)
        #expect(try screen.session.form.items(in: 0) == ["stop-2", "stop-1"])
        press([.ctrlE], &screen)
        #expect(!screen.session.form.isEditing)
        press([.ctrlN, .char("Z"), .enter], &screen)
        #expect(try screen.session.form.items(in: 0).count == 3)
        #expect(try screen.session.form.row(screen.cursorRow?.key ?? "").title == "Z")
    }

    @Test func ctrlDRefusesWhileRulesBreakAndRevealsTheFirstProblem() throws {
        var screen = state()
        press([.end], &screen)
        #expect(screen.handle(.ctrlD) == .stay)
        #expect(screen.cursorRow?.key == "firstName", "the cursor jumps to the first problem")
        #expect(try screen.session.form.isExpanded("fullName"), "its owner was expanded")
        #expect(
            screen.status
                == .init(
                    text: "done refused: First name is required (1 of 2 problems)", isError: true))
        #expect(screen.overlay == .problems(offset: 0), "the problems are listed")
        let listed = text(&screen)
        #expect(listed.contains("  ✗ First name is required"))
        #expect(listed.contains("  ✗ Last name is required"))
        press([.char("x")], &screen)
        #expect(screen.overlay == nil, "any key closes the list")
        #expect(text(&screen).contains { $0.hasPrefix("✗     First name *") }, "marked after ^D")
        press(type("Ada") + [.down] + type("Lovelace"), &screen)
        // Ctrl-D commits the field being typed, then finishes.
        #expect(screen.handle(.ctrlD) == .finish(WalkEnd(kind: .done)))
        #expect(try screen.session.form.value(of: "lastName") == .text("Lovelace"))
    }

    @Test func ctrlDJumpsToAConditionalRow() throws {
        var form = Self.defaultForm
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("lastName", "L"))
        try form.apply(.tap("married"))
        var screen = state(form)
        #expect(screen.handle(.ctrlD) == .stay)
        #expect(screen.cursorRow?.key == "spouseName")
        #expect(screen.status.text == "done refused: Spouse name is required")
    }

    @Test func ctrlDSavesAndFinishesWithAStateFile() throws {
        let path = try CLI.temporaryDirectory().appendingPathComponent("s.plist").path
        var form = Self.defaultForm
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("lastName", "L"))
        var screen = state(form, statePath: path)
        #expect(screen.handle(.ctrlD) == .finish(WalkEnd(kind: .done, saved: true)))
        let saved = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(saved.values["firstName"] == .string("Ada"))
    }

    @Test func leavingWithProblemsStillOffersToSave() throws {
        let path = try CLI.temporaryDirectory().appendingPathComponent("s.plist").path
        var screen = state(statePath: path)
        press([.enter, .char("q")], &screen)
        #expect(text(&screen)[28].hasPrefix(" Save changes to s.plist? (2 problems remain)"))
        #expect(
            screen.handle(.char("s")) == .finish(WalkEnd(kind: .incomplete, saved: true, problemsLeft: 2)),
            "saving progress is never blocked, but the walk ends with 65")
        #expect(WalkEnd(kind: .incomplete).ending == .incomplete)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func fullMultiplePickerRefusesTheTapAndStaysOpen() throws {
        var screen = state()
        press([.down, .down, .down, .down, .down, .enter], &screen)
        #expect(screen.cursorRow?.key == "languages")
        press([.down, .char(" "), .down, .char(" "), .down, .char(" "), .down, .char(" ")], &screen)
        #expect(screen.status.isError)
        #expect(
            screen.status.text.hasSuffix(
                "at most 3 options can be selected in 'Languages'; deselect one first"))
        #expect(try screen.session.form.isExpanded("languages"))
        #expect(try screen.session.form.selectedKeys(of: "languages").count == 3)
        #expect(screen.cursorRow?.key == "spanish")
    }
}
