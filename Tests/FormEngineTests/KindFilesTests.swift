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
        "text": 11, "textArea": 12, "decimal": 5, "stepper": 7, "duration": 5, "slider": 15, "date": 5,
        "time": 10, "dateTime": 11, "switch": 14, "option": 15, "segmented": 8, "info": 5,
        "link": 7, "button": 7,
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

    /// The core files that may name kinds: the enum, the one place mapping each case to its
    /// unit, and the units.
    static func isKindPlace(_ path: String) -> Bool {
        path == "Sources/FormEngine/Descriptor/RowKind.swift" || path.hasPrefix("Sources/FormEngine/Kinds/")
    }

    /// Core files that still name kinds and are being moved to ``RowKind``'s members by other
    /// work (the rows' summaries and view fields); drop each when it no longer names one.
    static let corePending: Set<String> = [
        "Sources/FormEngine/Form/Form+Rows.swift", "Sources/FormEngine/Form/Row.swift",
    ]

    @Test("in the core, only RowKind.swift and the units in Kinds/ name a kind")
    func coreNamesKindsOnlyInUnits() throws {
        let named = try Self.files()
        #expect(
            named.values.contains { $0.contains(where: Self.isKindPlace) }, "the script lists files: \(named)"
        )
        for (kind, files) in named.sorted(by: { $0.key < $1.key }) {
            for file in files where file.hasPrefix("Sources/FormEngine/") {
                #expect(
                    Self.isKindPlace(file) || Self.corePending.contains(file),
                    "\(file) names the kind \(kind); ask RowKind's members (Kinds/RowKind+Units.swift) instead"
                )
            }
        }
    }

    /// The script's table, kind → number of files.
    static func counts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in try run([]).split(separator: "\n").dropFirst() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
        }
        return counts
    }

    /// The script's `--list`: kind → the files naming it.
    static func files() throws -> [String: [String]] {
        var files: [String: [String]] = [:]
        var kind = ""
        for line in try run(["--list"]).split(separator: "\n").dropFirst() {
            if line.hasPrefix("    ") {
                files[kind, default: []].append(line.trimmingCharacters(in: .whitespaces))
            } else {
                kind = String(line.split(separator: " ").first ?? "")
            }
        }
        return files
    }

    /// The script's output with `arguments`.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Scripts/kind-files.sh").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }
}
