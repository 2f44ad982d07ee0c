import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

/// A Settings bundle bound to a `UserDefaults` suite, each test with a suite of its own that it
/// removes.
@MainActor
@Suite("Settings bundle bound to UserDefaults")
struct SettingsDefaultsTests {
    static func bundle() throws -> (SettingsBundle, TemporaryBundle) {
        let temp = try TemporaryBundle()
        try writeKitchenSink(temp)
        return (try SettingsBundleLoader().load(contentsOf: temp.url), temp)
    }

    static func suite() throws -> (UserDefaults, String) {
        let name = "formengine-tests-\(UUID().uuidString)"
        return (try #require(UserDefaults(suiteName: name)), name)
    }

    @Test func theBundlesDefaultsAreRegisteredAndTheFormStartsFromTheSuite() throws {
        let (bundle, temp) = try Self.bundle()
        defer { temp.remove() }
        let (defaults, name) = try Self.suite()
        defer { defaults.removePersistentDomain(forName: name) }
        defaults.set("light", forKey: "theme")
        let settings = try SettingsDefaults(bundle: bundle, defaults: defaults)
        #expect(defaults.bool(forKey: "sounds") && defaults.double(forKey: "volume") == 0.5)
        #expect(bundle.values(of: settings.controller.form)["theme"] == .string("light"))
        #expect(settings.problems == [])
    }

    @Test func editsAreWrittenToTheSuite() throws {
        let (bundle, temp) = try Self.bundle()
        defer { temp.remove() }
        let (defaults, name) = try Self.suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let settings = try SettingsDefaults(bundle: bundle, defaults: defaults)
        let sounds = try #require(bundle.field("sounds")).row
        try settings.controller.apply(.tap(sounds))
        #expect(defaults.object(forKey: "sounds") as? Bool == false)
        let volume = try #require(bundle.field("volume")).row
        try settings.controller.apply(.set(volume, .number(0.75)))
        #expect(defaults.double(forKey: "volume") == 0.75)
        // Keys no edit touched stay unset: the registered default still answers for them.
        #expect(defaults.persistentDomain(forName: name)?.keys.sorted() == ["sounds", "volume"])
    }

    /// Two switches storing one `Key` ("sync"), as a pane and a child pane may show it.
    static func sharedKeyBundle() throws -> (SettingsBundle, TemporaryBundle, [RowKey]) {
        let temp = try TemporaryBundle()
        try temp.pane(
            "Root",
            [
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true],
                [
                    "Type": "PSToggleSwitchSpecifier", "Title": "Sync (again)", "Key": "sync",
                    "DefaultValue": true,
                ],
            ])
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        return (bundle, temp, bundle.fields.filter { $0.key == "sync" }.map(\.row))
    }

    @Test func tappingEitherRowOfASharedKeyIsWrittenAndShownByBoth() throws {
        let (bundle, temp, rows) = try Self.sharedKeyBundle()
        defer { temp.remove() }
        try #require(rows.count == 2)
        let (defaults, name) = try Self.suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let settings = try SettingsDefaults(bundle: bundle, defaults: defaults)
        try settings.controller.apply(.tap(rows[1]))
        #expect(defaults.object(forKey: "sync") as? Bool == false)
        #expect(try settings.controller.form.value(of: rows[0]) == .bool(false))
        try settings.controller.apply(.tap(rows[0]))
        #expect(defaults.object(forKey: "sync") as? Bool == true)
        #expect(try settings.controller.form.value(of: rows[1]) == .bool(true))
    }

    /// Lets the main actor run what a notification posted off the main thread scheduled there
    /// (tests run on the main actor, which on Linux is not the main thread), until `done`.
    static func settle(_ done: () -> Bool) async {
        for _ in 0..<1000 where !done() { await Task.yield() }
    }

    @Test func aChangeMadeElsewhereInTheSuiteReachesTheForm() async throws {
        let (bundle, temp) = try Self.bundle()
        defer { temp.remove() }
        let (defaults, name) = try Self.suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let settings = try SettingsDefaults(bundle: bundle, defaults: defaults)
        var seen: [FormChange] = []
        let subscription = settings.controller.observe { seen.append($0) }
        defer { subscription.cancel() }
        let volume = try #require(bundle.field("volume")).row

        // A whole domain set elsewhere: Foundation posts didChangeNotification on every platform.
        defaults.setPersistentDomain(["volume": 0.25, "theme": "light"], forName: name)
        await Self.settle { seen.count == 1 }
        #expect(try settings.controller.form.value(of: volume) == .number(0.25))
        #expect(seen.count == 1 && seen[0].changedKeys.contains(volume))

        // One key set through another instance of the suite: Apple's Foundation posts the
        // notification, Linux's does not, so the test posts it as Apple's would.
        let other = try #require(UserDefaults(suiteName: name))
        other.set(1.0, forKey: "volume")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: other)
        await Self.settle { seen.count == 2 }
        #expect(try settings.controller.form.value(of: volume) == .number(1))
        #expect(seen.count == 2)

        // A value the form cannot take is reported and left in the suite.
        other.set("neon", forKey: "theme")
        settings.readDefaults()
        #expect(settings.problems.map(\.location.key) == ["theme"])
        #expect(defaults.string(forKey: "theme") == "neon")
    }
}
