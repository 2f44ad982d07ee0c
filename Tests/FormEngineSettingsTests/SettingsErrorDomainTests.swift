import FormEngine
import FormEngineSettings
import Foundation
import Testing

/// Settings bundles and defaults files throw their domain's error: a `LoadError` when they
/// cannot be read, a `StateFileError` when a defaults file cannot be written.
@Suite struct SettingsErrorDomainTests {
    @Test func aSettingsBundleThatDoesNotLoadIsALoadError() {
        do throws(LoadError) {
            _ = try SettingsBundleLoader().load(contentsOf: URL(fileURLWithPath: "/no/such/Settings.bundle"))
            Issue.record("loaded")
        } catch {
            guard case .unreadable(let location, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.file?.hasPrefix("/no/such/Settings.bundle") == true)
            #expect(FormError(error).description == error.description)
        }
    }

    @Test func aDefaultsFileThatDoesNotLoadIsALoadError() {
        do throws(LoadError) {
            _ = try DefaultsFile.load(contentsOf: URL(fileURLWithPath: "/no/such/defaults.plist"))
            Issue.record("loaded")
        } catch {
            #expect(error.description == "/no/such/defaults.plist: no such file")
        }
    }

    @Test func aDefaultsFileThatCannotBeWrittenIsAStateFileError() {
        let path = "/no/such/directory/defaults.plist"
        do throws(StateFileError) {
            try DefaultsFile.write(["a": .bool(true)], to: URL(fileURLWithPath: path))
            Issue.record("written")
        } catch {
            guard case .cannotWrite(let location, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.file == path)
        }
    }
}
