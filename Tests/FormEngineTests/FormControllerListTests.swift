import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The controller's list operations publish what the form's do, and keep its rules on edit mode.
@MainActor
@Suite("FormController lists")
struct FormControllerListTests {
    func controller() throws -> FormController {
        FormController(try RulesSupport.form(RulesSupport.skills()))
    }

    @Test func addItemReturnsTheNewKeyAndPublishesTheInsertion() throws {
        let controller = try controller()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        let key = try controller.addedItem(section: 1, title: "Haskell")
        #expect(key == "skill-4")
        #expect(try controller.form.row(key).title == "Haskell")
        #expect(seen == [FormChange(sections: [.init(section: 1, inserted: [3])], changedKeys: [key])])
        #expect(throws: EditError.self) { try controller.addedItem(section: 0, title: "x") }
        #expect(seen.count == 1)
        withExtendedLifetime(subscription) {}
    }

    @Test func deleteItemsWorksOutsideEditModeAndPublishes() throws {
        let controller = try controller()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        try controller.apply(.deleteItems(["skill-1", "skill-3"]))
        #expect(!controller.form.isEditing)
        #expect(try controller.form.items(in: 1) == ["skill-2"])
        #expect(seen.map(\.sections) == [[.init(section: 1, deleted: [0, 2])]])
        #expect(throws: EditError.self) { try controller.apply(.deleteItems(["name"])) }
        #expect(throws: EditError.unknownRow("skill-9")) { try controller.apply(.deleteItems(["skill-9"])) }
        #expect(seen.count == 1)
        withExtendedLifetime(subscription) {}
    }

    @Test func movingAndSelectingNeedEditMode() throws {
        let controller = try controller()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        #expect(throws: EditError.self) { try controller.apply(.moveItem("skill-1", toPosition: 2)) }
        #expect(throws: EditError.self) { try controller.apply(.toggleItemSelection("skill-1")) }
        #expect(throws: EditError.self) {
            try controller.apply(.moveItems(section: 1, fromOffsets: [0], toOffset: 3))
        }
        #expect(seen.isEmpty)
        try controller.apply(.setEditing(true))
        try controller.apply(.moveItem("skill-1", toPosition: 2))
        #expect(try controller.form.items(in: 1) == ["skill-2", "skill-3", "skill-1"])
        try controller.apply(.moveItems(section: 1, fromOffsets: [2], toOffset: 0))
        #expect(try controller.form.items(in: 1) == ["skill-1", "skill-2", "skill-3"])
        try controller.apply(.toggleItemSelection("skill-2"))
        try controller.apply(.deleteSelectedItems)
        #expect(try controller.form.items(in: 1) == ["skill-1", "skill-3"])
        #expect(seen.count == 4)
        // A table replaying every published change shows what the form holds.
        withExtendedLifetime(subscription) {}
    }

    @Test func controllerAndFormAgreeOnEveryListOperation() throws {
        let controller = try controller()
        var form = controller.form
        let key = try controller.addedItem(section: 1, title: "Zig")
        #expect(try form.addedItem(section: 1, title: "Zig").key == key)
        #expect(try controller.apply(.deleteItems(["skill-2"])) == form.apply(.deleteItems(["skill-2"])))
        let fromController = try controller.apply(.setEditing(true))
        #expect(try fromController == form.apply(.setEditing(true)))
        #expect(
            try controller.apply(.moveItem(key, toPosition: 0)) == form.apply(.moveItem(key, toPosition: 0)))
        #expect(controller.form.state() == form.state())
    }
}
