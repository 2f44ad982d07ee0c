import FormExamples
import Foundation
import Testing

@testable import FormEngine

@Suite("FormChange(from:to:)")
struct FormChangeDiffTests {
    @Test func diffEqualsTheEnginesChangeForSingleEdits() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        let edits: [Edit] = [
            .tap("fullName"), .set("firstName", .text("Ada")), .tap("favoriteSport"), .tap("basketball"),
            .tap("maritalStatus"), .tap("married"), .tap("fullName"), .expandAll,
            .set("experienceSlider", .number(4)), .tap("favoriteColor"),
        ]
        for edit in edits {
            let old = form
            let change = try form.apply(edit)
            #expect(FormChange(from: old, to: form) == change, "\(edit)")
        }
    }

    @Test func nothingChangedIsEmpty() throws {
        let form = try Form(DescriptorLoader.bundledDefault())
        #expect(FormChange(from: form, to: form).isEmpty)
    }

    @Test(arguments: [
        ([0, 1, 2, 3], [0, 1, 2, 3]),
        ([3, 0, 1, 2], [1, 2, 3]),
        ([2, 1, 0], [2]),
        ([], []),
        ([5, 1, 6, 2, 7, 3], [1, 3, 5]),
    ])
    func longestIncreasingRunKeepsTheMostRows(_ values: [Int], _ expected: [Int]) {
        let run = FormChange.longestIncreasingRun(values)
        #expect(run.count == expected.count)
        #expect(zip(run, run.dropFirst()).allSatisfy { values[$0] < values[$1] })
    }

    @Test func reorderedRowsAreMovedSoTheReplayHolds() {
        let rows = ["a", "b", "c", "d"].map { key in
            Row(
                key: RowKey(key), kind: .normal, title: key, subtitle: "", depth: 0, isExpandable: false,
                isExpanded: false, value: nil, displayValue: "", isSelected: false)
        }
        let new = [rows[1], rows[0], rows[2], rows[3]]
        let change = FormChange.section(0, old: rows, new: new)
        #expect(
            VisibilityPropertyTests.check(
                FormChange(sections: [change]), old: [rows.map(\.key)], new: [new.map(\.key)]) == [])
        #expect(change.moved.count == 1 && change.deleted.isEmpty && change.inserted.isEmpty)
        // A row that moved and changed is deleted and inserted again: UIKit neither reloads nor
        // reconfigures a row it moves.
        var changed = new
        changed[0].title = "B"
        let both = FormChange.section(0, old: rows, new: changed)
        #expect(both.moved.isEmpty && both.deleted.count == 1 && both.inserted.count == 1)
    }
}

@Suite("FormChange for pickers set by code")
struct PickerChangeTests {
    /// Setting a picker's choice by code while the picker is open changes the ✓ of two visible
    /// options: both are reloaded with the picker, so a table never shows a stale ✓.
    @Test func settingAChoiceOnAnOpenPickerReloadsTheOptionsWhoseMarkChanged() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        try form.apply(.set("favoriteSport", .choice("baseball")))
        try form.apply(.setExpanded("favoriteSport", to: true))
        let old = form
        let change = try form.apply(.set("favoriteSport", .choice("football")))
        #expect(change == FormChange(from: old, to: form))
        #expect(change.changedKeys == ["favoriteSport", "football", "baseball"])
    }
}
