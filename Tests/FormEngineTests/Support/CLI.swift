import Foundation

/// Runs the built `formcli` executable as a user would: arguments, stdin, environment in;
/// status, stdout and stderr out.
///
/// The executable sits next to the test bundle (`.build/debug/formcli`); the test target depends
/// on `formcli`, so `swift test` builds it first.
enum CLI {
    /// What one run produced.
    struct Result {
        /// The exit status (128 + signal when killed by a signal).
        var status: Int32
        /// Everything written to stdout.
        var stdout: String
        /// Everything written to stderr.
        var stderr: String
    }

    /// The built `formcli`.
    static let executable: URL = {
        let candidates = [
            Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("formcli"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/formcli"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("formcli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `formcli arguments` with `stdin` as its input (a file, so end of input is real) and
    /// `environment` added to this process's (minus `NO_COLOR`, plus `TERM=xterm`).
    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws
        -> Result
    {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("stdin")
        let output = directory.appendingPathComponent("stdout")
        let errors = directory.appendingPathComponent("stderr")
        try Data(stdin.utf8).write(to: input)
        FileManager.default.createFile(atPath: output.path, contents: nil)
        FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm"
        env.merge(environment) { $1 }
        process.environment = env
        let inputHandle = try FileHandle(forReadingFrom: input)
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? inputHandle.close()
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }
}
