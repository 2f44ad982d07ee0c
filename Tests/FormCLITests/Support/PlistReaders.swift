import Foundation
import TestSupport

/// The strict plist readers other programs use, run on a file: `plutil -lint` (it ships with the
/// Swift toolchain) and Python's `plistlib` (where Python is installed).
enum PlistReaders {
    /// Runs `executable` with `arguments`; its exit status and its output, stdout then stderr.
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let result = try Repository.run(executable, arguments)
        return (result.status, result.stdout + result.stderr)
    }

    /// `plutil` beside the running toolchain's `swift`, or on the PATH.
    static var plutil: String? {
        let candidates =
            ["/opt/swift/usr/bin/plutil", "/usr/bin/plutil"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/plutil" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `python3`, when installed.
    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// What `plutil -lint` says is wrong with the file, or `nil` when it is fine (or there is no
    /// plutil).
    static func plutilProblem(_ url: URL) throws -> String? {
        guard let plutil else { return nil }
        let (status, output) = try run(plutil, ["-lint", url.path])
        return status == 0 ? nil : output
    }

    /// What Python's `plistlib` says is wrong with each file, or `nil` when all load (or there
    /// is no Python). One Python process checks them all.
    static func plistlibProblem(_ urls: [URL]) throws -> String? {
        guard let python, !urls.isEmpty else { return nil }
        let script = """
            import plistlib, sys
            bad = []
            for path in sys.argv[1:]:
                try:
                    with open(path, 'rb') as f:
                        plistlib.load(f)
                except Exception as e:
                    bad.append(path + ': ' + repr(e))
            print('\\n'.join(bad))
            sys.exit(1 if bad else 0)
            """
        let (status, output) = try run(python, ["-c", script] + urls.map(\.path))
        return status == 0 ? nil : output
    }
}
