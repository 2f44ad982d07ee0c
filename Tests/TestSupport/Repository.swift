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

    /// Runs `program` with `arguments`, output to files (never a full pipe), and returns its
    /// status, stdout and stderr.
    package static func run(_ program: String, _ arguments: [String], directory: URL? = nil) throws
        -> CLI.Result
    {
        let scratch = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outURL)
        let errors = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return CLI.Result(
            status: process.terminationStatus,
            stdout: String(decoding: try CLI.contents(of: outURL), as: UTF8.self),
            stderr: String(decoding: try CLI.contents(of: errURL), as: UTF8.self))
    }
}
