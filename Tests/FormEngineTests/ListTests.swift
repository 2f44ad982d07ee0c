import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Editable lists")
struct ListTests {
    /// The reference: what `Array.move(fromOffsets:toOffset:)` does, written from its definition —
    /// the moved elements, in order, go before the element that was at `destination`.
    static func referenceMove(_ array: [Int], _ offsets: IndexSet, _ destination: Int) -> [Int] {
        let anchor = destination < array.count ? array[destination] : nil
        let moved = offsets.map { array[$0] }
        var result: [Int] = []
        var inserted = false
        for (index, element) in array.enumerated() {
            if element == anchor, !offsets.contains(index) || !inserted {
                if !inserted {
                    result += moved
                    inserted = true
                }
            }
            if !offsets.contains(index) { result.append(element) }
        }
        if !inserted { result += moved }
        return result
    }

    /// The order of `count` items after the engine's move (slots start as positions).
    static func moved(_ count: Int, fromOffsets offsets: IndexSet, toOffset destination: Int) -> [Int] {
        var order = ItemOrder(count: count)
        order.move(fromOffsets: Array(offsets), toOffset: destination)
        return order.slots
    }

    @Test func moveMatchesKnownExamples() {
        let list = [0, 1, 2, 3, 4]
        #expect(Self.moved(5, fromOffsets: [1, 3], toOffset: 0) == [1, 3, 0, 2, 4])
        #expect(Self.moved(5, fromOffsets: [0], toOffset: 5) == [1, 2, 3, 4, 0])
        #expect(Self.moved(5, fromOffsets: [0, 1], toOffset: 3) == [2, 0, 1, 3, 4])
        #expect(Self.moved(5, fromOffsets: [4], toOffset: 0) == [4, 0, 1, 2, 3])
        #expect(Self.moved(5, fromOffsets: [2], toOffset: 2) == list)
        #expect(Self.moved(5, fromOffsets: [2], toOffset: 3) == list)
        #expect(Self.moved(5, fromOffsets: [], toOffset: 1) == list)
    }

    @Test func moveMatchesTheReference() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &rng)
            let list = Array(0..<count)
            // Anchored moves only, where the reference's anchor is not itself moved.
            let offsets = IndexSet((0..<count).filter { _ in Bool.random(using: &rng) })
            let destination = Int.random(in: 0...count, using: &rng)
            var expected = Self.referenceMove(list, offsets, destination)
            if destination < count, offsets.contains(destination) {
                // The anchor moves too: the moved block lands where the first unmoved element
                // at or after `destination` was.
                let next = (destination..<count).first { !offsets.contains($0) } ?? count
                expected = Self.referenceMove(list, offsets, next)
            }
            #expect(Self.moved(count, fromOffsets: offsets, toOffset: destination) == expected)
        }
    }

    @Test func addWorksOutsideEditModeWithUniqueKeys() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        // The new item's key is the change's one changed key.
        let added = try form.apply(.addItem(section: 1, title: "Zig"))
        #expect(added.changedKeys == ["skill-4"])
        #expect(added.sections == [FormChange.Section(section: 1, inserted: [3])])
        #expect(try form.items(in: 1) == ["skill-1", "skill-2", "skill-3", "skill-4"])
        #expect(try form.row("skill-4").title == "Zig")
        #expect(try form.row("skill-4").isItem)
        #expect(throws: EditError.self) { try form.addedItem(section: 0, title: "x") }
        #expect(
            form.section(named: "skill") == 1 && form.section(named: "skills") == 1
                && form.section(named: "2") == 1)
        #expect(form.invariantViolations() == [])
    }

    @Test func newKeysAreNeverReusedAndSurviveHugeNumbers() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        try form.apply(.setEditing(true))
        try form.apply(.deleteItems(["skill-3"]))
        #expect(try form.addedItem(section: 1, title: "Zig").key == "skill-4")
        try form.apply(.deleteItems(["skill-4"]))
        #expect(try form.addedItem(section: 1, title: "Zig").key == "skill-5")
        #expect(form.invariantViolations() == [])

        // Keys up to Int.max: the next number wraps to the smallest free one, never a duplicate.
        let near = Int.max - 2
        var sections = RulesSupport.skills()
        sections[1]["rows"] = (near...Int.max).map { ["key": "skill-\($0)", "kind": "text"] }
        var huge = try RulesSupport.form(sections)
        #expect(try huge.addedItem(section: 1, title: "A").key == "skill-1")
        #expect(try huge.addedItem(section: 1, title: "B").key == "skill-2")
        #expect(huge.invariantViolations() == [])
    }

    @Test func sameStateSeesListOrderNotTreeShape() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C", "D"]))
        let start = form
        try form.apply(.setEditing(true))
        #expect(form.hasSameState(as: start), "edit mode is not saved")
        try form.apply(.moveItem("skill-1", toPosition: 3))
        #expect(!form.hasSameState(as: start))
        try form.apply(.moveItem("skill-1", toPosition: 0))
        #expect(form.hasSameState(as: start), "the same order again, whatever the tree inside")
        try form.apply(.setText("skill-2", "x"))
        #expect(!form.hasSameState(as: start))
        try form.apply(.set("skill-2", nil))
        #expect(form.hasSameState(as: start))
        try form.addedItem(section: 1, title: "E")
        #expect(!form.hasSameState(as: start) && !start.hasSameState(as: form))
    }

    @Test func indexPathFollowsMovesAndHiding() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C"]))
        try form.apply(.setEditing(true))
        #expect(try form.indexPath(of: "name") == IndexPath(indexes: [0, 0]))
        #expect(try form.indexPath(of: "skill-1") == IndexPath(indexes: [1, 0]))
        try form.apply(.moveItem("skill-1", toPosition: 2))
        #expect(try form.indexPath(of: "skill-1") == IndexPath(indexes: [1, 2]))
        #expect(try form.indexPath(of: "skill-3") == IndexPath(indexes: [1, 1]))
        try form.apply(.deleteItems(["skill-2"]))
        #expect(try form.indexPath(of: "skill-3") == IndexPath(indexes: [1, 0]))
        #expect(throws: FormError.unknownRow("skill-2")) { try form.indexPath(of: "skill-2") }

        var tree = try Form(DescriptorLoader.bundledDefault())
        #expect(try tree.indexPath(of: "firstName") == nil)
        try tree.apply(.tap("fullName"))
        #expect(try tree.indexPath(of: "firstName") == IndexPath(indexes: [0, 1]))
    }

    @Test func deletingAnItemNeedsNoEditMode() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        let change = try form.apply(.deleteItems(["skill-2"]))
        #expect(!form.isEditing)
        #expect(try form.items(in: 1) == ["skill-1", "skill-3"])
        #expect(change.sections == [FormChange.Section(section: 1, deleted: [1])])
        #expect {
            try form.apply(.deleteItems(["name"]))
        } throws: { ($0 as? EditError)?.reason == "only items of an editable list can be deleted" }
    }

    @Test func movesAndSelectionNeedEditMode() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        let before = form.state()
        #expect {
            try form.apply(.moveItems(section: 1, fromOffsets: [0], toOffset: 3))
        } throws: { ($0 as? EditError)?.reason == "items can be moved only in edit mode" }
        #expect {
            try form.apply(.toggleItemSelection("skill-2"))
        } throws: { ($0 as? EditError)?.reason == "items can be selected only in edit mode" }
        #expect { try form.apply(.deleteSelectedItems) } throws: {
            ($0 as? EditError)?.reason == "items can be deleted only in edit mode"
        }
        #expect(form.state() == before)
        try form.apply(.setEditing(true))
        #expect(form.isEditing)
        #expect {
            try form.apply(.deleteItems(["name"]))
        } throws: { ($0 as? EditError)?.reason == "only items of an editable list can be deleted" }
        #expect(throws: EditError.self) {
            try form.apply(.moveItems(section: 1, fromOffsets: [5], toOffset: 0))
        }
        #expect(form.state() == before)
    }

    @Test func moveReturnsAnExactChange() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C", "D", "E"]))
        try form.apply(.setEditing(true))
        let old = VisibilityPropertyTests.visibleKeys(form)
        let change = try form.apply(.moveItems(section: 1, fromOffsets: [1, 3], toOffset: 0))
        #expect(form.visibleRows(in: 1).map(\.title) == ["B", "D", "A", "C", "E"])
        // Reported as moves, what `moveRow(at:to:)` and a drag to reorder do, not delete + insert.
        #expect(
            change.sections == [
                FormChange.Section(section: 1, moved: [.init(from: 1, to: 0), .init(from: 3, to: 1)])
            ])
        #expect(
            change.movedIndexPaths.map { [$0.from, $0.to] } == [[[1, 1], [1, 0]], [[1, 3], [1, 1]]])
        #expect(change.deletedIndexPaths.isEmpty && change.insertedIndexPaths.isEmpty)
        #expect(
            VisibilityPropertyTests.check(change, old: old, new: VisibilityPropertyTests.visibleKeys(form))
                == [])
        try form.apply(.moveItem("skill-1", toPosition: 4))
        #expect(form.visibleRows(in: 1).map(\.title) == ["B", "D", "C", "E", "A"])
        try form.apply(.moveItem("skill-1", toPosition: 0))
        #expect(form.visibleRows(in: 1).map(\.title) == ["A", "B", "D", "C", "E"])
        #expect(try form.apply(.moveItem("skill-1", toPosition: 0)) == FormChange())
        #expect(throws: EditError.self) { try form.apply(.moveItem("skill-1", toPosition: 5)) }
        #expect(form.invariantViolations() == [])
    }

    @Test func deleteSelectedAndLeavingEditModeClearsSelection() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C", "D"]))
        try form.apply(.setEditing(true))
        #expect { try form.apply(.deleteSelectedItems) } throws: {
            ($0 as? EditError)?.reason == "no items are selected"
        }
        try form.apply(.toggleItemSelection("skill-3"))
        try form.apply(.toggleItemSelection("skill-1"))
        #expect(form.selectedItemKeys == ["skill-1", "skill-3"])
        #expect(try form.row("skill-3").isSelected)
        let change = try form.apply(.deleteSelectedItems)
        #expect(change.sections == [FormChange.Section(section: 1, deleted: [0, 2])])
        #expect(try form.items(in: 1) == ["skill-2", "skill-4"])
        #expect(form.selectedItemKeys == [])
        try form.apply(.toggleItemSelection("skill-4"))
        let leave = try form.apply(.setEditing(false))
        #expect(leave.sections == [FormChange.Section(section: 1, reconfigured: [1])])
        #expect(form.selectedItemKeys == [])
        #expect(!form.contains("skill-1"))
        #expect(form.invariantViolations() == [])
    }

    @Test func itemsFollowTheTemplateRules() throws {
        var form = try RulesSupport.form(RulesSupport.skills([]))
        let key = try form.addedItem(section: 1, title: "Swift").key
        #expect(form.validate().map(\.message) == ["Describe the skill"])
        try form.apply(.setText(key, "Since 2014"))
        #expect(form.canSubmit)
    }

    @Test func savedStateKeepsItemsOrderAndDropsDeletedOnes() throws {
        var form = try RulesSupport.form(RulesSupport.skills())
        try form.apply(.setText("skill-3", "systems"))
        try form.apply(.setText("skill-2", "services"))
        let added = try form.addedItem(section: 1, title: "Zig").key
        try form.apply(.setEditing(true))
        try form.apply(.moveItem(added, toPosition: 0))
        try form.apply(.deleteItems(["skill-2"]))
        let first = try FormState.load(data: form.state().data())
        let saved = try #require(first.items["skill"])
        #expect(saved.map(\.key) == ["skill-4", "skill-1", "skill-3"])
        #expect(saved.map(\.title) == ["Zig", "Swift", "Rust"])
        #expect(saved.map(\.order) == [0, 1, 2])
        #expect(first.values["skill-2"] == nil)

        var reloaded = try RulesSupport.form(RulesSupport.skills())
        #expect(reloaded.restore(first) == [])
        #expect(try reloaded.items(in: 1) == ["skill-4", "skill-1", "skill-3"])
        #expect(try reloaded.value(of: "skill-3") == .text("systems"))
        #expect(!reloaded.contains("skill-2"))
        #expect(reloaded.state() == form.state())
        #expect(reloaded.invariantViolations() == [])

        // An older state that still lists the deleted item: saving over it forgets it.
        var older = first
        older.values["skill-2"] = .string("services")
        older.items["skill"]?.append(SavedItem(key: "skill-2", title: "Go", order: 3))
        #expect(form.state(preserving: older).values["skill-2"] == nil)
        #expect(
            form.state(preserving: older).items["skill"]?.map(\.key) == ["skill-4", "skill-1", "skill-3"])
    }

    @Test func savedOrderFieldIsHonoured() throws {
        let state = FormState(items: [
            "skill": [
                SavedItem(key: "skill-1", title: "Swift", order: 2),
                SavedItem(key: "skill-9", title: "OCaml", order: 0),
                SavedItem(key: "name", title: "clash", order: 1),
            ]
        ])
        var form = try RulesSupport.form(RulesSupport.skills())
        let problems = form.restore(try FormState.load(data: state.data()), file: "s.plist")
        #expect(
            problems.map(\.description) == [
                "s.plist: key items.skill: item key 'name' is used by another row; skipped"
            ])
        #expect(form.allRows(in: 1).map(\.title) == ["OCaml", "Swift"])
        #expect(form.invariantViolations() == [])
    }

    @Test func descriptorChecksLists() throws {
        let problems = try RulesSupport.problems([
            ["editable": true, "rows": []],
            ["template": ["key": "t", "kind": "text"], "rows": []],
            ["editable": true, "template": ["kind": "option"], "rows": []],
            [
                "editable": true,
                "template": ["key": "p", "kind": "normal", "expandable": true, "additionalRows": 1],
                "rows": [["key": "x", "kind": "text", "visibleWhen": ["key": "x", "isSet": true]]],
            ],
            [
                "editable": true, "template": ["key": "s", "kind": "text"],
                "rows": [["key": "s-1", "kind": "text"]],
            ],
            ["rows": [["key": "y", "kind": "text", "visibleWhen": ["key": "s-1", "isSet": true]]]],
        ])
        #expect(
            problems == [
                "test.plist: section 1: an editable section needs a template (the cell new items are made from)",
                "test.plist: section 2: a template needs editable: true",
                "test.plist: section 3: the template needs a key: it names the list and prefixes its items' keys",
                "test.plist: section 3: template: items cannot own rows or be options (kind option)",
                "test.plist: section 4 (p): template: items cannot own rows or be options (kind normal)",
                "test.plist: section 4, row 1 (x): an item of an editable section cannot have visibleWhen",
                "test.plist: section 6, row 1 (y): visibleWhen: 's-1' is an item of an editable list, which comes and goes",
            ])
    }

    @Test func defaultFormHasSkills() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        let skills = try #require(form.section(named: "Skills"))
        #expect(try form.items(in: skills) == ["skill-1"])
        let key = try form.addedItem(section: skills, title: "Go").key
        try form.apply(.setText(key, "4"))
        #expect(form.allRows(in: skills).map(\.detail) == ["3", "4"])
    }
}
