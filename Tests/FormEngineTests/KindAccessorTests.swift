import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Issue #22: every typed accessor takes every kind whose value it fits, and says which kind it
/// refused with the right article ("an integer row").
@MainActor
@Suite("Typed accessors over every kind")
struct KindAccessorTests {
    /// One row of every kind (and a single and a multiple picker), keyed by its kind's name.
    /// Made on each use: LeakSanitizer reports a `Data` held in a static as leaked at exit (it
    /// does not find the storage pointer inside `Data`'s packed representation).
    nonisolated static var json: Data {
        Data(
            #"""
            [[
              {"key": "text", "kind": "text"}, {"key": "email", "kind": "email"}, {"key": "url", "kind": "url"},
              {"key": "phone", "kind": "phone"}, {"key": "password", "kind": "password"},
              {"key": "textArea", "kind": "textArea"}, {"key": "integer", "kind": "integer"},
              {"key": "decimal", "kind": "decimal"}, {"key": "stepper", "kind": "stepper"},
              {"key": "duration", "kind": "duration"}, {"key": "slider", "kind": "slider"},
              {"key": "date", "kind": "date"}, {"key": "time", "kind": "time"},
              {"key": "dateTime", "kind": "dateTime"}, {"key": "switch", "kind": "switch"},
              {"key": "check", "kind": "check"},
              {"key": "segmented", "kind": "segmented", "options": ["a", "b"]},
              {"key": "info", "kind": "info", "value": "1.0"}, {"key": "link", "kind": "link", "value": "https://example.com"},
              {"key": "button", "kind": "button"}, {"key": "file", "kind": "file"}, {"key": "rating", "kind": "rating"},
              {"key": "normal", "kind": "normal"},
              {"key": "picker", "expandable": true, "additionalRows": 2},
              {"key": "option", "kind": "option"}, {"key": "option2", "kind": "option"},
              {"key": "multiple", "expandable": true, "additionalRows": 1, "selection": "multiple"},
              {"key": "option3", "kind": "option"}
            ]]
            """#.utf8)
    }

    static func controller() throws -> FormController {
        var loader = DescriptorLoader()
        loader.kinds = [StarRating()]
        return FormController(try Form(loader.load(data: json, file: "kinds.json")))
    }

    enum Accessor: String, CaseIterable, Sendable {
        case text, number, date, toggle, choice, choices
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let key: String
        let fits: Set<Accessor>
        var testDescription: String { "\(key): \(fits.map(\.rawValue).sorted())" }
    }

    /// Which accessors each kind fits; every other accessor is refused.
    nonisolated static let cases: [Case] = [
        Case(key: "text", fits: [.text]), Case(key: "email", fits: [.text]), Case(key: "url", fits: [.text]),
        Case(key: "phone", fits: [.text]), Case(key: "password", fits: [.text]),
        Case(key: "textArea", fits: [.text]), Case(key: "integer", fits: [.number]),
        Case(key: "decimal", fits: [.number]), Case(key: "stepper", fits: [.number]),
        Case(key: "duration", fits: [.number]), Case(key: "slider", fits: [.number]),
        Case(key: "date", fits: [.date]), Case(key: "time", fits: [.text]),
        Case(key: "dateTime", fits: [.text]),
        Case(key: "switch", fits: [.toggle]), Case(key: "check", fits: [.toggle]),
        Case(key: "segmented", fits: [.choice]), Case(key: "info", fits: [.text]),
        Case(key: "link", fits: [.text]), Case(key: "button", fits: []), Case(key: "file", fits: [.text]),
        Case(key: "rating", fits: [.number]), Case(key: "normal", fits: []),
        Case(key: "picker", fits: [.choice]),
        Case(key: "option", fits: []), Case(key: "multiple", fits: [.choices]),
    ]

    func make(_ accessor: Accessor, _ key: RowKey, on controller: FormController) throws(FormError) {
        switch accessor {
        case .text: _ = try controller.field(key, as: String.self)
        case .number: _ = try controller.field(key, as: Double.self)
        case .date: _ = try controller.field(key, as: CalendarDate.self)
        case .toggle: _ = try controller.field(key, as: Bool.self)
        case .choice: _ = try controller.field(key, as: RowKey.self)
        case .choices: _ = try controller.field(key, as: [RowKey].self)
        }
    }

    @Test("each accessor fits the kinds whose value it holds", arguments: cases)
    func accessorsFit(_ kind: Case) throws {
        let controller = try Self.controller()
        for accessor in Accessor.allCases {
            do {
                try make(accessor, RowKey(kind.key), on: controller)
                #expect(kind.fits.contains(accessor), "\(accessor) was taken by \(kind.key)")
            } catch {
                #expect(!kind.fits.contains(accessor), "\(accessor) was refused by \(kind.key): \(error)")
                #expect(error.reason.contains("cannot hold"), "\(error.reason)")
            }
        }
    }

    @Test("the accessors that fit read and write the kind's value")
    func accessorsReadAndWrite() throws {
        let controller = try Self.controller()
        try controller.field("stepper", as: Double.self).set(4)
        #expect(try controller.field("stepper", as: Double.self).get() == 4)
        try controller.field("duration", as: Double.self).set(5400)
        #expect(try controller.form.row("duration").displayValue == "1:30:00")
        try controller.field("time", as: String.self).set("07:30")
        #expect(try controller.field("time", as: String.self).get() == "07:30")
        #expect(throws: EditError.self) { try controller.field("time", as: String.self).set("7 o'clock") }
        try controller.field("segmented", as: RowKey.self).set("b")
        #expect(try controller.field("segmented", as: RowKey.self).get() == "b")
        try controller.field("file", as: String.self).set("/tmp")
        #expect(try controller.field("info", as: String.self).get() == "1.0")
        #expect(throws: EditError.self, "an info row is read-only") {
            try controller.field("info", as: String.self).set("2")
        }
    }

    @Test("a refusal names the kind with its article")
    func articles() throws {
        let controller = try Self.controller()
        for (key, phrase) in [
            ("integer", "an integer row cannot hold String"), ("url", "a url row cannot hold Double"),
            ("email", "an email row cannot hold Bool"), ("option", "an option row cannot hold String"),
            ("date", "a date row cannot hold String"),
        ] {
            let accessor: Accessor = key == "url" ? .number : key == "email" ? .toggle : .text
            do {
                try make(accessor, RowKey(key), on: controller)
                Issue.record("\(key) took \(accessor)")
            } catch {
                #expect(error.reason == phrase)
            }
        }
    }

    @Test("an app's kind loads from JSON as from a property list")
    func customKindsFromJSON() throws {
        let controller = try Self.controller()
        try controller.field("rating", as: Double.self).set(3)
        #expect(try controller.form.value(of: "rating") == .number(3))
        var restored = try Self.controller().form
        #expect(restored.restore(controller.form.state()).isEmpty, "a custom kind's saved value is taken")
        #expect(try restored.value(of: "rating") == .number(3))
        #expect(throws: LoadError.self, "unknown without registration") {
            try DescriptorLoader().load(data: Self.json, file: "kinds.json")
        }
    }
}
