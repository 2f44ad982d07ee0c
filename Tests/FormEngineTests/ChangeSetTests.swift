import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Change sets a table view applies as they are: the row typed in is left alone, a value the
/// form normalised is set back, moves are moves.
@Suite("Change sets for table views")
struct ChangeSetTests {
    /// A settings screen: an account group summarising its email, a text size slider (12 to
    /// 30 in steps of 2) and a decimal kept to two digits.
    static func form() throws -> Form {
        try RulesSupport.form([
            [
                "title": "Display",
                "rows": [
                    [
                        "key": "account", "kind": "normal", "expandable": true, "expanded": true,
                        "additionalRows": 1, "secondTitle": "Account",
                    ],
                    ["key": "email", "kind": "email", "firstTitle": "Email"],
                    [
                        "key": "textSize", "kind": "slider", "minimum": 12, "maximum": 30, "step": 2,
                        "value": 16,
                    ],
                    ["key": "scale", "kind": "decimal", "fractionDigits": 2],
                ] as [[String: Any]],
            ]
        ])
    }

    @Test func aKeystrokeLeavesItsOwnRowOutAndListsTheParentItChanged() throws {
        var form = try Self.form()
        let change = try form.apply(.setText("email", "ada@"))
        // The field shows what was typed; only the account row's summary is reconfigured.
        #expect(change.sections == [FormChange.Section(section: 0, reconfigured: [0])])
        #expect(change.reconfiguredKeys == ["account"])
        #expect(change.changedKeys.contains("email"))
        // The same value set by code lists the row, so its cell shows it.
        let byCode = try form.apply(.set("email", .text("grace@example.com")))
        #expect(byCode.sections == [FormChange.Section(section: 0, reconfigured: [0, 1])])
        #expect(byCode.reconfiguredKeys == ["account", "email"])
    }

    @Test func aKeystrokeThatChangesNothingElseListsNoPositions() throws {
        var form = try Self.form()
        let change = try form.apply(.setText("scale", "1.5"))
        #expect(change.sections == [])
        #expect(change.changedKeys == ["scale"] && !change.isEmpty)
    }

    @Test func aClampedValueIsSetBackEvenWhenTheStoredValueDidNotChange() throws {
        var form = try Self.form()
        try form.apply(.set("textSize", .number(12)))
        // Dragged below the minimum: the form keeps 12, as before, and says so.
        let below = try form.apply(.set("textSize", .number(4)))
        #expect(try form.value(of: "textSize") == .number(12))
        #expect(below.sections == [FormChange.Section(section: 0, reconfigured: [2])])
        #expect(below.changedKeys == ["textSize"] && below.reconfiguredKeys == ["textSize"])
        // Off the step: 17 is rounded to 18, and the control is set to 18.
        let offStep = try form.apply(.set("textSize", .number(17)))
        #expect(try form.value(of: "textSize") == .number(18))
        #expect(offStep.reconfiguredKeys == ["textSize"])
        // A value the form keeps as given lists the row once, as any value change.
        #expect(try form.apply(.set("textSize", .number(20))).reconfiguredKeys == ["textSize"])
        #expect(try form.apply(.set("textSize", .number(20))).isEmpty)
    }

    @Test func typedTextTheFormNormalisesIsSetBack() throws {
        var form = try Self.form()
        let clamped = try form.apply(.setText("textSize", "99"))
        #expect(try form.value(of: "textSize") == .number(30))
        #expect(clamped.reconfiguredKeys == ["textSize"])
        let rounded = try form.apply(.setText("scale", "1.555"))
        #expect(try form.value(of: "scale") == .number(1.56))
        #expect(rounded.sections == [FormChange.Section(section: 0, reconfigured: [3])])
        // Typing on ("1.56" is what the field shows now) changes nothing and lists nothing.
        #expect(try form.apply(.setText("scale", "1.56")).isEmpty)
        // A spelling of the same number is no normalisation: "1.50" stays in the field.
        #expect(try form.apply(.setText("scale", "1.50")).sections == [])
    }

    /// A number, date or time typed with spaces around it, or a time typed `7:30`, is kept as the
    /// form writes it, so the field is set back to that; typing it as kept lists nothing.
    @Test func aTrimmedOrRewrittenValueIsSetBack() throws {
        var form = try RulesSupport.form([
            [
                "rows": [
                    ["key": "wake", "kind": "time"],
                    ["key": "age", "kind": "integer"],
                    ["key": "day", "kind": "date"],
                ] as [[String: Any]]
            ]
        ])
        let time = try form.apply(.setText("wake", "7:30"))
        #expect(try form.value(of: "wake") == .text("07:30"))
        #expect(
            time.reconfiguredKeys == ["wake"]
                && time.sections == [FormChange.Section(section: 0, reconfigured: [0])])
        #expect(try form.apply(.setText("wake", "07:45")).sections == [])
        let age = try form.apply(.setText("age", " 42 "))
        #expect(try form.value(of: "age") == .number(42))
        #expect(age.reconfiguredKeys == ["age"])
        #expect(try form.apply(.setText("age", "43")).sections == [])
        let day = try form.apply(.setText("day", "2026-12-05 "))
        #expect(try form.value(of: "day") == .date(CalendarDate(year: 2026, month: 12, day: 5)!))
        #expect(day.reconfiguredKeys == ["day"])
        #expect(try form.apply(.setText("day", "2026-12-06")).sections == [])
    }

    /// Text is kept as typed, spaces included — a name typed a word at a time has a trailing
    /// space between words, a password may hold spaces — so a keystroke never sets its field back.
    @Test func textIsKeptAsTypedSpacesIncluded() throws {
        var form = try RulesSupport.form([["rows": [["key": "name", "kind": "text"]]]])
        let change = try form.apply(.setText("name", " Ada "))
        #expect(try form.value(of: "name") == .text(" Ada "))
        #expect(change.sections == [] && change.changedKeys == ["name"])
    }

    /// A stepper's step is what its buttons add, not a grid: a value off the step is kept as set
    /// (as UIStepper and SwiftUI's Stepper keep it), so nothing is set back.
    @Test func aStepperKeepsAValueOffItsStep() throws {
        var form = try RulesSupport.form([
            [
                "rows": [["key": "guests", "kind": "stepper", "minimum": 0, "maximum": 100, "step": 5]]
                    as [[String: Any]]
            ]
        ])
        #expect(try form.apply(.setText("guests", "7")).sections == [])
        #expect(try form.value(of: "guests") == .number(7))
        #expect(try form.apply(.set("guests", .number(7))).isEmpty)
    }

    @Test func aClearedFieldIsTheKeystrokeToo() throws {
        var form = try Self.form()
        try form.apply(.setText("email", "a"))
        let cleared = try form.apply(.setText("email", ""))
        #expect(try form.value(of: "email") == nil)
        #expect(cleared.reconfiguredKeys == ["account"])
    }

    @Test func aSingleMoveIsOneMoveRow() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C", "D"]))
        try form.apply(.setEditing(true))
        let change = try form.apply(.moveItem("skill-1", toPosition: 2))
        #expect(change.sections == [FormChange.Section(section: 1, moved: [.init(from: 0, to: 2)])])
        #expect(change.changedKeys == ["skill-1"])
        #expect(form.visibleRows(in: 1).map(\.title) == ["B", "C", "A", "D"])
    }

    @Test func aDiffReportsReorderedRowsAsMovesAndChangedOnesAsReconfigured() throws {
        var form = try RulesSupport.form(RulesSupport.skills(["A", "B", "C", "D"]))
        let before = form
        try form.apply(.setEditing(true))
        try form.apply(.moveItem("skill-4", toPosition: 0))
        try form.apply(.set("skill-2", .text("changed")))
        let change = FormChange(from: before, to: form)
        let old = VisibilityPropertyTests.visibleKeys(before)
        #expect(
            VisibilityPropertyTests.check(change, old: old, new: VisibilityPropertyTests.visibleKeys(form))
                == [])
        #expect(change.sections.first { $0.section == 1 }?.moved == [.init(from: 3, to: 0)])
        #expect(change.reconfiguredKeys == ["skill-2"])
    }
}
