import Foundation

/// Runs the built `formcli` as a separate process, as a user or a script would.
package enum CLI {
    /// How formcli ended and what it wrote (``Subprocess/Result``).
    package typealias Result = Subprocess.Result

    /// The `formcli` binary built next to the test bundle.
    package static var executable: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ]
            for directory in candidates {
                let url = directory.appendingPathComponent("formcli")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            throw CLIError.notBuilt(candidates.map(\.path))
        }
    }

    package enum CLIError: Error { case notBuilt([String]) }

    /// Runs formcli with `arguments`, feeding `stdin` (nothing when `nil`), in `directory`; it is
    /// killed after `timeout` seconds (``Subprocess``).
    package static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
        directory: URL? = nil, timeout: Double = Subprocess.defaultTimeout
    ) throws -> Result {
        try Subprocess.run(
            try executable, arguments, stdin: stdin.map { .data(Data($0.utf8)) } ?? .none,
            environment: environment, directory: directory, timeout: timeout)
    }

    /// Starts formcli with `arguments` and returns at once (``Subprocess/start(_:_:stdin:environment:directory:)``).
    package static func start(
        _ arguments: [String], stdin: Subprocess.Input = .none, environment: [String: String]? = nil,
        directory: URL? = nil
    ) throws -> Subprocess.Running {
        try Subprocess.start(
            try executable, arguments, stdin: stdin, environment: environment, directory: directory)
    }

    /// A file's bytes; an empty file is not read, as `Data(contentsOf:)` leaks a buffer on one
    /// with this Foundation, which fails the suite under AddressSanitizer.
    package static func contents(of url: URL) throws -> Data {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        return size == 0 ? Data() : try Data(contentsOf: url)
    }

    /// A fresh temporary directory, removed by the caller with `cleanUp`.
    package static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
