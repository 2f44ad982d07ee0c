import Foundation
import TestSupport
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
        var change = try form.apply(.tap("a"))
        #expect(Fixtures.visibleKeys(form) == [["a", "b", "d", "e"]])
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [1, 2], reconfigured: [0])])
        change = try form.apply(.tap("b"))
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [2], reconfigured: [1])])
        #expect(Fixtures.visibleKeys(form) == [["a", "b", "c", "d", "e"]])
        change = try form.apply(.tap("a"))
        #expect(change.sections == [FormChange.Section(section: 0, deleted: [1, 2, 3], reconfigured: [0])])
        // b stays expanded inside collapsed a, and shows c again when a opens.
        change = try form.apply(.tap("a"))
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [1, 2, 3], reconfigured: [0])])
        #expect(form.invariantViolations() == [] && VisibilityPropertyTests.titleProblems(form) == [])
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
        let old = VisibilityPropertyTests.visibleKeys(form)
        let change = try form.apply(.expandAll)
        let new = VisibilityPropertyTests.visibleKeys(form)
        #expect(new == [["a", "b", "c", "d", "e"]])
        #expect(VisibilityPropertyTests.check(change, old: old, new: new) == [])
    }

    @Test("collapsing a non-expandable row is refused")
    func refusal() throws {
        var form = try Fixtures.form(Self.nested)
        #expect(throws: EditError.self) { try form.apply(.setExpanded("e", to: true)) }
        #expect(throws: EditError.unknownRow("zz")) { try form.apply(.tap("zz")) }
    }
}
