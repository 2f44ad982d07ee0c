import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormStateFiles

/// A picker's selection mode switched at run time is part of what a person did: the state
/// records it, and a restore — into the same form or a fresh one — puts it back before the
/// values that need it.
@Suite("Saved state: selection modes")
struct StateSelectionModeTests {
    /// A multiple "Languages" picker and a single "Size" picker.
    static func sections() -> [[String: Any]] {
        [
            [
                "title": "Prefs",
                "rows": [
                    [
                        "key": "languages", "kind": "normal", "expandable": true, "secondTitle": "Languages",
                        "selection": "multiple", "additionalRows": 3,
                    ],
                    ["key": "french", "kind": "option", "firstTitle": "French"],
                    ["key": "german", "kind": "option", "firstTitle": "German"],
                    ["key": "italian", "kind": "option", "firstTitle": "Italian"],
                    [
                        "key": "size", "kind": "normal", "expandable": true, "secondTitle": "Size",
                        "additionalRows": 2,
                    ],
                    ["key": "small", "kind": "option", "firstTitle": "Small"],
                    ["key": "large", "kind": "option", "firstTitle": "Large"],
                ] as [[String: Any]],
            ]
        ]
    }

    /// The form with "languages" switched to single selection and German chosen.
    static func switched() throws -> Form {
        var form = try RulesSupport.form(Self.sections())
        try form.apply(.setSelectionMode(of: "languages", to: .single))
        try form.apply(.set("languages", .choice("german")))
        return form
    }

    @Test func aResetAndARestoreGiveBackTheModeAndTheChoice() throws {
        var form = try Self.switched()
        let saved = form.state()
        try form.apply(.resetAll)
        #expect(try form.selectionMode(of: "languages") == .multiple())
        try form.apply(.restore(saved))
        #expect(try form.selectionMode(of: "languages") == .single)
        #expect(try form.value(of: "languages") == .choice("german"))
        #expect(form.state() == saved)
    }

    @Test func aFreshFormTakesTheModeFromAFile() throws {
        let saved = try FormState.load(data: Self.switched().state().data())
        var fresh = try RulesSupport.form(Self.sections())
        #expect(fresh.restore(saved) == [])
        #expect(try fresh.selectionMode(of: "languages") == .single)
        #expect(try fresh.value(of: "languages") == .choice("german"))
        #expect(try fresh.row("german").isSelected)
    }

    @Test func limitsAndASinglePickerMadeMultipleRoundTrip() throws {
        var form = try RulesSupport.form(Self.sections())
        try form.apply(.setSelectionMode(of: "languages", to: .multiple(minimum: 1, maximum: 2)))
        try form.apply(.setSelectionMode(of: "size", to: .multiple()))
        try form.apply(.set("size", .choices(["small", "large"])))
        let saved = try FormState.load(data: form.state().data())
        #expect(
            saved.selectionModes == ["languages": .multiple(minimum: 1, maximum: 2), "size": .multiple()])
        var fresh = try RulesSupport.form(Self.sections())
        #expect(fresh.restore(saved) == [])
        #expect(try fresh.selectionMode(of: "languages") == .multiple(minimum: 1, maximum: 2))
        #expect(try fresh.value(of: "size") == .choices(["small", "large"]))
    }

    @Test func aModeSwitchIsSomethingToSave() throws {
        let original = try RulesSupport.form(Self.sections())
        var form = original
        try form.apply(.setSelectionMode(of: "languages", to: .single))
        #expect(form.state() != original.state())
        #expect(!form.hasSameState(as: original))
        try form.apply(.setSelectionMode(of: "languages", to: .multiple()))
        #expect(form.hasSameState(as: original))
    }

    @Test func aStateWithoutModesPutsBackTheDescriptorsModes() throws {
        var form = try Self.switched()
        let plain = try RulesSupport.form(Self.sections()).state()
        #expect(form.restore(plain) == [])
        #expect(try form.selectionMode(of: "languages") == .multiple())
    }

    @Test func aModeLikeTheDescriptorsIsNotWrittenSoOldFilesStayTheSame() throws {
        var form = try RulesSupport.form(Self.sections())
        try form.apply(.set("languages", .choices(["french"])))
        let before = try form.state().data()
        try form.apply(.setSelectionMode(of: "languages", to: .single))
        try form.apply(.setSelectionMode(of: "languages", to: .multiple()))
        try form.apply(.set("languages", .choices(["french"])))
        #expect(try form.state().data() == before)
        #expect(!String(decoding: before, as: UTF8.self).contains("<key>selection</key>"))
        let written = String(decoding: try Self.switched().state().data(), as: UTF8.self)
        #expect(written.contains("<key>selection</key>"))
    }

    @Test func entriesThatDoNotFitAreReportedAndKept() throws {
        var saved = try Self.switched().state()
        saved.selectionModes["french"] = .single
        saved.selectionModes["gone"] = .multiple()
        var fresh = try RulesSupport.form(Self.sections())
        let problems = fresh.restore(saved).map(\.description)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("french") && $0.contains("not a picker") })
        #expect(problems.contains { $0.contains("gone") && $0.contains("no row has this key") })
        #expect(try fresh.selectionMode(of: "languages") == .single)
        // Kept when saved again, as other entries the form cannot take are.
        #expect(fresh.state(preserving: saved).selectionModes["gone"] == .multiple())
    }

    @Test(
        "a malformed selection entry is refused when the file is read",
        arguments: [
            "<key>selection</key><string>single</string>",
            "<key>selection</key><dict><key>a</key><string>both</string></dict>",
            "<key>selection</key><dict><key>a</key><dict><key>selection</key><string>triple</string></dict></dict>",
            "<key>selection</key><dict><key>a</key><dict><key>selection</key><string>multiple</string>"
                + "<key>maximumSelections</key><integer>0</integer></dict></dict>",
        ])
    func malformedEntries(_ entry: String) throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(entry)</dict></plist>"
        #expect(throws: LoadError.self) { try FormState.load(data: Data(text.utf8)) }
    }

    @Test func aModeSwitchedInOneFormSurvivesAMergeOverAnotherFormsSave() {
        let base = FormState(values: ["a": .string("1")])
        var mine = base
        mine.selectionModes["languages"] = .single
        mine.values["languages"] = .string("german")
        let disk = FormState(values: ["a": .string("theirs")])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect(merge.conflicts == [])
        #expect(merge.state.selectionModes == ["languages": .single])
        #expect(merge.state.values == ["a": .string("theirs"), "languages": .string("german")])
        // Switched back: the entry goes.
        let back = StateEdits(from: mine, to: base).applied(to: merge.state)
        #expect(back.state.selectionModes == [:])
    }

    @Test func theModesRoundTripThroughCodable() throws {
        let saved = try Self.switched().state()
        let decoded = try JSONDecoder().decode(FormState.self, from: JSONEncoder().encode(saved))
        #expect(decoded == saved && decoded.selectionModes == ["languages": .single])
        let plain = try JSONEncoder().encode(RulesSupport.form(Self.sections()).state())
        #expect(!String(decoding: plain, as: UTF8.self).contains("selection"))
    }
}
