import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Issue #22: a `Row` is cheap to copy — what its descriptor row fixes is made once and shared by
/// every `Row` read from that row — and is still a value, equal by content.
@Suite("Rows share what their descriptor fixes")
struct RowSharingTests {
    @Test("a row read twice shares one fixed part; its state is read anew")
    func rowsShareTheirFixedPart() throws {
        var form = try RowViewTests.form(RowViewTests.signup)
        let first = try form.row("email")
        let visible = try #require(form.visibleRows(in: 0).first { $0.key == "email" })
        #expect(first.shared === visible.shared)
        try form.apply(.set("email", .text("ada@example.com")))
        let after = try form.row("email")
        #expect(after.shared === first.shared)
        #expect(after.value == .text("ada@example.com") && first.value == nil)
        #expect(after != first)
    }

    @Test("setting a fixed property changes that row alone; equal contents are equal rows")
    func valueSemantics() throws {
        let form = try RowViewTests.form(RowViewTests.signup)
        let original = try form.row("email")
        var changed = original
        changed.placeholder = "someone"
        #expect(original.placeholder == "you@example.com" && changed.placeholder == "someone")
        #expect(try form.row("email").placeholder == "you@example.com")
        #expect(changed != original)
        changed.placeholder = "you@example.com"
        // Equal by content, though the two no longer share their fixed part.
        #expect(changed.shared !== original.shared)
        #expect(changed == original && changed.hashValue == original.hashValue)
        #expect(Set([changed, original]).count == 1)
    }

    @Test("a picker's new selection mode shows in its row; a copy of the form keeps the old one")
    func selectionModeIsSeen() throws {
        var form = try RowViewTests.form(RowViewTests.signup)
        #expect(try form.row("country").selection == .single)
        let before = form
        let multiple = SelectionMode.multiple(maximum: 2)
        try form.apply(.setSelectionMode(of: "country", to: multiple))
        #expect(try form.row("country").selection == multiple)
        #expect(try before.row("country").selection == .single)
    }

    @Test("list items added, deleted and moved show as themselves, in the form and in its copies")
    func listEditsAreSeen() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        let start = form.visibleRows(in: 1)
        let copy = form
        try form.apply(.addItem(section: 1, title: "Zig"))
        // Read between the edits, so that each edit meets the parts made by the last read.
        #expect(form.visibleRows(in: 1).map(\.title) == ["Swift", "Go", "Rust", "Zig"])
        // Deleting the first item moves the last one (Zig) into its slot.
        try form.apply(.deleteItems(["skill-1"]))
        #expect(form.visibleRows(in: 1).map(\.key) == ["skill-2", "skill-3", "skill-4"])
        try form.apply(.setEditing(true))
        try form.apply(.moveItem("skill-4", toPosition: 0))
        let rows = form.visibleRows(in: 1)
        #expect(rows.map(\.key) == ["skill-4", "skill-2", "skill-3"])
        #expect(rows.map(\.title) == ["Zig", "Go", "Rust"])
        #expect(rows.allSatisfy { $0.isItem })
        #expect(try form.row("skill-4").title == "Zig")
        #expect(copy.visibleRows(in: 1) == start)
        #expect(start.map(\.title) == ["Swift", "Go", "Rust"])
        // A copy that adds its own item in the slot the first one's Zig took sees its own.
        var other = copy
        try other.apply(.addItem(section: 1, title: "Odin"))
        #expect(other.visibleRows(in: 1).map(\.title) == ["Swift", "Go", "Rust", "Odin"])
        #expect(form.visibleRows(in: 1).map(\.title) == ["Zig", "Go", "Rust"])
    }
}
