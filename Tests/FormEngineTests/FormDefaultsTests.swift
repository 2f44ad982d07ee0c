import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// Any form bound to a `UserDefaults` suite, both ways, with a throwaway suite per test.
@MainActor
@Suite("A form bound to UserDefaults")
struct FormDefaultsTests {
    static func withSuite(_ body: (UserDefaults) throws -> Void) throws {
        let name = "formengine-tests-\(UUID().uuidString)"
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removePersistentDomain(forName: name) }
        try body(suite)
    }

    @Test func startingValuesAreRegisteredAndEditsWritten() throws {
        try Self.withSuite { suite in
            let form = try Form(DescriptorLoader.bundledDefault())
            let bound = FormDefaults(form, defaults: suite)
            #expect(suite.object(forKey: "married") as? Bool == false)
            try bound.controller.apply(.set("firstName", .text("Ada")))
            try bound.controller.apply(.tap("married"))
            #expect(suite.string(forKey: "firstName") == "Ada")
            #expect(suite.object(forKey: "married") as? Bool == true)
            try bound.controller.apply(.set("firstName", nil))
            #expect(suite.string(forKey: "firstName") == "")
        }
    }

    @Test func aNewBindingStartsFromTheSuite() throws {
        try Self.withSuite { suite in
            let form = try Form(DescriptorLoader.bundledDefault())
            let first = FormDefaults(form, defaults: suite)
            try first.controller.apply(.set("lastName", .text("Lovelace")))
            let second = FormDefaults(form, defaults: suite)
            #expect(try second.controller.form.value(of: "lastName") == .text("Lovelace"))
            #expect(second.problems.isEmpty)
        }
    }

    @Test func changesMadeElsewhereAreReadAndPublished() throws {
        try Self.withSuite { suite in
            let bound = FormDefaults(try Form(DescriptorLoader.bundledDefault()), defaults: suite)
            var seen: [FormChange] = []
            let subscription = bound.controller.observe { seen.append($0) }
            suite.set("Bea", forKey: "firstName")
            bound.readDefaults()
            #expect(try bound.controller.form.value(of: "firstName") == .text("Bea"))
            #expect(seen.last?.changedKeys.contains("firstName") == true)
            // An entry the row cannot take stays in the suite and is reported.
            suite.set("lots", forKey: "married")
            bound.readDefaults()
            #expect(bound.problems.map { $0.location.key } == ["married"])
            #expect(suite.string(forKey: "married") == "lots")
            withExtendedLifetime(subscription) {}
        }
    }
}
