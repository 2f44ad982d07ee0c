import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Multiple selection")
struct SelectionTests {
    static func picker(
        order: [String] = ["a", "b", "c", "d"], limits: [String: Any] = ["maximumSelections": 2]
    )
        -> [[String: Any]]
    {
        var picker: [String: Any] = [
            "key": "pick", "kind": "normal", "expandable": true, "expanded": true, "secondTitle": "Pick",
            "additionalRows": order.count, "selection": "multiple",
        ]
        picker.merge(limits) { $1 }
        let options: [[String: Any]] = order.map {
            ["key": $0, "kind": "option", "firstTitle": "Option \($0.uppercased())"]
        }
        return [["rows": [picker] + options + [["key": "after", "kind": "text"]]]]
    }

    @Test func tapsToggleAndKeepThePickerOpen() throws {
        var form = try RulesSupport.form(Self.picker())
        let change = try form.apply(.tap("b"))
        #expect(try form.selectedKeys(of: "pick") == ["b"])
        #expect(try form.isExpanded("pick"))
        #expect(change.sections == [FormChange.Section(section: 0, reconfigured: [0, 2])])
        #expect(change.changedKeys == ["pick", "b"])
        try form.apply(.tap("a"))
        #expect(try form.selectedKeys(of: "pick") == ["b", "a"])
        #expect(try form.row("pick").title == "Option B, Option A")
        #expect(try form.selectedRows(of: "pick").map(\.title) == ["Option B", "Option A"])
        try form.apply(.tap("b"))
        #expect(try form.value(of: "pick") == .choices(["a"]))
        #expect(try form.row("a").isSelected && !form.row("b").isSelected)
    }

    @Test func tapPastTheMaximumIsRefusedAndChangesNothing() throws {
        var form = try RulesSupport.form(Self.picker())
        try form.apply(.tap("a"))
        try form.apply(.tap("b"))
        let before = form.state()
        #expect {
            try form.apply(.tap("c"))
        } throws: { error in
            guard case .refused(let location, let reason) = error as? EditError else { return false }
            return location.key == "c"
                && reason == "at most 2 options can be selected in 'Pick'; deselect one first"
        }
        #expect(form.state() == before)
        #expect(throws: EditError.self) { try form.apply(.set("pick", .choices(["a", "b", "c"]))) }
        #expect(throws: EditError.self) { try form.apply(.set("pick", .choices(["a", "a"]))) }
        #expect(throws: EditError.self) { try form.apply(.set("pick", .choice("a"))) }
    }

    @Test func singlePickersChooseAndCollapse() throws {
        var form = try RulesSupport.form(Self.picker())
        try form.apply(.setSelectionMode(of: "pick", to: .single))
        let change = try form.apply(.tap("c"))
        #expect(try form.value(of: "pick") == .choice("c"))
        #expect(try !form.isExpanded("pick"))
        #expect(change.sections.first?.deleted == [1, 2, 3, 4])
    }

    @Test func switchingModeClearsTheSelection() throws {
        var form = try RulesSupport.form(Self.picker())
        try form.apply(.tap("a"))
        let change = try form.apply(.setSelectionMode(of: "pick", to: .single))
        #expect(try form.value(of: "pick") == nil)
        // Another mode may need other controls: the picker's and its options' cells are replaced.
        #expect(change.sections == [FormChange.Section(section: 0, reloaded: [0, 1, 2, 3, 4])])
        #expect(change.reloadedKeys == ["pick", "a", "b", "c", "d"] && change.reconfiguredKeys == [])
        #expect(Set(change.changedKeys) == ["pick", "a", "b", "c", "d"])
        // The same edit made in one go is found by the diff.
        var again = try RulesSupport.form(Self.picker())
        try again.apply(.tap("a"))
        let before = again
        try again.apply(.setSelectionMode(of: "pick", to: .single))
        let diff = FormChange(from: before, to: again)
        #expect(diff.sections == change.sections && diff.reloadedKeys == change.reloadedKeys)
        try form.apply(.tap("b"))
        try form.apply(.setSelectionMode(of: "pick", to: .multiple()))
        #expect(try form.selectedKeys(of: "pick") == [])
        #expect(try form.selectionMode(of: "pick") == .multiple())
        #expect(throws: EditError.self) { try form.apply(.setSelectionMode(of: "after", to: .single)) }
    }

    @Test func selectAllAndClear() throws {
        var form = try RulesSupport.form(Self.picker())
        #expect {
            try form.apply(.selectAll("pick"))
        } throws: { error in
            (error as? EditError)?.reason == "at most 2 of its 4 options can be selected, so not all"
        }
        try form.apply(.setSelectionMode(of: "pick", to: .multiple(maximum: 4)))
        try form.apply(.selectAll("pick"))
        #expect(try form.selectedKeys(of: "pick") == ["a", "b", "c", "d"])
        #expect(try form.row("pick").title == "Option A, Option B, Option C, Option D")
        try form.apply(.clearSelection("pick"))
        #expect(try form.selectedKeys(of: "pick") == [])
        try form.apply(.setSelectionMode(of: "pick", to: .single))
        #expect(throws: EditError.self) { try form.apply(.selectAll("pick")) }
    }

    @Test func longSelectionsAreCounted() {
        let titles: [RowKey: String] = [
            "a": "Portuguese (Brazil)", "b": "Chinese (Traditional)", "c": "Thai",
        ]
        let summary = PickerHandler.summary(of: .choices(["a", "b", "c"]), titles: { titles[$0] ?? "" })
        #expect(summary == "3 selected")
        #expect(
            PickerHandler.summary(of: .choices(["a", "c"]), titles: { titles[$0] ?? "" })
                == "Portuguese (Brazil), Thai")
        #expect(PickerHandler.summary(of: .choices([]), titles: { titles[$0] ?? "" }) == nil)
    }

    @Test func minimumIsAValidationProblem() throws {
        var form = try RulesSupport.form(
            Self.picker(limits: ["minimumSelections": 2, "message": ["minimumSelections": "Pick two"]]))
        #expect(form.validate().map(\.message) == ["Pick two"])
        try form.apply(.tap("a"))
        try form.apply(.tap("d"))
        #expect(form.canSubmit)
    }

    @Test func selectionSurvivesReorderAndReload() throws {
        var form = try RulesSupport.form(Self.picker())
        try form.apply(.tap("c"))
        try form.apply(.tap("a"))
        let data = try form.state().data()
        let state = try FormState.load(data: data)
        #expect(state.values["pick"] == .array([.string("c"), .string("a")]))
        var reordered = try RulesSupport.form(Self.picker(order: ["d", "c", "b", "a"]))
        #expect(reordered.restore(state) == [])
        #expect(try reordered.selectedKeys(of: "pick") == ["c", "a"])
        #expect(reordered.visibleRows(in: 0).filter(\.isSelected).map(\.key) == ["c", "a"])
        #expect(try reordered.row("pick").title == "Option C, Option A")
    }

    @Test func textSetsSeveralOptionsByKeyOrTitle() throws {
        var form = try RulesSupport.form(Self.picker())
        try form.apply(.setText("pick", "b, option d"))
        #expect(try form.selectedKeys(of: "pick") == ["b", "d"])
        try form.apply(.setText("pick", ""))
        #expect(try form.value(of: "pick") == nil)
        #expect(throws: EditError.self) { try form.apply(.setText("pick", "a,b,c")) }
        #expect(throws: EditError.self) { try form.apply(.setText("pick", "zz")) }
    }

    @Test func descriptorChecksSelectionFields() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    ["key": "t", "kind": "text", "selection": "multiple"],
                    [
                        "key": "p", "kind": "normal", "expandable": true, "additionalRows": 1,
                        "selection": "many",
                        "maximumSelections": 0,
                    ],
                    ["key": "o", "kind": "option"],
                    [
                        "key": "q", "kind": "normal", "expandable": true, "additionalRows": 2,
                        "selection": "multiple", "maximumSelections": 1, "value": "o1,o2",
                    ],
                    ["key": "o1", "kind": "option"],
                    ["key": "o2", "kind": "option"],
                    [
                        "key": "n", "kind": "normal", "expandable": true, "additionalRows": 1,
                        "selection": "multiple",
                    ],
                    ["key": "x", "kind": "text"],
                ]
            ]
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 1 (t): selection applies to pickers (expandable normal rows owning options)",
                "test.plist: section 1, row 2 (p): maximumSelections must be a whole number of at least 1, "
                    + "not the integer 0",
                "test.plist: section 1, row 2 (p): selection must be single or multiple, not the string 'many'",
                "test.plist: section 1, row 4 (q): value selects 2 options, more than maximumSelections 1",
                "test.plist: section 1, row 7 (n): selection applies to pickers (expandable normal rows owning options)",
            ])
    }

    @Test func defaultFormHasLanguages() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        #expect(try form.selectionMode(of: "languages") == .multiple(maximum: 3))
        for key: RowKey in ["english", "french", "german"] { try form.apply(.tap(key)) }
        #expect(throws: EditError.self) { try form.apply(.tap("spanish")) }
        #expect(try form.row("languages").title == "English, French, German")
    }
}
