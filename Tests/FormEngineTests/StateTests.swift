import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Saved state")
struct StateTests {
    @Test("values, expansion and choices round-trip through a file")
    func roundTrip() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.plist")
        var form = try Fixtures.defaultForm
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        try form.apply(.tap("married"))
        try form.apply(.setText("favoriteSport", "Football"))
        try form.apply(.setText("experienceSlider", "6"))
        try form.apply(.tap("fullName"))
        try form.state().write(to: file)

        var restored = try Fixtures.defaultForm
        let problems = restored.restore(try FormState.load(contentsOf: file))
        #expect(problems.isEmpty)
        for key: RowKey in ["firstName", "dateOfBirthPicker", "married", "favoriteSport", "experienceSlider"]
        {
            #expect(try restored.value(of: key) == form.value(of: key))
        }
        #expect(Fixtures.visibleKeys(restored) == Fixtures.visibleKeys(form))
        #expect(try restored.row("fullName").title == "Ada")
    }

    @Test(
        "a value the person cleared stays cleared after saving and restoring",
        arguments: ["name", "born", "size"])
    func clearedStaysCleared(_ key: RowKey) throws {
        let descriptor = try Fixtures.descriptor([
            [
                ["key": "name", "kind": "text", "value": "Ada"],
                ["key": "born", "kind": "date", "value": "1990-03-12"],
                ["key": "size", "kind": "integer", "value": 3],
            ]
        ])
        var form = try Form(descriptor)
        if key == "size" { try form.apply(.set(key, nil)) } else { try form.apply(.setText(key, "")) }
        #expect(try form.value(of: key) == nil)
        let data = try form.state().data()
        var restored = try Form(descriptor)
        #expect(restored.restore(try FormState.load(data: data)).isEmpty)
        #expect(try restored.value(of: key) == nil)
        // A value never touched still starts from the descriptor.
        #expect(try restored.value(of: key == "name" ? "born" : "name") != nil)
    }

    @Test("entries that do not fit are reported key by key, and kept when saving again")
    func foreignEntries() throws {
        let state = FormState(
            values: [
                "firstName": .integer(3), "gone": .string("x"), "lastName": .string("Byron"),
                "experienceSlider": .string("high"), "dateOfBirthPicker": .string("1990-02-31"),
            ],
            expanded: ["nowhere"])
        var form = try Fixtures.defaultForm
        let problems = form.restore(state, file: "s.plist").map(\.description)
        #expect(problems.count == 5, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("s.plist: key gone: no row has this key") })
        #expect(problems.contains { $0.contains("(firstName): a text row cannot hold an integer") })
        #expect(try form.value(of: "lastName") == .text("Byron"))
        let saved = form.state(preserving: state)
        #expect(saved.values["gone"] == .string("x"))
        #expect(saved.values["firstName"] == .integer(3))
        #expect(saved.values["lastName"] == .string("Byron"))
    }

    @Test("a state file that is not a state is refused with the reason")
    func badStateFiles() throws {
        #expect(throws: LoadError.self) { try FormState.load(data: Data("nope".utf8), file: "s") }
        let array = try Fixtures.data(["a"])
        #expect(throws: LoadError.self) { try FormState.load(data: array, file: "s") }
        let badValues = try Fixtures.data(["values": ["a"]])
        #expect(throws: LoadError.self) { try FormState.load(data: badValues, file: "s") }
        let version = try Fixtures.data(["version": 9])
        #expect(throws: LoadError.self) { try FormState.load(data: version, file: "s") }
    }

    @Test("saving is atomic: keeps the old file's mode, follows a symlink, leaves no temporary file")
    func atomicSave() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.plist")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let link = directory.appendingPathComponent("link.plist")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

        try FormState(values: ["a": .string("b")]).write(to: link)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        #expect(try FormState.load(contentsOf: file).values == ["a": .string("b")])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "link.plist", "state.plist",
            ])
    }

    @Test("a save that cannot happen says why and leaves the old file alone")
    func failedSave() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-dir/state.plist")
        #expect(throws: StateFileError.self) { try FormState().write(to: missing) }
        do {
            try FormState().write(to: missing)
        } catch {
            guard case .cannotWrite = error else {
                Issue.record("expected cannotWrite, got \(error)")
                return
            }
            #expect(
                error.description.hasPrefix(
                    "/nonexistent-dir/state.plist: cannot create a file in /nonexistent-dir"))
        }
    }

    @Test("entries the form cannot take survive saving until their row is changed")
    func unfitEntriesSurvive() throws {
        let previous = FormState(
            values: [
                "married": .string("yes"), "experienceSlider": .string("seven"),
                "ghost-1": .string("precious"),
            ],
            expanded: ["nowhere"],
            items: ["ghostlist": [SavedItem(key: "ghost-1", title: "Ghost", order: 0)]])
        var previousWithExtra = previous
        previousWithExtra.otherEntries = ["future": .integer(2)]
        var form = try Fixtures.defaultForm
        _ = form.restore(previousWithExtra)
        try form.apply(.setText("lastName", "L"))
        var saved = form.state(preserving: previousWithExtra)
        #expect(saved.values["married"] == .string("yes"))
        #expect(saved.values["experienceSlider"] == .string("seven"))
        #expect(saved.values["ghost-1"] == .string("precious"))
        #expect(saved.items["ghostlist"]?.map(\.key) == ["ghost-1"])
        #expect(saved.expanded.contains("nowhere"))
        #expect(saved.otherEntries == ["future": .integer(2)])
        let reread = try FormState.load(data: try saved.data())
        #expect(reread.otherEntries == ["future": .integer(2)])
        try form.apply(.set("married", .bool(true)))
        saved = form.state(preserving: previousWithExtra)
        #expect(saved.values["married"] == .bool(true), "a changed row writes its own value")
    }
}

@Suite("Saved reals")
struct SavedRealTests {
    @Test("a real is written as its shortest text, its value unchanged")
    func shortestReals() throws {
        let state = FormState(
            values: [
                "a": .real(1.66), "b": .real(0.1), "c": .real(1.5e-7), "d": .real(2), "e": .real(-3.25),
            ],
            expanded: [])
        let text = String(decoding: try state.data(), as: UTF8.self)
        #expect(text.contains("<real>1.66</real>"))
        #expect(text.contains("<real>0.1</real>"))
        #expect(text.contains("<real>-3.25</real>"))
        #expect(!text.contains("1.6599999"))
        let back = try FormState.load(data: try state.data())
        #expect(back.values["a"] == .real(1.66))
        #expect(back.values["c"] == .real(1.5e-7))
        #expect(back.values["d"] == .real(2) || back.values["d"] == .integer(2))
    }
}
