import Foundation
import Testing

/// Issue #22: a row kind is one unit. `Scripts/kind-files.sh` counts the source files naming
/// each kind; no kind may be named in more than ``limit`` files, except those listed in
/// ``pending`` (each at most its figure there), which the refactor has not reached yet. A
/// figure may only go down: lower it (or drop the kind) when a change lowers the count.
@Suite("Kind files")
struct KindFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The most source files a kind may be named in.
    static let limit = 4

    /// Kinds still named in more than ``limit`` files, with the most they may be named in.
    static let pending: [String: Int] = [
        "text": 14, "url": 5, "phone": 5, "password": 6, "textArea": 11, "integer": 5, "decimal": 5,
        "stepper": 7, "duration": 5, "slider": 19, "date": 6, "time": 10, "dateTime": 11, "switch": 20,
        "check": 6, "option": 21, "segmented": 11, "info": 6, "link": 7, "button": 8,
    ]

    @Test("no kind is named in more source files than allowed")
    func kindsStayInTheirUnits() throws {
        let counts = try Self.counts()
        #expect(counts.count >= 22, "the script lists every kind: \(counts)")
        for (kind, files) in counts.sorted(by: { $0.key < $1.key }) {
            let allowed = Self.pending[kind] ?? Self.limit
            #expect(files <= allowed, "\(kind) is named in \(files) source files; at most \(allowed)")
        }
    }

    /// The script's table, kind → number of files.
    static func counts() throws -> [String: Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Scripts/kind-files.sh").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var counts: [String: Int] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n").dropFirst() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
        }
        return counts
    }
}
