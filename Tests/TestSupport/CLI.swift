import Foundation

/// Runs the built `formcli` as a separate process, as a user or a script would.
package enum CLI {
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String

        package init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

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

    /// Runs formcli with `arguments`, feeding `stdin` (nothing when `nil`), in `directory`.
    package static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
        directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to files, so a large output can never block the child on a full pipe.
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outURL)
        let errors = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        // A child killed by a signal reports 128 + the signal, as a shell does.
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return Result(
            status: status,
            stdout: String(decoding: try contents(of: outURL), as: UTF8.self),
            stderr: String(decoding: try contents(of: errURL), as: UTF8.self))
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
