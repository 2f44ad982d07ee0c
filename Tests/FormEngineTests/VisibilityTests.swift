import Foundation
import Testing

@testable import FormEngine

@Suite("Visibility and change sets")
struct VisibilityTests {
    /// a(3: b(1: c), d) e
    static var nested: [[[String: Any]]] {
        [
            [
                Fixtures.cell("a", children: 3), Fixtures.cell("b", children: 1), Fixtures.cell("c", "text"),
                Fixtures.cell("d", "text"), Fixtures.cell("e"),
            ]
        ]
    }

    @Test("a row is visible when every owner is expanded")
    func nestedRows() throws {
        var form = try Fixtures.form(Self.nested)
        #expect(Fixtures.visibleKeys(form) == [["a", "e"]])
        var change = try form.tap("a")
        #expect(Fixtures.visibleKeys(form) == [["a", "b", "d", "e"]])
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [1, 2], reloaded: [0])])
        change = try form.tap("b")
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [2], reloaded: [1])])
        #expect(Fixtures.visibleKeys(form) == [["a", "b", "c", "d", "e"]])
        change = try form.tap("a")
        #expect(change.sections == [FormChange.Section(section: 0, deleted: [1, 2, 3], reloaded: [0])])
        // b stays expanded inside collapsed a, and shows c again when a opens.
        change = try form.tap("a")
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [1, 2, 3], reloaded: [0])])
        Invariants.check(form)
    }

    @Test("contradictory flags: expanded decides, visible is ignored")
    func contradictoryFlags() throws {
        let root = [
            [
                Fixtures.cell("a", children: 1, expanded: false),
                Fixtures.cell("b", extra: ["visible": true]),
                Fixtures.cell("c", children: 1, expanded: true),
                Fixtures.cell("d", extra: ["visible": false]),
            ]
        ]
        let form = try Fixtures.form(root)
        #expect(Fixtures.visibleKeys(form) == [["a", "c", "d"]])
    }

    @Test("expandAll shows every row")
    func expandAll() throws {
        var form = try Fixtures.form(Self.nested)
        let old = Fixtures.visibleKeys(form).map { $0.map { RowKey($0) } }
        let change = form.expandAll()
        let new = Fixtures.visibleKeys(form).map { $0.map { RowKey($0) } }
        #expect(new == [["a", "b", "c", "d", "e"]])
        #expect(Invariants.apply(change, to: old, new: new) == new)
    }

    @Test("collapsing a non-expandable row is refused")
    func refusal() throws {
        var form = try Fixtures.form(Self.nested)
        #expect(throws: FormError.self) { try form.setExpanded("e", true) }
        #expect(throws: FormError.unknownRow("zz")) { try form.tap("zz") }
    }

    /// A random forest of rows in several sections, with pickers, switches and text rows.
    static func randomForm(seed: UInt64) -> [[[String: Any]]] {
        var rng = SplitMix(seed: seed)
        var sections: [[[String: Any]]] = []
        var counter = 0
        func group(depth: Int) -> [[String: Any]] {
            counter += 1
            let key = "r\(counter)"
            if depth > 2 || rng.next() % 3 == 0 {
                switch rng.next() % 3 {
                case 0: return [Fixtures.cell(key, "text", title: key)]
                case 1: return [Fixtures.cell(key, "switch", title: key)]
                default: return [Fixtures.cell(key, title: key)]
                }
            }
            if rng.next() % 4 == 0 {
                let options = (0..<Int(rng.next() % 3 + 1)).map { i in
                    Fixtures.cell("\(key)o\(i)", "option", title: "O\(i)")
                }
                return [Fixtures.cell(key, children: options.count, expanded: rng.next() % 2 == 0)] + options
            }
            var children: [[String: Any]] = []
            for _ in 0..<Int(rng.next() % 3 + 1) { children += group(depth: depth + 1) }
            return [Fixtures.cell(key, children: children.count, expanded: rng.next() % 2 == 0)] + children
        }
        for _ in 0..<Int(rng.next() % 3 + 1) {
            var rows: [[String: Any]] = []
            for _ in 0..<Int(rng.next() % 5 + 1) { rows += group(depth: 0) }
            sections.append(rows)
        }
        return sections
    }

    @Test("applying each change set to the old rows gives the new ones", arguments: 0..<40)
    func propertyTest(seed: Int) throws {
        var form = try Fixtures.form(Self.randomForm(seed: UInt64(seed)))
        var rng = SplitMix(seed: UInt64(seed) &+ 1000)
        let keys = form.descriptor.sections.flatMap { $0.rows.map(\.key) }
        Invariants.check(form)
        for _ in 0..<60 {
            let old = Invariants.recomputedVisible(form)
            let key = keys[Int(rng.next() % UInt64(keys.count))]
            let change: FormChange
            switch rng.next() % 4 {
            case 0: change = form.expandAll()
            case 1 where (try? form.row(key))?.kind == .text:
                change = try form.set(key, text: "v\(rng.next() % 9)")
            default: change = try form.tap(key)
            }
            let new = Invariants.recomputedVisible(form)
            #expect(Invariants.apply(change, to: old, new: new) == new)
            Invariants.check(form)
        }
    }
}

/// A small deterministic random generator for the property tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
