import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Change sets name every row whose look changed, whether the edit came alone or in a batch, so
/// that a per-row view (a `RowModel`, a diffable data source's item) never goes stale.
@MainActor
@Suite("Change sets name every row that changed")
struct ChangeSetCompletenessTests {
    /// A Settings-like screen: a single "Theme" picker choosing `system`, and an editable list
    /// of blocked people with one item from the file.
    static func form() throws -> Form {
        try RulesSupport.form([
            [
                "title": "Display",
                "rows": [
                    [
                        "key": "theme", "kind": "normal", "expandable": true, "secondTitle": "Theme",
                        "additionalRows": 3, "value": "system",
                    ],
                    ["key": "system", "kind": "option", "firstTitle": "System"],
                    ["key": "light", "kind": "option", "firstTitle": "Light"],
                    ["key": "dark", "kind": "option", "firstTitle": "Dark"],
                ] as [[String: Any]],
            ],
            [
                "title": "Blocked", "editable": true,
                "template": ["key": "blocked", "kind": "text"],
                "rows": [["key": "blocked-1", "kind": "text", "firstTitle": "Mallory"]],
            ],
        ])
    }

    @Test func choosingAnotherOptionNamesTheOptionThatLostItsMark() throws {
        var form = try Self.form()
        var batch = form
        try form.apply(.tap("theme"))
        let change = try form.apply(.tap("dark"))
        #expect(change.changedKeys.contains("system"), "\(change.changedKeys)")
        #expect(try !form.row("system").isSelected)
        // A batch of the same edits names the same rows.
        let batched = try batch.applyAll([.tap("theme"), .tap("dark")])
        #expect(Set(batched.changedKeys) == Set(change.changedKeys))
    }

    @Test func choosingInAnOpenPickerKeptOpenByCodeReconfiguresTheOldOption() throws {
        // Chosen by code while the options show (the picker stays expanded): both marks are
        // visible, so both rows are reconfigured.
        var form = try Self.form()
        try form.apply(.tap("theme"))
        let change = try form.apply(.set("theme", .choice("light")))
        #expect(change.reconfiguredKeys == ["theme", "system", "light"])
    }

    #if canImport(Observation)
        @Test func aRowModelOfTheOldOptionLosesItsMark() throws {
            let model = FormModel(try Self.form())
            guard let system = model.row("system") else {
                Issue.record("no row model for system")
                return
            }
            #expect(system.row.isSelected)
            model.apply(.tap("theme"))
            model.apply(.tap("dark"))
            #expect(model.lastError == nil)
            #expect(!system.row.isSelected)
            #expect(system.row == (try model.form.row("system")))
        }
    #endif

    @Test func aBatchNamesAnItemAddedAtRunTimeThatItSelected() throws {
        let controller = FormController(try Self.form())
        let key = try controller.addedItem(section: 1, title: "Eve")
        #expect(key == "blocked-2")
        let change = try controller.perform([.setEditing(true), .toggleItemSelection(key)])
        #expect(change.reconfiguredKeys == [key])
        #expect(change.changedKeys == [key])
        // An item from the file, for comparison.
        let fromFile = try controller.perform([
            .setEditing(false), .setEditing(true), .toggleItemSelection("blocked-1"),
        ])
        #expect(fromFile.changedKeys.contains("blocked-1"))
    }
}
