import Foundation
import Testing

/// The system tests: formcli processes killed mid-save, racing each other for one state file,
/// stopped and continued on a pseudo-terminal, drawn in tmux and in Chromium. They take most of
/// the suite's time (kill loops retry until their kills land) or need tools beyond the toolchain,
/// so plain `swift test` skips them, saying how to run them; `.ci/run` runs them every time.
///
///     FORMENGINE_SYSTEM_TESTS=1 swift test
enum SystemTests {
    /// Whether `FORMENGINE_SYSTEM_TESTS` is set to something other than empty or `0`.
    static let enabled: Bool = {
        let value = ProcessInfo.processInfo.environment["FORMENGINE_SYSTEM_TESTS"] ?? ""
        return !value.isEmpty && value != "0"
    }()
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite or test only when ``SystemTests/enabled``.
    static var systemTest: Self {
        .enabled(if: SystemTests.enabled, "a system test: FORMENGINE_SYSTEM_TESTS=1 swift test runs it")
    }
}
