import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

/// `Softphone.bundle` is modelled on VoIP clients' bundles: one `Account.plist` opened from five
/// child-pane rows, a Root picker sharing the account's `Key`, reals, integer and boolean text
/// defaults, string switch values.
enum Softphone {
    static let url = RealisticBundleTests.fixtures.appendingPathComponent("Softphone.bundle")

    static func load(language: String? = nil) throws -> SettingsBundle {
        try SettingsBundleLoader(language: language).load(contentsOf: url)
    }
}

@Suite("Settings bundle: one defaults key, one value")
struct SharedKeyTests {
    @Test func settingAnyCopyOfASharedKeyChangesTheOneEntry() throws {
        let bundle = try Softphone.load()
        var form = try bundle.makeForm()
        try bundle.set("account_transport~3", text: "TLS", in: &form)
        for row in ["account_transport", "account_transport~2", "account_transport~5", "account_transport~6"]
        {
            let picker = try #require(bundle.field(row: RowKey(row)))
            #expect(try form.value(of: picker.row) != nil)
            #expect(
                bundle.storedValue(of: picker, try form.value(of: picker.row)) == .string("TLS"), "\(row)")
        }
        #expect(bundle.values(of: form)["account_transport"] == .string("TLS"))
        // The defaults key itself addresses the same entry.
        try bundle.set("account_user", text: "ann", in: &form)
        try bundle.set("account_user~4", text: "bob", in: &form)
        #expect(try form.value(of: "account_user") == .text("bob"))
        #expect(try form.value(of: "account_user~2") == .text("bob"))
        #expect(bundle.values(of: form)["account_user"] == .string("bob"))
    }

    @Test func aDirectTapIsCopiedInsideApply() throws {
        let bundle = try Softphone.load()
        var form = try bundle.makeForm()
        let change = try form.apply(.tap("account_transport~2.2"))
        // The copies are in the tap's own change: one change set, as an app publishes it.
        #expect(change.changedKeys.contains("account_transport~2"))
        #expect(change.changedKeys.contains("account_transport~6"))
        #expect(try form.value(of: "account_transport~4") == .choice("account_transport~4.2"))
        #expect(bundle.values(of: form)["account_transport"] == .string("TCP"))
    }

    @MainActor
    @Test func aControllerPublishesTheCopiesInTheTapsOwnChange() throws {
        let bundle = try Softphone.load()
        let controller = FormController(try bundle.makeForm())
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        try controller.apply(.tap("account_transport~2.2"))
        #expect(seen.count == 1)
        #expect(seen.first?.changedKeys.contains("account_transport~6") == true)
        // Text is read as the Settings app reads it, by the form itself: a `Values` entry, and
        // the defaults key for its first row.
        try controller.apply(.setText("account_transport", "TLS"))
        #expect(bundle.values(of: controller.form)["account_transport"] == .string("TLS"))
        #expect(try controller.form.value(of: "account_transport~6") == .choice("account_transport~6.3"))
        withExtendedLifetime(subscription) {}
    }

    @Test func restoringAnEntryShowsItInEveryRowOfItsKey() throws {
        let bundle = try Softphone.load()
        var form = try bundle.makeForm()
        let problems = bundle.restore(
            ["account_gain": .integer(7), "account_user": .string("eve")], into: &form)
        #expect(problems.isEmpty)
        #expect(try form.value(of: "account_gain~5") == .number(7))
        #expect(try form.value(of: "account_user~3") == .text("eve"))
    }

    @Test func formcliSavesAnEditOfTheSecondCopyUnderTheRealKey() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = dir.appendingPathComponent("state.plist").path
        let result = try CLI.run([
            Softphone.url.path, "--state", state, "--set", "account_user~2=bob", "--tap",
            "account_transport~5.3",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved["account_user"] == .string("bob"))
        #expect(saved["account_transport"] == .string("TLS"))
        #expect(saved.keys.allSatisfy { !$0.contains("~") })
        let dump = try CLI.run([
            "--dump", Softphone.url.path, "--state", state, "--expand-all", "--lang", "none",
        ])
        #expect(dump.stdout.components(separatedBy: "USER: bob").count == 6)
    }

    @Test func aPipedWalkEditOfAnyCopyIsSaved() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = dir.appendingPathComponent("state.plist").path
        let result = try CLI.run(
            [Softphone.url.path, "--state", state, "--lang", "none"],
            stdin: "set account_password~4 s3cret\ntap account_transport~3.2\nset account_gain~2 9\ndone\n")
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved["account_password"] == .string("s3cret"))
        #expect(saved["account_transport"] == .string("TCP"))
        #expect(saved["account_gain"] == .integer(9))
    }

    @Test func aPaneOpenedFiveTimesIsNoDuplicateOfItself() throws {
        let bundle = try Softphone.load()
        let duplicates = bundle.problems.map(\.description).filter { $0.contains("duplicate Key") }
        // Only Root's own transport picker is a second specifier of the key, reported once.
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.contains("Root.plist: specifier 14 (account_transport)") == true)
    }
}
