import FormEngine
import Foundation
import TestSupport
import Testing

/// The edits that were methods only before `Edit` was complete: resetting a row or a section,
/// restoring a state all or nothing, moving one item, and several edits as one change.
@Suite struct EditVocabularyTests {
    /// A picker with a starting choice, a switch whose condition shows a row, and a list.
    static func sections() -> [[String: Any]] {
        [
            [
                "title": "Profile",
                "rows": [
                    ["key": "name", "kind": "text", "value": "Ada"],
                    [
                        "key": "licence", "kind": "normal", "expandable": true, "firstTitle": "Licence",
                        "value": "mit", "additionalRows": 2,
                    ],
                    ["key": "mit", "kind": "option", "firstTitle": "MIT"],
                    ["key": "bsd", "kind": "option", "firstTitle": "BSD"],
                    ["key": "news", "kind": "switch", "firstTitle": "News"],
                    [
                        "key": "email", "kind": "email", "firstTitle": "Email",
                        "visibleWhen": ["key": "news", "equals": true],
                    ],
                ],
            ]
        ] + RulesSupport.skills().dropFirst()
    }

    @Test func resettingARowPutsItsValueExpansionAndModeBackAndLeavesTheRest() throws {
        let start = try RulesSupport.form(Self.sections())
        var form = start
        try form.apply(.setText("name", "Grace"))
        try form.apply(.tap("news"))
        try form.apply(.setSelectionMode(of: "licence", to: .multiple()))
        try form.apply(.setExpanded("licence", to: true))
        try form.apply(.tap("bsd"))
        #expect(try form.isVisible("email"))

        let before = form
        let change = try form.apply(.reset("licence"))
        #expect(try form.value(of: "licence") == .choice("mit"))
        #expect(try form.selectionMode(of: "licence") == .single)
        #expect(try !form.isExpanded("licence"))
        #expect(change == FormChange(from: before, to: form))
        #expect(try form.value(of: "name") == .text("Grace"), "other rows keep their values")

        try form.apply(.reset("news"))
        #expect(try form.value(of: "news") == .bool(false))
        #expect(try !form.isVisible("email"), "a condition reading the row follows it")
        #expect(!form.validate().contains { $0.key == "news" && $0.isTouched })
        #expect(throws: EditError.unknownRow("nobody")) { try form.apply(.reset("nobody")) }
    }

    @Test func resettingASectionGivesAListItsFileItemsBack() throws {
        let start = try RulesSupport.form(Self.sections())
        var form = start
        try form.apply(.setText("name", "Grace"))
        try form.apply(.addItem(section: 1, title: "Zig"))
        try form.apply(.setText("skill-1", "systems"))
        try form.apply(.deleteItems(["skill-2"]))

        try form.apply(.resetSection(1))
        #expect(try form.items(in: 1) == ["skill-1", "skill-2", "skill-3"])
        #expect(try form.value(of: "skill-1") == nil)
        #expect(try form.value(of: "name") == .text("Grace"), "the other section is left alone")

        try form.apply(.resetSection(0))
        #expect(form.hasSameState(as: start))
        #expect(throws: EditError.self) { try form.apply(.resetSection(5)) }
    }

    @Test func restoringThroughEditIsAllOrNothing() throws {
        var form = try RulesSupport.form(Self.sections())
        try form.apply(.setText("name", "Grace"))
        try form.apply(.tap("news"))
        let saved = form.state()

        var fresh = try RulesSupport.form(Self.sections())
        let change = try fresh.apply(.restore(saved))
        #expect(fresh.hasSameState(as: form))
        #expect(change.sections.contains { !$0.inserted.isEmpty }, "the email row is shown")

        var bad = saved
        bad.values["news"] = .string("maybe")
        var untouched = try RulesSupport.form(Self.sections())
        let copy = untouched
        #expect(throws: EditError.self) { try untouched.apply(.restore(bad)) }
        #expect(untouched.hasSameState(as: copy), "nothing taken from a state that does not fit")
        #expect(untouched.restore(bad).count == 1, "the lenient restore takes the rest")
        #expect(try untouched.value(of: "name") == .text("Grace"))
    }

    @Test func movingOneItemIsAnEdit() throws {
        var form = try RulesSupport.form(Self.sections())
        #expect(throws: EditError.self) { try form.apply(.moveItem("skill-3", toPosition: 0)) }
        try form.apply(.setEditing(true))
        try form.apply(.moveItem("skill-3", toPosition: 0))
        #expect(try form.items(in: 1) == ["skill-3", "skill-1", "skill-2"])
    }

    @MainActor
    @Test func performAppliesSeveralEditsAsOneChangeOrNone() throws {
        let controller = try FormController(RulesSupport.form(Self.sections()))
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        defer { subscription.cancel() }
        let before = controller.form
        let change = try controller.perform([.setText("name", "Grace"), .tap("news")])
        #expect(seen == [change])
        #expect(change == FormChange(from: before, to: controller.form))

        let now = controller.form
        #expect(throws: EditError.self) {
            try controller.perform([.setText("name", "Linus"), .set("news", .text("maybe"))])
        }
        #expect(controller.form.hasSameState(as: now), "the first edit is undone with the second")
        #expect(seen.count == 1, "nothing published")
    }
}
