import Foundation

/// Paths in this checkout, for tests that read its files or run its tools.
package enum Repository {
    /// The package's root directory (this file is `Tests/TestSupport/Repository.swift`).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file or directory under the root.
    package static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The folder of the Settings bundle fixtures, shared by the library and CLI tests.
    package static let settingsBundles = root.appendingPathComponent(
        "Tests/TestSupport/Fixtures/SettingsBundles")

    /// The Settings bundle fixture `name` (`Phone.bundle`).
    package static func settingsBundle(_ name: String) -> String {
        settingsBundles.appendingPathComponent(name).path
    }

    /// The full path of `program` on PATH, or `nil` when it is not installed.
    package static func tool(_ program: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
            separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Chromium, under either of its Debian names, or `nil`.
    package static var chromium: String? { tool("chromium") ?? tool("chromium-browser") }

    /// Runs `program` with `arguments`, stdin `/dev/null` (``Subprocess``), and returns its
    /// status, stdout and stderr.
    package static func run(
        _ program: String, _ arguments: [String], directory: URL? = nil,
        timeout: Double = Subprocess.defaultTimeout
    ) throws -> CLI.Result {
        try Subprocess.run(
            URL(fileURLWithPath: program), arguments, directory: directory, timeout: timeout)
    }
}
