import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormStateFiles

/// Merging one form's edits over a state another process changed: ``StateEdits`` and
/// ``Form/save(mergingInto:since:lockTimeout:limits:)``.
@Suite("State merge")
struct StateMergeTests {
    static func items(_ list: [(String, String)]) -> [SavedItem] {
        list.enumerated().map { SavedItem(key: RowKey($1.0), title: $1.1, order: $0) }
    }

    @Test func differentRowsBothKept() {
        let base = FormState(values: ["a": .string("1"), "b": .string("1")])
        let mine = FormState(values: ["a": .string("mine"), "b": .string("1")])
        let disk = FormState(values: ["a": .string("1"), "b": .string("theirs"), "c": .bool(true)])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect(merge.state.values == ["a": .string("mine"), "b": .string("theirs"), "c": .bool(true)])
        #expect(merge.conflicts.isEmpty)
    }

    @Test func sameRowLaterSaveWinsAndSaysSo() {
        let base = FormState(values: ["firstName": .string("Ada")])
        let mine = FormState(values: ["firstName": .string("Grace")])
        let disk = FormState(values: ["firstName": .string("Hedy")])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect(merge.state.values["firstName"] == .string("Grace"))
        #expect(merge.conflicts == [.changedByBoth(key: "firstName")])
        #expect(
            merge.conflicts.map(\.description) == [
                "firstName was also changed by another process; yours is kept"
            ])
        // The same change made by both is no conflict; a cleared row is cleared.
        let same = StateEdits(from: base, to: mine).applied(to: mine)
        #expect(same.conflicts.isEmpty && same.state == mine)
        let cleared = StateEdits(from: base, to: FormState()).applied(to: base)
        #expect(cleared.state.values.isEmpty)
    }

    @Test func listAdditionsFromBothAreKeptAndTakenKeysRenamed() {
        let base = FormState(items: ["skill": Self.items([("skill-1", "Swift")])])
        var mine = base
        mine.items["skill"] = Self.items([("skill-1", "Swift"), ("skill-2", "Rust")])
        mine.values["skill-2"] = .string("5 years")
        mine.expanded = ["skill-2"]
        var disk = base
        disk.items["skill"] = Self.items([("skill-1", "Swift"), ("skill-2", "Go")])
        disk.values["skill-2"] = .string("2 years")
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        let list = merge.state.items["skill"] ?? []
        #expect(list.map(\.key) == ["skill-1", "skill-2", "skill-3"])
        #expect(list.map(\.title) == ["Swift", "Go", "Rust"])
        #expect(list.map(\.order) == [0, 1, 2])
        #expect(merge.state.values["skill-2"] == .string("2 years"))
        #expect(merge.state.values["skill-3"] == .string("5 years"))
        #expect(merge.state.expanded == ["skill-3"])
        #expect(merge.conflicts == [.keyTaken(key: "skill-2", savedAs: "skill-3")])
    }

    @Test func deletionsRetitlesAndMovesApplyOverOthersChanges() {
        let base = FormState(
            values: ["skill-2": .string("x")],
            items: ["skill": Self.items([("skill-1", "A"), ("skill-2", "B"), ("skill-3", "C")])])
        var mine = base
        // Delete skill-2 (and its value), retitle skill-3, move it first.
        mine.items["skill"] = Self.items([("skill-3", "C!"), ("skill-1", "A")])
        mine.values = [:]
        var disk = base
        disk.items["skill"] = Self.items([
            ("skill-1", "A"), ("skill-2", "B"), ("skill-3", "C"), ("skill-9", "Z"),
        ])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect((merge.state.items["skill"] ?? []).map(\.key) == ["skill-3", "skill-1", "skill-9"])
        #expect((merge.state.items["skill"] ?? []).first?.title == "C!")
        #expect(merge.state.values["skill-2"] == nil)
        #expect(merge.conflicts.isEmpty)
    }

    @Test func changeToAnItemDeletedElsewhereIsDroppedAndReported() {
        let base = FormState(items: ["skill": Self.items([("skill-1", "A"), ("skill-2", "B")])])
        var mine = base
        mine.values["skill-2"] = .string("new")
        mine.items["skill"] = Self.items([("skill-1", "A"), ("skill-2", "B2")])
        var disk = base
        disk.items["skill"] = Self.items([("skill-1", "A")])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect((merge.state.items["skill"] ?? []).map(\.key) == ["skill-1"])
        #expect(merge.state.values["skill-2"] == nil)
        #expect(Set(merge.conflicts) == [.deletedElsewhere(key: "skill-2")])
    }

    @Test func unknownEntriesAndExpansionOfOthersStay() {
        var disk = FormState(values: ["unknown": .integer(3)], expanded: ["a", "b"])
        disk.otherEntries = ["app": .string("kept")]
        let base = FormState(expanded: ["a"])
        let mine = FormState(expanded: ["c"])
        let merge = StateEdits(from: base, to: mine).applied(to: disk)
        #expect(merge.state.expanded == ["b", "c"])
        #expect(merge.state.values["unknown"] == .integer(3))
        #expect(merge.state.otherEntries["app"] == .string("kept"))
    }

    @Test func twoFormsSavingOneFileThroughTheLibrary() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("state.plist")
        let fresh = try Fixtures.defaultForm
        var one = fresh
        var two = fresh
        try one.apply(.setText("firstName", "Ada"))
        let first = try one.save(mergingInto: url, since: fresh)
        #expect(first.conflicts.isEmpty)
        try two.apply(.setText("lastName", "Lovelace"))
        _ = try two.addedItem(section: try #require(two.section(named: "skill")), title: "Rust")
        let second = try two.save(mergingInto: url, since: fresh)
        #expect(
            second.conflicts.map(\.description) == [
                "skill-2 was also added by another process; yours is saved as skill-3"
            ] || second.conflicts.isEmpty)
        let saved = try FormState.load(contentsOf: url)
        #expect(saved.values["firstName"] == .string("Ada"))
        #expect(saved.values["lastName"] == .string("Lovelace"))
        #expect((saved.items["skill"] ?? []).map(\.title) == ["Swift", "Rust"])
        var back = fresh
        #expect(back.restore(saved).isEmpty)
        // Nothing but the lock file and the state remain.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                ".state.plist.lock", "state.plist",
            ])
    }
}
