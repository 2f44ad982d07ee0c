import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Item order")
struct ItemOrderTests {
    /// Checks every position and slot of `order` against `reference` (the slot at each position).
    static func mismatches(_ order: ItemOrder, _ reference: [Int]) -> [String] {
        var problems: [String] = []
        if order.count != reference.count { problems.append("count \(order.count) != \(reference.count)") }
        if order.slots != reference { problems.append("slots \(order.slots) != \(reference)") }
        for (position, slot) in reference.enumerated() {
            if order.slot(at: position) != slot { problems.append("slot at \(position)") }
            if order.position(of: slot) != position { problems.append("position of \(slot)") }
        }
        return problems
    }

    @Test func startsInSlotOrder() {
        for count in [0, 1, 2, 3, 10, 1000] {
            #expect(Self.mismatches(ItemOrder(count: count), Array(0..<count)) == [])
        }
    }

    @Test func movesAppendsAndRemovesMatchAnArray() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let start = Int.random(in: 0...40, using: &rng)
            var order = ItemOrder(count: start)
            var reference = Array(0..<start)
            for _ in 0..<60 {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    order.append()
                    reference.append(reference.count)
                case 1 where !reference.isEmpty:
                    let from = Int.random(in: 0..<reference.count, using: &rng)
                    let to = Int.random(in: 0..<reference.count, using: &rng)
                    order.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
                    reference.insert(reference.remove(at: from), at: to)
                default:
                    guard !reference.isEmpty else { continue }
                    let position = Int.random(in: 0..<reference.count, using: &rng)
                    let last = reference.count - 1
                    let removed = reference.remove(at: position)
                    let (freed, renumbered) = order.remove(at: position)
                    #expect(freed == removed)
                    // The last slot takes the freed number.
                    #expect(renumbered == (removed == last ? nil : last))
                    reference = reference.map { $0 == last ? removed : $0 }
                }
                let problems = Self.mismatches(order, reference)
                #expect(problems == [])
                if !problems.isEmpty { return }
            }
        }
    }

    /// A list of 60 items edited at random — single and multiple moves, deletes, adds,
    /// values — against a plain array of (key, title, value), with the engine's own invariant
    /// check after each edit and a save/restore round trip at the end.
    @Test func listEditsMatchAPlainArray() throws {
        var rng = SeededGenerator(seed: 5)
        let titles = (0..<60).map { "T\($0)" }
        var form = try RulesSupport.form(RulesSupport.skills(titles))
        var model = titles.enumerated().map {
            (key: RowKey("skill-\($0 + 1)"), title: $1, value: Value?.none)
        }
        try form.apply(.setEditing(true))
        for step in 0..<400 {
            switch Int.random(in: 0..<7, using: &rng) {
            case 4 where model.count > 1:
                let offsets = IndexSet(
                    (0..<model.count).filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
                var destination = Int.random(in: 0...model.count, using: &rng)
                // The reference needs an anchor that is not moved; Array.move treats them alike.
                while destination < model.count, offsets.contains(destination) { destination += 1 }
                let old = VisibilityPropertyTests.visibleKeys(form)
                let change = try form.apply(
                    .moveItems(section: 1, fromOffsets: offsets, toOffset: destination))
                let order = ListTests.referenceMove(Array(model.indices), offsets, destination)
                model = order.map { model[$0] }
                #expect(
                    VisibilityPropertyTests.check(
                        change, old: old, new: VisibilityPropertyTests.visibleKeys(form)) == [])
            case 0:
                let (key, _) = try form.addedItem(section: 1, title: "N\(step)")
                model.append((key, "N\(step)", nil))
            case 1 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                try form.apply(.deleteItems([model[index].key]))
                model.remove(at: index)
            case 2 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                try form.apply(.setText(model[index].key, "v\(step)"))
                model[index].value = .text("v\(step)")
            case 3 where model.count > 2:
                let doomed = Set((0..<model.count).filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
                try form.apply(.deleteItems(doomed.sorted().map { model[$0].key }))
                model = model.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            default:
                guard !model.isEmpty else { continue }
                let index = Int.random(in: 0..<model.count, using: &rng)
                let position = Int.random(in: 0..<model.count, using: &rng)
                let old = VisibilityPropertyTests.visibleKeys(form)
                let change = try form.apply(.moveItem(model[index].key, toPosition: position))
                model.insert(model.remove(at: index), at: position)
                #expect(
                    VisibilityPropertyTests.check(
                        change, old: old, new: VisibilityPropertyTests.visibleKeys(form))
                        == [])
            }
            #expect(try form.items(in: 1) == model.map(\.key))
            #expect(form.visibleRows(in: 1).map(\.value) == model.map(\.value))
            #expect(form.visibleRows(in: 1).map(\.title) == model.map(\.title))
            let violations = form.invariantViolations()
            #expect(violations == [], "step \(step)")
            if !violations.isEmpty { return }
        }
        var restored = try RulesSupport.form(RulesSupport.skills(titles))
        #expect(restored.restore(form.state()) == [])
        #expect(try restored.items(in: 1) == model.map(\.key))
        #expect(try model.map { try restored.value(of: $0.key) } == model.map(\.value))
        #expect(restored.invariantViolations() == [])
    }
}
